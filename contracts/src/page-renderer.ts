/**
 * The shell's server renderer as the site calls it (types only, no code): shell/src/server/render.tsx implements it
 * and site/src/ssr.ts loads the shell's build and calls it, so both sides read this one statement of it.
 */

/** A remote as the server loads it: its mf-manifest.json, and the folder the browser loads it from. */
export interface ServerRemote {
  entry: string;
  publicPath: string;
}

export interface RenderRequest<Manifest = unknown> {
  /** The address rendered: path and query. */
  url: string;
  /** What /remotes.json answers the browser: the page is rendered from the same routes it will hydrate with. */
  manifest: Manifest;
  /** Where this process loads each remote's mf-manifest.json from (absolute URLs; file: for a build on disk). */
  serverEntries: Record<string, ServerRemote>;
  /** Gives up (rejects) when aborted: the site serves the page for the browser to render instead. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  /** The API answers the page was rendered with, for the browser's QueryClient (hydrateRendered). */
  state: unknown;
  /** The HTTP status the page reported (shared-auth's render-status): 404 for a page showing "not found", 301 for one that moved; none: 200. */
  status?: number;
  /** With 301: the path on this site the page's content lives at. */
  location?: string;
}

export type PageRenderer<Manifest = unknown> = (request: RenderRequest<Manifest>) => Promise<RenderedPage>;
