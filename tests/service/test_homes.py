"""The home registry: uploads kept on disk, replaced only when valid, seen by every
process that shares the data directory."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from context_retrieval.backends import HashingEmbedder
from context_retrieval.engine import Engine
from context_retrieval.errors import DataFileError, InputError, UnknownHomeError
from context_retrieval.home import example_home_paths
from context_retrieval.models import Home
from context_retrieval.service.homes import STORED_SUFFIX, HomeRegistry
from home_documents import SMALL_HOME, SMALL_SPEC


def hashing_engine(home_id: str, home: Home) -> Engine:
    return Engine(home, embedder=HashingEmbedder())


@pytest.fixture
def registry(tmp_path: Path) -> HomeRegistry:
    return HomeRegistry(tmp_path / "homes", hashing_engine)


def test_an_upload_is_served_summarised_and_kept_on_disk(registry: HomeRegistry) -> None:
    served = registry.put("flat-1", SMALL_HOME, SMALL_SPEC)
    assert registry.get("flat-1") is served
    summary = served.summary()
    assert (summary["rooms"], summary["devices"], summary["profiles"]) == (2, 2, 1)
    assert (summary["version"], summary["source"]) == (1, "upload")
    stored = json.loads((registry.data_dir / f"flat-1{STORED_SUFFIX}").read_text("utf-8"))
    assert stored["home"] == SMALL_HOME
    assert stored["spec"] == SMALL_SPEC


def test_a_broken_upload_is_refused_and_the_old_version_keeps_serving(
        registry: HomeRegistry) -> None:
    first = registry.put("flat-1", SMALL_HOME, SMALL_SPEC)
    broken = copy.deepcopy(SMALL_SPEC)
    del broken[0]["capabilities"][0]["description"]
    with pytest.raises(DataFileError, match=r"flat-1: spec:1: field 'capabilities\[0\]'"):
        registry.put("flat-1", SMALL_HOME, broken)
    with pytest.raises(DataFileError, match="flat-1: home"):
        registry.put("flat-1", {"rooms": "none"}, SMALL_SPEC)
    assert registry.get("flat-1") is first
    assert HomeRegistry(registry.data_dir, hashing_engine).get("flat-1").version == 1


def test_another_registry_on_the_same_directory_sees_uploads_and_deletions(
        registry: HomeRegistry) -> None:
    other = HomeRegistry(registry.data_dir, hashing_engine)
    registry.put("flat-1", SMALL_HOME, SMALL_SPEC)
    assert other.get("flat-1").version == 1
    bigger = copy.deepcopy(SMALL_HOME)
    bigger["items"].append({**bigger["items"][0], "deviceId": "lamp-2", "label": "落地灯"})
    registry.put("flat-1", bigger, SMALL_SPEC)
    assert other.get("flat-1").summary()["devices"] == 3
    other.delete("flat-1")
    with pytest.raises(UnknownHomeError):
        registry.get("flat-1")


def test_stored_homes_are_loaded_at_start_and_unreadable_files_skipped(
        registry: HomeRegistry) -> None:
    registry.put("flat-1", SMALL_HOME, SMALL_SPEC)
    (registry.data_dir / f"broken{STORED_SUFFIX}").write_text("{", encoding="utf-8")
    (registry.data_dir / f"old{STORED_SUFFIX}").write_text('{"format": 0}', encoding="utf-8")
    restarted = HomeRegistry(registry.data_dir, hashing_engine)
    assert restarted.load_stored() == 1
    assert len(restarted) == 1
    with pytest.raises(UnknownHomeError):
        restarted.get("broken")


def test_a_home_from_files_is_served_until_an_upload_replaces_it(
        registry: HomeRegistry) -> None:
    home_path, spec_path = example_home_paths()
    served = registry.serve_files("default", home_path, spec_path)
    assert registry.get("default") is served
    assert served.summary()["source"] == "files"
    assert registry.put("default", SMALL_HOME, SMALL_SPEC).version == 2
    assert registry.get("default").summary()["devices"] == 2


@pytest.mark.parametrize("home_id", ["../etc", "", ".hidden", "a/b", "x" * 65, "空间"])
def test_an_id_that_could_name_a_path_is_refused(registry: HomeRegistry, home_id: str) -> None:
    with pytest.raises(InputError, match="home id"):
        registry.put(home_id, SMALL_HOME, SMALL_SPEC)
    with pytest.raises(UnknownHomeError):
        registry.get(home_id)
    with pytest.raises(UnknownHomeError):
        registry.delete(home_id)


def test_deleting_an_unknown_home_says_so(registry: HomeRegistry) -> None:
    with pytest.raises(UnknownHomeError):
        registry.delete("nowhere")
