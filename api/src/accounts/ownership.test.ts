import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { serviceRequests, tutorials, users } from '../db/schema';
import { createTestUser, nextTestSlot } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { TEXT } from './service';

const STRONG = 'Att4cker$pw';
const booking = (email: string, message = 'Pay to account 0123456789') => ({
  name: 'Mallory Okon',
  email,
  phone: '+2348012345678',
  ...nextTestSlot(),
  services: 'wd',
  subject: 'Urgent: read this',
  message,
  selected: 'NG',
});

function linkToken(text: string, prefix: string): string {
  const match = new RegExp(`${prefix}/([A-Za-z0-9_-]+)`).exec(text);
  assert.ok(match, `no ${prefix} link in: ${text}`);
  return match[1]!;
}

describe('who owns an email decides what it collects', () => {
  let t: TestApi;
  let tutorialId = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const mailTo = (to: string) => t.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng' });
    const [tut] = await t.db
      .insert(tutorials)
      .values({ title: 'Free course', amount: 0, startDate: '2027-01-01', endDate: '2027-03-01', courseId: `OWN${Date.now()}` })
      .returning();
    tutorialId = tut!.id;
  });
  after(() => t.close());

  describe('pre-hijacking: an account made with a password nobody proved', () => {
    it("does not collect a later guest booking under that address, nor can delete it", async () => {
      const victim = 'victim.one@example.ng';
      const signUp = await post('/add_student', { id: tutorialId, name: 'Attacker', email: victim, password: STRONG });
      assert.equal(signUp.statusCode, 200, signUp.body);
      const attacker = { authorization: `Bearer ${signUp.json().user.token}` };
      assert.equal(signUp.json().is_student, true, 'the guest still enrols right away');
      const [row] = await t.db.select().from(users).where(eq(users.email, victim));
      assert.equal(row!.emailVerifiedAt, null);

      const booked = await post('/book_consultation', booking(victim.toUpperCase(), 'My private plans'));
      assert.equal(booked.statusCode, 200);
      const id = booked.json().id;
      const list = await t.app.inject({ method: 'GET', url: '/api/requests', headers: attacker });
      assert.deepEqual(list.json(), []);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/requests/${id}`, headers: attacker });
      assert.equal(del.statusCode, 404);
      assert.equal((await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))).length, 1);
      const cart = await post('/payment_intent', { datas: [{ id }] }, attacker);
      assert.equal(cart.statusCode, 404);
      assert.ok(!mailTo(victim).some((m) => m.text.includes('My private plans')));
    });

    it('is sent a single-use verification link, which marks it verified', async () => {
      const email = 'learner.verify@example.ng';
      const before = t.sent.length;
      assert.equal((await post('/add_student', { id: tutorialId, name: 'Learner', email, password: STRONG })).statusCode, 200);
      const mail = t.sent.slice(before).find((m) => m.to === email && m.subject === 'Confirm your email address');
      assert.ok(mail, 'a verification mail is sent');
      const token = linkToken(mail.text, 'https://site.test/verify-email');
      assert.equal(token.length >= 43, true, 'at least 256 bits');
      assert.equal((await post('/verify_email', { token })).statusCode, 200);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      assert.ok(row!.emailVerifiedAt);
      const again = await post('/verify_email', { token });
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().detail, TEXT.expiredToken);
    });

    it("the owner takes the address back with a reset link, then confirms the booking; the attacker's session ends", async () => {
      const victim = 'victim.two@example.ng';
      const signUp = await post('/add_student', { id: tutorialId, name: 'Attacker', email: victim, password: STRONG });
      const attacker = { authorization: `Bearer ${signUp.json().user.token}` };
      const before = t.sent.length;
      const { id } = (await post('/book_consultation', booking(victim, 'Hello'))).json();
      const claimMail = t.sent.slice(before).find((m) => m.to === victim)!;
      const claim = linkToken(claimMail.text, 'https://site.test/confirm-booking');
      const refused = await post('/confirm_booking', { token: claim });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().detail, TEXT.verifyFirst);

      const r = t.sent.length;
      assert.equal((await post('/reset_request', { email: victim })).statusCode, 200);
      const reset = linkToken(t.sent.slice(r).find((m) => m.to === victim)!.text, 'https://site.test/reset-password/reset');
      assert.equal((await post('/reset_token', { token: reset, password: 'Own3r$pass' })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/requests', headers: attacker })).statusCode, 401);

      assert.equal((await post('/confirm_booking', { token: claim })).statusCode, 200, 'the claim link survived the reset');
      const login = await post('/login', { username: victim, password: 'Own3r$pass' });
      const list = await t.app.inject({ method: 'GET', url: '/api/requests', headers: { authorization: `Bearer ${login.json().token}` } });
      assert.deepEqual(list.json().map((x: { id: number }) => x.id), [id]);
    });
  });

  describe('spam relay: a guest booking naming a registered email', () => {
    it("lands outside the account, mails the owner nothing the booker wrote, keeps the set-up link, and reaches the agency whole", async () => {
      // Bob booked as a guest once: his account has no password yet and a live set-up link.
      const first = t.sent.length;
      assert.equal((await post('/book_consultation', booking('bob@example.ng', 'My own booking'))).statusCode, 200);
      const setup = linkToken(t.sent.slice(first).find((m) => m.to === 'bob@example.ng')!.text, 'https://site.test/set-up');

      const before = t.sent.length;
      const res = await post('/book_consultation', booking('BOB@example.ng'));
      assert.equal(res.statusCode, 200);
      const id = res.json().id;
      const toBob = mailTo('bob@example.ng').filter((m) => t.sent.indexOf(m) >= before);
      assert.equal(toBob.length, 1);
      assert.equal(toBob[0]!.subject, 'Confirm a consultation request made with your email address');
      for (const words of ['0123456789', 'Urgent', 'Mallory']) assert.ok(!toBob[0]!.text.includes(words), `the owner's mail quotes nothing the booker wrote (${words})`);
      assert.equal(toBob[0]!.attachments, undefined, 'no invite carrying the subject');
      const agency = t.sent.slice(before).find((m) => m.to === 'agency@example.ng')!;
      assert.match(agency.text, /Pay to account 0123456789/);
      assert.match(agency.text, /registered account/);

      assert.equal((await post('/set_password', { token: setup, email: 'bob@example.ng', password: 'B0b$secret' })).statusCode, 200, 'the earlier set-up link still works');
      const bob = { authorization: `Bearer ${(await post('/login', { username: 'bob@example.ng', password: 'B0b$secret' })).json().token}` };
      const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/requests', headers: bob })).json().map((x: { id: number }) => x.id);
      assert.ok(!(await listed()).includes(id), 'not in his portal before he confirms');

      const claim = linkToken(toBob[0]!.text, 'https://site.test/confirm-booking');
      assert.equal((await post('/confirm_booking', { token: claim })).statusCode, 200);
      assert.ok((await listed()).includes(id), 'in his portal once he confirms');
      assert.equal((await post('/confirm_booking', { token: claim })).statusCode, 400, 'the link works once');
    });

    it('a signed-in booking is attached to the signer as before', async () => {
      const me = await createTestUser(t.db, t.config);
      const res = await post('/book_consultation', booking(me.email), me.headers);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json().id));
      assert.equal(row!.userId, me.id);
      assert.ok(row!.confirmedAt);
      assert.ok(mailTo(me.email).some((m) => m.text.includes('Pay to account 0123456789')), 'their own words, to their own address');
      const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(eq(serviceRequests.userId, me.id))) as [{ n: number }];
      assert.equal(n, 1);
    });
  });
});
