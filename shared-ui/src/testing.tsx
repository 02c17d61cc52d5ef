/**
 * Test helpers for every remote's component tests (imported by path, never by app code): a page rendered
 * at a route inside a router and the site theme, and where it navigated. The API is stood in for by MSW
 * handlers built from the contracts (@agency/contracts/testing/msw).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders `page` at `route` (matched by `path`, so params work) inside a router and the site theme. */
export function renderAt(route: string, path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={theme}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

/** Where the page rendered by `renderAt` has navigated to (path and query). */
export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent;
