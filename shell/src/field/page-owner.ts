import { matchPath } from '@agency/shared-ui';
import type { PageOwner } from './reporter';

/**
 * The route pattern and remote of an address: field data is labelled by `/tutorial-detail/:id`, never by
 * `/tutorial-detail/7` (no visitor's path, and a bounded number of pages). Static routes win over patterns, as
 * react-router ranks them; an address no route matches is `/*`, the shell's not-found page.
 */
export function pageOwner(routes: readonly { path: string; remote: string }[], pathname: string): PageOwner {
  const ranked = [...routes].sort((a, b) => dynamicParts(a.path) - dynamicParts(b.path));
  const route = ranked.find((r) => matchPath(r.path, pathname));
  return route ? { page: route.path, remote: route.remote } : { page: '/*', remote: 'shell' };
}

const dynamicParts = (path: string) => (path.match(/[:*]/g) ?? []).length;

/** The remote whose host served the top frame of a stack (its manifest's folder), if any. */
export function remoteOfStack(entries: ReadonlyMap<string, string>, stack: string | undefined): string | undefined {
  const top = stack?.match(/(?:https?|file):\/\/[^\s)'"]+/)?.[0];
  if (!top) return undefined;
  for (const [remote, entry] of entries) {
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    if (folder && top.startsWith(folder)) return remote;
  }
  return undefined;
}
