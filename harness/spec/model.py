"""The typed, frozen Spec: the meaning of a validated spec file.

Shape is checked by ``schemas/spec.schema.json``; this module holds the result as frozen dataclasses with
paths already resolved (absolute) relative to the spec file. Build it with ``harness.spec.load_spec``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal

Device = str  # "cpu" | "cuda" | "cuda:N"


@dataclass(frozen=True)
class ModelSpec:
    path: Path
    revision: str  # "auto" or "sha256:<hex>"
    dtype: Literal["float32", "float16", "bfloat16"]
    attn_implementation: str
    device: Device
    trust_remote_code: bool = False  # run the directory's own code (auto_map / *.py); refused (exit 2) otherwise
    # from_pretrained(device_map=...) over several cards: "auto" or {module name: "cuda:N" | N}; None = model.device
    device_map: str | dict[str, str | int] | None = None


@dataclass(frozen=True)
class GenerationSpec:
    do_sample: bool
    length_policy: Literal["natural", "forced"]
    stop_strings: tuple[str, ...]
    repetition_penalty: float


@dataclass(frozen=True)
class SampleSpec:
    path: Path
    placement: Literal["start", "middle", "end"]


@dataclass(frozen=True)
class MatrixSpec:
    input_tokens: tuple[int, ...]
    output_budgets: tuple[int, ...]
    repeats: int
    warmup: int
    order: Literal["alternate", "fixed"]


@dataclass(frozen=True)
class CacheSpec:
    """Cache options as the user wrote them (team vocabulary, not library kwargs).

    ``harness.entry.cachemap`` maps these onto the installed transformers API inside a branch.
    """

    implementation: Literal["dynamic", "quantized"]
    backend: str | None = None
    nbits: int | None = None
    q_group_size: int | None = None
    residual_length: int | None = None
    axis_key: int | None = None
    axis_value: int | None = None

    def options(self) -> dict:
        """The options that were set, without None values (stable key order)."""
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass(frozen=True)
class BranchEnvironment:
    mode: Literal["current", "venv"] = "current"
    extra_requirements: tuple[str, ...] = ()


@dataclass(frozen=True)
class BranchSpec:
    name: str
    role: Literal["ordinary", "candidate"]
    cache: CacheSpec
    environment: BranchEnvironment = field(default_factory=BranchEnvironment)


@dataclass(frozen=True)
class AcceptanceSpec:
    memory_headroom_fraction: float
    max_generation_seconds: float
    facts_must_be_correct: int | Literal["all"]
    max_unsupported_additions: int
    required_context_tokens: int | None = None  # the gain registered in advance ("worth switching here?")
    facts_review: Literal["person", "automatic"] = "person"  # who confirms decided fact grades (item 5)


@dataclass(frozen=True)
class EnvironmentSpec:
    base_image: str | None
    requirements: tuple[str, ...]
    cuda_arch_list: str | None = None  # TORCH_CUDA_ARCH_LIST for CUDA images (None: the build's default)


@dataclass(frozen=True)
class SlurmSpec:
    """``runner: slurm`` settings: sbatch options for every launch (``harness.run.slurm``)."""

    partition: str | None = None
    account: str | None = None
    gres: str | None = None
    gpus: str | None = None  # "1" or "h100:1" (an integer in the file becomes its string)
    constraint: str | None = None
    nodelist: str | None = None
    time_limit: str | None = None
    cpus_per_task: int | None = None
    launcher: Literal["local", "docker"] = "local"
    sbatch_options: tuple[str, ...] = ()
    max_parallel_groups: int = 1  # comparison groups in flight at once, each on a node no other of them holds

    def to_dict(self) -> dict:
        d = asdict(self)
        d["sbatch_options"] = list(self.sbatch_options)
        if self.max_parallel_groups == 1:  # the default is left out: specs written before the key keep their hash
            del d["max_parallel_groups"]
        return d

    @classmethod
    def from_dict(cls, d: dict | None) -> SlurmSpec:
        d = dict(d or {})
        if d.get("gpus") is not None:
            d["gpus"] = str(d["gpus"])
        d["sbatch_options"] = tuple(d.get("sbatch_options") or ())
        return cls(**d)


@dataclass(frozen=True)
class Spec:
    version: int
    name: str
    seed: int
    model: ModelSpec
    generation: GenerationSpec
    sample: SampleSpec
    matrix: MatrixSpec
    branches: tuple[BranchSpec, ...]  # ordinary first, then candidates in file order
    acceptance: AcceptanceSpec
    device_memory_budget_bytes: int | None
    environment: EnvironmentSpec
    runner: Literal["local", "docker", "slurm"]
    output_dir: Path
    source: Path | None = None  # the spec file this came from (not part of the hash)
    slurm: SlurmSpec = field(default_factory=SlurmSpec)
    # the grids of ``branches.sweep`` as written (their candidates are already in ``branches``); () without one
    sweep: tuple[dict, ...] = ()

    @property
    def ordinary(self) -> BranchSpec:
        return self.branches[0]

    @property
    def candidates(self) -> tuple[BranchSpec, ...]:
        return self.branches[1:]

    def branch(self, name: str) -> BranchSpec:
        for b in self.branches:
            if b.name == name:
                return b
        raise KeyError(name)
