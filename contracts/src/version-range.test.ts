import semver from 'semver';
import { satisfies, sharedMismatches } from './version-range';

/**
 * The inputs on which the three copies of the rule this module replaces disagreed (site/src/hints.ts's
 * satisfiesCaret, the shell's use of the federation runtime's `satisfy`, scripts/skew-compat.mjs), with what
 * npm's semver says; `semver` is the oracle for each row.
 */
const TABLE: [version: string, range: string, expected: boolean][] = [
  // ^0.y: the minor is the breaking part (skew-compat demanded 0.3.0 === 0.2.0; hints ignored it)
  ['0.3.0', '^0.2.0', false],
  ['0.2.5', '^0.2.0', true],
  ['0.2.0', '^0.2.0', true],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  // exact pins (hints refused every range not starting with ^)
  ['1.2.3', '1.2.3', true],
  ['1.2.4', '1.2.3', false],
  ['1.2.3', '=1.2.3', true],
  ['1.2.3', 'v1.2.3', true],
  // ~ ranges
  ['1.2.9', '~1.2.0', true],
  ['1.3.0', '~1.2.0', false],
  ['1.2.0', '~1.2', true],
  ['1.3.0', '~1.2', false],
  ['1.9.0', '~1', true],
  // prereleases: only in a range that names a prerelease of the same x.y.z (the federation runtime let
  // 1.2.0-beta.1 into ^1.1.0)
  ['1.2.0-beta.1', '^1.1.0', false],
  ['1.2.0-beta.2', '^1.2.0-beta.1', true],
  ['1.2.0-beta.1', '^1.2.0-beta.2', false],
  ['1.2.0-beta.10', '^1.2.0-beta.2', true],
  ['1.2.0', '^1.2.0-beta.1', true],
  ['1.3.0-beta.1', '^1.2.0-beta.1', false],
  ['1.2.0-rc.1', '>=1.2.0-beta.1', true],
  ['1.2.0-beta.1', '*', false],
  // carets on ≥ 1
  ['1.2.0', '^1.2.0', true],
  ['1.2.0', '^1.3.0', false],
  ['2.0.0', '^1.2.0', false],
  ['19.2.0', '^19.0.0', true],
  // x-ranges, partial versions, unions, comparators, hyphens
  ['1.5.0', '1.x', true],
  ['2.0.0', '1.x', false],
  ['1.2.3', '1.2', true],
  ['1.2.3', '*', true],
  ['1.2.3', '', true],
  ['1.2.3', '>=1.2.0 <2.0.0', true],
  ['2.0.0', '>=1.2.0 <2.0.0', false],
  ['2.1.0', '^1.0.0 || ^2.0.0', true],
  ['3.0.0', '^1.0.0 || ^2.0.0', false],
  ['1.3.9', '1.2.3 - 1.3', true],
  ['1.4.0', '1.2.3 - 1.3', false],
  ['1.2.0', '> 1.1', true],
  ['1.1.9', '> 1.1', false],
  ['1.7.9', '<=1.7.x', true],
  // invalid input satisfies nothing
  ['not-a-version', '^1.0.0', false],
  ['1.2.3', 'not a range', false],
  ['1.2.3', '1.x.3', false],
];

describe('the version rule', () => {
  it.each(TABLE)('%s in %j is %s, as semver says', (version, range, expected) => {
    expect(semver.satisfies(version, range)).toBe(expected);
    expect(satisfies(version, range)).toBe(expected);
  });

  it('agrees with semver on every pair of a grid of versions and ranges', () => {
    const versions = ['0.0.0', '0.0.1', '0.0.2', '0.1.0', '0.1.5', '0.2.0', '1.0.0-0', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta',
      '1.0.0', '1.0.1', '1.1.0', '1.1.0-rc.1', '1.2.0', '1.2.3', '1.2.4-beta.2', '1.9.9', '2.0.0-0', '2.0.0', '2.1.0+build.5', 'v3.0.0'];
    const ranges = ['*', 'x', '', '1', '1.x', '1.2', '1.2.x', '^0', '^0.0', '^0.0.1', '^0.1', '^0.1.0', '^1', '^1.0.0-alpha', '^1.1',
      '^1.2.3', '~0', '~0.1', '~1.0.0-alpha.1', '~1.2.3', '~>1.1', '>1', '>1.0', '>1.0.0', '>=1.0.0-beta', '<1', '<1.2', '<=1.1',
      '<=1.1.x', '<2.0.0-0', '>=0.1.0 <1.1.0', '1.0.0 - 1.2', '0.1 - 1.0.0-beta', '1.x || >=2.0.0', '=1.0.0', '1.0.0-alpha', '<*', '>=*'];
    const disagreements = versions.flatMap((version) =>
      ranges.filter((range) => satisfies(version, range) !== semver.satisfies(version, range)).map((range) => `${version} ${range}`),
    );
    expect(disagreements).toEqual([]);
  });
});

describe('shared singleton mismatches', () => {
  const provided = { react: '19.2.0', '@agency/shared-ui': '1.2.0' };

  it('names each singleton the host provides in a version outside the remote’s range', () => {
    const shared = [
      { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
      { name: '@agency/shared-ui', singleton: true, requiredVersion: '^1.3.0' },
    ];
    expect(sharedMismatches('portal', shared, provided)).toEqual([
      { remote: 'portal', pkg: '@agency/shared-ui', requiredVersion: '^1.3.0', providedVersion: '1.2.0' },
    ]);
  });

  it('ignores entries that are not singletons, not provided, or accept any version', () => {
    const shared = [
      { name: 'react', singleton: false, requiredVersion: '^20.0.0' },
      { name: 'zod', singleton: true, requiredVersion: '^9.0.0' },
      { name: '@agency/shared-ui', singleton: true, requiredVersion: false as const },
      { name: '@agency/shared-ui', singleton: true, requiredVersion: '*' },
      { name: '@agency/shared-ui', requiredVersion: '^2.0.0' },
    ];
    expect(sharedMismatches('portal', shared, provided)).toEqual([]);
  });
});
