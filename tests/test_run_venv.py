"""Branch virtual environments: the cache key, the requirement set, isolation of the child's environment."""
from __future__ import annotations

import pytest

from harness.errors import InputError
from harness.run.local import HARNESS_ROOT, child_environment
from harness.run.venv import branch_requirements, venv_key

pytestmark = pytest.mark.unit


def test_key_ignores_order_and_duplicates_but_not_versions():
    a = venv_key(["torch==2.13.0", "transformers==5.24.0"])
    assert a == venv_key(["transformers==5.24.0", "torch==2.13.0", "torch==2.13.0 "])
    assert a != venv_key(["torch==2.13.0", "transformers==5.23.0"])
    assert len(a) == 64


def test_branch_requirements_shared_first_then_extras():
    reqs = branch_requirements(("torch==2.13.0", "transformers==5.24.0"), ("optimum-quanto==0.2.7",), "quanto-int4")
    assert reqs == ("torch==2.13.0", "transformers==5.24.0", "optimum-quanto==0.2.7")
    # The ordinary branch's set is a different key: switching back means switching environments.
    assert venv_key(reqs) != venv_key(reqs[:2])


def test_venv_mode_needs_pinned_shared_requirements():
    with pytest.raises(InputError, match="environment.requirements"):
        branch_requirements((), ("optimum-quanto==0.2.7",), "quanto-int4")


def test_isolated_child_environment_keeps_only_the_harness_source(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", "/somewhere/site-packages")
    monkeypatch.setenv("VIRTUAL_ENV", "/some/venv")
    isolated = child_environment(isolated=True)
    assert isolated["PYTHONPATH"] == str(HARNESS_ROOT) and "VIRTUAL_ENV" not in isolated
    current = child_environment()
    assert current["PYTHONPATH"].split(":") == [str(HARNESS_ROOT), "/somewhere/site-packages"]


def test_missing_packages_by_role():
    from harness.run.environment import missing_packages

    probe = {"packages": {"torch": "2.13.0", "transformers": "5.24.0", "jinja2": None, "jsonschema": "4.26.0",
                          "ruamel.yaml": None}}
    assert missing_packages(probe, "candidate") == []
    assert missing_packages(probe, "ordinary") == ["jinja2", "ruamel.yaml"]
    assert missing_packages({"error": "probe exit 1"}, "candidate") == ["(probe failed: probe exit 1)"]
