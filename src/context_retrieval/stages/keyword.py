"""Keyword recall: how well each device's name, room and type fit the command (seed 004).

Names are compared on normalised text: exact, containment, character pairs (word order and
extra words), then pinyin with the sounds speech recognisers confuse (``name_fuzzy``,
scored below exact matches). Reasons: ``name_hit``, ``name_partial``, ``name_fuzzy``,
``room_hit``, ``type_hit`` / ``type_by_label``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from types import MappingProxyType

from context_retrieval.glossary import brand_gloss, english_gloss
from context_retrieval.lexicon import split_index, split_letter
from context_retrieval.models import Category, Device, Quantifier, QueryIR, StageTrace
from context_retrieval.stages.category import REASON_TYPE_BY_LABEL, REASON_TYPE_HIT
from context_retrieval.text import (
    char_ngrams,
    compact,
    fuzzy_pinyin,
    integer_of,
    normalize,
    pinyin_syllables,
)
from context_retrieval.vocabulary import (
    GENERIC_TYPE_WORDS,
    KINDS_CALLED,
    SAME_WORDS,
    SPEAKER_WORDS,
    TYPE_WORDS,
    holds_word,
    is_an_exhaust_fan,
    label_kind_words,
)

REASON_NAME_HIT = "name_hit"
REASON_NAME_PARTIAL = "name_partial"
REASON_NAME_FUZZY = "name_fuzzy"
REASON_ROOM_HIT = "room_hit"

EXACT_NAME_SCORE = 1.0
# A name said in part ("主灯" for "客厅主灯") is nearly as good as the whole name; the share
# of the label that was said breaks ties only slightly, so two labels that both contain
# the said words stay close enough to ask back (001 §3.3).
CONTAINED_NAME_BASE = 0.8
CONTAINED_NAME_SPREAD = 0.1
# Pinyin matches stand for misheard names: below any spelling match of the same length.
FUZZY_NAME_FACTOR = 0.85
# Character-pair overlap below this is coincidence ("吸顶灯" vs "台灯" share only "灯").
MIN_PAIR_OVERLAP = 0.5
PAIR_OVERLAP_FACTOR = 0.75
# Names longer than this are only compared by spelling: pairs and sounds of a long run of
# words cost time and find coincidences, not names.
MAX_FUZZY_CHARS = 32
# Type evidence counts, but less than any name evidence.
TYPE_SCORE = 0.2
# A device of the very category asked for ("打开风扇": a Fan) fits better than one admitted
# only because its label says another word of the kind (a relay labelled 排气扇): by more
# than the gating tie threshold (0.05). A label saying the very word said fits fully.
TYPE_BY_LABEL_SCORE = 0.1
TYPE_SCORES = MappingProxyType({REASON_TYPE_HIT: TYPE_SCORE,
                                REASON_TYPE_BY_LABEL: TYPE_BY_LABEL_SCORE})
# The room the conversation was just about counts for a command that names a kind but no
# place: more than the gating tie threshold (0.05), less than any name evidence.
CONTEXT_ROOM_SCORE = 0.1
REASON_CONTEXT_ROOM = "context_room"
# A device the user referred to ("它") is as good as named; older mentions count a little less.
REFERENCE_SCORE = 1.0
REFERENCE_DECAY = 0.1
REASON_REFERENCE = "reference"
# A device that does what the device named cannot ("电视声音" → the soundbar beside it) is as
# good as named.
REASON_STANDS_IN = "stands_in"
# A device made for what is asked when nothing is named ("A房好潮" → 打开除湿: the 除湿机
# there, before the air conditioner's dry mode): as much as a kind said.
MADE_FOR_SCORE = TYPE_SCORE
REASON_MADE_FOR = "made_for"
# What a kind of machine is made for, by its word ("除湿" of 除湿机, "加湿" of 加湿器).
_USES_OF_KINDS = frozenset(word[:-1] for word in TYPE_WORDS
                           if len(word) >= 3 and word[-1] in "机器")
# Latin words of two letters or more ("hue", "tv"); single letters are model suffixes.
LATIN_WORD = re.compile(r"[a-z][a-z0-9.]+")


@dataclass(frozen=True, slots=True)
class NameMatch:
    """How a said name fits a device label."""

    score: float
    """0 (no relation) … 1 (identical)."""
    reason: str | None
    """name_hit, name_partial or name_fuzzy; None when score is 0."""


@dataclass(frozen=True, slots=True)
class KeywordEvidence:
    """Keyword evidence for one device."""

    score: float
    """Name score plus type evidence."""
    name_score: float
    """The name part of ``score``."""
    room_hit: bool
    """True when the device is in a room the command names."""
    reasons: tuple[str, ...]
    """Why, in a fixed order: name, room, type."""


def _dice(left: Sequence[str], right: Sequence[str]) -> float:
    if not left or not right:
        return 0.0
    remaining = list(right)
    common = 0
    for item in left:
        if item in remaining:
            remaining.remove(item)
            common += 1
    return 2 * common / (len(left) + len(right))


def _containment(said: Sequence[str] | str, label: Sequence[str] | str) -> float:
    """Score for ``said`` inside ``label`` or the other way round, 0 when neither."""
    if not said or not label:
        return 0.0
    if isinstance(said, str) and isinstance(label, str):
        inside = holds_word(label, said) or holds_word(said, label)
    else:
        inside = is_run(tuple(said), tuple(label)) or is_run(tuple(label), tuple(said))
    if not inside:
        return 0.0
    share = min(len(said), len(label)) / max(len(said), len(label))
    return CONTAINED_NAME_BASE + CONTAINED_NAME_SPREAD * share


def is_run(needle: tuple[str, ...], haystack: tuple[str, ...]) -> bool:
    """Whether ``needle`` stands in ``haystack`` as a run of its items, in order."""
    size = len(needle)
    return any(haystack[i:i + size] == needle for i in range(len(haystack) - size + 1))


@lru_cache(maxsize=65536)
def match_name(said: str, label: str) -> NameMatch:
    """Score how well the words ``said`` name the device ``label``.

    Exact (after normalisation) → 1; containment either way → 0.8–0.9; character-pair
    overlap ≥ 0.5 → ``name_partial``; the same tests on confusion-merged pinyin →
    ``name_fuzzy`` at 0.85 of the spelling score. An English label is also matched as said
    in Chinese ("落地灯" names "Floor Lamp" as fully as it names "书房落地灯"), with its brand
    said in Chinese too ("戴森" names "Dyson").
    """
    best = _match_label(said, label)
    for gloss in (english_gloss(label), brand_gloss(label)):
        if best.score >= EXACT_NAME_SCORE:
            break
        if gloss is not None:
            glossed = _match_label(said, gloss)
            best = glossed if glossed.score > best.score else best
    return best


_PLACE_CHARACTERS = frozenset("屋房室间厅院楼层廊区卫卧")


# The speaker's ("我的恐龙灯"): whose it is says nothing of which label it is.
_MINE = re.compile(rf"^(?:{'|'.join(SPEAKER_WORDS)})的(?=..)")


# A fan said plainly (as same_words says it): never an exhaust fan.
_PLAIN_FANS = frozenset({"风扇", "电扇"})


def _match_label(said: str, label: str) -> NameMatch:
    said_text, label_text = same_words(_MINE.sub("", compact(said))), same_words(compact(label))
    if not said_text or not label_text:
        return NameMatch(0.0, None)
    stem, index = split_index(label_text)
    if _names_exactly(said_text, label_text):
        return NameMatch(EXACT_NAME_SCORE, REASON_NAME_HIT)
    said_index = split_index(said_text)[1]
    if said_index is not None and index is not None and said_index != index:
        return NameMatch(0.0, None)  # "筒灯3" names no 筒灯5, however alike they are
    (said_stem, said_letter), (label_stem, label_letter) = \
        split_letter(said_text), split_letter(label_text)
    if said_letter and label_letter and said_stem == label_stem and said_letter != label_letter:
        return NameMatch(0.0, None)  # "氛围灯 L" names no 氛围灯 R
    member = _MEMBER_SAID.fullmatch(said_text)
    if member is not None and index is not None:
        # "院子三号灯", "院子第三个灯": the third of the series of that kind (庭院灯3).
        number = integer_of(member.group("ordinal") or member.group("numbered"))
        kind = member.group("kind")
        if number == index and (not kind or stem.endswith(kind)):
            return NameMatch(CONTAINED_NAME_BASE + CONTAINED_NAME_SPREAD, REASON_NAME_HIT)
        return NameMatch(0.0, None)
    latin = _latin_words_match(said, label)
    if latin:
        return NameMatch(latin, REASON_NAME_HIT)
    if _PINYIN_LABEL.fullmatch(label_text) and _spelled(said_text) == label_text:
        # A label typed in pinyin ("shalian", "keting deng") is the words it spells.
        return NameMatch(EXACT_NAME_SCORE, REASON_NAME_HIT)
    if len(said_text) == 1 and said_text in _PLACE_CHARACTERS:
        # A place said in one character ("房" of "闩埋房盏灯": the bedroom) is no part of
        # a label that holds it ("厨房灯"); other characters may be what is left of a name
        # misheard ("落" of "打开落地等").
        return NameMatch(0.0, None)
    if re.sub(r"\d+$", "", label_text) in GENERIC_TYPE_WORDS:
        # A label that is only a kind ("灯", "灯2", "插座") is named by saying it, not by any
        # name that contains it ("射灯2" is no "灯2").
        return NameMatch(0.0, None)
    if said_text in _PLAIN_FANS and is_an_exhaust_fan(label_text):
        # "电风扇关掉": a fan that cools, not the 排烟风扇 that only holds the word
        return NameMatch(0.0, None)
    contained = _containment(said_text, label_text)
    if contained:
        return NameMatch(contained, REASON_NAME_HIT)
    if _a_kind_called(said_text, label_text):
        # "取暖器关掉" for a 小太阳: the kind of heater there is, said generally.
        return NameMatch(CONTAINED_NAME_BASE, REASON_NAME_HIT)
    plugged = thing_on_a_plug(said_text)
    if plugged is not None and not _ON_A_PLUG.search(label_text):
        # "冰柜插座" for the plug labelled "冰柜（勿断电）": the plug named by what is on it.
        return _match_label(plugged, label_text)
    if len(said_text) > MAX_FUZZY_CHARS:
        return NameMatch(0.0, None)  # a run this long is no misheard name
    overlap = _dice(char_ngrams(said_text, (2,)), char_ngrams(label_text, (2,)))
    best = NameMatch(PAIR_OVERLAP_FACTOR * overlap, REASON_NAME_PARTIAL) \
        if overlap >= MIN_PAIR_OVERLAP else NameMatch(0.0, None)
    if len(said_text) >= 3 and len(said_text) + 1 <= len(label_text) <= len(said_text) + 2 \
            and label_text.startswith(said_text[:-1]) and label_text.endswith(said_text[-1]):
        # "燃气阀" for 燃气总阀, "艾莎灯" for 艾莎公主灯: the name said without the word
        # between its head and its kind.
        return NameMatch(CONTAINED_NAME_BASE, REASON_NAME_PARTIAL)
    if said_text in label_text or label_text in said_text:
        # Written inside the label but not as a word of it ("台灯" in 阳台灯, 台灯 in "阳台灯"):
        # neither its characters nor its sound make it one.
        return NameMatch(0.0, None)
    # Sounds are compared as written too: "电饭煲" said for a label typed "电饭宝" sounds
    # alike before 电饭煲 is said the one way.
    sound = _sound_alike(said_text, label_text)
    written = (compact(said), compact(label))
    if written != (said_text, label_text):
        sound = max(sound, _sound_alike(*written))
    if sound < CONTAINED_NAME_BASE and said_text in TYPE_WORDS:
        # A kind said as such ("除湿机") is that kind: a label only sharing some of its
        # syllables (故事机) is another device; one holding all of them is that kind misspelt
        # ("排汽扇2", "出湿机插座").
        return best
    fuzzy = FUZZY_NAME_FACTOR * sound
    if fuzzy > best.score:
        return NameMatch(fuzzy, REASON_NAME_FUZZY)
    return best


# A plug said by what is on it ("冰柜插座", "鱼缸的插头").
_ON_A_PLUG = re.compile(r"(?P<thing>.{2,}?)(?:的|个)?(?:插座|插头|排插|插排)$")


def thing_on_a_plug(said: str) -> str | None:
    """What the plug said is named by ("鱼缸" of "鱼缸的插头"), or None when ``said`` names
    no plug by what is on it. Never raises."""
    plugged = _ON_A_PLUG.fullmatch(compact(said))
    return plugged.group("thing") if plugged is not None else None


def _sound_alike(said: str, label: str) -> float:
    said_sound, label_sound = fuzzy_pinyin(said), fuzzy_pinyin(label)
    if said_sound == label_sound:
        return EXACT_NAME_SCORE
    sound = _containment(said_sound, label_sound)
    if sound:
        return sound
    sound_overlap = _dice(_pairs(said_sound), _pairs(label_sound))
    return PAIR_OVERLAP_FACTOR * sound_overlap if sound_overlap >= MIN_PAIR_OVERLAP else 0.0


def _names_exactly(said: str, label: str) -> bool:
    """Whether ``said`` is the whole name of ``label``: the label itself, its stem when it is
    a member of a series, or the specific kind word at its head. "筒灯" is the name of every
    member of 筒灯1..N as much as of a lone 筒灯, and "灯带" names 电视墙灯带 as well as 灯带1:
    each is a 灯带."""
    stem, index = split_index(label)
    return said == label or (index is not None and stem == said) \
        or (index is not None and split_index(said) == (stem, index)) \
        or said in _kind_words(label)


# A member of a series said by its number and, maybe, its kind: "第三个", "3号灯", "第二盏灯".
_MEMBER_SAID = re.compile(r"(?:第(?P<ordinal>\d{1,3}|[一二两三四五六七八九十]{1,3})[个盏台只号]?"
                          r"|(?P<numbered>\d{1,3}|[一二两三四五六七八九十]{1,3})号)"
                          r"(?P<kind>[\u4e00-\u9fff]{0,3})")


def _latin_words_match(said: str, label: str) -> float:
    """Score a said name whose Latin words are all words of an English label.

    "hue灯" names "Hue color lamp 1": compacting would glue the label's words together
    ("huecolorlamp1"), so Latin words are compared as words, ignoring case. The Chinese
    rest of what was said is usually the kind of device ("灯"), which the label says in
    English. Scored as a name said in part.
    """
    said_words = set(LATIN_WORD.findall(normalize(said)))
    if not said_words:
        return 0.0
    label_words = LATIN_WORD.findall(normalize(label))
    if not said_words <= set(label_words):
        return 0.0
    share = sum(len(w) for w in said_words) / sum(len(w) for w in label_words)
    return CONTAINED_NAME_BASE + CONTAINED_NAME_SPREAD * min(share, 1.0)


def _kind_words(label: str) -> set[str]:
    """The specific kind words at the head of a label ("电视墙灯带" → {灯带}); bare generic
    words ("灯") name too many devices to count."""
    return {word for word, _ in label_kind_words(label) if word not in GENERIC_TYPE_WORDS}


_SAME = re.compile("|".join(sorted((v for _, variants in SAME_WORDS for v in variants),
                                   key=len, reverse=True)))
_CANONICAL = {v: canonical for canonical, variants in SAME_WORDS for v in variants}


@lru_cache(maxsize=65536)
def same_words(text: str) -> str:
    """``text`` with every word for a kind said the one way ("换气扇" → "排气扇")."""
    return _SAME.sub(lambda match: _CANONICAL[match.group(0)], text)


def _pairs(syllables: Sequence[str]) -> tuple[str, ...]:
    return tuple(a + b for a, b in pairwise(syllables))


@lru_cache(maxsize=65536)
def _label_pairs(label: str) -> frozenset[str] | None:
    """What a name must share with ``label`` to fit it at all (see :func:`match_name`): a
    pair of characters or of confused pinyin syllables, or a Latin word, of the label or
    of its English and brand glosses. None for a label too short to tell by pairs."""
    pairs: set[str] = set()
    for text in (label, english_gloss(label), brand_gloss(label)):
        if text:
            found = _pairs_of(text)
            if found is None:
                return None
            pairs.update(found)
    return frozenset(pairs)


def _pairs_of(text: str) -> set[str] | None:
    said = same_words(compact(text))
    sound = fuzzy_pinyin(said)
    if len(said) < 2 or len(sound) < 2:
        return None
    return {*(said[i:i + 2] for i in range(len(said) - 1)),
            *(" ".join(pair) for pair in pairwise(sound)),
            *LATIN_WORD.findall(normalize(text)), _spelled(said)}


# A label of Latin letters only, which may be pinyin typed without tones ("dengdai").
_PINYIN_LABEL = re.compile(r"[a-z]{2,}")


def _spelled(text: str) -> str:
    """``text`` spelled in tone-less pinyin ("纱帘" → "shalian"; "keting deng" as written)."""
    return "".join(pinyin_syllables(text))


def learn_labels(labels: Iterable[str]) -> None:
    """Work out what matching a name needs of each label (its pairs, glosses, kind words
    and sound) before any request, so a request pays only for the names it says.

    Never raises.
    """
    for label in set(labels):
        _label_pairs(label)
        for written in (label, english_gloss(label), brand_gloss(label)):
            if written:
                text = same_words(compact(written))
                label_kind_words(text)
                fuzzy_pinyin(text)


@lru_cache(maxsize=4096)
def _said_pairs(name: str) -> frozenset[str] | None:
    """The pairs of a name said (see :func:`_label_pairs`), or None when it may fit a label
    it shares none with: a member said by its number alone ("第三个"), or one character."""
    if _MEMBER_SAID.fullmatch(same_words(compact(name))) is not None:
        return None
    found = _pairs_of(name)
    return None if found is None else frozenset(found)


def _without_sound_alike(found: KeywordEvidence) -> KeywordEvidence:
    """``found`` without its name evidence, when that is only a sound alike."""
    if REASON_NAME_FUZZY not in found.reasons:
        return found
    return KeywordEvidence(found.score - found.name_score, 0.0, found.room_hit,
                           tuple(r for r in found.reasons if r != REASON_NAME_FUZZY))


def _a_kind_called(said: str, label: str) -> bool:
    """Whether ``label`` says a kind of what ``said`` names generally (see KINDS_CALLED)."""
    kinds = KINDS_CALLED.get(same_words(compact(said)), ())
    return any(kind in compact(label) for kind in kinds)


def _best_name(names: Sequence[str], device: Device) -> NameMatch:
    best = NameMatch(0.0, None)
    for name in names:
        said = _said_pairs(name)
        # A name said for the first time is matched only against the labels it shares a
        # pair with, not against every label of a large home (or a kind of what it names).
        if said is not None and (label := _label_pairs(device.name)) is not None \
                and said.isdisjoint(label) and not _a_kind_called(name, device.name):
            continue
        found = match_name(name, device.name)
        if found.score > best.score:
            best = found
    return best


def recall_by_keyword(devices: Sequence[Device], ir: QueryIR,
                      room_matched: frozenset[str],
                      type_reasons: Mapping[str, str],
                      referred: Sequence[str] = (),
                      context_rooms: frozenset[str] = frozenset(),
                      standing_in: Mapping[str, Device] = MappingProxyType({})
                      ) -> tuple[Mapping[str, KeywordEvidence], StageTrace]:
    """Score every device on name, room and type evidence (004 "按 type/room/name 召回候选").

    Args:
        devices: devices left by scope and category gating.
        ir: the parsed command (``name_hint``, ``entity_mentions``).
        room_matched: ids of devices whose room is in the include scope.
        type_reasons: device id → type_hit / type_by_label from category gating.
        referred: ids of the devices a reference resolved to, most recent first.
        context_rooms: rooms the conversation was just about; a device there fits a little
            better when the command names a kind but no place ("书房灯打开" → "冷气也打开").
        standing_in: device id → the device named that it stands in for (stand_in.py):
            it is named as well as that one.

    Returns:
        Evidence per device id (every device, possibly with score 0) and a trace listing
        the devices with any keyword evidence.
    """
    names = tuple(dict.fromkeys(n for n in (ir.name_hint, *ir.entity_mentions) if n))
    # A kind said as the name ("浴霸开" beside 浴霸 and 风暖浴霸) is a kind said.
    kinds_said = (*ir.type_words, *(name for name in names if compact(name) in TYPE_WORDS))
    uses = () if names or ir.type_hint or not ir.action \
        else tuple(use for use in _USES_OF_KINDS if use in ir.action)
    evidence: dict[str, KeywordEvidence] = {}
    for device in devices:
        stood_for = standing_in.get(device.id)
        subject = stood_for or device  # a stand-in is named as the device it stands in for
        best = _best_name(names, subject)
        reasons: list[str] = []
        if stood_for is not None:
            reasons.append(REASON_STANDS_IN)
        elif best.reason:
            reasons.append(best.reason)
        if device.id in referred:
            recency = referred.index(device.id)
            best = NameMatch(max(best.score, REFERENCE_SCORE - REFERENCE_DECAY * recency),
                             best.reason)
            reasons.append(REASON_REFERENCE)
        room_hit = device.id in room_matched
        if room_hit:
            reasons.append(REASON_ROOM_HIT)
        type_reason = type_reasons.get(subject.id)
        if type_reason == REASON_TYPE_BY_LABEL and ir.type_hint == Category.OTHERS.value \
                and kinds_said and not any(same_words(word) in same_words(compact(subject.name))
                                           for word in kinds_said):
            # "晾衣架降下来" beside a 遮阳篷: things let down to close are of no one kind, so
            # only a label saying the very thing said is of it.
            type_reason = None
        if type_reason:
            reasons.append(type_reason)
        type_score = TYPE_SCORES.get(type_reason or "", 0.0)
        if type_reason == REASON_TYPE_BY_LABEL and any(
                same_words(word) in same_words(compact(subject.name)) for word in kinds_said):
            type_score = TYPE_SCORE  # a relay labelled "浴室灯" is as much a 灯 as any light
        in_context = device.room is not None and device.room in context_rooms
        if in_context:
            reasons.append(REASON_CONTEXT_ROOM)
        made_for = any(use in compact(subject.name) for use in uses)
        if made_for:
            reasons.append(REASON_MADE_FOR)
        score = best.score + type_score + (CONTEXT_ROOM_SCORE if in_context else 0.0) \
            + (MADE_FOR_SCORE if made_for else 0.0)
        evidence[device.id] = KeywordEvidence(score, best.score, room_hit, tuple(reasons))
    exact = [device_id for device_id, found in evidence.items()
             if REASON_NAME_HIT in found.reasons and found.name_score >= EXACT_NAME_SCORE]
    if len(names) == 1 and ir.quantifier is Quantifier.ONE and len(exact) == 1:
        # "阳台灯" with a lamp labelled so: heard as written, it is not also heard as
        # something that only sounds like it ("护眼台灯"). Said of several ("展柜灯全部打开",
        # 展柜灯1..4), a member typed by ear ("展贵灯5") is one of them.
        evidence = {device_id: _without_sound_alike(found)
                    for device_id, found in evidence.items()}
    hits = tuple(device_id for device_id, found in evidence.items() if found.reasons)
    trace = StageTrace("recall_by_keyword", kept=hits,
                       note=f"names said: {', '.join(names) or '-'}")
    return MappingProxyType(evidence), trace
