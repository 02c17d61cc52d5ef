import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Its exposes are derived from its page table, src/routes.ts (tooling/page-table.mjs).
export default createAppConfig({ appDir, name: 'marketing', port: 3001, html: { title: 'mf-marketing (standalone)' }, ssr: true, wholePages: true });
