import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'shell',
  port: 3000,
  host: true,
  html: { title: 'Think-Make-Solve Digital', template: 'src/index.html' },
  // The server renderer the site loads (site/src/ssr.ts).
  ssr: { entry: './src/server/index.ts' },
});
