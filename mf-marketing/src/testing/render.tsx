import { queryClient, useSiteDialogs } from '@agency/shared-auth';
import { theme } from '@agency/shared-ui';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

// Each test starts from an empty cache: no answer cached by one test is shown by the next.
afterEach(() => queryClient.clear());

/** Renders a marketing page as the shell would: inside a router and the site theme. */
export function renderPage(ui: ReactElement, { route = '/', ...options }: { route?: string } & Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </MemoryRouter>
    ),
    ...options,
  });
}

/** The dialog the page asked the shell for, if any (the cross-remote contract). */
export const currentDialog = () => useSiteDialogs.getState().current;

/** Clears any dialog request, so that each test starts from none. */
export const resetDialogs = () => useSiteDialogs.setState({ current: null });
