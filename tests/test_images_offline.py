"""`harness images export/import`: the offline route to a host with no package index and no registry.

Unit tests (no engine): the manifest checks refuse a flipped byte, a missing, an extra or a path-traversal member
and a truncated archive, before anything is written; import writes, keeps identical files, refuses differing ones
unless forced; the CLI's errors are one line with exit 2/3. The docker-marked test exports the demo-docker spec
from the running engine, imports it into a second, fresh engine (own data root and socket) with every package
index blocked, builds and audits there.
"""
from __future__ import annotations

import errno
import hashlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import pytest

from harness.errors import InfraError, InputError
from harness.images import offline
from harness.images.offline import (
    BASE_IMAGE,
    BASE_RECORD,
    MANIFEST,
    Source,
    import_archive,
    verify_archive,
    write_archive,
)
from harness.images.paths import ImagePaths

REPO = Path(__file__).resolve().parents[1]
BASE_ID = "sha256:" + "ab" * 32
WHEEL = "demo_pkg-1.0-py3-none-any.whl"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _archive(tmp_path: Path) -> Path:
    """A small archive in the export format, with fake bytes for the base image."""
    src = tmp_path / "src"
    src.mkdir()
    files = {
        BASE_IMAGE: os.urandom(300_000),
        BASE_RECORD: json.dumps({"tag": "kvh-base:test", "image_id": BASE_ID}).encode(),
        "locks/demo/ordinary.txt": b"# harness images lock: spec demo, branch ordinary\n",
        f"wheelhouse/{WHEEL}": os.urandom(50_000),
    }
    sources = []
    for name, data in files.items():
        path = src / name.replace("/", "__")
        path.write_bytes(data)
        sources.append(Source(name, offline.member_kind(name) or "?", path, _sha(data), len(data)))
    out = tmp_path / "offline.tar"
    meta = {"spec": {"name": "demo", "branches": ["ordinary"]}, "base": {"image_id": BASE_ID, "tag": "kvh-base:test"},
            "locks": {}, "harness_version": "test"}
    write_archive(out, meta, sources)
    return out


def _rewrite(archive: Path, out: Path, drop: str | None = None, add: dict[str, bytes] | None = None) -> Path:
    """A copy of ``archive`` without member ``drop`` and with the members ``add`` appended (manifest unchanged)."""
    with tarfile.open(archive) as src, tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as dst:
        for info in src.getmembers():
            if info.name != drop:
                dst.addfile(info, src.extractfile(info))
        for name, data in (add or {}).items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            dst.addfile(info, io.BytesIO(data))
    return out


class _Image:
    def __init__(self, image_id: str):
        self.id = image_id
        self.tags: list[str] = []

    def tag(self, repo: str, tag: str) -> None:
        self.tags.append(f"{repo}:{tag}")


class _Images:
    def __init__(self, have: set[str], loads_as: str = BASE_ID):
        self.have, self.loads_as, self.loaded = have, loads_as, 0

    def get(self, ref: str) -> _Image:
        from docker.errors import ImageNotFound

        if ref not in self.have:
            raise ImageNotFound(ref)
        return _Image(ref)

    def load(self, data) -> list[_Image]:
        assert data.read(10)  # a readable stream
        self.loaded += 1
        self.have.add(self.loads_as)
        return [_Image(self.loads_as)]


class _Client:
    def __init__(self, have: set[str] | None = None, loads_as: str = BASE_ID):
        self.images = _Images(set(have or ()), loads_as)


def _never():
    raise AssertionError("the engine must not be contacted for a damaged archive")


def _nothing_written(paths: ImagePaths) -> bool:
    return not paths.root.exists() or not any(p.is_file() for p in paths.root.rglob("*"))


# ------------------------------------------------------------------------------------------------ manifest checks


def test_a_good_archive_verifies_and_names_every_member(tmp_path):
    verified = verify_archive(_archive(tmp_path))
    assert set(verified.members) == {BASE_IMAGE, BASE_RECORD, "locks/demo/ordinary.txt", f"wheelhouse/{WHEEL}"}
    with tarfile.open(tmp_path / "offline.tar") as tar:
        assert tar.getnames()[0] == MANIFEST


@pytest.mark.parametrize("member", [BASE_IMAGE, f"wheelhouse/{WHEEL}", "locks/demo/ordinary.txt"])
def test_a_flipped_byte_in_a_member_is_refused_naming_it(tmp_path, member):
    archive = _archive(tmp_path)
    with tarfile.open(archive) as tar:
        offset = tar.getmember(member).offset_data + 7
    with archive.open("r+b") as f:
        f.seek(offset)
        byte = f.read(1)
        f.seek(offset)
        f.write(bytes([byte[0] ^ 0x01]))
    paths = ImagePaths(tmp_path / "images")
    with pytest.raises(InputError, match=rf"member '{re.escape(member)}': sha256 .*damaged"):
        import_archive(archive, _never, paths)
    assert _nothing_written(paths)


def test_a_flipped_byte_in_a_member_header_is_refused(tmp_path):
    archive = _archive(tmp_path)
    with tarfile.open(archive) as tar:
        offset = tar.getmember(f"wheelhouse/{WHEEL}").offset + 3  # inside the name field of its header
    with archive.open("r+b") as f:
        f.seek(offset)
        byte = f.read(1)
        f.seek(offset)
        f.write(bytes([byte[0] ^ 0x01]))
    with pytest.raises(InputError, match=rf"wheelhouse/{re.escape(WHEEL)}"):
        verify_archive(archive)


def test_a_missing_member_is_refused(tmp_path):
    archive = _rewrite(_archive(tmp_path), tmp_path / "missing.tar", drop=f"wheelhouse/{WHEEL}")
    with pytest.raises(InputError, match=rf"member 'wheelhouse/{re.escape(WHEEL)}': listed in MANIFEST.json but missing"):
        verify_archive(archive)


def test_an_extra_member_is_refused(tmp_path):
    archive = _rewrite(_archive(tmp_path), tmp_path / "extra.tar", add={"wheelhouse/evil-1.0-py3-none-any.whl": b"x"})
    with pytest.raises(InputError, match=r"member 'wheelhouse/evil-1.0-py3-none-any.whl': not listed in MANIFEST.json"):
        verify_archive(archive)


@pytest.mark.parametrize("name", ["../x", "wheelhouse/../../x.whl", "/etc/x", "locks/../../x.txt"])
def test_a_path_traversal_member_is_refused(tmp_path, name):
    archive = _rewrite(_archive(tmp_path), tmp_path / "evil.tar", add={name: b"owned"})
    paths = ImagePaths(tmp_path / "images")
    with pytest.raises(InputError, match=rf"member '{re.escape(name)}': unsafe name"):
        import_archive(archive, _never, paths)
    assert _nothing_written(paths) and not (tmp_path / "x").exists()


def test_a_link_member_is_refused(tmp_path):
    archive = _archive(tmp_path)
    out = tmp_path / "link.tar"
    with tarfile.open(archive) as src, tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as dst:
        for info in src.getmembers():
            if info.name == f"wheelhouse/{WHEEL}":
                info = tarfile.TarInfo(info.name)
                info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
                dst.addfile(info)
            else:
                dst.addfile(info, src.extractfile(info))
    with pytest.raises(InputError, match="not a regular file"):
        verify_archive(out)


def test_a_manifest_listing_a_traversal_name_is_refused(tmp_path):
    archive = _archive(tmp_path)
    with tarfile.open(archive) as tar:
        manifest = json.loads(tar.extractfile(MANIFEST).read())
    manifest["members"]["../x"] = {"kind": "wheel", "sha256": "0" * 64, "size": 1}
    out = tmp_path / "bad-manifest.tar"
    with tarfile.open(archive) as src, tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as dst:
        for info in src.getmembers():
            data = src.extractfile(info).read()
            if info.name == MANIFEST:
                data = json.dumps(manifest).encode()
                info.size = len(data)
            dst.addfile(info, io.BytesIO(data))
    with pytest.raises(InputError, match=r"MANIFEST.json lists member '../x': unsafe name"):
        verify_archive(out)


def test_a_truncated_archive_is_refused_naming_the_member(tmp_path):
    archive = _archive(tmp_path)
    with tarfile.open(archive) as tar:
        cut = tar.getmember(BASE_IMAGE).offset_data + 1000
    truncated = tmp_path / "truncated.tar"
    truncated.write_bytes(archive.read_bytes()[:cut])
    paths = ImagePaths(tmp_path / "images")
    with pytest.raises(InputError, match=rf"truncated at member '{BASE_IMAGE}'"):
        import_archive(truncated, _never, paths)
    assert _nothing_written(paths)


def test_not_an_archive_is_refused(tmp_path):
    junk = tmp_path / "junk.tar"
    junk.write_bytes(b"not a tar at all" * 100)
    with pytest.raises(InputError, match="not a tar archive"):
        verify_archive(junk)
    with pytest.raises(InputError, match="no such archive"):
        verify_archive(tmp_path / "absent.tar")


# --------------------------------------------------------------------------------------------------------- import


def test_import_writes_keeps_identical_files_and_refuses_differing_ones(tmp_path):
    archive = _archive(tmp_path)
    paths = ImagePaths(tmp_path / "images")
    client = _Client()
    result = import_archive(archive, lambda: client, paths)
    assert result.base_loaded and client.images.loaded == 1
    assert (paths.wheelhouse / WHEEL).is_file() and paths.lock("demo", "ordinary").is_file()
    assert json.loads(paths.base_record.read_text())["image_id"] == BASE_ID
    assert len(result.written) == 3 and not result.unchanged

    again = import_archive(archive, lambda: client, paths)  # idempotent: the engine has the base, files identical
    assert not again.base_loaded and len(again.unchanged) == 3 and not again.written

    paths.lock("demo", "ordinary").write_text("# edited here\n")
    with pytest.raises(InputError, match=r"ordinary.txt exists and differs .*\n.*pass --force"):
        import_archive(archive, lambda: client, paths)
    assert paths.lock("demo", "ordinary").read_text() == "# edited here\n"  # refused: untouched

    forced = import_archive(archive, lambda: client, paths, force=True)
    assert forced.replaced == (paths.lock("demo", "ordinary"),)
    assert paths.lock("demo", "ordinary").read_text().startswith("# harness images lock")


def test_import_refuses_a_base_that_loads_with_another_id(tmp_path):
    client = _Client(loads_as="sha256:" + "cd" * 32)
    paths = ImagePaths(tmp_path / "images")
    with pytest.raises(InputError, match=rf"loaded base image has id sha256:cdcd.*records {BASE_ID}"):
        import_archive(_archive(tmp_path), lambda: client, paths)
    assert _nothing_written(paths)


def test_a_full_disk_is_one_clear_error(tmp_path, monkeypatch):
    archive = _archive(tmp_path)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tarfile.TarFile, "addfile", full)
    out = tmp_path / "again.tar"
    sources = [Source(f"wheelhouse/{WHEEL}", "wheel", archive, "0" * 64, archive.stat().st_size)]
    with pytest.raises(InfraError, match=r"disk full writing .*again.tar .*free space and run again"):
        write_archive(out, {"base": {}, "spec": {}}, sources)
    assert not out.exists() and not list(tmp_path.glob(".again.tar.part-*"))

    monkeypatch.undo()
    monkeypatch.setattr(offline.os, "replace", full)
    with pytest.raises(InfraError, match="disk full writing"):
        import_archive(archive, lambda: _Client({BASE_ID}), ImagePaths(tmp_path / "images"))


# -------------------------------------------------------------------------------------------------------- the CLI


def _cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", "images", *args], cwd=REPO, capture_output=True,
                          text=True, timeout=300, env=env)


def test_cli_refuses_a_damaged_archive_with_exit_2_and_no_traceback(tmp_path):
    archive = _rewrite(_archive(tmp_path), tmp_path / "evil.tar", add={"../x": b"owned"})
    proc = _cli("import", str(archive), "--images-dir", str(tmp_path / "images"))
    assert proc.returncode == 2, proc.stderr
    assert "member '../x': unsafe name" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "images").exists()


def test_cli_wrong_spec_and_missing_engine_are_one_line_errors(tmp_path):
    proc = _cli("export", str(tmp_path / "nope.yaml"), "--out", str(tmp_path / "x.tar"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    env = {**os.environ, "DOCKER_HOST": f"unix://{tmp_path}/no-engine.sock"}
    proc = _cli("export", "specs/demo-docker.yaml", "--out", str(tmp_path / "x.tar"), env=env)
    assert proc.returncode == 3, proc.stderr
    assert "no Docker engine answers" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    proc = _cli("import", str(_archive(tmp_path)), "--images-dir", str(tmp_path / "images"), env=env)
    assert proc.returncode == 3 and "no Docker engine answers" in proc.stderr, proc.stderr
    assert not (tmp_path / "images").exists()  # the engine is asked before anything is written


def test_help_shows_an_example_for_both():
    for action in ("export", "import"):
        proc = _cli(action, "--help")
        assert proc.returncode == 0 and "Example" in proc.stdout and f"harness images {action} " in proc.stdout


# ------------------------------------------------------------------------------------- a second, offline engine


def _engine_answers(env: dict) -> bool:
    proc = subprocess.run(["docker", "info", "--format", "{{.ServerVersion}}"], env=env, capture_output=True,
                          text=True, timeout=20)
    return proc.returncode == 0


def _stop_engine(root: Path, proc: subprocess.Popen) -> None:
    """Stop the dockerd we started (and its containerd), unmount what it left, remove its data root."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=30)
    pidfile = root / "exec" / "containerd" / "containerd.pid"  # dockerd stops its containerd; if it did not:
    try:
        pid = int(pidfile.read_text().strip())
        if str(root) in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):  # ours, not a reused pid
            os.kill(pid, signal.SIGKILL)
    except (OSError, ValueError):
        pass
    mounts = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()
              if len(line.split()) > 1 and line.split()[1].startswith(str(root))]
    for mount in sorted(mounts, key=len, reverse=True):  # the data root's tmpfs last: removing it frees it all
        subprocess.run(["umount", "-l", mount], capture_output=True)
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def second_engine(request):
    """A fresh dockerd on its own data root, socket, pidfile and exec root (the flags of .ci/docker-setup.sh);
    overlay2 if it starts, else vfs. Yields the environment pointing DOCKER_HOST at it."""
    if shutil.which("dockerd") is None or os.geteuid() != 0:
        pytest.skip("a second engine needs dockerd and root")
    root = Path(tempfile.mkdtemp(prefix="kvh-d2-", dir="/tmp"))  # short: the socket path has a length limit
    env = {**os.environ, "DOCKER_HOST": f"unix://{root}/docker.sock"}
    proc = None
    for driver in ("overlay2", "vfs"):
        # The data root on a tmpfs when it mounts: ~5 GB of layers written and removed without touching the
        # disk (removing them from a disk that discards freed blocks took minutes); else a plain folder.
        (root / "data").mkdir(exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=12g,mode=0711", "kvh-d2", str(root / "data")],
                       capture_output=True)
        log = (root / f"dockerd-{driver}.log").open("w")
        proc = subprocess.Popen(
            ["dockerd", f"--storage-driver={driver}", "--iptables=false", "--ip-masq=false", "--bridge=none",
             f"--data-root={root}/data", f"--exec-root={root}/exec", f"--pidfile={root}/dockerd.pid",
             f"--host=unix://{root}/docker.sock"],
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        request.addfinalizer(lambda p=proc: _stop_engine(root, p))
        for _ in range(60):
            if proc.poll() is not None or _engine_answers(env):
                break
            time.sleep(1)
        if proc.poll() is None and _engine_answers(env):
            yield env
            return
        _stop_engine(root, proc)
        root.mkdir(exist_ok=True)
    log_file = root / "dockerd-vfs.log"
    pytest.fail(f"a second dockerd did not start (overlay2, then vfs): "
                f"{log_file.read_text()[-1500:] if log_file.exists() else 'no log'}")


def _offline_env(env: dict) -> dict:
    """No package index reachable: pip pointed at a closed port, told to use no index, no config file."""
    env = {k: v for k, v in env.items() if not k.startswith("PIP_")}
    env.update(PIP_INDEX_URL="http://127.0.0.1:9/simple", PIP_NO_INDEX="1", PIP_CONFIG_FILE="/dev/null")
    return env


@pytest.mark.docker
def test_export_import_into_a_fresh_engine_then_build_and_audit_offline(tmp_path, second_engine, request):
    from dockerimages import SPEC, harness

    from harness.images.bootstrap import read_base_record
    from harness.images.lock import read_lock
    from harness.spec import load_spec

    paths, spec = ImagePaths(), load_spec(SPEC)
    assert paths.base_record.exists(), "no base: run `bash .ci/docker-setup.sh images` first"
    if any(not (paths.wheelhouse / p.filename).exists()
           for b in spec.branches for p in read_lock(paths.lock(spec.name, b.name)).packages):
        proc = harness("images", "lock", "--frozen", str(SPEC))  # the session's wheelhouse, normally already full
        assert proc.returncode == 0, proc.stderr[-3000:]

    timings = {}
    started = time.monotonic()
    archive = tmp_path / "demo-docker-images.tar"
    images = tmp_path / "offline-images"
    # ~1 GB of archive and wheels: not kept among pytest's last temporary folders (the build logs stay).
    request.addfinalizer(lambda: (archive.unlink(missing_ok=True),
                                  shutil.rmtree(images / "wheelhouse", ignore_errors=True)))
    proc = harness("images", "export", str(SPEC), "--out", str(archive))
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "export: saving base image" in proc.stderr and f"exported {spec.name}" in proc.stdout
    timings["export"] = time.monotonic() - started

    # The spec copy and the images folder of the offline host: the checkout's template, nothing else.
    spec_copy = tmp_path / "specs" / "demo-docker.yaml"
    spec_copy.parent.mkdir()
    spec_copy.write_text(SPEC.read_text().replace("../models/", f"{REPO}/models/")
                         .replace("../samples/", f"{REPO}/samples/"))
    images.mkdir()
    shutil.copy2(paths.template, images / "Dockerfile.j2")
    env = _offline_env(second_engine)

    def cli(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "harness", "images", *args, "--images-dir", str(images)],
                              cwd=REPO, env=env, capture_output=True, text=True, timeout=900)

    step = time.monotonic()
    proc = cli("import", str(archive))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    assert "(loaded)" in proc.stdout and "import: verifying" in proc.stderr
    timings["import"] = time.monotonic() - step
    base_id = read_base_record(paths.base_record).image_id
    inspect = subprocess.run(["docker", "image", "inspect", "--format", "{{.Id}}", base_id], env=env,
                             capture_output=True, text=True)
    assert inspect.stdout.strip() == base_id, inspect.stderr
    assert read_base_record(ImagePaths(images).base_record).image_id == base_id

    step = time.monotonic()
    proc = cli("build", str(spec_copy))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    timings["build"] = time.monotonic() - step
    print("offline route timings (s):", {k: round(v, 1) for k, v in timings.items()})
    proc = cli("audit", str(spec_copy))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    assert "audit: ok" in proc.stdout
