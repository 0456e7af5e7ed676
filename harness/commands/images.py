"""`harness images bootstrap-base|lock|build|audit`: pinned per-branch images for the docker runner."""

from __future__ import annotations

import argparse
import json
import sys

from harness.errors import RunFailed
from harness.images.paths import ImagePaths
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness images bootstrap-base                 # debootstrap Debian + docker import (no registry needed)
  harness images lock specs/demo-docker.yaml    # resolve each branch to exact versions + sha256, fill the wheelhouse
  harness images lock --frozen specs/demo-docker.yaml   # only fetch the committed locks' wheels (hash-checked)
  harness images build specs/demo-docker.yaml   # one image per branch, --network none, from the wheelhouse
  harness images audit specs/demo-docker.yaml   # exit 1 with a diff when an image drifted

Files: images/Dockerfile.j2 (template), images/locks/<spec>/<branch>.txt (committed locks),
images/state/ (base and image records, build logs; host state), images/wheelhouse/ (fetched wheels).
Exit codes: 0 ok, 1 audit found drift, 2 bad input (spec, unpinned requirement, missing lock), 3 no Docker engine."""


def _spec(args):
    from harness.spec import load_spec

    return load_spec(args.spec, overrides=args.set)


def _bootstrap(args) -> int:
    from docker.errors import ImageNotFound

    from harness.images.bootstrap import bootstrap_base, read_base_record, write_base_record
    from harness.images.engine import docker_client

    client, paths = docker_client(), ImagePaths()
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
        for lock, path in fetch_spec(_spec(args)):
            print(f"fetched {path} ({len(lock.packages)} wheels, hashes checked)")
        return 0
    for lock, path, changed in lock_spec(_spec(args)):
        print(
            f"{'wrote' if changed else 'unchanged'} {path} ({len(lock.packages)} packages, sha256 {lock.sha256()[:12]})"
        )
    return 0


def _build(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.ops import build_spec

    spec = _spec(args)
    print(f"building {len(spec.branches)} image(s) for {spec.name} ...", file=sys.stderr)
    for r in build_spec(spec, docker_client(), no_cache=args.no_cache):
        print(f"{r.branch} {r.tag} {r.image_id} build {r.build_s} s, {r.steps_cached}/{r.steps_total} steps cached")
    return 0


def _audit(args) -> int:
    from harness.images.engine import docker_client
    from harness.images.ops import audit_spec

    report = audit_spec(_spec(args), docker_client())
    if args.json:
        print(json.dumps([f.__dict__ | {"lines": list(f.lines)} for f in report.findings], indent=2))
    else:
        print(report.render())
    if not report.ok:
        raise RunFailed("image audit failed: see the diff above")
    return 0


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
        p.set_defaults(func=func)
