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
    ("子供部屋", "儿童房"), ("子ども部屋", "儿童房"), ("主寝室", "主卧"), ("客間", "客房"),
    ("納戸", "储藏室"), ("物置", "储物间"), ("ウォークインクローゼット", "衣帽间"),
    ("クローゼット", "衣帽间"), ("脱衣所", "卫生间"), ("ガレージ", "车库"), ("屋上", "天台"),
    ("バルコニー", "阳台"), ("テラス", "露台"), ("庭", "院子"), ("ゲーム部屋", "游戏房"),
    ("勉強部屋", "书房"),
    # Devices.
    ("シーリングライト", "吸顶灯"), ("ダウンライト", "筒灯"), ("スポットライト", "射灯"),
    ("フロアランプ", "落地灯"), ("フロアライト", "落地灯"), ("スタンドライト", "落地灯"),
    ("デスクライト", "台灯"), ("デスクランプ", "台灯"), ("ペンダントライト", "吊灯"),
    ("テープライト", "灯带"), ("間接照明", "灯带"), ("常夜灯", "夜灯"),
    ("ナイトライト", "夜灯"), ("足元灯", "夜灯"), ("ベッドライト", "床头灯"), ("換気扇", "排气扇"),
    ("レンジフード", "油烟机"), ("食器洗い機", "洗碗机"), ("食洗機", "洗碗机"),
    ("給湯器", "热水器"), ("電気ポット", "电热水壶"),
    ("ロボット掃除機", "扫地机"), ("ルンバ", "扫地机"), ("掃除機", "吸尘器"), ("床暖房", "地暖"),
    ("ブラインド", "百叶帘"), ("シャッター", "卷帘门"), ("雨戸", "卷帘"), ("インターホン", "门铃"),
    ("防犯カメラ", "摄像头"), ("カメラ", "摄像头"), ("センサー", "传感器"),
    ("火災報知器", "烟雾报警器"), ("ホットカーペット", "电热毯"), ("電気カーペット", "电热毯"),
    ("ディフューザー", "香薰机"), ("プロジェクター", "投影仪"), ("冷凍庫", "冰柜"),
    ("ワインセラー", "酒柜"), ("電源", "电源"), ("モード", "模式"),
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
    ("オンにして", "打开"), ("オフにして", "关掉"), ("入れて", "打开"), ("つけといて", "打开"),
    ("消しといて", "关掉"), ("落として", "关掉"), ("お願い", ""),
    ("開けて", "打开"), ("あけて", "打开"), ("閉めて", "关上"), ("しめて", "关上"),
    ("明るくして", "调亮"), ("暗くして", "调暗"), ("上げて", "调高"), ("下げて", "调低"),
    ("強くして", "调大"), ("弱くして", "调小"), ("スタート", "启动"), ("オン", "打开"),
    ("オフ", "关掉"), ("全部", "全部"), ("すべて", "所有"), ("全て", "所有"), ("もう少し", "再"),
    ("使える", "能用吗"), ("いくら", "多少"), ("暑い", "好热"), ("寒い", "好冷"),
    ("うるさい", "太吵"), ("それ", "它"), ("あれ", "那个"), ("これ", "这个"),
)
_MEANING = dict(_WORDS)
_WORD = re.compile("|".join(sorted(map(re.escape, _MEANING), key=len, reverse=True)))
# Words written so only in Japanese ("洗面所", "電気", "子供部屋"), and a floor said so ("2階"):
# read in Chinese even in a label or a request that holds no kana. (Not those Chinese may run
# into across its own words: the 台所 of "阳台所有", the 部屋 of "全部屋里", the 廊下 of
# "走廊下面".)
_ONLY_JAPANESE = re.compile("|".join(sorted(map(re.escape, (
    "洗面所", "玄関", "子供部屋", "主寝室", "寝室", "納戸", "脱衣所", "電気", "電気毛布",
    "扇風機", "炊飯器", "冷蔵庫", "空気清浄機", "洗濯機", "床暖房", "給湯器", "食洗機",
    "換気扇", "常夜灯", "足元灯", "火災報知器")), key=len, reverse=True)))
_FLOOR = re.compile(r"(?<=[\d一二三四五六七八九十])階")
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
    not know in romaji. A text without kana keeps all but the words written only in Japanese
    ("洗面所の電気" and "洗面所電気" alike are "卫生间的灯"). Never raises."""
    if not has_kana(text):
        return _FLOOR.sub("楼", _ONLY_JAPANESE.sub(lambda match: _MEANING[match.group(0)], text))
    text = _FLOOR.sub("楼", _WORD.sub(lambda match: _MEANING[match.group(0)], text))
    text = _SET_TO.sub(lambda match: ("调到" if match.group("value")[0].isdigit() else "调成")
                       + match.group("value"), text)
    text = _POSSESSIVE.sub("的", text)
    text = _LEFT_OVER.sub("", text)
    return _KANA_RUN.sub(lambda run: f" {_romaji(run.group(0))} ", text).strip()


def _romaji(kana: str) -> str:
    """``kana`` read in romaji ("トトロ" → "totoro")."""
    return str(jaconv.kana2alphabet(jaconv.kata2hira(kana)))
