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
from pathlib import Path

from harness.verdict.facts import grade_of
from harness.verdict.validity import cache_confirmed

BACKEND_PACKAGES = {"quanto": "optimum-quanto", "hqq": "hqq"}  # backends that need a package beside transformers
_FULL_ATTENTION = "full_attention"


def _ev(check: str, state: str, detail: str) -> dict:
    return {"check": check, "state": state, "detail": detail}


def _candidates(spec: dict) -> list[dict]:
    branches = spec.get("branches")
    if isinstance(branches, list):
        return [b for b in branches if isinstance(b, dict) and b.get("role") == "candidate"]
    if isinstance(branches, dict):
        return [{"name": n, "role": "candidate", **(b or {})} for n, b in (branches.get("candidates") or {}).items()]
    return []


def _versions(intro: dict, backend: str | None) -> dict:
    v = intro.get("versions") or {}
    pkg = BACKEND_PACKAGES.get(backend or "")
    missing = [k for k in ("torch", "transformers") if not v.get(k)] + ([pkg] if pkg and not v.get(pkg) else [])
    text = ", ".join(f"{k} {v.get(k)}" for k in ("torch", "transformers") + ((pkg,) if pkg else ()))
    if missing:
        return _ev("versions", "missing", f"not installed or not recorded: {', '.join(missing)} ({text})")
    return _ev("versions", "ok", text + ("" if pkg else f"; backend {backend} needs no separate package"))


def _backend_unavailable(intro: dict, backend: str | None) -> str | None:
    for b in (intro.get("api") or {}).get("backends") or []:
        if isinstance(b, dict) and b.get("name") == backend and b.get("available") is False:
            return b.get("reason") or "backend not available"
    return None


def _layer_types(model: dict) -> dict:
    types = model.get("layer_types")
    if types is None:
        if model.get("sliding_window"):
            return _ev("layer_types", "failed", f"sliding_window {model['sliding_window']} and no layer types")
        return _ev("layer_types", "missing", "the model config declares no layer types")
    other = sorted({str(t) for t in types if t != _FULL_ATTENTION})
    if other:
        return _ev("layer_types", "failed", f"non-full-attention layers: {', '.join(other)}")
    return _ev("layer_types", "ok", f"{len(types)} x {_FULL_ATTENTION}")


def _short(records: list[dict], branch: str | None) -> dict | None:
    mine = [
        r for r in records if r.get("branch") == branch and r.get("phase") == "short_sample" and not r.get("warmup")
    ]
    return mine[-1] if mine else None


def _completeness(rec: dict, grades: dict) -> dict:
    checks = (grade_of(grades, rec) or {}).get("checks")
    if not checks:
        return _ev("completeness", "missing", "the short-sample text has no completeness checks")
    bad = sorted(k for k, v in checks.items() if (v or {}).get("pass") is False)
    if bad:
        return _ev("completeness", "failed", f"failed: {', '.join(bad)}")
    unknown = sorted(k for k, v in checks.items() if (v or {}).get("pass") is None)
    if unknown:
        return _ev("completeness", "missing", f"not checked: {', '.join(unknown)}")
    return _ev("completeness", "ok", f"{len(checks)} checks pass")


def admission_row(cand: dict, intro: dict | None, records: list[dict], grades: dict, ordinary: str | None) -> dict:
    """One candidate's row (see the module docstring for evidence and status rules)."""
    cache = cand.get("cache") or {}
    backend = cache.get("backend")
    intro = intro or {}
    model = intro.get("model") or {}
    rec = _short(records, cand.get("name"))
    env = (rec or {}).get("environment") or {}
    pkg = BACKEND_PACKAGES.get(backend or "")
    row: dict = {
        "branch": cand.get("name"),
        "candidate": cand.get("name"),
        "model_revision": model.get("revision") or (rec or {}).get("model_revision"),
        "backend": backend,
        "options": {k: v for k, v in sorted(cache.items()) if k not in ("implementation", "backend")},
        "environment": {
            "runner": env.get("runner"),
            "image_digest": env.get("image_digest"),
            "torch": (intro.get("versions") or {}).get("torch"),
            "transformers": (intro.get("versions") or {}).get("transformers"),
            "backend_package": pkg,
            "backend_version": (intro.get("versions") or {}).get(pkg) if pkg else None,
        },
        "status": "pending",
        "evidence": [],
        "reasons": [],
    }
    ev: list[dict] = row["evidence"]
    if not intro or intro.get("error"):
        ev.append(_ev("introspection", "missing", str(intro.get("error") or "no introspection of this candidate")))
    else:
        ev.append(_versions(intro, backend))
        unavailable = _backend_unavailable(intro, backend)
        if intro.get("mapping"):
            ev.append(_ev("option_mapping", "ok", json.dumps(intro["mapping"], sort_keys=True, default=str)))
        elif unavailable:
            ev.append(_ev("option_mapping", "missing", f"backend {backend} unavailable here: {unavailable}"))
        elif intro.get("mapping_error"):
            ev.append(_ev("option_mapping", "failed", str(intro["mapping_error"])))
            row["status"] = "not_applicable"
            row["reasons"].append(f"installed API rejects the options: {intro['mapping_error']}")
        else:
            ev.append(_ev("option_mapping", "missing", "the introspection holds neither a mapping nor its error"))
        ev.append(_layer_types(model) if model else _ev("layer_types", "missing", "no model facts"))
        if intro.get("applicable") is True:
            ev.append(_ev("library_trial", "ok", str(intro.get("reason") or "applicable")))
        elif intro.get("mapping") and intro.get("applicable") is False and intro.get("reason"):
            ev.append(_ev("library_trial", "failed", str(intro["reason"])))
            row["status"] = "not_applicable"
            row["reasons"].append(f"library: {intro['reason']}")
        elif intro.get("mapping"):
            ev.append(_ev("library_trial", "missing", "the introspection gives no applicability with a reason"))
    rev_i, rev_r = model.get("revision"), (rec or {}).get("model_revision")
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
            "ok" if base and base.get("completed") else "missing" if not base else "failed",
            "ordinary baseline short sample "
            + ("completed" if base and base.get("completed") else "has no record" if not base else "did not complete"),
        )
    )
    if rec is None:
        ev.append(_ev("short_sample_completed", "missing", "no short-sample record"))
    elif not rec.get("completed"):
        err = rec.get("error") or {}
        ev.append(_ev("short_sample_completed", "failed", f"{err.get('class')}: {err.get('message')}"))
    else:
        ev.append(
            _ev("short_sample_completed", "ok", f"{rec.get('output_tokens')} tokens, stop {rec.get('stop_reason')}")
        )
        eff = rec.get("effective_cache") or {}
        problems = ([str(x) for x in rec.get("invalid_reasons") or []] if rec.get("valid") is False else []) + [
            p for p in cache_confirmed(rec) if "quantized storage" not in p
        ]
        ev.append(
            _ev(
                "effective_cache",
                "failed" if problems else "ok",
                "; ".join(problems) or f"{eff.get('cache_class')} with {sorted(set(eff.get('layer_classes') or []))}",
            )
        )
        storage = eff.get("quantized_storage_bytes")
        ok = isinstance(storage, (int, float)) and storage > 0
        ev.append(_ev("quantized_storage", "ok" if ok else "failed", f"{storage} bytes"))
        ev.append(_completeness(rec, grades))
    if row["status"] != "not_applicable":
        bad = [e for e in ev if e["state"] != "ok"]
        row["status"] = "pending" if bad else "allowed"
        row["reasons"] = [f"{e['check']}: {e['state']} ({e['detail']})" for e in bad]
    return row


def build_admission(
    spec_resolved,
    introspections: dict | None = None,
    short_sample_records: list | None = None,
    grades: dict | None = None,
) -> dict:
    """The admission table ``{"rows": [...]}``; given a run directory path instead, also writes the files."""
    if isinstance(spec_resolved, (str, Path)):
        return admit_run_dir(Path(spec_resolved))
    spec = spec_resolved or {}
    ordinary = next(
        (b.get("name") for b in spec.get("branches") or [] if isinstance(b, dict) and b.get("role") == "ordinary"),
        "ordinary",
    )
    rows = [
        admission_row(
            c, (introspections or {}).get(c.get("name")), list(short_sample_records or []), grades or {}, ordinary
        )
        for c in _candidates(spec)
    ]
    return {"admission_version": 1, "rows": rows}


def inside(root: Path, rel: str) -> Path:
    from harness.run.files import inside as _inside

    return _inside(root, rel)


def _write_atomic(path: Path, text: str) -> None:
    from harness.run.files import write_text_atomic

    write_text_atomic(path, text)


def _with_short_grades(data, short: list[dict]) -> dict:
    """The run's grades plus, for short-sample texts not graded yet (grading runs after the matrix), the
    grader's result computed now with ``harness.grade.grade_text`` (not written: grades/ belongs to the grader)."""
    grades = {k: dict(v) for k, v in data.grades.items()}
    try:
        from harness.grade import grade_text
    except ImportError:
        return grades
    sample_dir = ((data.spec or {}).get("sample") or {}).get("path")
    for rec in short:
        launch = rec.get("launch_id") or rec.get("_launch_dir")
        text_rel = (rec.get("artifacts") or {}).get("output_text")
        if not rec.get("completed") or rec.get("cell_id") in grades.get(launch, {}) or not text_rel or not sample_dir:
            continue
        try:
            text = inside(data.run_dir, text_rel).read_text(encoding="utf-8")
            grades.setdefault(launch, {})[rec.get("cell_id")] = grade_text(text, sample_dir, rec.get("stop_reason"))
        except (OSError, ValueError) as exc:
            grades.setdefault(launch, {})[rec.get("cell_id")] = {"checks": {}, "error": str(exc)}
    return grades


def admit_run_dir(run_dir: Path) -> dict:
    """Build the table from ``run_dir`` (spec.resolved.json, introspection/*.json, short-sample records, grades)
    and write admission.json and admission.md there (replacing earlier ones atomically)."""
    from harness.report.build import tiny_model_reason
    from harness.report.render import render_template
    from harness.verdict.rundata import load_run

    data = load_run(run_dir)
    intro: dict = {}
    for p in sorted((Path(run_dir) / "introspection").glob("*.json")):
        if ".error" in p.name:
            continue
        try:
            intro[p.stem] = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            intro[p.stem] = {"error": f"introspection/{p.name} unreadable: {exc}"}
    short = [r for r in data.records if r.get("phase") == "short_sample"]
    table = build_admission(data.spec or {}, intro, short, _with_short_grades(data, short))
    _write_atomic(
        Path(run_dir) / "admission.json", json.dumps(table, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    )
    _write_atomic(
        Path(run_dir) / "admission.md",
        render_template(
            "admission.md.j2",
            {
                "admission": {"present": True, "reason": None, "rows": table["rows"]},
                "spec_name": (data.spec or {}).get("name"),
                "run_id": (data.run or {}).get("run_id"),
                "tiny_reason": tiny_model_reason(data.spec),
            },
        ),
    )
    return table
