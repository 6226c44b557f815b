"""Validates a SARIF log (argv[1]) against SARIF 2.1.0.

Two validators, the first one present wins:
1. the official JSON schema (sarif-schema-2.1.0.json from oasis-tcs/sarif-spec), with Python's
   jsonschema (the draft the schema declares). `Scripts/install-test-tools.sh` (run by
   `.ci/run`) unpacks it from sarif-pydantic's source distribution on PyPI into
   `<repo>/.build-tools/`; a copy next to this script is used too. Neither is committed (the
   schema is not ours);
2. sarif-pydantic (PyPI), whose models are generated from that schema.

Exit status 0 when valid; 1 with the first error on stderr; 3 when neither validator is available
(`--check` only reports availability: 0 available, 3 not; `--which` prints the validator used).
"""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
repository = os.path.dirname(os.path.dirname(os.path.dirname(here)))
candidates = [
    os.path.join(repository, ".build-tools", "sarif-schema-2.1.0.json"),
    os.path.join(here, "sarif-schema-2.1.0.json"),
]
schema_path = next((path for path in candidates if os.path.exists(path)), candidates[0])


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
if len(sys.argv) > 1 and sys.argv[1] == "--which":
    print(kind or "none")
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
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft4Validator)
    cls.check_schema(schema)
    checker = cls(schema, format_checker=cls.FORMAT_CHECKER)
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
