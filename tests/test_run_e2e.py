"""`harness run` end to end on CPU with the tiny model (real entry, real subprocesses), then `harness fallback`.

One shared run of specs/demo-cpu.yaml as written (module fixture; only the output directory is moved to a
temporary one, and --allow-pending lets the candidate into the matrix: the tiny model's gibberish fails the
completeness evidence, so admission keeps it pending) is checked for: a record for every planned cell, alternating branch order,
identical input hashes across branches, schema-valid records, the run directory's files; then the fallback is
verified on it, and a tampered archived output makes the next fallback fail at the tampered position.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from harness.run.files import measured_records, read_records
from harness.run.seal import head as seal_head
from harness.verdict.integrity import verify_run

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
    assert stdout_field(proc, "seal") == seal_head(run_dir)
    shutil.copytree(run_dir, out / "pristine" / run_dir.name, symlinks=True)  # for the tampering tests below
    return run_dir


@pytest.fixture
def run_copy(demo_run, tmp_path) -> Path:
    """A copy of the demo run as the harness left it (before any test here changed it)."""
    return Path(shutil.copytree(demo_run.parents[1] / "pristine" / demo_run.name, tmp_path / "run", symlinks=True))


def report_items(run_dir: Path) -> tuple[int, dict, str]:
    proc = harness("report", str(run_dir), "--json")
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    items = {i["key"]: i for i in json.loads(proc.stdout)["items"]}
    return proc.returncode, items, (run_dir / "report.md").read_text(encoding="utf-8")


def candidate_matrix_records(run_dir: Path) -> Path:
    return sorted(run_dir.glob("launches/L*-r1-quanto-int4/records.jsonl"))[0]


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


# --- Sealed records (issue 12): every edit after the run is named, its figures withheld, the verdict never improves.


def test_untouched_run_verifies_and_its_report_quotes_the_seal(run_copy):
    assert verify_run(run_copy).findings == ()
    code, items, report = report_items(run_copy)
    assert "Every sealed file matches its seal; no file was added." in report
    assert f"head `{seal_head(run_copy)}`" in report
    assert not any("integrity" in " ".join(i["reasons"]) for i in items.values())


def test_candidate_timing_divided_by_1000_is_named_and_withheld(run_copy):
    path = candidate_matrix_records(run_copy)
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    before = {r["cell_id"]: r["timing"]["generation_s"] for r in recs if not r["warmup"]}
    for r in recs:
        r["timing"]["generation_s"] /= 1000
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    code, items, report = report_items(run_copy)
    rel = path.relative_to(run_copy).as_posix()
    assert f"| changed | {rel} |" in report
    assert code == 1 and {i["result"] for i in items.values()} == {"fail"}
    assert "0.001x" not in report
    for value in before.values():  # neither the edited nor the original figure is used from that file
        assert f"{value / 1000:.3g}" not in report.split("## 5. Validity")[0]


def test_deleted_failing_record_is_a_tampering_finding_not_a_pending_cell(run_copy):
    code, items, _ = report_items(run_copy)
    assert items["facts"]["result"] == "fail"  # the tiny model's text: the honest verdict
    path = candidate_matrix_records(run_copy)
    lines = path.read_text().splitlines(keepends=True)
    victim = next(i for i, line in enumerate(lines) if not json.loads(line)["warmup"])
    path.write_text("".join(lines[:victim] + lines[victim + 1:]))
    code, items, report = report_items(run_copy)
    assert code == 1
    assert items["traceable"]["result"] == "fail"  # without the seal this cell would only be pending
    assert items["facts"]["result"] == "fail" and "integrity" in items["facts"]["reasons"][0]
    assert f"| changed | {path.relative_to(run_copy).as_posix()} |" in report


def test_archived_spec_thresholds_edited_are_flagged(run_copy):
    spec = run_copy / "spec.yaml"
    spec.write_text(spec.read_text().replace("max_generation_seconds:", "max_generation_seconds: 9999 #"))
    code, items, report = report_items(run_copy)
    assert "| changed | spec.yaml |" in report
    assert code == 1 and {i["result"] for i in items.values()} == {"fail"}


def test_added_records_and_a_removed_manifest_line_are_findings(run_copy):
    fake = run_copy / "launches" / "L99-r9-quanto-int4"
    fake.mkdir()
    (fake / "records.jsonl").write_text(candidate_matrix_records(run_copy).read_text())
    findings = {(f.kind, f.path) for f in verify_run(run_copy).findings}
    assert ("extra", "launches/L99-r9-quanto-int4/records.jsonl") in findings
    shutil.rmtree(fake)
    manifest = run_copy / "manifest.jsonl"
    lines = manifest.read_text().splitlines(keepends=True)
    manifest.write_text("".join(lines[:10] + lines[11:]))
    kinds = {f.kind for f in verify_run(run_copy).findings}
    assert "manifest" in kinds
    code, items, report = report_items(run_copy)
    assert "the hash chain breaks at line 11" in report and code == 1
    manifest.unlink()
    code, items, report = report_items(run_copy)
    assert "| manifest | manifest.jsonl | no manifest" in report
    assert {i["result"] for i in items.values()} == {"fail"}


def test_links_out_of_the_run_are_refused(run_copy, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.rmtree(run_copy / "grades")
    (run_copy / "grades").symlink_to(outside)
    proc = harness("grade", str(run_copy))
    assert proc.returncode == 2 and "grades" in proc.stderr and "symbolic link" in proc.stderr, proc.stderr
    assert list(outside.iterdir()) == []
    (run_copy / "grades").unlink()

    target = tmp_path / "precious.md"
    target.write_text("not the harness's file\n")
    (run_copy / "report.md").unlink()
    (run_copy / "report.md").symlink_to(target)
    proc = harness("report", str(run_copy))
    assert proc.returncode == 2 and "report.md" in proc.stderr and "Traceback" not in proc.stderr
    assert target.read_text() == "not the harness's file\n"
    (run_copy / "report.md").unlink()

    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-TEXT-OUTSIDE")
    text = sorted(run_copy.glob("launches/L*-r1-ordinary/outputs/t*.txt"))[0]
    text.unlink()
    text.symlink_to(secret)
    proc = harness("grade", str(run_copy))
    assert proc.returncode == 2 and text.name in proc.stderr, proc.stderr
    text.unlink()

    path = candidate_matrix_records(run_copy)
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    depth = len(path.relative_to(tmp_path).parts)
    recs[-1]["artifacts"]["output_text"] = "../" * depth + "secret.txt"
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    proc = harness("grade", str(run_copy))
    assert proc.returncode == 2 and "leaves the run directory" in proc.stderr, proc.stderr
    for grade in run_copy.glob("grades/*/*.json"):
        assert "SECRET-TEXT-OUTSIDE" not in grade.read_text()
    assert not os.path.islink(run_copy / "grades")
