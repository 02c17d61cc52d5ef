import { BRAND_STACK } from './brand-font';

/** Colours chosen for WCAG 2.2 AA: every text colour below has at least 4.5:1 against the backgrounds it is used on. */
export const theme = {
  color: {
    primary: '#1739a6',
    primaryHover: '#0f2a80',
    primaryText: '#ffffff',
    accent: '#c2410c',
    accentSoft: '#fff1e8',
    text: '#141a33',
    muted: '#4a5170',
    border: '#c9cfe0',
    surface: '#ffffff',
    surfaceAlt: '#f3f5fb',
    dark: '#0d1330',
    darkText: '#e8ebf7',
    success: '#146c2e',
    successSoft: '#e6f4ea',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    focus: '#f59e0b',
  },
  font: {
    /** Plus Jakarta Sans, self-hosted, with metric-matched stand-ins while it loads (brand-font.ts). */
    body: BRAND_STACK,
    heading: BRAND_STACK,
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 4px 18px rgba(13, 19, 48, 0.08)',
    raised: '0 12px 40px rgba(13, 19, 48, 0.18)',
  },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1180px', navHeight: '72px' },
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  xl: `@media (min-width: ${theme.breakpoint.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
