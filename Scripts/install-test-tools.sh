#!/usr/bin/env bash
# Installs the test-only tools that come from package registries, to validate
# `safearea audit --format sarif` output against SARIF 2.1.0:
# - sarif-pydantic (PyPI): SARIF 2.1.0 models generated from the official schema;
# - jsonschema (PyPI): a JSON Schema validator;
# - the official SARIF 2.1.0 JSON schema (OASIS sarif-spec, `Schemata/sarif-schema-2.1.0.json`),
#   as shipped inside sarif-pydantic's source distribution on PyPI, checked against a pinned
#   SHA-256 and unpacked to `.build-tools/` (ignored by git: it is not ours).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import sarif_pydantic" 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check "sarif-pydantic==0.6.2"
python3 -c "import jsonschema" 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check "jsonschema==4.23.0"

schema=.build-tools/sarif-schema-2.1.0.json
sha256=6352a05f9d03f181b8d9c71a46bdacc4fcff9d8ade5364858b425ba0c0994ed7
if [ -f "$schema" ] && echo "$sha256  $schema" | sha256sum --check --status; then exit 0; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
  --dest "$work" "sarif-pydantic==0.6.2"
tar -xzf "$work"/sarif_pydantic-0.6.2.tar.gz -C "$work" sarif_pydantic-0.6.2/sarif-schema-2.1.0.json
echo "$sha256  $work/sarif_pydantic-0.6.2/sarif-schema-2.1.0.json" | sha256sum --check --status \
  || { echo "install-test-tools: the SARIF schema's checksum does not match" >&2; exit 1; }
mkdir -p .build-tools
mv "$work"/sarif_pydantic-0.6.2/sarif-schema-2.1.0.json "$schema"
