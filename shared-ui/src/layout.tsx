import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
import { media } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${media.md} { padding: 0 1.5rem; }
`;

/**
 * A band of a page. `$skipOffscreen` lets the browser skip its layout and paint while it is off screen
 * (`content-visibility: auto`, with the size it last had, or 720 px, held in its place): for the sections below a
 * public page's hero. Laying out the whole home page at once, its text in the brand font, was most of what kept a
 * phone's main thread busy after the first paint (Lighthouse's blocking time on / fell from about 200 ms to about
 * 90 ms at an 8.5x CPU slowdown with it, 2026-11-29). It also contains the section's painting and its fixed-position
 * descendants, so it is for bands of content, not for ones holding menus or popovers that must overflow them.
 */
export const Section = styled.section<{ $alt?: boolean; $dark?: boolean; $skipOffscreen?: boolean }>`
  padding: 3rem 0;
  ${({ $skipOffscreen }) => ($skipOffscreen ? 'content-visibility: auto; contain-intrinsic-size: auto 720px;' : '')}
  background: ${({ theme, $alt, $dark }) => ($dark ? theme.color.dark : $alt ? theme.color.surfaceAlt : 'transparent')};
  color: ${({ theme, $dark }) => ($dark ? theme.color.darkText : 'inherit')};
  ${media.md} { padding: 4.5rem 0; }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.5rem;
`;

const Banner = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'error' ? theme.color.danger : theme.color.primary)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSoft : $tone === 'error' ? theme.color.dangerSoft : theme.color.surfaceAlt)};
  color: ${({ theme }) => theme.color.text};
  margin-bottom: 1rem;
`;

/** A status message: errors are announced assertively, the rest politely. */
export function Alert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <Banner $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Banner>
  );
}

/** Sets the document title and meta description of a page (React 19 hoists both into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  // The first HTML carries the page's title and description (the site writes them, marked data-initial);
  // once React renders its own, those go, so the head holds one of each and a later page's replace them.
  // A server-rendered page is different: hydrating, React adopts the first HTML's tags when they match, and
  // they are then its own (removing one would leave the page without a title, and React's removal of it on
  // the next page would throw). So a first tag goes only when the head holds another of its kind.
  useEffect(() => {
    for (const selector of ['title', 'meta[name="description"]']) {
      const tags = [...document.head.querySelectorAll(selector)];
      if (tags.length > 1) for (const tag of tags) if (tag.hasAttribute('data-initial')) tag.remove();
    }
  }, []);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
