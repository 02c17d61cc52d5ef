import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The dialog host: not a page, so not in the page table (src/routes.ts), which the factory derives the page exposes (/book, /contact) from. */
const exposes = {
  './Dialogs': './src/exposes/dialogs.tsx',
};

export default createAppConfig({ appDir, name: 'booking', port: 3002, exposes, html: { title: 'mf-booking (standalone)' }, ssr: true, wholePages: true });
