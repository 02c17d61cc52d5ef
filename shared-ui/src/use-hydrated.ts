import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered page is still only HTML (and during its hydrating render), true from then on;
 * always true on a page or dialog rendered in the browser. What only the browser knows (the visitor's time zone) or
 * what must wait for React (a submit the browser would otherwise do itself) waits for it.
 *
 * A subpath of its own (`@agency/shared-ui/hydrated`), which each app bundles: a stateless hook, so not a new export
 * of the shared singleton (which an older shell would lack).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
