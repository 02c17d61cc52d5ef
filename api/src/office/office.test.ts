import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, contactMessages, enrolments, newsletterSubscribers, payments, serviceRequests, users } from '../db/schema';
import { bookingBody, createTestUser, paymentIntentFor, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

const booking = bookingBody({ email: 'ngozi.office@example.ng', date: 'Friday, November 27, 2026', time: '10:00' });

describe('back office API', () => {
  let t: TestApi;
  let staff: TestUser;
  let client: TestUser;

  const office = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/office${url}`, headers: staff.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditFor = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)));

  before(async () => {
    t = await startTestApi();
    staff = await createTestUser(t.db, t.config, { role: 'staff', email: 'ops@thinkmakesolve.ng' });
    client = await createTestUser(t.db, t.config);
  });
  after(() => t.close());

  it('answers the role at login, so staff land in the office and clients in the portal', async () => {
    for (const [user, role] of [[staff, 'staff'], [client, 'client']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: user.password } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().role, role);
      assert.ok(res.json().token);
    }
    assert.deepEqual(Object.keys((await office('GET', '/me')).json()).sort(), ['email', 'id', 'name', 'role']);
  });

  it('shows a guest booking in the inbox with its calendar details; marks it handled; replies by email', async () => {
    const booked = await t.app.inject({ method: 'POST', url: '/api/book_consultation', payload: booking });
    assert.equal(booked.statusCode, 200, booked.body);
    const id = booked.json().id as number;
    const inbox = (await office('GET', '/bookings')).json();
    const row = inbox.find((b: { id: number }) => b.id === id);
    assert.equal(row.email, booking.email);
    assert.equal(row.name, booking.name);
    assert.equal(row.service_label, 'Web development');
    assert.equal(row.start, '2026-11-27T10:00', 'WAT wall time');
    assert.deepEqual([row.date, row.time], ['Friday, November 27, 2026', '10:00'], "the spec's wire strings, rendered from the stored date and time");
    const ics = await office('GET', `/bookings/${id}/ics`);
    assert.equal(ics.statusCode, 200);
    assert.match(ics.headers['content-type'] as string, /text\/calendar/);
    assert.match(ics.body, /DTSTART:20261127T090000Z/);
    const downloads = await auditFor('personal_data.download');
    assert.ok(downloads.some((d) => d.target === `request ${id}` && d.actorEmail === staff.email), 'the download is in the audit log');

    const sentBefore = t.sent.length;
    const reply = await office('POST', `/bookings/${id}/reply`, { subject: 'About your bakery', message: 'Can we talk on Monday?' });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(t.sent.length, sentBefore + 1);
    assert.equal(t.sent.at(-1)!.to, booking.email);
    assert.match(t.sent.at(-1)!.text, /Can we talk on Monday/);

    assert.equal((await office('POST', `/bookings/${id}/handled`, { handled: true })).statusCode, 200);
    assert.ok(!(await office('GET', '/bookings')).json().some((b: { id: number }) => b.id === id), 'a handled booking leaves the new list');
    assert.ok((await office('GET', '/bookings?show=all')).json().some((b: { id: number }) => b.id === id));
    const [entry] = await auditFor('booking.handled');
    assert.equal(entry!.actorEmail, staff.email);
    assert.equal((entry!.before as { handled_at: unknown }).handled_at, null);
    assert.ok((entry!.after as { handled_at: unknown }).handled_at);
  });

  it('lists contact messages, marks them handled, and exports confirmed subscribers as CSV safe for spreadsheets, recorded in the audit log', async () => {
    const [m] = await t.db.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.ng', subject: 'Hello', message: 'SEO?' }).returning();
    const confirmedAt = new Date();
    await t.db.insert(newsletterSubscribers).values([
      { email: 'news@example.ng', confirmedAt },
      { email: '=cmd@example.ng', confirmedAt },
      // Double opt-in: a sign-up nobody confirmed, and an address that unsubscribed, are nobody's audience.
      { email: 'pending@example.ng' },
      { email: 'gone@example.ng', confirmedAt, unsubscribedAt: confirmedAt },
    ]);
    assert.ok((await office('GET', '/messages')).json().some((x: { id: number }) => x.id === m!.id));
    assert.equal((await office('POST', `/messages/${m!.id}/reply`, { subject: 'Re: Hello', message: 'Yes we do SEO.' })).statusCode, 200);
    assert.ok(!(await office('GET', '/messages')).json().some((x: { id: number }) => x.id === m!.id), 'answering marks it handled');
    const csv = await office('GET', '/subscribers.csv');
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    assert.match(csv.body, /^email,subscribed_at\r\n/);
    assert.match(csv.body, /news@example\.ng,/);
    assert.match(csv.body, /'=cmd@example\.ng,/);
    assert.doesNotMatch(csv.body, /pending@|gone@/);
    assert.equal((await office('GET', '/subscribers')).json().length, 2);
    const [exported] = await auditFor('personal_data.export');
    assert.equal(exported!.actorEmail, staff.email);
    assert.deepEqual(exported!.after, { file: 'subscribers.csv', rows: 2 });
  });

  it('quotes a request: the client sees it Quoted, is emailed, and the audit log has the price before and after', async () => {
    const [req] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'seo', subject: 'Audit' }).returning();
    const sentBefore = t.sent.length;
    const res = await office('POST', `/requests/${req!.id}/quote`, { price: 150000 });
    assert.equal(res.statusCode, 200, res.body);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/requests', headers: client.headers })).json();
    assert.equal(mine[0].price, '150000');
    assert.equal(mine[0].reference, 'Quoted');
    assert.equal(t.sent.length, sentBefore + 1);
    assert.equal(t.sent.at(-1)!.to, client.email);
    assert.match(t.sent.at(-1)!.text, /₦150,000/);
    const entry = (await auditFor('request.quote')).find((e) => e.target === `request ${req!.id}`)!;
    assert.deepEqual(entry.before, { price: '0', status: 'Pending', is_done: false });
    assert.deepEqual(entry.after, { price: '150000', status: 'Quoted', is_done: false });
    assert.equal(entry.actorId, staff.id);
    const quoted = (await office('GET', '/requests?status=Quoted')).json();
    assert.ok(quoted.some((r: { id: number }) => r.id === req!.id));
    assert.equal((await office('POST', `/requests/${req!.id}/quote`, { price: -5 })).statusCode, 400);
    assert.equal((await office('POST', '/requests/999999/quote', { price: 5 })).statusCode, 404);
  });

  it('declines and completes requests; a refused change leaves no audit record', async () => {
    const [a] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'gd', subject: 'Logo' }).returning();
    assert.equal((await office('POST', `/requests/${a!.id}/decline`)).statusCode, 200);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, a!.id));
    assert.equal(row!.status, 'Declined');
    const [paid] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'gd', subject: 'Paid logo', price: 90000, paidAt: new Date(), status: 'Ongoing' }).returning();
    const auditBefore = (await t.db.select().from(auditLog)).length;
    assert.equal((await office('POST', `/requests/${paid!.id}/decline`)).statusCode, 400);
    assert.equal((await t.db.select().from(auditLog)).length, auditBefore);
    assert.equal((await office('POST', `/requests/${paid!.id}/done`)).statusCode, 200);
  });

  it('pays through the sandbox, starts a project, advances it, and the client dashboard shows it on the next load', async () => {
    const [req] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Bakery shop' }).returning();
    await office('POST', `/requests/${req!.id}/quote`, { price: 90000 });
    assert.equal((await office('POST', '/projects', { request_id: req!.id, stages: ['Design'] })).statusCode, 400, 'not paid yet');
    const reference = await paymentIntentFor(t.app, client, [{ id: req!.id }]);
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: client.headers, payload: { reference, datas: [{ id: req!.id }] } });
    assert.equal(pay.statusCode, 200, pay.body);

    const started = await office('POST', '/projects', { request_id: req!.id, stages: ['Design', 'Build', 'Launch'], url: 'https://staging.example.ng' });
    assert.equal(started.statusCode, 200, started.body);
    const project = started.json();
    assert.equal(project.current_stage, 'Design');
    assert.equal((await office('PATCH', `/projects/${project.id}`, { url: 'javascript:alert(1)' })).statusCode, 400);
    const moved = await office('PATCH', `/projects/${project.id}`, { stages: ['Design', 'Build', 'Test', 'Launch'], stage: 'Test' });
    assert.equal(moved.statusCode, 200, moved.body);
    const dash = (await t.app.inject({ method: 'GET', url: `/api/dashboard/${project.id}`, headers: client.headers })).json();
    assert.equal(dash.project.current_stage, 'Test');
    assert.equal(dash.project.levels, 50, 'derived: two of four stages completed');
    assert.equal(dash.project.list_stages, 'Design,Build,Test,Launch');
    const done = await office('POST', `/projects/${project.id}/done`);
    assert.equal(done.json().is_done, true);
    const [update] = await auditFor('project.update');
    assert.deepEqual(update!.before, { url: 'https://staging.example.ng', stages: 'Design,Build,Launch', current_stage: 'Design', progress: 1, is_done: false, approval_stages: [], revision_rounds: 2 });
    assert.equal((update!.after as { progress: number }).progress, 50);
  });

  it('creates, edits and finishes a tutorial; its student’s certificate then verifies', async () => {
    const created = await office('POST', '/tutorials', {
      title: 'Cloud 101', course_id: 'CLD2027', start_date: '2027-01-01', end_date: '2027-02-01', amount: 0, instructor: 'Kemi', link: 'https://meet.example.ng/cld', what_to_learn: ['AWS basics'],
    });
    assert.equal(created.statusCode, 200, created.body);
    const tut = created.json();
    assert.equal((await office('POST', '/tutorials', { ...tut, id: undefined, students: undefined, course_id: 'CLD2027' })).statusCode, 409);
    assert.equal((await office('PATCH', `/tutorials/${tut.id}`, { amount: 20000, title: 'Cloud 102' })).json().title, 'Cloud 102');
    await t.db.insert(enrolments).values({ tutorialId: tut.id, userId: client.id });
    const students = (await office('GET', `/tutorials/${tut.id}/students`)).json();
    assert.deepEqual(students.map((s: { email: string; certificate_id: string }) => [s.email, s.certificate_id]), [[client.email, `CLD2027-${client.publicId}`]]);
    const before = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/CLD2027-${client.publicId}` });
    assert.equal(before.statusCode, 404, 'no certificate before the tutorial is finished');
    const finished = await office('POST', `/tutorials/${tut.id}/finish`, {});
    assert.equal(finished.json().is_done, true);
    const cert = (await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/CLD2027-${client.publicId}` })).json();
    assert.equal(cert.is_student, true);
  });

  it('lists payments and retries a refund that is due, recording the money change', async () => {
    await t.db.insert(payments).values({ reference: 'DUP1', userId: client.id, kind: 'requests', itemIds: [1], amountKobo: 500000, status: 'refund_due', provider: 'sandbox' });
    const list = (await office('GET', '/payments?status=refund_due')).json();
    assert.deepEqual(list.map((p: { reference: string }) => p.reference), ['DUP1']);
    const res = await office('POST', '/payments/DUP1/retry-refund');
    assert.deepEqual(res.json(), { refunded: true, status: 'refunded' });
    assert.equal((await office('POST', '/payments/DUP1/retry-refund')).statusCode, 409);
    const [entry] = await auditFor('payment.refund');
    assert.deepEqual(entry!.before, { status: 'refund_due', amount_kobo: 500000 });
    assert.deepEqual(entry!.after, { status: 'refunded', amount_kobo: 500000, refunded: true });
    const audit = (await office('GET', '/audit?limit=500')).json();
    assert.ok(audit.some((e: { action: string }) => e.action === 'payment.refund'));
    assert.ok(audit.some((e: { action: string }) => e.action === 'request.quote'));
  });

  it('invites staff by email only: the set-up link is never in the answer; an existing account is not promoted', async () => {
    const res = await office('POST', '/staff/invite', { email: 'new.staff@thinkmakesolve.ng', name: 'Tunde' });
    assert.equal(res.statusCode, 200, res.body);
    assert.doesNotMatch(res.body, /set-up|token/);
    const mail = t.sent.at(-1)!;
    assert.equal(mail.to, 'new.staff@thinkmakesolve.ng');
    const link = /\/set-up\/([^/\s]+)\//.exec(mail.text)![1]!;
    const set = await t.app.inject({ method: 'POST', url: '/api/set_password', payload: { token: decodeURIComponent(link), password: 'N3w$taffPass' } });
    assert.equal(set.statusCode, 200, set.body);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'new.staff@thinkmakesolve.ng', password: 'N3w$taffPass' } });
    assert.equal(login.json().role, 'staff');
    assert.equal((await office('POST', '/staff/invite', { email: client.email, name: 'Sneaky' })).statusCode, 409);
    const [still] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, client.id));
    assert.equal(still!.role, 'client');
  });

  it('never answers a password hash or a token to staff', async () => {
    for (const url of ['/me', '/bookings?show=all', '/messages?show=all', '/subscribers', '/requests', '/projects', '/tutorials', '/payments', '/audit?limit=500', '/staff']) {
      const res = await office('GET', url);
      assert.equal(res.statusCode, 200, url);
      assert.doesNotMatch(res.body, /argon2|password|token/i, url);
    }
  });
});
