import type { PageEntry } from '@agency/shared-auth/route-table';
import { matchPath } from '@agency/shared-ui';
import { copy } from './copy';
import { routes } from './routes';

const routeFor = (address: string) => routes.find((route) => matchPath({ path: route.path, end: true }, address));

describe("the portal remote's routes", () => {
  it.each([
    ['/login', 'Login'],
    ['/forgot-password', 'ForgotPassword'],
    ['/reset-password/request-sent', 'RequestSent'],
    ['/reset-password/reset/abc', 'ResetPassword'],
    ['/set-up/abc', 'SetUp'],
    ['/set-up/abc/ada%40example.com', 'SetUp'],
    ['/verify-email/abc', 'VerifyEmail'],
    ['/confirm-booking/abc', 'ConfirmBooking'],
  ])('frames %s (sign-in and account links) with the focused layout', (address, expose) => {
    expect(routeFor(address)).toMatchObject({ expose, layout: 'focused' });
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/profile', 'Profile'],
    ['/made-requests', 'Requests'],
    ['/settings', 'Settings'],
    ['/order-summary', 'OrderSummary'],
    ['/made-requests/42/messages', 'RequestThread'],
  ])('gives the signed-in page %s its own frame', (address, expose) => {
    expect(routeFor(address)).toMatchObject({ expose, layout: 'app' });
  });

  it('passes the token and the email of a set-up link to the page', () => {
    expect(matchPath({ path: routeFor('/set-up/t/ada%40example.com')!.path, end: true }, '/set-up/t/ada%40example.com')?.params).toEqual({
      token: 't',
      email: expect.stringMatching(/^ada(@|%40)example\.com$/),
    });
  });

  it('is not indexed, but for the sign-in and forgot-password pages (indexable, not in the sitemap), and sends the titles the pages set', () => {
    const indexable = routes.filter((route) => route.meta.public);
    expect(indexable.map((route) => route.path)).toEqual(['/login', '/forgot-password']);
    for (const route of indexable) expect(route.meta.sitemap).toBe(false);
    expect(routeFor('/login')!.meta).toMatchObject({ title: copy.login.metaTitle, description: copy.login.metaDescription });
  });
});

/** The portal's table and the shared links, evaluated against a page declaration with /made-requests renamed. */
function withRenamedRequests() {
  let loaded: { routes: PageEntry[]; requests: string; quotedLink: string } | undefined;
  jest.isolateModules(() => {
    const actual = jest.requireActual<typeof import('@agency/contracts/pages')>('@agency/contracts/pages');
    const pages = { ...actual.pages, portal: { ...actual.pages.portal, requests: '/my-requests' } };
    const paths = Object.assign({}, ...Object.values(pages).map((table) => actual.buildersOf(table)));
    jest.doMock('@agency/contracts/pages', () => ({ ...actual, pages, paths }));
    const { routes } = require('./routes') as { routes: PageEntry[] };
    const shared = require('@agency/shared-auth') as typeof import('@agency/shared-auth');
    loaded = { routes, requests: shared.paths.requests, quotedLink: shared.loginWithRedirect(shared.paths.requests) };
  });
  return loaded!;
}

describe("the portal's page table, the one declaration of its pages", () => {
  it('takes every path from the one declaration: renaming /made-requests there moves its route and every shared link', () => {
    const { routes, requests, quotedLink } = withRenamedRequests();
    expect(routes.find((route) => route.expose === 'Requests')?.path).toBe('/my-requests');
    expect(routes.some((route) => route.path === '/made-requests')).toBe(false);
    expect(requests).toBe('/my-requests');
    expect(quotedLink).toBe('/login?redirect=%2Fmy-requests');
  });

  it('names a module for each page, one file per exposed name', () => {
    const { routes } = jest.requireActual<typeof import('./routes')>('./routes');
    const files = new Map<string, string>();
    for (const { expose, module } of routes) {
      expect(module).toMatch(/^[a-z][a-z-]*$/);
      expect(files.get(expose) ?? module).toBe(module);
      files.set(expose, module);
    }
  });
});
