import { z } from 'zod';

/**
 * The route-table contract: each remote owns its pages' routes in its own `src/routes.ts`, which its build
 * writes beside its mf-manifest.json as `routes.json` (tooling/rspack.mjs). The site reads every remote named
 * in the run-time manifest (site/src/route-table.ts), answers 404 for an address no remote serves, writes the
 * sitemap and each page's title and share tags into the first HTML; the shell builds its router from the
 * combined table it gets in /remotes.json. A new page ships with its remote alone.
 *
 * The site reads a file another team deployed, so a malformed part is dropped rather than failing the file:
 * an unknown layout or a broken meta leaves the route without them, a broken entry leaves the list.
 */

/**
 * The frame around the page. 'site' (the default): the public nav and footer. 'app': the signed-in portal and
 * the back office bring their own side bar and top bar. 'focused': sign-in and account-link pages get a
 * minimal header with the logo and no footer, so nothing competes with the one form on the page.
 */
export const RouteLayout = z.enum(['site', 'app', 'focused']);

/** What the site writes into the page's first HTML. The same texts as the page's own PageMeta. */
export const RouteMeta = z.object({
  title: z.string().min(1),
  description: z.string(),
  /** Indexable by search engines; every other page is sent with `noindex`. */
  public: z.boolean().catch(false),
  /** Listed in sitemap.xml (default: public pages without parameters, and each of `entries`). */
  sitemap: z.boolean().optional().catch(undefined),
  /**
   * For a parametrised public page whose addresses live in the database (a tutorial): the name of the list in
   * GET /api/sitemap_entries that holds them. The site lists each one in sitemap.xml with its date.
   */
  sitemapSource: z.string().regex(/^[a-z][a-z0-9_]*$/).optional().catch(undefined),
  /** The share image (PNG, 1200×630), relative to the remote's folder (its mf-manifest.json's). */
  image: z.string().min(1).optional().catch(undefined),
  /** The address search engines should credit instead of this one (an alias such as /home names '/'). */
  canonical: z.string().startsWith('/').optional().catch(undefined),
});

/** GET /api/sitemap_entries: each list's addresses (a route's params) and when each last changed (ISO 8601). */
export const SitemapEntries = z.object({
  sources: z.record(z.string(), z.array(z.object({ params: z.record(z.string(), z.string()), lastmod: z.string().describe('ISO 8601') }))),
});
export type SitemapEntries = z.infer<typeof SitemapEntries>;

/** A parametrised public route's known address (e.g. one case study), with its own title. */
export const RouteEntry = z.object({ params: z.record(z.string(), z.string()), title: z.string().min(1), description: z.string() });

export const RemoteRoute = z.object({
  /** A react-router path: `:name` for one segment, a trailing `/*` for everything below. */
  path: z.string().startsWith('/'),
  /** The remote's exposed module, e.g. 'Home' for marketing/Home. */
  expose: z.string().regex(/^[A-Za-z]\w*$/),
  layout: RouteLayout.optional().catch(undefined),
  /** 'staff': the remote is not even fetched unless the signed-in user is staff; others go to the login. */
  access: z.literal('staff').optional().catch(undefined),
  meta: RouteMeta.optional().catch(undefined),
  entries: z
    .array(z.unknown())
    .transform((items) => items.flatMap((item) => RouteEntry.safeParse(item).data ?? []))
    .optional()
    .catch(undefined),
  /** `entries` are every address the route serves: the site answers any other (an unknown case study) 404. */
  onlyEntries: z.boolean().optional().catch(undefined),
  /**
   * The site renders the page on its server (default: the public pages). Only a page that reads nothing but
   * public GET answers and changes nothing on arrival may say so: the server renders every page signed out.
   */
  ssr: z.boolean().optional().catch(undefined),
});

/** One remote's routes.json: a route that is not even a path and an exposed module is dropped. */
export const RouteTableFile = z.object({
  routes: z.array(z.unknown()).transform((items) => items.flatMap((item) => RemoteRoute.safeParse(item).data ?? [])),
});

/** A route of the combined table /remotes.json hands the shell: which remote serves it. */
export const SiteRoute = RemoteRoute.pick({ path: true, expose: true, layout: true, access: true }).extend({ remote: z.string() });

export type RouteLayout = z.infer<typeof RouteLayout>;
export type RouteMeta = z.infer<typeof RouteMeta>;
export type RouteEntry = z.infer<typeof RouteEntry>;
/** A route as a remote writes it in its src/routes.ts: every page says what the site writes into its HTML. */
export type RemoteRoute = z.infer<typeof RemoteRoute> & { meta: RouteMeta };
/**
 * One page of a remote's page table (its src/routes.ts), the one declaration of the page: its route as
 * routes.json carries it, and `module`, the file of its exposed module (src/exposes/<module>.tsx). The build
 * derives the remote's Module Federation exposes from the table (tooling/route-table.mjs) and the standalone
 * router maps over it, so a page is added, renamed or removed in the table alone. `module` stays out of routes.json.
 */
export type PageEntry = RemoteRoute & { module: string };
export type RouteTableFile = { routes: RemoteRoute[] };
export type SiteRoute = z.infer<typeof SiteRoute>;
