import type { HeroPage } from '@agency/contracts/catalogue';
import { Container, media } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHeroArt } from '../api/get-catalogue-heroes';
import { CatalogueImage } from './catalogue-image';
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
  svg, img, picture { display: block; width: 100%; max-width: 300px; height: auto; }
  ${media.md} { svg, img, picture { max-width: 420px; } }
  picture img { max-width: 100%; border-radius: ${({ theme }) => theme.radius.md}; }
`;

interface PageHeroProps {
  id: string;
  /** The page's key in the catalogue's hero art: art staff uploaded for it takes the place of `art`. */
  page?: HeroPage;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
  /** Keep the title on one line (a short brand name that must not break at its hyphens). */
  nowrapTitle?: boolean;
}

/**
 * The top of every marketing page: its one h1, a lead paragraph, the main actions and its art: the picture staff
 * uploaded for the page in the office (the catalogue's hero art, the page's largest paint, so fetched at once), or
 * the illustration this remote ships with it.
 */
export function PageHero({ id, page, eyebrow, title, lead, actions, art, children, nowrapTitle = false }: PageHeroProps) {
  const uploaded = useHeroArt(page);
  const shown = uploaded ? <CatalogueImage image={uploaded.image} sizes="(min-width: 768px) 420px, 300px" loading="eager" /> : art;
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
        {shown ? <Art>{shown}</Art> : null}
      </Inner>
    </Wrap>
  );
}
