import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** One exposed module: the whole back office, with its own routes under /office. */
export const exposes = {
  './Office': './src/exposes/office.tsx',
};

export default createAppConfig({ appDir, name: 'office', port: 3005, exposes, html: { title: 'mf-office (standalone)' } });
