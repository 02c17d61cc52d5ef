import { useEffect, useState } from 'react';

/** Spec section 9: the certificate page is disabled at window widths of 800 or less. */
export const DESKTOP_MIN_WIDTH = 801;

const isDesktopWidth = () => typeof window === 'undefined' || window.innerWidth >= DESKTOP_MIN_WIDTH;

/** Whether the window is wider than 800 px, following resizes. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(isDesktopWidth);
  useEffect(() => {
    const onResize = () => setDesktop(isDesktopWidth());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return desktop;
}
