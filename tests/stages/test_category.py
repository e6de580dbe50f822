"""Category gating: seed 003 "Category Gating 预过滤" and type families."""

from __future__ import annotations

from dataclasses import replace

import pytest

from builders import device
from context_retrieval.models import Category
from context_retrieval.stages import category
from context_retrieval.stages.category import (
    canonical_category,
    gate_by_category,
    is_of_the_kind,
    learn_kinds,
)

LAMP = device("lamp", "卧室灯", "卧室", Category.LIGHT)
PLUG = device("plug", "鱼缸插座", "客厅", Category.SMART_PLUG)
RELAY = device("relay", "厨房灯", "厨房", Category.SWITCH)
WINDOW_SENSOR = device("contact", "主卧窗户传感器", "主卧", Category.CONTACT_SENSOR)
OPENER = device("opener", "阳台推窗器", "阳台", Category.WINDOW_OPENER)
CURTAIN = device("curtain", "客厅窗帘", "客厅", Category.BLIND)
HEAT_PUMP = device("pump", "书房冷暖机", "书房", Category.HEAT_PUMP)


def test_type_hint_映射成功_keeps_only_that_category() -> None:
    outcome = gate_by_category([LAMP, PLUG], "Light")
    assert outcome.category is Category.LIGHT
    assert [d.id for d in outcome.devices] == ["lamp"]
    assert outcome.gated


@pytest.mark.parametrize("hint", ["light", "LIGHT", " Light "])
def test_type_hint_is_read_case_insensitively(hint: str) -> None:
    assert canonical_category(hint) is Category.LIGHT


@pytest.mark.parametrize(
    ("scenario", "hint"),
    [("type_hint 映射失败", "UnknownCategory"), ("type_hint 为 Unknown", "Unknown"),
     ("type_hint 为空", None), ("type_hint 为空白", "  ")],
)
def test_unusable_type_hint_skips_gating(scenario: str, hint: str | None) -> None:
    outcome = gate_by_category([LAMP, PLUG], hint)
    assert [d.id for d in outcome.devices] == ["lamp", "plug"], scenario
    assert not outcome.gated


def test_a_switch_labelled_as_a_light_is_a_light_with_a_reason() -> None:
    outcome = gate_by_category([LAMP, RELAY, PLUG], "Light")
    assert [d.id for d in outcome.devices] == ["lamp", "relay"]
    assert outcome.reasons == {"lamp": "type_hit", "relay": "type_by_label"}


def test_a_family_admits_related_categories() -> None:
    outcome = gate_by_category([HEAT_PUMP, LAMP], "AirConditioner")
    assert [d.id for d in outcome.devices] == ["pump"]


def test_curtains_and_window_openers_are_different_kinds() -> None:
    assert [d.id for d in gate_by_category([OPENER, CURTAIN], "Blind").devices] == ["curtain"]
    assert [d.id for d in gate_by_category([OPENER, CURTAIN], "WindowOpener").devices] == [
        "opener"]


def test_a_short_type_word_inside_a_longer_one_does_not_count() -> None:
    """"窗帘" holds "窗", but a curtain is not a window."""
    outcome = gate_by_category([CURTAIN, LAMP, OPENER], "WindowOpener")
    assert "curtain" not in [d.id for d in outcome.devices]


def test_a_sensor_is_never_admitted_by_its_label() -> None:
    outcome = gate_by_category([WINDOW_SENSOR, OPENER], "WindowOpener")
    assert [d.id for d in outcome.devices] == ["opener"]


def test_a_category_absent_from_scope_undoes_gating_and_says_so() -> None:
    outcome = gate_by_category([LAMP, PLUG], "Television")
    assert [d.id for d in outcome.devices] == ["lamp", "plug"]
    assert outcome.empty_fallback
    assert not outcome.gated


def test_a_kind_named_in_brackets_of_a_label_is_where_it_is_not_what_it_is() -> None:
    strip = device("strip", "灯带（电视墙）", "客厅", Category.LIGHT)
    tv = device("tv", "客厅电视", "客厅", Category.TELEVISION)
    outcome = gate_by_category([strip, tv], "Television")
    assert [d.id for d in outcome.devices] == ["tv"]


def test_an_english_type_word_in_a_label_counts_only_as_a_whole_word() -> None:
    lamp = device("hue", "Hue color lamp 1", "客厅", Category.SWITCH)
    karaoke = device("ktv", "KTV音箱", "客厅", Category.SPEAKER)
    assert [d.id for d in gate_by_category([lamp, karaoke], "Light").devices] == ["hue"]
    assert [d.id for d in gate_by_category([lamp, karaoke], "Television").devices] \
        == ["hue", "ktv"]


def test_a_smart_plug_stays_a_plug_whatever_its_label_says() -> None:
    from builders import device
    from context_retrieval.models import Category
    from context_retrieval.stages.category import gate_by_category

    zapper = device("zapper", "灭蚊灯", "客厅", Category.SMART_PLUG)
    relay = device("relay", "厨房灯", "厨房", Category.SWITCH)
    fan_light = device("fan", "吊扇灯", "起居室", Category.LIGHT)
    assert [d.id for d in gate_by_category([zapper, relay], "Light").devices] == ["relay"]
    assert [d.id for d in gate_by_category([zapper, fan_light], "Fan").devices] == ["fan"]


def test_a_shade_profile_labelled_as_another_thing_is_no_curtain() -> None:
    from builders import device
    from context_retrieval.models import Category
    from context_retrieval.stages.category import gate_by_category

    rack = device("rack", "晾衣架", "阳台", Category.BLIND)
    screen = device("screen", "投影幕布", "客厅", Category.BLIND)
    awning = device("awning", "遮阳棚", "露台", Category.BLIND)
    film = device("film", "侧窗卷膜", "大棚1号", Category.BLIND)
    roller = device("roller", "卷膜机", "大棚", Category.BLIND)
    typhoon = device("typhoon", "Balcony Shutter", "Balcony", Category.BLIND)
    curtain = device("curtain", "客厅窗帘", "客厅", Category.BLIND)
    brand = device("brand", "Aqara 电机", "主卧", Category.BLIND)
    kept = gate_by_category([rack, screen, awning, film, roller, typhoon, curtain, brand],
                            "Blind").devices
    assert [d.id for d in kept] == ["curtain", "brand"]


def test_a_shutter_door_on_a_shade_profile_is_no_curtain() -> None:
    # The last kind word is the head: "卷帘门" is a door of the rolling kind.
    shutter = device("shutter", "卷帘门", "一楼店面", Category.BLIND)
    outcome = gate_by_category([shutter, CURTAIN], "Blind")
    assert [d.id for d in outcome.devices] == ["curtain"]
    # On a garage-door profile it is that door: no curtain either, and no lock.
    door = device("door", "卷帘门", "店面", Category.GARAGE_DOOR)
    assert [d.id for d in gate_by_category([door, CURTAIN], "Blind").devices] == ["curtain"]
    assert [d.id for d in gate_by_category([door, shutter], "GarageDoor").devices] == [
        "door", "shutter"]


def test_a_plug_labelled_as_a_lamp_is_that_lamp_unless_it_lights_an_appliance() -> None:
    # "星星灯串", "化妆镜灯", "蜡烛灯1", a plant's "植物生长灯" and a fish tank's "鱼缸灯" on
    # smart plugs light where they stand; "灭蚊灯" and "消毒灯" are appliances.
    lamps = [device("string", "星星灯串", "阳台", Category.SMART_PLUG),
             device("mirror", "化妆镜灯", "主卧", Category.SMART_PLUG),
             device("candle", "蜡烛灯1", "佛堂", Category.SMART_PLUG),
             device("grow", "植物生长灯", "阳台", Category.SMART_PLUG),
             device("fish", "鱼缸灯", "客厅", Category.SMART_PLUG)]
    appliances = [device("uv", "消毒灯", "厨房", Category.SMART_PLUG),
                  device("zapper", "灭蚊灯", "客厅", Category.SMART_PLUG),
                  device("flies", "灭蝇灯", "后厨", Category.SMART_PLUG),
                  device("bugs", "诱虫灯", "院子", Category.SMART_PLUG)]
    assert [d.id for d in gate_by_category([*lamps, *appliances], "Light").devices] \
        == ["string", "mirror", "candle", "grow", "fish"]


def test_a_label_typed_by_speech_names_the_kind_it_sounds_like() -> None:
    # "晾衣价" is 晾衣架 heard: a rack on a shade profile, not a curtain.
    rack = device("rack", "晾衣价", "阳台", Category.BLIND)
    curtain = device("curtain", "阳台窗帘", "阳台", Category.BLIND)
    assert [d.id for d in gate_by_category([rack, curtain], "Blind").devices] == ["curtain"]
    assert is_of_the_kind(device("strip", "客厅等带", "客厅", Category.SWITCH), "灯")
    assert not is_of_the_kind(device("buddy", "老伙计", "客厅", Category.SWITCH), "灯")


def test_a_thermostat_profile_labelled_as_a_bath_heater_is_no_floor_heating() -> None:
    floor = device("floor", "地暖", "主卧", Category.THERMOSTAT)
    bath = device("bath", "浴霸", "主卫", Category.THERMOSTAT)
    assert [d.id for d in gate_by_category([floor, bath], "Thermostat").devices] == ["floor"]
    assert [d.id for d in gate_by_category([floor, bath], "BathroomHeater").devices] == ["bath"]


def test_a_plug_is_the_appliance_its_label_ends_with_not_one_said_before_it() -> None:
    old_fan = device("old-fan", "老风扇", "老人房", Category.SMART_PLUG)
    ac_socket = device("ac-socket", "空调插座", "老人房", Category.SMART_PLUG)
    assert is_of_the_kind(old_fan, "风扇")
    assert not is_of_the_kind(ac_socket, "空调")
    assert is_of_the_kind(ac_socket, "插座")
    # A specific kind said before the plug is what it powers, as "冰箱那个插座" says.
    fridge_socket = device("fridge", "冰箱插座", "厨房", Category.SMART_PLUG)
    assert gate_by_category([fridge_socket, ac_socket], "Refrigerator").devices == (
        fridge_socket,)


@pytest.mark.parametrize(("label", "kind"), [
    ("关掉所有灯", "灯"), ("一键关灯", "灯"), ("开灯", "灯"), ("全部关闭空调", "空调")])
def test_a_button_named_after_what_it_does_is_not_of_that_kind(label: str, kind: str) -> None:
    assert not is_of_the_kind(device("button", label, "客厅", Category.SWITCH), kind)
    # 开 that starts a place is no instruction.
    assert is_of_the_kind(device("lamp", "开放区吊灯", "客厅", Category.SWITCH), "灯")


def test_an_irrigation_system_is_a_valve_that_waters() -> None:
    sprinkler = device("sprinkler", "喷罐", "天台", Category.IRRIGATION)
    assert gate_by_category([sprinkler], "WaterValve").gated


def test_a_tuple_of_devices_is_gated_once_per_kind() -> None:
    devices = (device("lamp", "台灯", "书房"), device("fan", "风扇", "书房", Category.FAN))
    first = gate_by_category(devices, "Light")
    assert gate_by_category(devices, "Light") is first
    assert [d.id for d in first.devices] == ["lamp"]
    # A list may change between calls, so it is gated each time.
    assert gate_by_category(list(devices), "Light") is not first
    assert gate_by_category(list(devices), "Light") == first


def test_kinds_learnt_before_requests_make_gating_on_a_new_kind_a_look_up() -> None:
    devices = (device("lamp-x", "走廊感应灯X", "走廊", Category.LIGHT),
               device("relay-x", "储物间灯X", "储物间", Category.SWITCH),
               device("shade-x", "天窗遮阳帘X", "阁楼", Category.BLIND))
    learn_kinds(devices)
    found_before = category._kind_reason.cache_info().misses

    for kind in ("Light", "Blind", "Fan", "Television"):
        gate_by_category(devices, kind)

    assert category._kind_reason.cache_info().misses == found_before


def test_a_projector_screen_on_a_projector_profile_is_no_television() -> None:
    # Real projector screens come with the profile category Projector.
    screen = device("screen", "投影幕布", "影音室", Category.PROJECTOR)
    short = device("short", "投影幕", "客厅", Category.PROJECTOR)
    projector = device("projector", "投影仪", "影音室", Category.PROJECTOR)
    tv = device("tv", "客厅电视", "客厅", Category.TELEVISION)
    kept = gate_by_category([screen, short, projector, tv], "Television").devices
    assert [d.id for d in kept] == ["projector", "tv"]


def test_where_no_sensor_is_what_measures_the_quantity_answers() -> None:
    # "书房湿度多少": the study's air conditioner measures humidity; a real sensor comes
    # first where there is one.
    air = device("ac", "书房空调", "书房", Category.AIR_CONDITIONER)
    measuring = replace(air, measures=frozenset({"relativeHumidityMeasurement"}))
    lamp = device("lamp", "台灯", "书房")
    outcome = gate_by_category([measuring, lamp], "TempHumiditySensor")
    assert [d.id for d in outcome.devices] == ["ac"]
    assert outcome.reasons == {"ac": "type_by_capability"}
    assert gate_by_category([air, lamp], "TempHumiditySensor").empty_fallback
    sensor = device("sensor", "温湿度计", "书房", Category.TEMP_HUMIDITY_SENSOR)
    assert [d.id for d in gate_by_category([measuring, sensor], "TempHumiditySensor")
            .devices] == ["sensor"]


def test_a_relay_labelled_as_a_fan_is_fresh_air_too() -> None:
    # "二楼厕所好臭" asks for fresh air; the bathroom's 排气扇 is a relay, a fan by its label.
    exhaust = device("exhaust", "排气扇", "卫生间", Category.SWITCH)
    mirror = device("mirror", "镜前灯", "卫生间")
    outcome = gate_by_category([exhaust, mirror], "Vent")
    assert [d.id for d in outcome.devices] == ["exhaust"]
    assert outcome.reasons == {"exhaust": "type_by_label"}


def test_a_device_at_a_part_of_the_house_is_not_that_part() -> None:
    # "关大门" is the gate or its lock, never the lamp or the camera at the gate; a plug or a
    # switch carrying a thing is still named by it ("空调插座"), and a fan's lamp stays a fan.
    gate_lamp = device("gate-lamp", "大门灯", "院子", Category.LIGHT)
    gate_camera = device("gate-cam", "大门摄像头", "院子", Category.CAMERA)
    gate = device("gate", "大铁门", "院子", Category.DOOR)
    strip = device("strip", "窗帘灯带", "客厅", Category.LIGHT)
    ac_plug = device("ac-plug", "空调插座", "客厅", Category.SMART_PLUG)
    fan_light = device("fan", "吊扇灯", "起居室", Category.LIGHT)
    assert [d.id for d in gate_by_category([gate_lamp, gate_camera, gate], "SmartLock").devices] \
        == ["gate"]
    assert not gate_by_category([strip], "Blind").gated
    assert [d.id for d in gate_by_category([ac_plug], "AirConditioner").devices] == ["ac-plug"]
    assert [d.id for d in gate_by_category([fan_light], "Fan").devices] == ["fan"]
