"""Requests said in English, whole or in part, put in the Chinese the rule parser reads.

Guests, helpers and teenagers speak to a home in English or mix English words into Chinese
("Turn off all the lights in room 2", "把 soundbar volume 调到 30", "Daikin 开 cool mode",
"投影 on 一下"). The home's own names that hold Latin letters ("Hue Go", "Room 1 TV",
"Master Suite") are kept as said; the other English words are put in Chinese phrase by
phrase. Word order matters little to the rule parser, except that a place goes before
what stands in it, an exception before the command it limits, and a setting after "把 …
调到": those phrases are moved.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from context_retrieval.glossary import english_words, spaced
from context_retrieval.vocabulary import GENERIC_TYPE_WORDS

# Numbers said as words ("room one", "twenty-four degrees").
_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
          "seventeen", "eighteen", "nineteen")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_NUMBER_WORD = re.compile(
    rf"\b(?:(?P<tens>{'|'.join(_TENS)})(?:[\s-]+(?P<unit>{'|'.join(_UNITS[1:10])}))?"
    rf"|(?P<small>{'|'.join(_UNITS)}))\b")
# "any one of the", "this one": a pick, not the number one; "any two of the": a count.
_PICKS = tuple((re.compile(pattern), chinese) for pattern, chinese in (
    (r"\bany\s+one(?:\s+of)?(?:\s+the)?\b", " 随便一个 "), (r"\bone\s+of\s+the\b", " 随便一个 "),
    (r"\bthis\s+one\b", " 这个 "), (r"\bthat\s+one\b", " 那个 "),
    (r"\bthe\s+other\s+one\b", " 另一个 "), (r"\bthe\s+one\b", " 那个 ")))
_ANY_COUNT = re.compile(r"\bany\s+(?P<count>\d{1,2})(?:\s+of)?(?:\s+the)?(?![a-z])")
# "spot number 4", "no. 4": the member's number.
_NUMBER_SAID = re.compile(r"\b(?:number|no\.?)\s*(?=\d)")
# Whose device ("room 1's TV", "this room's curtain"), not "it's" or "what's".
_WHOSE = re.compile(r"(?<!\bit)(?<!\bthat)(?<!\bwhat)(?<!\blet)(?<!\bhere)(?<!\bthere)'s\b")
# A quantity said in the clause: a plural noun then says nothing more.
_COUNTED = re.compile(r"\b(?:all|every|everything|any|both|each)\b|\d|随便|这个|那个")

# A place said as a code: "room 2" → 2号房, "room B" → B房.
_ROOM_NUMBER = re.compile(r"\broom\s*(?P<number>\d{1,4})\b")
_ROOM_LETTER = re.compile(r"\broom\s+(?P<letter>[a-z])\b")
_ORDINAL_FLOOR = re.compile(r"\b(?P<number>\d{1,2})(?:st|nd|rd|th)?\s+floor\b"
                            r"|\bfloor\s+(?P<after>\d{1,2})\b")

# (English, Chinese) for places; "X room" is X's word and 房 when X is known.
_PLACES = (
    ("living room", "客厅"), ("lounge", "客厅"), ("dining room", "餐厅"), ("kitchen", "厨房"),
    ("master bedroom", "主卧"), ("bedroom", "卧室"), ("bathroom", "卫生间"),
    ("washroom", "卫生间"), ("toilet", "卫生间"), ("restroom", "卫生间"), ("study", "书房"),
    ("office", "办公室"), ("balcony", "阳台"), ("terrace", "露台"), ("garden", "花园"),
    ("yard", "院子"), ("greenhouse", "大棚"), ("garage", "车库"), ("hallway", "走廊"),
    ("corridor", "走廊"),
    ("hall", "走廊"), ("entrance", "玄关"), ("entryway", "玄关"), ("basement", "地下室"),
    ("attic", "阁楼"), ("rooftop", "天台"), ("roof", "天台"), ("guest room", "客房"),
    ("kids room", "儿童房"), ("kid's room", "儿童房"), ("nursery", "儿童房"),
    ("meeting room", "会议室"), ("conference room", "会议室"), ("server room", "机房"),
    ("tea room", "茶室"), ("media room", "影音室"), ("home theater", "影音室"),
    ("laundry room", "洗衣房"), ("laundry", "洗衣房"), ("storage room", "储藏室"),
    ("gym", "健身房"), ("open area", "开放区"), ("porch", "门口"), ("front porch", "门口"),
    ("vegetable garden", "菜园"), ("storage", "储物间"), ("nursing room", "护理间"),
    ("open office", "开放办公区"), ("pantry", "茶水间"), ("reception", "前台"),
    ("front desk", "前台"), ("workshop", "工作室"),
    ("showroom", "展厅"), ("shop", "店面"), ("lobby", "大厅"),
    ("stairs", "楼梯"), ("staircase", "楼梯"), ("stairway", "楼梯"),
    ("upstairs", "楼上"), ("downstairs", "楼下"), ("ground floor", "一楼"),
    ("first floor", "一楼"), ("second floor", "二楼"), ("third floor", "三楼"),
    ("fourth floor", "四楼"), ("top floor", "顶楼"), ("outside", "室外"), ("outdoors", "室外"),
    ("whole house", "家里"), ("entire house", "家里"), ("the house", "家里"),
    ("everywhere", "家里"), ("this room", "这屋"), ("in here", "这屋"), ("my room", "我房间"),
    ("our room", "我们房间"),
)
_ROOM_OF = re.compile(r"\b(?P<what>[a-z]+)\s+rooms?(?:\s+(?P<code>\d{1,3}|[a-z])\b)?")

# (English, Chinese) for what is done, set and asked, longest first when matched.
_PHRASES = (
    # switching
    ("turn on", "打开"), ("switch on", "打开"), ("power on", "打开"), ("turn off", "关闭"),
    ("switch off", "关闭"), ("power off", "关闭"), ("shut off", "关闭"), ("shut down", "关闭"),
    ("roll up", "升起来"), ("roll down", "放下来"), ("closed", "关上"),
    ("open", "打开"), ("close", "关上"), ("shut", "关上"), ("unlock", "解锁"), ("lock", "锁上"),
    ("turn up", "调高"), ("turn down", "调低"), ("dim", "调暗"), ("brighten", "调亮"),
    ("raise", "调高"), ("lower", "调低"), ("increase", "调高"), ("decrease", "调低"),
    ("unmute", "取消静音"), ("mute", "静音"), ("pause", "暂停"), ("resume", "继续播放"),
    ("play", "播放"), ("stop", "停止"), ("hot water", "热水"), ("water tank", "水箱"),
    ("water", "浇水"), ("anyone", "有人"),
    ("anybody", "有人"), ("someone", "有人"), ("somebody", "有人"),
    ("start cleaning", "开始扫地"), ("clean", "扫地"),
    ("go home", "回充"), ("go back to charge", "回充"), ("recharge", "回充"), ("dock", "回充"),
    ("start", "启动"), ("next song", "下一首"), ("next track", "下一首"), ("next", "下一首"),
    ("skip", "下一首"), ("previous", "上一首"), ("switch to", "切换到"), ("change to", "换到"),
    ("reboot", "重启"), ("restart", "重启"), ("yourself", "你自己"),
    ("set to", "调到"), ("turn to", "调到"), ("set", "设置"),
    # how much and which way
    ("halfway", "一半"), ("half way", "一半"), ("half", "一半"), ("a little bit", "一点"),
    ("a little", "一点"), ("a bit", "一点"), ("slightly", "一点"), ("a touch", "一点"),
    ("maximum", "最大"), ("max", "最大"), ("minimum", "最小"), ("min", "最小"),
    ("brighter", "亮一点"), ("dimmer", "暗一点"), ("darker", "暗一点"), ("warmer", "暖一点"),
    ("cooler", "冷一点"), ("louder", "大声一点"), ("quieter", "小声一点"), ("softer", "小声一点"),
    ("percent", "%"), ("per cent", "%"), ("degrees", "度"), ("degree", "度"), ("celsius", "度"),
    # settings
    ("cool mode", "制冷"), ("cooling mode", "制冷"), ("cooling", "制冷"), ("cool", "制冷"),
    ("heat mode", "制热"), ("heating mode", "制热"), ("heating", "制热"), ("heat", "制热"),
    ("dry mode", "除湿"), ("dehumidify", "除湿"), ("fan only", "送风"), ("fan mode", "送风"),
    ("auto mode", "自动模式"), ("sleep mode", "睡眠模式"), ("eco mode", "节能模式"),
    ("mode", "模式"), ("warm white", "暖白光"), ("cool white", "冷白光"),
    ("cold white", "冷白光"), ("daylight", "白光"), ("warm light", "暖光"), ("red", "红色"),
    ("orange", "橙色"), ("yellow", "黄色"), ("green", "绿色"), ("blue", "蓝色"),
    ("purple", "紫色"), ("pink", "粉色"), ("white", "白色"),
    ("volume", "音量"), ("brightness", "亮度"), ("temperature", "温度"), ("humidity", "湿度"),
    ("fan speed", "风速"), ("speed", "风速"), ("channel", "频道"), ("music", "音乐"),
    ("song", "歌"), ("front door lock", "大门锁"), ("door lock", "门锁"),
    ("front door", "大门"), ("door", "门"), ("window", "窗户"),
    ("power", "电源"), ("robot", "扫地机"), ("string light", "灯串"),
    ("fairy light", "灯串"), ("bedside light", "床头灯"), ("main light", "主灯"),
    ("main lamp", "主灯"), ("outdoor", "户外"), ("shower heater", "热水器"),
    ("fish tank", "鱼缸"), ("aquarium", "鱼缸"),
    ("rolling door", "卷帘门"), ("roller door", "卷帘门"), ("roller shutter", "卷帘门"),
    ("gas valve", "燃气阀"), ("gas", "燃气"), ("water valve", "水阀"), ("story machine", "故事机"),
    ("air compressor", "空压机"), ("compressor", "空压机"),
    ("on the left", "左边的"), ("on the right", "右边的"), ("left", "左"), ("right", "右"),
    # what is felt
    ("too dark", "太暗了"), ("so dark", "太暗了"), ("too bright", "太亮了"),
    ("too hot", "太热了"), ("so hot", "太热了"), ("super hot", "太热了"), ("very hot", "太热了"),
    ("really hot", "太热了"), ("too warm", "太热了"), ("too cold", "太冷了"),
    ("so cold", "太冷了"), ("really cold", "太冷了"), ("freezing", "太冷了"),
    ("too loud", "太吵了"), ("too noisy", "太吵了"), ("stuffy", "好闷"), ("too humid", "好潮"),
    ("humid", "好潮"), ("too wet", "好潮"), ("so wet", "好潮"), ("too damp", "好潮"),
    ("damp", "好潮"), ("it gets dark", "天黑了"), ("it's dark", "天黑了"),
    ("gets dark", "天黑了"), ("get dark", "天黑了"),
    # who, which and how many
    ("all of the", "所有"), ("all the", "所有"), ("all", "所有"), ("every", "所有"),
    ("everything", "所有"), ("it", "它"), ("them", "它们"), ("also", "也"), ("as well", "也"),
    ("too", "也"), ("both", "都"), ("except for", "除了"), ("except", "除了"),
    ("if", "如果"), ("when", "等"), ("once", "等"), ("and", "和"),
    ("it's", ""), ("it is", ""), ("that's", ""), ("there's", ""), ("what's", ""),
    # not a command
    ("thank you", "谢谢"), ("thanks", "谢谢"), ("hello", "你好"), ("hi", "你好"),
    ("what's up", "你好"), ("whats up", "你好"), ("sup", "你好"),
    ("good night", "晚安"), ("how are you", "你好吗"), ("what's the weather", "天气怎么样"),
    ("never mind", "算了"), ("nevermind", "算了"), ("forget it", "算了"),
    ("don't", "别"), ("do not", "别"),
)
# Words that carry nothing the parser reads.
_FILLERS = ("please", "pls", "can you", "could you", "would you", "will you", "hey", "um",
            "uh", "so", "just", "the", "my", "our", "your", "some", "for me",
            "right now", "now", "ok", "okay", "quickly", "i want to", "i'd like to", "let's",
            "go ahead and", "is", "are", "to", "in", "at", "of",
            "for", "on", "with", "get", "make", "be", "i", "we", "you", "me", "us",
            # the particles of the Philippines' and Singapore's English ("off na", "on lah")
            "po", "na", "sa", "lah", "la", "leh", "lor")

# "turn the lights off", "turn the floor heating down": the direction said after what is
# switched or turned.
_SPLIT_SWITCH = re.compile(
    r"\b(?P<verb>turn|switch|power|shut)\s+"
    r"(?P<what>(?:(?!\b(?:on|off|up|down)\b)[^,.;!?]){1,60}?)\s+(?P<way>on|off|up|down)\b")


# A request that says only what to do to a kind, in the plural ("turn off the lights",
# "can you open the curtains?").
_ONLY_A_KIND_SWITCHED = re.compile(
    r"(?:(?:please|pls|can you|could you|would you|hey)\s+)*"
    r"(?:turn|switch|shut|close|open|lower|raise|dim)?\s*(?:on|off|up|down)?\s*(?:the\s+)?"
    r"[a-z]+s\s*(?:on|off|up|down)?\s*(?:please|pls)?\s*[?.!]*")


def _direction_first(said: re.Match[str]) -> str:
    """"turn the lights off" → "turn off the lights"; only turning goes up or down ("switch
    the channel up" is left as said)."""
    if said.group("way") in ("up", "down") and said.group("verb") != "turn":
        return said.group(0)
    return f"turn {said.group('way')} {said.group('what')}"


# "set the AC in room B to 24 degrees", "make it 23": a setting of what was named.
_SET_TO = re.compile(r"\b(?:set|change|switch|turn(?:\s+(?:up|down))?|put|adjust|make|dim"
                     r"|brighten)\s+"
                     r"(?P<what>[^,.;!?]{1,60}?)"
                     r"\s+(?:to|at)\s+(?P<value>[^,.;!?]+)")
_MAKE = re.compile(r"\bmake\s+(?P<what>[^,.;!?]{1,60}?)\s+(?:a\s+(?:little\s+)?bit\s+)?"
                   r"(?P<value>\d+\S*|[a-z]+er|red|orange|yellow|green|blue|purple|pink|white"
                   r"|warm white|cool white)(?:\s+(?:a\s+(?:little\s+)?bit|please))?\s*$")
# "is the balcony window closed?": a question about a state.
_STATE_QUESTION = re.compile(
    r"^(?:is|are|did\s+i\s+leave|did\s+you\s+leave|did\s+someone\s+leave)\s+(?P<what>.+?)\s+"
    r"(?:still\s+)?(?P<state>on|off|open|closed|locked|unlocked|running)\s*\??$")
_STATES = {"on": "开着吗", "off": "关着吗", "open": "开着吗", "closed": "关着吗",
           "locked": "锁好了吗", "unlocked": "没锁吗", "running": "开着吗"}
_HOW_WARM = re.compile(r"\b(?:what'?s|what\s+is)\s+the\s+(?P<what>temperature|humidity)"
                       r"|\bhow\s+(?:hot|warm|cold)\s+is\s+it")
# A place said with its preposition ("in room 2", "on the roof"): moved before the rest.
_PREPOSITION = (r"\b(?<!turn\s)(?<!switch\s)(?<!power\s)"
                r"(?:in|on|at|of|for|from|inside)\s+(?:the\s+)?")
# "except the kitchen", "冰柜那个except": the exception goes first, as in Chinese.
_EXCEPT = re.compile(r"\bexcept(?:\s+for)?\s+(?P<what>[^,.;!?]+?)\s*(?=$|[,.;!?])"
                     r"|(?P<before>[^,.;!?]+?)\s*(?<![a-z])except\s*$")
# "and" before a second command, "then": a new clause.
_NEXT_COMMAND = re.compile(
    r"\s*(?:,\s*)?\b(?:and\s+then|and|then|after\s+that)\s+(?=(?:turn|switch|set|close|open|"
    r"shut|lock|unlock|dim|make|play|pause|stop|start|mute|unmute|change|put|raise|lower)\b)"
    # "spot 7 on and spot 8 off", "light on and AC to 26": each said with its own setting
    r"|(?:(?<=\bon)|(?<=\boff))\s+and\s+(?=[^,.;!?]*[^\s,.;!?]\s+"
    r"(?:on|off|up|down|to\s+[^\s,.;!?]+(?:\s*(?:degrees?|percent|%))?)\s*(?:$|[,.;!?]))")
# "院灯全部on": on or off glued to the Chinese before it is said all the same.
# ("AC on please", "light on now lah": what follows it asks nothing more)
_ON_AS_VERB = re.compile(r"(?<![a-z])on(?![a-z])(?=(?:\s+(?:please|pls|now|thanks|thank\s+you"
                         r"|po|na|lah|la|leh|lor)\b)*\s*(?:$|[,.!?;]|一下|吧|了|啦|呀|嘛|哈))")
_LATIN = re.compile(r"[a-z]{2,}")
# "a" and "an" as words of their own, not a room's letter ("会议室a").
_ARTICLE = re.compile(r"(?:(?<=\s)|^)an?(?=\s|$)")
_CLAUSE = re.compile(r"([,.;!?])")
_KEPT = "\x00"  # marks a kept name; removed from the request first


def _alternation(words: tuple[str, ...], plural: bool = False) -> re.Pattern[str]:
    """One pattern for ``words``, longest first; with ``plural``, nouns of three letters or
    more may end in s or es ("lights", "switches")."""
    def said(word: str) -> str:
        pattern = re.escape(word).replace(r"\ ", r"\s+")
        return pattern + "(?:s|es)?" if plural and len(word) >= 3 and word[-1] != "s" else pattern
    return re.compile(r"(?<![a-z'])(?:" + "|".join(
        said(word) for word in sorted(words, key=len, reverse=True)) + r")(?![a-z])")


_PLACE_MEANING = dict(_PLACES)
_PLACE_WORDS = _alternation(tuple(_PLACE_MEANING), plural=True)
_DEVICE_WORDS = frozenset(english_words()) - frozenset(_PLACE_MEANING)
_PHRASE_MEANING = {**english_words(), **dict(_PHRASES)}
_PHRASE_WORDS = _alternation(tuple(_PHRASE_MEANING), plural=True)
_FILLER_WORDS = _alternation(_FILLERS)
_PLACE_PHRASE = re.compile(
    _PREPOSITION + r"(?P<place>room\s*\d{1,4}\b|room\s+[a-z]\b|\d{1,2}(?:st|nd|rd|th)?\s+floor\b"
    r"|floor\s+\d{1,2}\b|[a-z]+\s+rooms?(?:\s+(?:\d{1,3}|[a-z])\b)?|" + _PLACE_WORDS.pattern + ")")


def say_in_chinese(text: str, kept_names: re.Pattern[str] | None = None) -> str:
    """Put the English words of a normalised request in Chinese.

    Args:
        text: the request, normalised (lower case, one space between words).
        kept_names: the home's names that hold Latin letters, to keep as said.

    Returns:
        ``text`` with its English said in Chinese; unchanged when it holds no English
        word. Never raises.
    """
    if not _LATIN.search(text):
        return text
    text = text.replace(_KEPT, "")
    names: list[str] = []

    def keep(match: re.Match[str]) -> str:
        names.append(match.group(0))
        return f"{_KEPT}{len(names) - 1}{_KEPT}"

    if kept_names is not None:
        text = kept_names.sub(keep, _digits_of_names(text, kept_names))
    clauses = _CLAUSE.split(_NEXT_COMMAND.sub(", ", text))
    said = "".join(_clause_in_chinese(part) if index % 2 == 0 else part
                   for index, part in enumerate(clauses)).lstrip(" ,")
    return re.sub(rf"{_KEPT}(\d+){_KEPT}", lambda match: names[int(match.group(1))], said)


_WORD_THEN_NUMBER = re.compile(rf"\b(?P<word>[a-z]+)\s+(?P<number>{_NUMBER_WORD.pattern})")


def _digits_of_names(text: str, kept_names: re.Pattern[str]) -> str:
    """"room one" as "room 1" when the home has a name so written (Room 1); a number word
    that names nothing of the home stays a word ("sonos one")."""
    def as_written(match: re.Match[str]) -> str:
        digits = f"{match.group('word')} {_number(match)}"
        return digits if kept_names.fullmatch(digits) else match.group(0)
    return _WORD_THEN_NUMBER.sub(as_written, text)


def _clause_in_chinese(clause: str) -> str:
    if not _LATIN.search(clause):
        return clause
    for pick, chinese in _PICKS:
        clause = pick.sub(chinese, clause)
    clause = _NUMBER_SAID.sub("", _NUMBER_WORD.sub(_number, clause))
    clause = _ANY_COUNT.sub(lambda match: f" 随便{match.group('count')}个 ", clause)
    counted = bool(_COUNTED.search(_EXCEPT.sub("", clause)))  # not "except room 3"
    question = _STATE_QUESTION.match(clause.strip())
    if question:
        clause = f"{question.group('what')} {_STATES[question.group('state')]}"
    clause = _HOW_WARM.sub(lambda match: "温度多少" if match.group("what") != "humidity"
                           else "湿度多少", clause)
    clause = _SPLIT_SWITCH.sub(_direction_first, clause)
    front: list[str] = []
    exception = _EXCEPT.search(clause)
    if exception:
        clause = clause[:exception.start()] + clause[exception.end():]
        excepted = exception.group("what") or exception.group("before")
        front.append("除了" + _words(_places(excepted), counted=True)
                     + ("," if _LATIN.search(clause) else ""))
    for place in _PLACE_PHRASE.finditer(clause):
        front.append(_places(place.group("place")))
    clause = _PLACE_PHRASE.sub(" ", clause)
    clause = _MAKE.sub(_setting("调"), clause)
    clause = _SET_TO.sub(_setting("调到"), clause)
    # "close the curtains", all that is said, is the curtains of wherever the person is,
    # which the home cannot tell; "the curtains in 203", "展厅 lights" are all of them.
    placed = bool(front) or _ONLY_A_KIND_SWITCHED.fullmatch(clause.strip()) is None
    said = " ".join([*front, _words(_places(clause), counted, placed)])
    return re.sub(r"\s+", " ", said).strip()


def _setting(verb: str) -> Callable[[re.Match[str]], str]:
    """"把 … 调成" a colour, "调到" a number, else ``verb`` and the value ("调亮一点")."""
    def put(match: re.Match[str]) -> str:
        value = match.group("value")
        colour = re.match(r"(?:red|orange|yellow|green|blue|purple|pink|white"
                          r"|warm white|cool white)\b", value)
        how = "调成" if colour else "调到" if re.match(r"\d", value) else verb
        return f"把 {match.group('what')} {how} {value}"
    return put


def _number(match: re.Match[str]) -> str:
    if match.group("small"):
        return str(_UNITS.index(match.group("small")))
    unit = match.group("unit")
    return str(_TENS[match.group("tens")] + (_UNITS.index(unit) if unit else 0))


def _places(text: str) -> str:
    text = _ROOM_OF.sub(_room_of, text)
    text = _ROOM_NUMBER.sub(lambda match: f"{match.group('number')}号房", text)
    text = _ROOM_LETTER.sub(lambda match: f"{match.group('letter')}房", text)
    text = _ORDINAL_FLOOR.sub(
        lambda match: f"{match.group('number') or match.group('after')}楼", text)
    return _PLACE_WORDS.sub(lambda match: _place_meaning(spaced(match.group(0))), text)


def _place_meaning(said: str) -> str:
    """The Chinese of a place word, said in the plural or not ("guest rooms")."""
    for word in (said, said[:-1], said[:-2]):
        if word in _PLACE_MEANING:
            return _PLACE_MEANING[word]
    return said


def _room_of(match: re.Match[str]) -> str:
    """"meeting room A" → 会议室a, "garden room" → 花园房; unknown ones as said."""
    what, code = match.group("what"), match.group("code") or ""
    if f"{what} room" in _PLACE_MEANING:
        return _PLACE_MEANING[f"{what} room"] + code
    said = _PLACE_MEANING.get(what) or _PHRASE_MEANING.get(what)
    return f"{said}房{code}" if said else match.group(0)


def _words(text: str, counted: bool, placed: bool = True) -> str:
    """The words of a clause in Chinese; a device said in the plural with no quantity
    ("close the curtains in 203", "dim the bedside lamps") is every one of them, unless it is
    a kind said bare with no place (``placed`` False: "turn off the lights")."""
    text = _WHOSE.sub(" 的", text)
    # "Kevin's room", "小宇 room": his room
    text = re.sub(r"(?:的|(?<=[\u4e00-\u9fff]))\s*(?:bed)?room\b(?!\s*(?:\d|[a-z]\b))", "的房间",
                  text)
    text = _PHRASE_WORDS.sub(
        lambda match: " " + _meaning(match.group(0), counted, placed) + " ", text)
    text = re.sub(r"(?<=所有|全部)\s*所有", "", text)  # "所有 lights"
    text = _ON_AS_VERB.sub("打开", text)
    text = re.sub(r"(?<![a-z])off(?![a-z])", "关闭", text)
    text = _ARTICLE.sub(" ", _FILLER_WORDS.sub(" ", text))
    # Chinese words of one request run together; Latin words keep their spaces.
    return re.sub(r"(?<=[^a-z\d\s])\s+|\s+(?=[^a-z\d\s])", "", text)


def _meaning(words: str, counted: bool, placed: bool) -> str:
    said = spaced(words)
    if said in _PHRASE_MEANING:
        return _PHRASE_MEANING[said]
    for singular in (said[:-1], said[:-2]):
        if singular in _PHRASE_MEANING:
            meaning = _PHRASE_MEANING[singular]
            if counted or singular not in _DEVICE_WORDS \
                    or (not placed and meaning in GENERIC_TYPE_WORDS):
                return meaning
            return "所有" + meaning
    return words
