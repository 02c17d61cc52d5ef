import { createGlobalStyle } from 'styled-components';
import { brandFontFaces } from './brand-font';
import { theme } from './theme';

const BaseStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
    font-optical-sizing: auto;
  }
  h1, h2, h3, h4 { font-family: ${theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; }
  a { color: ${theme.color.primary}; }
  button, input, select, textarea { font: inherit; }
  /* A tap taken before the page has hydrated (the inline capture script of server-rendered pages, site/src/replay.ts):
     pressed and busy until its remote replays it, so the visitor sees at once that it was taken. */
  [data-replay][aria-busy='true'] { cursor: progress; opacity: 0.72; transform: translateY(1px); box-shadow: inset 0 0 0 999px rgb(0 0 0 / 0.12); }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

/**
 * The site's base styles, with the brand font's @font-face rules in a style element of their own that React
 * hoists into <head> (a server-rendered page carries it there, and hydration adopts it as it is). They used to be
 * part of the global style above; styled-components, taking over a server-rendered page, moves every rule it wrote
 * into a new style element and removes the old one, and with the font faces among them the browser dropped and
 * re-made the page's fonts and laid out all of its text again: a task of 100 ms at a 6x CPU slowdown on the
 * home page, the largest one after its first paint (2026-11-29).
 */
export function GlobalStyle() {
  return (
    <>
      <style href="agency-brand-font" precedence="default">
        {brandFontFaces}
      </style>
      <BaseStyle />
    </>
  );
}
