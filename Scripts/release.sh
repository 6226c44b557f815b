#!/usr/bin/env bash
# Builds the `safearea` release binary and packs it for users:
#
#   Scripts/release.sh [OUTPUT_DIR]        (default OUTPUT_DIR: .build/dist)
#
# Writes to OUTPUT_DIR:
#   safearea.artifactbundle/                   a SwiftPM artifact bundle (SE-0305: info.json with
#                                              schemaVersion 1.0, one `executable` artifact whose
#                                              variant names this machine's target triple)
#   safearea-VERSION.artifactbundle.zip        the bundle zipped, for a `binaryTarget(url:checksum:)`
#   safearea-VERSION.artifactbundle.zip.sha256 its checksum (`swift package compute-checksum`,
#                                              the SHA-256 SwiftPM checks)
#   safearea-VERSION-TRIPLE.tar.gz             the binary alone, for a manual install or a CI job
#   safearea-VERSION-TRIPLE.tar.gz.sha256      `sha256sum` line for it (`sha256sum -c` checks it)
#
# On Linux the Swift standard library and Foundation are linked statically
# (`--static-swift-stdlib`), so the binary runs without a Swift toolchain; it still needs the
# system's C libraries (glibc, libstdc++, libxml2 for FoundationXML: `ldd` lists them).
# On macOS the Swift runtime is part of the system and a universal binary (arm64 and x86_64) is
# built; that path is written from SwiftPM's documented options and was not run here
# (Documentation/Install.md says what is tested where).
#
# With SAFEAREA_INSTALL_BUNDLE=1 the bundle is also copied to Artifacts/safearea.artifactbundle,
# where Package.swift picks it up as the plugins' binary target (no rebuild of the tool).
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/dist}
mkdir -p "$output"

case "$(uname -s)" in
Linux)
  swift build -c release --product safearea --static-swift-stdlib
  bin_dir=$(swift build -c release --show-bin-path)
  triples='"'"$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"'"'
  ;;
Darwin)
  swift build -c release --product safearea --arch arm64 --arch x86_64
  bin_dir=$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)
  triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
  ;;
*)
  echo "release.sh: unsupported system '$(uname -s)'" >&2
  exit 1
  ;;
esac
binary="$bin_dir/safearea"

# The version comes from the binary itself (SafeAreaKitVersion in the library): running it also
# checks that the static binary starts.
version=$("$binary" --version | cut -d' ' -f1)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || {
  echo "release.sh: unexpected version '$version' from '$binary --version'" >&2
  exit 1
}
platform=$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)
variant="safearea-$version-$platform"

bundle="$output/safearea.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/safearea"
strip "$bundle/$variant/bin/safearea" 2>/dev/null || true
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "safearea": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/safearea",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF

zip_name="safearea-$version.artifactbundle.zip"
rm -f "$output/$zip_name"
(cd "$output" && zip -q -r -X "$zip_name" safearea.artifactbundle)
swift package compute-checksum "$output/$zip_name" >"$output/$zip_name.sha256"

tarball="safearea-$version-$platform.tar.gz"
# A reproducible tarball: sorted names, fixed owner and time.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' \
  -C "$bundle/$variant" -czf "$output/$tarball" bin
(cd "$output" && sha256sum "$tarball" >"$tarball.sha256")

if [ "${SAFEAREA_INSTALL_BUNDLE:-0}" = 1 ]; then
  rm -rf Artifacts/safearea.artifactbundle
  mkdir -p Artifacts
  cp -R "$bundle" Artifacts/safearea.artifactbundle
  echo "installed the bundle as Artifacts/safearea.artifactbundle (the plugins' binary target)"
fi

echo "safearea $version ($platform):"
for file in "$bundle/info.json" "$output/$zip_name" "$output/$zip_name.sha256" \
  "$output/$tarball" "$output/$tarball.sha256"; do
  echo "  $file"
done
