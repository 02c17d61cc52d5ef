import { queryClient } from '@agency/shared-auth';
import { theme } from '@agency/shared-ui';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

// The page's one QueryClient outlives a test: start each with no cached answer or mutation.
afterEach(() => queryClient.clear());

function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders with the site's theme and returns a user-event instance set up for it. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup({ delay: null }), ...render(ui, { wrapper: Providers, ...options }) };
}
