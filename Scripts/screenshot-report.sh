#!/usr/bin/env bash
# Renders the bundled Examples/ with `safearea render` into a temporary directory and screenshots
# its index.html with headless Chromium, so that the report can be checked in a real browser.
#
# Usage: Scripts/screenshot-report.sh [OUTPUT.png] [-- extra 'safearea render' options]
#   OUTPUT.png  where to write the screenshot (default: $TMPDIR/safearea-report.png)
#   Environment: SCENES (default: a few seed scenes), DEVICES (default: 'iPhone X,iPhone 16 Pro,
#   iPhone SE (3rd generation),iPad Pro 11-inch (M4)'), WIDTH (default 1600), HEIGHT (default 4000),
#   KEEP=1 keeps the rendered directory.
#
# Needs Chromium from Debian's packages: when `chromium` is missing the script installs it with
# `apt-get install -y chromium` (as root, or through sudo when available).
set -euo pipefail

cd "$(dirname "$0")/.."
output="${1:-${TMPDIR:-/tmp}/safearea-report.png}"
shift $(( $# > 0 ? 1 : 0 ))
[[ "${1:-}" == "--" ]] && shift

if ! command -v chromium >/dev/null 2>&1; then
  echo "screenshot-report: chromium not found; installing Debian's 'chromium' package" >&2
  if [[ "$(id -u)" -eq 0 ]]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "screenshot-report: install chromium (apt-get install -y chromium) and re-run" >&2
    exit 1
  fi
fi

swift build --product safearea >/dev/null 2>&1 || swift build --product safearea
binary="$(swift build --product safearea --show-bin-path)/safearea"

workdir="$(mktemp -d "${TMPDIR:-/tmp}/safearea-render.XXXXXX")"
if [[ "${KEEP:-0}" != "1" ]]; then trap 'rm -rf "$workdir"' EXIT; fi

scenes=(${SCENES:-Examples/A0-1.yaml Examples/A0-9.yaml Examples/A3-2.yaml Examples/A3-9.yaml Examples/A3-9-fixed.yaml})
devices="${DEVICES:-iPhone X,iPhone 16 Pro,iPhone SE (3rd generation),iPad Pro 11-inch (M4)}"
"$binary" render "${scenes[@]}" --devices "$devices" --out "$workdir/report" "$@"

# --no-sandbox: the container may run as root, where Chromium refuses its sandbox.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --window-size="${WIDTH:-1600},${HEIGHT:-4000}" --screenshot="$output" \
  "file://$workdir/report/index.html" 2>/dev/null
echo "screenshot: $output"
[[ "${KEEP:-0}" == "1" ]] && echo "report: $workdir/report/index.html"
exit 0
