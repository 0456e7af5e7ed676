"""`harness model`: make the deterministic tiny model, or print a model directory's revision."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.errors import InputError


def _tiny(args) -> int:
    from harness.entry.revision import model_revision
    from harness.entry.tiny_model import make_tiny_model

    out = make_tiny_model(Path(args.out), seed=args.seed)
    print(f"tiny model written: {out} (random weights: its text is meaningless)", file=sys.stderr)
    print(model_revision(out))
    return 0


def _revision(args) -> int:
    from harness.entry.revision import model_revision

    try:
        print(model_revision(Path(args.dir)))
    except FileNotFoundError as exc:
        raise InputError(str(exc)) from exc
    return 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "model",
        help="make the tiny test model, or print a model directory's revision",
        description="Model utilities. The tiny model is a seeded random Llama (meaningless text) for plumbing tests.",
        epilog="Examples:\n  harness model tiny --out models/tiny-llama\n  harness model revision models/tiny-llama",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="model_command", metavar="ACTION", required=True)
    tiny = sub.add_parser("tiny", help="write the deterministic tiny model; prints its revision on stdout")
    tiny.add_argument("--out", required=True, help="output directory (created)")
    tiny.add_argument("--seed", type=int, default=0, help="weight seed (default 0); same seed, same bytes")
    tiny.set_defaults(func=_tiny)
    rev = sub.add_parser("revision", help="print sha256:<digest> over weight, config and tokenizer files")
    rev.add_argument("dir", help="model directory")
    rev.set_defaults(func=_revision)
