import type { SiteRoute } from '@agency/shared-auth/route-table';
import type { SiteManifest } from '../mf/remote-names';

/**
 * A page of the site: which remote serves it, its exposed module, its frame and who may open it. The shell
 * holds no table of its own: each remote's build writes its routes (src/routes.ts → routes.json) and the site
 * hands the combined table to the shell in /remotes.json, so a new page ships with its remote alone.
 */
export type RouteDef = SiteRoute;

/** The routes of the remotes the manifest names: a route whose remote has no address is not served. */
export function routesOf(manifest: Pick<SiteManifest, 'remotes' | 'routes'>): RouteDef[] {
  return manifest.routes.filter((route) => Boolean(manifest.remotes[route.remote]));
}
