/**
 * The dead window of a slow phone, printed, not asserted: for each page, at 4× CPU and slow 4G with no cache
 * (what Lighthouse's mobile preset simulates, e2e/support/slow-phone.ts) on a 360 px touch screen, the median of
 * RUNS loads of:
 * - paint: first contentful paint (the primary button is in the first HTML, so this is when it is painted);
 * - works: when React has hydrated the primary button (its props are attached), i.e. when a tap on it works
 *   natively; `works − paint` is the dead window the issue measured (3.3 s median on /home before);
 * - tap→action: a tap made the moment the button is painted: ms until the action is done (the dialog open).
 *   Without the capture script it is never (the tap is lost). The feedback within 100 ms is measured by
 *   tests/slow-phone.spec.ts, which prints it per tap.
 *
 *   BASE_URL=http://localhost:3000 RUNS=3 pnpm --filter @agency/e2e run bench:taps
 *
 * WITHOUT_REPLAY=1 takes the capture script out of each page as it arrives (the page as it was before issue 28;
 * nothing else of the page changes), for the before/after figures of docs/performance.md.
 *
 * against a running built site (`bash scripts/build.sh && pnpm start`).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../support/environment';
import { emulateSlowPhone, readProbe, TAP_PROBE } from '../support/slow-phone';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.RUNS ?? 3);
const WITHOUT_REPLAY = process.env.WITHOUT_REPLAY === '1';

interface Target {
  path: string;
  /** The primary button's visible name. */
  button: RegExp;
  /** What the tap does, once done. */
  done: string;
}

const TARGETS: Target[] = [
  { path: '/home', button: /^Book Consultation$/, done: 'dialog[open], [role="dialog"]' },
  { path: '/services', button: /^Product Design/, done: 'dialog[open], [role="dialog"]' },
  { path: '/faqs', button: /^Contact Us$/, done: 'dialog[open], [role="dialog"]' },
  { path: '/tutorial-detail/1', button: /^Join/, done: 'dialog[open], [role="dialog"]' },
];

/** In the page: the first time the primary button (matched by its name) has React's props, i.e. works. */
const WORKS_PROBE = (source: string) => {
  const name = new RegExp(source);
  const state = { works: 0 };
  (window as unknown as { __works: typeof state }).__works = state;
  // Looked for every 20 ms (a timer, not animation frames: Chromium skips frames while the page is busy).
  const timer = setInterval(() => {
    const button = Array.from(document.querySelectorAll('main button')).find((b) => name.test((b.textContent ?? '').trim()));
    if (button && Object.keys(button).some((k) => k.startsWith('__reactProps$'))) {
      state.works = performance.now();
      clearInterval(timer);
    }
  }, 20);
};

interface Run {
  paint: number;
  works: number;
  window: number;
  action: number;
}

async function once(page: Page, target: Target): Promise<Run> {
  await page.goto(`${BASE_URL}${target.path}`, { waitUntil: 'commit' });
  const button = page.getByRole('main').getByRole('button', { name: target.button }).first();
  await button.tap({ timeout: 60_000 });
  await page.waitForSelector(target.done, { timeout: 30_000 }).catch(() => null);
  await page.waitForFunction(() => (window as unknown as { __works: { works: number } }).__works.works > 0, null, { timeout: 30_000 });
  const done = await page.evaluate((selector) => (document.querySelector(selector) ? performance.now() : 0), target.done);
  const probe = await readProbe(page);
  const { paint, works } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    works: (window as unknown as { __works: { works: number } }).__works.works,
  }));
  return { paint, works, window: works - paint, action: done && probe.tap ? done - probe.tap : Number.NaN };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (v: number) => (Number.isNaN(v) ? 'never' : `${Math.round(v)} ms`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
console.log(`Dead window at 4x CPU, slow 4G, no cache, 360 px touch; median of ${RUNS} runs; ${BASE_URL}${WITHOUT_REPLAY ? '; capture script removed' : ''}`);
console.log('page                 paint     works     dead window   tap→action');
for (const target of TARGETS) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(TAP_PROBE);
    await page.addInitScript(WORKS_PROBE, target.button.source);
    if (WITHOUT_REPLAY) {
      await page.route(`${BASE_URL}${target.path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script>\(\(\)=>\{let q=[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body });
      });
    }
    await emulateSlowPhone(page);
    runs.push(await once(page, target));
    await context.close();
  }
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  console.log(
    `${target.path.padEnd(20)} ${ms(m('paint')).padEnd(9)} ${ms(m('works')).padEnd(9)} ${ms(m('window')).padEnd(13)} ${ms(m('action'))}`,
  );
}
await browser.close();
