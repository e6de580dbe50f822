"""Scope pre-filter: which devices a command may touch, by room (seed 000 §1–7).

``exclude`` is always a hard filter, and so is ``include``: a room word that names nothing
of the home never widens a command to the whole house (DESIGN 9 overrides 000's
exclude-only fallback). A device's room comes from its ``room`` field; the room named
inside its label is used only when the two conflict (or the device has no room) or when
the command names a room word the home does not have.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType

from context_retrieval.glossary import english_gloss
from context_retrieval.lexicon import (
    NOTHING_SAID_IN_LABELS,
    OUTSIDE_WORDS,
    TOWER_FLOORS,
    RoomLexicon,
    SaidInLabels,
    is_the_stairs,
    names_a_floor,
    room_lexicon,
    rooms_named_by,
    split_floor,
    split_index,
    words_for_whose_room,
    words_of_the_same_kind,
)
from context_retrieval.models import Category, Device, Quantifier, QueryIR, StageTrace
from context_retrieval.stages.category import is_of_the_kind
from context_retrieval.text import compact, fuzzy_pinyin
from context_retrieval.vocabulary import TYPE_WORDS, holds_word, starts_inside_a_place

EVERYWHERE = "*"
# 000 §1: one-character room words ("厅", "房") match inside too many labels to be trusted.
MIN_ROOM_WORD_LENGTH = 2


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
    places: frozenset[str]
    """Home rooms the include scope names (floors aside), and its words that name none."""
    floor_said: bool
    """True when the include scope names a floor ("一楼", "二楼卧室")."""
    whole_floor: bool
    """True when the include scope names a floor by itself ("一楼"), not a room on it."""
    unresolved: bool
    """True when a scope word (include or exclude) names no room or device of the home:
    nothing is kept, and the caller asks where (fail closed, DESIGN 9)."""
    unplaced: tuple[str, ...]
    """The scope words that name no room or device of the home."""
    room_name_used: int
    """Devices whose label room decided their fate (000 §7)."""
    room_name_ambiguous: int
    """Devices whose label named several rooms (000 §7)."""
    room_unknown_terms: tuple[str, ...]
    """Command room words that are not rooms of the home (000 §7)."""
    trace: StageTrace
    """Kept and dropped device ids."""


def room_in_name(name: str, vocabulary: tuple[str, ...]) -> NameRoom:
    """Find the room word in a device label: longest first, non-overlapping (000 §3).

    Args:
        name: the device label.
        vocabulary: compacted room words, longest first.

    Returns:
        The one room word found; None with ``ambiguous`` when two or more distinct words are.
    """
    text = compact(name)
    return _one_room(text, [(word, start) for word in vocabulary
                            for start in _starts(text, word)])


def _starts(text: str, word: str) -> list[int]:
    """Every position where ``word`` starts in ``text``, overlapping ones included, but not
    on the last character of a place word (the 台灯 of "阳台灯"), nor where a word ending in
    a digit is only the start of a longer number ("dl1" is not in "dl10")."""
    starts = []
    start = text.find(word)
    while start != -1:
        end = start + len(word)
        if not starts_inside_a_place(text, start) \
                and not (word[-1].isdigit() and text[end:end + 1].isdigit()):
            starts.append(start)
        start = text.find(word, start + 1)
    return starts


def _words_inside(text: str, words: frozenset[str], longest: int) -> list[tuple[str, int]]:
    """Every (word, start) of ``words`` inside ``text``, found by looking up its substrings:
    a label is short, a home may have thousands of room words."""
    return [(text[start:end], start) for start in range(len(text))
            for end in range(start + MIN_ROOM_WORD_LENGTH, min(len(text), start + longest) + 1)
            if text[start:end] in words]


def _another_of_the_numbered(text: str, word: str, start: int, words: frozenset[str],
                             numbered: frozenset[str]) -> bool:
    """Whether ``word`` found at ``start`` in a label is the stem of a numbered room the home
    lacks ("次卧" of "次卧2灯" beside a room 次卧1): that label names another room."""
    end = start + len(word)
    number = re.match(r"\d+", text[end:])
    return word in numbered and number is not None and f"{word}{number.group(0)}" not in words


def _one_room(text: str, occurrences: list[tuple[str, int]]) -> NameRoom:
    """Take the occurrences longest word first (then by word and position), each unless it
    overlaps one taken; the one distinct word taken is the room."""
    taken = [False] * len(text)
    found: set[str] = set()
    for word, start in sorted(occurrences, key=lambda hit: (-len(hit[0]), hit[0], hit[1])):
        span = range(start, start + len(word))
        if not any(taken[i] for i in span):
            for i in span:
                taken[i] = True
            found.add(word)
    if len(found) == 1:
        return NameRoom(next(iter(found)), ambiguous=False)
    return NameRoom(None, ambiguous=len(found) > 1)


@dataclass(frozen=True, slots=True)
class _LabelPlace:
    """Where one device stands as far as its room field and its label say."""

    found: NameRoom
    """The room word in its label."""
    rooms: frozenset[str]
    """Its room, and the rooms its label names when the two conflict (or it has no room)."""
    decided_by_label: frozenset[str]
    """The rooms its label names, when the label decides and names a room it is not in."""
    floor: str | None
    """The floor its label says, for a device with no room or in a room on no one floor
    ("2F走廊灯", "3楼走廊灯" in the stairwell), or of the room it names for a device with
    no room ("空调-书房")."""


def _label_place(device: Device, lexicon: RoomLexicon,
                 unknown_terms: tuple[str, ...]) -> _LabelPlace:
    """Read where ``device`` stands: its room field, and the room word in its label when
    the two conflict, it has no room, or the command names rooms the home lacks."""
    found = _room_in_label(device.name, lexicon, unknown_terms)
    # "户外灯" on the terrace is a light made for outdoors, and stands where its room says.
    outdoor_kind = found.room in OUTSIDE_WORDS and device.room is not None
    named = frozenset() if outdoor_kind else _rooms_of_word(found.room, lexicon, unknown_terms)
    if not named and unknown_terms:
        named = frozenset(term for term in unknown_terms if _label_says_the_place(device, term))
    # "卫生间灯" standing in 客卫 names the kind of its own room, not another room.
    own_kind = found.room is not None and device.room is not None \
        and lexicon.is_of_kind(device.room, found.room)
    conflict = device.room is None or (bool(named) and device.room not in named
                                       and not own_kind)
    own = frozenset({device.room}) if device.room else frozenset()
    if own_kind:
        named = frozenset()
    use_name = conflict or bool(unknown_terms)
    floor = split_floor(compact(device.name))[0] \
        if device.room is None or lexicon.floor_of_room(device.room) is None else None
    if floor is None and device.room is None and found.room is not None:
        # "空调-书房" in no room: on the floor of the room its label names by its name
        # (not "阳台灯" beside a 露台: a balcony, of no room of the home).
        floors = {room.floor for room in lexicon.rooms if room.name in named
                  and found.room in (room.core, compact(room.name), *room.aliases)}
        floor = floors.pop() if len(floors) == 1 else None
    return _LabelPlace(
        found=found, rooms=own | named if use_name else own,
        decided_by_label=named if use_name and named - own else frozenset(),
        floor=floor)


def _label_says_the_place(device: Device, term: str) -> bool:
    """Whether the label of ``device`` says the place ``term`` the home has no room for: a
    device standing nowhere whose label says that place in any word for it ("三楼过道灯"
    for 走廊), or any device whose label says the floor said and the place ("2F走廊灯" for
    二楼走廊)."""
    label_floor, label = split_floor(compact(device.name))
    term_floor, core = split_floor(compact(term))
    if not core or not any(said in label for said in (core, *words_of_the_same_kind(core))):
        return False
    return device.room is None if term_floor is None else label_floor == term_floor


def _room_in_label(name: str, lexicon: RoomLexicon, unknown_terms: tuple[str, ...]) -> NameRoom:
    """room_in_name over the home's label words and the command's words that name no room,
    with the home's words found once per label."""
    text = compact(name)
    words = lexicon.memo("label_word_set", lambda: frozenset(lexicon.label_words()))
    longest = lexicon.memo("label_word_longest", lambda: max(map(len, words), default=0))
    numbered = lexicon.memo("label_numbered_stems", lambda: frozenset(
        split_index(word)[0] for word in words if split_index(word)[1] is not None))
    inside = lexicon.memo(("label_words_inside", text), lambda: [
        (word, start) for word, start in _words_inside(text, words, longest)
        if not _another_of_the_numbered(text, word, start, words, numbered)])
    extra = [(term, start) for term in unknown_terms
             if len(term) >= MIN_ROOM_WORD_LENGTH and term not in words
             for start in _starts(text, term)]
    return _one_room(text, inside + extra)


def filter_by_scope(devices: Sequence[Device], ir: QueryIR,
                    known_rooms: Sequence[str],
                    said_in_labels: SaidInLabels = NOTHING_SAID_IN_LABELS,
                    widen: bool = False) -> ScopeOutcome:
    """Keep the devices the command's scope allows (000 §5–6, DESIGN 8–9).

    Room words are resolved through the home's room lexicon (lexicon.py): "书房" names
    "2F 书房", "卧室" names 主卧/次卧/儿童房, "一楼" every room of that floor. A word that
    names no room of the home is looked for in labels (000 §6); when an include word names
    nothing at all, nothing is kept (fail closed: the caller asks) instead of widening.

    Args:
        devices: candidate devices.
        ir: the parsed command; its ``scope_include`` / ``scope_exclude`` hold room words
            (``*`` in include means everywhere).
        known_rooms: room names of the home.
        said_in_labels: what the home's labels say of its rooms (floors, numbers kept
            after a rename; see rooms_said_in_labels).
        widen: a room's core that is also a word for a kind of room names every room of
            that kind ("客厅" → 一楼客厅 and 三楼起居室); see RoomLexicon.resolve.

    Returns:
        The kept devices with the 000 §7 counters and a trace. Never raises.
    """
    lexicon = room_lexicon(tuple(known_rooms), said_in_labels)
    # "*" names everywhere, and so do "屋里" or "这层楼" in a home of one floor: the include
    # filter is off (000 §6).
    include_terms = set() if EVERYWHERE in ir.scope_include or any(
        lexicon.names_the_home(t) for t in ir.scope_include) else {
        t for t in ir.scope_include if compact(t)}
    exclude_terms = {t for t in ir.scope_exclude if compact(t)}
    # A floor is where a device is, which its room field says; a label naming another room
    # ("客厅落地灯" standing in 2F 起居室) does not move it to that room's floor, so a place
    # said with its floor ("一楼", "一楼客厅") is matched by the room field alone.
    floor_terms = {t for t in include_terms if names_a_floor(compact(t))}
    floor_rooms, floor_unknown = rooms_named_by(floor_terms, lexicon, widen)
    levels = _tower_floors_as_levels(devices, lexicon)
    floor_rooms, floor_unknown = _as_levels(floor_terms, floor_rooms, floor_unknown, levels,
                                            lexicon)
    # Every device of "客厅" is of the room so named, not of 爸家客厅 too: a bulk command
    # reaches no further than what was named (unless widened: that room has none of them).
    exactly = not widen and ir.quantifier in (Quantifier.ALL, Quantifier.EXCEPT)
    include_rooms, include_unknown = _with_owners(
        *rooms_named_by(include_terms - floor_terms, lexicon, widen, exactly), devices)
    include_unknown = tuple(sorted({*include_unknown, *floor_unknown}))
    exclude_rooms, exclude_unknown = _with_owners(
        *rooms_named_by(exclude_terms, lexicon), devices)
    exclude_rooms, exclude_unknown = _as_levels(
        {t for t in exclude_terms if names_a_floor(compact(t))}, exclude_rooms, exclude_unknown,
        levels, lexicon)
    exclude_rooms |= _left_out_where_included(exclude_terms, exclude_rooms,
                                              frozenset(include_rooms) | frozenset(floor_rooms),
                                              lexicon)
    unknown_terms = tuple(sorted(set(include_unknown) | set(exclude_unknown)))

    where = _place_index(devices, lexicon, unknown_terms)
    # "后罩房的冰柜关了" for a 冰柜 with no room: a place the home does not know may be where
    # a device named by its label stands when nothing says where it stands.
    said_name = compact(ir.name_hint or "")
    said_rooms = frozenset(include_unknown)
    placed_by_name = where.roomless_by_label.get(said_name, ()) if said_name else ()
    # So may a room the home knows, when nothing there is so named ("工作室的屏幕挂灯关掉"
    # for a 屏幕挂灯 with no room); a kind ("吸顶灯") is no such name.
    if placed_by_name and said_name not in TYPE_WORDS and not any(
            compact(devices[i].name) == said_name
            for room in include_rooms for i in where.by_room.get(room, ())):
        said_rooms |= frozenset(include_rooms)

    def rooms_of(position: int) -> frozenset[str]:
        rooms = where.places[position].rooms
        if not rooms and said_name and compact(devices[position].name) == said_name:
            return said_rooms
        return rooms

    # "外面多少度": a device made for outdoors ("户外温湿度" on the terrace) is outside too.
    outdoors = set(where.made_for_outdoors) \
        if any(compact(t) in OUTSIDE_WORDS for t in include_terms) else set()

    def standing_in(rooms: set[str]) -> set[int]:
        """The devices whose places meet ``rooms``."""
        found = {i for room in rooms for i in where.by_room.get(room, ())}
        return found | set(placed_by_name) if said_rooms & rooms else found

    include = set(include_rooms) | set(include_unknown)
    exclude = set(exclude_rooms) | set(exclude_unknown)
    # A device with no room whose label says its floor ("2F走廊灯") is on that floor.
    include_floors = _with_their_levels(
        {floor for t in floor_terms if (floor := _floor_key(t, lexicon)) is not None}, levels)
    exclude_floors = _with_their_levels(
        {floor for t in exclude_terms if names_a_floor(compact(t))
         and (floor := _floor_key(t, lexicon)) is not None}, levels)

    written: dict[str, bool] = {}

    def named_as_written(word: str) -> bool:
        """Whether an exclusion word names a device by its label as written (looked at once)."""
        if word not in written:
            written[word] = any(_name_excluded(device, {word}) for device in devices)
        return written[word]

    dropped: list[tuple[str, str]] = []
    excluded: set[int] = set()
    # "客厅的射灯" left out: the 射灯 standing in 客厅, not the room, nor 射灯 elsewhere.
    placed = {word: (rooms, name) for word in exclude_unknown
              for place, _, name in [word.partition("的")]
              if name and (rooms := lexicon.resolve(place))}
    placed_found: set[str] = set()
    if exclude or exclude_floors:
        excluded_words = set(exclude_unknown) - set(placed)
        # Only the devices an index puts in an excluded place, unless a word may name a
        # device itself; each is then checked as it always is.
        maybe = range(len(devices)) if excluded_words else sorted(
            standing_in(exclude | {room for rooms, _ in placed.values() for room in rooms})
            | {i for floor in exclude_floors
                                    for i in where.by_floor.get(floor, ())})
        floor_of = {position: floor for floor in exclude_floors
                    for position in where.by_floor.get(floor, ())}
        # A word that names nothing as written may name a label as it sounds.
        heard_words = {word for word in excluded_words
                       if not standing_in({word}) and not named_as_written(word)}
        for position in maybe:
            device, floor = devices[position], floor_of.get(position)
            hit = rooms_of(position) & exclude \
                or (_name_excluded(device, excluded_words) if excluded_words else set()) \
                or (_heard_excluded(device, heard_words) if heard_words else set()) \
                or {word for word, (rooms, name) in placed.items()
                    if device.room in rooms and _name_excluded(device, {name})} \
                or ({floor} if floor is not None and floor in exclude_floors else set())
            if hit:
                dropped.append((device.id, f"excluded: {'/'.join(sorted(hit))}"))
                excluded.add(position)
                placed_found.update(hit & set(placed))
    after_exclude = [d for i, d in enumerate(devices) if i not in excluded] if excluded \
        else list(devices)

    # "把地下室和二楼的灯都关了" in a home with no basement, "除了客房都关了" with no 客房:
    # a word naming nothing is not dropped from the request, which would widen it.
    unplaced = tuple(sorted(
        {t for t in include_unknown
         if not standing_in({t}) and not (outdoors and compact(t) in OUTSIDE_WORDS)}
        | {t for t in exclude_unknown if t not in placed_found
           and not standing_in({t}) and not named_as_written(t)
           and not any(_heard_excluded(d, {t}) for d in devices)}))
    kept = after_exclude
    matched: set[str] = set()
    if include or floor_rooms:
        inside = standing_in(include) | outdoors \
            | {i for room in floor_rooms for i in where.by_field_room.get(room, ())} \
            | {i for floor in include_floors for i in where.by_floor.get(floor, ())}
        in_scope = [devices[i] for i in sorted(inside - excluded)]
        matched = {d.id for d in in_scope}
        dropped.extend((d.id, "outside include scope")
                       for d in after_exclude if d.id not in matched)
        kept = in_scope
    unresolved = bool(unplaced) or (not kept and bool(include_unknown))
    if unresolved:
        dropped.extend((d.id, "a scope word names nothing in the home") for d in kept)
        kept, matched = [], set()

    said_places = include | exclude
    name_used = len({i for room in said_places for i in where.decided_by.get(room, ())})
    note = (f"{'/'.join(unplaced or include_unknown)} names no room or device of the home: "
            "nothing kept" if unresolved else "")
    return ScopeOutcome(
        # The list given, when nothing was left out: later stages know it again.
        devices=devices if kept is after_exclude and not excluded
        and isinstance(devices, tuple) else tuple(kept),
        room_matched=frozenset(matched),
        places=frozenset(include | floor_rooms),
        floor_said=bool(floor_terms),
        whole_floor=bool(include_floors),
        unresolved=unresolved,
        unplaced=unplaced or (include_unknown if unresolved else ()),
        room_name_used=name_used,
        room_name_ambiguous=where.ambiguous,
        room_unknown_terms=unknown_terms,
        trace=StageTrace("filter_by_scope", kept=tuple(d.id for d in kept),
                         dropped=tuple(dropped), note=note),
    )


@dataclass(frozen=True, slots=True)
class _PlaceIndex:
    """Where each device of a list stands, and the devices by place, so a request that
    names a place reads the devices there rather than every device."""

    devices: Sequence[Device]
    """The list indexed (held so that its id stands for it while the index is kept)."""
    places: tuple[_LabelPlace, ...]
    """Per device, in order: where it stands."""
    by_room: Mapping[str, tuple[int, ...]]
    """Room → the positions of the devices whose places hold it."""
    by_field_room: Mapping[str, tuple[int, ...]]
    """Room → the positions of the devices whose room field it is."""
    by_floor: Mapping[str, tuple[int, ...]]
    """Floor → the positions of the devices with no room whose labels say it, and of the
    devices of rooms that labels put there (see _floors_of_rooms_said_by_labels)."""
    roomless_by_label: Mapping[str, tuple[int, ...]]
    """Compact label → the positions of the devices so labelled that stand nowhere."""
    decided_by: Mapping[str, tuple[int, ...]]
    """Room → the positions of the devices a label puts there against their room field."""
    made_for_outdoors: tuple[int, ...]
    """The positions of the devices whose labels say they are for outdoors ("户外温湿度")."""
    ambiguous: int
    """How many labels name several rooms."""


def _place_index(devices: Sequence[Device], lexicon: RoomLexicon,
                 unknown_terms: tuple[str, ...]) -> _PlaceIndex:
    """The place index of ``devices`` with the words ``unknown_terms`` that name no room,
    built once per device list and words (the home's list is the same for every request)."""
    def build() -> _PlaceIndex:
        places = tuple(lexicon.memo(("label_place", device.name, device.room, unknown_terms),
                                    partial(_label_place, device, lexicon, unknown_terms))
                       for device in devices)
        by_room: dict[str, list[int]] = {}
        by_field_room: dict[str, list[int]] = {}
        by_floor: dict[str, list[int]] = {}
        roomless: dict[str, list[int]] = {}
        decided_by: dict[str, list[int]] = {}
        for position, (device, place) in enumerate(zip(devices, places, strict=True)):
            for room in place.rooms:
                by_room.setdefault(room, []).append(position)
            if not place.rooms:
                roomless.setdefault(compact(device.name), []).append(position)
            if device.room is not None:
                by_field_room.setdefault(device.room, []).append(position)
            if place.floor is not None:
                by_floor.setdefault(place.floor, []).append(position)
            for room in place.decided_by_label:
                decided_by.setdefault(room, []).append(position)
        for room, floor in _floors_of_rooms_said_by_labels(devices, lexicon).items():
            by_floor.setdefault(floor, []).extend(by_field_room.get(room, ()))
        return _PlaceIndex(
            devices, places, _frozen(by_room), _frozen(by_field_room), _frozen(by_floor),
            _frozen(roomless), _frozen(decided_by),
            tuple(position for position, place in enumerate(places)
                  if place.found.room in OUTSIDE_WORDS),
            sum(1 for place in places if place.found.ambiguous))
    return lexicon.memo(("place_index", id(devices), unknown_terms), build)


def _tower_floors_as_levels(devices: Sequence[Device], lexicon: RoomLexicon
                            ) -> Mapping[str, str]:
    """A flat of two levels in a tower: its building floors → its levels, when rooms name the
    two levels (上层/下层) and the rooms and labels say two building floors one above the
    other ("28F书房" beside "27F餐边灯": 28 is the upper level); empty otherwise."""
    def work() -> Mapping[str, str]:
        low = [key for key in lexicon.floors if key.isdigit() and int(key) < TOWER_FLOORS]
        said = {key for key in lexicon.floors if key.isdigit() and int(key) >= TOWER_FLOORS}
        for device in devices:
            floor = split_floor(compact(device.name))[0]
            if floor is not None and floor.isdigit() and int(floor) >= TOWER_FLOORS:
                said.add(floor)
        tower = sorted(said, key=int)
        if low != ["1", "2"] or len(tower) != 2 or int(tower[1]) - int(tower[0]) != 1:
            return {}
        return {tower[0]: "1", tower[1]: "2"}
    return lexicon.memo(("tower_levels", id(devices), len(devices)), work)


def _floor_key(term: str, lexicon: RoomLexicon) -> str | None:
    """The floor a word that is only a floor names in this home, or the building floor it
    says ("27楼"); None for a floor with a room ("二楼卫生间") or any other word."""
    floor, rest = split_floor(compact(term))
    return lexicon.floor_of(term) or (floor if not rest else None)


def _with_their_levels(floors: set[str], levels: Mapping[str, str]) -> set[str]:
    """``floors`` with the level each building floor is, and the building floor each level
    is (see _tower_floors_as_levels)."""
    same = {**levels, **{level: floor for floor, level in levels.items()}}
    return floors | {same[floor] for floor in floors if floor in same}


def _as_levels(terms: set[str], rooms: frozenset[str], unknown: tuple[str, ...],
               levels: Mapping[str, str], lexicon: RoomLexicon
               ) -> tuple[frozenset[str], tuple[str, ...]]:
    """Rooms named by floor words, with the rooms of the level or building floor each is
    too ("28楼" names the upper level's rooms; "楼上" 28F书房); a building floor word that
    names a level is no longer unknown ("27楼")."""
    if not levels:
        return rooms, unknown
    found, known = set(rooms), set()
    for term in terms:
        key = _floor_key(term, lexicon)
        if key is None or key not in {*levels, *levels.values()}:
            continue
        floors = _with_their_levels({key}, levels)
        found |= {room.name for room in lexicon.rooms if room.floor in floors}
        known.add(compact(term))
    return frozenset(found), tuple(word for word in unknown if word not in known)


def _floors_of_rooms_said_by_labels(devices: Sequence[Device], lexicon: RoomLexicon
                                    ) -> dict[str, str]:
    """Rooms whose names say no floor → the floor their devices' labels say, when those
    that say one all say the same floor of the home ("三楼小夜灯" and "3F书房空调" put 书房
    and 儿童房 on the third floor beside 3F主卧)."""
    floorless = {room.name for room in lexicon.rooms
                 if room.floor is None and not is_the_stairs(room.name)}
    said: dict[str, set[str]] = {}
    for device in devices:
        if device.room in floorless:
            floor, rest = split_floor(compact(device.name))
            if floor is not None and rest and device.room is not None:
                said.setdefault(device.room, set()).add(floor)
    return {room: only for room, floors in said.items() if len(floors) == 1
            and (only := next(iter(floors))) in lexicon.floors}


def _frozen(positions: Mapping[str, list[int]]) -> Mapping[str, tuple[int, ...]]:
    return MappingProxyType({key: tuple(found) for key, found in positions.items()})


# A word that ends like a room ("健身房", "宝宝屋", "老人房间").
_ENDS_LIKE_A_ROOM = re.compile(r"(?:房间|房|屋|室|间|厅|包厢|雅间)$")
_INSIDE = re.compile(r"(?<=[房屋间])(?:里面|里头|里)$")
# "阿嬤房間", "爷爷屋", "宝宝的房间": someone's room.
# A room said by whose it is: "阿杰房间", "小宇屋里", "老板的房间", "保姆间".
OWNED_ROOM = re.compile(r"^(?P<owner>.{2,6}?)的?(?:房间|房|屋子|屋里头|屋里|屋头|屋|间|卧室)$")


def _left_out_where_included(terms: set[str], excluded: frozenset[str],
                             included: frozenset[str], lexicon: RoomLexicon) -> frozenset[str]:
    """The included rooms of the kind an exclusion names, when the room it names by that
    name is not among them: "除了厨房，楼下灯全关" leaves out the kitchen downstairs (5楼厨房),
    not only the one called 厨房 upstairs."""
    found: set[str] = set()
    for term in terms:
        named = lexicon.resolve(term)
        if named and not named & included and not names_a_floor(compact(term)):
            found |= {room for room in included if lexicon.is_of_kind(room, compact(term))}
    return frozenset(found - excluded)


def _with_owners(rooms: frozenset[str], unknown: tuple[str, ...], devices: Sequence[Device]
                 ) -> tuple[frozenset[str], tuple[str, ...]]:
    """Rooms known by words the home's room names lack, each resolved by
    _room_said_by_labels when it names exactly one room; the other words stay unknown."""
    found: set[str] = set(rooms)
    left: list[str] = []
    for term in unknown:
        places = _room_said_by_labels(term, devices)
        if len(places) == 1:
            found |= places
        else:
            left.append(term)
    return frozenset(found), tuple(left)


# Devices fixed where they were installed: their labels say where they stand.
_BUILT_IN = frozenset({Category.AIR_CONDITIONER, Category.BATHROOM_HEATER, Category.BLIND,
                       Category.GARAGE_DOOR, Category.KITCHEN_HOOD, Category.THERMOSTAT,
                       Category.VENT, Category.WATER_HEATER, Category.WINDOW_OPENER})


def _room_said_by_labels(term: str, devices: Sequence[Device]) -> set[str]:
    """The rooms where the labels saying ``term`` stand, when several do ("健身房" for
    Room-3B, where 健身房风扇 and 健身房射灯 are; "孩子屋" where 宝宝屋温湿度计 and 宝宝夜灯
    are); for a room named after whose it is ("阿嬤房間"), the rooms where the labels
    naming that person stand ("阿嬤的電暖器"). Empty when ``term`` is a device's own name or
    no room word ("除了老伙计"), or a label holding it has no room."""
    term = _INSIDE.sub("", term)  # "阿杰房里": in 阿杰's room
    whose = words_for_whose_room(term)
    if term.isdigit():
        # "102" for 2号房 holding 102-窗帘 and 102小夜灯: a room number only labels say.
        holding = [d for d in devices if re.search(rf"(?<!\d){term}(?!\d)", compact(d.name))]
    else:
        holding = [d for d in devices if term in compact(d.name)
                   or any(compact(d.name).startswith(word) for word in whose)]
    if not (_ENDS_LIKE_A_ROOM.search(term) or term.isdigit()) \
            or any(compact(d.name) == term for d in holding):
        return set()
    if len(holding) >= 2 or (len(holding) == 1 and holding[0].category in _BUILT_IN):
        places = {d.room for d in holding}
        return set() if None in places else {place for place in places if place}
    # One lamp called 书房台灯 may have been carried out of the study: one label alone does
    # not say the room, unless the device is built in ("老人房空调" stays in the elder's
    # room); the person's devices may.
    owned = OWNED_ROOM.match(term)
    owner = owned.group("owner") if owned else ""
    return {d.room for d in devices if d.room and owner and owner in compact(d.name)}


def _rooms_of_word(word: str | None, lexicon: RoomLexicon,
                   unknown_terms: tuple[str, ...]) -> frozenset[str]:
    """The rooms a room word found in a label stands for (itself when it names none)."""
    if word is None:
        return frozenset()
    if word in unknown_terms:
        return frozenset({word})
    return lexicon.resolve(word) or frozenset()


def _name_excluded(device: Device, exclude: set[str]) -> set[str]:
    """Exclusion words that name this device itself ("除了老伙计都关掉"), the numbered
    series it belongs to ("除了射灯" for 射灯1..N), its member by the end of its label
    ("除了串灯3" for 天台串灯3), what it is for ("除了冰柜" for 冰柜插座 or Freezer Plug), or
    what it is ("除了夜灯" for 卫生间夜灯, "除了空调" for every air conditioner), or a word of
    its label ("除了电脑" for 前台电脑插座, not the 台灯 of 阳台灯); a series said as its label
    sounds ("展柜灯留着" for 展贵灯5, typed by ear)."""
    name = compact(device.name)
    stem = split_index(name)[0]
    gloss = english_gloss(device.name) or name
    return {word for word in exclude if (len(word) >= MIN_ROOM_WORD_LENGTH
            and (word in (name, stem, gloss)
                 or (stem != name and len(word) > 2 and fuzzy_pinyin(word) == fuzzy_pinyin(stem))
                 or (split_index(word)[1] is not None and name.endswith(word))
                 or (split_index(word)[1] is None and not word.isascii()
                     and (gloss.startswith(word) or holds_word(name, word)))))
            or is_of_the_kind(device, word)}


def _heard_excluded(device: Device, exclude: set[str]) -> set[str]:
    """Exclusion words said as the label of this device sounds ("鞋柜灯留住" for 鞋柜等, typed
    by ear): for the words that name no device as written."""
    said = fuzzy_pinyin(compact(device.name))
    return {word for word in exclude
            if len(word) > 2 and not word.isascii() and fuzzy_pinyin(word) == said}
