import hero from './art/hero.svg';

/**
 * The decorative hero illustration (a browser, a phone and a growth chart in the theme colours), an image
 * file rather than markup in the script, so it costs the landing page no JavaScript. Its box is sized up
 * front, so nothing moves when it arrives. It is the landing page's largest paint on a phone: fetched early
 * (fetchpriority, and React's preload in the server-rendered head) and decoded with the frame that paints the
 * page, not in a later one as `decoding="async"` would (which left LCP up to 80 ms behind the first paint).
 */
export function HeroArt() {
  return <img src={hero} alt="" width="400" height="300" fetchPriority="high" />;
}
