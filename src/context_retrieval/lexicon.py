"""The home's own words for places: rooms split into floor + core, aliases, floors.

Real SmartThings accounts prefix floors in room names ("一楼客厅", "2F 书房", "B1影音室",
"负一楼车库"), while a person says the bare core ("书房"), a common word for a kind of room
("卧室" for 主卧/次卧/儿童房), the full name, or only the floor ("一楼的灯都关了"). This
module reads a home's room names once and resolves any of those words to the home's rooms
(DESIGN "Beyond the seeds" 8). The home supplies the words; the fixed lists below only say
which kinds of room one common word covers.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple, TypeVar

from context_retrieval.text import (
    WordsByEnds,
    by_ends,
    by_sound,
    chinese_numeral,
    compact,
    has_latin,
    holds_chinese,
    integer_of,
    is_chinese,
    normalize,
    pinyin_syllables,
    the_one_typed_off,
)
from context_retrieval.vocabulary import type_words_in

_T = TypeVar("_T")

# A common word for a kind of room → the room cores it covers. A core belongs to the group
# whose member is its longest suffix ("主卧卫生间" is a bathroom, "次卧室" a bedroom); every
# member said alone names only rooms of that exact core, the group words name them all.
_CHILDRENS_ROOMS = ("儿童房", "儿童卧室", "小孩房", "小孩房间", "宝宝房", "婴儿房", "男孩房",
                    "女孩房", "大宝房间", "二宝房间", "大宝房", "二宝房", "囝仔房", "女儿房",
                    "女儿房间", "儿子房", "儿子房间", "闺女房", "细路房", "细佬房", "小朋友房",
                    "孩子房", "孩子房间", "儿童房间", "小朋友房间",
                    "仔房", "细仔房", "仔仔房", "女仔房",  # Cantonese: the son's, the kids' room
                    "细妹房", "妹仔房")  # and the daughter's
# Rooms said by whose they are, by a child of the home: the younger ones' is a child's room,
# the parents' the master bedroom. A part of the account named after them ("爸妈卫生间",
# "弟弟家客厅") is still theirs.
_SIBLINGS_ROOMS = ("弟弟房间", "弟弟的房间", "弟弟房", "妹妹房间", "妹妹的房间", "妹妹房")
# Words people use for a child's room or the grandparents' room (dialects included).
_CHILDRENS_WORDS = ("儿童房", "小孩房", "孩子房间", "孩子房", "孩子的房间", "孩子们房间",
                    "孩子们的房间", "小孩房间", "儿童房间", "孩子屋", "娃儿房间", "娃娃房间",
                    "小囡房间", "细路房", "伢儿房间", "伢儿房", "小伢房间", "小把戏房间",
                    "小朋友房间", "小朋友房", "细路仔房", "小孩屋", "小宝房间", "小宝房",
                    "孙子房间", "孙子的房间", "孙女房间", "孙女的房间", "孙子房", "孙女房",
                    "孩子们屋", "孩子们的屋", "孩子的屋", "娃的房间", "娃娃的房间", "娃儿的房间",
                    "娃屋", "娃的屋", *_SIBLINGS_ROOMS)
# A daughter's or a son's room, however the home calls it ("细妹房", "仔房": Cantonese).
# (丫头, 丫头子: the north-west's daughter; a child's elder sister, 姐姐 or Cantonese 家姐, is
# the daughter of the home, an elder brother its son)
_DAUGHTERS_WORDS = ("女儿房间", "女儿的房间", "女儿房", "女儿屋", "闺女房间", "闺女房", "闺女屋",
                    "闺女的房间", "丫头屋", "丫头子屋", "丫头房间", "丫头的房间", "丫头子房间",
                    "丫头子的房间", "姐姐房间", "姐姐的房间", "姐姐房", "姐姐屋", "家姐房间",
                    "家姐房")
_SONS_WORDS = ("儿子房间", "儿子的房间", "儿子房", "儿子屋", "哥哥房间", "哥哥的房间", "哥哥房",
               "哥哥屋")
_PARENTS_ROOMS = ("爸妈房间", "爸妈的房间", "爸妈房", "父母房间", "父母的房间", "父母房",
                  "爸爸妈妈房间", "爸爸妈妈的房间")
# Said before a kin word, another generation: 太姥姥 is the grandmother's mother.
_GREAT = "太"
# The grandparents' grandson and granddaughter: the son and the daughter of the home.
_GRANDCHILDREN = ("孙子", "孙女")
# A baby's room: the small child's, not a teenager's 男孩房 or 女儿房.
_BABYS_WORDS = ("宝宝房", "宝宝屋", "宝宝房间", "婴儿房", "婴儿屋", "宝宝的房间")
_ELDERS_ROOMS = ("老人房", "长辈房", "老人间", "长辈房间", "阿嬷房", "奶奶房", "外婆房", "姥姥房",
                 "婆婆房", "阿婆房", "公公房", "阿公房", "嫲嫲房", "爷爷房")
_ELDERS_WORDS = (*_ELDERS_ROOMS, "老人房间", "爷爷奶奶房间", "爷爷奶奶的房间", "爷爷奶奶房",
                 "外公外婆房间", "姥姥姥爷房间", "老人屋", "奶奶房间", "阿嬷房间", "外婆房间",
                 "姥姥房间", "阿娘房间", "阿爷房间", "阿爷阿娘房间", "阿娘房", "阿爷房",
                 "老人家房间", "老人家的房间", "老人家房", "阿公阿婆房间", "阿公阿婆的房间",
                 "老太太房间", "老太太房", "老太太屋", "老爷子房间", "老爷子屋", "太奶奶房间",
                 "太奶奶房", "太奶奶屋", "奶奶屋", "爷爷屋", "姥姥屋")
# Where a live-in helper sleeps: a bedroom too ("所有卧室的灯都关了").
_HELPERS_ROOMS = ("保姆房", "保姆间", "工人房", "工人间", "佣人房", "阿姨房")
GUEST_ROOM_WORDS = ("客房", "客卧", "客人房", "客人房间")
# Words for the outside of the house: in a label ("户外灯") they say what the device is
# made for, not where it stands.
OUTSIDE_WORDS = ("外面", "外头", "外边", "室外", "户外", "屋外")
_BEDROOMS = ("卧室", "卧房", "睡房")
# (northern 茅房, 茅厕, and 茅子 in Shanxi: the toilet)
_BATHROOMS = ("卫生间", "洗手间", "厕所", "浴室", "卫浴", "冲凉房", "洗澡房", "洗澡间", "茅房",
              "茅厕", "茅子")
# What the tenants of a shared flat share ("公共区域的灯全关了"): every room of the flat but
# the bedrooms and their own bathrooms, said by the kinds of those rooms.
_SHARED_PARTS = ("公共区域", "公共区", "公共空间", "公共部分", "公用区域", "公共的地方", "公区",
                 "公用的地方", "公共地方", "公用地方", "公共的")
_SHARED_KINDS = ("客厅", "餐厅", "厨房", "阳台", "走廊", "玄关", "洗衣房")
_SHARED_BATHROOMS = ("公卫", "公共卫生间", "公用卫生间", "客卫")
# The master bedroom's own bathroom, no one else's.
_EN_SUITE = re.compile(r"^主")
ROOM_GROUPS: Mapping[tuple[str, ...], tuple[str, ...]] = MappingProxyType({
    _BEDROOMS: (
        "卧室", "卧房", "睡房", "主卧", "次卧", "主卧室", "次卧室", "客房", "客卧", "客人房",
        "父母房", "主人房", "房间", "套房", "大屋", "小屋", "里屋", "细房", "小房",
        "南卧", "北卧", "东卧", "西卧", "大卧", "小卧",
        *_ELDERS_ROOMS, *_CHILDRENS_ROOMS, *_HELPERS_ROOMS),
    _CHILDRENS_WORDS: _CHILDRENS_ROOMS,
    _DAUGHTERS_WORDS: ("女儿房", "女儿房间", "闺女房", "闺女屋", "细妹房", "妹仔房", "女仔房",
                       "女孩房"),
    _SONS_WORDS: ("儿子房", "儿子房间", "仔房", "细仔房", "仔仔房", "男孩房"),
    _BABYS_WORDS: ("婴儿房", "宝宝房", "宝宝房间", "儿童房", "小孩房", "小孩房间"),
    _ELDERS_WORDS: _ELDERS_ROOMS,
    ("主卧", "主人房", "主卧室", "大房", "大卧室", *_PARENTS_ROOMS): (
        "主卧", "主人房", "主卧室", "主人卧室", "大房", "大卧室"),
    GUEST_ROOM_WORDS: ("客房", "客卧", "客人房", "客人房间", "客人卧室"),
    # A room named by its side: "北屋" of a home that typed 北卧, "南房" for 南卧室.
    **{sides: sides for sides in (tuple(f"{side}{room}" for room in ("卧", "屋", "房", "卧室"))
                                  for side in "东南西北")},
    ("次卧", "次卧室", "小房间", "细房", "小房", "小卧室"): (
        "次卧", "次卧室", "细房", "小房", "小房间", "小卧室"),
    ("保姆房", "保姆间", "工人房", "佣人房", "阿姨房间", "阿姨房", "工人姐姐房"): _HELPERS_ROOMS,
    # The bathroom everyone shares, however called: "公厕的灯" is 公共洗手间's, "公共卫生间" 公卫.
    # (a guest bathroom, 客卫, is the one the family shares with guests)
    ("公卫", "公共卫生间", "公用卫生间", "公共洗手间", "公共厕所", "公厕", "客厕", "客卫",
     "客卫生间"): (
        "公卫", "公共卫生间", "公用卫生间", "公共洗手间", "公共厕所", "公厕", "客卫", "客卫生间"),
    _BATHROOMS: (
        "卫生间", "洗手间", "厕所", "浴室", "卫浴", "主卫", "客卫", "公卫", "次卫", "主卫生间",
        "东卫", "西卫", "南卫", "北卫",
        "客卫生间", "公共卫生间", "公用卫生间", "公共洗手间", "公共厕所", "公厕", "淋浴间",
        "盥洗室", "冲凉房", "洗澡房", "洗澡间", "bath", "bathroom", "toilet", "restroom"),
    ("客厅", "大厅", "客堂间", "客堂", "堂屋", "厅堂", "厅里", "厅度", "中堂"): (
        "客厅", "起居室", "大厅", "会客厅", "起居厅", "堂屋", "堂前", "厅下", "livingroom",
        "lounge"),
    # A Hakka house's ancestral hall, the hall of the house.
    ("厅下", "祖公厅", "祖厅", "上厅", "神厅", "祖堂", "厅厦"): (
        "厅下", "祖公厅", "祖厅", "上厅", "神厅", "祖堂", "厅厦"),
    ("餐厅", "饭厅", "饭堂"): ("餐厅", "饭厅", "餐区", "用餐区", "饭堂"),
    # An office may be called a study, but a shop's or a workshop's 办公室 is none: "书房的灯"
    # there is asked about.
    ("书房", "工作室", "办公室", "工作间"): ("书房", "工作室", "工作间", "study", "office"),
    # Where things are made: a workshop, never a study.
    ("作坊", "工坊"): ("作坊", "工坊", "车间", "工作室", "工作间", "workshop"),
    # (外屋地: the north-east's kitchen, the outer room where the stove is)
    ("厨房", "灶脚", "灶间", "灶披间", "灶跟间", "灶下", "灶房", "灶屋", "伙房", "外屋地"): (
        "厨房", "中厨", "西厨", "开放厨房", "后厨", "kitchen", "灶间", "灶下", "灶脚", "灶披间",
        "灶跟间", "灶房", "灶屋", "伙房"),
    # A balcony is no roof terrace: "阳台的灯" in a home with only a 露台 is asked about.
    ("阳台",): ("阳台", "生活阳台", "景观阳台"),
    ("露台", "晒台"): ("阳台", "露台", "生活阳台", "景观阳台", "晒台"),
    ("天台", "楼顶", "屋顶", "顶楼"): ("天台", "楼顶", "屋顶", "顶楼", "天面", "屋顶花园",
                                   "楼顶露台", "屋顶露台", "顶楼露台", "天台花园"),
    ("走廊", "过道", "走道"): ("走廊", "过道", "走道"),
    # (门斗: the north's enclosed porch before the door)
    ("玄关", "门厅", "入口", "门口", "大门口", "家门口", "进门", "进门处", "入户", "门斗"): (
        "玄关", "门厅", "入口", "入户", "入户花园", "门楼", "门口", "大门口", "门斗"),
    ("车库", "车房"): ("车库", "车房"),
    ("储物间", "储藏室", "杂物间", "储物室", "储藏间", "库房", "仓库", "货仓"): (
        "储物间", "储藏室", "杂物间", "储物室", "储藏间", "储物房", "杂物房", "库房", "仓库",
        "货仓"),
    ("快递区", "快递点", "快递驿站", "驿站", "收件区"): ("快递区", "快递点", "快递驿站", "驿站"),
    # Where the washing is done: a home's laundry room, a guest house's linen room.
    ("洗衣房", "洗衣间", "洗衣区"): ("洗衣房", "洗衣间", "洗衣区", "布草间", "布草房", "laundry",
                                 "laundryroom"),
    # A shop is any room whose name ends in 店 or 铺 ("茶铺", "杂货店").
    ("店面", "店里", "铺面", "铺子", "铺头", "小卖部", "门面", "店铺", "超市", "商店", "面馆",
     "饭馆", "馆子", "饭店", "餐馆"): (
        "店面", "门面", "铺面", "店铺", "小卖部", "商铺", "店", "铺"),
    ("花园", "院子", "庭院", "道地", "院坝", "坝子", "当院"): (
        "花园", "院子", "庭院", "前院", "后院"),
    ("影音室", "家庭影院", "视听室"): ("影音室", "家庭影院", "视听室"),
    # A greenhouse, however numbered ("大棚1号", "2号棚").
    ("大棚", "温室", "暖棚", "棚里", "大棚里"): ("大棚", "温室", "暖棚", "号棚", "菜棚", "育苗棚"),
    # A room walled with glass to catch the sun.
    ("阳光房", "玻璃房", "日光房"): ("阳光房", "玻璃房", "日光房", "sunroom"),
    # Outside the house: its grounds, not a terrace or balcony of one of its floors.
    OUTSIDE_WORDS: (
        "花园", "前花园", "后花园", "院子", "前院", "后院", "庭院", "泳池", "泳池区", "大门",
        "车库", "车道", "草坪", "门口", "院门", "菜园", "车棚", "凉棚"),
})
@lru_cache(maxsize=256)
def words_of_the_same_kind(word: str) -> frozenset[str]:
    """The other Chinese words for the kind of room ``word`` names ("走廊" → 过道, 走道)."""
    return frozenset(other for words, members in ROOM_GROUPS.items()
                     if words != OUTSIDE_WORDS and word in {*words, *members}
                     for other in (*words, *members) if other != word and not other.isascii())


# What says a word is a room after whose it is ("宝宝屋" → 宝宝).
_WHOSE_ROOM_ENDING = re.compile(r"的?(?:房间|房|屋)$")


def words_for_whose_room(term: str) -> tuple[str, ...]:
    """Words a label may start with to say it belongs in the room ``term`` names by whose
    it is: the other words for that room and for the person ("孩子屋" → 宝宝房, 宝宝屋,
    宝宝, 儿童房, …); a household calls a child's or the grandparents' room many ways.
    Empty for other words."""
    for words in (_CHILDRENS_WORDS, _ELDERS_WORDS):
        said = {*words, *ROOM_GROUPS[words]}
        said |= {word.replace("房间", "屋").replace("房", "屋") for word in said}
        if term in said:
            people = {_WHOSE_ROOM_ENDING.sub("", word) for word in said}
            return tuple(sorted(said | {person for person in people if len(person) >= 2}))
    return ()


_CN_FLOORS = "一二三四五六七八九十"
# "负一楼", "地下一层", "B1", "b2": below ground.
_BASEMENT = re.compile(rf"^(?:负|地下)(?P<cn>[{_CN_FLOORS}]|\d)(?:楼|层)|^b(?P<num>\d)")
# "一楼", "二层", "3楼", "2f", "f2", "l2" (level) above ground.
# Office and apartment towers name building floors ("15F 前台", "16楼会议室B", "十八楼").
_CN_TENS = rf"[二三四五六七八九]?十[{_CN_FLOORS[:9]}]?"
_ABOVE = re.compile(rf"^(?P<cn>{_CN_TENS}|[{_CN_FLOORS}]|[1-9]\d?)(?:楼|层|f)"
                    r"|^[fl](?P<num>[1-9]\d?)(?![a-z\d])")
# The ground floor said without its number ("首层客厅", "底楼厨房": Cantonese and Wu).
_GROUND_FLOOR = re.compile(r"^(?:首层|首楼|底楼|底层|地面层)")
# "地下室酒窖": the basement as a prefix (not when it is the whole name).
BASEMENT_WORD = "地下室"
_UNDERGROUND = "地下"
UPSTAIRS, DOWNSTAIRS = "楼上", "楼下"
# Said before a room word: every room called so ("每个厕所": 厕所 and 主人房厕所), not only
# the one named exactly that.
EVERY_ROOM_CALLED = "每个"
# How the parser says "家里" when the home is a flat above the family's shop.
THE_FAMILY_HOME = "家里"
# Words for the upper and the lower of two levels, in requests and in room names ("上层 主卧").
UPPER_LEVEL = (UPSTAIRS, "上层", "楼上层", "upstairs")
LOWER_LEVEL = (DOWNSTAIRS, "下层", "楼下层", "downstairs")
# Floor numbers from here up are a tower's, not a house's levels.
TOWER_FLOORS = 10
# Answers a room lexicon keeps at most (labels of the home, words said to it).
MEMO_LIMIT = 65536


def _floor_number(numeral: str) -> int:
    """The number of a floor said in digits or Chinese ("15", "三", "十五"); the floor
    patterns only match numerals, so one is always read."""
    return integer_of(numeral) or 0


def split_floor(word: str) -> tuple[str | None, str]:
    """Split a compacted room word into its floor key and the rest.

    "一楼客厅" → ("1", "客厅"); "2f书房" → ("2", "书房"); "l2主卧" → ("2", "主卧");
    "b1影音室" → ("B1", "影音室"); "地下室酒窖" → ("B1", "酒窖"); "上层主卧" → ("2", "主卧");
    "下层客厅" → ("1", "客厅"); "客厅" → (None, "客厅"). A word that is only a floor
    ("二楼") gives an empty rest.
    """
    basement = _BASEMENT.match(word)
    if basement is not None:
        number = _floor_number(basement.group("cn") or basement.group("num"))
        return f"B{number}", word[basement.end():]
    if word.startswith(BASEMENT_WORD) and len(word) > len(BASEMENT_WORD):
        return "B1", word[len(BASEMENT_WORD):]
    if word in (BASEMENT_WORD, _UNDERGROUND):  # "不算地下": the basement
        return "B1", ""
    for key, level in (("2", UPPER_LEVEL), ("1", LOWER_LEVEL)):
        said = next((w for w in sorted(level, key=len, reverse=True) if word.startswith(w)), None)
        if said is not None:  # a home that names its two levels "上层"/"下层"
            return key, word[len(said):]
    ground = _GROUND_FLOOR.match(word)
    if ground is not None:
        return "1", word[ground.end():]
    above = _ABOVE.match(word)
    if above is not None:
        return str(_floor_number(above.group("cn") or above.group("num"))), word[above.end():]
    return None, word


def floor_words(key: str) -> tuple[str, ...]:
    """The words a person uses for floor ``key`` ("1" → 一楼, 一层, 1楼, 1层, 1f, f1, l1)."""
    if key.startswith("B"):
        number = int(key[1:])
        cn = _CN_FLOORS[number - 1] if number <= len(_CN_FLOORS) else str(number)
        words = [f"负{cn}楼", f"负{cn}层", f"地下{cn}层", f"地下{cn}楼", f"b{number}"]
        if number == 1:
            words.append(BASEMENT_WORD)
        return tuple(words)
    number = int(key)
    cn = chinese_numeral(number) if number < 100 else str(number)
    ground = ("首层", "底楼") if number == 1 else ()
    return (f"{cn}楼", f"{cn}层", f"{number}楼", f"{number}层", f"{number}f", f"f{number}",
            f"l{number}", *ground)


def is_floor_word(word: str) -> bool:
    """True when the compacted ``word`` names only a floor ("二楼", "2f", "楼上", "地下室")."""
    return split_floor(word)[0] is not None and not split_floor(word)[1]


def names_a_floor(word: str) -> bool:
    """True when the compacted ``word`` says a floor, alone or before a room ("二楼主卧")."""
    return split_floor(word)[0] is not None


# Floor words a request may use in any home, so that a floor the home lacks is asked about
# rather than read as a device name.
COMMON_FLOOR_WORDS = tuple(word for key in ("B1", "1", "2", "3", "4") for word in floor_words(key))


def floors_around(floors: Iterable[str], reach: int = 2) -> tuple[str, ...]:
    """Words for the floors near a home's own ("18楼" beside 15F–17F): a floor a request may
    say that the home lacks, to be asked about rather than read as a name."""
    numbers = {_floor_order(key) for key in floors}
    near = {number + step for number in numbers for step in range(-reach, reach + 1)} - numbers
    return tuple(word for number in sorted(near) if number != 0
                 for word in floor_words(f"B{-number}" if number < 0 else str(number)))


def _floor_order(key: str) -> int:
    return -int(key[1:]) if key.startswith("B") else int(key)


_INDEXED_LABEL = re.compile(r"^(?P<stem>.*?[^\d])(?P<index>\d{1,3})(?:区|号)?$")
# "射灯二", "筒灯三号", "射灯零号": an index written as a Chinese numeral, after a kind of
# device.
_SPOKEN_INDEX = re.compile(
    r"^(?P<stem>.+?)(?P<index>[零一二三四五六七八九]|十[一二三四五六七八九]?)号?$")


# A number before 号 ("二号棚", "2号棚"): the same room, however its number is written.
_NUMBERED = re.compile(r"(?P<number>[零一二两三四五六七八九十]+|\d+)(?=号)")


def _with_digits(word: str) -> str:
    """``word`` with the numbers before 号 in digits ("二号棚" → "2号棚")."""
    return _NUMBERED.sub(lambda match: str(integer_of(match.group("number"))
                                           or match.group("number")), word)


def split_index(label: str) -> tuple[str, int | None]:
    """Split a compacted label into its stem and trailing index ("筒灯3" → ("筒灯", 3),
    "射灯二" → ("射灯", 2)); a label without one, or whose stem is shorter than two
    characters, has index None. A Chinese numeral is an index only after a kind of device
    ("射灯二", not "统一")."""
    match = _INDEXED_LABEL.match(label)
    if match is not None and len(match.group("stem")) >= 2:
        return match.group("stem"), int(match.group("index"))
    spoken = _SPOKEN_INDEX.match(label)
    if spoken is not None and len(stem := spoken.group("stem")) >= 2 \
            and _ends_with_a_kind(stem):
        return stem, integer_of(spoken.group("index"))
    return label, None


# A member of a series told apart by a letter after its kind ("射灯a", "氛围灯l").
_LETTERED_MEMBER = re.compile(r"(?P<stem>.*[\u4e00-\u9fff])(?P<letter>[a-z])")


def split_letter(label: str) -> tuple[str, str | None]:
    """Split a compacted label into its stem and the letter that tells it apart ("射灯a" →
    ("射灯", "a")); a label without one has letter None."""
    found = _LETTERED_MEMBER.fullmatch(label)
    return (found.group("stem"), found.group("letter")) if found else (label, None)


def _ends_with_a_kind(stem: str) -> bool:
    words = type_words_in(stem)
    return bool(words) and stem.endswith(words[-1][0])


@dataclass(frozen=True, slots=True)
class RoomName:
    """One room of the home, read into its parts."""

    name: str
    """The room's name as the home has it ("2F 书房")."""
    floor: str | None
    """Floor key ("1", "2", "B1"), or None when the name says none."""
    core: str
    """The compacted name without its floor prefix ("书房"), English room words in Chinese."""
    aliases: tuple[str, ...] = ()
    """Other words the name gives for the room: a note or alternative ("次卧（爸妈）" →
    爸妈房间, "书房/工作间" → 工作间) and the English core ("living")."""
    zone: str | None = None
    """Whose flat or part of the home the name puts the room in ("弟弟家客厅" → 弟弟家,
    "1F爸妈卫生间" → 爸妈), or None."""
    number: str | None = None
    """The room number a guesthouse or hotel gives it ("101 大床房" → "101"), or None."""


_ROOM_SUFFIX = re.compile(r"(?:的)?(?:房间|室|房|间|区|角|屋|窝)$")
# "小美的房", "阿杰的屋": someone's room.
_SOMEONES_ROOM = re.compile(r"(?<=.)的(?:房间|房|屋)$")
_ELDERS_OWN = re.compile(r"^(?:爷奶|爷爷|奶奶|姥姥|姥爷|外公|外婆|公婆|老人)(?:屋|房)$")
# A room known by a letter, as a landlord letters the rooms he lets ("A房", "C室"), or by
# whose it is ("老刘房", "阿杰房", "小王屋").
_LETTERED_OR_SOMEONES = re.compile(r"^(?:[a-z]\d?|[老小阿][\u4e00-\u9fff])(?:房间|房|室|屋)$")
# A pet name said twice, alone or with a word for a room ("浩浩屋", "豆豆房间", "朵朵の房间",
# "涵涵"); a kin word said so ("妈妈房间", "婆婆房") is no pet name, and 宝宝 is already a
# word for a baby's room.
_NICKNAMES_OWN = re.compile(
    r"^(?P<pet>[^宝爸妈爷奶姥婆公哥姐弟妹叔舅姑伯嬷婶姨太\W\d\sa-z])(?P=pet)"
    r"(?:[的の]?(?:屋|房|房间|屋里|卧室))?$")

# A floor said after the room: "Bathroom 2F", "厨房1楼".
# ("主卧 二楼": a floor in characters after a room of two characters or more, not 小二楼)
_TRAILING_FLOOR = re.compile(
    rf"^(?P<core>.*[^\d](?=[1-9b])|.+[^\d{_CN_FLOORS}](?=[{_CN_FLOORS}]))"
    rf"(?P<floor>(?:[1-9]\d?|[{_CN_FLOORS}])(?:f|楼|层)|b[1-9])$")
# Words after a zone that still name it: "弟弟家那层", "爸妈那边", "爸这儿".
_ZONE_ENDING = re.compile(r"(?:那一?层楼?|那边|那儿|那里|这边|这儿|这里|家里|屋里|家|的)+$")
# The endings a zone is said with, to make its words ("爸的暖气": his, in his home).
_ZONE_ENDINGS = ("家", "那边", "那儿", "这边", "这儿", "家里", "那层", "那一层", "的")
# The word that heads the group of shop words, and the rooms a shop keeps behind its front.
_SHOP = "店面"
_SHOP_ROOMS = frozenset({"仓库", "货仓", "库房", "快递区", "收银台", "收银区", "柜台", "后厨",
                         "包厢", "包间", "雅间", "货架区", "打包区"})
# Grandparents, however called: a home part named after one of them is theirs.
_GRANDPARENTS = frozenset({"爷爷", "奶奶", "爷爷奶奶", "奶奶爷爷", "外公", "外婆", "外公外婆",
                           "姥姥", "姥爷", "老人", "老人家", "阿公", "阿婆", "阿爷", "阿嬷",
                           "阿娘"})
_ELDERS = "老人"
# Kin, however called: a home part named after one of them ("爸家客厅", "老爸卧室") is
# named by any of their names ("我老汉那边", "老爷子那边"); the parents' by either's.
_KIN = MappingProxyType({
    "爸": frozenset({"爸", "爸爸", "老爸", "我爸", "老爷子", "老汉", "我老汉", "老爹", "爹",
                    "父亲", "阿爸", "我老爸"}),
    "妈": frozenset({"妈", "妈妈", "老妈", "我妈", "老娘", "母亲", "阿妈", "我老妈"}),
    "爸妈": frozenset({"爸妈", "爸爸妈妈", "父母", "老爸老妈", "我爸妈", "二老"}),
    _ELDERS: _GRANDPARENTS,
})
_PARENTS = ("爸妈", frozenset({"爸", "妈"}))
# The old home: with the rooms of one other person's home, part of it ("老房子卫生间" beside
# 爸家客厅).
_OLD_HOME = frozenset({"老房子", "老家", "老宅", "老屋", "老院子", "老院"})
# The old home, whichever word names it.
_THE_OLD_HOME = "老家"
# Towns a room of the account may be named after when it stands in another: the son's
# office across the border ("Macau Office"), a flat in another city ("深圳办公室"). A home is
# not named after the town it is in, so such a room is elsewhere.
_TOWNS = frozenset({
    "北京", "上海", "天津", "重庆", "广州", "深圳", "珠海", "澳门", "香港", "台北", "台中", "高雄",
    "杭州", "南京", "苏州", "无锡", "宁波", "温州", "成都", "武汉", "西安", "长沙", "厦门", "福州",
    "青岛", "大连", "沈阳", "哈尔滨", "长春", "济南", "郑州", "合肥", "南昌", "昆明", "贵阳",
    "南宁", "海口", "三亚", "兰州", "西宁", "银川", "拉萨", "太原", "石家庄", "东莞", "佛山",
    "新加坡", "东京", "首尔"})
_TOWNS_IN_ENGLISH = (("macau", "澳门"), ("macao", "澳门"), ("hongkong", "香港"),
                     ("taipei", "台北"), ("singapore", "新加坡"), ("tokyo", "东京"),
                     ("seoul", "首尔"), ("shenzhen", "深圳"), ("shanghai", "上海"),
                     ("beijing", "北京"), ("guangzhou", "广州"), ("zhuhai", "珠海"))
# Said after 我 beside a kin's home of the account, the speaker's own home ("我屋里").
_HOME_AROUND = frozenset({"屋里", "屋头"})
# The speaker, said before a room of their own home ("我卧室" beside 老爸卧室).
_ME = frozenset({"我", "我的", "俺", "俺的"})
# The speaker's own home, beside parts of the account named after others ("爷爷家客厅").
_OUR_HOME = ("我们家", "我家", "咱家", "咱们家", "自己家", "俺家", "我这边", "我这儿", "我这里",
             "我自己家", "我自己这边", "自己这边")


def zone_said_as_a_place(zone: str) -> str:
    """``zone`` said as a place of the account: as it is when it ends the way a zone is said
    ("爸那边", "弟弟家"), else with 那边 ("爷爷" → "爷爷那边")."""
    return zone if _ZONE_ENDING.search(zone) else f"{zone}那边"


# Every name of kin and grandparents, longest first ("老爷子", "阿嬷"): how the account's
# people are called, spoken to or spoken of.
KIN_NAMES = tuple(sorted({name for names in _KIN.values() for name in names},
                         key=len, reverse=True))


def _whose(zone: str) -> str:
    """Who a zone word names, however called ("我老汉那边", "老爸家" → 爸), or the word
    without its ending when it names no kin ("弟弟家" → 弟弟)."""
    bare = _ZONE_ENDING.sub("", zone) or zone
    if bare in _OLD_HOME or any(zone.startswith(word) and _ZONE_ENDING.fullmatch(
            zone[len(word):] or "的") for word in _OLD_HOME):
        return _THE_OLD_HOME  # "老院子那边" for 老院客厅: every word for it names it
    for head, names in _KIN.items():
        if bare in names:
            return head
    return bare


def _same_people(said: str, zone: str) -> bool:
    """True when the people a zone was said by live in ``zone`` (爸 in 爸妈's)."""
    parents, either = _PARENTS
    return said == zone or (zone == parents and said in either) \
        or (said == parents and zone in either)


def _room_stem(core: str) -> str:
    """A room core without the word that only says it is a room ("健身房" → 健身)."""
    stem = _ROOM_SUFFIX.sub("", core)
    return stem if _long_enough(stem) else core


def _long_enough(stem: str) -> bool:
    """Whether a room's stem says which room ("健身", "小王", the "a" of A室) rather than
    being one character of a word ("里" of 里屋)."""
    return len(stem) >= 2 or (len(stem) == 1 and stem.isascii() and stem.isalnum())


# The names an app gives a room it creates: they say nothing of what the room is.
_DEFAULT_ROOM_NAMES = frozenset({"新房间", "默认房间", "未命名房间", "未分配房间", "新建房间"})


def _kinds_by_ending(core: str) -> list[tuple[int, tuple[str, ...]]]:
    """(length, group) of every word for a kind of room ``core`` ends with."""
    stem = _room_stem(core)  # "餐厅区" is a dining room
    return [(len(member), words) for words, members in ROOM_GROUPS.items()
            for member in members if core.endswith(member) or stem.endswith(member)]


def _groups_of(core: str) -> tuple[tuple[str, ...], ...]:
    """The kinds of room ``core`` is: the groups holding its longest member suffix ("主卧
    卫生间" is a bathroom, not a bedroom; "大宝房间" is a bedroom and a child's room)."""
    core = split_letter(split_index(core)[0])[0]  # "卫生间2", "次卧a": a bathroom, a bedroom
    if core in _DEFAULT_ROOM_NAMES:
        return ()  # "新房间" left as the app named it is no bedroom
    # "浩浩屋", "豆豆房间": a pet name said twice, someone's bedroom (whether a child's, the
    # home does not say: "孩子屋" beside 朵朵房 and 小宇房间 is either)
    core = _NICKNAMES_OWN.sub("房间", core)
    core = _SOMEONES_ROOM.sub("房间", core)  # "小美的房" is someone's bedroom
    suffixes = _kinds_by_ending(core)
    if not suffixes:
        # "爷奶屋" is the grandparents' room
        suffixes = _kinds_by_ending(_ELDERS_OWN.sub("老人房", core))
    if not suffixes:
        # "C房", "老刘房", "小王屋": a bedroom known by its letter or by whose it is
        suffixes = _kinds_by_ending(_LETTERED_OR_SOMEONES.sub("房间", core))
    if not suffixes:
        return ()
    longest = max(length for length, _ in suffixes)
    return tuple(sorted({words for length, words in suffixes if length == longest}))


def names_a_kind_of_room(word: str) -> bool:
    """Whether ``word`` is a word for a kind of room ("天台", "儿童房", "客厅")."""
    return any(word in said or word in members for said, members in ROOM_GROUPS.items())


def is_a_pet_name_room(word: str) -> bool:
    """Whether ``word`` is a pet name said twice, alone or as its owner's room ("涵涵",
    "浩浩屋"), not a kin word ("妈妈") nor a word for a room."""
    return _NICKNAMES_OWN.match(word) is not None


@dataclass(frozen=True, slots=True)
class RoomLexicon:
    """Every word that names rooms of one home, and the rooms each one names."""

    rooms: tuple[RoomName, ...]
    """The home's rooms, in home order."""
    floors: tuple[str, ...]
    """Floor keys the home's room names carry, lowest first."""
    shop_floor: str | None = None
    """The ground floor, when it is a shop's or a workshop's and the family lives above it
    (see _the_shop_floor): 楼下 there, 楼上 the floors above."""
    empty: frozenset[str] = frozenset()
    """The rooms that hold no device (known when the home's devices are)."""
    levels: tuple[str, ...] = ()
    """The floors of a flat high in a tower whose rooms are also named by their level in it
    ("一层老人房" beside "25F餐厅"), lowest first: there "一楼" is the first of them."""
    _memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)
    """Answers already worked out: a home's words repeat across requests."""

    def resolve(self, term: str, widen: bool = False, exactly: bool = False
                ) -> frozenset[str] | None:
        """Return the home's room names that ``term`` (as said) names; None when none.

        Order of evidence: the full room name; a floor ("一楼", "楼上" when the home has
        exactly two floors), alone or before a room word ("二楼卧室"); a room's core
        ("书房" for "2F 书房", on every floor that has it); a group word for the kind of
        room ("卧室" for 主卧/次卧/儿童房). With ``widen``, a word that is a room's core and
        also a word for a kind of room names every room of that kind ("客厅" then also names
        三楼起居室), and the full name of a room names as well the room of that name in
        another home of the account ("客厅" beside 爸家客厅): for when the room it names first
        holds no device of the kind asked for. With ``exactly``, only the room so named (what
        a command to every device of a place may reach) and its twin named in another language
        ("Living Room").
        """
        return self.memo(("resolve", term, widen, exactly),
                         lambda: self._at_home_first(compact(term),
                                                     self._resolve(compact(term), widen, exactly)))

    def _at_home_first(self, word: str, rooms: frozenset[str] | None
                       ) -> frozenset[str] | None:
        """``rooms`` without those in another town, unless ``word`` says the town or they
        are all it names: "书房" is the family's, not the son's office in Macau."""
        if not rooms:
            return rooms
        away = frozenset(room.name for room in self.rooms if room.name in rooms
                         and room.zone in _TOWNS and room.zone not in in_chinese(word))
        return rooms - away or rooms

    def _resolve(self, word: str, widen: bool, exactly: bool = False
                 ) -> frozenset[str] | None:
        if not word:
            return None
        if word.startswith(EVERY_ROOM_CALLED) and word != EVERY_ROOM_CALLED:
            rest = word.removeprefix(EVERY_ROOM_CALLED)
            # "两个车间" beside 车间 and 车间2: the numbered ones are called so too.
            numbered = frozenset(room.name for room in self.rooms
                                 if split_index(room.core)[0] == rest)
            return self._by_core(rest, widen) | numbered \
                | (self._resolve(rest, widen) or frozenset()) or None
        if word == THE_FAMILY_HOME:
            return self.home_above_a_shop()
        exact = frozenset(room.name for room in self.rooms if compact(room.name) == word)
        if not exact and word in _SHARED_PARTS:
            return self.shared_parts() or None
        if exact:
            held = self._by_core(word, widen) - self.empty if exact <= self.empty else None
            if held:
                return held  # "堂屋" beside an empty room so named and 一楼堂屋: the one in use
            # "茶室" beside 新楼三楼-茶室: the room made again in a building of the estate
            # ("客厅" beside 爸家客厅, a room of that name in another home of the account, only
            # when widened); beside "Living", the same room named in English (and the other
            # way round); "爷奶屋" beside "也奶屋", the same room typed by voice.
            return exact | self._sounding_alike(word) | self._made_twice(exact) \
                | self._retyped(exact) | self._called_alike(exact) \
                | self._named_in_chinese(exact) | frozenset(
                room.name for room in self.rooms if room.core == word
                and ((room.zone is not None and not exactly
                      and (widen or _a_part_of_an_estate(room.zone)))
                     or not holds_chinese(room.name)))
        if has_latin(word) and in_chinese(word) != word:  # "master bedroom", "guest room"
            said_in_chinese = self._resolve(in_chinese(word), widen)
            if said_in_chinese is not None or not self._by_core(word, widen):
                return said_in_chinese
            # "room201": a name the room is also known by, as said
        floor, rest = self._split(word)
        rest = rest.removeprefix("的")  # "一楼的客厅"
        if floor == "?" and not rest and not self.floors:
            # "楼下的灯" above the family's shop, in a home whose rooms name no floor: the
            # shop is downstairs and the rest of the home upstairs.
            return self._shop_or_above(any(word.startswith(said) for said in UPPER_LEVEL))
        if floor == "?" and not rest and self.shop_floor is not None:
            # "楼下的灯" in a house of four floors whose ground floor is the family's shop:
            # the shop; "楼上" is the rest of the house (its roof terrace too, whatever its
            # floor), not its stairs or its yard, nor another part of the account.
            if not any(word.startswith(said) for said in UPPER_LEVEL):
                return frozenset(room.name for room in self.rooms
                                 if room.floor == self.shop_floor) or None
            parts = _parts_of_the_account(self.rooms)
            return frozenset(room.name for room in self.rooms if room.floor != self.shop_floor
                             and room.zone not in parts and not is_the_stairs(room.name)
                             and not _outside_the_house(room)) or None
        if floor is not None and rest and self.names_a_zone(rest):
            # "楼下爷爷那边": the grandparents' home, downstairs from here
            zone = self._by_zone(rest, person=True)
            on_floor = frozenset(room for room in zone if self.floor_of_room(room) == floor)
            return on_floor or zone
        if floor == "?" and rest and self.floors:
            # "楼上客厅" in a home of four floors: upstairs is not one floor, but the rooms
            # so named above the ground floor are the ones meant (below the top: downstairs).
            off = self._off_the_level(any(word.startswith(said) for said in UPPER_LEVEL))
            return frozenset(room for room in self._by_core(rest, widen) or self._shared(rest)
                             if self.floor_of_room(room) not in off) or None
        if floor is not None:
            on_floor = frozenset(room.name for room in self.rooms if room.floor == floor)
            if not rest:
                # "二楼" of an estate whose buildings each have one: which building's is asked
                return (on_floor or None) if len(self.parts_of(on_floor)) < 2 else None
            # "二楼宿舍" of 宿舍1 and 宿舍2: the rooms numbered so are called so too
            named = (self._by_core(rest, widen) or self._shared(rest)) | frozenset(
                room.name for room in self.rooms if split_index(room.core)[0] == rest)
            found = on_floor & named if named else frozenset()
            return found or self._the_other_floors(named, floor) or None
        in_zone = self._in_a_zone(word, widen)
        if in_zone:
            return in_zone
        # "好好屋" for 浩浩屋: a room's name misheard as another of the same sound (a word of
        # two, "客听", is rather a label misheard, 客厅灯)
        return self._by_core(word, widen) or self._by_side(word, widen) \
            or (self._by_zone(word) | self._by_part(word)) \
            or self._by_room_it_is_part_of(word) \
            or (self._sounding_alike(word) if len(word) >= 3 else None) \
            or self._numbered_alike(word) or self._mistyped(word) or None

    def _numbered_alike(self, word: str) -> frozenset[str]:
        """The rooms whose names are ``word`` with its numbers written the other way
        ("二号棚" for 2号棚, "3号房" for 三号房)."""
        if not _NUMBERED.search(word):
            return frozenset()
        def index() -> Mapping[str, frozenset[str]]:
            by_number: dict[str, set[str]] = {}
            for room in self.rooms:
                by_number.setdefault(_with_digits(compact(room.name)), set()).add(room.name)
            return {key: frozenset(names) for key, names in by_number.items()}
        return self.memo("rooms by number", index).get(_with_digits(word), frozenset())

    def _mistyped(self, word: str) -> frozenset[str]:
        """The one room whose Chinese name is ``word`` with one character inside it typed
        wrong (text.typed_one_off: "凉胚房" for 凉坯房)."""
        def index() -> tuple[Mapping[str, str], WordsByEnds]:
            names = {compact(room.name): room.name for room in self.rooms}
            return names, by_ends(names)
        names, ends = self.memo("rooms by ends", index)
        found = the_one_typed_off(word, ends)
        return frozenset({names[found]}) if found is not None else frozenset()

    def _sounding_alike(self, word: str) -> frozenset[str]:
        """The rooms whose Chinese names sound just like ``word`` (one typed by voice)."""
        def index() -> Mapping[tuple[str, ...], frozenset[str]]:
            by_sound: dict[tuple[str, ...], set[str]] = {}
            for room in self.rooms:
                name = compact(room.name)
                if len(name) >= 2 and is_chinese(name):
                    by_sound.setdefault(pinyin_syllables(name), set()).add(room.name)
            return {sound: frozenset(names) for sound, names in by_sound.items()}
        if len(word) < 2 or not is_chinese(word):
            return frozenset()
        return self.memo("rooms by sound", index).get(pinyin_syllables(word), frozenset())

    def home_above_a_shop(self) -> frozenset[str] | None:
        """The rooms of the family's flat, when the home is a shop with the flat above it
        and its rooms name no floor (see _shop_or_above); None otherwise."""
        return self.memo(("home above a shop",),
                         lambda: None if self.floors else self._shop_or_above(True))

    def _shop_or_above(self, upper: bool) -> frozenset[str] | None:
        """The rooms of a shop with its back rooms (downstairs), or the other rooms
        (upstairs); None when the home has no shop front, or nothing but the shop."""
        fronts = {room.name for room in self.rooms
                  if any(group[0] == _SHOP for group in _groups_of(room.core))}
        if not fronts:
            return None
        shop = fronts | {room.name for room in self.rooms if room.core in _SHOP_ROOMS}
        home = frozenset(room.name for room in self.rooms if room.name not in shop)
        if not home:
            return None
        return home if upper else frozenset(shop)

    def rooms_of_the_old_home(self) -> frozenset[str]:
        """The rooms of the old home, when the account holds one beside the family's own
        ("老院" of laoyuan-keting and laoyuan WC; "阿娘屋里" beside 老屋 when it is that
        grandparent's), and of rooms in another town ("Macau Office"): elsewhere, unlike a
        relative's flat in the same building."""
        def work() -> frozenset[str]:
            parts = _parts_of_the_account(self.rooms)
            old = {zone for zone in parts if _whose(zone) == _THE_OLD_HOME or zone in _TOWNS}
            kin = self._meant(_THE_OLD_HOME)
            if old and kin != _THE_OLD_HOME:
                old |= {zone for zone in parts if _same_people(_whose(zone), kin)}
            return frozenset(room.name for room in self.rooms if room.zone in old)
        return self.memo(("old home",), work)

    def _shared(self, word: str) -> frozenset[str]:
        """The shared parts, when ``word`` says them ("楼下公共区域": those downstairs)."""
        return self.shared_parts() if word.removeprefix("的") in _SHARED_PARTS else frozenset()

    def shared_parts(self) -> frozenset[str]:
        """The rooms a shared flat's tenants share: those of the kinds everyone uses (living
        and dining rooms, kitchen, balcony, corridor, entrance, laundry, the stairs, a
        bathroom that is not the master bedroom's), in no other part of the account."""
        def shared(room: RoomName) -> bool:
            kinds = {group[0] for word in (room.core, *room.aliases) for group in _groups_of(word)}
            return room.core in _SHARED_BATHROOMS or bool(kinds & set(_SHARED_KINDS)) \
                or is_the_stairs(room.name) \
                or ("卫生间" in kinds and not _EN_SUITE.match(room.core))
        return self.memo(("shared parts",), lambda: frozenset(
            room.name for room in self.rooms
            if room.zone is None and room.number is None and shared(room)))

    def names_a_zone(self, word: str) -> bool:
        """True when ``word`` (as said) names a part of the account named after someone, or
        the speaker's own home beside such parts ("爸那边", "我这边"), not a room of it."""
        said = compact(word)
        return self.memo(("names a zone", said), lambda: bool(self._by_zone(said, person=True))
                         and not self._by_core(said, False))

    def within_a_zone(self, word: str) -> bool:
        """True when every room ``word`` names is in a part of the account named after
        someone ("爸那边", "爸那边客厅")."""
        zoned = {room.name for room in self.rooms if room.zone is not None}
        rooms = self.resolve(word)
        return rooms is not None and bool(rooms) and rooms <= zoned

    def _zone_whose(self) -> Mapping[str, str]:
        """Each zone of the home → who it is named after (see _meant)."""
        return self.memo(("zone whose",), lambda: MappingProxyType({
            room.zone: self._meant(_whose(room.zone)) for room in self.rooms
            if room.zone is not None}))

    def _meant(self, who: str) -> str:
        """``who`` as read by _whose, the old home being the home of the one kin the
        account's zones are named after, when there is one ("老房子" beside 爸家 → 爸)."""
        kin = self._meant_kin()
        return next(iter(kin)) if who in _OLD_HOME and len(kin) == 1 else who

    def _meant_kin(self) -> frozenset[str]:
        """The kin the account's zones are named after ("爸" for 爸家客厅 and 老爸卧室)."""
        return self.memo(("kin of zones",), lambda: frozenset(
            _whose(room.zone) for room in self.rooms
            if room.zone is not None and _whose(room.zone) in _KIN))

    def _in_a_zone(self, word: str, widen: bool) -> frozenset[str]:
        """"爸那边卧室", "我爸家的卫生间", "我这边客厅": the rooms so named in the zone said
        first; empty when ``word`` starts with no zone or its zone has no such room."""
        if not any(room.zone is not None for room in self.rooms) \
                or any(room.zone == word for room in self.rooms):
            return frozenset()  # "阿娘屋里" beside 阿娘屋里-客厅: the part, not a room of it
        for cut in range(len(word) - 1, 0, -1):
            zone, rest = word[:cut], word[cut:].removeprefix("的")
            if rest in _ANY_ROOM | {"房", "屋", "屋头"}:
                if zone in _ME and rest in _HOME_AROUND and self._meant_kin():
                    # "我屋里" beside 爸家: the speaker's own home (north-western 屋里: home)
                    return self._by_zone(_OUR_HOME[0])
                if zone in _ME:
                    continue  # "我屋头", "我房间": the speaker's room, which the home cannot tell
                rest = _BEDROOMS[0]  # "爷爷奶奶房间": their bedroom
            rooms = self._by_zone(zone, person=True) if rest else frozenset()
            named = (self._by_core(rest, widen) or self._resolve(rest, widen)
                     or self.rooms_a_level_may_mean(rest)) if rooms else None
            # "老板客厅" for 老板自住-客厅 beside 老板卧室: a room whose name holds the zone
            found = rooms & named or frozenset(
                room for room in named if _ZONE_ENDING.sub("", zone) in compact(room)) \
                if named else frozenset()
            if not found and rooms and rest:
                # "老院子厨房" for its kitchen2 beside the family's 厨房: one of the kind.
                found = rooms & self._by_core(rest, True)
            if found:
                return found
        return frozenset()

    def rooms_a_level_may_mean(self, term: str) -> frozenset[str]:
        """The rooms "楼上" or "楼下" (``term``, as said, alone) may mean when it names no
        one floor: those above the ground floor, or below the top one, and those indoors
        whose floor is not known; empty for any other word or a home without floors."""
        word = compact(term)
        floor, rest = split_floor(word)
        level = word in (*UPPER_LEVEL, *LOWER_LEVEL)
        if floor is None or rest or self.resolve(word) is not None:
            return frozenset()
        if not level:
            # "二楼" of an estate whose buildings each have one: that floor of any of them
            return frozenset(room.name for room in self.rooms if room.floor == floor)
        if not self.floors:
            return frozenset()
        # A flat's downstairs may be its basement as well as the neighbours' below.
        off = frozenset() if self._a_flat_in_a_tower() \
            else self._off_the_level(word in UPPER_LEVEL)
        # The yard and the stairs are neither upstairs nor downstairs.
        return frozenset(room.name for room in self.rooms if room.floor not in off
                         and not _outside_the_house(room)
                         and not (room.floor is None and is_the_stairs(room.name)))

    def parts_of(self, names: Iterable[str]) -> frozenset[str]:
        """The parts of an estate (its buildings and flats, see _parts_of_an_estate) the rooms
        ``names`` are in."""
        said = set(names)
        return frozenset(room.zone for room in self.rooms if room.name in said
                         and room.zone is not None and _a_part_of_an_estate(room.zone))

    def _a_flat_in_a_tower(self) -> bool:
        """Whether the home's one storey above ground is high in a tower (see
        _a_flat_on_its_one_storey)."""
        return _storey_of_a_flat(self.floors) is not None

    def _off_the_level(self, upper: bool) -> frozenset[str]:
        """The floors upstairs never means (the ground floor and any below it), or those
        downstairs never means (the top floor)."""
        if not upper:
            return frozenset(self.floors[-1:])
        ground = next((index for index, key in enumerate(self.floors)
                       if not key.startswith("B")), len(self.floors))
        return frozenset(self.floors[:ground + 1])

    def floor_of_room(self, name: str) -> str | None:
        """The floor of the home's room called ``name``, or None when nothing says it."""
        return next((room.floor for room in self.rooms if room.name == name), None)

    def may_be_on_any_floor(self, name: str) -> bool:
        """Whether the home's room called ``name`` is a room of the house whose floor nothing
        says: not outdoors or on the roof, nor of another part of the account."""
        return any(room.name == name and room.floor is None and room.zone is None
                   and room.number is None and not _outside_the_house(room)
                   and not _on_the_roof(room) for room in self.rooms)

    def _by_room_it_is_part_of(self, word: str) -> frozenset[str]:
        """"203的浴室", "301卫生间" in a home that keeps no room of that kind apart: the room
        said, whose bathroom or balcony it is (what stands there is in that room); in one
        that does, the room of that kind named after the room said ("主卧卫生间": 主卫)."""
        part = next((part for part in ROOM_PARTS if word.endswith(part)), None)
        if part is None or len(word) <= len(part):
            return frozenset()
        base = word[:-len(part)].removesuffix("的")
        kept_apart = self._by_core(part)
        if not kept_apart:
            return self._resolve(base, False) or frozenset()
        # "主卧卫生间" beside a 主卫 (a "Master Bath"): the one of that kind named after it.
        return frozenset(room.name for room in self.rooms if room.name in kept_apart
                         and (base in room.core or room.core[:1] == base[:1]))

    def _by_zone(self, word: str, person: bool = False) -> frozenset[str]:
        """Rooms of a zone ("弟弟家", "爸妈那层", "奶奶家" for 爷爷家, "老爷子那边" for 爸家客厅
        and 老爸卧室): every room of its floor when its rooms are on one floor, else its
        rooms. "我们家" beside zones named after others is every room of no zone. A person
        alone ("奶奶") is no place, unless a zone is called so, or ``person`` (the 爸 of
        "爸卫生间")."""
        if (word in _OUR_HOME or (person and word in _ME)) \
                and any(room.zone is not None for room in self.rooms):
            return frozenset(room.name for room in self.rooms if room.zone is None)
        whose = self._zone_whose()
        if _ZONE_ENDING.sub("", word) == word and not person and word not in whose \
                and word not in _OLD_HOME:
            return frozenset()
        said = self._meant(_whose(word))
        zone = frozenset(room for room in self.rooms if room.zone is not None
                         and _same_people(said, whose[room.zone]))
        floors = {room.floor for room in zone}
        # A part that is someone's one bedroom ("阿杰卧室") is that room, not its floor.
        if len(floors) == 1 and None not in floors \
                and not (len(zone) == 1 and _a_bedroom(next(iter(zone)))):
            return frozenset(room.name for room in self.rooms if room.floor in floors)
        return frozenset(room.name for room in zone)

    def _by_side(self, word: str, widen: bool) -> frozenset[str]:
        """Rooms of the side of the home said ("西边那套", "西边客厅"), in a home whose rooms
        are named by its sides ("西套客厅", "东边厨房": two flats joined, two wings): every
        room whose name starts with that side ("西卫" too), or those of them the rest names."""
        said = _SIDE_SAID.fullmatch(word)
        if said is None or not any(_SIDE_PART.match(compact(room.name)) for room in self.rooms):
            return frozenset()
        side = frozenset(room.name for room in self.rooms
                         if compact(room.name).startswith(said.group("side")))
        rest = said.group("rest")
        if not rest:
            return side
        return side & (self._by_core(rest, widen) or self._resolve(rest, widen) or frozenset())

    def _by_part(self, word: str) -> frozenset[str]:
        """Rooms named by a part of their name, as people shorten them: "院里" for 院子
        (a place said with 里), "孩子屋" for a 孩子房, "东屋" for 正房东屋 (the end of the
        name), "正房" for 正房客厅, 正房东屋 and 正房西屋 (its start: the wing they are in)."""
        # "两边厢房", "每间卧室": every one of those; "小孩的房间": the 小孩房间.
        shorter = _BOTH_SIDES.sub("", word).replace("的", "")
        if shorter != word and shorter:
            return self._resolve(shorter, False) or frozenset()
        bare = _LOCATIVE.sub("", word)
        if bare != word and bare:
            found = self._resolve(bare, False) or frozenset(
                room.name for room in self.rooms
                if len(bare) == 1 and len(room.core) == 2 and room.core[:1] == bare)
            if found:
                return found
        if word.endswith("屋") and len(word) >= 2:
            found = self._by_core(word[:-1] + "房")
            if found:
                return found
        if len(word) < 2 or word in _ANY_ROOM:
            return frozenset()  # "房间" ends "小宇房间" but names any room
        # ("姥姥屋" is no 太姥姥屋: the great-grandmother is another person)
        ends = frozenset(room.name for room in self.rooms
                         if room.core.endswith(word) and room.core != word
                         and not room.core[:-len(word)].endswith(_GREAT))
        if ends:
            return ends
        return frozenset(room.name for room in self.rooms if room.core.startswith(word) and (
            len(room.core) > len(word) + 1 or room.core[len(word):].isascii()))

    def one_room_made_again(self, names: Iterable[str]) -> bool:
        """Whether ``names`` are one room made again in the app, on one floor known ("车间"
        and "1F车间" among the ground floor's rooms; not "主卧" of no floor known beside
        "3F主卧"), typed again with the other word for a room ("C房" and "C室"), or made
        again under its English name ("大堂" and "Lobby") or another word for a room a home
        has one of ("工人房" and "保姆房")."""
        first, *others = names
        if others and (set(others) <= self._retyped(frozenset({first}))
                       or set(others) <= self._called_alike(frozenset({first}))):
            return True
        rooms = [room for room in self.rooms if room.name in {first, *others}]
        if len(rooms) == 2 and rooms[0].core == rooms[1].core \
                and rooms[0].zone == rooms[1].zone \
                and (rooms[0].floor == rooms[1].floor or None in (rooms[0].floor, rooms[1].floor)) \
                and holds_chinese(rooms[0].name) != holds_chinese(rooms[1].name):
            # "大堂" and "Lobby": the room made again under its English name; not "客厅" and
            # "Living" where every room is named again in English (another home of the account)
            return self.memo("rooms named again in English", self._one_named_again_in_english)
        floors = {self.floor_of_room(name) for name in (first, *others)}
        return bool(others) and len(floors) == 1 and None not in floors \
            and set(others) <= self._made_twice(frozenset({first}))

    def _named_in_chinese(self, names: frozenset[str]) -> frozenset[str]:
        """The room named in Chinese that a room of ``names`` named in English names again
        ("Lobby" beside 大堂), when it is the one room so named twice (two or more are a
        home of the account named in English room by room: "Living", "Kitchen")."""
        twins = self.memo("rooms named again in English, word for word", self._english_twins)
        return frozenset(twins[name] for name in names if name in twins) \
            if len(twins) == 1 else frozenset()

    def _english_twins(self) -> Mapping[str, str]:
        """Each room named in English → the room of no zone whose Chinese name is its core."""
        chinese = {compact(room.name): room.name for room in self.rooms
                   if holds_chinese(room.name) and room.zone is None}
        return MappingProxyType({room.name: chinese[room.core] for room in self.rooms
                                 if not holds_chinese(room.name) and room.zone is None
                                 and room.core in chinese})

    def _one_named_again_in_english(self) -> bool:
        """Whether one room only of those named in Chinese is named again in English."""
        chinese = {(room.core, room.zone) for room in self.rooms if holds_chinese(room.name)}
        return sum((room.core, room.zone) in chinese for room in self.rooms
                   if not holds_chinese(room.name)) == 1

    def _made_twice(self, names: frozenset[str]) -> frozenset[str]:
        """The rooms that are ``names`` made a second time, with or without the floor in
        the name ("1F展厅" beside 展厅, both on the ground floor): the same core in the same
        part of the home on the same floor. A bare name whose floor is not known is every
        room so named with a floor ("卫生间" beside 4楼卫生间); a name with its floor is not
        the bare one of an unknown floor."""
        def by_name_as_typed() -> Mapping[str, tuple[RoomName, ...]]:
            # "Living" is no 客厅 typed again: the name as typed, without its floor
            typed: dict[str, list[RoomName]] = {}
            for room in self.rooms:
                typed.setdefault(_as_typed(room.name), []).append(room)
            return MappingProxyType({name: tuple(rooms) for name, rooms in typed.items()
                                     if len(rooms) > 1})
        twins = self.memo("rooms by their names as typed", by_name_as_typed)
        if not twins:
            return frozenset()
        rooms = self.memo("rooms by name", lambda: {room.name: room for room in self.rooms})
        return frozenset(room.name for one in (rooms[name] for name in names if name in rooms)
                         for room in twins.get(_as_typed(one.name), ())
                         if room.name != one.name and room.zone == one.zone
                         and room.number == one.number and room.floor is not None
                         and one.floor in (None, room.floor))

    def _called_alike(self, names: frozenset[str]) -> frozenset[str]:
        """The rooms that are ``names`` made again under another word for a room a home has
        one of ("起居室" beside 1F客厅, "保姆房" beside 工人房): in the same part of the home,
        on the same floor or one not known."""
        def by_synonyms() -> Mapping[str, tuple[RoomName, ...]]:
            called: dict[str, list[RoomName]] = {}
            for room in self.rooms:
                for words in _ONE_OF_A_HOME:
                    if room.core in words:
                        called.setdefault(words[0], []).append(room)
            return MappingProxyType({first: tuple(rooms) for first, rooms in called.items()
                                     if len({room.core for room in rooms}) > 1})
        twins = self.memo("rooms called alike", by_synonyms)
        if not twins:
            return frozenset()
        return frozenset(other.name for rooms in twins.values()
                         for one in rooms if one.name in names
                         for other in rooms
                         if other.core != one.core and other.zone == one.zone
                         and other.number == one.number
                         and (None in (one.floor, other.floor) or one.floor == other.floor))

    def _retyped(self, names: frozenset[str]) -> frozenset[str]:
        """The rooms that are ``names`` typed again with another word for a room, or none
        ("C室" beside C房, "202 双床" beside 202双床房): the same name but for its ending, in
        the same part of the home."""
        def by_name_retyped() -> Mapping[str, tuple[RoomName, ...]]:
            retyped: dict[str, list[RoomName]] = {}
            for room in self.rooms:
                retyped.setdefault(_ROOM_RETYPED.sub("", compact(room.name)), []).append(room)
            return MappingProxyType({name: tuple(rooms) for name, rooms in retyped.items()
                                     if len({compact(room.name) for room in rooms}) > 1})
        twins = self.memo("rooms by their names retyped", by_name_retyped)
        if not twins:
            return frozenset()
        return frozenset(room.name for one in self.rooms if one.name in names
                         for room in twins.get(_ROOM_RETYPED.sub("", compact(one.name)), ())
                         if compact(room.name) != compact(one.name) and room.zone == one.zone
                         and (None in (one.floor, room.floor) or one.floor == room.floor))

    def _the_other_floors(self, named: frozenset[str], floor: str) -> frozenset[str]:
        """Of rooms ``named`` alike, none on ``floor``: the one whose floor nothing says,
        when the others say theirs ("二楼客厅" for 客厅 beside 三楼客厅: the living room that
        is not the third floor's); nothing when that one room is not so set apart."""
        unplaced = [name for name in named if self.floor_of_room(name) is None]
        placed = {self.floor_of_room(name) for name in named} - {None}
        return frozenset(unplaced) if len(unplaced) == 1 and placed and floor not in placed \
            else frozenset()

    def _split(self, word: str) -> tuple[str | None, str]:
        for level, index in ((UPPER_LEVEL, -1), (LOWER_LEVEL, 0)):
            said = next((w for w in sorted(level, key=len, reverse=True)
                         if word.startswith(w)), None)
            if said is not None:
                named = {room.floor for room in self.rooms
                         if compact(room.name).startswith(said) and room.floor is not None}
                if len(named) == 1:
                    # "楼下" beside rooms named "楼下卧室": the floor the home calls so.
                    return named.pop(), word[len(said):]
                above_ground = [key for key in self.floors if not key.startswith("B")]
                levels = [key for key in above_ground if int(key) < TOWER_FLOORS]
                if len(levels) == 2:
                    # "上层 主卧", "下层 客厅" beside "客卫-18F": the tower's floor number
                    # is not a third level of the home.
                    above_ground = levels
                if above_ground == ["2"] and index == -1 \
                        and any(room.floor is None for room in self.rooms):
                    # "2F 衣帽间" and "二楼露台" beside rooms with no floor said: those are
                    # downstairs, so upstairs is the second floor.
                    return "2", word[len(said):]
                below_ground = any(key.startswith("B") for key in self.floors)
                if len(above_ground) == 2 and above_ground[0] != "1" \
                        and int(above_ground[0]) < TOWER_FLOORS \
                        and any(room.floor is None for room in self.rooms):
                    # Rooms 201… and 301… beside rooms that say no floor: those are on the
                    # ground floor, a third level, so neither word names one floor.
                    return "?", word[len(said):]
                if len(above_ground) != 2 or (index == 0 and below_ground) \
                        or self._an_attic_above():
                    # Downstairs of a home with a basement is the ground floor or the basement;
                    # an attic over two floors is a third level.
                    return "?", word[len(said):]
                return above_ground[index], word[len(said):]
        floor, rest = split_floor(word)
        return self._level_of_the_flat(floor), rest

    def _an_attic_above(self) -> bool:
        """Whether the home has an attic on no floor and none said on a floor ("阁楼(茶室)"
        over 1F and 2F rooms, not "阁楼 储物间" beside "2F 阁楼")."""
        attics = [room.name for room in self.rooms if _LOFT.search(room.name.lower())]
        return bool(attics) and all(split_floor(compact(name))[0] is None for name in attics)

    def _level_of_the_flat(self, key: str | None) -> str | None:
        """The floor ``key`` names here: itself, or, in a flat high in a tower whose rooms
        are named by level too (see ``levels``), the level it counts ("一楼" → 25)."""
        if key is None or not key.isdigit() or not 1 <= int(key) <= len(self.levels):
            return key
        return self.levels[int(key) - 1]

    def _by_core(self, word: str, widen: bool = False) -> frozenset[str]:
        if word == _HALL:
            # "大厅" (and "the lobby") of a guesthouse is its 大堂; of a home, its 客厅
            lobby = frozenset(room.name for room in self.rooms if room.core == _LOBBY)
            if lobby:
                return lobby
        exact = frozenset(room.name for room in self.rooms
                          if room.core == word or word in room.aliases)
        group = next((words for words in ROOM_GROUPS if word in words), None)
        # "书房/客房": a room of two names is of the kinds of both
        kind = frozenset(room.name for room in self.rooms
                         if group is not None and any(
                             group in _groups_of(said) for said in (
                                 room.core, *(alias for alias in room.aliases
                                              if not has_latin(alias)
                                              and not re.search(r"\d", alias)))))
        if group == _CHILDRENS_WORDS and word.startswith(_GRANDCHILDREN):
            # "孙女的房间" beside 儿子房 and 女儿房: the grandparents' granddaughter is the
            # daughter of the home.
            grandson = word.startswith(_GRANDCHILDREN[0])
            kind = self._of_group(_SONS_WORDS if grandson else _DAUGHTERS_WORDS) \
                or kind - self._of_group(_DAUGHTERS_WORDS if grandson else _SONS_WORDS)
        if not kind and group in (_DAUGHTERS_WORDS, _SONS_WORDS):
            # "女儿房间" in a home whose only child's room is 儿童房: that room (never the
            # son's).
            kind = self._of_group(_CHILDRENS_WORDS) - self._of_group(
                _SONS_WORDS if group == _DAUGHTERS_WORDS else _DAUGHTERS_WORDS)
        if not kind and group == _ELDERS_WORDS:
            # "老人房" where the grandparents' home is a part of the account: its bedrooms.
            kind = frozenset(room.name for room in self.rooms if room.zone is not None
                             and self._zone_whose()[room.zone] == _ELDERS
                             and _BEDROOMS in _groups_of(room.core))
        if kind and group is not None and group[0] == _SHOP:
            # "店里" beside a 店面, a 仓库 and a 快递区: the shop is its back rooms too.
            kind |= frozenset(room.name for room in self.rooms if room.core in _SHOP_ROOMS)
        elif group is not None and group[0] == _SHOP and self.shop_floor is not None:
            # "店里" in a house whose ground floor is the shop, none of it called so: that floor.
            kind = frozenset(room.name for room in self.rooms if room.floor == self.shop_floor)
        if not kind and group == GUEST_ROOM_WORDS:
            # "客房的空调全部关掉" in a guesthouse: its numbered rooms are the guest rooms,
            # and so are rooms named as a guesthouse sells them ("3F-家庭房").
            kind = frozenset(room.name for room in self.rooms if room.number is not None
                             or any(word.endswith(_ROOMS_FOR_GUESTS)
                                    for word in (room.core, *room.aliases)))
        if not kind and group is not None and group[0] == _SHARED_BATHROOMS[0]:
            # "公卫" in a home whose bathrooms are 卫生间 and 主卫: every bathroom but the
            # master bedroom's own.
            kind = frozenset(room.name for room in self.rooms
                             if _BATHROOMS in _groups_of(room.core)
                             and not _EN_SUITE.match(room.core))
        if exact:
            # "卧室" for 阿杰卧室 among 主卧 and 次卧: a core split from its zone is one of
            # the kind, not the one room of that name.
            zoned = any(room.zone is not None and room.core == word for room in self.rooms)
            # "卫生间" beside 客卫: people say it of every bathroom, so it names them all.
            return (exact | kind if widen or zoned or word in _SAID_OF_EVERY_ONE else exact) \
                | self._called_alike(exact)
        # "露台" for 楼顶露台 beside a 2F Balcony: the room whose name ends with the word
        # said is named before a room only of the same kind.
        ending = frozenset(room.name for room in self.rooms
                           if len(word) >= 2 and room.core.endswith(word))
        if ending and kind and word not in _SAID_OF_EVERY_ONE:
            return ending
        if kind:
            return kind
        # "主卧" for a room called "主卧室", "健身室" for "健身房": a core said with another
        # (or without the) word that only says it is a room.
        stem = _room_stem(word)
        same_stem = frozenset(room.name for room in self.rooms
                              if _long_enough(stem) and _room_stem(room.core) == stem)
        if same_stem:
            return same_stem
        # "开放区" for 开放办公区: a name shortened to its head and its last word; "海景房"
        # and "大床房" for "1号房(海景大床房)": its note shortened so, or its note's end.
        shortened = frozenset(room.name for room in self.rooms
                              for name in (room.core, *room.aliases)
                              if len(word) >= 3 and len(name) > len(word)
                              and ((name.startswith(word[:-1]) and name.endswith(word[-1]))
                                   or (name is not room.core and name.endswith(word))))
        if len(shortened) == 1:
            return shortened
        # "主卧" for "Master 套房", "主卫" for "Master Bath": a specific kind of room said,
        # and the home's room of that kind that starts the same way.
        kinds = [words for words, members in ROOM_GROUPS.items() if word in members]
        return frozenset(room.name for room in self.rooms
                         if room.core[:1] == word[:1]
                         and any(kind in _groups_of(room.core) for kind in kinds))

    def _of_group(self, group: tuple[str, ...]) -> frozenset[str]:
        """The rooms whose cores are of the kind of room ``group`` says."""
        return frozenset(room.name for room in self.rooms if group in _groups_of(room.core))

    def is_of_kind(self, room_name: str, word: str) -> bool:
        """True when the room ``room_name`` is of the kind ``word`` says ("次卧" is a 卧室,
        "客卫" a 卫生间)."""
        def work() -> bool:
            room = next((r for r in self.rooms if r.name == room_name), None)
            if room is None:
                return False
            kinds = {words for words in ROOM_GROUPS if word in words}
            return room.core.endswith(word) or bool(kinds & set(_groups_of(room.core)))
        return self.memo(("is_of_kind", room_name, word), work)

    def floor_of(self, term: str) -> str | None:
        """The floor key a floor word names in this home ("二楼" → "2", "楼上" → the upper
        of two floors), or None."""
        floor, rest = self._split(compact(term))
        return floor if floor != "?" and not rest else None

    def names_the_home(self, term: str) -> bool:
        """True when ``term`` means the whole home: "屋里", "家里", or "这层楼" in a home of
        one floor (in another, which floor is not said)."""
        word = compact(term)
        if word == THE_FAMILY_HOME and self.home_above_a_shop():
            return False  # the flat above the shop, not the shop
        return word in _THE_HOME or (word in _THIS_FLOOR and not self.floors)

    def words(self) -> tuple[str, ...]:
        """Every word a request may use for a room or floor of this home, longest first.

        Full names, cores, group words of the kinds of room the home has, and floor words
        (with 楼上/楼下). Words of one character are left out (000 §1).
        """
        return self.memo("words", self._words)

    def _words(self) -> tuple[str, ...]:
        found: set[str] = {*UPPER_LEVEL, *LOWER_LEVEL}
        for room in self.rooms:
            found.add(compact(room.name))
            found.add(room.core)
            found.update(room.aliases)
            stem = _room_stem(room.core)
            if stem != room.core:  # "健身室" for a room called 健身房, "小王屋" for 小王的窝
                found.update(stem + suffix for suffix in ("房间", "室", "房", "间", "屋"))
            for group in _groups_of(room.core):
                found.update(group)
            if room.number is not None:
                found.update(GUEST_ROOM_WORDS)
            if len(room.core) >= 4 and re.fullmatch(r"[\u4e00-\u9fff]+", room.core):
                found.add(room.core[:2] + room.core[-1])  # "开放区" for 开放办公区
            if room.zone is not None:
                whose = self._zone_whose()[room.zone]
                old_home = _OLD_HOME if _THE_OLD_HOME in (whose, _whose(room.zone)) else ()
                names = {whose, *_KIN.get(whose, ()), *old_home}
                found.update(old_home)  # "老房子煤气关掉": the old home, said bare
                if whose == _PARENTS[0]:
                    names.update(*(_KIN[one] for one in _PARENTS[1]))
                found.add(room.zone)
                found.update(f"{name}{ending}" for name in names for ending in _ZONE_ENDINGS)
                if whose in _KIN:  # "爸卫生间": his, said without 家 or 那边
                    found.update(f"{name}{room.core}" for name in names)
        if any(room.zone is not None for room in self.rooms):
            found.update(_OUR_HOME)  # "我们家" beside a part named after others
        if self.shared_parts():
            # Not 公区 in a home with an 办公区: said there, it is that room's name.
            found.update(word for word in _SHARED_PARTS
                         if not any(word in room.core and word != room.core
                                    for room in self.rooms))
        for floor in self.floors:
            found.update(floor_words(floor))
        # English room words a request may use for the home's rooms ("master bedroom").
        found.update(english for english, chinese in _ENGLISH_ROOMS
                     if len(chinese) >= 2 and self._resolve(chinese, False))
        return tuple(sorted((w for w in found if len(w) >= 2), key=lambda w: (-len(w), w)))

    def label_words(self) -> tuple[str, ...]:
        """Room words to look for inside device labels: names, cores and group words of
        the home's rooms (floors are not rooms: "一楼走廊灯" is found by 走廊)."""
        return self.memo("label_words", self._label_words)

    def _label_words(self) -> tuple[str, ...]:
        found: set[str] = set()
        for room in self.rooms:
            found.update((compact(room.name), room.core, *room.aliases))
            for group in _groups_of(room.core):
                found.update(group)
        return tuple(sorted((w for w in found if len(w) >= 2), key=lambda w: (-len(w), w)))

    def memo(self, key: object, work: Callable[[], _T]) -> _T:
        """``work()``, worked out once per key for this home (labels, words said).

        The words said are anyone's: past MEMO_LIMIT answers the memory starts afresh.
        """
        if key not in self._memo:
            if len(self._memo) >= MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = work()
        return self._memo[key]  # type: ignore[return-value]


# How a room name sets apart its parts: "次卧（爸妈）", "儿童房-朵朵", "书房/工作间".
_NAME_PARTS = re.compile(r"[()\-/|·,]+|兼")
# A contracted compound of two rooms: "客餐厅" is the 客厅 and the 餐厅 in one.
_COMPOUND = re.compile(r"^(?P<a>[\u4e00-\u9fff])(?P<b>[\u4e00-\u9fff])(?P<kind>[厅房室卫])$")
# English room words as Chinese ones, longest first ("Master Bath" → 主卫生间).
_ENGLISH_ROOMS = (("mastersuite", "主卧"), ("familyroom", "客厅"), ("hometheater", "影音室"),
                  ("theater", "影音室"), ("cinema", "影音室"), ("winecellar", "酒窖"),
                  ("cellar", "酒窖"), ("gym", "健身房"), ("walkincloset", "衣帽间"),
                  ("closet", "衣帽间"), ("library", "书房"), ("playroom", "儿童房"),
                  ("terrace", "露台"), ("patio", "露台"), ("garden", "花园"), ("yard", "院子"),
                  ("workshop", "车间"), ("showroom", "展厅"), ("meetingroom", "会议室"),
                  ("reception", "前台"), ("warehouse", "仓库"), ("lobby", "大堂"),
                  ("foyer", "玄关"), ("corridor", "走廊"), ("attic", "阁楼"),
                  ("basement", "地下室"), ("rooftop", "天台"), ("sunroom", "阳光房"),
                  ("staircase", "楼梯"), ("tearoom", "茶室"),
                  ("shop", "店面"), ("storage", "储物间"),
                  ("storeroom", "储物房"), ("store", "储物"),
                  ("livingroom", "客厅"), ("living", "客厅"), ("diningroom", "餐厅"),
                  ("dining", "餐厅"), ("masterbedroom", "主卧"), ("masterbath", "主卫生间"),
                  ("guestroom", "客房"), ("kidsroom", "儿童房"), ("nursery", "儿童房"),
                  ("bedroom", "卧室"), ("myroom", "卧室"), ("bathroom", "卫生间"),
                  ("bath", "卫生间"), ("wc", "卫生间"),
                  ("kitchen", "厨房"), ("study", "书房"), ("office", "办公室"),
                  ("laundry", "洗衣房"), ("hallway", "走廊"), ("entrance", "玄关"),
                  ("garage", "车库"), ("balcony", "阳台"), ("grandparents", "爷爷奶奶"),
                  ("grandpa", "爷爷"), ("grandma", "奶奶"), ("parents", "爸妈"),
                  ("master", "主"), ("guest", "客"), ("room", "房"))
# Words for a kind of room said of every room of the kind, even beside a room of that name.
_SAID_OF_EVERY_ONE = frozenset({"卫生间", "洗手间", "厕所", "浴室", "卧室", "卧房", "睡房"})
# The short word for a kind of room said after an ordinal: "二卫" for "Bathroom 2".
_SHORT_KINDS = {"卫生间": "卫", "卧室": "卧", "洗手间": "卫"}
# A side of the home said ("西边那套", "东面的", "西边客厅"), and what of it, if anything.
_SIDE_SAID = re.compile(r"(?P<side>[东南西北])(?:边|套|面|头|侧|户)?"
                        r"(?:那套房?|这套房?|那一套|那边|这边|那头)?的?(?P<rest>.*)")
# A room named by the side it is on, before what it is ("西套客厅", "东边厨房", "东户客厅").
_SIDE_PART = re.compile(r"[东南西北](?:边|套|面|头|侧|户)(?=.)")
# A place said with a locative ("院里", "厨房里头", "客厅那边") is the place.
_LOCATIVE = re.compile(r"(?:里头|里面|那边|这边|那儿|这儿|里)$")
_BOTH_SIDES = re.compile(r"^(?:两边的?|两侧的?|两个|俩|每间|每个|各个|所有的?)(?=..)")
# Words for the home itself ("屋里的灯全关了" in the north) and for the one floor one is on.
_THE_HOME = frozenset({"屋里", "屋子里", "家里", "家里面", "屋里头", "家里头", "全屋", "整栋楼",
                       "全楼", "整幢楼", "成间屋", "成个屋", "成屋", "全间屋", "整间屋", "屋企",
                       "成个屋企", "整个家", "整个屋"})
_THIS_FLOOR = frozenset({"这层楼", "这层", "整层", "整层楼", "本层", "这一层"})
# An installer's code for a room: "Room-2A", "rm 3b", "R2-01"; its first digit is the floor.
_ROOM_CODE = re.compile(r"^(?:room|rm|r)\s*[-_]?\s*(?P<unit>(?P<floor>[1-9])[-_]?[a-z0-9]{1,2})$")
# A room number after what the room is: "Ocean View 301", "客房301" (not a series' index:
# "卫生间2").
_ROOM_NUMBER_LAST = re.compile(r"^(?P<rest>.*?[a-z\u4e00-\u9fff])(?P<number>[1-9]\d{2,3})$")
# A room number, alone or before the room's name: "202", "202房", "101号房", "101大床房",
# "203茶室套房".
_ROOM_NUMBER = re.compile(r"^(?P<number>[1-9]\d{1,3})(?:号?(?:房间|房|室)|号)?"
                          r"(?P<rest>[\u4e00-\u9fff]{2,}.*)?$")
# A floor below ground said with a minus sign: "-1F 车库", "-2层".
_MINUS_FLOOR = re.compile(r"^\s*-\s*(?P<number>\d)\s*(?:f|楼|层)")
# Floors written the Hong Kong or the English way, as the "2f" a floor is read from: "3/F 客厅",
# "G/F 铺面", "2nd Floor Bedroom", "Ground Floor Kitchen", "Level 2", "F2 Bedroom", "B1F 车库".
_ORDINAL_FLOORS = {"ground": 1, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_FLOOR_WRITTEN = re.compile(
    r"\b(?:(?P<number>[1-9]\d?)\s*/\s*f|(?P<ordinal>[1-9]\d?)(?:st|nd|rd|th)\s*(?:floor|fl)"
    r"|(?P<word>ground|first|second|third|fourth|fifth)\s*floor|g\s*/\s*f|gf"
    r"|level\s*(?P<level>[1-9]\d?)|(?P<letter>[fl])(?P<after>[1-9]\d?)(?=\s)"
    r"|b(?P<below>[1-9])f)(?![a-z\d])\s*")


def _floor_as_read(written: re.Match[str]) -> str:
    """The floor of a _FLOOR_WRITTEN match as split_floor reads it, then a break."""
    if written.group("below"):
        return f"b{written.group('below')}-"
    # ("g/f" and "gf" name no number: the ground floor)
    number = written.group("number") or written.group("ordinal") or written.group("level") \
        or written.group("after") or _ORDINAL_FLOORS.get(written.group("word") or "ground")
    return f"{number}f-"


# The kinds of room a guesthouse or hotel lets: a room so named is a guest room.
_ROOMS_FOR_GUESTS = ("大床房", "双床房", "家庭房", "亲子房", "亲子间", "标间", "标准间", "单人间",
                     "双人间", "三人间", "套房", "景观房", "海景房", "山景房", "湖景房", "观景房")
# A room told apart by a letter: "海景房A", "客房B".
_LETTERED = re.compile(r"^[\u4e00-\u9fff]+(?P<letter>[a-z])$")
# A part that ends like a room is a name of its own; another ("爸妈") names whose room it is.
# Letters and a number ("tr2", "a3", "b12"): a room's code beside its name.
_ROOM_CODE_PART = re.compile(r"[a-z]{1,3}\d{1,3}")
_LOOKS_LIKE_A_ROOM = re.compile(r"(?:房间|室|房|间|厅|台|卫|卧|厨|园|区|角)$")
# A person's name said after a room's: "Kevin", "小周", "阿杰".
_WHOSE_NAME = re.compile(r"[A-Za-z]{2,12}|[\u4e00-\u9fff]{2,3}")


def in_chinese(word: str) -> str:
    """A compacted room word with its English room words said in Chinese ("guestroom" →
    "客房", "bathroom2" → "卫生间2")."""
    for english, chinese in (*_TOWNS_IN_ENGLISH, *_ENGLISH_ROOMS):
        word = word.replace(english, chinese)
    return word


def _numbered_aliases(core: str) -> list[str]:
    """"卫生间2" is also "卫生间二", "二号卫生间" and "二卫"; "大棚1号" is also "1号棚"."""
    stem, index = split_index(core)
    if index is None or not 1 <= index <= len(_CN_FLOORS):
        return []
    cn = _CN_FLOORS[index - 1]
    aliases = [f"{stem}{cn}", f"{cn}号{stem}", f"{index}号{stem}"]
    if len(stem) == 2 and re.fullmatch(r"[\u4e00-\u9fff]+", stem):
        aliases.extend((f"{index}号{stem[-1]}", f"{cn}号{stem[-1]}"))
    if stem in _SHORT_KINDS:
        aliases.append(cn + _SHORT_KINDS[stem])
    return aliases


# A bedroom said by whose or where it is, with or without 室 ("主卧" / "主卧室", "南卧").
_A_BEDROOM = re.compile(r"^(?P<bedroom>[\u4e00-\u9fff]+卧)(?:室)?$")


def _as_typed(name: str) -> str:
    """A room's name as typed, without its floor, a bedroom without its 室 ("13楼主卧室" →
    主卧): what a room made twice shares."""
    typed = split_floor(compact(name))[1]
    bedroom = _A_BEDROOM.match(typed)
    return bedroom.group("bedroom") if bedroom is not None else typed


def _bedroom_said_otherwise(core: str) -> tuple[str, ...]:
    """The other way a bedroom is said: "主卧室" is 主卧 and "主卧" is 主卧室, so that a room
    made twice under both names is one room said either way."""
    bedroom = _A_BEDROOM.match(core)
    if bedroom is None:
        return ()
    short = bedroom.group("bedroom")
    return (short,) if core != short else (f"{short}室",)


def _number_aliases(number: str) -> tuple[str, ...]:
    """How a guest room's number is said ("202", "202号", "202房", "202房间", "202号房",
    "202号房间", "room202")."""
    return (number, f"{number}号", f"{number}房", f"{number}房间", f"{number}号房",
            f"{number}号房间", f"room{number}")


# What sets apart the words of a name ("laoyuan-keting", "地暖-一层客厅", "地暖 2F书房").
_WORD_BREAKS = re.compile(r"[\s()\-/|·,_]+")


@lru_cache(maxsize=1)
def _room_words_by_sound() -> Mapping[str, str]:
    """How each word for a kind of room or for the old home sounds, toneless ("keting" →
    客厅, "laoyuan" → 老院); a sound two words share names neither."""
    return MappingProxyType(by_sound((*_KIND_WORDS, *_OLD_HOME),
                                     lambda word: "".join(pinyin_syllables(word))))


def _said_in_characters(said: str) -> str:
    """A room name typed in pinyin with its words in characters ("laoyuan-keting" →
    老院客厅, "laoyuan wc" → 老院卫生间, "yuanzi" → 院子); as it is when no part of it is the
    pinyin of a word for a room or for the old home."""
    parts = [part for part in _WORD_BREAKS.split(said.strip()) if part]
    by_sound = _room_words_by_sound()
    if not any(part in by_sound for part in parts):
        return said
    read = [by_sound.get(part) or in_chinese(part) for part in parts]
    return "".join(read) if not any(map(has_latin, read)) else " ".join(read)


# A room named with its own bathroom ("主卧带卫", "次卧带独卫").
_WITH_ITS_BATHROOM = re.compile(r"(?P<room>.+?)带独?卫(?:生间)?")


def read_room(name: str) -> RoomName:
    """Read a room name into floor, core and aliases (see RoomName)."""
    said = normalize(name)
    if has_latin(said):
        said = _said_in_characters(_FLOOR_WRITTEN.sub(_floor_as_read, said))
    code = _ROOM_CODE.match(said)
    if code is not None:
        # "Room-2A", "R3-01": an installer's code; its first digit is the floor. "Room 301"
        # is a guest room's number.
        unit = compact(code.group("unit"))
        if re.fullmatch(r"[1-9]\d{2}", unit):
            return RoomName(name, code.group("floor"), compact(said), _number_aliases(unit),
                            number=unit)
        return RoomName(name, code.group("floor"), compact(said), (unit,))
    below = _MINUS_FLOOR.match(said)
    if below is not None:
        said = f"负{below.group('number')}楼{said[below.end():]}"  # "-1F 车库" is below ground
    two = said.split(" ")
    if len(two) == 2 and all(_LOOKS_LIKE_A_ROOM.search(part) for part in two):
        said = "/".join(two)  # "2号房 双床房": a room and what it is, like "1号房(大床房)"
    elif len(two) == 2 and _LOOKS_LIKE_A_ROOM.search(two[0]) and holds_chinese(two[0]) \
            and _WHOSE_NAME.fullmatch(two[1]):
        said = "-".join(two)  # "D室 Kevin": a room and whose it is, like "C室-晓雯"
    # "TR2 观山", "A3 静室": a code and a name; people say either.
    code_and_name = [compact(part) for part in two] \
        if len(two) == 2 and any(_ROOM_CODE_PART.fullmatch(part) for part in two) else []
    parts = [compact(part) for part in _NAME_PARTS.split(said) if compact(part)]
    if len(parts) == 2 and parts[1] in _KIND_WORDS \
            and (_ZONE_ENDING.search(parts[0]) or _whose(parts[0]) in _KIN):
        parts = [parts[0] + parts[1]]  # "爸爸家-厨房": the 厨房 of 爸爸家
    first = parts[0] if parts else compact(name)
    floor, core = split_floor(first)
    if floor is not None and not core and len(parts) > 1:
        parts = parts[1:]  # "3F-海景房A": the floor, then the room
        first = core = parts[0]
    core = (core or first).removeprefix("的")  # "一楼的客厅"
    trailing = _TRAILING_FLOOR.match(core) if floor is None else None
    if trailing is not None:  # "Bathroom 2F"
        floor, core = split_floor(trailing.group("floor"))[0], trailing.group("core")
    aliases: list[str] = []
    number: str | None = None
    numbered = _ROOM_NUMBER.match(core) or _ROOM_NUMBER_LAST.match(core)
    if numbered is not None:
        # "101 大床房", "2F-201 观景房", "202": a hotel's room number, then what the room is;
        # people say either ("101的吸顶灯", "观景房的窗帘", "room 202").
        number = numbered.group("number")
        core = numbered.group("rest") or core
        aliases.extend(_number_aliases(number))
        if floor is None and len(number) >= 3:
            floor = number[:-2]  # room 203 is on the second floor
    chinese = in_chinese(core)
    someones = _SOMEONES_ENGLISH_ROOM.fullmatch(said.strip()) or _named_english_room(said)
    if someones is not None:
        # "Lily's Room": Lily's bedroom, said "lily房间", "lily的房间", "lily房".
        who = someones.group("who")
        chinese = f"{who}房间"
        aliases.extend((f"{who}的房间", f"{who}房", f"{who}屋", f"{who}卧室"))
    misspelt = _misspelt_kind(chinese) or _misheard_ending(chinese) or _typed_by_ear(chinese)
    if misspelt is not None:
        # "三楼卫生问": the bathroom, typed one character wrong; "布草件": the 布草间.
        aliases.append(chinese)
        chinese = misspelt
    if chinese != core:
        aliases.append(core)
    zone, kind = _zone_of(chinese)
    if zone is not None:  # "弟弟家客厅": the 客厅 of 弟弟家
        aliases.append(chinese)
        chinese = kind
    aliases.extend(_numbered_aliases(chinese))
    aliases.extend(_bedroom_said_otherwise(chinese))
    lettered = _LETTERED.match(chinese)
    if lettered is not None:  # "海景房A" is "A房", "room a"
        letter = lettered.group("letter")
        aliases.extend((f"{letter}房", f"{letter}房间", f"{letter}间", f"房间{letter}",
                        f"room{letter}"))
    en_suite = _WITH_ITS_BATHROOM.fullmatch(chinese)
    if en_suite is not None:  # "主卧带卫": the master bedroom, with its bathroom
        aliases.append(en_suite.group("room"))
    compound = _COMPOUND.match(chinese)
    if compound is not None:
        halves = [compound.group(h) + compound.group("kind") for h in ("a", "b")]
        if all(any(half in members for members in ROOM_GROUPS.values()) for half in halves):
            aliases.extend(halves)
    for part in parts[1:]:
        part_floor, rest = split_floor(part)
        if part_floor is not None and not rest:
            floor = floor or part_floor  # "花园(下层)", "卫生间（2F）"
        elif _LOOKS_LIKE_A_ROOM.search(part):
            aliases.append(part)
        elif len(part) >= 2:
            aliases.extend((f"{part}房间", f"{part}的房间", f"{part}房"))
    aliases.extend(part for part in code_and_name
                   if len(part) >= 2 and part != chinese and split_floor(part)[0] is None)
    return RoomName(name, floor, chinese, tuple(dict.fromkeys(aliases)), zone, number)


_KIND_WORDS = frozenset(word for words, members in ROOM_GROUPS.items()
                        for word in (*words, *members) if len(word) >= 2 and not word.isascii())
_SOMEONES_ROOMS = frozenset((*_SIBLINGS_ROOMS, *_PARENTS_ROOMS))
# "Lily's Room", "Tom's bedroom": someone's room, named in English.
_SOMEONES_ENGLISH_ROOM = re.compile(r"(?P<who>[a-z]+)\s*['’]\s*s\s*(?:bed)?room")
# "Kevin Room", "dage room": someone's room too, when the word before Room is no word for
# what a room is for or what it is like ("Tea Room", "Sun Room", "Spare Room").
_NAMED_ENGLISH_ROOM = re.compile(r"(?P<who>[a-z]{2,12})\s+room")
_ENGLISH_ROOM_PURPOSES = frozenset({
    "tea", "coffee", "game", "games", "music", "piano", "sun", "kiln", "play", "media", "tv",
    "rec", "boiler", "pump", "server", "utility", "mud", "powder", "sewing", "craft", "art",
    "yoga", "prayer", "wine", "cigar", "billiard", "pool", "card", "mahjong", "rest", "changing",
    "dressing", "sitting", "drawing", "reading", "computer", "control", "engine", "class",
    "board", "locker", "waiting", "family", "store", "stock", "box", "steam", "sauna", "spa",
    "tool", "coat", "boot", "wash", "bed", "kids", "baby", "children", "fitness", "training",
    "work", "meeting", "conference", "show", "sales", "tasting", "smoking", "massage", "therapy",
    "sleep", "nap", "quiet", "panic", "safe", "strong", "machine", "power", "plant", "potting",
    "green", "snow", "ski", "trophy", "great", "common", "day", "night", "party", "function",
    "ball", "dark", "clean", "cold", "hot", "heat", "ice", "my", "our", "your", "his", "her",
    "the", "one", "two", "three", "four", "spare", "extra", "back", "front", "side", "main",
    "big", "small", "little", "upper", "lower", "top", "east", "west", "north", "south", "new",
    "old", "living", "dining", "guest", "master", "bath", "laundry", "storage", "mail", "print",
    "copy", "break", "lunch", "staff", "study", "office", "cloak", "gun", "cool", "war", "garden",
    "hobby", "lego", "toy", "tech", "it", "data", "phone", "video", "photo", "school", "home",
    "house", "guard", "security", "fan", "long", "short", "wide", "narrow", "round", "open",
    "bright", "sunny", "warm", "empty", "private", "public", "red", "blue", "white", "black",
    "yellow", "pink", "grey", "gray", "gold"})


def _named_english_room(said: str) -> re.Match[str] | None:
    """"Kevin Room" as someone's room (see _NAMED_ENGLISH_ROOM), or None."""
    named = _NAMED_ENGLISH_ROOM.fullmatch(said.strip())
    if named is None or named.group("who") in _ENGLISH_ROOM_PURPOSES \
            or in_chinese(named.group("who")) != named.group("who"):
        return None
    return named


def _misspelt_kind(core: str) -> str | None:
    """The word for a kind of room that ``core`` is with its last character typed wrong
    ("卫生问" → 卫生间), the one it sounds like first ("老人访" → 老人房), when ``core`` is
    three Chinese characters or more and does not end the way a room name does; None
    otherwise."""
    if len(core) < 3 or not re.fullmatch(r"[\u4e00-\u9fff]+", core) \
            or _LOOKS_LIKE_A_ROOM.search(core) or core in _KIND_WORDS:
        return None
    kinds = [word for word in sorted(_KIND_WORDS)
             if len(word) == len(core) and word[:-1] == core[:-1]]
    # "老人访" is 老人房, not 老人屋: the character typed sounds like the one meant.
    sound = pinyin_syllables(core[-1])
    return next((word for word in kinds if pinyin_syllables(word[-1]) == sound),
                kinds[0] if kinds else None)


# Characters typed by ear for the one that ends a room's name ("布草件" for 布草间).
_ROOM_ENDINGS_HEARD = MappingProxyType({"件": "间", "建": "间", "坊": "房", "防": "房",
                                        "是": "室", "市": "室", "式": "室", "听": "厅",
                                        "庭": "厅", "郎": "廊", "朗": "廊"})


def _misheard_ending(core: str) -> str | None:
    """``core`` with its last character as a room's name ends, when it was typed by ear
    ("布草件" → 布草间, "卧式" → 卧室) in a name that does not end the way a room name does,
    of three Chinese characters or more, or of two that are then a word for a kind of room;
    None otherwise."""
    said = _ROOM_ENDINGS_HEARD.get(core[-1:])
    if said is None or len(core) < 2 or not re.fullmatch(r"[\u4e00-\u9fff]+", core) \
            or _LOOKS_LIKE_A_ROOM.search(core):
        return None
    heard = core[:-1] + said
    return heard if len(core) >= 3 or heard in _KIND_WORDS else None


def _typed_by_ear(core: str) -> str | None:
    """The word for a kind of room ``core`` sounds just like, typed with other characters
    of the same sound ("储务间" → 储物间); None when it sounds like none, or is one."""
    if len(core) < 2 or not re.fullmatch(r"[\u4e00-\u9fff]+", core) or core in _KIND_WORDS:
        return None
    heard = _room_words_by_sound().get("".join(pinyin_syllables(core)))
    return heard if heard is not None and heard in _KIND_WORDS else None


# Parts of a room that a home may keep as a room of their own or not ("主卧卫生间", "203的
# 浴室"): said after a room, the part of that room.
ROOM_PARTS = ("卫生间", "洗手间", "浴室", "厕所", "卫浴", "淋浴间", "阳台", "衣帽间")
# Words for any room: "小宇房间" is 小宇's room, not the 房间 of a part of the home 小宇.
_ANY_ROOM = frozenset({"房间", "屋子", "屋里"})


def _zone_of(core: str) -> tuple[str | None, str]:
    """Split a core into the zone before a word for a kind of room, and that word
    ("弟弟家客厅" → 弟弟家, 客厅); (None, core) when it starts with no zone ("主卧卫生间" is
    a room's bathroom, "健身房" a kind of room, "小宇房间" someone's room)."""
    for cut in range(2, min(len(core) - 1, 5)):
        zone, kind = core[:cut], core[cut:]
        if kind in _KIND_WORDS and kind not in _ANY_ROOM \
                and re.fullmatch(r"[\u4e00-\u9fff]+", zone) \
                and not any(zone.endswith(word) or word.startswith(zone)
                            for word in _KIND_WORDS - _SOMEONES_ROOMS):
            return zone, kind
    return None, core


class SaidInLabels(NamedTuple):
    """What the labels of each room's devices say of the room, as sorted (room, what) pairs."""

    floors: tuple[tuple[str, str], ...] = ()
    """The one floor they name, when they name no other ("4F温湿度计" and "4F燃气阀" in
    阿叔家客厅 → "4")."""
    numbers: tuple[tuple[str, str], ...] = ()
    """The one room number they start with ("203门锁" in 椰林 → "203": a room renamed that
    kept its number)."""
    unplaced_floors: tuple[str, ...] = ()
    """The floors named by the labels of devices in no room ("17楼走廊灯"): floors of the
    home, though no room says so."""
    kinds: tuple[tuple[str, str], ...] = ()
    """The word for a kind of room most of them start with ("展厅射灯1", "展厅灯带" in
    Showroom → 展厅; "书房灯" in 新房间 → 书房)."""
    holding: tuple[str, ...] = ()
    """The rooms that hold any device, sorted (empty when not known)."""


def rooms_said_in_labels(placed: Iterable[tuple[str | None, str]]) -> SaidInLabels:
    """What the labels of each room's devices (``placed``: (room, label) pairs) say of it."""
    floors: dict[str, set[str]] = {}
    numbers: dict[str, set[str]] = {}
    kinds: dict[str, Counter[str]] = {}
    unplaced: set[str] = set()
    holding: set[str] = set()
    for room, label in placed:
        if room is not None:
            holding.add(room)
        written = compact(label)
        numbered = _NUMBER_IN_A_LABEL.match(written)
        if numbered is not None and room is not None:
            numbers.setdefault(room, set()).add(numbered.group("number"))
        kind = _kind_a_label_starts_with(written)
        if kind is not None and room is not None:
            kinds.setdefault(room, Counter())[kind] += 1
        if written.startswith((*UPPER_LEVEL, *LOWER_LEVEL)):
            continue  # "楼上走廊灯" is upstairs of somewhere, not a floor of its own
        # "地暖-一层客厅": a floor said after the kind, before the room.
        floor, rest = next(((floor, rest) for part in (
            written, *_WORD_BREAKS.split(normalize(label)))
            for floor, rest in (split_floor(compact(part)),) if floor is not None and rest),
            (None, ""))
        if floor is not None and rest and (room is None or not is_the_stairs(room)):
            # "2楼走廊灯" in the stairwell is on its landing; the stairs are on every floor.
            (unplaced if room is None else floors.setdefault(room, set())).add(floor)

    def the_one(said: dict[str, set[str]]) -> tuple[tuple[str, str], ...]:
        return tuple(sorted((room, next(iter(found)))
                            for room, found in said.items() if len(found) == 1))
    return SaidInLabels(the_one(floors), the_one(numbers),
                        tuple(sorted(unplaced, key=_floor_order)),
                        tuple(sorted((room, kind) for room, said in kinds.items()
                                     if (kind := _most_said(said)) is not None)),
                        tuple(sorted(holding)))


def _most_said(said: Counter[str]) -> str | None:
    """The word said more often than any other, or None when two tie."""
    (first, most), *rest = said.most_common(2)
    return None if rest and rest[0][1] == most else first


def _kind_a_label_starts_with(label: str) -> str | None:
    """The word for a kind of room a compacted label starts with, after any floor, before a
    rest ("2F展厅射灯1" → 展厅, "健身房风扇" → 健身房); None when it starts with none."""
    _, rest = split_floor(label)
    if _LETTERED_ROOM.fullmatch(rest[:2]) and is_chinese(rest[2:3]):
        return rest[:2]  # "B房插座": the landlord's B房
    for cut in range(min(len(rest) - 1, 4), 1, -1):
        word = rest[:cut]
        if re.fullmatch(r"[\u4e00-\u9fff]+", word) and word not in _ANY_ROOM \
                and (word in _KIND_WORDS or _ENDS_LIKE_A_ROOM_KIND.search(word)):
            number = re.match(r"\d+(?=[\u4e00-\u9fff])", rest[cut:])
            return word + number.group(0) if number else word  # "次卧2灯": 次卧2
    return None


# A room known by its letter, as said at the start of a label ("B房插座", "C室门磁").
_LETTERED_ROOM = re.compile(r"[a-z][房室]")
# How the words for kinds of rooms end ("展厅", "健身房", "茶室"); not 台 or 间, which end
# labels' words as well ("书桌台灯", "中间射灯").
_ENDS_LIKE_A_ROOM_KIND = re.compile(r"(?:房|室|厅)$")
# Rooms for a trade, beside the shop words: a family's shop, showroom or workshop below.
_BUSINESS_ROOMS = frozenset({*_SHOP_ROOMS, "展厅", "展示厅", "陈列室", "办公室", "办公区",
                             "车间", "样品间", "前台", "大堂", "门卫", "会议室", "接待室"})
_BUSINESS_ENDINGS = ("仓", "车间", "店", "铺")
# Stairs are on every floor and none ("楼梯间", "楼梯口").
_STAIRS = "楼梯"


def _parts_of_the_account(rooms: Iterable[RoomName]) -> frozenset[str]:
    """The zones two rooms or more share ("阿娘屋里" of 阿娘屋里-客厅 and 阿娘屋里-卧室), and
    towns ("澳门" of "Macau Office"): parts of the account apart from the family's own rooms;
    a zone of one room ("观景" of 观景阳台) is only a word of its name."""
    zones = Counter(room.zone for room in rooms if room.zone is not None)
    return frozenset(zone for zone, count in zones.items() if count > 1 or zone in _TOWNS)


def is_the_stairs(room_name: str) -> bool:
    """True when the room called ``room_name`` is the stairs, on every floor and none
    ("楼梯间", "1F楼梯口")."""
    return split_floor(compact(room_name))[1].startswith(_STAIRS)
# The kinds of room a family lives in: a floor with one is not a shop's.
_DWELLING = frozenset({_BEDROOMS[0], "客厅", "厨房", "餐厅"})
# Names that say nothing of what a room is: the app's defaults ("新房间", "房间1").
_NAMELESS_ROOM = re.compile(r"(?:新建?|未命名|默认)?房间\d*")
# Nothing said of any room by its labels.
NOTHING_SAID_IN_LABELS = SaidInLabels()
# A room number a label starts with ("203门锁", "301落地灯").
_NUMBER_IN_A_LABEL = re.compile(r"(?P<number>[1-9]\d{2})(?=[\u4e00-\u9fff])")


@lru_cache(maxsize=64)
def room_lexicon(room_names: tuple[str, ...],
                 said_in_labels: SaidInLabels = NOTHING_SAID_IN_LABELS) -> RoomLexicon:
    """Read a home's room names (cached per home: the same names give the same lexicon).

    A room whose name says no floor is on the floor its devices' labels name, when
    ``said_in_labels`` (see rooms_said_in_labels) has it. A room of a zone whose name says no
    floor is on the floor of the zone's other rooms, when they share one ("弟弟家客厅" with
    "3楼-弟弟家卫生间")."""
    by_labels = dict(said_in_labels.floors)
    rooms = _parts_of_an_estate(
        _flats_by_number([read_room(name) for name in dict.fromkeys(room_names)]))
    rooms = [replace(room, floor=by_labels.get(room.name)) if room.floor is None else room
             for room in rooms]
    if any(room.number is not None for room in rooms):
        # Among numbered rooms, a room whose labels still carry a number of its own ("203门锁"
        # in 椰林) is one of them: a guest room, in the runs of numbers, though not called so.
        numbers = dict(said_in_labels.numbers)
        taken = {room.number for room in rooms}
        rooms = [replace(room, number=number, floor=room.floor or number[:-2],
                         aliases=(*room.aliases, *_number_aliases(number)))
                 if room.number is None and (number := numbers.get(room.name)) is not None
                 and number not in taken else room for room in rooms]
    rooms, counted = _one_numbering_of_levels(rooms)
    rooms = _levels_as_numbered(rooms, (*by_labels.values(), *said_in_labels.unplaced_floors))
    zone_floors: dict[str, set[str]] = {}
    for room in rooms:
        # (a room that is a floor of its part, "老厝楼上", says nothing of the part's others)
        if room.zone is not None and room.floor is not None and not is_floor_word(room.core):
            zone_floors.setdefault(room.zone, set()).add(room.floor)
    rooms = [replace(room, floor=next(iter(zone_floors[room.zone])))
             if room.zone is not None and room.floor is None
             and len(zone_floors.get(room.zone, ())) == 1 else room for room in rooms]
    rooms = [replace(room, floor=_floor_of_the_room_it_is_in(room, rooms)) for room in rooms]
    rooms = _floors_between_neighbours(_shopfront_on_the_ground_floor(_rooms_among_a_part(rooms)))
    rooms = _a_flat_below_its_loft(_a_flat_on_its_one_storey(rooms))
    floors = tuple(sorted({room.floor for room in rooms if room.floor}, key=_floor_order))
    called = _called_as_their_labels_say(RoomLexicon(tuple(rooms), floors),
                                         said_in_labels.kinds)
    rooms = [replace(room, aliases=(*room.aliases, called[room.name]))
             if room.name in called else room for room in rooms]
    shop_floor = _the_shop_floor(rooms, floors)
    if shop_floor is not None:
        # A shop's rooms are together: those that say no floor are on the shop's.
        rooms = _floors_between_neighbours([
            replace(room, floor=shop_floor)
            if room.floor is None and room.zone is None and _is_for_business(room) else room
            for room in rooms])
    empty = frozenset(room.name for room in rooms if said_in_labels.holding
                      and room.name not in said_in_labels.holding)
    return RoomLexicon(tuple(rooms), floors, shop_floor, empty, counted)


def _shopfront_on_the_ground_floor(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with a shopfront whose name says no floor ("门面房" of a village house whose
    rooms say 一楼, 二楼) on the ground floor: a shop opens onto the street."""
    if not any(room.floor == "1" for room in rooms):
        return rooms
    return [replace(room, floor="1") if room.floor is None and room.zone is None
            and any(group[0] == _SHOP for group in _groups_of(room.core)) else room
            for room in rooms]


def _is_for_business(room: RoomName) -> bool:
    """Whether ``room`` is for a shop's or workshop's trade ("展厅", "样品仓", "柜台", "后厨")."""
    return any(word in _BUSINESS_ROOMS or word.endswith(_BUSINESS_ENDINGS)
               or any(group[0] == _SHOP for group in _groups_of(word))
               for word in (room.core, *room.aliases))


def _the_shop_floor(rooms: Sequence[RoomName], floors: Sequence[str]) -> str | None:
    """The ground floor, when the home has floors above it and none below, and the rooms on
    it are a shop's or a workshop's and none a bedroom, living room or home kitchen; None
    otherwise."""
    if len(floors) < 2 or floors[0] != "1":
        return None
    ground = [room for room in rooms if room.floor == "1"]
    trade = [room for room in ground if _is_for_business(room)]
    dwelling = [room for room in ground if room not in trade and any(
        group[0] in _DWELLING for group in _groups_of(room.core))]
    return "1" if trade and not dwelling else None


def _called_as_their_labels_say(lexicon: RoomLexicon, kinds: Iterable[tuple[str, str]]
                                ) -> dict[str, str]:
    """The rooms whose names say nothing of what they are in Chinese words ("Showroom",
    "新房间", "3F-02"), or whose labels number them, each with the word for a kind of room
    (and its number) most of its labels start with,
    when no room is called so and no other room's labels start with it ("展厅" for Showroom,
    its labels being 展厅射灯1…; "书房" for 新房间, though 书房 is also the kind of 办公室)."""
    nameless = {room.name for room in lexicon.rooms if room.number is None
                and (not holds_chinese(room.name)
                     or _NAMELESS_ROOM.fullmatch(room.core))}
    called = {word for room in lexicon.rooms
              for word in (compact(room.name), room.core, *room.aliases)}
    said = [(room, kind) for room, kind in kinds if kind not in called]
    claimed = Counter(kind for _, kind in said)
    # A numbered room its labels say ("次卧2灯", "次卧2空调" in 小王的窝, beside 次卧1) is that
    # room whatever else it is called; so is a lettered one ("D房插座" in 老刘房).
    return {room: kind for room, kind in said
            if (room in nameless or kind[-1].isdigit()
                or _LETTERED_ROOM.fullmatch(kind)) and claimed[kind] == 1}


def _parts_of_an_estate(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with those whose name starts with a building or a flat of the estate read as
    a room of that part ("新楼三楼-茶室": the 茶室 on the third floor of 新楼; "茶厂萎凋间": the
    萎凋间 of 茶厂; "东户客厅": the 客厅 of the east flat), when at least two rooms are named
    after the part, or it is a flat or a numbered block ("西户客厅" beside 东户客厅)."""
    parted = {room.name: said for room in rooms
              if room.number is None and (said := _part_of_an_estate(room.name)) is not None
              and (room.zone is None or room.zone.startswith(said[0]))}
    count = Counter(part for part, _ in parted.values())
    read: list[RoomName] = []
    for room in rooms:
        part, inside = parted.get(room.name, (None, room))
        if part is None or (count[part] < 2 and part[-1] not in _UNITS):
            read.append(room)
            continue
        read.append(replace(inside, name=room.name, zone=part,
                            aliases=(*inside.aliases, f"{part}{inside.core}")))
    return read


def _part_of_an_estate(name: str) -> tuple[str, RoomName] | None:
    """The part of an estate a room name starts with, and the room or floor the rest names,
    read; None when it starts with no part ("二楼客厅" starts with a floor, "阁楼卧室" with a
    kind of room) or goes on with no room."""
    said = _BUILDING_FIRST.match(normalize(name).strip())
    if said is None:
        return None
    part, rest = said.group("part"), said.group("rest").lstrip(" -_·")
    if split_floor(part)[0] is not None or part in _KIND_WORDS or _groups_of(part) or not rest:
        return None
    inside = read_room(rest)
    looks = inside.floor is not None or bool(_groups_of(inside.core)) \
        or _LOOKS_LIKE_A_ROOM.search(inside.core) is not None or inside.core[-1:] in "厅堂屋"
    return (part, inside) if looks else None


# A part of an estate said first in a room's name: a building ("新楼", "老厝", "茶厂", "A栋"),
# a flat ("东户") or a courtyard ("西院"), by the word it ends with.
_PARTS_OF_AN_ESTATE = "楼厝厂栋座户院宅"


def _a_part_of_an_estate(zone: str) -> bool:
    """Whether ``zone`` is a building or a flat of an estate ("新楼", "茶厂", "东户"), not
    someone's home ("爸家")."""
    return zone[-1] in _PARTS_OF_AN_ESTATE


_BUILDING_FIRST = re.compile(rf"^(?P<part>[\u4e00-\u9fffa-z][{_PARTS_OF_AN_ESTATE}])(?P<rest>.+)$")
# Parts that are units of their own, named so even when one room is ("西户客厅").
_UNITS = frozenset("户栋座")


def _flats_by_number(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with those that share a flat's number ("1602客厅", "1602厨房") in the part of
    the account that number names, as others are in the part named after whose it is; a
    hotel's rooms have one number each."""
    flats = Counter(room.number for room in rooms
                    if room.number is not None and len(room.number) == 4)
    return [replace(room, zone=room.number, number=None,
                    aliases=tuple(alias for alias in room.aliases
                                  if room.number not in alias))
            if room.number is not None and flats[room.number] > 1 else room
            for room in rooms]


def _one_numbering_of_levels(rooms: list[RoomName]
                             ) -> tuple[list[RoomName], tuple[str, ...]]:
    """``rooms`` with those named by their level in the flat ("一层老人房", "二层书房") on the
    building's floors the other rooms' names number ("25F餐厅", "26F主卧"), when the home
    has as many levels of each, one after another: a duplex high in a tower is called both
    ways. With those floors, lowest first; as they are, and no floors, otherwise."""
    keys = {room.floor for room in rooms if room.floor is not None}
    if any(key.startswith("B") for key in keys):
        return rooms, ()
    levels = sorted(int(key) for key in keys if int(key) < TOWER_FLOORS)
    building = sorted(int(key) for key in keys if int(key) >= TOWER_FLOORS)
    if len(levels) < 2 or len(building) != len(levels) \
            or levels != list(range(1, len(levels) + 1)) \
            or building != list(range(building[0], building[0] + len(building))):
        return rooms, ()
    as_built = {str(level): str(floor) for level, floor in zip(levels, building, strict=True)}
    return [replace(room, floor=as_built[room.floor]) if room.floor in as_built else room
            for room in rooms], tuple(as_built.values())


def _levels_as_numbered(rooms: list[RoomName], by_labels: Iterable[str]) -> list[RoomName]:
    """``rooms`` with those named upstairs or downstairs ("楼下卧室", "客厅（下层）") on the
    upper or lower of the two floors the other rooms' names or the labels (``by_labels``)
    number ("5楼厨房", "6楼阳台", a "27F新风" downstairs), when there are two and no more; as
    they are otherwise."""
    def level_of(room: RoomName) -> int | None:
        name = compact(room.name)
        upper = any(word in name for word in UPPER_LEVEL)
        lower = any(word in name for word in LOWER_LEVEL)
        return None if upper == lower else (1 if upper else 0)
    levelled = {room.name: level for room in rooms if (level := level_of(room)) is not None}
    numbered = sorted({room.floor for room in rooms
                       if room.name not in levelled and room.floor is not None}
                      | set(by_labels), key=_floor_order)
    numbered = [key for key in numbered if not key.startswith("B")]  # a store below ground
    if not levelled or len(numbered) != 2:
        return rooms
    rooms = [replace(room, floor=numbered[levelled[room.name]]) if room.name in levelled
             else room for room in rooms]
    if set(levelled.values()) == {0} and any(room.zone is not None for room in rooms):
        # Two flats one above the other, the lower one's rooms named downstairs or after its
        # people ("楼下卧室", "爷爷家客厅") and the upper one's rooms named plainly: the plain
        # rooms whose floor nothing says are upstairs, the people's downstairs.
        lower, upper = numbered
        rooms = [replace(room, floor=lower if room.zone is not None else upper)
                 if room.floor is None else room for room in rooms]
    return rooms


def _floors_between_neighbours(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with each whose floor nothing says on the floor of the rooms around it in the
    home's own order, when the nearest placed room before it and the nearest after it are on
    one floor ("餐厅", "厨房" listed between "二楼客厅" and "二楼主卧": people make a floor's
    rooms one after another), or when the stairs stand on one side, parting that floor from
    another ("门卫" between "1F样品仓" and "楼梯间", "二楼客厅" after it), and no yard or
    garden parts it from that floor ("南屋" among the yard's places, after the stairs). The
    rooms listed first, before the ground floor's, are on it. A room of another part of the
    account (a zone two rooms share) or of the guest rooms, or the end of the list, leaves
    it as it is; the yard, the gate and the garden are on no floor."""
    parts = _parts_of_the_account(rooms)
    ground = min((room.floor for room in rooms if room.floor is not None
                  and not room.floor.startswith("B")), key=_floor_order, default=None)

    def apart(room: RoomName) -> bool:
        return room.number is not None or room.zone in parts

    def placed(order: Iterable[RoomName]) -> tuple[str | None, bool, bool]:
        """The floor of the nearest placed room, and whether the stairs, and the yard or
        garden, come before it."""
        past_stairs = past_outdoors = False
        for other in order:
            if apart(other):
                return None, past_stairs, past_outdoors
            if other.floor is not None:
                return other.floor, past_stairs, past_outdoors
            past_stairs = past_stairs or is_the_stairs(other.name)
            past_outdoors = past_outdoors or _outside_the_house(other)
        return None, past_stairs, past_outdoors
    # A ground floor with no floor above it named ("1F车库" under a flat of unnamed rooms)
    # says nothing of the rooms listed before it.
    storeys = any(room.floor is not None and room.floor != ground
                  and not room.floor.startswith("B") for room in rooms)
    top = max((room.floor for room in rooms if room.floor is not None
               and not room.floor.startswith("B")), key=_floor_order, default=None)
    found = list(rooms)
    for at, room in enumerate(rooms):
        if room.floor is not None or apart(room) or _outside_the_house(room) \
                or is_the_stairs(room.name):
            continue
        (before, stairs_before, yard_before), (after, stairs_after, yard_after) = \
            placed(reversed(rooms[:at])), placed(rooms[at + 1:])
        if before is None and after == "1" == ground and storeys and not stairs_after \
                and not yard_after and not any(map(apart, rooms[:at])):
            # "堂屋", "东屋" listed first, then "1F-厨房": the ground floor, listed first.
            found[at] = replace(room, floor=after)
            continue
        if before is not None and after is None and yard_after and not stairs_after \
                and not stairs_before and not _on_the_roof(room):
            # "租户" after "3F储藏室", before the yard and the gate: a room of the last floor,
            # added with it before the outdoors (a roof terrace is above it).
            found[at] = replace(room, floor=before)
            continue
        if before is not None and after is None and before == top and not yard_after \
                and not stairs_after and not _above_the_floors(room, rooms[:at]) \
                and _up_the_stairs(rooms[:at], before):
            # "Room 1", "C房" listed last after the stairs and "12F走廊": the top floor's,
            # listed after the stairs that lead up to it.
            found[at] = replace(room, floor=before)
            continue
        if before is None or after is None:
            continue
        if before == after:
            found[at] = replace(room, floor=before)
        elif stairs_before != stairs_after and not (yard_after if stairs_before else yard_before):
            found[at] = replace(room, floor=after if stairs_before else before)
    return found


def _above_the_floors(room: RoomName, listed: Sequence[RoomName]) -> bool:
    """Whether ``room`` is the roof or the attic, or listed after one of them since the last
    room placed on a floor ("露台" after "阁楼(茶室)")."""
    last = max((at for at, other in enumerate(listed) if other.floor is not None), default=-1)
    return any(_on_the_roof(other) or _LOFT.search(other.name.lower())
               for other in (*listed[last + 1:], room))


def _up_the_stairs(listed: Sequence[RoomName], floor: str) -> bool:
    """Whether ``listed`` holds the stairs, and after them rooms of ``floor`` only, of which
    at least one says so, and no room of another part of the account."""
    stairs = max((at for at, room in enumerate(listed) if is_the_stairs(room.name)), default=None)
    if stairs is None:
        return False
    after = listed[stairs + 1:]
    floors = {room.floor for room in after if room.floor is not None}
    return floors == {floor} and all(room.zone is None and room.number is None for room in after)


# A flat's storey is high in its tower: a house names more of its storeys than its third.
_LOWEST_STOREY_OF_A_FLAT = 3
# Where a tower's cars are kept: under it, whatever floor the flat is on.
_PARKING = frozenset({"车库", "车位", "停车位", "地库"})


def _storey_of_a_flat(floors: Iterable[str]) -> str | None:
    """The one storey above ground of ``floors`` when it is the third or higher (a flat high
    in a tower, beside its basement levels), else None."""
    storeys = {key for key in floors if not key.startswith("B")}
    storey = storeys.pop() if len(storeys) == 1 else None
    return storey if storey is not None \
        and _floor_order(storey) >= _LOWEST_STOREY_OF_A_FLAT else None


def _a_flat_on_its_one_storey(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with each whose floor nothing says on the one storey above ground the home
    names, when that is the third or higher ("7楼阳台", "19F电梯厅" among "客厅", "主卧": a
    flat in a tower, whose basement holds its storage and car), and no room without a floor
    shares the core of a room on it (a "4楼卫生间" beside a "卫生间" is another home's, on
    another floor). A room of another part of the account, outdoors or for parking stays
    where it is."""
    storey = _storey_of_a_flat(room.floor for room in rooms if room.floor is not None)
    if storey is None:
        return rooms
    unplaced = [room for room in rooms if room.floor is None]
    if {room.core for room in rooms if room.floor == storey} & {room.core for room in unplaced}:
        return rooms
    return [replace(room, floor=storey)
            if room.floor is None and room.zone is None and room.number is None
            and not _outside_the_house(room) and room.core not in _PARKING
            and not is_the_stairs(room.name) else room
            for room in rooms]


# The hall said of a place: a guesthouse's lobby, where it has one, else a home's living room.
_HALL, _LOBBY = "大厅", "大堂"
# Words for a room a home (or a part of it) has one of, so that two rooms so called are the
# one room made twice: its living room, its helper's room, its roof ("房顶" beside 楼顶; a
# roof terrace, 天台, may be apart from it) and its shop ("门面" beside 店里).
# (a reception desk and its lobby may be two rooms of a guest house: "前台" and "大堂" are not)
_ONE_OF_A_HOME = (("客厅", "起居室", "起居厅"), _HELPERS_ROOMS,
                  ("楼顶", "房顶", "屋顶", "顶楼"),
                  ("店面", "门面", "店里", "铺面", "铺子", "店铺", "铺头"))
# The word a room's name may end with, or not, when typed again ("C室" for C房, "202 双床" for
# 202双床房).
_ROOM_RETYPED = re.compile(r"(?<=.)(?:房间|[房室间])$")
# A loft: the upper level of a flat, over its one floor.
_LOFT = re.compile(r"阁楼|loft")


def _a_flat_below_its_loft(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with each whose floor nothing says on the first floor, when the home names
    only a first and a second floor and the second holds only its loft ("一楼客厅", "厨房",
    "Jack房间" under "2F 阁楼" and "阁楼 储物间": a flat with a loft over it). A room of
    another part of the account, outdoors, for parking or the stairs stays where it is."""
    upper = [room for room in rooms if room.floor == "2"]
    if {room.floor for room in rooms if room.floor is not None} != {"1", "2"} \
            or not all(_LOFT.search(room.name.lower()) for room in upper):
        return rooms
    zones = Counter(room.zone for room in rooms if room.zone is not None)
    return [replace(room, floor="1")
            if room.floor is None and room.number is None
            and (room.zone is None or _someones_bedroom(room, zones))
            and not _outside_the_house(room) and room.core not in _PARKING
            and not is_the_stairs(room.name) else room
            for room in rooms]


def _someones_bedroom(room: RoomName, zones: Mapping[str, int]) -> bool:
    """Whether ``room`` is the one room of its zone and a bedroom ("阿杰卧室"): someone's
    room in the home, not a part of the account."""
    return room.zone is not None and zones.get(room.zone) == 1 and _a_bedroom(room)


def _a_bedroom(room: RoomName) -> bool:
    """Whether ``room`` is a bedroom by its name."""
    return any(group[0] == "卧室" for group in _groups_of(room.core))


# Places outside the house, on none of its floors (a garage may be under it).
# (仓房 is the shed in a northern yard.)
_OUTDOORS = frozenset({*ROOM_GROUPS[OUTSIDE_WORDS], "门楼", "大棚", "温室", "菜地",
                       "仓房"}) - {"车库"}


def _on_the_roof(room: RoomName) -> bool:
    """Whether ``room`` is the roof or a roof terrace."""
    return any(group[0] == "天台" for group in _groups_of(room.core))


def _outside_the_house(room: RoomName) -> bool:
    """Whether ``room`` is outside the house, on none of its floors: its yard, garden, gate
    or greenhouse, when its name says no floor (a "花园(下层)" is a level's terrace)."""
    return room.floor is None and (room.core in _OUTDOORS or any(
        group == OUTSIDE_WORDS or group[0] == "花园" for group in _groups_of(room.core)))


def _rooms_among_a_part(rooms: list[RoomName]) -> list[RoomName]:
    """``rooms`` with each that says no floor and no part of the account in the part listed
    on both sides of it ("炕房" and "kitchen2" between "laoyuan-keting" and "laoyuan WC"):
    another home added to the account later has its rooms listed together, whatever they
    are named. At the end of the list, a room may as well be the family's, added later."""
    parts = _parts_of_the_account(rooms)

    def nearest(order: Iterable[RoomName]) -> str | None:
        """The part of the nearest room placed on a floor or in a part."""
        for other in order:
            if other.zone in parts:
                return other.zone
            if other.floor is not None or other.zone is not None or other.number is not None:
                return None
        return None
    found = list(rooms)
    for at, room in enumerate(rooms):
        if room.floor is not None or room.zone is not None or room.number is not None \
                or is_the_stairs(room.name):
            continue
        before, after = nearest(reversed(rooms[:at])), nearest(rooms[at + 1:])
        if before is not None and after == before:
            found[at] = replace(room, zone=before,
                                aliases=(*room.aliases, f"{before}{room.core}"))
    return found


def _floor_of_the_room_it_is_in(room: RoomName, rooms: Sequence[RoomName]) -> str | None:
    """The floor of ``room``, or of the room its name says it is part of ("阁楼 储物间" of
    "2F 阁楼", "主卧卫生间" of "二楼主卧") when its own name says none."""
    if room.floor is not None:
        return room.floor
    # The whole name, zone included: "阁楼 储物间" is read as 储物间 of the zone 阁楼.
    whole = f"{room.zone}{room.core}" if room.zone else room.core
    floors = {other.floor for other in rooms if other.floor is not None
              and len(other.core) >= 2 and whole.startswith(other.core)
              and len(whole) > len(other.core) + 1}
    return floors.pop() if len(floors) == 1 else None


def rooms_named_by(terms: Iterable[str], lexicon: RoomLexicon, widen: bool = False,
                   exactly: bool = False) -> tuple[frozenset[str], tuple[str, ...]]:
    """Resolve room words: the home rooms they name, and the words that name none (see
    RoomLexicon.resolve for ``widen`` and ``exactly``)."""
    rooms: set[str] = set()
    unknown: list[str] = []
    for term in terms:
        found = lexicon.resolve(term, widen, exactly)
        if found is None:
            unknown.append(compact(term))
        else:
            rooms |= found
    return frozenset(rooms), tuple(sorted(set(unknown)))
