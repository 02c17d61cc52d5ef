import { expect, type Page, test } from '@playwright/test';

const FAMILY = 'Plus Jakarta Sans Variable';

/** Where the page's headings and paragraphs sit: what a font swap would move. */
async function textLayout(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, footer p, footer h2')).map((el) => {
      const box = el.getBoundingClientRect();
      return { text: (el.textContent ?? '').slice(0, 30), top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
    }),
  );
}

test.describe('the brand typeface', { tag: '@journey' }, () => {
  test('is served by the site itself: one small latin woff2, cached for a year, allowed by the CSP', async ({ page }) => {
    const response = await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), FAMILY)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(new RegExp(`^"?${FAMILY}"?,`));

    const fontSrc = /font-src ([^;]+)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(fontSrc.split(' ')).toContain("'self'");

    const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.woff2')));
    const latin = fonts.filter((url) => /plus-jakarta-sans-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(url));
    expect(latin, `fonts the page loaded: ${fonts.join(', ')}`).toHaveLength(1);
    expect(fonts.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);

    const file = await page.request.get(latin[0]!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('font/woff2');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await file.body()).byteLength).toBeLessThan(40_000);
  });

  test('swapping in moves no heading or paragraph: the stand-in has the font’s metrics', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'load': the server-rendered text asks for the font while the HTML is read, and the load event waits for it.
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Not 'networkidle': the font request is held, so the network is never idle until it is released.
    await expect(page.getByRole('main').locator('p').first()).toBeVisible();
    expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), FAMILY)).toBe(false);
    const before = await textLayout(page);

    release();
    await page.waitForFunction((family) => document.fonts.check(`16px "${family}"`), FAMILY);
    await page.evaluate(() => document.fonts.ready);
    const after = await textLayout(page);

    expect(after.map((b) => b.text)).toEqual(before.map((b) => b.text));
    const moved = after
      .map((b, i) => ({ ...b, dTop: b.top - before[i]!.top, dHeight: b.height - before[i]!.height }))
      .filter((b) => Math.abs(b.dTop) > 2 || Math.abs(b.dHeight) > 2);
    expect(moved, 'text blocks that moved or changed height when the font arrived').toEqual([]);
  });
});
