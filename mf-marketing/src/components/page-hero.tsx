import { Container, media } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow, Lead } from './layout';

const Wrap = styled.section`
  padding: 2.5rem 0 3rem;
  background: linear-gradient(180deg, ${({ theme }) => theme.color.surfaceAlt} 0%, ${({ theme }) => theme.color.surface} 100%);
  overflow: hidden;
  ${media.md} { padding: 4rem 0 4.5rem; }
`;

// A one-line title (the brand name on the landing page) is sized to the viewport so it never breaks at a hyphen.
// (Comments stay out of the CSS text, which ships to the browser as written.)
const Inner = styled(Container)`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} { grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr); }
  h1 {
    font-size: clamp(2rem, 7vw, 3.4rem);
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
  }
  h1[data-nowrap] {
    white-space: nowrap;
    overflow-wrap: normal;
    font-size: clamp(1.75rem, 7.6vw, 3.6rem);
    ${media.md} { font-size: clamp(2.4rem, 4.6vw, 3.6rem); }
  }
`;

const Art = styled.div`
  display: flex;
  justify-content: center;
  svg, img { display: block; width: 100%; max-width: 300px; height: auto; }
  ${media.md} { svg, img { max-width: 420px; } }
`;

interface PageHeroProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
  /** Keep the title on one line (a short brand name that must not break at its hyphens). */
  nowrapTitle?: boolean;
}

/** The top of every marketing page: its one h1, a lead paragraph, the main actions and a decorative illustration. */
export function PageHero({ id, eyebrow, title, lead, actions, art, children, nowrapTitle = false }: PageHeroProps) {
  return (
    <Wrap aria-labelledby={id}>
      <Inner>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 id={id} data-nowrap={nowrapTitle ? '' : undefined}>
            {title}
          </h1>
          {children}
          <Lead>{lead}</Lead>
          {actions}
        </div>
        {art ? <Art>{art}</Art> : null}
      </Inner>
    </Wrap>
  );
}
