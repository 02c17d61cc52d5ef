import type { APIRequestContext } from '@playwright/test';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of a piece of markup: tags and React's text separators (<!-- -->) dropped, entities decoded. */
export function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
      if (ref[0] === '#') return String.fromCodePoint(ref[1]?.toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
      return ENTITIES[ref] ?? whole;
    });
}

/**
 * A page as the site sends it (site/src/ssr.ts, composePage): server-rendered, #root carries data-ssr and the
 * markup; otherwise #root comes empty, for the browser to render. Either way the manifest is in #ssr-data.
 */
export interface SentPage {
  status: number;
  /** The markup the server rendered into #root, or null when it rendered none. */
  markup: string | null;
  /** Whether #root came empty, for the browser to render (`<div id="root"></div>`). */
  emptyRoot: boolean;
  /** The texts of the markup's h1 elements. */
  headings: string[];
  head: string;
  data: { manifest?: unknown; state?: { queries: { queryKey: string[] }[] } };
}

/** A page as the server sends it, read without running any JavaScript. */
export async function fetchHtml(request: APIRequestContext, address: string): Promise<SentPage> {
  const res = await request.get(address, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const rootAt = html.indexOf('<div id="root" data-ssr="">');
  const dataBlock = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  const markup = rootAt < 0 ? null : html.slice(rootAt, dataBlock?.index ?? html.length);
  return {
    status: res.status(),
    markup,
    emptyRoot: html.includes('<div id="root"></div>'),
    headings: [...(markup ?? '').matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!).trim()),
    head: html.slice(0, html.search(/<\/head>/i)),
    data: dataBlock ? JSON.parse(dataBlock[1]!) : {},
  };
}

