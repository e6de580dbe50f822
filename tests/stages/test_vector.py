"""Command evidence: how the value said fits each command."""

from __future__ import annotations

import pytest

from context_retrieval.backends import HashingEmbedder
from context_retrieval.models import (
    Category,
    CommandSpec,
    CommandValue,
    Device,
    Home,
    QueryIR,
    ValueRange,
)
from context_retrieval.stages.vector import VectorSearcher, unit_fits, value_fit

OPEN = CommandSpec("main-windowShade-open", "打开窗帘")
SHADE_LEVEL = CommandSpec("main-windowShadeLevel-setShadeLevel", "设置开合度", "integer",
                          ValueRange(0, 100, "%"))
SHADE_STEP = CommandSpec("main-statelessWindowShadeLevelStep-stepShadeLevel", "开合度增减",
                         "integer", ValueRange(-100, 100, "%"))
COLOUR_TEMPERATURE = CommandSpec("main-colorTemperature-setColorTemperature", "设置色温",
                                 "integer", ValueRange(2700, 6500, "K"))
SET_COLOR = CommandSpec("main-colorControl-setColor", "设置颜色", "object")
SET_HUE = CommandSpec("main-colorControl-setHue", "设置色相", "number", ValueRange(0, 100, "%"))


def ir(action: str, number: float | None = None, unit: str | None = None,
       word: str | None = None) -> QueryIR:
    value = CommandValue(number, unit, word) if number is not None or word else None
    return QueryIR(raw=action, action=action, value=value)


def test_a_number_fits_a_command_that_sets_that_value_and_not_a_plain_verb() -> None:
    said = ir("打开30", 30, "%")
    assert value_fit(SHADE_LEVEL, said) == 1
    assert value_fit(OPEN, said) == -1


def test_a_number_out_of_range_or_in_another_unit_does_not_fit() -> None:
    assert value_fit(COLOUR_TEMPERATURE, ir("色温调到4000", 4000)) == 1
    assert value_fit(SHADE_STEP, ir("色温调到4000", 4000)) == -1
    assert value_fit(COLOUR_TEMPERATURE, ir("调到50%", 50, "%")) == -1
    assert value_fit(SHADE_LEVEL, ir("调到5000k", 5000, "k")) == -1


def test_a_relative_number_fits_the_step_commands() -> None:
    assert value_fit(SHADE_STEP, ir("调高10", 10, "%")) == 1


def test_a_relative_change_does_not_fit_a_command_that_takes_no_amount() -> None:
    assert value_fit(OPEN, ir("拉开一点")) == -1
    assert value_fit(SHADE_STEP, ir("拉开一点")) == 0


def test_a_colour_said_by_name_fits_the_colour_command() -> None:
    said = ir("调成红色", word="红色")
    assert value_fit(SET_COLOR, said) == 1
    assert value_fit(SET_HUE, said) == 0


def test_no_value_fits_nothing_in_particular() -> None:
    assert value_fit(OPEN, ir("打开")) == 0
    assert value_fit(None, ir("打开", 30, "%")) == 0


def test_a_bare_percentage_is_not_a_hue_unless_hue_is_said() -> None:
    hue = CommandSpec("main-colorControl-setHue", "hue", "integer", ValueRange(0, 100, "%"))
    fifty = CommandValue(50, "%")
    assert value_fit(hue, QueryIR("", action="调到50%", value=fifty)) == 0
    assert value_fit(hue, QueryIR("", action="色相调到50%", value=fifty)) == 1


def test_a_value_word_fits_the_command_whose_enum_has_it() -> None:
    from context_retrieval.models import ValueOption

    mode = CommandSpec("main-airConditionerMode-setAirConditionerMode", "mode", "string",
                       value_list=(ValueOption("cool", "cool"), ValueOption("dry", "除湿")))
    on = CommandSpec("main-switch-on", "打开")
    cool = QueryIR("", action="开制冷", value=CommandValue(word="制冷"))
    assert (value_fit(mode, cool), value_fit(on, cool)) == (1, -1)


def test_setting_a_mode_word_does_not_fit_a_setpoint() -> None:
    setpoint = CommandSpec("main-thermostatCoolingSetpoint-setCoolingSetpoint", "温度",
                           "number", ValueRange(16, 30, "C"))
    heat = CommandValue(word="制热")
    assert value_fit(setpoint, QueryIR("", action="调成制热", value=heat)) == -1
    assert value_fit(setpoint, QueryIR("", action="调到制热", value=heat)) == -1
    assert value_fit(setpoint, QueryIR("", action="制热", value=heat)) == 0


def test_a_step_in_degrees_fits_a_setpoint_whatever_its_range() -> None:
    # "再低两度": two degrees below where it is; 2 is no setpoint, but the setpoint moves.
    setpoint = CommandSpec("main-thermostatHeatingSetpoint-setHeatingSetpoint", "温度",
                           "number", ValueRange(16, 30, "C"))
    assert value_fit(setpoint, ir("调低2度", 2, "度")) == 1
    assert value_fit(setpoint, ir("调到2度", 2, "度")) == -1


def test_a_step_command_does_not_fit_an_action_that_names_no_step() -> None:
    step = CommandSpec("main-statelessWindowShadeLevelStep-stepShadeLevel", "step",
                       "integer", ValueRange(-100, 100, "%"))
    assert value_fit(step, QueryIR("", action="拉上")) == -1
    assert value_fit(step, QueryIR("", action="拉上一点")) == 0
    assert value_fit(step, QueryIR("", action="调亮")) == 0


def test_what_is_embedded_for_a_command_is_short() -> None:
    from context_retrieval.stages.vector import MAX_EMBEDDED_CHARS, embedding_text

    assert len(embedding_text(QueryIR("灯" * 2000))) == MAX_EMBEDDED_CHARS


def test_a_shade_of_white_said_by_name_fits_the_colour_temperature_command() -> None:
    white = CommandSpec("main-colorTemperature-setColorTemperature", "色温", "integer",
                        ValueRange(2700, 6500, "K"))
    cold = QueryIR("", action="调成冷白", value=CommandValue(word="冷白"))
    assert value_fit(white, cold) == 1


def test_a_relative_verb_with_a_target_is_a_value_to_set_not_a_step() -> None:
    said = ir("调暗到20%", 20, "%")
    assert value_fit(SHADE_LEVEL, said) == 1
    assert value_fit(SHADE_STEP, said) == -1


def test_a_command_that_cannot_take_the_value_never_outranks_one_that_can() -> None:
    # "地暖循环泵开到50%": "打开电源" is the closer text, but it would drop the 50%.
    on = CommandSpec("main-switch-on", "打开电源 打开 开启 开")
    level = CommandSpec("main-switchLevel-setLevel", "设置亮度百分比", "integer",
                        ValueRange(0, 100, "%"))
    pump = Device("pump", "循环泵", "设备间", Category.PUMP, "pump")
    home = Home(devices=(pump,), rooms=("设备间",), specs={"pump": (on, level)})
    searcher = VectorSearcher.build(home, HashingEmbedder())
    scores = searcher.search(ir("打开到50%", 50, "%"), [pump]).scores
    assert scores[("pump", level.id)].score > scores[("pump", on.id)].score


def test_silencing_a_siren_is_its_alarm_off() -> None:
    # "报警器别响了" is said as 静音; a siren has no mute, and its alarm's off silences it.
    both = CommandSpec("main-alarm-both", "鸣笛并闪光")
    off = CommandSpec("main-alarm-off", "关闭")
    siren = Device("siren", "报警器", "玄关", Category.SIREN, "siren")
    home = Home(devices=(siren,), rooms=("玄关",), specs={"siren": (both, off)})
    scores = VectorSearcher.build(home, HashingEmbedder()).search(ir("静音"), [siren]).scores
    assert scores[("siren", off.id)].score > scores[("siren", both.id)].score


@pytest.mark.parametrize(("said", "declared", "fits"), [
    ("度", "C", True), ("度", "℃", True), ("度", "℉", True), ("度", "°C", True),
    ("度", "%", False), ("%", "℃", False), ("%", "%", True), ("度", None, True),
])
def test_a_unit_said_fits_the_units_a_range_may_be_written_in(
        said: str, declared: str | None, fits: bool) -> None:
    assert unit_fits(said, declared) is fits


@pytest.mark.parametrize(("said", "first"), [("打开", "level"), ("关闭", "level"),
                                             ("刷新一下", "refresh")])
def test_a_command_that_keeps_the_device_in_order_is_done_only_when_named(
        said: str, first: str) -> None:
    # A dimmer that can only set its level or refresh: switching it is setting its level.
    level = CommandSpec("main-switchLevel-setLevel", "设置亮度", "integer",
                        ValueRange(0, 100, "%"))
    refresh = CommandSpec("main-refresh-refresh", "刷新状态")
    lamp = Device("lamp", "茶台吊灯", "倒座房", Category.LIGHT, "dimmer")
    home = Home(devices=(lamp,), specs={"dimmer": (level, refresh)})
    scores = VectorSearcher.build(home, HashingEmbedder()).search(ir(said), [lamp]).scores
    ranked = sorted((level, refresh), key=lambda c: -scores[("lamp", c.id)].score)
    assert ranked[0] is (level if first == "level" else refresh)
