/**
 * What the site writes into every page it serves (site/src/ssr.ts, composePage): the run-time manifest the
 * shell would otherwise fetch from /remotes.json, and for a server-rendered page the API answers it was
 * rendered with. A page without it (a dev server's index.html) fetches the manifest as before.
 */
export interface PageData {
  manifest?: unknown;
  state?: unknown;
}

export const PAGE_DATA_ID = 'ssr-data';

export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as PageData) : {};
  } catch {
    return {};
  }
}
