/**
 * scripts/e2e-shards.sh's two steps around a run (support/shard-plan.ts says why):
 *   plan <listing.json> <shards> <plan.json>   the plan for a `playwright test --list --reporter=json` listing,
 *                                               from e2e/shard-times.json; prints each shard's planned minutes
 *   record <times.json>…                        the table updated from a run's shards (`shards:record`): the groups
 *                                               it ran are measured again, the others kept while their file exists
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type GroupTimes, groupKey, groupsOfListing, mergeTimes, planShards } from './shard-plan';

const TABLE = path.join(import.meta.dirname, '..', 'shard-times.json');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const minutes = (seconds: number) => (seconds / 60).toFixed(1);

const [command, ...args] = process.argv.slice(2);
if (command === 'plan' && args.length === 3) {
  const [listing, total, out] = args as [string, string, string];
  const times = existsSync(TABLE) ? readJson<GroupTimes>(TABLE) : {};
  const groups = groupsOfListing(readJson(listing));
  const { plan, seconds } = planShards(groups, Number(total), times);
  writeFileSync(out, `${JSON.stringify(plan, null, 1)}\n`);
  const unknown = groups.filter((g) => !times[groupKey(g)]).length;
  console.log(
    `Shards planned by time (e2e/shard-times.json${unknown ? `; ${unknown} of ${groups.length} groups not in it, estimated from their test counts` : ''}): ` +
      seconds.map((s, i) => `shard ${i + 1} ~${minutes(s)} min of tests`).join(', '),
  );
} else if (command === 'record' && args.length > 0) {
  const kept = Object.entries(existsSync(TABLE) ? readJson<GroupTimes>(TABLE) : {}).filter(([key]) =>
    existsSync(path.join(import.meta.dirname, '..', 'tests', key.slice(key.indexOf(' ') + 1))),
  );
  const table = mergeTimes([Object.fromEntries(kept), ...args.map((file) => readJson<GroupTimes>(file))]);
  writeFileSync(TABLE, `${JSON.stringify(table, null, 1)}\n`);
  const total = Object.values(table).reduce((sum, e) => sum + e.seconds, 0);
  console.log(`${path.relative(process.cwd(), TABLE)}: ${Object.keys(table).length} groups, ${minutes(total)} min of tests`);
} else {
  console.error('usage: shards-cli.ts plan <listing.json> <shards> <plan.json> | record <times.json>…');
  process.exit(2);
}
