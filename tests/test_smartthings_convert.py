"""API bodies → home.json and spec lines: the fields kept, the commands and their arguments,
and descriptions worded like the project's own specs."""

from __future__ import annotations

import json

import pytest

from context_retrieval.documents import COMMAND_PHRASES
from context_retrieval.home import parse_home_document, parse_spec_lines
from context_retrieval.smartthings.convert import (
    capabilities_by_profile,
    command_entry,
    home_document,
    main_capabilities,
    spec_line,
)
from context_retrieval.smartthings.descriptions import (
    COMMAND_DESCRIPTIONS,
    describe_command,
    describe_value,
    spelled_out,
)
from smartthings_server import definitions, family_home

HOME = family_home(30)


def test_home_keeps_only_the_fields_of_the_home_format_and_the_scenes() -> None:
    document = home_document(HOME.rooms, HOME.devices, HOME.scenes)
    item = document["items"][0]
    assert set(item) == {"deviceId", "label", "name", "roomId", "profile", "components"}
    assert set(item["components"][0]) == {"id", "categories", "capabilities"}
    assert item["components"][0]["capabilities"][0] == {"id": "switch", "version": 1}
    assert set(document["rooms"][0]) == {"roomId", "name", "locationId"}
    assert [set(scene) for scene in document["scenes"]] == [
        {"sceneId", "sceneName", "locationId"}] * len(HOME.scenes)
    devices, rooms = parse_home_document(document)
    assert len(devices) == len(HOME.devices)
    assert rooms[0] == "客厅"


def test_a_device_without_room_label_or_profile_keeps_what_it_has() -> None:
    document = home_document([], [{"deviceId": "d1", "name": "virtual", "label": None,
                                   "roomId": None, "components": []}], [])
    assert document["items"] == [{"deviceId": "d1", "name": "virtual", "components": []}]


def test_each_profile_takes_the_main_capabilities_of_its_first_device() -> None:
    profiles = capabilities_by_profile(HOME.devices)
    assert len(profiles) == 26
    first = HOME.devices[0]
    assert profiles[first["profile"]["id"]] == main_capabilities(first)
    assert ("switchLevel", 1) in main_capabilities(first)


def test_a_range_takes_its_unit_from_the_attribute_the_command_sets() -> None:
    entry = command_entry("switchLevel", "setLevel", definitions()[("switchLevel", 1)])
    assert entry == {"id": "main-switchLevel-setLevel", "description": "设置亮度百分比",
                     "type": "integer", "value_range": {"min": 0, "max": 100, "unit": "%"}}


def test_an_enum_argument_becomes_a_value_list_with_chinese_where_known() -> None:
    entry = command_entry("airPurifierFanMode", "setAirPurifierFanMode",
                          definitions()[("airPurifierFanMode", 1)])
    values = {option["value"]: option["description"] for option in entry["value_list"]}
    assert values["sleep"] == "睡眠"
    assert values["windFree"] == "windFree"
    assert entry["type"] == "string"


def test_a_command_without_arguments_has_only_id_and_description() -> None:
    assert command_entry("switch", "on", definitions()[("switch", 1)]) == {
        "id": "main-switch-on", "description": "打开设备电源"}


@pytest.mark.parametrize(("schema", "expected"), [
    ({"$ref": "IntegerPercent"}, {"type": "integer"}),
    ({"title": "TemperatureValue", "minimum": -460, "maximum": 10000},
     {"type": "number", "value_range": {"min": -460, "max": 10000}}),
    ({"type": "number", "minimum": 5}, {"type": "number", "value_range": {"min": 5, "max": None}}),
    ({"type": "integer", "minimum": 9, "maximum": 1}, {"type": "integer"}),
    ({}, {}),
])
def test_argument_schemas_of_every_kind(schema: dict[str, object],
                                        expected: dict[str, object]) -> None:
    definition = {"commands": {"go": {"name": "go", "arguments": [
        {"name": "speed", "optional": True, "schema": {"type": "string"}},
        {"name": "value", "optional": False, "schema": schema}]}}}
    entry = command_entry("custom.thing", "go", definition)
    assert {k: v for k, v in entry.items() if k not in ("id", "description")} == expected
    assert entry["description"] == "go"


def test_a_spec_line_lists_the_commands_of_known_capabilities_and_loads() -> None:
    keys = (("switch", 1), ("lockUsers", 1), ("switchLevel", 1))
    line = spec_line("p1", keys, definitions())
    assert [c["id"] for c in line["capabilities"]] == [
        "main-switch-off", "main-switch-on", "main-switchLevel-setLevel"]
    assert parse_spec_lines([json.dumps(line)])["p1"][2].value_range is not None


def test_every_command_the_engine_has_chinese_for_has_a_chinese_description() -> None:
    missing = sorted(set(COMMAND_PHRASES) - set(COMMAND_DESCRIPTIONS))
    assert missing == []
    assert all(not text.isascii() for text in COMMAND_DESCRIPTIONS.values())


@pytest.mark.parametrize(("name", "words"), [
    ("setAirConditionerMode", "set air conditioner mode"), ("setTvChannel", "set tv channel"),
    ("stepLevel", "step level"), ("on", "on"), ("setHTTPProxy", "set http proxy"),
])
def test_command_names_are_spelled_out_as_words(name: str, words: str) -> None:
    assert spelled_out(name) == words


def test_descriptions_are_chinese_when_known_else_the_name_spelled_out() -> None:
    assert describe_command("thermostatCoolingSetpoint", "setCoolingSetpoint") == "设置制冷目标温度"
    assert describe_command("samsungce.powerCool", "activate") == "activate"
    assert describe_value("fanOnly") == "送风"
    assert describe_value("HDMI1") == "HDMI1"
