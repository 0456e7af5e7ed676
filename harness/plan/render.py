"""The human view of a plan: what `harness plan` prints (the machine view is ``Plan.to_dict()``)."""

from __future__ import annotations

from harness.plan.schedule import Launch, Plan
from harness.spec.model import Spec


def _options(options: dict) -> str:
    return " ".join(f"{key}={value}" for key, value in options.items())


def _warmup(launch: Launch) -> str:
    if not launch.warmup:
        return "warm-up none"
    tier, budget = launch.warmup[0]
    return f"warm-up {len(launch.warmup)} x {tier}/b{budget} (recorded apart)"


def _launch_lines(launch: Launch, indent: str) -> list[str]:
    cells = " ".join(cell.cell_id for cell in launch.cells)
    return [f"{indent}{launch.launch_id}  [{launch.role}]  {_warmup(launch)}", f"{indent}    cells: {cells}"]


def _exists(path) -> str:
    # The plan is often read before the model is made or copied; say so here rather than at launch time.
    return "" if path.exists() else " [not found yet]"


def render_plan(plan: Plan, spec: Spec) -> str:
    """The schedule in run order: every launch with its warm-up and cells, the branch order of each repeat,
    the resolved cache options, the spec hash and totals. Ends with a newline."""
    m = spec.matrix
    lines = [
        f"plan for '{spec.name}'" + (f"  ({spec.source})" if spec.source else ""),
        f"spec hash  {plan.spec_hash}",
        f"runner {spec.runner}; model {spec.model.path}{_exists(spec.model.path)} "
        f"(revision {spec.model.revision}, {spec.model.dtype}, "
        f"attention {spec.model.attn_implementation}, device {spec.model.device})",
        f"sample {spec.sample.path}{_exists(spec.sample.path)} (placement {spec.sample.placement})",
        f"output {spec.output_dir}/{spec.name}/<run-id>/",
        "input tiers "
        + ", ".join(f"t{t}" for t in m.input_tokens)
        + " (real tokens); output budgets "
        + ", ".join(str(b) for b in m.output_budgets)
        + f"; repeats {m.repeats}; order {m.order}",
        "",
        "branches (resolved cache options; everything else is shared):",
    ]
    width = max(len(b.name) for b in plan.branches)
    for branch in plan.branches:
        lines.append(f"  {branch.name:<{width}}  {branch.role:<9}  {_options(branch.cache.options())}")
    lines += ["", "1. short sample: every branch once on the smallest tier x smallest budget, ordinary first"]
    for launch in plan.phase("short_sample"):
        lines += _launch_lines(launch, "  ")
    note = "branch order reverses on even repeats" if m.order == "alternate" else "same branch order every repeat"
    lines += ["", f"2. matrix: one launch per branch per repeat, tiers and budgets ascending ({note})"]
    matrix = plan.phase("matrix")
    for repeat in sorted({launch.repeat for launch in matrix if launch.repeat is not None}):  # all have one
        launches = [launch for launch in matrix if launch.repeat == repeat]
        lines.append(f"  repeat {repeat}: " + " -> ".join(launch.branch for launch in launches))
        for launch in launches:
            lines += _launch_lines(launch, "    ")
    requests = sum(len(launch.cells) for launch in plan.launches)
    warmups = sum(len(launch.warmup) for launch in plan.launches)
    lines += [
        "",
        f"total: {len(plan.launches)} launches, {requests} measured requests, "
        f"{warmups} warm-up requests (recorded apart, never in the figures)",
    ]
    return "\n".join(lines) + "\n"
