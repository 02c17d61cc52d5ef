import { queryClient, useAuthStore, type UserInfo, useSiteDialogs } from '@agency/shared-auth';
import { theme } from '@agency/shared-ui';
import { type RenderOptions, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useRemoteAttempts } from '../mf/remote-attempts';

// Each test starts from an empty cache: no answer or mutation of one test is seen by the next.
afterEach(() => queryClient.clear());

/** Shows the router's current path, so tests can see where a click navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" data-search={search}>
      {pathname}
    </output>
  );
}

/** Renders shell UI as the site does: inside a router (at `route`) and the site theme. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: { route?: string } & Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme}>
          {children}
          <LocationProbe />
        </ThemeProvider>
      </MemoryRouter>
    ),
    ...options,
  });
}

export const currentPath = (container: Pick<Document, 'querySelector'> = document) =>
  container.querySelector('[data-testid="location"]')?.textContent;

export const currentSearch = () => document.querySelector('[data-testid="location"]')?.getAttribute('data-search');

let generation = 0;

/**
 * Puts every shared store back to its start: signed out, no dialog requested, and a fresh load attempt for every
 * remote (a loaded or failed remote is cached per attempt, so a new attempt number keeps tests from seeing each other's).
 */
export function resetStores() {
  localStorage.clear();
  useAuthStore.setState({ user: null });
  useSiteDialogs.setState({ current: null });
  generation += 1000;
  useRemoteAttempts.setState({ attempts: {}, base: generation });
}

export const ADA: UserInfo = { token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 };

export function signIn(user: UserInfo = ADA) {
  useAuthStore.getState().signIn(user);
}

/** A module as a remote exposes it: a default export component. */
export function fakeExposed(text: string): { default: ComponentType<Record<string, unknown>> } {
  return { default: () => <h1>{text}</h1> };
}
