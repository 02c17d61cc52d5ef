import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered page. Its HTML is on screen (headings visible, buttons
 * enabled-looking) before the shell and the route's remote have loaded and hydrated it, and a click in that
 * window is lost: React does not replay it. The page's h1 is part of the route's remote, the last part to
 * hydrate, so the page is React's once its h1 is. A page the browser rendered is React's as soon as it shows.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-ssr')) return true;
    const h1 = root.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });
}
