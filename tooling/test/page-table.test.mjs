// A remote's page table (src/routes.ts) is the one declaration of its pages: the build derives the Module
// Federation exposes and routes.json from it (tooling/page-table.mjs). Here a remote with one page added to
// its table, and nothing else changed but the page's own module, is configured as the build does it.
// Run by `pnpm --filter @agency/tooling test` (part of `npm test`'s unit step).
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exposesOf, routesJson } from '../page-table.mjs';
import { createAppConfig } from '../rspack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside a remote's folder, so the app's dependencies (React, the router) resolve as for the remote itself.
const APP = path.join(ROOT, 'mf-marketing', `.page-table-test-${process.pid}`);

const TABLE = `import { pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/shared-auth/route-table';

const meta = { title: 'Careers | TMS', description: 'Open roles', public: true };
export const routes: PageEntry[] = [
  { path: pages.marketing.about, expose: 'About', module: 'about', meta },
  { path: '/careers/:role', expose: 'Careers', module: 'careers', layout: 'focused', ssr: true, meta },
];
`;

const exposesOfConfig = (config) => {
  const browser = Array.isArray(config) ? config[0] : config;
  return browser.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin')._options.exposes;
};

describe("a remote's exposes and routes.json come from its page table", () => {
  before(() => {
    mkdirSync(path.join(APP, 'src/exposes'), { recursive: true });
    cpSync(path.join(ROOT, 'mf-marketing/package.json'), path.join(APP, 'package.json'));
    writeFileSync(path.join(APP, 'src/routes.ts'), TABLE);
    for (const file of ['about', 'careers']) writeFileSync(path.join(APP, `src/exposes/${file}.tsx`), 'export default function Page() { return null; }\n');
  });
  after(() => rmSync(APP, { recursive: true, force: true }));

  it('exposes each page of the table (and the modules the config adds), with no exposes map kept by hand', async () => {
    const config = await createAppConfig({ appDir: APP, name: 'fixture', port: 1, exposes: { './Dialogs': './src/exposes/about.tsx' } })({}, { mode: 'production' });
    assert.deepEqual(exposesOfConfig(config), {
      './Dialogs': './src/exposes/about.tsx',
      './About': './src/exposes/about.tsx',
      './Careers': './src/exposes/careers.tsx',
    });
  });

  it("writes routes.json from the table's value, without the module files", () => {
    const table = [{ path: '/careers/:role', expose: 'Careers', module: 'careers', ssr: true, meta: { title: 'Careers', description: '', public: true } }];
    assert.deepEqual(JSON.parse(routesJson(table)), { routes: [{ path: '/careers/:role', expose: 'Careers', ssr: true, meta: { title: 'Careers', description: '', public: true } }] });
  });

  it('refuses a page without a module, with a missing file, or an expose name given two files', () => {
    assert.throws(() => exposesOf([{ path: '/x', expose: 'X' }]), /the page \/x must name its module/);
    assert.throws(() => exposesOf([{ path: '/x', expose: 'X', module: '../../etc/passwd' }]), /must name its module/);
    assert.throws(() => exposesOf([{ path: '/x', expose: 'X', module: 'nowhere' }], APP), /src\/exposes\/nowhere\.tsx, which does not exist/);
    assert.throws(
      () => exposesOf([{ path: '/a', expose: 'A', module: 'about' }, { path: '/b', expose: 'A', module: 'careers' }]),
      /A is exposed from two files/,
    );
    // Two paths may share one module (/ and /home are both Home).
    assert.deepEqual(exposesOf([{ path: '/', expose: 'Home', module: 'home' }, { path: '/home', expose: 'Home', module: 'home' }]), { './Home': './src/exposes/home.tsx' });
  });
});
