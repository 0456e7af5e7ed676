"""The CUDA path's CPU-verifiable parts (issue 15): device identity, sticky CUDA errors, model links outside the
mount, the revision cache, lock resolution for the base image, packages for docker mode, the GPU check script.

Nothing here runs on a GPU. Where a GPU piece is needed it is a *fake*, named so in the code and in the test
name: a fake ``pynvml`` module, a fake ``torch.cuda.get_device_properties``, a fake ``nvidia-smi`` executable on
PATH, a fake docker client, a fake CUDA error. They prove the plumbing (which card is asked, what is granted,
what is written), never a real device's behaviour; ``pending`` rows of scripts/gpu-check.sh say what still waits
for one.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest
from gpucheck import gpu_check_module

REPO = Path(__file__).resolve().parents[1]

# --------------------------------------------------------------------------------------------------------------
# Item 4: device identity. NVML / nvidia-smi / docker must name the card torch uses, by UUID.
# --------------------------------------------------------------------------------------------------------------

# Four fake cards as NVML numbers them (PCI bus order).
FAKE_CARDS = [
    {"uuid": f"GPU-fake-{i}{i}{i}{i}", "pci": f"00000000:{0x18 + i:02X}:00.0", "used": (i + 1) * 1000, "total": 10**6}
    for i in range(4)
]


def fake_pynvml_module(cards=FAKE_CARDS) -> types.ModuleType:
    """A fake ``pynvml``: handles are the card dicts; lookups by index, UUID and PCI bus id."""
    fake = types.ModuleType("pynvml")

    class NVMLError(Exception):
        pass

    def by(key):
        def get(value):
            for i, card in enumerate(cards):
                if (i if key == "index" else card[key]) == value:
                    return card
            raise NVMLError(f"fake NVML: no card with {key} {value!r}")

        return get

    fake.NVMLError = NVMLError
    fake.nvmlInit = lambda: None
    fake.nvmlDeviceGetHandleByIndex = by("index")
    fake.nvmlDeviceGetHandleByUUID = by("uuid")
    fake.nvmlDeviceGetHandleByPciBusId = by("pci")
    fake.nvmlDeviceGetMemoryInfo = lambda h: types.SimpleNamespace(used=h["used"], total=h["total"])
    fake.nvmlSystemGetDriverVersion = lambda: b"570.fake"
    return fake


@pytest.fixture
def fake_nvml(monkeypatch):
    from harness.entry import nvml

    monkeypatch.setitem(sys.modules, "pynvml", fake_pynvml_module())
    monkeypatch.setattr(nvml, "_HANDLES", {})
    return nvml


def fake_torch_properties(monkeypatch, visible: list[int], with_uuid=True, with_pci=True):
    """A fake ``torch.cuda.get_device_properties``: torch's ``cuda:i`` is FAKE_CARDS[visible[i]]."""
    import torch

    def props(index):
        if not 0 <= index < len(visible):
            raise RuntimeError("fake: invalid device ordinal")
        card = FAKE_CARDS[visible[index]]
        ns = types.SimpleNamespace(total_memory=card["total"], name="Fake H200")
        if with_uuid:
            ns.uuid = card["uuid"][len("GPU-"):]  # torch prints it without the GPU- prefix
        if with_pci:
            ns.pci_domain_id, ns.pci_bus_id, ns.pci_device_id = 0, 0x18 + visible[index], 0
        return ns

    monkeypatch.setattr(torch.cuda, "get_device_properties", props)


@pytest.mark.e2e
def test_fake_nvml_reads_the_card_torch_uses_by_uuid_with_cuda_visible_devices_3(fake_nvml, monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "3")
    monkeypatch.delenv("CUDA_DEVICE_ORDER", raising=False)  # even without PCI order the UUID route is exact
    fake_torch_properties(monkeypatch, visible=[3])
    assert fake_nvml.used_bytes(0) == FAKE_CARDS[3]["used"]  # never NVML's card 0 (1000)
    assert fake_nvml.resolve_handle(0)[1] == "uuid:GPU-fake-3333"
    sampler = fake_nvml.PeakSampler(0)
    sampler.start()
    reading = sampler.stop()
    assert reading["used_before_bytes"] == FAKE_CARDS[3]["used"] and reading["device_index"] == 0
    assert fake_nvml.driver_version() == "570.fake"


@pytest.mark.e2e
def test_fake_nvml_falls_back_to_pci_bus_id_then_to_the_visible_entry_only_in_pci_order(fake_nvml, monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "2,1")
    fake_torch_properties(monkeypatch, visible=[2, 1], with_uuid=False)
    assert fake_nvml.resolve_handle(1)[1] == "pci:00000000:19:00.0"
    assert fake_nvml.used_bytes(1) == FAKE_CARDS[1]["used"]
    monkeypatch.setattr(fake_nvml, "_HANDLES", {})
    fake_torch_properties(monkeypatch, visible=[2, 1], with_uuid=False, with_pci=False)
    monkeypatch.delenv("CUDA_DEVICE_ORDER", raising=False)
    assert fake_nvml.used_bytes(0) is None  # FASTEST_FIRST order: index 0 could be any card -> no reading
    monkeypatch.setenv("CUDA_DEVICE_ORDER", "PCI_BUS_ID")
    assert fake_nvml.used_bytes(0) == FAKE_CARDS[2]["used"]  # CUDA_VISIBLE_DEVICES=2,1 in PCI order: cuda:0 is 2


@pytest.mark.unit
def test_launch_environments_use_pci_bus_order():
    from harness.run.local import child_environment

    assert child_environment()["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
    assert child_environment(isolated=True)["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"


def write_fake_nvidia_smi(bin_dir: Path, log: Path) -> None:
    """A fake ``nvidia-smi`` executable: answers ``--id=<index|uuid>`` for FAKE_CARDS and logs its argv."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    table = {str(i): c for i, c in enumerate(FAKE_CARDS)} | {c["uuid"]: c for c in FAKE_CARDS}
    rows = {k: f"{c['uuid']}, Fake H200, 570.fake, 143771, {c['pci']}" for k, c in table.items()}
    script = bin_dir / "nvidia-smi"
    script.write_text(
        f"#!{sys.executable}\n"
        "import json, sys\n"
        f"open({str(log)!r}, 'a').write(json.dumps(sys.argv[1:]) + '\\n')\n"
        f"rows = {rows!r}\n"
        "sel = [a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--id=')][0]\n"
        "if sel not in rows:\n"
        "    print('No devices were found', file=sys.stderr); sys.exit(6)\n"
        "print(rows[sel])\n"
    )
    script.chmod(0o755)


@pytest.mark.unit
def test_environment_asks_fake_nvidia_smi_about_the_visible_card_and_records_its_uuid(tmp_path, monkeypatch):
    from harness.run.environment import cuda_selector, device_facts

    log = tmp_path / "smi.log"
    write_fake_nvidia_smi(tmp_path / "bin", log)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "3")
    facts = device_facts("cuda:0")
    assert json.loads(log.read_text().splitlines()[-1])[0] == "--id=3"
    assert facts["uuid"] == "GPU-fake-3333" and facts["index"] == 0 and facts["selector"] == "3"
    assert facts["memory_total_bytes"] == 143771 * 1024 * 1024 and facts["pci_bus_id"] == FAKE_CARDS[3]["pci"]
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "GPU-fake-1111,GPU-fake-2222")
    assert device_facts("cuda:1")["uuid"] == "GPU-fake-2222"
    assert "past the devices" in device_facts("cuda:2")["note"]
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES")
    assert cuda_selector("cuda") == "0" and cuda_selector("cuda:2") == "2"


class FakeContainer:
    """A fake docker container: exits 0 at once; records nothing."""

    id = "fake-container"
    status = "exited"
    attrs = {"State": {"ExitCode": 0, "OOMKilled": False}}

    def start(self):
        pass

    def reload(self):
        pass

    def logs(self, stdout=True, stderr=True):
        return b""

    def remove(self, force=False):
        pass


class FakeDockerClient:
    """A fake docker SDK client: keeps every ``containers.create`` call's arguments."""

    def __init__(self):
        self.created: list[tuple[tuple, dict]] = []
        client = self

        class Containers:
            def create(self, *args, **kwargs):
                client.created.append((args, kwargs))
                return FakeContainer()

        class Images:
            def get(self, ref):
                return ref

        self.containers, self.images = Containers(), Images()


@pytest.mark.unit
def test_fake_docker_launch_grants_only_the_requested_card_by_uuid(tmp_path, monkeypatch):
    pytest.importorskip("docker")
    from harness.run.base import LaunchRequest, ToolRequest
    from harness.run.container import BranchImage
    from harness.run.docker import DockerRunner

    log = tmp_path / "smi.log"
    write_fake_nvidia_smi(tmp_path / "bin", log)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1,3")
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text("{}")
    run_dir = tmp_path / "run"
    launch_dir = run_dir / "launches" / "L01"
    launch_dir.mkdir(parents=True)
    job = {"model": {"path": str(model), "device": "cuda:1"}, "runtime": {}}
    (launch_dir / "job.json").write_text(json.dumps(job))
    client = FakeDockerClient()
    runner = DockerRunner({"b": BranchImage("tag", "sha256:" + "f" * 64)}, client=client, poll_interval_s=0)
    result = runner.launch(LaunchRequest(run_dir, "L01", "b", launch_dir / "job.json", launch_dir / "out.log",
                                         launch_dir / "err.log", model, "cuda:1", None, None))
    assert result.status == "completed"
    (_, kwargs), = client.created
    (req,) = kwargs["device_requests"]
    assert req["DeviceIDs"] == ["GPU-fake-3333"] and not req.get("Count")  # only card 3, never all GPUs (-1)
    assert kwargs["environment"]["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
    cjob = json.loads((launch_dir / "job.container.json").read_text())
    assert cjob["model"]["device"] == "cuda:0"  # the one granted card, as the container sees it
    # item 9: the model's per-file digests go with the launch, under the container's paths
    assert kwargs["environment"]["KVCACHE_HARNESS_REVISION_CACHE"] == "/run/launches/L01/model-files.json"
    assert list(json.loads((launch_dir / "model-files.json").read_text())["files"]) == ["/model/config.json"]
    runner.run_tool(ToolRequest("b", ("-m", "harness.entry", "introspect", "--device", "cuda:1"), None, model,
                                "cuda:1", 10))
    args, kwargs = client.created[-1]
    assert args[1][-1] == "cuda:0" and kwargs["device_requests"][0]["DeviceIDs"] == ["GPU-fake-3333"]
    assert len(log.read_text().splitlines()) == 1  # resolved once per runner and device


# --------------------------------------------------------------------------------------------------------------
# Item 7: a sticky (non-OOM) CUDA error ends the launch; the remaining cells stay unrecorded and resumable.
# --------------------------------------------------------------------------------------------------------------


def fake_cuda_error(kind: str) -> BaseException:
    """A fake CUDA error of the kind torch raises (the message is CUDA's own wording)."""
    import torch

    if kind == "illegal":
        cls = getattr(torch, "AcceleratorError", RuntimeError)
        return cls("CUDA error: an illegal memory access was encountered\nfake: raised by the test")
    if kind == "runtime":
        return RuntimeError("CUDA error: device-side assert triggered (fake)")
    return torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB (fake)")


@pytest.mark.e2e
def test_sticky_device_error_classification_with_fake_errors():
    from harness.entry.launch import is_sticky_device_error

    assert is_sticky_device_error(fake_cuda_error("illegal"))
    assert is_sticky_device_error(fake_cuda_error("runtime"))
    assert not is_sticky_device_error(fake_cuda_error("oom"))
    assert not is_sticky_device_error(RuntimeError("CUDA error: out of memory"))
    assert not is_sticky_device_error(ValueError("shape mismatch"))


@pytest.mark.e2e
@pytest.mark.parametrize("kind,sticky", [("illegal", True), ("oom", False)])
def test_fake_sticky_cuda_error_ends_the_launch_and_leaves_the_rest_resumable(tiny_model_dir, tmp_path, monkeypatch,
                                                                              kind, sticky):
    from fixtures.entry_jobs import prepared_ids, read_lines, schema_errors, write_input, write_job

    import harness.entry.request as request_mod
    from harness.entry.launch import EXIT_STICKY_DEVICE_ERROR, run_launch

    real = request_mod.instrumented_generate
    calls = {"n": 0}

    def fake_failing_generate(*args, **kwargs):  # the 2nd measured request hits a fake CUDA error
        calls["n"] += 1
        if calls["n"] == 2:
            raise fake_cuda_error(kind)
        return real(*args, **kwargs)

    monkeypatch.setattr(request_mod, "instrumented_generate", fake_failing_generate)
    inputs = {"t": write_input(tmp_path, "t", prepared_ids(tiny_model_dir, 32))}
    cells = [{"cell_id": f"c{i}", "tier_id": "t", "output_budget": 2, "repeat": i} for i in (1, 2, 3, 4)]
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, inputs, cells, role="ordinary")
    code = run_launch(job, tmp_path)
    records = read_lines(tmp_path)
    assert [r["cell_id"] for r in records] == (["c1", "c2"] if sticky else ["c1", "c2", "c3", "c4"])
    assert records[0]["completed"] and not records[1]["completed"]
    assert "CUDA" in records[1]["error"]["message"]
    assert all(schema_errors(r) == [] for r in records)
    assert code == (EXIT_STICKY_DEVICE_ERROR if sticky else 0)
    if sticky:
        # The resume's view (harness.run.jobs): c1 and c2 have records, c3 and c4 none -> they run again in a fresh
        # process, here a new job with the recorded cells skipped.
        monkeypatch.setattr(request_mod, "instrumented_generate", real)
        job2 = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, inputs, cells, role="ordinary",
                         launch_id="L01.resume1", skip=["c1", "c2"])
        assert run_launch(job2, tmp_path) == 0
        assert [r["cell_id"] for r in read_lines(tmp_path, "L01.resume1")] == ["c3", "c4"]


# --------------------------------------------------------------------------------------------------------------
# Item 8: model directories whose files link outside the mounted directory are refused for containers.
# --------------------------------------------------------------------------------------------------------------


def make_hf_cache_snapshot(tmp_path: Path) -> Path:
    """A real Hugging Face cache layout: snapshots/<rev>/<file> -> ../../blobs/<hash>."""
    repo = tmp_path / "hub" / "models--fake--tiny"
    blobs, snap = repo / "blobs", repo / "snapshots" / "abc123"
    blobs.mkdir(parents=True)
    snap.mkdir(parents=True)
    for name, data in (("config.json", b"{}"), ("model.safetensors", b"x" * 16)):
        (blobs / f"hash-{name}").write_bytes(data)
        (snap / name).symlink_to(Path("../../blobs") / f"hash-{name}")
    return snap


@pytest.mark.unit
def test_hf_cache_snapshot_links_outside_the_mount_are_refused_with_the_fix(tmp_path):
    from harness.errors import InputError
    from harness.run.container import check_model_readable, links_outside

    snap = make_hf_cache_snapshot(tmp_path)
    assert (snap / "config.json").read_bytes() == b"{}"  # the host follows the links fine
    assert len(links_outside(snap)) == 2
    with pytest.raises(InputError, match=r"cp -rL .*runner: local"):
        check_model_readable(snap)
    copy = tmp_path / "copy"
    subprocess.run(["cp", "-rL", str(snap), str(copy)], check=True)
    assert links_outside(copy) == []
    check_model_readable(copy)  # the named fix works
    (copy / "tokenizer.json").symlink_to("config.json")  # a link that stays inside the directory is fine
    check_model_readable(copy)


@pytest.mark.unit
def test_preflight_refuses_linked_model_for_docker_only(tmp_path):
    from harness.run.preflight import container_model_problems

    snap = make_hf_cache_snapshot(tmp_path)

    def fake_spec(runner, launcher="local"):  # a fake Spec: only the fields the check reads
        return types.SimpleNamespace(runner=runner, model=types.SimpleNamespace(path=snap),
                                     slurm=types.SimpleNamespace(launcher=launcher))

    assert "cp -rL" in container_model_problems(fake_spec("docker"))[0]
    assert "cp -rL" in container_model_problems(fake_spec("slurm", "docker"))[0]
    assert container_model_problems(fake_spec("local")) == []
    assert container_model_problems(fake_spec("slurm")) == []


# --------------------------------------------------------------------------------------------------------------
# Item 9: the revision's per-file digests are computed once and reused while path, size and mtime are unchanged.
# --------------------------------------------------------------------------------------------------------------


@pytest.fixture
def revision_cache(tmp_path, monkeypatch):
    from harness.entry import revision

    monkeypatch.setenv(revision.CACHE_ENV, str(tmp_path / "cache" / "revision-cache.json"))
    monkeypatch.setattr(revision, "_MEMO", {})
    reads: list[str] = []
    real = revision.file_sha256

    def counting_sha256(path):  # counts every file actually read and hashed
        reads.append(Path(path).name)
        return real(path)

    monkeypatch.setattr(revision, "file_sha256", counting_sha256)
    return revision, reads


def small_model_dir(root: Path) -> Path:
    root.mkdir()
    (root / "config.json").write_text('{"model_type": "llama"}')
    (root / "model.safetensors").write_bytes(os.urandom(4096))
    (root / "tokenizer.json").write_text("{}")
    return root


@pytest.mark.unit
def test_revision_is_hashed_once_and_reused_until_a_file_changes(tmp_path, revision_cache, monkeypatch):
    import hashlib

    revision, reads = revision_cache
    model = small_model_dir(tmp_path / "m")
    first = revision.model_revision(model)
    assert sorted(reads) == ["config.json", "model.safetensors", "tokenizer.json"]
    # The documented definition, recomputed independently: the cache never changes the digest.
    total = hashlib.sha256()
    for name in sorted(["config.json", "model.safetensors", "tokenizer.json"]):
        total.update(f"{name}\0{hashlib.sha256((model / name).read_bytes()).hexdigest()}\n".encode())
    assert first == f"sha256:{total.hexdigest()}"
    reads.clear()
    assert revision.model_revision(model) == first and reads == []  # same process: nothing read
    monkeypatch.setattr(revision, "_MEMO", {})
    assert revision.model_revision(model) == first and reads == []  # another process: the cache file serves
    st = (model / "model.safetensors").stat()
    os.utime(model / "model.safetensors", ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))  # touch
    assert revision.model_revision(model) == first and reads == ["model.safetensors"]  # only that file again
    reads.clear()
    (model / "tokenizer.json").write_text('{"x": 1}')
    assert revision.model_revision(model) != first and reads == ["tokenizer.json"]
    reads.clear()
    assert revision.model_revision(model, use_cache=False) != first and len(reads) == 3


@pytest.mark.unit
def test_revision_cache_file_unwritable_or_corrupt_only_costs_a_rehash(tmp_path, revision_cache, monkeypatch):
    revision, reads = revision_cache
    model = small_model_dir(tmp_path / "m")
    bad = tmp_path / "cache.json"
    bad.write_text("not json")
    monkeypatch.setenv(revision.CACHE_ENV, str(bad))
    first = revision.model_revision(model)
    monkeypatch.setenv(revision.CACHE_ENV, "/proc/no-such-dir/cache.json")  # unwritable
    monkeypatch.setattr(revision, "_MEMO", {})
    assert revision.model_revision(model) == first


@pytest.mark.unit
def test_container_entries_let_the_entry_skip_hashing_under_the_mount_path(tmp_path, revision_cache, monkeypatch):
    """What the docker runner hands a container: entries keyed by /model/... A fake mount: a symlink at another
    path stands for the bind mount (same files, same size/mtime/ctime)."""
    revision, reads = revision_cache
    model = small_model_dir(tmp_path / "m")
    mount = tmp_path / "mnt"
    mount.symlink_to(model)
    expected = revision.model_revision(model)
    entries = revision.container_entries(model, str(mount))
    handed = tmp_path / "launch" / "model-files.json"
    handed.parent.mkdir()
    revision.write_cache_file(handed, entries)
    reads.clear()
    monkeypatch.setattr(revision, "_MEMO", {})
    monkeypatch.setenv(revision.CACHE_ENV, str(handed))
    assert revision.model_revision(mount) == expected and reads == []


# --------------------------------------------------------------------------------------------------------------
# Item 3: locks resolve for the base image's Python and platform; a CUDA spec needs a CUDA torch in its lock.
# --------------------------------------------------------------------------------------------------------------


def _flag_values(args: list[str], flag: str) -> list[str]:
    return [args[i + 1] for i, a in enumerate(args) if a == flag]


@pytest.mark.unit
def test_lock_resolution_targets_the_base_python_and_platform_never_the_host(tmp_path):
    from harness.images.lock import Target, base_target, download_args, resolve_args
    from harness.images.paths import ImagePaths

    target = Target(python="3.11", machine="x86_64")
    args = resolve_args(("torch==2.13.0",), tmp_path / "r.json", tmp_path / "t", target)
    assert args[:3] == ["install", "--dry-run", "--ignore-installed"] and "--only-binary=:all:" in args
    assert _flag_values(args, "--python-version") == ["3.11"] and _flag_values(args, "--implementation") == ["cp"]
    assert _flag_values(args, "--abi") == ["cp311", "abi3", "none"]
    plats = _flag_values(args, "--platform")
    assert plats[0] == "manylinux_2_36_x86_64" and "manylinux_2_28_x86_64" in plats and "manylinux2014_x86_64" in plats
    assert _flag_values(args, "--target") == [str(tmp_path / "t")]  # pip 23 wants it with platform options
    dl = download_args(["https://x/torch.whl"], tmp_path / "wh", target)
    assert _flag_values(dl, "--python-version") == ["3.11"] and _flag_values(dl, "--abi")[0] == "cp311"
    # The base record's Python wins over the host's; without a record, bookworm's 3.11.
    paths = ImagePaths(tmp_path / "images")
    assert base_target(paths).python == "3.11"
    paths.base_record.parent.mkdir(parents=True)
    paths.base_record.write_text(json.dumps({"python_version": "3.12.8"}))
    assert base_target(paths).python == "3.12" and base_target(paths).abi == "cp312"


@pytest.mark.unit
@pytest.mark.parametrize("version,filename,extra,kind", [
    ("2.8.0+cu128", "torch-2.8.0+cu128-cp311-cp311-manylinux_2_28_x86_64.whl", (), "cuda"),
    ("2.13.0+cpu", "torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl", (), "cpu"),
    ("2.8.0", "torch-2.8.0-cp311-cp311-manylinux_2_28_x86_64.whl", ("nvidia-cuda-runtime-cu12",), "cuda"),
    ("2.8.0", "torch-2.8.0-cp311-none-macosx_11_0_arm64.whl", (), None),
    ("2.8.0+rocm6.3", "torch-2.8.0+rocm6.3-cp311-cp311-manylinux_2_28_x86_64.whl", (), "rocm"),
])
def test_locked_torch_build_from_fake_wheel_names(version, filename, extra, kind):
    from harness.errors import InputError
    from harness.images.audit import check_torch_device
    from harness.images.lock import Lock, LockedPackage, check_torch_build, require_torch_build, torch_build

    pkgs = [LockedPackage("torch", version, "a" * 64, filename)]
    pkgs += [LockedPackage(n, "12.8.90", "b" * 64, f"{n.replace('-', '_')}-12.8.90-py3-none-any.whl") for n in extra]
    lock = Lock("gpu-example", "ordinary", ("torch==" + version,), "3.11", tuple(pkgs))
    assert torch_build(lock)[0] == kind
    assert check_torch_build(lock, "cpu") == []  # a CPU spec runs with any build
    if kind == "cuda":
        require_torch_build(lock, "cuda:0")
        assert check_torch_device("ordinary", lock, "cuda").ok
    else:
        with pytest.raises(InputError, match=r"not .*CUDA build|a (cpu|rocm) build.*torch==2.8.0\+cu128"):
            require_torch_build(lock, "cuda")
        finding = check_torch_device("ordinary", lock, "cuda")
        assert not finding.ok and "PIP_EXTRA_INDEX_URL" in finding.lines[0]


# --------------------------------------------------------------------------------------------------------------
# Item 1: input preparation runs in the ordinary image: its pins must hold jsonschema and ruamel.yaml.
# --------------------------------------------------------------------------------------------------------------


@pytest.mark.unit
def test_gpu_example_pins_what_the_ordinary_image_runs():
    from harness.images.ops import branch_requirements
    from harness.run.environment import missing_from_pins
    from harness.spec.load import load_spec

    spec = load_spec(REPO / "specs" / "gpu-example.yaml")
    for branch, reqs in branch_requirements(spec).items():
        assert missing_from_pins(reqs, spec.branch(branch).role) == [], branch
    assert spec.runner == "docker" and spec.model.device.startswith("cuda")


@pytest.mark.unit
def test_docker_mode_missing_packages_from_a_fake_lock_are_named_with_the_fix():
    from harness.images.audit import check_needed_packages
    from harness.images.lock import Lock, LockedPackage

    def fake_lock(names):
        return Lock("s", "ordinary", (), "3.11", tuple(LockedPackage(n, "1", "a" * 64, f"{n}-1-py3-none-any.whl")
                                                      for n in names))

    finding = check_needed_packages("ordinary", fake_lock(["torch", "transformers", "jinja2"]), "ordinary")
    assert not finding.ok and "lacks jsonschema, ruamel.yaml" in finding.lines[0]
    assert "harness images lock" in finding.lines[0]
    assert check_needed_packages("quanto", fake_lock(["torch", "transformers"]), "candidate").ok
    assert check_needed_packages("ordinary", fake_lock(["torch", "transformers", "jinja2", "jsonschema",
                                                        "ruamel-yaml"]), "ordinary").ok


@pytest.mark.unit
def test_run_time_package_check_covers_docker_images_with_fake_probes():
    from harness.errors import InputError
    from harness.run.orchestrate import _check_branch_packages

    spec = types.SimpleNamespace(branches=[types.SimpleNamespace(name="ordinary", role="ordinary"),
                                           types.SimpleNamespace(name="q", role="candidate")])
    fake_probe = {"packages": {"torch": "2.13.0", "transformers": "5.24.0", "jinja2": "3.1.6"}}
    facts = {"ordinary": {"mode": "docker", "image": "kvh:ord"}, "q": {"mode": "docker", "image": "kvh:q"}}
    env = {"branches": {"ordinary": fake_probe, "q": fake_probe}}
    with pytest.raises(InputError, match=r"'ordinary' \(image kvh:ord\) lacks jsonschema, ruamel.yaml"):
        _check_branch_packages(spec, env, facts)
    env["branches"]["ordinary"] = {"error": "probe exit 1"}  # a failed probe is the launch's business
    _check_branch_packages(spec, env, facts)


# --------------------------------------------------------------------------------------------------------------
# Item 10: scripts/gpu-check.sh on a fresh host: a preflight row first naming every missing piece, no traceback.
# --------------------------------------------------------------------------------------------------------------


@pytest.mark.unit
def test_gpu_check_preflight_names_every_missing_piece_on_a_fake_fresh_host(monkeypatch):
    check = gpu_check_module()
    absent = {"transformers", "ruamel.yaml", "attrs", "jsonschema", "nvidia-ml-py", "optimum-quanto"}
    real = check._dist_version
    monkeypatch.setattr(check, "_dist_version", lambda n: None if n in absent else real(n))  # a fake fresh host
    monkeypatch.setattr(check.shutil, "which", lambda name: None)  # fake: no ninja, compiler or nvcc on PATH
    monkeypatch.delenv("CUDA_HOME", raising=False)
    missing, notes, _ = check.preflight("cuda:0")
    text = "; ".join(missing)
    for piece in ("transformers >= 5", "ruamel.yaml", "attrs", "jsonschema", "optimum-quanto", "ninja on PATH",
                  "C++ compiler", "nvidia-ml-py", "torch CUDA build"):
        assert piece in text, (piece, text)
    if not Path("/usr/local/cuda/bin/nvcc").exists():
        assert "nvcc" in text
    monkeypatch.setattr(check, "_dist_version", lambda n: "4.57.1" if n == "transformers" else real(n))
    assert any(m == "transformers >= 5 (found 4.57.1)" for m in check.preflight("cpu")[0])
    # On the CPU rehearsal the CUDA-only pieces are notes, not missing.
    assert any("torch CUDA build" in n for n in check.preflight("cpu")[1])


@pytest.mark.unit
def test_gpu_check_with_a_fake_broken_torch_prints_the_table_and_no_traceback(tmp_path):
    fake = tmp_path / "fakesite" / "torch"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('fake: this torch is broken on purpose')\n")
    proc = subprocess.run([sys.executable, "scripts/gpu_check.py", "--device", "cuda:0", "--out", str(tmp_path / "o")],
                          cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": f"{fake.parent}{os.pathsep}{REPO}"})
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stdout + proc.stderr
    assert proc.returncode == 4, proc.stdout + proc.stderr
    rows = json.loads((tmp_path / "o" / "gpu-check.json").read_text())["rows"]
    assert rows[0]["step"] == "preflight" and rows[0]["status"] == "MISSING"
    assert "a working torch" in rows[0]["figure"] and "gpu-wheels.sh" in rows[0]["figure"]
    assert all(r["status"] == "pending" and "torch cannot be imported" in r["figure"] for r in rows[1:])


@pytest.mark.unit
def test_gpu_check_demo_row_wants_a_record_for_every_planned_cell_of_every_branch(tmp_path):
    # What the first CUDA run showed: the candidate's launches all failed, the ordinary branch's records were fine,
    # and a row that only looked at the records present said ok.
    check = gpu_check_module()
    plan = {"launches": [{"branch": "ordinary", "cells": [{"cell_id": "c1"}, {"cell_id": "c2"}]},
                         {"branch": "quanto-int4", "cells": [{"cell_id": "c1"}, {"cell_id": "c2"}]}]}
    (tmp_path / "plan.json").write_text(json.dumps(plan))

    def write(branch):
        rows = [{"branch": branch, "cell_id": c, "warmup": False, "completed": True, "valid": True,
                 "memory": {"device_kind": "cuda", "peak_allocated_bytes": 10}, "nvml": {"used_before_bytes": 1}}
                for c in ("c1", "c2")]
        path = tmp_path / "launches" / f"L-{branch}" / "records.jsonl"
        path.parent.mkdir(parents=True)
        path.write_text("".join(json.dumps(r) + "\n" for r in rows))

    write("ordinary")
    ok, figure = check.check_demo_records(tmp_path, "cuda:0")
    assert not ok and "2 of 4 planned" in figure and "quanto-int4/c1" in figure
    write("quanto-int4")
    ok, figure = check.check_demo_records(tmp_path, "cuda:0")
    assert ok, figure
    (tmp_path / "plan.json").unlink()
    assert check.check_demo_records(tmp_path, "cuda:0")[0] is False
