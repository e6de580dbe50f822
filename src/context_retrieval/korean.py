"""Korean words of rooms, devices and requests, said in Chinese.

SmartThings comes with Korean names ("거실", "안방"), and accounts set up from Korea keep
them in their labels ("거실 조명", "김치냉장고", "보일러"), while the people at home say the
Chinese words, or mix the two ("把보일러开高点"). Every text is read with the Korean words
this knows put in Chinese, so labels, rooms and requests meet in one language.
"""

from __future__ import annotations

import re

# (Korean, Chinese); where words overlap, the longest is read.
_WORDS = (
    # Places.
    ("거실", "客厅"), ("안방", "主卧"), ("큰방", "主卧"), ("침실", "卧室"), ("작은방", "次卧"),
    ("아이방", "儿童房"), ("애들방", "儿童房"), ("아기방", "婴儿房"), ("서재", "书房"),
    ("공부방", "书房"), ("주방", "厨房"), ("부엌", "厨房"), ("욕실", "卫生间"),
    ("화장실", "卫生间"), ("현관", "玄关"), ("베란다", "阳台"), ("발코니", "阳台"),
    ("다용도실", "储物间"), ("창고", "仓库"), ("차고", "车库"), ("마당", "院子"),
    ("정원", "花园"), ("드레스룸", "衣帽间"), ("세탁실", "洗衣房"), ("보일러실", "锅炉房"),
    ("옥상", "天台"), ("지하실", "地下室"), ("복도", "走廊"), ("계단", "楼梯"), ("식당", "餐厅"),
    ("위층", "楼上"), ("아래층", "楼下"), ("지하", "地下"), ("층", "楼"),
    # Devices.
    ("무드등", "氛围灯"), ("수면등", "小夜灯"), ("취침등", "小夜灯"), ("조명", "灯"),
    ("전등", "灯"), ("스탠드", "台灯"), ("불", "灯"), ("커튼", "窗帘"), ("블라인드", "百叶帘"),
    ("에어컨", "空调"), ("난방", "地暖"), ("온돌", "炕地暖"), ("보일러", "壁挂炉"),
    ("가습기", "加湿器"), ("제습기", "除湿机"), ("공기청정기", "空气净化器"),
    ("청정기", "净化器"), ("김치냉장고", "泡菜冰箱"), ("김치", "泡菜"), ("냉장고", "冰箱"),
    ("냉동고", "冰柜"),
    ("세탁기", "洗衣机"), ("건조기", "烘干机"), ("식기세척기", "洗碗机"),
    ("로봇청소기", "扫地机"), ("청소기", "扫地机"), ("선풍기", "风扇"),
    ("서큘레이터", "循环扇"), ("텔레비전", "电视"), ("티비", "电视"), ("사운드바", "回音壁"),
    ("스피커", "音箱"), ("도어락", "门锁"), ("현관문", "入户门"), ("카메라", "摄像头"),
    ("플러그", "插座"), ("콘센트", "插座"), ("스위치", "开关"), ("전기밥솥", "电饭煲"),
    ("밥솥", "电饭煲"), ("전자레인지", "微波炉"), ("오븐", "烤箱"), ("인덕션", "电磁炉"),
    ("후드", "油烟机"), ("환풍기", "排气扇"), ("히터", "取暖器"), ("전기장판", "电热毯"),
    ("온수매트", "电热毯"), ("정수기", "净水器"), ("센서", "传感器"), ("온도", "温度"),
    ("습도", "湿度"), ("라디오", "收音机"), ("컴퓨터", "电脑"), ("전원", "电源"),
    ("소리", "声音"), ("음소거", "静音"), ("다음 곡", "下一首"), ("이전 곡", "上一首"),
    ("모드", "模式"), ("외출", "外出"), ("반만", "一半"),
    # What is asked.
    ("틀어줘", "打开"), ("틀어", "打开"), ("잠가줘", "锁上"), ("잠가", "锁上"), ("잠궈", "锁上"),
    ("키워줘", "调大"), ("키워", "调大"), ("줄여줘", "调小"), ("줄여", "调小"),
    ("켜주세요", "打开"), ("켜줘", "打开"), ("켜", "打开"), ("꺼주세요", "关掉"), ("꺼줘", "关掉"),
    ("꺼", "关掉"), ("열어줘", "打开"), ("열어", "打开"), ("닫아줘", "关上"), ("닫아", "关上"),
    ("올려줘", "调高"), ("올려", "调高"), ("내려줘", "调低"), ("내려", "调低"), ("모두", "全部"),
    ("전부", "全部"), ("다", "都"), ("각", "各"), ("방", "房间"),
)
_MEANING = dict(_WORDS)
# A word stands alone or at the start of a longer one ("거실조명"); the particles a noun
# takes ("불을", "거실의") and the polite endings ("좀") go with it.
_PARTICLES = r"(?:을|를|이|가|은|는|의|도|에서|에|로|으로|좀)?"
_WORD = re.compile("(?P<word>" + "|".join(sorted(map(re.escape, _MEANING), key=len,
                                                 reverse=True)) + ")" + _PARTICLES)
# "안방 빼고 불 다 꺼": all but the master bedroom; said first in Chinese ("除了主卧").
_ALL_BUT = re.compile(r"(?P<what>[^\s,]+)\s*빼고")
# "18도로": degrees, not the particle 도 ("also").
_DEGREES = re.compile(r"(?<=\d)도(?:로|으로)?")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_LEFT_OVER = re.compile(r"\s*(?:좀|줘|주세요)\s*")


def has_hangul(text: str) -> bool:
    """True when ``text`` holds a Hangul syllable."""
    return _HANGUL.search(text) is not None


def from_korean(text: str) -> str:
    """``text`` with the Korean words this knows said in Chinese ("1층 거실" → "1楼 客厅",
    "안방 불 다 꺼" → "主卧 灯 都 关掉"); a word it does not know is kept as written. Never
    raises."""
    if not has_hangul(text):
        return text
    text = _DEGREES.sub("度", text)
    text = _ALL_BUT.sub(lambda match: f"除了{match.group('what')},", text)
    text = _WORD.sub(lambda match: _MEANING[match.group("word")], text)
    return _LEFT_OVER.sub(" ", text).strip()
