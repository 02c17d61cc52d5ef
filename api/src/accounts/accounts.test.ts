import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountTokens, sessions, users } from '../db/schema';
import { createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { issueAccountToken } from './account-tokens';
import { TEXT } from './service';

const STRONG = 'N3w$ecret!';

function linkToken(text: string, prefix: string): string {
  const match = new RegExp(`${prefix}/([A-Za-z0-9_-]+)`).exec(text);
  assert.ok(match, `no ${prefix} link in: ${text}`);
  return match[1]!;
}

describe('accounts', () => {
  let t: TestApi;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, SITE_URL: 'https://site.test' });
  });
  after(() => t.close());

  describe('POST /api/login', () => {
    it('answers the user info with a working token', async () => {
      const u = await createTestUser(t.db, t.config, { firstName: 'Ada Obi', phone: '+2348011111111' });
      const res = await post('/login', { username: u.email.toUpperCase(), password: u.password });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      // The spec's fields, plus the role that sends staff to the back office.
      assert.deepEqual(Object.keys(body).sort(), ['email', 'first_name', 'id', 'last_name', 'role', 'token']);
      assert.equal(body.role, 'client');
      assert.equal(body.id, u.publicId);
      assert.equal(body.first_name, 'Ada Obi');
      assert.equal(body.last_name, '+2348011111111');
      const logout = await post('/logout', {}, { authorization: `Bearer ${body.token}` });
      assert.equal(logout.statusCode, 200);
    });

    it('gives one text for wrong password, unknown email and a password-less account', async () => {
      const u = await createTestUser(t.db, t.config);
      await t.db.insert(users).values({ email: 'guest-no-password@example.ng', firstName: 'G' });
      for (const payload of [
        { username: u.email, password: 'Wrong$Pass1' },
        { username: 'nobody@example.ng', password: 'Wrong$Pass1' },
        { username: 'guest-no-password@example.ng', password: 'Wrong$Pass1' },
      ]) {
        const res = await post('/login', payload);
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), { detail: TEXT.invalidLogin });
      }
    });

    it('refuses blank fields and wrong types with a detail', async () => {
      for (const payload of [{}, { username: 'a@b.ng' }, { username: '  ', password: 'x' }, { username: null, password: null }]) {
        const res = await post('/login', payload);
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().detail, TEXT.emptyLogin);
      }
      const typed = await post('/login', { username: 12, password: ['x'] });
      assert.equal(typed.statusCode, 400);
      assert.match(typed.json().detail, /username/);
    });

    const from = (ip: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });

    it('stops a brute force from one address: after 5 failures it waits, even with the right password', async () => {
      const victim = await createTestUser(t.db, t.config);
      for (let i = 0; i < 5; i++) assert.equal((await from('198.51.100.7', { username: victim.email, password: `Bad$guess${i}` })).statusCode, 400);
      const held = await from('198.51.100.7', { username: victim.email.toUpperCase(), password: victim.password });
      assert.equal(held.statusCode, 429);
      assert.match(held.json().detail, /^Too many failed login attempts\. Please try again in \d+ (seconds|minutes)\.$/);
    });

    it('does not let wrong passwords from another address lock the owner out', async () => {
      const owner = await createTestUser(t.db, t.config);
      const other = await createTestUser(t.db, t.config);
      for (let i = 0; i < 12; i++) await from('203.0.113.9', { username: owner.email, password: `Bad$guess${i}` });
      assert.equal((await from('203.0.113.9', { username: owner.email, password: owner.password })).statusCode, 429, 'the guesser waits');
      assert.equal((await from('192.0.2.44', { username: owner.email, password: owner.password })).statusCode, 200, 'the owner signs in from theirs');
      assert.equal((await from('203.0.113.9', { username: other.email, password: other.password })).statusCode, 200, 'other accounts are not affected');
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the session on the server', async () => {
      const u = await createTestUser(t.db, t.config);
      const res = await post('/logout', {}, u.headers);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
      const again = await post('/logout', {}, u.headers);
      assert.equal(again.statusCode, 401);
    });

    it('needs a bearer token', async () => {
      assert.equal((await post('/logout', {})).statusCode, 401);
    });
  });

  describe('POST /api/settings', () => {
    it('updates name, phone and password and answers a fresh token; old sessions end', async () => {
      const u = await createTestUser(t.db, t.config);
      const res = await post('/settings', { email: u.email, password: STRONG, phone: '+2347000000000', name: 'New Name' }, u.headers);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.first_name, 'New Name');
      assert.equal(body.last_name, '+2347000000000');
      assert.equal(body.email, u.email);
      assert.notEqual(body.token, u.token);
      assert.equal((await post('/logout', {}, u.headers)).statusCode, 401, 'the old token no longer works');
      assert.equal((await post('/login', { username: u.email, password: STRONG })).statusCode, 200);
      assert.equal((await post('/login', { username: u.email, password: u.password })).statusCode, 400);
    });

    it('cannot move the account to another email, nor touch another account', async () => {
      const u = await createTestUser(t.db, t.config);
      const other = await createTestUser(t.db, t.config);
      const res = await post('/settings', { email: other.email, password: STRONG, phone: '1', name: 'Hijack' }, u.headers);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().detail, TEXT.emailReadOnly);
      const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
      assert.notEqual(row!.firstName, 'Hijack');
      const [mine] = await t.db.select().from(users).where(eq(users.id, u.id));
      assert.equal(mine!.email, u.email);
    });

    it('gives the spec texts for blank fields and weak passwords', async () => {
      const u = await createTestUser(t.db, t.config);
      const base = { email: u.email, password: STRONG, phone: '1', name: 'N' };
      const cases: [object, RegExp | string][] = [
        [{ ...base, phone: '' }, TEXT.emptySettings],
        [{ ...base, name: undefined }, TEXT.emptySettings],
        [{ ...base, password: 'Ab1!' }, TEXT.settingsShortPassword],
        [{ ...base, password: 'abcdefgh' }, /^Password must contain at least 1 uppercase alphabetical character, at least 1 numeric character, at least one special character$/],
        [{ ...base, password: 'Ab1!x' }, /eight characters or longer/],
        [{ ...base, password: `Ab1!${'x'.repeat(200)}` }, /at most 128/],
      ];
      for (const [payload, detail] of cases) {
        const res = await post('/settings', payload, u.headers);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        if (typeof detail === 'string') assert.equal(res.json().detail, detail);
        else assert.match(res.json().detail, detail);
      }
    });

    it('needs a bearer token', async () => {
      assert.equal((await post('/settings', { email: 'a@b.ng', password: STRONG, phone: '1', name: 'N' })).statusCode, 401);
    });
  });

  describe('password reset', () => {
    it('emails a single-use link that sets the password and ends every session, without signing in', async () => {
      const u = await createTestUser(t.db, t.config);
      const res = await post('/reset_request', { email: ` ${u.email.toUpperCase()} ` });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
      const mail = t.sent.at(-1)!;
      assert.equal(mail.to, u.email);
      assert.match(mail.text, /https:\/\/site\.test\/reset-password\/reset\/[A-Za-z0-9_-]{43}/);
      const token = linkToken(mail.text, 'reset-password/reset');
      const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id));
      assert.notEqual(stored!.tokenHash, token, 'only the hash is stored');
      assert.equal(stored!.kind, 'reset');
      assert.ok(stored!.expiresAt.getTime() - Date.now() <= 3_600_000 + 5_000);

      const done = await post('/reset_token', { token, password: STRONG });
      assert.equal(done.statusCode, 200);
      assert.deepEqual(done.json(), { success: 'success' });
      assert.equal(done.json().token, undefined);
      assert.equal((await post('/logout', {}, u.headers)).statusCode, 401, 'sessions ended');
      assert.equal((await post('/login', { username: u.email, password: STRONG })).statusCode, 200);

      const reused = await post('/reset_token', { token, password: 'Other$Pass9' });
      assert.equal(reused.statusCode, 400);
      assert.deepEqual(reused.json(), { detail: TEXT.expiredToken });
    });

    it('answers the spec text for an unknown email and a blank one', async () => {
      const unknown = await post('/reset_request', { email: 'nobody-here@example.ng' });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { detail: 'No account with such email' });
      const blank = await post('/reset_request', { email: '' });
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().detail, 'Email field cannot be empty');
    });

    it('refuses missing, unknown and expired tokens, and weak passwords, without using the token', async () => {
      const u = await createTestUser(t.db, t.config);
      assert.deepEqual((await post('/reset_token', { password: STRONG })).json(), { detail: 'Invalid token' });
      assert.deepEqual((await post('/reset_token', { token: 'not-a-token', password: STRONG })).json(), { detail: 'Invalid or expired token' });
      const expired = await issueAccountToken(t.db, t.config, u.id, 'reset');
      await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, u.id));
      assert.deepEqual((await post('/reset_token', { token: expired, password: STRONG })).json(), { detail: 'Invalid or expired token' });

      const token = await issueAccountToken(t.db, t.config, u.id, 'reset');
      const weak = await post('/reset_token', { token, password: 'abc' });
      assert.equal(weak.statusCode, 400);
      assert.equal(weak.json().detail, 'Password must be more than 5 characters long');
      const setupKind = await post('/set_password', { token, password: STRONG });
      assert.deepEqual(setupKind.json(), { detail: 'Invalid or expired token' }, 'a reset token is not a set-up token');
      assert.equal((await post('/reset_token', { token, password: STRONG })).statusCode, 200, 'refusals did not use it up');
    });

    it('a token used twice at once works once', async () => {
      const u = await createTestUser(t.db, t.config);
      const token = await issueAccountToken(t.db, t.config, u.id, 'reset');
      const results = await Promise.all([post('/reset_token', { token, password: STRONG }), post('/reset_token', { token, password: 'Other$Pass9' })]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400]);
    });

    it('lets only the newest reset link work', async () => {
      const u = await createTestUser(t.db, t.config);
      await post('/reset_request', { email: u.email });
      const first = linkToken(t.sent.at(-1)!.text, 'reset-password/reset');
      await post('/reset_request', { email: u.email });
      const second = linkToken(t.sent.at(-1)!.text, 'reset-password/reset');
      assert.equal((await post('/reset_token', { token: first, password: STRONG })).statusCode, 400);
      assert.equal((await post('/reset_token', { token: second, password: STRONG })).statusCode, 200);
    });
  });

  describe('account set-up', () => {
    async function guest(email: string) {
      const [row] = await t.db.insert(users).values({ email, firstName: 'Guest', phone: '+234' }).returning();
      return row!;
    }

    it('emails a set-up link with the email, and set_password sets the first password once', async () => {
      const g = await guest('Setup.Guest@example.ng');
      const res = await post('/account_token', { email: 'setup.guest@example.ng' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
      const mail = t.sent.at(-1)!;
      assert.equal(mail.to, g.email);
      assert.ok(mail.text.includes(`/${encodeURIComponent(g.email)}`));
      assert.match(mail.text, /https:\/\/site\.test\/set-up\/[A-Za-z0-9_-]{43}\/Setup\.Guest%40example\.ng/);
      const token = linkToken(mail.text, 'set-up');

      const wrongEmail = await post('/set_password', { token, email: 'someone.else@example.ng', password: STRONG });
      assert.deepEqual(wrongEmail.json(), { detail: 'Invalid or expired token' });
      const ok = await post('/set_password', { token, email: g.email, password: STRONG });
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json(), { success: 'success' });
      assert.equal((await post('/login', { username: g.email, password: STRONG })).statusCode, 200);
      assert.equal((await post('/set_password', { token, password: 'An0ther$Pass' })).statusCode, 400);
    });

    it('says so for an account already set up, and for an unknown email', async () => {
      const u = await createTestUser(t.db, t.config);
      const done = await post('/account_token', { email: u.email });
      assert.equal(done.statusCode, 400);
      assert.equal(done.json().detail, TEXT.alreadySetUp);
      const unknown = await post('/account_token', { email: 'never-seen@example.ng' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().detail, 'No account with such email');
      assert.equal((await post('/account_token', {})).json().detail, 'Email field cannot be empty');
    });

    it('refuses a missing token and weak passwords with the spec texts', async () => {
      assert.deepEqual((await post('/set_password', { token: '', password: STRONG })).json(), { detail: 'Invalid token' });
      const g = await guest('weak.setup@example.ng');
      const token = await issueAccountToken(t.db, t.config, g.id, 'setup');
      const weak = await post('/set_password', { token, password: 'abcdefgh1' });
      assert.equal(weak.statusCode, 400);
      assert.match(weak.json().detail, /at least 1 uppercase alphabetical character/);
    });

    it('a set-up link cannot override a password set since', async () => {
      const g = await guest('raced.setup@example.ng');
      const setup = await issueAccountToken(t.db, t.config, g.id, 'setup');
      const reset = await issueAccountToken(t.db, t.config, g.id, 'reset');
      assert.equal((await post('/reset_token', { token: reset, password: STRONG })).statusCode, 200);
      assert.equal((await post('/set_password', { token: setup, password: 'Other$Pass9' })).statusCode, 400);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with a detail once an IP exceeds the limit', async () => {
      const small = await startTestApi({ RATE_LIMIT_MAX: 2 });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await small.app.inject({ method: 'POST', url: '/api/reset_request', payload: { email: 'x@y.ng' } });
          codes.push(res.statusCode);
          if (res.statusCode === 429) assert.match(res.json().detail, /^Too many requests\. Please try again in \d+ seconds\.$/);
        }
        assert.deepEqual(codes, [404, 404, 429]);
        const other = await small.app.inject({ method: 'POST', url: '/api/reset_request', payload: { email: 'x@y.ng' }, remoteAddress: '10.0.0.9' });
        assert.equal(other.statusCode, 404, 'another IP is not limited');
      } finally {
        await small.close();
      }
    });
  });

  it('keeps sessions hashed', async () => {
    const u = await createTestUser(t.db, t.config);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    assert.ok(rows.every((r) => r.tokenHash !== u.token));
  });
});
