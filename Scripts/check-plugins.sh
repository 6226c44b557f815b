#!/usr/bin/env bash
# Checks SafeAreaKit's SwiftPM plugins on Examples/PluginDemo, a package that depends on this
# one by relative path:
# - the build-tool plugin (SafeAreaLintPlugin): `swift build` of PluginDemo lints its sources and
#   fails on the demo's error-severity device check, printing it as a compiler diagnostic;
# - the command plugin (SafeAreaCommand): `swift package safearea lint` reports the same finding
#   and fails; `swift package safearea audit` audits the package (project mode: its storyboard,
#   Storyboards/Main.storyboard, whose button sits under the status bar) and names the button by
#   its userLabel.
# The tool is Artifacts/safearea.artifactbundle when present (Scripts/release.sh with
# SAFEAREA_INSTALL_BUNDLE=1), else `safearea` built from source inside PluginDemo's own build
# folder (.build-plugin-demo/, a first build of a few minutes: swift-syntax).
#
# Usage: Scripts/check-plugins.sh. Run by .ci/run.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
demo="$repo/Examples/PluginDemo"
scratch="$repo/.build-plugin-demo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
passed=0
expect() { # expect STATUS PATTERN -- COMMAND...
  local want=$1 pattern=$2 status=0
  shift 3
  "$@" >"$work/out" 2>&1 || status=$?
  if [ "$status" -ne "$want" ] || ! grep -q -- "$pattern" "$work/out"; then
    echo "check-plugins: FAILED: $* (status $status, expected $want and '$pattern'):" >&2
    tail -40 "$work/out" >&2
    failures=$((failures + 1))
  else
    echo "check-plugins: ok: ${*:2} (status $status, '$pattern')"
    passed=$((passed + 1))
  fi
}
cd "$demo"
# The manifest reads the file system (is the artifact bundle there?): SwiftPM's manifest cache
# would keep the answer of an earlier run, so it is not used.
cache=(--manifest-cache none)
mode=$([ -f "$repo/Artifacts/safearea.artifactbundle/info.json" ] && echo "the artifact bundle's binary" || echo "safearea built from source")
echo "check-plugins: the plugins' tool: $mode"
swift package "${cache[@]}" --scratch-path "$scratch" resolve >/dev/null
# The build-tool plugin: the demo's device check is an error finding, so the build fails on it.
expect 1 "Layout.swift:[0-9]*:[0-9]*: error: .*\[notch_flag\]" -- \
  swift build "${cache[@]}" --scratch-path "$scratch" --target PluginDemo
# The command plugin, lint: the same finding, as text.
expect 1 "Layout.swift:[0-9]*:[0-9]*: error: .*\[notch_flag\]" -- \
  swift package "${cache[@]}" --scratch-path "$scratch" safearea lint
# The command plugin, audit, on the package (project mode).
expect 1 "'Close Button' (UIButton)" -- \
  swift package "${cache[@]}" --scratch-path "$scratch" safearea audit
if [ "$failures" -ne 0 ]; then
  echo "check-plugins: $failures failed" >&2
  exit 1
fi
echo "check-plugins: $passed passed, 0 failed"
