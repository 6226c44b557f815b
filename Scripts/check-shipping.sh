#!/usr/bin/env bash
# Before a release: the SwiftPM plugins on Examples/PluginDemo with the tool built from source;
# the release binary (static Swift standard library), its tarball, checksum and artifact bundle;
# then the plugins again with the bundle installed as their binary target. A release build of
# swift-syntax makes this 15-25 minutes on 2 cores, so CI (.ci/run) does not run it on every push.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/check-plugins.sh
SAFEAREA_INSTALL_BUNDLE=1 Scripts/check-release.sh
Scripts/check-plugins.sh
rm -rf Artifacts
