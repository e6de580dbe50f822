"""Bulk commands: seed 002 §8 and seed 003's quantifier / group scenarios."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

import pytest

from builders import LEVEL, OFF, ON, device
from context_retrieval.models import (
    Category,
    CommandSpec,
    CommandValue,
    EntityKind,
    Hint,
    Home,
    Quantifier,
    QueryIR,
    ValueRange,
)
from context_retrieval.stages.bulk import (
    CONFIRM_OPTION_ID,
    Arbitrator,
    BulkFollowUp,
    BulkTrigger,
    CapabilityOption,
    bulk_trigger,
    capability_options,
    group_for_bulk,
    is_confident,
    names_a_whole_kind,
    prefer_coverage,
    series_said,
    target_base,
    the_switch,
)
from context_retrieval.stages.command_scores import CommandScore
from context_retrieval.stages.keyword import KeywordEvidence

WIDE_LEVEL = CommandSpec("main-switchLevel-setLevel", "设置亮度", "integer",
                         ValueRange(0, 254, None))
SPECS = MappingProxyType({
    "switch": (ON, OFF),
    "dimmer": (ON, OFF, LEVEL),
    "dimmer-254": (ON, OFF, WIDE_LEVEL),
})
LIVING_MAIN = device("living-main", "客厅主灯", "客厅", profile="dimmer")
LIVING_STRIP = device("living-strip", "灯带", "客厅", profile="dimmer-254")
BEDROOM_CEILING = device("bed-ceiling", "吸顶灯", "卧室", profile="dimmer")
STUDY_CEILING = device("study-ceiling", "吸顶灯", "书房", profile="switch")
KITCHEN_RELAY = device("kitchen-relay", "厨房灯", "厨房", Category.SWITCH)
LIGHTS = (LIVING_MAIN, LIVING_STRIP, BEDROOM_CEILING, STUDY_CEILING, KITCHEN_RELAY)
HOME = Home(devices=LIGHTS, rooms=("客厅", "卧室", "书房", "厨房"), specs=SPECS)

ALL_OFF = QueryIR("关闭所有灯", action="关闭", quantifier=Quantifier.ALL, type_hint="Light")
# An action that says neither on nor off: what to do is for the evidence (or the person).
ALL_SEEN_TO = QueryIR("所有灯弄一下", action="弄一下", quantifier=Quantifier.ALL,
                      type_hint="Light")


def command_scores(devices: Sequence[str] | None = None, **by_command: float
                   ) -> dict[tuple[str, str | None], CommandScore]:
    """The same score for a command on every device that has it (or on ``devices``)."""
    scores: dict[tuple[str, str | None], CommandScore] = {}
    for target in HOME.devices:
        if devices is not None and target.id not in devices:
            continue
        for spec in HOME.commands_of(target):
            value = by_command.get(spec.command, 0.0)
            scores[(target.id, spec.id)] = CommandScore(value, value, value)
    return scores


def no_names(devices: Sequence[str] = ()) -> dict[str, KeywordEvidence]:
    named = {d: KeywordEvidence(1.0, 1.0, False, ("name_hit",)) for d in devices}
    return {d.id: named.get(d.id, KeywordEvidence(0.2, 0.0, False, ("type_hit",)))
            for d in HOME.devices}


def run(devices: Sequence[object] = LIGHTS, ir: QueryIR = ALL_OFF, named: bool = False,
        keyword: dict[str, KeywordEvidence] | None = None, **kwargs: object):  # type: ignore[no-untyped-def]
    scores = kwargs.pop("scores", None) or command_scores(off=1.0, on=0.3, setLevel=0.2)
    return group_for_bulk(ir, devices, HOME, keyword or no_names(), scores,  # type: ignore[arg-type]
                          BulkTrigger.QUANTIFIER, named=named, **kwargs)  # type: ignore[arg-type]


def members(outcome) -> set[str]:  # type: ignore[no-untyped-def]
    return {d for group in outcome.groups for d in group.device_ids}


def test_all_加_type_hint_命中时返回覆盖全集的group() -> None:
    outcome = run()
    assert members(outcome) == {d.id for d in LIGHTS}
    assert {g.capability_id for g in outcome.groups} == {OFF.id}
    assert outcome.hint is None


def test_except_加_scope_exclude_时返回排除后的group() -> None:
    """The scope filter has already removed the excluded room; bulk covers the rest."""
    remaining = [d for d in LIGHTS if d.room != "客厅"]
    outcome = run(remaining)
    assert members(outcome) == {d.id for d in remaining}


def test_按命令集一致性分组_two_dimmers_with_different_ranges_are_two_groups() -> None:
    ir = QueryIR("所有灯调到50%", action="调到50%", quantifier=Quantifier.ALL, type_hint="Light")
    outcome = run(ir=ir, scores=command_scores(setLevel=1.0, on=0.2, off=0.1))
    assert outcome.meta["bulk_capability"] == LEVEL.id
    groups = {frozenset(g.device_ids) for g in outcome.groups}
    assert groups == {frozenset({"living-main", "bed-ceiling"}), frozenset({"living-strip"})}


def test_coverage_below_one_keeps_only_devices_that_support_the_command() -> None:
    ir = QueryIR("所有灯调到50%", action="调到50%", quantifier=Quantifier.ALL, type_hint="Light")
    outcome = run(ir=ir, scores=command_scores(setLevel=1.0, on=0.2, off=0.1))
    assert members(outcome) == {"living-main", "living-strip", "bed-ceiling"}
    assert outcome.meta["bulk_coverage"] == pytest.approx(3 / 5)
    dropped = dict(outcome.trace.dropped)
    assert dropped["kitchen-relay"] == f"does not support {LEVEL.id}"


def test_group_候选必须引用有效group信息() -> None:
    outcome = run()
    by_id = {g.group_id: g for g in outcome.groups}
    for candidate in outcome.candidates:
        assert candidate.entity_kind is EntityKind.GROUP
        group = by_id[candidate.entity_id]
        assert candidate.capability_id == group.capability_id
        assert all(HOME.device(d) is not None for d in group.device_ids)


def test_group_候选的capability_id必须对组内所有设备有效() -> None:
    outcome = run(scores=command_scores(setLevel=1.0, on=0.2, off=0.1))
    for group in outcome.groups:
        for device_id in group.device_ids:
            found = HOME.device(device_id)
            assert found is not None
            assert group.capability_id in {c.id for c in HOME.commands_of(found)}


def test_集合爆炸时的输出控制_trims_and_says_too_many_targets() -> None:
    outcome = run(max_targets=3, batch_size=2)
    assert len(members(outcome)) == 3
    assert outcome.hint is Hint.TOO_MANY_TARGETS
    assert outcome.meta["bulk_targets"] == 5
    assert outcome.clarification is not None
    assert "缩小范围" in outcome.clarification.question


def test_too_many_groups_are_trimmed_too() -> None:
    ir = QueryIR("所有灯调到50%", action="调到50%", quantifier=Quantifier.ALL, type_hint="Light")
    outcome = run(ir=ir, scores=command_scores(setLevel=1.0), max_groups=1)
    assert len(outcome.groups) == 1
    assert outcome.hint is Hint.TOO_MANY_TARGETS


def test_groups_are_split_into_batches() -> None:
    outcome = run(batch_size=2)
    (group,) = outcome.groups
    assert [len(batch) for batch in group.batches] == [2, 2, 1]
    assert tuple(d for batch in group.batches for d in batch) == group.device_ids


def test_a_said_name_limits_the_targets_to_the_devices_it_names() -> None:
    ir = QueryIR("关闭所有吸顶灯", action="关闭", name_hint="吸顶灯", quantifier=Quantifier.ALL,
                 type_hint="Light")
    outcome = run(ir=ir, named=True, keyword=no_names(["bed-ceiling", "study-ceiling"]))
    assert members(outcome) == {"bed-ceiling", "study-ceiling"}


def test_a_type_word_said_among_names_admits_that_type_by_category_or_label() -> None:
    ir = QueryIR("把吸顶灯和灯都关掉", action="关闭", name_hint="吸顶灯",
                 entity_mentions=("吸顶灯", "灯"), quantifier=Quantifier.ALL)
    outcome = run(ir=ir, named=True, keyword=no_names(["bed-ceiling", "study-ceiling"]))
    assert members(outcome) == {d.id for d in LIGHTS}


def test_a_name_said_admits_the_devices_alike_labelled_only_by_a_code() -> None:
    # "喷灌都打开" over 喷灌1区, 喷灌2区 and the installer's IRR-Z3 of their one profile; not
    # a code of another profile, nor a brand's name ("Hue Go") of the same.
    zones = [device(f"zone{n}", f"喷灌{n}区", "花园", Category.IRRIGATION, "valve")
             for n in (1, 2)]
    coded = device("irr-z3", "IRR-Z3", "花园", Category.IRRIGATION, "valve")
    others = [device("kit", "KIT-7", "花园", Category.IRRIGATION, "drip"),
              device("hue", "Hue Go 2", "花园", Category.IRRIGATION, "valve")]
    keyword = {d.id: KeywordEvidence(1.0, 1.0, False, ("name_hit",)) for d in zones}
    kept, _, by_name = target_base([*zones, coded, *others], keyword, ("喷灌",), named=True)
    assert by_name
    assert {d.id for d in kept} == {"zone1", "zone2", "irr-z3"}
    # One device named is no profile of a kind: the code stays out.
    kept, _, _ = target_base([zones[0], coded], keyword, ("喷灌1区",), named=True)
    assert {d.id for d in kept} == {"zone1"}


def test_low_confidence_returns_the_top_options_instead_of_a_guess() -> None:
    outcome = run(ir=ALL_SEEN_TO, scores=command_scores(off=1.0, on=1.0, setLevel=0.95))
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.groups == ()
    assert outcome.clarification is not None
    offered = [option.capability_id for option in outcome.clarification.options]
    assert 2 <= len(offered) <= 3
    assert set(offered[:2]) == {ON.id, OFF.id}


def test_arbitration_picks_the_command_when_enabled() -> None:
    seen: list[Sequence[CapabilityOption]] = []

    def choose(_request: str, options: Sequence[CapabilityOption]) -> int:
        seen.append(options)
        return [o.capability_id for o in options].index(OFF.id)

    outcome = run(ir=ALL_SEEN_TO, scores=command_scores(off=1.0, on=1.0, setLevel=0.95),
                  arbitrator=Arbitrator(choose))
    assert seen
    assert outcome.meta["bulk_capability"] == OFF.id
    assert outcome.meta["bulk_arbitration"] == "choice"
    assert members(outcome)


@pytest.mark.parametrize(("answer", "asked"), [
    ("请问是开还是关？", "请问是开还是关？"),
    (7, "要对这些设备执行哪个操作？"),
    (None, "要对这些设备执行哪个操作？"),
])
def test_arbitration_that_asks_or_fails_falls_back_to_a_question(answer: object,
                                                                  asked: str) -> None:
    outcome = run(ir=ALL_SEEN_TO, scores=command_scores(off=1.0, on=1.0, setLevel=0.95),
                  arbitrator=Arbitrator(lambda _request, _options: answer))  # type: ignore[arg-type,return-value]
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.clarification is not None
    assert outcome.clarification.question == asked


def test_an_arbitrator_that_raises_is_a_failed_arbitration() -> None:
    def broken(_request: str, _options: Sequence[CapabilityOption]) -> int:
        raise RuntimeError("LLM down")

    outcome = run(ir=ALL_SEEN_TO, scores=command_scores(off=1.0, on=1.0),
                  arbitrator=Arbitrator(broken))
    assert outcome.meta["bulk_arbitration"] == "failed"
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_a_command_already_chosen_by_the_user_skips_the_choice() -> None:
    outcome = run(scores=command_scores(off=1.0, on=1.0), follow_up=BulkFollowUp(ON.id))
    assert {g.capability_id for g in outcome.groups} == {ON.id}


def test_a_command_to_devices_with_no_command_known_asks_and_a_question_is_no_match() -> None:
    unknown = [device("x", "无规格灯", "客厅", profile=None)]
    outcome = run(devices=unknown)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.groups == ()
    question = QueryIR("无规格灯都关了吗", action="关闭", quantifier=Quantifier.ALL)
    asked = run(devices=unknown, ir=question)
    assert asked.hint is Hint.NO_MATCH


def test_options_are_judged_on_their_best_evidence_not_on_how_many_support_them() -> None:
    options = capability_options(LIGHTS, HOME, command_scores(off=0.6, setLevel=0.9))
    assert options[0].capability_id == LEVEL.id
    assert options[0].supporters == ("living-main", "living-strip", "bed-ceiling")
    assert options[1].capability_id == OFF.id
    assert len(options[1].supporters) == 5


def test_confidence_needs_both_a_large_share_and_a_margin() -> None:
    clear = capability_options(LIGHTS, HOME, command_scores(off=1.0, on=0.5, setLevel=0.2))
    close = capability_options(LIGHTS, HOME, command_scores(off=1.0, on=0.98, setLevel=0.2))
    assert is_confident(clear, ALL_OFF)
    assert not is_confident(close, ALL_OFF)
    assert not is_confident((), ALL_OFF)


ALL_LIGHTS_NO_VERB = QueryIR("所有灯", quantifier=Quantifier.ALL, type_hint="Light")


def test_a_bulk_request_that_says_no_action_is_never_a_confident_choice() -> None:
    clear = capability_options(LIGHTS, HOME, command_scores(off=1.0, on=0.5, setLevel=0.2))
    assert not is_confident(clear, ALL_LIGHTS_NO_VERB)
    outcome = run(ir=ALL_LIGHTS_NO_VERB, scores=command_scores(off=1.0, on=0.5, setLevel=0.2))
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.groups == ()
    assert outcome.clarification is not None
    assert 2 <= len(outcome.clarification.options) <= 3


def test_a_bulk_request_with_a_value_but_no_verb_is_confident() -> None:
    said = QueryIR("所有灯50%", quantifier=Quantifier.ALL, type_hint="Light",
                   value=CommandValue(50, "%"))
    options = capability_options(LIGHTS, HOME, command_scores(off=0.2, on=0.2, setLevel=1.0))
    assert is_confident(options, said)


def test_still_unsure_after_the_one_question_degrades_to_no_bulk_and_no_new_options() -> None:
    outcome = run(ir=ALL_LIGHTS_NO_VERB, scores=command_scores(off=1.0, on=0.98),
                  follow_up=BulkFollowUp(answered=True))
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.groups == ()
    assert outcome.candidates == ()
    assert outcome.clarification is not None
    assert outcome.clarification.options == ()
    assert outcome.meta["bulk_degraded"] is True


def test_a_confident_choice_after_the_question_is_carried_out() -> None:
    outcome = run(scores=command_scores(off=1.0, on=0.3), follow_up=BulkFollowUp(answered=True))
    assert outcome.hint is None
    assert {g.capability_id for g in outcome.groups} == {OFF.id}


def test_over_the_limit_asks_with_an_option_to_go_on_and_keeps_the_first_batch() -> None:
    outcome = run(max_targets=3)
    assert outcome.hint is Hint.TOO_MANY_TARGETS
    assert outcome.clarification is not None
    (option,) = outcome.clarification.options
    assert option.entity_id == CONFIRM_OPTION_ID
    assert option.capability_id == OFF.id
    assert len(members(outcome)) == 3
    assert len(outcome.skipped) == len(LIGHTS) - 3


def test_a_confirmed_set_over_the_limit_is_carried_out_whole_in_batches() -> None:
    outcome = run(max_targets=3, batch_size=2,
                  follow_up=BulkFollowUp(OFF.id, confirmed=True, answered=True))
    assert outcome.hint is None
    assert outcome.clarification is None
    assert members(outcome) == {d.id for d in LIGHTS}
    assert all(len(batch) <= 2 for group in outcome.groups for batch in group.batches)
    assert outcome.meta["bulk_confirmed"] is True


@pytest.mark.parametrize(("quantifier", "gated", "rooms", "named", "referred", "expected"), [
    (Quantifier.ALL, False, 0, False, False, BulkTrigger.QUANTIFIER),
    (Quantifier.EXCEPT, True, 0, True, False, BulkTrigger.QUANTIFIER),
    (Quantifier.ONE, True, 2, False, False, BulkTrigger.IMPLICIT_ALL),
    (Quantifier.ONE, True, 1, False, False, None),
    (Quantifier.ONE, True, 2, True, False, None),
    (Quantifier.ONE, False, 2, False, False, None),
    (Quantifier.ONE, True, 2, False, True, None),
    (Quantifier.ANY, True, 2, False, False, None),
])
def test_bulk_mode_is_a_quantifier_or_a_room_and_type_matching_several(
        quantifier: Quantifier, gated: bool, rooms: int, named: bool, referred: bool,
        expected: BulkTrigger | None) -> None:
    ir = QueryIR("x", quantifier=quantifier, scope_include=frozenset({"客厅"}))
    assert bulk_trigger(ir, gated, rooms, named, referred) is expected


def test_implicit_all_needs_a_room_said() -> None:
    ir = QueryIR("打开灯", type_hint="Light")
    assert bulk_trigger(ir, True, 5, False, False) is None


def test_the_stem_of_a_numbered_series_in_one_room_names_every_member() -> None:
    series = [device(f"d{i}", f"筒灯{i}", "客厅") for i in range(1, 4)]
    assert series_said(series, ["筒灯"]) == 3
    assert series_said(series, ["筒灯2"]) == 0


def test_a_series_spread_over_rooms_is_not_one_target() -> None:
    series = [device("a", "筒灯1", "客厅"), device("b", "筒灯2", "餐厅")]
    assert series_said(series, ["筒灯"]) == 0


def test_a_name_that_also_fits_another_rooms_device_is_not_a_series() -> None:
    devices = [device("a", "灯带1", "主卧"), device("b", "灯带2", "主卧"),
               device("c", "电视墙灯带", "客厅")]
    assert series_said(devices, ["灯带"]) == 0


def test_a_count_of_a_series_as_many_as_its_members_is_every_one_of_them() -> None:
    # "院灯开三个" of 院灯1..3: all three; "院灯开俩": any two of them.
    counted = QueryIR("院灯开三个", quantifier=Quantifier.ANY, count=3, name_hint="院灯")
    assert bulk_trigger(counted, True, 0, True, False, series=3) is BulkTrigger.SERIES
    fewer = QueryIR("院灯开俩", quantifier=Quantifier.ANY, count=2, name_hint="院灯")
    assert bulk_trigger(fewer, True, 0, True, False, series=3) is None


def test_implicit_all_needs_one_place() -> None:
    ir = QueryIR("打开卧室的灯", action="打开", type_hint="Light",
                 scope_include=frozenset({"卧室"}))
    assert bulk_trigger(ir, True, 3, False, False, one_place=True) is BulkTrigger.IMPLICIT_ALL
    assert bulk_trigger(ir, True, 3, False, False, one_place=False) is None


def option(command: str, score: float, coverage: float) -> CapabilityOption:
    return CapabilityOption(command, command, score, 0.5, (), coverage)


def test_between_nearly_equal_commands_the_one_more_targets_support_wins() -> None:
    options = [option("main-thermostatMode-off", 0.80, 0.4), option("main-switch-off", 0.75, 1.0)]
    assert prefer_coverage(options).capability_id == "main-switch-off"


def test_a_clearly_better_command_wins_whatever_its_coverage() -> None:
    options = [option("main-thermostatMode-off", 0.95, 0.4), option("main-switch-off", 0.5, 1.0)]
    assert prefer_coverage(options).capability_id == "main-thermostatMode-off"


def test_switching_everything_uses_the_switch_when_another_way_is_as_good() -> None:
    options = [option("main-thermostatMode-off", 0.80, 1.0), option("main-switch-off", 0.72, 1.0)]
    chosen = the_switch(options, "关闭")
    assert chosen is not None
    assert chosen.capability_id == "main-switch-off"
    assert the_switch(options, "调到26度") is None


def test_switching_everything_uses_the_switch_over_a_way_it_stands_in_for() -> None:
    # The mode's off reaches only the devices that have it; the switch reaches the others
    # and, through that mode, these too.
    options = [option("main-thermostatMode-off", 0.95, 0.6), option("main-switch-off", 0.5, 0.8)]
    chosen = the_switch(options, "关闭")
    assert chosen is not None
    assert chosen.capability_id == "main-switch-off"


def test_switching_is_not_decided_for_the_person_when_on_and_off_compete() -> None:
    options = [option("main-switch-on", 0.80, 1.0), option("main-switch-off", 0.79, 1.0)]
    assert the_switch(options, "关闭") is None


def test_a_word_for_a_whole_kind_names_every_device_of_it_a_part_of_a_kind_does_not() -> None:
    assert names_a_whole_kind("灯")
    assert names_a_whole_kind("扫地机")
    assert names_a_whole_kind("ac")
    assert not names_a_whole_kind("吸顶灯")


def test_a_switching_action_never_offers_the_switch_of_the_other_way() -> None:
    scores = command_scores(off=0.8, on=0.6)

    def offered(action: str) -> list[str]:
        options = capability_options(LIGHTS, HOME, scores, action)
        return [o.capability_id for o in options if o.capability_id in (ON.id, OFF.id)]

    assert offered("打开") == [ON.id]
    assert offered("关闭") == [OFF.id]
    assert offered("调亮") == [OFF.id, ON.id]


def test_an_opening_request_never_runs_off_however_well_off_scores() -> None:
    ir = QueryIR("打开所有灯", action="打开", quantifier=Quantifier.ALL, type_hint="Light")
    outcome = run(ir=ir, scores=command_scores(off=1.0, on=0.1, setLevel=0.2))
    assert OFF.id not in {g.capability_id for g in outcome.groups}
    assert outcome.clarification is None or OFF.id not in {
        o.capability_id for o in outcome.clarification.options}
