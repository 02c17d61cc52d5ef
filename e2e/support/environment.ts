import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * The deployment under test. With E2E_BASE_URL the suite drives that site and starts nothing here;
 * without it, the config starts the built site with a fresh database and the demo seed.
 */
export const REMOTE_BASE_URL = process.env.E2E_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
export const isRemote = REMOTE_BASE_URL !== undefined;

/**
 * Whether the site under test holds the demo seed (demo client, its projects and requests, the three
 * seeded tutorials and the certificate). Always true for the site the suite starts itself; a remote
 * environment must say so with E2E_DEMO_SEED=true, since production has no demo client.
 */
export const hasDemoSeed = !isRemote || /^(1|true|yes)$/i.test(process.env.E2E_DEMO_SEED ?? '');

export const NEEDS_DEMO_SEED = `needs the demo seed (demo client, seeded projects, requests and tutorials); ${REMOTE_BASE_URL ?? 'this environment'} is not declared to have it: set E2E_DEMO_SEED=true if it runs with SEED_DEMO`;

/**
 * Debian's Chromium (never a downloaded browser), or CHROMIUM_PATH: the whole browser, as a visitor's Chrome runs a
 * page. What measures a page (Lighthouse, the slow-phone bench) drives it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim();

/**
 * The e2e suite's browser: Debian's `chromium-headless-shell` (the same Chromium release, built without the
 * browser's own window; what Playwright itself runs for a headless test) when it is installed and CHROMIUM_PATH does
 * not name another. The whole browser run headless still builds and renders its window's toolbar and tab strip, a
 * WebUI page of their own for every window the suite opens: the desktop smoke layer used 228 s of CPU in it against
 * 108 in the shell, 131 s against 83 of wall time (docs/testing.md). The shell cannot show a window: a headed run
 * (`--headed`, `--debug`) names the whole browser, `CHROMIUM_PATH=$(command -v chromium)`.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (execSync('command -v chromium-headless-shell || true', { encoding: 'utf8' }).trim() || CHROMIUM_PATH);

export const LOCAL_ONLY_REASON = 'starts, stops or rebuilds processes on this machine, or measures this checkout’s build';

/**
 * An address no earlier run against the same environment used: a journey's sign-ups, messages and
 * subscriptions never collide with what a previous run left behind. example.com never receives mail.
 */
export function uniqueEmail(who: string): string {
  return `e2e.${who}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Never an account anywhere. A refused sign-in takes the same path for an unknown address as for a wrong
 * password (same text, same work), and it does write one thing: a lock-out count keyed by the address
 * (login_throttle), which expires with its window. Refusing this address therefore locks nobody out and
 * leaves every other table alone, which is what makes the smoke check safe against production.
 */
export const REFUSED_SIGN_IN = { email: 'e2e.smoke.refused@example.com', password: 'Not-the-password-1' };
