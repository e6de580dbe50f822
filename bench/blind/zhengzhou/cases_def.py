"""The labelled cases of the zhengzhou blind set (read by build.py).

Every case names devices by the keys of build.DEVICES; build.py turns them
into deviceIds.  See README.md for the labelling rules used here.
"""
from __future__ import annotations


def define_cases(env):
    g = env
    one, clar, bulk, none, scope = g["one"], g["clar"], g["bulk"], g["none"], g["scope"]
    ON, OFF, LVL, STEP, CT, CTS, COL, HUE = (g[k] for k in ("ON", "OFF", "LVL", "STEP", "CT", "CTS", "COL", "HUE"))
    SH_OPEN, SH_CLOSE, SH_PAUSE, SH_LVL, SH_STEP, TILT = (
        g[k] for k in ("SH_OPEN", "SH_CLOSE", "SH_PAUSE", "SH_LVL", "SH_STEP", "TILT"))
    TM_COOL, TM_HEAT, TM_AUTO, TM_OFF, TM_SET, COOLSP, HEATSP = (
        g[k] for k in ("TM_COOL", "TM_HEAT", "TM_AUTO", "TM_OFF", "TM_SET", "COOLSP", "HEATSP"))
    ACMODE, ACFAN, FANPCT, FANSPD, FANMODE, OSC, WIND, PURI = (
        g[k] for k in ("ACMODE", "ACFAN", "FANPCT", "FANSPD", "FANMODE", "OSC", "WIND", "PURI"))
    VOL, VUP, VDOWN, MUTE, SETMUTE, UNMUTE = (g[k] for k in ("VOL", "VUP", "VDOWN", "MUTE", "SETMUTE", "UNMUTE"))
    PLAY, PAUSE, STOP, NEXT, PREV, KEY = (g[k] for k in ("PLAY", "PAUSE", "STOP", "NEXT", "PREV", "KEY"))
    LOCK, UNLOCK, V_OPEN, V_CLOSE, AL_OFF, AL_SIREN, AL_BOTH = (
        g[k] for k in ("LOCK", "UNLOCK", "V_OPEN", "V_CLOSE", "AL_OFF", "AL_SIREN", "AL_BOTH"))
    RVC_START, RVC_PAUSE, RVC_HOME, MODE, STAR = (g[k] for k in ("RVC_START", "RVC_PAUSE", "RVC_HOME", "MODE", "STAR"))

    cases = []

    def C(cid, query, expect, tags, history=None):
        if isinstance(expect, dict):
            expect = [expect]
        cases.append({"id": cid, "query": query, "expect": expect, "tags": tags, "history": history})

    # Frequently used sets ---------------------------------------------------
    ALL_LIGHTS = scope()
    LIVING_LIGHTS = scope(rooms=["living"])
    KID_LIGHTS = scope(rooms=["kid"])
    MASTER_LIGHTS = scope(rooms=["master"])
    STUDY_LIGHTS = scope(rooms=["study"])
    BATH3_LIGHTS = scope(rooms=["bath3"])
    KITCHEN_LIGHTS = scope(rooms=["kitchen"])
    ROOF_LIGHTS = scope(floors=["roof"])
    ACS = scope(type_="ac")
    CURTAINS = scope(type_="curtain")
    PLUGS = scope(type_="plug")
    BIG = ["lv_main", "kt_main", "el_main", "ms_main"]          # 大灯 x4
    CEIL = ["store_ceiling", "wc2_light", "bal_light", "st_ceiling", "bt_ceiling"]  # 吸顶灯 x5
    DL = [f"dl{i}" for i in range(1, 7)]
    SHELF = [f"shelf{i}" for i in range(1, 9)]
    SPOTS = ["spot1", "spot2", "spot3"]
    FANS = ["shop_fan", "peppa", "ms_fan"]
    LOCKS = ["shop_lock", "home_lock"]
    ELDER_HEAT = ["el_ac", "radiator"]
    OPEN_C = [SH_OPEN, SH_LVL]
    CLOSE_C = [SH_CLOSE, SH_LVL]
    DIM = [LVL, STEP]
    WARM = [CT, CTS]
    COLOR = [COL, HUE]
    MATTER_AC_SP = [COOLSP, HEATSP]
    COOL_MODE = [TM_COOL, TM_SET]
    HEAT_MODE = [TM_HEAT, TM_SET]

    # ======================================================================
    # 1. Device by its own (unique) name
    # ======================================================================
    C("zz-name-001", "打开门头灯", one("door_head", ON), ["name", "relay-light"])
    C("zz-name-002", "把Shop Sign关了", one("sign", OFF), ["name", "english"])
    C("zz-name-003", "shop sign打开", one("sign", ON), ["name", "english", "case"])
    C("zz-name-004", "落地灯开开", one("lv_floor", ON), ["name", "dialect"])
    C("zz-name-005", "把小灯关了", one("el_small", OFF), ["name", "elder"])
    C("zz-name-006", "镜前灯打开", one("mirror", ON), ["name"])
    C("zz-name-007", "橱柜灯带开一下", one("kt_strip", ON), ["name", "relay-light"])
    C("zz-name-008", "楼梯灯关掉", one("stair_light", OFF), ["name", "relay-light"])
    C("zz-name-009", "花园灯串打开", one("string_lights", ON), ["name", "relay-light"])
    C("zz-name-010", "把床头灯关了", one("ms_bed", OFF), ["name"])
    C("zz-name-011", "打开皮卡丘", one("pikachu", ON), ["name", "cartoon", "child"])
    C("zz-name-012", "艾莎公主灯关了吧", one("kid_main", OFF), ["name", "cartoon"])
    C("zz-name-013", "Hue Go打开", one("huego", ON), ["name", "english"])
    C("zz-name-014", "关掉照明灯", one("roof_light", OFF), ["name"])
    C("zz-name-015", "报警器关了，吵死了", one("siren", [OFF, AL_OFF]), ["name", "siren"])
    C("zz-name-016", "把除湿机打开", one("dehum", ON), ["name", "partial-name", "plug"])
    C("zz-name-017", "加湿器开开", one("humidifier", ON), ["name", "plug", "dialect"])
    C("zz-name-018", "电脑插座断电", one("pc_plug", OFF), ["name", "plug"])
    C("zz-name-019", "收银机插座打开", one("pos_plug", ON), ["name", "plug"])
    C("zz-name-020", "洗衣机插座打开", one("washer_plug", ON), ["name", "plug"])
    C("zz-name-021", "把新插座打开", one("new_plug", ON), ["name", "plug", "no-room"])
    C("zz-name-022", "电动车充电关了", one("ev_plug", OFF), ["name", "plug", "deleted-room"])
    C("zz-name-023", "给电动车充上电", one("ev_plug", ON), ["name", "plug", "deleted-room", "colloquial"])
    C("zz-name-024", "抽油烟机开开", one("hood", [FANMODE, FANPCT]), ["name", "no-switch", "dialect"])
    C("zz-name-025", "油烟机关了", one("hood", [FANMODE, FANPCT]), ["name", "partial-name", "no-switch"])
    C("zz-name-026", "浇花阀门打开", one("garden_valve", V_OPEN), ["name", "valve"])
    C("zz-name-027", "总水阀关上", one("main_valve", V_CLOSE), ["name", "valve"])
    C("zz-name-028", "天窗关上", one("skylight", SH_CLOSE), ["name", "cover"])
    C("zz-name-029", "卷帘门拉下来", one("shutter", CLOSE_C), ["name", "cover", "shop"])
    C("zz-name-030", "卷帘门升起来", one("shutter", OPEN_C), ["name", "cover", "shop"])
    C("zz-name-031", "店门锁上", one("shop_lock", LOCK), ["name", "lock", "shop"])
    C("zz-name-032", "把家门锁打开", one("home_lock", UNLOCK), ["name", "lock"])
    C("zz-name-033", "纱帘拉上", one("lv_sheer", CLOSE_C), ["name", "cover"])
    C("zz-name-034", "百叶帘打开", one("st_blind", OPEN_C), ["name", "cover"])
    C("zz-name-035", "哆啦A梦打开", one("doraemon", OPEN_C), ["name", "cartoon", "cover"])
    C("zz-name-036", "小熊净化器打开", one("kid_purifier", [PURI, FANPCT]), ["name", "cartoon", "no-switch"])
    C("zz-name-037", "Roborock开始扫地", one("robot", RVC_START), ["name", "english", "robot"])
    C("zz-name-038", "叮当猫故事机放个故事", one("story", PLAY), ["name", "cartoon", "media"])
    C("zz-name-039", "Sonos暂停一下", one("sonos", PAUSE), ["name", "english", "media"])
    C("zz-name-040", "小猪佩奇关掉", one("peppa", [OFF, FANSPD]), ["name", "cartoon", "fan"])
    C("zz-name-041", "吊扇打开", one("shop_fan", [ON, FANSPD]), ["name", "fan"])
    C("zz-name-042", "落地扇打开", one("ms_fan", [ACFAN, FANPCT]), ["name", "fan", "no-switch"])
    C("zz-name-043", "太阳能热水器开开", one("solar", [TM_HEAT, TM_SET, MODE]), ["name", "water-heater", "no-switch"])
    C("zz-name-044", "暖气关了", one("radiator", [TM_OFF, TM_SET]), ["name", "heating", "elder"])
    C("zz-name-045", "浴霸打开", one("bath_heater", STAR), ["name", "no-spec"])
    C("zz-name-046", "水泵开开", one("pump", STAR), ["name", "no-spec", "dialect"])
    C("zz-name-047", "把收银台摄像头打开", one("cam_cashier", STAR), ["name", "no-spec", "camera"])
    C("zz-name-048", "仓库监控关了", one("cam_store", STAR), ["name", "no-spec", "camera"])
    C("zz-name-049", "楼顶摄像头开着没", one("cam_roof", STAR), ["name", "no-spec", "camera", "state"])
    C("zz-name-050", "貨架燈1打開", one("shelf1", ON), ["name", "numbered", "traditional"])
    C("zz-name-051", "關掉主臥大燈", one("ms_main", OFF), ["room", "name", "traditional"])
    C("zz-name-052", "ＳＨＯＰ ＳＩＧＮ打開", one("sign", ON), ["name", "english", "fullwidth", "traditional"])
    C("zz-name-053", "把客廳空調調到２６度", one("lv_ac", MATTER_AC_SP), ["room", "climate", "fullwidth", "traditional"])

    # ASR-misheard labels said correctly (and the label said as written)
    C("zz-asr-001", "关东煮插座打开", one("oden", ON), ["asr-label", "plug", "shop"])
    C("zz-asr-002", "把饮水机打开", one("dispenser", ON), ["asr-label", "plug"])
    C("zz-asr-003", "电热毯给奶奶开开", one("blanket", ON), ["asr-label", "plug", "dialect", "elder"])
    C("zz-asr-004", "走廊灯打开", one("hall_light", ON), ["asr-label"])
    C("zz-asr-005", "收银台灯开一下", one("cashier_lamp", ON), ["asr-label", "room"])
    C("zz-asr-006", "把关东猪关了", one("oden", OFF), ["name", "asr-label"])
    C("zz-asr-007", "把点热毯关喽", one("blanket", OFF), ["name", "asr-label", "dialect"])
    C("zz-asr-008", "引水机关了", one("dispenser", OFF), ["name", "asr-label"])
    C("zz-asr-009", "电热毯关了没有", one("blanket", STAR), ["asr-label", "state"])
    C("zz-asr-010", "关东煮那个锅关了", one("oden", OFF), ["asr-label", "colloquial"])
    C("zz-asr-011", "打开客厅的等", one(LIVING_LIGHTS, ON), ["asr-query", "room", "type"])
    C("zz-asr-012", "把筒等3关了", one("dl3", OFF), ["asr-query", "numbered"])
    C("zz-asr-013", "索诺斯下一首", one("sonos", NEXT), ["asr-query", "english", "media"])
    C("zz-asr-014", "走廊的灯关了吧", one("hall_light", OFF), ["asr-label"])

    # Partial names, brands, cartoon names
    C("zz-part-001", "佩奇开开", one("peppa", [ON, FANSPD]), ["partial-name", "cartoon", "dialect"])
    C("zz-part-002", "把艾莎灯打开", one("kid_main", ON), ["partial-name", "cartoon"])
    C("zz-part-003", "公主灯调暗点", one("kid_main", DIM), ["partial-name", "cartoon", "relative"])
    C("zz-part-004", "叮当猫声音大一点", one("story", [VUP, VOL]), ["partial-name", "cartoon", "media", "relative"])
    C("zz-part-005", "小熊开到最大", one("kid_purifier", [PURI, FANPCT]), ["partial-name", "cartoon"])
    C("zz-part-006", "皮卡丘调成黄色", one("pikachu", COLOR), ["name", "cartoon", "color", "child"])
    C("zz-part-007", "打开hue go", one("huego", ON), ["name", "english", "case"])
    C("zz-part-008", "柜机开开", one("shop_ac", ON), ["partial-name", "brand", "climate", "dialect"])
    C("zz-part-009", "格力调到制冷", one("shop_ac", ACMODE), ["partial-name", "brand", "climate"])
    C("zz-part-010", "扫地机器人开始打扫", one("robot", RVC_START), ["type", "robot"])
    C("zz-part-011", "让扫地机回去充电", one("robot", RVC_HOME), ["type", "robot"])
    C("zz-part-012", "叫Roborock暂停", one("robot", RVC_PAUSE), ["name", "english", "robot"])
    C("zz-part-013", "店面卷帘门放下来", one("shutter", CLOSE_C), ["room", "name", "cover"])
    C("zz-part-014", "格力柜机温度调到27", one("shop_ac", HEATSP), ["name", "brand", "climate", "heating-setpoint-only"])
    C("zz-part-015", "净化器小熊关了", one("kid_purifier", [PURI, FANPCT]), ["partial-name", "cartoon", "word-order"])
    C("zz-part-016", "故事机停了", one("story", PAUSE), ["partial-name", "media"])
    C("zz-part-017", "冰箱那个插座断电", one("fridge", OFF), ["partial-name", "plug"])

    # ======================================================================
    # 2. Room + name, room + type
    # ======================================================================
    C("zz-room-001", "打开二楼客厅的大灯", one("lv_main", ON), ["room", "name", "duplicate-label"])
    C("zz-room-002", "关掉厨房大灯", one("kt_main", OFF), ["room", "name", "duplicate-label"])
    C("zz-room-003", "老人房的大灯开开", one("el_main", ON), ["room", "name", "duplicate-label", "dialect"])
    C("zz-room-004", "主卧大灯关了", one("ms_main", OFF), ["room", "name", "duplicate-label"])
    C("zz-room-005", "书房吸顶灯打开", one("st_ceiling", ON), ["room", "name", "duplicate-label"])
    C("zz-room-006", "仓库的灯打开", one("store_ceiling", ON), ["room", "type"])
    C("zz-room-007", "阳台灯开一下", one("bal_light", ON), ["room", "type", "english-room"])
    C("zz-room-008", "二楼厕所的灯关了", one("wc2_light", OFF), ["room", "type", "code-room", "floor"])
    C("zz-room-009", "三楼卫生间吸顶灯关了", one("bt_ceiling", OFF), ["room", "name", "duplicate-label"])
    C("zz-room-010", "开客厅空调", one("lv_ac", ON), ["room", "type", "climate"])
    C("zz-room-011", "老人房空调关了", one("el_ac", OFF), ["room", "type", "climate", "elder"])
    C("zz-room-012", "主卧的空调打开", one("ms_ac", ON), ["room", "type", "climate"])
    C("zz-room-013", "儿童房空调关一下", one("kid_ac", OFF), ["room", "type", "climate", "room-space"])
    C("zz-room-014", "书房空调开开", one("st_ac", ON), ["room", "type", "climate", "dialect"])
    C("zz-room-015", "店里的空调打开", one("shop_ac", ON), ["room", "type", "climate", "brand", "shop"])
    C("zz-room-016", "客厅电视打开", one("lv_tv", ON), ["room", "type", "media"])
    C("zz-room-017", "老人房电视关了", one("el_tv", OFF), ["room", "type", "media", "elder"])
    C("zz-room-018", "打开客厅窗帘", one("lv_curtain", OPEN_C), ["room", "name", "cover"])
    C("zz-room-019", "老人房窗帘拉开", one("el_curtain", OPEN_C), ["room", "type", "cover"])
    C("zz-room-020", "主卧窗帘关上", one("ms_curtain", CLOSE_C), ["room", "name", "cover"])
    C("zz-room-021", "儿童房窗帘拉上", one("doraemon", CLOSE_C), ["room", "type", "cover", "cartoon"])
    C("zz-room-022", "书房窗帘打开", one("st_blind", OPEN_C), ["room", "type", "cover"])
    C("zz-room-023", "客厅净化器打开", one("lv_purifier", [PURI, FANPCT]), ["room", "type", "no-switch"])
    C("zz-room-024", "儿童房的风扇开开", one("peppa", [ON, FANSPD]), ["room", "type", "fan", "cartoon"])
    C("zz-room-025", "主卧风扇关了", one("ms_fan", [ACFAN, FANPCT]), ["room", "type", "fan", "no-switch"])
    C("zz-room-026", "店里的风扇打开", one("shop_fan", [ON, FANSPD]), ["room", "type", "fan", "shop"])
    C("zz-room-027", "厨房的水阀关了", one("main_valve", V_CLOSE), ["room", "type", "valve"])
    C("zz-room-028", "卫生间的热水器调到50度", one("e_heater", HEATSP), ["room", "type", "water-heater", "value"])
    C("zz-room-029", "二楼客厅的音箱声音小点", one("lv_speaker", [VDOWN, VOL]), ["room", "name", "media", "relative"])
    C("zz-room-030", "店里的音响放歌", one("sonos", PLAY), ["room", "type", "media", "shop"])
    C("zz-room-031", "儿童房故事机暂停", one("story", PAUSE), ["room", "partial-name", "media"])
    C("zz-room-032", "收银台的灯关了", one("cashier_lamp", OFF), ["room", "type", "asr-label"])
    C("zz-room-033", "客厅的灯打开", one(LIVING_LIGHTS, ON), ["room", "type", "soft"])
    C("zz-room-034", "关掉儿童房的灯", one(KID_LIGHTS, OFF), ["room", "type", "soft"])
    C("zz-room-035", "三楼卫生间的灯打开", one(BATH3_LIGHTS, ON), ["room", "type", "soft"])
    C("zz-room-036", "楼梯间的灯关了", one(["stair_light", "hall_light"], OFF), ["room", "type", "soft", "relay-light"])
    C("zz-room-037", "厨房的灯开开", one(KITCHEN_LIGHTS, ON), ["room", "type", "soft", "relay-light"])
    C("zz-room-038", "打开儿童房的台灯", one("study_lamp_moved", ON), ["room", "type", "label-other-room"])
    C("zz-room-039", "楼顶的灯打开", one(ROOF_LIGHTS, ON), ["room", "type", "soft", "roof"])
    C("zz-room-040", "花园的射灯打开", one(SPOTS, ON), ["room", "name", "soft"])
    C("zz-room-041", "楼顶那个灯开开", one(ROOF_LIGHTS, ON), ["room", "type", "soft", "dialect"])
    C("zz-room-042", "2F Balcony的灯关了", one("bal_light", OFF), ["room", "type", "english-room"])
    C("zz-room-043", "WC的灯打开", one("wc2_light", ON), ["room", "type", "code-room"])
    C("zz-room-044", "一楼仓库嘞除湿机开开", one("dehum", ON), ["room", "partial-name", "dialect", "plug"])
    C("zz-room-045", "主卧加湿器关了", one("humidifier", OFF), ["room", "name", "plug"])
    C("zz-room-046", "三楼书房电脑插座关了", one("pc_plug", OFF), ["room", "name", "plug"])
    C("zz-room-047", "老人房嘞窗帘给它拉上", one("el_curtain", CLOSE_C), ["room", "type", "cover", "dialect"])
    C("zz-room-048", "三楼卫生间排风扇打开", one("bt_fan", ON), ["room", "name", "switch"])
    C("zz-room-049", "二楼厕所的排气扇关了", one("wc2_fan", OFF), ["room", "name", "switch", "code-room"])
    C("zz-room-050", "收银台摄像头关一下", one("cam_cashier", STAR), ["room", "no-spec", "camera"])

    # ======================================================================
    # 3. Numbered series
    # ======================================================================
    C("zz-num-001", "打开筒灯3", one("dl3", ON), ["numbered", "padded"])
    C("zz-num-002", "3号筒灯关了", one("dl3", OFF), ["numbered", "padded"])
    C("zz-num-003", "筒灯三调到百分之四十", one("dl3", LVL), ["numbered", "padded", "brightness", "chinese-numeral"])
    C("zz-num-004", "第三个筒灯调暖一点", one("dl3", WARM), ["numbered", "padded", "colour-temperature", "relative"])
    C("zz-num-005", "筒灯03关掉", one("dl3", OFF), ["numbered", "padded"])
    C("zz-num-006", "筒灯-05打开", one("dl5", ON), ["numbered", "padded"])
    C("zz-num-007", "五号筒灯调到4000K", one("dl5", CT), ["numbered", "padded", "colour-temperature", "kelvin"])
    C("zz-num-008", "第七个筒灯打开", clar(DL, ON), ["numbered", "missing-member", "clarify"])
    C("zz-num-009", "货架灯1关了", one("shelf1", OFF), ["numbered", "shop"])
    C("zz-num-010", "货架灯八打开", one("shelf8", ON), ["numbered", "shop", "chinese-numeral"])
    C("zz-num-011", "6号货架灯调到30%", one("shelf6", LVL), ["numbered", "shop", "brightness"])
    C("zz-num-012", "货架灯9打开", clar(SHELF, ON), ["numbered", "missing-member", "clarify", "shop"])
    C("zz-num-013", "射灯2调成红色", one("spot2", COLOR), ["numbered", "padded", "color"])
    C("zz-num-014", "射灯-01关了", one("spot1", OFF), ["numbered", "padded"])
    C("zz-num-015", "第一个射灯打开", one("spot1", ON), ["numbered", "padded", "ordinal"])
    C("zz-num-016", "射灯4打开", clar(SPOTS, ON), ["numbered", "missing-member", "clarify"])
    C("zz-num-017", "把货架灯2到4关了", bulk(OFF, only=["shelf2", "shelf3", "shelf4"]), ["numbered", "range", "bulk", "shop"])
    C("zz-num-018", "货架灯五到八调到一半亮度", bulk(LVL, only=["shelf5", "shelf6", "shelf7", "shelf8"]),
      ["numbered", "range", "bulk", "brightness", "chinese-numeral"])
    C("zz-num-019", "筒灯1和筒灯2关了", bulk(OFF, only=["dl1", "dl2"]), ["numbered", "padded", "bulk", "two-targets"])
    C("zz-num-020", "二号射灯调成绿色", one("spot2", COLOR), ["numbered", "padded", "color", "chinese-numeral"])
    C("zz-num-021", "筒灯六亮度调到最高", one("dl6", LVL), ["numbered", "padded", "brightness"])
    C("zz-num-022", "第二个货架灯打开", one("shelf2", ON), ["numbered", "ordinal", "shop"])
    C("zz-num-023", "货架灯十打开", clar(SHELF, ON), ["numbered", "missing-member", "clarify", "chinese-numeral"])
    C("zz-num-024", "筒灯-08关了", clar(DL, OFF), ["numbered", "padded", "missing-member", "clarify"])
    C("zz-num-025", "把货架灯7调暗点", one("shelf7", DIM), ["numbered", "relative", "shop"])

    # ======================================================================
    # 4. Bulk: whole building, floors, rooms, exclusions, capability subsets
    # ======================================================================
    C("zz-bulk-001", "所有灯都关了", bulk(OFF), ["bulk", "whole-house"])
    C("zz-bulk-002", "把全部的灯打开", bulk(ON), ["bulk", "whole-house"])
    C("zz-bulk-003", "一楼的灯全关了", bulk(OFF, floors=[1]), ["bulk", "floor"])
    C("zz-bulk-004", "二楼的灯都打开", bulk(ON, floors=[2]), ["bulk", "floor"])
    C("zz-bulk-005", "三楼嘞灯都关了", bulk(OFF, floors=[3]), ["bulk", "floor", "dialect"])
    C("zz-bulk-006", "楼顶的灯都打开", bulk(ON, floors=["roof"]), ["bulk", "floor", "roof"])
    C("zz-bulk-007", "客厅的灯全部关掉", bulk(OFF, rooms=["living"]), ["bulk", "room"])
    C("zz-bulk-008", "筒灯全开", bulk(ON, only=DL), ["bulk", "numbered", "series"])
    C("zz-bulk-009", "货架灯都打开", bulk(ON, only=SHELF), ["bulk", "numbered", "series", "shop"])
    C("zz-bulk-010", "店里的灯都关了，冰柜别动", bulk(OFF, floors=[1]), ["bulk", "floor", "shop", "negation-aside"])
    C("zz-bulk-011", "除了老人房，二楼的灯都关了", bulk(OFF, floors=[2], ex_rooms=["elder"]), ["bulk", "floor", "except-room"])
    C("zz-bulk-012", "除了店里，所有灯都关了", bulk(OFF, ex_floors=[1]), ["bulk", "whole-house", "except-floor", "shop"])
    C("zz-bulk-013", "三楼除了主卧，灯都关了", bulk(OFF, floors=[3], ex_rooms=["master"]), ["bulk", "floor", "except-room"])
    C("zz-bulk-014", "除了儿童房，三楼的灯全打开", bulk(ON, floors=[3], ex_rooms=["kid"]), ["bulk", "floor", "except-room"])
    C("zz-bulk-015", "所有空调都关了", bulk(OFF, type_="ac"), ["bulk", "whole-house", "climate"])
    C("zz-bulk-016", "三楼的空调都关掉", bulk(OFF, type_="ac", floors=[3]), ["bulk", "floor", "climate"])
    C("zz-bulk-017", "二楼的空调都调到26度", bulk(MATTER_AC_SP, type_="ac", floors=[2]), ["bulk", "floor", "climate", "value"])
    C("zz-bulk-018", "能调颜色的灯都调成蓝色", bulk(COLOR), ["bulk", "whole-house", "capability-subset", "color"])
    C("zz-bulk-019", "所有灯亮度调到50%", bulk(LVL), ["bulk", "whole-house", "capability-subset", "brightness"])
    C("zz-bulk-020", "二楼能调亮度的灯都调暗一点", bulk(DIM, floors=[2]), ["bulk", "floor", "capability-subset", "relative"])
    C("zz-bulk-021", "三楼窗帘都拉上", bulk(CLOSE_C, type_="curtain", floors=[3]), ["bulk", "floor", "cover"])
    C("zz-bulk-022", "所有窗帘都打开", bulk(OPEN_C, type_="curtain"), ["bulk", "whole-house", "cover", "label-not-type"])
    C("zz-bulk-023", "一楼除了冰柜，插座都关了", bulk(OFF, type_="plug", floors=[1], ex_devs=["freezer"]),
      ["bulk", "floor", "except-device", "plug", "shop"])
    C("zz-bulk-024", "所有的灯和空调都关了", [bulk(OFF), bulk(OFF, type_="ac")], ["bulk", "whole-house", "two-targets", "climate"])
    C("zz-bulk-025", "客厅能调色温的灯都调成暖光", bulk(WARM, rooms=["living"]), ["bulk", "room", "capability-subset", "colour-temperature"])
    C("zz-bulk-026", "楼顶花园的射灯都调成紫色", bulk(COLOR, rooms=["garden"], label_prefix="射灯"), ["bulk", "room", "color", "series"])
    C("zz-bulk-027", "店里的货架灯除了1号都关了", bulk(OFF, only=SHELF, ex_devs=["shelf1"]), ["bulk", "series", "except-device", "shop"])
    C("zz-bulk-028", "所有的电视都关了", bulk(OFF, type_="tv"), ["bulk", "whole-house", "media"])
    C("zz-bulk-029", "把所有净化器都开到自动", bulk(PURI, type_="purifier"), ["bulk", "whole-house", "no-switch"])
    C("zz-bulk-030", "三楼的灯都调到最亮", bulk(LVL, floors=[3]), ["bulk", "floor", "capability-subset", "brightness"])
    C("zz-bulk-031", "一楼嘞灯全给它开开", bulk(ON, floors=[1]), ["bulk", "floor", "dialect", "shop"])
    C("zz-bulk-032", "除了筒灯，客厅的灯都关了", bulk(OFF, rooms=["living"], ex_devs=DL), ["bulk", "room", "except-device"])
    C("zz-bulk-033", "老人房跟厨房的灯都关了", bulk(OFF, rooms=["elder", "kitchen"]), ["bulk", "room", "two-rooms"])
    C("zz-bulk-034", "所有吸顶灯都关了", bulk(OFF, only=CEIL), ["bulk", "duplicate-label"])
    C("zz-bulk-035", "所有大灯都打开", bulk(ON, only=BIG), ["bulk", "duplicate-label"])
    C("zz-bulk-036", "关闭除主卧以外的所有灯", bulk(OFF, ex_rooms=["master"]), ["bulk", "whole-house", "except-room"])
    C("zz-bulk-037", "二楼的空调都开制冷", bulk(COOL_MODE, type_="ac", floors=[2]), ["bulk", "floor", "climate"])
    C("zz-bulk-038", "二楼和三楼的窗帘都关上", bulk(CLOSE_C, type_="curtain", floors=[2, 3]), ["bulk", "floor", "cover", "two-floors"])
    C("zz-bulk-039", "二楼三楼的灯都关了，店里不管", bulk(OFF, floors=[2, 3]), ["bulk", "floor", "two-floors", "negation-aside"])
    C("zz-bulk-040", "楼顶花园的灯全关", bulk(OFF, rooms=["garden"]), ["bulk", "room", "relay-light"])
    C("zz-bulk-041", "儿童房的灯全部调暗一点", bulk(DIM, rooms=["kid"]), ["bulk", "room", "relative"])
    C("zz-bulk-042", "主卧所有的灯都关掉", bulk(OFF, rooms=["master"]), ["bulk", "room"])
    C("zz-bulk-043", "店面的灯都打开", bulk(ON, rooms=["shop"]), ["bulk", "room", "shop"])
    C("zz-bulk-044", "客厅的窗帘全拉开", bulk(OPEN_C, type_="curtain", rooms=["living"]), ["bulk", "room", "cover"])

    # Unknown places / exclusions: fail closed, ask
    C("zz-place-001", "四楼的灯都关了", clar([], OFF), ["unknown-place", "floor", "clarify"])
    C("zz-place-002", "地下室的灯打开", clar([], ON), ["unknown-place", "clarify"])
    C("zz-place-003", "除了车库，灯都关了", clar([], OFF), ["unknown-place", "except-room", "clarify"])
    C("zz-place-004", "把院子里的灯打开", clar([], ON), ["unknown-place", "clarify"])
    C("zz-place-005", "餐厅的灯关了", clar([], OFF), ["unknown-place", "clarify"])
    C("zz-place-006", "二楼书房的灯打开", clar(STUDY_LIGHTS, ON), ["unknown-place", "floor-mismatch", "clarify"])
    C("zz-place-007", "除了卧室都关了", clar([], OFF), ["unknown-place", "except-room", "clarify"])
    C("zz-place-008", "把卧室的灯关了", clar([], OFF), ["unknown-place", "ambiguous-room", "clarify"])
    C("zz-place-009", "车库的灯打开", clar([], ON), ["unknown-place", "deleted-room", "clarify"])
    C("zz-place-010", "五楼的空调关了", clar([], OFF), ["unknown-place", "floor", "clarify"])

    # ======================================================================
    # 5. Values
    # ======================================================================
    # brightness
    C("zz-val-001", "客厅大灯调到百分之八十", one("lv_main", LVL), ["value", "brightness", "chinese-numeral", "room"])
    C("zz-val-002", "小灯调暗一点", one("el_small", DIM), ["value", "relative", "elder"])
    C("zz-val-003", "床头灯亮度调到20", one("ms_bed", LVL), ["value", "brightness"])
    C("zz-val-004", "镜前灯亮一点", one("mirror", DIM), ["value", "relative"])
    C("zz-val-005", "把收银台灯调到最亮", one("cashier_lamp", LVL), ["value", "brightness", "asr-label"])
    C("zz-val-006", "厨房大灯调暗点", one("kt_main", DIM), ["value", "relative", "room"])
    C("zz-val-007", "落地灯调到一半", one("lv_floor", LVL), ["value", "brightness"])
    C("zz-val-008", "主卧大灯亮度三十", one("ms_main", LVL), ["value", "brightness", "chinese-numeral", "room"])
    C("zz-val-009", "皮卡丘暗一点，俺妞要睡了", one("pikachu", DIM), ["value", "relative", "cartoon", "dialect"])
    C("zz-val-010", "射灯-02亮度调到百分之十", one("spot2", LVL), ["value", "brightness", "numbered"])
    # colour
    C("zz-val-011", "客厅大灯调成红色", one("lv_main", COLOR), ["value", "color", "room"])
    C("zz-val-012", "Hue Go换个紫色", one("huego", COLOR), ["value", "color", "english"])
    C("zz-val-013", "艾莎公主灯变成蓝色", one("kid_main", COLOR), ["value", "color", "cartoon"])
    C("zz-val-014", "射灯-03调成绿色", one("spot3", COLOR), ["value", "color", "numbered"])
    C("zz-val-015", "皮卡丘变成粉红色", one("pikachu", COLOR), ["value", "color", "cartoon", "child"])
    C("zz-val-016", "大灯调成红色", one("lv_main", COLOR), ["value", "color", "duplicate-label", "capability-disambiguates"])
    C("zz-val-017", "公主灯换成橙色的", one("kid_main", COLOR), ["value", "color", "partial-name"])
    # colour temperature
    C("zz-val-018", "床头灯调成暖光", one("ms_bed", WARM), ["value", "colour-temperature"])
    C("zz-val-019", "主卧大灯色温调到3000K", one("ms_main", CT), ["value", "colour-temperature", "kelvin", "room"])
    C("zz-val-020", "收银台灯调成冷白光", one("cashier_lamp", WARM), ["value", "colour-temperature", "asr-label"])
    C("zz-val-021", "筒灯-02调到5000k", one("dl2", CT), ["value", "colour-temperature", "kelvin", "numbered"])
    C("zz-val-022", "落地灯暖一点", one("lv_floor", WARM), ["value", "colour-temperature", "relative"])
    C("zz-val-023", "儿童房台灯色温调到4000", one("study_lamp_moved", CT), ["value", "colour-temperature", "label-other-room"])
    C("zz-val-024", "Hue Go调成白光，亮一点", [one("huego", WARM + [COL]), one("huego", DIM)], ["value", "colour-temperature", "two-actions", "english"])
    # air conditioners
    C("zz-val-025", "客厅空调调到26度", one("lv_ac", MATTER_AC_SP), ["value", "climate", "setpoint", "room"])
    C("zz-val-026", "老人房空调制热", one("el_ac", HEAT_MODE), ["value", "climate", "ac-mode", "elder"])
    C("zz-val-027", "主卧空调开制冷", one("ms_ac", COOL_MODE), ["value", "climate", "ac-mode"])
    C("zz-val-028", "儿童房空调调到二十五度", one("kid_ac", HEATSP), ["value", "climate", "setpoint", "heating-setpoint-only", "chinese-numeral"])
    C("zz-val-029", "儿童房空调开除湿", one("kid_ac", ACMODE), ["value", "climate", "ac-mode"])
    C("zz-val-030", "书房空调风速调到高档", one("st_ac", [ACFAN, FANPCT]), ["value", "climate", "fan-speed"])
    C("zz-val-031", "客厅空调风小一点", one("lv_ac", [ACFAN, FANPCT]), ["value", "climate", "fan-speed", "relative"])
    C("zz-val-032", "格力柜机风速自动", one("shop_ac", ACFAN), ["value", "climate", "fan-speed", "brand"])
    C("zz-val-033", "书房空调调成自动模式", one("st_ac", [TM_AUTO, TM_SET]), ["value", "climate", "ac-mode"])
    C("zz-val-034", "客厅空调开睡眠风", one("lv_ac", WIND), ["value", "climate", "wind-mode"])
    C("zz-val-035", "主卧空调温度再低两度", one("ms_ac", MATTER_AC_SP), ["value", "climate", "setpoint", "relative"])
    C("zz-val-036", "老人房空调二十八度制热", [one("el_ac", HEATSP), one("el_ac", HEAT_MODE)],
      ["value", "climate", "two-actions", "setpoint", "ac-mode", "elder"])
    C("zz-val-037", "客厅空调开制冷调到24度", [one("lv_ac", COOL_MODE), one("lv_ac", COOLSP)],
      ["value", "climate", "two-actions", "setpoint", "ac-mode"])
    C("zz-val-038", "格力柜机开制冷二十五度", [one("shop_ac", ACMODE), one("shop_ac", HEATSP)],
      ["value", "climate", "two-actions", "heating-setpoint-only", "brand"])
    C("zz-val-039", "店里空调调到制冷，风速调大", [one("shop_ac", ACMODE), one("shop_ac", ACFAN)],
      ["value", "climate", "two-actions", "shop"])
    C("zz-val-040", "暖气调到22度", one("radiator", HEATSP), ["value", "heating", "setpoint", "elder"])
    C("zz-val-041", "老人房暖气调高点", one("radiator", HEATSP), ["value", "heating", "setpoint", "relative"])
    C("zz-val-042", "儿童房空调调成送风", one("kid_ac", ACMODE), ["value", "climate", "ac-mode"])
    C("zz-val-043", "书房空调调到二十四度中不中", one("st_ac", MATTER_AC_SP), ["value", "climate", "setpoint", "dialect"])
    # fans, hood, purifiers
    C("zz-val-044", "小猪佩奇开到三档", one("peppa", FANSPD), ["value", "fan-speed", "cartoon"])
    C("zz-val-045", "吊扇调到最低档", one("shop_fan", FANSPD), ["value", "fan-speed"])
    C("zz-val-046", "落地扇风大一点", one("ms_fan", [FANPCT, ACFAN]), ["value", "fan-speed", "relative"])
    C("zz-val-047", "落地扇摇头", one("ms_fan", OSC), ["value", "oscillation"])
    C("zz-val-048", "落地扇别摇头了", one("ms_fan", OSC), ["value", "oscillation", "negation-action"])
    C("zz-val-049", "抽油烟机开到最大档", one("hood", [FANMODE, FANPCT]), ["value", "fan-speed"])
    C("zz-val-050", "客厅净化器调到睡眠模式", one("lv_purifier", PURI), ["value", "purifier-mode", "room"])
    C("zz-val-051", "小熊净化器风速调到50%", one("kid_purifier", FANPCT), ["value", "fan-speed", "cartoon"])
    C("zz-val-052", "吊扇开到二档", one("shop_fan", FANSPD), ["value", "fan-speed", "chinese-numeral"])
    # covers
    C("zz-val-053", "客厅窗帘开一半", one("lv_curtain", SH_LVL), ["value", "cover", "position"])
    C("zz-val-054", "主卧窗帘拉开一点", one("ms_curtain", [SH_STEP, SH_LVL]), ["value", "cover", "relative"])
    C("zz-val-055", "老人房窗帘关一半", one("el_curtain", SH_LVL), ["value", "cover", "position"])
    C("zz-val-056", "纱帘开到百分之三十", one("lv_sheer", SH_LVL), ["value", "cover", "position", "chinese-numeral"])
    C("zz-val-057", "百叶帘角度调一半", one("st_blind", TILT), ["value", "cover", "tilt"])
    C("zz-val-058", "卷帘门拉起来一半", one("shutter", SH_LVL), ["value", "cover", "position", "shop"])
    C("zz-val-059", "哆啦A梦关上一点", one("doraemon", [SH_STEP, SH_LVL]), ["value", "cover", "relative", "cartoon"])
    # media
    C("zz-val-060", "客厅音箱音量调到30", one("lv_speaker", VOL), ["value", "volume", "room"])
    C("zz-val-061", "Sonos声音小点", one("sonos", [VDOWN, VOL]), ["value", "volume", "relative", "english"])
    C("zz-val-062", "叮当猫静音", one("story", [MUTE, SETMUTE]), ["value", "mute", "partial-name"])
    C("zz-val-063", "店里的音响大声点", one("sonos", [VUP, VOL]), ["value", "volume", "relative", "shop"])
    C("zz-val-064", "客厅音箱取消静音", one("lv_speaker", [UNMUTE, SETMUTE]), ["value", "mute", "room"])
    C("zz-val-065", "客厅电视换到5台", one("lv_tv", KEY), ["value", "channel", "room"])
    C("zz-val-066", "老人房电视下一个台", one("el_tv", [NEXT, KEY]), ["value", "channel", "elder"])
    C("zz-val-067", "客厅电视换台", one("lv_tv", [NEXT, KEY]), ["value", "channel"])
    C("zz-val-068", "客厅电视暂停", one("lv_tv", PAUSE), ["value", "media"])
    C("zz-val-069", "老人房电视换到十二台", one("el_tv", KEY), ["value", "channel", "chinese-numeral", "elder"])
    C("zz-val-070", "Sonos放上一首", one("sonos", PREV), ["value", "media", "english"])
    # water heaters
    C("zz-val-071", "太阳能热水器调到60度", one("solar", HEATSP), ["value", "water-heater", "setpoint"])
    C("zz-val-072", "电热水器温度调到45", one("e_heater", HEATSP), ["value", "water-heater", "setpoint"])
    C("zz-val-073", "电热水器关了", one("e_heater", [TM_OFF, TM_SET]), ["value", "water-heater", "no-switch"])
    C("zz-val-074", "太阳能热水器水温低一点", one("solar", HEATSP), ["value", "water-heater", "relative"])
    # others
    C("zz-val-075", "扫地机扫一下客厅", one("robot", RVC_START), ["value", "robot"])
    C("zz-val-076", "扫地机切到拖地模式", one("robot", MODE), ["value", "robot"])
    C("zz-val-077", "把报警器响一下", one("siren", [AL_SIREN, AL_BOTH]), ["value", "siren"])

    # ======================================================================
    # 6. Two actions, two targets, sequences
    # ======================================================================
    C("zz-multi-001", "关掉客厅大灯，打开落地灯", [one("lv_main", OFF), one("lv_floor", ON)], ["multi", "two-targets", "room"])
    C("zz-multi-002", "先把卷帘门放下来，再把店门锁上", [one("shutter", CLOSE_C), one("shop_lock", LOCK)],
      ["multi", "sequence", "shop", "lock"])
    C("zz-multi-003", "打开主卧空调，再把窗帘拉上", [one("ms_ac", ON), one("ms_curtain", CLOSE_C)],
      ["multi", "sequence", "room-carried"])
    C("zz-multi-004", "把艾莎公主灯打开，调成蓝色", [one("kid_main", ON), one("kid_main", COLOR)], ["multi", "two-actions", "color"])
    C("zz-multi-005", "主卧空调打开调到26度", [one("ms_ac", ON), one("ms_ac", MATTER_AC_SP)], ["multi", "two-actions", "climate"])
    C("zz-multi-006", "老人房电视关了，大灯也关了", [one("el_tv", OFF), one("el_main", OFF)],
      ["multi", "two-targets", "room-carried", "elder"])
    C("zz-multi-007", "客厅窗帘拉开，纱帘拉上", [one("lv_curtain", OPEN_C), one("lv_sheer", CLOSE_C)], ["multi", "two-targets", "cover"])
    C("zz-multi-008", "书房空调开开，吸顶灯也打开", [one("st_ac", ON), one("st_ceiling", ON)],
      ["multi", "two-targets", "room-carried", "duplicate-label"])
    C("zz-multi-009", "打开门头灯跟Shop Sign", bulk(ON, only=["door_head", "sign"]), ["multi", "two-targets", "bulk", "english"])
    C("zz-multi-010", "把厨房大灯和橱柜灯带都关了", bulk(OFF, only=["kt_main", "kt_strip"]), ["multi", "two-targets", "bulk", "relay-light"])
    C("zz-multi-011", "开客厅空调，关客厅窗帘", [one("lv_ac", ON), one("lv_curtain", CLOSE_C)], ["multi", "two-targets"])
    C("zz-multi-012", "先关主卧大灯，再开床头灯", [one("ms_main", OFF), one("ms_bed", ON)], ["multi", "sequence"])
    C("zz-multi-013", "浇花阀门打开，十分钟以后再关上", [one("garden_valve", V_OPEN), one("garden_valve", V_CLOSE)],
      ["multi", "sequence", "valve", "time"])
    C("zz-multi-014", "扫地机开始扫地，扫完了回去充电", [one("robot", RVC_START), one("robot", RVC_HOME)], ["multi", "sequence", "robot"])
    C("zz-multi-015", "把收银台灯关了，收银机插座也关了", [one("cashier_lamp", OFF), one("pos_plug", OFF)], ["multi", "two-targets", "shop"])
    C("zz-multi-016", "太阳能热水器调到55度，电热水器关了", [one("solar", HEATSP), one("e_heater", [TM_OFF, TM_SET])],
      ["multi", "two-targets", "water-heater"])
    C("zz-multi-017", "客厅空调调到制冷，风速调到中档", [one("lv_ac", COOL_MODE), one("lv_ac", [ACFAN, FANPCT])],
      ["multi", "two-actions", "climate"])
    C("zz-multi-018", "店里嘞货架灯都关了，门头灯留着", bulk(OFF, only=SHELF), ["multi", "bulk", "series", "dialect", "negation-aside"])
    C("zz-multi-019", "关店了：货架灯全关，卷帘门放下，店门锁上",
      [bulk(OFF, only=SHELF), one("shutter", CLOSE_C), one("shop_lock", LOCK)], ["multi", "sequence", "shop", "bulk"])
    C("zz-multi-020", "打开天窗，再把水泵开开", [one("skylight", SH_OPEN), one("pump", STAR)], ["multi", "sequence", "no-spec"])
    C("zz-multi-021", "电视关了，把儿童房空调也关了", [clar(["lv_tv", "el_tv"], OFF), one("kid_ac", OFF)],
      ["multi", "two-targets", "clarify", "duplicate-label"])
    C("zz-multi-022", "小灯打开，大灯关了", [one("el_small", ON), one("el_main", OFF)], ["multi", "two-targets", "elder", "room-carried"])
    C("zz-multi-023", "落地扇关了，把主卧空调打开", [one("ms_fan", [ACFAN, FANPCT]), one("ms_ac", ON)], ["multi", "two-targets", "no-switch"])
    C("zz-multi-024", "Shop Sign关了，货架灯1打开", [one("sign", OFF), one("shelf1", ON)],
      ["multi", "two-targets", "english", "numbered", "shop"])

    # ======================================================================
    # 7. Conversation: references with history, answers to a question
    # ======================================================================
    C("zz-hist-001", "再亮一点", one("el_small", DIM), ["history", "reference", "relative"], ["打开老人房的小灯"])
    C("zz-hist-002", "调到26度", one("lv_ac", MATTER_AC_SP), ["history", "reference", "climate"], ["把客厅空调打开"])
    C("zz-hist-003", "它能变成绿色不", one("pikachu", COLOR), ["history", "reference", "color", "child"], ["打开皮卡丘"])
    C("zz-hist-004", "那个再打开一半", one("ms_curtain", SH_LVL), ["history", "reference", "cover"], ["关掉主卧窗帘"])
    C("zz-hist-005", "书房的也打开", one(STUDY_LIGHTS, ON), ["history", "reference", "also", "room"], ["打开客厅大灯"])
    C("zz-hist-006", "换到5台", one("el_tv", KEY), ["history", "reference", "channel"], ["打开老人房的电视"])
    C("zz-hist-007", "开到制冷", one("shop_ac", ACMODE), ["history", "reference", "climate"], ["把格力柜机打开"])
    C("zz-hist-008", "客厅的", one("lv_main", ON), ["history", "clarify-answer", "duplicate-label"], ["打开大灯"])
    C("zz-hist-009", "老人房那个", one("el_ac", OFF), ["history", "clarify-answer", "climate"], ["空调关了"])
    C("zz-hist-010", "客厅嘞", one("lv_tv", ON), ["history", "clarify-answer", "dialect"], ["打开电视"])
    C("zz-hist-011", "楼顶那个", one("solar", HEATSP), ["history", "clarify-answer", "water-heater"], ["把热水器调到55度"])
    C("zz-hist-012", "书房跟仓库的", bulk(OFF, only=["st_ceiling", "store_ceiling"]),
      ["history", "clarify-answer", "bulk", "duplicate-label"], ["吸顶灯关了"])
    C("zz-hist-013", "老人房的也关了", one("el_main", OFF), ["history", "reference", "also"], ["关掉二楼厨房的大灯"])
    C("zz-hist-014", "停", one("lv_curtain", SH_PAUSE), ["history", "reference", "cover"], ["把客厅窗帘打开"])
    C("zz-hist-015", "筒灯2也开开", one("dl2", ON), ["history", "also", "numbered"], ["打开筒灯1"])
    C("zz-hist-016", "关掉", one("dl1", OFF), ["history", "reference", "implicit"], ["打开筒灯1"])
    C("zz-hist-017", "调成暖一点的光", one("huego", WARM), ["history", "reference", "colour-temperature"], ["打开Hue Go"])
    C("zz-hist-018", "再低两度", one("ms_ac", MATTER_AC_SP), ["history", "reference", "relative", "climate"], ["主卧空调打开"])
    C("zz-hist-019", "声音小一点", one("story", [VDOWN, VOL]), ["history", "reference", "volume"], ["叮当猫故事机放个故事"])
    C("zz-hist-020", "门头灯也关了", one("door_head", OFF), ["history", "also", "relay-light"], ["货架灯都关了"])
    C("zz-hist-021", "调到二档", one("shop_fan", FANSPD), ["history", "reference", "fan-speed"], ["打开吊扇"])
    C("zz-hist-022", "儿童房那个", one("study_lamp_moved", ON), ["history", "clarify-answer", "label-other-room"], ["打开台灯"])
    C("zz-hist-023", "厨房那个", one("main_valve", V_CLOSE), ["history", "clarify-answer", "valve"], ["把水阀关了"])
    C("zz-hist-024", "两个都开", bulk([PURI, FANPCT], type_="purifier"), ["history", "clarify-answer", "bulk"], ["打开净化器"])
    C("zz-hist-025", "都打开", bulk(OPEN_C, type_="curtain"), ["history", "clarify-answer", "bulk", "cover"], ["开窗帘"])
    C("zz-hist-026", "三楼的", one(BATH3_LIGHTS, ON), ["history", "clarify-answer", "floor"], ["把卫生间的灯打开"])
    C("zz-hist-027", "算了，关了吧", one("ms_ac", OFF), ["history", "reference", "climate"], ["打开主卧空调"])
    C("zz-hist-028", "算了不用了", none(), ["history", "none", "cancel"], ["打开客厅大灯"])
    C("zz-hist-029", "除了老人房", bulk(ON, floors=[2], ex_rooms=["elder"]), ["history", "bulk", "except-room", "follow-up"],
      ["把二楼的灯都打开"])
    C("zz-hist-030", "再暗一点", one("kid_main", DIM), ["history", "reference", "relative", "cartoon"], ["艾莎公主灯打开", "调暗一点"])
    C("zz-hist-031", "换成蓝色", one("lv_main", COLOR), ["history", "reference", "color"], ["打开大灯", "客厅的"])
    C("zz-hist-032", "另一个也锁上", one("home_lock", LOCK), ["history", "reference", "lock"], ["把门锁上", "店门"])
    C("zz-hist-033", "声音开大点", one("lv_speaker", [VUP, VOL]), ["history", "reference", "volume"], ["客厅音箱放首歌"])
    C("zz-hist-034", "风速调到最大", one("lv_purifier", [PURI, FANPCT]), ["history", "reference"], ["客厅净化器打开"])
    C("zz-hist-035", "再调暗点", one("dl4", DIM), ["history", "reference", "relative", "numbered"], ["筒灯4亮度调到30"])
    # references without anything to refer to: ask
    C("zz-ref-001", "把它关了", clar([], OFF), ["reference", "no-history", "clarify"])
    C("zz-ref-002", "那个调亮点", clar([], DIM), ["reference", "no-history", "clarify"])
    C("zz-ref-003", "再高一点", clar([], STAR), ["reference", "no-history", "clarify"])
    C("zz-ref-004", "也关了吧", clar([], OFF), ["reference", "no-history", "clarify"])
    C("zz-ref-005", "刚才那个再开开", clar([], ON), ["reference", "no-history", "clarify", "dialect"])

    # ======================================================================
    # 8. Stated needs
    # ======================================================================
    C("zz-need-001", "书房好热", one("st_ac", [ON, TM_COOL, TM_SET, COOLSP]), ["need", "climate", "room"])
    C("zz-need-002", "客厅太暗了", one(LIVING_LIGHTS + ["lv_curtain", "lv_sheer"], [ON, LVL, STEP, SH_OPEN, SH_LVL]),
      ["need", "light", "room"])
    C("zz-need-003", "好闷", clar([], STAR), ["need", "no-place", "clarify"])
    C("zz-need-004", "老人房有点冷", one(ELDER_HEAT, [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "climate", "room", "elder"])
    C("zz-need-005", "儿童房空气不好", one("kid_purifier", [PURI, FANPCT]), ["need", "air", "room"])
    C("zz-need-006", "店里可热，受不了", one(["shop_ac", "shop_fan"], [ON, ACMODE, HEATSP, FANSPD]), ["need", "climate", "dialect", "shop"])
    C("zz-need-007", "三楼卫生间好潮", one("bt_fan", ON), ["need", "humidity", "room"])
    C("zz-need-008", "卫生间好潮", clar(["wc2_fan", "bt_fan"], ON), ["need", "ambiguous-room", "clarify"])
    C("zz-need-009", "主卧太亮了", one(MASTER_LIGHTS + ["ms_curtain"], [OFF, LVL, STEP, SH_CLOSE, SH_LVL]), ["need", "light", "room"])
    C("zz-need-010", "太热了", clar([], STAR), ["need", "no-place", "clarify"])
    C("zz-need-011", "厨房油烟太大", one("hood", [FANMODE, FANPCT]), ["need", "air", "room"])
    C("zz-need-012", "楼顶花园的花该浇水了", one("garden_valve", V_OPEN), ["need", "valve", "room"])
    C("zz-need-013", "咦，老人房冷嘞很", one(ELDER_HEAT, [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "climate", "dialect", "elder"])
    C("zz-need-014", "俺屋里可热", clar([], STAR), ["need", "no-place", "dialect", "clarify"])
    C("zz-need-015", "搁这儿太黑了", clar([], STAR), ["need", "no-place", "dialect", "clarify"])
    C("zz-need-016", "客厅空气有点差", one("lv_purifier", [PURI, FANPCT]), ["need", "air", "room"])
    C("zz-need-017", "书房太晒了", one("st_blind", [SH_CLOSE, SH_LVL, TILT]), ["need", "cover", "room"])
    C("zz-need-018", "这屋冷得很", clar([], STAR), ["need", "no-place", "clarify"])
    C("zz-need-019", "儿童房有点热，孩子睡不着", one(["kid_ac", "peppa"], [ON, ACMODE, HEATSP, FANSPD]), ["need", "climate", "room"])
    C("zz-need-020", "收银台太暗了，看不清钱", one("cashier_lamp", [ON, LVL, STEP]), ["need", "light", "room", "shop"])
    C("zz-need-021", "仓库太潮了", one("dehum", ON), ["need", "humidity", "room"])

    # ======================================================================
    # 9. Quantifier with a count
    # ======================================================================
    C("zz-count-001", "随便开两盏灯", one(ALL_LIGHTS, ON), ["count", "whole-house"])
    C("zz-count-002", "客厅开两个筒灯", one(DL, ON), ["count", "room", "series"])
    C("zz-count-003", "随便开个灯就行", one(ALL_LIGHTS, ON), ["count", "whole-house"])
    C("zz-count-004", "射灯开一个就中", one(SPOTS, ON), ["count", "series", "dialect"])
    C("zz-count-005", "货架灯开三个", one(SHELF, ON), ["count", "series", "shop"])
    C("zz-count-006", "货架灯开一半就中", clar(SHELF, [ON, LVL]), ["count", "ambiguous-value", "clarify", "dialect"])

    # ======================================================================
    # 10. State questions
    # ======================================================================
    C("zz-state-001", "客厅现在几度", one("lv_ac", STAR), ["state", "room", "temperature"])
    C("zz-state-002", "门锁好了没", one(LOCKS, STAR), ["state", "lock"])
    C("zz-state-003", "店门锁了没有", one("shop_lock", STAR), ["state", "lock", "shop"])
    C("zz-state-004", "仓库湿度多少", one("store_th", STAR), ["state", "room", "sensor"])
    C("zz-state-005", "太阳能热水器现在多少度", one("solar", STAR), ["state", "water-heater"])
    C("zz-state-006", "冰柜还通着电没", one("freezer", STAR), ["state", "plug", "english"])
    C("zz-state-007", "楼顶花园土干不干", one("soil", STAR), ["state", "sensor", "no-label"])
    C("zz-state-008", "厨房漏水了没有", one("kt_leak", STAR), ["state", "sensor", "room"])
    C("zz-state-009", "仓库后门关好没", one("store_contact", STAR), ["state", "sensor", "room"])
    C("zz-state-010", "空气质量咋样", one("lv_purifier", STAR), ["state", "air", "dialect"])
    C("zz-state-011", "老人房几度了", one(["el_th", "el_ac", "radiator"], STAR), ["state", "room", "temperature", "elder"])
    C("zz-state-012", "店里有人没", one(["shop_motion", "cam_cashier", "cam_store"], STAR), ["state", "sensor", "shop"])
    C("zz-state-013", "烟感有没有报警", one(["store_smoke", "kt_smoke"], STAR), ["state", "sensor"])
    C("zz-state-014", "电热水器水热了没", one("e_heater", STAR), ["state", "water-heater"])
    C("zz-state-015", "客厅空调开着没", one("lv_ac", STAR), ["state", "climate", "room"])
    C("zz-state-016", "儿童房湿度多少", one("kid_th", STAR), ["state", "sensor", "room"])
    C("zz-state-017", "漏水传感器正常不", one(["kt_leak", "bt_leak"], STAR), ["state", "sensor", "duplicate-label"])
    C("zz-state-018", "冰箱插座通着没", one("fridge", STAR), ["state", "plug"])
    C("zz-state-019", "恁看看门锁好冇", one(LOCKS, STAR), ["state", "lock", "dialect"])
    C("zz-state-020", "Freezer Plug现在功率多少", one("freezer", STAR), ["state", "plug", "english"])
    C("zz-state-021", "卷帘门关严了没", one("shutter", STAR), ["state", "cover", "shop"])
    C("zz-state-022", "楼顶水箱多少度了", one("solar", STAR), ["state", "water-heater", "roof"])
    C("zz-state-023", "书房湿度咋样", one("st_ac", STAR), ["state", "room", "humidity"])

    # ======================================================================
    # 11. Ask back
    # ======================================================================
    C("zz-clar-001", "打开大灯", clar(BIG, ON), ["clarify", "duplicate-label"])
    C("zz-clar-002", "关空调", clar(ACS, OFF), ["clarify", "duplicate-label", "climate"])
    C("zz-clar-003", "吸顶灯关了", clar(CEIL, OFF), ["clarify", "duplicate-label"])
    C("zz-clar-004", "电视打开", clar(["lv_tv", "el_tv"], ON), ["clarify", "duplicate-label", "media"])
    C("zz-clar-005", "开窗帘", clar(CURTAINS, OPEN_C), ["clarify", "type", "cover"])
    C("zz-clar-006", "把风扇打开", clar(FANS, [ON, ACFAN, FANPCT, FANSPD]), ["clarify", "type", "fan"])
    C("zz-clar-007", "打开净化器", clar(["lv_purifier", "kid_purifier"], [PURI, FANPCT]), ["clarify", "type"])
    C("zz-clar-008", "热水器调到50度", clar(["solar", "e_heater"], HEATSP), ["clarify", "type", "water-heater"])
    C("zz-clar-009", "把水阀关了", clar(["main_valve", "garden_valve"], V_CLOSE), ["clarify", "type", "valve"])
    C("zz-clar-010", "把门锁上", clar(LOCKS, LOCK), ["clarify", "type", "lock"])
    C("zz-clar-011", "打开音箱", clar(["lv_speaker", "sonos", "story"], [ON, PLAY]), ["clarify", "type", "media", "exact-label"])
    C("zz-clar-012", "把楼下的灯关了", clar([], OFF), ["clarify", "relative-floor"])
    C("zz-clar-013", "楼上空调打开", clar([], ON), ["clarify", "relative-floor", "climate"])
    C("zz-clar-014", "窗帘", clar(CURTAINS, STAR), ["clarify", "noun-only", "cover"])
    C("zz-clar-015", "客厅空调", clar("lv_ac", STAR), ["clarify", "noun-only", "climate"])
    C("zz-clar-016", "灯", clar([], STAR), ["clarify", "noun-only"])
    C("zz-clar-017", "打开台灯", clar(["st_lamp", "study_lamp_moved"], ON), ["clarify", "type", "label-other-room"])
    C("zz-clar-018", "把排气扇打开", clar(["wc2_fan", "bt_fan"], ON), ["clarify", "type", "exact-label"])
    C("zz-clar-019", "打开书房台灯", clar(["st_lamp", "study_lamp_moved"], ON), ["clarify", "label-other-room"])
    C("zz-clar-021", "开灯", clar(ALL_LIGHTS, ON), ["clarify", "type"])
    C("zz-clar-022", "厕所灯打开", clar(["wc2_light"] + BATH3_LIGHTS, ON), ["clarify", "ambiguous-room"])
    C("zz-clar-023", "调到26度", clar([], STAR), ["clarify", "no-target", "climate"])
    C("zz-clar-024", "把插座关了", clar(PLUGS, OFF), ["clarify", "type", "plug"])
    C("zz-clar-025", "大灯调亮点", clar(["lv_main", "kt_main", "ms_main"], DIM), ["clarify", "duplicate-label", "relative"])
    C("zz-clar-026", "空调调到制冷", clar(ACS, [TM_COOL, TM_SET, ACMODE]), ["clarify", "duplicate-label", "climate"])
    C("zz-clar-027", "那个灯", clar([], STAR), ["clarify", "noun-only", "reference"])
    C("zz-clar-028", "开开", clar([], ON), ["clarify", "verb-only", "dialect"])
    C("zz-clar-029", "门打开", clar(["shop_lock", "home_lock", "shutter"], [UNLOCK, SH_OPEN, SH_LVL]), ["clarify", "type", "lock"])
    C("zz-clar-030", "弄啥嘞，灯咋还亮着，关了", clar(ALL_LIGHTS, OFF), ["clarify", "type", "dialect"])
    C("zz-clar-031", "俺屋嘞灯关了", clar([], OFF), ["clarify", "no-place", "dialect"])
    C("zz-clar-032", "我屋的灯关了", clar([], OFF), ["clarify", "no-place", "child"])
    C("zz-clar-033", "空调开到二十六度", clar(ACS, [COOLSP, HEATSP]), ["clarify", "duplicate-label", "climate"])
    C("zz-clar-035", "楼下那个电视打开", clar(["lv_tv", "el_tv"], ON), ["clarify", "relative-floor", "media"])

    # ======================================================================
    # 12. Nothing to do
    # ======================================================================
    for i, q in enumerate([
        "今天郑州天气咋样", "你吃了没", "哪家胡辣汤最好喝", "给俺讲个笑话", "中", "嗯嗯", "哈哈哈哈",
        "😂😂😂", "asdfghjkl", "别开空调", "算了不用了", "冇事冇事", "谢谢啊", "咦，这灯真得劲",
        "空调白动它", "恁弄啥嘞", "河南有几个地级市", "今天几号了", "灯不用关", "刚才说错了，取消吧",
        "嗯……那个……", "🌙✨", "我就是随便说说", "这个月电费咋恁贵", "明天早上六点叫我起床",
        "帮我点个外卖", "😴", "你是谁", "俺孙女可真得劲", "冰柜别动", "窗帘先别拉", "。。。",
        "啊啊啊", "卷帘门不用管它", "郑州到开封多远", "烩面是哪里的", "灯亮着就中，不用关",
    ], 1):
        tags = ["none"]
        if any(w in q for w in ("别", "不用", "白动", "不用管", "取消")):
            tags.append("negation")
        if any(w in q for w in ("恁", "中", "冇", "咦", "得劲", "俺", "咋", "弄啥")):
            tags.append("dialect")
        if not any("\u4e00" <= ch <= "\u9fff" for ch in q):
            tags.append("no-words")
        C(f"zz-none-{i:03d}", q, none(), tags)

    # A long rambling transcript that ends in one real request
    C("zz-ramble-001",
      "哎呀今儿个店里忙得很，进了一车货，俺一个人搬了一晌午，累得腰都直不起来了，恁妈还在那儿包饺子，"
      "说晚上您舅要来……算了算了不说了，把二楼客厅的空调打开吧",
      one("lv_ac", ON), ["ramble", "dialect", "climate"])
    C("zz-ramble-002",
      "喂喂，能听见不？哎呀这个手机……俺想说，就是那个，今儿个下雨了，衣裳还搁阳台晾着嘞，"
      "楼顶那个天窗是不是还开着嘞？关上吧",
      one("skylight", SH_CLOSE), ["ramble", "dialect", "cover"])
    C("zz-ramble-003",
      "我跟你说哈，今天老师表扬我了，还发了一朵小红花，我同桌没有，她可羡慕了，然后我们放学还去买了辣条，"
      "妈妈说不能吃太多……嗯……把皮卡丘打开",
      one("pikachu", ON), ["ramble", "child", "cartoon"])
    C("zz-ramble-004",
      "那个啥，夜儿个隔壁老王来串门，喷了半天空，说他家闺女考上研究生了，咦，真中啊，"
      "俺就想着咱妞以后也得好好学……行了行了，恁把老人房电视关了，俺要睡了",
      one("el_tv", OFF), ["ramble", "dialect", "elder"])

    # ======================================================================
    # 13. Conditions: labelled as the action they contain
    # ======================================================================
    C("zz-cond-001", "等我回家就把客厅空调打开", one("lv_ac", ON), ["condition", "climate"])
    C("zz-cond-002", "要是下雨了就把天窗关上", one("skylight", SH_CLOSE), ["condition", "cover"])
    C("zz-cond-003", "天黑了就把门头灯打开", one("door_head", ON), ["condition", "relay-light"])
    C("zz-cond-004", "十点以后把货架灯都关了", bulk(OFF, only=SHELF), ["condition", "bulk", "series"])
    C("zz-cond-005", "等奶奶睡了把老人房电视关了", one("el_tv", OFF), ["condition", "elder"])
    C("zz-cond-006", "一会儿孩子放学回来把儿童房空调打开", one("kid_ac", ON), ["condition", "climate"])
    C("zz-cond-007", "如果仓库湿度太高就把除湿机打开", one("dehum", ON), ["condition", "plug"])
    C("zz-cond-008", "半小时后把电热毯关了", one("blanket", OFF), ["condition", "asr-label", "time"])
    C("zz-cond-009", "等俺下楼了把店门锁上", one("shop_lock", LOCK), ["condition", "lock", "dialect"])
    C("zz-cond-010", "要是店里没人了就把吊扇关了", one("shop_fan", [OFF, FANSPD]), ["condition", "fan"])

    # ======================================================================
    # 14. More colloquial, dialect and family voices
    # ======================================================================
    C("zz-talk-001", "恁把客厅嘞灯开开", one(LIVING_LIGHTS, ON), ["dialect", "room", "type", "soft"])
    C("zz-talk-002", "二楼客厅嘞空调调到二十六度中不中", one("lv_ac", MATTER_AC_SP), ["dialect", "climate", "chinese-numeral"])
    C("zz-talk-003", "老人房嘞大灯给它关了", one("el_main", OFF), ["dialect", "room", "duplicate-label"])
    C("zz-talk-004", "咦，书房可闷，开开空调", one("st_ac", ON), ["dialect", "climate", "need"])
    C("zz-talk-005", "奶奶屋里嘞小灯开开", one("el_small", ON), ["dialect", "room-alias", "elder"])
    C("zz-talk-006", "帮俺把电视声音……不是，把客厅音箱声音调小点", one("lv_speaker", [VDOWN, VOL]), ["dialect", "self-correction", "volume"])
    C("zz-talk-007", "店门锁了没？没锁给它锁上", one("shop_lock", LOCK), ["dialect", "lock", "state-then-act"])
    C("zz-talk-008", "哎，那个收银台嘞灯关了吧，今儿个不开了", one("cashier_lamp", OFF), ["dialect", "room"])
    C("zz-talk-009", "麻烦帮我把主卧窗帘拉一下", one("ms_curtain", [SH_OPEN, SH_CLOSE, SH_LVL]), ["colloquial", "cover", "ambiguous-direction"])
    C("zz-talk-010", "爸爸，我要皮卡丘亮亮的", one("pikachu", [ON, LVL, STEP]), ["child", "cartoon"])
    C("zz-talk-011", "小猪佩奇吹得太凉了", one("peppa", [OFF, FANSPD]), ["child", "cartoon", "need"])
    C("zz-talk-012", "哆啦A梦关上，我要睡觉了", one("doraemon", CLOSE_C), ["child", "cartoon", "cover"])
    C("zz-talk-013", "叮当猫换一个故事", one("story", NEXT), ["child", "cartoon", "media"])
    C("zz-talk-014", "把货架灯一到四都打开", bulk(ON, only=["shelf1", "shelf2", "shelf3", "shelf4"]),
      ["colloquial", "range", "bulk", "chinese-numeral"])
    C("zz-talk-015", "俺爹那屋嘞暖气开开", one("radiator", [TM_HEAT, TM_SET, HEATSP]), ["dialect", "room-alias", "heating"])
    C("zz-talk-016", "客厅那个扫地嘞开始干活", one("robot", RVC_START), ["dialect", "robot", "type"])
    C("zz-talk-017", "冰箱插座可别关啊，把引水机关了", one("dispenser", OFF), ["negation-aside", "asr-label"])
    C("zz-talk-018", "门头灯跟招牌都打开，该开门了", bulk(ON, only=["door_head", "sign"]), ["colloquial", "bulk", "shop", "alias"])
    C("zz-talk-019", "招牌灯关了", one("sign", OFF), ["alias", "english", "shop"])
    C("zz-talk-020", "冰柜插座通电", one("freezer", ON), ["alias", "english", "plug"])
    C("zz-talk-021", "关东煮给它插上电", one("oden", ON), ["asr-label", "colloquial"])
    C("zz-talk-022", "客厅那个空气净化器风开大点", one("lv_purifier", [PURI, FANPCT]), ["colloquial", "relative"])
    C("zz-talk-023", "主卧那个Hue Go开到百分之五十", one("huego", LVL), ["colloquial", "english", "brightness"])
    C("zz-talk-024", "卫生间镜子那个灯打开", one("mirror", ON), ["colloquial", "partial-name"])
    C("zz-talk-025", "书房百叶帘拉一半", one("st_blind", SH_LVL), ["colloquial", "cover", "position"])
    C("zz-talk-026", "客厅窗帘别全开，开个三成就中", one("lv_curtain", SH_LVL), ["dialect", "cover", "position"])
    C("zz-talk-027", "楼顶嘞照明灯开开，俺上去收衣裳", one("roof_light", ON), ["dialect", "name"])
    C("zz-talk-028", "把二楼阳台的洗衣机插座关了", one("washer_plug", OFF), ["room", "english-room", "plug"])
    C("zz-talk-029", "老人房窗帘拉开点儿，让老太太晒晒暖", one("el_curtain", [SH_STEP, SH_LVL, SH_OPEN]), ["dialect", "cover", "relative"])
    C("zz-talk-030", "把儿童房空调调成自动", one("kid_ac", ACMODE), ["climate", "ac-mode"])

    return cases
