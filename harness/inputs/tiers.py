"""Token-exact input tiers: grow a sample's prompt with background paragraphs up to a token target.

Contract (pure Python; the tokenizer is passed in as ``encode``):

- ``encode(text) -> sequence of int`` returns the model's input ids for a rendered prompt, *after* the chat
  template when the tokenizer has one (``harness.inputs.prepare`` supplies it).
- For a target of N tokens the prompt holds the material plus the first k background paragraphs in their fixed
  order (``background.yaml``), k = 0, 1, 2, ...; the tier keeps the largest k whose input is at most N tokens,
  below the first k that exceeds N. So the result never exceeds N and is within one background paragraph of it.
  The input grows with k (each paragraph adds its text), so the boundary is found by doubling then bisection:
  about 2·log2(k) encodings instead of k, which is what keeps 32k-128k tiers quick to prepare.
- Placement puts the material (every required fact) near the start, the middle or the end of the document:
  ``start``: material, BG...; ``end``: BG..., material; ``middle``: first k//2 BG, material, the other BG.
- A target below the bare material, or above material + every background paragraph (by at least the smallest
  paragraph's token cost), raises :class:`TierError` (exit 2): it cannot be built honestly.

``sha256`` is the SHA-256 of the UTF-8 text of the ids joined by ``,`` (no spaces), as in docs/contracts.md.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import jinja2

from harness.errors import InputError
from harness.inputs.sample import Paragraph, Sample, load_sample

PLACEMENTS = ("start", "middle", "end")

Encode = Callable[[str], Sequence[int]]


class TierError(InputError):
    """A tier that cannot be built from this sample and tokenizer (exit 2)."""


@dataclass(frozen=True)
class Tier:
    """One prepared input; ``to_dict()`` is the ``inputs/<tier_id>.json`` shape of docs/contracts.md."""

    tier_id: str
    target_tokens: int
    n_tokens: int
    input_ids: tuple[int, ...]
    sha256: str
    prompt_text: str
    paragraph_ids: tuple[str, ...]
    n_background: int
    background_version: str
    background_sha256: str
    material_version: str
    material_sha256: str
    sample_id: str
    placement: str
    chat_template_applied: bool

    def to_dict(self) -> dict:
        d = asdict(self)
        d["input_ids"] = list(self.input_ids)
        d["paragraph_ids"] = list(self.paragraph_ids)
        return d


def tier_id(target_tokens: int) -> str:
    return f"t{target_tokens}"


def ids_sha256(ids: Sequence[int]) -> str:
    return hashlib.sha256(",".join(str(int(i)) for i in ids).encode("utf-8")).hexdigest()


def arrange(sample: Sample, k: int, placement: str) -> tuple[Paragraph, ...]:
    """The document's paragraphs with the first ``k`` background paragraphs, facts placed per ``placement``."""
    if placement not in PLACEMENTS:
        raise InputError(f"placement {placement!r} is not one of {', '.join(PLACEMENTS)}")
    bg = sample.background[:k]
    if placement == "start":
        return sample.material + bg
    if placement == "end":
        return bg + sample.material
    half = k // 2
    return bg[:half] + sample.material + bg[half:]


def render_prompt(sample: Sample, paragraphs: Sequence[Paragraph]) -> str:
    """Render ``prompt.j2`` (StrictUndefined) with the sample's notice, task and the given paragraphs."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=False, autoescape=False)
    try:
        template = env.from_string(sample.prompt_template)
        return template.render(
            title=sample.title,
            fictional_notice=sample.fictional_notice,
            task=sample.task,
            paragraphs=[{"id": p.id, "text": p.text} for p in paragraphs],
        )
    except jinja2.TemplateError as exc:
        raise InputError(f"{sample.path / 'prompt.j2'}: {exc}") from exc


def build_tier(
    sample_dir: str | Path | Sample,
    target_tokens: int,
    encode: Encode,
    placement: str = "start",
    chat_template_applied: bool = False,
) -> Tier:
    """Build the input for ``target_tokens`` (see the module docstring for the rule). Raises TierError."""
    sample = sample_dir if isinstance(sample_dir, Sample) else load_sample(sample_dir)
    n_bg = len(sample.background)
    cache: dict[int, tuple[list[int], str]] = {}

    def at(k: int) -> tuple[list[int], str]:
        if k not in cache:
            text = render_prompt(sample, arrange(sample, k, placement))
            cache[k] = ([int(i) for i in encode(text)], text)
        return cache[k]

    if len(at(0)[0]) > target_tokens:
        raise TierError(
            f"target {target_tokens} tokens is below the sample's bare material ({len(at(0)[0])} tokens with no "
            f"background paragraph): raise the target"
        )
    if len(at(n_bg)[0]) <= target_tokens:
        # everything fits: reachable only when the target is within the smallest paragraph's cost of it
        lengths = [len(at(k)[0]) for k in range(n_bg + 1)]
        smallest = min((b - a for a, b in itertools.pairwise(lengths) if b > a), default=0)
        if target_tokens - lengths[-1] >= smallest:
            raise TierError(
                f"target {target_tokens} tokens cannot be reached: the material and all {n_bg} "
                f"background paragraphs ({sample.background_version}) give {lengths[-1]} tokens; lower the target or "
                f"add background paragraphs under a new version"
            )
        k = n_bg
    else:
        lo, hi = 0, 1  # invariant: at(lo) fits, at(hi) exceeds (hi found by doubling)
        while hi < n_bg and len(at(hi)[0]) <= target_tokens:
            lo, hi = hi, min(2 * hi, n_bg)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if len(at(mid)[0]) <= target_tokens:
                lo = mid
            else:
                hi = mid
        k = lo
    ids, text = at(k)
    paragraphs = arrange(sample, k, placement)
    return Tier(
        tier_id=tier_id(target_tokens),
        target_tokens=target_tokens,
        n_tokens=len(ids),
        input_ids=tuple(ids),
        sha256=ids_sha256(ids),
        prompt_text=text,
        paragraph_ids=tuple(p.id for p in paragraphs),
        n_background=k,
        background_version=sample.background_version,
        background_sha256=sample.background_sha256,
        material_version=sample.material_version,
        material_sha256=sample.material_sha256,
        sample_id=sample.id,
        placement=placement,
        chat_template_applied=chat_template_applied,
    )
