#!/usr/bin/env bash
# The scene chain's figures of issue 11 in instructions (valgrind's callgrind), next to the
# solver's own chain: the load-immune form of `Benchmarks chain`'s ratios, whose CPU times vary by
# ±20 % from run to run on a shared 2-core machine.
#
#   Scripts/chain-instructions.sh [views]      (default 2000; 10000 takes a few minutes)
#
# Runs `Benchmarks chain --views N` three times under callgrind, each time counting only the
# instructions of one function: `solverChainCPUSeconds` (the solver's own chain, built and solved
# three times), `layOutChainScene` (the scene built and laid out, three times) and
# `auditChainScene` (the scene audited on one device in both orientations, three times: six
# environments). Prints each per chain, per window and per environment, and the ratios.
# Instructions are not time: a layout that misses the cache more than the solver is slower than
# its ratio says (`Documentation/Robustness.md`, "Speed on chains").
set -euo pipefail
cd "$(dirname "$0")/.."
views="${1:-2000}"
case "$views" in '' | *[!0-9]*)
  echo "error: views must be a whole number, not '$views'" >&2
  exit 64
  ;;
esac
command -v valgrind >/dev/null || {
  echo "error: valgrind is not installed (apt-get install valgrind)" >&2
  exit 69
}
swift build -c release --scratch-path .build-release --product Benchmarks >&2
# Valgrind gives up on the Swift toolchain's debug information: a stripped copy.
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
strip --strip-debug -o "$binary" .build-release/release/Benchmarks

# Instructions collected while the function whose symbol contains $1 runs.
count() {
  local symbol
  # The function itself: `$s10Benchmarks<length><name>…F`, not a closure or thunk inside it.
  symbol=$(nm "$binary" | awk -v name="\$s10Benchmarks$1" \
    '$2 ~ /^[tT]$/ && index($3, name) == 1 && $3 ~ /F$/ { print $3; exit }')
  [ -n "$symbol" ] || {
    echo "error: no function '$1' in the Benchmarks binary" >&2
    exit 70
  }
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "--toggle-collect=$symbol" \
    "$binary" chain --views "$views" 2>&1 >/dev/null |
    sed -nE 's/.*Collected : ([0-9]+).*/\1/p'
}

solver=$(count 21solverChainCPUSeconds)
layout=$(count 16layOutChainScene)
audit=$(count 15auditChainScene)
awk -v n="$views" -v s="$solver" -v l="$layout" -v a="$audit" 'BEGIN {
  s /= 3; l /= 3; a /= 6
  printf "chain of %d views (instructions): the solver'"'"'s own chain %.1f M; the scene built and", n, s / 1e6
  printf " laid out %.1f M (%.2fx); audited %.1f M per environment (%.2fx)\n", l / 1e6, l / s, a / 1e6, a / s
}'
