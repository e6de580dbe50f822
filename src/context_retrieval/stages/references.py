"""Reference resolution: "它", "那个" and bare commands ("关掉") act on the last-mentioned devices.

001 §2 and 004 "解析指代". A command refers back when it says so (``references``), or when
it names nothing at all — no name, no type, no room — and the conversation remembers
devices. With nothing to resolve against, normal retrieval goes on and the result says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from context_retrieval.conversation import ConversationState
from context_retrieval.models import Device, Home, QueryIR, StageTrace
from context_retrieval.parsing.words import ANOTHER_ONE, LAST_MENTIONED

REASON_REFERENCE = "reference"


@dataclass(frozen=True, slots=True)
class ReferenceOutcome:
    """The devices a command refers to, if it refers back."""

    devices: tuple[Device, ...]
    """The referred devices, most recent first; all input devices when not resolved."""
    resolved: bool
    """True when the devices were narrowed to the last-mentioned ones."""
    wanted: bool
    """True when the command referred back (explicitly or implicitly)."""
    several: bool
    """True when they are the several devices one earlier turn acted on together
    ("再打开" after "影音室的灯都关了"): the command is for all of them."""
    trace: StageTrace
    """What was resolved."""


def refers_back(ir: QueryIR) -> bool:
    """True when ``ir`` says "it"/"that" or names no target at all."""
    if LAST_MENTIONED in ir.references:
        return True
    names_nothing = not (ir.name_hint or ir.entity_mentions or ir.type_hint
                         or ir.scope_include or ir.scope_exclude)
    return names_nothing and not ir.needs_fallback


def resolve_references(devices: Sequence[Device], ir: QueryIR,
                       state: ConversationState | None) -> ReferenceOutcome:
    """Narrow ``devices`` to the last-mentioned ones when ``ir`` refers back.

    Returns every device unchanged when the command does not refer back, or when the state
    is missing, empty, or remembers none of ``devices`` (``resolved`` is then False).
    """
    wanted = refers_back(ir)
    everything = tuple(devices)
    if not wanted:
        return ReferenceOutcome(everything, False, False, False,
                                StageTrace("resolve_references"))
    by_id = {device.id: device for device in devices}
    turn = tuple(by_id[i] for i in (state.last_turn_ids if state else ()) if i in by_id)
    if len(turn) > 1:
        return ReferenceOutcome(turn, True, True, True, StageTrace(
            "resolve_references", kept=tuple(d.id for d in turn),
            note="the devices the last turn acted on together"))
    recent = state.recent_entity_ids if state else ()
    referred = tuple(by_id[i] for i in recent if i in by_id)
    if not referred:
        return ReferenceOutcome(everything, False, True, False, StageTrace(
            "resolve_references", kept=tuple(d.id for d in everything),
            note="refers back, but nothing was mentioned before: normal retrieval"))
    return ReferenceOutcome(referred, True, True, False, StageTrace(
        "resolve_references", kept=tuple(d.id for d in referred),
        note="last-mentioned devices"))


def refers_to_nothing(ir: QueryIR, resolved: bool) -> bool:
    """True when ``ir`` says "它/那个" and names nothing else, but nothing was resolved, or
    says "另一个" and names nothing else (another one than that, which no turn tells)."""
    names_something = bool(ir.name_hint or ir.entity_mentions or ir.type_hint
                           or ir.scope_include or ir.scope_exclude)
    pointed = (LAST_MENTIONED in ir.references and not resolved) or ANOTHER_ONE in ir.references
    return pointed and not names_something


def rooms_in_context(ir: QueryIR, state: ConversationState | None,
                     home: Home) -> frozenset[str]:
    """The rooms of the devices the conversation was just about, when ``ir`` names a kind of
    device but no place ("书房灯打开" then "冷气也打开", "那个空调也关了"), nor a name unless
    said as the same again ("家庭房的大灯关了" then "床头灯也关了"); else empty."""
    if state is None or not state.recent_entity_ids or not ir.type_hint \
            or ir.scope_include or (ir.name_hint and not _THE_SAME_AGAIN.search(ir.raw)):
        return frozenset()
    return frozenset(device.room for device_id in state.recent_entity_ids
                     if (device := home.device(device_id)) is not None and device.room)


# "B房的也关了", "二楼的也一样": the same again, somewhere else; in Cantonese "饭厅都关埋"
# (埋 after what is done: as well).
_THE_SAME_AGAIN = re.compile(r"也|一样|同样|照样|都|(?<=[关开熄着锁關開鎖])埋")


def kind_in_context(ir: QueryIR, state: ConversationState | None, home: Home,
                    kind_said: Callable[[], str | None] = lambda: None) -> str | None:
    """The kind of device the conversation was just about, when ``ir`` says the same again
    in another place and names no device or kind ("B房的也关了" after "A房的灯关了"); else
    None. Without it the command would reach everything there.

    ``kind_said`` gives the kind the last request named, if it named one; otherwise the
    category the devices it acted on share."""
    if state is None or not state.recent_entity_ids or not ir.scope_include \
            or ir.type_hint or ir.name_hint or not _THE_SAME_AGAIN.search(ir.raw):
        return None
    said = kind_said()
    if said is not None:
        return said
    kinds = {device.category.value for device_id in state.last_turn_ids or
             state.recent_entity_ids if (device := home.device(device_id)) is not None}
    return next(iter(kinds)) if len(kinds) == 1 else None
