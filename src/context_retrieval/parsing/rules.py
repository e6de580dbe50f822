"""The rule-based parser, the offline default: Chinese request → command objects → QueryIR.

It builds the same JSON command objects an LLM would (protocol.py) and maps them through
the same function. A clause is read by claiming spans in priority order — device labels of
the home, exclusions, rooms, multi-character action words, quantifiers, type words, values,
fillers, single-character verbs — and what nobody claimed is the name the user said.

Choices worth knowing:
- ``action`` keeps verb, attribute and value ("亮度调到70"); colloquial verbs become 打开/关闭.
- A bare command naming nothing ("关掉", "暂停") gets no reference, no name, no type and no
  scope: the conversation layer treats such a command as an implicit reference.
- "家里"/"全屋" alone set quantifier all without a room (include stays empty = everywhere).
- "最亮/最大/最高" → 100 %, "最暗/最小/最低" → 1 %: the lowest level that stays on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from types import MappingProxyType
from typing import Any

from context_retrieval.errors import VocabularyError
from context_retrieval.lexicon import (
    COMMON_FLOOR_WORDS,
    is_floor_word,
    room_lexicon,
    split_index,
)
from context_retrieval.models import Category
from context_retrieval.parsing.protocol import (
    SCOPE_INHERITED,
    TYPE_WORDS_SAID,
    ParseContext,
    ParsedCommands,
    command_to_query_ir,
    unknown_command,
)
from context_retrieval.stages.keyword import match_name
from context_retrieval.text import (
    compact,
    convert_numerals,
    fuzzy_pinyin,
    localize_regional,
    normalize,
)
from context_retrieval.vocabulary import (
    GENERIC_TYPE_WORDS,
    QUESTION_SUBJECTS,
    TYPE_WORDS,
    family_of,
    names_specific_device,
    naming_type_words,
)

# Room words people use even when the home names its rooms differently.
ROOM_WORDS = ("儿童房", "老人房", "储物间", "衣帽间", "卫生间", "洗手间", "地下室", "主卧室",
              "次卧室", "客厅", "餐厅", "厨房", "书房", "浴室", "厕所", "阳台", "玄关", "卧室",
              "主卧", "次卧", "客房", "走廊", "过道", "楼梯", "花园", "院子", "阁楼", "车库",
              "入口", "门口", "睡房", "大厅", "前院", "后院")
# Statements of a situation, not of a command ("我要睡觉了", "出门了", "客厅好闷"). Said before
# a real command they only give it its context: they are not commands of their own.
SITUATION_WORDS = ("睡觉", "出门", "回家", "到家", "起床", "离家", "下班", "好闷", "太闷",
                   "有点闷")
# Needs people state instead of commands, as the command they imply (DESIGN 3: Chinese as
# users really speak it). Applied to the whole request before it is read.
INTENT_REWRITES = tuple((re.compile(pattern), command) for pattern, command in (
    (r"(?:有点|有些|好|太|很|真)热", "制冷"),
    (r"(?:有点|有些|好|太|很|真)冷", "制热"),
    # "浇花": open the valve that waters; what it is for is how its label names it.
    (r"浇(?:花|水)(?![^,]*阀)", r"打开\g<0>阀门"),
    # "先别烧了", "不要再吹了": stop what it is doing; "转起来": get going.
    (r"(?:先)?(?:别|不要|甭)(?:再)?[\u4e00-\u9fff]了", "停止"),
    (r"[转动跑]起来", "启动"),
))
# Needs stated about a room, as the capability direction that meets them (issue: one small
# table, not sentences). Read only when the need is the whole request: said before a command
# ("客厅好闷，把空调打开") it is only that command's context, and acting on it too would widen
# the request.
NEED_REWRITES = tuple((re.compile(pattern), command) for pattern, command in (
    (r"(?:有点|有些|好|太|很|真)闷|空气(?:不好|很差|太差|差)|有(?:股)?(?:怪)?味(?:道)?",
     "打开新风"),
    (r"(?:有点|有些|好|太|很|真)(?:潮(?:湿)?|湿)|湿气(?:太|好|很)?(?:大|重)", "打开除湿"),
    (r"(?:有点|有些|好|太|很|真)(?:亮|晒|刺眼)", "调暗一点"),
    (r"(?:有点|有些|好|太|很|真)暗", "调亮一点"),
    (r"(?:有点|有些|好|太|很|真)吵", "音量调小"),
    (r"(?:洗澡)?水(?:不够|不太|不)热|水(?:太|有点|好)?凉", "热水器温度调高"),
))
# A shade or a projector screen is let down to close it and rolled up to open it.
COVER = "Blind"
COVER_VERBS = MappingProxyType({"放下来": "关闭", "放下": "关闭", "降下来": "关闭", "降下": "关闭",
                                "拉下来": "关闭", "拉下": "关闭",
                                "收起来": "打开", "收起": "打开", "升起来": "打开", "升起": "打开",
                                "升上去": "打开", "卷起来": "打开", "拉起来": "打开"})
# Of those, the verbs only a thing that hangs or rolls is said to do ("把幕布放下来"); the
# others ("降下来") also lower a volume or a temperature, so they need the type said.
LOWERING_VERBS = frozenset({"放下来", "放下", "收起来", "收起", "卷起来", "拉起来", "拉下来",
                            "拉下"})
# Closing a lock locks it ("关上前门的锁"), opening it unlocks it, and "锁门" locks it.
SMART_LOCK = "SmartLock"
LOCK_THE_DOOR = re.compile(r"锁(?=门)")
LOCK_VERBS = MappingProxyType({"关闭": "锁上", "打开": "开锁", "锁": "锁上"})
# Marks of a question about state; with a subject word (vocabulary.QUESTION_SUBJECTS) they
# turn the request to the sensor that can answer.
QUESTION_MARK = re.compile(r"吗|多少|怎么样|如何|有没有|是否|是不是|几度|状态|\?|没有?$")
# Multi-character action, attribute and question words, longest first in the pattern.
ACTION_WORDS = (
    "打开", "开启", "开一下", "开开", "关闭", "关掉", "关上", "关一下", "关了", "熄灭", "启动",
    "停止", "停下", "停一下", "暂停", "继续", "恢复", "播放", "切换", "调高", "调低", "调亮",
    "调暗", "调大", "调小", "调到", "调成", "调为", "调节", "调整", "设置为", "设置成", "设为",
    "设置", "设定", "设成", "设到", "改成", "改为", "换成", "变成", "拉上", "拉开", "合上",
    "升起", "降下", "放下来", "放下", "降下来", "收起来", "收起", "升起来", "升上去", "卷起来",
    "拉起来", "拉下来", "拉下",
    "锁上", "上锁", "解锁", "开锁", "取消静音", "静音", "开始", "回去", "回到", "返回",
    "充电", "下一首", "上一首", "下一曲", "上一曲", "下一个", "上一个", "下一台", "上一台",
    "大声", "小声", "亮度", "色温", "颜色", "饱和度", "色相", "角度", "转速", "温度", "风速",
    "风量", "音量", "声音", "模式",
    "档位", "频道", "信号源", "开合度", "湿度", "多少度", "多少", "几度", "是否", "是不是",
    "开着", "关着", "锁着", "锁了", "开了吗", "关了吗", "状态", "怎么样", "亮一点", "暗一点",
    "大一点", "小一点", "高一点", "低一点", "热一点", "冷一点", "一点", "打扫", "清扫", "扫地",
    "洗衣服", "烘干", "洗碗", "太暗", "太亮", "太热", "太冷", "好热", "好冷", "有点热", "有点冷",
    "好吵", "太吵", "摇头", "摆头", "扫风", "摆风", *SITUATION_WORDS, "最亮", "最暗", "最大",
    "最小", "最高", "最低", "一半", "全开", "全关", "到", "吗",
)
VALUE_WORDS = ("红色", "橙色", "黄色", "绿色", "青色", "蓝色", "紫色", "粉色", "粉红色", "白色",
               "暖光", "暖色", "暖白", "暖黄", "冷光", "冷色", "冷白", "白光", "自然光", "制冷",
               "制热", "除湿", "送风", "自动", "睡眠", "低速", "中速", "高速", "红", "蓝", "绿",
               "紫", "黄")
QUANTIFIER_ALL = ("所有的", "所有", "全部", "全都", "全屋", "整个家里", "整个家", "整个屋子",
                  "全家", "每个", "一切",
                  "家里", "都")
QUANTIFIER_ALL_QUESTIONS = ("哪些", "有没有", "有任何", "任何")
QUANTIFIER_ANY = ("任意一个", "任意", "随便一个", "随便哪个", "随便", "任选", "任何一个")
# "打开两盏灯", "关三个插座": how many of a kind, any of them (quantifier any with a count).
COUNTED = re.compile(r"(?<![第这那哪几每])(?P<count>[一两二三四五六七八九十]|\d+)"
                     r"(?:个|盏|台|只|把|扇|道|条|路|组|部)(?=[^,]*?(?:灯|[\u4e00-\u9fff]{2}))")
REFERENCE_WORDS = ("刚才那个", "刚才的", "刚才", "它们", "那个", "这个", "这些", "那些", "它")
FILLERS = ("其他房间", "其他地方", "别的地方", "其余房间", "剩下的", "其他", "其余", "别的",
           "剩下", "帮我", "帮忙", "麻烦", "请你", "请", "给我", "我想", "我要", "想要", "把",
           "将", "让", "一下", "吧", "啊", "呀", "呢", "哦", "嘛", "的", "地", "得", "了", "你",
           "下", "些", "也", "再", "先", "现在", "一个", "个", "就", "还", "给", "在", "是",
           "没有", "没", "未")
# 洗/烘/扫 are what a washer, dryer or robot does ("开始洗"); labels and type words that
# contain them (洗衣机, 扫地机器人) are claimed before single verbs.
SINGLE_VERBS = ("开", "关", "停", "锁", "亮", "暗", "洗", "烘", "扫")
CANONICAL_VERBS = (
    (re.compile(r"^(开一下|开开|开启|开)(?![着了始])"), "打开"),
    (re.compile(r"^(关掉|关上|关一下|熄灭|关)(?![着了闭])"), "关闭"),
    (re.compile(r"^关了(?!吗)"), "关闭"),
    (re.compile(r"^全开"), "打开"),
    (re.compile(r"^全关"), "关闭"),
)
CLAUSE_SEPARATORS = re.compile(
    r"[,;.!?]|然后|接着|并且|之后|同时|(?<=.)[再并](?=[把将给开关打调设])")
# A second action on the same target in one clause ("打开台灯调到50%", "空调开制冷调到24度"):
# a setter after a switching verb starts a command of its own.
SECOND_SETTER = re.compile(r"(?=(?:调到|调成|调为|调至|设为|设置为|设置成|设成|设到|改成|改为)"
                           r"[^,]*$)")
SWITCHING_VERB = re.compile(r"打开|开启|开一下|启动|(?<!拉)开(?![关始])")
# 和 inside a word (饱和度, 柔和, 暖和, 和风) joins nothing.
CONJUNCTION = re.compile(r"(?<![饱柔暖温])和(?![度风])|跟|以及|还有|与")
# An exclusion said in its own clause: "除了主卧，其他灯都关掉" / "插座都关掉，电脑插座除外".
LEADING_EXCLUSION = re.compile(
    r"除了?(?P<what>[^,]+?)(?:以外|之外)?,(?=其他|其余|别的|剩下|所有|全部|把|将|都|[^,]*[都全])")
TRAILING_EXCLUSION = re.compile(r"^(?P<rest>[^,]+),(?:除了?(?P<what>[^,]+?)(?:以外|之外)?"
                                r"|(?P<what2>[^,]+?)(?:除外|留着|不用[关开动]?|(?:别|不要)[关开动]"
                                r"(?:了|掉)?))$")
# "别关客厅灯", "不要开空调": the action is refused; read as a command it would be inverted.
REFUSED = re.compile(r"^(?:请|你)?(?:先)?(?:别|不要|不用|甭)(?:再)?[^,]*?[开关调动](?![^,]*了$)")
EXCLUSION = re.compile(r"除了?(?P<what>.+?)(?:以外|之外|外(?!面)|(?=都|其他|其余|别的|全))")
NUMBER = re.compile(r"(?P<number>\d+(?:\.\d+)?)\s*(?P<unit>%|度|档|挡|级|k)?")
LAST_MENTIONED = "last-mentioned"

# Action words that ask rather than command, or only state a situation: with a name that
# fits no device of the home they do not make a clause a command ("明天天气怎么样").
WEAK_ACTION_WORDS = frozenset({"多少度", "多少", "几度", "是否", "是不是", "状态", "怎么样",
                               "开着", "关着", "锁着", "锁了", "开了吗", "关了吗", "一点", "吗",
                               "到", "开始", "回去", "回到", "返回", *SITUATION_WORDS})
# A said name is compared with at most this many labels that share a pair with it.
MAX_NAME_CANDIDATES = 200
# The person takes the request back.
NEVER_MIND = re.compile(r"算了|没事了|不用了|不要了|当我没说")
# Names that wake a voice assistant: they address it, not a device ("小爱同学，开灯").
WAKE_WORDS = re.compile(r"^(?:(?:小爱同学|天猫精灵|小度小度|小度|小艺小艺|小布小布|嘿siri|hisiri"
                        r"|heysiri|heygoogle|okgoogle|alexa)[,.!]?)+")
# Commands read from one request at most.
MAX_COMMANDS = 10
# A request longer than this is a spoken transcript: only its asking clauses are read.
LONG_REQUEST_CHARS = 120
IMPERATIVE = re.compile(r"帮我|帮忙|请|麻烦|给我|^把|^将|[,.]?把|让.{1,8}(?:把|去)|吧$|一下")
NARRATIVE = re.compile(r"已经|刚才|刚刚|昨天|前天|上次|后来|说(?!明书)")
# Questions about the world rather than about this home's devices ("灯泡是谁发明的").
WORLD_QUESTION = re.compile(
    r"谁|为什么|为啥|多久|什么时候|哪里买|多少钱|怎么[洗修装选买说]|什么意思|英语|英文|翻译|原理|发明"
    r"|历史")
# Words that ask for something now, whatever else the clause tells.
ASKING = re.compile(r"帮我|帮忙|请|麻烦|给我|吧$|一下")
# Telling about the past or what someone said, rather than asking for something now.
TOLD = re.compile(r"昨天|前天|上次|上周|去年|以前|小时候|说(?!明书|一下)")
# Action words that, said with nothing else, ask nothing of the home ("在吗", "怎么样").
EMPTY_ALONE = frozenset({"吗", "怎么样", "是否", "是不是", "到", "一点"})
# Parser-internal key of a command object: the clause may be a command to this home.
ABOUT_THE_HOME = "_about_the_home"

# Confidence of a rule parse (001 §3.4 filters hard only at ≥ 0.8).
CONFIDENCE_ACTION_AND_TARGET = 0.9
CONFIDENCE_ONE_OF_THEM = 0.6
CONFIDENCE_NEITHER = 0.3


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    kind: str
    text: str
    value: str = ""


@dataclass(frozen=True, slots=True)
class _Lexicon:
    """Per-home word lists, compiled once per ParseContext."""

    labels: tuple[tuple[str, str], ...]
    """(compacted label, label) longest first."""
    rooms: tuple[tuple[str, str], ...]
    """(word as said, room to emit) longest first."""
    numbered: re.Pattern[str] | None = None
    """Matches an index said around the stem of a numbered label series ("3号筒灯",
    "第三个筒灯", "筒灯三" for 筒灯1..N); None when the home has no such series."""
    values: re.Pattern[str] = re.compile(r"(?!)")
    """Value words: the fixed ones and the home's enum values ("自然风", "hdmi1")."""
    label_kinds: Mapping[str, str | None] = field(default_factory=lambda: MappingProxyType({}))
    """Label → the type family its devices share (None when they differ or are unknown)."""
    longer_labels: Mapping[str, tuple[tuple[str, str], ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    """Compacted label → the (compacted, label) pairs of longer labels that end with it."""
    name_index: Mapping[str, tuple[int, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    """Character pair, sound pair or Latin word → indexes into ``labels`` that have it."""
    """Label → the type family its devices share (None when they differ or are unknown)."""


@lru_cache(maxsize=32)
def _lexicon(context: ParseContext) -> _Lexicon:
    labels = sorted({(compact(n), n) for n in context.device_names if len(compact(n)) >= 2},
                    key=lambda item: -len(item[0]))
    # Room words are emitted as said: the scope filter resolves them against the home's
    # rooms ("书房" → "2F 书房", "卧室" → 主卧/次卧, "一楼" → every room of that floor).
    words = {*room_lexicon(context.rooms).words(), *ROOM_WORDS, *COMMON_FLOOR_WORDS}
    rooms = {word: word for word in words if len(word) >= 2}
    return _Lexicon(tuple(labels), tuple(sorted(rooms.items(), key=lambda item: -len(item[0]))),
                    _numbered_pattern(label for label, _ in labels),
                    _value_pattern(context.value_words, {label for label, _ in labels}),
                    _label_kinds(context), _longer_labels(labels), _name_index(labels))


def _longer_labels(labels: Sequence[tuple[str, str]]
                   ) -> Mapping[str, tuple[tuple[str, str], ...]]:
    """Each compacted label → the longer labels ending with it ("夜灯" → 豆豆的夜灯)."""
    ends = {said for said, _ in labels}
    longer: dict[str, list[tuple[str, str]]] = {}
    for said, label in labels:
        for cut in range(1, len(said) - 1):
            if said[cut:] in ends:
                longer.setdefault(said[cut:], []).append((said, label))
    return MappingProxyType({end: tuple(found) for end, found in longer.items()})


def kind_of(category: str) -> Category:
    """The category named by ``category`` (Unknown when it names none)."""
    try:
        return Category.from_text(category)
    except VocabularyError:
        return Category.UNKNOWN


def _label_kinds(context: ParseContext) -> Mapping[str, str | None]:
    """The kind of device each label names: its devices' category, unless a shade's label
    says it is a thing of another kind ("晾衣架" on a shade profile is a rack)."""
    kinds: dict[str, set[str]] = {}
    for name, category in zip(context.device_names, context.device_categories, strict=False):
        naming = naming_type_words(normalize(name))
        said = {kind for _, kind in naming}
        if kind_of(category) is Category.BLIND and said \
                and not any(kind in family_of(Category.BLIND).members for kind in said):
            category = naming[-1][1].value  # see category.py: shades that are something else
        kinds.setdefault(name, set()).add(category)
    return MappingProxyType({name: next(iter(found)) if len(found) == 1 else None
                             for name, found in kinds.items()})


# Words a home's enum values share with the words of actions, fillers and kinds of device
# ("关闭", "暂停", "静音"): those keep their own meaning in a request.
_NOT_VALUES = frozenset({*ACTION_WORDS, *SINGLE_VERBS, *FILLERS, *TYPE_WORDS})


def _value_pattern(home_words: Iterable[str], labels: set[str]) -> re.Pattern[str]:
    """Fixed value words plus the home's, each Latin token only as a whole word."""
    words = {*VALUE_WORDS, *(w for w in home_words
                             if w not in _NOT_VALUES and w not in labels and len(w) >= 2)}
    ordered = sorted(words, key=len, reverse=True)
    return re.compile("|".join(
        rf"(?<![a-z]){re.escape(word)}(?![a-z0-9])" if word.isascii() else re.escape(word)
        for word in ordered))


_CN_INDEX = "一二三四五六七八九十"
def _numbered_pattern(labels: Iterable[str]) -> re.Pattern[str] | None:
    """A pattern for indexes said around the stems of the home's numbered labels."""
    stems = sorted({stem for stem, index in map(split_index, labels) if index is not None},
                   key=len, reverse=True)
    if not stems:
        return None
    stem = "|".join(re.escape(s) for s in stems)
    number = rf"[{_CN_INDEX}两]|\d{{1,3}}"
    return re.compile(rf"(?:第(?P<ordinal>{number})[个盏台只]?|(?P<numbered>{number})号)"
                      rf"(?P<stem>{stem})|(?P<stem2>{stem})(?P<suffix>[{_CN_INDEX}])(?![{_CN_INDEX}度档%])")


_INDEX = r"(?:\d{1,3}|[一二三四五六七八九十两])"
_RANGE_WORD = re.compile(r"到|至|~|-")
# Indexes separated by these are a list ("射灯1和2", "筒灯一二三", "射灯1到射灯3").
_INDEX_JOINERS = r"(?:到|至|~|-|和|跟|同|与|,)?"


def _index_lists(text: str, lexicon: _Lexicon) -> str:
    """"射灯1到射灯3", "筒灯一二三", "轨道灯1和2" → "射灯1和射灯2和射灯3都": a list of numbered
    labels said at once is every one of them (when each is a label of the home)."""
    if lexicon.numbered is None:
        return text
    stems = "|".join(re.escape(s) for s in sorted(
        {stem for stem, index in map(split_index, (label for label, _ in lexicon.labels))
         if index is not None}, key=len, reverse=True))
    pattern = re.compile(rf"(?P<stem>{stems})(?P<seq>{_INDEX}号?(?:{_INDEX_JOINERS}"
                         rf"(?:{stems})?{_INDEX}号?)+)")
    labels = {label for label, _ in lexicon.labels}

    def replace(match: re.Match[str]) -> str:
        stem, indexes = match.group("stem"), list[int]()
        for joiner, said in re.findall(rf"({_INDEX_JOINERS})(?:{stems})?({_INDEX})号?",
                                       match.group("seq")):
            index = int(said) if said.isdigit() else _count(said)
            if _RANGE_WORD.fullmatch(joiner) and indexes and 0 < index - indexes[-1] <= 20:
                indexes.extend(range(indexes[-1] + 1, index + 1))
            else:
                indexes.append(index)
        named = [f"{stem}{index}" for index in dict.fromkeys(indexes)]
        if len(named) < 2 or not all(name in labels for name in named):
            return match.group(0)  # "射灯1到50%" is a level, not a list
        if stem in match.group("seq") and not _RANGE_WORD.search(match.group("seq")):
            return match.group(0)  # "筒灯1和筒灯2打开": two labels, two commands
        rest = text[match.end():match.end() + 1]
        return "和".join(named) + ("" if rest in ("都", "全") else "都")

    return pattern.sub(replace, text)


def _say_indexes_as_labels(text: str, lexicon: _Lexicon) -> str:
    """"3号筒灯", "第三个筒灯", "筒灯三" → "筒灯3": one way to say a numbered label."""
    if lexicon.numbered is None:
        return text

    def replace(match: re.Match[str]) -> str:
        said = match.group("ordinal") or match.group("numbered") or match.group("suffix")
        stem = match.group("stem") or match.group("stem2")
        index = said if said.isdigit() else str(_count(said))
        return f"{stem}{index}"

    return lexicon.numbered.sub(replace, text)


def _alternation(words: Sequence[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


_ACTION = _alternation(ACTION_WORDS)
_QUANTIFIER_ALL = _alternation(QUANTIFIER_ALL)
_QUANTIFIER_QUESTION = _alternation(QUANTIFIER_ALL_QUESTIONS)
_QUANTIFIER_ANY = _alternation(QUANTIFIER_ANY)
_REFERENCE = _alternation(REFERENCE_WORDS)
_FILLER = _alternation(FILLERS)
_SINGLE_VERB = _alternation(SINGLE_VERBS)
_TYPE = _alternation(tuple(TYPE_WORDS))
_QUESTION_SUBJECT = _alternation(tuple(QUESTION_SUBJECTS))
_SITUATION = _alternation(SITUATION_WORDS)
# A question over a kind of device ("哪盏灯开着", "有几道门锁了", "有门没锁吗") asks about every
# one of them; "多少" before anything else asks for a value ("温度多少").
_COUNTING_QUESTION = re.compile(
    r"(?:有)?(?:哪|几|多少|边)一?[个盏扇道台只部把条]?(?=" + _TYPE.pattern + ")"
    r"|^有(?=" + _TYPE.pattern + ")")


class _Claims:
    """Characters of a clause and which span claimed each."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.owner: list[_Span | None] = [None] * len(text)

    def claim(self, pattern: re.Pattern[str], kind: str, value: str = "") -> list[_Span]:
        spans: list[_Span] = []
        masked = "".join("\x00" if o else c for c, o in zip(self.text, self.owner, strict=True))
        for match in pattern.finditer(masked):
            if match.end() == match.start() or "\x00" in match.group(0):
                continue
            spans.append(self.claim_span(match.start(), match.end(), kind, value))
        return spans

    def claim_span(self, start: int, end: int, kind: str, value: str = "") -> _Span:
        span = _Span(start, end, kind, self.text[start:end], value)
        for i in range(start, end):
            self.owner[i] = span
        return span

    def spans(self, *kinds: str) -> list[_Span]:
        seen: dict[int, _Span] = {}
        for span in self.owner:
            if span is not None and span.kind in kinds:
                seen.setdefault(id(span), span)
        return sorted(seen.values(), key=lambda s: s.start)

    def positioned_runs(self) -> list[tuple[int, str]]:
        """Runs of characters nobody claimed (type words count as unclaimed), with starts.

        Two runs joined only by "的" are one run: "豆豆的小夜灯" is one name.
        """
        runs: list[tuple[int, str]] = []
        current, start = "", 0
        for i, (char, owner) in enumerate(zip(self.text, self.owner, strict=True)):
            if owner is None or owner.kind == "type":
                if not current:
                    start = i
                current += char
            elif (owner.kind == "filler" and owner.text == "的" and current
                  and i + 1 < len(self.text) and self._free(i + 1)):
                current += char
            elif current:
                runs.append((start, current))
                current = ""
        if current:
            runs.append((start, current))
        return runs

    def _free(self, index: int) -> bool:
        owner = self.owner[index]
        return owner is None or owner.kind == "type"


def _room_pattern(lexicon: _Lexicon) -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile(re.escape(word)), room) for word, room in lexicon.rooms]


def _claim_labels(claims: _Claims, lexicon: _Lexicon) -> list[str]:
    found: list[str] = []
    for label_compact, label in lexicon.labels:
        if label_compact in GENERIC_TYPE_WORDS:
            continue  # a device called "空调" is named by the word for every air conditioner
        start = claims.text.find(label_compact)
        if start != -1 and not any(claims.owner[start:start + len(label_compact)]):
            start, label = _misheard_longer_label(claims, start, label_compact, label, lexicon)
            claims.claim_span(start, start + len(compact(label)), "label", label)
            found.append(label)
    return found


def _misheard_longer_label(claims: _Claims, start: int, said: str, label: str,
                           lexicon: _Lexicon) -> tuple[int, str]:
    """A longer label whose head was said and whose start sounds like what precedes it.

    "逗逗的夜灯" is "豆豆的夜灯" misheard: 夜灯 is a label too, but the words before it sound
    like the rest of the longer one. Returns the span start and label to claim.
    """
    for longer_compact, longer in lexicon.longer_labels.get(said, ()):
        rest = len(longer_compact) - len(said)
        before = claims.text[start - rest:start] if start >= rest else ""
        if before and not any(claims.owner[start - rest:start]) \
                and fuzzy_pinyin(before) == fuzzy_pinyin(longer_compact[:rest]):
            return start - rest, longer
    return start, label


def _split_clauses(text: str, labels: Sequence[tuple[str, str]] = ()) -> list[str]:
    clauses: list[str] = []
    for part in CLAUSE_SEPARATORS.split(text):
        if not part or not part.strip():
            continue
        setter = SECOND_SETTER.search(part, 1)
        before = part[:setter.start()] if setter else ""
        for said, _ in labels:
            before = before.replace(said, "")
        if setter is not None and SWITCHING_VERB.search(before):
            clauses.extend((part[:setter.start()], part[setter.start():]))
        else:
            clauses.append(part)
    return clauses


def _value(claims: _Claims) -> dict[str, Any] | None:
    text = claims.text
    for match in NUMBER.finditer(text):
        owner = claims.owner[match.start()]
        if owner is not None and owner.kind in ("label", "room"):
            continue  # the 3 of "筒灯3", the 2 of "2f": part of a name, not a value
        number = float(match.group("number"))
        return {"number": number, "unit": match.group("unit")}
    if "一半" in text:
        return {"number": 50.0, "unit": "%"}
    if re.search(r"最[亮大高]", text):
        return {"number": 100.0, "unit": "%"}
    if re.search(r"最[暗小低]", text):
        return {"number": 1.0, "unit": "%"}
    words = claims.spans("value")
    return {"word": words[0].text} if words else None


def _canonical_action(parts: list[str]) -> str | None:
    action = "".join(parts)
    for pattern, verb in CANONICAL_VERBS:
        action = pattern.sub(verb, action)
    action = re.sub(r"[^\u3400-\u9fff0-9%.]", "", action)
    return action or None


def _analyse(clause: str, lexicon: _Lexicon) -> dict[str, Any]:
    """Read one clause into a command object (without inheritance between clauses)."""
    claims = _Claims(clause)
    excluded: list[str] = []
    for match in EXCLUSION.finditer(clause):
        what = match.group("what")
        excluded.extend(w for w in re.split(r"[和跟与,、及]", what) if w)
        claims.claim_span(match.start(), match.end(), "exclude")
    labels = _claim_labels(claims, lexicon)
    for pattern, room in _room_pattern(lexicon):
        claims.claim(pattern, "room", room)
    include = _places(claims)
    references = claims.claim(_REFERENCE, "reference")
    subjects = claims.claim(_QUESTION_SUBJECT, "subject") \
        if QUESTION_MARK.search(clause) and not labels else []
    counting = claims.claim(_COUNTING_QUESTION, "quantifier")
    claims.claim(lexicon.values, "value")
    claims.claim(LOCK_THE_DOOR, "action")
    claims.claim(_ACTION, "action")
    quantifier = "one"
    count = None
    counted = claims.claim(COUNTED, "quantifier")
    if counted:
        quantifier, count = "any", _count(counted[0].text)
    if claims.claim(_QUANTIFIER_ANY, "quantifier"):
        quantifier = "any"
    if claims.claim(_QUANTIFIER_ALL, "quantifier"):
        quantifier = "all"
    types = claims.claim(_TYPE, "type")
    if (claims.claim(_QUANTIFIER_QUESTION, "quantifier") or counting) and (types or not labels):
        quantifier = "all"
    claims.claim(NUMBER, "value")
    claims.claim(_FILLER, "filler")
    claims.claim(_SINGLE_VERB, "action")
    if any(span.text in ("全开", "全关") for span in claims.spans("action")):
        quantifier = "all"  # "二楼空调全关"
    if excluded:
        quantifier = "except"

    exclude_rooms: list[str] = []
    for word in excluded:
        exclude_rooms.extend(_excluded_terms(word, lexicon))
    name_hint = labels[0] if labels else None
    runs = [(start, _strip_noise(run)) for start, run in claims.positioned_runs()]
    runs = [(start, run) for start, run in runs if run and run not in GENERIC_TYPE_WORDS]
    name_start = -1
    if name_hint is None and runs:
        name_start, name_hint = max(runs, key=lambda item: len(item[1]))
        owner, _, kind = name_hint.rpartition("的")
        if owner and kind in GENERIC_TYPE_WORDS:
            name_hint = owner  # "烧烤区的灯": the lamp of the barbecue area
    type_hint = None
    phrase = name_hint or (types[0].text if types else "")
    naming = naming_type_words(normalize(phrase))
    if labels and phrase in lexicon.label_kinds:
        # A label names its devices: their category is the kind asked for ("宠物门" is a
        # contact sensor, not a lock).
        type_hint = lexicon.label_kinds[phrase]
    elif naming:
        type_hint = naming[-1][1].value  # the head: "吊扇灯" is asked for as a light
    if type_hint is None and types:
        type_hint = TYPE_WORDS[types[0].text].value
    if subjects:
        type_hint = QUESTION_SUBJECTS[subjects[0].text].value
    # Words left over once the device is named say what to do with it: the attribute or
    # the value ("洗衣机换成轻柔模式", "小白开自然风"), so they belong to the action.
    pieces = [(s.start, s.text) for s in claims.spans("action", "value")]
    pieces.extend((start, run) for start, run in runs
                  if start != name_start and len(run) > 1 and not _is_type_run(run))
    action = _canonical_action([text for _, text in sorted(pieces)])
    if type_hint == SMART_LOCK and action is not None and action in LOCK_VERBS:
        action = LOCK_VERBS[action]
    if action is not None and (type_hint == COVER or action in LOWERING_VERBS):
        action = COVER_VERBS.get(action, action)
    return {
        "action": action,
        "name_hint": name_hint,
        "scope": {"include": list(dict.fromkeys(include)),
                  "exclude": [w for w in dict.fromkeys(exclude_rooms) if w]},
        "quantifier": quantifier,
        "count": count if quantifier == "any" else None,
        "type_hint": type_hint,
        "value": _value(claims),
        "references": [LAST_MENTIONED] if references else [],
        "entity_mentions": labels[1:] if len(labels) > 1 else [],
        TYPE_WORDS_SAID: [span.text for span in types],
        "situation": bool(claims.spans("action")) and not (labels or types or references)
        and all(_SITUATION.fullmatch(s.text) for s in claims.spans("action")),
        "labelled": bool(labels),
        ABOUT_THE_HOME: _about_the_home(clause, labels, types, references, subjects,
                                        name_hint if not labels else None, include,
                                        claims.spans("action"), _value(claims) is not None,
                                        lexicon),
    }


def _about_the_home(raw: str, labels: Sequence[str], types: Sequence[_Span],
                    references: Sequence[_Span], subjects: Sequence[_Span],
                    said_name: str | None, places: Sequence[str], actions: Sequence[_Span],
                    has_value: bool, lexicon: _Lexicon) -> bool:
    """True when a clause may be a command to this home (not chit-chat, weather or a story).

    A clause is about the home when it names a device (a label, a type word, a reference,
    a question subject, or a name that sounds like one of the home's labels), or says
    firmly what to do (an action word that is not a bare verb or a question word, or a
    value: "调高音量到90"). A name that fits no device, with nothing firmer, makes it
    about something else ("明天天气怎么样", "讲个笑话", "今天很开心"). A place of the home
    ("客厅多热"), or without any name an action word, is enough ("关掉").
    """
    firm = has_value or any(span.text not in WEAK_ACTION_WORDS and len(span.text) > 1
                            for span in actions)
    if WORLD_QUESTION.search(raw) and not (labels or references or firm):
        return False  # "灯泡是谁发明的", "窗帘多久洗一次": about things, not this home's
    if TOLD.search(raw) and not ASKING.search(raw):
        return False  # "我昨天把客厅的灯泡换了", "电视上说明天要降温": telling, not asking
    if NEVER_MIND.search(raw) and not (labels or types or firm):
        return False  # "嗯……那个……算了算了"
    if references and not (actions or has_value or labels or types):
        return False  # "那个……" alone is hesitation, not "that one"
    if labels or types or references or subjects:
        return True
    if said_name and not firm and not places:
        return _names_a_device(said_name, lexicon)
    # "关掉", "暂停", "现在几度": a bare command or question; "在吗" only asks whether
    # anyone listens.
    return firm or bool(places) or any(span.text not in EMPTY_ALONE for span in actions)


def _names_a_device(said: str, lexicon: _Lexicon) -> bool:
    """True when ``said`` sounds or reads like (part of) one of the home's labels; one
    character ("唉") is too little to name anything but a label of one character.

    Only labels sharing a character pair, a sound pair or a Latin word with ``said`` can
    match, so only those are compared: the cost grows with what matches, not with the home.
    """
    if len(compact(said)) < 2:
        return any(compact(said) == label for label, _ in lexicon.labels)
    candidates = {index for key in _name_keys(said) for index in lexicon.name_index.get(key, ())}
    return any(match_name(said, lexicon.labels[index][1]).score > 0
               for index in sorted(candidates)[:MAX_NAME_CANDIDATES])


def _name_keys(text: str) -> set[str]:
    """Character pairs, confusion-merged sound pairs and Latin words of ``text``."""
    said = compact(text)
    sounds = fuzzy_pinyin(said)
    keys = {said[i:i + 2] for i in range(len(said) - 1)}
    keys |= {f"~{a}{b}" for a, b in pairwise(sounds)}
    keys |= {f"#{word}" for word in re.findall(r"[a-z]{2,}", normalize(text))}
    return keys


def _name_index(labels: Sequence[tuple[str, str]]) -> Mapping[str, tuple[int, ...]]:
    """Name key → indexes of the labels that have it (see _name_keys)."""
    index: dict[str, list[int]] = {}
    for position, (_, label) in enumerate(labels):
        for key in _name_keys(label):
            index.setdefault(key, []).append(position)
    return MappingProxyType({key: tuple(found) for key, found in index.items()})


def _places(claims: _Claims) -> list[str]:
    """The places a clause names, a floor joined to the room word right after it
    ("二楼的卧室" → "二楼卧室": the bedrooms of that floor, not the floor or every bedroom)."""
    spans = claims.spans("room")
    places: list[str] = []
    index = 0
    while index < len(spans):
        span = spans[index]
        following = spans[index + 1] if index + 1 < len(spans) else None
        gap = claims.text[span.end:following.start] if following else None
        if following is not None and gap in ("", "的") and is_floor_word(span.value) \
                and not is_floor_word(following.value):
            places.append(span.value + following.value)
            index += 2
            continue
        places.append(span.value)
        index += 1
    return places


def _count(text: str) -> int:
    """The number of a counted phrase ("两盏" → 2, "3个" → 3)."""
    digits = re.match(r"\d+", text)
    if digits is not None:
        return max(1, int(digits.group(0)))
    return "一两三四五六七八九十".index(text[0]) + 1 if text[0] != "二" else 2


def _is_type_run(run: str) -> bool:
    return run in TYPE_WORDS or any(run.endswith(word) and len(word) > 1 for word in TYPE_WORDS)


def _excluded_terms(phrase: str, lexicon: _Lexicon) -> list[str]:
    """The device an exclusion phrase names, else the rooms it names ("客厅的窗帘" → 客厅),
    else the phrase itself (a name)."""
    rest = compact(phrase)
    label = next((label for said, label in lexicon.labels if said == rest), None)
    if label is not None:
        return [label]
    rooms: list[str] = []
    for word, room in lexicon.rooms:
        if word in rest:
            rooms.append(room)
            rest = rest.replace(word, "\x00")
    named = _strip_noise(rest.replace("\x00", "").removeprefix("的"))
    if rooms and named and named not in GENERIC_TYPE_WORDS:
        return [named]  # "除了客厅的射灯": those lamps, not the whole room
    if rooms:
        return rooms
    cleaned = _strip_noise(phrase)
    return [cleaned] if cleaned else []


def _join_exclusions(text: str) -> str:
    """Put an exclusion said in a clause of its own back into the command it limits."""
    text = LEADING_EXCLUSION.sub(lambda m: f"除{m.group('what')}以外", text)
    match = TRAILING_EXCLUSION.match(text)
    if match is not None:
        what = match.group("what") or match.group("what2")
        text = f"除{what}以外{match.group('rest')}"
    return text


def _strip_noise(text: str) -> str:
    return re.sub(r"[^0-9a-z\u3400-\u9fff ]", "", text).strip()


def _has_target(command: dict[str, Any]) -> bool:
    return bool(command["name_hint"] or command["type_hint"] or command["references"])


def _split_conjunction(clause: str, lexicon: _Lexicon) -> list[dict[str, Any]]:
    """"打开浴霸和排气扇" → two commands; "客厅和餐厅的灯" stays one."""
    excluded = [m.span() for m in EXCLUSION.finditer(clause)]
    match = next((m for m in CONJUNCTION.finditer(clause)
                  if not any(start <= m.start() < end for start, end in excluded)), None)
    if match is None:
        return [_analyse(clause, lexicon)]
    left = _analyse(clause[:match.start()], lexicon)
    right = _analyse(clause[match.end():], lexicon)
    if left["action"] is None and left["quantifier"] == "one" and right["quantifier"] == "all" \
            and _has_target(left) and _has_target(right):
        return [_union(left, right)]
    if not (_has_target(left) and _has_target(right)):
        whole = _analyse(clause.replace(match.group(0), "、", 1), lexicon)
        return [whole]
    for first, second in ((left, right), (right, left)):
        if first["action"] is None:
            first["action"] = second["action"]
            first["value"] = first["value"] or second["value"]
    return [left, right]


def _union(left: dict[str, Any], right: dict[str, Any]) -> dict[str, Any]:
    """"把卫生间的灯和排气扇都关掉": one bulk command over both targets, not two commands."""
    mentions = [c["name_hint"] or next(iter(c[TYPE_WORDS_SAID]), None) for c in (left, right)]
    mentions.extend(right["entity_mentions"])
    merged = dict(right)
    merged["name_hint"] = next((m for m in mentions if m), None)
    merged["entity_mentions"] = list(dict.fromkeys(m for m in mentions if m))
    merged["type_hint"] = left["type_hint"] if left["type_hint"] == right["type_hint"] else None
    merged["scope"] = {
        side: list(dict.fromkeys([*left["scope"][side], *right["scope"][side]]))
        for side in ("include", "exclude")}
    return merged


def _confidence(command: dict[str, Any]) -> float:
    has_action, has_target = command["action"] is not None, _has_target(command) or bool(
        command["scope"]["include"])
    if has_action and has_target:
        return CONFIDENCE_ACTION_AND_TARGET
    if has_action or has_target:
        return CONFIDENCE_ONE_OF_THEM
    return CONFIDENCE_NEITHER


def parse_with_rules(text: str, context: ParseContext) -> ParsedCommands:
    """Parse ``text`` into commands with rules; never raises, always ≥ 1 command."""
    try:
        return _parse(text, context)
    except Exception as exc:  # a parser bug must degrade, not break retrieval (000)
        return ParsedCommands((unknown_command(text),), MappingProxyType(
            {"parser": "rules", "parse_error": f"rule parser failed: {exc!r}"}))


def _requests_of_a_story(text: str) -> str:
    """The clauses of a long spoken transcript that ask something of the home.

    Rambling voice input tells a story and ends with a request ("…算了不说了，帮我把客厅
    空调打开吧"). The clauses that ask (帮我, 请, 把…, …吧) and do not narrate (已经, 刚才,
    昨天, 他说) of the last sentence that has any are kept; when none asks, the last clause.
    """
    for sentence in reversed([part for part in re.split(r"[.!?;]+", text) if part.strip()]):
        asking = [clause for clause in _split_clauses(sentence)
                  if IMPERATIVE.search(clause) and not NARRATIVE.search(clause)]
        if asking:
            return ",".join(asking)
    return _split_clauses(text)[-1] if text.strip(" ,.!?;") else text


def _rewrite_intents(text: str) -> str:
    for pattern, command in INTENT_REWRITES:
        text = pattern.sub(command, text)
    return text


def _rooms_in_label(label: str, lexicon: _Lexicon) -> list[str]:
    """The longest room word said inside ``label`` ("主卧窗帘" → 主卧), if any."""
    said = compact(label)
    return next(([room] for word, room in lexicon.rooms if word in said), [])


def _link_clauses(commands: list[dict[str, Any]], raws: list[str], lexicon: _Lexicon
                  ) -> tuple[list[dict[str, Any]], list[str]]:
    """Resolve what the clauses of one request say about each other.

    - A clause that only states a situation ("我要睡觉了", "客厅好闷") is not a command when
      others follow; the room it names carries over to the next command.
    - A clause that names no device ("打开洗衣机然后开始洗", "温度设成26度") acts on the
      device of the clause before.
    - A clause that names a kind of device but no room or label takes the room of the
      clause before ("打开客厅灯然后把空调调到26度").
    """
    linked: list[dict[str, Any]] = []
    linked_raws: list[str] = []
    carried: list[str] = []
    for command, raw in zip(commands, raws, strict=True):
        if command["situation"] and len(commands) > 1:
            carried = list(command["scope"]["include"])
            continue
        previous = linked[-1] if linked else None
        rooms = carried or (list(previous["scope"]["include"]) if previous else [])
        if not rooms and previous is not None and previous["labelled"]:
            # "主卧窗帘拉开，再把灯都关了": the room is said inside the label.
            rooms = _rooms_in_label(previous["name_hint"], lexicon)
        if previous is not None and not _has_target(command) and command["action"] \
                and not command["scope"]["include"]:
            for key in ("name_hint", "type_hint", "entity_mentions", "quantifier", "labelled"):
                command[key] = previous[key]
            command["scope"] = {"include": list(previous["scope"]["include"]),
                                "exclude": list(previous["scope"]["exclude"])}
        elif (rooms and _has_target(command) and not command["labelled"]
              and not command["scope"]["include"] and not command["references"]
              and command["quantifier"] in ("one", "all")
              and not names_specific_device(command["name_hint"])):
            command["scope"]["include"] = rooms
            command[SCOPE_INHERITED] = True
        carried = []
        linked.append(command)
        linked_raws.append(raw)
    return linked, linked_raws


def _parse(text: str, context: ParseContext) -> ParsedCommands:
    lexicon = _lexicon(context)
    prepared = _rewrite_intents(
        convert_numerals(localize_regional(normalize(text))).replace(" ", ""))
    prepared = _say_indexes_as_labels(_index_lists(prepared, lexicon), lexicon)
    prepared = re.sub(r"[()]", "", prepared)  # "台灯（左）" is said as its label "台灯左"
    prepared = WAKE_WORDS.sub("", prepared)
    if len(prepared) > LONG_REQUEST_CHARS:
        prepared = _requests_of_a_story(prepared)
    if len(_split_clauses(prepared)) == 1:
        for pattern, direction in NEED_REWRITES:
            prepared = pattern.sub(direction, prepared)
    commands: list[dict[str, Any]] = []
    raws: list[str] = []
    for clause in _split_clauses(_join_exclusions(prepared), lexicon.labels):
        if REFUSED.search(clause):
            continue
        for command in _split_conjunction(clause, lexicon):
            if not command[ABOUT_THE_HOME]:
                continue
            if commands and command["action"] is None and _has_target(command):
                command["action"] = commands[-1]["action"]
            if commands and not _has_target(command) and command["action"] is None:
                continue
            commands.append(command)
            raws.append(clause)
    commands, raws = _link_clauses(commands, raws, lexicon)
    if not commands:
        return ParsedCommands((unknown_command(text),), MappingProxyType(
            {"parser": "rules", "parse_error": "nothing to parse"}))
    meta: dict[str, object] = {"parser": "rules"}
    if len(commands) > MAX_COMMANDS:
        # Nobody says a dozen commands at once; the rest is left out, and the result says so.
        meta["commands_left_out"] = len(commands) - MAX_COMMANDS
        commands, raws = commands[:MAX_COMMANDS], raws[:MAX_COMMANDS]
    irs = []
    for command, raw in zip(commands, raws, strict=True):
        command["confidence"] = _confidence(command)
        irs.append(command_to_query_ir(command, raw if len(commands) > 1 else text))
    return ParsedCommands(tuple(irs), MappingProxyType(meta))


def asks_a_question(text: str) -> bool:
    """True when ``text`` asks about state ("书房湿度多少", "门锁了吗") rather than commands."""
    return QUESTION_MARK.search(normalize(text)) is not None


def warm_parser_lexicon(context: ParseContext) -> None:
    """Build the rule parser's word lists of a home now (they are cached per home)."""
    _lexicon(context)


class RuleParser:
    """:func:`parse_with_rules` as a :class:`~context_retrieval.pipeline.CommandParser`."""

    def __repr__(self) -> str:
        """Name the parser."""
        return "RuleParser()"

    def parse(self, text: str, context: ParseContext) -> ParsedCommands:
        """Parse ``text`` with rules; never raises, always ≥ 1 command."""
        return parse_with_rules(text, context)
