"""Sweeps: a grid of candidate cache options expanded into named candidates.

A spec may list, under ``branches.sweep``, one or more grids; each value is one option or a list of them::

    branches:
      ordinary: {cache: {implementation: dynamic}}
      sweep:
        - backend: quanto
          nbits: [2, 4]
          q_group_size: [32, 64]
          residual_length: [0, 128]

``expand_sweeps`` turns every combination into a candidate ``{cache: {implementation: quantized, ...}}`` named
deterministically from its options (``candidate_name``: ``quanto-int4-g64-r128``; with axes ``...-ak0-av0``;
fp8 ``fp8``) and adds it to ``branches.candidates`` after the candidates written by hand, grid by grid, in the
order of the values as written (backend, nbits, q_group_size, residual_length, axis_key, axis_value, the last
varying fastest). From there on a swept candidate is a candidate like any other: the cross-field checks,
admission, the plan and the report see no difference. A name that a hand-written candidate already uses, or two
grid points with the same name, is a spec error. The grids as written are kept in the resolved spec (``sweep``)
so the report knows the candidates came from a sweep.
"""

from __future__ import annotations

import copy
import itertools

SWEEP_KEYS = ("backend", "nbits", "q_group_size", "residual_length", "axis_key", "axis_value")
MAX_SWEEP_CANDIDATES = 64


def _values(value) -> list:
    return list(value) if isinstance(value, list) else [value]


def candidate_name(cache: dict) -> str:
    """The deterministic name of a swept candidate: ``<backend>[-int<nbits>][-g<group>][-r<residual>][-ak<a>]
    [-av<a>]``, a negative axis written ``m1`` (names take no other signs)."""
    parts = [str(cache["backend"])]
    for key, tag in (("nbits", "int"), ("q_group_size", "g"), ("residual_length", "r")):
        if cache.get(key) is not None:
            parts.append(f"{tag}{cache[key]}")
    for key, tag in (("axis_key", "ak"), ("axis_value", "av")):
        if cache.get(key) is not None:
            parts.append(f"{tag}{cache[key]}".replace("-", "m"))
    return "-".join(parts)


def grid_points(grid: dict) -> list[dict]:
    """Every combination of one grid, as cache options (``implementation: quantized`` added), in written order."""
    keys = [k for k in SWEEP_KEYS if k in grid]
    points = []
    for combo in itertools.product(*(_values(grid[k]) for k in keys)):
        points.append({"implementation": "quantized", **dict(zip(keys, combo, strict=True))})
    return points


def expand_sweeps(data: dict) -> tuple[dict, list[str]]:
    """``data`` with every grid of ``branches.sweep`` added to ``branches.candidates``; returns the new data (the
    argument is not changed) and one message per problem (name clashes, too many candidates)."""
    grids = data.get("branches", {}).get("sweep")
    if not grids:
        return data, []
    out = copy.deepcopy(data)
    branches = out["branches"]
    candidates = branches.setdefault("candidates", {})
    problems: list[str] = []
    added = 0
    for g, grid in enumerate(grids):
        environment = grid.get("environment")
        for cache in grid_points(grid):
            name = candidate_name(cache)
            if name in candidates or name.lower() == "ordinary":
                problems.append(f"sweep {g}: the candidate '{name}' is already declared (by hand or by another grid)")
                continue
            branch: dict = {"cache": cache}
            if environment is not None:
                branch["environment"] = copy.deepcopy(environment)
            candidates[name] = branch
            added += 1
    if added > MAX_SWEEP_CANDIDATES:
        problems.append(f"the sweep expands into {added} candidates; at most {MAX_SWEEP_CANDIDATES} (split the grid)")
    return out, problems
