#!/usr/bin/env bash
# The scale-out topology on one machine: two API processes on the PostgreSQL and Redis named in
# DATABASE_URL / REDIS_URL, the site in front of them (round robin, skipping a process that is down),
# and each remote served from its own origin (another port), as a CDN would.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL=postgres://user@host:5432/db}"
: "${REDIS_URL:?set REDIS_URL=redis://host:6379}"
PORT="${PORT:-3000}"
API_PORTS="${API_PORTS:-4001 4002}"
REMOTES_PORT="${REMOTES_PORT:-3100}"
REMOTES=(marketing booking portal academy)

for app in shell "${REMOTES[@]/#/mf-}"; do
  [ -f "$app/dist/index.html" ] || [ -f "$app/dist/mf-manifest.json" ] || { bash scripts/build.sh; break; }
done

# Each child runs in its own session: Ctrl-C reaches this script alone, which stops every child once
# (close-with-grace treats a second signal as "exit now", skipping the drain).
pids=()
cleanup() { for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done; wait; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Migrations (and the demo content) once, before any API process starts.
(cd api && node --import tsx src/db/migrate.ts --seed-demo)

upstreams=()
for port in $API_PORTS; do
  (cd api && PORT="$port" HOST=127.0.0.1 exec setsid node --import tsx src/server.ts) &
  pids+=($!)
  upstreams+=("http://127.0.0.1:$port")
done

manifest="$(mktemp -t remotes-XXXX.json)"
entries=()
for i in "${!REMOTES[@]}"; do
  name="${REMOTES[$i]}"
  port=$((REMOTES_PORT + i))
  (cd site && REMOTE_DIR="$OLDPWD/mf-$name/dist" PORT="$port" HOST=127.0.0.1 exec setsid node --import tsx src/serve-remote.ts) &
  pids+=($!)
  entries+=("\"$name\": \"http://localhost:$port/mf-manifest.json\"")
done
(IFS=,; echo "{ \"apiBase\": \"/api\", \"remotes\": { ${entries[*]} } }") >"$manifest"

for port in $API_PORTS; do
  for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/ready" >/dev/null && break; sleep 0.5; done
done

(cd site && API_UPSTREAMS="$(IFS=,; echo "${upstreams[*]}")" REMOTES_FILE="$manifest" PORT="$PORT" exec setsid node --import tsx src/serve.ts) &
pids+=($!)
wait -n
