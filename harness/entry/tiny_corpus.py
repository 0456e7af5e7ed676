"""The fixed text the tiny model's tokenizer is trained on (Chinese and English, version-fixed).

It only shapes the tokenizer's merges; the byte-level alphabet makes the tokenizer lossless for any text, so
material that is not in this corpus (the samples, anything a user writes) still tokenizes and round-trips.
Changing this text changes the tiny model's bytes and therefore its revision: bump ``CORPUS_VERSION`` with it.
"""

from __future__ import annotations

CORPUS_VERSION = "tiny-corpus-1"

_ZH = """
本项目简报仅根据给定资料编写，内容为虚构测试材料，不代表任何产品事实。
试点时间为三个月，适用范围限于内部写作团队，预算需经财务部门审批后方可使用。
计划与已完成的工作必须分开说明，不补充资料没有说明的进展。
每项事实都要列出对应的资料段落编号，便于人工核对。
注意力缓存会随着输入资料和生成正文的增长而线性增长，占用大量显存。
量化缓存可以减少显存占用，但可能带来额外的计算时间和质量变化。
实验只改变缓存方案，不改变模型权重、分词器、设备分配和生成设置。
普通分支先运行短样本，再运行候选分支，每个分支使用独立进程。
记录运行编号、配置版本、样本编号、实际输入长度、输出预算和停止原因。
背景段落版本固定，不引入与必选事实相互矛盾的内容。
会议纪要：项目组讨论了时间安排、人员分工、风险清单和后续步骤。
审批状态为待批准，预算金额为十二万元，负责人为产品运营部。
文档需要包含概述、背景、范围、时间表、预算、风险和附录等章节。
长文生成时，模型需要保持前后一致，避免重复循环和半句结尾。
"""

_EN = """
This project brief is written only from the given material; it is fictional test content, not product fact.
The pilot runs for three months, covers the internal writing team only, and its budget awaits approval.
Planned work and completed work must be kept apart; progress the material does not state is never added.
Every fact cites the paragraph number it comes from, so that a person can check it by hand.
The attention key and value cache grows linearly with the source material and the generated text.
A quantized cache may save memory, but it can cost time and it can change the quality of the text.
The experiment changes only the cache: weights, tokenizer, device placement and generation settings stay fixed.
The ordinary branch runs the short sample first, then each candidate runs in its own process.
Record the run id, the spec version, the sample id, the actual input tokens, the output budget and the stop reason.
Background paragraphs are version-fixed and never contradict the required facts.
Meeting notes: the team discussed the schedule, the owners, the risk list and the next steps.
The approval status is pending, the budget is 120,000 yuan, and the owner is the product operations team.
A report has an overview, background, scope, timeline, budget, risks and an appendix.
Numbers such as 0 1 2 3 4 5 6 7 8 9 10 16 32 64 128 256 512 1024 2048 4096 8192 and dates like 2026-11-29.
Punctuation: commas, periods. Questions? Answers! Quotes "like this" and 'that'; colons: lists - items (notes).
"""


def corpus_lines() -> list[str]:
    """The corpus as a list of non-empty lines, in a fixed order (Chinese first, then English)."""
    return [line.strip() for line in (_ZH + _EN).splitlines() if line.strip()]
