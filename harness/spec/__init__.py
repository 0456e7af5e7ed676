"""The declarative spec: load with positions, validate (schema + cross-field), apply precedence, hash.

Public interface (see docs/contracts.md): ``load_spec``, ``SpecError``, ``spec_hash``, ``resolved_dict``,
``canonical_json``, ``spec_from_resolved`` and the dataclasses in ``harness.spec.model``.
"""

from harness.spec.errors import Problem, SpecError
from harness.spec.load import load_spec
from harness.spec.model import BranchSpec, CacheSpec, Spec
from harness.spec.resolved import canonical_json, resolved_dict, spec_from_resolved, spec_hash

__all__ = [
    "BranchSpec",
    "CacheSpec",
    "Problem",
    "Spec",
    "SpecError",
    "canonical_json",
    "load_spec",
    "resolved_dict",
    "spec_from_resolved",
    "spec_hash",
]
