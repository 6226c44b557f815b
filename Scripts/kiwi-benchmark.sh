#!/usr/bin/env bash
# Runs the solver benchmark side by side with kiwi (issue 4 item 5).
#
# kiwi comes from its PyPI source distribution (kiwisolver), downloaded OUTSIDE the repository
# into ${KIWI_DIR:-${TMPDIR:-/tmp}/safearea-kiwi}; nothing of kiwi is ever committed. Our own
# harness, Benchmarks/kiwi/harness.cpp, is compiled against its headers with g++ -O3 and runs the
# same workloads as Benchmarks/SolverBenchmarks.swift. The script then runs the Swift side
# (`swift run -c release Benchmarks solver`) and prints both and a combined table:
# workload, size, ours, kiwi, ours / kiwi.
#
# By default kiwi's chain of 10,000 views and its 100x100 grid are skipped: kiwi needs minutes
# and gigabytes for them (issue 4 measured 27 s / 3 GB and 113 s). Pass --all to run them too.
#
# Usage: Scripts/kiwi-benchmark.sh [--all] [--swift-output FILE]
#   --swift-output FILE  use an existing Swift benchmark output instead of running swift
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${KIWI_DIR:-${TMPDIR:-/tmp}/safearea-kiwi}"
ALL=""
SWIFT_OUTPUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --all) ALL="--all" ;;
    --swift-output) SWIFT_OUTPUT="$2"; shift ;;
    *) echo "usage: $0 [--all] [--swift-output FILE]" >&2; exit 2 ;;
  esac
  shift
done
case "$WORK" in
  "$ROOT"/*) echo "error: KIWI_DIR '$WORK' is inside the repository; choose a directory outside it" >&2; exit 2 ;;
esac

mkdir -p "$WORK"
if ! ls "$WORK"/kiwisolver-*/kiwi/kiwi.h >/dev/null 2>&1; then
  echo "downloading kiwisolver sdist into $WORK" >&2
  (cd "$WORK" && pip download --no-binary :all: --no-deps --quiet kiwisolver)
  (cd "$WORK" && tar xzf kiwisolver-*.tar.gz)
fi
KIWI_SRC="$(ls -d "$WORK"/kiwisolver-*/ | head -n 1)"
g++ -O3 -std=c++17 -DNDEBUG -I"$KIWI_SRC" "$ROOT/Benchmarks/kiwi/harness.cpp" -o "$WORK/harness"

KIWI_OUT="$WORK/kiwi.txt"
"$WORK/harness" $ALL | tee "$KIWI_OUT"

SWIFT_OUT="$WORK/swift.txt"
if [ -n "$SWIFT_OUTPUT" ]; then
  cp "$SWIFT_OUTPUT" "$SWIFT_OUT"
else
  (cd "$ROOT" && swift run -c release Benchmarks solver) | tee "$SWIFT_OUT"
fi

echo
printf '%-8s %-9s %14s %14s %10s\n' workload size ours kiwi "ours/kiwi"
awk '
  FNR == NR { if ($1 !~ /^#/) kiwi[$1 " " $2] = $3; next }
  $1 !~ /^#/ && NF >= 4 {
    key = $1 " " $2
    if (key in kiwi) {
      printf "%-8s %-9s %11.4f ms %11.4f ms %10.4f\n", $1, $2, $3, kiwi[key], $3 / kiwi[key]
    } else {
      printf "%-8s %-9s %11.4f ms %14s %10s\n", $1, $2, $3, "skipped", "-"
    }
  }
' "$KIWI_OUT" "$SWIFT_OUT"
