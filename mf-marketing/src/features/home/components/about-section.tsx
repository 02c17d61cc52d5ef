import { paths } from '@agency/shared-auth';
import { Container, Link, media, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { Grid, SectionHead } from '../../../components/layout';
import { homeCopy } from '../../../copy/home';

const Split = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); }
  h2 { font-size: 1.75rem; ${media.md} { font-size: 2.2rem; } }
  a { font-weight: 600; display: inline-flex; align-items: center; min-height: 44px; }
`;

// A figure and its unit ('24 hrs') stay on one line. (Comments stay out of the CSS text, which ships as written.)
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; min-width: 0; background: ${({ theme }) => theme.color.surfaceAlt}; border-radius: ${({ theme }) => theme.radius.md}; padding: 1rem 0.25rem; text-align: center; }
  dt { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; font-size: clamp(1.2rem, 5.4vw, 1.75rem); font-weight: 800; white-space: nowrap; color: ${({ theme }) => theme.color.primary}; ${media.md} { font-size: 1.3rem; } ${media.lg} { font-size: 1.6rem; } }
`;

const Purpose = styled.article`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { font-size: 1.2rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

/** About, then vision, mission and goal. */
export function AboutSection() {
  return (
    <>
      <Section $skipOffscreen aria-labelledby="about-heading">
        <Container>
          <Split>
            <div>
              <h2 id="about-heading">{homeCopy.aboutHeading}</h2>
              <p>{homeCopy.aboutBody}</p>
              <Link to={paths.about}>{homeCopy.aboutLink}</Link>
            </div>
            <Stats>
              {homeCopy.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </Stats>
          </Split>
        </Container>
      </Section>
      <Section $skipOffscreen $alt aria-labelledby="purpose-heading">
        <Container>
          <SectionHead>
            <h2 id="purpose-heading">{homeCopy.purposeHeading}</h2>
          </SectionHead>
          <Grid $cols={3}>
            {homeCopy.purpose.map((item) => (
              <Purpose key={item.id} aria-labelledby={`purpose-${item.id}`}>
                <h3 id={`purpose-${item.id}`}>{item.title}</h3>
                <p>{item.body}</p>
              </Purpose>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
