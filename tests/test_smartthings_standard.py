"""The bundled standard capabilities: what a device whose profile has no spec line can be
told, read from the capabilities it lists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from context_retrieval.smartthings.standard import (
    definitions_from_facts,
    main,
    standard_definitions,
    standard_spec_line,
)

FACTS = {"sources": {"definitions": "capability definitions"}, "capabilities": {
    "switchLevel": {"id": "switchLevel", "version": 1, "commands": [
        {"name": "setLevel", "arguments": [
            {"name": "level", "type": "integer", "minimum": 0, "maximum": 100,
             "optional": False},
            {"name": "rate", "type": "integer", "minimum": 0, "schema_title": "PositiveInteger",
             "optional": True}]}],
        "attributes": [{"name": "level", "type": "integer", "default_unit": "%",
                        "setter": "setLevel"}, {"name": "levelRange", "type": "object"}]},
    "fanMode": {"id": "fanMode", "commands": [{"name": "setFanMode", "arguments": [
        {"name": "fanMode", "type": "string", "enum": ["auto", "low"], "optional": False}]}],
        "attributes": [{"name": "fanMode", "type": "string", "setter": "setFanMode"}]},
    "motionSensor": {"id": "motionSensor", "attributes": [{"name": "motion"}]},
    "refresh": {"id": "refresh", "group": "maintenance",
                "commands": [{"name": "refresh", "arguments": []}]},
}}
SHARED_FACTS = Path(__file__).resolve().parents[2] / "shared/data/smartthings/capabilities.json"


def test_facts_become_definitions_in_the_api_shape_for_capabilities_with_commands() -> None:
    content = definitions_from_facts(FACTS)
    definitions = content["capabilities"]
    assert set(definitions) == {"switchLevel", "fanMode", "refresh"}  # not the sensor
    assert content["upkeep"] == ["refresh"]
    level = definitions["switchLevel"]
    assert level["commands"]["setLevel"]["arguments"][1] == {
        "name": "rate", "optional": True, "schema": {"type": "integer", "minimum": 0,
                                                     "title": "PositiveInteger"}}
    assert level["attributes"] == {"level": {"setter": "setLevel", "schema": {
        "properties": {"unit": {"default": "%"}}}}}
    assert definitions["fanMode"]["attributes"] == {"fanMode": {"setter": "setFanMode"}}


def test_a_profile_s_commands_come_from_the_standard_capabilities_it_lists() -> None:
    line = standard_spec_line("hue-go", ("switch", "switchLevel", "refresh"))
    assert line is not None
    commands = {entry["id"]: entry for entry in line["capabilities"]}
    assert {"main-switch-on", "main-switch-off", "main-switchLevel-setLevel"} <= set(commands)
    assert commands["main-switchLevel-setLevel"]["value_range"] == {"min": 0, "max": 100,
                                                                    "unit": "%"}
    assert standard_spec_line("camera", ("videoCapture2", "motionSensor")) is None
    # a camera that can only be refreshed or updated: nothing it could be told to do
    assert standard_spec_line("camera", ("videoCapture2", "firmwareUpdate", "refresh")) is None


def test_the_facts_file_is_written_where_it_is_asked_to_be(tmp_path: Path) -> None:
    facts, out = tmp_path / "facts.json", tmp_path / "out.json"
    facts.write_text(json.dumps(FACTS), encoding="utf-8")
    main([str(facts), str(out)])
    assert json.loads(out.read_text(encoding="utf-8")) == definitions_from_facts(FACTS)


@pytest.mark.skipif(not SHARED_FACTS.is_file(), reason="the capability facts are not here")
def test_the_bundled_definitions_are_those_of_the_capability_facts() -> None:
    facts = json.loads(SHARED_FACTS.read_text(encoding="utf-8"))
    assert dict(standard_definitions()) == definitions_from_facts(facts)["capabilities"]
