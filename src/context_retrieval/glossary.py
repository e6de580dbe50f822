"""English words of device labels, said in Chinese.

Accounts are set up by whoever installs the devices, often in English ("Floor Lamp",
"LR Light 1", "Bedroom AC", "Soundbar"), while the people at home say the Chinese words
("落地灯", "客厅灯1", "卧室空调", "回音壁"). A label's gloss puts the Chinese words in place of
the English ones it knows and keeps everything else, so the label can be matched as said.
"""

from __future__ import annotations

import re
from functools import lru_cache

from context_retrieval.text import compact, normalize

# (English words, Chinese word), one entry per meaning; a phrase wins over its words.
_DEVICE_WORDS = (
    ("floor lamp", "落地灯"), ("standing lamp", "落地灯"), ("desk lamp", "台灯"),
    ("table lamp", "台灯"), ("reading lamp", "阅读灯"), ("bedside lamp", "床头灯"),
    ("night light", "小夜灯"), ("nightlight", "小夜灯"), ("ceiling light", "吸顶灯"),
    ("ceiling lamp", "吸顶灯"), ("ceiling fan", "吊扇"), ("down light", "筒灯"),
    ("downlight", "筒灯"), ("spot light", "射灯"), ("spotlight", "射灯"), ("spot", "射灯"),
    ("led strip", "灯带"), ("light strip", "灯带"), ("strip light", "灯带"), ("strip", "灯带"),
    ("pendant", "吊灯"), ("chandelier", "吊灯"), ("wall lamp", "壁灯"), ("wall light", "壁灯"),
    ("mirror light", "镜前灯"), ("color lamp", "彩灯"), ("colour lamp", "彩灯"),
    ("color light", "彩灯"), ("colour light", "彩灯"), ("lamp", "台灯"), ("light", "灯"),
    ("bulb", "灯泡"), ("plant light", "补光灯"), ("grow light", "补光灯"),
    ("air conditioner", "空调"), ("aircon", "空调"), ("ac", "空调"), ("a/c", "空调"),
    ("heater", "取暖器"), ("floor heating", "地暖"), ("water heater", "热水器"),
    ("air purifier", "净化器"), ("purifier", "净化器"), ("dehumidifier", "除湿机"),
    ("humidifier", "加湿器"), ("exhaust fan", "排气扇"), ("fan", "风扇"),
    ("blackout curtain", "遮光帘"), ("blackout", "遮光帘"), ("sheer curtain", "纱帘"),
    ("curtain", "窗帘"), ("sheer", "纱帘"), ("blind", "百叶帘"), ("shade", "遮阳帘"),
    ("tv", "电视"), ("television", "电视"), ("soundbar", "回音壁"), ("speaker", "音箱"),
    ("plug", "插座"), ("socket", "插座"), ("outlet", "插座"), ("switch", "开关"),
    ("door lock", "门锁"), ("lock", "门锁"), ("doorbell", "门铃"), ("camera", "摄像头"),
    ("sensor", "传感器"), ("robot vacuum", "扫地机"), ("vacuum", "扫地机"),
    ("washer", "洗衣机"), ("washing machine", "洗衣机"), ("dryer", "烘干机"),
    ("dishwasher", "洗碗机"), ("fridge", "冰箱"), ("refrigerator", "冰箱"), ("freezer", "冰柜"),
    ("oven", "烤箱"), ("microwave", "微波炉"), ("rice cooker", "电饭煲"),
    ("range hood", "油烟机"), ("cooker hood", "油烟机"), ("hood", "油烟机"),
    ("radio", "收音机"), ("amplifier", "功放"), ("amp", "功放"), ("receiver", "功放"),
    ("sprinkler", "喷灌"), ("irrigation", "喷灌"), ("water pump", "水泵"), ("pump", "水泵"),
    ("massage chair", "按摩椅"), ("electric blanket", "电热毯"), ("blanket", "电热毯"),
    ("gas valve", "燃气阀"), ("water valve", "水阀"), ("gas detector", "燃气报警器"),
    ("smoke detector", "烟雾报警器"), ("smoke alarm", "烟雾报警器"), ("siren", "报警器"),
    ("leak sensor", "水浸传感器"), ("water leak", "水浸"), ("motion sensor", "人体传感器"),
    ("presence sensor", "人体存在"), ("fall sensor", "跌倒监测"), ("fall detector", "跌倒监测"),
    ("emergency button", "紧急按钮"), ("panic button", "紧急按钮"), ("button", "按钮"),
    ("boiler", "壁挂炉"), ("heat pump", "热泵"),
    ("kettle", "水壶"), ("projector screen", "投影幕布"), ("projector", "投影仪"),
    ("screen", "幕布"), ("valve", "阀门"), ("garage door", "车库门"), ("sign", "招牌"),
    ("shutter", "卷帘门"), ("roller door", "卷帘门"), ("bamboo blind", "竹帘"),
    ("track light", "射灯"), ("fairy lights", "串灯"), ("fairy light", "串灯"),
    ("radiator", "暖气"),
    ("mister", "喷雾"), ("misting", "喷雾"), ("mist", "喷雾"),
    ("printer", "打印机"), ("router", "路由器"),
)
_PLACES = (
    ("living room", "客厅"), ("lr", "客厅"), ("dining room", "餐厅"), ("kitchen", "厨房"),
    ("kit", "厨房"), ("master bedroom", "主卧"), ("mbr", "主卧"), ("bedroom", "卧室"),
    ("br", "卧室"),
    ("bathroom", "卫生间"), ("study", "书房"), ("balcony", "阳台"), ("hallway", "走廊"),
    ("corridor", "走廊"), ("entrance", "玄关"), ("garage", "车库"), ("tea room", "茶室"),
    ("kiln room", "窑房"), ("lobby", "大厅"),
    ("comfort room", "卫生间"),
    ("kids room", "儿童房"), ("grandpa", "爷爷"), ("grandma", "奶奶"),
)
# Brands in labels, said by their Chinese names ("戴森" for a label "Dyson"; Hue is
# Philips'). A brand said in English is the label's own word and stays as said.
_BRANDS = (
    ("dyson", "戴森"), ("philips", "飞利浦"), ("hue", "飞利浦"), ("xiaomi", "小米"),
    ("mijia", "米家"), ("roborock", "石头"), ("ecovacs", "科沃斯"), ("dreame", "追觅"),
    ("yeelight", "易来"), ("aqara", "绿米"), ("midea", "美的"), ("gree", "格力"),
    ("haier", "海尔"), ("samsung", "三星"), ("sony", "索尼"), ("panasonic", "松下"),
    ("daikin", "大金"), ("bose", "博士"), ("apple", "苹果"), ("huawei", "华为"),
    ("mi", "小米"), ("bosch", "博世"), ("siemens", "西门子"), ("hisense", "海信"),
    ("ikea", "宜家"), ("tuya", "涂鸦"),
)
_WORDS = (*_DEVICE_WORDS, *_PLACES)
_MEANING = dict(_WORDS)
_BRAND_MEANING = dict(_BRANDS)
_PLACE_WORDS = frozenset(dict(_PLACES))


def _joined(words: str) -> str:
    """``words`` with the spaces, hyphens and underscores between them left out: a label
    writes "light strip" as "LightStrip", "light-strip" or "light_strip"."""
    return re.sub(r"[\s_-]+", "", words)


def _by_joined(meaning: dict[str, str]) -> dict[str, str]:
    return {_joined(english): chinese for english, chinese in meaning.items()}


_JOINED_MEANING = _by_joined(_MEANING)
_JOINED_BRAND_MEANING = _by_joined(_BRAND_MEANING)


def _pattern(words: dict[str, str]) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z])(?P<words>" + "|".join(
        re.escape(english).replace(r"\ ", r"[\s_-]*")
        for english in sorted(words, key=len, reverse=True)) + r")s?(?![a-z])")


_PATTERN = _pattern(_MEANING)
_DEVICE_MEANING = dict(_DEVICE_WORDS)
_DEVICE_PATTERN = _pattern(_DEVICE_MEANING)
_JOINED_DEVICE_MEANING = _by_joined(_DEVICE_MEANING)
_BRAND_PATTERN = _pattern(_BRAND_MEANING)


def english_words() -> dict[str, str]:
    """English words for devices and rooms → the Chinese word a person says for them."""
    return dict(_WORDS)


def is_english_place(word: str) -> bool:
    """True when the lower-case ``word`` is English for a place ("study", "lr")."""
    return word in _PLACE_WORDS


def is_brand(word: str) -> bool:
    """True when the lower-case ``word`` is a brand this knows ("hue", "dyson")."""
    return word in _BRAND_MEANING


@lru_cache(maxsize=65536)
def english_gloss(label: str) -> str | None:
    """The compacted ``label`` with the English words it holds said in Chinese ("Floor
    Lamp" → "落地灯", "LR Light 1" → "客厅灯1"), or None when it holds none this knows."""
    text = normalize(label)
    glossed = _PATTERN.sub(lambda match: _JOINED_MEANING[_joined(match.group("words"))], text)
    return compact(glossed) if glossed != text else None


@lru_cache(maxsize=65536)
def device_gloss(label: str) -> str | None:
    """english_gloss of the words for devices only, places kept as written ("KIT_light_1"
    → "kit灯1"), or None when ``label`` holds none."""
    text = normalize(label)
    glossed = _DEVICE_PATTERN.sub(
        lambda match: _JOINED_DEVICE_MEANING[_joined(match.group("words"))], text)
    return compact(glossed) if glossed != text else None


@lru_cache(maxsize=65536)
def brand_gloss(label: str) -> str | None:
    """english_gloss with the brands also said in Chinese ("Dyson" → "戴森", "Hue Go" →
    "飞利浦go"), or None when ``label`` names no brand this knows. Kept apart: a brand
    said in English, or not said at all, is matched by the label and its english_gloss."""
    text = normalize(label)
    branded = _BRAND_PATTERN.sub(
        lambda match: _JOINED_BRAND_MEANING[_joined(match.group("words"))], text)
    if branded == text:
        return None
    glossed = _PATTERN.sub(lambda match: _JOINED_MEANING[_joined(match.group("words"))],
                           branded)
    return compact(glossed)


def as_said(label: str) -> tuple[str, ...]:
    """``label`` compacted, and as said in Chinese when it is English or a brand's name
    ("Desk Lamp" → desklamp and 台灯). Never raises."""
    return (compact(label), *(gloss for gloss in (english_gloss(label), brand_gloss(label))
                              if gloss and len(gloss) > 1))


def spaced(words: str) -> str:
    """``words`` with one space between them (spaces, hyphens and underscores merged)."""
    return re.sub(r"[\s_-]+", " ", words).strip()
