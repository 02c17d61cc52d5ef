import type { CaseStudySummary } from '@agency/contracts/catalogue';
import { Link, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { workCopy } from '../copy/work';
import { workPath } from '../work-paths';
import { CaseStudyArt } from './case-study-art';
import { ArrowIcon } from './icons';

export const CaseStudyList = styled.ul`
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

/** Two cards a row from the tablet width: each picture is shown at about half the container. */
const SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/** A case study as listed: its picture, client, title (the link), summary and the services it used. */
export function CaseStudyCard({ study, serviceName }: { study: CaseStudySummary; serviceName: (code: string) => string }) {
  const id = `project-${study.slug}`;
  return (
    <Project aria-labelledby={id}>
      <CaseStudyArt study={study} sizes={SIZES} />
      <Body>
        <Client>{study.client}</Client>
        <h3 id={id}>
          <Link to={workPath(study.slug)}>{study.title}</Link>
        </h3>
        <p>{study.summary}</p>
        {study.services.length > 0 ? (
          <Tags aria-label={workCopy.servicesLabel}>
            {study.services.map((code) => (
              <li key={code}>{serviceName(code)}</li>
            ))}
          </Tags>
        ) : null}
        <More aria-hidden="true">
          {workCopy.readMore} <ArrowIcon />
        </More>
      </Body>
    </Project>
  );
}
