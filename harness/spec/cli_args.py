"""The ``--set`` option, shared by every command that loads a spec (validate, plan, run, admit, ...)."""

from __future__ import annotations

import argparse

SET_HELP = (
    "override one spec value, KEY.PATH=VALUE (VALUE read as YAML: 4, 0.5, true, null, [512, 1024]); "
    "repeatable, later wins; overrides beat the spec file, which beats the schema defaults"
)


def add_set_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--set KEY.PATH=VALUE`` (repeatable) to ``parser``; the values land in ``args.set`` (a list)."""
    parser.add_argument("--set", action="append", default=[], metavar="KEY.PATH=VALUE", help=SET_HELP)
