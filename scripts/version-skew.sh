#!/usr/bin/env bash
# Version skew: the shell and the remotes are deployed independently, so a release's remotes meet the
# previous release's shell in production (and the reverse, when a shell goes out before the remotes or is
# rolled back). This composes both mixed pairs and runs the composition smoke (e2e/tests/composition.spec.ts)
# against each — or, when a pair is outside the version policy (scripts/skew-compat.mjs: a remote built for a
# newer minor of a shared singleton than the shell provides, which the policy ships shell-first), checks that
# each such remote is refused with the fallback and a console error (e2e/skew/refused.spec.ts):
#   A. the previous release's shell + this checkout's remotes
#   B. this checkout's shell     + the previous release's remotes (marketing, booking, portal: the ones the
#      composition smoke loads; academy and office come from this checkout)
# The previous release is VERSION_SKEW_REF when set, else the newest release-* tag, else the shell as it was
# before the last commit that changed shell/. It is checked out as a git worktree in a temp folder; only its
# shell is always built there, and of its remotes only those whose inputs (their folder, shared-auth,
# shared-ui, tooling, the lockfile) differ from this checkout: an unchanged remote would build the same.
# This checkout's builds are reused (built first when missing). VERSION_SKEW_PORT (default 6280) is the
# site's port. The reports go to a temp folder whose path is printed at the end.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PORT="${VERSION_SKEW_PORT:-6280}"
COMPOSED=(marketing booking portal)
REMOTES=(marketing booking portal academy office)
started=$SECONDS

if [ -n "${VERSION_SKEW_REF:-}" ]; then
  ref="$VERSION_SKEW_REF"
elif tag=$(git tag --list 'release-*' --sort=-creatordate | head -n1) && [ -n "$tag" ]; then
  ref="$tag"
else
  last_shell_change=$(git log -1 --format=%H -- shell/)
  ref="${last_shell_change}^"
fi
prev_sha=$(git rev-parse --verify "$ref^{commit}")
echo "Previous release: $ref ($(git log -1 --format='%h %s' "$prev_sha" | cut -c1-100))"

work=$(mktemp -d "${TMPDIR:-/tmp}/version-skew-XXXXXX")
prev="$work/prev"
site_pid=""
cleanup() {
  if [ -n "$site_pid" ]; then kill -- "-$site_pid" 2>/dev/null || true; fi
  git -C "$ROOT" worktree remove --force "$prev" 2>/dev/null || true
  git -C "$ROOT" worktree prune
}
trap cleanup EXIT

# This checkout's builds (CI has just built them in `npm test`).
for app in shell "${REMOTES[@]/#/mf-}"; do
  if [ ! -f "$app/dist/mf-manifest.json" ]; then
    echo "=== Building this checkout ($app/dist is missing) ==="
    bash scripts/build.sh
    break
  fi
done

echo "=== The previous release: worktree, install, build ==="
git worktree add --detach "$prev" "$prev_sha" >/dev/null
(cd "$prev" && pnpm install --frozen-lockfile --prefer-offline --reporter=silent)
(cd "$prev" && pnpm --filter ./shell run build >/dev/null)
echo "built the previous shell"
prev_remote_dir() { # the previous release's build of one remote, built only when its inputs changed
  local name=$1
  if git diff --quiet "$prev_sha" HEAD -- "mf-$name" shared-auth shared-ui tooling pnpm-lock.yaml; then
    echo "$ROOT/mf-$name/dist"
  else
    (cd "$prev" && pnpm --filter "./mf-$name" run build >/dev/null)
    echo "$prev/mf-$name/dist"
  fi
}
mixed="$work/mixed"
for name in "${REMOTES[@]}"; do
  mkdir -p "$mixed/mf-$name"
  dir="$ROOT/mf-$name/dist"
  if [[ " ${COMPOSED[*]} " == *" $name "* ]]; then dir=$(prev_remote_dir "$name"); fi
  ln -s "$dir" "$mixed/mf-$name/dist"
  echo "pair B serves mf-$name from ${dir#"$work/"}"
done

run_pair() { # label, shell dist, remotes root
  local label=$1 shell_dir=$2 remotes_root=$3
  echo
  echo "=== Pair $label ==="
  (
    cd site
    exec setsid env PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$work/data-$label" NODE_ENV=test SEED_DEMO=true LOG_LEVEL=warn \
      RATE_LIMIT_MAX=1000 SHELL_DIR="$shell_dir" REMOTES_ROOT="$remotes_root" node --import tsx src/serve.ts >"$work/site-$label.log" 2>&1
  ) &
  site_pid=$!
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$PORT/api/home" >/dev/null 2>&1; then break; fi
    if ! kill -0 "$site_pid" 2>/dev/null; then cat "$work/site-$label.log"; exit 1; fi
    sleep 1
  done
  # The page must be the chosen shell build's (its main script's content hash), or the pair proves nothing.
  local served wanted
  served=$(curl -fsS "http://127.0.0.1:$PORT/" | grep -o 'main\.[0-9a-f]*\.js' | head -n1)
  wanted=$(grep -o 'main\.[0-9a-f]*\.js' "$shell_dir/index.html" | head -n1)
  if [ "$served" != "$wanted" ]; then
    echo "pair $label: the site serves $served, not the shell build $wanted" >&2
    return 1
  fi
  local status=0 mismatches
  # A pair the versioning policy forbids (a remote built for a newer shared minor than this shell provides: the
  # shell must be deployed first) must be refused cleanly; any other pair must compose.
  mismatches=$(cd site && node --import tsx ../scripts/skew-compat.mjs "$shell_dir" "$remotes_root")
  if [ -n "$mismatches" ]; then
    echo "pair $label is outside the version policy, so its remotes must be refused with the fallback:"
    echo "$mismatches" | sed 's/^/  /'
    (cd e2e && E2E_BASE_URL="http://localhost:$PORT" E2E_OUTPUT_DIR="$work/e2e-$label" E2E_SKEW_REFUSED="$mismatches" \
      pnpm exec playwright test --config skew/playwright.config.ts) || status=$?
  else
    (cd e2e && E2E_BASE_URL="http://localhost:$PORT" E2E_DEMO_SEED=true E2E_OUTPUT_DIR="$work/e2e-$label" \
      pnpm exec playwright test --project=desktop tests/composition.spec.ts) || status=$?
  fi
  kill -- "-$site_pid" 2>/dev/null || true
  wait "$site_pid" 2>/dev/null || true
  site_pid=""
  return $status
}

result=0
run_pair A "$prev/shell/dist" "$ROOT" || result=1
run_pair B "$ROOT/shell/dist" "$mixed" || result=1
echo
echo "Version skew against $ref: $([ $result = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s; reports in $work/e2e-A and $work/e2e-B"
exit $result
