import { PageMeta } from '@agency/shared-ui';
import styled from 'styled-components';
import { CtaBand } from '../../../components/cta-band';
import { FilmIcon, LayersIcon, PenIcon } from '../../../components/icons';
import { Actions } from '../../../components/layout';
import { OfferList } from '../../../components/offer-list';
import { PageHero } from '../../../components/page-hero';
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

/** The design page: graphic design (gd), video editing (ve) and product design (product). */
export function DesignPage() {
  return (
    <>
      <PageMeta title={designCopy.metaTitle} description={designCopy.metaDescription} />
      <PageHero
        id="design-title"
        eyebrow={designCopy.eyebrow}
        title={designCopy.title}
        lead={designCopy.lead}
        actions={
          <Actions>
            <RequestButton>{commonCopy.bookConsultation}</RequestButton>
          </Actions>
        }
      />
      <OfferList
        id="design-services-heading"
        heading={designCopy.itemsHeading}
        offers={designCopy.items}
        buttonLabel={commonCopy.requestServices}
        buttonContext={(offer) => commonCopy.forService(offer.title)}
        icons={{ gd: PenIcon, ve: FilmIcon, product: LayersIcon }}
      />
      <TitledGrid id="design-process-heading" heading={designCopy.processHeading} items={designCopy.process} cols={4} Item={Step} />
      <CtaBand id="design-cta" heading={designCopy.ctaHeading} body={designCopy.ctaBody}>
        <RequestButton $variant="secondary">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
