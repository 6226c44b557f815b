"""Validates a SARIF log (argv[1]) against the official SARIF 2.1.0 schema next to this script.

Exit status 0 when valid; 1 with the first error on stderr.
"""
import json
import os
import sys

import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "sarif-schema-2.1.0.json"), encoding="utf-8") as handle:
    schema = json.load(handle)
with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
if errors:
    first = errors[0]
    sys.stderr.write("/".join(str(part) for part in first.path) + ": " + first.message + "\n")
    sys.exit(1)
