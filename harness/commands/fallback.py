"""`harness fallback`: placeholder until its owner lands it (see the issues); it only says so and exits 3."""
from __future__ import annotations

from harness.errors import InfraError


def _run(args) -> int:
    raise InfraError("'harness fallback' is not implemented yet")


def register(subparsers) -> None:
    # placeholder until the owner of 'harness fallback' lands it; harness/cli.py imports every command module.
    parser = subparsers.add_parser("fallback", help="(not implemented yet)")
    parser.set_defaults(func=_run)
