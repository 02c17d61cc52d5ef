import hero from './art/hero.svg?inline';

/**
 * The decorative hero illustration (a browser, a phone and a growth chart in the theme colours), an image rather
 * than markup in the script. It is the landing page's largest paint on a phone, so it is written into the page
 * itself as a data: URL (1.3 KB of SVG, about 0.5 KB in Brotli, in the HTML and in the page's script): it paints
 * with the page's first frame, where as a file it waited for a request that the fonts and the page's scripts
 * shared the phone's bandwidth with (Lighthouse's simulated LCP on / was 1.44-1.51 s against a target of 1.5 s,
 * the script-free copy's 1.22-1.24 s; 2026-11-29). `data-largest-paint` has the shell's scripts wait until it is
 * drawn (the after-paint loader, site/src/after-paint.ts). Its box is sized up front, so nothing moves.
 */
export function HeroArt() {
  return <img src={hero} alt="" width="400" height="300" data-largest-paint="" />;
}
