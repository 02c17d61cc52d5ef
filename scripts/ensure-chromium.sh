#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a browser download), and records videos of failures with
# Debian's ffmpeg, linked where Playwright looks for its own (by the revision playwright-core pins).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
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
