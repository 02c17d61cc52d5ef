/**
 * The one version rule of the workspace: whether a version satisfies a range, as npm's `semver` package decides
 * it (`semver.satisfies(version, range)` with default options; version-range.test.ts checks this module against
 * it). The shell's runtime guard (shell/src/mf/shared-versions.ts), the site's page hints (site/src/hints.ts)
 * and the version-skew check (scripts/skew-compat.mjs) all ask here, so they never disagree on which remote a
 * shell refuses. Written out (2.3 KB minified, 1.2 KB gzip) instead of bundling semver's satisfies (20 KB, 6.6 KB
 * gzip) into the shell, whose boot chunk it joins on every page (docs/performance.md, "Landing page JavaScript").
 *
 * Ranges: `||` unions of space-separated comparators; `<`, `<=`, `>`, `>=`, `=` and exact versions; `^` and `~`
 * (`~>`); x-ranges (`1.x`, `1.2`, `*`, ``); hyphen ranges (`1.2 - 2.3.4`). A prerelease version satisfies a
 * comparator set only when one of its comparators names a prerelease of the same major.minor.patch
 * (`1.2.0-beta.1` is not in `^1.1.0`). An invalid version or range satisfies nothing. Zod- and React-free.
 */

/** major, minor, patch and the prerelease identifiers (build metadata is ignored, as semver ignores it). */
type Version = [number, number, number, string[]];
/** An operator and its operand; `undefined` admits any version. */
type Comparator = ['<' | '<=' | '>' | '>=' | '=', Version] | undefined;

const NUM = '0|[1-9]\\d*';
const X = `${NUM}|[xX*]`;
const TAIL = '(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const FULL = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})${TAIL}$`);
const PARTIAL = `[v=\\s]*(${X})(?:\\.(${X})(?:\\.(${X})${TAIL})?)?`;
const TOKEN = new RegExp(`^(\\^|~>?|[<>]=?|=)?${PARTIAL}$`);
const HYPHEN = new RegExp(`^${PARTIAL}\\s+-\\s+${PARTIAL}$`);
/** The lowest prerelease (`1.0.0-0`): an upper bound `<2.0.0-0` keeps out 2.0.0's prereleases too. */
const FLOOR = ['0'];

const isX = (part?: string) => !part || /^[xX*]$/.test(part);
const preOf = (text?: string) => (text ? text.split('.') : []);

function compareIds(a: string, b: string): number {
  const [an, bn] = [/^\d+$/.test(a), /^\d+$/.test(b)];
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  const [x, y] = [a[3], b[3]];
  if (!x.length || !y.length) return y.length - x.length; // a release is above its prereleases
  for (let i = 0; ; i++) {
    if (x[i] === undefined || y[i] === undefined) return x[i] === y[i] ? 0 : x[i] === undefined ? -1 : 1;
    const c = compareIds(x[i]!, y[i]!);
    if (c) return c;
  }
}

/** The comparators one token stands for, as semver desugars `^`, `~`, x-ranges and partial versions. */
function desugar(op: string, parts: (string | undefined)[], pre?: string): Comparator[] {
  const x = parts.findIndex(isX) < 0 ? 3 : parts.findIndex(isX); // the first x-ed part
  if (parts.slice(x).some((part) => !isX(part))) throw new Error('a number after an x');
  const n = parts.map((part) => (isX(part) ? 0 : Number(part)));
  const low: Version = [n[0]!, n[1]!, n[2]!, preOf(pre)];
  /** Part j plus one, the parts after it zero: `<` that is the range's end. */
  const bump = (j: number, floor = FLOOR) => [...n.map((v, k) => (k < j ? v : k === j ? v + 1 : 0)), floor] as Version;
  const between = (j: number): Comparator[] => [['>=', low], ['<', bump(j)]];
  if (op === '<' || op === '<=' || op === '>' || op === '>=') {
    if (!x) return op === '<' || op === '>' ? [['<', [0, 0, 0, FLOOR]]] : [undefined];
    if (x === 3) return [[op, low]];
    if (op === '>') return [['>=', bump(x - 1, [])]];
    if (op === '<=') return [['<', bump(x - 1)]];
    return [[op, op === '<' ? [n[0]!, n[1]!, 0, FLOOR] : low]];
  }
  if (!x) return [undefined];
  if (op === '^') {
    const nonZero = n.slice(0, x).findIndex((v) => v > 0);
    return between(nonZero < 0 ? x - 1 : nonZero);
  }
  if (op[0] === '~') return between(Math.min(x, 2) - 1); // ~ and ~>
  return x === 3 ? [['=', low]] : between(x - 1);
}

function parseSet(text: string): Comparator[] {
  const set = text.trim();
  const h = HYPHEN.exec(set);
  if (h) return [...desugar('>=', h.slice(1, 4), h[4]), ...desugar('<=', h.slice(5, 8), h[8])];
  const tokens = set.replace(/(\^|~>?|[<>]=?|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
  return tokens.length
    ? tokens.flatMap((token) => {
        const t = TOKEN.exec(token);
        if (!t) throw new Error(`not a comparator: ${token}`);
        return desugar(t[1] ?? '', t.slice(2, 5), t[5]);
      })
    : [undefined];
}

function test(c: Comparator, version: Version): boolean {
  if (!c) return true;
  const d = compare(version, c[1]);
  return { '<': d < 0, '<=': d <= 0, '>': d > 0, '>=': d >= 0, '=': d === 0 }[c[0]];
}

/** A prerelease passes a set only if one of its comparators names a prerelease of the same major.minor.patch. */
function satisfiesSet(set: Comparator[], version: Version): boolean {
  if (!set.every((c) => test(c, version))) return false;
  return !version[3].length || set.some((c) => !!c?.[1][3].length && c[1].slice(0, 3).every((v, i) => v === version[i]));
}

/** Whether `version` is in `range`, exactly as `semver.satisfies(version, range)` answers. */
export function satisfies(version: string, range: string): boolean {
  const m = FULL.exec(version.trim());
  if (!m) return false;
  const parsed: Version = [Number(m[1]), Number(m[2]), Number(m[3]), preOf(m[4])];
  try {
    return range.split('||').some((set) => satisfiesSet(parseSet(set), parsed));
  } catch {
    return false;
  }
}

/** One `shared` entry of a Module Federation mf-manifest.json, as far as version checks need it. */
export interface ManifestShared {
  name?: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface SharedMismatch {
  remote: string;
  pkg: string;
  requiredVersion: string;
  providedVersion: string;
}

/**
 * The singletons a remote needs in a version the host does not provide. A singleton exists once per page, so
 * the remote gets the host's copy whatever its own range says (the federation runtime only warns); a remote
 * whose range the host's copy misses would find exports it was built against `undefined`. Entries that are not
 * singletons, that the host does not provide, or that accept any version (`requiredVersion` false or `*`) never
 * mismatch.
 */
export function sharedMismatches(remote: string, shared: readonly ManifestShared[], provided: Readonly<Record<string, string>>): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const { name, singleton, requiredVersion } of shared) {
    const providedVersion = name ? provided[name] : undefined;
    if (!name || !singleton || !providedVersion || typeof requiredVersion !== 'string' || requiredVersion === '*') continue;
    if (!satisfies(providedVersion, requiredVersion)) mismatches.push({ remote, pkg: name, requiredVersion, providedVersion });
  }
  return mismatches;
}
