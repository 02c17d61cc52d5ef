import { paths } from '@agency/shared-auth';
import { ButtonLink, Container, PageMeta, Section } from '@agency/shared-ui';
import { ClientLogos } from '../../../components/client-logos';
import { CtaBand } from '../../../components/cta-band';
import { HeroArt } from '../../../components/hero-art';
import { Actions, SectionHead } from '../../../components/layout';
import { PackageCards } from '../../../components/package-cards';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { homeCopy } from '../../../copy/home';
import { AboutSection } from './about-section';
import { FeedbackList } from './feedback-list';
import { RecentProjects } from './recent-projects';
import { ServiceCards } from './service-cards';
import styled from 'styled-components';

const Tagline = styled.p`
  font-size: 1.3rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

/** The landing page (/ and /home). */
export function HomePage() {
  return (
    <>
      <PageMeta title={homeCopy.metaTitle} description={homeCopy.metaDescription} />
      <PreviewBanner />
      <PageHero
        id="home-title"
        page="home"
        title={homeCopy.hero}
        lead={homeCopy.heroLead}
        art={<HeroArt />}
        nowrapTitle
        actions={
          <Actions>
            <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
            <ButtonLink to={paths.services} $variant="secondary">
              {homeCopy.heroSecondary}
            </ButtonLink>
          </Actions>
        }
      >
        <Tagline>{homeCopy.heroTagline}</Tagline>
      </PageHero>
      <ClientLogos heading={homeCopy.clientsHeading} />
      <AboutSection />
      <ServiceCards />
      <Section $skipOffscreen $alt aria-labelledby="packages-heading">
        <Container>
          <SectionHead>
            <h2 id="packages-heading">{homeCopy.packagesHeading}</h2>
            <p>{homeCopy.packagesIntro}</p>
          </SectionHead>
          <PackageCards />
          <Centered>
            <ButtonLink to={paths.packages} $variant="ghost">
              {homeCopy.packagesLink}
            </ButtonLink>
          </Centered>
        </Container>
      </Section>
      <FeedbackList />
      <RecentProjects />
      <CtaBand id="home-cta" heading={homeCopy.ctaHeading} body={homeCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
