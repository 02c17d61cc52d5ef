import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { fail, ok } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi } from '../../../testing/api';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Settings from '../../../exposes/settings';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';

const text = copy.yourData;
const NOTICE = { version: PRIVACY_NOTICE_VERSION, date: '2026-11-26' };
const consents = (newsletter: 'subscribed' | 'pending' | 'not_subscribed', history: unknown[] = []) => ok({ newsletter, notice: NOTICE, history });
const REQUEST = {
  id: 7,
  kind: 'correction',
  status: 'open',
  received_at: '2026-11-20T10:00:00.000Z',
  due_at: '2026-12-20T10:00:00.000Z',
  done_at: null,
  message: 'My email changed',
  outcome: '',
};
const renderPage = () => renderAt('/settings', '/settings', <Settings />);
/** The settings page also shows the billing details panel (issue 25), which reads them once. */
const BILLING_DETAILS = { 'GET /api/me/billing_details': ok({ business_name: '', address: '', tin: '' }) };
const section = () => within(screen.getByRole('region', { name: text.title }));

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
});

describe('Settings → Your data', () => {
  it('links the privacy notice and the DPO, and lists the requests with their due date', async () => {
    mockApi({ ...BILLING_DETAILS, 'GET /api/me/consents': consents('not_subscribed'), 'GET /api/me/data-requests': ok([REQUEST]) });
    renderPage();
    expect(section().getByRole('link', { name: text.privacy })).toHaveAttribute('href', '/privacy');
    expect(section().getByRole('link', { name: 'dpo@thinkmakesolve.ng' })).toHaveAttribute('href', 'mailto:dpo@thinkmakesolve.ng');
    const log = within(await screen.findByRole('region', { name: text.requestsTitle }));
    expect(await log.findByText(text.kinds.correction)).toBeInTheDocument();
    expect(log.getByText(text.statuses.open)).toBeInTheDocument();
    expect(log.getByText(text.due).nextElementSibling).toHaveTextContent(/20 December 2026/);
  });

  it('turns the newsletter on and off with one press each, sending the notice version', async () => {
    const calls = mockApi({ ...BILLING_DETAILS,
      'GET /api/me/consents': consents('subscribed'),
      'GET /api/me/data-requests': ok([]),
      'PUT /api/me/consents': [consents('not_subscribed'), consents('pending')],
    });
    renderPage();
    expect(await screen.findByText(text.newsletter.subscribed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.newsletterOff }));
    expect(await screen.findByText(text.newsletter.not_subscribed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.newsletterOn }));
    expect(await screen.findByText(text.newsletter.pending)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { newsletter: false, notice_version: PRIVACY_NOTICE_VERSION },
      { newsletter: true, notice_version: PRIVACY_NOTICE_VERSION },
    ]);
  });

  it('downloads everything as one JSON file and lists the documents', async () => {
    const exported = {
      format: 'thinkmakesolve-data-export/1',
      generated_at: '2026-11-26T11:00:00.000Z',
      subject: { email: DEMO_USER.email, public_id: DEMO_USER.id },
      notice_version: PRIVACY_NOTICE_VERSION,
      tables: { users: [{ email: DEMO_USER.email }] },
      omitted: [],
      documents: [{ kind: 'certificate', title: 'UI/UX certificate', url: 'https://example.ng/certificate/9', issued_at: null }],
    };
    mockApi({ ...BILLING_DETAILS, 'GET /api/me/consents': consents('not_subscribed'), 'GET /api/me/data-requests': ok([]), 'GET /api/me/data-export': ok(exported) });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('thinkmakesolve-data-2026-11-26.json');
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: text.download }));
    expect(await screen.findByRole('link', { name: 'UI/UX certificate' })).toHaveAttribute('href', 'https://example.ng/certificate/9');
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual(exported);
    click.mockRestore();
  });

  it('deletes the account only after the password is typed, then names what was kept and signs out on close', async () => {
    const calls = mockApi({ ...BILLING_DETAILS,
      'GET /api/me/consents': consents('not_subscribed'),
      'GET /api/me/data-requests': ok([]),
      'POST /api/me/erase': [
        fail(403, 'Wrong password'),
        ok({
          status: 'erased',
          kept: [{ what: '2 payment records', why: 'Tax law requires them for six years', until: '2032-11-26' }],
          reason: '',
          request: { ...REQUEST, kind: 'erasure', status: 'automatic', done_at: '2026-11-26T11:00:00.000Z', outcome: 'Erased' },
        }),
      ],
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: text.delete }));
    const dialog = within(screen.getByRole('dialog', { name: text.confirmTitle }));
    const confirm = dialog.getByRole('button', { name: text.confirmAction });
    expect(confirm).toBeDisabled();
    expect(dialog.getByLabelText(text.password, { selector: 'input' })).toHaveFocus();
    await userEvent.type(dialog.getByLabelText(text.password, { selector: 'input' }), 'wrong');
    await userEvent.click(confirm);
    expect(await dialog.findByText('Wrong password')).toBeInTheDocument();
    await userEvent.click(dialog.getAllByRole('button', { name: /close/i }).at(-1)!);
    expect(useAuthStore.getState().user).toEqual(DEMO_USER);

    await userEvent.click(screen.getByRole('button', { name: text.delete }));
    const again = within(screen.getByRole('dialog', { name: text.confirmTitle }));
    await userEvent.type(again.getByLabelText(text.password, { selector: 'input' }), 'Demo@2026!');
    await userEvent.click(again.getByRole('button', { name: text.confirmAction }));
    expect(await again.findByText(text.erased)).toBeInTheDocument();
    expect(again.getByText(/2 payment records: Tax law requires them for six years/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ password: 'wrong' }, { password: 'Demo@2026!' }]);
    await userEvent.click(again.getAllByRole('button', { name: /close/i }).at(-1)!);
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(currentLocation()).toBe('/');
  });
});
