import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { loadConfig } from '@agency/api/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSite } from './site-server';
import { composePage, injectApi, jsonBlock, serverRemotes, splitHoistables } from './ssr';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

const INDEX = `<!doctype html><html><head><title data-initial>Site</title><meta name="description" content="Site" data-initial />
<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
</head><body><div id="root"></div></body></html>`;

describe('where the server loads each remote from', () => {
  it('reads a remote this process serves from its dist/ on disk, one on another host over HTTP, and skips the rest', () => {
    const remotes = serverRemotes(
      {
        remotes: {
          marketing: '/remotes/marketing/mf-manifest.json',
          academy: 'http://cdn.example:8080/academy/v2/mf-manifest.json',
          portal: '/somewhere/else/mf-manifest.json',
        },
      },
      { marketing: '/srv/marketing/dist' },
    );
    assert.deepEqual(remotes.marketing, { entry: pathToFileURL('/srv/marketing/dist/mf-manifest.json').href, publicPath: '/remotes/marketing/' });
    assert.deepEqual(remotes.academy, { entry: 'http://cdn.example:8080/academy/v2/mf-manifest.json', publicPath: 'http://cdn.example:8080/academy/v2/' });
    assert.equal(remotes.portal, undefined);
  });
});

describe('the page as sent', () => {
  const manifest = { apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' }, routes: [] };

  it('puts a rendered page in #root, its styles and preloads in <head>, and hands over the manifest and answers', () => {
    const html = composePage(INDEX, manifest, {
      html: '<link rel="preload" as="image" href="/remotes/marketing/hero.svg"/><title>Home</title><meta name="description" content="d"/><h1>Think-Make-Solve</h1>',
      styles: '<style data-styled="true">.a{color:red}</style>',
      state: { queries: [{ queryKey: ['api', 'home'], state: { data: { text: '</script><script>alert(1)</script>' } } }] },
    });
    assert.match(html, /<div id="root" data-ssr=""><h1>Think-Make-Solve<\/h1><\/div>/);
    const head = html.split('</head>')[0]!;
    assert.match(head, /<style data-styled="true">/);
    assert.match(head, /<link rel="preload" as="image" href="\/remotes\/marketing\/hero.svg"\/>/);
    // One title and one description, React's own (which hydration adopts), in place of the route table's.
    assert.equal(html.match(/<title/g)?.length, 1);
    assert.match(head, /<title>Home<\/title>/);
    assert.equal(html.match(/name="description"/g)?.length, 1);
    assert.match(head, /<meta name="description" content="d"\/>/);
    assert.doesNotMatch(html, /data-initial/);
    // The manifest is in the page: no /remotes.json round trip to preload.
    assert.doesNotMatch(html, /href="\/remotes\.json"/);
    const data = html.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/)![1]!;
    assert.deepEqual(JSON.parse(data).manifest, manifest);
    assert.equal(JSON.parse(data).state.queries[0].state.data.text, '</script><script>alert(1)</script>');
    // The answer's "</script>" cannot close the block early: one closing tag for the block, and in <head> one for the
    // tap-capture script (./replay.ts) and one for the storage notice's (./storage-answered.ts).
    assert.equal(html.match(/<\/script>/g)?.length, 3);
    assert.equal(head.match(/<\/script>/g)?.length, 2);
  });

  it('serves a page that was not rendered for the browser to render, with the manifest in it', () => {
    const html = composePage(INDEX, manifest, null);
    assert.match(html, /<div id="root"><\/div>/);
    assert.doesNotMatch(html, /data-ssr/);
    assert.deepEqual(JSON.parse(html.match(/id="ssr-data">([\s\S]*?)<\/script>/)![1]!), { manifest });
  });

  describe("the page's scripts", () => {
    const WITH_ENTRY = INDEX.replace('</body>', '<script defer src="/main.1.js"></script></body>');
    const hints = { fonts: ['/f.woff2'], manifests: ['/remotes/marketing/mf-manifest.json'], scripts: ['/remotes/marketing/remoteEntry.js', '/784.js'], main: '/main.1.js' };
    const rendered = { html: '<h1>Think-Make-Solve</h1>', styles: '', state: { queries: [] } };
    const scriptPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:script|fetch)"/g)].map((m) => m[1]);

    it('a rendered page fetches nothing but its font before it paints: its entry and files go to the after-paint loader, in one list', () => {
      const html = composePage(WITH_ENTRY, manifest, rendered, hints);
      assert.deepEqual(scriptPreloads(html), []);
      assert.match(html.split('</head>')[0]!, /<link rel="preload" href="\/f.woff2" as="font"/);
      assert.doesNotMatch(html, /<script defer src="\/main.1.js">/);
      const loader = html.match(/<script data-main="([^"]+)" data-preload="([^"]+)">\(\(\)=>/);
      assert.ok(loader, 'the loader stands where the entry script was');
      assert.equal(loader[1], '/main.1.js');
      assert.deepEqual(loader[2]!.split(' '), ['/remotes/marketing/mf-manifest.json', '/remotes/marketing/remoteEntry.js', '/784.js']);
    });

    it('a rendered page that shows a price preloads the naira sign\'s font file with the base font; one without, not', () => {
      const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
      const withNaira = { ...hints, naira: '/naira.woff2' };
      assert.deepEqual(fontPreloads(composePage(WITH_ENTRY, manifest, { ...rendered, html: '<p>From ₦150,000</p>' }, withNaira)), ['/f.woff2', '/naira.woff2']);
      assert.deepEqual(fontPreloads(composePage(WITH_ENTRY, manifest, rendered, withNaira)), ['/f.woff2']);
    });

    it('a page the browser renders preloads its files with the document and keeps its entry script', () => {
      const html = composePage(WITH_ENTRY, manifest, null, hints);
      assert.deepEqual(scriptPreloads(html), ['/remotes/marketing/mf-manifest.json', '/remotes/marketing/remoteEntry.js', '/784.js']);
      assert.match(html, /<script defer src="\/main.1.js"><\/script>/);
      assert.doesNotMatch(html, /data-preload/);
    });

    it('a rendered page from a shell build with more than one entry file keeps its entry script and <link> hints', () => {
      const html = composePage(WITH_ENTRY, manifest, rendered, { ...hints, main: undefined });
      assert.match(html, /<script defer src="\/main.1.js"><\/script>/);
      assert.equal(scriptPreloads(html).length, 3);
    });
  });

  it('moves only the leading hoistables out of the markup', () => {
    const { head, body } = splitHoistables('<link rel="preload" as="image" href="/a.svg"/><meta name="x" content="y"/><main><link rel="x"/></main>');
    assert.deepEqual(head, ['<link rel="preload" as="image" href="/a.svg"/>', '<meta name="x" content="y"/>']);
    assert.equal(body, '<main><link rel="x"/></main>');
  });

  it("moves a style element with a precedence (the brand font's faces) into the head, and no other style", () => {
    const fonts = '<style data-precedence="default" data-href="agency-brand-font">@font-face { font-family: x; }</style>';
    const { head, body } = splitHoistables(`${fonts}<main><style>.a{}</style></main>`);
    assert.deepEqual(head, [fonts]);
    assert.equal(body, '<main><style>.a{}</style></main>');
    assert.deepEqual(splitHoistables('<style>.a{}</style><main></main>').head, []);
  });

  it('escapes what could end the JSON block or open a comment', () => {
    assert.equal(jsonBlock('x', { a: '</script><!--\u2028' }), '<script type="application/json" id="x">{"a":"\\u003c/script>\\u003c!--\\u2028"}</script>');
  });
});

describe("a rendering page's API requests", () => {
  let app: FastifyInstance;
  const seen: string[] = [];
  before(async () => {
    app = Fastify();
    app.get('/api/home', async () => ({ ok: true }));
    app.post('/api/all_tutorial', async () => ({ tutorials: [] }));
    app.post('/api/contact', async () => {
      seen.push('contact');
      return { success: true };
    });
    await app.ready();
  });
  after(() => app.close());

  it('answers reads in-process: the GETs, and the POSTs the contract marks as reads', async () => {
    const home = await injectApi(app, new Request('http://localhost/api/home'));
    assert.equal(home.status, 200);
    assert.deepEqual(await home.json(), { ok: true });
    const tutorials = await injectApi(app, new Request('http://localhost/api/all_tutorial', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    assert.equal(tutorials.status, 200);
  });

  it('refuses anything that writes, before it reaches the API', async () => {
    const answer = await injectApi(app, new Request('http://localhost/api/contact', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    assert.equal(answer.status, 405);
    assert.match(((await answer.json()) as { detail: string }).detail, /Only reads/);
    assert.deepEqual(seen, []);
  });
});

/**
 * Failure isolation with the site's real server and a stand-in shell server build: whatever the renderer does,
 * the page is answered 200 with the shell for the browser to render, never a 500 or a blank page.
 */
describe('server rendering that fails', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-ssr-'));
  const sites: FastifyInstance[] = [];
  after(async () => {
    for (const site of sites) await site.close();
  });

  /** `renderer`: an expression of the renderer, which may use `options` (what the site hands the shell: apiFetch). */
  async function siteWithRenderer(renderer: string, ssrTimeoutMs = 3000, serverPart = true, config: Partial<ReturnType<typeof loadConfig>> = {}) {
    const name = `shell-${sites.length}`;
    const shellDir = path.join(root, name);
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    writeFileSync(path.join(shellDir, 'server', 'index.js'), `exports.createRenderer = async (options) => ${renderer};`);
    const remoteDir = path.join(root, `${name}-marketing`);
    mkdirSync(remoteDir, { recursive: true });
    const metaData = serverPart ? { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } } : {};
    writeFileSync(path.join(remoteDir, 'mf-manifest.json'), JSON.stringify({ name: 'marketing', metaData }));
    writeFileSync(path.join(remoteDir, 'routes.json'), JSON.stringify({ routes: [{ path: '/home', expose: 'Home', meta: { title: 'Home', description: 'd', public: true } }] }));
    const apiConfig = loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: path.join(root, `${name}-data`), LOG_LEVEL: 'silent', ...config });
    // Each request is rendered: these tests are about rendering, not about the page cache (./page-cache.test.ts).
    const { app } = await buildSite({ shellDir, remoteDirs: { marketing: remoteDir }, apiConfig, ssrTimeoutMs, apiStartDatabaseFrom: await migratedTemplate(), pageCache: false });
    sites.push(app);
    return app;
  }

  it('renders the page when the renderer answers', async () => {
    const site = await siteWithRenderer(`async (req) => ({ html: '<h1>Rendered ' + req.url + '</h1>', styles: '', state: {} })`);
    const page = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<div id="root" data-ssr=""><h1>Rendered \/home<\/h1><\/div>/);
    // Compressed like every other answer, though pages come from the not-found handler.
    const compressed = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(compressed.rawPayload).toString('utf8'), /<h1>Rendered \/home<\/h1>/);
  });

  for (const [what, renderer, timeout] of [
    ['throws (a remote that cannot be loaded)', `async () => { throw new Error('remote down'); }`, 3000],
    ['never answers', `() => new Promise(() => {})`, 200],
  ] as const) {
    it(`serves the page for the browser to render when the renderer ${what}`, async () => {
      const site = await siteWithRenderer(renderer, timeout);
      const page = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<div id="root"><\/div>/);
      assert.match(page.body, /id="ssr-data"/);
    });
  }

  it('leaves a remote whose build has no server part (an older release) to the browser, without trying', async () => {
    const site = await siteWithRenderer(`async () => { throw new Error('must not be called'); }`, 3000, false);
    const warnings: unknown[] = [];
    site.log.warn = ((...args: unknown[]) => warnings.push(args)) as typeof site.log.warn;
    const page = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<div id="root"><\/div>/);
    assert.deepEqual(warnings, []);
  });

  it('renders an unknown address with the shell alone (its not-found page), answered 404: it reads without JavaScript', async () => {
    const site = await siteWithRenderer(`async (req) => ({ html: '<h1>Page not found ' + req.url + '</h1>', styles: '', state: {}, status: 404 })`);
    const missing = await site.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<div id="root" data-ssr=""><h1>Page not found \/nowhere<\/h1><\/div>/);
    // (The one <noscript> left is a style that hides the storage notice, which needs JavaScript to answer.)
    assert.doesNotMatch(missing.body, /<noscript>(?!<style>)/, 'no "This site needs JavaScript" notice on a page that reads without it');
  });

  it('answers 404 with the page when the page reports "not found" (no soft 404), 200 when it reports nothing', async () => {
    const site = await siteWithRenderer(`async (req) => ({ html: '<h1>Tutorial not found</h1>', styles: '', state: {}, ...(req.url.includes('missing') ? { status: 404 } : {}) })`);
    const missing = await site.inject({ method: 'GET', url: '/home?missing', headers: { accept: 'text/html' } });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<div id="root" data-ssr=""><h1>Tutorial not found<\/h1><\/div>/);
    assert.match(missing.body, /<meta name="robots" content="noindex" \/>/, 'a public route\'s "not found" is never indexed');
    const found = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    assert.equal(found.statusCode, 200);
    assert.doesNotMatch(found.body, /name="robots"/);
  });

  it('answers 301 to where a page reports it moved, on this site only', async () => {
    const site = await siteWithRenderer(`async (req) => ({ html: '', styles: '', state: {}, status: 301, location: req.url.includes('away') ? '//evil.example/x' : '/certificate/NEW-1' })`);
    const moved = await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/certificate/NEW-1');
    const away = await site.inject({ method: 'GET', url: '/home?away', headers: { accept: 'text/html' } });
    assert.equal(away.statusCode, 200, 'another site is never a Location');
    assert.equal(away.headers.location, undefined);
  });

  it("makes a rendering page's API requests from the visitor's address, so rate limits count each visitor, not the site", async () => {
    const renderer = `async () => { const answer = await options.apiFetch(new Request('http://localhost/api/view_n_verify_cert/NOPE1-1')); return { html: '<p>API ' + answer.status + '</p>', styles: '', state: {} }; }`;
    const site = await siteWithRenderer(renderer, 3000, true, { RATE_LIMIT_MAX: 1 });
    const visit = async (remoteAddress: string) => (await site.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' }, remoteAddress })).body;
    assert.match(await visit('203.0.113.1'), /<p>API 404<\/p>/);
    assert.match(await visit('203.0.113.1'), /<p>API 429<\/p>/, 'the same visitor again: over the limit');
    assert.match(await visit('203.0.113.2'), /<p>API 404<\/p>/, 'another visitor has their own count');
  });
});

describe("a page's Brotli", () => {
  it('is quick for a page that fits the first TCP window, and smaller for one that would not: the same bytes either way', async () => {
    const { brotliPage, FIRST_WINDOW_BYTES } = await import('./site-server');
    const { brotliCompressSync, brotliDecompressSync, constants } = await import('node:zlib');
    const small = '<p>Think-Make-Solve</p>'.repeat(200);
    assert.deepEqual(brotliPage(small), brotliCompressSync(small, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: small.length } }));
    // A page like a rendered one: varied markup whose quality-5 Brotli is past the window.
    let big = '';
    for (let i = 0; big.length < 80_000; i++) big += `<li class="c${(i * 7919) % 1000}"><a href="/work/${(i * 104729) % 99991}">Project ${i}: ${((i * 2654435761) % 4294967296).toString(36)}</a></li>`;
    const fast = brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    assert.ok(fast.length > FIRST_WINDOW_BYTES, `the fixture is past the window at quality 5 (${fast.length})`);
    const sent = brotliPage(big);
    assert.ok(sent.length < fast.length, `${sent.length} < ${fast.length}`);
    assert.equal(brotliDecompressSync(sent).toString(), big);
  });
});
