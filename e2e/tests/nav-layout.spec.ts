import { expect, type Page, test } from '@playwright/test';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { endSession, signInAsDemo } from '../support/session';

const WIDTHS = [360, 1024, 1100, 1279, 1280, 1440];

/** The bar stays one row high, nothing in it wraps, and the page never scrolls sideways. */
async function expectNavFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const layout = await page.evaluate(() => {
    const banner = document.querySelector('header') as HTMLElement;
    const controls = Array.from(banner.querySelectorAll<HTMLElement>('a, button')).filter((el) => el.getClientRects().length > 0);
    return {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      height: banner.getBoundingClientRect().height,
      tallest: Math.max(...controls.map((el) => el.getBoundingClientRect().height)),
    };
  });
  expect(layout.sideways, `no sideways scroll at ${width}px`).toBe(0);
  expect(layout.height, `the bar is one row at ${width}px`).toBeLessThanOrEqual(80);
  expect(layout.tallest, `no nav item wraps at ${width}px`).toBeLessThanOrEqual(52);
}

test.describe('the top bar', { tag: '@journey' }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
  test.afterEach(endSession);

  test('the top bar fits on one row at every width, for a visitor and for a signed-in client', async ({ page }) => {
    await page.goto('/about');
    for (const width of WIDTHS) await expectNavFits(page, width);

    await signInAsDemo(page, '/made-requests');
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeAttached();
    for (const width of WIDTHS) await expectNavFits(page, width);
  });
});
