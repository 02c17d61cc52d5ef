import { type ComponentType, lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

// A constant condition after the build's DefinePlugin: production bundles drop the branch and the chunk.
const DevChrome = process.env.NODE_ENV === 'development' ? lazy(() => import('./dev-chrome').then((m) => ({ default: m.DevChrome }))) : null;

/**
 * Runs one remote on its own (its team's dev server), with the same theme as the composed site.
 * `pages` maps route paths to elements. Throws when the page has no #root: a blank page that says
 * nothing cost a team a morning once.
 */
export function renderStandalone(pages: Record<string, ReactNode>, extra?: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) {
    throw new Error(
      'renderStandalone: this page has no <div id="root"> to render into. The HTML comes from the config factory (tooling/rspack.mjs, html option).',
    );
  }
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {DevChrome && (
            <Suspense fallback={null}>
              <DevChrome paths={Object.keys(pages)} />
            </Suspense>
          )}
          <Routes>
            {Object.entries(pages).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          {extra}
        </ThemeProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

/** What the standalone router needs of a page-table entry (@agency/contracts' PageEntry). */
export interface StandalonePage {
  path: string;
  module: string;
}

/**
 * A remote's standalone routes, from its page table: each path renders its page's module (`load(module)`, a
 * dynamic import of src/exposes/<module>.tsx), loaded when first shown; any other address shows the table's
 * first page. The same table gives the remote its exposes and its routes.json, so a page added there is routed
 * here too.
 */
export function standalonePages(
  table: readonly StandalonePage[],
  load: (module: string) => Promise<{ default: ComponentType }>,
): Record<string, ReactNode> {
  const components = new Map<string, ComponentType>();
  const element = (module: string) => {
    let Page = components.get(module);
    if (!Page) {
      Page = lazy(() => load(module));
      components.set(module, Page);
    }
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
  const pages: Record<string, ReactNode> = Object.fromEntries(table.map(({ path, module }) => [path, element(module)]));
  if (table[0]) pages['*'] = element(table[0].module);
  return pages;
}
