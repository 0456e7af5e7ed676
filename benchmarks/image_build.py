"""Benchmark the image path: first (no-cache) build, cached rebuild, and container start overhead per launch.

Usage (needs a running engine, the bootstrapped base and the locks' wheelhouse):
  python benchmarks/image_build.py specs/demo-docker.yaml               # cached rebuild + start overhead
  python benchmarks/image_build.py specs/demo-docker.yaml --first       # also a full --no-cache build (minutes)
  python benchmarks/image_build.py specs/demo-docker.yaml --starts 10

Prints one JSON object on stdout. Start overhead: wall time of create + start + wait + remove of a container that
runs `python -c pass` with the runner's settings (network none, init, non-root, read-only bind mounts), minus the
same `python -c pass` run on the host (median of --starts runs each). Target on these machines: <= 3 s.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from harness.images.engine import docker_client  # noqa: E402
from harness.images.ops import build_spec  # noqa: E402
from harness.run.docker import CONTAINER_MODEL, CONTAINER_RUN, DockerRunner, container_user  # noqa: E402
from harness.spec import load_spec  # noqa: E402


def _builds(spec, client, no_cache: bool) -> dict:
    t0 = time.monotonic()
    records = build_spec(spec, client, no_cache=no_cache)
    return {"total_s": round(time.monotonic() - t0, 1),
            "branches": {r.branch: {"build_s": r.build_s, "steps_cached": r.steps_cached,
                                    "steps_total": r.steps_total, "image_id": r.image_id} for r in records}}


def _start_overhead(spec, client, n: int) -> dict:
    from docker.types import Mount

    image = DockerRunner.for_spec(spec).images[spec.ordinary.name].image_id
    container_s, host_s = [], []
    with tempfile.TemporaryDirectory() as run_dir:
        mounts = [Mount(CONTAINER_MODEL, str(spec.model.path), type="bind", read_only=True),
                  Mount(CONTAINER_RUN, run_dir, type="bind", read_only=True)]
        for _ in range(n):
            t0 = time.monotonic()
            c = client.containers.create(image, ["python", "-c", "pass"], network_mode="none", init=True,
                                         user=container_user(), mounts=mounts)
            try:
                c.start()
                c.wait()
            finally:
                c.remove(force=True)
            container_s.append(time.monotonic() - t0)
            t0 = time.monotonic()
            subprocess.run([sys.executable, "-c", "pass"], check=True)
            host_s.append(time.monotonic() - t0)
    med_c, med_h = statistics.median(container_s), statistics.median(host_s)
    return {"runs": n, "container_python_pass_median_s": round(med_c, 3), "host_python_pass_median_s": round(med_h, 3),
            "overhead_median_s": round(med_c - med_h, 3), "container_max_s": round(max(container_s), 3),
            "target_s": 3.0}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spec")
    parser.add_argument("--first", action="store_true", help="also time a full --no-cache build first")
    parser.add_argument("--starts", type=int, default=5, help="container starts to time (default 5)")
    args = parser.parse_args()
    spec, client = load_spec(args.spec), docker_client()
    out = {"spec": spec.name}
    if args.first:
        out["first_build"] = _builds(spec, client, no_cache=True)
    out["cached_build"] = _builds(spec, client, no_cache=False)
    out["start_overhead"] = _start_overhead(spec, client, args.starts)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
