"""Text normalisation (000 §2), numerals, n-grams and pinyin keys."""

from __future__ import annotations

import pytest

from context_retrieval.text import (
    by_sound,
    char_ngrams,
    compact,
    convert_numerals,
    fuzzy_pinyin,
    integer_of,
    is_chinese,
    localize_regional,
    normalize,
    pinyin_syllables,
    said_plainly,
    say_old_names_plainly,
    typed_one_off,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  打开   客厅灯 ", "打开 客厅灯"),
        ("灯带（电视墙）", "灯带(电视墙)"),
        ("【客厅】灯", "(客厅)灯"),
        ("Ｈｕｅ　ｌａｍｐ", "hue lamp"),
        ("打開臥室的燈", "打开卧室的灯"),
        ("空调—客厅", "空调-客厅"),
    ],
)
def test_normalize_unifies_width_brackets_script_and_space(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("二零一房间的空调", "201房间的空调"),
        ("二〇一的床头灯", "201的床头灯"),
        ("幺零八", "108"),
        ("二零二六年", "2026年"),
        ("２０１的空调", "201的空调"),
        ("一二三", "一二三"),  # counting, not a number read digit by digit
        ("五六七个", "五六七个"),
        ("二十六度", "二十六度"),
        ("一百零一", "一百零一"),
        ("第一二三", "第一二三"),
    ],
)
def test_a_number_read_digit_by_digit_is_written_in_digits(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


def test_compact_drops_spaces_and_punctuation() -> None:
    assert compact("灯带 （电视墙）！") == "灯带电视墙"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("百分之五十", "50%"),
        ("二十六度", "26度"),
        ("三档", "3档"),
        ("调到七十", "调到70"),
        ("调到二十六点五度", "调到26.5度"),
        ("开一下", "开一下"),
        ("调亮一点", "调亮一点"),
        ("一楼老人房", "一楼老人房"),
        ("关掉一半", "关掉一半"),
        ("冷氣較到廿五度", "冷氣較到25度"),
        ("卅度", "30度"),
        ("晚上十点把灯关了", "晚上10点把灯关了"),
        ("十二点半", "12点半"),
        ("两百零一房间窗帘拉开", "201房间窗帘拉开"),
        ("两个都开", "两个都开"),
        ("窗帘开三分之一", "窗帘开33%"), ("开到四分之三", "开到75%"), ("三分之五", "三分之五"),
        ("厨房的也调成一样", "厨房的也调成一样"), ("调成一致", "调成一致"),
    ],
)
def test_convert_numerals_rewrites_values_only(raw: str, expected: str) -> None:
    assert convert_numerals(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("閂燈", "关灯"), ("熄燈", "关灯"), ("著燈", "打开灯"), ("着廚房嘅燈", "打开厨房的灯"),
     ("較高啲", "调高一点"), ("睡房燈係唔係開咗？", "睡房灯是不是开了?"), ("開著嗎", "开着吗"),
     ("有冇鎖著", "有没有锁着"), ("全部", "全部"), ("校到25度", "调到25度"),
     ("冷氣轉制冷", "冷气调到制冷"), ("唔好熄燈住", "不要关灯住"), ("窗閂好未", "窗关好没有"),
     ("算啦", "算了"), ("唔使開", "不用开"), ("廁所燈唔好開住啦", "厕所灯关掉啦"),
     ("全部官咗", "全部关了"), ("車庫門觀上", "车库门关上"), ("主人房等全部關", "主人房灯全部关"),
     ("外觀上", "外观上"), ("等一下再開", "等一下再开"), ("窗簾拉開點", "窗帘拉开一点"),
     ("電視往回倒一點", "电视快退"), ("倒回去一下", "快退"), ("空氣唔好", "空气不好"),
     ("空氣真係唔好啊", "空气真是不好啊"), ("唔好開燈", "不要开灯"), ("大聲點", "大声一点"),
     ("小聲點…", "小声点..."), ("除咗廳，其他燈熄晒", "除了厅里,其他灯关都"),
     ("熄晒啲燈，淨係留返床頭燈", "关都些灯,只留床头灯"), ("半個鐘頭後關掉", "半个小时后关掉")],
)
def test_cantonese_request_words_become_mandarin(raw: str, expected: str) -> None:
    assert localize_regional(normalize(raw)) == expected


def test_char_ngrams_keep_latin_words_whole() -> None:
    assert char_ngrams("Hue灯", (1, 2)) == ("hue", "灯", "hue灯")


@pytest.mark.parametrize(("misheard", "meant"), [("老火鸡", "老伙计"), ("小百", "小白"),
                                                ("心空灯", "星空灯"), ("书房", "苏防")])
def test_fuzzy_pinyin_merges_sounds_speech_recognisers_confuse(misheard: str, meant: str) -> None:
    assert fuzzy_pinyin(misheard) == fuzzy_pinyin(meant)


def test_fuzzy_pinyin_keeps_different_names_apart() -> None:
    assert fuzzy_pinyin("台灯") != fuzzy_pinyin("吊灯")


@pytest.mark.parametrize(("said", "meant"), [
    ("闩晒啲灯佢", "关都些灯它"),
    ("帮我turn off啲灯", "帮我关闭些灯"),
    ("开咗个aircon", "开了个空调"),
    ("窗帘拉埋", "窗帘拉上"),
    ("客厅好焗", "客厅好热"),
    ("好嘈呀", "好吵呀"),
    ("客厅太光", "客厅太亮"),
    ("客廳幾多度", "客厅多少度"),
    ("熱到瞓唔著", "热到睡不着"),
    ("煮緊嘢好大煙", "煮着东西好大烟"),
    ("洗衫机开始洗衫", "洗衣机开始洗衣"),
    ("晾衫架降落嚟", "晾衣架降下来"),
    ("架电动车叉电", "架电动车充电"),
    ("熄掣", "关闭开关"),
    ("閂咗淋花水掣", "关了浇花水掣"),
    ("厅嘅冷气全部开", "厅里的冷气全部开"), ("开咗佢,厅啲灯", "开了它,厅里些灯"),
    ("饭厅嘅灯", "饭厅的灯"), ("卷帘门拉起,招牌灯着埋", "卷帘门拉起,招牌灯也打开"),
    ("卷帘全部放落去", "卷帘全部放下去"), ("窗帘拉落", "窗帘拉下"),
])
def test_cantonese_and_code_mixed_request_words_become_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("text", "expected"), [("L1-客厅-筒灯-03", "l1客厅筒灯3"),
                                                ("SW-3F-01", "sw3f1"), ("0.5", "05"),
                                                ("2024", "2024")])
def test_the_zeros_that_pad_an_index_are_no_part_of_it(text: str, expected: str) -> None:
    assert compact(text) == expected


@pytest.mark.parametrize(("said", "meant"), [
    ("廚房著燈", "厨房打开灯"),
    ("開著燈嗎", "开着灯吗"),
    ("入面嗰個廁所開下燈", "入面那个厕所开一下灯"),
    ("電視較細聲啲", "电视小声些"),
    ("鏡前燈開到最光", "镜前灯开到最亮"),
    ("吊燈較光啲", "吊灯调亮一点"), ("再高啲", "再高一点"),
    ("老人房嗰部開返", "老人房那个打开"), ("關燈同埋拉埋窗簾", "关灯和拉上窗帘"),
    ("燈帶轉藍色", "灯带调成蓝色"), ("冷氣風細啲", "冷气风小一点"),
    ("晒了一大些被子", "晒了一大些被子"), ("公衛燈仲開住", "公卫灯还开着"),
    ("冷氣淨係吹風", "冷气送风"),
    ("客廳冷氣開冷", "客厅冷气开制冷"),
    ("窗簾拉開少少", "窗帘拉开一点"),
    ("電視返主頁", "电视回到主页"),
    ("天台淋花", "天台浇花"),
    ("工人姐姐間房盞燈閂咗佢", "工人姐姐房的灯关了它"),
    ("兩盞燈", "两盏灯"),
    ("有多少盞燈是打開的", "有多少盏灯是打开的"),
])
def test_cantonese_words_for_switching_and_amounts_become_mandarin(said: str,
                                                                   meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("said", "meant"), [
    ("把老人房的灯点一下", "把老人房的灯打开"),
    ("燃气报警器关掉去", "燃气报警器关掉"),
    ("嗯把渠关掉", "嗯把它关掉"),
    ("电饭煲插上电", "电饭煲通电"),
    ("把电热毯的插头拔掉", "把电热毯的插头拔掉"),  # said of the plug itself: as it is
    ("电热毯拔掉插头", "电热毯断电"),
    ("上电视", "上电视"),
    ("roborock去扫一下地", "roborock扫地一下"),
    ("扫地机去充电", "扫地机充电"),
    ("扫地机回去充电", "扫地机回去充电"),
    ("天太热了", "太热了"),
    ("电视调小声一点", "电视小声一点"),
    ("今天好闷啊", "好闷啊"),
    ("后晌热得不行", "热得不行"),
    ("晚上好干燥", "好干燥"),
    ("晚上干嘛", "晚上干嘛"),  # what to do tonight: no feeling
    ("天台好热", "天台好热"),
    ("电饭锅插上", "电饭锅打开"),
    ("麻将机插起", "麻将机打开"),
    ("电水壶烧上", "电水壶打开"),
    ("饭该煮上了", "饭该打开了"),
    ("车预热给我整上", "车预热给我打开"),
    ("把那sonos整响点", "把那sonos大声"),  # 调大声 is said 大声
    ("晾衣架撂下来", "晾衣架放下来"),
    ("把灯全给我闭了", "把灯全给我关了"), ("空调都给闭了", "空调都给关了"),
    ("眼睛都快闭上了", "眼睛都快闭上了"), ("北边那屋灯全关了", "北屋灯全关了"),
    ("主卧老热了", "主卧好热了"),
    ("老人房好冷", "老人房好冷"),
    ("车库冻死了", "车库好冷"),
    ("车库嘎嘎冷", "车库好冷"),
    ("地上拔凉拔凉的", "地上好冷"),
    ("水管冻坏了", "水管冻坏了"),
])
def test_gan_words_and_power_said_of_an_appliance_become_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


def test_english_all_off_and_all_on_are_read() -> None:
    assert localize_regional(normalize("upstairs 的灯 all off")).endswith("全关")


@pytest.mark.parametrize(("said", "meant"), [
    ("覅关灯", "不要关灯"),
    ("灯勿要关", "灯不要关"),
    ("全屋灯关脱", "全屋灯关掉"),
    ("冷煞哉", "冷死了"),
    ("门锁好了伐?", "门锁好了吗?"),
    ("阳台灯开开伐", "阳台灯开开"),  # asked for, not asked about
    ("迭个物事关脱", "这个东西关掉"),
    ("看勿清爽", "看不清楚"),
])
def test_wu_request_words_become_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("numeral", "number"), [
    ("3", 3), ("三", 3), ("十二", 12), ("两", 2), ("abc", None), ("", None)])
def test_integer_of_reads_digits_and_chinese_numerals(numeral: str, number: int | None) -> None:
    assert integer_of(numeral) == number


@pytest.mark.parametrize(("said", "meant"), [
    ("空调白动它", "空调别动它"),
    ("白开空调", "别开空调"),
    ("小白开自然风", "小白开自然风"),  # a name, not 别
    ("书房可闷", "书房好闷"),
    ("一楼嘞灯全给它开开", "一楼的灯全给它开开"),
    ("好嘞", "好嘞"),
    ("冷死哒", "冷死了"),  # Xiang
    ("把那个么子灯关咯", "把那个什么灯关咯"),
    ("再暗一滴滴", "再暗一点"),
    ("还是太亮了，再暗滴", "还是太亮了,再暗点"),
])
def test_central_northern_and_xiang_request_words_become_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("said", "meant"), [("开个三成就中", "开个30%就中"),
                                             ("拉开7成", "拉开70%"), ("调成3", "调成3")])
def test_tenths_are_percentages(said: str, meant: str) -> None:
    assert convert_numerals(said) == meant



@pytest.mark.parametrize(("said", "meant"), [
    ("一楼灯都给我整灭了", "一楼灯都给我关掉"),
    ("小太阳给我整开", "小太阳给我打开"),
    ("地暖往上整整", "地暖调高"),
    ("客厅空调给我整到制热", "客厅空调给我调到制热"),
    ("把灯整亮点", "把灯调亮点"),
    ("竹帘整下来", "竹帘放下来"),
    ("书房贼冷", "书房好冷"),
    ("院子灯给我整亮堂的", "院子灯给我打开"),
    ("炕屋那灯给整着", "炕屋那灯给打开"),
    ("电视墙那灯带整个红的", "电视墙那灯带调成红的"),
    ("整点儿音乐", "放点音乐"),
    ("全关喽", "全关了"),
    ("整个家的灯", "整个家的灯"),
])
def test_north_eastern_request_words_become_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("said", "meant"), [
    ("电匣子开开", "电视开开"),
    ("把戏匣子关了", "把收音机关了"),
    ("老人房的电褥子打开", "老人房的电热毯打开"),
    ("佛堂的电火", "佛堂的灯"),
])
def test_old_and_regional_names_of_devices_become_their_kind(said: str, meant: str) -> None:
    assert say_old_names_plainly(normalize(said), ("客厅电视", "收音机")) == meant


def test_an_old_name_the_home_labels_a_device_with_is_kept() -> None:
    assert say_old_names_plainly("电褥子给我开开", ("东屋电褥子", "台灯")) == "电褥子给我开开"


@pytest.mark.parametrize(("said", "meant"), [
    ("佛堂的灯点起来", "佛堂的灯打开"),
    ("楼上楼下的灯全关", "全屋的灯全关"),
])
def test_lighting_a_lamp_and_upstairs_and_downstairs(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("text", "syllables"), [
    ("空调", ("kong", "tiao")),  # read as a word, not 调 alone (diao)
    ("客厅空调", ("ke", "ting", "kong", "tiao")),
    ("调到26度", ("diao", "dao", "26", "du")),
    ("hue灯a3", ("hue", "deng", "a", "3")),
])
def test_pinyin_reads_chinese_runs_as_words(text: str, syllables: tuple[str, ...]) -> None:
    assert pinyin_syllables(text) == syllables


@pytest.mark.parametrize(("said", "meant"), [("主人房大燈著咗佢", "打开"), ("著咗枱燈", "打开")])
def test_cantonese_著咗_switches_on(said: str, meant: str) -> None:
    assert meant in localize_regional(normalize(said))


def test_a_lamp_that_lights_up_is_switched_on_unless_asked_about() -> None:
    assert "打开" in localize_regional(normalize("二楼走廊灯亮起嘛"))
    assert "打开" not in localize_regional(normalize("走廊灯亮起了吗"))


@pytest.mark.parametrize(("said", "meant"), [
    ("温度调高眼", "温度调高一点"), ("洗澡水弗热", "洗澡水不热"),
    ("电视机声音响眼", "电视机声音大一点"), ("油烟交关大", "油烟很大"), ("关关掉", "关掉")])
def test_ningbo_words_are_said_in_mandarin(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant


@pytest.mark.parametrize(("said", "plain"), [("楼上的灯都歇掉", "楼上的灯都关掉"),
                                             ("饭堂的空调歇一下", "饭堂的空调关掉"),
                                             ("我歇一下", "我歇一下"),
                                             ("空调都歇歇吧", "空调都关掉吧"),
                                             ("院子的灯都点起来", "院子的灯都打开"),
                                             ("灯点上", "灯打开")])
def test_a_lamp_is_put_out_as_it_rests_and_lit_as_it_is_kindled(said: str, plain: str
                                                                ) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("全厝的灯拢熄掉", "全屋的灯都关掉"),
                                             ("阿嬷房个火关掉", "阿嬷房的灯关掉")])
def test_teochew_words_for_the_whole_house_all_and_the_lamp(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [
    ("共电火拍开", "把电火打开"), ("电火拍熄", "电火关掉"), ("冷气毋通开遐冷", "冷气不要开那么冷"),
    ("灶脚乌暗暗", "灶脚好黑"), ("外口落雨未", "外面下雨没有"),
    ("烧水器拍开，欲洗浴", "热水器打开,要洗澡"), ("佛灯有光无", "佛灯亮着吗"), ("有够热", "好热"),
    ("共享单车", "共享单车")])
def test_minnan_words_for_switching_dont_so_dark_and_outside(said: str, plain: str) -> None:
    assert localize_regional(normalize(said)) == plain


def test_an_old_name_of_a_whole_kind_in_a_longer_label_is_still_the_kind() -> None:
    assert say_old_names_plainly("床头的电火打开", ("灶脚电火", "吸顶灯")) == "床头的灯打开"
    assert say_old_names_plainly("灶脚电火打开", ("灶脚电火", "吸顶灯")) == "灶脚电火打开"


@pytest.mark.parametrize(("said", "plain"), [("楼上的灯一满关了", "楼上的灯全部关了"),
                                             ("爷爷家的灯齐关了", "爷爷家的灯都关了"),
                                             ("把兀个大吊灯开开", "把那个大吊灯开开"),
                                             ("兀搭冷圪冰冰的", "那里冷冰冰的")])
def test_jin_words_for_that_there_all_and_the_colouring_ge(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("展厅显潮", "展厅很潮"),
                                             ("二楼客厅冷显冷", "二楼客厅很冷"),
                                             ("招牌灯关爻", "招牌灯关掉"),
                                             ("卷帘门关了否", "卷帘门关了吗"),
                                             ("办公室空调开起", "办公室空调打开"),
                                             ("佛灯渠熄爻了", "佛灯关掉了"),
                                             ("楼下个插座", "楼下的插座"),
                                             ("下个月", "下个月"), ("是否", "是否"),
                                             ("射灯开亮显点", "射灯开亮显点")])
def test_wenzhou_words_for_very_done_the_question_and_of(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("三楼主卧潮潮的", "三楼主卧好潮"),
                                             ("冷冷冷", "好冷"), ("洗澡水冷冰冰", "洗澡水好冷"),
                                             ("堂食热烘烘", "堂食好热"),
                                             ("热热闹闹的", "热热闹闹的")])
def test_how_a_place_feels_said_over_again_is_very_so(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("筒灯No.4开", "筒灯4开"), ("筒灯#5关", "筒灯5关"),
                                             ("room no. 301", "room no. 301")])
def test_an_index_said_the_english_way_after_a_name_is_that_index(said: str, plain: str) -> None:
    assert localize_regional(normalize(said)) == plain


def test_a_sound_two_words_share_names_neither() -> None:
    assert by_sound(["储物间", "客厅", "课厅"], lambda word: "".join(pinyin_syllables(word))) \
        == {"chuwujian": "储物间"}


def test_a_request_said_plainly_has_one_comma_per_pause_and_none_at_the_ends() -> None:
    assert said_plainly("  你好，  我住201！ ") == "你好,我住201"
    assert is_chinese("画案灯")
    assert not is_chinese("画案灯2")
    assert not is_chinese("")


@pytest.mark.parametrize(("said", "plain"), [("燃气有没得泄漏", "燃气有没有泄漏"),
                                             ("厨房漏水没得", "厨房漏水没有"),
                                             ("客厅现在好多度", "客厅现在多少度"),
                                             ("屋头有没得烟", "屋里有没有烟"),
                                             ("那个是啥子灯", "那个是什么灯"),
                                             ("莫得人", "没有人")])
def test_southwestern_words_for_not_have_how_warm_indoors_and_what(said: str,
                                                                   plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "written", "one_off"), [
    ("修胚灯", "修坯灯", True), ("凉胚房", "凉坯房", True), ("小熊灯", "小夜灯", False),
    ("客厅灯", "餐厅灯", False), ("修胚灯", "修坯灯具", False), ("灯1", "灯2", False)])
def test_one_character_typed_wrong_inside_a_word_sounds_alike(said: str, written: str,
                                                              one_off: bool) -> None:
    assert typed_one_off(said, written) is one_off


@pytest.mark.parametrize(("said", "plain"), [("关掉伊", "关掉它"), ("伊太大声了", "它太大声了"),
                                             ("伊个亮度调到一半", "它的亮度调到一半"),
                                             ("关掉伊莱克斯", "关掉伊莱克斯"),
                                             ("那就开一下", "开一下"), ("那开关坏了", "那开关坏了"),
                                             ("声儿大点儿", "声音大点儿"),
                                             ("女儿房间", "女儿房间")])
def test_wu_and_min_it_going_on_from_what_was_said_and_erhua(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [
    ("阿能把儿童房的灯关掉", "能不能把儿童房的灯关掉"), ("灯阿是开着", "灯是不是开着"),
    ("门阿锁好了", "门是不是锁好了"), ("阿可以开空调", "可不可以开空调"),
    ("阿姨房的灯关了", "阿姨房的灯关了"), ("阿杰开灯", "阿杰开灯"),
    ("车库门可关了?", "车库门关了吗?"), ("电动车可充满了", "电动车充满了吗"),
    ("a室可冷了", "a室好冷了")])
def test_the_wu_question_said_with_a_before_the_verb(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("姐姐的灯灯关关", "姐姐的灯关掉"),
                                             ("书房空调除除湿", "书房空调除湿"),
                                             ("电竞灯搞起来", "电竞灯打开"),
                                             ("开关关了", "开关关了"),
                                             ("射灯灯带全开", "射灯灯带全开"),
                                             ("把千万别关关了", "把千万别关关了"),
                                             ("一搞起来就跳闸", "一搞起来就跳闸")])
def test_a_childs_words_said_twice_and_getting_it_going(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "plain"), [("乜嘢关咗佢", "什么关了它"),
                                             ("空调乜时候开", "空调什么时候开")])
def test_what_said_in_cantonese_and_in_xuzhou(said: str, plain: str) -> None:
    assert localize_regional(said) == plain


@pytest.mark.parametrize(("said", "meant"), [
    ("暖气关掉些", "暖气调小一点"), ("风扇关点吧", "风扇调小一点吧"),
    ("把灯关掉一些", "把灯关掉一些"),  # some of them off
])
def test_turned_off_only_a_little_is_turned_down(said: str, meant: str) -> None:
    assert localize_regional(normalize(said)) == meant
