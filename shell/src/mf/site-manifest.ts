import type { RouteLayout, SiteRoute } from '@agency/shared-auth/route-table';
import { isRemoteName, type SiteManifest } from './remote-names';

/** Reads the run-time manifest that tells the shell where each remote lives. Deploying a remote = pointing this at its new dist. */
export async function fetchSiteManifest(url = '/remotes.json'): Promise<SiteManifest> {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseSiteManifest(await response.json());
  } catch (error) {
    console.error('The remotes manifest could not be read; every remote will show its fallback.', error);
    return { remotes: {}, routes: [] };
  }
}

export function parseSiteManifest(data: unknown): SiteManifest {
  const result: SiteManifest = { remotes: {}, routes: [] };
  if (!data || typeof data !== 'object') return result;
  const { apiBase, remotes, routes, fieldData } = data as { apiBase?: unknown; remotes?: unknown; routes?: unknown; fieldData?: { sampleRate?: unknown } };
  if (typeof apiBase === 'string' && apiBase) result.apiBase = apiBase;
  const sampleRate = fieldData?.sampleRate;
  if (typeof sampleRate === 'number' && sampleRate >= 0 && sampleRate <= 1) result.fieldData = { sampleRate };
  if (remotes && typeof remotes === 'object') {
    for (const [name, entry] of Object.entries(remotes)) {
      if (isRemoteName(name) && typeof entry === 'string' && entry) result.remotes[name] = entry;
    }
  }
  if (Array.isArray(routes)) result.routes = routes.flatMap((route) => parseRoute(route, result.remotes));
  return result;
}

const LAYOUTS: readonly string[] = ['site', 'app', 'focused'] satisfies RouteLayout[];

/** A route of a remote the manifest names, with a path and an exposed module; anything else is left out. */
function parseRoute(data: unknown, remotes: SiteManifest['remotes']): SiteRoute[] {
  if (!data || typeof data !== 'object') return [];
  const { path, remote, expose, layout, access } = data as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || typeof remote !== 'string' || !remotes[remote]) return [];
  if (typeof expose !== 'string' || !/^[A-Za-z]\w*$/.test(expose)) return [];
  const route: SiteRoute = { path, remote, expose };
  if (typeof layout === 'string' && LAYOUTS.includes(layout)) route.layout = layout as RouteLayout;
  if (access === 'staff') route.access = 'staff';
  return [route];
}
