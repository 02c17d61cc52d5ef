import type { SitemapEntries } from '@agency/contracts/routes';
import { fillPath, type RouteMatch, type RouteTable } from './route-table';

/** The site's default share image (shell/public/og/site.png), for pages whose remote names none. */
export const DEFAULT_IMAGE = '/og/site.png';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeXml = escapeHtml;

/** The absolute URL of a site path, on the configured SITE_URL (which may carry a path prefix). */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${sitePath}`;
}

/** The tags the site writes into the first HTML of a page; the page's own PageMeta sets the same title and description. */
export interface HeadTags {
  title?: string;
  description?: string;
  canonical?: string;
  image?: string;
  index: boolean;
}

/** The route's listed address (one case study) this match is, if any. */
export const entryOf = ({ route, params }: RouteMatch) => route.entries?.find((e) => Object.entries(e.params).every(([k, v]) => params[k] === v));

/** Whether the match is an address the route really serves: not an unknown entry of a route that lists them all. */
export const servesAddress = (match: RouteMatch) => !match.route.onlyEntries || entryOf(match) !== undefined;

/** What the route table says about one address (null: no route serves it, the not-found page). */
export function headTagsFor(match: RouteMatch | null, pathname: string, siteUrl: string): HeadTags {
  if (!match) return { index: false };
  const { route } = match;
  const meta = route.meta;
  if (!meta) return { index: false };
  const entry = entryOf(match);
  // An alias (/home) names its page's main address as canonical; /About and /about/ name /about.
  const canonicalPath = entry ? fillPath(route.path, entry.params) : (meta.canonical ?? (/[:*]/.test(route.path) ? encodePath(pathname) : route.path));
  return {
    title: entry?.title ?? meta.title,
    description: entry?.description ?? meta.description,
    canonical: absoluteUrl(siteUrl, canonicalPath),
    image: route.imageUrl ?? absoluteUrl(siteUrl, DEFAULT_IMAGE),
    index: entry ? true : meta.public && servesAddress(match),
  };
}

/** The path as it appears in a URL, normalised: decoded then encoded segment by segment, no trailing slash. */
function encodePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments
    .map((s) => {
      try {
        return encodeURIComponent(decodeURIComponent(s));
      } catch {
        return encodeURIComponent(s);
      }
    })
    .join('/')}`;
}

/**
 * The shell's index.html with the page's tags: its <title> and description replaced, then canonical, robots,
 * Open Graph and Twitter tags. Only <title> and <meta>/<link> elements: no script is ever added to the HTML.
 */
export function injectHead(indexHtml: string, tags: HeadTags): string {
  let html = indexHtml;
  // `data-initial` marks the two tags the page's own PageMeta takes over once it renders (shared-ui/src/layout.tsx).
  if (tags.title) html = html.replace(/<title[^>]*>[\s\S]*?<\/title>/i, `<title data-initial>${escapeHtml(tags.title)}</title>`);
  if (tags.description !== undefined) {
    html = html.replace(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${escapeHtml(tags.description)}" data-initial />`);
  }
  const lines: string[] = [];
  if (!tags.index) lines.push('<meta name="robots" content="noindex" />');
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`);
  if (tags.title && tags.canonical) {
    const og: [string, string | undefined][] = [
      ['og:type', 'website'],
      ['og:site_name', 'Think-Make-Solve Digital'],
      ['og:title', tags.title],
      ['og:description', tags.description],
      ['og:url', tags.canonical],
      ['og:image', tags.image],
      ['og:image:width', tags.image ? '1200' : undefined],
      ['og:image:height', tags.image ? '630' : undefined],
    ];
    for (const [property, content] of og) if (content !== undefined) lines.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    const twitter: [string, string | undefined][] = [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', tags.title],
      ['twitter:description', tags.description],
      ['twitter:image', tags.image],
    ];
    for (const [name, content] of twitter) if (content !== undefined) lines.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  if (!lines.length) return html;
  return html.replace(/<\/head>/i, `  ${lines.join('\n    ')}\n  </head>`);
}

/** The database-backed addresses of routes that name a `sitemapSource` (GET /api/sitemap_entries' answer). */
export type SitemapSources = SitemapEntries['sources'];

export interface SitemapEntry {
  path: string;
  /** ISO 8601: the row's own date for a database-backed page, else when its remote's build was published. */
  lastmod?: string;
}

/**
 * Every public address: public routes without parameters (aliases left out), each listed entry of a
 * parametrised one, and each row of a public route's `sitemapSource` (a tutorial's page).
 */
export function sitemapEntries(table: RouteTable, sources: SitemapSources = {}): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod: string | undefined) => {
    if (!entries.has(path)) entries.set(path, { path, ...(lastmod && { lastmod }) });
  };
  for (const route of table.routes) {
    for (const entry of route.entries ?? []) add(fillPath(route.path, entry.params), route.publishedAt);
    const meta = route.meta;
    if (!meta?.public || meta.sitemap === false) continue;
    if (meta.sitemapSource) for (const row of sources[meta.sitemapSource] ?? []) add(fillPath(route.path, row.params), row.lastmod);
    if (!/[:*]/.test(route.path)) add(route.path, route.publishedAt);
  }
  return [...entries.values()];
}

export function sitemapXml(table: RouteTable, siteUrl: string, sources: SitemapSources = {}): string {
  const urls = sitemapEntries(table, sources).map(
    (e) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything public is allowed; the API and every page that is not public (sign-in, portal,
 * token links, back office) are disallowed by the static part of their path; the sitemap is named.
 */
export function robotsTxt(table: RouteTable, siteUrl: string): string {
  const disallow = new Set<string>(['/api/']);
  for (const route of table.routes) {
    if (route.meta?.public || route.entries?.length) continue;
    const staticPart = route.path.split(/[:*]/)[0]!;
    // '/office/*' → '/office' (the office's root too); '/set-up/:token' → '/set-up/'.
    const prefix = route.path.endsWith('/*') ? staticPart.replace(/\/$/, '') : staticPart;
    if (prefix && prefix !== '/') disallow.add(prefix);
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallow].sort().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
