import { useEffect, useRef } from 'react';
import { useLocation } from '@agency/shared-ui';

/**
 * Every route change scrolls the page smoothly to the top (spec section 2). Not the first render: the page
 * opens where the browser puts it, and a server-rendered page that the visitor has already scrolled while it
 * hydrated must not jump back to the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === null || shown.current === pathname) {
      shown.current = pathname;
      return;
    }
    shown.current = pathname;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
