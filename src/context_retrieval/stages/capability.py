"""Capability checks: candidates must be executable, and devices must be able to do the action.

:func:`validate_candidates` enforces seed 003's output rules: a device candidate names a
device of the home, and its command maps to one of that device's CommandSpecs; anything
else is dropped, never returned. :func:`check_capabilities` is 001 §3.4's consistency
check: with a confident parse and a similarity function, a device none of whose commands
resembles the action is removed (004 "无匹配命令被过滤"). :func:`check_values` is the same
check on the value said, on by default: a colour, a shade of white or a mode word that a
device has no command to take ("把老人房的灯调成红色" over lights that only dim) removes it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

import numpy as np
import numpy.typing as npt

from context_retrieval.documents import command_value_words
from context_retrieval.glossary import as_said
from context_retrieval.index import CommandIndex
from context_retrieval.models import (
    Candidate,
    Category,
    CommandSpec,
    Device,
    EntityKind,
    Home,
    QueryIR,
    StageTrace,
)
from context_retrieval.parsing.rules import asks_a_question
from context_retrieval.parsing.words import COVER_VERBS, PLACE_ENDING
from context_retrieval.stages.command_scores import CommandScores
from context_retrieval.stages.fusion import Ranking
from context_retrieval.stages.intents import the_way_switched, undoes
from context_retrieval.stages.stand_in import SOUND_WORDS, changes_the_sound
from context_retrieval.stages.vector import COLOUR, WHITE, value_fit
from context_retrieval.text import compact, fuzzy_pinyin, holds_chinese, normalize
from context_retrieval.vocabulary import NOT_A_LAMP, holds_word, lights_a_room

SimilarityFunc = Callable[[str, str], float]
"""(action, command description) → similarity in [0, 1]."""

# 001 §3.4: the check filters only when the parse is this confident; below, it would
# remove the right device on a misread action.
HARD_FILTER_MIN_CONFIDENCE = 0.8
# White and yellow light are made by a colour or a colour temperature ("调成白光", "调黄一点").
WHITE_OR_COLOUR = "白黄"
# A lamp's colour temperature, by command id ("setColorTemperature", "stepColorTemperature").
_TEMPERATURE_OF_LIGHT = "olorTemperature"
LIGHT_TONE_COMMANDS = ("colorControl", _TEMPERATURE_OF_LIGHT)
# A light of some warmth ("暖光", "冷白光"): a colour temperature, which a lamp of colours only
# does not give ("暖白色", a colour, it does).
_WARMTH_OF_WHITE = re.compile(r"[暖冷]白?光")
# 004 "动作与命令描述相似度匹配": a matching description scores above 0.5.
DEFAULT_SIMILARITY_THRESHOLD = 0.5


def validate_candidates(candidates: Sequence[Candidate], home: Home
                        ) -> tuple[Sequence[Candidate], StageTrace]:
    """Drop candidates that name no device of ``home`` or a command the device lacks (003).

    A :class:`Ranking` is checked device by device and stays a ranking."""
    if isinstance(candidates, Ranking):
        return _validate_ranking(candidates, home)
    kept: list[Candidate] = []
    dropped: list[tuple[str, str]] = []
    for candidate in candidates:
        why = None if candidate.entity_kind is not EntityKind.DEVICE \
            else _why_invalid(home, candidate.entity_id, candidate.capability_id)
        if why is None:
            kept.append(candidate)
        else:
            dropped.append((candidate.entity_id, why))
    return tuple(kept), StageTrace("validate_candidates",
                                   kept=tuple(c.entity_id for c in kept), dropped=tuple(dropped))


def _validate_ranking(ranking: Ranking, home: Home) -> tuple[Ranking, StageTrace]:
    scores = ranking.scores
    if scores.index is not None and scores.positions is not None:
        valid = _rows_valid(home, scores.index)[scores.positions]
    else:
        valid = np.array([_why_invalid(home, *scores.pair(row)) is None
                          for row in range(len(scores.owners))], dtype=bool)
    kept = ranking.keeping(valid)
    dropped = tuple((pair[0], _why_invalid(home, *pair) or "")
                    for pair in map(scores.pair, np.flatnonzero(~valid).tolist()))
    return kept, StageTrace("validate_candidates", kept=tuple(sorted(kept.device_ids())),
                            dropped=dropped)


def _why_invalid(home: Home, device_id: str, command_id: str | None) -> str | None:
    """Why ``home`` cannot run ``command_id`` on ``device_id``, or None when it can."""
    device = home.device(device_id)
    if device is None:
        return "no such device"
    if command_id is not None and all(c.id != command_id for c in home.commands_of(device)):
        return f"command {command_id} not in its spec"
    return None


def _rows_valid(home: Home, index: CommandIndex) -> npt.NDArray[np.bool_]:
    """:meth:`CommandIndex.rows_valid_in` ``home``, worked out once per home and index."""
    known = home.derived("index_rows_valid", _no_indexes)
    found = known.get(id(index))
    if found is None or found[0] is not index:  # another index at the same address
        found = known[id(index)] = (index, index.rows_valid_in(home))
    return found[1]


def _no_indexes() -> dict[int, tuple[CommandIndex, npt.NDArray[np.bool_]]]:
    return {}


def check_capabilities(devices: Sequence[Device], home: Home, ir: QueryIR,
                       similarity: SimilarityFunc | None = None,
                       threshold: float = DEFAULT_SIMILARITY_THRESHOLD
                       ) -> tuple[tuple[Device, ...], StageTrace]:
    """Remove devices that cannot execute the action (001 §3.4 hard mode).

    Applies only when ``similarity`` is given, the command has an action and
    ``ir.confidence`` ≥ 0.8; otherwise every device is kept (the command score already
    acts as the soft feature). Devices with no spec are kept: nothing is known against them.
    """
    action = (ir.action or "").strip()
    if similarity is None or not action or ir.confidence < HARD_FILTER_MIN_CONFIDENCE:
        return tuple(devices), StageTrace("check_capabilities", kept=tuple(d.id for d in devices),
                                          note="soft mode: nothing filtered")
    kept: list[Device] = []
    dropped: list[tuple[str, str]] = []
    for device in devices:
        commands = home.commands_of(device)
        best = max((similarity(action, c.description) for c in commands), default=None)
        if best is None or best >= threshold:
            kept.append(device)
        else:
            dropped.append((device.id, f"no command like {action!r} (best {best:.2f})"))
    return tuple(kept), StageTrace("check_capabilities", kept=tuple(d.id for d in kept),
                                   dropped=tuple(dropped), note=f"hard mode, threshold {threshold}")


def check_values(devices: Sequence[Device], home: Home, ir: QueryIR
                 ) -> tuple[tuple[Device, ...], StageTrace, tuple[Device, ...]]:
    """Remove devices that cannot do what the request sets (001 §3.4 hard mode).

    Applies when ``ir.confidence`` ≥ 0.8 and the command says a colour or a shade of white
    ("红色", "暖白光"), asks for a brightness, a colour temperature, a fan speed or warmth
    ("调亮一点", "色温调低", "风小一点", "好冷"), an operating mode the home's climate
    devices name ("除湿": a device without operating modes is not judged, and a 除湿机
    dries by being on), or only switching ("打开", "关闭": a sensor or a meter cannot be
    switched): things a command either can do or not. What warms or cools water or food is
    no answer to a room felt hot or cold. Devices with no spec are kept (nothing is known
    against them). When none of the devices meant (those the request names, else all in
    play) can do it, nothing is kept and the third item lists them, so the caller can say
    so.
    """
    asked = requirement(ir, home)
    if asked is None:
        return tuple(devices), StageTrace("check_values", kept=tuple(d.id for d in devices),
                                          note="nothing set that a device may lack"), ()
    kept: list[Device] = []
    dropped: list[tuple[str, str]] = []
    warming = asked.english == HEAT_OR_COOL and "制热" in (ir.action or "")
    cooling = asked.english == HEAT_OR_COOL and "制冷" in (ir.action or "")
    brightening = asked.english == _BRIGHTNESS and _BRIGHTER.search(ir.action or "") is not None \
        and _DARK_FELT.search(ir.raw) is not None
    # devices of one profile share their commands
    profile_can: dict[str | None, bool] = {}
    for device in devices:
        commands = home.commands_of(device)
        if asked.english == HEAT_OR_COOL and device.category in _HEAT_OR_COOL_THINGS:
            dropped.append((device.id, "warms or cools things, not the room"))
            continue
        fits = profile_can.get(device.profile_id)
        if fits is None:
            # no spec: nothing known against it (a profile listing no commands, a sensor's,
            # is known to do nothing)
            fits = profile_can[device.profile_id] = (
                not commands and device.profile_id not in home.specs and asked.unknown_kept) \
                or any(asked.fits(command) for command in commands)
        can = (fits and not (warming and _only_cools(device, commands))) \
            or (asked.judged is not None and not asked.judged(device, commands))
        if can or (warming and _heats_when_on(device, commands)) \
                or (cooling and _cools_when_on(device, commands)) \
                or (brightening and _lights_when_on(device, commands)) \
                or (asked.by_name is not None and asked.by_name in compact(device.name)):
            kept.append(device)
        else:
            dropped.append((device.id, f"cannot {asked.english}"))
    said = [compact(n) for n in (ir.name_hint, *ir.entity_mentions) if n and compact(n)]
    # (said whole, or in Chinese: "台灯" is the "Desk Lamp", not the 阳台灯)
    named = [d for d in devices if any(holds_word(label, name) for name in said
                                       for label in as_said(d.name))]
    meant = named or list(devices)
    if dropped and not any(d in kept for d in meant):
        return (), StageTrace("check_values", dropped=tuple(dropped),
                              note=f"nothing meant can {asked.english}"), tuple(meant)
    return tuple(kept), StageTrace("check_values", kept=tuple(d.id for d in kept),
                                   dropped=tuple(dropped), note=asked.english), ()


@dataclass(frozen=True, slots=True)
class Requirement:
    """Something a request sets that only some commands can."""

    chinese: str
    """What is asked, as the question says it ("调成“红色”", "调亮度")."""
    english: str
    """The same for traces ("take '红色'", "set the brightness")."""
    fits: Callable[[CommandSpec], bool]
    """True for a command that can do it."""
    by_name: str | None = None
    """A word that, in a device's name, says the device does it by being on ("除湿" of a
    除湿机)."""
    judged: Callable[[Device, Sequence[CommandSpec]], bool] | None = None
    """When given, only a device (with its commands) it holds true for can be found unable."""
    unknown_kept: bool = True
    """Whether a device whose commands are not known is kept (nothing is known against it);
    not so for what no standard command does at all."""


HEAT_OR_COOL = "heat or cool"
# What warms or cools water or food, not the room felt too hot or too cold ("灶下好热" is
# no task for the fridge, "冲凉房好冷" none for the water heater).
_HEAT_OR_COOL_THINGS = frozenset({Category.WATER_HEATER, Category.REFRIGERATOR,
                                  Category.OVEN, Category.MICROWAVE})
# Heaters that warm a room by being switched on: a bath heater, a fan heater on a plug.
_HEATERS = ("浴霸", "取暖器", "暖风机", "电暖器", "电暖气", "小太阳", "油汀", "暖气片", "电热毯",
            "电热垫", "暖脚器", "烤火炉", "电火桶")
_HEATER_SOUNDS = tuple(fuzzy_pinyin(word) for word in _HEATERS)


def _lights_when_on(device: Device, commands: Sequence[CommandSpec]) -> bool:
    """True for a lamp that only switches: switched on, the room is brighter ("仓库太暗了"
    with a relay labelled 仓库灯)."""
    return (device.category is Category.LIGHT or lights_a_room(normalize(device.name))) \
        and _switches_on(commands)


def _heats_when_on(device: Device, commands: Sequence[CommandSpec]) -> bool:
    """True for a heater that warms by being switched on ("客卫浴霸" with only a switch, a
    plug labelled 电热毯, or 小太羊 for the 小太阳 heard)."""
    return (device.category is Category.BATHROOM_HEATER or _sounds_like_a_heater(device.name)) \
        and _switches_on(commands)


def _cools_when_on(device: Device, commands: Sequence[CommandSpec]) -> bool:
    """True for a fan that only switches: switched on, it cools ("大棚太热了" with an 排风机
    on a relay)."""
    return _a_fan(device) and _switches_on(commands)


def _only_cools(device: Device, commands: Sequence[CommandSpec]) -> bool:
    """True for a fan that sets no temperature: a room felt cold ("2号棚好冷") is not warmed
    by its speed, whatever its modes."""
    return _a_fan(device, vents=True) \
        and not any(part in command.id for command in commands for part in _WARMING_PARTS)


def _a_fan(device: Device, vents: bool = False) -> bool:
    """True for a fan by its category or its label ("吊扇", "排风机"), a vent too with
    ``vents``; not a fan heater ("暖风机")."""
    return (device.category is Category.FAN or (vents and device.category is Category.VENT)
            or _A_FAN.search(device.name) is not None) \
        and not _sounds_like_a_heater(device.name)


# Commands that set a temperature or a mode that may warm.
_WARMING_PARTS = ("Setpoint-", "-thermostatMode-", "-airConditionerMode-")
# What a fan is called ("吊扇", "排风机", "风机").
_A_FAN = re.compile(r"扇|风机")


def _switches_on(commands: Sequence[CommandSpec]) -> bool:
    return any(command.id.endswith("-switch-on") for command in commands)


@lru_cache(maxsize=65536)
def _sounds_like_a_heater(label: str) -> bool:
    sound = fuzzy_pinyin(compact(label))
    return any(sound[i:i + len(heater)] == heater for heater in _HEATER_SOUNDS
               for i in range(len(sound) - len(heater) + 1))


# What an action asks to set, and the commands that can: (pattern, Chinese, English,
# command id parts).
_BRIGHTNESS = "set the brightness"
# Brighter wanted for a place felt dark ("仓库太暗了", "乌麻麻"): a lamp switched on makes
# it so (a lamp asked to be brighter, "射灯调亮一点", has to dim).
_BRIGHTER = re.compile(r"调亮|亮一点|亮点|亮些|最亮")
_DARK_FELT = re.compile(r"暗|黑|乌|看不[清见到]")
_ATTRIBUTES = (
    (re.compile(r"亮度|调亮|调暗|[亮暗]一点|[亮暗]点|最[亮暗]"), "调亮度", _BRIGHTNESS,
     ("-switchLevel-", "-statelessSwitchLevelStep-")),
    (re.compile(r"色温|\d{4}k", re.IGNORECASE), "调色温",
     "set the colour temperature", ("-colorTemperature-", "-statelessColorTemperatureStep-")),
    (re.compile(r"风速|风量|风[大小]"), "调风速", "set the fan speed",
     ("-fanSpeed", "FanMode-", "-fanMode-", "-windMode-")),
    (re.compile(r"摇头|摆头|摆风|扫风"), "摆风", "swing", ("-fanOscillationMode-",)),
    # "暗时灯换个颜色" over a lamp that only dims; "南音机换到蓝牙" over a speaker of one input.
    (re.compile(r"^颜色$|[换调变改](?:个|一下|一个)?(?:颜色|色)(?![温暖冷])|变色|彩光"), "换颜色",
     "set the colour", ("-colorControl-",)),
    (re.compile(r"蓝牙|hdmi|输入源|信号源", re.IGNORECASE), "切换信号源", "switch the input source",
     ("InputSource",)),
    # "故事机暂停", "故事机放个故事" over one that only changes its volume: paused or
    # played by nothing of it (a radio plays by being switched on).
    (re.compile(r"^暂停"), "暂停", "pause", ("-pause", "-stop")),
    (re.compile(r"^播放"), "播放", "play", ("-play", "Preset", "-switch-on", "-tvChannel-")),
    # "收音机换个台", "念佛机换一首" over a radio on a plug: nothing of it changes either;
    # a television without channels of its own changes them by its remote's number keys.
    (re.compile(r"频道"), "换频道", "change the channel",
     ("-tvChannel-", "Preset", "Track", "-keypadInput-")),
    (re.compile(r"[换切]一首|[上下]一首|切歌"), "切歌", "change the track",
     ("-mediaTrackControl-", "Preset")),
    # "书房好热" (制冷), "好冷" (制热): what heats or cools, not a lamp named after the room.
    (re.compile(r"制冷|制热"), "调温度", HEAT_OR_COOL,
     ("Setpoint-", "-thermostatMode-", "-airConditionerMode-", "-fanSpeed", "FanMode-",
      "-fanMode-", "-windMode-")),
)


# A wind or a mode named by what it is for ("自然风", "睡眠模式", "烘干模式"), and how the
# values of profiles spell it in English ("naturalWind", "sleep", "eco", "turbo").
_NAMED_SETTING = re.compile(
    r"(?P<stem>(?:自然|睡眠|静音|舒适|强力|强劲|节能)(?=风|模式)|速冻|烘干(?!机))(?:风|模式)?")
_NAMED_IN_ENGLISH = MappingProxyType({stem: re.compile(rf" (?:{words})") for stem, words in {
    "自然": r"natur", "睡眠": r"sleep", "静音": r"quiet|silent|mute|low ?noise",
    "舒适": r"comfort", "强力": r"turbo|strong|power|max|boost|intens",
    "强劲": r"turbo|strong|power|max|boost|intens", "节能": r"eco|energy|sav",
    "烘干": r"dry", "速冻": r"(?:rapid|quick|super|fast|power) ?freez"}.items()})


def _has_a_value_of(command: CommandSpec, stem: str) -> bool:
    """Whether ``command`` takes a value named by ``stem`` (自然 of "naturalWind"), or may:
    a word whose values the profile does not list ("mode.setMode" of a dishwasher), or is
    that setting itself ("rapidFreezing.setRapidFreezing")."""
    if command.type == "string" and not command.value_list:
        return True
    english = _NAMED_IN_ENGLISH[stem]
    return stem in command.description or any(stem in word for word in command_value_words(
        command)) or any(english.search(_english_words(said)) for said in (
            command.id, command.description,
            *(said for option in command.value_list for said in (option.value,
                                                                   option.description))))


def _english_words(said: str) -> str:
    """``said`` with its camel case and its joints as spaces, lower case ("setRapidFreezing"
    → "set rapid freezing"): a word found in it starts a word ("laundry" holds no "dry")."""
    return " " + re.sub(r"[^a-z0-9]+", " ", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", said).lower())
# The light of a thing that is no lamp ("油烟机的灯", "吊扇灯", "油烟机开灯", "油烟机照明").
_LIGHT_OF_A_THING = re.compile(
    f"(?:{NOT_A_LAMP})(?:的?(?:灯|照明)|(?:打开|关掉|关闭|[开关])一?下?灯)")
# A position kept in the device ("去预设位置", "开到常用位置").
_PRESET = re.compile(r"预设|(?:常用|收藏|记忆)的?位置")
# A timer set ("定时一个钟头", "定个时", "定时两点钟关"), not the mode of that name chosen
# ("定时模式") nor one told of ("我装了定时的").
_TIMER = re.compile(r"(?<![了过])定(?:个|一个)?时(?!模式|的)")
# What counts time down: a command ("setCookTime") or a setting ("Timed", "定时加热", "预约").
_TIMING = re.compile(r"(?i)time|delay|duration|schedul|reserv|定时|预约")
# A camera turned round ("转一下", "转去左边", "往左转"), not a setting turned to.
_TURNED_ROUND = re.compile(r"(?:摄像头|摄像机|监控|camera)[^,.!?;]*(?:转(?![成换])|[左右上下]摇)")
# Spaces, which normalised text keeps between words.
_CLAUSE_SPACES = re.compile(r"\s+")


def _blows(device: Device) -> bool:
    """Whether ``device`` is a fan or a hood, whose own switch is the fan's, not a lamp's."""
    return device.category in (Category.FAN, Category.KITCHEN_HOOD)


def _switches_a_light(command: CommandSpec) -> bool:
    """Whether ``command`` switches the light of a device that is more than a lamp: a
    switch of a component of its own ("light-switch-on" of a fan with a lamp in it)."""
    return command.capability == "switch" and not command.id.startswith("main-")


# Cleaning said of the place cleaned ("去扫儿童房", "扫一下厨房", "派到老人房去扫"; not 扫地,
# 扫拖 or 打扫 alone).
_CLEANING_THERE = re.compile(r"(?<!打)扫(?![地拖])(?:一?下|一哈|扫)?(?P<place>[^,.!?;]+)"
                             r"|(?:派|叫|让)?(?:到|去)(?P<before>[^,.!?;]+?)去?(?:打)?扫")


def _place_cleaned(said: str, home: Home | None) -> str | None:
    """The place ``said`` sends something to clean, as said, if any: a room of ``home``, a
    room's number, or a word that ends as places do ("B室", "二楼")."""
    rooms = [compact(room) for room in home.rooms] if home is not None else []
    for cleaned in _CLEANING_THERE.finditer(said):
        place = _PARTICLES_AFTER.sub("", cleaned.group("place") or cleaned.group("before"))
        if any(room and room in place for room in rooms) or _A_PLACE.search(place):
            return place
    return None


def _stands_in(device: Device, place: str) -> bool:
    """Whether ``device`` stands in the place said ("客厅" of 1F客厅, "大厅" of 大厅 Lounge)."""
    room = compact(device.room or "")
    return bool(room) and (place in room or room in place)


# What ends a clause and names no place ("大厅咯", "客厅吧").
_PARTICLES_AFTER = re.compile(r"(?:一下|一哈|下)?[了吧啊呀咯哦嘛哈]*$")


# Said of a place: its number or how the word for it ends.
_A_PLACE = re.compile(rf"^\d{{3,4}}|^[^,.!?;]{{0,6}}?"
                      rf"(?:{PLACE_ENDING.pattern.removesuffix('$')})")
# What sets something in degrees: a setpoint, a thermostat, a washer's water temperature,
# a blind's slats (an angle).
_SETPOINTS = ("Setpoint-", "-thermostat", "-temperatureLevel-", "Tilt")
# A temperature set by name ("温度调高", "水温低一点").
_TEMPERATURE_SET = re.compile(r"(?:温度|水温)(?:调|[高低升降加减])")
# A lamp's light said warmer or cooler ("调暖一点", "冷一点", "暖些").
_WARMER_OR_COOLER = re.compile(r"调[暖冷]|[暖冷](?:一)?[点些]")


def requirement(ir: QueryIR, home: Home | None = None) -> Requirement | None:
    """What a confident command sets that a device may lack, if anything: a colour, an
    attribute, a mode the home's commands name (with ``home``), or being switched at all."""
    clauses = _CLAUSE_SPACES.sub("", normalize(ir.raw))  # (a story's clauses kept apart)
    if _TURNED_ROUND.search(clauses):
        # "摄像头转一下", "摄像头转去左边" (turning is no action word, so confidence is low):
        # only what pans a camera does it
        return Requirement("转动", "pan or tilt", _has_any(("PanTilt", "-panTilt", "-ptz")),
                           unknown_kept=False)
    if _TIMER.search(clauses):
        # "电风扇定时一个钟头" over a fan that only switches and oscillates (timing is no
        # action word, so confidence is low): only what keeps time does it.
        return Requirement("定时", "set a timer", _keeps_time)
    if ir.confidence < HARD_FILTER_MIN_CONFIDENCE:
        return None
    word = _light_word(ir)
    if word is not None:
        return Requirement(f"调成“{word}”", f"take {word!r}",
                           lambda command: _takes(command, word, ir))
    action = ir.action or ""
    said = compact(ir.raw)
    if ir.type_hint != Category.LIGHT.value and _LIGHT_OF_A_THING.search(said) \
            and action in _SWITCHING:
        # "油烟机的灯开一下", "吊扇的灯开一下" over a hood or a fan that only blows (its own
        # switch is the fan's): its light is no command of the home.
        return Requirement(f"{_SWITCHING[action]}灯", "switch its light", _switches_a_light,
                           judged=lambda device, commands: _blows(device))
    if _PRESET.search(said):
        # "窗帘去预设位置" over a curtain motor that only opens, closes and goes to a level
        return Requirement("去预设位置", "go to its preset",
                           _has_any(("-windowShadePreset-", "-mediaPresets-")))
    cleaned = _place_cleaned(clauses, home)
    if cleaned is not None:
        # "扫地机去扫儿童房" over a robot that only cleans the whole home (the room it stands
        # in, "扫地机扫一下客厅", it cleans by starting, and one in no room may be anywhere)
        return Requirement("只扫一个地方", "clean one place", _has_any(("-serviceArea-",)),
                           judged=lambda device, commands:
                           device.category is Category.ROBOT_CLEANER and device.room is not None
                           and not _stands_in(device, cleaned))
    if action == _LOCKING and _LOCK_SAID.search(said):
        # "卷帘门锁上" over a shutter that only opens and closes: locking needs a lock (an
        # unlock goes on to be confirmed).
        return Requirement(action, "lock", lambda command: command.capability == "lock")
    if action in _UNLOCKING:
        # "大门开锁" beside a 大门灯 and a 大门摄像头: only a lock, or what opens a door, is
        # unlocked.
        return Requirement(action, "unlock", lambda command: command.capability in _DOORS)
    mode = _mode_word(ir, home)
    if mode is not None and mode in _HEAT_OR_COOL_WORDS:
        # "一楼地暖开制冷" said as a mode, over floor heating whose modes hold no cooling.
        return _mode_requirement(mode, _wind_said(ir))
    for pattern, chinese, english, parts in _ATTRIBUTES:
        if pattern.search(action):
            return Requirement(chinese, english, _has_any(parts))
    named = _NAMED_SETTING.search(said)
    if named is not None:
        # "书房空调开自然风", "洗衣机烘干模式": a setting named so only a value of that name
        # takes (or a device named for it: a 烘干机 dries by being on).
        stem = named.group("stem")
        return Requirement(f"调成“{named.group(0)}”", f"take {named.group(0)!r}",
                           lambda command: _has_a_value_of(command, stem), stem)
    if _sets_a_temperature(ir, action):
        return Requirement("调温度", "set the temperature", _has_any(_SETPOINTS))
    if ir.type_hint == Category.LIGHT.value and _WARMER_OR_COOLER.search(action):
        # "射灯调暖一点": a lamp made warmer or cooler changes its colour temperature.
        return Requirement("调色温", "set the colour temperature", _has_any(
            ("-colorTemperature-", "-statelessColorTemperatureStep-", "-colorControl-")))
    if SOUND_WORDS.search(action.lower()):
        # "电视声音大点" over a television whose sound its soundbar carries, or none does;
        # "戏匣子声音调大" over a radio on a plug: it cannot. A machine on a plug is quieted
        # by switching it off ("练泥机太吵了"), and an alarm by its own command.
        quieter = _QUIETER.search(action.lower()) is not None
        return Requirement("调音量", "change the sound", changes_the_sound,
                           judged=lambda device, commands: _plays_or_makes_no_sound(
                               device, commands, quieter))
    if mode is not None:
        return _mode_requirement(mode, _wind_said(ir))
    if _MORE_OR_LESS.search(action):
        # "浇菜阀门开大点" over a valve that only opens and closes: nothing of it is more or
        # less (its close is no "less open" either).
        return Requirement("调大调小", "be turned up or down", sets_a_degree)
    setting = _setting_named(ir)
    if setting is not None:
        # "客卫暖气片开自动模式" over a radiator whose settings hold no 自动 (another device's
        # do): no other setting of its is that one.
        return Requirement(f"调成“{setting}”模式", f"take the mode {setting!r}",
                           lambda command: _names_the_setting(command, setting),
                           judged=lambda device, commands: _settings_told_in_chinese(commands))
    way = the_way_switched(action, why_only=True)
    if way in _SWITCHING and not asks_a_question(ir.raw):
        # A gas valve that can only close cannot be opened: "打开燃气阀", "煤气开一下我要做饭"
        # are asked about, never answered with its close ("冰箱门关好了没" asks what its door
        # is).
        return Requirement(_SWITCHING[way], f"be switched ({way})",
                           lambda command: _switches(command, off=way == "关闭")
                           and not undoes(way, command.id))
    return None


def _keeps_time(command: CommandSpec) -> bool:
    """Whether ``command`` sets a time ("setCookTime") or a timed setting ("定时加热")."""
    return any(_TIMING.search(said) for said in (command.id, *command_value_words(command)))


def _mode_requirement(mode: str, wind_said: bool) -> Requirement:
    """Taking the operating mode ``mode`` ("奶奶房间空调除湿" over an air conditioner whose
    modes hold no dry mode; a 除湿机 dries by being on). Only a device with an operating mode
    is judged: a fan's speed words are too loosely known ("高档" for the speed "high") to say
    it lacks one; a lamp has none ("仓库好潮" is no lamp's to meet). Unless ``wind_said``, its
    fan's mode of that name is no answer ("空调开自动" over one whose modes hold no auto)."""
    return Requirement(f"调成“{mode}”", f"take {mode!r}",
                       lambda command: mode in command_value_words(command)
                       and (wind_said or mode not in _MODES_OF_THE_WIND_TOO
                            or command.capability not in _OF_THE_WIND), mode,
                       judged=lambda device, commands: device.category is Category.LIGHT
                       or any(command.capability in _OPERATING_MODES for command in commands))


def _setting_named(ir: QueryIR) -> str | None:
    """The mode or programme ``ir`` names by a word of the home's settings ("开自动模式":
    自动, a setting some device has), or None. A word no setting of the home holds ("假日模式",
    "拖地模式") may still be how one is described, so nothing is judged by it."""
    word = compact(ir.value.word) if ir.value is not None and ir.value.word else ""
    if not word or not _MODE_SAID.search(compact(ir.raw)):
        return None
    return word


def sets_a_degree(command: CommandSpec) -> bool:
    """Whether ``command`` sets or steps a degree of something: a number in a range, one of
    a list of settings that go up and down (a fan's low, medium and high; not its ways of
    swinging), or a step up or down."""
    return command.value_range is not None or command.type in _NUMBERS \
        or _STEP.search(command.id) is not None \
        or sum(1 for option in command.value_list
               if _A_DEGREE.search(f"{option.value} {option.description}")) >= 2


# The argument types of a number set, whatever range the spec declares or not.
_NUMBERS = ("number", "integer")
# A setting that is a degree of something: "low", "高速", "2档", "强".
# (a cover's button moves it up or down: "晾衫架降低啲")
_A_DEGREE = re.compile(r"low|medium|mid|high|max|min|weak|strong|quiet|silent|turbo|boost|\d"
                       r"|^(?:up|down|open|close)\b|[低中高弱强慢快档级挡升降]", re.IGNORECASE)


# Turned up or down, of nothing named ("开大点", "调小一些"; "调亮" and "风小点" name what).
_MORE_OR_LESS = re.compile(r"^(?:再)?(?:调|开|关)?[大小高低](?:一)?[点些]?$|^调[大小高低]"
                           r"|^(?:调|开)到最[大小高低](?:档|挡)?$")
# A command that steps a degree ("stepLevel", "volumeUp").
_STEP = re.compile(r"Step|-volume(?:Up|Down)$|-(?:fanSpeed|channel)(?:Up|Down)$")


def _settings_told_in_chinese(commands: Sequence[CommandSpec]) -> bool:
    """Whether ``commands`` list settings, every one of them described in Chinese: only
    then can a setting be known to be missing ("mop" may well be the 拖地 said)."""
    options = [option for command in commands for option in command.value_list]
    return bool(options) and all(holds_chinese(option.description) for option in options)


def _names_the_setting(command: CommandSpec, setting: str) -> bool:
    """Whether a value of ``command`` is the setting named, or holds it (强力除菌 of 强力)."""
    return any(setting in word or (len(word) >= 2 and word in setting)
               for word in command_value_words(command))


# A mode or programme said as one.
_MODE_SAID = re.compile(r"模式|程序")


def _sets_a_temperature(ir: QueryIR, action: str) -> bool:
    """Whether ``ir`` sets a temperature, which needs a setpoint ("热水器调到60度", "热水器
    温度调高点" over a heater that only switches): by degrees said, as a value or a change
    ("客厅调低两度": the air conditioner's, not the lamps') or by name (not "洗澡水不热", a
    need a heater meets by being on)."""
    by_name = _TEMPERATURE_SET.search(action) and _TEMPERATURE_SET.search(compact(ir.raw))
    in_degrees = ir.value is not None and ir.value.unit == "度" \
        and ir.value.number is not None
    return bool(by_name or in_degrees)


def _plays_or_makes_no_sound(device: Device, commands: Sequence[CommandSpec],
                             quieter: bool) -> bool:
    """Whether ``device`` plays programmes, or makes no sound of its own: a lamp, or (unless
    the sound is to be ``quieter``, which switching off does) a plug or a switch; or sounds an
    alarm, which is silenced by its own command but made louder by none ("门钟大声啲"), or a
    detector (one with no such command, "CO报警器静音", cannot be silenced from here). The
    noise of a fan, a vacuum or an air conditioner is quieted by their own commands."""
    return device.category is Category.LIGHT or device.category.value.endswith(_DETECTING) \
        or (not quieter and (device.category in _POWERING
                             or any(command.capability in _SOUNDS_AN_ALARM
                                    for command in commands))) \
        or any(command.capability in _PLAYING for command in commands)


# What detects and sounds its alarm on its own (a smoke or a gas detector).
_DETECTING = ("Detector",)
# The capabilities of what plays programmes, whose sound may be asked about.
_PLAYING = frozenset({"mediaPlayback", "mediaTrackControl", "tvChannel", "mediaInputSource",
                      "mediaPresets"})
# What sounds an alarm or a chime: silenced by its own command, never made louder.
_SOUNDS_AN_ALARM = frozenset({"alarm", "chime", "audioNotification"})
# What powers another device, whose sound is that device's.
_POWERING = frozenset({Category.SMART_PLUG, Category.SWITCH})
# The sound made quieter or stilled.
_QUIETER = re.compile(r"小|低|轻|静音|mute|停|关")
# Locking, as the parser writes it, and as said (not "院子门关去", a door closed).
_LOCKING = "锁上"
_UNLOCKING = frozenset({"开锁", "解锁"})
_DOORS = frozenset({"lock", "doorControl", "garageDoorControl"})
_LOCK_SAID = re.compile(r"锁上|锁住|上锁")
# Switching said alone, as the parser writes it, and how the question says it.
_SWITCHING = {"打开": "打开", "关闭": "关掉"}
# Capabilities that only report or tune: a device with nothing else cannot be switched,
# opened or closed ("烟感关掉" over a detector that can only be refreshed, "雨感打开", "车间
# 电表关掉" over a meter that can only be reset). Capabilities not listed may switch
# something: a radio or an alarm with only its sound is "关了" by muting it.
_NO_SWITCHING = frozenset({
    "refresh", "healthCheck", "configuration", "firmwareUpdate", "audioNotification",
    "mediaTrackControl", "mediaInputSource", "keypadInput", "colorControl",
    "colorTemperature", "statelessColorTemperatureStep", "cookTime",
    "laundryWasherRinseMode", "laundryWasherSpinSpeed", "feederPortion",
    "fanOscillationMode", "temperatureSetpoint", "thermostatCoolingSetpoint",
    "thermostatHeatingSetpoint", "tamperAlert"})


# Capabilities named for what they report ("temperatureMeasurement", "smokeDetector").
_REPORTS = re.compile(r"(?:Measurement|Sensor|Detector|Meter|Report)$")


def _switches(command: CommandSpec, off: bool) -> bool:
    """Whether ``command`` may switch its device (``off``: switch it off)."""
    capability = command.capability
    if off and capability == "mode" and command.value_list:
        # A fridge's or a washer's programmes ("速冻", "快洗"): switching off needs an off
        # among them ("冰箱关了" over a fridge that only changes programme is asked about);
        # one of them may be what on is ("充电桩充上电": 立即充电).
        return any(_OFF_VALUE.fullmatch(option.value.lower())
                   or _OFF_VALUE.fullmatch(option.description.lower())
                   for option in command.value_list)
    if not off and capability == "audioMute":
        return False  # its sound muted or let back is no switching on ("燃气开开" by its alarm)
    return capability not in _NO_SWITCHING and not _REPORTS.search(capability)


# A value that switches something off.
_OFF_VALUE = re.compile(r"off|stop|standby|关闭?|停止?|待机")


def _has_any(parts: tuple[str, ...]) -> Callable[[CommandSpec], bool]:
    def fits(command: CommandSpec) -> bool:
        return any(part in command.id for part in parts)
    return fits


def scores_taking_the_value(scores: CommandScores, ir: QueryIR) -> CommandScores:
    """``scores`` (per device and command) without the commands that cannot take the colour
    or shade of white said ("串灯都调成蓝色": only colour commands are options; "调成红色" of
    the lamps just switched on too, though it names none)."""
    word = _light_word(ir, confident=False)
    if word is None:
        return scores
    taking = scores.keeping(lambda command: _takes(command, word, ir))
    if not WHITE.fullmatch(word):
        return taking
    # "全屋灯调成白光": a shade of white is a colour temperature, where a lamp has one; the
    # lamps that only take colours are not among those set.
    tempered = np.array([command_id is not None and _TEMPERATURE_OF_LIGHT in command_id
                         for command_id in taking.command_ids], dtype=bool)[taking.codes]
    return taking.rows(np.flatnonzero(tempered)) if tempered.any() else taking


def ranking_after_what_undoes(ranking: Ranking, ir: QueryIR) -> Ranking:
    """``ranking`` with the pairs whose command undoes the action said ("静音" and unmute)
    after the others of their device, however close their descriptions read (kept, for an
    action misheard). What rolls up and down is left alone: a projector screen or an awning
    on a shade profile opens the other way."""
    if not ir.action:
        return ranking
    undoing = ~ranking.scores.taking(
        lambda command: command.capability in _ROLLED or not undoes(ir.action, command.id))
    return ranking.lowering(undoing, UNDOING_PENALTY)


# Lowered so much, a command that undoes the action comes after every other of its device.
UNDOING_PENALTY = 0.5
# Below any command that sets a degree, however well its words fit ("调大一点" is no swing).
NO_DEGREE_PENALTY = 1.0
_ROLLED = frozenset({"windowShade", "windowShadeLevel", "doorControl", "garageDoorControl"})


def ranking_rolled_when_raised_or_lowered(ranking: Ranking, ir: QueryIR) -> Ranking:
    """``ranking`` with the commands that roll nothing up or down after those that do, when
    the request opens or closes by raising or lowering ("晾衣架降下来" closes the rack; it does
    not switch off the rack's lamp 晾衣架照明)."""
    if ir.action not in _OPENED_OR_CLOSED or _RAISED_OR_LOWERED.search(compact(ir.raw)) is None:
        return ranking
    scores = ranking.scores
    return ranking.lowering(
        ~scores.taking(lambda command: command.capability in _ROLLED), UNDOING_PENALTY)


def ranking_by_degrees_when_turned_up_or_down(ranking: Ranking, ir: QueryIR, home: Home
                                              ) -> Ranking:
    """``ranking`` with the commands that set no degree after those that do, when the
    request turns something up or down ("风扇都调大一点", "调到最低档" over a fan that also
    swings: its ways of swinging are no degrees)."""
    if not turns_up_or_down(ir, home):
        return ranking
    return ranking.lowering(~ranking.scores.taking(sets_a_degree), NO_DEGREE_PENALTY)


def turns_up_or_down(ir: QueryIR, home: Home) -> bool:
    """True when the request turns what it names up or down and says no more of what
    ("开大点", "调到最低档"): only a command that sets a degree does it."""
    asked = requirement(ir, home)
    return asked is not None and asked.fits is sets_a_degree


def ranking_warmer_when_raised_or_lowered(ranking: Ranking, ir: QueryIR) -> Ranking:
    """``ranking`` with the commands of the wind of a device that has a temperature setpoint
    after its other commands, when the request turns it up or down and says nothing of its wind
    ("客厅空调调高一点" is warmer, not a faster fan; "风调高一点" is the fan)."""
    if not ir.action or _UP_OR_DOWN.search(ir.action) is None or _wind_said(ir):
        return ranking
    scores = ranking.scores
    # (taking counts a command it does not know as taken: negated, as not of these.)
    setpoints = ~scores.taking(lambda command: command.capability not in _TEMPERATURE_SETPOINTS)
    wind = ~scores.taking(lambda command: command.capability not in _OF_THE_WIND)
    return ranking.lowering(wind & np.isin(scores.owners, scores.owners[setpoints]),
                            UNDOING_PENALTY)


def ranking_fans_on_to_cool(ranking: Ranking, ir: QueryIR, home: Home) -> Ranking:
    """``ranking`` with a fan's switching off after its other commands, when the request
    asks for cooling ("大棚太热了" over an 排风机: switched on, it cools; a heater is still
    switched off)."""
    if "制冷" not in (ir.action or ""):
        return ranking
    scores = ranking.scores
    fans = np.array([(device := home.device(device_id)) is not None
                     and _cools_when_on(device, home.commands_of(device))
                     for device_id in scores.device_ids], dtype=bool)
    off = ~scores.taking(lambda command: not command.id.endswith("-switch-off"))
    return ranking.lowering(off & fans[scores.owners], UNDOING_PENALTY)


def ranking_mode_rather_than_wind(ranking: Ranking, ir: QueryIR, home: Home) -> Ranking:
    """``ranking`` with the commands of the wind of a device that has an operating mode after
    its other commands, when the request says an operating mode and nothing of the wind
    ("空调开自动" is the automatic mode, not the fan's automatic speed; "风速开自动" is)."""
    if not _mode_said_without_wind(ir, home):
        return ranking
    return ranking.lowering(_wind_beside_a_mode(ranking.scores), UNDOING_PENALTY)


def scores_of_the_mode_said(scores: CommandScores, ir: QueryIR, home: Home) -> CommandScores:
    """``scores`` without the commands of the wind of the devices that have an operating
    mode, when the request says an operating mode and nothing of the wind ("所有空调都开自动":
    their modes are the options, not their fans')."""
    if not _mode_said_without_wind(ir, home):
        return scores
    return scores.rows(np.flatnonzero(~_wind_beside_a_mode(scores)))


def _wind_said(ir: QueryIR) -> bool:
    return _OF_WIND.search(compact(ir.raw)) is not None


def _mode_said_without_wind(ir: QueryIR, home: Home) -> bool:
    return _mode_word(ir, home) in _MODES_OF_THE_WIND_TOO and not _wind_said(ir)


# Operating modes whose word the wind's modes hold too: said of an air conditioner with
# nothing of its wind, its operating mode ("睡眠" is the wind's mode on many).
_MODES_OF_THE_WIND_TOO = frozenset({"自动"})


def _wind_beside_a_mode(scores: CommandScores) -> npt.NDArray[np.bool_]:
    """Per row: a command of the wind, of a device that has an operating mode."""
    # (taking counts a command it does not know as taken: negated, as not of these.)
    modes = ~scores.taking(lambda command: command.capability not in _OPERATING_MODES)
    wind = ~scores.taking(lambda command: command.capability not in _OF_THE_WIND)
    return wind & np.isin(scores.owners, scores.owners[modes])


# Turned up or down ("调高一点", "低两度"), not brighter or louder.
_UP_OR_DOWN = re.compile(r"[高低]")
_OF_WIND = re.compile(r"风|档|wind|fan")
_TEMPERATURE_SETPOINTS = frozenset({"thermostatCoolingSetpoint", "thermostatHeatingSetpoint"})
_OF_THE_WIND = frozenset({"airConditionerFanMode", "fanSpeed", "fanSpeedPercent", "fanMode",
                          "thermostatFanMode", "windMode", "fanOscillationMode"})


_RAISED_OR_LOWERED = re.compile("|".join(sorted(COVER_VERBS, key=len, reverse=True)))
_OPENED_OR_CLOSED = frozenset(COVER_VERBS.values())


def ranking_taking_the_value(ranking: Ranking, ir: QueryIR) -> Ranking:
    """``ranking`` without the pairs whose command cannot take the colour or shade of white
    said ("调成红色" is not a colour temperature)."""
    word = _light_word(ir)
    if word is None:
        return ranking
    return ranking.keeping(ranking.scores.taking(lambda command: _takes(command, word, ir)))


def _mode_word(ir: QueryIR, home: Home | None) -> str | None:
    """The operating mode a confident command sets, when the home's operating modes name
    it ("除湿", "送风", "制冷" said so: not "好热", a need a heater may meet by being off),
    or it is drying, and the name said does not hold it; None otherwise."""
    word = compact(ir.value.word) if ir.value is not None and ir.value.word else ""
    if home is None or not word or word in compact(ir.name_hint or "") \
            or (word in _HEAT_OR_COOL_WORDS and word not in compact(ir.raw)) \
            or (word not in _operating_mode_words(home) and word not in _DRYING):
        return None
    return word


# Drying, a mode or a machine's whole work: "仓库好潮" in a home whose climate devices have
# no dry mode is still no lamp's to meet.
_DRYING = frozenset({"除湿"})


# Capabilities that set how a climate device works: their values are a short standard list
# (cool, heat, dry, fan, auto), each with its one Chinese word.
_OPERATING_MODES = frozenset({"airConditionerMode", "thermostatMode"})


def _operating_mode_words(home: Home) -> frozenset[str]:
    """The words of the operating modes any device of the home has."""
    return home.derived("operating_mode_words", lambda: frozenset(
        word for commands in home.specs.values() for command in commands
        if command.capability in _OPERATING_MODES for word in command_value_words(command)))


_HEAT_OR_COOL_WORDS = ("制冷", "制热")


def _light_word(ir: QueryIR, *, confident: bool = True) -> str | None:
    """The colour or shade of white a command says, if any; with ``confident``, only when
    the command is confidently read."""
    word = ir.value.word if ir.value is not None else None
    if not word or (confident and ir.confidence < HARD_FILTER_MIN_CONFIDENCE):
        return None
    return word if COLOUR.fullmatch(word) or WHITE.fullmatch(word) else None


def _takes(command: CommandSpec, word: str, ir: QueryIR) -> bool:
    """True when ``command`` can give the light ``word``: a colour by the colour command; a
    white or yellow ("白光", "暖黄") by the colour or the colour temperature commands; a
    light of some warmth ("暖光", "冷白光") by the colour temperature commands only."""
    if _WARMTH_OF_WHITE.fullmatch(word):
        return _TEMPERATURE_OF_LIGHT in command.id
    if WHITE.fullmatch(word) or word[0] in WHITE_OR_COLOUR:
        return any(kind in command.id for kind in LIGHT_TONE_COMMANDS)
    return value_fit(command, ir) == 1
