"""Fallback pieces without a child process: first differing token, needs_person, pending without an archive,
an altered archive refused. The real regeneration is tested end to end in test_run_e2e.py."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.errors import InputError
from harness.plan import build_plan
from harness.run.fallback import fallback_run, first_difference, load_output_ids, needs_person
from harness.spec import canonical_json, load_spec, spec_hash

pytestmark = pytest.mark.unit
REPO = Path(__file__).resolve().parents[1]


def test_first_difference():
    assert first_difference([1, 2, 3], [1, 2, 3]) is None
    assert first_difference([1, 2, 3], [1, 9, 3]) == 1
    assert first_difference([5], [6]) == 0
    assert first_difference([1, 2], [1, 2, 3]) == 2  # a strict prefix differs at the shorter length
    assert first_difference([], []) is None


def test_load_output_ids_accepts_list_or_object(tmp_path):
    (tmp_path / "a.json").write_text("[1, 2, 3]")
    (tmp_path / "b.json").write_text('{"output_ids": [4, 5]}')
    (tmp_path / "c.json").write_text('{"output_ids": ["x"]}')
    assert load_output_ids(tmp_path, {"artifacts": {"output_ids": "a.json"}}) == [1, 2, 3]
    assert load_output_ids(tmp_path, {"artifacts": {"output_ids": "b.json"}}) == [4, 5]
    with pytest.raises(ValueError):
        load_output_ids(tmp_path, {"artifacts": {"output_ids": "c.json"}})


def _fake_run(tmp_path: Path) -> tuple[Path, dict]:
    spec = load_spec(REPO / "specs" / "demo-cpu.yaml", overrides=["matrix.repeats=1", f"output_dir={tmp_path}"])
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "spec.resolved.json").write_text(canonical_json(spec))
    (run_dir / "run.json").write_text(json.dumps({"run_id": "R", "spec_hash": spec_hash(spec), "runner": "local",
                                                  "model_revision": "sha256:x"}))
    plan = build_plan(spec).to_dict()
    (run_dir / "plan.json").write_text(json.dumps(plan))
    return run_dir, plan


def _write_records(run_dir: Path, launch_id: str, records: list[dict]) -> None:
    d = run_dir / "launches" / launch_id
    d.mkdir(parents=True)
    (d / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))


def test_needs_person_lists_ordinary_cells_not_completed(tmp_path):
    run_dir, plan = _fake_run(tmp_path)
    matrix = next(x for x in plan["launches"] if x["phase"] == "matrix" and x["role"] == "ordinary")
    cells = [c["cell_id"] for c in matrix["cells"]]
    _write_records(run_dir, "L01-short-ordinary", [{"cell_id": "short-t512-b32", "completed": True}])
    _write_records(run_dir, matrix["launch_id"], [
        {"cell_id": cells[0], "completed": True},
        {"cell_id": cells[1], "completed": False, "error": {"class": "RuntimeError", "message": "can't allocate"}},
    ])
    out = needs_person(run_dir, plan)
    assert [t["cell_id"] for t in out] == cells[1:]
    assert "RuntimeError" in out[0]["reason"] and out[1]["reason"].startswith("no record")
    assert all(t["action"] == "hand to a person; not retried" for t in out)


def test_pending_without_an_archived_short_sample(tmp_path):
    run_dir, _ = _fake_run(tmp_path)
    result = fallback_run(run_dir)
    assert result["status"] == "pending" and result["first_difference"] is None
    assert json.loads((run_dir / "fallback.json").read_text())["attempts"][0]["status"] == "pending"
    again = fallback_run(run_dir)
    assert [a["attempt"] for a in again["attempts"]] == [1, 2]  # appended, the first result kept


def test_altered_resolved_spec_is_refused(tmp_path):
    run_dir, _ = _fake_run(tmp_path)
    resolved = json.loads((run_dir / "spec.resolved.json").read_text())
    resolved["matrix"]["repeats"] = 5
    (run_dir / "spec.resolved.json").write_text(json.dumps(resolved))
    with pytest.raises(InputError, match="altered"):
        fallback_run(run_dir)
