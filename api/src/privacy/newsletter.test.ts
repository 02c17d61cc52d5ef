import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { eq, sql } from 'drizzle-orm';
import { consentRecords, newsletterSubscribers } from '../db/schema';
import { bookingBody, createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

const CONFIRM = /\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_PAGE = /\/unsubscribe\/([0-9a-f]{64})/;

describe('newsletter double opt-in and one-click unsubscribe', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ SITE_URL: 'https://site.test', RATE_LIMIT_MAX: 1000 });
  });
  after(async () => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const mailsTo = (email: string) => t.sent.filter((m) => m.to === email);
  const consentsOf = (email: string) => t.db.select().from(consentRecords).where(eq(sql`lower(${consentRecords.email})`, email));

  async function subscribeAndConfirm(email: string): Promise<string> {
    assert.equal((await post('/newsletter', { newsEmail: email })).statusCode, 200);
    const token = CONFIRM.exec(mailsTo(email).at(-1)!.text)![1]!;
    assert.equal((await post('/newsletter/confirm', { token })).statusCode, 200);
    return UNSUBSCRIBE_PAGE.exec(mailsTo(email).at(-1)!.text)![1]!;
  }

  it('a sign-up receives one confirmation mail and nothing else until it is confirmed; the answer never tells', async () => {
    const email = 'reader.one@example.ng';
    const first = await post('/newsletter', { newsEmail: email });
    assert.deepEqual(first.json(), { success: 'success' });
    assert.equal(mailsTo(email).length, 1);
    const [confirmation] = mailsTo(email);
    assert.equal(confirmation!.subject, 'Confirm your newsletter subscription');
    assert.match(confirmation!.text, CONFIRM);
    assert.equal(confirmation!.headers, undefined, 'the confirmation is not a marketing mail');
    // Not the newsletter's audience yet, no consent on record, and the agency is not told of it.
    assert.equal((await consentsOf(email)).length, 0);
    assert.ok(!t.sent.some((m) => m.subject === 'New newsletter subscriber' && m.text.includes(email)));
    // Signing up again within the resend window sends nothing more (a form cannot be used to flood an address).
    assert.deepEqual((await post('/newsletter', { newsEmail: email.toUpperCase() })).json(), { success: 'success' });
    assert.equal(mailsTo(email).length, 1);

    const token = CONFIRM.exec(confirmation!.text)![1]!;
    assert.equal((await post('/newsletter/confirm', { token })).statusCode, 200);
    const [consent] = await consentsOf(email);
    assert.equal(consent!.given, true);
    assert.equal(consent!.source, 'newsletter_form');
    assert.equal(consent!.noticeVersion, PRIVACY_NOTICE_VERSION);
    const welcome = mailsTo(email).at(-1)!;
    assert.equal(welcome.subject, 'You are subscribed to our newsletter');
    assert.match(welcome.text, UNSUBSCRIBE_PAGE);
    const unsubscribeToken = UNSUBSCRIBE_PAGE.exec(welcome.text)![1]!;
    assert.equal(welcome.headers!['List-Unsubscribe'], `<https://site.test/api/unsubscribe/${unsubscribeToken}>, <mailto:${t.config.AGENCY_INBOX}?subject=unsubscribe>`);
    assert.equal(welcome.headers!['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    // Confirming twice records nothing twice; signing up a confirmed address answers the same and sends nothing.
    const sent = t.sent.length;
    assert.equal((await post('/newsletter/confirm', { token })).statusCode, 200);
    assert.deepEqual((await post('/newsletter', { newsEmail: email })).json(), { success: 'success' });
    assert.equal(t.sent.length, sent);
    assert.equal((await consentsOf(email)).length, 1);
  });

  it('refuses an unknown confirmation link', async () => {
    const res = await post('/newsletter/confirm', { token: 'x'.repeat(43) });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /invalid or has expired/);
  });

  it('records the notice version the form showed, when it is one the site published', async () => {
    const email = 'reader.version@example.ng';
    await post('/newsletter', { newsEmail: email, notice_version: 'made-up-version' });
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    assert.equal(row!.noticeVersion, PRIVACY_NOTICE_VERSION, 'an unknown version records the current one');
  });

  it('one-click unsubscribe (RFC 8058): a form POST without sign-in, idempotent, recording one withdrawal', async () => {
    const email = 'reader.two@example.ng';
    const token = await subscribeAndConfirm(email);
    assert.deepEqual((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json(), { email: 'r***@example.ng', subscribed: true });
    const oneClick = () =>
      t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const first = await oneClick();
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { email: 'r***@example.ng', subscribed: false });
    const again = await oneClick();
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { email: 'r***@example.ng', subscribed: false });
    // The site's page posts JSON, a mail client may post multipart: the same request.
    assert.equal((await post(`/unsubscribe/${token}`, {})).statusCode, 200);
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, payload: multipart, headers: { 'content-type': 'multipart/form-data; boundary=b' } })).statusCode, 200);
    assert.equal((await post(`/unsubscribe/${token}`)).statusCode, 200, 'an empty POST too');
    const records = await consentsOf(email);
    assert.deepEqual(records.map((r) => [r.given, r.source]), [[true, 'newsletter_form'], [false, 'unsubscribe_link']]);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json().subscribed, false);
    assert.equal((await post(`/unsubscribe/${'0'.repeat(64)}`, {})).statusCode, 404);
    // A NUL byte would reach PostgreSQL (which refuses it in text) and answer 500: the token's shape is checked first.
    for (const bad of ['%00', `${'a'.repeat(30)}%00`, 'x']) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({ method, url: `/api/unsubscribe/${bad}`, ...(method === 'POST' ? { payload: {} } : {}) });
        assert.equal(answer.statusCode, 400, `${method} /api/unsubscribe/${bad}`);
        assert.match(answer.json().detail, /token/);
      }
    }
  });

  it('a booking or contact message with the box unticked asks for nothing; ticked, it starts the double opt-in', async () => {
    await post('/book_consultation', bookingBody({ email: 'unticked@example.ng' }));
    await post('/contact', { name: 'Uche', email: 'unticked.contact@example.ng', subject: 'Hi', message: 'Hello', marketing_consent: false });
    assert.ok(!t.sent.some((m) => /unticked/.test(m.to) && m.subject === 'Confirm your newsletter subscription'));
    assert.equal((await t.db.select().from(newsletterSubscribers).where(sql`email like 'unticked%'`)).length, 0);

    await post('/book_consultation', bookingBody({ email: 'ticked@example.ng', marketing_consent: true, notice_version: PRIVACY_NOTICE_VERSION }));
    const confirmation = mailsTo('ticked@example.ng').find((m) => m.subject === 'Confirm your newsletter subscription')!;
    assert.ok(confirmation, 'a confirmation mail');
    await post('/newsletter/confirm', { token: CONFIRM.exec(confirmation.text)![1] });
    const [consent] = await consentsOf('ticked@example.ng');
    assert.equal(consent!.source, 'booking');
  });

  it('settings: a proven address turns the newsletter on at once, and off again, each recorded', async () => {
    const user = await createTestUser(t.db, t.config, { email: 'settings.reader@example.ng' });
    const get = () => t.app.inject({ method: 'GET', url: '/api/me/consents', headers: user.headers });
    assert.equal((await get()).json().newsletter, 'not_subscribed');
    const on = await t.app.inject({ method: 'PUT', url: '/api/me/consents', headers: user.headers, payload: { newsletter: true } });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().newsletter, 'subscribed');
    assert.equal(on.json().notice.version, PRIVACY_NOTICE_VERSION);
    const off = await t.app.inject({ method: 'PUT', url: '/api/me/consents', headers: user.headers, payload: { newsletter: false } });
    assert.equal(off.json().newsletter, 'not_subscribed');
    assert.deepEqual(off.json().history.map((h: { given: boolean; source: string }) => [h.given, h.source]), [[false, 'settings'], [true, 'settings']]);

    const unproven = await createTestUser(t.db, t.config, { email: 'unproven.reader@example.ng', verified: false });
    const pending = await t.app.inject({ method: 'PUT', url: '/api/me/consents', headers: unproven.headers, payload: { newsletter: true } });
    assert.equal(pending.json().newsletter, 'pending');
    assert.equal(mailsTo(unproven.email).at(-1)!.subject, 'Confirm your newsletter subscription');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/me/consents' })).statusCode, 401);
  });

  it('GET /api/privacy/notice names the current version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/notice' });
    assert.equal(res.json().version, PRIVACY_NOTICE_VERSION);
  });
});
