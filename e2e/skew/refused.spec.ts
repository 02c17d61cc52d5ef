import { expect, test } from '@playwright/test';

/**
 * A pair the versioning policy forbids (remotes built against a shared singleton's newer minor than the shell
 * provides; docs/architecture.md "Shared packages: versions and compatibility"): each such remote must be refused with the
 * fallback and a console error naming the mismatch, before its code runs, while the shell keeps working.
 * E2E_SKEW_REFUSED lists the mismatches as scripts/skew-compat.mjs prints them ("portal: pkg requires R, shell provides V").
 */
const refused = (process.env.E2E_SKEW_REFUSED ?? '')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [, remote, pkg, range, version] = /^([\w-]+): (\S+) requires (\S+), shell provides (\S+)$/.exec(line)!;
    return { remote: remote!, pkg: pkg!, range: range!, version: version! };
  });

const PAGES: Record<string, string> = { marketing: '/', portal: '/login', academy: '/tutorials' };

test('the list of refused remotes was handed over', () => {
  expect(refused.length).toBeGreaterThan(0);
});

for (const { remote, pkg, range, version } of refused.filter((r) => PAGES[r.remote])) {
  test(`${remote} (built for ${pkg}@${range}) is refused by a shell that provides ${version}; the shell still works`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const remoteScripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && req.url().includes(`/remotes/${remote}/`)) remoteScripts.push(req.url());
    });
    await page.goto(PAGES[remote]!);
    const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
    await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toContainEqual(expect.stringContaining(`Remote "${remote}" requires ${pkg}@${range}, but the shell provides ${pkg}@${version}`));
    expect(remoteScripts).toEqual([]);
    expect(pageErrors).toEqual([]);
    // The shell's own nav and footer still work (the sign-in page's focused layout has none: check on /).
    if (PAGES[remote] !== '/') await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
  });
}
