"""The Slurm runner: state mapping from real ``scontrol show job -o`` lines, sbatch arguments, spec validation of
the ``slurm`` keys (unit), and the demo on a real Slurm cluster (marker ``slurm``; CI starts a single-node one with
.ci/slurm-setup.sh): one run directory in three passes - its matrix job scancel'ed mid-run and recorded failed with
Slurm's reason; a resume stopped with Ctrl-C, which cancels the run's own job and no other; a resume that completes
it, pinned to the group's node, with the node in every record - and a job pending for a reason that never clears.

The fixture lines in tests/fixtures/slurm/ were captured from slurm-wlm 22.05 (single node ``vm``).
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.run.slurm import EXEC_SCRIPT, NEVER_RUNS, SlurmRunner, classify, job_info, parse_scontrol
from harness.spec.model import SlurmSpec

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures" / "slurm"
SPEC = REPO / "specs" / "demo-slurm.yaml"
# The demo at its smallest: one tier, one budget, one repeat, no warm-up (4 launches, each its own Slurm job).
SMALL = ("--set", "matrix.repeats=1", "--set", "matrix.input_tokens=[512]", "--set", "matrix.output_budgets=[16]",
         "--set", "matrix.warmup=0")
POLL_S = 0.2


def line(name: str) -> str:
    return (FIXTURES / f"scontrol-{name}.txt").read_text(encoding="utf-8")


# --- unit: scontrol parsing and the state mapping -------------------------------------------------------------------

@pytest.mark.unit
def test_parse_keeps_values_with_spaces_and_reads_state_fields():
    fields = parse_scontrol(line("failed-exit3"))
    assert fields["Command"].endswith("slurm_exec.sh sh -c exit 3") or " -c exit 3" in fields["Command"]
    info = job_info(line("failed-exit3"))
    assert (info.state, info.reason, info.exit_code, info.exit_signal, info.node) == (
        "FAILED", "NonZeroExitCode", 3, 0, "vm")
    running = job_info(line("running"))
    assert running.state == "RUNNING" and running.reason is None and running.node == "vm"
    pending = job_info(line("cancelled-pending"))
    assert pending.state == "CANCELLED" and pending.node is None  # cancelled before it got a node


@pytest.mark.unit
def test_completed_job_with_a_completed_node_result_is_completed():
    status, code, sig, message = classify(job_info(line("completed")), {"status": "completed", "exit_code": 0},
                                          stop_requested=False, timed_out=False, timeout_s=600)
    assert (status, code, sig, message) == ("completed", 0, None, None)


@pytest.mark.unit
@pytest.mark.parametrize("name,state,reason", [("timeout", "TIMEOUT", "TimeLimit"),
                                               ("cancelled-running", "CANCELLED", "exit 0:15"),
                                               ("cancelled-pending", "CANCELLED", "no reason given")])
def test_slurm_endings_are_failed_launches_with_slurms_state_and_reason(name, state, reason):
    node_result = {"status": "interrupted", "exit_code": None, "signal": 15, "message": "the Slurm job got SIGTERM"}
    status, _, sig, message = classify(job_info(line(name)), node_result, stop_requested=False, timed_out=False,
                                       timeout_s=600)
    assert status == "failed"
    assert state in message and reason in message
    assert sig == 15


@pytest.mark.unit
def test_entry_failure_keeps_the_entrys_exit_status_and_message():
    node_result = {"status": "failed", "exit_code": 3, "signal": None,
                   "message": "exited with status 3; last stderr line: boom"}
    status, code, sig, message = classify(job_info(line("failed-exit3")), node_result, stop_requested=False,
                                          timed_out=False, timeout_s=600)
    assert (status, code, sig) == ("failed", 3, None)
    assert "FAILED" in message and "NonZeroExitCode" in message and "boom" in message


@pytest.mark.unit
def test_a_stop_by_the_harness_wins_and_a_job_that_left_memory_uses_the_node_result():
    info = job_info(line("cancelled-running"))
    assert classify(info, None, stop_requested=True, timed_out=False, timeout_s=600)[0] == "interrupted"
    assert classify(info, {"status": "timeout"}, stop_requested=False, timed_out=False, timeout_s=600)[0] == "timeout"
    assert classify(None, {"status": "completed", "exit_code": 0}, stop_requested=False, timed_out=False,
                    timeout_s=600)[0] == "completed"
    status, *_, message = classify(None, None, stop_requested=False, timed_out=False, timeout_s=600)
    assert status == "failed" and "unknown" in message


@pytest.mark.unit
def test_a_pinned_node_that_is_gone_is_a_reason_that_never_clears():
    info = job_info(line("pending-reqnode"))
    assert info.state == "PENDING" and info.reason.split(",")[0] in NEVER_RUNS
    status, *_, message = classify(info, None, stop_requested=False, timed_out=False, timeout_s=600,
                                   cancelled_because=f"pending: {info.reason}")
    assert status == "failed" and "ReqNodeNotAvail" in message


@pytest.mark.unit
def test_sbatch_arguments_are_one_list_item_per_option_and_never_a_shell_string(tmp_path):
    settings = SlurmSpec(partition="gpu", account="lab", gres="gpu:h100:1", constraint="h100", nodelist="n[1-2]",
                         time_limit="1:00:00", cpus_per_task=4, sbatch_options=("--qos=high", "--exclusive"))
    runner = SlurmRunner(settings)
    argv = runner.sbatch_argv(job_name="kvh-x", workdir=tmp_path, log=tmp_path / "slurm.log", time_s=900,
                              nodelist=None, command=["/usr/bin/python3", "-m", "harness.run.slurm_node", "r.json"])
    assert argv[:2] == ["sbatch", "--parsable"]
    for option in ("--partition=gpu", "--account=lab", "--gres=gpu:h100:1", "--constraint=h100", "--nodelist=n[1-2]",
                   "--time=1:00:00", "--cpus-per-task=4", "--qos=high", "--exclusive", "--no-requeue"):
        assert option in argv
    assert argv[-5:] == [str(EXEC_SCRIPT), "/usr/bin/python3", "-m", "harness.run.slurm_node", "r.json"]
    pinned = runner.sbatch_argv(job_name="kvh-x", workdir=tmp_path, log=tmp_path / "l", time_s=900, nodelist="n2",
                                command=["true"])
    assert "--nodelist=n2" in pinned and "--nodelist=n[1-2]" not in pinned
    default_time = SlurmRunner(SlurmSpec()).sbatch_argv(job_name="j", workdir=tmp_path, log=tmp_path / "l",
                                                        time_s=900, nodelist=None, command=["true"])
    assert "--time=17" in default_time  # 900 s + 2 x 10 s grace + 60 s, in minutes, rounded up
    with pytest.raises(InfraError, match="without '%'"):
        runner.sbatch_argv(job_name="j", workdir=tmp_path / "a%jb", log=tmp_path / "l", time_s=1, nodelist=None,
                           command=["true"])


def _spec_with(tmp_path: Path, slurm_yaml: str, device: str = "cpu") -> Path:
    text = SPEC.read_text(encoding="utf-8")
    head = text.split("\nslurm:\n", 1)[0].replace("device: cpu", f"device: {device}")
    head = head.replace("../models/", f"{REPO}/models/").replace("../samples/", f"{REPO}/samples/")
    path = tmp_path / "spec.yaml"
    path.write_text(head + "\nslurm:\n" + slurm_yaml, encoding="utf-8")
    return path


@pytest.mark.unit
@pytest.mark.parametrize("slurm_yaml,device,pointer,fragment", [
    ("  gres: gpu:1\n  gpus: 1\n", "cpu", "/slurm/gpus", "not both"),
    ("  partition: gpu\n", "cuda", "/model/device", "needs a GPU request"),
    ("  sbatch_options: [--output=/tmp/x]\n", "cpu", "/slurm/sbatch_options/0", "sets it itself"),
    ("  sbatch_options: [--partition=gpu]\n", "cpu", "/slurm/sbatch_options/0", "use slurm.partition"),
    ("  sbatch_options: ['--qos high']\n", "cpu", "/slurm/sbatch_options/0", "one sbatch option per item"),
    ("  partition: 'gpu; rm -rf /'\n", "cpu", "/slurm/partition", "a partition name"),
    ("  launcher: singularity\n", "cpu", "/slurm/launcher", "local"),
    ("  time_limit: 'an hour'\n", "cpu", "/slurm/time_limit", "a Slurm time"),
    ("  qos: high\n", "cpu", "/slurm", "qos"),
])
def test_slurm_keys_are_validated_with_file_line_and_pointer(tmp_path, slurm_yaml, device, pointer, fragment):
    path = _spec_with(tmp_path, slurm_yaml, device)
    proc = subprocess.run([sys.executable, "-m", "harness", "validate", str(path)], capture_output=True, text=True,
                          cwd=REPO, timeout=120)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    hits = [ln for ln in proc.stderr.splitlines() if pointer in ln and fragment in ln]
    assert hits, proc.stderr
    assert re.search(re.escape(str(path)) + r":[0-9]+:[0-9]+ ", hits[0]), hits[0]  # file:line:col


@pytest.mark.unit
def test_demo_slurm_validates_and_slurm_settings_enter_the_hash_only_for_slurm_specs():
    from harness.spec import load_spec, spec_hash
    from harness.spec.resolved import resolved_dict

    spec = load_spec(SPEC)
    assert spec.runner == "slurm" and spec.slurm.cpus_per_task == 1 and spec.slurm.launcher == "local"
    assert resolved_dict(spec)["slurm"]["cpus_per_task"] == 1
    local = load_spec(SPEC, overrides=("runner=local", "slurm.cpus_per_task=null"))
    assert "slurm" not in resolved_dict(local)  # demo-cpu-like specs keep the hash they always had
    cpu = load_spec(REPO / "specs" / "demo-cpu.yaml")
    assert "slurm" not in resolved_dict(cpu) and spec_hash(cpu) == spec_hash(load_spec(REPO / "specs" / "demo-cpu.yaml"))


# --- real Slurm --------------------------------------------------------------------------------------------------

def _jobs() -> dict[str, tuple[str, str]]:
    """job name -> (job id, state) of every job slurmctld knows (squeue)."""
    proc = subprocess.run(["squeue", "-h", "-a", "-t", "all", "-o", "%i|%j|%T"], capture_output=True, text=True,
                          timeout=60, check=True)
    out = {}
    for row in proc.stdout.splitlines():
        job_id, name, state = row.strip().split("|")
        out[name] = (job_id, state)
    return out


def _state(job_id: str) -> str:
    proc = subprocess.run(["scontrol", "show", "job", "-o", job_id], capture_output=True, text=True, timeout=60)
    return job_info(proc.stdout).state if proc.returncode == 0 else "UNKNOWN"


def _wait_for_running(proc: subprocess.Popen, suffix: str, deadline_s: float = 240) -> str:
    """Poll squeue until a job whose name ends with ``suffix`` runs; its id. Fails if the harness exits first."""
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        for name, (job_id, state) in _jobs().items():
            if name.endswith(suffix) and state == "RUNNING":
                return job_id
        assert proc.poll() is None, f"the harness ended (exit {proc.returncode}) before {suffix} ran"
        time.sleep(POLL_S)
    raise AssertionError(f"no job {suffix} RUNNING within {deadline_s} s")


def _harness(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "harness", *args], cwd=REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _run_dir(stdout: str) -> Path:
    return Path(next(ln.split(": ", 1)[1] for ln in stdout.splitlines() if ln.startswith("run_dir: ")))


def _launch(run_dir: Path, attempt: str) -> dict:
    return json.loads((run_dir / "launches" / attempt / "launch.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def slurm_demo(tmp_path_factory, tiny_model_dir):
    """demo-slurm at its smallest, on the real cluster, in three passes over one run directory:

    1. ``harness run``: the matrix's first job (L03) is scancel'ed once Slurm says it runs -> failed launch;
    2. ``harness run --resume``: SIGINT to the harness once the resubmitted job runs, with a foreign job queued
       beside it -> interrupted, only the run's job cancelled;
    3. ``harness run --resume``: completes the run.
    """
    out = tmp_path_factory.mktemp("slurm-demo")
    t0 = time.monotonic()
    got: dict = {}
    proc = _harness("run", str(SPEC), "--allow-pending", "--set", f"output_dir={out}", *SMALL)
    try:
        victim = _wait_for_running(proc, "-L03-r1-ordinary")
        subprocess.run(["scancel", victim], check=True, timeout=60)
        stdout, stderr = proc.communicate(timeout=600)
    finally:
        if proc.poll() is None:
            proc.kill()
    run_dir = _run_dir(stdout)
    got.update(run_dir=run_dir, first=(proc.returncode, stderr, victim),
               first_run_json=json.loads((run_dir / "run.json").read_text()))

    foreign = subprocess.run(["sbatch", "--parsable", "--job-name=kvh-test-foreign", "--output=/dev/null",
                              str(EXEC_SCRIPT), "sleep", "600"], capture_output=True, text=True, timeout=60,
                             check=True).stdout.strip().split(";")[0]
    proc = _harness("run", "--resume", str(run_dir))
    try:
        mine = _wait_for_running(proc, "-L03-r1-ordinary.resume1")
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=300)
        got.update(interrupted=(proc.returncode, stderr, mine, _state(mine), _state(foreign)),
                   interrupted_run_json=json.loads((run_dir / "run.json").read_text()),
                   still_queued=[job_id for name, (job_id, state) in _jobs().items()
                                 if run_dir.name in name and state in ("PENDING", "RUNNING")])
    finally:
        if proc.poll() is None:
            proc.kill()
        subprocess.run(["scancel", foreign], timeout=60)

    got["resumed"] = subprocess.run([sys.executable, "-m", "harness", "run", "--resume", str(run_dir)], cwd=REPO,
                                    capture_output=True, text=True, timeout=600)
    got["wall_s"] = time.monotonic() - t0
    print(f"\nslurm demo (run + scancel, resume + Ctrl-C, resume) took {got['wall_s']:.0f} s")
    return got


@pytest.mark.slurm
def test_scancel_mid_run_is_a_failed_launch_with_slurms_reason(slurm_demo):
    code, stderr, victim = slurm_demo["first"]
    run_dir = slurm_demo["run_dir"]
    assert code == 1, stderr[-3000:]  # a failed launch: the run ends failed (resumable)
    killed = _launch(run_dir, "L03-r1-ordinary")
    assert killed["status"] == "failed" and killed["runner"] == "slurm"
    assert killed["scheduler"]["job_id"] == victim and killed["scheduler"]["state"] == "CANCELLED"
    assert f"slurm job {victim} CANCELLED" in killed["message"] and "not by this harness" in killed["message"]
    assert killed["cells_without_record"] == ["t512-b16-r1"]
    # Kept and sealed (slurm-node.json only exists when the node wrapper started before the kill).
    for name in ("slurm.log", "slurm-request.json", "stderr.log", "launch.json"):
        assert name in {Path(p).name for p in _sealed(run_dir) if "/L03-r1-ordinary/" in p}
    first = slurm_demo["first_run_json"]
    assert first["status"] == "failed" and first["missing_cells"] == ["L03-r1-ordinary/t512-b16-r1"]


def _sealed(run_dir: Path) -> list[str]:
    return [json.loads(ln)["path"] for ln in (run_dir / "manifest.jsonl").read_text().splitlines() if ln.strip()]


@pytest.mark.slurm
def test_ctrl_c_cancels_the_runs_jobs_and_no_other(slurm_demo):
    code, stderr, mine, mine_state, foreign_state = slurm_demo["interrupted"]
    run_dir = slurm_demo["run_dir"]
    assert code == 130, stderr[-3000:]
    assert mine_state == "CANCELLED"
    assert foreign_state in ("RUNNING", "PENDING")  # not the run's job: untouched
    assert slurm_demo["still_queued"] == []
    assert slurm_demo["interrupted_run_json"]["status"] == "interrupted"
    launch = _launch(run_dir, "L03-r1-ordinary.resume1")
    assert launch["status"] == "interrupted" and launch["scheduler"]["job_id"] == mine


@pytest.mark.slurm
def test_resume_resubmits_only_the_missing_launch_on_the_groups_node(slurm_demo):
    run_dir, resumed = slurm_demo["run_dir"], slurm_demo["resumed"]
    assert resumed.returncode in (0, 1), resumed.stderr[-3000:]  # 1: the tiny model's text fails items 5 and 6
    run = json.loads((run_dir / "run.json").read_text())
    assert run["status"] == "completed" and run["missing_cells"] == []
    attempts = sorted(p.name for p in (run_dir / "launches").iterdir())
    assert attempts == ["L01-short-ordinary", "L02-short-quanto-int4", "L03-r1-ordinary", "L03-r1-ordinary.resume1",
                        "L03-r1-ordinary.resume2", "L04-r1-quanto-int4"]
    again = _launch(run_dir, "L03-r1-ordinary.resume2")
    assert again["status"] == "completed" and again["skip_cells"] == []
    node = _launch(run_dir, "L04-r1-quanto-int4")["node"]
    # Equal conditions: every later launch of the group and its resumed attempts were pinned to the group's node.
    assert _launch(run_dir, "L04-r1-quanto-int4")["scheduler"]["pinned_node"] == node
    assert again["scheduler"]["pinned_node"] == node and again["node"] == node
    assert "--nodelist=" + node in again["scheduler"]["sbatch"]


@pytest.mark.slurm
def test_every_planned_cell_has_a_record_naming_its_node(slurm_demo):
    run_dir = slurm_demo["run_dir"]
    plan = json.loads((run_dir / "plan.json").read_text())
    planned = {(launch["launch_id"], c["cell_id"]) for launch in plan["launches"] for c in launch["cells"]}
    records = [json.loads(ln) for p in (run_dir / "launches").glob("*/records.jsonl")
               for ln in p.read_text().splitlines() if ln.strip()]
    got = {(r["launch_id"].split(".resume")[0], r["cell_id"]) for r in records if not r["warmup"] and r["completed"]}
    assert got == planned
    for r in records:
        launch = _launch(run_dir, r["launch_id"])
        assert r["environment"]["node"] == launch["node"] and r["environment"]["node"]
        assert r["environment"]["slurm_job_id"] == launch["scheduler"]["job_id"]
        assert r["environment"]["runner"] == "slurm"
    node_facts = json.loads((run_dir / "launches" / "L01-short-ordinary" / "slurm-node.json").read_text())
    assert node_facts["node"] == _launch(run_dir, "L01-short-ordinary")["node"]
    from harness.verdict.integrity import verify_run

    # The scheduler's files (slurm.log, slurm-*.json) are sealed with their launch: no finding of any kind.
    assert verify_run(run_dir).findings == ()


@pytest.mark.slurm
def test_a_job_pending_for_a_reason_that_never_clears_is_cancelled_with_that_reason(tmp_path, monkeypatch):
    """A real pending job (held: Reason=JobHeldUser, standing in for ReqNodeNotAvail of a node that is gone) is
    cancelled by the runner, by id, and the launch fails naming Slurm's reason."""
    import harness.run.slurm as slurm_module

    monkeypatch.setattr(slurm_module, "NEVER_RUNS", slurm_module.NEVER_RUNS | {"JobHeldUser"})
    runner = SlurmRunner(SlurmSpec(sbatch_options=("--hold",)), never_runs_after_s=0, poll_interval_s=0.2)
    argv = runner.sbatch_argv(job_name="kvh-test-held", workdir=tmp_path, log=tmp_path / "slurm.log", time_s=60,
                              nodelist=None, command=["true"])
    job_id = runner._submit(argv)
    info, timed_out, because = runner._wait(job_id, 60)
    assert info is not None and info.state == "CANCELLED" and not timed_out
    assert because == "pending: JobHeldUser"
    status, *_, message = classify(info, None, stop_requested=False, timed_out=False, timeout_s=60,
                                   cancelled_because=because)
    assert status == "failed" and f"slurm job {job_id} could never start (pending: JobHeldUser)" in message
    assert runner.cancel_all() == []  # nothing of this runner is left queued
