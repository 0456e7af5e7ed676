"""`harness grade`: placeholder until its owner lands it (see the issues); it only says so and exits 3."""
from __future__ import annotations

from harness.errors import InfraError


def _run(args) -> int:
    raise InfraError("'harness grade' is not implemented yet")


def register(subparsers) -> None:
    # placeholder until the owner of 'harness grade' lands it; harness/cli.py imports every command module.
    parser = subparsers.add_parser("grade", help="(not implemented yet)")
    parser.set_defaults(func=_run)
