/** The route-table contract lives in @agency/contracts (src/routes.ts); remotes import its types from here by path. */
export type { PageEntry, RemoteRoute, RouteLayout, RouteMeta, RouteTableFile, SiteRoute } from '@agency/contracts/routes';
