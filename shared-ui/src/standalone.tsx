import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/**
 * Runs one remote on its own (its team's dev server), with the same theme as the composed site.
 * `pages` maps route paths to elements.
 */
export function renderStandalone(pages: Record<string, ReactNode>, extra?: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
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
