import hero from './art/hero.svg';

/**
 * The decorative hero illustration (a browser, a phone and a growth chart in the theme colours), an image
 * file rather than markup in the script, so it costs the landing page no JavaScript. Its box is sized up
 * front, so nothing moves when it arrives.
 */
export function HeroArt() {
  return <img src={hero} alt="" width="400" height="300" decoding="async" fetchPriority="high" />;
}
