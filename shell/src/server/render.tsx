import type * as Contract from '@agency/contracts/page-renderer';
import { configureRuntime, createRenderQueryClient, dehydrateRendered, fetchRenderedQueries } from '@agency/shared-auth';
import { type RenderReport, RenderReportProvider } from '@agency/shared-auth/render-status';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { routesOf } from '../app/route-table';
import type { SiteManifest } from '../mf/remote-names';
import { forgetExposed } from '../mf/lazy-exposed';
import { forgetServerRemotes, setServerRemotes } from '../mf/remotes';
import { publicPathsOf, serverLoaderPlugin } from '../mf/server-loader';

export interface RendererOptions {
  /** Answers the API requests of the page being rendered (the site hands them to its API in-process). */
  apiFetch: (request: Request) => Promise<Response>;
}

export type RenderRequest = Contract.RenderRequest<SiteManifest>;
export type RenderedPage = Contract.RenderedPage;
export type PageRenderer = Contract.PageRenderer<SiteManifest>;

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
    // Each pass has its own report: the last pass, rendered with the answers, says what the page is.
    let report: RenderReport = {};
    const page = () => {
      report = {};
      return (
        <RenderReportProvider report={report}>
          <App routes={routes} location={url} client={client} />
        </RenderReportProvider>
      );
    };
    // First pass: loads the route's remote module and creates the queries its page asks for; then those are
    // fetched, and the second pass renders with their answers. A page that asks for nothing is done in one.
    try {
      let rendered = await renderToHtml(page(), signal);
      if (await fetchRenderedQueries(client)) rendered = await renderToHtml(page(), signal);
      return { ...rendered, state: dehydrateRendered(client), ...report };
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
