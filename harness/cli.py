"""The `harness` command: argparse subcommands, one module each under ``harness.commands``.

Each command module exposes ``register(subparsers)`` which adds its parser and sets ``func`` to a function
``(args) -> int``. Errors derived from ``HarnessError`` become their exit code with a one-line message;
anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from harness import __version__
from harness.errors import HarnessError

# Order is the order shown in --help: the data's way through the tool.
COMMANDS = (
    "validate",
    "plan",
    "model",
    "images",
    "admit",
    "run",
    "grade",
    "report",
    "compare",
    "fallback",
    "bundle",
    "capacity",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="harness",
        description="Measure, with evidence, whether a quantized KV cache is worth switching to.",
        epilog="Examples:\n  harness validate specs/demo-cpu.yaml\n  harness plan specs/demo-cpu.yaml\n"
        "  harness run specs/demo-cpu.yaml\n  harness report reports/demo-cpu/<run-id>",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"harness {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"harness.commands.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.func(args) or 0)
    except HarnessError as exc:
        for line in str(exc).splitlines() or [type(exc).__name__]:
            print(f"harness {args.command}: {line}" if line else "", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print(f"harness {args.command}: interrupted", file=sys.stderr)
        return 130
