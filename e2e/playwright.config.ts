import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { isRemote, REMOTE_BASE_URL, TEST_BROWSER_PATH } from './support/environment';
import { playwrightFfmpegPath } from './support/ffmpeg';
import { SERVER_START_TIMEOUT_MS } from './support/processes';
import { type ShardPlan, shardTestMatch } from './support/shard-plan';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Where people find the HTML report: printed at the end of every run and of `npm test`. E2E_OUTPUT_DIR moves
 * the report and the failures' artefacts together, for a run that must not replace the main one's report.
 */
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR;
export const REPORT_DIR = OUTPUT_DIR ? path.join(OUTPUT_DIR, 'report') : path.join(import.meta.dirname, 'playwright-report');

// Playwright records video through its own ffmpeg download, which this suite never makes; scripts/ensure-chromium.sh
// links Debian's ffmpeg there. Without it, failures still keep their trace and screenshot.
const canRecordVideo = existsSync(playwrightFfmpegPath());
// E2E_RECORD: when traces and videos are recorded. 'failures' (the default here) records every attempt and keeps a
// failed one's; 'retries' (the default with CI set) records only a retry, whose trace and video show the failure again,
// and a failed first attempt keeps its screenshot and error context. Recording every attempt cost 10–15 % of the
// suite's time (docs/testing.md, "How long CI takes").
const recordRetriesOnly = (process.env.E2E_RECORD ?? (process.env.CI ? 'retries' : 'failures')) === 'retries';

// The site's data folder, set once in the runner and inherited by the workers (which load this file again), so a
// journey can read the emails the site wrote to E2E_DATA_DIR/outbox (set-up and verify links).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The built site as `npm start` serves it, on its own fresh database with the demo seed. */
function localSite(port: number, dataDir: string) {
  return {
    command: 'pnpm --filter @agency/site run serve',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/home`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database; on a busy shared machine that can pass a minute.
    timeout: SERVER_START_TIMEOUT_MS,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      // No field data here: the budget measures a page view that is not sampled (most are); a sampled view's
      // reporter loads after the page is idle (docs/field-data.md). field-data.spec.ts runs its own site at 1.
      FIELD_DATA_SAMPLE_RATE: '0',
      // Consultation reminders on the real clock, looked for every 2 s (consultation.spec.ts sees one go, and not go).
      REMINDER_CHECK_SECONDS: '2',
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

/** Against another environment, @local tests are left out: the summary reporter lists them with the reason. */
const leaveOutLocal = isRemote && !process.env.E2E_LIST_LOCAL ? [/@local/] : [];
/**
 * Smoke checks that only send HTTP requests and read the answers (no page, no screen): the phone would send the same
 * requests to the same build, and neither the site nor the API reads the user agent, so they run on desktop only.
 * Matched by title; a renamed title runs on the phone again (never the other way round).
 */
const REQUEST_ONLY = [
  /the API is alive and ready \(database, migrations, mail queue\)/,
  /the API answers: the landing content is served from the database/,
  /this spec covers every page the site under test renders on its server/,
  /is sent rendered: its h1, its text and its styles, with no JavaScript run/,
  /no app bundles the auth store or the API client outside/,
];

/**
 * A shard of a run balanced by time (scripts/e2e-shards.sh, support/shard-plan.ts): E2E_SHARD_PLAN names the plan,
 * E2E_SHARD this process's place in it (from 1), and each project runs only the files the plan gives this shard.
 * Without them every project runs all its files.
 */
const shardPlan = process.env.E2E_SHARD_PLAN ? (JSON.parse(readFileSync(process.env.E2E_SHARD_PLAN, 'utf8')) as ShardPlan) : undefined;
const shardFiles = shardPlan?.[Number(process.env.E2E_SHARD ?? 1) - 1];
if (shardPlan && !shardFiles) throw new Error(`E2E_SHARD=${process.env.E2E_SHARD} is not one of the plan's ${shardPlan.length} shards`);
const inThisShard = (project: string) => (shardFiles ? { testMatch: shardTestMatch(shardFiles[project]) } : {});

const SITE_URL = REMOTE_BASE_URL ?? `http://localhost:${E2E_PORT}`;
/** The storage notice's answer as shared-auth/consent keeps it (v1, "Essential only"). */
const ANSWERED_NOTICE = JSON.stringify({ v: 1, at: new Date(0).toISOString(), purposes: { 'field-data': false } });

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
    ['./support/summary-reporter.ts', { reportDir: REPORT_DIR, timesFile: OUTPUT_DIR ? path.join(OUTPUT_DIR, 'times.json') : undefined }],
    // scripts/e2e-shards.sh: each shard also writes a blob, merged into one HTML report when every shard is done.
    ...(process.env.E2E_BLOB_DIR ? [['blob', { outputDir: process.env.E2E_BLOB_DIR, fileName: `shard-${process.env.E2E_SHARD ?? 1}.zip` }] as const] : []),
  ],
  grepInvert: leaveOutLocal.length ? leaveOutLocal : undefined,
  use: {
    baseURL: SITE_URL,
    // Every test's page starts as a returning visitor who answered the storage notice ("Essential only"): the
    // notice sits over the bottom of the window and is not what most journeys are about. privacy.spec.ts starts
    // without the answer to test the notice itself; a context a test opens with browser.newContext() sees it too.
    storageState: { cookies: [], origins: [{ origin: new URL(SITE_URL).origin, localStorage: [{ name: 'tms.storageConsent', value: ANSWERED_NOTICE }] }] },
    trace: recordRetriesOnly ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: !canRecordVideo ? 'off' : recordRetriesOnly ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell (environment.ts says why); --font-render-hinting=none sets text as the whole browser
      // does (subpixel positioning), where the shell's default hinting widens it (docs/testing.md, "Which Chromium").
      executablePath: TEST_BROWSER_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
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
      ...inThisShard('visual'),
    },
    { name: 'desktop', testIgnore: /visual\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined }, ...inThisShard('desktop') },
    {
      name: 'mobile',
      grep: [/@smoke/, /@mobile/],
      // A project's grepInvert replaces the config's, so @local is repeated here.
      grepInvert: [...leaveOutLocal, ...REQUEST_ONLY],
      // The same site as the desktop's: its journeys sign in as the phone's own demo client (support/session.ts,
      // demoAccount), so they pay for their own copies of the seeded requests, never the desktop's.
      use: { ...phone, channel: undefined },
      ...inThisShard('mobile'),
    },
  ],
  // One seeded site for every project (it was one per project: a second migrated and seeded server).
  webServer: isRemote ? undefined : [localSite(E2E_PORT, dataDir)],
});
