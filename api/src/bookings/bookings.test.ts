import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { accountTokens, contactMessages, newsletterSubscribers, serviceRequests, users } from '../db/schema';
import { bookingBody, createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { readWireDay, readWireTime } from '../consultations/time';
import { consultations } from '../db/schema';
import { RESPONSE_PROMISE } from './emails';
import { bookConsultation } from './service';
import { HttpError } from '../lib/errors';

const booking = bookingBody;

async function count(t: TestApi, table: typeof serviceRequests | typeof users | typeof contactMessages | typeof newsletterSubscribers | typeof accountTokens) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('bookings', () => {
  let t: TestApi;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng' });
  });
  after(() => t.close());

  describe('POST /api/book_consultation', () => {
    it('as a guest: creates the account, a Pending request priced 0, and emails a set-up link with an invite', async () => {
      const before = t.sent.length;
      const res = await post('/book_consultation', booking({ email: 'New.Guest@example.ng', services: 'pd', date: 'Friday, November 27, 2026', time: '10:00' }));
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.success, 'success');
      assert.equal(typeof body.id, 'number');
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, body.id));
      assert.equal(row!.status, 'Pending');
      assert.equal(row!.price, 0);
      assert.equal(row!.paidAt, null);
      assert.equal(row!.service, 'product', "'pd' is stored as 'product'");
      assert.equal(row!.country, 'NG');
      const [slot] = await t.db.select().from(consultations).where(eq(consultations.requestId, body.id));
      assert.deepEqual([slot!.day, slot!.startTime, slot!.timeZone], ['2026-11-27', '10:00:00', 'Africa/Lagos'], 'stored as a date, a time and a zone');
      assert.equal(slot!.startsAt.toISOString(), '2026-11-27T09:00:00.000Z');
      assert.equal(body.consultation.long_date, 'Friday, November 27, 2026', "the spec's long date, rendered back");
      assert.equal(body.consultation.label, 'Friday, November 27, 2026 at 10:00 WAT');
      const [user] = await t.db.select().from(users).where(eq(users.id, row!.userId));
      assert.equal(user!.email, 'New.Guest@example.ng');
      assert.equal(user!.firstName, 'Ngozi Eze');
      assert.equal(user!.phone, '+2348012345678');
      assert.equal(user!.passwordHash, null);

      const mails = t.sent.slice(before);
      assert.equal(mails.length, 2);
      const client = mails.find((m) => m.to === 'New.Guest@example.ng')!;
      const agency = mails.find((m) => m.to === 'agency@example.ng')!;
      assert.ok(client.text.includes(RESPONSE_PROMISE));
      assert.match(client.text, /https:\/\/site\.test\/set-up\/[A-Za-z0-9_-]{43}\/New\.Guest%40example\.ng/);
      const ics = client.attachments?.[0];
      assert.equal(ics?.filename, 'consultation.ics');
      assert.match(ics!.content, /DTSTART:20261127T090000Z/);
      assert.match(client.text, /When: Friday, November 27, 2026 at 10:00 WAT/);
      assert.match(client.text, /How: By video call/);
      assert.match(client.text, /https:\/\/site\.test\/consultation\/[A-Za-z0-9_-]{43}/, 'the reschedule/cancel link');
      assert.equal(agency.replyTo, 'New.Guest@example.ng');
      assert.match(agency.text, /A shop for our bakery/);

      const token = /set-up\/([A-Za-z0-9_-]+)\//.exec(client.text)![1]!;
      const setUp = await post('/set_password', { token, email: 'New.Guest@example.ng', password: 'Br3ad$hop' });
      assert.equal(setUp.statusCode, 200);
    });

    // Changed with the spam-relay fix: a guest cannot prove the address is theirs, so the request waits for
    // the owner's confirmation instead of landing in the account (accounts/ownership.test.ts covers the rest).
    it('as a guest with an existing email: no new account, the request waits unconfirmed, and no set-up link', async () => {
      const u = await createTestUser(t.db, t.config, { email: 'known.client@example.ng' });
      const usersBefore = await count(t, users);
      const res = await post('/book_consultation', booking({ email: 'KNOWN.client@example.ng' }));
      assert.equal(res.statusCode, 200);
      assert.equal(await count(t, users), usersBefore);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json().id));
      assert.equal(row!.userId, u.id);
      assert.equal(row!.confirmedAt, null);
      const client = t.sent.filter((m) => m.to === u.email).at(-1)!;
      assert.doesNotMatch(client.text, /set-up/);
      assert.match(client.text, /confirm-booking/);
    });

    it('signed in: the request belongs to the signed-in user even when another email is typed', async () => {
      const me = await createTestUser(t.db, t.config);
      const other = await createTestUser(t.db, t.config);
      const res = await post('/book_consultation', booking({ email: other.email, services: 'seo' }), me.headers);
      assert.equal(res.statusCode, 200);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json().id));
      assert.equal(row!.userId, me.id);
      assert.ok(t.sent.some((m) => m.to === me.email && m.text.includes(`#${res.json().id}`)));
      assert.ok(!t.sent.some((m) => m.to === other.email && m.text.includes(`#${res.json().id}`)), "the other account's owner gets nothing");
    });

    it('signed in: an account deleted while its booking is on the way answers 401 and writes nothing', async () => {
      const me = await createTestUser(t.db, t.config);
      const before = { requests: await count(t, serviceRequests), outbox: t.sent.length };
      // The access hook has passed; the account goes before the booking's insert.
      const gone = { id: me.id, publicId: me.publicId, email: me.email, firstName: 'Gone', phone: '', role: 'client' as const, sessionId: 0 };
      await t.db.delete(users).where(eq(users.id, me.id));
      await assert.rejects(
        bookConsultation({ db: t.db, config: t.config, log: t.app.log }, gone, booking()),
        (error: unknown) => error instanceof HttpError && error.statusCode === 401 && /session has expired/.test(error.message),
      );
      assert.equal(await count(t, serviceRequests), before.requests);
      assert.equal(t.sent.length, before.outbox);
    });

    it('names the missing fields, counts select as no service, and writes nothing', async () => {
      const before = { requests: await count(t, serviceRequests), users: await count(t, users), tokens: await count(t, accountTokens) };
      const cases: [object, RegExp][] = [
        [booking({ name: '', phone: '  ', date: undefined }), /required fields: name, phone, date\.$/],
        [booking({ services: 'select' }), /required fields: services\.$/],
        [booking({ subject: null, time: '' }), /required fields: time, subject\.$/],
        [booking({ services: 'plumbing' }), /^Unknown service: plumbing/],
        [booking({ email: 'not-an-email' }), /valid email/],
        [booking({ selected: 'Nigeria' }), /valid country/],
        [booking({ phone: 2348012345678 }), /phone/],
        [booking({ message: 'x'.repeat(6000) }), /message/],
        [{}, /required fields: name, email, phone, date, time, services, subject\.$/],
      ];
      for (const [payload, detail] of cases) {
        const res = await post('/book_consultation', payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 100));
        assert.match(res.json().detail, detail);
      }
      assert.deepEqual({ requests: await count(t, serviceRequests), users: await count(t, users), tokens: await count(t, accountTokens) }, before);
    });

    it('two guest bookings at once with a new email make one account', async () => {
      const results = await Promise.all([
        post('/book_consultation', booking({ email: 'twice@example.ng' })),
        post('/book_consultation', booking({ email: 'Twice@example.ng', services: 'seo' })),
      ]);
      assert.deepEqual(results.map((r) => r.statusCode), [200, 200]);
      const rows = await t.db.select().from(users).where(eq(sql`lower(${users.email})`, 'twice@example.ng'));
      assert.equal(rows.length, 1);
    });

    it('message is optional and selected defaults to US', async () => {
      const res = await post('/book_consultation', booking({ message: undefined, selected: undefined, services: 'custom' }));
      assert.equal(res.statusCode, 200);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json().id));
      assert.equal(row!.message, '');
      assert.equal(row!.country, 'US');
    });

    it('refuses, writing nothing, a date or time that names no slot (the API owns the calendar now)', async () => {
      const before = await count(t, serviceRequests);
      const res = await post('/book_consultation', booking({ email: 'no.invite@example.ng', date: 'next Friday', time: 'after lunch' }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().detail, 'Please choose a date and time from the list.');
      assert.equal(await count(t, serviceRequests), before);
    });

    it('keeps the booking when the mail server fails', async () => {
      const failing = await startTestApi({ RATE_LIMIT_MAX: 1000 }, {
        async send() {
          throw new Error('smtp down');
        },
      });
      try {
        const res = await failing.app.inject({ method: 'POST', url: '/api/book_consultation', payload: booking() });
        assert.equal(res.statusCode, 200);
        assert.equal(await count(failing, serviceRequests), 1);
      } finally {
        await failing.close();
      }
    });

    it('refuses text the database cannot hold, before writing anything', async () => {
      const usersBefore = await count(t, users);
      const res = await post('/book_consultation', booking({ email: 'rollback@example.ng', subject: 'x\u0000y', message: '\ud800' }));
      assert.equal(res.statusCode, 400);
      assert.match(res.json().detail, /subject: must not contain NUL characters; message: must be valid Unicode text/);
      assert.equal(await count(t, users), usersBefore, 'no half-written account');
    });
  });

  describe('POST /api/contact', () => {
    it('stores the message and emails the agency inbox', async () => {
      const res = await post('/contact', { name: 'Bola', email: 'bola@example.ng', subject: 'Quote', message: 'How much for a site?' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'bola@example.ng'));
      assert.equal(row!.subject, 'Quote');
      assert.equal(row!.userId, null);
      const mail = t.sent.at(-1)!;
      assert.equal(mail.to, 'agency@example.ng');
      assert.equal(mail.replyTo, 'bola@example.ng');
      assert.match(mail.text, /How much for a site\?/);
    });

    it('links the message to the signed-in user', async () => {
      const u = await createTestUser(t.db, t.config);
      const res = await post('/contact', { name: 'Me', email: 'me.contact@example.ng', subject: 'Hi', message: 'Hello' }, u.headers);
      assert.equal(res.statusCode, 200);
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'me.contact@example.ng'));
      assert.equal(row!.userId, u.id);
    });

    it('names every missing field and stores nothing', async () => {
      const before = await count(t, contactMessages);
      const res = await post('/contact', { name: 'Bola', subject: ' ' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().detail, 'Please fill in the required fields: email, subject, message.');
      const bad = await post('/contact', { name: 'Bola', email: 'nope', subject: 's', message: 'm' });
      assert.equal(bad.statusCode, 400);
      assert.equal(await count(t, contactMessages), before);
    });

    it('answers 401 for an expired token rather than posting as a guest', async () => {
      const res = await post('/contact', { name: 'A', email: 'a@b.ng', subject: 's', message: 'm' }, { authorization: 'Bearer nope' });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('POST /api/newsletter', () => {
    it('stores an email once, case-insensitively, and mails it one confirmation (double opt-in)', async () => {
      const sentBefore = t.sent.length;
      for (const newsEmail of [' Reader@Example.ng ', 'reader@example.ng', 'READER@EXAMPLE.NG']) {
        const res = await post('/newsletter', { newsEmail });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { success: 'success' });
      }
      const rows = await t.db.select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, 'reader@example.ng'));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.email, 'Reader@Example.ng');
      assert.equal(t.sent.length - sentBefore, 1);
    });

    it('accepts any non-empty text (no format check) and refuses blanks and oversize', async () => {
      assert.equal((await post('/newsletter', { newsEmail: 'not really an email' })).statusCode, 200);
      const blank = await post('/newsletter', { newsEmail: '   ' });
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().detail, 'Please enter your email address.');
      assert.equal((await post('/newsletter', { newsEmail: 'x'.repeat(300) })).statusCode, 400);
      assert.equal((await post('/newsletter', {})).statusCode, 400);
    });
  });
});

describe("the booking's wire date and time", () => {
  it("reads the spec's long date and 24-hour and AM/PM times", () => {
    assert.equal(readWireDay('Friday, November 27, 2026'), '2026-11-27');
    assert.equal(readWireDay('Nov 27 2026'), '2026-11-27');
    assert.equal(readWireDay('2026-11-27'), '2026-11-27');
    assert.equal(readWireTime('14:30'), '14:30');
    assert.equal(readWireTime('2:30 PM'), '14:30');
    assert.equal(readWireTime('12 am'), '00:00');
  });
  it('refuses impossible days and times', () => {
    assert.equal(readWireDay('Monday, February 30, 2026'), null);
    assert.equal(readWireDay('next Friday'), null);
    assert.equal(readWireTime('25:00'), null);
    assert.equal(readWireTime('13 PM'), null);
    assert.equal(readWireTime('after lunch'), null);
  });
});
