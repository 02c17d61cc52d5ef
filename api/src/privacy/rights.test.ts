import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { accountTokens, billingDetails, auditLog, consentRecords, contactMessages, enrolments, fileReviews, loginThrottle, newsletterSubscribers, payments, projects, requestFiles, requestMessages, serviceRequests, threadReads, tutorials, users } from '../db/schema';
import { demoPng } from '../files/seed';
import { fileStoreFor, MissingObject } from '../files/store';
import { enqueueMail } from '../mail/outbox';
import { bookingBody, createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { logDataRequest } from './data-requests';
import { NOT_ABOUT_PEOPLE, SUBJECT_TABLES } from './export';
import { rowsOf } from './rows';

interface Person {
  user: TestUser;
  name: string;
  phone: string;
  /** The primary keys of the rows made about this person, by table. */
  rows: Record<string, (string | number)[]>;
  paidReference: string;
}

let seq = 0;

/**
 * A person with a row in every table that can hold something about a person: an account with a session and an
 * emailed token, a booking made through the API (mails to them and the agency's copy), a paid request with its
 * project and payment, a pending intent, a contact message, a confirmed newsletter address with its consent, an
 * enrolment in a tutorial with a certificate, sign-in throttles, an audit entry, queued mail and a data request.
 */
async function seedPerson(t: TestApi, tutorialId: number, who: { email: string; name: string; phone: string }): Promise<Person> {
  seq += 1;
  const user = await createTestUser(t.db, t.config, { email: who.email, firstName: who.name, phone: who.phone });
  const rows: Record<string, (string | number)[]> = { users: [user.id] };
  rows.sessions = (await rowsOf<{ id: number }>(t.db, sql`select id from sessions where user_id = ${user.id}`)).map((r) => r.id);
  const [tok] = await t.db.insert(accountTokens).values({ userId: user.id, kind: 'verify', tokenHash: `hash-${seq}`, expiresAt: new Date(Date.now() + 86_400_000) }).returning();
  rows.account_tokens = [tok!.id];
  const booked = await t.app.inject({ method: 'POST', url: '/api/book_consultation', headers: user.headers, payload: bookingBody({ name: who.name, email: who.email, phone: who.phone, subject: `Shop for ${who.name}` }) });
  assert.equal(booked.statusCode, 200, booked.body);
  const [paid] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'wd', subject: `Paid work of ${who.name}`, phone: who.phone, price: 50_000, status: 'Completed', isDone: true, paidAt: new Date() }).returning();
  rows.service_requests = [booked.json().id, paid!.id];
  rows.consultations = (await rowsOf<{ id: number }>(t.db, sql`select id from consultations where request_id = ${booked.json().id}`)).map((r) => r.id);
  assert.equal(rows.consultations.length, 1, 'the booking holds its consultation');
  rows.consultation_tokens = []; // keyed by a secret's hash, left out of the export: the table is searched, its rows have no id to list
  rows.consultation_blocks = [];
  const [project] = await t.db.insert(projects).values({ requestId: paid!.id, userId: user.id, stages: ['Design'], isDone: true }).returning();
  rows.projects = [project!.id];
  // A thread (issue 26) on the paid request: the person's words, and staff's answer naming them.
  const thread = await t.db
    .insert(requestMessages)
    .values([
      { requestId: paid!.id, authorId: user.id, fromStaff: false, body: `This is ${who.name}, call me on ${who.phone}` },
      { requestId: paid!.id, authorId: null, fromStaff: true, body: `Thank you, ${who.name}.` },
    ])
    .returning();
  rows.request_messages = thread.map((m) => m.id);
  await t.db.insert(threadReads).values({ requestId: paid!.id, userId: user.id });
  rows.thread_reads = []; // keyed by (request_id, user_id): no id to list
  // Files (issue 26) on the paid request: the person's upload (through the API: its bytes are in the store), and a
  // deliverable of the agency's with the person's review.
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/requests/${paid!.id}/files?name=${encodeURIComponent(`Logo of ${who.name}.png`)}`,
    headers: { ...user.headers, 'content-type': 'image/png' },
    payload: demoPng(8),
  });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const [deliverable] = await t.db
    .insert(requestFiles)
    .values({ requestId: paid!.id, fromStaff: true, name: `Design for ${who.name}.pdf`, mediaType: 'application/pdf', size: 10, sha256: 'x', storageKey: `requests/${paid!.id}/seeded-${seq}`, deliverableStage: 'Design', round: 1 })
    .returning();
  rows.request_files = [uploaded.json().id, deliverable!.id];
  const [review] = await t.db.insert(fileReviews).values({ fileId: deliverable!.id, reviewerId: user.id, decision: 'changes', comment: `Call ${who.phone}`, round: 1 }).returning();
  rows.file_reviews = [review!.id];
  // The upload told staff (issue 26's notices, about the person's request); no saved views (a staff member's).
  rows.notices = (await rowsOf<{ id: number }>(t.db, sql`select id from notices where request_id = ${paid!.id}`)).map((r) => r.id);
  assert.ok(rows.notices.length > 0, 'the upload made a notice for staff');
  rows.office_views = [];
  rows.catalogue_versions = []; // a staff member's, like the rows below: nothing of a client's
  rows.catalogue_draft = [];
  rows.catalogue_images = [];
  const paidReference = `TMS-PAID-${seq}`;
  const [payment] = await t.db.insert(payments).values({ reference: paidReference, userId: user.id, kind: 'requests', itemIds: [paid!.id], amountKobo: 5_000_000, status: 'paid', paidAt: new Date(), providerAnswer: `customer ${who.email}` }).returning();
  const [intent] = await t.db.insert(payments).values({ reference: `TMS-INTENT-${seq}`, userId: user.id, kind: 'requests', itemIds: [booked.json().id], amountKobo: 100, status: 'pending' }).returning();
  rows.payments = [payment!.id, intent!.id];
  const [message] = await t.db.insert(contactMessages).values({ userId: user.id, name: who.name, email: who.email, subject: 'Hello', message: `Call me on ${who.phone}` }).returning();
  rows.contact_messages = [message!.id];
  const [sub] = await t.db.insert(newsletterSubscribers).values({ email: who.email, confirmedAt: new Date() }).returning();
  rows.newsletter_subscribers = [sub!.id];
  const [consent] = await t.db.insert(consentRecords).values({ email: who.email, userId: user.id, purpose: 'newsletter', given: true, noticeVersion: 'v', source: 'newsletter_form' }).returning();
  rows.consent_records = [consent!.id];
  const [enrolment] = await t.db.insert(enrolments).values({ tutorialId, userId: user.id }).returning();
  rows.enrolments = [enrolment!.id];
  const keys = [`account:${who.email}`, `pair:${who.email}|10.0.0.${seq}`];
  await t.db.insert(loginThrottle).values(keys.map((key) => ({ key, failures: 1, windowStart: new Date() })));
  rows.login_throttle = keys;
  const [entry] = await t.db.insert(auditLog).values({ actorEmail: 'ops@thinkmakesolve.ng', action: 'message.reply', target: `message ${message!.id}`, after: { to: who.email, subject: `Re: ${who.name}` } }).returning();
  rows.audit_log = [entry!.id];
  const request = await t.db.transaction((tx) => logDataRequest(tx, t.config, { userId: user.id, email: who.email, name: who.name, kind: 'correction', status: 'open', message: `My phone is ${who.phone}` }));
  rows.data_requests = [request.id];
  await t.db.transaction((tx) => enqueueMail(tx, [{ to: who.email, subject: 'Queued for you', text: `Hello ${who.name}` }]));
  rows.mail_outbox = [];
  await t.db.insert(billingDetails).values({ userId: user.id, businessName: `${who.name} Ventures`, address: 'Ikeja', tin: '12345678-0001' });
  rows.billing_details = [];
  // Billing (issue 25): keyed by user_id (billing_details has no id column); proposals, instalments, documents and
  // refunds are made by the billing flow and checked in billing/billing.test.ts.
  rows.proposals = [];
  rows.instalments = [];
  rows.billing_documents = [];
  rows.refunds = [];
  // Retainers (issue 25): made by subscribing, checked in billing/retainers.test.ts.
  rows.retainers = [];
  return { user, name: who.name, phone: who.phone, rows, paidReference };
}

/** Every row, in every table of every schema (pg-boss's too), whose text contains `needle`, by table. */
async function searchEverything(t: TestApi, needle: string): Promise<Record<string, number>> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    t.db,
    sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
  );
  const hits: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} as r where strpos(lower(r::text), ${needle.toLowerCase()}) > 0`,
    );
    if (row!.n > 0) hits[`${table.schema}.${table.name}`] = row!.n;
  }
  return hits;
}

describe('the data subject’s rights: export and erasure', () => {
  let t: TestApi;
  let staff: TestUser;
  let tutorialId: number;
  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, PAYMENT_RATE_LIMIT_MAX: 1000 });
    staff = await createTestUser(t.db, t.config, { role: 'staff', email: 'ops@thinkmakesolve.ng' });
    const [tutorial] = await t.db.insert(tutorials).values({ title: 'Web Foundations', courseId: 'WEB2026', startDate: '2026-01-01', endDate: '2026-03-01', isDone: true, isCertAwarded: true }).returning();
    tutorialId = tutorial!.id;
  });
  after(async () => t.close());

  it('every table of the schema is either searched for a person’s rows or holds nothing about anyone', () => {
    const tableNames = Object.values(schema).filter((v) => is(v, PgTable)).map((v) => getTableName(v as PgTable));
    const covered = new Set([...SUBJECT_TABLES.map((s) => s.table), ...NOT_ABOUT_PEOPLE]);
    assert.deepEqual(tableNames.filter((name) => !covered.has(name)), [], 'a new table must say whether it holds personal data (privacy/export.ts)');
  });

  it('the export has every row about the user, in every table, and nothing about anyone else', async () => {
    const ada = await seedPerson(t, tutorialId, { email: 'ada.export@example.ng', name: 'Adaeze Exportwoman', phone: '+2348011100001' });
    const bayo = await seedPerson(t, tutorialId, { email: 'bayo.other@example.ng', name: 'Bayo Otherman', phone: '+2348022200002' });
    const res = await t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: ada.user.headers });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-disposition'] as string, /attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json();
    for (const source of SUBJECT_TABLES) {
      const pk = source.table === 'login_throttle' ? 'key' : 'id';
      const exported = (data.tables[source.table] as Record<string, unknown>[]).map((r) => r[pk]);
      if (source.table === 'mail_outbox') continue; // relayed to pg-boss at any moment: checked with the jobs below
      for (const id of ada.rows[source.table]!) assert.ok(exported.includes(id), `${source.table} row ${id} of the user is exported`);
      for (const id of bayo.rows[source.table]!) assert.ok(!exported.includes(id) || source.table === 'audit_log', `${source.table} row ${id} of the other user is not`);
    }
    // Mail: queued or sent, the user's mail is listed (recipient and subject), the other's is not.
    const mails = [...data.tables.mail_outbox, ...(data.tables['pgboss.job (mail)'] ?? [])] as { to: string; subject: string }[];
    assert.ok(mails.some((m) => m.subject === 'Queued for you'));
    assert.ok(mails.every((m) => m.to === ada.user.email));
    const text = JSON.stringify(data);
    for (const other of [bayo.user.email, bayo.name, bayo.phone]) assert.ok(!text.includes(other), `nothing about the other user (${other})`);
    // No secrets, and the documents: the certificate's address.
    assert.doesNotMatch(JSON.stringify(data.tables), /argon2|token_hash|password_hash|unsubscribe_token|hash-\d/);
    assert.ok(data.omitted.some((o: string) => o.startsWith('users.password_hash')));
    assert.deepEqual(data.documents.map((d: { kind: string; url: string }) => [d.kind, d.url]), [['certificate', `${t.config.SITE_URL}/certificate/WEB2026-${ada.user.publicId}`]]);
    // The export is itself logged as a served request.
    const log = (await t.app.inject({ method: 'GET', url: '/api/me/data-requests', headers: ada.user.headers })).json();
    assert.ok(log.some((r: { kind: string; status: string }) => r.kind === 'access' && r.status === 'automatic'));
  });

  it('after an erasure a search of the whole database finds the person only in the payment records kept for tax, and those are the ones named', async () => {
    const who = { email: 'zebulon.erase@example.ng', name: 'Zebulon Quartermaine', phone: '+2348099911122' };
    const zeb = await seedPerson(t, tutorialId, who);
    const other = await seedPerson(t, tutorialId, { email: 'yetunde.stays@example.ng', name: 'Yetunde Staysalot', phone: '+2348077733344' });
    await t.app.inject({ method: 'PUT', url: '/api/me/consents', headers: zeb.user.headers, payload: { newsletter: true } });
    await t.mailQueue.flush();
    const before = await searchEverything(t, who.email);
    assert.ok(Object.keys(before).some((table) => table.startsWith('pgboss.')), `the test can see mail jobs: ${JSON.stringify(before)}`);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/me/erase', headers: zeb.user.headers, payload: { password: 'wrong' } });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().detail, 'The password is incorrect.');
    const [upload] = await rowsOf<{ storage_key: string }>(t.db, sql`select storage_key from request_files where id = ${zeb.rows.request_files![0]!}`);
    const store = fileStoreFor(t.config);
    await (await store.open(upload!.storage_key)).destroy();
    const res = await t.app.inject({ method: 'POST', url: '/api/me/erase', headers: zeb.user.headers, payload: { password: zeb.user.password } });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    assert.equal(answer.status, 'erased');
    // The bytes of the person's files went from the store too.
    await assert.rejects(store.open(upload!.storage_key), MissingObject);
    assert.equal(answer.kept.length, 1);
    assert.match(answer.kept[0].what, new RegExp(`1 payment record \\(${zeb.paidReference}\\)`));
    assert.match(answer.kept[0].until, /^\d{4}-\d{2}-\d{2}$/);
    await t.mailQueue.flush();

    for (const needle of [who.email, who.name, who.phone]) {
      const hits = await searchEverything(t, needle);
      assert.deepEqual(Object.keys(hits), ['public.payments'], `${needle} is found only in the payment records: ${JSON.stringify(hits)}`);
      const found = await rowsOf<{ reference: string; restricted_at: Date | null }>(t.db, sql`select reference, restricted_at from payments as r where strpos(lower(r::text), ${needle.toLowerCase()}) > 0`);
      assert.deepEqual(found.map((f) => f.reference), [zeb.paidReference], 'exactly the records named in the answer');
      assert.ok(found.every((f) => f.restricted_at), 'and they are restricted');
    }
    // Signed out everywhere; the other person is untouched.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/me/consents', headers: zeb.user.headers })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: who.email, password: zeb.user.password } })).statusCode, 400);
    const untouched = await searchEverything(t, other.user.email);
    for (const table of ['public.users', 'public.contact_messages', 'public.newsletter_subscribers', 'public.consent_records', 'public.data_requests', 'public.audit_log']) {
      assert.ok(untouched[table], `${table} still has the other person`);
    }
    // The office's lists do not show the erased person.
    const payments = await t.app.inject({ method: 'GET', url: '/api/office/payments', headers: staff.headers });
    assert.ok(!payments.body.includes(who.email) && !payments.body.includes(who.name));
  });

  it('an erasure that needs a person goes to the office’s queue, due in 30 days; marking it done erases then', async () => {
    const busy = await seedPerson(t, tutorialId, { email: 'busy.client@example.ng', name: 'Busola Ongoing', phone: '+2348055566677' });
    await t.db.insert(serviceRequests).values({ userId: busy.user.id, service: 'wd', subject: 'Under way', price: 10_000, status: 'Ongoing', paidAt: new Date() });
    const res = await t.app.inject({ method: 'POST', url: '/api/me/erase', headers: busy.user.headers, payload: { password: busy.user.password } });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    assert.equal(answer.status, 'queued');
    assert.match(answer.reason, /under way/);
    const received = Date.parse(answer.request.received_at);
    assert.equal(Date.parse(answer.request.due_at) - received, 30 * 86_400_000);
    assert.ok(t.sent.some((m) => m.to === t.config.AGENCY_INBOX && m.subject.startsWith(`Data request #${answer.request.id} (erasure)`)));

    const queue = (await t.app.inject({ method: 'GET', url: '/api/office/data-requests', headers: staff.headers })).json();
    const queued = queue.find((r: { id: number }) => r.id === answer.request.id);
    assert.equal(queued.email, busy.user.email);
    assert.equal(queued.status, 'open');
    assert.equal(queued.overdue, false);
    const dues = queue.map((r: { due_at: string }) => r.due_at);
    assert.deepEqual(dues, [...dues].sort(), 'soonest due first');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/office/data-requests', headers: busy.user.headers })).statusCode, 403);

    const done = await t.app.inject({ method: 'POST', url: `/api/office/data-requests/${answer.request.id}/done`, headers: staff.headers, payload: { outcome: 'Project handed over; account erased.' } });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().status, 'done');
    assert.equal(done.json().handled_by, staff.email);
    assert.match(done.json().outcome, /Erased; kept: 1 payment record/);
    assert.notEqual(done.json().email, busy.user.email, 'the log keeps a pseudonym, not the address');
    assert.deepEqual(Object.keys(await searchEverything(t, busy.user.email)), ['public.payments']);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/office/data-requests/${answer.request.id}/done`, headers: staff.headers, payload: { outcome: 'again' } })).statusCode, 409);
    const [audit] = await rowsOf<{ action: string }>(t.db, sql`select action from audit_log where target = ${`data request ${answer.request.id}`}`);
    assert.equal(audit!.action, 'data_request.done');
  });

  it('a request the user cannot serve themselves is logged open, due in 30 days', async () => {
    const user = await createTestUser(t.db, t.config);
    const res = await t.app.inject({ method: 'POST', url: '/api/me/data-requests', headers: user.headers, payload: { kind: 'correction', message: 'My email changed to new@example.ng' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'open');
    assert.equal(Date.parse(res.json().due_at) - Date.parse(res.json().received_at), 30 * 86_400_000);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/data-requests', headers: user.headers })).json();
    assert.deepEqual(mine.map((r: { id: number }) => r.id), [res.json().id]);
  });

  it('a guest account without a password confirms an erasure by typing its email', async () => {
    const guest = await createTestUser(t.db, t.config, { email: 'guest.erase@example.ng' });
    await t.db.update(users).set({ passwordHash: null }).where(sql`id = ${guest.id}`);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/me/erase', headers: guest.headers, payload: { confirm_email: 'someone@else.ng' } });
    assert.equal(wrong.json().detail, 'Type your email address to confirm.');
    const ok = await t.app.inject({ method: 'POST', url: '/api/me/erase', headers: guest.headers, payload: { confirm_email: ' Guest.Erase@example.ng ' } });
    assert.equal(ok.json().status, 'erased');
    assert.deepEqual(ok.json().kept, []);
    assert.deepEqual(await searchEverything(t, 'guest.erase@example.ng'), {});
  });
});
