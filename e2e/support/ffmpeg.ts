import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * Where Playwright looks for its ffmpeg (Linux): the browsers registry, by the revision playwright-core pins.
 * Video recording needs it; scripts/ensure-chromium.sh links Debian's ffmpeg there.
 */
export function playwrightFfmpegPath(): string {
  const browsersJson = path.join(path.dirname(playwrightCore()), 'browsers.json');
  const { browsers } = JSON.parse(readFileSync(browsersJson, 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.find((b) => b.name === 'ffmpeg')?.revision ?? 'unknown';
  const registry =
    process.env.PLAYWRIGHT_BROWSERS_PATH && process.env.PLAYWRIGHT_BROWSERS_PATH !== '0'
      ? process.env.PLAYWRIGHT_BROWSERS_PATH
      : path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'ms-playwright');
  return path.join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux');
}

/** The playwright-core that @playwright/test runs (through playwright), not whichever one is hoisted. */
function playwrightCore(): string {
  const fromTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  return fromPlaywright.resolve('playwright-core/package.json');
}
