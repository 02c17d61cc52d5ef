import { expect, test } from '@playwright/test';
import { watchForErrors } from '../support/console';
import { waitForHydration } from '../support/hydration';
import { SINGLETON_LIBS, sharedChunkUrls } from '../support/manifests';
import { mainNav } from '../support/nav';

test.describe('the composed site', { tag: '@smoke' }, () => {
  test('the landing page shows client feedback from the database through the marketing remote', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const api = await request.get('/api/home');
    const { messages } = (await api.json()) as { messages: { name: string; text: string }[] };
    expect(messages.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const item of messages.slice(0, 2)) {
      await expect(page.getByText(item.text)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('each shared singleton is loaded once, however many remotes the page uses', async ({ page, request, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Open a dialog so the booking remote loads too, then a portal page.
    await (await mainNav(page)).getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await (await mainNav(page)).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

    const chunks = await sharedChunkUrls(request, baseURL!);
    const remotesLoaded = Object.keys(chunks).filter((app) => app !== 'shell' && scripts.some((url) => url.includes(`/remotes/${app}/`)));
    expect(remotesLoaded.sort()).toEqual(['booking', 'marketing', 'portal']);
    for (const lib of SINGLETON_LIBS) {
      const shellCopy = chunks.shell![lib] ?? [];
      expect(shellCopy.length, `the shell provides ${lib}`).toBeGreaterThan(0);
      for (const url of shellCopy) {
        expect(scripts.filter((s) => s === url).length, `${lib}: ${url} fetched once`).toBeLessThanOrEqual(1);
      }
      for (const app of remotesLoaded) {
        const remoteCopy = chunks[app]![lib] ?? [];
        const fetched = scripts.filter((url) => remoteCopy.includes(url));
        expect(fetched, `${app} must not load its own copy of ${lib}`).toEqual([]);
      }
    }
    // The federation runtime agrees: one provider of each singleton in the share scope.
    const providers = await page.evaluate((libs) => {
      // biome-ignore lint/suspicious/noExplicitAny: the federation runtime's global is untyped
      const scope = (globalThis as any).__FEDERATION__?.__INSTANCES__?.[0]?.shareScopeMap?.default ?? {};
      return Object.fromEntries(
        // biome-ignore lint/suspicious/noExplicitAny: see above
        libs.map((lib) => [lib, Object.values((scope[lib] ?? {}) as Record<string, any>).filter((v) => v.loaded || v.loading).length]),
      );
    }, SINGLETON_LIBS);
    for (const lib of SINGLETON_LIBS) expect(providers[lib], `${lib} has one loaded provider`).toBe(1);
  });
});
