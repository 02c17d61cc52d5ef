import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Its exposes are derived from its page table, src/routes.ts (tooling/page-table.mjs).
export default createAppConfig({ appDir, name: 'portal', port: 3003, html: { title: 'mf-portal (standalone)' }, ssr: true });
