import { matchPath, matchRoutes } from 'react-router-dom';
import type { RemoteName } from '../mf/remote-names';
import { ROUTES } from './route-table';

/**
 * The spec's route table (section 2), verbatim, with the remote that owns each page:
 * public pages are marketing's, account pages the portal's, tutorials and certificates the academy's.
 */
const SPEC_ROUTES: [specRoute: string, remote: RemoteName][] = [
  ['/', 'marketing'],
  ['/home', 'marketing'],
  ['/about', 'marketing'],
  ['/services', 'marketing'],
  ['/packages', 'marketing'],
  ['/login', 'portal'],
  ['/dashboard', 'portal'],
  ['/profile', 'portal'],
  ['/made-requests', 'portal'],
  ['/settings', 'portal'],
  ['/order-summary', 'portal'],
  ['/design', 'marketing'],
  ['/certificate/{id}', 'academy'],
  ['/faqs', 'marketing'],
  ['/tutorials', 'academy'],
  ['/forgot-password', 'portal'],
  ['/reset-password/request-sent', 'portal'],
  ['/tutorial-detail/{id}', 'academy'],
  ['/reset-password/reset/{token}', 'portal'],
  ['/set-up/{token}', 'portal'],
  ['/set-up/{token}/{email}', 'portal'],
  ['/mentorship/tutorship', 'marketing'],
  ['/digital-marketing', 'marketing'],
];

/**
 * Pages the spec does not list but the API's emails link to (api/docs/accounts-and-bookings.md): proving
 * an address and confirming a guest booking made under it. Without them those links hit the not-found page.
 */
const EMAILED_ROUTES: [route: string, remote: RemoteName][] = [
  ['/verify-email/{token}', 'portal'],
  ['/confirm-booking/{token}', 'portal'],
];

/** Pages beyond the spec's table that the marketing remote adds: a case study per recent project. */
const WORK_ROUTES: [route: string, remote: RemoteName][] = [['/work/{slug}', 'marketing']];

const SAMPLE: Record<string, string> = { id: '42', token: 'c2VjcmV0LXRva2Vu', email: 'ada%40example.com', slug: 'kolo-savings-app' };

/** A concrete address for a spec route: its {placeholders} filled with sample values. */
const addressOf = (specRoute: string) => specRoute.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE[name]!);

/** The route the router picks for an address (the same ranking <Routes> applies). */
const routeFor = (pathname: string) => matchRoutes(ROUTES, pathname)?.at(-1)?.route;

describe('the route table', () => {
  it.each(SPEC_ROUTES)('serves the spec route %s from the %s remote', (specRoute, remote) => {
    const address = addressOf(specRoute);
    const matching = ROUTES.filter((route) => matchPath({ path: route.path, end: true }, address));
    expect(matching.length).toBeGreaterThan(0);
    expect(routeFor(address)?.remote).toBe(remote);
  });

  it.each(EMAILED_ROUTES)('serves the emailed link %s from the %s remote', (route, remote) => {
    expect(routeFor(addressOf(route))?.remote).toBe(remote);
    expect(matchRoutes(ROUTES, addressOf(route))!.at(-1)!.params).toEqual({ token: 'c2VjcmV0LXRva2Vu' });
  });

  it.each(WORK_ROUTES)('serves the case study %s from the %s remote, with its slug', (route, remote) => {
    expect(routeFor(addressOf(route))).toMatchObject({ remote, expose: 'CaseStudy' });
    expect(matchRoutes(ROUTES, addressOf(route))!.at(-1)!.params).toEqual({ slug: 'kolo-savings-app' });
    expect(routeFor('/work')).toBeUndefined();
  });

  it('passes the parameters of a spec route to the page', () => {
    const setUp = matchRoutes(ROUTES, addressOf('/set-up/{token}/{email}'))!.at(-1)!;
    expect(setUp.params).toEqual({ token: 'c2VjcmV0LXRva2Vu', email: 'ada@example.com' });
    expect(matchRoutes(ROUTES, '/tutorial-detail/42')!.at(-1)!.params).toEqual({ id: '42' });
    expect(matchRoutes(ROUTES, '/reset-password/reset/abc')!.at(-1)!.params).toEqual({ token: 'abc' });
  });

  it('serves / and /home with the same page', () => {
    expect(routeFor('/')).toMatchObject({ remote: 'marketing', expose: 'Home' });
    expect(routeFor('/home')).toMatchObject({ remote: 'marketing', expose: 'Home' });
  });

  it('has no route the spec, the emails or the case studies do not name, apart from the staff-only back office', () => {
    const specAddresses = [...SPEC_ROUTES, ...EMAILED_ROUTES, ...WORK_ROUTES].map(([specRoute]) => addressOf(specRoute));
    for (const route of ROUTES.filter((r) => r.access !== 'staff')) {
      expect(specAddresses.some((address) => matchPath({ path: route.path, end: true }, address))).toBe(true);
    }
  });

  it('does not serve addresses outside the table (they get the not-found page)', () => {
    expect(routeFor('/tutorial-detail')).toBeUndefined();
    expect(routeFor('/set-up/a/b/c')).toBeUndefined();
    expect(routeFor('/verify-email')).toBeUndefined();
    expect(routeFor('/confirm-booking/a/b')).toBeUndefined();
    expect(routeFor('/admin')).toBeUndefined();
  });

  it('gives the signed-in portal and the back office their own frame, and the sign-in and account-link pages the focused one', () => {
    const withLayout = (layout: string) => ROUTES.filter((route) => route.layout === layout).map((route) => route.path);
    expect(withLayout('app')).toEqual(['/dashboard', '/profile', '/made-requests', '/settings', '/order-summary', '/office/*']);
    expect(withLayout('focused')).toEqual([
      '/login',
      '/forgot-password',
      '/reset-password/request-sent',
      '/reset-password/reset/:token',
      '/set-up/:token',
      '/set-up/:token/:email',
      '/verify-email/:token',
      '/confirm-booking/:token',
    ]);
    // Every other page keeps the public nav and footer.
    expect(ROUTES.filter((route) => !route.layout).every((route) => route.remote === 'marketing' || route.remote === 'academy')).toBe(true);
  });

  it('serves every back-office address from the office remote, to staff only', () => {
    for (const address of ['/office', '/office/requests', '/office/audit']) {
      expect(routeFor(address)).toMatchObject({ remote: 'office', expose: 'Office', access: 'staff' });
    }
    expect(ROUTES.filter((route) => route.access === 'staff').every((route) => route.remote === 'office')).toBe(true);
  });

  it('names an exposed module for every route', () => {
    for (const route of ROUTES) expect(route.expose).toMatch(/^[A-Z]\w+$/);
  });
});
