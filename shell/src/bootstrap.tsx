import { configureRuntime, hydrateRendered } from '@agency/shared-auth';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data';
import { routesOf } from './app/route-table';
import { RemoteUnavailable } from './components/remote-unavailable';
import { startFieldDataSampling } from './field';
import { initRemotes } from './mf/remotes';
import { fetchSiteManifest, parseSiteManifest } from './mf/site-manifest';

/**
 * Gives the browser its turn (a tap, a frame) between the start's steps. Evaluating the shell's modules, reading
 * the page's data and adopting its HTML each take a few milliseconds on a fast computer and several times that on
 * a phone; run back to back they made one task long enough to block a tap (Lighthouse counts any task past 50 ms
 * at its 4x slowdown as blocking time).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await yieldToMain();
  const data = readPageData();
  const manifest = data.manifest ? parseSiteManifest(data.manifest) : await fetchSiteManifest();
  if (manifest.apiBase) configureRuntime({ apiBase: manifest.apiBase });
  initRemotes(manifest, RemoteUnavailable);
  startFieldDataSampling(manifest.fieldData?.sampleRate, routesOf(manifest));
  await yieldToMain();

  const root = document.getElementById('root')!;
  const app = <App routes={routesOf(manifest)} />;
  if (root.hasAttribute('data-ssr')) {
    // The server rendered this page: its answers go into the page's QueryClient, then React adopts the HTML
    // (never renders it again), in slices, so the page stays responsive while the route's remote arrives.
    hydrateRendered(data.state);
    await yieldToMain();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
