#!/usr/bin/env bash
# Checks the composite GitHub Action (action.yml) and the example workflow
# (Documentation/CI/safearea.yml):
# - check-jsonschema (PyPI) validates them against SchemaStore's GitHub Action and workflow
#   schemas, which it ships (`--builtin-schema vendor.github-actions|vendor.github-workflows`);
# - zizmor (PyPI), a static analyser for GitHub Actions, audits both offline (template injection,
#   unpinned actions, writes to GITHUB_ENV/GITHUB_PATH, …) and must report nothing;
# - the action's Audit and Lint steps' scripts are run here as the runner would (its env, RUNNER_TEMP,
#   GITHUB_OUTPUT) on Examples/PluginDemo with the built `safearea`: each must print its
#   annotations (`::error`/`::warning` lines) and write a SARIF file.
# The tools are installed into .build-tools/venv (ignored by git).
#
# Usage: Scripts/check-action.sh [BIN_DIR]   (default: the debug build's bin directory). Run by
# .ci/run.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin_dir=${1:-$(cd "$repo" && swift build --show-bin-path)}
[ -x "$bin_dir/safearea" ] || { echo "check-action: no safearea in $bin_dir; build first" >&2; exit 1; }

venv="$repo/.build-tools/venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
[ -x "$venv/bin/check-jsonschema" ] \
  || "$venv/bin/pip" install --quiet --disable-pip-version-check "check-jsonschema==0.39.0"
[ -x "$venv/bin/zizmor" ] \
  || "$venv/bin/pip" install --quiet --disable-pip-version-check "zizmor==1.32.0"
# PyYAML reads action.yml's step scripts below (pre-commit brings it too, but this check must not
# depend on having run after Scripts/check-pre-commit.sh).
"$venv/bin/python" -c 'import yaml' 2>/dev/null \
  || "$venv/bin/pip" install --quiet --disable-pip-version-check "PyYAML==6.0.3"

cd "$repo"
passed=0
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
passed=$((passed + 1))
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows Documentation/CI/safearea.yml
passed=$((passed + 1))
"$venv/bin/zizmor" --offline --no-progress action.yml Documentation/CI/safearea.yml
passed=$((passed + 1))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each `run:` script of the Audit and Lint steps, as written in action.yml.
"$venv/bin/python" - "$work" <<'PY'
import sys, yaml
work = sys.argv[1]
steps = yaml.safe_load(open("action.yml"))["runs"]["steps"]
for step in steps:
    if step.get("name") in ("Audit", "Lint"):
        with open("%s/%s.sh" % (work, step["name"].lower()), "w") as handle:
            handle.write(step["run"])
PY
mkdir -p "$work/runner/safearea"
for step in audit lint; do
  status=0
  (
    cd Examples/PluginDemo
    RUNNER_TEMP="$work/runner" GITHUB_OUTPUT="$work/output" SAFEAREA="$bin_dir/safearea" \
      PATHS="$( [ $step = audit ] && echo Storyboards || echo Sources )" BASE="" STRICT=false \
      bash "$work/$step.sh"
  ) >"$work/$step.out" 2>"$work/$step.err" || status=$?
  if [ "$status" -ne 1 ] || ! grep -q '^::error file=' "$work/$step.out" \
    || ! python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["runs"][0]["results"]; sys.exit(0 if r else 1)' \
      "$work/runner/safearea/$step.sarif"; then
    echo "check-action: FAILED: the action's $step step (status $status):" >&2
    cat "$work/$step.out" "$work/$step.err" >&2
    exit 1
  fi
  echo "check-action: ok: the $step step annotates ($(grep -c '^::' "$work/$step.out") lines) and writes $step.sarif"
  passed=$((passed + 1))
done
echo "check-action: $passed passed, 0 failed"
