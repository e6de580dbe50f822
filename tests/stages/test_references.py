"""Reference resolution: 004 "解析指代" and implicit references (001 §1.3)."""

from __future__ import annotations

from builders import device, home
from context_retrieval.conversation import ConversationState
from context_retrieval.models import Category, QueryIR
from context_retrieval.stages.references import (
    kind_in_context,
    refers_back,
    resolve_references,
    rooms_in_context,
)

LAMP = device("lamp", "台灯", "书房")
FAN = device("fan", "风扇", "书房")
STATE = ConversationState().remember(("fan",), now=0.0)


def test_it_resolves_to_the_last_mentioned_device() -> None:
    ir = QueryIR(raw="把它关掉", action="关闭", references=("last-mentioned",))
    outcome = resolve_references([LAMP, FAN], ir, STATE)
    assert [d.id for d in outcome.devices] == ["fan"]
    assert outcome.resolved


def test_a_bare_command_refers_back_implicitly() -> None:
    assert refers_back(QueryIR(raw="关掉", action="关闭"))
    assert not refers_back(QueryIR(raw="关掉台灯", action="关闭", name_hint="台灯"))


def test_nothing_to_resolve_falls_back_to_normal_retrieval() -> None:
    ir = QueryIR(raw="关掉", action="关闭")
    outcome = resolve_references([LAMP, FAN], ir, ConversationState())
    assert [d.id for d in outcome.devices] == ["lamp", "fan"]
    assert outcome.wanted
    assert not outcome.resolved


def test_state_remembers_most_recent_first_and_at_most_five() -> None:
    state = ConversationState()
    for i in range(7):
        state = state.remember((f"d{i}",), now=float(i))
    assert state.recent_entity_ids == ("d6", "d5", "d4", "d3", "d2")
    assert state.is_expired(now=1000.0)
    assert not state.is_expired(now=10.0)


def test_the_same_again_somewhere_else_is_the_same_kind() -> None:
    lamp = device("lamp", "A房主灯", "A房")
    house = home(lamp, device("ac", "B房空调", "B房", Category.AIR_CONDITIONER))
    state = ConversationState(recent_entity_ids=("lamp",))
    again = QueryIR(raw="B房的也关了", action="关闭", scope_include=frozenset({"B房"}))
    assert kind_in_context(again, state, house) == "Light"
    assert kind_in_context(again, ConversationState(), house) is None
    new = QueryIR(raw="B房的关了", action="关闭", scope_include=frozenset({"B房"}))
    assert kind_in_context(new, state, house) is None
    # Cantonese: "B房都熄埋" (埋: as well).
    as_well = QueryIR(raw="B房都熄埋", action="关闭", scope_include=frozenset({"B房"}))
    assert kind_in_context(as_well, state, house) == "Light"


def test_that_kind_too_is_looked_for_where_the_conversation_was() -> None:
    # "关掉小孩房的台灯" then "那个空调也关了": the air conditioner of that room.
    ac = device("ac", "空调", "书房", Category.AIR_CONDITIONER)
    ir = QueryIR(raw="那个空调也关了", action="关闭", type_hint="AirConditioner",
                 references=("last-mentioned",))
    state = ConversationState().remember(("lamp",), now=0.0)
    assert rooms_in_context(ir, state, home(LAMP, ac)) == {"书房"}


def test_a_name_said_as_the_same_again_is_looked_for_where_the_conversation_was() -> None:
    # "书房台灯关了" then "床头灯也关了": the bedside lamp of that room, of the many.
    state = ConversationState().remember(("lamp",), now=0.0)
    again = QueryIR(raw="床头灯也关了", action="关闭", type_hint="Light", name_hint="床头灯")
    assert rooms_in_context(again, state, home(LAMP)) == {"书房"}
    plain = QueryIR(raw="床头灯关了", action="关闭", type_hint="Light", name_hint="床头灯")
    assert rooms_in_context(plain, state, home(LAMP)) == frozenset()
    # In traditional characters too: "開埋射燈" after 客廳's lamp.
    written = QueryIR(raw="開埋射燈", action="打开", type_hint="Light", name_hint="射灯")
    assert rooms_in_context(written, state, home(LAMP)) == {"书房"}
