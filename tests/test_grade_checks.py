"""The completeness checks (harness.grade.checks) on realistic answer pieces, Chinese (writing_case_a) and English
(writing_case_b): each case asserts the exact ``pass`` value. Fictional material (以下内容仅为虚构测试材料)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from harness.grade import checks
from harness.grade.text import find_sections
from harness.inputs.sample import load_sample

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CASE_A = load_sample(REPO / "samples" / "writing_case_a")  # zh, scripts Han + Latin
CASE_B = load_sample(REPO / "samples" / "writing_case_b")  # en, scripts Latin

ZH_BODY = """# 项目简报：智能排班助手试点（虚构资料）

## 概况
云岫仓储计划在部分仓库试用“智能排班助手”，助手只生成拣货班次建议，不做排班决定（A01）。
试点期为2026年3月1日至2026年5月31日，为期三个月（A02）。
试点只覆盖华东区嘉禾仓和临江仓两个仓库的拣货班组，冷链仓和退货处理线不在本次试点范围内（A03）。
试点预算上限为120万元，包含软件授权、数据接口改造和现场培训（A04）。

## 计划与已完成
已完成：截至2026年2月10日，项目组已完成两个试点仓库的需求调研（A06）。
计划：嘉禾仓计划于3月中旬先行上线，临江仓计划于4月上线，具体时间以审批结果为准（A07）。
"""
ZH_SOURCES = "\n## 资料来源\n- 试点时间：A02\n- 适用范围：A03\n- 预算：A04\n- 审批状态：A05\n- 已完成的需求调研：A06\n"
EN_BODY = """# Project brief: self-service return kiosk pilot (fictional material)

## Overview
Harbor & Vale Libraries intends to test self-service return kiosks that sort returned books into crates (B01).
The pilot runs from 14 September 2026 to 11 December 2026 (B02).
Only the Eastgate and Millbrook branches take part; the mobile library vans are not included (B03).
The pilot budget is capped at EUR 85,000, covering kiosk rental, installation and staff training (B04).

## Planned and completed
Completed: as of 20 August 2026, the project team has completed floor surveys at both branches (B06).
Planned: Eastgate is scheduled to go live in late September and Millbrook in October (B07).
"""
EN_SOURCES = "\n## Sources\n- Pilot period: B02\n- Scope: B03\n- Budget: B04\n- Approval status: B05\n- Surveys: B06\n"
ZH_TABLE = """| 事项 | 内容 | 资料段落 |
|---|---|---|
| 试点时间 | 2026年3月1日至2026年5月31日 | A02 |
| 适用范围 | 嘉禾仓和临江仓 | A03 |
| 预算 | 上限120万元 | A04 |
| 审批状态 | 审批中 | A05 |
"""
EN_TABLE = """| Fact | Source |
|---|---|
| Pilot period | B02 |
| Scope | B03 |
| Budget | B04 |
| Approval status | B05 |
"""


def ends(last: str, lang: str = "zh") -> str:
    """A full answer whose last line is ``last``, after the source list."""
    return (ZH_BODY + ZH_SOURCES if lang == "zh" else EN_BODY + EN_SOURCES) + last


def after_prose(last: str, lang: str = "zh") -> str:
    """An answer whose last line is ``last``, right after prose lines (no list items above it)."""
    return (ZH_BODY if lang == "zh" else EN_BODY) + last


# ---------------------------------------------------------------------------------------------- half_sentence
@pytest.mark.parametrize("text", [
    ZH_BODY + ZH_SOURCES,  # ends with "- 已完成的需求调研：A06"
    EN_BODY + EN_SOURCES,
    ends("- 试点时间：A02"),
    ends("- Scope: B03", "en"),
    after_prose("1. Pilot period\n2. Scope\n3. Budget", "en"),
    after_prose("- 已完成：需求调研\n- 计划：嘉禾仓3月中旬上线"),  # sibling items without punctuation either
    after_prose("- Completed: floor surveys\n- Planned: go-live in late September", "en"),  # numbered list whose items carry no punctuation
    ends("一、试点时间\n二、预算"),
    ends("A02：试点时间"),
    ends("A03：适用范围\nA04：预算"),
    ends("B03 - scope", "en"),
    ends("[B04] budget", "en"),
    ends("（以上内容均根据资料整理）"),
    ends("（以上内容均根据资料整理。）"),
    ends("(All facts are from the material.)", "en"),
    ends("(All facts above are taken from the material)", "en"),
    ZH_BODY + "\n## 资料来源\n" + ZH_TABLE,
    EN_BODY + "\n## Sources\n" + EN_TABLE,
    EN_BODY + "\n## Sources\n" + EN_TABLE + "\n---\n",  # a closing rule is skipped
    ends("以上为简报全文。"),
    ends("注：本简报仅依据所给资料整理，资料未说明的进展没有补充。"),
    ends("**注：以上内容均为虚构材料。**"),
    ends("Note: every figure above comes from the material.", "en"),
    ends("预算上限为120万元（A04）"),
    ends("The budget is capped at EUR 85,000 (B04)", "en"),
    ends("试点预算上限为120万元，包含软件授权（A04），详见资料（第4段）"),
    ends("审批状态：审批中"),
    ends("Approval status: pending", "en"),
    after_prose("- 适用范围：嘉禾仓、临江仓等"),
    after_prose("- Budget: EUR 85,000", "en"),
    after_prose("- **试点时间**：2026年3月1日至2026年5月31日，为期三个月"),  # a lone bullet without 。 is complete
    after_prose("- Approved: no", "en"),
    after_prose("- Waivers: confirmed by a librarian first", "en"),
    ends("The pilot may end early if the board decides so…", "en"),
])
def test_half_sentence_passes_on_complete_endings(text):
    assert checks.half_sentence(text)["pass"] is True


@pytest.mark.parametrize("text", [
    ends("试点预算上限为120万元，包含软件授"),
    ends("The pilot budget is capped at EUR 85,000, covering kiosk rental and", "en"),
    ends("限制条件：助手生成的班次建议不会直接下发给员工，必须经"),
    ends("Condition: the kiosks will not issue late-fee waivers automatically; any waiver must be", "en"),
    ends("试点预算上限为120万元，"),
    ends("The budget is capped at EUR 85,000,", "en"),
    ends("嘉禾仓计划于3月中旬先行上线，临江仓和"),
    ends("Eastgate goes live in late September and", "en"),
    ends("Eastgate goes live in late September", "en"),  # prose needs a full stop
    ends("试点期为三个月"),
    ends("- 试点预算上限为120万元，包含软件授权、"),
    ends("- 范围：嘉禾仓和"),
    ends("- 审批状态：尚未获得批准的"),
    ends("- 主管确认条件："),
    ends("- Librarian confirmation of waivers: see", "en"),
    ends("- Budget: capped at EUR 85,000 for the", "en"),
    ends("- Scope: Eastgate,", "en"),
    ends("- 预算（A04"),
    ends("- Budget (B04", "en"),
    ends("- 上线计划：A07\n- 主管确认规"),  # the items above end with an id, this one stops
    ends("- 适用范围：嘉禾仓、临江仓等"),
    after_prose("- 已完成：需求调研（A06）。\n- 计划：嘉禾仓3月中旬上线"),
    ends("- Go-live plan: B07\n- Waiver ru", "en"),
    ends("- **Completed:** Surveys are done (B06).\n- **Condition:** The notice sets a condition that applies to",
         "en"),
    ends("- 已完成：需求调研。计划：接口开发在审批"),  # a full sentence, then more text without an end
    ends("- Planned: installation starts once the funding is approved. Eastgate is scheduled to go live", "en"),
    ends("注：本简报仅依据所给资料整理，资料中未说明的"),
    EN_BODY + "\n## Sources\n" + EN_TABLE + "\n(All facts above are taken from the",
    ends("（以上内容均根据资料整理"),
    ends("## 附注"),
    ends("## Notes", "en"),
    ends("| 预算 | 120万元，包含软件授"),  # a cut table row: no closing pipe
    "",
    "   \n\n",
])
def test_half_sentence_fails_on_cut_endings(text):
    assert checks.half_sentence(text)["pass"] is False


def test_half_sentence_detail_names_the_reason():
    assert "'和'" in checks.half_sentence("- 范围：嘉禾仓和")["detail"]
    assert "unclosed" in checks.half_sentence("- Budget (B04")["detail"]
    assert checks.half_sentence("")["detail"] == "empty output"


# -------------------------------------------------------------------------------------------- repetition_loop
ZH_LOOP_LINE = "必须经仓库主管确认后才能生效，" * 4
EN_LOOP_LINE = "any waiver must be confirmed by a branch librarian, " * 4


@pytest.mark.parametrize("text", [
    ZH_BODY + ZH_SOURCES,
    EN_BODY + EN_SOURCES,
    ZH_BODY + "\n## 资料来源\n" + ZH_TABLE,
    EN_BODY + "\n## Sources\n" + EN_TABLE,
    "- 试点时间：A02\n- 适用范围：A03\n- 预算：A04\n- 审批状态：A05\n- 已完成：A06\n- 上线计划：A07\n- 主管确认：A08",
    "- Pilot period: B02\n- Scope: B03\n- Budget: B04\n- Approval status: B05\n- Surveys: B06\n- Go-live: B07",
    "- 试点时间：见资料段落A02\n- 适用范围：见资料段落A03\n- 预算：见资料段落A04\n- 审批状态：见资料段落A05",
    "- Source for the scope: paragraph B03\n- Source for the budget: paragraph B04\n"
    "- Source for the approval status: paragraph B05\n- Source for the completed surveys: paragraph B06",
    "1. 试点期（A02）\n2. 试点范围（A03）\n3. 试点预算（A04）\n4. 审批状态（A05）",
    # the same date range in three far-apart sections is a reused phrase, not a loop
    ZH_BODY + "\n## 时间安排\n试点在2026年3月1日至2026年5月31日进行，嘉禾仓先上线，临江仓随后上线，"
    "上线时间以审批结果为准；预算申请已提交集团投资委员会，目前仍在审批中（A05）。\n"
    "## 资料来源\n- 试点期（2026年3月1日至2026年5月31日）：A02\n- 预算：A04",
    "资料显示在这在这在这在这在这在这。",  # six repeats of a short block: under the back-to-back limit
    "| 状态 | 未开始 | 未开始 | 未开始 |",
    "The pilot runs from March to May. The budget is capped.",
])
def test_repetition_loop_passes_on_honest_text(text):
    assert checks.repetition_loop(text)["pass"] is True


@pytest.mark.parametrize("text", [
    ZH_BODY + ZH_LOOP_LINE + "\n" + ZH_SOURCES,
    EN_BODY + EN_LOOP_LINE + "\n" + EN_SOURCES,
    "的" * 40,
    "资料显示在这在这在这在这在这在这在这在这。",
    "the " * 8,
    "the plan is late " * 5,
    "审批中" * 8,
    # the same sentence three times, far apart
    "试点预算上限为120万元。嘉禾仓先上线。试点预算上限为120万元。临江仓四月上线，冷链仓不在范围内，退货处理线也不在"
    "本次试点范围内，项目组将汇总试用记录，主管确认后建议才生效。试点预算上限为120万元。",
    "The pilot budget is capped at EUR 85,000. Eastgate goes first. The pilot budget is capped at EUR 85,000. "
    "Millbrook follows in October once the finance board has decided, and the vans stay out of the pilot. "
    "The pilot budget is capped at EUR 85,000.",
    # a list item repeated over and over
    "## 资料来源\n" + "- 预算：A04\n" * 6,
    "## Sources\n" + "- Budget: B04\n" * 10,
])
def test_repetition_loop_fails_on_loops(text):
    assert checks.repetition_loop(text)["pass"] is False


def test_repetition_loop_detail_quotes_the_repeat():
    assert "在这" in checks.repetition_loop("在这" * 10)["detail"]
    assert "any waiver must be confirmed" in checks.repetition_loop(EN_LOOP_LINE)["detail"]


# ---------------------------------------------------------------------------------------- abnormal_characters
ZH = CASE_A.scripts
EN = CASE_B.scripts


@pytest.mark.parametrize("text,scripts", [
    (ZH_BODY + ZH_SOURCES, ZH),
    (EN_BODY + EN_SOURCES, EN),
    ("预算为120万元（A04）。Budget: RMB 1.2 million.", ZH),
    ("The kiosks open at the Café Mirabeau in São Paulo; naïve résumé, Zoë, 25 °C, © 2026, ½.", EN),
    ("The Café’s kiosk opens on 14 September 2026 — “soon”.", EN),
    ("Cafe\u0301 Eastgate", EN),  # a decomposed é is normalised first
    ("他手里的茶热烫烫的。", ZH),  # 烫烫 twice is a word, not 烫烫烫
    ("Straße«", EN),
    ("预算：120万元 • 审批中 ✓", ZH),
])
def test_abnormal_characters_passes_on_clean_text(text, scripts):
    assert checks.abnormal_characters(text, scripts)["pass"] is True


@pytest.mark.parametrize("text,scripts", [
    ("试点期为三个月\ufffd（A02）。", ZH),
    ("The pilot runs\ufffd from September.", EN),
    ("试点期为三个月（A02）ﾃｽﾄ。", ZH),
    ("The pilot runs from September (B02). Пилот", EN),
    ("预算\x07", ZH),
    ("预算\ue000", ZH),
    ("Budget \U0001F600", EN),
    ("试点范围锟斤拷嘉禾仓。", ZH),
    ("烫烫烫烫烫烫", ZH),
    ("屯屯屯屯", ZH),
    ("The kiosks wonâ€™t issue waivers.", EN),
    ("The board said â€œpendingâ€\x9d.", EN),
    ("The board said â€ pending.", EN),
    ("CafÃ© Eastgate", EN),
    ("Ã¨ Ã¤ words", EN),
    ("EURÂ 85,000", EN),
    ("ï»¿The pilot runs from September.", EN),
    ("è¯•ç‚¹é¢„ç®—", ZH),
    ("试点鈥檛预算", ZH),
    ("鈥淔inance board鈥", EN),
    ("锘縏he pilot", EN),
])
def test_abnormal_characters_fails_on_garbage(text, scripts):
    assert checks.abnormal_characters(text, scripts)["pass"] is False


def test_abnormal_characters_leaves_a_whole_answer_in_another_language_to_the_language_check():
    # a Chinese answer to an English-only sample is the wrong language (the language check), not garbage: 21 of 26
    # independent authors graded it so (heldout29-32 h13/h16); stray Han letters in an English answer stay abnormal
    zh_answer = ZH_BODY + ZH_SOURCES
    assert checks.abnormal_characters(zh_answer, EN)["pass"] is False  # no language named: the scripts decide
    assert checks.other_language(zh_answer, CASE_B) == "zh"
    assert checks.abnormal_characters(zh_answer, EN, checks.other_language(zh_answer, CASE_B))["pass"] is True
    assert checks.language(zh_answer, CASE_B)["pass"] is False
    assert checks.abnormal_characters(EN_BODY + EN_SOURCES, ZH)["pass"] is True  # case A allows Latin
    stray = EN_BODY + "试点" + EN_SOURCES
    assert checks.other_language(stray, CASE_B) is None
    assert checks.abnormal_characters(stray, EN, checks.other_language(stray, CASE_B))["pass"] is False
    garbled = zh_answer + "锟斤拷"  # mojibake in a wrong-language answer is still abnormal
    assert checks.abnormal_characters(garbled, EN, "zh")["pass"] is False


def test_abnormal_characters_detail_names_mojibake():
    assert "mojibake 'â€™'" in checks.abnormal_characters("wonâ€™t", EN)["detail"]


# ------------------------------------------------------------------------------------------------- language
ZH_IN_EN = """## Overview
Yunxiu Warehousing (云岫仓储) plans to trial the Smart Scheduling Assistant at two warehouses, 嘉禾仓 and 临江仓
(A01, A03). The pilot runs from 1 March 2026 to 31 May 2026 (A02). The budget is capped at RMB 1.2 million (A04).
## Sources
- Pilot period: A02
"""
EN_IN_ZH = """## Overview
Harbor & Vale Libraries（虚构图书馆网络）计划在 Eastgate 和 Millbrook 两个分馆试用自助还书机（B01、B03）。
试点期为2026年9月14日至2026年12月11日（B02）。预算上限为 EUR 85,000，用于租赁、安装和培训（B04）。
## Sources
- 试点时间：B02
"""


@pytest.mark.parametrize("text,sample", [
    (ZH_BODY + ZH_SOURCES, CASE_A),
    (ZH_BODY + "智能排班助手（Smart Scheduling Assistant）由 WMS 接口供数，预算 RMB 120 万元（A04）。", CASE_A),
    (EN_BODY + EN_SOURCES, CASE_B),
    ("## Overview\nHarbor & Vale Libraries tests return kiosks (B01). Eastgate and Millbrook take part (B03).",
     CASE_B),
    ("## 概况\n试点预算上限为 EUR 85,000（B04）。Eastgate 分馆九月下旬上线，Millbrook 分馆十月上线（B07）。", CASE_A),
])
def test_language_passes_in_the_samples_language(text, sample):
    assert checks.language(text, sample)["pass"] is True


@pytest.mark.parametrize("text,sample", [
    (ZH_IN_EN, CASE_A),  # English answer for the Chinese sample, a few Han names in it
    (EN_BODY + EN_SOURCES, CASE_A),
    (EN_IN_ZH, CASE_B),  # Chinese answer for the English sample, English names in it
    (ZH_BODY + ZH_SOURCES, CASE_B),
    ("A02 A03 RMB 120 EUR 85,000", CASE_A),  # nothing to measure
    ("", CASE_B),
])
def test_language_fails_in_another_language(text, sample):
    assert checks.language(text, sample)["pass"] is False


def test_language_detail_reports_the_share():
    assert checks.language(ZH_BODY, CASE_A)["detail"].startswith("Han share 100%")
    assert checks.language(EN_IN_ZH, CASE_B)["detail"].startswith("Latin share ")
    assert checks.language(ZH_BODY, replace(CASE_A, language="ja"))["pass"] is None


# ---------------------------------------------------------------------------------------- required_sections
def sections_check(text, sample):
    return checks.required_sections(text, sample, find_sections(text, sample.required_sections))


@pytest.mark.parametrize("text", [
    ZH_BODY + ZH_SOURCES,
    "一、概况\n试点期三个月（A02）。\n二、计划与已完成\n已完成调研（A06）。\n三、资料来源\n- 试点时间：A02",
    "**项目概述**\n试点期三个月（A02）。\n**进展**\n已完成调研（A06）。\n### 3. 资料来源\n- 试点时间：A02",
    "## 1. 基本情况\n试点期三个月。\n## 2. 工作进度\n调研已完成。\n## 3. 出处\nA02、A03",
    "## 概况\n正文。\n## 计划与已完成\n正文。\n## 资料来源\n- 试点时间：A02\n\n**注：以上内容均根据资料整理。**",
    "## 概况\n正文。\n## 计划与已完成\n正文。\n## 资料来源\n" + ZH_TABLE,
])
def test_required_sections_passes_zh(text):
    assert sections_check(text, CASE_A)["pass"] is True


@pytest.mark.parametrize("text", [
    EN_BODY + EN_SOURCES,
    "## Summary\nText (B02).\n## Progress\nText.\n## References\n- Pilot period: B02",
    "**Overview**\nText.\n**Status of work**\nText.\n**Sources:**\n- B02: pilot period",
    "Overview:\nText.\nProgress:\nText.\nSource paragraphs:\n- B02",
    "## Background\nText.\n## Work status\nText.\n## Sources\n" + EN_TABLE + "\n(All facts are from the material.)",
])
def test_required_sections_passes_en(text):
    assert sections_check(text, CASE_B)["pass"] is True


@pytest.mark.parametrize("text,sample", [
    (ZH_BODY, CASE_A),  # no source list
    ("## 概况\n正文。\n## 资料来源\n- 试点时间：A02", CASE_A),  # no progress section
    ("## 概况\n正文。\n## 资料来源\n- 试点时间：A02\n## 计划与已完成\n正文。", CASE_A),  # sources not last
    ("## 概况\n正文。\n## 计划与已完成\n正文。\n## 资料来源\n- 试点时间：A02\n## 附注\n其他。", CASE_A),
    ("## 概况\n正文。\n## 计划与已完成\n正文。\n## 资料来源\n见上文。", CASE_A),  # cites no id
    (EN_BODY, CASE_B),
    ("## Overview\nText.\n## Sources\n- B02", CASE_B),
    ("## Overview\nText.\n## Sources\n- B02\n## Planned and completed\nText.", CASE_B),
    ("## Overview\nText.\n## Progress\nText.\n## Sources\nSee the material.", CASE_B),
    ("", CASE_B),
])
def test_required_sections_fails(text, sample):
    assert sections_check(text, sample)["pass"] is False


# ------------------------------------------------------------------------------------- truncation_explained
@pytest.mark.parametrize("text,stop,sample,want", [
    ("正文。", None, CASE_A, None),
    ("正文。", "eos", CASE_A, True),
    ("正文。", "stop_string", CASE_A, True),
    ("限制条件：助手生成的班次建议不会直接下发给员工，必须经", "length", CASE_A, False),
    ("（篇幅所限，以下从略。）", "length", CASE_A, True),
    ("注：输出达到长度上限，内容被截断。", "length", CASE_A, True),
    ("Text.", "eos", CASE_B, True),
    ("any waiver must be", "length", CASE_B, False),
    ("The brief was cut short at the output limit.", "length", CASE_B, True),
    ("Text [...]", "length", CASE_B, True),
])
def test_truncation_explained(text, stop, sample, want):
    assert checks.truncation_explained(text, stop, sample)["pass"] is want


def test_full_width_ids_and_an_offices_sign_off_are_complete_endings():
    # heldout126 h04: ids typed with a Chinese input method; heldout130 h03: the library signs under the sources
    assert checks.half_sentence("## 资料来源\n\nＤ０２／Ｄ０３／Ｄ０９\n")["pass"] is True
    assert checks.half_sentence("## 资料来源\nP02；P03；P10\n\n县图书馆\n")["pass"] is True
    assert checks.half_sentence("## 资料来源\nP02；P03；P10\n\n县图书馆在\n")["pass"] is False


def test_an_open_list_item_at_the_output_budget_is_cut():
    # held-out answers stopped by the budget in a list item (heldout186 procurement h12, heldout182 h14): the model was
    # stopped in that line, so an item with no end of its own is cut; without the stop reason it cannot be told apart
    text = "## Status and progress\n- Completed: site visit for bidders at the Northgate"
    assert checks.half_sentence(text)["pass"] is True
    assert checks.half_sentence(text, "length")["pass"] is False
    assert checks.half_sentence(text, "eos")["pass"] is True
    assert checks.half_sentence("- 截至2027年2月3日，两座瞭望塔的结构安全", "length")["pass"] is False
    assert checks.half_sentence("**计划**：数据接口开发在审批通过后启", "length")["pass"] is False
    # a closed table row, a sentence or a cited id is no cut, whatever stopped the model
    assert checks.half_sentence("| 事项 | 状态 |\n| --- | --- |\n| 首轮评审 | 未予通过 |", "length")["pass"] is True
    assert checks.half_sentence("- The site visit was held on 10 February 2027.", "length")["pass"] is True
    assert checks.half_sentence("## Sources\n- Status: C05", "length")["pass"] is True
