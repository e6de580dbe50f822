"""The words people use for kinds of devices, and the device categories each one admits.

A person who says "灯" means a Light, but also the wall-switch relay labelled "厨房灯";
"窗帘" covers Blind and WindowOpener alike; "空调" is an AirConditioner or a Thermostat
that cools. This module is the one place that knows those families (DESIGN "Beyond the
seeds" 6). Words are Simplified Chinese; requests are normalised before lookup.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from types import MappingProxyType

from context_retrieval.models import Category
from context_retrieval.text import compact, is_chinese, pinyin_syllables

C = Category


@dataclass(frozen=True, slots=True)
class TypeFamily:
    """A kind of device as a person names it."""

    category: Category
    """The canonical category a parser outputs as ``type_hint``."""
    members: frozenset[Category]
    """Every category a device may have and still be this kind."""
    words: tuple[str, ...]
    """Words that name this kind, longest first; also searched in labels."""


# Racks, screens, awnings and shutters: what hangs or rolls, so lowered to close it
# ("晾衣架降下来") and raised to open it, like a shade.
LOWERED_TO_CLOSE = ("晾衣架", "晒衣架", "晾衣杆", "晾衣机", "投影幕布", "投影幕", "幕布",
                    "遮阳棚", "遮阳篷", "雨棚", "雨篷", "天幕", "外卷帘", "防台卷帘", "防风卷帘",
                    "防台风卷帘", "shutter",
                    # a greenhouse's film and the machine that rolls it
                    "卷膜", "卷膜机")

_FAMILIES: tuple[TypeFamily, ...] = (
    # English words are for code-mixed requests ("把TV关掉"); they are matched as whole
    # Latin words only (see type_words_in).
    TypeFamily(C.LIGHT, frozenset({C.LIGHT}),
               ("吸顶灯", "台灯", "落地灯", "吊灯", "射灯", "筒灯", "灯带", "灯泡", "夜灯",
                "床头灯", "壁灯", "轨道灯", "灯条", "灯串", "串灯", "彩灯", "投光灯", "庭院灯",
                "草坪灯", "镜前灯", "氛围灯", "星空顶", "灯牌", "灯箱", "灯管", "日光灯", "灯光",
                "灯笼", "照明", "灯",
                "电火",  # Min: a lamp ("灶脚电火")
                "电棒",  # northern speech: a fluorescent tube ("客厅的电棒开开")
                # "deng": a label typed in pinyin ("keting deng")
                "lamp", "light", "bulb", "deng")),
    TypeFamily(C.BLIND, frozenset({C.BLIND}),
               ("百叶帘", "百叶窗", "遮光帘", "遮阳帘", "卷帘", "纱帘", "竹帘", "窗帘", "帘子")),
    # A window opener moves the window itself: "所有窗帘" must not open it.
    TypeFamily(C.WINDOW_OPENER, frozenset({C.WINDOW_OPENER}), ("推窗器", "开窗器", "窗户", "窗")),
    TypeFamily(C.AIR_CONDITIONER, frozenset({C.AIR_CONDITIONER, C.HEAT_PUMP}),
               ("空调", "冷气", "温控器", "恒温器", "ac", "aircon")),
    # Floor heating is not an air conditioner, although both heat.
    TypeFamily(C.THERMOSTAT, frozenset({C.THERMOSTAT, C.HEAT_PUMP}),
               ("地暖", "暖气", "采暖")),
    TypeFamily(C.FAN, frozenset({C.FAN}),
               ("吊扇", "风扇", "电风扇", "电扇", "落地扇", "排气扇", "换气扇", "排风扇", "抽风机",
                "排烟风扇", "排烟扇", "排风", "抽风", "扇", "fan")),
    TypeFamily(C.AIR_PURIFIER, frozenset({C.AIR_PURIFIER}), ("空气净化器", "净化器")),
    # Fresh air is whatever moves or cleans the air of a room: a ventilation unit, a fan or
    # a purifier ("新风机" is often a fan or purifier profile).
    TypeFamily(C.VENT, frozenset({C.VENT, C.FAN, C.AIR_PURIFIER}), ("新风系统", "新风机", "新风")),
    TypeFamily(C.TELEVISION, frozenset({C.TELEVISION, C.PROJECTOR}),
               ("电视机", "电视", "投影仪", "投影", "tv")),
    TypeFamily(C.SPEAKER, frozenset({C.SPEAKER, C.NETWORK_AUDIO}),
               ("音箱", "音响", "喇叭", "回音壁", "音乐")),
    # An amplifier plays through the speakers but is no speaker: "所有音箱" leaves it be.
    TypeFamily(C.RECEIVER, frozenset({C.RECEIVER}), ("功放机", "功放", "接收机")),
    TypeFamily(C.SMART_PLUG, frozenset({C.SMART_PLUG}), ("插座", "插头", "排插")),
    TypeFamily(C.SWITCH, frozenset({C.SWITCH}), ("开关",)),
    TypeFamily(C.SMART_LOCK, frozenset({C.SMART_LOCK}), ("门锁", "智能锁", "锁", "门")),
    TypeFamily(C.WASHER, frozenset({C.WASHER}), ("洗衣机",)),
    TypeFamily(C.DRYER, frozenset({C.DRYER}), ("烘干机", "干衣机")),
    TypeFamily(C.DISHWASHER, frozenset({C.DISHWASHER}), ("洗碗机",)),
    TypeFamily(C.ROBOT_CLEANER, frozenset({C.ROBOT_CLEANER}),
               ("扫地机器人", "扫地机", "扫拖机器人", "吸尘器")),
    TypeFamily(C.KITCHEN_HOOD, frozenset({C.KITCHEN_HOOD}), ("油烟机", "抽油烟机", "烟机")),
    # (a 小厨宝 is the small water heater under a kitchen sink)
    TypeFamily(C.WATER_HEATER, frozenset({C.WATER_HEATER}), ("热水器", "小厨宝", "厨宝")),
    TypeFamily(C.BATHROOM_HEATER, frozenset({C.BATHROOM_HEATER}), ("浴霸",)),
    TypeFamily(C.WATER_VALVE, frozenset({C.WATER_VALVE, C.GAS_VALVE, C.IRRIGATION}),
               ("阀门", "水阀", "总阀", "喷灌", "喷淋", "滴灌", "阀")),
    TypeFamily(C.GARAGE_DOOR, frozenset({C.GARAGE_DOOR}), ("车库门", "卷帘门", "卷闸门")),
    TypeFamily(C.SIREN, frozenset({C.SIREN}), ("报警器", "警报器", "警笛")),
    # A doorbell chimes, often on a siren's profile, and is no door ("门铃静音" unlocks
    # nothing) nor an alarm ("报警器" is no doorbell).
    TypeFamily(C.DOORBELL, frozenset({C.DOORBELL, C.SIREN}), ("可视门铃", "门铃")),
    TypeFamily(C.HUMIDIFIER, frozenset({C.HUMIDIFIER}), ("加湿器",)),
    TypeFamily(C.DEHUMIDIFIER, frozenset({C.DEHUMIDIFIER}), ("除湿机", "抽湿机")),
    TypeFamily(C.REFRIGERATOR, frozenset({C.REFRIGERATOR}), ("冰箱",)),
    TypeFamily(C.PUMP, frozenset({C.PUMP}), ("循环泵", "增氧泵", "抽水泵", "水泵", "气泵", "泵")),
    # Motorised racks, projector screens, awnings and the shutters outside the windows
    # against typhoons often come as shade profiles; they are no curtains.
    TypeFamily(C.OTHERS, frozenset({C.OTHERS}), LOWERED_TO_CLOSE),
    TypeFamily(C.OVEN, frozenset({C.OVEN, C.MICROWAVE}), ("烤箱", "微波炉")),
    TypeFamily(C.CAMERA, frozenset({C.CAMERA}), ("摄像头", "摄像机", "监控")),
    TypeFamily(C.CONTACT_SENSOR, frozenset({C.CONTACT_SENSOR}), ("门磁", "门窗传感器")),
    # "有人吗" is answered by a motion or a presence (mmWave) sensor alike.
    TypeFamily(C.MOTION_SENSOR, frozenset({C.MOTION_SENSOR, C.PRESENCE_SENSOR}),
               ("人体传感器", "人体感应器", "人体感应", "存在传感器")),
    TypeFamily(C.TEMP_HUMIDITY_SENSOR,
               frozenset({C.TEMP_HUMIDITY_SENSOR, C.TEMP_SENSOR, C.HUMIDITY_SENSOR}),
               ("温湿度计", "温湿度传感器", "温度计", "温度传感器", "湿度计")),
    TypeFamily(C.LEAK_SENSOR, frozenset({C.LEAK_SENSOR}), ("水浸传感器", "漏水传感器", "水浸")),
    TypeFamily(C.SMOKE_DETECTOR, frozenset({C.SMOKE_DETECTOR}),
               ("燃气报警器", "烟雾报警器", "烟感")),
    TypeFamily(C.AIR_QUALITY_DETECTOR, frozenset({C.AIR_QUALITY_DETECTOR}),
               ("空气检测仪", "空气质量检测仪", "空气质量传感器")),
)

FAMILIES: Mapping[Category, TypeFamily] = MappingProxyType(
    {family.category: family for family in _FAMILIES}
)
"""Type families by their canonical category."""

TYPE_WORDS: Mapping[str, Category] = MappingProxyType(
    dict(sorted(((word, family.category) for family in _FAMILIES for word in family.words),
                key=lambda item: -len(item[0])))
)
"""Every type word → the canonical category it names, longest word first."""

NOT_A_LAMP = "|".join(re.escape(word) for word, kind in TYPE_WORDS.items()
                      if len(word) >= 2 and kind is not C.LIGHT)
"""The words of two characters or more for kinds that are no lamp, longest first, as one
pattern ("油烟机|吊扇|…"): "油烟机的灯" is the light of such a thing."""


def family_of(category: Category) -> TypeFamily:
    """Return the family of ``category``; a category with no words is a family of itself."""
    family = FAMILIES.get(category)
    if family is not None:
        return family
    return TypeFamily(category, frozenset({category}), ())


def type_words_in(label: str) -> tuple[tuple[str, Category], ...]:
    """Every type word said in ``label`` (normalised), longest match first, never overlapping.

    "客厅窗帘" holds 窗帘 (Blind) and not 窗 (WindowOpener): a shorter word inside a longer
    one is part of that word.
    """
    return tuple((word, category) for _, word, category in _type_word_spans(label))


# Places whose last character starts a type word: the 台灯 of "阳台灯" and "露台灯串" is
# no desk lamp, the 台 belongs to the terrace.
_PLACES_ENDING_IN_TAI = ("阳台", "露台", "天台", "晒台", "平台", "前台", "吧台", "窗台", "灶台",
                         "柜台", "站台", "舞台", "收银台", "梳妆台")


def starts_inside_a_place(text: str, start: int) -> bool:
    """True when the word starting at ``start`` of ``text`` starts on the last character of
    a place word before it (the 台灯 of "阳台灯")."""
    return any(text.startswith(place, start + 1 - len(place)) for place in _PLACES_ENDING_IN_TAI
               if start + 1 >= len(place))


def holds_word(text: str, word: str) -> bool:
    """Whether ``word`` is in ``text`` other than as the end of a place word and what
    follows (the 台灯 of "阳台灯")."""
    start = text.find(word)
    while start != -1:
        if not starts_inside_a_place(text, start):
            return True
        start = text.find(word, start + 1)
    return False


@lru_cache(maxsize=65536)
def _type_word_spans(label: str) -> tuple[tuple[int, str, Category], ...]:
    """(start, word, category) of every type word of ``label``, in order (type_words_in)."""
    every: list[tuple[int, str, Category]] = []
    for word, category in TYPE_WORDS.items():
        start = label.find(word)
        while start != -1:
            if whole_latin_word(label, start, start + len(word)) \
                    and not starts_inside_a_place(label, start):
                every.append((start, word, category))
            start = label.find(word, start + 1)
    # Chinese names are head-final: of overlapping words, the one ending later wins, then
    # the longer ("露台灯串" is a 灯串 on the terrace, not a 台灯).
    every.sort(key=lambda item: (-(item[0] + len(item[1])), -len(item[1])))
    found: list[tuple[int, str, Category]] = []
    taken = [False] * len(label)
    for start, word, category in every:
        end = start + len(word)
        if not any(taken[start:end]):
            taken[start:end] = [True] * len(word)
            found.append((start, word, category))
    return tuple(sorted(found))


def whole_latin_word(text: str, start: int, end: int) -> bool:
    """A Latin word of ``text[start:end]`` counts only as a whole word ("tv", not the "tv"
    of "ktv"), or in the plural ("showroom lights"); Chinese always counts."""
    if not text[start:end].isascii():
        return True
    if text.startswith("s", end) and end > start + 1:
        end += 1
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isascii() and before.isalpha()) and not (after.isascii() and after.isalpha())


# A note after a dash telling people what not to do ("增氧泵-别关!", "鱼池泵-勿关").
_WARNING_AFTER_A_DASH = re.compile(r"\s*[-—~]+\s*(?:别|勿|请勿|不要|千万|禁止)[^-—~]*$")


def without_notes(label: str) -> str:
    """Return ``label`` (normalised) without its bracketed notes and a warning after a dash.

    "灯带(电视墙)" is a light strip *on* the TV wall: what a label says in brackets tells
    where the device is, not what it is; "增氧泵-别关!" is an aerator whoever reads it.
    """
    return _WARNING_AFTER_A_DASH.sub("", re.sub(r"\([^)]*\)", "", label)).strip() or label


def type_word_in(label: str, category: Category) -> str | None:
    """Return the word of ``category``'s family that ``label`` says, if any.

    ``label`` must be normalised. Used to admit a device whose label names the type the
    user asked for although its category differs (a Switch labelled "厨房灯"). Only the
    label's last type word counts: it names what the device is.
    """
    words = _family_words(category)
    return next((word for word, _ in label_kind_words(label) if word in words), None)


@cache
def _family_words(category: Category) -> frozenset[str]:
    """The words of ``category``'s family and of the families its members head: a relay
    labelled 排气扇 is a fan, so it is fresh air too."""
    family = family_of(category)
    return frozenset(word for member in family.members
                     if member is category or family_of(member).category is member
                     for word in family_of(member).words)


_AFTER_HEAD = re.compile(r"[\s\d()a-z.-]*")


@lru_cache(maxsize=65536)
def naming_type_words(label: str) -> tuple[tuple[str, Category], ...]:
    """The type words of ``label`` (normalised) that say what the device is.

    Chinese names are head-final: a type word counts when only further type words (or an
    index) follow it. "吊扇灯" is a fan and a light; "电视墙灯带" is a light strip on the TV
    wall, not a television; "投影幕布" is no projector.
    """
    text = without_notes(label)
    naming: list[tuple[str, Category]] = []
    end = len(text)
    for start, word, category in reversed(_type_word_spans(text)):
        if _AFTER_HEAD.fullmatch(text[start + len(word):end]) is None:
            break
        naming.append((word, category))
        end = start
    return tuple(reversed(naming))


# The last Chinese run of a label, before an index or a note ("晾衣价" of "晾衣价2").
_LAST_CHINESE_RUN = re.compile(r"[\u4e00-\u9fff]+(?=[\s\d()a-z.-]*$)")


@lru_cache(maxsize=65536)
def label_kind_words(label: str) -> tuple[tuple[str, Category], ...]:
    """naming_type_words of a device's ``label`` (normalised); a label with no type word
    whose end sounds like one ("晾衣价", typed by speech for 晾衣架) names that kind."""
    naming = naming_type_words(label)
    if naming:
        return naming
    run = _LAST_CHINESE_RUN.search(without_notes(label))
    if run is None:
        return ()
    for size in range(min(len(run.group()), LONGEST_HEARD), 1, -1):
        heard = type_word_heard(run.group()[-size:])
        if heard is not None:
            return (heard,)
    if len(run.group()) > 1 and run.group()[-1] in LAMP_BY_EAR:
        # "鞋柜等": a label ends in a thing, and 等 or 登 is none; 灯 was said.
        return naming_type_words(f"{run.group()[:-1]}灯")[-1:]
    return ()


LAMP_BY_EAR = "等登"
"""What speech typing writes for 灯 (dēng)."""


def type_word_near(text: str) -> tuple[str, Category] | None:
    """The one type word of two or more characters that ``text`` sounds like but for one
    sound said with a breath or without ("空掉" for 空调, "电代" for 电台), or None."""
    syllables = pinyin_syllables(text)
    if len(syllables) < 2 or len(syllables) != len(text):
        return None
    found = set()
    for position, syllable in enumerate(syllables):
        initial = syllable[:2] if syllable[:2] in _ASPIRATED else syllable[:1]
        other = _ASPIRATED.get(initial)
        if other is None:
            continue
        near = (*syllables[:position], other + syllable[len(initial):], *syllables[position + 1:])
        if (word := _type_words_by_sound().get(near)) is not None:
            found.add(word)
    return found.pop() if len(found) == 1 else None


# Initials said with a breath and without, which speech recognition confuses.
_ASPIRATED = MappingProxyType({"d": "t", "t": "d", "b": "p", "p": "b", "g": "k", "k": "g",
                               "j": "q", "q": "j", "z": "c", "c": "z", "zh": "ch", "ch": "zh"})


@lru_cache(maxsize=1)
def type_word_last_sounds(shortest: int) -> frozenset[str]:
    """The tone-less last syllables of the type words of ``shortest`` characters or more:
    what a run must end with to sound like one."""
    return frozenset(sound[-1] for sound in _type_words_by_sound() if len(sound) >= shortest)


def type_word_sounding(syllables: tuple[str, ...]) -> str | None:
    """The type word of two or more characters said with these tone-less ``syllables``
    (see :func:`type_word_heard`), or None."""
    found = _type_words_by_sound().get(syllables)
    return found[0] if found is not None else None


def type_word_heard(text: str) -> tuple[str, Category] | None:
    """The type word of two or more characters that ``text`` sounds exactly like ("窗廉" →
    窗帘), or None."""
    if not 2 <= len(text) <= LONGEST_HEARD:
        return None
    return _type_words_by_sound().get(pinyin_syllables(text))


# The longest type word looked for by sound, in characters.
LONGEST_HEARD = 5


@lru_cache(maxsize=1)
def _type_words_by_sound() -> Mapping[tuple[str, ...], tuple[str, Category]]:
    """Chinese type words of two or more characters by their toneless syllables (the
    longest word first when two sound alike)."""
    sounds: dict[tuple[str, ...], tuple[str, Category]] = {}
    for word, category in TYPE_WORDS.items():
        if len(word) >= 2 and is_chinese(word):
            sounds.setdefault(pinyin_syllables(word), (word, category))
    return MappingProxyType(sounds)


# An exhaust fan is named only by these: "所有风扇" and "新风" are other devices.
EXHAUST_FAN_WORDS = frozenset({"排气扇", "换气扇", "排风扇", "抽风机", "抽风扇", "抽气扇",
                               "排烟风扇", "排烟扇", "排风", "抽风"})

# Kinds that a family's plainer words do not mean when a plain member is there: "风扇"
# is the standing fan, not the bathroom's exhaust fan (which is called 排气扇).
_NARROWER_KINDS: Mapping[Category, frozenset[str]] = MappingProxyType({
    C.FAN: EXHAUST_FAN_WORDS,
})


def is_narrower_kind(label: str, said: frozenset[str]) -> bool:
    """True when ``label`` (normalised) names its device as a narrower kind that none of the
    type words ``said`` names ("排气扇" when "风扇" was said)."""
    head = naming_type_words(label)[-1:]
    if not head:
        return False
    word, category = head[0]
    narrower = _NARROWER_KINDS.get(category, frozenset())
    return word in narrower and not said & narrower


# How the speaker says themselves ("我", Cantonese "我哋", Wu "侬" and "阿拉"): whose room or
# lamp that is, the home cannot tell.
SPEAKER_WORDS = ("我们", "咱们", "俺们", "我哋", "我", "俺", "咱", "侬", "阿拉", "偶")

# Words that name a kind of device and nothing more specific: "灯" is every light, while
# "吸顶灯" or "台灯" already narrow it down the way a name does.
GENERIC_TYPE_WORDS = frozenset({"灯", "灯光", "照明", "空调", "冷气", "窗帘", "窗", "窗户", "帘子",
                                "风扇", "扇", "电视", "电视机", "音箱", "音响", "音乐", "插座",
                                "开关", "锁", "门锁", "门", "阀门", "阀", "暖气", "地暖", "净化器",
                                "喇叭", "tv", "lamp", "light", "bulb", "ac", "aircon"})
"""Type words too generic to serve as a device name."""

# Words that name the same kind of thing, as (canonical, variants): a label says one, the
# person another.
SAME_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("排气扇", ("换气扇", "排风扇", "抽风机", "抽风扇", "排风", "抽风")),
    ("灯带", ("灯条",)),
    ("音箱", ("音响", "喇叭")), ("风扇", ("电风扇", "电扇")),
    ("除湿机", ("抽湿机", "除湿器", "抽湿器")), ("燃气", ("煤气", "天然气")),
    ("电饭锅", ("电饭煲",)), ("电热毯", ("电褥子",)),
    ("油烟机", ("抽油烟机",)), ("冰箱", ("雪柜",)),
    ("电暖器", ("电暖气", "取暖器", "电暖炉", "暖炉")),
    ("补光灯", ("植物灯", "生长灯")),
    ("烟感", ("烟雾报警器", "烟雾报警", "烟感报警器", "烟雾探测器")),
    ("报警", ("报警器",)), ("壁挂炉", ("锅炉",)),
    ("电动车", ("电瓶车", "电驴", "电单车", "电摩")),
    ("收音机", ("收音機", "戏匣子", "话匣子", "唱戏机")),
    ("电水壶", ("烧水壶", "热水壶", "电热水壶")),
    ("故事机", ("早教机",)), ("灭蚊灯", ("灭蚊器",)),
    ("喂食器", ("投食器", "投喂器")))

# A word for things of several kinds (as SAME_WORDS says it) → the words for those kinds:
# "取暖器" names a 小太阳 or an 油汀, but a 小太阳 is no 油汀 (nor a radiator, 暖气, a heater on
# a plug).
KINDS_CALLED: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {"电暖器": ("小太阳", "暖风机", "油汀", "烤火炉", "暖脚器")})

_EXHAUST_FAN = re.compile("|".join(sorted(EXHAUST_FAN_WORDS, key=len, reverse=True)))


def is_an_exhaust_fan(label: str) -> bool:
    """True when ``label`` (normalised) names an exhaust fan ("主卫排风", "排汽扇2" heard)."""
    return bool(_EXHAUST_FAN.search(label.replace("排汽", "排气")))


# A label that is itself an instruction ("关掉所有灯", "一键关灯", "开灯"): a scene button or a
# virtual switch named after what it does. The kind word in it is what it acts on.
_INSTRUCTION = re.compile(r"(?:一键|全屋|全部)?(?:打开|关掉|关闭|开启|关上|开|关)"
                          r"(?:所有|全部|全屋|全)?的?(?P<kind>\w+)")


def is_an_instruction(label: str) -> bool:
    """True when ``label`` (normalised) says what to do to a kind of device rather than
    naming a device ("关掉所有灯" is no lamp; "开放区空调" is an air conditioner)."""
    said = _INSTRUCTION.fullmatch(compact(label))
    return said is not None and said.group("kind") in GENERIC_TYPE_WORDS


# A note in a label asking everyone to leave the device on ("佛灯（毋通关）", "冰柜-别断电",
# "千万别关", "路由器 do not turn off"): whatever stands behind that plug keeps running.
_KEEP_IT_ON = re.compile(
    r"(?:别|勿|莫|毋通|唔好|不要|不能|不可|禁止|千万别|请勿)(?:关|断电|断|拔|停)"
    r"|常开|常亮|不断电|(?:do\s*not|don'?t|never)\s*(?:turn|switch|power|unplug)"
    r"|keep\s*(?:it\s*)?on|always\s*on")


def asks_to_be_kept_on(label: str) -> bool:
    """True when ``label`` asks that the device be left on ("别关我电脑", "冰柜(勿关)")."""
    return _KEEP_IT_ON.search(label.lower()) is not None


# Lights that are an appliance rather than a lamp: a plug that powers one stays a plug
# ("灭蚊灯", "消毒灯" are not in "所有灯"). A plant's grow light and a fish tank's light do
# light where they stand ("植物灯" is among "阳台的灯", "鱼缸灯" among "客厅的灯").
# (a heat lamp over chicks or piglets: "烤灯", "红外灯", "育雏灯", "浴霸暖灯")
_APPLIANCE_LIGHTS = re.compile(r"[灭驱捕][蚊蝇虫]|[杀诱]虫|杀菌|消毒|紫外|uv|取暖|加热|保温"
                               r"|烤灯|红外|育雏|孵化|暖灯")


_LAMP_HEADS = frozenset({"灯", "灯笼"})


def is_an_appliance_light(label: str) -> bool:
    """True when ``label`` (normalised) names a light that does a job rather than light a
    room ("杀菌灯", "鱼池UV灯", "小鸡保温灯", "灭蚊灯")."""
    return _APPLIANCE_LIGHTS.search(label) is not None


def lights_a_room(label: str) -> bool:
    """True when ``label`` (normalised) names a lamp by its head word 灯 ("化妆镜灯", "蜡烛灯1",
    "鱼缸灯", "门口灯笼") and the lamp is not an appliance ("灭蚊灯")."""
    head = label_kind_words(label)[-1:]
    return bool(head) and head[0][0] in _LAMP_HEADS and not is_an_appliance_light(label) \
        and not is_an_instruction(label)


# Words for any device at all ("所有设备都关了", "家里的电器"): every device, no name.
ANY_DEVICE_WORDS = frozenset({"设备", "电器", "家电", "用电器", "东西", "机器", "玩意", "玩意儿",
                              "devices", "device", "everything"})


def names_specific_device(name_hint: str | None) -> bool:
    """True when ``name_hint`` (normalised) names devices more narrowly than a bare type word
    or a word for any device."""
    return bool(name_hint) and name_hint not in GENERIC_TYPE_WORDS \
        and name_hint not in ANY_DEVICE_WORDS


# What a state question asks about → the kind of sensor that can answer it ("卫生间漏水了吗"
# is answered by a leak sensor, "玄关有人吗" by a motion sensor). Used only for questions.
QUESTION_SUBJECTS: Mapping[str, Category] = MappingProxyType({
    "漏水": C.LEAK_SENSOR, "水浸": C.LEAK_SENSOR, "进水": C.LEAK_SENSOR,
    "地上有水": C.LEAK_SENSOR, "地上有没有水": C.LEAK_SENSOR, "积水": C.LEAK_SENSOR,
    "空气质量": C.AIR_QUALITY_DETECTOR, "空气": C.AIR_QUALITY_DETECTOR,
    "甲醛": C.AIR_QUALITY_DETECTOR, "二氧化碳": C.AIR_QUALITY_DETECTOR,
    "pm2.5": C.AIR_QUALITY_DETECTOR, "co2": C.AIR_QUALITY_DETECTOR,
    "湿度": C.TEMP_HUMIDITY_SENSOR, "潮湿": C.TEMP_HUMIDITY_SENSOR,
    "燃气": C.SMOKE_DETECTOR, "煤气": C.SMOKE_DETECTOR, "天然气": C.SMOKE_DETECTOR,
    "烟雾": C.SMOKE_DETECTOR, "烟": C.SMOKE_DETECTOR, "着火": C.SMOKE_DETECTOR,
    "一氧化碳": C.SMOKE_DETECTOR,
    "有人": C.MOTION_SENSOR, "有没有人": C.MOTION_SENSOR, "没人": C.MOTION_SENSOR,
    "有动静": C.MOTION_SENSOR, "有没有动静": C.MOTION_SENSOR,
    "窗户": C.CONTACT_SENSOR,
    "下雨了": C.RAIN_SENSOR,  # "露台下雨了没": has it rained there, not a forecast
    "下雨没": C.RAIN_SENSOR, "在下雨": C.RAIN_SENSOR,
})
"""Question subject word → the sensor category that answers it."""

# "客厅现在几度", "外面多少度", "阳台温度多少" with a place and no device said: what measures
# the temperature there answers (a sensor, or an air conditioner or thermostat measuring it).
TEMPERATURE_ASKED = re.compile(r"温度|多少度")
TEMPERATURE_SENSOR: Category = C.TEMP_HUMIDITY_SENSOR

# The capabilities that report what a sensor category answers: an air conditioner that
# measures humidity, a purifier that measures the air, answer "书房湿度多少" where no sensor is.
MEASURED_BY: Mapping[Category, frozenset[str]] = MappingProxyType({
    C.TEMP_HUMIDITY_SENSOR: frozenset({"relativeHumidityMeasurement", "temperatureMeasurement"}),
    C.AIR_QUALITY_DETECTOR: frozenset({
        "airQualitySensor", "airQualityHealthConcern", "dustSensor", "fineDustSensor",
        "veryFineDustSensor", "dustHealthConcern", "fineDustHealthConcern",
        "carbonDioxideMeasurement", "carbonDioxideHealthConcern", "tvocMeasurement",
        "tvocHealthConcern", "formaldehydeMeasurement", "formaldehydeHealthConcern",
        "odorSensor"}),
    C.SMOKE_DETECTOR: frozenset({"smokeDetector", "gasDetector", "carbonMonoxideDetector"}),
    C.LEAK_SENSOR: frozenset({"waterSensor"}),
    C.MOTION_SENSOR: frozenset({"motionSensor", "presenceSensor"}),
    C.CONTACT_SENSOR: frozenset({"contactSensor"}),
})
MEASURING_CAPABILITIES: Mapping[str, str] = MappingProxyType(
    {capability: capability for capabilities in MEASURED_BY.values()
     for capability in capabilities})
"""Each capability of MEASURED_BY, to itself (one string per capability, however often read)."""


def kind_said_instead(label: str, category: Category) -> Category | None:
    """The kind a label says its device is, when its generic profile says otherwise; else
    None.

    Motorised clothes racks, projector screens and shop shutters come as shade (Blind)
    profiles: "晾衣架" is a rack, "卷帘门" a door, and "所有窗帘" means neither. Projector
    screens come as projector profiles too: "投影幕布" is no television. Bath heaters and
    water heaters come as thermostat profiles: "浴霸" is no floor heating. Only these
    generic profiles are read this way: elsewhere a category says what a device is better
    than a word in its label. ``label`` normalised.
    """
    if category not in _GENERIC_PROFILES:
        return None
    naming = label_kind_words(label)
    # The last kind word is the head of the name: "卷帘门" is a door (of the rolling kind),
    # "门口窗帘" a curtain.
    if not naming:
        return None
    head = naming[-1][1]
    if category is C.PROJECTOR:
        # A projector screen's profile is a projector's: "投影幕布" is no television.
        return head if head not in family_of(C.TELEVISION).members else None
    if category is C.THERMOSTAT:
        # A thermostat's label names its valve or radiator too ("暖气片温控阀"): only a
        # heater of another kind is read as that kind.
        return head if head in _HEATERS_ON_THERMOSTAT_PROFILES else None
    return head if head not in family_of(C.BLIND).members else None


# Profiles that serve devices of other kinds.
_GENERIC_PROFILES = frozenset({C.BLIND, C.THERMOSTAT, C.PROJECTOR})
_HEATERS_ON_THERMOSTAT_PROFILES = frozenset({C.BATHROOM_HEATER, C.WATER_HEATER})
