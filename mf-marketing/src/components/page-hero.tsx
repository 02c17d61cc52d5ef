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
`;

const Art = styled.div`
  display: flex;
  justify-content: center;
  svg { width: 100%; max-width: 300px; height: auto; }
  ${media.md} { svg { max-width: 420px; } }
`;

interface PageHeroProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}

/** The top of every marketing page: its one h1, a lead paragraph, the main actions and a decorative illustration. */
export function PageHero({ id, eyebrow, title, lead, actions, art, children }: PageHeroProps) {
  return (
    <Wrap aria-labelledby={id}>
      <Inner>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 id={id}>{title}</h1>
          {children}
          <Lead>{lead}</Lead>
          {actions}
        </div>
        {art ? <Art>{art}</Art> : null}
      </Inner>
    </Wrap>
  );
}
