"""Scope pre-filter: seed 004 "Scope 预过滤", 003 "scope_exclude 预过滤", and 000 §1–7."""

from __future__ import annotations

import pytest

from builders import device
from context_retrieval.lexicon import NOTHING_SAID_IN_LABELS, room_lexicon
from context_retrieval.models import Category, QueryIR
from context_retrieval.stages.scope import _room_in_label, filter_by_scope, room_in_name

BEDROOM = device("bed", "卧室灯", "卧室")
LIVING = device("living", "客厅灯", "客厅")
KITCHEN = device("kitchen", "厨房灯", "厨房")
ROOMS = ("卧室", "客厅", "厨房")


def ids(outcome: object) -> list[str]:
    return [d.id for d in outcome.devices]  # type: ignore[attr-defined]


def test_排除指定房间() -> None:
    ir = QueryIR(raw="", scope_exclude=frozenset({"卧室"}))
    assert ids(filter_by_scope([BEDROOM, LIVING], ir, ROOMS)) == ["living"]


def test_仅包含指定房间() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"客厅"}))
    assert ids(filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)) == ["living"]


def test_scope_exclude_排除指定房间_before_any_later_stage() -> None:
    ir = QueryIR(raw="", scope_exclude=frozenset({"客厅"}))
    outcome = filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)
    assert "living" not in ids(outcome)
    assert ("living", "excluded: 客厅") in outcome.trace.dropped


def test_自定义名称包含房间词_is_kept_by_its_label_when_it_has_no_room() -> None:
    nickname = device("buddy", "客厅老伙计", None)
    ir = QueryIR(raw="", scope_include=frozenset({"客厅"}))
    outcome = filter_by_scope([nickname, KITCHEN], ir, ROOMS)
    assert ids(outcome) == ["buddy"]
    assert outcome.room_name_used == 1


def test_an_include_word_that_names_nothing_never_widens_the_command() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"车库"}), scope_exclude=frozenset({"厨房"}))
    outcome = filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)
    assert ids(outcome) == []
    assert outcome.unresolved
    assert outcome.room_unknown_terms == ("车库",)


FLOORED = ("一楼客厅", "一楼老人房", "2F 书房", "二楼主卧", "二楼次卧", "二楼儿童房", "二楼主卫",
           "B1影音室")
STUDY_LAMP = device("study", "台灯", "2F 书房")
MASTER = device("master", "吸顶灯", "二楼主卧")
KID = device("kid", "吸顶灯", "二楼儿童房")
ELDER = device("elder", "吸顶灯", "一楼老人房")
HALL = device("hall", "筒灯1", "一楼客厅")
CINEMA = device("cinema", "星空顶", "B1影音室")
FLOORED_DEVICES = [STUDY_LAMP, MASTER, KID, ELDER, HALL, CINEMA]


@pytest.mark.parametrize(
    ("include", "expected"),
    [
        ("书房", ["study"]),  # the bare core of a floor-prefixed room
        ("2F 书房", ["study"]),  # the full name
        ("卧室", ["master", "kid", "elder"]),  # a common word for a kind of room
        ("一楼", ["elder", "hall"]),  # a floor alone
        ("二楼卧室", ["master", "kid"]),  # a floor and a kind of room
        ("地下室", ["cinema"]),
        ("二层", ["study", "master", "kid"]),
    ],
)
def test_room_words_resolve_through_the_home_lexicon(include: str, expected: list[str]) -> None:
    ir = QueryIR(raw="", scope_include=frozenset({include}))
    assert ids(filter_by_scope(FLOORED_DEVICES, ir, FLOORED)) == expected


def test_an_exclusion_by_a_kind_of_room_leaves_every_such_room_alone() -> None:
    ir = QueryIR(raw="", scope_exclude=frozenset({"卧室"}))
    assert ids(filter_by_scope(FLOORED_DEVICES, ir, FLOORED)) == ["study", "hall", "cinema"]


def test_a_floor_the_home_does_not_have_is_unresolved() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"三楼"}))
    outcome = filter_by_scope(FLOORED_DEVICES, ir, FLOORED)
    assert (ids(outcome), outcome.unresolved) == ([], True)


def test_star_include_means_everywhere() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"*"}))
    outcome = filter_by_scope([BEDROOM, LIVING], ir, ROOMS)
    assert ids(outcome) == ["bed", "living"]
    assert not outcome.unresolved


def test_label_naming_another_room_counts_in_both_rooms_on_conflict() -> None:
    night_light = device("night", "客厅小夜灯", "卧室")
    include_living = QueryIR(raw="", scope_include=frozenset({"客厅"}))
    assert ids(filter_by_scope([night_light, KITCHEN], include_living, ROOMS)) == ["night"]
    exclude_living = QueryIR(raw="", scope_exclude=frozenset({"客厅"}))
    assert ids(filter_by_scope([night_light, KITCHEN], exclude_living, ROOMS)) == ["kitchen"]


def test_label_room_is_not_used_when_it_agrees_and_command_rooms_are_known() -> None:
    outcome = filter_by_scope([LIVING], QueryIR(raw="", scope_include=frozenset({"客厅"})), ROOMS)
    assert outcome.room_name_used == 0


def test_unknown_room_word_held_by_several_labels_of_one_room_names_that_room() -> None:
    elder = device("elder", "老人房灯", "次卧")
    heater = device("heater", "老人房暖风机", "次卧")
    bedside = device("bedside", "床头灯", "次卧")
    ir = QueryIR(raw="", scope_include=frozenset({"老人房"}))
    outcome = filter_by_scope([elder, heater, bedside, KITCHEN], ir, ("次卧", "厨房"))
    assert ids(outcome) == ["elder", "heater", "bedside"]
    assert outcome.room_unknown_terms == ()


def test_one_lamp_named_after_a_room_does_not_make_its_room_that_room() -> None:
    lamp = device("lamp", "书房台灯", "阁楼")  # carried out of a study the home lacks
    ac = device("ac", "空调", "阁楼", Category.AIR_CONDITIONER)
    ir = QueryIR(raw="", scope_include=frozenset({"书房"}))
    outcome = filter_by_scope([lamp, ac], ir, ("阁楼",))
    assert ids(outcome) == ["lamp"]
    assert outcome.room_unknown_terms == ("书房",)


def test_unknown_room_word_held_by_labels_in_several_rooms_is_matched_against_labels() -> None:
    elder = device("elder", "老人房灯", "次卧")
    heater = device("heater", "老人房暖风机", "厨房")
    bedside = device("bedside", "床头灯", "次卧")
    ir = QueryIR(raw="", scope_include=frozenset({"老人房"}))
    outcome = filter_by_scope([elder, heater, bedside, KITCHEN], ir, ("次卧", "厨房"))
    assert ids(outcome) == ["elder", "heater"]
    assert outcome.room_unknown_terms == ("老人房",)


def test_exclusion_may_name_a_device() -> None:
    buddy = device("buddy", "老伙计", "客厅")
    ir = QueryIR(raw="", scope_exclude=frozenset({"老伙计"}))
    assert ids(filter_by_scope([buddy, LIVING], ir, ROOMS)) == ["living"]


@pytest.mark.parametrize(
    ("label", "expected", "ambiguous"),
    [
        ("主卧室吸顶灯", "主卧室", False),  # longest word wins over 卧室
        ("卧室灯", "卧室", False),
        ("客厅到卧室的走廊灯", None, True),  # two rooms: unsure
        ("台灯", None, False),
        ("【客厅】 灯带", "客厅", False),  # brackets and spaces do not hide a room
    ],
)
def test_room_in_name_takes_the_longest_non_overlapping_word(
        label: str, expected: str | None, ambiguous: bool) -> None:
    vocabulary = ("主卧室", "卧室", "客厅")
    found = room_in_name(label, vocabulary)
    assert (found.room, found.ambiguous) == (expected, ambiguous)


def test_ambiguous_labels_are_counted() -> None:
    corridor = device("hall", "客厅卧室过道灯", None)
    outcome = filter_by_scope([corridor], QueryIR(raw=""), ROOMS)
    assert outcome.room_name_ambiguous == 1


def test_a_floor_is_where_the_room_field_says_not_where_the_label_points() -> None:
    moved = device("moved", "客厅落地灯", "2F 书房")
    hall = device("hall", "落地灯", "一楼客厅")
    ir = QueryIR(raw="", scope_include=frozenset({"一楼"}))
    assert ids(filter_by_scope([moved, hall], ir, FLOORED)) == ["hall"]
    by_room = QueryIR(raw="", scope_include=frozenset({"客厅"}))
    assert ids(filter_by_scope([moved, hall], by_room, FLOORED)) == ["moved", "hall"]


def test_a_room_said_with_its_floor_is_matched_by_the_room_field_alone() -> None:
    moved = device("moved", "客厅落地灯", "2F 书房")
    hall = device("hall", "落地灯", "一楼客厅")
    for said in ("一楼客厅", "一楼的客厅"):
        ir = QueryIR(raw="", scope_include=frozenset({said}))
        assert ids(filter_by_scope([moved, hall], ir, FLOORED)) == ["hall"]


def test_a_place_that_names_nothing_among_places_that_do_is_never_dropped() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"客厅", "阁楼"}))
    outcome = filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)
    assert outcome.unresolved
    assert outcome.devices == ()
    assert outcome.unplaced == ("阁楼",)


def test_an_exclusion_that_names_nothing_is_asked_about_not_ignored() -> None:
    ir = QueryIR(raw="", scope_exclude=frozenset({"客房"}))
    outcome = filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)
    assert outcome.unresolved
    assert outcome.unplaced == ("客房",)


def test_an_exclusion_naming_a_device_label_is_placed() -> None:
    buddy = device("buddy", "老伙计", "客厅")
    ir = QueryIR(raw="", scope_exclude=frozenset({"老伙计"}))
    outcome = filter_by_scope([BEDROOM, LIVING, buddy], ir, ROOMS)
    assert not outcome.unresolved
    assert ids(outcome) == ["bed", "living"]


def test_everywhere_in_include_turns_the_include_filter_off() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"*", "客厅"}))
    outcome = filter_by_scope([BEDROOM, LIVING, KITCHEN], ir, ROOMS)
    assert ids(outcome) == ["bed", "living", "kitchen"]
    assert not outcome.unresolved


def test_a_room_said_after_whose_it_is_is_where_that_persons_devices_stand() -> None:
    heater = device("heater", "阿嬷的电暖器", "客厅")
    ir = QueryIR(raw="", scope_include=frozenset({"阿嬷房间"}))
    outcome = filter_by_scope([BEDROOM, LIVING, heater], ir, ROOMS)
    assert not outcome.unresolved
    assert ids(outcome) == ["living", "heater"]


def test_a_word_for_the_home_itself_turns_the_include_filter_off() -> None:
    roomless = device("hall", "过道灯", None)
    ir = QueryIR(raw="", scope_include=frozenset({"屋里"}))
    assert ids(filter_by_scope([BEDROOM, LIVING, roomless], ir, ROOMS)) == ["bed", "living",
                                                                          "hall"]


def test_a_device_with_no_room_is_on_the_floor_its_label_says() -> None:
    rooms = ("一楼客厅", "二楼主卧")
    hall = device("hall", "2F走廊灯", None)
    upstairs = device("bed", "主卧灯", "二楼主卧")
    downstairs = device("living", "客厅灯", "一楼客厅")
    on_two = QueryIR(raw="", scope_include=frozenset({"二楼"}))
    assert ids(filter_by_scope([hall, upstairs, downstairs], on_two, rooms)) == ["hall", "bed"]
    not_two = QueryIR(raw="", scope_exclude=frozenset({"二楼"}))
    assert ids(filter_by_scope([hall, upstairs, downstairs], not_two, rooms)) == ["living"]


def test_a_device_with_no_room_is_on_the_floor_of_the_room_its_label_names() -> None:
    rooms = ("1F客厅", "2F-主卧", "书房", "2F次卧", "3F露台")
    study_ac = device("study-ac", "空调-书房", None)
    balcony = device("balcony", "阳台灯", None)  # 阳台 is no room here: on no floor
    bedroom = device("bed", "空调", "2F-主卧")
    on_two = QueryIR(raw="", scope_include=frozenset({"二楼"}))
    assert ids(filter_by_scope([study_ac, balcony, bedroom], on_two, rooms)) == [
        "study-ac", "bed"]


def test_a_label_naming_another_numbered_room_does_not_put_its_device_in_this_one() -> None:
    rooms = ("次卧1", "小王的窝")
    own = device("own", "次卧1灯", "次卧1")
    other = device("other", "次卧2灯", "小王的窝")
    first = QueryIR(raw="", scope_include=frozenset({"次卧1"}))
    assert ids(filter_by_scope([own, other], first, rooms)) == ["own"]


def test_a_device_in_the_stairs_is_on_the_floor_its_label_says() -> None:
    rooms = ("1楼大厅", "201 荷花", "楼梯间")
    landing = device("landing", "2楼走廊灯", "楼梯间")
    other = device("other", "楼梯灯", "楼梯间")
    room = device("room", "灯", "201 荷花")
    on_two = QueryIR(raw="", scope_include=frozenset({"二楼"}))
    assert ids(filter_by_scope([landing, other, room], on_two, rooms)) == ["landing", "room"]


def test_a_room_whose_name_says_no_floor_is_on_the_floor_its_devices_labels_say() -> None:
    # "三楼小夜灯" and "3F书房空调" put 儿童房 and 书房 on the third floor beside 3F主卧; a
    # room whose labels say two floors, or a floor the home lacks, stays where it was, and
    # of its devices only the one labelled with the floor is there.
    rooms = ("2楼客厅", "3F主卧", "儿童房", "书房", "杂物间", "阁楼")
    devices = [device("bed", "吸顶灯", "3F主卧"), device("kid-night", "三楼小夜灯", "儿童房"),
               device("kid", "吸顶灯", "儿童房"), device("study-ac", "3F书房空调", "书房",
                                                       Category.AIR_CONDITIONER),
               device("study", "台灯", "书房"), device("store-a", "2楼储物灯", "杂物间"),
               device("store-b", "3楼储物灯", "杂物间"), device("attic", "5F阁楼灯", "阁楼"),
               device("living", "客厅灯", "2楼客厅")]
    on_three = QueryIR(raw="", scope_include=frozenset({"三楼"}))
    assert ids(filter_by_scope(devices, on_three, rooms)) == [
        "bed", "kid-night", "kid", "study-ac", "study", "store-b"]
    not_three = QueryIR(raw="", scope_exclude=frozenset({"三楼"}))
    assert ids(filter_by_scope(devices, not_three, rooms)) == ["store-a", "attic", "living"]


def test_a_flat_of_two_levels_in_a_tower_is_named_by_its_building_floors() -> None:
    # "28F书房" beside rooms of the upper and lower level and a label on the 27th floor: 28
    # is the upper level, 27 the lower, and 楼上 takes in the study.
    rooms = ("楼下餐厅", "下层厨房", "楼上主卧", "上层次卧", "28F书房")
    devices = [device("dining", "吊灯", "楼下餐厅"), device("kitchen", "27F橱柜灯", "下层厨房"),
               device("master", "吸顶灯", "楼上主卧"), device("second", "床头灯", "上层次卧"),
               device("study", "台灯", "28F书房"), device("hall", "28F走廊灯", None)]
    def scoped(word: str) -> list[str]:
        return ids(filter_by_scope(devices, QueryIR(raw="", scope_include=frozenset({word})),
                                   rooms))
    assert scoped("楼上") == ["master", "second", "study", "hall"]
    assert scoped("28楼") == ["master", "second", "study", "hall"]
    assert scoped("27楼") == ["dining", "kitchen"]
    not_upper = QueryIR(raw="", scope_exclude=frozenset({"28楼"}))
    assert ids(filter_by_scope(devices, not_upper, rooms)) == ["dining", "kitchen"]


def test_an_exclusion_names_a_member_by_the_end_of_its_label() -> None:
    lights = [device(f"s{n}", f"天台串灯{n}", "天台") for n in (1, 2, 3)]
    ir = QueryIR(raw="", scope_exclude=frozenset({"串灯3"}))
    assert ids(filter_by_scope(lights, ir, ("天台",))) == ["s1", "s2"]


def test_a_room_said_as_someones_with_in_it_is_where_their_things_are() -> None:
    devices = [device("speaker", "阿杰的音箱", "老刘房", Category.SPEAKER),
               device("lamp", "台灯", "老刘房"), device("other", "台灯", "C房")]
    for said in ("阿杰房里", "阿杰的房间"):
        ir = QueryIR(raw="", scope_include=frozenset({said}))
        assert ids(filter_by_scope(devices, ir, ("老刘房", "C房"))) == ["speaker", "lamp"]


def test_an_exclusion_names_a_series_member_whose_label_was_typed_by_ear() -> None:
    # "展柜灯留着" over 展柜灯1, 展柜灯2 and 展贵灯3 (typed by ear): the whole series stays.
    lights = [device("z1", "展柜灯1", "大堂"), device("z2", "展柜灯2", "大堂"),
              device("z3", "展贵灯3", "大堂"), device("down", "筒灯", "大堂")]
    ir = QueryIR(raw="", scope_exclude=frozenset({"展柜灯"}))
    assert ids(filter_by_scope(lights, ir, ("大堂",))) == ["down"]


def test_a_word_naming_nothing_as_written_leaves_out_the_label_it_sounds_like() -> None:
    # "鞋柜灯留住" over a lamp labelled 鞋柜等 (typed by ear): that lamp stays on.
    lights = [device("shoes", "鞋柜等", "玄关"), device("hall", "吸顶灯", "玄关")]
    ir = QueryIR(raw="", scope_exclude=frozenset({"鞋柜灯"}))
    outcome = filter_by_scope(lights, ir, ("玄关",))
    assert ids(outcome) == ["hall"]
    assert not outcome.unresolved


def test_a_word_naming_a_label_as_written_leaves_out_no_label_it_only_sounds_like() -> None:
    lights = [device("written", "鞋柜灯", "玄关"), device("heard", "鞋柜等", "玄关"),
              device("hall", "吸顶灯", "玄关")]
    ir = QueryIR(raw="", scope_exclude=frozenset({"鞋柜灯"}))
    assert ids(filter_by_scope(lights, ir, ("玄关",))) == ["heard", "hall"]


def test_a_label_with_no_room_may_stand_in_the_room_said_when_nothing_there_is_so_named(
        ) -> None:
    # "工作室的屏幕挂灯关掉" for a 屏幕挂灯 in no room: it may stand there.
    devices = [device("bar", "屏幕挂灯", None), device("desk", "台灯", "工作室"),
               device("ceiling", "吸顶灯", None)]
    named = QueryIR(raw="", name_hint="屏幕挂灯", scope_include=frozenset({"工作室"}))
    assert ids(filter_by_scope(devices, named, ("工作室",))) == ["bar", "desk"]
    # a kind said is no label: the roomless 吸顶灯 is not put in 工作室
    kind = QueryIR(raw="", name_hint="吸顶灯", scope_include=frozenset({"工作室"}))
    assert ids(filter_by_scope(devices, kind, ("工作室",))) == ["desk"]
    # one so named in the room said is the one
    placed = [*devices, device("there", "屏幕挂灯", "工作室")]
    assert ids(filter_by_scope(placed, named, ("工作室",))) == ["desk", "there"]


def test_a_label_saying_the_kind_of_its_own_room_names_no_other_room() -> None:
    second = device("second-lamp", "卧室灯", "次卧")
    main = device("main-lamp", "吸顶灯", "卧室")
    kept = filter_by_scope([second, main], QueryIR("卧室的灯", scope_include=frozenset({"卧室"})),
                           ("卧室", "次卧"))
    assert {d.id for d in kept.devices} == {"main-lamp"}


@pytest.mark.parametrize("label", ["主卧室吸顶灯", "客厅到卧室的走廊灯", "台灯", "【客厅】 灯带",
                                   "后罩房冰柜", "主卧主卧灯"])
def test_room_in_a_label_is_found_alike_by_lookup_and_by_scanning(label: str) -> None:
    # The home's room words are looked up in each label's substrings (a tower has thousands
    # of them); the command's unknown words are added. Same answer as scanning every word.
    rooms = ("主卧室", "客厅", "卧室", "2F 书房")
    lexicon = room_lexicon(rooms)
    for unknown in ((), ("后罩房",)):
        vocabulary = tuple(sorted({*lexicon.label_words(), *unknown},
                                  key=lambda word: (-len(word), word)))
        assert _room_in_label(label, lexicon, unknown) == room_in_name(label, vocabulary)


def test_label_places_are_worked_out_once_per_home() -> None:
    ir = QueryIR(raw="", scope_include=frozenset({"客厅"}))
    rooms = ("卧室", "客厅", "厨房", "书房")  # a lexicon of its own
    devices = (BEDROOM, LIVING, KITCHEN)  # a home's devices: one tuple for every request
    filter_by_scope(devices, ir, rooms)
    memo = room_lexicon(rooms, NOTHING_SAID_IN_LABELS)._memo  # nothing said in labels
    assert ("label_place", "客厅灯", "客厅", ()) in memo
    size = len(memo)
    filter_by_scope(devices, ir, rooms)
    assert len(memo) == size


@pytest.mark.parametrize("label", ["冰柜插座", "Freezer Plug", "冰柜"])
def test_an_exclusion_may_name_what_a_device_is_for(label: str) -> None:
    freezer = device("freezer", label, "一楼店面", Category.SMART_PLUG)
    sign = device("sign", "门头灯插座", "一楼店面", Category.SMART_PLUG)
    ir = QueryIR(raw="", scope_include=frozenset({"一楼店面"}),
                 scope_exclude=frozenset({"冰柜"}))
    outcome = filter_by_scope([freezer, sign], ir, ("一楼店面",))
    assert ids(outcome) == ["sign"]
    assert not outcome.unresolved


def test_an_exclusion_by_kind_leaves_every_device_of_that_kind() -> None:
    rooms = ("护理间",)
    ac = device("ac", "护理间空调", "护理间", Category.AIR_CONDITIONER)
    branded = device("gree", "格力", "护理间", Category.AIR_CONDITIONER)
    lamp = device("lamp", "吸顶灯", "护理间")
    ir = QueryIR(raw="", scope_include=frozenset({"护理间"}), scope_exclude=frozenset({"空调"}))
    assert ids(filter_by_scope([ac, branded, lamp], ir, rooms)) == ["lamp"]


def test_an_exclusion_by_a_label_kind_leaves_labels_ending_with_it() -> None:
    night = device("night", "卫生间夜灯", "卫生间")
    small = device("small", "小夜灯", "卧室")
    ceiling = device("ceiling", "吸顶灯", "卧室")
    ir = QueryIR(raw="", scope_exclude=frozenset({"夜灯"}))
    assert ids(filter_by_scope([night, small, ceiling], ir, ("卫生间", "卧室"))) == ["ceiling"]


def test_a_label_saying_the_kind_of_its_own_room_stays_there_beside_an_unknown_word() -> None:
    # "主卫除了排气扇，其他都关了": the exclusion names no room, and 客卫's "卫生间灯" is
    # still not in 主卫.
    rooms = ("二楼主卫", "二楼客卫")
    mirror = device("mirror", "镜前灯", "二楼主卫")
    exhaust = device("exhaust", "排气扇", "二楼主卫", Category.SWITCH)
    guest = device("guest", "卫生间灯", "二楼客卫")
    ir = QueryIR(raw="", scope_include=frozenset({"主卫"}), scope_exclude=frozenset({"排气扇"}))
    assert ids(filter_by_scope([mirror, exhaust, guest], ir, rooms)) == ["mirror"]


def test_a_scope_that_keeps_every_device_gives_back_the_tuple_it_was_given() -> None:
    devices = (BEDROOM, LIVING, KITCHEN)
    rooms = ("卧室", "客厅", "厨房")
    assert filter_by_scope(devices, QueryIR(raw="开灯"), rooms).devices is devices
    narrowed = filter_by_scope(devices, QueryIR(raw="", scope_include=frozenset({"客厅"})),
                               rooms).devices
    assert narrowed is not devices
    assert [d.id for d in narrowed] == [LIVING.id]


def test_the_label_of_one_built_in_device_says_whose_room_it_stands_in() -> None:
    # "老人房空调" is fixed in 妈妈房间: "奶奶房间" (an elder's room) is that room. One lamp
    # labelled so says nothing: it may have been carried elsewhere.
    rooms = ("妈妈房间", "下层主卧")
    ac = device("ac", "老人房空调", "妈妈房间", Category.AIR_CONDITIONER)
    lamp = device("lamp", "老人房台灯", "下层主卧")
    said = QueryIR(raw="", scope_include=frozenset({"奶奶房间"}))
    assert [d.id for d in filter_by_scope((ac,), said, rooms).devices] == ["ac"]
    assert filter_by_scope((lamp,), said, rooms).unresolved


def test_a_private_dining_room_named_only_in_a_label_is_the_room_it_stands_in() -> None:
    # A restaurant calls "TR2 观山" its 2号包厢; the air conditioner fixed there says so.
    rooms = ("TR2 观山", "听雨")
    ac = device("ac", "2号包厢空调", "TR2 观山", Category.AIR_CONDITIONER)
    lamp = device("lamp", "落地灯", "TR2 观山")
    other = device("other", "听雨吊灯", "听雨")
    said = QueryIR(raw="", scope_include=frozenset({"2号包厢"}))
    assert [d.id for d in filter_by_scope((ac, lamp, other), said, rooms).devices] == [
        "ac", "lamp"]


def test_a_device_standing_nowhere_labelled_with_another_word_for_the_place_is_there() -> None:
    # No room is called 走廊: "走廊的灯" are the corridor lights, "三楼过道灯" among them; a
    # lamp labelled 过道 that stands in a room is where its room says.
    rooms = ("书房",)
    corridor = device("corridor", "二楼走廊灯", None)
    passage = device("passage", "三楼过道灯", None)
    lamp = device("lamp", "过道台灯", "书房")
    said = QueryIR(raw="", scope_include=frozenset({"走廊"}))
    kept = filter_by_scope((corridor, passage, lamp), said, rooms).devices
    assert [d.id for d in kept] == ["corridor", "passage"]


def test_a_label_saying_the_floor_and_the_place_said_is_that_place() -> None:
    # "二楼走廊" is no room: "2楼走廊灯" (in the floor's common area) and "2F走廊灯" (in no
    # room) say it; the third floor's corridor light does not.
    rooms = ("二楼公共区", "三楼公共区")
    second = device("second", "2楼走廊灯", "二楼公共区")
    roomless = device("roomless", "2F走廊灯", None)
    third = device("third", "3楼走廊灯", "三楼公共区")
    said = QueryIR(raw="", scope_include=frozenset({"二楼走廊"}))
    kept = filter_by_scope((second, roomless, third), said, rooms).devices
    assert [d.id for d in kept] == ["second", "roomless"]


def test_a_device_left_out_in_its_room_is_only_that_one() -> None:
    # "玄关小夜灯留着": the 小夜灯 of 玄关 stays on; the bedroom's goes off with the rest.
    rooms = ("玄关", "主卧")
    hall = device("hall", "小夜灯", "玄关")
    bedroom = device("bedroom", "小夜灯", "主卧")
    lamp = device("lamp", "玄关灯", "玄关")
    said = QueryIR(raw="", scope_exclude=frozenset({"玄关的小夜灯"}))
    outcome = filter_by_scope((hall, bedroom, lamp), said, rooms)
    assert [d.id for d in outcome.devices] == ["bedroom", "lamp"]
    missing = QueryIR(raw="", scope_exclude=frozenset({"主卧的玄关灯"}))
    assert filter_by_scope((hall, bedroom, lamp), missing, rooms).unresolved


def test_a_room_number_only_labels_say_is_the_room_they_stand_in() -> None:
    rooms = ("2号房 双床房", "3号房")
    ac = device("ac", "102-空调", "2号房 双床房", Category.AIR_CONDITIONER)
    curtain = device("curtain", "102窗帘", "2号房 双床房", Category.BLIND)
    other = device("other", "1102空调", "3号房", Category.AIR_CONDITIONER)
    said = QueryIR(raw="", scope_include=frozenset({"102"}))
    kept = filter_by_scope((ac, curtain, other), said, rooms).devices
    assert [d.id for d in kept] == ["ac", "curtain"]
    assert filter_by_scope((ac, curtain, other), QueryIR(
        raw="", scope_include=frozenset({"104"})), rooms).unresolved


def test_a_label_saying_outdoors_stands_where_its_room_says() -> None:
    # "户外灯" on a third-floor terrace is a light made for outdoors, not one of the yard.
    rooms = ("前院", "3F露台")
    terrace = device("terrace", "户外灯", "3F露台")
    yard = device("yard", "庭院灯", "前院")
    said = QueryIR(raw="", scope_include=frozenset({"院子"}))
    assert [d.id for d in filter_by_scope((terrace, yard), said, rooms).devices] == ["yard"]


def test_a_word_of_a_label_leaves_that_device_out_but_not_a_place_word_end() -> None:
    rooms = ("前台", "阳台", "书房")
    plug = device("plug", "前台电脑插座", "前台", Category.SMART_PLUG)
    terrace = device("terrace", "阳台灯", "阳台")
    desk = device("desk", "书房台灯", "书房")
    said = QueryIR(raw="", scope_exclude=frozenset({"电脑", "台灯"}))
    kept = filter_by_scope((plug, terrace, desk), said, rooms).devices
    assert [d.id for d in kept] == ["terrace"]


@pytest.mark.parametrize("outside", ["外面", "外头", "户外"])
def test_a_device_made_for_outdoors_is_outside_wherever_it_stands(outside: str) -> None:
    sensor = device("outdoor", "户外温湿度", "三楼露台", Category.TEMP_HUMIDITY_SENSOR)
    terrace = device("terrace", "露台灯", "三楼露台")
    garage = device("garage", "车库灯", "车库")
    ir = QueryIR(raw="", scope_include=frozenset({outside}))
    kept = ids(filter_by_scope([sensor, terrace, garage], ir, ("三楼露台", "车库")))
    assert "outdoor" in kept
    assert "terrace" not in kept
