"""`harness model`: make the deterministic tiny model or a family preset, list the presets, print a revision."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.errors import InputError

# The project's own sample material (beside the package in a checkout): the tiny tokenizer learns its frequent
# words, as a real model's large vocabulary would cover them.
DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "samples"
CORPUS_SUFFIXES = (".yaml", ".j2", ".md", ".txt")


def corpus_texts(dirs: list[Path]) -> tuple[str, ...]:
    """Non-empty lines of every text file under ``dirs``, files in sorted path order (deterministic)."""
    lines: list[str] = []
    for root in dirs:
        if not root.is_dir():
            raise InputError(f"--corpus {root}: not a directory")
        for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in CORPUS_SUFFIXES):
            lines += [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    return tuple(lines)


def _tiny(args) -> int:
    from harness.entry.revision import model_revision
    from harness.entry.tiny_model import make_tiny_model

    dirs = [Path(d) for d in args.corpus] if args.corpus else ([DEFAULT_CORPUS] if DEFAULT_CORPUS.is_dir() else [])
    out = make_tiny_model(Path(args.out), seed=args.seed, extra_texts=corpus_texts(dirs))
    print(f"tiny model written: {out} (random weights: its text is meaningless)", file=sys.stderr)
    print(model_revision(out))
    return 0


def _canary(args) -> int:
    from harness.canary import install_canary
    from harness.entry.revision import model_revision

    out = install_canary(Path(args.out))
    print(
        f"canary model installed: {out} (trained to copy facts, not a language model; see CANARY_MODEL.txt)",
        file=sys.stderr,
    )
    print(model_revision(out))
    return 0


def _preset(args) -> int:
    from harness.entry.families import make_preset
    from harness.entry.revision import model_revision

    dirs = [Path(d) for d in args.corpus] if args.corpus else ([DEFAULT_CORPUS] if DEFAULT_CORPUS.is_dir() else [])
    try:
        out = make_preset(args.preset, Path(args.out), seed=args.seed, extra_texts=corpus_texts(dirs))
    except ImportError as exc:
        raise InputError(
            f"preset {args.preset}: a package it needs is missing ({exc}); run scripts/setup.sh (it installs the "
            "'tokenizers' extra: mistral-common, sentencepiece, protobuf)"
        ) from exc
    print(f"preset {args.preset} written: {out} (random weights: its text is meaningless)", file=sys.stderr)
    print(model_revision(out))
    return 0


def _list(args) -> int:
    from harness.entry.families import PRESETS

    rows = [("tiny", "the demo's tiny Llama", "LlamaForCausalLM", "4 layers, GQA 2:1, its own toy tokenizer")]
    rows += [
        (
            "canary",
            "the canary Llama (committed weights)",
            "LlamaForCausalLM",
            "2 layers, trained to copy writing_case_a's fact values into its brief; not a language model",
        )
    ]
    rows += [(p.name, p.family, p.model_class, p.exercises) for p in PRESETS]
    width = max(len(r[0]) for r in rows)
    for name, family, cls, what in rows:
        print(f"{name:<{width}}  {family} [{cls}]: {what}")
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
        help="make the tiny test model or a family preset, list presets, print a model directory's revision",
        description="Model utilities. The tiny model is a seeded random Llama (meaningless text) for plumbing tests; "
        "the family presets are CPU-sized random-weight models of real families (their real architecture classes "
        "and the configuration traits the harness makes claims about). `--list` shows them.",
        epilog="Examples:\n  harness model --list\n  harness model tiny --out models/tiny-llama\n"
        "  harness model canary --out models/canary\n"
        "  harness model qwen3 --out models/qwen3\n  harness model revision models/tiny-llama",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--list", action="store_true", help="list the presets and what each exercises")
    parser.set_defaults(func=_list_or_usage(parser))
    sub = parser.add_subparsers(dest="model_command", metavar="ACTION")
    tiny = sub.add_parser("tiny", help="write the deterministic tiny model; prints its revision on stdout")
    tiny.add_argument("--out", required=True, help="output directory (created)")
    tiny.add_argument("--seed", type=int, default=0, help="weight seed (default 0); same seed, same bytes")
    tiny.add_argument(
        "--corpus",
        action="append",
        metavar="DIR",
        help="extra tokenizer training text: every .yaml/.j2/.md/.txt file under DIR (repeatable; "
        "default: the project's samples/ directory)",
    )
    tiny.set_defaults(func=_tiny)
    canary = sub.add_parser(
        "canary",
        help="install the committed canary model (trained to copy facts; checksums verified); prints its revision",
    )
    canary.add_argument("--out", required=True, help="output directory (created)")
    canary.set_defaults(func=_canary)
    from harness.entry.families import PRESETS  # pure data: no torch at import

    for p in PRESETS:
        sp = sub.add_parser(p.name, help=f"write the {p.family} preset ({p.model_class}); prints its revision")
        sp.add_argument("--out", required=True, help="output directory (created)")
        sp.add_argument("--seed", type=int, default=0, help="weight seed (default 0); same seed, same bytes")
        sp.add_argument("--corpus", action="append", metavar="DIR", help="extra tokenizer training text (as tiny)")
        sp.set_defaults(func=_preset, preset=p.name)
    rev = sub.add_parser("revision", help="print sha256:<digest> over weight, config and tokenizer files")
    rev.add_argument("dir", help="model directory")
    rev.set_defaults(func=_revision)


def _list_or_usage(parser):
    def run(args) -> int:
        if getattr(args, "list", False):
            return _list(args)
        raise InputError("name an ACTION (tiny, canary, a preset, revision) or --list; see --help")

    return run
