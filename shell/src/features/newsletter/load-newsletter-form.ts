/**
 * The newsletter form's own chunk: react-hook-form, zod and the contract's NewsletterBody. /home's first load
 * has no room for them (its JavaScript budget), and the form sits below the fold on every page, so it is
 * requested only when the visitor comes near it or reaches for it (see newsletter.tsx).
 */
export const loadNewsletterForm = () => import('./newsletter-form');
