import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { DEMO_USER as USER, currentLocation, renderAt } from '../../../testing/render';
import { LoginPage } from './login-page';

const emailInput = () => screen.getByLabelText(copy.login.email);
const passwordInput = () => screen.getByLabelText(copy.login.password, { selector: 'input' });

function fill(email: string, password: string) {
  const user = userEvent.setup();
  return (async () => {
    if (email) await user.type(screen.getByLabelText(copy.login.email), email);
    if (password) await user.type(screen.getByLabelText(copy.login.password, { selector: 'input' }), password);
    await user.click(screen.getByRole('button', { name: copy.login.submit }));
  })();
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null });
  });

  it('refuses empty fields with the spec message on the empty one, focused, and sends nothing', async () => {
    const sent = mockApi({});
    renderAt('/login', '/login', <LoginPage />);
    await fill('', 'secret123');
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription(copy.login.emptyFields));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the spec message once when both fields are empty, on both fields for assistive technology', async () => {
    const sent = mockApi({});
    renderAt('/login', '/login', <LoginPage />);
    await fill('', '');
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(copy.login.emptyFields)).toHaveLength(1);
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(copy.login.emptyFields);
    expect(passwordInput()).toHaveAccessibleDescription(copy.login.emptyFields);
    expect(emailInput()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('refuses a password under 5 characters with the spec message and sends nothing', async () => {
    const sent = mockApi({});
    renderAt('/login', '/login', <LoginPage />);
    await fill('demo@example.ng', 'abcd');
    await waitFor(() => expect(passwordInput()).toHaveAccessibleDescription('Invalid password or email'));
    expect(passwordInput()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the email as username, stores the user and goes to /made-requests by default', async () => {
    const sent = mockApi({ 'POST /api/login': ok(USER) });
    renderAt('/login', '/login', <LoginPage />);
    await fill(' demo@example.ng ', 'Demo@2026!');
    await waitFor(() => expect(currentLocation()).toBe('/made-requests'));
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/login', body: { username: 'demo@example.ng', password: 'Demo@2026!' } })]);
    expect(useAuthStore.getState().user).toEqual(USER);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(USER);
  });

  it('follows a same-site redirect parameter but not one to another site', async () => {
    mockApi({ 'POST /api/login': ok(USER) });
    const { unmount } = renderAt('/login?redirect=/settings', '/login', <LoginPage />);
    await fill('demo@example.ng', 'Demo@2026!');
    await waitFor(() => expect(currentLocation()).toBe('/settings'));
    unmount();
    useAuthStore.setState({ user: null });
    renderAt('/login?redirect=//evil.example/x', '/login', <LoginPage />);
    await fill('demo@example.ng', 'Demo@2026!');
    await waitFor(() => expect(currentLocation()).toBe('/made-requests'));
  });

  it("shows the server's detail on failure, else the spec's message, and stays signed out", async () => {
    mockApi({ 'POST /api/login': [fail(429, 'Too many requests. Please try again in 60 seconds.'), raw(400)] });
    renderAt('/login', '/login', <LoginPage />);
    await fill('demo@example.ng', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 60 seconds.');

    await userEvent.setup().click(screen.getByRole('button', { name: copy.login.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid login credentials. Please check email and password'));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps the button disabled with a spinner while the answer is on its way', async () => {
    const answer = gate();
    mockApi({ 'POST /api/login': ok(USER, { until: answer.promise }) });
    renderAt('/login', '/login', <LoginPage />);
    await fill('demo@example.ng', 'Demo@2026!');
    expect(await screen.findByRole('button', { name: copy.login.submitting })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(currentLocation()).toBe('/made-requests'));
  });

  it('sends a signed-in visitor straight to the target', async () => {
    useAuthStore.setState({ user: USER });
    renderAt('/login?redirect=/dashboard', '/login', <LoginPage />);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });

  it('sends staff to the back office after sign-in, and to a requested office page', async () => {
    const STAFF = { ...USER, email: 'staff@example.ng', id: '4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c', role: 'staff' as const };
    mockApi({ 'POST /api/login': ok(STAFF) });
    const { unmount } = renderAt('/login', '/login', <LoginPage />);
    await fill('staff@example.ng', 'Staff@2026!');
    await waitFor(() => expect(currentLocation()).toBe('/office'));
    unmount();
    useAuthStore.setState({ user: null });
    renderAt('/login?redirect=/office/requests', '/login', <LoginPage />);
    await fill('staff@example.ng', 'Staff@2026!');
    await waitFor(() => expect(currentLocation()).toBe('/office/requests'));
  });

  it('keeps a signed-in client sent from the back office on the login, told to sign in as staff', async () => {
    useAuthStore.setState({ user: { ...USER, role: 'client' } });
    renderAt('/login?redirect=/office', '/login', <LoginPage />);
    expect(await screen.findByText(copy.login.staffOnly)).toHaveAttribute('role', 'status');
    expect(currentLocation()).toBe('/login?redirect=/office');
  });

  it('links Forgot password to /forgot-password', () => {
    renderAt('/login', '/login', <LoginPage />);
    expect(screen.getByRole('link', { name: copy.login.forgotPassword })).toHaveAttribute('href', '/forgot-password');
  });
});
