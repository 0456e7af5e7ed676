"""Run directory creation (whole or nothing, never reused), run.json history, records reading, attempt ids."""
from __future__ import annotations

import errno
import json
import re
import subprocess
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.run.files import read_records, write_json_new
from harness.run.jobs import attempt_dirs, next_attempt_id, recorded_cells
from harness.run.rundir import create_run_dir, new_run_id, set_run_status

pytestmark = pytest.mark.unit

FILES = {"run.json": {"run_id": "x", "status": "running"}, "spec.yaml": b"name: x\n", "plan.json": {"launches": []}}


def test_run_id_shape_and_uniqueness():
    ids = {new_run_id() for _ in range(50)}
    assert len(ids) == 50
    assert all(re.fullmatch(r"\d{8}T\d{6}Z-[0-9a-f]{6}", i) for i in ids)


def test_create_run_dir_writes_every_file(tmp_path):
    run_dir = create_run_dir(tmp_path / "demo", "R1", FILES)
    assert sorted(p.name for p in run_dir.iterdir()) == ["manifest.jsonl", "plan.json", "run.json", "spec.yaml"]
    assert (run_dir / "spec.yaml").read_bytes() == b"name: x\n"
    sealed = [json.loads(line)["path"] for line in (run_dir / "manifest.jsonl").read_text().splitlines()]
    assert sorted(sealed) == ["plan.json", "run.json", "spec.yaml"]  # sealed before the rename made it visible
    assert json.loads((run_dir / "run.json").read_text())["status"] == "running"


def test_existing_run_dir_is_never_reused(tmp_path):
    create_run_dir(tmp_path, "R1", FILES)
    with pytest.raises(InfraError, match="never reused"):
        create_run_dir(tmp_path, "R1", {"run.json": {"other": 1}})
    assert json.loads((tmp_path / "R1" / "run.json").read_text())["run_id"] == "x"


def test_parent_is_a_file_exit_3_nothing_written(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a directory")
    with pytest.raises(InfraError) as info:
        create_run_dir(blocker / "demo", "R1", FILES)
    assert info.value.exit_code == 3 and "nothing was written" in str(info.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["blocker"]


def test_failure_midway_leaves_nothing(tmp_path, monkeypatch):
    calls = {"n": 0}
    real = Path.write_bytes

    def flaky(self, data):
        calls["n"] += 1
        if calls["n"] == 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", flaky)
    with pytest.raises(InfraError, match="No space left"):
        create_run_dir(tmp_path / "demo", "R1", FILES)
    assert list((tmp_path / "demo").iterdir()) == []  # neither the run dir nor its staging directory


def test_read_only_filesystem_exit_3(tmp_path):
    mnt = tmp_path / "ro"
    mnt.mkdir()
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(mnt)], capture_output=True)
    if proc.returncode != 0:
        pytest.skip(f"cannot mount a read-only tmpfs here: {proc.stderr.decode().strip()}")
    try:
        with pytest.raises(InfraError, match="Read-only file system"):
            create_run_dir(mnt / "demo", "R1", FILES)
        assert list(mnt.iterdir()) == []
    finally:
        subprocess.run(["umount", str(mnt)], check=True)


def test_run_status_history_is_kept(tmp_path):
    run_dir = create_run_dir(tmp_path, "R1", FILES)
    set_run_status(run_dir, "interrupted", signal=2)
    data = set_run_status(run_dir, "completed", event="resumed")
    assert data["status"] == "completed" and data["finished_at"]
    assert [h["status"] for h in data["history"]] == ["interrupted", "completed"]
    with pytest.raises(ValueError):
        set_run_status(run_dir, "done")


def test_partial_last_line_is_dropped_not_repaired(tmp_path):
    path = tmp_path / "records.jsonl"
    raw = b'{"cell_id": "a"}\n{"cell_id": "b"}\n{"cell_id": "c", "comp'
    path.write_bytes(raw)
    read = read_records(path)
    assert [r["cell_id"] for r in read.records] == ["a", "b"]
    assert read.partial_bytes == len(b'{"cell_id": "c", "comp')
    assert path.read_bytes() == raw


def test_corrupt_middle_line_raises(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_bytes(b'{"cell_id": "a"}\nnot json\n{"cell_id": "b"}\n')
    with pytest.raises(ValueError, match=":2:"):
        read_records(path)


def test_write_json_new_refuses_to_overwrite(tmp_path):
    write_json_new(tmp_path / "launch.json", {"a": 1})
    with pytest.raises(FileExistsError):
        write_json_new(tmp_path / "launch.json", {"a": 2})


def test_attempt_ids_and_recorded_cells(tmp_path):
    assert next_attempt_id(tmp_path, "L05-r2-ordinary") == "L05-r2-ordinary"
    first = tmp_path / "launches" / "L05-r2-ordinary"
    first.mkdir(parents=True)
    (first / "records.jsonl").write_text(
        json.dumps({"cell_id": "w", "warmup": True, "completed": True}) + "\n"
        + json.dumps({"cell_id": "t512-b32-r2", "warmup": False, "completed": True}) + "\n"
        + json.dumps({"cell_id": "t1024-b32-r2", "warmup": False, "completed": False, "error": {"class": "OOM"}}) + "\n"
        + '{"cell_id": "t1024-b96')
    (tmp_path / "launches" / "L05-r2-ordinary-x").mkdir()  # another launch whose id shares the prefix
    assert next_attempt_id(tmp_path, "L05-r2-ordinary") == "L05-r2-ordinary.resume1"
    (tmp_path / "launches" / "L05-r2-ordinary.resume1").mkdir()
    assert next_attempt_id(tmp_path, "L05-r2-ordinary") == "L05-r2-ordinary.resume2"
    assert [p.name for p in attempt_dirs(tmp_path, "L05-r2-ordinary")] == ["L05-r2-ordinary", "L05-r2-ordinary.resume1"]
    done, partial = recorded_cells(tmp_path, "L05-r2-ordinary")
    assert sorted(done) == ["t1024-b32-r2", "t512-b32-r2"]  # warm-up excluded; a recorded failure counts
    assert partial == len('{"cell_id": "t1024-b96')
