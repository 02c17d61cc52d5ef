import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { runAdmin } from '../admin/commands';
import { buildApi } from '../app';
import { listMailFailures } from './failures';
import { loadConfig } from '../config';
import { createTestUser, nextTestSlot } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createMailer } from './create-mailer';

interface Received {
  to: string;
  subject: string;
  raw: string;
}

/**
 * A real SMTP server the test steers: 'hold' keeps each new connection waiting before its greeting
 * (a mail server that hangs), 'refuse' answers MAIL FROM with 451, 'accept' takes the message.
 */
async function startSmtp() {
  let mode: 'hold' | 'refuse' | 'accept' = 'accept';
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { received: [] as Received[], refused: 0, connectionsHeld: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode !== 'hold') return callback();
      state.connectionsHeld += 1;
      void held.then(() => callback());
    },
    onMailFrom(_address, _session, callback) {
      if (mode === 'accept') return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Mail server busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeSubject(raw);
        for (const r of session.envelope.rcptTo) state.received.push({ to: r.address, subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    setMode(next: typeof mode) {
      mode = next;
      if (next !== 'hold') {
        release();
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Subject header, unfolded, with its RFC 2047 encoded words (UTF-8, Q or B) decoded. */
function decodeSubject(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  const value = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const booking = (email: string) => ({
  name: 'Ada Obi',
  email,
  phone: '+2348012345678',
  ...nextTestSlot(),
  services: 'wd',
  subject: 'A shop',
  selected: 'NG',
});

/** Fast retries so the test runs in seconds; the worker polls every half second. */
const quick = { MAIL_RETRY_DELAY_SECONDS: 1, MAIL_RETRY_DELAY_MAX_SECONDS: 2, MAIL_POLL_SECONDS: 0.5, RATE_LIMIT_MAX: 1000, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng' };

describe('the mail queue, with a real SMTP server that hangs, refuses, then accepts', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApi;

  before(async () => {
    smtp = await startSmtp();
    const overrides = { ...quick, SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: 20 };
    t = await startTestApi(overrides, createMailer(loadConfig({ NODE_ENV: 'test' }, overrides), () => {}), { sendMailBeforeAnswer: false });
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers every mailing request while SMTP is down, then delivers each mail exactly once when it is back', async () => {
    const client = await createTestUser(t.db, t.config, { email: 'reset.me@example.ng' });
    smtp.setMode('hold');

    // While the mail server holds every connection, requests that mail still answer: none waits on SMTP.
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/reset_request', payload: { email: client.email } }),
      t.app.inject({ method: 'POST', url: '/api/book_consultation', payload: booking('guest.one@example.ng') }),
      t.app.inject({ method: 'POST', url: '/api/book_consultation', payload: booking('guest.two@example.ng') }),
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Bola', email: 'bola@example.ng', subject: 'Quote', message: 'How much?' } }),
    ]);
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answers[0]!.json(), { success: 'success' });
    await until('the worker is stuck on the held connection', () => smtp.state.connectionsHeld > 0);
    assert.equal(smtp.state.received.length, 0);

    // The server comes back refusing (451): every attempt fails and is retried with back-off.
    smtp.setMode('refuse');
    await until('several attempts were refused', () => smtp.state.refused >= 6);
    assert.equal(smtp.state.received.length, 0);
    assert.equal((await t.mailQueue.stats()).failed, 0, 'nothing is given up while retries remain');

    smtp.setMode('accept');
    const expected = [
      ['reset.me@example.ng', 'Reset your password'],
      ['guest.one@example.ng', 'Your request was successful'],
      ['guest.two@example.ng', 'Your request was successful'],
      ['agency@example.ng', `New booking #${answers[1]!.json().id}: Web development – A shop`],
      ['agency@example.ng', `New booking #${answers[2]!.json().id}: Web development – A shop`],
      ['agency@example.ng', 'Contact message: Quote'],
    ];
    await until('every mail arrived', () => smtp.state.received.length >= expected.length);
    // Two more worker polls: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const got = smtp.state.received.map((m) => [m.to, m.subject]);
    assert.deepEqual(got.map(String).sort(), expected.map(String).sort(), 'each mail delivered exactly once');
    assert.deepEqual(await t.mailQueue.stats(), { outbox: 0, queued: 0, retrying: 0, active: 0, failed: 0 });

    // The link that arrived late still works: the reset request really succeeded.
    const reset = smtp.state.received.find((m) => m.subject === 'Reset your password')!;
    const token = /reset-password\/reset\/([A-Za-z0-9_-]{43})/.exec(reset.raw.replace(/=\r\n/g, ''))![1]!;
    const use = await t.app.inject({ method: 'POST', url: '/api/reset_token', payload: { token, password: 'N3w$ecret!' } });
    assert.equal(use.statusCode, 200, use.body);
    // Every mail has an HTML version beside the plain text.
    assert.match(reset.raw, /Content-Type: text\/plain/);
    assert.match(reset.raw, /Content-Type: text\/html/);
  });

  it('queues nothing when the request that would mail is refused', async () => {
    const before = await t.mailQueue.stats();
    const res = await t.app.inject({ method: 'POST', url: '/api/book_consultation', payload: { ...booking('x@example.ng'), subject: 'x\u0000y' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(await t.mailQueue.stats(), before);
  });
});

describe('the mail queue, when a mail fails every retry', () => {
  it('keeps it as failed with the last error, for `pnpm admin mail-failures`', async () => {
    const smtp = await startSmtp();
    smtp.setMode('refuse');
    const overrides = { ...quick, SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: 1 };
    const t = await startTestApi(overrides, createMailer(loadConfig({ NODE_ENV: 'test' }, overrides), () => {}), { sendMailBeforeAnswer: false });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: 'reader@example.ng' } });
      assert.equal(res.statusCode, 200);
      await until('the mail is given up', async () => (await t.mailQueue.stats()).failed === 1);
      assert.equal(smtp.state.refused, 2, 'the first send and one retry');
      const [failure] = await listMailFailures(t.db);
      assert.equal(failure!.to, 'reader@example.ng');
      assert.equal(failure!.subject, 'Confirm your newsletter subscription');
      assert.equal(failure!.attempts, 2);
      assert.match(failure!.error, /451 Mail server busy/);
      const listed = await runAdmin(t.db, ['mail-failures']);
      assert.match(listed, /reader@example\.ng\s+Confirm your newsletter subscription\s+2\s+.*451 Mail server busy/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('the mail queue, with two API processes on one database', () => {
  it('sends each mail once, whichever process takes it', async () => {
    const received: string[] = [];
    const t = await startTestApi({ ...quick }, { send: async (m) => void received.push(m.text) }, { sendMailBeforeAnswer: false });
    const other = await buildApi({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: { send: async (m) => void received.push(m.text) },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? t.app : other.app).inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: `reader${i}@example.ng` } })),
      );
      for (const a of answers) assert.equal(a.statusCode, 200);
      await until('all 30 arrived', () => received.length >= 30);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.equal(received.length, 30, 'no mail sent twice');
      assert.equal(new Set(received).size, 30);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
