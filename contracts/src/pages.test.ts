import { buildersOf, fillPath, isOfficePath, loginWithRedirect, pages, paths, setUpPath } from './pages';

const everyPattern = Object.values(pages).flatMap((table) => Object.values(table) as string[]);

describe('the page paths, declared once', () => {
  it('gives every page one path of its own, a react-router pattern', () => {
    expect(new Set(everyPattern).size).toBe(everyPattern.length);
    for (const pattern of everyPattern) expect(pattern).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*(\/\*)?$/);
  });

  it('names no page twice across remotes, so one builder answers for each name', () => {
    const names = Object.values(pages).flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(paths).sort()).toEqual([...names].sort());
  });

  it('builds each address from its pattern: a string without parameters, a function with them', () => {
    expect(paths.requests).toBe(pages.portal.requests);
    expect(paths.home).toBe('/');
    expect(paths.tutorialDetail(12)).toBe('/tutorial-detail/12');
    expect(paths.certificate('TMS-001')).toBe('/certificate/TMS-001');
    expect(paths.resetPassword('abc')).toBe('/reset-password/reset/abc');
    expect(paths.setUpWithEmail('abc', 'ada@example.com')).toBe('/set-up/abc/ada%40example.com');
    expect(setUpPath('abc')).toBe('/set-up/abc');
    expect(setUpPath('abc', 'ada@example.com')).toBe('/set-up/abc/ada%40example.com');
    // A remote with its own sub-routes is linked at its root.
    expect(paths.office).toBe('/office');
    expect(isOfficePath('/office/audit')).toBe(true);
    expect(isOfficePath('/officer')).toBe(false);
  });

  it('encodes every parameter, so a slash or a question mark in a token cannot change the route', () => {
    expect(paths.resetPassword('a/b?c')).toBe('/reset-password/reset/a%2Fb%3Fc');
    expect(paths.certificate('../x')).toBe('/certificate/..%2Fx');
    expect(() => fillPath('/set-up/:token/:email', ['only-one'])).toThrow(/needs a value for :email/);
  });

  it('moves every builder with its pattern: a renamed page is linked at its new address, and a new page has a builder', () => {
    const renamed = buildersOf({ ...pages.portal, requests: '/my-requests', invoice: '/invoices/:id' } as const);
    expect(renamed.requests).toBe('/my-requests');
    expect(renamed.invoice(7)).toBe('/invoices/7');
  });

  it('loginWithRedirect carries the target, encoded, in the redirect parameter', () => {
    const url = loginWithRedirect('/tutorial-detail/3?tab=a&b=c');
    expect(url.startsWith(`${paths.login}?`)).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('redirect')).toBe('/tutorial-detail/3?tab=a&b=c');
  });
});
