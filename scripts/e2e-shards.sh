#!/usr/bin/env bash
# The e2e suite as E2E_SHARDS (default 2) Playwright processes at once, each a shard of the tests with its own seeded
# site, its own ports (E2E_PORT 3100, 3400, …: each shard's topologies and seeded sites sit above its own) and its own
# results folder (e2e/shards/<n>/). One process took 16.8 minutes here, the two shards 12.6 and 14.5 (2026-11-27):
# less than half, since one process already keeps the 2 cores busy most of the time (a first reading of 0.6 of a core
# missed the browsers' own processes).
# The shards are planned by time, not by count (e2e/support/shard-plan.ts): the tests are listed, and each project's
# files are shared out by the seconds e2e/shard-times.json measured for them, so the shards end together (cut by
# Playwright's --shard into equal counts of tests, they held 16.7 and 18.0 minutes of tests on 2026-12-08; planned by
# time, 17.1 and 16.9 in the next run). Each shard writes
# what it measured to e2e/shards/<n>/times.json; `pnpm --filter @agency/e2e run shards:record` puts a run's figures
# into the table.
# Within a shard the tests run one at a time, in the config's order (the visual project first, on its shard's fresh
# seed). Each shard's output is printed whole when both are done (a shard's own summary ends it); the shards' results
# are merged into one HTML report, e2e/playwright-report/index.html.
# Arguments go to the listing and to every shard (`--project=desktop`, a file). E2E_SHARDS=1 runs the suite as one process.
set -uo pipefail
cd "$(dirname "$0")/.."
shards="${E2E_SHARDS:-2}"
root="$PWD/e2e/shards"
rm -rf "$root"
mkdir -p "$root"
pnpm --silent --filter @agency/e2e exec playwright test --list --reporter=json "$@" >"$root/listing.json" ||
  { echo "the e2e tests could not be listed (the shards are planned from the listing): $root/listing.json"; exit 1; }
pnpm --silent --filter @agency/e2e exec node --import tsx support/shards-cli.ts plan "$root/listing.json" "$shards" "$root/plan.json" || exit 1
pids=()
for n in $(seq 1 "$shards"); do
  mkdir -p "$root/$n"
  {
    started=$SECONDS
    shard_rc=0
    E2E_PORT=$((3100 + (n - 1) * 300)) E2E_DEV_PORT=$((5600 + (n - 1) * 50)) E2E_OUTPUT_DIR="$root/$n" E2E_BLOB_DIR="$root/$n/blob" \
      E2E_SHARD="$n" E2E_SHARD_PLAN="$root/plan.json" pnpm --filter @agency/e2e exec playwright test "$@" >"$root/$n/log.txt" 2>&1 || shard_rc=$?
    echo $((SECONDS - started)) >"$root/$n/seconds"
    exit "$shard_rc"
  } &
  pids+=($!)
done
rc=0
codes=()
for n in $(seq 1 "$shards"); do
  shard_rc=0
  wait "${pids[$((n - 1))]}" || shard_rc=$?
  codes+=("$shard_rc")
  [ "$shard_rc" -eq 0 ] || rc=1
done
# The shards that passed are printed first and the failing ones last, then one line per shard: a CI log that keeps
# only its tail (as the project's does) then still holds every failure and its first lines (the summary reporter).
print_shard() { printf '\n=== e2e shard %s of %s (exit %s) ===\n' "$1" "$shards" "${codes[$(($1 - 1))]}"; cat "$root/$1/log.txt"; }
for n in $(seq 1 "$shards"); do [ "${codes[$((n - 1))]}" -ne 0 ] || print_shard "$n"; done
for n in $(seq 1 "$shards"); do [ "${codes[$((n - 1))]}" -eq 0 ] || print_shard "$n"; done
printf '\n=== e2e shards ===\n'
for n in $(seq 1 "$shards"); do
  printf 'shard %s of %s: exit %s after %s min — %s\n' "$n" "$shards" "${codes[$((n - 1))]}" \
    "$(awk '{ printf "%.1f", $1 / 60 }' "$root/$n/seconds" 2>/dev/null || echo '?')" \
    "$(grep -E '^[0-9]+ passed, [0-9]+ flaky, [0-9]+ failed' "$root/$n/log.txt" | tail -1 || echo 'no summary: see its log above')"
done
# One HTML report of every shard's tests, at the place it always was (a blob reporter empties its own folder as it
# starts, so each shard writes its own and they are gathered here).
mkdir -p "$root/blobs"
cp "$root"/*/blob/*.zip "$root/blobs/" 2>/dev/null || true
rm -rf e2e/playwright-report
PLAYWRIGHT_HTML_OUTPUT_DIR="$PWD/e2e/playwright-report" PLAYWRIGHT_HTML_OPEN=never \
  pnpm --filter @agency/e2e exec playwright merge-reports --reporter=html "$root/blobs" >/dev/null 2>&1 ||
  echo "(the shards' reports could not be merged: each is in e2e/shards/<n>/report/)"
exit "$rc"
