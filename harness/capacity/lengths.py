"""``python -m harness.capacity.lengths --model DIR --sample DIR --placement P``: the reachable input lengths.

Prints ``{"lengths": [n_0, n_1, ...]}`` where ``n_k`` is the token count of the prompt holding the material and the
first ``k`` background paragraphs (the tier rule of ``harness.inputs.tiers``, with the model's tokenizer and chat
template, as ``harness.inputs.prepare`` builds them). A tier prepared with target ``n_k`` is exactly that prompt.
Runs as its own process (it loads a tokenizer). Exit 2 for an unreadable model directory or sample.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.errors import HarnessError
from harness.inputs.prepare import context_length, load_encoder
from harness.inputs.sample import load_sample
from harness.inputs.tiers import PLACEMENTS, arrange, render_prompt


def reachable_lengths(model_dir: Path, sample_dir: Path, placement: str, up_to: int | None = None) -> dict:
    """``up_to``: stop after the first length above it (the longer prompts are not tokenized)."""
    sample = load_sample(sample_dir)
    encode, templated, _ = load_encoder(model_dir)
    lengths: list[int] = []
    for k in range(len(sample.background) + 1):
        lengths.append(len(encode(render_prompt(sample, arrange(sample, k, placement)))))
        if up_to is not None and lengths[-1] > up_to:
            break
    return {
        "lengths": lengths,
        "context_length": context_length(model_dir),
        "chat_template_applied": templated,
        "background_version": sample.background_version,
        "sample_id": sample.id,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m harness.capacity.lengths", description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True, type=Path)
    p.add_argument("--sample", required=True, type=Path)
    p.add_argument("--placement", choices=PLACEMENTS, default="start")
    p.add_argument("--up-to", type=int, help="stop after the first length above this many tokens")
    args = p.parse_args(argv)
    try:
        found = reachable_lengths(args.model.resolve(), args.sample.resolve(), args.placement, args.up_to)
        print(json.dumps(found))
    except HarnessError as exc:
        print(f"lengths: {exc}", file=sys.stderr)
        return exc.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
