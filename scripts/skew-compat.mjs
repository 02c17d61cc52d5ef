// Which remotes a shell build would refuse for their shared singletons' versions (the same rule as the shell's
// runtime guard, shell/src/mf/shared-versions.ts): prints "name: pkg requires RANGE, shell provides VERSION"
// lines, one per mismatch, and nothing when every remote is compatible.
// Usage: node scripts/skew-compat.mjs <shell dist> <remotes root holding mf-*/dist>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [shellDist, remotesRoot] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const provided = Object.fromEntries(read(path.join(shellDist, 'mf-manifest.json')).shared.map((s) => [s.name, s.version]));

const parts = (v) => v.split('.').map((n) => Number.parseInt(n, 10));
/** `^x.y.z` as semver means it (x ≥ 1: same major, at least x.y.z); anything else must match exactly. */
function satisfies(version, range) {
  if (!range || range === '*') return true;
  if (!range.startsWith('^')) return version === range;
  const [want, have] = [parts(range.slice(1)), parts(version)];
  if (want[0] === 0 || have[0] !== want[0]) return want.every((n, i) => n === have[i]);
  for (let i = 1; i < 3; i++) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

for (const dir of readdirSync(remotesRoot).filter((d) => d.startsWith('mf-')).sort()) {
  const manifestFile = path.join(remotesRoot, dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) continue;
  for (const s of read(manifestFile).shared ?? []) {
    const version = provided[s.name];
    if (s.singleton === false || !version || typeof s.requiredVersion !== 'string') continue;
    if (!satisfies(version, s.requiredVersion)) console.log(`${dir.slice(3)}: ${s.name} requires ${s.requiredVersion}, shell provides ${version}`);
  }
}
