"""Issue 15 items 5, 6, 9 (second half), 11 and the CUDA device on a CPU build of torch.

Nothing here runs on a GPU. Where a GPU piece is needed it is a *fake*, named so in the code and in the test name:
fake ``torch.cuda`` counters per card, a fake ``pynvml`` (``tests/test_gpu_path.py``), fake records of a model
spread over two cards. They prove the plumbing (which card is read, which figure is compared, what is written),
never a real device's behaviour. The one test of a CUDA device against the real torch needs no fake: this machine's
torch is a CPU build.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from fixtures.entry_jobs import prepared_ids, read_lines, run_entry, schema_errors, write_input, write_job
from recordsets.builder import build_run, reseal

REPO = Path(__file__).resolve().parents[1]
CONTROL = Path(__file__).parent / "specs_broken" / "control-valid.yaml"

# --------------------------------------------------------------------------------------------------------------
# Item 5, spec side: model.device_map
# --------------------------------------------------------------------------------------------------------------


@pytest.mark.unit
def test_device_map_is_hashed_only_when_set_and_round_trips():
    from harness.spec import load_spec, resolved_dict, spec_from_resolved, spec_hash

    plain = load_spec(CONTROL, overrides=["model.device=cuda:0"])
    assert "device_map" not in resolved_dict(plain)["model"]  # specs without it keep their hash
    auto = load_spec(CONTROL, overrides=["model.device=cuda:0", "model.device_map=auto"])
    assert resolved_dict(auto)["model"]["device_map"] == "auto" and spec_hash(auto) != spec_hash(plain)
    explicit = load_spec(CONTROL, overrides=["model.device=cuda:0",
                                             "model.device_map={lm_head: cuda:1, model: 0}"])
    assert resolved_dict(explicit)["model"]["device_map"] == {"lm_head": "cuda:1", "model": 0}
    again = load_spec(CONTROL, overrides=["model.device=cuda:0", "model.device_map={model: 0, lm_head: cuda:1}"])
    assert spec_hash(again) == spec_hash(explicit)  # the order a map is written in is not the experiment
    assert spec_hash(spec_from_resolved(resolved_dict(explicit))) == spec_hash(explicit)


@pytest.mark.unit
@pytest.mark.parametrize("overrides,fragment", [
    (["model.device_map=auto"], "device_map needs a cuda model.device"),
    (["model.device=cuda:0", "model.device_map={lm_head: cpu}"], "must name cuda devices"),
    (["model.device=cuda:0", "model.device_map={lm_head: disk}"], "must name cuda devices"),
    (["model.device=cuda:0", "model.device_map={lm_head: -1}"], "not a card index"),
    (["model.device=cuda:0", "model.device_map=balanced"], "/model/device_map"),
    (["model.device=cuda:0", "model.device_map=auto", "runner=docker"], "not supported in containers"),
])
def test_device_map_semantic_errors_are_clear(overrides, fragment):
    from harness.spec import SpecError, load_spec

    with pytest.raises(SpecError) as info:
        load_spec(CONTROL, overrides=overrides)
    assert fragment in str(info.value), str(info.value)


class _AnyTier(dict):
    def __missing__(self, key):
        return {"path": f"inputs/{key}.json", "sha256": "0" * 64}


@pytest.mark.unit
def test_job_carries_device_map_only_when_set():
    from harness.plan import build_plan
    from harness.run.jobs import build_job
    from harness.spec import load_spec

    cases = ((["model.device=cuda:0"], None), (["model.device=cuda:0", "model.device_map=auto"], "auto"))
    for overrides, expected in cases:
        spec = load_spec(CONTROL, overrides=overrides)
        launch = build_plan(spec).launches[0]
        job = build_job(spec, launch, attempt_id=launch.launch_id, run_id="r", spec_hash="h",
                        model_revision="sha256:" + "a" * 64, sample_id=None, inputs=_AnyTier(), skip_cells=(),
                        runtime={})
        assert job["model"].get("device_map") == expected


# --------------------------------------------------------------------------------------------------------------
# Item 9 (second half) and the CPU build: how the weights are loaded
# --------------------------------------------------------------------------------------------------------------


@pytest.mark.unit
def test_device_map_argument_cpu_unchanged_cuda_straight_to_the_card(monkeypatch):
    import importlib.util

    from harness.entry.launch import DeviceUnavailable, device_map_arg, resolve_device_map
    from harness.entry.memory import DeviceProbe

    assert device_map_arg({"device": "cpu"}, DeviceProbe.for_device("cpu")) is None  # CPU: loaded as before
    assert device_map_arg({"device": "cuda"}, DeviceProbe.for_device("cuda")) == "cuda:0"
    assert device_map_arg({"device": "cuda:1"}, DeviceProbe.for_device("cuda:1")) == "cuda:1"
    explicit = {"model": 0, "lm_head": "cuda:1"}
    spread = {"device": "cuda:0", "device_map": explicit}
    assert device_map_arg(spread, DeviceProbe.for_device("cuda:0")) == explicit
    assert resolve_device_map({"device": "cuda:1"}, DeviceProbe.for_device("cuda:1")) == "cuda:1"  # accelerate here
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: None if n == "accelerate" else real(n, *a))
    assert resolve_device_map({"device": "cpu"}, DeviceProbe.for_device("cpu")) is None
    # one card without accelerate: loaded on the CPU and moved, as before (stderr says so)
    assert resolve_device_map({"device": "cuda:1"}, DeviceProbe.for_device("cuda:1")) is None
    with pytest.raises(DeviceUnavailable, match="needs the accelerate package"):
        resolve_device_map(spread, DeviceProbe.for_device("cuda:0"))


@pytest.mark.e2e
def test_cuda_device_on_the_real_cpu_build_of_torch_fails_in_one_line_with_exit_3(tiny_model_dir, tmp_path):
    """No fake: this machine's torch is a CPU build, so ``cuda`` is really unavailable here."""
    import torch

    if torch.cuda.is_available():
        pytest.skip("this torch has a CUDA device; the test needs a CPU-only build")
    inputs = {"t": write_input(tmp_path, "t", prepared_ids(tiny_model_dir, 16))}
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, inputs,
                    [{"cell_id": "c1", "tier_id": "t", "output_budget": 2}], role="ordinary", device="cuda",
                    memory_budget_bytes=1 << 30)
    proc = run_entry(job, tmp_path)
    assert proc.returncode == 3, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and "AssertionError" not in proc.stderr, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1 and "could not be loaded" in errors[0], proc.stderr
    assert ("not a CUDA build" in errors[0]) or ("sees no CUDA device" in errors[0]), errors[0]
    assert read_lines(tmp_path) == []


# --------------------------------------------------------------------------------------------------------------
# Items 5 and 6, entry side: per-card peaks, NVML by UUID, CUDA context (fake torch.cuda, fake pynvml)
# --------------------------------------------------------------------------------------------------------------


class FakeCards:
    """Fake ``torch.cuda`` counters for several cards: each index has its own peaks, resets and fraction."""

    def __init__(self, peaks: dict[int, tuple[int, int]], reserved_now: dict[int, int]):
        self.peaks, self.reserved_now = peaks, reserved_now
        self.calls: list[tuple] = []

    def install(self, monkeypatch):
        import torch

        c = torch.cuda
        monkeypatch.setattr(c, "synchronize", lambda i=None: self.calls.append(("sync", i)))
        monkeypatch.setattr(c, "reset_peak_memory_stats", lambda i=None: self.calls.append(("reset", i)))
        monkeypatch.setattr(c, "max_memory_allocated", lambda i=None: self.peaks[i][0])
        monkeypatch.setattr(c, "max_memory_reserved", lambda i=None: self.peaks[i][1])
        monkeypatch.setattr(c, "memory_allocated", lambda i=None: self.peaks[i][0])
        monkeypatch.setattr(c, "memory_reserved", lambda i=None: self.reserved_now[i])
        monkeypatch.setattr(c, "set_per_process_memory_fraction",
                            lambda f, i=None: self.calls.append(("fraction", round(f, 6), i)))


@pytest.mark.e2e
def test_fake_two_cards_probe_resets_reads_and_caps_every_card(monkeypatch):
    from test_gpu_path import fake_torch_properties

    from harness.entry.memory import DeviceProbe

    fake = FakeCards({0: (100, 150), 1: (300, 400)}, {0: 150, 1: 400})
    fake.install(monkeypatch)
    fake_torch_properties(monkeypatch, visible=[2, 3])  # fake: cuda:0 is NVML's card 2, cuda:1 card 3
    probe = DeviceProbe("cuda", 0, cards=(1,))
    assert probe.card_indices() == (0, 1)
    probe.reset_peaks()
    probe.synchronize()
    peaks = probe.peaks()
    assert (peaks["allocated"], peaks["reserved"]) == (100, 150)  # the single-card figures stay the model card's
    assert peaks["cards"] == {0: {"allocated": 100, "reserved": 150}, 1: {"allocated": 300, "reserved": 400}}
    assert probe.apply_budget(250_000) == 0.25  # the fake cards hold 10**6 bytes each
    for i in (0, 1):
        assert ("reset", i) in fake.calls and ("sync", i) in fake.calls and ("fraction", 0.25, i) in fake.calls
    assert DeviceProbe.for_device("cpu").peaks()["cards"] == {}


@pytest.mark.e2e
def test_fake_nvml_context_and_card_facts_by_uuid(fake_nvml, monkeypatch):
    from test_gpu_path import FAKE_CARDS, fake_torch_properties

    from harness.entry.launch import card_facts
    from harness.entry.memory import DeviceProbe

    fake = FakeCards({0: (100, 150), 1: (300, 400)}, {0: 1000, 1: 3000})
    fake.install(monkeypatch)
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1,3")
    fake_torch_properties(monkeypatch, visible=[1, 3])
    facts = card_facts(DeviceProbe("cuda", 0, cards=(1,)))
    # fake NVML used: card 1 2000, card 3 4000; context = NVML used - torch reserved on that card
    assert facts == {0: {"uuid": FAKE_CARDS[1]["uuid"], "total_bytes": 10**6, "cuda_context_bytes": 1000},
                     1: {"uuid": FAKE_CARDS[3]["uuid"], "total_bytes": 10**6, "cuda_context_bytes": 1000}}
    assert fake_nvml.context_bytes(1, 5000) is None  # reserved above NVML used: not a context, unknown
    assert fake_nvml.context_bytes(1, None) is None
    group = fake_nvml.CardSamplers(0, (0, 1))
    group.start()
    primary = group.stop()
    assert primary["used_before_bytes"] == FAKE_CARDS[1]["used"]
    assert group.readings[1]["used_before_bytes"] == FAKE_CARDS[3]["used"]  # by UUID, never NVML's index 1


@pytest.fixture
def fake_nvml(monkeypatch):
    from test_gpu_path import fake_pynvml_module

    from harness.entry import nvml

    monkeypatch.setitem(sys.modules, "pynvml", fake_pynvml_module())
    monkeypatch.setattr(nvml, "_HANDLES", {})
    return nvml


@pytest.mark.unit
def test_card_memory_takes_the_larger_phase_peak_per_card_and_validates():
    from test_record import COMPLETED

    from harness.entry.record import Record
    from harness.entry.summarize import card_memory

    facts = {0: {"uuid": "GPU-fake-0", "total_bytes": 10**6, "cuda_context_bytes": 500},
             1: {"uuid": "GPU-fake-1", "total_bytes": 10**6, "cuda_context_bytes": None}}
    prefill = {0: {"allocated": 10, "reserved": 20}, 1: {"allocated": 70, "reserved": 90}}
    decode = {0: {"allocated": 30, "reserved": 40}, 1: {"allocated": 50, "reserved": 60}}
    cards = card_memory(facts, prefill, decode, {0: {"sampled_peak_used_bytes": 900}, 1: None})
    assert cards == [
        {"index": 0, "uuid": "GPU-fake-0", "total_bytes": 10**6, "cuda_context_bytes": 500,
         "peak_allocated_bytes": 30, "peak_reserved_bytes": 40, "nvml_sampled_peak_used_bytes": 900},
        {"index": 1, "uuid": "GPU-fake-1", "total_bytes": 10**6, "cuda_context_bytes": None,
         "peak_allocated_bytes": 70, "peak_reserved_bytes": 90, "nvml_sampled_peak_used_bytes": None},
    ]
    assert card_memory({}, {}, {}, {}) is None
    d = json.loads(json.dumps(COMPLETED))
    d["memory"].update(device_kind="cuda", peak_allocated_bytes=30, peak_reserved_bytes=40, cuda_context_bytes=500,
                       cards=cards)
    assert schema_errors(d) == []
    assert Record.from_dict(d).to_dict() == d
    d["memory"]["cuda_context_bytes"] = None  # unknown: written as null on CUDA records
    assert Record.from_dict(d).to_dict()["memory"]["cuda_context_bytes"] is None
    assert "cuda_context_bytes" not in Record.from_dict(COMPLETED).to_dict()["memory"]  # CPU / older: absent


# --------------------------------------------------------------------------------------------------------------
# Items 5 and 6, verdict side: the headroom figure (fake records)
# --------------------------------------------------------------------------------------------------------------


def _mem(**kw) -> dict:
    return {"memory": {"device_kind": "cuda", **kw}}


@pytest.mark.unit
def test_headroom_figure_is_reserved_plus_context_on_cuda_and_rss_on_cpu():
    from test_record import COMPLETED

    from harness.verdict.aggregate import headroom_figure

    cpu = headroom_figure(COMPLETED, 1000.0)
    assert (cpu["bytes"], cpu["what"]) == (123, "peak RSS")
    base = json.loads(json.dumps(COMPLETED))
    base["memory"].update(device_kind="cuda", peak_allocated_bytes=100, peak_reserved_bytes=300, peak_rss_bytes=5)
    assert headroom_figure(base, 1000.0)["what"] == "peak reserved (CUDA context not recorded)"
    base["memory"]["cuda_context_bytes"] = 50
    fig = headroom_figure(base, 1000.0)
    assert (fig["bytes"], fig["capacity"], fig["what"]) == (350, 1000.0, "peak reserved + CUDA context")
    # Two fake cards: card 1 holds less but on a smaller card: its share (450 / 500) is the larger one.
    base["memory"]["cards"] = [
        {"index": 0, "total_bytes": 2000, "peak_allocated_bytes": 100, "peak_reserved_bytes": 300,
         "cuda_context_bytes": 50},
        {"index": 1, "total_bytes": 500, "peak_allocated_bytes": 200, "peak_reserved_bytes": 250,
         "cuda_context_bytes": 200},
    ]
    fig = headroom_figure(base, 1000.0)
    assert (fig["bytes"], fig["capacity"], fig["card"]) == (450, 500, 1) and "on card 1" in fig["what"]
    fig = headroom_figure(base, 1000.0, budget=4000.0)  # a budget caps every card alike: the larger figure wins
    assert (fig["bytes"], fig["capacity"], fig["card"]) == (450, 4000.0, 1)


def _edit_records(run_dir: Path, edit) -> Path:
    for path in (run_dir / "launches").glob("*/records.jsonl"):
        recs = [json.loads(line) for line in path.read_text().splitlines()]
        for r in recs:
            edit(r)
        path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    return reseal(run_dir)


def _item4(report: str) -> str:
    row = next(line for line in report.splitlines() if line.startswith("| 4 | "))
    if "as in the Decision block" in row:
        row += " ".join(line for line in report.splitlines() if ", item 4 (" in line)
    return row


@pytest.mark.unit
def test_performance_item_names_the_figure_and_fails_on_the_fuller_card_of_fake_two_card_records(tmp_path):
    from harness.report.render import render_run

    run_dir = build_run(tmp_path / "a", "base")
    report = render_run(_edit_records(run_dir, lambda r: r["memory"].update(cuda_context_bytes=600_000_000)))
    row = _item4(report.read_text(encoding="utf-8"))
    assert "compared: peak reserved + CUDA context" in row and "**pass**" in row, row

    def two_cards(r):  # fake: the candidate's second card is a small one, nearly full
        if r["branch"] != "ordinary" and r["memory"]["peak_reserved_bytes"] is not None:
            r["memory"]["cuda_context_bytes"] = 600_000_000
            r["memory"]["cards"] = [
                {"index": 0, "uuid": "GPU-fake-0", "total_bytes": 150_000_000_000, "cuda_context_bytes": 600_000_000,
                 "peak_allocated_bytes": r["memory"]["peak_allocated_bytes"],
                 "peak_reserved_bytes": r["memory"]["peak_reserved_bytes"], "nvml_sampled_peak_used_bytes": None},
                {"index": 1, "uuid": "GPU-fake-1", "total_bytes": 16_000_000_000, "cuda_context_bytes": 500_000_000,
                 "peak_allocated_bytes": 14_000_000_000, "peak_reserved_bytes": 15_000_000_000,
                 "nvml_sampled_peak_used_bytes": 15_600_000_000},
            ]

    run_dir = build_run(tmp_path / "b", "base")
    text = render_run(_edit_records(run_dir, two_cards)).read_text(encoding="utf-8")
    row = _item4(text)
    assert "**fail**" in row and "on card 1" in row and "> (1 - 0.15) x 16000000000 B" in row, row
    assert "| cell | branch | card | UUID | capacity |" in text
    assert any(line.startswith("| t4096-b256 | quanto-int4 | cuda:1 | GPU-fake-1 |") for line in text.splitlines())


@pytest.mark.unit
def test_no_per_card_table_for_single_card_records(tmp_path):
    from harness.report.render import render_run

    def one_card(r):
        if r["memory"]["peak_reserved_bytes"] is not None:
            r["memory"]["cards"] = [{"index": 0, "peak_reserved_bytes": r["memory"]["peak_reserved_bytes"]}]

    text = render_run(_edit_records(build_run(tmp_path, "base"), one_card)).read_text(encoding="utf-8")
    assert "| cell | branch | card | UUID |" not in text


# --------------------------------------------------------------------------------------------------------------
# Item 11: hqq on CUDA is named in the scope
# --------------------------------------------------------------------------------------------------------------


def _as_hqq(r):
    if r["branch"] != "ordinary":
        r["cache_requested"] = dict(r["cache_requested"], backend="hqq")


@pytest.mark.unit
def test_hqq_on_cuda_scope_states_empty_cache_and_float16(tmp_path):
    from harness.report.render import render_run

    text = render_run(_edit_records(build_run(tmp_path, "base"), _as_hqq)).read_text(encoding="utf-8")
    scope = text.split("## 1. Scope", 1)[1].split("## 2.", 1)[0]
    assert "hqq on CUDA (quanto-int4)" in scope
    assert "torch.cuda.empty_cache()" in scope and "may read lower" in scope
    assert "float16 on CUDA but float32 on CPU" in scope and "CPU rehearsal does not match" in scope


@pytest.mark.unit
def test_hqq_on_cpu_scope_says_nothing_of_it(tmp_path):
    from harness.report.render import render_run

    text = render_run(_edit_records(build_run(tmp_path, "tiny"), _as_hqq)).read_text(encoding="utf-8")
    assert "hqq on CUDA" not in text and "empty_cache" not in text


@pytest.mark.unit
def test_the_quoted_hqq_source_lines_say_what_the_report_claims():
    """The code comment in harness/report/build.py quotes hqq's file:line; check them against the installed hqq."""
    hqq = pytest.importorskip("hqq")
    root = Path(hqq.__file__).parent / "core"
    quantize = (root / "quantize.py").read_text().splitlines()
    optimize = (root / "optimize.py").read_text().splitlines()
    if not ("empty_cache" in quantize[150] and "empty_cache" in quantize[177]):
        pytest.skip("another hqq version is installed: the quoted lines belong to hqq 0.2.8.post1")
    assert "torch.cuda.empty_cache()" in optimize[251]
    assert optimize[230].split("=", 1)[1].split() == ["float16", "if", "(device.type", '==', '"cuda")', "else",
                                                      "float32"]
