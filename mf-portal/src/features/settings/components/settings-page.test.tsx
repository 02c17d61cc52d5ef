import { ok, raw } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi } from '../../../testing/api';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Profile from '../../../exposes/profile';
import Settings from '../../../exposes/settings';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';

const passwordInput = () => screen.getByLabelText(copy.settings.password, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: copy.settings.submit }));
const renderPage = () => renderAt('/settings', '/settings', <Settings />);
/** The "Your data" section's reads, which the page makes on arrival (tested in your-data.test.tsx). */
const YOUR_DATA = {
  'GET /api/me/consents': ok({ newsletter: 'not_subscribed', notice: { version: 'v', date: '2026-11-26' }, history: [] }),
  'GET /api/me/data-requests': ok([]),
  // Issue 25: the billing details panel (tested in billing-details-form.test.tsx).
  'GET /api/me/billing_details': ok({ business_name: '', address: '', tin: '' }),
} as const;
/** What the settings form sent (the section's reads left out). */
const writes = (calls: Array<{ method: string }>) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
});

describe('Settings', () => {
  it('redirects a guest to /login?redirect=/settings', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/settings'));
  });

  it('shows each spec message in turn and sends nothing', async () => {
    const sent = mockApi({ ...YOUR_DATA });
    renderPage();
    expect(screen.getByLabelText(copy.settings.email)).toHaveAttribute('readonly');
    await submit();
    await waitFor(() => expect(passwordInput()).toHaveAccessibleDescription(expect.stringContaining('Invalid password field')));
    expect(passwordInput()).toHaveFocus();
    await userEvent.clear(passwordInput());
    await userEvent.type(passwordInput(), 'abc');
    await submit();
    expect(passwordInput()).toHaveAccessibleDescription(expect.stringContaining('Password field must be atleast 5 digits'));
    await userEvent.type(passwordInput(), 'defgh');
    await submit();
    expect(screen.getByText('at least 1 uppercase alphabetical character')).toBeInTheDocument();
    expect(screen.queryByText('at least 1 lowercase alphabetical character')).toBeNull();
    expect(passwordInput()).toHaveAccessibleDescription(
      `${copy.settings.passwordHint} Password must contain at least 1 uppercase alphabetical character at least 1 numeric character at least one special character`,
    );
    await userEvent.clear(screen.getByLabelText(copy.settings.phone));
    await submit();
    expect(screen.getByLabelText(copy.settings.phone)).toHaveAccessibleDescription('Do not leave form field empty');
    expect(screen.getByLabelText(copy.settings.phone)).toHaveFocus();
    expect(screen.queryByText('at least 1 uppercase alphabetical character')).toBeNull();
    expect(writes(sent)).toEqual([]);
  });

  it('sends the four fields, stores the answer as the login and says so', async () => {
    const fresh = { ...DEMO_USER, token: 'tok-2', first_name: 'Ada Okafor', last_name: '+2348000000000' };
    const sent = mockApi({ ...YOUR_DATA, 'POST /api/settings': ok(fresh) });
    renderPage();
    await userEvent.clear(screen.getByLabelText(copy.settings.name));
    await userEvent.type(screen.getByLabelText(copy.settings.name), 'Ada Okafor');
    await userEvent.clear(screen.getByLabelText(copy.settings.phone));
    await userEvent.type(screen.getByLabelText(copy.settings.phone), '+2348000000000');
    await userEvent.clear(passwordInput());
    await userEvent.type(passwordInput(), 'New@Pass2026');
    await submit();
    expect(await screen.findByText('Profile update was successful')).toBeInTheDocument();
    expect(writes(sent).map((c) => (c as { body?: unknown }).body)).toEqual([{ email: 'demo@example.ng', password: 'New@Pass2026', phone: '+2348000000000', name: 'Ada Okafor' }]);
    expect(useAuthStore.getState().user).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(fresh);
    expect(passwordInput()).toHaveValue(copy.settings.maskedPassword);
  });

  it("shows 'An error occured. Please try again latter.' when the server gives no detail", async () => {
    mockApi({ ...YOUR_DATA, 'POST /api/settings': [raw(500), ok({ ...DEMO_USER, token: 'tok-2' })] });
    renderPage();
    await userEvent.clear(passwordInput());
    await userEvent.type(passwordInput(), 'New@Pass2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again latter.');
    expect(passwordInput()).toHaveValue('New@Pass2026');
    await submit();
    expect(await screen.findByText(copy.settings.success)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Profile', () => {
  it('shows name, email, last_name as Phone and a masked password', () => {
    renderAt('/profile', '/profile', <Profile />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Adaeze Okafor');
    expect(value('Email')).toHaveTextContent('demo@example.ng');
    expect(value('Phone')).toHaveTextContent('+2348031234567');
    expect(value('Password')).toHaveTextContent('********');
  });

  it('redirects a guest to /login', async () => {
    useAuthStore.setState({ user: null });
    renderAt('/profile', '/profile', <Profile />);
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });
});
