import { rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { createHash, randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, requestFiles, requestMessages, serviceRequests, users } from '../db/schema';
import { DEMO_CLIENT, DEMO_STAFF, DEMO_THREAD_SUBJECT } from '../db/seed';
import type { FileStore } from './store';

// Issue 26's demo files: on the demo client's bakery website request, the client's logo (a PNG sent with one of
// their messages) and a staff PDF deliverable of the project's current stage, awaiting the client's approval.
// Real files, written through the store, so `npm start` downloads them. Added once.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG, `size` pixels square: a warm disc (the bakery's "logo") on cream. */
export function demoPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x++) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= (size * 0.4) ** 2;
      rows.push(...(inside ? [176, 92, 40] : [250, 243, 227]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (pdfkit, as the billing documents are made). */
export function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Think-Make-Solve Digital' } });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(20).text(title);
    doc.moveDown();
    doc.fontSize(12);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

/** Demo bytes into the store under `key`, through a temp file (a store may move what it is given, or copy it: the temp file goes either way). */
export async function putDemoBytes(store: FileStore, key: string, bytes: Buffer): Promise<void> {
  const dir = path.join(tmpdir(), 'agency-demo-files');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  await writeFile(file, bytes);
  try {
    await store.put(key, file);
  } finally {
    await rm(file, { force: true });
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Seeds the demo files once (none yet on the bakery request). `store`: the one the API's configuration names
 * (the environment's, as `npm start` and `pnpm admin seed-demo` run).
 */
export async function seedDemoFiles(db: Db, store: FileStore): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  if (!demo || !staff) return;
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, demo.id), eq(serviceRequests.subject, DEMO_THREAD_SUBJECT)))
    .orderBy(asc(serviceRequests.id))
    .limit(1);
  if (!request) return;
  const [already] = await db.select({ id: requestFiles.id }).from(requestFiles).where(eq(requestFiles.requestId, request.id)).limit(1);
  if (already) return;

  let [project] = await db.select().from(projects).where(eq(projects.requestId, request.id)).limit(1);
  if (!project) {
    [project] = await db
      .insert(projects)
      .values({ requestId: request.id, userId: demo.id, stages: ['Discovery', 'Design', 'Development', 'Testing', 'Launch'], currentStage: 'Design' })
      .returning();
  }
  const stage = project!.currentStage || project!.stages[0] || 'Design';
  const [firstClientMessage] = await db
    .select({ id: requestMessages.id, createdAt: requestMessages.createdAt })
    .from(requestMessages)
    .where(and(eq(requestMessages.requestId, request.id), eq(requestMessages.fromStaff, false)))
    .orderBy(asc(requestMessages.id))
    .limit(1);

  const logo = demoPng();
  const pdf = await demoPdf(`Kora Bakes: ${stage} for review`, [
    `The ${stage.toLowerCase()} stage of your e-commerce website, ready for your approval.`,
    'Shop: categories for bread, cakes and pastries; a basket that keeps its contents for a week.',
    'Checkout: card, bank transfer, and pay on delivery for Lagos orders.',
    'Delivery: a fee by area (Lekki, Ikeja, Yaba), shown before payment.',
    'Approve it on your request’s messages page, or say what should change.',
  ]);
  const files = [
    { key: `requests/${request.id}/demo-logo`, bytes: logo, row: { uploaderId: demo.id, fromStaff: false, name: 'kora-bakes-logo.png', mediaType: 'image/png', messageId: firstClientMessage?.id ?? null, createdAt: firstClientMessage?.createdAt } },
    { key: `requests/${request.id}/demo-deliverable`, bytes: pdf, row: { uploaderId: staff.id, fromStaff: true, name: `${stage} for review.pdf`, mediaType: 'application/pdf', deliverableStage: stage, round: 1, createdAt: new Date(Date.now() - 3_600_000) } },
  ];
  for (const file of files) await putDemoBytes(store, file.key, file.bytes);
  await db.insert(requestFiles).values(files.map((f) => ({ ...f.row, requestId: request.id, size: f.bytes.length, sha256: sha256(f.bytes), storageKey: f.key })));
}
