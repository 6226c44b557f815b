#!/usr/bin/env bash
# Checks Scripts/release.sh: builds the release (static Swift standard library on Linux) into a
# temporary folder and asserts that
# - the binary runs and `--version` prints `VERSION (device catalog YYYY-MM-DD)`, the version
#   being SafeAreaKitVersion.string as written in the library;
# - `ldd` lists no Swift library (libswiftCore, libFoundation, libdispatch…): they are linked in;
# - the tarball's checksum verifies with `sha256sum -c`, and it holds bin/safearea, which runs;
# - the artifact bundle's info.json has SE-0305's shape (schemaVersion 1.0, an `executable`
#   artifact `safearea` whose variant path exists and lists this machine's target triple), and
#   the zip's .sha256 is `swift package compute-checksum` of the zip.
# With SAFEAREA_INSTALL_BUNDLE=1, release.sh also installs the bundle at Artifacts/ (the plugins'
# binary target).
#
# Usage: Scripts/check-release.sh. Run by .ci/run.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
Scripts/release.sh "$out" >"$out/release.log" 2>&1 || { cat "$out/release.log" >&2; exit 1; }
passed=0
fail() { echo "check-release: FAILED: $*" >&2; exit 1; }

version=$(sed -n 's/^  public static let string = "\(.*\)"$/\1/p' Sources/DeviceCatalog/SafeAreaKitVersion.swift)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
platform=$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)
binary=$(swift build -c release --show-bin-path)/safearea

said=$("$binary" --version)
[[ "$said" =~ ^$version\ \(device\ catalog\ 20[0-9][0-9]-[01][0-9]-[0-3][0-9]\)$ ]] \
  || fail "--version printed '$said'"
echo "check-release: ok: --version: $said"; passed=$((passed + 1))

if [ "$(uname -s)" = Linux ]; then
  ldd "$binary" >"$out/ldd"
  if grep -Ei 'libswift|libFoundation|libdispatch|libBlocksRuntime|lib_FoundationICU' "$out/ldd"; then
    fail "the binary links Swift libraries dynamically"
  fi
  echo "check-release: ok: no Swift library in ldd: $(awk '{print $1}' "$out/ldd" | tr '\n' ' ')"
  passed=$((passed + 1))
fi

tarball="safearea-$version-$platform.tar.gz"
(cd "$out" && sha256sum --check --status "$tarball.sha256") || fail "$tarball.sha256 does not verify"
mkdir "$out/unpacked"
tar -xzf "$out/$tarball" -C "$out/unpacked"
[ "$("$out/unpacked/bin/safearea" --version)" = "$said" ] || fail "the tarball's binary does not run"
echo "check-release: ok: $tarball verifies and runs"; passed=$((passed + 1))

python3 - "$out/safearea.artifactbundle" "$version" "$triple" <<'PY' || fail "info.json"
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["safearea"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
variants = [v for v in artifact["variants"] if triple in v["supportedTriples"]]
assert len(variants) == 1, (triple, artifact["variants"])
path = os.path.join(bundle, variants[0]["path"])
assert os.access(path, os.X_OK), path
PY
echo "check-release: ok: info.json (SE-0305) names $triple"; passed=$((passed + 1))

zip_name="safearea-$version.artifactbundle.zip"
[ "$(swift package compute-checksum "$out/$zip_name")" = "$(cat "$out/$zip_name.sha256")" ] \
  || fail "$zip_name.sha256"
unzip -l "$out/$zip_name" | grep -q "safearea.artifactbundle/info.json" || fail "$zip_name content"
echo "check-release: ok: $zip_name and its checksum"; passed=$((passed + 1))

grep "^installed" "$out/release.log" || true
echo "check-release: $passed passed, 0 failed"
