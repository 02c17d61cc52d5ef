#!/usr/bin/env bash
# One command from a fresh clone: install, build, and start the whole composed site with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/build.sh
PORT="${PORT:-3000}" exec pnpm --filter @agency/site run serve
