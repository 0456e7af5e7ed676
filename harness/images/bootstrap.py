"""Bootstrap a base image with no registry: ``debootstrap --variant=minbase`` a Debian, then ``docker import`` it.

The mirror is read from the host's apt configuration (``/etc/apt/sources.list`` and ``sources.list.d``, one-line
or deb822 format) unless given; no host name is written in this code. The result is recorded in
``images/state/base.json``; images built on it pin it by its image id (``sha256:`` of the image config, which
covers the root filesystem's layer digest), so a re-bootstrapped base is a different base.

Needs root and the ``debootstrap`` package. Takes ~70 s plus the package downloads on these machines.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from harness.errors import InfraError, InputError
from harness.run.files import write_text_atomic

# python3 + venv for an isolated site-packages; g++ and python3-dev because torch's cpp_extension compiles
# quanto's CPU extension at image build (it JIT-compiles on first use otherwise).
DEFAULT_PACKAGES = ("python3", "python3-venv", "python3-dev", "g++")
DEFAULT_SUITE = "bookworm"
DEFAULT_TAG = "kvh-base:bookworm"
APT_SOURCES = (Path("/etc/apt/sources.list"), Path("/etc/apt/sources.list.d"))


@dataclass(frozen=True)
class BaseRecord:
    """A bootstrapped base image. ``image_id`` is the pin (``sha256:<64 hex>``)."""

    tag: str
    image_id: str
    suite: str
    mirror: str
    packages: tuple[str, ...]
    python_version: str
    created_at: str
    bootstrap_s: float

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> BaseRecord:
        return cls(**{**d, "packages": tuple(d["packages"])})


def _source_files(paths: tuple[Path, ...]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(q for q in p.iterdir() if q.suffix in (".list", ".sources"))
        elif p.is_file():
            out.append(p)
    return out


def apt_mirror(suite: str = DEFAULT_SUITE, sources: tuple[Path, ...] = APT_SOURCES) -> str:
    """The first ``deb`` URI the host's apt configuration uses for ``suite`` (the main archive, not security).

    Raises ``InputError`` when none is configured (pass ``--mirror``).
    """
    for path in _source_files(sources):
        text = path.read_text(errors="replace")
        if path.suffix == ".sources":
            for stanza in text.split("\n\n"):
                fields: dict[str, str] = {}
                for line in stanza.splitlines():
                    if ":" in line and not line.lstrip().startswith("#"):
                        key, _, value = line.partition(":")
                        fields[key.strip().lower()] = value.strip()
                if "deb" in fields.get("types", "").split() and suite in fields.get("suites", "").split():
                    return fields["uris"].split()[0]
        else:
            for line in text.splitlines():
                parts = re.sub(r"\[[^\]]*\]", " ", line.split("#", 1)[0]).split()  # drop [arch=... signed-by=...]
                if len(parts) >= 3 and parts[0] == "deb" and parts[2] == suite:
                    return parts[1]
    raise InputError(f"no apt source for suite {suite!r} in {', '.join(map(str, sources))}: pass --mirror URL")


def _run(cmd: list[str], what: str) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-15:])
        raise InfraError(f"{what} failed (exit {proc.returncode}):\n{tail}")
    return proc.stdout


def bootstrap_base(
    client,
    *,
    suite: str = DEFAULT_SUITE,
    mirror: str | None = None,
    tag: str = DEFAULT_TAG,
    packages: tuple[str, ...] = DEFAULT_PACKAGES,
    workdir: Path | None = None,
) -> BaseRecord:
    """debootstrap ``suite`` into a temporary folder, import it into the engine as ``tag``, return its record.

    ``client`` is a ``docker.DockerClient``. Raises ``InfraError`` when debootstrap or the import fails.
    """
    if shutil.which("debootstrap") is None:
        raise InfraError("debootstrap is not installed: apt-get install -y debootstrap (needs root)")
    mirror = mirror or apt_mirror(suite)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kvh-rootfs-", dir=workdir) as tmp:
        rootfs = Path(tmp) / "rootfs"
        _run(
            ["debootstrap", "--variant=minbase", f"--include={','.join(packages)}", suite, str(rootfs), mirror],
            "debootstrap",
        )
        for junk in ("var/cache/apt/archives", "var/lib/apt/lists"):
            for f in (rootfs / junk).glob("*"):
                if f.is_file():
                    f.unlink()
        python_version = _run(
            ["chroot", str(rootfs), "python3", "-c", "import platform; print(platform.python_version())"],
            "python3 in the new root",
        ).strip()
        tar = subprocess.Popen(["tar", "-C", str(rootfs), "--numeric-owner", "-c", "."], stdout=subprocess.PIPE)
        assert tar.stdout is not None  # stdout=PIPE
        try:
            repo, _, tag_part = tag.rpartition(":") if ":" in tag else (tag, "", "latest")
            client.api.import_image_from_stream(
                tar.stdout, repository=repo, tag=tag_part, changes=['CMD ["/bin/bash"]']
            )
        finally:
            tar.stdout.close()
            tar.wait()
        if tar.returncode != 0:
            raise InfraError(f"tar of the new root failed (exit {tar.returncode})")
    image = client.images.get(tag)
    return BaseRecord(
        tag=tag,
        image_id=image.id,
        suite=suite,
        mirror=mirror,
        packages=tuple(packages),
        python_version=python_version,
        created_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        bootstrap_s=round(time.monotonic() - started, 1),
    )


def write_base_record(record: BaseRecord, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(record.to_dict(), indent=2) + "\n")


def read_base_record(path: Path) -> BaseRecord:
    """The recorded base; ``InputError`` (run ``harness images bootstrap-base``) when there is none."""
    if not path.exists():
        raise InputError(f"no base image recorded at {path}: run `harness images bootstrap-base` first")
    return BaseRecord.from_dict(json.loads(path.read_text()))
