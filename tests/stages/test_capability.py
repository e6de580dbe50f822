"""Capability checks: seed 003 output validity and 004 "无匹配命令被过滤"."""

from __future__ import annotations

import pytest

from builders import FAN_SPEED, OFF, ON, device, home
from context_retrieval import HashingEmbedder
from context_retrieval.models import (
    Candidate,
    Category,
    CommandSpec,
    CommandValue,
    EntityKind,
    Home,
    QueryIR,
    ValueOption,
    ValueRange,
)
from context_retrieval.stages.capability import (
    check_capabilities,
    check_values,
    ranking_fans_on_to_cool,
    ranking_taking_the_value,
    scores_taking_the_value,
    validate_candidates,
)
from context_retrieval.stages.fusion import GATED_WEIGHTS, rank_pairs
from context_retrieval.stages.intents import undoes
from context_retrieval.stages.vector import VectorSearcher

LAMP = device("lamp", "台灯", "书房")
THERMOMETER = device("thermo", "温度计", "书房", Category.TEMP_SENSOR, "sensor")
HOME = home(LAMP, THERMOMETER)


def candidate(entity_id: str, capability_id: str | None) -> Candidate:
    return Candidate(entity_id, EntityKind.DEVICE, capability_id, 0.0, 0.0, 0.0)


def test_device候选必须引用有效设备信息() -> None:
    kept, trace = validate_candidates([candidate("ghost", "main-switch-on")], HOME)
    assert kept == ()
    assert trace.dropped == (("ghost", "no such device"),)


def test_device候选的capability_id必须能映射到有效CommandSpec() -> None:
    kept, _ = validate_candidates(
        [candidate("lamp", "main-switch-on"), candidate("lamp", "main-colorControl-setColor")],
        HOME)
    assert [c.capability_id for c in kept] == ["main-switch-on"]


def test_a_device_without_spec_may_be_returned_without_a_command() -> None:
    no_spec = device("x", "老伙计", "客厅", profile=None)
    kept, _ = validate_candidates([candidate("x", None)], home(no_spec))
    assert len(kept) == 1


def similarity(action: str, description: str) -> float:
    return 1.0 if action[-1] in description else 0.0


def test_无匹配命令被过滤() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, trace = check_capabilities([THERMOMETER], HOME, ir, similarity)
    assert kept == ()
    assert trace.dropped[0][0] == "thermo"


def test_capable_devices_stay() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, _ = check_capabilities([LAMP, THERMOMETER], HOME, ir, similarity)
    assert [d.id for d in kept] == ["lamp"]


def test_low_confidence_keeps_everything_as_a_soft_feature() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.5)
    kept, _ = check_capabilities([LAMP, THERMOMETER], HOME, ir, similarity)
    assert len(kept) == 2


def test_without_a_similarity_function_nothing_is_filtered() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, _ = check_capabilities([THERMOMETER], HOME, ir)
    assert len(kept) == 1


COLOUR_LAMP = device("colour", "彩灯", "书房", profile="rgb")
WHITE_LAMP = device("white", "吸顶灯", "书房", profile="ct")
DIM_LAMP = device("dim", "床头灯", "书房", profile="dimmer")
LIGHTS_HOME = home(COLOUR_LAMP, WHITE_LAMP, DIM_LAMP)


def coloured(word: str, name: str | None = None, confidence: float = 0.9) -> QueryIR:
    return QueryIR(raw=f"调成{word}", action=f"调成{word}", name_hint=name,
                   value=CommandValue(word=word), confidence=confidence)


def test_a_colour_keeps_only_the_devices_that_can_take_it_and_says_which_left() -> None:
    kept, trace, unable = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME,
                                       coloured("红色"))
    assert [d.id for d in kept] == ["colour"]
    assert {d for d, _ in trace.dropped} == {"white", "dim"}
    assert unable == ()


def test_white_light_is_made_by_a_colour_or_a_colour_temperature() -> None:
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME,
                              coloured("白光"))
    assert [d.id for d in kept] == ["colour", "white"]


@pytest.mark.parametrize("white", ["暖光", "冷白光"])
def test_a_light_of_some_warmth_is_made_by_a_colour_temperature_only(white: str) -> None:
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, coloured(white))
    assert [d.id for d in kept] == ["white"]
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, coloured("暖白"))
    assert [d.id for d in kept] == ["colour", "white"]  # a colour, said 暖白色


def test_a_colour_temperature_said_in_kelvin_is_set_by_a_colour_temperature_only() -> None:
    said = QueryIR(raw="星星灯调成4000K", action="调成4000k", name_hint="星星灯",
                   value=CommandValue(number=4000, unit="k"), confidence=0.9)
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, said)
    assert [d.id for d in kept] == ["white"]


def test_a_named_device_that_cannot_take_the_colour_is_asked_about_not_replaced() -> None:
    kept, _, unable = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME,
                                   coloured("蓝色", name="床头灯"))
    assert kept == ()
    assert [d.id for d in unable] == ["dim"]


def test_below_the_hard_filter_confidence_a_colour_filters_nothing() -> None:
    kept, _, unable = check_values([DIM_LAMP], LIGHTS_HOME, coloured("红色", confidence=0.5))
    assert [d.id for d in kept] == ["dim"]
    assert unable == ()


def test_a_mode_word_filters_nothing_where_no_device_has_operating_modes() -> None:
    said = QueryIR(raw="打开送风", action="打开", value=CommandValue(word="送风"),
                   confidence=0.9)
    kept, _, _ = check_values([DIM_LAMP], LIGHTS_HOME, said)
    assert [d.id for d in kept] == ["dim"]


def test_drying_is_no_lamps_to_do_even_where_no_device_has_operating_modes() -> None:
    said = QueryIR(raw="书房打开除湿", action="打开除湿", value=CommandValue(word="除湿"),
                   confidence=0.9)
    kept, _, _ = check_values([DIM_LAMP], LIGHTS_HOME, said)
    assert kept == ()


def test_a_colour_command_is_the_only_candidate_command_for_a_colour() -> None:
    said = coloured("红色")
    searcher = VectorSearcher.build(LIGHTS_HOME, HashingEmbedder())
    scores = searcher.search(said, [COLOUR_LAMP, DIM_LAMP]).scores
    assert set(scores_taking_the_value(scores, said)) == {
        ("colour", "main-colorControl-setColor")}
    ranking, _ = rank_pairs([COLOUR_LAMP, DIM_LAMP], {}, scores, GATED_WEIGHTS)
    assert [(c.entity_id, c.capability_id) for c in ranking_taking_the_value(ranking, said)] \
        == [("colour", "main-colorControl-setColor")]
    assert len(ranking) > 1  # the other commands were in play before


def test_a_colour_said_of_what_was_just_switched_on_leaves_only_colour_options() -> None:
    # "调成红色" after "打开客厅灯带": read with less confidence, for it names nothing, yet a
    # colour is still only a colour command's to take when several lamps are set at once.
    said = coloured("红色", confidence=0.6)
    scores = VectorSearcher.build(LIGHTS_HOME, HashingEmbedder()).search(
        said, [COLOUR_LAMP, DIM_LAMP]).scores
    assert set(scores_taking_the_value(scores, said)) == {
        ("colour", "main-colorControl-setColor")}


def test_a_shade_of_white_said_of_many_lamps_is_their_colour_temperature() -> None:
    # "全屋灯调成白光": the lamps that have a colour temperature set it; the colour-only lamp
    # is no option beside them.
    said = coloured("白光")
    scores = VectorSearcher.build(LIGHTS_HOME, HashingEmbedder()).search(
        said, [COLOUR_LAMP, WHITE_LAMP, DIM_LAMP]).scores
    kept = set(scores_taking_the_value(scores, said))
    assert kept
    assert all("olorTemperature" in command for _, command in kept)
    assert {device for device, _ in kept} == {"white"}
    # With no lamp of a colour temperature, the colour lamp takes it.
    scores = VectorSearcher.build(LIGHTS_HOME, HashingEmbedder()).search(
        said, [COLOUR_LAMP, DIM_LAMP]).scores
    assert {device for device, _ in scores_taking_the_value(scores, said)} == {"colour"}


def test_without_a_colour_said_every_command_stays() -> None:
    said = QueryIR(raw="关灯", action="关", confidence=0.9)
    scores = VectorSearcher.build(LIGHTS_HOME, HashingEmbedder()).search(
        said, [COLOUR_LAMP, DIM_LAMP]).scores
    ranking, _ = rank_pairs([COLOUR_LAMP, DIM_LAMP], {}, scores, GATED_WEIGHTS)
    assert scores_taking_the_value(scores, said) is scores
    assert ranking_taking_the_value(ranking, said) is ranking


def brighter(name: str | None, confidence: float = 0.9) -> QueryIR:
    return QueryIR(raw="调亮一点", action="调亮一点", name_hint=name, confidence=confidence)


ON_OFF_LAMP = device("plain", "射灯", "书房")
MIXED = home(COLOUR_LAMP, DIM_LAMP, ON_OFF_LAMP)


def test_a_brightness_keeps_only_the_devices_that_can_dim() -> None:
    kept, trace, unable = check_values([DIM_LAMP, ON_OFF_LAMP], MIXED, brighter(None))
    assert [d.id for d in kept] == ["dim"]
    assert trace.dropped == (("plain", "cannot set the brightness"),)
    assert unable == ()


def test_a_place_felt_dark_is_met_by_a_lamp_that_only_switches_not_by_a_sensor() -> None:
    sensor = device("sensor", "温湿度", "书房", Category.TEMP_SENSOR, "sensor-only")
    dark = Home(devices=(ON_OFF_LAMP, sensor), rooms=("书房",),
                specs={"switch": (ON, OFF), "sensor-only": ()})
    felt = QueryIR(raw="书房太暗了", action="调亮一点", confidence=0.9)
    kept, _, _ = check_values(dark.devices, dark, felt)
    assert [d.id for d in kept] == ["plain"]
    # a lamp asked to be brighter has to dim
    asked = QueryIR(raw="射灯调亮一点", action="调亮一点", name_hint="射灯", confidence=0.9)
    assert check_values(dark.devices, dark, asked)[0] == ()


def test_a_named_device_that_cannot_dim_is_asked_about() -> None:
    kept, _, unable = check_values([DIM_LAMP, ON_OFF_LAMP], MIXED, brighter("射灯"))
    assert kept == ()
    assert [d.id for d in unable] == ["plain"]


def test_below_the_threshold_a_brightness_filters_nothing() -> None:
    kept, _, _ = check_values([DIM_LAMP, ON_OFF_LAMP], MIXED, brighter("射灯", 0.7))
    assert [d.id for d in kept] == ["dim", "plain"]


def test_a_heater_that_only_switches_is_kept_when_warmth_is_asked() -> None:
    # "卫生间冷" → 制热: a bath heater warms by being switched on; a lamp does not.
    heater = device("heater", "客卫浴霸", "客卫", Category.BATHROOM_HEATER)
    lamp = device("lamp", "镜前灯", "客卫")
    warm = QueryIR("卫生间冷", action="制热", value=CommandValue(word="制热"), confidence=0.9)
    kept, _, _ = check_values([heater, lamp], home(heater, lamp), warm)
    assert [d.id for d in kept] == ["heater"]


@pytest.mark.parametrize("label", ["电热毯", "小太羊"])
def test_a_plug_for_a_heater_is_kept_when_warmth_is_asked(label: str) -> None:
    # A plug labelled 电热毯, or 小太羊 for the 小太阳 heard, warms once switched on.
    heater = device("heater", label, "奶奶房", Category.SMART_PLUG)
    lamp = device("lamp", "床头灯", "奶奶房")
    warm = QueryIR("奶奶房冷", action="制热", value=CommandValue(word="制热"), confidence=0.9)
    kept, _, _ = check_values([heater, lamp], home(heater, lamp), warm)
    assert [d.id for d in kept] == ["heater"]


def test_a_fan_that_only_switches_is_switched_on_when_cooling_is_asked() -> None:
    # "大棚太热了" → 制冷 over an 排风机 on a relay and a 暖风机: the fan cools once on (the
    # heater, once off); the lamp does neither.
    fan = device("fan", "排风机", "大棚", Category.SWITCH)
    heater = device("heater", "暖风机", "大棚", Category.SWITCH)
    lamp = device("lamp", "补光灯", "大棚")
    shed = home(fan, heater, lamp)
    cool = QueryIR("大棚太热了", action="制冷", value=CommandValue(word="制冷"), confidence=0.9)
    kept, _, _ = check_values([fan, heater, lamp], shed, cool)
    assert [d.id for d in kept] == ["fan"]
    scores = VectorSearcher.build(shed, HashingEmbedder()).search(cool, [fan, heater]).scores
    ranking, _ = rank_pairs([fan, heater], {}, scores, GATED_WEIGHTS)
    lowered = [(c.entity_id, c.capability_id) for c in ranking_fans_on_to_cool(ranking, cool, shed)]
    assert lowered.index(("fan", "main-switch-on")) < lowered.index(("fan", "main-switch-off"))
    assert lowered[-1] == ("fan", "main-switch-off")


SMOKE = CommandSpec("main-refresh-refresh", "refresh")
METER_RESET = CommandSpec("main-energyMeter-resetEnergyMeter", "重置电量")
MUTE = CommandSpec("main-audioMute-mute", "静音")
DRY_LIST = (ValueOption("cool", "cool"), ValueOption("dryair", "dryair"))
AC_WITH_DRY = CommandSpec("main-thermostatMode-setThermostatMode", "设置运行模式", "string",
                          value_list=DRY_LIST)
AC_WITHOUT_DRY = CommandSpec("main-thermostatMode-setThermostatMode", "设置运行模式", "string",
                             value_list=(ValueOption("cool", "cool"),
                                         ValueOption("heat", "heat")))
REPORTING = Home(
    devices=(device("smoke", "烟感", "车间", Category.SMOKE_DETECTOR, "smoke"),
             device("meter", "车间电表", "车间", Category.CURB_POWER_METER, "meter"),
             device("radio", "收音机", "老人房", Category.SPEAKER, "radio"),
             device("lamp", "车间灯", "车间"),
             device("old", "老插座", "车间", Category.SMART_PLUG, None),
             device("dry-ac", "客厅空调", "客厅", Category.AIR_CONDITIONER, "dry-ac"),
             device("ac", "奶奶房空调", "奶奶房", Category.AIR_CONDITIONER, "plain-ac"),
             device("dehumidifier", "除湿机", "奶奶房", Category.DEHUMIDIFIER),
             device("fan", "落地扇", "奶奶房", Category.FAN, "fan-speed")),
    rooms=("车间", "老人房", "客厅", "奶奶房"),
    specs={"smoke": (SMOKE,), "meter": (METER_RESET, SMOKE), "radio": (MUTE,),
           "switch": (ON, OFF), "dry-ac": (ON, OFF, AC_WITH_DRY),
           "plain-ac": (ON, OFF, AC_WITHOUT_DRY), "fan-speed": (ON, OFF, FAN_SPEED)})


def switching(action: str, name: str) -> QueryIR:
    return QueryIR(raw=f"{name}{action}", action=action, name_hint=name, confidence=0.9)


@pytest.mark.parametrize(("action", "name", "meant"), [
    ("关闭", "烟感", "smoke"), ("关闭", "车间电表", "meter"), ("打开", "烟感", "smoke")])
def test_a_device_that_only_reports_cannot_be_switched_and_is_asked_about(
        action: str, name: str, meant: str) -> None:
    # "烟感关掉" over a detector that can only be refreshed: no command of it switches.
    kept, _, unable = check_values(REPORTING.devices, REPORTING, switching(action, name))
    assert kept == ()
    assert [d.id for d in unable] == [meant]


def test_switching_leaves_out_what_cannot_switch_and_keeps_sound_and_devices_without_spec(
        ) -> None:
    # A radio with only its sound is "关了" by muting it; nothing is known against a device
    # without spec.
    said = QueryIR(raw="都关了", action="关闭", confidence=0.9)
    kept, trace, unable = check_values(REPORTING.devices[:5], REPORTING, said)
    assert [d.id for d in kept] == ["radio", "lamp", "old"]
    assert {d for d, _ in trace.dropped} == {"smoke", "meter"}
    assert unable == ()


def test_a_plug_without_spec_named_is_kept_when_switched() -> None:
    kept, _, unable = check_values(REPORTING.devices, REPORTING, switching("打开", "老插座"))
    assert "old" in {d.id for d in kept}
    assert unable == ()


def drying() -> QueryIR:
    return QueryIR(raw="除湿", action="除湿", value=CommandValue(word="除湿"), confidence=0.9)


def test_an_operating_mode_the_device_lacks_is_asked_about() -> None:
    # "奶奶房间空调除湿": its modes hold no dry mode (the other one's "dryair" is 除湿).
    ac = [d for d in REPORTING.devices if d.id in ("ac", "dry-ac")]
    kept, _, unable = check_values(ac[1:], REPORTING, drying())
    assert kept == ()
    assert [d.id for d in unable] == ["ac"]
    kept, _, _ = check_values(ac, REPORTING, drying())
    assert [d.id for d in kept] == ["dry-ac"]


def test_a_device_named_for_the_mode_or_without_operating_modes_is_not_judged() -> None:
    # A 除湿机 dries by being on; a fan's words for its speeds are not known well enough
    # to say it lacks one.
    room = [d for d in REPORTING.devices if d.id in ("ac", "dehumidifier", "fan")]
    kept, trace, _ = check_values(room, REPORTING, drying())
    assert [d.id for d in kept] == ["dehumidifier", "fan"]
    assert trace.dropped == (("ac", "cannot take '除湿'"),)


def test_cooling_said_as_a_mode_over_heating_whose_modes_hold_none_is_asked_about() -> None:
    # "一楼地暖开制冷": floor heating that only heats; "客厅好热" is a need, not the mode.
    heating = CommandSpec("main-thermostatMode-setThermostatMode", "设置运行模式", "string",
                          value_list=(ValueOption("off", "关闭"), ValueOption("heat", "加热")))
    floor = device("floor", "一楼地暖", "客厅", Category.THERMOSTAT, "floor")
    ac = device("ac", "客厅空调", "客厅", Category.AIR_CONDITIONER, "plain-ac")
    homes = Home(devices=(floor, ac), rooms=("客厅",),
                 specs={"floor": (heating,), "plain-ac": (ON, OFF, AC_WITHOUT_DRY)})
    said = QueryIR(raw="一楼地暖开制冷", action="打开制冷", name_hint="一楼地暖",
                   value=CommandValue(word="制冷"), confidence=0.9)
    kept, _, unable = check_values([floor], homes, said)
    assert (kept, [d.id for d in unable]) == ((), ["floor"])
    felt = QueryIR(raw="客厅好热", action="制冷", value=CommandValue(word="制冷"),
                   confidence=0.9)
    kept, _, unable = check_values([floor, ac], homes, felt)
    assert "ac" in {d.id for d in kept}
    assert unable == ()


@pytest.mark.parametrize(("values", "switches"), [
    ((ValueOption("quickFreeze", "速冻"), ValueOption("eco", "节能")), False),
    ((ValueOption("eco", "节能"), ValueOption("off", "off")), True),
    ((ValueOption("standby", "待机"),), True)])
def test_programmes_switch_a_device_off_only_when_one_of_them_is_off(
        values: tuple[ValueOption, ...], switches: bool) -> None:
    # "冰箱关了" over a fridge that only changes programme is asked about.
    programme = CommandSpec("main-mode-setMode", "设置模式", "string", value_list=values)
    fridge = device("fridge", "冰箱", "厨房", Category.REFRIGERATOR, "fridge")
    kitchen = Home(devices=(fridge,), rooms=("厨房",), specs={"fridge": (programme,)})
    kept, _, unable = check_values([fridge], kitchen, switching("关闭", "冰箱"))
    assert (bool(kept), bool(unable)) == (switches, not switches)
    # Switching on may be one of them ("充电桩充上电": 立即充电); a question switches nothing.
    assert check_values([fridge], kitchen, switching("打开", "冰箱"))[0] == (fridge,)
    asked = QueryIR(raw="冰箱门关好了没", action="关闭", name_hint="冰箱", confidence=0.9)
    assert check_values([fridge], kitchen, asked)[0] == (fridge,)


def test_what_warms_water_or_food_is_no_answer_to_a_room_felt_cold() -> None:
    # "冲凉房好冷": the bath heater, not the water heater (nor the fridge for "好热").
    water = device("water", "热水器", "卫生间", Category.WATER_HEATER, "ac")
    fridge = device("fridge", "冰箱", "卫生间", Category.REFRIGERATOR, None)
    bath = device("bath", "浴霸", "卫生间", Category.BATHROOM_HEATER)
    warm = QueryIR("卫生间好冷", action="制热", value=CommandValue(word="制热"), confidence=0.9)
    kept, trace, _ = check_values([water, fridge, bath], home(water, fridge, bath), warm)
    assert [d.id for d in kept] == ["bath"]
    assert {d for d, _ in trace.dropped} == {"water", "fridge"}


def test_a_device_that_only_does_the_opposite_cannot_be_switched_the_way_asked() -> None:
    # "打开燃气阀" over a valve that can only close: never answered with its close.
    close_only = Home(devices=(device("gas", "燃气阀", "厨房", Category.GAS_VALVE, "close"),),
                      rooms=("厨房",),
                      specs={"close": (CommandSpec("main-safetyValve-close", "关闭阀门"),)})
    kept, _, unable = check_values(close_only.devices, close_only, switching("打开", "燃气阀"))
    assert (kept, [d.id for d in unable]) == ((), ["gas"])
    kept, _, unable = check_values(close_only.devices, close_only, switching("关闭", "燃气阀"))
    assert ([d.id for d in kept], unable) == (["gas"], ())
    kept, _, unable = check_values(close_only.devices, close_only, switching("打开做饭", "煤气"))
    assert (kept, [d.id for d in unable]) == ((), ["gas"])


def test_a_device_opened_to_be_looked_at_need_not_switch() -> None:
    # "客厅摄像头打开看看" over a camera with no switch: shown, not asked about.
    camera = Home(devices=(device("cam", "客厅摄像头", "客厅", Category.CAMERA, "cam"),),
                  rooms=("客厅",), specs={"cam": (CommandSpec("main-refresh-refresh", "刷新"),)})
    kept, _, unable = check_values(camera.devices, camera, switching("打开看看", "客厅摄像头"))
    assert ([d.id for d in kept], list(unable)) == (["cam"], [])


def test_an_alarm_that_only_mutes_cannot_be_switched_on() -> None:
    # "门面房燃气开开" beside a gas alarm that only mutes: neither its mute nor its unmute
    # opens anything; switched off, it is muted.
    mute = (CommandSpec("main-audioMute-mute", "静音"),
            CommandSpec("main-audioMute-unmute", "取消静音"))
    alarm = Home(devices=(device("alarm", "燃气报警", "门面房", Category.SMOKE_DETECTOR, "m"),),
                 rooms=("门面房",), specs={"m": mute})
    kept, _, unable = check_values(alarm.devices, alarm, switching("打开", "燃气"))
    assert (kept, [d.id for d in unable]) == ((), ["alarm"])
    kept, _, _ = check_values(alarm.devices, alarm, switching("关闭", "燃气报警"))
    assert [d.id for d in kept] == ["alarm"]


def test_a_lamp_made_warmer_keeps_the_lamps_whose_light_can_change() -> None:
    warmer = QueryIR(raw="灯调暖一点", action="调暖一点", type_hint="Light", confidence=0.9)
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, warmer)
    assert [d.id for d in kept] == ["colour", "white"]
    # An air conditioner made warmer is a temperature, not a light.
    room = QueryIR(raw="空调调暖一点", action="调暖一点", type_hint="AirConditioner",
                   confidence=0.9)
    assert check_values([DIM_LAMP], LIGHTS_HOME, room)[0] == (DIM_LAMP,)


def test_a_colour_asked_without_naming_one_keeps_only_the_colour_lamps() -> None:
    said = QueryIR(raw="灯换个颜色", action="颜色", type_hint="Light", confidence=0.9)
    kept, _, _ = check_values([COLOUR_LAMP, WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, said)
    assert [d.id for d in kept] == ["colour"]
    _, _, unable = check_values([WHITE_LAMP, DIM_LAMP], LIGHTS_HOME, said)
    assert [d.id for d in unable] == ["white", "dim"]


def test_an_input_source_keeps_only_what_can_switch_its_input() -> None:
    source = CommandSpec("main-mediaInputSource-setInputSource", "切换输入源", "string")
    volume = CommandSpec("main-audioVolume-setVolume", "设置音量", "integer")
    players = Home(devices=(device("bar", "回音壁", "客厅", Category.SPEAKER, "bar"),
                            device("radio", "收音机", "客厅", Category.SPEAKER, "radio")),
                   rooms=("客厅",), specs={"bar": (ON, OFF, source, volume),
                                          "radio": (ON, OFF, volume)})
    said = QueryIR(raw="音箱换到蓝牙", action="换到蓝牙", type_hint="Speaker", confidence=0.9)
    kept, _, _ = check_values(players.devices, players, said)
    assert [d.id for d in kept] == ["bar"]


def test_a_wind_or_mode_named_keeps_only_what_has_a_value_of_that_name() -> None:
    fan_mode = CommandSpec("main-airConditionerFanMode-setFanMode", "风模式", "string",
                           value_list=(ValueOption("natural", "natural"),
                                       ValueOption("low", "low")))
    fans = Home(devices=(device("natural", "落地扇", "客厅", Category.FAN, "natural"),
                         device("plain", "电风扇", "客厅", Category.FAN, "fan-speed")),
                rooms=("客厅",), specs={"natural": (ON, OFF, fan_mode), "fan-speed": (ON, OFF)})
    said = QueryIR(raw="风扇开自然风", action="打开自然风", type_hint="Fan", confidence=0.9)
    kept, _, _ = check_values(fans.devices, fans, said)
    assert [d.id for d in kept] == ["natural"]
    sleep = QueryIR(raw="风扇开睡眠风", action="打开睡眠风", type_hint="Fan", confidence=0.9)
    assert check_values(fans.devices, fans, sleep)[0] == ()


def test_quick_freezing_keeps_what_freezes_quickly_not_a_freezer_on_a_plug() -> None:
    rapid = CommandSpec("main-rapidFreezing-setRapidFreezing", "set rapid freezing", "string",
                        value_list=(ValueOption("on", "on"), ValueOption("off", "off")))
    cold = Home(devices=(device("fridge", "冰箱", "厨房", Category.REFRIGERATOR, "rapid"),
                         device("chest", "冷柜", "店面", Category.SMART_PLUG, "switch")),
                rooms=("厨房", "店面"), specs={"rapid": (rapid,), "switch": (ON, OFF)})
    said = QueryIR(raw="速冻一下", action="速冻", confidence=0.9)
    kept, _, _ = check_values(cold.devices, cold, said)
    assert [d.id for d in kept] == ["fridge"]
    # a word of the setting starts a word of the command: "laundry" holds no "dry"
    rinse = CommandSpec("main-laundryWasherRinseMode-setRinseMode", "set rinse mode", "string",
                        value_list=(ValueOption("normal", "标准漂洗"),))
    washer = Home(devices=(device("washer", "洗衣机", "阳台", Category.WASHER, "rinse"),),
                  rooms=("阳台",), specs={"rinse": (rinse,)})
    drying = QueryIR(raw="洗衣机烘干模式", action="烘干模式", confidence=0.9)
    assert check_values(washer.devices, washer, drying)[0] == ()


def test_a_swing_keeps_only_what_can_swing() -> None:
    swinging = CommandSpec("main-fanOscillationMode-setFanOscillationMode", "摆风", "string")
    fans = Home(devices=(device("swing", "落地扇", "客厅", Category.FAN, "swing"),
                         device("still", "吊扇", "客厅", Category.FAN, "fan-speed")),
                rooms=("客厅",), specs={"swing": (ON, OFF, swinging), "fan-speed": (ON, OFF)})
    said = QueryIR(raw="风扇摇头", action="摇头", type_hint="Fan", confidence=0.9)
    kept, _, _ = check_values(fans.devices, fans, said)
    assert [d.id for d in kept] == ["swing"]


def test_a_temperature_keeps_only_what_can_be_set_in_degrees() -> None:
    setpoint = CommandSpec("main-thermostatHeatingSetpoint-setHeatingSetpoint", "设置温度",
                           "number")
    tilt = CommandSpec("main-windowShadeTiltLevel-setShadeTiltLevel", "叶片角度", "integer")
    things = Home(devices=(device("boiler", "热水器", "卫生间", Category.WATER_HEATER, "heat"),
                           device("plug", "热水器", "厨房", Category.WATER_HEATER, "switch"),
                           device("blind", "百叶帘", "书房", Category.BLIND, "tilt")),
                  rooms=("卫生间", "厨房", "书房"),
                  specs={"heat": (ON, OFF, setpoint), "switch": (ON, OFF), "tilt": (tilt,)})
    said = QueryIR(raw="热水器调到60度", action="调到60度", type_hint="WaterHeater",
                   value=CommandValue(number=60, unit="度"), confidence=0.9)
    kept, _, _ = check_values(things.devices, things, said)
    assert [d.id for d in kept] == ["boiler", "blind"]
    # So does a change by some degrees: a heater that only switches cannot add five.
    warmer = QueryIR(raw="再加五度", action="再加5度", value=CommandValue(number=5, unit="度"),
                     confidence=0.9)
    assert [d.id for d in check_values(things.devices, things, warmer)[0]] == ["boiler", "blind"]
    # A temperature said by name needs a setpoint; a need met by a heater being on does not.
    named = QueryIR(raw="热水器温度调高点", action="温度调高一点", type_hint="WaterHeater",
                    confidence=0.9)
    assert [d.id for d in check_values(things.devices, things, named)[0]] == ["boiler", "blind"]
    felt = QueryIR(raw="洗澡水不热", action="温度调高", type_hint="WaterHeater", confidence=0.9)
    assert len(check_values(things.devices, things, felt)[0]) == 3


def test_the_light_of_a_thing_that_is_no_lamp_needs_a_switch_of_its_own() -> None:
    blowing = CommandSpec("main-fanSpeedPercent-setPercent", "风速", "integer")
    hoods = Home(devices=(device("hood", "油烟机", "厨房", Category.KITCHEN_HOOD, "blow"),),
                 rooms=("厨房",), specs={"blow": (blowing,)})
    light = QueryIR(raw="油烟机的灯开一下", action="打开", type_hint="KitchenHood",
                    name_hint="油烟机", confidence=0.9)
    kept, _, unable = check_values(hoods.devices, hoods, light)
    assert (kept, [d.id for d in unable]) == ((), ["hood"])
    switched = QueryIR(raw="油烟机打开", action="打开", type_hint="KitchenHood",
                       name_hint="油烟机", confidence=0.9)
    assert [d.id for d in check_values(hoods.devices, hoods, switched)[0]] == ["hood"]


@pytest.mark.parametrize("raw", ["吊扇的灯开一下", "吊扇开灯", "吊扇照明打开"])
def test_the_light_of_a_fan_is_a_switch_of_its_own_not_the_fans(raw: str) -> None:
    lamp_on = CommandSpec("light-switch-on", "打开灯")
    fans = Home(devices=(device("plain", "吊扇", "客厅", Category.FAN, "fan"),
                         device("lit", "吊扇", "餐厅", Category.FAN, "fan-light"),
                         device("lamp", "吊扇灯", "书房"),
                         device("bath", "浴霸", "卫生间", Category.BATHROOM_HEATER, "fan")),
                rooms=("客厅", "餐厅", "书房", "卫生间"),
                specs={"fan": (ON, OFF), "fan-light": (ON, OFF, lamp_on)})
    light = QueryIR(raw=raw, action="打开", type_hint="Fan", name_hint="吊扇", confidence=0.9)
    kept, _, _ = check_values(fans.devices, fans, light)
    # (a bath heater's own switch may well be its lamp's: it is not judged)
    assert [d.id for d in kept] == ["lit", "lamp", "bath"]


def test_a_preset_position_needs_a_preset() -> None:
    preset = CommandSpec("main-windowShadePreset-presetPosition", "预设位置")
    shades = Home(devices=(device("plain", "窗帘", "客厅", Category.BLIND, "shade"),
                           device("kept", "窗帘", "主卧", Category.BLIND, "preset")),
                  rooms=("客厅", "主卧"), specs={"shade": (ON, OFF), "preset": (ON, OFF, preset)})
    for raw in ("窗帘去预设位置", "窗帘开到常用位置"):
        said = QueryIR(raw=raw, action="到", type_hint="Blind", confidence=0.9)
        assert [d.id for d in check_values(shades.devices, shades, said)[0]] == ["kept"]


@pytest.mark.parametrize(("raw", "one_place"), [
    ("扫地机去扫儿童房", True), ("扫地机扫一下厨房", True), ("把扫地机派到老人房去扫", True),
    ("扫地机去扫201", True), ("扫地机去扫地", False), ("楼上的扫地机去扫扫", False),
    ("扫地机去扫地，扫完回去充电", False), ("扫地机扫一下客厅吧", False)])
def test_cleaning_one_place_needs_a_robot_that_cleans_areas(raw: str, one_place: bool) -> None:
    # (the room the robot stands in it cleans by starting)
    areas = CommandSpec("main-serviceArea-selectAreas", "选择清扫区域")
    start = CommandSpec("main-robotCleanerOperatingState-start", "开始扫地")
    robots = Home(devices=(device("whole", "扫地机", "客厅", Category.ROBOT_CLEANER, "whole"),
                           device("areas", "扫地机", "书房", Category.ROBOT_CLEANER, "areas"),
                           device("anywhere", "扫地机", None, Category.ROBOT_CLEANER, "whole")),
                  rooms=("客厅", "书房", "儿童房", "厨房", "老人房"),
                  specs={"whole": (start,), "areas": (start, areas)})
    said = QueryIR(raw=raw, action="扫", type_hint="RobotCleaner", confidence=0.9)
    kept = [d.id for d in check_values(robots.devices, robots, said)[0]]
    # (one in no room may stand anywhere: nothing is known against it)
    assert kept == (["areas", "anywhere"] if one_place else ["whole", "areas", "anywhere"])


def test_a_camera_turned_round_needs_what_pans_it_even_unknown() -> None:
    # No standard command pans a camera; one whose commands are not known cannot either,
    # nor can the plug it is on.
    cameras = Home(devices=(device("cam", "客厅摄像头", "客厅", Category.CAMERA, "unknown"),
                            device("plug", "摄像头插座", "客厅", Category.SMART_PLUG)),
                   rooms=("客厅",), specs={"switch": (ON, OFF)})
    said = QueryIR(raw="摄像头转去左边", name_hint="摄像头转去左边", type_hint="Camera",
                   confidence=0.4)
    kept, _, unable = check_values(cameras.devices, cameras, said)
    assert (kept, {d.id for d in unable}) == ((), {"cam", "plug"})


@pytest.mark.parametrize(("raw", "able"), [
    ("电风扇定时一个钟头", ["oven", "heater"]), ("空调定个时，两点钟关", ["oven", "heater"]),
    # the mode of that name is a setting, judged as one; a later switch-off is no timer
    ("热水器定时模式", ["fan", "oven", "heater"]),
    ("电风扇一个钟头以后关掉", ["fan", "oven", "heater"]),
    ("电风扇我装了定时的，今天没转，开一下", ["fan", "oven", "heater"])])
def test_a_timer_set_needs_what_keeps_time(raw: str, able: list[str]) -> None:
    # A cook time, a setting described as timed (in English or Chinese) keeps time; a fan
    # that only switches does not.
    cook = CommandSpec("main-cookTime-setCookTime", "设置烹饪时间", "integer",
                       ValueRange(0, 3600, "s"))
    modes = CommandSpec("main-mode-setMode", "设置模式", "string",
                        value_list=(ValueOption("Manual", "Manual"), ValueOption("Timed", "Timed")))
    kitchen = Home(devices=(device("fan", "电风扇", "厨房", Category.FAN, "fan"),
                            device("oven", "微波炉", "厨房", Category.MICROWAVE, "oven"),
                            device("heater", "热水器", "厨房", Category.WATER_HEATER, "heater")),
                   rooms=("厨房",), specs={"fan": (ON, OFF), "oven": (ON, cook),
                                          "heater": (ON, OFF, modes)})
    said = QueryIR(raw=raw, action="关闭" if "关掉" in raw else None, confidence=0.4)
    kept = [d.id for d in check_values(kitchen.devices, kitchen, said)[0]]
    assert kept == able


@pytest.mark.parametrize(("action", "word", "able"), [
    ("用除螨模式", "除螨", []), ("羊毛模式", "羊毛", ["wool"]),
    # a word no setting of the home holds may be how one is described: nothing judged
    ("假日模式", None, ["wool", "plain", "other"]), ("换个模式", None, ["wool", "plain", "other"])])
def test_a_mode_named_by_a_setting_of_the_home_keeps_only_what_has_it(
        action: str, word: str | None, able: list[str]) -> None:
    # (the washers are meant: when neither has it, nothing is kept, whatever else does)
    def modes(*names: str) -> CommandSpec:
        return CommandSpec("main-mode-setMode", "设置模式", "string",
                           value_list=tuple(ValueOption(n, n) for n in names))
    washers = Home(devices=(device("wool", "洗衣机", "阳台", Category.WASHER, "wool"),
                            device("plain", "洗衣机", "厨房", Category.WASHER, "plain"),
                            device("other", "净化器", "客厅", Category.AIR_PURIFIER, "mites")),
                   rooms=("阳台", "厨房", "客厅"),
                   specs={"wool": (modes("标准", "羊毛"),), "plain": (modes("标准", "快洗"),),
                          "mites": (modes("除螨"),)})
    said = QueryIR(raw=f"洗衣机{action}", action=action, name_hint="洗衣机", type_hint="Washer",
                   value=CommandValue(word=word) if word else None, confidence=0.9)
    kept = [d.id for d in check_values(washers.devices, washers, said)[0]]
    assert kept == able


@pytest.mark.parametrize("action", ["调大一点", "调小一点", "调大"])
def test_turned_up_or_down_needs_a_degree_to_turn(action: str) -> None:
    # "浇菜阀门开大点": a valve that only opens and closes is no more open; its close is not
    # "less" either. A fan with a speed can be turned up.
    valve = CommandSpec("main-valve-open", "打开阀门"), CommandSpec("main-valve-close", "关闭阀门")
    speed = CommandSpec("main-fanSpeedPercent-setPercent", "风速", "integer",
                        ValueRange(0, 100, "%"))
    garden = Home(devices=(device("valve", "浇菜阀门", "院子", Category.WATER_VALVE, "valve"),
                           device("fan", "风扇", "院子", Category.FAN, "fan")),
                  rooms=("院子",), specs={"valve": valve, "fan": (ON, OFF, speed)})
    said = QueryIR(raw=f"浇菜阀门{action}", action=action, confidence=0.9)
    kept, _, _ = check_values(garden.devices, garden, said)
    assert [d.id for d in kept] == ["fan"]


@pytest.mark.parametrize(("action", "kept"), [("调大一点", ["ac", "fan"]),
                                            ("调到最低档", ["ac", "fan"])])
def test_a_degree_is_a_number_or_settings_that_go_up_and_down_not_ways_of_swinging(
        action: str, kept: list[str]) -> None:
    # a setpoint typed a number with no range declared is a degree; a swing's ways are not
    swing = CommandSpec("main-fanOscillationMode-setFanOscillationMode", "set oscillation",
                        "string", value_list=(ValueOption("off", "off"),
                                              ValueOption("swing", "摆风")))
    gears = CommandSpec("main-airConditionerFanMode-setFanMode", "设置风速", "string",
                        value_list=(ValueOption("low", "低速"), ValueOption("high", "高速")))
    setpoint = CommandSpec("main-thermostatCoolingSetpoint-setCoolingSetpoint", "制冷温度",
                           "number")
    home = Home(devices=(device("swing", "摇头扇", "客厅", Category.FAN, "swing"),
                         device("fan", "风扇", "客厅", Category.FAN, "gears"),
                         device("ac", "空调", "客厅", Category.AIR_CONDITIONER, "setpoint")),
                rooms=("客厅",), specs={"swing": (swing,), "gears": (gears,),
                                       "setpoint": (setpoint,)})
    said = QueryIR(raw=f"客厅{action}", action=action, confidence=0.9)
    assert sorted(d.id for d in check_values(home.devices, home, said)[0]) == kept


def test_settings_described_in_english_may_hold_the_mode_named() -> None:
    # "拖地模式" over a robot whose modes read "vacuum", "mop": nothing is known against it.
    english = CommandSpec("main-mode-setMode", "设置模式", "string",
                          value_list=(ValueOption("Vacuum", "vacuum"), ValueOption("Mop", "mop")))
    robots = Home(devices=(device("robot", "扫地机", "客厅", Category.ROBOT_CLEANER, "en"),),
                  rooms=("客厅",), specs={"en": (english,)})
    said = QueryIR(raw="扫地机切到拖地模式", action="切换到拖地模式", name_hint="扫地机",
                   value=CommandValue(word="拖地"), confidence=0.9)
    assert [d.id for d in check_values(robots.devices, robots, said)[0]] == ["robot"]


def test_drying_said_of_a_washer_needs_a_drying_setting_or_a_dryer() -> None:
    washing = CommandSpec("main-mode-setMode", "设置模式", "string",
                          value_list=(ValueOption("Quick", "快洗"),))
    laundry = Home(devices=(device("washer", "洗衣机", "阳台", Category.WASHER, "washer"),
                            device("dryer", "烘干机", "阳台", Category.DRYER, "dryer")),
                   rooms=("阳台",), specs={"washer": (washing,), "dryer": (ON, OFF)})
    said = QueryIR(raw="洗衣机烘干一下", action="烘干", name_hint="洗衣机", confidence=0.9)
    kept, _, unable = check_values(laundry.devices, laundry, said)
    assert ([d.id for d in kept], [d.id for d in unable]) == ([], ["washer"])


def test_locking_said_needs_a_lock_and_a_door_closed_does_not() -> None:
    closing = CommandSpec("main-doorControl-close", "关门")
    shutters = Home(devices=(device("shutter", "卷帘门", "店面", Category.GARAGE_DOOR, "door"),),
                    rooms=("店面",), specs={"door": (closing,)})
    locked = QueryIR(raw="卷帘门锁上", action="锁上", type_hint="GarageDoor", confidence=0.9)
    assert check_values(shutters.devices, shutters, locked)[0] == ()
    closed = QueryIR(raw="把卷帘门关了", action="锁上", type_hint="GarageDoor", confidence=0.9)
    assert [d.id for d in check_values(shutters.devices, shutters, closed)[0]] == ["shutter"]


@pytest.mark.parametrize(("action", "command", "undone"), [
    ("制热", "main-switch-off", True), ("制热", "main-thermostatMode-off", True),
    ("制热", "main-switch-on", False), ("制冷", "main-switch-off", False)])
def test_heating_wanted_is_undone_by_switching_off(action: str, command: str,
                                                   undone: bool) -> None:
    # "西屋冷" over a heater on a plug: on, never off; "好热" may switch a heater off.
    assert undoes(action, command) is undone


@pytest.mark.parametrize(("action", "command", "undone"), [
    ("打开做饭", "main-safetyValve-close", True), ("关闭电源", "main-switch-on", True),
    ("打开做饭", "main-valve-open", False), ("打开静音", "main-audioMute-mute", False),
    ("锁上解锁", "main-lock-unlock", False)])
def test_a_switching_said_with_more_after_it_switches_the_same_way(
        action: str, command: str, undone: bool) -> None:
    # "煤气开一下我要做饭" over a valve that can only close: never closed for it.
    assert undoes(action, command) is undone


VOLUME_UP = CommandSpec("main-audioVolume-volumeUp", "音量加")
PLAY = CommandSpec("main-mediaPlayback-play", "播放")
SIREN_OFF = CommandSpec("main-alarm-off", "关闭警报")
NOISY = Home(
    devices=(device("radio-plug", "戏匣子", "老人房", Category.SMART_PLUG),
             device("star", "星空投影", "儿童房"),
             device("tv", "电视", "客厅", Category.TELEVISION, "tv"),
             device("speaker", "音箱", "客厅", Category.SPEAKER, "speaker"),
             device("fan", "落地扇", "客厅", Category.FAN, "fan-speed"),
             device("siren", "报警器", "客厅", Category.SIREN, "siren"),
             device("mixer", "练泥机", "工作室", Category.SMART_PLUG)),
    rooms=("老人房", "儿童房", "客厅", "工作室"),
    specs={"switch": (ON, OFF), "tv": (ON, OFF, PLAY), "speaker": (PLAY, VOLUME_UP),
           "fan-speed": (ON, OFF, FAN_SPEED), "siren": (SIREN_OFF,)})


def sound(action: str, name: str | None = None) -> QueryIR:
    return QueryIR(raw=f"{name or ''}{action}", action=action, name_hint=name, confidence=0.9)


@pytest.mark.parametrize("name", ["戏匣子", "星空投影", "电视"])
def test_what_has_no_volume_of_its_own_cannot_be_made_louder(name: str) -> None:
    # A radio on a plug, a lamp, a television whose profile has no volume: asked about.
    kept, _, unable = check_values(NOISY.devices, NOISY, sound("音量调大", name))
    assert kept == ()
    assert [d.name for d in unable] == [name]


def test_a_machine_on_a_plug_is_made_quieter_by_being_switched_off() -> None:
    # "练泥机太吵了": its plug switched off quiets it; a lamp makes no sound to lower.
    kept, _, _ = check_values(NOISY.devices, NOISY, sound("音量调小"))
    assert {d.id for d in kept} == {"mixer", "radio-plug", "speaker", "fan", "siren"}


def test_the_noise_of_a_fan_is_its_own_and_an_alarm_is_made_louder_by_nothing() -> None:
    kept, _, unable = check_values(NOISY.devices, NOISY, sound("音量调大"))
    assert {d.id for d in kept} == {"speaker", "fan"}
    assert unable == ()
    kept, _, unable = check_values(NOISY.devices, NOISY, sound("音量调大", "报警器"))
    assert (kept, [d.id for d in unable]) == ((), ["siren"])


AUTO_LIST = (ValueOption("auto", "auto"), ValueOption("cool", "cool"))
FAN_AUTO = CommandSpec("main-airConditionerFanMode-setFanMode", "设置风速", "string",
                       value_list=(ValueOption("auto", "auto"), ValueOption("low", "low")))
MODE_AUTO = CommandSpec("main-thermostatMode-setThermostatMode", "设置运行模式", "string",
                        value_list=AUTO_LIST)
CLIMATE = Home(
    devices=(device("auto-ac", "客厅空调", "客厅", Category.AIR_CONDITIONER, "auto-ac"),
             device("fan-auto-ac", "卧室空调", "卧室", Category.AIR_CONDITIONER, "fan-auto-ac")),
    rooms=("客厅", "卧室"),
    specs={"auto-ac": (ON, OFF, MODE_AUTO, FAN_AUTO),
           "fan-auto-ac": (ON, OFF, AC_WITHOUT_DRY, FAN_AUTO)})


def automatic(raw: str) -> QueryIR:
    return QueryIR(raw=raw, action="打开自动", value=CommandValue(word="自动"), confidence=0.9)


def test_auto_said_of_an_air_conditioner_is_its_mode_not_its_fan() -> None:
    # "卧室空调开自动" over one whose modes hold no auto: its fan's auto is no answer.
    kept, _, unable = check_values(CLIMATE.devices[1:], CLIMATE, automatic("空调开自动"))
    assert (kept, [d.id for d in unable]) == ((), ["fan-auto-ac"])
    kept, _, _ = check_values(CLIMATE.devices, CLIMATE, automatic("空调开自动"))
    assert [d.id for d in kept] == ["auto-ac"]
    kept, _, _ = check_values(CLIMATE.devices, CLIMATE, automatic("空调风速开自动"))
    assert {d.id for d in kept} == {"auto-ac", "fan-auto-ac"}


@pytest.mark.parametrize("action", ["暂停", "播放"])
def test_what_can_neither_pause_nor_play_is_asked_about(action: str) -> None:
    # "故事机暂停" over one that only changes its volume.
    volume_only = Home(devices=(device("story", "故事机", "儿童房", Category.SPEAKER, "vol"),),
                       rooms=("儿童房",), specs={"vol": (VOLUME_UP, MUTE)})
    kept, _, unable = check_values(volume_only.devices, volume_only, sound(action, "故事机"))
    assert (kept, [d.id for d in unable]) == ((), ["story"])
    pause = CommandSpec("main-mediaPlayback-pause", "暂停")
    player = Home(devices=(device("sonos", "音箱", "客厅", Category.SPEAKER, "player"),),
                  rooms=("客厅",), specs={"player": (PLAY, pause)})
    kept, _, _ = check_values(player.devices, player, sound(action, "音箱"))
    assert [d.id for d in kept] == ["sonos"]


@pytest.mark.parametrize("action", ["切换频道", "换一首"])
def test_a_radio_on_a_plug_changes_no_channel_and_no_track(action: str) -> None:
    kept, _, unable = check_values(NOISY.devices, NOISY, sound(action, "戏匣子"))
    assert (kept, [d.id for d in unable]) == ((), ["radio-plug"])


@pytest.mark.parametrize(("action", "command", "undone"), [
    ("调低一点", "main-audioVolume-volumeUp", True),
    ("调低一点", "main-audioVolume-volumeDown", False),
    ("大声一点", "main-audioVolume-volumeDown", True),
    ("音量调小", "main-audioVolume-volumeUp", True),
    ("调到下一个台", "main-tvChannel-channelUp", False),
    ("大小调一下", "main-audioVolume-volumeUp", False)])
def test_a_step_the_other_way_than_said_undoes_it(action: str, command: str,
                                                  undone: bool) -> None:
    # "音箱调低一点" steps the volume down, however close "调低" reads to "音量调大".
    assert undoes(action, command) is undone


def test_a_television_without_channels_changes_them_by_its_remote_keys() -> None:
    send_key = CommandSpec("main-keypadInput-sendKey", "发送遥控按键")
    remote_only = Home(devices=(device("tv", "电视", "客厅", Category.TELEVISION, "keys"),),
                       rooms=("客厅",), specs={"keys": (ON, OFF, send_key)})
    kept, _, unable = check_values(remote_only.devices, remote_only, sound("换到5频道", "电视"))
    assert ([d.id for d in kept], list(unable)) == (["tv"], [])
