import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonth } from '../billing/retainers';
import sharp from 'sharp';
import { DEMO_PICTURES_NOTE } from '../catalogue/seed';
import { DEMO_CLIENT, DEMO_PHONE_CLIENT, DEMO_REFUND, DEMO_RETAINER, DEMO_STAFF, DEMO_THREAD_SUBJECT, demoRetainerCharges, seedDemo } from './seed';
import { startTestApi, type TestApi } from '../testing/test-api';

/** The requests a client sees on /made-requests, by subject, with their price and label. */
async function requestsOf(t: TestApi, account: { email: string; password: string }) {
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.email, password: account.password } });
  assert.equal(login.statusCode, 200, login.body);
  const { token } = login.json() as { token: string };
  const answer = await t.app.inject({ method: 'GET', url: '/api/requests', headers: { authorization: `Bearer ${token}` } });
  return (answer.json() as { request: { subject: string }; price: string; reference: string }[])
    .map((r) => `${r.request.subject}: ${r.price} (${r.reference})`)
    .sort();
}

describe('the demo seed', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ SEED_DEMO: true, RATE_LIMIT_MAX: 1000 });
  });
  after(() => t.close());

  it("gives the e2e phone project its own client, with its own copies of the demo client's unpaid quoted requests", async () => {
    const demo = await requestsOf(t, DEMO_CLIENT);
    const phone = await requestsOf(t, DEMO_PHONE_CLIENT);
    const quoted = ['SEO audit and keyword plan: 150000 (Quoted)', 'Three months of Instagram and TikTok content: 240000 (Quoted)'];
    assert.deepEqual(phone, quoted);
    for (const line of quoted) assert.ok(demo.includes(line), `the demo client keeps ${line}`);
  });

  it("shows one partial refund of the demo client's website payment in /billing, processed, with its credit note", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } });
    const billing = (await t.app.inject({ method: 'GET', url: '/api/billing', headers: { authorization: `Bearer ${login.json().token}` } })).json() as {
      payments: { reference: string; amount_kobo: number; method: string; refunded_kobo: number }[];
      refunds: { payment_reference: string; amount_kobo: number; status: string; credit_note_number: string | null }[];
      documents: { kind: string; number: string; total_kobo: number }[];
    };
    const paid = billing.payments.find((p) => p.reference === DEMO_REFUND.reference)!;
    assert.equal(paid.method, 'card');
    assert.equal(paid.refunded_kobo, DEMO_REFUND.amountKobo);
    assert.ok(paid.refunded_kobo < paid.amount_kobo, 'a partial refund');
    const refunds = billing.refunds.filter((r) => r.payment_reference === DEMO_REFUND.reference);
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0]!.status, 'processed');
    const note = billing.documents.find((d) => d.number === refunds[0]!.credit_note_number);
    assert.equal(note?.kind, 'credit_note');
    assert.equal(note?.total_kobo, DEMO_REFUND.amountKobo);
  });

  it('shows the demo client an active ₦150,000 SEO retainer with its first month and one renewal paid, each with invoice and receipt', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } });
    const billing = (await t.app.inject({ method: 'GET', url: '/api/billing', headers: { authorization: `Bearer ${login.json().token}` } })).json() as {
      retainers: { service: string; amount_kobo: number; status: string; next_payment_date: string | null; proposal_id: number }[];
      payments: { reference: string; receipt_number: string | null }[];
      documents: { kind: string; proposal_id: number | null }[];
    };
    assert.equal(billing.retainers.length, 1);
    const [retainer] = billing.retainers;
    assert.deepEqual([retainer!.service, retainer!.amount_kobo, retainer!.status], ['seo', 15_000_000, 'active']);
    assert.ok(retainer!.next_payment_date && Date.parse(retainer!.next_payment_date) > Date.now(), 'the next charge is ahead');
    for (const reference of DEMO_RETAINER.references) assert.ok(billing.payments.find((p) => p.reference === reference)?.receipt_number, `${reference} has its receipt`);
    const docs = billing.documents.filter((d) => d.proposal_id === retainer!.proposal_id).map((d) => d.kind).sort();
    assert.deepEqual(docs, ['invoice', 'invoice', 'receipt', 'receipt']);
  });

  it("charges the demo retainer's renewal on the next payment date the first month set, on every day of two years, so the next charge is always ahead", () => {
    // Seeded on 2026-11-28, a renewal 30 days after the first charge fell on 31 October, a day before the 1 November
    // the first charge had set, and the demo retainer showed a next charge already past.
    for (let day = 0; day < 731; day++) {
      const now = Date.UTC(2026, 0, 1, 9) + day * 86_400_000;
      const [first, renewal] = demoRetainerCharges(now);
      const on = new Date(now).toISOString().slice(0, 10);
      assert.equal(renewal.getTime(), addMonth(first).getTime(), `seeded on ${on}: the renewal is charged on the next payment date`);
      assert.ok(renewal.getTime() < now, `seeded on ${on}: the renewal is in the past`);
      assert.ok(addMonth(renewal).getTime() > now, `seeded on ${on}: the next charge is ahead`);
    }
  });

  it('seeds once: a second run adds no client, no request and no refund', async () => {
    await seedDemo(t.db, t.config);
    assert.equal((await requestsOf(t, DEMO_PHONE_CLIENT)).length, 2);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } });
    const billing = (await t.app.inject({ method: 'GET', url: '/api/billing', headers: { authorization: `Bearer ${login.json().token}` } })).json() as { refunds: unknown[]; retainers: unknown[] };
    assert.equal(billing.refunds.length, 1);
    assert.equal(billing.retainers.length, 1);
  });

  it('publishes a picture for the OjaFresh case study (every width and format served) and leaves one unpublished change: the public reads version 2', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_STAFF.email, password: DEMO_STAFF.password } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const office = (await t.app.inject({ method: 'GET', url: '/api/office/catalogue', headers })).json() as {
      unpublished: boolean;
      draftUpdatedBy: string | null;
      draft: { services: { code: string; fromPrice: number | null }[] };
      published: { version: number };
    };
    assert.equal(office.unpublished, true);
    assert.equal(office.published.version, 2);
    assert.ok(office.draftUpdatedBy);
    assert.equal(office.draft.services.find((s) => s.code === 'em')?.fromPrice, 8_000_000);
    const publicServices = (await t.app.inject({ method: 'GET', url: '/api/catalogue/services' })).json() as { version: number; services: { code: string; fromPrice: number | null }[] };
    assert.equal(publicServices.version, 2);
    assert.equal(publicServices.services.find((s) => s.code === 'em')?.fromPrice, null);

    const work = (await t.app.inject({ method: 'GET', url: '/api/catalogue/work' })).json() as {
      caseStudies: { slug: string; image: { id: string; width: number; height: number; widths: number[]; alt: string } | null }[];
    };
    const [oja, kolo] = work.caseStudies;
    assert.equal(oja?.slug, 'ojafresh-marketplace');
    assert.deepEqual({ ...oja!.image, alt: Boolean(oja!.image?.alt) }, { id: 'demo-ojafresh-packing-centre', width: 960, height: 600, widths: [360, 640, 960], alt: true });
    assert.equal(kolo?.image, null, 'the other case study keeps its built illustration');
    for (const width of oja!.image!.widths) {
      for (const [ext, format] of [['avif', 'heif'], ['webp', 'webp'], ['jpg', 'jpeg']] as const) {
        const file: { statusCode: number; rawPayload: Buffer } = await t.app.inject({ method: "GET", url: `/api/catalogue/images/${oja!.image!.id}/${width}.${ext}` });
        assert.equal(file.statusCode, 200, `${width}.${ext}`);
        const meta = await sharp(file.rawPayload).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], [format, width, (600 * width) / 960], `${width}.${ext}`);
      }
    }
    const versions = (await t.app.inject({ method: 'GET', url: '/api/office/catalogue/versions', headers })).json() as { version: number; note: string }[];
    assert.deepEqual(versions.map((v) => [v.version, v.note]), [[2, DEMO_PICTURES_NOTE], [1, 'The site’s content before the catalogue']]);
    await seedDemo(t.db, t.config);
    const again = (await t.app.inject({ method: 'GET', url: '/api/office/catalogue/versions', headers })).json() as unknown[];
    assert.equal(again.length, 2, 'seeding again publishes nothing');
  });

  it("shows a thread on the demo client's website project: read by the client, one newer client message unread by staff", async () => {
    const signIn = async (account: { email: string; password: string }) => {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.email, password: account.password } });
      return { authorization: `Bearer ${login.json().token}` };
    };
    const client = await signIn(DEMO_CLIENT);
    const staff = await signIn(DEMO_STAFF);
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/threads/unread', headers: client })).json(), { total: 0, threads: [], notices: [], unread_notices: 0 });
    const unread = (await t.app.inject({ method: 'GET', url: '/api/office/threads/unread', headers: staff })).json() as { total: number; threads: { request_id: number; subject: string }[] };
    assert.equal(unread.total, 1);
    assert.equal(unread.threads[0]!.subject, DEMO_THREAD_SUBJECT);
    const thread = (await t.app.inject({ method: 'GET', url: `/api/requests/${unread.threads[0]!.request_id}/thread`, headers: client })).json() as { messages: { from: string; author: string }[] };
    assert.deepEqual(
      thread.messages.map((m) => [m.from, m.author]),
      [
        ['client', DEMO_CLIENT.firstName],
        ['staff', DEMO_STAFF.firstName],
        ['client', DEMO_CLIENT.firstName],
      ],
    );
  });
});
