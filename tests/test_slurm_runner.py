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
import threading
import time
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.run.slurm import (
    EXEC_SCRIPT,
    NEVER_RUNS,
    NO_NODE_LEFT,
    NodeClaims,
    SbatchRefused,
    SlurmRunner,
    StoppedBeforeSubmission,
    classify,
    job_info,
    parse_scontrol,
)
from harness.spec.model import SlurmSpec

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures" / "slurm"
SPEC = REPO / "specs" / "demo-slurm.yaml"
# The demo at its smallest: one tier, one budget, one repeat, no warm-up (4 launches, each its own Slurm job).
SMALL = ("--set", "matrix.repeats=1", "--set", "matrix.input_tokens=[512]", "--set", "matrix.output_budgets=[16]",
         "--set", "matrix.warmup=0")
POLL_S = 0.2
# Two repeats (two matrix groups) with up to two groups in flight at once.
PARALLEL = (*SMALL[:1], "matrix.repeats=2", *SMALL[2:], "--set", "slurm.max_parallel_groups=2")


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
    ("  max_parallel_groups: 0\n", "cpu", "/slurm/max_parallel_groups", "minimum of 1"),
    ("  max_parallel_groups: two\n", "cpu", "/slurm/max_parallel_groups", "integer"),
    ("  max_parallel_groups: 2\n  sbatch_options: [--exclude=n1]\n", "cpu", "/slurm/sbatch_options/0",
     "sets it itself"),
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


# --- unit: node assignment of parallel comparison groups ------------------------------------------------------------

class _FakeCluster(SlurmRunner):
    """Stands in for sbatch only, to drive the runner's placement logic (``_submit_placed`` + ``NodeClaims``) over
    a cluster of any size: a job goes to the first node neither excluded nor given by --nodelist; with no node
    left sbatch refuses it the way Slurm 22.05 does."""

    def __init__(self, nodes: list[str]) -> None:
        super().__init__(SlurmSpec(max_parallel_groups=2), poll_interval_s=0.01)
        self.nodes, self.where, self.argvs = nodes, {}, []

    def _submit(self, argv: list[str]) -> str:
        if self._stop_requested:
            raise StoppedBeforeSubmission("stopped before submission")
        self.argvs.append(argv)
        exclude = next((a.split("=", 1)[1].split(",") for a in argv if a.startswith("--exclude=")), [])
        free = [n for n in self.nodes if n not in exclude]
        if not free:
            raise SbatchRefused("refused", f"sbatch: error: Batch job submission failed: {NO_NODE_LEFT}")
        job_id = str(len(self.where) + 1)
        self.where[job_id] = free[0]
        return job_id


def _groups_on(nodes: list[str], hold_s: float) -> tuple[_FakeCluster, dict]:
    """Two comparison groups on two threads, each: placed (its first job), held ``hold_s``, ended."""
    runner = _FakeCluster(nodes)
    seen: dict = {}
    both_running = threading.Barrier(2)

    def group(name: str) -> None:
        key = ("run", "matrix", name)
        placement: dict = {}
        build = lambda exclude: ["sbatch", *([f"--exclude={','.join(exclude)}"] if exclude else []), "job"]  # noqa: E731
        job_id, argv = runner._submit_placed(key, None, build, placement)
        node = runner.where[job_id]
        runner.claims.placed(key, node)
        start = time.monotonic()
        try:
            both_running.wait(timeout=hold_s)  # passes only when the other group runs at the same time
            overlapped = True
        except threading.BrokenBarrierError:
            overlapped = False
        seen[name] = {"node": node, "start": start, "end": time.monotonic(), "argv": argv, "placement": placement,
                      "overlapped": overlapped}
        runner.claims.release(key)

    threads = [threading.Thread(target=group, args=(name,)) for name in ("r1", "r2")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return runner, seen


@pytest.mark.unit
def test_two_parallel_groups_overlap_on_two_nodes_each_on_its_own():
    runner, seen = _groups_on(["n1", "n2"], hold_s=10)
    assert seen["r1"]["overlapped"] and seen["r2"]["overlapped"]  # both groups ran at once
    assert {seen["r1"]["node"], seen["r2"]["node"]} == {"n1", "n2"}  # never on one node
    later = max(seen.values(), key=lambda g: g["start"])
    assert later["placement"]["exclude"] and f"--exclude={later['placement']['exclude'][0]}" in later["argv"]
    assert runner.claims.held() == {}


@pytest.mark.unit
def test_on_one_node_the_second_group_waits_for_the_first_to_end():
    runner, seen = _groups_on(["vm"], hold_s=0.3)
    first, second = sorted(seen.values(), key=lambda g: g["start"])
    assert first["node"] == second["node"] == "vm"
    assert not first["overlapped"] and second["start"] >= first["end"]
    assert any("no node left besides vm" in w for w in second["placement"]["waited_for"])
    assert second["argv"] == ["sbatch", "job"]  # resubmitted without --exclude once the node was free
    refused = [a for a in runner.argvs if "--exclude=vm" in a]
    assert len(refused) == 1


@pytest.mark.unit
def test_a_pinned_group_waits_for_its_node_and_a_stop_ends_any_wait():
    claims = NodeClaims(poll_s=0.01)
    assert claims.claim("r1", None, lambda: False) == ([], 0)
    claims.placed("r1", "n1")
    assert claims.claim("r2", None, lambda: False) == (["n1"], 0)  # the others' nodes are excluded
    said: list[str] = []
    # r3 may not be placed while r2's first launch is still pending, nor may a resumed group pinned to n1 start.
    assert claims.claim("r3", None, lambda: True, said.append) is None
    assert claims.claim("r4", "n1", lambda: True, said.append) is None
    assert "still waiting for its node" in said[0] and "node n1 is held" in said[1]
    claims.release("r1")
    assert claims.claim("r4", "n1", lambda: False) == ([], 1)
    assert claims.wait_release(1, lambda: True) is False


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


@pytest.mark.slurm
def test_parallel_groups_on_one_node_wait_for_each_other_and_complete(tmp_path, tiny_model_dir):
    """``slurm.max_parallel_groups=2`` with two repeats on the single-node cluster: both matrix groups are in flight
    in the harness at once, but groups in flight never share a node, so the second group's first job is submitted
    only after the first group ended (its wait is recorded); the run completes with every cell and a valid seal."""
    node = subprocess.run(["scontrol", "show", "node", "-o"], capture_output=True, text=True, timeout=60,
                          check=True).stdout
    assert int(re.search(r"CPUTot=(\d+)", node).group(1)) >= 2  # Slurm could run two 1-CPU jobs at once here
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "harness", "run", str(SPEC), "--allow-pending", "--set",
                           f"output_dir={tmp_path}", *PARALLEL], cwd=REPO, capture_output=True, text=True, timeout=600)
    print(f"\nslurm parallel groups (2 repeats, max_parallel_groups=2) took {time.monotonic() - t0:.0f} s")
    assert proc.returncode in (0, 1), proc.stderr[-3000:]  # 1: the tiny model's text fails items 5 and 6
    run_dir = _run_dir(proc.stdout)
    run = json.loads((run_dir / "run.json").read_text())
    assert run["status"] == "completed" and run["missing_cells"] == []
    plan = json.loads((run_dir / "plan.json").read_text())
    planned = {(launch["launch_id"], c["cell_id"]) for launch in plan["launches"] for c in launch["cells"]}
    records = [json.loads(ln) for p in (run_dir / "launches").glob("*/records.jsonl")
               for ln in p.read_text().splitlines() if ln.strip()]
    assert {(r["launch_id"], r["cell_id"]) for r in records if not r["warmup"] and r["completed"]} == planned
    from harness.verdict.integrity import verify_run

    assert verify_run(run_dir).findings == ()
    for r in records:
        assert r["environment"]["node"] == _launch(run_dir, r["launch_id"])["node"]

    groups: dict[int, list[dict]] = {}
    for launch in plan["launches"]:
        if launch["phase"] == "matrix":
            groups.setdefault(launch["repeat"], []).append(_launch(run_dir, launch["launch_id"]))
    assert sorted(groups) == [1, 2]
    for launches in groups.values():  # each group strictly in planned order, on one node
        assert len({lj["node"] for lj in launches}) == 1
        for before, after in zip(launches, launches[1:]):
            assert before["scheduler"]["job"]["EndTime"] <= after["scheduler"]["job"]["StartTime"]
            assert after["scheduler"]["pinned_node"] == launches[0]["node"]
    span = {k: (min(lj["scheduler"]["job"]["StartTime"] for lj in v), max(lj["scheduler"]["job"]["EndTime"]
                                                                          for lj in v)) for k, v in groups.items()}
    first, second = sorted(groups, key=lambda k: span[k][0])
    # On the one node the groups' Slurm jobs never overlapped: the second group's first job was even submitted
    # only once the first group's last job had ended ...
    assert span[first][1] <= span[second][0]
    waiting = groups[second][0]["scheduler"]
    assert waiting["job"]["SubmitTime"] >= span[first][1]
    assert any("no node left besides" in w for w in waiting["placement"]["waited_for"])
    assert waiting["placement"]["waited_s"] > 0
    # ... although both groups were in flight in the harness at once: the second group's first attempt started
    # (job.json sealed) before the first group's last attempt ended (launch.json sealed).
    sealed: dict[str, str] = {}  # path -> when it was first sealed
    for entry in map(json.loads, filter(str.strip, (run_dir / "manifest.jsonl").read_text().splitlines())):
        if "path" in entry:
            sealed.setdefault(entry["path"], entry["at"])
    second_started = sealed[f"launches/{groups[second][0]['launch_id']}/job.json"]
    first_ended = sealed[f"launches/{groups[first][-1]['launch_id']}/launch.json"]
    assert second_started < first_ended
