"""Enriched command documents: seed 003 "文档富化" and "同义词归一化"."""

from __future__ import annotations

import pytest

from builders import AC_MODE, LEVEL, ON, device
from context_retrieval.documents import (
    MAX_DOCUMENT_CHARS,
    build_command_document,
    build_device_document,
    value_words,
)
from context_retrieval.models import CommandSpec, ValueOption


def test_动词同义词扩展() -> None:
    enable = CommandSpec("main-power-enable", "电源启用")
    assert build_command_document(enable) == "电源启用 打开 开 开启 启动 on"


def test_无匹配同义词_keeps_the_description() -> None:
    assert build_command_document(CommandSpec("main-custom-foo", "读取温度")) == "读取温度"


def test_构建富化文档_contains_no_category_and_no_command_id() -> None:
    document = build_command_document(LEVEL)
    assert "switchLevel" not in document
    assert "Light" not in document
    assert document.startswith("设置亮度百分比")


def test_带参数命令的文档构建_appends_every_value_description() -> None:
    mode = CommandSpec("main-x-setMode", "设置空调模式", "string",
                       value_list=(ValueOption("cool", "制冷"), ValueOption("heat", "制热")))
    assert build_command_document(mode) == "设置空调模式 制冷 制热"


def test_english_descriptions_get_chinese_words() -> None:
    document = build_command_document(AC_MODE)
    assert "制冷" in document
    assert "制热" in document  # "heat" translated
    step = CommandSpec("main-statelessSwitchLevelStep-stepLevel", "step brightness up or down")
    assert "亮度" in build_command_document(step)


@pytest.mark.parametrize(("value", "word"), [("dryair", "除湿"), ("asleep", "睡眠"),
                                             ("dry", "除湿"), ("fanonly", "送风")])
def test_thermostat_modes_as_their_enum_spells_them_get_chinese_words(value: str,
                                                                      word: str) -> None:
    assert word in value_words(ValueOption(value, value))


@pytest.mark.parametrize("option", [ValueOption("dry", "dry"), ValueOption("dry", "除湿")])
def test_a_dry_mode_is_also_called_by_its_southern_name(option: ValueOption) -> None:
    assert {"除湿", "抽湿"} <= set(value_words(option))


def test_standard_commands_get_the_words_people_use() -> None:
    assert "打开" in build_command_document(ON)


def test_spec_不存在时降级_uses_name_and_room_without_type(caplog: object) -> None:
    document = build_device_document(device("x", "老伙计", "客厅"))
    assert document == "老伙计 客厅"
    assert "Light" not in document


def test_a_device_without_a_switch_is_switched_on_by_its_heating_mode() -> None:
    heat = CommandSpec("main-thermostatMode-heat", "switch to heat mode")
    assert "打开" in build_command_document(heat, has_switch=False)
    assert "打开" not in build_command_document(heat)


def test_a_huge_description_costs_a_bounded_document() -> None:
    huge = CommandSpec("main-switch-on", "打开" * 500_000, value_list=tuple(
        ValueOption(str(n), "模式" * 1000) for n in range(50)))
    assert len(build_command_document(huge)) <= MAX_DOCUMENT_CHARS


def test_an_alarm_that_can_only_be_muted_is_switched_off_by_muting() -> None:
    mute = CommandSpec("main-audioMute-mute", "静音")
    assert "关掉" in build_command_document(mute, has_switch=False, sound_only=True)
    assert "关掉" not in build_command_document(mute, has_switch=False)  # a speaker: it stops
