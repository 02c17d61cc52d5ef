import { safeRedirect } from './safe-redirect';

const FALLBACK = '/made-requests';
/** What the login page receives: URLSearchParams decodes the query once. */
const fromQuery = (raw: string) => new URLSearchParams(`redirect=${raw}`).get('redirect');

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/tutorial-detail/1', '/tutorial-detail/1'],
    ['/order-summary?from=cart#pay', '/order-summary?from=cart#pay'],
    ['/made-requests/../settings', '/settings'],
  ])('follows the same-site path %s', (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ['a tab before a second slash', '/%09/evil.example'],
    ['a newline before a second slash', '/%0A/evil.example'],
    ['a carriage return before a second slash', '/%0D/evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a doubly encoded second slash', '/%252Fevil.example'],
    ['a backslash', '/%5Cevil.example'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['a raw backslash', '/\\evil.example'],
    ['a doubly encoded tab', '/%2509/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded javascript: URL', 'javascript%3Aalert(1)'],
    ['an absolute URL', 'https://evil.example/login'],
    ['a leading space', '%20//evil.example'],
    ['a relative path', 'dashboard'],
    ['a broken escape', '/%E0%A4%A'],
    // The URL parser removes dot segments after the checks on the raw target: the result must be checked too.
    ['a dot segment before a second slash', '/.//evil.example/x'],
    ['an encoded dot segment before a second slash', '/%2E//evil.example/x'],
    ['a parent segment before a second slash', '/a/..//evil.example/x'],
    ['a dot segment before an encoded slash', '/./%252Fevil.example'],
  ])('falls back for %s (%s)', (_shape, raw) => {
    expect(safeRedirect(fromQuery(raw), FALLBACK)).toBe(FALLBACK);
  });

  it('never answers a protocol-relative path, whatever the normalisation did', () => {
    for (const raw of ['/.//evil.example/x', '/././/evil.example', '/x/../..//evil.example', '/%2e%2e//evil.example']) {
      expect(safeRedirect(raw, FALLBACK)).toBe(FALLBACK);
    }
  });

  it('falls back when there is no target', () => {
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('', FALLBACK)).toBe(FALLBACK);
  });
});
