import { fail, mockApi, ok, raw, type SentCall } from '@agency/contracts/testing/msw';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { consentCopy } from '@agency/shared-ui';
import { apiKey, queryClient, useAuthStore } from '@agency/shared-auth';
import { PASSWORD_RULES } from '@agency/contracts/password-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { renderAt } from '../../../testing/render';
import { tutorialDetail } from '../../../testing/tutorials';
import { TutorialDetailPage } from './tutorial-detail-page';

const mockPay = jest.fn();
const mockPayment = { status: 'idle', error: null as string | null };
jest.mock('@agency/shared-auth/card-payment', () => ({
  useCardPayment: () => ({ ...mockPayment, pay: mockPay, reset: jest.fn(), dialog: null }),
}));

const USER = { token: 'tok-1', first_name: 'Adaeze Okafor', last_name: '', email: 'demo@example.ng', id: '7a1c3e5f9b2d4f6a8c0e1b3d5f7a9c2e', role: 'client' as const };
const NEW_USER = { token: 'tok-new', first_name: 'Chioma Eze', last_name: '', email: 'chioma@example.ng', id: 'c12e4a6b8d0f2a4c6e8b0d2f4a6c8e0b', role: 'client' as const };
const DETAIL = 'GET /api/tutorial_detail/:id';
const ADD_STUDENT = 'POST /api/add_student';

const renderPage = (id = '2') => renderAt(`/tutorial-detail/${id}`, '/tutorial-detail/:id', <TutorialDetailPage />);

async function openJoin(label = copy.detail.joinLabel(copy.detail.joinFree)) {
  await userEvent.setup().click(await screen.findByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog');
  // A guest's sign-up form is loaded on demand: wait until it has replaced its placeholder.
  if (!useAuthStore.getState().user) await within(dialog).findByRole('button', { name: copy.guest.submit });
  return dialog;
}

describe('TutorialDetailPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null });
    mockPay.mockReset();
    mockPayment.status = 'idle';
    mockPayment.error = null;
  });

  it('shows the title, description, readable dates, what you will learn and the certificate note', async () => {
    const calls = mockApi({ [DETAIL]: ok(tutorialDetail()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'UI/UX Design Foundations' })).toBeInTheDocument();
    expect(screen.getByText('Learn to research users, sketch flows and test your prototypes with real people.')).toBeInTheDocument();
    expect(screen.getByText('12 January 2027')).toBeInTheDocument();
    expect(screen.getByText('2 March 2099')).toBeInTheDocument();
    const learn = screen.getByRole('heading', { name: copy.detail.whatToLearn }).nextElementSibling as HTMLElement;
    expect(within(learn).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['User research and personas', 'Design systems in Figma']);
    expect(screen.getByText(copy.detail.certificateAwarded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join (free)' })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', path: '/api/tutorial_detail/2', search: '', body: undefined, auth: null }]);
  });

  it('describes the tutorial as Course structured data, with the properties Google requires', async () => {
    mockApi({ [DETAIL]: ok(tutorialDetail({ amount: 85000, title: 'Figma </script> basics' })) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    // "<" is escaped: no text of a tutorial can end the script element.
    expect(scripts[0]!.textContent).not.toContain('</script>');
    const course = JSON.parse(scripts[0]!.textContent ?? '');
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Figma </script> basics',
      description: 'Learn to research users, sketch flows and test your prototypes with real people.',
      provider: { '@type': 'Organization', name: copy.common.brand },
      offers: { '@type': 'Offer', category: 'Paid', price: '85000', priceCurrency: 'NGN' },
    });
  });

  it('carries no Course data on the not-found page', async () => {
    mockApi({ [DETAIL]: fail(404, 'Tutorial not found.') });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: copy.detail.notFoundTitle });
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the price on the Join button of a paid tutorial, and no certificate note when none is awarded', async () => {
    mockApi({ [DETAIL]: ok(tutorialDetail({ amount: 85000, is_cert_awarded: false })) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Join (₦85,000)' })).toBeInTheDocument();
    expect(screen.queryByText(copy.detail.certificateAwarded)).not.toBeInTheDocument();
  });

  it('shows a finished tutorial as past, with no Join button, whether marked done or past its last day', async () => {
    for (const ended of [{ is_done: true }, { is_current: true, end_date: '2025-03-01' }]) {
      mockApi({ [DETAIL]: ok(tutorialDetail({ amount: 85000, ...ended })) });
      const { unmount } = renderPage();
      expect(await screen.findByText(copy.detail.ended)).toBeInTheDocument();
      expect(screen.getByText(copy.tutorials.finished)).toBeInTheDocument();
      expect(screen.queryByText(copy.tutorials.upcoming)).not.toBeInTheDocument();
      expect(screen.queryByText(copy.tutorials.current)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
      unmount();
      queryClient.clear();
    }
  });

  it("shows 'An error occured' when the tutorial cannot be loaded without a detail, and the server's detail otherwise", async () => {
    mockApi({ [DETAIL]: [raw(500), fail(503, 'The academy is being updated.')] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.detail.failure);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.common.retry }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The academy is being updated.'));
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])('shows a not-found state for the malformed id %s, without asking the server', async (id) => {
    const calls = mockApi({ [DETAIL]: fail(400, 'id: Invalid input: expected number, received NaN') });
    renderPage(id);
    expect(await screen.findByRole('heading', { level: 1, name: copy.detail.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.detail.notFoundAction })).toHaveAttribute('href', '/tutorials');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.common.retry })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the not-found state when the server says the tutorial does not exist', async () => {
    mockApi({ [DETAIL]: fail(404, 'Tutorial not found.') });
    renderPage('404');
    expect(await screen.findByRole('heading', { level: 1, name: copy.detail.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.detail.notFoundBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.common.retry })).not.toBeInTheDocument();
  });

  it('still shows the tutorial when the stored sign-in is refused with 401: signs out quietly and loads it as a guest', async () => {
    useAuthStore.getState().signIn(USER);
    const calls = mockApi({ [DETAIL]: [fail(401, 'Your session has expired. Please sign in again.'), ok(tutorialDetail({ is_not_aut: true }))] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'UI/UX Design Foundations' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Asked again as a guest; signing out also reloads the page's data (the answer depends on who asks).
    expect(calls[0]!.auth).toBe('Bearer tok-1');
    expect(calls.slice(1).map((c) => c.auth)).toEqual(expect.arrayContaining([null]));
    expect(calls.slice(1).every((c) => c.auth === null)).toBe(true);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('signs out a signed-in visitor the server no longer recognises (is_not_aut)', async () => {
    useAuthStore.getState().signIn(USER);
    const calls = mockApi({ [DETAIL]: ok(tutorialDetail({ is_not_aut: true })) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(calls[0]!.auth).toBe('Bearer tok-1');
    const dialog = await openJoin();
    expect(within(dialog).getByRole('heading', { name: copy.guest.title })).toBeInTheDocument();
  });

  describe('guest Account set up', () => {
    it('highlights every empty field and sends nothing', async () => {
      const calls = mockApi({ [DETAIL]: ok(tutorialDetail()) });
      renderPage();
      const dialog = await openJoin();
      expect(within(dialog).getByRole('heading', { name: copy.guest.title })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(copy.guest.name)).toHaveFocus();
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.guest.submit }));
      for (const label of [copy.guest.name, copy.guest.email, copy.guest.password, copy.guest.confirm]) {
        const field = within(dialog).getByLabelText(label, { selector: 'input' });
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(copy.guest.required);
      }
      expect(within(dialog).getByLabelText(copy.guest.name)).toHaveFocus();
      expect(calls).toHaveLength(1);
    });

    it('applies the shared password rules: mismatch, length, then the complexity list', async () => {
      const calls = mockApi({ [DETAIL]: ok(tutorialDetail()) });
      renderPage();
      const dialog = await openJoin();
      const user = userEvent.setup();
      const password = within(dialog).getByLabelText(copy.guest.password, { selector: 'input' });
      const confirm = within(dialog).getByLabelText(copy.guest.confirm, { selector: 'input' });
      await user.type(within(dialog).getByLabelText(copy.guest.name), 'Chioma Eze');
      await user.type(within(dialog).getByLabelText(copy.guest.email), 'chioma@example.ng');
      await user.type(password, 'abcdefgh');
      await user.type(confirm, 'abcdefgX');
      await user.click(within(dialog).getByRole('button', { name: copy.guest.submit }));
      expect(confirm).toHaveAccessibleDescription('Password field did not match');

      await user.clear(password);
      await user.type(password, 'Ab1!');
      await user.clear(confirm);
      await user.type(confirm, 'Ab1!');
      await user.click(within(dialog).getByRole('button', { name: copy.guest.submit }));
      expect(password).toHaveAccessibleDescription('Password must be more than 5 characters long');

      await user.clear(password);
      await user.type(password, 'abcdefgh');
      await user.clear(confirm);
      await user.type(confirm, 'abcdefgh');
      await user.click(within(dialog).getByRole('button', { name: copy.guest.submit }));
      expect(password).toHaveAttribute('aria-invalid', 'true');
      for (const rule of PASSWORD_RULES.slice(1, 4)) expect(password).toHaveAccessibleDescription(expect.stringContaining(rule.message));
      expect(password).not.toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULES[0].message));
      expect(calls).toHaveLength(1);
    });

    async function fillValid(dialog: HTMLElement, { newsletter = false } = {}) {
      const user = userEvent.setup();
      const box = within(dialog).getByRole('checkbox', { name: consentCopy.label });
      expect(box).not.toBeChecked();
      if (newsletter) await user.click(box);
      await user.type(within(dialog).getByLabelText(copy.guest.name), ' Chioma Eze ');
      await user.type(within(dialog).getByLabelText(copy.guest.email), 'chioma@example.ng');
      await user.type(within(dialog).getByLabelText(copy.guest.password, { selector: 'input' }), 'Strong#2027');
      await user.type(within(dialog).getByLabelText(copy.guest.confirm, { selector: 'input' }), 'Strong#2027');
      await user.click(within(dialog).getByRole('button', { name: copy.guest.submit }));
    }

    it('creates the account with add_student, signs it in and shows the class link of the free tutorial', async () => {
      const calls = mockApi({
        [ADD_STUDENT]: ok({ message: 'success', user: NEW_USER, is_student: true }),
        [DETAIL]: (call: SentCall) =>
          ok(call.auth ? tutorialDetail({ is_student: true, is_not_aut: false, link: 'https://meet.example.ng/uiux' }) : tutorialDetail()),
      });
      renderPage();
      const dialog = await openJoin();
      await fillValid(dialog);
      await waitFor(() => expect(useAuthStore.getState().user).toEqual(NEW_USER));
      expect(calls[1]).toEqual({
        method: 'POST',
        path: '/api/add_student',
        search: '',
        body: { id: 2, password: 'Strong#2027', email: 'chioma@example.ng', name: 'Chioma Eze', marketing_consent: false, notice_version: PRIVACY_NOTICE_VERSION },
        auth: null,
      });
      expect(await within(dialog).findByText(copy.application.enrolled)).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: copy.application.title })).toBeInTheDocument();
      // Asked again as the new student only, never once more as a guest.
      expect(calls.slice(2).map((c) => c.auth)).toEqual(['Bearer tok-new']);
      expect(screen.getByRole('link', { name: copy.detail.classLink })).toHaveAttribute('href', 'https://meet.example.ng/uiux');
    });

    it('sends the newsletter box as ticked only when the guest ticks it', async () => {
      const calls = mockApi({ [ADD_STUDENT]: ok({ message: 'success', user: NEW_USER, is_student: true }), [DETAIL]: ok(tutorialDetail()) });
      renderPage();
      const dialog = await openJoin();
      await fillValid(dialog, { newsletter: true });
      await waitFor(() => expect(calls[1]?.body).toMatchObject({ marketing_consent: true, notice_version: PRIVACY_NOTICE_VERSION }));
    });

    it("keeps the form shown with 'User with that email already exist' on the email field", async () => {
      mockApi({ [ADD_STUDENT]: fail(409, 'User with that email already exist'), [DETAIL]: ok(tutorialDetail()) });
      renderPage();
      const dialog = await openJoin();
      await fillValid(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.guest.emailTaken);
      expect(within(dialog).getByLabelText(copy.guest.email)).toHaveAccessibleDescription(copy.guest.emailTaken);
      expect(within(dialog).getByLabelText(copy.guest.email)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getAllByText(copy.guest.emailTaken)).toHaveLength(1);
      expect(within(dialog).getByLabelText(copy.guest.email)).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: copy.guest.submit })).toBeEnabled();
      expect(useAuthStore.getState().user).toBeNull();
    });

    it("shows 'Invalide form' when the answer's message is null, and the server's detail on other failures", async () => {
      mockApi({
        [DETAIL]: ok(tutorialDetail()),
        // The spec's null message is outside the API's contract (message is always 'success'), so it is sent raw.
        [ADD_STUDENT]: [raw(200, JSON.stringify({ message: null, is_student: false }), { 'content-type': 'application/json' }), fail(400, 'This tutorial has ended.')],
      });
      renderPage();
      const dialog = await openJoin();
      await fillValid(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.guest.invalidForm);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.guest.submit }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This tutorial has ended.'));
      expect(useAuthStore.getState().user).toBeNull();
    });

    it('links to login with a redirect back to this tutorial', async () => {
      mockApi({ [DETAIL]: ok(tutorialDetail()) });
      renderPage();
      const dialog = await openJoin();
      expect(within(dialog).getByRole('link', { name: copy.guest.login })).toHaveAttribute('href', '/login?redirect=%2Ftutorial-detail%2F2');
    });
  });

  describe('signed-in Application', () => {
    beforeEach(() => useAuthStore.getState().signIn(USER));

    it('shows the title and start date, applies to a free tutorial with the id only, then shows the class link', async () => {
      let enrolled = false;
      const calls = mockApi({
        [ADD_STUDENT]: () => {
          enrolled = true;
          return ok({ message: 'success', user: USER, is_student: true });
        },
        [DETAIL]: () => ok(tutorialDetail({ is_not_aut: false, is_student: enrolled, link: enrolled ? 'https://meet.example.ng/uiux' : '' })),
      });
      renderPage();
      const dialog = await openJoin();
      expect(within(dialog).getByRole('heading', { name: copy.application.title })).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'UI/UX Design Foundations' })).toHaveFocus();
      expect(within(dialog).getByText(copy.application.classesBegin, { exact: false })).toHaveTextContent('Classes begins on 12 January 2027');
      expect(within(dialog).queryByRole('button', { name: copy.application.payNow })).not.toBeInTheDocument();
      // The portal's dashboard, cached by another remote on this page, must not keep showing the old enrolment.
      queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.application.apply }));
      expect(await within(dialog).findByText(copy.application.enrolled)).toBeInTheDocument();
      expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/tutorial_detail/2', 'POST /api/add_student', 'GET /api/tutorial_detail/2']);
      expect(calls[1]).toEqual({ method: 'POST', path: '/api/add_student', search: '', body: { id: 2 }, auth: 'Bearer tok-1' });
      expect(screen.getByRole('link', { name: copy.detail.classLink })).toHaveAttribute('href', 'https://meet.example.ng/uiux');
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.application.close }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("shows 'An error occured' when applying fails without a detail", async () => {
      mockApi({ [ADD_STUDENT]: raw(500), [DETAIL]: ok(tutorialDetail({ is_not_aut: false })) });
      renderPage();
      const dialog = await openJoin();
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.application.apply }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.detail.failure);
    });

    it('pays for a paid tutorial with the shared card payment (kind tutorial), then reloads as a student', async () => {
      let paid = false;
      const calls = mockApi({
        [DETAIL]: () => ok(tutorialDetail({ amount: 85000, is_not_aut: false, is_student: paid, link: paid ? 'https://meet.example.ng/x' : '' })),
      });
      queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
      mockPay.mockImplementation(async () => {
        paid = true;
        return true;
      });
      renderPage();
      const dialog = await openJoin('Join (₦85,000)');
      expect(within(dialog).getByText('₦85,000')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: copy.application.apply })).not.toBeInTheDocument();
      await userEvent.setup().click(within(dialog).getByRole('button', { name: copy.application.payNow }));
      expect(mockPay).toHaveBeenCalledWith({ kind: 'tutorial', datas: expect.objectContaining({ id: 2, amount: 85000, title: 'UI/UX Design Foundations' }) });
      expect(await screen.findByRole('link', { name: copy.detail.classLink })).toHaveAttribute('href', 'https://meet.example.ng/x');
      expect(calls).toHaveLength(2);
      expect(calls.some((c) => c.path === '/api/add_student')).toBe(false);
      expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
    });

    it("shows the payment's failure: the server's detail, else 'An errror occurred'", async () => {
      mockApi({ [DETAIL]: ok(tutorialDetail({ amount: 85000, is_not_aut: false })) });
      mockPayment.status = 'error';
      const { unmount } = renderPage();
      let dialog = await openJoin('Join (₦85,000)');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(copy.application.paymentFailure);
      unmount();
      mockPayment.error = 'The amount paid does not match the amount due.';
      renderPage();
      dialog = await openJoin('Join (₦85,000)');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The amount paid does not match the amount due.');
    });

    it('offers View Certificate (course id then user id) to a student of a finished tutorial', async () => {
      mockApi({ [DETAIL]: ok(tutorialDetail({ is_done: true, is_student: true, is_not_aut: false, course_id: 'DME2026' })) });
      renderPage();
      expect(await screen.findByRole('link', { name: copy.detail.viewCertificate })).toHaveAttribute('href', `/certificate/DME2026-${USER.id}`);
      expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    });

    it('offers no Join on a finished tutorial to someone who is not a student', async () => {
      mockApi({ [DETAIL]: ok(tutorialDetail({ is_done: true, is_not_aut: false })) });
      renderPage();
      expect(await screen.findByText(copy.detail.ended)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    });
  });
});
