"""The schedule: short sample first (ordinary first), matrix per repeat, alternation, cells, warm-up, ids."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.plan import build_plan, plan_from_dict, render_plan, tier_id
from harness.spec import load_spec, spec_hash

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
DEMO = REPO / "specs" / "demo-cpu.yaml"
GPU = REPO / "specs" / "gpu-example.yaml"


def test_tier_id():
    assert tier_id(512) == "t512"


def test_demo_plan_order_and_ids():
    plan = build_plan(load_spec(DEMO))
    assert [launch.launch_id for launch in plan.launches] == [
        "L01-short-ordinary", "L02-short-quanto-int4",
        "L03-r1-ordinary", "L04-r1-quanto-int4",
        "L05-r2-quanto-int4", "L06-r2-ordinary",  # even repeat: reversed
        "L07-r3-ordinary", "L08-r3-quanto-int4",
    ]
    assert plan.spec_hash == spec_hash(load_spec(DEMO))


def test_short_sample_phase():
    spec = load_spec(DEMO, overrides=["matrix.input_tokens=[1024, 512]", "matrix.warmup=2"])
    short = build_plan(spec).phase("short_sample")
    assert [launch.branch for launch in short] == ["ordinary", "quanto-int4"]
    for launch in short:
        assert launch.repeat is None and launch.phase == "short_sample"
        assert [c.to_dict() for c in launch.cells] == [
            {"cell_id": "short-t512-b32", "tier_id": "t512", "output_budget": 32, "repeat": None}]
        assert launch.warmup == (("t512", 32), ("t512", 32))


def test_matrix_cells_and_counts():
    spec = load_spec(GPU)
    plan = build_plan(spec)
    matrix = plan.phase("matrix")
    branches, tiers, budgets, repeats = len(spec.branches), 3, 2, 3
    assert len(matrix) == branches * repeats
    assert len(plan.launches) == branches + branches * repeats
    assert sum(len(launch.cells) for launch in matrix) == branches * repeats * tiers * budgets
    for launch in matrix:
        assert [c.cell_id for c in launch.cells] == [
            f"t1024-b256-r{launch.repeat}", f"t1024-b1024-r{launch.repeat}",
            f"t4096-b256-r{launch.repeat}", f"t4096-b1024-r{launch.repeat}",
            f"t32000-b256-r{launch.repeat}", f"t32000-b1024-r{launch.repeat}"]
        assert all(c.repeat == launch.repeat for c in launch.cells)
        assert launch.warmup == (("t1024", 256),)
    # all cell ids across one branch are unique (records are keyed by them)
    ids = [c.cell_id for launch in matrix if launch.branch == "hqq-int4" for c in launch.cells]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("order,expected", [
    ("alternate", [["ordinary", "quanto-int4", "hqq-int4"], ["hqq-int4", "quanto-int4", "ordinary"],
                   ["ordinary", "quanto-int4", "hqq-int4"], ["hqq-int4", "quanto-int4", "ordinary"]]),
    ("fixed", [["ordinary", "quanto-int4", "hqq-int4"]] * 4),
])
def test_branch_order_per_repeat(order, expected):
    spec = load_spec(GPU, overrides=[f"matrix.order={order}", "matrix.repeats=4"])
    matrix = build_plan(spec).phase("matrix")
    per_repeat = [[launch.branch for launch in matrix if launch.repeat == r] for r in range(1, 5)]
    assert per_repeat == expected


def test_no_warmup_and_wide_ids():
    spec = load_spec(GPU, overrides=["matrix.warmup=0", "matrix.repeats=40"])
    plan = build_plan(spec)
    assert all(launch.warmup == () for launch in plan.launches)
    assert len(plan.launches) == 3 + 3 * 40
    assert plan.launches[0].launch_id == "L001-short-ordinary"
    assert plan.launches[-1].launch_id.startswith("L123-r40-")


def test_plan_dict_round_trip_and_shape():
    plan = build_plan(load_spec(DEMO))
    d = json.loads(json.dumps(plan.to_dict()))
    assert plan_from_dict(d) == plan
    first = d["launches"][0]
    assert first == {"launch_id": "L01-short-ordinary", "phase": "short_sample", "branch": "ordinary",
                     "role": "ordinary", "repeat": None, "warmup": [{"tier_id": "t512", "output_budget": 32}],
                     "cells": [{"cell_id": "short-t512-b32", "tier_id": "t512", "output_budget": 32,
                                "repeat": None}]}
    assert d["branches"][1]["cache"]["backend"] == "quanto"


def test_cli_plan_text(capsys):
    assert main(["plan", str(DEMO), "--set", "matrix.repeats=2"]) == 0
    out = capsys.readouterr().out
    spec = load_spec(DEMO, overrides=["matrix.repeats=2"])
    assert f"spec hash  {spec_hash(spec)}" in out
    assert "repeat 1: ordinary -> quanto-int4" in out and "repeat 2: quanto-int4 -> ordinary" in out
    assert "warm-up 1 x t512/b32 (recorded apart)" in out
    assert "backend=quanto nbits=4 q_group_size=64 residual_length=128" in out
    assert out.index("L01-short-ordinary") < out.index("L02-short-quanto-int4") < out.index("L03-r1-ordinary")
    assert "total: 6 launches, 18 measured requests, 6 warm-up requests" in out
    assert out == render_plan(build_plan(spec), spec)


def test_cli_plan_json(capsys):
    assert main(["plan", str(DEMO), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == build_plan(load_spec(DEMO)).to_dict()


def test_cli_plan_bad_spec_exit_2(capsys):
    assert main(["plan", str(DEMO), "--set", "matrix.order=random"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "harness plan: --set matrix.order=random  /matrix/order  'random' is not one of" in captured.err
