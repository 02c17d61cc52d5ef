import { theme } from '@agency/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders an academy page at `route` inside a router and the site theme; `currentLocation()` tells where it navigated. */
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

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent;

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch stub that records each call (method, url, JSON body) and answers through `answer`. */
export function stubFetch(answer: (call: { method: string; url: string; body: unknown }) => Response | Promise<Response>) {
  const calls: { method: string; url: string; body: unknown; authorization: string | null }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const call = { method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined };
    calls.push({ ...call, authorization: request.headers.get('authorization') });
    return answer(call);
  });
  return { calls, spy };
}
