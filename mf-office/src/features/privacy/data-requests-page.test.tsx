import type { OfficeDataRequest } from '@agency/contracts';
import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { renderAt, signInStaff } from '../../testing/render';
import { DataRequestsPage } from './data-requests-page';

const text = copy.dataRequests;
const open: OfficeDataRequest = {
  id: 4,
  kind: 'correction',
  status: 'open',
  received_at: '2026-10-20T09:00:00.000Z',
  due_at: '2026-11-19T09:00:00.000Z',
  done_at: null,
  message: 'My email is now ada@new.ng',
  outcome: '',
  email: 'ada@example.ng',
  name: 'Ada Obi',
  overdue: true,
  handled_by: '',
};
const done: OfficeDataRequest = { ...open, id: 5, status: 'done', overdue: false, outcome: 'Email changed', done_at: '2026-11-10T09:00:00.000Z', handled_by: 'staff@thinkmakesolve.ng' };
const renderPage = () => renderAt('/office/data-requests', '/office/data-requests', <DataRequestsPage />);

beforeEach(signInStaff);

describe('the data requests queue', () => {
  it('shows each open request with who asked, what, and the due date, overdue ones said so', async () => {
    const calls = mockApi({ 'GET /api/office/data-requests': ok([open]) });
    renderPage();
    const card = within(await screen.findByRole('article', { name: `${text.kinds.correction}: Ada Obi` }));
    expect(card.getByText(text.overdue)).toBeInTheDocument();
    expect(card.getByText(text.due).nextElementSibling).toHaveTextContent(formatWhen(open.due_at));
    expect(card.getByText(open.message)).toBeInTheDocument();
    expect(calls[0]!.search).toBe('?show=open');
  });

  it('marks a request done only with what was done, then asks for the queue again', async () => {
    const calls = mockApi({ 'GET /api/office/data-requests': [ok([open]), ok([])], 'POST /api/office/data-requests/:id/done': ok(done) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.markDone }));
    await userEvent.click(screen.getByRole('button', { name: text.markDone }));
    expect(screen.getByText(text.outcomeEmpty)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(text.outcome), 'Email changed');
    await userEvent.click(screen.getByRole('button', { name: text.markDone }));
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/office/data-requests/4/done', { outcome: 'Email changed' }]]);
  });

  it('shows the done ones too on request, with their answer and who gave it', async () => {
    const calls = mockApi({ 'GET /api/office/data-requests': [ok([open]), ok([open, done])] });
    renderPage();
    await screen.findByText(open.message);
    await userEvent.click(screen.getByRole('checkbox', { name: text.showAll }));
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    expect(screen.getByText('staff@thinkmakesolve.ng')).toBeInTheDocument();
    expect(calls.at(-1)!.search).toBe('?show=all');
  });
});
