import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import base from '../playwright.config';

/**
 * The version-skew job's refusal check (scripts/version-skew.sh), run only when a mixed pair is incompatible
 * by the versioning policy: kept out of the main suite's folder because it needs that pair to be served.
 * The main config's own reporters are named relative to its folder, so they are resolved from there.
 */
const reporter = (base.reporter as ReporterDescription[]).map(([name, options]): ReporterDescription =>
  name.startsWith('.') ? [path.resolve(import.meta.dirname, '..', name), options] : [name, options],
);

export default defineConfig({ ...base, reporter, testDir: '.', projects: base.projects?.filter((p) => p.name === 'desktop'), webServer: undefined });
