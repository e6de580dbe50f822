"""The bundled commands of SmartThings' standard capabilities."""

from __future__ import annotations

import json
from pathlib import Path

from context_retrieval.smartthings.standard import (
    bundle_definitions,
    main,
    standard_definitions,
    standard_spec_line,
)

TABLE = {"sources": {"definitions": "a mirror"}, "capabilities": {
    "switchLevel": {"id": "switchLevel", "version": 1, "commands": [
        {"name": "setLevel", "arguments": [
            {"name": "level", "type": "integer", "minimum": 0, "maximum": 100,
             "optional": False},
            {"name": "rate", "type": "integer", "optional": True}]}],
        "attributes": [{"name": "level", "setter": "setLevel", "default_unit": "%"}]},
    "motionSensor": {"id": "motionSensor", "version": 1, "commands": [],
                     "attributes": [{"name": "motion"}]}}}


def test_a_capability_table_is_bundled_in_the_shape_of_the_api_definitions() -> None:
    bundle = bundle_definitions(TABLE)
    level = bundle["capabilities"]["switchLevel"]
    assert level["commands"]["setLevel"]["arguments"][0] == {
        "name": "level", "optional": False,
        "schema": {"type": "integer", "minimum": 0, "maximum": 100}}
    assert level["attributes"] == {"level": {"setter": "setLevel", "schema": {
        "properties": {"unit": {"default": "%"}}}}}
    assert bundle["capabilities"]["motionSensor"]["commands"] == {}
    assert "a mirror" in bundle["about"]


def test_the_bundle_is_written_from_a_table_file(tmp_path: Path) -> None:
    source, target = tmp_path / "table.json", tmp_path / "bundle.json"
    source.write_text(json.dumps(TABLE), encoding="utf-8")
    assert main([str(source), str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8")) == bundle_definitions(TABLE)
    assert main([]) == 2


def test_a_spec_line_is_read_from_the_standard_capabilities_a_device_lists() -> None:
    assert ("switch", 1) in standard_definitions()
    line = standard_spec_line("p", (("switch", 2), ("refresh", 1), ("acme.glow", 1)))
    assert line is not None
    assert [command["id"] for command in line["capabilities"]] == [
        "main-switch-off", "main-switch-on", "main-refresh-refresh"]
    assert standard_spec_line("p", (("switch", 1), ("videoCapture2", 1))) is None
    assert standard_spec_line("p", (("motionSensor", 1), ("refresh", 1))) is None
