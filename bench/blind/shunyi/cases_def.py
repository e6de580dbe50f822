# -*- coding: utf-8 -*-
"""Hand-labelled cases for the Shunyi villa.

Devices are named by the keys of home_def.DEVICES; commands by the short
names in A (build.py prefixes "main-").  Bulk entries (mode all) carry a
scope; build.py expands it to the exact device set and --check re-derives it.
"""

A = {
    "ON": "switch-on", "OFF": "switch-off",
    "LVL": "switchLevel-setLevel", "STEP": "statelessSwitchLevelStep-stepLevel",
    "COL": "colorControl-setColor", "HUE": "colorControl-setHue", "SAT": "colorControl-setSaturation",
    "CT": "colorTemperature-setColorTemperature", "CTS": "statelessColorTemperatureStep-stepColorTemperatureByPercent",
    "OPEN": "windowShade-open", "CLOSE": "windowShade-close", "PAUSE": "windowShade-pause",
    "SHL": "windowShadeLevel-setShadeLevel", "SHS": "statelessWindowShadeLevelStep-stepShadeLevel",
    "TILT": "windowShadeTiltLevel-setShadeTiltLevel",
    "TM_COOL": "thermostatMode-cool", "TM_HEAT": "thermostatMode-heat", "TM_AUTO": "thermostatMode-auto",
    "TM_OFF": "thermostatMode-off", "TM_SET": "thermostatMode-setThermostatMode",
    "COOLSP": "thermostatCoolingSetpoint-setCoolingSetpoint", "HEATSP": "thermostatHeatingSetpoint-setHeatingSetpoint",
    "ACMODE": "airConditionerMode-setAirConditionerMode", "ACFAN": "airConditionerFanMode-setFanMode",
    "FANPCT": "fanSpeedPercent-setPercent", "FANSPD": "fanSpeed-setFanSpeed", "FANMODE": "fanMode-setFanMode",
    "OSC": "fanOscillationMode-setFanOscillationMode", "WIND": "windMode-setWindMode",
    "PURI": "airPurifierFanMode-setAirPurifierFanMode",
    "TFAN": "thermostatFanMode-setThermostatFanMode", "TFANON": "thermostatFanMode-fanOn",
    "VOL": "audioVolume-setVolume", "VUP": "audioVolume-volumeUp", "VDN": "audioVolume-volumeDown",
    "MUTE": "audioMute-mute", "SETMUTE": "audioMute-setMute", "UNMUTE": "audioMute-unmute",
    "PLAY": "mediaPlayback-play", "MPAUSE": "mediaPlayback-pause", "MSTOP": "mediaPlayback-stop",
    "FF": "mediaPlayback-fastForward", "NEXT": "mediaTrackControl-nextTrack", "PREV": "mediaTrackControl-previousTrack",
    "KEY": "keypadInput-sendKey", "PRESET": "mediaPresets-playPreset",
    "DOPEN": "doorControl-open", "DCLOSE": "doorControl-close", "GLVL": "level-setLevel",
    "VOPEN": "valve-open", "VCLOSE": "valve-close",
    "OPSTART": "operationalState-start", "OPSTOP": "operationalState-stop", "OPPAUSE": "operationalState-pause",
    "MODE": "mode-setMode", "LOCK": "lock-lock", "UNLOCK": "lock-unlock",
    "RSTART": "robotCleanerOperatingState-start", "RHOME": "robotCleanerOperatingState-goHome",
    "RPAUSE": "robotCleanerOperatingState-pause", "COOK": "cookTime-setCookTime",
}


def _caps(s):
    if s == "*":
        return ["*"]
    return [A[t] for t in s.split()]


def one(devs, caps):
    return {"mode": "one", "devs": devs.split(), "caps": _caps(caps)}


def clar(devs="", caps=""):
    return {"mode": "clarify", "devs": devs.split(), "caps": _caps(caps) if caps else []}


def bulk(caps, **scope):
    return {"mode": "all", "scope": scope, "caps": _caps(caps)}


def none():
    return {"mode": "none", "devs": [], "caps": []}


CASES = []


def C(cid, query, *expect, tags, h=None):
    CASES.append({"id": "sy-" + cid, "query": query, "expect": list(expect), "tags": tags.split(), "history": h})


# device groups used in several cases
LIVING_LIGHTS = "living_main living_dl1 living_dl2 living_dl3 living_dl4 living_play"
MASTER_LIGHTS = "master_main master_bedL master_bedR master_bloom"
SON_LIGHTS = "s_ceiling s_gaming"
DAUGHTER_LIGHTS = "d_nanoleaf d_strip d_desk"
CEILINGS = "gym_ceiling nanny_ceiling closet_ceiling s_ceiling g_ceiling"
ALL_AC = "theater_ac living_ac nanny_ac master_ac d_ac s_ac st_ac g_ac"
FLOORHEAT = "living_floor master_floor s_floor g_floor"
LAWN = "front_lawn1 front_lawn2 front_lawn3 front_lawn4 garden_lawn5 garden_lawn6 garden_lawn7 garden_lawn8"
SPOTS = "theater_spot1 theater_spot2 theater_spot3 dining_bar"
IRR = "front_irr1 front_irr2 garden_irr3 garden_irr4"
SPEAKERS = "theater_arc living_beam master_era d_speaker garden_speaker"
SONOS = "theater_arc living_beam master_era"
CURTAINS = ("living_curtain living_sheer dining_blind master_curtain master_blackout d_curtain s_curtain "
            "st_blind g_curtain")

# =====================================================================
# 1. device by name (exact label, English/brand/code labels)
# =====================================================================
C("name-001", "打开客厅主灯", one("living_main", "ON"), tags="name light parent")
C("name-002", "把 Hue Go 打开", one("nr_huego", "ON"), tags="name english-label no-room light")
C("name-003", "Sonos Arc 音量调到30", one("theater_arc", "VOL"), tags="name english-label volume media")
C("name-004", "GF-Pump 关了吧", one("pool_pump", "OFF"), tags="name code-label pool outdoor")
C("name-005", "IRR-Z3 开一下", one("garden_irr3", "VOPEN OPSTART"), tags="name code-label irrigation outdoor colloquial")
C("name-006", "Nest 2F 调到22度", one("master_nest", "HEATSP COOLSP"), tags="name english-label temperature climate")
C("name-007", "星空顶打开", one("theater_sky", "ON"), tags="name light")
C("name-008", "喷泉给我关了", one("garden_fountain", "OFF"), tags="name dialect outdoor parent")
C("name-009", "把落地扇打开", one("st_fan", "FANPCT ACFAN"), tags="name no-switch fan")
C("name-010", "打开 Dyson", one("living_purifier", "PURI FANPCT"), tags="name english-label no-switch air partial-name")
C("name-011", "PS5 断电", one("s_ps5", "OFF"), tags="name english-label plug teen")
C("name-012", "咖啡机开一下", one("wk_coffee", "ON"), tags="name plug colloquial nanny")
C("name-013", "Patio Heater 开了", one("t_heater", "ON"), tags="name english-label plug")
C("name-014", "UPS电源关掉", one("gar_ups", "OFF"), tags="name plug garage")
C("name-015", "Gaming LED 打开", one("s_gaming", "ON"), tags="name english-label light teen")
C("name-016", "Nanoleaf 关了", one("d_nanoleaf", "OFF"), tags="name english-label light teen")
C("name-017", "全屋新风打开", one("gym_freshair", "ON"), tags="name air")
C("name-018", "扫地机开始扫地", one("nr_robot", "RSTART"), tags="name appliance no-room nanny")
C("name-019", "扫地机回去充电吧", one("nr_robot", "RHOME"), tags="name appliance no-room nanny")
C("name-020", "洗碗机启动", one("wk_dishwasher", "OPSTART ON"), tags="name appliance nanny")
C("name-021", "微波炉加热两分钟", one("wk_microwave", "COOK OPSTART"), tags="name appliance numeral-zh nanny")
C("name-022", "油烟机开到最大", one("ck_hood", "FANMODE FANPCT"), tags="name appliance no-switch level nanny")
C("name-023", "把燃气报警器静音", one("ck_gas", "MUTE SETMUTE"), tags="name security volume")
C("name-024", "Wallbox 充电桩开始充电", one("gar_ev", "*"), tags="name english-label missing-spec garage driver")
C("name-025", "Softener Valve 关掉", one("gar_softener", "*"), tags="name english-label missing-spec valve")
C("name-026", "遮阳篷打开", one("t_awning", "OPEN"), tags="name cover")
C("name-027", "投影幕布放下来", one("theater_screen", "CLOSE"), tags="name cover media")
C("name-028", "Epson 投影仪打开", one("theater_proj", "ON"), tags="name english-label media")
C("name-029", "Samsung TV 关了", one("living_tv", "OFF"), tags="name english-label media")
C("name-030", "Hue Bloom 调成粉色", one("master_bloom", "COL HUE"), tags="name english-label color")
C("name-031", "Pool Light 调成蓝色", one("pool_light", "COL HUE"), tags="name english-label color pool outdoor")
C("name-032", "门柱灯打开", one("gate_pillar", "ON"), tags="name category-by-name light gate driver")
C("name-033", "入户门锁上", one("living_lock", "LOCK"), tags="name lock security")
C("name-034", "车库进户门开锁", one("gar_lock", "UNLOCK"), tags="name lock security garage")
C("name-035", "恒温酒柜关了", one("dining_winefridge", "OFF"), tags="name plug")
C("name-036", "打印机开一下", one("st_printer", "ON"), tags="name plug colloquial")
C("name-037", "跑步机通电", one("gym_treadmill", "ON"), tags="name plug")
C("name-038", "老储藏室灯打开", one("del_storage", "ON"), tags="name stale-room light")
C("name-039", "燃气热水器开启定时模式", one("gar_waterheater", "MODE"), tags="name water-heater mode")
C("name-040", "把 Daikin 关了", one("s_ac", "OFF TM_OFF"), tags="name english-label partial-name climate teen")
C("name-041", "客厅小音箱调大声点", one("d_speaker", "VUP VOL"), tags="name name-other-room volume relative media")
C("name-042", "PS5 turn on 一下", one("s_ps5", "ON"), tags="name english-label code-mixed teen plug")
C("name-043", "客厅加湿器关了", one("master_humid", "OFF"), tags="name name-other-room plug")
C("name-044", "主卧的加湿器打开", one("master_humid", "ON"), tags="room partial-name name-other-room plug")
C("name-045", "客厅的加湿器开一下", one("master_humid", "ON"), tags="room partial-name name-other-room plug colloquial")

# =====================================================================
# 2. room + name / room + type, partial names, word order
# =====================================================================
C("room-001", "主卧的空调打开", one("master_ac", "ON"), tags="room type climate")
C("room-002", "儿子房的空调开一下", one("s_ac", "ON"), tags="room type climate colloquial")
C("room-003", "大女儿房的空调调到25度", one("d_ac", "COOLSP HEATSP"), tags="room type climate temperature")
C("room-004", "姐姐房间的空调关了", one("d_ac", "OFF TM_OFF"), tags="partial-name type climate teen")
C("room-005", "书房的台灯调暗一点", one("st_desk", "LVL STEP"), tags="room type light relative")
C("room-006", "保姆房的灯打开", one("nanny_ceiling", "ON"), tags="room type light nanny")
C("room-007", "衣帽间的灯打开", one("closet_ceiling closet_strip", "ON"), tags="room type light room-multi ambiguous-soft")
C("room-008", "健身房灯打开", one("gym_relay", "ON"), tags="name category-by-name light")
C("room-009", "中厨灯开了", one("ck_relay", "ON"), tags="name category-by-name light nanny")
C("room-010", "西厨的灯关一下", one("wk_light wk_island", "OFF"), tags="room type light room-multi ambiguous-soft nanny")
C("room-011", "酒窖温度调到14度", one("cellar_thermo", "COOLSP"), tags="room climate temperature")
C("room-012", "影音室空调开制冷", one("theater_ac", "TM_COOL TM_SET"), tags="room type climate ac-mode")
C("room-013", "客厅空调调到26度", one("living_ac", "COOLSP HEATSP"), tags="room type climate temperature")
C("room-014", "客厅地暖调到22度", one("living_floor", "HEATSP"), tags="room climate temperature floorheat")
C("room-015", "主卫的浴霸开一下", one("mbath_heater", "TM_HEAT TM_SET ON"), tags="room climate colloquial")
C("room-016", "主卫排风扇打开", one("mbath_exhaust", "ON"), tags="room name air")
C("room-017", "镜前灯调成白光", one("mbath_mirror", "CT CTS"), tags="name color-temperature light")
C("room-018", "后花园的音箱放点音乐", one("garden_speaker", "PLAY"), tags="room type media outdoor party")
C("room-019", "泳池的灯打开", one("pool_light", "ON"), tags="room type light pool outdoor")
C("room-020", "泳池水泵开一下", one("pool_pump", "ON"), tags="room type pool outdoor colloquial")
C("room-021", "泳池水温调到28度", one("pool_heater", "HEATSP"), tags="room pool temperature outdoor")
C("room-022", "热水器调到45度", one("gar_waterheater", "HEATSP"), tags="type unique-type water-heater temperature")
C("room-023", "露台那个浇花的开一下", one("t_drip", "ON"), tags="room irrigation partial-name colloquial")
C("room-024", "书房百叶角度调到45", one("st_blind", "TILT"), tags="room cover level")
C("room-025", "餐厅百叶帘打开", one("dining_blind", "OPEN"), tags="name cover")
C("room-026", "客厅窗帘打开", one("living_curtain", "OPEN"), tags="name cover")
C("room-027", "把客厅纱帘拉上", one("living_sheer", "CLOSE"), tags="name cover")
C("room-028", "主卧的灯打开", one(MASTER_LIGHTS, "ON"), tags="room type light room-multi ambiguous-soft")
C("room-029", "二楼卫生间的灯打开", one("mbath_light mbath_mirror", "ON"), tags="room type light room-multi floor")
C("room-030", "大门的灯打开", one("gate_pillar", "ON"), tags="room type light category-by-name gate driver")
C("room-031", "车库的摄像头打开", one("gar_cam", "*"), tags="room type missing-spec garage")
C("room-032", "酒窖灯打开", one("cellar_light", "ON"), tags="name light")
C("room-033", "客房吸顶灯调到80%", one("g_ceiling", "LVL"), tags="room duplicate-label light level")
C("room-034", "保姆房吸顶灯调暖一点", one("nanny_ceiling", "CT CTS"), tags="room duplicate-label color-temperature relative nanny")
C("room-035", "衣帽间吸顶灯关了", one("closet_ceiling", "OFF"), tags="room duplicate-label light")
C("room-036", "健身房的吸顶灯打开", one("gym_ceiling", "ON"), tags="room duplicate-label light")
C("room-037", "儿子房吸顶灯调成蓝色", one("s_ceiling", "COL HUE"), tags="room duplicate-label color")
C("room-038", "左边床头灯关了", one("master_bedL", "OFF"), tags="word-order partial-name light")
C("room-039", "把右边的床头灯调暗", one("master_bedR", "LVL STEP"), tags="word-order partial-name light relative")
C("room-040", "床头灯关了", one("master_bedL master_bedR", "OFF"), tags="partial-name light ambiguous-soft")
C("room-041", "毛巾架打开", one("mbath_towel", "ON"), tags="partial-name plug")
C("room-042", "电热毯关了", one("nanny_blanket", "OFF"), tags="partial-name plug nanny")
C("room-043", "充电桩给车充上电", one("gar_ev", "*"), tags="partial-name missing-spec garage driver")
C("room-044", "大女儿房的音箱暂停", one("d_speaker", "MPAUSE"), tags="room type media")
C("room-045", "主卧音箱放点音乐", one("master_era", "PLAY"), tags="room type media")
C("room-046", "影音室音箱静音", one("theater_arc", "MUTE SETMUTE"), tags="room type media volume")
C("room-047", "客房窗帘全部打开", one("g_curtain", "OPEN SHL"), tags="room type cover")
C("room-048", "儿子房窗帘开到70%", one("s_curtain", "SHL"), tags="room type cover level")
C("room-049", "大女儿房窗帘拉上", one("d_curtain", "CLOSE"), tags="room type cover")
C("room-050", "书房百叶关上", one("st_blind", "CLOSE"), tags="name cover")
C("room-051", "客房空调开制热", one("g_ac", "TM_HEAT TM_SET"), tags="room type climate ac-mode")
C("room-052", "露台的加热器打开", one("t_heater", "ON"), tags="room type plug english-label")
C("room-053", "储藏室的灯打开", one("del_storage", "ON"), tags="stale-room unknown-room light")
C("room-054", "露台现在多少度", one("t_th", "*"), tags="room state-query no-label")
C("room-055", "客房地暖打开", one("g_floor", "TM_HEAT TM_SET"), tags="room floorheat climate no-switch")
C("room-056", "吧台射灯调到20%", one("dining_bar", "LVL"), tags="name light level")
C("room-057", "西厨那个岛台的灯调暗点", one("wk_island", "LVL STEP"), tags="partial-name light relative")
C("room-058", "健身房风扇关了", one("gym_fan", "OFF"), tags="name fan")
C("room-059", "前院摄像头打开", one("front_cam", "*"), tags="name missing-spec outdoor")
C("room-060", "可视门铃打开看看", one("gate_doorbell", "*"), tags="name missing-spec gate")

# =====================================================================
# 3. misheard labels said correctly, misheard queries (ASR)
# =====================================================================
C("asr-001", "餐厅吊灯调暗一点", one("dining_pendant", "LVL STEP"), tags="asr-label room relative light")
C("asr-002", "除湿机关了", one("closet_dehum", "OFF"), tags="asr-label plug")
C("asr-003", "衣帽间除湿机开开", one("closet_dehum", "ON"), tags="asr-label room plug dialect")
C("asr-004", "打开星空丁", one("theater_sky", "ON"), tags="asr-homophone light")
C("asr-005", "泳池等打开", one("pool_light", "ON"), tags="asr-homophone light pool outdoor")
C("asr-006", "大女儿房的窗连拉上", one("d_curtain", "CLOSE"), tags="asr-homophone cover room")
C("asr-007", "把书房太灯打开", one("st_desk", "ON"), tags="asr-homophone light")
C("asr-008", "餐厅的吊灯调成暖光", one("dining_pendant", "CT CTS"), tags="asr-label color-temperature room")
C("asr-009", "把草平灯3关了", one("front_lawn3", "OFF"), tags="asr-homophone numbered light outdoor")
C("asr-010", "关掉喷全", one("garden_fountain", "OFF"), tags="asr-homophone outdoor")
C("asr-011", "那个 nano leaf 调亮点", one("d_nanoleaf", "LVL STEP"), tags="asr-homophone english-label relative light teen")
C("asr-012", "搜诺斯 Beam 暂停一下", one("living_beam", "MPAUSE"), tags="asr-homophone english-label media")
C("asr-013", "吊灯调暗一点", clar("dining_pendant wk_island", "LVL STEP"), tags="asr-label ambiguous clarify light")

# =====================================================================
# 4. numbered members
# =====================================================================
C("num-001", "草坪灯3打开", one("front_lawn3", "ON"), tags="numbered light outdoor")
C("num-002", "3号草坪灯关了", one("front_lawn3", "OFF"), tags="numbered light outdoor")
C("num-003", "草坪灯三开一下", one("front_lawn3", "ON"), tags="numbered numeral-zh light outdoor colloquial")
C("num-004", "把第五个草坪灯打开", one("garden_lawn5", "ON"), tags="numbered ordinal light outdoor")
C("num-005", "草坪灯7打开", one("garden_lawn7", "ON"), tags="numbered padded-number light outdoor")
C("num-006", "八号草坪灯关了", one("garden_lawn8", "OFF"), tags="numbered padded-number numeral-zh light outdoor")
C("num-007", "草坪灯9打开", clar(LAWN, "ON"), tags="numbered missing-member clarify light outdoor")
C("num-008", "庭院灯2调到百分之三十", one("front_yard2", "LVL"), tags="numbered padded-number numeral-zh level light outdoor")
C("num-009", "庭院灯01关了", one("front_yard1", "OFF"), tags="numbered padded-number light outdoor")
C("num-010", "射灯2打开", one("theater_spot2", "ON"), tags="numbered padded-number light")
C("num-011", "二号射灯调到50%", one("theater_spot2", "LVL"), tags="numbered padded-number numeral-zh light level")
C("num-012", "筒灯3关了", one("living_dl3", "OFF"), tags="numbered light")
C("num-013", "把第四个筒灯调暗一点", one("living_dl4", "LVL STEP"), tags="numbered ordinal light relative")
C("num-014", "筒灯5打开", clar("living_dl1 living_dl2 living_dl3 living_dl4", "ON"), tags="numbered missing-member clarify light")
C("num-015", "喷灌3区开一下", one("garden_irr3", "VOPEN OPSTART"), tags="numbered code-label irrigation outdoor")
C("num-016", "三区喷灌浇十分钟", one("garden_irr3", "VOPEN OPSTART"), tags="numbered code-label irrigation numeral-zh time-duration outdoor")
C("num-017", "喷灌二区关了", one("front_irr2", "VCLOSE OPSTOP"), tags="numbered numeral-zh irrigation outdoor")
C("num-018", "喷灌5区打开", clar(IRR, "VOPEN OPSTART"), tags="numbered missing-member clarify irrigation outdoor")
C("num-019", "射灯4打开", clar(SPOTS, "ON"), tags="numbered missing-member clarify light")
C("num-020", "第一个庭院灯打开", one("front_yard1", "ON"), tags="numbered ordinal padded-number light outdoor")
C("num-021", "喷灌1区浇水15分钟", one("front_irr1", "VOPEN OPSTART"), tags="numbered irrigation time-duration outdoor")
C("num-022", "4区喷灌停了", one("garden_irr4", "VCLOSE OPSTOP OPPAUSE"), tags="numbered word-order irrigation outdoor")
C("num-023", "草坪灯-08 打开", one("garden_lawn8", "ON"), tags="numbered padded-number light outdoor")
C("num-024", "筒灯一和筒灯二关了", bulk("OFF", devs=["living_dl1", "living_dl2"]), tags="numbered numeral-zh two-targets light")

# =====================================================================
# 5. bulk: whole house, floor, room, outdoors; capability restriction
# =====================================================================
C("bulk-001", "全屋的灯都关了", bulk("OFF", family="light"), tags="bulk-all light")
C("bulk-002", "把家里所有的灯都打开", bulk("ON", family="light"), tags="bulk-all light")
C("bulk-003", "一楼的灯全关了", bulk("OFF", family="light", floors=["1F"]), tags="bulk-all bulk-floor light")
C("bulk-004", "二楼所有灯打开", bulk("ON", family="light", floors=["2F"]), tags="bulk-all bulk-floor light")
C("bulk-005", "三楼的灯都关掉", bulk("OFF", family="light", floors=["3F"]), tags="bulk-all bulk-floor light")
C("bulk-006", "地下室的灯全开", bulk("ON", family="light", floors=["B1"]), tags="bulk-all bulk-floor light")
C("bulk-007", "客厅的灯全部打开", bulk("ON", family="light", rooms=["living"]), tags="bulk-all bulk-room light")
C("bulk-008", "影音室的射灯全关", bulk("OFF", family="spot", rooms=["theater"]), tags="bulk-all bulk-room light numbered")
C("bulk-009", "前院的灯都打开", bulk("ON", family="light", rooms=["front"]), tags="bulk-all bulk-room light outdoor")
C("bulk-010", "后花园的草坪灯都关了", bulk("OFF", family="lawn", rooms=["garden"]), tags="bulk-all bulk-room light outdoor")
C("bulk-011", "所有草坪灯打开", bulk("ON", family="lawn"), tags="bulk-all light outdoor padded-number")
C("bulk-012", "外面的灯全打开", bulk("ON", family="light", outdoor=True), tags="bulk-all bulk-outdoor light outdoor")
C("bulk-013", "室外所有的灯都关掉", bulk("OFF", family="light", outdoor=True), tags="bulk-all bulk-outdoor light outdoor")
C("bulk-014", "所有窗帘都拉上", bulk("CLOSE", family="curtain"), tags="bulk-all cover")
C("bulk-015", "二楼的窗帘都打开", bulk("OPEN", family="curtain", floors=["2F"]), tags="bulk-all bulk-floor cover")
C("bulk-016", "所有空调都关了", bulk("OFF", family="ac"), tags="bulk-all climate")
C("bulk-017", "二楼空调全部调到26度", bulk("COOLSP HEATSP", family="ac", floors=["2F"]), tags="bulk-all bulk-floor climate temperature")
C("bulk-018", "所有地暖都关了", bulk("TM_OFF TM_SET", family="floorheat"), tags="bulk-all floorheat climate no-switch")
C("bulk-019", "地暖全部调到20度", bulk("HEATSP", family="floorheat"), tags="bulk-all floorheat climate temperature")
C("bulk-020", "喷灌全部打开", bulk("VOPEN OPSTART", family="irrigation"), tags="bulk-all irrigation outdoor")
C("bulk-021", "前院喷灌都关了", bulk("VCLOSE OPSTOP", family="irrigation", rooms=["front"]), tags="bulk-all bulk-room irrigation outdoor")
C("bulk-022", "两个车库门都关上", bulk("DCLOSE", family="garagedoor"), tags="bulk-all garage driver")
C("bulk-023", "能调颜色的灯都调成蓝色", bulk("COL HUE", family="light"), tags="bulk-all capability-subset color light")
C("bulk-024", "所有灯调到50%", bulk("LVL", family="light"), tags="bulk-all capability-subset level light")
C("bulk-025", "客厅的灯都调到30%", bulk("LVL", family="light", rooms=["living"]), tags="bulk-all bulk-room capability-subset level light")
C("bulk-026", "把儿子房的 lights 都调成 purple", bulk("COL HUE", family="light", rooms=["son"]), tags="bulk-all bulk-room color code-mixed teen capability-subset")
C("bulk-027", "Turn off 大女儿房 all the lights", bulk("OFF", family="light", rooms=["daughter"]), tags="bulk-all bulk-room code-mixed teen light")
C("bulk-028", "lights off in 影音室", bulk("OFF", family="light", rooms=["theater"]), tags="bulk-all bulk-room code-mixed teen light")
C("bulk-029", "把门都锁上", bulk("LOCK", family="lock"), tags="bulk-all lock security")
C("bulk-030", "二楼能调色温的灯都调成暖光", bulk("CT CTS", family="light", floors=["2F"]), tags="bulk-all bulk-floor capability-subset color-temperature light")
C("bulk-031", "地下室的空调开开", one("theater_ac", "ON"), tags="floor unique-type climate dialect")
C("bulk-032", "所有吸顶灯都关了", bulk("OFF", family="ceiling"), tags="bulk-all duplicate-label light")
C("bulk-033", "主卧的窗帘全拉上", bulk("CLOSE", family="curtain", rooms=["master"]), tags="bulk-all bulk-room cover")
C("bulk-034", "客厅的窗帘都打开", bulk("OPEN", family="curtain", rooms=["living"]), tags="bulk-all bulk-room cover")
C("bulk-035", "三楼的空调都关了", bulk("OFF", family="ac", floors=["3F"]), tags="bulk-all bulk-floor climate")
C("bulk-036", "前院草坪灯全开", bulk("ON", family="lawn", rooms=["front"]), tags="bulk-all bulk-room light outdoor")
C("bulk-037", "庭院灯都调到一半亮度", bulk("LVL", family="yard"), tags="bulk-all light outdoor level padded-number")
C("bulk-038", "全家的音箱都暂停", bulk("MPAUSE", family="speaker"), tags="bulk-all media")
C("bulk-039", "所有音箱音量调到20", bulk("VOL", family="speaker"), tags="bulk-all media volume")
C("bulk-040", "二楼的灯全部调到最亮", bulk("LVL", family="light", floors=["2F"]), tags="bulk-all bulk-floor capability-subset level light")

# =====================================================================
# 6. exclusion (mode all) and unknown places (clarify)
# =====================================================================
C("except-001", "除了主卧，二楼的灯都关了", bulk("OFF", family="light", floors=["2F"], exclude_rooms=["master"]), tags="bulk-except bulk-floor light")
C("except-002", "一楼除了保姆房，灯都关了", bulk("OFF", family="light", floors=["1F"], exclude_rooms=["nanny"]), tags="bulk-except bulk-floor light")
C("except-003", "全屋的灯都关了，后花园的除外", bulk("OFF", family="light", exclude_rooms=["garden"]), tags="bulk-except light")
C("except-004", "除了草坪灯，外面的灯都关了", bulk("OFF", family="light", outdoor=True, exclude_devs=LAWN.split()), tags="bulk-except bulk-outdoor exclude-name light outdoor")
C("except-005", "除了儿子房，二楼的空调都关了", bulk("OFF", family="ac", floors=["2F"], exclude_rooms=["son"]), tags="bulk-except bulk-floor climate")
C("except-006", "地暖除了客房都打开", bulk("TM_HEAT TM_SET", family="floorheat", exclude_rooms=["guest"]), tags="bulk-except floorheat climate no-switch")
C("except-007", "把所有灯关了，客厅的留着", bulk("OFF", family="light", exclude_rooms=["living"]), tags="bulk-except light colloquial")
C("except-008", "除了地下室，所有空调都关掉", bulk("OFF", family="ac", exclude_floors=["B1"]), tags="bulk-except climate")
C("except-009", "外面的灯都关了，泳池那边的不用关", bulk("OFF", family="light", outdoor=True, exclude_rooms=["pool"]), tags="bulk-except bulk-outdoor light outdoor")
C("except-010", "除了一楼，别的楼层的灯都关掉", bulk("OFF", family="light", floors=["B1", "2F", "3F"]), tags="bulk-except bulk-floor light")
C("except-011", "所有窗帘都打开，遮光帘别动", bulk("OPEN", family="curtain", exclude_devs=["master_blackout"]), tags="bulk-except exclude-name cover")
C("except-012", "除了卧室都关了", clar(), tags="bulk-except unknown-room clarify")
C("except-013", "除了阁楼，灯都关掉", clar(), tags="bulk-except unknown-room clarify light")
C("except-014", "把阁楼的灯打开", clar(), tags="unknown-room clarify light")
C("except-015", "阳台的灯关了", clar(), tags="unknown-room clarify light")
C("except-016", "洗衣房的灯打开", clar(), tags="unknown-room clarify light")
C("except-017", "四楼的灯都关了", clar(), tags="unknown-room bulk-floor clarify light")
C("except-018", "卧室空调开一下", clar("master_ac d_ac s_ac nanny_ac g_ac", "ON"), tags="unknown-room clarify climate")
C("except-019", "除了大女儿房，二楼的窗帘都拉上", bulk("CLOSE", family="curtain", floors=["2F"], exclude_rooms=["daughter"]), tags="bulk-except bulk-floor cover")
C("except-020", "喷灌都打开，就4区不用", bulk("VOPEN OPSTART", family="irrigation", exclude_devs=["garden_irr4"]), tags="bulk-except exclude-name irrigation outdoor numbered")

# =====================================================================
# 7. values: brightness, colour, colour temperature
# =====================================================================
C("val-001", "书房主灯调到百分之六十", one("st_main", "LVL"), tags="level numeral-zh light")
C("val-002", "客厅主灯亮一点", one("living_main", "LVL STEP"), tags="relative light")
C("val-003", "星空顶暗一点", one("theater_sky", "LVL STEP"), tags="relative light")
C("val-004", "把酒窖灯调到最暗", one("cellar_light", "LVL STEP"), tags="level light")
C("val-005", "Gaming LED 调成红色", one("s_gaming", "COL HUE"), tags="color english-label teen")
C("val-006", "Hue Go 换成绿色", one("nr_huego", "COL HUE"), tags="color english-label no-room")
C("val-007", "RGB灯带来个紫色", one("d_strip", "COL HUE"), tags="color english-label teen colloquial")
C("val-008", "泳池灯变成青色", one("pool_light", "COL HUE"), tags="color pool outdoor")
C("val-009", "主卧主灯调成暖光", one("master_main", "CT CTS"), tags="color-temperature light")
C("val-010", "书房台灯调成冷白光", one("st_desk", "CT CTS"), tags="color-temperature light")
C("val-011", "镜前灯色温调到4000K", one("mbath_mirror", "CT"), tags="color-temperature light")
C("val-012", "岛台吊灯暖一点", one("wk_island", "CT CTS"), tags="color-temperature relative light")
C("val-013", "酒窖灯调成2700K", one("cellar_light", "CT"), tags="color-temperature light")
C("val-014", "客厅主灯调到三千k", one("living_main", "CT"), tags="color-temperature numeral-zh light")
C("val-015", "主卫灯调到最亮", one("mbath_light", "LVL STEP"), tags="level light")
C("val-016", "Hue Play 调成 warm white", one("living_play", "CT CTS"), tags="color-temperature english-label code-mixed")
C("val-017", "星空顶换成星空蓝", one("theater_sky", "COL HUE"), tags="color")
C("val-018", "床头灯左亮度调到10", one("master_bedL", "LVL"), tags="level light")
C("val-019", "RGB灯带 set to pink", one("d_strip", "COL HUE"), tags="color code-mixed teen")
C("val-020", "帮我把 Gaming LED 调成 blue", one("s_gaming", "COL HUE"), tags="color code-mixed teen")
C("val-021", "chill 一下，把 Nanoleaf 调暗", one("d_nanoleaf", "LVL STEP"), tags="relative code-mixed teen")
C("val-022", "Nanoleaf 饱和度调低一点", one("d_nanoleaf", "SAT COL"), tags="color relative teen")
C("val-023", "衣柜灯带调到百分之二十", one("closet_strip", "LVL"), tags="level numeral-zh light")
C("val-024", "把庭院灯-03 调亮点儿", one("front_yard3", "LVL STEP"), tags="relative padded-number light outdoor dialect")

# =====================================================================
# 8. climate: modes, setpoints, fans, air
# =====================================================================
C("clim-001", "客厅空调制冷26度", one("living_ac", "TM_COOL TM_SET"), one("living_ac", "COOLSP"), tags="climate ac-mode temperature multi-command")
C("clim-002", "保姆房空调开除湿", one("nanny_ac", "ACMODE"), tags="climate ac-mode nanny")
C("clim-003", "影音室空调调成送风", one("theater_ac", "TM_SET"), tags="climate ac-mode")
C("clim-004", "书房空调开自动", one("st_ac", "TM_AUTO TM_SET"), tags="climate ac-mode")
C("clim-005", "主卧空调风速调到高档", one("master_ac", "ACFAN FANPCT"), tags="climate fan")
C("clim-006", "主卧空调开睡眠风", one("master_ac", "WIND"), tags="climate fan")
C("clim-007", "健身房风扇开到三档", one("gym_fan", "FANSPD"), tags="fan numeral-zh")
C("clim-008", "落地扇调到二档", one("st_fan", "ACFAN FANPCT"), tags="fan numeral-zh no-switch")
C("clim-009", "落地扇摇头", one("st_fan", "OSC"), tags="fan")
C("clim-010", "新风开到最大", one("gym_freshair", "ACFAN"), tags="air fan partial-name")
C("clim-011", "净化器调到睡眠模式", one("living_purifier", "PURI"), tags="air unique-type")
C("clim-012", "Dyson 风速调到60%", one("living_purifier", "FANPCT"), tags="air english-label level")
C("clim-013", "Dyson 关了", one("living_purifier", "PURI FANPCT"), tags="air english-label no-switch")
C("clim-014", "客厅地暖关了", one("living_floor", "TM_OFF TM_SET"), tags="floorheat climate no-switch")
C("clim-015", "主卧地暖开到24度", one("master_floor", "HEATSP TM_HEAT"), tags="floorheat climate temperature")
C("clim-016", "儿子房地暖调低两度", one("s_floor", "HEATSP"), tags="floorheat climate relative numeral-zh")
C("clim-017", "Nest 1F 切到制热", one("dining_nest", "TM_HEAT TM_SET"), tags="climate english-label ac-mode")
C("clim-018", "Nest 1F 风机一直开着", one("dining_nest", "TFANON TFAN"), tags="climate english-label fan")
C("clim-019", "浴霸开暖风", one("mbath_heater", "TM_HEAT TM_SET"), tags="climate")
C("clim-020", "浴霸换气", one("mbath_heater", "TM_SET FANMODE"), tags="climate air")
C("clim-021", "浴霸温度调到30度", one("mbath_heater", "HEATSP"), tags="climate temperature")
C("clim-022", "给我把书房空调整到二十五度", one("st_ac", "COOLSP HEATSP"), tags="climate temperature numeral-zh dialect parent")
C("clim-023", "Daikin 开 cool mode", one("s_ac", "TM_COOL TM_SET"), tags="climate ac-mode code-mixed teen english-label")
C("clim-024", "AC 开到 24 度，儿子房的", one("s_ac", "COOLSP HEATSP"), tags="climate temperature code-mixed teen")
C("clim-025", "酒窖恒温调低一度", one("cellar_thermo", "COOLSP"), tags="climate relative")
C("clim-026", "热水器关了", one("gar_waterheater", "TM_OFF TM_SET MODE"), tags="water-heater no-switch")
C("clim-027", "泳池加热器关了吧", one("pool_heater", "TM_OFF TM_SET"), tags="pool climate no-switch outdoor")
C("clim-028", "客房空调调到二十度制热", one("g_ac", "TM_HEAT TM_SET"), one("g_ac", "HEATSP"), tags="climate ac-mode temperature multi-command numeral-zh")
C("clim-029", "保姆房空调风速调小点", one("nanny_ac", "ACFAN"), tags="climate fan relative nanny")
C("clim-030", "Dyson 摇头打开", one("living_purifier", "OSC"), tags="air english-label")
C("clim-031", "新风关了", one("gym_freshair", "OFF"), tags="air partial-name")
C("clim-032", "书房空调风小一点", one("st_ac", "ACFAN FANPCT"), tags="climate fan relative")

# =====================================================================
# 9. covers, media, appliances, gates, irrigation values
# =====================================================================
C("val2-001", "主卧窗帘开一半", one("master_curtain", "SHL"), tags="cover level")
C("val2-002", "客厅窗帘拉开一点", one("living_curtain", "SHS SHL"), tags="cover relative")
C("val2-003", "遮光帘关到百分之二十", one("master_blackout", "SHL"), tags="cover level numeral-zh")
C("val2-004", "客房窗帘停一下", one("g_curtain", "PAUSE"), tags="cover")
C("val2-005", "餐厅百叶帘角度调到一半", one("dining_blind", "TILT"), tags="cover level")
C("val2-006", "遮阳篷停一下", one("t_awning", "PAUSE"), tags="cover")
C("val2-007", "Sonos Beam 声音大点", one("living_beam", "VUP VOL"), tags="volume relative english-label media")
C("val2-008", "户外音箱音量调到40", one("garden_speaker", "VOL"), tags="volume partial-name media outdoor")
C("val2-009", "客厅小音箱静音", one("d_speaker", "MUTE SETMUTE"), tags="volume name-other-room media")
C("val2-010", "Samsung TV 换到5台", one("living_tv", "KEY"), tags="channel english-label media")
C("val2-011", "电视换下一个台", one("living_tv", "KEY NEXT"), tags="channel type media")
C("val2-012", "电视快进", one("living_tv", "FF"), tags="media type")
C("val2-013", "投影仪暂停", one("theater_proj", "MPAUSE"), tags="media partial-name")
C("val2-014", "Bose 音箱下一首", one("garden_speaker", "NEXT"), tags="media english-label partial-name")
C("val2-015", "客厅小音箱下一首", one("d_speaker", "NEXT"), tags="media name-other-room")
C("val2-016", "Sonos Beam 暂停", one("living_beam", "MPAUSE"), tags="media english-label")
C("val2-017", "把 Sonos Era 100 volume 调到 20", one("master_era", "VOL"), tags="volume code-mixed teen english-label")
C("val2-018", "大门开一半", one("gate_gate", "GLVL"), tags="gate level driver outdoor")
C("val2-019", "泳池水泵开到百分之七十", one("pool_pump", "LVL"), tags="pool level numeral-zh outdoor")
C("val2-020", "影音室的幕布收起来", one("theater_screen", "OPEN"), tags="cover media room")
C("val2-021", "洗碗机开个节能洗", one("wk_dishwasher", "MODE"), tags="appliance mode nanny")
C("val2-022", "微波炉停一下", one("wk_microwave", "OPPAUSE OPSTOP"), tags="appliance nanny")
C("val2-023", "洗碗机暂停", one("wk_dishwasher", "OPPAUSE"), tags="appliance")
C("val2-024", "扫地机换成拖地模式", one("nr_robot", "MODE"), tags="appliance mode no-room")
C("val2-025", "扫地机先停一下", one("nr_robot", "RPAUSE"), tags="appliance no-room")
C("val2-026", "花箱滴灌浇5分钟", one("t_drip", "ON FANSPD"), tags="irrigation time-duration")
C("val2-027", "露台浇水间隔改成隔一天", one("t_drip", "MODE"), tags="irrigation mode")
C("val2-028", "油烟机关了", one("ck_hood", "FANMODE FANPCT"), tags="appliance no-switch nanny")
C("val2-029", "Sonos Arc 播放收藏的歌单", one("theater_arc", "PRESET PLAY"), tags="media english-label")
C("val2-030", "户外音箱声音小一点", one("garden_speaker", "VDN VOL"), tags="volume relative media outdoor")

# =====================================================================
# 10. two actions on one target, two targets, sequences
# =====================================================================
C("multi-001", "客厅空调开制冷调到24度", one("living_ac", "TM_COOL TM_SET"), one("living_ac", "COOLSP"), tags="multi-command climate ac-mode temperature")
C("multi-002", "保姆房空调开制冷调到24度", one("nanny_ac", "ACMODE"), one("nanny_ac", "HEATSP"), tags="multi-command climate ac-mode temperature nanny")
C("multi-003", "客厅主灯关了然后把客厅窗帘拉上", one("living_main", "OFF"), one("living_curtain", "CLOSE"), tags="multi-command sequence light cover")
C("multi-004", "打开大门，再把门柱灯打开", one("gate_gate", "DOPEN"), one("gate_pillar", "ON"), tags="multi-command sequence gate driver")
C("multi-005", "关掉电视，打开 Sonos Beam", one("living_tv", "OFF"), one("living_beam", "PLAY"), tags="multi-command media")
C("multi-006", "先把车库门左打开，再把充电桩打开", one("gar_left", "DOPEN"), one("gar_ev", "*"), tags="multi-command sequence garage missing-spec driver")
C("multi-007", "把泳池灯打开，水泵也开了", one("pool_light", "ON"), one("pool_pump", "ON"), tags="multi-command pool outdoor")
C("multi-008", "书房空调关了，台灯打开", one("st_ac", "OFF TM_OFF"), one("st_desk", "ON"), tags="multi-command climate light")
C("multi-009", "打开前院的草坪灯和庭院灯", bulk("ON", devs="front_lawn1 front_lawn2 front_lawn3 front_lawn4 front_yard1 front_yard2 front_yard3".split()), tags="two-targets bulk-all light outdoor")
C("multi-010", "关掉所有灯，锁上入户门，把大门关上", bulk("OFF", family="light"), one("living_lock", "LOCK"), one("gate_gate", "DCLOSE"), tags="three-commands bulk-all lock gate leave-home")
C("multi-011", "主卧窗帘拉上，床头灯调到30%", one("master_curtain", "CLOSE"), bulk("LVL", devs=["master_bedL", "master_bedR"]), tags="multi-command cover level")
C("multi-012", "影音室准备看电影：灯都关了，幕布放下来", bulk("OFF", family="light", rooms=["theater"]), one("theater_screen", "CLOSE"), tags="multi-command bulk-room media sequence")
C("multi-013", "投影仪打开，Sonos Arc 音量调到25", one("theater_proj", "ON"), one("theater_arc", "VOL"), tags="multi-command media volume")
C("multi-014", "把 Sonos Arc 和 Sonos Beam 都放音乐", bulk("PLAY", devs=["theater_arc", "living_beam"]), tags="two-targets media party")
C("multi-015", "浴霸开暖风，排风扇关了", one("mbath_heater", "TM_HEAT TM_SET"), one("mbath_exhaust", "OFF"), tags="multi-command climate")
C("multi-016", "落地扇打开然后开摇头", one("st_fan", "FANPCT ACFAN"), one("st_fan", "OSC"), tags="multi-command fan sequence")
C("multi-017", "油烟机打开，中厨灯也开一下", one("ck_hood", "FANMODE FANPCT"), one("ck_relay", "ON"), tags="multi-command appliance category-by-name nanny")
C("multi-018", "Hue Bloom 打开调成红色", one("master_bloom", "ON"), one("master_bloom", "COL HUE"), tags="multi-command color english-label")
C("multi-019", "大门关上，门柱灯也关了", one("gate_gate", "DCLOSE"), one("gate_pillar", "OFF"), tags="multi-command gate driver")
C("multi-020", "喷灌1区和2区都打开", bulk("VOPEN OPSTART", devs=["front_irr1", "front_irr2"]), tags="two-targets numbered irrigation outdoor")
C("multi-021", "关掉 PS5，再把 Gaming LED 关了", one("s_ps5", "OFF"), one("s_gaming", "OFF"), tags="multi-command teen english-label")
C("multi-022", "热水器烧上，浴霸也先开着", one("gar_waterheater", "TM_HEAT TM_SET MODE"), one("mbath_heater", "TM_HEAT TM_SET ON"), tags="multi-command water-heater climate")

# =====================================================================
# 11. references with history, clarification follow-ups, no history
# =====================================================================
C("ref-001", "调到24度", one("master_ac", "COOLSP HEATSP"), h=["打开主卧空调"], tags="history reference climate temperature")
C("ref-002", "调成蓝色", one("nr_huego", "COL HUE"), h=["把 Hue Go 打开"], tags="history reference color")
C("ref-003", "把它关了", one("front_irr1", "VCLOSE OPSTOP"), h=["喷灌1区打开"], tags="history reference pronoun irrigation")
C("ref-004", "再暗一点", one("theater_sky", "LVL STEP"), h=["打开星空顶", "暗一点"], tags="history reference relative light")
C("ref-005", "右边那个也打开", one("gar_right", "DOPEN"), h=["车库门左打开"], tags="history reference garage driver")
C("ref-006", "纱帘也拉开", one("living_sheer", "OPEN"), h=["把客厅窗帘打开"], tags="history reference cover")
C("ref-007", "声音小一点", one("theater_arc", "VDN VOL"), h=["Sonos Arc 放音乐"], tags="history reference volume")
C("ref-008", "床头灯也一样", bulk("CT CTS", devs=["master_bedL", "master_bedR"]), h=["主卧主灯调成暖光"], tags="history reference color-temperature")
C("ref-009", "儿子房的", one("s_ceiling", "ON"), h=["打开吸顶灯"], tags="history clarify-followup duplicate-label light")
C("ref-010", "左边那个", one("gar_left", "DOPEN"), h=["打开车库门"], tags="history clarify-followup garage driver")
C("ref-011", "衣帽间的", one("closet_strip", "ON"), h=["灯带打开"], tags="history clarify-followup light")
C("ref-012", "书房", one("st_ac", "ON"), h=["把空调打开"], tags="history clarify-followup climate")
C("ref-013", "客厅那个", one("living_beam", "MPAUSE"), h=["Sonos 暂停"], tags="history clarify-followup media")
C("ref-014", "儿子房的也打开", one("s_ac", "ON"), h=["打开主卧空调"], tags="history reference climate")
C("ref-015", "那个调到百分之五十", one("theater_spot2", "LVL"), h=["射灯2打开"], tags="history reference level numeral-zh")
C("ref-016", "关了吧", one("gym_fan", "OFF"), h=["健身房风扇开到三档"], tags="history reference fan")
C("ref-017", "再高一点", one("gar_waterheater", "HEATSP"), h=["热水器调到45度"], tags="history reference relative water-heater")
C("ref-018", "它现在几度", one("pool_heater", "*"), h=["泳池加热器打开"], tags="history reference state-query pool")
C("ref-019", "第二个", one("front_irr2", "VOPEN OPSTART"), h=["前院喷灌开一下"], tags="history clarify-followup irrigation ordinal")
C("ref-020", "大女儿房的", one("d_desk", "ON"), h=["打开台灯"], tags="history clarify-followup light")
C("ref-021", "都打开", bulk("ON", family="lawn", rooms=["front"]), h=["前院的草坪灯"], tags="history reference bulk-all light outdoor")
C("ref-022", "也关上", one("gar_right", "DCLOSE"), h=["车库门左关上", "车库门右呢"], tags="history reference garage")
C("ref-023", "把它关了", clar(), tags="reference-no-history pronoun clarify")
C("ref-024", "那个再调亮点", clar(), tags="reference-no-history pronoun clarify relative")
C("ref-025", "这个也打开", clar(), tags="reference-no-history pronoun clarify")
C("ref-026", "关掉", clar(), tags="reference-no-history clarify")
C("ref-027", "再来一次", clar(), tags="reference-no-history clarify")
C("ref-028", "颜色换成橙色", one("s_gaming", "COL HUE"), h=["Gaming LED 打开"], tags="history reference color teen")

# =====================================================================
# 12. stated needs with a place (mode one) and without (clarify)
# =====================================================================
C("need-001", "书房好热", one("st_ac st_fan", "ON TM_COOL TM_SET COOLSP FANPCT ACFAN"), tags="colloquial-intent room climate")
C("need-002", "客厅太暗了", one(LIVING_LIGHTS + " living_curtain living_sheer", "ON LVL STEP OPEN"), tags="colloquial-intent room light")
C("need-003", "健身房好闷", one("gym_freshair gym_fan", "ON ACFAN FANSPD"), tags="colloquial-intent room air")
C("need-004", "主卧有点冷", one("master_ac master_floor master_nest", "TM_HEAT TM_SET HEATSP"), tags="colloquial-intent room climate")
C("need-005", "儿子房太亮了", one(SON_LIGHTS + " s_curtain", "OFF LVL STEP CLOSE"), tags="colloquial-intent room light")
C("need-006", "酒窖温度有点高", one("cellar_thermo", "COOLSP TM_COOL"), tags="colloquial-intent room climate")
C("need-007", "后花园的草坪太干了", one("garden_irr3 garden_irr4", "VOPEN OPSTART"), tags="colloquial-intent room irrigation outdoor")
C("need-008", "主卫好潮", one("mbath_exhaust mbath_heater", "ON TM_SET FANMODE"), tags="colloquial-intent room air")
C("need-009", "客厅倍儿热，空调给我开开", one("living_ac", "ON TM_COOL TM_SET"), tags="colloquial-intent dialect climate parent")
C("need-010", "大女儿房有点冷", one("d_ac", "TM_HEAT TM_SET HEATSP"), tags="colloquial-intent room climate")
C("need-011", "前院黑咕隆咚的", one("front_lawn1 front_lawn2 front_lawn3 front_lawn4 front_yard1 front_yard2 front_yard3", "ON"), tags="colloquial-intent dialect room light outdoor")
C("need-012", "泳池水太凉了", one("pool_heater", "HEATSP TM_HEAT TM_SET"), tags="colloquial-intent pool outdoor")
C("need-013", "客厅空气不太好", one("living_purifier", "PURI FANPCT"), tags="colloquial-intent air room")
C("need-014", "好闷", clar(), tags="colloquial-intent need-no-place clarify")
C("need-015", "好热啊", clar(), tags="colloquial-intent need-no-place clarify")
C("need-016", "太暗了", clar(), tags="colloquial-intent need-no-place clarify")
C("need-017", "有点冷", clar(), tags="colloquial-intent need-no-place clarify")
C("need-018", "这屋忒暗了", clar(), tags="colloquial-intent need-no-place dialect clarify")
C("need-019", "我屋里太热了", clar(), tags="colloquial-intent need-no-place clarify nanny")
C("need-020", "书房看书有点暗", one("st_desk st_main", "ON LVL STEP"), tags="colloquial-intent room light")

# =====================================================================
# 13. quantifier with a count
# =====================================================================
C("count-001", "客厅随便开两盏灯", one(LIVING_LIGHTS, "ON"), tags="count room light")
C("count-002", "随便开两盏灯", clar(), tags="count clarify light")
C("count-003", "前院草坪灯开两个就行", one("front_lawn1 front_lawn2 front_lawn3 front_lawn4", "ON"), tags="count room light outdoor")
C("count-004", "影音室射灯开一个", one("theater_spot1 theater_spot2 theater_spot3", "ON"), tags="count room light")
C("count-005", "前院的喷灌随便开一个", one("front_irr1 front_irr2", "VOPEN OPSTART"), tags="count room irrigation outdoor")

# =====================================================================
# 14. state questions
# =====================================================================
C("state-001", "客厅现在几度", one("living_ac living_floor", "*"), tags="state-query room")
C("state-002", "车库门关了没", one("gar_left gar_right", "*"), tags="state-query garage driver")
C("state-003", "酒窖湿度多少", one("cellar_th", "*"), tags="state-query room")
C("state-004", "前院的喷灌开着吗", one("front_irr1 front_irr2", "*"), tags="state-query irrigation outdoor")
C("state-005", "入户门锁好了吗", one("living_lock", "*"), tags="state-query lock security")
C("state-006", "泳池水温多少", one("pool_heater", "*"), tags="state-query pool")
C("state-007", "中厨漏水了吗", one("ck_leak", "*"), tags="state-query security")
C("state-008", "外面下雨了吗", one("garden_rain", "*"), tags="state-query outdoor")
C("state-009", "后花园土壤湿度多少", one("garden_soil", "*"), tags="state-query outdoor")
C("state-010", "热水器现在多少度", one("gar_waterheater", "*"), tags="state-query water-heater")
C("state-011", "车充满了吗", one("gar_ev", "*"), tags="state-query missing-spec garage driver")
C("state-012", "主卧窗户关了吗", one("master_contact", "*"), tags="state-query security")
C("state-013", "Nest 2F 现在设的多少度", one("master_nest", "*"), tags="state-query english-label")
C("state-014", "二楼还有灯开着吗", one("master_main master_bedL master_bedR master_bloom mbath_light mbath_mirror closet_ceiling closet_strip d_nanoleaf d_strip d_desk s_ceiling s_gaming", "*"), tags="state-query floor light")
C("state-015", "大门关上了没", one("gate_gate", "*"), tags="state-query gate driver")
C("state-016", "UPS电源现在耗电多少", one("gar_ups", "*"), tags="state-query plug garage")
C("state-017", "地下室有没有漏水", one("cellar_leak", "*"), tags="state-query security floor")
C("state-018", "燃气有没有泄漏", one("ck_gas", "*"), tags="state-query security")
C("state-019", "客厅有人吗", one("living_motion", "*"), tags="state-query room")
C("state-020", "喷灌3区现在在浇水吗", one("garden_irr3", "*"), tags="state-query irrigation code-label")

# =====================================================================
# 15. clarify: duplicates, bare types, 楼上/楼下, nouns without verbs
# =====================================================================
C("clar-001", "打开吸顶灯", clar(CEILINGS, "ON"), tags="clarify duplicate-label ambiguous light")
C("clar-002", "把空调打开", clar(ALL_AC, "ON"), tags="clarify type ambiguous climate")
C("clar-003", "打开窗帘", clar(CURTAINS, "OPEN"), tags="clarify type ambiguous cover")
C("clar-004", "Sonos 暂停", clar(SONOS, "MPAUSE"), tags="clarify ambiguous english-label media")
C("clar-005", "打开台灯", clar("d_desk st_desk", "ON"), tags="clarify duplicate-label ambiguous light")
C("clar-006", "打开射灯", clar(SPOTS, "ON"), tags="clarify ambiguous light")
C("clar-007", "楼上的灯关了", clar(), tags="clarify floor-ambiguous light")
C("clar-008", "楼下的空调关了", clar(), tags="clarify floor-ambiguous climate")
C("clar-009", "空调", clar(ALL_AC), tags="clarify noun-only climate")
C("clar-010", "草坪灯", clar(LAWN), tags="clarify noun-only light outdoor")
C("clar-011", "左边那个车库门", clar("gar_left"), tags="clarify noun-only garage driver")
C("clar-012", "打开音箱", clar(SPEAKERS, "PLAY"), tags="clarify type ambiguous media")
C("clar-013", "开地暖", clar(FLOORHEAT, "TM_HEAT TM_SET"), tags="clarify type ambiguous floorheat")
C("clar-014", "喷灌开一下", clar(IRR, "VOPEN OPSTART"), tags="clarify type ambiguous irrigation")
C("clar-015", "打开门", clar("gate_gate gar_left gar_right living_lock gar_lock", "DOPEN UNLOCK"), tags="clarify type ambiguous")
C("clar-016", "开灯", clar(), tags="clarify type ambiguous light")
C("clar-017", "把我房间的 lights 调成 purple", clar(), tags="clarify unknown-room code-mixed teen color")
C("clar-018", "厨房灯打开", clar("ck_relay wk_light wk_island", "ON"), tags="clarify unknown-room ambiguous light nanny")
C("clar-019", "灯带打开", clar("d_strip closet_strip", "ON"), tags="clarify partial-name ambiguous light")
C("clar-020", "车库门打开", clar("gar_left gar_right", "DOPEN"), tags="clarify ambiguous garage driver")
C("clar-021", "客厅的音箱暂停", clar("living_beam d_speaker", "MPAUSE"), tags="clarify name-other-room ambiguous media")
C("clar-022", "Nest 调到22度", clar("dining_nest master_nest", "HEATSP COOLSP"), tags="clarify english-label ambiguous climate")
C("clar-023", "切到派对模式", clar(), tags="clarify party")
C("clar-024", "放点 chill 的音乐", clar(SPEAKERS, "PLAY"), tags="clarify code-mixed teen media")
C("clar-025", "浇水", clar(IRR + " t_drip", "VOPEN OPSTART ON"), tags="clarify noun-only irrigation")
C("clar-026", "把我屋的空调开一下", clar(), tags="clarify unknown-room climate nanny")
C("clar-027", "摄像头打开", clar("front_cam garden_cam gar_cam gate_doorbell", "*"), tags="clarify type ambiguous missing-spec")
C("clar-028", "楼上窗帘拉上", clar(), tags="clarify floor-ambiguous cover")
C("clar-029", "大门那边", clar(), tags="clarify noun-only gate")
C("clar-030", "庭院灯", clar("front_yard1 front_yard2 front_yard3"), tags="clarify noun-only light outdoor")
C("clar-031", "调到26度", clar(), tags="clarify reference-no-history temperature")
C("clar-032", "把风扇打开", clar("gym_fan st_fan mbath_exhaust", "ON FANPCT ACFAN"), tags="clarify type ambiguous fan")
C("clar-033", "楼下的灯都打开", clar(), tags="clarify floor-ambiguous bulk-all light")

# =====================================================================
# 16. none: chit-chat, weather, world, remarks, negations, cancellations, noise
# =====================================================================
C("none-001", "今天天气怎么样", none(), tags="none weather")
C("none-002", "明天会下雨吗", none(), tags="none weather")
C("none-003", "北京今天限号吗", none(), tags="none world driver")
C("none-004", "给我讲个笑话", none(), tags="none chitchat")
C("none-005", "谢谢啊", none(), tags="none remark")
C("none-006", "得嘞，没事了", none(), tags="none cancel dialect")
C("none-007", "算了，不用了", none(), tags="none cancel")
C("none-008", "别开空调", none(), tags="none negation")
C("none-009", "甭关灯了", none(), tags="none negation dialect")
C("none-010", "asdfghjkl", none(), tags="none gibberish")
C("none-011", "😂😂😂", none(), tags="none emoji")
C("none-012", "嗯", none(), tags="none remark")
C("none-013", "你真聪明", none(), tags="none chitchat")
C("none-014", "我今天好累啊", none(), tags="none remark")
C("none-015", "chill 一下", none(), tags="none remark code-mixed teen")
C("none-016", "几点了", none(), tags="none world")
C("none-017", "首都机场T3怎么走", none(), tags="none world driver")
C("none-018", "地暖先甭开了，不冷", none(), tags="none negation dialect")
C("none-019", "刚才那个取消", none(), tags="none cancel")
C("none-020", "喷灌今天就不用开了", none(), tags="none negation irrigation")
C("none-021", "泳池水泵为什么这么响", none(), tags="none remark pool")
C("none-022", "这个草坪灯挺好看的", none(), tags="none remark")
C("none-023", "美国总统是谁", none(), tags="none world")
C("none-024", "嗯嗯好的好的", none(), tags="none remark")
C("none-025", "👍", none(), tags="none emoji")
C("none-026", "哈哈哈哈，bro 你太搞笑了", none(), tags="none chitchat code-mixed teen")
C("none-027", "车库门不用关，我一会儿还出去", none(), tags="none negation garage driver")
C("none-028", "咱家草坪灯是哪年装的来着", none(), tags="none remark")
C("none-029", "呃……那个……", none(), tags="none remark")
C("none-030", "大门先别开，快递还没到", none(), tags="none negation gate")

# =====================================================================
# 17. long rambling transcripts that end in one real request
# =====================================================================
C("long-001", "哎我跟你说今天堵车堵得我呀，从机场高速下来就一直堵，到顺义那边才好点，对了那个，把右边车库门打开",
  one("gar_right", "DOPEN"), tags="long-transcript garage driver")
C("long-002", "今儿个孩子他姥姥来电话说下礼拜要过来住几天，我寻思客房得收拾收拾，被子也得晒晒，行了不说了，先把客房空调打开吧",
  one("g_ac", "ON"), tags="long-transcript climate parent dialect")
C("long-003", "OMG 今天 school 的 project 好难啊，presentation 我都没准备好，还被 teacher 说了一顿，whatever，把 Gaming LED 调成红色",
  one("s_gaming", "COL HUE"), tags="long-transcript code-mixed teen color")
C("long-004", "阿姨跟您说一声啊，今天菜买回来了，冰箱也放满了，晚上做红烧肉，那个……您帮我把中厨灯打开一下",
  one("ck_relay", "ON"), tags="long-transcript nanny category-by-name")
C("long-005", "派对八点开始，客人大概二三十个，酒我都从酒窖拿上来了，音乐你待会儿再弄，先把后花园的草坪灯都打开",
  bulk("ON", family="lawn", rooms=["garden"]), tags="long-transcript party bulk-all light outdoor")
C("long-006", "那个什么来着，哦对，上回物业说喷灌的管子有点漏，已经修好了，你把喷灌4区打开试试",
  one("garden_irr4", "VOPEN OPSTART"), tags="long-transcript irrigation outdoor")

# =====================================================================
# 18. conditions (labelled as the action they contain)
# =====================================================================
C("cond-001", "等我回家就把客厅空调打开", one("living_ac", "ON"), tags="condition arrive-home climate")
C("cond-002", "等我回家就把空调打开", clar(ALL_AC, "ON"), tags="condition arrive-home clarify climate")
C("cond-003", "要是下雨了就把喷灌都关了", bulk("VCLOSE OPSTOP", family="irrigation"), tags="condition bulk-all irrigation outdoor")
C("cond-004", "天黑了把草坪灯都打开", bulk("ON", family="lawn"), tags="condition bulk-all light outdoor")
C("cond-005", "我到家之前把热水器烧上", one("gar_waterheater", "TM_HEAT TM_SET MODE"), tags="condition arrive-home water-heater")
C("cond-006", "一会儿司机到了开一下大门", one("gate_gate", "DOPEN"), tags="condition gate driver")
C("cond-007", "如果泳池水温低于25度就把加热器打开", one("pool_heater", "TM_HEAT TM_SET HEATSP"), tags="condition pool")
C("cond-008", "十分钟以后把喷灌1区关了", one("front_irr1", "VCLOSE OPSTOP"), tags="condition time-duration irrigation numbered")
C("cond-009", "孩子们睡了以后把二楼的窗帘都拉上", bulk("CLOSE", family="curtain", floors=["2F"]), tags="condition bulk-floor cover")
C("cond-010", "车进来了就把大门关上", one("gate_gate", "DCLOSE"), tags="condition gate driver")

# =====================================================================
# 19. leaving / arriving, party, driver and nanny, dialect
# =====================================================================
C("life-001", "我们出门了，把家里灯全关了", bulk("OFF", family="light"), tags="leave-home bulk-all light")
C("life-002", "出门了，锁上入户门", one("living_lock", "LOCK"), tags="leave-home lock")
C("life-003", "到家了，开一下车库门左", one("gar_left", "DOPEN"), tags="arrive-home garage driver")
C("life-004", "要出车了，车库门右打开", one("gar_right", "DOPEN"), tags="leave-home garage driver")
C("life-005", "全家出去旅游了，所有空调都关掉", bulk("OFF", family="ac"), tags="leave-home bulk-all climate")
C("life-006", "今晚开派对，后花园的灯全打开", bulk("ON", family="light", rooms=["garden"]), tags="party bulk-room light outdoor")
C("life-007", "派对开始了，泳池灯调成紫色，户外音箱放音乐", one("pool_light", "COL HUE"), one("garden_speaker", "PLAY"), tags="party multi-command color media outdoor")
C("life-008", "派对结束了，外面的灯都关了", bulk("OFF", family="light", outdoor=True), tags="party bulk-outdoor light outdoor")
C("life-009", "开一下大门", one("gate_gate", "DOPEN"), tags="gate driver colloquial")
C("life-010", "左边那个车库门打开", one("gar_left", "DOPEN"), tags="garage driver word-order")
C("life-011", "大门关一下", one("gate_gate", "DCLOSE"), tags="gate driver colloquial")
C("life-012", "车库门都打开，我倒车进去", bulk("DOPEN", family="garagedoor"), tags="bulk-all garage driver")
C("life-013", "门柱灯打开，天黑了看不清", one("gate_pillar", "ON"), tags="gate driver category-by-name")
C("life-014", "赶紧给我把大门关上", one("gate_gate", "DCLOSE"), tags="gate dialect parent")
C("life-015", "麻利儿的，把车库门左开了", one("gar_left", "DOPEN"), tags="garage dialect driver")
C("life-016", "得嘞，全屋的灯都关了吧", bulk("OFF", family="light"), tags="bulk-all dialect light parent")
C("life-017", "阿姨问下，电饭煲插座开一下", one("ck_rice", "ON"), tags="nanny plug partial-name")
C("life-018", "扫地机扫一下客厅", one("nr_robot", "RSTART"), tags="nanny appliance no-room")
C("life-019", "把西厨的咖啡机关了", one("wk_coffee", "OFF"), tags="nanny plug room")
C("life-020", "中厨的灯关一下", one("ck_relay", "OFF"), tags="nanny room category-by-name light")
C("life-021", "保姆房空调开一下", one("nanny_ac", "ON"), tags="nanny room climate")
C("life-022", "回来了，前院的灯都给我打开", bulk("ON", family="light", rooms=["front"]), tags="arrive-home bulk-room light outdoor dialect")
C("life-023", "睡了啊，一楼的灯都关了，入户门锁上", bulk("OFF", family="light", floors=["1F"]), one("living_lock", "LOCK"), tags="multi-command bulk-floor lock parent")
C("life-024", "派对音乐声儿太大了，户外音箱调小点", one("garden_speaker", "VDN VOL"), tags="party volume relative dialect")
C("life-025", "车回来了，充电桩插上了吗", one("gar_ev", "*"), tags="state-query missing-spec driver")
C("life-026", "得嘞，把泳池那边的灯跟水泵都关了", bulk("OFF", devs=["pool_light", "pool_pump"]), tags="two-targets pool dialect outdoor")
C("life-027", "后花园浇20分钟水", bulk("VOPEN OPSTART", family="irrigation", rooms=["garden"]), tags="irrigation bulk-room time-duration outdoor")
C("life-028", "前院草坪浇浇水", bulk("VOPEN OPSTART", family="irrigation", rooms=["front"]), tags="irrigation bulk-room colloquial outdoor")
C("life-029", "play some music on 户外音箱", one("garden_speaker", "PLAY"), tags="code-mixed teen media outdoor")
C("life-030", "把 Daikin 调到 twenty-four 度", one("s_ac", "COOLSP HEATSP"), tags="code-mixed teen climate temperature")
C("life-031", "这 AC 倍儿吵，关了得了，书房那个", one("st_ac", "OFF TM_OFF"), tags="dialect climate word-order")
C("life-032", "甭开主灯了，把床头灯右打开就行", one("master_bedR", "ON"), tags="negation dialect light word-order")

# =====================================================================
# 20. Traditional characters, full-width forms
# =====================================================================
C("trad-001", "打開客廳主燈", one("living_main", "ON"), tags="traditional name light")
C("trad-002", "關閉主臥空調", one("master_ac", "OFF TM_OFF"), tags="traditional room climate")
C("trad-003", "草坪燈３打開", one("front_lawn3", "ON"), tags="traditional fullwidth numbered light outdoor")
C("trad-004", "Ｓｏｎｏｓ　Ａｒｃ 暫停", one("theater_arc", "MPAUSE"), tags="traditional fullwidth english-label media")
C("trad-005", "把車庫門左關上", one("gar_left", "DCLOSE"), tags="traditional garage")
C("trad-006", "噴灌４區打開", one("garden_irr4", "VOPEN OPSTART"), tags="traditional fullwidth numbered irrigation outdoor")
