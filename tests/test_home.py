"""Loading home.json and spec.jsonl (FORMATS.md §1–2): shapes, quirks and clear errors."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from context_retrieval.errors import DataFileError
from context_retrieval.home import (
    example_home_paths,
    load_devices,
    load_home,
    load_spec,
    unknown_profiles,
)
from context_retrieval.models import Category

ITEM = {"deviceId": "d1", "label": "客厅主灯", "name": "dimmer", "roomId": "r1",
        "profile": {"id": "p1"},
        "components": [{"id": "main", "categories": [{"name": "Light"}]}]}


def write(tmp_path: Path, name: str, content: object) -> Path:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content),
                    encoding="utf-8")
    return path


def test_the_example_home_loads_with_every_device_and_room() -> None:
    home = load_home(*example_home_paths())
    assert len(home.devices) >= 30
    assert "客厅" in home.rooms
    assert any(d.room is None for d in home.devices)
    assert unknown_profiles(home) == ("heater-custom-no-spec",)


def test_rooms_and_categories_come_from_the_document(tmp_path: Path) -> None:
    devices, rooms = load_devices(write(tmp_path, "h.json", {
        "rooms": [{"roomId": "r1", "name": "客厅"}], "items": [ITEM]}))
    assert rooms == ("客厅",)
    assert (devices[0].name, devices[0].room, devices[0].category) == ("客厅主灯", "客厅",
                                                                       Category.LIGHT)


def test_what_a_device_measures_comes_from_its_main_component(tmp_path: Path) -> None:
    air = {**ITEM, "deviceId": "ac", "components": [
        {"id": "main", "categories": [{"name": "AirConditioner"}],
         "capabilities": [{"id": "switch"}, {"id": "relativeHumidityMeasurement"},
                          {"id": "temperatureMeasurement"}]},
        {"id": "sub", "capabilities": [{"id": "dustSensor"}]}]}
    devices, _ = load_devices(write(tmp_path, "h.json", {"items": [ITEM, air]}))
    assert devices[0].measures == frozenset()
    assert devices[1].measures == {"relativeHumidityMeasurement", "temperatureMeasurement"}


@pytest.mark.parametrize("document", [[ITEM], {"items": [ITEM]}])
def test_a_bare_list_or_items_without_rooms_loads_with_no_rooms(
        tmp_path: Path, document: object) -> None:
    devices, rooms = load_devices(write(tmp_path, "h.json", document))
    assert rooms == ()
    assert devices[0].room is None


def test_label_falls_back_to_name_and_missing_category_is_unknown(tmp_path: Path) -> None:
    item = {"deviceId": "d2", "name": "Aqara 温湿度传感器", "components": [{"id": "main"}]}
    devices, _ = load_devices(write(tmp_path, "h.json", [item]))
    assert devices[0].name == "Aqara 温湿度传感器"
    assert devices[0].category is Category.UNKNOWN


def test_an_unknown_category_is_unknown_with_a_warning(tmp_path: Path,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    item = {**ITEM, "components": [{"id": "main", "categories": [{"name": "Toaster"}]}]}
    with caplog.at_level(logging.WARNING):
        devices, _ = load_devices(write(tmp_path, "h.json", [item]))
    assert devices[0].category is Category.UNKNOWN
    assert "Toaster" in caplog.text


@pytest.mark.parametrize(
    ("item", "field"),
    [({"label": "x"}, "items[0]"), ({"deviceId": 7}, "items[0].deviceId"),
     ({"deviceId": "d", "components": "main"}, "items[0].components")],
)
def test_malformed_items_name_the_field(tmp_path: Path, item: object, field: str) -> None:
    with pytest.raises(DataFileError) as error:
        load_devices(write(tmp_path, "h.json", {"items": [item]}))
    assert field in str(error.value)
    assert "h.json" in str(error.value)


def test_a_spec_line_with_optional_fields_loads(tmp_path: Path) -> None:
    line = {"profileId": "p1", "capabilities": [
        {"id": "main-switch-on", "description": "打开"},
        {"id": "main-x-setMode", "description": "mode", "type": "string",
         "value_list": [{"value": "cool", "description": "制冷"}]},
        {"id": "main-switchLevel-setLevel", "description": "亮度", "type": "integer",
         "value_range": {"min": 0, "max": 100, "unit": "%"}}]}
    specs = load_spec(write(tmp_path, "s.jsonl", json.dumps(line) + "\n\n"))
    on, mode, level = specs["p1"]
    assert mode.value_list[0].description == "制冷"
    assert level.value_range is not None
    assert level.value_range.max == 100
    assert on.type is None


@pytest.mark.parametrize(
    ("line", "field"),
    [("{not json", None), ('{"capabilities": []}', "(document)"),
     ('{"profileId": "p", "capabilities": {}}', "capabilities"),
     ('{"profileId": "p", "capabilities": [{"id": "a"}]}', "capabilities[0]"),
     ('{"profileId": "p", "capabilities": [{"id": "a", "description": 5}]}',
      "capabilities[0].description"),
     ('{"profileId": "p", "capabilities": [{"id": "a", "description": "d", '
      '"value_range": {"min": "low"}}]}', "capabilities[0].value_range.min")],
)
def test_a_malformed_spec_line_names_file_line_and_field(tmp_path: Path, line: str,
                                                         field: str | None) -> None:
    good = '{"profileId": "ok", "capabilities": []}'
    with pytest.raises(DataFileError) as error:
        load_spec(write(tmp_path, "s.jsonl", f"{good}\n{line}\n"))
    assert "s.jsonl:2" in str(error.value)
    if field:
        assert field in str(error.value)


def test_a_repeated_profile_is_an_error(tmp_path: Path) -> None:
    line = '{"profileId": "p", "capabilities": []}'
    with pytest.raises(DataFileError, match="already defined on line 1"):
        load_spec(write(tmp_path, "s.jsonl", f"{line}\n{line}\n"))


def test_missing_and_non_utf8_files_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="file not found"):
        load_devices(tmp_path / "absent.json")
    (tmp_path / "latin.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(DataFileError, match="not UTF-8"):
        load_devices(tmp_path / "latin.json")


def test_a_device_whose_profile_has_no_spec_still_loads(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    home_path = write(tmp_path, "h.json", [ITEM])
    spec_path = write(tmp_path, "s.jsonl", '{"profileId": "other", "capabilities": []}\n')
    with caplog.at_level(logging.WARNING):
        home = load_home(home_path, spec_path)
    assert len(home.devices) == 1
    assert home.commands_of(home.devices[0]) == ()
    assert "p1" in caplog.text


def test_a_profile_with_no_spec_line_has_the_commands_of_the_capabilities_it_lists(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    lamp = {**ITEM, "components": [{"id": "main", "categories": [{"name": "Light"}],
                                    "capabilities": [{"id": "switch"}, {"id": "switchLevel"}]}]}
    camera = {**ITEM, "deviceId": "d2", "profile": {"id": "camera"}, "components": [
        {"id": "main", "capabilities": [{"id": "videoCapture2"}]}]}
    home_path = write(tmp_path, "h.json", [lamp, camera])
    spec_path = write(tmp_path, "s.jsonl", '{"profileId": "other", "capabilities": []}\n')
    with caplog.at_level(logging.WARNING):
        home = load_home(home_path, spec_path)
    assert {c.id for c in home.commands_of(home.devices[0])} == {
        "main-switch-on", "main-switch-off", "main-switchLevel-setLevel"}
    assert home.commands_of(home.devices[1]) == ()
    assert unknown_profiles(home) == ("camera",)
    assert "read from the standard SmartThings capabilities" in caplog.text
    assert "camera; their devices take part by name and room only" in caplog.text
    without_spec = load_home(home_path)
    assert without_spec.commands_of(without_spec.devices[0]) == ()  # no spec: by name only


def test_a_stale_room_id_means_no_room(tmp_path: Path) -> None:
    devices, _ = load_devices(write(tmp_path, "h.json", {
        "rooms": [{"roomId": "r9", "name": "卧室"}], "items": [ITEM]}))
    assert devices[0].room is None


def test_spec_line_with_a_repeated_command_id_is_a_data_file_error(tmp_path: Path) -> None:
    line = {"profileId": "p", "capabilities": [{"id": "main-switch-on", "description": "开"},
                                               {"id": "main-switch-on", "description": "开"}]}
    with pytest.raises(DataFileError, match="duplicate command id") as caught:
        load_spec(write(tmp_path, "s.jsonl", json.dumps(line)))
    assert caught.value.line == 1


def test_spec_range_with_min_above_max_is_a_data_file_error(tmp_path: Path) -> None:
    line = {"profileId": "p", "capabilities": [
        {"id": "main-switchLevel-setLevel", "description": "亮度", "type": "integer",
         "value_range": {"min": 100, "max": 0}}]}
    with pytest.raises(DataFileError, match="greater than max"):
        load_spec(write(tmp_path, "s.jsonl", json.dumps(line)))


@pytest.mark.parametrize("body", ['{"profileId": "p", "capabilities": [{"id": "a", '
                                  '"description": "d", "value_range": {"min": NaN}}]}',
                                  "[" * 5000, '{"profileId": "p", "capabilities": [{"id": "a", '
                                  '"description": "d", "value_range": {"max": 1e400}}]}'])
def test_spec_with_non_finite_numbers_or_deep_nesting_is_a_data_file_error(
        tmp_path: Path, body: str) -> None:
    with pytest.raises(DataFileError):
        load_spec(write(tmp_path, "s.jsonl", body))


def test_home_nested_too_deep_is_a_data_file_error(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="nested deeper"):
        load_devices(write(tmp_path, "h.json", "[" * 100_000 + "]" * 100_000))


def test_repeated_room_id_is_a_data_file_error(tmp_path: Path) -> None:
    document = {"rooms": [{"roomId": "r1", "name": "客厅"}, {"roomId": "r1", "name": "卧室"}],
                "items": [ITEM]}
    with pytest.raises(DataFileError, match="duplicate roomId") as caught:
        load_devices(write(tmp_path, "h.json", document))
    assert caught.value.field == "rooms[1].roomId"


def test_lone_surrogates_in_a_home_are_replaced_and_ids_that_then_collide_are_refused(
        tmp_path: Path) -> None:
    text = json.dumps({"rooms": [{"roomId": "r1", "name": "客\ud800厅"}],
                       "items": [{**ITEM, "label": "灯\udfff"}]})
    devices, rooms = load_devices(write(tmp_path, "h.json", text))
    assert devices[0].name == "灯\ufffd"
    assert rooms == ("客\ufffd厅",)
    twins = json.dumps({"items": [{**ITEM, "deviceId": "d\ud800"},
                                  {**ITEM, "deviceId": "d\udc00"}]})
    with pytest.raises(DataFileError, match="duplicate deviceId"):
        load_devices(write(tmp_path, "h.json", twins))


def test_missing_spec_lines_and_unknown_rooms_are_one_warning_each(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    items = [{**ITEM, "deviceId": f"d{n}", "roomId": "gone", "profile": {"id": f"p{n}"}}
             for n in range(6)]
    home_path = write(tmp_path, "h.json", {"rooms": [], "items": items})
    spec_path = write(tmp_path, "s.jsonl", "")
    with caplog.at_level(logging.WARNING, logger="context_retrieval"):
        load_home(home_path, spec_path)
    warnings = [record.getMessage() for record in caplog.records]
    assert len(warnings) == 2
    assert any("6 profile(s)" in w and "p0, p1, p2 and 3 more" in w for w in warnings)
    assert any("6 device(s)" in w and "no room" in w for w in warnings)


def test_an_empty_home_says_so(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="context_retrieval"):
        home = load_home(write(tmp_path, "h.json", {"items": []}))
    assert not home.devices
    assert "has no devices" in caplog.text


def test_device_ids_that_look_the_same_once_cleaned_are_refused(tmp_path: Path) -> None:
    document = {"items": [{**ITEM, "deviceId": "lamp 1"}, {**ITEM, "deviceId": "lamp\n1"}]}
    with pytest.raises(DataFileError, match="duplicate deviceId 'lamp 1'"):
        load_devices(write(tmp_path, "h.json", document))


def test_scenes_load_from_the_scenes_list_and_a_bare_list_has_none(tmp_path: Path) -> None:
    home = load_home(write(tmp_path, "h.json", {
        "items": [ITEM], "scenes": [{"sceneId": "s1", "sceneName": " 回家模式 ",
                                     "locationId": "loc", "sceneIcon": "204"}]}))
    assert [(scene.id, scene.name) for scene in home.scenes] == [("s1", "回家模式")]
    assert home.scene("s1") is not None
    assert home.scene("d1") is None
    assert load_home(write(tmp_path, "bare.json", [ITEM])).scenes == ()
    assert load_home(*example_home_paths()).scenes


def test_a_scene_without_a_name_is_left_out_with_a_warning(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        home = load_home(write(tmp_path, "h.json", {
            "items": [ITEM], "scenes": [{"sceneId": "s1", "sceneName": None},
                                        {"sceneId": "s2", "sceneName": "  "}]}))
    assert home.scenes == ()
    assert "2 scene(s) have no name" in caplog.text


@pytest.mark.parametrize(("scenes", "field"), [
    ([{"sceneId": "s1", "sceneName": "a"}, {"sceneId": "s1", "sceneName": "b"}],
     "scenes[1].sceneId"),
    ([{"sceneName": "a"}], "scenes[0]"),
    ([{"sceneId": "s1", "sceneName": 3}], "scenes[0].sceneName"),
])
def test_a_malformed_scene_is_a_clear_error(tmp_path: Path, scenes: object, field: str) -> None:
    with pytest.raises(DataFileError) as caught:
        load_home(write(tmp_path, "h.json", {"items": [ITEM], "scenes": scenes}))
    assert caught.value.field == field
