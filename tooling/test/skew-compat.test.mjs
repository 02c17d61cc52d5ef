// scripts/skew-compat.mjs lists the remotes a shell build would refuse, by the shell's own version rule
// (contracts/src/version-range.ts): this runs it on fake builds (mf-manifest.json files) in a temp folder.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'skew-compat-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function manifest(folder, shared) {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, 'mf-manifest.json'), JSON.stringify({ shared }));
}

it('prints one line per singleton a remote needs in a version the shell does not provide, by semver’s rules', () => {
  const provided = { zustand: '0.2.5', 'styled-components': '1.2.9', react: '1.2.0-beta.1', '@agency/shared-ui': '0.3.0' };
  manifest('shell/dist', Object.entries(provided).map(([name, version]) => ({ name, version, singleton: true })));
  // each range below was judged wrongly by the script's own caret-only copy of the rule
  manifest('remotes/mf-portal/dist', [
    { name: 'zustand', singleton: true, requiredVersion: '^0.2.0' }, // 0.2.5 is in ^0.2.0
    { name: 'styled-components', singleton: true, requiredVersion: '~1.2.0' }, // 1.2.9 is in ~1.2.0
    { name: 'react', singleton: true, requiredVersion: '^1.1.0' }, // a prerelease is in no plain range
    { name: '@agency/shared-ui', singleton: true, requiredVersion: '^0.2.0' }, // 0.3.0 breaks ^0.2.0
  ]);
  manifest('remotes/mf-office/dist', [{ name: '@agency/shared-ui', singleton: true, requiredVersion: '0.3.0' }]);
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/skew-compat.mjs'), path.join(dir, 'shell/dist'), path.join(dir, 'remotes')], {
    cwd: path.join(ROOT, 'site'),
    encoding: 'utf8',
  });
  assert.deepEqual(out.trim().split('\n'), [
    'portal: react requires ^1.1.0, shell provides 1.2.0-beta.1',
    'portal: @agency/shared-ui requires ^0.2.0, shell provides 0.3.0',
  ]);
});
