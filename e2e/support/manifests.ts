import type { APIRequestContext } from '@playwright/test';

// react-router-dom is bundled inside @agency/shared-ui (see shared-ui/src/router.ts): one shared-ui means one router.
export const SINGLETON_LIBS = ['react', 'react-dom', 'styled-components', 'zustand', '@agency/shared-auth', '@agency/shared-ui'];

interface Manifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Each app's manifest URL, absolute: the shell's own and every remote's as the run-time remotes.json names it. */
export async function appManifestUrls(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const site = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  const apps: Record<string, string> = { shell: new URL('/mf-manifest.json', baseURL).href };
  for (const [name, entry] of Object.entries(site.remotes)) apps[name] = new URL(entry, baseURL).href;
  return apps;
}

/** For each app, the absolute URLs of the chunks that hold its own copy of each shared library. */
export async function sharedChunkUrls(request: APIRequestContext, baseURL: string) {
  const apps = await appManifestUrls(request, baseURL);
  const result: Record<string, Record<string, string[]>> = {};
  for (const [app, manifestUrl] of Object.entries(apps)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    result[app] = {};
    for (const shared of manifest.shared) {
      const lib = shared.name.replace(/\/.*$/, (m) => (shared.name.startsWith('@') ? m : ''));
      const urls = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => new URL(file, manifestUrl).href);
      result[app][lib] = [...(result[app][lib] ?? []), ...urls];
    }
  }
  return result;
}
