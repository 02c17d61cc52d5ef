import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function signIn(page, email, password, target) {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(target)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((u) => u.pathname === target.split('?')[0], { timeout: 20000 });
}
const runs = [
  ['client', 'demo@thinkmakesolve.ng', 'Demo@2026!', ['/made-requests/1/messages', '/dashboard']],
  ['staff', 'staff@thinkmakesolve.ng', 'Staff@2026!', ['/office/requests', '/office/requests/1', '/office/projects']],
];
for (const [who, email, pw, paths] of runs) {
  for (const width of (process.env.WIDTHS ?? '360,768,1440').split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signIn(page, email, pw, paths[0]);
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForTimeout(2500);
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      const name = `${who}${p.replaceAll('/', '_')}-${width}.png`;
      const essential = page.getByRole('button', { name: 'Essential only' });
      if (await essential.isVisible().catch(() => false)) await essential.click();
      const y = Number(process.env.CLIP_Y ?? 0);
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true, ...(process.env.CLIP ? { clip: { x: 0, y, width, height: Number(process.env.CLIP) } } : {}) });
      console.log(name, 'scrollWidth', sw);
    }
    await page.close();
  }
}
await browser.close();
