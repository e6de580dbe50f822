"""Keyword recall: seed 004 "按 type/room/name 召回候选" and name matching."""

from __future__ import annotations

import pytest

from builders import device
from context_retrieval import vocabulary
from context_retrieval.models import QueryIR
from context_retrieval.stages import keyword
from context_retrieval.stages.keyword import (
    EXACT_NAME_SCORE,
    learn_labels,
    match_name,
    recall_by_keyword,
)

BUDDY = device("buddy", "老伙计", "客厅")
LAMP = device("lamp", "客厅主灯", "客厅")


@pytest.mark.parametrize(("said", "label", "named"), [
    ("冰柜插座", "冰柜（勿断电）", True), ("鱼缸的插头", "别关-鱼缸", True),
    ("冰柜插座", "冰箱", False), ("插座", "冰柜（勿断电）", False),
    ("电瓶车充电", "电动车充电", True), ("收音机", "唱戏机", True), ("收音机", "戏匣子", True)])
def test_a_plug_is_named_by_what_is_on_it_or_a_thing_by_another_word(said: str, label: str,
                                                                      named: bool) -> None:
    assert (match_name(said, label).reason == "name_hit") is named


def test_名称精确命中优先() -> None:
    evidence, _ = recall_by_keyword([LAMP, BUDDY], QueryIR(raw="打开老伙计", name_hint="老伙计"),
                                    frozenset(), {})
    assert "name_hit" in evidence["buddy"].reasons
    assert evidence["buddy"].score > evidence["lamp"].score


def test_房间加类型组合命中_gives_room_and_type_reasons() -> None:
    evidence, _ = recall_by_keyword([LAMP], QueryIR(raw="打开客厅的灯", type_hint="Light"),
                                    frozenset({"lamp"}), {"lamp": "type_hit"})
    assert evidence["lamp"].reasons == ("room_hit", "type_hit")


@pytest.mark.parametrize(
    ("said", "label", "reason"),
    [
        ("老伙计", "老伙计", "name_hit"),
        ("主灯", "客厅主灯", "name_hit"),
        ("客厅主灯亮度", "客厅主灯", "name_hit"),
        ("hue color lamp 1", "Hue color lamp 1", "name_hit"),
        ("灯带(电视墙)", "灯带（电视墙）", "name_hit"),
        ("电视墙灯带", "灯带（电视墙）", "name_partial"),
        ("老火鸡", "老伙计", "name_fuzzy"),
        ("小百", "小白", "name_fuzzy"),
        ("心空灯", "星空灯", "name_fuzzy"),
        ("电暖气", "电暖器", "name_hit"),
        ("取暖器", "电暖器", "name_hit"),
        ("暖炉", "电暖器", "name_hit"),
        ("抽风", "排气扇", "name_hit"),
    ],
)
def test_names_said_differently_still_match(said: str, label: str, reason: str) -> None:
    assert match_name(said, label).reason == reason


@pytest.mark.parametrize(("said", "label"), [("纱帘", "shalian"), ("客厅灯", "keting deng"),
                                           ("灯带", "dengdai")])
def test_a_label_typed_in_pinyin_is_named_by_the_words_it_spells(said: str, label: str) -> None:
    found = match_name(said, label)
    assert (found.score, found.reason) == (match_name(label, label).score, "name_hit")


def test_a_member_of_a_lettered_series_names_no_other_member() -> None:
    assert match_name("氛围灯 L", "氛围灯 R").score == 0.0
    assert match_name("氛围灯 L", "氛围灯 L").reason == "name_hit"


def test_exact_names_beat_misheard_names() -> None:
    assert match_name("老伙计", "老伙计").score > match_name("老火鸡", "老伙计").score


def test_sharing_only_the_type_word_is_no_match() -> None:
    assert match_name("吸顶灯", "书房台灯").score == 0.0


def test_referred_devices_count_as_named_most_recent_first() -> None:
    evidence, _ = recall_by_keyword([LAMP, BUDDY], QueryIR(raw="关掉"), frozenset(), {},
                                    referred=("buddy", "lamp"))
    assert evidence["buddy"].score > evidence["lamp"].score > 0
    assert "reference" in evidence["buddy"].reasons


def test_latin_words_said_match_the_words_of_an_english_label_ignoring_case() -> None:
    found = match_name("hue灯", "Hue color lamp 1")
    assert found.reason == "name_hit"
    assert found.score >= 0.8
    assert match_name("tv灯", "Hue color lamp 1").score == 0.0


def test_a_device_of_the_category_asked_for_beats_one_admitted_by_its_label() -> None:
    tv = device("tv", "客厅电视", "客厅")
    plug = device("plug", "投影仪", "起居室")
    evidence, _ = recall_by_keyword([tv, plug], QueryIR("打开电视", type_hint="Television"),
                                    frozenset(), {"tv": "type_hit", "plug": "type_by_label"})
    assert evidence["tv"].score - evidence["plug"].score > 0.05


def test_the_stem_of_a_numbered_series_names_each_member_exactly() -> None:
    assert match_name("筒灯", "筒灯2").score == match_name("筒灯", "筒灯").score == 1.0


@pytest.mark.parametrize(("said", "label"), [("灯带", "电视墙灯带"), ("排气扇", "换气扇"),
                                             ("灯带", "Hue灯条"), ("台灯", "书房台灯")])
def test_a_kind_said_names_every_label_whose_head_is_that_kind(said: str, label: str) -> None:
    assert match_name(said, label).score == 1.0


def test_a_relay_whose_label_says_the_word_said_is_as_good_as_its_kind() -> None:
    light = device("light", "浴室灯", "二楼浴室")
    relay = device("relay", "浴室灯", "三楼浴室")
    fan_relay = device("fan", "排气扇", "浴室")
    ir = QueryIR("厕所灯打开", type_hint="Light", type_words=("灯",))
    evidence, _ = recall_by_keyword([light, relay], ir, frozenset(),
                                    {"light": "type_hit", "relay": "type_by_label"})
    assert evidence["light"].score == evidence["relay"].score
    fan = QueryIR("打开风扇", type_hint="Fan", type_words=("风扇",))
    evidence, _ = recall_by_keyword([fan_relay], fan, frozenset(), {"fan": "type_by_label"})
    assert evidence["fan"].score < 0.2


@pytest.mark.parametrize(("said", "label"),
                         [("射灯2", "灯2"), ("射灯", "灯"), ("电脑插座", "插座")])
def test_a_label_that_is_only_a_kind_is_not_named_by_a_name_containing_it(
        said: str, label: str) -> None:
    assert match_name(said, label).score == 0.0


def test_a_name_with_an_index_names_no_other_member_of_the_series() -> None:
    assert match_name("筒灯3", "L1-客厅-筒灯-05").score == 0.0
    assert match_name("筒灯3", "L1-客厅-筒灯-03").score > 0.5


@pytest.mark.parametrize(("said", "label"), [("落地灯", "Floor Lamp"), ("回音壁", "Soundbar"),
                                             ("客厅灯1", "LR Light 1"), ("卧室空调", "Bedroom AC")])
def test_an_english_label_is_named_by_its_chinese_words(said: str, label: str) -> None:
    assert match_name(said, label).score == 1.0


def test_a_chinese_kind_names_an_english_label_as_fully_as_a_chinese_one() -> None:
    assert match_name("落地灯", "Floor Lamp").score == match_name("落地灯", "书房落地灯").score


def test_a_member_said_without_the_unit_of_its_index_is_named_exactly() -> None:
    assert match_name("喷灌4", "喷灌4区").score == 1.0
    assert match_name("喷灌3", "喷灌4区").score == 0.0


@pytest.mark.parametrize("said", ["三号灯", "3号灯", "第三个灯", "第三个", "第3盏灯"])
def test_a_member_said_by_its_number_and_kind_names_it(said: str) -> None:
    assert match_name(said, "庭院灯3").score > 0.8
    assert match_name(said, "庭院灯2").score == 0


def test_a_member_said_with_another_kind_names_nothing() -> None:
    assert match_name("三号插座", "庭院灯3").score == 0


def test_a_place_in_one_character_names_only_a_label_that_is_that_character() -> None:
    assert match_name("房", "厨房灯").score == 0.0
    assert match_name("房", "房").score == EXACT_NAME_SCORE
    # What is left of a misheard name still finds it ("落" of "落地等").
    assert match_name("落", "落地灯").score > 0


def test_labels_learnt_before_requests_leave_a_new_name_only_its_own_work() -> None:
    devices = [device("a", "阁楼氛围灯Y", "阁楼"), device("b", "Attic Lamp Y", "阁楼"),
               device("c", "飞利浦台灯Y", "书房")]
    learn_labels(device.name for device in devices)
    pairs_before = keyword._label_pairs.cache_info().misses
    kinds_before = vocabulary.label_kind_words.cache_info().misses

    evidence, _ = recall_by_keyword(devices, QueryIR(raw="打开阁楼氛围灯", name_hint="阁楼氛围灯"),
                                    frozenset(), {})

    assert evidence["a"].name_score > 0
    assert keyword._label_pairs.cache_info().misses == pairs_before
    assert vocabulary.label_kind_words.cache_info().misses == kinds_before


@pytest.mark.parametrize(("said", "label"), [("除湿机", "抽湿机"), ("排气扇", "排风扇"),
                                             ("音箱", "音响")])
def test_a_kind_said_one_way_names_a_label_saying_it_another(said: str, label: str) -> None:
    assert match_name(said, label).score == EXACT_NAME_SCORE


@pytest.mark.parametrize("label", ["阳台灯", "露台灯串", "前台灯"])
def test_a_kind_word_starting_inside_a_place_of_the_label_is_not_said(label: str) -> None:
    # The 台灯 of "阳台灯" is the terrace's 台 and a 灯: a desk lamp names a 书房台灯 better.
    assert match_name("台灯", label).reason != "name_hit"
    assert match_name("台灯", label).score < match_name("台灯", "书房台灯").score - 0.05
    assert match_name("阳台灯", "阳台灯").score == EXACT_NAME_SCORE


def test_a_kind_said_another_way_still_sounds_like_a_label_typed_by_ear() -> None:
    # 电饭煲 is said the one way (电饭锅) before comparing; the label typed "电饭宝" sounds
    # like what was said as written.
    assert match_name("电饭煲", "电饭宝插座").reason == "name_fuzzy"
    assert match_name("电饭过", "电饭锅").score > 0.8


@pytest.mark.parametrize(("said", "label"), [("取暖器", "小太阳"), ("电暖气", "客厅油汀"),
                                            ("取暖器", "暖风机")])
def test_a_heater_said_generally_names_the_kind_of_heater_there_is(said: str,
                                                                  label: str) -> None:
    assert match_name(said, label).reason == "name_hit"


@pytest.mark.parametrize(("said", "label"), [("暖风机", "小太阳"), ("小太阳", "油汀"),
                                            ("取暖器", "暖气")])
def test_one_kind_of_heater_names_no_other_and_a_heater_no_radiator(said: str,
                                                                    label: str) -> None:
    assert match_name(said, label).score == 0.0


@pytest.mark.parametrize(("said", "label"), [("烧水壶", "电水壶"), ("戏匣子", "收音机"),
                                            ("早教机", "故事机"), ("灭蚊器", "灭蚊灯")])
def test_regional_words_for_one_thing_name_it(said: str, label: str) -> None:
    assert match_name(said, label).score == EXACT_NAME_SCORE


@pytest.mark.parametrize(("said", "labels"), [("浴霸", ("浴霸", "风暖浴霸")),
                                              ("油烟机", ("抽油烟机", "油烟机")),
                                              ("冰箱", ("冰箱", "雪柜"))])
def test_a_kind_said_that_is_also_one_label_names_every_device_of_that_kind_alike(
        said: str, labels: tuple[str, str]) -> None:
    first, second = (device(f"d{n}", label, f"房间{n}") for n, label in enumerate(labels))
    ir = QueryIR(f"{said}打开", name_hint=said)
    evidence, _ = recall_by_keyword([first, second], ir, frozenset(),
                                    type_reasons={"d0": "type_hit", "d1": "type_by_label"})
    assert evidence["d0"].score == evidence["d1"].score


def test_a_name_written_inside_a_label_but_not_as_its_word_names_nothing() -> None:
    assert match_name("台灯", "阳台灯").score == 0.0
    assert match_name("阳台灯", "台灯").score == 0.0


def test_a_label_heard_as_written_is_not_also_heard_as_one_that_sounds_like_it() -> None:
    terrace = device("terrace", "阳台灯", "阳台")
    desk = device("desk", "护眼台灯", "儿童房")
    one = QueryIR(raw="阳台灯调到50%", name_hint="阳台灯", type_hint="Light")
    evidence, _ = recall_by_keyword([terrace, desk], one, frozenset(), {})
    assert evidence["desk"].name_score == 0.0
    assert evidence["terrace"].name_score == EXACT_NAME_SCORE
    series = [device(f"case{n}", f"展柜灯{n}", "大堂") for n in (1, 2)]
    typed = device("case5", "展贵灯5", "大堂")
    all_of = QueryIR(raw="展柜灯全部打开", name_hint="展柜灯", quantifier="all")
    evidence, _ = recall_by_keyword([*series, typed], all_of, frozenset(), {})
    assert evidence["case5"].name_score > 0.0


def test_a_name_said_without_the_word_between_its_head_and_its_kind_is_that_label() -> None:
    assert match_name("燃气阀", "燃气总阀").reason == "name_partial"
    assert match_name("燃气阀", "燃气总阀").score > match_name("燃气阀", "喷雾阀").score
    assert match_name("艾莎灯", "艾莎公主灯").reason == "name_partial"
    assert match_name("我的恐龙灯", "恐龙夜灯").score == match_name("恐龙灯", "恐龙夜灯").score > 0
    assert match_name("艾莎灯", "艾莎公主台灯").score == 0.0


def test_a_device_made_for_what_is_asked_fits_when_nothing_is_named() -> None:
    # "A房好潮" asks for 除湿 of the room: the 除湿机 there fits before the air conditioner
    # whose dry mode also does it; a device named, or a kind said, decides instead.
    dehumidifier = device("dry", "三楼除湿机", "A房")
    aircon = device("ac", "A房空调", "A房")
    damp = QueryIR(raw="A房好潮", action="打开除湿", scope_include=frozenset({"A房"}))
    evidence, _ = recall_by_keyword([dehumidifier, aircon], damp, frozenset({"dry", "ac"}), {})
    assert evidence["dry"].score > evidence["ac"].score
    assert "made_for" in evidence["dry"].reasons
    assert evidence["dry"].name_score == 0.0
    named = QueryIR(raw="A房空调开除湿", action="打开除湿", name_hint="A房空调")
    evidence, _ = recall_by_keyword([dehumidifier, aircon], named, frozenset(), {})
    assert "made_for" not in evidence["dry"].reasons


def test_a_fan_said_plainly_names_no_exhaust_fan() -> None:
    assert match_name("电风扇", "排烟风扇").score == 0.0
    assert match_name("风扇", "主卫排风扇").score == 0.0
    assert match_name("排烟风扇", "排烟风扇").score == EXACT_NAME_SCORE
    assert match_name("电风扇", "客厅电风扇").score > 0.0


@pytest.mark.parametrize(("said", "label"), [("除湿机", "故事机"), ("加湿器", "热水器")])
def test_a_kind_said_names_no_label_only_sounding_partly_like_it(said: str, label: str) -> None:
    assert match_name(said, label).score == 0.0
    assert match_name("排气扇", "排汽扇2").reason == "name_fuzzy"  # the kind misspelt
    assert match_name("除湿机", "出湿机插座").reason == "name_fuzzy"
