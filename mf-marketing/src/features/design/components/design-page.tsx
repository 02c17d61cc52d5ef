import { Container, media, PageMeta, Section } from '@agency/shared-ui';
import { DesignArt } from '../../../components/art/page-art';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { CtaBand } from '../../../components/cta-band';
import { FilmIcon, LayersIcon, PenIcon } from '../../../components/icons';
import { BrandSample, UiSample, VideoSample } from '../../../components/art/design-samples';
import { Actions, SectionHead } from '../../../components/layout';
import { OfferList } from '../../../components/offer-list';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { RequestButton } from '../../../components/request-button';
import { TitledGrid } from '../../../components/titled-grid';
import { commonCopy } from '../../../copy/common';
import { designCopy } from '../../../copy/design';

const Step = styled.div`
  padding: 1.25rem;
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
  h3 { font-size: 1.15rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const SAMPLES: Record<(typeof designCopy.gallery)[number]['id'], ComponentType> = { brand: BrandSample, ui: UiSample, video: VideoSample };

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > li:first-child { grid-column: 1 / -1; }
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > li:first-child { grid-column: auto; }
  }
`;

const Sample = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  svg { display: block; width: 100%; height: auto; }
  figcaption { padding: 1rem 1.25rem 1.25rem; }
  strong { display: block; font-size: 1.1rem; }
  span { color: ${({ theme }) => theme.color.muted}; }
`;

/** The design page: graphic design (gd), video editing (ve) and product design (product). */
export function DesignPage() {
  return (
    <>
      <PageMeta title={designCopy.metaTitle} description={designCopy.metaDescription} />
      <PreviewBanner />
      <PageHero
        id="design-title"
        page="design"
        art={<DesignArt />}
        eyebrow={designCopy.eyebrow}
        title={designCopy.title}
        lead={designCopy.lead}
        actions={
          <Actions>
            <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
          </Actions>
        }
      />
      <Section $skipOffscreen aria-labelledby="design-gallery-heading">
        <Container>
          <SectionHead>
            <h2 id="design-gallery-heading">{designCopy.galleryHeading}</h2>
            <p>{designCopy.galleryIntro}</p>
          </SectionHead>
          <Gallery role="list">
            {designCopy.gallery.map((sample) => {
              const Art = SAMPLES[sample.id];
              return (
                <li key={sample.id}>
                  <Sample>
                    <Art />
                    <figcaption>
                      <strong>{sample.title}</strong>
                      <span>{sample.caption}</span>
                    </figcaption>
                  </Sample>
                </li>
              );
            })}
          </Gallery>
        </Container>
      </Section>
      <OfferList
        id="design-services-heading"
        heading={designCopy.itemsHeading}
        codes={designCopy.codes}
        points={designCopy.points}
        loading={designCopy.loading}
        failure={designCopy.failure}
        buttonLabel={commonCopy.requestServices}
        buttonContext={(offer) => commonCopy.forService(offer.title)}
        icons={{ gd: PenIcon, ve: FilmIcon, product: LayersIcon }}
      />
      <TitledGrid id="design-process-heading" heading={designCopy.processHeading} items={designCopy.process} cols={4} Item={Step} />
      <CtaBand id="design-cta" heading={designCopy.ctaHeading} body={designCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
