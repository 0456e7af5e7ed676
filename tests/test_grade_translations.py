"""An answer written in the other language the grader reads (facts.yaml `translations`): its facts are graded from
that reading, a distortion in it is still caught, the language check still fails, and a sample without a
translation still sends such an answer's facts to a person."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from harness.errors import InputError
from harness.grade import grade_text
from harness.grade.facts import load_facts

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CASE_A = REPO / "samples" / "writing_case_a"
CASE_C = REPO / "samples" / "procurement_notice_c"

# How a 7B model answers a Chinese task in English: headings and body in English, the facts restated.
EN_FOR_A = """## Overview

Yunxiu Warehousing (fictional) wants to try out a smart shift-scheduling assistant.

- **Pilot period:** March 1, 2026 through May 31, 2026 (three months).
- **Scope:** only the picking teams at the Jiahe and Linjiang warehouses in East China; the cold-chain warehouse and \
the returns processing line are not part of it.
- **Budget:** capped at {budget}.
- **Approval:** {approval}

Shift suggestions will not be pushed directly to employees; a warehouse supervisor has to confirm them first.

## Plan and progress

- Done: as of February 10, 2026, needs research was completed at both pilot warehouses.
- Planned: Jiahe goes live in mid-March, Linjiang in April.

## Sources

- Period: A02
- Scope: A03
- Budget: A04
- Approval: A05
- Research: A06
- Go-live: A07
- Confirmation: A08
"""


def grades(result):
    return {k: v["grade"] for k, v in result["facts"].items()}


def test_an_english_answer_to_a_chinese_sample_is_graded_from_its_english():
    text = EN_FOR_A.format(
        budget="RMB 1.2 million", approval="the request went to the group investment committee and is still pending."
    )
    r = grade_text(text, CASE_A, "eos")
    assert set(grades(r).values()) == {"correct"}, grades(r)
    assert r["summary"]["read_as"] == "en"
    assert "language" in r["summary"]["checks_failed"]


def test_a_distortion_written_in_the_other_language_is_still_caught():
    text = EN_FOR_A.format(budget="RMB 1.5 million", approval="the investment committee has approved the request.")
    r = grade_text(text, CASE_A, "eos")
    g = grades(r)
    assert g["F03"] == "distorted" and g["F04"] == "distorted", g
    assert {g[k] for k in ("F01", "F02", "F05", "F06", "F07")} == {"correct"}, g


PENDING = "still pending at the investment committee."


@pytest.mark.parametrize(
    "fact, before, after",
    [
        ("F01", "March 1, 2026 through May 31, 2026", "March 1, 2026 through June 30, 2026"),
        ("F02", "the cold-chain warehouse and the returns processing line are not part of it",
         "the cold-chain warehouse joins them as well"),
        ("F05", "as of February 10, 2026, needs research was completed",
         "needs research is planned to be completed by February 10, 2026"),
        ("F06", "Jiahe goes live in mid-March, Linjiang in April", "Linjiang goes live in mid-March, Jiahe in April"),
        ("F07", "Shift suggestions will not be pushed directly to employees; a warehouse supervisor has to confirm "
         "them first.", "Shift suggestions are pushed directly to employees."),
    ],
)
def test_each_kind_of_distortion_in_english_is_caught(fact, before, after):
    text = EN_FOR_A.format(budget="RMB 1.2 million", approval=PENDING)
    assert before in text
    g = grades(grade_text(text.replace(before, after), CASE_A, "eos"))
    assert g[fact] == "distorted", g
    assert {v for k, v in g.items() if k != fact} == {"correct"}, g


def test_a_chinese_answer_to_an_english_sample():
    body = (
        "## Overview\n\nLarkfield 交通局公开招标采购12辆纯电动公交车。\n\n"
        "- 投标截止：{deadline}，逾期递交的投标文件将原封退回。\n"
        "- 预算：总额不超过720万美元。\n"
        "- 范围：仅包括A包（Riverside 和 Hillcrest 城区线路的公交车）和B包（Northgate 车场的夜间充电设备）；"
        "C包已撤回，机场快线不在本次招标范围内。\n"
        "- 证书：未附有效电池安全证书的投标不予评审，不设任何豁免。\n\n"
        "## Status\n\n- 审批：镇议会于2027年1月12日批准了采购，但以州清洁交通补助获得确认为前提，补助尚未确认。\n"
        "- 已完成：截至2027年2月15日，已于2027年2月10日在 Northgate 车场组织投标人现场踏勘。\n"
        "- 计划：补助确认后，于2027年4月授予合同。\n"
    )
    ok = grade_text(body.format(deadline="2027年3月3日"), CASE_C, "eos")
    assert set(grades(ok).values()) == {"correct"}, grades(ok)
    assert ok["summary"]["read_as"] == "zh"
    bad = grade_text(body.format(deadline="2027年3月13日"), CASE_C, "eos")
    assert grades(bad)["F02"] == "distorted", grades(bad)


def test_without_a_translation_the_facts_go_to_a_person(tmp_path):
    sample = tmp_path / "writing_case_a"
    shutil.copytree(CASE_A, sample)
    data = yaml.safe_load((sample / "facts.yaml").read_text(encoding="utf-8"))
    del data["translations"]
    (sample / "facts.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    text = EN_FOR_A.format(budget="RMB 1.2 million", approval="still pending at the investment committee.")
    r = grade_text(text, sample, "eos")
    assert r["summary"]["read_as"] is None
    assert "needs_review" in grades(r).values(), grades(r)
    assert "correct" not in {grades(r)[k] for k in ("F02", "F04", "F07")}, grades(r)


@pytest.mark.parametrize(
    "block, message",
    [
        ({"en": {"entities": {"warehouse9": ["Warehouse 9"]}}}, "'warehouse9' is not declared"),
        ({"en": {"events": {"ship": ["ship"]}}}, "'ship' is not declared"),
        ({"en": {"cues": {"F09": ["budget"]}}}, "'F09' is not a fact id"),
        ({"en": {"units": {"F03": ["yuan"]}}}, "'F03' is not a count"),
    ],
)
def test_a_translation_naming_what_is_not_declared_is_an_input_error(tmp_path, block, message):
    sample = tmp_path / "writing_case_a"
    shutil.copytree(CASE_A, sample)
    data = yaml.safe_load((sample / "facts.yaml").read_text(encoding="utf-8"))
    data["translations"] = block
    (sample / "facts.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(InputError, match=message):
        load_facts(sample)
