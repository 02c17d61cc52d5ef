import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
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
