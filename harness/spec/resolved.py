"""From validated data to the frozen ``Spec``, and the canonical resolved form whose SHA-256 is the spec hash.

The resolved dict (``resolved_dict``) is the ``Spec`` as plain JSON: every default filled, paths absolute,
tiers and budgets ascending, cache options without unset keys, branches as a list (ordinary first), the memory
budget in bytes. ``canonical_json`` is its one byte form (sorted keys, no spaces, UTF-8); ``spec.resolved.json``
in a run directory holds exactly those bytes, so its SHA-256 equals ``spec_hash``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Literal

from harness.errors import InputError
from harness.spec.model import (
    AcceptanceSpec,
    BranchEnvironment,
    BranchSpec,
    CacheSpec,
    EnvironmentSpec,
    GenerationSpec,
    MatrixSpec,
    ModelSpec,
    SampleSpec,
    SlurmSpec,
    Spec,
)
from harness.spec.semantics import parse_bytes, resolve_path


def _branch(name: str, role: Literal["ordinary", "candidate"], data: dict) -> BranchSpec:
    environment = data.get("environment", {})
    return BranchSpec(
        name=name,
        role=role,
        cache=CacheSpec(**data["cache"]),
        environment=BranchEnvironment(
            mode=environment.get("mode", "current"),
            extra_requirements=tuple(environment.get("extra_requirements", ())),
        ),
    )


def build_spec(data: dict, spec_dir: Path, source: Path | None) -> Spec:
    """The Spec for merged, defaulted, valid data; relative paths are taken from ``spec_dir``."""
    model, generation, sample, matrix = data["model"], data["generation"], data["sample"], data["matrix"]
    acceptance, environment = data["acceptance"], data["environment"]
    branches = [_branch("ordinary", "ordinary", data["branches"]["ordinary"])]
    branches += [_branch(n, "candidate", b) for n, b in data["branches"]["candidates"].items()]
    budget = data.get("device_memory_budget")
    return Spec(
        version=data["version"],
        name=data["name"],
        seed=data["seed"],
        model=ModelSpec(
            path=resolve_path(spec_dir, model["path"]),
            revision=model["revision"],
            dtype=model["dtype"],
            attn_implementation=model["attn_implementation"],
            device=model["device"],
            trust_remote_code=bool(model.get("trust_remote_code", False)),
            device_map=_device_map(model.get("device_map")),
        ),
        generation=GenerationSpec(
            do_sample=generation["do_sample"],
            length_policy=generation["length_policy"],
            stop_strings=tuple(generation["stop_strings"]),
            repetition_penalty=float(generation["repetition_penalty"]),
        ),
        sample=SampleSpec(path=resolve_path(spec_dir, sample["path"]), placement=sample["placement"]),
        # Ascending: the run grows lengths step by step, and the same set written in another order is the
        # same experiment (same hash).
        matrix=MatrixSpec(
            input_tokens=tuple(sorted(matrix["input_tokens"])),
            output_budgets=tuple(sorted(matrix["output_budgets"])),
            repeats=matrix["repeats"],
            warmup=matrix["warmup"],
            order=matrix["order"],
        ),
        branches=tuple(branches),
        acceptance=AcceptanceSpec(
            memory_headroom_fraction=float(acceptance["memory_headroom_fraction"]),
            max_generation_seconds=float(acceptance["max_generation_seconds"]),
            facts_must_be_correct=acceptance["facts_must_be_correct"],
            max_unsupported_additions=acceptance["max_unsupported_additions"],
            required_context_tokens=acceptance.get("required_context_tokens"),
            facts_review=acceptance.get("facts_review", "person"),
        ),
        device_memory_budget_bytes=parse_bytes(budget) if budget is not None else None,
        environment=EnvironmentSpec(
            base_image=environment["base_image"],
            requirements=tuple(environment["requirements"]),
            cuda_arch_list=environment.get("cuda_arch_list"),
        ),
        runner=data["runner"],
        output_dir=resolve_path(spec_dir, data["output_dir"]),
        source=source,
        slurm=SlurmSpec.from_dict(data.get("slurm")),
        sweep=tuple(_sweep_grid(g) for g in data["branches"].get("sweep") or ()),
    )


def _device_map(value):
    """``model.device_map`` as resolved: "auto", or the mapping with its keys sorted (the order a map is written in
    is not the experiment); None when not set."""
    if isinstance(value, dict):
        return {str(k): value[k] for k in sorted(value)}
    return value


def _sweep_grid(grid: dict) -> dict:
    """A grid as resolved: options only (the environment is in each expanded candidate), values as lists."""
    return {k: list(v) if isinstance(v, list) else [v] for k, v in grid.items() if k != "environment"}


def resolved_dict(spec: Spec) -> dict:
    """The canonical JSON-able form of ``spec`` (``source`` excluded: where the file lay is not the experiment).

    ``slurm`` is included only when the runner is slurm or a slurm setting differs from its default, so the hash
    of every spec written before the Slurm runner existed stays what it was."""
    out = _resolved_dict(spec)
    if spec.model.trust_remote_code:  # only when opted in: every other spec's hash stays what it was
        out["model"]["trust_remote_code"] = True
    if spec.model.device_map is not None:  # only when set: every other spec's hash stays what it was
        dm = spec.model.device_map
        out["model"]["device_map"] = dict(dm) if isinstance(dm, dict) else dm
    if spec.runner == "slurm" or spec.slurm != SlurmSpec():
        out["slurm"] = spec.slurm.to_dict()
    if spec.sweep:  # only with a sweep: every other spec's hash stays what it was
        out["sweep"] = [dict(g) for g in spec.sweep]
    return out


def _resolved_dict(spec: Spec) -> dict:
    return {
        "version": spec.version,
        "name": spec.name,
        "seed": spec.seed,
        "model": {
            "path": str(spec.model.path),
            "revision": spec.model.revision,
            "dtype": spec.model.dtype,
            "attn_implementation": spec.model.attn_implementation,
            "device": spec.model.device,
        },
        "generation": {
            "do_sample": spec.generation.do_sample,
            "length_policy": spec.generation.length_policy,
            "stop_strings": list(spec.generation.stop_strings),
            "repetition_penalty": spec.generation.repetition_penalty,
        },
        "sample": {"path": str(spec.sample.path), "placement": spec.sample.placement},
        "matrix": {
            "input_tokens": list(spec.matrix.input_tokens),
            "output_budgets": list(spec.matrix.output_budgets),
            "repeats": spec.matrix.repeats,
            "warmup": spec.matrix.warmup,
            "order": spec.matrix.order,
        },
        "branches": [
            {
                "name": b.name,
                "role": b.role,
                "cache": b.cache.options(),
                "environment": {
                    "mode": b.environment.mode,
                    "extra_requirements": list(b.environment.extra_requirements),
                },
            }
            for b in spec.branches
        ],
        "acceptance": {
            "memory_headroom_fraction": spec.acceptance.memory_headroom_fraction,
            "max_generation_seconds": spec.acceptance.max_generation_seconds,
            "facts_must_be_correct": spec.acceptance.facts_must_be_correct,
            "max_unsupported_additions": spec.acceptance.max_unsupported_additions,
            # only when registered: specs without it keep their hash
            **(
                {"required_context_tokens": spec.acceptance.required_context_tokens}
                if spec.acceptance.required_context_tokens is not None
                else {}
            ),
            # only when not the default: specs without it keep their hash
            **({"facts_review": spec.acceptance.facts_review} if spec.acceptance.facts_review != "person" else {}),
        },
        "device_memory_budget_bytes": spec.device_memory_budget_bytes,
        "environment": {
            "base_image": spec.environment.base_image,
            "requirements": list(spec.environment.requirements),
            # only when set: specs without it keep their hash
            **({"cuda_arch_list": spec.environment.cuda_arch_list} if spec.environment.cuda_arch_list else {}),
        },
        "runner": spec.runner,
        "output_dir": str(spec.output_dir),
    }


def canonical_json(spec: Spec) -> str:
    """The one byte form of the resolved spec: sorted keys, no whitespace, non-ASCII kept (encode as UTF-8)."""
    return json.dumps(resolved_dict(spec), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def spec_hash(spec: Spec) -> str:
    """SHA-256 hex of ``canonical_json(spec)`` in UTF-8. Comments, key order and defaults written out or left
    implicit do not change it; any resolved value does."""
    return hashlib.sha256(canonical_json(spec).encode("utf-8")).hexdigest()


def spec_from_resolved(d: dict) -> Spec:
    """Rebuild the Spec from ``resolved_dict`` output (e.g. a run's spec.resolved.json); ``source`` is None.

    Raises ``InputError`` when ``d`` does not have the resolved shape.
    """
    try:
        branches = tuple(
            BranchSpec(
                name=b["name"],
                role=b["role"],
                cache=CacheSpec(**b["cache"]),
                environment=BranchEnvironment(
                    mode=b["environment"]["mode"], extra_requirements=tuple(b["environment"]["extra_requirements"])
                ),
            )
            for b in d["branches"]
        )
        return Spec(
            version=d["version"],
            name=d["name"],
            seed=d["seed"],
            model=ModelSpec(
                path=Path(d["model"]["path"]),
                revision=d["model"]["revision"],
                dtype=d["model"]["dtype"],
                attn_implementation=d["model"]["attn_implementation"],
                device=d["model"]["device"],
                trust_remote_code=bool(d["model"].get("trust_remote_code", False)),
                device_map=_device_map(d["model"].get("device_map")),
            ),
            generation=GenerationSpec(
                do_sample=d["generation"]["do_sample"],
                length_policy=d["generation"]["length_policy"],
                stop_strings=tuple(d["generation"]["stop_strings"]),
                repetition_penalty=float(d["generation"]["repetition_penalty"]),
            ),
            sample=SampleSpec(path=Path(d["sample"]["path"]), placement=d["sample"]["placement"]),
            matrix=MatrixSpec(
                input_tokens=tuple(d["matrix"]["input_tokens"]),
                output_budgets=tuple(d["matrix"]["output_budgets"]),
                repeats=d["matrix"]["repeats"],
                warmup=d["matrix"]["warmup"],
                order=d["matrix"]["order"],
            ),
            branches=branches,
            acceptance=AcceptanceSpec(**d["acceptance"]),
            device_memory_budget_bytes=d["device_memory_budget_bytes"],
            environment=EnvironmentSpec(
                base_image=d["environment"]["base_image"],
                requirements=tuple(d["environment"]["requirements"]),
                cuda_arch_list=d["environment"].get("cuda_arch_list"),
            ),
            runner=d["runner"],
            output_dir=Path(d["output_dir"]),
            source=None,
            slurm=SlurmSpec.from_dict(d.get("slurm")),
            sweep=tuple(d.get("sweep") or ()),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"not a resolved spec (missing or wrong field: {exc})") from None
