import { configureRuntime, createRenderQueryClient, dehydrateRendered, fetchRenderedQueries } from '@agency/shared-auth';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { routesOf } from '../app/route-table';
import type { SiteManifest } from '../mf/remote-names';
import { forgetExposed } from '../mf/lazy-exposed';
import { forgetServerRemotes, setServerRemotes } from '../mf/remotes';
import { publicPathsOf, type ServerRemote, serverLoaderPlugin } from '../mf/server-loader';

export interface RendererOptions {
  /** Answers the API requests of the page being rendered (the site hands them to its API in-process). */
  apiFetch: (request: Request) => Promise<Response>;
}

export interface RenderRequest {
  /** The address rendered: path and query. */
  url: string;
  /** What /remotes.json answers the browser: the page is rendered from the same routes it will hydrate with. */
  manifest: SiteManifest;
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
}

export type PageRenderer = (request: RenderRequest) => Promise<RenderedPage>;

export function createPageRenderer({ apiFetch }: RendererOptions): PageRenderer {
  configureRuntime({ fetch: apiFetch });
  let publicPaths = new Map<string, string>();
  const loader = () => [serverLoaderPlugin((url) => publicPaths.get(url.split('?')[0]!))];
  return async ({ url, manifest, serverEntries, signal }) => {
    publicPaths = publicPathsOf(serverEntries);
    // A remote pointed at a new build: its pages are loaded again (else the old build's would render for good).
    for (const remote of setServerRemotes(Object.fromEntries(Object.entries(serverEntries).map(([name, remote]) => [name, remote.entry])), loader)) {
      forgetExposed(remote);
    }
    const routes = routesOf(manifest);
    const client = createRenderQueryClient();
    const page = () => <App routes={routes} location={url} client={client} />;
    // First pass: loads the route's remote module and creates the queries its page asks for; then those are
    // fetched, and the second pass renders with their answers. A page that asks for nothing is done in one.
    try {
      let rendered = await renderToHtml(page(), signal);
      if (await fetchRenderedQueries(client)) rendered = await renderToHtml(page(), signal);
      return { ...rendered, state: dehydrateRendered(client) };
    } catch (error) {
      // A page whose load failed or timed out is not kept as it is: the next request loads it again, and its
      // remote's entry too (the runtime would otherwise answer with the same failure for good).
      forgetExposed();
      forgetServerRemotes();
      throw error;
    }
  };
}

/** The complete markup of `tree` (every Suspense boundary resolved) and its styles; any error rejects. */
async function renderToHtml(tree: ReactNode, signal?: AbortSignal): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  let failure: unknown;
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      signal,
      // Every boundary inline: no boundary is sent as a fallback plus an inline script that swaps it in later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would only switch that part to the browser: here it fails the page.
      onError(error) {
        failure ??= error;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    if (failure) throw failure;
    return { html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
