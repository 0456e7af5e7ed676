"""``harness capacity SPEC``: per branch, calibrate, predict, then bracket the measured boundary by real launches.

A capacity run directory ``<output_dir>/<spec name>/capacity/<run id>/`` holds, sealed as a run is
(``manifest.jsonl``, ``harness.run.seal``): ``spec.resolved.json`` (the spec as the capacity launches ran it: one
output budget, ``length_policy: forced`` so every launch generates the whole budget), ``logs/`` (the reachable
lengths and each input preparation), ``inputs/t<N>.json`` (token-exact, ``harness.inputs.prepare``), one folder
per launch under ``launches/`` (job.json, records.jsonl, outputs, logs, ``address_space.json``, launch.json),
``capacity.json`` (docs/contracts.md) and ``capacity.md``.

Per branch, ordinary first:
1. calibration launch ``C-<branch>``: no budget, requests at a few reachable lengths (CALIBRATION_AT) in
   increasing order; the address space after load and the peak after each request (``probe_entry``) give
   ``runtime`` (after load minus the weights) and the workspace points (peak less the reservations the request
   added, minus load, minus the analytic KV), interpolated by ``predict.Calibration``;
2. the predicted boundary under the budget (``predict.predict_boundary``);
3. the search (``search.bracket``): each launch its own process under ``device_memory_budget`` (RLIMIT_AS on CPU),
   one request at one reachable length; every launch is kept, a failure is never retried.
The calibration launch counts toward ``--max-launches`` (default 6 per branch).

Every capacity launch (calibration and search) runs with ``LAUNCH_RUNTIME`` in its job: one torch thread and a
fixed glibc allocator (one arena, a fixed mmap threshold; applied by ``probe_entry``). With the defaults the same
launch's peak address space moved by 10-15 % between repeats (thread arenas, the dynamic mmap threshold), which no
prediction can beat; fixed, it repeats to within 0.3 MiB, and the calibrated prediction lands within a few percent.
The search's first step spans ``PREDICTION_UNCERTAINTY`` of the prediction (``search.uncertainty_step``).
``--budget-over-load SIZE`` sets the budget to the address space after load (first calibration launch) + SIZE;
``--longest N`` considers only reachable inputs up to N tokens (both stated in capacity.json and capacity.md).
"""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import time
from collections.abc import Callable

from harness.capacity.predict import CacheShape, Calibration, ModelShape, kv_bytes, peak_bytes, predict_boundary
from harness.capacity.search import Outcome, bracket, start_index, uncertainty_step
from harness.errors import InfraError, InputError
from harness.plan import build_plan
from harness.plan.schedule import Cell, Launch
from harness.run.context import RunContext
from harness.run.files import measured_records, read_json, read_records, write_json_atomic, write_text_atomic
from harness.run.seal import head, seal
from harness.spec import canonical_json, spec_hash
from harness.spec.model import Spec

CAPACITY_VERSION = 1
# Every capacity launch runs with one torch thread and a fixed allocator (applied by ``probe_entry``): the address
# space a request maps then repeats from launch to launch (see probe_entry), so one calibration launch predicts the
# budgeted ones. Written into each job's ``runtime``.
LAUNCH_RUNTIME = {"torch_threads": 1, "allocator": {"arena_max": 1, "mmap_threshold": 65536}}
# Where the calibration launch measures, as fractions of the reachable lengths' positions (increasing: VmPeak
# never decreases, so each reading is the peak up to that request).
CALIBRATION_AT = (0.0, 0.1, 0.2, 0.35, 0.6, 1.0)
# The prediction's relative uncertainty with the fixed allocator (LAUNCH_RUNTIME): the first search step spans it.
PREDICTION_UNCERTAINTY = 0.02
_MEMORY_ERROR = re.compile(r"alloc|out of memory|memory|mmap|bad_alloc", re.IGNORECASE)


def _log(message: str) -> None:
    print(f"[capacity] {message}", file=sys.stderr, flush=True)


def capacity_spec(spec: Spec, output_budget: int) -> Spec:
    """The spec as every capacity launch runs it: one output budget, generated whole (``forced``)."""
    generation = dataclasses.replace(spec.generation, length_policy="forced")
    matrix = dataclasses.replace(spec.matrix, output_budgets=(output_budget,), warmup=0)
    return dataclasses.replace(spec, generation=generation, matrix=matrix)


def model_shape(spec: Spec) -> ModelShape:
    path = spec.model.path / "config.json"
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"{path}: cannot read the model configuration: {exc}") from exc
    return ModelShape.from_config(config, name=spec.model.path.name, dtype=spec.model.dtype, source=str(path))


class CapacityRun:
    """One capacity run over a spec (see the module docstring). ``runner`` is the local runner with the probe
    entrypoint unless a test passes another."""

    def __init__(
        self,
        spec: Spec,
        output_budget: int,
        max_launches: int = 6,
        runner=None,
        budget_over_load: int | None = None,
        longest: int | None = None,
    ) -> None:
        from harness.entry.revision import model_revision
        from harness.run.local import LocalRunner
        from harness.run.rundir import create_run_dir, new_run_id

        if spec.runner != "local":
            raise InputError(f"capacity launches use the local runner (the spec says runner: {spec.runner})")
        if any(b.environment.mode != "current" for b in spec.branches):
            raise InputError("capacity launches run in this interpreter: every branch needs environment mode current")
        if spec.device_memory_budget_bytes is None and budget_over_load is None:
            raise InputError(
                "the spec has no device_memory_budget: set one (e.g. --set device_memory_budget=2GiB) "
                "or give --budget-over-load"
            )
        if budget_over_load is not None and (budget_over_load <= 0 or spec.model.device != "cpu"):
            raise InputError("--budget-over-load takes a positive size and applies to CPU (address space) only")
        if max_launches < 2:
            raise InputError("--max-launches must be at least 2 (one calibration launch and one search launch)")
        # --budget-over-load: the budget is the address space after load (the first calibration launch) plus this
        # much, so a test or a comparison across hosts asks the same question where load maps more or less
        self.budget_over_load = budget_over_load
        self.longest = longest
        self.budget = int(spec.device_memory_budget_bytes or 0)
        if budget_over_load is not None:
            spec = dataclasses.replace(spec, device_memory_budget_bytes=None)
        self.spec = capacity_spec(spec, output_budget)
        self.output_budget = output_budget
        self.max_launches = max_launches
        self.shape = model_shape(self.spec)
        try:
            self.revision = model_revision(self.spec.model.path)
        except FileNotFoundError as exc:
            raise InputError(str(exc)) from exc
        self.runner = runner or LocalRunner(entry_module="harness.capacity.probe_entry")
        self.runner.check_available()
        run_id = new_run_id()
        files: dict[str, bytes | str | dict | list] = {"spec.resolved.json": canonical_json(self.spec).encode()}
        self.run_dir = create_run_dir(self.spec.output_dir / self.spec.name / "capacity", run_id, files)
        self.ctx = RunContext(
            run_dir=self.run_dir,
            run_id=run_id,
            spec=self.spec,
            spec_hash=spec_hash(self.spec),
            plan=build_plan(self.spec),
            runner=self.runner,
            model_revision=self.revision,
            branch_python={},
            branch_env={},
        )
        self.inputs: dict[str, dict] = {}
        self._tool_n = 0

    # -- tools (their own processes, in the ordinary branch's environment) ---------------------------------------
    def _tool(self, stem: str, args: tuple[str, ...]) -> str:
        result = self.runner.run_tool(self.ctx.tool_request(self.spec.ordinary.name, args, timeout_s=1800))
        self._tool_n += 1
        rels = [f"logs/{stem}-{self._tool_n}.{kind}.log" for kind in ("stdout", "stderr")]
        (self.run_dir / "logs").mkdir(exist_ok=True)
        write_text_atomic(self.run_dir / rels[0], result.stdout)
        write_text_atomic(self.run_dir / rels[1], result.stderr)
        seal(self.run_dir, rels, stem)
        if result.exit_code != 0:
            tail = "\n".join(result.stderr.strip().splitlines()[-3:])
            err = InputError if result.exit_code == 2 else InfraError
            raise err(f"{stem} failed (exit {result.exit_code}); log: {rels[1]}\n{tail}")
        return result.stdout

    def reachable_lengths(self) -> dict:
        m, s = self.spec.model, self.spec.sample
        args = ("-m", "harness.capacity.lengths", "--model", str(m.path), "--sample", str(s.path))
        up_to = () if self.longest is None else ("--up-to", str(self.longest))
        data = json.loads(self._tool("lengths", (*args, "--placement", s.placement, *up_to)))
        fits = sorted({n for n in data["lengths"] if n + self.output_budget <= data["context_length"]})
        return {**data, "lengths": fits}

    def prepare(self, lengths: list[int]) -> list[str]:
        """The tiers of ``lengths`` (prepared once each; the missing ones in one tool process)."""
        tiers = [f"t{n}" for n in lengths]
        missing = [n for n, t in zip(lengths, tiers, strict=True) if t not in self.inputs]
        if missing:
            m, s = self.spec.model, self.spec.sample
            self._tool(
                "prepare",
                ("-m", "harness.inputs.prepare", "--model", str(m.path), "--sample", str(s.path))
                + ("--placement", s.placement, "--targets", *(str(n) for n in missing))
                + ("--max-new-tokens", str(self.output_budget), "--out", str(self.run_dir / "inputs")),
            )
            seal(self.run_dir, [f"inputs/t{n}.json" for n in missing], "input prepared")
            for n in missing:
                data = read_json(self.run_dir / "inputs" / f"t{n}.json")
                self.inputs[f"t{n}"] = {
                    "path": f"inputs/t{n}.json",
                    "sha256": data["sha256"],
                    "sample_id": data["sample_id"],
                }
        return tiers

    # -- launches ------------------------------------------------------------------------------------------------
    def launch(self, launch_id: str, branch: str, lengths: list[int], budgeted: bool) -> dict:
        """One launch (its own process) with one request per length; returns its launch.json, records and
        address-space readings."""
        from harness.run.steps import execute_attempt

        tiers = self.prepare(lengths)
        role = self.spec.branch(branch).role
        cells = tuple(Cell(f"{launch_id}-{t}", t, self.output_budget, None) for t in tiers)
        planned = Launch(launch_id, "capacity", branch, role, None, (), cells)
        spec = dataclasses.replace(self.spec, device_memory_budget_bytes=self.budget if budgeted else None)
        self.ctx.spec = spec
        try:
            outcome = execute_attempt(
                self.ctx, planned, self.inputs, launch_id, f"launches/{launch_id}", (), runtime_extra=LAUNCH_RUNTIME
            )
        finally:
            self.ctx.spec = self.spec
        launch_dir = self.run_dir / "launches" / launch_id
        try:
            records = measured_records(read_records(launch_dir / "records.jsonl").records)
        except ValueError:
            records = []
        path = launch_dir / "address_space.json"
        readings = json.loads(path.read_text(encoding="utf-8"))["readings"] if path.is_file() else []
        return {"launch": outcome, "records": records, "readings": readings}

    def calibrate(self, branch: str, lengths: list[int]) -> tuple[Calibration, dict]:
        cache = CacheShape.from_options(self.spec.branch(branch).cache.options())
        picks = sorted({lengths[round(q * (len(lengths) - 1))] for q in CALIBRATION_AT})
        launch_id = f"C-{branch}"
        _log(f"{branch}: calibration launch {launch_id} (no budget) at {picks} tokens")
        got = self.launch(launch_id, branch, picks, budgeted=False)
        loaded = next((r for r in got["readings"] if r["event"] == "loaded"), None)
        requests = [r for r in got["readings"] if r["event"] == "request" and r.get("completed")]
        if loaded is None or len(requests) != len(picks) or loaded.get("VmSize") is None:
            raise InfraError(
                f"calibration launch {launch_id} did not complete every request ({got['launch'].get('status')}: "
                f"{got['launch'].get('message')}); see launches/{launch_id}/"
            )
        base = int(loaded["VmSize"])
        if self.budget_over_load is not None and not self.budget:
            self.budget = base + self.budget_over_load
            _log(f"budget: address space after load {base} + {self.budget_over_load} = {self.budget} bytes")
        kept = int(loaded.get("reserved") or 0)  # reservations made at load exist under the budget too

        def needed(r: dict) -> int:
            # the request's growth without the reservations it added (optional under RLIMIT_AS, see probe_entry)
            return int(r["VmPeak"]) - (int(r.get("reserved") or 0) - kept) - base

        points = [
            (int(r["input_tokens"]), needed(r) - kv_bytes(self.shape, cache, r["input_tokens"], self.output_budget))
            for r in requests
        ]
        cal = Calibration(
            runtime_bytes=base - self.shape.weight_bytes(),
            points=tuple(points),
            source=f"launches/{launch_id}/address_space.json (VmSize after load; VmPeak after each request, less the "
            "no-access reservations it added, less the analytic KV)",
        )
        detail = {
            "launch_id": launch_id,
            "lengths": picks,
            "address_space_after_load_bytes": base,
            "points": [{"input_tokens": x, "workspace_bytes": y} for x, y in points],
            "peaks_bytes": [int(r["VmPeak"]) for r in requests],
            "reserved_bytes": [loaded.get("reserved")] + [r.get("reserved") for r in requests],
        }
        return cal, detail

    def estimator(self, cache: CacheShape, cal: Calibration) -> Callable[[int, Outcome], int | None]:
        """The boundary re-predicted from one completed budgeted launch: its length plus its measured headroom
        (budget - peak address space) over the marginal bytes per token there (the calibrated workspace's slope +
        the analytic KV per token). None without a peak reading."""

        def estimate(length: int, outcome: Outcome) -> int | None:
            if outcome.status != "completed" or outcome.peak_bytes is None:
                return None
            ahead = length + 256
            per_token = (peak_bytes(self.shape, cache, cal, ahead, self.output_budget) -
                         peak_bytes(self.shape, cache, cal, length, self.output_budget)) / 256  # fmt: skip
            if per_token <= 0:
                return None
            return length + int((self.budget - outcome.peak_bytes) / per_token)

        return estimate

    def probe(self, branch: str) -> Callable[[int], Outcome]:
        def run(length: int) -> Outcome:
            launch_id = f"P{len(list((self.run_dir / 'launches').iterdir())):02d}-{branch}-t{length}"
            _log(f"{branch}: launch {launch_id} under {self.budget} bytes")
            got = self.launch(launch_id, branch, [length], budgeted=True)
            outcome = classify(got["launch"], got["records"])
            peaks = [r.get("VmPeak") for r in got["readings"] if r["event"] == "request"]
            _log(f"{branch}: {length} tokens -> {outcome.status} ({outcome.reason})")
            return dataclasses.replace(outcome, launch_id=launch_id, peak_bytes=peaks[-1] if peaks else None)

        return run

    # -- the whole run ---------------------------------------------------------------------------------------------
    def run(self, branches: list[str] | None = None, start: int | None = None) -> dict:
        """Calibrate, predict and search every branch (``start``: begin the search at this length instead of the
        prediction, e.g. to re-measure near a known boundary; the prediction is still made and reported)."""
        t0 = time.monotonic()
        reach = self.reachable_lengths()
        lengths = [n for n in reach["lengths"] if self.longest is None or n <= self.longest]
        reach = {**reach, "lengths": lengths}
        if len(lengths) < 2:
            raise InputError("fewer than two reachable input lengths fit the model's context with this output budget")
        names = branches or [b.name for b in self.spec.branches]
        rows = []
        for name in names:
            cache = CacheShape.from_options(self.spec.branch(name).cache.options())
            cal, detail = self.calibrate(name, lengths)
            predicted = predict_boundary(self.shape, cache, cal, self.budget, self.output_budget)
            _log(f"{name}: predicted boundary {predicted} tokens")
            begin = predicted if start is None else start
            step = uncertainty_step(lengths, begin, PREDICTION_UNCERTAINTY)
            # the inputs the search most likely visits, in one tool process (each launch then only runs)
            at = start_index(lengths, begin)
            self.prepare(lengths[max(0, at - 2 * step) : at + 4 * step + 1])
            result = bracket(
                lengths, begin, self.probe(name), self.max_launches - 1, step=step, estimate=self.estimator(cache, cal)
            )
            found = result.to_dict(lengths)
            measured = found["measured_boundary"]
            rows.append(
                {
                    "branch": name,
                    "role": self.spec.branch(name).role,
                    "cache": cache.label(),
                    "calibration": {**cal.to_dict(), **detail},
                    "predicted_boundary": predicted,
                    "search_started_at": begin,
                    "search_first_step": step,
                    "search": found,
                    "measured_boundary": measured,
                    "launches": 1 + found["launches"],
                    "error_percent": round(100.0 * (predicted - measured) / measured, 2) if measured else None,
                }
            )
        data = self.summary(rows, reach, time.monotonic() - t0)
        write_json_atomic(self.run_dir / "capacity.json", data)
        seal(self.run_dir, ["capacity.json"], "capacity")
        from harness.capacity.render import render_capacity

        render_capacity(self.run_dir, data)
        seal(self.run_dir, ["capacity.md"], "capacity report")
        return data

    def summary(self, rows: list[dict], reach: dict, wall_s: float) -> dict:
        from harness.capacity.predict import kv_bytes_per_token

        ordinary = next((r for r in rows if r["role"] == "ordinary"), None)
        for r in rows:
            cache = CacheShape.from_options(self.spec.branch(r["branch"]).cache.options())
            r["kv_bytes_per_token"] = round(kv_bytes_per_token(self.shape, cache), 1)
            if ordinary is None or r is ordinary:
                r["gain_tokens_measured"] = r["gain_tokens_predicted"] = None
                continue
            om, cm = ordinary["measured_boundary"], r["measured_boundary"]
            r["gain_tokens_measured"] = cm - om if om is not None and cm is not None else None
            r["gain_tokens_predicted"] = r["predicted_boundary"] - ordinary["predicted_boundary"]
        return {
            "capacity_version": CAPACITY_VERSION,
            "run_id": self.ctx.run_id,
            "spec_name": self.spec.name,
            "spec_hash": self.ctx.spec_hash,
            "model": {"path": str(self.spec.model.path), "revision": self.revision, **self.shape.to_dict()},
            "device": self.spec.model.device,
            "budget_bytes": self.budget,
            "budget_over_load_bytes": self.budget_over_load,
            "longest_considered": self.longest,
            "launch_runtime": LAUNCH_RUNTIME,
            "budget_kind": "RLIMIT_AS (address space) of each launch"
            if self.spec.model.device == "cpu"
            else "per-process CUDA memory fraction",
            "output_budget": self.output_budget,
            "length_policy": "forced",
            "max_launches_per_branch": self.max_launches,
            "reachable": {
                "lengths": reach["lengths"],
                "shortest": reach["lengths"][0],
                "longest": reach["lengths"][-1],
                "context_length": reach["context_length"],
                "sample_id": reach["sample_id"],
                "background_version": reach["background_version"],
            },
            "branches": rows,
            "wall_s": round(wall_s, 1),
            "seal_head_before_summary": head(self.run_dir),
        }


def classify(launch: dict, records: list[dict]) -> Outcome:
    """How one budgeted launch ended: ``completed`` (its request completed), ``failed`` (it did not fit: a memory
    error in the record, a kill by a signal, or a model that could not load under the budget) or ``error``."""
    record = records[-1] if records else None
    if record is not None and record.get("completed"):
        return Outcome("completed", "the request completed")
    if record is not None:
        err = record.get("error") or {}
        text = f"{err.get('class')}: {err.get('message')}"
        if err.get("class") == "MemoryError" or _MEMORY_ERROR.search(str(err.get("message") or "")):
            return Outcome("failed", f"out of memory in the request: {text[:200]}")
        return Outcome("error", f"the request failed for another reason: {text[:200]}")
    if launch.get("signal"):
        return Outcome("failed", f"the launch was killed ({launch.get('message')})")
    if launch.get("exit_code") == 3:
        return Outcome("failed", "the model could not be loaded under the budget (entry exit 3)")
    return Outcome("error", f"the launch ended without a record: {launch.get('status')} {launch.get('message')}")
