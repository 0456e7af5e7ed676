"""Canary model, first measurement (issue 17): can a small Llama learn on CPU to copy fact values into a brief?

Not wired into the harness. Everything is seeded; run from the repo root:

    python canary/train.py --steps 600 --out /tmp/canary --seed 0 --max-len 1024

Mechanism (what the issue suggests):
- A word-level vocabulary (``tokenizers`` WordLevel, whitespace split): every fact value (a date, an amount, a
  warehouse name, a person's name, a status, a go-live month) is ONE token. Background paragraphs (from
  samples/writing_case_a/background.yaml) are split into single Han characters, so they are distractors with no
  value tokens in them.
- Each variant draws fresh values and places the eight material paragraphs among a random subset of background
  chunks; paragraph ids (P01, P02, ...) follow the order of appearance, so the ids the brief cites change too.
- The brief repeats, before each value, the words that precede it in the material (e.g. ``试点期 定为 <date>``), so
  one induction-style attention hop finds the value wherever it sits.
- Value pools (dates, amounts, warehouses, names) are split by a fixed seed into a TRAIN part and a HELD-OUT part.
  Training only ever uses train-pool values. Evaluation reports two sets:
  ``fresh``  fresh random variants (new seeds) drawing values from the train pool (new combinations and placements);
  ``unseen`` variants whose pooled values come only from the held-out pool: those tokens never occur in training,
             so they can only be produced by copying them from the input.
  Statuses and go-live months are small categorical sets (not split); they are reported separately.
- Curriculum: input length drawn uniformly in [64, cur_max], cur_max growing linearly from 160 to --max-len over
  the first 60% of the steps.
- Embeddings are tied (lm_head = embedding^T), so copying a token's embedding through attention scores that same
  token at the output even if its row was never trained.

Outputs in --out: a loadable model dir (config.json, model.safetensors, tokenizer files; ``from_pretrained``
works), ``curve.json`` (loss curve + evals + settings + wall time). ``--curve`` also copies curve.json elsewhere.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]  # moved to canary/attempt1/
BACKGROUND = REPO / "samples" / "writing_case_a" / "background.yaml"

SPECIALS = ["<pad>", "<s>", "</s>", "<unk>", "<nl>"]
NL = "<nl>"

# ---------------------------------------------------------------- value pools (one token each)
_SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈")
_GIVEN = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华兰红梅玉婷凯琳晨宇浩然欣怡")
_PLACE = list("嘉禾临江青石云岫白沙松岭清河北湖南塘东港西山金桥银川长宁安平乐华丰泽秀水明月星海")
STATUSES = ["审批中", "已获批准", "已被驳回", "待提交", "需补充材料"]
MONTH_PARTS = [f"{m}月{p}" for m in range(1, 13) for p in ("上旬", "中旬", "下旬", "")]


def _dates() -> list[str]:
    import datetime as dt
    d, end, out = dt.date(2024, 1, 1), dt.date(2028, 12, 31), []
    while d <= end:
        out.append(f"{d.year}年{d.month}月{d.day}日")
        d += dt.timedelta(days=1)
    return out


def build_pools(pool_seed: int = 1234) -> dict[str, dict[str, list[str]]]:
    """Each pooled kind -> {'train': [...], 'heldout': [...]} (20% held out), fixed by ``pool_seed``."""
    rng = random.Random(pool_seed)
    kinds = {
        "date": _dates(),
        "amount": [f"{n}万元" for n in range(10, 1000)],
        "warehouse": sorted({a + b + "仓" for a in _PLACE for b in _PLACE if a != b})[:600],
        "name": [s + g + h for s in _SURNAMES for g in _GIVEN[:12] for h in _GIVEN[12:24]][:1200],
    }
    pools = {}
    for k, vals in kinds.items():
        vals = list(vals)
        rng.shuffle(vals)
        cut = len(vals) // 5
        pools[k] = {"heldout": sorted(vals[:cut]), "train": sorted(vals[cut:])}
    return pools


def background_chars() -> list[list[str]]:
    data = yaml.safe_load(BACKGROUND.read_text(encoding="utf-8"))
    return [[c for c in p["text"] if not c.isspace()] for p in data["paragraphs"]]


# ---------------------------------------------------------------- case variants
# Material paragraphs as token lists; {slot} marks a value. The brief repeats the words before each value.
MATERIAL = [
    ("intro", "云岫仓储 计划 在 部分 仓库 试用 智能排班助手 。 助手 生成 拣货 班次 建议 ， 本身 不做 排班 决定 。"),
    ("period", "试点期 定为 {start} 至 {end} 。 试点 结束 后 由 项目组 汇总 试用 记录 。"),
    ("scope", "试点 只 覆盖 {wh1} 和 {wh2} 两个 仓库 的 拣货 班组 。 冷链仓 和 退货处理线 不在 范围 内 。"),
    ("budget", "试点 预算 上限 为 {amount} ， 包含 软件授权 、 数据接口 改造 和 现场培训 。"),
    ("approval", "预算 申请 已于 {submitted} 提交 集团 投资委员会 ， 审批 状态 为 {status} 。"),
    ("research", "截至 {asof} ， 项目组 （ 负责人 {lead} ） 已 完成 需求调研 。"),
    ("golive", "按照 计划 ， {wh1} 计划 于 {m1} 上线 ， {wh2} 计划 于 {m2} 上线 。"),
    ("rule", "班次 建议 不会 直接下发 给 员工 ， 必须 经 仓库主管 确认 后 才能 生效 。"),
]
PROMPT_HEAD = "任务 ： 仅 根据 资料 写 项目简报 。 资料 ："
PROMPT_TAIL = "请 只 根据 以上 资料 写作 。 简报 ："

# (slot name, template words before it in the brief); paragraph-id slots are "id:<paragraph key>".
BRIEF = [
    "## 概况 <nl>",
    "试点期 定为 {start} 至 {end} 。 <nl>",
    "试点 只 覆盖 {wh1} 和 {wh2} 。 <nl>",
    "试点 预算 上限 为 {amount} 。 <nl>",
    "审批 状态 为 {status} 。 <nl>",
    "## 计划与已完成 <nl>",
    "截至 {asof} ， 项目组 （ 负责人 {lead} ） 已 完成 需求调研 。 <nl>",
    "{wh1} 计划 于 {m1} 上线 ， {wh2} 计划 于 {m2} 上线 。 <nl>",
    "班次 建议 必须 经 仓库主管 确认 后 才能 生效 。 <nl>",
    "## 资料来源 <nl>",
    "试点期 {id:period} <nl> 范围 {id:scope} <nl> 预算 {id:budget} <nl> 审批 {id:approval} <nl>"
    " 调研 {id:research} <nl> 上线 {id:golive} <nl> 主管确认 {id:rule}",
]
POOLED = {"start": "date", "end": "date", "submitted": "date", "asof": "date", "amount": "amount",
          "wh1": "warehouse", "wh2": "warehouse", "lead": "name"}
MAX_PARAS = 60
PARA_IDS = [f"[P{i:02d}]" for i in range(1, MAX_PARAS + 1)]


def draw_values(rng: random.Random, pools, split: str) -> dict[str, str]:
    v = {}
    d = rng.sample(pools["date"][split], 4)
    v["start"], v["end"], v["submitted"], v["asof"] = d
    v["amount"] = rng.choice(pools["amount"][split])
    v["wh1"], v["wh2"] = rng.sample(pools["warehouse"][split], 2)
    v["lead"] = rng.choice(pools["name"][split])
    v["status"] = rng.choice(STATUSES)
    v["m1"], v["m2"] = rng.sample(MONTH_PARTS, 2)
    return v


def _fill(template: str, values: dict[str, str]) -> list[tuple[str, str | None]]:
    """Template -> [(token, slot or None)]."""
    out = []
    for w in template.split():
        if w.startswith("{") and w.endswith("}"):
            out.append((values[w[1:-1]], w[1:-1]))
        else:
            out.append((w, None))
    return out


def make_variant(rng: random.Random, pools, bg, target_len: int, split: str = "train"):
    """One case variant near ``target_len`` input tokens -> (prompt tokens, brief [(token, slot)], values)."""
    values = draw_values(rng, pools, split)
    mat = [(key, _fill(t, values)) for key, t in MATERIAL]
    base = len(PROMPT_HEAD.split()) + len(PROMPT_TAIL.split()) + sum(len(p) + 2 for _, p in mat)
    budget = max(0, target_len - base)
    chunks = []  # background chunks: random paragraph, random span, until the budget is used
    while budget > 8 and len(chunks) + len(mat) < MAX_PARAS:
        para = rng.choice(bg)
        n = min(budget - 2, rng.randint(12, 60), len(para))
        s = rng.randint(0, len(para) - n)
        chunks.append(("bg", [(c, None) for c in para[s:s + n]]))
        budget -= n + 2
    paras = mat + chunks
    order = [paras[0]] + rng.sample(paras[1:], len(paras) - 1)  # intro first, the rest shuffled
    ids = {}
    prompt = PROMPT_HEAD.split() + [NL]
    for i, (key, toks) in enumerate(order):
        pid = PARA_IDS[i]
        if key != "bg":
            ids[key] = pid
        prompt += [pid] + [t for t, _ in toks] + [NL]
    prompt += PROMPT_TAIL.split() + [NL]
    brief_vals = dict(values)
    brief_vals.update({f"id:{k}": v for k, v in ids.items()})
    brief = []
    for line in BRIEF:
        brief += _fill(line, brief_vals)
    brief.append(("</s>", None))
    return prompt, brief, values


def build_vocab(pools, bg) -> list[str]:
    words = set()
    for _, t in MATERIAL:
        words.update(w for w in t.split() if not w.startswith("{"))
    for t in BRIEF + [PROMPT_HEAD, PROMPT_TAIL]:
        words.update(w for w in t.split() if not w.startswith("{"))
    for p in bg:
        words.update(p)
    for k in pools.values():
        words.update(k["train"]) ; words.update(k["heldout"])
    words.update(STATUSES)
    words.update(m for m in MONTH_PARTS)
    words.update(PARA_IDS)
    words.difference_update(SPECIALS)
    return SPECIALS + sorted(words)


# ---------------------------------------------------------------- model
def make_tokenizer(vocab: list[str]):
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(vocab)}, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    return PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="<pad>",
                                   unk_token="<unk>", model_max_length=4096)


def make_model(vocab_size: int, args, seed: int):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(
        vocab_size=vocab_size, hidden_size=args.hidden, intermediate_size=2 * args.hidden,
        num_hidden_layers=args.layers, num_attention_heads=args.heads, num_key_value_heads=args.heads,
        head_dim=args.hidden // args.heads, max_position_embeddings=4096, rms_norm_eps=1e-6,
        tie_word_embeddings=True, bos_token_id=1, eos_token_id=2, pad_token_id=0,
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
    )
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(cfg)
    return model


def encode(tok2id, prompt, brief):
    ids = [1] + [tok2id[t] for t in prompt]
    n_prompt = len(ids)
    ids += [tok2id[t] for t, _ in brief]
    slots = {}  # slot -> index in ids of the value token
    for j, (_, s) in enumerate(brief):
        if s is not None:
            slots.setdefault(s, n_prompt + j)
    return ids, n_prompt, slots


def batch_tensors(encoded):
    import torch
    L = max(len(e[0]) for e in encoded)
    x = torch.zeros(len(encoded), L, dtype=torch.long)
    att = torch.zeros(len(encoded), L, dtype=torch.long)
    lab = torch.full((len(encoded), L), -100, dtype=torch.long)
    for i, (ids, n_prompt, _) in enumerate(encoded):
        x[i, :len(ids)] = torch.tensor(ids)
        att[i, :len(ids)] = 1
        lab[i, n_prompt:len(ids)] = torch.tensor(ids[n_prompt:])
    return x, att, lab


def slot_group(slot: str) -> str:
    if slot.startswith("id:"):
        return "para_id"
    if slot in POOLED:
        return POOLED[slot]
    return {"status": "status", "m1": "month", "m2": "month"}[slot]


def evaluate(model, tok2id, id2tok, pools, bg, seed, length, split, n=48, bs=8, n_gen=8):
    """Teacher-forced exact-copy accuracy per slot at value positions + greedy whole-brief exact match."""
    import torch
    rng = random.Random(f"eval-{seed}-{split}-{length}")
    model.eval()
    per_slot, per_group = {}, {}
    gen_exact, gen_slot_ok, gen_slot_n = 0, 0, 0
    lens = []
    with torch.no_grad():
        variants = [make_variant(rng, pools, bg, length, split) for _ in range(n)]
        enc = [encode(tok2id, p, b) for p, b, _ in variants]
        lens = [e[1] for e in enc]
        for i in range(0, n, bs):
            part = enc[i:i + bs]
            x, att, _ = batch_tensors(part)
            pred = model(input_ids=x, attention_mask=att).logits.argmax(-1)
            for k, (ids, _, slots) in enumerate(part):
                for s, pos in slots.items():
                    ok = int(pred[k, pos - 1].item() == ids[pos])
                    per_slot.setdefault(s, []).append(ok)
                    per_group.setdefault(slot_group(s), []).append(ok)
        for ids, n_prompt, slots in enc[:n_gen]:  # free greedy generation
            cur = torch.tensor([ids[:n_prompt]])
            out = model.generate(cur, attention_mask=torch.ones_like(cur), max_new_tokens=len(ids) - n_prompt + 4,
                                 do_sample=False, eos_token_id=2, pad_token_id=0)[0, n_prompt:].tolist()
            gold = ids[n_prompt:]
            gen_exact += int(out[:len(gold)] == gold)
            for s, pos in slots.items():
                j = pos - n_prompt
                gen_slot_n += 1
                gen_slot_ok += int(j < len(out) and out[j] == gold[j])
    model.train()
    mean = lambda v: round(sum(v) / len(v), 4)
    return {
        "length_target": length, "split": split, "n": n, "mean_input_tokens": round(sum(lens) / len(lens), 1),
        "copy_acc_all_slots": mean([o for v in per_slot.values() for o in v]),
        "copy_acc_by_kind": {g: mean(v) for g, v in sorted(per_group.items())},
        "copy_acc_by_slot": {s: mean(v) for s, v in sorted(per_slot.items())},
        "greedy_n": n_gen, "greedy_brief_exact": round(gen_exact / max(1, n_gen), 4),
        "greedy_slot_acc_by_position": round(gen_slot_ok / max(1, gen_slot_n), 4),
    }


def freeze_value_rows(model, pools, tok2id, seed):
    """Pooled value tokens: row = kind vector + identity vector (both seeded, std 0.02 overall); grads masked."""
    import torch
    emb = model.get_input_embeddings().weight
    g = torch.Generator().manual_seed(seed + 777)
    rows = []
    with torch.no_grad():
        for k, kind in enumerate(sorted(pools)):
            kind_vec = torch.randn(emb.shape[1], generator=g)
            for w in pools[kind]["train"] + pools[kind]["heldout"]:
                i = tok2id[w]
                emb[i] = 0.02 * (0.6 * kind_vec + 0.8 * torch.randn(emb.shape[1], generator=g))
                rows.append(i)
    mask = torch.ones(emb.shape[0], 1)
    mask[rows] = 0.0
    emb.register_hook(lambda grad: grad * mask)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=600)
    p.add_argument("--out", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-len", type=int, default=1024)
    p.add_argument("--min-len", type=int, default=64)
    p.add_argument("--start-len", type=int, default=160, help="curriculum: cur_max at step 0")
    p.add_argument("--ramp", type=float, default=0.6, help="fraction of steps over which cur_max reaches max-len")
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--tokens-per-batch", type=int, default=4096, help="cap: batch shrinks for long inputs")
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--warmup", type=int, default=30)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--log-every", type=int, default=25)
    p.add_argument("--eval-lengths", default="256,1024")
    p.add_argument("--eval-n", type=int, default=48)
    p.add_argument("--time-limit", type=float, default=0, help="stop training after this many seconds (0: none)")
    p.add_argument("--curve", default="", help="also write the curve JSON here")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--freeze-values", action="store_true",
                   help="value-token embedding rows = fixed kind vector + fixed random identity, never trained, so "
                        "held-out values look to the model exactly like trained ones")
    args = p.parse_args(argv)

    import torch
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    t0 = time.time()
    pools, bg = build_pools(), background_chars()
    vocab = build_vocab(pools, bg)
    tok2id = {w: i for i, w in enumerate(vocab)}
    id2tok = vocab
    tokenizer = make_tokenizer(vocab)
    model = make_model(len(vocab), args, args.seed)
    if args.freeze_values:
        freeze_value_rows(model, pools, tok2id, args.seed)
    n_params = sum(p.numel() for p in model.parameters())
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, betas=(0.9, 0.98), weight_decay=0.0)
    rng = random.Random(f"train-{args.seed}")
    curve, evals = [], []
    model.train()
    run_loss, run_n, step = 0.0, 0, 0
    for step in range(1, args.steps + 1):
        frac = min(1.0, (step - 1) / max(1, args.ramp * args.steps))
        cur_max = int(args.start_len + frac * (args.max_len - args.start_len))
        lr = args.lr * min(1.0, step / args.warmup) * (0.5 * (1 + math.cos(math.pi * step / args.steps)) * 0.9 + 0.1)
        for g in opt.param_groups:
            g["lr"] = lr
        bsz = max(2, min(args.batch, args.tokens_per_batch // cur_max))
        enc = [encode(tok2id, *make_variant(rng, pools, bg, rng.randint(args.min_len, cur_max))[:2])
               for _ in range(bsz)]
        x, att, lab = batch_tensors(enc)
        loss = model(input_ids=x, attention_mask=att, labels=lab).loss
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        run_loss += loss.item(); run_n += 1
        if step % args.log_every == 0 or step == args.steps:
            rec = {"step": step, "loss": round(run_loss / run_n, 4), "lr": round(lr, 6), "cur_max_len": cur_max,
                   "batch": bsz, "elapsed_s": round(time.time() - t0, 1)}
            curve.append(rec); run_loss, run_n = 0.0, 0
            print(json.dumps(rec), flush=True)
        if args.time_limit and time.time() - t0 > args.time_limit:
            print(f"time limit reached at step {step}", flush=True)
            break
    train_s = time.time() - t0
    for L in [int(v) for v in args.eval_lengths.split(",") if v]:
        for split in ("train", "heldout"):
            r = evaluate(model, tok2id, id2tok, pools, bg, args.seed, L, split, n=args.eval_n)
            r["split"] = "fresh" if split == "train" else "unseen"
            evals.append(r)
            print(json.dumps({k: r[k] for k in ("length_target", "split", "mean_input_tokens", "copy_acc_all_slots",
                                                 "copy_acc_by_kind", "greedy_brief_exact")}, ensure_ascii=False),
                  flush=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    model.generation_config.eos_token_id = 2
    model.generation_config.pad_token_id = 0
    model.generation_config.bos_token_id = 1
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    weight_bytes = (out / "model.safetensors").stat().st_size
    result = {
        "settings": {k: v for k, v in vars(args).items()}, "vocab_size": len(vocab), "parameters": n_params,
        "safetensors_bytes": weight_bytes, "steps_done": step, "train_wall_s": round(train_s, 1),
        "total_wall_s": round(time.time() - t0, 1), "torch": torch.__version__, "curve": curve, "eval": evals,
    }
    text = json.dumps(result, ensure_ascii=False, indent=1)
    (out / "curve.json").write_text(text, encoding="utf-8")
    if args.curve:
        Path(args.curve).parent.mkdir(parents=True, exist_ok=True)
        Path(args.curve).write_text(text, encoding="utf-8")
    print(f"params {n_params}  bytes {weight_bytes}  train_s {train_s:.1f}", flush=True)


if __name__ == "__main__":
    main()
