#!/usr/bin/env bash
# Builds the shell and every remote, each into its own dist/ with its own mf-manifest.json.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mf-*' run build
