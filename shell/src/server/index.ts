/**
 * The shell's server build (dist/server/index.js, a CommonJS module the site requires). As in the browser,
 * the renderer's modules load behind an async boundary, once the federation runtime has set up the shared
 * singletons the remotes' server entries will take from this build.
 */
import type { PageRenderer, RendererOptions } from './render';

export type { PageRenderer, RenderedPage, RendererOptions, RenderRequest } from './render';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createPageRenderer } = await import('./render');
  return createPageRenderer(options);
}
