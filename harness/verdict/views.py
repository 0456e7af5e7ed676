"""Typed views of a run directory's files, as ``harness.verdict.rundata.load_run`` reads them.

One class per file (docs/contracts.md, "Reading a run"); each is frozen and has ``from_dict`` / ``to_dict`` with
``X.from_dict(x.to_dict()) == x`` (tests/test_rundata.py):

- ``RunRecord``: a ``harness.entry.record.Record`` plus ``launch_dir`` (the launch directory it was read from);
- ``RunInfo`` (run.json), ``SpecInfo`` + ``BranchInfo`` (spec.resolved.json), ``AcceptanceInfo`` (acceptance.json),
  ``Thresholds`` (the registered thresholds), ``EnvironmentInfo`` (environment.json), ``PreparedInput``
  (inputs/<tier>.json), ``PlanInfo`` of ``harness.plan.schedule.Launch`` / ``Cell`` (plan.json), ``LaunchInfo`` of
  ``JobInfo`` (job.json) and ``LaunchResult`` (launch.json), ``GradeView`` of ``FactGrade`` / ``CheckGrade``
  (grades/<launch>/<cell>.json), ``AdmissionTable`` of ``AdmissionRow`` / ``Evidence`` (admission.json),
  ``FallbackResult`` (fallback.json), ``Introspection`` (introspection/<branch>.json).

Records follow the record dataclass; every other view is *narrow*: it holds the fields the verdict reads, ignores
keys it does not know (the writers add fields freely) and reads an absent key as its default (``None``). The raw
JSON stays available in ``RunData`` for the report while it moves to these views.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, TypeVar, cast

from harness.entry.record import (
    Artifacts,
    EffectiveCache,
    Environment,
    HostLoad,
    KvCache,
    Memory,
    Record,
    ResidentAfterLoad,
    Timing,
)
from harness.plan.schedule import Cell, Launch

T = TypeVar("T")

# ---------------------------------------------------------------------------------------------------- records

_SUB_OBJECTS = {
    "timing": Timing,
    "memory": Memory,
    "resident_after_load": ResidentAfterLoad,
    "kv_cache": KvCache,
    "artifacts": Artifacts,
}
_OPTIONAL_SUB_OBJECTS = {"effective_cache": EffectiveCache, "host_load": HostLoad}
_ENVIRONMENT_KEYS = tuple("optimum-quanto" if f.name == "optimum_quanto" else f.name for f in fields(Environment))


def _default(f) -> Any:
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return f.default_factory()
    return None


def _object(value: object, where: str) -> dict:
    if not isinstance(value, dict):
        raise ValueError(f"{where} is not an object")
    return value


def _filled(cls: type, d: dict, where: str) -> dict:
    """``d`` with every field of ``cls`` it lacks set to the field's default (``None`` when it has none)."""
    d = _object(d, where)
    return {**{f.name: _default(f) for f in fields(cls) if f.name not in d}, **d}


def complete_record(d: Mapping) -> dict:
    """A record line with every key the ``Record`` dataclass has and the line lacks read as null (a figure not
    measured), a null sub-object (``timing``, ``memory``, ...) as one whose figures are all null, and a null list
    or mapping as an empty one. Keys the dataclass does not know stay, so ``Record.from_dict`` refuses them."""
    out = _filled(Record, dict(d), "record")
    for name, cls in _SUB_OBJECTS.items():
        out[name] = _filled(cls, out[name] if out[name] is not None else {}, name)
    for name, cls in _OPTIONAL_SUB_OBJECTS.items():
        if out[name] is not None:
            out[name] = _filled(cls, out[name], name)
    if out["error"] is not None:
        out["error"] = {"class": None, "message": None, **_object(out["error"], "error")}
    env = out["environment"] if out["environment"] is not None else {}
    out["environment"] = {**{k: None for k in _ENVIRONMENT_KEYS}, **_object(env, "environment")}
    for name in ("cache_requested", "cache_kwargs", "generate_kwargs"):
        out[name] = {} if out[name] is None else _object(out[name], name)
    if out["invalid_reasons"] is None:
        out["invalid_reasons"] = []
    return out


@dataclass(frozen=True)
class RunRecord(Record):
    """A record as the verdict reads it: the ``Record`` plus ``launch_dir``, the directory under ``launches/``
    whose ``records.jsonl`` held it (the dict form carries it as ``_launch_dir``, as ``RunData.records`` does)."""

    launch_dir: str = ""

    @classmethod
    def from_dict(cls, d: dict) -> RunRecord:
        """Read one record (``complete_record``, then ``Record.from_dict``). Raises ``ValueError`` when the line is
        not the record's shape (a key the dataclass does not know, a sub-object that is not an object)."""
        d = dict(d)
        launch_dir = d.pop("_launch_dir", None)
        try:
            body = complete_record(d)
            body["launch_dir"] = "" if launch_dir is None else str(launch_dir)
            return cast(RunRecord, super().from_dict(body))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"record: {type(exc).__name__}: {exc}") from exc

    def to_dict(self) -> dict:
        out = super().to_dict()
        out["_launch_dir"] = out.pop("launch_dir")
        return out

    @property
    def grade_launch(self) -> str:
        """The launch id its grade is filed under (``grades/<launch>/<cell>.json``)."""
        return self.launch_id or self.launch_dir


def as_record(rec: RunRecord | Mapping) -> RunRecord:
    """A ``RunRecord`` as it is, or a record dict (``RunData.records``, a test's record) read as one."""
    return rec if isinstance(rec, RunRecord) else RunRecord.from_dict(dict(rec))


# ------------------------------------------------------------------------------------------------ narrow views


def narrow(cls: type[T], d: object, **keys: str) -> T:
    """``cls`` from the keys of ``d`` its fields name (``keys``: field -> another key; absent, or ``d`` not an
    object: the field's default); other keys are ignored."""
    src = d if isinstance(d, dict) else {}
    return cls(**{f.name: src.get(keys.get(f.name, f.name), _default(f)) for f in fields(cast(Any, cls))})


def plain(obj: object) -> dict:
    """A narrow view as the JSON it was read from (tuples as lists, nested views as objects)."""
    out: dict = {}
    for f in fields(cast(Any, obj)):
        out[f.name] = _plain_value(getattr(obj, f.name))
    return out


def _plain_value(v: object) -> object:
    if hasattr(v, "to_dict"):
        return cast(Any, v).to_dict()
    if isinstance(v, tuple):
        return [_plain_value(x) for x in v]
    return v


def _mapping(v: object) -> dict:
    return v if isinstance(v, dict) else {}


def _list(v: object) -> list:
    return v if isinstance(v, list) else []


@dataclass(frozen=True)
class RunInfo:
    """run.json (narrow)."""

    run_id: str | None = None
    spec_name: str | None = None
    spec_hash: str | None = None
    status: str | None = None
    created_at: str | None = None
    finished_at: str | None = None
    scope: str | None = None  # "admission" after `harness admit`, "run" after a full pass
    allow_pending: bool | None = None
    synthetic_fixture: str | None = None  # crafted record sets say what they are
    harness_git: dict | None = None  # {"commit", "dirty"}
    harness_git_rev: str | None = None  # older runs
    excluded_branches: dict | None = None  # branch -> why it was not run in the matrix
    spec_source: str | None = None  # the spec file's path when the run started

    @classmethod
    def from_dict(cls, d: Mapping) -> RunInfo:
        read: Any = narrow(cls, d)
        return replace(
            read,
            harness_git=read.harness_git if isinstance(read.harness_git, dict) else None,
            excluded_branches=read.excluded_branches if isinstance(read.excluded_branches, dict) else None,
        )

    @property
    def git_rev(self) -> str | None:
        """The harness commit the run was made with (`` (dirty tree)`` appended when it was), else None."""
        git = narrow(_Git, self.harness_git)
        if git.commit:
            return str(git.commit) + (" (dirty tree)" if git.dirty else "")
        return self.harness_git_rev

    def to_dict(self) -> dict:
        return plain(self)


@dataclass(frozen=True)
class _Git:
    commit: str | None = None
    dirty: bool | None = None


@dataclass(frozen=True)
class ModelInfo:
    """spec.resolved.json ``model`` (narrow)."""

    path: str | None = None
    revision: str | None = None
    dtype: str | None = None
    device: str | None = None
    attn_implementation: str | None = None
    trust_remote_code: bool | None = None

    def to_dict(self) -> dict:
        return plain(self)


@dataclass(frozen=True)
class BranchInfo:
    name: str | None
    role: str | None
    cache: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"name": self.name, "role": self.role, "cache": self.cache}


@dataclass(frozen=True)
class _SpecFile:  # the keys of spec.resolved.json SpecInfo reads
    name: str | None = None
    branches: object = None
    acceptance: object = None
    device_memory_budget_bytes: object = None
    sample: object = None
    model: object = None


@dataclass(frozen=True)
class _YamlBranches:
    ordinary: object = None
    candidates: object = None


@dataclass(frozen=True)
class _Sample:
    path: str | None = None


@dataclass(frozen=True)
class SpecInfo:
    """spec.resolved.json (narrow). ``branches``: ordinary and candidates in the file's order; the YAML shape
    ``{"ordinary": {...}, "candidates": {name: {...}}}`` reads as ``ordinary`` then each candidate."""

    name: str | None = None
    branches: tuple[BranchInfo, ...] = ()
    acceptance: dict | None = None
    device_memory_budget_bytes: object = None
    sample_path: str | None = None
    model: ModelInfo = field(default_factory=ModelInfo)

    @property
    def ordinary(self) -> str:
        return next((str(b.name) for b in self.branches if b.role == "ordinary"), "ordinary")

    @property
    def candidates(self) -> tuple[BranchInfo, ...]:
        return tuple(b for b in self.branches if b.role == "candidate")

    @classmethod
    def from_dict(cls, d: Mapping) -> SpecInfo:
        top = narrow(_SpecFile, d)
        branches: list[BranchInfo] = []
        if isinstance(top.branches, list):
            branches = [narrow(BranchInfo, b) for b in top.branches if isinstance(b, dict)]
        elif isinstance(top.branches, dict):
            yaml = narrow(_YamlBranches, top.branches)
            branches = [BranchInfo("ordinary", "ordinary", narrow(BranchInfo, yaml.ordinary).cache)]
            branches += [
                BranchInfo(str(n), "candidate", narrow(BranchInfo, b).cache)
                for n, b in _mapping(yaml.candidates).items()
            ]
        return cls(
            name=top.name,
            branches=tuple(BranchInfo(b.name, b.role, _mapping(b.cache)) for b in branches),
            acceptance=top.acceptance if isinstance(top.acceptance, dict) else None,
            device_memory_budget_bytes=top.device_memory_budget_bytes,
            sample_path=narrow(_Sample, top.sample).path,
            model=narrow(ModelInfo, top.model),
        )

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "branches": [b.to_dict() for b in self.branches],
            "acceptance": self.acceptance,
            "device_memory_budget_bytes": self.device_memory_budget_bytes,
            "sample": {"path": self.sample_path},
            "model": self.model.to_dict(),
        }

    def only(self, names: set[str]) -> SpecInfo:
        """The spec with only the branches named in ``names``."""
        return SpecInfo(
            self.name,
            tuple(b for b in self.branches if b.name in names),
            self.acceptance,
            self.device_memory_budget_bytes,
            self.sample_path,
        )


THRESHOLD_KEYS = (
    "memory_headroom_fraction",
    "max_generation_seconds",
    "facts_must_be_correct",
    "max_unsupported_additions",
    "facts_review",
)


@dataclass(frozen=True)
class Thresholds:
    """The acceptance thresholds (``THRESHOLD_KEYS``); ``None``: not registered. The two with a rule for their
    absence say so: ``facts_required`` (all facts) and ``unsupported_allowed`` (none)."""

    memory_headroom_fraction: float | None = None
    max_generation_seconds: float | None = None
    facts_must_be_correct: object = None
    max_unsupported_additions: int | None = None
    facts_review: str | None = None  # "automatic": decided grades need no person; absent or "person": they do

    @classmethod
    def from_dict(cls, d: Mapping) -> Thresholds:
        return narrow(cls, d)

    def to_dict(self) -> dict:
        """Only the registered keys (absent ones stay absent)."""
        return {k: v for k, v in plain(self).items() if v is not None}

    def facts_required(self, n_facts: int) -> int:
        need = "all" if self.facts_must_be_correct is None else self.facts_must_be_correct
        return n_facts if need == "all" else int(cast(Any, need))

    @property
    def unsupported_allowed(self) -> int:
        return int(self.max_unsupported_additions or 0)


@dataclass(frozen=True)
class AcceptanceInfo:
    """acceptance.json: the registered thresholds (under ``thresholds``, or at the top level beside metadata),
    when they were registered and their recorded hash."""

    thresholds: dict | None = None  # the ``thresholds`` block as written, when it is an object
    top_level: dict = field(default_factory=dict)  # THRESHOLD_KEYS written at the top level
    registered_at: str | None = None
    sha256: str | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> AcceptanceInfo:
        read = narrow(cls, d)
        return cls(
            thresholds=read.thresholds if isinstance(read.thresholds, dict) else None,
            top_level={k: d[k] for k in THRESHOLD_KEYS if k in d},
            registered_at=read.registered_at,
            sha256=read.sha256,
        )

    def to_dict(self) -> dict:
        out: dict = {**self.top_level, "registered_at": self.registered_at, "sha256": self.sha256}
        if self.thresholds is not None:
            out["thresholds"] = self.thresholds
        return out

    def registered(self) -> dict:
        """The registered threshold keys and values (those of ``THRESHOLD_KEYS`` present)."""
        body = self.thresholds if self.thresholds is not None else self.top_level
        return {k: body[k] for k in THRESHOLD_KEYS if k in body}


@dataclass(frozen=True)
class _Device:
    memory_total_bytes: object = None


@dataclass(frozen=True)
class EnvironmentInfo:
    """environment.json (narrow): the device's memory total, where recorded (``device.memory_total_bytes`` or
    the top-level ``device_memory_total_bytes``)."""

    device: dict | None = None
    device_memory_total_bytes: object = None

    @classmethod
    def from_dict(cls, d: Mapping) -> EnvironmentInfo:
        read = narrow(cls, d)
        return cls(read.device if isinstance(read.device, dict) else None, read.device_memory_total_bytes)

    def to_dict(self) -> dict:
        return plain(self)

    def memory_totals(self) -> tuple[object, object]:
        return (narrow(_Device, self.device).memory_total_bytes, self.device_memory_total_bytes)


@dataclass(frozen=True)
class PreparedInput:
    """inputs/<tier_id>.json (narrow; ``input_ids`` are not kept)."""

    tier_id: str | None = None
    target_tokens: int | None = None
    n_tokens: int | None = None
    sha256: str | None = None
    sample_id: str | None = None
    placement: str | None = None
    chat_template_applied: bool | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> PreparedInput:
        return narrow(cls, d)

    def to_dict(self) -> dict:
        return plain(self)


def launch_from_dict(raw: Mapping) -> Launch:
    """One plan.json launch as ``harness.plan.schedule.Launch``; a cell without ``repeat`` has the launch's."""
    d: Any = narrow(Launch, raw)
    cells = tuple(
        Cell(**{**plain(narrow(Cell, c)), "repeat": c["repeat"] if "repeat" in c else d.repeat})
        for c in d.cells or ()
        if isinstance(c, dict)
    )
    warmup = tuple(
        (w.tier_id, w.output_budget) for w in (narrow(Cell, x) for x in d.warmup or () if isinstance(x, dict))
    )
    return Launch(d.launch_id, d.phase, d.branch, d.role, d.repeat, warmup, cells)


@dataclass(frozen=True)
class PlanInfo:
    """plan.json: the planned launches, in order (``harness.plan.schedule.Launch``; branches are the spec's)."""

    spec_hash: str | None = None
    launches: tuple[Launch, ...] = ()

    @classmethod
    def from_dict(cls, d: Mapping) -> PlanInfo:
        read: Any = narrow(cls, d)
        launches = read.launches if isinstance(read.launches, list) else ()
        return cls(read.spec_hash, tuple(launch_from_dict(x) for x in launches if isinstance(x, dict)))

    def to_dict(self) -> dict:
        return {"spec_hash": self.spec_hash, "launches": [x.to_dict() for x in self.launches]}

    def only(self, branches: set[str]) -> PlanInfo:
        return PlanInfo(self.spec_hash, tuple(x for x in self.launches if x.branch in branches))


@dataclass(frozen=True)
class JobInfo:
    """launches/<id>/job.json (narrow)."""

    launch_id: str | None = None
    phase: str | None = None
    branch: str | None = None
    role: str | None = None
    repeat: int | None = None
    model: dict | None = None
    generation: dict | None = None
    sample_id: str | None = None
    seed: int | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> JobInfo:
        return narrow(cls, d)

    def to_dict(self) -> dict:
        return plain(self)

    def shared_settings(self) -> str:
        """What every launch of a run shares (model, generation, sample, seed), as one comparable string."""
        return repr(
            {"model": self.model, "generation": self.generation, "sample_id": self.sample_id, "seed": self.seed}
        )


@dataclass(frozen=True)
class LaunchResult:
    """launches/<id>/launch.json (narrow)."""

    launch_id: str | None = None
    branch: str | None = None
    status: str | None = None
    exit_code: int | None = None
    message: str | None = None
    stdout: str | None = None
    stderr: str | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> LaunchResult:
        return narrow(cls, d)

    def to_dict(self) -> dict:
        return plain(self)


@dataclass(frozen=True)
class LaunchInfo:
    """One launch directory: ``exists`` (its directory), its job and its result (``None``: not readable)."""

    launch_id: str
    exists: bool
    job: JobInfo | None = None
    result: LaunchResult | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> LaunchInfo:
        read: Any = narrow(cls, d)
        return cls(
            str(read.launch_id),
            bool(read.exists),
            JobInfo.from_dict(read.job) if isinstance(read.job, dict) else None,
            LaunchResult.from_dict(read.result) if isinstance(read.result, dict) else None,
        )

    def to_dict(self) -> dict:
        return plain(self)

    def branch(self, plan_branch: Mapping[str, str | None]) -> str | None:
        """The branch it ran: its job's, else its result's, else the planned launch's (``.resume<k>`` stripped)."""
        for src in (self.job, self.result):
            if src is not None and src.branch:
                return str(src.branch)
        return plan_branch.get(self.launch_id.split(".resume", 1)[0])


# ------------------------------------------------------------------------------------------------------ grades

_CHECK_PASS: dict[object, bool] = {"pass": True, "fail": False}  # a reviewed check's grade -> its ``pass``


@dataclass(frozen=True)
class FactGrade:
    grade: str | None
    reviewed: bool = False
    why: str | None = None  # needs_review: why the grader could not decide (the automatic grade's reason)

    def to_dict(self) -> dict:
        out: dict = {"grade": self.grade, "reviewed": self.reviewed}
        if self.why is not None:
            out["why"] = self.why
        return out


@dataclass(frozen=True)
class CheckGrade:
    passed: bool | None  # None: not checked
    detail: str | None = None
    reviewed: bool = False

    def to_dict(self) -> dict:
        return {"pass": self.passed, "detail": self.detail, "reviewed": self.reviewed}


@dataclass(frozen=True)
class _GradeFile:  # the keys of a grade file (and of its ``final`` / ``automatic`` parts) a GradeView reads
    graded: object = None
    final: object = None
    automatic: object = None
    facts: object = None
    checks: object = None
    unsupported: object = None


@dataclass(frozen=True)
class _Addition:
    text: str | None = None
    grade: str | None = None


@dataclass(frozen=True)
class _AutoFact:
    needs_review: str | None = None


def _fact(v: object, auto: object = None) -> FactGrade:
    read = narrow(FactGrade, v)
    why = read.why or narrow(_AutoFact, auto).needs_review
    return FactGrade(read.grade, bool(read.reviewed), str(why) if why else None)


@dataclass(frozen=True)
class GradeView:
    """One graded text as the verdict reads it: final fact grades, completeness checks and unsupported additions.

    ``from_file`` reads ``grades/<launch>/<cell>.json`` as ``harness grade`` writes it: ``final`` (automatic
    grades with review overrides applied) wins, each check's detail from ``automatic``; a plain ``{"facts",
    "checks", "unsupported"}`` dict (``grade_text``'s result) is read as it is. ``to_dict`` / ``from_dict``: the
    plain shape."""

    facts: dict[str, FactGrade] = field(default_factory=dict)
    checks: dict[str, CheckGrade] = field(default_factory=dict)
    unsupported: tuple[str | None, ...] = ()

    def to_dict(self) -> dict:
        return {
            "facts": {k: v.to_dict() for k, v in self.facts.items()},
            "checks": {k: v.to_dict() for k, v in self.checks.items()},
            "unsupported": list(self.unsupported),
        }

    @classmethod
    def from_dict(cls, d: Mapping) -> GradeView:
        read: Any = narrow(cls, d)
        return cls(
            facts={k: _fact(v) for k, v in _mapping(read.facts).items()},
            checks={
                k: CheckGrade(c.passed, c.detail, bool(c.reviewed))
                for k, c in ((k, narrow(CheckGrade, v, passed="pass")) for k, v in _mapping(read.checks).items())
            },
            unsupported=tuple(narrow(_Addition, u).text if isinstance(u, dict) else u for u in read.unsupported or ()),
        )

    @classmethod
    def from_file(cls, grade: object) -> GradeView | None:
        """The view of one grade file, or None when the text was not graded."""
        file = narrow(_GradeFile, grade)
        if not isinstance(grade, dict) or file.graded is False:
            return None
        if isinstance(file.final, dict):
            final = narrow(_GradeFile, file.final)
            auto_checks = _mapping(narrow(_GradeFile, file.automatic).checks)
            checks = {
                n: CheckGrade(
                    _CHECK_PASS.get(_fact(c).grade),
                    narrow(CheckGrade, auto_checks.get(n)).detail or "",
                    _fact(c).reviewed,
                )
                for n, c in _mapping(final.checks).items()
            }
            auto_facts = _mapping(narrow(_GradeFile, file.automatic).facts)
            facts = {f: _fact(v, auto_facts.get(f)) for f, v in _mapping(final.facts).items()}
            additions = (narrow(_Addition, u) for u in _list(final.unsupported) if isinstance(u, dict))
            unsupported = tuple(u.text for u in additions if u.grade == "unsupported")
            return cls(facts, checks, unsupported)
        if "facts" not in grade and "checks" not in grade:
            return None
        return cls.from_dict(grade)

    def failed_checks(self) -> list[str]:
        return sorted(k for k, v in self.checks.items() if v.passed is False)

    def unchecked(self) -> list[str]:
        return sorted(k for k, v in self.checks.items() if v.passed is None)


def grade_for(grades: Mapping, rec: RunRecord | Mapping) -> GradeView | None:
    """The grade of ``rec``'s text in ``grades`` (launch -> cell -> a ``GradeView`` or a grade file's JSON)."""
    rec = as_record(rec)
    value = _mapping(grades.get(rec.grade_launch)).get(rec.cell_id)
    return value if isinstance(value, GradeView) else GradeView.from_file(value)


# --------------------------------------------------------------------------------------------------- admission


@dataclass(frozen=True)
class Evidence:
    check: str | None
    state: str | None  # "ok" | "missing" | "failed"
    detail: str | None

    def to_dict(self) -> dict:
        return {"check": self.check, "state": self.state, "detail": self.detail}

    @classmethod
    def from_dict(cls, d: object) -> Evidence:
        return narrow(cls, d) if isinstance(d, dict) else cls(None, None, None)


@dataclass(frozen=True)
class AdmissionRow:
    """One admission.json row (see ``harness.verdict.admission``)."""

    branch: str | None = None
    candidate: str | None = None
    model_revision: str | None = None
    backend: str | None = None
    options: dict = field(default_factory=dict)
    environment: dict = field(default_factory=dict)
    status: str | None = None
    evidence: tuple[Evidence, ...] = ()
    reasons: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, d: Mapping) -> AdmissionRow:
        row: Any = narrow(cls, d)
        return cls(
            **{
                **plain(row),
                "options": _mapping(row.options),
                "environment": _mapping(row.environment),
                "evidence": tuple(Evidence.from_dict(e) for e in row.evidence)
                if isinstance(row.evidence, list)
                else (),
                "reasons": tuple(str(r) for r in row.reasons or ()),
            }
        )

    def to_dict(self) -> dict:
        return plain(self)

    @property
    def name(self) -> str | None:
        return self.candidate or self.branch

    def evidence_complete(self) -> bool:
        return bool(self.evidence) and all(e.state == "ok" for e in self.evidence)


@dataclass(frozen=True)
class AdmissionTable:
    admission_version: int | None = None
    rows: tuple[AdmissionRow, ...] = ()

    @classmethod
    def from_dict(cls, d: Mapping) -> AdmissionTable:
        read: Any = narrow(cls, d)
        rows = read.rows if isinstance(read.rows, list) else ()
        return cls(read.admission_version, tuple(AdmissionRow.from_dict(r) for r in rows if isinstance(r, dict)))

    def to_dict(self) -> dict:
        return plain(self)

    def only(self, candidate: str) -> AdmissionTable:
        return AdmissionTable(self.admission_version, tuple(r for r in self.rows if r.name == candidate))


@dataclass(frozen=True)
class FallbackResult:
    """fallback.json (narrow): the latest attempt's result."""

    status: str | None = None
    first_difference: int | None = None
    reasons: tuple[str, ...] = ()
    needs_person: tuple[dict, ...] = ()
    attempt: int | None = None
    checked_at: str | None = None
    archived: FallbackSide | None = None  # the archived ordinary short sample
    regenerated: FallbackSide | None = None  # what the restored configuration regenerated
    attempts: tuple = ()

    @classmethod
    def from_dict(cls, d: Mapping) -> FallbackResult:
        read: Any = narrow(cls, d)
        return replace(
            read,
            reasons=tuple(str(r) for r in read.reasons or ()),
            needs_person=tuple(read.needs_person or ()),
            archived=narrow(FallbackSide, read.archived) if isinstance(read.archived, dict) else None,
            regenerated=narrow(FallbackSide, read.regenerated) if isinstance(read.regenerated, dict) else None,
            attempts=tuple(read.attempts) if isinstance(read.attempts, list) else (),
        )

    def to_dict(self) -> dict:
        return plain(self)

    def person_items(self) -> list[str]:
        """``needs_person`` entries as one line each (dicts from harness.run.fallback, or strings)."""
        out = []
        for x in self.needs_person:
            if isinstance(x, dict):
                p = narrow(_PersonItem, x)
                out.append(f"{p.cell_id} ({p.launch_id}): {p.reason}; {p.action or 'hand to a person'}")
            else:
                out.append(str(x))
        return out


@dataclass(frozen=True)
class FallbackSide:
    launch_id: str | None = None
    n_tokens: int | None = None
    stop_reason: str | None = None
    effective_cache: str | None = None

    def to_dict(self) -> dict:
        return plain(self)


@dataclass(frozen=True)
class _PersonItem:
    cell_id: str | None = None
    launch_id: str | None = None
    reason: str | None = None
    action: str | None = None


# ----------------------------------------------------------------------------------------------- introspection


@dataclass(frozen=True)
class ModelFacts:
    revision: str | None = None
    layer_types: tuple | None = None
    sliding_window: object = None

    def to_dict(self) -> dict:
        return plain(self)


@dataclass(frozen=True)
class _Api:
    backends: object = None


@dataclass(frozen=True)
class Introspection:
    """introspection/<branch>.json (narrow): what ``python -m harness.entry introspect`` found for a candidate.
    ``error``: why there is none (the file is unreadable or the entry printed no JSON)."""

    versions: dict = field(default_factory=dict)
    backends: tuple[dict, ...] = ()  # api.backends
    mapping: object = None
    mapping_error: object = None
    applicable: object = None
    reason: object = None
    error: object = None
    model: ModelFacts | None = None

    @classmethod
    def from_dict(cls, d: Mapping) -> Introspection:
        read: Any = narrow(cls, d, backends="api")
        model: Any = narrow(ModelFacts, read.model)
        types = model.layer_types
        return replace(
            read,
            versions=_mapping(read.versions),
            backends=tuple(b for b in _list(narrow(_Api, read.backends).backends) if isinstance(b, dict)),
            model=replace(model, layer_types=tuple(types) if isinstance(types, list) else types)
            if isinstance(read.model, dict) and read.model
            else None,
        )

    def to_dict(self) -> dict:
        out = plain(self)
        out["api"] = {"backends": out.pop("backends")}
        return out
