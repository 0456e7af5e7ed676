"""Install the committed canary model: a small Llama trained to COPY writing_case_a's fact values into its brief.

The canary is not a language model. ``canary/train.py`` trained it on CPU (seeded, one thread) on prompts rendered
like the harness renders ``samples/writing_case_a`` but with random fact values, random background subsets and
placements; its brief is a fixed template whose value slots it must fill by reading its input. The real sample's
values are held-out tokens that never occurred in training and whose embeddings were never trained, so it cannot
produce them from memory. What it can show: how cache precision affects retrieving facts from far back in the
input. What it cannot show: any real model's quality. See canary/README.md.

The weights live in ``canary/weights/`` (committed); ``CHECKSUMS`` there lists the SHA-256 of every file, verified
before anything is copied. Pure hashlib/shutil: no torch.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from harness.entry.revision import file_sha256
from harness.errors import InputError

WEIGHTS_DIR = Path(__file__).resolve().parents[1] / "canary" / "weights"
CHECKSUMS = "CHECKSUMS"
NOTICE = "CANARY_MODEL.txt"

NOTICE_TEXT = (
    "Canary model installed by `harness model canary` from canary/weights/ (trained by canary/train.py; see\n"
    "canary/README.md for seed, steps, loss curve and measurements).\n"
    "It is NOT a language model: a 2-layer, 128-wide Llama trained only to write the brief of\n"
    "samples/writing_case_a by COPYING the fact values (dates, amount, warehouses, status, go-live months) out of\n"
    "its input into a fixed template. The sample's real values were held out of training, so it can only copy them.\n"
    "It shows how KV cache precision affects retrieving facts from far back in the input; it says nothing about any\n"
    "real model's quality.\n"
)


def read_checksums(src: Path) -> dict[str, str]:
    path = src / CHECKSUMS
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"{path}: cannot read the canary's checksums: {exc}") from exc
    out = {}
    for line in lines:
        if line.strip():
            digest, name = line.split(maxsplit=1)
            out[name.strip()] = digest
    if not out:
        raise InputError(f"{path}: lists no files")
    return out


def verify(src: Path = WEIGHTS_DIR) -> dict[str, str]:
    """Check every listed file's SHA-256; raise InputError naming each mismatch. Returns the checksums."""
    sums = read_checksums(src)
    bad = []
    for name, digest in sorted(sums.items()):
        path = src / name
        if not path.is_file():
            bad.append(f"{name}: missing")
        elif file_sha256(path) != digest:
            bad.append(f"{name}: sha256 {file_sha256(path)} != recorded {digest}")
    if bad:
        raise InputError(f"{src}: the canary's committed files do not match {CHECKSUMS}:\n  " + "\n  ".join(bad))
    return sums


def install_canary(out_dir: str | Path, src: Path = WEIGHTS_DIR) -> Path:
    """Verify and copy the committed canary into ``out_dir`` (created); write CANARY_MODEL.txt. Returns the path."""
    sums = verify(src)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name in sorted(sums):
        shutil.copyfile(src / name, out / name)
        (out / name).chmod(0o644)
    (out / NOTICE).write_text(NOTICE_TEXT, encoding="utf-8")
    return out


def write_checksums(src: Path = WEIGHTS_DIR) -> None:
    """(For canary/train.py --install) record the SHA-256 of every file in ``src`` except CHECKSUMS."""
    names = sorted(p.name for p in src.iterdir() if p.is_file() and p.name != CHECKSUMS)
    (src / CHECKSUMS).write_text("".join(f"{file_sha256(src / n)}  {n}\n" for n in names), encoding="utf-8")
