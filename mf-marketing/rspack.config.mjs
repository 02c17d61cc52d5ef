import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Each exposed module is one page (or the dialog host) with a default-exported component. */
export const exposes = {
  './Home': './src/exposes/home.tsx',
  './About': './src/exposes/about.tsx',
  './Services': './src/exposes/services.tsx',
  './Packages': './src/exposes/packages.tsx',
  './Design': './src/exposes/design.tsx',
  './DigitalMarketing': './src/exposes/digital-marketing.tsx',
  './Mentorship': './src/exposes/mentorship.tsx',
  './Faqs': './src/exposes/faqs.tsx',
  './CaseStudy': './src/exposes/case-study.tsx',
};

export default createAppConfig({ appDir, name: 'marketing', port: 3001, exposes, html: { title: 'mf-marketing (standalone)' }, ssr: true });
