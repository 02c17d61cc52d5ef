/**
 * Test helpers for every remote's component tests (imported by path, never by app code): a page rendered
 * at a route inside a router and the site theme, where it navigated, API answers as the API sends them, and
 * a fetch stub that answers by route and records what was sent.
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

/** A fetch answer as the API would send it. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

type Answer = Response | ((call: SentCall) => Response);

/**
 * Stubs fetch with answers by 'METHOD /api/path' (an array answers in turn, the last one repeating);
 * returns the list of calls made, with their parsed bodies, for exact payload assertions.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const sent: SentCall[] = [];
  const counters: Record<string, number> = {};
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const call: SentCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      auth: request.headers.get('authorization'),
    };
    sent.push(call);
    const key = `${call.method} ${call.path}`;
    const answers = routes[key];
    if (!answers) return jsonResponse({ detail: `unexpected ${key}` }, 404);
    const list = Array.isArray(answers) ? answers : [answers];
    const index = Math.min(counters[key] ?? 0, list.length - 1);
    counters[key] = (counters[key] ?? 0) + 1;
    const answer = list[index]!;
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return sent;
}
