import { configureRuntime, hydrateRendered } from '@agency/shared-auth';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data';
import { routesOf } from './app/route-table';
import { yieldToMain } from './boot/yield';
import { RemoteUnavailable } from './components/remote-unavailable';
import { startFieldDataSampling } from './field';
import { initRemotes } from './mf/remotes';
import { fetchSiteManifest, parseSiteManifest } from './mf/site-manifest';

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
