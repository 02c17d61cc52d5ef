// The package boundaries biome.json enforces (noRestrictedImports, per folder): each rule is run on fixture
// files laid out like the workspace in a temp folder, with the repo's own biome.json, and must fire on the
// imports it forbids and stay quiet on the ones it allows. Run by `pnpm --filter @agency/tooling test` (part
// of `npm test`'s unit step).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Fixture file → the modules it imports, each with the rules it must break (none: allowed). */
const FIXTURES = {
  'mf-portal/src/page.tsx': {
    '@agency/mf-academy': 'remote',
    '@agency/mf-office/src/staff': ['remote', 'deep'],
    '../../mf-booking/src/routes': 'remote',
    '@agency/shell': 'remote',
    '@agency/shared-ui/src/form': 'deep',
    '@agency/contracts/src/routes': 'deep',
    '@agency/shared-ui/form': null,
    '@agency/contracts': null,
    './local': null,
  },
  'mf-portal/src/page.test.tsx': {
    '@agency/mf-academy': 'remote',
    '@agency/contracts/src/testing/msw': 'deep',
    '@agency/contracts/testing/msw': null,
  },
  'shared-auth/src/thing.ts': {
    '@agency/mf-portal': 'shared',
    '@agency/shell': 'shared',
    '../../shell/src/app': 'shared',
    '@agency/contracts/src/messages': 'deep',
    '@agency/contracts/messages': null,
  },
  'shared-auth/src/card-payment.tsx': {
    '@agency/mf-portal': 'shared',
    './api-client': 'singleton',
  },
  'shared-ui/src/widget.tsx': {
    '@agency/mf-marketing': 'shared',
    'react-router-dom': null,
  },
  'contracts/src/schema.ts': {
    '@agency/mf-office': 'shared',
    '@agency/shell/src/main': ['shared', 'deep'],
  },
  'contracts/src/schema.test.ts': {
    '@agency/mf-office': 'shared',
  },
  'shell/src/app.tsx': {
    '@agency/shared-auth/src/format': 'deep',
    'react-router-dom': 'router',
    '@agency/shared-auth/format': null,
  },
  'site/src/server.ts': {
    '@agency/api/src/config': 'deep',
    '@agency/api/config': null,
  },
};

/** How each rule's message begins (biome.json). */
const MESSAGES = {
  remote: 'A remote never imports another remote or the shell',
  shared: 'A shared package (shared-ui, shared-auth, contracts) never imports a remote or the shell',
  deep: 'Import a workspace package through its entry or a subpath',
  singleton: 'Stateless helpers are bundled into each remote by path',
  router: "Import router APIs from '@agency/shared-ui'",
};

let dir;
let found;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  writeFileSync(path.join(dir, 'biome.json'), readFileSync(path.join(ROOT, 'biome.json'), 'utf8').replace(/"useIgnoreFile": true/, '"useIgnoreFile": false'));
  for (const [file, imports] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const names = Object.keys(imports).map((_, i) => `m${i + 1}`);
    const lines = Object.keys(imports).map((specifier, i) => `import * as ${names[i]} from '${specifier}';`);
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport { ${names.join(', ')} };\n`);
  }
  let out;
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=github', '--max-diagnostics=none', '--vcs-enabled=false', '.'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    out = error.stdout; // biome exits 1 when it reports errors, which is the point here
  }
  // ::error title=lint/style/noRestrictedImports,file=mf-portal/src/page.tsx,line=1,...::message
  found = [...out.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)[^:]*::(.*)$/gm)].map(([, file, line, message]) => ({
    file: path.relative(dir, path.resolve(dir, file)),
    line: Number(line),
    message,
  }));
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('package boundaries (biome.json noRestrictedImports)', () => {
  for (const [file, imports] of Object.entries(FIXTURES)) {
    it(`${file}: forbids exactly the imports its folder's rules forbid`, () => {
      const expected = Object.values(imports).flatMap((rules, i) => [rules ?? []].flat().map((rule) => `${i + 1} ${rule}`));
      const actual = found
        .filter((d) => d.file === file)
        .map((d) => `${d.line} ${Object.entries(MESSAGES).find(([, start]) => d.message.startsWith(start))?.[0] ?? d.message}`);
      assert.deepEqual(actual.sort(), expected.sort());
    });
  }
});
