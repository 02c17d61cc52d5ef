import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim();
// Set once in the runner and inherited by the workers (which load this file again), so a test can
// read the site's outbox (emailed set-up links) in E2E_DATA_DIR/outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'pnpm --filter @agency/site run serve',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${E2E_PORT}/api/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
    },
  },
});
