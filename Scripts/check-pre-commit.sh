#!/usr/bin/env bash
# Checks .pre-commit-hooks.yaml with pre-commit itself (PyPI, installed into .build-tools/venv,
# ignored by git): in a temporary git repository holding a Swift file with a device check and a
# storyboard with a button under the status bar, `pre-commit try-repo` runs this repository's
# `safearea-lint-system` and `safearea-audit-system` hooks with the built `safearea` on PATH, and
# the check asserts that each hook fails and prints its finding, and that a clean file passes.
#
# Usage: Scripts/check-pre-commit.sh [BIN_DIR]   (default: the debug build's bin directory;
# build first with `swift build`). Run by .ci/run.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin_dir=${1:-$(cd "$repo" && swift build --show-bin-path)}
[ -x "$bin_dir/safearea" ] || { echo "check-pre-commit: no safearea in $bin_dir; build first" >&2; exit 1; }

venv="$repo/.build-tools/venv"
if [ ! -x "$venv/bin/pre-commit" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "pre-commit==4.7.0"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache" PATH="$bin_dir:$PATH"
git -C "$work" init --quiet app
cd "$work/app"
git config user.email check@example.com
git config user.name check
cp "$repo/Examples/PluginDemo/Sources/PluginDemo/Layout.swift" Layout.swift
cp "$repo/Examples/PluginDemo/Storyboards/Main.storyboard" Main.storyboard
cp "$repo/Examples/PluginDemo/.safearea.yml" .safearea.yml
printf 'let clean = 1\n' >Clean.swift
git add .

failures=0
expect() { # expect STATUS OUTPUT_PATTERN -- COMMAND...
  local want=$1 pattern=$2 status=0
  shift 3
  "$@" >"$work/out" 2>&1 || status=$?
  if [ "$status" -ne "$want" ] || { [ -n "$pattern" ] && ! grep -q -- "$pattern" "$work/out"; }; then
    echo "check-pre-commit: FAILED: $* (status $status, expected $want and '$pattern'):" >&2
    cat "$work/out" >&2
    failures=$((failures + 1))
  else
    echo "check-pre-commit: ok: ${*: -3} (status $status, '$pattern')"
  fi
}
pc="$venv/bin/pre-commit"
expect 0 "" -- "$pc" validate-manifest "$repo/.pre-commit-hooks.yaml"
expect 1 "notch_flag" -- "$pc" try-repo "$repo" safearea-lint-system --files Layout.swift
expect 0 "Passed" -- "$pc" try-repo "$repo" safearea-lint-system --files Clean.swift
# The audit names the button by its userLabel, not its IB id.
expect 1 "'Close Button' (UIButton)" -- "$pc" try-repo "$repo" safearea-audit-system --files Main.storyboard
expect 0 "no files to check" -- "$pc" try-repo "$repo" safearea-audit-system --files Clean.swift
if [ "$failures" -ne 0 ]; then
  echo "check-pre-commit: $failures failed" >&2
  exit 1
fi
echo "check-pre-commit: 5 passed, 0 failed"
