#!/usr/bin/env bash
# Runs a command with Node 22 LTS first on PATH (pnpm, tsx, jest and Playwright then run on it too).
# Node 22 comes from the npm registry's `node@22` package, which carries the binary; it is installed once
# into NODE22_PREFIX (default: a folder in the system temp dir) and reused. Usage: scripts/with-node22.sh pnpm test
set -euo pipefail
prefix="${NODE22_PREFIX:-${TMPDIR:-/tmp}/agency-node22}"
bin="$prefix/node_modules/.bin"
if ! "$bin/node" --version 2>/dev/null | grep -q '^v22\.'; then
  echo "Installing Node 22 (npm package node@22) into $prefix…" >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-audit --no-fund --no-save --loglevel=error node@22 >&2
fi
export PATH="$bin:$PATH"
echo "Node $(node --version) at $(command -v node)" >&2
exec "$@"
