import { type ComponentType, lazy } from 'react';
import type { RemoteName } from './remote-names';
import { loadExposed } from './remotes';

/**
 * One lazy component per exposed module and load attempt. Kept apart from the components that render it:
 * a module that re-runs on a Fast Refresh update would start a new cache, and new component types remount
 * the remote's page (its form values and dialogs lost).
 */
const lazyCache = new Map<string, ComponentType<Record<string, unknown>>>();

export function lazyExposed(remote: RemoteName, expose: string, attempt: number) {
  const key = `${remote}/${expose}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadExposed<Record<string, unknown>>(remote, expose));
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Server rendering: the site's process renders every request with these same components, so a page loaded
 * once would be rendered from that build for good. Forgets the pages of `remote` (all, without one): after it
 * is pointed at a new build, and after a render that failed (a page whose load failed would stay failed).
 */
export function forgetExposed(remote?: RemoteName): void {
  for (const key of [...lazyCache.keys()]) if (remote === undefined || key.startsWith(`${remote}/`)) lazyCache.delete(key);
}
