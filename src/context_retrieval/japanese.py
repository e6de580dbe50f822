"""Japanese words of rooms, devices and requests, said in Chinese.

A Japanese member of the household asks in Japanese, or mixes it into Chinese ("C房の
エアコンつけて", "把こたつ打开"), and may label a device so ("トトロ"). Every text that holds
kana is read with the Japanese words this knows put in Chinese, before its characters are
simplified (電気 is a lamp, not 电气), so labels, rooms and requests meet in one language;
the kana of words it does not know are read in romaji ("トトロ" → "totoro", which is also
how "こたつ" is typed as "kotatsu").
"""

from __future__ import annotations

import re

import jaconv

# (Japanese, Chinese); where words overlap, the longest is read.
_WORDS = (
    # Places.
    ("私の部屋", "我的房间"), ("僕の部屋", "我的房间"), ("部屋", "房间"), ("リビング", "客厅"),
    ("居間", "客厅"), ("台所", "厨房"), ("キッチン", "厨房"), ("ダイニング", "餐厅"),
    ("トイレ", "卫生间"), ("お手洗い", "卫生间"), ("洗面所", "卫生间"), ("お風呂", "浴室"),
    ("風呂場", "浴室"), ("寝室", "卧室"), ("書斎", "书房"), ("ベランダ", "阳台"),
    ("玄関", "玄关"), ("廊下", "走廊"), ("階段", "楼梯"), ("洗濯室", "洗衣房"),
    ("ランドリー", "洗衣房"), ("上の階", "楼上"), ("下の階", "楼下"), ("一階", "一楼"),
    ("二階", "二楼"), ("三階", "三楼"),
    # Devices.
    ("電気毛布", "电热毯"), ("電気代", "电费"), ("電気", "灯"), ("電灯", "灯"), ("ライト", "灯"),
    ("照明", "灯"), ("エアコン", "空调"), ("クーラー", "空调"), ("カーテン", "窗帘"),
    ("テレビ", "电视"), ("扇風機", "风扇"), ("除湿機", "除湿机"), ("空気清浄機", "空气净化器"),
    ("洗濯機", "洗衣机"), ("乾燥機", "烘干机"), ("冷蔵庫", "冰箱"), ("電子レンジ", "微波炉"),
    ("炊飯器", "电饭煲"), ("ケトル", "烧水壶"), ("スピーカー", "音箱"), ("コンセント", "插座"),
    ("プラグ", "插座"), ("ドア", "门"), ("ヒーター", "取暖器"), ("ストーブ", "取暖器"),
    ("ルーター", "路由器"), ("冷房", "制冷"), ("暖房", "制热"),
    # Colours a lamp is turned to.
    ("ピンク", "粉色"), ("オレンジ", "橙色"), ("緑", "绿色"), ("赤", "红色"), ("青", "蓝色"),
    ("紫", "紫色"),
    # What is asked.
    ("鍵かかってる", "锁了吗"), ("鍵をかけて", "锁上"), ("鍵かけて", "锁上"),
    ("つけて", "打开"), ("付けて", "打开"), ("点けて", "打开"), ("消して", "关掉"),
    ("けして", "关掉"), ("切って", "关掉"), ("止めて", "停止"), ("とめて", "停止"),
    ("開けて", "打开"), ("あけて", "打开"), ("閉めて", "关上"), ("しめて", "关上"),
    ("明るくして", "调亮"), ("暗くして", "调暗"), ("上げて", "调高"), ("下げて", "调低"),
    ("強くして", "调大"), ("弱くして", "调小"), ("スタート", "启动"), ("オン", "打开"),
    ("オフ", "关掉"), ("全部", "全部"), ("すべて", "所有"), ("全て", "所有"), ("もう少し", "再"),
    ("使える", "能用吗"), ("いくら", "多少"), ("暑い", "好热"), ("寒い", "好冷"),
    ("うるさい", "太吵"), ("それ", "它"), ("あれ", "那个"), ("これ", "这个"),
)
_MEANING = dict(_WORDS)
_WORD = re.compile("|".join(sorted(map(re.escape, _MEANING), key=len, reverse=True)))
# "25度にして", "緑にして": set to that value.
_SET_TO = re.compile(r"(?P<value>\d+(?:\.\d+)?度?|[\u4e00-\u9fff]{1,4}?)にして")
# What is left of the grammar once the words are read: the possessive is 的; the other
# particles, the polite endings and the fillers go.
_POSSESSIVE = re.compile(r"(?<=[^\u3040-\u309f])の(?![\u3040-\u309f])")
_LEFT_OVER = re.compile(r"を|(?<![\u3040-\u309f])(?:が|は|に|で|も)(?![\u3040-\u309f])"
                        r"|ください|です|ます|ちょっと|ね(?=$|[、,，。!?！？…])")
_KANA_RUN = re.compile(r"[\u3040-\u30ff]+")


def has_kana(text: str) -> bool:
    """True when ``text`` holds a hiragana or katakana character."""
    return _KANA_RUN.search(text) is not None


def from_japanese(text: str) -> str:
    """``text`` with the Japanese words this knows said in Chinese ("C房のエアコンつけて" →
    "C房的空调打开", "トトロを緑にして" → "totoro 调成绿色"), and the kana of a word it does
    not know in romaji. A text without kana is returned as it is. Never raises."""
    if not has_kana(text):
        return text
    text = _WORD.sub(lambda match: _MEANING[match.group(0)], text)
    text = _SET_TO.sub(lambda match: ("调到" if match.group("value")[0].isdigit() else "调成")
                       + match.group("value"), text)
    text = _POSSESSIVE.sub("的", text)
    text = _LEFT_OVER.sub("", text)
    return _KANA_RUN.sub(lambda run: f" {_romaji(run.group(0))} ", text).strip()


def _romaji(kana: str) -> str:
    """``kana`` read in romaji ("トトロ" → "totoro")."""
    return str(jaconv.kana2alphabet(jaconv.kata2hira(kana)))
