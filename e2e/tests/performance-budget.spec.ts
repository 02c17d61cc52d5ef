import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, '../budget.json'), 'utf8')) as { homeColdLoadJsGzipKB: number };

test('a cold load of /home transfers less compressed JavaScript than the budget', async ({ browser, baseURL }) => {
  // A fresh context: no HTTP cache, no service worker, nothing stored.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts: { url: string; encoding: string; bytes: number }[] = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes();
    const response = await req.response();
    scripts.push({ url: req.url(), encoding: (await response?.headerValue('content-encoding')) ?? 'identity', bytes: sizes.responseBodySize });
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const kb = total / 1024;
  console.log(`Cold load of /home: ${scripts.length} scripts, ${kb.toFixed(1)} KB of compressed JavaScript (budget ${budget.homeColdLoadJsGzipKB} KB)`);
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s.encoding, `${s.url} is served compressed`).not.toBe('identity');
  expect(kb).toBeLessThan(budget.homeColdLoadJsGzipKB);
  await context.close();
});
