"""The execution schedule: which branch launches run, in which order, with which cells and warm-up.

Rules (from the brief): the ordinary baseline first, then the candidates, each launch its own process; a short
sample first (every branch once on the smallest tier x smallest budget, ordinary first), then the matrix:
for each repeat one launch per branch with every tier x budget cell, tiers and budgets ascending (lengths grow
step by step). With ``order: alternate`` the branch order reverses on even repeats, so no branch always runs
first. Every launch starts with ``matrix.warmup`` warm-up requests on (smallest tier, smallest budget),
recorded apart from the cells.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.spec.model import BranchSpec, CacheSpec, Spec
from harness.spec.resolved import spec_hash

PHASES = ("short_sample", "matrix")


def tier_id(target: int) -> str:
    """The id of the input tier with ``target`` tokens: 512 -> 't512'."""
    return f"t{int(target)}"


@dataclass(frozen=True)
class Cell:
    """One measured request: ``output_budget`` is max_new_tokens; ``repeat`` is None in the short sample."""

    cell_id: str
    tier_id: str
    output_budget: int
    repeat: int | None

    def to_dict(self) -> dict:
        return {
            "cell_id": self.cell_id,
            "tier_id": self.tier_id,
            "output_budget": self.output_budget,
            "repeat": self.repeat,
        }


@dataclass(frozen=True)
class Launch:
    """One branch process (or container). ``warmup`` is a tuple of (tier_id, output_budget) requests."""

    launch_id: str
    phase: str  # "short_sample" | "matrix"
    branch: str
    role: str  # "ordinary" | "candidate"
    repeat: int | None
    warmup: tuple[tuple[str, int], ...]
    cells: tuple[Cell, ...]

    def to_dict(self) -> dict:
        return {
            "launch_id": self.launch_id,
            "phase": self.phase,
            "branch": self.branch,
            "role": self.role,
            "repeat": self.repeat,
            "warmup": [{"tier_id": t, "output_budget": b} for t, b in self.warmup],
            "cells": [c.to_dict() for c in self.cells],
        }


@dataclass(frozen=True)
class Plan:
    spec_hash: str
    launches: tuple[Launch, ...]
    branches: tuple[BranchSpec, ...]  # ordinary first; for the resolved cache options

    def to_dict(self) -> dict:
        """The plan.json shape of docs/contracts.md, plus ``branches`` (name, role, resolved cache options)."""
        return {
            "spec_hash": self.spec_hash,
            "branches": [{"name": b.name, "role": b.role, "cache": b.cache.options()} for b in self.branches],
            "launches": [launch.to_dict() for launch in self.launches],
        }

    def launch(self, launch_id: str) -> Launch:
        for launch in self.launches:
            if launch.launch_id == launch_id:
                return launch
        raise KeyError(launch_id)

    def phase(self, phase: str) -> tuple[Launch, ...]:
        return tuple(launch for launch in self.launches if launch.phase == phase)


def branch_order(spec: Spec, repeat: int) -> tuple[BranchSpec, ...]:
    """Branches for matrix repeat ``repeat`` (1-based): file order, reversed on even repeats when alternating."""
    branches = spec.branches
    if spec.matrix.order == "alternate" and repeat % 2 == 0:
        return tuple(reversed(branches))
    return branches


def build_plan(spec: Spec) -> Plan:
    """The full schedule for ``spec``. Pure and deterministic: the same spec gives the same plan."""
    tiers = sorted(spec.matrix.input_tokens)
    budgets = sorted(spec.matrix.output_budgets)
    smallest = (tier_id(tiers[0]), budgets[0])
    warmup = (smallest,) * spec.matrix.warmup
    drafts: list[tuple[str, BranchSpec, int | None, tuple[Cell, ...]]] = []
    short_cell = Cell(f"short-{smallest[0]}-b{smallest[1]}", smallest[0], smallest[1], None)
    for branch in spec.branches:  # ordinary is first by construction of Spec.branches
        drafts.append(("short_sample", branch, None, (short_cell,)))
    for repeat in range(1, spec.matrix.repeats + 1):
        cells = tuple(Cell(f"{tier_id(t)}-b{b}-r{repeat}", tier_id(t), b, repeat) for t in tiers for b in budgets)
        for branch in branch_order(spec, repeat):
            drafts.append(("matrix", branch, repeat, cells))
    width = max(2, len(str(len(drafts))))
    launches = []
    for number, (phase, branch, draft_repeat, cells) in enumerate(drafts, start=1):
        stage = "short" if phase == "short_sample" else f"r{draft_repeat}"
        launches.append(
            Launch(
                f"L{number:0{width}d}-{stage}-{branch.name}",
                phase,
                branch.name,
                branch.role,
                draft_repeat,
                warmup,
                cells,
            )
        )
    return Plan(spec_hash=spec_hash(spec), launches=tuple(launches), branches=spec.branches)


def plan_from_dict(d: dict) -> Plan:
    """Rebuild a Plan from ``Plan.to_dict()`` output (a run's plan.json). ``plan_from_dict(p.to_dict()) == p``."""
    branches = tuple(
        BranchSpec(name=b["name"], role=b["role"], cache=CacheSpec(**b["cache"])) for b in d.get("branches", [])
    )
    launches = tuple(
        Launch(
            launch_id=x["launch_id"],
            phase=x["phase"],
            branch=x["branch"],
            role=x["role"],
            repeat=x["repeat"],
            warmup=tuple((w["tier_id"], w["output_budget"]) for w in x["warmup"]),
            cells=tuple(Cell(c["cell_id"], c["tier_id"], c["output_budget"], c["repeat"]) for c in x["cells"]),
        )
        for x in d["launches"]
    )
    return Plan(spec_hash=d["spec_hash"], launches=launches, branches=branches)
