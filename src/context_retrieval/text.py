"""Chinese text as users type and speak it: normalisation, numerals, n-grams, pinyin keys.

Everything that compares a request with device names or command descriptions goes
through :func:`normalize` first, so full-width letters, brackets, Traditional characters
and stray spaces never decide a match.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Hashable, Iterable, Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TypeVar

import cn2an
import opencc
from pypinyin import Style, lazy_pinyin

from context_retrieval.errors import InputError
from context_retrieval.japanese import from_japanese
from context_retrieval.korean import from_korean

_TO_SIMPLIFIED = opencc.OpenCC("t2s")
# A sound, however it is written down (a string, a tuple of syllables).
_K = TypeVar("_K", bound=Hashable)

# Regional request words (Cantonese, Taiwanese, Wu, Xiang, Gan, Min, central and northern
# Mandarin) that OpenCC's character table leaves as they are, and colloquial turns that
# plain Mandarin says more directly ("扫一下地", "插上电"), as (pattern, Mandarin) pairs
# applied in order to normalised (Simplified) text.
_REGIONAL_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), mandarin) for pattern, mandarin in (
        (r"^(请|帮我|唔该)?[着著](?=[^吗嘛]*$)", r"\1打开"),  # 著灯: switch on (not 开著吗)
        (r"[着著]", "着"),
        (r"(?<![开亮点关留锁睡])着(?=咗|佢)", "打开"),  # 著咗佢, 著咗枱灯: switch it on
        (r"(?<![开亮点关留锁睡])着(?=灯)", "打开"),  # 厨房著灯: the kitchen light on
        (r"(?<![穿睡开亮点])着起来", "打开"),  # Hakka 电火着起来: the light on
        (r"(?<=\d)\s*°c?", "度"),  # "26℃" (NFKC: "26°c"), "26°"
        (r"(?<=[\u4e00-\u9fff])\s*(?:no\.?|#|number)\s*(?=\d)", ""),  # "筒灯No.4", "筒灯#5"
        # How a place feels, said over again ("潮潮的", "冷冷冷", "冷冰冰", "热烘烘"): very so.
        (r"([冷热闷潮湿暗吵臭干])\1+(?![闹清])(?:的|地)?", r"好\1"),
        (r"[冷凉](?:冰冰|飕飕|嗖嗖|丝丝)", "好冷"),
        (r"热(?:烘烘|乎乎|呼呼|腾腾|辣辣)", "好热"),
        (r"([湿潮闷])(?:漉漉|哒哒|嗒嗒|乎乎|叽叽|沉沉)", r"好\1"),
        (r"[闩熄冚]", "关"),
        (r"[嗰𠮶]", "那"),  # 嗰个: that one (OpenCC writes 嗰 as 𠮶)
        (r"(?<=[那这])部(?![分门])", "个"),  # 嗰部 (that machine): that one
        (r"开返(?![回去来])", "打开"),  # 开返: switch it back on
        (r"关返(?![回去来])", "关掉"),
        (r"[较較](?=[高低大小细光暗亮])", "调"),
        (r"唔该", "请"),
        (r"依家", "现在"),
        (r"唔系|唔係", "不是"),
        (r"[系係](?=[唔不])", "是"),
        (r"[系係]", "是"),
        # 净系留返床头灯: only the bedside lamps kept
        (r"净是(?=留)", "只"),
        (r"留返", "留"),
        (r"有冇|有无", "有没有"),
        (r"冇", "没有"),
        (r"嘅", "的"),
        (r"啲", "些"),
        # 厅 said alone is the living room ("厅嘅冷气", "厅啲灯"), as 厅里 is
        # ("除咗厅，其他灯熄晒": every room but that one)
        (r"(?:(?<=[,.!?])|^|(?<=除了|除咗))厅(?=的|些|[,.!?]|$)", "厅里"),
        (r"咗", "了"),
        (r"哋", "们"),
        (r"开关制", "开关"),
        (r"钟头", "小时"),  # 半个钟头后关掉: in half an hour
        (r"几度", "多少度"),
        (r"几多", "多少"),  # 而家几多度: how warm is it now
        (r"嘢", "东西"),
        (r"(?<=[\u4e00-\u9fff])紧(?=东西|饭|嘢)", "着"),  # 煮紧嘢: cooking
        (r"佢", "它"),
        (r"𠊎", "我"),  # Hakka
        # Cantonese words for how a room feels ("好焗", "好冻", "好嘈", "太光", "好臭").
        (r"(?<=[好太很])焗", "热"),
        (r"(?<=[好太很])冻", "冷"),
        (r"冻(?:冰冰|飕飕|嗖嗖)", "好冷"),  # 客厅冻冰冰: freezing
        (r"嘈", "吵"),
        (r"(?<=[好太很])光", "亮"),
        (r"(?<=[好太很])臭", "有味道"),
        (r"(?<![开亮点关留锁])着(?=晒)", "打开"),  # 啲灯着晒佢: switch them all on
        (r"(?<![开亮点关留锁睡])着埋", "也打开"),  # 招牌灯着埋: the sign's light on too
        (r"(?<=[开关闭著])晒", "都"),  # 閂晒: every one of them off
        (r"晒(?=[开关闭著])", "都"),
        (r"拉埋", "拉上"),
        (r"拉拢", "拉上"),  # 窗帘拉拢: drawn together, shut
        (r"闩埋|关埋", "关"),
        (r"开埋", "也开"),  # 开埋射灯: the spotlights on too
        (r"插苏", "插座"),
        # 衫 is clothes: 洗衫机 the washer, 晾衫架 the drying rack, 收衫 bring the washing in.
        (r"洗衫", "洗衣"),
        (r"晾衫", "晾衣"),
        (r"烘衫机", "烘干机"),
        (r"收衫", "收衣服"),
        (r"叉电", "充电"),  # 电动车叉电: charge the e-bike
        # 开掣, 关掣: the switch on, off; 个掣: the switch (水掣 is a valve, said as labelled)
        (r"[开着]掣", "打开开关"),
        (r"关掣", "关闭开关"),
        (r"(?<!水)掣", "开关"),
        (r"落嚟", "下来"),  # 降落嚟: lower it
        (r"(?<=[放降拉])落(?=去|来|[,.!?]|$)", "下"),  # 放落去: let it down
        (r"嚟", "来"),
        (r"煲饭", "煮饭"),
        (r"(?<=[开关调])下(?=灯|[,.!?]|$)", "一下"),  # 开下灯
        (r"细声", "小声"),
        # A classifier as "the" ("间房盏灯": the room's lamp), not after a number or 这/那.
        (r"(?<![\d一二两三四五六七八九十几这那每哪少])盏(?=灯)", "的"),
        (r"(?<![\d一二两三四五六七八九十几这那每哪])间(?=房)", ""),
        (r"(?<=[调风])细", "小"),  # 较细 (调细) is 调小; 风细啲: the wind lower
        (r"同埋", "和"),  # 关灯同埋拉埋窗帘: and
        (r"仲(?=[开关未有亮响着])", "还"),  # 仲开住: still on
        (r"(?<=[开关亮])住(?=[,.!?，。]|$|嘅|的|吗|未|咩)", "着"),  # 开住: left on
        (r"(?:净[係系是]|只)吹风(?!机)", "送风"),  # 冷气净係吹风: the fan only
        (r"拉埋", "拉上"),  # 拉埋窗帘: draw the curtains
        (r"转(?=[红橙黄绿青蓝紫粉]色?)", "调成"),  # 转蓝色: to blue
        (r"(?<=调)光", "亮"),  # 较光啲 (调光啲): brighter
        # 再高啲 (再高些): a little higher; not "一大些被子" (a lot of quilts)
        (r"(?<=[高低大小亮暗热冷暖])(?<!一[大小])些", "一点"),
        (r"最光", "最亮"),
        (r"开冷(?![气风])", "开制冷"),  # 冷气开冷: switch it to cooling
        (r"少少", "一点"),
        # Typed by ear: "全部官", "车库门观上" (关), "主人房等全部关" (灯)
        (r"(?<=[\u4e00-\u9fff])(?<![外景参客乐法器军警])[官观]"
         r"(?=了|咗|掉|晒|上|起|吧|啊|呀|嘞|[,.!?]|$)", "关"),
        (r"(?<=[房厅室间屋台])等(?=全|都|[开关])", "灯"),
        # "往回倒一点", "倒回去一点": played back a little
        (r"(?:往回倒|往后倒|倒回去|倒回来|倒退)(?:一点|一下|点)?", "快退"),
        # "拉开点", "大声点": a little ("小声点" may hush a person, "小声点…夜灯开一下")
        (r"(?<=拉开|打开|关小|关上|拉上|开大|开小|大声)点(?=儿?(?:$|[,.!?吧啊呀]))", "一点"),
        (r"返(?=主页|首页)", "回到"),
        (r"淋花", "浇花"),
        (r"(?<=灯)亮起(?:来|嘛|吧)?(?![了吗没])", "打开"),  # 走廊灯亮起嘛: switch it on
        (r"校(?=[到高低大小细光暗亮成返])", "调"),  # 校到25度, 校低两度
        (r"(?<!学)校(?=冷气|空调|温度|风扇)", "调"),  # 帮我校冷气: set the air conditioner
        (r"(?<![空音])调(?=\d)", "调到"),  # 宝宝房调27: set to 27
        (r"转(?=制冷|制热|抽湿|除湿|送风|自动)", "调到"),  # 冷气转制冷
        (r"唔好(?:再)?[开着著]住", "关掉"),  # 唔好开住: do not leave it on
        # "空气唔好": said after what it is of, with nothing to do after it, 唔好 is not good
        (r"(?<=[\u4e00-\u9fff])唔好(?=[啊呀喎咯]?(?:$|[,.!?，。！？;；]))", "不好"),
        (r"唔好", "不要"),
        (r"唔使|唔洗", "不用"),
        (r"唔", "不"),
        (r"算啦", "算了"),
        # Wenzhou Wu: 爻 is 了 (掉 after a verb of stopping), 否 closes a yes-no question, 显
        # is very before or after how it feels ("显潮", "冷显冷"), 开起 is 打开, 渠 after a
        # device only points back to it ("佛灯渠熄爻了"), 眠床 is the bed.
        (r"(?<=[关断熄])爻", "掉"),
        (r"爻", "了"),
        (r"(?<=[\u4e00-\u9fff])(?<!是)否(?=[,.!?]|$)", "吗"),
        (r"([冷热闷潮湿暗吵臭干黑重差])显\1?(?!点)", r"很\1"),
        (r"(?<!明)显(?=[冷热闷潮湿暗吵臭干黑重差])", "很"),
        (r"开起(?=[,.!?]|$|[吧嘛啊])", "打开"),
        (r"(?<=[灯锁机器扇调视箱阀])渠(?=[关开调锁熄放])", ""),
        (r"眠床", "床"),
        (r"(?<=[好了])未(?=[,.!?]|$)", "没有"),  # 闩好未: is it shut yet
        (r"冲凉", "洗澡"),
        (r"睇", "看"),
        (r"瞓", "睡"),
        # Wu (Shanghai, Suzhou, Hangzhou, Ningbo) words: 覅/勿/弗 are 不要/不, 关脱 is 关掉,
        # "冷煞哉" is 冷死了, 眼 after a direction is 一点, 交关 is 很, a closing 伐 asks.
        (r"覅|勿要", "不要"),
        (r"勿|弗", "不"),  # 洗澡水弗热 (Ningbo)
        (r"关脱|关关掉", "关掉"),
        # a child's words said twice: "灯灯关关" (the lamp off), "空调除除湿"
        # (not the 射灯灯带 of two labels, nor the 别关 of a label: "把千万别关关了")
        (r"(?<![射吊筒台壁夜顶地彩])灯灯(?![灯带泡管罩串头])", "灯"),
        (r"(?<![开关别莫勿不])关关(?=$|[,.!?了吧啊呀嘛])", "关掉"),
        (r"除除湿", "除湿"),
        (r"歇(?:掉|脱)", "关掉"),  # Jianghuai and Wu (Nantong, Yangzhou): 灯歇掉, put it out
        # 空调歇一下: let it rest, switched off (not 我歇一下: the speaker rests)
        (r"(?:(?<=[调灯机扇视箱器炉])|(?<=[调灯机扇视箱器炉][都全]))歇(?:一下|一会儿?|会儿?|歇)",
         "关掉"),
        (r"(?<=[高低大小亮暗响轻快慢])眼(?![睛镜])", "一点"),  # 调高眼, 风小眼: a little
        (r"响(?=一点)", "大"),  # 声音响一点: louder
        (r"交关", "很"),
        (r"睏(?=[不弗]着)", "睡"),
        (r"(?<=[冷热闷暗亮吵潮湿干晒])煞(?:哉|了)?", "死了"),
        # ... but after a verb said twice it asks for it: "灯开开伐" is 开开, please.
        (r"(?<=开开|关关|关掉|打开)伐(?=[,.!?]|$)", ""),
        (r"伐(?=[,.!?]|$)", "吗"),
        # Wu and Jianghuai (Suzhou, Wuxi, Nanjing, Hefei) ask with 阿 before the verb: "阿能把灯
        # 关掉" is 能不能, "灯阿是开着" and "门阿锁好了" are 是不是 (never 阿姨, 阿杰).
        (r"阿能", "能不能"),
        (r"阿可以", "可不可以"),
        (r"阿是", "是不是"),
        (r"阿(?=[开关锁亮][着了好])", "是不是"),
        # ... and Jianghuai and Wu (Nantong, Yangzhou) with 可 ("车库门可关了", "电动车可充满了"):
        # whether it has been done (not the northern 可 before a feeling, "可冷了").
        (r"可(?P<asked>[开关锁充烧洗烘扫灭停放拉收][^,.!?可]{0,4}?[了着])(?=$|[,.!?])",
         r"\g<asked>吗"),
        (r"迭个|搿个", "这个"),
        (r"物事", "东西"),
        (r"落雨", "下雨"),
        (r"屋里向", "屋里"),
        (r"辰光", "时候"),
        (r"一歇", "一会"),
        (r"(?<=看不)清爽", "清楚"),
        # Central and northern Mandarin (Henan, Shandong, the north-east): 白 is 别 before a
        # verb, 可 is 好 before a feeling, 恁 is 你, 嘞 between words is 的.
        (r"白(?=[动弄碰整])", "别"),
        (r"(?:^|(?<=[,.!?;你恁]))白(?=关|开(?!水))", "别"),  # not 小白开自然风
        (r"(?<![a-z\d])可(?=[热冷闷潮暗亮吵黑晒])", "好"),
        (r"恁", "你"),
        (r"(?<=[\u4e00-\u9fff])嘞(?=[\u4e00-\u9fff])", "的"),
        # North-eastern 整 is the verb for anything: 整灭 off, 整开 on, 整亮点 brighter, 整到制热
        # set; 贼 and 老鼻子 are very, 那旮旯 over there, 嘎哈 what for, 埋汰 dirty.
        (r"整(?:灭|黑|关)(?:喽|了)?", "关掉"),
        (r"整开|整上|整起来|整起(?![来])", "打开"),  # southwestern 整起: switch it on
        (r"(?<![一])(?:搞|弄)起来(?=$|[,.!?了吧啊呀嘛])", "打开"),  # "电竞灯搞起来": get it going
        (r"整响(?:点|一点|些)?", "调大声"),
        (r"(?<![拉推])开上(?=[了吧啊呀嘛]*(?:[,.!?]|$))", "打开"),  # northwestern 加湿器开上
        # 院灯整亮堂的, 炕屋那灯给整着: light it; 整个红的, 整个22度: set it so
        (r"整得?亮堂(?:的|点|些|一点)?", "打开"),
        (r"(?<=[\u4e00-\u9fff])整着(?=$|[,.!?了吧呗啊])", "打开"),
        (r"整个(?=\d|[红白黄蓝绿紫粉橙彩暖冷])", "调成"),
        (r"整亮(?![一点些堂])", "打开"),  # 厨房灯整亮: light it (整亮点 is brighter)
        (r"往上整(?:整|一整|一下)?", "调高"),
        (r"往下整(?:整|一整|一下)?", "调低"),
        (r"整(?=[亮暗大小高低热凉冷暖]|到|成)", "调"),
        (r"(?:弄|搞)(?=[亮暗大小高低](?:一?点|些))", "调"),  # 弄暗点, 搞亮一点 (said everywhere)
        (r"整(?=下来)", "放"),
        (r"整(?:一?点儿?|些)(?=音乐|歌|曲|广播|戏)", "放点"),
        (r"(?:贼|贼拉|老鼻子|嘎嘎)(?=[冷热闷暗亮吵潮干])", "好"),
        (r"(?<!人)老(?=[冷热闷暗亮吵潮](?:了|啦|啊|呀|的|死|[,.!?]|$))", "好"),  # 老热了
        (r"拔凉(?:拔凉)?的?", "好冷"),
        (r"(?<![水管])冻(?:死|坏)(?:了|啦)?", "好冷"),  # 车库冻死了
        (r"[那这]?旮旯", "那边"),
        (r"(?<=[调弄搞])亮堂(?:的|点|些)?", "亮一点"),  # 整亮堂的 (整 is 调 by now)
        (r"调热(?=一?点|些|一些|[,.!?]|$)", "温度调高"),  # 暖气调热些: warmer, by its setting
        (r"(?<=[这那])破(?![了掉烂的])(?=[\u4e00-\u9fff]{2})", ""),  # 这破灯带: the lamp strip
        (r"(?<=[\u4e00-\u9fff])喽", "了"),
        (r"嘎哈", "干什么"),
        (r"埋汰", "脏"),
        # Min (Fuzhou, Minnan): 共伊 is 把它 ("汝共伊关掉"), 汝 is 你; in Wu and Min 伊 after
        # the verb or before how it is is 它 ("关掉伊", "关脱伊", "伊太大声了", "伊个亮度"),
        # never inside a name (伊莱克斯).
        (r"共伊", "把它"),
        (r"(?:(?<=[,.!?])|^)伊个(?=[\u4e00-\u9fff])", "它的"),
        (r"(?:(?<=[掉脱了开关])|^)伊(?=$|[,.!?太很好的吧])", "它"),
        (r"汝", "你"),
        # Jin (Taiyuan, Shanxi): 兀 is 那, 这搭/兀搭 here and there, 一满 and 齐 all ("灯一满
        # 关了", "灯齐关了"), 眊 to look, 甚 what, and 圪 only colours the word it comes before
        # ("黑圪洞洞", "冷圪冰冰").
        (r"兀(?=个|搭|家|些|边)", "那"),
        (r"(?<=[这那])搭", "里"),
        (r"一满(?=[关开调拉都])", "全部"),
        (r"(?<=[\u4e00-\u9fff])(?<![一整])齐(?=[关开])", "都"),
        (r"眊", "看"),
        (r"甚(?=么|也|事|都|嘞|$)", "什么"),
        (r"(?<=[\u4e00-\u9fff])圪(?=[\u4e00-\u9fff])", ""),
        (r"黑咾", "晚上"),
        # Min (Teochew, Minnan): 全厝 is the whole house, 拢 is 都 ("拢熄掉"), 个 after a place
        # is 的 ("阿嬷房个火"), and the 火 of a room is its lamp.
        (r"[全成规]厝", "全屋"),
        # Minnan (Quanzhou, Xiamen, Taiwan): 拍开/拍着 switch on, 拍熄/拍化/拍乌 switch off,
        # 共 at the start is 把 ("共电火关掉"), 毋通 is 不要, 毋 不, 遐 so ("遐冷"), 乌 pitch
        # dark ("乌暗暗", "乌漆嘛黑"), 外口 outside, 烧水器 the water heater, 欲 want, "有光无"
        # asks whether it is lit, and 有够 is very ("有够热").
        (r"拍(?:开|着)", "打开"),
        (r"拍(?:熄|化|乌|掉|关)", "关掉"),
        (r"(?:(?<=[,.!?])|^)共(?=[\u4e00-\u9fff])(?![享同计有])", "把"),
        (r"毋通", "不要"),
        (r"毋", "不"),
        (r"遐(?=[冷热暗亮大小吵])", "那么"),
        (r"乌(?:漆(?:嘛|麻)黑|暗暗|麻麻|好?暗)的?", "好黑"),
        (r"外口", "外面"),
        (r"烧水器", "热水器"),
        (r"欲(?=[洗煮看睡听])", "要"),
        (r"洗浴", "洗澡"),
        (r"有光无", "亮着吗"),
        (r"有够(?=[热冷闷暗亮吵潮湿干晒])", "好"),
        (r"(?<=雨)未(?=[,.!?]|$)", "没有"),
        (r"(?<=[\u4e00-\u9fff])拢(?=[关开调拉放停打])", "都"),
        (r"(?<=[房厅厝间内里台仓缸屋铺面室])个(?=[\u4e00-\u9fff])", "的"),
        (r"(?<=[楼灶][下上])个(?=[\u4e00-\u9fff])", "的"),  # 楼下个灯, not 下个月
        (r"(?<=的)火(?=[都全关开打]|$)", "灯"),
        # a lamp is lit (点起来, 灯都点上) and put out (熄)
        (r"(?<=[灯火])(都|全|全部|统统)?点(?:起来|上|亮|一下|下)", r"\1打开"),
        (r"楼上楼下|楼下楼上", "全屋"),
        # "那就开一下", "那打开吧": the 那 that goes on from what was said is no "that".
        (r"(?:(?<=[,.!?])|^)那(?:就|么|你)?(?=[开关调打拉放](?!关)|帮我|给我)", ""),
        # Beijing erhua: 声儿 is 声音.
        (r"声儿", "声音"),
        # Northern homes name rooms by their side: "北边那屋" is 北屋.
        (r"(?<=[东南西北])边(?:的|那|那个|那间)?(?=屋)", ""),
        # Hebei, Shandong: a device "闭了" is switched off ("空调给闭了", "把灯全给我闭了").
        (r"(?:(?<=[给灯都全调视器机扇])|(?<=给我))闭(?=了|掉|上|喽|吧)", "关"),
        # Southwestern Mandarin (Sichuan, Chongqing, Guizhou, Yunnan): 没得 is 没有 ("有没得
        # 烟", "漏水没得"), 莫得 too, 好多度 is 多少度, 屋头 is 屋里, 啥子 is 什么.
        (r"[没莫]得", "没有"),
        (r"好多度", "多少度"),
        (r"屋头", "屋里"),
        (r"啥子", "什么"),
        (r"乜(?:嘢|东西)?", "什么"),  # Cantonese 乜嘢, Xuzhou and Shandong 乜
        # Xiang (Changsha): 哒 is 了, 么子 什么, 一滴滴 一点点, 滴 after a change 点, 恰 吃.
        (r"(?<=[\u4e00-\u9fff])哒", "了"),
        (r"么子", "什么"),
        (r"一滴滴|一滴|一点点", "一点"),
        (r"(?<=[亮暗大小高低快慢热冷暖])滴", "点"),
        (r"恰饭", "吃饭"),
        # Gan (Nanchang): 渠 is 它 ("把渠关掉"), a closing 去 after the verb only finishes it
        # ("关掉去").
        (r"(?<=[把给让跟同])渠|^渠(?=[关开调])", "它"),
        (r"(?<=[掉开关上])(?<![拉升推卷摇收]上)去(?=[,.!?]|$)", ""),  # not 拉上去: raised
        # A verb and its object split by 一下 ("扫一下地" is 扫地一下), and 去 before what a
        # robot or an appliance goes to do ("扫地机去扫地").
        (r"(扫|拖|洗|充|烘)(一下|下)(地|衣服|碗|电)", r"\1\3\2"),
        (r"(?<![过回上下进出])去(?=扫地|拖地|扫一|充电|回充|洗衣服|洗碗|把|将)", ""),
        # The weather before how it feels: "天太热了", "今天好闷" say only how it feels; so does
        # the time of day ("后晌热得不行", "晚上冷", "下晡好热").
        (r"(?:今天|天气|天儿|天)(?=(?:太|好|真|有点|很|也太|这么|实在)[热冷闷潮干])", ""),
        (r"(?:早上|上午|中午|下午|傍晚|晚上|夜里|半夜|后晌|前晌|晌午|下晡|晏昼|朝早|夜晚|白天)"
         r"(?=(?:太|好|真|有点|很|也太|这么|实在)?[热冷闷潮干](?![净活嘛啥]))", ""),
        (r"调([大小])声", r"\1声"),  # 调小声: quieter
        # Turned off only a little ("暖气关掉些", "风扇关点"): turned down.
        # ("把灯关掉一些" is some of them off)
        (r"关掉?(?:些|点|一点)(?=[吧啊呀了哈]*(?:[,.!?]|$))", "调小一点"),
        # A speaker told to be quiet ("小爱别说话了", "音箱闭嘴"): muted.
        (r"(音箱|小爱|小度|精灵|音响|喇叭|sonos|它)"
         r"(?:你?(?:别|不要|莫|甭)再?(?:说话|出声|讲话|吵)了?|闭嘴)", r"\1静音"),
        # Power said of the appliance on a plug: 插上电 is 通电, 拔掉插头 is 断电.
        (r"插上电|插电|通上电|接通电源|上电(?!视)", "通电"),
        (r"拔掉(?:插头|电源)|拔了?插头|拔电|断开电源", "断电"),
        # A plug or what is on it pulled out ("鱼缸插座拔了吧", "胶枪拔了", "拔掉插座"): its
        # power cut.
        (r"(?<=[\u4e00-\u9fff])(?<![别不勿莫])(?<!插头)拔(?:掉|了|下来?)"
         r"(?=[吧啊呀了]*(?:[,.!?]|$))", "断电"),
        (r"(?<![别不勿莫])拔(?:掉|了)?(?=[^,.!?\-]{0,6}插座)", "断电"),
        # An appliance on a plug is put on by plugging it in ("电饭锅插上"), a kettle or a
        # cooker by what it does ("电水壶烧上", "饭煮上").
        (r"插上(?![电插])|插起来?(?![电插])", "打开"),
        (r"(?<=[\u4e00-\u9fff])(?:烧|煮|焖|炖)上(?=[了吧啊呀嘛]*(?:[,.!?]|$))", "打开"),
        (r"撂(?=下)", "放"),  # 晾衣架撂下来: lower it
        # Code-mixed English verbs ("帮我 turn off 啲灯", "set 冷气 去 24 度").
        (r" (?:and|then) (?=turn|switch|open|close|set)", ","),  # "turn off A and turn on B"
        (r"(?:turn|switch) (?:it|that|this) ?on", "打开它"),  # "turn it on"
        (r"(?:turn|switch) (?:it|that|this) ?off", "关闭它"),
        (r"(?<![a-z])all ?off(?![a-z])", "全关"),  # "upstairs 的灯 all off"
        (r"(?<![a-z])all ?on(?![a-z])", "全开"),
        (r"(?:turn|switch) ?off", "关闭"),
        (r"(?:turn|switch) ?on", "打开"),
        (r"(?<![a-z])set(?![a-z])", "设置"),
        (r"(?:don'?t|do not|never) ?(?=关闭|打开|设置)", "别"),
        (r"(?<![a-z])aircon(?![a-z])", "空调"),
        # A room said by what is done there: "吃饭那屋" is the dining room, "小汤圆睡觉那间"
        # the child's room.
        (r"(?:吃饭|开饭|用餐)(?:的|那)个?(?:屋子?|间|房间?|地方|边|块)", "餐厅"),
        (r"(?:做饭|烧饭|煮饭)(?:的|那)个?(?:屋子?|间|房间?|地方|边|块)", "厨房"),
        (r"(?:洗澡|冲凉)(?:的|那)个?(?:屋子?|间|房间?|地方|边|块)", "卫生间"),
        (r"(?<=[\u4e00-\u9fff])睡觉(?:的|那)个?(?:屋子?|间|房间?)", "房间"),
        (r"睡觉(?:的|那)个?(?:屋子?|间|房间?|地方)", "卧室"),
    )
)

_BRACKETS = str.maketrans({
    "【": "(", "】": ")", "[": "(", "]": ")", "「": "(", "」": ")", "『": "(", "』": ")",
    "〔": "(", "〕": ")", "〈": "(", "〉": ")", "《": "(", "》": ")", "{": "(", "}": ")",
    "—": "-", "–": "-", "―": "-", "‐": "-", "‑": "-", "－": "-", "~": "-", "〜": "-",
    "、": "和", "。": ".", "，": ",", "；": ";", "：": ":", "！": "!", "？": "?",
    "\u3000": " ",
})
_SPACES = re.compile(r"\s+")
# A number read digit by digit ("二零一", "三〇二", "幺零八", "两零二"): a room, a year, a
# code. Three or four digits with a 零, 〇 or 幺 in them, which a number read as a quantity
# never has.
_DIGITS_READ = re.compile(r"(?<![零〇一二三四五六七八九幺两十百千万亿点第])"
                          r"[零〇一二三四五六七八九幺两]{3,4}"
                          r"(?![零〇一二三四五六七八九幺两十百千万亿点])")
_DIGIT_OF = str.maketrans("零〇一二三四五六七八九幺两", "0012345678912")
_NOT_WORD = re.compile(r"[^0-9a-z\u3400-\u9fff]+")
_PADDING_ZEROS = re.compile(r"(?<![\d.])0+(?=[1-9])")


MAX_TEXT_CHARS = 64  # 001 §3.6: names are truncated (default 64) against token waste and injection
TRUNCATION_MARK = "…"  # tells the agent a value was cut, so it does not read it as complete
# Unicode categories replaced by a space: controls (Cc, which includes \n \r \t), format
# characters (Cf: zero-width spaces and joiners, bidi overrides and isolates, BOM, tag
# characters), lone surrogates (Cs), line and paragraph separators (Zl, Zp).
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def sanitize_text(text: str, limit: int | None = MAX_TEXT_CHARS) -> str:
    """Return ``text`` on one visible line, at most ``limit`` characters long.

    Line breaks, control, zero-width and bidi characters become spaces; runs of white
    space collapse to one space; the ends are stripped; text longer than ``limit`` is cut
    and ends with ``TRUNCATION_MARK``. ``limit=None`` cleans without cutting (for ids and
    enum values, which must reach the device unchanged).

    Raises:
        InputError: ``limit`` is smaller than 1.
    """
    if limit is not None and limit < 1:
        raise InputError(f"limit must be at least 1, got {limit}")
    visible = "".join(" " if unicodedata.category(char) in _UNSAFE_CATEGORIES else char
                      for char in text)
    cleaned = " ".join(visible.split())
    if limit is None or len(cleaned) <= limit:
        return cleaned
    return cleaned[: limit - 1].rstrip() + TRUNCATION_MARK


_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")


def without_lone_surrogates(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD and every surrogate pair joined
    into the character it encodes: text no encoder would accept becomes text every one does."""
    if _LONE_SURROGATE.search(text) is None:
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def to_simplified(text: str) -> str:
    """Convert Traditional characters to Simplified (OpenCC), leaving the rest as it is."""
    return str(_TO_SIMPLIFIED.convert(text))


# Labels and room names are normalised again and again (every device, every request); the
# texts of one home are few, so each is worked out once.
TEXT_CACHE_SIZE = 65536


# Numerals written the formal way (on cheques, and by some input methods): "筒灯叁" is 筒灯三.
_FORMAL_NUMERALS = str.maketrans("壹贰叁肆柒捌玖貳參", "一二三四七八九二三")


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def normalize(text: str) -> str:
    """Return ``text`` in the one form every match uses.

    Full-width → half-width (NFKC), all brackets → ``()``, formal numerals → plain ones
    ("叁" → "三"), dashes → ``-``, Chinese punctuation → ASCII, Traditional → Simplified,
    Latin letters lower-cased, a number read digit by digit in digits ("二零一" → "201"),
    Korean and Japanese words → Chinese ("거실", "リビング" → "客厅"), runs of whitespace →
    one space, trimmed.
    Words and numerals are otherwise kept.
    """
    text = unicodedata.normalize("NFKC", text).translate(_BRACKETS).translate(_FORMAL_NUMERALS)
    text = from_japanese(from_korean(text))
    text = to_simplified(text)
    text = text.lower()
    text = _DIGITS_READ.sub(_digits, text)
    return _SPACES.sub(" ", text).strip()


def _digits(match: re.Match[str]) -> str:
    said = match.group()
    return said.translate(_DIGIT_OF) if any(zero in said for zero in "零〇幺") else said


# Old and regional names of devices, as the word for the kind: 电匣子 the television, 戏匣子
# and 话匣子 the radio, 电褥子 the electric blanket; in Min Chinese 电火 is a lamp.
_OLD_NAMES = (("电匣子", "电视"), ("戏匣子", "收音机"), ("话匣子", "收音机"), ("电褥子", "电热毯"),
              ("电火", "灯"))
# Of those words for a kind, the ones every device of the kind answers to, whatever its label.
_WHOLE_KINDS = frozenset({"电视", "灯"})


def say_old_names_plainly(text: str, labels: Iterable[str]) -> str:
    """Replace the old names of devices in ``text`` (normalised) with the word for their kind,
    except where a label of the home holding the name is said whole, or holds it and the
    kind is only known by name (a blanket labelled 东屋电褥子; "床头的电火" beside a lamp
    labelled 灶脚电火 is a lamp)."""
    said = [(old, plain) for old, plain in _OLD_NAMES if old in text]
    if not said:
        return text
    labelled = [normalize(label) for label in labels if any(old in label for old, _ in said)]
    for old, plain in said:
        holding = [label for label in labelled if old in label]
        if not any(label in text for label in holding) \
                and (plain in _WHOLE_KINDS or not holding):
            text = text.replace(old, plain)
    return text


def localize_regional(text: str) -> str:
    """Replace regional request words with their Mandarin equivalents.

    ``text`` must be normalised. Applied to requests only, never to device names.
    """
    for pattern, mandarin in _REGIONAL_RULES:
        text = pattern.sub(mandarin, text)
    return text


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def compact(text: str) -> str:
    """Return the normalised ``text`` with every space, bracket and punctuation mark removed,
    and the zeros that pad an index ("筒灯-03" → "筒灯3", "SW-3F-01" → "sw3f1")."""
    return _NOT_WORD.sub("", _PADDING_ZEROS.sub("", normalize(text)))


def char_ngrams(text: str, sizes: tuple[int, ...] = (1, 2)) -> tuple[str, ...]:
    """Return the character n-grams of the compacted ``text`` for each size in ``sizes``.

    Latin words count as one unit, so "hue color" yields "hue", "color", "huecolor".
    """
    units = _units(compact_keep_words(text))
    grams: list[str] = []
    for size in sizes:
        grams.extend("".join(units[i:i + size]) for i in range(len(units) - size + 1))
    return tuple(grams)


def is_chinese(text: str) -> bool:
    """True when ``text`` is one or more Chinese characters and nothing else."""
    return bool(text) and all("\u4e00" <= char <= "\u9fff" for char in text)


def holds_chinese(text: str) -> bool:
    """True when ``text`` holds a Chinese character anywhere ("Mop 拖地"; not "mop")."""
    return any("\u4e00" <= char <= "\u9fff" for char in text)


_PAUSED = re.compile(r"[\s,.!?;:~]+")


def said_plainly(text: str) -> str:
    """``text`` normalised and in Mandarin, each pause said as one comma, none at either end
    (how a request is compared with another: "我住201，" and "我住201" alike)."""
    return _PAUSED.sub(",", localize_regional(normalize(text))).strip(",")


def compact_keep_words(text: str) -> str:
    """Like :func:`compact` but keeps single spaces between Latin words."""
    return _SPACES.sub(" ", re.sub(r"[^0-9a-z\u3400-\u9fff ]+", " ", normalize(text))).strip()


def _units(text: str) -> list[str]:
    return re.findall(r"[a-z]+|[0-9]+|[\u3400-\u9fff]", text)


_CN_WHOLE_DIGITS = "零〇一二两三四五六七八九十百千万"
_CN_DIGITS = _CN_WHOLE_DIGITS + "点"  # 点: the decimal point of "二十六点五"
_NUMERAL = rf"[{_CN_DIGITS}]+"
# A numeral is a value only in these contexts; elsewhere ("开一下", "一楼") it is a word.
_VALUE_NUMERAL = re.compile(
    rf"百分之(?P<percent>{_NUMERAL})"
    # (a numeral is read from its first character: a long run costs what it is long)
    rf"|(?<![{_CN_DIGITS}])(?P<unit_num>{_NUMERAL})(?=度|档|挡|级|格|%|分钟|摄氏度|k|成)"
    rf"|(?<=[到为成至])(?P<after_verb>{_NUMERAL})(?![半些下样致])"  # (not "调成一样")
    # A 点 with no digit after it is a clock's ("十点" is ten o'clock), not a decimal point.
    rf"|(?<![{_CN_DIGITS}])(?P<long>(?:[一二三四五六七八九][十百]|两百|十)[{_CN_WHOLE_DIGITS}]*"
    rf"(?:点[{_CN_WHOLE_DIGITS}]+)?)"
)


# "开个三成", "拉开7成": tenths of the whole.
_TENTHS = re.compile(r"(?<![\d.])(?P<tenths>10|[1-9])成(?![功为了])")
# "百分之50": the percent word with Arabic digits.
_DIGIT_PERCENT = re.compile(r"百分之\s*(?P<number>\d+(?:\.\d+)?)")
# "开三分之一", "四分之三": a share said as a fraction.
_FRACTION = re.compile(r"(?P<whole>[二三四五六七八九十两]|[2-9]|10)分之"
                       r"(?P<part>[一二三四五六七八九]|[1-9])")
_SMALL_NUMERALS = "一二三四五六七八九十"


def _to_number(numeral: str) -> str | None:
    try:
        value = cn2an.cn2an(numeral, "smart")
    except (ValueError, KeyError):
        return None
    number = float(value)
    return str(int(number)) if number.is_integer() else str(number)


def integer_of(numeral: str) -> int | None:
    """The whole number a numeral says in digits or in Chinese ("12", "十二", "两" → 2), or
    None when it says none."""
    if numeral.isdigit():
        return int(numeral)
    number = _to_number(numeral)
    return int(number) if number is not None and number.isdigit() else None


def chinese_numeral(number: int) -> str:
    """``number`` in Chinese numerals (15 → "十五")."""
    return str(cn2an.an2cn(number))


# "廿五度" (Cantonese and written Chinese): 廿 is twenty and 卅 thirty.
_SCORES = re.compile(r"[廿卅](?=[一二三四五六七八九度%])")
_SCORE_VALUES = {"廿": "二十", "卅": "三十"}


def convert_numerals(text: str) -> str:
    """Rewrite Chinese numerals that state a value as digits.

    "百分之五十" → "50%", "二十六度" → "26度", "三档" → "3档", "调到七十" → "调到70",
    "三成" → "30%", "三分之一" → "33%", "廿五度" → "25度";
    numerals that are words ("开一下", "一楼", "一点") are left alone.
    """

    def replace(match: re.Match[str]) -> str:
        if match.group("percent"):
            number = _to_number(match.group("percent"))
            return f"{number}%" if number is not None else match.group(0)
        numeral = match.group(0)
        number = _to_number(numeral)
        return number if number is not None else numeral

    text = _SCORES.sub(lambda match: _SCORE_VALUES[match.group(0)], text)
    converted = _DIGIT_PERCENT.sub(r"\g<number>%", _VALUE_NUMERAL.sub(replace, text))
    converted = _FRACTION.sub(_share, converted)
    return _TENTHS.sub(lambda match: f"{int(match.group('tenths')) * 10}%", converted)


def _share(match: re.Match[str]) -> str:
    """"三分之一" → "33%"; a part as large as the whole or larger is left as said."""
    whole, part = _small_number(match.group("whole")), _small_number(match.group("part"))
    return f"{round(part * 100 / whole)}%" if part < whole else match.group(0)


def _small_number(said: str) -> int:
    """A number up to ten, in digits or in Chinese ("两" is 2)."""
    return int(said) if said.isdigit() else _SMALL_NUMERALS.index(said.replace("两", "二")) + 1


# Mandarin sounds that speech recognisers confuse (tone-insensitive keys merge them).
_INITIAL_CONFUSIONS = (("zh", "z"), ("ch", "c"), ("sh", "s"), ("n", "l"), ("r", "l"),
                       ("f", "h"))
_FINAL_CONFUSIONS = (("ang", "an"), ("eng", "en"), ("ing", "in"), ("iang", "ian"),
                     ("uang", "uan"))


WordsByEnds = Mapping[tuple[str, str, int], tuple[str, ...]]


def by_ends(words: Iterable[str]) -> WordsByEnds:
    """Each Chinese word of three characters or more in ``words``, by (first character, last
    character, length): the words ``said`` may be typed one off from (see the_one_typed_off)
    are read without reading the others."""
    found: dict[tuple[str, str, int], list[str]] = {}
    for word in dict.fromkeys(words):
        if len(word) >= 3 and is_chinese(word):
            found.setdefault((word[0], word[-1], len(word)), []).append(word)
    return MappingProxyType({ends: tuple(them) for ends, them in found.items()})


def the_one_typed_off(said: str, words: WordsByEnds) -> str | None:
    """The one word of ``words`` (by_ends) ``said`` is with one character typed wrong
    (typed_one_off); None when none or several are."""
    if len(said) < 3:
        return None
    found = [word for word in words.get((said[0], said[-1], len(said)), ())
             if typed_one_off(said, word)]
    return found[0] if len(found) == 1 else None


def typed_one_off(said: str, written: str) -> bool:
    """Whether ``said`` is ``written`` with one character inside it typed wrong: as long, its
    first and last characters kept, and the one other character sounding alike at its start
    ("修胚灯" for 修坯灯: pei for pi; not "小熊灯" for 小夜灯)."""
    if len(said) != len(written) or len(said) < 3 or said[0] != written[0] \
            or said[-1] != written[-1]:
        return False
    differ = [(a, b) for a, b in zip(said, written, strict=True) if a != b]
    if len(differ) != 1:
        return False
    (ours, theirs), = differ
    sounds = pinyin_syllables(ours + theirs)
    return len(sounds) == 2 and sounds[0][:1] == sounds[1][:1]


@lru_cache(maxsize=4096)
def pinyin_syllables(text: str) -> tuple[str, ...]:
    """Return the tone-less pinyin syllables of the Chinese characters in ``text``.

    Latin words and digits pass through as their own units.
    """
    syllables: list[str] = []
    for unit in _READ_UNITS.findall(compact_keep_words(text)):
        if unit.isascii():
            syllables.append(unit)
        else:  # a run read as words: 空调 is kong tiao, not the kong diao of 调 alone
            syllables.extend(str(s) for s in lazy_pinyin(unit, style=Style.NORMAL,
                                                          errors="default"))
    return tuple(syllables)


_READ_UNITS = re.compile(r"[a-z]+|[0-9]+|[\u3400-\u9fff]+")


def fuzzy_syllable(syllable: str) -> str:
    """Merge the initials and finals that Mandarin speech recognition confuses."""
    for wide, narrow in _INITIAL_CONFUSIONS:
        if syllable.startswith(wide):
            syllable = narrow + syllable[len(wide):]
            break
    for wide, narrow in _FINAL_CONFUSIONS:
        if syllable.endswith(wide):
            syllable = syllable[: -len(wide)] + narrow
            break
    return syllable


def by_sound(words: Iterable[str], sound: Callable[[str], _K]) -> dict[_K, str]:
    """How each of ``words`` sounds (by ``sound``) → the word; a sound two words share names
    neither."""
    found: dict[_K, set[str]] = {}
    for word in words:
        found.setdefault(sound(word), set()).add(word)
    return {key: next(iter(said)) for key, said in found.items() if len(said) == 1}


def fuzzy_pinyin(text: str) -> tuple[str, ...]:
    """Return the confusion-merged pinyin syllables of ``text`` ("老火鸡" == "老伙计")."""
    return tuple(fuzzy_syllable(syllable) for syllable in pinyin_syllables(text))


# Digits as they are said, so that "次卧1" sounds like "次卧一".
_DIGITS_SAID = str.maketrans("0123456789", "零一二三四五六七八九")


def sound_said(text: str) -> tuple[str, ...]:
    """:func:`fuzzy_pinyin` of ``text`` with its digits said as words ("次卧1" == "刺卧一")."""
    return fuzzy_pinyin(text.translate(_DIGITS_SAID))


def has_latin(text: str) -> bool:
    """Return True when ``text`` contains a Latin letter."""
    return re.search(r"[A-Za-z]", text) is not None
