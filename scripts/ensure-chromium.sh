#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a browser download), and records videos of failures with
# Debian's ffmpeg, linked where Playwright looks for its own (by the revision playwright-core pins).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The e2e suite's browser (e2e/support/environment.ts, TEST_BROWSER_PATH): the same Chromium release without the
# browser's window, half the CPU of the whole browser run headless. Lighthouse and the slow-phone bench drive the
# whole browser.
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
# Liberation Sans has Arial's metrics: the brand font's stand-in face (shared-ui/src/brand-font.ts) is sized for
# Arial/Liberation Sans/Roboto, as on the visitors' machines, and e2e/tests/brand-font.spec.ts checks that the swap
# moves nothing. Without one of them Chromium falls back to DejaVu Sans, wider, and that check fails.
fc-list 2>/dev/null | grep -qi "Liberation Sans" || missing+=(fonts-liberation)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages…"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
link="$(cd e2e && node --import tsx -e "import('./support/ffmpeg.ts').then((m) => console.log(m.playwrightFfmpegPath()))")"
if [ ! -x "$link" ]; then
  mkdir -p "$(dirname "$link")"
  ln -sf "$(command -v ffmpeg)" "$link"
fi
