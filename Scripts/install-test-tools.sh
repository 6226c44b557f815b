#!/usr/bin/env bash
# Installs the test-only tools that come from package registries: sarif-pydantic (SARIF 2.1.0
# models generated from the official schema) to validate `safearea audit --format sarif` output.
set -euo pipefail
python3 -c "import sarif_pydantic" 2>/dev/null && exit 0
python3 -m pip install --quiet --disable-pip-version-check "sarif-pydantic==0.6.2"
