#!/usr/bin/env python3
"""Blind evaluation set "guilin": 莫家小院, a family-run farm stay (农家乐/民宿) in the
countryside of 阳朔, 桂林 -- a three-storey guest building with eight guest rooms, a
restaurant hall with its kitchen, the family's own wing, and the farm outside (a fish pond,
two greenhouses, a courtyard, a parking lot, a water tower), all in one SmartThings account
and one location.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and the real profiles, and check they
                               equal what this script writes
    python build.py --stats    print the device table and the count tables of README.md

Every device copies the categories, capabilities and components of one real SmartThings
profile (shared/data/smartthings/profiles.jsonl); every command in spec.jsonl is a command
of its capability in shared/data/smartthings/capabilities.json.  Deterministic: every id is
a uuid5 of a readable key under one fixed namespace; no randomness, no clock.  Standard
library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "guilin"
NS = uuid.UUID("8b4a1f3e-62c0-5d7e-9a15-6775696c696e")


def find_data():
    """shared/data/smartthings: $SMARTTHINGS_DATA, else walk up from this folder."""
    env = os.environ.get("SMARTTHINGS_DATA")
    if env and os.path.exists(os.path.join(env, "profiles.jsonl")):
        return os.path.abspath(env)
    d = HERE
    while True:
        for cand in (os.path.join(d, "shared", "data", "smartthings"),
                     os.path.join(d, "data", "smartthings")):
            if os.path.exists(os.path.join(cand, "profiles.jsonl")) and \
                    os.path.exists(os.path.join(cand, "capabilities.json")):
                return os.path.abspath(cand)
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    sys.exit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "mojia-xiaoyuan-yangshuo")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as typed in the account, zone, floor).
# zone: guest (the three-storey guest building), food (restaurant, kitchen and the
# back-of-house), family (the family's own single-storey wing), outdoor (the farm).
# floor: 1..3 for rooms of the guest building; None elsewhere (the family wing and
# the restaurant are single-storey; "楼梯间" runs through all three floors).
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("lobby", ("1楼大厅", "guest", 1)),       # the front desk; floor prefix typed by hand
    ("gui", ("桂花房", "guest", 1)),           # room 101: the number is only on its lock
    ("lan", ("兰花房", "guest", 1)),           # room 102: idem
    ("he", ("201 荷花", "guest", 2)),
    ("mo", ("茉莉-202", "guest", 2)),
    ("du", ("2F-杜鹃", "guest", 2)),           # room 203
    ("r301", ("Room 301", "guest", 3)),        # named by the daughter, in English
    ("ju", ("302菊花", "guest", 3)),
    ("new", ("新房间", "guest", 3)),           # room 303, the app's default name, never renamed
    ("stair", ("楼梯间", "guest", None)),      # all three floors
    ("dining", ("餐厅", "food", None)),
    ("kitchen", ("厨房", "food", None)),
    ("wc", ("公共洗手间", "food", None)),
    ("laundry", ("Laundry", "food", None)),
    ("lr", ("客厅", "family", None)),
    ("master", ("主卧", "family", None)),
    ("grand", ("爷爷奶奶房", "family", None)),
    ("kids", ("孩子房", "family", None)),      # renamed from the default "卧室2"
    ("bath", ("卫生间", "family", None)),
    ("pond", ("鱼塘", "outdoor", None)),
    ("gh1", ("大棚1号", "outdoor", None)),
    ("gh2", ("2号棚", "outdoor", None)),       # the seedling shed
    ("yard", ("院子", "outdoor", None)),
    ("park", ("停车厂", "outdoor", None)),     # typo for 停车场 (厂/场 share a pinyin)
    ("tower", ("水塔", "outdoor", None)),
])
GUEST_ROOMS = ["gui", "lan", "he", "mo", "du", "r301", "ju", "new"]
ROOM_NO = {"gui": "101", "lan": "102", "he": "201", "mo": "202", "du": "203",
           "r301": "301", "ju": "302", "new": "303"}

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
AC1 = ("Ac.v1", "deepsmart")                                          # 1F guest rooms
AC2 = ("room-air-conditioner-fan-heating-cooling", "matter-thermostat")   # 2F guest rooms
AC3 = ("room-air-conditioner", "matter-thermostat")                   # 3F guest rooms
L1 = ("on-off-level", "zigbee-switch")
L2 = ("light-level-colorTemperature-2700K-6500K", "matter-switch")
L3 = ("light-color-level-2700K-6500K", "matter-switch")
WH1 = ("aeotec-heavy-duty", "zwave-switch")                           # a relay on an old heater
WH2 = ("water-heater", "matter-thermostat")
WH3 = ("water-heater-power-energy-powerConsumption", "matter-thermostat")
CU1 = ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment")
CU2 = ("window-covering", "matter-window-covering")
CU3 = ("window-treatment-battery", "zigbee-window-treatment")
LK1 = ("lock-user-pin-batteryLevel", "matter-lock")
LK2 = ("lock-user-pin-schedule-batteryLevel", "matter-lock")
LK3 = ("lock-modular", "matter-lock")

DEVICES = [
    # --- 1楼大厅: the front desk and the guests' lounge ---------------------------
    ("lb_main", "大厅吊灯", L2, "lobby"),
    ("lb_desk", "前台灯", L1, "lobby"),
    ("lb_go", "Hue Go", ("white-and-color-ambiance", "philips-hue"), "lobby"),
    ("lb_ac", "大厅柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "lobby"),
    ("lb_sonos", "Sonos One", ("sonos-player", "sonos"), "lobby"),
    ("lb_tv", "大厅电视", ("media-video-player", "matter-media"), "lobby"),
    ("lb_door", "客房楼大门", LK2, "lobby"),
    ("lb_water", "饮水机", ("plug-power", "matter-switch"), "lobby"),
    ("lb_smoke", "大厅烟感", ("smoke-battery", "matter-sensor"), "lobby"),
    ("lb_rvc", "Roborock", ("rvc-clean-mode", "matter-rvc"), "lobby"),
    # --- 1F guest rooms (the oldest: a DeepSmart AC, relays on the water heaters) ---
    ("gui_ac", "空调", AC1, "gui"), ("gui_l", "灯", L1, "gui"), ("gui_wh", "热水器", WH1, "gui"),
    ("gui_cu", "窗帘", CU1, "gui"), ("gui_lk", "101门锁", LK1, "gui"),
    ("lan_ac", "空调", AC1, "lan"), ("lan_l", "灯", L1, "lan"), ("lan_wh", "热水器", WH1, "lan"),
    ("lan_cu", "窗帘", CU1, "lan"), ("lan_lk", "102 门锁", LK1, "lan"),
    # --- 2F guest rooms ------------------------------------------------------------
    ("he_ac", "空调", AC2, "he"), ("he_l", "灯", L2, "he"), ("he_wh", "热水器", WH2, "he"),
    ("he_cu", "窗帘", CU2, "he"), ("he_lk", "门锁", LK2, "he"),
    ("he_bed", "床头灯", ("color-temp-bulb", "zigbee-switch"), "he"),
    ("mo_ac", "空调", AC2, "mo"), ("mo_l", "灯", L2, "mo"), ("mo_wh", "热水器", WH2, "mo"),
    ("mo_cu", "窗帘", CU2, "mo"), ("mo_lk", "202门锁", LK2, "mo"),
    ("du_ac", "空调", AC2, "du"), ("du_l", "灯", L2, "du"), ("du_wh", "热水器", WH2, "du"),
    ("du_cu", "窗帘", CU2, "du"), ("du_lk", "203密码锁", LK2, "du"),
    # --- 3F guest rooms (the newest: colour lights, full-featured ACs) --------------
    ("r301_ac", "空调", AC3, "r301"), ("r301_l", "灯", L3, "r301"), ("r301_wh", "热水器", WH3, "r301"),
    ("r301_cu", "窗帘", CU3, "r301"), ("r301_lk", "Door Lock", LK3, "r301"),
    ("ju_ac", "空调", AC3, "ju"), ("ju_l", "灯", L3, "ju"), ("ju_wh", "热水器", WH3, "ju"),
    ("ju_cu", "窗帘", CU3, "ju"), ("ju_lk", "门锁", LK3, "ju"),
    ("ju_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "ju"),
    ("new_ac", "空调", AC3, "new"), ("new_l", "灯", L3, "new"), ("new_wh", "热水器", WH3, "new"),
    ("new_cu", "窗帘", CU3, "new"), ("new_lk", "303门锁", LK3, "new"),
    # --- 楼梯间: one motion light per landing ------------------------------------
    ("st_l1", "1楼走廊灯", ("light-level-motion", "matter-switch"), "stair"),
    ("st_l2", "2楼走廊灯", ("light-level-motion", "matter-switch"), "stair"),
    ("st_l3", "3楼走廊灯", ("light-level-motion", "matter-switch"), "stair"),
    ("st_pir", "楼梯感应器", ("motion-battery", "zigbee-motion-sensor"), "stair"),
    # --- 餐厅 (the family and the farm hand call it 饭堂) ----------------------------
    ("dn_t1", "筒灯1", ("light-level", "matter-switch"), "dining"),
    ("dn_t2", "筒灯2", ("light-level", "matter-switch"), "dining"),
    ("dn_t3", "筒灯3", ("light-level", "matter-switch"), "dining"),
    ("dn_t4", "筒灯4", ("light-level", "matter-switch"), "dining"),
    ("dn_t5", "筒灯5", ("light-level", "matter-switch"), "dining"),
    ("dn_t6", "筒灯6", ("light-level", "matter-switch"), "dining"),
    ("dn_s1", "射灯 1", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "dining"),
    ("dn_s2", "射灯 2", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "dining"),
    ("dn_s3", "射灯 3", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "dining"),
    ("dn_s4", "射灯 4", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "dining"),
    ("dn_ac1", "Daikin-01", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "dining"),
    ("dn_ac2", "Daikin-02", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "dining"),
    ("dn_fan1", "吊扇1", ("fan-3speed", "zwave-fan"), "dining"),
    ("dn_fan2", "吊扇2", ("fan-3speed", "zwave-fan"), "dining"),
    ("dn_ffan", "客厅落地扇", ("fan-rock", "matter-thermostat"), "dining"),   # borrowed from the family's 客厅
    ("dn_tv", "餐厅电视", ("media-video-speaker", "matter-media"), "dining"),
    ("dn_ktv", "K歌音响", ("harman-luxury", "harman-luxury"), "dining"),
    ("dn_mos", "灭蚊灯", ("basic-plug", "zigbee-switch"), "dining"),
    ("dn_cu", "餐厅窗帘", ("window-treatment-profile", "zigbee-window-treatment"), "dining"),
    # --- 厨房 -----------------------------------------------------------------------
    ("kt_light", "厨房灯", ("basic-switch", "zigbee-switch"), "kitchen"),
    ("kt_hood", "油烟机", ("extractor-hood", "matter-appliance"), "kitchen"),
    ("kt_gas", "燃气总阀", ("valve-generic", "zwave-valve"), "kitchen"),
    ("kt_gasdet", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kitchen"),
    ("kt_freezer", "冰柜（勿断电）", ("switch-power-energy-consumption-report", "zigbee-switch"), "kitchen"),
    ("kt_steril", "消毒柜", ("plug-binary", "matter-switch"), "kitchen"),
    ("kt_dish", "洗碗机", ("dishwasher", "matter-appliance"), "kitchen"),
    ("kt_exh", "排气扇", ("basic-switch", "tuya-zigbee"), "kitchen"),
    ("kt_wh", "小厨宝", ("water-heater", "matter-thermostat"), "kitchen"),
    ("kt_rice", "电饭锅", ("smartplug-binary", "zwave-switch"), "kitchen"),
    # --- 公共洗手间, Laundry -----------------------------------------------------------
    ("wc_light", "洗手间灯", ("light-binary", "matter-switch"), "wc"),
    ("wc_exh", "排气扇", ("basic-switch", "zigbee-switch"), "wc"),
    ("ld_washer", "洗衣机", ("laundry-washer-tl", "matter-appliance"), "laundry"),
    ("ld_dryer", "烘干机", ("laundry-dryer-tl", "matter-appliance"), "laundry"),
    ("ld_light", "灯", ("on-off-bulb", "zigbee-switch"), "laundry"),
    # --- the family wing ---------------------------------------------------------------
    ("lr_light", "客厅灯", ("light-level-colorTemperature", "matter-switch"), "lr"),
    ("lr_ac", "客厅空调", AC1, "lr"),
    ("lr_tv", "电视", ("media-video-player", "matter-media"), "lr"),
    ("lr_kettle", "烧水壶", ("plug-power-energy-powerConsumption", "matter-switch"), "lr"),
    ("lr_cu", "客厅窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "lr"),
    ("lr_dyson", "Dyson", ("air-purifier-hepa-wind", "matter-thermostat"), "lr"),
    ("ms_light", "主卧灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "master"),
    ("ms_bed", "床头灯", ("white-ambiance", "philips-hue"), "master"),
    ("ms_ac", "空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "master"),
    ("ms_cu", "窗帘", ("window-treatment-profile-no-firmware-update", "zigbee-window-treatment"), "master"),
    ("ms_blanket", "电热毯", ("switch-power-smartplug", "zigbee-switch"), "master"),
    ("gp_light", "吸顶灯", ("light-level", "matter-switch"), "grand"),
    ("gp_night", "小夜灯", ("on-off-level-no-firmware-update", "zigbee-switch"), "grand"),
    ("gp_ac", "空调", ("room-air-conditioner-humidity-heating-cooling", "matter-thermostat"), "grand"),
    ("gp_heater", "取暖器", ("switch-power-smartplug-no-firmware-update", "zigbee-switch"), "grand"),
    ("gp_radio", "奶奶的收音机", ("basic-plug", "zigbee-switch"), "grand"),
    ("gp_cam", "看护摄像头", ("camera", "matter-switch"), "grand"),
    ("kd_light", "卧室2吸顶灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "kids"),
    ("kd_desk", "台灯", ("white", "philips-hue"), "kids"),
    ("kd_ac", "空调", ("room-air-conditioner-modular", "matter-thermostat"), "kids"),
    ("kd_game", "游戏机", ("plug-binary", "matter-switch"), "kids"),
    ("bt_light", "卫生间灯", ("light-binary", "matter-switch"), "bath"),
    ("bt_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "bath"),
    ("bt_exh", "排气扇", ("basic-switch-no-firmware-update", "zigbee-switch"), "bath"),
    ("bt_wh", "热水器", WH2, "bath"),
    # --- outdoors ------------------------------------------------------------------------
    ("pd_pump1", "增氧泵-别关！", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "pond"),
    ("pd_pump2", "2号增氧机", ("pump-only", "matter-pump"), "pond"),
    ("pd_light", "鱼塘灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "pond"),
    ("pd_feeder", "投料机", ("aqara-pet-feeder", "aqara-feeder"), "pond"),
    ("g1_l1", "补光灯1", ("light-level", "matter-switch"), "gh1"),
    ("g1_l2", "补光灯2", ("light-level", "matter-switch"), "gh1"),
    ("g1_l3", "补光灯3", ("light-level", "matter-switch"), "gh1"),
    ("g1_fan", "1号棚风机", ("fan-4speed", "zwave-fan"), "gh1"),
    ("g1_drip", "滴灌", ("irrigation-system", "matter-switch"), "gh1"),
    ("g1_film", "侧窗卷膜", ("window-treatment-reverse", "tuya-zigbee"), "gh1"),
    ("g1_soil", "土壤湿度", ("soil-sensor", "matter-sensor"), "gh1"),
    ("g2_light", "补光灯", ("light-level-power", "zigbee-switch"), "gh2"),
    ("g2_vent", "排风扇", ("vent", "britzyhub"), "gh2"),
    ("g2_mist", "喷雾阀", ("water-valve", "matter-switch"), "gh2"),
    ("g2_th", "温湿度计", ("temperature-humidity", "matter-sensor"), "gh2"),
    ("g2_heater", "暖风机", ("smartplug-switch-power-energy", "zwave-switch"), "gh2"),
    ("yd_string", "串灯", ("basic-plug", "zigbee-switch"), "yard"),
    ("yd_lamp", "庭院灯", ("rgbw-bulb", "zigbee-switch"), "yard"),
    ("yd_gate", "院子大门", ("gate", "matter-window-covering"), "yard"),
    ("yd_cam", "门口摄像头", ("camera", "matter-switch"), "yard"),
    ("yd_jbl", "JBL", ("jbl", "jbl"), "yard"),
    ("pk_light", "停车场灯", ("switch-binary", "matter-switch"), "park"),
    ("pk_gate", "道闸", ("base-garage-door", "zwave-garage-door-opener"), "park"),
    ("tw_pump", "抽水泵", ("pump-level", "matter-pump"), "tower"),
    ("tw_valve", "进水阀", ("valve-battery-powerSource", "zigbee-valve"), "tower"),
    # --- no room ---------------------------------------------------------------------------
    ("x_plug", "移动插座", ("basic-plug", "zigbee-switch"), None),
    ("x_hub", None, ("v4-hub", "hub"), None),
]
UNLABELLED_NAME = {"x_hub": "SmartThings Station"}

# Profiles left out of spec.jsonl, as real accounts carry profiles a spec does not know.
# The cameras, the stair motion sensor, the hub and the soil sensor have no command a
# request drives; the second aerator (pump-only) does: its switch.
SPEC_OMITTED = {("camera", "matter-switch"), ("motion-battery", "zigbee-motion-sensor"),
                ("pump-only", "matter-pump"), ("v4-hub", "hub"), ("soil-sensor", "matter-sensor")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
LABEL_FLOOR = {"st_l1": 1, "st_l2": 2, "st_l3": 3}   # the landing lights: the label names the floor

MANUFACTURER = {
    "deepsmart": "DeepSmart", "matter-thermostat": "Matter", "matter-switch": "Matter",
    "matter-lock": "Matter", "matter-media": "Matter", "matter-sensor": "Matter",
    "matter-rvc": "Matter", "matter-appliance": "Matter", "matter-window-covering": "Matter",
    "matter-pump": "Matter", "zigbee-switch": "LUMI", "zwave-switch": "Aeotec",
    "zigbee-window-treatment": "LUMI", "zigbee-motion-sensor": "LUMI", "zwave-fan": "GE",
    "harman-luxury": "Harman", "zwave-valve": "EcoNet", "zigbee-smoke-detector": "LUMI",
    "tuya-zigbee": "_TZ3000", "philips-hue": "Signify", "sonos": "Sonos", "aqara-feeder": "Aqara",
    "britzyhub": "SinuxSoft", "zigbee-valve": "_TZE200", "jbl": "Harman",
    "zwave-garage-door-opener": "Qubino", "hub": "Samsung Electronics",
}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def device_type(driver):
    if driver.startswith("matter") or driver == "britzyhub":
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("tuya-zigbee", "aqara-feeder"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    if driver == "hub":
        return "HUB"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set, about a quarter in English (picked by a
# hash of profile and command), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {  # (capability, command) -> (Chinese, English)
    ("switch", "on"): ("打开电源", "turn on"),
    ("switch", "off"): ("关闭电源", "turn off"),
    ("switchLevel", "setLevel"): ("调节亮度（百分比）", "set brightness"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度增减一档", "brightness step up/down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（暖黄到冷白）", "set colour temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温调暖或调冷", "warmer / cooler step"),
    ("colorControl", "setColor"): ("设置灯光颜色", "set colour"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开（拉开）", "open"),
    ("windowShade", "close"): ("关闭（合上）", "close"),
    ("windowShade", "pause"): ("停止", "stop moving"),
    ("windowShadeLevel", "setShadeLevel"): ("设置打开的百分比", "set open percentage"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设定预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度增减", "step open level"),
    ("doorControl", "open"): ("开门", "open door"),
    ("doorControl", "close"): ("关门", "close door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("解锁开门", "unlock"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("level", "setLevel"): ("设置开度（百分比）", "set level"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷", "cool"),
    ("thermostatMode", "heat"): ("制热", "heat"),
    ("thermostatMode", "off"): ("关机（模式关）", "mode off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling temperature"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating temperature"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("风速百分比", "fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置档位", "set speed"),
    ("fanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化档位", "set purifier mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("摇头设置", "set oscillation"),
    ("windMode", "setWindMode"): ("设置风感", "set wind mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首 / 下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首 / 上一个", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏（电台/歌单）", "play preset"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("keypadInput", "sendKey"): ("遥控按键", "send key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("operationalState", "start"): ("启动", "start"),
    ("operationalState", "stop"): ("停止", "stop"),
    ("operationalState", "pause"): ("暂停", "pause"),
    ("operationalState", "resume"): ("继续", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("温度档", "set temperature level"),
    ("feederOperatingState", "startFeeding"): ("投喂一次", "feed now"),
    ("feederPortion", "setPortion"): ("设置每次投喂量", "set feeding portion"),
}
DESC_PROFILE = {  # (profile, capability, command) -> wording that says what this unit does
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置水温", "set water temperature"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint", "setHeatingSetpoint"):
        ("设置水温", "set water temperature"),
    ("water-heater", "thermostatMode", "heat"): ("开始加热", "start heating"),
    ("water-heater-power-energy-powerConsumption", "thermostatMode", "heat"): ("开始加热", "start heating"),
    ("water-heater", "thermostatMode", "off"): ("停止加热", "stop heating"),
    ("water-heater-power-energy-powerConsumption", "thermostatMode", "off"): ("停止加热", "stop heating"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "unmute"): ("恢复报警声音", "alarm sound back on"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "setMute"): ("报警器静音设置", "set alarm mute"),
    ("irrigation-system", "level", "setLevel"): ("设置出水量", "set flow level"),
    ("irrigation-system", "operationalState", "start"): ("开始灌溉", "start watering"),
    ("irrigation-system", "operationalState", "stop"): ("停止灌溉", "stop watering"),
    ("gate", "level", "setLevel"): ("大门开启幅度", "gate opening level"),
    ("pump-level", "switchLevel", "setLevel"): ("水泵转速（百分比）", "pump speed"),
    ("extractor-hood", "fanMode", "setFanMode"): ("吸力档位", "suction level"),
    ("extractor-hood", "fanSpeedPercent", "setPercent"): ("吸力百分比", "suction percent"),
    ("window-treatment-reverse", "windowShade", "open"): ("卷膜打开（通风）", "roll up the film"),
    ("window-treatment-reverse", "windowShade", "close"): ("卷膜放下", "roll down the film"),
    ("base-garage-door", "doorControl", "open"): ("道闸抬杆", "raise the barrier"),
    ("base-garage-door", "doorControl", "close"): ("道闸落杆", "lower the barrier"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "fan": ("送风", "fan"), "dry": ("除湿", "dry"),
    "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"), "turbo": ("强劲（爆炒）", "turbo"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摇头", "horizontal"),
    "muted": ("静音", "muted"), "unmuted": ("有声", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("标准漂洗", "normal rinse"), "extra": ("多漂一次", "extra rinse"),
    "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    "bluetooth": ("蓝牙", "bluetooth"), "HDMI": ("HDMI", "HDMI"), "aux": ("AUX音频线", "aux"),
    "optical": ("光纤", "optical"), "USB": ("U盘", "USB"),
    # the labels these appliances report (Matter ModeBase supportedModes): this home's facts
    "Normal": ("标准", "normal"), "Quick": ("快洗", "quick"), "Bedding": ("床单被套", "bedding"),
    "Heavy": ("强力", "heavy"), "Delicate": ("轻柔", "delicate"), "Eco": ("节能", "eco"),
    "Cold": ("冷水", "cold"), "40°C": ("40度", "40 °C"), "60°C": ("60度", "60 °C"), "90°C": ("90度高温", "90 °C"),
    "Low": ("低温", "low heat"), "Medium": ("中温", "medium heat"), "High": ("高温", "high heat"),
    "No Spin": ("不脱水", "no spin"), "400": ("400转", "400 rpm"), "800": ("800转", "800 rpm"),
    "1000": ("1000转", "1000 rpm"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("边扫边拖", "vacuum and mop"),
    "Manual": ("手动加热", "manual"), "Timed": ("定时加热", "timed"), "Off": ("关闭", "off"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Argument facts the shared files do not carry, per profile: which thermostat modes
# (values of THERMOSTAT_MODE_MAP in matter-thermostat fields.lua), fan modes and appliance
# modes each unit of this home offers.  Ac.v1: DeepSmart dpenum.lua.
AC_FAN = ["auto", "low", "medium", "high"]
ENUMS = {
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "room-air-conditioner-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-fan-wind-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN,
        "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-humidity-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "room-air-conditioner-humidity-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-modular": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "water-heater-power-energy-powerConsumption": {"thermostatMode": ["off", "heat"],
                                                   "mode": ["Off", "Manual", "Timed"]},
    "fan-rock": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                 "fanOscillationMode": ["off", "horizontal"]},
    "air-purifier-hepa-wind": {"airPurifierFanMode": ["off", "sleep", "low", "medium", "high", "auto"],
                               "windMode": ["sleepWind", "naturalWind"]},
    "extractor-hood": {"fanMode": ["off", "low", "medium", "high", "turbo"]},
    "laundry-washer-tl": {"mode": ["Normal", "Quick", "Bedding", "Heavy", "Delicate"],
                          "temperatureLevel": ["Cold", "40°C", "60°C", "90°C"],
                          "laundryWasherSpinSpeed": ["No Spin", "400", "800", "1000"]},
    "laundry-dryer-tl": {"mode": ["Normal", "Quick", "Bedding", "Delicate"],
                         "temperatureLevel": ["Low", "Medium", "High"]},
    "dishwasher": {"mode": ["Normal", "Heavy", "Eco", "Quick"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop"]},
    "harman-luxury": {"mediaInputSource": ["bluetooth", "HDMI", "aux", "optical", "USB"]},
}
RANGES = {  # (profile, capability) -> (min, max, unit)
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("fan-4speed", "fanSpeed"): (0, 4, None),
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    ("white-and-color-ambiance", "colorTemperature"): (2000, 6500, "K"),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("Ac.v1", "thermostatHeatingSetpoint"): (16, 30, "C"),
}
for _p in ENUMS:
    if _p.startswith("room-air-conditioner"):
        RANGES[(_p, "thermostatCoolingSetpoint")] = (16, 30, "C")
        RANGES[(_p, "thermostatHeatingSetpoint")] = (16, 30, "C")
UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "statelessWindowShadeLevelStep": "%", "fanSpeedPercent": "%", "audioVolume": "%",
         "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C", "colorControl": "%",
         "level": "%", "feederPortion": "g"}


def english(seed, share=25):
    return int(hashlib.sha1(seed.encode("utf-8")).hexdigest(), 16) % 100 < share


def load_sources():
    d = find_data()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles.setdefault((p["name"], p["driver"].split("/")[-1]), p)
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = dict(json.load(f)["capabilities"])
    return profiles, caps


def spec_line(profile, caps):
    """The spec line of one real profile: every command of every capability of `main`."""
    pname = profile["name"]
    driver = profile["driver"].split("/")[-1]
    pid = profile_id(pname, driver)
    cfgs = profile.get("capability_config", {})
    enums = ENUMS.get(pname, {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        cfg = cfgs.get(cap, [])
        enabled_cmds = enabled_vals = None
        for c in cfg:
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = list(c["enabledValues"])
            elif "enabledValues" in c:
                enabled_vals = list(c["enabledValues"])
        for cmd in caps[cap].get("commands", []):
            name = cmd["name"]
            if cap == "mediaPlayback" and enabled_cmds is not None and name not in enabled_cmds \
                    and name != "setPlaybackStatus":
                continue
            if cap == "lock" and name == "unlatch":
                continue   # none of these locks reports "unlatched"
            if cap == "thermostatMode" and name != "setThermostatMode":
                if name not in enums.get("thermostatMode", []):
                    continue   # shortcut commands only for the modes the unit has
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC_PROFILE.get((pname, cap, name), DESC[(cap, name)])
            entry = OrderedDict([("id", cid), ("description", en if english(pid + cid) else zh)])
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                typ = a.get("type")
                entry["type"] = typ
                rng = None
                for c in cfg:
                    if "range" in c:
                        rng = (c["range"][0], c["range"][1], None)
                if (pname, cap) in RANGES:
                    rng = RANGES[(pname, cap)]
                if rng is None and typ in ("integer", "number"):
                    if a.get("minimum") is not None and a.get("maximum") is not None \
                            and not cap.startswith("thermostat"):
                        rng = (a["minimum"], a["maximum"], None)
                    elif cap == "colorControl":
                        rng = (0, 100, "%")
                    elif cap == "statelessWindowShadeLevelStep":
                        rng = (-100, 100, "%")
                if rng:
                    vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                    unit = rng[2] or UNITS.get(cap)
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                values = enums.get(cap)
                if values is None and a.get("enum"):
                    values = list(a["enum"])
                if cap == "mediaPlayback" and name == "setPlaybackStatus" and enabled_vals:
                    values = enabled_vals
                if cap == "fanMode" and enabled_vals and cap not in enums:
                    values = enabled_vals
                if values is not None and typ == "string":
                    vl = []
                    for v in values:
                        vzh, ven = VALUE_DESC.get(v, (v, v))
                        vl.append(OrderedDict([("value", v),
                                               ("description", ven if english(pid + cid + v) else vzh)]))
                    entry["value_list"] = vl
            out.append(entry)
    return OrderedDict([("profileId", pid), ("capabilities", out)])


def build_home_and_spec():
    profiles, caps = load_sources()
    rooms = [OrderedDict([("roomId", uid("room", k)), ("locationId", LOCATION_ID), ("name", v[0])])
             for k, v in ROOMS.items()]
    items = []
    used = OrderedDict()
    for key, label, (pname, driver), room in DEVICES:
        p = profiles[(pname, driver)]
        used[(pname, driver)] = p

        def comp(cid, capl, cats):
            return OrderedDict([("id", cid), ("label", cid),
                                ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in capl]),
                                ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")])
                                                for c in cats])])
        comps = [comp("main", p["capabilities"], p["categories"])]
        for c in p.get("components", []):
            comps.append(comp(c["id"], c["capabilities"], c.get("categories", [])))
        it = OrderedDict()
        it["deviceId"] = uid("device", key)
        it["name"] = UNLABELLED_NAME.get(key, pname)
        if label is not None:
            it["label"] = label
        it["manufacturerName"] = MANUFACTURER.get(driver, "SmartThingsCommunity")
        it["presentationId"] = uid("presentation", "%s/%s" % (driver, pname))
        it["locationId"] = LOCATION_ID
        if room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = OrderedDict([("id", profile_id(pname, driver))])
        it["type"] = device_type(driver)
        items.append(it)
    home = OrderedDict([("rooms", rooms), ("items", items)])
    all_lines = OrderedDict((k, spec_line(p, caps)) for k, p in used.items())
    spec = [line for k, line in all_lines.items() if k not in SPEC_OMITTED]
    return home, spec, all_lines


HOME, SPEC, ALL_LINES = build_home_and_spec()
# Commands of every device: from its spec line, or for a profile left out of the spec, the
# commands its real profile has (the line the spec would have carried).
CMD_ENTRY = {}
for (_pn, _dr), _line in ALL_LINES.items():
    for _c in _line["capabilities"]:
        CMD_ENTRY[((_pn, _dr), _c["id"])] = _c
CMDS = {k: [c["id"] for c in ALL_LINES[DEV[k][2]]["capabilities"]] for k in DEV}


# ---------------------------------------------------------------------------
# What each device can do, and the intents the cases are written in.  An intent
# resolves, per device, to every command a careful engine may answer with.
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


CAT = {k: (HOME["items"][i]["components"][0]["categories"] or [{"name": "Unknown"}])[0]["name"]
       for i, k in enumerate(DEV)}
PROF = {k: DEV[k][2][0] for k in DEV}


def has(k, cid):
    return cid in CMDS[k]


def values_of(k, cid):
    e = CMD_ENTRY.get((DEV[k][2], cid))
    return [v["value"] for v in e.get("value_list", [])] if e else []


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


FANLIKE = ("Fan", "AirPurifier", "KitchenHood")
# what people call a mode -> the value each kind of unit uses for it
TMODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dryair", "fan": "fanonly", "sleep": "asleep",
         "off": "off"}
ACMODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dry", "fan": "fan"}


def _mode(k, m):
    """A thermostat / AC mode: the shortcut command and the set command, where the unit has it."""
    out = []
    tm = TMODE.get(m)
    if tm and tm in values_of(k, C("thermostatMode", "setThermostatMode")):
        out += _f(k, C("thermostatMode", tm), C("thermostatMode", "setThermostatMode"))
    am = ACMODE.get(m)
    if am and am in values_of(k, C("airConditionerMode", "setAirConditionerMode")):
        out.append(C("airConditionerMode", "setAirConditionerMode"))
    if m == "sleep" and "sleepWind" in values_of(k, C("windMode", "setWindMode")):
        out.append(C("windMode", "setWindMode"))
    return out


def _fan(k, value=None):
    """Fan speed / fan mode commands; with a value, only the commands that take it."""
    out = []
    for cid in (C("airConditionerFanMode", "setFanMode"), C("fanMode", "setFanMode"),
                C("airPurifierFanMode", "setAirPurifierFanMode")):
        if has(k, cid) and (value is None or value in values_of(k, cid)):
            out.append(cid)
    if value not in ("auto", "sleep", "turbo"):
        out += _f(k, C("fanSpeedPercent", "setPercent"), C("fanSpeed", "setFanSpeed"))
    return out


def i_on(k):
    cat = CAT[k]
    if cat == "WaterHeater":
        return _mode(k, "heat") + _f(k, C("mode", "setMode"))
    if has(k, C("switch", "on")):
        out = [C("switch", "on")]
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "play"))
        if cat in ("Washer", "Dryer", "Dishwasher"):
            out += _f(k, C("operationalState", "start"))
        if cat == "Fan":
            out += _f(k, C("fanSpeed", "setFanSpeed"))
        return out
    if cat in FANLIKE:
        return _fan(k)
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "play"))
    if cat == "Blind":
        return _f(k, C("windowShade", "open"), C("windowShadeLevel", "setShadeLevel"))
    return _f(k, C("valve", "open"), C("operationalState", "start"), C("doorControl", "open"),
              C("robotCleanerOperatingState", "start"), C("feederOperatingState", "startFeeding"),
              C("lock", "unlock"))


def i_off(k):
    cat = CAT[k]
    if cat == "WaterHeater":
        return _mode(k, "off") + _f(k, C("mode", "setMode"))
    if has(k, C("switch", "off")):
        out = [C("switch", "off")]
        if cat == "AirConditioner":
            out += _mode(k, "off")
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
        if cat in ("Washer", "Dryer", "Dishwasher"):
            out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
        if cat == "Fan":
            out += _f(k, C("fanSpeed", "setFanSpeed"))
        return out
    if cat in FANLIKE:
        return _fan(k, "off")
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    if cat == "Blind":
        return _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"))
    return _f(k, C("valve", "close"), C("operationalState", "stop"), C("doorControl", "close"),
              C("robotCleanerOperatingState", "goHome"), C("robotCleanerOperatingState", "pause"),
              C("lock", "lock"))


def i_temp(k):      # a bare temperature, 调高/调低
    return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"),
              C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_cool_sp(k):   # a cooling temperature (Ac.v1 has one setpoint for every mode)
    if has(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint")):
        return [C("thermostatCoolingSetpoint", "setCoolingSetpoint")]
    return _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_bright(k):
    return _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_warm(k):      # "冷": make it warmer -- heat, or (an AC blasting in summer) a higher setpoint or off
    cat = CAT[k]
    if cat == "AirConditioner":
        out = _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"),
                                    C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("switch", "off"))
        return out + [c for c in _mode(k, "off") if c not in out]
    return _f(k, C("switch", "on"))


def i_cool(k):      # "热": make it cooler
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "cool") + i_cool_sp(k) + _fan(k)
    if cat in FANLIKE or cat == "Fan":
        return i_on(k) + [c for c in _fan(k) if c not in i_on(k)]
    return _f(k, C("switch", "on"))


def i_quiet(k):
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


SIMPLE = {
    "on": i_on, "off": i_off,
    "light_on": lambda k: _f(k, C("switch", "on")), "light_off": lambda k: _f(k, C("switch", "off")),
    "bright": i_bright, "level": lambda k: _f(k, C("switchLevel", "setLevel")),
    "ct": lambda k: _f(k, C("colorTemperature", "setColorTemperature"),
                       C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")),
    "ct_abs": lambda k: _f(k, C("colorTemperature", "setColorTemperature")),
    "color": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue")),
    "open": lambda k: _f(k, C("windowShade", "open"), C("windowShadeLevel", "setShadeLevel"),
                         C("doorControl", "open"), C("valve", "open")),
    "close": lambda k: _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"),
                          C("doorControl", "close"), C("valve", "close")),
    "stop_shade": lambda k: _f(k, C("windowShade", "pause")),
    "shade": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "preset": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "temp": i_temp, "cool_sp": i_cool_sp,
    "heat_sp": lambda k: _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint")),
    "fan": lambda k: _fan(k),
    "vol": lambda k: _f(k, C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"),
                        C("audioVolume", "volumeDown")),
    "volset": lambda k: _f(k, C("audioVolume", "setVolume")),
    "volup": lambda k: _f(k, C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")),
    "voldown": lambda k: _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")),
    "mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "unmute": lambda k: _f(k, C("audioMute", "unmute"), C("audioMute", "setMute")),
    "play": lambda k: _f(k, C("mediaPlayback", "play")),
    "stopplay": lambda k: _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop")),
    "next": lambda k: _f(k, C("mediaTrackControl", "nextTrack")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "channel": lambda k: _f(k, C("keypadInput", "sendKey")),
    "chan_step": lambda k: _f(k, C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"),
                              C("keypadInput", "sendKey")),
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "source": lambda k: _f(k, C("mediaInputSource", "setInputSource")),
    "preset_play": lambda k: _f(k, C("mediaPresets", "playPreset")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("switch", "on"),
                          C("robotCleanerOperatingState", "start")),
    "stop_op": lambda k: _f(k, C("operationalState", "stop"), C("switch", "off")),
    "pause_op": lambda k: _f(k, C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume")),
    "home": lambda k: _f(k, C("robotCleanerOperatingState", "goHome")),
    "feed": lambda k: _f(k, C("feederOperatingState", "startFeeding")),
    "portion": lambda k: _f(k, C("feederPortion", "setPortion")),
    "vlevel": lambda k: _f(k, C("level", "setLevel")),
    "pumplevel": lambda k: _f(k, C("switchLevel", "setLevel")),
    "mute_alarm": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "whmode": lambda k: _f(k, C("mode", "setMode")),
    "warm": i_warm, "cool": i_cool,
    "dry": lambda k: _mode(k, "dry"),
    "lightup": lambda k: _f(k, C("switch", "on")) + i_bright(k),
    "dimoff": lambda k: i_bright(k) + _f(k, C("switch", "off")),
    "quiet": i_quiet,
    "hotwater": lambda k: (_mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
                           if CAT[k] == "WaterHeater" else _f(k, C("switch", "on"))),
}


def resolve(k, intent):
    if intent in SIMPLE:
        return SIMPLE[intent](k)
    kind, _, arg = intent.partition(":")
    if kind == "mode":
        return _mode(k, arg)
    if kind == "fan":
        if arg in ("max", "min", "up", "down"):
            return _fan(k)
        return _fan(k, arg)
    if kind == "wind":
        cid = C("windMode", "setWindMode")
        return [cid] if arg in values_of(k, cid) else []
    if kind == "osc":
        cid = C("fanOscillationMode", "setFanOscillationMode")
        return [cid] if arg in values_of(k, cid) else []
    if kind in ("amode", "tlevel", "spin", "rinse", "source"):
        cid = {"amode": C("mode", "setMode"), "tlevel": C("temperatureLevel", "setTemperatureLevel"),
               "spin": C("laundryWasherSpinSpeed", "setSpinSpeed"),
               "rinse": C("laundryWasherRinseMode", "setRinseMode"),
               "source": C("mediaInputSource", "setInputSource")}[kind]
        return [cid] if arg in values_of(k, cid) else []
    raise KeyError("unknown intent %r" % intent)


# ---------------------------------------------------------------------------
# Families a person names by type, and the scopes of the place.
# ---------------------------------------------------------------------------
def is_light(k):
    if k == "dn_mos":
        return False   # 灭蚊灯 is a bug zapper: its label says 灯, it lights nothing
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "curtain": lambda k: CAT[k] == "Blind" and k != "g1_film",
    "wh": lambda k: CAT[k] == "WaterHeater" or label_of(k) == "热水器",
    "fan": lambda k: k in ("dn_fan1", "dn_fan2", "dn_ffan"),
    "exhaust": lambda k: label_of(k) == "排气扇",
    "lock": lambda k: CAT[k] == "SmartLock",
    "plug": lambda k: CAT[k] == "SmartPlug",
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker",
    "grow": lambda k: label_of(k).startswith("补光灯"),
    "down": lambda k: label_of(k).startswith("筒灯"),
    "spot": lambda k: label_of(k).startswith("射灯"),
    "hall": lambda k: label_of(k).endswith("走廊灯"),
    "aerator": lambda k: k in ("pd_pump1", "pd_pump2"),
    "bedlamp": lambda k: label_of(k) == "床头灯",
    "guestlight": lambda k: label_of(k) == "灯" and ROOM_OF[k] in GUEST_ROOMS,
}


def floor_of(k):
    if k in LABEL_FLOOR:
        return LABEL_FLOOR[k]
    r = ROOM_OF[k]
    return ROOMS[r][2] if r else None


def sel(fam=None, rooms=None, floors=None, zones=None, exclude_rooms=(), exclude=(), need=None):
    """Devices of a family, in order, within a scope (rooms, floors of the guest building,
    zones), minus excluded rooms and devices.  need: keep only devices the intent applies to."""
    out = []
    for k in DEV:
        r = ROOM_OF[k]
        if rooms is not None or floors is not None or zones is not None:
            ok = (rooms is not None and r in rooms) or \
                 (floors is not None and floor_of(k) in floors) or \
                 (zones is not None and r is not None and ROOMS[r][1] in zones)
            if not ok:
                continue
        if r in exclude_rooms or k in exclude:
            continue
        if fam is not None and not FAMILY[fam](k):
            continue
        if need is not None and not resolve(k, need):
            continue
        out.append(k)
    return out


def minus(keys, *drop):
    return [k for k in keys if k not in drop]



# ---------------------------------------------------------------------------
# Case builders
# ---------------------------------------------------------------------------
class CaseError(Exception):
    pass


def _keys(keys):
    if isinstance(keys, str):
        keys = [keys]
    keys = list(keys)
    for k in keys:
        if k not in DEV:
            raise CaseError("unknown device key %r" % k)
    if len(set(keys)) != len(keys):
        raise CaseError("duplicate device in %r" % keys)
    return keys


def _caps(keys, intents, strict):
    caps = []
    for k in keys:
        got = []
        for it in intents:
            got += resolve(k, it)
        if strict and not got:
            raise CaseError("%s (%s) cannot do %r" % (k, label_of(k), intents))
        for c in got:
            if c not in caps:
                caps.append(c)
    return caps


def one(keys, *intents):
    keys = _keys(keys)
    if not keys:
        raise CaseError("mode one without devices")
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise CaseError("a bulk needs at least two devices: %r" % keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, False), "mode": "clarify"}


def st(keys):
    return one(keys, "*")


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN = {}


def add(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    tags = tags.split() if isinstance(tags, str) else list(tags)
    modes = [e["mode"] for e in expect]
    extra = []
    if "clarify" in modes:
        extra.append("clarify")
    if "none" in modes:
        extra.append("none")
    if "all" in modes:
        extra.append("bulk")
    if len(expect) > 1:
        extra.append("multi")
    if history:
        extra.append("history")
    if any(e["capabilities"] == ["*"] for e in expect):
        extra.append("state")
    for t in extra:
        if t not in tags:
            tags.append(t)
    key = (query, tuple(history or ()))
    if key in _SEEN:
        raise CaseError("duplicate query %r (also %s)" % (query, _SEEN[key]))
    _COUNTERS[group] += 1
    cid = "%s-%s-%03d" % (SET, group, _COUNTERS[group])
    _SEEN[key] = cid
    case = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        case["history"] = list(history)
    case["expect"] = [OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                                   ("capabilities", e["capabilities"]), ("mode", e["mode"])]) for e in expect]
    case["tags"] = tags
    CASES.append(case)


# Sets used again and again
LIGHT = sel("light")
AC = sel("ac")
CURTAIN = sel("curtain")
WH = sel("wh")
LOCK = sel("lock")
PLUG = sel("plug")
TV = sel("tv")
SPEAKER = sel("speaker")
FAN = sel("fan")
EXHAUST = sel("exhaust")
GROW = sel("grow")
DOWN = sel("down")
SPOT = sel("spot")
HALL = sel("hall")
GUEST_AC = sel("ac", rooms=GUEST_ROOMS)
GUEST_WH = sel("wh", rooms=GUEST_ROOMS)
GUEST_CU = sel("curtain", rooms=GUEST_ROOMS)
GUEST_LK = sel("lock", rooms=GUEST_ROOMS)
FAMILY_ROOMS = [r for r, v in ROOMS.items() if v[2] is None and v[1] == "family"]


# ===========================================================================
# CASES
# ===========================================================================
NO = {v: k for k, v in ROOM_NO.items()}   # "301" -> "r301"


def G(no, what):
    """The device `what` (ac, l, wh, cu, lk, bed) of the guest room numbered `no`."""
    return "%s_%s" % (NO[no], what)



DINING_L = sel("light", rooms=["dining"])
LOBBY_L = sel("light", rooms=["lobby"])
G1_L = sel("grow", rooms=["gh1"])
FAMILY_L = sel("light", rooms=FAMILY_ROOMS)
AERATORS = ["pd_pump1", "pd_pump2"]
DINING_FANS = ["dn_fan1", "dn_fan2"]


def cases_name():
    g = "name"
    add(g, "大厅吊灯打开", one("lb_main", "on"), "name")
    add(g, "把前台灯关了", one("lb_desk", "off"), "name")
    add(g, "Hue Go开一下", one("lb_go", "on"), "name english-label")
    add(g, "开哈大厅柜机", one("lb_ac", "on"), "name dialect open-phrasing")
    add(g, "Sonos One放点歌来听", one("lb_sonos", "play"), "name english-label no-switch")
    add(g, "大厅电视关去", one("lb_tv", "off"), "name dialect open-phrasing")
    add(g, "饮水机开起", one("lb_water", "on"), "name dialect")
    add(g, "Roborock去扫一下地", one("lb_rvc", "start"), "name english-label")
    add(g, "Daikin-01关掉", one("dn_ac1", "off"), "name english-label series")
    add(g, "K歌音响开起来，今晚有一桌客人要唱歌", one("dn_ktv", "on"), "name long")
    add(g, "餐厅电视开一下", one("dn_tv", "on"), "name")
    add(g, "灭蚊灯开起，蚊子好多", one("dn_mos", "on"), "name plug-label")
    add(g, "餐厅窗帘拉上", one("dn_cu", "close"), "name curtain")
    add(g, "厨房灯关掉", one("kt_light", "off"), "name")
    add(g, "油烟机开", one("kt_hood", "on"), "name no-switch")
    add(g, "消毒柜开一下", one("kt_steril", "on"), "name plug-label")
    add(g, "洗碗机启动", one("kt_dish", "start"), "name")
    add(g, "小厨宝开起", one("kt_wh", "on"), "name water-heater")
    add(g, "电饭锅插上电", one("kt_rice", "on"), "name plug-label open-phrasing")
    add(g, "洗手间灯开一下", one("wc_light", "on"), "name")
    add(g, "洗衣机开始洗", one("ld_washer", "start"), "name")
    add(g, "烘干机停了", one("ld_dryer", "stop_op"), "name")
    add(g, "客厅灯开", one("lr_light", "on"), "name")
    add(g, "客厅空调关咯", one("lr_ac", "off"), "name dialect")
    add(g, "烧水壶开起，泡茶", one("lr_kettle", "on"), "name plug-label")
    add(g, "客厅窗帘打开", one("lr_cu", "open"), "name curtain")
    add(g, "Dyson开一下", one("lr_dyson", "on"), "name english-label no-switch")
    add(g, "主卧灯关", one("ms_light", "off"), "name")
    add(g, "电热毯开起来", one("ms_blanket", "on"), "name plug-label")
    add(g, "小夜灯开哈", one("gp_night", "on"), "name dialect")
    add(g, "取暖器开起", one("gp_heater", "on"), "name plug-label")
    add(g, "奶奶的收音机开一下", one("gp_radio", "on"), "name plug-label")
    add(g, "收音机关了", one("gp_radio", "off"), "name partial")
    add(g, "卧室2吸顶灯开", one("kd_light", "on"), "name label-names-room")
    add(g, "台灯开一下", one("kd_desk", "on"), "name unique-type")
    add(g, "游戏机断电", one("kd_game", "off"), "name plug-label open-phrasing")
    add(g, "卫生间灯开", one("bt_light", "on"), "name")
    add(g, "浴霸开起", one("bt_heater", "on"), "name")
    add(g, "2号增氧机开一下", one("pd_pump2", "on"), "name spec-missing")
    add(g, "鱼塘灯开", one("pd_light", "on"), "name")
    add(g, "投料机喂一次", one("pd_feeder", "feed"), "name")
    add(g, "1号棚风机开", one("g1_fan", "on"), "name")
    add(g, "滴灌打开", one("g1_drip", "on"), "name valve")
    add(g, "侧窗卷膜卷起来", one("g1_film", "open"), "name open-phrasing")
    add(g, "排风扇开", one("g2_vent", "on"), "name")
    add(g, "喷雾阀打开", one("g2_mist", "open"), "name valve")
    add(g, "暖风机关了", one("g2_heater", "off"), "name plug-label")
    add(g, "串灯开起来", one("yd_string", "on"), "name plug-label light-by-label")
    add(g, "庭院灯开", one("yd_lamp", "on"), "name")
    add(g, "院子大门关上", one("yd_gate", "close"), "name gate")
    add(g, "JBL放歌", one("yd_jbl", "play"), "name english-label no-switch")
    add(g, "停车场灯开", one("pk_light", "on"), "name room-typo")
    add(g, "道闸抬起来", one("pk_gate", "open"), "name open-phrasing")
    add(g, "抽水泵开起", one("tw_pump", "on"), "name")
    add(g, "进水阀关掉", one("tw_valve", "close"), "name valve")
    add(g, "移动插座开一下", one("x_plug", "on"), "name no-room")
    add(g, "客房楼大门锁上", one("lb_door", "lock"), "name lock")
    add(g, "冰柜插座开一下", one("kt_freezer", "on"), "name instruction-label")
    add(g, "燃气总阀关上", one("kt_gas", "close"), "name gas safety")
    add(g, "1楼走廊灯开", one("st_l1", "on"), "name series")
    # partial names, brand names said the Chinese way
    add(g, "吊灯开一下", one("lb_main", "on"), "name partial")
    add(g, "柜机关掉", one("lb_ac", "off"), "name partial")
    add(g, "大金1号关了", one("dn_ac1", "off"), "name brand-translation open-phrasing series")
    add(g, "戴森打开", one("lr_dyson", "on"), "name brand-translation open-phrasing")
    add(g, "石头扫地机开始扫", one("lb_rvc", "start"), "name brand-translation open-phrasing")
    add(g, "飞利浦那个小灯开一下", one("lb_go", "on"), "name brand-translation open-phrasing")
    add(g, "扫地机器人回去充电", one("lb_rvc", "home"), "name type-as-name")
    add(g, "sonos音箱放首歌", one("lb_sonos", "play"), "name english-label")
    add(g, "k歌的那个音响关掉", one("dn_ktv", "off"), "name partial")
    add(g, "增氧泵开起", one("pd_pump1", "on"), "name partial instruction-label")
    add(g, "投料机开一下", one("pd_feeder", "feed"), "name open-phrasing")
    add(g, "净化器开一下", one("lr_dyson", "on"), "name unique-type")
    add(g, "冰柜别断电那个插座通一下电", one("kt_freezer", "on"), "name instruction-label open-phrasing")
    add(g, "卷膜放下来", one("g1_film", "close"), "name partial")
    add(g, "大门那个道闸放下", one("pk_gate", "close"), "name")
    add(g, "落地扇开一下", one("dn_ffan", "on"), "name partial label-names-room")
    add(g, "客厅落地扇关掉", one("dn_ffan", "off"), "name label-names-room")
    # labels that are only a type word, or a stem several labels share
    add(g, "吸顶灯关掉", ask(["gp_light", "kd_light"], "off"), "name type-word-label")
    add(g, "补光灯开一下", ask(GROW, "on"), "name type-word-label")
    add(g, "门锁开一下", ask(LOCK, "unlock"), "name type-word-label lock safety")
    add(g, "灯开一下", ask(), "name type-word-label no-place")


def cases_series():
    g = "series"
    add(g, "筒灯3打开", one("dn_t3", "on"), "series")
    add(g, "3号筒灯关掉", one("dn_t3", "off"), "series number-first")
    add(g, "筒灯三开一下", one("dn_t3", "on"), "series chinese-numeral")
    add(g, "第三个筒灯关了", one("dn_t3", "off"), "series ordinal")
    add(g, "把第五盏筒灯打开", one("dn_t5", "on"), "series ordinal")
    add(g, "筒灯No.6开", one("dn_t6", "on"), "series english")
    add(g, "一号筒灯开起", one("dn_t1", "on"), "series chinese-numeral dialect")
    add(g, "同灯2关掉", one("dn_t2", "off"), "series asr open-phrasing")
    add(g, "桶灯4开一下", one("dn_t4", "on"), "series asr open-phrasing")
    add(g, "筒灯散开起", one("dn_t3", "on"), "series asr open-phrasing")
    add(g, "筒灯1到3开起", al(["dn_t1", "dn_t2", "dn_t3"], "on"), "series range")
    add(g, "前三个筒灯关掉", al(["dn_t1", "dn_t2", "dn_t3"], "off"), "series range ordinal")
    add(g, "单号的筒灯开", al(["dn_t1", "dn_t3", "dn_t5"], "on"), "series odd-even open-phrasing")
    add(g, "双数筒灯全关", al(["dn_t2", "dn_t4", "dn_t6"], "off"), "series odd-even open-phrasing")
    add(g, "最后两个筒灯关了", al(["dn_t5", "dn_t6"], "off"), "series range ordinal")
    add(g, "筒灯1、2、4开一下", al(["dn_t1", "dn_t2", "dn_t4"], "on"), "series named-set")
    add(g, "筒灯一二三都开起", al(["dn_t1", "dn_t2", "dn_t3"], "on"), "series named-set chinese-numeral")
    add(g, "筒灯7开一下", ask(DOWN, "on"), "series missing-member")
    add(g, "筒灯0关掉", ask(DOWN, "off"), "series missing-member")
    add(g, "射灯2打开", one("dn_s2", "on"), "series spacing")
    add(g, "射灯 4 关掉", one("dn_s4", "off"), "series spacing")
    add(g, "2号射灯开", one("dn_s2", "on"), "series number-first")
    add(g, "第一盏射灯关了", one("dn_s1", "off"), "series ordinal")
    add(g, "射灯二开哈", one("dn_s2", "on"), "series chinese-numeral dialect")
    add(g, "社灯3开一下", one("dn_s3", "on"), "series asr open-phrasing")
    add(g, "射灯一到四全部打开", al(SPOT, "on"), "series range")
    add(g, "射灯1和射灯3关掉", al(["dn_s1", "dn_s3"], "off"), "series named-set")
    add(g, "射灯5开一下", ask(SPOT, "on"), "series missing-member")
    add(g, "补光灯1关掉", one("g1_l1", "off"), "series farm")
    add(g, "补光灯3开起", one("g1_l3", "on"), "series farm")
    add(g, "补光灯二关哈", one("g1_l2", "off"), "series farm chinese-numeral dialect")
    add(g, "第二个补光灯开", one("g1_l2", "on"), "series farm ordinal")
    add(g, "补光灯1跟2开起", al(["g1_l1", "g1_l2"], "on"), "series farm named-set")
    add(g, "补光灯4开一下", ask(G1_L, "on"), "series farm missing-member")
    add(g, "1号棚补光灯全开", al(G1_L, "on"), "series farm room bulk")
    add(g, "2号棚补光灯关掉", one("g2_light", "off"), "series farm room")
    add(g, "二楼走廊灯开", one("st_l2", "on"), "series floor-label")
    add(g, "3楼走廊的灯关一下", one("st_l3", "off"), "series floor-label")
    add(g, "三楼走廊灯开起", one("st_l3", "on"), "series floor-label chinese-numeral")
    add(g, "走廊灯全部打开", al(HALL, "on"), "series bulk")
    add(g, "走廊灯开一下", ask(HALL, "on"), "series no-place")
    add(g, "楼梯灯都关了", al(HALL, "off"), "series room bulk")
    add(g, "Daikin 2开起", one("dn_ac2", "on"), "series english-label spacing")
    add(g, "daikin零二关掉", one("dn_ac2", "off"), "series english-label chinese-numeral")
    add(g, "第二台大金开一下", one("dn_ac2", "on"), "series brand-translation ordinal open-phrasing")
    add(g, "两台大金都开起", al(["dn_ac1", "dn_ac2"], "on"), "series brand-translation bulk open-phrasing")
    add(g, "吊扇1开", one("dn_fan1", "on"), "series fan")
    add(g, "1号吊扇关掉", one("dn_fan1", "off"), "series fan number-first")
    add(g, "吊扇二开起", one("dn_fan2", "on"), "series fan chinese-numeral")
    add(g, "两个吊扇都关了", al(DINING_FANS, "off"), "series fan bulk")
    add(g, "吊扇3开一下", ask(DINING_FANS, "on"), "series fan missing-member")
    add(g, "射灯全关，筒灯1到4开", [al(SPOT, "off"), al(["dn_t1", "dn_t2", "dn_t3", "dn_t4"], "on")],
        "series range multi")
    add(g, "筒灯除了2号其他都开起", al(minus(DOWN, "dn_t2"), "on"), "series exclusion")
    add(g, "筒灯全开，5和6不要", al(["dn_t1", "dn_t2", "dn_t3", "dn_t4"], "on"), "series exclusion")
    add(g, "筒灯四到六关了", al(["dn_t4", "dn_t5", "dn_t6"], "off"), "series range chinese-numeral")
    add(g, "筒灯2号跟3号调到40%", al(["dn_t2", "dn_t3"], "level"), "series value named-set")
    add(g, "3号射灯调成暖光", one("dn_s3", "ct"), "series value colour-temp")
    add(g, "射灯1亮度开到最大", one("dn_s1", "level"), "series value brightness")
    add(g, "补光灯2亮度调一半", one("g1_l2", "level"), "series value farm brightness")


def cases_room():
    g = "room"
    # guest rooms: by number, by flower, in English, by the number only their lock carries
    add(g, "201的空调打开", one(G("201", "ac"), "on"), "room guest-room number")
    add(g, "荷花房灯开一下", one(["he_l", "he_bed"], "on"), "room guest-room flower")
    add(g, "茉莉房的热水器开起", one(G("202", "wh"), "on"), "room guest-room flower water-heater")
    add(g, "202窗帘关上", one(G("202", "cu"), "close"), "room guest-room number curtain")
    add(g, "杜鹃房空调关掉", one(G("203", "ac"), "off"), "room guest-room flower")
    add(g, "203的灯开", one(G("203", "l"), "on"), "room guest-room number-via-lock")
    add(g, "301空调开一下", one(G("301", "ac"), "on"), "room guest-room number")
    add(g, "Room 301 灯关掉", one(G("301", "l"), "off"), "room guest-room english-room")
    add(g, "302菊花房热水器开", one(G("302", "wh"), "on"), "room guest-room water-heater")
    add(g, "菊花房窗帘拉开", one(G("302", "cu"), "open"), "room guest-room flower curtain")
    add(g, "303空调关了", one(G("303", "ac"), "off"), "room guest-room number-via-lock")
    add(g, "新房间的灯开", one(G("303", "l"), "on"), "room guest-room default-name")
    add(g, "桂花房空调开起", one(G("101", "ac"), "on"), "room guest-room flower")
    add(g, "101热水器开", one(G("101", "wh"), "on"), "room guest-room number-via-lock water-heater")
    add(g, "兰花房窗帘关", one(G("102", "cu"), "close"), "room guest-room flower curtain")
    add(g, "102的灯关掉", one(G("102", "l"), "off"), "room guest-room number-via-lock")
    add(g, "幺零二房间空调关了", one(G("102", "ac"), "off"), "room guest-room number-via-lock open-phrasing")
    add(g, "三零幺的热水器开一下", one(G("301", "wh"), "on"), "room guest-room open-phrasing water-heater")
    add(g, "二零二的灯关掉", one(G("202", "l"), "off"), "room guest-room chinese-numeral")
    add(g, "两百零一房间窗帘拉开", one(G("201", "cu"), "open"), "room guest-room chinese-numeral open-phrasing")
    add(g, "梅花房空调开一下", ask(), "room unknown-room")
    add(g, "梅花房的灯关一下", ask(), "room unknown-room")
    add(g, "401空调开", ask(), "room unknown-room")
    add(g, "304的热水器开一下", ask(), "room unknown-room")
    # the restaurant, kitchen and back of house
    add(g, "餐厅的灯开一下", one(DINING_L, "on"), "room alias")
    add(g, "饭堂的吊扇开起", one(DINING_FANS, "on"), "room alias dialect")
    add(g, "饭堂空调关去", one(["dn_ac1", "dn_ac2"], "off"), "room alias dialect open-phrasing")
    add(g, "餐厅空调调到26度", one(["dn_ac1", "dn_ac2"], "temp"), "room value")
    add(g, "灶房灯开哈", one("kt_light", "on"), "room alias dialect open-phrasing")
    add(g, "后厨排气扇开一下", one("kt_exh", "on"), "room alias")
    add(g, "厨房的排气扇关了", one("kt_exh", "off"), "room duplicate-label")
    add(g, "公厕的灯开一下", one("wc_light", "on"), "room alias")
    add(g, "洗手间排气扇开", one("wc_exh", "on"), "room duplicate-label")
    add(g, "厕所排气扇开一下", ask(["wc_exh", "bt_exh"], "on"), "room ambiguous-alias duplicate-label")
    add(g, "洗衣房灯开", one("ld_light", "on"), "room english-room alias")
    add(g, "laundry的烘干机开起", one("ld_dryer", "on"), "room english-room")
    add(g, "洗衣房的灯关掉", one("ld_light", "off"), "room english-room alias")
    # the family wing
    add(g, "堂屋灯开起", one("lr_light", "on"), "room alias dialect elderly open-phrasing")
    add(g, "堂屋的电视关了", one("lr_tv", "off"), "room alias dialect elderly open-phrasing")
    add(g, "主卧空调开", one("ms_ac", "on"), "room duplicate-label")
    add(g, "主卧窗帘关", one("ms_cu", "close"), "room duplicate-label curtain")
    add(g, "主卧床头灯开一下", one("ms_bed", "on"), "room duplicate-label")
    add(g, "奶奶房间空调开一下", one("gp_ac", "on"), "room alias duplicate-label")
    add(g, "老人房的灯关", one(["gp_light", "gp_night"], "off"), "room alias")
    add(g, "爷爷奶奶房的空调关掉", one("gp_ac", "off"), "room duplicate-label")
    add(g, "小宇房间空调关掉", one("kd_ac", "off"), "room alias person-room")
    add(g, "孩子房台灯开", one("kd_desk", "on"), "room")
    add(g, "孩子房的灯开一下", one(["kd_light", "kd_desk"], "on"), "room")
    add(g, "卧室2的灯关掉", one("kd_light", "off"), "room label-names-room")
    add(g, "卫生间热水器开", one("bt_wh", "on"), "room duplicate-label water-heater")
    add(g, "卫生间排气扇开起", one("bt_exh", "on"), "room duplicate-label")
    add(g, "卧室的灯关一下", ask(sel("light", rooms=["master", "grand", "kids"]), "off"), "room ambiguous-alias")
    # outdoors
    add(g, "塘边的灯开起", one("pd_light", "on"), "room alias dialect")
    add(g, "鱼塘那边的灯关掉", one("pd_light", "off"), "room")
    add(g, "一号大棚补光灯全开", al(G1_L, "on"), "room bulk farm chinese-numeral")
    add(g, "1号棚滴灌打开", one("g1_drip", "on"), "room farm")
    add(g, "二号棚暖风机开起", one("g2_heater", "on"), "room farm chinese-numeral")
    add(g, "育苗棚暖风机开起", one("g2_heater", "on"), "room farm unique-name")
    add(g, "育苗棚的灯开一下", ask(GROW, "on"), "room farm unknown-room")
    add(g, "大棚的补光灯开一下", ask(GROW, "on"), "room farm ambiguous-alias")
    add(g, "大棚滴灌开起", one("g1_drip", "on"), "room farm unique-name")
    add(g, "大棚的排风扇开", one("g2_vent", "on"), "room farm unique-name")
    add(g, "坝子的灯开起", one(["yd_string", "yd_lamp"], "on"), "room alias dialect open-phrasing")
    add(g, "院子的灯关掉", one(["yd_string", "yd_lamp"], "off"), "room")
    add(g, "庭院的串灯开一下", one("yd_string", "on"), "room alias")
    add(g, "停车场那个闸抬一下", one("pk_gate", "open"), "room room-typo")
    add(g, "停车厂的灯关了", one("pk_light", "off"), "room room-typo")
    add(g, "水塔抽水泵开", one("tw_pump", "on"), "room")
    add(g, "水塔那边的阀门打开", one("tw_valve", "open"), "room valve")
    add(g, "大厅的灯开一下", one(LOBBY_L, "on"), "room")
    add(g, "前台的灯关一下", one("lb_desk", "off"), "room alias")
    add(g, "lobby的空调开起", one("lb_ac", "on"), "room english codemix")
    add(g, "大堂电视开一下", one("lb_tv", "on"), "room alias")
    add(g, "楼梯间的灯全开", al(HALL, "on"), "room bulk")
    add(g, "客厅的窗帘拉开", one("lr_cu", "open"), "room curtain")
    add(g, "主卧的灯开起", one(["ms_light", "ms_bed"], "on"), "room")
    add(g, "客厅的风扇开一下", one("dn_ffan", "on"), "room label-names-room")
    add(g, "餐厅的落地扇关了", one("dn_ffan", "off"), "room label-names-room")
    add(g, "卧室2的台灯开一下", one("kd_desk", "on"), "room label-names-room")


F1_L = sel("light", floors=[1])
F2_L = sel("light", floors=[2])
F3_L = sel("light", floors=[3])


def cases_floor():
    g = "floor"
    add(g, "二楼的空调全部关掉", al(sel("ac", floors=[2]), "off"), "floor bulk")
    add(g, "三楼窗帘都拉上", al(sel("curtain", floors=[3]), "close"), "floor bulk curtain")
    add(g, "一楼客房的空调都开起", al(["gui_ac", "lan_ac"], "on"), "floor bulk guest-room number-via-lock")
    add(g, "一楼的灯全关", al(F1_L, "off"), "floor bulk number-via-lock floor-label")
    add(g, "二楼热水器统统开起", al(sel("wh", floors=[2]), "on"), "floor bulk water-heater dialect")
    add(g, "三楼的灯统统关去", al(F3_L, "off"), "floor bulk dialect floor-label open-phrasing")
    add(g, "2楼的灯全部打开", al(F2_L, "on"), "floor bulk floor-label")
    add(g, "3F all lights off", al(F3_L, "off"), "floor bulk english floor-label")
    add(g, "第三层的窗帘全部打开", al(sel("curtain", floors=[3]), "open"), "floor bulk curtain")
    add(g, "二楼三楼的空调全关", al(sel("ac", floors=[2, 3]), "off"), "floor bulk two-floors")
    add(g, "整栋客房楼的空调都关了", al(sel("ac", zones=["guest"]), "off"), "floor bulk building")
    add(g, "一楼的门锁全部锁上", al(sel("lock", floors=[1]), "lock"), "floor bulk lock number-via-lock")
    add(g, "二楼的客房空调都调到26度", al(sel("ac", floors=[2]), "temp"), "floor bulk value")
    add(g, "三楼热水器都关了吧，今晚三楼没人住", al(sel("wh", floors=[3]), "off"), "floor bulk water-heater long")
    add(g, "二楼的窗帘全开一半", al(sel("curtain", floors=[2]), "shade"), "floor bulk value curtain")
    # a floor and a type without a quantifier, over several rooms: which room?
    add(g, "三楼的灯开一下", ask(F3_L, "on"), "floor several-rooms")
    add(g, "2F的热水器开", ask(sel("wh", floors=[2]), "on"), "floor several-rooms water-heater")
    add(g, "二楼空调开一下", ask(sel("ac", floors=[2]), "on"), "floor several-rooms")
    add(g, "一楼空调关掉", ask(sel("ac", floors=[1]), "off"), "floor several-rooms")
    # 楼上 / 楼下 in a building of three floors: from where?
    add(g, "楼上的空调都关了", ask(sel("ac", floors=[2, 3]), "off"), "floor upstairs")
    add(g, "楼上的灯全关掉", ask(sel("light", floors=[2, 3]), "off"), "floor upstairs")
    add(g, "楼下的灯全关", ask(sel("light", floors=[1, 2]), "off"), "floor downstairs")
    add(g, "楼上窗帘全部拉上", ask(sel("curtain", floors=[2, 3]), "close"), "floor upstairs curtain")
    add(g, "我在二楼，楼上的灯全关", al(F3_L, "off"), "floor upstairs speaker-floor")
    add(g, "我在二楼，楼下大厅的灯全关", al(LOBBY_L, "off"), "floor downstairs speaker-floor")
    add(g, "我现在在一楼前台，楼上客房的空调全部关掉", al(sel("ac", rooms=["he", "mo", "du", "r301", "ju", "new"]), "off"),
        "floor upstairs speaker-floor long")
    add(g, "我在三楼，楼下那层的热水器都开起", al(sel("wh", floors=[2]), "on"), "floor downstairs speaker-floor")
    add(g, "楼下前台的灯开一下", one(LOBBY_L, "on"), "floor downstairs named-room")
    add(g, "楼上楼下的走廊灯全开", al(HALL, "on"), "floor upstairs downstairs whole-building")
    add(g, "二楼走廊跟三楼走廊的灯关掉", al(["st_l2", "st_l3"], "off"), "floor floor-label named-set")
    add(g, "四楼的灯关一下", ask(), "floor unknown-floor")
    add(g, "地下室的灯开", ask(), "floor unknown-floor")
    add(g, "顶楼空调关掉", ask(sel("ac", floors=[3]), "off"), "floor top-floor several-rooms")
    add(g, "顶楼的空调全部关掉", al(sel("ac", floors=[3]), "off"), "floor top-floor bulk")
    add(g, "最底下那层客房的窗帘全拉开", al(["gui_cu", "lan_cu"], "open"), "floor bulk open-phrasing")
    add(g, "一楼两间客房的热水器都开起", al(["gui_wh", "lan_wh"], "on"), "floor bulk water-heater")
    add(g, "二楼有哪些空调还开着", st(sel("ac", floors=[2])), "floor state any")
    add(g, "三楼的热水器都烧好没有", st(sel("wh", floors=[3])), "floor state any water-heater")
    add(g, "1楼的窗帘全部关上", al(sel("curtain", floors=[1]), "close"), "floor bulk curtain number-via-lock")
    add(g, "二樓冷氣全部閂咗佢", al(sel("ac", floors=[2]), "off"), "floor bulk cantonese traditional open-phrasing")
    add(g, "second floor AC all off please", al(sel("ac", floors=[2]), "off"), "floor bulk english")
    add(g, "二楼三楼的热水器一起开起来", al(sel("wh", floors=[2, 3]), "on"), "floor bulk two-floors water-heater")


def cases_bulk():
    g = "bulk"
    add(g, "所有客房的空调关掉", al(GUEST_AC, "off"), "bulk all-guest-rooms")
    add(g, "客房热水器全部打开", al(GUEST_WH, "on"), "bulk all-guest-rooms water-heater")
    add(g, "客房的窗帘全拉上", al(GUEST_CU, "close"), "bulk all-guest-rooms curtain")
    add(g, "客房里的灯全部关掉", al(sel("light", rooms=GUEST_ROOMS), "off"), "bulk all-guest-rooms")
    add(g, "所有客房的门锁都锁好", al(GUEST_LK, "lock"), "bulk all-guest-rooms lock")
    add(g, "餐厅的灯全部打开", al(DINING_L, "on"), "bulk room")
    add(g, "饭堂灯统统关去", al(DINING_L, "off"), "bulk room dialect open-phrasing")
    add(g, "筒灯全开", al(DOWN, "on"), "bulk series")
    add(g, "射灯全关", al(SPOT, "off"), "bulk series")
    add(g, "餐厅的空调全开", al(["dn_ac1", "dn_ac2"], "on"), "bulk room")
    add(g, "餐厅风扇都开起", al(sel("fan", rooms=["dining"]), "on"), "bulk room fan label-names-room")
    add(g, "所有的空调都关了", al(AC, "off"), "bulk whole-home")
    add(g, "全部窗帘拉开", al(CURTAIN, "open"), "bulk whole-home curtain")
    add(g, "热水器全部关掉", al(WH, "off"), "bulk whole-home water-heater")
    add(g, "所有门锁都锁上", al(LOCK, "lock"), "bulk whole-home lock")
    add(g, "电视全关", al(TV, "off"), "bulk whole-home")
    add(g, "风扇都开起", al(FAN, "on"), "bulk whole-home fan")
    add(g, "排气扇全部打开", al(EXHAUST, "on"), "bulk whole-home duplicate-label")
    add(g, "所有补光灯打开", al(GROW, "on"), "bulk farm")
    add(g, "两个棚的补光灯都关了", al(GROW, "off"), "bulk farm")
    add(g, "两个增氧泵都开起", al(AERATORS, "on"), "bulk farm spec-missing")
    add(g, "音响全部关掉", al(SPEAKER, "off"), "bulk speaker")
    add(g, "大厅所有灯都开", al(LOBBY_L, "on"), "bulk room")
    add(g, "爷爷奶奶房的灯都关了", al(["gp_light", "gp_night"], "off"), "bulk room")
    add(g, "孩子房的灯全开", al(["kd_light", "kd_desk"], "on"), "bulk room")
    add(g, "主卧的灯都关掉", al(["ms_light", "ms_bed"], "off"), "bulk room")
    add(g, "院子的灯全部开起", al(["yd_string", "yd_lamp"], "on"), "bulk room")
    add(g, "院子和停车场的灯全开", al(["yd_string", "yd_lamp", "pk_light"], "on"), "bulk two-rooms")
    add(g, "我们自己住那边的灯全关", al(FAMILY_L, "off"), "bulk family-wing open-phrasing")
    add(g, "家里人住的那几间空调全关", al(sel("ac", rooms=FAMILY_ROOMS), "off"), "bulk family-wing open-phrasing")
    add(g, "整个民宿的灯全部关掉，今晚没客人", al(LIGHT, "off"), "bulk whole-home long")
    add(g, "全部空调打开", al(AC, "on"), "bulk whole-home")
    add(g, "所有房间的空调都开成制冷", al(AC, "mode:cool"), "bulk whole-home mode")
    add(g, "所有的空调都开除湿", al(sel("ac", need="mode:dry"), "mode:dry"), "bulk whole-home mode capability-subset")
    add(g, "外面的门都关上", al(["yd_gate", "pk_gate"], "close"), "bulk outdoor gate")
    add(g, "1号棚的东西全关了", ask(), "bulk typeless")
    add(g, "客厅的东西全关了", ask(), "bulk typeless")
    add(g, "全部关掉", ask(), "bulk typeless whole-home")
    add(g, "关掉所有东西", ask(), "bulk typeless whole-home")
    add(g, "所有插座都关掉", ask(PLUG, "off"), "bulk plug instruction-label safety")
    add(g, "客房的空调统统开到26度", al(GUEST_AC, "temp"), "bulk all-guest-rooms value dialect")
    add(g, "餐厅灯全部调到80", al(DINING_L, "level"), "bulk room value")
    add(g, "1号棚补光灯亮度全部开满", al(G1_L, "level"), "bulk farm value")
    add(g, "所有电视都静音", ask(TV, "mute"), "bulk unsupported")
    add(g, "所有热水器都调到55度", al(sel("wh", need="heat_sp"), "heat_sp"), "bulk whole-home value capability-subset")
    add(g, "客房的床头灯都关了", al(sel("bedlamp", rooms=GUEST_ROOMS), "off"), "bulk all-guest-rooms duplicate-label")
    add(g, "两个吊扇一起开起", al(DINING_FANS, "on"), "bulk fan")
    add(g, "所有的床头灯都关掉", al(sel("bedlamp"), "off"), "bulk duplicate-label")
    add(g, "所有的门都锁上", al(LOCK, "lock"), "bulk lock")
    add(g, "客房的热水器都开起，晚上客人要洗澡", al(GUEST_WH, "on"), "bulk all-guest-rooms water-heater long")
    add(g, "鱼塘的增氧泵全部开起", al(AERATORS, "on"), "bulk farm")
    add(g, "大棚的补光灯全部开", ask(GROW, "on"), "bulk farm ambiguous-alias")


def cases_exclusion():
    g = "excl"
    add(g, "除了301，客房的空调全关", al(minus(GUEST_AC, "r301_ac"), "off"), "exclusion all-guest-rooms")
    add(g, "客房热水器都关了，202的莫关", al(minus(GUEST_WH, "mo_wh"), "off"), "exclusion all-guest-rooms dialect")
    add(g, "餐厅灯全关，留着射灯", al(DOWN, "off"), "exclusion keep")
    add(g, "筒灯全开，筒灯6别开", al(minus(DOWN, "dn_t6"), "on"), "exclusion series")
    add(g, "所有空调关掉，爷爷奶奶房的留着", al(minus(AC, "gp_ac"), "off"), "exclusion keep")
    add(g, "除了客房，其他空调全关", al(minus(AC, *GUEST_AC), "off"), "exclusion")
    add(g, "饭堂灶房的灯全部关去，厨房灯莫关", al(DINING_L, "off"), "exclusion dialect open-phrasing")
    add(g, "大厅的灯全关，前台灯留着", al(["lb_main", "lb_go"], "off"), "exclusion keep")
    add(g, "补光灯全开，2号棚的除外", al(G1_L, "on"), "exclusion farm")
    add(g, "窗帘全部拉上，主卧的不要", al(minus(CURTAIN, "ms_cu"), "close"), "exclusion curtain")
    add(g, "除了一楼，客房窗帘全部打开", al(minus(GUEST_CU, "gui_cu", "lan_cu"), "open"), "exclusion floor curtain")
    add(g, "三楼的灯全关，303的留着", al(minus(F3_L, "new_l"), "off"), "exclusion floor number-via-lock")
    add(g, "除了梅花房，三楼空调全关", ask(sel("ac", floors=[3]), "off"), "exclusion unknown-room")
    add(g, "除了桂花房和兰花房，所有客房热水器都开", al(minus(GUEST_WH, "gui_wh", "lan_wh"), "on"),
        "exclusion all-guest-rooms water-heater")
    add(g, "客房空调全关，只留302", al(minus(GUEST_AC, "ju_ac"), "off"), "exclusion keep")
    add(g, "只开筒灯1和筒灯2，其他筒灯关掉",
        [al(["dn_t1", "dn_t2"], "on"), al(["dn_t3", "dn_t4", "dn_t5", "dn_t6"], "off")], "exclusion series")
    add(g, "餐厅灯关了，留一盏就行", ask(DINING_L, "off"), "exclusion keep-unnamed")
    add(g, "外面的灯留两盏，其他都关", ask(), "exclusion keep-unnamed")
    add(g, "走廊灯全关，1楼的留着", al(["st_l2", "st_l3"], "off"), "exclusion floor-label")
    add(g, "除了餐厅，其他地方的风扇都关", ask(), "exclusion nothing-left")
    add(g, "所有电视关掉，大厅的别关", al(["dn_tv", "lr_tv"], "off"), "exclusion")
    add(g, "热水器全关了，小厨宝留着", al(minus(WH, "kt_wh"), "off"), "exclusion water-heater")
    add(g, "客房的门全部锁上，101的不锁", al(minus(GUEST_LK, "gui_lk"), "lock"), "exclusion lock number-via-lock")
    add(g, "二楼空调全关，荷花房除外", al(["mo_ac", "du_ac"], "off"), "exclusion floor flower")
    add(g, "二楼的灯都关了，走廊的留着", al(minus(F2_L, "st_l2"), "off"), "exclusion floor floor-label")
    add(g, "客房窗帘全拉开，新房间的先不动", al(minus(GUEST_CU, "new_cu"), "open"), "exclusion default-name")
    add(g, "家里空调全关，只留奶奶那间", al(minus(sel("ac", rooms=FAMILY_ROOMS), "gp_ac"), "off"),
        "exclusion family-wing")
    add(g, "我们这边的灯都关了，小夜灯留到", al(minus(FAMILY_L, "gp_night"), "off"),
        "exclusion family-wing dialect")
    add(g, "射灯全开，除了射灯3", al(["dn_s1", "dn_s2", "dn_s4"], "on"), "exclusion series")
    add(g, "除了301跟302，三楼的热水器都关", one("new_wh", "off"),
        "exclusion floor single-left")
    add(g, "所有的排气扇开起来，厨房的不用", al(["wc_exh", "bt_exh"], "on"), "exclusion duplicate-label")
    add(g, "客房空调全开，除了没人住的", ask(GUEST_AC, "on"), "exclusion vague")
    add(g, "所有窗帘都关，餐厅跟客厅的不关",
        al(minus(CURTAIN, "dn_cu", "lr_cu"), "close"), "exclusion curtain two-rooms")
    add(g, "餐厅灯全部调暗，射灯不用", al(DOWN, "bright"), "exclusion value")
    add(g, "Turn off all the lights in the guest rooms except room 301",
        al(minus(sel("light", rooms=GUEST_ROOMS), "r301_l"), "off"), "exclusion english all-guest-rooms")
    add(g, "客房的灯全关咯，除开二楼", al(sel("light", rooms=["gui", "lan", "r301", "ju", "new"]), "off"),
        "exclusion floor dialect")
    add(g, "增氧泵以外，鱼塘的东西都关了", ask(), "exclusion typeless")
    add(g, "全部灯都关，补光灯莫动", al(minus(LIGHT, *GROW), "off"), "exclusion whole-home dialect")
    add(g, "除了洗手间，餐厅那一片的灯都关掉", ask(), "exclusion vague-area")


def cases_count():
    g = "count"
    add(g, "餐厅开两盏筒灯", one(DOWN, "on"), "count")
    add(g, "开两盏灯", ask(), "count no-place")
    add(g, "射灯开两个", one(SPOT, "on"), "count")
    add(g, "1号棚补光灯开两盏", one(G1_L, "on"), "count farm")
    add(g, "1号棚开三盏补光灯", al(G1_L, "on"), "count equals-all farm")
    add(g, "1号棚开四盏补光灯", ask(G1_L, "on"), "count too-many farm")
    add(g, "吊扇开一个就够了", one(DINING_FANS, "on"), "count fan")
    add(g, "开一台空调", ask(AC, "on"), "count no-place")
    add(g, "客房开三台空调", ask(GUEST_AC, "on"), "count all-guest-rooms")
    add(g, "走廊灯开一盏", ask(HALL, "on"), "count several-floors")
    add(g, "大厅开一盏灯就行", one(LOBBY_L, "on"), "count")
    add(g, "筒灯关掉一半", ask(DOWN, "off"), "count half")
    add(g, "射灯留两个，其余关掉", ask(SPOT, "off"), "count keep-unnamed")
    add(g, "筒灯开七个", ask(DOWN, "on"), "count too-many")
    add(g, "餐厅的灯开三四盏", one(DINING_L, "on"), "count vague-count")
    add(g, "筒灯开六个", al(DOWN, "on"), "count equals-all")
    add(g, "射灯开四盏", al(SPOT, "on"), "count equals-all")
    add(g, "开一个增氧泵", one(AERATORS, "on"), "count farm")
    add(g, "餐厅开一台空调", one(["dn_ac1", "dn_ac2"], "on"), "count")
    add(g, "客房随便开两间的热水器", ask(GUEST_WH, "on"), "count all-guest-rooms")
    add(g, "开几盏灯嘛，黑麻麻的", ask(), "count no-place dialect")
    add(g, "院子开一盏灯", one(["yd_string", "yd_lamp"], "on"), "count")
    add(g, "两台大金开一台", one(["dn_ac1", "dn_ac2"], "on"), "count brand-translation open-phrasing")
    add(g, "孩子房开一盏灯，莫太亮", one(["kd_light", "kd_desk"], "on"), "count dialect")
    add(g, "吊扇开三个", ask(DINING_FANS, "on"), "count too-many fan")


def cases_value():
    g = "value"
    # brightness
    add(g, "大厅吊灯调到50%", one("lb_main", "level"), "value brightness")
    add(g, "前台灯调暗点", one("lb_desk", "bright"), "value brightness relative")
    add(g, "筒灯3亮度调到百分之三十", one("dn_t3", "level"), "value brightness chinese-numeral series")
    add(g, "客厅灯调到最亮", one("lr_light", "level"), "value brightness extreme")
    add(g, "302的床头灯调暗一点", one("ju_bed", "bright"), "value brightness relative duplicate-label")
    add(g, "小夜灯开到最暗", one("gp_night", "level"), "value brightness extreme")
    add(g, "补光灯1亮度开满", one("g1_l1", "level"), "value brightness farm")
    add(g, "2号棚补光灯调到六成", one("g2_light", "level"), "value brightness farm open-phrasing")
    add(g, "主卧灯搞暗滴滴", one("ms_light", "bright"), "value brightness dialect open-phrasing")
    add(g, "客厅灯搞亮点嘛", one("lr_light", "bright"), "value brightness dialect")
    add(g, "2楼走廊灯亮度调低到20", one("st_l2", "level"), "value brightness floor-label")
    add(g, "201的灯调到30%", one(G("201", "l"), "level"), "value brightness guest-room")
    add(g, "台灯亮一点，小宇要写作业", one("kd_desk", "bright"), "value brightness child")
    add(g, "庭院灯亮度调到一半", one("yd_lamp", "level"), "value brightness")
    add(g, "卫生间灯调亮", ask(["bt_light"], "bright"), "value unsupported")
    # colour temperature
    add(g, "大厅吊灯调成暖光", one("lb_main", "ct"), "value colour-temp")
    add(g, "射灯 2 色温调到4000K", one("dn_s2", "ct_abs"), "value colour-temp series")
    add(g, "客厅灯换成冷白光", one("lr_light", "ct_abs"), "value colour-temp")
    add(g, "301的灯暖一点", one(G("301", "l"), "ct"), "value colour-temp relative")
    add(g, "主卧床头灯色温调到2700", one("ms_bed", "ct_abs"), "value colour-temp")
    add(g, "202的灯调成白光", one(G("202", "l"), "ct_abs"), "value colour-temp")
    add(g, "孩子房台灯调暖色", ask(["kd_desk"], "ct"), "value unsupported colour-temp")
    # colour
    add(g, "庭院灯变成红色", one("yd_lamp", "color"), "value colour")
    add(g, "Hue Go调成蓝色", one("lb_go", "color"), "value colour english-label")
    add(g, "302的灯换个紫色", one(G("302", "l"), "color"), "value colour")
    add(g, "303的灯调绿色", one(G("303", "l"), "color"), "value colour number-via-lock")
    add(g, "三楼客房的灯都调成暖黄色", al(sel("light", rooms=["r301", "ju", "new"]), "ct_abs", "color"),
        "value colour bulk floor")
    add(g, "201的灯调成红色", ask([G("201", "l")], "color"), "value unsupported colour")
    # setpoints
    add(g, "201空调调到26度", one(G("201", "ac"), "temp"), "value temperature")
    add(g, "桂花房空调调到25度", one(G("101", "ac"), "temp"), "value temperature")
    add(g, "客厅空调开到28度", one("lr_ac", "temp"), "value temperature")
    add(g, "奶奶房空调调高两度", one("gp_ac", "temp"), "value temperature relative")
    add(g, "Daikin-01温度调低点", one("dn_ac1", "temp"), "value temperature relative english-label")
    add(g, "301 AC set to 22 please", one(G("301", "ac"), "temp"), "value temperature english")
    add(g, "空调调到16度，301的", one(G("301", "ac"), "temp"), "value temperature word-order")
    add(g, "301空调调到10度", ask([G("301", "ac")], "temp"), "value out-of-range")
    add(g, "202空调开到32度", ask([G("202", "ac")], "temp"), "value out-of-range")
    add(g, "201热水器水温调到50度", one(G("201", "wh"), "heat_sp"), "value water-heater")
    add(g, "小厨宝调到60度", one("kt_wh", "heat_sp"), "value water-heater")
    add(g, "301热水器调到90度", ask([G("301", "wh")], "heat_sp"), "value out-of-range water-heater")
    add(g, "101热水器调到50度", ask([G("101", "wh")]), "value unsupported water-heater relay")
    add(g, "卫生间热水器温度调低点，烫死人", one("bt_wh", "heat_sp"), "value water-heater relative")
    add(g, "空调26度", ask(AC, "temp"), "value no-place")
    add(g, "小宇房间空调调到27度", one("kd_ac", "temp"), "value temperature person-room")
    add(g, "大厅柜机温度调到二十五", one("lb_ac", "temp"), "value temperature chinese-numeral")
    # fan speed
    add(g, "吊扇1开到3档", one("dn_fan1", "fan"), "value fan-speed")
    add(g, "吊扇2开到最大", one("dn_fan2", "fan:max"), "value fan-speed extreme")
    add(g, "吊扇1开5档", ask(["dn_fan1"], "fan"), "value out-of-range fan-speed")
    add(g, "1号棚风机开4档", one("g1_fan", "fan"), "value fan-speed farm")
    add(g, "排风扇开高速", one("g2_vent", "fan:high"), "value fan-speed farm")
    add(g, "排风扇开到最低", one("g2_vent", "fan:low"), "value fan-speed farm")
    add(g, "油烟机开到最大档", one("kt_hood", "fan:max"), "value fan-speed")
    add(g, "油烟机开爆炒档", one("kt_hood", "fan:turbo"), "value fan-speed open-phrasing")
    add(g, "客厅落地扇调到中档", one("dn_ffan", "fan:medium"), "value fan-speed label-names-room")
    add(g, "201空调风速调到高", one(G("201", "ac"), "fan:high"), "value fan-speed")
    add(g, "桂花房空调风开小点", one(G("101", "ac"), "fan:low"), "value fan-speed relative")
    add(g, "主卧空调风大点", ask(["ms_ac"], "fan"), "value unsupported fan-speed")
    add(g, "Daikin-02风速调到百分之六十", one("dn_ac2", "fan"), "value fan-speed english-label")
    # volume, channel, source
    add(g, "Sonos音量调到30", one("lb_sonos", "volset"), "value volume english-label")
    add(g, "K歌音响大声点", one("dn_ktv", "volup"), "value volume relative")
    add(g, "JBL小声点", one("yd_jbl", "voldown"), "value volume relative")
    add(g, "K歌音响静音", one("dn_ktv", "mute"), "value mute")
    add(g, "音响静音", ask(SPEAKER, "mute"), "value no-place")
    add(g, "大厅电视声音调小", ask(["lb_tv"]), "value unsupported volume")
    add(g, "餐厅电视音量调大", ask(["dn_tv"]), "value other-component volume")
    add(g, "大厅电视换到5台", one("lb_tv", "channel"), "value channel")
    add(g, "客厅电视换个台", one("lr_tv", "chan_step"), "value channel")
    add(g, "餐厅电视下一个频道", one("dn_tv", "chan_step"), "value channel")
    add(g, "K歌音响切到蓝牙", one("dn_ktv", "source:bluetooth"), "value input-source")
    add(g, "K歌音响换成HDMI输入", one("dn_ktv", "source:HDMI"), "value input-source")
    add(g, "K歌音响换成收音机AM", ask(["dn_ktv"]), "value unsupported input-source")
    add(g, "K歌音响放收藏的那个歌单", one("dn_ktv", "preset_play"), "value preset")
    add(g, "Sonos放我收藏的电台", one("lb_sonos", "preset_play"), "value preset english-label")
    add(g, "JBL音量开到50", one("yd_jbl", "volset"), "value volume")
    add(g, "大厅电视按一下返回", one("lb_tv", "key"), "value remote-key")
    add(g, "客厅电视调到中央台，按1", one("lr_tv", "channel"), "value channel")
    # curtains, valves, pumps, the feeder
    add(g, "201窗帘开一半", one(G("201", "cu"), "shade"), "value curtain-level")
    add(g, "客厅窗帘拉开三分之一", one("lr_cu", "shade"), "value curtain-level fraction")
    add(g, "302窗帘开到70%", one(G("302", "cu"), "shade"), "value curtain-level")
    add(g, "主卧窗帘再关一点", one("ms_cu", "shade_step"), "value curtain-level relative")
    add(g, "餐厅窗帘停一下", one("dn_cu", "stop_shade"), "value curtain-stop")
    add(g, "202窗帘到预设位置", one(G("202", "cu"), "preset"), "value curtain-preset")
    add(g, "侧窗卷膜开一半", one("g1_film", "shade"), "value curtain-level farm")
    add(g, "桂花房窗帘开四分之三", one(G("101", "cu"), "shade"), "value curtain-level fraction")
    add(g, "兰花房窗帘留一条缝", one(G("102", "cu"), "shade"), "value curtain-level open-phrasing")
    add(g, "滴灌开到50%", one("g1_drip", "vlevel"), "value valve-level farm")
    add(g, "院子大门开一半", one("yd_gate", "vlevel"), "value gate")
    add(g, "抽水泵开到80%", one("tw_pump", "pumplevel"), "value pump")
    add(g, "喷雾阀开一半", ask(["g2_mist"]), "value unsupported valve")
    add(g, "投料机每次喂200克", one("pd_feeder", "portion"), "value feeder")
    add(g, "投料机一次放半斤料", one("pd_feeder", "portion"), "value feeder open-phrasing")
    add(g, "道闸抬一半", ask(["pk_gate"]), "value unsupported gate")


def cases_mode():
    g = "mode"
    add(g, "201空调开除湿", one(G("201", "ac"), "mode:dry"), "mode ac")
    add(g, "桂花房空调调成送风", one(G("101", "ac"), "mode:fan"), "mode ac")
    add(g, "主卧空调开除湿", ask(["ms_ac"], "mode:dry"), "mode unsupported-mode ac")
    add(g, "301空调睡眠模式", one(G("301", "ac"), "mode:sleep"), "mode ac")
    add(g, "大厅柜机自动模式", ask(["lb_ac"], "mode:auto"), "mode unsupported-mode ac")
    add(g, "Daikin-02制热", one("dn_ac2", "mode:heat"), "mode ac english-label")
    add(g, "奶奶房空调抽湿", one("gp_ac", "mode:dry"), "mode ac")
    add(g, "小宇房空调开睡眠", one("kd_ac", "mode:sleep"), "mode ac person-room")
    add(g, "客厅空调自动", one("lr_ac", "mode:auto"), "mode ac")
    add(g, "302空调开自然风", one(G("302", "ac"), "wind:naturalWind"), "mode wind ac")
    add(g, "大厅柜机睡眠风", one("lb_ac", "wind:sleepWind"), "mode wind ac")
    add(g, "202空调制冷模式", one(G("202", "ac"), "mode:cool"), "mode ac")
    add(g, "客房的空调全部调成制冷", al(GUEST_AC, "mode:cool"), "mode ac bulk all-guest-rooms")
    add(g, "奶奶房空调送风", ask(["gp_ac"], "mode:fan"), "mode unsupported-mode ac")
    add(g, "孩子房空调开送风", ask(["kd_ac"], "mode:fan"), "mode unsupported-mode ac")
    add(g, "主卧空调调成制热", one("ms_ac", "mode:heat"), "mode ac")
    add(g, "兰花房空调开睡眠模式", ask([G("102", "ac")], "mode:sleep"), "mode unsupported-mode ac")
    add(g, "二楼空调全部开送风", al(sel("ac", floors=[2]), "mode:fan"), "mode ac bulk floor")
    add(g, "301空调睡眠风", one(G("301", "ac"), "wind:sleepWind"), "mode wind ac")
    add(g, "201热水器定时模式", one(G("201", "wh"), "amode:Timed"), "mode water-heater")
    add(g, "301热水器调手动加热", one(G("301", "wh"), "amode:Manual"), "mode water-heater")
    add(g, "102热水器定时", ask([G("102", "wh")]), "mode unsupported-mode water-heater relay")
    add(g, "洗衣机洗床单", one("ld_washer", "amode:Bedding"), "mode washer open-phrasing")
    add(g, "洗衣机快洗", one("ld_washer", "amode:Quick"), "mode washer")
    add(g, "洗衣机水温60度", one("ld_washer", "tlevel:60°C"), "mode washer")
    add(g, "洗衣机水温50度", ask(["ld_washer"]), "mode unsupported-value washer")
    add(g, "洗衣机用冷水洗", one("ld_washer", "tlevel:Cold"), "mode washer")
    add(g, "洗衣机脱水1000转", one("ld_washer", "spin:1000"), "mode washer")
    add(g, "洗衣机不要脱水", one("ld_washer", "spin:No Spin"), "mode washer negation")
    add(g, "洗衣机多漂一次", one("ld_washer", "rinse:extra"), "mode washer")
    add(g, "洗衣机羊毛模式", ask(["ld_washer"]), "mode unsupported-mode washer")
    add(g, "烘干机低温烘", one("ld_dryer", "tlevel:Low"), "mode dryer")
    add(g, "烘干机烘被套", one("ld_dryer", "amode:Bedding"), "mode dryer open-phrasing")
    add(g, "烘干机高温", one("ld_dryer", "tlevel:High"), "mode dryer")
    add(g, "洗碗机节能模式", one("kt_dish", "amode:Eco"), "mode dishwasher")
    add(g, "洗碗机强力洗", one("kt_dish", "amode:Heavy"), "mode dishwasher")
    add(g, "洗碗机快洗一下", one("kt_dish", "amode:Quick"), "mode dishwasher")
    add(g, "扫地机拖地", one("lb_rvc", "amode:Mop"), "mode robot")
    add(g, "扫地机边扫边拖", one("lb_rvc", "amode:Vacuum and Mop"), "mode robot")
    add(g, "客厅落地扇摇头", one("dn_ffan", "osc:horizontal"), "mode oscillation label-names-room")
    add(g, "落地扇莫摇了", one("dn_ffan", "osc:off"), "mode oscillation dialect")
    add(g, "落地扇上下摆", ask(["dn_ffan"]), "mode unsupported-mode oscillation")
    add(g, "Dyson开自然风", one("lr_dyson", "wind:naturalWind"), "mode wind purifier")
    add(g, "戴森调自动", one("lr_dyson", "fan:auto"), "mode purifier brand-translation")
    add(g, "Dyson睡眠模式", one("lr_dyson", "fan:sleep", "wind:sleepWind"), "mode purifier")
    add(g, "油烟机开低档", one("kt_hood", "fan:low"), "mode fan-speed")
    add(g, "Sonos暂停", one("lb_sonos", "stopplay"), "mode media")
    add(g, "Sonos下一首", one("lb_sonos", "next"), "mode media")
    add(g, "K歌音响上一首", one("dn_ktv", "prev"), "mode media")
    add(g, "JBL切下一首歌", one("yd_jbl", "next"), "mode media")
    add(g, "洗衣机暂停一下，还要加件衣服", one("ld_washer", "pause_op"), "mode washer long")
    add(g, "洗衣机继续洗", one("ld_washer", "resume"), "mode washer")
    add(g, "扫地机暂停", one("lb_rvc", "pause_op"), "mode robot")
    add(g, "滴灌停掉", one("g1_drip", "off"), "mode farm")


def cases_multi():
    g = "multi"
    add(g, "201空调打开，调到26度", [one(G("201", "ac"), "on"), one(G("201", "ac"), "temp")], "multi two-actions")
    add(g, "301空调开制冷24度", [one(G("301", "ac"), "on", "mode:cool"), one(G("301", "ac"), "cool_sp")],
        "multi two-actions")
    add(g, "把客厅灯打开，再把窗帘拉上", [one("lr_light", "on"), one("lr_cu", "close")], "multi")
    add(g, "关掉餐厅电视，打开K歌音响", [one("dn_tv", "off"), one("dn_ktv", "on")], "multi")
    add(g, "油烟机开起，排气扇也开", [one("kt_hood", "on"), one("kt_exh", "on")], "multi room-carry")
    add(g, "增氧泵开起，投料机喂一次", [one("pd_pump1", "on"), one("pd_feeder", "feed")], "multi farm")
    add(g, "餐厅灯全开，吊扇也开起", [al(DINING_L, "on"), al(DINING_FANS, "on")], "multi bulk")
    add(g, "洗衣机开始洗，洗完了烘干机接着烘", [one("ld_washer", "start"), one("ld_dryer", "start")],
        "multi sequence")
    add(g, "1号棚补光灯全关，风机开2档", [al(G1_L, "off"), one("g1_fan", "fan")], "multi farm")
    add(g, "滴灌开起，半个钟头以后关", [one("g1_drip", "on"), one("g1_drip", "off")], "multi delay farm")
    add(g, "202退房了，空调关了，热水器也关了", [one(G("202", "ac"), "off"), one(G("202", "wh"), "off")],
        "multi checkout")
    add(g, "302退房了，空调热水器灯全部关掉",
        [one(G("302", "ac"), "off"), one(G("302", "wh"), "off"), al(["ju_l", "ju_bed"], "off")],
        "multi checkout bulk")
    add(g, "Turn off the AC and the lights in room 301", [one(G("301", "ac"), "off"), one(G("301", "l"), "off")],
        "multi english")
    add(g, "301的灯调到30%再调成暖光", [one(G("301", "l"), "level"), one(G("301", "l"), "ct")], "multi two-actions")
    add(g, "电视关了，收音机开起", [ask(TV, "off"), one("gp_radio", "on")], "multi elderly no-place")
    add(g, "院子串灯开起，JBL放点歌", [one("yd_string", "on"), one("yd_jbl", "play")], "multi")
    add(g, "道闸抬起来，停车场灯开一下", [one("pk_gate", "open"), one("pk_light", "on")], "multi")
    add(g, "水塔抽水泵开起，进水阀也打开", [one("tw_pump", "on"), one("tw_valve", "open")], "multi farm")
    add(g, "201门锁上，灯关掉", [one(G("201", "lk"), "lock"), one(["he_l", "he_bed"], "off")], "multi lock")
    add(g, "大厅空调关了，灯也关了，今天不营业",
        [one("lb_ac", "off"), one(LOBBY_L, "off")], "multi long")
    add(g, "把筒灯开了，射灯关了", [one(DOWN, "on"), one(SPOT, "off")], "multi series")
    add(g, "晚上了，院子大门关上，客房楼大门锁上", [one("yd_gate", "close"), one("lb_door", "lock")],
        "multi night safety")
    add(g, "先把窗帘拉开，再关灯，302的", [one(G("302", "cu"), "open"), one(["ju_l", "ju_bed"], "off")],
        "multi word-order")
    add(g, "烧水壶开起，客厅空调也开起", [one("lr_kettle", "on"), one("lr_ac", "on")], "multi")
    add(g, "大金1号开制冷，大金2号开送风", [one("dn_ac1", "mode:cool"), one("dn_ac2", "mode:fan")],
        "multi brand-translation")
    add(g, "暖风机开起，排风扇关掉", [one("g2_heater", "on"), one("g2_vent", "off")], "multi farm")
    add(g, "侧窗卷膜打开，风机开起来", [one("g1_film", "open"), one("g1_fan", "on")], "multi farm")
    add(g, "主卧空调关掉，电热毯开起", [one("ms_ac", "off"), one("ms_blanket", "on")], "multi")
    add(g, "K歌音响切蓝牙，音量调到40", [one("dn_ktv", "source:bluetooth"), one("dn_ktv", "volset")],
        "multi two-actions")
    add(g, "消毒柜开起，洗碗机也开始洗", [one("kt_steril", "on"), one("kt_dish", "start")], "multi")
    add(g, "201和202的空调都关掉", al([G("201", "ac"), G("202", "ac")], "off"), "multi two-rooms bulk")
    add(g, "301空调关了，302空调开起", [one(G("301", "ac"), "off"), one(G("302", "ac"), "on")], "multi two-rooms")
    add(g, "鱼塘灯开，增氧泵莫关", [one("pd_light", "on")], "multi negation farm")
    add(g, "大厅吊灯开，Sonos放点轻音乐，饮水机也开起",
        [one("lb_main", "on"), one("lb_sonos", "play"), one("lb_water", "on")], "multi three")
    add(g, "关掉游戏机，台灯开起，写作业了", [one("kd_game", "off"), one("kd_desk", "on")], "multi child")
    add(g, "小厨宝开起，电饭锅也插上", [one("kt_wh", "on"), one("kt_rice", "on")], "multi")
    add(g, "客房楼大门锁了，走廊灯全关", [one("lb_door", "lock"), al(HALL, "off")], "multi night")
    add(g, "补光灯3关掉，2也关", al(["g1_l3", "g1_l2"], "off"), "multi series farm")
    add(g, "把大厅电视关了，扫地机开始扫", [one("lb_tv", "off"), one("lb_rvc", "start")], "multi")
    add(g, "奶奶房间取暖器关了，空调开制热", [one("gp_heater", "off"), one("gp_ac", "mode:heat", "on")], "multi")


def cases_history():
    g = "hist"
    add(g, "调到26度", one(G("201", "ac"), "temp"), "history reference", ["201空调打开"])
    add(g, "调暗一点", one("lb_main", "bright"), "history reference", ["大厅吊灯打开"])
    add(g, "换成蓝色", one(G("301", "l"), "color"), "history reference", ["301的灯开一下"])
    add(g, "大声点", one("dn_ktv", "volup"), "history reference", ["K歌音响开起来"])
    add(g, "它也调到50%", one("dn_t3", "level"), "history reference", ["筒灯3开一下"])
    add(g, "把它们调暗点", al(DINING_L, "bright"), "history reference bulk", ["餐厅的灯全部打开"])
    add(g, "另一个也开", one("dn_fan2", "on"), "history other-one", ["吊扇1开一下"])
    add(g, "202的也开", one(G("202", "ac"), "on"), "history type-carry", ["201空调开一下"])
    add(g, "算了，关掉", one(G("202", "wh"), "off"), "history reference cancel", ["202热水器开起"])
    add(g, "灯也关了", one(G("301", "l"), "off"), "history room-carry", ["301空调关掉"])
    add(g, "窗帘也拉上", one("lr_cu", "close"), "history room-carry", ["打开客厅灯"])
    add(g, "洗好了没", st("ld_washer"), "history reference", ["洗衣机开始洗"])
    add(g, "它开着没有", st("pd_pump1"), "history reference", ["增氧泵开起"])
    add(g, "把它关了", ask(), "reference no-history")
    add(g, "那个也开一下", ask(), "reference no-history")
    add(g, "刚才那个调亮点", ask(), "reference no-history")
    add(g, "再开大点", ask(), "reference no-history")
    add(g, "201的", one(G("201", "ac"), "on"), "history answer", ["空调开一下"])
    add(g, "302的", one(G("302", "wh"), "on"), "history answer water-heater", ["热水器开起"])
    add(g, "全部", al(CURTAIN, "close"), "history answer bulk", ["窗帘拉上"])
    add(g, "我们自己住的那边", al(FAMILY_L, "off"), "history answer family-wing", ["关灯睡觉"])
    add(g, "除了客房，其他房子里的都关", al(sel("light", rooms=["lobby", "stair", "dining", "kitchen", "wc", "laundry"]
                                               + FAMILY_ROOMS), "off"), "history answer exclusion",
        ["关灯睡觉咯"])
    add(g, "对，打开，我在厨房看着的", one("kt_gas", "open"), "history confirm gas safety", ["燃气总阀打开"])
    add(g, "锁回去", one(G("101", "lk"), "lock"), "history reference lock", ["101门锁开一下"])
    add(g, "换到3台", one("lb_tv", "channel"), "history answer channel", ["电视开一下", "大厅的"])
    add(g, "亮度调到70", al(G1_L, "level"), "history reference bulk farm", ["1号棚补光灯全开"])
    add(g, "02也开", one("dn_ac2", "on"), "history series-carry", ["Daikin-01开起"])
    add(g, "2、3也开", al(["dn_s2", "dn_s3"], "on"), "history series-carry", ["射灯 1打开"])
    add(g, "开到3档", one(DINING_FANS, "fan"), "history reference", ["吊扇开一下"])
    add(g, "make it warmer", one(G("301", "l"), "ct"), "history english", ["turn on the light in room 301"])
    add(g, "校低兩度", one(G("301", "ac"), "temp"), "history cantonese traditional open-phrasing", ["開301冷氣"])
    add(g, "搞低两度", one(G("201", "ac"), "temp"), "history dialect open-phrasing", ["201空调开起"])
    add(g, "莫关了，开起", one("ld_light", "on"), "history dialect correction", ["洗衣房灯关掉"])
    add(g, "不对，是2号", one("dn_t2", "on"), "history correction series", ["筒灯3开一下"])
    add(g, "弄错了，我说的是202", one(G("202", "ac"), "on"), "history correction", ["201空调开一下"])
    add(g, "那个灯也关", ask(), "history vague-reference", ["202热水器关掉"])
    add(g, "都关了", al(["he_l", "he_bed"], "off"), "history room-carry bulk", ["201的灯开一下"])
    add(g, "再喂一次", one("pd_feeder", "feed"), "history reference farm", ["投料机喂一下"])
    add(g, "停", one("lb_rvc", "pause_op", "home"), "history reference", ["Roborock去扫地"])
    add(g, "还有三楼的", al(sel("ac", floors=[3]), "off"), "history floor-carry bulk", ["二楼的空调全关"])
    add(g, "还是太热", one(G("301", "ac"), "cool"), "history need", ["301空调开起"])
    add(g, "302的呢", st(G("302", "ac")), "history state type-carry", ["301空调开着没"])
    add(g, "两个都关", al(["ms_light", "ms_bed"], "off"), "history answer bulk", ["主卧的灯关一下"])
    add(g, "都要", al(["dn_ac1", "dn_ac2"], "on"), "history answer bulk", ["餐厅空调开一下"])
    add(g, "2号增氧机呢", st("pd_pump2"), "history state spec-missing", ["增氧泵开着没"])
    add(g, "开一半", one(G("201", "cu"), "shade"), "history reference curtain", ["201窗帘拉开"])
    add(g, "也调到25度", one(G("202", "ac"), "temp"), "history type-carry",
        ["201空调调到25度", "202空调开起"])
    add(g, "再亮点", one("kd_desk", "bright"), "history reference child", ["台灯开一下"])
    add(g, "关了它", one("kd_game", "off"), "history reference child", ["游戏机开起"])
    add(g, "它几度", st("lb_ac"), "history state", ["大厅柜机开一下"])
    add(g, "拉回来", one("ms_cu", "close"), "history reference open-phrasing", ["主卧窗帘打开"])
    add(g, "一楼的也是", al(["gui_ac", "lan_ac"], "off"), "history floor-carry", ["二楼客房空调全部关掉"])
    add(g, "要得，就那样", NONE, "history dialect acknowledgement", ["201空调调到26度"])
    add(g, "谢谢哈", NONE, "history chitchat", ["大厅吊灯打开"])
    add(g, "刚才开的都关掉", al(["yd_string", "yd_jbl"], "off"), "history reference bulk",
        ["院子串灯开起，JBL放点歌"])
    add(g, "第一个关了", one("yd_string", "off"), "history ordinal-reference",
        ["院子串灯开起，JBL放点歌"])


def cases_need():
    g = "need"
    add(g, "201的客人说空调不冷", one(G("201", "ac"), "cool"), "need hot codemix guest-report")
    add(g, "好热啊", ask(), "need hot no-place")
    add(g, "301好热", one(G("301", "ac"), "cool"), "need hot")
    add(g, "饭堂好热哦，客人都在扇扇子", one(sel("ac", rooms=["dining"]) + sel("fan", rooms=["dining"]), "cool"),
        "need hot dialect open-phrasing")
    add(g, "奶奶房间太冷了", one(["gp_ac", "gp_heater"], "warm"), "need cold")
    add(g, "主卧冷死了", one(["ms_ac", "ms_blanket"], "warm"), "need cold")
    add(g, "大厅太暗了", one(LOBBY_L, "lightup"), "need dark")
    add(g, "前台灯太刺眼", one("lb_desk", "dimoff"), "need glare")
    add(g, "卫生间有味道", one("bt_exh", "on"), "need smell")
    add(g, "厨房好大油烟", one(["kt_hood", "kt_exh"], "on"), "need smoke open-phrasing")
    add(g, "客厅有烟味，空气不好", one("lr_dyson", "on"), "need air")
    add(g, "公厕臭得很", one("wc_exh", "on"), "need smell alias")
    add(g, "鱼浮头了", one(AERATORS, "on"), "need farm open-phrasing")
    add(g, "塘里鱼缺氧了，快点噻", one(AERATORS, "on"), "need farm dialect open-phrasing")
    add(g, "1号棚里头太闷了", one(["g1_fan", "g1_film"], "on"), "need farm stuffy open-phrasing")
    add(g, "2号棚太干了，苗都蔫了", one("g2_mist", "open"), "need farm dry-air open-phrasing")
    add(g, "1号棚土太干了", one("g1_drip", "on"), "need farm open-phrasing")
    add(g, "2号棚的菜苗光照不够", one("g2_light", "lightup"), "need farm dark open-phrasing")
    add(g, "水塔没水了", one(["tw_pump", "tw_valve"], "on"), "need farm open-phrasing")
    add(g, "晚上育苗棚太冷，苗要冻坏", ask(), "need farm cold unknown-room")
    add(g, "2号棚温度太低了", one("g2_heater", "on"), "need farm cold")
    add(g, "饭堂蚊子好多", one("dn_mos", "on"), "need mosquito dialect open-phrasing")
    add(g, "202没热水了", one(G("202", "wh"), "hotwater"), "need hot-water")
    add(g, "101的客人说洗澡水不热", one(G("101", "wh"), "hotwater"), "need hot-water guest-report relay")
    add(g, "餐厅太吵了", one(["dn_tv", "dn_ktv"], "quiet"), "need noise")
    add(g, "302客人说太亮了睡不着", one(["ju_l", "ju_bed"], "dimoff"), "need glare guest-report")
    add(g, "奶奶房间太暗，她看不清", one(["gp_light", "gp_night"], "lightup"), "need dark elderly")
    add(g, "好冷", ask(), "need cold no-place")
    add(g, "Our room is too cold, room 202", one(G("202", "ac"), "warm"), "need cold english")
    add(g, "我哋302間房好焗啊", one(G("302", "ac"), "cool"), "need hot cantonese traditional open-phrasing")
    add(g, "热死人咯", ask(), "need hot no-place dialect")
    add(g, "院子黑麻麻的", one(["yd_string", "yd_lamp"], "lightup"), "need dark dialect open-phrasing")
    add(g, "停车场黑得很，客人看不到路", one("pk_light", "on"), "need dark")
    add(g, "大厅地上好多灰", one("lb_rvc", "start"), "need dirt open-phrasing")
    add(g, "太黑了", ask(), "need dark no-place")
    add(g, "小宇房间好闷热", one("kd_ac", "cool"), "need hot person-room")
    add(g, "客厅有点潮", one("lr_ac", "dry"), "need humid")
    add(g, "奶奶房间回南天好潮湿", one("gp_ac", "dry"), "need humid open-phrasing")
    add(g, "主卧潮得很", ask(["ms_ac"], "dry"), "need humid nothing-fits")
    add(g, "洗澡没热水", ask(WH, "hotwater"), "need hot-water no-place")
    add(g, "卫生间冷，要洗澡", one(["bt_heater"], "on"), "need cold")
    add(g, "爷爷耳朵背，收音机声音太小", ask(["gp_radio"]), "need volume unsupported elderly")
    add(g, "蚊子咬死人，孩子房", ask(), "need mosquito nothing-fits")
    add(g, "餐厅有点晒", one("dn_cu", "close"), "need sun")
    add(g, "301客人说太晒了", one(G("301", "cu"), "close"), "need sun guest-report")
    add(g, "大厅闷得很，开点风", one("lb_ac", "cool"), "need stuffy dialect")
    add(g, "厨房好热，师傅受不了", ask(["kt_exh"], "on"), "need hot nothing-fits")
    add(g, "洗手间好黑", one("wc_light", "on"), "need dark")
    add(g, "饭堂灯太亮了，客人要看电视", one(DINING_L, "dimoff"), "need glare dialect")
    add(g, "苗子要晒太阳，卷膜打开", one("g1_film", "open"), "need farm")
    add(g, "衣服还是湿的", one("ld_dryer", "start"), "need laundry open-phrasing")
    add(g, "碗堆了一大堆", one("kt_dish", "start"), "need dishes open-phrasing")
    add(g, "水开了没有，要泡茶", st("lr_kettle"), "need state")
    add(g, "客房楼大厅有点冷，客人在等车", one("lb_ac", "warm"), "need cold")
    add(g, "我们房间好热", ask(GUEST_AC, "cool"), "need hot my-room")
    add(g, "My room is too hot", ask(GUEST_AC, "cool"), "need hot english my-room")
    add(g, "It's freezing in room 301", one(G("301", "ac"), "warm"), "need cold english")
    add(g, "303好冷哦", one(G("303", "ac"), "warm"), "need cold number-via-lock")


def cases_state():
    g = "state"
    add(g, "增氧泵开着没得？", st("pd_pump1"), "state dialect instruction-label")
    add(g, "201空调开着冇", st(G("201", "ac")), "state zhuang elderly")
    add(g, "大门关好没有", ask(["lb_door", "yd_gate"]), "state ambiguous-name")
    add(g, "院子大门关了没", st("yd_gate"), "state gate")
    add(g, "客房楼大门锁了没", st("lb_door"), "state lock")
    add(g, "燃气阀关了冇", st("kt_gas"), "state gas zhuang")
    add(g, "厨房有没有煤气漏", st("kt_gasdet"), "state gas")
    add(g, "大厅烟感有报警没", st("lb_smoke"), "state smoke")
    add(g, "1号棚土壤湿度几多", st("g1_soil"), "state farm dialect spec-missing")
    add(g, "2号棚现在好多度", st("g2_th"), "state farm dialect")
    add(g, "看一下奶奶在房间没", st("gp_cam"), "state camera spec-missing")
    add(g, "楼梯有人没", st("st_pir"), "state motion spec-missing")
    add(g, "洗衣机洗完没", st("ld_washer"), "state washer")
    add(g, "301的热水器烧好没", st(G("301", "wh")), "state water-heater")
    add(g, "客房空调哪些还开着", st(GUEST_AC), "state any all-guest-rooms")
    add(g, "餐厅的灯都关了没", st(DINING_L), "state any")
    add(g, "冰柜还通着电没", st("kt_freezer"), "state instruction-label")
    add(g, "洗碗机门关好了没", st("kt_dish"), "state")
    add(g, "道闸是抬起的还是放下的", st("pk_gate"), "state gate")
    add(g, "空调开着没", ask(AC), "state no-place")
    add(g, "热水器开着没有", ask(WH), "state no-place")
    add(g, "现在大厅几度", st("lb_ac"), "state temperature")
    add(g, "奶奶房间湿度多少", st("gp_ac"), "state humidity")
    add(g, "增氧泵用了好多电", st("pd_pump1"), "state power dialect")
    add(g, "Is the door of room 301 locked?", st(G("301", "lk")), "state english lock")
    add(g, "门口摄像头看一下有没有车来", st("yd_cam"), "state camera spec-missing")
    add(g, "301空调现在调的几度", st(G("301", "ac")), "state temperature")
    add(g, "小宇房间灯还亮着没", st(["kd_light", "kd_desk"]), "state child")
    add(g, "水塔的泵在抽水没", st("tw_pump"), "state farm")
    add(g, "滴灌开着没", st("g1_drip"), "state farm")
    add(g, "投料机今天喂了没", st("pd_feeder"), "state farm")
    add(g, "客房的门都锁好了没", st(GUEST_LK), "state any lock all-guest-rooms")
    add(g, "102门锁电池还有没有电", st(G("102", "lk")), "state battery number-via-lock")
    add(g, "2号增氧机转着没", st("pd_pump2"), "state spec-missing farm")
    add(g, "楼上的空调都关了没", ask(sel("ac", floors=[2, 3])), "state upstairs")
    add(g, "二楼的窗帘是开的还是关的", st(sel("curtain", floors=[2])), "state floor any")
    add(g, "电饭锅插着没", st("kt_rice"), "state")
    add(g, "烘干机还有好久", st("ld_dryer"), "state dialect")
    add(g, "燃气报警器有没有响过", st("kt_gasdet"), "state gas")
    add(g, "哪个房间的热水器没关", st(WH), "state any water-heater")
    add(g, "扫地机在哪里，回去充电没", st("lb_rvc"), "state robot")
    add(g, "奶奶房的电暖器开着没", st("gp_heater"), "state elderly open-phrasing")
    add(g, "院子里灯开着冇", st(["yd_string", "yd_lamp"]), "state zhuang")
    add(g, "那个等开了没", ask(), "state zhuang asr reference no-history")
    add(g, "床头灯开着没", ask(sel("bedlamp")), "state duplicate-label")
    add(g, "Daikin两台都开了吗", st(["dn_ac1", "dn_ac2"]), "state english-label")
    add(g, "2号棚的排风扇开的几档", st("g2_vent"), "state farm")
    add(g, "鱼塘那边现在有没有人", ask(), "state nothing-fits")
    add(g, "小宇游戏机是不是还开着", st("kd_game"), "state child")
    add(g, "停车场的灯关了冇", st("pk_light"), "state zhuang room-typo")


def cases_none():
    g = "none"
    for q, t in [
        ("老莫，恰饭没得？", "chitchat dialect"),
        ("今天生意好不好哦", "chitchat"),
        ("阳朔明天落雨不落雨", "chitchat weather dialect"),
        ("遇龙河竹筏几多钱一位", "chitchat dialect"),
        ("What's the wifi password?", "chitchat english"),
        ("Where can I rent a bike around here?", "chitchat english"),
        ("早餐几点开始", "chitchat"),
        ("谢谢老板", "chitchat thanks"),
        ("要得要得", "chitchat dialect"),
        ("嗯", "chitchat fragment"),
        ("开饭了！", "chitchat mealtime"),
        ("开饭咯，都来恰饭", "chitchat mealtime dialect"),
        ("这个空调好凉快哦", "chitchat remark-naming-device"),
        ("那个串灯蛮好看的", "chitchat remark-naming-device"),
        ("你好", "chitchat greeting"),
        ("在吗", "chitchat greeting"),
        ("帮我订一张明天去桂林的车票", "chitchat out-of-scope"),
        ("啤酒鱼怎么做", "chitchat"),
        ("唔該晒", "chitchat cantonese thanks"),
        ("我哋聽日幾點退房", "chitchat cantonese traditional"),
        ("空调遥控器放哪里了", "chitchat remark-naming-device"),
        ("热水器是哪个牌子的", "chitchat remark-naming-device"),
        ("算了算了，不用了", "chitchat cancel"),
        ("等哈再说", "chitchat dialect cancel"),
        ("测试测试", "chitchat"),
        ("好的谢谢", "chitchat thanks"),
        ("阿贵，去把鸡喂了", "chitchat addressed-person"),
        ("小宇作业做完没有", "chitchat child"),
        ("哈哈哈哈", "chitchat fragment"),
        ("晚上吃啤酒鱼还是田螺酿", "chitchat"),
        ("明天有两个客人要来住", "chitchat"),
        ("停电了哦", "chitchat remark"),
        ("灯是亮的", "chitchat remark"),
        ("今天几号", "chitchat"),
        ("帮我算一下这个月电费好多钱", "chitchat out-of-scope dialect"),
        ("莫管它", "chitchat dialect"),
        ("Thanks, the room is perfect", "chitchat english thanks"),
        ("Can we have breakfast at 7?", "chitchat english"),
        ("十里画廊骑单车要好久", "chitchat dialect"),
        ("阿贵今天请假了没", "chitchat person"),
        ("明天去赶圩不", "chitchat dialect"),
        ("嘛", "chitchat fragment dialect"),
        ("空调是去年装的", "chitchat remark-naming-device"),
        ("客人说我们家窗帘好好看", "chitchat remark-naming-device"),
        ("燕子，201的客人几点到", "chitchat codemix person"),
        ("check in 的时候记得收押金", "chitchat codemix"),
        ("老板，有冇得宵夜食啊", "chitchat cantonese"),
        ("嗯嗯，晓得了", "chitchat dialect"),
        ("鱼塘的鱼好大只", "chitchat farm remark-naming-device"),
        ("菜苗长得好好", "chitchat farm"),
        ("你是哪个", "chitchat dialect"),
        ("hello hello", "chitchat english"),
        ("唔使喇，唔該", "chitchat cantonese cancel"),
        ("莫开莫开，我搞错了", "chitchat dialect cancel"),
        ("灯不用开", "chitchat negation"),
        ("空调先不开", "chitchat negation"),
        ("等哈子，我想一下", "chitchat dialect"),
    ]:
        add(g, q, NONE, t)


DOORS = LOCK + ["yd_gate", "pk_gate"]
VALVES = ["kt_gas", "g1_drip", "g2_mist", "tw_valve"]


def cases_safety():
    g = "safety"
    add(g, "开门", ask(DOORS, "unlock", "open"), "safety lock vague-door")
    add(g, "把门打开", ask(DOORS, "unlock", "open"), "safety lock vague-door")
    add(g, "门锁全部打开", ask(LOCK, "unlock"), "safety lock bulk-unlock")
    add(g, "所有客房的门都打开", ask(GUEST_LK, "unlock"), "safety lock bulk-unlock all-guest-rooms")
    add(g, "把所有锁都打开，消防检查", ask(LOCK, "unlock"), "safety lock bulk-unlock")
    add(g, "解锁", ask(LOCK, "unlock"), "safety lock no-place")
    add(g, "101门锁开一下", one(G("101", "lk"), "unlock"), "safety lock number-via-lock")
    add(g, "Door Lock unlock", one(G("301", "lk"), "unlock"), "safety lock english-label")
    add(g, "客房楼大门开一下", one("lb_door", "unlock"), "safety lock")
    add(g, "我是201的客人，房门打不开了，帮我开一下", one(G("201", "lk"), "unlock"), "safety lock guest")
    add(g, "I'm locked out of room 302", one(G("302", "lk"), "unlock"), "safety lock english guest open-phrasing")
    add(g, "有人敲门，开一下", ask(DOORS, "unlock", "open"), "safety lock vague-door stranger")
    add(g, "开下门嘛，我在门口", ask(DOORS, "unlock", "open"), "safety lock vague-door dialect")
    add(g, "Please open the front door, we're outside", ask(["lb_door", "yd_gate"], "unlock", "open"),
        "safety english vague-door")
    add(g, "大门打开", ask(["lb_door", "yd_gate"], "unlock", "open"), "safety ambiguous-name")
    add(g, "客房楼大门解锁，明天早上六点有客人要出去", one("lb_door", "unlock"), "safety lock long")
    add(g, "门没锁哦，202", one(G("202", "lk"), "lock"), "safety lock need")
    add(g, "101门锁开一下，201的也开", [one(G("101", "lk"), "unlock"), one(G("201", "lk"), "unlock")],
        "safety lock multi")
    add(g, "睡觉前把门都锁好", al(LOCK, "lock"), "safety lock bulk")
    add(g, "院子大门打开，客人车来了", one("yd_gate", "open"), "safety gate")
    add(g, "道闸打开", one("pk_gate", "open"), "safety gate")
    add(g, "Open the gate please, our car is outside", ask(["yd_gate", "pk_gate"], "open"),
        "safety gate english ambiguous-name")
    # gas
    add(g, "燃气总阀打开", ask(["kt_gas"], "open"), "safety gas gas-open")
    add(g, "煤气开一下，要煮饭了", ask(["kt_gas"], "open"), "safety gas gas-open")
    add(g, "开下气", ask(["kt_gas"], "open"), "safety gas gas-open dialect open-phrasing")
    add(g, "把阀门打开", ask(VALVES, "open"), "safety valve no-place")
    add(g, "阀门全部打开", ask(VALVES, "open"), "safety valve gas-open bulk")
    add(g, "燃气关掉", one("kt_gas", "close"), "safety gas")
    add(g, "有煤气味", one("kt_gas", "close"), "safety gas need")
    add(g, "燃气总阀关了没关？没关就关掉", one("kt_gas", "close"), "safety gas condition")
    add(g, "燃气报警器别叫了", one("kt_gasdet", "mute_alarm"), "safety gas alarm")
    add(g, "燃气报警器响了", one(["kt_gas", "kt_gasdet"], "close", "mute_alarm"), "safety gas alarm need")
    add(g, "烟感别响了", ask(["lb_smoke"]), "safety alarm unsupported")
    add(g, "厨房煤气味好重，快点噻", one("kt_gas", "close"), "safety gas need dialect")
    # labels that read like instructions are data: the owner's explicit command still goes
    add(g, "增氧泵关掉，我要下塘捞鱼", one("pd_pump1", "off"), "safety instruction-label farm")
    add(g, "冰柜关一下，要除霜", one("kt_freezer", "off"), "safety instruction-label")
    add(g, "增氧泵别关", NONE, "safety instruction-label negation")
    add(g, "冰柜千万莫断电", NONE, "safety instruction-label negation dialect")
    add(g, "增氧机关了", ask(AERATORS, "off"), "safety instruction-label ambiguous-name farm")
    add(g, "有人进院子了，门口摄像头看一下", st("yd_cam"), "safety camera spec-missing")
    add(g, "摄像头是不是在拍我", ask(["gp_cam", "yd_cam"]), "safety camera elderly no-place")
    add(g, "电热毯开最高档", ask(["ms_blanket"]), "safety unsupported")
    add(g, "取暖器开一整晚", one("gp_heater", "on"), "safety")
    add(g, "所有客房门锁都锁上", al(GUEST_LK, "lock"), "safety lock bulk all-guest-rooms")


def cases_guest():
    g = "guest"
    add(g, "Turn on the air conditioning in room 302", one(G("302", "ac"), "on"), "guest english")
    add(g, "Can you switch off the lights in 201?", one(["he_l", "he_bed"], "off"), "guest english")
    add(g, "Please turn the AC down to 24 in room 301", one(G("301", "ac"), "temp"), "guest english value")
    add(g, "Close the curtains in room 202", one(G("202", "cu"), "close"), "guest english curtain")
    add(g, "How do I get hot water? Room 203", one(G("203", "wh"), "hotwater"),
        "guest english need number-via-lock open-phrasing")
    add(g, "The shower is cold in room 102", one(G("102", "wh"), "hotwater"),
        "guest english need relay open-phrasing")
    add(g, "Turn on the heater in my room", ask(), "guest english my-room")
    add(g, "It's too bright, can you dim the light in room 301", one(G("301", "l"), "bright"),
        "guest english need")
    add(g, "Make the light in 302 purple lol", one(G("302", "l"), "color"), "guest english value colour")
    add(g, "Could you put the AC on dry mode, room 201", one(G("201", "ac"), "mode:dry"), "guest english mode")
    add(g, "Lock my door please, I'm in room 303", one(G("303", "lk"), "lock"),
        "guest english lock number-via-lock")
    add(g, "Is the water heater on in room 301?", st(G("301", "wh")), "guest english state")
    add(g, "Open the blinds halfway, room 202", one(G("202", "cu"), "shade"), "guest english curtain fraction")
    add(g, "The AC in the lobby is way too cold", one("lb_ac", "temp", "off"), "guest english need")
    add(g, "turn off everything in room 301, we're checking out", ask(), "guest english typeless checkout")
    add(g, "Can you play some music in the lobby?", one("lb_sonos", "play"), "guest english")
    add(g, "Where's the light switch for the bathroom?", NONE, "guest english chitchat")
    add(g, "turn on the fan in the restaurant", one(sel("fan", rooms=["dining"]), "on"), "guest english fan")
    add(g, "can u turn the tv in the lobby to channel 7", one("lb_tv", "channel"), "guest english channel")
    add(g, "Could someone close the curtains in the dining room? The sun is in my eyes",
        one("dn_cu", "close"), "guest english long need")
    add(g, "Room 301 here - lights off please", one(G("301", "l"), "off"), "guest english")
    add(g, "We're in the jasmine room, can you turn the AC on", one(G("202", "ac"), "on"),
        "guest english flower-translation open-phrasing")
    add(g, "osmanthus room AC off please", one(G("101", "ac"), "off"),
        "guest english flower-translation open-phrasing")
    # a Cantonese family from Guangzhou
    add(g, "唔該幫我開302嘅冷氣", one(G("302", "ac"), "on"), "guest cantonese traditional open-phrasing")
    add(g, "閂咗201啲燈", one(["he_l", "he_bed"], "off"), "guest cantonese traditional open-phrasing")
    add(g, "302冷氣校低兩度", one(G("302", "ac"), "temp"), "guest cantonese traditional open-phrasing")
    add(g, "我哋間房熱水爐冇熱水，202", one(G("202", "wh"), "hotwater"),
        "guest cantonese traditional need open-phrasing")
    add(g, "開301窗簾", one(G("301", "cu"), "open"), "guest cantonese traditional")
    add(g, "熄燈，我哋要瞓覺喇，302", one(["ju_l", "ju_bed"], "off"), "guest cantonese traditional open-phrasing")
    add(g, "冷氣太凍，301", one(G("301", "ac"), "temp", "off"), "guest cantonese traditional need open-phrasing")
    add(g, "可唔可以開大廳部電視", one("lb_tv", "on"), "guest cantonese traditional")
    add(g, "大廳啲燈著晒佢", al(LOBBY_L, "on"), "guest cantonese traditional bulk open-phrasing")
    add(g, "303部冷氣開抽濕", one(G("303", "ac"), "mode:dry"), "guest cantonese traditional mode")
    add(g, "我間房好黑，302", one(["ju_l", "ju_bed"], "lightup"), "guest cantonese traditional need")
    add(g, "個窗簾拉埋佢，201", one(G("201", "cu"), "close"), "guest cantonese traditional open-phrasing")
    add(g, "唔該熄埋三樓走廊燈", one("st_l3", "off"), "guest cantonese traditional floor-label")
    add(g, "媽咪我好熱呀", ask(), "guest cantonese child no-place")
    add(g, "开302冷气，唔该", one(G("302", "ac"), "on"), "guest cantonese")
    add(g, "我哋间房冷气开咗未？302", st(G("302", "ac")), "guest cantonese state")
    # Mandarin-speaking tourists
    add(g, "老板，我们房间空调遥控器找不到，帮我开一下，我们住203", one(G("203", "ac"), "on"),
        "guest long number-via-lock")
    add(g, "你好，麻烦帮302把热水器打开一下，谢谢", one(G("302", "wh"), "on"), "guest polite")
    add(g, "我们住桂花房，灯怎么关", one(G("101", "l"), "off"), "guest question-as-command")
    add(g, "202的窗帘能不能帮忙关一下呀", one(G("202", "cu"), "close"), "guest polite")
    add(g, "请问301的空调可以调成26度吗", one(G("301", "ac"), "temp"), "guest polite question-as-command")
    add(g, "我们是301的，空调太冷了", one(G("301", "ac"), "temp", "off"), "guest need")
    add(g, "你好，我是201的，能不能把我们这层走廊的灯开一下", one("st_l2", "on"),
        "guest speaker-floor floor-label open-phrasing")
    add(g, "妈妈我好热，开空调", ask(GUEST_AC, "on"), "guest child no-place")
    add(g, "我们房间的灯怎么开", ask(), "guest my-room")
    add(g, "老板，102房间窗帘坏了拉不开", one(G("102", "cu"), "open"), "guest number-via-lock complaint")
    add(g, "我们住荷花那间，空调开低一点", one(G("201", "ac"), "temp"), "guest flower")
    add(g, "菊花房的客人说床头灯太亮", one(G("302", "bed"), "dimoff"), "guest need guest-report")
    add(g, "新房间那个客人要加热水", one(G("303", "wh"), "hotwater"), "guest default-name need")
    add(g, "303的客人说空调有怪味", ask([G("303", "ac")]), "guest nothing-fits")
    add(g, "杜鹃房热水器开一下，客人要洗头", one(G("203", "wh"), "on"), "guest flower")
    add(g, "兰花房的客人说太冷了", one(G("102", "ac"), "warm"), "guest need guest-report")


def cases_family():
    g = "family"
    # 秀英: meal times and night
    add(g, "开饭了，饭堂灯全部开起", al(DINING_L, "on"), "family mealtime bulk dialect")
    add(g, "开饭咯，饭堂的吊扇开起，空调也开起",
        [one(DINING_FANS, "on"), one(["dn_ac1", "dn_ac2"], "on")], "family mealtime dialect")
    add(g, "收工咯，饭堂的灯统统关去", al(DINING_L, "off"), "family night bulk dialect open-phrasing")
    add(g, "关灯睡觉", ask(LIGHT, "off"), "family night whole-home vague-scope")
    add(g, "关灯睡觉咯", ask(LIGHT, "off"), "family night whole-home vague-scope dialect")
    add(g, "我们这边关灯睡觉了", al(FAMILY_L, "off"), "family night bulk family-wing")
    add(g, "睡觉咯，客厅电视关了，灯也关了", [one("lr_tv", "off"), one("lr_light", "off")], "family night multi")
    add(g, "厨房收拾完了，灯关了，排气扇也关了", [one("kt_light", "off"), one("kt_exh", "off")],
        "family night multi room-carry")
    add(g, "饭堂的空调统统关了，客人都走了", al(["dn_ac1", "dn_ac2"], "off"), "family bulk")
    add(g, "洗碗机开起，今天碗多", one("kt_dish", "start"), "family")
    add(g, "电饭锅插上，要煮饭了", one("kt_rice", "on"), "family")
    add(g, "天黑了，院子串灯开起", one("yd_string", "on"), "family")
    add(g, "十点了，院子灯全关，JBL也关", [al(["yd_string", "yd_lamp"], "off"), one("yd_jbl", "off")],
        "family night multi")
    add(g, "客房热水器全部烧起，客人回来要洗澡", al(GUEST_WH, "on"), "family bulk all-guest-rooms open-phrasing")
    add(g, "明天五点要做早餐，今晚消毒柜开起", one("kt_steril", "on"), "family long")
    add(g, "早饭好了，饭堂灯开一半就够了", ask(DINING_L, "on"), "family mealtime count half")
    add(g, "吃完饭了，饭堂的灯和空调都关了", [al(DINING_L, "off"), al(["dn_ac1", "dn_ac2"], "off")],
        "family mealtime multi bulk")
    add(g, "中午开饭，饭堂窗帘拉上，太晒了", one("dn_cu", "close"), "family mealtime need")
    # 老莫, 桂柳话
    add(g, "哪样搞的，大厅空调不冷咯", one("lb_ac", "cool"), "family dialect need open-phrasing")
    add(g, "饭堂灯开起噻", one(DINING_L, "on"), "family dialect")
    add(g, "要得，把院子门关去", one("yd_gate", "close"), "family dialect gate")
    add(g, "莫开射灯，开筒灯就得了", one(DOWN, "on"), "family dialect negation open-phrasing")
    add(g, "搞哈那个道闸，客人车子要进来", one("pk_gate", "open"), "family dialect open-phrasing")
    add(g, "水塔里头几多水咯", ask(), "family dialect state nothing-fits")
    add(g, "鱼塘增氧泵莫关啊，我出去一下", NONE, "family dialect negation instruction-label")
    add(g, "饭堂好多人，空调搞大点", one(["dn_ac1", "dn_ac2"], "cool"), "family dialect need open-phrasing")
    add(g, "把筒灯统统搞亮", al(DOWN, "bright"), "family dialect bulk value open-phrasing")
    add(g, "今晚有客人包场，K歌音响开起，灯搞暗点", [one("dn_ktv", "on"), one(DINING_L, "bright")],
        "family dialect multi long")
    add(g, "把客房楼大门锁去", one("lb_door", "lock"), "family dialect lock")
    add(g, "院子串灯开起咯，客人要烧烤", one("yd_string", "on"), "family dialect")
    add(g, "二楼走廊灯一直亮起，关去", one("st_l2", "off"), "family dialect floor-label")
    add(g, "得了得了，空调莫开了", NONE, "family dialect negation")
    add(g, "客房空调统统搞到26度，省点电", al(GUEST_AC, "temp"), "family dialect bulk value")
    add(g, "那个Daikin搞哪样，一直滴水", NONE, "family dialect complaint remark-naming-device")
    # 奶奶, Zhuang-flavoured Mandarin
    add(g, "电视开有冇", ask(TV), "family zhuang elderly state no-place")
    add(g, "我房间灯开一下", ask(), "family my-room elderly")
    add(g, "奶奶房间的取暖器开有冇", st("gp_heater"), "family zhuang elderly state")
    add(g, "收音机开给我听", one("gp_radio", "on"), "family zhuang elderly")
    add(g, "收音机开大声点", ask(["gp_radio"]), "family elderly unsupported")
    add(g, "人客走了冇，201的空调关了冇", st(G("201", "ac")), "family zhuang elderly state")
    add(g, "小夜灯开起，我睡先", one("gp_night", "on"), "family zhuang elderly")
    add(g, "那个取暖器关先", one("gp_heater", "off"), "family zhuang elderly")
    add(g, "爷爷奶奶房空调开热的", one("gp_ac", "mode:heat", "on"), "family elderly mode open-phrasing")
    add(g, "堂屋的灯开起来，我要走路", one("lr_light", "on"), "family elderly alias")
    add(g, "空条开一哈", ask(AC, "on"), "family zhuang asr no-place")
    add(g, "爷爷奶奶房的工调开一下", one("gp_ac", "on"), "family zhuang asr open-phrasing")
    add(g, "奶奶房间的店灯开一下", one(["gp_light", "gp_night"], "on"), "family zhuang asr open-phrasing")
    add(g, "灯太光了，关小点，我房间", ask(), "family zhuang my-room")
    add(g, "那个鱼塘的机器有开冇", st(AERATORS), "family zhuang elderly state farm")
    # 爷爷
    add(g, "收音机开起，我要听彩调", one("gp_radio", "on"), "family elderly")
    add(g, "把那个电热毯给我开起", one("ms_blanket", "on"), "family elderly unique-type")
    # 小宇, 12
    add(g, "我要打游戏，游戏机开一下", one("kd_game", "on"), "family child")
    add(g, "妈，我房间空调开一下嘛", ask(), "family child my-room")
    add(g, "小宇房间的空调调到最冷", one("kd_ac", "cool_sp", "mode:cool"), "family child value extreme")
    add(g, "孩子房灯关了，我要睡觉了", one(["kd_light", "kd_desk"], "off"), "family child")
    add(g, "台灯太暗了看不清作业", one("kd_desk", "lightup"), "family child need")
    add(g, "哇好热好热，孩子房空调开最大", one("kd_ac", "cool"), "family child need")
    add(g, "dyson开到最大风", one("lr_dyson", "fan:max"), "family child english-label")
    add(g, "我要看动画片，客厅电视打开", one("lr_tv", "on"), "family child")
    add(g, "客厅电视换到少儿频道，按14", one("lr_tv", "channel"), "family child channel")
    add(g, "奶奶，JBL借我放歌哈", one("yd_jbl", "play"), "family child dialect")
    # 小燕, the daughter, runs the guests from her phone in 南宁
    add(g, "302 check out 了，帮我把 AC 关掉", one(G("302", "ac"), "off"), "family codemix checkout")
    add(g, "帮我check一下301热水器开着没", st(G("301", "wh")), "family codemix state")
    add(g, "203的 curtain 好像卡住了，先 stop 一下", one(G("203", "cu"), "stop_shade"),
        "family codemix curtain-stop number-via-lock")
    add(g, "lobby 的 light 全部 turn off", al(LOBBY_L, "off"), "family codemix bulk")
    add(g, "今晚没有 booking，客房的 AC 全部关掉", al(GUEST_AC, "off"), "family codemix bulk all-guest-rooms")
    add(g, "把 Sonos 的 volume 调到 20", one("lb_sonos", "volset"), "family codemix value")
    add(g, "客人 10 点到，先把 201 的 AC 开到 26 度", [one(G("201", "ac"), "on"), one(G("201", "ac"), "temp")],
        "family codemix multi")
    add(g, "301 的 door lock 远程开一下，客人忘带卡了", one(G("301", "lk"), "unlock"), "family codemix lock")
    add(g, "大厅 TV 换到 HDMI", ask(["lb_tv"]), "family codemix unsupported")
    add(g, "二楼所有房间的热水器 turn off", al(sel("wh", floors=[2]), "off"), "family codemix bulk floor")
    add(g, "妈，我让阿贵开的那个增氧泵，你帮我看下 on 了没", st("pd_pump1"), "family codemix state farm long")
    add(g, "202 的客人 complain 说有蚊子", ask(), "family codemix need nothing-fits")
    add(g, "203 空调 switch 到除湿", one(G("203", "ac"), "mode:dry"), "family codemix mode number-via-lock")
    add(g, "Room 301 的 heater 开一下", ask([G("301", "ac"), G("301", "wh")]), "family codemix ambiguous-word")
    add(g, "三楼 guest room 的 curtain 全部 close", al(sel("curtain", floors=[3]), "close"),
        "family codemix bulk floor")
    add(g, "新房间就是303，那边的热水器开一下", one(G("303", "wh"), "on"), "family codemix default-name")


def cases_farm():
    g = "farm"
    add(g, "增氧泵开起，今天闷热，鱼要浮头", one(AERATORS, "on"), "farm need zhuang")
    add(g, "两台增氧机都开", al(AERATORS, "on"), "farm bulk spec-missing")
    add(g, "一号棚卷膜打开通风", one("g1_film", "open"), "farm chinese-numeral")
    add(g, "落雨了，卷膜放下来", one("g1_film", "close"), "farm dialect need")
    add(g, "1号棚滴灌开20分钟", one("g1_drip", "on"), "farm duration")
    add(g, "二号棚喷一下雾", one("g2_mist", "open"), "farm open-phrasing")
    add(g, "补光灯开到天亮", ask(GROW, "on"), "farm no-place duration")
    add(g, "1号棚风机开3档", one("g1_fan", "fan"), "farm value fan-speed")
    add(g, "抽水泵抽满了，关掉", one("tw_pump", "off"), "farm")
    add(g, "水塔进水阀关了冇", st("tw_valve"), "farm zhuang state")
    add(g, "投料机喂两次", one("pd_feeder", "feed"), "farm repeat")
    add(g, "鱼塘灯开起，晚上看一下鱼", one("pd_light", "on"), "farm")
    add(g, "暖风机开起，今晚降温", one("g2_heater", "on"), "farm need")
    add(g, "2号棚排风扇开中档", one("g2_vent", "fan:medium"), "farm value fan-speed")
    add(g, "大棚1号的灯全开", al(G1_L, "on"), "farm bulk")
    add(g, "棚里温度好多", ask(["g2_th"]), "farm state ambiguous-alias dialect")
    add(g, "1号棚的土湿度够不够", st("g1_soil"), "farm state spec-missing")
    add(g, "喷雾阀开起，育苗棚的", one("g2_mist", "open"), "farm unique-name")
    add(g, "道闸放下来，拖拉机出去了", one("pk_gate", "close"), "farm gate")
    add(g, "把那个滴灌出水量开到三成", one("g1_drip", "vlevel"), "farm value open-phrasing")
    add(g, "鱼塘的灯关了，增氧泵开起", [one("pd_light", "off"), one("pd_pump1", "on")], "farm multi")
    add(g, "2号棚的灯开起，暖风机也开", [one("g2_light", "on"), one("g2_heater", "on")], "farm multi")
    add(g, "大棚的风机都开起来", ask(["g1_fan", "g2_vent"], "on"), "farm ambiguous-alias")
    add(g, "两个棚的风机都开起来", al(["g1_fan", "g2_vent"], "on"), "farm bulk")
    add(g, "补光灯1 2 3全开", al(G1_L, "on"), "farm series spacing")
    add(g, "滴灌关掉，卷膜也放下", [one("g1_drip", "off"), one("g1_film", "close")], "farm multi")
    add(g, "水塔那个泵开一下，楼顶没水了", one("tw_pump", "on"), "farm need")
    add(g, "抽水泵开慢点，50就可以", one("tw_pump", "pumplevel"), "farm value")
    add(g, "喂鱼", one("pd_feeder", "feed"), "farm open-phrasing")
    add(g, "鱼饿了", one("pd_feeder", "feed"), "farm need open-phrasing")
    add(g, "阿贵说鱼塘那个投料的喂少点，每次一百克", one("pd_feeder", "portion"), "farm value long")
    add(g, "1号棚的补光灯亮度调到40", one(G1_L, "level"), "farm value")
    add(g, "卷膜开三分之一", one("g1_film", "shade"), "farm value fraction")
    add(g, "苗棚里太潮了，排风扇开起", one("g2_vent", "on"), "farm need")
    add(g, "喷雾阀关了冇", st("g2_mist"), "farm zhuang state")
    add(g, "2号棚几度了，要不要开暖风机", st(["g2_th", "g2_heater"]), "farm state")
    add(g, "停车场道闸坏了没，抬一下试试", one("pk_gate", "open"), "farm gate")
    add(g, "暖风机莫开太久哦", NONE, "farm dialect negation")
    add(g, "滴灌出水开大点", one("g1_drip", "vlevel"), "farm value relative")
    add(g, "1号棚风机关去", one("g1_fan", "off"), "farm dialect")
    add(g, "大棚1号的卷膜跟风机都关了", [one("g1_film", "close"), one("g1_fan", "off")], "farm multi")
    add(g, "进水阀打开，水塔要上水", one("tw_valve", "open"), "farm")
    add(g, "增氧泵，开", one("pd_pump1", "on"), "farm word-order")
    add(g, "照菜苗的灯全开", al(GROW, "on"), "farm bulk open-phrasing")
    add(g, "给鱼喂食的那个机器开一下", one("pd_feeder", "feed"), "farm open-phrasing")


def cases_speech():
    g = "speech"
    add(g, "那个那个，嗯，大厅的灯，开一下", one(LOBBY_L, "on"), "speech filler")
    add(g, "帮我把……呃……201的空调关掉", one(G("201", "ac"), "off"), "speech filler")
    add(g, "麻烦你把餐厅窗帘拉一下好吗谢谢", ask(["dn_cu"], "open", "close"), "speech polite vague-direction")
    add(g, "今天真的累死了，早上五点就起来杀鱼，中午又来了两桌客人，忙到现在腰都直不起来，哎，你帮我把饭堂的空调开起嘛",
        one(["dn_ac1", "dn_ac2"], "on"), "speech long dialect")
    add(g, "我跟你讲哦，昨天那个302的客人半夜说没得热水，我爬起来一看原来是跳闸了，你现在帮我把302热水器开起",
        one(G("302", "wh"), "on"), "speech long dialect")
    add(g, "小燕讲201的客人晚上十点到，你先把201的空调开起，窗帘拉上",
        [one(G("201", "ac"), "on"), one(G("201", "cu"), "close")], "speech long multi")
    add(g, "大听吊灯开一下", one("lb_main", "on"), "speech asr open-phrasing")
    add(g, "前台等关掉", one("lb_desk", "off"), "speech asr open-phrasing")
    add(g, "射灯是关掉", one("dn_s4", "off"), "speech asr series open-phrasing")
    add(g, "空跳开一下，201", one(G("201", "ac"), "on"), "speech asr open-phrasing")
    add(g, "热水气开起，202", one(G("202", "wh"), "on"), "speech asr typo")
    add(g, "川帘拉开，301", one(G("301", "cu"), "open"), "speech asr open-phrasing")
    add(g, "增氧棒开起", one("pd_pump1", "on"), "speech asr open-phrasing")
    add(g, "投了机喂一下", one("pd_feeder", "feed"), "speech asr open-phrasing")
    add(g, "滴管打开", one("g1_drip", "on"), "speech asr")
    add(g, "到闸抬起来", one("pk_gate", "open"), "speech asr open-phrasing")
    add(g, "臭水泵开起", one("tw_pump", "on"), "speech asr open-phrasing")
    add(g, "油烟鸡开一下", one("kt_hood", "on"), "speech asr open-phrasing")
    add(g, "消毒贵开起", one("kt_steril", "on"), "speech asr open-phrasing")
    add(g, "kongtiao guandiao 301", one(G("301", "ac"), "off"), "speech pinyin open-phrasing")
    add(g, "dating diaodeng kai yixia", one("lb_main", "on"), "speech pinyin open-phrasing")
    add(g, "大廳吊燈打開", one("lb_main", "on"), "speech traditional")
    add(g, "301空调开一下🙏", one(G("301", "ac"), "on"), "speech emoji")
    add(g, "２０１空调关掉", one(G("201", "ac"), "off"), "speech full-width")
    add(g, "客厅等开一下", one("lr_light", "on"), "speech typo open-phrasing")
    add(g, "主窝灯关掉", one("ms_light", "off"), "speech typo open-phrasing")
    add(g, "Room301 的 灯 开", one(G("301", "l"), "on"), "speech spacing english-room")
    add(g, "二〇二的空调开", one(G("202", "ac"), "on"), "speech chinese-numeral")
    add(g, "开开开……开一下大厅柜机", one("lb_ac", "on"), "speech stutter")
    add(g, "那个啥，叫啥来着，院子里那个会变颜色的灯，开一下", one("yd_lamp", "on"),
        "speech description open-phrasing")
    add(g, "楼梯那个感应灯关掉", ask(HALL, "off"), "speech description several-floors")
    add(g, "厨房那个抽油烟的开大点", one("kt_hood", "fan"), "speech description open-phrasing")
    add(g, "那个放歌的，大厅的，关了", one("lb_sonos", "stopplay"), "speech description open-phrasing")
    add(g, "扫地的那个机器人叫它回家", one("lb_rvc", "home"), "speech description open-phrasing")
    add(g, "烧开水的那个关掉", one("lr_kettle", "off"), "speech description open-phrasing")
    add(g, "冷冻的那个柜子还通电没", st("kt_freezer"), "speech description state open-phrasing")
    add(g, "喂，喂，听得到不？201空调开一下", one(G("201", "ac"), "on"), "speech filler dialect")
    add(g, "小莫小莫，饭堂筒灯全开", al(DOWN, "on"), "speech wake-word")
    add(g, "帮个忙哈，鱼塘灯开起", one("pd_light", "on"), "speech polite dialect")
    add(g, "请把302号房的空调温度调高一点点，谢谢您", one(G("302", "ac"), "temp"), "speech polite")
    add(g, "【201】空调（关）", one(G("201", "ac"), "off"), "speech brackets")
    add(g, "空调，201，关", one(G("201", "ac"), "off"), "speech word-order fragment")
    add(g, "灯，大厅，全部，关", al(LOBBY_L, "off"), "speech word-order fragment bulk")
    add(g, "冷气开一下，301", one(G("301", "ac"), "on"), "speech regional-word")
    add(g, "把301的AC打开", one(G("301", "ac"), "on"), "speech codemix")
    add(g, "把302的冷氣打開", one(G("302", "ac"), "on"), "speech traditional regional-word")
    add(g, "客厅灯亮度百分之五十", one("lr_light", "level"), "speech fragment chinese-numeral")
    add(g, "餐厅筒灯亮度50%、射灯30%", [one(DOWN, "level"), one(SPOT, "level")], "speech multi value")
    add(g, "嗯……空调……算了，开灯吧，客厅的", one("lr_light", "on"), "speech self-correction")
    add(g, "不是关，是开，201的空调", one(G("201", "ac"), "on"), "speech self-correction")
    add(g, "201的空调开一下，哦不对，202的", one(G("202", "ac"), "on"), "speech self-correction")
    add(g, "把那个什么，餐厅的电视，声音关掉", ask(["dn_tv"]), "speech filler other-component")
    add(g, "喂小莫，把院子大门给我打开一哈", one("yd_gate", "open"), "speech wake-word dialect")


def cases_clarify():
    g = "ask"
    add(g, "窗帘拉上", ask(CURTAIN, "close"), "clarify duplicate-label no-place")
    add(g, "空调开一下", ask(AC, "on"), "clarify duplicate-label no-place")
    add(g, "热水器开起", ask(WH, "on"), "clarify duplicate-label no-place water-heater")
    add(g, "电视关掉", ask(TV, "off"), "clarify no-place")
    add(g, "排气扇开一下", ask(EXHAUST, "on"), "clarify duplicate-label no-place")
    add(g, "床头灯关掉", ask(sel("bedlamp"), "off"), "clarify duplicate-label no-place")
    add(g, "门锁锁上", ask(LOCK, "lock"), "clarify duplicate-label no-place lock")
    add(g, "把灯关了", ask(LIGHT, "off"), "clarify no-place")
    add(g, "Turn on the AC", ask(AC, "on"), "clarify english no-place")
    add(g, "開冷氣", ask(AC, "on"), "clarify cantonese traditional no-place")
    add(g, "房间的空调开一下", ask(AC, "on"), "clarify vague-room")
    add(g, "客人房间的空调打开", ask(GUEST_AC, "on"), "clarify vague-room all-guest-rooms")
    add(g, "楼上空调开一下", ask(sel("ac", floors=[2, 3]), "on"), "clarify upstairs")
    add(g, "楼下的窗帘拉开", ask(sel("curtain", floors=[1, 2]), "open"), "clarify downstairs curtain")
    add(g, "那边的灯开一下", ask(), "clarify deixis")
    add(g, "这里太热了", ask(), "clarify deixis need")
    add(g, "这个灯关掉", ask(), "clarify deixis")
    add(g, "我房间好冷", ask(), "clarify my-room need")
    add(g, "灯关掉", ask(LIGHT, "off"), "clarify no-place")
    add(g, "窗帘开一半", ask(CURTAIN, "shade"), "clarify duplicate-label no-place value")
    add(g, "热水器调到50度", ask(sel("wh", need="heat_sp"), "heat_sp"), "clarify no-place value water-heater")
    add(g, "风扇开一下", ask(FAN, "on"), "clarify no-place fan")
    add(g, "音箱放首歌", ask(SPEAKER, "play"), "clarify no-place")
    add(g, "阀门关掉", ask(VALVES, "close"), "clarify no-place valve")
    add(g, "补光灯关掉", ask(GROW, "off"), "clarify type-word-label farm")
    add(g, "大棚的灯全关", ask(GROW, "off"), "clarify ambiguous-alias farm")
    add(g, "大棚温度太高了", ask(), "clarify ambiguous-alias need farm")
    add(g, "202跟那个谁的空调关了", ask([G("202", "ac")], "off"), "clarify vague-second")
    add(g, "老莫房间的灯开一下", ask(), "clarify person-room unknown-room")
    add(g, "燕子房间空调开起", ask(), "clarify person-room unknown-room")
    add(g, "梅花房窗帘拉上", ask(), "clarify unknown-room")
    add(g, "大棚的卷膜打开", one("g1_film", "open"), "ambiguous-alias unique-name farm")
    add(g, "卧室空调开一下", ask(["ms_ac", "gp_ac", "kd_ac"], "on"), "clarify ambiguous-alias")
    add(g, "Switch off the lights downstairs", ask(sel("light", floors=[1, 2]), "off"), "clarify english downstairs")


def cases_idiom():
    g = "idiom"
    add(g, "把饭堂搞得亮堂点", one(DINING_L, "lightup"), "need dark dialect open-phrasing")
    add(g, "客厅黑咕隆咚的", one("lr_light", "lightup"), "need dark open-phrasing")
    add(g, "201那边跟蒸笼一样", one(G("201", "ac"), "cool"), "need hot metaphor open-phrasing")
    add(g, "302冷得像冰窖", one(G("302", "ac"), "warm"), "need cold metaphor open-phrasing")
    add(g, "让鱼塘喘口气", one(AERATORS, "on"), "need farm metaphor open-phrasing")
    add(g, "给1号棚的菜喝点水", one("g1_drip", "on"), "need farm metaphor open-phrasing")
    add(g, "给2号棚的苗洗个澡", one("g2_mist", "open"), "need farm metaphor open-phrasing")
    add(g, "院子太冷清了，放点歌", one("yd_jbl", "play"), "need open-phrasing")
    add(g, "饭堂太安静了，来点音乐", one("dn_ktv", "on", "play"), "need open-phrasing")
    add(g, "让扫地机去干活", one("lb_rvc", "start"), "open-phrasing robot")
    add(g, "院子大门给我关严实了", one("yd_gate", "close"), "dialect open-phrasing gate")
    add(g, "给301的客人把房间弄凉快点", one(G("301", "ac"), "cool"), "need hot open-phrasing")
    add(g, "今晚鱼塘那边要亮着", one("pd_light", "on"), "open-phrasing farm")
    add(g, "客厅那个吹风的机器停一下", one("lr_dyson", "off"), "description open-phrasing")
    add(g, "奶奶房间弄暖和点", one(["gp_ac", "gp_heater"], "warm"), "need cold open-phrasing")
    add(g, "302的光线太冲了", one(["ju_l", "ju_bed"], "dimoff"), "need glare dialect open-phrasing")
    add(g, "把天花板上的扇子开起", one(DINING_FANS, "on"), "description open-phrasing fan")
    add(g, "客房的冷气都开到最凉快", al(GUEST_AC, "cool_sp", "mode:cool"), "bulk value regional-word open-phrasing")
    add(g, "鱼塘那个打氧的开起", one(AERATORS, "on"), "description farm open-phrasing")
    add(g, "二楼的热水器都烧热点", al(sel("wh", floors=[2]), "heat_sp"), "bulk value floor dialect open-phrasing")
    add(g, "菜地那边的水管放水", ask(["g1_drip", "g2_mist"], "open"), "farm vague-area open-phrasing")
    add(g, "灯全部灭了，院子的", al(["yd_string", "yd_lamp"], "off"), "bulk word-order open-phrasing")
    add(g, "饭堂的空调歇一下", one(["dn_ac1", "dn_ac2"], "off"), "dialect open-phrasing")
    add(g, "让302的空调睡觉", one(G("302", "ac"), "mode:sleep", "off"), "metaphor open-phrasing")
    add(g, "203的热水器罢工了", one(G("203", "wh"), "hotwater"), "need water-heater complaint open-phrasing")
    add(g, "大厅来点亮", one(LOBBY_L, "lightup"), "need dark open-phrasing")
    add(g, "把楼梯照亮", al(HALL, "on"), "need dark open-phrasing")
    add(g, "院子里那串小灯泡亮起来", one("yd_string", "on"), "description open-phrasing")
    add(g, "帮鱼塘打打氧", one(AERATORS, "on"), "need farm open-phrasing")
    add(g, "1号棚透透气", one(["g1_film", "g1_fan"], "on"), "need farm open-phrasing")
    add(g, "让洗碗机干活", one("kt_dish", "start"), "open-phrasing")
    add(g, "衣服烘一下", one("ld_dryer", "start"), "open-phrasing")
    add(g, "床单洗一下", one("ld_washer", "start", "amode:Bedding"), "open-phrasing washer")
    add(g, "奶奶要听戏", one("gp_radio", "on"), "need elderly open-phrasing")
    add(g, "小宇要上网课，台灯开起", one("kd_desk", "on"), "child")
    add(g, "客人要唱歌", one("dn_ktv", "on", "play"), "need open-phrasing")
    add(g, "客人要烧烤了，院子亮起来", one(["yd_string", "yd_lamp"], "on"), "need open-phrasing")
    add(g, "让301凉快下来", one(G("301", "ac"), "cool"), "need hot open-phrasing")
    add(g, "饭堂的风扇转快点", one(sel("fan", rooms=["dining"]), "fan"), "value fan-speed open-phrasing")
    add(g, "鱼该吃饭了", one("pd_feeder", "feed"), "need farm metaphor open-phrasing")
    add(g, "鱼塘那边的泵全部给我转起来", al(AERATORS, "on"), "bulk farm dialect open-phrasing")
    add(g, "饭堂的灯亮一半就行，省电", ask(DINING_L, "on", "level"), "count half vague open-phrasing")
    add(g, "让大厅的电视歇菜", one("lb_tv", "off"), "slang open-phrasing")
    add(g, "把301的冷风停了", one(G("301", "ac"), "off"), "regional-word open-phrasing")
    add(g, "303太闷了，开点风", one(G("303", "ac"), "cool"), "need stuffy number-via-lock open-phrasing")
    add(g, "楼梯那边黑灯瞎火的", one(HALL, "lightup"), "need dark open-phrasing")
    add(g, "喊水塔那个泵抽点水上去", one("tw_pump", "on"), "dialect farm open-phrasing")
    add(g, "厨房那个烟筒子开大", one("kt_hood", "fan"), "dialect description open-phrasing")
    add(g, "洗衣机跑起来", one("ld_washer", "start"), "open-phrasing")
    add(g, "小宇的游戏机给我拔了", one("kd_game", "off"), "child open-phrasing")
    add(g, "把电热毯的电掐了", one("ms_blanket", "off"), "open-phrasing")
    add(g, "1号棚的灯给菜苗照一晚上", one(G1_L, "on"), "farm open-phrasing duration")


def build_cases():
    for fn in (cases_name, cases_series, cases_room, cases_floor, cases_bulk, cases_exclusion, cases_count,
               cases_value, cases_mode, cases_multi, cases_history, cases_need, cases_state, cases_none,
               cases_safety, cases_guest, cases_family, cases_farm, cases_speech, cases_clarify,
               cases_idiom):
        fn()


# ---------------------------------------------------------------------------
# Output, validation, statistics
# ---------------------------------------------------------------------------
def dumps_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def render():
    if not CASES:
        build_cases()
    return {"home.json": json.dumps(HOME, ensure_ascii=False, indent=1) + "\n",
            "spec.jsonl": dumps_jsonl(SPEC),
            "cases.jsonl": dumps_jsonl(CASES)}


def fail(msg):
    sys.exit("check failed: " + msg)


def validate(files):
    """Validate the three files against shared/FORMATS.md and the real profiles; return the case count."""
    profiles, caps = load_sources()
    try:
        home = json.loads(files["home.json"])
    except ValueError as exc:
        fail("home.json: %s" % exc)
    if not isinstance(home.get("rooms"), list) or not isinstance(home.get("items"), list):
        fail("home.json: rooms and items must be lists")
    room_ids = set()
    for i, r in enumerate(home["rooms"]):
        if not r.get("roomId") or not isinstance(r.get("name"), str) or not r["name"].strip():
            fail("home.json rooms[%d]: roomId and name required" % i)
        if r["roomId"] in room_ids:
            fail("home.json rooms[%d]: duplicate roomId" % i)
        room_ids.add(r["roomId"])
    if not 20 <= len(room_ids) <= 35:
        fail("home.json: %d rooms (20-35 wanted)" % len(room_ids))
    items = {}
    for i, it in enumerate(home["items"]):
        w = "home.json items[%d]" % i
        if not it.get("deviceId") or it["deviceId"] in items:
            fail(w + ": deviceId missing or duplicate")
        if not (it.get("label") or it.get("name")):
            fail(w + ": neither label nor name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(w + ": roomId not in rooms")
        mains = [c for c in it.get("components", []) if c.get("id") == "main"]
        if len(mains) != 1:
            fail(w + ": exactly one main component required")
        if not isinstance(it.get("profile"), dict) or not it["profile"].get("id"):
            fail(w + ": profile.id required")
        items[it["deviceId"]] = it
    if len(items) < 110:
        fail("home.json: %d devices (at least 110 wanted)" % len(items))
    # every device copies one real profile
    for key, label, (pname, driver), room in DEVICES:
        it = items.get(uid("device", key))
        if it is None:
            fail("device %s missing from home.json" % key)
        p = profiles.get((pname, driver))
        if p is None:
            fail("%s: profile %s (%s) is not in profiles.jsonl" % (key, pname, driver))
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            fail("%s: main capabilities differ from profile %s" % (key, pname))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            fail("%s: categories differ from profile %s" % (key, pname))
        others = [(c["id"], [x["id"] for x in c["capabilities"]]) for c in it["components"] if c["id"] != "main"]
        if others != [(c["id"], c["capabilities"]) for c in p.get("components", [])]:
            fail("%s: components differ from profile %s" % (key, pname))
        if it["profile"]["id"] != profile_id(pname, driver):
            fail("%s: profile id" % key)
    # spec: one line per profile, commands of the real capabilities with their arguments
    spec_cmds = {}
    for n, line in enumerate(files["spec.jsonl"].splitlines(), 1):
        try:
            row = json.loads(line)
        except ValueError as exc:
            fail("spec.jsonl line %d: %s" % (n, exc))
        pid = row.get("profileId")
        if not pid or not isinstance(row.get("capabilities"), list):
            fail("spec.jsonl line %d: profileId and capabilities required" % n)
        if pid in spec_cmds:
            fail("spec.jsonl line %d: duplicate profileId" % n)
        ids = set()
        for c in row["capabilities"]:
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or not isinstance(c.get("description"), str) \
                    or not c["description"]:
                fail("spec.jsonl line %d: bad command %r" % (n, cid))
            cap, cmd = parts[1], parts[2]
            cmd_def = [x for x in caps.get(cap, {}).get("commands", []) if x["name"] == cmd]
            if not cmd_def:
                fail("spec.jsonl line %d: %s is not a command of capability %s" % (n, cmd, cap))
            req = [a for a in cmd_def[0].get("arguments", []) if not a.get("optional")]
            if ("type" in c) != bool(req) or (req and c["type"] != req[0].get("type")):
                fail("spec.jsonl line %d: %s type does not match its argument" % (n, cid))
            vr = c.get("value_range")
            if vr is not None and not (isinstance(vr.get("min"), (int, float)) and
                                       isinstance(vr.get("max"), (int, float)) and vr["min"] <= vr["max"]):
                fail("spec.jsonl line %d: bad value_range in %s" % (n, cid))
            for v in c.get("value_list", []):
                if not isinstance(v, dict) or "value" not in v or not v.get("description"):
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
                enum = req[0].get("enum") if req else None
                if enum and v["value"] not in enum:
                    fail("spec.jsonl line %d: %s is not a value of %s" % (n, v["value"], cid))
            if cid in ids:
                fail("spec.jsonl line %d: duplicate command %s" % (n, cid))
            ids.add(cid)
        spec_cmds[pid] = ids
    used = {it["profile"]["id"] for it in items.values()}
    if set(spec_cmds) - used:
        fail("spec.jsonl has profiles no device uses")
    missing = used - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED} or not 3 <= len(missing) <= 6:
        fail("spec.jsonl leaves out unexpected profiles")
    for (pname, driver) in {d[2] for d in DEVICES}:
        p = profiles[(pname, driver)]
        for cid in CMDS[[d[0] for d in DEVICES if d[2] == (pname, driver)][0]]:
            cap = cid.split("-")[1]
            if cap not in p["capabilities"]:
                fail("%s: %s is not a capability of its profile" % (pname, cid))
    # commands a device answers with: its spec line, or for a profile left out, what its real profile has
    dev_cmds = {}
    for key, label, prof, room in DEVICES:
        did = uid("device", key)
        pid = items[did]["profile"]["id"]
        dev_cmds[did] = spec_cmds[pid] if pid in spec_cmds else set(CMDS[key])
    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        try:
            c = json.loads(line)
        except ValueError as exc:
            fail("cases.jsonl line %d: %s" % (n, exc))
        n_cases += 1
        w = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if not c.get("id") or c["id"] in seen:
            fail(w + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(w + ": home / query")
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(w + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"] and
                                   all(isinstance(h, str) and h for h in c["history"])):
            fail(w + ": history must be a list of queries")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(w + ": expect")
        for e in c["expect"]:
            mode, devs, cps = e.get("mode"), e.get("devices"), e.get("capabilities")
            if mode not in ("one", "all", "clarify", "none") or not isinstance(devs, list) \
                    or not isinstance(cps, list) or set(e) != {"devices", "capabilities", "mode"}:
                fail(w + ": bad expect entry")
            if len(set(devs)) != len(devs):
                fail(w + ": duplicate device")
            for d in devs:
                if d not in items:
                    fail(w + ": unknown device %s" % d)
            if mode == "none":
                if devs or cps:
                    fail(w + ": mode none lists nothing")
                continue
            if mode in ("one", "all") and not devs:
                fail(w + ": mode %s needs devices" % mode)
            if cps == ["*"]:
                if mode != "one":
                    fail(w + ": '*' is for state questions (mode one)")
                continue
            if mode in ("one", "all") and not cps:
                fail(w + ": mode %s needs capabilities" % mode)
            for cp in cps:
                if not any(cp in dev_cmds[d] for d in devs):
                    fail(w + ": no listed device has %s" % cp)
            if mode in ("one", "all"):
                for d in devs:
                    if not dev_cmds[d] & set(cps):
                        fail(w + ": %s has none of %s" % (label_of_id(d), cps))
    if n_cases < 900:
        fail("only %d cases" % n_cases)
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


# tags whose cases are said in a way a fixed list of words would not foresee
OPEN_TAGS = {"open-phrasing", "dialect", "zhuang", "cantonese", "asr", "typo", "pinyin", "english", "codemix",
             "brand-translation", "flower-translation", "description", "metaphor", "need", "long"}


def stats():
    render()
    out = []
    cats = Counter(CAT[k] for k in DEV)
    out.append("rooms: %d, devices: %d, profiles: %d (spec lines: %d, left out: %d), spec commands: %d" % (
        len(ROOMS), len(DEVICES), len({d[2] for d in DEVICES}), len(SPEC), len(SPEC_OMITTED),
        sum(len(line["capabilities"]) for line in SPEC)))
    out.append("categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))

    def is_en(text):
        return not any("\u4e00" <= ch <= "\u9fff" for ch in text)
    vl = [v for line in SPEC for c in line["capabilities"] for v in c.get("value_list", [])]
    out.append("English command descriptions: %d of %d; English value descriptions: %d of %d" % (
        sum(1 for line in SPEC for c in line["capabilities"] if is_en(c["description"])),
        sum(len(line["capabilities"]) for line in SPEC), sum(1 for v in vl if is_en(v["description"])), len(vl)))
    out.append("")
    out.append("| room | zone | floor | devices |")
    out.append("| --- | --- | --- | --- |")
    for r, (name, zone, floor) in ROOMS.items():
        out.append("| `%s` | %s | %s | %d |" % (name, zone, floor if floor else "—",
                                               sum(1 for k in DEV if ROOM_OF[k] == r)))
    out.append("| — (no room) | | | %d |" % sum(1 for k in DEV if ROOM_OF[k] is None))
    out.append("")
    out.append("| label | room | category | profile (driver) | in spec |")
    out.append("| --- | --- | --- | --- | --- |")
    for key, label, (pname, driver), room in DEVICES:
        out.append("| %s | %s | %s | %s (%s) | %s |" % (
            label_of(key) + ("" if label else " *(no label: name)*"), ROOMS[room][0] if room else "—",
            CAT[key], pname, driver, "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    out.append("")
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    case_modes = Counter()
    for c in CASES:
        for m in sorted({e["mode"] for e in c["expect"]}):
            case_modes[m] += 1
    out.append("cases: %d; with history: %d; open-phrasing: %d" % (
        len(CASES), sum(1 for c in CASES if c.get("history")),
        sum(1 for c in CASES if "open-phrasing" in c["tags"] or
            set(c["tags"]) & OPEN_TAGS)))
    out.append("")
    out.append("| mode | expect entries | cases with an entry of that mode |")
    out.append("| --- | --- | --- |")
    for m in ("one", "all", "clarify", "none"):
        out.append("| %s | %d | %d |" % (m, modes[m], case_modes[m]))
    out.append("")
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out.append("| group (middle of the case id) | cases |")
    out.append("| --- | --- |")
    for gname, n in groups.items():
        out.append("| %s | %d |" % (gname, n))
    out.append("")
    tags = Counter(t for c in CASES for t in c["tags"])
    out.append("| tag | cases | one | all | clarify | none |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        m = Counter(e["mode"] for c in CASES if t in c["tags"] for e in c["expect"])
        out.append("| %s | %d | %d | %d | %d | %d |" % (t, n, m["one"], m["all"], m["clarify"], m["none"]))
    return "\n".join(out)


def main(argv):
    files = render()
    if "--stats" in argv:
        print(stats())
        return
    if "--check" in argv:
        current = {}
        for name in files:
            path = os.path.join(HERE, name)
            if not os.path.exists(path):
                fail("%s missing (run build.py)" % name)
            with open(path, encoding="utf-8") as f:
                current[name] = f.read()
        n = validate(current)
        for name in files:
            if current[name] != files[name]:
                fail("%s differs from what build.py writes (run build.py)" % name)
        print("ok: %d devices, %d rooms, %d spec lines, %d cases" % (len(DEVICES), len(ROOMS), len(SPEC), n))
        return
    validate(files)
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %s: %d devices, %d rooms, %d spec lines, %d cases" % (
        ", ".join(files), len(DEVICES), len(ROOMS), len(SPEC), len(CASES)))


if __name__ == "__main__":
    main(sys.argv[1:])
