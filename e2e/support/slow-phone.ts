import type { Page } from '@playwright/test';

/**
 * The phone Lighthouse's mobile preset simulates, applied to a page through CDP: the CPU 4× slower, slow 4G
 * (562.5 ms round trip, 1.6 Mbps down, 750 kbps up) and no cache. Used by tests/slow-phone.spec.ts and
 * bench/dead-window.ts. Chromium only.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * Records in the page, from its first script on: when the visitor's last tap arrived (its click's own time stamp,
 * so time the page spent busy before it could look at the tap counts), and when the page first showed
 * something for it: the tapped button pressed/busy (the capture script's aria-busy), a menu expanded, or a dialog.
 */
export const TAP_PROBE = () => {
  const probe = { tap: 0, seen: 0, feedback: 0, taps: 0 };
  let tapped: Element | null = null;
  (window as unknown as { __tapProbe: typeof probe }).__tapProbe = probe;
  // The click's own time stamp: when the browser generated it from the touch (a tap's touchstart and touchend are two
  // CDP calls of the test's, whose gap on a busy machine is the harness's, not the page's).
  addEventListener(
    'click',
    (event) => {
      // The capture script's replay is a click too, not the visitor's.
      if (!event.isTrusted) return;
      probe.tap = event.timeStamp;
      probe.seen = performance.now();
      tapped = event.target instanceof Element ? event.target.closest('button, [role="button"], form') : null;
      probe.feedback = 0;
      probe.taps++;
    },
    true,
  );
  const answered = () =>
    tapped?.getAttribute('aria-busy') === 'true' || tapped?.getAttribute('aria-expanded') === 'true' || document.querySelector('dialog[open], [role="dialog"]') !== null;
  new MutationObserver(() => {
    if (probe.tap && !probe.feedback && answered()) probe.feedback = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'aria-expanded', 'role'] });
  // And right after the click's dispatch, whoever handled it (the capture script stops it before the page sees it).
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted)
        setTimeout(() => {
          if (probe.tap && !probe.feedback && answered()) probe.feedback = performance.now();
        });
    },
    true,
  );
};

export interface TapProbe {
  /** When the browser generated the click. */
  tap: number;
  /** When the page's main thread got to it (later than `tap` by the long task it was busy with). */
  seen: number;
  feedback: number;
  taps: number;
}

export const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __tapProbe: TapProbe }).__tapProbe);
