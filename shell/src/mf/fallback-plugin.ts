import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { isRemoteName } from './remote-names';

/**
 * When a remote cannot be loaded (host down, 404, script error), answer with a fallback module
 * in its place instead of failing the page. The fallback offers a retry.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? '';
      console.error(`Remote module ${id} could not be loaded.`, error);
      if (!isRemoteName(remote)) return undefined;
      return { default: () => createElement(RemoteUnavailable, { remote }) };
    },
  };
}
