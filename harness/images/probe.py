"""What is really inside an image: one short container (``--network none``) that reports its packages and code.

The probe runs ``pip inspect --local`` inside the image (the installed distributions of its environment, with
their ``Requires-Dist``), the Python version, and the SHA-256 of every file of the harness code copied in at
``/opt/harness``. Build records it once; audit runs it again and compares.

It also takes a toolchain preflight (``ImageProbe.toolchain``) without importing torch or quanto: torch's CUDA
version (read from ``torch/version.py``), ``CUDA_HOME`` and ``TORCH_CUDA_ARCH_LIST``, whether nvcc (``$CUDA_HOME/bin``
or PATH) and ninja are there and nvcc's release line, and per quanto extension (``cpp``, ``cuda``) whether its
compiled library is in its build folder, for which torch, and whether that folder is writable by everyone (the
runtime user must take torch's build lock there).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

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
def toolchain():
    import importlib.util, os, shutil
    out = {"cuda_home": os.environ.get("CUDA_HOME"), "torch_cuda_arch_list": os.environ.get("TORCH_CUDA_ARCH_LIST")}
    torch_spec = importlib.util.find_spec("torch")
    if torch_spec and torch_spec.submodule_search_locations:
        ns = {}
        try:
            exec(pathlib.Path(list(torch_spec.submodule_search_locations)[0], "version.py").read_text(), ns)
            out["torch_version"], out["torch_cuda"] = ns.get("__version__"), ns.get("cuda")
        except Exception as exc:
            out["torch_version_error"] = f"{type(exc).__name__}: {exc}"
    home = out["cuda_home"]
    nvcc = str(pathlib.Path(home, "bin", "nvcc")) if home and pathlib.Path(home, "bin", "nvcc").exists() else None
    out["nvcc"] = nvcc or shutil.which("nvcc")
    if out["nvcc"]:
        run = subprocess.run([out["nvcc"], "--version"], capture_output=True, text=True)
        out["nvcc_release"] = next((l for l in run.stdout.splitlines() if "release" in l), run.stderr.strip()[-200:])
    out["ninja"] = shutil.which("ninja")
    # an ordinary image has no optimum at all: find_spec("optimum.quanto") would raise there
    quanto = importlib.util.find_spec("optimum.quanto") if importlib.util.find_spec("optimum") else None
    exts = {}
    if quanto and quanto.submodule_search_locations:
        root = pathlib.Path(list(quanto.submodule_search_locations)[0], "library", "extensions")
        for kind, name in (("cpp", "quanto_cpp"), ("cuda", "quanto_cuda")):
            build = root / kind / "build"
            version = build / "pytorch_version.txt"
            exts[name] = {"library": (build / f"{name}.so").is_file(),
                          "built_for_torch": version.read_text().strip() if version.is_file() else None,
                          "world_writable": build.is_dir() and all(os.stat(p).st_mode & 0o002
                                                                   for p in [build, *build.rglob("*")])}
    out["quanto_extensions"] = exts
    return out
print(json.dumps({"python": platform.python_version(), "installed": installed, "harness_files": files,
                  "toolchain": toolchain()}))
"""


@dataclass(frozen=True)
class ImageProbe:
    python: str  # full version, e.g. "3.11.2"
    installed: dict[str, str]  # canonical name -> version
    requires: dict[str, tuple[str, ...]]  # canonical name -> canonical names it requires (extras excluded)
    harness_files: dict[str, str]  # path relative to /opt/harness -> sha256
    # The toolchain preflight (see the module docstring); empty for a probe taken before it existed.
    toolchain: dict = field(default_factory=dict)


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
    return ImageProbe(
        data["python"], installed, requires, dict(data["harness_files"]), dict(data.get("toolchain") or {})
    )


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
