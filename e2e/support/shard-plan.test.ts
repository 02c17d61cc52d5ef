import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Attempt, estimateSeconds, type GroupTimes, groupsOfListing, mergeTimes, planShards, shardTestMatch, type TestGroup, timesOfAttempts } from './shard-plan';

const g = (project: string, file: string, tests = 1): TestGroup => ({ project, file, tests });

describe('the e2e shards planned by time', () => {
  const times: GroupTimes = {
    'visual visual.spec.ts': { seconds: 300, tests: 120 },
    'desktop consultation.spec.ts': { seconds: 240, tests: 4 },
    'desktop marketing.spec.ts': { seconds: 120, tests: 30 },
    'desktop seo.spec.ts': { seconds: 60, tests: 8 },
    'mobile smoke.spec.ts': { seconds: 40, tests: 10 },
  };

  it('shares the measured groups out so the shards end near together, where a cut by count would not', () => {
    const groups = [g('visual', 'visual.spec.ts', 120), g('desktop', 'consultation.spec.ts', 4), g('desktop', 'marketing.spec.ts', 30), g('desktop', 'seo.spec.ts', 8), g('mobile', 'smoke.spec.ts', 10)];
    const { plan, seconds } = planShards(groups, 2, times);
    // 300 | 240 + 120 → visual; then 240 to the other; 120 to the lighter (300 vs 240 → shard 2); 60 to shard 1; 40 to shard 1.
    assert.deepEqual(seconds, [400, 360]);
    assert.deepEqual(plan, [
      { visual: ['visual.spec.ts'], desktop: ['seo.spec.ts'], mobile: ['smoke.spec.ts'] },
      { desktop: ['consultation.spec.ts', 'marketing.spec.ts'] },
    ]);
  });

  it('gives every group to exactly one shard, whatever the count of shards', () => {
    const groups = Object.keys(times).map((key) => g(key.split(' ')[0]!, key.split(' ')[1]!));
    for (const total of [1, 2, 3, 7]) {
      const { plan } = planShards(groups, total, times);
      assert.equal(plan.length, total);
      const given = plan.flatMap((shard) => Object.entries(shard).flatMap(([project, files]) => files.map((file) => `${project} ${file}`)));
      assert.deepEqual(given.sort(), Object.keys(times).sort());
    }
  });

  it('works out the same plan for groups listed in any order', () => {
    const groups = [g('desktop', 'a.spec.ts'), g('desktop', 'b.spec.ts'), g('mobile', 'a.spec.ts'), g('desktop', 'c.spec.ts')];
    const forward = planShards(groups, 2, {});
    assert.deepEqual(planShards([...groups].reverse(), 2, {}), forward);
  });

  it("estimates a group it has not measured from its test count at its project's mean, else the suite's", () => {
    // desktop: 420 s over 42 tests = 10 s a test.
    assert.equal(estimateSeconds(g('desktop', 'new.spec.ts', 3), times), 30);
    // No 'tablet' measured: the suite's 760 s over 172 tests.
    assert.equal(estimateSeconds(g('tablet', 'new.spec.ts', 172), times), 760);
    assert.equal(estimateSeconds(g('desktop', 'seo.spec.ts', 99), times), 60, 'a measured group keeps its measurement');
    assert.equal(estimateSeconds(g('desktop', 'x.spec.ts', 2), {}), 2, 'nothing measured: a second a test');
  });

  it('refuses a shard count that is not a whole number from 1', () => {
    assert.throws(() => planShards([], 0, {}), /from 1, not 0/);
    assert.throws(() => planShards([], 1.5, {}), /from 1, not 1.5/);
  });
});

describe("the listing, the table and the config's match", () => {
  it("counts each project's tests in each file of a `--list --reporter=json` listing, describe blocks included", () => {
    const listing = {
      suites: [
        {
          file: 'booking.spec.ts',
          specs: [{ file: 'booking.spec.ts', tests: [{ projectName: 'desktop' }, { projectName: 'mobile' }] }],
          suites: [{ specs: [{ file: 'booking.spec.ts', tests: [{ projectName: 'desktop' }] }] }],
        },
        { file: 'sub/seo.spec.ts', specs: [{ file: 'sub\\seo.spec.ts', tests: [{ projectName: 'desktop' }] }] },
      ],
    };
    assert.deepEqual(groupsOfListing(listing), [g('desktop', 'booking.spec.ts', 2), g('mobile', 'booking.spec.ts', 1), g('desktop', 'sub/seo.spec.ts', 1)]);
  });

  it("charges a group, in a run of one worker, the wait before each of its tests (its beforeAll hooks), and only each test's last attempt", () => {
    const at = (file: string, start: number, duration: number, last = true): Attempt => ({ project: 'desktop', file, start, duration, last });
    const attempts = [
      at('a.spec.ts', 0, 2_000),
      at('a.spec.ts', 2_000, 3_000),
      // b's beforeAll started a site for 15 s before its first test; its second test failed once, then passed.
      at('b.spec.ts', 20_000, 1_000),
      at('b.spec.ts', 21_000, 4_000, false),
      at('b.spec.ts', 27_000, 2_000),
    ];
    assert.deepEqual(timesOfAttempts([...attempts].reverse(), true), {
      'desktop a.spec.ts': { seconds: 5, tests: 2 },
      // 16 s to b1's end, and b2's retry: 2 s after its failed attempt, 2 s of its own.
      'desktop b.spec.ts': { seconds: 20, tests: 2 },
    });
    assert.deepEqual(timesOfAttempts(attempts, false), {
      'desktop a.spec.ts': { seconds: 5, tests: 2 },
      'desktop b.spec.ts': { seconds: 3, tests: 2 },
    }, 'with several workers the gaps are not a test\'s');
  });

  it("takes each group's latest measurement, in key order", () => {
    const merged = mergeTimes([{ 'desktop b.spec.ts': { seconds: 1, tests: 1 }, 'desktop a.spec.ts': { seconds: 5, tests: 2 } }, { 'desktop b.spec.ts': { seconds: 3, tests: 1 } }]);
    assert.deepEqual(Object.entries(merged), [
      ['desktop a.spec.ts', { seconds: 5, tests: 2 }],
      ['desktop b.spec.ts', { seconds: 3, tests: 1 }],
    ]);
  });

  it("matches exactly a shard's files under the tests folder, and nothing when it has none", () => {
    const match = shardTestMatch(['seo.spec.ts', 'sub/a+b.spec.ts']);
    assert.ok(match.test('/repo/e2e/tests/seo.spec.ts'));
    assert.ok(match.test('C:\\repo\\e2e\\tests\\sub\\a+b.spec.ts'));
    assert.ok(!match.test('/repo/e2e/tests/not-seo.spec.ts'), 'a name ending in another file name is not that file');
    assert.ok(!match.test('/repo/e2e/tests/seo.spec.tsx'));
    assert.ok(!match.test('/repo/e2e/tests/sub/aab.spec.ts'), 'a plus in a name is not a pattern');
    for (const none of [shardTestMatch([]), shardTestMatch(undefined)]) assert.ok(!none.test('/repo/e2e/tests/seo.spec.ts'));
  });
});
