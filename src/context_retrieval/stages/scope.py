"""Scope pre-filter: which devices a command may touch, by room (seed 000 §1–7).

``exclude`` is always a hard filter. ``include`` is a hard filter that falls back to
"exclude only" when it would leave nothing. A device's room comes from its ``room`` field;
the room named inside its label is used only when the two conflict (or the device has no
room) or when the command names a room word the home does not have.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from context_retrieval.models import Device, QueryIR, StageTrace
from context_retrieval.text import compact

EVERYWHERE = "*"
# 000 §1: one-character room words ("厅", "房") match inside too many labels to be trusted.
MIN_ROOM_WORD_LENGTH = 2
# A home's labels and room vocabulary repeat across requests: each label is searched once.
LABEL_CACHE_SIZE = 65536


@dataclass(frozen=True, slots=True)
class NameRoom:
    """The room word found in a device label (000 §3)."""

    room: str | None
    """The single room word found, or None."""
    ambiguous: bool
    """True when two or more distinct room words were found (then ``room`` is None)."""


@dataclass(frozen=True, slots=True)
class ScopeOutcome:
    """Devices left after the scope filter, and what the filter observed."""

    devices: tuple[Device, ...]
    """Devices the command may touch, in home order."""
    room_matched: frozenset[str]
    """Ids of kept devices whose room (field or label) is in the include scope."""
    include_fallback: bool
    """True when include left nothing and the filter fell back to exclude-only."""
    room_name_used: int
    """Devices whose label room decided their fate (000 §7)."""
    room_name_ambiguous: int
    """Devices whose label named several rooms (000 §7)."""
    room_unknown_terms: tuple[str, ...]
    """Command room words that are not rooms of the home (000 §7)."""
    trace: StageTrace
    """Kept and dropped device ids."""


def room_vocabulary(devices: Iterable[Device], ir: QueryIR,
                    known_rooms: Iterable[str] = ()) -> tuple[str, ...]:
    """Return the room words to look for in labels, compacted, longest first (000 §1).

    Rooms of the devices and of the home, plus every room word of the command, dropping
    one-character words.
    """
    words = {compact(room) for room in known_rooms if room}
    words |= {compact(device.room) for device in devices if device.room}
    words |= {compact(term) for term in ir.scope_include | ir.scope_exclude if term != EVERYWHERE}
    return tuple(sorted((w for w in words if len(w) >= MIN_ROOM_WORD_LENGTH),
                        key=lambda word: (-len(word), word)))


@lru_cache(maxsize=LABEL_CACHE_SIZE)
def room_in_name(name: str, vocabulary: tuple[str, ...]) -> NameRoom:
    """Find the room word in a device label: longest first, non-overlapping (000 §3).

    Args:
        name: the device label.
        vocabulary: compacted room words, longest first (see :func:`room_vocabulary`).

    Returns:
        The one room word found; None with ``ambiguous`` when two or more distinct words are.
    """
    text = compact(name)
    taken = [False] * len(text)
    found: set[str] = set()
    for word in vocabulary:
        start = text.find(word)
        while start != -1:
            span = range(start, start + len(word))
            if not any(taken[i] for i in span):
                for i in span:
                    taken[i] = True
                found.add(word)
            start = text.find(word, start + 1)
    if len(found) == 1:
        return NameRoom(next(iter(found)), ambiguous=False)
    return NameRoom(None, ambiguous=len(found) > 1)


def rooms_match(term: str, room: str | None) -> bool:
    """True when the command's room ``term`` names ``room`` (compacted equality)."""
    return room is not None and compact(term) == compact(room)


def filter_by_scope(devices: Sequence[Device], ir: QueryIR,
                    known_rooms: Sequence[str]) -> ScopeOutcome:
    """Keep the devices the command's scope allows (000 §5–6).

    Args:
        devices: candidate devices.
        ir: the parsed command; its ``scope_include`` / ``scope_exclude`` hold room words
            (``*`` in include means everywhere).
        known_rooms: room names of the home.

    Returns:
        The kept devices with the 000 §7 counters and a trace. Never raises.
    """
    include = {compact(t) for t in ir.scope_include if t != EVERYWHERE and compact(t)}
    exclude = {compact(t) for t in ir.scope_exclude if compact(t)}
    known = {compact(room) for room in known_rooms}
    unknown_terms = tuple(sorted(t for t in include | exclude if t not in known))
    vocabulary = room_vocabulary(devices, ir, known_rooms)

    name_rooms: dict[str, NameRoom] = {}
    use_name: dict[str, bool] = {}
    for device in devices:
        found = room_in_name(device.name, vocabulary)
        name_rooms[device.id] = found
        conflict = device.room is None or (
            found.room is not None and found.room != compact(device.room))
        use_name[device.id] = conflict or bool(unknown_terms)

    def rooms_of(device: Device) -> set[str]:
        rooms = {compact(device.room)} if device.room else set()
        found = name_rooms[device.id].room
        if use_name[device.id] and found is not None:
            rooms.add(found)
        return rooms

    dropped: list[tuple[str, str]] = []
    after_exclude: list[Device] = []
    for device in devices:
        hit = rooms_of(device) & exclude or _name_excluded(device, exclude)
        if hit:
            dropped.append((device.id, f"excluded: {'/'.join(sorted(hit))}"))
        else:
            after_exclude.append(device)

    kept = after_exclude
    matched: set[str] = set()
    fallback = False
    if include:
        in_scope = [d for d in after_exclude if rooms_of(d) & include]
        matched = {d.id for d in in_scope}
        if in_scope:
            dropped.extend((d.id, "outside include scope")
                           for d in after_exclude if d.id not in matched)
            kept = in_scope
        else:
            fallback = True

    name_used = sum(
        1 for d in devices
        if use_name[d.id] and name_rooms[d.id].room is not None
        and name_rooms[d.id].room != (compact(d.room) if d.room else None)
        and name_rooms[d.id].room in include | exclude
    )
    note = "include matched nothing: fell back to exclude-only" if fallback else ""
    return ScopeOutcome(
        devices=tuple(kept),
        room_matched=frozenset(matched),
        include_fallback=fallback,
        room_name_used=name_used,
        room_name_ambiguous=sum(1 for found in name_rooms.values() if found.ambiguous),
        room_unknown_terms=unknown_terms,
        trace=StageTrace("filter_by_scope", kept=tuple(d.id for d in kept),
                         dropped=tuple(dropped), note=note),
    )


def _name_excluded(device: Device, exclude: set[str]) -> set[str]:
    """Exclusion words that name this device itself ("除了老伙计都关掉")."""
    name = compact(device.name)
    return {word for word in exclude if len(word) >= MIN_ROOM_WORD_LENGTH and word == name}
