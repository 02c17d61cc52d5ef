import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type CatalogueContent,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  IMAGE_TYPE_REFUSED,
  NOTHING_TO_PUBLISH,
  PREVIEW_STAFF_ONLY,
  VERSION_UNKNOWN,
  CONTENT_TAGGED_HEADER,
} from '@agency/contracts/catalogue';
import { SERVICES } from '@agency/contracts/services';
import { desc, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, catalogueDraft, catalogueImages, catalogueVersions, feedback } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ensureCatalogue } from './store';

// Issue 29: the catalogue end to end through the API, on PGlite (and PostgreSQL with TEST_DATABASE_URL).

/** A photo-like image of that size (noise, so the encoders have something to do), in the given format. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png', orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

describe('the catalogue: draft, preview, publish, versions, rollback, images, and what the public reads', () => {
  let t: TestApi;
  let staff: TestUser;
  let client: TestUser;
  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, user: TestUser | undefined = staff) =>
    t.app.inject({ method, url, headers: user?.headers ?? {}, payload: payload as object });
  const draftOf = async (): Promise<CatalogueContent> => (await get('/api/office/catalogue', staff)).json().draft;
  const upload = (body: Buffer, name = 'photo.png', user: TestUser = staff) =>
    t.app.inject({ method: 'POST', url: `/api/office/catalogue/images?name=${encodeURIComponent(name)}`, headers: { ...user.headers, 'content-type': 'application/octet-stream' }, payload: body });
  const tag = async () => (await get('/api/catalogue/version')).json().content as string;

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1000, FILE_RATE_LIMIT_MAX: 1000 });
    staff = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola' });
    client = await createTestUser(t.db, t.config);
  });
  after(() => t.close());

  it('checks the sign-in before anything else on every office route: 401 signed out, 403 for a client, even with a bad body', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/office/catalogue', undefined],
      ['PUT', '/api/office/catalogue/draft', { services: 'nonsense' }],
      ['POST', '/api/office/catalogue/publish', { note: 42 }],
      ['GET', '/api/office/catalogue/versions', undefined],
      ['POST', '/api/office/catalogue/rollback', { version: 'x' }],
      ['POST', '/api/office/catalogue/images', undefined],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
      assert.equal(anonymous.statusCode, 401, `${method} ${url} signed out`);
      const asClient = await t.app.inject({ method: method as 'GET', url, headers: client.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      assert.equal(asClient.statusCode, 403, `${method} ${url} as a client`);
    }
  });

  it('starts from the seeded content as version 1: one name per service, prices in kobo, packages priced from them', async () => {
    const services = await get('/api/catalogue/services');
    assert.equal(services.statusCode, 200);
    assert.equal(services.headers['cache-control'], 'no-cache');
    const body = services.json();
    assert.equal(body.version, 1);
    assert.deepEqual(
      body.services.map((s: { code: string; name: string }) => [s.code, s.name]),
      SERVICES.filter((s) => s.code !== 'custom').map((s) => [s.code, s.label]),
    );
    const byCode = Object.fromEntries(body.services.map((s: { code: string }) => [s.code, s]));
    assert.equal(byCode.ma.name, 'Mobile app development');
    assert.equal(byCode.ma.fromPrice, 60_000_000);
    assert.equal(byCode.smm.priceNote, 'a month');
    assert.equal(byCode.cc.fromPrice, null);
    const packages = (await get('/api/catalogue/packages')).json().packages as { id: string; fromPrice: number; percent: number; popular: boolean }[];
    // The cheapest two prices (₦35,000 and ₦40,000) less 5 %: the "From ₦71,250" the Packages page printed.
    assert.deepEqual(packages.map((p) => [p.id, p.fromPrice, p.percent, p.popular]), [
      ['basic', 7_125_000, 5, false],
      ['standard', 12_555_000, 7, true],
      ['premium', 31_950_000, 10, false],
    ]);
    const site = (await get('/api/catalogue/site')).json();
    assert.equal(site.business.street, '12 Admiralty Way, Lekki Phase 1');
    assert.equal((await get('/api/catalogue/faqs')).json().faqs.length, 6);
    const version = (await get('/api/catalogue/version')).json();
    assert.equal(version.version, 1);
    assert.match(version.publishedAt, /^\d{4}-/);
  });

  it('answers the published testimonials on /api/home, and a new one only once published', async () => {
    const before = (await get('/api/home')).json().messages as { id: number; name: string }[];
    assert.equal(before.length, 5);
    assert.equal(before[0]!.name, 'Tolu Adebayo, founder of Kora Foods');
    const draft = await draftOf();
    draft.testimonials = [{ id: 9, text: 'They made our bakery findable on Google.', name: 'Ngozi Eze, Kora Bakes' }, ...draft.testimonials];
    assert.equal((await send('PUT', '/api/office/catalogue/draft', draft)).statusCode, 200);
    assert.equal((await get('/api/home')).json().messages.length, 5, 'a saved draft is not published');
    const published = await send('POST', '/api/office/catalogue/publish', { note: 'A new testimonial' });
    assert.equal(published.statusCode, 200, published.body);
    const after = (await get('/api/home')).json().messages as { id: number; text: string }[];
    assert.deepEqual(after[0], { id: 9, text: 'They made our bakery findable on Google.', name: 'Ngozi Eze, Kora Bakes' });
  });

  it('publishes a changed price: the public sees it with the new version, packages follow it; a preview shows the draft to staff only', async () => {
    const draft = await draftOf();
    draft.services.find((s) => s.code === 'gd')!.fromPrice = 2_000_000;
    const saved = await send('PUT', '/api/office/catalogue/draft', draft);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().unpublished, true);
    assert.equal(saved.json().draftUpdatedBy, 'Bola');

    const gdPrice = (body: { services: { code: string; fromPrice: number | null }[] }) => body.services.find((s) => s.code === 'gd')!.fromPrice;
    // Published: still the old price.
    assert.equal(gdPrice((await get('/api/catalogue/services')).json()), 3_500_000);
    // The draft, previewed: staff only, never cached; anyone else is refused, a stale token too.
    for (const who of [undefined, client]) {
      const refused = await get('/api/catalogue/services?preview=draft', who);
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { detail: PREVIEW_STAFF_ONLY });
    }
    const stale = await t.app.inject({ method: 'GET', url: '/api/catalogue/packages?preview=draft', headers: { authorization: 'Bearer stale' } });
    assert.equal(stale.statusCode, 403);
    const preview = await get('/api/catalogue/services?preview=draft', staff);
    assert.equal(preview.statusCode, 200);
    assert.equal(preview.headers['cache-control'], 'private, no-store');
    assert.equal(preview.json().version, 0);
    assert.equal(gdPrice(preview.json()), 2_000_000);
    assert.equal((await get('/api/catalogue/packages?preview=draft', staff)).json().packages[0].fromPrice, 5_700_000);

    const tagBefore = await tag();
    const published = await send('POST', '/api/office/catalogue/publish', { note: 'Graphic design from ₦20,000' });
    assert.equal(published.statusCode, 200, published.body);
    assert.deepEqual({ ...(published.json() as object), publishedAt: 'x' }, { version: 3, publishedAt: 'x', publishedBy: 'Bola', note: 'Graphic design from ₦20,000', rollbackOf: null, current: true });
    const services = (await get('/api/catalogue/services')).json();
    assert.equal(services.version, 3);
    assert.equal(gdPrice(services), 2_000_000);
    // (₦20,000 + ₦40,000) less 5 %.
    const packages = (await get('/api/catalogue/packages')).json();
    assert.equal(packages.version, 3);
    assert.equal(packages.packages[0].fromPrice, 5_700_000);
    assert.notEqual(await tag(), tagBefore, 'a publish moves the content tag');
    assert.equal((await get('/api/office/catalogue', staff)).json().unpublished, false);
  });

  it('refuses to publish nothing new (409), and two publishes at once make one version', async () => {
    const again = await send('POST', '/api/office/catalogue/publish', {});
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { detail: NOTHING_TO_PUBLISH });
    const draft = await draftOf();
    draft.faqs[0]!.answer = 'Email support@thinkmakesolve.ng with a screenshot. We reply within 24 hours.';
    await send('PUT', '/api/office/catalogue/draft', draft);
    const both = await Promise.all([send('POST', '/api/office/catalogue/publish', {}), send('POST', '/api/office/catalogue/publish', {})]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal((await get('/api/catalogue/faqs')).json().version, 4);
  });

  it('rolls back: an earlier version published again as a new version, the draft with it; an unknown version is 404', async () => {
    const unknown = await send('POST', '/api/office/catalogue/rollback', { version: 99 });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { detail: VERSION_UNKNOWN });
    const tagBefore = await tag();
    const rolled = await send('POST', '/api/office/catalogue/rollback', { version: 2 });
    assert.equal(rolled.statusCode, 200, rolled.body);
    assert.equal(rolled.json().version, 5);
    assert.equal(rolled.json().rollbackOf, 2);
    const services = (await get('/api/catalogue/services')).json();
    assert.equal(services.version, 5);
    assert.equal(services.services.find((s: { code: string }) => s.code === 'gd').fromPrice, 3_500_000, 'the old price is back');
    assert.equal((await get('/api/catalogue/packages')).json().packages[0].fromPrice, 7_125_000);
    assert.equal((await draftOf()).services.find((s) => s.code === 'gd')!.fromPrice, 3_500_000, 'the draft is the rolled-back content');
    assert.notEqual(await tag(), tagBefore);
    const versions = (await get('/api/office/catalogue/versions', staff)).json() as { version: number; current: boolean; rollbackOf: number | null }[];
    assert.deepEqual(versions.map((v) => [v.version, v.current]), [[5, true], [4, false], [3, false], [2, false], [1, false]]);
    const audit = await t.db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog).where(like(auditLog.action, 'catalogue.%')).orderBy(desc(auditLog.id));
    assert.deepEqual(audit.slice(0, 2), [
      { action: 'catalogue.rollback', target: 'catalogue version 5' },
      { action: 'catalogue.publish', target: 'catalogue version 4' },
    ]);
  });

  it('refuses a draft with a bad field with 400 and a detail, and keeps the draft as it was', async () => {
    const draft = await draftOf();
    const bad = { ...draft, services: draft.services.map((s) => (s.code === 'wd' ? { ...s, fromPrice: -5 } : s)) };
    const res = await send('PUT', '/api/office/catalogue/draft', bad);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /fromPrice/);
    const missing = await send('PUT', '/api/office/catalogue/draft', { ...draft, services: draft.services.slice(1) });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().detail, /every service/);
    assert.deepEqual(await draftOf(), draft);
  });

  it('converts an upload to every width up to its own in AVIF, WebP and JPEG, served for a year', async () => {
    const res = await upload(await picture(1300, 800), 'hero.png');
    assert.equal(res.statusCode, 200, res.body);
    const image = res.json();
    assert.match(image.id, /^[a-z0-9-]{8,64}$/);
    assert.deepEqual({ ...image, id: 'x' }, { id: 'x', width: 1300, height: 800, widths: [360, 640, 960, 1280] });
    for (const width of image.widths) {
      for (const [ext, type, format] of [['avif', 'image/avif', 'heif'], ['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
        const file = await get(`/api/catalogue/images/${image.id}/${width}.${ext}`);
        assert.equal(file.statusCode, 200, `${width}.${ext}`);
        assert.equal(file.headers['content-type'], type);
        assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        assert.equal(meta.format, format);
        assert.equal(meta.width, width);
        assert.equal(meta.height, Math.round((800 * width) / 1300));
      }
    }
    assert.equal((await get(`/api/catalogue/images/${image.id}/1920.jpg`)).statusCode, 404, 'never wider than the original');
    assert.equal((await get('/api/catalogue/images/0000000000000000/360.jpg')).statusCode, 404);
    const [audit] = await t.db.select({ action: auditLog.action }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(audit!.action, 'catalogue.image');
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const res = await upload(await picture(1200, 900, 'jpeg', 6), 'phone.jpg');
    assert.equal(res.statusCode, 200, res.body);
    const image = res.json();
    assert.deepEqual([image.width, image.height, image.widths], [900, 1200, [360, 640]]);
    const file = await get(`/api/catalogue/images/${image.id}/640.jpg`);
    const meta = await sharp(file.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [640, 853]);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.orientation, undefined);
  });

  it('refuses a renamed text file (415), a too-small image (400) and a body over 10 MB (413), keeping nothing', async () => {
    const [{ count: before }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(catalogueImages)) as [{ count: number }];
    const text = await upload(Buffer.from('This is a text file, not a picture.\n'.repeat(50)), 'photo.png');
    assert.equal(text.statusCode, 415);
    assert.deepEqual(text.json(), { detail: IMAGE_TYPE_REFUSED });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"></svg>'), 'logo.svg');
    assert.equal(svg.statusCode, 415, 'an SVG decodes but is not a kind the catalogue takes');
    const small = await upload(await picture(600, 400, 'webp'), 'small.webp');
    assert.equal(small.statusCode, 400);
    assert.deepEqual(small.json(), { detail: IMAGE_TOO_SMALL });
    const large = await upload(Buffer.alloc(IMAGE_MAX_BYTES + 1, 0x25), 'huge.jpg');
    assert.equal(large.statusCode, 413);
    assert.deepEqual(large.json(), { detail: IMAGE_TOO_LARGE });
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(catalogueImages)) as [{ count: number }];
    assert.equal(count, before);
  });

  it('adds a case study with an image: on /work, at /work/:slug, and in the sitemap with the date its page changed', async () => {
    const sitemapBefore = (await get('/api/sitemap_entries')).json().sources.case_studies as { params: { slug: string }; lastmod: string }[];
    const [v1] = await t.db.select({ at: catalogueVersions.publishedAt }).from(catalogueVersions).where(sql`version = 1`);
    assert.deepEqual(sitemapBefore, [
      { params: { slug: 'ojafresh-marketplace' }, lastmod: v1!.at.toISOString() },
      { params: { slug: 'kolo-savings-app' }, lastmod: v1!.at.toISOString() },
    ]);
    const image = (await upload(await picture(1000, 700), 'swiftlink.png')).json();
    const draft = await draftOf();
    const study = { ...draft.caseStudies[0]!, slug: 'swiftlink-driver-app', title: 'Swiftlink driver app', image: { ...image, widths: [360], alt: 'The Swiftlink driver app on a phone' } };
    draft.caseStudies.push(study);
    const unknownImage = await send('PUT', '/api/office/catalogue/draft', { ...draft, caseStudies: [...draft.caseStudies.slice(0, -1), { ...study, image: { ...study.image, id: 'not-uploaded-1' } }] });
    assert.equal(unknownImage.statusCode, 400);
    const saved = await send('PUT', '/api/office/catalogue/draft', draft);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().draft.caseStudies[2].image.widths, [360, 640, 960], 'the widths are the upload’s, whatever the editor sent');
    const published = await send('POST', '/api/office/catalogue/publish', { note: 'Swiftlink case study' });
    assert.equal(published.statusCode, 200);

    const work = (await get('/api/catalogue/work')).json();
    assert.deepEqual(work.caseStudies.map((s: { slug: string }) => s.slug), ['ojafresh-marketplace', 'kolo-savings-app', 'swiftlink-driver-app']);
    assert.equal(work.caseStudies[2].image.id, image.id);
    assert.equal(work.logos.length, 6);
    const one = await get('/api/catalogue/work/swiftlink-driver-app');
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().caseStudy.image.alt, 'The Swiftlink driver app on a phone');
    assert.deepEqual(one.json().next, { slug: 'ojafresh-marketplace', title: 'OjaFresh marketplace' });
    const missing = await get('/api/catalogue/work/no-such-project');
    assert.equal(missing.statusCode, 404);
    assert.equal(typeof missing.json().detail, 'string');

    const sitemap = (await get('/api/sitemap_entries')).json().sources.case_studies as { params: { slug: string }; lastmod: string }[];
    assert.deepEqual(sitemap.slice(0, 2), sitemapBefore, 'unchanged case studies keep their date');
    assert.deepEqual(sitemap[2], { params: { slug: 'swiftlink-driver-app' }, lastmod: published.json().publishedAt });
  });

  it("gives a page's hero the art staff uploaded once published, on its own read; a hero for no public page is refused", async () => {
    assert.deepEqual((await get('/api/catalogue/heroes')).json().heroes, [], 'none as seeded');
    const image = (await upload(await picture(1200, 900), 'desk.png')).json();
    const draft = await draftOf();
    const hero = { page: 'faqs', image: { ...image, alt: 'Our support desk answering a client' } };
    const unknownPage = await send('PUT', '/api/office/catalogue/draft', { ...draft, heroes: [{ ...hero, page: 'careers' }] });
    assert.equal(unknownPage.statusCode, 400);
    assert.equal(typeof unknownPage.json().detail, 'string');
    assert.equal((await send('PUT', '/api/office/catalogue/draft', { ...draft, heroes: [hero] })).statusCode, 200);
    assert.deepEqual((await get('/api/catalogue/heroes')).json().heroes, [], 'the public sees only what is published');
    assert.equal((await send('POST', '/api/office/catalogue/publish', { note: 'FAQs hero art' })).statusCode, 200);
    const heroes = (await get('/api/catalogue/heroes')).json();
    assert.deepEqual(heroes.heroes.map((h: { page: string; image: { id: string; alt: string } }) => [h.page, h.image.id, h.image.alt]), [['faqs', image.id, 'Our support desk answering a client']]);
    assert.deepEqual((await get('/api/catalogue/site')).json().heroes, heroes.heroes);
  });

  it("marks the answers the content tag covers, for the site's page cache: the catalogue's, the home page's and the tutorials', not a consultation's free times", async () => {
    for (const path of ['/api/catalogue/services', '/api/catalogue/heroes', '/api/catalogue/work/kolo-savings-app', '/api/home', '/api/tutorial_detail/1']) {
      const answer = await get(path);
      assert.equal(answer.headers[CONTENT_TAGGED_HEADER], '1', path);
    }
    assert.equal((await get('/api/availability')).headers[CONTENT_TAGGED_HEADER], undefined);
  });

  it('moves the content tag when staff create, edit or finish a tutorial (tutorial pages are cached too)', async () => {
    const version = (await get('/api/catalogue/version')).json().version;
    const first = await tag();
    const created = await send('POST', '/api/office/tutorials', { title: 'Figma for beginners', course_id: 'FIG2026', start_date: '2026-12-01', end_date: '2026-12-20' });
    assert.equal(created.statusCode, 200, created.body);
    const second = await tag();
    assert.notEqual(second, first);
    assert.equal((await send('PATCH' as 'PUT', `/api/office/tutorials/${created.json().id}`, { title: 'Figma from scratch' })).statusCode, 200);
    const third = await tag();
    assert.notEqual(third, second);
    assert.equal((await send('POST', `/api/office/tutorials/${created.json().id}/finish`, {})).statusCode, 200);
    assert.notEqual(await tag(), third);
    assert.equal((await get('/api/catalogue/version')).json().version, version, 'a tutorial edit publishes no catalogue version');
  });

  it('writes version 1 once when several processes start together on a database without a catalogue, from the feedback rows there', async () => {
    await t.db.delete(catalogueDraft);
    await t.db.update(catalogueVersions).set({ rollbackOf: null });
    await t.db.delete(catalogueVersions);
    await t.db.insert(feedback).values([{ name: 'Hand-entered client', text: 'Inserted by an operator.', position: 0 }]);
    await Promise.all([ensureCatalogue(t.db), ensureCatalogue(t.db), ensureCatalogue(t.db)]);
    const versions = await t.db.select({ version: catalogueVersions.version }).from(catalogueVersions);
    assert.deepEqual(versions, [{ version: 1 }]);
    const home = (await get('/api/home')).json().messages as { name: string }[];
    assert.deepEqual(home.map((m) => m.name), ['Hand-entered client']);
    assert.equal((await get('/api/office/catalogue', staff)).json().unpublished, false);
  });
});
