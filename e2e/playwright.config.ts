import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH as chromium, isRemote, REMOTE_BASE_URL } from './support/environment';
import { playwrightFfmpegPath } from './support/ffmpeg';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PHONE_PORT = E2E_PORT + 1;
/**
 * Where people find the HTML report: printed at the end of every run and of `npm test`. E2E_OUTPUT_DIR moves
 * the report and the failures' artefacts together, for a run that must not replace the main one's report.
 */
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR;
export const REPORT_DIR = OUTPUT_DIR ? path.join(OUTPUT_DIR, 'report') : path.join(import.meta.dirname, 'playwright-report');

// Playwright records video through its own ffmpeg download, which this suite never makes; scripts/ensure-chromium.sh
// links Debian's ffmpeg there. Without it, failures still keep their trace and screenshot.
const canRecordVideo = existsSync(playwrightFfmpegPath());

// The desktop site's data folder, set once in the runner and inherited by the workers (which load this file
// again), so a journey can read the emails that site wrote to E2E_DATA_DIR/outbox (set-up and verify links).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
process.env.E2E_PHONE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-phone-'));
const desktopDataDir = process.env.E2E_DATA_DIR;
const phoneDataDir = process.env.E2E_PHONE_DATA_DIR;

/** The built site as `npm start` serves it, on its own fresh database with the demo seed. */
function localSite(port: number, dataDir: string) {
  return {
    command: 'pnpm --filter @agency/site run serve',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/home`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database; on a busy shared machine that can pass a minute.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
    },
  };
}

/**
 * A phone: Chromium with a 390 px touch screen. It runs the smoke layer and the journeys tagged @mobile
 * (booking, sign-in, cart and payment), not the whole suite a second time.
 */
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
};

export default defineConfig({
  testDir: './tests',
  outputDir: OUTPUT_DIR ? path.join(OUTPUT_DIR, 'results') : './test-results',
  fullyParallel: false,
  // One browser at a time: journeys share the demo client's data. The read-only smoke layer may use more
  // (E2E_WORKERS=4 pnpm test:e2e:smoke) against a deployment that is not this machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // One retry at most, so a flaky test shows as "flaky" in the summary instead of failing the run or hiding.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: REPORT_DIR, open: 'never' }],
    ['./support/summary-reporter.ts', { reportDir: REPORT_DIR }],
  ],
  // Against another environment, @local tests are left out: the summary reporter lists them with the reason.
  grepInvert: isRemote && !process.env.E2E_LIST_LOCAL ? /@local/ : undefined,
  use: {
    baseURL: REMOTE_BASE_URL ?? `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: canRecordVideo ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    /**
     * Visual regression (tests/visual.spec.ts): listed first so it shoots the fresh demo seed before any journey
     * pays for or edits the demo client's data. Baselines live in visual-baselines/, one PNG per page and width;
     * `pnpm --filter @agency/e2e run test:visual:update` rewrites them. A per-pixel colour threshold of 0.2
     * absorbs antialiasing; more than 0.1 % of the pixels differing (a moved block, a wrapped line) fails.
     */
    {
      name: 'visual',
      testMatch: /visual\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
      expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixelRatio: 0.001, timeout: 20_000 } },
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'desktop', testIgnore: /visual\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      grep: [/@smoke/, /@mobile/],
      // Locally the phone gets a site and database of its own: its journeys pay for the same seeded requests.
      use: { ...phone, channel: undefined, baseURL: REMOTE_BASE_URL ?? `http://localhost:${PHONE_PORT}` },
    },
  ],
  webServer: isRemote ? undefined : [localSite(E2E_PORT, desktopDataDir), localSite(PHONE_PORT, phoneDataDir)],
});
