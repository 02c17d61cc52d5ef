import { useSyncExternalStore } from 'react';

/** Spec section 9: the certificate page is disabled at window widths of 800 or less. */
export const DESKTOP_MIN_WIDTH = 801;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Whether the window is wider than 800 px, following resizes. The server renders the desktop page; a
 * hydrating phone starts from that too (the server snapshot) and switches right after, without a mismatch.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= DESKTOP_MIN_WIDTH,
    () => true,
  );
}
