"""Audit diff logic without an engine: version diffs, the controlled-variable rule, each check's failure."""
from __future__ import annotations

import pytest

from harness.images.audit import (AuditReport, check_controlled_variable, check_entry_code, check_installed,
                                  check_lock_current, controlled_variable_diff, dependency_closure, diff_versions)
from harness.images.build import ImageRecord
from harness.images.lock import Lock, LockedPackage
from harness.images.probe import ImageProbe, parse_probe

pytestmark = pytest.mark.unit

ORD = {"torch": "2.13.0+cpu", "transformers": "5.24.0", "numpy": "2.4.6"}
REQ = {"optimum-quanto": ("torch", "ninja", "numpy"), "ninja": (), "torch": ("sympy",)}


def test_diff_versions_lines_are_readable_and_sorted():
    lines = diff_versions({"a": "1", "b": "2", "c": "3"}, {"b": "2", "c": "4", "d": "5"})
    assert lines == ["- a==1 (in lock, not in image)", "~ c: lock 3, image 4", "+ d==5 (in image, not in lock)"]
    assert diff_versions(ORD, dict(ORD)) == []


def test_dependency_closure_is_transitive_but_stops_at_shared_packages():
    assert dependency_closure(frozenset({"optimum-quanto"}), REQ) == {"optimum-quanto", "torch", "ninja", "numpy",
                                                                      "sympy"}
    assert dependency_closure(frozenset({"optimum-quanto"}), REQ, frozenset(ORD)) == {"optimum-quanto", "torch",
                                                                                      "ninja", "numpy"}


def test_extra_package_reached_only_through_a_shared_one_is_a_violation():
    """sympy is torch's dependency: if ordinary lacks it, the candidate's copy is not the backend's doing."""
    cand = {**ORD, "optimum-quanto": "0.2.7", "ninja": "1.13.2", "sympy": "1.14.0"}
    problems = controlled_variable_diff(ORD, cand, frozenset({"optimum-quanto"}), REQ)
    assert problems == ["+ sympy==1.14.0 (in candidate, not in ordinary): not a declared backend package nor one "
                        "of their dependencies"]


def test_candidate_with_backend_and_its_deps_passes():
    cand = {**ORD, "optimum-quanto": "0.2.7", "ninja": "1.13.2"}
    assert controlled_variable_diff(ORD, cand, frozenset({"optimum-quanto"}), REQ) == []


def test_shared_package_version_change_is_a_violation_even_if_backend_needs_it():
    cand = {**ORD, "numpy": "2.5.0", "optimum-quanto": "0.2.7", "ninja": "1.13.2"}
    problems = controlled_variable_diff(ORD, cand, frozenset({"optimum-quanto"}), REQ)
    assert problems == ["~ numpy: ordinary 2.4.6, candidate 2.5.0: changed version of a shared package"]


def test_undeclared_extra_and_missing_package_are_violations():
    cand = {"torch": ORD["torch"], "numpy": ORD["numpy"], "optimum-quanto": "0.2.7", "ninja": "1.13.2",
            "hqq": "0.2.8"}
    problems = controlled_variable_diff(ORD, cand, frozenset({"optimum-quanto"}), REQ)
    assert any(p.startswith("+ hqq==0.2.8") and "not a declared backend" in p for p in problems)
    assert any(p.startswith("- transformers==5.24.0") and "missing from the candidate" in p for p in problems)
    assert len(problems) == 2


def _lock(versions: dict[str, str], reqs=("torch==2.13.0",)) -> Lock:
    return Lock("demo", "ordinary", reqs, "3.11",
                tuple(LockedPackage(n, v, "0" * 64, f"{n}-{v}.whl") for n, v in sorted(versions.items())))


def _probe(installed: dict[str, str], python="3.11.2", files=None) -> ImageProbe:
    return ImageProbe(python, installed, {k: () for k in installed}, files or {"harness/entry/launch.py": "1" * 64})


def test_installed_check_ignores_venv_pip_but_not_other_extras():
    lock = _lock(ORD)
    assert check_installed("ordinary", lock, _probe({**ORD, "pip": "23.0.1"})).ok
    bad = check_installed("ordinary", lock, _probe({**ORD, "pip": "23.0.1", "numpy": "2.5.0"}, python="3.12.1"))
    assert not bad.ok
    assert bad.lines == ("~ numpy: lock 2.4.6, image 2.5.0", "~ python: lock resolved for 3.11, image has 3.12.1")


def test_lock_current_fails_on_changed_declaration():
    lock = _lock(ORD, reqs=("torch==2.13.0",))
    assert check_lock_current("ordinary", ("torch==2.13.0",), lock).ok
    f = check_lock_current("ordinary", ("torch==2.13.0", "numpy==2.4.6"), lock)
    assert not f.ok and "harness images lock" in f.lines[-1]
    assert not check_lock_current("ordinary", ("torch==2.13.0",), None).ok


def test_entry_code_check_compares_only_entry_files():
    tree = {"harness/entry/launch.py": "1" * 64, "harness/report/render.py": "2" * 64}
    assert check_entry_code("ordinary", tree, _probe(ORD)).ok  # report code differs: not run by a launch
    f = check_entry_code("ordinary", {**tree, "harness/entry/launch.py": "3" * 64}, _probe(ORD))
    assert not f.ok and f.lines[0].startswith("~ harness/entry/launch.py")


def _record(branch: str, base_id: str) -> ImageRecord:
    return ImageRecord("demo", branch, f"kvh/demo-{branch}:x", "sha256:" + "e" * 64, base_id, base_id, "l", "e", "d",
                       "3.11.2", {}, {}, {}, "t", 1.0, 1, 0)


def test_controlled_variable_check_flags_other_base_and_entry_code():
    base_a, base_b = "sha256:" + "a" * 64, "sha256:" + "b" * 64
    ordinary = _probe(ORD)
    cand = _probe({**ORD, "optimum-quanto": "0.2.7"}, files={"harness/entry/launch.py": "9" * 64})
    f = check_controlled_variable("quanto-int4", ordinary, cand, frozenset({"optimum-quanto"}),
                                  _record("ordinary", base_a), _record("quanto-int4", base_b))
    assert not f.ok
    assert any(line.startswith("~ base:") for line in f.lines)
    assert any(line.startswith("~ entry code:") for line in f.lines)
    ok = check_controlled_variable("quanto-int4", ordinary, _probe({**ORD, "optimum-quanto": "0.2.7"}),
                                   frozenset({"optimum-quanto"}), _record("ordinary", base_a),
                                   _record("quanto-int4", base_a))
    assert ok.ok
    assert AuditReport((ok,)).ok and not AuditReport((ok, f)).ok
    assert "1 check(s) failed" in AuditReport((ok, f)).render()


def test_parse_probe_normalises_names_and_drops_extras_only_requirements():
    text = ('noise\n{"python": "3.11.2", "installed": [{"name": "Optimum_Quanto", "version": "0.2.7", '
            '"requires_dist": ["torch>=2.6.0", "ninja", "pytest ; extra == \\"dev\\"", "Huggingface_Hub (>=0.20)"]}],'
            ' "harness_files": {"harness/__init__.py": "ab"}}\n')
    probe = parse_probe(text)
    assert probe.installed == {"optimum-quanto": "0.2.7"}
    assert probe.requires["optimum-quanto"] == ("huggingface-hub", "ninja", "torch")
