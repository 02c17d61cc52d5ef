import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { apiKey, queryClient, useAuthStore } from '@agency/shared-auth';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import ConfirmBooking from '../../../exposes/confirm-booking';
import VerifyEmail from '../../../exposes/verify-email';
import { DEMO_USER, renderAt } from '../../../testing/render';

// The whole tree under StrictMode, as the shell renders it in development: effects run twice on mount
// (a StrictMode element nested below the router does not replay them).
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null });
});

// Each test opens its own token: the page keeps one attempt per token for the life of the page.
/** Lets any second call the page might make reach the stub before the calls are counted. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let counter = 0;
const freshToken = () => `tok-${++counter}-${Date.now()}`;

const openVerify = (token: string) =>
  renderAt(
    `/verify-email/${token}`,
    '/verify-email/:token',
    <VerifyEmail />,
  );

/** A signed-out visitor confirms with a press (a signed-in one's token is sent on arrival). */
const pressConfirm = async () => userEvent.click(await screen.findByRole('button', { name: copy.verifyEmail.confirm }));

describe('Verify email (/verify-email/{token})', () => {
  it('opened outside a session of that account, leads to the set-up page to choose a password (the old one is gone)', async () => {
    const setUp = '/set-up/tok-set-up/amaka%40example.ng';
    mockApi({ 'POST /api/verify_email': ok({ success: 'success', set_up: setUp }) });
    openVerify(freshToken());
    await pressConfirm();
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    expect(screen.getByText(copy.verifyEmail.passwordRemoved)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.verifyEmail.choosePassword })).toHaveAttribute('href', setUp);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signed out, sends nothing on arrival (a mail scanner confirms nothing), then posts once on the press, even under StrictMode', async () => {
    const token = freshToken();
    const sent = mockApi({ 'POST /api/verify_email': ok({ success: 'success' }) });
    openVerify(token);
    expect(await screen.findByText(copy.verifyEmail.pressNote)).toBeInTheDocument();
    await settle();
    expect(sent).toEqual([]);
    await pressConfirm();
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await settle();
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/verify_email', body: { token } })]);
  });

  it('posts on arrival for a signed-in owner, and offers the dashboard', async () => {
    useAuthStore.setState({ user: DEMO_USER });
    const sent = mockApi({ 'POST /api/verify_email': ok({ success: 'success' }) });
    openVerify(freshToken());
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.verifyEmail.toDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('does not post again when the page re-renders or is opened again with the same token', async () => {
    const token = freshToken();
    const sent = mockApi({ 'POST /api/verify_email': [ok({ success: 'success' }), fail(400, 'Invalid or expired token')] });
    const first = openVerify(token);
    await pressConfirm();
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: DEMO_USER }));
    first.unmount();
    openVerify(token);
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    await settle();
    expect(sent).toHaveLength(1);
  });

  it("shows 'Invalid or expired token' and the way to a new proof (a password reset) when the link is used or old", async () => {
    const sent = mockApi({ 'POST /api/verify_email': raw(400) });
    openVerify(freshToken());
    await pressConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getByText(copy.verifyEmail.newLinkNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.verifyEmail.newLink })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: copy.common.retry })).not.toBeInTheDocument();
    expect(screen.queryByText(copy.verifyEmail.success)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('tells a signed-in owner how to reset instead of linking to a guests-only page', async () => {
    useAuthStore.setState({ user: DEMO_USER });
    mockApi({ 'POST /api/verify_email': fail(400, 'Invalid or expired token') });
    openVerify(freshToken());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getByText(copy.verifyEmail.newLinkSignedIn)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: copy.verifyEmail.newLink })).not.toBeInTheDocument();
  });

  it('offers Try again when the server could not read the token, and sends it once more only then', async () => {
    const token = freshToken();
    const again = gate();
    const sent = mockApi({ 'POST /api/verify_email': [raw(503), ok({ success: 'success' }, { until: again.promise })] });
    openVerify(token);
    await pressConfirm();
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(await screen.findByText(copy.verifyEmail.checking)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    again.open();
    expect(await screen.findByText(copy.verifyEmail.success)).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ token }, { token }]);
  });
});

const openConfirm = (token: string) =>
  renderAt(
    `/confirm-booking/${token}`,
    '/confirm-booking/:token',
    <ConfirmBooking />,
  );

describe('Confirm booking (/confirm-booking/{token})', () => {
  const button = () => screen.getByRole('button', { name: copy.confirmBooking.submit });

  it('sends nothing on arrival (a mail scanner opening the link confirms nothing)', async () => {
    const sent = mockApi({});
    openConfirm(freshToken());
    expect(button()).toBeEnabled();
    expect(screen.getByText(copy.confirmBooking.intro)).toBeInTheDocument();
    await settle();
    expect(sent).toEqual([]);
  });

  it('confirms on the press, once however often it is pressed, and links to the requests', async () => {
    const token = freshToken();
    const answer = gate();
    queryClient.setQueryData(apiKey('requests'), []);
    const sent = mockApi({ 'POST /api/confirm_booking': ok({ success: 'success' }, { until: answer.promise }) });
    openConfirm(token);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('button', { name: copy.confirmBooking.submitting }));
    answer.open();
    expect(await screen.findByText(copy.confirmBooking.success)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: copy.confirmBooking.title })).toHaveFocus();
    expect(screen.getByRole('link', { name: copy.confirmBooking.toRequests })).toHaveAttribute('href', '/made-requests');
    expect(screen.queryByRole('button', { name: copy.confirmBooking.submit })).not.toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/confirm_booking', body: { token } })]);
    // The booking is now one of the account's requests: any screen showing them reloads.
    expect(queryClient.getQueryState(apiKey('requests'))?.isInvalidated).toBe(true);
  });

  it("shows 'Invalid or expired token' and no button once the link is used or old", async () => {
    mockApi({ 'POST /api/confirm_booking': raw(400) });
    openConfirm(freshToken());
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.queryByRole('button', { name: copy.confirmBooking.submit })).not.toBeInTheDocument();
    expect(screen.queryByText(copy.confirmBooking.success)).not.toBeInTheDocument();
    expect(screen.getByText(copy.confirmBooking.usedNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.confirmBooking.toRequests })).toHaveAttribute('href', '/made-requests');
  });

  it("shows the server's 409 (address not proved yet) with the way to prove it, and the link stays usable later", async () => {
    const detail = 'Please confirm your email address first (the link we sent when the account was created), or reset your password.';
    mockApi({ 'POST /api/confirm_booking': fail(409, detail) });
    openConfirm(freshToken());
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByText(copy.confirmBooking.verifyFirstNote, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.confirmBooking.resetPassword })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the button after a failure that did not reach the token (offline, 429, 5xx)', async () => {
    const token = freshToken();
    const sent = mockApi({ 'POST /api/confirm_booking': [fail(429, 'Too many requests. Please try again in 30 seconds.'), ok({ success: 'success' })] });
    openConfirm(token);
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    await userEvent.click(button());
    expect(await screen.findByText(copy.confirmBooking.success)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
