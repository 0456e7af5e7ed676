"""`harness bundle`: one checkable file per run for a release review (bundle, --verify, refusals)."""
from __future__ import annotations

import hashlib
import io
import json
import shutil
import tarfile
from pathlib import Path

import pytest

from harness.bundle import bundle_run, verify_bundle
from harness.cli import main
from harness.errors import RunFailed
from harness.report.render import render_run
from harness.run.lock import run_lock
from harness.run.seal import head
from recordsets.builder import RUN_ID, build_run, reseal

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
RECORDS = "launches/L03-r1-ordinary/records.jsonl"


@pytest.fixture()
def run_dir(tmp_path):
    run = build_run(tmp_path / "runs", "base")
    render_run(run)
    return run


@pytest.fixture()
def bundled(run_dir, tmp_path, capsys):
    out = tmp_path / "b.tar.gz"
    assert main(["bundle", str(run_dir), "--out", str(out)]) == 0
    capsys.readouterr()
    return out


def _members(path: Path) -> list[tuple[tarfile.TarInfo, bytes | None]]:
    with tarfile.open(path, "r:gz") as tar:
        return [(m, tar.extractfile(m).read() if m.isreg() else None) for m in tar.getmembers()]


def _write(path: Path, members) -> Path:
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for info, data in members:
            if data is not None:
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
            else:
                tar.addfile(info)
    return path


def _sums(members) -> bytes:
    lines = [f"{hashlib.sha256(d).hexdigest()}  {m.name.split('/', 1)[1]}\n" for m, d in members
             if d is not None and not m.name.endswith("/SHA256SUMS")]
    return "".join(sorted(lines, key=lambda line: line.split("  ", 1)[1])).encode()


def _verify(capsys, path) -> tuple[int, str, str]:
    code = main(["bundle", "--verify", str(path)])
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def test_bundle_then_verify_ok(run_dir, capsys):
    assert main(["bundle", str(run_dir)]) == 0
    out = capsys.readouterr().out
    target = run_dir.parent / f"{RUN_ID}.bundle.tar.gz"  # default: beside the run, never inside it
    assert f"bundle: {target}" in out and f"seal: {head(run_dir)}" in out
    assert hashlib.sha256(target.read_bytes()).hexdigest() in out
    members = _members(target)
    names = [m.name for m, _ in members]
    assert names[0] == RUN_ID and names[1] == f"{RUN_ID}/BUNDLE.json" and names[-1] == f"{RUN_ID}/SHA256SUMS"
    assert len(names) == len(set(names))
    for m, _ in members:
        assert (m.name == RUN_ID or m.name.startswith(RUN_ID + "/")) and ".." not in m.name.split("/")
        assert m.isreg() or m.isdir()
        assert m.mode == (0o755 if m.isdir() else 0o644) and m.uid == 0 and m.gid == 0
    for rel in ("report.md", "records.csv", "run.json", "spec.resolved.json", "acceptance.json", "plan.json",
                "environment.json", "manifest.jsonl", "admission.json", "fallback.json", RECORDS,
                "launches/L03-r1-ordinary/job.json", "launches/L03-r1-ordinary/launch.json", "inputs/t1024.json"):
        assert f"{RUN_ID}/{rel}" in names, rel
    assert any(n.startswith(f"{RUN_ID}/plots/") and n.endswith(".png") for n in names)
    assert any(n.startswith(f"{RUN_ID}/grades/") for n in names)
    assert f"{RUN_ID}/run.lock" not in names
    data = dict((m.name, d) for m, d in members)
    info = json.loads(data[f"{RUN_ID}/BUNDLE.json"])
    run_json = json.loads((run_dir / "run.json").read_text())
    assert info["run_id"] == RUN_ID and info["spec_hash"] == run_json["spec_hash"]
    assert info["seal_head"] == head(run_dir) and info["harness_version"] and info["created_at"]
    assert info["findings"] == [] and info["report_quotes_seal_head"] is True
    assert {"path": "run.lock", "reason": "the run's lock (host state, never sealed)"} in info["left_out"]
    assert info["locks"][0]["lock"] is None and "no lock" in info["locks"][0]["reason"]
    sums = data[f"{RUN_ID}/SHA256SUMS"].decode().splitlines()
    files = [n for n, d in data.items() if d is not None and n != f"{RUN_ID}/SHA256SUMS"]
    assert len(sums) == len(files) == info["files"]
    for line in sums:
        digest, rel = line.split("  ", 1)
        assert hashlib.sha256(data[f"{RUN_ID}/{rel}"]).hexdigest() == digest

    code, out, _ = _verify(capsys, target)
    assert code == 0 and out == f"ok {target} ({info['files']} files, seal {head(run_dir)})\n"
    assert main(["bundle", "--verify", str(target), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is True and result["problems"] == [] and result["seal_head"] == head(run_dir)


def test_bundle_json_output_and_verify_json_failure(run_dir, tmp_path, capsys):
    out = tmp_path / "j.tar.gz"
    assert main(["bundle", str(run_dir), "--out", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["bundle"] == str(out) and result["sha256"] == hashlib.sha256(out.read_bytes()).hexdigest()
    members = [(m, (d + b"x" if d is not None and m.name.endswith("/plan.json") else d)) for m, d in _members(out)]
    bad = _write(tmp_path / "bad.tar.gz", members)
    assert main(["bundle", "--verify", str(bad), "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False and any(p.startswith("plan.json: its bytes do not match") for p in result["problems"])


def test_changed_member_is_named(bundled, tmp_path, capsys):
    members = [(m, (d.replace(b'"completed": true', b'"completed": false', 1) if m.name.endswith(RECORDS) else d))
               for m, d in _members(bundled)]
    code, out, err = _verify(capsys, _write(tmp_path / "changed.tar.gz", members))
    assert code == 1 and not out.startswith("ok ")
    assert f"{RECORDS}: its bytes do not match SHA256SUMS" in out
    assert f"run: changed: {RECORDS}" in out  # the bundled manifest does not verify either
    assert "does not verify" in err


def test_added_and_removed_members_are_named(bundled, tmp_path, capsys):
    members = _members(bundled)
    extra = tarfile.TarInfo(f"{RUN_ID}/launches/L03-r1-ordinary/outputs/added.txt")
    code, out, _ = _verify(capsys, _write(tmp_path / "added.tar.gz", members + [(extra, b"slipped in\n")]))
    assert code == 1
    assert "launches/L03-r1-ordinary/outputs/added.txt: in the archive, not in SHA256SUMS" in out
    kept = [(m, d) for m, d in members if not m.name.endswith("/admission.json")]
    code, out, _ = _verify(capsys, _write(tmp_path / "removed.tar.gz", kept))
    assert code == 1 and "admission.json: listed in SHA256SUMS, missing from the archive" in out


def test_consistent_rewrite_is_caught_by_the_seal(bundled, tmp_path, capsys):
    # SHA256SUMS recomputed over an edited record: only the bundled manifest and the seal head can tell
    members = [(m, (d.replace(b'"completed": true', b'"completed": false', 1) if m.name.endswith(RECORDS) else d))
               for m, d in _members(bundled)]
    members = [(m, _sums(members) if m.name.endswith("/SHA256SUMS") else d) for m, d in members]
    code, out, _ = _verify(capsys, _write(tmp_path / "rewritten.tar.gz", members))
    assert code == 1 and "SHA256SUMS" not in out and f"run: changed: {RECORDS}" in out
    # a different seal head in BUNDLE.json than in the bundled manifest
    members = _members(bundled)
    for i, (m, d) in enumerate(members):
        if m.name.endswith("/BUNDLE.json"):
            info = json.loads(d)
            info["seal_head"] = "1:" + "0" * 64
            members[i] = (m, json.dumps(info).encode())
    members = [(m, _sums(members) if m.name.endswith("/SHA256SUMS") else d) for m, d in members]
    code, out, _ = _verify(capsys, _write(tmp_path / "head.tar.gz", members))
    assert code == 1 and f"BUNDLE.json: seal head 1:{'0' * 64} is not the bundled manifest's head" in out


@pytest.mark.parametrize("kind", ["symlink", "hardlink", "dotdot", "absolute"])
def test_unsafe_members_are_refused(bundled, tmp_path, capsys, kind):
    members = _members(bundled)
    if kind == "symlink":
        bad = tarfile.TarInfo(f"{RUN_ID}/launches/evil.txt")
        bad.type, bad.linkname = tarfile.SYMTYPE, "/etc/passwd"
        members.append((bad, None))
        expected = f"{RUN_ID}/launches/evil.txt: refused: a symbolic link (to /etc/passwd)"
    elif kind == "hardlink":
        bad = tarfile.TarInfo(f"{RUN_ID}/launches/evil.txt")
        bad.type, bad.linkname = tarfile.LNKTYPE, f"{RUN_ID}/run.json"
        members.append((bad, None))
        expected = f"{RUN_ID}/launches/evil.txt: refused: a hard link"
    elif kind == "dotdot":
        members.append((tarfile.TarInfo(f"{RUN_ID}/../x"), b"escape\n"))
        expected = f"{RUN_ID}/../x: refused: a name with `..`"
    else:
        members.append((tarfile.TarInfo("/tmp/harness-bundle-abs-x"), b"escape\n"))
        expected = "/tmp/harness-bundle-abs-x: refused: an absolute name"
    code, out, _ = _verify(capsys, _write(tmp_path / f"{kind}.tar.gz", members))
    assert code == 1 and expected in out
    assert not (tmp_path / "x").exists() and not Path("/tmp/harness-bundle-abs-x").exists()


def test_tampered_run_is_refused_unless_allowed(run_dir, tmp_path, capsys):
    records = run_dir / RECORDS
    records.write_text(records.read_text().replace('"completed": true', '"completed": false', 1))
    out = tmp_path / "t.tar.gz"
    assert main(["bundle", str(run_dir), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "1 tampering finding(s)" in err and f"changed: {RECORDS}: its bytes changed" in err
    assert not out.exists() and not list(tmp_path.glob(".t.tar.gz.*"))

    assert main(["bundle", str(run_dir), "--out", str(out), "--allow-findings"]) == 0
    assert "tampering finding" in capsys.readouterr().err
    info = json.loads(dict((m.name, d) for m, d in _members(out))[f"{RUN_ID}/BUNDLE.json"])
    assert info["findings_allowed"] is True
    assert [(f["kind"], f["path"]) for f in info["findings"]] == [("changed", RECORDS)]
    code, vout, _ = _verify(capsys, out)
    assert code == 1 and f"run: changed: {RECORDS}" in vout


def test_out_onto_existing_file_is_refused(run_dir, tmp_path, capsys):
    out = tmp_path / "exists.tar.gz"
    out.write_bytes(b"keep me")
    assert main(["bundle", str(run_dir), "--out", str(out)]) == 2
    assert "already exists" in capsys.readouterr().err and out.read_bytes() == b"keep me"
    assert main(["bundle", str(run_dir), "--out", str(run_dir / "in.tar.gz")]) == 2
    assert "inside the run directory" in capsys.readouterr().err and not (run_dir / "in.tar.gz").exists()


def test_missing_report_and_bad_inputs(tmp_path, capsys):
    run = build_run(tmp_path / "runs", "base")  # never rendered: no report.md
    assert main(["bundle", str(run), "--out", str(tmp_path / "r.tar.gz")]) == 2
    assert f"run `harness report {run}` first" in capsys.readouterr().err
    assert not (tmp_path / "r.tar.gz").exists()
    assert main(["bundle", str(tmp_path)]) == 2
    assert "not a run directory" in capsys.readouterr().err
    junk = tmp_path / "junk.tar.gz"
    junk.write_bytes(b"not a gzip file at all")
    assert main(["bundle", "--verify", str(junk)]) == 2
    assert "not a readable tar.gz" in capsys.readouterr().err
    assert main(["bundle", "--verify", str(junk), str(run)]) == 2
    assert "--verify FILE takes no RUN" in capsys.readouterr().err


def test_unwritable_out_is_exit_3(run_dir, tmp_path, capsys):
    assert main(["bundle", str(run_dir), "--out", str(tmp_path / "no" / "such" / "dir" / "b.tar.gz")]) == 3
    assert "cannot write the bundle there" in capsys.readouterr().err


def test_a_run_held_by_another_command_is_exit_3(run_dir, tmp_path, capsys):
    with run_lock(run_dir, exclusive=True, command="harness run specs/x.yaml"):
        assert main(["bundle", str(run_dir), "--out", str(tmp_path / "l.tar.gz")]) == 3
    assert "is in use by `harness run specs/x.yaml`" in capsys.readouterr().err
    assert not (tmp_path / "l.tar.gz").exists()


def test_symlink_in_run_is_left_out_and_a_finding(run_dir, tmp_path):
    (run_dir / "logs").mkdir(exist_ok=True)
    (run_dir / "logs" / "link.log").symlink_to("/etc/hostname")
    with pytest.raises(RunFailed) as exc:
        bundle_run(run_dir, tmp_path / "s.tar.gz")
    assert "link: logs/link.log" in str(exc.value)
    result = bundle_run(run_dir, tmp_path / "s.tar.gz", allow_findings=True)
    assert any(e["path"] == "logs/link.log" and "symbolic link" in e["reason"] for e in result["left_out"])
    names = [m.name for m, _ in _members(tmp_path / "s.tar.gz")]
    assert f"{RUN_ID}/logs/link.log" not in names


def test_docker_run_carries_the_lock_its_image_was_built_from(run_dir, tmp_path):
    from harness.images.lock import read_lock

    images = tmp_path / "images"
    (images / "locks" / "crafted").mkdir(parents=True)
    lock = images / "locks" / "crafted" / "ordinary.txt"
    shutil.copyfile(REPO / "images" / "locks" / "demo-docker" / "ordinary.txt", lock)
    shutil.copyfile(REPO / "images" / "locks" / "demo-docker" / "quanto-int4.txt",
                    images / "locks" / "crafted" / "quanto-int4.txt")
    lock_sha = read_lock(lock).sha256()
    env = json.loads((run_dir / "environment.json").read_text())
    env["runner"] = "docker"
    env["branches"] = {
        "ordinary": {"mode": "docker", "image": f"kvh/crafted-ordinary:lock-{lock_sha[:12]}-0123abcd",
                     "image_digest": "sha256:" + "e" * 64},
        "quanto-int4": {"mode": "docker", "image": "kvh/crafted-quanto-int4:lock-0123456789ab-0123abcd",
                        "image_digest": "sha256:" + "c" * 64}}
    (run_dir / "environment.json").write_text(json.dumps(env))
    reseal(run_dir)
    render_run(run_dir)
    out = tmp_path / "d.tar.gz"
    result = bundle_run(run_dir, out, images_root=images)
    locks = {e["branch"]: e for e in result["locks"]}
    assert locks["ordinary"]["lock"] == "locks/crafted/ordinary.txt" and locks["ordinary"]["lock_sha256"] == lock_sha
    assert locks["quanto-int4"]["lock"] is None and "changed since" in locks["quanto-int4"]["reason"]
    data = dict((m.name, d) for m, d in _members(out))
    assert data[f"{RUN_ID}/locks/crafted/ordinary.txt"] == lock.read_bytes()
    assert f"{RUN_ID}/locks/crafted/quanto-int4.txt" not in data
    assert "locks/crafted/ordinary.txt" in data[f"{RUN_ID}/SHA256SUMS"].decode()
    verified = verify_bundle(out)
    assert verified["ok"] is True, verified["problems"]
