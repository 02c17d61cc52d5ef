import type { threads } from '@agency/contracts';
import { fail, gate, ok } from '@agency/contracts/testing/msw';
import { CHANGES_NEED_COMMENT, FILE_MAX_BYTES, FILE_TOO_LARGE, FILE_TYPE_REFUSED } from '@agency/contracts/files';
import { EMPTY_MESSAGE } from '@agency/contracts/threads';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import RequestThread from '../../../exposes/request-thread';
import { mockPortalApi as mockApi, NO_UNREAD } from '../../../testing/api';
import { deliverableFile, engagementFile } from '../../../testing/fixtures';
import { DEMO_USER, renderAt } from '../../../testing/render';

const text = copy.thread;
const renderPage = () => renderAt('/made-requests/42/messages', '/made-requests/:id/messages', <RequestThread />);

const thread = (files: threads.Thread['files'] = [], messages: threads.ThreadMessage[] = []): threads.Thread => ({
  request_id: 42,
  code: 'REQ-0042',
  subject: 'Bakery website',
  service_label: 'Website development',
  client: 'Adaeze Okafor',
  status: 'Ongoing',
  messages,
  files,
  whatsapp_url: 'https://wa.me/2348000000000?text=REQ-0042',
});

const sentMessage = (body: string, files: threads.ThreadMessage['files']): threads.ThreadMessage => ({
  id: 3,
  from: 'client',
  author: 'Adaeze Okafor',
  body,
  sent_at: '2026-11-28T09:05:00.000Z',
  files,
});

const pdf = (name = 'brief.pdf', content = '%PDF-1.7 brief') => new File([content], name, { type: 'application/pdf' });
const posts = (sent: ReturnType<typeof mockApi>, path: string) => sent.filter((c) => c.method === 'POST' && c.path === path);

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('Files on a request’s thread', () => {
  it('uploads a chosen file at once (its bytes, its name in the query), shows it ready, says so politely, and sends its id with the message', async () => {
    const stored = engagementFile(5, { name: 'brief.pdf', size: 14 });
    const held = gate();
    const sent = mockApi({
      'GET /api/requests/:id/thread': ok(thread()),
      'POST /api/requests/:id/files': ok(stored, { until: held.promise }),
      'POST /api/requests/:id/thread': ok(sentMessage('Here is our brief.', [{ ...stored, message_id: 3 }])),
    });
    renderPage();
    const input = await screen.findByLabelText(text.attach);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, pdf());
    const chips = screen.getByRole('list', { name: text.chosenFiles });
    expect(within(chips).getByRole('listitem')).toHaveTextContent(`brief.pdf14 bytes · ${text.fileState.uploading}`);
    held.open();
    expect(await within(chips).findByText(`14 bytes · ${text.fileState.ready}`)).toBeInTheDocument();
    expect(screen.getByText(text.uploaded('brief.pdf'))).toHaveAttribute('aria-live', 'polite');
    const [upload] = posts(sent, '/api/requests/42/files');
    expect(upload).toMatchObject({ search: '?name=brief.pdf', body: '%PDF-1.7 brief', auth: 'Bearer tok-1' });

    await userEvent.type(screen.getByRole('textbox', { name: text.reply }), 'Here is our brief.');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(screen.queryByRole('list', { name: text.chosenFiles })).toBeNull());
    expect(posts(sent, '/api/requests/42/thread').map((c) => c.body)).toEqual([{ body: 'Here is our brief.', files: [5] }]);
  });

  it('refuses a file over 20 MB before uploading it, with the API’s own text', async () => {
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread()) });
    renderPage();
    const big = pdf('site-video.pdf');
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES + 1 });
    await userEvent.upload(await screen.findByLabelText(text.attach), big);
    const chip = within(screen.getByRole('list', { name: text.chosenFiles })).getByRole('listitem');
    expect(chip).toHaveTextContent(text.fileState.refused);
    expect(chip).toHaveTextContent(FILE_TOO_LARGE);
    expect(screen.getByText(text.notUploaded('site-video.pdf', FILE_TOO_LARGE))).toHaveAttribute('aria-live', 'polite');
    expect(posts(sent, '/api/requests/42/files')).toEqual([]);
  });

  it('shows the API’s reason for a refused kind of file; a refused file is not sent, so a message of it alone is refused', async () => {
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread()), 'POST /api/requests/:id/files': fail(415, FILE_TYPE_REFUSED) });
    renderPage();
    await userEvent.upload(await screen.findByLabelText(text.attach), pdf('setup.pdf', 'MZ\u0090 not a pdf'));
    const chips = screen.getByRole('list', { name: text.chosenFiles });
    expect(await within(chips).findByText(FILE_TYPE_REFUSED)).toBeInTheDocument();
    expect(chips).toHaveTextContent(text.fileState.refused);
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();
    expect(posts(sent, '/api/requests/42/thread')).toEqual([]);
  });

  it('removes a chosen file before sending, handing the focus back to Attach files', async () => {
    mockApi({ 'GET /api/requests/:id/thread': ok(thread()), 'POST /api/requests/:id/files': ok(engagementFile(5, { name: 'brief.pdf' })) });
    renderPage();
    const input = await screen.findByLabelText(text.attach);
    await userEvent.upload(input, pdf());
    await screen.findByText(text.uploaded('brief.pdf'));
    await userEvent.click(screen.getByRole('button', { name: text.removeFile('brief.pdf') }));
    expect(screen.queryByRole('list', { name: text.chosenFiles })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('sends a message of files alone, shows them on the message, and downloads one under its name through the API', async () => {
    const stored = engagementFile(5, { name: 'Kora menu, final (v3).pdf', size: 1_572_864 });
    const sent = mockApi({
      'GET /api/requests/:id/thread': ok(thread()),
      'POST /api/requests/:id/files': ok(stored),
      'POST /api/requests/:id/thread': ok(sentMessage('', [{ ...stored, message_id: 3 }])),
      'GET /api/requests/:id/files/:fileId': { kind: 'reply', status: 200, text: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } },
    });
    renderPage();
    await userEvent.upload(await screen.findByLabelText(text.attach), pdf('Kora menu, final (v3).pdf'));
    await screen.findByText(text.uploaded('Kora menu, final (v3).pdf'));
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    const files = await screen.findByRole('list', { name: text.messageFiles });
    expect(posts(sent, '/api/requests/42/thread').map((c) => c.body)).toEqual([{ body: '', files: [5] }]);
    expect(files).toHaveTextContent('PDF, 1.5 MB');

    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(within(files).getByRole('button', { name: text.download('Kora menu, final (v3).pdf') }));
    await waitFor(() => expect(saved).toEqual(['Kora menu, final (v3).pdf']));
    expect(sent.filter((c) => c.method === 'GET').map((c) => c.path)).toContain('/api/requests/42/files/5');
    click.mockRestore();
  });
});

describe('Deliverables to review', () => {
  const homepage = deliverableFile(9, 'Homepage v2.pdf', { stage: 'Design', round: 2, rounds_allowed: 3 });

  it('lists each deliverable with its stage, round and status in words; only one awaiting an answer can be answered', async () => {
    mockApi({
      'GET /api/requests/:id/thread': ok(
        thread([
          homepage,
          deliverableFile(8, 'Homepage v1.pdf', {
            round: 1,
            rounds_allowed: null,
            status: 'changes',
            reviews: [{ decision: 'changes', comment: 'Bigger photos of the cakes, please.', by: 'Adaeze Okafor', at: '2026-11-20T10:00:00.000Z', round: 1 }],
          }),
          deliverableFile(7, 'Logo draft.pdf', { stage: 'Discovery', round: 1, status: 'superseded' }),
          engagementFile(6, { name: 'Our brief.pdf' }),
        ]),
      ),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: text.deliverablesTitle });
    const list = within(section).getByRole('list', { name: text.deliverableList });
    // Each deliverable's own facts are a list too: the deliverables are the outer list's items.
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Stage: Design');
    expect(items[0]).toHaveTextContent('Round 2 of 3');
    expect(items[0]).toHaveTextContent('Awaiting your approval');
    expect(within(items[0]!).getByRole('button', { name: text.approveLabel('Homepage v2.pdf') })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Round 1');
    expect(items[1]).not.toHaveTextContent('Round 1 of');
    expect(items[1]).toHaveTextContent('Changes requested');
    expect(items[1]).toHaveTextContent('Changes requested by Adaeze Okafor, 20 Nov 2026, 11:00 WAT');
    expect(items[1]).toHaveTextContent('Bigger photos of the cakes, please.');
    expect(items[2]).toHaveTextContent('Replaced by a newer version');
    for (const item of items.slice(1)) expect(within(item).queryByRole('button', { name: /Approve|Request changes/ })).toBeNull();
    expect(section).not.toHaveTextContent('Our brief.pdf');
  });

  it('approves after asking in a dialog, then reloads the thread and says what happened', async () => {
    const approved = deliverableFile(9, 'Homepage v2.pdf', {
      stage: 'Design',
      round: 2,
      rounds_allowed: 3,
      status: 'approved',
      reviews: [{ decision: 'approved', comment: '', by: 'Adaeze Okafor', at: '2026-11-28T10:00:00.000Z', round: 2 }],
    });
    const sent = mockApi({
      'GET /api/requests/:id/thread': [ok(thread([homepage])), ok(thread([approved]))],
      'POST /api/requests/:id/files/:fileId/review': ok(approved),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.approveLabel('Homepage v2.pdf') }));
    const dialog = screen.getByRole('dialog', { name: text.approveTitle });
    expect(dialog).toHaveTextContent(text.approveBody('Homepage v2.pdf', 'Design'));
    expect(posts(sent, '/api/requests/42/files/9/review')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: text.approve }));
    expect(await screen.findByText(text.approvedSaid('Homepage v2.pdf'))).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: text.deliverablesTitle })).toHaveFocus());
    expect(posts(sent, '/api/requests/42/files/9/review').map((c) => c.body)).toEqual([{ decision: 'approved', comment: '' }]);
    const section = screen.getByRole('region', { name: text.deliverablesTitle });
    await waitFor(() => expect(section).toHaveTextContent(text.deliverableStatus.approved));
    expect(screen.queryByRole('button', { name: text.approveLabel('Homepage v2.pdf') })).toBeNull();
    expect(sent.filter((c) => c.path === '/api/requests/42/thread')).toHaveLength(2);
  });

  it('shows the API’s refusal of an approval (409) as it comes', async () => {
    mockApi({
      'GET /api/requests/:id/thread': ok(thread([homepage])),
      'POST /api/requests/:id/files/:fileId/review': fail(409, 'This deliverable was already answered.'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.approveLabel('Homepage v2.pdf') }));
    const dialog = screen.getByRole('dialog', { name: text.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.approve }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deliverable was already answered.');
  });

  it('requests changes only with a comment, sending it as the review', async () => {
    const sent = mockApi({
      'GET /api/requests/:id/thread': ok(thread([homepage])),
      'POST /api/requests/:id/files/:fileId/review': ok({ ...homepage, deliverable: { ...homepage.deliverable!, status: 'changes' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.requestChangesLabel('Homepage v2.pdf') }));
    const field = screen.getByRole('textbox', { name: text.changesField('Homepage v2.pdf') });
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: text.sendChanges }));
    expect(await screen.findByText(CHANGES_NEED_COMMENT)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CHANGES_NEED_COMMENT));
    expect(posts(sent, '/api/requests/42/files/9/review')).toEqual([]);
    await userEvent.type(field, '  Use the darker brown from the logo.  ');
    await userEvent.click(screen.getByRole('button', { name: text.sendChanges }));
    expect(await screen.findByText(text.changesSaid('Homepage v2.pdf'))).toHaveAttribute('role', 'status');
    expect(posts(sent, '/api/requests/42/files/9/review').map((c) => c.body)).toEqual([{ decision: 'changes', comment: 'Use the darker brown from the logo.' }]);
  });
});

describe('The bell’s notices', () => {
  const notices: threads.UnreadAnswer = {
    total: 3,
    threads: [{ request_id: 7, code: 'REQ-0007', subject: 'Logo design', client: 'Adaeze Okafor', unread: 1, last_at: '2026-11-28T08:00:00.000Z' }],
    notices: [
      { id: 12, kind: 'deliverable', request_id: 42, code: 'REQ-0042', text: 'Homepage v2.pdf is ready for your review (Design, round 2).', at: '2026-11-28T13:05:00.000Z', read: false },
      { id: 11, kind: 'stage', request_id: 42, code: 'REQ-0042', text: 'Stage reached: Design', at: '2026-11-27T09:00:00.000Z', read: false },
      { id: 10, kind: 'file', request_id: 7, code: 'REQ-0007', text: 'Ada shared Logo sketches.zip', at: '2026-11-20T09:00:00.000Z', read: true },
    ],
    unread_notices: 2,
  };

  it('counts unread messages and notices, lists the notices with the unread ones marked in words, and marks them all read', async () => {
    // The page asks for the count again on its own (reading a thread marks it read): the answer follows the marking.
    let marked = false;
    const allRead = { ...notices, total: 1, unread_notices: 0, notices: notices.notices.map((n) => ({ ...n, read: true })) };
    const sent = mockApi({
      'GET /api/requests/:id/thread': ok(thread()),
      'GET /api/threads/unread': () => ok(marked ? allRead : notices),
      'POST /api/notices/read': () => {
        marked = true;
        return ok({ success: 'success' });
      },
    });
    renderPage();
    const bell = await screen.findByRole('button', { name: copy.layout.bell(3) });
    await userEvent.click(bell);
    const list = screen.getByRole('list', { name: copy.layout.noticesTitle });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'New:REQ-0042: Homepage v2.pdf is ready for your review (Design, round 2).28 Nov 2026, 14:05 WAT',
      'New:REQ-0042: Stage reached: Design27 Nov 2026, 10:00 WAT',
      'REQ-0007: Ada shared Logo sketches.zip20 Nov 2026, 10:00 WAT',
    ]);
    expect(links[0]).toHaveAttribute('href', '/made-requests/42/messages');
    expect(screen.getByRole('link', { name: 'REQ-0007: Logo design (1 unread)' })).toBeInTheDocument();
    expect(posts(sent, '/api/notices/read')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: copy.layout.markAllRead }));
    expect(await screen.findByRole('button', { name: copy.layout.bell(1) })).toBeInTheDocument();
    expect(posts(sent, '/api/notices/read').map((c) => c.body)).toEqual([{}]);
    expect(screen.getByText(copy.layout.markedRead)).toBeInTheDocument();
    expect(within(list).queryByText(copy.layout.noticeUnread)).toBeNull();
  });

  it('marks one notice read when it is followed', async () => {
    let marked = false;
    const sent = mockApi({
      'GET /api/requests/:id/thread': ok(thread()),
      'GET /api/threads/unread': () => ok(marked ? NO_UNREAD : notices),
      'POST /api/notices/read': () => {
        marked = true;
        return ok({ success: 'success' });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.layout.bell(3) }));
    await userEvent.click(within(screen.getByRole('list', { name: copy.layout.noticesTitle })).getAllByRole('link')[1]!);
    await waitFor(() => expect(posts(sent, '/api/notices/read').map((c) => c.body)).toEqual([{ ids: [11] }]));
  });
});
