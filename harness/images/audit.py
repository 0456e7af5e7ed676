"""``harness images audit``: is every branch image what its lock and record say, and do branches differ only in
their cache backend's packages?

Each ``check_*`` function returns a ``Finding`` and says in its docstring when it fails. The diff helpers are
pure (unit-tested without an engine); the live facts come from ``probe_image`` (``pip inspect`` inside the image).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from harness.errors import InputError
from harness.images.build import ImageRecord, check_base_pinned, is_entry_file
from harness.images.lock import Lock, check_torch_build, torch_build
from harness.images.probe import ImageProbe

# Installed by ``python -m venv`` in the base, not by the lock; allowed only when the lock does not pin them.
VENV_TOOLING = frozenset({"pip"})


@dataclass(frozen=True)
class Finding:
    branch: str  # a branch name, or "ordinary/<candidate>" for a cross-branch check
    check: str
    ok: bool
    lines: tuple[str, ...] = ()  # the readable diff or reason when not ok; notes when ok


@dataclass(frozen=True)
class AuditReport:
    findings: tuple[Finding, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return all(f.ok for f in self.findings)

    def render(self) -> str:
        out = []
        for f in self.findings:
            out.append(f"{'ok  ' if f.ok else 'FAIL'} {f.branch:<24} {f.check}")
            out += [f"       {line}" for line in f.lines]
        out.append("audit: ok" if self.ok else f"audit: {sum(not f.ok for f in self.findings)} check(s) failed")
        return "\n".join(out)


def diff_versions(
    expected: dict[str, str], actual: dict[str, str], expected_label: str = "lock", actual_label: str = "image"
) -> list[str]:
    """Readable lines, one per package that differs: ``- name==v`` only expected, ``+ name==v`` only actual,
    ``~ name: <expected_label> v, <actual_label> w`` different versions. Sorted by name; empty when equal."""
    lines = []
    for name in sorted(set(expected) | set(actual)):
        e, a = expected.get(name), actual.get(name)
        if e == a:
            continue
        if a is None:
            lines.append(f"- {name}=={e} (in {expected_label}, not in {actual_label})")
        elif e is None:
            lines.append(f"+ {name}=={a} (in {actual_label}, not in {expected_label})")
        else:
            lines.append(f"~ {name}: {expected_label} {e}, {actual_label} {a}")
    return lines


def dependency_closure(
    roots: frozenset[str], requires: Mapping[str, Sequence[str]], shared: frozenset[str] = frozenset()
) -> frozenset[str]:
    """``roots`` and what they require, transitively, per ``requires`` (name -> required names); a ``shared``
    package is included but not expanded (its own dependencies are the ordinary image's business)."""
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            if name in roots or name not in shared:
                todo += list(requires.get(name, ()))
    return frozenset(seen)


def controlled_variable_diff(
    ordinary: dict[str, str], candidate: dict[str, str], backend: frozenset[str], requires: Mapping[str, Sequence[str]]
) -> list[str]:
    """Violations of "a candidate differs from ordinary only in its declared backend packages (+ their deps)".

    A package in both sets must have the same version (torch, transformers, numpy ... identical). A package
    only in the candidate must be a declared backend package or a dependency of one (per the candidate's
    ``requires``), reached without passing through a package ordinary also has. A package the candidate lacks is
    always a violation. Empty list: the rule holds.
    """
    allowed = dependency_closure(backend, requires, frozenset(ordinary))
    problems = []
    for line in diff_versions(ordinary, candidate, "ordinary", "candidate"):
        name = line[2:].split("==")[0].split(":")[0]
        if line.startswith("+ ") and name in allowed:
            continue
        why = (
            "changed version of a shared package"
            if line.startswith("~")
            else "missing from the candidate"
            if line.startswith("-")
            else "not a declared backend package nor one of their dependencies"
        )
        problems.append(f"{line}: {why}")
    return problems


def check_lock_current(branch: str, declared: tuple[str, ...], lock: Lock | None) -> Finding:
    """Fails when the lock is missing or was resolved from other requirements than the spec declares now."""
    if lock is None:
        return Finding(branch, "lock is current", False, ("no lock: run `harness images lock SPEC`",))
    if tuple(lock.requirements) != tuple(declared):
        return Finding(
            branch,
            "lock is current",
            False,
            (
                f"spec declares: {' '.join(declared)}",
                f"lock built from: {' '.join(lock.requirements)}",
                "run `harness images lock SPEC`, then build",
            ),
        )
    return Finding(branch, "lock is current", True)


def check_needed_packages(branch: str, lock: Lock, role: str) -> Finding:
    """Fails when the lock (what the image holds) lacks a package the branch needs: torch and transformers for the
    entry, and in the ordinary image also jinja2, jsonschema and ruamel.yaml for input preparation."""
    from harness.run.environment import pins_problem

    problem = pins_problem(branch, role, lock.versions(), f"lock {lock.spec_name}/{lock.branch}")
    return Finding(branch, "lock holds what the branch runs", problem is None, (problem,) if problem else ())


def check_torch_device(branch: str, lock: Lock, device: str) -> Finding:
    """Fails when the spec's device is CUDA and the lock's torch is not a CUDA build (``lock.check_torch_build``)."""
    problems = check_torch_build(lock, device)
    kind, evidence = torch_build(lock)
    note = (f"{evidence}: a {kind or 'unknown'} build for device {device}",)
    return Finding(branch, "torch build fits the device", not problems, tuple(problems) or note)


def check_record(branch: str, lock: Lock, record: ImageRecord | None) -> Finding:
    """Fails when no image was recorded for the branch or it was built from another lock."""
    if record is None:
        return Finding(branch, "image recorded", False, ("no image record: run `harness images build SPEC`",))
    if record.lock_sha256 != lock.sha256():
        return Finding(
            branch,
            "image recorded",
            False,
            (
                f"image {record.tag} was built from lock "
                f"{record.lock_sha256[:12]}, the lock is now "
                f"{lock.sha256()[:12]}: rebuild",
            ),
        )
    return Finding(branch, "image recorded", True, (f"{record.tag} {record.image_id}",))


def check_digest(branch: str, record: ImageRecord, tag_id: str | None, id_exists: bool) -> Finding:
    """Fails when the recorded image id is gone from the engine or its tag now names another image."""
    if not id_exists:
        return Finding(
            branch, "image exists, digest matches", False, (f"image {record.image_id} is not in this engine: rebuild",)
        )
    if tag_id != record.image_id:
        return Finding(
            branch,
            "image exists, digest matches",
            False,
            (f"tag {record.tag} -> {tag_id or 'missing'}, record says {record.image_id}",),
        )
    return Finding(branch, "image exists, digest matches", True)


def check_base(branch: str, record: ImageRecord, base_layers: list[str] | None, image_layers: list[str]) -> Finding:
    """Fails when the base is not pinned by digest or the image's layers do not start with the base's."""
    try:
        check_base_pinned(record.base_ref)
    except InputError as exc:
        return Finding(branch, "base pinned", False, (str(exc),))
    if base_layers is None:
        return Finding(branch, "base pinned", False, (f"base {record.base_id} is not in this engine",))
    if image_layers[: len(base_layers)] != base_layers:
        return Finding(branch, "base pinned", False, (f"image layers do not start with base {record.base_id}'s",))
    return Finding(branch, "base pinned", True, (record.base_ref,))


def check_installed(branch: str, lock: Lock, probe: ImageProbe) -> Finding:
    """Fails when ``pip inspect`` inside the image differs from the lock (venv tooling aside) or Python differs."""
    lock_versions = lock.versions()
    installed = {k: v for k, v in probe.installed.items() if k not in VENV_TOOLING or k in lock_versions}
    lines = diff_versions(lock_versions, installed)
    if ".".join(probe.python.split(".")[:2]) != lock.python:
        lines.append(f"~ python: lock resolved for {lock.python}, image has {probe.python}")
    return Finding(branch, "installed packages equal the lock", not lines, tuple(lines))


def check_entry_code(branch: str, tree_files: dict[str, str], probe: ImageProbe) -> Finding:
    """Fails when the entrypoint code in the image (harness/__init__.py, harness/entry/**) differs from this tree."""
    tree = {k: v[:12] for k, v in tree_files.items() if is_entry_file(k)}
    image = {k: v[:12] for k, v in probe.harness_files.items() if is_entry_file(k)}
    lines = diff_versions(tree, image, "working tree", "image")
    if lines:
        lines.append("the image runs other entry code than this checkout: rebuild (`harness images build SPEC`)")
    return Finding(branch, "entry code equals the working tree", not lines, tuple(lines))


def check_controlled_variable(
    candidate: str,
    ordinary_probe: ImageProbe,
    candidate_probe: ImageProbe,
    backend: frozenset[str],
    ordinary: ImageRecord,
    cand: ImageRecord,
) -> Finding:
    """Fails when the candidate image differs from ordinary beyond its declared backend packages (+ deps), sits on
    another base or Python, or carries other entry code."""
    lines = controlled_variable_diff(
        ordinary_probe.installed, candidate_probe.installed, backend, candidate_probe.requires
    )
    if ordinary.base_id != cand.base_id:
        lines.append(f"~ base: ordinary {ordinary.base_id}, candidate {cand.base_id}")
    entry = {k: v for k, v in ordinary_probe.harness_files.items() if is_entry_file(k)}
    cand_entry = {k: v for k, v in candidate_probe.harness_files.items() if is_entry_file(k)}
    if entry != cand_entry:
        lines.append(
            f"~ entry code: {len(set(entry.items()) ^ set(cand_entry.items()))} file(s) differ between "
            "the images (built from different checkouts): rebuild both"
        )
    if ordinary_probe.python != candidate_probe.python:
        lines.append(f"~ python: ordinary {ordinary_probe.python}, candidate {candidate_probe.python}")
    note = (f"declared backend packages: {', '.join(sorted(backend)) or 'none'}",)
    return Finding(
        f"ordinary/{candidate}", "differs only in backend packages", not lines, tuple(lines) + (() if lines else note)
    )


def _major(version: str | None) -> int | None:
    head = (version or "").split(".")[0]
    return int(head) if head.isdigit() else None


def check_cuda_toolchain(branch: str, lock: Lock, probe: ImageProbe) -> Finding:
    """The toolchain preflight of a CUDA-torch image (``probe.toolchain``). Fails when torch in the image is not a
    CUDA build (``torch.version.cuda`` is None), transformers is older than 5, or, where quanto is locked, nvcc
    (``$CUDA_HOME/bin`` or PATH) or ninja is missing (quanto's CUDA extension is built and re-checked with them)."""
    tc = probe.toolchain
    if not tc:
        return Finding(branch, "CUDA toolchain preflight", False, ("the probe took no toolchain preflight: rebuild",))
    transformers = probe.installed.get("transformers")
    lines = [
        f"torch {tc.get('torch_version')} (CUDA {tc.get('torch_cuda')}), transformers {transformers}, "
        f"nvcc {tc.get('nvcc')} ({tc.get('nvcc_release') or '-'}), ninja {tc.get('ninja')}, "
        f"CUDA_HOME {tc.get('cuda_home')}, TORCH_CUDA_ARCH_LIST {tc.get('torch_cuda_arch_list')}"
    ]
    problems = []
    if not tc.get("torch_cuda"):
        problems.append("torch.version.cuda is None in the image: not a CUDA build")
    if (_major(transformers) or 0) < 5:
        problems.append(f"transformers >= 5 needed, the image has {transformers or 'none'}")
    if "optimum-quanto" in lock.versions():
        problems += [
            f"{tool} is missing (quanto_cuda is built with it)" for tool in ("nvcc", "ninja") if not tc.get(tool)
        ]
    return Finding(branch, "CUDA toolchain preflight", not problems, tuple(problems + lines))


def check_quanto_cuda_extension(branch: str, probe: ImageProbe) -> Finding:
    """Fails when a CUDA-torch image with quanto lacks the prebuilt ``quanto_cuda`` library, holds one built for
    another torch (quanto would delete and recompile it at first use), or its build folder is not writable by the
    runtime user (torch takes a lock file there on every load)."""
    ext = probe.toolchain.get("quanto_extensions", {}).get("quanto_cuda")
    torch_version = probe.toolchain.get("torch_version")
    if not ext:
        return Finding(branch, "quanto_cuda prebuilt", False, ("no quanto extension facts in the probe: rebuild",))
    problems = []
    if not ext.get("library"):
        problems.append(
            "quanto_cuda.so is not in optimum/quanto/library/extensions/cuda/build: quanto would compile it at "
            "first use (nvcc, minutes, as the runtime user): rebuild the image (its Dockerfile compiles it)"
        )
    elif ext.get("built_for_torch") != torch_version:
        problems.append(f"quanto_cuda was built for torch {ext.get('built_for_torch')}, the image has {torch_version}")
    if ext.get("library") and not ext.get("world_writable"):
        problems.append("its build folder is not writable by the runtime user (PermissionError at load)")
    note = f"quanto_cuda.so built for torch {ext.get('built_for_torch')}, folder writable by the runtime user"
    return Finding(branch, "quanto_cuda prebuilt", not problems, tuple(problems) or (note,))


def cuda_image_findings(branch: str, lock: Lock, probe: ImageProbe) -> list[Finding]:
    """The CUDA checks for a branch whose lock holds a CUDA torch (none otherwise): the toolchain preflight, and
    the prebuilt quanto_cuda where quanto is locked."""
    if torch_build(lock)[0] != "cuda":
        return []
    findings = [check_cuda_toolchain(branch, lock, probe)]
    if "optimum-quanto" in lock.versions():
        findings.append(check_quanto_cuda_extension(branch, probe))
    return findings
