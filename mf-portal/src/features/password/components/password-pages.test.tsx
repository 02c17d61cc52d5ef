import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import ForgotPassword from '../../../exposes/forgot-password';
import SetUp from '../../../exposes/set-up';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';
import { RequestSentPage } from './request-sent-page';
import { ResetPasswordPage } from './reset-password-page';

const passwordInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null });
});

describe('Forgot password', () => {
  it('refuses an empty email with the spec text tied to the field, and sends nothing', async () => {
    const sent = mockApi({});
    renderAt('/forgot-password', '/forgot-password', <ForgotPassword />);
    await userEvent.click(screen.getByRole('button', { name: copy.forgot.submit }));
    const field = screen.getByLabelText(copy.forgot.email);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Email field cannot be empty');
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: copy.forgot.submit }));
    expect(field).toHaveAccessibleDescription('Email field cannot be empty');
    expect(sent).toEqual([]);
  });

  it('sends the email and goes to the request-sent page', async () => {
    const answer = gate();
    const sent = mockApi({ 'POST /api/reset_request': ok({ success: 'success' }, { until: answer.promise }) });
    renderAt('/forgot-password', '/forgot-password', <ForgotPassword />);
    await userEvent.type(screen.getByLabelText(copy.forgot.email), ' ada@example.ng ');
    await userEvent.click(screen.getByRole('button', { name: copy.forgot.submit }));
    expect(await screen.findByRole('button', { name: copy.common.sending })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(currentLocation()).toBe('/reset-password/request-sent'));
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/reset_request', body: { email: 'ada@example.ng' } })]);
  });

  it("shows the server's detail, else 'No account with such email'", async () => {
    mockApi({ 'POST /api/reset_request': [fail(404, 'No account with such email'), raw(500)] });
    renderAt('/forgot-password', '/forgot-password', <ForgotPassword />);
    await userEvent.type(screen.getByLabelText(copy.forgot.email), 'nobody@example.ng');
    await userEvent.click(screen.getByRole('button', { name: copy.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account with such email');
    await userEvent.click(screen.getByRole('button', { name: copy.forgot.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.forgot.failure));
    expect(currentLocation()).toBe('/forgot-password');
  });

  it('sends a signed-in visitor to /home', async () => {
    useAuthStore.setState({ user: DEMO_USER });
    renderAt('/forgot-password', '/forgot-password', <ForgotPassword />);
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });
});

describe('Request sent', () => {
  it("says 'Request sent!' and offers Home", () => {
    renderAt('/reset-password/request-sent', '/reset-password/request-sent', <RequestSentPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeInTheDocument();
    expect(screen.getByText(copy.requestSent.note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

describe('Reset password', () => {
  const renderReset = () => renderAt('/reset-password/reset/tok-abc', '/reset-password/reset/:token', <ResetPasswordPage />);
  const submit = async (password: string, confirm: string) => {
    if (password) await userEvent.type(passwordInput(copy.reset.password), password);
    if (confirm) await userEvent.type(passwordInput(copy.reset.confirm), confirm);
    await userEvent.click(screen.getByRole('button', { name: copy.reset.submit }));
  };

  it('checks mismatch, then length, then the complexity list, and sends nothing', async () => {
    const sent = mockApi({});
    renderReset();
    await submit('Abcdef1!', 'Abcdef1?');
    expect(passwordInput(copy.reset.confirm)).toHaveAccessibleDescription('Password field did not match');
    expect(passwordInput(copy.reset.confirm)).toHaveFocus();

    await userEvent.clear(passwordInput(copy.reset.password));
    await userEvent.clear(passwordInput(copy.reset.confirm));
    await submit('Ab1!', 'Ab1!');
    expect(passwordInput(copy.reset.password)).toHaveAccessibleDescription('Password must be more than 5 characters long');
    expect(passwordInput(copy.reset.password)).toHaveFocus();

    await userEvent.clear(passwordInput(copy.reset.password));
    await userEvent.clear(passwordInput(copy.reset.confirm));
    await submit('abcdef', 'abcdef');
    const description = passwordInput(copy.reset.password);
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(
      'Password must contain at least 1 uppercase alphabetical character at least 1 numeric character at least one special character eight characters or longer',
    );
    expect(sent).toEqual([]);
  });

  it('sends the token and password, then shows the success text and a Login button', async () => {
    const sent = mockApi({ 'POST /api/reset_token': ok({ success: 'success' }) });
    renderReset();
    await submit('NewPass@2026', 'NewPass@2026');
    expect(await screen.findByText('Success! Your password was successfully reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(sent.map((c) => c.body)).toEqual([{ token: 'tok-abc', password: 'NewPass@2026' }]);
  });

  it("shows 'Invalid or expired token' when the server gives no detail", async () => {
    mockApi({ 'POST /api/reset_token': raw(400) });
    renderReset();
    await submit('NewPass@2026', 'NewPass@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: copy.reset.newLink })).toHaveAttribute('href', '/forgot-password');
    expect(passwordInput(copy.reset.password)).toHaveValue('NewPass@2026');
  });
});

describe('Account set-up', () => {
  const submit = async (password: string) => {
    await userEvent.type(passwordInput(copy.setUp.password), password);
    await userEvent.type(passwordInput(copy.setUp.confirm), password);
    await userEvent.click(screen.getByRole('button', { name: copy.setUp.submit }));
  };

  it('shows the title and email, sends token, email and password, then the success text', async () => {
    const sent = mockApi({ 'POST /api/set_password': ok({ success: 'success' }) });
    renderAt('/set-up/tok-9/ngozi%40example.ng', '/set-up/:token/:email', <SetUp />);
    expect(screen.getByRole('heading', { level: 1, name: 'You almost ready to start' })).toBeInTheDocument();
    expect(screen.getByText('ngozi@example.ng')).toBeInTheDocument();
    await submit('First@Pass1');
    expect(await screen.findByText('Account set up was successful')).toBeInTheDocument();
    expect(sent.map((c) => c.body)).toEqual([{ token: 'tok-9', email: 'ngozi@example.ng', password: 'First@Pass1' }]);
  });

  it('sends no email on the route without one', async () => {
    const sent = mockApi({ 'POST /api/set_password': ok({ success: 'success' }) });
    renderAt('/set-up/tok-9', '/set-up/:token', <SetUp />);
    await submit('First@Pass1');
    await screen.findByText(copy.setUp.success);
    expect(sent.map((c) => c.body)).toEqual([{ token: 'tok-9', password: 'First@Pass1' }]);
  });

  it('offers a new set-up email when the token is invalid or expired', async () => {
    const sent = mockApi({
      'POST /api/set_password': fail(400, 'Invalid or expired token'),
      'POST /api/account_token': ok({ success: 'success' }),
    });
    renderAt('/set-up/old/ngozi%40example.ng', '/set-up/:token/:email', <SetUp />);
    await submit('First@Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getByLabelText(copy.setUp.newLinkEmail)).toHaveValue('ngozi@example.ng');
    await userEvent.click(screen.getByRole('button', { name: copy.setUp.newLinkSubmit }));
    expect(await screen.findByText(copy.setUp.newLinkSent)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/api/account_token', body: { email: 'ngozi@example.ng' } });
  });

  it('redirects a signed-in user away', async () => {
    useAuthStore.setState({ user: DEMO_USER });
    renderAt('/set-up/tok-9', '/set-up/:token', <SetUp />);
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });
});
