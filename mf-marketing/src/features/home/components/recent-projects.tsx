import { Container, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { GridList, SectionHead } from '../../../components/layout';
import { homeCopy } from '../../../copy/home';

const Project = styled.article`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  div { padding: 1.5rem; }
  h3 { font-size: 1.3rem; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

const Cover = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

const Client = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent} !important;
  margin-bottom: 0.5rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 0.15rem 0.6rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const COVERS = {
  oja: { bg: '#1739a6', fg: '#f59e0b' },
  kolo: { bg: '#0d1330', fg: '#146c2e' },
} as const;

/** Two recent projects with a decorative CSS-coloured cover. */
export function RecentProjects() {
  return (
    <Section $alt aria-labelledby="projects-heading">
      <Container>
        <SectionHead>
          <h2 id="projects-heading">{homeCopy.projectsHeading}</h2>
        </SectionHead>
        <GridList $cols={2} role="list">
          {homeCopy.projects.map((project) => {
            const colors = COVERS[project.id];
            return (
              <li key={project.id}>
                <Project aria-labelledby={`project-${project.id}`}>
                  <Cover viewBox="0 0 400 140" aria-hidden="true" focusable="false">
                    <rect width="400" height="140" fill={colors.bg} />
                    <circle cx="340" cy="30" r="70" fill={colors.fg} opacity="0.85" />
                    <rect x="30" y="40" width="150" height="14" rx="7" fill="#ffffff" />
                    <rect x="30" y="66" width="110" height="10" rx="5" fill="#ffffff" opacity="0.6" />
                    <rect x="30" y="92" width="70" height="22" rx="11" fill="#ffffff" />
                  </Cover>
                  <div>
                    <h3 id={`project-${project.id}`}>{project.title}</h3>
                    <Client>{project.client}</Client>
                    <p>{project.body}</p>
                    <Tags aria-label={homeCopy.projectTagsLabel}>
                      {project.tags.map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </Tags>
                  </div>
                </Project>
              </li>
            );
          })}
        </GridList>
      </Container>
    </Section>
  );
}
