"""`harness validate SPEC...`: check spec files (schema + cross-field rules) and print their hashes."""

from __future__ import annotations

import argparse
import sys

from harness.spec import SpecError, load_spec, spec_hash
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness validate specs/demo-cpu.yaml
  harness validate specs/*.yaml
  harness validate specs/demo-cpu.yaml --set matrix.repeats=1

Prints `ok PATH SPEC_HASH` on stdout for each valid spec. Every problem of an invalid spec goes to stderr,
one line each: `FILE:LINE:COL  /json/pointer  message`. Exit 0 when all are valid, 2 otherwise."""


def _run(args) -> int:
    failed = False
    for path in args.specs:
        try:
            spec = load_spec(path, overrides=args.set)
        except SpecError as exc:
            failed = True
            for line in str(exc).splitlines():
                print(f"harness validate: {line}", file=sys.stderr)
            continue
        print(f"ok {path} {spec_hash(spec)}")
    return 2 if failed else 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="check spec files against the schema and the cross-field rules",
        description="Validate spec files: YAML, the JSON Schema (schemas/spec.schema.json), then the cross-field "
        "rules (cache options per backend, context fit, names, pinned packages). Pure: nothing is written.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("specs", nargs="+", metavar="SPEC", help="spec YAML file(s)")
    add_set_argument(parser)
    parser.set_defaults(func=_run)
