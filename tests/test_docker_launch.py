"""Real engine: DockerRunner runs the real entry on the tiny model in the branch images, isolates it (no network,
non-root, read-only run directory outside its launch folder), enforces the wall-clock limit and removes every
container; then `harness run` of specs/demo-docker.yaml end to end."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dockerimages import SPEC, built_images  # noqa: F401 (fixture)

from harness.entry.revision import model_revision
from harness.images.engine import docker_client
from harness.plan import build_plan
from harness.run.base import LaunchRequest, ToolRequest
from harness.run.docker import DockerRunner
from harness.run.files import measured_records, read_records
from harness.run.jobs import build_job
from harness.spec import load_spec

pytestmark = pytest.mark.docker

REPO = Path(__file__).resolve().parents[1]
SMALL = ["matrix.input_tokens=[1100]", "matrix.output_budgets=[8]", "matrix.repeats=1", "matrix.warmup=1"]


def readable_model(model_dir: Path) -> None:
    """The tiny model's weights are written 0600; the container's non-root user reads them as "other"."""
    for path in [model_dir, *model_dir.iterdir()]:
        path.chmod(path.stat().st_mode | (0o005 if path.is_dir() else 0o004))


def _containers_of(client, launch_id: str) -> list:
    return client.containers.list(all=True, filters={"label": f"org.kvcache-harness.launch={launch_id}"})


@pytest.fixture(scope="module")
def prepared(tiny_model_dir, tmp_path_factory, built_images):
    """A run directory with inputs prepared by the ordinary image (run_tool), and a bound runner."""
    spec = load_spec(SPEC, overrides=SMALL)
    readable_model(tiny_model_dir)
    runner = DockerRunner.for_spec(spec)
    runner.check_available()
    run_dir = tmp_path_factory.mktemp("dockerrun")
    (run_dir / "inputs").mkdir()
    args = ("-m", "harness.inputs.prepare", "--model", str(spec.model.path), "--sample", str(spec.sample.path),
            "--placement", spec.sample.placement, "--targets", "1100", "--max-new-tokens", "8",
            "--out", str(run_dir / "inputs"))
    result = runner.run_tool(ToolRequest("ordinary", args, run_dir, spec.model.path, "cpu", 600))
    assert result.exit_code == 0, result.stderr[-3000:]
    return spec, runner, run_dir


def _launch(spec, runner, run_dir: Path, index: int, timeout_s: float | None = 900):
    launch = build_plan(spec).launches[index]
    data = json.loads((run_dir / "inputs" / "t1100.json").read_text())
    launch_dir = run_dir / "launches" / launch.launch_id
    (launch_dir / "outputs").mkdir(parents=True)
    job = build_job(spec, launch, attempt_id=launch.launch_id, run_id="test", spec_hash="h", model_revision=model_revision(spec.model.path),
                    sample_id=data["sample_id"], inputs={"t1100": {"path": "inputs/t1100.json", "sha256": data["sha256"]}},
                    skip_cells=(), runtime={"runner": "docker", "image": None, "image_digest": None,
                                            "memory_budget_bytes": None})
    (launch_dir / "job.json").write_text(json.dumps(job))
    request = LaunchRequest(run_dir=run_dir, launch_id=launch.launch_id, branch=launch.branch,
                            job_path=launch_dir / "job.json", stdout_path=launch_dir / "stdout.log",
                            stderr_path=launch_dir / "stderr.log", model_dir=spec.model.path, device="cpu",
                            timeout_s=timeout_s, memory_budget_bytes=None)
    return launch, runner.launch(request)


@pytest.mark.parametrize("index", [0, 1])  # L01-short-ordinary, L02-short-quanto-int4
def test_launch_runs_the_entry_in_the_branch_image(prepared, index):
    spec, runner, run_dir = prepared
    launch, result = _launch(spec, runner, run_dir, index)
    launch_dir = run_dir / "launches" / launch.launch_id
    assert result.status == "completed", (result, (launch_dir / "stderr.log").read_text()[-3000:])
    assert result.runner == "docker" and result.exit_code == 0
    assert result.image_digest == runner.images[launch.branch].image_id and result.container_id
    assert result.stdout == f"launches/{launch.launch_id}/stdout.log"
    records = measured_records(read_records(launch_dir / "records.jsonl").records)
    assert [r["cell_id"] for r in records] == [c.cell_id for c in launch.cells]
    for r in records:
        assert r["completed"], r["error"]
        assert r["environment"]["runner"] == "docker" and r["environment"]["image_digest"] == result.image_digest
        assert r["environment"]["torch"].startswith("2.13.0")
    cjob = json.loads((launch_dir / "job.container.json").read_text())
    assert cjob["model"]["path"] == "/model" and cjob["runtime"]["image_digest"] == result.image_digest
    if launch.branch != "ordinary":
        assert all(r["valid"] for r in records), [r["invalid_reasons"] for r in records]
        assert records[0]["effective_cache"]["backend"] == "quanto"
    assert _containers_of(runner.client, launch.launch_id) == []


def test_tool_container_is_isolated(prepared):
    spec, runner, run_dir = prepared
    code = ("import os,socket,json;"
            "ifs=sorted(os.listdir('/sys/class/net'));"
            "w=[];\n"
            "for p in ('/model/x','/run/inputs/x'):\n"
            "    try: open(p,'w'); w.append(p)\n"
            "    except OSError: pass\n"
            "print(json.dumps({'uid':os.getuid(),'ifs':ifs,'writable':w}))")
    result = runner.run_tool(ToolRequest("ordinary", ("-c", code), run_dir, spec.model.path, "cpu", 120))
    assert result.exit_code == 0, result.stderr
    facts = json.loads(result.stdout.strip().splitlines()[-1])
    assert facts["uid"] != 0 and facts["ifs"] == ["lo"]
    assert facts["writable"] == ["/run/inputs/x"]  # the model is read-only; tools may write the run dir
    (run_dir / "inputs" / "x").unlink()


def test_wall_clock_limit_stops_and_removes_the_container(prepared):
    spec, runner, run_dir = prepared
    runner.grace_s = 2
    # one second: the entry point's own imports (torch, transformers) take longer than that on any machine, while the
    # tiny model's whole launch can finish within three seconds on a fast, warm one (a CI run saw it complete)
    launch, result = _launch(spec, runner, run_dir, 2, timeout_s=1)
    assert result.status == "timeout" and result.wall_s < 30, result
    assert result.exit_code is None or result.exit_code != 0
    assert _containers_of(runner.client, launch.launch_id) == []


@pytest.fixture(scope="module")
def cli_run(tiny_model_dir, built_images, tmp_path_factory) -> Path:
    """`harness run` end to end (it builds its own runner, bound to the spec): prepare, introspect, launch, report."""
    readable_model(tiny_model_dir)
    out = tmp_path_factory.mktemp("clirun")
    sets = [a for s in SMALL for a in ("--set", s)]
    proc = subprocess.run([sys.executable, "-m", "harness", "run", str(SPEC), *sets, "--set", f"output_dir={out}",
                           "--allow-pending"], cwd=REPO, capture_output=True, text=True, timeout=1800)
    fields = dict(line.split(": ", 1) for line in proc.stdout.splitlines() if ": " in line)
    # exit 1 when an acceptance item fails: the tiny model's text fails the fact checks, the run itself completes
    assert fields.get("status") == "completed", proc.stdout[-2000:] + proc.stderr[-4000:]
    assert proc.returncode == (1 if fields["acceptance"].startswith("fail") else 0), proc.stderr[-4000:]
    run_dir = Path(fields["run_dir"])
    assert json.loads((run_dir / "run.json").read_text())["status"] == "completed"
    return run_dir


def _launch_outcomes(run_dir: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted((run_dir / "launches").glob("*/launch.json"))]


def test_harness_run_runs_every_launch_in_its_branch_image(cli_run):
    outcomes = _launch_outcomes(cli_run)
    assert [o["launch_id"] for o in outcomes] == ["L01-short-ordinary", "L02-short-quanto-int4", "L03-r1-ordinary",
                                                  "L04-r1-quanto-int4"]
    digests = {}
    for o in outcomes:
        assert o["runner"] == "docker" and o["status"] == "completed" and o["container_id"], o
        digests.setdefault(o["branch"], set()).add(o["image_digest"])
        for r in read_records(cli_run / "launches" / o["launch_id"] / "records.jsonl").records:
            assert r["environment"]["image_digest"] == o["image_digest"]
    assert all(len(d) == 1 for d in digests.values()) and digests["ordinary"] != digests["quanto-int4"]
    assert docker_client().containers.list(all=True, filters={"label": "org.kvcache-harness.launch"}) == []


def test_fallback_restores_the_archived_ordinary_image_by_digest(cli_run):
    proc = subprocess.run([sys.executable, "-m", "harness", "fallback", str(cli_run)], cwd=REPO, capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    assert json.loads((cli_run / "fallback.json").read_text())["status"] == "verified"
    archived = next(o["image_digest"] for o in _launch_outcomes(cli_run) if o["branch"] == "ordinary")
    regenerated = [r for p in (cli_run / "fallback").glob("*/records.jsonl") for r in read_records(p).records]
    assert regenerated and {r["environment"]["image_digest"] for r in regenerated} == {archived}
