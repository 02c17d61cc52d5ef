import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createMailer } from './create-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable and base64 transfer encodings well enough to read a part's text. */
function decodePart(part: string): { headers: string; body: string } {
  const split = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, split);
  const raw = part.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return { headers, body: Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, body: raw };
}

describe('SMTP delivery (a real SMTP server in the test)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApi;

  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const overrides = { SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng', RATE_LIMIT_MAX: 1000 };
    const mailerConfig = loadConfig({ NODE_ENV: 'test' }, overrides);
    t = await startTestApi(overrides, createMailer(mailerConfig, () => {}));
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the booking confirmation with its set-up link and .ics invite, and the agency copy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/book_consultation',
      payload: {
        name: 'Kemi Ade',
        email: 'kemi.ade@example.ng',
        phone: '+2348099999999',
        date: 'Monday, November 23, 2026',
        time: '2:30 PM',
        services: 'ma',
        subject: 'A delivery app',
        selected: 'NG',
      },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(received.length, 2);

    const client = received.find((m) => m.to.includes('kemi.ade@example.ng'))!;
    assert.ok(client, 'the client got a message');
    assert.equal(client.from, 'hello@thinkmakesolve.ng');
    assert.match(client.raw, /^Subject: Your request was successful\r$/m);
    const parts = client.raw.split(/\r\n--[^\r\n]+\r\n/).map(decodePart);
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.body;
    assert.match(text, /You will get a response within 24hrs of your request\./);
    assert.match(text, /https:\/\/site\.test\/set-up\/[A-Za-z0-9_-]{43}\/kemi\.ade%40example\.ng/);
    const ics = parts.find((p) => /content-type:\s*text\/calendar/i.test(p.headers))!;
    assert.ok(ics, 'an .ics part');
    assert.match(ics.headers, /filename="?consultation\.ics"?/);
    assert.match(ics.body, /BEGIN:VCALENDAR/);
    assert.match(ics.body, /DTSTART:20261123T133000Z/);

    const agency = received.find((m) => m.to.includes('agency@example.ng'))!;
    assert.match(agency.raw, /^Reply-To: kemi\.ade@example\.ng\r$/m);
  });

  it('delivers a password reset link', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/reset_request',
      payload: { email: 'kemi.ade@example.ng' },
    });
    assert.equal(signup.statusCode, 200);
    const mail = received.at(-1)!;
    assert.deepEqual(mail.to, ['kemi.ade@example.ng']);
    assert.match(mail.raw, /^Subject: Reset your password\r$/m);
    const body = mail.raw.split(/\r\n\r\n/).slice(1).join('\r\n\r\n');
    const text = decodePart(`Content-Transfer-Encoding: ${/quoted-printable/i.test(mail.raw) ? 'quoted-printable' : '7bit'}\r\n\r\n${body}`).body;
    assert.match(text, /https:\/\/site\.test\/reset-password\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('delivers a marketing mail with its unsubscribe link and the RFC 8058 List-Unsubscribe headers', async () => {
    const email = 'reader@example.ng';
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: email } })).statusCode, 200);
    const confirmation = received.at(-1)!;
    assert.match(confirmation.raw, /^Subject: Confirm your newsletter subscription\r$/m);
    assert.doesNotMatch(confirmation.raw, /^List-Unsubscribe/im, 'the confirmation is not marketing');
    const text = (raw: string) => raw.split(/\r\n--[^\r\n]+\r\n/).map(decodePart).find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.body;
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/.exec(text(confirmation.raw))![1]!;
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode, 200);

    const welcome = received.find((m) => m.to.includes(email) && /^Subject: You are subscribed/m.test(m.raw))!;
    assert.ok(welcome, 'the welcome mail arrived');
    const unsubscribe = /https:\/\/site\.test\/unsubscribe\/([0-9a-f]{64})/.exec(text(welcome.raw));
    assert.ok(unsubscribe, 'the text carries the unsubscribe link');
    const headers = welcome.raw.slice(0, welcome.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    assert.match(headers, new RegExp(`^List-Unsubscribe: <https://site\\.test/api/unsubscribe/${unsubscribe[1]}>, <mailto:agency@example\\.ng\\?subject=unsubscribe>\\r?$`, 'm'));
    assert.match(headers, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});
