import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { serviceRequests, tutorials, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { createTestUser, nextTestSlot, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { TEXT } from './service';

/** Issue 23, accounts: who may collect what is sent under an address, and what the agency mails to it. */
const STRONG = 'Att4cker$pw';
const PHISH = 'Your account is suspended. Log in at https://evil.example/login';
const booking = (email: string, over: Record<string, string> = {}) => ({
  name: 'Security Team',
  email,
  phone: '+2348012345678',
  ...nextTestSlot(),
  services: 'wd',
  subject: 'Action required: https://evil.example/verify',
  message: PHISH,
  selected: 'NG',
  ...over,
});

function linkToken(text: string, prefix: string): string {
  const match = new RegExp(`${prefix}/([A-Za-z0-9_-]+)`).exec(text);
  assert.ok(match, `no ${prefix} link in: ${text}`);
  return match[1]!;
}

/** Every href of a mail's HTML version. */
const hrefs = (mail: MailMessage) => [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

describe('trust, round two: accounts', () => {
  let t: TestApi;
  let tutorialId = 0;
  let staff: TestUser;
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const requestsOf = async (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/requests', headers });
  const since = (n: number, to: string) => t.sent.slice(n).filter((m) => m.to.toLowerCase() === to.toLowerCase());

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng', LOGIN_ACCOUNT_MAX_FAILURES: 3 });
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
    const [tut] = await t.db
      .insert(tutorials)
      .values({ title: 'Free course', amount: 0, startDate: '2027-01-01', endDate: '2027-03-01', courseId: `TRU${Date.now()}` })
      .returning();
    tutorialId = tut!.id;
  });
  after(() => t.close());

  describe('pre-registration: a password nobody proved', () => {
    it("the owner books, proves the address, and the attacker's session and password reach nothing of theirs", async () => {
      const victim = 'victim.pre@example.ng';
      // The attacker signs up under the victim's address in the enrolment dialog and keeps the session.
      const signUp = await post('/add_student', { id: tutorialId, name: 'Attacker', email: victim, password: STRONG });
      assert.equal(signUp.statusCode, 200, signUp.body);
      const attacker = { authorization: `Bearer ${signUp.json().user.token}` };
      const verifyMail = since(0, victim).find((m) => m.subject === 'Confirm your email address')!;

      // The real owner books without signing in, and follows the confirmation link: first prove the address.
      const b = t.sent.length;
      const { id } = (await post('/book_consultation', booking(victim, { name: 'Owner', subject: 'My shop', message: 'Private plans' }))).json();
      const claim = linkToken(since(b, victim)[0]!.text, 'https://site.test/confirm-booking');
      const refused = await post('/confirm_booking', { token: claim });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().detail, TEXT.verifyFirst);

      // The owner opens the verification link (not signed in to that account): the attacker is out.
      const verified = await post('/verify_email', { token: linkToken(verifyMail.text, 'https://site.test/verify-email') });
      assert.equal(verified.statusCode, 200, verified.body);
      const setUp = verified.json().set_up as string;
      assert.match(setUp, /^\/set-up\/[A-Za-z0-9_-]{43}\/victim\.pre%40example\.ng$/);
      assert.equal((await requestsOf(attacker)).statusCode, 401, "the attacker's session has ended");
      assert.equal((await post('/login', { username: victim, password: STRONG })).statusCode, 400, "the attacker's password is gone");

      // The owner chooses a password on the set-up page the answer points to, then confirms the booking.
      const [, token] = /^\/set-up\/([^/]+)\//.exec(setUp)!;
      assert.equal((await post('/set_password', { token: token!, email: victim, password: 'Own3r$pass' })).statusCode, 200);
      assert.equal((await post('/confirm_booking', { token: claim })).statusCode, 200);
      const owner = await post('/login', { username: victim, password: 'Own3r$pass' });
      assert.equal(owner.statusCode, 200);
      const list = await requestsOf({ authorization: `Bearer ${owner.json().token}` });
      assert.deepEqual(list.json().map((r: { id: number }) => r.id), [id]);
      assert.equal((await post('/login', { username: victim, password: STRONG })).statusCode, 400);
      assert.equal((await requestsOf(attacker)).statusCode, 401);
    });

    it('a guest who confirms from their own signed-in session keeps password and session; other sessions end', async () => {
      const email = 'genuine.learner@example.ng';
      const signUp = await post('/add_student', { id: tutorialId, name: 'Learner', email, password: STRONG });
      const here = { authorization: `Bearer ${signUp.json().user.token}` };
      const elsewhere = { authorization: `Bearer ${(await post('/login', { username: email, password: STRONG })).json().token}` };
      const mail = since(0, email).find((m) => m.subject === 'Confirm your email address')!;
      const res = await post('/verify_email', { token: linkToken(mail.text, 'https://site.test/verify-email') }, here);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
      assert.equal((await requestsOf(here)).statusCode, 200);
      assert.equal((await requestsOf(elsewhere)).statusCode, 401);
      assert.equal((await post('/login', { username: email, password: STRONG })).statusCode, 200);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      assert.ok(row!.emailVerifiedAt);
    });

    it('a stale sign-in reads as signed out: the owner is led to the set-up page all the same', async () => {
      const email = 'stale.browser@example.ng';
      await post('/add_student', { id: tutorialId, name: 'Someone', email, password: STRONG });
      const mail = since(0, email).find((m) => m.subject === 'Confirm your email address')!;
      const res = await post('/verify_email', { token: linkToken(mail.text, 'https://site.test/verify-email') }, { authorization: 'Bearer no-longer-valid' });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.json().set_up, /^\/set-up\//);
    });

    it('a signed-in account whose address is unproven is mailed no booker text about its bookings', async () => {
      const victim = 'victim.signed@example.ng';
      const signUp = await post('/add_student', { id: tutorialId, name: 'Attacker', email: victim, password: STRONG });
      const b = t.sent.length;
      assert.equal((await post('/book_consultation', booking(victim), { authorization: `Bearer ${signUp.json().user.token}` })).statusCode, 200);
      const [mail] = since(b, victim);
      assert.ok(mail);
      for (const words of ['suspended', 'evil.example', 'Security Team', 'Action required']) assert.ok(!mail.text.includes(words), words);
      assert.match(mail.text, /https:\/\/site\.test\/forgot-password/);
    });
  });

  describe('phishing relay through guest bookings', () => {
    it('an address with no account gets a neutral mail: set-up link, no booker text, no visitor link made clickable', async () => {
      const stranger = 'stranger@example.ng';
      const b = t.sent.length;
      const res = await post('/book_consultation', booking(stranger));
      assert.equal(res.statusCode, 200);
      const [mail] = since(b, stranger);
      assert.ok(mail);
      for (const words of ['suspended', 'evil.example', 'Security Team', 'Action required']) {
        assert.ok(!mail.text.includes(words), `the text quotes nothing the booker typed (${words})`);
        assert.ok(!mail.html!.includes(words), `nor the HTML (${words})`);
        assert.ok(!(mail.attachments ?? []).some((a) => a.content.includes(words)), `nor the invite (${words})`);
      }
      assert.match(mail.text, new RegExp(`#${res.json().id}, Web development\\)`));
      assert.match(mail.text, /When: \w+day, \w+ \d+, 2026 at \d\d:\d\d WAT/, 'the time, written by the agency');
      assert.deepEqual(
        hrefs(mail).map((h) => h.replace(/set-up\/[^/]+\//, 'set-up/T/').replace(/consultation\/[^/]+$/, 'consultation/T')),
        ['https://site.test/consultation/T', 'https://site.test/set-up/T/stranger%40example.ng'],
        "only the agency's own links: the consultation's manage link and the set-up link",
      );

      const agency = since(b, 'agency@example.ng')[0]!;
      assert.ok(agency.text.includes(PHISH), 'the agency reads everything');
      assert.deepEqual(hrefs(agency), [], "a visitor's link is never clickable, not even in the agency's inbox");
    });

    it("a proven client's own booking quotes their words, but their links stay plain text", async () => {
      const me = await createTestUser(t.db, t.config);
      const b = t.sent.length;
      assert.equal((await post('/book_consultation', booking(me.email), me.headers)).statusCode, 200);
      const [mail] = since(b, me.email);
      assert.ok(mail!.text.includes(PHISH));
      assert.deepEqual(hrefs(mail!).map((h) => h.replace(/consultation\/[^/]+$/, 'consultation/T')), ['https://site.test/consultation/T'], "only the agency's own manage link is clickable");
    });

    it('a contact message is not linkified in the agency copy', async () => {
      const b = t.sent.length;
      assert.equal((await post('/contact', { name: 'Eve', email: 'eve@example.ng', subject: 'Hi', message: PHISH })).statusCode, 200);
      const mails = t.sent.slice(b);
      assert.deepEqual(mails.map((m) => m.to), ['agency@example.ng'], 'no acknowledgement goes to the typed address');
      assert.deepEqual(hrefs(mails[0]!), []);
    });
  });

  describe('a new client can pay their quote', () => {
    it('the quote mail of an account without a password carries a working set-up link', async () => {
      const email = 'new.client@example.ng';
      const b = t.sent.length;
      const { id } = (await post('/book_consultation', booking(email, { subject: 'A shop', message: '' }))).json();
      const firstSetUp = linkToken(since(b, email)[0]!.text, 'https://site.test/set-up');

      const q = t.sent.length;
      const quoted = await t.app.inject({ method: 'POST', url: `/api/office/requests/${id}/quote`, headers: staff.headers, payload: { price: 150000 } });
      assert.equal(quoted.statusCode, 200, quoted.body);
      const [quote] = since(q, email);
      assert.ok(quote);
      assert.match(quote.text, /₦150,000/);
      assert.ok(!quote.text.includes('Security Team') && !quote.subject.includes('A shop'), "an unproven address is not sent the booker's words");
      const token = linkToken(quote.text, 'https://site.test/set-up');
      assert.notEqual(token, firstSetUp);
      assert.ok(hrefs(quote).some((h) => h.includes(`/set-up/${token}/`)), 'the set-up link is clickable');

      assert.equal((await post('/set_password', { token, email, password: 'Cl1ent$pass' })).statusCode, 200);
      const login = await post('/login', { username: email, password: 'Cl1ent$pass' });
      assert.equal(login.statusCode, 200);
      const mine = (await requestsOf({ authorization: `Bearer ${login.json().token}` })).json();
      assert.equal(mine.find((r: { id: number }) => r.id === id).reference, 'Quoted');
    });

    it('the quote mail of an account with a password sends no set-up link', async () => {
      const me = await createTestUser(t.db, t.config);
      const [req] = await t.db.insert(serviceRequests).values({ userId: me.id, service: 'seo', subject: 'Audit' }).returning();
      const q = t.sent.length;
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/office/requests/${req!.id}/quote`, headers: staff.headers, payload: { price: 5000 } })).statusCode, 200);
      const [quote] = since(q, me.email);
      assert.doesNotMatch(quote!.text, /set-up/);
      assert.match(quote!.subject, /Audit/, 'a proven address gets its subject back');
    });

    it('a booking confirmation mailed to an account without a password carries a set-up link too', async () => {
      const email = 'twice.guest@example.ng';
      const b = t.sent.length;
      await post('/book_consultation', booking(email, { message: '' }));
      const first = linkToken(since(b, email)[0]!.text, 'https://site.test/set-up');
      const c = t.sent.length;
      await post('/book_consultation', booking(email, { message: '' }));
      const [claimMail] = since(c, email);
      assert.match(claimMail!.subject, /Confirm a consultation request/);
      const token = linkToken(claimMail!.text, 'https://site.test/set-up');
      assert.notEqual(token, first);
      assert.equal((await post('/set_password', { token: first, email, password: 'F1rst$link' })).statusCode, 200, "a booking someone else can make never disables the owner's first link");
    });
  });

  describe('lock-out residue', () => {
    it('after the account-wide ceiling, a password reset lets the owner in from a new address', async () => {
      const owner = await createTestUser(t.db, t.config);
      for (let i = 0; i < 3; i++) {
        assert.equal((await post('/login', { username: owner.email, password: `Wrong$${i}xx` }, {}, `198.51.100.${i}`)).statusCode, 400);
      }
      assert.equal((await post('/login', { username: owner.email, password: owner.password }, {}, '203.0.113.7')).statusCode, 429, 'the ceiling holds new addresses');
      const r = t.sent.length;
      assert.equal((await post('/reset_request', { email: owner.email })).statusCode, 200);
      const token = linkToken(since(r, owner.email)[0]!.text, 'https://site.test/reset-password/reset');
      assert.equal((await post('/reset_token', { token, password: 'N3w$ecret!' })).statusCode, 200);
      const login = await post('/login', { username: owner.email, password: 'N3w$ecret!' }, {}, '203.0.113.7');
      assert.equal(login.statusCode, 200, login.body);
    });
  });
});
