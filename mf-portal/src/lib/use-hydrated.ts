import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered page is still only HTML (and during its hydrating render), true from then on;
 * always true on a page rendered in the browser. The sign-in and password pages are server-rendered: until
 * their form is React's, a submit would be the browser's own (a GET of this address with the fields, the
 * password included, in its query string). Their submit buttons wait for it; what was typed is kept.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
