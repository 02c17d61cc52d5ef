import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@agency/api/config';
import { type Business, CONTENT_TAGGED_HEADER } from '@agency/contracts/catalogue';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { catalogueVersions, createPageCache, type PageStore, matchesEtag, memoryStore, pageCacheSettings, redisStore } from './page-cache';
import { buildSite } from './site-server';

/**
 * The page cache with the site's real server, a stand-in shell server build that counts its renders, and stub
 * catalogue endpoints registered on the site (the API is not mounted: these tests own /api/catalogue/*).
 */

const INDEX = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';
const root = mkdtempSync(path.join(tmpdir(), 'site-page-cache-'));
const BUSINESS: Business = {
  name: 'Think-Make-Solve Digital',
  phone: '+234 803 000 0000',
  email: 'hello@thinkmakesolve.ng',
  street: '12 Admiralty Way, Lekki Phase 1',
  locality: 'Lagos',
  region: 'Lagos',
  country: 'NG',
  hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' }],
};

/** What the stub catalogue answers; tests change it as a publish would. */
interface Catalogue {
  /** The published version: each answer names it (a publish between two reads of a render mixes them). */
  version: number;
  /** Changed by a publish, and by anything else a public page shows. */
  content: string;
  /** GET /api/catalogue/version's status: 200, or the endpoint absent (404) or failing (500). */
  versionStatus: number;
  siteStatus: number;
  /** Called between a render's two reads (a publish landing mid-render). */
  midRender?: () => void;
}

declare global {
  var pageCacheRenders: Record<string, number> | undefined;
  var pageCacheMidRender: Record<string, (() => void) | undefined> | undefined;
}

const renders = (name: string) => globalThis.pageCacheRenders?.[name] ?? 0;

/**
 * The stand-in renderer: reads the services and the FAQs (the second after a pause, where a publish may land), and
 * renders its count, the versions it read and the remote build it was given.
 */
function rendererSource(name: string) {
  return `exports.createRenderer = async (options) => async (req) => {
  const counts = (globalThis.pageCacheRenders ??= {});
  const n = (counts[${JSON.stringify(name)}] = (counts[${JSON.stringify(name)}] ?? 0) + 1);
  const read = async (p) => { const r = await options.apiFetch(new Request('http://localhost' + p)); return r.ok ? r.json() : null; };
  const services = await read('/api/catalogue/services');
  globalThis.pageCacheMidRender?.[${JSON.stringify(name)}]?.();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const faqs = await read('/api/catalogue/faqs');
  if (req.url.startsWith('/book')) await read('/api/availability');
  const queries = [];
  if (services) queries.push({ queryKey: ['api', 'catalogue', 'services'], state: { data: services } });
  if (faqs) queries.push({ queryKey: ['api', 'catalogue', 'faqs'], state: { data: faqs } });
  const build = req.serverEntries.marketing ? req.serverEntries.marketing.entry.split('/').slice(-2, -1)[0] : 'none';
  return {
    html: '<h1>Render ' + n + ' of ' + req.url + '</h1><p data-versions="' + (services && services.version) + ' ' + (faqs && faqs.version) + '">build ' + build + '</p>' + '<p>' + 'Think-Make-Solve '.repeat(80) + '</p>',
    styles: '', state: { queries }, ...(req.url.startsWith('/nowhere') ? { status: 404 } : {}),
  };
};`;
}

const ROUTES = {
  routes: [
    { path: '/home', expose: 'Home', meta: { title: 'Home', description: 'd', public: true } },
    { path: '/contact', expose: 'Contact', meta: { title: 'Contact', description: 'd', public: true } },
    { path: '/book', expose: 'Book', meta: { title: 'Book', description: 'd', public: true } },
    { path: '/office', expose: 'Office', access: 'staff', ssr: true, meta: { title: 'Office', description: 'd', public: false } },
  ],
};

function remoteBuild(name: string, build: string) {
  const dir = path.join(root, name, `marketing-${build}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'marketing', metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } }, exposes: [{ name: 'Home', assets: { js: { sync: [`home.${build}.js`] } } }] }),
  );
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(ROUTES));
  return dir;
}

interface TestSite {
  app: FastifyInstance;
  name: string;
  catalogue: Catalogue;
  remotesFile: string;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
}

const sites: FastifyInstance[] = [];
after(async () => {
  for (const site of sites) await site.close();
});

let count = 0;
async function testSite(options: { pageStore?: PageStore; purgeUrl?: string; name?: string; catalogue?: Catalogue } = {}): Promise<TestSite> {
  const name = options.name ?? `site-${count++}`;
  const shellDir = path.join(root, name, 'shell');
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  writeFileSync(path.join(shellDir, 'server', 'index.js'), rendererSource(name));
  const remotesFile = path.join(root, name, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' } }));
  const apiConfig = loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: path.join(root, name, 'data'), LOG_LEVEL: 'silent', SITE_URL: 'https://thinkmakesolve.ng' });
  const { app } = await buildSite({
    shellDir,
    remoteDirs: { marketing: remoteBuild(name, 'v1'), 'marketing-v2': remoteBuild(name, 'v2') },
    remotesFile,
    apiConfig,
    withApi: false,
    pageCache: { enabled: true, seconds: 300, purgeUrl: options.purgeUrl },
    pageStore: options.pageStore,
  });
  const catalogue: Catalogue = options.catalogue ?? { version: 1, content: 'c1', versionStatus: 200, siteStatus: 200 };
  app.get('/api/catalogue/version', async (_request, reply) =>
    catalogue.versionStatus === 200 ? { version: catalogue.version, publishedAt: null, content: catalogue.content } : reply.status(catalogue.versionStatus).send({ detail: 'stub' }),
  );
  app.get('/api/catalogue/site', async (_request, reply) =>
    catalogue.siteStatus === 200 ? { version: catalogue.version, business: BUSINESS, heroes: [] } : reply.status(catalogue.siteStatus).send({ detail: 'stub' }),
  );
  // The catalogue's answers say the content tag covers them (CONTENT_TAGGED_HEADER), as the API's do.
  app.get('/api/catalogue/services', async (_request, reply) => reply.header(CONTENT_TAGGED_HEADER, '1').send({ version: catalogue.version, services: [] }));
  app.get('/api/catalogue/faqs', async (_request, reply) => reply.header(CONTENT_TAGGED_HEADER, '1').send({ version: catalogue.version, faqs: [] }));
  // A consultation's free times: live, not covered by the tag.
  app.get('/api/availability', async () => ({ days: [] }));
  globalThis.pageCacheMidRender ??= {};
  globalThis.pageCacheMidRender[name] = () => catalogue.midRender?.();
  sites.push(app);
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers } });
  return { app, name, catalogue, remotesFile, get };
}

const html = (res: LightMyRequestResponse) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
/** A publish: a new version, a new content tag. */
const publish = (catalogue: Catalogue) => {
  catalogue.version += 1;
  catalogue.content = `c${catalogue.version}`;
};
/** The content tag is read at most once a second. */
const aSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the page cache', () => {
  it('renders a public page once: the next visitor gets the same bytes, with a validator and CDN-friendly headers, and the CSP', async () => {
    const site = await testSite();
    const first = await site.get('/home');
    assert.equal(first.statusCode, 200);
    assert.equal(renders(site.name), 1);
    const second = await site.get('/home');
    assert.equal(renders(site.name), 1, 'the second request is not rendered');
    assert.deepEqual(second.rawPayload, first.rawPayload);
    assert.equal(second.headers['content-encoding'], 'br');
    assert.match(html(second), /<h1>Render 1 of \/home<\/h1>/);
    assert.equal(second.headers['cache-control'], 'public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    assert.equal(second.headers.vary, 'Accept-Encoding');
    assert.match(String(second.headers.etag), /^"[\w-]+-br"$/);
    // The security headers are set on a hit as on a render.
    assert.match(String(second.headers['content-security-policy']), /script-src/);
    assert.equal(second.headers['x-frame-options'], 'DENY');
    assert.equal(second.headers['x-content-type-options'], 'nosniff');
    assert.equal(second.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    // Another address, and the same page in another encoding, from the one render.
    const gz = await site.get('/home', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(html(gz), html(first));
    const plain = await site.get('/home', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, html(first));
    assert.notEqual(gz.headers.etag, second.headers.etag, 'each encoding has its own strong validator');
    assert.equal(renders(site.name), 1);
    await site.get('/home?ref=whatsapp');
    assert.equal(renders(site.name), 2, 'the query is part of the address');
  });

  it('renders a page once for visitors who all ask at the same moment (right after a publish), and sends each of them that page', async () => {
    const site = await testSite();
    const answers = await Promise.all(Array.from({ length: 6 }, () => site.get('/home')));
    assert.equal(renders(site.name), 1);
    assert.equal(new Set(answers.map((a) => a.headers.etag)).size, 1);
    assert.ok(answers.every((a) => a.statusCode === 200 && /Render 1 /.test(html(a))));
  });

  it('answers 304 to a client holding the page, and the page to one holding another', async () => {
    const site = await testSite();
    const first = await site.get('/home');
    const etag = String(first.headers.etag);
    const again = await site.get('/home', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    assert.equal(again.headers.etag, etag);
    assert.equal(again.headers['cache-control'], 'public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    assert.equal((await site.get('/home', { 'if-none-match': `W/${etag}, "other"` })).statusCode, 304);
    const other = await site.get('/home', { 'if-none-match': '"something-else"' });
    assert.equal(other.statusCode, 200);
    assert.equal(renders(site.name), 1);
  });

  it('keeps the not-found page (404) too, and never a staff page', async () => {
    const site = await testSite();
    assert.equal((await site.get('/nowhere')).statusCode, 404);
    const again = await site.get('/nowhere');
    assert.equal(again.statusCode, 404);
    assert.equal(renders(site.name), 1);
    await site.get('/office');
    await site.get('/office');
    assert.equal(renders(site.name), 1, 'staff pages are never rendered on the server');
    assert.equal((await site.get('/office')).headers['cache-control'], 'no-cache');
  });

  it('renders afresh within about a second of a publish (a new content tag), and the old page is gone', async () => {
    const site = await testSite();
    const before = await site.get('/home');
    publish(site.catalogue);
    await aSecond();
    const after = await site.get('/home');
    assert.equal(renders(site.name), 2);
    assert.match(html(after), /data-versions="2 2"/);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal((await site.get('/home', { 'if-none-match': String(before.headers.etag) })).statusCode, 200, 'the old validator no longer matches');
    assert.equal(renders(site.name), 2);
  });

  it('renders afresh when a remote is released (the manifest points at its new build)', async () => {
    const site = await testSite();
    assert.match(html(await site.get('/home')), /build marketing-v1/);
    writeFileSync(site.remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing-v2/mf-manifest.json' } }));
    const released = await site.get('/home');
    assert.equal(renders(site.name), 2);
    assert.match(html(released), /build marketing-v2/);
    await site.get('/home');
    assert.equal(renders(site.name), 2);
  });

  it('caches nothing while the catalogue has no version endpoint (404) or it fails (500)', async () => {
    for (const status of [404, 500]) {
      const site = await testSite();
      site.catalogue.versionStatus = status;
      const first = await site.get('/home');
      const second = await site.get('/home');
      assert.equal(first.statusCode, 200);
      assert.equal(renders(site.name), 2, `status ${status}: every request rendered`);
      assert.equal(second.headers['cache-control'], 'no-cache');
      assert.equal(second.headers.etag, undefined);
    }
  });
});

describe('what is never cached or shared', () => {
  it("a page that read what the content tag does not cover (/book's free times) is rendered for every visitor and never kept", async () => {
    const site = await testSite();
    const first = await site.get('/book');
    assert.equal(first.statusCode, 200);
    assert.match(html(first), /Render 1 of \/book/);
    const second = await site.get('/book');
    assert.match(html(second), /Render 2 of \/book/, 'rendered again, not served from the cache');
    assert.doesNotMatch(String(second.headers['cache-control']), /s-maxage|public/);
    assert.equal(second.headers.etag, undefined);
    // The same site keeps a page that read only the catalogue.
    await site.get('/contact');
    assert.match(html(await site.get('/contact')), /Render 3 of \/contact/);
  });

  it('a signed-in request is rendered for itself, answered private, and never kept or served from the cache', async () => {
    const site = await testSite();
    // Alice, signed in, asks first: her answer is not kept for Bob.
    const alice = await site.get('/home', { authorization: 'Bearer alice-token' });
    assert.equal(alice.headers['cache-control'], 'private, no-store');
    assert.equal(alice.headers.etag, undefined);
    const bob = await site.get('/home');
    assert.equal(renders(site.name), 2, "the anonymous visitor is not sent Alice's answer");
    assert.doesNotMatch(html(bob), /Render 1 /);
    // Carol, signed in, asks after the page is kept: she is not sent the shared page either.
    const carol = await site.get('/home', { authorization: 'Bearer carol-token' });
    assert.equal(renders(site.name), 3);
    assert.match(html(carol), /Render 3 /);
    assert.equal(carol.headers['cache-control'], 'private, no-store');
    const withCookie = await site.get('/home', { cookie: 'session=abc' });
    assert.equal(renders(site.name), 4);
    assert.equal(withCookie.headers['cache-control'], 'private, no-store');
    assert.equal(withCookie.headers.etag, undefined);
    // And the anonymous page is still the one kept before.
    assert.equal(html(await site.get('/home')), html(bob));
    assert.equal(renders(site.name), 4);
  });

  it('a preview is never kept or served from the cache', async () => {
    const site = await testSite();
    await site.get('/home?preview=draft');
    await site.get('/home?preview=draft');
    const preview = await site.get('/home?a=1&preview=draft');
    assert.equal(renders(site.name), 3);
    assert.equal(preview.headers['cache-control'], 'no-cache');
    assert.equal(preview.headers.etag, undefined);
  });

  it("a form page rendered again after a refused post is the poster's alone", async () => {
    const site = await testSite();
    const post = () =>
      site.app.inject({ method: 'POST', url: '/contact', payload: 'name=Ada&email=ada%40example.ng&message=Hi', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'accept-encoding': 'br' } });
    const refused = await post();
    assert.equal(refused.statusCode, 404, 'no API behind these tests: refused');
    assert.equal(refused.headers['cache-control'], 'no-cache');
    assert.equal(refused.headers.etag, undefined);
    assert.match(html(refused), /Ada/);
    await post();
    assert.equal(renders(site.name), 2);
    // The plain form page is shared; it never shows what Ada typed.
    const plain = await site.get('/contact');
    assert.doesNotMatch(html(plain), /Ada/);
    assert.equal(renders(site.name), 3);
  });
});

describe('one catalogue version per page', () => {
  it('renders again a page that read two versions (a publish mid-render), and keeps it only when it is whole', async () => {
    const site = await testSite();
    // A publish lands between the first render's two reads.
    site.catalogue.midRender = () => {
      site.catalogue.midRender = undefined;
      publish(site.catalogue);
    };
    const page = await site.get('/home');
    assert.equal(renders(site.name), 2, 'rendered once more');
    assert.match(html(page), /data-versions="2 2"/);
    // Publishes landing in both renders: the mixed page is sent, but not kept.
    const mixed = await testSite();
    mixed.catalogue.midRender = () => publish(mixed.catalogue);
    const answer = await mixed.get('/home');
    assert.equal(renders(mixed.name), 2);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.equal(answer.headers.etag, undefined);
    mixed.catalogue.midRender = undefined;
    await mixed.get('/home');
    assert.equal(renders(mixed.name), 3, 'the mixed page was not kept');
  });

  it('under load with publishes, every page kept is one version, and every hit matches the generation it was kept for', async () => {
    const site = await testSite();
    let publishing = true;
    const publisher = (async () => {
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 350));
        publish(site.catalogue);
      }
      publishing = false;
    })();
    const answers: LightMyRequestResponse[] = [];
    while (publishing) answers.push(...(await Promise.all(Array.from({ length: 8 }, () => site.get('/home')))));
    await publisher;
    const kept = answers.filter((a) => a.headers.etag);
    assert.ok(kept.length > answers.length / 2, `most answers are shared (${kept.length} of ${answers.length})`);
    for (const answer of kept) {
      const [, services, faqs] = html(answer).match(/data-versions="(\d+) (\d+)"/)!;
      assert.equal(services, faqs, 'a shared page is one catalogue version');
    }
    // Settled: the page in force is the last version's.
    await aSecond();
    assert.match(html(await site.get('/home')), /data-versions="5 5"/);
  });
});

describe('the purge hook', () => {
  it('is told which pages to drop when the content changes, and on a release', async () => {
    const hook = Fastify();
    const calls: { reason: string; paths: string[] }[] = [];
    hook.post('/purge', async (request) => {
      calls.push(request.body as { reason: string; paths: string[] });
      return { ok: true };
    });
    const hookUrl = await hook.listen({ host: '127.0.0.1', port: 0 });
    try {
      const site = await testSite({ purgeUrl: `${hookUrl}/purge` });
      await site.get('/home');
      await site.get('/nowhere');
      assert.deepEqual(calls, [], 'nothing to purge at first');
      publish(site.catalogue);
      await aSecond();
      await site.get('/home');
      await waitFor(() => calls.length === 1);
      assert.deepEqual(calls[0], { reason: 'content', paths: ['/home', '/nowhere'] });
      writeFileSync(site.remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing-v2/mf-manifest.json' } }));
      await site.get('/home');
      await waitFor(() => calls.length === 2);
      assert.deepEqual(calls[1], { reason: 'release', paths: ['/home'] });
    } finally {
      await hook.close();
    }
  });
});

describe('structured data', () => {
  it("every page carries the business as Organization/LocalBusiness JSON-LD, with what Google's local business result requires", async () => {
    const site = await testSite();
    for (const url of ['/home', '/contact', '/nowhere']) {
      const page = html(await site.get(url));
      const head = page.split('</head>')[0]!;
      const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      assert.equal(blocks.length, 1, url);
      const data = blocks[0];
      assert.equal(data['@context'], 'https://schema.org');
      assert.deepEqual(data['@type'], ['Organization', 'LocalBusiness']);
      // Required by Google: name and a postal address.
      assert.equal(data.name, BUSINESS.name);
      assert.deepEqual(data.address, {
        '@type': 'PostalAddress',
        streetAddress: BUSINESS.street,
        addressLocality: 'Lagos',
        addressRegion: 'Lagos',
        addressCountry: 'NG',
      });
      // Recommended: the site's address, the phone, and the opening hours (WAT, +01:00).
      assert.equal(data.url, 'https://thinkmakesolve.ng/');
      assert.equal(data.telephone, BUSINESS.phone);
      assert.equal(data.email, BUSINESS.email);
      assert.deepEqual(data.openingHoursSpecification, [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
          opens: '09:00:00+01:00',
          closes: '17:00:00+01:00',
        },
      ]);
    }
  });

  it('cannot close its script with what the catalogue says, and is left out when the catalogue cannot say', async () => {
    const { businessJsonLd, jsonLdTag } = await import('./structured-data');
    const tag = jsonLdTag(businessJsonLd({ ...BUSINESS, name: '</script><script>alert(1)</script><!--' }, 'https://x.ng'));
    assert.equal(tag.match(/<\/script>/g)?.length, 1);
    assert.equal(JSON.parse(tag.match(/>([\s\S]*)<\/script>$/)![1]!).name, '</script><script>alert(1)</script><!--');
    const site = await testSite();
    site.catalogue.siteStatus = 500;
    assert.doesNotMatch(html(await site.get('/home')), /application\/ld\+json/);
  });
});

describe('the Redis store', () => {
  it('falls back to rendering, never an error page, while Redis is down', async () => {
    const site = await testSite({ pageStore: redisStore({ url: 'redis://127.0.0.1:1', prefix: 'test:', ttlSeconds: 60 }) });
    const first = await site.get('/home');
    const second = await site.get('/home');
    assert.equal(first.statusCode, 200);
    assert.equal(second.statusCode, 200);
    assert.match(html(second), /<h1>Render 2 of \/home<\/h1>/);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it('shares pages between site processes, keeps them a while, and evicts a generation', { skip: redisUrl ? false : 'TEST_REDIS_URL is not set' }, async () => {
    const prefix = `test:page-cache:${process.pid}:${Date.now()}:`;
    const store = async () => {
      const redis = new Redis(redisUrl!, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      await redis.connect();
      return redisStore({ url: redisUrl!, prefix, ttlSeconds: 60, redis });
    };
    const catalogue: Catalogue = { version: 1, content: 'c1', versionStatus: 200, siteStatus: 200 };
    const one = await testSite({ pageStore: await store(), catalogue });
    const two = await testSite({ pageStore: await store(), catalogue, name: `${one.name}-b` });
    // Same shell page, same remote builds: the same manifest fingerprint (as two processes of one release).
    writeFileSync(two.remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' } }));
    const first = await one.get('/home');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the store's write is not awaited by the answer
    const shared = await two.get('/home');
    assert.equal(shared.headers.etag, first.headers.etag);
    assert.equal(renders(two.name), 0, 'the second process renders nothing: the first one kept the page in Redis');
    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys(`${prefix}page:*`);
      assert.equal(keys.length, 1);
      const ttl = await redis.ttl(keys[0]!);
      assert.ok(ttl > 0 && ttl <= 60, `kept with a time to live (${ttl})`);
      publish(catalogue);
      await aSecond();
      await one.get('/home');
      assert.equal(await redis.exists(keys[0]!), 0, "the old generation's page is evicted");
    } finally {
      redis.disconnect();
    }
  });
});

describe('the pieces', () => {
  it('reads the catalogue versions a render used from its dehydrated state', () => {
    const state = {
      queries: [
        { queryKey: ['api', 'catalogue', 'services'], state: { data: { version: 3 } } },
        { queryKey: ['api', 'catalogue', 'work', 'kolo'], state: { data: { version: 4 } } },
        { queryKey: ['api', 'home'], state: { data: { version: 9 } } },
        { queryKey: ['api', 'catalogue', 'faqs'], state: { data: undefined } },
      ],
    };
    assert.deepEqual([...catalogueVersions(state)], [3, 4]);
    assert.deepEqual([...catalogueVersions(null)], []);
  });

  it('matches If-None-Match as RFC 9110 asks (weak comparison, lists, *)', () => {
    assert.ok(matchesEtag('"a"', ['"a"']));
    assert.ok(matchesEtag('W/"a"', ['"a"']));
    assert.ok(matchesEtag('"x", "a"', ['"a"']));
    assert.ok(matchesEtag('*', ['"a"']));
    assert.ok(!matchesEtag('"b"', ['"a"']));
    assert.ok(!matchesEtag(undefined, ['"a"']));
  });

  it('reads its settings once, refusing a value that is not one', () => {
    assert.deepEqual(pageCacheSettings({}), { enabled: true, seconds: 300, maxBytes: 64 * 1024 * 1024 });
    assert.deepEqual(pageCacheSettings({ PAGE_CACHE: 'off', PAGE_CACHE_SECONDS: '60', PAGE_PURGE_URL: 'https://cdn.example/purge' }), {
      enabled: false,
      seconds: 60,
      maxBytes: 64 * 1024 * 1024,
      purgeUrl: 'https://cdn.example/purge',
    });
    assert.throws(() => pageCacheSettings({ PAGE_CACHE_SECONDS: 'soon' }), /PAGE_CACHE_SECONDS/);
    assert.throws(() => pageCacheSettings({ PAGE_PURGE_URL: 'cdn' }), /PAGE_PURGE_URL/);
  });

  it('bounds the memory store by size, least recently used out first', async () => {
    const page = (url: string) => ({ status: 200, url, hash: url, br: Buffer.alloc(400), gzip: Buffer.alloc(400) });
    const store = memoryStore(2_000);
    const cache = createPageCache({ store, tags: { current: async () => ({ version: 1, content: 'c' }) }, seconds: 60 });
    const generation = (await cache.generation('f'))!;
    await cache.set(generation, page('/a'));
    await cache.set(generation, page('/b'));
    assert.ok(await cache.get(generation, '/a'));
    await cache.set(generation, page('/c'));
    assert.ok(await cache.get(generation, '/a'), 'used recently: kept');
    assert.equal(await cache.get(generation, '/b'), undefined, 'least recently used: out');
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
