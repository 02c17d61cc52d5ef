import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { proposalFixture } from '@agency/contracts/testing/billing-ui';
import { EMPTY_MESSAGE, type Thread } from '@agency/contracts/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeRequest } from '../../lib/office-api';
import { officeProject } from '../../testing/fixtures';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { EngagementPage } from './engagement-page';

const request: OfficeRequest = {
  id: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  client: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  service: 'wd',
  service_label: 'Web development',
  subject: 'Bakery shop',
  message: 'We bake bread in Yaba and want to take orders online.',
  price: '150000',
  status: 'Quoted',
  is_done: false,
  project_id: null,
};

const thread: Thread = {
  request_id: 12,
  code: 'REQ-0012',
  subject: 'Bakery shop',
  service_label: 'Web development',
  client: 'Ngozi Eze',
  status: 'Quoted',
  whatsapp_url: 'https://wa.me/2348000000000?text=REQ-0012',
  messages: [
    { id: 1, from: 'client', author: 'Ngozi Eze', body: 'Can you start in December?', sent_at: '2026-11-21T09:30:00.000Z' },
    { id: 2, from: 'staff', author: 'Bola', body: 'Yes, the first week.', sent_at: '2026-11-21T11:05:00.000Z' },
  ],
};

const reply = { id: 3, from: 'staff' as const, author: 'Bola', body: 'The proposal is on its way.', sent_at: '2026-11-22T08:00:00.000Z' };

beforeEach(signInStaff);

const render = (id = '12') => renderAt(`/office/requests/${id}`, '/office/requests/:id', <EngagementPage />);

function answers(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/office/requests': ok([request]),
    'GET /api/office/requests/:id/thread': ok(thread),
    'GET /api/office/requests/:id/proposals': ok([]),
    ...overrides,
  } as Parameters<typeof mockApi>[0]);
}

describe('EngagementPage', () => {
  it('shows the request, the client’s words, its proposals and the thread oldest first, in Lagos time, each side named', async () => {
    answers({ 'GET /api/office/requests/:id/proposals': ok([proposalFixture({ request_id: 12, status: 'sent' })]) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'REQ-0012: Bakery shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ngozi@\s*example\.ng/ })).toHaveAttribute('href', 'mailto:ngozi@example.ng');
    expect(screen.getByText('Web development')).toBeInTheDocument();
    expect(screen.getByText('₦150,000')).toBeInTheDocument();
    expect(screen.getByText(request.message)).toBeInTheDocument();
    const messages = within(await screen.findByRole('list', { name: copy.thread.title })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Ngozi Eze');
    expect(messages[0]).toHaveTextContent(copy.thread.client);
    expect(messages[0]).toHaveTextContent('Can you start in December?');
    // 09:30 UTC is 10:30 in Lagos (WAT, UTC+1).
    expect(messages[0]).toHaveTextContent('Sat 21 Nov 2026, 10:30 WAT');
    expect(messages[1]).toHaveTextContent(copy.thread.agency);
    expect(messages[1]).toHaveTextContent('Yes, the first week.');
    expect(await screen.findByText(copy.proposals.statuses.sent!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.engagement.openProposals })).toHaveAttribute('href', '/office/requests/12/proposal');
    // The table's actions are here too.
    expect(screen.getByRole('button', { name: copy.requests.decline })).toBeInTheDocument();
    expect(screen.getByLabelText(copy.requests.quoteLabel(12))).toBeInTheDocument();
  });

  it('sends a reply with the staff token and shows it in the thread, clearing the field', async () => {
    const sent = answers({ 'POST /api/office/requests/:id/thread': ok(reply) });
    render();
    const field = await screen.findByLabelText(copy.thread.reply);
    await userEvent.type(field, '  The proposal is on its way.  ');
    await userEvent.click(screen.getByRole('button', { name: copy.thread.send }));
    expect(await screen.findByText(copy.thread.sent)).toBeInTheDocument();
    const post = sent.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({ path: '/api/office/requests/12/thread', body: { body: 'The proposal is on its way.' }, auth: 'Bearer staff-token' });
    const messages = within(screen.getByRole('list', { name: copy.thread.title })).getAllByRole('listitem');
    expect(messages).toHaveLength(3);
    expect(messages[2]).toHaveTextContent('The proposal is on its way.');
    expect(field).toHaveValue('');
  });

  it('refuses a blank message, saying why under the field, and sends nothing', async () => {
    const sent = answers();
    render();
    const field = await screen.findByLabelText(copy.thread.reply);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: copy.thread.send }));
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(EMPTY_MESSAGE));
    expect(field).toHaveFocus();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the API’s reason when a message is refused, keeping the text', async () => {
    answers({ 'POST /api/office/requests/:id/thread': fail(409, 'This request is closed.') });
    render();
    const field = await screen.findByLabelText(copy.thread.reply);
    await userEvent.type(field, 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: copy.thread.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request is closed.');
    expect(field).toHaveValue('Hello again');
    expect(screen.queryByText(copy.thread.sent)).not.toBeInTheDocument();
  });

  it('says a request that does not exist is not found, with a way back to the table', async () => {
    answers({ 'GET /api/office/requests': ok([request]), 'GET /api/office/requests/:id/thread': fail(404, 'Not found'), 'GET /api/office/requests/:id/proposals': fail(404, 'Not found') });
    render('99');
    expect(await screen.findByRole('heading', { level: 1, name: copy.engagement.notFoundTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: copy.engagement.backToRequests }));
    await waitFor(() => expect(currentLocation()).toBe('/office/requests'));
  });

  it('shows the project’s stage and progress once the request has one', async () => {
    answers({
      'GET /api/office/requests': ok([{ ...request, price: 'paid', status: 'Ongoing', project_id: 3 }]),
      'GET /api/office/projects': ok([officeProject({ current_stage: 'Build', progress: 40 })]),
    });
    render();
    expect(await screen.findByText('Build')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.engagement.openProjects })).toHaveAttribute('href', '/office/projects');
  });
});
