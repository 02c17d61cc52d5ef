import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CHANGES_NEED_COMMENT, FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_REFUSED } from '@agency/contracts/files';
import { AwsV4Signer } from 'aws4fetch';
import { eq, sql } from 'drizzle-orm';
import { auditLog, notices, projects, requestFiles, serviceRequests } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { sendThreadNotice } from '../threads/notices';
import { START_PROJECT_FIRST } from './queries';
import { demoPdf, demoPng, seedDemoFiles } from './seed';
import { ALREADY_ANSWERED, NOT_A_DELIVERABLE, roundsUsed, SUPERSEDED } from './service';
import { FILE_GONE } from './routes';
import { fileStoreFor, incomingDir, MissingObject, s3Store } from './store';
import { cleanFileName, contentDisposition } from './upload';

// Issue 26: files on an engagement, end to end through the API on a real database and a real (temporary) store.

const SITE = 'https://site.test';
const INBOX = 'agency@example.ng';
const MAX = 64 * 1024;

/** Every file under a folder, recursively (the store's objects, or the temp files). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('files: uploads, downloads, messages with files, deliverables and reviews', () => {
  let t: TestApi;
  let ada: TestUser;
  let bayo: TestUser;
  let staff: TestUser;
  let adaRequest: number;
  let bayoRequest: number;
  let png: Buffer;
  let pdf: Buffer;

  const newRequest = async (userId: number, subject: string) =>
    (await t.db.insert(serviceRequests).values({ userId, service: 'wd', subject, status: 'Ongoing', price: 100_000 }).returning({ id: serviceRequests.id }))[0]!.id;
  const upload = (user: TestUser, requestId: number, name: string, bytes: Buffer, options: { stage?: string; office?: boolean; type?: string } = {}) => {
    const office = options.office ?? Boolean(options.stage);
    const query = new URLSearchParams({ name, ...(options.stage ? { stage: options.stage } : {}) });
    return t.app.inject({
      method: 'POST',
      url: `/api${office ? '/office' : ''}/requests/${requestId}/files?${query}`,
      headers: { ...user.headers, 'content-type': options.type ?? 'application/octet-stream' },
      payload: bytes,
    });
  };
  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: user.headers, payload });
  const storedObjects = async () => (await filesUnder(t.config.FILES_DIR)).filter((f) => !f.startsWith(incomingDir(t.config)));
  let listening: string | undefined;
  const address = async () => (listening ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const fileCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(requestFiles))[0]!.n;

  before(async () => {
    t = await startTestApi({ SITE_URL: SITE, AGENCY_INBOX: INBOX, FILE_MAX_BYTES: MAX, THREAD_MAIL_DELAY_SECONDS: 3600, THREAD_RATE_LIMIT_MAX: 1000, FILE_RATE_LIMIT_MAX: 1000 });
    ada = await createTestUser(t.db, t.config, { firstName: 'Adaeze' });
    bayo = await createTestUser(t.db, t.config, { firstName: 'Bayo' });
    staff = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola' });
    adaRequest = await newRequest(ada.id, 'Bakery website');
    bayoRequest = await newRequest(bayo.id, 'Secret logo');
    png = demoPng(16);
    pdf = await demoPdf('Homepage', ['The homepage design.']);
  });
  after(() => t.close());

  it('keeps the uploads in a temp FILES_DIR of the test (beside its data), not the API’s own folder', () => {
    assert.equal(t.config.FILES_DIR, path.join(t.config.DATA_DIR, 'files'));
    assert.ok(t.config.FILES_DIR.startsWith(tmpdir()));
  });

  it('takes a client’s PNG whatever its Content-Type claims: the type from its content, the name cleaned, the uploader’s download path', async () => {
    const res = await upload(ada, adaRequest, '../../etc/\u0007Kora logo.png', png, { type: 'text/plain' });
    assert.equal(res.statusCode, 200, res.body);
    const file = res.json();
    assert.equal(file.name, 'Kora logo.png');
    assert.equal(file.type, 'image/png');
    assert.equal(file.size, png.length);
    assert.equal(file.from, 'client');
    assert.equal(file.author, 'Adaeze');
    assert.equal(file.message_id, null);
    assert.equal(file.deliverable, null);
    assert.equal(file.download_path, `/api/requests/${adaRequest}/files/${file.id}`);
    const [row] = await t.db.select().from(requestFiles).where(eq(requestFiles.id, file.id));
    assert.equal(row!.sha256, createHash('sha256').update(png).digest('hex'));
    // Staff are told (a notice each), not the client.
    const told = await t.db.select().from(notices).where(eq(notices.requestId, adaRequest));
    assert.deepEqual(told.map((n) => [n.userId, n.kind, n.text]), [[staff.id, 'file', 'Adaeze shared Kora logo.png.']]);
  });

  it('refuses a file over the limit (by Content-Length or by the bytes read), an empty one, and content of a refused kind; nothing is kept', async () => {
    const rows = await fileCount();
    const objects = (await storedObjects()).length;
    const big = Buffer.concat([png, Buffer.alloc(MAX)]);
    const over = await upload(ada, adaRequest, 'big.png', big);
    assert.equal(over.statusCode, 413, over.body);
    assert.deepEqual(over.json(), { detail: FILE_TOO_LARGE });
    const empty = await upload(ada, adaRequest, 'empty.png', Buffer.alloc(0));
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), { detail: FILE_EMPTY });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(512, 1)]);
    exe.writeUInt32LE(64, 0x3c);
    for (const [name, bytes] of [
      ['logo.png', exe],
      ['brief.pdf', Buffer.from('Just text posing as a PDF.\n')],
      ['run.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ] as const) {
      const res = await upload(ada, adaRequest, name, bytes, { type: 'application/pdf' });
      assert.equal(res.statusCode, 415, `${name}: ${res.body}`);
      assert.deepEqual(res.json(), { detail: FILE_TYPE_REFUSED });
    }
    assert.equal(await fileCount(), rows);
    assert.equal((await storedObjects()).length, objects);
    assert.deepEqual(await filesUnder(incomingDir(t.config)), [], 'no temp file is left');
  });

  it('refuses a too-large body by its bytes as they stream in, when no Content-Length says so', async () => {
    const before = (await storedObjects()).length;
    const chunks = [png, Buffer.alloc(MAX)];
    const res = await fetch(`${await address()}/api/requests/${adaRequest}/files?name=chunked.png`, {
      method: 'POST',
      headers: { ...ada.headers, 'content-type': 'application/octet-stream' },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    // The answer comes before the rest of the body is read; a client may see the refusal or a closed connection.
    if (!(res instanceof Error)) {
      assert.equal(res.status, 413);
      assert.deepEqual(await res.json(), { detail: FILE_TOO_LARGE });
    }
    assert.equal((await storedObjects()).length, before);
    assert.deepEqual(await filesUnder(incomingDir(t.config)), []);
  });

  it('leaves no row, no stored object and no temp file when the client cuts the connection half way', async () => {
    const server = new URL(await address());
    const rows = await fileCount();
    const objects = (await storedObjects()).length;
    const socket = connect(Number(server.port), server.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = Buffer.concat([png, Buffer.alloc(4000)]);
    socket.write(
      [
        `POST /api/requests/${adaRequest}/files?name=half.png HTTP/1.1`,
        `Host: ${server.host}`,
        `Authorization: ${ada.headers.authorization}`,
        'Content-Type: application/octet-stream',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(body.subarray(0, body.length / 2));
    // Wait until the server is streaming it to its temp file, then cut.
    for (let i = 0; i < 100 && (await filesUnder(incomingDir(t.config))).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal((await filesUnder(incomingDir(t.config))).length, 1, 'the upload was being received');
    socket.destroy();
    for (let i = 0; i < 100 && (await filesUnder(incomingDir(t.config))).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(await filesUnder(incomingDir(t.config)), [], 'the temp file is gone');
    assert.equal(await fileCount(), rows, 'no row');
    assert.equal((await storedObjects()).length, objects, 'nothing stored');
  });

  it("refuses another client's request and file: upload, download, review, attach (404 or 400), and reveals nothing", async () => {
    const bayoFile = (await upload(bayo, bayoRequest, 'secret.png', png)).json();
    const adaFile = (await upload(ada, adaRequest, 'mine.png', png)).json();
    const upl = await upload(ada, bayoRequest, 'x.png', png);
    assert.equal(upl.statusCode, 404);
    assert.deepEqual(upl.json(), { detail: 'Request not found.' });
    for (const url of [`/api/requests/${bayoRequest}/files/${bayoFile.id}`, `/api/requests/${adaRequest}/files/${bayoFile.id}`]) {
      const res = await call(ada, 'GET', url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('PNG'));
    }
    assert.equal((await call(ada, 'POST', `/api/requests/${bayoRequest}/files/${bayoFile.id}/review`, { decision: 'approved' })).statusCode, 404);
    assert.equal((await call(ada, 'POST', `/api/requests/${adaRequest}/files/${bayoFile.id}/review`, { decision: 'approved' })).statusCode, 404);
    const attach = await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: 'See this', files: [adaFile.id, bayoFile.id] });
    assert.equal(attach.statusCode, 400);
    assert.match(attach.json().detail, /uploaded to this request/);
    const [still] = await t.db.select().from(requestFiles).where(eq(requestFiles.id, adaFile.id));
    assert.equal(still!.messageId, null, 'a refused message attaches nothing');
    // Signed out: 401; a client on the office's routes: 403.
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/requests/${adaRequest}/files/${adaFile.id}` })).statusCode, 401);
    assert.equal((await call(ada, 'GET', `/api/office/requests/${adaRequest}/files/${adaFile.id}`)).statusCode, 403);
    assert.equal((await upload(ada, adaRequest, 'x.png', png, { office: true })).statusCode, 403);
  });

  it('lets staff read any engagement’s file: the bytes back, as an attachment, not sniffed, not cached, sandboxed', async () => {
    const file = (await upload(bayo, bayoRequest, 'Logo “final” é.png', png)).json();
    const res = await call(staff, 'GET', `/api/office/requests/${bayoRequest}/files/${file.id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.rawPayload, png);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'; sandbox");
    assert.equal(res.headers['content-disposition'], `attachment; filename="Logo _final_ _.png"; filename*=UTF-8''${encodeURIComponent('Logo “final” é.png')}`);
    // The client downloads their own the same way; a file of another request under this id is 404 for staff too.
    assert.deepEqual((await call(bayo, 'GET', file.download_path)).rawPayload, png);
    assert.equal((await call(staff, 'GET', `/api/office/requests/${adaRequest}/files/${file.id}`)).statusCode, 404);
  });

  it('answers a file whose bytes were lost from the store with a 404 that says so, not a 500', async () => {
    const file = (await upload(bayo, bayoRequest, 'lost.png', png)).json();
    const [row] = await t.db.select().from(requestFiles).where(eq(requestFiles.id, file.id));
    await fileStoreFor(t.config).remove(row!.storageKey);
    const res = await call(bayo, 'GET', file.download_path);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: FILE_GONE });
  });

  it('sends files with a message (text optional), lists them on the message and the thread, and the email names them', async () => {
    const first = (await upload(ada, adaRequest, 'brief.pdf', pdf)).json();
    const second = (await upload(ada, adaRequest, 'photo.png', png)).json();
    const staffFile = (await upload(staff, adaRequest, 'notes.pdf', pdf, { office: true })).json();
    assert.equal(staffFile.download_path, `/api/office/requests/${adaRequest}/files/${staffFile.id}`);
    assert.equal((await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: '', files: [staffFile.id] })).statusCode, 400, "not the agency's file");
    const sent = await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: '', files: [first.id, second.id] });
    assert.equal(sent.statusCode, 200, sent.body);
    const message = sent.json();
    assert.equal(message.body, '');
    assert.deepEqual(message.files.map((f: { id: number }) => f.id), [first.id, second.id]);
    assert.ok(message.files.every((f: { message_id: number }) => f.message_id === message.id));
    const again = await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: 'Once more', files: [first.id] });
    assert.equal(again.statusCode, 400, 'a file goes with one message only');
    assert.equal((await call(ada, 'POST', `/api/requests/${adaRequest}/thread`, { body: '', files: [] })).statusCode, 400);

    // The agency's email of a message with files only names them (run before staff read the thread: it would then send nothing).
    const since = t.sent.length;
    assert.equal(await sendThreadNotice(t.db, t.config, { requestId: adaRequest, to: 'staff', sinceId: message.id }), 1);
    await t.mailQueue.flush();
    const mail = t.sent.slice(since).find((m) => m.to === INBOX);
    assert.ok(mail, 'the agency is emailed');
    assert.match(mail.text, /With 2 files: brief\.pdf, photo\.png/);

    const thread = (await call(staff, 'GET', `/api/office/requests/${adaRequest}/thread`)).json();
    const onMessage = thread.messages.find((m: { id: number }) => m.id === message.id);
    assert.deepEqual(onMessage.files.map((f: { download_path: string }) => f.download_path), [first, second].map((f) => `/api/office/requests/${adaRequest}/files/${f.id}`));
    const ids = thread.files.map((f: { id: number }) => f.id);
    assert.deepEqual(ids, [...ids].sort((a: number, b: number) => b - a), 'newest first');
    assert.ok(ids.includes(staffFile.id) && ids.includes(first.id));
  });

  it('deliverables: need a project and one of its stages; each one of a stage is the next round; the client is told and emailed', async () => {
    const none = await upload(staff, adaRequest, 'Homepage.pdf', pdf, { stage: 'Design' });
    assert.equal(none.statusCode, 409);
    assert.deepEqual(none.json(), { detail: START_PROJECT_FIRST });
    await t.db.insert(projects).values({ requestId: adaRequest, userId: ada.id, stages: ['Design', 'Build'], currentStage: 'Design', revisionRounds: 2 });
    const wrong = await upload(staff, adaRequest, 'Homepage.pdf', pdf, { stage: 'Painting' });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().detail, /Design, Build/);

    const since = t.sent.length;
    const v1 = await upload(staff, adaRequest, 'Homepage.pdf', pdf, { stage: 'Design' });
    assert.equal(v1.statusCode, 200, v1.body);
    assert.deepEqual(v1.json().deliverable, { stage: 'Design', round: 1, rounds_allowed: 2, status: 'awaiting', reviews: [] });
    assert.equal(v1.json().author, 'Bola');
    const [notice] = await t.db.select().from(notices).where(eq(notices.kind, 'deliverable'));
    assert.equal(notice!.userId, ada.id);
    assert.equal(notice!.text, 'Homepage.pdf is ready for your approval (Design, round 1 of 2).');
    await t.mailQueue.flush();
    const mail = t.sent.slice(since).find((m) => m.to === ada.email);
    assert.ok(mail, 'the client is emailed');
    assert.match(mail.subject, /Ready for your approval: Homepage\.pdf/);
    assert.ok(mail.text.includes(`${SITE}/made-requests/${adaRequest}/messages`));
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'file.deliverable'));
    assert.deepEqual(audit!.after, { file_id: v1.json().id, stage: 'Design' });
  });

  it('reviews: validated; changes then a new round; a superseded round and the rounds allowance refused; approval answered', async () => {
    const files = (await call(ada, 'GET', `/api/requests/${adaRequest}/thread`)).json().files as { id: number; name: string; deliverable: { round: number } | null }[];
    const v1 = files.find((f) => f.deliverable?.round === 1)!;
    const plain = files.find((f) => !f.deliverable)!;
    const review = (fileId: number, payload: object) => call(ada, 'POST', `/api/requests/${adaRequest}/files/${fileId}/review`, payload);

    const noComment = await review(v1.id, { decision: 'changes', comment: '  ' });
    assert.equal(noComment.statusCode, 400);
    assert.equal(noComment.json().detail, CHANGES_NEED_COMMENT);
    assert.equal((await review(v1.id, { decision: 'maybe' })).statusCode, 400);
    assert.deepEqual((await review(plain.id, { decision: 'approved' })).json(), { detail: NOT_A_DELIVERABLE });
    assert.equal((await call(staff, 'POST', `/api/requests/${adaRequest}/files/${v1.id}/review`, { decision: 'approved' })).statusCode, 404, 'staff do not review as the client');

    const since = t.sent.length;
    const changes = await review(v1.id, { decision: 'changes', comment: 'Make the cakes bigger.' });
    assert.equal(changes.statusCode, 200, changes.body);
    assert.equal(changes.json().deliverable.status, 'changes');
    assert.deepEqual(
      changes.json().deliverable.reviews.map((r: { decision: string; comment: string; by: string; round: number }) => [r.decision, r.comment, r.by, r.round]),
      [['changes', 'Make the cakes bigger.', 'Adaeze', 1]],
    );
    assert.deepEqual(await review(v1.id, { decision: 'approved' }).then((r) => [r.statusCode, r.json().detail]), [409, ALREADY_ANSWERED]);
    const [told] = await t.db.select().from(notices).where(eq(notices.kind, 'review'));
    assert.equal(told!.userId, staff.id);
    assert.equal(told!.text, 'Adaeze asked for changes to Homepage.pdf (Design, round 1): Make the cakes bigger.');
    await t.mailQueue.flush();
    const inbox = t.sent.slice(since).find((m) => m.to === INBOX);
    assert.ok(inbox && /asked for changes to Homepage\.pdf/.test(inbox.subject) && inbox.text.includes('> Make the cakes bigger.'));

    const v2 = (await upload(staff, adaRequest, 'Homepage v2.pdf', pdf, { stage: 'Design' })).json();
    const v3 = (await upload(staff, adaRequest, 'Homepage v3.pdf', pdf, { stage: 'Design' })).json();
    assert.equal(v2.deliverable.round, 2);
    assert.equal(v3.deliverable.round, 3);
    const thread = (await call(ada, 'GET', `/api/requests/${adaRequest}/thread`)).json();
    const status = (id: number) => thread.files.find((f: { id: number }) => f.id === id).deliverable.status;
    assert.deepEqual([status(v1.id), status(v2.id), status(v3.id)], ['changes', 'superseded', 'awaiting']);
    assert.deepEqual((await review(v2.id, { decision: 'approved' })).json(), { detail: SUPERSEDED });

    const used = await review(v3.id, { decision: 'changes', comment: 'Again' });
    assert.equal(used.statusCode, 409);
    assert.equal(used.json().detail, roundsUsed(2));
    assert.equal(roundsUsed(2), 'You have used the 2 rounds of revisions in your package. Write to us below to agree on more.');

    const approved = await review(v3.id, { decision: 'approved' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().deliverable.status, 'approved');
    assert.equal(approved.json().download_path, `/api/requests/${adaRequest}/files/${v3.id}`);
    const texts = (await t.db.select().from(notices).where(eq(notices.kind, 'review'))).map((n) => n.text);
    assert.ok(texts.includes('Adaeze approved Homepage v3.pdf (Design, round 3).'));

    // Unlimited rounds: changes are always possible.
    await t.db.update(projects).set({ revisionRounds: null }).where(eq(projects.requestId, adaRequest));
    const v4 = (await upload(staff, adaRequest, 'Homepage v4.pdf', pdf, { stage: 'Design' })).json();
    assert.equal(v4.deliverable.rounds_allowed, null);
    assert.equal((await review(v4.id, { decision: 'changes', comment: 'One more thing' })).statusCode, 200);
  });

  it('cleans names: the last path segment, no control characters, at most 200 characters with the extension kept', () => {
    assert.equal(cleanFileName('C:\\Users\\ada\\logo.png'), 'logo.png');
    assert.equal(cleanFileName('a\u0000b\u202e\t c.pdf'), 'ab c.pdf');
    assert.equal(cleanFileName('///'), 'file');
    const long = cleanFileName(`${'x'.repeat(300)}.docx`);
    assert.equal(long.length, 200);
    assert.ok(long.endsWith('.docx'));
    assert.equal(contentDisposition('a"b\\c.pdf'), `attachment; filename="a_b_c.pdf"; filename*=UTF-8''${encodeURIComponent('a"b\\c.pdf')}`);
  });

  it('seeds the demo files once, through the store: a logo sent with a client message and a deliverable awaiting approval', async () => {
    const { seedDemo, DEMO_CLIENT, DEMO_THREAD_SUBJECT } = await import('../db/seed');
    // The seed writes through the store the environment names (as `npm start` does): here the test's FILES_DIR.
    const saved = process.env.FILES_DIR;
    process.env.FILES_DIR = t.config.FILES_DIR;
    try {
      await seedDemo(t.db, t.config);
    } finally {
      if (saved === undefined) delete process.env.FILES_DIR;
      else process.env.FILES_DIR = saved;
    }
    await seedDemoFiles(t.db, fileStoreFor(t.config)); // idempotent
    const client = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } })).json();
    const headers = { authorization: `Bearer ${client.token}` };
    const [bakery] = await t.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.subject, DEMO_THREAD_SUBJECT));
    const thread = (await t.app.inject({ method: 'GET', url: `/api/requests/${bakery!.id}/thread`, headers })).json();
    assert.equal(thread.files.length, 2);
    const logo = thread.files.find((f: { type: string }) => f.type === 'image/png');
    const deliverable = thread.files.find((f: { type: string }) => f.type === 'application/pdf');
    assert.ok(thread.messages.some((m: { from: string; files: { id: number }[] }) => m.from === 'client' && m.files.some((f) => f.id === logo.id)));
    assert.equal(deliverable.deliverable.status, 'awaiting');
    for (const file of [logo, deliverable]) {
      const res = await t.app.inject({ method: 'GET', url: file.download_path, headers });
      assert.equal(res.statusCode, 200);
      assert.equal(res.rawPayload.length, file.size);
    }
  });
});

/**
 * A tiny S3 stand-in: keeps objects in memory and refuses any request whose AWS Signature V4 does not match the one
 * computed here from the same request with the known secret.
 */
async function s3StandIn(secret: string): Promise<{ url: string; objects: Map<string, Buffer>; requests: string[]; close: () => Promise<void> }> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const read = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const auth = req.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
    const url = `http://${req.headers.host}${req.url}`;
    let valid = false;
    if (match) {
      const signed = match[4]!.split(';');
      const headers = Object.fromEntries(signed.filter((h) => h !== 'host').map((h) => [h, String(req.headers[h] ?? '')]));
      const signer = new AwsV4Signer({
        method: req.method,
        url,
        headers,
        body: body.length ? body : undefined,
        accessKeyId: match[1]!,
        secretAccessKey: secret,
        region: match[3]!,
        service: 's3',
        datetime: String(req.headers['x-amz-date']),
      });
      const expected = (await signer.sign()).headers.get('authorization');
      valid = expected === auth;
    }
    requests.push(`${req.method} ${req.url} ${valid ? 'signed' : 'refused'}`);
    if (!valid) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(new URL(url).pathname);
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (object) res.writeHead(200, { 'content-length': object.length }).end(object);
      else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the S3-compatible store', () => {
  it('puts, reads and deletes objects with AWS Signature V4 signed requests; a wrong secret is refused', async () => {
    const s3 = await s3StandIn('the-secret');
    try {
      const settings = { bucket: 'agency-files', endpoint: s3.url, region: 'af-south-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'the-secret' };
      const store = s3Store(settings);
      const file = path.join(await mkdtemp(path.join(tmpdir(), 's3-')), 'upload');
      const bytes = demoPng(4);
      await writeFile(file, bytes);
      await store.put('requests/7/abc', file);
      assert.deepEqual(s3.objects.get('/agency-files/requests/7/abc'), bytes);
      const parts: Buffer[] = [];
      for await (const part of await store.open('requests/7/abc')) parts.push(part as Buffer);
      assert.deepEqual(Buffer.concat(parts), bytes);
      await store.remove('requests/7/abc');
      assert.equal(s3.objects.size, 0);
      await assert.rejects(store.open('requests/7/abc'), MissingObject);
      assert.deepEqual(s3.requests, [
        'PUT /agency-files/requests/7/abc signed',
        'GET /agency-files/requests/7/abc signed',
        'DELETE /agency-files/requests/7/abc signed',
        'GET /agency-files/requests/7/abc signed',
      ]);

      const wrong = s3Store({ ...settings, secretAccessKey: 'not-the-secret' });
      await assert.rejects(wrong.put('requests/7/def', file), /403/);
      assert.equal(s3.objects.size, 0);
      await assert.rejects(s3Store(settings).remove('../escape'), /Invalid file key/);
    } finally {
      await s3.close();
    }
  });

  it('is chosen by the configuration when S3_BUCKET and S3_ENDPOINT are set, and half a setting is refused', async () => {
    const { loadConfig } = await import('../config');
    assert.throws(() => loadConfig({ S3_BUCKET: 'b' }), /S3_BUCKET and S3_ENDPOINT/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com' }), /S3_ACCESS_KEY_ID/);
    const config = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', DATA_DIR: '/tmp/x' });
    assert.equal(config.FILES_DIR, '/tmp/x/files');
    assert.notEqual(fileStoreFor(config).put.toString(), fileStoreFor({ ...config, S3_BUCKET: undefined }).put.toString());
  });
});
