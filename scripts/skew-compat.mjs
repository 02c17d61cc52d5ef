// Which remotes a shell build would refuse for their shared singletons' versions: prints "name: pkg requires
// RANGE, shell provides VERSION" lines, one per mismatch, and nothing when every remote is compatible. The rule
// is the shell's runtime guard's own (sharedMismatches in contracts/src/version-range.ts, semver's rules), so
// this needs tsx to load TypeScript; run it from a package that has tsx (scripts/version-skew.sh uses site/):
// Usage: (cd site && node --import tsx ../scripts/skew-compat.mjs <shell dist> <remotes root holding mf-*/dist>)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedMismatches } from '../contracts/src/version-range.ts';

const [shellDist, remotesRoot] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const provided = Object.fromEntries(read(path.join(shellDist, 'mf-manifest.json')).shared.map((s) => [s.name, s.version]));

for (const dir of readdirSync(remotesRoot).filter((d) => d.startsWith('mf-')).sort()) {
  const manifestFile = path.join(remotesRoot, dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) continue;
  for (const m of sharedMismatches(dir.slice(3), read(manifestFile).shared ?? [], provided)) {
    console.log(`${m.remote}: ${m.pkg} requires ${m.requiredVersion}, shell provides ${m.providedVersion}`);
  }
}
