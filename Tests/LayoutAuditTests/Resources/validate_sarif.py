"""Validates a SARIF log (argv[1]) against SARIF 2.1.0.

Two validators, the first one present wins:
1. the official JSON schema (sarif-schema-2.1.0.json from oasis-tcs/sarif-spec) next to this
   script, with Python's jsonschema (Draft 4) — the file is not committed (it is not ours);
2. sarif-pydantic (PyPI), whose models are generated from that schema; `.ci/run` installs it with
   `Scripts/install-test-tools.sh`.

Exit status 0 when valid; 1 with the first error on stderr; 3 when neither validator is available
(`--check` only reports availability: 0 available, 3 not).
"""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
schema_path = os.path.join(here, "sarif-schema-2.1.0.json")


def validator():
    if os.path.exists(schema_path):
        try:
            import jsonschema  # noqa: F401
            return "schema"
        except ImportError:
            pass
    try:
        import sarif_pydantic  # noqa: F401
        return "pydantic"
    except ImportError:
        return None


kind = validator()
if len(sys.argv) > 1 and sys.argv[1] == "--check":
    sys.exit(0 if kind else 3)
if kind is None:
    sys.stderr.write("no SARIF validator: run Scripts/install-test-tools.sh\n")
    sys.exit(3)
with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)
if kind == "schema":
    import jsonschema

    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    checker = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(checker.iter_errors(log), key=lambda error: list(error.path))
    if errors:
        first = errors[0]
        sys.stderr.write("/".join(str(part) for part in first.path) + ": " + first.message + "\n")
        sys.exit(1)
else:
    from sarif_pydantic import Sarif

    try:
        Sarif.model_validate(log)
    except Exception as error:  # pydantic.ValidationError
        sys.stderr.write(str(error) + "\n")
        sys.exit(1)
