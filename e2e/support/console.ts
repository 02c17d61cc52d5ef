import type { Page, Request } from '@playwright/test';

/** Collects console errors and failed requests, so a test can assert the page ran cleanly. */
export function watchForErrors(page: Page, options: { ignore?: RegExp[] } = {}) {
  const errors: string[] = [];
  const ignored = (text: string) => options.ignore?.some((re) => re.test(text)) ?? false;
  // A request still in flight when the page navigates away (a prefetch, a module the next page no longer
  // needs) is aborted by the browser: that is the navigation working, not the page failing. Counted from the
  // moment the next document is asked for, before it arrives: the browser aborts the old page's requests then
  // (a server-rendered page is on screen, and a test moves on, while its scripts are still arriving).
  // Until the next document commits, the old one still runs: a request it starts then (its scripts arriving after
  // the first paint ask for a remote) belongs to it, and is aborted with it.
  let navigations = 0;
  let committing = false;
  const startedAt = new WeakMap<Request, number>();
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      navigations++;
      committing = true;
      startedAt.set(req, navigations);
      return;
    }
    startedAt.set(req, committing ? navigations - 1 : navigations);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committing = false;
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (!ignored(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  page.on('requestfailed', (req) => {
    // A navigation that never arrives leaves the old document in place.
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) committing = false;
    const reason = req.failure()?.errorText ?? '';
    if (reason === 'net::ERR_ABORTED' && startedAt.get(req) !== navigations) return;
    // A read the page itself called off: the query client aborts a fetch nobody waits for any more (the booking
    // dialog's week changed while the last week's free times were on their way). A server that fails a fetch
    // shows as another error (ERR_EMPTY_RESPONSE, ERR_CONNECTION_RESET) or as a status the page reports.
    if (reason === 'net::ERR_ABORTED' && req.resourceType() === 'fetch' && req.method() === 'GET') return;
    const text = `${req.url()} ${reason}`;
    if (!ignored(text)) errors.push(`requestfailed: ${text}`);
  });
  return errors;
}
