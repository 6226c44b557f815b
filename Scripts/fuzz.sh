#!/usr/bin/env bash
# Runs one libFuzzer target for N minutes (default 30), seeded from Examples/ and, when present,
# ../shared/corpus/ (Interface Builder files for `ib`, both kinds for `audit`).
#
#   Scripts/fuzz.sh TARGET [minutes] [extra libFuzzer flags…]
#   Scripts/fuzz.sh generated [minutes]   every gen-* target in turn, each for `minutes`
#
# Targets (Fuzz/SafeAreaFuzz/FuzzTargets.swift). Byte mutation of real files:
#   scene  the scene-file reader and builder (YAML/JSON → object graph → one layout)
#   ib     the Interface Builder reader (XML → document model)
#   audit  the whole path: read, lay out every scene on a small matrix, run every rule
# Structure-aware (Fuzz/SafeAreaFuzz/Generators/): libFuzzer's bytes are the generator's choices,
# so every input is a valid document with hostile values (NaN and infinity spelled every way,
# subnormals, ±huge, integers past Int.max, processing instructions, DTDs, deep nesting):
#   gen-ib       a storyboard, read and audited
#   gen-scene    a scene file, read, laid out and audited
#   gen-project  a project folder (pbxproj, xcconfig includes, Info.plist XML/binary/OpenStep/
#                preprocessed, prefix header, workspace) read as an app
#   gen-config   a .safearea.yml with ** globs matched against deep paths, and a baseline
#   gen-swift    a UIKit screen in Swift (huge sums, ?? and ternary chains, self-referential and
#                doubling definitions, deep nesting, non-finite literals, odd Unicode, cut files),
#                linted (`safearea lint FOLDER`, JSON and text) and audited as a code screen
#   gen-objc     the same in Objective-C: a macro header (chains thousands deep, cycles,
#                prefix-operator runs, nested #if), the screen's header and its .m
#   gen-swiftui  a SwiftUI view (view builders nested deep, long modifier chains), linted and audited
# `swift run SafeAreaFuzz print gen-ib FILE` prints the document a crash file stands for.
#
# Each run ends with one line on stderr, also written to .build/fuzz/TARGET/last-run.txt:
#   fuzz: TARGET: N executions, cov E, status S, found: none | crash-… timeout-… oom-…
# (libFuzzer's log of the run is .build/fuzz/TARGET/last-run.log). A run exits non-zero when
# libFuzzer did or when it left a new crash-, timeout-, oom- or leak- file. `generated` runs every
# gen-* target even when one of them ends with a finding, prints the seven lines again at the end,
# and exits 1 if any target found something.
#
# Built with the toolchain's libFuzzer (`swift build -c release` with `-sanitize=fuzzer`) into
# .build/fuzz/. Output: .build/fuzz/TARGET/ (the generated
# corpus in `generated/`, and `crash-*`, `timeout-*`, `oom-*` files for anything found). Replay a
# file without sanitizers with `swift run SafeAreaFuzz TARGET FILE`; every crash found becomes a
# regression input in Fuzz/Regressions/ (run by `swift test --filter FuzzRegressionTests`).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Scripts/fuzz.sh scene|ib|audit|gen-ib|gen-scene|gen-project|gen-config|gen-swift|gen-objc|gen-swiftui|generated [minutes] [libFuzzer flags…]}"
minutes="${2:-30}"
shift || true
shift || true
if [ "$target" = generated ]; then
  # Build once (the first target), then run the others on that build; a finding in one target
  # does not stop the next (run 14 stopped at gen-objc's timeout and never ran gen-swiftui).
  found=0
  summaries=()
  skip_build="${SAFEAREA_FUZZ_SKIP_BUILD:-0}"
  for each in gen-ib gen-scene gen-project gen-config gen-swift gen-objc gen-swiftui; do
    status=0
    SAFEAREA_FUZZ_SKIP_BUILD="$skip_build" "$0" "$each" "$minutes" "$@" || status=$?
    if [ "$status" = 64 ] || [ "$status" = 65 ]; then exit "$status"; fi # usage or build error
    [ "$status" = 0 ] || found=1
    skip_build=1
    summary=".build/fuzz/$each/last-run.txt"
    if [ -f "$summary" ]; then
      summaries+=("$(cat "$summary")")
    else
      summaries+=("fuzz: $each: no summary (status $status)")
    fi
  done
  echo "fuzz: generated, $minutes min each:" >&2
  printf '  %s\n' "${summaries[@]}" >&2
  exit "$found"
fi
case "$target" in scene | ib | audit | gen-ib | gen-scene | gen-project | gen-config | gen-swift | gen-objc | gen-swiftui) ;; *)
  echo "error: unknown target '$target' (expected scene, ib, audit, gen-ib, gen-scene, gen-project, gen-config, gen-swift, gen-objc, gen-swiftui or generated)" >&2
  exit 64
  ;;
esac
build=.build/fuzz
# libFuzzer only, no AddressSanitizer: the Swift code is memory-safe, and with ASan a timeout
# alarm that fires inside ASan's allocator deadlocks libFuzzer's handler (seen on a 20-second
# audit input: the child waited on the allocator's lock for 19 minutes). Set SAFEAREA_FUZZ_ASAN=1
# for `-sanitize=fuzzer,address` (one flag: given as two, the Swift driver keeps only the last).
sanitizers=fuzzer
[ "${SAFEAREA_FUZZ_ASAN:-0}" = 1 ] && sanitizers=fuzzer,address
flags=(-c release --sanitize=fuzzer --scratch-path "$build" --product SafeAreaFuzz
  -Xswiftc "-sanitize=$sanitizers" -Xswiftc -DFUZZING)
# SAFEAREA_FUZZ_SKIP_BUILD=1 runs what an earlier build left (build it once under a shared
# machine's build lock, then fuzz without holding it).
if [ "${SAFEAREA_FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  swift build "${flags[@]}" 2> >(grep -v "Cannot export local symbol" >&2) || {
    echo "error: the fuzz build failed" >&2
    exit 65
  }
fi
binary="$(swift build "${flags[@]}" --show-bin-path)/SafeAreaFuzz"
out="$build/$target"
mkdir -p "$out/generated" "$out/seeds"
copy_seeds() { # directory, find name patterns…
  local from="$1"
  shift
  [ -d "$from" ] || { echo "note: $from not found; no seeds from it" >&2; return 0; }
  find "$from" -type f \( "$@" \) -print0 | while IFS= read -r -d '' file; do
    cp "$file" "$out/seeds/$(echo "$file" | tr '/ ' '__')"
  done
}
case "$target" in
  scene) copy_seeds Examples -name '*.yaml' -o -name '*.json' ;;
  ib) copy_seeds ../shared/corpus/ib -name '*.storyboard' -o -name '*.xib' ;;
  audit)
    copy_seeds Examples -name '*.yaml' -o -name '*.json'
    copy_seeds ../shared/corpus/ib -name '*.storyboard' -o -name '*.xib'
    ;;
esac
cp Fuzz/Regressions/"$target"-* "$out/seeds/" 2>/dev/null || true
# The structure-aware targets start from nothing: their bytes are choices, not documents, and
# they get long inputs from the start (libFuzzer otherwise grows them from a few bytes, and a
# generator past its bytes makes the smallest document).
length=(-max_len=131072)
case "$target" in gen-*)
  rm -f "$out/seeds/"*
  length=(-max_len=8192 -len_control=0)
  ;;
esac
cd "$out"
# detect_leaks=0: FoundationXML leaks the CFError it makes for every libxml2 parse error
# (_CFErrorCreateFromXMLInterface, 288 bytes per malformed input); that is in the toolchain's
# Foundation, not in our code, and would stop every run at the first malformed seed.
rm -f last-run.txt last-run.log
marker="$(mktemp)"
trap 'rm -f "$marker"' EXIT
status=0
SAFEAREA_FUZZ_TARGET="$target" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
  "$binary" -max_total_time="$((minutes * 60))" "${length[@]}" -timeout=20 \
  -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 "$@" generated seeds 2>&1 |
  tee last-run.log >&2 || status="${PIPESTATUS[0]}"
# The outcome: executions are the largest of the final stats' count and the `#N` status lines
# (fork mode's parent prints no final stats; a child's, relayed with its crash, counts only its
# own), coverage is the last `cov:` libFuzzer printed, and the files are those this run left.
executions="$( (sed -n 's/^stat::number_of_executed_units: *\([0-9][0-9]*\).*/\1/p' last-run.log
  sed -n 's/^#\([0-9][0-9]*\)[^0-9].*/\1/p' last-run.log) | sort -n | tail -n 1)"
coverage="$(sed -n 's/.*[^a-z]cov: \([0-9][0-9]*\).*/\1/p' last-run.log | tail -n 1)"
artifacts="$(find . -maxdepth 1 -type f -newer "$marker" \( -name 'crash-*' -o -name 'timeout-*' \
  -o -name 'oom-*' -o -name 'leak-*' \) | sed 's|^\./||' | LC_ALL=C sort | tr '\n' ' ')"
[ -z "$artifacts" ] || [ "$status" != 0 ] || status=1
line="fuzz: $target: ${executions:-?} executions, cov ${coverage:-?}, status $status, found: ${artifacts:-none}"
echo "${line% }" | tee last-run.txt >&2
exit "$status"
