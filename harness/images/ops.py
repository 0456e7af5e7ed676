"""Spec-level image operations: which requirements each branch declares, lock them all, build them all.

A branch's declared set is the spec's shared ``environment.requirements`` followed by the branch's own
``environment.extra_requirements`` (its cache backend's packages). The base is the spec's
``environment.base_image`` (must be pinned by digest) or, when null, the bootstrapped base in
``images/state/base.json``.
"""

from __future__ import annotations

from pathlib import Path

from harness.errors import InfraError, InputError
from harness.images.audit import (
    AuditReport,
    Finding,
    check_base,
    check_controlled_variable,
    check_digest,
    check_entry_code,
    check_installed,
    check_lock_current,
    check_needed_packages,
    check_record,
    check_torch_device,
    cuda_image_findings,
)
from harness.images.bootstrap import read_base_record
from harness.images.build import ImageRecord, build_branch, check_base_pinned, harness_files, read_record, write_record
from harness.images.lock import (
    Lock,
    base_target,
    canonical_name,
    check_pinned,
    fetch,
    read_lock,
    require_torch_build,
    resolve,
)
from harness.images.paths import ImagePaths, harness_source_root
from harness.images.probe import ImageProbe, probe_image
from harness.run.environment import pins_problem
from harness.run.files import write_text_atomic


def branch_requirements(spec) -> dict[str, tuple[str, ...]]:
    """branch name -> declared requirements (shared first, then the branch's extras), in spec order."""
    shared = tuple(spec.environment.requirements)
    return {b.name: shared + tuple(b.environment.extra_requirements) for b in spec.branches}


def backend_packages(spec, branch: str) -> frozenset[str]:
    """Canonical names of the packages ``branch`` declares beyond the shared set (what may differ)."""
    return frozenset(canonical_name(r.split("==")[0]) for r in spec.branch(branch).environment.extra_requirements)


def lock_spec(spec, paths: ImagePaths = ImagePaths()) -> list[tuple[Lock, Path, bool]]:
    """Resolve and write every branch's lock; returns (lock, path, changed) per branch."""
    out = []
    for branch, reqs in branch_requirements(spec).items():
        if not reqs:
            raise InputError(
                f"spec {spec.name}: environment.requirements is empty; the images need at least torch "
                "and transformers pinned (name==version)"
            )
        check_pinned(reqs, f"spec {spec.name}, branch {branch}")
        lock = resolve(spec.name, branch, reqs, paths.wheelhouse, base_target(paths))
        require_torch_build(lock, spec.model.device)  # a CPU torch for device cuda: refused before it is written
        problem = pins_problem(branch, spec.branch(branch).role, lock.versions(), "its lock")
        if problem:  # the image would lack what runs in it (docker mode's missing-package check)
            raise InputError(problem)
        path = paths.lock(spec.name, branch)
        changed = not path.exists() or path.read_text() != lock.render()
        if changed:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, lock.render())
        out.append((lock, path, changed))
    return out


def fetch_spec(spec, paths: ImagePaths = ImagePaths()) -> list[tuple[Lock, Path]]:
    """Fetch every branch's committed lock into the wheelhouse without re-resolving (``lock --frozen``)."""
    out = []
    for branch in branch_requirements(spec):
        path = paths.lock(spec.name, branch)
        out.append((fetch(path, paths.wheelhouse), path))
    return out


def resolve_base(spec, client, paths: ImagePaths = ImagePaths()) -> tuple[str, str]:
    """(base_ref for FROM, base image id). Raises ``InputError`` if unpinned, ``InfraError`` if not in the engine."""
    from docker.errors import ImageNotFound

    if spec.environment.base_image:
        ref = spec.environment.base_image
        check_base_pinned(ref)
    else:
        ref = read_base_record(paths.base_record).image_id
    try:
        base_id = client.images.get(ref).id
    except ImageNotFound:
        raise InfraError(
            f"base image {ref} is not in this engine (no registry is used): "
            "run `harness images bootstrap-base` or load the image"
        ) from None
    return ref, base_id


def build_spec(spec, client, paths: ImagePaths = ImagePaths(), no_cache: bool = False) -> list[ImageRecord]:
    """Build every branch's image from its lock (ordinary first) and write its record."""
    base_ref, base_id = resolve_base(spec, client, paths)
    records = []
    for branch in branch_requirements(spec):
        path = paths.lock(spec.name, branch)
        lock = read_lock(path)
        record = build_branch(
            client,
            lock=lock,
            lock_text=path.read_text(),
            base_ref=base_ref,
            base_id=base_id,
            template=paths.template,
            wheelhouse=paths.wheelhouse,
            source_root=harness_source_root(),
            log_path=paths.record(spec.name, branch).with_suffix(".build.log"),
            no_cache=no_cache,
            **({"cuda_arch_list": spec.environment.cuda_arch_list} if spec.environment.cuda_arch_list else {}),
        )
        write_record(record, paths.record(spec.name, branch))
        records.append(record)
    return records


def _image_facts(client, record: ImageRecord) -> tuple[str | None, bool, list[str], list[str] | None]:
    """(id the tag names now, whether the recorded id exists, its layers, the base's layers or None)."""
    from docker.errors import ImageNotFound

    def get(ref):
        try:
            return client.images.get(ref)
        except ImageNotFound:
            return None

    tagged, by_id, base = get(record.tag), get(record.image_id), get(record.base_id)
    layers = by_id.attrs["RootFS"]["Layers"] if by_id else []
    return (tagged.id if tagged else None, by_id is not None, layers, base.attrs["RootFS"]["Layers"] if base else None)


def audit_spec(spec, client, paths: ImagePaths = ImagePaths()) -> AuditReport:
    """Every check of ``harness.images.audit`` for every branch of ``spec``, then ordinary vs each candidate."""
    findings: list[Finding] = []
    probes: dict[str, ImageProbe] = {}
    records: dict[str, ImageRecord] = {}
    tree = harness_files(harness_source_root())
    for branch, declared in branch_requirements(spec).items():
        lock_path, record_path = paths.lock(spec.name, branch), paths.record(spec.name, branch)
        lock = read_lock(lock_path) if lock_path.exists() else None
        findings.append(check_lock_current(branch, declared, lock))
        if lock is None:
            continue
        findings.append(check_torch_device(branch, lock, spec.model.device))
        findings.append(check_needed_packages(branch, lock, spec.branch(branch).role))
        record = read_record(record_path) if record_path.exists() else None
        findings.append(check_record(branch, lock, record))
        if record is None:
            continue
        tag_id, exists, layers, base_layers = _image_facts(client, record)
        findings.append(check_digest(branch, record, tag_id, exists))
        if not exists:
            continue
        findings.append(check_base(branch, record, base_layers, layers))
        probe = probe_image(client, record.image_id)
        findings.append(check_installed(branch, lock, probe))
        findings.append(check_entry_code(branch, tree, probe))
        findings += cuda_image_findings(branch, lock, probe)  # none for a CPU torch
        probes[branch], records[branch] = probe, record
    ordinary = spec.ordinary.name
    for cand in spec.candidates:
        if ordinary in probes and cand.name in probes:
            findings.append(
                check_controlled_variable(
                    cand.name,
                    probes[ordinary],
                    probes[cand.name],
                    backend_packages(spec, cand.name),
                    records[ordinary],
                    records[cand.name],
                )
            )
        else:
            findings.append(
                Finding(
                    f"{ordinary}/{cand.name}",
                    "differs only in backend packages",
                    False,
                    ("not checked: an image above is missing",),
                )
            )
    return AuditReport(tuple(findings))
