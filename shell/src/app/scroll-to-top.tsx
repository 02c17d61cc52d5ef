import { useEffect } from 'react';
import { useLocation } from '@agency/shared-ui';

/** Every route change scrolls the page smoothly to the top (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
