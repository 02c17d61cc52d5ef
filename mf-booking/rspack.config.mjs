import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Each exposed module is one page (or the dialog host) with a default-exported component. */
export const exposes = {
  './Dialogs': './src/exposes/dialogs.tsx',
};

export default createAppConfig({ appDir, name: 'booking', port: 3002, exposes, html: { title: 'mf-booking (standalone)' } });
