import { Container, PageMeta, Section } from '@agency/shared-ui';
import { PackagesArt } from '../../../components/art/page-art';
import styled from 'styled-components';
import { CtaBand } from '../../../components/cta-band';
import { SectionHead } from '../../../components/layout';
import { PackageCards } from '../../../components/package-cards';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { packagesCopy } from '../../../copy/packages';

const Steps = styled.ol`
  max-width: 720px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    position: relative;
    padding: 0 0 1.25rem 3.25rem;
    min-height: 2.5rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.2rem;
    width: 2.25rem;
    height: 2.25rem;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
  }
`;

/** The packages page: Basic, Standard and Premium with their discounts, and how the discount is applied. */
export function PackagesPage() {
  return (
    <>
      <PageMeta title={packagesCopy.metaTitle} description={packagesCopy.metaDescription} />
      <PreviewBanner />
      <PageHero id="packages-title" page="packages"
        art={<PackagesArt />} eyebrow={packagesCopy.eyebrow} title={packagesCopy.title} lead={packagesCopy.lead} />
      <Section $skipOffscreen $alt aria-labelledby="package-cards-heading">
        <Container>
          <SectionHead>
            <h2 id="package-cards-heading">{packagesCopy.cardsHeading}</h2>
            <p>{packagesCopy.cardsIntro}</p>
          </SectionHead>
          <PackageCards />
        </Container>
      </Section>
      <Section $skipOffscreen aria-labelledby="how-heading">
        <Container>
          <SectionHead>
            <h2 id="how-heading">{packagesCopy.howHeading}</h2>
          </SectionHead>
          <Steps>
            {packagesCopy.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </Container>
      </Section>
      <CtaBand id="packages-cta" heading={packagesCopy.ctaHeading} body={packagesCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
