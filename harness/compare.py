"""`harness compare RUN_A RUN_B`: what changed between an earlier (approved) run A and a new run B.

``compare_runs(run_a, run_b) -> dict`` checks both paths, takes each run's lock shared (a run being changed by
another harness command: ``InfraError``, exit 3), loads each with ``load_run`` (read-only) and returns
``build_comparison(data_a, data_b)``: a plain, JSON-able dict. Nothing is decided twice: figures come from
``analyse(data).matrix``, fact counts from ``harness.verdict.facts`` (the functions the report counts with), verdicts
from ``harness.verdict.decision.decide``. ``render_markdown(comparison)`` only renders that dict
(``templates/compare.md.j2``), so the Markdown and ``--json`` always say the same.

Labels (decided here, never in the template):
- a figure (median and [min, max] over the repeats of one cell x branch) is ``within noise`` when the ranges of
  A and B overlap, ``changed`` when they do not, ``n/a`` when either run has no figure for it; the ratio is B's
  median / A's median;
- any other value (a spec key, a package version, an input hash, a count, an item's result) is ``same``,
  ``changed``, ``only in A`` or ``only in B``.
"""

from __future__ import annotations

import os
from contextlib import ExitStack
from pathlib import Path

from harness.errors import InputError
from harness.verdict.acceptance import ITEM_KEYS
from harness.verdict.analysis import Analysis, analyse
from harness.verdict.decision import decide
from harness.verdict.facts import GRADES, facts_table, grade_of
from harness.verdict.integrity import integrity_summary
from harness.verdict.rundata import RunData, load_run

COMPARE_VERSION = 1
NOISE_RULE = (
    "a figure is `within noise` when the ranges [min, max] over the repeats of A and of B overlap, "
    "`changed` when they do not overlap, `n/a` when either run has no figure for it; "
    "the ratio is B's median / A's median"
)
METRICS = (
    ("generation_s", "generation time", "s"),
    ("per_token_s", "time per output token", "s"),
    ("peak_memory_bytes", "peak memory", "bytes"),
    ("kv_final_bytes", "KV cache bytes", "bytes"),
)
KEY_PACKAGES = ("python", "torch", "transformers", "optimum-quanto", "hqq")
BRANCH_SETTINGS = ("mode", "python", "image", "image_digest", "venv_key")
RECORDED_ENV = (
    "python",
    "torch",
    "transformers",
    "optimum-quanto",
    "hqq",
    "runner",
    "image_digest",
    "device_name",
    "driver",
    "cuda",
)
RUN_MARKERS = ("run.json", "spec.resolved.json", "plan.json", "manifest.jsonl")
_ABSENT = object()


# ---------------------------------------------------------------------------------------------------- small helpers


def status_of(a, b, a_present: bool = True, b_present: bool = True) -> str:
    """``same`` / ``changed`` / ``only in A`` / ``only in B`` for one value (``*_present``: the side has it)."""
    if a_present and not b_present:
        return "only in A"
    if b_present and not a_present:
        return "only in B"
    return "same" if a == b else "changed"


def presence(a_present: bool, b_present: bool) -> str:
    """``both`` / ``only in A`` / ``only in B`` (``none`` when neither run has it)."""
    return {(True, True): "both", (True, False): "only in A", (False, True): "only in B"}.get(
        (a_present, b_present), "none"
    )


def _value_status(a, b) -> str:
    """As ``status_of`` for a value that is None where a run does not record it."""
    return status_of(a, b, a is not None or b is None, b is not None or a is None)


def flatten(value, prefix: str = "", out: dict | None = None) -> dict:
    """Dotted paths -> leaf values. Lists of dicts are keyed by each item's ``name`` when every item has a distinct
    one (``branches.quanto-int4.cache.nbits``), else by index; lists of scalars are leaves."""
    out = {} if out is None else out
    if isinstance(value, dict) and value:
        for k, v in value.items():
            flatten(v, f"{prefix}.{k}" if prefix else str(k), out)
    elif isinstance(value, list) and value and all(isinstance(x, dict) for x in value):
        names = [x.get("name") for x in value]
        keyed = all(isinstance(n, str) and n for n in names) and len(set(names)) == len(names)
        for i, item in enumerate(value):
            flatten(item, f"{prefix}.{names[i] if keyed else i}" if prefix else str(names[i] if keyed else i), out)
    else:
        out[prefix] = value
    return out


def _tier_order(tier_id) -> tuple:
    text = str(tier_id)
    return (0, int(text[1:]), "") if text[:1] == "t" and text[1:].isdigit() else (1, 0, text)


def _first(reasons) -> str | None:
    return str(reasons[0]) if reasons else None


# ---------------------------------------------------------------------------------------------------- the sections


def _identity(data: RunData, label: str) -> dict:
    run = data.run or {}
    return {
        "label": label,
        "run_dir": str(data.run_dir),
        "run_id": run.get("run_id"),
        "spec_name": run.get("spec_name") or (data.spec or {}).get("name"),
        "spec_hash": run.get("spec_hash") or data.spec_file_sha256,
        "spec_file_sha256": data.spec_file_sha256,
        "status": run.get("status"),
        "created_at": run.get("created_at"),
        "finished_at": run.get("finished_at"),
        "synthetic_fixture": run.get("synthetic_fixture"),
        "missing_files": [f"{m['file']}: {m['reason']}" for m in data.missing],
    }


def _spec(data_a: RunData, data_b: RunData, id_a: dict, id_b: dict) -> dict:
    same_hash = bool(id_a["spec_hash"]) and id_a["spec_hash"] == id_b["spec_hash"]
    out = {"same": same_hash, "a_hash": id_a["spec_hash"], "b_hash": id_b["spec_hash"], "differences": [], "note": None}
    if same_hash:
        return out
    if data_a.spec is None or data_b.spec is None:
        which = " and ".join(x for x, d in (("A", data_a), ("B", data_b)) if d.spec is None)
        out["note"] = f"spec.resolved.json missing or unreadable in {which}: the differing keys cannot be listed"
        return out
    fa, fb = flatten(data_a.spec), flatten(data_b.spec)
    for key in sorted(set(fa) | set(fb)):
        a, b = fa.get(key, _ABSENT), fb.get(key, _ABSENT)
        if a != b:
            out["differences"].append(
                {
                    "key": key,
                    "a": None if a is _ABSENT else a,
                    "b": None if b is _ABSENT else b,
                    "status": status_of(a, b, a is not _ABSENT, b is not _ABSENT),
                }
            )
    if not out["differences"]:
        out["note"] = "the spec hashes differ but no resolved key does (the hash of one run does not match its spec)"
    return out


def _warnings(id_a: dict, id_b: dict, int_a: dict, int_b: dict) -> list[dict]:
    out = []
    for ident, integ in ((id_a, int_a), (id_b, int_b)):
        who = f"{ident['label']} ({ident['run_id'] or ident['run_dir']})"
        if integ["tampered"]:
            out.append(
                {
                    "run": ident["label"],
                    "kind": "tampered",
                    "text": f"{who} has {integ['tampered']} finding(s) against its seal, e.g. "
                    f"{integ['first_finding']}. Its figures are not evidence: every comparison with "
                    "it below shows what its files say now, not what was measured.",
                }
            )
        elif integ["unsealed"]:
            out.append(
                {
                    "run": ident["label"],
                    "kind": "unsealed",
                    "text": f"{who}: {integ['unsealed']} file(s) of launches whose end was never sealed "
                    f"({', '.join(integ['withheld_launches'])}); their records are withheld from its "
                    "figures until `harness run --resume` seals them.",
                }
            )
        if not integ["checked"]:
            out.append({"run": ident["label"], "kind": "unchecked", "text": f"{who}: the seal was not checked."})
    if id_a["run_id"] and id_a["run_id"] == id_b["run_id"]:
        out.append(
            {
                "run": "A, B",
                "kind": "same_run_id",
                "text": f"A and B carry the same run id {id_a['run_id']}: B is a copy of A (or both are crafted "
                "fixtures), not a new run.",
            }
        )
    return out


def _git(data: RunData) -> str | None:
    git = (data.run or {}).get("harness_git") or (data.environment or {}).get("harness_git")
    if isinstance(git, dict) and git.get("commit"):
        return str(git["commit"]) + (" (dirty tree)" if git.get("dirty") else "")
    return (data.run or {}).get("harness_git_rev")


def _model_revision(data: RunData) -> str | None:
    for src in (data.run or {}, data.environment or {}, (data.spec or {}).get("model") or {}):
        value = src.get("model_revision") if "model_revision" in src else src.get("revision")
        if value and value != "auto":
            return str(value)
    return None


def _recorded_revisions(data: RunData) -> list[str]:
    return sorted({str(r["model_revision"]) for r in data.records if r.get("model_revision")})


def _branch_env(data: RunData) -> dict:
    """branch -> {"settings": {key: value}, "packages": {name: version}, "recorded": {key: "v1, v2"}}."""
    out: dict = {}
    branches = (data.environment or {}).get("branches")
    for name, b in branches.items() if isinstance(branches, dict) else []:
        if not isinstance(b, dict):
            continue
        slot = out.setdefault(str(name), {"settings": {}, "packages": {}, "recorded": {}})
        slot["settings"] = {k: b.get(k) for k in BRANCH_SETTINGS if b.get(k) is not None}
        slot["packages"] = (
            {str(k): v for k, v in (b.get("packages") or {}).items()} if isinstance(b.get("packages"), dict) else {}
        )
    seen: dict = {}
    for rec in data.records:
        if rec.get("warmup") or not rec.get("branch"):
            continue
        env = rec.get("environment") or {}
        for key in RECORDED_ENV:
            if env.get(key) is not None:
                seen.setdefault(str(rec["branch"]), {}).setdefault(key, set()).add(str(env[key]))
    for branch, keys in seen.items():
        slot = out.setdefault(branch, {"settings": {}, "packages": {}, "recorded": {}})
        slot["recorded"] = {k: ", ".join(sorted(v)) for k, v in keys.items()}
    return out


def _dict_rows(da: dict, db: dict, base: dict, always=()) -> list[dict]:
    rows = []
    for key in [k for k in always if k in da or k in db] + sorted((set(da) | set(db)) - set(always)):
        st = status_of(da.get(key), db.get(key), key in da, key in db)
        rows.append(
            {
                **base,
                "name": key,
                "a": da.get(key),
                "b": db.get(key),
                "status": st,
                "shown": key in always or st != "same",
            }
        )
    return rows


def _environment(data_a: RunData, data_b: RunData) -> dict:
    run_rows = []
    for key, fa, fb in (
        ("harness commit", _git(data_a), _git(data_b)),
        (
            "runner",
            (data_a.run or {}).get("runner")
            or (data_a.environment or {}).get("runner")
            or (data_a.spec or {}).get("runner"),
            (data_b.run or {}).get("runner")
            or (data_b.environment or {}).get("runner")
            or (data_b.spec or {}).get("runner"),
        ),
        ("model revision", _model_revision(data_a), _model_revision(data_b)),
        (
            "model revisions in the records",
            ", ".join(_recorded_revisions(data_a)) or None,
            ", ".join(_recorded_revisions(data_b)) or None,
        ),
    ):
        run_rows.append({"name": key, "a": fa, "b": fb, "status": _value_status(fa, fb)})
    env_a, env_b = _branch_env(data_a), _branch_env(data_b)
    order = list(env_a) + [b for b in env_b if b not in env_a]
    branches = []
    for branch in order:
        ea, eb = env_a.get(branch), env_b.get(branch)
        presence_ = presence(ea is not None, eb is not None)
        ea, eb = (
            ea or {"settings": {}, "packages": {}, "recorded": {}},
            eb or {"settings": {}, "packages": {}, "recorded": {}},
        )
        recorded = _dict_rows(ea["recorded"], eb["recorded"], {"source": "records"}, RECORDED_ENV)
        if (
            ea["packages"] and eb["packages"]
        ):  # environment.json names the versions: the records' copies only when they differ
            recorded = [{**r, "shown": r["status"] != "same"} for r in recorded]
        rows = (
            _dict_rows(ea["settings"], eb["settings"], {"source": "environment.json"}, BRANCH_SETTINGS)
            + _dict_rows(ea["packages"], eb["packages"], {"source": "environment.json"}, KEY_PACKAGES)
            + recorded
        )
        branches.append(
            {
                "branch": branch,
                "presence": presence_,
                "rows": rows,
                "changed": [r for r in rows if r["status"] != "same"],
                "hidden_same": sum(1 for r in rows if not r["shown"]),
            }
        )
    host = []
    for part in ("host", "device"):
        fa = flatten((data_a.environment or {}).get(part) or {}, part)
        fb = flatten((data_b.environment or {}).get(part) or {}, part)
        for key in sorted(set(fa) | set(fb)):
            st = status_of(fa.get(key), fb.get(key), key in fa, key in fb)
            if st != "same":
                host.append({"name": key, "a": fa.get(key), "b": fb.get(key), "status": st})
    changes = sum(1 for r in run_rows if r["status"] != "same") + sum(len(b["changed"]) for b in branches) + len(host)
    return {"run": run_rows, "branches": branches, "host_device": host, "changes": changes}


def _inputs(data_a: RunData, data_b: RunData) -> list[dict]:
    rows = []
    for tier in sorted(set(data_a.input_info) | set(data_b.input_info), key=_tier_order):
        ia, ib = data_a.input_info.get(tier), data_b.input_info.get(tier)
        sa = {"sha256": ia.sha256, "n_tokens": ia.n_tokens} if ia is not None else None
        sb = {"sha256": ib.sha256, "n_tokens": ib.n_tokens} if ib is not None else None
        rows.append({"tier_id": tier, "a": sa, "b": sb, "status": status_of(sa, sb, ia is not None, ib is not None)})
    return rows


def figure_change(sa: dict | None, sb: dict | None) -> dict:
    """One figure A vs B: ``{"a", "b", "ratio", "label"}`` under ``NOISE_RULE``."""
    if not sa or not sb:
        return {"a": sa, "b": sb, "ratio": None, "label": "n/a"}
    ratio = sb["median"] / sa["median"] if sa["median"] else None
    overlap = sa["min"] <= sb["max"] and sb["min"] <= sa["max"]
    return {"a": sa, "b": sb, "ratio": ratio, "label": "within noise" if overlap else "changed"}


def _cells(an_a: Analysis, an_b: Analysis) -> dict:
    rows_a = {(m["cell"], m["branch"]): m for m in an_a.matrix}
    rows_b = {(m["cell"], m["branch"]): m for m in an_b.matrix}
    role = {b["name"]: b["role"] for b in (*an_b.branches, *an_a.branches)}
    keys = list(rows_a) + [k for k in rows_b if k not in rows_a]
    meta = {k: rows_a.get(k) or rows_b[k] for k in keys}
    keys.sort(
        key=lambda k: (
            _tier_order(meta[k]["tier_id"]),
            meta[k]["output_budget"] or 0,
            0 if role.get(k[1]) == "ordinary" else 1,
            str(k[1]),
        )
    )
    rows = []
    for key in keys:
        ma, mb = rows_a.get(key), rows_b.get(key)
        metrics = []
        for name, title, unit in METRICS:
            metrics.append(
                {"key": name, "title": title, "unit": unit, **figure_change((ma or {}).get(name), (mb or {}).get(name))}
            )
        rows.append(
            {
                "cell": key[0],
                "tier_id": meta[key]["tier_id"],
                "output_budget": meta[key]["output_budget"],
                "branch": key[1],
                "role": role.get(key[1]),
                "presence": presence(ma is not None, mb is not None),
                "a_status": (ma or {}).get("status"),
                "b_status": (mb or {}).get("status"),
                "metrics": metrics,
            }
        )
    counts = {
        label: sum(1 for r in rows for m in r["metrics"] if m["label"] == label)
        for label in ("changed", "within noise", "n/a")
    }
    changed = [
        {"cell": r["cell"], "branch": r["branch"], "figure": m["title"], "ratio": m["ratio"]}
        for r in rows
        for m in r["metrics"]
        if m["label"] == "changed"
    ]
    return {
        "rule": NOISE_RULE,
        "rows": rows,
        "counts": counts,
        "changed": changed,
        "only_in_a": [f"{r['cell']} {r['branch']}" for r in rows if r["presence"] == "only in A"],
        "only_in_b": [f"{r['cell']} {r['branch']}" for r in rows if r["presence"] == "only in B"],
    }


def _facts_side(data: RunData, an: Analysis) -> dict:
    """branch -> counts over the branch's figure records (the texts the report's facts table counts)."""
    recs = [r for r, u in zip(data.records, an.uses, strict=True) if u["use"] == "figure"]
    table = facts_table(recs, data.grades)
    out: dict = {}
    for branch in table["branches"]:
        texts = [r for r in recs if r.get("branch") == branch]
        counts = {"texts": len(texts)}
        for g in GRADES:
            counts[g] = sum((table["cells"].get((f, branch)) or {}).get(g, 0) for f in table["fact_ids"])
        counts["ungraded"] = sum(1 for b, _ in table["ungraded"] if b == branch)
        counts["unsupported"] = len(table["unsupported"].get(branch) or [])
        by_name: dict = {}
        failing_texts = 0
        for rec in texts:
            checks = (grade_of(data.grades, rec) or {}).get("checks") or {}
            bad = sorted(k for k, v in checks.items() if (v or {}).get("pass") is False)
            failing_texts += 1 if bad else 0
            for name in bad:
                by_name[name] = by_name.get(name, 0) + 1
        counts["checks_failed"] = sum(by_name.values())
        counts["texts_failing_a_check"] = failing_texts
        out[str(branch)] = {"counts": counts, "failed_checks": by_name}
    return out


FACT_MEASURES = (
    ("texts", "texts graded or due"),
    *((g, g.replace("_", " ")) for g in GRADES),
    ("ungraded", "not graded"),
    ("unsupported", "unsupported additions"),
    ("checks_failed", "failed completeness checks"),
    ("texts_failing_a_check", "texts failing a check"),
)


def _facts(data_a: RunData, an_a: Analysis, data_b: RunData, an_b: Analysis) -> dict:
    fa, fb = _facts_side(data_a, an_a), _facts_side(data_b, an_b)
    rows = []
    for branch in list(fa) + [b for b in fb if b not in fa]:
        sa, sb = fa.get(branch), fb.get(branch)
        measures = [
            {
                "key": k,
                "title": t,
                "a": (sa or {}).get("counts", {}).get(k),
                "b": (sb or {}).get("counts", {}).get(k),
                "status": status_of(
                    (sa or {}).get("counts", {}).get(k),
                    (sb or {}).get("counts", {}).get(k),
                    sa is not None,
                    sb is not None,
                ),
            }
            for k, t in FACT_MEASURES
        ]
        ca, cb = (sa or {}).get("failed_checks") or {}, (sb or {}).get("failed_checks") or {}
        checks = [
            {"name": n, "a": ca.get(n, 0), "b": cb.get(n, 0), "status": status_of(ca.get(n, 0), cb.get(n, 0))}
            for n in sorted(set(ca) | set(cb))
        ]
        rows.append(
            {
                "branch": branch,
                "presence": presence(sa is not None, sb is not None),
                "measures": measures,
                "failed_checks": checks,
                "changed": any(m["status"] != "same" for m in measures) or any(c["status"] != "same" for c in checks),
            }
        )
    return {
        "basis": "per branch, over its figure records (valid, completed, matrix phase), as the report counts "
        "them (harness.verdict.facts)",
        "branches": rows,
    }


def _verdicts(dec_a: dict, dec_b: dict) -> dict:
    ia = {i["key"]: i for i in dec_a["items"]}
    ib = {i["key"]: i for i in dec_b["items"]}
    items = []
    for n, key in enumerate(ITEM_KEYS, start=1):
        a, b = ia.get(key) or {}, ib.get(key) or {}
        items.append(
            {
                "id": n,
                "key": key,
                "a": a.get("result"),
                "b": b.get("result"),
                "status": _value_status(a.get("result"), b.get("result")),
                "a_reason": _first(a.get("reasons")),
                "b_reason": _first(b.get("reasons")),
            }
        )
    ca = {c["candidate"]: c["overall"] for c in dec_a["candidates"]}
    cb = {c["candidate"]: c["overall"] for c in dec_b["candidates"]}
    candidates = [
        {"candidate": c, "a": ca.get(c), "b": cb.get(c), "status": status_of(ca.get(c), cb.get(c), c in ca, c in cb)}
        for c in list(ca) + [c for c in cb if c not in ca]
    ]
    return {
        "items": items,
        "candidates": candidates,
        "overall": {
            "a": dec_a["overall"],
            "b": dec_b["overall"],
            "status": _value_status(dec_a["overall"], dec_b["overall"]),
        },
    }


# ---------------------------------------------------------------------------------------------------- entry points


def build_comparison(data_a: RunData, data_b: RunData) -> dict:
    """The comparison of two loaded runs (A earlier/approved, B new) as a plain JSON-able dict. Pure."""
    an_a, an_b = analyse(data_a), analyse(data_b)
    dec_a, dec_b = decide(data_a, an_a), decide(data_b, an_b)
    id_a, id_b = _identity(data_a, "A"), _identity(data_b, "B")
    int_a, int_b = integrity_summary(data_a.integrity), integrity_summary(data_b.integrity)
    spec = _spec(data_a, data_b, id_a, id_b)
    environment = _environment(data_a, data_b)
    inputs = _inputs(data_a, data_b)
    cells = _cells(an_a, an_b)
    facts = _facts(data_a, an_a, data_b, an_b)
    verdicts = _verdicts(dec_a, dec_b)
    summary = {
        "spec_differences": len(spec["differences"]) if not spec["same"] else 0,
        "environment_changes": environment["changes"],
        "inputs_changed": [r["tier_id"] for r in inputs if r["status"] != "same"],
        "figures": cells["counts"],
        "facts_changed": [r["branch"] for r in facts["branches"] if r["changed"]],
        "items_changed": [i["id"] for i in verdicts["items"] if i["status"] != "same"],
        "overall": verdicts["overall"],
    }
    return {
        "compare_version": COMPARE_VERSION,
        "a": id_a,
        "b": id_b,
        "warnings": _warnings(id_a, id_b, int_a, int_b),
        "summary": summary,
        "spec": spec,
        "integrity": {"a": int_a, "b": int_b, "same_head": bool(int_a["head"]) and int_a["head"] == int_b["head"]},
        "environment": environment,
        "inputs": inputs,
        "cells": cells,
        "facts": facts,
        "verdicts": verdicts,
    }


def check_run_dir(path: str | os.PathLike) -> Path:
    """``path`` as a run directory, or ``InputError`` (exit 2): not a directory, or none of the run's files."""
    root = Path(path)
    if not root.is_dir():
        raise InputError(f"{path}: not a run directory (no such directory)")
    if not any((root / name).exists() for name in RUN_MARKERS):
        raise InputError(f"{path}: not a run directory (none of {', '.join(RUN_MARKERS)})")
    return root


def same_directory(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def compare_runs(run_a: str | os.PathLike, run_b: str | os.PathLike) -> dict:
    """Check, lock (shared) and load both runs, then ``build_comparison``. Exit 2 for bad input (not a run
    directory, the same directory twice, a link inside a run), 3 when another command holds a run's lock."""
    from harness.run.lock import run_lock

    a, b = check_run_dir(run_a), check_run_dir(run_b)
    if same_directory(a, b):
        raise InputError(f"{run_a} and {run_b} are the same run directory; compare an earlier run with a new one")
    with ExitStack() as stack:
        stack.enter_context(run_lock(a, exclusive=False))
        stack.enter_context(run_lock(b, exclusive=False))
        data_a, data_b = load_run(a), load_run(b)
    return build_comparison(data_a, data_b)


def render_markdown(comparison: dict) -> str:
    """The comparison dict (as built, or read back from ``--json``) as Markdown; the template decides nothing."""
    from harness.report.render import render_template

    return render_template("compare.md.j2", comparison)
