"""Prepare token-exact inputs: ``python -m harness.inputs.prepare`` (runs as its own process).

    python -m harness.inputs.prepare --model DIR --sample DIR --placement start|middle|end \
        --targets 512 1024 --max-new-tokens 96 --out RUN/inputs

Loads the model's tokenizer from the local directory only (``local_files_only``; no hub), renders the sample's
prompt, applies the tokenizer's chat template when it has one (user turn + generation prompt, then encoded
without adding special tokens again), and writes ``<out>/t<N>.json`` per target (docs/contracts.md, "Prepared
input"). Prints a JSON summary on stdout.

Exit codes: 0 ok; 2 bad input (a target the material cannot reach, a target + max-new-tokens beyond the model's
``max_position_embeddings``, an unreadable model directory or sample, an existing tier file with other content:
prepared inputs are never overwritten); 3 the output directory cannot be written.

This is the only orchestrator-side module that imports transformers, and only inside :func:`load_encoder`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.errors import HarnessError, InfraError, InputError
from harness.inputs.sample import load_sample
from harness.inputs.tiers import PLACEMENTS, Encode, build_tier
from harness.run.files import write_text_atomic

# Config keys that name the context length, in the order they are tried (nested text configs too).
CONTEXT_KEYS = ("max_position_embeddings", "n_positions", "max_sequence_length", "seq_length")


def context_length(model_dir: Path) -> int:
    """The model's context length in tokens, from ``config.json``. Raises InputError when it is not stated."""
    path = model_dir / "config.json"
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"{path}: cannot read the model config: {exc}") from exc
    for scope in (config, config.get("text_config") or {}):
        for key in CONTEXT_KEYS:
            if isinstance(scope.get(key), int) and scope[key] > 0:
                return scope[key]
    raise InputError(f"{path}: no context length ({', '.join(CONTEXT_KEYS)}); cannot check that the tiers fit")


def load_encoder(model_dir: Path) -> tuple[Encode, bool, str]:
    """Return ``(encode, chat_template_applied, tokenizer_class)`` for the tokenizer in ``model_dir``."""
    from transformers import AutoTokenizer  # the subprocess's only heavy import

    try:
        tok = AutoTokenizer.from_pretrained(str(model_dir), local_files_only=True)
    except (OSError, ValueError) as exc:
        raise InputError(f"{model_dir}: cannot load a tokenizer from this local directory: {exc}") from exc
    if getattr(tok, "chat_template", None):

        def encode(text: str) -> list[int]:
            templated = tok.apply_chat_template(
                [{"role": "user", "content": text}], tokenize=False, add_generation_prompt=True
            )
            # The template already holds the special tokens (BOS, role markers): do not add them twice.
            return list(tok(templated, add_special_tokens=False)["input_ids"])

        return encode, True, type(tok).__name__

    def encode_plain(text: str) -> list[int]:
        return list(tok(text, add_special_tokens=True)["input_ids"])

    return encode_plain, False, type(tok).__name__


def tier_file_text(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def existing_action(path: Path, text: str) -> str:
    """``write`` for a new file, ``unchanged`` for an identical one; a different existing file is refused."""
    if not path.exists():
        return "write"
    if path.read_text(encoding="utf-8") == text:
        return "unchanged"
    raise InputError(f"{path}: exists with different content; prepared inputs are never overwritten")


def write_tier_file(path: Path, text: str) -> str:
    """Write one tier file atomically (temporary file + rename) unless an identical one is there."""
    if existing_action(path, text) == "unchanged":
        return "unchanged"
    try:
        write_text_atomic(path, text)  # temporary file, fsync, rename
    except OSError as exc:
        raise InfraError(f"{path}: cannot write: {exc}") from exc
    return "written"


def prepare(
    model_dir: Path, sample_dir: Path, placement: str, targets: list[int], max_new_tokens: int, out: Path
) -> dict:
    """Build, check and write every tier; return the summary printed by the CLI. Nothing is written on error."""
    ctx = context_length(model_dir)
    too_long = [t for t in targets if t + max_new_tokens > ctx]
    if too_long:
        raise InputError(
            "\n".join(
                f"target {t} + max-new-tokens {max_new_tokens} = {t + max_new_tokens} exceeds the model's context "
                f"length {ctx} (max_position_embeddings)"
                for t in too_long
            )
        )
    sample = load_sample(sample_dir)
    encode, templated, tok_class = load_encoder(model_dir)
    tiers = [build_tier(sample, t, encode, placement, chat_template_applied=templated) for t in targets]
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InfraError(f"{out}: cannot create: {exc}") from exc
    texts = {tier.tier_id: tier_file_text(tier.to_dict()) for tier in tiers}
    for tier in tiers:  # refuse every conflict before writing anything
        existing_action(out / f"{tier.tier_id}.json", texts[tier.tier_id])
    rows = []
    for tier in tiers:
        path = out / f"{tier.tier_id}.json"
        action = write_tier_file(path, texts[tier.tier_id])
        rows.append(
            {
                "tier_id": tier.tier_id,
                "target_tokens": tier.target_tokens,
                "n_tokens": tier.n_tokens,
                "n_background": tier.n_background,
                "sha256": tier.sha256,
                "path": str(path),
                "file": action,
            }
        )
    return {
        "sample_id": sample.id,
        "placement": placement,
        "model": str(model_dir),
        "tokenizer_class": tok_class,
        "chat_template_applied": templated,
        "context_length": ctx,
        "max_new_tokens": max_new_tokens,
        "background_version": sample.background_version,
        "background_sha256": sample.background_sha256,
        "tiers": rows,
    }


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m harness.inputs.prepare",
        description="Write token-exact prepared inputs (inputs/t<N>.json) for a sample and a model's tokenizer.",
        epilog="Example:\n  python -m harness.inputs.prepare --model models/tiny-llama "
        "--sample samples/writing_case_a \\\n"
        "      --placement start --targets 512 1024 --max-new-tokens 96 --out reports/demo/RUN/inputs",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--model", required=True, type=Path, help="local model directory (tokenizer + config.json)")
    p.add_argument("--sample", required=True, type=Path, help="sample directory, e.g. samples/writing_case_a")
    p.add_argument("--placement", choices=PLACEMENTS, default="start", help="where the facts sit in a grown input")
    p.add_argument("--targets", required=True, type=int, nargs="+", help="tier targets in tokens")
    p.add_argument("--max-new-tokens", required=True, type=int, help="largest output budget; target + it must fit")
    p.add_argument("--out", required=True, type=Path, help="output directory (RUN/inputs)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        bad = [t for t in args.targets if t < 1] + ([args.max_new_tokens] if args.max_new_tokens < 1 else [])
        if bad:
            raise InputError(f"targets and --max-new-tokens must be positive integers, got {bad}")
        summary = prepare(
            args.model.resolve(),
            args.sample.resolve(),
            args.placement,
            list(dict.fromkeys(args.targets)),
            args.max_new_tokens,
            args.out,
        )
    except HarnessError as exc:
        for line in str(exc).splitlines():
            print(f"prepare: {line}", file=sys.stderr)
        return exc.exit_code
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
