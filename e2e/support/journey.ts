import { type Browser, expect, type Page } from '@playwright/test';
import { type Mail, mailsTo } from './outbox';
import { answerStorageNotice } from './storage-notice';

// What the journeys on a site of their own (startSeededSite) share: a browser per person, their mail, the widths.

/** Waits for the mail to `to` in `dataDir`'s outbox whose subject matches, and answers it. */
export async function mailFor(dataDir: string, to: string, subject: RegExp, timeout = 30_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to, dataDir).find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** A page in a browser context of its own (a person of the journey) on `baseURL`: a desktop, or a touch phone. */
export async function personPage(browser: Browser, baseURL: string, options: { width: number; phone?: boolean }): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width, height: options.phone ? 780 : 900 },
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await answerStorageNotice(context);
  return context.newPage();
}

/** The page does not scroll sideways at its width (`what` names it in the failure). */
export async function fitsWithoutSideScroll(page: Page, what: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${what} scrolls sideways` }).toBe(0);
}
