import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The version-skew job's refusal check (scripts/version-skew.sh), run only when a mixed pair is incompatible
 * by the versioning policy: kept out of the main suite's folder because it needs that pair to be served.
 */
export default defineConfig({ ...base, testDir: '.', projects: base.projects?.filter((p) => p.name === 'desktop'), webServer: undefined });
