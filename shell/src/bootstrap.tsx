import { configureRuntime } from '@agency/shared-auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { routesOf } from './app/route-table';
import { RemoteUnavailable } from './components/remote-unavailable';
import { initRemotes } from './mf/remotes';
import { fetchSiteManifest } from './mf/site-manifest';
import { BrowserRouter } from '@agency/shared-ui';

async function start() {
  const manifest = await fetchSiteManifest();
  if (manifest.apiBase) configureRuntime({ apiBase: manifest.apiBase });
  initRemotes(manifest, RemoteUnavailable);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes routes={routesOf(manifest)} />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
