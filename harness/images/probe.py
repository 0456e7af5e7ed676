"""What is really inside an image: one short container (``--network none``) that reports its packages and code.

The probe runs ``pip inspect --local`` inside the image (the installed distributions of its environment, with
their ``Requires-Dist``), the Python version, and the SHA-256 of every file of the harness code copied in at
``/opt/harness``. Build records it once; audit runs it again and compares.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from harness.errors import InfraError
from harness.images.lock import canonical_name

HARNESS_IN_IMAGE = "/opt/harness"

_PROBE = r"""
import hashlib, json, pathlib, platform, subprocess, sys
out = subprocess.run([sys.executable, "-m", "pip", "inspect", "--local"], capture_output=True, text=True, check=True)
installed = [{"name": i["metadata"]["name"], "version": i["metadata"]["version"],
              "requires_dist": i["metadata"].get("requires_dist", [])} for i in json.loads(out.stdout)["installed"]]
root = pathlib.Path(sys.argv[1])
files = {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
         for p in sorted(root.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}
print(json.dumps({"python": platform.python_version(), "installed": installed, "harness_files": files}))
"""


@dataclass(frozen=True)
class ImageProbe:
    python: str  # full version, e.g. "3.11.2"
    installed: dict[str, str]  # canonical name -> version
    requires: dict[str, tuple[str, ...]]  # canonical name -> canonical names it requires (extras excluded)
    harness_files: dict[str, str]  # path relative to /opt/harness -> sha256


def _requirement_name(req: str) -> str | None:
    """The project name of a ``Requires-Dist`` entry, or None when it only applies to an extra."""
    spec, _, marker = req.partition(";")
    if "extra" in marker:
        return None
    name = spec.strip().split("[")[0]
    for sep in "<>=!~ (":
        name = name.split(sep)[0]
    return canonical_name(name.strip())


def parse_probe(text: str) -> ImageProbe:
    """Parse the probe's last stdout line (JSON). Raises ``InfraError`` when it is not the expected JSON."""
    try:
        data = json.loads(text.strip().splitlines()[-1])
    except (json.JSONDecodeError, IndexError):
        raise InfraError(f"image probe printed no JSON: {text[-300:]!r}") from None
    installed, requires = {}, {}
    for item in data["installed"]:
        name = canonical_name(item["name"])
        installed[name] = item["version"]
        requires[name] = tuple(sorted({n for r in item["requires_dist"] if (n := _requirement_name(r))}))
    return ImageProbe(data["python"], installed, requires, dict(data["harness_files"]))


def probe_image(client, image: str) -> ImageProbe:
    """Run the probe in ``image`` (id or tag) and parse it. Raises ``InfraError`` when the container fails."""
    from docker.errors import ContainerError, ImageNotFound

    try:
        out = client.containers.run(
            image,
            ["python", "-c", _PROBE, HARNESS_IN_IMAGE],
            network_mode="none",
            remove=True,
            stdout=True,
            stderr=False,
        )
    except ImageNotFound:
        raise InfraError(f"image {image} is not in this engine: run `harness images build SPEC`") from None
    except ContainerError as exc:
        raise InfraError(f"image probe failed in {image}: exit {exc.exit_status}: {exc.stderr!r}") from None
    return parse_probe(out.decode("utf-8", "replace"))
