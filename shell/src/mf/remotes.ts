import { loadRemote, type ModuleFederationRuntimePlugin, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';
import { type RemoteFallback, remoteFallbackPlugin } from './fallback-plugin';
import type { RemoteName, SiteManifest } from './remote-names';
import { remoteVersionsPlugin } from './remote-versions';
import { sharedVersionGuardPlugin } from './shared-versions';

/**
 * The one module of the shell that talks to the Module Federation runtime: tests mock this file.
 * Remotes are registered from the run-time manifest; nothing about them is baked into the shell's build.
 */
const entries = new Map<RemoteName, string>();

export function initRemotes(manifest: SiteManifest, fallback: RemoteFallback): void {
  const remotes = Object.entries(manifest.remotes).map(([name, entry]) => {
    const absolute = new URL(entry, window.location.href).href;
    entries.set(name as RemoteName, absolute);
    return { name, entry: absolute };
  });
  registerPlugins([
    // Network layer: a failed manifest or script fetch is tried again before the fallback shows.
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    // Each remote's release, from its manifest, for field data (before the guard, which may refuse the remote).
    remoteVersionsPlugin(),
    // A remote built against a shared singleton the shell does not provide is refused before it runs.
    sharedVersionGuardPlugin(),
    remoteFallbackPlugin(fallback, (remote) => entries.has(remote)),
  ]);
  registerRemotes(remotes);
}

/**
 * Server rendering (shell/src/server/render.tsx): the same runtime in Node, with the remotes at `next`
 * (absolute URLs of their mf-manifest.json; the runtime loads the `ssrRemoteEntry` each names) and the
 * server's own loader `plugins`. No retry and no fallback module: a remote that cannot be loaded fails the
 * render, and the site then serves the page for the browser to render, as without server rendering. A remote
 * pointed at a new build is registered again, which drops the old build's modules: the next page rendered
 * comes from the new one. Returns the remotes registered again, whose pages the renderer forgets.
 */
export function setServerRemotes(next: Readonly<Record<RemoteName, string>>, plugins: () => ModuleFederationRuntimePlugin[]): RemoteName[] {
  if (!serverPluginsRegistered) {
    registerPlugins([sharedVersionGuardPlugin(), ...plugins()]);
    serverPluginsRegistered = true;
  }
  const changed: RemoteName[] = [];
  for (const [name, entry] of Object.entries(next)) {
    const known = entries.get(name);
    if (known === entry && !failedServerRemotes.has(name)) continue;
    entries.set(name, entry);
    registerRemotes([{ name, entry }], { force: known !== undefined });
    failedServerRemotes.delete(name);
    if (known !== undefined) changed.push(name);
  }
  for (const name of [...entries.keys()]) if (!(name in next)) entries.delete(name);
  return changed;
}

let serverPluginsRegistered = false;

/**
 * After a failed render: the runtime keeps a remote's failed load (its manifest or entry could not be read while
 * its host was down), so each remote is registered again on the next request, which drops that, and a host that
 * is back is loaded again.
 */
const failedServerRemotes = new Set<RemoteName>();
export function forgetServerRemotes(): void {
  for (const name of entries.keys()) failedServerRemotes.add(name);
}

/** Each configured remote's manifest address (absolute), for telling which remote's script an error came from. */
export function remoteEntries(): ReadonlyMap<RemoteName, string> {
  return entries;
}

export function isRemoteConfigured(remote: RemoteName): boolean {
  return entries.has(remote);
}

export interface ExposedModule<P> {
  default: ComponentType<P>;
}

/** Loads `remote/expose`. Resolves to the module (a fallback module when the remote cannot be loaded). */
export async function loadExposed<P>(remote: RemoteName, expose: string): Promise<ExposedModule<P>> {
  if (!entries.has(remote)) throw new Error(`No address is configured for the remote "${remote}".`);
  const module = await loadRemote<ExposedModule<P>>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`${remote}/${expose} has no default export.`);
  return module;
}

/** Forgets a remote's cached entry so the next load fetches it again (used by "Try again"). */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
