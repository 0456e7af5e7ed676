"""The model/backend admission table: one row per (model revision x candidate cache options x environment).

Status is ``pending`` (待核对), ``allowed`` (允许试运行) or ``not_applicable`` (不适用). A row is ``allowed`` only when
every piece of evidence is ``ok``; missing evidence keeps it ``pending``. ``not_applicable`` needs the library's
own word: the installed API rejects the option (mapping error with the backend installed), or the entry's
introspection says the cache cannot serve this model (e.g. sliding-window / hybrid layers) with its reason.
A short sample that ran but did not confirm the cache keeps the row ``pending`` with that evidence ``failed``.

Evidence (``{"check", "state": "ok"|"missing"|"failed", "detail"}``), in this order: ``versions`` (torch,
transformers, backend package as installed), ``option_mapping`` (onto the installed API), ``layer_types``,
``library_trial`` (the library built the cache for the model and ran an update), ``model_revision`` (the
introspected model is the one the short sample ran; only when both are known), ``ordinary_short_sample``,
``short_sample_completed``, ``effective_cache`` (cache + layer classes and read-back options match),
``quantized_storage`` (non-empty), ``completeness`` (the short-sample text passes every completeness check).

Interfaces: ``build_admission(spec_resolved, introspections, short_sample_records, grades)`` (pure) and
``build_admission(run_dir)`` (reads the run directory, writes admission.json + admission.md, returns the table).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from harness.verdict.validity import cache_confirmed
from harness.verdict.views import (
    AdmissionRow,
    BranchInfo,
    Evidence,
    Introspection,
    ModelFacts,
    RunRecord,
    SpecInfo,
    as_record,
    grade_for,
    narrow,
)

BACKEND_PACKAGES = {"quanto": "optimum-quanto", "hqq": "hqq"}  # backends that need a package beside transformers
_FULL_ATTENTION = "full_attention"


def _ev(check: str, state: str, detail: str) -> Evidence:
    return Evidence(check, state, detail)


def _versions(intro: Introspection, backend: str | None) -> Evidence:
    v = intro.versions
    pkg = BACKEND_PACKAGES.get(backend or "")
    missing = [k for k in ("torch", "transformers") if not v.get(k)] + ([pkg] if pkg and not v.get(pkg) else [])
    text = ", ".join(f"{k} {v.get(k)}" for k in ("torch", "transformers") + ((pkg,) if pkg else ()))
    if missing:
        return _ev("versions", "missing", f"not installed or not recorded: {', '.join(missing)} ({text})")
    return _ev("versions", "ok", text + ("" if pkg else f"; backend {backend} needs no separate package"))


@dataclass(frozen=True)
class _Backend:  # one entry of the introspection's api.backends
    name: str | None = None
    available: object = None
    reason: str | None = None


def _backend_unavailable(intro: Introspection, backend: str | None) -> str | None:
    for b in (narrow(_Backend, x) for x in intro.backends):
        if b.name == backend and b.available is False:
            return b.reason or "backend not available"
    return None


def _layer_types(model: ModelFacts) -> Evidence:
    types = model.layer_types
    if types is None:
        if model.sliding_window:
            return _ev("layer_types", "failed", f"sliding_window {model.sliding_window} and no layer types")
        return _ev("layer_types", "missing", "the model config declares no layer types")
    other = sorted({str(t) for t in types if t != _FULL_ATTENTION})
    if other:
        return _ev("layer_types", "failed", f"non-full-attention layers: {', '.join(other)}")
    return _ev("layer_types", "ok", f"{len(types)} x {_FULL_ATTENTION}")


def _short(records: list[RunRecord], branch: str | None) -> RunRecord | None:
    mine = [r for r in records if r.branch == branch and r.phase == "short_sample" and not r.warmup]
    return mine[-1] if mine else None


def _completeness(rec: RunRecord, grades: Mapping) -> Evidence:
    grade = grade_for(grades, rec)
    if grade is None or not grade.checks:
        return _ev("completeness", "missing", "the short-sample text has no completeness checks")
    bad = grade.failed_checks()
    if bad:
        return _ev("completeness", "failed", f"failed: {', '.join(bad)}")
    unknown = grade.unchecked()
    if unknown:
        return _ev("completeness", "missing", f"not checked: {', '.join(unknown)}")
    return _ev("completeness", "ok", f"{len(grade.checks)} checks pass")


def _introspection(intro: Introspection | Mapping | None) -> Introspection | None:
    if isinstance(intro, Introspection) or intro is None:
        return intro
    return Introspection.from_dict(intro) if intro else None


def admission_row(
    cand: BranchInfo | Mapping,
    intro: Introspection | Mapping | None,
    records: Iterable[RunRecord | Mapping],
    grades: Mapping,
    ordinary: str | None,
) -> dict:
    """One candidate's row (see the module docstring for evidence and status rules), as admission.json holds it."""
    if not isinstance(cand, BranchInfo):
        read = narrow(BranchInfo, cand)
        cand = BranchInfo(read.name, read.role, dict(read.cache or {}))
    return candidate_row(cand, _introspection(intro), [as_record(r) for r in records], grades, ordinary).to_dict()


def candidate_row(
    cand: BranchInfo, intro: Introspection | None, records: list[RunRecord], grades: Mapping, ordinary: str | None
) -> AdmissionRow:
    """One candidate's row (see the module docstring for evidence and status rules)."""
    cache = cand.cache
    backend = cache.get("backend")
    model = intro.model if intro else None
    rec = _short(records, cand.name)
    pkg = BACKEND_PACKAGES.get(backend or "")
    versions = intro.versions if intro else {}
    status = "pending"
    reasons: list[str] = []
    ev: list[Evidence] = []
    if intro is None or intro.error:
        ev.append(
            _ev(
                "introspection",
                "missing",
                str((intro.error if intro else None) or "no introspection of this candidate"),
            )
        )
    else:
        ev.append(_versions(intro, backend))
        unavailable = _backend_unavailable(intro, backend)
        if intro.mapping:
            ev.append(_ev("option_mapping", "ok", json.dumps(intro.mapping, sort_keys=True, default=str)))
        elif unavailable:
            ev.append(_ev("option_mapping", "missing", f"backend {backend} unavailable here: {unavailable}"))
        elif intro.mapping_error:
            ev.append(_ev("option_mapping", "failed", str(intro.mapping_error)))
            status = "not_applicable"
            reasons.append(f"installed API rejects the options: {intro.mapping_error}")
        else:
            ev.append(_ev("option_mapping", "missing", "the introspection holds neither a mapping nor its error"))
        ev.append(_layer_types(model) if model else _ev("layer_types", "missing", "no model facts"))
        if intro.applicable is True:
            ev.append(_ev("library_trial", "ok", str(intro.reason or "applicable")))
        elif intro.mapping and intro.applicable is False and intro.reason:
            ev.append(_ev("library_trial", "failed", str(intro.reason)))
            status = "not_applicable"
            reasons.append(f"library: {intro.reason}")
        elif intro.mapping and intro.reason:  # undecided, with the reason (e.g. custom code overriding generate)
            ev.append(_ev("library_trial", "missing", str(intro.reason)))
        elif intro.mapping:
            ev.append(_ev("library_trial", "missing", "the introspection gives no applicability with a reason"))
    rev_i, rev_r = (model.revision if model else None), (rec.model_revision if rec else None)
    if rev_i and rev_r:
        ev.append(
            _ev(
                "model_revision",
                "ok" if rev_i == rev_r else "failed",
                rev_i if rev_i == rev_r else f"introspected {rev_i} but the short sample ran {rev_r}",
            )
        )
    base = _short(records, ordinary)
    ev.append(
        _ev(
            "ordinary_short_sample",
            "ok" if base and base.completed else "missing" if not base else "failed",
            "ordinary baseline short sample "
            + ("completed" if base and base.completed else "has no record" if not base else "did not complete"),
        )
    )
    if rec is None:
        ev.append(_ev("short_sample_completed", "missing", "no short-sample record"))
    elif not rec.completed:
        err = rec.error
        ev.append(
            _ev(
                "short_sample_completed",
                "failed",
                f"{err.error_class if err else None}: {err.message if err else None}",
            )
        )
    else:
        ev.append(_ev("short_sample_completed", "ok", f"{rec.output_tokens} tokens, stop {rec.stop_reason}"))
        eff = rec.effective_cache
        problems = ([str(x) for x in rec.invalid_reasons or []] if rec.valid is False else []) + [
            p for p in cache_confirmed(rec) if "quantized storage" not in p
        ]
        ev.append(
            _ev(
                "effective_cache",
                "failed" if problems else "ok",
                "; ".join(problems)
                or f"{eff.cache_class if eff else None} with {sorted(set(eff.layer_classes or []) if eff else [])}",
            )
        )
        storage = eff.quantized_storage_bytes if eff else None
        ok = isinstance(storage, (int, float)) and storage > 0
        ev.append(_ev("quantized_storage", "ok" if ok else "failed", f"{storage} bytes"))
        ev.append(_completeness(rec, grades))
    if status != "not_applicable":
        bad = [e for e in ev if e.state != "ok"]
        status = "pending" if bad else "allowed"
        reasons = [f"{e.check}: {e.state} ({e.detail})" for e in bad]
    env = rec.environment if rec else None
    return AdmissionRow(
        branch=cand.name,
        candidate=cand.name,
        model_revision=(model.revision if model else None) or (rec.model_revision if rec else None),
        backend=backend,
        options={k: v for k, v in sorted(cache.items()) if k not in ("implementation", "backend")},
        environment={
            "runner": env.runner if env else None,
            "image_digest": env.image_digest if env else None,
            "torch": versions.get("torch"),
            "transformers": versions.get("transformers"),
            "backend_package": pkg,
            "backend_version": versions.get(pkg) if pkg else None,
        },
        status=status,
        evidence=tuple(ev),
        reasons=tuple(reasons),
    )


def build_admission(
    spec_resolved,
    introspections: dict | None = None,
    short_sample_records: list | None = None,
    grades: dict | None = None,
) -> dict:
    """The admission table ``{"rows": [...]}``; given a run directory path instead, also writes the files.
    ``spec_resolved``: the resolved spec (dict or ``SpecInfo``); records: ``RunRecord`` or record dicts."""
    if isinstance(spec_resolved, (str, Path)):
        return admit_run_dir(Path(spec_resolved))
    spec = spec_resolved if isinstance(spec_resolved, SpecInfo) else SpecInfo.from_dict(spec_resolved or {})
    records = [as_record(r) for r in short_sample_records or []]
    rows = [
        candidate_row(
            c, _introspection((introspections or {}).get(c.name)), records, grades or {}, spec.ordinary
        ).to_dict()
        for c in spec.candidates
    ]
    return {"admission_version": 1, "rows": rows}


def inside(root: Path, rel: str) -> Path:
    from harness.run.files import inside as _inside

    return _inside(root, rel)


def _write_atomic(path: Path, text: str) -> None:
    from harness.run.files import write_text_atomic

    write_text_atomic(path, text)


def _with_short_grades(data, short: list[RunRecord]) -> dict:
    """The run's grades plus, for short-sample texts not graded yet (grading runs after the matrix), the
    grader's result computed now with ``harness.grade.grade_text`` (not written: grades/ belongs to the grader)."""
    grades: dict = {k: dict(v) for k, v in data.grade_info.items()}
    try:
        from harness.grade import grade_text
    except ImportError:
        return grades
    sample_dir = data.spec_info.sample_path if data.spec_info else None
    for rec in short:
        launch = rec.grade_launch
        text_rel = rec.artifacts.output_text
        if not rec.completed or rec.cell_id in grades.get(launch, {}) or not text_rel or not sample_dir:
            continue
        try:
            text = inside(data.run_dir, text_rel).read_text(encoding="utf-8")
            grades.setdefault(launch, {})[rec.cell_id] = grade_text(text, sample_dir, rec.stop_reason)
        except (OSError, ValueError) as exc:
            grades.setdefault(launch, {})[rec.cell_id] = {"checks": {}, "error": str(exc)}
    return grades


def read_introspections(run_dir: Path) -> dict[str, Introspection]:
    """branch -> the entry's introspection (``introspection/<branch>.json``; an unreadable file: its ``error``)."""
    out: dict[str, Introspection] = {}
    for p in sorted((Path(run_dir) / "introspection").glob("*.json")):
        if ".error" in p.name:
            continue
        try:
            raw = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raw = {"error": f"introspection/{p.name} unreadable: {exc}"}
        intro = _introspection(raw if isinstance(raw, dict) else {})
        if intro is not None:
            out[p.stem] = intro
    return out


def admit_run_dir(run_dir: Path) -> dict:
    """Build the table from ``run_dir`` (spec.resolved.json, introspection/*.json, short-sample records, grades)
    and write admission.json and admission.md there (replacing earlier ones atomically)."""
    from harness.report.build import tiny_model_reason
    from harness.report.render import render_template
    from harness.verdict.rundata import load_run

    data = load_run(run_dir)
    short = [r for r in data.recs if r.phase == "short_sample"]
    table = build_admission(
        data.spec_info or SpecInfo(), read_introspections(run_dir), short, _with_short_grades(data, short)
    )
    _write_atomic(
        Path(run_dir) / "admission.json", json.dumps(table, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    )
    _write_atomic(
        Path(run_dir) / "admission.md",
        render_template(
            "admission.md.j2",
            {
                "admission": {"present": True, "reason": None, "rows": table["rows"]},
                "spec_name": data.spec_info.name if data.spec_info else None,
                "run_id": data.run_info.run_id if data.run_info else None,
                "tiny_reason": tiny_model_reason(data.spec),
            },
        ),
    )
    return table
