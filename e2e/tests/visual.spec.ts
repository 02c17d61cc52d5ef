import { type Browser, type BrowserContext, expect, type Locator, type Page, test as base } from '@playwright/test';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { answerStorageNotice } from '../support/storage-notice';
import { mainNav } from '../support/nav';
import { DEMO, DEMO_CERTIFICATE, DEMO_STAFF } from '../support/session';

/**
 * Visual regression: every page a visitor or the demo client can reach, the two site dialogs and the phone
 * menu, at the widths where their layout changes (WIDTHS, widthsOf), compared with the committed baselines in e2e/visual-baselines/ (the `visual`
 * project in playwright.config.ts holds the comparison settings). Every page at every width must also
 * never scroll sideways at each width it is shot at. Refresh the baselines with `pnpm --filter @agency/e2e run test:visual:update`
 * and review the changed PNGs in the diff (docs/testing.md, "Visual regression").
 *
 * To cover a new page, add one row to PAGES (or SCREENS for something opened on a page).
 */

/**
 * One width in each band of shared-ui's breakpoints that the pages use (theme.ts: sm 480, md 768, lg 1024, xl 1280):
 * a phone below sm, md, lg and xl. Each is the narrowest of its band but xl's (the widest, where the 1180 px
 * container stops growing).
 */
const WIDTHS = [360, 768, 1024, 1440] as const;
type Width = (typeof WIDTHS)[number];
/**
 * The widths a screen is shot at when it does not list its own. The only rules from xl (1280 px) up are the shell's
 * nav bar (a visitor's link padding; the signed-in and staff bars unfold there) and mf-portal's (its frame, requests
 * and dashboard). A visitor's page and a back-office page lay out at 1440 as at 1024 (the lg band; only the
 * container stops growing), so they are shot at 1440 only where the bar is what changes: home for the visitor's,
 * office-inbox for the staff's. The demo client's pages keep every width. Every page is still shot in every layout
 * band its own rules and the bar's have (docs/testing.md, "How long CI takes").
 */
const LG_AND_BELOW: readonly Width[] = [360, 768, 1024];
const XL_FOR_THE_BAR = new Set(['home', 'office-inbox']);
const widthsOf = (screen: Screen): readonly Width[] =>
  screen.widths ?? (screen.signedIn || XL_FOR_THE_BAR.has(screen.name) ? WIDTHS : LG_AND_BELOW);
const HEIGHT = 900;

interface Screen {
  /** The baseline's file name: `<name>-<width>.png`. */
  name: string;
  path: string;
  /** Signed in as the demo client (the shared storage state of one sign-in per run). */
  signedIn?: boolean;
  /** Signed in as the demo staff member (the back office). */
  staff?: boolean;
  /** Only these widths (the phone menu exists only where the bar folds). */
  widths?: readonly Width[];
  /** What to do once the page is ready, before the shot: open a dialog, a menu. */
  open?: (page: Page) => Promise<void>;
  /** The whole page (default) or what the window shows (dialogs and menus cover the window). */
  fullPage?: boolean;
}

/**
 * Every route of the remotes' route tables (each remote's src/routes.ts) that renders for a visitor or the demo client with the seeded
 * data (the back office is staff only). Route parameters are fixed here so the shots never change run to run;
 * the seeded certificate is the demo client's, DEMO_CERTIFICATE, and tutorial 1 is the first seeded tutorial. The back
 * office's sections are shot signed in as the demo staff member.
 */
const PAGES: Screen[] = [
  { name: 'home', path: '/home' },
  { name: 'about', path: '/about' },
  { name: 'services', path: '/services' },
  { name: 'packages', path: '/packages' },
  { name: 'design', path: '/design' },
  { name: 'digital-marketing', path: '/digital-marketing' },
  { name: 'mentorship', path: '/mentorship/tutorship' },
  { name: 'faqs', path: '/faqs' },
  { name: 'case-study', path: '/work/ojafresh-marketplace' },
  { name: 'case-study-not-found', path: '/work/no-such-study' },
  { name: 'tutorials', path: '/tutorials' },
  { name: 'tutorial-detail', path: '/tutorial-detail/1' },
  { name: 'certificate', path: `/certificate/${DEMO_CERTIFICATE}` },
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'request-sent', path: '/reset-password/request-sent' },
  { name: 'reset-password', path: '/reset-password/reset/visual-test-token' },
  { name: 'set-up', path: '/set-up/visual-test-token' },
  { name: 'set-up-email', path: '/set-up/visual-test-token/new.client%40example.com' },
  { name: 'verify-email', path: '/verify-email/visual-test-token' },
  { name: 'confirm-booking', path: '/confirm-booking/visual-test-token' },
  { name: 'book', path: '/book?service=wd' },
  { name: 'contact', path: '/contact' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'requests', path: '/made-requests', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'order-summary', path: '/order-summary', signedIn: true },
  { name: 'tutorials-signed-in', path: '/tutorials', signedIn: true },
  { name: 'office-inbox', path: '/office', staff: true },
  { name: 'office-requests', path: '/office/requests', staff: true },
  { name: 'office-projects', path: '/office/projects', staff: true },
  { name: 'office-academy', path: '/office/academy', staff: true },
  { name: 'office-payments', path: '/office/payments', staff: true },
  { name: 'office-staff', path: '/office/staff', staff: true },
];

/** Things opened on a page: the dialogs every page offers and the phone menu. */
const SCREENS: Screen[] = [
  {
    name: 'booking-dialog',
    path: '/home',
    fullPage: false,
    open: async (page) => {
      await (await mainNav(page)).getByRole('button', { name: 'Request Service' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'contact-dialog',
    path: '/home',
    fullPage: false,
    open: async (page) => {
      await (await mainNav(page)).getByRole('button', { name: 'Contact Us' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'mobile-menu',
    path: '/about',
    widths: [360, 768],
    fullPage: false,
    open: async (page) => {
      await mainNav(page);
      await expect(page.getByTestId('nav-backdrop')).toBeVisible();
    },
  },
  {
    name: 'mobile-menu-signed-in',
    path: '/tutorial-detail/1',
    signedIn: true,
    widths: [360, 768, 1024],
    fullPage: false,
    open: async (page) => {
      await mainNav(page);
      await expect(page.getByTestId('nav-backdrop')).toBeVisible();
    },
  },
];

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
/** Dates and relative times: the seed's dates are relative to the day it runs. */
const DYNAMIC_TEXT = new RegExp(
  [
    `\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b`,
    `\\b\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\b`,
    // A day without its year: a consultation's "Your time: Monday 30 November, 09:00".
    `\\b\\d{1,2}\\s+${MONTH}\\b`,
    `\\b${MONTH}\\s+\\d{1,2}\\b`,
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    '\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b',
    '\\b(?:in\\s+)?\\d+\\s+(?:day|week|month)s?(?:\\s+ago|\\s+left|\\s+to go)?\\b',
    '\\b(?:today|tomorrow|yesterday)\\b',
  ].join('|'),
  'i',
);

/**
 * Text that changes from run to run (the seed's dates are relative to today; "in 3 days"), marked so the
 * shot masks it: its box still counts, so a layout change around it is still caught.
 */
async function markDynamicText(page: Page) {
  await page.evaluate(() => {
    const month = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
    const patterns = [
      new RegExp(`\\b${month}\\s+\\d{1,2},?\\s+\\d{4}\\b`),
      new RegExp(`\\b\\d{1,2}\\s+${month}\\s+\\d{4}\\b`),
      new RegExp(`\\b\\d{1,2}\\s+${month}\\b`),
      new RegExp(`\\b${month}\\s+\\d{1,2}\\b`),
      /\b\d{4}-\d{2}-\d{2}\b/,
      /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/,
      /\b(?:in\s+)?\d+\s+(?:day|week|month)s?(?:\s+ago|\s+left|\s+to go)?\b/i,
      /\b(?:today|tomorrow|yesterday)\b/i,
    ];
    // A mask is painted over everything: text hidden under an open dialog or menu stays unmasked (and unseen).
    const hiddenUnderOverlay = (el: Element) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && !el.contains(top) && !top.contains(el);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (el && patterns.some((p) => p.test(text)) && !hiddenUnderOverlay(el)) el.setAttribute('data-visual-dynamic', '');
    }
  });
}

/**
 * Dates rewritten to one fixed shape before a shot: the seed's dates are relative to the day the suite runs, and a
 * long one ("Consultation on Wednesday, November 18, 2026 at 10:00 WAT") wraps differently from a short one
 * ("… Friday, May 1, …") at 360 px, which a mask cannot hide (the page's height changes). Only text that reads as
 * a date is touched: weekday and month names become the longest ones (or the widest short ones), day numbers two
 * digits, clock times one shape (CI's run of 2026-11-29 failed the office inbox at 360 and 768 px: the subscribers'
 * "Since" column and a booking's date were 2 px narrower at another time of day than when the baseline was shot).
 */
async function steadyDates(page: Page) {
  await page.evaluate((source) => {
    const dated = new RegExp(source, 'i');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!dated.test(text)) continue;
      node.textContent = text
        // Clock times first (the seed's rows are stamped with the time it ran: "2:05 pm" and "11:45 am" differ in width).
        .replace(/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, '28:28')
        .replace(/\b(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)/gi, 'pm')
        .replace(/\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g, 'Wednesday')
        .replace(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, 'Wed')
        .replace(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/g, 'September')
        .replace(/\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, 'Sep')
        .replace(/(?<![:\d])\b\d{1,2}\b(?!:)/g, '28');
    }
  }, DYNAMIC_TEXT.source);
}

/**
 * The page has its content: no request in flight, no loading state, fonts in, images decoded. With
 * `pictures` (before a full-page shot), the pictures below the fold are drawn too: they load only when
 * near the screen (marketing's WhenVisible), so each is scrolled into view in turn and awaited. A shot of
 * an open dialog or menu shows only the window, where they are not, and the page behind it cannot scroll.
 */
async function settle(page: Page, { pictures = false, fullPage = false } = {}) {
  await page.waitForLoadState('networkidle');
  if (fullPage) {
    // The public pages' sections below the hero are skipped while off screen (content-visibility: auto): a
    // visitor's browser draws each as it scrolls into view, but a full-page shot taken from the top would show them
    // blank. The shot is of the page as a visitor sees it, every section drawn.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  }
  if (pictures) {
    for (const box of await page.locator('[data-when-visible]').all()) await box.scrollIntoViewIfNeeded();
    // And the catalogue's uploaded pictures, which the browser loads lazily (the demo's OjaFresh case study).
    for (const img of await page.locator('img[loading="lazy"]').all()) await img.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-when-visible]:not(:has(svg))')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture far from the window is never fetched, and its decode() would wait for ever (the demo's case-study
    // picture on the home page, under the booking dialog): only what is loaded or in view is awaited.
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const awaited = Array.from(document.images).filter((img) => img.loading !== 'lazy' || img.complete || inView(img));
    await Promise.all(awaited.map((img) => img.decode().catch(() => undefined)));
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wider = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
  });
  expect
    .soft(overflow.scrollWidth, `${what} scrolls sideways: the document is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px window; wider than the window: ${overflow.wider.join(', ')}`)
    .toBeLessThanOrEqual(overflow.clientWidth);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Two browser contexts for the whole run, a visitor's and the demo client's (signed in once), so every shot
 * after the first loads the site's scripts from the HTTP cache: the run stays a few minutes long.
 */
const test = base.extend<object, { visitor: BrowserContext; demo: BrowserContext; staff: BrowserContext }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use.baseURL));
      // The baselines are the pages; the storage notice (over them, at the bottom) has its own screenshots.
      await answerStorageNotice(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  demo: [async ({ browser }, use, workerInfo) => signedInContext(browser, workerInfo.project.use.baseURL, DEMO, '/dashboard', use), { scope: 'worker' }],
  staff: [async ({ browser }, use, workerInfo) => signedInContext(browser, workerInfo.project.use.baseURL, DEMO_STAFF, '/office', use), { scope: 'worker' }],
});

/** A context signed in once through the login page, used for the whole run, signed out at the end. */
async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
  landing: string,
  use: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext(contextOptions(baseURL));
  await answerStorageNotice(context);
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  await use(context);
  const state: StorageState = await context.storageState();
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'userInfo')?.value;
  const bearer = token ? (JSON.parse(token) as { token?: string }).token : undefined;
  if (bearer) await page.request.post('/api/logout', { headers: { authorization: `Bearer ${bearer}` } });
  await context.close();
}

function contextOptions(baseURL: string | undefined) {
  return { baseURL, viewport: { width: 1440, height: HEIGHT }, deviceScaleFactor: 1, reducedMotion: 'reduce' as const };
}

test.describe('every page at every width', { tag: ['@visual', '@local'] }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);

  for (const screen of [...PAGES, ...SCREENS]) {
    for (const width of widthsOf(screen)) {
      test(`${screen.name} at ${width} px`, async ({ visitor, demo, staff }) => {
        const page = await (screen.staff ? staff : screen.signedIn ? demo : visitor).newPage();
        try {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(screen.path);
          await settle(page, { pictures: !screen.open && (screen.fullPage ?? true), fullPage: screen.fullPage ?? true });
          await expectNoSidewaysScroll(page, `${screen.path} at ${width} px`);
          if (screen.open) {
            await screen.open(page);
            await settle(page);
          }
          // A full page is masked by text, looked up again at every capture (a date that renders late is still
          // masked); under an open dialog or menu only what shows is masked (see markDynamicText).
          // Only what shows: text in a closed <details> keeps a box in Chromium (content-visibility), and a mask
          // painted there would cover whatever lies under that box.
          await steadyDates(page);
          let mask: Locator[] = [page.getByText(DYNAMIC_TEXT).filter({ visible: true })];
          if (screen.open) {
            await markDynamicText(page);
            mask = [page.locator('[data-visual-dynamic]')];
          }
          await expect.soft(page).toHaveScreenshot(`${screen.name}-${width}.png`, { fullPage: screen.fullPage ?? true, mask, maskColor: '#9aa3bd' });
        } finally {
          await page.close();
        }
      });
    }
  }
});
