"""Cross-field checks that JSON Schema cannot express. One function per rule; each says when it fails.

All take the merged, defaulted, schema-valid spec data (``precedence.layer``), the spec file's directory and a
``locate(pointer, message) -> Problem``, and return a list of Problems (empty = the rule holds). They are pure:
the only outside read is the model's ``config.json`` when it exists, never the network.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path

from harness.spec.errors import Problem, pointer_join

Locate = Callable[[str, str], Problem]

# nbits each backend's installed layer class accepts (transformers QuantoQuantizedLayer / HQQQuantizedLayer).
BACKEND_NBITS: dict[str, tuple[int, ...]] = {"quanto": (2, 4), "hqq": (1, 2, 3, 4, 8), "fp8": ()}
GROUP_OPTIONS = ("nbits", "q_group_size", "residual_length", "axis_key", "axis_value")
QUANT_OPTIONS = ("backend",) + GROUP_OPTIONS
# Packages that make up the shared stack; a branch that pinned its own would change more than the cache.
SHARED_STACK = {"torch", "transformers", "tokenizers", "safetensors", "accelerate", "numpy"}

_UNITS = {"B": 1, "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "TiB": 1024**4}


def parse_bytes(text: str) -> int:
    """'6GiB' -> 6442450944. The schema pattern has already checked the form; binary units only."""
    match = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?)\s*(B|KiB|MiB|GiB|TiB)", text.strip())
    if match is None:
        raise ValueError(f"not a memory size: {text!r}")
    return int(round(float(match.group(1)) * _UNITS[match.group(2)]))


def _branches(data: dict):
    """(pointer, name, role, branch-data) for every branch, ordinary first."""
    yield "/branches/ordinary", "ordinary", "ordinary", data["branches"]["ordinary"]
    for name, branch in data["branches"]["candidates"].items():
        yield pointer_join("/branches/candidates", name), name, "candidate", branch


def check_cache_options(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when a branch's cache options do not fit its implementation and backend.

    ordinary must be dynamic; a candidate must be quantized with a known backend; dynamic takes no quantization
    option; quanto takes nbits 2|4, hqq 1|2|3|4|8 (stated explicitly: a library default is not evidence);
    fp8 quantizes per tensor and takes none of the group-wise options.
    """
    problems = []
    for pointer, name, role, branch in _branches(data):
        cache = branch["cache"]
        here = pointer + "/cache"
        implementation = cache["implementation"]
        if role == "ordinary" and implementation != "dynamic":
            problems.append(
                locate(
                    here + "/implementation",
                    "the ordinary branch is the current working setup: its cache must be {implementation: dynamic}",
                )
            )
        if role == "candidate" and implementation != "quantized":
            problems.append(
                locate(
                    here + "/implementation",
                    f"candidate '{name}' must use implementation "
                    "'quantized'; a dynamic candidate would repeat the ordinary branch",
                )
            )
        if implementation == "dynamic":
            for key in QUANT_OPTIONS:
                if key in cache:
                    problems.append(locate(f"{here}/{key}", f"implementation 'dynamic' takes no '{key}'; remove it"))
            continue
        backend = cache.get("backend")
        if backend is None:
            problems.append(
                locate(
                    here + "/backend",
                    "implementation 'quantized' needs a backend: " + " | ".join(sorted(BACKEND_NBITS)),
                )
            )
            continue
        if backend not in BACKEND_NBITS:
            problems.append(
                locate(
                    here + "/backend", f"unknown backend '{backend}' (known: " + ", ".join(sorted(BACKEND_NBITS)) + ")"
                )
            )
            continue
        allowed = BACKEND_NBITS[backend]
        if not allowed:
            for key in GROUP_OPTIONS:
                if key in cache:
                    problems.append(
                        locate(
                            f"{here}/{key}",
                            f"the {backend} backend quantizes per tensor and takes no '{key}'; remove it",
                        )
                    )
            continue
        choices = " or ".join(str(n) for n in allowed)
        if "nbits" not in cache:
            problems.append(
                locate(
                    here + "/nbits",
                    f"state nbits explicitly for the {backend} backend ({choices}); a library default is not evidence",
                )
            )
        elif cache["nbits"] not in allowed:
            problems.append(
                locate(here + "/nbits", f"nbits {cache['nbits']} is not supported by the {backend} backend ({choices})")
            )
    return problems


def check_branch_names(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when a candidate is called 'ordinary' or two names differ only in case (they become directories)."""
    problems = []
    seen: dict[str, str] = {"ordinary": "ordinary"}
    for pointer, name, role, _ in _branches(data):
        if role == "ordinary":
            continue
        folded = name.casefold()
        if folded == "ordinary":
            problems.append(locate(pointer, f"the name '{name}' is reserved for the ordinary branch"))
        elif folded in seen:
            problems.append(
                locate(
                    pointer,
                    f"'{name}' and '{seen[folded]}' differ only in case; branch names "
                    "become directory names and must stay distinct",
                )
            )
        else:
            seen[folded] = name
    return problems


def _requirement_name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    return re.sub(r"[-_.]+", "-", match.group(0)).lower() if match else requirement


def check_requirements(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when a package is pinned twice, or a branch pins a package of the shared stack or one that the
    shared requirements already pin: only cache options and the packages they need may differ between branches.
    """
    problems = []
    shared: dict[str, int] = {}
    for index, requirement in enumerate(data["environment"]["requirements"]):
        name = _requirement_name(requirement)
        if name in shared:
            problems.append(locate(f"/environment/requirements/{index}", f"'{name}' is pinned twice"))
        shared[name] = index
    for pointer, _, _, branch in _branches(data):
        extra = branch.get("environment", {}).get("extra_requirements", [])
        for index, requirement in enumerate(extra):
            package = _requirement_name(requirement)
            where = f"{pointer}/environment/extra_requirements/{index}"
            if package in shared:
                problems.append(
                    locate(
                        where,
                        f"'{package}' is already pinned in environment.requirements; a "
                        "branch may only add packages its cache backend needs",
                    )
                )
            elif package in SHARED_STACK:
                problems.append(
                    locate(
                        where,
                        f"'{package}' is part of the shared stack and must be identical in "
                        "every branch; pin it under environment.requirements",
                    )
                )
    return problems


def check_memory_budget(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when device_memory_budget is given but is zero bytes."""
    text = data.get("device_memory_budget")
    if text is not None and parse_bytes(text) <= 0:
        return [locate("/device_memory_budget", "must be more than 0 bytes")]
    return []


# sbatch options the Slurm runner sets itself (or that would change what a launch is): refused in sbatch_options.
SLURM_RESERVED = (
    "array", "chdir", "dependency", "error", "export", "get-user-env", "hold", "input", "job-name", "nodelist",
    "nodes", "ntasks", "open-mode", "output", "parsable", "requeue", "no-requeue", "test-only", "wait", "wrap",
    "partition", "account", "gres", "gpus", "constraint", "time", "cpus-per-task",
)  # fmt: skip
_SLURM_SHORT = {"partition": "partition", "account": "account", "gres": "gres", "gpus": "gpus",
                "constraint": "constraint", "time": "time_limit", "cpus-per-task": "cpus_per_task"}  # fmt: skip


def check_slurm(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when ``slurm`` asks for gres and gpus together, a CUDA spec on the Slurm runner requests no GPU, or
    ``sbatch_options`` holds an option the runner sets itself (or one that has its own key; ``--exclude`` when
    ``max_parallel_groups`` is above 1)."""
    slurm = data.get("slurm") or {}
    problems = []
    if slurm.get("gres") is not None and slurm.get("gpus") is not None:
        problems.append(locate("/slurm/gpus", "give slurm.gres or slurm.gpus, not both (one GPU request per job)"))
    device = str(data["model"]["device"])
    if (
        data["runner"] == "slurm"
        and device.startswith("cuda")
        and slurm.get("gres") is None
        and slurm.get("gpus") is None
    ):
        problems.append(
            locate(
                "/model/device",
                f"device {device} on the slurm runner needs a GPU request: set slurm.gres (e.g. gpu:1) or slurm.gpus",
            )
        )
    for index, option in enumerate(slurm.get("sbatch_options") or []):
        name = option[2:].split("=", 1)[0]
        if name in SLURM_RESERVED:
            own = _SLURM_SHORT.get(name)
            hint = f"use slurm.{own}" if own else "the runner sets it itself (one job per launch, logs in the run)"
            problems.append(locate(f"/slurm/sbatch_options/{index}", f"--{name} is not allowed here: {hint}"))
        elif name == "exclude" and (slurm.get("max_parallel_groups") or 1) > 1:
            hint = "with slurm.max_parallel_groups above 1 the runner sets it itself (the nodes other groups hold)"
            problems.append(locate(f"/slurm/sbatch_options/{index}", f"--{name} is not allowed here: {hint}"))
    return problems


def resolve_path(spec_dir: Path, text: str) -> Path:
    """A path from the spec, relative to the spec file's directory, made absolute without following links."""
    return Path(os.path.normpath(spec_dir / Path(text).expanduser()))


def model_context_limit(model_dir: Path) -> tuple[int, Path] | None:
    """``max_position_embeddings`` from ``<model_dir>/config.json`` (or its text_config), when readable."""
    config_path = model_dir / "config.json"
    try:
        config = json.loads(config_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # absent or unreadable: the run's input preparation checks the fit against the real tokenizer
    if not isinstance(config, dict):
        return None
    for holder in (config, config.get("text_config")):
        if isinstance(holder, dict) and isinstance(holder.get("max_position_embeddings"), int):
            return holder["max_position_embeddings"], config_path
    return None


def check_context_fit(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when an input tier plus the largest output budget exceeds the model's max_position_embeddings
    (checked only when the model's config.json is readable)."""
    found = model_context_limit(resolve_path(spec_dir, data["model"]["path"]))
    if found is None:
        return []
    limit, config_path = found
    largest = max(data["matrix"]["output_budgets"])
    problems = []
    for index, tier in enumerate(data["matrix"]["input_tokens"]):
        if tier + largest > limit:
            problems.append(
                locate(
                    f"/matrix/input_tokens/{index}",
                    f"input tier {tier} + largest output budget "
                    f"{largest} = {tier + largest} tokens exceeds max_position_embeddings {limit} "
                    f"of {config_path}",
                )
            )
    return problems


_CUDA_TARGET = re.compile(r"cuda(:[0-9]+)?")


def check_device_map(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Fails when ``model.device_map`` is set with a CPU ``model.device``, or an explicit map names anything but a
    cuda device (``cuda``, ``cuda:N`` or a card index N): offloading to cpu or disk would move the weights off the
    cards whose memory the run measures."""
    model = data.get("model") or {}
    device_map = model.get("device_map")
    if device_map is None:
        return []
    problems = []
    if not str(model.get("device", "cpu")).startswith("cuda"):
        problems.append(
            locate(
                "/model/device_map",
                f"device_map needs a cuda model.device (it places the weights on cards); model.device is "
                f"{model.get('device', 'cpu')!r}: set model.device to cuda:N (the card the inputs go to) or remove "
                f"device_map",
            )
        )
    slurm = data.get("slurm") or {}
    if data.get("runner") == "docker" or (data.get("runner") == "slurm" and slurm.get("launcher") == "docker"):
        problems.append(
            locate(
                "/model/device_map",
                "device_map is not supported in containers: the docker runner grants a container the one card of "
                "model.device (renumbered cuda:0); use runner local (or slurm with launcher local) for several cards",
            )
        )
    if isinstance(device_map, dict):
        for module, target in device_map.items():
            where = pointer_join("/model/device_map", module)
            if isinstance(target, bool) or (isinstance(target, int) and target < 0):
                problems.append(locate(where, f"{target!r} is not a card index (0 or more)"))
            elif isinstance(target, str) and not _CUDA_TARGET.fullmatch(target):
                problems.append(
                    locate(
                        where,
                        f"module {module!r} is mapped to {target!r}: an explicit device_map must name cuda devices "
                        f"(cuda:N or N); cpu, disk and other offload targets are not measured by this harness",
                    )
                )
    return problems


CHECKS = (
    check_cache_options,
    check_branch_names,
    check_requirements,
    check_memory_budget,
    check_context_fit,
    check_slurm,
    check_device_map,
)


def semantic_problems(data: dict, spec_dir: Path, locate: Locate) -> list[Problem]:
    """Run every check and return all their problems."""
    problems: list[Problem] = []
    for check in CHECKS:
        problems.extend(check(data, spec_dir, locate))
    return problems
