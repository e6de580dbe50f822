"""Requests said in English, whole or in part, read as the Chinese the rule parser knows."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from context_retrieval.models import Quantifier
from context_retrieval.parsing import ParseContext, parse_with_rules
from context_retrieval.parsing.english import say_in_chinese
from context_retrieval.text import normalize

CONTEXT = ParseContext(
    rooms=("客厅", "主卧", "2号房 双床房", "3号房-亲子房", "阳台", "Study", "Master Suite"),
    device_names=("Hue Go", "Room 1 TV", "Sea View Curtain", "ON AIR灯牌", "客厅空调",
                  "主卧窗帘", "回音壁", "床头灯", "阳台灯", "入户门锁"),
)
KEPT = re.compile(r"hue\s*go|room\s*1\s*tv|sea\s*view\s*curtain")


def chinese(text: str) -> str:
    return say_in_chinese(normalize(text), KEPT).replace(" ", "")


def parse(text: str):  # type: ignore[no-untyped-def]
    return parse_with_rules(text, CONTEXT).commands


@pytest.mark.parametrize(("text", "said"), [
    ("Turn off all the lights in room 2", "2号房关闭所有灯"),
    ("turn the lights off", "关闭灯"),  # no place: where the person is, asked
    ("turn the lights off everywhere", "关闭所有灯家里"),
    ("close the curtains", "关上窗帘"),
    ("turn the floor heating down", "调低地暖"),
    ("Lock the door of room 3", "3号房锁上门"),
    ("Close the curtains in room B", "b房关上所有窗帘"),
    ("set the AC in the living room to 24 degrees", "客厅把空调调到24度"),
    ("Dim the bedside lamps a bit", "调暗所有床头灯一点"),
    ("Can you mute the soundbar", "静音回音壁"),
    ("open any two of the rooftop string lights", "打开随便2个天台灯串"),
    ("make it 23", "把它调到23"),
    ("this room is too dark", "这屋太暗了"),
    ("Is the balcony window closed?", "阳台窗户关着吗?"),
    ("If it gets dark, turn on the balcony light", "如果天黑了,打开阳台灯"),
    ("turn on the lights in the guest room", "客房打开所有灯"),
    ("it's too dark in the garden room", "花园房太暗了"),
    ("room 2 too wet, dehumidifier on", "2号房好潮,除湿机打开"),
    ("spot 7 on and spot 8 off", "射灯7打开,射灯8关闭"),
    ("kitchen light on and fan off", "厨房灯打开,风扇关闭"),
    ("turn on the fish tank light", "打开鱼缸灯"),
    ("open the rolling door", "打开卷帘门"),
    ("is the compressor still running?", "空压机开着吗?"),
    ("printer off na", "打印机关闭"), ("reboot the router po", "重启路由器"),
    ("turn off the printer lah", "关闭打印机"), ("close the light sa comfort room", "关上灯卫生间"),
])
def test_an_english_request_is_said_in_chinese(text: str, said: str) -> None:
    assert chinese(text) == said


@pytest.mark.parametrize(("text", "said"), [
    ("把 soundbar volume 调到 30", "把回音壁音量调到30"),
    ("Daikin 开 cool mode", "daikin开制冷"),
    ("投影 on 一下", "投影打开一下"),
    ("帮我开 kitchen 的灯", "帮我开厨房的灯"),
    ("把 meeting room 的灯关了", "把会议室的灯关了"),
    ("射燈 number 4 閂咗佢", "射灯4闩咗佢"),
    ("把 Daikin 调到 twenty-four 度", "把daikin调到24度"),
])
def test_english_words_in_a_chinese_request_are_said_in_chinese(text: str, said: str) -> None:
    assert chinese(text) == said


@pytest.mark.parametrize(("text", "said"), [
    ("Make the Hue Go blue", "把huego调成蓝色"),
    ("Pause the Room 1 TV", "暂停room1tv"),
    ("Open the sea view curtain halfway", "打开seaviewcurtain一半"),
])
def test_the_homes_own_english_names_are_kept_as_said(text: str, said: str) -> None:
    assert chinese(text) == said


def test_a_chinese_request_is_left_as_it_is() -> None:
    assert say_in_chinese("把客厅的灯关了", KEPT) == "把客厅的灯关了"


def test_a_preposition_said_as_on_is_not_the_word_for_switching_on() -> None:
    assert chinese("play some music on 户外音箱") == "播放音乐户外音箱"


def test_on_and_off_glued_to_the_chinese_before_them_switch() -> None:
    assert chinese("院灯全部on") == "院灯全部打开"
    assert chinese("插座都off") == "插座都关闭"


def test_the_rule_parser_reads_a_request_said_in_english() -> None:
    (command,) = parse("Turn off all the lights in room 2")
    assert command.action == "关闭"
    assert command.quantifier is Quantifier.ALL
    assert command.scope_include == frozenset({"2号房"})


def test_the_rule_parser_keeps_an_english_label_with_a_word_it_would_translate() -> None:
    (command,) = parse("ON AIR灯牌打开")
    assert (command.action, command.name_hint) == ("打开", "ON AIR灯牌")


@pytest.mark.parametrize(("text", "said"), [
    ("all lights off except 主卧", "除了主卧,所有灯关闭"),
    ("turn off all the lights except the stairs", "除了楼梯,关闭所有灯"),
    ("Turn off the lights in the guest rooms except room 3", "除了3号房,客房关闭所有灯"),
    ("所有plug都断电，冰柜那个except", "所有插座都断电,除了冰柜那个"),
    ("turn off 所有 lights except 阳台", "除了阳台,关闭所有灯"),
])
def test_an_exception_is_said_first_and_run_together_with_its_place(text: str,
                                                                     said: str) -> None:
    assert chinese(text) == said


@pytest.mark.parametrize("text", [
    "all lights off except 主卧",
    "turn off all lights on the first floor except 主卧",
    "except the master bedroom, turn off all the lights on the first floor",
])
def test_the_rule_parser_excludes_the_place_said_after_except(text: str) -> None:
    (command,) = parse(text)
    assert command.quantifier is Quantifier.EXCEPT
    assert command.scope_exclude == frozenset({"主卧"})


def test_two_commands_joined_by_and_are_two_commands() -> None:
    first, second = parse("turn off the lights in the master bedroom and close the curtains")
    assert (first.action, second.action) == ("关闭", "关闭")
    assert first.quantifier is Quantifier.ALL
    assert second.type_hint == "Blind"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyz '0123,.?-\x00客厅灯"),
               max_size=80))
def test_any_text_is_said_without_error(text: str) -> None:
    assert isinstance(say_in_chinese(normalize(text), KEPT), str)


@pytest.mark.parametrize(("text", "said"), [
    ("mute the radio", "静音收音机"),
    ("turn off the sprinkler", "关闭喷灌"),
    ("mute the amplifier", "静音功放"),
    ("turn off the massage chair", "关闭按摩椅"),
    ("turn on the porch light", "打开门口灯"),
    ("water the garden", "浇水花园"),
])
def test_english_words_for_appliances_and_places_are_said_in_chinese(text: str,
                                                                      said: str) -> None:
    assert chinese(text) == said


@pytest.mark.parametrize("text", ["what's up", "hi there"])
def test_a_greeting_in_english_is_not_a_command(text: str) -> None:
    assert all(c.needs_fallback or c.action is None for c in parse(text))


@pytest.mark.parametrize(("text", "kind", "place"), [
    ("all lights off in the workshop", "Light", "工作室"),
    ("turn on every light in the showroom", "Light", "展厅"),
    ("open the shutter", "GarageDoor", None), ("roll up the bamboo blind", "Blind", None)])
def test_english_words_for_shops_workshops_shutters_and_blinds(text: str, kind: str,
                                                               place: str | None) -> None:
    (command,) = parse_with_rules(text, ParseContext(rooms=("工作室", "展厅"))).commands
    assert command.type_hint == kind
    assert command.scope_include == (frozenset({place}) if place else frozenset())


def test_a_number_said_as_a_word_names_what_the_home_writes_with_its_digit() -> None:
    context = ParseContext(rooms=("Room 1", "Sonos One"), device_names=("台灯", "Sonos One"),
                           device_rooms=("Room 1", "Sonos One"))
    (command,) = parse_with_rules("room one 嗰盞燈閂咗佢", context).commands
    assert command.scope_include == frozenset({"room1"})
    (speaker,) = parse_with_rules("turn off sonos one", context).commands
    assert (speaker.name_hint or "").lower() == "sonos one"  # no number of its own


def test_someones_room_said_in_english_is_their_room() -> None:
    context = ParseContext(rooms=("D室 Kevin", "客厅"), device_names=("空调", "空调"))
    (command,) = parse_with_rules("turn off the AC in Kevin's room", context).commands
    assert (command.action, command.type_hint, command.scope_include) == (
        "关闭", "AirConditioner", {"kevin的房间"})


@pytest.mark.parametrize(("said", "chinese"), [
    ("hot water no hot", "热水"), ("the water tank", "水箱"), ("the greenhouse heater", "大棚"),
    ("the one that washes plates", "那个")])
def test_water_as_a_thing_the_greenhouse_and_the_one_meant(said: str, chinese: str) -> None:
    assert chinese in say_in_chinese(said)
    assert "浇水" not in say_in_chinese(said)
    assert "1" not in say_in_chinese(said)


@pytest.mark.parametrize("text", ["AC on please", "light on now lah", "AC on please, room 206"])
def test_on_said_before_a_please_or_a_particle_switches_on(text: str) -> None:
    assert "打开" in chinese(text)


def test_a_room_said_in_english_after_a_chinese_name_is_that_ones_room() -> None:
    assert chinese("小宇 room 的 AC 调到 26").startswith("小宇的房间")


def test_a_device_switched_to_a_setting_is_set_to_it() -> None:
    assert chinese("Switch the living room aircon to dry mode") == "把客厅空调调到除湿"  # no 开关
    (command,) = parse("Switch the living room aircon to dry mode")
    assert command.type_hint == "AirConditioner"
    assert command.value is not None
    assert command.value.word == "除湿"
