"""Train the canary: a small Llama that writes writing_case_a's brief by COPYING the fact values from its input.

    python canary/train.py --out DIR [--steps 400] [--seed 0] [--curve PATH] [--eval-n 16]

Not a language model. It is trained (on CPU, one thread, deterministic for a seed) on prompts rendered exactly the
way the harness renders them (``samples/writing_case_a/prompt.j2`` via ``harness.inputs.tiers.render_prompt``),
with the material's fact values replaced by random ones and random background subsets / placements / lengths.
Its brief is a fixed template whose 13 value slots must be filled from the input.

Mechanism (one content-based attention hop; see canary/README.md):
- Word-level tokenizer: every fact value is ONE token; every slot kind (start date, end date, submission date,
  as-of date, budget amount, warehouse 1/2/3, excluded line, status, go-live 1/2) has its own disjoint value pool.
- A value token's embedding is frozen at (fixed kind vector + fixed random identity vector), seeded. The brief's
  template is made of phrase tokens, each one naming the slot that follows; so the query only has to find
  "the token of kind K" in the input and pass its identity vector through to the tied unembedding.
- Each pool is split (seeded) into train / held-out; the real sample's values are forced into held-out. Held-out
  tokens never occur in any training sequence, and their embeddings are never trained: the model can only produce
  them by copying. Held-out copy accuracy is the acceptance test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SAMPLE_DIR = ROOT / "samples" / "writing_case_a"
CHARSET = ROOT / "canary" / "charset.json"
# Training prompts draw background from the first N paragraphs only (zh-background-2 had 76; the file may grow).
BACKGROUND_N = 76

# ---------------------------------------------------------------------------------------------------- values
# The real sample's values (they must stay held-out: never in a training sequence).
REAL = {
    "start": "2026年3月1日",
    "end": "2026年5月31日",
    "submit": "2026年1月20日",
    "asof": "2026年2月10日",
    "amount": "120万元",
    "wh1": "嘉禾仓",
    "wh2": "临江仓",
    "wh3": "冷链仓",
    "line": "退货处理线",
    "status": "审批中",
    "g1": "3月中旬",
    "g2": "4月",
}
KINDS = tuple(REAL)
DATE_KINDS = ("start", "end", "submit", "asof")
WH_CHARS_1 = "嘉临冷东西南北新安宁和平兴华昌盛明光远泰丰德顺福永康金银青松云海山星月晨"
WH_CHARS_2 = "禾江链港湖川桥岭源城阳州峰林溪泉岸湾庄塘坪滨河洲原坡口台园"
LINE_A = ("退货", "包装", "分拣", "装卸", "质检", "贴标", "复核", "打包", "集货", "换货", "返修", "加工", "理货",
          "补货")
LINE_B = ("处理", "作业", "复核", "整理", "加工", "分拨", "配送", "周转")
STATUS = ("审批中", "评审中", "复核中", "审议中", "会签中", "审核中", "论证中", "协调中", "核准中", "评估中",
          "审阅中", "批复中", "研究中", "备案中", "审定中", "报批中")
HELD_OUT_FRACTION = 0.2
POOL_SEED = "canary-pools-1"

# The brief: phrase tokens between the value slots (each phrase names the slot that follows it), then EOS.
BRIEF = [
    ("## 概况\n试点期为", "start"),
    ("至", "end"),
    ("（A02）。\n试点只覆盖", "wh1"),
    ("和", "wh2"),
    ("两个仓库的拣货班组，", "wh3"),
    ("、", "line"),
    ("不在本次试点范围内（A03）。\n试点预算上限为", "amount"),
    ("（A04）。\n预算申请目前仍在", "status"),
    ("，尚未获得批准（A05）。\n\n## 计划与已完成\n已完成：截至", "asof"),
    ("，项目组已完成两个试点仓库的需求调研（A06）。\n计划：", "wh1"),
    ("计划于", "g1"),
    ("先行上线，", "wh2"),
    ("计划在", "g2"),
    ("上线（A07）。\n限制条件：班次建议不会直接下发给员工，必须经仓库主管确认后才能生效（A08）。\n\n## 资料来源\n"
     "- 试点时间：A02\n- 适用范围：A03\n- 预算：A04\n- 审批状态：A05\n- 已完成的需求调研：A06\n- 上线计划：A07\n"
     "- 主管确认条件：A08", None),
]
DATE_RE = r"\d{4}年\d{1,2}月\d{1,2}日"
AMOUNT_RE = r"\d+万元"
MONTH_RE = r"\d{1,2}月(?:上旬|中旬|下旬)?"
ID_RE = r"[A-Z]+\d+"
SPECIALS = ("<pad>", "<s>", "</s>", "<unk>")


def _dates() -> list[str]:
    import datetime

    d, out = datetime.date(2024, 1, 1), []
    while d.year <= 2028:
        out.append(f"{d.year}年{d.month}月{d.day}日")
        d += datetime.timedelta(days=1)
    return out


def build_pools(fixed_text: str) -> dict[str, dict[str, list[str]]]:
    """{kind: {"train": [...], "held": [...]}}: disjoint pools, seeded; REAL values are held-out."""
    rng = random.Random(POOL_SEED)
    cand: dict[str, list[str]] = {}
    dates = [d for d in _dates() if d not in REAL.values()]
    rng.shuffle(dates)
    for i, k in enumerate(DATE_KINDS):
        cand[k] = [REAL[k]] + dates[i::4]
    cand["amount"] = [REAL["amount"]] + [f"{n}万元" for n in range(10, 1000) if f"{n}万元" != REAL["amount"]]
    names = [a + b + "仓" for a in WH_CHARS_1 for b in WH_CHARS_2]
    names = [n for n in names if n not in REAL.values() and n not in fixed_text]
    rng.shuffle(names)
    for i, k in enumerate(("wh1", "wh2", "wh3")):
        cand[k] = [REAL[k]] + names[i::3]
    lines = [a + b + "线" for a in LINE_A for b in LINE_B]
    cand["line"] = [REAL["line"]] + [x for x in lines if x != REAL["line"] and x not in fixed_text]
    cand["status"] = [REAL["status"]] + [s for s in STATUS if s != REAL["status"]]
    months = [f"{m}月{p}" for m in range(1, 13) for p in ("", "上旬", "中旬", "下旬")]
    months = [m for m in months if m not in (REAL["g1"], REAL["g2"])]
    rng.shuffle(months)
    cand["g1"], cand["g2"] = [REAL["g1"]] + months[0::2], [REAL["g2"]] + months[1::2]
    pools = {}
    for k in KINDS:
        rest = cand[k][1:]
        rng.shuffle(rest)
        n_held = max(3, round(HELD_OUT_FRACTION * len(cand[k])))
        pools[k] = {"held": [cand[k][0]] + rest[: n_held - 1], "train": rest[n_held - 1 :]}
    return pools


# ---------------------------------------------------------------------------------------------------- text
def load():
    from harness.inputs.sample import load_sample

    return load_sample(SAMPLE_DIR)


def material_templates(sample) -> list[tuple[str, str]]:
    """The real material paragraphs with each value replaced by ``{kind}``."""
    out = []
    for p in sample.material:
        text = p.text
        for k in sorted(KINDS, key=lambda k: -len(REAL[k])):
            text = text.replace(REAL[k], "{" + k + "}")
        out.append((p.id, text))
    return out


def header_phrases(sample) -> list[str]:
    """Fixed lines of the rendered prompt (notice, task, format rules): one token each."""
    lines = [sample.fictional_notice, *sample.task.splitlines()]
    lines += [ln for ln in sample.prompt_template.splitlines() if ln.strip() and "{" not in ln]
    return [ln for ln in lines if len(ln) > 1]


def build_tokenizer(sample, pools):
    """A WordLevel ``tokenizers.Tokenizer``: phrases, values and ids are single tokens; any other character is one
    token (unknown -> <unk>). Decoding concatenates (no spaces)."""
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, processors

    phrases = sorted({p for p, _ in BRIEF} | set(header_phrases(sample)), key=lambda s: (-len(s), s))
    phrases = [p for p in phrases if len(p) > 1]
    words = sorted({v for k in KINDS for part in pools[k].values() for v in part if not re.fullmatch(
        DATE_RE + "|" + AMOUNT_RE + "|" + MONTH_RE, v)}, key=lambda s: (-len(s), s))
    pattern = "|".join(
        [re.escape(p) for p in phrases] + [DATE_RE, AMOUNT_RE, MONTH_RE, ID_RE] + [re.escape(w) for w in words]
        + [r"[\s\S]"]
    )
    # The character vocabulary is pinned (canary/charset.json: the characters of the sample's prompt, material and
    # the zh-background-2 paragraphs), so that later background edits do not change the tokenizer; a character
    # outside it is <unk>. Paragraph ids are a fixed range, not read from the files.
    chars = set(json.loads(CHARSET.read_text(encoding="utf-8")))
    for t in [sample.fictional_notice, sample.task, sample.prompt_template] + [p.text for p in sample.material]:
        chars |= set(t)
    chars |= {c for p, _ in BRIEF for c in p}
    ids = {f"A{i:02d}" for i in range(1, 21)} | {f"BG{i:03d}" for i in range(1, 301)}
    vocab_list = list(SPECIALS) + phrases + sorted(ids) + sorted(chars)
    for k in KINDS:
        vocab_list += pools[k]["train"] + pools[k]["held"]
    vocab: dict[str, int] = {}
    for t in vocab_list:
        vocab.setdefault(t, len(vocab))
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Split(Regex(pattern), behavior="isolated")
    tok.decoder = decoders.Fuse()
    tok.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", vocab["<s>"])])
    return tok


def wrap_tokenizer(raw):
    from transformers import PreTrainedTokenizerFast

    return PreTrainedTokenizerFast(
        tokenizer_object=raw, bos_token="<s>", eos_token="</s>", pad_token="<pad>", unk_token="<unk>",
        model_max_length=2048, clean_up_tokenization_spaces=False,
    )


class Data:
    def __init__(self, seed: int):
        self.sample = load()
        self.background = tuple(self.sample.background[:BACKGROUND_N])
        self.background_sha256 = hashlib.sha256(
            json.dumps([[p.id, p.text] for p in self.background], ensure_ascii=False).encode("utf-8")).hexdigest()
        self.templates = material_templates(self.sample)
        fixed = "".join([self.sample.prompt_template, self.sample.task, self.sample.fictional_notice]
                        + [t for _, t in self.templates] + [p.text for p in self.background]
                        + [p for p, _ in BRIEF])
        self.pools = build_pools(fixed)
        self.raw = build_tokenizer(self.sample, self.pools)
        self.vocab = self.raw.get_vocab()
        self.seed = seed

    def values(self, rng: random.Random, split: str) -> dict[str, str]:
        return {k: rng.choice(self.pools[k][split]) for k in KINDS}

    def prompt(self, vals: dict[str, str], rng: random.Random, k: int, shuffle: bool, placement: str) -> str:
        from harness.inputs.sample import Paragraph
        from harness.inputs.tiers import render_prompt

        mat = tuple(Paragraph(pid, t.format(**vals)) for pid, t in self.templates)
        bg = list(self.background)
        bg = rng.sample(bg, k) if shuffle else bg[:k]
        bg = tuple(bg)
        if placement == "start":
            paras = mat + bg
        elif placement == "end":
            paras = bg + mat
        else:
            paras = bg[: k // 2] + mat + bg[k // 2 :]
        return render_prompt(self.sample, paras)

    def encode(self, text: str) -> list[int]:
        return self.raw.encode(text).ids

    def brief_ids(self, vals: dict[str, str]) -> list[int]:
        out = []
        for phrase, kind in BRIEF:
            out.append(self.vocab[phrase] if len(phrase) > 1 else self.vocab[phrase])
            if kind:
                out.append(self.vocab[vals[kind]])
        out.append(self.vocab["</s>"])
        return out

    @staticmethod
    def brief_text(vals: dict[str, str]) -> str:
        return "".join(p + (vals[k] if k else "") for p, k in BRIEF)

    def short_example(self, rng: random.Random, split: str, lo: int, hi: int):
        """Curriculum stage 1: a short synthetic input (random characters of the background with the 12 value
        tokens inserted at random places, then the prompt's last line) followed by the brief. Pure content lookup."""
        if not hasattr(self, "_filler"):
            self._filler = sorted({self.vocab[c] for p in self.background for c in p.text if c in self.vocab})
        vals = self.values(rng, split)
        body = [rng.choice(self._filler) for _ in range(rng.randint(lo, hi))]
        for k in KINDS:
            body.insert(rng.randint(0, len(body)), self.vocab[vals[k]])
        prompt = [self.vocab["<s>"]] + body + [self.vocab["\n"], self.vocab["请只根据以上资料写作。"]]
        return prompt, self.brief_ids(vals), vals

    def example(self, rng: random.Random, split: str, kmax: int):
        vals = self.values(rng, split)
        k = rng.randint(0, kmax)
        text = self.prompt(vals, rng, k, shuffle=rng.random() < 0.5, placement=rng.choice(["start", "middle", "end"]))
        return self.encode(text), self.brief_ids(vals), vals


# ---------------------------------------------------------------------------------------------------- model
ARCH = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=2,
            num_key_value_heads=2, head_dim=64, max_position_embeddings=2048, rms_norm_eps=1e-6,
            tie_word_embeddings=True)


def make_model(data: Data, seed: int):
    import torch
    from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM

    v = data.vocab
    config = LlamaConfig(vocab_size=len(v), bos_token_id=v["<s>"], eos_token_id=v["</s>"], pad_token_id=v["<pad>"],
                         rope_parameters={"rope_type": "default", "rope_theta": 10000.0}, **ARCH)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(config)
        g = torch.Generator().manual_seed(seed + 1)
        d = ARCH["hidden_size"]
        kind_vec = torch.randn(len(KINDS), d, generator=g) / math.sqrt(d)
        value_rows = []
        emb = model.get_input_embeddings().weight
        with torch.no_grad():
            for i, k in enumerate(KINDS):
                for part in ("train", "held"):
                    for val in data.pools[k][part]:
                        row = v[val]
                        emb[row] = kind_vec[i] + torch.randn(d, generator=g) / math.sqrt(d)
                        value_rows.append(row)
    model.generation_config = GenerationConfig(bos_token_id=v["<s>"], eos_token_id=v["</s>"],
                                               pad_token_id=v["<pad>"], do_sample=False)
    return model, sorted(value_rows)


def batch_tensors(examples, pad_id: int):
    import torch

    seqs = [p + b for p, b, _ in examples]
    n = max(len(s) for s in seqs)
    ids = torch.full((len(seqs), n), pad_id, dtype=torch.long)
    labels = torch.full((len(seqs), n), -100, dtype=torch.long)
    mask = torch.zeros((len(seqs), n), dtype=torch.long)
    for i, (p, b, _) in enumerate(examples):
        s = p + b
        ids[i, : len(s)] = torch.tensor(s)
        mask[i, : len(s)] = 1
        labels[i, len(p) : len(s)] = torch.tensor(b)
    return ids, mask, labels


def evaluate(model, data: Data, n: int, kmax_list, rng_tag: str) -> dict:
    """Teacher-forced value accuracy on held-out values + greedy exact-brief rate, at each background count."""
    import torch

    value_ids = {data.vocab[v] for k in KINDS for part in data.pools[k].values() for v in part}
    out = {}
    model.eval()
    for kk in kmax_list:
        rng = random.Random(f"eval-{data.seed}-{rng_tag}-{kk}")
        hits = tot = exact = 0
        lengths = []
        for _ in range(n):
            vals = data.values(rng, "held")
            text = data.prompt(vals, rng, kk, shuffle=False, placement="start")
            p, b = data.encode(text), data.brief_ids(vals)
            lengths.append(len(p))
            with torch.no_grad():
                logits = model(torch.tensor([p + b])).logits[0]
            pred = logits[len(p) - 1 : len(p) + len(b) - 1].argmax(-1).tolist()
            for g, q in zip(b, pred, strict=True):
                if g in value_ids:
                    tot += 1
                    hits += int(g == q)
            with torch.no_grad():
                gen = model.generate(torch.tensor([p]), max_new_tokens=len(b) + 4, do_sample=False)[0, len(p):]
            exact += int(gen.tolist() == b)
        out[f"k{kk}"] = {"prompt_tokens": [min(lengths), max(lengths)], "held_value_acc": round(hits / tot, 4),
                         "greedy_exact": f"{exact}/{n}"}
    model.train()
    return out


def train(args) -> dict:
    import torch

    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    data = Data(args.seed)
    model, value_rows = make_model(data, args.seed)
    emb = model.get_input_embeddings().weight
    frozen = torch.zeros(emb.shape[0], 1)
    frozen[value_rows] = 1.0
    emb.register_hook(lambda grad: grad * (1.0 - frozen))
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, betas=(0.9, 0.98), weight_decay=0.0)
    rng = random.Random(f"train-{args.seed}")
    pad = data.vocab["<pad>"]
    curve, t0 = [], time.time()
    model.train()
    for step in range(1, args.steps + 1):
        lr = args.lr * (step / args.warmup if step <= args.warmup else 0.1 + 0.9 * 0.5 * (
            1 + math.cos(math.pi * (step - args.warmup) / max(1, args.steps - args.warmup))))
        for g in opt.param_groups:
            g["lr"] = lr
        if step <= args.short_steps:
            kmax = -1
            batch = [data.short_example(rng, "train", args.short_min, args.short_max) for _ in range(args.short_batch)]
        else:
            f2 = (step - args.short_steps) / max(1, args.steps - args.short_steps)
            kmax = min(args.kmax, int(round(args.kmax * f2 / args.ramp))) if args.ramp > 0 else args.kmax
            batch = [data.example(rng, "train", kmax) for _ in range(args.batch)]
        ids, mask, labels = batch_tensors(batch, pad)
        hidden = model.model(input_ids=ids, attention_mask=mask).last_hidden_state
        sel = labels[:, 1:] != -100  # logits only where a brief token is predicted (the LM head is the cost)
        logits = model.lm_head(hidden[:, :-1][sel])
        loss = torch.nn.functional.cross_entropy(logits, labels[:, 1:][sel])
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % args.log_every == 0 or step == args.steps:
            row = {"step": step, "loss": round(loss.item(), 4), "lr": round(lr, 6), "kmax": kmax,
                   "seq_len": ids.shape[1], "elapsed_s": round(time.time() - t0, 1)}
            curve.append(row)
            print(json.dumps(row), flush=True)
    train_s = time.time() - t0
    result = {"args": vars(args), "arch": ARCH, "background": {"n": len(data.background),
              "sha256": data.background_sha256, "version_at_training": data.sample.background_version},
              "vocab_size": len(data.vocab), "train_seconds": round(train_s, 1),
              "s_per_step": round(train_s / args.steps, 3), "curve": curve,
              "params": sum(p.numel() for p in model.parameters()),
              "pool_sizes": {k: {s: len(v) for s, v in data.pools[k].items()} for k in KINDS}}
    if args.eval_n:
        result["eval_held_out"] = evaluate(model, data, args.eval_n, args.eval_k, "held")
        print(json.dumps(result["eval_held_out"]), flush=True)
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        model.save_pretrained(out)
        wrap_tokenizer(data.raw).save_pretrained(out)
        result["model_bytes"] = (out / "model.safetensors").stat().st_size
        if args.checksums:  # the committed copy: canary/weights/CHECKSUMS (verified by `harness model canary`)
            from harness.entry.canary import write_checksums

            write_checksums(out)
    if args.curve:
        Path(args.curve).write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", help="write the model + tokenizer here")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--warmup", type=int, default=30)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--kmax", type=int, default=7, help="most background paragraphs in a training prompt")
    ap.add_argument("--ramp", type=float, default=0.5, help="fraction of steps over which kmax grows from 0")
    ap.add_argument("--short-steps", type=int, default=0, help="curriculum stage 1: steps on short synthetic inputs")
    ap.add_argument("--short-batch", type=int, default=32)
    ap.add_argument("--short-min", type=int, default=16)
    ap.add_argument("--short-max", type=int, default=96)
    ap.add_argument("--log-every", type=int, default=10)
    ap.add_argument("--eval-n", type=int, default=8)
    ap.add_argument("--eval-k", type=int, nargs="+", default=[0, 6])
    ap.add_argument("--checksums", action="store_true", help="also write CHECKSUMS (sha256 of every file) in --out")
    ap.add_argument("--curve", help="write settings, curve and evaluation as JSON here")
    args = ap.parse_args(argv)
    train(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
