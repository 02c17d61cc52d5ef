#!/usr/bin/env bash
# Two API processes behind the site on a real PostgreSQL and Redis (see site/src/cluster/cluster-test.ts).
# DATABASE_URL: a server where a scratch database may be created (default postgres://postgres@127.0.0.1:5432/test);
# REDIS_URL (default redis://127.0.0.1:6379); CLUSTER_PORT (default 6300, uses the next three ports too).
set -euo pipefail
cd "$(dirname "$0")/../site"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
hostport="${REDIS_URL#redis://}"; hostport="${hostport%%/*}"
if ! (exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}") 2>/dev/null; then
  echo "cluster test: no Redis at $REDIS_URL" >&2
  exit 1
fi
exec timeout --kill-after=10 "${CLUSTER_TIMEOUT:-240}" node --import tsx src/cluster/cluster-test.ts
