import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@agency/api/config';
import { tutorials } from '@agency/api/schema';
import { contentSecurityPolicy } from './security-headers';
import { buildSite } from './site-server';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

const SITE_URL = 'https://thinkmakesolve.example';
const root = mkdtempSync(path.join(tmpdir(), 'site-routes-'));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Think-Make-Solve Digital</title>
    <meta name="description" content="The shell's default description." />
    <script defer src="/main.0123abcd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function dist(name: string, files: Record<string, unknown>) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
  return dir;
}

const meta = (title: string, pub: boolean, extra: object = {}) => ({ title, description: `About ${title} & more`, public: pub, ...extra });
/** Each remote's routes.json, as its build writes it (shared-auth/src/route-table.ts). */
const ROUTES = {
  marketing: {
    routes: [
      { path: '/', expose: 'Home', meta: meta('Home | TMS', true, { image: 'og/marketing.png' }) },
      { path: '/home', expose: 'Home', meta: meta('Home | TMS', true, { image: 'og/marketing.png', sitemap: false, canonical: '/' }) },
      { path: '/about', expose: 'About', meta: meta('About us | TMS', true, { image: 'og/marketing.png' }) },
      {
        path: '/work/:slug',
        expose: 'CaseStudy',
        meta: meta('Case study not found | TMS', false),
        entries: [{ params: { slug: 'kolo-savings-app' }, title: 'Kolo: case study | TMS', description: 'Savings for everyone <3' }],
        onlyEntries: true,
      },
    ],
  },
  portal: {
    routes: [
      { path: '/login', expose: 'Login', layout: 'focused', meta: meta('Login | TMS', false) },
      { path: '/dashboard', expose: 'Dashboard', layout: 'app', meta: meta('Dashboard | TMS', false) },
      { path: '/set-up/:token', expose: 'SetUp', layout: 'focused', meta: meta('Set up | TMS', false) },
      { path: '/set-up/:token/:email', expose: 'SetUp', layout: 'focused', meta: meta('Set up | TMS', false) },
    ],
  },
  academy: {
    routes: [
      { path: '/tutorials', expose: 'Tutorials', meta: meta('Tutorials | TMS', true, { image: 'og/academy.png' }) },
      { path: '/tutorial-detail/:id', expose: 'TutorialDetail', meta: meta('Tutorial | TMS', true, { image: 'og/academy.png', sitemapSource: 'tutorials' }) },
    ],
  },
  office: { routes: [{ path: '/office/*', expose: 'Office', layout: 'app', access: 'staff', meta: meta('Back office | TMS', false) }] },
  booking: { routes: [] },
};

const config = () => loadConfig({ NODE_ENV: 'test', SITE_URL }, { DATA_DIR: path.join(root, `data-${Math.random()}`), LOG_LEVEL: 'silent' });
const html = { accept: 'text/html,application/xhtml+xml' };
const shellDir = dist('shell', { 'index.html': INDEX, 'main.0123abcd.js': 'console.log(1)' });
const remoteDirs = Object.fromEntries(
  Object.entries(ROUTES).map(([name, table]) => [name, dist(name, { 'mf-manifest.json': { name }, 'remoteEntry.js': 'var x=1', 'routes.json': table })]),
);

/** The content of `<meta name|property=key content=…>` in a page, or undefined. */
function metaContent(body: string, key: string): string | undefined {
  return body.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
}

describe('routes owned by the remotes, as the site serves them', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await buildSite({ shellDir, remoteDirs, apiConfig: config(), withApi: false }));
  });
  after(() => app.close());

  it('answers an address no remote serves with 404 and the shell (which shows its not-found page), never indexed', async () => {
    for (const url of ['/no-such-page', '/about/team', '/tutorial-detail', '/set-up/a/b/c', '/work']) {
      const res = await app.inject({ url, headers: html });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.headers['content-type'] as string, /^text\/html/);
      assert.match(res.body, /<div id="root"><\/div>/, url);
      assert.match(res.body, /<meta name="robots" content="noindex" \/>/, url);
      assert.doesNotMatch(res.body, /rel="canonical"/, url);
    }
  });

  it('answers every route of every remote with 200, parametrised ones included', async () => {
    for (const url of ['/', '/home', '/about', '/about/', '/tutorial-detail/5', '/work/kolo-savings-app', '/set-up/tok', '/set-up/tok/ada%40example.ng', '/office', '/office/audit', '/login?redirect=%2Foffice']) {
      const res = await app.inject({ url, headers: html });
      assert.equal(res.statusCode, 200, url);
    }
  });

  it("writes the page's title, description, canonical link and share tags into the first HTML", async () => {
    const variant = await app.inject({ url: '/About/', headers: html });
    assert.match(variant.body, /<link rel="canonical" href="https:\/\/thinkmakesolve\.example\/about" \/>/);
    const res = await app.inject({ url: '/about?utm_source=x', headers: html });
    assert.match(res.body, /<title data-initial>About us \| TMS<\/title>/);
    assert.equal((res.body.match(/<title[ >]/g) ?? []).length, 1);
    assert.equal(metaContent(res.body, 'description'), 'About About us | TMS &#38; more');
    assert.equal((res.body.match(/name="description"/g) ?? []).length, 1);
    assert.match(res.body, /<link rel="canonical" href="https:\/\/thinkmakesolve\.example\/about" \/>/);
    assert.equal(metaContent(res.body, 'og:title'), 'About us | TMS');
    assert.equal(metaContent(res.body, 'og:url'), `${SITE_URL}/about`);
    assert.equal(metaContent(res.body, 'og:image'), `${SITE_URL}/remotes/marketing/og/marketing.png`);
    assert.equal(metaContent(res.body, 'og:type'), 'website');
    assert.equal(metaContent(res.body, 'twitter:card'), 'summary_large_image');
    assert.equal(metaContent(res.body, 'twitter:image'), `${SITE_URL}/remotes/marketing/og/marketing.png`);
    assert.doesNotMatch(res.body, /name="robots"/);
    // Tags only: the script the shell's HTML had and the storage notice's inline one (allowed by its hash) are the
    // only ones that run (beside them, the JSON data block the shell reads, which no browser executes), and the
    // CSP is unchanged.
    assert.equal((res.body.match(/<script(?! type="application\/json")/g) ?? []).length, 2);
    assert.equal((res.body.match(/<script>/g) ?? []).length, 1);
    assert.equal((res.body.match(/<script type="application\/json" id="ssr-data">/g) ?? []).length, 1);
    assert.equal(res.headers['content-security-policy'], contentSecurityPolicy({ apiBase: '/api', remotes: Object.fromEntries(Object.keys(ROUTES).map((n) => [n, `/remotes/${n}/mf-manifest.json`])) }));
  });

  it('names / as the canonical address of /home, and gives each case study its own title', async () => {
    const home = await app.inject({ url: '/home', headers: html });
    assert.match(home.body, /<link rel="canonical" href="https:\/\/thinkmakesolve\.example\/" \/>/);
    const study = await app.inject({ url: '/work/kolo-savings-app', headers: html });
    assert.match(study.body, /<title data-initial>Kolo: case study \| TMS<\/title>/);
    assert.equal(metaContent(study.body, 'og:description'), 'Savings for everyone &#60;3');
    assert.doesNotMatch(study.body, /name="robots"/);
    const unknown = await app.inject({ url: '/work/any-other', headers: html });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /<title data-initial>Case study not found \| TMS<\/title>/);
    assert.match(unknown.body, /<meta name="robots" content="noindex" \/>/);
  });

  it('sends the pages that are not public (sign-in, portal, token links, back office) with noindex and the default share image', async () => {
    for (const url of ['/login', '/dashboard', '/set-up/tok/ada%40example.ng', '/office/requests']) {
      const res = await app.inject({ url, headers: html });
      assert.match(res.body, /<meta name="robots" content="noindex" \/>/, url);
    }
    const login = await app.inject({ url: '/login', headers: html });
    assert.equal(metaContent(login.body, 'og:image'), `${SITE_URL}/og/site.png`);
    const tutorial = await app.inject({ url: '/tutorial-detail/5', headers: html });
    assert.doesNotMatch(tutorial.body, /name="robots"/);
    assert.match(tutorial.body, /<link rel="canonical" href="https:\/\/thinkmakesolve\.example\/tutorial-detail\/5" \/>/);
  });

  it('lists the public pages and each case study in sitemap.xml, as absolute URLs', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(locs.sort(), [`${SITE_URL}/`, `${SITE_URL}/about`, `${SITE_URL}/tutorials`, `${SITE_URL}/work/kolo-savings-app`].sort());
    // Each page's date is when its remote's build was published (its routes.json), not the time of the request.
    const published = (name: string) => statSync(path.join(remoteDirs[name]!, 'routes.json')).mtime.toISOString();
    assert.match(res.body, new RegExp(`<loc>${SITE_URL}/about</loc><lastmod>${published('marketing')}</lastmod>`));
    assert.match(res.body, new RegExp(`<loc>${SITE_URL}/tutorials</loc><lastmod>${published('academy')}</lastmod>`));
    assert.equal((await app.inject({ url: '/sitemap.xml' })).body, res.body);
  });

  it('allows the public site in robots.txt, disallows the API, portal and office, and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    const lines = res.body.split('\n');
    assert.ok(lines.includes('User-agent: *'));
    assert.ok(lines.includes('Allow: /'));
    for (const path of ['/api/', '/office', '/dashboard', '/login', '/set-up/']) assert.ok(lines.includes(`Disallow: ${path}`), path);
    assert.ok(!lines.some((l) => /Disallow: \/(about|work|tutorial|$)/.test(l)));
    assert.ok(lines.includes(`Sitemap: ${SITE_URL}/sitemap.xml`));
  });

  it('hands the shell the combined route table in /remotes.json, without the SEO texts', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    const body = res.json() as { routes: Record<string, unknown>[] };
    assert.deepEqual(body.routes.find((r) => r.path === '/office/*'), { path: '/office/*', remote: 'office', expose: 'Office', layout: 'app', access: 'staff' });
    assert.deepEqual(body.routes.find((r) => r.path === '/about'), { path: '/about', remote: 'marketing', expose: 'About' });
    assert.equal(body.routes.length, 11);
  });
});

describe('sitemap.xml with the API: the tutorials from the database', () => {
  it('lists each tutorial page with its creation date, the public pages with their publish date', async () => {
    const { app, api } = await buildSite({ shellDir, remoteDirs, apiConfig: config(), apiStartDatabaseFrom: await migratedTemplate() });
    try {
      const created = [new Date('2026-02-01T08:00:00Z'), new Date('2026-04-12T16:45:00Z')];
      const rows = await api!.ctx.db
        .insert(tutorials)
        .values(created.map((createdAt, i) => ({ title: `Tutorial ${i}`, startDate: '2026-12-01', endDate: '2026-12-20', courseId: `MAP${i}`, createdAt })))
        .returning({ id: tutorials.id });
      const res = await app.inject({ url: '/sitemap.xml' });
      assert.equal(res.statusCode, 200);
      for (const [i, row] of rows.entries()) {
        assert.match(res.body, new RegExp(`<url><loc>${SITE_URL}/tutorial-detail/${row.id}</loc><lastmod>${created[i]!.toISOString()}</lastmod></url>`));
      }
      // Every address has a date, and none is the time of the request.
      const urls = res.body.match(/<url>.*<\/url>/g)!;
      assert.equal(urls.length, 4 + rows.length);
      for (const url of urls) assert.match(url, /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/, url);
      assert.equal((await app.inject({ url: '/sitemap.xml' })).body, res.body);
    } finally {
      await app.close();
    }
  });
});

describe('routes of remotes on other hosts, read when the manifest names them', () => {
  let app: FastifyInstance;
  let host: Server;
  let hostUrl: string;
  const served = { routes: [{ path: '/careers', expose: 'Careers', meta: meta('Careers | TMS', true, { image: 'og/careers.png' }) }] };
  const remotesFile = path.join(root, 'remotes.json');
  before(async () => {
    host = createServer((req, res) => {
      if (req.url === '/v2/routes.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    writeFileSync(remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' } }));
    ({ app } = await buildSite({ shellDir, remoteDirs: { marketing: remoteDirs.marketing! }, apiConfig: config(), withApi: false, remotesFile }));
  });
  after(async () => {
    await app.close();
    host.close();
  });

  it('serves a new remote page as soon as the manifest names its remote, with no restart', async () => {
    assert.equal((await app.inject({ url: '/careers', headers: html })).statusCode, 404);
    writeFileSync(remotesFile, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json', careers: `${hostUrl}/v2/mf-manifest.json` } }));
    const page = await app.inject({ url: '/careers', headers: html });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title data-initial>Careers \| TMS<\/title>/);
    assert.equal(metaContent(page.body, 'og:image'), `${hostUrl}/v2/og/careers.png`);
    const manifest = (await app.inject({ url: '/remotes.json' })).json() as { routes: { path: string; remote: string }[] };
    assert.ok(manifest.routes.some((r) => r.path === '/careers' && r.remote === 'careers'));
    assert.match((await app.inject({ url: '/sitemap.xml' })).body, /<loc>https:\/\/thinkmakesolve\.example\/careers<\/loc>/);
  });

  it('keeps 200 for unknown addresses while a named remote cannot tell its routes (the shell decides)', async () => {
    writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: '/remotes/marketing/mf-manifest.json', blog: `${hostUrl}/missing/mf-manifest.json` } }));
    assert.equal((await app.inject({ url: '/blog/hello', headers: html })).statusCode, 200);
    assert.equal((await app.inject({ url: '/about', headers: html })).statusCode, 200);
  });
});
