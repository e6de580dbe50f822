"""Devices described by what they do: "烧水的那个", "冻东西的那个柜子", "那个抽水的".

People who do not remember a device's label say what it is for. The words for each use
are a short fixed list; which of them is meant comes from the home: the one its labels
hold ("电水壶" in a home whose kettle is so labelled, "饮水机" in another). A use no label
of the home answers, or several devices of different words answer ("烤火的那个" beside an
油汀 and a 暖风机), is left as said: which one is not guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType

# The words a feeder's label may hold ("猫咪喂食器", "狗粮机", "胖橘的饭碗").
_FEEDERS = ("喂食器", "投料机", "投食器", "喂鱼器", "投喂", "喂食", "投料", "粮机", "饭碗", "饭盆",
            "食盆")
# A use, as said, and the words a label for a device of that use may hold, the likeliest
# first.
_USES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"烧(?:开|热)?水|煮水|打开水", ("烧水壶", "电水壶", "热水壶", "养生壶", "水壶", "开水器",
                                "饮水机", "茶炉", "烧水")),
    (r"泡茶|煮茶|烧茶|冲茶|沏茶", ("茶炉", "煮茶", "泡茶", "茶壶", "茶吧机", "电陶炉", "烧水壶",
                            "电水壶", "水壶")),
    (r"冻(?:东西|肉|鱼|冰|饺子|菜)?|冷冻|速冻", ("冰柜", "冷柜", "冷冻", "冻柜", "冷库")),
    (r"冷藏|放菜|放饮料", ("冰箱", "冷藏")),
    (r"洗衣(?:服|裳)?", ("洗衣机", "洗衣")),
    (r"烘(?:衣服|衣裳|干)", ("烘干机", "干衣机", "烘干")),
    (r"洗碗", ("洗碗机",)),
    (r"扫地|拖地|吸尘|吸灰|扫灰", ("扫地机", "扫拖", "吸尘器", "机器人")),
    (r"吹冷气|出冷风|吹凉风|吹冷风", ("空调", "冷气")),
    (r"取暖|烤火|供暖|暖脚", ("取暖器", "小太阳", "暖风机", "电暖器", "电暖气", "油汀",
                         "烤火炉", "暖脚器", "暖气")),
    (r"抽水|打水|抽井水", ("水泵", "抽水泵", "潜水泵", "井泵", "抽水", "泵")),
    (r"喂(?:食|鱼|猫|狗|鸽子?|鸡)|投(?:料|食|饵)|撒饲料", _FEEDERS),
    (r"(?:给[^,的]{1,4})?充电", ("充电桩", "充电器", "充电")),
    (r"唱戏|听戏|放戏|唱曲", ("戏匣子", "唱戏机", "收音机", "听戏机", "念佛机")),
    (r"讲故事", ("故事机", "早教机")),
    (r"打苍蝇|打蚊子|灭蚊|灭蝇|电蚊子|驱蚊", ("灭蚊灯", "灭蝇灯", "灭蚊器", "驱蚊器", "灭蚊",
                                    "灭蝇")),
    (r"照(?:菜|苗|花)|补光", ("补光灯", "植物灯", "补光")),
    (r"加湿", ("加湿器",)),
    (r"除湿|抽湿", ("除湿机", "抽湿机", "除湿器")),
    (r"净化空气", ("净化器", "新风")),
    (r"养鱼", ("鱼缸", "水族箱", "增氧泵")),
    (r"煮饭|蒸饭", ("电饭煲", "电饭锅")),
    (r"吹头发", ("吹风机",)),
    (r"放车|停车", ("车库门",)),
)
# "那个", "这台": pointing at one.
_THAT_ONE = r"(?:那|这)(?:个|台|只|盏|部)?"
# What a device is called when its name is forgotten ("柜子", "机器").
_THING = r"(?:柜子|柜|炉子|炉|机器|机子|东西|玩意儿?|家伙|盒子|桶|壶|锅)"
# A use, said with what points at the device: "烧水的那个", "那个烧水的", "冻东西的柜子".
# (what the use is done to, "给鱼喂食的", is part of the description)
_ANY_USE = rf"(?:给[^,的]{{1,4}})?(?:{'|'.join(f'(?:{use})' for use, _ in _USES)})"
_DESCRIBED = re.compile(
    rf"(?:{_THAT_ONE})?(?P<use>{_ANY_USE})的(?:(?:{_THAT_ONE}){_THING}?|{_THING})"
    rf"|{_THAT_ONE}(?P<use_last>{_ANY_USE})的")
_USE_PATTERNS = tuple((re.compile(use), words) for use, words in _USES)


def words_for_uses(labels: Iterable[str]) -> Mapping[str, frozenset[str]]:
    """The words for a device of some use that the compacted ``labels`` hold → the labels
    that hold each."""
    said = tuple(labels)
    return MappingProxyType({word: holding for _, words in _USES for word in words
                             if (holding := frozenset(label for label in said if word in label))})


def feeders(labelled: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """The labels of the feeders, of ``labelled`` (words_for_uses of the home's labels)."""
    return frozenset().union(*(labelled.get(word, frozenset()) for word in _FEEDERS))


def say_what_is_described(text: str, labelled: Mapping[str, frozenset[str]]) -> str:
    """``text`` with a device described by its use said as the home's word for it
    ("烧水的那个开开" → "电水壶开开" when a label holds 电水壶); ``labelled`` is
    words_for_uses of the home's labels. Devices of different words ("烤火的那个" beside an
    油汀 and a 暖风机) are said as one or the other ("油汀或暖风机"), so which is asked. A use
    no label answers is left as said. Never raises."""
    def replace(described: re.Match[str]) -> str:
        use = described.group("use") or described.group("use_last")
        words = next(words for pattern, words in _USE_PATTERNS if pattern.search(use))
        present = [word for word in words if word in labelled]
        if not present:
            return described.group(0)
        holding = frozenset().union(*(labelled[word] for word in present))
        if len(holding) == 1:
            return next(iter(holding))  # "吸灰的机器": the one 扫拖机器人, as labelled
        # the word every such label holds ("冰柜" of 冰柜1 and 冰柜2), or each label's own
        common = [word for word in present if labelled[word] == holding]
        return common[0] if common else "或".join(sorted(holding))
    return _DESCRIBED.sub(replace, text)
