"""Bulk commands: "所有 / 全部 / 除…以外" as complete, grouped, bounded target sets (002 §8).

The command is chosen first, from command-level evidence aggregated per command id; only
then is it expanded to every device in scope that supports it (targets never influence the
choice, 002 §8.2). Targets are split into compatibility groups — devices whose CommandSpec
for the chosen command has the same argument shape — and each group into batches (§8.4).
Above MAX_TARGETS / MAX_GROUPS the result is trimmed and says so (§8.5).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

import numpy as np

from context_retrieval.documents import command_value_words
from context_retrieval.glossary import as_said, brand_gloss, english_gloss
from context_retrieval.lexicon import names_a_kind_of_room, split_index
from context_retrieval.models import (
    Candidate,
    Category,
    ClarificationOption,
    ClarificationRequest,
    CommandSpec,
    Device,
    EntityKind,
    Group,
    Hint,
    Home,
    Quantifier,
    QueryIR,
    StageTrace,
)
from context_retrieval.parsing.rules import asks_a_question
from context_retrieval.parsing.words import (
    COMMAND_VERB,
    EVERYWHERE_WORDS,
    MEASURE_WORDS,
    NUMBER_SAID,
    PEOPLE_AT_HOME,
)
from context_retrieval.stages.capability import sets_a_degree, turns_up_or_down
from context_retrieval.stages.category import canonical_category
from context_retrieval.stages.command_scores import CommandScore, CommandScores
from context_retrieval.stages.gating import (
    device_label,
    labelled_alike,
    no_commands_question,
    stills_a_detector,
)
from context_retrieval.stages.intents import (
    OPENS_A_DOOR,
    SAME_INTENT,
    SAME_INTENT_OF_HEATERS,
    SAME_INTENT_WHEN_NAMED,
    is_a_heater,
    lets_gas_in,
    opens_a_door_unasked,
    undoes,
)
from context_retrieval.stages.keyword import (
    REASON_NAME_FUZZY,
    REASON_NAME_HIT,
    KeywordEvidence,
    is_run,
    match_name,
    same_words,
)
from context_retrieval.stages.vector import is_a_range_unit, unit_fits
from context_retrieval.text import (
    compact,
    fuzzy_pinyin,
    normalize,
    pinyin_syllables,
    sanitize_text,
)
from context_retrieval.vocabulary import (
    EXHAUST_FAN_WORDS,
    GENERIC_TYPE_WORDS,
    TYPE_WORDS,
    asks_to_be_kept_on,
    family_of,
    is_an_appliance_light,
    is_an_exhaust_fan,
    names_specific_device,
    naming_type_words,
    type_word_in,
    type_words_in,
)

# 002 §8.3: top-N capability options, each judged on at most M pieces of evidence so that a
# command many devices support does not win by sheer numbers.
OPTIONS_TOP_N = 5
EVIDENCE_PER_OPTION = 3
# Softmax temperature over aggregated command scores (which lie in [0, 1]): a lead of 0.1
# makes the leader e ≈ 2.7 times as likely as the runner-up.
OPTION_TEMPERATURE = 0.1
# 002 §8.3: below either threshold the choice of command is a guess, and we ask instead.
MIN_TOP1_RATIO = 0.4
MIN_MARGIN = 0.15
# Aggregated command scores this close are the same request said two ways; the command more
# targets support is then chosen (two softmax temperatures: a lead of e² to 1 or less).
COVERAGE_TIE = 2 * OPTION_TEMPERATURE
# Actions that only switch, and the command that switches.
SWITCH_ACTIONS = {"打开": "main-switch-on", "关闭": "main-switch-off"}
# 002 §8.4: execution batches inside a group.
BATCH_SIZE = 20
# 002 §8.5: bounds on what one bulk result may carry.
MAX_TARGETS = 60
MAX_GROUPS = 8
# A name said in a bulk command ("所有的吸顶灯") limits targets to devices it names this well.
MIN_TARGET_NAME_SCORE = 0.6
TARGET_NAME_REASONS = frozenset({REASON_NAME_HIT, REASON_NAME_FUZZY})
REASON_BULK = "bulk"
REASON_IMPLICIT_ALL = "implicit_all"
# How many command options a clarifying question offers (002 §8.3: top 2–3).
QUESTION_OPTIONS = 3
# The option of a too-many-targets question that goes on with the whole set (002 §8.5).
CONFIRM_OPTION_ID = "confirm-all"
class BulkTrigger(StrEnum):
    """Why a command is handled as a bulk command."""

    QUANTIFIER = "quantifier"
    """The request said 所有 / 全部 / 都 / 除…以外 (002 §8.1)."""
    IMPLICIT_ALL = "implicit_all"
    """A room and a type, no specific name, several devices match: all of them, as Home
    Assistant and Google do ("打开客厅的灯")."""
    COUNT = "count"
    """As many as there are in play were counted ("三楼开两台空调" with two there): every one
    of them."""
    SERIES = "series"
    """The stem of a numbered series said without a number ("打开筒灯" for 筒灯1..N of one
    room): every member."""
    REFERENCE = "reference"
    """A reference to the several devices one earlier turn acted on together ("再打开"
    after "影音室的灯都关了"): all of them again."""


@dataclass(frozen=True, slots=True)
class CapabilityOption:
    """One candidate command for a bulk request, with its aggregated evidence (002 §8.3)."""

    capability_id: str
    """The command id."""
    description: str
    """The command's description, from the best-scoring device."""
    score: float
    """Mean of the best EVIDENCE_PER_OPTION command scores."""
    share: float
    """p_i: the option's share of the softmax over the top-N options."""
    supporters: tuple[str, ...]
    """Devices of the target base that support the command, in home order."""
    coverage: float
    """len(supporters) / len(target base)."""


class Arbitrator:
    """Closed-choice arbitration between command options (002 §8.3 option 2).

    Wraps a callable that receives the request and the options and returns the chosen
    0-based index, an open question (str) for the user, or None when it could not decide.
    """

    def __init__(self, choose: Callable[[str, Sequence[CapabilityOption]], int | str | None]
                 ) -> None:
        """Hold the choosing function."""
        self._choose = choose

    def __call__(self, request: str, options: Sequence[CapabilityOption]) -> int | str | None:
        """Return the choice for ``options`` of ``request``; never raises (failures → None)."""
        try:
            answer = self._choose(request, options)
        except Exception:  # an arbitration failure must degrade to asking the user
            return None
        if isinstance(answer, bool):
            return None
        if isinstance(answer, int):
            return answer if 0 <= answer < len(options) else None
        return answer if isinstance(answer, str) and answer.strip() else None


@dataclass(frozen=True, slots=True)
class BulkFollowUp:
    """What the user's answer to a bulk question settled (002 §8.3, §8.5)."""

    capability_id: str | None = None
    """The command the user picked; skips the choice."""
    confirmed: bool = False
    """The user confirmed a set over the limits: all of it, in batches."""
    answered: bool = False
    """This request re-runs after the one clarification round: a choice still unsure
    degrades to the non-bulk candidates instead of asking again (002 §8.3)."""


NO_FOLLOW_UP = BulkFollowUp()
"""A request that answers no earlier bulk question."""


@dataclass(frozen=True, slots=True)
class BulkOutcome:
    """The result of a bulk command."""

    candidates: tuple[Candidate, ...]
    """One group candidate per group (empty when nothing was chosen)."""
    groups: tuple[Group, ...]
    """Compatibility groups with batches."""
    options: tuple[CapabilityOption, ...]
    """The command options considered, best first."""
    hint: Hint | None
    """need_clarification, too_many_targets or no_match."""
    clarification: ClarificationRequest | None
    """The question to ask when the command could not be chosen."""
    meta: Mapping[str, object] = field(default_factory=dict)
    """bulk_trigger, bulk_capability, bulk_coverage, bulk_targets, bulk_confidence, ..."""
    trace: StageTrace = field(default_factory=lambda: StageTrace("group_for_bulk"))
    """Targets kept, devices left out and why."""
    skipped: tuple[tuple[str, str], ...] = ()
    """(device id, reason) of devices in scope the chosen command leaves out: they cannot
    run it, or they are over the limits (002 §8.3 coverage: no silent drop)."""


def series_said(devices: Sequence[Device], names: Sequence[str]) -> int:
    """How many members the numbered series in play a said name is the stem of has, all in
    one room ("筒灯" for 筒灯1..筒灯6 of 客厅: 6); 0 when no said name is such a stem. A name
    that also fits devices of other rooms is not one target."""
    parts = [(device, split_index(compact(device.name))) for device in devices]
    for name in map(compact, names):
        numbered = sum(1 for device, (stem, index) in parts
                       if index is not None and _stem_said(stem, name, device.room))
        # Every device the name fits, numbered or not ("电视墙灯带" next to 灯带1/灯带2).
        fitting = {device.room for device, _ in parts if name in compact(device.name)}
        if numbered >= 2 and len(fitting) == 1:
            return numbered
    return 0


def members_said(devices: Sequence[Device], names: Sequence[str]) -> int:
    """How many numbered devices, in any room, a said name is the stem of ("院灯" of 院灯1..3:
    3, whatever 后院灯 is beside them); 0 when none."""
    stems = set(map(compact, names))
    return sum(1 for device in devices if (part := split_index(compact(device.name)))[1]
               is not None and part[0] in stems)


def _stem_said(stem: str, name: str, room: str | None) -> bool:
    """Whether ``name`` says the stem of a series: the stem itself, or the stem without the
    name of its own room it starts with ("廊灯" for 骑楼廊灯1..3 of 骑楼下)."""
    if stem == name:
        return True
    place = stem.removesuffix(name)
    return place != stem and len(place) >= 2 and room is not None and place in compact(room)


def bulk_trigger(ir: QueryIR, gated: bool, room_matched: int, named: bool,
                 referred: bool, series: int = 0, one_place: bool = True,
                 referred_several: bool = False, in_play: int = 0,
                 members: int = 0) -> BulkTrigger | None:
    """Decide whether ``ir`` is a bulk command, and why.

    Args:
        ir: the parsed command.
        gated: category gating applied (the command names a device type).
        room_matched: how many gated devices are in a room the command names.
        named: the command names a specific device (a name, not only a type word).
        referred: the command refers back to earlier devices.
        series: how many members the numbered series a said name is the stem of has
            (series_said), 0 when none.
        one_place: those devices are in one room, or the command names a floor. "打开卧室的灯"
            over three bedrooms is not all of them: one room was meant, and not said.
        referred_several: the reference names several devices an earlier turn acted on.
        in_play: how many devices are in play (of the kind and place said).
        members: how many numbered devices, in any room, a said name is the stem of
            (members_said).
    """
    if ir.quantifier in (Quantifier.ALL, Quantifier.EXCEPT):
        return BulkTrigger.QUANTIFIER
    if referred_several:
        return BulkTrigger.REFERENCE
    if ir.quantifier is Quantifier.ONE and series and not referred:
        return BulkTrigger.SERIES
    if ir.quantifier is Quantifier.ANY and series and ir.count == series:
        return BulkTrigger.SERIES  # "院灯开三个" of 院灯1..3: every one of them
    if ir.quantifier is Quantifier.ANY and gated and (ir.count or 0) >= 2 \
            and in_play == ir.count and members in (0, ir.count):
        # (a series counts its own members: "院灯开四个" of 院灯1..3 is not 后院灯 as well)
        return BulkTrigger.COUNT
    if ir.quantifier is Quantifier.ONE and gated and not named and not referred \
            and ir.scope_include and room_matched >= 2 and one_place \
            and not (asks_a_question(ir.raw) and not COMMAND_VERB.search(ir.action or "")):
        # ("门口有人吗" asks who is there of what can tell: nothing is done to them)
        return BulkTrigger.IMPLICIT_ALL
    if ir.quantifier is Quantifier.ONE and gated and not named and not referred \
            and asks_a_question(ir.raw) and (ir.type_hint == Category.CONTACT_SENSOR.value
                                             or _WHERE_ASKED.search(ir.raw)):
        # "窗户关了没": whether the windows are shut, every one of them, as said of a house;
        # "哪儿漏水没": where, of every one.
        return BulkTrigger.IMPLICIT_ALL
    return None


# Where something is asked of ("哪儿漏水没", "哪个房间灯没关"): every one of the kind answers.
_WHERE_ASKED = re.compile(r"哪儿|哪里|哪个房间|哪些|哪间")


def names_a_whole_kind(word: str) -> bool:
    """True when ``word`` is a word for a whole kind of device: a generic word ("灯"), or
    the word of a kind that has no generic word ("扫地机"), not a part of a kind ("吸顶灯")."""
    family = family_of(TYPE_WORDS[word])
    return word in GENERIC_TYPE_WORDS or not any(w in GENERIC_TYPE_WORDS for w in family.words)


# Members said by their numbers after a name ("射灯七八九", "灯二三").
_MEMBERS_SAID = re.compile(r"[\u4e00-\u9fff][一二三四五六七八九十两]{2,}号?$")


# A word that ends like a place ("饭堂", "骑楼底"), unless it is any room at all ("所有房间").
_ENDS_LIKE_A_PLACE = re.compile(r"(?<![退开订查住])[屋房室厅院园库馆棚堂楼廊底](?:下|里|边)?$")
_ANY_ROOM_SAID = re.compile(r"所有|各个|每个|每间|全部|房间|屋企|屋里|家里")


_SOMEONE = re.compile("|".join(sorted(PEOPLE_AT_HOME, key=len, reverse=True)))


def _names_something_else(mention: str, placed: bool = False) -> bool:
    """Whether ``mention``, said as a name and fitting no device in play, is a place the
    home has none of ("饭堂灯", "骑楼底下"), not a word left over from the request. With no
    place found (not ``placed``), so is someone's ("闺女屋里的灯", "丫头子房子灯": a room the
    home calls otherwise)."""
    said = compact(mention)
    for word, _ in naming_type_words(said)[-1:]:
        said = said.removesuffix(word)
    if not placed and _SOMEONE.search(said):
        return True
    # "天台的灯全部关掉" in a home with no roof terrace: a kind of room it has none of
    return len(said) >= 2 and (_ENDS_LIKE_A_PLACE.search(said) is not None
                               or names_a_kind_of_room(said)) \
        and _ANY_ROOM_SAID.search(said) is None


def _labels_a_device(mention: str, home: Home) -> bool:
    """Whether ``mention`` is the label of a device of ``home`` (see labelled_alike)."""
    return same_words(compact(mention)) in labelled_alike(home)


def target_base(devices: Sequence[Device], keyword: Mapping[str, KeywordEvidence],
                mentions: Sequence[str], named: bool, home: Home | None = None,
                kind_known: bool = True, placed: bool = False, everywhere: bool = False
                ) -> tuple[tuple[Device, ...], tuple[tuple[str, str], ...], bool]:
    """The devices a bulk command may act on: all in play, or those the request names.

    A device is named when a said name fits its label well, or when a bare type word was
    said among the names ("卫生间的灯和排气扇") and the device is of that type, by category
    or by label. Returns the kept devices, (device id, reason) pairs of those left out, and
    whether the kept devices are those the request names (False when it names none of them).
    A name that is the label of a device of ``home`` which is not in play names nothing in
    play: nothing is acted on. So does a name that fits no device when it is all the request
    says of what to act on (``kind_known`` False: no kind, no place, no kind word in it).
    Of several things said with no place (not ``placed``) and not ``everywhere``, only those
    standing together are kept ("浴霸和排气扇都关了").
    """
    if not named:
        return tuple(devices), (), False
    # "所有灯", "两个扫地机都": a word for a whole kind names every device of that kind; a
    # word for part of a kind ("吸顶灯" of the lights) names the devices it fits by name.
    said_types = [TYPE_WORDS[word] for word in (compact(m) for m in mentions)
                  if word in TYPE_WORDS and names_a_whole_kind(word)]
    kept: list[Device] = []
    dropped: list[tuple[str, str]] = []
    members = _members_said_as_labelled(devices, mentions)
    for device in devices:
        evidence = keyword.get(device.id)
        by_name = compact(device.name) in members if members else (
            evidence is not None and evidence.name_score >= MIN_TARGET_NAME_SCORE
            and bool(TARGET_NAME_REASONS & set(evidence.reasons)))
        by_type = any(_of_the_kind(device, category) for category in said_types)
        if by_name or by_type:
            kept.append(device)
        else:
            dropped.append((device.id, "not named by the request"))
    if not kept and any(split_index(compact(mention))[1] is not None
                        or _MEMBERS_SAID.search(compact(mention)) for mention in mentions):
        # "射灯3" of 射灯1..2, "射灯七八九": a member said by its number is one device; when
        # none fits, nothing is acted on, never every device in play.
        return (), tuple(dropped), False
    if not kept and any(_names_something_else(mention, placed) for mention in mentions):
        # "饭堂灯统统关去", "骑楼底下的灯全开": a name or a place the home has no device
        # of, never every device in play.
        return (), tuple(dropped), False
    if not kept and not kind_known:
        # "所有的玄武岩都关掉": a name that fits nothing and says no kind names nothing,
        # never every device of the home.
        return (), tuple(dropped), False
    if not kept and home is not None and any(_labels_a_device(m, home) for m in mentions):
        # "除了阿姨房，其他地方的电暖器都关" with the only 电暖器 in 阿姨房: not every plug
        # elsewhere, though that 电暖器 is a plug.
        return (), tuple(dropped), False
    if not kept:
        return tuple(devices), (), False
    if not members:
        coded = {device.id for device in _coded_alike(kept, devices)}
        kept += [device for device in devices if device.id in coded]
        dropped = [(device_id, reason) for device_id, reason in dropped if device_id not in coded]
    kept, part_of_a_label = _without_parts_of_labels_said(kept, mentions, said_types)
    if not placed and not everywhere:
        kept, elsewhere = _beside_the_others_said(kept, mentions)
        part_of_a_label += elsewhere
    return tuple(kept), (*dropped, *part_of_a_label), True


def _beside_the_others_said(devices: Sequence[Device], mentions: Sequence[str]
                            ) -> tuple[list[Device], tuple[tuple[str, str], ...]]:
    """``devices`` without those in rooms where not every thing said is, when there are
    rooms where all of them are and one of them always stands beside the others ("浴霸和排气扇
    都关了": the 排气扇 beside a 浴霸, not the shop's 排风扇). A device called by the very name
    said stays wherever it is ("小太阳跟电暖气都关了": every 小太阳); things said that stand in no
    room together keep every device ("客厅灯和卧室灯")."""
    if len(mentions) < 2 or _a_whole_kind_said_with_its_part(mentions):
        return list(devices), ()
    rooms_of = [{device.room for device in devices if _names(mention, device)}
                for mention in mentions]
    together = set.intersection(*rooms_of) - {None}
    if not together or not any(rooms - {None} <= together for rooms in rooms_of):
        # ("电褥子跟小太阳全关了", neither always beside the other: every one of both; every
        # 浴霸 stands beside an 排气扇, which says which 排气扇 are meant)
        return list(devices), ()
    said = {compact(mention) for mention in mentions}
    elsewhere = tuple((device.id, "named only where not all the things said are")
                      for device in devices if device.room not in together
                      and split_index(compact(device.name))[0] not in said)
    left_out = {device_id for device_id, _ in elsewhere}
    return [device for device in devices if device.id not in left_out], elsewhere


def _a_whole_kind_said_with_its_part(mentions: Sequence[str]) -> bool:
    """Whether a generic word for a kind is said beside a part of that kind ("吸顶灯和灯都关掉":
    every lamp; not "电视和Soundbar", a television and what plays beside it)."""
    kinds = [TYPE_WORDS.get(compact(mention)) for mention in mentions]
    return any(compact(mention) in GENERIC_TYPE_WORDS and kind is not None
               and sum(other is not None and other in family_of(kind).members
                       for other in kinds) > 1
               for mention, kind in zip(mentions, kinds, strict=True))


def _names(mention: str, device: Device) -> bool:
    """Whether the thing said ``mention`` names ``device``: as its whole kind ("空调"), or by
    its label ("氛围灯" names the 氛围灯s, not every lamp)."""
    word = compact(mention)
    if word in TYPE_WORDS and names_a_whole_kind(word) and _of_the_kind(device, TYPE_WORDS[word]):
        return True
    found = match_name(mention, device.name)
    return found.score >= MIN_TARGET_NAME_SCORE and found.reason in TARGET_NAME_REASONS


def _of_the_kind(device: Device, category: Category) -> bool:
    """Whether ``device`` is of the kind ``category``, by its category or by its label."""
    return device.category in family_of(category).members \
        or type_word_in(normalize(device.name), category) is not None


# Every one in the home said, not only both of the things named ("所有的浴霸和排气扇"); 全部
# after two things is both of them ("B区灯和排风扇全部关").
_EVERYWHERE = re.compile("|".join(sorted(EVERYWHERE_WORDS - {"全部"}, key=len, reverse=True)))


# A label that is an installer's code ("IRR-Z3", "SW-6F-01"): Latin letters and digits only.
_CODE_LABEL = re.compile(r"(?=.*\d)[a-z\d][a-z\d\s_.-]*")


def _coded_alike(named: Sequence[Device], devices: Sequence[Device]) -> list[Device]:
    """The devices of ``devices`` labelled only by a code that no word of it glosses, of the
    one profile every device of ``named`` has ("喷灌都打开" over 喷灌1区, 喷灌2区 and the
    installer's IRR-Z3 of the same irrigation profile: IRR-Z3 is a zone too)."""
    profiles = {device.profile_id for device in named}
    if len(named) < 2 or len(profiles) != 1 or None in profiles:
        return []
    return [device for device in devices
            if device.profile_id in profiles and device not in named
            and _CODE_LABEL.fullmatch(normalize(device.name))
            and not english_gloss(device.name) and not brand_gloss(device.name)]


def _members_said_as_labelled(devices: Sequence[Device], mentions: Sequence[str]
                              ) -> frozenset[str]:
    """The members of series said each by its number, when every name said is one so
    labelled ("排风扇1到4": 排风扇1..4, never the 排气扇 whose name sounds alike); empty
    otherwise."""
    said = frozenset(compact(mention) for mention in mentions)
    if not said or any(split_index(word)[1] is None for word in said):
        return frozenset()
    return said if said <= {compact(device.name) for device in devices} else frozenset()


def _without_parts_of_labels_said(devices: Sequence[Device], mentions: Sequence[str],
                                  said_types: Sequence[Category]
                                  ) -> tuple[list[Device], tuple[tuple[str, str], ...]]:
    """``devices`` without those whose whole label, or the label said in Chinese, is only
    part of a label said ("主卧筒灯1和2开" says 主卧-筒灯1 and 主卧-筒灯2, not the 筒灯1 and
    筒灯2 of the dining room; "床头灯左和床头灯右" not the "Bedside Lamp" of the guest room)."""
    labels = {compact(device.name) for device in devices}
    said = [word for word in map(compact, mentions) if word in labels]
    kept: list[Device] = []
    dropped: list[tuple[str, str]] = []
    for device in devices:
        written = set(as_said(device.name))
        if not written & set(said) and any(part in word for word in said for part in written) \
                and not any(device.category in family_of(category).members
                            for category in said_types):
            dropped.append((device.id, "its label is only part of a label said"))
        else:
            kept.append(device)
    return kept, tuple(dropped)


# Categories whose profiles serve many kinds of device: floor heating, radiators, boilers, a
# wine cellar's cooler and a pool heater all come as thermostats, and gas and smoke
# detectors as smoke detectors; only the label says which one a device is.
_KIND_IN_THE_LABEL = frozenset({Category.THERMOSTAT, Category.SMOKE_DETECTOR})
# The word for any heating, or for the radiators among it.
_HEATING = "暖气"
# Lights of a shape ("筒灯", "射灯", "灯带"): every light is a light, only the label says
# which are the downlights ("大堂筒灯全部调到30%" beside the chandelier and the desk lamp).
_LIGHTS_OF_A_SHAPE = frozenset(word for word, kind in TYPE_WORDS.items()
                               if kind is Category.LIGHT and "灯" in word
                               and word not in GENERIC_TYPE_WORDS and word != "灯泡")
_FANS_AND_AIR = frozenset({Category.FAN, Category.VENT})


def of_the_kind_labelled(devices: Sequence[Device], ir: QueryIR
                         ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    """``devices`` without those whose label does not say the heating kind said, when
    some do ("地暖都关了" is the floor heating labelled 地暖, not the 暖气片, the Nest or the
    plug labelled 电暖气 beside it; "暖气都开开" the radiators, not the floor heating), and
    (device id, reason) of those left out. When none says it, every device stays. An
    exhaust fan is not among the fans or the fresh air said ("所有风扇", "新风都开"): it is
    only what its own word names."""
    devices, not_fans = _without_exhaust_fans(devices, ir)
    devices, at_work = _without_appliance_lights(devices, ir)
    devices, other_screens = _screens_as_said(devices, ir)
    devices, other_contacts = _contacts_as_said(devices, ir)
    kept_kind, left_out_kind = of_the_kind_in_the_label(devices, ir)
    return kept_kind, not_fans + at_work + other_screens + other_contacts + left_out_kind


def _without_appliance_lights(devices: Sequence[Device], ir: QueryIR
                              ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    """``devices`` without the lights that do a job (a chick's heat lamp, a pond's UV lamp),
    when the lights are said by their kind alone ("所有灯关了"): only a name reaches those."""
    if ir.type_hint != Category.LIGHT.value \
            or any(names_specific_device(compact(name))
                   for name in (ir.name_hint, *ir.entity_mentions) if name):
        return devices, ()
    at_work = {device.id for device in devices if is_an_appliance_light(normalize(device.name))}
    return [device for device in devices if device.id not in at_work], tuple(
        (device_id, "a light at work, not a lamp") for device_id in sorted(at_work))


# What a contact sensor guards, as its label and a question say it ("窗户关了没").
_WHAT_CONTACTS_GUARD = {"窗": ("窗", "window"), "门": ("门", "door")}


def _contacts_as_said(devices: Sequence[Device], ir: QueryIR
                      ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    """"所有窗户都关了吗" over contact sensors: those on the windows, as their labels say
    (北屋窗户, 厨房窗磁), not the door contacts beside them; when no label says the word,
    every one stays."""
    if not devices or any(device.category is not Category.CONTACT_SENSOR
                          for device in devices):
        return devices, ()
    said = compact(ir.raw)
    words = [word for guarded, words in _WHAT_CONTACTS_GUARD.items() if guarded in said
             for word in words]
    kept = [device for device in devices
            if any(word in normalize(device.name) for word in words)]
    if not kept or len(kept) == len(devices):
        return devices, ()
    return kept, tuple((device.id, "its label says another place of the house")
                       for device in devices if device not in kept)


_PROJECTOR_WORDS = ("投影", "projector")


def _is_a_projector(device: Device) -> bool:
    label = normalize(device.name)
    return device.category is Category.PROJECTOR or any(word in label
                                                        for word in _PROJECTOR_WORDS)


def _screens_as_said(devices: Sequence[Device], ir: QueryIR
                     ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    """"电视全部关掉": the televisions, not the projector beside them, and "投影都关了" the
    projectors; a home whose only screens are of the other kind keeps them."""
    said = [word for word in ir.type_words if TYPE_WORDS.get(word) is Category.TELEVISION]
    if not said:
        return devices, ()
    projector_said = any(word.startswith(_PROJECTOR_WORDS) for word in said)
    kept = [device for device in devices if _is_a_projector(device) == projector_said]
    if not kept or len(kept) == len(devices):
        return devices, ()
    return kept, tuple((device.id, "a screen of another kind than said")
                       for device in devices if device not in kept)


def _without_exhaust_fans(devices: Sequence[Device], ir: QueryIR
                          ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    said_fans = [word for word in ir.type_words
                 if TYPE_WORDS.get(word) in _FANS_AND_AIR and word not in EXHAUST_FAN_WORDS]
    if not said_fans or any(word in EXHAUST_FAN_WORDS for word in ir.type_words):
        return devices, ()
    kept, left_out = [], []
    for device in devices:
        if is_an_exhaust_fan(device.name):
            left_out.append((device.id, "an exhaust fan is not the kind said"))
        else:
            kept.append(device)
    return kept, tuple(left_out)


def of_the_kind_in_the_label(devices: Sequence[Device], ir: QueryIR,
                             heating_at_large: bool = True
                             ) -> tuple[Sequence[Device], tuple[tuple[str, str], ...]]:
    """``devices`` without those whose label does not say the kind said when only labels tell
    that kind (_KIND_IN_THE_LABEL, _LIGHTS_OF_A_SHAPE) and some do ("地暖打开" beside the
    radiators labelled 暖气), and (device id, reason) of those left out. With
    ``heating_at_large`` False, 暖气 is any heating ("暖气开一下" beside 地暖 asks which),
    as it is said of one device; said of them all it is the radiators."""
    said = (*ir.type_words, *(compact(name) for name in (ir.name_hint, *ir.entity_mentions)
                              if name))
    if not heating_at_large:
        said = tuple(word for word in said if word != _HEATING)
    any_light = any(TYPE_WORDS.get(word) is Category.LIGHT and word in GENERIC_TYPE_WORDS
                    for word in said)  # "灯和筒灯": every light said too
    words = [word for word in said if TYPE_WORDS.get(word) in _KIND_IN_THE_LABEL
             or (word in _LIGHTS_OF_A_SHAPE and not any_light)]
    if not words:
        return devices, ()
    kinds = {TYPE_WORDS[word] for word in words}
    # "爸的暖气和小太阳都关了": 小太阳 is named apart, of whatever kind
    others = [word for word in said if word not in words and word not in TYPE_WORDS]
    kept, left_out = [], []
    labelled = False
    for device in devices:
        label = normalize(device.name)
        if kinds == {Category.LIGHT} and device.category is not Category.LIGHT \
                and not type_word_in(label, Category.LIGHT):
            kept.append(device)  # "投影仪和串灯全部关了": the projector is no light
            continue
        # "Ceiling Light" says 吸顶灯 in English, "Yeelight" is 易来
        glossed = [gloss for gloss in (english_gloss(device.name), brand_gloss(device.name))
                   if gloss]
        label += "".join(glossed)
        # "天然气报警器" says 燃气报警器 in other words, "灯戴" 灯带 as it sounds
        if any(word in label or same_words(word) in same_words(label)
               or _sounds_within(word, label) for word in words) \
                or any(other in compact(label) or any(len(gloss) > 1 and gloss in other
                                                      for gloss in glossed)
                       for other in others):
            kept.append(device)
            labelled = True
        else:
            left_out.append((device.id, "its label says another kind"))
    if not labelled:
        return devices, ()
    return kept, tuple(left_out)


def _sounds_within(word: str, label: str) -> bool:
    """Whether ``label`` holds the syllables of ``word`` (a label typed by ear, "台登", or in
    pinyin, "dengdai")."""
    said = fuzzy_pinyin(word)
    return len(said) > 1 and (is_run(said, fuzzy_pinyin(label))
                              or "".join(pinyin_syllables(word)) in compact(label).lower())


# A count said right before what it counts ("两个床头灯", "三盏灯"), not before a place
# ("两个棚的补光灯": the greenhouses are counted).
_COUNT_BEFORE = re.compile(rf"{NUMBER_SAID}[{MEASURE_WORDS}]?")


def _counts_what_is_named(ir: QueryIR) -> bool:
    """Whether the count of ``ir`` is said right before the name or kind it counts."""
    said = compact(ir.raw)
    words = [compact(word) for word in (ir.name_hint, *ir.entity_mentions, *ir.type_words)
             if word]
    return any(said.startswith(word, match.end())
               for match in _COUNT_BEFORE.finditer(said) for word in words)


def _said_of(word: str, label: str) -> bool:
    """Whether ``word`` says ``label``: a part of it, or the label with words of its middle
    left out ("公牛插座" for 公牛智能插座)."""
    if word in label:
        return True
    rest = iter(label[2:])
    return len(word) >= 4 and label.startswith(word[:2]) and all(char in rest for char in word[2:])


def _called(devices: Sequence[Device], words: set[str]) -> list[Device]:
    """The devices whose labels one of ``words`` says (_said_of)."""
    return [device for device in devices
            if any(_said_of(word, normalize(device.name)) for word in words)]


def as_many_as_said(devices: Sequence[Device], ir: QueryIR) -> Sequence[Device]:
    """``devices``, or those called or of the very kind said when they are as many as the
    request counted: "两个电视都关掉" over two televisions and a projector (a television's
    kin) is the two televisions, "两个吸顶灯都打开" the two labelled 吸顶灯, not the 顶灯
    beside them. A count that still does not fit leaves every device in play."""
    if ir.count is None or len(devices) <= ir.count:
        return devices
    names = {compact(name) for name in (ir.name_hint, *ir.entity_mentions) if name}
    words = {*ir.type_words, *names}
    labelled = [device for device in devices if compact(device.name) in words]
    if len(labelled) == ir.count:
        return labelled  # "两个热水器" beside a 电热水器: the two labelled so
    series = [device for device in devices
              if (member := split_index(compact(device.name)))[1] is not None
              and member[0] in names]
    if len(series) == ir.count:
        return series  # "两个排风扇" for 排风扇1 and 排风扇2, beside one labelled 排风扇
    named = _called(devices, names)
    if len(named) == ir.count:
        return named  # "两个公牛插座" among the plugs: the two 公牛智能插座
    called = _called(devices, words)
    if len(called) == ir.count or not ir.type_words:
        return called if len(called) == ir.count else devices
    said = {TYPE_WORDS[word] for word in ir.type_words if word in TYPE_WORDS}
    exact = [device for device in devices
             if device.category in said or any(word in normalize(device.name)
                                               for word in ir.type_words)]
    return exact if len(exact) == ir.count else devices


def capability_options(base: Sequence[Device], home: Home,
                       commands: Mapping[tuple[str, str | None], CommandScore],
                       action: str | None = None) -> tuple[CapabilityOption, ...]:
    """Aggregate command evidence per command id over ``base`` (002 §8.3).

    Each command id is judged on the mean of its best EVIDENCE_PER_OPTION scores; the
    top OPTIONS_TOP_N get a softmax share. Best first; ties by command id. A command that
    undoes ``action`` ("打开" and switch.off, "静音" and unmute) is never an option.
    """
    ids = [device.id for device in base]
    scores = CommandScores.of(ids, commands)
    # Rows by command id, each id's rows in home order.
    number: dict[str, int] = {}
    id_of_code = np.full(len(scores.command_ids), -1, dtype=np.intp)
    for code in np.unique(scores.codes).tolist():
        said = scores.command_ids[code]
        if said is not None and not undoes(action, said):
            id_of_code[code] = number.setdefault(said, len(number))
    row_ids = id_of_code[scores.codes]
    rows = np.flatnonzero(row_ids >= 0)
    rows = rows[np.argsort(row_ids[rows], kind="stable")]
    bounds = np.searchsorted(row_ids[rows], np.arange(len(number) + 1))
    by_id = {command_id: rows[bounds[n]:bounds[n + 1]] for command_id, n in number.items()}
    aggregated = sorted(
        ((sum(top := sorted(scores.score[found].tolist(), reverse=True)[:EVIDENCE_PER_OPTION])
          / len(top), command_id) for command_id, found in by_id.items()),
        key=lambda item: (-item[0], item[1]))[:OPTIONS_TOP_N]
    if not aggregated:
        return ()
    weights = [math.exp((score - aggregated[0][0]) / OPTION_TEMPERATURE)
               for score, _ in aggregated]
    total = sum(weights)
    options = []
    for (score, command_id), weight in zip(aggregated, weights, strict=True):
        found = by_id[command_id]
        supporters = tuple(scores.device_ids[owner] for owner in scores.owners[found].tolist())
        best = int(found[int(np.argmax(scores.score[found]))])  # the first best, in home order
        options.append(CapabilityOption(
            command_id, _description(home, scores.device_ids[scores.owners[best]], command_id),
            round(score, 4), round(weight / total, 4), supporters,
            round(len(supporters) / len(base), 4)))
    return tuple(options)


def _in_the_unit_said(options: tuple[CapabilityOption, ...], home: Home, ir: QueryIR
                      ) -> tuple[CapabilityOption, ...]:
    """``options`` whose command takes a number in the unit said ("射灯都调成4000K": the
    colour temperature, not the brightness in %), their shares among themselves; all of
    them when none or every one declares such a unit. A share ("开一半") may be of the
    devices as well as of their level: % alone chooses nothing."""
    unit = ir.value.unit if ir.value is not None else None
    if not is_a_range_unit(unit) or unit == "%":
        return options
    return _options_whose_command(options, home, lambda command: (
        command.value_range is not None and bool(command.value_range.unit)
        and unit_fits(unit, command.value_range.unit)))


def _taking_the_word_said(options: tuple[CapabilityOption, ...], home: Home, ir: QueryIR
                          ) -> tuple[CapabilityOption, ...]:
    """``options`` whose command takes the setting said by its word ("所有空调都开自动": the
    modes that hold 自动, not the switch that turns them on), their shares among themselves;
    all of them when none or every one takes it."""
    word = ir.value.word if ir.value is not None else None
    if not word:
        return options
    return _options_whose_command(options, home,
                                  lambda command: word in command_value_words(command))


def _setting_degrees_when_turned_up_or_down(options: tuple[CapabilityOption, ...], home: Home,
                                            ir: QueryIR) -> tuple[CapabilityOption, ...]:
    """``options`` whose command sets a degree, when the request turns up or down ("所有风扇
    调到最低档": a fan's gear or percentage, not its swing), their shares among themselves;
    all of them when none or every one sets one."""
    if not turns_up_or_down(ir, home):
        return options
    return _options_whose_command(options, home, sets_a_degree)


def _options_whose_command(options: tuple[CapabilityOption, ...], home: Home,
                           fits: Callable[[CommandSpec], bool]) -> tuple[CapabilityOption, ...]:
    """``options`` whose command ``fits``, their shares among themselves; all of them when
    none or every one fits."""
    def takes_it(option: CapabilityOption) -> bool:
        # the supporters share the command: the first one's spec says what it takes
        device = home.device(option.supporters[0]) if option.supporters else None
        return device is not None and any(
            command.id == option.capability_id and fits(command)
            for command in home.commands_of(device))

    fitting = [option for option in options if takes_it(option)]
    if not fitting or len(fitting) == len(options):
        return options
    total = sum(option.share for option in fitting) or 1.0
    return tuple(replace(option, share=round(option.share / total, 4)) for option in fitting)


def _description(home: Home, device_id: str, command_id: str) -> str:
    device = home.device(device_id)
    specs = home.commands_of(device) if device is not None else ()
    return next((command.description for command in specs if command.id == command_id), "")


def is_confident(options: Sequence[CapabilityOption], ir: QueryIR) -> bool:
    """True when the best option is clearly the command meant (002 §8.3 top1_ratio, margin).

    A request that says what to act on but not what to do ("所有灯", "客厅的灯") has no
    evidence for any command: whatever scores best is a guess, so it is never confident.
    """
    if not options or not says_what_to_do(ir):
        return False
    # A command that does the same on other devices (an air conditioner's mode beside a
    # thermostat's) is no rival: the targets lacking one are run with the other.
    alike = set(SAME_INTENT.get(options[0].capability_id, ()))
    share = options[0].share + sum(o.share for o in options[1:] if o.capability_id in alike)
    rivals = [o for o in options[1:] if o.capability_id not in alike]
    runner_up = rivals[0].share if rivals else 0.0
    return share >= MIN_TOP1_RATIO and share - runner_up >= MIN_MARGIN


def prefer_coverage(options: Sequence[CapabilityOption]) -> CapabilityOption:
    """The best option, or a nearly as good one that more of the targets support.

    "关闭全部空调" over ACs of which some close by ``thermostatMode.off`` and all by
    ``switch.off``: when the evidence barely tells two commands apart, the one that leaves
    fewer devices out is what was meant (002 §8.3 coverage: no silent drop).
    """
    best = options[0]
    if best.coverage >= 1.0:
        return best
    close = [o for o in options[1:] if best.score - o.score <= COVERAGE_TIE
             and o.coverage > best.coverage]
    return max(close, key=lambda o: (o.coverage, o.score)) if close else best


def the_switch(options: Sequence[CapabilityOption], action: str | None
               ) -> CapabilityOption | None:
    """The switch command, when the action only switches and the switch is nearly as good.

    "所有空调都关掉" over ACs that close by ``switch.off`` and by ``thermostatMode.off``: a
    device's switch is how it is switched (as the dev labels have it), so two near-equal
    ways of switching are not a question for the person.
    """
    wanted = SWITCH_ACTIONS.get(action or "")
    if wanted is None or not options:
        return None
    best = options[0]
    if best.capability_id in SAME_INTENT.get(wanted, ()):
        # "家里所有空调都关了" ranking a thermostat's mode off first: the switch reaches the
        # devices with a switch and, through that mode, those without one.
        return next((o for o in options if o.capability_id == wanted), None)
    close = [o for o in options if best.score - o.score <= COVERAGE_TIE]
    if any(o.capability_id in SWITCH_ACTIONS.values() and o.capability_id != wanted
           for o in close):
        return None  # on and off compete: the usual choice (or a question) decides
    switched = next((o for o in close if o.capability_id == wanted
                     and o.coverage >= best.coverage), None)
    if switched is None and not any(o.capability_id == wanted for o in options):
        # "两个净化器都关" over purifiers with no switch: the way such a device is switched
        # (its speed) reaches them all, not a question of which setting.
        switched = next((o for o in close if o.capability_id in SAME_INTENT.get(wanted, ())
                         and o.coverage >= best.coverage), None)
    return switched


def _standing_in(base: Sequence[Device], supporters: set[str], home: Home,
                 capability_id: str, named: bool, heaters: bool = True) -> dict[str, str]:
    """Device id → the command that does ``capability_id``'s work on it, for devices of
    ``base`` that lack ``capability_id`` and have one of its SAME_INTENT commands (or, when
    the request names the devices, its SAME_INTENT_WHEN_NAMED ones; for a heater, unless
    ``heaters`` is False, its SAME_INTENT_OF_HEATERS ones)."""
    alike = (*SAME_INTENT.get(capability_id, ()),
             *(SAME_INTENT_WHEN_NAMED.get(capability_id, ()) if named else ()))
    heating = SAME_INTENT_OF_HEATERS.get(capability_id, ()) if heaters else ()
    found: dict[str, str] = {}
    for device in base:
        if device.id in supporters:
            continue
        own = {command.id for command in home.commands_of(device)}
        other = next((c for c in (*alike, *(heating if is_a_heater(device) else ()))
                      if c in own), None)
        if other is not None:
            found[device.id] = other
    return found


def _own_commands(devices: Sequence[Device],
                  commands: Mapping[tuple[str, str | None], CommandScore]) -> dict[str, str]:
    """Device id → the command of its own that fits the request best, for those of
    ``devices`` with a command."""
    scores = CommandScores.of([device.id for device in devices], commands)
    best: dict[str, tuple[float, str]] = {}
    for row, (device_id, command_id) in enumerate(map(scores.pair, range(len(scores.owners)))):
        score = float(scores.score[row])
        if command_id is not None and (device_id not in best or score > best[device_id][0]):
            best[device_id] = (score, command_id)
    return {device_id: command_id for device_id, (_, command_id) in best.items()}


def _kept_on(base: Sequence[Device], command_of: Mapping[str, str], ir: QueryIR,
             mentions: Sequence[str]) -> tuple[set[str], list[Device]]:
    """Of the devices of ``base`` a bulk command would switch off although their labels ask to
    leave them on: the ids of those the request does not name ("所有灯关掉", "一楼全部关掉" over
    the plug "佛灯（毋通关）"), left out and said so; and those it reaches only by their kind
    ("所有插座都关了" over "冰柜（勿断电）"), switched off only once the person confirms. Named by
    their label ("佛灯都关了", "冰柜关掉"), they are switched off as said."""
    said = [word for word in map(compact, mentions) if word]
    kinds = {TYPE_WORDS[word] for word in said if word in TYPE_WORDS}
    said_kind = canonical_category(ir.type_hint)
    if said_kind is not None:
        kinds.add(said_kind)

    def by_kind(device: Device) -> bool:
        return any(device.category in family_of(kind).members for kind in kinds)
    kept = [device for device in base
            if command_of.get(device.id, "").endswith("-off") and asks_to_be_kept_on(device.name)
            and not any(word not in TYPE_WORDS and word in compact(device.name) for word in said)]
    return {device.id for device in kept if not by_kind(device)}, \
        [device for device in kept if by_kind(device)]


def _groups_per_command(targets: Sequence[Device], command_of: Mapping[str, str], home: Home,
                        batch_size: int) -> tuple[Group, ...]:
    """The compatibility groups of each command the targets run, numbered in order."""
    groups = [group for capability_id in dict.fromkeys(command_of[d.id] for d in targets)
              for group in compatibility_groups(
                  [d for d in targets if command_of[d.id] == capability_id], home,
                  capability_id, batch_size)]
    return tuple(replace(group, group_id=f"group-{number}")
                 for number, group in enumerate(groups, start=1))


def selected_as_groups(selected: Sequence[Candidate], home: Home,
                       batch_size: int = BATCH_SIZE
                       ) -> tuple[tuple[Candidate, ...], tuple[Group, ...]] | None:
    """The groups that run one command over the several devices a single request selected
    ("客厅灯带打开" with 灯带-A and 灯带-B: both, alike), with a candidate per group; None
    when fewer than two devices are selected, or they run different commands or none.
    Never raises."""
    targets = [device for candidate in selected
               if (device := home.device(candidate.entity_id)) is not None]
    commands = {candidate.capability_id for candidate in selected}
    command = commands.pop() if len(commands) == 1 else None
    if command is None or len(targets) < 2 \
            or len({device.id for device in targets}) != len(selected):
        return None
    groups = _groups_per_command(targets, dict.fromkeys((d.id for d in targets), command),
                                 home, batch_size)
    best = max(candidate.total_score for candidate in selected)
    return tuple(Candidate(group.group_id, EntityKind.GROUP, group.capability_id,
                           keyword_score=0.0, vector_score=best, total_score=best,
                           reasons=selected[0].reasons) for group in groups), groups


def signature(command: CommandSpec) -> tuple[object, ...]:
    """The argument shape of ``command``: devices with equal shapes can run it together."""
    value_range = command.value_range
    return (command.type,
            (value_range.min, value_range.max, value_range.unit) if value_range else None,
            tuple(option.value for option in command.value_list))


def compatibility_groups(targets: Sequence[Device], home: Home, capability_id: str,
                         batch_size: int = BATCH_SIZE) -> tuple[Group, ...]:
    """Group ``targets`` by the argument shape of ``capability_id`` and batch each group.

    Every target must support ``capability_id``; groups are ordered by their first member.
    """
    by_signature: dict[tuple[object, ...], list[str]] = {}
    for device in targets:
        spec = next(c for c in home.commands_of(device) if c.id == capability_id)
        by_signature.setdefault(signature(spec), []).append(device.id)
    groups = []
    for number, members in enumerate(by_signature.values(), start=1):
        batches = tuple(tuple(members[i:i + batch_size])
                        for i in range(0, len(members), batch_size))
        groups.append(Group(f"group-{number}", capability_id, tuple(members), batches))
    return tuple(groups)


def says_what_to_do(ir: QueryIR) -> bool:
    """True when the command says an action or a value, or asks about state ("有没有门没锁"),
    not only what to act on ("所有灯")."""
    return bool(ir.action or ir.value) or asks_a_question(ir.raw)


def _confirm_opening(opened: Sequence[Device], unit: str, capability_id: str | None,
                     verb: str = "打开") -> ClarificationRequest:
    """The question that asks the person to confirm opening ``opened`` (doors, gas valves),
    or doing ``verb`` to them (stilling detectors)."""
    names = "、".join(sanitize_text(f"{d.room}的{d.name}" if d.room else d.name)
                     for d in opened[:QUESTION_OPTIONS])
    more = f"等 {len(opened)} {unit}" if len(opened) > QUESTION_OPTIONS else ""
    at_once = "同时" if len(opened) > 1 else ""
    return ClarificationRequest(
        f"这会{at_once}{verb}{names}{more}，确定吗？",
        (ClarificationOption(CONFIRM_OPTION_ID, f"确认，{verb}全部 {len(opened)} {unit}",
                             capability_id),))


def _confirm_stopping(kept_running: Sequence[Device], total: int, capability_id: str | None
                     ) -> ClarificationRequest:
    """The question that asks the person to confirm switching off, with the rest, devices whose
    labels ask to leave them on."""
    names = "、".join(sanitize_text(f"{d.room}的{d.name}" if d.room else d.name)
                     for d in kept_running[:QUESTION_OPTIONS])
    more = f"等 {len(kept_running)} 个" if len(kept_running) > QUESTION_OPTIONS else ""
    return ClarificationRequest(
        f"这会连{names}{more}一起关掉，确定吗？也可以说“除了它们”。",
        (ClarificationOption(CONFIRM_OPTION_ID, f"确认，全部 {total} 个设备都关掉",
                             capability_id),))


def _confirm_everything(targets: Sequence[Device], chosen: CapabilityOption
                        ) -> ClarificationRequest:
    """The question that asks to confirm a command over every kind of device in play."""
    names = "、".join(sanitize_text(f"{d.room}的{d.name}" if d.room else d.name)
                     for d in targets[:QUESTION_OPTIONS])
    more = f"等 {len(targets)} 个设备" if len(targets) > QUESTION_OPTIONS else ""
    what = sanitize_text(chosen.description)
    return ClarificationRequest(
        f"没有说是哪类设备：这会对{names}{more}都执行“{what}”，确定吗？也可以只说要操作的类型，"
        "例如“灯”。",
        (ClarificationOption(CONFIRM_OPTION_ID, f"确认，全部 {len(targets)} 个设备",
                             chosen.capability_id),))


def _option_question(options: Sequence[CapabilityOption], question: str | None
                     ) -> ClarificationRequest:
    shown = options[:QUESTION_OPTIONS]
    return ClarificationRequest(
        question or "要对这些设备执行哪个操作？",
        tuple(ClarificationOption(option.capability_id,
                                  f"{sanitize_text(option.description)}"
                                  f"（{len(option.supporters)} 个设备）",
                                  option.capability_id) for option in shown))


def group_for_bulk(ir: QueryIR, devices: Sequence[Device], home: Home,
                   keyword: Mapping[str, KeywordEvidence],
                   commands: Mapping[tuple[str, str | None], CommandScore],
                   trigger: BulkTrigger, *, named: bool, kind_said: bool = True,
                   arbitrator: Arbitrator | None = None,
                   follow_up: BulkFollowUp = NO_FOLLOW_UP,
                   max_targets: int = MAX_TARGETS, max_groups: int = MAX_GROUPS,
                   batch_size: int = BATCH_SIZE) -> BulkOutcome:
    """Choose the command of a bulk request, then every device in play that supports it.

    Args:
        ir: the parsed command.
        devices: devices left by scope, category, references and capability checks.
        home: the home (for each device's CommandSpecs).
        keyword: keyword evidence per device (a said name narrows the targets).
        commands: command evidence per (device, command).
        trigger: why this is a bulk command.
        named: the command names specific devices ("吸顶灯", or "灯和排气扇"), not only a type.
        kind_said: the command says what kind of device, by a word, a name or a reference;
            "儿童房的东西全关了" does not, and is confirmed before it reaches every kind there.
        arbitrator: closed-choice arbitration for a low-confidence choice; None → ask.
        follow_up: what the user's answer to an earlier bulk question settled: the command
            picked, a confirmed set over the limits, or that the one round was used.
        max_targets, max_groups, batch_size: explosion control (002 §8.5); a confirmed set
            is not trimmed.

    Returns:
        Groups and their candidates; or a question (need_clarification) when the command
        is a guess, or when the set is over the limits (too_many_targets, with an option
        to go on); or, when the answer to the one question still leaves the command a
        guess, no groups and a request to say it more precisely; or no_match when nothing
        in play supports it. Never raises.
    """
    mentions = tuple(dict.fromkeys(m for m in (ir.name_hint, *ir.entity_mentions) if m))
    of_the_kind, other_kinds = of_the_kind_labelled(devices, ir)
    only_a_name = ir.type_hint is None and not ir.scope_include \
        and not any(type_words_in(compact(m)) for m in mentions)
    placed = bool(ir.scope_include)
    base, left_out, by_name = target_base(as_many_as_said(of_the_kind, ir), keyword, mentions,
                                          named, home, kind_known=not only_a_name,
                                          placed=placed,
                                          everywhere=_EVERYWHERE.search(ir.raw) is not None)
    left_out += other_kinds
    meta: dict[str, object] = {"bulk_trigger": trigger.value, "bulk_base": len(base)}
    if not base and devices and any(_names_something_else(m, placed) for m in mentions):
        said = "、".join(mentions)
        return BulkOutcome((), (), (), Hint.NEED_CLARIFICATION, ClarificationRequest(
            f"家里没有找到“{said}”，你指的是哪里的设备？"), meta, StageTrace(
                "group_for_bulk", dropped=left_out, note=f"{said} names nothing: asking"))
    if not base and devices and named and only_a_name:
        said = "、".join(mentions)
        return BulkOutcome((), (), (), Hint.NEED_CLARIFICATION, ClarificationRequest(
            f"家里没有找到“{said}”，你指的是哪个设备？"), meta, StageTrace(
                "group_for_bulk", dropped=left_out, note=f"{said} fits no device: asking"))
    if not base and devices and any(_labels_a_device(m, home) for m in mentions):
        said = "、".join(mentions)
        places = "、".join(sorted(ir.scope_exclude or ir.scope_include - {"*"}))
        question = f"除了{places}，没有别的“{said}”了" if ir.scope_exclude else \
            f"{places or '这里'}没有“{said}”"
        return BulkOutcome((), (), (), Hint.NEED_CLARIFICATION, ClarificationRequest(
            f"{question}，你指的是哪个设备？"), meta, StageTrace(
                "group_for_bulk", dropped=left_out, note=f"no {said} in play: asking"))
    if ir.count is not None and ir.count > 1 and base and len(base) != ir.count \
            and not follow_up.answered and _counts_what_is_named(ir):
        # "两个床头灯都开了" over three: acting on all three widens what was said, and
        # which two is not said.
        labels = "、".join(dict.fromkeys(f"{device.room}的{device.name}" if device.room
                                         else device.name for device in base))
        return BulkOutcome((), (), (), Hint.NEED_CLARIFICATION, ClarificationRequest(
            f"你说的是{ir.count}个，符合的有{len(base)}个（{labels}），要哪几个？"), meta,
            StageTrace("group_for_bulk", dropped=left_out,
                       note=f"{ir.count} said, {len(base)} fit: asking which"))
    # A command the person picked stands; otherwise one that undoes the action is no option.
    options = _setting_degrees_when_turned_up_or_down(_taking_the_word_said(_in_the_unit_said(
        capability_options(base, home, commands,
                           None if follow_up.capability_id else ir.action), home, ir),
        home, ir), home, ir)
    if not options and (ir.action or ir.value) and not asks_a_question(ir.raw) \
            and not any(home.commands_of(device) for device in base):
        # "摄像头都打开" over cameras whose commands the home does not list: asked, as for one
        labels = "、".join(dict.fromkeys(device_label(home, device.id) for device in base))
        return BulkOutcome((), (), (), Hint.NEED_CLARIFICATION, no_commands_question(labels),
                           meta, StageTrace("group_for_bulk", dropped=left_out,
                                            note="no command of theirs is known: asking"))
    if not options:
        return BulkOutcome((), (), (), Hint.NO_MATCH, None, meta, StageTrace(
            "group_for_bulk", dropped=left_out, note="no device in play has a command"))
    chosen = next((o for o in options if o.capability_id == follow_up.capability_id), None)
    asked_about = (ir.type_hint is not None or named) and asks_a_question(ir.raw)
    if chosen is None and asked_about:
        # "烟感都没事吧", "冰柜和冰箱都正常吧": a question of a kind or of devices named is
        # about the devices, whatever command each is read by.
        chosen = options[0]
    if chosen is None:
        meta["bulk_confidence"] = {"top1_ratio": options[0].share, "margin": round(
            options[0].share - (options[1].share if len(options) > 1 else 0.0), 4)}
        switching = the_switch(options, ir.action)
        if switching is not None:
            chosen = switching
        elif is_confident(options, ir):
            chosen = prefer_coverage(options)
        elif follow_up.answered:
            meta["bulk_degraded"] = True
            return BulkOutcome((), (), options, Hint.NEED_CLARIFICATION, ClarificationRequest(
                "还是不能确定要对这些设备做什么，请把要做的操作和范围说具体一些，"
                "例如“关闭客厅的灯”。"), meta, StageTrace(
                    "group_for_bulk", kept=tuple(o.capability_id for o in options),
                    note="still not confident after the one question: not a bulk command"))
        else:
            answer = arbitrator(ir.raw, options) if arbitrator is not None else None
            meta["bulk_arbitration"] = "none" if arbitrator is None else (
                "choice" if isinstance(answer, int) else "question" if answer else "failed")
            if isinstance(answer, int):
                chosen = options[answer]
            else:
                return BulkOutcome((), (), options, Hint.NEED_CLARIFICATION,
                                   _option_question(options, answer), meta, StageTrace(
                                       "group_for_bulk", kept=tuple(o.capability_id
                                                                    for o in options),
                                       note="command choice not confident: asking"))
    supporters = set(chosen.supporters)
    command_of = {d.id: chosen.capability_id for d in base if d.id in supporters}
    # "所有空调都打开" is cooling weather's word: a thermostat said as an AC is not heated.
    command_of |= _standing_in(base, supporters, home, chosen.capability_id, by_name,
                               heaters=ir.type_hint != Category.AIR_CONDITIONER)
    if asked_about:
        # ...every device named, or of the kinds the command reaches (not a valve among the
        # doors)
        kinds = {device.category for device in base if device.id in command_of}
        command_of |= _own_commands([device for device in base if device.id not in command_of
                                     and (ir.type_hint is None
                                          or device.category in kinds)], commands)
    kept_on, kept_running = _kept_on(base, command_of, ir, mentions)
    targets = [d for d in base if d.id in command_of and d.id not in kept_on]
    unsupported = tuple((d.id, f"does not support {chosen.capability_id}") for d in base
                        if d.id not in command_of) \
        + tuple((d.id, "its label asks to leave it on") for d in base if d.id in kept_on)
    meta.update({"bulk_capability": chosen.capability_id, "bulk_coverage": chosen.coverage,
                 "bulk_targets": len(targets)})
    hint = None
    over_limit: tuple[tuple[str, str], ...] = ()
    if follow_up.confirmed:
        max_targets = max_groups = len(targets)
        meta["bulk_confirmed"] = True
    if len(targets) > max_targets:
        over_limit = tuple((d.id, f"over the limit of {max_targets} targets")
                           for d in targets[max_targets:])
        targets = targets[:max_targets]
        hint = Hint.TOO_MANY_TARGETS
    groups = _groups_per_command(targets, command_of, home, batch_size)
    if len(groups) > max_groups:
        over_limit += tuple((d, f"over the limit of {max_groups} groups")
                            for group in groups[max_groups:] for d in group.device_ids)
        groups = groups[:max_groups]
        hint = Hint.TOO_MANY_TARGETS
    meta["bulk_groups"] = len(groups)
    reasons = (REASON_BULK, REASON_IMPLICIT_ALL) if trigger is BulkTrigger.IMPLICIT_ALL \
        else (REASON_BULK,)
    candidates = tuple(
        Candidate(group.group_id, EntityKind.GROUP, group.capability_id, keyword_score=0.0,
                  vector_score=chosen.score, total_score=chosen.score, reasons=reasons)
        for group in groups)
    clarification = None
    opened = [d for d in targets if command_of[d.id] in OPENS_A_DOOR]
    gas = [d for d in targets if lets_gas_in(d, command_of[d.id])]
    stilled = [d for d in targets if stills_a_detector(ir, d, command_of[d.id])]
    if gas and not follow_up.confirmed:
        hint = Hint.NEED_CLARIFICATION
        clarification = _confirm_opening(gas, "个燃气阀", chosen.capability_id)
    elif stilled and not follow_up.confirmed:
        hint = Hint.NEED_CLARIFICATION
        clarification = _confirm_opening(stilled, "个报警器", chosen.capability_id, "关掉")
    elif opens_a_door_unasked(ir, len(opened), named=bool(ir.name_hint)) \
            and not follow_up.confirmed:
        hint = Hint.NEED_CLARIFICATION
        clarification = _confirm_opening(opened, "道门", chosen.capability_id)
    elif kept_running and not follow_up.confirmed:
        hint = Hint.NEED_CLARIFICATION
        clarification = _confirm_stopping(kept_running, len(targets), chosen.capability_id)
    elif not kind_said and not follow_up.confirmed and len({d.category for d in targets}) > 1:
        # Everything of every kind there: the fridge, a lock, the lamp left on for a child
        # may be among them, and "everything" does not say which were meant to stay (fail
        # closed: confirm).
        hint = Hint.NEED_CLARIFICATION
        clarification = _confirm_everything(targets, chosen)
    elif hint is Hint.TOO_MANY_TARGETS:
        total = meta["bulk_targets"]
        clarification = ClarificationRequest(
            f"这会操作 {total} 个设备，超过一次最多 {max_targets} 个、{max_groups} 组的上限。"
            "请缩小范围（房间、类型或名称），或确认继续。",
            (ClarificationOption(CONFIRM_OPTION_ID, f"确认，分批操作全部 {total} 个设备",
                                 chosen.capability_id),))
    trace = StageTrace(
        "group_for_bulk", kept=tuple(d.id for d in targets), dropped=left_out + unsupported,
        note=f"{trigger.value}: {chosen.capability_id} (p={chosen.share}, "
             f"coverage={chosen.coverage}), {len(groups)} group(s)")
    return BulkOutcome(candidates, groups, options, hint, clarification, meta, trace,
                       skipped=unsupported + over_limit)
