#!/usr/bin/env bash
# Makes sure pnpm and the workspace's dependencies are installed. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  # corepack's pnpm download fails its signature check on these machines; npm installs pnpm fine.
  echo "Installing pnpm $PNPM_VERSION with npm…"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ pnpm-lock.yaml -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  echo "Installing dependencies…"
  pnpm install --frozen-lockfile --prefer-offline
  touch "$stamp"
fi
