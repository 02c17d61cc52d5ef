import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '@agency/api/config';
import { managedConsultation, slot } from '@agency/contracts/testing/consultations';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerFormPosts } from './form-posts';
import { buildSite } from './site-server';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the form pages post without JavaScript (site/src/form-posts.ts)', () => {
  let app: FastifyInstance;
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const rendered: { url: string; status?: number }[] = [];
  let answer: { status: number; body: object } = { status: 200, body: {} };

  before(async () => {
    app = Fastify();
    // The API as the site hosts it: JSON only (a form body posted to it is refused, as the real one does).
    app.post('/api/book_consultation', async (request, reply) => {
      calls.push({ url: request.url, body: request.body as Record<string, unknown> });
      return reply.status(answer.status).send(answer.body);
    });
    app.post('/api/contact', async (request, reply) => {
      calls.push({ url: request.url, body: request.body as Record<string, unknown> });
      return reply.status(answer.status).send(answer.body);
    });
    await registerFormPosts(app, async (_request, reply, url, status) => {
      rendered.push({ url, status });
      return reply.status(status ?? 200).type('text/html').send('<!doctype html><title>page</title>');
    });
  });
  after(() => app.close());

  const booking = {
    name: 'Ada Obi',
    email: 'ada@example.com',
    country: 'NG',
    phone: '0803 123 4567',
    services: 'ma',
    subject: 'A shop app',
    slot: '2026-11-30 10:30',
    mode: 'phone',
    message: 'Hello',
    notice_version: '2026-11-01.abc',
  };

  it('sends a booking as the API body and goes to its booked consultation (303)', async () => {
    // A contract-valid answer (the site parses it with BookingAnswer).
    answer = { status: 200, body: { success: 'success', id: 7, consultation: managedConsultation(slot('2026-11-30', '10:30'), { manage_token: 'tok/en' }) } };
    calls.length = 0;
    const res = await app.inject({ method: 'POST', url: '/book', headers: { ...FORM, 'sec-fetch-site': 'same-origin' }, payload: form(booking) });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/book?booked=tok%2Fen');
    assert.deepEqual(calls[0]?.body, {
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '0803 123 4567',
      date: '2026-11-30',
      time: '10:30',
      services: 'ma',
      subject: 'A shop app',
      message: 'Hello',
      selected: 'NG',
      mode: 'phone',
      marketing_consent: false,
      notice_version: '2026-11-01.abc',
    });
  });

  it('ticks the newsletter only when the box was ticked, and defaults the country and the meeting', async () => {
    answer = { status: 200, body: { success: 'success', id: 8 } };
    calls.length = 0;
    const { country: _c, mode: _m, ...rest } = booking;
    const res = await app.inject({ method: 'POST', url: '/book', headers: FORM, payload: form({ ...rest, marketing_consent: 'on' }) });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/book?sent=1', 'no consultation in the answer: the plain success text');
    assert.equal(calls[0]?.body.marketing_consent, true);
    assert.equal(calls[0]?.body.selected, 'NG');
    assert.equal(calls[0]?.body.mode, 'video');
  });

  it('sends a meeting mode that is not one of the three as video', async () => {
    answer = { status: 200, body: { success: 'success', id: 9 } };
    calls.length = 0;
    await app.inject({ method: 'POST', url: '/book', headers: FORM, payload: form({ ...booking, mode: 'carrier pigeon' }) });
    assert.equal(calls[0]?.body.mode, 'video');
  });

  it('a refused booking renders the page again with what was typed and the reason, with the API status', async () => {
    answer = { status: 409, body: { detail: 'That time has just been booked by someone else. Please choose another time.', nearest: [] } };
    rendered.length = 0;
    const res = await app.inject({ method: 'POST', url: '/book', headers: FORM, payload: form({ ...booking, error: 'forged' }) });
    assert.equal(res.statusCode, 409);
    assert.match(String(res.headers['content-type']), /text\/html/);
    const url = new URL(rendered[0]!.url, 'http://site');
    assert.equal(url.pathname, '/book');
    assert.equal(url.searchParams.get('name'), 'Ada Obi');
    assert.equal(url.searchParams.get('slot'), '2026-11-30 10:30');
    assert.equal(url.searchParams.get('error'), 'That time has just been booked by someone else. Please choose another time.');
    assert.equal(url.searchParams.has('notice_version'), false);
  });

  it('a refusal without a reason leaves the page its own failure text; an API failure is a 502', async () => {
    answer = { status: 503, body: { oops: true } };
    rendered.length = 0;
    const res = await app.inject({ method: 'POST', url: '/contact', headers: FORM, payload: form({ name: 'B', email: 'b@example.com', subject: 'S', message: 'M' }) });
    assert.equal(res.statusCode, 502);
    assert.equal(new URL(rendered[0]!.url, 'http://site').searchParams.get('error'), '');
  });

  it('sends a contact message and goes to its result (303)', async () => {
    answer = { status: 200, body: { success: 'success' } };
    calls.length = 0;
    const res = await app.inject({ method: 'POST', url: '/contact', headers: FORM, payload: form({ name: 'Bola', email: 'b@example.com', subject: 'Hi', message: 'Hello', marketing_consent: 'on' }) });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/contact?sent=1');
    assert.deepEqual(calls[0]?.body, { name: 'Bola', email: 'b@example.com', subject: 'Hi', message: 'Hello', marketing_consent: true, notice_version: '' });
  });

  it("refuses another site's page posting to the forms, an oversize form and a body that is not a form", async () => {
    calls.length = 0;
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }]) {
      const res = await app.inject({ method: 'POST', url: '/book', headers: { ...FORM, ...headers }, payload: form(booking) });
      assert.equal(res.statusCode, 403, JSON.stringify(headers));
      assert.match(res.json().detail, /from its page on this site/);
    }
    const sameHost = await app.inject({ method: 'POST', url: '/contact', headers: { ...FORM, origin: 'http://site.example:3000', host: 'site.example:3000' }, payload: form({ name: 'x' }) });
    assert.notEqual(sameHost.statusCode, 403, 'an Origin of this host is this site');
    const huge = await app.inject({ method: 'POST', url: '/contact', headers: FORM, payload: form({ message: 'x'.repeat(70_000) }) });
    assert.equal(huge.statusCode, 413);
    const json = await app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/json' }, payload: '{}' });
    assert.equal(json.statusCode, 415);
    assert.equal(calls.length, 1, 'only the same-host post reached the API');
  });
});

describe('a booking posted without JavaScript, through the real API', () => {
  let app: FastifyInstance;
  const root = mkdtempSync(path.join(tmpdir(), 'form-posts-'));

  before(async () => {
    const dir = (name: string, files: Record<string, string>) => {
      mkdirSync(path.join(root, name), { recursive: true });
      for (const [file, body] of Object.entries(files)) writeFileSync(path.join(root, name, file), body);
      return path.join(root, name);
    };
    const shellDir = dir('shell', { 'index.html': '<!doctype html><div id="root"></div>' });
    // The booking remote's build as the site reads it: its manifest and its page table (the page is rendered by the browser here).
    const routes = { routes: [{ path: '/book', expose: 'Book', meta: { title: 'Book a consultation', description: 'Book', public: true } }] };
    const booking = dir('booking', { 'mf-manifest.json': '{"name":"booking"}', 'routes.json': JSON.stringify(routes) });
    const apiConfig = loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' });
    ({ app } = await buildSite({ shellDir, remoteDirs: { booking }, apiConfig, ssr: false, apiStartDatabaseFrom: await migratedTemplate() }));
  });
  after(() => app.close());

  it('books the slot (the manage link shows it), and the same slot posted again is refused with 409', async () => {
    const days = (await app.inject({ method: 'GET', url: '/api/availability?days=14' })).json().days as { slots: { date: string; time: string }[] }[];
    const slot = days.flatMap((day) => day.slots)[0]!;
    const fields = { name: 'Ada Obi', email: 'ada.form@example.com', country: 'NG', phone: '08031234567', services: 'wd', subject: 'A website', slot: `${slot.date} ${slot.time}`, mode: 'office' };
    const res = await app.inject({ method: 'POST', url: '/book', headers: FORM, payload: form(fields) });
    assert.equal(res.statusCode, 303, res.body);
    const token = new URL(res.headers.location as string, 'http://site').searchParams.get('booked')!;
    const consultation = (await app.inject({ method: 'GET', url: `/api/consultation_link/${encodeURIComponent(token)}` })).json();
    const result = await app.inject({ method: 'GET', url: res.headers.location as string, headers: { accept: 'text/html' } });
    assert.equal(result.headers['referrer-policy'], 'no-referrer', 'the result page carries the manage token: never sent on');
    assert.deepEqual([consultation.date, consultation.time, consultation.mode, consultation.status], [slot.date, slot.time, 'office', 'booked']);
    const again = await app.inject({ method: 'POST', url: '/book', headers: FORM, payload: form({ ...fields, email: 'someone.else@example.com' }) });
    assert.equal(again.statusCode, 409);
    assert.match(again.body, /id="root"/, 'the page, rendered again, not a JSON refusal');
  });

  it("never shows a reason planted in a link: the page is sent to its address without it", async () => {
    const planted = await app.inject({ method: 'GET', url: '/book?service=wd&error=Your+account+is+locked.+Call+0800', headers: { accept: 'text/html' } });
    assert.equal(planted.statusCode, 303);
    assert.equal(planted.headers.location, '/book?service=wd');
    const alone = await app.inject({ method: 'GET', url: '/book?error=x', headers: { accept: 'text/html' } });
    assert.equal(alone.headers.location, '/book');
    const plain = await app.inject({ method: 'GET', url: '/book?service=wd', headers: { accept: 'text/html' } });
    assert.equal(plain.statusCode, 200);
  });
});
