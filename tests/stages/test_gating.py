"""Clarification gating: seed 001 §3.3 (top1 − top2 < ε → ask), with rooms deciding harm."""

from __future__ import annotations

from dataclasses import replace

from builders import device, home
from context_retrieval.models import (
    Candidate,
    Category,
    CommandValue,
    EntityKind,
    Hint,
    Quantifier,
    QueryIR,
)
from context_retrieval.stages.category import REASON_TYPE_BY_CAPABILITY
from context_retrieval.stages.fusion import GATED_WEIGHTS
from context_retrieval.stages.gating import (
    EPSILON,
    GatingOutcome,
    ask_when_out_of_range,
    ask_where,
    ask_which_of_the_places,
    feeds_different_things,
    gate_for_clarification,
    labelled_alike,
)
from context_retrieval.stages.keyword import REASON_CONTEXT_ROOM, REASON_NAME_HIT

BEDROOM = device("bed", "吸顶灯", "主卧")
STUDY = device("study", "吸顶灯", "书房")
LEFT = device("left", "床头灯左", "主卧")
RIGHT = device("right", "床头灯右", "主卧")
NOWHERE = device("nowhere", "吸顶灯", None)
HOME = home(BEDROOM, STUDY, LEFT, RIGHT, NOWHERE)
SAYS_CEILING = QueryIR("打开吸顶灯", action="打开", name_hint="吸顶灯", type_hint="Light")


def candidate(device_id: str, keyword: float, vector: float = 1.0,
              command: str = "main-switch-on") -> Candidate:
    total = GATED_WEIGHTS.keyword * keyword + GATED_WEIGHTS.vector * vector
    return Candidate(device_id, EntityKind.DEVICE, command, keyword, vector, total)


def gate(*candidates: Candidate, ir: QueryIR = SAYS_CEILING):  # type: ignore[no-untyped-def]
    ranked = sorted(candidates, key=lambda c: -c.total_score)
    return gate_for_clarification(ranked, HOME, ir, GATED_WEIGHTS)


def test_equally_named_devices_in_different_rooms_are_asked_about() -> None:
    outcome = gate(candidate("bed", 1.2), candidate("study", 1.2), candidate("left", 0.2))
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.selected == ()
    assert outcome.clarification is not None
    labels = [option.label for option in outcome.clarification.options]
    assert labels == ["主卧 · 吸顶灯", "书房 · 吸顶灯"]


def test_a_device_without_a_room_is_told_apart_by_saying_so() -> None:
    outcome = gate(candidate("bed", 1.2), candidate("nowhere", 1.2))
    assert outcome.clarification is not None
    assert "未分配房间 · 吸顶灯" in [o.label for o in outcome.clarification.options]


def test_a_lead_of_epsilon_or_more_is_a_clear_best() -> None:
    says_lamp = QueryIR("打开床头灯", action="打开", name_hint="床头灯", type_hint="Light")
    outcome = gate(candidate("left", 1.2 + EPSILON), candidate("study", 1.2), ir=says_lamp)
    assert outcome.clarification is None
    assert [c.entity_id for c in outcome.selected] == ["left"]


def test_devices_labelled_alike_tie_whatever_else_leads() -> None:
    outcome = gate(candidate("bed", 1.2 + 2 * EPSILON), candidate("study", 1.2))
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_labels_that_say_one_kind_two_ways_are_alike() -> None:
    # "排气扇" and "排风扇" are one kind of fan, said two ways.
    fans = home(device("one", "排气扇", "一楼卫生间", Category.FAN),
                device("two", "排风扇", "三楼卫生间", Category.FAN))
    said = QueryIR("打开排气扇", action="打开", name_hint="排气扇", type_hint="Fan")
    ranked = [candidate("one", 1.2 + 2 * EPSILON), candidate("two", 1.2)]
    outcome = gate_for_clarification(ranked, fans, said, GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_interchangeable_devices_of_one_room_are_all_selected_without_asking() -> None:
    outcome = gate(candidate("left", 1.0), candidate("right", 1.0), candidate("bed", 0.2))
    assert outcome.clarification is None
    assert {c.entity_id for c in outcome.selected} == {"left", "right"}


def test_a_label_said_of_a_room_where_no_device_bears_it_asks_which_of_its_devices() -> None:
    # 吸顶灯 labels lamps of other rooms; in 主卧 it is neither bedside lamp, so neither (nor
    # both) is guessed.
    in_the_bedroom = replace(SAYS_CEILING, raw="打开主卧吸顶灯", scope_include={"主卧"})
    outcome = gate(candidate("left", 0.2), candidate("right", 0.2), ir=in_the_bedroom)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.clarification is not None
    assert {o.entity_id for o in outcome.clarification.options} == {"left", "right"}
    # The room's only lamp is still the one meant.
    assert [c.entity_id for c in gate(candidate("left", 0.2), ir=in_the_bedroom).selected] \
        == ["left"]


def test_two_machines_of_one_room_that_run_a_load_are_asked_about_not_both_run() -> None:
    washers = home(device("w1", "1号洗衣机", "洗衣房", Category.WASHER),
                   device("w2", "2号洗衣机", "洗衣房", Category.WASHER))
    ir = QueryIR("洗衣机开始洗", action="开始洗", name_hint="洗衣机", type_hint="Washer")
    start = "main-operationalState-start"
    outcome = gate_for_clarification([candidate("w1", 1.0, command=start),
                                      candidate("w2", 1.0, command=start)], washers, ir,
                                     GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.selected == ()


def test_a_device_that_cannot_do_the_action_well_is_not_a_tie() -> None:
    outcome = gate(candidate("bed", 1.2, vector=1.0),
                   candidate("study", 1.2, vector=0.2, command="main-switchLevel-setLevel"))
    assert outcome.clarification is None
    assert [c.entity_id for c in outcome.selected] == ["bed"]


def test_the_same_command_of_two_of_the_kind_said_worded_apart_by_profiles_is_a_tie() -> None:
    lamps = QueryIR("灯打开", action="打开", type_hint="Light")
    outcome = gate(candidate("bed", 1.2, vector=1.0), candidate("study", 1.2, vector=0.2),
                   ir=lamps)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.selected == ()


def test_nothing_plausible_is_said_not_asked() -> None:
    asked = QueryIR("吸顶灯亮着吗", action="亮着吗", name_hint="吸顶灯", type_hint="Light")
    outcome = gate(candidate("bed", 0.0), candidate("study", 0.0), ir=asked)
    assert outcome.hint is Hint.NO_MATCH
    assert outcome.clarification is None
    assert outcome.selected == ()


def test_a_device_asked_for_where_there_is_none_is_asked_about() -> None:
    # "把客厅吊扇打开" with no ceiling fan there: what is meant, not nothing.
    there = replace(SAYS_CEILING, scope_include=frozenset({"客厅"}))
    outcome = gate(candidate("bed", 0.0), candidate("study", 0.0), ir=there)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.clarification is not None
    assert outcome.clarification.question.startswith("客厅没有找到“吸顶灯”")
    # a particle left over ("风小点") names nothing to ask about
    particle = QueryIR("风小点", action="风速调小", name_hint="点")
    assert gate(candidate("bed", 0.0), ir=particle).clarification is None


def test_no_candidates_is_no_match() -> None:
    outcome = gate()
    assert outcome.hint is Hint.NO_MATCH


def test_a_request_naming_nothing_asks_when_devices_tie_on_the_command_too() -> None:
    bare = QueryIR("打开", action="打开")
    outcome = gate(candidate("bed", 0.0), candidate("study", 0.0), ir=bare)
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_a_request_naming_nothing_picks_the_only_device_that_fits_the_command() -> None:
    bare = QueryIR("上一首", action="上一首")
    outcome = gate(candidate("bed", 0.0, vector=1.0), candidate("study", 0.0, vector=0.7),
                   ir=bare)
    assert outcome.clarification is None
    assert [c.entity_id for c in outcome.selected] == ["bed"]


def test_many_tied_devices_show_a_bounded_list_and_say_how_many() -> None:
    many = [device(f"d{i}", "灯", f"房间{i}") for i in range(8)]
    crowded = home(*many)
    ranked = [candidate(d.id, 0.2) for d in many]
    outcome = gate_for_clarification(ranked, crowded, QueryIR("打开灯", type_hint="Light"),
                                     GATED_WEIGHTS)
    assert outcome.clarification is not None
    assert len(outcome.clarification.options) == 5
    assert "共 8 个" in outcome.clarification.question


def test_quantifier_any_picks_that_many_of_the_best_without_asking() -> None:
    any_two = QueryIR("随便开两盏灯", action="打开", type_hint="Light", quantifier=Quantifier.ANY,
                      count=2)
    outcome = gate(candidate("bed", 1.2), candidate("study", 1.2), candidate("left", 0.2),
                   ir=any_two)
    assert outcome.clarification is None
    assert [c.entity_id for c in outcome.selected] == ["bed", "study"]


def test_a_count_with_no_place_over_several_rooms_asks_where() -> None:
    two = QueryIR("打开两盏灯", action="打开", type_hint="Light", quantifier=Quantifier.ANY,
                  count=2)
    outcome = gate(candidate("bed", 1.2), candidate("study", 1.2), candidate("left", 1.2),
                   ir=two)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.clarification is not None
    assert [o.entity_id for o in outcome.clarification.options] == ["主卧", "书房"]


def test_a_count_in_one_place_or_the_rooms_talked_about_needs_no_question() -> None:
    two = QueryIR("打开两盏灯", action="打开", type_hint="Light", quantifier=Quantifier.ANY,
                  count=2)
    in_one_room = gate(candidate("bed", 1.2), candidate("left", 1.2), candidate("right", 1.2),
                       ir=two)
    assert [c.entity_id for c in in_one_room.selected] == ["bed", "left"]
    talked_about = replace(candidate("bed", 1.2), reasons=(REASON_CONTEXT_ROOM,))
    in_context = gate(talked_about, candidate("study", 1.2), candidate("left", 1.2), ir=two)
    assert in_context.clarification is None
    placed = gate(candidate("bed", 1.2), candidate("study", 1.2), candidate("left", 1.2),
                  ir=replace(two, scope_include=frozenset({"主卧", "书房"})))
    assert placed.clarification is None


def test_a_count_on_a_floor_of_several_rooms_asks_which_room_unless_of_lamps() -> None:
    # "楼上随便开一台空调" with air conditioners upstairs in two rooms: where the person is
    # is not said. Any lamp of the floor lights the way ("楼上随便开一盏灯").
    coolers = home(device("bed-ac", "空调", "主卧", Category.AIR_CONDITIONER),
                   device("study-ac", "空调", "书房", Category.AIR_CONDITIONER))
    one = QueryIR("楼上随便开一台空调", action="打开", type_hint="AirConditioner",
                  quantifier=Quantifier.ANY, count=1, scope_include=frozenset({"楼上"}))
    ranked = [candidate("bed-ac", 1.2), candidate("study-ac", 1.2)]
    outcome = gate_for_clarification(ranked, coolers, one, GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.selected == ()
    lamp = QueryIR("楼上随便开一盏灯", action="打开", type_hint="Light",
                   quantifier=Quantifier.ANY, count=1, scope_include=frozenset({"楼上"}))
    lit = gate(candidate("bed", 1.2), candidate("study", 1.2), ir=lamp)
    assert [c.entity_id for c in lit.selected] == ["bed"]


def test_a_count_in_the_room_said_is_of_what_stands_there_not_what_is_labelled_so() -> None:
    # "客厅随便开两盏灯" beside a 客厅落地灯 kept in the study
    lounge = home(device("main", "客厅主灯", "客厅"), device("strip", "灯带", "客厅"),
                  device("floor", "客厅落地灯", "书房"))
    two = QueryIR("客厅随便开两盏灯", action="打开", type_hint="Light",
                  quantifier=Quantifier.ANY, count=2, scope_include=frozenset({"客厅"}))
    ranked = [candidate("floor", 1.2), candidate("main", 1.2), candidate("strip", 1.2)]
    outcome = gate_for_clarification(ranked, lounge, two, GATED_WEIGHTS)
    assert {c.entity_id for c in outcome.selected} == {"main", "strip"}


def test_quantifier_any_without_a_count_picks_one_of_a_place() -> None:
    any_one = QueryIR("随便开个灯", action="打开", type_hint="Light", quantifier=Quantifier.ANY)
    outcome = gate(candidate("bed", 1.2), candidate("left", 1.2), ir=any_one)
    assert [c.entity_id for c in outcome.selected] == ["bed"]
    # any one of rooms apart is still a place to guess: where is asked
    apart = gate(candidate("bed", 1.2), candidate("study", 1.2), ir=any_one)
    assert apart.hint is Hint.NEED_CLARIFICATION


def test_a_request_naming_only_a_room_picks_among_that_rooms_devices() -> None:
    hot_in_bedroom = QueryIR("主卧好热", action="制冷", scope_include=frozenset({"主卧"}))
    outcome = gate(candidate("bed", 0.0, vector=0.9), candidate("left", 0.0, vector=0.2),
                   ir=hot_in_bedroom)
    assert outcome.hint is None
    assert [c.entity_id for c in outcome.selected] == ["bed"]


def test_a_series_member_the_home_lacks_is_asked_about_not_guessed() -> None:
    spots = [device(f"spot{n}", f"射灯{n}", "客厅") for n in (1, 2, 3)]
    house = home(*spots)
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 0.5, 0.5, 0.5)
                  for d in spots]
    ir = QueryIR(raw="射灯4关了", action="关闭", name_hint="射灯4", confidence=0.9)
    outcome = gate_for_clarification(candidates, house, ir, GATED_WEIGHTS)
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert "射灯4" in outcome.clarification.question
    assert [o.entity_id for o in outcome.clarification.options] == ["spot1", "spot2", "spot3"]


def test_a_lettered_member_the_series_lacks_is_asked_about() -> None:
    spots = [device(f"spot-{letter}", f"射灯 {letter.upper()}", "茶铺") for letter in "abc"]
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 0.5, 0.5, 0.5)
                  for d in spots]
    ir = QueryIR(raw="射灯D开一下", action="打开", name_hint="射灯d", confidence=0.9)
    outcome = gate_for_clarification(candidates, home(*spots), ir, GATED_WEIGHTS)
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert [o.entity_id for o in outcome.clarification.options] == [d.id for d in spots]


def test_a_member_said_in_a_room_where_its_series_lacks_it_is_asked_about() -> None:
    # "饭厅的筒灯3": 筒灯3 is the hall's; the dining room has 筒灯1 and 筒灯2.
    dining = [device(f"dining-{n}", f"筒灯{n}", "饭厅") for n in (1, 2)]
    hall = device("hall-3", "筒灯3", "厅下")
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 0.5, 0.5, 0.5)
                  for d in dining]
    ir = QueryIR(raw="饭厅的筒灯3开一下", action="打开", name_hint="筒灯3", confidence=0.9,
                 scope_include=frozenset({"饭厅"}))
    outcome = gate_for_clarification(candidates, home(*dining, hall), ir, GATED_WEIGHTS)
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert [o.entity_id for o in outcome.clarification.options] == ["dining-1", "dining-2"]


STRIP = device("strip", "Govee灯带", "客厅")
STRIP_TWO = device("strip-2", "Govee灯带2", None)
SPOT = device("spot", "筒灯", "客卫")
SPOT_ONE = device("spot-1", "筒灯1", "主卧")
SPOT_TWO = device("spot-2", "筒灯2", "主卧")
SERIES_HOME = home(STRIP, STRIP_TWO, SPOT, SPOT_ONE, SPOT_TWO)


def test_a_whole_label_beside_its_copies_numbered_from_two_is_the_one_called_so() -> None:
    ir = QueryIR("Govee灯带调成红色", action="调成红色", name_hint="Govee灯带")
    ranked = [candidate("strip", 1.0), candidate("strip-2", 1.0)]
    outcome = gate_for_clarification(ranked, SERIES_HOME, ir, GATED_WEIGHTS)
    assert outcome.clarification is None
    assert [c.entity_id for c in outcome.selected] == ["strip"]


def test_a_whole_label_beside_a_series_from_one_is_another_device_and_asks() -> None:
    ir = QueryIR("打开筒灯", action="打开", name_hint="筒灯")
    ranked = [candidate("spot", 1.0), candidate("spot-1", 1.0), candidate("spot-2", 1.0)]
    outcome = gate_for_clarification(ranked, SERIES_HOME, ir, GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_a_member_said_right_of_a_label_misheard_when_typed_is_there() -> None:
    misheard = device("show-5", "展贵灯5", "大堂")
    shelves = home(misheard, *(device(f"show-{i}", f"展柜灯{i}", "大堂") for i in (1, 2, 6)))
    ir = QueryIR("展柜灯5开一下", action="打开", name_hint="展柜灯5")
    ranked = [candidate("show-5", 0.85), candidate("show-1", 0.7), candidate("show-2", 0.7)]
    outcome = gate_for_clarification(ranked, shelves, ir, GATED_WEIGHTS)
    assert [c.entity_id for c in outcome.selected] == ["show-5"]


def test_a_plain_kind_is_meant_before_a_narrower_kind_of_it() -> None:
    # "风扇" ties a standing fan with the bathrooms' exhaust fans: the fan is meant.
    fan = device("fan", "客厅落地扇", "阳光房", Category.FAN)
    exhausts = [device(f"x{n}", "排气扇", room, Category.SWITCH)
                for n, room in enumerate(("客卫", "公卫"))]
    tied_home = home(*exhausts, fan)
    ir = QueryIR("风扇开一下", action="打开", type_hint="Fan", type_words=("风扇",))
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 1.0, 0.6, 1.3)
                  for d in (*exhausts, fan)]
    outcome = gate_for_clarification(candidates, tied_home, ir, GATED_WEIGHTS)
    assert [c.entity_id for c in outcome.selected] == ["fan"]
    said_so = replace(ir, type_words=("排气扇",), raw="排气扇开一下")
    assert gate_for_clarification(candidates, tied_home, said_so, GATED_WEIGHTS).clarification


def test_a_plug_called_a_plug_is_meant_before_one_labelled_by_what_it_powers() -> None:
    plugs = [device("plug", "插座", "客厅", Category.SMART_PLUG),
             device("tank", "鱼缸", "客厅", Category.SMART_PLUG)]
    ir = QueryIR("客厅插座开一下", action="打开", type_hint="SmartPlug", type_words=("插座",),
                 scope_include=frozenset({"客厅"}))
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 1.0, 0.6, 1.3)
                  for d in plugs]
    outcome = gate_for_clarification(candidates, home(*plugs), ir, GATED_WEIGHTS)
    assert [c.entity_id for c in outcome.selected] == ["plug"]
    # A plug labelled more than its kind ("智能插座") is not told apart so: they still tie.
    both = [plugs[1], device("plug-2", "智能插座", "客厅", Category.SMART_PLUG)]
    tied = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 1.0, 0.6, 1.3) for d in both]
    assert gate_for_clarification(tied, home(*both), ir, GATED_WEIGHTS).clarification


def test_an_exhaust_fan_that_is_a_fan_device_still_ties_with_a_fan() -> None:
    fan = device("fan", "落地扇", "书房", Category.FAN)
    exhaust = device("exhaust", "排气扇", "卫生间", Category.FAN)
    ir = QueryIR("打开风扇", action="打开", type_hint="Fan", type_words=("风扇",))
    candidates = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 1.0, 0.6, 1.3)
                  for d in (exhaust, fan)]
    assert gate_for_clarification(candidates, home(exhaust, fan), ir,
                                  GATED_WEIGHTS).clarification


def test_a_place_that_is_several_rooms_each_with_such_a_device_is_asked_about() -> None:
    # "卫生间冷" over 主卫 and 客卫, each with a bath heater: which one is not guessed.
    main = device("main", "浴霸", "主卫", Category.THERMOSTAT)
    guest = device("guest", "客卫浴霸", "客卫", Category.BATHROOM_HEATER)
    both = home(main, guest)
    ranked = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 0.2, 0.9, 0.65)
              for d in (main, guest)]
    picked = GatingOutcome((ranked[0],), None, None)
    places = frozenset({"主卫", "客卫"})
    ir = QueryIR("卫生间冷", action="制热", scope_include=frozenset({"卫生间"}))
    asked = ask_which_of_the_places(picked, ranked, places, both, ir)
    assert asked.clarification is not None
    assert [o.entity_id for o in asked.clarification.options] == ["main", "guest"]
    named = replace(ir, name_hint="客卫浴霸")
    assert ask_which_of_the_places(picked, ranked, places, both, named) is picked
    one_room = ask_which_of_the_places(picked, ranked[:1], places, both, ir)
    assert one_room is picked


def test_a_narrow_kind_said_over_several_rooms_is_of_the_devices_labelled_so() -> None:
    # "爸那边落地灯开一下" over the rooms of 爸家: the one floor lamp there, not every lamp.
    floor_lamp = device("floor", "落地灯", "爸家客厅")
    ceiling = device("ceiling", "卧室灯", "老爸卧室")
    hall = device("hall", "客厅灯", "爸家客厅")
    theirs = home(floor_lamp, ceiling, hall)
    ranked = [Candidate(d.id, EntityKind.DEVICE, "main-switch-on", 0.9, 0.9, 1.35)
              for d in (floor_lamp, ceiling, hall)]
    picked = GatingOutcome((ranked[0],), None, None)
    places = frozenset({"爸家客厅", "老爸卧室"})
    ir = QueryIR("爸那边落地灯开一下", action="打开", name_hint="落地灯", type_hint="Light",
                 scope_include=frozenset({"爸那边"}))
    assert ask_which_of_the_places(picked, ranked, places, theirs, ir) is picked
    lamps = replace(ir, name_hint="灯")
    assert ask_which_of_the_places(picked, ranked, places, theirs, lamps).clarification


def _kelvin(device_id: str) -> tuple[GatingOutcome, QueryIR]:
    chosen = Candidate(device_id, EntityKind.DEVICE, "main-switchLevel-setLevel", 0.9, 0.9, 0.9)
    ir = QueryIR(raw="氛围灯调到8000K", action="调到8000k", name_hint="氛围灯",
                 value=CommandValue(number=8000, unit="k"), confidence=0.9)
    return GatingOutcome((chosen,), None, None), ir


def test_a_number_in_kelvin_is_judged_by_the_command_in_kelvin_whatever_ranked_first() -> None:
    lamp = device("lamp", "氛围灯", "直播间", profile="ct")
    decision, ir = _kelvin("lamp")
    outcome = ask_when_out_of_range(decision, ir, home(lamp))
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert "2700 到 6500K" in outcome.clarification.question


def test_a_speed_said_with_a_switch_ranked_first_is_judged_by_the_command_taking_it() -> None:
    # "吊扇1开5档": its switch ranks first, but 5 is a speed, and its speeds go up to 3.
    fan = device("fan", "吊扇1", "餐厅", Category.FAN, profile="fan-speed")
    switched = Candidate("fan", EntityKind.DEVICE, "main-switch-on", 0.9, 0.9, 0.9)
    said = QueryIR(raw="吊扇1开5档", action="打开5档", name_hint="吊扇1",
                   value=CommandValue(number=5, unit="档"), confidence=0.9)
    outcome = ask_when_out_of_range(GatingOutcome((switched,), None, None), said, home(fan))
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert "超出了范围" in outcome.clarification.question
    in_range = replace(said, value=CommandValue(number=2, unit="档"))
    kept = ask_when_out_of_range(GatingOutcome((switched,), None, None), in_range, home(fan))
    assert kept.selected == (switched,)


def test_a_number_in_a_unit_no_command_of_the_device_takes_is_asked_about() -> None:
    # A dimmer takes a percentage: 8000K is neither its brightness nor anything else.
    lamp = device("lamp", "氛围灯", "直播间", profile="dimmer")
    decision, ir = _kelvin("lamp")
    outcome = ask_when_out_of_range(decision, ir, home(lamp))
    assert outcome.selected == ()
    assert outcome.clarification is not None
    assert "没有能设成 8000k" in outcome.clarification.question


def test_a_label_with_a_note_in_brackets_is_also_labelled_without_it() -> None:
    freezers = home(device("shop", "冰柜(勿关)", "Shop", Category.SMART_PLUG),
                    device("shed", "冰柜", "南屋", Category.SMART_PLUG))
    assert set(labelled_alike(freezers)["冰柜"]) == {"shop", "shed"}


def test_a_count_kept_with_none_named_asks_which_ones_stay() -> None:
    outcome = ask_where(("两盏",), ("客厅", "主卧"))
    assert outcome.hint is Hint.NEED_CLARIFICATION
    assert outcome.clarification is not None
    assert outcome.clarification.question.startswith("要留下哪两盏")
    unknown = ask_where(("阁楼",), ("客厅", "主卧"))
    assert unknown.clarification is not None
    assert "阁楼" in unknown.clarification.question


def test_a_device_measuring_what_is_asked_is_named_by_the_question() -> None:
    asked = QueryIR("客厅温度多少", action="温度多少", type_hint="TempHumiditySensor",
                    scope_include=frozenset({"客厅"}))
    measuring = [replace(candidate(device_id, 0.0), reasons=(REASON_TYPE_BY_CAPABILITY,))
                 for device_id in ("bed", "study")]
    outcome = gate(*measuring, ir=asked)
    assert outcome.hint is Hint.NEED_CLARIFICATION  # two rooms: which one is asked
    only = gate(measuring[0], ir=asked)
    assert [c.entity_id for c in only.selected] == ["bed"]
    # "今天空气质量怎么样" names no place of the home: no device is meant
    unplaced = gate(*measuring, ir=replace(asked, scope_include=frozenset()))
    assert unplaced.hint is Hint.NO_MATCH


def test_plugs_labelled_apart_in_one_room_feed_different_things() -> None:
    kettle = device("kettle", "烧水壶", "茶室", Category.SMART_PLUG)
    incense = device("incense", "香炉", "茶室", Category.SMART_PLUG)
    first = device("plug-1", "插座1", "茶室", Category.SMART_PLUG)
    second = device("plug-2", "插座2", "茶室", Category.SMART_PLUG)
    tea_room = home(kettle, incense, first, second)
    said = QueryIR("茶室插座打开", action="打开", type_hint="SmartPlug",
                   scope_include=frozenset({"茶室"}))
    assert feeds_different_things(("kettle", "incense"), tea_room, said)
    assert not feeds_different_things(("plug-1", "plug-2"), tea_room, said)
    assert not feeds_different_things(("kettle", "incense"), tea_room,
                                      replace(said, name_hint="烧水壶"))
    ranked = [candidate(device_id, 1.2) for device_id in ("kettle", "incense")]
    outcome = gate_for_clarification(ranked, tea_room, said, GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_plugs_sharing_what_a_plug_is_named_by_feed_different_things() -> None:
    # "鱼缸的插头" beside the tank's lamp plug and its pump plug: which is asked.
    lamp = device("lamp", "鱼缸灯", "办公室", Category.SMART_PLUG)
    pump = device("pump", "鱼缸（别关！）", "办公室", Category.SMART_PLUG)
    office = home(lamp, pump)
    said = QueryIR("鱼缸的插头断掉", action="关闭", name_hint="鱼缸的插头",
                   type_hint="SmartPlug")
    assert feeds_different_things(("lamp", "pump"), office, said)


def test_plugs_named_by_what_their_labels_share_feed_different_things() -> None:
    bike = device("bike", "电动车充电", "院子", Category.SMART_PLUG)
    trike = device("trike", "三轮车充电", "院子", Category.SMART_PLUG)
    yard = home(bike, trike)
    said = QueryIR("充电关了", action="关闭", name_hint="充电")
    assert feeds_different_things(("bike", "trike"), yard, said)
    assert not feeds_different_things(("bike", "trike"), yard,
                                      replace(said, name_hint="电动车充电"))


def test_the_device_its_label_names_best_is_meant_however_the_commands_fit() -> None:
    # "三楼热水器烧好了没": the 热水器 of another floor fits "烧" better by its commands,
    # but the label said in full is the other's.
    heaters = home(device("third", "三楼热水器", "三楼卫生间", Category.WATER_HEATER),
                   device("second", "热水器", "2F卫生间", Category.WATER_HEATER))
    says = QueryIR("三楼热水器烧好了没", name_hint="三楼热水器", type_hint="WaterHeater")
    named = replace(candidate("third", 1.2, vector=0.6), reasons=(REASON_NAME_HIT,))
    better_fit = replace(candidate("second", 1.06, vector=1.0), reasons=(REASON_NAME_HIT,))
    ranked = sorted([named, better_fit], key=lambda c: -c.total_score)
    assert ranked[0] is better_fit
    outcome = gate_for_clarification(ranked, heaters, says, GATED_WEIGHTS)
    assert [c.entity_id for c in outcome.selected] == ["third"]


def test_a_kind_said_exactly_outweighs_no_label_said() -> None:
    # "风扇开一下": a fan by kind and exhaust fans by their labels are asked about; no label
    # was said to pick one.
    fans = home(device("stand", "落地扇", "主卧", Category.FAN),
                device("exhaust", "排风扇", "卫生间", Category.FAN))
    says = QueryIR("风扇开一下", action="开一下", type_hint="Fan")
    kind = candidate("stand", 0.2, vector=0.7)
    label = candidate("exhaust", 0.1, vector=1.0)
    outcome = gate_for_clarification([label, kind], fans, says, GATED_WEIGHTS)
    assert outcome.hint is Hint.NEED_CLARIFICATION


def test_of_devices_alike_the_one_in_the_room_just_spoken_of_is_meant() -> None:
    # "书房的灯打开", then "吸顶灯也打开": the study's, though its profile words the command
    # otherwise and it scores a little lower
    talked_about = replace(candidate("study", 1.2, vector=0.9), reasons=(REASON_CONTEXT_ROOM,))
    again = replace(SAYS_CEILING, raw="吸顶灯也打开")
    outcome = gate(candidate("bed", 1.2), talked_about, ir=again)
    assert [c.entity_id for c in outcome.selected] == ["study"]
    assert gate(candidate("bed", 1.2), candidate("study", 1.2, vector=0.9)).clarification


def test_gas_let_in_beside_another_device_of_its_room_named_alike_is_confirmed_first() -> None:
    # "煤气开一下" names the valve and the gas alarm beside it: never opened unconfirmed.
    kitchen = home(device("valve", "燃气总阀", "厨房", Category.WATER_VALVE),
                   device("alarm", "燃气报警器", "厨房", Category.SMOKE_DETECTOR))
    said = QueryIR("煤气开一下", action="打开", name_hint="煤气")
    ranked = [candidate("valve", 1.0, command="main-valve-open"),
              candidate("alarm", 1.0, command="main-audioMute-unmute")]
    outcome = gate_for_clarification(ranked, kitchen, said, GATED_WEIGHTS)
    assert outcome.selected == ()
    assert outcome.clarification is not None

