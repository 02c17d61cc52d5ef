import { expect, test } from '@playwright/test';
import { watchForErrors } from '../support/console';

test.describe('the composed site', () => {
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

  test('each shared singleton is loaded once, however many remotes the page uses', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Open a dialog so the booking remote loads too, then a portal page.
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

    const loaded = await page.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: the federation runtime's global is untyped
      const federation = (globalThis as any).__FEDERATION__;
      const instances = federation?.__INSTANCES__ ?? [];
      const counts: Record<string, { versions: string[]; loadedFrom: string[] }> = {};
      const scope = instances[0]?.shareScopeMap?.default ?? {};
      for (const [name, versions] of Object.entries(scope)) {
        // biome-ignore lint/suspicious/noExplicitAny: see above
        const entries = Object.entries(versions as Record<string, any>);
        counts[name] = {
          versions: entries.map(([v]) => v),
          loadedFrom: entries.filter(([, info]) => info.loaded || info.loading).map(([, info]) => info.from),
        };
      }
      return { counts, instances: instances.map((i: { name: string }) => i.name) };
    });
    for (const lib of ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', '@agency/shared-auth', '@agency/shared-ui']) {
      expect(loaded.counts[lib], `${lib} is in the share scope`).toBeDefined();
      expect(loaded.counts[lib]!.loadedFrom.length, `${lib} is loaded exactly once (${JSON.stringify(loaded.counts[lib])})`).toBe(1);
    }
    expect(loaded.instances).toEqual(expect.arrayContaining(['shell', 'marketing', 'booking', 'portal']));
  });
});
