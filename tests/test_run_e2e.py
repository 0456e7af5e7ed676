"""`harness run` end to end on CPU with the tiny model (real entry, real subprocesses), then `harness fallback`.

One shared run of specs/demo-cpu.yaml as written (module fixture; only the output directory is moved to a
temporary one, and --allow-pending lets the candidate into the matrix: the tiny model's gibberish fails the
completeness evidence, so admission keeps it pending) is checked for: a record for every planned cell, alternating branch order,
identical input hashes across branches, schema-valid records, the run directory's files; then the fallback is
verified on it, and a tampered archived output makes the next fallback fail at the tampered position.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from harness.run.files import measured_records, read_records

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[1]


def harness(*args: str, timeout: float = 1200) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=timeout)


def stdout_field(proc: subprocess.CompletedProcess, key: str) -> str:
    for line in proc.stdout.splitlines():
        if line.startswith(f"{key}: "):
            return line.split(": ", 1)[1]
    raise AssertionError(f"no {key!r} line in stdout:\n{proc.stdout}\n{proc.stderr[-3000:]}")


def all_records(run_dir: Path) -> list[dict]:
    out = []
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        out += list(read_records(path).records)
    return out


@pytest.fixture(scope="module")
def demo_run(tiny_model_dir, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("runs")
    proc = harness("run", "specs/demo-cpu.yaml", "--set", f"output_dir={out}", "--allow-pending")
    assert stdout_field(proc, "status") == "completed", proc.stderr[-4000:]
    # Exit 1 only when an acceptance item failed (the tiny model's gibberish fails the facts); never for the run.
    assert proc.returncode == (1 if stdout_field(proc, "acceptance").startswith("fail") else 0), proc.stderr[-4000:]
    run_dir = Path(stdout_field(proc, "run_dir"))
    assert Path(stdout_field(proc, "report")) == run_dir / "report.md"
    return run_dir


def test_run_directory_holds_every_stage_file(demo_run):
    for name in ("run.json", "spec.yaml", "spec.resolved.json", "acceptance.json", "plan.json", "environment.json",
                 "admission.json", "report.md"):
        assert (demo_run / name).is_file(), name
    run = json.loads((demo_run / "run.json").read_text())
    assert run["status"] == "completed" and run["missing_cells"] == [] and run["failed_attempts"] == []
    import hashlib

    assert hashlib.sha256((demo_run / "spec.resolved.json").read_bytes()).hexdigest() == run["spec_hash"]
    assert (demo_run / "spec.yaml").read_bytes() == (REPO / "specs/demo-cpu.yaml").read_bytes()
    env = json.loads((demo_run / "environment.json").read_text())
    assert env["branches"]["ordinary"]["packages"]["torch"].startswith("2.")
    assert env["harness_git"]["commit"]
    acceptance = json.loads((demo_run / "acceptance.json").read_text())
    first_record = min(r["started_at"] for r in all_records(demo_run))
    assert acceptance["registered_at"] <= first_record


def test_every_planned_cell_has_a_record(demo_run):
    plan = json.loads((demo_run / "plan.json").read_text())
    recorded = {(r["launch_id"], r["cell_id"]) for r in measured_records(all_records(demo_run))}
    planned = {(x["launch_id"], c["cell_id"]) for x in plan["launches"] for c in x["cells"]}
    assert planned == recorded
    assert len(planned) == 2 + 2 * 2 * 3 * 2  # short sample per branch + 2 tiers x 2 budgets x 3 repeats x 2 branches


def test_branch_order_alternates_and_launches_ran_in_plan_order(demo_run):
    plan = json.loads((demo_run / "plan.json").read_text())
    results = [json.loads((demo_run / "launches" / x["launch_id"] / "launch.json").read_text()) for x in plan["launches"]]
    assert [r["started_at"] for r in results] == sorted(r["started_at"] for r in results)
    order = {}
    for x in plan["launches"]:
        order.setdefault((x["phase"], x["repeat"]), []).append(x["branch"])
    assert order[("short_sample", None)] == ["ordinary", "quanto-int4"]
    assert order[("matrix", 1)] == ["ordinary", "quanto-int4"]
    assert order[("matrix", 2)] == ["quanto-int4", "ordinary"]
    assert order[("matrix", 3)] == ["ordinary", "quanto-int4"]
    assert all(r["status"] == "completed" and r["exit_code"] == 0 for r in results)


def test_inputs_identical_across_branches(demo_run):
    by_tier: dict[str, set] = {}
    branches: dict[str, set] = {}
    for r in all_records(demo_run):
        by_tier.setdefault(r["tier_id"], set()).add(r["input_sha256"])
        branches.setdefault(r["tier_id"], set()).add(r["branch"])
    for tier, hashes in by_tier.items():
        prepared = json.loads((demo_run / "inputs" / f"{tier}.json").read_text())
        assert hashes == {prepared["sha256"]}, tier
        assert branches[tier] == {"ordinary", "quanto-int4"}


def test_records_validate_against_the_schema(demo_run):
    schema = json.loads((REPO / "schemas" / "record.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    records = all_records(demo_run)
    assert records
    for r in records:
        errors = sorted(validator.iter_errors(r), key=str)
        assert not errors, f"{r['launch_id']}/{r['cell_id']}: {errors[0].message}"


def test_fallback_verified_then_tampered_output_fails_at_its_position(demo_run):
    proc = harness("fallback", str(demo_run), "--json")
    assert proc.returncode == 0, proc.stderr[-3000:]
    first = json.loads(proc.stdout)
    assert first["status"] == "verified" and first["first_difference"] is None
    assert first["regenerated"]["effective_cache"] == "DynamicCache"
    assert first["needs_person"] == []

    archived = demo_run / first["archived"]["output_ids"]
    ids = json.loads(archived.read_text())
    seq = ids if isinstance(ids, list) else ids["output_ids"]
    position = 5
    seq[position] = seq[position] + 1
    archived.write_text(json.dumps(ids))
    proc = harness("fallback", str(demo_run), "--json")
    assert proc.returncode == 1
    second = json.loads(proc.stdout)
    assert second["status"] == "failed" and second["first_difference"] == position
    history = json.loads((demo_run / "fallback.json").read_text())["attempts"]
    assert [a["status"] for a in history] == ["verified", "failed"]
    assert json.loads((demo_run / "fallback" / "1" / "result.json").read_text())["status"] == "verified"
