"""`harness images bootstrap-base|lock|build|audit|prune|export|import`: pinned per-branch images (docker runner)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.errors import InputError, RunFailed
from harness.images.paths import ImagePaths
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness images bootstrap-base                 # debootstrap Debian + docker import (no registry needed)
  harness images lock specs/demo-docker.yaml    # resolve each branch to exact versions + sha256, fill the wheelhouse
  harness images lock --frozen specs/demo-docker.yaml   # only fetch the committed locks' wheels (hash-checked)
  harness images build specs/demo-docker.yaml   # one image per branch, --network none, from the wheelhouse
  harness images audit specs/demo-docker.yaml   # exit 1 with a diff when an image drifted
  harness images prune specs/demo-docker.yaml   # remove the spec's images no current record names (disk)
  harness images export specs/demo-docker.yaml --out demo-docker-images.tar   # base + wheels + locks, one file
  harness images import demo-docker-images.tar  # on a host with no index or registry; then build and audit

Files: images/Dockerfile.j2 (template), images/locks/<spec>/<branch>.txt (committed locks),
images/state/ (base and image records, build logs; host state), images/wheelhouse/ (fetched wheels);
--images-dir DIR uses another folder of that layout (it needs its own Dockerfile.j2).
Exit codes: 0 ok, 1 audit found drift, 2 bad input (spec, unpinned requirement, missing lock, damaged archive),
3 no Docker engine (or the engine, the disk failed)."""

EXPORT_EPILOG = """Example (on a host with the index and the engine that holds the base):
  harness images lock --frozen specs/demo-docker.yaml
  harness images export specs/demo-docker.yaml --out demo-docker-images.tar

The archive (uncompressed tar) holds MANIFEST.json (SHA-256 and size of every member; spec name, branches, base
image id, lock hashes, harness version), base/image.tar (docker save of the pinned base), base/base.json (the
base record), locks/<spec>/<branch>.txt and wheelhouse/<wheel> for every wheel the locks name.
Needs free space for the archive plus the saved base once more (a temporary file beside --out)."""

IMPORT_EPILOG = """Example (on a host with no package index and no registry, same checkout):
  harness images import demo-docker-images.tar
  harness images build specs/demo-docker.yaml && harness images audit specs/demo-docker.yaml

Every member's size and SHA-256 is checked against MANIFEST.json before anything is touched: a damaged,
truncated or altered archive is refused (exit 2) naming the member, and nothing is loaded or written. Then the
base is loaded into the engine (skipped when it has it; the loaded id must equal the recorded one) and the locks,
base record and wheels go under images/. Identical files are kept; a differing one is refused unless --force."""


def _spec(args):
    from harness.spec import load_spec

    return load_spec(args.spec, overrides=args.set)


def _paths(args) -> ImagePaths:
    return ImagePaths(args.images_dir.resolve()) if getattr(args, "images_dir", None) else ImagePaths()


def _progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _bootstrap(args) -> int:
    from docker.errors import ImageNotFound

    from harness.images.bootstrap import bootstrap_base, read_base_record, write_base_record
    from harness.images.engine import docker_client

    client, paths = docker_client(), _paths(args)
    if args.if_missing and paths.base_record.exists():
        record = read_base_record(paths.base_record)
        try:
            client.images.get(record.image_id)
            print(f"base {record.tag} {record.image_id} (already bootstrapped)")
            return 0
        except ImageNotFound:
            print(f"recorded base {record.image_id} is gone from the engine; bootstrapping again", file=sys.stderr)
    print("debootstrap + docker import (about a minute plus downloads) ...", file=sys.stderr)
    record = bootstrap_base(
        client, suite=args.suite, mirror=args.mirror, tag=args.tag, packages=tuple(args.package) or _default_packages()
    )
    write_base_record(record, paths.base_record)
    print(
        f"base {record.tag} {record.image_id} python {record.python_version} ({record.bootstrap_s} s) "
        f"-> {paths.base_record}"
    )
    return 0


def _default_packages() -> tuple[str, ...]:
    from harness.images.bootstrap import DEFAULT_PACKAGES

    return DEFAULT_PACKAGES


def _lock(args) -> int:
    from harness.images.ops import fetch_spec, lock_spec

    if args.frozen:
        for lock, path in fetch_spec(_spec(args), _paths(args)):
            print(f"fetched {path} ({len(lock.packages)} wheels, hashes checked)")
        return 0
    for lock, path, changed in lock_spec(_spec(args), _paths(args)):
        print(
            f"{'wrote' if changed else 'unchanged'} {path} ({len(lock.packages)} packages, sha256 {lock.sha256()[:12]})"
        )
    return 0


def _build(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.ops import build_spec
    from harness.images.space import superseded

    spec, client, paths = _spec(args), docker_client(), _paths(args)
    print(f"building {len(spec.branches)} image(s) for {spec.name} ...", file=sys.stderr)
    for r in build_spec(spec, client, paths, no_cache=args.no_cache):
        print(f"{r.branch} {r.tag} {r.image_id} build {r.build_s} s, {r.steps_cached}/{r.steps_total} steps cached")
    old = superseded(spec, client, paths)
    if old:
        print(
            f"{len(old)} superseded image(s) of {spec.name} stay in the engine (earlier builds); "
            f"`harness images prune {args.spec}` removes them",
            file=sys.stderr,
        )
    return 0


def _prune(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.space import gb, prune

    spec = _spec(args)
    result = prune(spec, docker_client(), _paths(args), dry_run=args.dry_run)
    verb = "would remove" if args.dry_run else "removed"
    for img in result.removed:
        print(f"{verb} {img.branch} {', '.join(img.tags) or '(untagged)'} {img.image_id} (built {img.created[:19]})")
    for img, why in result.kept:
        print(f"kept {img.branch} {', '.join(img.tags) or '(untagged)'} {img.image_id}: {why}")
    freed = f", {gb(result.freed)} freed under the engine's data root" if result.freed is not None else ""
    print(f"{spec.name}: {verb} {len(result.removed)} superseded image(s), kept {len(result.kept)}{freed}")
    return 0


def _audit(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.ops import audit_spec

    report = audit_spec(_spec(args), docker_client(), _paths(args))
    if args.json:
        print(json.dumps([f.__dict__ | {"lines": list(f.lines)} for f in report.findings], indent=2))
    else:
        print(report.render())
    if not report.ok:
        raise RunFailed("image audit failed: see the diff above")
    return 0


def _export(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.offline import export_spec

    spec = _spec(args)
    out = args.out.resolve()
    if out.is_dir():
        raise InputError(f"--out {args.out} is a folder: name the archive file, e.g. --out {spec.name}-images.tar")
    manifest = export_spec(spec, docker_client(), out, _paths(args), _progress)
    members = manifest["members"]
    wheels = sum(1 for e in members.values() if e["kind"] == "wheel")
    print(
        f"exported {spec.name} ({', '.join(manifest['spec']['branches'])}) -> {out} "
        f"({out.stat().st_size / 1e6:.0f} MB: base {manifest['base']['image_id']}, {len(manifest['locks'])} lock(s), "
        f"{wheels} wheels)"
    )
    return 0


def _import(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.offline import import_archive

    paths = _paths(args)
    result = import_archive(args.archive, docker_client, paths, force=args.force, progress=_progress)
    print(
        f"imported {args.archive} (spec {result.spec_name}: {', '.join(result.branches)}): "
        f"base {result.base_id} ({'loaded' if result.base_loaded else 'already there'}), "
        f"{len(result.written)} file(s) written, {len(result.replaced)} replaced, {len(result.unchanged)} unchanged "
        f"under {paths.root}"
    )
    return 0


def _add_images_dir(p) -> None:
    p.add_argument(
        "--images-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="images folder (Dockerfile.j2, locks/, state/, wheelhouse/); default: the checkout's images/",
    )


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "images",
        help="bootstrap a base, lock, build and audit the per-branch images (docker runner)",
        description="Pinned per-branch images: a base pinned by digest, a hashed lock per branch, one image per "
        "branch built offline from a wheelhouse, and an audit of every image against its lock and record.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="images_command", metavar="ACTION", required=True)

    p = sub.add_parser(
        "bootstrap-base",
        help="debootstrap a minimal Debian with Python and docker-import it",
        epilog="Example:\n  harness images bootstrap-base --if-missing",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--suite", default="bookworm", help="Debian suite (default bookworm: Python 3.11)")
    p.add_argument("--mirror", default=None, help="Debian mirror URL (default: the host's apt sources)")
    p.add_argument("--tag", default="kvh-base:bookworm", help="tag of the imported image")
    p.add_argument(
        "--package",
        action="append",
        default=[],
        help="Debian package to include (repeatable; default python3, python3-venv, python3-dev, g++)",
    )
    p.add_argument("--if-missing", action="store_true", help="do nothing when the recorded base is in the engine")
    _add_images_dir(p)
    p.set_defaults(func=_bootstrap)

    for name, func, helptext in (
        ("lock", _lock, "resolve each branch's requirements to a hashed lock"),
        ("build", _build, "build one image per branch from its lock"),
        ("audit", _audit, "check images against locks, records and each other"),
    ):
        p = sub.add_parser(
            name,
            help=helptext,
            epilog=f"Example:\n  harness images {name} specs/demo-docker.yaml",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        p.add_argument("spec", metavar="SPEC", help="spec YAML file")
        add_set_argument(p)
        if name == "lock":
            p.add_argument(
                "--frozen",
                action="store_true",
                help="do not re-resolve: fetch the committed locks' "
                "wheels into the wheelhouse and check their hashes (CI, fresh checkouts)",
            )
        if name == "build":
            p.add_argument("--no-cache", action="store_true", help="rebuild every layer (benchmarks)")
        if name == "audit":
            p.add_argument("--json", action="store_true", help="print the findings as JSON")
        _add_images_dir(p)
        p.set_defaults(func=func)

    p = sub.add_parser(
        "prune",
        help="remove the spec's superseded images (those no current build record names)",
        description="Every build after a change to the harness source, a lock or the template tags a new image and "
        "the engine keeps the old one; on a host that builds often they fill the disk. This removes the images "
        "labelled with the spec's name whose id is not in a current record under images/state/<spec>/ (a branch "
        "with no record keeps nothing). An image a container still uses is kept and named.",
        epilog="Examples:\n  harness images prune specs/demo-docker.yaml --dry-run\n"
        "  harness images prune specs/demo-docker.yaml\n\n"
        "A past run's `harness fallback` needs that run's ordinary image: replay the fallbacks you still want first, "
        "or rebuild from the lock afterwards (same versions, a new image id).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("spec", metavar="SPEC", help="spec YAML file")
    p.add_argument("--dry-run", action="store_true", help="list what would be removed; remove nothing")
    add_set_argument(p)
    _add_images_dir(p)
    p.set_defaults(func=_prune)

    p = sub.add_parser(
        "export",
        help="write the base image, wheels and locks of a spec into one tar (for hosts without internet)",
        description="Write one tar holding everything `harness images build/audit SPEC` needs besides the checkout: "
        "the pinned base image, every wheel the spec's locks name, the locks, the base record and a manifest.",
        epilog=EXPORT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("spec", metavar="SPEC", help="spec YAML file")
    p.add_argument("--out", type=Path, required=True, metavar="FILE.tar", help="the archive to write")
    add_set_argument(p)
    _add_images_dir(p)
    p.set_defaults(func=_export)

    p = sub.add_parser(
        "import",
        help="check an exported tar, load its base and put its wheels and locks in place (no network)",
        description="Check every member of an archive from `harness images export` against its manifest, then "
        "docker load the base and put the locks, the base record and the wheels where build and audit look.",
        epilog=IMPORT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("archive", metavar="FILE.tar", type=Path, help="archive written by `harness images export`")
    p.add_argument("--force", action="store_true", help="replace existing files that differ from the archive's")
    _add_images_dir(p)
    p.set_defaults(func=_import)
