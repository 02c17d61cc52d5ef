import type { Page } from '@playwright/test';

/** Collects console errors and failed requests, so a test can assert the page ran cleanly. */
export function watchForErrors(page: Page, options: { ignore?: RegExp[] } = {}) {
  const errors: string[] = [];
  const ignored = (text: string) => options.ignore?.some((re) => re.test(text)) ?? false;
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (!ignored(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  page.on('requestfailed', (req) => {
    const text = `${req.url()} ${req.failure()?.errorText ?? ''}`;
    if (!ignored(text)) errors.push(`requestfailed: ${text}`);
  });
  return errors;
}
