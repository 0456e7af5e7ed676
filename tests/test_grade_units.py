"""Small pieces of the grader: value finding, each completeness check failing and passing, input errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.errors import InputError
from harness.grade import checks, grade_text
from harness.grade.values import date_in_source, find_values
from harness.inputs.sample import load_sample

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CASE_A = REPO / "samples" / "writing_case_a"
CASE_B = REPO / "samples" / "writing_case_b"


def _held(number: int, sample_id: str) -> Path:
    """The sample a held-out set brings with it (tests/heldoutNN/samples/<sample_id>)."""
    return REPO / "tests" / f"heldout{number}" / "samples" / sample_id


def kinds(text):
    return [(v.kind, v.value) for v in find_values(text)]


def test_values_in_chinese_and_english():
    assert kinds("预算120万元，即1,200,000元；提升30%；2026年3月1日至5月31日。\n1. 第一项 A02") == [
        ("amount", 1200000.0),
        ("amount", 1200000.0),
        ("percentage", 30.0),
        ("date", (2026, 3, 1)),
        ("date", (None, 5, 31)),
    ]
    assert kinds("From March 1 to 11 December 2026, EUR 85,000 (€85k); 15 percent; 12 staff; may help.") == [
        ("date", (None, 3, 1)),
        ("date", (2026, 12, 11)),
        ("amount", 85000.0),
        ("amount", 85000.0),
        ("percentage", 15.0),
        ("count", 12.0),  # "12 staff": a plural without an s counts too
    ]
    assert kinds("一百二十万元 百分之十五") == [("amount", 1200000.0), ("percentage", 15.0)]


def test_date_in_source_needs_every_stated_part():
    assert date_in_source((None, 3, None), (None, 3, None))
    assert date_in_source((2026, 3, None), (None, 3, None))  # a source date without a year matches any year
    assert not date_in_source((2026, 3, 15), (None, 3, None))  # "3月中旬" does not state the 15th
    assert not date_in_source((2027, 3, 1), (2026, 3, 1))


def test_loop_check_fails_on_repeats_and_passes_otherwise():
    assert checks.repetition_loop("的" * 40)["pass"] is False
    assert checks.repetition_loop("the plan is late " * 5)["pass"] is False
    assert checks.repetition_loop("The pilot runs from March to May. The budget is capped.")["pass"] is True


def test_abnormal_characters():
    scripts = ("Han", "Latin")
    assert checks.abnormal_characters("预算为120万元（A04）。Budget.", scripts)["pass"] is True
    for bad in ("\ufffd", "\x07", "\ue000", "Пилот", "テスト", "\U0001f600"):
        assert checks.abnormal_characters(f"预算{bad}", scripts)["pass"] is False, repr(bad)


def test_half_sentence():
    assert checks.half_sentence("全文结束。")["pass"] is True
    assert checks.half_sentence("- 预算：A04")["pass"] is True
    assert checks.half_sentence("The budget is capped at")["pass"] is False
    assert checks.half_sentence("预算为120万元，")["pass"] is False
    assert checks.half_sentence("   ")["pass"] is False


def test_truncation_check_needs_a_stop_reason():
    sample = load_sample(CASE_B)
    assert checks.truncation_explained("text", None, sample)["pass"] is None
    assert checks.truncation_explained("text", "eos", sample)["pass"] is True
    assert checks.truncation_explained("text", "length", sample)["pass"] is False
    assert checks.truncation_explained("text (output truncated)", "length", sample)["pass"] is True


def test_grading_never_reads_another_answer_and_rejects_bad_input():
    # The same text gets the same grade whatever else exists: the only reference is the sample directory.
    text = (REPO / "tests" / "crafted" / "writing_case_a" / "date_shifted.txt").read_text(encoding="utf-8")
    assert grade_text(text, CASE_A, "eos") == grade_text(text, CASE_A, "eos")
    with pytest.raises(InputError, match="stop reason"):
        grade_text(text, CASE_A, "budget")
    with pytest.raises(InputError, match="not found"):
        grade_text(text, REPO / "samples" / "missing", "eos")


def test_an_empty_answer_omits_everything():
    r = grade_text("", CASE_A, "eos")
    assert {f["grade"] for f in r["facts"].values()} == {"omitted"}
    assert r["checks"]["half_sentence"]["pass"] is False
    assert r["checks"]["required_sections"]["pass"] is False


def test_needs_review_keeps_the_facts_item_pending_until_a_person_decides():
    from harness.verdict.facts import cell_grade_results

    grades = {
        "L1": {
            "c1": {
                "facts": {"F01": {"grade": "correct"}, "F02": {"grade": "needs_review"}},
                "checks": {},
                "unsupported": [],
            }
        }
    }
    rec = {"launch_id": "L1", "cell_id": "c1"}
    res = cell_grade_results(grades, rec, {"facts_must_be_correct": "all", "max_unsupported_additions": 0})
    assert res["state"] == "review" and "F02" in res["detail"]
    # Undecided facts cannot rescue a text that fails anyway: a distortion elsewhere still fails it.
    grades["L1"]["c1"]["facts"]["F01"] = {"grade": "distorted"}
    res = cell_grade_results(grades, rec, {"facts_must_be_correct": "all", "max_unsupported_additions": 0})
    assert res["state"] == "fail"


def test_grader_says_needs_review_when_the_status_cannot_be_read():
    text = "## 概况\n预算申请的审批：委员会会议纪要见附件（A05）。\n## 计划与已完成\n无。\n## 资料来源\n- 审批：A05\n"
    result = grade_text(text, CASE_A, "eos")
    assert result["facts"]["F04"]["grade"] == "needs_review"  # named, but no status it can read: never "correct"
    assert "审批" in result["facts"]["F04"]["clause"]


def test_explain_lists_clauses_values_and_bindings():
    result = grade_text("## 概况\n试点预算上限为120万元（A04）。\n", CASE_A, "eos", explain=True)
    row = next(e for e in result["explain"] if "120万元" in e["clause"])
    assert row["entities"] == ["pilot", "budget"] and row["values"][0]["value"] == 1200000.0
    assert result["facts"]["F03"]["grade"] == "correct" and "120万元" in result["facts"]["F03"]["clause"]


CASE_C = REPO / "samples" / "procurement_notice_c"


def _added(text, sample):
    return [u["text"] for u in grade_text(text, sample)["unsupported"]]


def test_a_claim_in_a_title_or_heading_is_an_addition_and_a_plain_title_is_not():
    body = "\n## Overview\nThe pilot runs from 14 September 2026 to 11 December 2026.\n"
    assert _added("# Kiosk pilot brief" + body + "## Planned and completed\n- Nothing yet.\n", CASE_B) == []
    assert _added("# Kiosk pilot brief: on track for a network-wide rollout in 2027" + body, CASE_B)
    assert _added("# 试点简报（已通过集团初审）\n## 概况\n试点期为2026年3月1日至2026年5月31日。\n", CASE_A)
    assert _added("## Status (contract signing expected in May 2027)\nBids are due by 3 March 2027.\n", CASE_C)


def test_a_table_row_marked_completed_is_judged_as_a_whole():
    head = "## Planned and completed\n| Step | Status |\n|---|---|\n"
    assert _added(head + "| Floor surveys at both branches | Completed |\n", CASE_B) == []
    assert _added(head + "| Kiosk vendor selection | Completed |\n", CASE_B)
    assert _added("## 计划与已完成\n| 事项 | 状态 |\n|---|---|\n| 需求调研 | 已完成 |\n", CASE_A) == []


def test_an_amount_per_unit_is_a_rate_not_the_budget():
    r = grade_text("The total budget is capped at USD 7.2 million, which works out at USD 450,000 per bus.", CASE_C)
    assert r["facts"]["F03"]["grade"] == "correct"
    assert any("450,000" in u["text"] for u in r["unsupported"])


def test_an_item_added_to_a_bulleted_list_the_source_gives():
    head = "The pilot budget is capped at EUR 85,000 and covers:\n1. kiosk rental\n2. installation\n3. staff training\n"
    assert _added(head, CASE_B) == []
    assert _added(head + "4. reader information leaflets\n", CASE_B) == ["reader information leaflets"]


def test_scope_reads_lot_letters_as_sentence_ends_and_withdrawn_as_excluded():
    for text in (
        "The tender covers only Lot A and Lot B. Lot C (workshop upgrade) is withdrawn and the airport "
        "express route is excluded.",
        "Scope: only Lot A and Lot B; Lot C withdrawn, airport express route excluded.",
    ):
        assert grade_text(text, CASE_C)["facts"]["F05"]["grade"] == "correct", text


def test_a_status_written_after_its_label_and_an_approval_in_principle():
    text = "- Approval: conditional on confirmation of the state clean-transport grant (not yet confirmed)."
    assert grade_text(text, CASE_C)["facts"]["F04"]["grade"] == "correct"
    assert (
        grade_text("预算申请已提交集团投资委员会，投资委员会已原则同意。", CASE_A)["facts"]["F04"]["grade"]
        == "distorted"
    )


def test_chinese_counts_compare_the_counted_noun():
    assert _added("预算包含软件授权、数据接口改造和现场培训三部分费用。", CASE_A) == []
    assert _added("嘉禾仓计划于3月中旬先行上线，届时将配备3名驻场工程师。", CASE_A)


def test_a_plan_beyond_the_pilot_is_an_addition_but_joining_the_pilot_widens_its_scope():
    base = "试点只覆盖嘉禾仓和临江仓两个仓库的拣货班组，冷链仓和退货处理线不在范围内。"
    r = grade_text(base + "试点结束后将在冷链仓推广使用。", CASE_A)
    assert r["facts"]["F02"]["grade"] == "correct" and any("冷链仓推广" in u["clause"] for u in r["unsupported"])
    # joining in a later phase: an invented plan, reported as an addition; the scope as it stands is unchanged
    r = grade_text(base + "冷链仓将在后续阶段纳入试点。", CASE_A)
    assert r["facts"]["F02"]["grade"] == "correct" and any("后续阶段" in u["clause"] for u in r["unsupported"])
    # joining with no later time writes the excluded warehouse into the pilot's scope
    assert grade_text(base + "冷链仓也将纳入试点。", CASE_A)["facts"]["F02"]["grade"] == "distorted"
    r = grade_text(
        "The tender covers only Lot A and Lot B; Lot C is withdrawn. The authority has decided to "
        "re-tender Lot C separately in autumn 2027.",
        CASE_C,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"]


def test_a_contingency_date_is_an_addition_not_the_plan():
    plan = "嘉禾仓计划于3月中旬先行上线，临江仓计划于4月上线。"
    r = grade_text(plan + "风险：如审批延误，嘉禾仓上线将顺延至4月下旬。", CASE_A)
    assert r["facts"]["F06"]["grade"] == "correct" and any("4月下旬" in u["text"] for u in r["unsupported"])
    assert grade_text("嘉禾仓计划于4月下旬上线，临江仓计划于4月上线。", CASE_A)["facts"]["F06"]["grade"] == "distorted"


def test_an_invented_owner_and_a_week_of_a_month_are_additions():
    assert _added("Installation is planned once funding is approved. The IT department is responsible for it.", CASE_B)
    assert _added("Staff training will take place in the first week of September.", CASE_B)
    assert _added("数据接口改造由集团信息技术部负责。", CASE_A)
    assert _added("助手只负责根据到货预报生成班次建议。", CASE_A) == []
    assert _added("试点负责人为运营部王伟。", CASE_A)  # someone named as the owner
    assert _added("讨论改进措施时应当明确负责人和检查方式。", CASE_A) == []  # advice: nobody is named


def test_a_part_of_the_month_holding_the_source_day_and_a_date_before_the_verb():
    r = grade_text(
        "试点从2026年3月初持续到5月底（2026年3月1日至5月31日）。需求调研在2026年2月10日之前就已经做完了。", CASE_A
    )
    assert r["facts"]["F05"]["grade"] == "correct"
    assert r["unsupported"] == []


def test_a_claim_the_source_does_not_make_is_an_addition_by_its_category():
    """Progress, prediction, plan, obligation: the source must make a claim of that kind about the same things."""
    assert _added("The kiosk vendor has also been selected.", CASE_B)  # progress on something never reported
    assert _added("Staff training at Millbrook is currently underway.", CASE_B)  # ongoing, never reported
    assert _added("The decision should be finalised by mid-September.", CASE_B)  # a hedged prediction
    assert _added("After the pilot, the kiosks will expand to all branches of the network.", CASE_B)
    assert _added("排班规则的参数配置正在进行中。", CASE_A)
    assert _added("Each bidder may submit only one offer.", CASE_C)  # a rule the notice does not make
    assert _added("the overnight chargers for Lot B have already been ordered.", CASE_C)  # Lot C was withdrawn, not B


def test_restating_the_source_in_another_tense_or_words_is_not_an_addition():
    assert _added("The project team will summarise the kiosk logs once the pilot is over.", CASE_B) == []
    assert _added("Loan and return figures for the past year have been gathered too.", CASE_B) == []
    assert (
        _added("The Larkfield Transit Authority has issued a call for tenders for 12 battery-electric buses.", CASE_C)
        == []
    )
    assert _added("试点结束后，将由项目组对试用过程中的记录进行汇总。", CASE_A) == []


def test_a_bare_number_in_a_table_counts_what_its_row_names():
    head = "| Lot | Content | Quantity |\n| --- | --- | --- |\n"
    assert _added(head + "| A | Buses for Riverside and Hillcrest | 12 |\n", CASE_C) == []
    assert _added(head + "| B | Overnight chargers at Northgate | 12 |\n", CASE_C)


def test_times_of_day_are_one_value_not_two_figures():
    assert kinds("在22:00至次日6:00施工；下午五点之前；１７：００；by 5 pm; 8时开始") == [
        ("time", 1320.0),
        ("time", 360.0),
        ("time", 1020.0),
        ("time", 1020.0),
        ("time", 1020.0),
        ("time", 480.0),
    ]
    assert kinds("第3点；三点建议；ratio 3:1") == [("figure", 3.0), ("figure", 3.0), ("figure", 1.0)]


def test_dollar_currencies_other_than_the_us_dollar():
    assert [
        (v.kind, v.value, v.unit)
        for v in find_values("C$4,200,000; CAD 4.2M; 1.34 M CAD; A$5k; 7.2 million US dollars")
    ] == [
        ("amount", 4200000.0, "CAD"),
        ("amount", 4200000.0, "CAD"),
        ("amount", 1340000.0, "CAD"),
        ("amount", 5000.0, "AUD"),
        ("amount", 7200000.0, "USD"),
    ]
    assert kinds("the second half of September") == [("date", (None, 9, None))]


def test_a_plan_for_an_excluded_thing_is_an_addition_and_the_scope_stands():
    """heldout17/18: 'also cover' at a date the material does not give, and a name cut from its predicate by a
    parenthesis; the date is the plan's, not the delivery window's."""
    base = "The tender covers only Lot A and Lot B; Lot C and the airport express route are excluded. "
    r = grade_text(base + "From July 2028 the tender will also cover the airport express route.", CASE_C)
    assert r["facts"]["F05"]["grade"] == "correct"
    assert [u["text"] for u in r["unsupported"]] == ["July 2028"]
    r = grade_text(
        base + "Planned: contract award in April 2027; the workshop upgrade (Lot C) will be re-tendered in April 2027.",
        CASE_C,
    )
    assert r["facts"]["F05"]["grade"] == "correct"
    assert r["unsupported"], "the re-tender of the withdrawn lot is an invented plan"
    # the same words with no later time write the excluded thing into the scope
    assert grade_text("The tender will also cover the airport express route.", CASE_C)["facts"]["F05"]["grade"] == (
        "distorted"
    )


def test_a_material_value_given_to_another_thing_is_an_addition():
    """A rate counted in another unit, a deadline given to another act's thing, an effect's amount."""
    water = Path(__file__).parent / "heldout18" / "samples" / "water_meter_l"
    assert _added("集中器单价为每台680元。", water)  # the material prices each meter (每只680元)
    assert _added("智能水表按每只680元测算。", water) == []
    assert _added("中标供货商须于2027年6月10日前缴纳履约保证金60万元。", water)  # 6月10日 is the ledger check
    assert _added("中标供货商须缴纳履约保证金60万元。", water) == []
    r = grade_text("总投资不超过1950万元（含税）。预计每年可节约人工抄表费用约200万元。", water)
    assert r["facts"]["F04"]["grade"] == "correct"
    assert [u["text"] for u in r["unsupported"]] == ["200万元"]


def test_chinese_counts_with_more_classifiers_and_a_deferred_decision():
    assert [(v.kind, v.value, v.text) for v in find_values("一共一万八千六百只")] == [
        ("count", 18600.0, "一万八千六百只")
    ]
    assert [(v.kind, v.text) for v in find_values("更换智能水表18600只并配套通信集中器46台")] == [
        ("count", "18600只"),
        ("count", "46台"),
    ]
    assert [(v.kind, v.value) for v in find_values("1.86万只")] == [("count", 18600.0)]
    water = Path(__file__).parent / "heldout18" / "samples" / "water_meter_l"
    r = grade_text("工程预算已于2027年5月20日经水司董事会审议通过。", water)
    assert r["facts"]["F05"]["grade"] == "distorted"  # the board deferred the vote: pending
    r = grade_text("董事会5月20日审议工程预算，决定暂缓表决。", water)
    assert r["facts"]["F05"]["grade"] == "correct"


def test_an_owner_after_a_time_put_first_or_in_a_party_label_is_checked_against_the_material():
    """'At the end of the pilot the finance board will summarise the kiosk logs' (the project team does) and a
    "Party: duty" list item whose party the material never names with that act."""
    assert _added("At the end of the pilot the finance board will summarise the kiosk logs.", CASE_B)
    assert _added("At the end of the pilot the project team will summarise the kiosk logs.", CASE_B) == []
    assert _added(
        "- Branch librarians: confirm each late-fee waiver before it takes effect, and will summarise the "
        "kiosk logs at the end of the pilot.",
        CASE_B,
    )
    assert _added("- Branch librarians: confirm each late-fee waiver before it takes effect.", CASE_B) == []
    assert _added("- Lot A: buses for the Riverside and Hillcrest town routes.", CASE_C) == []  # no duty


def test_heldout19_notations_a_spaced_range_and_a_compound_number_word():
    assert [(v.kind, v.value) for v in find_values("14 September 2026 - 11 December 2026")] == [
        ("date", (2026, 9, 14)),
        ("date", (2026, 12, 11)),
    ]
    assert [(v.kind, v.value, v.unit) for v in find_values("forty-six (46) timber deck panels")] == [
        ("count", 46.0, "panels")
    ]
    r = grade_text("Pilot period: 14 September 2026 - 11 December 2026.", CASE_B)
    assert r["facts"]["F01"]["grade"] == "correct"


def test_an_invented_completion_an_owner_of_a_second_verb_and_an_exception_after_the_rule():
    assert _added("Staff training took place on 20 August 2026.", CASE_B)
    assert _added(
        "- The project team completed the floor surveys at both branches and oversees kiosk installation.", CASE_B
    )
    assert (
        _added(
            "- The project team completed the floor surveys at both branches and will summarise the kiosk logs.", CASE_B
        )
        == []
    )
    r = grade_text(
        "Late-fee waivers only take effect once a branch librarian has confirmed them. The one exception "
        "is waivers under EUR 5.",
        CASE_B,
    )
    assert r["facts"]["F07"]["grade"] == "distorted"
    r = grade_text(
        "Late-fee waivers only take effect once a branch librarian has confirmed them. There are no exceptions.", CASE_B
    )
    assert r["facts"]["F07"]["grade"] != "distorted"
    r = grade_text(
        "The tender covers only Lot A and Lot B. The airport express route will be served under a "
        "follow-on contract in 2028.",
        CASE_C,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"]


def test_an_amount_for_a_list_that_goes_on_and_a_conditional_approval_in_other_words():
    """heldout19: the cap's list continues in the sentence's next clauses; 'approval (Jan. 12, 2027) is conditional
    on', 'depends on'; an exclusion led by 'leaving out'."""
    for text, grade in (
        (
            "The total budget is capped at USD 7.2 million and covers the buses, the chargers, delivery and driver "
            "training.",
            "correct",
        ),
        (
            "The budget is capped at USD 7.2 million for the buses, while the chargers are budgeted separately.",
            "distorted",
        ),
    ):
        assert grade_text(text, CASE_C)["facts"]["F03"]["grade"] == grade, text
    for text in (
        "Council approval (Jan. 12, 2027) is conditional on the state clean-transport grant.",
        "The council's approval of 12 January 2027 depends on the state clean-transport grant.",
    ):
        assert grade_text(text, CASE_C)["facts"]["F04"]["grade"] == "correct", text
    r = grade_text(
        "The tender is limited to two lots, the buses and the overnight chargers, leaving out both the "
        "withdrawn workshop upgrade (Lot C) and the airport express route.",
        CASE_C,
    )
    assert r["facts"]["F05"]["grade"] != "distorted"


def test_heldout20_colloquial_consent_modified_counts_and_english_words_in_a_chinese_brief():
    bikes = Path(__file__).parent / "heldout20" / "samples" / "bike_share_n"
    assert [(v.kind, v.value) for v in find_values("两个区加起来要投3200辆新的智能锁自行车")][-1] == ("count", 3200.0)
    r = grade_text("两区共投放3200辆新型智能锁自行车。", bikes)
    assert r["facts"]["F03"]["grade"] == "correct" and r["unsupported"] == []
    r = grade_text("市政府常务会议1月18日是原则上点了头的，不过有个前提：得市财政局把资金来源确认下来。", bikes)
    assert r["facts"]["F05"]["grade"] == "correct"
    assert grade_text("预算申请投资委员会已经点头了。", CASE_A)["facts"]["F04"]["grade"] == "distorted"
    assert _added("班次建议得仓库主管点头认可才算数。", CASE_A) == []  # the consent a rule asks for
    r = grade_text("只覆盖滨江区、云台区；青石区和电动助力自行车 not included。", bikes)
    assert r["facts"]["F02"]["grade"] == "correct"
    assert _added("- 仓库主管：负责汇总试用记录", CASE_A)  # the project team summarises the records


def test_a_start_given_another_date_a_status_in_parentheses_and_a_duty_nobody_else_has():
    assert _added("Installation of the overnight chargers starts on 3 March 2027.", CASE_C)  # the bid deadline
    assert _added("Bids must be submitted by 3 March 2027.", CASE_C) == []
    assert _added("- Bidders: submit bids by the deadline with a valid battery safety certificate.", CASE_C) == []
    r = grade_text("- Project team: floor surveys at both branches (completed as of 20 August 2026)", CASE_B)
    assert r["facts"]["F05"]["grade"] == "correct"


def test_the_decision_the_material_reports_said_again_is_no_progress():
    bridge = Path(__file__).parent / "heldout19" / "samples" / "bridge_repair_m"
    text = (
        "The contractor's request for three more weeks into September was refused by the Highways and Transport "
        "Committee on 20 May 2027."
    )
    r = grade_text(text, bridge)
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"] == []
    r = grade_text(text.replace("was refused", "was approved"), bridge)
    assert r["facts"]["F05"]["grade"] == "distorted"


def test_heldout21_22_acts_given_by_their_words_conditional_only_and_another_partys_pending():
    here = Path(__file__).parent
    bridge = here / "heldout19" / "samples" / "bridge_repair_m"
    ferry = here / "heldout21" / "samples" / "ferry_ticketing_o"
    bikes = here / "heldout20" / "samples" / "bike_share_n"
    # an act on things no fact declares, given by the material to another of its parties
    assert _added("Before deck work starts, the communications officer checks the riverbank for otter holts.", bridge)
    assert _added("Before deck work starts, the county ecologist checks the riverbank for otter holts.", bridge) == []
    assert _added("- 澜行出行：负责站点周边停放秩序巡查", bikes)
    assert _added("- 城市管理局：负责站点周边的停放秩序巡查", bikes) == []
    # 'only' that opens a condition does not bound the scope
    r = grade_text(
        "The board's approval holds only if the town council grants consent for the Penmorrow Quay gates.", ferry
    )
    assert r["facts"]["F02"]["grade"] != "distorted"
    # the material's own sentence about the council's pending consent is not the approval's status
    approved = (
        "On 9 March 2027 the Harbour Board approved the award subject to the town council granting "
        "listed-building consent for the Penmorrow Quay gates."
    )
    for after in (" The council has not yet decided.", " Not yet decided.", " No decision from the council yet."):
        assert grade_text(approved + after, ferry)["facts"]["F05"]["grade"] == "correct", after
    assert grade_text("The contract award has not yet been approved.", ferry)["facts"]["F05"]["grade"] == "distorted"
    assert (
        grade_text(
            "The Harbour Board said yes on 9 March 2027, but with a string attached: the council must "
            "grant listed-building consent.",
            ferry,
        )["facts"]["F05"]["grade"]
        == "correct"
    )
    # the requirement given to another party of the material
    rule = "No new gate may be opened to passengers until {} has signed off the emergency-exit test, with no exception."
    assert grade_text(rule.format("Skerry Line"), ferry)["facts"]["F07"]["grade"] == "distorted"
    assert grade_text(rule.format("the harbour safety officer"), ferry)["facts"]["F07"]["grade"] == "correct"
    # a place that names where another thing is removed stays in the scope
    r = grade_text(
        "The project covers only Penmorrow Quay and Saltings Point; the Gull Island landing stage (which "
        "keeps its booth) and the freight check-in lanes are excluded. The old kiosks at Penmorrow Quay "
        "are to be removed in February 2028.",
        ferry,
    )
    assert r["facts"]["F02"]["grade"] == "correct"
    assert [(v.kind, v.value) for v in find_values("two dozen new ticket gates")] == [("count", 24.0)]
    # a completion of an act the material only plans after the approval
    assert _added("数据接口开发已经启动。", CASE_A)
    assert _added("数据接口开发将在审批通过后启动。", CASE_A) == []
    assert _added("Driver training has already been scheduled.", CASE_C)


def test_heldout23_24_requests_restated_dates_conditions_by_another_and_paraphrases():
    here = Path(__file__).parent
    ferry = here / "heldout21" / "samples" / "ferry_ticketing_o"
    lifts = here / "heldout24" / "samples" / "elevator_renewal_r"
    solar = here / "heldout23" / "samples" / "library_solar_q"
    # a request to include an excluded part, refused, is not the scope; the part put into the scope still is
    r = grade_text(
        "本轮只覆盖青枫街道和望川街道，石湖街道不在范围内。石湖街道办事处曾申请把该街道19台电梯纳入本轮，已被驳回。",
        lifts,
    )
    assert r["facts"]["F02"]["grade"] == "correct"
    r = grade_text("本轮覆盖青枫街道、望川街道和石湖街道。", lifts)
    assert r["facts"]["F02"]["grade"] == "distorted"
    # a clause of the material said again with its own date is not the planned part's date
    r = grade_text("首批电梯计划于2027年5月开工拆除；区特检所计划于2027年7月对首批新梯开展监督检验。", lifts)
    assert r["facts"]["F06"]["grade"] != "distorted"
    assert grade_text("首批电梯计划于2027年7月开工拆除。", lifts)["facts"]["F06"]["grade"] == "distorted"
    # a start and the subject's length; a cap in other words; a rate is not the cap
    r = grade_text(
        "Tidegate will supply the kit under a five-year contract starting on 1 September 2027, and the "
        "whole bill may not go above GBP 3.8 million before VAT.",
        ferry,
    )
    assert r["facts"]["F01"]["grade"] == "correct" and r["facts"]["F04"]["grade"] == "correct"
    r = grade_text("The budget is capped at USD 7.2 million, so each bus is estimated at USD 600,000.", CASE_C)
    assert r["facts"]["F03"]["grade"] == "correct" and _added(
        "The budget is capped at USD 7.2 million, so each bus is estimated at USD 600,000.", CASE_C
    )
    # the scope's parts counted, "all three" of them, are no addition and no widening
    r = grade_text(
        "The county library service is fitting panels on three branch libraries: all three branches, "
        "Fernley, Otterbridge and Hatherby, and no others; Kelsey Green and the County Archive store are "
        "excluded.",
        solar,
    )
    assert r["facts"]["F02"]["grade"] == "correct" and r["unsupported"] == []
    # a doer after "by" the material never names, even if the background's prose uses the word
    assert _added("The kiosks will be installed by the IT department.", CASE_B)
    assert (
        _added("Based on the material provided, the pilot runs from 14 September 2026 to 11 December 2026.", CASE_B)
        == []
    )


def test_required_acts_reported_done_another_things_cost_and_a_season():
    solar = Path(__file__).parent / "heldout23" / "samples" / "library_solar_q"
    # an act the material only requires, reported done
    assert _added("Brightwater has already lodged its GBP 24,000 performance bond.", solar)
    assert _added("Brightwater must lodge a performance bond of GBP 24,000.", solar) == []
    # another thing's cost is not the cap's value (and is an addition when the material gives none)
    r = grade_text(
        "The budget is capped at USD 7.2 million; the chargers are expected to cost about USD 1.1 million.", CASE_C
    )
    assert r["facts"]["F03"]["grade"] == "correct" and _added(
        "The budget is capped at USD 7.2 million; the chargers are expected to cost about USD 1.1 million.", CASE_C
    )
    r = grade_text("The total cost is expected to come to USD 7.5 million.", CASE_C)
    assert r["facts"]["F03"]["grade"] == "distorted"
    # a season the material gives nothing in
    assert _added("The substation upgrade is due in spring 2027.", solar)


def test_heldout25_26_schedules_costs_of_other_things_doers_and_restated_statuses():
    here = Path(__file__).parent
    canteen = here / "heldout26" / "samples" / "canteen_renovation_t"
    harbour = here / "heldout25" / "samples" / "harbour_dredging_s"
    # a bare 完成 under a plan label is the schedule; reported done it is the distortion
    plan = "- 已完成：现场勘测（2026年6月15日完成，截至6月20日）。\n- 计划：设备采购7月上旬完成。"
    assert grade_text(plan, canteen)["facts"]["F06"]["grade"] == "correct"
    done = "截至6月20日，现场勘测已于6月15日完成，设备采购也已完成。"
    assert grade_text(done, canteen)["facts"]["F06"]["grade"] == "distorted"
    # a bare cost after a label naming another thing is that thing's cost (an addition), not the cap
    row = "| 投资上限 | 960万元（含税） |\n| 竣工初验 | 8月26日，费用约5万元 |"
    r = grade_text(row, canteen)
    assert r["facts"]["F04"]["grade"] == "correct" and any(u["text"] == "5万元" for u in r["unsupported"])
    # a 委员会 is a doer; a duty the material gives another party, whose name the act's words hold, is a swap
    assert _added("从业人员的食品安全培训由区卫生健康委员会组织，开学前完成。", canteen)
    assert _added("各方职责：\n- 恒筑建设：负责施工质量与安全监理。", canteen)
    assert _added("各方职责：\n- 明衡工程监理：负责施工质量与安全监理。", canteen) == []
    assert _added("青漪区教育局牵头对辖区三所中小学的学生食堂实施改造升级，施工由恒筑建设承担。", canteen) == []
    # the spoken way: 开工/收尾, 会上过了 with 带条件, 含税封顶 with no 元, 头一周, 打算…到位
    spoken = (
        "这次食堂改造赶在暑假里做，七月十号动工，八月二十五号收尾。整个项目含税封顶九百六十万。"
        "方案在六月十二号的局务会上过了，不过是带条件的：得等区市场监督管理局把预审做完。厨房设备打算七月上旬采购到位。开学头一周临时开饭也一样。"
    )
    r = grade_text(spoken, canteen)
    assert [r["facts"][f]["grade"] for f in ("F01", "F04", "F05")] == ["correct"] * 3
    assert r["unsupported"] == []
    assert grade_text("方案在局务会上正式批准了。", canteen)["facts"]["F05"]["grade"] == "distorted"
    # another thing's status said again is not the licence's; another thing's name holding the event's word
    r = grade_text(
        "The authority's board approved the award of the contract to Tidewell on 9 September 2026. The "
        "licence is still pending. The post-dredge survey is planned for March 2027.",
        harbour,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["facts"]["F06"]["grade"] != "distorted"
    assert grade_text("The marine licence was approved on 9 September 2026.", harbour)["facts"]["F05"]["grade"] == (
        "distorted"
    )
    # "By <as-of date> … had been completed" holds at that date; an effect's amount is no cap
    r = grade_text("By 16 October 2026 the pre-dredge survey had been completed (on 28 September 2026).", harbour)
    assert r["facts"]["F06"]["grade"] != "distorted"
    saving = "The price is capped at GBP 2.4 million. Reusing the sand will save the authority about £150,000."
    r = grade_text(saving, harbour)
    assert r["facts"]["F04"]["grade"] == "correct" and _added(saving, harbour)
    # the requirement's thing lacking, the action allowed: an exception
    lacking = "Bids missing the certificate may still be evaluated if the certificate is supplied before award."
    assert grade_text(lacking, CASE_C)["facts"]["F07"]["grade"] == "distorted"
    # ordinal-word dates, 'sit this one out', a request asked for, a label's value giving the state
    r = grade_text(
        "The trial starts on the fourteenth of September and wraps up on the eleventh of December 2026 at "
        "Eastgate and Millbrook only; the vans and the archive reading room sit this one out. Funding has "
        "been asked for, but the finance board has not decided.",
        CASE_B,
    )
    assert [r["facts"][f]["grade"] for f in ("F01", "F02")] == ["correct", "correct"] and r["unsupported"] == []
    assert (
        grade_text("- Floor surveys at both branches: planned for after the funding decision.", CASE_B)["facts"]["F05"][
            "grade"
        ]
        == "distorted"
    )
    # an owner column names doers
    table = "| Task | Owner | Status |\n|---|---|---|\n| Go-live | Branch managers | Eastgate late September |"
    assert _added(table, CASE_B)
    assert _added(table.replace("Branch managers", "Project team"), CASE_B) == []
    # counts: a label's number in words and digits, 'across' is no unit, a fact's own count in its declared unit
    solar = here / "heldout23" / "samples" / "library_solar_q"
    assert (
        grade_text("| New panels | two hundred and fourteen (214), across the three branches |", solar)["facts"]["F03"][
            "grade"
        ]
        == "correct"
    )
    assert grade_text("- New panels: 214 across the three branches", solar)["facts"]["F03"]["grade"] == "correct"
    r = grade_text("Tidewell is bringing four boats.", harbour)
    assert r["facts"]["F03"]["grade"] == "correct" and r["unsupported"] == []
    # an excluded thing joining later, said in a relative clause, is an invented plan
    assert _added(
        "The Old Pier berth is excluded, and so is the fishing harbour basin, which will be added to the "
        "contract next year.",
        harbour,
    )
    # a share of a month is no day; a participle with its doer after it names no doer before it
    assert find_values("Eastgate starts in the closing third of September")[0].value == (None, 9, None)
    assert find_values("on the third of September 2026")[0].value == (2026, 9, 3)
    # a date given to an act the material leaves undated, even a date the material gives something else
    assert "1 September 2026" in _added("Installation starts on 1 September 2026, once funding is approved.", CASE_B)
    assert (
        grade_text("Installation starts on 1 September 2026, once funding is approved.", CASE_B)["facts"]["F01"][
            "grade"
        ]
        != "distorted"
    )
    assert _added("按照计划，数据接口开发定于2026年3月1日启动。", CASE_A)
    assert _added("按照计划，数据接口开发在审批通过后启动。", CASE_A) == []
    # a pronoun for the things the sentence before reports done; the writer's own words are no list item
    assert (
        _added(
            "As of 20 April 2026, structural roof surveys at all three branches have been completed; they took "
            "place on 27 March 2026.",
            solar,
        )
        == []
    )


def test_a_suggested_inclusion_is_no_scope():
    lifts = Path(__file__).parent / "heldout24" / "samples" / "elevator_renewal_r"
    r = grade_text(
        "本轮只覆盖青枫街道和望川街道。石湖街道办事处曾提出把本街道19台老旧电梯也放进本轮更新，没有获批。", lifts
    )
    assert r["facts"]["F02"]["grade"] == "correct"


def test_heldout27_28_siblings_pronouns_no_conditions_and_spoken_counts():
    here = Path(__file__).parent
    charging = here / "heldout28" / "samples" / "charging_station_v"
    lights = here / "heldout27" / "samples" / "streetlight_led_u"
    # another station's own plan, the first carried by ellipsis, is not the planned part's date
    r = grade_text("- 计划中：北湖场站充电站计划于2027年6月投入试运行，西岭场站则计划于2027年9月。", charging)
    assert r["facts"]["F06"]["grade"] != "distorted"
    assert grade_text("北湖场站充电站计划于2027年9月投入试运行。", charging)["facts"]["F06"]["grade"] == "distorted"
    # a pronoun for what the sentence before names; 已由X于…批准 is an approval
    r = grade_text("两个场站的电力接入方案已报澄江供电公司。该方案于2026年8月18日获得批准。", charging)
    assert r["facts"]["F05"]["grade"] == "correct"
    r = grade_text("两个场站的电力接入方案已由澄江供电公司于二〇二六年八月十八日批准。", charging)
    assert r["facts"]["F05"]["grade"] == "correct"
    # a count noun stops before the next number; ¥9m before a Han character; "48 units" under the subject
    r = grade_text("两个场站共四十八台充电桩。总投资不超过3200万元（含税），补贴¥9m含在其中。", charging)
    assert r["facts"]["F03"]["grade"] == "correct" and r["unsupported"] == []
    assert grade_text("- 充电桩：48 units（直流）", charging)["facts"]["F03"]["grade"] == "correct"
    # names caught with grammar words or verbs are no person
    assert _added("本说明供分管副总经理参阅。本期由宏远电力工程有限公司担任施工总包单位。", charging) == []
    # "with no conditions", "无附加条件", "gave … its full approval" are no condition; "with one condition" is one
    for text in (
        "The Cabinet approved the programme in full on 14 January 2026, with no conditions attached.",
        "The Cabinet gave the programme its full approval on 14 January 2026; no conditions were attached.",
    ):
        r = grade_text(text, lights)
        assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"] == []
    assert (
        grade_text("The Cabinet approved the programme on 14 January 2026, with one condition.", lights)["facts"][
            "F05"
        ]["grade"]
        == "distorted"
    )
    # the period over two sentences, its subject's bare start word no other event's
    r = grade_text("The programme starts on 1 April 2026. It ends two years later, on 31 March 2028.", lights)
    assert r["facts"]["F01"]["grade"] == "correct" and r["unsupported"] == []
    # an amount in the sentence a semicolon joins to a distortion is that distortion's
    r = grade_text(
        "Waivers above EUR 10 need a branch librarian's confirmation; smaller waivers are issued "
        "automatically by the kiosks.",
        CASE_B,
    )
    assert r["facts"]["F07"]["grade"] == "distorted" and r["unsupported"] == []
    # a person named with a possessive role
    assert _added("Maria Lindqvist, the network's pilot coordinator, will report to the board.", CASE_B)
    # each part's act with its own date in one clause; another thing's cost after "of which"; a named role-holder
    r = grade_text(
        "As of 15 February 2027: the site visit was held on 10 February 2027 and the award is planned for April 2027.",
        CASE_C,
    )
    assert r["facts"]["F06"]["grade"] == "correct"
    r = grade_text(
        "The budget is capped at USD 7.2 million, of which the overnight chargers are estimated at USD 1.1 million.",
        CASE_C,
    )
    assert r["facts"]["F03"]["grade"] == "correct" and _added(
        "The budget is capped at USD 7.2 million, of which the overnight chargers are estimated at USD 1.1 million.",
        CASE_C,
    )
    assert "李建国" in _added("本期建设由集团副总经理李建国担任项目总指挥。", charging)


def test_heldout29_30_listed_exceptions_reasons_ranges_labels_and_cut_clauses():
    here = Path(__file__).parent
    lifts = here / "heldout30" / "samples" / "elevator_retrofit_x"
    mains = here / "heldout29" / "samples" / "water_main_relining_w"
    scanners = here / "heldout12" / "samples" / "imaging_service_g"
    rule = "每部电梯必须经澜川检验所监督检验合格后方可投入使用，未经检验合格不得投入使用，"
    # things listed together and denied as a whole at the end keep the negation; an allowed one drops it
    for tail in (
        "临时试运行、住户先行乘用均不例外。",
        "即便是临时试运行或让住户先行乘用，也不例外。",
        "说是临时试运行、或者让住户先坐一坐也不行。",
    ):
        assert grade_text(rule + tail, lifts)["facts"]["F07"]["grade"] == "correct", tail
    assert grade_text(rule + "但临时试运行期间住户可以先行乘用。", lifts)["facts"]["F07"]["grade"] == "distorted"
    # a rejection said again as "not approved"; colloquial 打回来了 is a rejection; "not yet approved" alone is not
    assert (
        grade_text("提高补贴标准的申请遭到市更新办驳回（2026年3月12日），未获批准。", lifts)["facts"]["F05"]["grade"]
        == "correct"
    )
    assert (
        grade_text("提高补贴的申请市更新办没批，2026年3月12日给打回来了。", lifts)["facts"]["F05"]["grade"] == "correct"
    )
    assert grade_text("提高补贴标准的申请尚未获得批准。", lifts)["facts"]["F05"]["grade"] == "distorted"
    # the other bound of the period's own range is the period's, even a date the material gives another act
    assert grade_text("施工期为2026年3月20日至2026年11月30日。", lifts)["facts"]["F01"]["grade"] == "distorted"
    # put off to the next phase is excluded; a negation inside a reason is not the scope's; a cut-off name is not read
    r = grade_text(
        "本期只覆盖梧桐里、松风苑和桂香新村三个小区。东篱小区虽已有9个单元提出加装意向，但要留到下一期再统筹"
        "考虑。梧桐里小区还有6个单元由于低层住户意见没有统一，暂缓加装。",
        lifts,
    )
    assert r["facts"]["F02"]["grade"] != "distorted"
    r = grade_text("本期工程只覆盖梧桐里、松风苑和桂香新村三个小区的住宅楼，东篱小区和沿", lifts, "length")
    assert r["facts"]["F02"]["grade"] != "distorted"
    # a reason the material does not give is an addition; one in its words, or the writer's own, is not
    assert "因为冷链仓的系统尚未完成升级" in _added("冷链仓不在本次试点范围内，因为冷链仓的系统尚未完成升级。", CASE_A)
    assert _added("由于预算审批尚未完成，采购合同暂不能签订。", CASE_A) == []
    assert _added("因篇幅所限，以下只列出要点。", CASE_A) == []
    assert _added("Lot C was withdrawn because its design was not ready.", CASE_C)
    # a green light with a string attached is a conditional approval, and what it asks is no rule of its own
    r = grade_text(
        "The trustees gave the award to Corvane a green light on 12 June 2026, but with a string attached: "
        "Corvane first has to get through the hospital's cybersecurity check of its remote-monitoring link.",
        scanners,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"] == []
    # the breakdown of a distorted count is that distortion's; a count of the list that follows adds nothing
    r = grade_text(
        "It covers only the MRI and CT scanners at the Harlow Street campus: 5 scanners in total (3 MRI and 2 CT).",
        scanners,
    )
    assert r["facts"]["F03"]["grade"] == "distorted" and r["unsupported"] == []
    assert _added("That cap has to cover three things: kiosk rental, installation and staff training.", CASE_B) == []
    # a word two parts' acts share is the act of the part the clause names
    r = grade_text("Completed: street-works permits issued on 12 January 2027.", mains)
    assert r["facts"]["F06"]["findings"][0]["why"] == "done, date as the source"
    # list enumerators and ordinals are no figures; a compound number word before a noun phrase is a count
    assert find_values("conditional: (1) inspector checks 1st relined section before 2nd starts; (2) monthly") == []
    assert grade_text("Twenty-six pipe sections will be relined in total.", mains)["facts"]["F03"]["grade"] == "correct"
    # a bare cost after the clause naming another thing is that thing's (an addition), not the cap
    r = grade_text(
        "The contract value may not exceed GBP 3.8 million. Planned: the public drop-in session at Ashcombe "
        "library on 3 March 2027, at an expected cost of about GBP 5,000.",
        mains,
    )
    assert r["facts"]["F04"]["grade"] == "correct" and "GBP 5,000" in [u["text"] for u in r["unsupported"]]
    # a "Planned:" label gives the things and dates after it their state; another act under it is not the part's
    assert (
        grade_text("Planned: Eastgate in late September, Millbrook in October.", CASE_B)["facts"]["F06"]["grade"]
        == "correct"
    )
    assert grade_text("- 计划：现场培训定于2026年1月20日在嘉禾仓举行。", CASE_A)["facts"]["F06"]["grade"] != "distorted"
    # the rule's other half after its negative half; 'pending' before the condition; a part's cost is no scope
    assert (
        grade_text("- Waivers are not automatic: a branch librarian confirms each one.", CASE_B)["facts"]["F07"][
            "grade"
        ]
        == "correct"
    )
    assert (
        grade_text("Conditional approval (12 January 2027), pending the state grant.", CASE_C)["facts"]["F04"]["grade"]
        == "correct"
    )
    r = grade_text(
        "The budget is capped at USD 7.2 million; the chargers alone are estimated at USD 900,000. Only Lots "
        "A and B are covered; Lot C and the airport express route are excluded.",
        CASE_C,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and "USD 900,000" in [u["text"] for u in r["unsupported"]]
    # the material's claims in other words; a claim joined to a fact's clause is judged on its own
    assert (
        _added("Bids have to be in by 3 March 2027; anything arriving later will be sent back unopened.", CASE_C) == []
    )
    assert _added("预算申请交上去了，集团投资委员会还在审。", CASE_A) == []
    assert _added(
        "Lot C has been withdrawn, and the airport express route is excluded and will be tendered "
        "separately later in 2027.",
        CASE_C,
    )
    # an extension said to come is an addition, not the period's length
    r = grade_text("试点期为2026年3月1日至2026年5月31日，试点期将相应顺延一个月。", CASE_A)
    assert r["facts"]["F01"]["grade"] == "correct" and "一个月" in [u["text"] for u in r["unsupported"]]
    # 第一批 is 首批; "the cut-off for bids is"; "cannot go above" is a cap
    assert (
        grade_text("梧桐里小区第一批电梯计划于2026年8月下旬投入使用。", lifts)["facts"]["F06"]["parts"][1] == "correct"
    )
    r = grade_text("The cut-off for bids is 3 March 2027. Spending cannot go above USD 7.2 million in total.", CASE_C)
    assert r["facts"]["F02"]["grade"] == "correct" and r["facts"]["F03"]["grade"] == "correct"
    # a permission for those who fail the requirement is an exception to it
    r = grade_text(
        "- **Certificate:** a valid battery safety certificate is required, but bidders who cannot provide "
        "one by the deadline may submit it before the contract award.",
        CASE_C,
    )
    assert r["facts"]["F07"]["grade"] == "distorted"
    r = grade_text(
        "- **Certificate:** a valid battery safety certificate is required; no exemption is granted.", CASE_C
    )
    assert r["facts"]["F07"]["grade"] == "correct"
    # the notice's own invitation in other words; the material's dated claim in other words
    assert (
        _added(
            "The transit authority is shopping for a dozen battery-powered buses and has asked suppliers to put "
            "in offers.",
            CASE_C,
        )
        == []
    )
    assert (
        _added("The vehicles are to be handed over during the months from 1 September 2027 to 31 January 2028.", CASE_C)
        == []
    )


def test_heldout31_32_other_requests_condition_surveys_tables_and_spoken_counts():
    here = Path(__file__).parent
    museum = here / "heldout31" / "samples" / "museum_climate_y"
    water = here / "heldout32" / "samples" / "drinking_water_z"
    consent = "The Northshire Heritage Council granted listed-building consent on 9 November 2026 with no conditions. "
    # a condition survey is no condition; "no strings attached", "came through", "given its blessing" approve
    r = grade_text(consent + "Kestrel completed the baseline condition survey on 27 November 2026.", museum)
    assert r["facts"]["F05"]["grade"] == "correct"
    r = grade_text(
        "The Northshire Heritage Council has given its blessing: listed-building consent came through on 9 "
        "November 2026, with no strings attached.",
        museum,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"] == []
    # another request's own state is not the fact's; given another state than the material's, it is an addition
    r = grade_text(
        consent + "A different request, to the Civic Arts Fund for an extra GBP 150,000 for display cases, "
        "is still awaiting a decision.",
        museum,
    )
    assert r["facts"]["F05"]["grade"] == "correct"
    r = grade_text(consent + "The additional GBP 150,000 for display cases has been approved.", museum)
    assert r["facts"]["F05"]["grade"] == "correct" and [u["kind"] for u in r["unsupported"]] == ["approval"]
    # the material's own clause about an excluded thing; the thing joined to the scope is still a distortion
    r = grade_text(
        "The works cover only the Textile Gallery and the Maritime Gallery. The Print Room and the basement "
        "stores are excluded; the Print Room keeps its stand-alone dehumidifiers.",
        museum,
    )
    assert r["facts"]["F02"]["grade"] == "correct"
    assert (
        grade_text("试点覆盖嘉禾仓和临江仓两个仓库的拣货班组，冷链仓和退货处理线也纳入本次试点范围。", CASE_A)["facts"][
            "F02"
        ]["grade"]
        == "distorted"
    )
    # a word of counting; an arrangement in the progressive; a thing named after a carried subject has its own date
    assert _added("| Objects moved to storage | 46 pcs |", museum) == []
    assert _added("Forty-six pieces are being packed off to the Quayside store for the duration.", museum) == []
    r = grade_text(
        "Planned: return of the objects in June 2027, followed by a public reopening event on 3 July 2027.", museum
    )
    assert r["facts"]["F06"]["parts"][1] == "correct" and "3 July 2027" in [u["text"] for u in r["unsupported"]]
    assert (
        grade_text(
            "The council green-lit the purchase on 12 January 2027 on one condition: confirmation of the "
            "state clean-transport grant.",
            CASE_C,
        )["facts"]["F04"]["grade"]
        == "correct"
    )
    # a person with a place before the role; a requirement beside its negative half, or after it with a pronoun
    assert "Maria Jensen" in _added(
        "Maria Jensen, the Eastgate branch manager, will coordinate the installation.", CASE_B
    )
    assert (
        grade_text(
            "- Branch librarian: confirms every late-fee waiver; the kiosks never issue one automatically.", CASE_B
        )["facts"]["F07"]["grade"]
        == "correct"
    )
    assert (
        grade_text("- 仓库主管：确认班次建议；未经其确认，建议不生效。", CASE_A)["facts"]["F07"]["grade"] == "correct"
    )
    # the end of a period in the clause after its start; "out" after the names excludes them
    assert grade_text("试用从2026年3月1日开始，一直到2026年5月31日。", CASE_A)["facts"]["F01"]["grade"] == "correct"
    assert grade_text("试用从2026年3月1日开始，一直到2026年6月30日。", CASE_A)["facts"]["F01"]["grade"] == "distorted"
    assert (
        grade_text("Branches: Eastgate + Millbrook only (vans and archive reading room out).", CASE_B)["facts"]["F02"][
            "grade"
        ]
        == "correct"
    )
    # a named party and its acts; a word for any machine after the classifier; 上一年 is no length; 不算进来 excludes
    assert _added("设备由澄源净水供应并安装。", water) == []
    r = grade_text(
        "只给公办小学和公办初中装，民办的、幼儿园都不管，区属高中自己上一年已经改好了，也不算进来。一共装420台机器。",
        water,
    )
    assert r["facts"]["F02"]["grade"] == "correct" and r["facts"]["F03"]["grade"] == "correct"
    assert r["unsupported"] == []
    # a step the material plans, reported done in a table, is an addition
    assert _added("| 事项 | 状态 |\n| --- | --- |\n| 家长满意度问卷 | 已完成 |", water)
    # a table whose status column repeats is no loop; a row said again and again is one
    table = "| 事项 | 状态 | 时间 |\n| --- | --- | --- |\n" + "".join(
        f"| {x} | 已完成 | 截至2026年2月10日 |\n"
        for x in ("需求调研（两个试点仓库）", "到货记录、排班记录整理（近一年）")
    )
    assert checks.repetition_loop(table + "\n**已完成**：截至2026年2月10日，项目组已完成需求调研。")["pass"]
    assert not checks.repetition_loop(table + "| 需求调研 | 已完成 | 截至2026年2月10日 |\n" * 3)["pass"]
    # a cue word as the label without its colon; "Lots A + B"; a noun's own phrases before its state word
    r = grade_text("Deadline 03/03/2027 (dd/mm). Lots A + B only (Lot C withdrawn; airport express out).", CASE_C)
    assert r["facts"]["F02"]["grade"] == "correct" and r["facts"]["F05"]["grade"] == "correct"
    assert (
        grade_text(
            "| Corvane's review documents | requested | by 21 August 2026 |",
            here / "heldout12" / "samples" / "imaging_service_g",
        )["facts"]["F06"]["grade"]
        == "omitted"
    )
    assert (
        grade_text("Surveys of the floor space at both branches had been finished by 20 August 2026.", CASE_B)["facts"][
            "F05"
        ]["grade"]
        == "correct"
    )
    # a second report joined by "and" to the material's own, and an invented purpose, are additions
    assert "have been answered" in _added(
        "As of 15 February 2027, the site visit has been held and all bidders' "
        "clarification questions have been answered.",
        CASE_C,
    )
    assert _added("Delivery runs from 1 September 2027 so that the new buses enter service before winter.", CASE_C)


def test_findings_outcome_words_and_labels_answered_yes():
    # a survey's finding the material does not report is an addition (not under "if"); the material's own is not
    done = "As of 20 August 2026 the project team has completed floor surveys at both branches"
    assert [
        u["kind"]
        for u in grade_text(done + ", which showed that both branches need extra power sockets.", CASE_B)["unsupported"]
    ] == ["finding"]
    assert _added(done + ". If the surveys show that more sockets are needed, the team will say so.", CASE_B) == []
    assert _added("截至2月10日，两个仓库的需求调研已经完成，调研结果显示两个仓库都需要增加扫码枪。", CASE_A)
    # "随审批结果调整": the approval's outcome named, no approval foretold
    assert _added("审批尚未完成，上线时间也可能随审批结果调整。", CASE_A) == []
    # a label naming a completion, answered "yes", is the completion claim; the material's own done step is not
    assert _added("- **Evaluation panel appointed:** yes, ready to score bids after the deadline.", CASE_C) == [
        "Evaluation panel appointed"
    ]
    assert _added("- **Site visit held:** yes (10 February 2027, Northgate depot).", CASE_C) == []
    assert _added("- **Lot C excluded:** yes.", CASE_C) == []


def test_heldout33_34_status_history_relative_dates_questions_schedules_and_dash_labels():
    here = Path(__file__).parent
    nurse = here / "heldout33" / "samples" / "nurse_call_aa"
    stops = here / "heldout34" / "samples" / "bus_stop_screens_ab"
    # the material's earlier state beside its last one is history; said instead of it, the status is distorted
    assert (
        grade_text("方案1月23日被退回，修改后重新报送，市交通运输局已于2026年3月12日批复同意。", stops)["facts"]["F05"][
            "grade"
        ]
        == "correct"
    )
    assert (
        grade_text("一期实施方案于1月23日被市交通运输局退回，未予批准。", stops)["facts"]["F05"]["grade"] == "distorted"
    )
    # a day relative to the date before, a range's end without its month; a step done by the material's as-of date
    assert (
        _added("- 1月9日：报送方案\n- 同月23日：方案被退回\n- 次月27日：重新报送\n现场勘测于3月5日至11日进行。", stops)
        == []
    )
    assert _added("| 项目启动会 | 2026年4月15日 | 已召开 |", stops) == []
    # a step the material plans after its as-of date, reported done in a table, is an addition
    assert _added("| 1路沿线站牌安装 | 已完成 |", stops)
    # a question claims nothing; a length between two of the material's dates is theirs, an invented one is not
    assert _added("**Q: Has the money been approved?**\nA: Not yet; it is still awaiting a decision.", CASE_B) == []
    assert _added("Ward 7 switches over in April 2027 and Ward 9 two months later, in June.", nurse) == []
    assert _added("Ward 7 switches over in April 2027, and refresher training three weeks later.", nurse)
    # numbers in words past a hundred; a ward's number is its name; a cap that "can't go past"
    r = grade_text(
        "One hundred and forty-eight call points will be replaced. Ward 7 moves over in April 2027. The "
        "contract can't go past four hundred and eighty thousand pounds, VAT in.",
        nurse,
    )
    assert r["facts"]["F03"]["grade"] == "correct" and r["facts"]["F04"]["grade"] == "correct"
    assert r["unsupported"] == []
    # the decision dated as the material dates it is no prediction; which way it goes is
    pending = "The board has not yet decided on the clinical safety case. "
    assert _added(pending + "A decision is expected at the board's meeting on 11 February 2027.", nurse) == []
    assert _added(pending + "The board is expected to approve it at its meeting on 11 February 2027.", nurse)
    # a passive whose auxiliary two participles share; a thing and its event said apart name a composite subject
    assert (
        _added("The equipment is being supplied by Calverly Signal Systems and installed by Brightwell.", nurse) == []
    )
    r = grade_text(
        "As of 20 January 2027 Kestrel has completed the factory acceptance test (8 January 2027). Ward 7 "
        "is planned to switch over in April 2027 and Ward 9 in June 2027.",
        nurse,
    )
    assert r["facts"]["F06"]["grade"] == "correct"
    # an exception offered to the party who must act is an exception; 未…之前 states the rule
    assert (
        grade_text(
            "Bids lacking a valid battery safety certificate will not be evaluated unless the bidder asks "
            "for an extension before the deadline.",
            CASE_C,
        )["facts"]["F07"]["grade"]
        == "distorted"
    )
    zh = grade_text("规定：凯斯特尔未签署该病房的现场验收证书之前，任何病房不得切换，没有例外。", nurse)
    assert zh["facts"]["F07"]["grade"] == "correct"
    # a list item's dash sets off its party; a part of the cap and an amount below it are other amounts
    assert _added(
        "1. Calverly Signal Systems – supplies the call points.\n2. The hospital's IT department – "
        "configures the handsets and the software.",
        nurse,
    ) == ["The hospital's IT department"]
    r = grade_text(
        "The contract value is capped at GBP 480,000 including VAT, of which the central server alone "
        "accounts for about GBP 95,000.",
        nurse,
    )
    assert r["facts"]["F04"]["grade"] == "correct" and [u["text"] for u in r["unsupported"]] == ["GBP 95,000"]
    r = grade_text(
        "The total budget is capped at USD 7.2 million; bids are expected to come in below the cap, at "
        "around USD 6.5 million.",
        CASE_C,
    )
    assert r["facts"]["F03"]["grade"] == "correct" and "USD 6.5 million" in [u["text"] for u in r["unsupported"]]
    # a completion dated after the material's as-of date; reasons said of the material's things
    assert _added("- February 2027 – cabling in Ward 9 completed by Brightwell", nurse)
    assert _added(
        "Only Eastgate and Millbrook take part, because they have the highest return volumes in the network.", CASE_B
    )
    assert _added("The archive reading room is left out because it lacks the floor space for a kiosk.", CASE_B)
    # a sign-off closes an e-mail; a cut line does not
    assert checks.half_sentence("Text.\n\nBest regards,\nProject Office")["pass"]
    assert checks.half_sentence("正文。\n\n澜江市公交集团运营服务部")["pass"]
    assert not checks.half_sentence("正文。\n\n预算由项目组")["pass"]


def test_heldout35_36_met_conditions_chat_formats_refusals_and_clause_owners():
    here = Path(__file__).parent
    hoods = here / "heldout35" / "samples" / "fume_hood_ac"
    aed = here / "heldout36" / "samples" / "aed_rollout_ad"
    approved = "On 14 May 2026 the Health and Safety Committee approved the project on two conditions. "
    # a condition's own acceptance, dated as the material dates it, is not the approval; "this condition has been
    # met" says what the material reports; the plan "of the Estates Department" is the plan, not the department
    r = grade_text(
        approved + "The ventilation plan was to be submitted by the Estates Department. It was submitted "
        "and accepted on 2 June 2026, so this condition has been met; the Fund has not yet confirmed the "
        "grant.",
        hoods,
    )
    assert r["facts"]["F05"]["grade"] == "correct" and r["unsupported"] == []
    assert _added("The Estates Department's temporary ventilation plan was accepted on 2 June 2026.", hoods) == []
    # the reason beside a distorted status is that distortion, counted once
    r = grade_text(
        approved + "Both conditions have since been met: the ventilation plan was accepted on 2 June 2026 "
        "and the Northern Science Estates Fund has confirmed its grant, so the project is fully approved.",
        hoods,
    )
    assert r["facts"]["F05"]["grade"] == "distorted" and r["unsupported"] == []
    # numbered slides, "the 22 old ones", a heading's "expected benefit", "due to wrap up", "has been set"
    assert _added("Slide 5: Replace the 22 old ones\nSlide 6: Safety rule and expected benefit", hoods) == []
    assert _added("A ceiling of eighty-five thousand euros has been set for spending.", CASE_B) == []
    # chat-style numbering and a pointing sign; 除颤器 is no exclusion; a parenthesis excludes its own thing only
    text = "概况先发一下👇\n2/ 范围：只放社区卫生服务中心、地铁站点、城市公园；中小学、养老机构这次不放"
    assert checks.abnormal_characters(text, ("Han", "Latin"))["pass"] and _added(text, aed) == []
    assert (
        grade_text("区卫健委拟为辖区部分社区卫生服务中心和公共场所配置自动体外除颤器。", aed)["facts"]["F02"]["grade"]
        != "distorted"
    )
    assert (
        grade_text("| 范围 | 社区卫生服务中心、地铁站点、城市公园和养老机构（中小学校除外） |", aed)["facts"]["F02"][
            "grade"
        ]
        == "distorted"
    )
    # a near-miss amount given to the cap after a counted clause; the requirement said as the thing's result
    assert grade_text("共配置AED 64台，采购总预算上限为60万元。", aed)["facts"]["F04"]["grade"] == "distorted"
    assert (
        grade_text("设备须经验收合格后方可投入使用，未验收的不得向公众开放，先行试用也不例外。", aed)["facts"]["F07"][
            "grade"
        ]
        == "correct"
    )
    # "没有批准" beside a pending clause is not yet approved; a hedged approval is a prediction, the status stands
    r = grade_text("预算申请1月20日已交集团投资委员会，还在审批中，没有批准，估计3月初就能批下来。", CASE_A)
    assert r["facts"]["F04"]["grade"] == "correct" and r["unsupported"]
    # owners swapped among the material's parties, clause by clause; a purpose beside the material's own names
    assert len(_added("分工方面，急救培训由博康医疗承担，日常巡检由启安急救培训中心负责。", aed)) == 2
    assert _added("安装调试定在7月中旬开始，以避开地铁站点的客流高峰。", aed)
    # a completion beside a rule of the material's sentence is no restatement of it
    assert _added("采购合同已于2月下旬签订。", CASE_A)


def test_footnote_markers_and_parenthesised_list_numbers_are_markup():
    # heldout37 (first sight): footnoted sentences ("… excluded[2]") and "4) Rule: …" lists read as figures
    text = (
        "Bids are due by 3 March 2027[2], and the budget cap is USD 7.2 million[4].\n"
        "1) The airport express route is excluded.\n4) Bidders must hold a battery safety certificate."
    )
    assert _added(text, CASE_B.parent / "procurement_notice_c") == []
    # an invented figure after the marker is still read
    added = _added(
        "Summary of the notice:\n1) Bids are due by 3 March 2027.\n2) The operator will also hire 14 extra "
        "drivers for the new buses[3].",
        CASE_B.parent / "procurement_notice_c",
    )
    assert added == ["14 extra drivers"]


FLOOD = _held(37, "flood_barrier_ae")
KITCHEN = _held(38, "kitchen_exhaust_af")


def _grades(text, sample):
    r = grade_text(text, sample)
    return {k: v["grade"] for k, v in r["facts"].items()}, [u["text"] for u in r["unsupported"]]


def test_the_party_inside_a_condition_swapped_for_another_party_is_a_distortion():
    # heldout38: "须在区生态环境分局出具…合格报告后" (the material: the tester issues it), "须经项目组确认" (the supervisor)
    swapped, _ = _grades("补助资金须在区生态环境分局出具验收检测合格报告后方可拨付。", KITCHEN)
    assert swapped["F07"] == "distorted"
    right, _ = _grades("补助资金须在衡测检测出具验收检测合格报告后方可拨付，提前自行改造的门店也不例外。", KITCHEN)
    assert right["F07"] == "correct"
    assert _grades("助手生成的班次建议须经项目组确认后才能生效。", CASE_A)[0]["F07"] == "distorted"
    assert _grades("班次建议不会直接下发给员工，必须经仓库主管确认后才能生效。", CASE_A)[0]["F07"] == "correct"
    # a requirement written as a recommendation
    encouraged = "Bidders are encouraged to include a valid battery safety certificate with their bid."
    assert _grades(encouraged, CASE_C)[0]["F07"] == "distorted"


def test_duties_swapped_among_the_materials_parties_and_invented_people_are_additions():
    # heldout37 h11: R08 gives the contract and the bond to the harbour engineer, the grant reports to the finance team
    text = (
        "### Roles\n- The council's finance team manages the contract and Hollin's performance bond.\n"
        "- The harbour engineer reports to the environment agency on the use of the grant.\n"
        "- Day-to-day coordination: Tom Ashworth, the council's flood resilience officer.\n"
    )
    assert _grades(text, FLOOD)[1] == ["The council's finance team", "The harbour engineer", "Tom Ashworth"]
    right = (
        "### Roles\n- The council's harbour engineer manages the contract and Hollin's performance bond.\n"
        "- The council's finance team reports to the environment agency on the use of the grant.\n"
    )
    assert _grades(right, FLOOD)[1] == []
    # "由A牵头、B出资": B's act is not A's; "，并负责…" adds a duty to the party before it
    assert _grades("本项目由滨澜区市场监管局牵头、区生态环境分局出资。", KITCHEN)[1] == []
    assert _grades("分工：清岚环保负责设备供货安装，并负责改造后验收检测。", KITCHEN)[1] == ["清岚环保"]


def test_a_date_opening_a_heading_is_not_a_list_number_and_findings_need_no_that():
    text = (
        "### 2027-06-09 – Decision\n- Approved by the Policy and Resources Committee at GBP 1.2 million.\n"
        "### 2027-08-18 – Done\n- Kestrel completed its survey of the quay wall.\n"
    )
    assert _grades(text, FLOOD)[1] == []
    found = _grades(
        "Kestrel has completed its survey of the quay wall, and the survey showed the wall was in good shape.", FLOOD
    )[1]
    assert found == ["survey showed the wall was in good shape"]
    assert _grades("摸排中发现约三成门店的净化器长期未清洗。", KITCHEN)[1] == ["摸排中发现约三成门店的净化器长期未清洗"]


def test_working_days_are_a_length():
    assert kinds("within five working days; 5个工作日内") == [("duration", 5.0), ("duration", 5.0)]
    late = "Bids received after that date will be returned unopened within five working days."
    assert _added(late, CASE_C) == ["five working days"]


def test_a_value_or_status_beside_another_thing_is_that_things():
    # the table row of another item approved at the same meeting; a per-shop cost; the requested amount beside the cap
    row = (
        "| 事项 | 状态 |\n| --- | --- |\n| 补助资金拨付方案审批 | ✗ 暂缓审批 |\n"
        "| 在线监控平台运维经费（另一事项） | ✓ 同次会议审议通过 |\n"
    )
    assert _grades(row, KITCHEN)[0]["F05"] == "correct"
    facts, added = _grades("补助资金总额不超过430万元。**检测费用：**每家门店约1200元，由补助资金列支。", KITCHEN)
    assert facts["F04"] == "correct" and added == ["1200元"]
    capped = (
        "The committee approved the purchase on 9 June 2027, capping spending at GBP 1.2 million rather than "
        "the GBP 1.45 million requested."
    )
    assert _grades(capped, FLOOD)[0]["F04"] == "correct"
    # the meeting's own date, the meeting named right after it
    assert _grades("2026年3月12日局务会对补助资金拨付方案暂缓审批，报告尚未提交。", KITCHEN)[1] == []
    # a part counted after the whole
    assert (
        _grades("Hollin will supply 36 barrier sections, of which 8 are gate sections.", FLOOD)[0]["F03"] == "correct"
    )


def test_periods_said_in_parts_and_relative_months():
    assert _grades("The trial deployment runs from 1 November 2027 to 31 March 2028.", FLOOD)[0]["F01"] == "correct"
    apart = (
        "The council will try the barriers out on Marrowby Quay for one winter, from the start of November 2027 "
        "(1 November) to the end of March 2028 (31 March)."
    )
    assert _grades(apart, FLOOD)[0]["F01"] == "correct"
    assert _grades("▶ 啥时候干？2026年4月1日起，至同年9月30日止。", KITCHEN)[0]["F01"] == "correct"
    facts, added = _grades(
        "Eastgate is due to go live towards the end of September and Millbrook the month after.", CASE_B
    )
    assert facts["F06"] in ("partial", "correct") and added == []
    both, _ = _grades(
        "As of 20 August 2026 the project team has completed floor surveys at both branches. Eastgate "
        "is due to go live towards the end of September and Millbrook the month after.",
        CASE_B,
    )
    assert both["F06"] == "correct"
    assert (
        _grades("3月12日局务会上，区生态环境分局没给拨付方案放行，而是先搁下，等报告交上来再议。", KITCHEN)[0]["F05"]
        == "correct"
    )


def test_blockquote_markers_are_markup():
    text = (
        "> The pilot runs from 14 September 2026 to 11 December 2026.\n>\n> ## Sources\n> - B02 – pilot period\n"
        "> B08 – waiver rule\n"
    )
    assert grade_text(text, CASE_B)["facts"]["F01"]["grade"] == "correct"
    assert checks.half_sentence(text)["pass"]
    assert not checks.half_sentence("> The pilot runs from")["pass"]


def test_things_listed_then_all_included_is_no_wider_scope():
    # heldout38 procurement_notice_c h02
    text = (
        "The total budget is capped at USD 7.2 million, with the buses, chargers, delivery and driver training all "
        "included. The tender covers Lot A (buses for the Riverside and Hillcrest town routes) and Lot B (overnight "
        "chargers at the Northgate depot) only; Lot C, the workshop upgrade, has been withdrawn, and the airport "
        "express route is excluded."
    )
    assert grade_text(text, CASE_C)["facts"]["F05"]["grade"] == "correct"


KIOSK = _held(39, "kiosk_refresh_ag")
LIGHTING = _held(40, "classroom_lighting_ah")


def test_two_digit_years_decimal_yi_and_bracketed_list_numbers():
    assert kinds("27年7月10日—27年8月25日") == [("date", (2027, 7, 10)), ("date", (2027, 8, 25))]
    assert kinds("panel of 9/12/26; 31/10/27") == [("date", (2026, 12, 9)), ("date", (2027, 10, 31))]
    assert kinds("约合0.128亿元") == [("amount", 12800000.0)]
    listed = (
        "## 分工\n（1）区教育装备中心：合同管理和履约保证金；\n（2）明澈照明：样灯送检和现场施工；\n"
        "（3）衡光检测：样灯检测和每间教室的竣工照度检测。\n"
    )
    assert _grades(listed, LIGHTING)[1] == []
    # "5.12": the material's 5月12日, in a timeline
    assert _grades("- 5.12 确定明澈照明中标\n", LIGHTING)[1] == []


def test_a_bare_year_needs_that_year_in_the_material():
    added = _added("If the pilot works, the kiosks will be rolled out to all branches in 2027.", CASE_B)
    assert "2027" in added


def test_another_way_to_meet_a_requirement_and_an_unconditional_approval_are_distortions():
    late = (
        "Bids should include a valid battery safety certificate; a bidder whose certificate is still being "
        "processed may hand it in after the deadline, before evaluation starts."
    )
    assert _grades(late, CASE_C)[0]["F07"] == "distorted"
    final = (
        "**Approval:** The town council gave the purchase its final approval on 12 January 2027; no further "
        "conditions apply."
    )
    assert _grades(final, CASE_C)[0]["F04"] == "distorted"
    condition = "The town council approved the purchase on the grant condition on 12 January 2027."
    assert _grades(condition, CASE_C)[0]["F04"] == "correct"


def test_a_date_labelling_a_line_is_said_of_what_follows():
    text = (
        "The pilot runs from 14 September 2026 to 11 December 2026.\n\nKey dates:\n- 14 September 2026: pilot "
        "starts\n- 11 November 2026: pilot ends\n"
    )
    facts, added = _grades(text, CASE_B)
    assert facts["F01"] == "distorted" and added == []


def test_owners_in_a_table_and_a_clause_opening_with_a_party():
    table = (
        "| Task | Owner |\n| --- | --- |\n| Brightshelf contract and performance bond | head of libraries |\n"
        "| Post-installation sign-offs | ClearPath |\n| Resubmission to the Fund | digital services team |\n"
    )
    assert _grades(table, KIOSK)[1] == ["head of libraries", "digital services team"]
    right = (
        "| Task | Owner |\n| --- | --- |\n| Brightshelf contract and performance bond | digital services team |\n"
        "| Resubmission to the Fund | head of libraries |\n"
    )
    assert _grades(right, KIOSK)[1] == []
    assert _grades("分工：区教育装备中心按施工进度拨付资金；家长委员会推选家长代表参加竣工抽查。", LIGHTING)[1] == [
        "区教育装备中心"
    ]
    assert _grades("分工：区财政局按施工进度拨付资金；家长委员会推选家长代表参加竣工抽查。", LIGHTING)[1] == []


def test_reasons_forecasts_and_people_in_chinese_and_english():
    assert _added(
        "Lot C (maintenance workshop upgrade) was withdrawn because the workshop budget was cut.", CASE_C
    ) == ["because the workshop budget was cut"]
    added = _grades("预计改造完成后，全区学生近视新发率可下降两成左右。项目由装备中心王建平主任牵头。", LIGHTING)[1]
    assert added == ["预计", "王建平主任"]


def test_another_things_status_beside_the_facts_and_the_scope_words_of_a_rule_or_a_count():
    text = (
        "- Co-funding: the EUR 120,000 request to the Northmoor Arts and Culture Fund was rejected at the grants "
        "panel on 9 December 2026; resubmission invited\n- Training grant: €14,500, approved (same panel, separate "
        "item)\n"
    )
    facts, added = _grades(text, KIOSK)
    assert facts["F05"] == "correct" and added == []
    counted = (
        "The replacement covers only Kettleby Central, Ormsford, Pennock Green, Saltmarsh and Whitlow; "
        "Harrowdene and Castlegate are excluded. Brightshelf will install 24 new kiosks; Kettleby Central "
        "alone gets 7."
    )
    assert _grades(counted, KIOSK)[0]["F02"] == "correct"
    phase = (
        "The replacement covers only Kettleby Central, Ormsford, Pennock Green, Saltmarsh and Whitlow; the "
        "Harrowdene Heritage Library and the Castlegate branch are excluded, and a second phase covering "
        "Harrowdene is pencilled in for 2028."
    )
    facts, added = _grades(phase, KIOSK)
    assert facts["F02"] == "correct" and added == ["2028"]
    # "那份合同": the other contract named just before, not the construction contract
    old = (
        "施工期：2027年7月10日至2027年8月25日。星河小学已按另一份合同于2025年完成改造，那份合同的施工期是2025年7月10日"
        "至2025年8月25日。"
    )
    assert _grades(old, LIGHTING)[0]["F01"] == "correct"


def test_colloquial_statuses_and_conditions_said_with_until():
    assert (
        _grades("The board hasn't made up its mind yet on the funding request sent on 3 July 2026.", CASE_B)[0]["F04"]
        == "correct"
    )
    said_no = (
        "The Northmoor Arts and Culture Fund said no to the service's €120k co-funding ask when its grants "
        "panel met on 9 December 2026."
    )
    assert _grades(said_no, KIOSK)[0]["F05"] == "correct"
    until = (
        "As of 15 January 2027 ClearPath has completed the pre-installation access surveys of the five branches; "
        "the first kiosks at Kettleby Central are planned for mid-March 2027. A new kiosk stays closed to the "
        "public until ClearPath has signed off that branch's installation as accessible."
    )
    assert _grades(until, KIOSK)[0]["F06"] == "correct"
    # two claims joined, each the material's own
    joined = "Until the funding is approved, no rental contract can be signed and installation cannot start."
    assert _added(joined, CASE_B) == []


def test_parts_after_the_total_and_shares_of_it():
    facts, added = _grades("| New kiosks | 24 (a third of them, 8, height-adjustable) |", KIOSK)
    assert facts["F03"] == "correct" and added == []
    parts = "本次共改造教室642间，其中小学教室410间、初中教室196间、青梧中学南校区教学楼教室36间。"
    assert _grades(parts, LIGHTING)[0]["F03"] == "correct"


def test_colloquial_chinese_ends_and_exclusions_and_a_table_header_naming_sources():
    text = (
        "7月10号开工，8月25号收尾（都是2027年）。这回只动区属的公办小学、公办初中，再加上青梧中学南校区的教学楼，南校区的"
        "实验楼和宿舍不动；民办学校、特教学校不在里面，星河小学2025年就已经换过了，也不算。"
    )
    facts, _ = _grades(text, LIGHTING)
    assert facts["F01"] == "correct" and facts["F02"] == "correct"
    table = (
        "## 概况\n| 项目 | 内容 | 资料段落 |\n| --- | --- | --- |\n| 预算上限 | 120万元 | A04 |\n\n## 计划与已完成\n"
        "- 计划3月中旬先行上线。\n\n## 资料来源\n预算上限——A04\n"
    )
    result = grade_text(table, CASE_A)
    assert result["checks"]["required_sections"]["pass"] and result["facts"]["F03"]["grade"] == "correct"


def test_a_finding_in_the_passive():
    text = "During the visit the depot's grid connection was found to be sufficient for the new chargers."
    assert _added(text, CASE_C) == ["was found to be sufficient for the new chargers"]


BROADBAND = _held(41, "broadband_vouchers_ai")
RARE_BOOKS = _held(42, "rare_book_repair_aj")


def test_pending_in_other_words_beside_another_things_approval():
    for said in (
        "The National Digital Infrastructure Fund's board has not yet decided on the co-funding application.",
        "Nothing's been decided on the money yet: the fund's board still has to make up its mind on the "
        "co-funding application.",
    ):
        assert _grades(said, BROADBAND)[0]["F05"] == "correct", said


def test_values_the_material_gives_another_thing_in_other_words():
    facts, added = _grades(
        "The total value is capped at GBP 2.4 million, with GBP 1.6 million requested from the "
        "National Digital Infrastructure Fund. The scheme aims to connect 1,248 eligible premises, "
        "312 of them business premises.",
        BROADBAND,
    )
    assert facts["F03"] == "correct" and facts["F04"] == "correct" and added == []
    facts, added = _grades(
        "The total value is capped at GBP 2.4 million. The Cabinet resolved to set aside £40,000 "
        "from the council's own budget for publicity about the vouchers.",
        BROADBAND,
    )
    assert facts["F04"] == "correct" and "£40,000" in added
    # "the two market towns … are explicitly excluded": the predicate after an aside
    scope = (
        "It covers only premises in the rural parishes of the Wenning Valley and the Marlow Fells. Kirkby Staithe "
        "and Hallowfield, the two market towns, are explicitly excluded."
    )
    assert _grades(scope, BROADBAND)[0]["F02"] == "correct"


def test_owner_cells_naming_no_one_a_value_cut_off_and_rankings_as_reasons():
    table = "## 计划与已完成\n| 事项 | 负责方 | 时间 |\n| --- | --- | --- |\n| 数据接口开发 | 资料未写明 | 审批通过后启动 |\n"
    assert _added(table, CASE_A) == []
    assert (
        _grades("修复服务期为2027年4月1日至2028年6月30日。截至2027年3月20日，市图书馆已于2027年3", RARE_BOOKS)[1] == []
    )
    assert _added("Because return queues at Eastgate are the longest in the network, Eastgate goes first.", CASE_B)
    facts, added = _grades("冷链仓不在本次试点范围内，因为冷链仓的温控作业排班规则特殊。", CASE_A)
    assert facts["F02"] != "distorted" and added == ["因为冷链仓的温控作业排班规则特殊"]


def test_a_thing_the_scope_paragraph_treats_apart_listed_among_the_included():
    widened = "- 修复范围：清代地方志、民国家谱、民国报刊三类；宋元善本、碑帖拓片不在范围内"
    assert _grades(widened, RARE_BOOKS)[0]["F02"] == "distorted"
    right = (
        "- 修复范围：只覆盖清代地方志、民国家谱两类；宋元善本、碑帖拓片不在范围内；民国报刊只做除尘清洁和更换装具，"
        "不做修复"
    )
    assert _grades(right, RARE_BOOKS)[0]["F02"] == "correct"


def test_an_exemption_that_permits_the_rules_action_is_a_distortion():
    text = (
        "- **Payment rule:** vouchers are paid to Brackenfold only once the resident has signed a connection "
        "confirmation form. Business premises are the exception: for them Brackenfold can be paid on its own "
        "completion report, without a signed form."
    )
    assert _grades(text, BROADBAND)[0]["F07"] == "distorted"
    right = (
        "- **Payment rule:** no voucher is paid to Brackenfold until the resident has signed a connection "
        "confirmation form; there are no exceptions, business premises included."
    )
    assert _grades(right, BROADBAND)[0]["F07"] == "correct"


def test_a_date_belongs_to_the_thing_named_right_before_it_that_the_material_gives_it():
    # heldout41: "bids due by 3 March 2027 and delivery between 1 September 2027 and 31 January 2028"
    text = (
        "The authority invites bids to supply 12 battery-electric buses, with bids due by 3 March 2027 and "
        "delivery between 1 September 2027 and 31 January 2028."
    )
    assert _grades(text, CASE_C)[0]["F02"] == "correct"
    swapped = "Bids are due by 1 September 2027 and delivery runs until 31 January 2028."
    assert _grades(swapped, CASE_C)[0]["F02"] == "distorted"


def test_a_hedged_restatement_of_the_materials_schedule_is_no_prediction():
    assert _added("The buses should arrive some time between 1 September 2027 and 31 January 2028.", CASE_C) == []
    assert _added("The buses should arrive some time between 1 October 2027 and 31 January 2028.", CASE_C)


def test_a_reason_given_in_other_words_and_one_the_material_never_gives():
    said = (
        "It covers only the rural parishes of the Wenning Valley and the Marlow Fells: Kirkby Staithe and "
        "Hallowfield are deliberately left out, since commercial fibre already reaches them."
    )
    assert _added(said, BROADBAND) == []
    invented = "Kirkby Staithe and Hallowfield are left out, since the towns already have their own council scheme."
    assert _added(invented, BROADBAND)
    lowered = (
        "The co-funding application was withdrawn on 5 October 2026 because the fund asked the council to lower "
        "its request, and resubmitted on 19 October 2026."
    )
    assert _added(lowered, BROADBAND) == ["because the fund asked the council to lower its request"]


def test_the_materials_history_in_colloquial_verbs_with_its_dates():
    said = (
        "(The application went in on 7 September 2026, was pulled on 5 October to fix the premises list and went "
        "back in on 19 October.)"
    )
    assert _added(said, BROADBAND) == []
    moved = said.replace("pulled on 5 October", "pulled on 19 October")
    assert _added(moved, BROADBAND)


def test_a_party_doing_what_the_material_leaves_unassigned_to_its_own_thing():
    text = (
        "The council first lodged the application on 7 September 2026, withdrew it on 5 October 2026 and "
        "resubmitted it on 19 October 2026."
    )
    assert _added(text, BROADBAND) == []


def test_a_table_cell_that_reports_an_act_done_of_its_row():
    table = (
        "| Workstream | Status |\n| --- | --- |\n| Eligibility survey | Completed 11 December 2026 |\n"
        "| Performance bond | Lodged by Brackenfold |\n"
    )
    assert _added(table, BROADBAND) == ["Lodged"]
    rows = "| Item | Status |\n| --- | --- |\n| Driver training plan | Signed off |\n"
    assert _added(rows, CASE_C) == ["Signed off"]


def test_a_later_phase_for_excluded_parts_in_a_resolution_list():
    text = (
        "At its meeting the Cabinet resolved:\n\n1. to note the pending funding decision;\n"
        "2. that Kirkby Staithe and Hallowfield will be considered for a second phase of the scheme from 2029.\n"
    )
    assert _added(text, BROADBAND) == ["will"]


def test_a_prediction_in_a_clause_of_its_own_beside_a_stated_fact():
    text = "- With the survey done, most eligible premises are likely to be connected well before the end of 2028."
    assert _added(text, BROADBAND)


def test_zh_counts_with_grammar_words_or_verbs_around_them():
    table = "| 需修复数量 | 共1,850册（清代地方志1,120册、民国家谱730册；其中一级破损260册） |\n"
    assert _added(table, RARE_BOOKS) == []
    facts, added = _grades("★ 修多少：一共1,850册等着修。", RARE_BOOKS)
    assert facts["F03"] == "correct" and added == []
    assert _added("其中一级破损280册。", RARE_BOOKS)


def test_zh_a_decision_dated_with_yiyu_and_said_after_a_bracket():
    text = "- 审批结果：修改后的经费申请已于二〇二七年三月八日（2027.3.8）经局长办公会审议通过，予以批准。"
    facts, added = _grades(text, RARE_BOOKS)
    assert facts["F05"] == "correct" and added == []


def test_zh_another_items_deferral_written_as_approved():
    facts, added = _grades("同次会议上，恒温恒湿设备改造申请也被批准，将与修复同步实施。", RARE_BOOKS)
    assert facts["F05"] != "correct" and added


COLD_CHAIN = _held(43, "cold_chain_upgrade_ak")
RIVER = _held(44, "river_cleaning_al")
_COLD_SCOPE = (
    "The project covers only 12 of the network's 18 clinic sites. The two hospital-based pharmacies are "
    "excluded, and the other six clinic sites are not part of the project. "
)


def test_only_that_bounds_what_an_included_part_gets_is_no_narrowed_scope():
    for said in (
        "The county's four mobile vaccination units are covered for data loggers only.",
        "The four mobile vaccination units get data loggers only.",
        "The four mobile vaccination units receive data loggers only and no new freezers or refrigerators.",
    ):
        assert _grades(_COLD_SCOPE + said, COLD_CHAIN)[0]["F02"] == "correct", said
    narrowed = "The project covers only the mobile vaccination units."
    assert _grades(narrowed, COLD_CHAIN)[0]["F02"] == "distorted"
    river = "本项目只覆盖澜溪河城区段、白鹭河、柳塘河和石桥运河；澜溪河下游段和青龙港不在本项目范围内。"
    for said in ("石桥运河只负责水面漂浮物打捞，不含清淤。", "石桥运河只打捞水面漂浮物、不含清淤。"):
        assert _grades(river + said, RIVER)[0]["F02"] == "correct", said


def test_a_list_of_exclusions_goes_on_past_a_reason_and_a_material_phrase_with_all():
    text = (
        "It covers only 12 of the network's 18 clinic sites; the four mobile vaccination units are covered for data "
        "loggers only. The two hospital-based pharmacies are excluded, since they have their own storage, and so "
        "are the other six clinic sites. An earlier planning grant paid for a site survey of all 18 clinic sites in "
        "August 2026."
    )
    assert _grades(text, COLD_CHAIN)[0]["F02"] == "correct"
    assert (
        _grades(
            "It's just Eastgate and Millbrook – the mobile vans and the archive reading room are staying out of it.",
            CASE_B,
        )[0]["F02"]
        == "correct"
    )


def test_another_partys_application_keeps_its_own_decision():
    text = (
        "On January 21, 2027 the Grant Review Board approved the department's application for a reduced award. At "
        "the same meeting the board rejected Hadley County's application."
    )
    facts, added = _grades(text, COLD_CHAIN)
    assert facts["F05"] == "correct" and added == []


def test_an_exception_named_to_deny_it_and_a_scope_part_after_except():
    rule = "No vaccine may be stored in a new unit until Brightwater has certified that unit after temperature mapping."
    assert _grades(rule + " No exceptions, not even in an emergency.", COLD_CHAIN)[0]["F07"] == "correct"
    assert _grades(rule + " Even in an emergency it may be stored first.", COLD_CHAIN)[0]["F07"] == "distorted"
    zh = "在明水校准实验室完成温度分布测试并出具认证之前，任何疫苗不得存放在新设备中；没有例外，紧急情况也不例外。"
    assert _grades(zh, COLD_CHAIN)[0]["F07"] == "correct"
    scope = (
        "It reaches 12 of the network's 18 clinic sites and nothing beyond them except the four mobile vaccination "
        "units."
    )
    facts, added = _grades(scope + " " + rule, COLD_CHAIN)
    assert facts["F07"] == "correct" and added == []


def test_owners_swapped_in_a_duty_list_with_a_doer_named_and_a_passive_sentence():
    text = (
        "Responsibilities: Brightwater installs the new units and removes the old ones; Polar Ridge maps and "
        "certifies each new unit."
    )
    assert _added(text, COLD_CHAIN) == ["Brightwater", "Polar Ridge"]
    right = (
        "Responsibilities: Polar Ridge installs the new units and removes the old ones; Brightwater maps and "
        "certifies each new unit."
    )
    assert _added(right, COLD_CHAIN) == []
    assert (
        _added("- **New storage units:** 23 (18 refrigerators, 5 freezers), installed by Polar Ridge", COLD_CHAIN) == []
    )


def test_zh_a_later_time_leading_the_sentence_makes_a_plan_for_an_excluded_part():
    scope = "本项目只覆盖澜溪河城区段、白鹭河、柳塘河和石桥运河；澜溪河下游段、青龙港不在本项目范围内。"
    facts, added = _grades(scope + "合同期满后，澜溪河下游段将并入本项目统一保洁。", RIVER)
    assert facts["F02"] == "correct" and added == ["将"]
    facts, added = _grades("冷链仓和退货处理线不在本次试点范围内，若试点效果达标，冷链仓将在第三季度纳入。", CASE_A)
    assert facts["F02"] != "distorted" and added


def test_row_numbers_spoken_rejections_and_a_period_label():
    table = (
        "| 序号 | 事项 | 金额 |\n| --- | --- | --- |\n| 1 | 合同总价上限 | 不超过1,280万元 |\n"
        "| ４ | 履约保证金 | 38万元 |\n| 7 | 保洁船 | 8艘 |\n"
    )
    assert _added(table, RIVER) == []
    facts, added = _grades(
        "3月18日区财政局开资金审核会，本项目资金申请没通过，被否了；水务局把预算改好以后可以再报。", RIVER
    )
    assert facts["F05"] == "correct" and added == []
    en = (
        "At its funding review meeting on 18 March 2027, the district Finance Bureau decided not to approve the "
        "project's funding application."
    )
    assert _grades(en, RIVER)[0]["F05"] == "correct"
    assert _added("**本期已完成**\n- 截至2026年2月10日，项目组已完成两个试点仓库的需求调研。\n", CASE_A) == []


def test_zh_a_survey_finding_the_material_never_reports():
    text = "截至3月25日，衡诚监理已完成全部河段的现状勘测，勘测发现柳塘河的漂浮物问题最为突出。"
    assert _added(text, RIVER) == ["勘测发现柳塘河的漂浮物问题最为突出"]


def test_a_total_in_words_before_its_parts_and_an_offset_after_the_end():
    facts, added = _grades("- New storage units: twenty-three (18 refrigerators, 5 freezers)", COLD_CHAIN)
    assert facts["F03"] == "correct" and added == []
    assert (
        _grades("- New storage units: twenty-four (18 refrigerators, 6 freezers)", COLD_CHAIN)[0]["F03"] == "distorted"
    )
    text = (
        "The upgrade project runs from March 8, 2027 to October 29, 2027.\n"
        "- Final report to the program: within 90 days after the project ends.\n"
    )
    facts, added = _grades(text, COLD_CHAIN)
    assert facts["F01"] == "correct" and added == []


def test_a_meeting_date_beside_a_schedule_word_and_a_table_row_about_its_own_thing():
    text = (
        "- We also had a kickoff meeting with Polar Ridge and Brightwater on February 10 to walk through the "
        "installation schedule."
    )
    facts, added = _grades(text, COLD_CHAIN)
    assert facts["F01"] == "omitted" and added == ["February 10"]
    row = "| Step | Status |\n| --- | --- |\n| Temperature mapping | Starts April 2027 |\n"
    facts, added = _grades(row, COLD_CHAIN)
    assert facts["F01"] == "omitted" and added == ["April 2027"]


def test_a_cue_word_is_a_word_of_its_own():
    # "capital" holds the cue "cap" only as letters
    from harness.grade.context import _cue_found

    assert _cue_found("cap", "the award is capped at usd 1,280,000")
    assert not _cue_found("cap", "the county's capital budget")
    assert _cue_found("截止", "截止日期为3月3日")


def test_spending_limits_separate_tenders_questions_answered_and_chairs():
    assert _grades("We can't spend more than 7.2 million dollars in total.", CASE_C)[0]["F03"] == "correct"
    text = (
        "Lot C has been withdrawn, and the airport express route is excluded; the airport express route will be "
        "tendered separately later in 2027."
    )
    assert _added(text, CASE_C) == ["will"]
    assert _added("Questions raised at the site visit were answered in writing to all bidders.", CASE_C)
    assert _added("**Evaluation panel:** chaired by the authority's fleet manager.", CASE_C) == [
        "the authority's fleet manager"
    ]


def test_progress_in_a_relative_clause_with_a_party_of_its_own_and_history_in_a_row():
    text = (
        "Installation at the first four clinic sites is scheduled for the week of March 8, 2027, which Brightwater "
        "has already confirmed with the site coordinators."
    )
    assert _added(text, COLD_CHAIN) == ["has already confirmed"]
    row = (
        "| Workstream | Status |\n| --- | --- |\n"
        "| Co-funding application to the fund | lodged 07.09.2026, withdrawn 05.10.2026, resubmitted 19.10.2026 |\n"
    )
    assert _added(row, BROADBAND) == []


def test_an_excluded_aspect_of_an_included_part_given_to_it():
    given = (
        _COLD_SCOPE + "The county's four mobile vaccination units are covered too, which will get new freezers as "
        "well as data loggers."
    )
    assert _grades(given, COLD_CHAIN)[0]["F02"] == "distorted"
    denied = _COLD_SCOPE + "The four mobile vaccination units get data loggers only, and no new freezers."
    assert _grades(denied, COLD_CHAIN)[0]["F02"] == "correct"


def test_a_count_of_the_things_the_material_lists_after_their_noun():
    text = (
        "It covers only premises in the rural parishes of the Wenning Valley and the Marlow Fells. Kirkby Staithe "
        "and Hallowfield, the two market towns, are explicitly excluded."
    )
    assert _added(text, BROADBAND) == []
    assert _added(text.replace("two market towns", "three market towns"), BROADBAND)


SPECTROMETER = _held(45, "shared_spectrometer_am")
RURAL_WATER = _held(46, "rural_water_an")


def test_another_university_whose_application_was_approved_and_an_appeal_foretold():
    text = (
        "The Fund rejected the equipment application at its panel meeting on 12 March 2027. Ashgrove University, "
        "whose application was approved at the same meeting, has offered to share instrument time."
    )
    assert _grades(text, SPECTROMETER)[0]["F05"] == "correct"
    assert _added("The appeal is likely to succeed.", SPECTROMETER) == ["likely"]
    assert _added("The appeal is likely to succeed, since the panel misread the usage figures.", SPECTROMETER) == [
        "likely",
        "since the panel misread the usage figures",
    ]
    assert _added(
        "The appeal was drafted by Dr Owen Malik in the research office and lodged on 2 April 2027.", SPECTROMETER
    ) == ["Owen Malik"]


def test_an_excluded_pair_denied_whole_and_an_excluded_aspect_in_a_relative_clause():
    scope = (
        "The instrument is for the Chemistry and Biology research groups only, plus external users for paid "
        "service runs. "
    )
    denied = (
        scope
        + "Out of scope: the Physics and Earth Sciences departments; no training on the instrument for external users."
    )
    assert _grades(denied, SPECTROMETER)[0]["F02"] == "correct"
    given = (
        "Who can use it: the research groups of the Chemistry and Biology departments, and external users, who may "
        "book paid service runs and training sessions on the instrument. The Physics and Earth Sciences "
        "departments are excluded."
    )
    assert _grades(given, SPECTROMETER)[0]["F02"] == "distorted"


def test_names_holding_an_exclusion_word_and_a_week_holding_the_day():
    text = (
        "The instrument is for the Chemistry and Biology research groups only, plus outside users who pay for "
        "service runs. Physics and Earth Sciences are out, and we don't train external users on it."
    )
    assert _grades(text, SPECTROMETER)[0]["F02"] == "correct"
    week = "It rejected the application at its panel meeting in the week of 8 March."
    assert _added(week, SPECTROMETER) == []
    assert _added(week.replace("8 March", "22 March"), SPECTROMETER)


def test_amounts_with_a_capital_m_a_share_of_the_cost_and_a_restated_count():
    facts, added = _grades(
        "Total spend capped at 1.85M all in (instrument, install, first year of service).", SPECTROMETER
    )
    assert facts["F04"] == "correct" and added == []
    assert _grades("- Requested from the Fund: CAD 1.2 million of the cost.", SPECTROMETER)[0]["F04"] != "distorted"
    assert _added("14 research groups have signed up so far.", SPECTROMETER) == []
    assert (
        _added(
            "10. **Any rule to note?** Yes: no sample goes on the instrument until the facility manager has "
            "cleared a signed sample safety declaration for it, with no exceptions.\n",
            SPECTROMETER,
        )
        == []
    )


def test_the_requirement_after_unless_named_in_later_clauses_and_a_preposition_cue():
    text = (
        "Nobody puts a sample on the machine unless Hallie (facility manager) has cleared a signed safety "
        "declaration for it. No exceptions, paid external jobs too."
    )
    assert _added(text, SPECTROMETER) == []
    met = "We also met Corvane last week and they agreed to hold their price until the end of September."
    assert _grades(met, SPECTROMETER)[0]["F01"] != "distorted"


def test_a_duty_list_said_again_and_a_dated_act_under_completed():
    duty = "衡正水质检测中心负责水质本底检测和通水前检测。"
    assert (
        _grades("截至2027年2月5日，衡正水质检测中心已于2027年1月25日完成水质本底检测。" + duty, RURAL_WATER)[0]["F06"]
        != "distorted"
    )
    done = "Completed:\n- User needs survey (closed 26 February 2027).\n- The Procurement Board reviewed the tender documents in June 2027.\n"
    assert _grades(done, SPECTROMETER)[0]["F06"] == "distorted"
    swapped = "Responsibilities:\n- The research office keeps the quote open until 30 June 2027.\n"
    assert _added(swapped, SPECTROMETER) == ["The research office"]


def test_zh_pending_in_spoken_words_a_reservoir_count_and_an_abbreviated_review():
    for said in (
        "2027年1月12日主任办公会暂未表决，下次会议时间未定。",
        "立项这事还没定：县发改委1月12号开主任办公会，但没表决。",
    ):
        assert _grades(said, RURAL_WATER)[0]["F05"] == "correct", said
    scope = (
        "范围：仅石桥镇、柳河镇、白沙乡、云台乡四乡镇新建管网；城关镇、东坪镇不含；翠屏水库库区三个村仅做水质监测，不新建管网。"
        "工程共覆盖二十八个行政村。"
    )
    facts, _ = _grades(scope, RURAL_WATER)
    assert facts["F03"] == "correct" and facts["F02"] == "correct"
    assert _added("可研报告已于2026年11月18日通过专家评审。", RURAL_WATER) == []
    assert _added("可研报告已于2026年12月18日通过专家评审。", RURAL_WATER)
    assert _added("入户供水设备拟由清泉源供水设备有限公司提供。", RURAL_WATER) == []


def test_zh_a_narrowed_list_counted_and_a_colloquial_exclusion():
    facts, added = _grades("- 本工程新建管网只覆盖石桥镇、柳河镇、白沙乡三个乡镇", RURAL_WATER)
    assert facts["F02"] == "distorted" and added == []
    text = (
        "这个工程就是给石桥、柳河、白沙、云台这四个乡镇的村子铺新管子。城关镇和东坪镇早就接上城市供水管网了，不归这个工程管；"
        "翠屏水库库区那3个村只管水质监测，不给铺新管网。"
    )
    assert _grades(text, RURAL_WATER)[0]["F02"] == "correct"


def test_a_reason_with_since_in_other_negation_words_and_doers_after_by():
    assert (
        _added(
            "3. Branch librarian: confirms each late-fee waiver, since the kiosks never grant one automatically.",
            CASE_B,
        )
        == []
    )
    cooling = _held(15, "cooling_retrofit_i")
    swapped = (
        "- Electrical load study for the Kelvin Building in late May 2027, to be carried out by Coldharbour Mechanical."
    )
    assert _added(swapped, cooling) == ["Coldharbour Mechanical"]
    table = (
        "| Step | Status | Owner | When |\n| --- | --- | --- | --- |\n"
        "| Electrical load study, Kelvin Building | Planned | Electrical Services team | Late May 2027 |\n"
    )
    assert _added(table, cooling) == []


FERRY = _held(47, "ferry_pontoon_ao")
ELDER_CANTEEN = _held(48, "elder_canteen_ap")


def test_a_withdrawn_application_is_a_status_of_its_own():
    # heldout48: withdrawn before review; "not funded this round" beside it is no other status
    for said in (
        "2026年5月8日，区民政局在市级评审前主动撤回了申请，本批次不会获得资助。",
        "**状态**：2026年5月8日评审前主动撤回，未参加本批次评审，未获批准。",
        "问：申请现在是什么状态？\n答：已撤回。",
    ):
        assert _grades(said, ELDER_CANTEEN)[0]["F05"] == "correct", said
    for wrong in ("该申请仍在市级评审中，尚未作出决定。", "该申请已于2026年5月12日获批。"):
        assert _grades(wrong, ELDER_CANTEEN)[0]["F05"] == "distorted", wrong
    # a withdrawal then a resubmission is a step of the history; a lot or an extension withdrawn is no status
    broadband = _held(41, "broadband_vouchers_ai")
    history = (
        "The fund's board has not decided yet. The council first lodged the application on 7 September 2026, "
        "withdrew it on 5 October to correct the list of premises and resubmitted it on 19 October 2026."
    )
    assert _grades(history, broadband)[0]["F05"] == "correct"
    grant = _held(10, "grant_award_e")
    assert _grades("If the plan is not accepted, the six-month extension will be withdrawn.", grant)[0]["F05"] != (
        "distorted"
    )


def test_a_recommendation_awaiting_the_ministers_sign_off_and_a_not_yet_answer():
    for said in (
        "On 23 March 2027 the assessment committee recommended the application, but the regional transport "
        "minister must still sign off the award.",
        "The committee backed our bid on 23 March 2027. The money still needs the regional transport "
        "minister's sign-off.",
        "**Has the money been approved?**\nNot yet. The committee recommended it on 23 March 2027.",
    ):
        assert _grades(said, FERRY)[0]["F05"] == "correct", said
    other = (
        "Status: recommended on 23 March 2027, not yet approved. (Saltmarsh Town Council's slipway application "
        "was rejected at the same meeting.)"
    )
    assert _grades(other, FERRY)[0]["F05"] == "correct"


def test_the_whole_a_scope_lies_in_counted_and_a_whole_widened():
    said = "项目只覆盖全区五个街道中的松岗、柳塘、石桥三个街道；梅园街道和江滨街道不在申报范围内。"
    assert _grades(said, ELDER_CANTEEN)[0]["F02"] == "correct"
    assert _grades("项目覆盖全区五个街道，农村片区不纳入。", ELDER_CANTEEN)[0]["F02"] == "distorted"
    widened = "The application covers all three of the town's piers and includes no new vessels."
    assert _grades(widened, FERRY)[0]["F02"] == "distorted"
    listed = (
        "The application covers all three of the town's piers – North Pier, Chapel Pier and Gull Pier – and "
        "includes no new vessels."
    )
    assert _grades(listed, FERRY)[0]["F02"] == "distorted"


def test_dates_of_two_acts_in_one_clause_and_a_pronoun_for_the_date_before():
    said = (
        "As of 9 April 2027 the structural survey is done (2 March 2027). Planned: the invitation to tender in "
        "May 2027 and the contract award in August 2027."
    )
    assert _grades(said, FERRY)[0]["F06"] == "correct"
    assert _grades("Tender: May '27.", FERRY)[1] == []
    deadline = "Anything that arrives after 3 March 2027 goes back unopened, so that is the last day for bids."
    facts, added = _grades(deadline, CASE_C)
    assert facts["F02"] == "correct" and added == []


def test_a_requested_amount_named_by_its_verb_and_a_share_of_that():
    facts, added = _grades("| 市级补助上限 | 600万元 | 本区申报520万元 |", ELDER_CANTEEN)
    assert facts["F04"] == "correct" and added == []
    assert _added("答：每个区的补助上限为600万元，本区申报的是520万元。", ELDER_CANTEEN) == []
    facts, added = _grades(
        "The total budget is capped at USD 7.2 million, and the overnight chargers were costed at "
        "around USD 1.1 million of that.",
        CASE_C,
    )
    assert facts["F03"] == "correct" and added == ["USD 1.1 million"]
    facts, added = _grades(
        "The authority is buying 12 battery-electric buses, delivered from 1 September 2027, "
        "starting with four buses in September 2027.",
        CASE_C,
    )
    assert facts["F01"] == "correct" and added


def test_zh_plans_for_what_the_scope_leaves_out_and_a_meeting_on_another_things_date():
    assert _added("**新增服务**：2027年起将在三个街道试点送餐上门。", ELDER_CANTEEN)
    assert _added("计划在2027年度重新申报，重新申报时将一并纳入梅园街道。", ELDER_CANTEEN)
    assert _added("集团投资委员会将于3月初召开会议审议预算申请。", CASE_A)
    assert _added("试点效果好的话，下半年还会推广到冷链仓。", CASE_A)
    facts, added = _grades("区政府已于5月15日召开专题会议研究重新申报事宜。", ELDER_CANTEEN)
    assert facts["F06"] != "distorted" and added


def test_zh_headline_words_a_declared_self_name_and_a_bold_role_label_are_read_right():
    assert _added("# 智能排班助手试点来了！一文看懂云岫仓储试点安排\n", CASE_A) == []
    assert (
        _added("我局牵头于2026年4月20日向云州市民政局提交了2026年度市级居家养老服务专项资金申请。", ELDER_CANTEEN) == []
    )
    assert _added("**项目负责人：** 王海峰（运营部）\n", CASE_A) == ["王海峰"]
    facts, _ = _grades(
        "2026年5月8日，我局在市级评审前以书面形式主动撤回了申请（两处拟新建点位的场地产权手续尚未办妥）。",
        ELDER_CANTEEN,
    )
    assert facts["F06"] != "distorted"


def test_a_line_cut_after_a_preposition_or_not_yet_is_half_a_sentence():
    from harness.grade.checks import half_sentence

    assert not half_sentence("申请状态：已撤回。\n\n计划中：区民政局计划在")["pass"]
    assert not half_sentence("## Status\n\n- **Approval:** approved subject to a state grant, which has not yet")[
        "pass"
    ]
    assert half_sentence("审批状态：现在")["pass"]  # 在 of 现在 is no preposition cut off


def test_a_sign_opening_a_sentence_of_a_post_and_the_one_asked_named_before_for():
    from harness.grade.checks import abnormal_characters

    post = "Good news, but not a done deal. 🔎 Done so far: both piers surveyed. 📅 Coming up: tenders in May 2027."
    assert abnormal_characters(post, ("Latin",))["pass"]
    assert not abnormal_characters("Good news 🔎🔎🔎 done", ("Latin",))["pass"]
    asked = "Kestrel Bay Town Council is asking the Northshore Regional Transport Fund for GBP 2 million."
    assert _grades(asked, FERRY)[0]["F04"] == "distorted"
    right = "Kestrel Bay Town Council is asking the Northshore Regional Transport Fund for GBP 1.84 million."
    assert _grades(right, FERRY)[0]["F04"] == "correct"


STREET_TREES = _held(49, "street_trees_aq")
ARCHIVE_SCANNING = _held(50, "archive_scanning_ar")


def test_another_things_name_holding_a_cue_is_no_cue_and_a_status_history_in_one_line():
    # heldout49: "planting contract … signed" is the contract's act, not the planting (cue "planting") done
    said = (
        "As of 20 June 2027 the council has signed the planting contract with Fernlea Landscapes (on 16 June "
        "2027). Planting is planned to start in November 2027."
    )
    assert _grades(said, STREET_TREES)[0]["F06"] == "correct"
    assert _grades("Planting started in May 2027.", STREET_TREES)[0]["F06"] == "distorted"
    for said in (
        "- Panel rejected us 14 Mar 2027 -> we appealed 2 Apr -> appeal board approved in full 9 Jun 2027",
        "| Panel decision | Rejected, 14 March 2027 |\n| Appeal board | Approved in full, 9 June 2027 |",
        "| 9 June 2027 | Appeal board approves the application in full, no conditions |",
    ):
        assert _grades(said, STREET_TREES)[0]["F05"] == "correct", said
    assert (
        _grades("The greening fund rejected the application; the appeal failed.", STREET_TREES)[0]["F05"] == "distorted"
    )


def test_zh_returned_for_correction_is_pending_and_the_materials_own_sentence_of_another_project():
    for said in (
        "专项资金申请2026年11月18日被市财政局以材料不全为由退回补正。",
        "财政那边把申请打回来让补正，现在还没批。",
    ):
        assert _grades(said, ARCHIVE_SCANNING)[0]["F05"] == "correct", said
    other = "申请尚未获得批准。同一批次申报的市图书馆古籍修复项目已获批专项资金95万元。"
    assert _grades(other, ARCHIVE_SCANNING)[0]["F05"] == "correct"
    assert _grades("专项资金申请已获市财政局批准。", ARCHIVE_SCANNING)[0]["F05"] == "distorted"


def test_a_duty_the_material_gives_another_party_in_its_own_verb_a_title_after_a_surname_and_a_things_cost():
    swapped = (
        "- Millrace Grounds Care: plants the trees and replaces any that die in the first two years\n"
        "- Fernlea Landscapes: waters the new trees\n"
    )
    assert _added(swapped, STREET_TREES) == ["Millrace Grounds Care", "Fernlea Landscapes"]
    right = (
        "- Fernlea Landscapes: plants the trees and replaces any that die in the first two years\n"
        "- Millrace Grounds Care: waters the new trees\n"
    )
    assert _added(right, STREET_TREES) == []
    assert (
        _added(
            "- Bidders: must include a valid battery safety certificate – bids without one will not be evaluated\n",
            CASE_C,
        )
        == []
    )
    assert _added("**负责人**：运营部李经理\n", CASE_A) == ["李经理"]
    facts, added = _grades("| Budget cap | EUR 85,000 | kiosk rental EUR 52,000 |", CASE_B)
    assert facts["F03"] == "correct" and added == ["EUR 52,000"]


FLOOD_SIRENS = _held(51, "flood_sirens_as")
CLINIC_RETROFIT = _held(52, "clinic_retrofit_at")


def test_an_unless_that_meets_the_requirement_another_way_and_a_table_rows_date_cell():
    # heldout51: the certificate handed in late is an exception, not the condition; "| Eastgate go-live | Planned |
    # October |" gives Eastgate Millbrook's month
    late = (
        "Bids without a valid battery safety certificate will not be evaluated, unless the bidder submits the "
        "certificate within 10 days after the deadline."
    )
    facts, added = _grades(late, CASE_C)
    assert facts["F07"] == "distorted" and added == []
    rule = "Bids without a valid battery safety certificate will not be evaluated, unless the certificate is included."
    assert _grades(rule, CASE_C)[0]["F07"] == "correct"
    swapped = (
        "| Step | Status | When |\n| --- | --- | --- |\n| Eastgate go-live | Planned | October |\n"
        "| Millbrook go-live | Planned | late September |\n"
    )
    assert _grades(swapped, CASE_B)[0]["F06"] == "distorted"
    right = swapped.replace("October", "@").replace("late September", "October").replace("@", "late September")
    assert _grades(right, CASE_B)[0]["F06"] == "correct"


def test_numbers_in_words_a_separable_turned_down_and_a_no_that_answers_a_question():
    assert _grades("**How many sirens?** Two dozen – 24 altogether.", FLOOD_SIRENS)[0]["F03"] == "correct"
    assert _grades("**How many sirens?** Two dozen – 25 altogether.", FLOOD_SIRENS)[0]["F03"] != "correct"
    qa = (
        "**Did we get the money?** No. The fund's Resilience Grants Panel turned the application down on "
        "14 October 2026, and there is no way to appeal."
    )
    assert _grades(qa, FLOOD_SIRENS)[0]["F05"] == "correct"
    assert _grades("The panel turned the bid down on 14 October 2026.", FLOOD_SIRENS)[0]["F05"] == "correct"
    assert _grades("The panel approved the bid on 14 October 2026.", FLOOD_SIRENS)[0]["F05"] == "distorted"
    assert _grades("共改造村卫生室四十二（42）家。", CLINIC_RETROFIT)[0]["F03"] == "correct"
    assert _grades("共改造村卫生室四十二（24）家。", CLINIC_RETROFIT)[0]["F03"] != "correct"


def test_another_things_maximum_an_invented_judgement_as_reason_and_a_named_party_with_an_ing_word():
    said = (
        "The total project cost is capped at GBP 1.2 million. The council intends to reapply in the next round, "
        "and the fund's maximum award in the next round is GBP 1 million."
    )
    facts, added = _grades(said, FLOOD_SIRENS)
    assert facts["F04"] == "correct" and added == ["GBP 1 million"]
    assert _grades("The total project cost is capped at GBP 1 million.", FLOOD_SIRENS)[0]["F04"] == "distorted"
    why = "The panel rejected the application on 14 October 2026 because the panel judged the cost per household too high."
    assert _added(why, FLOOD_SIRENS) == ["because the panel judged the cost per household too high"]
    swapped = "Who does what:\n1. Keelby keeps its quotation open.\n2. The emergency planning team keeps maintaining the river gauges.\n"
    assert _added(swapped, FLOOD_SIRENS) == ["The emergency planning team"]
    right = swapped.replace("The emergency planning team", "Harrowgate Telemetry")
    assert _added(right, FLOOD_SIRENS) == []
    assert _added(
        "Lot C was withdrawn because the workshop upgrade will be funded from the town's maintenance budget.", CASE_C
    )


def test_a_first_review_passed_is_pending_and_no_invented_progress_where_the_material_reports_it():
    for said in ("本县申请已于2027年1月18日通过省级初审，尚待终审。", "初审已经过了，终审时间还没定。"):
        facts, added = _grades(said, CLINIC_RETROFIT)
        assert facts["F05"] == "correct" and added == [], said
    assert _added("| 2027年1月18日 | 省级初审 | 已通过，待终审 |", CLINIC_RETROFIT) == []
    assert _grades("本县申请已获省卫生健康委批准。", CLINIC_RETROFIT)[0]["F05"] == "distorted"
    # a first review the material never names is invented progress
    assert _added("申请已通过集团初审，仍在审批中。", CASE_A)
    assert _grades("The application passed the first review and awaits the board.", CASE_B)[0]["F04"] != "distorted"


def test_a_party_duty_table_the_closing_offer_a_list_tail_and_zh_all_of_them():
    table = (
        "| 单位 | 职责 |\n| --- | --- |\n| 弘筑建设 | 施工图设计 |\n| 林泉建筑设计院 | 施工，缴纳履约保证金 |\n"
        "| 各乡镇卫生院 | 设备验收和村医培训 |\n"
    )
    assert _added(table, CLINIC_RETROFIT) == ["弘筑建设", "林泉建筑设计院"]
    right = (
        table.replace("弘筑建设 |", "@ |").replace("林泉建筑设计院 |", "弘筑建设 |").replace("@ |", "林泉建筑设计院 |")
    )
    assert _added(right, CLINIC_RETROFIT) == []
    assert _added("Bids are due by 3 March 2027. I can add a table of the key dates if needed.", CASE_C) == []
    assert _added("预算最多120万元，软件授权、数据接口改造和现场培训都在里面。", CASE_A) == []
    assert _added("预算最多120万元，软件授权、数据接口改造、硬件采购和现场培训都在里面。", CASE_A)
    assert _grades("网络共有24台警报器，全部连接温德尔路仓库的控制单元。", FLOOD_SIRENS)[0]["F02"] != "distorted"
    said = "申请1月20日交给了集团投资委员会，现在还在审，批下来之前不能签采购合同。"
    assert _grades(said, CASE_A)[0]["F04"] == "correct"


def test_an_outcome_explained_by_an_invented_event_a_should_of_what_will_come_and_a_judgement_of_a_price():
    # heldout49/50: "won after …" gives a reason; "should see … before Christmas" foretells; "认为…偏高" judges
    won = "The appeal board approved the application in full on 9 June 2027. The appeal was won after the council sent the fund new evidence on canopy cover."
    assert _added(won, STREET_TREES) == ["won after the council sent the fund new evidence on canopy cover"]
    said = "The council lodged an appeal on 2 April 2027, and the application was approved after the appeal."
    assert _added(said, STREET_TREES) == []
    foretold = (
        "Planting is planned to start in November 2027, and residents should see the first new trees on their "
        "streets before Christmas."
    )
    assert _added(foretold, STREET_TREES) == ["should see"]
    assert _added("Bidders should submit a valid battery safety certificate with their bids.", CASE_C) == []
    judged = "市财政局以材料不全为由将申请退回补正，财政局还认为每页2.6元的扫描单价偏高。"
    assert _added(judged, ARCHIVE_SCANNING) == ["认为每页2.6元的扫描单价偏高"]
    assert _added("市财政局以材料不全为由将申请退回补正。扫描单价为每页2.6元。", ARCHIVE_SCANNING) == []


def test_excl_abbreviated_left_out_this_time_and_an_excluded_things_state_as_the_material_gives_it():
    # heldout50: "excl." excludes (and ends no sentence); "这回也不再扫" leaves out; "婚姻登记档案已数字化" is the
    # material's reason for leaving the records out, said again, no progress
    row = "| Scope | Eastgate + Millbrook only; excl. mobile library vans and archive reading room |"
    assert _grades(row, CASE_B)[0]["F02"] == "correct"
    assert _grades(row.replace("excl. ", "plus "), CASE_B)[0]["F02"] == "distorted"
    said = "只扫文书档案和照片档案，声像档案不扫，婚姻登记档案之前已经数字化过了，这回也不再扫。"
    assert _grades(said, ARCHIVE_SCANNING)[0]["F02"] == "correct"
    assert (
        _grades("只扫文书档案和照片档案，声像档案不扫，婚姻登记档案这回也一起扫。", ARCHIVE_SCANNING)[0]["F02"]
        == "distorted"
    )
    note = "| 扫描范围 | 仅文书档案、照片档案 | 不含声像档案；婚姻登记档案已数字化，不重复扫描 |"
    assert _added(note, ARCHIVE_SCANNING) == []
    assert _added("婚姻登记档案已移交市图书馆。", ARCHIVE_SCANNING)  # another act of the same records


def test_should_with_the_materials_own_dates_and_a_list_after_excl_in_brackets():
    # heldout41/47 (clean): "should" with the material's delivery window is its schedule; heldout12: "(excl. a, b,
    # the Eastview Clinic suite)" excludes every item of the list
    window = "The buses should arrive some time between 1 September 2027 and 31 January 2028."
    assert _added(window, CASE_C) == []
    imaging = _held(12, "imaging_service_g")
    for lead in ("excl.", "excluding"):
        said = f"- Coverage: MRI + CT scanners, Harlow Street campus only ({lead} ultrasound, mobile X-ray, Eastview Clinic suite)"
        assert _grades(said, imaging)[0]["F02"] == "correct", lead


SCHOOL_HEATING = _held(53, "school_heating_au")
BRIDGE_LIGHTING = _held(54, "bridge_lighting_av")


def test_a_state_label_over_a_condition_another_districts_application_and_money_the_material_says_is_not_paid():
    # heldout53/54: "- Planned: floor surveys … once the funding is approved" writes the done surveys as planned;
    # "同批申报的榆川区申请…被退回" is Yuchuan's own application; "首批专项资金已拨付" is progress the material denies
    planned = "- Planned: floor surveys at both branches once the funding is approved.\n"
    assert _grades(planned, CASE_B)[0]["F05"] == "distorted"
    done = "- Completed: floor surveys at both branches (as of 20 August 2026).\n"
    assert _grades(done, CASE_B)[0]["F05"] == "correct"
    both = "2027年2月26日，青岚市财政局已批复同意柏溪区的专项资金申请。同批申报的榆川区申请因电力增容方案不完整被退回。"
    assert _grades(both, SCHOOL_HEATING)[0]["F05"] == "correct"
    assert _grades("柏溪区的专项资金申请被退回。", SCHOOL_HEATING)[0]["F05"] == "distorted"
    paid = "市财政局已于2027年2月26日批复同意柏溪区的专项资金申请，首批专项资金已拨付到区教育局账户。"
    facts, added = _grades(paid, SCHOOL_HEATING)
    assert facts["F05"] == "correct" and added == ["拨付"]
    assert _added("市里给的专项资金最多就是九百六十万元，顶格了。", SCHOOL_HEATING) == []
    other = (
        "- 14 October 2026: grants panel decision; Saltmere's bandstand application approved in full in the same round"
    )
    assert _added(other, BRIDGE_LIGHTING) == []


def test_one_more_sum_beside_the_cap_a_later_step_after_a_dated_event_and_a_promise_to_widen_later():
    # heldout53/54: "另外每所学校每年另行补助…2万元" is another sum (an addition), not the cap's second value;
    # "…4月下旬开标，预计5月中旬确定中标单位" dates a step after the bid opening (a prediction); "has committed to
    # extend the kiosks to all branches if the pilot succeeds" promises a later expansion, the pilot's scope unchanged
    extra = "专项资金上限为960万元，另外每所学校每年另行补助热泵运行电费2万元。"
    facts, added = _grades(extra, SCHOOL_HEATING)
    assert facts["F04"] == "correct" and added == ["2万元"]
    assert _grades("专项资金上限为960万元，资金上限为1080万元。", SCHOOL_HEATING)[0]["F04"] == "distorted"
    step = "截至2027年3月15日，配套设备招标计划于2027年4月下旬开标，预计5月中旬确定中标单位。"
    facts, added = _grades(step, SCHOOL_HEATING)
    assert facts["F06"] in ("correct", "partial") and added == ["5月中旬"]
    assert _grades("截至2027年3月15日，配套设备招标计划于2027年5月中旬开标。", SCHOOL_HEATING)[0]["F06"] == "distorted"
    promise = (
        "The pilot runs at the Eastgate and Millbrook branches only. The network has committed to extend the kiosks "
        "to all branches if the pilot succeeds."
    )
    facts, added = _grades(promise, CASE_B)
    assert facts["F02"] == "correct" and added == ["has committed"]
    assert _grades("The pilot runs at all branches of the network.", CASE_B)[0]["F02"] == "distorted"


def test_parts_in_brackets_after_the_total_and_another_count_the_material_gives_in_its_own_words():
    # heldout54: "共安装64套LED灯具（旋转桥跨40套，两侧引桥24套）" gives the parts after the total and its noun;
    # "replaces 52 sodium lanterns" is the material's count of the old lanterns; "| Fittings |" labels a thing, no party
    parts = "纳入改造的学校共27所（东坪镇12所、石渠镇9所、柳湾镇6所）。"
    assert _grades(parts, SCHOOL_HEATING)[0]["F03"] == "correct"
    assert _grades("纳入改造的学校共25所。", SCHOOL_HEATING)[0]["F03"] == "distorted"
    row = (
        "| Item | Value | RAG | Comments |\n| --- | --- | --- | --- |\n"
        "| Fittings | 64 LED fittings | Green | 40 on the swing span, 24 on the approaches; replaces 52 sodium lanterns |\n"
    )
    facts, added = _grades(row, BRIDGE_LIGHTING)
    assert facts["F03"] == "correct" and added == []
    wrong = row.replace("| 64 LED fittings |", "| 52 LED fittings |").replace("; replaces 52 sodium lanterns", "")
    assert _grades(wrong, BRIDGE_LIGHTING)[0]["F03"] == "distorted"


FERRY_SLIPWAY = _held(55, "ferry_slipway_aw")
WATER_METERS = _held(56, "water_meters_ax")


def test_a_withdrawn_application_said_the_ways_answers_say_it():
    # heldout55: "No decision was made on our application" beside the withdrawal; "- Status: withdrawn by the council
    # on 28 April 2027" after a label; "only fundable together with a flood-risk assessment" is the rule's condition
    both = (
        "No decision was made on our application. The council withdrew it on 28 April 2027, before the fund made "
        "any decision."
    )
    assert _grades(both, FERRY_SLIPWAY)[0]["F05"] == "correct"
    assert _grades("No decision was made on our application.", FERRY_SLIPWAY)[0]["F05"] == "distorted"
    label = "- Status: withdrawn by the council on 28 April 2027, before the fund's decision.\n"
    assert _grades(label, FERRY_SLIPWAY)[0]["F05"] == "correct"
    rule = (
        "The application covers only the Berth 1 linkspan ramp and the approach road. On 14 April 2027 the fund "
        "changed its rules (approach roads now only fundable together with a flood-risk assessment)."
    )
    assert _grades(rule, FERRY_SLIPWAY)[0]["F02"] == "correct"
    assert _grades("The application covers only the Berth 1 linkspan ramp.", FERRY_SLIPWAY)[0]["F02"] == "distorted"


def test_a_count_after_of_the_a_licence_named_after_without_and_the_title_of_a_minutes_extract():
    # heldout55: "Sixteen of the ramp's steel deck panels"; "No work may start without a marine works licence from
    # Portnavar Harbour Trust" states the requirement ("may" is the denied action's); "Minutes extract – Harbour and
    # Transport Working Group" frames the brief; "Members will want to know" addresses the readers
    assert (
        _grades("Sixteen of the ramp's steel deck panels would be swapped for new ones.", FERRY_SLIPWAY)[0]["F03"]
        == "correct"
    )
    assert (
        _grades("Twelve of the ramp's steel deck panels would be swapped for new ones.", FERRY_SLIPWAY)[0]["F03"]
        == "distorted"
    )
    rule = (
        "No work may start without a marine works licence from Portnavar Harbour Trust, with no exceptions, "
        "emergency repairs included."
    )
    assert _grades(rule, FERRY_SLIPWAY)[0]["F07"] == "correct"
    optional = "Work may start without a marine works licence from Portnavar Harbour Trust in an emergency."
    assert _grades(optional, FERRY_SLIPWAY)[0]["F07"] == "distorted"
    title = "Minutes extract – Harbour and Transport Working Group\n\nMembers will want to know what is happening with the Portnavar linkspan.\n"
    assert _added(title, FERRY_SLIPWAY) == []
    assert _added("The works are overseen by the Harbour and Transport Working Group.", FERRY_SLIPWAY)


def test_a_contract_the_material_says_is_not_signed_and_a_task_the_material_gives_another_party():
    # heldout55: "(no contract has been signed)" reports nothing done, so "has already signed the works contract" is
    # invented; "| Dive inspection of the slipway toe | Brackwater Civil Engineering |" where the consultant does it
    signed = "The council has already signed the works contract with Brackwater Civil Engineering."
    assert _added(signed, FERRY_SLIPWAY) == ["signed"]
    table = (
        "| Action | Owner | Due |\n| --- | --- | --- |\n| Dive inspection of the slipway toe | {} | September 2027 |\n"
    )
    assert _added(table.format("Brackwater Civil Engineering"), FERRY_SLIPWAY) == ["Brackwater Civil Engineering"]
    assert _added(table.format("Halloran Marine Consulting"), FERRY_SLIPWAY) == []


def test_the_request_named_by_its_verb_financial_numerals_with_zero_and_a_breakdown_after_namely():
    # heldout56: "1,050万元（申请1,280万元）" names the request as the material does ("县水利局申请项目投资1,280万元");
    # "壹仟零伍拾万元" is 1,050万; "即石门镇２１个村、柳塘乡１５个村" breaks the 36 villages down; "截至…" heading a
    # column is an as-of date
    facts, added = _grades("- 批复投资上限：1,050万元（申请1,280万元，被核减）。", WATER_METERS)
    assert facts["F04"] == "correct" and added == []
    assert _grades("- 批复投资上限：1,280万元。", WATER_METERS)[0]["F04"] == "distorted"
    facts, added = _grades("- 批复投资上限：壹仟零伍拾万元整；申请额为1280万。", WATER_METERS)
    assert facts["F04"] == "correct" and added == []
    facts, added = _grades("- 行政村数量：三十六（36）个，即石门镇２１个村、柳塘乡１５个村。", WATER_METERS)
    assert facts["F03"] == "correct" and added == []
    head = "| 工作内容 | 责任单位 | 进展（截至2026年5月15日） |\n| --- | --- | --- |\n| 智能水表供货合同 | 县水利局 | 已于2026年4月28日签订 |\n"
    assert "截至" not in _added(head, WATER_METERS)
    assert _added("所有旧表截至2026年6月30日前必须拆除完毕。", WATER_METERS)


def test_an_approval_in_full_and_the_application_sent_on_to_a_distorted_status():
    # heldout56: "按申请额全额批复" approves (in full: the cap is the distortion); "项目申请已报市发改委，目前仍在审批中"
    # is the way to the distorted status, counted once with it
    facts, _ = _grades("市发改委于2026年2月26日按申请额全额批复，批复投资上限为1,280万元。", WATER_METERS)
    assert facts["F05"] == "correct" and facts["F04"] == "distorted"
    facts, added = _grades("- 审批状态：项目申请已报市发改委，目前仍在审批中，尚未批复。\n", WATER_METERS)
    assert facts["F05"] == "distorted" and added == []


def test_an_office_head_named_by_title_and_a_rows_first_cell_owning_its_date():
    # heldout56: "由副局长李建国任项目领导小组组长" names a person the material never names; "| 首批8个村入户安装 |
    # 恒通水电安装公司 | 6月中旬开始 |" dates the first batch's installation (the row's first cell), not the project
    assert _added("农村智能水表改造项目由县水利局组织实施，由副局长李建国任项目领导小组组长。", WATER_METERS)
    row = "| 事项 | 责任单位 | 时间 | 状态 |\n| --- | --- | --- | --- |\n| {} | 恒通水电安装公司 | {}开始 | 计划 |\n"
    assert _grades(row.format("首批8个村入户安装", "6月中旬"), WATER_METERS)[0]["F01"] == "omitted"
    assert _grades(row.format("项目实施", "2026年5月1日"), WATER_METERS)[0]["F01"] == "distorted"


def test_a_step_named_as_another_acts_precondition_and_the_facts_own_noun_after_a_near_miss_count():
    # heldout53: "…，须待配套设备招标完成后按工程进度分批拨付" names the tender as the payment's precondition, no plan
    # of its own (an answer cut before the tender's date states only the survey); heldout33: "In total 23 call points
    # will be replaced" is the count written wrong even though the material counts 23 faulty call points
    said = "市财政局已批复同意；资金尚未拨付，须待配套设备招标完成后按工程进度分批拨付。截至2027年3月15日，已于3月8日完成27所学校的现场勘测。"
    assert _grades(said, SCHOOL_HEATING)[0]["F06"] == "partial"
    nurse = _held(33, "nurse_call_aa")
    assert _grades("In total 23 call points will be replaced, at GBP 1,150 each.", nurse)[0]["F03"] == "distorted"


EBIKE_SHEDS = _held(57, "ebike_sheds_ay")


def test_a_refusal_denied_beside_a_pending_decision_is_no_refusal():
    # heldout57: "评审会决定暂缓审议，既未批准也未否决", "it has been neither approved nor rejected": the decision is still
    # to come; "评审会否决了申请" stays a refusal where the material says the decision is deferred
    for said in ("2026年3月18日区财政局专项资金评审会决定暂缓审议，留待下次会议再议，既未批准也未否决。",):
        assert _grades(said, EBIKE_SHEDS)[0]["F05"] == "correct", said
    assert _grades("2026年3月18日区财政局专项资金评审会否决了该申请。", EBIKE_SHEDS)[0]["F05"] == "distorted"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    assert stated_status(lexicon("en"), "so far it has been neither approved nor rejected")[0] == "pending"
    assert stated_status(lexicon("en"), "it was not rejected") is None
    assert stated_status(lexicon("en"), "The panel rejected the bid")[0] == "rejected"


MOBILE_LIBRARY = _held(58, "mobile_library_az")


def test_a_tables_colour_key_and_a_greeting_after_a_title():
    # heldout58: "RAG key: Red = rejected, Amber = pending or planned" explains the table's colours, it states no
    # status; heldout57: "主任您好" greets, it names nobody
    key = (
        "The grant panel rejected the application on 3 March 2026; the appeal is pending.\n\n"
        "RAG key: Red = rejected, Amber = pending or planned, Green = completed.\n"
    )
    assert _grades(key, MOBILE_LIBRARY)[0]["F05"] == "correct"
    assert _grades("The application is still pending with the grant panel.\n", MOBILE_LIBRARY)[0]["F05"] == "distorted"
    assert _added("主任您好，我简单汇报一下充电车棚项目的情况。", EBIKE_SHEDS) == []
    assert _added("项目由街道办副主任张立新牵头推进。", EBIKE_SHEDS)


def test_a_restated_applicant_sentence_and_an_answers_own_row_number_are_no_additions():
    # heldout58 h06: the material's "X, the library service of the county, has applied to the fund … to replace its
    # vans and to install chargers at its depot", restated with "Brackley depot" for "its depot"; h02: "Condition on
    # action 5" refers to the answer's own row 5
    restated = (
        "Ashcombe County Library Service has applied to the Rural Services Transition Fund to replace its two "
        "diesel mobile library vans with electric vans and install chargers at Brackley depot."
    )
    assert _added(restated, MOBILE_LIBRARY) == []
    # the duty list's parties swapped stays an invented owner
    assert _added(
        "Kestrel EV Vans builds the two electric vans and installs the chargers at Brackley depot.", MOBILE_LIBRARY
    ) == ["Kestrel EV Vans"]
    rows = (
        "| # | Action | Owner |\n| --- | --- | --- |\n| 1 | Electrical survey of Brackley depot | Voltline Depot "
        "Services |\n| 2 | Install the chargers at Brackley depot | Voltline Depot Services |\n\nCondition on action "
        "{}: no charger may be installed at Brackley depot unless Harrowgate Estates has given its written consent.\n"
    )
    assert _added(rows.format(2), MOBILE_LIBRARY) == []
    assert _added(rows.format(9), MOBILE_LIBRARY) == ["9"]


def test_what_readers_are_told_not_to_say_and_a_date_cut_in_its_months_name_are_no_claims():
    # heldout58 h05: "so please don't tell readers the decision has changed"; procurement_notice_c h13: "Bids must be
    # submitted by 3 Ma" at the output budget
    told = "The panel rejected the application on 24 April 2026. {} the appeal has been heard."
    assert _added(told.format("Please don't tell readers"), MOBILE_LIBRARY) == []
    assert _added(told.format("Do not say that"), MOBILE_LIBRARY) == []
    assert _added(told.format("Readers can be told that"), MOBILE_LIBRARY) == ["heard"]
    said = "评审会决定暂缓审议。{}充电车棚已经建成了。"
    assert _added(said.format("请不要对外说"), EBIKE_SHEDS) == []
    assert _added(said.format("别跟居民说"), EBIKE_SHEDS) == []
    assert _added(said.format(""), EBIKE_SHEDS) == ["已经"]
    cut = grade_text("Bids must be submitted by 3 Ma", CASE_C, "length")
    assert cut["unsupported"] == []
    assert [u["text"] for u in grade_text("The operator will hire 3 Ro", CASE_C, "length")["unsupported"]] == ["3"]


def test_a_negated_more_than_far_from_its_verb_a_period_that_finishes_and_a_row_of_another_act():
    # heldout58 h05: "The fund won't give any project in this round more than £310,000" is the cap; "starting on
    # 1 October 2026 and finishing on 30 September 2027" is the period's end, not the survey's "finished"; h02:
    # "| Decide whether to consent to the works | Harrowgate Estates | No decision stated |" is the consent's state
    assert (
        _grades("The fund won't give any project in this round more than £310,000.", MOBILE_LIBRARY)[0]["F04"]
        == "correct"
    )
    assert _grades("The grant will be more than £310,000.", MOBILE_LIBRARY)[0]["F04"] == "distorted"
    period = "The project runs for a year, starting on 1 October 2026 and {} on 30 September 2027."
    assert _grades(period.format("finishing"), MOBILE_LIBRARY)[0]["F01"] == "correct"
    assert _grades(period.format("ending"), MOBILE_LIBRARY)[0]["F01"] == "correct"
    row = (
        "The grant panel rejected the application on 24 April 2026.\n\n| Task | Owner | Position |\n| --- | --- | --- |"
        "\n| {} | {} | No decision stated |\n"
    )
    consent = row.format("Decide whether to consent to the works at Brackley depot", "Harrowgate Estates")
    assert _grades(consent, MOBILE_LIBRARY)[0]["F05"] == "correct"
    assert (
        _grades(row.format("Grant application", "Rural Services Grants Panel"), MOBILE_LIBRARY)[0]["F05"] == "distorted"
    )


def test_a_numbered_rows_task_cell_and_a_cell_that_opens_with_completed():
    # heldout58 h02: "| 1 | Electrical survey of Brackley depot | Voltline Depot Services | Completed on 12 May 2026 |":
    # the task is the cell after the row's number, however long, and "Completed on <date>" dates it as done
    rows = (
        "| # | Action | Owner | Position |\n| --- | --- | --- | --- |\n| 1 | Electrical survey of Brackley depot | "
        "Voltline Depot Services | {} |\n"
    )
    why = [
        f["why"]
        for f in grade_text(rows.format("Completed on 12 May 2026"), MOBILE_LIBRARY)["facts"]["F06"]["findings"]
    ]
    assert "done, date as the source" in why
    why = [f["why"] for f in grade_text(rows.format("Completed"), MOBILE_LIBRARY)["facts"]["F06"]["findings"]]
    assert "done, date as the source" not in why
    from harness.grade.lexicon import lexicon

    assert lexicon("en").words["done"].search("it was done on 12 May 2026")
    assert not lexicon("en").words["done"].search("Completed by 30 June 2027")


TELEMED = _held(59, "village_telemed_ba")
STREET_TREES_BB = _held(60, "street_trees_bb")


def test_an_approval_in_full_where_the_material_approves_in_part_and_a_count_moved_to_another_ward():
    # heldout60 h08: "approved our application in full, for both wards" where the material approves "at a reduced
    # amount and only for Phase 1"; h09: "funding 120 trees in Millfield" where the material's 120 are Phase 2's, in
    # Oakbank
    said = "On 9 September 2026 the fund's awards panel approved our application {}."
    assert (
        _grades(said.format("in full, for both Millfield and Oakbank wards"), STREET_TREES_BB)[0]["F05"] == "distorted"
    )
    assert (
        _grades(said.format("at a reduced amount, for Phase 1 in Millfield only"), STREET_TREES_BB)[0]["F05"]
        == "correct"
    )
    moved = "Phase 1 will plant 140 new street trees. The panel approved Phase 1 in Millfield only, {}."
    assert _grades(moved.format("funding 120 trees in Millfield"), STREET_TREES_BB)[0]["F03"] == "distorted"
    assert (
        _grades(moved.format("and Phase 2 (Oakbank, 120 proposed trees) was not funded"), STREET_TREES_BB)[0]["F03"]
        == "correct"
    )


def test_an_assessment_plan_is_no_estimate_and_our_project_is_not_another_countys():
    # heldout59: "数据安全评估计划于…" is 评估 + 计划 (no 估计); "我县项目已获…联合批复，全额批准" is this project's
    # approval written unconditional, even where the material gives another county's "同类项目" its own state
    assert _added("数据安全评估计划于2026年5月底前完成并报备。", TELEMED) == []
    assert _added("估计2026年6月中旬专项资金可拨付到位。", TELEMED)
    said = "3月18日，我县项目已获省卫健委、省财政厅联合批复，全额批准！"
    assert _grades(said, TELEMED)[0]["F05"] == "distorted"
    other = "2026年3月18日，省卫健委与省财政厅联合批复有条件同意本项目申请。同一批次中，白石县的同类项目已获全额批准。"
    assert _grades(other, TELEMED)[0]["F05"] == "correct"


def test_a_row_dated_as_the_material_dates_it_and_a_planned_step_beside_a_done_one():
    # heldout59 h02: "| 项目推进会 | 4月22日 | 已召开 |" restates "4月22日，县卫健委召开项目推进会"; h12: "采购合同也已与
    # 云衡医疗签订" where the material's sentence reports the supplier chosen and plans the contract; "数据安全评估已经
    # 完成" where the material reports it commissioned and not finished
    row = "| 事项 | 时间 | 状态 |\n| --- | --- | --- |\n| 项目推进会 | {} | 已召开 |\n"
    assert _added(row.format("4月22日"), TELEMED) == []
    assert "召开" in _added(row.format("5月22日"), TELEMED)
    assert _added("省卫健委有条件同意本项目。采购合同也已与云衡医疗签订。", TELEMED) == ["签订"]
    assert _added("省卫健委有条件同意本项目。目前数据安全评估已经完成并报备。", TELEMED) == ["评估"]
    assert _added("截至2026年4月28日，县医院远程会诊中心的改造已于4月16日完成。", TELEMED) == []


def test_a_participle_under_a_planned_row_state_or_an_unticked_box_and_hedges_that_are_no_claims():
    # heldout60 h03/h04/h10: "| Late October 2026 | Planting contract … signed | Planned |", "- ☐ Brackenwood
    # planting contract signed – late Oct 2026"; "may be re-submitted", "nobody will be let off", "than the council
    # hoped for", "will have to wait"
    base = "As of 5 October 2026 the tree order has been placed with Greenhythe Nurseries (24 September 2026).\n\n"
    row = "| Date | Step | State |\n| --- | --- | --- |\n| Late October 2026 | Planting contract with Brackenwood Landscapes signed | {} |\n"
    assert _grades(base + row.format("Planned"), STREET_TREES_BB)[0]["F06"] == "correct"
    assert _grades(base + row.format("Done"), STREET_TREES_BB)[0]["F06"] == "distorted"
    box = base + "- {} Brackenwood planting contract signed – late Oct 2026\n"
    assert _grades(box.format("☐"), STREET_TREES_BB)[0]["F06"] == "correct"
    assert _grades(box.format("✔"), STREET_TREES_BB)[0]["F06"] == "distorted"
    assert _added("Phase 2 in Oakbank was not funded this round and may be re-submitted later.", STREET_TREES_BB) == []
    assert (
        _added(
            "The fund said yes to the Millfield half and gave a smaller sum than the council hoped for; the "
            "Oakbank half will have to wait for another try.",
            STREET_TREES_BB,
        )
        == []
    )
    assert (
        _added("Bids without the certificate are rejected, and nobody will be let off this requirement.", CASE_C) == []
    )


def test_names_in_brackets_after_a_denial_and_a_clause_with_its_own_subject_after_and():
    # heldout60 h05: "nothing in Oakbank (Station Road, Quarry Lane) is included"; procurement_notice_c h11: "…, and
    # clarification questions must be sent by 20 February 2027" is no second deadline for the bids
    scope = "Just two streets: Carver Road and Linden Street in Millfield. {}"
    denied = scope.format("Tanner's Row misses out, and nothing in Oakbank (Station Road, Quarry Lane) is included.")
    assert _grades(denied, STREET_TREES_BB)[0]["F02"] == "correct"
    added = scope.format("Tanner's Row misses out, but the Oakbank streets (Station Road, Quarry Lane) are included.")
    assert _grades(added, STREET_TREES_BB)[0]["F02"] == "distorted"
    facts, added = _grades(
        "Bids must be submitted by 3 March 2027, and clarification questions must be sent by 20 February 2027.", CASE_C
    )
    assert facts["F02"] == "correct" and added == ["20 February 2027"]


def test_a_duty_list_whose_verbs_are_no_duty_words_still_names_its_doers():
    # heldout60 h10: the material's "Brackenwood Landscapes digs the pits, plants the trees …" gives the pits to the
    # contractor, so "| Digging the pits and planting | Greenhythe Nurseries |" is an invented owner; heldout15: "The
    # contract needs the approval of the University Estates Board" names no doer
    rows = "| Action | Who | Status |\n| --- | --- | --- |\n| Digging the pits and planting | {} | Planned |\n"
    assert _added(rows.format("Greenhythe Nurseries"), STREET_TREES_BB) == ["Greenhythe Nurseries"]
    assert _added(rows.format("Brackenwood Landscapes"), STREET_TREES_BB) == []
    cooling = _held(15, "cooling_retrofit_i")
    board = (
        "| Step | Status | Owner |\n|---|---|---|\n| Estates Board approval | Pending – not yet approved | "
        "University Estates Board |\n"
    )
    assert _added(board, cooling) == []


def test_a_completion_verb_with_its_perfective_le_before_the_object_reports_it_done():
    # heldout59 writing_case_a h10: "…项目组已完成需求调研，并与软件供应商签订了意向协议": an invented signing
    said = "- 已完成：截至2026年2月10日，项目组已完成需求调研{}。"
    assert _added(said.format("，并与软件供应商签订了意向协议"), CASE_A) == ["签订了"]
    assert _added(said.format(""), CASE_A) == []
    from harness.grade.lexicon import lexicon

    assert not lexicon("zh").words["done"].search("获批前不签订采购合同")
    # heldout59 h03: "4月22日县卫健委召开了项目推进会" restates "4月22日，县卫健委召开项目推进会" (the date in a clause of
    # its own in the material)
    assert _added("4月22日县卫健委召开了项目推进会。", TELEMED) == []
    assert _added("5月22日县卫健委召开了项目推进会。", TELEMED) == ["5月22日"]


SOLAR_LIGHTS = _held(61, "solar_lights_bc")


def test_not_supported_is_a_refusal_whose_decider_is_named_in_its_own_clause():
    # heldout61: "省交通运输厅审核后决定本批次不予支持" is the refusal; the material's paragraph also says another county's
    # project "获得支持", which must not make that project the decider and this one's refusal another thing's state
    said = "审核结果：省交通运输厅于2027年3月22日审核后决定本批次{}，理由是县级配套资金来源未落实。"
    assert _grades(said.format("不予支持"), SOLAR_LIGHTS)[0]["F05"] == "correct"
    assert _grades(said.format("已批准该项目"), SOLAR_LIGHTS)[0]["F05"] == "distorted"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    assert stated_status(lexicon("zh"), "本批次不予支持")[0] == "rejected"
    assert stated_status(lexicon("zh"), "尚未获得支持") is None or stated_status(lexicon("zh"), "尚未获得支持")[0] != "rejected"


def test_a_decimal_of_a_million_next_to_the_euro_sign_is_no_thousands_dot():
    # heldout62 writing_case_b h03: "€85k (EUR 0.085m)"; "EUR 1.085 million" had been read as 1,085 million
    got = {
        t: [(v.kind, v.value, v.unit) for v in find_values(t)]
        for t in ("EUR 0.085m", "EUR 1.085 million", "€85.000", "85.000 €")
    }
    assert got["EUR 0.085m"] == [("amount", 85000.0, "EUR")]
    assert got["EUR 1.085 million"] == [("amount", 1085000.0, "EUR")]
    assert got["€85.000"] == [("amount", 85000.0, "EUR")] and got["85.000 €"] == [("amount", 85000.0, "EUR")]


def test_the_funds_yes_in_its_own_words_is_an_approval():
    # heldout61 solar_lights_bc h07: "本项目在同一批次中获得支持" says yes where the material refuses; "未获得支持",
    # "不会获得资助", "可获得支持" and "审核通过后" say no yes
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    zh = lexicon("zh")
    assert (
        _grades("审核结果：2027年3月22日，省交通运输厅审核后，本项目在同一批次中获得支持。", SOLAR_LIGHTS)[0]["F05"]
        == "distorted"
    )
    for yes in ("本项目在同一批次中获得支持", "项目已审核通过", "省交通运输厅批准立项", "获省级补助资金支持"):
        assert (stated_status(zh, yes) or ("",))[0] == "approved", yes
    for no in (
        "本项目未获得支持",
        "本批次不会获得资助",
        "明年批次可获得支持",
        "经设备部审核通过后方可盖章",
        "须审核通过",
        "往往比单纯要求员工轮岗更容易获得支持",
        "争取获得省级资金支持",
    ):
        assert (stated_status(zh, no) or ("",))[0] != "approved", no


ELDER_CANTEEN_BE = _held(63, "elder_canteen_be")
PONTOON_MOORINGS = _held(64, "pontoon_moorings_bf")


def test_an_included_part_named_in_a_reason_and_a_licence_without_its_issuer():
    # heldout63: "撤回原因：石桥、梅坞两处选址场地租赁未谈妥" denies the lease, not the sites' place in the scope; a word of
    # exclusion in the reason still excludes them
    for said in (
        "撤回原因：石桥、梅坞两处选址场地租赁未谈妥。",
        "区民政局主动撤回本次申报（石桥、梅坞两处场地租赁未谈妥）。",
        "The bureau withdrew the application because the site leases for Shiqiao and Meiwu had not been agreed.",
    ):
        assert _grades(said, ELDER_CANTEEN_BE)[0]["F02"] != "distorted", said
    assert _grades("因为石桥、梅坞两处不在申报范围内，所以撤回。", ELDER_CANTEEN_BE)[0]["F02"] == "distorted"
    # "取得食品经营许可证后方可对外供餐": the document the canteen obtains is whole without its issuer; another party's
    # review in its place is not
    rule = "{}后方可对外供餐，试营业和上门送餐也不例外。"
    assert _grades(rule.format("取得食品经营许可证"), ELDER_CANTEEN_BE)[0]["F07"] == "correct"
    assert _grades(rule.format("须经街道办审核"), ELDER_CANTEEN_BE)[0]["F07"] != "correct"
    # "四处加起来一共180个": the classifier's noun stops before a verb of adding up
    assert [(v.text, v.unit) for v in find_values("四处加起来一共180个")][0] == ("四处", "处")
    assert _added("答：四处加起来一共180个堂食座位。", ELDER_CANTEEN_BE) == []


def test_a_denied_reason_a_readers_heading_a_role_aside_and_a_step_put_into_the_plan():
    # heldout63 h13: "区财政配套资金尚未落实" denies what the material only affirms ("其余部分由区财政配套"); h05's reason is
    # the material's own denial in other words
    assert _added("另一原因是区财政配套资金尚未落实。", ELDER_CANTEEN_BE) != []
    assert _added("区民政局撤回申报，因为石桥、梅坞两处的场地还没租下来。", ELDER_CANTEEN_BE) == []
    # h03: "四、需领导关注" puts what follows before the readers; h01: "（拟定承包商）" is the party's role in the
    # material's words ("拟定的厨房改造承包商恒筑装饰…"), an invented role is not
    assert _added("四、需领导关注\n- 任何点位拿到食品经营许可证之前不得对外供餐。\n", ELDER_CANTEEN_BE) == []
    row = "| 事项 | 牵头单位 |\n| --- | --- |\n| 四处点位厨房装修 | {} |\n"
    assert _added(row.format("恒筑装饰工程有限公司（拟定承包商）"), ELDER_CANTEEN_BE) == []
    assert _added(row.format("恒筑装饰工程有限公司（总包单位）"), ELDER_CANTEEN_BE) != []
    # "现场踏勘已列入计划" is a plan; "计划于" at the output budget never gave its date
    done = "截至2027年2月5日，桂园街道办事处已于2026年12月18日完成四个社区60周岁以上老人的用餐需求入户调查。"
    r = grade_text(done + "石桥、梅坞两处替代选址的现场踏勘已列入计划。", ELDER_CANTEEN_BE)
    assert r["facts"]["F06"]["parts"] == ["correct", "correct"]
    r = grade_text(done + "石桥、梅坞两处替代选址的现场踏勘计划于", ELDER_CANTEEN_BE, "length")
    assert r["facts"]["F06"]["parts"] == ["correct", "partial"]


def test_a_request_given_as_the_sum_approved_and_a_plan_restated_as_paid():
    # heldout64 h08: "approved the full GBP 450,000 requested" where the material approves GBP 412,000 and gives
    # GBP 450,000 to an earlier request; another applicant's approval is not this grant's
    assert _grades("The panel approved the full GBP 450,000 requested.", PONTOON_MOORINGS)[0]["F04"] == "distorted"
    assert (
        _grades("The panel approved Gullstone Harbour's application for GBP 450,000.", PONTOON_MOORINGS)[0]["F04"]
        != "distorted"
    )
    assert (
        _grades(
            "The trust first asked for GBP 450,000; its full application requested GBP 412,000, which was approved.",
            PONTOON_MOORINGS,
        )[0]["F04"]
        != "distorted"
    )
    # h12: "will be paid once the monitoring officer has inspected the moorings" reports nothing done
    assert _added("The second instalment of GBP 247,200 has already been paid.", PONTOON_MOORINGS) != []
    assert _added("The new spill kit has already been delivered to the fuel berth.", PONTOON_MOORINGS) != []
    assert _added("Eastgate was originally scheduled to go live in late September.", CASE_B) == []


def test_no_work_started_a_doer_after_a_label_a_dated_plan_an_aside_and_a_quantity_abbreviation():
    # heldout64 h02: "no work started yet" is not done; h01: "- **Moorings:** Selkie Marine Works … will replace"
    # names its own doer after the label
    row = "| Item | Owner | Position |\n| --- | --- | --- |\n| Replace moorings | Selkie Marine Works | {} |\n"
    assert _grades(row.format("No work started yet"), PONTOON_MOORINGS)[0]["F06"] != "distorted"
    assert (
        _added(
            "- **Moorings:** Selkie Marine Works, the marine contractor, will replace 36 pontoon moorings along "
            "120 metres of pontoon.",
            PONTOON_MOORINGS,
        )
        == []
    )
    # h05: the contractor's expected start dated as the material plans it; h04: "(starts w/c 1 March 2027)" after the
    # works period is the period's start
    assert _added("Selkie Marine Works expects to be on site from April 2027.", PONTOON_MOORINGS) == []
    assert _added("- Works period: 01/03/2027 – 30/11/2027 (starts w/c 1 March 2027)", PONTOON_MOORINGS) == []
    # h15: "渔业码头（商业渔船队使用）和小艇停放区滑道不包括在内": the aside after the excluded thing's own name
    scope = "- **范围**：仅包括内港池浮码头以及北防波堤加油泊位；渔业码头（商业渔船队使用）和小艇停放区滑道不包括在内。"
    assert _grades(scope, PONTOON_MOORINGS)[0]["F02"] == "correct"
    assert _grades("范围包括内港池浮码头和渔业码头（商业渔船队使用）。", PONTOON_MOORINGS)[0]["F02"] == "distorted"
    # procurement_notice_c h03: "12 no. battery-electric buses"
    assert [(v.kind, v.value, v.unit) for v in find_values("12 no. battery-electric buses")] == [
        ("count", 12.0, "buses")
    ]


def test_what_is_left_of_a_task_and_a_period_said_as_the_application_has_it():
    # heldout63 h11: "仅剩梅坞社区一处待落实" is what is left of the leases, no narrowed scope; h05: "按区里的申报方案，
    # 从…起，到…止" says where the dates come from (another agreement's dates are not the project's)
    left = "本次申报包括柳巷、石桥、梅坞、竹西四个社区。石桥社区的场地租赁已于1月底签订，仅剩梅坞社区一处待落实。"
    assert _grades(left, ELDER_CANTEEN_BE)[0]["F02"] != "distorted"
    assert _grades("本次申报仅包括柳巷、竹西两个社区。", ELDER_CANTEEN_BE)[0]["F02"] == "distorted"
    said = "问：这个长者食堂项目什么时候办？\n答：按{}，从2027年4月1日起，到2028年3月31日止，前后一年。"
    assert _grades(said.format("区里的申报方案"), ELDER_CANTEEN_BE)[0]["F01"] == "correct"
    assert _grades(said.format("送餐服务协议"), ELDER_CANTEEN_BE)[0]["F01"] != "correct"


KITCHENS_BG = _held(65, "school_canteen_kitchens_bg")
FLOOD_GAUGES = _held(66, "flood_gauges_bh")


def test_a_receipt_another_applicants_refusal_a_date_in_the_next_clause_and_payment_not_made():
    # heldout65 h16: "accepted the application" where the sample declares 受理 ("accepted") an act of its own
    said = "- Status: the Provincial Department of Education {} the application on 5 January 2027."
    assert _grades(said.format("accepted"), KITCHENS_BG)[0]["F05"] != "distorted"
    # h01: "签订设备供货合同，计划于2027年5月进行": the date in the clause after the act
    plan = "**计划中**：\n- 与岚丰厨具设备有限公司签订设备供货合同，计划于2027年{}月进行；\n"
    assert "date differs from the source" not in str(grade_text(plan.format(5), KITCHENS_BG)["facts"]["F06"])
    assert grade_text(plan.format(7), KITCHENS_BG)["facts"]["F06"]["grade"] == "distorted"
    # heldout66 h03: another applicant's refusal, the material's own; this applicant's is a distortion
    other = "For context, the fund rejected the Tollbridge Valley Flood Group's application in the same round."
    assert _grades(other, FLOOD_GAUGES)[0]["F05"] != "distorted"
    assert _grades("The fund rejected the partnership's application.", FLOOD_GAUGES)[0]["F05"] == "distorted"
    # h03, h10: "No money has been released yet" says nothing of the decision
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    assert stated_status(lexicon("en"), "No money has been released yet") is None
    assert stated_status(lexicon("zh"), "补助资金尚未拨付") is None
    assert stated_status(lexicon("en"), "The grant has not been approved")[0] == "pending"


def test_a_place_named_by_an_included_part_a_restated_exclusion_and_more_flood_gauge_cases():
    # heldout66 h01, h14, h16, h02: "The upper moorland reach above Ashby Ferrers is excluded" (the material's own
    # clause), "阿什比费勒斯以上的上游荒原河段", "| Not covered | Upper moorland reach above Ashby Ferrers |"
    for said in (
        "The upper moorland reach above Ashby Ferrers and Fenby St Clare on the tidal lower reach are excluded.",
        "阿什比费勒斯以上的上游荒原河段不包括在内。",
        "| Item | Detail |\n|---|---|\n| Not covered | Upper moorland reach above Ashby Ferrers |\n",
        "Fenby St Clare stays with the existing coastal warning service.",
    ):
        assert _grades(said, FLOOD_GAUGES)[0]["F02"] != "distorted", said
    assert _grades("Ashby Ferrers is excluded.", FLOOD_GAUGES)[0]["F02"] == "distorted"
    assert (
        _grades("The scheme covers the upper moorland reach above Ashby Ferrers.", FLOOD_GAUGES)[0]["F02"]
        == "distorted"
    )
    # h02: "22 in total: 14 radar gauges on bridges, 8 pressure gauges" is the total's breakdown; "GBP 4,750 each from
    # the instrument supplier" names no unit; the council's team runs the siren tests
    row = "| Item | Detail |\n|---|---|\n| {} | {} |\n"
    assert (
        _grades(
            row.format("River level gauges", "22 in total: 14 radar gauges on bridges, 8 pressure gauges"), FLOOD_GAUGES
        )[0]["F03"]
        == "correct"
    )
    assert (
        _added(row.format("Radar gauge unit price", "GBP 4,750 each from the instrument supplier"), FLOOD_GAUGES) == []
    )
    owner = "| Action | Owner | Status |\n|---|---|---|\n| First public siren test | {} | Planned for February 2028 |\n"
    assert _added(owner.format("County council emergency planning team"), FLOOD_GAUGES) == []
    assert _added(owner.format("Brookline Civil Services"), FLOOD_GAUGES) == ["Brookline Civil Services"]
    # h04, h05, h07: a condition named before its state; idioms and states; a "Done" cell of a row whose act the
    # material reports done (and one it does not)
    assert (
        _added(
            "- Condition 2 – warning procedure signed off by the Marlshire County Council emergency planning "
            "team: OUTSTANDING",
            FLOOD_GAUGES,
        )
        == []
    )
    for said in (
        "Yes, but with two strings attached.",
        "Not a penny of the grant has been paid out so far.",
        "Fenby St Clare is left out – it keeps relying on the coastal warning service it already has.",
        "It starts on the first of October 2027 and finishes at the end of March 2029.",
    ):
        assert _added(said, FLOOD_GAUGES) == [], said
    log = "| Date | Step | State |\n|---|---|---|\n| {} | Done |\n"
    assert _added(log.format("22 June 2027 | All landowner access agreements signed"), FLOOD_GAUGES) == []
    assert _added(log.format("November 2027 | Gauges installed"), FLOOD_GAUGES) == ["Done"]


def test_a_party_label_before_a_duty_in_a_chinese_list():
    # heldout65 h10: "- 岚丰厨具：通风排烟和燃气管线改造施工" where the material gives that work to 溪口建筑安装; a label
    # that is no party's name ("项目名称：") gives no duty
    duties = "分工：\n- {}：通风排烟和燃气管线改造施工；\n- {}：冷库、冷柜和燃气泄漏报警装置的供货与安装；\n"
    assert _added(duties.format("岚丰厨具", "溪口建筑安装工程有限公司"), KITCHENS_BG) == [
        "岚丰厨具",
        "溪口建筑安装工程有限公司",
    ]
    assert _added(duties.format("溪口建筑安装工程有限公司", "岚丰厨具"), KITCHENS_BG) == []


LIBRARY_VANS = _held(68, "mobile_library_bj")
TELE_ECG = _held(67, "tele_ecg_clinics_bi")


def test_labels_over_done_items_names_of_funds_and_partitive_counts():
    # heldout68 h01, h03, h05, h09: "Completed (as of 20 June 2028):" and "What's been done so far" label the items
    # after them, even where the sample declares "completed" and "done" for the site surveys; an item that says the
    # surveys are done is still a completion the material does not report
    for said in (
        "**Completed (as of 20 June 2028):**\n- The additional information was sent to the fund on 6 June 2028.",
        "- Completed as of 20 June 2028: the additional information was sent to the fund on 6 June 2028.",
        "What's been done so far (as of 20 June 2028): the information was sent on 6 June 2028.",
    ):
        assert _added(said, LIBRARY_VANS) == [], said
    assert (
        _grades("- The site surveys at the 14 locker locations have been completed.", LIBRARY_VANS)[0]["F06"]
        == "distorted"
    )
    # h03: "applied to the National Rural Libraries Fund on 14 February 2028": "Fund" is the fund's name, not the
    # approval the sample calls "funded"
    assert (
        _added("The library service applied to the National Rural Libraries Fund on 14 February 2028.", LIBRARY_VANS)
        == []
    )
    # h02, h05: "4 of the 14 at parish halls" counts no halls; "the 14 locker spots" are the 14 locker locations
    assert _added("Lockers: 14 (9 in the north, 5 in the west; 4 of the 14 at parish halls).", LIBRARY_VANS) == []
    assert _added("Site surveys at the 14 locker spots are pencilled in for September 2028.", LIBRARY_VANS) == []
    assert _added("Site surveys at the 16 locker spots are pencilled in for September 2028.", LIBRARY_VANS) != []


def test_deferred_decisions_other_applications_and_the_rules_act_in_a_scope():
    # heldout68 h05: "put off its decision", "Nothing has been decided yet" are pending
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    for said in (
        "When the board met it put off its decision",
        "The decision was deferred",
        "The board deferred the application",
    ):
        assert stated_status(lexicon("en"), said)[0] == "pending", said
    # heldout67 h16: "was not supported" (未获支持) is the round's no
    assert stated_status(lexicon("en"), "Lanxi County's application was not supported")[0] == "rejected"
    # heldout68 h02: "the board approved a different application, County Kilbrenna's": another application, as the
    # material says; this application approved is a distortion
    other = "At the same meeting the board approved a different application, County Kilbrenna's, for a new library bus."
    assert _grades(other, LIBRARY_VANS)[0]["F05"] != "distorted"
    assert _grades("At the same meeting the board approved the application.", LIBRARY_VANS)[0]["F05"] == "distorted"
    # heldout67 h02: "邻县石门县的同类申请获得支持": the neighbour's application of the same kind
    assert _grades("同批次中，邻县石门县的同类申请获得支持。", TELE_ECG)[0]["F05"] != "distorted"
    assert _grades("本次申请获得支持。", TELE_ECG)[0]["F05"] == "distorted"
    # heldout68 h02, h03, h07, h15: "lockers in villages without a branch library" (where, not whether), an aside
    # after the excluded thing's name, a date of the application beside the whole period, the rule's denied act
    scope = "The project covers only the replacement of the two vans and book-drop lockers in villages {}."
    assert _grades(scope.format("without a branch library"), LIBRARY_VANS)[0]["F02"] == "correct"
    assert _grades("The project goes ahead without the lockers.", LIBRARY_VANS)[0]["F02"] == "distorted"
    aside = (
        "The Ballyfearn branch library refurbishment, finished in March 2028 from the service's own budget, "
        "is not part of the application."
    )
    assert _grades(aside, LIBRARY_VANS)[0]["F02"] != "distorted"
    assert (
        _grades("The project also covers the Ballyfearn branch library refurbishment.", LIBRARY_VANS)[0]["F02"]
        == "distorted"
    )
    period = "The service applied on 14 February 2028 for a project running from 1 September 2028 to 31 August {}."
    assert _grades(period.format(2030), LIBRARY_VANS)[0]["F01"] == "correct"
    assert _grades(period.format(2029), LIBRARY_VANS)[0]["F01"] == "distorted"
    rule = "规定：场地所有人与郡议会签署书面许可协议之前，不得安装任何还书柜；没有例外。"
    assert _grades(rule, LIBRARY_VANS)[0]["F02"] != "distorted"


def test_a_sibling_inside_an_included_name_the_readers_own_party_and_denied_promises():
    # heldout67 h01: the material's own enumeration ("…心电采集终端和县人民医院远程心电诊断中心的诊断平台") names the
    # centre inside the included platform's name; the village clinics listed with the included parts still widen it
    scope = "本次申请只覆盖全县14个乡镇卫生院{}的心电采集终端和县人民医院远程心电诊断中心的诊断平台。"
    assert _grades(scope.format(""), TELE_ECG)[0]["F02"] == "correct"
    # heldout67 h09: "申请范围" is the application's name, no request to include the clinics
    assert _grades("- **申请范围**：" + scope.format("、各村卫生室")[2:], TELE_ECG)[0]["F02"] == "distorted"
    # heldout67 h03, h05: "我院" (the reader's own hospital) in the material's sentence; "县医院这边"
    assert _added("我院承担县域远程心电诊断中心的职能。", TELE_ECG) == []
    assert _added("县医院这边负责远程诊断。", TELE_ECG) == []
    assert _added("我院信息中心负责远程诊断。", TELE_ECG) != []
    # heldout67 h05, h08: "一共18台远程心电采集设备"; "现在没有任何承诺" denies a promise; one made is an addition
    assert _added("一共18台远程心电采集设备。", TELE_ECG) == []
    assert _added("下一批次能否获得支持，现在没有任何承诺。", TELE_ECG) == []
    assert _added("中标供应商承诺两周内完成全部设备安装。", TELE_ECG) != []
    # heldout67 h04: a date in full-width digits with a full-width dot
    assert kinds("完成于２０２７．３．５") == [("date", (2027, 3, 5))]
    # heldout67 h12: a person named in a label ("由…中心主任周敏具体负责审核签发：…")
    label = "审核签发方面，由县人民医院心电诊断中心主任周敏具体负责审核签发：未经审核签发的报告一律不得出具。"
    assert "周敏" in _added(label, TELE_ECG)
    # heldout67 h14: a plan's year with its act cut off
    assert checks.half_sentence("**计划中**\n- 县卫健委计划于2027年")["pass"] is False
    assert checks.half_sentence("**已完成**\n- 网络条件测评完成于2027年")["pass"] is True


RIVER_BUOYS = _held(69, "river_buoys_bk")
HERITAGE_BRIDGES = _held(70, "bridge_paint_bl")


def test_parts_named_together_a_part_of_an_included_thing_and_the_materials_short_clause():
    # heldout70 h02, h05, h15: "the steel truss spans of both bridges" / "of those two bridges" names the two included
    # bridges; "the timber approach spans of the Millers Crossing Bridge" are excluded, the bridge is not
    spans = (
        "Only the repainting and corrosion repair of the steel truss spans of {} bridges. Excluded: the timber "
        "approach spans of the Millers Crossing Bridge and the concrete Station Street footbridge."
    )
    assert _grades(spans.format("both"), HERITAGE_BRIDGES)[0]["F02"] == "correct"
    assert _grades("The Millers Crossing Bridge is excluded.", HERITAGE_BRIDGES)[0]["F02"] == "distorted"
    # heldout69 h03, h06, h10: "只覆盖鹭鸣水库和两河干流" names both rivers; one river alone narrows the scope
    assert _grades("项目只覆盖鹭鸣水库和两河干流。", RIVER_BUOYS)[0]["F02"] == "correct"
    assert _grades("项目只覆盖鹭鸣水库和两条河流的干流。", RIVER_BUOYS)[0]["F02"] == "correct"
    assert _grades("项目只覆盖鹭鸣水库和白沙河干流。", RIVER_BUOYS)[0]["F02"] == "distorted"
    # heldout70 h06, h09: "It intends to apply again in a later round; nothing has been decided." (the material's
    # own clause about the next application); written of this application it is another status
    again = "Status: withdrawn on 2 June 2027. It intends to apply again in a later round; nothing has been decided."
    assert _grades(again, HERITAGE_BRIDGES)[0]["F05"] == "correct"
    assert _grades("Status: nothing has been decided on the application.", HERITAGE_BRIDGES)[0]["F05"] == "distorted"
    # heldout70 h01: "signed off by the council's environmental health officer": the officer, not the council
    rule = (
        "No existing paint may be removed from either bridge unless the containment enclosure has been inspected "
        "and signed off by {}; there are no exceptions."
    )
    assert _grades(rule.format("the council's environmental health officer"), HERITAGE_BRIDGES)[0]["F07"] == "correct"
    assert _grades(rule.format("Ridgeline Engineering"), HERITAGE_BRIDGES)[0]["F07"] == "distorted"
    # heldout70 h05: "The most the fund will pay out … is AUD 1.35 million": the cap ("fund" is no approval)
    assert (
        _grades("The most the fund will pay out on this application is AUD 1.35 million.", HERITAGE_BRIDGES)[0]["F04"]
        == "correct"
    )
    # heldout70 h15: the withdrawal the material reports, said again, is no progress of its own
    assert _added("The application has been withdrawn by the council itself.", HERITAGE_BRIDGES) == []
    # heldout70 h13: a person after a role word
    assert "Tom Dalgety" in _added("Shire engineer Tom Dalgety is leading the new application.", HERITAGE_BRIDGES)


def test_colloquial_conditions_half_a_year_and_another_citys_refusal():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # heldout69 h05: "已经点了头，但不是无条件的" is a conditional approval; "附两项条件" too
    assert stated_status(lexicon("zh"), "省水利厅5月20日已经点了头，但不是无条件的")[0] == "conditional"
    assert stated_status(lexicon("zh"), "省水利厅于2026年5月20日批准，附两项条件")[0] == "conditional"
    # "两道关都过了，省里的钱才会拨下来": the condition of what comes after, no completion; "前后一年半" is 18 months
    assert _added("两道关都过了，省里的钱才会拨下来。", RIVER_BUOYS) == []
    assert _added("两道关都过了，省里的钱也已经拨下来了。", RIVER_BUOYS) != []
    assert kinds("前后一年半") == [("duration", 547.5)] and kinds("a year and a half") == [("duration", 547.5)]
    # heldout69 h02: "桐岭市提交的同类申请未获批准" is another city's application
    assert _grades("同一批次中桐岭市提交的同类申请未获批准。", RIVER_BUOYS)[0]["F05"] != "distorted"
    # heldout69 h16: an aside in brackets keeps the sentence's subject
    plan = (
        "- Done (as of 20 June 2026): the procurement tender notice for the buoys was published on 15 June 2026.\n"
        "- Planned: the first batch of buoys (the 10 for the reservoir) is to be deployed in September 2026.\n"
    )
    assert _grades(plan, RIVER_BUOYS)[0]["F06"] == "correct"
    # heldout69 h14: "尚未完成" holds "未完" but says nothing of a cut
    sample = load_sample(RIVER_BUOYS)
    assert (
        checks.truncation_explained("航道安全评估尚未完成。\n- 计划中：首批浮标计划于", "length", sample)["pass"]
        is False
    )
    assert checks.truncation_explained("……（篇幅所限，以下从略）", "length", sample)["pass"] is True
    # heldout69 writing_case_b h02: "go-live scheduled for late September" names no doer
    assert _added("Planned\n- Eastgate: go-live scheduled for late September.\n", CASE_B) == []


def test_a_done_step_reworded_known_by_its_own_day():
    # heldout62/63/66/67 procurement_notice_c h04: the site visit reworded ("shown round", "toured"), its day the one
    # the material gives only the site visit; the date in a parenthesis after the clause counts too
    for said in (
        "Done so far: bidders were shown round the Northgate depot on 10 February 2027.",
        "Already done: bidders toured the Northgate depot on 10 February 2027.",
        "So far the authority has shown bidders round the Northgate depot (10 February 2027).",
    ):
        assert _grades(said + " Awarding the contract is pencilled in for April 2027.", CASE_C)[0]["F06"] == "correct"
    # not when the clause names another act, or says it is yet to come, or gives another day
    for said in (
        "The contract was awarded on 10 February 2027.",
        "Bidders will tour the Northgate depot on 10 February 2027.",
        "Bidders toured the Northgate depot on 11 February 2027.",
    ):
        assert _grades(said + " Awarding the contract is pencilled in for April 2027.", CASE_C)[0]["F06"] != "correct"


def test_a_planned_step_said_without_its_acts_word():
    # heldout61/66/67/69 writing_case_a h04: "先上" for the go-live; heldout70 writing_case_b h04: "pencilled in"
    assert (
        _grades("还没做的：嘉禾仓打算3月中旬先上，临江仓4月上，具体哪天得看审批结果。", CASE_A)[0]["F06"] == "correct"
    )
    assert (
        _grades("Eastgate is pencilled in for late September and Millbrook for October.", CASE_B)[0]["F06"] == "correct"
    )
    # a wrong month said the same way is the go-live's distortion
    assert _grades("还没做的：嘉禾仓打算5月中旬先上，临江仓4月上。", CASE_A)[0]["F06"] == "distorted"
    # another act of the thing, or under another act's label, is no go-live (heldout37 h10, heldout48 h10)
    assert _grades("**Staff training:** scheduled for 7 September 2026 at Eastgate.", CASE_B)[0]["F06"] != "distorted"
    assert _grades("现场培训定于2月下旬在嘉禾仓集中进行。", CASE_A)[0]["F06"] != "distorted"
    # the pilot's own period said of the warehouses is no go-live date
    assert _grades("试点定于2026年3月1日至5月31日在嘉禾仓、临江仓开展。", CASE_A)[0]["F06"] != "distorted"


KITCHENS = _held(71, "kitchen_electric_bm")


def test_an_earlier_refusal_another_countys_approval_and_a_bracketed_classifier():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # heldout71 h02: "未予通过" is a refusal; the material's first-round refusal, said with its date beside the
    # pending resubmission, is the status's history
    assert stated_status(lexicon("zh"), "首轮评审以缺少消防安全评估报告为由未予通过")[0] == "rejected"
    text = (
        "首次申报在2025年12月22日的首轮评审中因缺少消防安全评估报告未获通过；县民政局补齐报告后于2026年1月16日"
        "重新提交，截至2026年2月27日省民政厅尚未作出决定。"
    )
    assert _grades(text, KITCHENS)[0]["F05"] == "correct"
    assert _grades("截至2026年2月27日，申报已被省民政厅驳回。", KITCHENS)[0]["F05"] == "distorted"
    # heldout71 h01: "同批申报的桐溪县项目": another county's project, the subject's word a verb said of it
    assert _grades("申报仍在审核中，尚未获批；同批申报的桐溪县项目已在首轮获批。", KITCHENS)[0]["F05"] == "correct"
    # heldout71 h05: "…本来就用电炊具了，不报" leaves it out; "42台（套）" keeps its thing
    grades = _grades(
        "只报了柳塘镇、白沙乡、凤岭镇这三家敬老院，县社会福利中心本来就用电炊具了，不报；马溪乡敬老院"
        "正在撤并，也不报。三家加起来要换42台（套）电炊具。",
        KITCHENS,
    )[0]
    assert grades["F02"] == "correct" and grades["F03"] == "correct"
    # heldout71 h04: a bare state cell of a row whose act is dated as the material dates it
    row = "| 事项 | 状态 | 时间 |\n| --- | --- | --- |\n| 补充材料后重新提交 | 已提交 | 2026.1.16 |\n"
    assert _added(row, KITCHENS) == []
    # heldout71 writing_case_b h08: a label naming the act and its thing, its value the date
    swapped = "Planned:\n- Eastgate go-live: October; Millbrook go-live: late September.\n"
    assert _grades(swapped, CASE_B)[0]["F06"] == "distorted"


SHORE_POWER = _held(72, "shore_power_bn")


def test_an_earlier_deferral_a_cap_said_with_the_request_and_a_title_before_a_name():
    # heldout72 h14: the material's "deferred it" is the application's earlier state; said with its date beside the
    # approval, it is history
    text = (
        "**Decision:** the fund's Investment Board deferred the application on 16 September 2026 pending an "
        "electrical load survey, and approved it on 9 December 2026, for a smaller grant than requested."
    )
    assert _grades(text, SHORE_POWER)[0]["F05"] == "correct"
    # heldout72 h07: the cap said with the sum the authority requested, naming nothing that sum is said with
    assert (
        _grades("Under the decision the fund will provide up to £1,140,000 towards the works.", SHORE_POWER)[0]["F04"]
        == "distorted"
    )
    assert (
        _grades("The grant is capped at £865,000; the authority had requested £1,140,000.", SHORE_POWER)[0]["F04"]
        == "correct"
    )
    # heldout72 h05: "the funded work" for the alias "funded works"
    text = "The funded work kicks off on 1 April 2027 and has to be wrapped up by 31 March 2028."
    grades, added = _grades(text, SHORE_POWER)
    assert grades["F01"] == "correct" and added == []
    # heldout72 h15: the payment's own plan under the installation's label
    plan = "- Planned: installation on the two quays to start in May 2027, with the first grant payment planned for July 2027.\n"
    assert _grades(plan, SHORE_POWER)[0]["F06"] != "distorted"
    # heldout72 h11: a reason in the material's words but for an event of its own ("failed")
    assert _added("Lime Kiln Quay was left out because its quay wall failed the structural survey.", SHORE_POWER)
    # heldout72 writing_case_b h09: a title of a few capitalised words before the name
    assert "Maria Okafor" in _added("Head of Branch Services Maria Okafor leads the project.", CASE_B)
    # heldout72 procurement_notice_c h04: "isn't part of it" is no item of the list
    assert (
        _added(
            "The workshop upgrade (Lot C) has been pulled and isn't part of it, and the airport express route "
            "is left out too.",
            CASE_C,
        )
        == []
    )


def test_a_signature_after_its_closing_a_comma_source_line_and_a_list_cut_under_its_label():
    from harness.grade.checks import half_sentence

    # heldout72 shore_power_bn h02: "Kind regards," then, after a blank line, the sender's office and body
    assert half_sentence("Body.\n\nKind regards,\n\nHarbour Office\nCarrickmoor Harbour Authority")["pass"] is True
    assert half_sentence("Body.\n\nKind regards,\n\nThe bridge is")["pass"] is False
    # heldout72 writing_case_b h06: an id-first source line with a comma
    assert half_sentence("## Sources\nB07, go-live plan\nB08, waiver rule")["pass"] is True
    # heldout72 writing_case_a h12: the last list's only item cut, the list under the label before ends cleanly
    cut = "**已完成**\n- 项目组已完成需求调研。\n\n**计划中**\n- 数据接口开发将在审批通过后启"
    assert half_sentence(cut)["pass"] is False


FLOODLIGHTS = _held(73, "pitch_floodlights_bo")
SCHOOL_BUSES = _held(74, "school_bus_gps_bp")


def test_another_clubs_application_a_rule_with_its_doer_first_and_an_act_the_material_denies():
    # heldout73 h01: "an application from Hollins Lane Cricket Club … was approved": the club holds that application,
    # it does not decide this one
    text = (
        "The panel refused the application on 18 February 2027. At the same meeting the panel approved Hollins "
        "Lane Cricket Club's application for new practice nets."
    )
    assert _grades(text, FLOODLIGHTS)[0]["F05"] == "correct"
    # heldout73 h02: a phrase of place between the subject and its verb
    assert (
        _grades("The proposed works period in the application runs from 3 May 2027 to 29 October 2027.", FLOODLIGHTS)[
            0
        ]["F01"]
        == "correct"
    )
    # heldout73 h06: the board named as the doer, the design what it signs off
    rule = (
        "Nothing starts on either pitch until the board has signed off the final lighting design in writing – no "
        "exceptions."
    )
    assert _grades(rule, FLOODLIGHTS)[0]["F07"] == "correct"
    # heldout73 h10: something let go ahead of the requirement is an exception (the rule's own "unless" is none)
    assert (
        _grades(
            rule.replace(" – no exceptions.", ", although trial holes for the column bases may be dug beforehand."),
            FLOODLIGHTS,
        )[0]["F07"]
        == "distorted"
    )
    # heldout73 h13: an act the material denies of that thing; h06: a suggestion said to be only an idea
    assert _added("The trust has already applied to the Greenway Community Fund.", FLOODLIGHTS)
    assert (
        _added(
            "Trying the Greenway Community Fund has been floated, but it's just an idea – nothing has gone in.",
            FLOODLIGHTS,
        )
        == []
    )
    # heldout73 procurement_notice_c h05, h07: "gave its OK … only on the condition"; "otherwise they will not be …"
    assert (
        _grades(
            "The council gave its OK on 12 January 2027, but only on the condition that the state "
            "clean-transport grant comes through.",
            CASE_C,
        )[0]["F04"]
        == "correct"
    )
    assert (
        _added(
            "Bids must include a valid battery safety certificate; otherwise they will not be evaluated, with no "
            "exemption.",
            CASE_C,
        )
        == []
    )


def test_a_dated_bare_approval_a_consent_a_rule_asks_for_and_a_payment_milestone():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    zh = lexicon("zh")
    # heldout74 h09/h12: the decision dated, without 已 or 了
    assert stated_status(zh, "县财政局于2026年6月18日批准本项目")[0] == "approved"
    assert stated_status(zh, "2026年6月18日县财政局批准本项目")[0] == "approved"
    assert stated_status(zh, "2026年6月18日前须经县财政局批准") is None
    # heldout74 h05: "得先让…审核点头" is the consent the rule asks for, and 得先 a condition word
    assert stated_status(zh, "得先让教育局安全股审核点头") is None
    text = "车上的录像想调出来看，得先让教育局安全股审核点头；没审过的，谁也不能调，没有通融。"
    grades, added = _grades(text, SCHOOL_BUSES)
    assert grades["F07"] == "correct" and added == []
    # heldout74 h01: a milestone the payment follows reports nothing done
    assert _added("其余资金按设备安装完成、平台验收合格等节点分期拨付。", SCHOOL_BUSES) == []


MARKET_CANOPIES = _held(75, "market_canopy_bq")
ISLAND_BATTERY = _held(76, "island_battery_br")


def test_a_review_stage_passed_a_question_of_approval_and_another_townships_return():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # heldout75 h01/h02: "是否批准立项…由市政府常务会议决定", "whether it is approved": the question, no answer
    assert stated_status(lexicon("zh"), "是否批准立项由市政府常务会议决定") is None
    assert stated_status(lexicon("en"), "whether it is approved and funded is decided by the executive meeting") is None
    # heldout75 h03: the expert review the material reports passed that day, beside the decision still to come
    text = "项目已于2026年6月18日通过市专家评审组评审，但市政府常务会议尚未作出决定，专项资金未拨付。"
    assert _grades(text, MARKET_CANOPIES)[0]["F05"] == "correct"
    # heldout75 h01/h11: another township's project returned, said as the material says it
    text = "常务会议尚未作出决定。同批申报的白沙乡农贸市场改造项目未通过市专家评审组评审，申报材料已被退回。"
    assert _grades(text, MARKET_CANOPIES)[0]["F05"] == "correct"
    # heldout75 h02: an excluded area of an included market, written right after its name
    scope = "本次申报只包括中心农贸市场和柳湾农贸市场；中心农贸市场活禽及牲畜交易区、私营的鑫旺农贸市场不在范围内。"
    assert _grades(scope, MARKET_CANOPIES)[0]["F02"] == "correct"
    # heldout76 writing_case_a h08: "一直持续到" gives the pilot a second end
    text = "试点期为2026年3月1日至2026年5月31日。试点将一直持续到2026年6月30日。"
    assert _grades(text, CASE_A)[0]["F01"] == "distorted"


def test_the_decision_a_fact_grades_and_a_participle_after_an_article_are_no_progress():
    # heldout76 h09/h10: the decision clause the status fact grades, whatever act its words also name; "a signed
    # long-term lease" describes the condition
    text = (
        "**Grant decision:** approved by the Fund's award panel on 9 June 2027, subject to the co-operative "
        "signing a long-term lease of the battery site. The condition is a signed long-term lease of the Carra "
        "Point battery site from the Torrin Island Estate Trust; the lease is still being negotiated."
    )
    grades, added = _grades(text, ISLAND_BATTERY)
    assert grades["F05"] == "correct" and added == []


def test_mojibake_joins_no_unit_and_a_salutation_names_no_one():
    # heldout75 h15: "46处锟斤拷" still counts 46 canopies; the check of characters still fails it
    text = "两个市场共更换雨棚46处锟斤拷。"
    grades, added = _grades(text, MARKET_CANOPIES)
    assert grades["F03"] == "correct" and added == []
    assert grade_text(text, MARKET_CANOPIES)["checks"]["abnormal_characters"]["pass"] is False
    # heldout75 procurement_notice_c h03: "Dear Department Head"
    assert _added("Dear Department Head,\n\nThe tender covers only Lot A and Lot B.\n", CASE_C) == []


def test_nothing_approved_said_with_any():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # heldout77 h03, heldout78 h16: "目前没有任何资金获批" is nothing approved, not an approval
    assert stated_status(lexicon("zh"), "目前没有任何资金获批")[0] == "pending"
    assert stated_status(lexicon("zh"), "项目资金已获批")[0] == "approved"


VILLAGE_UV = _held(79, "village_water_uv_bu")
CRYO_EM = _held(80, "cryo_em_upgrade_bv")


def test_a_count_before_the_subjects_own_name_counts_the_subject():
    # heldout79 h02/h05/h09: "共22套紫外线消毒设备" (the unit read keeps 紫外线消 only) counts the units
    assert _grades("三个村共22套紫外线消毒设备。", VILLAGE_UV)[0]["F03"] == "correct"
    assert _grades("三个村共20套紫外线消毒设备。", VILLAGE_UV)[0]["F03"] == "distorted"


def test_basically_approved_is_a_hedge_and_formally_approved_is_approved():
    # heldout79 h10: "已基本获批，只待…" hedges a conditional approval; h08: "已正式批准" is an unconditional one
    assert _grades("项目申请已基本获批，只待县财政局补交配套资金承诺函。", VILLAGE_UV)[0]["F05"] == "distorted"
    assert _grades("2026年5月20日，评审委员会已正式批准本项目申请。", VILLAGE_UV)[0]["F05"] == "distorted"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    assert stated_status(lexicon("zh"), "评审委员会已正式批准本项目申请")[0] == "approved"
    assert stated_status(lexicon("zh"), "市政府原则上同意")[0] == "conditional"  # approval in principle stays conditional


def test_a_second_end_named_after_its_date_is_two_values_for_the_period():
    # heldout79 writing_case_b h08: "…gives 11 January 2027 as the end of the pilot"
    text = (
        "The pilot runs from 14 September 2026 to 11 December 2026; the project plan also gives 11 January 2027 "
        "as the end of the pilot."
    )
    assert _grades(text, CASE_B)[0]["F01"] == "distorted"
    # heldout80 writing_case_b h04: "wraps up on" names the end
    text = "The kiosk trial kicks off in mid-September (14 September 2026) and wraps up on 11 December 2026."
    assert _grades(text, CASE_B)[0]["F01"] == "correct"


def test_a_promise_to_provide_later_is_an_exception():
    # heldout80 procurement_notice_c h08
    text = (
        "Bids without a valid battery safety certificate will not be evaluated, unless the bidder undertakes to "
        "provide one before contract signing."
    )
    assert _grades(text, CASE_C)[0]["F07"] == "distorted"
    text = "Bids without a valid battery safety certificate will not be evaluated; no exemption is granted."
    assert _grades(text, CASE_C)[0]["F07"] == "correct"


def test_neither_approved_nor_refused_beside_a_withdrawal_is_no_other_status():
    # heldout80 h01 (en) and h16 (zh): what the material itself says of a withdrawn application
    text = (
        "On 9 April 2027 the university withdrew the application by letter. No decision was taken: the "
        "application was neither approved nor refused."
    )
    assert _grades(text, CRYO_EM)[0]["F05"] == "correct"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    neither = stated_status(lexicon("zh"), "既未批准也未拒绝")
    assert neither is None or neither[0] != "rejected"
    assert stated_status(lexicon("zh"), "评审委员会拒绝了申请")[0] == "rejected"


def test_an_out_of_scope_list_after_a_semicolon_and_funded_from_another_pot():
    # heldout80 h13: the list's second item after ";" is still under "Out of scope"; h05: "paid for from a
    # different pot" is outside the budget
    text = (
        "- **In scope:** only the main imaging lab in the Halden Building and the sample-preparation room next "
        "to it\n- **Out of scope:** teaching microscope at the Wexmoor satellite campus; data-storage servers "
        "(funded separately)\n"
    )
    assert _grades(text, CRYO_EM)[0]["F02"] == "correct"
    text = (
        "Only the main imaging lab in the Halden Building and the sample-prep room beside it are part of it – the "
        "teaching microscope out at the Wexmoor campus isn't, and the data-storage servers are paid for from a "
        "different pot."
    )
    assert _grades(text, CRYO_EM)[0]["F02"] == "correct"


def test_another_sum_of_the_material_copied_an_instalment_and_a_sum_asked_for_are_not_the_cap():
    # heldout79 h01: the material's own clause about the request, copied word for word
    grades, added = _grades("县水利局申请省级补助210万元，经评审，省级补助不超过186万元。", VILLAGE_UV)
    assert grades["F04"] == "correct" and added == []
    # the same amount said as the cap is still a distortion
    assert _grades("省级补助不超过210万元。", VILLAGE_UV)[0]["F04"] == "distorted"
    # heldout79 h12: an invented instalment is an addition, not the cap
    grades, added = _grades("省级补助不超过186万元，将分两批拨付，首批93万元。", VILLAGE_UV)
    assert grades["F04"] == "correct" and "93万元" in added
    # heldout80 h12: an invented future request
    grades, added = _grades(
        "The fund's contribution is capped at USD 2.4 million. The revised budget will request "
        "USD 2.3 million from the fund.",
        CRYO_EM,
    )
    assert grades["F04"] == "correct" and "USD 2.3 million" in added


def test_a_done_step_by_its_day_with_its_acts_word_and_a_planned_date_in_the_next_clause():
    # heldout79/80 procurement_notice_c h04
    text = (
        "Already happened: bidders got their tour of the Northgate depot on 10 February 2027 (position as of 15 "
        "February 2027).\n\nStill to come: awarding the contract, pencilled in for April 2027 once the grant is "
        "confirmed.\n"
    )
    assert _grades(text, CASE_C)[0]["F06"] == "correct"
    text = (
        "The bidders already got their tour of the Northgate depot (10 February 2027); handing out the contract "
        "is pencilled in for April 2027."
    )
    assert _grades(text, CASE_C)[0]["F06"] == "correct"


def test_no_act_without_the_partys_certification_is_the_whole_condition():
    # heldout80 h04
    text = (
        "- **Rule:** no unsupervised operation of the microscope without certification by the facility manager "
        "after supervised training – no exceptions (visiting researchers included)."
    )
    assert _grades(text, CRYO_EM)[0]["F07"] == "correct"


def test_a_state_the_material_reports_said_with_another_short_verb_is_no_progress():
    # heldout79 h04: "东湾村已通镇区自来水管网" (the material: "东湾村已于去年接入镇区自来水管网")
    text = "| 范围 | 只含上坪、下河、石桥三村村级供水站；东湾村（已通镇区自来水管网）、桶装水售水亭除外 |\n"
    assert _added(text, VILLAGE_UV) == []


def test_a_reason_in_a_relative_clause_about_the_things_named():
    # heldout79 writing_case_b h10
    text = (
        "**Scope:** only Eastgate and Millbrook, which were chosen because they have the highest return volumes "
        "in the network; the mobile library vans and the archive reading room are not included."
    )
    assert any("highest return volumes" in a for a in _added(text, CASE_B))


def test_a_duty_after_a_semicolon_on_a_partys_line_is_that_partys():
    # heldout79 writing_case_a h11: the material gives the summary to 项目组
    text = "- 仓库主管：确认班次建议，确认后才能生效；试点结束后汇总试用记录。\n"
    assert "仓库主管" in _added(text, CASE_A)  # the owner named for the act
    # heldout79 h13: "各村供水站管理员：设备安装和人员培训" (the material: the winning bidder installs and trains)
    assert "各村供水站管理员" in _added("- 各村供水站管理员：设备安装和人员培训\n", VILLAGE_UV)


def test_a_planned_step_cut_before_its_date_in_the_next_clause_is_partial():
    # heldout80 h14: cut at the output budget
    text = (
        "**Completed (as of 15 May 2027):**\n- Site survey of the main imaging lab by the detector vendor on 3 "
        "March 2027\n\n**Planned:**\n- Autoloader compatibility test, which the vendor is to run in"
    )
    assert grade_text(text, CRYO_EM, "length")["facts"]["F06"]["grade"] == "partial"


LIDO = _held(78, "lido_heating_bt")
CLINIC_RAMPS = _held(77, "clinic_ramps_bs")


def test_a_done_step_whose_name_holds_planned_and_the_project_as_the_doer():
    # heldout78 h01/h02: "the planned plant area" is a place; "The project will install …" names no party
    text = (
        "**Completed (as of 20 July 2026)**\n- Ground survey of the planned plant area, completed on 2 July 2026."
        "\n\n**Planned**\n- Tender for an installer to be issued in September 2026.\n"
    )
    grades, _ = _grades(text, LIDO)
    assert grades["F06"] == "correct"
    assert _added("The project will install 8 air-source heat pump units at Brookmead Lido.", LIDO) == []


def test_until_the_party_says_yes_is_the_requirement_and_any_one_unit_is_no_count():
    # heldout78 h05: the party's act in words of its own after "until"
    text = (
        "And a hard rule: none of the units gets switched on until Westvale Power Networks has said yes to the grid "
        "connection – not even for a test run."
    )
    assert _grades(text, LIDO)[0]["F07"] == "correct"
    # heldout78 h16: "任何一台" quantifies, it counts nothing
    text = "**规定**：在电网运营商Westvale Power Networks批准电网接入之前，任何一台热泵机组都不得开机；没有例外，试运行也不例外。"
    assert _grades(text, LIDO)[0]["F03"] == "omitted"


def test_gave_a_yes_is_an_approval():
    # heldout78 procurement_notice_c h04
    text = (
        "The council gave a yes on 12 January 2027, but only if the state clean-transport grant comes through – and "
        "it hasn't yet, so nobody can sign a contract for now."
    )
    assert _grades(text, CASE_C)[0]["F04"] == "correct"


def test_the_materials_sentence_with_short_names_and_a_reported_training_said_plainly():
    # heldout77 h07/h14: the material names the bureau "青川区卫生健康局（…以下简称区卫健局）"
    assert _added("区卫健局向市专项资金申请补助，为社区卫生服务站新建轮椅坡道和改建无障碍卫生间。", CLINIC_RAMPS) == []
    # heldout77 h05: the training the material reports done ("已组织站点医护人员完成无障碍服务培训")
    text = "已经干完的：到3月31日为止，2月26日就把三个站的现场测绘做完了，站里的医生护士也都培训过了。"
    assert _added(text, CLINIC_RAMPS) == []


RESCUE_BOATS = _held(81, "rescue_boats_bw")
STONE_BRIDGE = _held(82, "stone_bridge_bx")


def test_a_status_of_two_parts_read_part_by_part():
    # heldout81: the boats approved, the boat store refused, in one clause or on lines of their own
    text = (
        "On 14 September 2026 the Assessment Panel approved the two rescue boats and refused the boat store building."
    )
    assert _grades(text, RESCUE_BOATS)[0]["F05"] == "correct"
    text = (
        "On 14 September 2026 the Assessment Panel refused the two rescue boats and approved the boat store building."
    )
    assert _grades(text, RESCUE_BOATS)[0]["F05"] == "distorted"
    text = (
        "- **Panel decision (14 September 2026):** two flood rescue boats approved; boat store building refused "
        "because building works fall outside the current round."
    )
    assert _grades(text, RESCUE_BOATS)[0]["F05"] == "correct"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # money that has not come through is no decision
    assert stated_status(lexicon("en"), "but not a cent has come through yet") is None


def test_a_later_submission_after_evaluation_is_an_exception_counted_once():
    # heldout81 procurement_notice_c h08
    text = (
        "Certificate rule: bids must include a valid battery safety certificate to be evaluated; bidders whose "
        "certificate is still being processed may submit it after evaluation."
    )
    grades, added = _grades(text, CASE_C)
    assert grades["F07"] == "distorted" and added == []
    # heldout81 writing_case_b h08: the rest of the rule's line is the same distortion
    text = "- The kiosks will issue late-fee waivers automatically; a branch librarian can review them afterwards if needed."
    grades, added = _grades(text, CASE_B)
    assert grades["F07"] == "distorted" and added == []


def test_what_falls_due_when_an_act_happens_and_bare_participles_under_a_plan_label():
    # heldout81 h01: the deposit falls due when the order is placed, no plan to place it
    text = (
        "As of 20 October 2026 the boat order has been placed with Tidewright Boats (on 9 October 2026); delivery "
        "of both boats is planned for February 2027. A NZD 48,700 deposit is due to the builder when the order is "
        "placed."
    )
    assert _grades(text, RESCUE_BOATS)[0]["F06"] == "correct"
    # heldout81 h04: "Planned: both boats delivered Feb. 2027" reports nothing done
    assert _added("Planned: both boats delivered Feb. 2027; crew training Mar. 2027.\n", RESCUE_BOATS) == []
    # heldout81 h09: the crew training's own month, after the delivery's, is not the delivery's
    text = (
        "* Done as of 20 October 2026: boat order placed with Tidewright Boats on 9 October 2026.\n"
        "* Planned: delivery in February 2027, crew training in March 2027.\n"
    )
    assert _grades(text, RESCUE_BOATS)[0]["F06"] == "correct"
    # "512,000 New Zealand dollars"
    assert [(v.value, v.unit) for v in find_values("no more than 512,000 New Zealand dollars")] == [(512000.0, "NZD")]


def test_an_appeal_panels_approval_in_chinese_and_more_buses_beyond_the_total():
    # heldout82 h01/h04/h12: the body's yes ("申诉复核小组批准"), and the decision's verb opening its clause
    assert (
        _grades(
            "- 审批结果：2026年7月9日申诉复核小组批准（5月12日曾不予支持，5月26日提出申诉），资金尚未拨付。",
            STONE_BRIDGE,
        )[0]["F05"]
        == "correct"
    )
    assert _grades("- 2026年7月9日，申诉复核小组作出复核决定，批准该申请；", STONE_BRIDGE)[0]["F05"] == "correct"
    # heldout82 procurement_notice_c h10: six more buses are an invented addition, not the count
    grades, added = _grades(
        "The authority is buying 12 battery-electric buses. The authority has committed to "
        "buying 6 more buses in 2028.",
        CASE_C,
    )
    assert grades["F01"] == "correct" and any("6 more buses" in a for a in added)
    # heldout82 h13: "观澜亭已另行申报县级资金" leaves the pavilion out, its separate application is an addition
    grades, added = _grades(
        "本次只包括桥面铺装和石栏杆，观澜亭已另行申报县级资金，进桥道路也不在范围内。", STONE_BRIDGE
    )
    assert grades["F02"] == "correct" and added


def test_a_label_line_cut_where_the_label_lines_above_end_cleanly():
    # heldout82 h15 / writing_case_a h13: cut at the output budget in a loop of label lines
    text = (
        "计划中：施工单位招标计划于2026年9月进行。\n计划中：施工单位招标计划于2026年9月进行。\n计划中：施工单位招标计划"
    )
    assert checks.half_sentence(text)["pass"] is False
    assert checks.half_sentence("审批状态：审批中")["pass"] is True


def test_a_bare_participle_under_a_plan_heading_reports_nothing_done():
    # heldout62 h03/h08: "**What is planned?** - May 2027: new compressor installed at Kelder Bridge."
    sample = _held(62, "breathing_sets_bd")
    text = (REPO / "tests" / "heldout62" / "breathing_sets_bd" / "h03.txt").read_text(encoding="utf-8")
    grades, added = _grades(text, sample)
    assert grades["F06"] == "correct" and added == []


AIR_PURIFIERS = _held(83, "school_air_purifiers_by")
BREAKWATER = _held(84, "breakwater_lights_bz")


def test_an_approval_revoked_is_a_refusal_and_the_approval_its_history():
    # heldout83: approved on 8 April, the approval revoked on 20 May
    text = "资金办于2026年4月8日批准申请，但于2026年5月20日撤销批准，资金未拨付。"
    assert _grades(text, AIR_PURIFIERS)[0]["F05"] == "correct"
    text = "钱的事儿黄了：资金办4月8日本来已经批了，5月20日就把批准给撤了。县教育局的说法是明年可能再报一次，哪天报还没定。"
    assert _grades(text, AIR_PURIFIERS)[0]["F05"] == "correct"
    assert _grades("资金办于2026年4月8日批准申请。", AIR_PURIFIERS)[0]["F05"] == "distorted"
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    assert stated_status(lexicon("en"), "the office revoked its approval on 20 May 2026")[0] == "rejected"


def test_a_meeting_moved_from_one_day_to_another_is_no_period_and_at_the_very_most_caps():
    # heldout84 h02/h04/h10
    text = (
        "The replacement works run from 1 July 2027 to 31 March 2028. The panel meeting moved from 4 March 2027 to "
        "22 April 2027 and nothing has been decided."
    )
    assert _grades(text, BREAKWATER)[0]["F01"] == "correct"
    # heldout84 h05
    assert _grades("The Fund will put in EUR 960,000 at the very most.", BREAKWATER)[0]["F04"] == "correct"


def test_an_unless_cut_at_the_output_budget_invents_no_exception():
    # heldout84 h15: a loop cut mid-name
    text = (
        "- No replacement light may be put into service unless the Coastal Lights Inspectorate has tested and "
        "certified it.\n- No replacement light may be put into service unless the Coastal"
    )
    assert grade_text(text, BREAKWATER, "length")["facts"]["F07"]["grade"] == "correct"


def test_a_duty_given_to_another_of_the_materials_parties_after_an_apposition_or_a_possessor():
    # heldout81 h11, heldout73 h12: the doer named twice ("NAME, the ROLE, lodges"), its act in a later clause
    assert _added("- Dana Whitcombe, the fleet manager, lodges the payment claims with the Fund.", RESCUE_BOATS)
    assert _added("- The chair, Tomasz Kerr, handles all correspondence with the fund.", FLOODLIGHTS)
    # the material's own owners, said the same way, are no addition
    assert (
        _added("- The fleet manager, Dana Whitcombe, places the boat order and accepts delivery.", RESCUE_BOATS) == []
    )
    assert _added("- The trust secretary, Morven Ashdale, handles all correspondence with the fund.", FLOODLIGHTS) == []
    # "places" and "accepts" are duties; "places" as a noun is none (heldout51 h05)
    assert _added("- The finance team places the boat order and accepts delivery.", RESCUE_BOATS)
    sirens = _held(51, "flood_sirens_as")
    assert (
        _added(
            "**Where would the sirens go?** Just three places: Millford, Stoke Wendle and Ashcombe town centre.", sirens
        )
        == []
    )
    # heldout84 h12: a possessor inside a two-word name ("The Harbour Master's office")
    said = "- The Harbour Master's office handles the grant claims and holds the contractor's deposit."
    assert _added(said, BREAKWATER)
    assert _added(said.replace("The Harbour Master's office", "The finance unit"), BREAKWATER) == []


def test_a_chinese_duty_given_to_another_party_a_village_committee_and_a_verb_of_its_own():
    # heldout82 h12: 村委会 is a party's name, not the modal 会
    assert _added("- 汇澜村村委会负责修缮档案。", STONE_BRIDGE)
    assert _added("- 镇文化站负责修缮档案。", STONE_BRIDGE) == []
    # heldout83 h13: the thing before 由 and the verb after the doer are the act the material gives another party
    assert _added("修订后的采购方案由县财政局修订。", AIR_PURIFIERS)
    assert _added("修订后的采购方案由计划财务股修订。", AIR_PURIFIERS) == []
    assert _added("采购方案由县财政局审核。", AIR_PURIFIERS) == []
    # heldout82 h11: a person the material never names, after 由 with a verb of supervision
    assert _added("由镇长周国梁亲自督办。", STONE_BRIDGE)
    # the material's own duty, after 由 and a doer whose name holds a verb ("检测")
    assert _added("水质本底检测由衡正水质检测中心负责。", RURAL_WATER) == []


GAZETTEERS = _held(87, "gazetteer_digitising_cc")
MOBILE_CLINICS = _held(89, "mobile_clinics_ce")


def test_titles_counted_with_zhong_and_the_materials_own_step_beside_a_planned_one():
    # heldout87: "清代地方志共86种" counts titles
    assert _grades("纳入项目的清代地方志共86种。", GAZETTEERS)[0]["F03"] == "correct"
    assert _grades("纳入项目的清代地方志共68种。", GAZETTEERS)[0]["F03"] == "distorted"
    # h01: the material's own "5 of 9 licensed" beside the clearance it plans is no clearance written as done
    text = "**已完成**\n- 2026年4月28日完成清代地方志的馆藏清点和品相评估。\n- 9种民国报纸中已有5种取得授权。\n"
    assert _grades(text, GAZETTEERS)[0]["F06"] != "distorted"
    assert _grades("**已完成**\n- 民国报纸的版权清理已全部完成。\n", GAZETTEERS)[0]["F06"] == "distorted"
    # h03: the clearance named as the refusal's reason does not take the refusal's date
    row = "| 事项 | 状态 | 时间 |\n| --- | --- | --- |\n| 基金评审 | 否决，不予资助（理由：民国报纸版权清理未完成） | 2026年5月29日 |\n"
    assert _grades(row + "| 民国报纸版权清理 | 计划中 | 2026年9月 |\n", GAZETTEERS)[0]["F06"] != "distorted"
    # "以上进度截至2026年6月15日。" holds the report at a time, it sets no deadline
    assert _added("以上进度截至2026年6月15日。", GAZETTEERS) == []


def test_a_grant_given_up_by_the_applicant_after_its_approval():
    # heldout89: approved, then 放弃 by the hospital: withdrawn, with the approval its dated history
    text = (
        "基金管理委员会于2026年4月28日召开会议，批准了该申请。2026年6月3日，县财政局书面告知本年度无法安排配套资金；"
        "医院院务会于6月12日研究后，于2026年6月15日正式致函基金办公室，放弃该项资助。"
    )
    grades, added = _grades(text, MOBILE_CLINICS)
    assert grades["F05"] == "correct" and added == []
    assert _grades("基金管理委员会于2026年4月28日批准了该申请。", MOBILE_CLINICS)[0]["F05"] == "distorted"
    # h02: the material's reason in its words; h05: the deciding fund, said short, approving is the decision
    assert _added("因县财政局告知本年度无法安排配套资金，医院于2026年6月15日放弃该项资助。", MOBILE_CLINICS) == []
    text = "基金那边2026年4月28日其实已经点头批了。可医院只好在2026年6月15日发函，把这笔资助放弃了。"
    grades, added = _grades(text, MOBILE_CLINICS)
    assert grades["F05"] == "correct" and added == []
    # in English: "gave up the grant"
    text = (
        "The fund management committee approved the application on 28 April 2026. On 15 June 2026 the hospital "
        "gave up the grant."
    )
    assert _grades(text, MOBILE_CLINICS)[0]["F05"] == "correct"


WATER_PIPES = _held(85, "water_pipes_ca")
LEAK_SENSORS = _held(90, "leak_sensors_cf")
COURTS = _held(91, "basketball_courts_cg")
ARCHIVE_CLIMATE = _held(92, "archive_climate_ch")
SOLAR_LAMPS = _held(93, "solar_lamps_ci")
RAIL_PATH = _held(94, "rail_path_cj")
CANAL_LOCK = _held(88, "canal_lock_cd")


def test_a_reduced_grant_a_declared_classifier_and_a_day_before_a_first_round_review():
    # heldout85 h08: the requested sum before the cut is the amount before the change, the cap after it
    assert _grades("补助由980万元核减至不超过860万元。", WATER_PIPES)[0]["F04"] == "correct"
    assert _grades("补助核定为不超过980万元。", WATER_PIPES)[0]["F04"] == "distorted"
    # h04: a dated approval in the dotted notation
    assert _grades("- 审批结果：2026.7.15 省基金办批准，补助核减；首笔拨款未拨付。", WATER_PIPES)[0]["F05"] == "correct"
    # heldout91: 片 is the classifier the fact declares for courts; "5月12日初审" is a day and a review
    assert _grades("四个公园共有室外篮球场22片。", COURTS)[0]["F03"] == "correct"
    assert _grades("四个公园共有室外篮球场24片。", COURTS)[0]["F03"] == "distorted"
    assert _added("5月12日初审已经过了。", COURTS) == []
    # heldout85 writing_case_a h10: the state in a bracket after the thing, a qualifier before it
    assert _grades("- ✅ 需求调研（两个试点仓库，截至2026年2月10日已完成）", CASE_A)[0]["F05"] == "correct"


def test_an_applicant_lodging_its_application_a_label_after_a_bold_heading_and_a_bracketed_role():
    # heldout90 h02, heldout92 h07: the applicant's own act, said with a doer where the material has none
    assert (
        _added(
            "Brackenmoor Water lodged its application to the National Drought Resilience Fund on 12 January 2026.",
            LEAK_SENSORS,
        )
        == []
    )
    assert _added("After the refusal, the trust lodged a revised application on 9 June 2026.", ARCHIVE_CLIMATE) == []
    assert _added("After the refusal, the panel lodged a revised application on 9 June 2026.", ARCHIVE_CLIMATE)
    # heldout90 h05: how long something runs names no doer
    assert _added("The sensor job runs for two years, from 1 July 2026 to 30 June 2028.", LEAK_SENSORS) == []
    # heldout85/88 procurement_notice_c: a doer after a bold label
    said = "**Completed:** the town council held the site visit for bidders at the Northgate depot on 10 February 2027."
    assert _added(said, CASE_C)
    assert _added(said.replace("the town council", "the authority"), CASE_C) == []
    # heldout88 h12: "NAME (role): duty" where the material gives the duty to another party
    lines = "Who does what:\n- Maya Thornbury (heritage officer): {}.\n"
    assert _added(lines.format("oversees the lock-gate works"), CANAL_LOCK)
    assert _added(lines.format("prepares the stage-two application"), CANAL_LOCK) == []
    # heldout88 h03: "approved our stage-one application in principle"
    text = "The Fund's grants panel approved our stage-one application in principle only on 9 March 2027."
    assert _grades(text, CANAL_LOCK)[0]["F05"] == "correct"


def test_no_decision_in_other_words_and_an_exception_taken_up_by_a_pronoun():
    # heldout93 h02: 尚未作出任何决定
    text = "县补助资金于2026年4月8日将申请转报省照明资金，省照明资金于4月21日确认受理。截至目前尚未作出任何决定。"
    assert _grades(text, SOLAR_LAMPS)[0]["F05"] == "correct"
    # heldout94 h08: an approval that lapsed, an extension unanswered
    text = (
        "The approval of 9 March 2027 lapsed on 30 April 2027 because the grant agreement was not signed in time. "
        "The council asked for an extension on 12 May 2027; the fund has not yet replied."
    )
    assert _grades(text, RAIL_PATH)[0]["F05"] == "correct"
    assert _grades("The fund approved the application on 9 March 2027.", RAIL_PATH)[0]["F05"] == "distorted"
    # heldout94 procurement_notice_c h08: "although bidders may submit it after the deadline"
    text = (
        "- Certificates: bids must include a valid battery safety certificate, although bidders may submit it "
        "after the deadline with the authority's agreement."
    )
    assert _grades(text, CASE_C)[0]["F07"] == "distorted"


def test_the_disposal_jiang_after_yi_is_a_step_done_not_a_plan():
    # heldout93 h04/h08/h10: the material's "已于2026年4月8日将申请转报省照明资金" reports the transfer done
    text = "1. 审批状态：县补助资金已于2026年4月8日将申请转报省照明资金，省照明资金于2026年4月21日确认受理，尚未作出任何决定。"
    grades, added = _grades(text, SOLAR_LAMPS)
    assert grades["F05"] == "correct" and added == []


COLD_STORAGE = _held(95, "cold_storage_ck")
CLUB_PITCH = _held(96, "club_pitch_cl")


def test_a_count_under_a_short_name_and_things_left_out_said_not_supported():
    # heldout95 h01/h04/h15: "溪口6间" is the material's "溪口果蔬专业合作社6间"
    assert _added("三家合作社冷库共新建冷藏间14间，其中溪口6间、石坪5间、云湾3间。", COLD_STORAGE) == []
    assert _added("三家合作社冷库共新建冷藏间14间，其中溪口5间、石坪6间、云湾3间。", COLD_STORAGE)
    # h05: 不予支持 of the things the scope leaves out is no refusal of anything
    text = (
        "二、支持范围：只支持三家合作社的冷库及三家合作社共用的分拣大厅；县内私营收购商的仓库、县农产品批发市场"
        "不予支持。"
    )
    assert _added(text, COLD_STORAGE) == []


def test_ruled_ineligible_is_a_refusal_a_cap_per_project_and_a_writers_hope():
    # heldout96: turned away at the eligibility check
    text = (
        "On 3 March 2027 the fund's grants officers ruled the application ineligible at the eligibility check, "
        "because the club is not a registered charity."
    )
    assert _grades(text, CLUB_PITCH)[0]["F05"] == "correct"
    # h09: the material caps grants per project; another sum said so is the cap written wrongly
    assert _grades("Grants from the fund are capped at EUR 212,000 per project.", CLUB_PITCH)[0]["F04"] == "distorted"
    assert _grades("Grants from the fund are capped at EUR 240,000 per project.", CLUB_PITCH)[0]["F04"] == "correct"
    # writing_case_b h13: "I hope this gives a clear picture" signs off, it foretells nothing
    assert _added("I hope this gives a clear picture of the pilot.", CASE_B) == []
    assert _grades("We hope the finance board approves the funding in August.", CASE_B)[0]["F04"] == "distorted"


def test_a_duty_list_that_names_each_duty_by_its_thing():
    # heldout96 h12: "**Responsibilities:**" then "NAME (role): the thing", swapped among the material's parties
    lines = "**Responsibilities:**\n- Desmond Rae (treasurer): {}\n- Priya Lomax (grounds committee chair): {}\n"
    assert _added(lines.format("the planning application", "the own contribution and the deposit"), CLUB_PITCH)
    assert _added(lines.format("the own contribution and the deposit", "the planning application"), CLUB_PITCH) == []
    # a sentence with a verb under the heading is judged as a sentence ("the kiosks never issue waivers")
    text = "**Responsibilities:**\n- Branch librarians: the kiosks never issue waivers automatically\n"
    assert _added(text, CASE_B) == []


HEALTH_KIOSKS = _held(97, "health_kiosks_cm")


def test_the_materials_own_whole_district_and_an_approval_whose_condition_is_met():
    # heldout97 h02/h03/h11/h12/h14: "全区" is the material's own word for the stations the scope covers
    text = "本项目只在全区社区卫生服务站的候诊区设置一体机；区人民医院和民营诊所不在范围内。"
    assert _grades(text, HEALTH_KIOSKS)[0]["F02"] == "correct"
    assert _grades("本项目在全区所有医疗机构设置一体机。", HEALTH_KIOSKS)[0]["F02"] == "distorted"
    # h02/h08: approved on a condition since met, "现为无条件批准"
    text = "- 审批状态：已批准，2026年2月12日批准时所附条件已于3月6日满足，现为无条件批准。"
    assert _grades(text, HEALTH_KIOSKS)[0]["F05"] == "correct"
    assert _grades("- 审批状态：2026年2月12日附条件批准。", HEALTH_KIOSKS)[0]["F05"] == "distorted"


ELEVATORS = _held(99, "elevator_retrofit_co")
TIDE_GATES = _held(100, "tide_gates_cp")
SCHOOL_CANTEENS = _held(101, "school_canteens_cq")
PEAT_BOGS = _held(102, "peat_bogs_cr")
OPERA_STAGES = _held(103, "opera_stages_cs")
CRYO_SUITE = _held(104, "cryo_em_ct")
WASTE_POINTS = _held(105, "waste_sorting_cu")
FIRE_TRAINING = _held(106, "fire_training_cv")


def test_an_approval_suspended_or_deferred_is_pending_and_its_history_is_no_distortion():
    # heldout101: approved on 5月12日, suspended on 6月18日 pending an audit (the fact's status: pending)
    text = (
        "审批状态：省基金管理委员会于2026年5月12日批准了申请，2026年6月18日因审计未结束暂停了该项批准，资金尚未拨付。"
    )
    assert _grades(text, SCHOOL_CANTEENS)[0]["F05"] == "correct"
    text = "审批状态：2026年5月12日获省基金管理委员会批准，2026年6月18日被省基金暂停，待审计完成后再决定是否恢复。"
    assert _grades(text, SCHOOL_CANTEENS)[0]["F05"] == "correct"
    assert _grades("审批状态：省基金管理委员会于2026年5月12日批准了申请。", SCHOOL_CANTEENS)[0]["F05"] == "distorted"
    # heldout100 h07/h05: "deferred by the panel … to the next funding round", "put off making up its mind"
    text = "- **Decision:** deferred by the allocation panel on 14 October 2027 to the next funding round; nothing decided yet."
    assert _grades(text, TIDE_GATES)[0]["F05"] == "correct"
    text = "The fund's panel looked at our bid on 14 October 2027 but put off making up its mind until the next round."
    assert _grades(text, TIDE_GATES)[0]["F05"] == "correct"
    # heldout105 h10/h03/h06: the first application's refusal beside the resubmitted one, not yet decided
    text = "审批状态：首次申请于2月6日因预算编制不完整被县农业农村局退回，修订后的申请已于3月2日重新递交，县农业农村局尚未作出决定。"
    assert _grades(text, WASTE_POINTS)[0]["F05"] == "correct"
    text = "审批状态：修订后的申请已于3月2日重新递交，目前尚待县农业农村局决定。"
    assert _grades(text, WASTE_POINTS)[0]["F05"] == "correct"
    assert _grades("钱批了没有：还没有，县里到现在还没拍板。", WASTE_POINTS)[0]["F05"] == "correct"


def test_an_approval_on_appeal_and_a_hedged_approval_beside_a_first_review():
    # heldout99 h08/h11: the appeal panel overturns the refusal ("撤销…驳回决定") and approves
    text = "审批结果：复核委员会于2026年6月12日撤销基金办4月22日的驳回决定，批准申请。"
    assert _grades(text, ELEVATORS)[0]["F05"] == "correct"
    assert _grades("审批结果：复核委员会6月12日撤销原决定并批准申请。", ELEVATORS)[0]["F05"] == "correct"
    # heldout103 h07/h14: a first review passed is pending; "目前已基本获批" beside it says more than the material
    text = "评审状态：申请已于2026年4月28日通过市专项资金管理办公室组织的形式初审，专家评审定于2026年6月进行。"
    assert _grades(text, OPERA_STAGES)[0]["F05"] == "correct"
    text = "评审状态：申请已于2026年4月28日通过形式初审，目前已基本获批，专家评审定于2026年6月进行。"
    assert _grades(text, OPERA_STAGES)[0]["F05"] == "distorted"


def test_another_applicants_refusal_and_the_funder_paying_the_sum_asked_for():
    # heldout102 h13: "A separate application by the neighbouring Ashgill Estate … was rejected": another's refusal
    text = (
        "- Approved by the fund on 6 May 2027.\n- The Ashgill Estate's application was rejected because felling "
        "would damage the bog's hydrology.\n"
    )
    grades, added = _grades(text, PEAT_BOGS)
    assert grades["F05"] == "correct" and added == ["because felling would damage the bog's hydrology"]
    # "the public open day on 18 September 2027 will cost about GBP 2,000": the day's cost, not the grant's cap
    grades, added = _grades("The public open day on 18 September 2027 will cost about GBP 2,000.", PEAT_BOGS)
    assert grades["F04"] == "omitted" and added == ["GBP 2,000"]
    # heldout106 h07: the fund paying the EUR 1,480,000 the service asked for
    text = (
        "The grant is capped at EUR 1,350,000. Under the approval the fund will pay EUR 1,480,000 towards the "
        "tower and the servicing room."
    )
    assert _grades(text, FIRE_TRAINING)[0]["F04"] == "distorted"
    text = "The grant is capped at EUR 1,350,000. The service will pay its own EUR 410,000 towards the tower."
    assert _grades(text, FIRE_TRAINING)[0]["F04"] == "correct"


def test_a_second_value_for_a_count_or_a_cap_in_the_same_line():
    # heldout105 h11: a bracket after the total that gives it another value is no breakdown
    assert _grades("- 收集点：共建设86个（另一处统计为96个）。", WASTE_POINTS)[0]["F03"] == "distorted"
    assert _grades("- 收集点：共建设86个（新建54个、改造32个）。", WASTE_POINTS)[0]["F03"] == "correct"
    # heldout99 procurement h07: "including driver training the ceiling is USD 7.6 million"
    text = "3. **Budget:** capped at USD 7.2 million; including driver training the ceiling is USD 7.6 million."
    assert _grades(text, CASE_C)[0]["F03"] == "distorted"
    # heldout105 procurement h11: "excluded" in the next sentence, about Lot C, does not make the cap the buses' alone
    text = (
        "The authority is tendering for 12 battery-electric buses with a bid deadline of 3 March 2027 and a budget "
        "cap of USD 7.2 million. The tender covers only Lot A and Lot B; Lot C is excluded."
    )
    assert _grades(text, CASE_C)[0]["F03"] == "correct"


def test_chinese_lists_in_a_scope_and_a_count_of_the_things_a_list_names():
    # heldout99 h01: "X，以及Y、Z等…不在申请范围内" leaves X out too
    text = (
        "申请范围：只覆盖槐荫里小区和桐华新村两个老旧小区的住宅楼；两个小区沿街的商业楼宇，以及翠湾雅苑、锦澜府等新建"
        "商品房小区不在申请范围内。"
    )
    assert _grades(text, ELEVATORS)[0]["F02"] == "correct"
    # heldout103 h09: "包括A、B和C，以及…正殿主体建筑" puts the excluded halls into the scope
    text = (
        "修缮范围包括陈氏宗祠古戏台、周家祠堂古戏台和关帝庙万年台，以及陈氏宗祠和周家祠堂的正殿主体建筑；"
        "青石老街商业街不在申请范围内。"
    )
    assert _grades(text, OPERA_STAGES)[0]["F02"] == "distorted"
    # heldout103 h02: "两座祠堂" counts the material's "陈氏宗祠和周家祠堂"
    text = "两座祠堂的正殿主体建筑和相邻的青石老街商业街不在范围内。"
    assert _grades(text, OPERA_STAGES)[1] == []
    assert _grades("五座祠堂的正殿主体建筑不在范围内。", OPERA_STAGES)[1] == ["五座祠堂"]


def test_a_generic_event_word_after_another_thing_and_dates_of_another_fact():
    # heldout100 h03: "run" is the consultation's declared word; "The works would run from …" is the works' verb
    text = (
        "The works would run from 1 September 2028 to 30 November 2029 and cover only the north gate at Quay "
        "Street and the south gate at the Saltings."
    )
    grades, _ = _grades(text, TIDE_GATES)
    assert grades["F01"] == "correct" and grades["F02"] == "correct"
    # heldout106 h12: the grant's own period before the servicing room is named is not the room's opening
    text = (
        "The safety-fund grant runs from 1 July 2027 to 30 June 2029 and covers only the hot-fire training tower "
        "and the breathing apparatus servicing room. The servicing room is to open in September 2028."
    )
    assert _grades(text, FIRE_TRAINING)[0]["F06"] != "distorted"
    assert _grades("The servicing room is to open in June 2029.", FIRE_TRAINING)[0]["F06"] == "distorted"


def test_states_said_beside_an_item_and_a_part_cut_before_its_date():
    # heldout99/102 writing_case_b h03: "– completed (status as of …)", "Completed – floor surveys …"
    text = "- [x] Floor surveys at both branches – completed (status as of 2026-08-20)\n"
    assert _grades(text, CASE_B)[0]["F05"] == "correct"
    assert (
        _grades("Completed – floor surveys at both branches (status as of 20.08.2026).\n", CASE_B)[0]["F05"]
        == "correct"
    )
    # heldout106 h14: the servicing room's plan cut before its month, a vaguer "will" elsewhere
    text = (
        "Once open, the servicing room will test and service all 168 sets. As of 6 March 2028, the foundations of "
        "the training tower have been completed (on 15 December 2027), and the breathing apparatus servicing "
        "room is planned to open in"
    )
    assert _grades(text, FIRE_TRAINING)[0]["F06"] == "partial"
    # heldout104 writing_case_b h04: a range from … until in a sentence naming no act
    text = (
        "In short: the library network wants to try out return kiosks for about three months, from mid-September "
        "(14 September 2026) until 11 December 2026."
    )
    assert _grades(text, CASE_B)[0]["F01"] == "correct"


def test_parts_of_months_as_a_range_the_money_as_no_party_and_a_note_of_the_cut():
    # heldout106/104 h05: "from the start of July 2027 through to the end of June 2029" restates the period's days
    text = "The money can be spent from the start of July 2027 through to the end of June 2029."
    assert _grades(text, FIRE_TRAINING)[1] == []
    text = (
        "The builders are on site from the start of May 2027 and have to be finished by the end of November "
        "2027. The money pays for two rooms and nothing else."
    )
    assert _grades(text, CRYO_SUITE)[1] == []
    # heldout99/106 procurement h12/h13: the writer's note of the cut is no prediction
    text = "- Bids are due by 3 March 2027.\n\n[Output truncated at the length limit: the source list could not be included.]"
    assert _grades(text, CASE_C)[1] == []
    text = "- Bids are due by 3 March 2027.\n\n[Output truncated: the operator will also hire 14 extra drivers.]"
    assert _grades(text, CASE_C)[1] == ["14 extra drivers"]


def test_only_before_an_act_a_condition_allows_and_a_refusal_supposed():
    # heldout106 h10: "may only enter the tower … once …" is the rule's condition, not the scope narrowed
    text = (
        "It covers only the hot-fire training tower and the breathing apparatus servicing room. Firefighters may "
        "only enter the tower for a live-fire exercise once a certified hot-fire instructor has signed that day's "
        "burn plan."
    )
    assert _grades(text, FIRE_TRAINING)[0]["F02"] == "correct"
    # heldout104 procurement h11: "if the grant is refused" refuses nothing; "the grant is worth USD 3 million" is the
    # grant's value, not the budget's cap
    text = (
        "The total budget is capped at USD 7.2 million, and the state clean-transport grant is worth USD 3 million. "
        "On 12 January 2027 the town council approved the purchase subject to confirmation of the state grant. "
        "The council has committed to fund the purchase from its own reserves if the grant is refused."
    )
    grades, added = _grades(text, CASE_C)
    assert grades["F03"] == "correct" and grades["F04"] == "correct"
    assert added == ["USD 3 million", "has committed"]


def test_a_cost_per_thing_an_exception_past_a_semicolon_and_the_call_for_bids_reworded():
    # heldout105 h14: "每个收集点建成后年运维费用约3000元" is a cost per point, not the county's cap
    grades, added = _grades("县专项资金补助上限为380万元。每个收集点建成后年运维费用约3000元。", WASTE_POINTS)
    assert grades["F04"] == "correct" and added == ["3000元"]
    # heldout103 procurement h08: the exception after a semicolon takes up the certificate by a pronoun
    text = (
        "- Certificate: bids must include a valid battery safety certificate; bidders who lack one may submit it "
        "within 10 days after the deadline."
    )
    assert _grades(text, CASE_C)[0]["F07"] == "distorted"
    # heldout106 procurement h04, heldout102 h05: the notice's invitation and the grant, in other words
    text = "Larkfield's transit authority wants a dozen electric buses (12 in all) and has asked suppliers to send in offers."
    assert _grades(text, CASE_C)[1] == []
    assert _grades("Good news: the Trust has been given money to rewet two bogs.", PEAT_BOGS)[1] == []
    # heldout100 h05: "for a while" is no conjunction; the consultation keeps its month
    text = "- Still to come: the public consultation about closing roads for a while on Quay Street, pencilled in for January 2028."
    f06 = grade_text(text, TIDE_GATES)["facts"]["F06"]
    assert f06["parts"] == ["omitted", "correct"]  # the survey part is not stated; the plan part is, with its month


RURAL_BROADBAND = _held(108, "rural_broadband_cx")
MUSEUM_ROOF = _held(109, "museum_roof_cy")
TRAM_STOPS = _held(111, "tram_stops_da")
CLINIC_SOLAR = _held(112, "clinic_solar_db")
BOOK_VANS = _held(114, "library_books_dd")


def test_a_count_inside_a_declared_name_and_of_these_twelve():
    # heldout111: the sample declares "twelve stops of the Blue Line" a name; the count fact's number in it still counts
    assert _grades("The project covers only the twelve stops of the Blue Line.", TRAM_STOPS)[0]["F03"] == "correct"
    assert _grades("The project covers only the ten stops of the Blue Line.", TRAM_STOPS)[0]["F03"] != "correct"
    # "Of these 12 stops, five are in the city centre": the whole the parts are counted from
    text = "The project covers the Blue Line. Of these 12 stops, five are in the city centre."
    assert _grades(text, TRAM_STOPS)[0]["F03"] == "correct"
    # "**Number of stops:** 12" is the count fact's own number, "(1) … (2) …" numbers the conditions
    text = (
        "- **Number of stops:** 12\n- Approved on 14 January 2027 subject to two conditions: (1) the signed "
        "maintenance agreement, delivered on 2 February 2027, and (2) the planning consent, still awaited.\n"
    )
    assert _grades(text, TRAM_STOPS)[1] == []
    # heldout109 h02: "nine have active leaks" is nine of them, no count of leaks
    assert _grades("Of the 24 bays, nine have active leaks and 5 sit above the textile store.", MUSEUM_ROOF)[1] == []


def test_withdrawn_before_the_review_meeting_and_no_funding_decision_yet():
    # heldout112: 会 of 评审会 is no "will"; the withdrawal stands
    text = "- 申请状态：县卫健委已于2026年4月22日在评审会前主动撤回申请，评审会未作决定。"
    assert _grades(text, CLINIC_SOLAR)[0]["F05"] == "correct"
    # heldout114: 尚未作出资助决定
    assert _grades("- 审批状态：评审会定于2026年7月召开，尚未作出资助决定。", BOOK_VANS)[0]["F05"] == "correct"
    assert _grades("- 审批状态：评审会已于2026年7月作出资助决定，批准了申请。", BOOK_VANS)[0]["F05"] == "distorted"
    # heldout108 h08: 有条件批复 is a conditional approval
    text = "- 审批状态：省数乡办对该项目作出有条件批复。"
    assert _grades(text, RURAL_BROADBAND)[0]["F05"] == "distorted"


def test_the_materials_all_n_a_comma_clause_of_its_own_and_a_rules_approved_by():
    # heldout109: "all 24 roof bays" is the material's own count of the included roof's bays
    text = "**Roof bays.** The works cover all 24 roof bays.\n"
    assert _grades(text, MUSEUM_ROOF)[0]["F02"] != "distorted"
    # heldout108 h09: "以及县城城区" joins the inclusion; the next clause's exclusion is its own
    text = "项目覆盖石坪乡、柳溪镇、云岗乡三个乡镇的自然村，以及县城城区，已通光纤的行政村不纳入。"
    assert _grades(text, RURAL_BROADBAND)[0]["F02"] == "distorted"
    # heldout111 h04/h13: "without a replacement bus plan approved by the network control centre" is the rule's
    text = (
        "- Approved by the allocation board on 14 January 2027, subject to two conditions.\n- Rule: no stop closure "
        "for the works without a replacement bus plan approved by the network control centre.\n"
    )
    assert _grades(text, TRAM_STOPS)[0]["F05"] == "correct"


def test_a_table_of_parties_beside_their_responsibilities_and_a_first_round_in_other_words():
    # heldout109 h03: "| Person / team | Responsibility |": the first column holds the parties
    row = "| Person / team | Responsibility |\n| --- | --- |\n| {} | {} |\n| {} | {} |\n"
    right = row.format(
        "Owen Tregear, estates manager",
        "scaffolding and the contractor tender",
        "Ruth Alder, finance director",
        "the trust's own contribution and the scaffolding deposit",
    )
    assert _grades(right, MUSEUM_ROOF)[1] == []
    swapped = row.format(
        "Owen Tregear, estates manager",
        "the trust's own contribution and the scaffolding deposit",
        "Ruth Alder, finance director",
        "scaffolding and the contractor tender",
    )
    assert len(_grades(swapped, MUSEUM_ROOF)[1]) == 2
    # h05: "got through the first round" where the material says "passed the first stage"
    text = "We got through the first round on 14 January 2026 and went to the second-round interview on 3 March 2026."
    assert _grades(text, MUSEUM_ROOF)[1] == []
    # h05: "Already sorted (as of 20 March 2026):" is a label over what follows
    text = "Already sorted (as of 20 March 2026): the council gave us listed building consent on 12 February 2026."
    assert _grades(text, MUSEUM_ROOF)[1] == []


def test_a_plan_said_colloquially_on_the_materials_month():
    # heldout114 h05, heldout97 h06: "打算" on the month the material plans the same thing ("第一笔钱" is "首笔资金")
    assert _grades("第一轮送书打算9月份开跑。", BOOK_VANS)[1] == []
    assert _grades("第一笔钱打算4月拨过来。", HEALTH_KIOSKS)[1] == []
    # another thing planned in that month, or the same thing in another month, is still an addition
    assert _grades("设备验收打算9月进行。", BOOK_VANS)[1] == ["打算"]
    assert _grades("第一轮送书打算10月份开跑。", BOOK_VANS)[1] != []


PORT_CRANES = _held(115, "port_cranes_de")
RAIN_GARDENS = _held(116, "rain_gardens_df")
AMBULANCES = _held(120, "ambulances_dj")
SMART_METERS = _held(121, "smart_meters_dk")
FITNESS_TRAILS = _held(122, "fitness_trails_dl")


def test_a_grant_awarded_a_project_approved_and_a_refusal_by_the_office_that_decides():
    # heldout121: "has awarded … a grant", "has won a grant", "Grant awarded by the awards panel", 授予补助
    for text in (
        "The National Water Resilience Fund has awarded Dalkirk Water Board a grant for smart water meters.",
        "Dalkirk Water Board has won a grant from the National Water Resilience Fund for smart water meters.",
        "- Grant awarded by the awards panel on 22 April 2027\n",
    ):
        assert _grades(text, SMART_METERS)[0]["F05"] == "correct", text
    # heldout116: 作出立项批复 is the approval, no added progress
    grades, added = _grades("审批状态：市海绵办已于2026年3月16日作出立项批复，资金尚未下达。", RAIN_GARDENS)
    assert grades["F05"] == "correct" and added == []
    # heldout122: the fund office decides (its sentence in the material need not name the application)
    text = "**审批结果**：市专项资金管理办公室于2026年2月27日决定不予资助；复议机关于2026年4月21日维持原决定。\n"
    assert _grades(text, FITNESS_TRAILS)[0]["F05"] == "correct"
    text = "结果不太好：市专项资金管理办公室2026年2月27日说不给钱；4月21日复议下来，还是维持原来的决定。"
    assert _grades(text, FITNESS_TRAILS)[0]["F05"] == "correct"


def test_counts_per_thing_one_of_the_things_and_a_parts_budget():
    # heldout120 h01: "每车9台" is per vehicle; the total is 18
    text = "两辆车共配备车载医疗设备18台，每车9台。"
    assert _grades(text, AMBULANCES)[0]["F03"] == "correct"
    assert _grades("两辆车共配备车载医疗设备16台。", AMBULANCES)[0]["F03"] == "distorted"
    # heldout115 h16: "将一台起重机从5号泊位调整到4号泊位" moves one crane, it counts none
    text = "共更换14台起重机。港务局于2028年6月2日申请将一台起重机从5号泊位调整到4号泊位。"
    assert _grades(text, PORT_CRANES)[0]["F03"] == "correct"
    # heldout120 h13: one part's budget is an amount of its own (an addition), not the cap written wrongly
    grades, added = _grades("项目总预算不超过118万元。车载设备部分预算约30万元。", AMBULANCES)
    assert grades["F04"] == "correct" and added == ["30万元"]
    assert _grades("项目总预算不超过128万元。", AMBULANCES)[0]["F04"] == "distorted"


def test_another_applicants_award_is_no_history_and_a_verb_form_is_no_other_thing():
    # heldout122 h07: the review overturning the refusal is written where the material upholds it; the other
    # applicant's "社区球场申请已获资助" is no earlier approval of this application
    text = (
        "- 2026年2月27日，市专项资金管理办公室作出不予资助的决定。\n- 区体育局于2026年3月10日申请行政复议，2026年4月21日"
        "复议机关撤销原决定，同意予以资助。\n"
    )
    assert _grades(text, FITNESS_TRAILS)[0]["F05"] == "distorted"
    # heldout121 reads "has awarded … a grant" as an approval; heldout25's material awards its own grant, and an
    # answer's "not granted" of the licence is the verb, not that grant
    text = "- Marine licence: applied 2026-07-21; not granted, Coastal Waters Agency decision outstanding.\n"
    assert _grades(text, _held(25, "harbour_dredging_s"))[0]["F05"] == "correct"


MARKET_HALL = _held(123, "market_hall_dm")
IRRIGATION = _held(124, "irrigation_channels_dn")
NEWSPAPERS = _held(125, "newspaper_archive_do")
COMMUNITY_CANTEEN = _held(126, "community_canteen_dp")
CYCLE_LANES = _held(127, "cycle_lanes_dq")
FOUNTAINS = _held(128, "drinking_fountains_dr")
DUNES = _held(129, "dune_restoration_ds")
LIBRARY_BUS = _held(130, "mobile_library_dt")


def test_an_exception_that_meets_the_requirement_later_or_puts_something_in_its_place():
    # heldout117/125/130 h08: a window after the deadline in an "unless" is another way out, not the condition
    text = "- Bids without a valid battery safety certificate will not be evaluated, unless the bidder supplies it within 10 days of the deadline.\n"
    assert _grades(text, CASE_C)[0]["F07"] == "distorted"
    assert (
        _grades("- Bids without a valid battery safety certificate will not be evaluated.\n", CASE_C)[0]["F07"]
        == "correct"
    )
    # heldout121 h10: the sentence after the rule puts another signature in the consent's place
    text = (
        "- **Consent rule:** meters are fitted only where the occupier has signed the consent form. For rented "
        "properties, the landlord's signature may be used instead where the tenant cannot be reached.\n"
    )
    assert _grades(text, SMART_METERS)[0]["F07"] == "distorted"
    text = "- **Consent rule:** meters are fitted only where the occupier has signed the consent form; no exceptions.\n"
    assert _grades(text, SMART_METERS)[0]["F07"] == "correct"
    # heldout125 h09: "no volume may leave … without a condition report" keeps its negation ("no" opens the subject)
    text = "No volume may leave the building without a condition report signed by the Special Collections Manager."
    assert _grades(text, NEWSPAPERS)[0]["F07"] == "correct"


def test_a_second_count_in_brackets_and_counts_said_of_the_materials_parts():
    # heldout127 h08: a bare number alone in brackets after the count is the count said twice
    assert _grades("It redesigns 18 junctions (16 in the current cost plan).", CYCLE_LANES)[0]["F03"] == "distorted"
    assert _grades("It redesigns 18 junctions.", CYCLE_LANES)[0]["F03"] == "correct"
    # heldout125 h13: "the 85 volumes needing treatment" is the material's "85 of the fragile volumes"
    grades, added = _grades("The project covers 1,240 volumes; 85 volumes need conservation first.", NEWSPAPERS)
    assert grades["F03"] == "correct" and added == []


def test_statuses_of_this_round_returned_reserve_list_declined_and_the_condition_met():
    # heldout125: returned as incomplete, not assessed: no decision yet
    for text in (
        "On 11 March 2028 the fund returned the application as incomplete; it has not been assessed.",
        "The fund sent it back as incomplete on 11 March 2028, so nobody has looked at it yet.",
    ):
        assert _grades(text, NEWSPAPERS)[0]["F05"] == "correct", text
    assert _grades("On 11 March 2028 the fund rejected the application.", NEWSPAPERS)[0]["F05"] == "distorted"
    # heldout128: a reserve list is pending; 尚无资助决定, "no funding decision"
    for text in ("- 审批状态：2026年5月26日列入候补名单，尚无资助决定。", "| 专项资金审批 | 候补，未作决定 |"):
        assert _grades(text, FOUNTAINS)[0]["F05"] == "correct", text
    assert _grades("- 审批状态：2026年5月26日获批立项。", FOUNTAINS)[0]["F05"] == "distorted"
    # heldout126: the applicant giving up its award (主动放弃, 这笔钱不要了, "wrote to decline the award")
    for text in (
        "- 审批状态：4月15日批复同意后，街道已于5月20日主动放弃，补助作废。",
        "钱其实批下来过——民政局4月15号同意了；可是街道5月20号写信说这笔钱不要了。",
        "市民政局于2026年4月15日批复同意；但2026年5月20日，街道致函主动放弃该笔补助。",
    ):
        assert _grades(text, COMMUNITY_CANTEEN)[0]["F05"] == "correct", text
    assert _grades("市民政局于2026年4月15日批复同意，补助将于6月拨付。", COMMUNITY_CANTEEN)[0]["F05"] == "distorted"
    # heldout123: approved on a condition since met is approved now
    text = (
        "The grant was approved on 16 February 2027 on condition of listed building consent. Consent followed on "
        "22 March 2027, so the grant is now unconditional."
    )
    assert _grades(text, MARKET_HALL)[0]["F05"] == "correct"
    assert (
        _grades(
            "- Status: approved, now unconditional. Listed building consent (the panel's condition) was granted "
            "on 22 March 2027.",
            MARKET_HALL,
        )[0]["F05"]
        == "correct"
    )
    assert (
        _grades("The grant was approved on 16 February 2027 on condition of listed building consent.", MARKET_HALL)[0][
            "F05"
        ]
        == "distorted"
    )
    # heldout124 h06: 初审是过了, 复审没给过
    text = "结果不太理想：4月9号初审是过了，可5月26号省里专家复审没给过，今年拿不到这笔钱。"
    grades, added = _grades(text, IRRIGATION)
    assert grades["F05"] == "correct" and added == []


def test_a_step_of_the_status_the_material_denies_and_another_applicant_behind_a_bracket():
    # heldout130 h09: 已受理 where the material says 尚未受理 is another status
    assert _grades("- 办理状态：省公共文化发展中心已受理，正在审查。", LIBRARY_BUS)[0]["F05"] == "distorted"
    assert _grades("- 办理状态：省公共文化发展中心尚未受理，也没有任何审批结论。", LIBRARY_BUS)[0]["F05"] == "correct"
    # heldout130 h03: the office it was lodged with first opens the line; the office named last decides
    text = "- 办理状态：原报省文化和旅游厅（4月15日），机构改革后移交省公共文化发展中心（6月18日），目前尚未受理。"
    assert _grades(text, LIBRARY_BUS)[0]["F05"] == "correct"
    # heldout128 h02: "东湾区教育局（虚构）的…申请获批立项" in the material is that bureau's own
    text = "审批状态：5月26日本项目被列入候补名单，目前尚未作出任何资助决定；同日东湾区教育局的申请获批立项。"
    assert _grades(text, FOUNTAINS)[0]["F05"] == "correct"


def test_dates_and_scope_words_of_other_things():
    # heldout125 h04: the resubmission deadline is not the project's period; the years of a named thing neither
    text = "Project period: 2028-10-01 to 2030-09-30. Resubmission possible until 2028-04-30."
    assert _grades(text, NEWSPAPERS)[0]["F01"] == "correct"
    text = (
        "The work runs from 1 October 2028 to 30 September 2030. Only the bound papers from 1890 through 1950 are in."
    )
    assert _grades(text, NEWSPAPERS)[0]["F01"] == "correct"
    assert _grades("The work runs from 1 October 2028 to 30 September 2029.", NEWSPAPERS)[0]["F01"] == "distorted"
    # heldout125 h05: what is left out after a spaced dash is the things after it
    text = (
        "It covers only the bound volumes from 1890 to 1950 – the photograph collection and the post-1950 "
        "volumes are left out."
    )
    assert _grades(text, NEWSPAPERS)[0]["F02"] == "correct"
    assert _grades("The bound volumes from 1890 to 1950 are left out.", NEWSPAPERS)[0]["F02"] == "distorted"
    # heldout126 h03: the lease that fell through is no exclusion of the canteen
    text = "本次申请只覆盖桂园社区食堂和柳湾社区食堂。街道已主动放弃补助（柳湾场地租赁没有谈成）。"
    assert _grades(text, COMMUNITY_CANTEEN)[0]["F02"] == "correct"


def test_owners_by_label_and_continental_amounts():
    # heldout123 h12: a short duty the material gives another party; heldout129 h12: a party's past act
    text = "Responsibilities:\n- Moorcroft Associates: erects the scaffolding\n"
    assert _grades(text, MARKET_HALL)[1] == ["Moorcroft Associates"]
    text = "Responsibilities:\n- Hallam & Pryce Conservation: erects the scaffolding\n"
    assert _grades(text, MARKET_HALL)[1] == []
    text = "Who does what:\n- Coastal Projects Officer: handled the repayment and answers the audit\n"
    assert _grades(text, DUNES)[1] == ["Coastal Projects Officer"]
    # heldout130 h11 (procurement): a body the material never names, labelled over a duty
    text = "**Who does what**\n- State government: signs the supply contract with the winning bidder\n"
    assert _grades(text, CASE_C)[1] == ["State government"]
    # heldout127 h05: dots between thousands before the euro sign
    grades, added = _grades("- **Budget cap:** 3.600.000 € in total\n", CYCLE_LANES)
    assert grades["F04"] == "correct" and added == []


def test_the_condition_of_an_approval_and_acts_named_only_as_anchors():
    # heldout127 h08, heldout95 h03: the bracket after the condition, "pending … grant confirmation" on the line
    for text in (
        "- Council approval on 12 January 2027, subject to the state clean-transport grant being confirmed "
        "(still pending).\n",
        "- Approval: conditional (council, 2027-01-12; pending state clean-transport grant confirmation).\n",
        "- Approved subject to confirmation of the state grant.\n",
    ):
        assert _grades(text, CASE_C)[0]["F04"] == "correct", text
    assert _grades("- Approval: still pending.\n", CASE_C)[0]["F04"] == "distorted"
    # heldout126 h09/h10: a visit the bidders attended took place; "within a week of the award" plans nothing
    base = "A site visit for bidders was held on 10 February 2027; the contract award is planned for April 2027. "
    grades, _ = _grades(
        base + "Bidders who attended the site visit will receive a written Q&A by 20 February 2027.", CASE_C
    )
    assert grades["F06"] == "correct"
    grades, _ = _grades(
        base + "The authority has promised to publish the winning price within a week of the award.", CASE_C
    )
    assert grades["F06"] == "correct"
    assert (
        _grades("The contract was awarded in April 2027 after the site visit on 10 February 2027.", CASE_C)[0]["F06"]
        == "distorted"
    )
    # heldout128 h01: the rule's "必须经…水质检测合格" is no plan of the completed water test
    text = (
        "截至2026年6月5日，区教育局已于2026年5月15日完成三所学校的水质检测；设备招标采购计划于2026年8月进行。"
        "每次更换滤芯后，设备必须经区疾病预防控制中心水质检测合格，方可恢复供学生饮用。"
    )
    assert _grades(text, FOUNTAINS)[0]["F06"] == "correct"
    # heldout129 h06: "pulled its approval" is the revocation
    text = "The fund did say yes in October 2026, but pulled its approval on 19 February 2027 after the audit."
    assert _grades(text, DUNES)[0]["F05"] == "correct"


def test_the_materials_own_states_and_days_said_again_are_no_additions():
    # heldout127 h04: "| Detailed design | Completed |" where the material reports the design completed
    text = (
        "| Item | Status | Date |\n|---|---|---|\n| Award | Approved, cut at the mid-year review | 2027-11-18 |\n"
        "| Detailed design | Completed | 2027-12-20 |\n"
    )
    assert _grades(text, CYCLE_LANES)[1] == []
    # heldout128 h03/h06: the reserve list in the material's words; the completed test on its day, said plainly
    assert _grades("- 审批状态：已列入候补名单（2026年5月26日），尚未作出资助决定。", FOUNTAINS)[1] == []
    assert _grades("5月15日三所学校的水质都测过了。", FOUNTAINS)[1] == []
    assert _grades("5月18日三所学校的水质都测过了。", FOUNTAINS)[1] != []
    # heldout125 h15: the date ends its verb's phrase; "and has not been assessed" dates nothing
    line = "The application was returned as incomplete on 11 March 2028 and has not been assessed.\n"
    assert _grades(line * 3, NEWSPAPERS)[1] == []


MINIBUSES = _held(131, "electric_minibuses_du")
COMMUNITY_SOLAR = _held(133, "community_solar_dw")
TELEMEDICINE = _held(134, "village_telemedicine_dx")
HERITAGE_STREET = _held(136, "heritage_street_dz")
VILLAGE_GREEN = _held(137, "village_green_ea")
SMALL_RESERVOIRS = _held(138, "small_reservoirs_eb")


def test_statuses_of_the_heldout131_138_round():
    # heldout131: an expression of interest accepted, a full application invited: the first stage, no grant yet
    for text in (
        "- **Status:** expression of interest accepted on 18 March 2027; full application invited by 30 June "
        "2027, not yet submitted; no grant decided.\n",
        "The fund liked our expression of interest: it accepted it on 18 March 2027 and asked us for a full "
        "application by the end of June 2027.",
    ):
        assert _grades(text, MINIBUSES)[0]["F05"] == "correct", text
    assert _grades("The fund approved the grant on 18 March 2027.", MINIBUSES)[0]["F05"] == "distorted"
    # heldout133: ruled ineligible, "not assessed on merit" is the refusal's, no pending review
    text = "On 14 October 2026 the fund ruled the application ineligible. It was not assessed on merit."
    assert _grades(text, COMMUNITY_SOLAR)[0]["F05"] == "correct"
    # heldout136: 列入年度计划, 资金尚未落实 is pending, and the material's dated step is no added progress
    grades, added = _grades("项目已于2026年4月8日列入市年度计划，但资金尚未落实。", HERITAGE_STREET)
    assert grades["F05"] == "correct" and added == []
    # heldout137: an approval that expired (typed rejected): "expired", "the yes ran out", 失效; the conditional
    # approval before it is its history, not an added approval
    for text in (
        "**Grant approval:** the grants panel approved the grant on 14 March 2025 on condition that work "
        "started within twelve months. Work did not start, so the approval expired on 14 March 2026.",
        "The fund said yes back on 14 March 2025, but only if we got going within a year. We didn't, so the "
        "yes ran out on 14 March 2026.",
        "- 审批状态：基金评审小组于2025年3月14日批准了资助，条件是十二个月内开工。由于未能开工，批准已于2026年3月14日失效。",
    ):
        grades, added = _grades(text, VILLAGE_GREEN)
        assert grades["F05"] == "correct" and added == [], text
    assert _grades("The grant approved on 14 March 2025 remains valid.", VILLAGE_GREEN)[0]["F05"] == "distorted"
    # heldout138: 打回来让补 is returned for correction; a re-review the material says has not happened, said passed
    assert (
        _grades("4月8号省厅把申请打回来让补；4月27号补好又交上去了，省里还没重新评。", SMALL_RESERVOIRS)[0]["F05"]
        == "correct"
    )
    assert _grades("- 评审状态：已于2026年5月12日通过重新评审。", SMALL_RESERVOIRS)[0]["F05"] == "distorted"
    # heldout134 h01: "同批申报的松岭县…申请未获批准" is the other county's
    text = "2026年2月9日，省卫健委批复同意青溪县的申请。（另：同批申报的松岭县因配套资金未落实，申请未获批准。）"
    assert _grades(text, TELEMEDICINE)[0]["F05"] == "correct"


def test_words_of_the_material_read_as_another_thing_and_full_width_digits():
    # heldout138: 鉴定于 is no 定于 (a plan); 以…为由 names a reason, no state of the step
    assert _grades("- 已完成：大坝安全鉴定于2026年4月15日完成。", SMALL_RESERVOIRS)[0]["F06"] != "distorted"
    text = "大坝安全鉴定已于2026年4月15日完成。4月8日项目办以大坝安全鉴定材料不全为由将申请退回补正。"
    assert _grades(text, SMALL_RESERVOIRS)[0]["F06"] != "distorted"
    # heldout134 h04: full-width digits are a year, not an amount
    text = "补助上限人民币378万元。第二年度资金视省２０２７年度预算安排，尚未拨付。"
    assert _grades(text, TELEMEDICINE)[0]["F04"] == "correct"


def test_labelled_owners_the_material_never_names():
    # heldout136: a department or a post and a name over a duty
    assert _grades("分工：\n- 信息部：负责数据接口开发\n", CASE_A)[1] == ["信息部"]
    assert _grades("Who does what:\n- Facilities manager Tom Reilly: oversees kiosk installation\n", CASE_B)[1] == [
        "Facilities manager Tom Reilly"
    ]
    assert _grades("**Who does what**\n- Fleet manager Dana Price: will evaluate the bids\n", CASE_C)[1] == [
        "Fleet manager Dana Price"
    ]
    # heldout130: 项目组 is no name of the pilot (项目); it summarises the records, the supervisors confirm
    assert _grades("分工：\n- 项目组：负责确认班次建议\n", CASE_A)[1] == ["项目组"]
    assert _grades("分工：\n- 项目组：负责汇总试用记录\n- 仓库主管：负责确认班次建议\n", CASE_A)[1] == []


WAITLIST_LANES = _held(139, "cycle_lanes_ec")
FISH_LADDERS = _held(140, "fish_ladders_ed")
BUS_SHELTERS = _held(141, "bus_shelters_ee")
JOINT_LANDFILL = _held(142, "joint_landfill_ef")
PAUSED_ROOF = _held(143, "museum_roof_eg")
AUDITED_CANTEENS = _held(144, "school_canteens_eh")
FLOOD_SENSORS = _held(145, "flood_sensors_ei")
STREET_LIGHTS = _held(146, "street_lights_ej")


def test_statuses_of_the_heldout139_146_round():
    # heldout144 h07: approved on the day the material gives another applicant of the same round its approval is
    # no earlier state of this application (the county government's 同意申报 is one, on another day)
    text = "本项申请于2027年1月12日通过预审，并已于2027年1月26日获得批准。"
    assert _grades(text, AUDITED_CANTEENS)[0]["F05"] == "distorted"
    # heldout144 h11: the approval forecast in a time clause is a prediction beside the correct status
    text = (
        "2027年2月8日起省资金办暂停审查，尚未作出是否批准的决定。预计审计结束后，本项申请可于2027年3月中旬恢复审查"
        "并获得批准。"
    )
    grades, added = _grades(text, AUDITED_CANTEENS)
    assert grades["F05"] == "correct" and added
    # heldout140: 视为撤回 is withdrawn, whatever names the application
    text = "**状态**：省专项资金申请因逾期未补正，已于2026年5月6日被视为撤回，没有经过任何评估。"
    assert _grades(text, FISH_LADDERS)[0]["F05"] == "correct"
    # heldout146: 没有任何审批结论 is pending; phase one's approval is phase one's, in a cell or after a label
    for text in (
        "- 二期：申请尚未递交，计划于2026年8月向县农业农村局递交；目前没有任何审批结论。\n",
        "| 办理状态 | 一期已批准并拨付；二期尚未递交，无审批结论 |\n",
        "**申请状态**：一期已批准并拨付；二期尚未递交，计划8月递交，尚无审批结论。\n",
        "一期的钱早就批了（2025年4月8号）。二期呢，申请还没交上去，县里还没有任何说法。\n",
    ):
        grades, added = _grades(text, STREET_LIGHTS)
        assert grades["F05"] == "correct" and added == [], text
    assert _grades("- 二期：申请已于2026年6月获批。\n", STREET_LIGHTS)[0]["F05"] == "distorted"
    # heldout143 h16: 未被驳回 is no refusal
    assert _grades("申请目前处于暂停状态，申请未被驳回，基金尚未作出决定。", PAUSED_ROOF)[0]["F05"] == "correct"
    assert _grades("申请已被驳回。", PAUSED_ROOF)[0]["F05"] == "distorted"
    # heldout139: a bold sentence states a fact (not a heading); taken off the waiting list is approved; the
    # waiting list, dated at the sentence's opening, is its history
    text = (
        "## Funding decision\n\n**Decision: approved (from the waiting list).**\n1. 9 October 2026: the fund put the application on its "
        "waiting list because the round was oversubscribed.\n"
    )
    assert _grades(text, WAITLIST_LANES)[0]["F05"] == "correct"
    text = (
        "**基金的决定：已批准。** 2026年10月9日，由于本轮申请超额，基金将该申请列入候补名单；2026年12月4日，布拉克利区"
        "议会撤回申请后，基金从候补名单中批准了哈威克的申请，该批准维持有效。"
    )
    assert _grades(text, WAITLIST_LANES)[0]["F05"] == "correct"
    assert (
        _grades("## Funding decision\n\n**Decision: still on the waiting list.**\n", WAITLIST_LANES)[0]["F05"]
        == "distorted"
    )


def test_rules_values_and_owners_of_the_heldout139_146_round():
    # heldout145 h10: an exemption said in the sentence after the rule ("without authorisation" is the never-thing's
    # own name, no denial)
    text = (
        "- **Siren rule:** sirens may only be sounded with the duty flood officer's authorisation. Scheduled tests "
        "are the exception and can be run without authorisation.\n"
    )
    assert _grades(text, FLOOD_SENSORS)[0]["F07"] == "distorted"
    # heldout139 h07: the requirement said as advice, its ban dropped
    text = "**Opening:** the independent road safety auditor should sign off the completion audit of each section.\n"
    assert _grades(text, WAITLIST_LANES)[0]["F07"] == "distorted"
    # heldout143 writing_case_a h08: 最低 is a minimum, the cap written as its opposite bound
    assert _grades("- 预算：最低120万元\n", CASE_A)[0]["F03"] == "distorted"
    # another sum named after the cap, another party's cap, an increase: additions, the cap stays correct
    grades, added = _grades(
        "- Grant cap: EUR 2.4 million, plus a further EUR 150,000 contingency held by the council.\n", WAITLIST_LANES
    )
    assert grades["F04"] == "correct" and added == ["EUR 150,000"]
    grades, added = _grades("本县部分省级补助资金上限1,850万元，云溪县部分补助上限为1,200万元。", JOINT_LANDFILL)
    assert grades["F04"] == "correct" and added == ["1,200万元"]
    grades, added = _grades("- 预算上限120万元。\n- 试点结束后，项目将追加80万元预算推广至全部华东区仓库。\n", CASE_A)
    assert grades["F03"] == "correct" and "80万元" in added
    # heldout143/139: "the whole lot" is everything, no scope widened
    text = (
        "There's a hard ceiling of 7.2 million US dollars for the whole lot. The tender is just two pieces: the buses "
        "for the Riverside and Hillcrest routes (Lot A) and the overnight chargers at Northgate (Lot B)."
    )
    assert _grades(text, CASE_C)[0]["F05"] == "correct"
    # heldout143: the material's figures said plainly are no additions ("Eleven of these", "38 cast-iron sections",
    # "the most the fund will give", "while the survey is done")
    for text in (
        "The works will replace 38 cast-iron gutter sections; 11 of them are on the north elevation.",
        "**Gutters:** 38 cast-iron sections to be replaced.",
        "- Grant cap: **GBP 640,000** (the most the fund will give for this project)\n",
        "We asked the fund on 2 December 2025 to put it on hold while the structural survey of the roof "
        "trusses is done.",
    ):
        assert _grades(text, PAUSED_ROOF)[1] == [], text
    # heldout141/145: an act the material tells in the simple past, a decision's day before its act, a thing's period
    assert (
        _grades("An audit on 9 June 2026 found some costs ineligible; GBP 72,000 was recovered.", BUS_SHELTERS)[1] == []
    )
    assert (
        _grades(
            "Works run from 1 April 2026 to 31 March 2028 and replace 46 shelters on the two routes.", BUS_SHELTERS
        )[1]
        == []
    )
    assert (
        _grades(
            "The fund agreed on 9 March 2027 to transfer the grant to Vale Flood Services Ltd, which now holds "
            "it; it's still an approved grant for the same amount.",
            FLOOD_SENSORS,
        )[1]
        == []
    )
    # heldout139 h05: "by <as-of date> we'd signed": the as-of date, not the signing day
    grades = _grades(
        "What's already done: by 20 January 2027 we'd signed the grant agreement (we signed it on 15 January 2027).",
        WAITLIST_LANES,
    )[0]
    assert grades["F06"] != "distorted"
    # heldout143: owners swapped in labelled lists (a body by its name, a team named by a declared word, a dash)
    assert _grades("**分工：**\n- 仓库主管：汇总试用记录\n- 集团投资委员会：整理到货记录和排班记录\n", CASE_A)[1] == [
        "仓库主管",
        "集团投资委员会",
    ]
    assert _grades("分工：\n- 项目组：试点结束后汇总试用记录\n- 集团投资委员会：负责审批预算申请\n", CASE_A)[1] == []
    text = "**Who does what:**\n- Thorne & Pask Engineers – method statements\n- Hale Rendell Architects – structural survey\n"
    assert _grades(text, PAUSED_ROOF)[1] == ["Thorne & Pask Engineers", "Hale Rendell Architects"]
    assert _grades("**Who does what:**\n- Estates manager – scaffolding contract\n", PAUSED_ROOF)[1] == []
    text = "Who does what:\n- Town council: holds the site visit for bidders\n"
    assert _grades(text, CASE_C)[1] == ["Town council"]
    # heldout146: a thing's state after its label gives no one a duty
    assert _grades("- 二期：尚未递交（计划2026.8递交），尚无审批结论。\n", STREET_LIGHTS)[1] == []


def test_reasons_of_the_heldout139_146_round():
    # heldout140 h10: a state of the material's thing, denied, that the material never denies
    text = "计划中：嘉禾仓3月中旬先行上线，临江仓4月上线。由于临江仓的网络改造尚未完成，临江仓上线晚于嘉禾仓。\n"
    assert _grades(text, CASE_A)[1] == ["由于临江仓的网络改造尚未完成"]
    # heldout143 h11: a discovery given as the reason
    text = "The pause was requested because the architect found rot in the ends of the roof trusses."
    assert _grades(text, PAUSED_ROOF)[1] == ["because the architect found rot in the ends of the roof trusses"]
    # the material's own reason, said again, is none
    text = "The trust asked the fund to pause its application while a structural survey of the roof trusses is carried out."
    assert _grades(text, PAUSED_ROOF)[1] == []


LIBRARY_LIFT = _held(147, "library_lift_ek")
GRAIN_DRYERS = _held(148, "grain_dryers_el")
HARBOUR_STEPS = _held(149, "harbour_steps_em")
IRRIGATION_PIPES = _held(150, "irrigation_pipes_en")
SPORTS_PITCH = _held(151, "sports_pitch_eo")
RURAL_CLINICS = _held(152, "rural_clinics_ep")
COASTAL_PATH = _held(153, "coastal_path_eq")
MARKET_CANOPY = _held(154, "market_canopy_er")


def test_statuses_of_the_heldout147_154_round():
    # heldout147: the panel's yes is the first step, the minister's sign-off still to come
    for text in (
        "- **Approval status:** the fund's grants panel approved the application on 9 March 2027, but it also "
        "needs the minister's sign-off, which has not yet been given.\n",
        "The grants panel approved our application on 9 March 2027. This is not yet a final award.",
        "The grants panel approved the application on 9 March 2027. The minister has not signed off, so "
        "nothing is decided.",
        "- **审批状态：** 基金的资助评审小组于2027年3月9日批准了该申请，但还需部长签批，部长尚未签批；在此之前"
        "一切都未决定。\n",
    ):
        assert _grades(text, LIBRARY_LIFT)[0]["F05"] == "correct", text
    assert _grades("The grants panel approved the application on 9 March 2027.", LIBRARY_LIFT)[0]["F05"] == "distorted"
    # heldout153: a regional yes, the national board to decide
    for text in (
        "**Approval status:** Approved at the regional stage only.",
        "The regional board said yes on 9 March 2027 and sent it up to the National Trails Board, but that's "
        "only the first hurdle.",
        "The regional board approved the application on 9 March 2027 and forwarded it to the National Trails "
        "Board, which will decide in June 2027.",
    ):
        assert _grades(text, COASTAL_PATH)[0]["F05"] == "correct", text
    # heldout150: 专家评审未通过 is the refusal; consent to a re-review approves nothing; "nothing approved" is no
    # pending decision beside a refusal, "no decision yet" is
    for text in (
        "- 专家评审：2026年1月15日未通过。\n- 复审：1月28日省专项资金管理办公室同意修改后的申请直接进入2026年4月"
        "的下一批次复审，目前无资金获批。\n",
        "- **Expert review:** on 15 January 2026 the expert review did not pass the county's application. "
        "Nothing has been approved so far.\n",
    ):
        assert _grades(text, IRRIGATION_PIPES)[0]["F05"] == "correct", text
    assert _grades("专家评审尚未作出决定，目前还在审核中。", IRRIGATION_PIPES)[0]["F05"] == "distorted"
    # heldout152: the change request pending is the request's own state; the project approved, said plainly
    for text in (
        "- 省资金管理办公室已于2026年4月8日批准本项目；变更实施主体申请尚在审核中。\n",
        "- 审批：二〇二六年四月八日经省资金管理办公室批准；变更实施主体的申请尚未获批\n",
        "项目省里4月8号就批了，这个没变。",
    ):
        assert _grades(text, RURAL_CLINICS)[0]["F05"] == "correct", text
    assert _grades("项目尚在审核中，尚未获批。", RURAL_CLINICS)[0]["F05"] == "distorted"
    # heldout154: 批复暂缓下达, 尚未正式批准 pending (公示期间 names a time, no holder); 拟同意 is a recommendation
    for text in (
        "- 审批状态：公示期间收到异议（２０２６年３月５日），批复暂缓下达，尚未正式批准。\n",
        "1. 审批：评审会议已于2月26日提出拟同意意见，但公示期内收到书面异议，批复暂缓下达，目前尚未正式批准。\n",
    ):
        assert _grades(text, MARKET_CANOPY)[0]["F05"] == "correct", text
    # heldout148: another county's application of the same kind; "accepted" on the day of the material's 受理
    text = "鉴于邻县丰河县同类申请已获批，预计本项申请也将很快获批。审查已于5月20日恢复，目前尚未作出审批决定。"
    assert _grades(text, GRAIN_DRYERS)[0]["F05"] == "correct"
    text = (
        "- **Status:** The provincial fund office accepted the application on 16 March 2026; the review was paused on "
        "8 April and resumed on 20 May 2026. No decision has been made yet.\n"
    )
    assert _grades(text, GRAIN_DRYERS)[0]["F05"] == "correct"


def test_rules_dates_and_owners_of_the_heldout147_154_round():
    # heldout151 h10: the action allowed before the requirement is met
    text = (
        "Construction work should wait until the fund has signed the grant agreement with the parish council, "
        "although site clearance may begin before the agreement is signed."
    )
    assert _grades(text, SPORTS_PITCH)[0]["F07"] == "distorted"
    text = "No construction work may begin before the fund has signed the grant agreement with the parish council."
    assert _grades(text, SPORTS_PITCH)[0]["F07"] == "correct"
    # heldout153 h14: a list's lead-in reports nothing done by itself
    text = "As of 2 April 2027 the following steps have been completed:\n1. Ground investigation (22 March 2027).\n"
    assert "have been completed" not in _grades(text, COASTAL_PATH)[1]
    # heldout148 h16: "extension" inside a declared name offers no other way; "even for" is under the denial
    text = (
        "- **Disbursement rule:** Subsidy funds may be released to a cooperative only after the machines have passed "
        "inspection by the extension station. No funds are released without passing inspection, and there are no "
        "exceptions, even for cooperatives that paid for machines in advance.\n"
    )
    assert _grades(text, GRAIN_DRYERS)[0]["F07"] == "correct"
    # heldout154: a second deadline in brackets for some bidders
    text = "Bids must be submitted by 3 March 2027 (13 March 2027 for bidders who attended the site visit)."
    grades = _grades(text, CASE_C)[0]
    assert grades["F02"] == "distorted" and grades["F06"] != "distorted"
    assert _grades("Bids must be submitted by 3 March 2027.", CASE_C)[0]["F02"] == "correct"
    # heldout149 h02: the material's own aside on an excluded thing
    text = (
        "The application covers only the north steps and the slipway; the fish market and the lighthouse are excluded "
        "(the fish market roof is under a separate council scheme, and the lighthouse belongs to the Coastal Lights "
        "Board)."
    )
    assert _grades(text, HARBOUR_STEPS)[0]["F02"] == "correct"
    # heldout147 h11: a contingency named beside the cap is an addition
    grades, added = _grades(
        "The grant is capped at GBP 380,000, with a contingency reserve of GBP 15,000 held by the trust.", LIBRARY_LIFT
    )
    assert grades["F04"] == "correct" and added == ["GBP 15,000"]
    # heldout147 h12: "Name (post) does X", a duty the material gives another
    text = "**Who does what:**\n- Priya Okafor (finance officer) runs the tender\n"
    assert _grades(text, LIBRARY_LIFT)[1] == ["Priya Okafor"]
    text = (
        "**Who does what:**\n- Dana Whitcombe (facilities manager) prepares the planning application and runs the "
        "tender\n- Priya Okafor (finance officer) handles the grant claims and the deposit\n"
    )
    assert _grades(text, LIBRARY_LIFT)[1] == []
    # heldout148 h12: a table row listing one duty of its own and one of another party's
    row = "| 单位 | 负责事项 |\n| --- | --- |\n| 县农业农村局 | 项目申报、技术培训 |\n"
    assert _grades(row, GRAIN_DRYERS)[1] == ["县农业农村局"]
    assert _grades("| 单位 | 负责事项 |\n| --- | --- |\n| 县农业农村局 | 项目申报、资金监管 |\n", GRAIN_DRYERS)[1] == []
    # heldout152 h11: a label's duty the material gives a team after 由
    assert _grades("分工：\n- 仓库主管：试点结束后汇总试用记录\n", CASE_A)[1] == ["仓库主管"]


FLOOD_WALLS = _held(156, "flood_walls_et")
KILN_MUSEUM = _held(157, "kiln_museum_eu")
TERMINATED_COLD_CHAIN = _held(158, "cold_chain_ev")
SEA_POOL = _held(159, "sea_pool_ew")


def test_statuses_rules_and_caps_of_the_heldout155_162_sets():
    # heldout157: an offer "not yet signed or accepted" is no acceptance
    text = "The fund offered a grant on 12 March 2027. We have not yet signed or accepted it."
    assert _grades(text, KILN_MUSEUM)[0]["F05"] == "correct"
    # heldout158: 审查终止 is the end of the application (typed rejected), its subject the project in the material's
    # own paragraph
    text = "**审批结果**：项目于2026年4月22日通过省商务厅初审；2026年6月5日专项资金停止受理新项目，本项目审查终止，未获批准。"
    assert _grades(text, TERMINATED_COLD_CHAIN)[0]["F05"] == "correct"
    # heldout156: 以…为由退回镇政府的申请 is the refusal, 未获批准 beside it no pending decision
    text = (
        "- **审批结果**：2026年6月12日，县防洪基金办公室以“乡镇政府不属于本基金的合格申报主体”为由退回镇政府的申请，该申请"
        "已终结，未获批准。\n"
    )
    assert _grades(text, FLOOD_WALLS)[0]["F05"] == "correct"
    assert _grades("- **审批结果**：镇政府的申请尚在审核中。\n", FLOOD_WALLS)[0]["F05"] == "distorted"
    # heldout159: the cap said of the grant, where "grant" is the status fact's word too
    text = "The grant from the National Coastal Amenities Fund is capped at GBP 640,000."
    assert _grades(text, SEA_POOL)[0]["F04"] == "correct"
    # heldout158/160: a late window and the never-thing permitted are the rule's distortions
    text = (
        "- **Certificate:** bids must include a valid battery safety certificate, although bidders may submit it up "
        "to 14 days after the bid deadline.\n"
    )
    assert _grades(text, CASE_C)[0]["F07"] == "distorted"
    text = (
        "- Rule: kiosks may waive late fees automatically for small amounts; larger waivers need a branch librarian's "
        "confirmation.\n"
    )
    assert _grades(text, CASE_B)[0]["F07"] == "distorted"


BUS_STOPS_EX = _held(160, "bus_stops_ex")
TOWNSHIP_LIBRARY = _held(162, "township_library_ez")


def test_the_material_s_own_steps_and_another_party_s_thing_in_the_heldout155_162_sets():
    # heldout156 h04: a bare state after the clause naming the thing, the material's own state of it
    text = "- 审批结果：2026年6月12日，镇政府的申请被基金办退回（乡镇政府不是合格申报主体），已终结，未获批准。\n"
    assert _grades(text, FLOOD_WALLS)[1] == []
    # heldout156 h03: "该申请" points back to the township's application, whose state the material gives
    text = "镇政府的申请已于2026年6月12日被基金办退回，理由是乡镇政府不属于合格申报主体；该申请已经终结，没有获得批准。"
    assert _grades(text, FLOOD_WALLS)[1] == []
    # heldout156 h16: after a semicolon, the second half is about the things of the first
    text = (
        "- On 3 July 2026 the county water bureau re-lodged an application for the same works; no decision has been "
        "made yet.\n"
    )
    assert _grades(text, FLOOD_WALLS)[0]["F05"] != "distorted"
    text = "- The township's application went to the fund office on 20 May 2026; no decision has been made yet.\n"
    assert _grades(text, FLOOD_WALLS)[0]["F05"] == "distorted"
    # heldout160 h04/h10: the material's step on its day, in a table row and in an aside
    row = "| 节点 | 状态 | 日期 |\n| --- | --- | --- |\n| 省级专家评审 | 已通过 | 2026.2.26 |\n"
    assert _grades(row, BUS_STOPS_EX)[1] == []
    assert (
        _grades("| 节点 | 状态 | 日期 |\n| --- | --- | --- |\n| 施工合同 | 已签订 | 2026.2.26 |\n", BUS_STOPS_EX)[1]
        != []
    )
    text = "- 审批：2026年3月18日省交通运输厅正式批复同意（2月26日已通过专家评审），资金尚未下达。\n"
    assert _grades(text, BUS_STOPS_EX)[1] == []
    # heldout160 h11: another county's application, returned, is that county's state and not the fact's
    grades, added = _grades("另外，由于云溪县的申报被退回，省厅已将其补助额度调剂给青岚县使用。", BUS_STOPS_EX)
    assert grades["F05"] != "distorted" and added
    # heldout162 h08: the scope's 除外 beside a rule whose party is also left out of the scope is no exception
    text = (
        "申报只包括石桥镇、柳溪乡和云台镇三个乡镇分馆（县图书馆总馆和中小学校图书馆除外）。\n"
        "- 新购图书须经县图书馆统一编目后方可上架，社会捐赠图书也不例外。\n"
    )
    assert _grades(text, TOWNSHIP_LIBRARY)[0]["F07"] == "correct"
    assert (
        _grades("- 新购图书须经县图书馆统一编目后方可上架，社会捐赠图书除外。\n", TOWNSHIP_LIBRARY)[0]["F07"]
        == "distorted"
    )
    # heldout162 h10: a bracket naming the thing again does not cut the list from its 不含
    text = "申报只包括石桥镇、柳溪乡、云台镇三个乡镇图书馆分馆，不含县图书馆（总馆）和全县中小学校图书馆。"
    assert _grades(text, TOWNSHIP_LIBRARY)[0]["F02"] == "correct"
    text = "申报包括石桥镇、柳溪乡、云台镇三个乡镇图书馆分馆和全县中小学校图书馆，不含县图书馆（总馆）。"
    assert _grades(text, TOWNSHIP_LIBRARY)[0]["F02"] == "distorted"
    # heldout162 h16: the party that acts under the rule, left out of the scope, is not written into it
    text = (
        "- **Scope:** only the Shiqiao Town, Liuxi Township and Yuntai Town branches; the county library and the "
        "school libraries are excluded.\n- **Rule:** newly purchased books may be shelved only after the county "
        "library has catalogued them.\n"
    )
    assert _grades(text, TOWNSHIP_LIBRARY)[0]["F02"] == "correct"


CLINIC_HEATERS = _held(164, "clinic_heaters_fb")
HARBOUR_CRANE = _held(165, "harbour_crane_fc")
VILLAGE_PONDS = _held(166, "village_ponds_fd")
SEWAGE_PONDS = _held(168, "sewage_ponds_ff")
TRAM_DEPOT = _held(169, "tram_depot_fg")
FERRY_PIERS = _held(170, "ferry_piers_fh")


def test_statuses_rules_and_counts_of_the_heldout163_170_sets():
    # heldout165 h07: another applicant's approval at a meeting, said of our application on another meeting's day
    text = (
        "**Decision:** after deferring on 16 May 2028 pending a traffic survey, the panel approved the application "
        "at its meeting on 11 July 2028."
    )
    assert _grades(text, HARBOUR_CRANE)[0]["F05"] == "distorted"
    # heldout168 h08: a stage passed, then the approval itself
    assert _grades("- 审查状态：申报已通过省生态环境厅形式审查并获批。\n", SEWAGE_PONDS)[0]["F05"] == "distorted"
    # heldout168 h03/h06: no decision on it yet, in other words; the abandonment said to have come
    text = "- 审查状态：目前申报处于限期补正阶段，省厅尚未对是否支持作出决定。\n"
    assert _grades(text, SEWAGE_PONDS)[0]["F05"] == "correct"
    text = "省厅2月12号做形式审查时发现少了环评批复，让我们20天之内补上。省里到底支持不支持，还没拍板。"
    grades, added = _grades(text, SEWAGE_PONDS)
    assert grades["F05"] == "correct" and added == []
    grades, added = _grades("- 审查状态：形式审查发现缺少环评批复，补正期限已过，申报已视为放弃。\n", SEWAGE_PONDS)
    assert grades["F05"] == "distorted" and added == []
    # heldout168 h02: the never-thing describing the noun the denial opens with
    text = "出水规定：必须经县环境监测站检测达标后方可用于农田灌溉，未经检测达标一律不得用于灌溉，旱季也不例外。"
    assert _grades(text, SEWAGE_PONDS)[0]["F07"] == "correct"
    text = "出水规定：必须经县环境监测站检测达标后方可用于农田灌溉，未经检测达标的出水旱季也可以先用于灌溉。"
    assert _grades(text, SEWAGE_PONDS)[0]["F07"] == "distorted"
    # heldout168: the count of the things the material names one by one
    assert _grades("县城污水处理厂和两个工业园区不在范围内。", SEWAGE_PONDS)[1] == []
    assert _grades("县城污水处理厂和三个工业园区不在范围内。", SEWAGE_PONDS)[1] == ["三个工业园区"]
    # heldout169 h11: the act named first, then allowed ahead of the requirement
    text = (
        "- **Commissioning rule:** panels may not be connected to the depot's power supply until the chief "
        "electrical engineer has signed the commissioning certificate. Short test connections are allowed before "
        "signing, provided the engineer is present.\n"
    )
    assert _grades(text, TRAM_DEPOT)[0]["F07"] == "distorted"
    # heldout164: the approval named first, then revoked; the decider opening the clause after another thing's news
    assert _grades("- 审批结果：原批复已于2026年6月23日被撤销。\n", CLINIC_HEATERS)[0]["F05"] == "correct"
    text = (
        "**审批结果**：省基金办曾于2026年3月18日批复同意；2026年6月9日省级核查组发现这24台热水器已列入县“乡村医疗设施"
        "改善工程”，属于重复申报，省基金办已于2026年6月23日撤销原批复。"
    )
    assert _grades(text, CLINIC_HEATERS)[0]["F05"] == "correct"
    assert _grades("- 审批结果：省基金办3月18日批复同意，批复仍然有效。\n", CLINIC_HEATERS)[0]["F05"] == "distorted"
    # heldout166: a decision in parts, the supported ones said short beside the refused one
    text = "- 评审（3月20日）：部分批准。上坝村、柳湾村支持；竹岭村因在湿地保护区内不予支持。\n"
    assert _grades(text, VILLAGE_PONDS)[0]["F05"] == "correct"
    text = (
        "**评审结果**：2026年3月20日，县专项资金评审会批准了该申请，上坝村、柳湾村和竹岭村三个村的村塘整治均予以支持。"
    )
    assert _grades(text, VILLAGE_PONDS)[0]["F05"] == "distorted"
    # heldout170: the material's own list (拟支持项目名单 is no plan) and a total's adverb after a count
    text = "- 审批状态：已列入拟支持项目名单，公示期3月9日结束无异议，正式批复尚未下达。\n"
    grades, added = _grades(text, FERRY_PIERS)
    assert grades["F05"] == "correct" and added == []
    assert _grades("- 泊位数量：三处共重建靠泊泊位12个。\n", FERRY_PIERS)[1] == []
    # heldout165 h07/h11: "lifting" inside the inspector's name is no act of lifting after the requirement
    text = "The new crane may not enter service unless certified by the lifting inspector after a load test; no exceptions."
    assert _grades(text, HARBOUR_CRANE)[0]["F07"] == "correct"
    text = "The crane may be put into service before the lifting inspector has certified it."
    assert _grades(text, HARBOUR_CRANE)[0]["F07"] == "distorted"
    # heldout165 h05: "the crane" after "the old Tanner crane" is that crane, not a narrowed scope
    text = (
        "The harbour board wants help paying for swapping out the old Tanner crane. The bid is just about the crane "
        "and the rails it runs on – the fish market and the marina pontoons are left out of it."
    )
    assert _grades(text, HARBOUR_CRANE)[0]["F02"] != "distorted"
    text = "The harbour board applies for the old Tanner crane. The bid is just about the rails it runs on."
    assert _grades(text, HARBOUR_CRANE)[0]["F02"] == "distorted"


DEFIB_CABINETS = _held(163, "defib_cabinets_fa")


def test_done_words_reasons_and_labels_of_the_heldout163_170_sets():
    # heldout164 h13: a bare done word the sample declares for the roof test, said of the heaters' installation
    text = "- 已完成：屋顶承重检测（5月12日）；供货商已完成全部24台热水器的安装。\n"
    assert _grades(text, CLINIC_HEATERS)[1] == ["已完成"]
    assert _grades("- 已完成：屋顶承重检测（5月12日）。\n", CLINIC_HEATERS)[1] == []
    # heldout170 h13: the same with no thing named, an act the material never reports
    assert _grades("- 已完成：水下地形测量（2026年2月26日）；施工图设计已完成。\n", FERRY_PIERS)[1] == ["已完成"]
    # heldout164 h11: a cause named between 系 and 所致
    assert _grades("重复申报系基层卫生股工作人员疏忽所致。", CLINIC_HEATERS)[1] == ["系基层卫生股工作人员疏忽所致"]
    # heldout163 h02: "amount" before the request's name is the request's amount, not the grant's
    text = "Money:\n- Grant cap: GBP 18,500\n- Amount we asked for: GBP 21,400\n"
    assert _grades(text, DEFIB_CABINETS)[0]["F04"] == "correct"
    assert _grades("Money:\n- Grant cap: GBP 21,400\n", DEFIB_CABINETS)[0]["F04"] == "distorted"
    # heldout168 h05: "限期20日" is the material's 20-day limit
    assert _grades("省厅要求限期20日补正环评批复。", SEWAGE_PONDS)[1] == []
    assert _grades("省厅要求限期30日补正环评批复。", SEWAGE_PONDS)[1] == ["30日"]


SCHOOL_TOILETS = _held(172, "school_toilets_fj")
GRAIN_STORE = _held(174, "grain_store_fl")
BRIDGE_LIGHTS = _held(175, "bridge_lights_fm")
DUNE_FENCING = _held(177, "dune_fencing_fo")


def test_statuses_and_labels_of_the_heldout171_178_sets():
    # heldout177: refused, a complaint upheld, sent back: the refusal is history, the new decision still to come
    text = (
        "- Status: the fund refused the application on 14 March 2027; the ombudsman upheld the council's complaint on "
        "9 June 2027 and told the fund to decide again. No new decision yet.\n"
    )
    assert _grades(text, DUNE_FENCING)[0]["F05"] == "correct"
    text = "当前状态：基金尚未重新作出决定。基金于2027年3月14日拒绝了申请。"
    assert _grades(text, DUNE_FENCING)[0]["F05"] == "correct"
    assert (
        _grades("- Status: the fund refused the application on 14 March 2027.\n", DUNE_FENCING)[0]["F05"] == "distorted"
    )
    # heldout175: a conditional approval whose condition has since been met
    text = (
        "1. Approval status: approved; the 12 March 2026 condition (heritage consent) was met - consent granted 28 "
        "April 2026, confirmed by the fund 6 May 2026.\n"
    )
    assert _grades(text, BRIDGE_LIGHTS)[0]["F05"] == "correct"
    assert _grades("- Approval: unconditional since 6 May 2026.\n", BRIDGE_LIGHTS)[0]["F05"] == "correct"
    text = "- Approval: approved on 12 March 2026 on condition that heritage consent is granted.\n"
    assert _grades(text, BRIDGE_LIGHTS)[0]["F05"] == "distorted"
    # heldout172: the provincial approval withdrawn, the central channel (which decides now) not yet deciding
    text = "| 事项 | 状态 |\n| --- | --- |\n| 审批 | 省级批复已于2026年6月2日撤回，项目调整至中央预算内投资渠道，中央渠道尚未批复 |\n"
    assert _grades(text, SCHOOL_TOILETS)[0]["F05"] == "correct"
    text = (
        "- Approval: on 2 June 2026 the province moved it to the central budget investment channel and withdrew the "
        "provincial approval the same day. The central channel has not approved it yet.\n"
    )
    assert _grades(text, SCHOOL_TOILETS)[0]["F05"] == "correct"
    # heldout172 h14: a state said to have been so once, the answer cut off before the state it is in now
    assert _grades("- 审批：省级专项曾于2026年4月15日批复同意", SCHOOL_TOILETS)[0]["F05"] == "omitted"
    assert _grades("- 审批：省级专项于2026年4月15日批复同意。\n", SCHOOL_TOILETS)[0]["F05"] == "distorted"
    # heldout174: 给不给钱 asks, it does not refuse; a rule's "unless … approved" approves nothing
    text = "- 1月23日材料已经交到县里了，但县专项资金那边要等3月的评审会，眼下还没拍板给不给钱。\n"
    assert _grades(text, GRAIN_STORE)[0]["F05"] == "correct"
    text = (
        "- **Rule:** no granary roof may start work unless the county grain reserve safety expert panel has reviewed "
        "and approved the construction plan; no exceptions, emergency repairs included.\n"
    )
    assert _grades(text, GRAIN_STORE)[0]["F05"] == "omitted"
    # heldout176: a cap written as a lower limit (下限)
    assert _grades("预算下限为120万元。", CASE_A)[0]["F03"] == "distorted"
    # heldout177 h08: the label of the line goes on over the items a semicolon separates
    text = "- Completed: baseline dune survey (28 June 2027); contractor tender published in September 2027.\n"
    assert _grades(text, DUNE_FENCING)[0]["F06"] == "distorted"
    text = (
        "- Completed: baseline dune survey (28 June 2027).\n- Planned: contractor tender published in September 2027.\n"
    )
    assert _grades(text, DUNE_FENCING)[0]["F06"] == "correct"
    # heldout177 h04: dots between thousands beside a pound sign
    grades, added = _grades("- Grant: 96.000 £ at most.\n", DUNE_FENCING)
    assert "96.000" not in " ".join(added)
    # heldout176 h03/h06: the material's dated step and its denied state, said again with 已
    text = "**审批状态**：省基金已要求两县合并申报，本县单独申请已不再受理；两县联合申请6月24日已提交，尚未作出决定。"
    assert _grades(text, CLINIC_RAMPS_FN)[1] == []
    assert _grades("**审批状态**：省基金已受理两县联合申请并组织了现场核查。", CLINIC_RAMPS_FN)[1] != []


CLINIC_RAMPS_FN = _held(176, "clinic_ramps_fn")


def test_a_condition_met_and_a_label_over_its_items_stay_within_bounds():
    # one condition of two met is no unconditional approval (heldout163 h03, heldout111 h02)
    text = (
        "The application was approved by the foundation's grants panel on 9 March 2027, but only subject to two "
        "conditions. The maintenance plan condition was met on 23 March 2027. The signed landowner consent from the "
        "Fenwick Estate is still outstanding, and no money can be paid until both conditions are met."
    )
    assert _grades(text, DEFIB_CABINETS)[0]["F05"] == "correct"
    # an item with a tense of its own under a "Planned:" label says its own (heldout73 h13)
    text = (
        "- Planned: community consultation evening in April 2027; Brightfield Sports Lighting has agreed to hold "
        "its quoted rate until the end of 2027.\n"
    )
    assert "has agreed" in _grades(text, FLOODLIGHTS)[1]
    # a thing the material says is missing, said to be made good since (heldout50 h11)
    text = "馆办公室上周已经把费用测算明细补好了。"
    assert _grades(text, _held(50, "archive_scanning_ar"))[1] == ["已经"]


WATCHTOWER = _held(182, "watchtower_ft")
PARISH_REGISTERS = _held(181, "parish_registers_fs")
SEWAGE_STATION = _held(186, "sewage_station_fx")
PONTOON = _held(179, "pontoon_fq")
CLOCK_TOWER = _held(183, "clock_tower_fu")
FEVER_CLINIC = _held(184, "fever_clinic_fv")
HEAT_PUMPS = _held(185, "heat_pumps_fw")
CANTEEN_KITCHEN = _held(180, "canteen_kitchen_fr")


def test_statuses_of_the_heldout179_186_round():
    # heldout182 h01/h16: the first review passed (the material's 项目 for the fact's 申报), then the final refusal
    text = (
        "**审批结果**：补助资金申报于2026年12月8日通过初审，但2027年1月19日省林业和草原局终审会议不予支持，终审未通过。"
    )
    assert _grades(text, WATCHTOWER)[0]["F05"] == "correct"
    assert _grades("**审批结果**：补助资金申报于2026年12月8日通过初审。", WATCHTOWER)[0]["F05"] == "distorted"
    text = (
        "- Approval status: the application passed the preliminary review on 8 December 2026, but at the final "
        "review on 19 January 2027 the provincial forestry bureau did not support it.\n"
    )
    assert _grades(text, WATCHTOWER)[0]["F05"] == "correct"
    # heldout186 h01: "no decision to approve or not to approve" is no refusal
    text = "- 当前状态：白沙镇已于2026年12月9日主动撤回申请。申请未经审议，没有作出批准或不予批准的决定。"
    assert _grades(text, SEWAGE_STATION)[0]["F05"] == "correct"
    # heldout181 h16: not funded in the round, but put on the reserve list
    text = "资助状态：2026年10月14日，基金评审小组在秋季轮次中未予资助，但将申请列入候补名单。"
    assert _grades(text, PARISH_REGISTERS)[0]["F05"] == "correct"
    assert _grades("资助状态：2026年10月14日，基金评审小组未予资助。", PARISH_REGISTERS)[0]["F05"] == "distorted"
    # heldout179 h05: yes in principle is a conditional approval
    assert _grades("The panel said yes in principle on 9 March 2027.", PONTOON)[0]["F05"] == "correct"
    assert _grades("The panel said yes on 9 March 2027.", PONTOON)[0]["F05"] == "distorted"
    # heldout185 h04: the amount is provisional, not the approval
    text = "| Step | Status | Date |\n| --- | --- | --- |\n| Approval by Grants Panel | Approved (amount provisional) | 14.04.2027 |\n"
    assert _grades(text, HEAT_PUMPS)[0]["F05"] == "correct"
    assert _grades("The Grants Panel provisionally approved the project on 14 April 2027.", HEAT_PUMPS)[0]["F05"] == (
        "distorted"
    )
    # heldout183 h07: the approval later annulled, said as the status (the material approves "the grant")
    text = "- **Decision:** approved. The fund's grants panel approved the grant on 12 March 2026.\n"
    assert _grades(text, CLOCK_TOWER)[0]["F05"] == "distorted"


def test_scope_condition_and_dates_of_the_heldout179_186_round():
    # heldout179 h16: 船只 (vessels) holds no "only"
    text = "- **规定**：除非水上安全官签字确认新浮码头可以安全使用，否则任何船只不得从新浮码头下水。"
    assert _grades(text, PONTOON)[0]["F02"] == "omitted"
    # heldout183 h03/h04: the rule's prohibition in other words, not the scope
    text = (
        "Please note that no part of the mechanism and no bell may leave the tower until the district "
        "conservation officer has approved the written method statement."
    )
    assert _grades(text, CLOCK_TOWER)[0]["F02"] == "omitted"
    assert _grades("The bells are not part of the project.", CLOCK_TOWER)[0]["F02"] == "distorted"
    # heldout184 h07/h12: the hospital's fever clinic excluded from the scope is no exception to the rule
    text = "- 范围：只包括柳岸街道、石桥镇、东湖街道三家社区卫生服务中心的发热门诊（区人民医院发热门诊、民营诊所除外）"
    assert _grades(text, FEVER_CLINIC)[0]["F07"] == "omitted"
    assert _grades("未经验收合格一律不得接诊，先行完工的诊室除外。", FEVER_CLINIC)[0]["F07"] == "distorted"
    # heldout185 h11: "(status 12 May 2027)" dates the state, not the act
    text = "Completed: offer letter signed and returned on 5 May 2027 (status 12 May 2027)."
    assert _grades(text, HEAT_PUMPS)[0]["F06"] != "distorted"
    # heldout185 h08: the approval's own day is no date of the period
    text = (
        "The Grants Panel approved the project on 14 April 2027 subject to the installation tender results in "
        "June 2027."
    )
    assert _grades(text, HEAT_PUMPS)[0]["F01"] == "omitted"
    # heldout186 h06: 10月底31号 is 31 October
    grades, added = _grades("工期从明年（2027年）4月1号干到10月底31号，大概七个月。", SEWAGE_STATION)
    assert grades["F01"] == "correct" and added == []


def test_additions_and_false_alarms_of_the_heldout179_186_round():
    # heldout179/183 h13: instalments invented under the cap are an addition, not the cap's distortion
    grades, added = _grades("- The fund will pay the grant in two instalments of GBP 90,000.\n", PONTOON)
    assert grades["F04"] != "distorted" and added
    # heldout179 h13: a duty of the material's list, reported done
    assert _grades("- The Wend Navigation Trust has issued the works licence.\n", PONTOON)[1] == ["has issued"]
    # heldout181 h10: a name with a Latin letter beyond ASCII
    text = "**Owner:** branch manager Clara Øverby leads the Eastgate installation.\n"
    assert _grades(text, CASE_B)[1] == ["branch manager Clara Øverby"]
    # heldout185 h12, heldout186 h12: owners swapped, after whose post it is, and in a "task: party" list
    assert _grades("The fund's monitoring officer submits the grant claims.\n", HEAT_PUMPS)[1] == [
        "The fund's monitoring officer"
    ]
    assert _grades("The fund's monitoring officer reviews the quarterly claims.\n", HEAT_PUMPS)[1] == []
    text = "**责任分工**\n- 申报材料：镇自然资源所\n- 用地手续：镇农业农村办\n"
    assert _grades(text, SEWAGE_STATION)[1] == ["镇自然资源所", "镇农业农村办"]
    assert _grades("**责任分工**\n- 申报材料：镇农业农村办\n- 用地手续：镇自然资源所\n", SEWAGE_STATION)[1] == []
    # false alarms: the material's state and steps in other words
    assert _grades("It has been placed on the fund's reserve list.", PARISH_REGISTERS)[1] == []
    text = (
        "评审这一关已经过了（3月12日评审小组通过），名单也在3月16日到22日挂出来公示了，但区民政局的正式批复还没下来。"
    )
    assert _grades(text, CANTEEN_KITCHEN)[1] == []
    assert _grades("**项目**：青禾里社区长者食堂厨房设备更新\n", CANTEEN_KITCHEN)[1] == []
    assert _grades("三家改完一共是18间诊室。", FEVER_CLINIC)[1] == []
    text = "Just two schools get heat pumps – Ashcombe Primary and Birchley Primary – and that's it."
    assert _grades(text, HEAT_PUMPS)[1] == []
    text = "申请这块现在是撤下来了：镇里12月9号自己把申请撤了，因为用地手续没办下来，县资金办12月15号点头同意撤回。"
    assert _grades(text, SEWAGE_STATION)[1] == []
    text = "**Completed**\n- Separately, and outside the application: lightning conductor replaced in February 2026.\n"
    assert _grades(text, CLOCK_TOWER)[1] == []
    text = (
        "- Rule: parts and bells may only be removed once the district conservation officer has approved the "
        "written method statement, except in an emergency, when Tallis & Rowe may remove parts first and seek "
        "approval afterwards.\n"
    )
    grades, added = _grades(text, CLOCK_TOWER)
    assert grades["F07"] == "distorted" and added == []


def test_second_looks_of_the_heldout179_186_round():
    # heldout180 h16: the formal approval not yet issued is a decision still to come
    text = "- **Status:** the formal approval of the Civil Affairs Bureau has not yet been issued.\n"
    assert _grades(text, CANTEEN_KITCHEN)[0]["F05"] == "correct"
    # heldout54 h05: yes "on the understanding that" a consent comes first is a conditional approval
    text = (
        "The grants panel said yes on 14 October 2026 on the understanding that the Regional Heritage Authority "
        "gives listed-building consent before any work starts."
    )
    assert _grades(text, _held(54, "bridge_lighting_av"))[0]["F05"] == "correct"
    # heldout39 h02: "Q2 2027" is the material's "second quarter of 2027"; a half-year it never gives is an addition
    kiosks = _held(39, "kiosk_refresh_ag")
    assert _grades("- Installation at the other four branches in Q2 2027.\n", kiosks)[1] == []
    assert _grades("- Installation at the other four branches in Q3 2027.\n", kiosks)[1] != []
    # the material's own act in the perfect, and a decision it reports, said again (heldout15 h02, heldout73 h02)
    cooling = _held(15, "cooling_retrofit_i")
    text = (
        "Thornbury University's Estates & Facilities has issued a notice on a combined retrofit-and-maintenance "
        "contract for the cooling plant of its research data centres."
    )
    assert _grades(text, cooling)[1] == []
    floodlights = _held(73, "pitch_floodlights_bo")
    assert _grades("The board has decided not to appeal.", floodlights)[1] == []
    # heldout63 h02: the applicant's own lodging, in a material whose sentence gives a later duty "由…负责"
    canteen = _held(63, "elder_canteen_be")
    text = "青枫区民政局于2026年11月20日向澜溪市养老服务发展专项资金申报桂园街道社区长者食堂建设项目。"
    assert _grades(text, canteen)[1] == []
    # heldout42 h13: a reason of its own for the material's act, beside the material's reason
    text = "首次申请之所以在1月12日被退回，是因为申请金额超出了局里的年度预算。"
    assert _grades(text, _held(42, "rare_book_repair_aj"))[1] != []
    # heldout165 h07: another applicant's approval in the fact's paragraph is no history of ours, whatever the day
    text = (
        "**Decision:** after deferring on 16 May 2028 pending a traffic survey, the panel approved the application "
        "at its meeting on 11 July 2028.\n"
    )
    assert _grades(text, _held(165, "harbour_crane_fc"))[0]["F05"] == "distorted"
    # heldout182: the first review said passed on another day than the material's is no history
    assert (
        _grades("**审批结果**：补助资金申报于2026年12月20日通过初审，但终审未通过。", WATCHTOWER)[0]["F05"]
        == "distorted"
    )
    # heldout182 h07: the grant said approved in the sentence of the distorted status is that one distortion
    text = "**审批结果**：项目2026年12月8日通过初审，2027年1月19日终审通过，省林业和草原局予以支持，补助资金已获批准。"
    grades, added = _grades(text, WATCHTOWER)
    assert grades["F05"] == "distorted" and added == []


BOAT_RAMP = _held(187, "boat_ramp_fy")
HEALTH_STATION = _held(188, "health_station_fz")
BIKE_SHELTERS = _held(189, "bike_shelters_ga")
SEA_DEFENCE = _held(191, "sea_defence_gc")
NIGHT_MARKET = _held(192, "night_market_gd")
TRAM_STOP = _held(193, "tram_stop_ge")
LANDFILL_GAS = _held(194, "landfill_gas_gf")


def test_statuses_of_the_heldout187_194_round():
    # heldout187: the applicant declining the offer is its withdrawal, the approval before it its history
    assert _grades("- Grant status: offer declined by the council on 20 June 2028.\n", BOAT_RAMP)[0]["F05"] == "correct"
    assert _grades("- Grant status: the council declined the offer on 20 June 2028.\n", BOAT_RAMP)[0]["F05"] == (
        "correct"
    )
    text = "| Grant | Approved by the awards panel, then declined by the council; nothing approved now |\n"
    assert _grades("| Item | State |\n| --- | --- |\n" + text, BOAT_RAMP)[0]["F05"] == "correct"
    text = "- **状态**：基金评审小组于2028年5月9日批准了拨款；区议会于2028年6月20日放弃了该拨款要约。"
    assert _grades(text, BOAT_RAMP)[0]["F05"] == "correct"
    assert _grades("- Grant status: the grant was declined by the fund on 20 June 2028.\n", BOAT_RAMP)[0]["F05"] == (
        "distorted"
    )
    # heldout189: returned as ineligible at the eligibility check is a refusal
    text = "On 2 May 2027 the fund returned the application as ineligible at the eligibility check."
    assert _grades(text, BIKE_SHELTERS)[0]["F05"] == "correct"
    # heldout194: the condition's own state ("批复尚未取得") after the conditional approval is no pending approval
    text = "- 审批状态：附条件批准（2026.5.12），条件为先取得环评批复；环评审批申请已于2026.5.25报送，批复尚未取得。"
    assert _grades(text, LANDFILL_GAS)[0]["F05"] == "correct"
    assert _grades("- 审批状态：项目尚未获批。", LANDFILL_GAS)[0]["F05"] == "distorted"
    # heldout190 procurement h10 (and heldout172 h11): a conditional approval, pending the grant's confirmation
    text = "- Conditional council approval (12 January 2027), pending confirmation of the state grant.\n"
    assert _grades(text, CASE_C)[0]["F04"] == "correct"
    # heldout193 h05: passed down to a regional panel, which decides later
    text = (
        "The national fund passed the application down to its Northern Regional Panel on 14 September 2026 "
        "because the sum is under its national threshold."
    )
    assert _grades(text, TRAM_STOP)[0]["F05"] == "correct"
    # heldout192 h08: the approval named, then 被撤销
    text = "- 立项：2026年3月12日批复立项，逾期未开工，9月28日被撤销，目前不处于立项状态。"
    assert _grades(text, NIGHT_MARKET)[0]["F05"] == "correct"
    # heldout191 h10: both phases approved where the material approves phase 1 only
    text = "On 14 June 2027 the Coastal Grants Panel approved both phases of the programme."
    assert _grades(text, SEA_DEFENCE)[0]["F05"] == "distorted"
    assert _grades("On 14 June 2027 the Coastal Grants Panel approved phase 1.", SEA_DEFENCE)[0]["F05"] == "correct"


def test_scope_and_additions_of_the_heldout187_194_round():
    # heldout188 h09: the township hospital in what the money is used on
    text = (
        "青岚县卫健局申请省级专项资金，用于松溪村卫生室、石门村卫生室和云渡镇卫生院的设备配置，辖区民营药店不在范围内。"
    )
    assert _grades(text, HEALTH_STATION)[0]["F02"] == "distorted"
    # heldout189: the station names whose land it is, in the reason for the refusal
    text = (
        "The application covers Ashcombe Central and Ashcombe Parkway only. The fund returned the application "
        "at the eligibility check on 2 May 2027 because the Ashcombe Parkway forecourt land is not in public "
        "ownership."
    )
    assert _grades(text, BIKE_SHELTERS)[0]["F02"] == "correct"
    assert (
        _grades("The application covers Ashcombe Central only; Ashcombe Parkway is not included.", BIKE_SHELTERS)[0][
            "F02"
        ]
        == "distorted"
    )
    # heldout187 h13: an excluded thing in a separate phase later is an invented plan, not the scope
    grades, added = _grades("The fish market will be rebuilt in a separate phase in 2030.", BOAT_RAMP)
    assert grades["F02"] != "distorted" and added
    # heldout189 h09: the name under a letter's close, after the source list, is read
    text = "## Sources\nC01, C02, C04\n\nKind regards,\nTom Reyes, Procurement Officer\n"
    assert _grades(text, CASE_C)[1] == ["Tom Reyes"]
    # heldout192 h13: a step the material says could not be settled, said settled
    assert _grades("- 排水管网迁改方案已于9月确定。\n", NIGHT_MARKET)[1] == ["已于"]
    # false alarms: a plan in the past tense, a state no longer held, two budget years
    assert _grades("The rebuilding works were planned to run from 1 October 2028 to 31 March 2029.", BOAT_RAMP)[1] == []
    assert _grades("审批状态：项目已于2026年9月28日被撤销立项，现已不在立项状态。", NIGHT_MARKET)[1] == []
    assert _grades("资金分两年下达：2026年度52万元已于6月18日下达。", HEALTH_STATION)[1] == []
    # reasons: the material's cause of the act in other words (heldout192 h03), an invented clash (heldout190 h11)
    text = "项目曾于2026年3月12日获批复立项，但因未能在六个月内开工，已于2026年9月28日被撤销立项。"
    assert _grades(text, NIGHT_MARKET)[1] == []
    canteens = _held(190, "school_canteen_gb")
    assert _grades("专家评审会延期是因为评审专家时间冲突。", canteens)[1] == ["是因为评审专家时间冲突"]
    # a post or a body signing is no invented person (heldout107 h13, heldout139 h03)
    text = "## Sources\nC01, C02\n\nKind regards,\nProcurement Officer\nPlace Directorate\n"
    assert _grades(text, CASE_C)[1] == []
    # "has already been scheduled" reports a step; "were planned to run" is a plan (heldout22 h10)
    assert "has already been scheduled" in _grades("Driver training has already been scheduled.", CASE_C)[1]
    # the fund approved, then passed the application on: approved (heldout193 h07)
    text = (
        "The fund approved the application in June 2026 and passed it to the Northern Regional Panel on "
        "14 September 2026 for the payment arrangements."
    )
    assert _grades(text, TRAM_STOP)[0]["F05"] == "distorted"
    # a transfer with the approval forecast in the same breath is a hedge for the status (heldout193 h10)
    text = (
        "The application was transferred to the Northern Regional Panel on 14 September 2026 and is expected to "
        "be approved at the panel's November 2026 meeting."
    )
    assert _grades(text, TRAM_STOP)[0]["F05"] == "distorted"


ORCHARD_PUMP = _held(195, "orchard_pump_gg")
SOLAR_CLINICS = _held(196, "clinic_solar_gh")
QUAY_STEPS = _held(197, "harbour_steps_gi")
VILLAGE_BRIDGE = _held(198, "village_bridge_gj")
LIBRARY_CALL_IN = _held(199, "library_lift_gk")
FISH_MARKET = _held(200, "fish_market_gl")
SKATE_PARK = _held(201, "skate_park_gm")
WATER_TOWER = _held(202, "water_tower_gn")


def test_statuses_of_the_heldout195_202_round():
    # heldout197: closed as lapsed after an unanswered clarification request is a refusal, in the words models use
    text = "On 21 April 2026 the fund closed the application as lapsed: it was never assessed and no grant was made."
    assert _grades(text, QUAY_STEPS)[0]["F05"] == "correct"
    assert _grades("Bluntly, the bid has lapsed.", QUAY_STEPS)[0]["F05"] == "correct"
    text = "| Item | State |\n| --- | --- |\n| Application | Lapsed: closed by the fund on 2026-04-21; no grant |\n"
    assert _grades(text, QUAY_STEPS)[0]["F05"] == "correct"
    # heldout201: the refusal to countersign, its reason naming a thing of its own; the approval before it history
    text = (
        "The board approved the grant on 10 March 2026, but the Ministry of Sport refused to countersign on "
        "2 April 2026 because of the dark-sky policy; no grant can be paid and the approval has no effect."
    )
    assert _grades(text, SKATE_PARK)[0]["F05"] == "correct"
    text = (
        "Board approval on 10 March 2026 was followed by the Ministry of Sport's refusal to countersign on "
        "2 April 2026."
    )
    assert _grades(text, SKATE_PARK)[0]["F05"] == "correct"
    # heldout195: "no grant has been decided" beside the application (the grant another applicant got is not it);
    # the full application said lodged where the material says it is not is the status distorted
    assert _grades("It has not been lodged yet and no grant has been decided.", ORCHARD_PUMP)[0]["F05"] == "correct"
    text = "The full application was submitted on 15 September 2026 and is now under assessment."
    assert _grades(text, ORCHARD_PUMP)[0]["F05"] == "distorted"
    # heldout196: approved the colloquial way; 未获…支持 with words between refuses
    assert _grades("领导小组4月9日开会没听专家的，直接把项目批了下来。", SOLAR_CLINICS)[0]["F05"] == "correct"
    assert _grades("项目未获专项资金支持。", SOLAR_CLINICS)[0]["F05"] == "distorted"
    # heldout199: approved "but it must still pass" the call-in period is conditional (an answer in Chinese)
    text = "2026年4月14日，基金官员依授权批准了该申请，但须经过28天复议期。"
    assert _grades(text, LIBRARY_CALL_IN)[0]["F05"] == "correct"
    # heldout200: 未形成决定 is no decision; writing_case_a: 还没点头 is not approved yet
    assert _grades("评审委员会赞成票未达三分之二，未形成决定。", FISH_MARKET)[0]["F05"] == "correct"
    assert _grades("预算的申请交上去了，投委会还没点头。", CASE_A)[0]["F04"] == "correct"


def test_figures_dates_and_scope_of_the_heldout195_202_round():
    # heldout197 h09: the material's part of the count given as the whole
    assert _grades("It rebuilds 17 stone steps.", QUAY_STEPS)[0]["F03"] == "distorted"
    assert _grades("It rebuilds 42 stone steps; 17 of them lie below the high-water mark.", QUAY_STEPS)[0]["F03"] == (
        "correct"
    )
    # heldout202: the material's own count of all the towers, said again; the fact's count "of them"
    text = "全乡现有水塔7座，本项目改造其中5座：3座原址重建，2座加固改造。"
    assert _grades(text, WATER_TOWER)[0]["F03"] == "correct"
    assert _grades("本项目改造水塔7座。", WATER_TOWER)[0]["F03"] == "distorted"
    # heldout198: the range before the extension, as the material gives it; the end it was put back to
    text = "建设期为2025年5月1日至2026年4月30日（原定建设期为2025年5月1日至2025年10月31日，后经同意延期顺延）。"
    assert _grades(text, VILLAGE_BRIDGE)[0]["F01"] == "correct"
    text = "工期从2025年5月1日开始，本来10月底就该完，后来因为汛期延了，现在顺延到2026年4月30日。"
    assert _grades(text, VILLAGE_BRIDGE)[0]["F01"] == "correct"
    assert _grades("工期从2025年5月1日开始，现在顺延到2026年5月30日。", VILLAGE_BRIDGE)[0]["F01"] == "distorted"
    # heldout199: the call-in period's end and length are not the works'
    text = (
        "Any three district councillors may refer it to the full Community Committee until the period ends on "
        "12 May 2026."
    )
    grades, added = _grades(text, LIBRARY_CALL_IN)
    assert grades["F01"] == "omitted" and added == []
    assert (
        _grades("It's only provisional until the 28-day call-in runs out on 12 May 2026.", LIBRARY_CALL_IN)[0]["F01"]
        == "omitted"
    )
    # heldout196: 储能 for 储能系统; a bound's 不 excludes nothing; a clause opening with 只是 says "but"
    assert _grades("只做光伏和储能这两样。", SOLAR_CLINICS)[0]["F02"] == "correct"
    assert _grades("项目目标是光伏供电比例不低于35%。", SOLAR_CLINICS)[0]["F02"] == "omitted"
    assert (
        _grades("直接把项目批了下来，只是在纪要里让我们把储能的消防论证补上。", SOLAR_CLINICS)[0]["F02"] != "distorted"
    )
    # heldout196 h04: done before the as-of day, the report's own day in brackets
    text = (
        "| 事项 | 状态 | 时间 |\n| --- | --- | --- |\n| 屋顶结构安全检测 | 已完成 | 报告 20/05/2026 前已出具（２０２６年５月１５日） |\n"
        "| 设备采购招标公告 | 计划 | 2026年6月发布 |\n"
    )
    assert _grades(text, SOLAR_CLINICS)[0]["F06"] == "correct"
    # heldout199 h16: the 无 of a declared name (无障碍入口) excludes nothing
    assert _grades("资助用于加装平台升降机和无障碍入口。", LIBRARY_CALL_IN)[0]["F02"] != "distorted"
    # heldout200 h16: "is a separate project" leaves the thing out
    text = (
        "Only the drainage network and the cold-storage facilities of the seafood section are covered; the "
        "dry-goods section and the poultry section are not covered, and roof waterproofing is a separate project."
    )
    assert _grades(text, FISH_MARKET)[0]["F02"] == "correct"
    # heldout195 h05: "pay for" is the cue "pays for"
    text = (
        "The orchard group wants the fund to pay for a solar pump and a water tank, and nothing else: the fence "
        "and the shed roof are paid for some other way."
    )
    assert _grades(text, ORCHARD_PUMP)[0]["F02"] == "correct"


def test_modality_and_conditions_of_the_heldout195_202_round():
    # heldout197 h08: a past tense no participle shares, under "Planned:", says done
    text = "**Planned:**\n- Eastgate went live in late September; Millbrook is scheduled for October.\n"
    assert _grades(text, CASE_B)[0]["F06"] == "distorted"
    # heldout198: the event's 完成 under a plan label is the plan
    assert _grades("- 计划：柳湾桥2026年4月中旬完成主体施工。", VILLAGE_BRIDGE)[0]["F06"] != "distorted"
    # labels that say a plan ("Still ahead:", "接下来的打算是："); the award in other words, dated as the material
    text = (
        "Already done: bidders toured the Northgate depot on 10 February 2027.\n"
        "Still ahead: picking the winner in April 2027, once the grant is in.\n"
    )
    assert _grades(text, CASE_C)[0]["F06"] == "correct"
    text = "接下来的打算是：嘉禾仓3月中旬先上，临江仓4月再上，都还只是计划。"
    assert _grades(text, CASE_A)[0]["F06"] == "correct"
    assert _grades("接下来嘉禾仓打算3月中旬先上，临江仓4月跟上。", CASE_A)[0]["F06"] == "correct"
    # heldout195: the requirement named by what it gives (the permit), "only with", "required before"
    for text in (
        "No water from the Hollin Brook without an abstraction permit; no exceptions.",
        "Water may only be drawn from the brook with an abstraction permit.",
        "Abstraction permit required before any water is drawn from the brook; no exceptions.",
    ):
        assert _grades(text, ORCHARD_PUMP)[0]["F07"] == "correct", text
    text = "No water from the brook without a permit from the Brookmere Water company."
    assert _grades(text, ORCHARD_PUMP)[0]["F07"] == "distorted"
    # heldout198 h07: the requirement's result right after its name; writing_case_a: 点头 as the confirmation
    assert _grades("荷载试验合格前不得开放通行，无例外。", VILLAGE_BRIDGE)[0]["F07"] == "correct"
    assert _grades("荷载试验合格前可以先行通车。", VILLAGE_BRIDGE)[0]["F07"] == "distorted"
    assert _grades("助手给的排班建议不会直接发到员工手里，主管点头了才算数。", CASE_A)[0]["F07"] == "correct"


def test_additions_of_the_heldout195_202_round():
    # found: an undated step said done (heldout200 h13), who wins foretold (heldout195), a plural
    # doer swapped among the material's parties (heldout199 h11)
    assert "已经" in _grades("- 已完成：4月18日排水管网现场勘测；商户临时安置方案已经制定完成。", FISH_MARKET)[1]
    assert _grades("- Planned: contract award in April 2027. The award is likely to go to a local supplier.", CASE_C)[
        1
    ] == ["likely"]
    assert _grades("- Branch librarians summarise the kiosk logs\n", CASE_B)[1] == ["Branch librarians"]
    # false alarms: the approval of an extension, a plan's end, the act's own word on the material's day
    assert _grades("县交通运输局2025年4月18日就点头同意了，延期也批了，批复一直有效。", VILLAGE_BRIDGE)[1] == []
    assert _grades("柳湾桥打算2026年4月中旬把主体施工做完。", VILLAGE_BRIDGE)[1] == []
    assert _grades("我局于2025年11月12日同意，结束日顺延至2026年4月30日。", VILLAGE_BRIDGE)[1] == []
    # the three counted before by a classifier; a value written so in the material; the approval said "signed off"
    text = "给大柳、石桥、望川三个卫生院的屋顶装光伏。储能柜三家加起来一共12台。"
    assert _grades(text, SOLAR_CLINICS)[1] == []
    assert _grades("It is subject to the 28-day call-in.", LIBRARY_CALL_IN)[1] == []
    text = "- **Decision:** The fund's officers signed it off on 14 April 2026, subject to the 28-day call-in.\n"
    assert _grades(text, LIBRARY_CALL_IN)[1] == []
    # the state at a day (截至…还没), the meeting the material holds that day
    assert _grades("可截至6月5日这个会还没开。", FISH_MARKET)[1] == []
    text = (
        "| Step | Status |\n| --- | --- |\n| Committee decision to go ahead | Agreed at the meeting of 4 June 2026 |\n"
    )
    assert _grades(text, ORCHARD_PUMP)[1] == []


CANAL_GATES = _held(203, "canal_lock_go")
SCHOOL_GYM = _held(204, "school_gym_gp")
LEAD_ROOF = _held(205, "museum_roof_gq")
WELL_REPAIR = _held(206, "well_repair_gr")
PIER_LIGHTS = _held(207, "pier_lights_gs")
BUS_DEPOT = _held(208, "bus_depot_gt")
ALLOTMENT_SHED = _held(209, "allotment_shed_gu")
CLINIC_LAB = _held(210, "clinic_lab_gv")


def test_statuses_of_the_heldout203_210_round():
    # heldout205 h10: the fund treated it as withdrawn; said as the museum's own withdrawal it is distorted
    text = "- The museum withdrew its application on 24 March 2026 because it did not attend its interview."
    assert _grades(text, LEAD_ROOF)[0]["F05"] == "distorted"
    text = "On 24 March 2026 the fund treated the application as withdrawn; nobody at the museum withdrew it."
    assert _grades(text, LEAD_ROOF)[0]["F05"] == "correct"
    # heldout204: consent deemed given by silence (视为同意, 等于同意了, 算是批了)
    assert _grades("市资金办逾期未答复，视为同意，4月8日出具了确认函。", SCHOOL_GYM)[0]["F05"] == "correct"
    grades, added = _grades("所以这笔申请算是批了。", SCHOOL_GYM)
    assert grades["F05"] == "correct" and added == []
    assert _grades("市资金办尚未答复。", SCHOOL_GYM)[0]["F05"] == "distorted"
    # heldout206: the review suspended is no decision
    grades, added = _grades("县资金办于2026年4月8日暂停审查，已移交县纪委监委核查。", WELL_REPAIR)
    assert grades["F05"] == "correct" and added == []
    assert _grades("审查已暂停。", WELL_REPAIR)[0]["F05"] == "correct"
    assert _grades("2026年4月8日就把审查停了，眼下还悬着。", WELL_REPAIR)[0]["F05"] == "correct"
    # heldout209: each status word of its own thing (the capital grant approved, the revenue grant refused)
    text = "The grants panel approved the capital grant on 10 March 2026 and refused the revenue grant."
    assert _grades(text, ALLOTMENT_SHED)[0]["F05"] == "correct"
    text = (
        "On 10 March 2026 the grants panel approved the capital grant. The revenue grant of GBP 9,000 for a "
        "part-time volunteer coordinator, requested on the same form, was refused."
    )
    assert _grades(text, ALLOTMENT_SHED)[0]["F05"] == "correct"
    assert _grades("The grants panel refused the capital grant on 10 March 2026.", ALLOTMENT_SHED)[0]["F05"] == (
        "distorted"
    )
    # heldout210: the first review passed on its day is the material's stage; "复审没过…之前" a rule's time
    assert (
        _grades("区县级初审已于2026年3月6日通过，已报市级复审；市级复审尚未开始。", CLINIC_LAB)[0]["F05"] == "correct"
    )
    assert _grades("市里复审没过、资金文件没下来之前，任何采购合同都不能签。", CLINIC_LAB)[0]["F05"] != "distorted"
    # heldout203: "no grant has been awarded" beside the refusal is no pending decision
    text = "The fund refused the grant on 12 May 2026, so no grant has been awarded."
    assert _grades(text, CANAL_GATES)[0]["F05"] == "correct"


def test_figures_scope_and_conditions_of_the_heldout203_210_round():
    # 口 and 眼 count wells (heldout206); "一口塘一口塘" is one by one
    assert _grades("青禾镇申请县级专项资金，修缮五口农村饮水井。", WELL_REPAIR)[0]["F03"] == "correct"
    assert _grades("修缮七口农村饮水井。", WELL_REPAIR)[0]["F03"] == "distorted"
    # heldout205 h08: a label of 36 characters over a bare number
    assert _grades("- **Number of lead panels to be replaced:** 18", LEAD_ROOF)[0]["F03"] == "distorted"
    # heldout207: "the start of June 2026" is a date, not the installation's "start"
    text = "The pier lighting job runs from the start of June 2026 (1 June) to the end of September 2026."
    assert _grades(text, PIER_LIGHTS)[0]["F01"] == "correct"
    # heldout208: the delivery window said again beside the bids; "off the table"; an item's cost in the budget
    text = (
        "The authority invites bids to supply 12 battery-electric buses, delivered between 1 September 2027 and "
        "31 January 2028. Bids must be submitted by 3 March 2027."
    )
    assert _grades(text, CASE_C)[0]["F02"] == "correct"
    assert _grades("Bids must be submitted between 1 September 2027 and 31 January 2028.", CASE_C)[0]["F02"] == (
        "distorted"
    )
    assert _grades("Only Lots A and B are covered; Lot C is off the table.", CASE_C)[0]["F05"] == "correct"
    grades, added = _grades("- 预算中软件授权费用约80万元\n", CASE_A)
    assert grades["F03"] == "omitted" and added == ["80万元"]
    # the requirement before which the act is barred, its party unnamed (heldout204, heldout206)
    assert _grades("- 国库集中支付审核前不得拨付，无例外\n", SCHOOL_GYM)[0]["F07"] == "correct"
    assert _grades("**规定**：未经国库集中支付审核不得拨付。", SCHOOL_GYM)[0]["F07"] == "correct"
    assert _grades("**规定**：未经区教育局审核不得拨付。", SCHOOL_GYM)[0]["F07"] == "distorted"
    assert _grades("- 规定：书面批复前不得开工，没有例外。", WELL_REPAIR)[0]["F07"] == "correct"
    # another rule's requirement is not this one's (writing_case_a: 获得批准之前不得签订采购合同)
    assert _grades("获得批准之前不得签订采购合同。", CASE_A)[0]["F07"] == "omitted"
    # heldout203 h10: a gate "taken out" in the rule's exception is no scope
    text = (
        "Rule: gates may only be removed once the council has granted listed building consent, except for "
        "emergency repairs, where a gate can be taken out first."
    )
    assert _grades(text, CANAL_GATES)[0]["F02"] != "distorted"
    # heldout207 h05: "hasn't started yet" denies the act named before it
    text = "Fitting the lanterns hasn't started yet; it's pencilled in to start in July 2026."
    assert _grades(text, PIER_LIGHTS)[0]["F06"] != "distorted"


def test_additions_and_sections_of_the_heldout203_210_round():
    # heldout210: a paragraph after the source list that cites nothing is the body again
    text = (
        "## Sources\n- Pilot period: B02\n- Waiver rule: B08\n\nNote: Maria Jensen, head of branch services, "
        "leads the pilot.\n"
    )
    assert _grades(text, CASE_B)[1] == ["Maria Jensen"]
    text = "## 资料来源\n- 上线计划：A07\n- 主管确认：A08\n\n注：项目由运营部张经理负责。\n"
    assert _grades(text, CASE_A)[1] == ["张经理"]
    # heldout205: an outcome foretold; the rule's requirement said met where the material never says so
    assert _grades("A resubmission is very likely to succeed.", LEAD_ROOF)[1] == ["likely"]
    text = "The method statement has already been approved by the county conservation officer."
    assert _grades(text, LEAD_ROOF)[1] == ["approved"]
    # false alarms: a suspicion (可能是假的), the material's act in other words, a decision taken ("decided to
    # appeal"), the fact's own day, bidders submitting bids, a closing's second line
    assert _grades("县资金办发现有一份水质检测报告可能是假的。", WELL_REPAIR)[1] == []
    assert _grades("县资金办于2026年4月8日暂停审查，已移交县纪委监委核查。", WELL_REPAIR)[1] == []
    assert _grades("The board has appealed the amount.", PIER_LIGHTS)[1] == []
    assert _grades("- Bidders – submit bids with a valid battery safety certificate by 3 March 2027\n", CASE_C)[1] == []
    assert _grades("Bidders must submit bids by 3 March 2027.", CASE_C)[1] == []
    assert _grades("Each tank costs GBP 640.", ALLOTMENT_SHED)[1] == []
    text = "## 资料来源\nH02、H03\n\n此致\n敬礼！\n综合科\n"
    assert grade_text(text, BUS_DEPOT)["checks"]["half_sentence"]["pass"] is not False


LIFEBOAT = _held(211, "lifeboat_tractor_gw")
LIFT_RETROFIT = _held(212, "lift_retrofit_gx")
RURAL_BUS = _held(213, "rural_bus_gy")
VILLAGE_SEWAGE = _held(214, "village_sewage_gz")
RADIO_MAST = _held(215, "radio_mast_ha")
LAB_EQUIPMENT = _held(216, "lab_equipment_hb")
PEAT_BOG = _held(217, "peat_bog_hc")
FIRE_SAFETY = _held(218, "fire_safety_hd")


def test_statuses_of_the_heldout211_218_round():
    # heldout217 h09: the approval named, then said to have lapsed (the material: it expires unless works start)
    assert _grades("Unfortunately, the grant approved on 12 May 2026 has lapsed.", PEAT_BOG)[0]["F05"] == "distorted"
    assert _grades("The grant was approved on 12 May 2026 but has since lapsed.", PEAT_BOG)[0]["F05"] == "distorted"
    assert _grades("The grant was approved on 12 May 2026.", PEAT_BOG)[0]["F05"] == "correct"
    # heldout215 h06: the whole approved where the material approves year one only (year two undecided)
    for text in (
        "On 10 March 2026 the grants panel approved the station's full two-year application.",
        "On 10 March 2026 the grants panel approved both years of support.",
        "On 10 March 2026 the panel approved year one and year two.",
    ):
        assert _grades(text, RADIO_MAST)[0]["F05"] == "distorted", text
    text = "On 10 March 2026 the grants panel approved year one only; year two will be considered on 15 September 2026."
    assert _grades(text, RADIO_MAST)[0]["F05"] == "correct"
    # heldout216: on the published 拟支持 list, in the notice period, 尚未正式立项 is pending; a hedge beside it is not
    text = "本项目已列入省科技厅公示的拟支持项目名单，目前仍在公示期内，尚未正式立项。"
    assert _grades(text, LAB_EQUIPMENT)[0]["F05"] == "correct"
    assert _grades("本项目已正式立项。", LAB_EQUIPMENT)[0]["F05"] == "distorted"
    assert _grades("本项目已进入拟支持名单，基本获批。", LAB_EQUIPMENT)[0]["F05"] == "distorted"
    # heldout211 h05: carried over to the next meeting, said the spoken way
    text = (
        "The panel sat on 12 March 2026 but not enough members turned up, so nobody decided anything and the bid "
        "has been pushed to the next meeting on 7 May 2026."
    )
    assert _grades(text, LIFEBOAT)[0]["F05"] == "correct"
    # heldout218 h04 (writing_case_b): "the money", and a board that "still has to decide"
    text = "The money hasn't been signed off yet; the finance board still has to decide."
    assert _grades(text, CASE_B)[0]["F04"] == "correct"
    # heldout214: 不予受理 refuses; "decided not to accept the application" too
    assert _grades("县财政局2026年5月12日作出不予受理决定。", VILLAGE_SEWAGE)[0]["F05"] == "correct"
    # heldout218 h11: 原则同意 said of the technical plan, in brackets, is not the funding's status
    text = "审批状态：资金申请尚未获批准（省文物局6月18日原则同意的是技术方案）。"
    assert _grades(text, FIRE_SAFETY)[0]["F05"] == "correct"
    # heldout212 h05: a lift that fails its inspection, in a rule's case, refuses nothing
    text = "还有一条硬规矩：哪部电梯没通过区特种设备检验所的验收，就一分钱补助都不能拨，没有例外。"
    assert _grades(text, LIFT_RETROFIT)[0]["F05"] != "distorted"


def test_figures_scope_and_conditions_of_the_heldout211_218_round():
    # heldout217: the deadline of the approval's term restated is not the dam building's planned date
    text = (
        "Completed: baseline vegetation survey (28 May 2026). Planned: dam building in September 2026. The "
        "approval expires unless works start by 1 March 2027."
    )
    assert _grades(text, PEAT_BOG)[0]["F06"] == "correct"
    # heldout217 h03: the parts after the total, adding up to it
    assert _grades("Dams: 240 in total, 160 timber and 80 stone.", PEAT_BOG)[0]["F03"] == "correct"
    assert _grades("Dams: 240, 150 timber and 80 stone.", PEAT_BOG)[0]["F03"] == "distorted"
    # heldout211 h03: a relative clause set off by commas does not take over the sentence's subject
    text = (
        "Project period: 1 June 2026 – 31 March 2027. Our separate fuel-supply contract with Harbour Fuels, "
        "which is not part of the project, ends on 31 March 2026."
    )
    assert _grades(text, LIFEBOAT)[0]["F01"] == "correct"
    # heldout211 h07, h13: the cap's bound word with the requested sum; another thing's yearly cost
    assert _grades("The grant is capped at GBP 138,000.", LIFEBOAT)[0]["F04"] == "distorted"
    grades, added = _grades(
        "**Cap:** GBP 150,000. Annual maintenance of the new tractor will cost about GBP 3,500.", LIFEBOAT
    )
    assert grades["F04"] == "correct" and added == ["GBP 3,500"]
    # heldout211 h05 (writing_case_b): a part of a month glossed by its day
    text = "Basically it's a three-month-ish trial, mid-September (14 Sept 2026) to 11 December 2026."
    assert _grades(text, CASE_B)[0]["F01"] == "correct"
    # heldout215 h02: "GBP 296,000 in total" is the request's sum, "in total" no thing of the sample's
    text = "We asked for two years of support, GBP 296,000 in total. The year-one grant is capped at GBP 148,000."
    assert _grades(text, RADIO_MAST)[0]["F04"] == "correct"
    # heldout212 h12, heldout215 h10: a rate per lift, a price each
    grades, added = _grades("区级补助总额不超过960万元，另有市级配套补助每部电梯10万元。", LIFT_RETROFIT)
    assert grades["F04"] == "correct" and added == ["10万元"]
    grades, added = _grades(
        "The budget is capped at USD 7.2 million for 12 buses, each costing about USD 600,000.", CASE_C
    )
    assert grades["F03"] == "correct" and added == ["USD 600,000"]
    # heldout216: the requirement before which the act is barred, the ban after a comma; the notice is no doer
    text = "正式下达立项通知之前，不得签订任何设备采购合同，没有任何例外。"
    assert _grades(text, LAB_EQUIPMENT)[0]["F07"] == "correct"
    assert _grades("立项通知下达前不得签订设备采购合同，没有任何例外。", LAB_EQUIPMENT)[0]["F07"] == "correct"
    # the barred case without the requirement is the negative half only (writing_case_a)
    assert _grades("排班建议直接下发给员工的，不得生效。", CASE_A)[0]["F07"] == "partial"
    # heldout211 h16: the requirement failed, the act denied in the next clause, is the rule
    text = "规定：驾驶员未通过拖拉机驾驶考核，新拖拉机不得用于出勤下水；没有例外，夜间紧急出勤也不例外。"
    assert _grades(text, LIFEBOAT)[0]["F07"] == "correct"
    # heldout213 h14: the requirement named as the status's reason, about the award, is not the ordering rule
    text = (
        "Because the award is above EUR 150,000, it needs the sign-off of the regional minister for transport, and "
        "the minister has not yet signed, so no money has been awarded."
    )
    assert _grades(text, RURAL_BUS)[0]["F07"] == "omitted"
    # heldout213: "仅限于" before the acts limits the money; "and so is" after an aside in brackets
    text = "资助仅限于购买两辆电动小巴和在凯兰车场安装一个充电桩；司机工资、运营费用和校车合同均不包括在内。"
    assert _grades(text, RURAL_BUS)[0]["F02"] == "correct"
    text = (
        "The grant covers only the two electric minibuses and one charging point. Drivers' wages and running costs "
        "are excluded (the co-operative expects annual running costs of about EUR 35,000), and so is the school "
        "transport contract."
    )
    grades, added = _grades(text, RURAL_BUS)
    assert grades["F02"] == "correct" and added == ["EUR 35,000"]
    # heldout212 h05, heldout216 h10 (writing_case_a): 别的仓 before the excluded list; 全部试点仓库 is the scope's own
    text = "排班助手在嘉禾仓和临江仓这两个仓试一试，别的仓（冷链仓、退货处理线）都不碰。"
    assert _grades(text, CASE_A)[0]["F02"] == "correct"
    assert _grades("全部试点仓库将于6月完成验收。", CASE_A)[0]["F02"] != "distorted"


def test_additions_and_sections_of_the_heldout211_218_round():
    # heldout215 h12: a party of the material given another's duty
    assert _grades("Omar Reyes erects the mast.", RADIO_MAST)[1] == ["Omar Reyes"]
    # heldout215 h11 (writing_case_a): another thing of the material said done beside the completed survey
    assert _grades("需求调研已完成，现场培训也已于2月初完成。", CASE_A)[1] == ["已于"]
    # heldout218 h13: the act the material denies (尚未受理), said done
    assert _grades("省财政厅已于7月受理资金申请。", FIRE_SAFETY)[1] == ["受理"]
    # false alarms: "has been neither approved nor refused", the list's word in quotes, a ban after a "done" list,
    # how long a job runs, a count whose noun comes before it, the consequence and the forecast of a wrong status
    assert _grades("The application has been neither approved nor refused.", LIFEBOAT)[1] == []
    assert _grades("本项目在拟支持项目名单中，但“拟支持”还不是批准。", LAB_EQUIPMENT)[1] == []
    text = "**已完成**\n- 全村消防隐患排查（7月28日）\n\n**施工规定**：不得在古建筑本体上开凿或打孔，除非事先取得省文物局书面同意。\n"
    assert _grades(text, FIRE_SAFETY)[1] == []
    text = "The job runs three years, kicking off on 1 September 2026 and wrapping up on 31 August 2029."
    assert "The job" not in _grades(text, PEAT_BOG)[1]
    assert _grades("村内现有老式消火栓6个继续保留使用。", FIRE_SAFETY)[1] == []
    text = "- Approval: the grant approved on 12 May 2026 has lapsed; the partnership would need to reapply."
    assert _grades(text, PEAT_BOG)[1] == []
    text = (
        '- **Status:** approved in principle. At the panel meeting on 12 March 2026 the chair said the bid "looks '
        'strong", and formal confirmation is expected at the meeting on 7 May 2026.'
    )
    grades, added = _grades(text, LIFEBOAT)
    assert grades["F05"] == "distorted" and added == []
    # heldout216 h03: a bold label over the paragraph ids on its line is the source list's heading
    text = (
        "## 概况\n试点期3月1日至5月31日。\n## 计划与已完成\n需求调研已完成。\n\n**三、资料来源**：A02；A03；A06\n\n谢谢！\n"
        "项目组\n"
    )
    checks_ = grade_text(text, CASE_A)["checks"]
    assert checks_["required_sections"]["pass"] is True and checks_["half_sentence"]["pass"] is not False


ORCHARD = _held(219, "orchard_paths_he")
CANTEEN_STOVE = _held(220, "canteen_stove_hf")
SPORTS_HALL = _held(221, "sports_hall_hg")
ARCHIVE_SCAN = _held(222, "archive_scan_hh")
RIVER_GAUGES = _held(223, "flood_gauges_hi")
SHELTER_WITHDRAWN = _held(224, "bus_shelter_hj")
BOATHOUSE = _held(225, "boathouse_roof_hk")
CLINIC_ROOFS = _held(226, "clinic_solar_hl")


def test_statuses_of_the_heldout219_226_round():
    # heldout223 h06: the award given to another party than the material's recipient (or the lead partner that
    # holds it)
    text = "On 12 March 2026 the River Resilience Fund awarded the grant to Marston Ferrers Parish Council."
    assert _grades(text, RIVER_GAUGES)[0]["F05"] == "distorted"
    text = "On 12 March 2026 the River Resilience Fund awarded the grant to the partnership as a whole."
    assert _grades(text, RIVER_GAUGES)[0]["F05"] == "correct"
    assert (
        _grades(
            "On 12 March 2026 the fund awarded the grant to Brackley District Council, the lead partner.", RIVER_GAUGES
        )[0]["F05"]
        == "correct"
    )
    assert _grades("The partnership won the money on 12 March 2026.", RIVER_GAUGES)[0]["F05"] == "correct"
    # heldout219: neither approved nor refused, "doesn't mean we were turned down", rolled into next year's round
    assert _grades("Nothing has been approved or refused.", ORCHARD)[0]["F05"] != "distorted"
    assert _grades("Closing early doesn't mean we were turned down.", ORCHARD)[0]["F05"] != "distorted"
    text = "Any application still waiting, ours too, just rolls into next year's round, which opens on 12 January 2027."
    assert _grades(text, ORCHARD)[0]["F05"] == "correct"
    # heldout222: 修改后再审 and waiting for the second review are pending
    assert (
        _grades("专家评审于2026年4月21日给出“修改后再审”的意见，目前等待二次评审。", ARCHIVE_SCAN)[0]["F05"]
        == "correct"
    )
    assert _grades("省里专家4月21日说“改完再审”，现在就等第二轮评审。", ARCHIVE_SCAN)[0]["F05"] == "correct"
    # heldout220: another school's application; sent back unreviewed, said the spoken way and in English
    assert _grades("同镇白沙小学的申请已于同日通过评审。", CANTEEN_STOVE)[0]["F05"] == "omitted"
    assert _grades("3月20日县教育局直接给退了回来，连评审都没进。", CANTEEN_STOVE)[0]["F05"] == "correct"
    assert (
        _grades(
            "On 20 March 2026 the county education bureau returned it as late, and it was not reviewed.", CANTEEN_STOVE
        )[0]["F05"]
        == "correct"
    )
    # heldout220 h10: a withdrawal with the resubmission only planned is the applicant's act, not its history
    text = "学校已主动撤回本次申请，准备在下一批次（2026年5月6日起受理）重新申报。"
    assert _grades(text, CANTEEN_STOVE) == (
        {**{f: "omitted" for f in ("F01", "F02", "F03", "F04", "F06", "F07")}, "F05": "distorted"},
        [],
    )
    # heldout224: the approval revoked at the applicant's request, in the material's own word (撤销)
    assert _grades("立项已撤销。", SHELTER_WITHDRAWN)[0]["F05"] == "correct"
    assert _grades("立项申请已被区发改委驳回。", SHELTER_WITHDRAWN)[0]["F05"] == "distorted"
    # heldout226 h16: the approval document not issued yet, beside the meeting's approval
    text = (
        "Status: approved by the district government's executive meeting on 28 April 2026. The approval document "
        "has not been issued yet."
    )
    assert _grades(text, CLINIC_ROOFS)[0]["F05"] == "correct"


def test_scope_conditions_and_additions_of_the_heldout219_226_round():
    # heldout226: the included parts named together by their count (三家中心)
    assert (
        _grades("- **范围**：仅三家中心屋顶光伏；储能电池、充电桩和区妇幼保健院屋顶除外", CLINIC_ROOFS)[0]["F02"]
        == "correct"
    )
    assert _grades("三家中心现有的屋顶防水维保合同于2026年6月30日到期。", CLINIC_ROOFS)[0]["F02"] == "omitted"
    # heldout226: 未取得 the requirement, then the ban
    assert _grades("未取得结构安全复核意见不得开工安装，没有例外。", CLINIC_ROOFS)[0]["F07"] == "correct"
    # heldout219 h16: the 无 of 无障碍 negates nothing after it
    text = "- 资助范围：只资助下草地无障碍步道和苹果酒仓旁可上锁的工具房；池塘木栈道和停车场重铺不包括在内。"
    assert _grades(text, ORCHARD)[0]["F02"] == "correct"
    # false alarms: a reason in another tense of the material's ("ran out" for "had run out"), the material's
    # resubmission on its day, 除外 closing a list, the wrong status's reason
    text = "The fund closed its current round early on 28 August 2026 because its budget for the year ran out."
    assert _grades(text, ORCHARD)[1] == []
    assert _grades("咱们改好了，5月12日又交上去了。", ARCHIVE_SCAN)[1] == []
    assert (
        _grades("| 范围 | 只包括民国县政府档案、民国地方法院档案两个全宗（报刊资料、族谱除外） |", ARCHIVE_SCAN)[1]
        == []
    )
    assert _grades("因材料晚交两天，学校已主动撤回本次申请。", CANTEEN_STOVE)[1] == []


CHAPEL_ORGAN = _held(227, "chapel_organ_hm")
WELL_PUMPS = _held(228, "well_pump_hn")
YOUTH_RADIO = _held(229, "youth_radio_ho")
LIBRARY_RAMPS = _held(230, "library_ramp_hp")
TOWN_SQUARE = _held(231, "town_square_hq")
MARKET_STALLS = _held(232, "market_stalls_hr")
LIDO_PUMPS = _held(233, "lido_pumps_hs")
CARE_HOME_HEAT = _held(234, "heat_pump_ht")


def test_statuses_of_the_heldout227_234_round():
    # heldout228 h08: the money said paid in full where the material pays the first half and holds the rest back
    text = "县水利局4月16日批复同意，38万元补助资金已于2026年5月12日全部拨付到位。"
    assert _grades(text, WELL_PUMPS)[0]["F05"] == "distorted"
    text = "县水利局4月16日批复同意，首期资金（补助总额的一半）已于2026年5月12日拨付到位。"
    assert _grades(text, WELL_PUMPS)[0]["F05"] == "correct"
    assert _grades("县水利局4月16日批复同意，资金全部拨付到位后开工。", WELL_PUMPS)[0]["F05"] == "correct"
    # heldout228 procurement h08: a past tense under a "Planned:" label is a step said done
    text = "- **Planned:** The contract was awarded in April 2027."
    assert _grades(text, CASE_C)[0]["F06"] == "distorted"
    assert _grades("- **Planned:** The contract award in April 2027.", CASE_C)[0]["F06"] != "distorted"
    # heldout233 writing_case_a h09: the hedge said as the state's value
    assert _grades("审批状态为基本获批，待投资委员会走完流程。", CASE_A)[0]["F04"] == "distorted"
    # heldout231: a cabinet approval called in by scrutiny before it took effect is pending
    text = (
        "The district cabinet approved the funding on 4 March 2026. However, the decision was called in by the "
        "Overview and Scrutiny Committee on 11 March 2026, so it is on hold."
    )
    assert _grades(text, TOWN_SQUARE)[0]["F05"] == "correct"
    assert _grades("The district cabinet approved the funding on 4 March 2026.", TOWN_SQUARE)[0]["F05"] == "distorted"
    text = "| Cabinet approval | Approved, then called in by the Overview and Scrutiny Committee (11/03/2026) |"
    assert _grades(text, TOWN_SQUARE)[0]["F05"] == "correct"
    # heldout234: a refusal revoked on review is no refusal; the review's yes said after it is an approval
    assert (
        _grades("原不予支持决定已于2026年6月18日被复议机关撤销，正在重新审查。", CARE_HOME_HEAT)[0]["F05"] == "correct"
    )
    text = "复议机关已于2026年6月18日撤销不予支持的决定，补助申请已获批准。"
    assert _grades(text, CARE_HOME_HEAT)[0]["F05"] == "distorted"
    text = "The original refusal was quashed on review on 18 June 2026; no new decision has been made yet."
    assert _grades(text, CARE_HOME_HEAT)[0]["F05"] == "correct"
    text = "The original refusal was quashed on review on 18 June 2026 and the grant was approved."
    assert _grades(text, CARE_HOME_HEAT)[0]["F05"] == "distorted"
    # heldout227: approved for less than was asked ("not in full" is no approval in full); "approved in principle,
    # subject to" raising the gap is conditional; the request's amount named by its verb after it
    text = "**Decision (12 May 2026):** approved, but not in full. Requested: GBP 186,000. Awarded: GBP 142,000."
    assert _grades(text, CHAPEL_ORGAN)[0]["F05"] == "correct"
    text = "The grant of GBP 142,000 has been approved in principle, subject to the church first raising GBP 44,000."
    assert _grades(text, CHAPEL_ORGAN)[0]["F05"] == "distorted"
    text = (
        "On 12 May 2026 the grants panel approved the application for less than requested: GBP 186,000 was asked "
        "and GBP 142,000 awarded."
    )
    assert _grades(text, CHAPEL_ORGAN)[0]["F05"] == "correct"
    text = "Good news with a catch: on 12 May 2026 the fund said yes, but not to the full amount. We got £142,000."
    assert _grades(text, CHAPEL_ORGAN)[0]["F05"] == "correct"
    # heldout233: "but only conditionally" after the approval; "where the pump grant stands" answers nothing
    text = (
        "The grant was approved by the fund's grants panel on 4 March 2026, but only conditionally: we must raise "
        "match funding of at least 25% of the project cost and send evidence of it by 30 June 2026."
    )
    assert _grades(text, LIDO_PUMPS)[0]["F05"] == "correct"
    assert (
        _grades("Please find below a short summary of where the pump grant stands.", LIDO_PUMPS)[0]["F05"] == "omitted"
    )
    # heldout230: 暂无结论 is pending; 书面放弃市级申报 is the other application's withdrawal
    text = "区财政局于4月8日要求二选一，街道4月15日已书面放弃市级申报；区级评审继续进行，暂无结论。"
    assert _grades(text, LIBRARY_RAMPS)[0]["F05"] == "correct"
    text = (
        "The sub-district withdrew the city-level application in writing on 15 April 2026; the district review "
        "continues and there is no decision yet."
    )
    assert _grades(text, LIBRARY_RAMPS)[0]["F05"] == "correct"


def test_values_scope_and_checks_of_the_heldout227_234_round():
    # heldout229: the event's word inside a thing's name ("the main studio refit") is no other event's clause
    text = (
        "The project runs from 1 April 2026 to 31 March 2027 and covers only the main studio refit and the mobile "
        "outside-broadcast kit; the podcast booth and office computers are excluded."
    )
    got = _grades(text, YOUTH_RADIO)[0]
    assert (got["F01"], got["F02"]) == ("correct", "correct")
    # heldout228: full-width digits are the digits they are
    assert _grades("资金仅限２号井、５号井的水泵及电控设备，入户管网和３号井不在范围内。", WELL_PUMPS) == (
        {**{f: "omitted" for f in ("F01", "F03", "F04", "F05", "F06", "F07")}, "F02": "correct"},
        [],
    )
    # heldout227: a range between two days in one clause, the act unnamed by the sample
    text = "St Brannoc's Church will restore its Lady Chapel organ between 1 September 2026 and 31 March 2027."
    assert _grades(text, CHAPEL_ORGAN) == (
        {**{f: "omitted" for f in ("F02", "F03", "F04", "F05", "F06", "F07")}, "F01": "correct"},
        [],
    )
    # heldout232: "11月底（30号）" is the 30th; "the renovation plan" is a document, not a plan
    assert _grades("8月1号开工，11月底（30号）收尾。", MARKET_STALLS)[0]["F01"] == "correct"
    text = "- **Completed (as of 20 June 2026):** the expert review of the renovation plan, on 12 June 2026."
    assert _grades(text, MARKET_STALLS)[0]["F06"] != "distorted"
    # heldout230 h12: the scope's places counted (仅此三处) are not the ramps' count
    assert _grades("范围：主入口、侧门、阅览区内部坡道及扶手（仅此三处）", LIBRARY_RAMPS)[0]["F03"] == "omitted"
    # heldout233: all eight of the counted pumps widen nothing; "don't come into it" excludes
    text = (
        "All eight filtration pumps get swapped out. The money is only for the pumps and their control panels – "
        "the changing rooms and the café don't come into it."
    )
    assert _grades(text, LIDO_PUMPS)[0]["F02"] == "correct"
    # heldout234 procurement h08: "the deadline is …", another conjunct after the date
    text = "The deadline is 3 March 2027 and the budget is capped at USD 7.2 million."
    assert _grades(text, CASE_C)[0]["F02"] == "correct"
    # heldout233: a ticked item is done
    assert _grades("- ✅ Floor surveys, both branches (as of 2026-08-20)", CASE_B)[0]["F05"] == "correct"


def test_additions_and_false_alarms_of_the_heldout227_234_round():
    # the material's duty with its sum; the gap the material names in the sentence a semicolon joins
    text = "The fund won't make up the difference, so the parish has to find the other £44,000 on its own."
    assert _grades(text, CHAPEL_ORGAN)[1] == []
    assert (
        _grades("The fund will not pay the difference, and we must find the GBP 44,000 gap ourselves.", CHAPEL_ORGAN)[1]
        == []
    )
    # heldout234: the rule's requirement (未经…已全部完成) and a state no longer held (已不存在) report nothing done;
    # the revocation's day; the three buildings of a widened scope are that distortion's
    assert _grades("未经护理部确认该楼老人已全部完成临时安置，任何居住楼不得停用供暖。", CARE_HOME_HEAT)[1] == []
    assert _grades("原来的不予支持决定已不存在。", CARE_HOME_HEAT)[1] == []
    assert _grades("原不予支持决定已于2026-06-18被撤销，市发改委正在重新审查。", CARE_HOME_HEAT)[1] == []
    assert _grades("- 范围：1号楼、2号楼和3号楼（康复楼）三栋楼，食堂厨房除外", CARE_HOME_HEAT)[1] == []
    # a person named as the one in overall charge (总负责)
    assert _grades("项目由后勤科科长张建国总负责。", CARE_HOME_HEAT)[1] == ["张建国"]
    # the count of the included places, named right after it
    text = "The kiosks get tried out only at two places, Eastgate and Millbrook."
    assert _grades(text, CASE_B)[1] == []


def test_sign_offs_of_the_heldout227_234_round():
    from harness.grade.checks import half_sentence

    assert half_sentence("## 概况\n项目已获批。\n\n此致\n敬礼！\n\n青石岭村村委会\n")["pass"]
    assert half_sentence("## 资料来源\nA02、A03\n\n项目组 敬上\n")["pass"]
    assert not half_sentence("## 概况\n项目已获批。\n\n此致\n敬礼！\n\n青石岭村村委会将于\n")["pass"]


MUSEUM_LIFT = _held(235, "museum_lift_hu")
VILLAGE_HALL = _held(236, "village_hall_hv")
FLOOD_BARRIERS = _held(237, "flood_barrier_hw")
SCHOOL_TOILETS_BUDGET = _held(238, "school_toilets_hx")
CYCLE_PATH = _held(239, "cycle_path_hy")
CLINIC_ROOF_DEFERRED = _held(240, "clinic_roof_hz")
SEA_WALL = _held(241, "sea_wall_ia")
WATER_KIOSKS = _held(242, "water_kiosk_ib")


def test_statuses_of_the_heldout235_242_round():
    # heldout240 h16: neither rejected nor approved is no refusal; heldout236 h05: 不是被驳回 refuses nothing
    assert _grades("It has been neither rejected nor approved.", CLINIC_ROOF_DEFERRED)[0]["F05"] != "distorted"
    assert _grades("这不是被驳回。", VILLAGE_HALL)[0]["F05"] != "distorted"
    assert _grades("The application got turned down.", CYCLE_PATH)[0]["F05"] == "distorted"
    # heldout239 h13: another council's application, its status in a clause of its own
    text = "- Kelby Parish Council's footbridge application, still awaiting a decision, is not ours."
    assert _grades(text, CYCLE_PATH)[0]["F05"] != "distorted"


def test_values_scope_and_modality_of_the_heldout235_242_round():
    # heldout235 h13: "and VAT of GBP 36,000 is payable on top" is another thing's sum
    text = "The grant is capped at GBP 180,000, and VAT of GBP 36,000 is payable on top."
    got = _grades(text, MUSEUM_LIFT)
    assert got[0]["F04"] == "correct" and got[1] == ["GBP 36,000"]
    # heldout236 procurement h11: a second site visit is another visit, not the material's
    text = (
        "As of 15 February 2027, the site visit for bidders was held on 10 February 2027, and the Riverside depot "
        "will host a second site visit on 20 February 2027."
    )
    assert _grades(text, CASE_C)[0]["F06"] != "distorted"
    # heldout236 h02: the round's other applicant (同批申报的…) is not this scope
    assert _grades("同批申报的东坡村戏台修缮申请已于2026年5月20日获批。", VILLAGE_HALL)[0]["F02"] == "omitted"
    # heldout236 writing_case_b h03: the label opening the line holds for the item after the semicolon
    assert _grades("- Planned: Eastgate late Sept 2026; Millbrook Oct 2026", CASE_B)[0]["F06"] == "correct"
    # heldout242 h11: a forecast of finishing early is no period's end (it is an addition)
    text = "预计项目可于10月底提前完工。"
    got = _grades(text, WATER_KIOSKS)
    assert got[0]["F01"] == "omitted" and got[1] == ["10月底"]


def test_additions_and_false_alarms_of_the_heldout235_242_round():
    # heldout237 h04: a "Planned" cell is no participle of a step done
    assert _grades("| First full deployment drill | Planned | Oct 2026 |", FLOOD_BARRIERS)[1] == []
    # heldout242: the act's word inside a party's name (供水合作社) reports nothing done
    assert _grades("石岭村供水合作社现已与禾塘村供水合作社合并。", WATER_KIOSKS)[1] == []
    # heldout242 procurement h03: "Dear Ms Department Head" is a salutation to a post
    assert _grades("Dear Ms Department Head,", CASE_C)[1] == []
    # heldout228 procurement h10: a step of its own after "and", beside the material's dated step
    text = (
        "As of 15 February 2027, the site visit was held on 10 February 2027 and the evaluation panel has been "
        "appointed."
    )
    assert _grades(text, CASE_C)[1] == ["has been appointed"]


LIBRARY_TERMINATED = _held(244, "rural_library_id")
ALLOTMENT_WATER = _held(243, "allotment_water_ic")
YOUTH_HUB = _held(245, "youth_hub_ie")
PUMP_STATION_REVIEW = _held(246, "pump_station_if")
SHELTER_OFFER = _held(247, "bus_shelter_ig")
CANOPY_UPHELD = _held(248, "market_canopy_ih")
FLOODLIGHTS_RESERVE = _held(249, "sports_lights_ii")
MEAL_POINT_NOTICE = _held(250, "elder_canteen_ij")
COUNTY_CANTEENS = _held(101, "school_canteens_cq")


def test_statuses_of_the_heldout243_250_round():
    # heldout244: an approved project ended at the applicant's request, the funder agreeing, is withdrawn
    text = (
        "项目曾于2026年4月28日获批，但因场地被征收，镇里于6月15日主动申请终止并全额退回已拨资金，"
        "市文旅局6月30日已同意终止，原批复不再执行。"
    )
    assert _grades(text, LIBRARY_TERMINATED)[0]["F05"] == "correct"
    text = "项目4月28日市里是批了的，后来镇里自己提出不干了。6月30日市文旅局回函同意终止，原来的批复就不作数了。"
    assert _grades(text, LIBRARY_TERMINATED)[0]["F05"] == "correct"
    text = (
        "The bureau approved the project on 28 April 2026; on 15 June 2026 the town applied to terminate the project."
    )
    assert _grades(text, LIBRARY_TERMINATED)[0]["F05"] == "correct"
    # heldout248 h06: the refusal said as reversed on review is an approval (distorted), however 曾 opens it; the
    # round's other applicant (同批申请的…) holds the material's only approval
    text = "区商务局4月10日曾作出不予支持的决定，经街道申请复核，5月15日复核决定改为同意支持。"
    assert _grades(text, CANOPY_UPHELD)[0]["F05"] == "distorted"
    # heldout101 (kept): the fact's own applicant named in its own paragraph is no other applicant
    text = "省基金管理委员会于2026年5月12日批准了申请，但省基金已于2026年6月18日暂停该项批准，待审计完成后再定。"
    assert _grades(text, COUNTY_CANTEENS)[0]["F05"] == "correct"
    # heldout245 h08, h16: an approval whose condition is met is unconditional
    text = (
        "The grant is approved without conditions: the panel's in-principle approval of 10 March 2026 required "
        "planning permission, which was granted on 21 April 2026."
    )
    assert _grades(text, YOUTH_HUB)[0]["F05"] == "correct"
    text = (
        "审批状态：资助评审小组于2026年3月10日原则上批准了资助，前提是取得用途变更规划许可；"
        "市规划部门已于2026年4月21日授予该许可，条件已满足，资助现已无条件获批。"
    )
    assert _grades(text, YOUTH_HUB)[0]["F05"] == "correct"
    # heldout245 h03, heldout247 h03: another applicant of the same round or fund, its status its own
    text = "Riverside Boxing Club's application in the same round was deferred to the next round."
    assert _grades(text, YOUTH_HUB)[0]["F05"] != "distorted"
    text = "Ashcombe Parish Council's footpath application to the same fund is still awaiting a decision."
    assert _grades(text, SHELTER_OFFER)[0]["F05"] != "distorted"
    # heldout243 h05: "hasn't been turned down" refuses nothing
    text = "The application was pushed on to the panel's next meeting - it hasn't been turned down and it hasn't been approved."
    assert _grades(text, ALLOTMENT_WATER)[0]["F05"] == "correct"
    # heldout249 h08, h16: "unsuccessful" is a refusal; this round's no after the reserve list it is on is not
    assert _grades("The application was unsuccessful in this round.", FLOODLIGHTS_RESERVE)[0]["F05"] == "distorted"
    assert _grades("申请被列入候补名单，本轮未获资助。", FLOODLIGHTS_RESERVE)[0]["F05"] == "correct"
    # heldout246 h03: a first-stage review passed, in a row of its own, is no approval
    text = "| 事项 | 状态 |\n| --- | --- |\n| 县级初审 | 已通过（形式审查合格），3月27日报送省水利厅 |"
    assert _grades(text, PUMP_STATION_REVIEW)[0]["F05"] != "distorted"
    # heldout250 h12: proposed for support, its notice running, is pending
    assert _grades("审批状态：拟支持，公示中（至6月24日，尚未届满）。", MEAL_POINT_NOTICE)[0]["F05"] == "correct"
    # heldout248 procurement h01: the approving party in a list of who does what, the status said in full elsewhere;
    # said alone it is the status, and wrong
    full = "On 12 January 2027 the town council approved the purchase subject to confirmation of a state grant.\n\n"
    duty = "Who does what (as stated):\n- the authority runs the tender; the town council gave the approval.\n"
    assert _grades(full + duty, CASE_C)[0]["F04"] == "correct"
    assert _grades(duty, CASE_C)[0]["F04"] == "distorted"
    # heldout247 procurement h10: a refusal of a thing the material never names is an addition, not the status
    got = _grades("- The council rejected a diesel option because of emission targets.", CASE_C)
    assert got[0]["F04"] == "omitted" and got[1] == ["rejected"]


def test_conditions_of_the_heldout243_250_round():
    # heldout243 h10: the act allowed while its requirement is being processed is an exception
    text = (
        "No plot-holder may draw water from the shared supply unless they have signed the water-use agreement. "
        "Committee members may draw water while their agreement is being processed."
    )
    assert _grades(text, ALLOTMENT_WATER)[0]["F07"] == "distorted"
    # heldout243 h05, h16: "nobody … until they've signed"; 未签署…不得 with no comma before the ban
    text = (
        "Nobody gets to draw water from the shared supply until they've signed the water-use agreement. No exceptions."
    )
    assert _grades(text, ALLOTMENT_WATER)[0]["F07"] == "correct"
    assert _grades("地块租户未签署用水协议不得从共享供水取水，没有例外。", ALLOTMENT_WATER)[0]["F07"] == "correct"
    # heldout244: a 证明 obtained is a document the town holds; cut at the budget after 未取得…的， drops no negation
    text = "重新申报同类项目前必须先取得新的场地使用证明，否则一律不得申报，没有例外。"
    assert _grades(text, LIBRARY_TERMINATED)[0]["F07"] == "correct"
    text = "镇里今后若就同类项目重新申报市级专项资金，必须先取得新的场地使用证明，未取得场地使用证明的，"
    assert _grades(text, LIBRARY_TERMINATED)[0]["F07"] != "distorted"


def test_scope_values_and_modality_of_the_heldout243_250_round():
    # heldout249: the scope's subject named by a word an event shares ("grant") is the subject, not the event
    text = (
        "The grant covers only the floodlights on the main oval and the practice net, not the clubhouse "
        "refurbishment or the car park resurfacing."
    )
    assert _grades(text, FLOODLIGHTS_RESERVE)[0]["F02"] == "correct"
    # heldout246 procurement h11, h02, heldout247 procurement h02: a heading over plans and a step the line says
    # is done in its own words
    text = "## Next steps\n- Site visit held on 10 February 2027; contract award planned for April 2027.\n"
    assert _grades(text, CASE_C)[0]["F06"] == "correct"
    text = (
        "## Status and next steps\n| Item | State |\n| --- | --- |\n"
        "| Site visit | Held 10 February 2027 (as of 15 February 2027) |\n| Contract award | Planned for April 2027 |\n"
    )
    assert _grades(text, CASE_C)[0]["F06"] == "correct"
    # heldout248 procurement h07: "excluded" in a bracketed aside sets no lot's budget apart
    text = (
        "The budget is capped at USD 7.2 million and the tender covers only Lot A and Lot B (Lot C withdrawn, "
        "airport express excluded)."
    )
    assert _grades(text, CASE_C)[0]["F03"] == "correct"
    # heldout245 h12: a deadline imposed on the act, its planned month stated as the source's, is an addition
    got = _grades(
        "Planned: hub opening in October 2026. The fund requires the hub to open by 1 November 2026.", YOUTH_HUB
    )
    assert got[0]["F06"] != "distorted" and got[1] == ["1 November 2026"]
    # heldout250 h05: 腿脚不便 negates nothing
    text = "钱只能花在两件事上——把厨房改造好、给腿脚不便的老人送饭上门；买菜和发工资都不能用这笔钱。"
    assert _grades(text, MEAL_POINT_NOTICE)[0]["F02"] != "distorted"


def test_additions_of_the_heldout243_250_round():
    # heldout245 procurement h11: a reason of somebody's opposition the material never gives
    got = _grades("Lot C was withdrawn because of planning objections at the workshop site.", CASE_C)
    assert got[1] == ["because of planning objections at the workshop site"]
    # heldout247 h12: a numbered list item's label set off by a hyphen; the duty is another party's
    text = (
        "Who does what:\n1. Parish clerk - signs and returns the grant agreement\n"
        "2. Ridgeline Structures - signs off the kerb designs\n"
    )
    assert _grades(text, SHELTER_OFFER)[1] == ["Ridgeline Structures"]


CLINIC_NOT_ADMITTED = _held(256, "village_clinic_ip")
HALL_CLAWBACK = _held(251, "church_hall_ik")
SWIM_TWO_STAGES = _held(257, "river_swim_iq")
SENSORY_ROOM = _held(253, "sensory_room_im")
LAMPS_TOP_UP = _held(258, "street_lamps_ir")


def test_statuses_of_the_heldout251_258_round():
    # heldout256 h07: a refusal on review where the material turned the application away unreviewed (不予受理)
    assert _grades("申请状态：申请经县卫健局评审未通过。", CLINIC_NOT_ADMITTED)[0]["F05"] == "distorted"
    assert _grades("县卫健局于2026年3月12日作出不予受理的决定。", CLINIC_NOT_ADMITTED)[0]["F05"] == "correct"
    # heldout251 h08: a sum found ineligible and clawed back is no refusal of the grant
    text = (
        "The grant was approved on 11 March 2025. On 16 January 2026 the fund clawed back GBP 11,200 found ineligible."
    )
    assert _grades(text, HALL_CLAWBACK)[0]["F05"] == "correct"
    # heldout257: a first stage passed is no approval; "still waiting to hear", "awaits a decision" are pending
    text = (
        "We're through the first round (the fund said yes to our expression of interest on 14 January 2027) and "
        "we sent in the full application on 26 February 2027, but we're still waiting to hear."
    )
    assert _grades(text, SWIM_TWO_STAGES)[0]["F05"] == "correct"
    text = "Stage 1 was passed on 14 January 2027; the full application was submitted on 26 February 2027 and awaits a decision."
    got = _grades(text, SWIM_TWO_STAGES)
    assert got[0]["F05"] == "correct" and got[1] == []  # the stage the material reports passed is no addition
    assert _grades("Stage 2 was passed on 14 January 2027.", SWIM_TWO_STAGES)[1] == ["was passed"]


def test_values_and_modality_of_the_heldout251_258_round():
    # heldout253 procurement h11: a cap per bus is a sum of its own (an addition), not the budget's
    got = _grades(
        "The total budget is capped at USD 7.2 million.\n- Each bus may cost no more than USD 600,000", CASE_C
    )
    assert got[0]["F03"] == "correct" and got[1] == ["USD 600,000"]
    # heldout252 procurement h11: a budget of a lot the scope leaves out is that lot's (an addition)
    text = "The budget is capped at USD 7.2 million. Lot C will be re-tendered in autumn 2027 with a budget of USD 900,000."
    got = _grades(text, CASE_C)
    assert got[0]["F03"] == "correct" and got[1] == ["USD 900,000"]
    # heldout253 h11, heldout258 h13: a deadline someone sets for the act, its plan stated as the source's
    text = (
        "Planned: charity registration filing in June 2026 (as of 5 May 2026). The registration should be confirmed "
        "by the end of August 2026."
    )
    assert _grades(text, SENSORY_ROOM)[0]["F06"] != "distorted"
    got = _grades("- 计划：施工单位7月进场；施工单位须在8月15日前完成桂香苑全部安装。", LAMPS_TOP_UP)
    assert got[0]["F06"] != "distorted" and got[1] == ["8月15日"]


ORCHARD_AWARD = _held(259, "orchard_path_is")
CANTEEN_REVIEW = _held(260, "community_canteen_it")
MINIBUS_MATCH = _held(261, "electric_minibus_iu")
SEWER_RETURNED = _held(262, "sewer_pipes_iv")
THEATRE_REVOKED = _held(263, "youth_theatre_iw")
CARE_STATION_WITHDRAWN = _held(264, "elder_care_station_ix")
CRANE_RECOMMENDED = _held(265, "harbour_crane_iy")
TRACK_REVIEWED = _held(266, "school_track_iz")


def test_scope_of_the_heldout259_266_round():
    # heldout259 h06: an included part named inside another declared thing's name ("the footpath resurfacing")
    text = "- Grant covers only the orchard restoration and the footpath resurfacing"
    assert _grades(text, ORCHARD_AWARD)[0]["F02"] == "correct"
    # guard: a part left out is still narrowed
    assert _grades("- Grant covers only the orchard restoration", ORCHARD_AWARD)[0]["F02"] == "distorted"
    # heldout261 h05: "wages for drivers" is one name, an item of the list the closing predicate leaves out
    text = "It only pays for the minibus plus one charging point – wages for drivers, insurance and the school-run idea aren't part of it."
    assert _grades(text, MINIBUS_MATCH)[0]["F02"] == "correct"
    # heldout261 h09: the list after "excludes" is left out, item by item
    text = "- Period: 1 September 2026 – 31 August 2028\n- Covers only the electric minibus and one depot charging point (Ashby Cross); excludes driver wages, insurance and the school-run service\n- 9 villages served\n"
    assert _grades(text, MINIBUS_MATCH)[0]["F02"] == "correct"
    # heldout264 h03: a name joined to a negated one by 和 is negated with it
    text = "- 资助范围：只用于日间照料和老年助餐，不资助上门医疗护理和购置用房\n- 床位：24张日间照料床位\n"
    assert _grades(text, CARE_STATION_WITHDRAWN)[0]["F02"] == "correct"
    # heldout266 h12: mojibake between two clauses is a break, the second's negation not the first's
    text = "- 范围：只覆盖嘉禾仓和临江仓的拣货班组锟斤拷冷链仓和退货处理线不在范围内\n"
    assert _grades(text, CASE_A)[0]["F02"] == "correct"


def test_statuses_of_the_heldout259_266_round():
    # heldout261 h05: an approval whose next clause attaches a condition; "a conditional yes"
    text = "The panel said yes on 12 March 2026, but with a string attached: we have to have our match funding secured by 31 July 2026."
    got = _grades(text, MINIBUS_MATCH)
    assert got[0]["F05"] == "correct" and got[1] == []  # (nor is "have to have … secured" a completion)
    assert _grades("As of 5 May 2026 it's a conditional yes.", MINIBUS_MATCH)[0]["F05"] == "correct"
    # guard: the approval alone is the conditional approval's distortion
    assert _grades("The grants panel approved the grant on 12 March 2026.", MINIBUS_MATCH)[0]["F05"] == "distorted"
    # heldout263 h13: another thing approved ("the contractor shortlist"), never named with the decision: an addition
    got = _grades("- The board approved the contractor shortlist at its 28 July meeting", THEATRE_REVOKED)
    assert got[0]["F05"] == "omitted" and got[1] == ["approved"]
    # guard: the parts the grant pays for, approved, are the grant's approval (rejected in the material)
    text = "The fund approved the sprung floor and acoustic panelling on 10 March 2026."
    assert _grades(text, THEATRE_REVOKED)[0]["F05"] == "distorted"
    # heldout265 h14: a panel's recommendation, "the final decision rests with the trustees": still to come
    text = (
        "On 14 May 2026 the assessment panel recommended the application for approval. The final decision rests "
        "with the trustees, whose meeting is set for 23 June 2026 and has not yet been held."
    )
    assert _grades(text, CRANE_RECOMMENDED)[0]["F05"] == "correct"
    # heldout266 h13: the first instance's refusal (初审), undated, before the review's approval
    text = "初审不予支持是因为申请材料缺少预算明细。学校4月15日申请复核后，县教育局5月12日复核改为同意支持。"
    got = _grades(text, TRACK_REVIEWED)
    assert got[0]["F05"] == "correct" and got[1] == ["是因为申请材料缺少预算明细"]
    # heldout260 h04: a table row "| 资助决定 | 尚未作出 |"
    text = "| 事项 | 状态 |\n| --- | --- |\n| 形式审查 | 已通过 |\n| 资助决定 | 尚未作出 |\n"
    assert _grades(text, CANTEEN_REVIEW)[0]["F05"] == "correct"
    # heldout265 writing_case_a h04 and others: colloquial 没批 / 批复仍未下来 / 卡在…那里 (the first passes by the
    # sample's own alias 申请 for its one budget request, added in this round)
    assert _grades("申请1月20号交上去了，到现在还没批下来。", CASE_A)[0]["F04"] == "correct"
    assert _grades("预算现在还卡在投资委员会那里，没批。", CASE_A)[0]["F04"] == "correct"
    assert _grades("预算申请已送到集团投资委员会，目前批复仍未下来。", CASE_A)[0]["F04"] == "correct"


def test_values_and_modality_of_the_heldout259_266_round():
    # heldout263: "to seat 60 people" counts people; a digit changed is the count's distortion
    assert _grades("After the refit the studio was to seat 60 people.", THEATRE_REVOKED)[0]["F03"] == "correct"
    assert _grades("After the refit the studio was to seat 65 people.", THEATRE_REVOKED)[0]["F03"] == "distorted"
    # heldout264 h16: "24 day-care beds" is a count of beds, not 24 days
    text = "The funding period runs from 1 July 2026 to 30 June 2028. The station will have 24 day-care beds."
    assert _grades(text, CARE_STATION_WITHDRAWN)[0]["F03"] == "correct"
    # heldout266 h08: the old track's 6 said as the new track's lane count
    assert _grades("**分道数量**：改造后的环形跑道共设6条分道。", TRACK_REVIEWED)[0]["F03"] == "distorted"
    # heldout261 h16: full-width digits grouped by a full-width comma
    assert _grades("- 补助上限：６８，０００英镑。", MINIBUS_MATCH)[0]["F04"] == "correct"
    # heldout263 h05: "the most the fund would put in was £95,000"
    text = "Once finished, the room would have held 60 people, and the most the fund would put in was £95,000."
    assert _grades(text, THEATRE_REVOKED)[0]["F04"] == "correct"
    # heldout263 h08: the revocation's day beside "the works did not start" is no date of the period
    text = "The refit was to run from 1 May 2026 to 31 October 2026. The works did not start and the fund revoked the approval on 15 July 2026."
    assert _grades(text, THEATRE_REVOKED)[0]["F01"] == "correct"
    # guard: a start date moved is the period's distortion
    assert _grades("The refit was to run from 1 June 2026 to 31 October 2026.", THEATRE_REVOKED)[0]["F01"] == "distorted"
    # writing_case_b (heldout259 h02, h07): a bracket or a label names whose date it is
    planned = "## Planned and completed\n- Go-live is planned for late September (Eastgate) and October (Millbrook).\n"
    assert _grades(planned, CASE_B)[0]["F06"] == "correct"
    assert _grades(planned.replace("October (M", "November (M"), CASE_B)[0]["F06"] == "distorted"  # guard
    labelled = "## Planned and completed\n- Eastgate go-live: late September (planned); Millbrook: October (done).\n"
    assert _grades(labelled, CASE_B)[0]["F06"] == "distorted"
    # guard (heldout263 h02): a label's plan goes on over another thing's date, which is not the part's
    text = "Planned: resubmitting the application in the fund's next round in November 2026, and a fundraising evening on 19 September 2026."
    assert _grades(text, THEATRE_REVOKED)[0]["F06"] == "partial"
    # heldout263 h11: the survey named as grounds of a prediction states nothing of the survey
    text = "- Completed (as of 5 August 2026): structural survey, 12 February 2026\n- Planned: resubmission in the fund's next round in November 2026; the resubmission is likely to succeed given the strong survey results\n"
    got = _grades(text, THEATRE_REVOKED)
    assert got[0]["F06"] == "correct" and got[1] == ["likely"]
    # heldout259 writing_case_a h04: a Chinese-numeral date before 前 is read past
    assert _grades("需求调研二月十号前就做完了。", CASE_A)[0]["F05"] == "correct"
    # heldout266 writing_case_a h05: "打算让嘉禾仓3月中旬先用起来" is the go-live planned
    text = "2月10日前，两个仓的需求调研已经做完了。接下来打算让嘉禾仓3月中旬先用起来，临江仓4月再上线。"
    got = _grades(text, CASE_A)
    assert got[0]["F06"] == "correct" and got[1] == []


def test_additions_of_the_heldout259_266_round():
    # heldout259 h11: a ruling given as the reason ("were ineligible") the material never makes
    got = _grades("The panel reduced the award because the visitor centre costs were ineligible.", ORCHARD_AWARD)
    assert got[1] == ["because the visitor centre costs were ineligible"]
    # heldout259 h02: the award set against the sum asked for, as the material pairs them, is no addition
    text = "Approved at a reduced amount (GBP 78,500 instead of GBP 96,000) by the grants panel on 14 January 2027; offer accepted in writing on 28 January 2027."
    assert _grades(text, ORCHARD_AWARD)[1] == []
    # heldout259 procurement h04: "has put the job out to bid" is the notice's own act
    text = "The town's transit authority wants a dozen electric buses and has put the job out to bid."
    assert _grades(text, CASE_C)[1] == []
    # heldout263 h11: "by that date" is a demonstrative, the reason after it is the answer's own
    text = "The works did not start by that date because the flooring contractor went into administration."
    assert _grades(text, THEATRE_REVOKED)[1] == ["because the flooring contractor went into administration"]
    # heldout263 h05: the landlord's yes after the rule's "until" is what the rule requires, no approval
    text = "Nobody starts any work in the studio until Harrow Estates, the landlord, has said yes in writing – no exceptions."
    assert _grades(text, THEATRE_REVOKED)[1] == []
    # heldout261 h07: the distorted approval said again as "confirmed" is counted once
    text = "**Status:** Approved (12 March 2026). The grant has been confirmed and the cooperative can now proceed with the order."
    got = _grades(text, MINIBUS_MATCH)
    assert got[0]["F05"] == "distorted" and got[1] == []
    # heldout262 h07: a first review passed, beside the distorted status in its sentence, is counted once
    got = _grades("**审批状态：** 申请已通过县生态环境局初审，基本获批。", SEWER_RETURNED)
    assert got[0]["F05"] == "distorted" and got[1] == []
    # heldout262 h12: what was lacking, the reason in detail, is the answer's own
    text = "6月3日县生态环境局以申报材料不全为由将申请退回补正，主要是缺少管网设计图纸和村民议事记录。"
    assert _grades(text, SEWER_RETURNED)[1] == ["主要是缺少管网设计图纸和村民议事记录"]
    # heldout262 writing_case_a h10: a person of a department taking a role
    assert _grades("项目由物流部张伟担任项目经理。", CASE_A)[1] == ["张伟"]
    # heldout264 h12: a section named after its body ("区民政局养老服务科") given another party's duty
    text = "**分工：**\n- 区民政局养老服务科：备选场地的选址评估\n- 居委会：与区民政局联络\n"
    assert _grades(text, CARE_STATION_WITHDRAWN)[1] == ["区民政局养老服务科"]
    # false alarms: "已定期" is a date set; "一天给180位老人" a rate; 合作方式 no party; "offer accepted" no doer
    assert _grades("| 专家评审会 | 尚未召开（已定期） | ２０２６年６月１８日 |", CANTEEN_REVIEW)[1] == []
    assert _grades("食堂打算一天给180位老人做午饭。", CANTEEN_REVIEW)[1] == []
    assert _grades("- 批下来没有：还没有。预算申请交上去了，投资委员会还在审。", CASE_A)[1] == []  # guard (heldout74 h04)
    assert _grades("- 计划：与社区卫生服务中心的合作方式另行商定。", CARE_STATION_WITHDRAWN)[1] == []


LIBRARY_LATE = _held(268, "library_app_jb")
BOARDWALK_APPEAL = _held(269, "wetland_boardwalk_jc")
CLINIC_CAP_CUT = _held(270, "village_clinic_jd")
HUB_SHARE = _held(271, "youth_hub_je")
CANAL_UNPAID = _held(272, "irrigation_canal_jf")
MARKET_HALL_CABINET = _held(273, "market_hall_jg")
TRAIL_CLOSED = _held(274, "health_trail_jh")


def test_statuses_of_the_heldout267_274_round():
    # heldout269 h07: waiting for the outcome of an appeal the material reports upheld
    text = "The grants panel rejected the application on 10 March 2026. The trust has appealed and is waiting for the outcome."
    assert _grades(text, BOARDWALK_APPEAL)[0]["F05"] == "distorted"
    # guard: the appeal upheld, a fresh assessment awaited
    text = "The appeal was upheld on 5 May 2026 and the application now awaits the outcome of a fresh assessment."
    assert _grades(text, BOARDWALK_APPEAL)[0]["F05"] == "correct"
    # heldout274 h10: 仍在等待区体育局最终批复, the party named between
    text = "- **审批状态**：项目已于2025年5月6日通过评审，目前仍在等待区体育局最终批复。"
    assert _grades(text, TRAIL_CLOSED)[0]["F05"] == "distorted"
    # heldout268 h03, h05: 不能视为已获批 denies an approval; 点头同意延期收下 is consent to a step
    text = "区数据局已书面同意延期受理并正式受理，但目前仍在专家评审，还没有结论，不能视为已获批。"
    got = _grades(text, LIBRARY_LATE)
    assert got[0]["F05"] == "correct" and got[1] == []  # (正式受理 is the material's, dated 于5月27日)
    assert _grades("数据局先书面点头同意延期收下，现在专家还在评审，没有结论。", LIBRARY_LATE)[0]["F05"] == "correct"
    # heldout270 h02: 网络条件摸底 in the next sentence is a survey, no condition of the approval
    text = "县卫健局4月16日批复同意，后因补助标准调整于6月8日将上限由86万元调减为72万元，项目继续实施。截至6月20日，网络条件摸底已于5月28日完成。"
    assert _grades(text, CLINIC_CAP_CUT)[0]["F05"] == "correct"
    # heldout273: the cabinet's own approval as the material gives it, beside the fund's pending decision
    text = "The council's cabinet approved the bid; the Regional Growth Fund has not yet decided."
    assert _grades(text, MARKET_HALL_CABINET)[0]["F05"] == "correct"
    assert _grades("The bid has been approved.", MARKET_HALL_CABINET)[0]["F05"] == "distorted"  # guard


def test_values_and_scope_of_the_heldout267_274_round():
    # heldout270 h02, h08: "为14个村卫生室配置设备" counts the clinics; the mountain subset's 6 said so is distorted
    assert _grades("为辖区14个村卫生室配置远程诊疗设备。", CLINIC_CAP_CUT)[0]["F03"] == "correct"
    assert _grades("为6个村卫生室配置远程诊疗设备。", CLINIC_CAP_CUT)[0]["F03"] == "distorted"
    # heldout270 h16: the cap "(reduced from CNY 860,000)", the value before the change
    text = (REPO / "tests" / "heldout270" / "village_clinic_jd" / "h16.txt").read_text(encoding="utf-8")
    assert _grades(text, CLINIC_CAP_CUT)[0]["F04"] == "correct"
    # heldout274: the completion day as the material says it is no date of the works period
    text = "项目建设期为2025年6月1日至2025年10月31日。项目已于2025年10月28日完工。"
    assert _grades(text, TRAIL_CLOSED)[0]["F01"] == "correct"
    # heldout271 h05: "140 places a week" is a rate, not a week
    assert "a week" not in _grades("The hub will have 140 places a week.", HUB_SHARE)[1]
    # heldout272, heldout274 procurement: "the workshop upgrade (Lot C) and the airport express are off it"
    text = "Only two lots are on the table: Lot A (the buses) and Lot B (the chargers); the workshop upgrade (Lot C) and the airport express are off it."
    assert _grades(text, CASE_C)[0]["F05"] == "correct"
    # heldout274 writing_case_a h05: a topic marker's comma does not end the clause
    assert _grades("调研那块，截至2月10日两个仓都做完了。", CASE_A)[0]["F05"] == "correct"


def test_additions_of_the_heldout267_274_round():
    # heldout273 h13: a duty of the material's list said done ("approves the roofing materials")
    text = "The county heritage officer has already approved the roofing materials."
    assert _grades(text, MARKET_HALL_CABINET)[1] == ["approved"]
    # heldout273 h12: a deadline on the material's date for an act no sentence holding that date speaks of
    assert _grades("The contractor must be appointed by 31 August 2026.", MARKET_HALL_CABINET)[1] == ["31 August 2026"]
    # heldout271 writing_case_b h09 (its kind): a body's label the material never names, its words the material's
    text = "Who does what:\n- Project team: carries out the floor surveys\n- Finance team: summarises the kiosk logs\n"
    assert _grades(text, CASE_B)[1] == ["Finance team"]
    # false alarms: the rule's own party ("bidders must supply …"); late acceptance is the application's history
    text = "Who does what: the authority held the site visit; bidders must supply a valid battery safety certificate (no exemption)."
    assert _grades(text, CASE_C)[1] == []
    text = "Because of a system failure the library filed on 16 May; the bureau agreed in writing on 20 May to accept it late. Readers' records are never given to third parties without their separate consent; no exceptions."
    assert _grades(text, LIBRARY_LATE)[0]["F07"] != "distorted"
    # guard (heldout114 h10): a party the rule names, given another act, is still an owner
    text = "The branch librarians will carry out the installation once funding is approved."
    assert _grades(text, CASE_B)[1] == ["The branch librarians"]


LAB_DEFERRED = _held(275, "science_lab_ji")
STATION_FORWARDED = _held(276, "sorting_station_jj")
PATH_PHASE_ONE = _held(277, "river_path_jk")
LAB_SUBSIDY = _held(278, "materials_lab_jl")
PANTRY_ON_HOLD = _held(279, "food_pantry_jm")
HALL_NOTICE = _held(280, "heritage_hall_jn")
BUS_PILOT_YEAR = _held(281, "rural_bus_jo")
INCUBATOR_REJECTED = _held(282, "incubator_jp")


def test_statuses_of_the_heldout275_282_round():
    # heldout275 h07: an approval after the deferral is no earlier state of the application, though another school
    # ("Millford Academy, another fictional school, had its application … approved") was approved that round
    text = (REPO / "tests" / "heldout275" / "science_lab_ji" / "h07.txt").read_text(encoding="utf-8")
    assert _grades(text, LAB_DEFERRED)[0]["F05"] == "distorted"
    # heldout275 h05: "put the decision off" is pending
    text = "The grants committee put the decision off on 4 March 2026 because the contractor's quote hadn't come in."
    assert _grades(text, LAB_DEFERRED)[0]["F05"] == "correct"
    # heldout281 h06: the whole three-year request said approved, the first year's cap given right
    text = "On 9 March 2027 the grants panel approved the full three-year application, with first-year funding capped at GBP 96,000."
    assert _grades(text, BUS_PILOT_YEAR)[0]["F05"] == "distorted"
    # heldout281 h04, h08 and heldout277 (its kind): the other part's state as the material gives it
    text = "On 9 March 2027 the fund approved funding for the first year only. The second and third years were not approved."
    assert _grades(text, BUS_PILOT_YEAR)[0]["F05"] == "correct"
    text = "- 2027-03-09: grants panel approved funding for the first year only (pilot). Second and third years: not approved in this grant."
    assert _grades(text, BUS_PILOT_YEAR)[0]["F05"] == "correct"
    text = "On 9 April 2026 the fund approved phase one only. Phase two was not approved."
    assert _grades(text, PATH_PHASE_ONE)[0]["F05"] == "correct"
    assert _grades("The fund approved both phases on 9 April 2026.", PATH_PHASE_ONE)[0]["F05"] == "distorted"  # guard
    # heldout276 h03: the county's first review passed, said with its party, is the material's step
    text = "申请已经县生态环境局初审通过，并于6月10日上报省生态环境厅，但省生态环境厅尚未批复。"
    assert _grades(text, STATION_FORWARDED)[0]["F05"] == "correct"
    # heldout276 h07: the province's approval on another town's approval day, that town's project named after it
    text = "省生态环境厅已于2026年6月20日批复同意，与柳塘镇项目同批获批。"
    assert _grades(text, STATION_FORWARDED)[0]["F05"] == "distorted"
    # heldout282 h04, h11: the material's ground for the refusal in brackets; h06: 仍在复核中; h05: 驳了回去
    text = "区财政局于2026年4月28日书面驳回了申请（该项目已获市级资金支持，属重复申报）。"
    got = _grades(text, INCUBATOR_REJECTED)
    assert got[0]["F05"] == "correct" and got[1] == []
    text = "区财政局对申请提出重复申报的意见后，区级资金申请目前仍在复核中，尚无最终结论。"
    assert _grades(text, INCUBATOR_REJECTED)[0]["F05"] == "distorted"
    text = "区里的钱没要到：4月28日区财政局发了书面意见，把申请驳了回去。"
    assert _grades(text, INCUBATOR_REJECTED)[0]["F05"] == "correct"
    # heldout278 h01, h08: 批复支持 is an approval
    assert _grades("市科技局5月12日批复支持，资助方式改为贷款贴息。", LAB_SUBSIDY)[0]["F05"] == "correct"
    # heldout279 h05: "parked the application until the audit … wraps up" is pending
    text = "The panel has parked the application until the audit of the old van grant wraps up."
    assert _grades(text, PANTRY_ON_HOLD)[0]["F05"] == "correct"


def test_values_scope_and_rules_of_the_heldout275_282_round():
    # heldout277 h05: "Phase two didn't get approved" leaves the excluded phase out
    text = (REPO / "tests" / "heldout277" / "river_path_jk" / "h05.txt").read_text(encoding="utf-8")
    assert _grades(text, PATH_PHASE_ONE)[0]["F02"] == "correct"
    # heldout277 h13: the tender's closing day in an aside after the planned month is a claim of its own
    text = "As of 15 May 2026 the ecological survey of the riverbank was completed on 24 April 2026. Planned: invitation to tender in June 2026, with tenders closing on 10 July 2026."
    got = _grades(text, PATH_PHASE_ONE)
    assert got[0]["F06"] == "correct" and "10 July 2026" in got[1]
    # heldout279 procurement h11: the value a change started from, invented, is no value of the cap
    text = "The total budget is capped at USD 7.2 million. The budget was reduced from USD 8 million after the council's review."
    got = _grades(text, CASE_C)
    assert got[0]["F03"] == "correct" and "USD 8 million" in got[1]
    # heldout281 h13, heldout278 writing_case_b h10: a later extension is a plan, not the scope
    text = "Area: only Upper Dale and Harrow Vale; not Dalewick town. The charity plans to extend the service to Dalewick town in year two."
    got = _grades(text, BUS_PILOT_YEAR)
    assert got[0]["F02"] == "correct" and got[1] == ["plans"]
    # heldout280 h02: 资金计划正式下达前 (正式下达 declared for the approval) is the requirement too
    text = "资金计划正式下达之前不得签订布展施工合同，没有例外。"
    assert _grades(text, HALL_NOTICE)[0]["F07"] == "correct"
    # heldout282 h10, h05: 消防验收通过前, 消防验收没过 … 搬进来
    assert _grades("消防验收通过前不得接纳任何企业入驻，没有例外。", INCUBATOR_REJECTED)[0]["F07"] == "correct"
    text = "消防验收没过，哪家企业都不能搬进来，临时办公、短期路演也一样不行。"
    assert _grades(text, INCUBATOR_REJECTED)[0]["F07"] == "correct"
    # heldout278 h05: 不过安全委员会这一关, the spoken 未经
    text = "中试任务不过安全委员会这一关，就不能上线跑，谁都一样，校内课题组也不行。"
    assert _grades(text, LAB_SUBSIDY)[0]["F07"] == "correct"
    # heldout281 h05: "nobody … without having completed the training"
    text = "Nobody gets behind the wheel of a Dale Link minibus without having completed the passenger-assistance training. No exceptions."
    assert _grades(text, BUS_PILOT_YEAR)[0]["F07"] == "correct"
    # heldout279 writing_case_b h02: the requirement on the line before its negative half
    text = "Who does what: a branch librarian confirms any late-fee waiver; staff shelve the books.\nThe kiosks will not issue late-fee waivers automatically."
    assert _grades(text, CASE_B)[0]["F07"] == "correct"
    # heldout280 h05: 交县文旅局审 is the planned submission
    assert _grades("深化设计方案打算5月交县文旅局审。", HALL_NOTICE)[0]["F06"] == "partial"
    text = "展品征集和建档4月10号已经弄完了，深化设计方案打算5月交县文旅局审。"
    assert _grades(text, HALL_NOTICE)[0]["F06"] == "correct"


def test_additions_of_the_heldout275_282_round():
    # heldout279 h11: a forecast with a date the material never gives
    text = "The audit started on 20 April 2026 and is expected to finish by the end of May 2026."
    assert _grades(text, PANTRY_ON_HOLD)[1] == ["expected"]
    # guard (heldout33 h02): a forecast on the material's own day for the same body is the material's
    text = "The board is expected to take its decision at its meeting on 11 February 2027."
    assert _grades(text, _held(33, "nurse_call_aa"))[1] == []
    # false alarms: a year the material writes; "Only … deliveries"; 只能 leading into the scope; the fact's count of
    # the things' users; a bare day after its month
    text = "The panel's decision is on hold until the audit of the 2023 van grant is finished."
    assert _grades(text, PANTRY_ON_HOLD)[1] == []
    assert _grades("- Only partner pantry deliveries and the Saturday community market are covered.", PANTRY_ON_HOLD)[1] == []
    text = "钱只能花在两件事上——买中试线设备、做工艺验证服务。"
    assert _grades(text, LAB_SUBSIDY)[1] == []
    assert _grades("When it's done the lab will seat 32 students at workstations.", LAB_DEFERRED)[1] == []
    assert _grades("4月15号专家评审是过了，现在在公示，24号才到期。", HALL_NOTICE)[1] == []


def test_statuses_found_by_the_dump_of_the_heldout275_282_round():
    # heldout161 h12: "The fund's in-principle approval of 14 October 2026 lapsed on 15 January 2027" (a day of two
    # digits after "lapsed on")
    text = "The fund's in-principle approval of 14 October 2026 lapsed on 15 January 2027."
    assert _grades(text, _held(161, "allotment_water_ey"))[0]["F05"] == "correct"
    # guard (heldout114 h07, broken by a first version of this round's decider fix): "本项目的资助申请" is the writer's
    # own project's, no other party's
    assert _grades("- 审批状态：省基金已批准本项目的资助申请。", _held(114, "library_books_dd"))[0]["F05"] == "distorted"
    # guard (heldout78 h08, broken by reading "put the application on hold" as pending): "Kettleby Parish Council's
    # separate application" approved is no earlier state of this one
    text = "After the panel put the application on hold on 9 June 2026, the council sent a revised budget on 30 June 2026 and the panel approved the application."
    assert _grades(text, _held(78, "lido_heating_bt"))[0]["F05"] == "distorted"


POOL_DECLINED = _held(283, "sea_pool_jq")
COLD_CHAIN_DEFERRED = _held(284, "cold_chain_jr")
SHED_INELIGIBLE = _held(287, "men_shed_ju")
FIELD_RETURNED = _held(290, "sports_field_jx")


def test_the_heldout283_290_round():
    # heldout287 h09: an exception by permission, "may use them without one" (a supervisor), after the rule
    text = "**Rule:** power tools may only be used with a trained supervisor present, although members who own their tools may use them without one."
    assert _grades(text, SHED_INELIGIBLE)[0]["F07"] == "distorted"
    text = "Reminder: no power tool may be used in the workshop unless a trained supervisor is present. There are no exceptions."
    assert _grades(text, SHED_INELIGIBLE)[0]["F07"] == "correct"  # guard
    # heldout287 h03: "found the application ineligible" after a day; "was planned to run from … to …" is the period
    text = "The fund's eligibility check on 9 March 2026 found the application ineligible because we are not a registered charity."
    assert _grades(text, SHED_INELIGIBLE)[0]["F05"] == "correct"
    text = "Our workshop project was planned to run from 2026-06-01 to 2027-05-31 and covers only woodworking and bicycle repair."
    assert _grades(text, SHED_INELIGIBLE)[0]["F01"] == "correct"
    # heldout284: 评审结论为“暂缓支持” is pending; 完成可行性研究报告编制 is a step done, no topic of a study
    assert _grades("市农业农村局7月15日评审会结论为“暂缓支持”，要求补充用地手续后重新提交评审。", COLD_CHAIN_DEFERRED)[0]["F05"] == "correct"
    text = "已完成：2026年5月20日完成可行性研究报告编制。冷库主体工程计划2026年11月开工。"
    assert _grades(text, COLD_CHAIN_DEFERRED)[0]["F06"] == "correct"
    # heldout290: 书面退回 (no 补正) is the refusal; 目前在评审中 said of it is pending
    assert _grades("县体育局于2026年5月15日书面退回。", FIELD_RETURNED)[0]["F05"] == "correct"
    assert _grades("县体育局已书面退回，村委会已于2027年度重新申报，目前在评审中。", FIELD_RETURNED)[0]["F05"] == "distorted"
    # heldout283 h16: 书面谢绝了资助要约 is the applicant's own withdrawal
    text = "基金评审小组于2026年3月10日批准了该资助，但镇议会于2026年4月28日书面谢绝了资助要约，因此该资助不会支付。"
    assert _grades(text, POOL_DECLINED)[0]["F05"] == "correct"
    # heldout283 h12: "the budget also holds a GBP 20,000 contingency" is one more sum, not the cap
    text = "The total cost is capped at GBP 420,000 including VAT, and the budget also holds a GBP 20,000 contingency for storm damage."
    got = _grades(text, POOL_DECLINED)
    assert got[0]["F04"] == "correct" and got[1] == ["GBP 20,000"]
    # heldout289 h10: "… appeal was dismissed … and the approval stands" is no approval of the appellant
    text = "Northlight Theatre Company's appeal was dismissed on 28 April 2026 and the approval stands."
    assert "approval stands" not in _grades(text, _held(289, "arts_hub_jw"))[1]


LAPTOPS_REDUCED = _held(291, "laptop_loan_jy")
MEAL_POINT_REFUSED = _held(292, "meal_point_jz")
MINIBUS_PAUSED = _held(293, "minibus_ka")
POCKET_PARK_EXTENDED = _held(294, "pocket_park_kb")
HOSPICE_REVOKED = _held(295, "hospice_room_kc")
FLOOD_ALARM_CUT = _held(296, "flood_alarm_kd")
MUSEUM_ROUND_TWO = _held(297, "museum_roof_ke")
LAB_RESERVE_POOL = _held(298, "lab_equipment_kf")


def _checks(path, sample):
    return grade_text(path.read_text(encoding="utf-8"), sample)["checks"]


def test_the_heldout291_298_round_statuses():
    # heldout292 h05: the first review the material reports passed is a stage, not the decision
    text = "说白了，这次没批下来。初审是过了，可复审卡在消防验收不合格上，没过；区民政局5月28日已经发了书面通知，今年不给钱。"
    assert _grades(text, MEAL_POINT_REFUSED)[0]["F05"] == "correct"
    # heldout292 h16: "the second review failed", "is not supported this year" (an answer in the other language)
    text = "The first review passed on 15 April 2026, but the second review failed because the venue did not pass the fire safety inspection."
    assert _grades(text, MEAL_POINT_REFUSED)[0]["F05"] == "correct"
    # heldout294 h05: "没这个同意一律不许干" is the rule's requirement, no pending status
    text = "批是早就批下来了，2025年5月20日市住建局点的头。想换地块，得先拿到市住建局的书面同意才能动手，没这个同意一律不许干。"
    assert _grades(text, POCKET_PARK_EXTENDED)[0]["F05"] == "correct"
    # heldout295 h05, h16: the award taken back, in other words or in the other language, is the revocation
    text = "The grants panel said yes on 14 May 2026, but the trust took the grant back in writing on 20 November 2026 and never paid out."
    assert _grades(text, HOSPICE_REVOKED)[0]["F05"] == "correct"
    text = "资助评审小组于2026年5月14日批准了该资助；基金会于2026年11月20日书面撤销了资助，款项未支付。"
    assert _grades(text, HOSPICE_REVOKED)[0]["F05"] == "correct"
    # heldout296 h06: approved in full "按申请的80%" is read, and is the cut reversed
    text = "省应急管理厅已于2026年4月15日按申请的80%补助比例全额批准。"
    assert _grades(text, FLOOD_ALARM_CUT)[0]["F05"] == "distorted"
    # heldout297 h06: "delivery funding is secured" is the pending grant said won
    text = "The Coastal Heritage Fund approved the roof grant on 14 March 2026, so delivery funding is secured."
    assert _grades(text, MUSEUM_ROUND_TWO)[0]["F05"] == "distorted"
    # heldout297 h04: "现在还在审，没有通过": not passed yet
    text = "钱的事还没批下来：申请1月20日就交给集团投资委员会了，现在还在审，没有通过，所以合同暂时不能签。"
    got = _grades(text, CASE_A)
    assert got[0]["F04"] == "correct" and got[1] == []
    # heldout298 h05, h16: refused in the round ("这一批没批下来", "not approved in this round")
    assert _grades("这一批没批下来——没立项，一分钱也不拨。", LAB_RESERVE_POOL)[0]["F05"] == "correct"
    text = (
        "- **Status:** not approved in this round. On 12 May 2026 the project was placed in the provincial "
        "department's reserve project pool and may be recommended with priority in the next round; no funds are paid "
        "in this round."
    )
    assert _grades(text, LAB_RESERVE_POOL)[0]["F05"] == "correct"
    assert _grades("今年还没通过，省科技厅仍在审。", LAB_RESERVE_POOL)[0]["F05"] == "distorted"  # guard: not yet


def test_the_heldout291_298_round_scope_rules_and_steps():
    # heldout291 h11: "The panel cut the vouchers" leaves them out; the reason is the answer's own
    text = "Scope: only Central and Riverside; mobile library and broadband vouchers excluded. The panel cut the vouchers because broadband costs fall outside the fund's rules."
    got = _grades(text, LAPTOPS_REDUCED)
    assert got[0]["F02"] == "correct" and "because broadband costs fall outside the fund's rules" in got[1]
    # heldout291 h03, h13: the signed document itself needs no signer named
    assert _grades("Rule: no loan without a signed loan agreement - no exceptions.", LAPTOPS_REDUCED)[0]["F07"] == "correct"
    assert _grades("Rule: signed loan agreement before any loan; no exceptions.", LAPTOPS_REDUCED)[0]["F07"] == "correct"
    # heldout292 wcb h10: the requirement said of every case
    assert _grades("- A branch librarian confirms every late-fee waiver.", CASE_B)[0]["F07"] == "correct"
    # heldout293 wca h12: a clause joined to a later plan goes on with it, no widened scope
    text = "试点仅覆盖嘉禾仓和临江仓两个仓库的拣货班组，不含冷链仓和退货处理线。后续：试点结束后将推广到冷链仓，并于2026年下半年覆盖集团全部仓库。"
    got = _grades(text, CASE_A)
    assert got[0]["F02"] == "correct" and len(got[1]) == 2
    # heldout293 h14: the chargers named in the scope say nothing of their installation
    text = "The grant would cover only the two electric minibuses and two depot chargers at the Ashby yard.\n\n**Completed (as of 10 March 2026):** a grid connection offer was received from Northvale Networks on 24 February 2026."
    assert _grades(text, MINIBUS_PAUSED)[0]["F06"] == "partial"
    # heldout292 h05: a cue that is the subject's own name counts beside a date (the guard of the fix above)
    text = "到6月5日为止，厨房燃气管道已经在5月12日改好了。接下来打算9月份重新报消防验收。"
    assert _grades(text, MEAL_POINT_REFUSED)[0]["F06"] == "correct"
    # heldout296 h02: the other thing's own act, as the material dates it; h09 (guard): the tender said done
    text = "已完成：全部点位的现场勘测（6月5日）。计划：设备采购招标计划于2026年7月进行，系统联调计划于2026年10月进行。"
    assert _grades(text, FLOOD_ALARM_CUT)[0]["F06"] == "correct"
    text = "**已完成**：设备采购招标已于2026年7月完成。**计划中**：全部点位的现场勘测计划于6月完成。"
    got = _grades(text, FLOOD_ALARM_CUT)
    assert got[0]["F06"] == "distorted" and got[1] == []
    # heldout297 wca h11: a clause with an act of its own takes no go-live carried from the line
    text = "计划：嘉禾仓3月中旬上线，临江仓4月上线，临江仓将于5月底前完成员工培训。"
    got = _grades(text, CASE_A)
    assert got[0]["F06"] == "correct" and got[1] == ["5月底"]
    # heldout298 h02: the material's own dated submission is no resubmission said done; said again, it is
    text = "截至6月10日，专家论证会已于5月20日召开。实验室于2026年3月2日向省科技厅提交了仪器设备购置专项资金申报书。修改后的申报书计划于2026年9月重新提交。"
    assert _grades(text, LAB_RESERVE_POOL)[0]["F06"] == "correct"
    text = "截至6月10日，专家论证会已于5月20日召开，修改后的申报书已于2026年3月2日重新提交。"
    assert _grades(text, LAB_RESERVE_POOL)[0]["F06"] == "distorted"  # guard
    # heldout296 procurement h08: "Lots A, B and C" is one list, Lot C in it
    assert _grades("The tender covers Lots A, B and C.", CASE_C)[0]["F05"] == "distorted"
    # heldout297 h05: "left alone" leaves out
    text = "The works cover only the main gallery roof and the clock tower; the café extension and the staff car park are left alone."
    assert _grades(text, MUSEUM_ROUND_TWO)[0]["F02"] == "correct"


def test_the_heldout291_298_round_values_and_additions():
    # heldout296 h01: the sum as applied for, before the cut, and its cut in brackets
    got = _grades("- **省级补助上限**：72万元（申请时为96万元，已核减）。", FLOOD_ALARM_CUT)
    assert got[0]["F04"] == "correct" and got[1] == []
    # heldout298 h02: "以860万元为上限" after 其中 is the cap
    assert _grades("项目总预算1180万元，其中申请省科技资金以860万元为上限。", LAB_RESERVE_POOL)[0]["F04"] == "correct"
    # heldout295 h12: "a GBP 5,000 interim payment" is a sum of its own (an addition), not the cap
    text = "The award was capped at GBP 48,000 including VAT. Meanwhile the trust has offered a GBP 5,000 interim payment."
    got = _grades(text, HOSPICE_REVOKED)
    assert got[0]["F04"] == "correct" and got[1] == ["GBP 5,000"]
    assert _grades("The award was capped at GBP 58,000 including VAT.", HOSPICE_REVOKED)[0]["F04"] == "distorted"  # guard
    # heldout295 h05: the count said again in brackets; h06: "remains in place" is no act of placing
    assert _grades("Once done, ten relatives can stay over (10 overnight places).", HOSPICE_REVOKED)[1] == []
    text = "The grants panel approved the grant on 14 May 2026 and the award remains in place."
    assert _grades(text, HOSPICE_REVOKED)[0]["F07"] == "omitted"
    # heldout292 h03: what the dated act is not; heldout294 h05: the material's event in a bracket
    assert _grades("需要说明的是，4月15日的初审通过并不是批准。", MEAL_POINT_REFUSED)[1] == []
    assert _grades("后来施工招标两回都没招到人（流标了），街道只好申请往后推。", POCKET_PARK_EXTENDED)[1] == []
    # heldout293 h03: "The fund's assessment panel assessed and scored …": done in the material
    assert _grades("Status: pending. The application has been assessed and scored.", MINIBUS_PAUSED)[1] == []
    # heldout298 h03: 省科技资金 is no company
    assert _grades("现将实验室仪器设备购置省科技资金申请的情况简要汇报如下。", LAB_RESERVE_POOL)[1] == []
    # reasons: one more after the one given; a judgement of the material's target; a review the material never
    # reports; not "due to rule on it" (heldout33 h05, a guard: a first version of this round's fix flagged it)
    got = _grades("复审未通过，原因是场地消防验收不合格，此外申请材料中缺少运营方资质证明。", MEAL_POINT_REFUSED)[1]
    assert got == ["此外申请材料中缺少运营方资质证明"]
    assert _grades("本批次未获立项，主要原因是校外共享机时比例偏低。", LAB_RESERVE_POOL)[1] == ["主要原因是校外共享机时比例偏低"]
    got = _grades("The town council approved the purchase subject to the state grant. The delay is due to the state's budget review.", CASE_C)[1]
    assert got == ["due to the state's budget review"]
    text = "The board hasn't decided yet, and they're due to rule on it when they meet on 11 February."
    assert not any("due to rule" in a for a in _grades(text, _held(33, "nurse_call_aa"))[1])
    # owners swapped among the material's parties: a duty list in labels, verbs the material uses for duties
    text = "Who does what:\n- Branch managers: run the weekly help sessions\n- Volunteer coordinator: runs the loans desks"
    assert _grades(text, LAPTOPS_REDUCED)[1] == ["Branch managers", "Volunteer coordinator"]
    text = "- Who does what: the finance officer organises the training; the volunteer coordinator answers the auditor's questions."
    assert _grades(text, _held(279, "food_pantry_jm"))[1] == ["the finance officer", "the volunteer coordinator"]
    assert _grades("- The town clerk controls the sluice gate.", POOL_DECLINED)[1] == ["The town clerk"]
    # heldout296 h12: a village post before an invented name
    assert _grades("村防汛责任人由村支书张建国担任。", FLOOD_ALARM_CUT)[1] == ["张建国"]


def test_the_heldout291_298_round_completeness():
    # heldout292 h12: a source list that points to the ids cited inline
    assert _checks(REPO / "tests/heldout292/meal_point_jz/h12.txt", MEAL_POINT_REFUSED)["required_sections"]["pass"]
    # heldout295 h03: "Sources: period C03; …" on a plain line of an e-mail, before its close
    assert _checks(REPO / "tests/heldout295/hospice_room_kc/h03.txt", HOSPICE_REVOKED)["required_sections"]["pass"]
    # guard (heldout269 h04): plain "Overview:" and "Status:" lines that go on with sentences are no headings
    got = _checks(REPO / "tests/heldout269/procurement_notice_c/h04.txt", CASE_C)["required_sections"]
    assert not got["pass"] and "missing section 'Status'" in got["detail"]


def test_the_heldout291_298_round_found_by_the_dump():
    # guards (each lost by the first version of this round's first-stage fix): heldout124 h07, the material's refusal
    # at the re-review written as "通过省级专家复审" (a stage the material reports passed, 初审, is no status: this one
    # is the last review)
    text = "审批结果：申请于2026年4月9日通过初审，2026年5月26日通过省级专家复审，已列入本年度资助名单。"
    assert _grades(text, _held(124, "irrigation_channels_dn"))[0]["F05"] == "distorted"
    # heldout149 h07: a first stage passed and "now under consideration at the second stage" says where it stands
    text = "**Status:** the application passed the first-stage review on 12 March 2026 and is now under consideration at the second stage."
    assert _grades(text, _held(149, "harbour_steps_em"))[0]["F05"] == "distorted"
    # heldout290 h13: the reason for the refusal, one more of it, is no pending status, and an addition
    got = _grades("县体育局于2026年5月15日书面退回。\n- 退回原因还包括申报材料缺少场地现状照片", FIELD_RETURNED)
    assert got[0]["F05"] == "correct" and got[1] == ["原因还包括申报材料缺少场地现状照片"]
    # heldout266 h11: "a second tender for Lot C is planned for 2028" (a year the material writes): one more tender
    assert _grades("- Planned: a second tender for Lot C is planned for 2028.", CASE_C)[1] == ["planned"]
    # heldout279 h13: a person named in the writer's own words
    got = _grades("Certainly. Here is the brief prepared for trustee chair Margaret Hale.", _held(279, "food_pantry_jm"))
    assert got[1] == ["Margaret Hale"]


def test_guards_of_the_heldout291_298_round():
    # (each broken by a first version of this round's fixes, found by the full dump)
    # heldout60 h05: "The fund said yes to the Millfield half": the fund decides, it is not the thing decided
    text = "The fund said yes to the Millfield half and gave a smaller sum than the council hoped for."
    assert _grades(text, _held(60, "street_trees_bb"))[1] == []
    # heldout15 h03, heldout261 h02, heldout193 writing_case_b h10: a table's or a label's owner, judged in the
    # segments that say the act (all of them, where none names a doer), one segment at a time
    text = "| Task | Status | Owner |\n| --- | --- | --- |\n| First service visit | Planned | Coldharbour |\n"
    assert _grades(text, _held(15, "cooling_retrofit_i"))[1] == []
    text = "| Task | Owner |\n| --- | --- |\n| Secure the match funding | Treasurer |\n"
    assert _grades(text, _held(261, "electric_minibus_iu"))[1] == []
    assert _grades("**Responsibilities**\n- Project team: installation and staff training\n", CASE_B)[1] == ["Project team"]
    # heldout58 h07, heldout169 h05: the thing the act is done to is no other thing with an act of its own
    text = "- Planned: the chargers at Brackley depot are planned to be installed in November 2026."
    assert _grades(text, _held(58, "mobile_library_az"))[0]["F06"] == "partial"
    text = "Still to come: the panels themselves are due to start going up in September 2027 – that hasn't happened yet."
    assert _grades(text, _held(169, "tram_depot_fg"))[0]["F06"] == "partial"
    # heldout286 h05: the subject opening its clause, its own name the only cue
    text = "施工招标已经搞定了，厨房设备打算8月中旬进场装。"
    assert _grades(text, _held(286, "school_canteen_jt"))[0]["F06"] == "correct"


READING_ROOM_SHORTLISTED = _held(301, "reading_room_kj")
HERITAGE_BOARDS_REFUSED = _held(303, "heritage_sign_kl")
NIGHT_MARKET_OBJECTION = _held(304, "night_market_km")
BIKE_LIBRARY_REDUCED = _held(305, "bike_library_kn")


def test_the_heldout299_306_round():
    # heldout301 h09: "as well as the repair of the hall roof" puts the excluded roof into the scope ("as" opens no
    # reason and no "and so" here)
    text = "- The grant covers the reading room fit-out (shelving and furniture, lighting, the accessible entrance ramp) as well as the repair of the hall roof; only the car park resurfacing is excluded."
    assert _grades(text, READING_ROOM_SHORTLISTED)[0]["F02"] == "distorted"
    # heldout305: "staff cannot borrow" leaves the staff out; the reduction's day, and a report "that" names the
    # container store, are no day of its installation; the completed induction needs no one named to complete it;
    # the rule in the present reports nothing done; a table row's bare "Completed" of a thing the fact reports done
    text = "The bike library serves only students at Kingsgate and Riverside (Hollins medical site excluded; staff cannot borrow)."
    assert _grades(text, BIKE_LIBRARY_REDUCED)[0]["F02"] == "correct"
    text = "- Completed: the container store at Kingsgate campus was installed on 7 May 2026.\n- The fund reduced the grant by GBP 6,000 on 28 April 2026 after the union reported that one container store was no longer needed.\n- Planned: the online booking app launches in August 2026."
    assert _grades(text, BIKE_LIBRARY_REDUCED)[0]["F06"] == "correct"
    assert _grades("Rule: no loan without the completed online safety induction, no exceptions.", BIKE_LIBRARY_REDUCED)[0]["F07"] == "correct"
    assert _grades("Rule: no loan unless the online safety induction is completed; no exceptions.", BIKE_LIBRARY_REDUCED)[0]["F07"] == "correct"
    text = "Rule: bikes are lent only to students who have completed the online safety induction, with no exceptions."
    assert _grades(text, BIKE_LIBRARY_REDUCED)[1] == []
    text = "| Step | State | Date |\n| --- | --- | --- |\n| Kingsgate container store | Completed | 2026-05-07 |\n"
    assert _grades(text, BIKE_LIBRARY_REDUCED)[1] == []
    # heldout304: the review the material reports passed, beside "no final decision yet", is no approval; the
    # decision not made yet in other words; "项目已基本获批" is the hedge on the project the paragraph is about
    for text in ("审批：评审通过、公示期收到异议，正在核查，尚无最终决定。", "| 审批状态 | 评审通过（2026.4.16）、公示期收到异议，正在核查，未作最终决定 |"):
        assert _grades(text, NIGHT_MARKET_OBJECTION)[0]["F05"] == "correct", text
    assert _grades("钱还没批下来。评审会是过了，可公示期间有人提了一件异议，最后怎么定还没说。", NIGHT_MARKET_OBJECTION)[0]["F05"] == "correct"
    got = _grades("- 审批：项目已基本获批，目前处于公示阶段，待异议处理完毕即可下达资金。", NIGHT_MARKET_OBJECTION)
    assert got[0]["F05"] == "distorted" and got[1] == []
    assert _grades("审批：评审通过，区商务局已批准。", NIGHT_MARKET_OBJECTION)[0]["F05"] == "distorted"  # guard
    # heldout303 h11: "now that the research is finished" gives the research no date of the plan; its forecast and a
    # judgement as the reason are the answer's own
    text = "- Completed: historical research for the board texts (27 March 2026).\n- Planned: revised application to the fund's autumn round in September 2026, which is likely to succeed now that the research is finished.\nThe board refused the grant because the council's maintenance plan for the boards was too weak."
    got = _grades(text, HERITAGE_BOARDS_REFUSED)
    assert got[0]["F06"] == "correct" and sorted(got[1]) == ["because the council's maintenance plan for the boards was too weak", "likely"]


ALLOTMENT_DEFERRED = _held(307, "allotment_water_kq")
CLINIC_ON_HOLD = _held(308, "village_clinic_kr")
CHOIR_DECLINED = _held(309, "choir_tour_ks")
FISH_LADDER_UPHELD = _held(310, "fish_ladder_kt")
MAKERSPACE_PART = _held(311, "makerspace_ku")
SEED_BANK_RETURNED = _held(312, "seed_bank_kv")
FERRY_MATCH_FUNDING = _held(313, "ferry_shelter_kw")
COLD_CHAIN_MOVED = _held(314, "cold_chain_kx")


def test_the_heldout307_314_round_rules():
    # heldout311: the party the rule bars is the one who must act, whoever does the act; "before completing"
    for text in (
        "- Rule: laser cutters only after a supervised safety induction; no exceptions.",
        "Laser cutters: supervised safety induction first, no exceptions (staff and volunteers too).",
        "Rule: nobody uses the laser cutters before completing a supervised safety induction, with no exceptions.",
    ):
        assert _grades(text, MAKERSPACE_PART)[0]["F07"] == "correct", text
    assert _grades("- Rule: no exceptions.", MAKERSPACE_PART)[0]["F07"] == "partial"  # guard
    # heldout309: the event's verb as its noun ("countersignatures" for "countersign")
    assert _grades("- Payments need two officers' countersignatures, no exceptions.", CHOIR_DECLINED)[0]["F07"] == "correct"
    # heldout305 h09: the requirement as a noun, ahead of every act
    assert _grades("- Rule: online safety induction before any loan, no exceptions.", BIKE_LIBRARY_REDUCED)[0]["F07"] == "correct"
    # heldout308 h12, h14: the act put off ("暂缓实施") is not done; the missing money given as the reason it waits
    # is a state reported, no rule
    text = "县卫健局2026年4月15日已批复同意，因资金未下达暂缓实施。资金到位前不得开工，没有例外。"
    assert _grades(text, CLINIC_ON_HOLD)[0]["F07"] == "correct"
    text = "县卫健局已于2026年4月15日批复同意补助申请，由于县级补助资金尚未下达，项目暂缓实施。"
    assert _grades(text, CLINIC_ON_HOLD)[0]["F07"] == "omitted"
    # heldout312 h01, h12: a duty under the party's own label; a duty said without a rule is an owner, not the rule
    text = "规定：任何种子未经市种子管理站检测登记，不得入库保存；没有例外，社员自留种也不例外。\n\n分工：\n- 溪川市种子管理站：入库种子的发芽率检测和登记\n"
    got = _grades(text, SEED_BANK_RETURNED)
    assert got[0]["F07"] == "correct" and got[1] == []
    got = _grades("入库种子的发芽率检测由青禾岭村委会负责。任何种子未经市种子管理站检测登记不得入库，没有例外。", SEED_BANK_RETURNED)
    assert got[0]["F07"] == "correct" and got[1] == ["青禾岭村委会"]


def test_the_heldout307_314_round_statuses():
    # heldout308 h05: the approved money not paid out yet, as the material says, is no decision pending
    text = "县卫健局4月15号已经批了，同意给补助。只是县里的钱还没下来，所以先缓一缓，等钱到了再开工。"
    got = _grades(text, CLINIC_ON_HOLD)
    assert got[0]["F05"] == "correct" and got[1] == []
    assert _grades("县卫健局还没批，钱还没下来。", CLINIC_ON_HOLD)[0]["F05"] == "distorted"  # guard
    # heldout309 h03: the approval said with the amount the material's approving sentence gives is its history
    text = "| Item | Detail |\n| --- | --- |\n| Grant approved | GBP 28,500 |\n\nOn 2 June 2026 the choir declined the offer in writing and withdrew its application.\n"
    assert _grades(text, CHOIR_DECLINED)[0]["F05"] == "correct"
    assert _grades(text.replace("28,500", "34,000"), CHOIR_DECLINED)[0]["F05"] == "distorted"  # guard: the request
    # heldout312: "等待专家评审" is the decision still to come; "打回去补了一次" is the return for completion
    assert _grades("- 状态：补正后已于2026年4月9日重新受理，等待专家评审。", SEED_BANK_RETURNED)[0]["F05"] == "correct"
    text = "申请之前因为材料缺东西被打回去补了一次，这不是被否了；补齐后4月9号市局又重新受理了，现在就等专家评审，还没拍板。"
    assert _grades(text, SEED_BANK_RETURNED)[0]["F05"] == "correct"
    # heldout313 h08: the condition said met beside the status said final is that one distortion
    text = "- The grants panel approved the grant in full on 21 May 2026, and the match funding has been confirmed."
    got = _grades(text, FERRY_MATCH_FUNDING)
    assert got[0]["F05"] == "distorted" and got[1] == []
    # heldout313 h13: another thing's state, the grant named only by the verb's ending: an addition, not the status
    text = "Status: approved on 21 May 2026 subject to the trust confirming its match funding by 31 August 2026.\n- Completed: planning consent has already been granted by the district council."
    got = _grades(text, FERRY_MATCH_FUNDING)
    assert got[0]["F05"] == "correct" and got[1] == ["granted"]
    # heldout310 h13: a party's agreement to pay is no decision on the request, and an addition
    text = "专家评审未通过，复核维持原结论。县财政已同意追加安排200万元补足资金缺口。"
    got = _grades(text, FISH_LADDER_UPHELD)
    assert got[0]["F05"] == "correct" and got[1] == ["200万元"]
    # heldout311 h13: two decisions in one clause, each of its own thing
    text = "- Decision: on 24 April 2026 the panel approved the equipment part and refused the building alterations."
    assert _grades(text, MAKERSPACE_PART)[0]["F05"] == "correct"
    # heldout81 h07 (guard): the application approved in full, where the material approves one part and refuses the
    # other in two clauses now
    text = "**Decision:** On 14 September 2026 the Fund's Assessment Panel approved the application in full – both flood rescue boats and the boat store building."
    assert _grades(text, _held(81, "rescue_boats_bw"))[0]["F05"] == "distorted"


def test_the_heldout307_314_round_values_scope_and_additions():
    # heldout309 h05: a length said roughly, both ends given; a sum in words with "and a half"
    text = "The choir wanted to tour for just over three weeks in September 2026 - from the 4th to the 27th."
    got = _grades(text, CHOIR_DECLINED)
    assert got[0]["F01"] == "correct" and got[1] == []
    text = "The council said yes to twenty-eight and a half thousand pounds, but the choir turned the money down in writing on 2 June 2026."
    assert _grades(text, CHOIR_DECLINED)[0]["F04"] == "correct"
    # heldout312 h04: "3. 入库品种：四百二十份" is a label and its value, no heading
    assert _grades("## 概况\n\n1. 建设期：2026/7/1 – 2027/6/30\n3. 入库品种：四百二十份\n", SEED_BANK_RETURNED)[0]["F03"] == "correct"
    # heldout314 h05: paid by the applicant itself is left out of the grant
    text = "补助的钱只能花在冷藏库本身和预冷间上，买冷藏车、装修门市部都得供销社自己掏钱。"
    assert _grades(text, COLD_CHAIN_MOVED)[0]["F02"] == "correct"
    # heldout307 procurement_notice_c h04: "the depot-charger lot" is the depot chargers
    text = "Only the bus lot for the Riverside and Hillcrest routes and the depot-charger lot are on the table; the workshop upgrade was pulled and the airport express isn't part of it."
    assert _grades(text, CASE_C)[0]["F05"] == "correct"
    # heldout303 h02: "Nine of them are lectern boards and five are wall-mounted panels" is read
    assert _grades("The 14 boards: nine lectern boards and five wall-mounted panels.", HERITAGE_BOARDS_REFUSED)[1] == []
    # owners swapped among the material's parties, with verbs of obtaining and writing, a plural verb after a body's
    # name; an acronym is a name's word
    assert _grades("- Greenway Tanks Ltd obtains the third contractor quote", ALLOTMENT_DEFERRED)[1] == ["Greenway Tanks Ltd"]
    assert _grades("- the site secretary obtains the third contractor quote", ALLOTMENT_DEFERRED)[1] == []  # guard
    assert _grades("- The Friends of Ashcombe Library run the volunteer inductions", MAKERSPACE_PART)[1] == ["The Friends of Ashcombe Library"]
    assert _grades("- The parks team writes the board texts", HERITAGE_BOARDS_REFUSED)[1] == ["The parks team"]
    assert _grades("审批通过后由IT部负责数据接口开发。", CASE_A)[1] == ["IT部"]
    assert _grades("The IT department will install the kiosks at both branches.", CASE_B)[1] == ["The IT department"]
    # heldout310 h09: the party's project, named, no act
    assert _grades("青溪县水利站石门拦河坝鱼道项目，施工期2026年10月1日至2027年4月30日。", FISH_LADDER_UPHELD)[1] == []
    # heldout309 h13: the deposit's own refund is no refund of the tickets, and an addition
    text = "As of 10 June 2026 the three venues have received cancellation notices (sent 5 June 2026); refunds to ticket holders are planned for July 2026. The venue deposit of GBP 2,400 has already been refunded in full."
    got = _grades(text, CHOIR_DECLINED)
    assert got[0]["F06"] == "correct" and got[1] == ["refunded"]
    # heldout308 h13: "无障碍" denies nothing; a completion approved by a meeting the material never names
    assert _grades("- 已完成：无障碍坡道选址已完成并经村民代表会议通过", CLINIC_ON_HOLD)[1] == ["已"]


REPAIR_CAFE_MOVED = _held(315, "repair_cafe_ky")
SENSORY_ROOM_HELD = _held(317, "sensory_room_la")
BUS_STOP_REVOKED = _held(320, "bus_stop_ld")
SPORTS_FLOOR_AMOUNT_OPEN = _held(322, "sports_floor_lf")


def test_the_heldout315_322_round():
    # heldout315: "agreed to the change" is no plan to come; the change agreed in writing, as the material reports it
    text = "A later move of GBP 2,000 from the furniture line to the tools line was agreed in writing by the fund office on 12 May 2026."
    assert _grades(text, REPAIR_CAFE_MOVED)[1] == []
    # heldout315 h10 (the distortion graded correct at first sight): the act allowed before the requirement's thing
    text = "- **Rule:** no tool may be lent unless the borrower has completed the café's safety induction; experienced volunteers may borrow tools before their induction."
    assert _grades(text, REPAIR_CAFE_MOVED)[0]["F07"] == "distorted"
    # heldout317, heldout322: the approval, then the money held or the amount left to a review still open, is the
    # conditional approval
    for text in (
        "The trustees said yes on 4 March 2027, but the trust won't hand over the money until the school has signed the grant agreement, and the school hasn't signed it yet.",
        "- Approval: approved by the trustees on 4 March 2027; payment held until the school signs the grant agreement (not yet signed)",
    ):
        assert _grades(text, SENSORY_ROOM_HELD)[0]["F05"] == "correct", text
    assert _grades("The trustees approved the grant on 4 March 2027.", SENSORY_ROOM_HELD)[0]["F05"] == "distorted"  # guard
    text = "- 市教育局于2026年4月28日同意立项，补助金额待财政评审后确定，财政评审尚未完成。"
    assert _grades(text, SPORTS_FLOOR_AMOUNT_OPEN)[0]["F05"] == "correct"
    assert _grades("- 市教育局于2026年4月28日同意立项。", SPORTS_FLOOR_AMOUNT_OPEN)[0]["F05"] == "distorted"  # guard
    # heldout99 h11 (guard): "6月12日撤销原决定并批准申请" revokes the refusal, it approves
    text = "- 审批结果：基金办2026年4月22日驳回，街道5月6日申诉，复核委员会6月12日撤销原决定并批准申请。"
    assert _grades(text, _held(99, "elevator_retrofit_co"))[0]["F05"] == "correct"
    # heldout320: the approval revoked, said short ("被书面撤销", "2026.5.20书面撤销", "把批准收回了"), the
    # material's own revocation in its paragraph, and the approval before it its history
    for text in (
        "- 审批：4月8日批准，5月20日被书面撤销。",
        "- 审批状态：2026年4月8日批准，2026年5月20日书面撤销。",
        "区城管局4月8号其实已经批了，可街道办30天内没把补助协议签下来，5月20号区城管局就发文把批准收回了。",
    ):
        assert _grades(text, BUS_STOP_REVOKED)[0]["F05"] == "correct", text
    assert _grades("- 审批：4月8日批准。", BUS_STOP_REVOKED)[0]["F05"] == "distorted"  # guard


def test_guards_of_the_heldout315_322_round():
    # (each broken by a first version of this round's fixes, found by the full dump)
    # heldout272 h09: money paid after another step is no condition of the approval (only an amount still to be set is)
    assert _grades("县水利局已于2026年5月12日批复同意，资金待省级资金下达后拨付。", CANAL_UNPAID)[0]["F05"] == "correct"
    # heldout212 h07: the approval revoked by another body, the review to be redone, is the pending state there
    text = "区住建局2026年4月15日的批复已被区人民政府于2026年6月8日撤销，责令重新审查，重新审查尚未作出结论。"
    assert _grades(text, _held(212, "lift_retrofit_gx"))[0]["F05"] == "correct"
    # heldout224 h10: the bureau's agreement to the withdrawal is no approval of the project
    text = "- 立项：街道办主动申请撤销，区发改委已同意撤销；重新申报时间未定。"
    assert _grades(text, _held(224, "bus_shelter_hj"))[0]["F05"] == "correct"


def test_misses_left_by_the_heldout315_322_round():
    # heldout322 h07, h12, h13, h15: the area said with its measure, its thing named earlier in the sentence only
    text = "- 第七中学体育馆地板更换工程施工期为2026年7月10日至2026年8月25日，只更换主馆篮球场和副馆排球场两块场地，共1280平方米，工程总预算不超过96万元（含税）。"
    assert _grades(text, SPORTS_FLOOR_AMOUNT_OPEN)[0]["F03"] == "correct"
    # heldout320 h13: a person the material never names, leading a visit by title ("由城建科科长王立新带队")
    text = "- 已完成：截至2026年5月25日，现场勘测已于4月15日完成，由城建科科长王立新带队。"
    assert any("王立新" in u for u in _grades(text, BUS_STOP_REVOKED)[1])
    # heldout320 h12: a budget change of its own as the reason for the revocation
    text = "- 审批状态：4月8日获批后，于5月20日被区城管局书面撤销，撤销原因是补助资金预算调整。"
    assert any("预算调整" in u for u in _grades(text, BUS_STOP_REVOKED)[1])
    # (guard) the material's own reason for it, restated
    text = "- 审批状态：4月8日获批后，因街道办未在30日内签订补助协议，于5月20日被区城管局书面撤销。"
    assert _grades(text, BUS_STOP_REVOKED)[1] == []
    # heldout309 h12: the offer "recorded by the council as declined" is the applicant's declining, as the material
    # says ("The council recorded the offer as declined")
    text = "- Approved 14 May 2026; declined by the choir in writing on 2 June 2026, application withdrawn; recorded by the council as declined."
    assert _grades(text, _held(309, "choir_tour_ks"))[0]["F05"] == "correct"
    text = "- Grant: declined by the council on 2 June 2026."
    assert _grades(text, _held(309, "choir_tour_ks"))[0]["F05"] == "distorted"  # guard


FLOODLIGHTS_WITHDRAWN = _held(323, "floodlights_lg")
REHAB_KIT_REFUSED = _held(324, "rehab_kit_lh")
RAIN_TANKS_POSTPONED = _held(325, "rain_tanks_li")
OLD_STAGE_REVIEWED = _held(326, "old_stage_lj")
FAMILY_GARDEN_CUT = _held(327, "family_garden_lk")
BOOK_CORNER_RECOMMENDED = _held(328, "book_corner_ll")
TOWPATH_CONDITION_MET = _held(329, "towpath_lm")
STAIR_LIGHTS_DEEMED = _held(330, "stair_lights_ln")


def test_the_heldout323_330_round_statuses():
    # heldout323: the applicant's withdrawal said "withdrawn by the club" (the party the material says withdrew), and
    # the landowner's refusal of its consent, the reason, is no refusal of the application
    for text in (
        "| Application | Withdrawn by the club on 2 June 2026 (approved by the panel on 14 May 2026) |",
        "- Status: approved on 14 May 2026, then withdrawn by the club in writing on 2 June 2026, before any payment.",
        "**Status:** withdrawn by the club on 2 June 2026 after the panel's approval on 14 May 2026.",
        "- Status: the panel approved the grant on 14 May 2026; the club withdrew its application in writing on 2 June 2026, before any payment, because Hollins Estate refused consent.",
    ):
        assert _grades(text, FLOODLIGHTS_WITHDRAWN)[0]["F05"] == "correct", text
    # the foundation's refusal is that distortion: the material's "neither rejected nor cancelled" gives no refusal
    # that would make it the material's own sentence
    text = "- Status: the foundation rejected the application on 2 June 2026 because the landowner refused consent."
    assert _grades(text, FLOODLIGHTS_WITHDRAWN)[0]["F05"] == "distorted"
    # heldout324 h16: a first stage passed, in the other language, beside the refusal
    text = "- Approval status: the application passed the preliminary review but was rejected at the final review; the station did not request a review. It was not approved."
    assert _grades(text, REHAB_KIT_REFUSED)[0]["F05"] == "correct"
    # heldout325 h05: "hasn't been approved or turned down" denies both
    text = "Where the application stands: still waiting. The February panel (24 February 2027) didn't have enough members to decide anything, so the decision got pushed to the next panel meeting on 17 March 2027. It hasn't been approved or turned down."
    assert _grades(text, RAIN_TANKS_POSTPONED)[0]["F05"] == "correct"
    # heldout325 writing_case_a h05: "等审批通过了再开发数据接口" waits for the approval, it reports none
    text = "预算还在走审批，集团那边还没点头。\n还没做的：等审批通过了再开发数据接口。"
    assert _grades(text, CASE_A)[0]["F04"] == "correct"
    # heldout326: the refusal revoked on review, in the material's own refusal word, or the decision revoked and a
    # re-examination ordered, is no refusal in force
    for text in (
        "- 审批状态：原不予补助的决定已被复议机关撤销，县文旅局正在重新审查，尚无结论。",
        "1. 补助审批：县文旅局4月10日初次决定不予补助；村委会4月28日申请行政复议，县人民政府6月12日撤销原决定并责令重新审查。截至6月20日，县文旅局尚未作出重新审查结论。",
        "- Status: the bureau first refused the subsidy on 10 April 2026; after an administrative review the county government revoked that decision and ordered a re-examination, which has not concluded.",
    ):
        assert _grades(text, OLD_STAGE_REVIEWED)[0]["F05"] == "correct", text
    assert _grades("- 审批状态：补助申请已被县文旅局驳回。", OLD_STAGE_REVIEWED)[0]["F05"] == "distorted"  # guard
    # heldout326 procurement_notice_c h12: an approval cut at the output budget before its condition
    text = "- Approval: the council approved the purchase subject to the grant.\n- Approval: the council approved the purchase subj"
    assert _grades(text, CASE_C)[0]["F04"] == "correct"
    # heldout329 h05: the condition "sorted", the approval final
    text = "Good news: the grant is fully approved. The planning condition is sorted and the money has been released."
    assert _grades(text, TOWPATH_CONDITION_MET)[0]["F05"] == "correct"


def test_the_heldout323_330_round_values_scope_and_steps():
    # heldout323 h04, heldout329 h04, heldout323 procurement_notice_c h04: a small number in words under its label
    assert _grades("- Columns: eight", FLOODLIGHTS_WITHDRAWN)[0]["F03"] == "correct"
    assert _grades("- Columns: six", FLOODLIGHTS_WITHDRAWN)[0]["F03"] == "distorted"
    assert _grades("- Benches: fourteen new", TOWPATH_CONDITION_MET)[0]["F03"] == "correct"
    assert _grades("- Buses: twelve battery-electric", CASE_C)[0]["F01"] == "correct"
    # heldout327: the award cut from the approved sum, the approved sum its history; the approved sum under the
    # award's label, with its funder after it, is that distortion
    for text in (
        "GBP 12,000 was approved on 10 March 2026 and reduced in writing to GBP 9,500 on 2 April 2026.",
        "The foundation cut the award from GBP 12,000 to GBP 9,500 after its own budget cut.",
    ):
        assert _grades(text, FAMILY_GARDEN_CUT)[0]["F04"] == "correct", text
    text = "## Overview\n- Award: GBP 12,000 from the Ashcombe Community Foundation\n"
    assert _grades(text, FAMILY_GARDEN_CUT)[0]["F04"] == "distorted"
    # heldout329 h06: the request's sum under the cap's label
    assert _grades("## Overview\n- Grant cap: GBP 520,000\n", TOWPATH_CONDITION_MET)[0]["F04"] == "distorted"
    # heldout329 h03: a stretch named with a dash for "to"
    text = "- Scope: Kelbrook Lock–Mill Bridge and Mill Bridge–Hatton Wharf sections only; the Hatton Wharf car park and the Lindley aqueduct are excluded."
    assert _grades(text, TOWPATH_CONDITION_MET)[0]["F02"] == "correct"
    # heldout330 procurement_notice_c h09 (a distortion graded correct at first sight): Lot C listed with the lots
    # the tender covers; the exclusion after "with" is the airport route's own
    text = "12 battery-electric buses; the tender covers Lot A, Lot B and Lot C (the maintenance workshop upgrade), with the airport express route excluded."
    assert _grades(text, CASE_C)[0]["F05"] == "distorted"
    text = "12 battery-electric buses; the tender covers Lot A and Lot B, with Lot C and the airport express route excluded."
    assert _grades(text, CASE_C)[0]["F05"] == "correct"  # guard
    # heldout330 writing_case_b h08 (a distortion graded correct at first sight): a part of the month the material
    # does not give
    text = "**Planned:** Eastgate late September, Millbrook late October"
    assert _grades(text, CASE_B)[0]["F06"] == "distorted"
    assert _grades("**Planned:** Eastgate late September, Millbrook in October", CASE_B)[0]["F06"] == "correct"  # guard
    # heldout328 h05: the period's end in the clause after its start ("一直开到")
    text = "图书角从2026年9月1日开张，一直开到2027年7月10日。"
    assert _grades(text, BOOK_CORNER_RECOMMENDED)[0]["F01"] == "correct"
    # heldout330 h01: the act's adverb, then the party it goes to ("重新向街道办提交补助申请")
    text = "**已完成**（截至2026年3月10日）：物业服务中心已于2026年1月15日完成8栋楼全部楼道灯具的摸底登记。\n**计划中**：业委会计划于2026年4月重新向街道办提交补助申请。"
    assert _grades(text, STAIR_LIGHTS_DEEMED)[0]["F06"] == "correct"
    # heldout323 h09: "met Hollins Estate on site in July 2026" is the planned site meeting, said done
    text = "- **Completed:** members informed of the withdrawal on 5 June 2026; the club met Hollins Estate on site in July 2026 to discuss an alternative location."
    assert _grades(text, FLOODLIGHTS_WITHDRAWN)[0]["F06"] == "distorted"


def test_the_heldout323_330_round_additions_and_checks():
    # heldout324 h13: a step the material plans, said done with its month ("已于6月完成")
    text = "- 已完成：截至2026年6月25日，已完成康复训练室场地改造（6月16日）；居民康复需求问卷调查已于6月完成。"
    assert any("已于" in u for u in _grades(text, REHAB_KIT_REFUSED)[1])
    # heldout324 h05, heldout330 h05: what a thing already covers, a plan fallen through, no step done
    assert _grades("- 终审没过，区里说这类设备统一采购已经管了。", REHAB_KIT_REFUSED)[1] == []
    text = "申请这块儿黄了——不是被驳回，是业委会没在期限内把街道办要的补充材料交上去，街道办就按规定算业委会撤回申请了。"
    assert _grades(text, STAIR_LIGHTS_DEEMED)[1] == []
    # heldout330 h04: "1–8号楼" where the material writes "1号楼至8号楼"
    assert _grades("- **改造范围**：仅1–8号楼住宅楼道、单元门厅。", STAIR_LIGHTS_DEEMED)[1] == []
    # heldout323 procurement_notice_c h13: a complete list item, its full stop garbled, the model stopped on its own
    text = "- Planned: contract award in April 2027.\n- Bids without a valid battery safety certificate will not be evaluated; no exemption will be granted\ufffd\ufffd\n"
    assert checks.half_sentence(text, "eos")["pass"] is True
    assert checks.half_sentence(text, "length")["pass"] is False  # guard


def test_the_heldout323_330_round_labels_that_deny():
    # heldout330 writing_case_b h05: "Nothing is live yet:" says the go-lives after it are still to come
    text = "Nothing is live yet: Eastgate should switch on in late September, Millbrook in October.\n"
    assert _grades(text, CASE_B)[0]["F06"] == "correct"
    text = "Done: Eastgate went live in late September, Millbrook in October.\n"
    assert _grades(text, CASE_B)[0]["F06"] == "distorted"  # guard


def test_misses_left_by_the_heldout315_322_round_forecasts_and_moved_sums():
    sensory = _held(317, "sensory_room_la")
    # heldout317 h13: a forecast of the material's other funder, with a time of its own, where the material forecasts
    # nothing ("rejected the school's separate application for an outdoor sensory garden on 2 February 2027")
    text = "- The Ferncroft Community Foundation is expected to reconsider the garden application in the autumn\n"
    assert any("expected" in u for u in _grades(text, sensory)[1])
    text = "- The Ferncroft Community Foundation rejected the school's separate garden application on 2 February 2027.\n"
    assert _grades(text, sensory)[1] == []  # guard
    # heldout315 h03, h14, h16: the sum moved between budget lines is no cap
    cafe = _held(315, "repair_cafe_ky")
    for text in (
        "The grant is capped at GBP 48,500. The grant was approved on 24 March 2026; the GBP 2,000 move between budget lines was agreed in writing and leaves the total unchanged.",
        "- 资助上限为48,500英镑。\n- 审批：2026年3月24日批准资助；之后2,000英镑在预算科目间调整，基金办公室已书面同意，资助总额不变。",
    ):
        assert _grades(text, cafe)[0]["F04"] == "correct", text
    assert _grades("The grant is capped at GBP 2,000.", cafe)[0]["F04"] == "distorted"  # guard


def test_the_heldout323_330_round_duty_lists():
    # heldout328 h12: a duty the material's list gives another doer, word for word ("语文教研组负责选书")
    text = "**分工**：\n- 信息中心：负责选书\n"
    assert any("信息中心" in u for u in _grades(text, BOOK_CORNER_RECOMMENDED)[1])
    assert _grades("**分工**：\n- 语文教研组：负责选书\n", BOOK_CORNER_RECOMMENDED)[1] == []  # guard
    # heldout323 procurement_notice_c h11: how the decision was taken, invented ("after a unanimous vote")
    text = "- Approval: on 12 January 2027 the council approved the purchase after a unanimous vote, subject to confirmation of the state clean-transport grant, which is not yet confirmed."
    assert any("unanimous vote" in u for u in _grades(text, CASE_C)[1])
    text = "- Approval: on 12 January 2027 the council approved the purchase, subject to confirmation of the state clean-transport grant, which is not yet confirmed."
    assert _grades(text, CASE_C)[1] == []  # guard
    # heldout326 h08 (found by the full dump once its status read right; a guard, the grader before read the status
    # wrong and never judged this clause): "截至6月20日未出结论" is a state as of that day, no deadline
    text = "- 审批：原不予补助决定已被县政府撤销，县文旅局重新审查中，截至6月20日未出结论。"
    assert _grades(text, OLD_STAGE_REVIEWED)[1] == []


DOG_PARK_RESUBMITTED = _held(331, "dog_park_lo")
WATER_KIOSK_CHANGED = _held(332, "water_kiosk_lp")
SKATE_RAMP_CALLED_IN = _held(333, "skate_ramp_lq")
CHOIR_LOFT_IN_PRINCIPLE = _held(335, "choir_loft_ls")
COLD_ROOM_PAID = _held(336, "cold_room_lt")
BANDSTAND_LAPSED = _held(337, "bandstand_lu")
BUS_SHELTER_RETURNED = _held(338, "bus_shelter_lv")


def test_the_heldout331_338_round_statuses():
    # heldout337: the approval lapsed by the grant's own terms, as the material says, is the fact's state (typed
    # withdrawn); the approval before it its history, the reason's "works" no other thing's state
    for text in (
        "The grant was approved on 2 June 2025, but the approval lapsed on 2 June 2026 because the works did not start within twelve months; it is no longer in force.",
        "**Status:** lapsed. The grant was approved on 2 June 2025; because the works did not start within twelve months, the approval lapsed on 2 June 2026 and is no longer in force.",
        "- Status: approved 2 June 2025, lapsed 2 June 2026 (works not started within twelve months); no longer in force; not refused.",
    ):
        assert _grades(text, BANDSTAND_LAPSED)[0]["F05"] == "correct", text
    assert _grades("- Status: approved on 2 June 2025.", BANDSTAND_LAPSED)[0]["F05"] == "distorted"  # guard
    # heldout338: returned to be filled in again on the new template, as the material says, is no refusal
    for text in (
        "- 申请被县交通运输局退回，村委会尚未重新提交。",
        "**办理状态**：县交通运输局于2026年2月26日以申请表未使用新版模板为由将申请退回，要求按新模板重新填报，村委会尚未重新提交。",
        "- 状态：退回重填，既非驳回也非批准。",
        "- Status: the county transport bureau returned the application on 26 February 2026 because the application form did not use the new template; the village committee has not resubmitted yet. This is neither a rejection nor an approval.",
    ):
        assert _grades(text, BUS_SHELTER_RETURNED)[0]["F05"] == "correct", text
    assert _grades("- 申请已被县交通运输局驳回。", BUS_SHELTER_RETURNED)[0]["F05"] == "distorted"  # guard
    # heldout333: the approval called in for scrutiny, not in force until the committee meets
    for text in (
        "* Grant: approved by the county cabinet on 2026-05-19 but called in for scrutiny; suspended and not in force until the scrutiny committee meets on 16 Jun 2026.",
        "- 郡内阁于2026年5月19日批准了该资助，但该决定已被提请审查，目前暂停，尚未生效；须等监督与审查委员会于2026年6月16日开会。",
    ):
        assert _grades(text, SKATE_RAMP_CALLED_IN)[0]["F05"] == "correct", text
    text = "* Grant: approved by the county cabinet on 19 May 2026."
    assert _grades(text, SKATE_RAMP_CALLED_IN)[0]["F05"] == "distorted"  # guard
    # heldout331 h05: the applicant named before the state of its new application is no other thing with a state
    text = "- Where the bid stands: the first go got knocked back at the eligibility stage; the association tried again in round 5 and that one is still being assessed - nobody has decided anything yet."
    assert _grades(text, DOG_PARK_RESUBMITTED)[0]["F05"] == "correct"
    # heldout335 h10: "the application" the trust rejected is the answer's own (the material's rejected application
    # is another party's, "the Brackenmoor Civic Society's own application")
    assert _grades("- Status: the trust rejected the application.", CHOIR_LOFT_IN_PRINCIPLE)[0]["F05"] == "distorted"


def test_the_heldout331_338_round_additions():
    # heldout331: "round 5" as the material writes it; "the residents want a fenced spot" names no doer
    text = "- Status: pending; the round 5 resubmission is under assessment and no decision has been made."
    assert _grades(text, DOG_PARK_RESUBMITTED)[1] == []
    text = "So: the residents want a fenced spot on Alder Common where dogs can run."
    assert _grades(text, DOG_PARK_RESUBMITTED)[1] == []
    # heldout332: the material's company named after a verb; the applicant lodging its own application
    assert _grades("- 项目实施单位由柳塘镇政府变更为县城投公司。", WATER_KIOSK_CHANGED)[1] == []
    assert _grades("- 柳塘镇政府于2026年3月2日递交申请材料，县水利局于3月5日出具受理回执。", WATER_KIOSK_CHANGED)[1] == []
    # heldout332 h12, heldout336 h13: a matching sum of its own is an addition, not the fact's amount
    text = "- 补助金额：县水利局核定补助资金186万元，县财政另安排配套资金30万元。"
    grades, added = _grades(text, WATER_KIOSK_CHANGED)
    assert grades["F04"] == "correct" and any("30万元" in u for u in added)
    # heldout334 h02, heldout335 h02: the material's "as of" day, said of a state still holding
    assert _grades("- 审批：预算申请截至2月10日仍在审批中。", CASE_A)[1] == []
    assert _grades("- 审批：预算申请截至3月1日仍在审批中。", CASE_A)[1] != []  # guard


def test_the_heldout331_338_round_values():
    # heldout337 h06, h10, h12: "all 16" under the count's label
    assert _grades("- Columns: all 16 to be restored.", BANDSTAND_LAPSED)[0]["F03"] == "correct"
    assert _grades("- Columns: all 15 to be restored.", BANDSTAND_LAPSED)[0]["F03"] == "distorted"
    # heldout337 h03, h11: "within twelve months", the grant terms' window, as the material says it, is no length
    # of the works period
    text = "- Works: 1 April 2026 to 30 November 2026.\n- Status: the approval lapsed on 2 June 2026 because the works did not start within twelve months."
    assert _grades(text, BANDSTAND_LAPSED)[0]["F01"] == "correct"


def test_someone_called_in_to_do_a_job_is_no_decision_called_in():
    from harness.grade.extract import stated_status
    from harness.grade.lexicon import lexicon

    # (guards of the heldout333 fix, "approved …, then called in for scrutiny": a person or firm called in to do a
    # job, works suspended, say nothing of a decision)
    assert stated_status(lexicon("en"), "an electrician was called in to check the wiring") is None
    assert stated_status(lexicon("en"), "the surveyor was called in") is None
    assert stated_status(lexicon("en"), "the works are suspended until spring") is None
    assert stated_status(lexicon("en"), "approved by the cabinet on 19 May 2026, then called in")[0] == "pending"


def test_a_reason_opening_is_no_as_of():
    from harness.grade.reasons import REASON_LEAD, REASON_OPENING

    # (review of the heldout331-338 round: "as" also opens "as of 10 September 2026", and 因此 is "therefore")
    assert REASON_LEAD.search("as of 10 September 2026 the approval has lapsed") is None
    assert REASON_LEAD.search("因此项目暂停") is None
    assert REASON_LEAD.search("lapsed on 2 June 2026 because works did not start")
    assert REASON_LEAD.search("因资金未下达")
    # one pattern for every reader (the next stop's review: five spellings of it stood in four modules): "as" gives a
    # reason only where it opens the clause, and never "as of", "as well as", "as part of"; 因素 is no reason word
    assert REASON_OPENING.match("as the works did not start, the approval lapsed")
    assert REASON_OPENING.match("因为冷链仓的温控作业排班规则特殊")
    assert REASON_OPENING.match("原因是补助资金预算调整")
    assert REASON_OPENING.match("due to the audit findings")
    for text in ("as of 10 September 2026 the approval lapsed", "as well as the vans", "as part of the pilot",
                 "因此项目暂停", "因素很多"):
        assert REASON_OPENING.match(text) is None, text


HALL_SOLAR_RATIFY = _held(339, "hall_solar_lw")
BOOK_ROOM_ORAL = _held(340, "book_room_lx")
BOAT_STORE_APPEAL = _held(341, "boat_store_ly")
CLINIC_KIT_WITHDRAWN = _held(342, "clinic_kit_lz")
RAIN_TANKS_OFFER = _held(343, "rain_tanks_ma")
CANTEEN_REVOKED = _held(344, "canteen_mb")
STUDIO_OMBUDSMAN = _held(345, "studio_mc")
PROC = REPO / "samples" / "procurement_notice_c"


def test_the_heldout339_346_round_statuses():
    # heldout343: an offer that binds only once the applicant signs its acceptance is conditional
    for text in (
        "The grant is conditional: it only becomes binding when we sign and return the acceptance form by 29 May 2026.",
        "- Status: offer letter issued 2026-04-20; **conditional** until the signed acceptance form is returned.",
        "Conditional offer: the letter came on 20 April 2026 and the grant binds only once the form is signed.",
        "The grant offer letter was issued on 20 April 2026; the grant becomes binding only once the society signs "
        "and returns the acceptance form by 29 May 2026 (not yet signed).",
    ):
        assert _grades(text, RAIN_TANKS_OFFER)[0]["F05"] == "correct", text
    assert _grades("- Status: the fund approved the grant on 20 April 2026.", RAIN_TANKS_OFFER)[0]["F05"] == "distorted"
    # heldout340: an oral yes, the written approval not issued, is no decision yet (nor an approval added)
    grades, added = _grades("- 审批：尚未获得批准，分管领导仅口头同意，以书面批复为准。", BOOK_ROOM_ORAL)
    assert grades["F05"] == "correct" and added == []
    grades, added = _grades("- 审批：分管领导在协调会上嘴上答应了，可正式文件还没发，现在不算批准。", BOOK_ROOM_ORAL)
    assert grades["F05"] == "correct" and added == []
    assert _grades("- 审批：补助申请已获批准。", BOOK_ROOM_ORAL)[0]["F05"] == "distorted"  # guard
    # heldout339 h16: a committee's vote that the full council must still ratify is no decision yet
    text = "- 审批状态：尚未获批。区议会拨款委员会于2026年4月14日投票同意拨款，但须经全体议会在2026年5月21日的会议上追认后才生效。"
    assert _grades(text, HALL_SOLAR_RATIFY)[0]["F05"] == "correct"
    # heldout341 h05: "we got the full grant", the award said from the applicant's side
    text = "Good news: we got the full grant. The fund said no at first, but we appealed and won."
    assert _grades(text, BOAT_STORE_APPEAL)[0]["F05"] == "correct"
    # heldout342 h13: 主动书面撤回, the applicant's own written withdrawal
    assert _grades("- 申请状态：卫生室主动书面撤回，县卫生健康局已确认撤回。", CLINIC_KIT_WITHDRAWN)[0]["F05"] == "correct"
    # heldout344: an approval revoked (撤销补助批复, 把批复收回, 批复不算数), said after it was once given (本来批了), and
    # said in a sentence a semicolon joins to the one that names the application
    text = "县教育局已撤销补助批复并追回已拨付的54万元，批复不再有效。"
    grades, added = _grades(text, CANTEEN_REVOKED)
    assert grades["F05"] == "correct" and added == []
    text = "补助的事黄了：教育局本来批了，后来审计查出多报了面积，教育局就把批复收回去了，现在这个批复不算数了。"
    grades, added = _grades(text, CANTEEN_REVOKED)
    assert grades["F05"] == "correct" and added == []
    text = "补助申请于2026年1月15日递交，县教育局1月22日出具受理回执；3月18日批复同意并拨付首期款54万元，5月20日因审计发现虚报面积而撤销批复、追回已拨资金，批复已不再有效。"
    assert _grades(text, CANTEEN_REVOKED)[0]["F05"] == "correct"
    assert _grades("- 审批：补助申请已获批准。", CANTEEN_REVOKED)[0]["F05"] == "distorted"  # guard
    # heldout345 h16: the refusal no longer in force (原拒绝已不再有效), no new decision yet
    text = "- 资助决定：基金尚未重新决定，原拒绝已不再有效，目前没有新的决定（待定）。"
    assert _grades(text, STUDIO_OMBUDSMAN)[0]["F05"] == "correct"


def test_the_heldout339_346_round_values_and_conditions():
    # heldout343 h08: "the north and east field plots" names both plots, the head said once at the end
    assert _grades("The grant covers only the north and east field plots.", RAIN_TANKS_OFFER)[0]["F02"] != "distorted"
    assert _grades("The grant covers only the east field plots.", RAIN_TANKS_OFFER)[0]["F02"] == "distorted"  # guard
    # heldout343 h03: the period said before a second predicate of the same subject ("and will install …")
    text = "The funded project runs from 1 June 2026 to 31 October 2026 and will install 24 rainwater tanks in total."
    assert _grades(text, RAIN_TANKS_OFFER)[0]["F01"] == "correct"
    text = "The funded project runs from 1 June 2026 to 30 November 2026 and will install 24 rainwater tanks in total."
    assert _grades(text, RAIN_TANKS_OFFER)[0]["F01"] == "distorted"  # guard
    # heldout343 h13: a rule cut at the output budget ("… will") drops nothing
    text = "Bids without a valid battery safety certificate will not be evaluated.\nBids without a valid battery safety certificate will"
    assert grade_text(text, PROC, "length")["facts"]["F07"]["grade"] != "distorted"
    # heldout340 h04: "无正式书面批复，不得签订施工合同", the requirement missing, then the act barred
    assert _grades("- 规定：无正式书面批复，不得签订施工合同；无例外。", BOOK_ROOM_ORAL)[0]["F07"] == "correct"
    # heldout340 h08: the subset given as the total after the time it holds ("改造完成后共设40个")
    assert _grades("- 阅览座位：改造完成后共设40个", BOOK_ROOM_ORAL)[0]["F03"] == "distorted"
    assert _grades("- 阅览座位：改造完成后共设64个", BOOK_ROOM_ORAL)[0]["F03"] == "correct"  # guard
    # heldout342 h12: the planned step cut at the output budget before its date, a clause later
    text = (
        "## Status\n- Completed (as of 15 February 2027): the bidders' site visit at the Northgate depot on 10 February"
        " 2027.\n- Planned: the contract award, once the grant is confirmed, in"
    )
    assert grade_text(text, PROC, "length")["facts"]["F06"]["grade"] == "partial"


def test_the_heldout339_346_round_additions():
    # heldout341 h11: an owner swapped among the material's parties, said in English in the present
    added = _added("**Responsibilities**\n- The club treasurer draws up the rack allocation.\n", BOAT_STORE_APPEAL)
    assert any("treasurer" in u for u in added)
    assert _added("**Responsibilities**\n- The club captain draws up the rack allocation.\n", BOAT_STORE_APPEAL) == []
    # heldout344: what a sum includes (税已经算在里面了), the money once paid named as recovered
    assert _added("总花费封顶260万元，税已经算在里面了。", CANTEEN_REVOKED) == []
    assert _added("县教育局已撤销批复，已拨资金被追回。", CANTEEN_REVOKED) == []
    # heldout345 h10: "since the ombudsman's ruling" is a time, not a reason
    assert _added("- Decision: pending (no new decision since the ombudsman's ruling).", STUDIO_OMBUDSMAN) == []
    assert _added("- Decision: refused, since the panel misread the noise figures.", STUDIO_OMBUDSMAN) != []  # guard


def test_the_heldout339_346_round_guards():
    # (found by the whole-answer compare of this round; all but the last pass on the commit before, the last is a fix:
    # 还没出结果 read as pending)
    # a semicolon joins a status to the sentence before it that names the subject, not to the one after it that names a
    # thing of its own, nor where the clause names a thing of its own before its status words
    text = "省里的钱批下来一部分：3月10日省文化和旅游厅点头同意了青岩古村和云瀑峡这两处，给了198万元；白鹭湾因为在湿地保护区的核心区里，被否决了，没批。"
    assert _grades(text, _held(118, "tourist_toilets_dh"))[0]["F05"] == "correct"
    text = "- 省资金管理办公室已于2026年4月8日批准本项目，项目本身的批准继续有效；原实施单位破产后提出的变更实施主体申请尚在审核中。"
    assert _grades(text, RURAL_CLINICS)[0]["F05"] == "correct"
    # a step of the process said to be conditional is no conditional approval
    text = "The Board's consideration is conditional on completion of the electrical load study for the Kelvin Building."
    assert _grades(text, _held(15, "cooling_retrofit_i"))[0]["F05"] != "distorted"
    # the project a fact is about is no party given another's act; a stage passed the material never reports stays an
    # addition
    assert _added("The scheme installs 64 LED light units (72 including the handrail lights).", BRIDGE_LIGHTS) == []
    assert _added("- 已完成：二期实施方案已经镇党委会议审议通过。", STREET_LIGHTS) != []
    # the date of the appeal a party lodged, named after "following", is the appeal's, not the works period's
    text = "The grant is approved: following the council's appeal of 2 August 2026 the appeals panel overturned the refusal and approved the grant on 22 September 2026."
    assert _grades(text, _held(167, "lido_boiler_fe"))[0]["F01"] != "distorted"
    # heldout212 h05: an approval once given (本来批了), then revoked, the review not out yet: pending as the material
    # ends
    text = "区住建局4月15日本来批了，可有些业主去申请了行政复议，区政府6月8日说程序有问题，把这个批复撤掉了，让住建局重新审。重新审到现在还没出结果，所以眼下手里没有批复。"
    assert _grades(text, LIFT_RETROFIT)[0]["F05"] == "correct"


BELL_TOWER_HOLD = _held(347, "bell_tower_me")
WELL_REPAIR_ADVICE = _held(348, "well_repair_mf")
MURAL_ACCEPTED = _held(349, "mural_mg")
ORCHARD_MINUTES = _held(351, "orchard_mi")
CULTURAL_HALL_VOID = _held(352, "cultural_hall_mj")
SCOUT_HUT_PAUSED = _held(353, "scout_hut_mk")
FARM_ROAD_UNPAID = _held(354, "farm_road_ml")


# (text, sample, fact, grade): statuses, rules and scope of the heldout347-354 round (guards pass on 42a92e5 too)
HELDOUT347_354_STATUSES = [
    # heldout347: approved, the payment held by the material itself: the approval as the material types it, and
    # "payment … pending verification" is the money's, not the decision's
    ("- Grant decision: Approved on 9 March 2027 by the grants panel (payment on hold until the bank details are "
     "verified).", BELL_TOWER_HOLD, "F05", "correct"),
    ("- Approval: approved by the grants panel on 9 March 2027; payment is on hold pending verification of the new "
     "bank details, but the approval stands.", BELL_TOWER_HOLD, "F05", "correct"),
    ("- Approval: the grant is still pending.", BELL_TOWER_HOLD, "F05", "distorted"),  # guard
    # heldout348: an expert panel's advice to refuse is no refusal; the deciding body has not met yet
    ("- 审批：待定，局党组会尚未审议（专家评审会仅为不予支持的建议）", WELL_REPAIR_ADVICE, "F05", "correct"),
    ("补助申请尚待局党组会审议，专家评审会的不予支持只是建议。", WELL_REPAIR_ADVICE, "F05", "correct"),
    ("- 审批：县水利局已驳回该申请。", WELL_REPAIR_ADVICE, "F05", "distorted"),  # guard
    # heldout348 h03: the township's own step in its table row, as the material gives it, beside the pending decision
    ("| 事项 | 状态 |\n| --- | --- |\n| 青石乡政府 | 已于4月30日审核同意并转报 |\n| 县水利局补助决定 | 待局党组会审议 |\n",
     WELL_REPAIR_ADVICE, "F05", "correct"),
    # heldout353: "has not been withdrawn" is no withdrawal; "while match funding is secured" is a time, no approval
    ("The fund has paused its assessment at the group's own written request while match funding is secured; the "
     "application has not been withdrawn and no decision has been made.", SCOUT_HUT_PAUSED, "F05", "correct"),
    # heldout354 h05: "这不影响已经批了" keeps the approval
    ("县农业农村局5月12号开局务会把咱们的申请审议通过了，批文5月18号也发下来了，就是钱还没到账——这不影响已经批了。",
     FARM_ROAD_UNPAID, "F05", "correct"),
    # heldout349: the permit named as the gate of the act, the act that gives it unsaid
    ("- Written wall permit required before any paint; no exceptions.", MURAL_ACCEPTED, "F07", "correct"),
    ("- No paint before a written wall permit from the highways team; no exceptions.", MURAL_ACCEPTED, "F07", "correct"),
    # heldout351 h10: the act allowed, reported afterwards, beside the rule that bars it
    ("- Rule: no tree may be felled or removed unless the fund's landscape officer has given written consent; dead or "
     "diseased trees may be removed straight away and reported afterwards.", ORCHARD_MINUTES, "F07", "distorted"),
    # heldout353 h05: "no exceptions, urgent repairs included" keeps the negation
    ("And nobody touches the roof until the fund has sent a written grant offer - no exceptions, urgent repairs "
     "included.", SCOUT_HUT_PAUSED, "F07", "correct"),
    # heldout349 h08: an excluded warehouse put into the scope, a request named two clauses later ("预算申请")
    ("试点时间为2026年3月1日至2026年5月31日，覆盖嘉禾仓、临江仓和冷链仓的拣货班组，预算上限120万元，预算申请目前仍在审批中。",
     CASE_A, "F02", "distorted"),
]


@pytest.mark.parametrize("text, sample, fact, grade", HELDOUT347_354_STATUSES)
def test_the_heldout347_354_round_statuses_rules_and_scope(text, sample, fact, grade):
    assert _grades(text, sample)[0][fact] == grade


def test_the_heldout347_354_round_additions():
    # (guard) a permission before the permit is no rule kept
    text = "- Paint may go on before the permit arrives; no exceptions otherwise."
    assert _grades(text, MURAL_ACCEPTED)[0]["F07"] != "correct"
    # heldout352 h12: another sum pays for the excluded thing (an addition), no scope of the grant
    answer = (REPO / "tests" / "heldout352" / "cultural_hall_mj" / "h12.txt").read_text(encoding="utf-8")
    grades, added = _grades(answer, CULTURAL_HALL_VOID)
    assert grades["F02"] == "correct" and any("5万元" in u for u in added)
    # heldout349 h11: the material's words with a forecast and a time of its own
    assert _added("The club expects to register as a charity by autumn 2026.", MURAL_ACCEPTED) != []


FOOTBRIDGE_MINDED = _held(355, "footbridge_mm")
CLINIC_NOTICE = _held(356, "clinic_access_mn")
SOLAR_REPAID = _held(357, "solar_hall_mo")
VILLAGE_CLINIC_SUSPENDED = _held(358, "village_clinic_mp")
BOATHOUSE_LATE = _held(359, "boathouse_mq")
ELDER_CANTEEN_REFERRED = _held(360, "elder_canteen_mr")
THEATRE_DELEGATED = _held(361, "theatre_seats_ms")
HARBOUR_FIRST_HALF = _held(362, "harbour_lights_mt")


# (text, sample, fact, grade): statuses, rules, sums and scope of the heldout355-362 round (guards pass on 119ef57)
HELDOUT355_362_GRADES = [
    # heldout355: "minded to approve" is a leaning before the decision, pending, with or without its "subject to"
    ("The grant is pending: the panel is minded to approve, subject to the 28-day public consultation that has not "
     "yet ended; no grant has been awarded.", FOOTBRIDGE_MINDED, "F05", "correct"),
    ("On 21 April 2026 the grants panel said it is minded to approve the grant.", FOOTBRIDGE_MINDED, "F05", "correct"),
    ("- Grant: approved by the grants panel on 21 April 2026.", FOOTBRIDGE_MINDED, "F05", "distorted"),  # guard
    # heldout355 h04: an "area-engineer-approved" plan is a kind of plan, no approval of the grant, and it names the
    # engineer and the approval the rule requires
    ("- Grant: pending (panel minded to approve; nothing awarded)\n- Closure: only with an area-engineer-approved "
     "written diversion plan; no exceptions (weekends too)", FOOTBRIDGE_MINDED, "F05", "correct"),
    ("- Closure: only with an area-engineer-approved written diversion plan; no exceptions (weekends too)",
     FOOTBRIDGE_MINDED, "F07", "correct"),
    # heldout358/360: "尚无批准或不批准的结论" is no decision either way, nor is "既没批也没驳"; "把审查先停了" a review
    # suspended
    ("县财政局于5月20日中止审查，目前尚无批准或不批准的结论。", VILLAGE_CLINIC_SUSPENDED, "F05", "correct"),
    ("县财政局那边5月20号把审查先停了，等查清楚再说要不要接着审——既没批也没驳。", VILLAGE_CLINIC_SUSPENDED, "F05",
     "correct"),
    # (the material's own "未作出批准或不批准的决定" was read as a refusal: this refusal was no distortion there)
    ("县财政局已于5月20日作出不批准的决定。", VILLAGE_CLINIC_SUSPENDED, "F05", "distorted"),
    ("县民政局已将申请转交县商务局，两个部门都尚未作出批准或不批准的决定。", ELDER_CANTEEN_REFERRED, "F05", "correct"),
    # heldout356: the experts' review passed is a stage, the decision in its public notice still to come
    ("专家评审已经过了，现在还在公示，公示7天没人提意见才会正式批，所以眼下还没批下来。", CLINIC_NOTICE, "F05",
     "correct"),
    ("审批状态：补助申请已通过专家评审并获批，目前处于公示期。", CLINIC_NOTICE, "F05", "distorted"),
    # heldout356 h03: the requirement's own verb before 前 ("批复正式下达前不得开工")
    ("- 规定：批复正式下达前不得开工，无任何例外。", CLINIC_NOTICE, "F07", "correct"),
    # heldout360 h03: the banned thing named after the comma ("未经…合格，新设备不得投入使用")
    ("- 条件：未经验收小组验收合格，新设备不得投入使用，无例外。", ELDER_CANTEEN_REFERRED, "F07", "correct"),
    # heldout360 h05: the period's end in words, then the day in a bracket
    ("这个项目从今年7月1日干到年底（2026年12月31日）。", ELDER_CANTEEN_REFERRED, "F01", "correct"),
    # heldout358 (case B) h08: the never-thing stated as done, the requirement in the sentence a semicolon joins
    ("- Kiosks will waive small late fees automatically; larger waivers need a branch librarian's confirmation.",
     CASE_B, "F07", "distorted"),
    ("- The kiosks will not waive late fees automatically; a branch librarian must confirm any waiver first.",
     CASE_B, "F07", "correct"),  # guard
    # heldout361 (case B) h13: "won t" with its apostrophe lost is still "won't"
    ("- The kiosks won t issue late-fee waivers automatically; a branch librarian must confirm every waiver.",
     CASE_B, "F07", "correct"),
    # heldout350 (case B) h12: the rule cut at the output budget before who must confirm ("confirmed by a")
    ("During the pilot the kiosks won't issue late-fee waivers automatically; any waiver must be confirmed by a",
     CASE_B, "F07", "partial"),
    ("During the pilot the kiosks won't issue late-fee waivers automatically; any waiver must be confirmed by a "
     "branch librarian.", CASE_B, "F07", "correct"),  # guard
    # heldout361 h05: a sum in words with its hundreds, and "It's a yes … signed it off"
    ("The council's grant tops out at forty-eight thousand five hundred pounds.", THEATRE_DELEGATED, "F04", "correct"),
    ("It's a yes: the grants officer signed it off under delegated powers on 23 March 2026.", THEATRE_DELEGATED, "F05",
     "correct"),
    # heldout361 h10: the act allowed, the party whose agreement the rule needs only told afterwards
    ("- Accessible positions should normally stay in place, but for sold-out performances the front-of-house team may "
     "convert them to standard seating and inform the access adviser afterwards.", THEATRE_DELEGATED, "F07",
     "distorted"),
    # heldout357 h07: the sum requested given as the grant; the approval "now withdrawn"
    ("The grant is GBP 21,000.", SOLAR_REPAID, "F04", "distorted"),
    ("After the project came in under budget, the committee repaid GBP 1,150, so the approval is now withdrawn.",
     SOLAR_REPAID, "F05", "distorted"),
    # heldout357 h13: a plan to apply to the fund for the excluded thing is no scope (an addition)
    ("The grant covers only the main hall roof panels and the inverter; the kitchen extension roof and battery storage "
     "are excluded.\n- The committee plans to apply to the fund for a battery storage grant in 2027.", SOLAR_REPAID,
     "F02", "correct"),
    # heldout357 (procurement) h12: "only Lot A (… and" cut at the output budget is a list cut, not a narrowed scope
    ("The tender covers only Lot A (the buses for the Riverside and", CASE_C, "F05", "partial"),
    # heldout362 h11: the first half paid, the rest forecast in full, is no payment in full
    ("- 审批：已批准并签订补助协议；首期50%已拨付，预计9月底前余款可全部拨付。", HARBOUR_FIRST_HALF, "F05", "correct"),
    # heldout355 (case A) h05: "都不掺和" leaves them out
    ("排班助手要在2026年3月1日到5月31日试一试，就嘉禾、临江两个仓，冷链仓和退货线都不掺和。", CASE_A, "F02", "correct"),
    # heldout355 (case B) h11: "all branch librarians" are people, no wider scope
    ("Pilot: Eastgate and Millbrook only (vans and archive reading room excluded).\nCompleted: floor surveys at both "
     "branches, and staff training for all branch librarians.", CASE_B, "F02", "correct"),
]


@pytest.mark.parametrize("text, sample, fact, grade", HELDOUT355_362_GRADES)
def test_the_heldout355_362_round_grades(text, sample, fact, grade):
    assert _grades(text, sample)[0][fact] == grade


# (text, sample, flagged): additions of the heldout355-362 round (guards pass on 119ef57)
HELDOUT355_362_ADDITIONS = [
    # heldout355 h06: the length inside the material's name of the consultation ("28-day public consultation") (on
    # 119ef57 the clause's status distortion hid it)
    ("The grant is pending: the panel is minded to approve subject to the 28-day consultation.", FOOTBRIDGE_MINDED,
     False),
    # heldout360: "两个部门" counts the two bureaus named just before
    ("县民政局已于2026年5月20日把申请转交县商务局；两个部门都还没有作出决定。", ELDER_CANTEEN_REFERRED, False),
    ("县民政局认为这事不归它管；两个部门都还没有作出决定。", ELDER_CANTEEN_REFERRED, True),  # guard: one named
    # heldout357 h05: "less than planned" compares with the plan, plans nothing
    ("We ended up spending less than planned, so we handed back the £1,150 we didn't use.", SOLAR_REPAID, False),
    # heldout357 h04: a bare "Done" under a label the material reports done in the past tense
    ("| Step | Status | Date |\n| --- | --- | --- |\n| Unspent part repaid (£1,150) | Done | 2026-10-02 |\n",
     SOLAR_REPAID, False),
    ("| Step | Status | Date |\n| --- | --- | --- |\n| Kitchen roof painted | Done | 2026-10-02 |\n", SOLAR_REPAID,
     True),  # guard
    # heldout362 h05: "协议也签了", the object first, is the material's signing said again
    ("县海洋与渔业局那边已经批了，协议也签了，头一笔50%的钱已经到账。", HARBOUR_FIRST_HALF, False),
    # heldout362 h11: the rest forecast paid by a date the material never gives
    ("- 审批：已批准并签订补助协议；首期50%已拨付，预计9月底前余款可全部拨付。", HARBOUR_FIRST_HALF, True),
    # heldout359 h11: the material's plan restated, its success foretold
    ("- Planned: new application in January 2027. The club expects the January application to succeed.",
     BOATHOUSE_LATE, True),
    ("- Planned: new application in January 2027.", BOATHOUSE_LATE, False),  # guard
    # heldout355 (case A) h11: the body that decides the budget given a task the material leaves to no one named
    ("**分工**\n- 集团投资委员会：负责数据接口开发\n- 仓库主管：确认班次建议后生效", CASE_A, True),
    ("**分工**\n- 集团投资委员会：负责审批预算申请\n- 仓库主管：确认班次建议后生效", CASE_A, False),  # guard
    # heldout355 (procurement) h11: the council that approved the purchase said to have held the site visit
    ("Who does what:\n- Town council: held the site visit for bidders", CASE_C, True),
    # heldout361 (case A) h11: the supervisors given the survey the project team did, after the sentence's time
    ("**已完成**：截至2026年2月10日，仓库主管已完成两个试点仓库的需求调研。", CASE_A, True),
    ("**已完成**：截至2026年2月10日，项目组已完成两个试点仓库的需求调研。", CASE_A, False),  # guard
    # heldout357 (case A) h11: a completion of the staff's training beside the material's survey of the pilot's
    # warehouses
    ("- 已完成：需求调研（截至2026年2月10日），试点仓库员工培训也已完成。", CASE_A, True),
    # heldout358 h12: "村会计" is a party (the 会 of 会计 is no "will")
    ("**分工**：村会计负责申报和与县财政局联络；镇卫生院负责设备验收。", VILLAGE_CLINIC_SUSPENDED, True),
]


@pytest.mark.parametrize("text, sample, flagged", HELDOUT355_362_ADDITIONS)
def test_the_heldout355_362_round_additions(text, sample, flagged):
    assert bool(_added(text, sample)) is flagged


def test_a_signature_under_the_closing_sentence_ends_the_answer():
    # heldout362 (case A) h03: the office signs on the line right under the closing offer
    assert checks.half_sentence("正文。\n\n如需补充，请随时告知。\n项目组")["pass"]
    assert checks.half_sentence("正文。\n\n如需补充，请随时告知。\n项目组\n2026年3月2日")["pass"]
    assert not checks.half_sentence("正文。\n\n如需补充，请随时告知。\n预算由项目组")["pass"]  # guard


COASTAL_STAGE1 = _held(363, "coastal_path_mu")
LIBRARY_RESERVE = _held(364, "rural_library_mv")
SEA_SCOUTS_REFUSED = _held(365, "sea_scouts_mw")
STAIR_LIGHTS_PAUSED = _held(366, "stair_lights_mx")
CANTEEN_FORWARDED = _held(368, "school_canteen_mz")
MUSEUM_COMPLAINT = _held(369, "museum_roof_na")


# (text, sample, fact, grade): counts, sums, statuses, steps and rules of the heldout363-370 round (guards pass on
# 3ddcd54)
HELDOUT363_370_GRADES = [
    # heldout364 h10: a table's total row differs from the text's total: two values for one count
    ("三个书屋共更新书架48组。\n\n| 书屋 | 书架（组） |\n| --- | --- |\n| 石桥村 | 20 |\n| 河湾村 | 16 |\n"
     "| 杨家坪村 | 12 |\n| 合计 | 44 |\n", LIBRARY_RESERVE, "F03", "distorted"),
    ("三个书屋共更新书架48组。\n\n| 书屋 | 书架（组） |\n| --- | --- |\n| 石桥村 | 20 |\n| 河湾村 | 16 |\n"
     "| 杨家坪村 | 12 |\n| 合计 | 48 |\n", LIBRARY_RESERVE, "F03", "correct"),  # guard
    # heldout365 h10: the amount before "project" is the project's cost
    ("- **Total project cost:** GBP 14,800\n\nOf the GBP 18,400 project, the group would have paid GBP 3,700 from its "
     "own funds.", SEA_SCOUTS_REFUSED, "F04", "distorted"),
    ("- **Total project cost:** GBP 14,800\n\nOf the GBP 14,800 project, the group would have paid GBP 3,700 from its "
     "own funds.", SEA_SCOUTS_REFUSED, "F04", "correct"),  # guard
    # heldout364/366/367/369/370 (procurement): the award in other words, its month in the clause after it
    ("Already done (as of 15 February 2027): bidders got their tour of the Northgate depot on 10 February 2027.\n"
     "Still to come: picking the winner, planned for April 2027.", CASE_C, "F06", "correct"),
    ("Already done (as of 15 February 2027): bidders got their tour of the Northgate depot on 10 February 2027.\n"
     "Next up: picking the winner, pencilled in for April 2027 once the grant is confirmed.", CASE_C, "F06", "correct"),
    # heldout368: "同意上报" passes the application on, no approval; "待市教育局批复" is still pending
    ("县教育局于5月12日出具“同意上报”意见，已转报市教育局，市教育局目前尚未批复。", CANTEEN_FORWARDED, "F05",
     "correct"),
    ("县教育局5月12日给了“同意上报”的意见，把申请递到了市教育局；可市里还没批下来。县里同意往上报，不等于批准。",
     CANTEEN_FORWARDED, "F05", "correct"),
    ("- 审批状态：待市教育局批复（县教育局 2026.5.12 出具“同意上报”并转报，此意见不等于批准）", CANTEEN_FORWARDED,
     "F05", "correct"),
    ("- 审批状态：县教育局已于5月12日批准补助申请。", CANTEEN_FORWARDED, "F05", "distorted"),  # guard
    # heldout369 h04: "2.6k" is 2,600
    ("- Tiles: two thousand six hundred (2.6k) clay roof tiles replaced in total", MUSEUM_COMPLAINT, "F03", "correct"),
    ("- Tiles: 2.4k clay roof tiles replaced in total", MUSEUM_COMPLAINT, "F03", "distorted"),  # guard
    # heldout369 h08: the bell tower's 700 said to be the total
    ("**Tiles:** the works replace 700 damaged clay roof tiles in total.", MUSEUM_COMPLAINT, "F03", "distorted"),
    ("**Tiles:** the works replace 2,600 damaged clay roof tiles in total, 700 of them on the bell tower.",
     MUSEUM_COMPLAINT, "F03", "correct"),  # guard
    # heldout369 h02: "450 of the replacement tiles" is the material's part; another applicant "had its own
    # application … turned down"
    ("| Tiles replaced | 2,600 in total, 700 of them on the bell tower; 450 of the replacement tiles are reclaimed from "
     "the Trust's own store |", MUSEUM_COMPLAINT, "F03", "correct"),
    ("On 12 February 2026 the grants panel approved the Trust's application. In the same round, the Orchard Lane Chapel "
     "Society had its own application for porch repairs turned down.", MUSEUM_COMPLAINT, "F05", "correct"),
    # heldout364 h04: the status cell of the row that names the reserve pool, a cue of the status
    ("| 事项 | 日期 | 状态 |\n| --- | --- | --- |\n| 纳入县级储备项目库 | 2025.12.22 | 待审批（未批准、未驳回） |\n",
     LIBRARY_RESERVE, "F05", "correct"),
    # heldout364 h05: "装好" for the installation, planned for the month the material gives
    ("已经办完的：截至2026年1月15号，文化站1月8号已经把三个书屋的现场测量做完了。\n\n还没办的：书架和阅览桌打算2026年5"
     "月份装好。", LIBRARY_RESERVE, "F06", "correct"),
    # heldout363 h05: "putting the posts in", the material's "put in" with its object between
    ("- Already sorted: Penhallow Estate, the landowner, gave us written consent on 28 January 2027 (position as of 5 "
     "February 2027).\n- Still to come: putting the posts in, pencilled in for June 2027.", COASTAL_STAGE1, "F06",
     "correct"),
    # heldout365 h05/h09: "with a B+E licence" is the material's "holds a B+E licence"
    ("- **Rule:** no boat may be towed on a public road unless an adult volunteer with a B+E licence is driving. No "
     "exceptions, short trips to the slipway included.", SEA_SCOUTS_REFUSED, "F07", "correct"),
    ("Towing rule: no boat may be towed on a public road unless the driver holds a B+E licence, except for short trips "
     "to the slipway, where any adult volunteer may drive.", SEA_SCOUTS_REFUSED, "F07", "distorted"),  # guard
    # heldout365 (case B) h13: a replacement character between spaces where a dash was
    ("As of 20 August 2026 the project team has completed floor surveys at both branches.\n- Planned: Eastgate goes "
     "live in late September, Millbrook in October \u00ef\u00bf\u00bd the exact dates depend on the approval "
     "decision.", CASE_B, "F06", "correct"),
    # heldout366 h11: the audit's own end, not the period's
    ("实施期为2026年5月1日至2026年9月30日。预计审计调查将于6月底结束。", STAIR_LIGHTS_PAUSED, "F01", "correct"),
    ("实施期为2026年5月1日至2026年9月30日。项目将于6月底结束。", STAIR_LIGHTS_PAUSED, "F01", "distorted"),  # guard
]


# (text, sample, flagged): additions of the heldout363-370 round (guards pass on 3ddcd54)
HELDOUT363_370_ADDITIONS = [
    # heldout357 h11: owners swapped in the past tense and in a relative clause
    ("The project came in under budget and the caretaker repaid the unspent GBP 1,150 on 2 October 2026.", SOLAR_REPAID,
     True),
    ("The project came in under budget and the hall treasurer repaid the unspent GBP 1,150 on 2 October 2026.",
     SOLAR_REPAID, False),  # guard
    ("Planned: the final report to the fund in December 2026, which the hall treasurer will write.", SOLAR_REPAID, True),
    ("Planned: the final report to the fund in December 2026, which the hall secretary will write.", SOLAR_REPAID,
     False),  # guard
    # heldout355 h12: the list's next item under "Completed", in words the material never uses
    ("Completed as of 5 May 2026: the structural survey (2 April 2026) and the heritage assessment of the handrails.",
     FOOTBRIDGE_MINDED, True),
    ("Completed as of 5 May 2026: the structural survey (2 April 2026).", FOOTBRIDGE_MINDED, False),  # guard
    # heldout355 h13: what the open consultation has brought in so far, which the material never reports
    ("The grant is pending. The consultation has so far received no objections.", FOOTBRIDGE_MINDED, True),
    ("The grant is pending. The consultation opened on 24 April 2026 and has not yet ended.", FOOTBRIDGE_MINDED,
     False),  # guard
    # heldout368 h03: "（二）已完成事项：" numbers a heading
    ("（二）已完成事项：\n1. 截至2026年6月5日，已完成现有厨房设备的清点登记（5月28日完成）。", CANTEEN_FORWARDED, False),
    # heldout369: the complaint the material reports dismissed, said again; a sign-off's hope
    ("A complaint from the Orchard Lane Chapel Society was dismissed by the Fund's complaints officer on 9 March 2026.",
     MUSEUM_COMPLAINT, False),
    ("The Chapel Society's complaint was dismissed on 9 March 2026 and the approval stands unchanged.",
     MUSEUM_COMPLAINT, False),
    ("The grant was approved on 12 February 2026.\n\nI hope this summary is useful for the trustees.", MUSEUM_COMPLAINT,
     False),
    # heldout363: a firm's name with a capital before its act; a stage's number; an effect foretold
    ("- Gullrock Signs digs the posts in.", COASTAL_STAGE1, True),
    ("- Gullrock Signs makes and delivers the posts.", COASTAL_STAGE1, False),  # guard
    ("The fund passed stage 1 on 9 November 2026, and the group then lodged the full stage-2 paperwork on 15 January "
     "2027.", COASTAL_STAGE1, False),
    ("The new waymarks are expected to double the number of walkers using the link paths.", COASTAL_STAGE1, True),
    # heldout364: the applicant applying; "将该项目纳入" done on its day
    ("柳塘镇综合文化站申请县级补助，更新农家书屋的书架和阅览桌。", LIBRARY_RESERVE, False),
    ("- 审批状态：已纳入县级储备项目库（2025年12月22日），待下一年度资金安排确定后再审批。", LIBRARY_RESERVE, False),
    # heldout365 h03: "Also done, …:" labels what follows
    ("- **Also done, separate from the application:** our boats passed their annual safety inspection on 11 January "
     "2027.", SEA_SCOUTS_REFUSED, False),
    # heldout366 h02: 由于 is "because", no doer
    ("由于区审计局对街道各类专项资金开展审计调查，剩余补助资金目前暂停拨付。", STAIR_LIGHTS_PAUSED, False),
    # heldout368 (case B) h10: the project team's survey and summary given to others
    ("**Completed:** As of 20 August 2026, branch librarians have completed floor surveys at both branches.", CASE_B,
     True),
    ("**Completed:** As of 20 August 2026, the project team has completed floor surveys at both branches.", CASE_B,
     False),  # guard
    ("- Finance board: decides on the funding request; the finance board will also summarise the kiosk logs at the "
     "end of the pilot.", CASE_B, True),
    # heldout365 h12: an order the material says was never placed ("has placed no order"), said placed
    ("The group has already placed a provisional order with Tidewright Trailers.", SEA_SCOUTS_REFUSED, True),
    ("The group has placed no order with Tidewright Trailers and has paid no deposit.", SEA_SCOUTS_REFUSED,
     False),  # guard
    # heldout369 h11: a firm named with an ampersand
    ("- Hollins & Marr erect the scaffolding.", MUSEUM_COMPLAINT, True),
    ("- Hollins & Marr supervise the works.", MUSEUM_COMPLAINT, False),  # guard
]


# the samples of the heldout371-378 sets, in set order
(
    CRICKET_REDUCED,
    ELDER_RETURNED,
    ALLOTMENT_DEFERRED,
    RESERVOIR_CORRECTED,
    HARBOUR_REVOKED,
    CLINIC_CONDITIONAL,
    SCOUT_CONFIRMED,
    TREES_PUBLICISED,
) = (
    _held(371 + i, sample_id)
    for i, sample_id in enumerate(
        ("cricket_nets_nc", "elder_meals_nd", "allotment_water_ne", "reservoir_gauge_nf", "harbour_crane_ng",
         "village_clinic_nh", "scout_hut_ni", "street_trees_nj")
    )
)

# (text, sample, fact, grade): fixes of the heldout371-378 round (each fails on 509b5f48; guards pass there)
HELDOUT371_378_GRADES = [
    # heldout378 h09: the request in the clause before has its own object; the excluded road is in the scope
    ("青枫街道办事处申请2026年度行道树补植补助，补植涉及榆林路、桂香路和滨河路三条道路，在建的雁南路不在本次申请范围内。",
     TREES_PUBLICISED, "F02", "distorted"),
    ("青枫街道办事处申请2026年度行道树补植补助，补植只涉及榆林路和桂香路两条道路，滨河路和在建的雁南路不在本次申请范围内。",
     TREES_PUBLICISED, "F02", "correct"),  # guard
    # heldout371: "installation contract with Pitchline": two aliases of the contract, no installation inside them
    ("- The club signed the installation contract with Pitchline Nets Ltd on 22 February 2027 (as of 1 March 2027).\n"
     "- Installation is planned for April 2027.", CRICKET_REDUCED, "F06", "correct"),
    ("- The club signed the installation contract with Pitchline Nets Ltd on 22 February 2027 (as of 1 March 2027).\n"
     "- Installation was completed in April 2027.", CRICKET_REDUCED, "F06", "distorted"),  # guard
    # heldout371 h16: 非 makes "non-turf" of the surface's name, no exclusion
    ("资助只包括钢制网笼和网笼内的非草皮练习地面；会所屋顶维修和发球机不包括在内。", CRICKET_REDUCED, "F02",
     "correct"),
    # heldout372 h05: "装好调试" for the installation, planned for the month the material gives
    ("已经做完的：到3月16日为止，两个助餐点厨房的现场勘查3月12日就看完了。\n\n还没做的：新设备打算6月装好调试。",
     ELDER_RETURNED, "F06", "correct"),
    # heldout373 h05: "No answer yet either way", "put off to the next meeting"
    ("No answer yet either way. The grants panel met on 16 September 2026 but couldn't decide. So it has been put off "
     "to the next meeting on 14 October 2026.", ALLOTMENT_DEFERRED, "F05", "correct"),
    # heldout374 (case A) h04: "等审批通过，再…" waits for the approval
    ("预算申请还在审批中，尚未获得批准。\n\n还没做的：等审批通过，再开始做数据接口。", CASE_A, "F04", "correct"),
    ("预算申请已经审批通过。\n\n还没做的：开始做数据接口。", CASE_A, "F04", "distorted"),  # guard
    # heldout375 h01/h10: "based only on the material" names no concrete base; 'only' bounds who may operate
    ("Sure! Here is a short brief for the board, based only on the material provided.\n\nThe application covers only "
     "the supply and installation of the electric slewing crane on the North Quay and the reinforcement of the quay's "
     "concrete base; the ice plant refurbishment and the new fuel berth are excluded.", HARBOUR_REVOKED, "F02",
     "correct"),
    ("The application covers only the supply and installation of the electric slewing crane on the North Quay and the "
     "reinforcement of the quay's concrete base; the ice plant refurbishment and the new fuel berth are excluded.\n\n"
     "**Operating rule:** Only holders of a valid crane operator certificate may operate the crane.", HARBOUR_REVOKED,
     "F02", "correct"),
    # heldout375 h16: a source list's item names the plan it cites
    ("- **已完成**：截至2027年3月20日，Brannock工程公司已完成北码头岸壁的结构勘测（2027年2月17日）。\n"
     "- **计划中**：合作社计划在2027年9月向基金的秋季轮次提交新的申请。\n\n## 资料来源\n\n- 结构勘测与新申请计划：A07\n",
     HARBOUR_REVOKED, "F06", "correct"),
    # heldout375 (case C) h05: "has given the purchase a green light, but only on condition …"
    ("The council has given the purchase a green light, but only on condition that the state clean-transport grant "
     "comes through – and it hasn't yet.", CASE_C, "F04", "correct"),
    ("The council has given the purchase a green light.", CASE_C, "F04", "distorted"),  # the condition left out
    # heldout376 h09: the applicant's own request said refused (the possessor is whose it is)
    ("- 审批：2026年6月12日，县卫生健康局驳回了青禾村卫生室的补助申请。", CLINIC_CONDITIONAL, "F05", "distorted"),
    # heldout376 h02: "主要信息如下" names no information system
    ("青禾村卫生室（虚构）向云溪县卫生健康局申请诊疗设备更新补助，主要信息如下：\n\n| 项目 | 内容 |\n| --- | --- |\n"
     "| 补助范围 | 仅诊疗设备、检验设备两类；房屋修缮、信息化系统（电脑及HIS软件）不在范围内 |\n", CLINIC_CONDITIONAL, "F02",
     "correct"),  # guard
    # heldout377 h08/h10: approved in principle, then confirmed in full
    ("**Status:** approved – in principle on 10 March 2026, subject to planning permission, and confirmed in full after "
     "planning permission was granted on 21 April 2026.", SCOUT_CONFIRMED, "F05", "correct"),
    ("**Status:** approved in principle on 10 March 2026, subject to planning permission.", SCOUT_CONFIRMED, "F05",
     "distorted"),  # guard
    # heldout378 (case C) h11: a lot re-tendered separately is outside this tender
    ("This tender covers only Lot A and Lot B. Lot C, an upgrade of the maintenance workshop, has been withdrawn and is "
     "not part of this tender; Lot C has already been re-tendered separately. The airport express route is excluded.",
     CASE_C, "F05", "correct"),
    # (heldout24 h02: "这份申请已被…驳回" is the refused application, no request with an object of its own)
    ("本轮工程仅限于青枫街道、望川街道这两个街道辖区里2000年以前建成的住宅楼。石湖街道没有纳入。\n\n石湖街道办事处曾提出把本"
     "街道19台老旧电梯也放进本轮更新，这份申请已被区住建局于2027年2月26日驳回，没有获得批准，石湖的电梯要等下一轮再统筹考虑。",
     _held(24, "elevator_renewal_r"), "F02", "correct"),  # guard
    # (heldout254 h02: the first submission's 报送 is no resubmission, 重新报送)
    ("申报材料于2026年3月16日报送县农业农村局。截至2026年5月10日，乡农业综合服务中心已完成全部便道的线路实地测量（2026年4月8日"
     "完成）；修改完善后的申报材料计划于2027年2月重新报送。", _held(254, "tea_garden_in"), "F06", "correct"),  # guard
    # heldout378 h05: the question and its answer on one line
    ("- 补助批下来了吗？还没有。公示期内没人提意见，可正式的批复文件还没发下来。", TREES_PUBLICISED, "F05", "correct"),
]


# (text, sample, flagged): additions of the heldout371-378 round (guards pass on 509b5f48)
HELDOUT371_378_ADDITIONS = [
    # heldout371: the amount asked for, named by a word of the request's names
    ("The fund awarded us GBP 18,500 (we had requested GBP 24,000).", CRICKET_REDUCED, False),
    ("The fund awarded us GBP 18,500 (we had requested GBP 26,000).", CRICKET_REDUCED, True),  # guard
    # heldout371 h13: a duty reported done ("cleared" is no approval here); a reason of taking back
    ("- The groundsman has already cleared and levelled the site.", CRICKET_REDUCED, True),
    ("- The groundsman prepares the site before installation.", CRICKET_REDUCED, False),  # guard
    ("The club's hire agreement for the nets at Ashcombe Primary School ends on 31 March 2027, because the school is "
     "taking its nets back for its own use.", CRICKET_REDUCED, True),
    ("The club's hire agreement for the nets at Ashcombe Primary School ends on 31 March 2027.", CRICKET_REDUCED,
     False),  # guard
    # heldout371 (case A) h05: "交给集团投委会" is the submission
    ("批没批？还没批。预算申请交给集团投委会了，现在还在走审批流程，没批下来之前不能签采购合同。", CASE_A, False),
    # heldout371 (case B) h10: the project team's statistics given to the board; a ranking as the reason
    ("- The finance board has collected a year of loan and return statistics.", CASE_B, True),
    ("- The project team has collected a year of loan and return statistics.", CASE_B, False),  # guard
    ("Eastgate is scheduled to go live in late September. Eastgate goes first because it handles the most returns in "
     "the network.", CASE_B, True),
    # heldout372 h13: a party's duty in the material's list, said done
    ("- 桂香物业服务中心已完成厨房电路增容改造。", ELDER_RETURNED, True),
    ("- 桂香物业服务中心负责厨房电路增容改造。", ELDER_RETURNED, False),  # guard
    # heldout373: "left without a quorum" is the material's "lacked a quorum"; a duty in a verb of writing to
    ("The panel deferred its decision on 16 September 2026 because a councillor declared an interest and the panel was "
     "left without a quorum.", ALLOTMENT_DEFERRED, False),
    ("- The treasurer, Ruth Okafor, corresponds with the council's grants officer.", ALLOTMENT_DEFERRED, True),
    ("- The secretary, Alan Pryce, corresponds with the council's grants officer.", ALLOTMENT_DEFERRED,
     False),  # guard
    ("No answer yet either way. So it has been put off to the next meeting on 14 October 2026.", ALLOTMENT_DEFERRED,
     False),
    # heldout373 h06: bringing it back after a refusal the answer invents is that distortion's consequence
    ("- **Decision:** the Green Grants Panel turned the application down at its meeting on 16 September 2026. The "
     "society may bring it back to the next meeting on 14 October 2026.", ALLOTMENT_DEFERRED, False),
    # heldout374 h07: "因金额写错" is the material's "误写"
    ("**审批状态**：县水利局3月12日的批复因金额写错，已于3月19日被更正通知撤销，补助申请需重新审批。", RESERVOIR_CORRECTED,
     False),
    # heldout375 h05: "supplied and put in" is one item
    ("The application is only about two things: getting the electric slewing crane supplied and put in, and beefing up "
     "the quay's concrete base so it can take the crane.", HARBOUR_REVOKED, False),
    # heldout376 (case A) h02: "以上计划" looks back at the plans listed
    ("2. 嘉禾仓计划3月中旬先行上线。\n3. 临江仓计划4月上线。\n\n以上计划均尚未发生，具体上线时间以审批结果为准。", CASE_A,
     False),
    # heldout376 (case C) h11: the authority's site visit given to the town council
    ("2. Completed: as of 15 February 2027, the town council has held a site visit for bidders at the Northgate depot "
     "(10 February 2027).", CASE_C, True),
    ("2. Completed: as of 15 February 2027, the authority has held a site visit for bidders at the Northgate depot "
     "(10 February 2027).", CASE_C, False),  # guard
    # heldout377 h03: "the GBP 51,200 project" is the material's whole project
    ("The grant is capped at GBP 38,500; we asked for GBP 42,000, and the balance of the GBP 51,200 project comes from "
     "our own funds (GBP 12,700).", SCOUT_CONFIRMED, False),
    ("The grant is capped at GBP 38,500; we asked for GBP 42,000, and the balance of the GBP 61,200 project comes from "
     "our own funds (GBP 12,700).", SCOUT_CONFIRMED, True),  # guard
    # heldout378 (case C) h11: a re-tender the material never reports
    ("Lot C, an upgrade of the maintenance workshop, has been withdrawn and is not part of this tender; Lot C has "
     "already been re-tendered separately.", CASE_C, True),
    # (heldout183 h02: a post and a person, both names of the town clerk; heldout129 h06: "paid … back" is the
    # council's repayment)
    ("- Town clerk Martin Oduya: corresponds with the fund.", _held(183, "clock_tower_fu"), False),  # guard
    ("The council has paid the first instalment back (12 March 2027).", _held(129, "dune_restoration_ds"),
     False),  # guard
    # heldout378 h12: the residents' notice given to the contractor
    ("- 沿线居民和商户的告知工作由施工单位负责。", TREES_PUBLICISED, True),
    ("- 沿线居民和商户的告知工作由社区居委会负责。", TREES_PUBLICISED, False),  # guard
]


CHOIR_SUPPLIER = _held(379, "choir_piano_nk")
CANOE_UPHELD = _held(381, "canoe_shed_nm")
WATER_DEEMED = _held(384, "water_disinfect_nq")

# (text, sample, fact, grade): fixes of the heldout379-386 sets (each fails on 36cd6f51; guards pass there)
HELDOUT379_386_GRADES = [
    (text, sample, fact, grade)
    for sample, cases in (
        # heldout379 h12: a level the choir expects to reach is no count now
        (CHOIR_SUPPLIER, [
            ("F03", "correct", "The piano will serve the choir's 64 singing members, and the choir expects membership "
             "to reach 80 singers by the end of the grant period."),
            ("F03", "distorted", "The piano will serve the choir's 80 singing members."),  # guard
        ]),
        # heldout381 (six answers): "nothing is pending" says all is decided
        (CANOE_UPHELD, [
            ("F05", "correct", "The fund refused the application on 16 June 2026. We asked for a review, and on 8 "
             "September 2026 the fund's review panel upheld the refusal, so the decision is final and nothing is "
             "pending."),
            ("F05", "correct", "The fund refused the application on 16 June 2026. On 8 September 2026 the review panel "
             "upheld the refusal, and there's nothing left waiting on a decision."),
            ("F05", "distorted", "The fund refused the application on 16 June 2026. On 8 September 2026 the review "
             "panel upheld the refusal. The application is still pending."),  # guard
        ]),
        # heldout384 h01/h02: another paragraph's sentence said again, its date with it, names the water test;
        # heldout384 h05: "这不等于被驳回" denies the refusal
        (WATER_DEEMED, [
            ("F06", "correct", "- 县水利局于2026年2月3日书面要求村委会在15个工作日内补正水源水质检测报告和村民代表会议决议。\n"
             "- 截至2026年3月20日，村委会已于3月16日委托县疾控中心完成水源水质检测；村委会计划于2026年4月重新向县水利局"
             "提交补助申请。"),
            ("F05", "correct", "县水利局3月6日书面告知，这份申请视为撤回——这不等于被驳回，村委会可以重新申请。"),
        ]),
    )
    for fact, grade, text in cases
]


# (text, sample, flagged): additions of the heldout379-386 sets
HELDOUT379_386_ADDITIONS = [
    # heldout381 h05: "What's actually done (as of …):" labels what follows
    ("What's actually done (as of 1 October 2026): the flood-risk assessment for Weir Meadow, wrapped up on 22 "
     "September 2026.", CANOE_UPHELD, False),
    # heldout379 h12: the forecast level is an addition
    ("The piano will serve the choir's 64 singing members, and the choir expects membership to reach 80 singers by "
     "the end of the grant period.", CHOIR_SUPPLIER, True),
]




BIKE_RACKS = _held(387, "bike_racks_nt")
DEFERRED_PUMPS = _held(388, "well_pump_nu")
MUSEUM_CASES = _held(389, "museum_cases_nv")
CANTEEN_STOVES = _held(390, "canteen_stove_nw")
TRAIL_SIGNS = _held(391, "trail_signs_nx")
CLINIC_FRIDGES = _held(392, "clinic_fridge_ny")
MARKET_AWNING = _held(394, "market_awning_oa")

# (text, sample, fact, grade): fixes of the heldout387-394 sets (each fails on bfde93d8; guards pass there; a case
# marked "read now" fails there too: the fix reads the value, and a wrong one is caught)
HELDOUT387_394_GRADES = [
    # heldout394 (ten answers): a refusal revoked on review, and the fresh review said in words of its own
    ("## 审批与进度\n\n**审批状态：重新审查中，尚无结论。**\n- 2026年1月15日，区商务局以预算测算依据不足为由作出不予批准的决定。\n"
     "- 2026年3月6日，区人民政府作出复议决定，撤销该不予批准决定，责令区商务局重新审查。", MARKET_AWNING, "F05", "correct"),
    ("补助申请目前处于重新审查阶段，尚无新的结论。", MARKET_AWNING, "F05", "correct"),
    ("补助申请目前仍在区商务局重新审查中：原不予批准的决定（2026年1月15日）已于2026年3月6日被区人民政府撤销。",
     MARKET_AWNING, "F05", "correct"),
    ("The district commerce bureau refused the subsidy application on 15 January 2026; the district people's government "
     "revoked that decision on 6 March 2026 and ordered the bureau to re-examine the application. As of 20 March 2026 "
     "the re-examination has not been completed and no new decision has been made.", MARKET_AWNING, "F05", "correct"),
    ("区商务局于2026年1月15日作出不予批准的决定，补助申请已被驳回。", MARKET_AWNING, "F05", "distorted"),  # guard
    # heldout388 h01: "既没有批准，也没有驳回" says neither
    ("镇人民政府召开会议研究后决定暂缓审批，待县里下达年度资金计划后再议；会议既没有批准，也没有驳回。", DEFERRED_PUMPS, "F05",
     "correct"),
    # heldout388 h05: "86户受益" counts the 受益户
    ("两眼井一共带着86户受益。", DEFERRED_PUMPS, "F03", "correct"),
    ("两眼井一共带着68户受益。", DEFERRED_PUMPS, "F03", "distorted"),  # (read now, a wrong count is caught)
    # heldout388 h12: a fee per well is no budget
    ("- **项目总预算**：不超过9.6万元，安装调试费为每眼井3000元", DEFERRED_PUMPS, "F04", "correct"),
    # heldout392 (twelve answers): a date before the verb of another part's act is that act's
    ("截至2026年6月1日：\n- 新冰箱已于2026年5月20日接入县疾控中心冷链温度监控平台\n- 新冰箱计划于2026年6月中旬正式启用",
     CLINIC_FRIDGES, "F06", "correct"),
    ("截至2026年6月1日：\n- 2026/5/20 新冰箱接入县疾控中心冷链温度监控平台\n- 新冰箱计划于2026年6月中旬正式启用",
     CLINIC_FRIDGES, "F06", "correct"),
    ("截至2026年6月1日：\n- 新冰箱已于2026年5月25日接入县疾控中心冷链温度监控平台\n- 新冰箱计划于2026年6月中旬正式启用",
     CLINIC_FRIDGES, "F06", "distorted"),  # (read now, a wrong date is caught)
    # heldout390 h07: approved, "但须在开工前取得…": the condition after the approval
    ("区民政局已于2026年4月16日批准该补助，但须在开工前取得松溪燃气公司出具的安全验收意见。", CANTEEN_STOVES, "F05",
     "correct"),
    ("区民政局已于2026年4月16日批准该补助。", CANTEEN_STOVES, "F05", "distorted"),  # guard
    # heldout390 h05: "进场装" for 进场安装
    ("已经办完的：4月28号跟顺安燃气工程公司把施工合同签了。\n还在计划里的：新灶具打算6月中旬进场装。", CANTEEN_STOVES, "F06",
     "correct"),
    # heldout394 (case A) h04: a bracketed tag labels its line; h05: "这俩仓" points back to the two warehouses
    ("- [已完成]（截至2026.2.10）两个试点仓库的需求调研", CASE_A, "F05", "correct"),
    ("- [计划]（截至2026.2.10）两个试点仓库的需求调研", CASE_A, "F05", "distorted"),  # (the tag read, a plan is caught)
    ("云岫仓储想在华东区的嘉禾仓和临江仓先试，也只有这俩仓的拣货班组参加，冷链仓和退货处理线这次不碰。", CASE_A, "F02",
     "correct"),
    # heldout387 h10: approved "with a reduced grant"
    ("- **Approval:** approved on 9 December 2026 with a reduced grant.", BIKE_RACKS, "F05", "correct"),
    # heldout389 h05: "two rooms are getting new cases" counts rooms
    ("Just two rooms are getting new cases. We're putting in two dozen new display cases.", MUSEUM_CASES, "F03",
     "correct"),
    ("Just two rooms are getting new cases. We're putting in two new display cases.", MUSEUM_CASES, "F03",
     "distorted"),  # guard
    # heldout391 h16: "拟设标志位置的" is an attribute, no plan of the survey
    ("**已完成（截至2027年3月1日）：** 所有拟设标志位置的GPS勘测已完成，于2027年1月24日完成。\n"
     "**计划中：** 2027年4月与公园护林员一起对两条路线进行联合踏勘。", TRAIL_SIGNS, "F06", "correct"),
]



# (text, sample, flagged): additions of the heldout387-394 sets
HELDOUT387_394_ADDITIONS = [
    ("- **项目总预算**：不超过9.6万元，安装调试费为每眼井3000元", DEFERRED_PUMPS, True),  # heldout388 h12
    ("好嘞，用大白话给主任捋一遍。", DEFERRED_PUMPS, False),  # heldout388 h05: a verb after the post, no name
    # heldout392 h13: a person before a title
    ("县卫生健康局于2026年3月18日批复同意补助（经基层卫生股王海涛股长实地核查后批复）。", CLINIC_FRIDGES, True),
    # heldout390 h05: the approval conceded before a "but"
    ("民政局4月16号已经批了，不过有个前提。说白了就是“批是批了，但条件还没满足”。", CANTEEN_STOVES, False),
    # heldout392 h08: a time before the act, and a day named by it, under a list of what is done
    ("2. 已完成事项：\n   - 5月20日，新冰箱接入县疾控中心冷链温度监控平台；\n\n"
     "**规定**：疫苗取出用于接种前，当天的冰箱温度记录必须经村医核对签字，没有例外，临时加开的接种日也一样。",
     CLINIC_FRIDGES, False),
    # heldout390 h12: a numbered list of who does what, each party's duty after its name
    ("各方分工：\n1. 敬老院后勤科：管理施工合同；\n2. 顺安燃气工程公司：出具安全验收意见。", CANTEEN_STOVES, True),
    ("各方分工：\n1. 敬老院后勤科：管理施工合同；\n2. 顺安燃气工程公司：拆除旧灶具和安装新灶具。", CANTEEN_STOVES,
     False),  # guard
    # heldout387 h09: the planned installation written as done is that fact's distortion, counted once
    ("Completed:\n- The covered racks have been installed at both sites.\n\nPlanned:\n- The association will sign the "
     "supply-and-installation order with Northfold Shelters on 14 January 2027.", BIKE_RACKS, False),
    # heldout387 h05, h02: what an order is for, what a price includes
    ("By 20 January 2027 we'd signed the order with Northfold Shelters for supplying and fitting the racks (signed on "
     "14 January 2027).", BIKE_RACKS, False),
    ("| Cost per stand | GBP 1,450 per covered two-bike stand, fitted |", BIKE_RACKS, False),
    # heldout389 h12: a duty of the material's list of who does what, reported done
    ("- The collections manager has already packed the objects in the Mill Gallery.", MUSEUM_CASES, True),
    # heldout391 h12: how the committee will answer the offer, foretold
    ("The committee meets on 18 March 2027 to decide on the offer, and it is expected to accept the authority's offer.",
     TRAIL_SIGNS, True),
    ("The committee meets on 18 March 2027 to decide on the offer.", TRAIL_SIGNS, False),  # guard
    # heldout387 h13: a place cleared for the works is no approval; its clearing, invented
    ("Brightwell Homes has already cleared the Block C forecourt for the works.", BIKE_RACKS, True),
]


SCHOOL_GARDEN = _held(395, "school_garden_ob")
READING_ROOM = _held(396, "reading_room_oc")
FERRY_RAMP = _held(397, "ferry_ramp_od")
VILLAGE_SHELTERS = _held(398, "bus_shelter_oe")
CHOIR_PIANO = _held(399, "choir_piano_of")
FISH_PONDS = _held(400, "fish_pond_og")
SURGERY_RAMP = _held(401, "surgery_ramp_oh")
SOLAR_STREETLIGHTS = _held(402, "solar_lights_oi")

# (text, sample, fact, grade): fixes of the heldout395-402 sets (each fails on f4d47b51; guards pass there)
HELDOUT395_402_GRADES = [
    # heldout400 h10: a second count, its noun after the classifier taken by a longer name of another thing
    ("计划安装增氧设备共24台。\n- **计划中**：42台增氧设备的安装调试计划于2026年5月进行。", FISH_PONDS, "F03", "distorted"),
    ("计划安装增氧设备共24台。\n- **计划中**：增氧设备的安装调试计划于2026年5月进行。", FISH_PONDS, "F03", "correct"),  # guard
    # heldout398 (five answers), heldout395 h09, h11: an approval on a condition the answer says is met
    ("**审批结果**：县交通运输局已于2026年3月12日批准补助申请。批准时附带的条件是3月31日前办妥候车亭用地手续；用地手续已于3月25日"
     "办妥，县交通运输局已于3月27日书面确认条件满足，补助申请已获批准。", VILLAGE_SHELTERS, "F05", "correct"),
    ("The County Transport Bureau approved the subsidy application on 12 March 2026 on condition that the land-use "
     "procedures be finalised by 31 March 2026; they were finalised on 25 March 2026 and the bureau confirmed in writing "
     "on 27 March 2026 that the condition is met.", VILLAGE_SHELTERS, "F05", "correct"),
    ("Approved: the grants panel approved the grant on 24 March 2026; the condition (a land-use agreement with the "
     "parks team) is met, the agreement having been signed on 9 April 2026.", SCHOOL_GARDEN, "F05", "correct"),
    ("县交通运输局于2026年3月12日附条件批准补助，须在3月31日前办妥用地手续，目前用地手续仍在办理中。", VILLAGE_SHELTERS, "F05",
     "distorted"),  # guard
    # heldout395 (five answers): "no exceptions, not even for" the included club is the rule's reach, no exclusion
    ("No pupil may work in the garden unless a member of staff is present; there are no exceptions, not even for the "
     "gardening club.", SCHOOL_GARDEN, "F02", "omitted"),
    # heldout396 h03: an excluded thing, then the other money that buys it
    ("补助范围：只用于购置书架和阅览桌。座椅、电子阅览设备、新书采购均不在补助范围内。补助金额：不超过8万元（图书室申请的是7.5万元，"
     "座椅另用自筹资金2.1万元购置）。", READING_ROOM, "F02", "correct"),
    ("补助范围：只用于购置书架、阅览桌和座椅。", READING_ROOM, "F02", "distorted"),  # guard
    # heldout399 (four answers): "the grant" for the grant application, its state the material never gives the grant
    ("The grant is still pending: the grants officer recommended approval on 9 June 2026, but the board has not voted.",
     CHOIR_PIANO, "F05", "correct"),
    ("Good news: the grant was approved on 9 June 2026.", CHOIR_PIANO, "F05", "distorted"),
    # heldout401 h02: "when the door is ordered" states no order; "146 of the 2,860" is the whole the count is from
    ("2. The automatic door unit costs GBP 7,400, and Penhallow Access Ltd asks for a deposit of GBP 2,500 when the "
     "door is ordered.\n3. Ordering the automatic door unit is planned for September 2026.", SURGERY_RAMP, "F06",
     "partial"),
    ("| Wheelchair users | 146 of the 2,860 registered patients |", SURGERY_RAMP, "F03", "correct"),
    ("| Wheelchair users | 164 of the 2,860 registered patients |", SURGERY_RAMP, "F03", "distorted"),  # guard
    # heldout401 h15: the occasion the act was done at gives its day; h10: a bracket after the act gives its plan
    ("As of 15 July 2026 the surgery has consulted its patient participation group on the design, at a meeting held on "
     "1 July 2026. Ordering the automatic door unit is planned for September 2026.", SURGERY_RAMP, "F06", "correct"),
    ("**Next steps (as of 15 July 2026):**\n- Consult the patient participation group on the design (meeting planned "
     "for 1 July 2026)\n- Order the automatic door unit in September 2026", SURGERY_RAMP, "F06", "distorted"),
    # heldout401 h12: a sum named by a noun of its own
    ("The grant is capped at GBP 48,500 including VAT, and the board has also set aside a contingency of GBP 3,000 for "
     "unexpected costs.", SURGERY_RAMP, "F04", "correct"),
    ("The grant is capped at GBP 48,500 including VAT, and the grant is capped at GBP 45,800.", SURGERY_RAMP, "F04",
     "distorted"),  # guard
    # heldout401 h06: waiting for the fact's own decider, whatever the thing is called
    ("**Approval status:** The application is still awaiting a decision by the board's Estates Committee; it has not "
     "been approved yet.", SURGERY_RAMP, "F05", "distorted"),
    # heldout401 h12: another party's request, by the possessive
    ("On 9 June 2026 the Estates Committee approved the grant on condition that planning permission for the ramp is "
     "granted first. For comparison, the board rejected Ashcombe Pharmacy's application for a shared entrance canopy in "
     "May 2026.", SURGERY_RAMP, "F05", "correct"),
    # heldout401 h16, heldout402 h05: "不予资助" of what the scope leaves out; "没批下来" beside the refusal
    ("- **资助范围**：拨款只包括两项——通往正门的轮椅坡道和正门自动门；后侧员工入口和停车场路面翻新不包括在内，不予资助\n"
     "- **审批状态**：2026年6月9日，理事会附条件批准资助，前提是坡道须先获得规划许可。", SURGERY_RAMP, "F05", "correct"),
    ("- 补助的事：没批下来。区发改委2026年2月12号就给驳了，说这个项目不在当年节能改造专项资金的支持范围里。", SOLAR_STREETLIGHTS, "F05",
     "correct"),
    # heldout398 h05: 顶多 is a cap
    ("县交通运输局给的补助顶多36万元。", VILLAGE_SHELTERS, "F04", "correct"),
    ("县交通运输局核定的补助顶多63万元。", VILLAGE_SHELTERS, "F04", "distorted"),  # guard
    # heldout395 h04, heldout401 h08: a state label, then its as-of day
    ("**Completed** – as of 20 August 2026, floor surveys and a year of loan and return statistics.", CASE_B, "F05",
     "correct"),
    ("- [Done, as of Aug 20, 2026] floor surveys at both branches; a year of loan/return stats collected", CASE_B, "F05",
     "correct"),
    # heldout401 h05: "gave the purchase its blessing … but only if"
    ("The town council gave the purchase its blessing on 12 January 2027, but only if the state clean-transport grant "
     "comes through – and it hasn't been confirmed yet.", CASE_C, "F04", "correct"),
    # heldout397 h09: a state label with its as-of day in brackets
    ("- Still to do (as of 15 February 2027): the structural survey of the ferry ramp, and a revised application to the "
     "fund's June 2027 round.", FERRY_RAMP, "F06", "distorted"),
    # heldout400 h04, h05: "非驳回" is no refusal; a withdrawal handed in, confirmed, or the applicant's own
    ("- 办理状态：合作社于2026.3.6书面主动撤回，县农业农村局于2026.3.13确认撤回并办结——属主动撤回，非驳回", FISH_PONDS, "F05",
     "correct"),
    ("补助这事合作社自己撤了。合作社3月6号交了书面撤回，县农业农村局3月13号确认撤回，事情就此办结。", FISH_PONDS, "F05", "correct"),
    # heldout396 h09: the use allowed once installed, the check dropped; h16: the rule's ban, no scope
    ("- **安全**：新书架安装完成后即可投入使用，社区安全员会定期巡查防倾倒固定情况。", READING_ROOM, "F07", "distorted"),
    ("- **Scope:** the subsidy is used only for buying bookshelves and reading desks; chairs, electronic reading "
     "equipment and new book purchases are not covered.\n- **Bookshelves:** the reading room plans to buy 18 sets of "
     "bookshelves.\n- **Rule:** new bookshelves may only be put into use after the community safety officer has "
     "checked the anti-tip fixing and signed off; unchecked shelves may not be used, with no exceptions, shelves in the "
     "children's area included.", READING_ROOM, "F02", "correct"),
    # heldout395 h11: a duty in the present after another verb's past
    ("- Greenbank Landscapes: carried out the soil test and builds the raised beds.\n**Planned:** building the raised "
     "beds in May 2026.", SCHOOL_GARDEN, "F06", "correct"),
    # heldout399 h12: how long the thing will serve is no length of the works
    ("The restoration runs from 1 September 2026 to 28 February 2027. After restoration the piano should last another "
     "40 years without major work.", CHOIR_PIANO, "F01", "correct"),
    # heldout402 h05: a month without its year dates the part's own act
    ("- 已经干完的：居委会3月5号就把所有路灯点位都实地勘测完了。\n- 还没干的：路灯安装打算4月中旬开工。", SOLAR_STREETLIGHTS, "F06",
     "correct"),
]


# (text, sample, flagged): additions of the heldout395-402 sets (each fails on f4d47b51)
HELDOUT395_402_ADDITIONS = [
    ("计划安装增氧设备共24台。\n- **计划中**：42台增氧设备的安装调试计划于2026年5月进行。", FISH_PONDS, False),  # heldout400 h10
    ("The grant is capped at GBP 48,500 including VAT, and the board has also set aside a contingency of GBP 3,000 for "
     "unexpected costs.", SURGERY_RAMP, True),  # heldout401 h12
    ("- For comparison, the board rejected Ashcombe Pharmacy's application for a shared entrance canopy in May 2026.",
     SURGERY_RAMP, True),  # heldout401 h12
    ("Status: the board has not yet voted and meets next on 15 July 2026.", CHOIR_PIANO, False),  # heldout399 h09
    ("整个项目总投资54万块钱，设备和安装都算进去了。", FISH_PONDS, False),  # heldout400 h05
    ("青漪湾水产养殖专业合作社鱼塘增氧改造项目实施期为2026年4月1日至2026年9月30日。", FISH_PONDS, False),  # heldout400 h10
    ("现将青漪湾水产养殖专业合作社（理事长周海涛）鱼塘增氧设备补助申请的办理情况简要报告如下。", FISH_PONDS, True),  # heldout400 h13
    ("| Approval | approved (condition met) |", SCHOOL_GARDEN, False),  # heldout395 h04
    ("Already happened (status as of 15 February 2027): bidders toured the Northgate depot on 10 February 2027.", CASE_C,
     False),  # heldout397 h04
    ("| Grants officer's written assessment | Recommended approval (this is not an approval) | 9 June 2026 | P06 |",
     CHOIR_PIANO, False),  # heldout399 h03
    ("After restoration the piano should last another 40 years without major work.", CHOIR_PIANO, True),  # heldout399 h12
]


ELDER_CANTEEN_SHORTLISTED = _held(403, "elder_canteen_oj")
BOATHOUSE_ROOF = _held(404, "boathouse_roof_ok")
CLINIC_HEATER = _held(405, "clinic_heater_ol")
ARCHIVE_CLIMATE_SURVEY = _held(406, "archive_climate_om")
BASKETBALL_COURT = _held(407, "basketball_court_on")
COLD_ROOM = _held(408, "cold_room_oo")
SEWAGE_REPAIR = _held(409, "sewage_repair_op")
STAGE_LIGHTS = _held(410, "stage_lights_oq")

# (text, sample, fact, grade): fixes of the heldout403-410 sets and of misses left open from heldout395-402 (each
# fails on 1336de1a; guards pass there)
HELDOUT403_410_GRADES = [
    # heldout410 h08: an exception while the requirement is still under way
    ("Bids must include a valid battery safety certificate to be evaluated. Bidders whose certificate is still being "
     "issued may be evaluated provisionally if they submit proof of the application with their bid.", CASE_C, "F07",
     "distorted"),
    ("Bids must include a valid battery safety certificate to be evaluated; no exemption is granted.", CASE_C, "F07",
     "correct"),  # guard
    # heldout405 (nine answers): the included parts named by their acts, after "只包括两项——" or taken back
    ("**申请范围**：只包括两项——在屋顶安装太阳能热水器、改造消毒室。药房扩建和候诊区翻修不在本次申请范围内。", CLINIC_HEATER,
     "F02", "correct"),
    ("青枫村卫生室申请补助，用于在屋顶安装太阳能热水器和改造消毒室。本次申请只包括这两项，药房扩建和候诊区翻修不在申请范围内。",
     CLINIC_HEATER, "F02", "correct"),
    ("本次申请的补助包括三项内容：屋顶太阳能热水器安装、消毒室改造以及药房扩建；候诊区翻修不在申请范围内。", CLINIC_HEATER, "F02",
     "distorted"),
    # heldout397 h05: "Only those two things are in it" takes back the two things named earlier in the paragraph
    ("We asked the Saltmarsh Coastal Communities Fund to help pay for fixing the village slipway and the ferry ramp. "
     "The job is meant to run from 1 April 2027 right through to 30 September 2027. Only those two things are in it: "
     "the fish quay and the harbour car park are left out.", FERRY_RAMP, "F02", "correct"),
    # heldout396 h05: "签了字", the verb-object word said apart
    ("新书架装好以后，得等社区安全员查过防倾倒固定、签了字才能用；没查没签字的一律不能用，儿童区的书架也不能通融。", READING_ROOM,
     "F07", "correct"),
    # heldout404 (five answers): "caps" is a cap's word
    ("Stonecroft Roofing's fixed-price quote caps the total cost at GBP 64,500 including VAT.", BOATHOUSE_ROOF, "F04",
     "correct"),
    ("The total cost of the repair is GBP 64,500 in total.", BOATHOUSE_ROOF, "F04", "distorted"),  # guard
    # heldout404 h12, h15: the applicant "withdrew its grant application"; the funder's "withdrew its grant" stays
    ("The club withdrew its grant application in writing on 9 March 2026 after its insurer agreed to pay for the roof.",
     BOATHOUSE_ROOF, "F05", "correct"),
    # heldout404 h07, h08: the party after "by" does the survey; "the boats have been moved", the composite subject
    ("Done (as of 16 March 2026): structural survey by Hallam Associates on 23 February 2026.\nPlanned: boats to be "
     "moved to the temporary racks at Millpond Sailing Club in late April 2026.", BOATHOUSE_ROOF, "F06", "correct"),
    ("- Completed as of 16 March 2026: structural survey by Hallam Associates (23 February 2026); the boats have been "
     "moved to temporary racks at Millpond Sailing Club.", BOATHOUSE_ROOF, "F06", "distorted"),
    # heldout404 h03: a letter's date and another party's agreement, dated as the material dates them
    ("| Works period | 4 May 2026 – 31 July 2026 |\n\nStatus: **withdrawn by the club.** The application (submitted 19 "
     "January 2026 to the Tarnwick Regional Sports Council) was withdrawn by letter of 9 March 2026 after Harbourline "
     "Mutual agreed on 2 March 2026 to pay for the repair.", BOATHOUSE_ROOF, "F01", "correct"),
    ("The roof works run from 9 March 2026 to 31 July 2026.", BOATHOUSE_ROOF, "F01", "distorted"),  # guard
    # heldout409 (five answers): the approval's condition said met, or the approval said to carry none
    ("县生态环境局于2026年3月18日批复同意，所附条件（开工前签订运维合同）已满足：村委会4月2日与净源水务签订运维合同。",
     SEWAGE_REPAIR, "F05", "correct"),
    ("县生态环境局于2026年3月18日批复同意，当时附有一项条件：村委会须在开工前与专业运维单位签订运维合同。村委会已于2026年4月2日"
     "与净源水务签订运维合同，县生态环境局于2026年4月9日书面确认该条件已经满足，批复不再附带任何条件。", SEWAGE_REPAIR, "F05",
     "correct"),
    ("- **Approval:** the bureau approved the application on 18 March 2026 with one condition: an operation and "
     "maintenance contract had to be signed before work starts. The village committee signed that contract with "
     "Jingyuan Water on 2 April 2026, and the bureau confirmed in writing on 9 April 2026 that the condition is met. "
     "The approval now carries no condition.", SEWAGE_REPAIR, "F05", "correct"),
    # heldout409 h07: the approval written as still conditional, its decider alone named
    ("**审批结果**：县生态环境局已于2026年3月18日附条件批复同意，条件是村委会须在开工前与专业运维单位签订运维合同；该条件落实前，"
     "项目不得开工。", SEWAGE_REPAIR, "F05", "distorted"),
    # heldout409 h12, h05: a yearly fee is no cap; "这回都不管" excludes
    ("县生态环境局核定的补助资金不超过86万元。运维费用为每年9.6万元。", SEWAGE_REPAIR, "F04", "correct"),
    ("修的只是站里头的两块：一块是提升泵房，一块是生化处理池；村里往外接的收集管网、各家各户的化粪池，这回都不管，以后单独再报。",
     SEWAGE_REPAIR, "F02", "correct"),
    # heldout408 h07, h04: the state put first; "say yes" approves
    ("Already completed, as of 20 August 2026, are the floor surveys at both branches.", CASE_B, "F05", "correct"),
    ("The machines won't let anyone off a late fee by themselves. A branch librarian has to say yes to every waiver "
     "before it counts.", CASE_B, "F07", "correct"),
    # heldout406 h16: 已将, the disposal of a done act, no "will"
    ("**已完成**：截至2027年1月11日，志愿者已将46个发霉的档案盒移至镇图书馆临时存放，搬运于2026年12月16日完成。\n"
     "**计划中**：设备安装计划于2027年4月进行。", ARCHIVE_CLIMATE_SURVEY, "F06", "correct"),
    # heldout403 h05: a word of the subject's own name with its status
    ("眼下这笔补贴还没批下来。", ELDER_CANTEEN_SHORTLISTED, "F05", "correct"),
    # heldout407 h01: people counted, then what they do
    # heldout408 h06, h11: what a grant is for ("a grant to install"), no state of the installation
    ("Ferncliff Food Bank has applied to Brackenport City Council's Community Fund for a grant to install a walk-in "
     "cold room at its Tanner Street warehouse.\n\nCompleted: structural survey of the warehouse floor on 22 January "
     "2027 (position as of 3 February 2027).\n\nPlanned: installation of the cold room starting in May 2027.",
     COLD_ROOM, "F06", "correct"),
    ("- **值守志愿者**：共16名报名轮班值守。", BASKETBALL_COURT, "F03", "correct"),
    ("- **值守志愿者**：共18名报名轮班值守。", BASKETBALL_COURT, "F03", "distorted"),  # (omitted there, not a guard)
]


# (text, sample, flagged): additions of the heldout403-410 sets and of misses left open from heldout395-402 (each
# fails on 1336de1a; guards pass there)
HELDOUT403_410_ADDITIONS = [
    ("The total budget is capped at USD 7.2 million (buses, chargers, delivery and driver training), and delivery is "
     "due between 1 September 2027 and 31 January 2028.", CASE_C, False),  # heldout409 h02, heldout404 h07
    ("- **Fixtures:** 48 LED fixtures in total – 36 for the main stage and 12 for the Loft studio; 8 of the 48 are "
     "moving heads (T04)", STAGE_LIGHTS, False),  # heldout410 h01
    ("- New rig: forty-eight (48) LED fixtures – 3 dozen on the main stage, a dozen in the Loft", STAGE_LIGHTS,
     False),  # heldout410 h04
    ("The second quote (Coldline Systems) was sent on 28 January 2027.", COLD_ROOM, False),  # heldout408 h01
    ("此前2026年2月26日的评审会曾因材料不全（缺屋顶承重安全评估报告和消毒室改造设计图）暂缓审议。", CLINIC_HEATER, False),  # 405 h02
    ("消毒室改完以后，县卫生监督所不来验、验了不合格，就一天都不能用。", CLINIC_HEATER, False),  # heldout405 h05
    ("The fund's panel has said yes, but with a string attached: a structural engineer's check has to show that the "
     "archive room's floor can take the weight.", ARCHIVE_CLIMATE_SURVEY, False),  # heldout406 h05
    ("所以只能说还在等结果。", ELDER_CANTEEN_SHORTLISTED, False),  # heldout403 h05
    ("**补助申请**：区体育局于2026年4月22日不予批准；5月28日复核决定维持原决定。协会已改用社区自筹资金推进翻新。",
     BASKETBALL_COURT, False),  # heldout407 h15
    ("青枫里那块用了十几年的社区篮球场要翻新了。", BASKETBALL_COURT, False),  # heldout407 h05
    ("塘湾村的污水处理站坏了有一阵子了。", SEWAGE_REPAIR, False),  # heldout409 h05
    ("预算申请已经交到集团投委会，还在审。", CASE_A, False),  # heldout409 h04
    ("For Lot B the authority is working with the regional utility Brightwater Power on the depot grid connection.",
     CASE_C, True),  # heldout403 h09
    ("Harbor & Vale Libraries is piloting self-service return kiosks, developed together with the Northfield University "
     "School of Information, that sort returned books into crates.", CASE_B, True),  # heldout403 h09
    ("本次试点的“智能排班助手”由星衡软件（虚构）提供软件授权。", CASE_A, True),  # heldout405 h10
    ("项目技术方案由溪川县新能源应用协会提供咨询支持。", CLINIC_HEATER, True),  # heldout405 h13
    ("青枫里社区篮球场翻新由协会会长林国栋担任总协调。", BASKETBALL_COURT, True),  # heldout407 h12
    ("As of 15 February 2027 the town council has hosted the site visit for bidders at the Northgate depot (10 "
     "February 2027).", CASE_C, True),  # heldout404 h11
    ("As of 15 February 2027 the authority has held the site visit for bidders at the Northgate depot (10 February "
     "2027).", CASE_C, False),  # guard
    ("**Next:** installation once funding is approved; Eastgate go-live in late September and Millbrook in October, "
     "which should shorten desk queues noticeably at both branches.", CASE_B, True),  # heldout407 h11
    # misses left open from heldout395-402
    ("补助这事合作社自己撤了——不是局里没批，而是同类设备已经划进县里统一采购了。", FISH_PONDS, False),  # heldout400 h05
    ("The decision to apply was taken at our annual general meeting on 16 March 2026.", CHOIR_PIANO,
     False),  # heldout399 h02
    ("The choir plans to reapply to the Trust in spring 2027.", CHOIR_PIANO, True),  # heldout399 h13
    ("如统一采购项目流标，合作社将重新提交补助申请。", FISH_PONDS, True),  # heldout400 h13
    ("| 事项 | 状态 | 负责方 |\n| --- | --- | --- |\n| 汇总试用记录 | 计划，试点结束后 | 仓库主管 |", CASE_A, True),  # 401 h10
    ("| 事项 | 状态 | 负责方 |\n| --- | --- | --- |\n| 汇总试用记录 | 计划，试点结束后 | 项目组 |", CASE_A, False),  # guard
]


SCHOOL_BUS_SECOND = _held(411, "school_bus_or")
BRIDGE_PAINT = _held(412, "bridge_paint_os")
TEA_DRYERS = _held(413, "tea_factory_ot")
CHOIR_TOUR = _held(414, "choir_tour_ou")
WELL_DRILL = _held(415, "well_drill_ov")
ICE_RINK = _held(416, "ice_rink_ow")
BOOK_BUS = _held(417, "book_bus_ox")
DOCK_CRANE = _held(418, "dock_crane_oy")

# (text, sample, fact, grade): fixes of the heldout411-418 sets and of misses left open from heldout403-410 (each
# fails on e7312358; guards pass there)
HELDOUT411_418_GRADES = [
    # heldout412 (ten answers): "Neither condition has been met yet" leaves the conditions open
    ("The grants panel approved the application on 2 June 2026 on two conditions: a lead-paint survey of the old "
     "coatings before any paint is removed, and the towpath under the bridge staying open to walkers throughout the "
     "works. Neither condition has been met yet.", BRIDGE_PAINT, "F05", "correct"),
    ("The grants panel approved the application on 2 June 2026 on two conditions; both conditions have since been "
     "met.", BRIDGE_PAINT, "F05", "distorted"),  # guard
    # heldout412 h03: the contractor named as the owner of another part's thing ("Contractor's scaffolding")
    ("| Step | State | Date |\n| --- | --- | --- |\n| Harrow & Lyle Coatings appointed as painting contractor | Done "
     "(as of 19 June 2026) | 12 June 2026 |\n| Contractor's scaffolding goes up | Planned | late August 2026 |",
     BRIDGE_PAINT, "F06", "correct"),
    # heldout413 h04, h11: the state before the withdrawal ("原在…审核中", "撤回前处于审核中")
    ("申请原在县农业农村局审核中，尚无审批决定。因供应商涨价，合作社于2026年5月8日主动撤回申请，县农业农村局于5月12日书面确认撤回。",
     TEA_DRYERS, "F05", "correct"),
    ("- 状态：2026.5.8 合作社主动撤回申请；撤回前处于审核中，局方未有审批结论。县农业农村局 2026.5.12 书面确认撤回。", TEA_DRYERS,
     "F05", "correct"),
    # heldout413 h06: another count of the material said in the fact's own words ("本次拟更换9台")
    ("两个初制车间现有烘干机20台，本次拟更换9台。", TEA_DRYERS, "F03", "distorted"),
    ("两个初制车间现有烘干机20台，本次拟更换其中14台。", TEA_DRYERS, "F03", "correct"),  # guard
    # heldout413 h10: a sum of its own noun before the bound word ("合作社自筹资金上限为60万元")
    ("- 金额：申请补贴金额不超过86.8万元；合作社自筹资金上限为60万元。", TEA_DRYERS, "F04", "correct"),
    ("- 金额：申请补贴金额不超过68.8万元。", TEA_DRYERS, "F04", "distorted"),  # guard
    # heldout413 h07: "一直收到4月的最后一天", the month's last day and a verb between 一直 and 到
    ("本年度补贴从2026年3月2号开始收材料，一直收到4月的最后一天。", TEA_DRYERS, "F01", "correct"),
    # heldout414: "partially approved" in the material's words; a participle of deciding; the sibling's own clause
    ("On 19 May 2026 the awards panel partially approved the application: it approved only the travel costs and "
     "declined the accommodation costs.", CHOIR_TOUR, "F05", "correct"),
    ("On 19 May 2026 the fund's awards panel partially approved the application, approving the travel costs and "
     "declining the accommodation costs.", CHOIR_TOUR, "F05", "correct"),
    ("On 19 May 2026 the awards panel approved the travel costs and the accommodation costs.", CHOIR_TOUR, "F05",
     "distorted"),  # guard
    # heldout414 h02: two days of one month ("from 8 to 13 October 2026")
    ("Our tour to Saint-Aubel runs from 8 to 13 October 2026.", CHOIR_TOUR, "F01", "correct"),
    # heldout414 h08: another count with the fact's own predicate ("All 54 members will travel")
    ("All 54 members will travel, together with the music director and the accompanist.", CHOIR_TOUR, "F03",
     "distorted"),
    # heldout414 h04: the next item of a labelled list after a semicolon
    ("- Programme (these two performances only): joint concert with the Chœur de Saint-Aubel at the church of "
     "Saint-Martin; open-air concert at the twinning anniversary festival\n- Not included: Montclair side trip; youth "
     "section's school singing workshop", CHOIR_TOUR, "F02", "correct"),
    # heldout415 h02: "其中" before the fact's own subject and bound
    ("资金方面，项目总投资估算128万元，其中申请县级农村饮水安全补助资金不超过86万元，其余42万元由村集体自筹。", WELL_DRILL, "F04",
     "correct"),
    # heldout415 h10: the committee named in the time before the act ("补齐报告后，村委会…重新提交")
    ("首次申请于2026年4月2日被县水利局以缺少水文地质勘察报告为由驳回；补齐报告后，村委会于5月18日重新提交，目前仍在审查中，未作决定。",
     WELL_DRILL, "F05", "correct"),
    # heldout415 h09, h07: the report named in a refusal's reason, the material's sentence said without its comma
    ("- 审批状态：首次申请（3月16日提交）于4月2日因缺少水文地质勘察报告被驳回；5月18日重新提交后，新申请仍在县水利局审查中，尚未作出决定。",
     WELL_DRILL, "F06", "omitted"),
    ("首次申请于2026年4月2日被县水利局驳回，原因是缺少水文地质勘察报告。村委会补齐勘察报告后于2026年5月18日重新提交申请。", WELL_DRILL,
     "F06", "omitted"),
    # heldout415 h15: full-width punctuation read as cp1252 ("ï¼›")
    ("新井只供上湾组和下湾组两个村民小组的生活饮用水ï¼›岭背组和农田灌溉用水不在申请范围内。", WELL_DRILL, "F02", "correct"),
    # heldout415 h12, heldout411 h13: a sum given apart from the fact's ("另行补贴", "也将资助")
    ("资金：申请补助不超过86万元；县里还将另行补贴入户管网改造费用15万元。", WELL_DRILL, "F04", "correct"),
    ("学校向县教育局申请补贴，金额不超过38万元（人民币），其余部分由学校自筹，乡政府也将资助3万元。", SCHOOL_BUS_SECOND, "F04",
     "correct"),
    # heldout416 h06: "in full" of the approval, the payment of the first instalment after a comma
    ("The foundation's board approved the application in full on 14 May 2026, and the first instalment has been paid.",
     ICE_RINK, "F05", "correct"),
    # heldout416 (procurement) h07: "no exemption will be granted" is no approval
    ("Approval is conditional: on 12 January 2027 the town council approved the purchase subject to confirmation of a "
     "state clean-transport grant, which has not yet been confirmed. As of 15 February 2027 the bidders' site visit "
     "has been held (10 February 2027); the contract award is planned for April 2027. Bids without a valid battery "
     "safety certificate will not be evaluated and no exemption will be granted.", CASE_C, "F04", "correct"),
    # heldout415 h04, heldout416 h04: "得仓库主管先过目确认", must, the spoken way
    ("还有一条要记住：助手排出来的班次建议不会自己发到员工手上，得仓库主管先过目确认，才算数。", CASE_A, "F07", "correct"),
    # heldout417 h12: a status sentence opening its paragraph under the heading the fact's cues name
    ("## 审批与进度\n\n目前尚未获批，也没有被否决。2026年3月6日市文旅局评审会认为预算数据需要二次核对，决定推迟到下一次评审会再作决定。",
     BOOK_BUS, "F05", "correct"),
    # heldout418 h08, h02: "the one condition … was met"; another party's application opening the sentence
    ("The application is approved. The one condition set by the grants panel on 17 March 2026, planning consent for "
     "the crane base, was met when the borough granted consent on 21 April 2026; on 28 April 2026 the agency "
     "confirmed the approval is now unconditional.", DOCK_CRANE, "F05", "correct"),
    ("The application is approved without conditions. (The Harbour Board's own application to the agency, for "
     "pontoon repairs, is a separate matter and is still awaiting a decision.)", DOCK_CRANE, "F05", "correct"),
    # misses left open from heldout403-410
    ("- Done: structural survey by Hallam Associates, 23 Feb 2026\n- Planned: boats to temporary racks at Millpond "
     "Sailing Club, late Apr 2026.", BOATHOUSE_ROOF, "F06", "correct"),  # heldout404 h04, h12
    ("Once its insurer, Harbourline Mutual, said yes to paying for the roof, the club wrote to the regional sports "
     "council and took its grant application back.", BOATHOUSE_ROOF, "F05", "correct"),  # heldout404 h05
    ("过程有点波折：2月26号那次评审会，因为缺了屋顶承重的评估报告和消毒室的设计图，先放着没审；3月10号材料补上，到3月19号再开会就过了。",
     CLINIC_HEATER, "F05", "correct"),  # heldout405 h05
]

HELDOUT411_418_ADDITIONS = [
    ("The new paint system should protect the bridge for around 25 years.", BRIDGE_PAINT, True),  # heldout412 h13
    ("As of 19 June 2026 the society has appointed Harrow & Lyle Coatings as the painting contractor (12 June 2026), "
     "and the paint has already been ordered from the supplier.", BRIDGE_PAINT, True),  # heldout412 h13
    ("The Upper Brenley Canal Society applied on 3 March 2026 to the Kestrel Waterways Heritage Fund for a grant to "
     "repaint the Tanner's Lock footbridge over the Brenley Canal.", BRIDGE_PAINT, False),  # heldout412 h06
    ("| Step | State | Date |\n| --- | --- | --- |\n| Harrow & Lyle Coatings appointed as painting contractor | Done "
     "(as of 19 June 2026) | 12 June 2026 |", BRIDGE_PAINT, False),  # heldout412 h03
    ("| 项目 | 内容 |\n| --- | --- |\n| 拟更换数量 | 14台（东坡9台、茶坪5台）；现有20台中其余6台暂不更换 |\n| 原报价与定金 | "
     "单价12.4万元，14台合计173.6万元；已付定金10万元 |", TEA_DRYERS, False),  # heldout413 h03
    ("The buses should arrive some time from the start of September 2027 to the end of January 2028.", CASE_C,
     False),  # heldout413 h03
    ("| Item | Detail |\n| --- | --- |\n| Application | Submitted 3 March 2026, GBP 20,100 requested |", CHOIR_TOUR,
     False),  # heldout414 h03
    ("- Tour: Oct 8–13, 2026 (2026-10-08 to 2026-10-13), Saint-Aubel", CHOIR_TOUR, False),  # heldout414 h04
    ("村委会已向澜平县水利局申请新打一口饮用水深井，设计井深180米，井位在下湾组东侧的村集体林地。", WELL_DRILL, False),  # 415 h02
    ("出水水质检测由中标的施工单位负责。", WELL_DRILL, True),  # heldout415 h11
    ("出水水质检测由县疾病预防控制中心负责。", WELL_DRILL, False),  # guard
    ("县里还将另行补贴入户管网改造费用15万元。", WELL_DRILL, True),  # heldout415 h12
    ("The club's funded project period runs from 3 August 2026 to 26 March 2027.", ICE_RINK, False),  # heldout416 h07
    ("The authority plans to tender the airport express route separately next year.", CASE_C, True),  # 416 h10
    ("Planned: in late April 2026 Stonecroft Roofing will move the boats to temporary racks at Millpond Sailing Club.",
     BOATHOUSE_ROOF, True),  # heldout404 h11
    ("Roles: the treasurer, Mina Okafor, manages the contractor and the installation; the volunteer coordinator "
     "organises the cold-chain training.", COLD_ROOM, True),  # heldout408 h11
    ("Roles: the operations manager, Aled Pryce, manages the contractor and the installation.", COLD_ROOM,
     False),  # guard
    ("本申请已在3月19日的县卫健委评审会上审议通过，批准补助，无附加条件。此前2月26日的暂缓审议是因为缺少材料，3月10日补齐后已经结束。",
     CLINIC_HEATER, False),  # heldout405 h09
    # heldout387 h12: read the same in every run ("a grant" names a thing and an act; the tie was read in hash
    # order, so e7312358 flags it in some runs only: no guard, and no test that fails there every time)
    ("The fund awarded a grant of GBP 38,500, less than the GBP 46,200 requested.", BIKE_RACKS, False),
]

HOSPICE_NIGHT = _held(419, "hospice_night_oz")
POND_DAM = _held(420, "pond_dam_pa")
BOAT_RAMP_APPEAL = _held(421, "boat_ramp_pb")
WELD_SHOP = _held(422, "weld_shop_pc")
SHIP_MODELS = _held(423, "ship_models_pd")
ELDER_HALL = _held(424, "elder_canteen_pe")
COLD_STORE = _held(425, "cold_room_pf")
SCHOOL_BUS_REFUSED = _held(426, "school_bus_pg")

# (text, sample, fact, grade): fixes of the heldout419-426 sets (each fails on 1a93e943; guards pass there)
HELDOUT419_426_GRADES = [
    # heldout419 h09: the act allowed at once, its requirement done the next day (an invented exception)
    ("Shifts are booked only after a home risk assessment has been completed for the patient. For urgent "
     "end-of-life referrals, a shift can be booked straight away and the risk assessment completed the following "
     "day.", HOSPICE_NIGHT, "F07", "distorted"),
    ("No shift may be booked unless a home risk assessment has been completed; there are no exceptions.",
     HOSPICE_NIGHT, "F07", "correct"),  # guard
    # heldout419 h08: a done step said in the future with no word of its act ("will take place", "is planned for")
    ("The nurses' induction course will take place on 3 October 2026.", HOSPICE_NIGHT, "F06", "distorted"),
    ("The first induction course is planned for 3 October 2026.", HOSPICE_NIGHT, "F06", "distorted"),
    # heldout419 h05: an excluded group "don't get it", after the scope's own sentence
    ("It's only for grown-ups being looked after in their own homes, and only in Ashby Vale and Cranleigh. People "
     "living in nursing or care homes don't get it, children and teenagers under 18 stay with Little Wren, and "
     "Brockhurst isn't included either.", HOSPICE_NIGHT, "F02", "correct"),
    # heldout421: the approval given to "the grant" in the fact's own paragraph, after the refusal it overturned
    ("The grants committee rejected the application on 4 March 2026, but on 28 April 2026 the appeal panel "
     "overturned the refusal and approved the grant.", BOAT_RAMP_APPEAL, "F05", "correct"),
    ("The grants committee rejected the application on 4 March 2026.", BOAT_RAMP_APPEAL, "F05", "distorted"),  # guard
    # heldout421 h03: another club's application, an aside between it and its state
    ("The grant is approved. The neighbouring Wenlow Canoe Club's own application to the foundation, for a boat "
     "store, is still pending.", BOAT_RAMP_APPEAL, "F05", "correct"),
    # heldout421 h05: a payment barred until the requirement is met is the rule, not the scope
    ("The foundation's money is only for the concrete ramp and the floating pontoon at the bottom of it. One thing "
     "to keep firmly in mind: not a penny of the grant arrives until an independent structural engineer has signed "
     "the finished ramp off as safe.", BOAT_RAMP_APPEAL, "F02", "correct"),
    # heldout423 h02: the collection's own count in a relative clause; the first stage accepted, as the material
    # dates it
    ("This brief covers the museum's application for conserving part of the Penhallow Collection, which holds 137 "
     "ship models in all. The project would conserve 58 models.", SHIP_MODELS, "F03", "correct"),
    ("The first-stage expression of interest was accepted by the fund on 12 June 2025. The museum missed the "
     "second-stage deadline, so the application lapsed.", SHIP_MODELS, "F05", "correct"),
    # heldout423 h16: 失效, the application lapsed
    ("该申请已失效，基金于2025年11月21日将其记录为撤回，没有对其作出任何决定。", SHIP_MODELS, "F05", "correct"),
    # heldout424 (five answers): a body's yes with what it approves ("局务会全额批准该申请", "审议后全额批准")
    ("区民政局局务会全额批准该申请。", ELDER_HALL, "F05", "correct"),
    ("2026年5月12日，区民政局局务会审议后全额批准；批复文件已于5月15日印发。", ELDER_HALL, "F05", "correct"),
    ("区民政局拟全额批准该申请。", ELDER_HALL, "F05", "needs_review"),  # guard
    # heldout424 h05, h16: the excluded estate served by another's dining point, then said not to be the project's
    ("隔壁南湾花园那边有桂山社区的助餐点管着，不归这里。", ELDER_HALL, "F02", "omitted"),
    ("南湾花园小区也纳入服务范围。", ELDER_HALL, "F02", "distorted"),  # guard
    # heldout426 h03, h16: the parents' committee's own request, pending
    ("家长委员会向县交通运输局提出的申请目前仍在审核中。", SCHOOL_BUS_REFUSED, "F05", "omitted"),
    ("The parents' committee separately asked the county transport bureau on 20 April 2026 for an extra "
     "early-morning bus on route 12; that request is still under review.", SCHOOL_BUS_REFUSED, "F05", "omitted"),
    ("学校向县教育局提出的申请目前仍在审核中。", SCHOOL_BUS_REFUSED, "F05", "distorted"),  # guard
    # heldout419 procurement_notice_c h13, heldout350 h12: cut at the output budget right after "will", the ban never
    # written: stated in part (heldout419's author expects omitted, heldout350's partial; the issue accepts either)
    ("Bids must be submitted by 3 March 2027. Bids that do not include a valid battery safety certificate will",
     CASE_C, "F07", "partial"),
    ("Bids must be submitted by 3 March 2027. Bids that do not include a valid battery safety certificate will not "
     "be evaluated.", CASE_C, "F07", "correct"),  # guard
]

# (text, sample, flagged): additions and false alarms of the heldout419-426 sets and of misses left open from earlier
# rounds (each fails on 1a93e943; guards pass there)
HELDOUT419_426_ADDITIONS = [
    # heldout418 h11: an item of a doer's list of acts that the material gives another party
    ("Responsibilities:\n- Kestrel Lifting installs the crane, trains the operators and keeps the register of "
     "certified operators.", DOCK_CRANE, True),
    ("Kestrel Lifting installs the crane, keeps the register of certified operators, and trains the operators.",
     DOCK_CRANE, True),
    ("Kestrel Lifting installs the crane and trains the operators.", DOCK_CRANE, False),  # guard
    ("Please keep the operating rule in mind.", DOCK_CRANE, False),  # guard
    # heldout417 h12: a person after a library's head's title
    ("**项目负责人**：区图书馆副馆长周敏", BOOK_BUS, True),
    # heldout48 h13: a promise in a clause that names a fact's plan
    ("运营方禾康餐饮已知悉，它承诺在重新申报前维持现有助餐点正常运营。", ELDER_CANTEEN, True),
    ("区体育局另承诺自筹配套资金170万元。", FITNESS_TRAILS, False),  # guard: the material's own promise
    # heldout420 h01, h03, h08: a field of the brief named by the fact's thing; the route of a file
    ("**项目**：青枫镇人民政府拟对石桥村白鹭塘坝体实施除险加固。", POND_DAM, False),
    ("**工程**：石桥村白鹭塘坝除险加固", POND_DAM, False),
    ("- 申报路径：青枫镇人民政府 → 汀川县水利局（2026/9/25审核同意并转报）→ 江岚省水利厅", POND_DAM, False),
    # heldout422 h01, h05: the material's own plan for what the scope leaves out, its date left open
    ("机器人焊接方向拟在二期另行申报，时间未定。", WELD_SHOP, False),
    ("机器人焊接打算以后放到二期再单独报。", WELD_SHOP, False),
    ("机器人焊接将在2027年3月纳入二期。", WELD_SHOP, True),  # guard
    # heldout423 writing_case_b h02: the material's thing, named with its state
    ("Dear colleagues, please find below a short brief on the planned kiosk pilot.", CASE_B, False),
    # heldout425 h03, h05: how a thing is paid; a reason in other words ("lorries")
    ("| Item | Detail |\n| --- | --- |\n| Not covered | packing-line conveyor, refrigerated delivery van (paid from "
     "own reserves) |", COLD_STORE, False),
    ("The agency put its decision on ice on 11 March 2027 because a neighbour complained about lorries on the "
     "lane.", COLD_STORE, False),
    # heldout426 h05: whom it counts, named with a plan word; a bus already running
    ("两条线加起来打算坐车的孩子一共146个。", SCHOOL_BUS_REFUSED, False),
    ("说北坳村到镇上已经有12路城乡公交在跑了。", SCHOOL_BUS_REFUSED, False),
    # heldout426 h12: a price is no number of things ("2元" beside the material's "校车2辆")
    ("据了解，12路公交单程票价为2元。", SCHOOL_BUS_REFUSED, True),
    ("学校申请配备45座校车2辆。", SCHOOL_BUS_REFUSED, False),  # guard
    # heldout425 h11: the doer of a relative clause, after an apposition, its thing named with "for"
    ("Planned: the call for tenders for the refrigeration contractor in May 2027, which the treasurer, Osric Vane, "
     "will run.", COLD_STORE, True),
    ("Planned: the call for tenders for the refrigeration contractor in May 2027, which the site manager, Della "
     "Prior, will run.", COLD_STORE, False),  # guard
    # heldout419 procurement_notice_c h09: a partner named by its kind
    ("Larkfield Transit Authority invites bids to supply 12 battery-electric buses, in partnership with the regional "
     "energy utility, which will connect the new chargers.", CASE_C, True),
]

ELEVATOR = _held(427, "elevator_ph")
LIGHTING_RIG = _held(428, "lighting_rig_pj")
DENTAL_CHAIR = _held(429, "dental_chair_pk")
RAIN_TANKS = _held(430, "rain_tanks_pm")
DISPLAY_CASE = _held(431, "display_case_pn")
RESCUE_DRONE = _held(432, "rescue_drone_pp")
SEED_DRYER = _held(433, "seed_dryer_pq")
VIOLIN_REPAIR = _held(434, "violin_repair_pr")

# heldout433's two steps, said as the material says them
SEED_DRYER_STEPS = (
    "截至2026年6月12日，合作社已于2026年5月20日召开成员大会表决通过烘干设备购置方案；设备安装调试计划于2026年9月进行。"
)

# (text, sample, fact, grade): fixes of the heldout427-434 sets (each fails on cd058ddd; guards pass there)
HELDOUT427_434_GRADES = [
    # heldout433 h01-h15: a step named as the condition's requirement (its 后 … 才) is no report that it is done
    (SEED_DRYER_STEPS + "补助资金只有在设备安装完成并经市农业农村局验收合格后才拨付。", SEED_DRYER, "F06", "correct"),
    (SEED_DRYER_STEPS + "补助资金原则上在设备安装完成并经市农业农村局验收合格后拨付。", SEED_DRYER, "F06", "correct"),
    (SEED_DRYER_STEPS + "设备安装完成并经市农业农村局验收合格 → 才拨付补助资金。", SEED_DRYER, "F06", "correct"),
    ("设备已于2026年5月20日安装完成。", SEED_DRYER, "F06", "distorted"),  # guard: said done
    # heldout429 h05: an approval said to carry a condition, the spoken way ("不过是有前提的")
    ("县卫健委三月二十号点了头，不过是有前提的：卫生院得先招来一位有口腔执业医师资格证的牙医，人到位了补助款才会拨下来。",
     DENTAL_CHAIR, "F05", "correct"),
    ("县卫健委三月二十号点了头。", DENTAL_CHAIR, "F05", "distorted"),  # guard
    # heldout429 h05: a document named by its act, what the act is for put between ("招聘牙医的公告")
    ("已经办完的：招聘牙医的公告三月二十八号就在县人才招聘平台挂出去了（这是截至四月八号的情况）。\n\n"
     "还没办、打算办的：设备采购招标排在今年六月。", DENTAL_CHAIR, "F06", "correct"),
    # heldout429 h13: the budget of a thing the material names without a sum, another thing's cost
    ("设备：牙科综合治疗台共4台，另配套口腔数字化X线机1台，X线机采购预算约15万元。\n预算：项目总预算不超过96万元。",
     DENTAL_CHAIR, "F04", "correct"),
    ("项目总预算不超过69万元。", DENTAL_CHAIR, "F04", "distorted"),  # guard
    # heldout428 h03: what the material itself says an act can go without is no invented exception
    ("Power surveys at all 14 tour venues, finished on 20 November 2026; 9 venues can run the full rig without "
     "extra cabling.", LIGHTING_RIG, "F07", "omitted"),
    # heldout428 h06: the total cost reused as the sum asked for (another thing's clause holds the company)
    ("- Funding: the company asks the council for up to GBP 51,400; the supplier quotes GBP 1,150 per LED fixture, "
     "with a GBP 3,000 deposit due when the order is placed", LIGHTING_RIG, "F04", "distorted"),
    ("The company asks the council for at most GBP 38,500.", LIGHTING_RIG, "F04", "correct"),  # guard
    # heldout432 h02/h14: a part of a known whole counted by the fact's own verb
    ("The team will train 12 of its 38 volunteers as drone pilots.", RESCUE_DRONE, "F03", "correct"),
    ("The team will train 14 of its 38 volunteers as drone pilots.", RESCUE_DRONE, "F03", "distorted"),
    # heldout432 h16: the counted ones becoming what the fact counts ("12名志愿者担任无人机飞手")
    ("救援队将培训12名志愿者担任无人机飞手。", RESCUE_DRONE, "F03", "correct"),
    # heldout432 h04: a list item's date after a comma
    ("- Done (as at 2026-03-24): drone operator registration with the Aerial Operations Registry, Mar 18 2026.\n"
     "- Planned: operational service, June '26.", RESCUE_DRONE, "F06", "correct"),
    # heldout434 h05: a request "taken back"
    ("The orchestra had asked the city's cultural fund for help, but it has since taken that request back.",
     VIOLIN_REPAIR, "F05", "correct"),
    # heldout427 h06: approved for a thing the material refuses in the approval's own sentence
    ("区住房局批复同意一单元、二单元、三单元全部加装电梯。", ELEVATOR, "F05", "distorted"),
    ("区住房局批复同意一单元、二单元加装电梯，三单元不予批准。", ELEVATOR, "F05", "correct"),  # guard
    # heldout430 h03/h04: a separate application for a later phase; a thing crossed out
    ("Planned: at a date not yet set, a separate application for a second phase covering the Orchard Road garden.",
     RAIN_TANKS, "F02", "omitted"),
    ("- Sites: Hollins Lane + Quarry Field only (Orchard Road community garden ✗, clubhouse ✗)", RAIN_TANKS, "F02",
     "correct"),
    ("The application covers the Hollins Lane and Quarry Field sites and the Orchard Road community garden.",
     RAIN_TANKS, "F02", "distorted"),  # guard
    # heldout431 h05: "两个展厅" counts halls, not cases ("展厅" is no "展柜"); "二十四台这样的展柜"
    ("说白了，这个项目就是青溪县博物馆要给两个展厅换上能自动控温控湿的展柜。一共要买二十四台这样的展柜。", DISPLAY_CASE,
     "F03", "correct"),
    # heldout434 h03: what follows an arrow is a step of its own
    ("☐ Planned: installation once funding is approved → Eastgate live late Sept, Millbrook live Oct.", CASE_B,
     "F06", "correct"),
    # heldout427 h04: a survey said the spoken way ("需求摸底")
    ("已经做完的：到2026年2月10号为止，项目组已经把两个试点仓的需求摸底做完了。", CASE_A, "F05", "correct"),
]

# (text, sample, flagged): additions and false alarms of the heldout427-434 sets (each fails on cd058ddd; guards
# pass there)
HELDOUT427_434_ADDITIONS = [
    # heldout425 h07: the notice's call for bids, named after the word of issuing
    ("Larkfield Transit Authority has issued a call for bids to supply 12 battery-electric buses, with bids due by "
     "3 March 2027.", CASE_C, False),
    ("Larkfield Transit Authority has issued answers to all bidder questions.", CASE_C, True),  # guard
    # heldout429 h13: an invented sum of a thing the material names without one
    ("设备：牙科综合治疗台共4台，另配套口腔数字化X线机1台，X线机采购预算约15万元。", DENTAL_CHAIR, True),
    # heldout434 h05: "this happened before …", an act said before, referred to
    ("A private donor, the Ellery Family Trust, offered to cover the whole bill, and this happened before the fund "
     "had decided anything.", VIOLIN_REPAIR, False),
    # heldout434 h10: a field of the brief named by a fact's thing (English too)
    ("**Programme:** repair of Brightwater Youth Orchestra's violins and violas only (cellos and double basses are "
     "not included), 34 instruments in all, from 4 May 2026 to 30 October 2026.", VIOLIN_REPAIR, False),
    # heldout434 h13: "another decade", a length of time the material never gives
    ("The repairs should keep the instruments playable for at least another decade.", VIOLIN_REPAIR, True),
    # heldout430 h10: a time limit after an event ("试点结束后两周内")
    ("- 计划：试点结束后两周内，项目组提交试点评估报告。", CASE_A, True),
    # heldout427 h08: the partial approval is the bureau's decision, not a duty given to it
    ("**审批**：区住房局部分批准，一单元、二单元获批，三单元因地基勘察未通过未获批准；居委会已接受。", ELEVATOR, False),
    # heldout427 h15: "这一步已经完成" says the step just told is done
    ("截至2026年4月15日，居委会已于4月8日与青松电梯签订施工合同，这一步已经完成。", ELEVATOR, False),
    # heldout427 h04: "需求摸底做完了" is the material's completed requirements research
    ("已经做完的：到2026年2月10号为止，项目组已经把两个试点仓的需求摸底做完了。", CASE_A, False),
    # heldout432 h04: "walked and measured the floor space … pulled together a year's worth of figures"
    ("Done so far (position on 20 August 2026): the team has walked and measured the floor space at both branches "
     "and pulled together a year's worth of loan and return figures.", CASE_B, False),
    # heldout431 h05: "二十四台这样的展柜" is the fact's count
    ("一共要买二十四台这样的展柜。", DISPLAY_CASE, False),
    # heldout429 h05: "人到位了补助款才会拨下来", the condition of what comes after (a guard: cd058ddd read the clause
    # as the status's distortion, so this round's status fix brought the false alarm out; it passes there)
    ("县卫健委三月二十号点了头，不过是有前提的：卫生院得先招来一位有口腔执业医师资格证的牙医，人到位了补助款才会拨下来。",
     DENTAL_CHAIR, False),
    # heldout428 h03: under "Completed", what venues can do is no report of a show (a guard, as above: the condition
    # fix brought it out)
    ("**Completed**\n\n- Power surveys at all 14 tour venues, finished on 20 November 2026 (status as of 2 December "
     "2026); 9 venues can run the full rig without extra cabling", LIGHTING_RIG, False),
]


LIBRARY_KIOSK = _held(435, "library_kiosk_ps")
BOAT_TRAILER = _held(436, "boat_trailer_pt")
RESCUE_TOOLS = _held(437, "rescue_tools_pu")
SENSORY_GARDEN = _held(438, "sensory_garden_pv")
FISH_STORE = _held(439, "cold_room_pw")
TRANSMITTER = _held(440, "transmitter_px")
DAYCARE_BUS = _held(441, "daycare_bus_py")
HONEY_ROOM = _held(442, "honey_room_pz")

# heldout441 h16's steps, in English on a Chinese sample
DAYCARE_BUS_STEPS_EN = (
    "- Completed: as of 20 June 2026, the expert review of the bus's accessibility conversion plan was completed on "
    "12 June.\n- Planned: the bus is scheduled to enter service in September 2026; pre-service training for drivers and "
    "on-board care workers is planned for late August.\n"
)

# (text, sample, fact, grade): fixes of the heldout435-442 sets (each fails on 316da38e; guards pass there)
HELDOUT435_442_GRADES = [
    # heldout439 h03-h15: the applicant gave up the approved grant ("放弃这笔已获批准的补助": the thing described)
    ("县渔业局已于2026年1月8日批复同意补助；因配套资金落空，合作社理事会于2026年2月27日决定放弃该补助，并书面告知了县渔业局。",
     FISH_STORE, "F05", "correct"),
    ("县渔业局尚未批复该补助申请。", FISH_STORE, "F05", "distorted"),  # guard
    # heldout439 h03-h15: the document to hand in, then the act only after it (方可), or refused without it (否则)
    ("重新申报时，须附配套资金已到位的银行存款证明，县渔业局方可受理，没有例外。", FISH_STORE, "F07", "correct"),
    ("重新申报时须附配套资金到位的银行存款证明，否则县渔业局不予受理，无任何例外。", FISH_STORE, "F07", "correct"),
    ("重新申报时须附配套资金到位的银行存款证明，否则县渔业局不予受理，无任何例外。", FISH_STORE, "F05", "omitted"),
    # heldout439 h07-h15: 已…的 before a noun describes the proof, no reapplication done
    ("重新申报须附配套资金已到位的银行存款证明方可受理。", FISH_STORE, "F06", "partial"),
    # heldout439 h03: another paragraph's sentence, word for word
    ("合作社现租用的镇上冷库，租约原定于2026年3月31日到期。", FISH_STORE, "F06", "omitted"),
    # heldout439 h01: the loan's refusal, as the material gives it, no state of the grant
    ("县渔业局已于2026年1月8日批复同意给予补助。\n\n**合作社的处理决定**：原计划作为配套资金主要来源的信用社贷款未获审批"
     "通过，配套资金落空；合作社理事会于2026年2月27日决定放弃这笔已获批准的补助，并已书面告知县渔业局。", FISH_STORE, "F05",
     "correct"),
    ("补助未获县渔业局批准。", FISH_STORE, "F05", "distorted"),  # guard
    # heldout439 h13: a bank's agreement to lend to the applicant (the applicant named as the one it is for)
    ("石屿县农商银行已初步同意为合作社提供配套贷款。", FISH_STORE, "F05", "omitted"),
    # heldout435 h01: a ban with where the act would happen between ("一律不得在机器上借书")
    ("未完成实名认证的读者证一律不得在机器上借书。", LIBRARY_KIOSK, "F07", "correct"),
    ("未完成实名认证的读者证也可以在机器上借书。", LIBRARY_KIOSK, "F07", "distorted"),  # guard
    # heldout435 h05: an excluded part that goes on as before ("绘本室还是馆员手工办借还")
    ("这回只管两处地方：总馆一楼的借阅大厅和柳岸分馆。儿童绘本室和街道的图书流动车都不算在里面，绘本室还是馆员手工办借还。",
     LIBRARY_KIOSK, "F02", "correct"),
    ("只覆盖总馆一楼借阅大厅和柳岸分馆，儿童绘本室也一并纳入。", LIBRARY_KIOSK, "F02", "distorted"),  # guard
    # heldout435 h05: the date in the clause after the act, put there with a word of a plan ("打算放在今年六月")
    ("新机器和全市图书馆通借通还平台的对接测试，打算放在5月。", LIBRARY_KIOSK, "F06", "distorted"),  # guard
    ("新机器和全市图书馆通借通还平台的对接测试，打算放在今年六月。", LIBRARY_KIOSK, "F06", "partial"),  # guard
    # heldout435 h07: 'only' with a count, the parts named after the colon
    ("This tender covers only one lot: Lot A, the buses for the Riverside and Hillcrest town routes.", CASE_C, "F05",
     "distorted"),
    ("The tender covers only two lots: Lot A, the buses, and Lot B, the chargers.", CASE_C, "F05", "correct"),  # guard
    # heldout431 h04: a sample's "deadline" cue also names "cut-off"; a word of how firm it is names no thing
    ("The cut-off is 3 March 2027.", CASE_C, "F02", "correct"),
    ("The cut-off is 3 May 2027.", CASE_C, "F02", "distorted"),
    ("The hard closing date is 3 March 2027.", CASE_C, "F02", "correct"),
    ("The hard closing date is 3 May 2027.", CASE_C, "F02", "distorted"),
    # heldout436 h10: a bracketed aside after a labelled date names its own thing
    ("**Bid deadline:** 3 March 2027 (clarification questions must be sent by 20 February 2027)", CASE_C, "F02",
     "correct"),
    ("**Bid deadline:** 13 March 2027", CASE_C, "F02", "distorted"),  # guard
    # heldout440 h06/h15: the fact's own source sentences, said again nearly word for word
    ("On 28 August 2026 the fund's grants panel decided not to fund the application in this round and placed it on a "
     "reserve list; it will be funded only if another award in the round falls through, and no date has been set for "
     "that.", TRANSMITTER, "F05", "correct"),
    ("On 28 August 2026 the fund's grants panel approved the application in this round.", TRANSMITTER, "F05",
     "distorted"),  # guard
    # heldout440 h10: an act allowed "before then", the requirement the sentence before names
    ("Licence rule: the new transmitter may not go on air for regular broadcasting until the Broadcast Licensing "
     "Office has issued a revised technical licence. Short low-power test transmissions are allowed before then so that "
     "the engineers can check the installation.", TRANSMITTER, "F07", "distorted"),
    ("The new transmitter may not be switched on, not even for test transmissions, until the Broadcast Licensing "
     "Office has issued a revised technical licence. There are no exceptions.", TRANSMITTER, "F07", "correct"),  # guard
    # heldout441 h03: another applicant's approval, which the material gives so, beside the federation's answer
    ("区残联答复中提到，松鹤养老驿站去年提交的同类申请已获批准，但那是另一家机构的申请，与本申请分开审核。", DAYCARE_BUS,
     "F05", "omitted"),
    ("区残联已于6月5日批准其承担的18万元份额。", DAYCARE_BUS, "F05", "distorted"),  # guard
    # heldout441 h05: the bus service's month (the material's 投入接送运营), no start of the project
    ("车子打算2026年9月开始正式接送老人，眼下还没上路。", DAYCARE_BUS, "F01", "omitted"),
    # heldout441 h16: the bus named as the owner of another part's thing
    (DAYCARE_BUS_STEPS_EN, DAYCARE_BUS, "F06", "correct"),
    # heldout437 h11: the approval in principle itself, beside the letter not yet issued
    ("市应急管理局已原则同意，但须待下季度（2026年第三季度）预算确认后方可正式下达补助，目前尚未印发批复文件、未拨付资金。",
     RESCUE_TOOLS, "F05", "correct"),
    ("市应急管理局已正式印发补助批复文件。", RESCUE_TOOLS, "F05", "distorted"),  # guard
    # heldout437 h07/h14: 其中 and the part asked of the bureau, the fact's own subject
    ("项目总投入估算为120万元，其中向市应急管理局申请的补助资金不超过96万元，占总投入的80%；其余24万元由镇财政配套。",
     RESCUE_TOOLS, "F04", "correct"),
    ("项目总投入估算为120万元，其中向市应急管理局申请的补助资金不超过69万元。", RESCUE_TOOLS, "F04", "distorted"),
    # heldout438 h03: a row named by another thing's name that holds a word of money ("Amount requested")
    ("| Total cost cap | GBP 62,500 |\n| Amount requested | GBP 48,000 |", SENSORY_GARDEN, "F04", "correct"),
    ("| Total cost cap | GBP 48,000 |", SENSORY_GARDEN, "F04", "distorted"),  # guard
    # heldout438 h05: "starting on …" after the subject's clause, the subject carried
    ("The garden project is meant to run for a year, starting on the first of April 2027 and finishing at the end of "
     "March 2028.", SENSORY_GARDEN, "F01", "correct"),
    ("The garden project is meant to run for a year, starting on the first of April 2027 and finishing at the end of "
     "March 2029.", SENSORY_GARDEN, "F01", "distorted"),
    # heldout438 h11: a sum raised towards the rest, no cap
    ("Total cost is capped at GBP 62,500; the Friends of Pellow Vale have already raised GBP 9,000 towards the rest of "
     "the cost.", SENSORY_GARDEN, "F04", "correct"),
    # heldout436 h07: a cue ending in y, its i form ("carry": "Boats carried")
    ("**Boats carried:** 10", BOAT_TRAILER, "F03", "correct"),
    ("**Boats carried:** 12", BOAT_TRAILER, "F03", "distorted"),
    # heldout436 h12: a yearly sum, where the fact's amount is none
    ("Insuring the trailer will cost the club GBP 420 a year.", BOAT_TRAILER, "F04", "omitted"),
    # heldout442 h11: a time before the go-live, the date another act's
    ("嘉禾仓上线前须在2月28日前完成员工培训。", CASE_A, "F06", "omitted"),
]

# (text, sample, flagged): additions of the heldout435-442 sets, and the material's own words said again
HELDOUT435_442_ADDITIONS = [
    # heldout430 h01: one word read as two things ("fitting": the installation and the act of installing)
    ("**Who does what**\n- Tankworks Direct (proposed supplier): delivering and fitting the tanks\n", RAIN_TANKS, False),
    # heldout430 h05: the project named as the plan; a decision challenged where the material says appealed
    ("The plan would cover a year and a half – starting on the first of April 2027 and finishing at the end of "
     "September 2028, so two growing seasons.", RAIN_TANKS, False),
    ("The plan is to extend the scheme to the Orchard Road community garden next year.", RAIN_TANKS, True),  # guard
    ("The society has challenged that (its appeal went in on 3 February 2027), but nobody has heard the appeal yet.",
     RAIN_TANKS, False),
    ("The council has challenged the society.", RAIN_TANKS, True),  # guard
    # heldout431 h04: "so that's the hard cut-off": a pronoun, no purpose
    ("Anything that arrives after 3 March 2027 goes back unopened, so that's the hard cut-off.", CASE_C, False),
    # heldout436 h02: a request said done in another verb of its kind
    ("We have asked the trust for a grant of at most GBP 18,600 towards a multi-boat trailer from Pellow Trailers.",
     BOAT_TRAILER, False),
    # heldout436 h05: "will find the rest itself" for "will pay the remaining GBP 6,200 from its own reserves"
    ("The club is asking the trust for no more than eighteen thousand six hundred pounds and will find the rest itself.",
     BOAT_TRAILER, False),
    # heldout436 h12: a yearly cost the material never gives
    ("Insuring the trailer will cost the club GBP 420 a year.", BOAT_TRAILER, True),
    # heldout436 h10: a separate tender planned for the excluded route; a date an aside gives its own thing
    ("A separate tender for the airport express route is planned for later in 2027.", CASE_C, True),
    ("Lot C has been withdrawn, and the airport express route is excluded.", CASE_C, False),  # guard
    ("**Bid deadline:** 3 March 2027 (clarification questions must be sent by 20 February 2027)", CASE_C, True),
    # heldout438 h02: the act invited, not done
    ("The grants panel rejected the application on 9 December 2026. It has invited us to resubmit a smaller bid, of up "
     "to GBP 30,000, for the spring round, which closes on 5 March 2027.", SENSORY_GARDEN, False),
    # heldout438 h03: the sum asked for, the material's "asked the foundation for GBP 48,000"
    ("| Amount requested | GBP 48,000 |", SENSORY_GARDEN, False),  # guard (316da38e read it as the cap, distorted)
    # heldout439 h08: the loan's refusal, which the material reports ("未获审批通过"), said as "未获通过"
    ("县渔业局已于2026年1月8日批复同意补助，但信用社的80万元配套贷款未获通过。", FISH_STORE, False),
    ("县渔业局已于2026年1月8日批复同意补助，信用社的80万元配套贷款也已获批。", FISH_STORE, True),  # guard
    # heldout439 h13: a bank's agreement the material never reports
    ("石屿县农商银行已初步同意为合作社提供配套贷款。", FISH_STORE, True),
    # heldout438 h11: a sum raised "towards the rest of the cost", no cap; a doer after "with", its duty in -ing
    ("Total cost is capped at GBP 62,500; the Friends of Pellow Vale have already raised GBP 9,000 towards the rest of "
     "the cost.", SENSORY_GARDEN, True),
    ("Planned: ground works from May 2027, with the occupational therapy team supervising Greenhythe Landscapes on "
     "site.", SENSORY_GARDEN, True),
    ("Planned: ground works from May 2027, with the estates manager supervising Greenhythe Landscapes on site.",
     SENSORY_GARDEN, False),  # guard
    ("The garden will have 14 raised beds, and the garden has raised beds at wheelchair height.", SENSORY_GARDEN, False),
    # heldout438 h13, heldout442 h13 and procurement_notice_c h11: a partner who helps or advises
    ("Pellow Vale Hospice is seeking a grant from the Merrowdown Health Foundation for a sensory garden, designed with "
     "help from the horticulture department of Kestlebury College.", SENSORY_GARDEN, True),
    ("In partnership with Fenmoor Agricultural College, the Alder Vale Beekeepers' Association is turning the former "
     "dairy at Holloway Farm into a shared honey extraction room.", HONEY_ROOM, True),
    ("Larkfield Transit Authority invites bids to supply 12 battery-electric buses, with technical advice from "
     "Brightway Consulting.", CASE_C, True),
    # heldout441 h05: "这件事算办完了", the step just told said done again
    ("到6月20日为止，改装方案已经在6月12日请专家评过了，这件事算办完了。", DAYCARE_BUS, False),
    # heldout442 h04: a label that says what is not done yet
    ("What isn't done yet: the money.", CASE_B, False),
    # heldout442 h11: a training deadline the material never gives
    ("嘉禾仓上线前须在2月28日前完成员工培训。", CASE_A, True),
]


@pytest.mark.parametrize(
    "text, sample, fact, grade",
    HELDOUT363_370_GRADES
    + HELDOUT371_378_GRADES
    + HELDOUT379_386_GRADES
    + HELDOUT387_394_GRADES
    + HELDOUT395_402_GRADES
    + HELDOUT403_410_GRADES
    + HELDOUT411_418_GRADES
    + HELDOUT419_426_GRADES
    + HELDOUT427_434_GRADES
    + HELDOUT435_442_GRADES,
)
def test_the_heldout363_442_rounds_grades(text, sample, fact, grade):
    assert _grades(text, sample)[0][fact] == grade


@pytest.mark.parametrize(
    "text, sample, flagged",
    HELDOUT363_370_ADDITIONS
    + HELDOUT371_378_ADDITIONS
    + HELDOUT379_386_ADDITIONS
    + HELDOUT387_394_ADDITIONS
    + HELDOUT395_402_ADDITIONS
    + HELDOUT403_410_ADDITIONS
    + HELDOUT411_418_ADDITIONS
    + HELDOUT419_426_ADDITIONS
    + HELDOUT427_434_ADDITIONS
    + HELDOUT435_442_ADDITIONS,
)
def test_the_heldout363_442_rounds_additions(text, sample, flagged):
    assert bool(_added(text, sample)) is flagged
