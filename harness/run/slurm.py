"""The Slurm runner: one Slurm batch job per branch launch, on a cluster whose nodes share the run directory.

Per launch the harness writes ``slurm-request.json`` into the launch directory and submits
``sbatch --parsable [options] harness/run/slurm_exec.sh <python> -m harness.run.slurm_node <request>``: an argument
list, never a shell string (the batch script only ``exec "$@"``). On the node ``harness.run.slurm_node`` records
the node's facts (``slurm-node.json``: node name, GPUs with name/UUID/driver) and runs the launch with the very
runner code of one host (``LocalRunner``: the branch's interpreter or venv; ``DockerRunner``: its pinned image),
which writes ``stdout.log``/``stderr.log``/``records.jsonl`` as always and its result to ``slurm-result.json``.
Slurm's own output goes to ``slurm.log``. Every one of these files lies in the launch directory and is sealed
with it, so job.json, records.jsonl and launch.json keep their contract and grading and reports work unchanged.

Equal conditions: the launches of one comparison group (one repeat of the matrix: every branch in its planned
order; or the short sample) run on one node. The first launch of a group goes wherever Slurm puts it (within
``partition``/``constraint``/``nodelist``); each later launch of the group, and every resumed attempt of it, is
submitted with ``--nodelist=<that node>``. Different repeats may run on different nodes; ``constraint`` (e.g. the
GPU model) keeps them on one kind of card, and every record and launch.json names the node.

Parallel groups (``slurm.max_parallel_groups`` > 1; the orchestrator runs up to that many groups at once, each on
its own thread): groups in flight never share a node, so no timing figure was taken beside another group of the
run. ``NodeClaims`` holds which node each group in flight has; a group's first launch is submitted only while no
other group's first launch is still waiting for its node, with ``--exclude`` of the nodes the others hold, and when
sbatch says no node is left it waits until a group ends (``group_done``) and submits again; a group pinned to a
node (resume) waits until no other group holds it. Everything a launch shares with the others (the stop flag, the
jobs in flight, the groups' nodes) is under one lock; the display callbacks are per thread.

State: ``scontrol show job -o ID`` (works without accounting) every ``poll_interval_s``: PENDING/RUNNING go to the
progress display (``on_state``); the end state is mapped by ``classify``: COMPLETED/FAILED from the entry's own
result; CANCELLED (not by this harness), TIMEOUT, NODE_FAIL, PREEMPTED, OUT_OF_MEMORY, BOOT_FAIL, DEADLINE are a
``failed`` launch whose message carries Slurm's state and reason; a job pending for a reason that can never clear
(e.g. the pinned node is gone) is cancelled and failed with that reason. The harness's wall-clock limit counts
from the job's start (queue time is not launch time) and is also enforced on the node. ``terminate`` (Ctrl-C,
SIGTERM) scancels exactly the jobs this runner submitted and has not yet seen end, by job id.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path

from harness.errors import InfraError
from harness.run.base import LaunchRequest, LaunchResult, LaunchStatus, Runner, ToolRequest, ToolResult
from harness.run.files import read_json, write_json_new
from harness.run.local import child_environment
from harness.run.rundir import utc_now
from harness.spec.model import SlurmSpec

EXEC_SCRIPT = Path(__file__).resolve().with_name("slurm_exec.sh")
# Job states in which a job will not run again (squeue/scontrol base states; flags such as +COMPLETING dropped).
TERMINAL = frozenset(
    {
        "COMPLETED",
        "FAILED",
        "CANCELLED",
        "TIMEOUT",
        "NODE_FAIL",
        "PREEMPTED",
        "OUT_OF_MEMORY",
        "BOOT_FAIL",
        "DEADLINE",
        "REVOKED",
        "SPECIAL_EXIT",
    }
)
# Why a job's end is a failed launch, in words; Slurm's Reason follows in the message.
SLURM_ENDINGS = {
    "CANCELLED": "was cancelled, not by this harness (scancel or an administrator)",
    "TIMEOUT": "reached its Slurm time limit",
    "NODE_FAIL": "lost its node (node failure)",
    "PREEMPTED": "was preempted",
    "OUT_OF_MEMORY": "was killed by Slurm for exceeding its memory",
    "BOOT_FAIL": "could not boot its node",
    "DEADLINE": "missed its deadline",
    "REVOKED": "was revoked (federation)",
    "SPECIAL_EXIT": "ended in SPECIAL_EXIT",
}
# Pending reasons that never clear by waiting: the job is cancelled and the launch fails with the reason.
NEVER_RUNS = frozenset(
    {
        "ReqNodeNotAvail",
        "BadConstraints",
        "PartitionNodeLimit",
        "PartitionTimeLimit",
        "PartitionConfig",
        "PartitionDown",
        "PartitionInactive",
        "InvalidAccount",
        "InvalidQOS",
        "AssocGrpCPUMinutesLimit",
        "NodeDown",
        "DependencyNeverSatisfied",
    }
)
# sbatch's answer when --exclude (with partition, constraint, nodelist) leaves no node at all.
NO_NODE_LEFT = "Requested node configuration is not available"
_KEY = re.compile(r"(?:^|\s)([A-Za-z][A-Za-z0-9_/:]*)=")
_UNPATTERNED = re.compile(r"^[^%\\\s]+$")  # sbatch expands %x in --output; a path must hold no % or \


@dataclass(frozen=True)
class JobInfo:
    """The fields of one ``scontrol show job -o`` line the runner uses."""

    job_id: str
    state: str  # base state, e.g. RUNNING (flags after '+' dropped)
    reason: str | None  # None for Slurm's "None"
    exit_code: int | None  # ExitCode=<code>:<signal>
    exit_signal: int | None
    node: str | None  # BatchHost, else NodeList
    fields: dict

    def summary(self) -> dict:
        keep = (
            *("JobId", "JobName", "JobState", "Reason", "ExitCode", "NodeList", "BatchHost", "Partition"),
            *("SubmitTime", "StartTime", "EndTime", "RunTime", "TimeLimit", "Restarts", "TRES"),
        )
        return {k: self.fields.get(k) for k in keep if k in self.fields}


def parse_scontrol(line: str) -> dict:
    """``Key=Value Key=Value ...`` (one ``scontrol show job -o`` line) -> dict. A value may hold spaces
    (``Command=/path a b``): it runs to the next `` Key=``."""
    line = line.strip()
    keys = list(_KEY.finditer(line))
    out: dict[str, str] = {}
    for i, match in enumerate(keys):
        end = keys[i + 1].start() if i + 1 < len(keys) else len(line)
        out.setdefault(match.group(1), line[match.end() : end].strip())
    return out


def job_info(line: str) -> JobInfo:
    f = parse_scontrol(line)
    code, sig = None, None
    match = re.fullmatch(r"(\d+):(\d+)", f.get("ExitCode", ""))
    if match:
        code, sig = int(match.group(1)), int(match.group(2))
    node = f.get("BatchHost") or f.get("NodeList") or None
    if node in ("(null)", "None"):
        node = None
    reason = f.get("Reason")
    return JobInfo(
        job_id=f.get("JobId", ""),
        state=f.get("JobState", "UNKNOWN").split("+", 1)[0],
        reason=None if reason in (None, "None", "(null)") else reason,
        exit_code=code,
        exit_signal=sig,
        node=node,
        fields=f,
    )


def classify(
    info: JobInfo | None,
    node_result: dict | None,
    *,
    stop_requested: bool,
    timed_out: bool,
    timeout_s: float | None,
    cancelled_because: str | None = None,
) -> tuple[LaunchStatus, int | None, int | None, str | None]:
    """How a launch ended: ``(status, exit_code, signal, message)`` from the job's last state (None: it left
    slurmctld's memory before its end was seen) and the node's result (``slurm-result.json``; None when the job
    never got that far). A stop asked by the harness wins, then the harness's wall-clock limit, then Slurm's
    verdict on the job, then the entry's own exit status."""
    exit_code = node_result.get("exit_code") if node_result else None
    signum = node_result.get("signal") if node_result else None
    node_message = node_result.get("message") if node_result else None
    job = f"slurm job {info.job_id}" if info else "the slurm job"
    where = f" on node {info.node}" if info and info.node else ""
    reason = f"reason {info.reason}" if info and info.reason else "no reason given"
    if stop_requested:
        return "interrupted", exit_code, signum, f"stopped by the harness (Ctrl-C or SIGTERM); {job} cancelled"
    if timed_out or (node_result and node_result.get("status") == "timeout"):
        limit = f"{timeout_s:.0f} s" if timeout_s is not None else "the limit"
        return "timeout", exit_code, signum, f"wall-clock limit of {limit} exceeded; {job} stopped{where}"
    if cancelled_because is not None:
        return "failed", None, None, f"{job} could never start ({cancelled_because}); cancelled by the harness"
    if info is None:
        if node_result is not None:
            status: LaunchStatus = "completed" if node_result.get("status") == "completed" else "failed"
            note = "its end state left slurmctld's memory; taken from the node's result"
            return status, exit_code, signum, f"{node_message}; {note}" if node_message else note
        return "failed", None, None, f"{job}: its state is unknown (not in slurmctld's memory) and no node result"
    ec = info.fields.get("ExitCode", "?")
    if info.state in SLURM_ENDINGS:
        message = f"{job} {info.state}: it {SLURM_ENDINGS[info.state]}{where} ({reason}, exit {ec})"
        return "failed", exit_code, signum or info.exit_signal or None, message
    if info.state == "COMPLETED" and (node_result is None or node_result.get("status") == "completed"):
        return "completed", 0, None, None
    if info.state in ("COMPLETED", "FAILED"):
        if exit_code is None and signum is None:
            exit_code, signum = info.exit_code, info.exit_signal or None
        detail = node_message or "the node wrote no result (see slurm.log)"
        return "failed", exit_code, signum, f"{job} {info.state}{where} ({reason}, exit {ec}): {detail}"
    return "failed", exit_code, signum, f"{job} ended in state {info.state}{where} ({reason}, exit {ec})"


class SbatchRefused(InfraError):
    """sbatch refused a job; ``stderr`` is what it said."""

    def __init__(self, message: str, stderr: str) -> None:
        super().__init__(message)
        self.stderr = stderr


class StoppedBeforeSubmission(InfraError):
    """The harness was asked to stop before the job was submitted."""


class NodeClaims:
    """Which node each comparison group in flight holds, when groups run in parallel (``max_parallel_groups`` > 1).

    A group holds its node from the start of its first launch's job until the orchestrator says the group ended
    (``release``); ``None`` while its first launch is being placed (submitted, not yet running). ``claim`` waits
    until the group may submit: a group pinned to a node waits until no other group holds that node; an unplaced
    group waits until no other group is being placed (two first launches pending at once could land on one node)
    and is then submitted with ``--exclude`` of the nodes the others hold. Thread-safe; polls ``stopped``.
    """

    def __init__(self, poll_s: float = 0.5) -> None:
        self._cond = threading.Condition()
        self._held: dict[Hashable, str | None] = {}
        self._releases = 0  # counts releases: a group told "no node left" waits for the next one
        self.poll_s = poll_s

    def held(self) -> dict[Hashable, str | None]:
        with self._cond:
            return dict(self._held)

    def _blocked(self, group: Hashable, pinned: str | None) -> str | None:
        others = [n for g, n in self._held.items() if g != group]
        if pinned is not None:
            return f"node {pinned} is held by another comparison group" if pinned in others else None
        if group in self._held:  # this group is the one being placed (an earlier launch of it never ran)
            return None
        return "another comparison group's first launch is still waiting for its node" if None in others else None

    def exclusions(self, group: Hashable) -> tuple[list[str], int]:
        """The nodes other groups hold (to ``--exclude``) and the release count to wait on."""
        with self._cond:
            return sorted({n for g, n in self._held.items() if g != group and n}), self._releases

    def claim(
        self,
        group: Hashable,
        pinned: str | None,
        stopped: Callable[[], bool],
        on_wait: Callable[[str], None] | None = None,
    ) -> tuple[list[str], int] | None:
        """Wait until ``group`` may submit; then it holds ``pinned`` (or is being placed). Returns the nodes to
        exclude (none when pinned) and the release count; None when ``stopped()`` became true first."""
        said = None
        with self._cond:
            while True:
                why = self._blocked(group, pinned)
                if why is None:
                    break
                if on_wait is not None and why != said:
                    said = why
                    on_wait(f"waiting: {why}")
                if stopped():
                    return None
                self._cond.wait(self.poll_s)
            self._held[group] = pinned if pinned is not None else self._held.get(group)
            if pinned is not None:
                return [], self._releases
            return sorted({n for g, n in self._held.items() if g != group and n}), self._releases

    def wait_release(self, seen: int, stopped: Callable[[], bool]) -> bool:
        """Wait until some group ends after the release count ``seen``; False when ``stopped()`` first."""
        with self._cond:
            while self._releases == seen:
                if stopped():
                    return False
                self._cond.wait(self.poll_s)
            return True

    def placed(self, group: Hashable, node: str) -> None:
        with self._cond:
            if group in self._held and self._held[group] is None:
                self._held[group] = node
                self._cond.notify_all()

    def release(self, group: Hashable) -> None:
        with self._cond:
            if group in self._held:
                del self._held[group]
            self._releases += 1
            self._cond.notify_all()


def _run(argv: list[str], timeout_s: float = 60.0, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """One Slurm client command, as an argument list (never a shell)."""
    try:
        return subprocess.run(
            argv, capture_output=True, text=True, timeout=timeout_s, stdin=subprocess.DEVNULL, env=env
        )
    except FileNotFoundError:
        raise InfraError(f"{argv[0]} not found: the slurm runner needs Slurm's client commands on PATH") from None
    except subprocess.TimeoutExpired:
        raise InfraError(f"{' '.join(argv[:3])} did not answer within {timeout_s:.0f} s") from None


def _minutes(seconds: float) -> str:
    return str(max(1, math.ceil(seconds / 60.0)))


class SlurmRunner(Runner):
    name = "slurm"

    def __init__(
        self,
        settings: SlurmSpec | None = None,
        *,
        state_dir: Path | None = None,
        images: dict | None = None,
        poll_interval_s: float = 0.5,
        grace_s: float = 10.0,
        entry_module: str = "harness.entry",
        never_runs_after_s: float = 120.0,
    ) -> None:
        self.settings = settings
        self.state_dir = state_dir  # tool requests/results when a tool has no run directory (shared filesystem)
        self.images = dict(images or {})
        self.poll_interval_s = poll_interval_s
        self.grace_s = grace_s
        self.entry_module = entry_module
        self.never_runs_after_s = never_runs_after_s  # how long a NEVER_RUNS pending reason may last
        self._lock = threading.RLock()
        self._active: set[str] = set()  # job ids submitted and not yet seen ended
        self._stop_requested = False
        self._group_nodes: dict[tuple, str] = {}  # (run dir, phase, repeat) -> node of the group's first launch
        self.claims = NodeClaims(poll_s=poll_interval_s)  # parallel groups: the node each group in flight holds
        self._local = threading.local()  # on_poll / on_state per thread: each parallel group shows its own launch

    # The display callbacks are per thread: concurrent launches (parallel groups) each report to their own.
    @property
    def on_poll(self) -> Callable[[], None] | None:
        return getattr(self._local, "on_poll", None)

    @on_poll.setter
    def on_poll(self, value: Callable[[], None] | None) -> None:
        self._local.on_poll = value

    @property
    def on_state(self) -> Callable[[str], None] | None:
        return getattr(self._local, "on_state", None)

    @on_state.setter
    def on_state(self, value: Callable[[str], None] | None) -> None:
        self._local.on_state = value

    @property
    def parallel(self) -> bool:
        """Whether comparison groups may run at once (``slurm.max_parallel_groups`` > 1)."""
        return self.settings is not None and self.settings.max_parallel_groups > 1

    @classmethod
    def for_spec(cls, spec) -> SlurmRunner:
        images = {}
        if spec.slurm.launcher == "docker":
            from harness.run.container import spec_images

            images = spec_images(spec.name, [b.name for b in spec.branches])
        return cls(spec.slurm, state_dir=spec.output_dir / ".state" / "slurm", images=images)

    @property
    def environment_kind(self) -> str:
        """How a branch gets its packages on the node: ``local`` (interpreter or venv) or ``docker`` (image)."""
        return self.settings.launcher if self.settings is not None else "local"

    # -- availability ---------------------------------------------------------------------------------------------
    def check_available(self) -> None:
        self._stop_requested = False  # a new pass of a run (parallel launches never reset it themselves)
        for tool in ("sbatch", "scontrol", "scancel"):
            if shutil.which(tool) is None:
                raise InfraError(
                    f"{tool} not found: the slurm runner needs Slurm's client commands (run on a login node of the "
                    "cluster, or start a single-node cluster: .ci/slurm-setup.sh)"
                )
        proc = _run(["scontrol", "ping"], timeout_s=30)
        if proc.returncode != 0 or "UP" not in proc.stdout:
            said = (proc.stdout + proc.stderr).strip().splitlines()
            raise InfraError(
                "no Slurm controller answers (scontrol ping: "
                + (said[-1] if said else f"exit {proc.returncode}")
                + "); start one (.ci/slurm-setup.sh) or point SLURM_CONF at the cluster's slurm.conf"
            )

    def _learn(self, run_dir: Path | None) -> None:
        """Settings (and docker images) from the run's archived spec, when made without a spec (resume, fallback)."""
        if self.settings is not None or run_dir is None:
            return
        resolved = Path(run_dir) / "spec.resolved.json"
        if not resolved.is_file():
            raise InfraError(f"the slurm runner needs its settings: {resolved} is missing")
        from harness.spec import spec_from_resolved

        spec = spec_from_resolved(read_json(resolved))
        self.settings = spec.slurm
        self.state_dir = self.state_dir or spec.output_dir / ".state" / "slurm"
        if spec.slurm.launcher == "docker" and not self.images:
            from harness.run.container import archived_images, spec_images

            self.images = archived_images(Path(run_dir)) or spec_images(spec.name, [b.name for b in spec.branches])

    # -- submission -----------------------------------------------------------------------------------------------
    def sbatch_argv(
        self,
        *,
        job_name: str,
        workdir: Path,
        log: Path,
        time_s: float | None,
        nodelist: str | None,
        command: list[str],
        exclude: list[str] | None = None,
    ) -> list[str]:
        """The sbatch argument list (one job, one task, never requeued; logs appended to ``log``; ``exclude``: the
        nodes other comparison groups in flight hold)."""
        s = self.settings or SlurmSpec()
        for path in (workdir, log):
            if not _UNPATTERNED.match(str(path)):
                raise InfraError(f"{path}: the slurm runner needs paths without '%', '\\' or spaces (sbatch patterns)")
        argv = [
            "sbatch",
            "--parsable",
            f"--job-name={job_name}",
            f"--chdir={workdir}",
            f"--output={log}",
            f"--error={log}",
            "--open-mode=append",
            "--nodes=1",
            "--ntasks=1",
            "--no-requeue",
            "--export=ALL",
        ]
        if s.time_limit is not None:
            argv.append(f"--time={s.time_limit}")
        elif time_s is not None:
            argv.append(f"--time={_minutes(time_s + 2 * self.grace_s + 60)}")
        for key, value in (
            ("partition", s.partition),
            ("account", s.account),
            ("gres", s.gres),
            ("gpus", s.gpus),
            ("constraint", s.constraint),
            ("cpus-per-task", s.cpus_per_task),
            ("nodelist", nodelist or s.nodelist),
            ("exclude", ",".join(exclude) if exclude else None),
        ):
            if value is not None:
                argv.append(f"--{key}={value}")
        argv += list(s.sbatch_options)
        return [*argv, str(EXEC_SCRIPT), *command]

    def _submit(self, argv: list[str]) -> str:
        """sbatch (environment exported: this one with the harness source on PYTHONPATH); the job id."""
        with self._lock:
            if self._stop_requested:
                raise StoppedBeforeSubmission("stopped before submission")
            proc = _run(argv, timeout_s=120, env=child_environment(False))
            if proc.returncode != 0:
                said = proc.stderr.strip()[-500:]
                raise SbatchRefused(f"sbatch refused the job (exit {proc.returncode}): {said}", said)
            job_id = proc.stdout.strip().split(";", 1)[0]
            if not job_id.isdigit():
                raise InfraError(f"sbatch printed no job id: {proc.stdout.strip()[:200]!r}")
            self._active.add(job_id)
        return job_id

    def query(self, job_id: str) -> JobInfo | None:
        """The job's state from slurmctld, or None when it no longer knows the job."""
        proc = _run(["scontrol", "show", "job", "-o", job_id])
        if proc.returncode != 0:
            if "Invalid job id" in proc.stderr:
                return None
            raise InfraError(f"scontrol show job {job_id} failed: {proc.stderr.strip()[-300:]}")
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
        return job_info(lines[0]) if lines else None

    def _cancel(self, job_id: str) -> None:
        _run(["scancel", job_id], timeout_s=60)

    def _wait(
        self, job_id: str, timeout_s: float | None, on_running: Callable[[JobInfo], None] | None = None
    ) -> tuple[JobInfo | None, bool, str | None]:
        """Poll until the job ends. Returns (last state, whether the harness's timeout fired, why it was cancelled
        for never being able to start)."""
        t_running: float | None = None
        last: JobInfo | None = None
        shown = ""
        timed_out, cancelled_because, cancelled = False, None, False
        unknown = 0
        stuck_since: float | None = None
        try:
            while True:
                info = self.query(job_id)
                if info is None:
                    unknown += 1
                    if unknown >= 3:  # aged out (MinJobAge) or purged: the node result tells the rest
                        return last, timed_out, cancelled_because
                else:
                    unknown = 0
                    last = info
                    line = f"slurm job {job_id} {info.state}" + (f" ({info.reason})" if info.reason else "")
                    line += f" on {info.node}" if info.node and info.state != "PENDING" else ""
                    if line != shown and self.on_state is not None:
                        shown = line
                        try:
                            self.on_state(line)
                        except Exception:  # noqa: BLE001 - a display must never break a launch
                            pass
                    if info.state in TERMINAL:
                        return info, timed_out, cancelled_because
                    if info.state == "RUNNING" and t_running is None:
                        t_running = time.monotonic()
                        if on_running is not None:
                            on_running(info)
                    if not cancelled:
                        if self._stop_requested:
                            cancelled = True
                            self._cancel(job_id)
                        elif info.state == "PENDING" and (info.reason or "").split(",")[0] in NEVER_RUNS:
                            stuck_since = stuck_since or time.monotonic()
                            if time.monotonic() - stuck_since >= self.never_runs_after_s:
                                cancelled, cancelled_because = True, f"pending: {info.reason}"
                                self._cancel(job_id)
                        elif (
                            timeout_s is not None
                            and t_running is not None
                            and time.monotonic() - t_running > timeout_s + 2 * self.grace_s
                        ):
                            cancelled, timed_out = True, True  # the node enforces the limit; this is the backstop
                            self._cancel(job_id)
                if self.on_poll is not None:
                    self.on_poll()
                time.sleep(self.poll_interval_s)
        finally:
            if last is None or last.state not in TERMINAL:
                if not cancelled and (last is not None or unknown < 3):
                    try:
                        self._cancel(job_id)  # an exception (KeyboardInterrupt) left the job queued or running
                    except InfraError:
                        pass
            with self._lock:
                self._active.discard(job_id)

    # -- launches -------------------------------------------------------------------------------------------------
    def _group(self, request: LaunchRequest) -> tuple:
        job = read_json(request.job_path)
        return (str(Path(request.run_dir).resolve()), job.get("phase"), job.get("repeat"))

    def _archived_node(self, run_dir: Path, group: tuple) -> str | None:
        """The node an earlier attempt of this group ran on (resume keeps a group on its node)."""
        for path in sorted((Path(run_dir) / "launches").glob("*/launch.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                job = json.loads((path.parent / "job.json").read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError):
                continue
            if (
                data.get("runner") == self.name
                and data.get("node")
                and (job.get("phase"), job.get("repeat"))
                == (
                    group[1],
                    group[2],
                )
            ):
                return str(data["node"])
        return None

    def _say(self, line: str) -> None:
        if self.on_state is not None:
            try:
                self.on_state(line)
            except Exception:  # noqa: BLE001 - a display must never break a launch
                pass

    def group_done(self, run_dir: Path, phase: str, repeat: int | None) -> None:
        """The orchestrator's word that a comparison group has no launch left in this pass: its node is free for
        another group (parallel groups)."""
        self.claims.release((str(Path(run_dir).resolve()), phase, repeat))

    def _submit_placed(
        self, group: tuple, pinned: str | None, build: Callable[[list[str]], list[str]], placement: dict
    ) -> tuple[str, list[str]] | None:
        """Parallel groups: wait until the group may submit (``NodeClaims``), submit with ``--exclude`` of the nodes
        other groups hold, and when sbatch answers that no node is left, wait for a group to end and submit again.
        Returns (job id, sbatch argv), or None when the harness was asked to stop first."""
        t0 = time.monotonic()
        placement["asked_at"] = utc_now()

        def stopped() -> bool:
            return self._stop_requested

        def waiting(line: str) -> None:
            placement.setdefault("waited_for", []).append(line)
            self._say(line)

        claimed = self.claims.claim(group, pinned, stopped, waiting)
        if claimed is None:
            return None
        exclude, seen = claimed
        while True:
            argv = build(exclude)
            try:
                job_id = self._submit(argv)
            except StoppedBeforeSubmission:
                return None
            except SbatchRefused as exc:
                if not exclude or NO_NODE_LEFT not in exc.stderr:
                    raise
                waiting(f"waiting: no node left besides {','.join(exclude)} (held by other comparison groups)")
                if not self.claims.wait_release(seen, stopped):
                    return None
                exclude, seen = self.claims.exclusions(group)
                continue
            placement.update(exclude=exclude, submitted_at=utc_now(), waited_s=round(time.monotonic() - t0, 3))
            return job_id, argv

    def _not_submitted(self, request: LaunchRequest, run_dir: Path, scheduler: dict) -> LaunchResult:
        """A launch stopped (Ctrl-C, SIGTERM) while it waited for a node: no job was ever submitted."""
        for path in (request.stdout_path, request.stderr_path):
            Path(path).touch()
        return LaunchResult.ended(
            request,
            runner=self.name,
            status="interrupted",
            exit_code=None,
            signal=None,
            started_at=utc_now(),
            wall_s=0.0,
            message="stopped by the harness (Ctrl-C or SIGTERM) while waiting for a node; no slurm job submitted",
            scheduler=scheduler,
        )

    def launch(self, request: LaunchRequest) -> LaunchResult:
        self._learn(request.run_dir)
        if not self.parallel:  # one launch at a time: nothing else can be in flight
            self._stop_requested = False
        run_dir = Path(request.run_dir).resolve()
        launch_dir = Path(request.job_path).resolve().parent
        group = self._group(request)
        with self._lock:
            pinned = self._group_nodes.get(group)
        pinned = pinned or self._archived_node(run_dir, group)
        image = self.images.get(request.branch) if self.environment_kind == "docker" else None
        if self.environment_kind == "docker" and image is None:
            raise InfraError(f"the slurm runner (launcher docker) knows no image for branch {request.branch!r}")
        payload = {
            "kind": "launch",
            "launcher": self.environment_kind,
            "entry_module": self.entry_module,
            "images": {request.branch: image.__dict__} if image is not None else {},
            "request": {k: (str(v) if isinstance(v, Path) else v) for k, v in request.__dict__.items()},
            "node_file": str(launch_dir / "slurm-node.json"),
            "result_file": str(launch_dir / "slurm-result.json"),
        }
        write_json_new(launch_dir / "slurm-request.json", payload)
        run_id = read_json(request.job_path).get("run_id", "run")

        def build(exclude: list[str]) -> list[str]:
            return self.sbatch_argv(
                job_name=f"kvh-{run_id}-{request.launch_id}",
                workdir=run_dir,
                log=launch_dir / "slurm.log",
                time_s=request.timeout_s,
                nodelist=pinned,
                command=[sys.executable, "-m", "harness.run.slurm_node", str(launch_dir / "slurm-request.json")],
                exclude=exclude,
            )

        placement: dict | None = None
        if self.parallel:
            placement = {}
            submitted = self._submit_placed(group, pinned, build, placement)
            if submitted is None:
                group_fields = {"phase": group[1], "repeat": group[2]}
                waited = {"kind": "slurm", "job_id": None, "pinned_node": pinned, "group": group_fields}
                return self._not_submitted(request, run_dir, {**waited, "placement": placement})
            job_id, argv = submitted
            started_at, t0 = utc_now(), time.monotonic()
        else:
            argv = build([])
            started_at, t0 = utc_now(), time.monotonic()
            job_id = self._submit(argv)

        def keep_node(node: str) -> None:
            with self._lock:
                self._group_nodes.setdefault(group, node)
            if self.parallel:
                self.claims.placed(group, node)

        def on_running(info: JobInfo) -> None:
            if info.node:
                keep_node(info.node)

        info, timed_out, cancelled_because = self._wait(job_id, request.timeout_s, on_running)
        if info is not None and info.node and info.state == "COMPLETED":
            keep_node(info.node)
        node_result = _read_optional(launch_dir / "slurm-result.json")
        node_facts = _read_optional(launch_dir / "slurm-node.json")
        for path in (request.stdout_path, request.stderr_path):  # a job that never ran wrote no logs
            if not Path(path).exists():
                Path(path).touch()
        status, exit_code, signum, message = classify(
            info,
            node_result,
            stop_requested=self._stop_requested,
            timed_out=timed_out,
            timeout_s=request.timeout_s,
            cancelled_because=cancelled_because,
        )
        node = (node_facts or {}).get("node") or (info.node if info else None)
        scheduler: dict = {
            "kind": "slurm",
            "job_id": job_id,
            "state": info.state if info else None,
            "reason": info.reason if info else None,
            "exit_code": info.fields.get("ExitCode") if info else None,
            "node": node,
            "pinned_node": pinned,
            "group": {"phase": group[1], "repeat": group[2]},
            "gpus": (node_facts or {}).get("gpus"),
            "job": info.summary() if info else None,
            "sbatch": argv,
            "node_result": {k: node_result.get(k) for k in ("status", "exit_code", "signal", "message", "wall_s")}
            if node_result
            else None,
        }
        if placement is not None:  # parallel groups only: the nodes excluded and how long the group waited
            scheduler["placement"] = placement
        return LaunchResult.ended(
            request,
            runner=self.name,
            status=status,
            exit_code=exit_code,
            signal=signum,
            started_at=(node_result or {}).get("started_at") or started_at,
            wall_s=(node_result or {}).get("wall_s") or round(time.monotonic() - t0, 3),
            message=message,
            image_digest=image.image_id if image is not None else None,
            container_id=(node_result or {}).get("container_id"),
            node=node,
            scheduler=scheduler,
        )

    def terminate(self) -> None:
        """Ask every job this runner submitted and has not seen end to stop: the wait loop scancels it (by id)."""
        self._stop_requested = True

    def cancel_all(self) -> list[str]:
        """scancel every job this runner submitted that has not ended; returns their ids."""
        with self._lock:
            ids = sorted(self._active)
        for job_id in ids:
            self._cancel(job_id)
        return ids

    # -- tools ----------------------------------------------------------------------------------------------------
    def run_tool(self, request: ToolRequest) -> ToolResult:
        """``python ARGS`` in the branch's environment as a Slurm job; output comes back through a scratch folder
        under ``<output_dir>/.state/slurm/`` (never inside the run directory, which holds only sealed files)."""
        self._learn(request.run_dir)
        if self.state_dir is None:
            raise InfraError("the slurm runner has no shared scratch folder: create it with SlurmRunner.for_spec")
        if not self.parallel:
            self._stop_requested = False
        scratch = Path(self.state_dir) / "tools" / uuid.uuid4().hex[:16]
        scratch.mkdir(parents=True)
        image = self.images.get(request.branch) if self.environment_kind == "docker" else None
        payload = {
            "kind": "tool",
            "launcher": self.environment_kind,
            "images": {request.branch: image.__dict__} if image is not None else {},
            "request": {
                k: (str(v) if isinstance(v, Path) else list(v) if isinstance(v, tuple) else v)
                for k, v in request.__dict__.items()
            },
            "node_file": str(scratch / "node.json"),
            "result_file": str(scratch / "result.json"),
        }
        write_json_new(scratch / "request.json", payload)
        argv = self.sbatch_argv(
            job_name=f"kvh-tool-{request.branch}",
            workdir=scratch,
            log=scratch / "slurm.log",
            time_s=request.timeout_s,
            nodelist=None,
            command=[sys.executable, "-m", "harness.run.slurm_node", str(scratch / "request.json")],
        )
        t0 = time.monotonic()
        job_id = self._submit(argv)
        info, timed_out, cancelled_because = self._wait(job_id, request.timeout_s)
        result = _read_optional(scratch / "result.json")
        log = (
            (scratch / "slurm.log").read_text(encoding="utf-8", errors="replace")
            if (scratch / "slurm.log").exists()
            else ""
        )
        shutil.rmtree(scratch, ignore_errors=True)
        if result is None:
            state = f"{info.state} ({info.reason or 'no reason'})" if info else "unknown"
            why = cancelled_because or ("timed out" if timed_out else f"ended {state}")
            return ToolResult(
                None, "", f"[harness] slurm job {job_id} {why}; no result\n{log}", round(time.monotonic() - t0, 3)
            )
        return ToolResult(
            result.get("exit_code"), result.get("stdout", ""), result.get("stderr", ""), result.get("wall_s", 0.0)
        )


def _read_optional(path: Path) -> dict | None:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    return data if isinstance(data, dict) else None
