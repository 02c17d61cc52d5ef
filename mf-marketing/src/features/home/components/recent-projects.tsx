import { Container, Link, media, Section } from '@agency/shared-ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ArrowIcon } from '../../../components/icons';
import { SectionHead } from '../../../components/layout';
import { WhenVisible } from '../../../components/when-visible';
import { homeCopy } from '../../../copy/home';
import { workPath } from '../../../work-paths';

// Below the fold: the illustrations' code loads only when the section nears the viewport.
const OjaArt = lazy(() => import('../../../components/art/oja-art').then((m) => ({ default: m.OjaArt })));
const KoloArt = lazy(() => import('../../../components/art/kolo-art').then((m) => ({ default: m.KoloArt })));

const ART = {
  oja: { Art: OjaArt, tint: '#e7f4ea' },
  kolo: { Art: KoloArt, tint: '#eef2fb' },
} as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2rem; }
`;

// The whole card opens the case study: the title's link covers it (h3 a::after). Comments stay out of the CSS
// text, which ships as written.
const Project = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.raised}; transform: translateY(-2px); }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 3px; }
  ${media.reducedMotion} { transition: none; &:hover { transform: none; } }
  h3 { font-size: 1.35rem; margin: 0 0 0.35rem; }
  h3 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  h3 a:focus-visible { outline: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: 1.5rem;
  ${media.md} { padding: 1.75rem 2rem 2rem; }
`;

const Client = styled.p`
  font-weight: 700;
  font-size: 0.9rem;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.accent} !important;
  margin: 0 0 0.5rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  li {
    padding: 0.15rem 0.6rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const More = styled.span`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

/** The landing page's two recent projects: each shows its screens and opens its case study. */
export function RecentProjects() {
  return (
    <Section $alt aria-labelledby="projects-heading">
      <Container>
        <SectionHead>
          <h2 id="projects-heading">{homeCopy.projectsHeading}</h2>
          <p>{homeCopy.projectsIntro}</p>
        </SectionHead>
        <List role="list">
          {homeCopy.projects.map((project) => {
            const { Art, tint } = ART[project.id];
            return (
              <li key={project.id}>
                <Project aria-labelledby={`project-${project.id}`}>
                  <WhenVisible ratio="8 / 5" tint={tint}>
                    <Suspense fallback={null}>
                      <Art label={project.artLabel} />
                    </Suspense>
                  </WhenVisible>
                  <Body>
                    <Client>{project.client}</Client>
                    <h3 id={`project-${project.id}`}>
                      <Link to={workPath(project.slug)}>{project.title}</Link>
                    </h3>
                    <p>{project.body}</p>
                    <Tags aria-label={homeCopy.projectTagsLabel}>
                      {project.tags.map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </Tags>
                    <More aria-hidden="true">
                      {homeCopy.projectMore} <ArrowIcon />
                    </More>
                  </Body>
                </Project>
              </li>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
