/**
 * The route-table contract: each remote owns its pages' routes in its own `src/routes.ts`, which its build
 * writes beside its mf-manifest.json as `routes.json` (tooling/rspack.mjs). The site reads every remote named
 * in the run-time manifest, answers 404 for an address no remote serves, writes the sitemap and each page's
 * title and share tags into the first HTML; the shell builds its router from the combined table it gets in
 * /remotes.json. A new page ships with its remote alone. Import this file by path, for its types.
 */

/**
 * The frame around the page. 'site' (the default): the public nav and footer. 'app': the signed-in portal and
 * the back office bring their own side bar and top bar. 'focused': sign-in and account-link pages get a
 * minimal header with the logo and no footer, so nothing competes with the one form on the page.
 */
export type RouteLayout = 'site' | 'app' | 'focused';

/** What the site writes into the page's first HTML. The same texts as the page's own PageMeta. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Indexable by search engines; every other page is sent with `noindex`. */
  public: boolean;
  /** Listed in sitemap.xml (default: public pages without parameters, and each of `entries`). */
  sitemap?: boolean;
  /** The share image (PNG, 1200×630), relative to the remote's folder (its mf-manifest.json's). */
  image?: string;
  /** The address search engines should credit instead of this one (an alias such as /home names '/'). */
  canonical?: string;
}

export interface RemoteRoute {
  /** A react-router path: `:name` for one segment, a trailing `/*` for everything below. */
  path: string;
  /** The remote's exposed module, e.g. 'Home' for marketing/Home. */
  expose: string;
  layout?: RouteLayout;
  /** 'staff': the remote is not even fetched unless the signed-in user is staff; others go to the login. */
  access?: 'staff';
  meta: RouteMeta;
  /** A parametrised public route's known addresses (e.g. each case study), each with its own title. */
  entries?: { params: Record<string, string>; title: string; description: string }[];
}

/** One remote's routes.json. */
export interface RouteTableFile {
  routes: RemoteRoute[];
}

/** A route of the combined table /remotes.json hands the shell: which remote serves it. */
export interface SiteRoute {
  path: string;
  remote: string;
  expose: string;
  layout?: RouteLayout;
  access?: 'staff';
}
