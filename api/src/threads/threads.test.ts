import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EMPTY_MESSAGE, MESSAGE_MAX } from '@agency/contracts/threads';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, requestMessages, serviceRequests, users } from '../db/schema';
import { rowsOf } from '../privacy/rows';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { sendThreadNotice, THREAD_NOTICE_JOB, type ThreadNotice } from './notices';

// Issue 26: a thread per request between its client and the agency, end to end through the API on a real database.
// The batched emails' jobs wait an hour here (THREAD_MAIL_DELAY_SECONDS), so the queue's worker never takes them: the
// tests look at the jobs queued and run them themselves (`runThreadJobs`), as the worker would when they fall due.

const SITE = 'https://site.test';
const INBOX = 'agency@example.ng';

describe('threads: one per request, between the client and the agency', () => {
  let t: TestApi;
  let ada: TestUser;
  let bayo: TestUser;
  let staff: TestUser;
  let staff2: TestUser;
  let adaRequest: number;
  let bayoRequest: number;

  const newRequest = async (userId: number, subject: string, over: Partial<typeof serviceRequests.$inferInsert> = {}) =>
    (await t.db.insert(serviceRequests).values({ userId, service: 'wd', subject, ...over }).returning({ id: serviceRequests.id }))[0]!.id;
  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: user ? user.headers : {}, payload: payload as object });
  /** The thread jobs waiting in the queue. */
  const waitingJobs = async () =>
    rowsOf<{ id: string; data: ThreadNotice; singleton_key: string; start_after: Date }>(
      t.db,
      sql`select id, data, singleton_key, start_after from pgboss.job where name = ${THREAD_NOTICE_JOB} and state = 'created' order by created_on`,
    );
  /** Runs every waiting thread job now (as the worker does once they fall due) and sends the mail they queue. */
  const runThreadJobs = async () => {
    const told: number[] = [];
    for (const job of await waitingJobs()) {
      told.push(await sendThreadNotice(t.db, t.config, job.data));
      await t.mailQueue.boss.deleteJob(THREAD_NOTICE_JOB, job.id);
    }
    await t.mailQueue.flush();
    return told;
  };
  const mailTo = (to: string, since: number) => t.sent.slice(since).filter((m) => m.to === to);

  before(async () => {
    t = await startTestApi({ SITE_URL: SITE, AGENCY_INBOX: INBOX, THREAD_MAIL_DELAY_SECONDS: 3600, THREAD_RATE_LIMIT_MAX: 1000 });
    ada = await createTestUser(t.db, t.config, { firstName: 'Ada Obi' });
    bayo = await createTestUser(t.db, t.config, { firstName: 'Bayo Ade' });
    staff = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola Staff' });
    staff2 = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Kemi Staff' });
    adaRequest = await newRequest(ada.id, 'Ordering site & app', { status: 'Quoted', price: 100_000 });
    bayoRequest = await newRequest(bayo.id, 'Secret logo project');
  });
  after(() => t.close());

  it('shows the client their own thread: the code, subject, service, status, their name and the WhatsApp link', async () => {
    const res = await call(ada, 'GET', `/api/requests/${adaRequest}/thread`);
    assert.equal(res.statusCode, 200, res.body);
    const code = `REQ-${String(adaRequest).padStart(4, '0')}`;
    assert.deepEqual(res.json(), {
      request_id: adaRequest,
      code,
      subject: 'Ordering site & app',
      service_label: 'Web development',
      client: 'Ada Obi',
      status: 'Quoted',
      messages: [],
      files: [],
      whatsapp_url: `https://wa.me/2348035550142?text=${encodeURIComponent(`Hello, this is about my request ${code}: Ordering site & app`)}`,
    });
  });

  it("answers 404 for another client's request or a missing one, with nothing of it; 401 without a token; 400 for a bad id", async () => {
    for (const url of [`/api/requests/${bayoRequest}/thread`, '/api/requests/2147483000/thread']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(ada, method, url, method === 'POST' ? { body: 'Hello' } : undefined);
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.deepEqual(res.json(), { detail: 'Request not found.' });
      }
    }
    const [stored] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requestMessages).where(eq(requestMessages.requestId, bayoRequest));
    assert.equal(stored!.n, 0, "nothing was written to the other client's thread");
    for (const [method, url] of [
      ['GET', `/api/requests/${adaRequest}/thread`],
      ['POST', `/api/requests/${adaRequest}/thread`],
      ['GET', '/api/threads/unread'],
      ['GET', `/api/office/requests/${adaRequest}/thread`],
      ['POST', `/api/office/requests/${adaRequest}/thread`],
      ['GET', '/api/office/threads/unread'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? { body: 'Hello' } : undefined);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.ok(res.json().detail);
    }
    // Auth first: a bad id signed out is still 401; signed in, 400.
    assert.equal((await call(null, 'GET', '/api/requests/abc/thread')).statusCode, 401);
    const bad = await call(ada, 'GET', '/api/requests/abc/thread');
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().detail);
    // A client is not staff.
    assert.equal((await call(ada, 'GET', `/api/office/requests/${adaRequest}/thread`)).statusCode, 403);
    assert.equal((await call(ada, 'GET', '/api/office/threads/unread')).statusCode, 403);
  });

  it('lets staff read any request’s thread; a missing request is 404', async () => {
    const res = await call(staff, 'GET', `/api/office/requests/${bayoRequest}/thread`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().client, 'Bayo Ade');
    assert.equal(res.json().subject, 'Secret logo project');
    assert.equal((await call(staff, 'GET', '/api/office/requests/2147483000/thread')).statusCode, 404);
  });

  it('refuses a blank, too long or NUL-holding message with its detail, and stores nothing', async () => {
    for (const user of [ada, staff]) {
      const url = user === ada ? `/api/requests/${adaRequest}/thread` : `/api/office/requests/${adaRequest}/thread`;
      for (const payload of [{ body: '' }, { body: '   \n ' }, {}]) {
        const res = await call(user, 'POST', url, payload);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().detail, EMPTY_MESSAGE);
      }
      const long = await call(user, 'POST', url, { body: 'x'.repeat(MESSAGE_MAX + 1) });
      assert.equal(long.statusCode, 400);
      assert.match(long.json().detail, /5[,.]?000|too long|at most/i);
      const nul = await call(user, 'POST', url, { body: 'Hello\u0000there' });
      assert.equal(nul.statusCode, 400);
      assert.ok(nul.json().detail);
    }
    const [stored] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requestMessages);
    assert.equal(stored!.n, 0);
  });

  it('counts unread messages for each side when the other writes, and none once read; staff messages are audited', async () => {
    const zero = { total: 0, threads: [], notices: [], unread_notices: 0 };
    assert.deepEqual((await call(ada, 'GET', '/api/threads/unread')).json(), zero);
    assert.deepEqual((await call(staff, 'GET', '/api/office/threads/unread')).json(), zero);

    const first = await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: '  Can we pay in two parts?  ' });
    assert.equal(first.statusCode, 200, first.body);
    const message = first.json();
    assert.equal(message.from, 'client');
    assert.equal(message.author, 'Ada Obi');
    assert.equal(message.body, 'Can we pay in two parts?');
    assert.ok(!Number.isNaN(Date.parse(message.sent_at)));
    await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: 'And start in January?' });

    // Both staff members have two unread; the writer has none.
    for (const reader of [staff, staff2]) {
      const unread = (await call(reader, 'GET', '/api/office/threads/unread')).json();
      assert.equal(unread.total, 2);
      assert.deepEqual(
        unread.threads.map((th: { request_id: number; code: string; subject: string; client: string; unread: number }) => [th.request_id, th.code, th.subject, th.client, th.unread]),
        [[adaRequest, `REQ-${String(adaRequest).padStart(4, '0')}`, 'Ordering site & app', 'Ada Obi', 2]],
      );
    }
    assert.deepEqual((await call(ada, 'GET', '/api/threads/unread')).json(), zero);

    // One staff member reads: theirs goes to zero, the other's stays.
    const read = await call(staff, 'GET', `/api/office/requests/${adaRequest}/thread`);
    assert.deepEqual(read.json().messages.map((m: { body: string }) => m.body), ['Can we pay in two parts?', 'And start in January?']);
    assert.deepEqual((await call(staff, 'GET', '/api/office/threads/unread')).json(), zero);
    assert.equal((await call(staff2, 'GET', '/api/office/threads/unread')).json().total, 2);

    // Staff answer: the client has one unread, signed by the staff member's name.
    const reply = await call(staff, 'POST', `/api/office/requests/${adaRequest}/thread`, { body: 'Yes: 50% now, 50% on delivery.' });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.json().from, 'staff');
    assert.equal(reply.json().author, 'Bola Staff');
    const unread = (await call(ada, 'GET', '/api/threads/unread')).json();
    assert.equal(unread.total, 1);
    assert.equal(unread.threads[0].request_id, adaRequest);
    assert.equal(unread.threads[0].last_at, reply.json().sent_at);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'thread.message'), eq(auditLog.target, `request ${adaRequest}`)));
    assert.equal(entry?.actorEmail, staff.email);
    assert.deepEqual(entry?.after, { message_id: reply.json().id });

    // The client reads: oldest first, each side named; nothing unread any more.
    const thread = (await call(ada, 'GET', `/api/requests/${adaRequest}/thread`)).json();
    assert.deepEqual(
      thread.messages.map((m: { from: string; author: string }) => [m.from, m.author]),
      [
        ['client', 'Ada Obi'],
        ['client', 'Ada Obi'],
        ['staff', 'Bola Staff'],
      ],
    );
    assert.deepEqual((await call(ada, 'GET', '/api/threads/unread')).json(), zero);
    // Another client sees none of it.
    assert.deepEqual((await call(bayo, 'GET', '/api/threads/unread')).json(), zero);
    await runThreadJobs();
  });

  it('emails the agency once for two quick client messages, with the count, the latest and the office link', async () => {
    const id = await newRequest(ada.id, 'Brand refresh');
    const since = t.sent.length;
    await call(ada, 'POST', `/api/requests/${id}/thread`, { body: 'First question.' });
    await call(ada, 'POST', `/api/requests/${id}/thread`, { body: 'Second question:\nwhat about fonts?' });
    const jobs = (await waitingJobs()).filter((j) => j.data.requestId === id);
    assert.equal(jobs.length, 1, 'one job for the batch');
    assert.equal(jobs[0]!.singleton_key, `${id}:staff`);
    assert.ok(new Date(jobs[0]!.start_after).getTime() > Date.now() + 3000 * 1000, 'it waits THREAD_MAIL_DELAY_SECONDS');
    // The second offer was dropped by the queue (its policy), not refused with an error.
    assert.equal(await t.mailQueue.boss.send(THREAD_NOTICE_JOB, { requestId: id, to: 'staff', sinceId: 0 }, { singletonKey: `${id}:staff`, startAfter: 3600 }), null);
    assert.deepEqual(await runThreadJobs(), [2]);
    const mails = mailTo(INBOX, since);
    assert.equal(mails.length, 1);
    const code = `REQ-${String(id).padStart(4, '0')}`;
    assert.equal(mails[0]!.subject, `${code}: 2 new messages from Ada Obi`);
    assert.match(mails[0]!.text, /Ada Obi wrote 2 new messages about request REQ-\d{4} \(Brand refresh\)/);
    assert.match(mails[0]!.text, /> Second question:\n> what about fonts\?/);
    assert.ok(mails[0]!.text.includes(`${SITE}/office/requests/${id}`));
    assert.deepEqual(mails[0]!.links, [`${SITE}/office/requests/${id}`]);
    assert.equal(mailTo(ada.email, since).length, 0, 'the writer is not emailed');

    // The next message starts a new batch, telling of itself only.
    await call(ada, 'POST', `/api/requests/${id}/thread`, { body: 'Third.' });
    assert.deepEqual(await runThreadJobs(), [1]);
    const next = mailTo(INBOX, since);
    assert.equal(next.length, 2);
    assert.equal(next[1]!.subject, `${code}: a new message from Ada Obi`);
  });

  it('emails the client a link to the thread, and nothing when they read it before the batch ran', async () => {
    const id = await newRequest(ada.id, 'Launch video');
    const since = t.sent.length;
    await call(staff, 'POST', `/api/office/requests/${id}/thread`, { body: 'We have a first cut.' });
    await call(staff2, 'POST', `/api/office/requests/${id}/thread`, { body: 'Here is the storyboard too.' });
    assert.equal((await waitingJobs()).filter((j) => j.data.requestId === id).length, 1);
    assert.deepEqual(await runThreadJobs(), [2]);
    const mails = mailTo(ada.email, since);
    assert.equal(mails.length, 1);
    const code = `REQ-${String(id).padStart(4, '0')}`;
    const link = `${SITE}/made-requests/${id}/messages`;
    assert.equal(mails[0]!.subject, `2 new messages about your request ${code}: Launch video`);
    assert.match(mails[0]!.text, /^Hello Ada Obi,/);
    assert.match(mails[0]!.text, /The latest, from Kemi Staff:\n> Here is the storyboard too\./);
    assert.ok(mails[0]!.text.includes(link));
    assert.deepEqual(mails[0]!.links, [link]);
    assert.equal(mails[0]!.replyTo, INBOX);

    // Read before the batch runs: no email.
    const before = t.sent.length;
    await call(staff, 'POST', `/api/office/requests/${id}/thread`, { body: 'One more thing.' });
    await call(ada, 'GET', `/api/requests/${id}/thread`);
    assert.deepEqual(await runThreadJobs(), [0]);
    assert.equal(mailTo(ada.email, before).length, 0);

    // The agency is not emailed either once a staff member read the client's message.
    await call(ada, 'POST', `/api/requests/${id}/thread`, { body: 'Thanks!' });
    await call(staff2, 'GET', `/api/office/requests/${id}/thread`);
    assert.deepEqual(await runThreadJobs(), [0]);
    assert.equal(mailTo(INBOX, before).length, 0);
  });

  it('signs a deleted staff member’s messages as the agency, and stores a message even when its email cannot be queued', async () => {
    const id = await newRequest(ada.id, 'Hosting');
    const gone = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Gone Staff' });
    await call(gone, 'POST', `/api/office/requests/${id}/thread`, { body: 'Welcome aboard.' });
    await t.db.delete(users).where(eq(users.id, gone.id));
    const thread = (await call(ada, 'GET', `/api/requests/${id}/thread`)).json();
    assert.deepEqual(thread.messages.map((m: { author: string }) => m.author), ['The agency']);

    const boss = t.mailQueue.boss;
    const send = boss.send;
    boss.send = (async () => {
      throw new Error('queue down');
    }) as typeof boss.send;
    try {
      const res = await call(ada, 'POST', `/api/requests/${id}/thread`, { body: 'Still there?' });
      assert.equal(res.statusCode, 200, res.body);
    } finally {
      boss.send = send;
    }
    const [stored] = await t.db.select().from(requestMessages).where(and(eq(requestMessages.requestId, id), eq(requestMessages.body, 'Still there?')));
    assert.ok(stored, 'the message is stored');
    await runThreadJobs();
  });

  it("keeps an unconfirmed guest booking's thread from the account until it is confirmed, and emails nothing about it", async () => {
    const id = await newRequest(ada.id, 'Booked by someone else', { confirmedAt: null });
    assert.equal((await call(ada, 'GET', `/api/requests/${id}/thread`)).statusCode, 404);
    const since = t.sent.length;
    assert.equal((await call(staff, 'POST', `/api/office/requests/${id}/thread`, { body: 'Is this yours?' })).statusCode, 200);
    assert.equal((await call(ada, 'GET', '/api/threads/unread')).json().total, 0);
    assert.deepEqual(await runThreadJobs(), [0]);
    assert.equal(mailTo(ada.email, since).length, 0);
  });
});

describe('threads: the job queue’s worker sends the batch when it falls due', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ SITE_URL: SITE, AGENCY_INBOX: INBOX, THREAD_MAIL_DELAY_SECONDS: 0 });
  });
  after(() => t.close());

  it('emails the agency without anyone driving the job', async () => {
    const client = await createTestUser(t.db, t.config, { firstName: 'Chidi Eze' });
    const [request] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'gd', subject: 'A logo' }).returning({ id: serviceRequests.id });
    const res = await t.app.inject({ method: 'POST', url: `/api/requests/${request!.id}/thread`, headers: client.headers, payload: { body: 'Hello there.' } });
    assert.equal(res.statusCode, 200, res.body);
    const deadline = Date.now() + 15_000;
    while (!t.sent.some((m) => m.to === INBOX) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.mailQueue.flush();
    }
    const mail = t.sent.find((m) => m.to === INBOX);
    assert.ok(mail, 'the worker sent the email');
    assert.equal(mail.subject, `REQ-${String(request!.id).padStart(4, '0')}: a new message from Chidi Eze`);
    assert.deepEqual(mail.links, [`${SITE}/office/requests/${request!.id}`]);
  });
});
