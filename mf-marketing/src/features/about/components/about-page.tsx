import { Container, media, PageMeta, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { CtaBand } from '../../../components/cta-band';
import { StudioArt } from '../../../components/art/studio-art';
import { PageHero } from '../../../components/page-hero';
import { ContactButton, RequestButton } from '../../../components/request-button';
import { TitledGrid } from '../../../components/titled-grid';
import { aboutCopy } from '../../../copy/about';
import { commonCopy } from '../../../copy/common';

const Story = styled.div`
  max-width: 760px;
  margin: 0 auto;
  font-size: 1.1rem;
  h2 { font-size: 1.75rem; ${media.md} { font-size: 2.2rem; } }
`;

const Step = styled.div`
  text-align: center;
  padding: 1.5rem;
  h3 { font-size: 1.6rem; color: ${({ theme }) => theme.color.primary}; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Value = styled.div`
  padding: 1.25rem;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  h3 { font-size: 1.15rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

/** The about page: story, how we work (think, make, solve) and values. */
export function AboutPage() {
  return (
    <>
      <PageMeta title={aboutCopy.metaTitle} description={aboutCopy.metaDescription} />
      <PageHero id="about-title" page="about" eyebrow={aboutCopy.eyebrow} title={aboutCopy.title} lead={aboutCopy.lead} art={<StudioArt />} />
      <Section $skipOffscreen aria-labelledby="story-heading">
        <Container>
          <Story>
            <h2 id="story-heading">{aboutCopy.storyHeading}</h2>
            {aboutCopy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Story>
        </Container>
      </Section>
      <TitledGrid id="approach-heading" heading={aboutCopy.approachHeading} items={aboutCopy.approach} cols={3} Item={Step} alt />
      <TitledGrid id="values-heading" heading={aboutCopy.valuesHeading} items={aboutCopy.values} cols={4} Item={Value} />
      <CtaBand id="about-cta" heading={aboutCopy.ctaHeading} body={aboutCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
        <ContactButton $variant="secondary">{commonCopy.contactUs}</ContactButton>
      </CtaBand>
    </>
  );
}
