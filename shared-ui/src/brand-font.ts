/// <reference path="./assets.d.ts" />
import latinExtUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2';
import latinUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import nairaUrl from './fonts/plus-jakarta-sans-naira-wght.woff2';

/**
 * The brand typeface: Plus Jakarta Sans (Tokotype, OFL), a geometric grotesque with a warm, contemporary
 * voice that suits a creative studio. Self-hosted from @fontsource-variable: one variable woff2 (weights
 * 200–800) for latin, and latin-ext only when a page shows one of its characters (ṣ, ọ …), as unicode-range
 * makes the browser fetch a subset only when needed. The naira sign, on most pages that show a price, has a
 * file of its own (under 1 KB, scripts/naira-font.cjs) instead of pulling in latin-ext's 22 KB before the page's
 * largest paint; the site preloads it with a page whose HTML shows ₦ (site/src/ssr.ts). The build emits the files with a
 * content hash in their names, so the site serves them `immutable` for a year.
 */
export const BRAND_FAMILY = 'Plus Jakarta Sans Variable';

/**
 * Metric-adjusted stand-ins shown until the woff2 arrives (`font-display: swap`), so the swap moves nothing.
 * Each scales a local font to Plus Jakarta Sans's average character width and gives it Plus Jakarta Sans's
 * vertical metrics. The numbers are capsize's `createFontStack` computation over `@capsizecss/metrics`
 * (Plus Jakarta Sans: unitsPerEm 1000, ascent 1038, descent -222, lineGap 0, xWidthAvg 468):
 *   size-adjust     = (468 / 1000) / (fallback xWidthAvg / fallback unitsPerEm)
 *   ascent-override = (1038 / 1000) / size-adjust, descent-override = (222 / 1000) / size-adjust, line-gap 0
 * Arial (2048, xWidthAvg 913; Liberation Sans and Arimo share its metrics) and Roboto (2048, 911, Android).
 * `brand-font.test.ts` recomputes them with @capsizecss/core, so they cannot drift from the fonts.
 */
export const FALLBACK_FACES = [
  { family: 'Plus Jakarta Sans Fallback Arial', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'], sizeAdjust: '104.9796%', ascentOverride: '98.8763%', descentOverride: '21.147%', lineGapOverride: '0%' },
  { family: 'Plus Jakarta Sans Fallback Roboto', local: ['Roboto Regular', 'Roboto-Regular', 'Roboto'], sizeAdjust: '105.2101%', ascentOverride: '98.6597%', descentOverride: '21.1006%', lineGapOverride: '0%' },
] as const;

/** The font-family stack: the brand face, its metric-matched stand-ins, then the platform's sans-serif. */
export const BRAND_STACK = [`'${BRAND_FAMILY}'`, ...FALLBACK_FACES.map((f) => `'${f.family}'`), 'system-ui', 'sans-serif'].join(', ');

const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** latin-ext's range (fontsource's) less the naira sign, U+20A6, which NAIRA_RANGE's file carries. */
const LATIN_EXT_RANGE = 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20A5, U+20A7-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
export const NAIRA_RANGE = 'U+20A6';

const brandFace = (url: string, range: string) => `
  @font-face {
    font-family: '${BRAND_FAMILY}';
    font-style: normal;
    font-display: swap;
    font-weight: 200 800;
    src: url(${url}) format('woff2-variations'), url(${url}) format('woff2');
    unicode-range: ${range};
  }`;

/** The @font-face rules, written into the global style once. */
export const brandFontFaces = [
  brandFace(latinExtUrl, LATIN_EXT_RANGE),
  brandFace(latinUrl, LATIN_RANGE),
  brandFace(nairaUrl, NAIRA_RANGE),
  ...FALLBACK_FACES.map(
    (f) => `
  @font-face {
    font-family: '${f.family}';
    src: ${f.local.map((name) => `local('${name}')`).join(', ')};
    size-adjust: ${f.sizeAdjust};
    ascent-override: ${f.ascentOverride};
    descent-override: ${f.descentOverride};
    line-gap-override: ${f.lineGapOverride};
  }`,
  ),
].join('\n');
