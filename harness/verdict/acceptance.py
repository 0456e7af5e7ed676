"""The brief's eight acceptance items, one function each, each ``pass``, ``fail`` or ``pending`` with reasons.

Every item is judged from records and stage files only. Missing evidence gives ``pending`` with the reason; a
check never passes by default. Thresholds come from ``acceptance.json`` (registered before the first record);
``threshold_flags`` says when they may have moved, and then a threshold-dependent item passes or fails only if it
does so under both the registered and the spec's thresholds (otherwise ``pending``: a person decides).
"""

from __future__ import annotations

from collections.abc import Iterable

from harness.verdict.aggregate import cell_name, headroom_figure, peak_memory_bytes
from harness.verdict.analysis import Analysis
from harness.verdict.facts import grade_results
from harness.verdict.rundata import RunData, missing_reason
from harness.verdict.thresholds import capacity_bytes, threshold_sets
from harness.verdict.validity import Classified
from harness.verdict.views import LaunchResult, RunRecord, grade_for

ITEM_KEYS = (
    "compatibility",
    "equal_conditions",
    "traceable",
    "performance",
    "facts",
    "completeness",
    "fallback",
    "scope",
)


def _item(key: str, result: str, reasons: list[str]) -> dict:
    return {"id": ITEM_KEYS.index(key) + 1, "key": key, "result": result, "reasons": reasons}


def _combine(fails: list[str], pendings: list[str], passes: list[str]) -> tuple[str, list[str]]:
    if fails:
        return "fail", fails + pendings
    if pendings:
        return "pending", pendings
    return "pass", passes


def grouped(entries: list[tuple[str, str, str]], totals: dict[str, int] | None = None) -> list[str]:
    """(branch, cell_id, reason) -> one line per distinct (branch, reason), in first-seen order:
    ``branch cell: reason`` for one record, ``branch, all N texts: reason`` when the reason covers every text of
    the branch (``totals``), else ``branch, N records (cell, cell, ...): reason``."""
    groups: dict[tuple[str, str], list[str]] = {}
    for branch, cell, reason in entries:
        groups.setdefault((branch, reason), []).append(cell)
    out = []
    for (branch, reason), cells in groups.items():
        if len(cells) == 1:
            out.append(f"{branch} {cells[0]}: {reason}")
        elif totals and totals.get(branch) == len(cells):
            out.append(f"{branch}, all {len(cells)} texts: {reason}")
        else:
            out.append(f"{branch}, {len(cells)} records ({', '.join(cells)}): {reason}")
    return out


def _totals(recs: Iterable[Classified]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in recs:
        out[str(c.record.branch)] = out.get(str(c.record.branch), 0) + 1
    return out


def _matrix_records(an: Analysis, role: str | None = None, uses=("figure",)) -> list[Classified]:
    """Matrix-phase records whose use is in ``uses`` (warm-up and short sample never count here)."""
    return an.of(*uses, phase="matrix", role=role)


def _where(rec: RunRecord) -> str:
    return f"{rec.branch} {rec.cell_id}"


def compatibility(data: RunData, an: Analysis) -> dict:
    """Fails when a candidate that the admission table marks ``not_applicable`` was run, or a record lacks the
    installed torch/transformers versions. Pending without admission.json or with a ``pending`` row."""
    if data.admission_info is None:
        return _item("compatibility", "pending", [missing_reason(data, "admission.json") or "no admission table"])
    rows = {r.candidate: r for r in data.admission_info.rows}
    ran_branches = {c.record.branch for c in _matrix_records(an, uses=("figure", "not_completed", "invalid"))}
    fails, pend, ok = [], [], []
    for b in an.branches:
        if b["role"] != "candidate":
            continue
        row = rows.get(b["name"])
        ran = b["name"] in ran_branches
        if row is None:
            pend.append(f"{b['name']}: no admission row")
        elif row.status == "allowed" and row.evidence_complete():
            ok.append(f"{b['name']}: allowed with evidence")
        elif row.status == "allowed":
            pend.append(f"{b['name']}: marked allowed but its evidence list is empty or incomplete")
        elif row.status == "not_applicable" and ran:
            fails.append(f"{b['name']}: not_applicable but run in the matrix")
        elif row.status == "not_applicable":
            ok.append(f"{b['name']}: not_applicable, not run")
        else:
            pend.append(f"{b['name']}: admission {row.status}" + (" (run with --allow-pending)" if ran else ""))
    for c in _matrix_records(an, uses=("figure",)):
        env = c.record.environment
        if not env.torch or not env.transformers:
            fails.append(f"{_where(c.record)}: installed torch/transformers versions not recorded")
            break
    return _item("compatibility", *_combine(fails, pend, ok))


def equal_conditions(data: RunData, an: Analysis) -> dict:
    """Fails when a tier's input bytes, the model revision, the shared launch settings or the torch/transformers
    versions differ between branches, or a candidate's configuration did not take effect (invalid records)."""
    recs = [c.record for c in an.classified if c.use != "warmup"]
    if not recs:
        return _item("equal_conditions", "pending", ["no records"])
    fails, pend = [], []
    by_tier: dict = {}
    for r in recs:
        if r.input_sha256:
            by_tier.setdefault(r.tier_id, set()).add(r.input_sha256)
    for tier, hashes in sorted(by_tier.items(), key=str):
        if len(hashes) > 1:
            fails.append(f"tier {tier}: {len(hashes)} different input hashes across requests")
    revs = {r.model_revision for r in recs}
    if None in revs:
        pend.append("some records carry no model revision")
    if len(revs - {None}) > 1:
        fails.append(f"model revisions differ: {sorted(revs - {None})}")
    devices = {str(r.environment.device_name) for r in recs}
    if len(devices) > 1:  # nodes may differ; the device model may not (docs/contracts.md, Slurm runner)
        fails.append(f"records ran on different device models: {sorted(devices)}; their figures are not compared")
    for key, vals in (
        ("torch", {r.environment.torch for r in recs}),
        ("transformers", {r.environment.transformers for r in recs}),
    ):
        if len(vals) > 1:
            fails.append(f"{key} versions differ between requests: {sorted(map(str, vals))}")
    shared: dict[str, list[str]] = {}
    for lid, launch in data.launch_info.items():
        if not launch.exists:
            continue  # never started: nothing ran under other settings (its missing records count in item 3)
        if launch.job is None:
            pend.append(f"launches/{lid}/job.json missing: its settings cannot be compared")
            continue
        shared.setdefault(launch.job.shared_settings(), []).append(lid)
    if len(shared) > 1:
        fails.append(
            "model/generation/sample/seed settings differ between launches: "
            + "; ".join(",".join(v) for v in shared.values())
        )
    for c in _matrix_records(an, role="candidate", uses=("invalid",)):
        fails.append(f"{_where(c.record)}: invalid ({'; '.join(c.reasons)})")
    return _item(
        "equal_conditions",
        *_combine(
            fails,
            pend,
            ["input hashes per tier identical; one model revision; same launch settings and framework versions"],
        ),
    )


def traceable(data: RunData, an: Analysis) -> dict:
    """Fails when a completed record lacks its token counts, stop reason, generation time or peak memory, a failed
    request lacks its error, or a failed launch lost its logs. Pending when a planned request has no record, or
    run.json, environment.json or a launch's launch.json (provenance, exit status) is missing."""
    if data.plan_info is None:
        return _item("traceable", "pending", [missing_reason(data, "plan.json") or "no plan"])
    fails, pend = [], []
    for rel in ("run.json", "environment.json"):
        why = missing_reason(data, rel)
        if why:
            pend.append(f"{why} (provenance of the run)")
    for lid, launch in data.launch_info.items():
        if launch.result is None and launch.exists:
            pend.append(f"launches/{lid}/launch.json missing: the launch's exit status is unknown")
    for row in an.matrix:
        if row["missing_repeats"] or row["status"] == "no_record":
            pend.append(
                f"{row['cell']} {row['branch']}: no record for repeat(s) "
                f"{', '.join(f'r{x}' for x in row['missing_repeats']) or 'all'}"
            )
    for c in _matrix_records(an, uses=("figure", "not_completed")):
        rec = c.record
        if c.use == "not_completed":
            if not (rec.error and rec.error.error_class):
                fails.append(f"{_where(rec)}: not completed and no error recorded")
            continue
        gaps = [
            k
            for k, v in (
                ("input_tokens", rec.input_tokens),
                ("output_tokens", rec.output_tokens),
                ("stop_reason", rec.stop_reason),
                ("timing.generation_s", rec.timing.generation_s),
                ("peak memory", peak_memory_bytes(rec)),
            )
            if v is None
        ]
        if gaps:
            fails.append(f"{_where(rec)}: missing {', '.join(gaps)}")
    for lid, launch in data.launch_info.items():
        res = launch.result
        if res is not None and res != LaunchResult() and res.status != "completed":
            for key, log in (("stdout", res.stdout), ("stderr", res.stderr)):
                if not log or not (data.run_dir / log).exists():
                    fails.append(f"{lid}: {res.status} launch without its {key} log")
    return _item(
        "traceable",
        *_combine(
            fails,
            pend,
            [
                "every planned request recorded with lengths, stop reason, timing and memory; "
                "failures keep errors and logs"
            ],
        ),
    )


def performance(data: RunData, an: Analysis) -> dict:
    """Fails when a candidate cell does not complete, a request exceeds ``max_generation_seconds``, or a peak
    exceeds ``(1 - memory_headroom_fraction) x capacity``. Pending when thresholds, capacity or records are missing.
    The peak is ``aggregate.headroom_figure``: CPU peak RSS; CUDA peak reserved + CUDA context (on the card with the
    largest share of its own capacity when the model spans several); the reason names the figure used."""
    sets, flags = threshold_sets(data)
    if not sets:
        return _item("performance", "pending", flags or ["no registered thresholds"])
    cap, cap_note = capacity_bytes(data)
    spec_budget = data.spec_info.device_memory_budget_bytes if data.spec_info else None
    budget = float(spec_budget) if isinstance(spec_budget, (int, float)) and spec_budget > 0 else None
    outcomes = []
    for thr in sets:
        fails, pend = [], []
        for row in an.matrix:
            if row["role"] != "candidate":
                continue
            if row["missing_repeats"] or row["status"] in ("no_record", "invalid"):
                pend.append(f"{row['cell']} {row['branch']}: {row['status']}; no complete valid record set")
            elif row["n_not_completed"]:
                fails.append(f"{row['cell']} {row['branch']}: does not complete ({'; '.join(row['errors'])})")
        limit = thr.max_generation_seconds
        frac = thr.memory_headroom_fraction
        compared: list[str] = []  # which figure was held against the capacity (said in the reason)
        for c in _matrix_records(an, role="candidate"):
            rec = c.record
            g = rec.timing.generation_s
            if limit is None:
                pend.append("max_generation_seconds not registered")
            elif g is not None and g > limit:
                fails.append(f"{_where(rec)}: generation {g:.3g} s > {limit} s")
            fig = headroom_figure(rec, cap, budget)
            if fig is not None and fig["what"] not in compared:
                compared.append(fig["what"])
            card_cap = fig["capacity"] if fig is not None else cap
            if frac is None or card_cap is None:
                pend.append(cap_note if card_cap is None else "memory_headroom_fraction not registered")
            elif fig is not None and fig["bytes"] > (1 - frac) * card_cap:
                fails.append(f"{_where(rec)}: {fig['what']} {fig['bytes']:.0f} B > (1 - {frac}) x {card_cap:.0f} B")
        if not any(r["role"] == "candidate" for r in an.matrix):
            pend.append("no candidate cell planned or recorded")
        outcomes.append(
            _combine(
                fails,
                sorted(set(pend), key=pend.index),
                [
                    f"every candidate cell completes within {limit} s and {frac:.0%} headroom "
                    f"of {cap:.0f} B ({cap_note}); compared: {'; '.join(compared) or 'no memory figure'}"
                    if cap is not None and frac is not None
                    else "within limits"
                ],
            )
        )
    return _agree("performance", outcomes, flags)


def _agree(key: str, outcomes: list, flags: list[str]) -> dict:
    """One outcome, or the same result under both threshold sets; if they disagree, pending (a person decides)."""
    if len(outcomes) == 1 or outcomes[0][0] == outcomes[1][0]:
        return _item(key, outcomes[0][0], flags + outcomes[0][1])
    return _item(
        key,
        "pending",
        flags + [f"the result depends on which thresholds hold: registered {outcomes[0][0]}, spec {outcomes[1][0]}"],
    )


def facts(data: RunData, an: Analysis) -> dict:
    """Fails when a candidate text has fewer correct facts than required or more unsupported additions than
    allowed. Pending when a grade is missing, a fact needs review (the grader could not decide it), or a passing
    grade has facts not yet reviewed by a person."""
    sets, flags = threshold_sets(data)
    if not sets:
        return _item("facts", "pending", flags or ["no registered thresholds"])
    recs = _matrix_records(an, role="candidate")
    if not recs:
        return _item("facts", "pending", ["no completed valid candidate record to grade"])
    outcomes = []
    for thr in sets:
        fails, pend = [], []
        for c in recs:
            res = grade_results(grade_for(data.grade_info, c.record), thr)
            where = (str(c.record.branch), str(c.record.cell_id))
            if res["state"] == "missing":
                pend.append((*where, "not graded"))
            elif res["state"] == "fail":
                fails.append((*where, res["detail"]))
            elif res["state"] == "review":
                pend.append((*where, f"{res['detail']} (decide in review.yaml)"))
            elif res["unreviewed"] and thr.facts_review != "automatic":
                pend.append((*where, f"passes automatic grading; {res['unreviewed']} fact(s) not reviewed"))
        outcomes.append(
            _combine(
                grouped(fails, _totals(recs)),
                grouped(pend, _totals(recs)),
                [
                    "every candidate text keeps the required facts, within the unsupported-addition limit, "
                    + (
                        "graded automatically (acceptance.facts_review: automatic, registered): no person reviewed "
                        "the grades"
                        if thr.facts_review == "automatic"
                        else "reviewed"
                    )
                ],
            )
        )
    return _agree("facts", outcomes, flags)


def completeness(data: RunData, an: Analysis) -> dict:
    """Fails when a completeness check (loops, odd characters, half sentence, missing sections, unexplained
    truncation) fails on a candidate text. Pending when a candidate text has no checks."""
    fail_entries: list[tuple[str, str, str]] = []
    pend_entries: list[tuple[str, str, str]] = []
    recs = _matrix_records(an, role="candidate")
    for c in recs:
        grade = grade_for(data.grade_info, c.record)
        where = (str(c.record.branch), str(c.record.cell_id))
        if grade is None or not grade.checks:
            pend_entries.append((*where, "no completeness checks"))
            continue
        checks = grade.checks
        bad = [f"{k} ({checks[k].detail or 'failed'})" for k in grade.failed_checks()]
        unknown = grade.unchecked()
        if bad:
            fail_entries.append((*where, ", ".join(bad)))
        if unknown:
            pend_entries.append((*where, f"not checked: {', '.join(unknown)}"))
    fails, pend = grouped(fail_entries, _totals(recs)), grouped(pend_entries, _totals(recs))
    if not recs:
        pend.append("no completed valid candidate record")
    return _item("completeness", *_combine(fails, pend, ["every candidate text passes every completeness check"]))


def fallback(data: RunData, an: Analysis) -> dict:
    """Pass only when fallback.json says ``verified``; ``failed`` fails; anything else is pending."""
    fb = data.fallback_info
    if fb is None:
        return _item("fallback", "pending", [missing_reason(data, "fallback.json") or "fallback not run"])
    status = fb.status
    reasons = list(fb.reasons)
    needs = (
        [f"needs a person: {len(fb.needs_person)} ordinary cell(s) beyond the ordinary branch"]
        if fb.needs_person
        else []
    )
    if status == "verified":
        return _item(
            "fallback",
            "pass",
            ["whole ordinary configuration restored; the fixed sample regenerated identically in a fresh process"]
            + needs,
        )
    if status == "failed":
        diff = fb.first_difference
        first = (
            [f"regenerated sample differs from the archive (first difference at token {diff})"]
            if diff is not None
            else []
        )
        return _item("fallback", "fail", (first + reasons or ["fallback failed (no reason recorded)"]) + needs)
    return _item("fallback", "pending", [f"fallback status {status}"] + reasons + needs)


def scope(data: RunData, an: Analysis) -> dict:
    """Fails when records cannot say what was run (no model revision or versions) or name several revisions.
    Pending when no matrix cell completed (nothing to conclude from) or the resolved spec is missing."""
    recs = [c.record for c in _matrix_records(an)]
    if not recs:
        return _item("scope", "pending", ["no completed valid matrix record: no conclusion possible"])
    if data.spec_info is None:
        return _item(
            "scope",
            "pending",
            [
                f"{missing_reason(data, 'spec.resolved.json')}: the model, dtype and "
                "device the conclusions are limited to cannot be stated"
            ],
        )
    revs = {r.model_revision for r in recs}
    fails = []
    if None in revs or len(revs) > 1:
        fails.append(f"model revision missing or not unique: {sorted(map(str, revs))}")
    if any(not r.environment.transformers for r in recs):
        fails.append("some records do not name their environment")
    cells = sorted({cell_name(r.tier_id, r.output_budget) for r in recs})
    return _item(
        "scope",
        *_combine(
            fails, [], [f"conclusions limited to {', '.join(cells)} on this model revision, environment and device"]
        ),
    )


def acceptance_items(data: RunData, an: Analysis) -> list[dict]:
    items = [
        f(data, an)
        for f in (compatibility, equal_conditions, traceable, performance, facts, completeness, fallback, scope)
    ]
    return sealed_evidence(data, items)


def sealed_evidence(data: RunData, items: list[dict]) -> list[dict]:
    """The seal decides last: evidence changed, removed or added after it was sealed fails every item that would
    not already fail (an edit can never improve a verdict); a launch whose end was never sealed (the harness
    stopped mid-launch) keeps item 3 pending until ``harness run --resume`` seals it."""
    integrity = data.integrity
    if integrity is None:
        return items
    tampered = integrity.tampered
    if tampered:
        first = tampered[0]
        why = (
            f"integrity: {len(tampered)} finding(s) against the run's seal, e.g. {first.line()}; the evidence "
            "cannot be trusted (see Integrity)"
        )
        for item in items:
            if item["result"] != "fail":
                item["result"], item["reasons"] = "fail", [why]
            else:
                item["reasons"] = [why] + item["reasons"]
    elif integrity.unsealed:
        launches = sorted({"/".join(f.path.split("/")[:2]) for f in integrity.unsealed})
        why = (
            f"{', '.join(launches)}: the harness stopped before sealing the launch; its records are withheld "
            "until `harness run --resume` seals it"
        )
        item = items[ITEM_KEYS.index("traceable")]
        if item["result"] == "pass":
            item["result"], item["reasons"] = "pending", [why]
        else:
            item["reasons"] = item["reasons"] + [why]
    return items
