#!/usr/bin/env bash
# Every check: typecheck, lint, unit and component tests, API tests, build, budget, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

step() { printf '\n=== %s ===\n' "$1"; }

step "Typecheck"
pnpm -r --workspace-concurrency=2 run typecheck

step "Lint"
pnpm exec biome check .

step "Unit and component tests"
pnpm -r --workspace-concurrency=1 --filter '!./e2e' --filter '!./api' run test

step "API tests (PGlite)"
pnpm --filter @agency/api run test

step "Build"
bash scripts/build.sh

step "End-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
pnpm --filter @agency/e2e run test

echo
echo "All checks passed."
