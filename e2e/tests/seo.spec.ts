import { expect, test } from '@playwright/test';
import { readStructuredData } from '../support/structured-data';

/** The content of `<meta name|property=key content=…>` in an HTML text. */
const metaContent = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

// What a crawler or a link preview reads: the first HTML, fetched without running any JavaScript.
test.describe('the HTML the server sends, before any JavaScript', () => {
  test('a public page has its title, description, canonical link and share tags', async ({ request, baseURL }) => {
    const res = await request.get('/about', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    // One title: the route table's (data-initial), or, on a server-rendered page, React's own, which hydration adopts.
    expect(html).toMatch(/<title(?: data-initial)?>About us \| Think-Make-Solve Digital, Lagos<\/title>/);
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBeTruthy();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/about$/);
    expect(metaContent(html, 'og:title')).toBe('About us | Think-Make-Solve Digital, Lagos');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
    // The share image is an absolute URL of a PNG the site serves.
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\/.+\.png$/);
    const imageRes = await request.get(new URL(new URL(image).pathname, baseURL).href);
    expect(imageRes.status()).toBe(200);
    expect(imageRes.headers()['content-type']).toBe('image/png');
  });

  test('an address no remote serves is a 404 with the not-found page; the portal is noindex, its sign-in page is not', async ({ request, page }) => {
    const missing = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
    // Addresses a remote serves (a tutorial that exists: a missing one is a 404 of its own, see the soft-404 test).
    const [tutorial] = (await (await request.post('/api/all_tutorial')).json()) as { id: number }[];
    for (const url of ['/set-up/abc/ada%40example.ng', '/work/kolo-savings-app', ...(tutorial ? [`/tutorial-detail/${tutorial.id}`] : [])]) {
      expect((await request.get(url, { headers: { accept: 'text/html' } })).status(), url).toBe(200);
    }
    expect(await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text()).toContain('<meta name="robots" content="noindex" />');
    expect(await (await request.get('/login', { headers: { accept: 'text/html' } })).text()).not.toContain('name="robots"');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/login');

    // A case study the marketing remote does not list: its route's own not-found page, with a real 404.
    const study = await request.get('/work/no-such-study', { headers: { accept: 'text/html' } });
    expect(study.status()).toBe(404);
    expect(await study.text()).toContain('<meta name="robots" content="noindex" />');

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('no soft 404s: a tutorial or certificate that does not exist answers HTTP 404 with its page, rendered on the server', async ({ request }) => {
    for (const [url, text] of [
      ['/tutorial-detail/999', 'Tutorial not found'],
      ['/tutorial-detail/0', 'Tutorial not found'],
      ['/tutorial-detail/abc', 'Tutorial not found'],
      ['/certificate/BAD', 'Invalide Certificate'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      const res = await request.get(url, { headers: { accept: 'text/html' } });
      expect(res.status(), url).toBe(404);
      const root = (await res.text()).match(/<div id="root" data-ssr="">([\s\S]*?)<script type="application\/json" id="ssr-data">/)?.[1] ?? '';
      expect(root, `${url} is rendered on the server`).toContain(`<h1>${text}</h1>`);
    }
  });

  test('the not-found page reads without JavaScript (no "This site needs JavaScript" in its place)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
    await context.close();
  });

  test('the page keeps the title the server sent once it runs (PageMeta sets the same text)', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const server = await (await page.request.get('/services', { headers: { accept: 'text/html' } })).text();
    await expect(page).toHaveTitle(server.match(/<title[^>]*>([^<]+)<\/title>/)![1]!.replace(/&#38;/g, '&'));
    // One title and one description in the head: the page's own replace the ones the server wrote, and a
    // later page's replace those.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/question/i);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).not.toBe(
      server.match(/<meta name="description"[^>]*content="([^"]*)"/)![1],
    );
  });

  test("each public page's structured data passes Google's rich-result checks (Adobe's validator), with the types the page is about", async ({ request }) => {
    const pages = [
      ['/', []],
      ['/services', ['ItemList']],
      ['/faqs', ['FAQPage']],
      ['/design', ['ItemList']],
      ['/tutorial-detail/1', ['Course']],
      ['/work/ojafresh-marketplace', []],
    ] as const;
    for (const [path, own] of pages) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const { types, errors } = await readStructuredData(html);
      // The business on every page, as both of its types, and the page's own.
      expect(types, path).toEqual([...new Set(['LocalBusiness', 'Organization', ...own])].sort());
      expect(errors, path).toEqual([]);
    }
    // The validator does refuse what Google would: the home page's business block without its name, and a block a
    // script element cut short (what escaping `<` in every block prevents).
    const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const nameless = home.replace(/("@type":\["Organization","LocalBusiness"\],"@id":"[^"]*","name":)"[^"]*"/, '$1""');
    expect(nameless).not.toBe(home);
    // (Refused under each of its two types.)
    const refused = (await readStructuredData(nameless)).errors.map((issue) => issue.fieldNames);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((fields) => fields?.join() === 'name'), JSON.stringify(refused)).toBe(true);
    const cut = home.replace(/(<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":\["Organization")/, '$1</script>');
    expect(cut).not.toBe(home);
    expect((await readStructuredData(cut)).errors.map((issue) => issue.issueMessage)).toContain('Could not parse JSON-LD');
  });

  test('robots.txt and sitemap.xml come from the remotes\' routes', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /office');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Every address with its date; the tutorials' pages (from the database) too.
    for (const path of ['/about', '/services', '/tutorials', '/work/kolo-savings-app', '/tutorial-detail/1', '/tutorial-detail/3']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
    }
    expect(sitemap).not.toContain('/dashboard');
    expect(sitemap).not.toContain('/home<');
  });
});
