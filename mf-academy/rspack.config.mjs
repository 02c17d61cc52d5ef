import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Each exposed module is one page (or the dialog host) with a default-exported component. */
export const exposes = {
  './Tutorials': './src/exposes/tutorials.tsx',
  './TutorialDetail': './src/exposes/tutorial-detail.tsx',
  './Certificate': './src/exposes/certificate.tsx',
};

export default createAppConfig({ appDir, name: 'academy', port: 3004, exposes, html: { title: 'mf-academy (standalone)' }, ssr: true });
