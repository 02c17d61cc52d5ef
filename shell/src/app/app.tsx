import { type QueryClient, queryClient, RenderQueryProvider } from '@agency/shared-auth';
import { BrowserRouter, MemoryRouter } from '@agency/shared-ui';
import { StrictMode } from 'react';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';
import type { RouteDef } from './route-table';

/**
 * The whole page, as the browser renders (or hydrates) it and as the server renders it: the same tree on both
 * sides, so hydration finds the server's HTML as it would have rendered it. The server passes the address it
 * renders and the QueryClient of that request.
 */
export function App({ routes, location, client = queryClient }: { routes: RouteDef[]; location?: string; client?: QueryClient }) {
  const page = (
    <RenderQueryProvider client={client}>
      <Providers>
        <AppRoutes routes={routes} />
      </Providers>
    </RenderQueryProvider>
  );
  return <StrictMode>{location === undefined ? <BrowserRouter>{page}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{page}</MemoryRouter>}</StrictMode>;
}
