import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildersOf, pages } from '@agency/contracts/pages';
import { loadConfig } from '../config';
import { quoteEmail } from '../office/emails';
import { staffInviteEmail } from '../office/staff';
import { siteLink } from './account-tokens';
import { claimEmail, resetEmail, setupEmail, verifyEmail } from './emails';

const SITE_URL = 'https://thinkmakesolve.example';
const config = loadConfig({ NODE_ENV: 'test', SITE_URL }, { LOG_LEVEL: 'silent' });
const every = Object.values(pages).flatMap((table) => Object.values(table) as string[]);

/** The declared page an address is, the way the site and the shell route it (`:name` one segment), or undefined. */
function pageOf(pathname: string): string | undefined {
  const have = pathname.split('/').filter(Boolean);
  return every.find((pattern) => {
    const want = pattern.split('/').filter(Boolean);
    if (want.at(-1) === '*') return want.slice(0, -1).every((s, i) => s === have[i]);
    return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
  });
}

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map(([url]) => new URL(url));

describe("the emails' links are the site's pages, built from their one declaration", () => {
  it('links each email to the page that handles it', () => {
    const cases: [string, string][] = [
      [resetEmail(config, 'ada@example.ng', 'tok/en').text, pages.portal.resetPassword],
      [setupEmail(config, 'ada@example.ng', 'tok').text, pages.portal.setUpWithEmail],
      [verifyEmail(config, 'ada@example.ng', 'tok').text, pages.portal.verifyEmail],
      [claimEmail(config, 'ada@example.ng', 'tok').text, pages.portal.confirmBooking],
      [quoteEmail(config, 'ada@example.ng', { id: 7, name: 'Ada', subject: 'Logo', proven: true }, 150_000).text, pages.portal.requests],
    ];
    for (const [text, page] of cases) {
      const [link, ...others] = linksIn(text);
      assert.equal(others.length, 0, text);
      assert.equal(link!.origin, SITE_URL);
      assert.equal(pageOf(link!.pathname), page, link!.href);
    }
    // The staff invitation names the sign-in page in its text.
    assert.match(staffInviteEmail('s@example.ng', 'Sade', `${SITE_URL}/x`, 'Ada').text, new RegExp(`sign in at ${pages.portal.login}:`));
  });

  it('links a page added to a remote\'s declaration with no other change: its builder exists and the link routes to it', () => {
    const portal = { ...pages.portal, invoice: '/invoices/:id' } as const;
    const link = new URL(siteLink(config, buildersOf(portal).invoice(42)));
    assert.equal(link.href, `${SITE_URL}/invoices/42`);
    assert.equal(buildersOf(portal).requests, pages.portal.requests);
  });
});
