#!/usr/bin/env bash
# `swift test` with a summary at the end: the skipped tests counted by reason on one line, then
# `swift-test: N passed, N failed, N skipped` (Swift Testing's own last line counts skipped tests
# among the tests it ran and lists each skip only where it happened).
#
# Usage: Scripts/test.sh [swift test options]   e.g. Scripts/test.sh --filter LintCommandTests
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# Swift Testing's lines: "Test NAME passed after …", "Test NAME failed after …",
# "Test|Suite NAME skipped: "REASON"" (Event.HumanReadableOutputRecorder); the run's own
# "Test run with …" line is not a test.
# Suites are not counted as passed or failed (their tests are); a skipped suite is one skip.
passed=$(grep -E '^[^ ]+ Test .* passed after ' "$log" | grep -vc 'Test run with ')
failed=$(grep -E '^[^ ]+ Test .* failed after ' "$log" | grep -vc 'Test run with ')
skipped=$(grep -cE '^[^ ]+ (Test|Suite) .* skipped(:|\.)' "$log")
if [ "$skipped" -gt 0 ]; then
  reasons=$(grep -E '^[^ ]+ (Test|Suite) .* skipped(:|\.)' "$log" \
    | sed -E 's/.* skipped(: "(.*)"|\.)$/\2/' | sort | uniq -c | sort -rn \
    | awk '{count=$1; $1=""; sub(/^ /, ""); printf "%s%d × %s", (NR > 1 ? "; " : ""), count, ($0 == "" ? "no reason given" : $0)}')
  echo "skipped: $reasons"
fi
echo "swift-test: $passed passed, $failed failed, $skipped skipped"
exit "$status"
