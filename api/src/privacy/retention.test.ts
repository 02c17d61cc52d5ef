import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountTokens, loginThrottle, newsletterSubscribers, payments, requestFiles, serviceRequests, sessions, users } from '../db/schema';
import { fileStoreFor, MissingObject } from '../files/store';
import { createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { RETENTION_JOB, runRetention } from './retention';
import { rowsOf } from './rows';

const DAY = 86_400_000;
/** The clock the job is run with: a fixed moment, every row dated relative to it. */
const NOW = new Date('2027-03-01T12:00:00Z');
const ago = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs);

describe('retention jobs remove exactly what is past its period', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ RETENTION_NEWSLETTER_DAYS: 30, RETENTION_GUEST_DAYS: 90, RETENTION_SENT_MAIL_DAYS: 30, RETENTION_TOKEN_DAYS: 7, RETENTION_INTENT_DAYS: 90 });
  });
  after(async () => t.close());

  const ids = async (table: typeof newsletterSubscribers | typeof users | typeof accountTokens | typeof sessions | typeof payments, wanted: number[]) =>
    (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id).sort((a, b) => a - b);

  it('newsletter sign-ups never confirmed, and unsubscribed addresses, after RETENTION_NEWSLETTER_DAYS; confirmed ones never', async () => {
    const rows = await t.db
      .insert(newsletterSubscribers)
      .values([
        { email: 'due@example.ng', createdAt: ago(40), confirmSentAt: ago(30, 1) },
        { email: 'resent@example.ng', createdAt: ago(40), confirmSentAt: ago(29) },
        { email: 'fresh@example.ng', createdAt: ago(29) },
        { email: 'confirmed@example.ng', createdAt: ago(400), confirmedAt: ago(399) },
        { email: 'left@example.ng', createdAt: ago(400), confirmedAt: ago(399), unsubscribedAt: ago(31) },
        { email: 'just.left@example.ng', createdAt: ago(400), confirmedAt: ago(399), unsubscribedAt: ago(29) },
      ])
      .returning();
    const result = await runRetention(t.db, t.config, NOW);
    assert.equal(result.newsletterSignUps, 2);
    assert.deepEqual(await ids(newsletterSubscribers, rows.map((r) => r.id)), [rows[1]!.id, rows[2]!.id, rows[3]!.id, rows[5]!.id]);
  });

  it('guest accounts never set up, with nothing paid or under way, after RETENTION_GUEST_DAYS', async () => {
    const guest = (email: string, createdAt: Date, extra: Partial<typeof users.$inferInsert> = {}) =>
      t.db.insert(users).values({ email, createdAt, ...extra }).returning().then((r) => r[0]!);
    const due = await guest('guest.due@example.ng', ago(91));
    const [booking] = await t.db.insert(serviceRequests).values({ userId: due.id, service: 'wd', subject: 'Pending guest booking' }).returning();
    // A file staff shared on the booking: its row goes by cascade, its bytes from the store.
    const store = fileStoreFor(t.config);
    const bytes = path.join(await mkdtemp(path.join(tmpdir(), 'retention-')), 'brief.pdf');
    await writeFile(bytes, '%PDF-1.4 brief');
    const key = `requests/${booking!.id}/retention-brief`;
    await store.put(key, bytes);
    await t.db.insert(requestFiles).values({ requestId: booking!.id, fromStaff: true, name: 'brief.pdf', mediaType: 'application/pdf', size: 14, sha256: 'x'.repeat(64), storageKey: key });
    const young = await guest('guest.young@example.ng', ago(89));
    const setUp = await guest('guest.setup@example.ng', ago(200), { passwordHash: 'argon2id$x' });
    const proved = await guest('guest.proved@example.ng', ago(200), { emailVerifiedAt: ago(199) });
    const quoted = await guest('guest.quoted@example.ng', ago(200));
    await t.db.insert(serviceRequests).values({ userId: quoted.id, service: 'wd', subject: 'Quoted', status: 'Quoted', price: 1000 });
    const payer = await guest('guest.paid@example.ng', ago(200));
    await t.db.insert(payments).values({ reference: 'TMS-GUEST-PAID', userId: payer.id, kind: 'tutorial', itemIds: [1], amountKobo: 100, status: 'paid', paidAt: ago(150) });
    const staff = await guest('staff.invited@example.ng', ago(200), { role: 'staff' });
    const all = [due, young, setUp, proved, quoted, payer, staff].map((u) => u.id);
    const result = await runRetention(t.db, t.config, NOW);
    assert.equal(result.guestAccounts, 1);
    assert.equal(result.files, 1);
    await assert.rejects(store.open(key), MissingObject, 'the stored bytes are gone with the row');
    assert.deepEqual(await ids(users, all), all.filter((id) => id !== due.id));
    const [left] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from service_requests where user_id = ${due.id}`);
    assert.equal(left!.n, 0, 'with its pending booking');
  });

  it('tokens, sessions and sign-in throttles after RETENTION_TOKEN_DAYS past expiry or use', async () => {
    const user = await createTestUser(t.db, t.config);
    const tokens = await t.db
      .insert(accountTokens)
      .values([
        { userId: user.id, kind: 'reset', tokenHash: 'expired-long-ago', expiresAt: ago(8) },
        { userId: user.id, kind: 'reset', tokenHash: 'expired-lately', expiresAt: ago(6) },
        { userId: user.id, kind: 'setup', tokenHash: 'used-long-ago', expiresAt: ago(-30), usedAt: ago(8) },
        { userId: user.id, kind: 'setup', tokenHash: 'live', expiresAt: ago(-30) },
      ])
      .returning();
    const sess = await t.db
      .insert(sessions)
      .values([
        { userId: user.id, tokenHash: 's-expired', expiresAt: ago(8) },
        { userId: user.id, tokenHash: 's-revoked', expiresAt: ago(-20), revokedAt: ago(8) },
        { userId: user.id, tokenHash: 's-live', expiresAt: ago(-20) },
      ])
      .returning();
    await t.db.insert(loginThrottle).values([
      { key: 'account:old@example.ng', failures: 3, windowStart: ago(8) },
      { key: 'account:recent@example.ng', failures: 3, windowStart: ago(6) },
      { key: 'pair:blocked@example.ng|1.1.1.1', failures: 9, windowStart: ago(30), blockedUntil: ago(-1) },
    ]);
    const result = await runRetention(t.db, t.config, NOW);
    assert.equal(result.tokens, 2);
    assert.deepEqual(await ids(accountTokens, tokens.map((r) => r.id)), [tokens[1]!.id, tokens[3]!.id]);
    // (Other tests' sessions, made at the real time, are long expired at this clock: only ours are checked.)
    assert.deepEqual(await ids(sessions, sess.map((r) => r.id)), [sess[2]!.id]);
    const keys = (await t.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).sort();
    assert.deepEqual(keys, ['account:recent@example.ng', 'pair:blocked@example.ng|1.1.1.1']);
  });

  it('payment intents that took no money after RETENTION_INTENT_DAYS; money records never', async () => {
    const user = await createTestUser(t.db, t.config);
    const pay = (reference: string, fields: Partial<typeof payments.$inferInsert>) => ({ reference, userId: user.id, kind: 'requests' as const, itemIds: [1], amountKobo: 100, ...fields });
    const rows = await t.db
      .insert(payments)
      .values([
        pay('I-EXPIRED-OLD', { status: 'pending', createdAt: ago(100), expiresAt: ago(91) }),
        pay('I-EXPIRED-RECENT', { status: 'pending', createdAt: ago(100), expiresAt: ago(89) }),
        pay('I-FAILED-OLD', { status: 'failed', createdAt: ago(91) }),
        pay('I-VOIDED-OLD', { status: 'voided', createdAt: ago(91) }),
        pay('I-PAID-OLD', { status: 'paid', createdAt: ago(900), paidAt: ago(900) }),
        pay('I-REFUNDED-OLD', { status: 'refunded', createdAt: ago(900), paidAt: ago(900) }),
      ])
      .returning();
    const result = await runRetention(t.db, t.config, NOW);
    assert.equal(result.intents, 3);
    assert.deepEqual(await ids(payments, rows.map((r) => r.id)), [rows[1]!.id, rows[4]!.id, rows[5]!.id]);
  });

  it('sent mail (pg-boss’s finished mail jobs, which hold the whole mail) after RETENTION_SENT_MAIL_DAYS', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: 'mail.retention@example.ng' } });
    await t.mailQueue.flush();
    const count = async () => (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = 'mail.retention@example.ng'`))[0]!.n;
    assert.equal(await count(), 1);
    assert.equal((await runRetention(t.db, t.config, new Date(Date.now() + 29 * DAY))).sentMail, 0);
    assert.equal(await count(), 1);
    const result = await runRetention(t.db, t.config, new Date(Date.now() + 31 * DAY));
    assert.ok(result.sentMail >= 1);
    assert.equal(await count(), 0);
  });

  it('runs on the job queue when RETENTION_INTERVAL_MINUTES is set', async () => {
    const api = await startTestApi({ RETENTION_INTERVAL_MINUTES: 60 });
    try {
      const deadline = Date.now() + 20_000;
      let states: { state: string }[] = [];
      while (Date.now() < deadline) {
        states = await rowsOf<{ state: string }>(api.db, sql`select state from pgboss.job where name = ${RETENTION_JOB}`);
        if (states.some((s) => s.state === 'completed')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok(states.some((s) => s.state === 'completed'), `the job ran: ${JSON.stringify(states)}`);
    } finally {
      await api.close();
    }
  });
});
