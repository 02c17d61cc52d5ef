import { hasConsent, readConsent, writeConsent } from '@agency/shared-auth/consent';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@agency/shared-ui';
import { copy } from '../../copy';
import { renderWithProviders } from '../../testing/render';
import { StorageNotice } from './storage-notice';

beforeEach(() => localStorage.clear());

const notice = () => screen.queryByRole('region', { name: copy.storageNotice.title });

describe('the storage notice', () => {
  it('says what is stored, links the privacy notice, and allows nothing non-essential before an answer', () => {
    renderWithProviders(<StorageNotice />);
    expect(notice()).toHaveTextContent(/sign-in and your cart/);
    expect(screen.getByRole('link', { name: copy.storageNotice.privacy })).toHaveAttribute('href', '/privacy');
    expect(hasConsent('field-data')).toBe(false);
    expect(readConsent()).toBeNull();
  });

  it('is remembered once dismissed with "Essential only", and refuses the speed data', async () => {
    const first = renderWithProviders(<StorageNotice />);
    await userEvent.click(screen.getByRole('button', { name: copy.storageNotice.essentialOnly }));
    expect(notice()).toBeNull();
    expect(hasConsent('field-data')).toBe(false);
    first.unmount();
    renderWithProviders(<StorageNotice />);
    expect(notice()).toBeNull();
  });

  it('records the consent to the speed data when allowed', async () => {
    renderWithProviders(<StorageNotice />);
    await userEvent.click(screen.getByRole('button', { name: copy.storageNotice.allow }));
    expect(notice()).toBeNull();
    expect(hasConsent('field-data')).toBe(true);
  });

  it('is in the server-rendered page, so it paints with it (a notice added after hydration became the LCP of /login)', () => {
    writeConsent({ 'field-data': false });
    // The server cannot read this device's answer: it renders the notice, and the page's head script hides it.
    const html = renderToString(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <StorageNotice />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(html).toContain(copy.storageNotice.title);
    expect(html).toContain('data-storage-notice');
    // Its buttons are the shell's, so a tap before hydration is queued and replayed (site/src/replay.ts).
    expect(html.match(/data-replay="shell"/g)).toHaveLength(2);
  });

  it('shows itself again when the stored answer cannot be read (the head script had hidden it)', () => {
    localStorage.setItem('tms.storageConsent', '{"old":true}');
    document.documentElement.setAttribute('data-storage-answered', '');
    renderWithProviders(<StorageNotice />);
    expect(notice()).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-storage-answered')).toBe(false);
  });

  it('is not shown to a visitor who already answered', () => {
    writeConsent({ 'field-data': false });
    renderWithProviders(<StorageNotice />);
    expect(notice()).toBeNull();
  });

  it('traps no focus: Tab leaves it for the page, and Escape inside it answers "essential only"', async () => {
    renderWithProviders(
      <>
        <StorageNotice />
        <a href="/after">after</a>
      </>,
    );
    expect(notice()).not.toHaveAttribute('aria-modal');
    screen.getByRole('link', { name: copy.storageNotice.privacy }).focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'after' })).toHaveFocus();
    screen.getByRole('button', { name: copy.storageNotice.allow }).focus();
    await userEvent.keyboard('{Escape}');
    expect(notice()).toBeNull();
    expect(readConsent()?.purposes['field-data']).toBe(false);
  });
});
