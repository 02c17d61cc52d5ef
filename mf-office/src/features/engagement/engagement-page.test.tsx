import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { proposalFixture } from '@agency/contracts/testing/billing-ui';
import { FILE_MAX_BYTES, FILE_TOO_LARGE, FILE_TYPE_REFUSED } from '@agency/contracts/files';
import { EMPTY_MESSAGE, type Thread } from '@agency/contracts/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeRequest } from '../../lib/office-api';
import { engagementFile, officeProject, officeRequest } from '../../testing/fixtures';
import { catalogueContent } from '../../testing/catalogue';
import { stagesCopy } from '../projects/copy';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { activityCopy, attachCopy, deliverablesCopy, filesCopy } from './copy';
import { EngagementPage } from './engagement-page';

const request: OfficeRequest = officeRequest({ message: 'We bake bread in Yaba and want to take orders online.', price: '150000', status: 'Quoted' });

const thread: Thread = {
  request_id: 12,
  code: 'REQ-0012',
  subject: 'Bakery shop',
  service_label: 'Web development',
  client: 'Ngozi Eze',
  status: 'Quoted',
  whatsapp_url: 'https://wa.me/2348000000000?text=REQ-0012',
  messages: [
    { id: 1, from: 'client', author: 'Ngozi Eze', body: 'Can you start in December?', sent_at: '2026-11-21T09:30:00.000Z', files: [] },
    { id: 2, from: 'staff', author: 'Bola', body: 'Yes, the first week.', sent_at: '2026-11-21T11:05:00.000Z', files: [] },
  ],
  files: [],
};

const reply = { id: 3, from: 'staff' as const, author: 'Bola', body: 'The proposal is on its way.', sent_at: '2026-11-22T08:00:00.000Z', files: [] };

beforeEach(signInStaff);

const render = (id = '12') => renderAt(`/office/requests/${id}`, '/office/requests/:id', <EngagementPage />);

function answers(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/office/requests/:id': ok(request),
    'GET /api/office/requests/:id/thread': ok(thread),
    'GET /api/office/requests/:id/proposals': ok([]),
    'GET /api/office/requests/:id/activity': ok({ request_id: 12, code: 'REQ-0012', items: [] }),
    'GET /api/office/audit': ok([]),
    'GET /api/office/threads/unread': ok({ total: 0, threads: [], notices: [], unread_notices: 0 }),
    'GET /api/catalogue/services': ok({ version: 2, services: catalogueContent().services }),
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
    answers({
      'GET /api/office/requests/:id': fail(404, 'Not found'),
      'GET /api/office/requests/:id/thread': fail(404, 'Not found'),
      'GET /api/office/requests/:id/proposals': fail(404, 'Not found'),
      'GET /api/office/requests/:id/activity': fail(404, 'Not found'),
    });
    render('99');
    expect(await screen.findByRole('heading', { level: 1, name: copy.engagement.notFoundTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: copy.engagement.backToRequests }));
    await waitFor(() => expect(currentLocation()).toBe('/office/requests'));
  });

  it('shows the project’s derived progress and stages with the Projects page’s own editor', async () => {
    answers({
      'GET /api/office/requests/:id': ok({ ...request, price: 'paid', status: 'Ongoing', project_id: 3 }),
      'GET /api/office/projects': ok([officeProject({ current_stage: 'Build', progress: 40 })]),
    });
    render();
    expect(await screen.findByRole('img', { name: 'Build, 40%' })).toBeInTheDocument();
    expect(screen.getByText(stagesCopy.progressValue(40))).toBeInTheDocument();
    expect(screen.getByLabelText(stagesCopy.stageName(1))).toHaveValue('Design');
    expect(screen.queryByLabelText(copy.projects.progress)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.engagement.openProjects })).toHaveAttribute('href', '/office/projects');
  });
});

describe('EngagementPage: files, deliverables and activity', () => {
  const withProject = { ...request, price: 'paid', status: 'Ongoing', project_id: 3 };
  const project = officeProject({ revision_rounds: 3 });
  const stored = engagementFile({ deliverable: { stage: 'Design', round: 2, rounds_allowed: 3, status: 'awaiting', reviews: [] } });

  it('uploads a file as a stage’s deliverable: the bytes as the body, the name and stage in the query, and says so', async () => {
    const sent = answers({
      'GET /api/office/requests/:id': ok(withProject),
      'GET /api/office/projects': ok([project]),
      'GET /api/office/requests/:id/thread': [ok(thread), ok({ ...thread, files: [stored] })],
      'POST /api/office/requests/:id/files': ok(stored),
    });
    render();
    const files = await screen.findByRole('region', { name: filesCopy.title });
    const picker = within(files).getByLabelText(filesCopy.upload);
    await userEvent.upload(picker, new File(['%PDF-1.7 homepage'], 'Homepage.pdf', { type: 'application/pdf' }));
    await userEvent.selectOptions(await within(files).findByLabelText(filesCopy.stage), 'Design');
    await userEvent.click(within(files).getByRole('button', { name: filesCopy.send }));
    expect(await within(files).findByRole('status')).toHaveTextContent('Homepage.pdf shared as a deliverable of Design (round 2 of 3).');
    const post = sent.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({ path: '/api/office/requests/12/files', body: '%PDF-1.7 homepage', auth: 'Bearer staff-token' });
    expect(new URLSearchParams(post.search)).toEqual(new URLSearchParams({ name: 'Homepage.pdf', stage: 'Design' }));
    // The list shows it once the thread is asked again.
    expect(await within(files).findByRole('button', { name: filesCopy.downloadLabel('Homepage.pdf') })).toBeInTheDocument();
    expect(within(files).getByText('1.2 MB')).toBeInTheDocument();
    expect(within(files).getByText('PDF')).toBeInTheDocument();
    expect(picker).toHaveValue('');
  });

  it('refuses a file over 20 MB before sending a byte, with the API’s own words', async () => {
    const sent = answers();
    render();
    const files = await screen.findByRole('region', { name: filesCopy.title });
    const big = new File(['x'], 'Launch film.mov', { type: 'video/quicktime' });
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES + 1 });
    const picker = within(files).getByLabelText(filesCopy.upload);
    await userEvent.upload(picker, big);
    // Without a project there is no stage to choose.
    expect(within(files).queryByLabelText(filesCopy.stage)).not.toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: filesCopy.send }));
    expect(await within(files).findByText(FILE_TOO_LARGE)).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveFocus();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the API’s refusal of a file as it comes', async () => {
    answers({ 'POST /api/office/requests/:id/files': fail(415, FILE_TYPE_REFUSED) });
    render();
    const files = await screen.findByRole('region', { name: filesCopy.title });
    await userEvent.upload(within(files).getByLabelText(filesCopy.upload), new File(['MZ'], 'invoice.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(files).getByRole('button', { name: filesCopy.send }));
    expect(await within(files).findByRole('alert')).toHaveTextContent(FILE_TYPE_REFUSED);
    expect(within(files).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each stage’s deliverables with their round, status in words and the client’s review', async () => {
    const v1 = engagementFile({
      id: 41,
      name: 'Homepage v1.pdf',
      deliverable: {
        stage: 'Design',
        round: 1,
        rounds_allowed: 3,
        status: 'changes',
        reviews: [{ decision: 'changes', comment: 'Make the logo bigger.', by: 'Ngozi Eze', at: '2026-11-22T14:00:00.000Z', round: 1 }],
      },
    });
    const v2 = engagementFile({ id: 42, name: 'Homepage v2.pdf', deliverable: { stage: 'Design', round: 2, rounds_allowed: null, status: 'approved', reviews: [{ decision: 'approved', comment: '', by: 'Ngozi Eze', at: '2026-11-23T09:00:00.000Z', round: 2 }] } });
    const client = engagementFile({ id: 43, name: 'Logo.png', type: 'image/png', from: 'client', author: 'Ngozi Eze' });
    answers({
      'GET /api/office/requests/:id': ok(withProject),
      'GET /api/office/projects': ok([project]),
      'GET /api/office/requests/:id/thread': ok({ ...thread, files: [client, v2, v1] }),
    });
    render();
    const part = await screen.findByRole('region', { name: deliverablesCopy.title });
    const rounds = await within(part).findAllByRole('listitem');
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toHaveTextContent('Homepage v1.pdf');
    expect(rounds[0]).toHaveTextContent('Round 1 of 3');
    expect(rounds[0]).toHaveTextContent('Changes requested');
    expect(rounds[0]).toHaveTextContent('Changes requested by Ngozi Eze on Sun 22 Nov 2026, 15:00 WAT');
    expect(rounds[0]).toHaveTextContent('Make the logo bigger.');
    expect(rounds[1]).toHaveTextContent('Round 2');
    expect(rounds[1]).not.toHaveTextContent('Round 2 of');
    expect(rounds[1]).toHaveTextContent('Approved by Ngozi Eze on Mon 23 Nov 2026, 10:00 WAT');
    expect(within(part).queryByText('Logo.png')).not.toBeInTheDocument();
    // Every file is in the files list, the client's named as theirs.
    const files = screen.getByRole('region', { name: filesCopy.title });
    expect(within(files).getByText('Logo.png')).toBeInTheDocument();
    expect(within(files).getByText('Ngozi Eze (Client)')).toBeInTheDocument();
    expect(within(files).getByText('Image (PNG)')).toBeInTheDocument();
  });

  it('sends a reply with a file: uploads it first, then the message with its id', async () => {
    const uploaded = engagementFile({ id: 50, name: 'Quote.pdf' });
    const message = { ...reply, body: 'Here it is.', files: [{ ...uploaded, message_id: 3 }] };
    const sent = answers({
      'GET /api/office/requests/:id/thread': [ok(thread), ok({ ...thread, messages: [...thread.messages, message], files: message.files })],
      'POST /api/office/requests/:id/files': ok(uploaded),
      'POST /api/office/requests/:id/thread': ok(message),
    });
    render();
    await screen.findByLabelText(copy.thread.reply);
    await userEvent.type(screen.getByLabelText(copy.thread.reply), 'Here it is.');
    await userEvent.upload(screen.getByLabelText(attachCopy.attach), new File(['%PDF quote'], 'Quote.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('list', { name: attachCopy.attached(1) })).toHaveTextContent('Quote.pdf');
    await userEvent.click(screen.getByRole('button', { name: copy.thread.send }));
    expect(await screen.findByText(attachCopy.sentWith(1))).toBeInTheDocument();
    const posts = sent.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/office/requests/12/files', '/api/office/requests/12/thread']);
    expect(new URLSearchParams(posts[0]!.search).get('name')).toBe('Quote.pdf');
    expect(posts[1]!.body).toEqual({ body: 'Here it is.', files: [50] });
    const mine = within(screen.getByRole('list', { name: copy.thread.title })).getByText('Here it is.').closest('li')!;
    expect(within(mine).getByRole('list', { name: attachCopy.filesOf })).toHaveTextContent('Quote.pdf');
    expect(within(mine).getByRole('button', { name: filesCopy.downloadLabel('Quote.pdf') })).toBeInTheDocument();
    // The attachment list is empty again, ready for the next message.
    expect(screen.queryByRole('list', { name: attachCopy.attached(1) })).not.toBeInTheDocument();
  });

  it('shows the activity timeline and the audit trail of this request and its project only', async () => {
    answers({
      'GET /api/office/requests/:id': ok(withProject),
      'GET /api/office/projects': ok([project]),
      'GET /api/office/requests/:id/activity': ok({
        request_id: 12,
        code: 'REQ-0012',
        items: [
          { at: '2026-11-20T10:00:00.000Z', kind: 'request', text: 'Request sent', by: 'Ngozi Eze' },
          { at: '2026-11-23T09:00:00.000Z', kind: 'review', text: 'Ngozi approved Homepage v2.pdf (round 2)', by: 'Ngozi Eze' },
        ],
      }),
      'GET /api/office/audit': ok([
        { id: 9, at: '2026-11-21T10:00:00.000Z', actor: 'Bola', action: 'project.update', target: 'project 3', before: null, after: null },
        { id: 8, at: '2026-11-20T12:00:00.000Z', actor: 'Bola', action: 'request.quote', target: 'request 12', before: { price: '0' }, after: { price: '150000' } },
        { id: 7, at: '2026-11-20T11:00:00.000Z', actor: 'Bola', action: 'request.quote', target: 'request 120', before: { price: '0' }, after: { price: '9000' } },
        { id: 6, at: '2026-11-20T11:00:00.000Z', actor: 'Bola', action: 'project.done', target: 'project 30', before: null, after: null },
      ]),
    });
    render();
    const part = await screen.findByRole('region', { name: activityCopy.title });
    const timeline = await within(part).findByRole('list', { name: activityCopy.timeline });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Request sent');
    expect(items[1]).toHaveTextContent('Ngozi approved Homepage v2.pdf (round 2)');
    expect(items[1]).toHaveTextContent('by Ngozi Eze');
    const audit = await within(part).findByRole('list', { name: activityCopy.auditTitle });
    expect(audit).toHaveTextContent('Updated project #3');
    expect(audit).toHaveTextContent('Quoted request #12 at ₦150,000');
    expect(audit).not.toHaveTextContent('#120');
    expect(audit).not.toHaveTextContent('#30');
  });
});
