#!/usr/bin/env bash
# Builds the InterfaceBuilder reader fuzz target (libFuzzer + AddressSanitizer) and runs it for
# N seconds (default 180) with the shared corpus as seeds.
#
#   Scripts/fuzz-ib-reader.sh [seconds] [extra libFuzzer flags…]
#
# Output: .build/fuzz/ (binary, generated corpus, crash-* files if anything crashed).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-180}"
shift || true
out=.build/fuzz
mkdir -p "$out/generated" "$out/seeds"
seeds_source="../shared/corpus/ib"
if [ -d "$seeds_source" ]; then
  find "$seeds_source" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 |
    while IFS= read -r -d '' file; do
      cp "$file" "$out/seeds/$(echo "$file" | tr '/ ' '__')"
    done
else
  echo "note: $seeds_source not found; fuzzing without seeds" >&2
fi
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
  -module-name IBReaderFuzz \
  Sources/InterfaceBuilder/Reader/*.swift Fuzz/IBReaderFuzz/main.swift \
  -o "$out/ib-reader-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
cd "$out"
# -detect_leaks=0: FoundationXML leaks the CFError it makes for every libxml2 parse error
# (_CFErrorCreateFromXMLInterface, 288 bytes per malformed input); that is in the toolchain's
# Foundation, not in the reader, and would stop every run at the first malformed seed.
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" exec ./ib-reader-fuzz -max_total_time="$seconds" -max_len=131072 -timeout=10 \
  -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 "$@" generated seeds
