"""The conversation state record: recent devices, a pending question, and its JSON form."""

from __future__ import annotations

import json

import pytest

from builders import device, home
from context_retrieval.conversation import (
    MAX_OPEN_QUESTIONS,
    MAX_RECENT,
    MAX_TURN_DEVICES,
    STATE_FORMAT_VERSION,
    ConversationState,
    PendingOption,
    pending_options_from,
    state_from_json,
    state_to_json,
)
from context_retrieval.errors import StateFormatError
from context_retrieval.models import ClarificationOption, ClarificationRequest

OPTIONS = (PendingOption("lamp-2", "主卧 · 吸顶灯", "主卧", "main-switch-on"),
           PendingOption("lamp-3", "次卧 · 台灯"))


def test_remember_puts_the_newest_devices_first_without_duplicates() -> None:
    state = ConversationState().remember(("a", "b"), now=1.0).remember(("c", "a"), now=2.0)
    assert state.recent_entity_ids == ("c", "a", "b")
    assert state.updated_at == 2.0


def test_remember_keeps_the_last_turn_whole_and_earlier_turns_up_to_max_recent() -> None:
    earlier = ConversationState().remember(tuple(f"e{i}" for i in range(9)), now=1.0)
    assert earlier.recent_entity_ids == tuple(f"e{i}" for i in range(9))
    state = earlier.remember(("d0", "d1"), now=2.0, request="关掉客厅的灯")
    assert state.recent_entity_ids == ("d0", "d1", "e0", "e1", "e2")[:MAX_RECENT]
    assert state.last_turn_ids == ("d0", "d1")
    assert state.last_request == "关掉客厅的灯"


def test_a_huge_turn_is_remembered_up_to_the_turn_limit() -> None:
    state = ConversationState().remember(tuple(f"d{i}" for i in range(500)), now=1.0)
    assert state.recent_entity_ids == tuple(f"d{i}" for i in range(MAX_TURN_DEVICES))
    assert state.turn_size == MAX_TURN_DEVICES


def test_asking_sets_the_pending_question_and_keeps_recent_devices() -> None:
    talking = ConversationState().remember(("lamp-1",), now=1.0)
    asking = talking.ask("您想打开哪一盏灯？", OPTIONS, now=2.0)
    assert asking.pending_question == "您想打开哪一盏灯？"
    assert asking.pending_options == OPTIONS
    assert asking.has_pending
    assert asking.recent_entity_ids == ("lamp-1",)
    assert asking.updated_at == 2.0
    assert not talking.has_pending


def test_clearing_the_pending_question_keeps_everything_else() -> None:
    asking = ConversationState().remember(("lamp-1",), now=1.0).ask("哪个？", OPTIONS, now=2.0)
    answered = asking.clear_pending()
    assert not answered.has_pending
    assert answered.pending_options == ()
    assert answered.recent_entity_ids == ("lamp-1",)
    assert answered.updated_at == 2.0


def test_an_open_question_without_options_is_still_pending() -> None:
    assert ConversationState().ask("您指的是哪个设备？", (), now=1.0).has_pending


@pytest.mark.parametrize(("state", "expired"), [
    (ConversationState(), False),
    (ConversationState().remember(("a",), now=0.0), True),
    (ConversationState().ask("哪个？", OPTIONS, now=0.0), True),
    (ConversationState().remember(("a",), now=200.0), False),
], ids=["empty-never-expires", "old-devices", "old-question", "recent-devices"])
def test_a_state_expires_when_it_holds_something_older_than_the_ttl(
        state: ConversationState, expired: bool) -> None:
    assert state.is_expired(now=301.0) is expired


def test_pending_options_take_their_rooms_from_the_home() -> None:
    the_home = home(device("lamp-2", "吸顶灯", "主卧"), device("lamp-3", "台灯", None))
    request = ClarificationRequest("哪一盏？", (
        ClarificationOption("lamp-2", "主卧 · 吸顶灯", "main-switch-on"),
        ClarificationOption("lamp-3", "台灯"),
        ClarificationOption("group-1", "全部灯"),
    ))
    assert pending_options_from(request, the_home) == (
        PendingOption("lamp-2", "主卧 · 吸顶灯", "主卧", "main-switch-on"),
        PendingOption("lamp-3", "台灯", None, None),
        PendingOption("group-1", "全部灯", None, None),
    )


@pytest.mark.parametrize("state", [
    ConversationState(),
    ConversationState(max_recent=3).remember(("lamp-🙂", "ac-1"), now=1234.5,
                                             request="打开它们"),
    ConversationState().ask("哪个？\n\"引号\"", OPTIONS, now=7.0),
    ConversationState().remember(("lamp",), now=1.0, request="开灯")
    .remember(("fan",), now=2.0, request="开风扇"),
], ids=["fresh", "recent-devices", "pending-question", "two-turns"])
def test_a_state_survives_json_unchanged(state: ConversationState) -> None:
    assert state_from_json(state_to_json(state)) == state
    assert state_from_json(state_to_json(state).encode("utf-8")) == state


def test_the_turn_before_the_last_is_remembered() -> None:
    state = ConversationState().remember(("lamp",), now=1.0, request="开灯") \
        .remember(("fan",), now=2.0, request="开风扇")
    assert (state.earlier_turn_ids, state.earlier_request) == (("lamp",), "开灯")
    assert (state.last_turn_ids, state.last_request) == (("fan",), "开风扇")


def test_the_json_keeps_chinese_readable() -> None:
    text = state_to_json(ConversationState().ask("哪一盏？", OPTIONS, now=1.0))
    assert "主卧 · 吸顶灯" in text
    assert json.loads(text)["version"] == STATE_FORMAT_VERSION


def test_a_state_with_a_non_finite_time_cannot_be_serialised() -> None:
    with pytest.raises(StateFormatError, match="finite"):
        state_to_json(ConversationState(updated_at=float("inf")))


VALID = json.loads(state_to_json(ConversationState().ask("哪个？", OPTIONS, now=1.0)))


@pytest.mark.parametrize(("change", "message"), [
    ({"version": 1}, "version"),
    ({"turn_size": 1}, "turn_size"),
    ({"turn_size": -1}, "turn_size"),
    ({"last_request": 5}, "last_request"),
    ({"earlier_request": 5}, "earlier_request"),
    ({"earlier_turn_ids": [1]}, "earlier_turn_ids"),
    ({"max_recent": 0}, "max_recent"),
    ({"max_recent": True}, "max_recent"),
    ({"recent_entity_ids": "abc"}, "recent_entity_ids"),
    ({"recent_entity_ids": [1]}, "recent_entity_ids"),
    ({"updated_at": "now"}, "updated_at"),
    ({"updated_at": False}, "updated_at"),
    ({"pending_question": 3}, "pending_question"),
    ({"pending_options": {}}, "pending_options"),
    ({"pending_options": ["x"]}, r"pending_options\[0\]"),
    ({"pending_options": [{"entity_id": "a", "label": "b", "room": None}]},
     r"pending_options\[0\]: field 'capability_id': missing"),
], ids=lambda value: str(value) if isinstance(value, dict) else "")
def test_a_stored_state_of_the_wrong_shape_is_refused_naming_the_field(
        change: dict[str, object], message: str) -> None:
    with pytest.raises(StateFormatError, match=message):
        state_from_json(json.dumps({**VALID, **change}))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "Infinity", b"\xff"],
                         ids=["empty", "truncated", "list", "null", "infinity", "not-utf8"])
def test_text_that_is_not_a_state_object_is_refused(text: str | bytes) -> None:
    with pytest.raises(StateFormatError):
        state_from_json(text)


def test_a_newer_question_sets_the_older_aside_where_its_id_still_finds_it() -> None:
    first = ConversationState().ask("哪一盏？", OPTIONS, now=1.0)
    second = first.ask("哪一台？", OPTIONS[:1], now=2.0)
    assert first.pending_id is not None
    assert second.pending_id not in (None, first.pending_id)
    assert [q.question_id for q in second.open_questions] == [first.pending_id]
    back = second.with_question(first.pending_id)
    assert back is not None
    assert back.pending_question == "哪一盏？"
    assert back.pending_options == OPTIONS
    assert [q.question_id for q in back.open_questions] == [second.pending_id]
    assert second.with_question("no-such-question") is None


def test_an_answered_question_is_gone_wherever_it_was() -> None:
    first = ConversationState().ask("哪一盏？", OPTIONS, now=1.0)
    second = first.ask("哪一台？", OPTIONS, now=2.0)
    assert not second.answered(second.pending_id).has_pending
    assert second.answered(second.pending_id).open_questions == second.open_questions
    assert second.answered(first.pending_id).open_questions == ()
    assert second.answered(first.pending_id).pending_id == second.pending_id


def test_open_questions_are_bounded_and_survive_the_json_round_trip() -> None:
    state = ConversationState()
    for number in range(MAX_OPEN_QUESTIONS + 3):
        state = state.ask(f"问题{number}", OPTIONS, now=float(number))
    assert len(state.open_questions) == MAX_OPEN_QUESTIONS
    assert state_from_json(state_to_json(state)) == state
