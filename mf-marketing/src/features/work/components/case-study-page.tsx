import type { CaseStudy } from '@agency/contracts/catalogue';
import { paths } from '@agency/shared-auth';
import { NotFoundStatus } from '@agency/shared-auth/render-status';
import { ButtonLink, Container, Link, media, PageMeta, Section, useParams } from '@agency/shared-ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { serviceNamesFrom } from '../../../api/get-catalogue-services';
import { useCatalogueWork } from '../../../api/get-catalogue-work';
import { type CaseStudyReading, useCaseStudy } from '../../../api/get-case-study';
import type { ArtProps } from '../../../components/art/art';
import { KoloArt } from '../../../components/art/kolo-art';
import { OjaArt } from '../../../components/art/oja-art';
import { Avatar } from '../../../components/avatar';
import { CatalogueImage } from '../../../components/catalogue-image';
import { CtaBand } from '../../../components/cta-band';
import { ArrowIcon } from '../../../components/icons';
import { Actions, Eyebrow, Lead } from '../../../components/layout';
import { PreviewBanner } from '../../../components/preview-banner';
import { QueryState } from '../../../components/query-state';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { workCopy } from '../../../copy/work';
import { workPath } from '../../../work-paths';

// The seeded case studies' built illustrations, shown while the catalogue gives them no image (in the first screen
// here, so rendered on the server, not loaded later).
const ART: Record<string, ComponentType<ArtProps>> = {
  'ojafresh-marketplace': OjaArt,
  'kolo-savings-app': KoloArt,
};

const Hero = styled.section`
  padding: 2.5rem 0 0;
  background: linear-gradient(180deg, ${({ theme }) => theme.color.surfaceAlt} 0%, ${({ theme }) => theme.color.surface} 70%);
  ${media.md} { padding-top: 4rem; }
  h1 { font-size: clamp(2rem, 6vw, 3.4rem); letter-spacing: -0.02em; margin-bottom: 0.75rem; }
`;

const HeroText = styled.div`
  max-width: 760px;
`;

const Client = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
`;

const Frame = styled.div`
  margin-top: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
  svg, img { display: block; width: 100%; height: auto; }
`;

const Facts = styled.dl`
  display: grid;
  gap: 1.25rem 2rem;
  margin: 2.5rem 0 0;
  padding: 1.5rem 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${({ theme }) => theme.color.accent}; }
  dd { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.text}; }
`;

const Results = styled.dl`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: 0.35rem; padding-top: 1rem; border-top: 3px solid ${({ theme }) => theme.color.focus}; }
  dd { margin: 0; font-size: clamp(2rem, 7vw, 3rem); font-weight: 800; line-height: 1.05; color: #ffffff; white-space: nowrap; }
  dt { color: ${({ theme }) => theme.color.darkText}; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 4rem; }
  h2 { font-size: 1.6rem; ${media.md} { font-size: 2rem; } }
`;

const Prose = styled.div`
  p { color: ${({ theme }) => theme.color.muted}; font-size: 1.05rem; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  display: grid;
  gap: 1rem;
  li {
    counter-increment: step;
    position: relative;
    padding: 1.25rem 1.25rem 1.25rem 4rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    left: 1.25rem;
    top: 1.2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.accent};
  }
  h3 { font-size: 1.15rem; margin: 0 0 0.35rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  li {
    padding: 0.35rem 0.85rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  h2 + & { margin-top: 0; }
`;

const Quote = styled.figure`
  margin: 0;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};
  blockquote { margin: 0 0 1.25rem; font-size: 1.2rem; font-weight: 600; color: ${({ theme }) => theme.color.text}; }
  blockquote p { margin: 0; }
  figcaption { display: flex; align-items: center; gap: 0.85rem; }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  span { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const ResultsHeading = styled.h2`
  color: #ffffff;
  margin-bottom: 2rem;
  font-size: 1.6rem;
  ${media.md} { font-size: 2rem; }
`;

const Next = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 44px;
  padding: 1.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  span { display: flex; flex-direction: column; }
  small { font-size: 0.85rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${({ theme }) => theme.color.accent}; }
  strong { font-size: 1.35rem; }
  svg { flex: none; color: ${({ theme }) => theme.color.primary}; }
  &:hover strong { text-decoration: underline; }
`;

const SrOnlyHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The hero picture is as wide as the container (1200 px at most). */
const HERO_SIZES = '(min-width: 1248px) 1200px, calc(100vw - 3rem)';

function StudyPicture({ study }: { study: CaseStudy }) {
  if (study.image) return <CatalogueImage image={study.image} sizes={HERO_SIZES} loading="eager" />;
  const Art = ART[study.slug];
  return Art ? <Art label={study.artLabel} /> : null;
}

function Study({ answer: { caseStudy: study, next, serviceNames } }: { answer: CaseStudyReading }) {
  const serviceName = serviceNamesFrom(serviceNames);
  const pictured = Boolean(study.image ?? ART[study.slug]);
  return (
    <>
      <PageMeta title={workCopy.metaTitle(study.title)} description={study.summary} />
      <Hero aria-labelledby="case-title">
        <Container>
          <HeroText>
            <Eyebrow>{workCopy.eyebrow}</Eyebrow>
            <Client>{study.client}</Client>
            <h1 id="case-title">{study.title}</h1>
            <Lead>{study.summary}</Lead>
            <Actions>
              <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
            </Actions>
          </HeroText>
          {pictured ? (
            <Frame>
              <StudyPicture study={study} />
            </Frame>
          ) : null}
          <Facts aria-label={workCopy.factsLabel}>
            {study.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        </Container>
      </Hero>
      <Section $skipOffscreen aria-labelledby="challenge-heading">
        <Container>
          <Columns>
            <Prose>
              <h2 id="challenge-heading">{workCopy.challengeHeading}</h2>
              {study.challenge.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
            <div>
              <h2 id="approach-heading">{workCopy.approachHeading}</h2>
              <Steps aria-labelledby="approach-heading">
                {study.steps.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.body}</p>
                  </li>
                ))}
              </Steps>
            </div>
          </Columns>
        </Container>
      </Section>
      <Section $skipOffscreen $dark aria-labelledby="results-heading">
        <Container>
          <ResultsHeading id="results-heading">{workCopy.resultsHeading}</ResultsHeading>
          <Results>
            {study.results.map((result) => (
              <div key={result.label}>
                <dt>{result.label}</dt>
                <dd>{result.value}</dd>
              </div>
            ))}
          </Results>
        </Container>
      </Section>
      <Section $skipOffscreen aria-labelledby="services-used-heading">
        <Container>
          <Columns>
            <div>
              <h2 id="services-used-heading">{workCopy.servicesHeading}</h2>
              <Chips aria-labelledby="services-used-heading">
                {study.services.map((code) => (
                  <li key={code}>{serviceName(code)}</li>
                ))}
              </Chips>
              <Prose>
                <p>{workCopy.servicesNote}</p>
              </Prose>
            </div>
            <section aria-labelledby="quote-heading">
              <SrOnlyHeading id="quote-heading">{workCopy.quoteHeading}</SrOnlyHeading>
              <Quote>
                <blockquote>
                  <p>“{study.quote.text}”</p>
                </blockquote>
                <figcaption>
                  <Avatar name={study.quote.name} />
                  <Who>
                    <strong>{study.quote.name}</strong>
                    <span>{study.quote.role}</span>
                  </Who>
                </figcaption>
              </Quote>
            </section>
          </Columns>
          {next ? (
            <nav aria-label={workCopy.nextLabel} style={{ marginTop: '3rem' }}>
              <Next to={workPath(next.slug)}>
                <span>
                  <small>{workCopy.nextLabel}</small>
                  <strong>{next.title}</strong>
                </span>
                <ArrowIcon />
              </Next>
            </nav>
          ) : null}
        </Container>
      </Section>
      <CtaBand id="case-cta" heading={workCopy.ctaHeading} body={workCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}

const Missing = styled(Container)`
  padding-top: 4rem;
  padding-bottom: 4rem;
  max-width: 760px;
  text-align: center;
  h1 { font-size: clamp(2rem, 6vw, 3rem); }
  p { color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 1.5rem 0 2rem; padding: 0; display: grid; gap: 0.5rem; }
  ul a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 700; font-size: 1.1rem; }
`;

/** An unknown slug: answered 404 by the server (NotFoundStatus), with the case studies there are. */
function NotFound() {
  const work = useCatalogueWork();
  const studies = work.data?.caseStudies ?? [];
  return (
    <Missing>
      <PageMeta title={`${workCopy.notFoundTitle} | Think-Make-Solve Digital`} description={workCopy.notFoundMeta} />
      <NotFoundStatus />
      <Eyebrow>{workCopy.eyebrow}</Eyebrow>
      <h1>{workCopy.notFoundTitle}</h1>
      <p>{workCopy.notFoundBody}</p>
      <QueryState query={work} loading={workCopy.listLoading} failure={workCopy.listFailure} />
      {studies.length > 0 ? (
        <ul>
          {studies.map((study) => (
            <li key={study.slug}>
              <Link to={workPath(study.slug)}>{study.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink to={paths.home} $variant="secondary">
        {workCopy.backHome}
      </ButtonLink>
    </Missing>
  );
}

/** The page before its case study has arrived: the spinner, or the failure with a retry. */
function Pending({ query }: { query: ReturnType<typeof useCaseStudy>['query'] }) {
  return (
    <Missing>
      <PageMeta title={workCopy.fallbackMetaTitle} description={workCopy.fallbackMetaDescription} />
      <Eyebrow>{workCopy.eyebrow}</Eyebrow>
      <QueryState query={query} loading={workCopy.loading} failure={workCopy.failure} />
    </Missing>
  );
}

/** /work/{slug}: one case study of the catalogue, or a not-found state (a 404) for an unknown slug. */
export function CaseStudyPage() {
  const { slug = '' } = useParams();
  const { query, answer, notFound } = useCaseStudy(slug);
  return (
    <>
      <PreviewBanner />
      {notFound ? <NotFound /> : answer ? <Study answer={answer} /> : <Pending query={query} />}
    </>
  );
}
