import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type ComponentType, createElement } from 'react';
import { reportFieldError } from '../field/errors';
import type { RemoteName } from './remote-names';

/** What the page shows in place of a remote that could not be loaded. Passed in (see bootstrap.tsx), so
 * this runtime layer imports no UI: the UI imports the store, which imports the runtime. */
export type RemoteFallback = ComponentType<{ remote: RemoteName }>;

/**
 * When a remote cannot be loaded (host down, 404, script error, a shared version it cannot run with),
 * answer with a fallback module in its place instead of failing the page. The fallback offers a retry.
 * `isKnown` tells which remotes the shell registered (passed in, like the fallback, to keep this layer free of
 * imports back into the runtime module).
 */
export function remoteFallbackPlugin(Fallback: RemoteFallback, isKnown: (remote: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? '';
      console.error(`Remote module ${id} could not be loaded.`, error);
      // Field data: a failed remote (host down, broken entry, a refused shared singleton) as its own error group.
      reportFieldError('load', error, remote);
      // Only the remotes the manifest named get the fallback (their names were checked when it was read,
      // shell/src/mf/site-manifest.ts); anything else fails as it would.
      if (!isKnown(remote)) return undefined;
      return { default: () => createElement(Fallback, { remote }) };
    },
  };
}
