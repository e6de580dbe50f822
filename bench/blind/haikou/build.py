#!/usr/bin/env python3
"""Blind evaluation set "haikou": the 符 family's old 骑楼 house in 海口's old town -- a small
文昌鸡饭 restaurant on the ground floor, the family on 2F and 3F, a roof garden with the water
tank pump -- and, in the same SmartThings account and location, the sea-view flat in 西海岸
that the grandparents winter in, its rooms named in English by the installer.

    python build.py            write home.json, spec.jsonl, cases.jsonl, README.md next to this file
    python build.py --check    re-read the files, validate them against shared/FORMATS.md and the
                               real profiles, and check they equal this script's output
    python build.py --stats    print the device table and the count tables used in README.md

Every device copies the categories, capabilities and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command of spec.jsonl is a command of its
capability in shared/data/smartthings/capabilities.json.  Deterministic: every id is a uuid5 of
a readable key under a fixed namespace; no randomness, no clock.  Standard library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "haikou"
NS = uuid.UUID("8a3e61c4-2f5d-5b07-9c1e-6861696b6f75")


def data_dir():
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        cands.append(os.path.join(d, "..", "shared", "data", "smartthings"))
        d = os.path.dirname(d)
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")) \
                and os.path.exists(os.path.join(c, "capabilities.json")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "fu-jia-qilou")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as in the account, where).  "where" is this set's
# knowledge, not a field of home.json: 1, 2, 3 = floor of the old house, "roof" =
# the roof garden, "stair" = the stairwell (every floor, none of them), "apt" = the
# flat in 西海岸 (one storey, no floors).
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("dining", ("一楼堂食", 1)),
    ("kback", ("后厨", 1)),
    ("cash", ("收银台", 1)),
    ("cold", ("冷库", 1)),
    ("arcade", ("骑楼下", 1)),
    ("store", ("一楼杂物间", 1)),
    ("stair", ("楼梯间", "stair")),
    ("liv", ("客厅", 2)),
    ("kit2", ("厨房", 2)),
    ("elder", ("2F老人房", 2)),
    ("bath2", ("2F卫生间", 2)),
    ("maid", ("公人房", 2)),
    ("master3", ("三楼主卧", 3)),
    ("xuan", ("轩仔房(3F)", 3)),
    ("bath3", ("三楼卫生间", 3)),
    ("laundry", ("三楼洗衣房", 3)),
    ("roof", ("天台", "roof")),
    ("aliv", ("Living", "apt")),
    ("amas", ("Master Bedroom", "apt")),
    ("aguest", ("Guest Room", "apt")),
    ("akit", ("Kitchen", "apt")),
    ("abal", ("Balcony", "apt")),
    ("abath", ("Bathroom", "apt")),
    ("astudy", ("Study", "apt")),
])

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
P = lambda name, driver: (name, driver)  # noqa: E731
DEVICES = [
    # 一楼堂食: the dining hall
    ("tong1", "筒灯1", P("light-level", "matter-switch"), "dining"),
    ("tong2", "筒灯2", P("light-level", "matter-switch"), "dining"),
    ("tong3", "筒灯3", P("light-level", "matter-switch"), "dining"),
    ("tong4", "筒灯4", P("light-level", "matter-switch"), "dining"),
    ("tong5", "筒灯5", P("light-level", "matter-switch"), "dining"),
    ("tong6", "筒灯6", P("light-level", "matter-switch"), "dining"),
    ("dstrip", "堂食灯带", P("rgbw-bulb-2000K-6500K", "zigbee-switch"), "dining"),
    ("dfan1", "吊扇1", P("fan-3speed", "zwave-fan"), "dining"),
    ("dfan2", "吊扇2", P("fan-3speed", "zwave-fan"), "dining"),
    ("dfan3", "吊扇3", P("fan-3speed", "zwave-fan"), "dining"),
    ("dac1", "堂食空调1", P("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "dining"),
    ("dac2", "堂食空调2", P("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "dining"),
    ("dmos", "灭蚊灯", P("basic-plug", "zigbee-switch"), "dining"),
    ("dtv", "大电视", P("media-video-player", "matter-media"), "dining"),
    ("dsmoke", "堂食烟感", P("smoke", "matter-sensor"), "dining"),
    ("ddehum", "堂食除湿机", P("switch-power-energy-consumption-report", "zigbee-switch"), "dining"),
    # 后厨: the restaurant kitchen
    ("klight", "后厨灯", P("light-binary", "matter-switch"), "kback"),
    ("khood", "排烟罩", P("extractor-hood-light", "matter-appliance"), "kback"),
    ("kfan", "排风扇", P("basic-switch", "zigbee-switch"), "kback"),
    ("kgas", "煤气总阀", P("valve-generic", "zwave-valve"), "kback"),
    ("kgasal", "后厨燃气报警", P("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kback"),
    ("ksteam", "蒸饭柜", P("aeotec-heavy-duty", "zwave-switch"), "kback"),
    ("ksoup", "插座-煲鸡汤", P("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "kback"),
    ("kfreezer", "冰柜插座（别断电）", P("smartplug-switch-power-energy", "zwave-switch"), "kback"),
    ("kwh", "后厨热水器", P("water-heater", "matter-thermostat"), "kback"),
    ("kfly", "灭蝇灯", P("plug-binary", "matter-switch"), "kback"),
    ("kleak", "后厨漏水", P("leak-battery", "matter-sensor"), "kback"),
    # 收银台: the cashier's counter and the menu wall
    ("spot1", "射灯 1", P("light-level-colorTemperature-2700K-6500K", "matter-switch"), "cash"),
    ("spot2", "射灯 2", P("light-level-colorTemperature-2700K-6500K", "matter-switch"), "cash"),
    ("spot3", "射灯 3", P("light-level-colorTemperature-2700K-6500K", "matter-switch"), "cash"),
    ("spot4", "射灯 4", P("light-level-colorTemperature-2700K-6500K", "matter-switch"), "cash"),
    ("pos", "收银机", P("plug-power", "matter-switch"), "cash"),
    ("sonos", "Sonos Five", P("sonos-player", "sonos"), "cash"),
    ("menu", "菜单灯箱", P("basic-switch-no-firmware-update", "zigbee-switch"), "cash"),
    # 冷库: the walk-in cold room
    ("clight", "冷库灯", P("on-off-bulb", "zigbee-switch"), "cold"),
    ("cth", "冷库温湿度", P("temperature-humidity", "matter-sensor"), "cold"),
    ("cdoor", "冷库门磁", P("contact-battery-profile", "zigbee-contact"), "cold"),
    ("csiren", "冷库报警器", P("basic-alarm", "zigbee-siren"), "cold"),
    # 骑楼下: the arcade in front of the shop
    ("sign", "招牌灯", P("switch-binary", "zwave-switch"), "arcade"),
    ("lang1", "骑楼廊灯1", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "arcade"),
    ("lang2", "骑楼廊灯2", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "arcade"),
    ("lang3", "骑楼廊灯3", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "arcade"),
    ("afan", "吊扇", P("fan-4speed", "zwave-fan"), "arcade"),
    ("shutter", "卷闸门", P("base-garage-door", "zwave-garage-door-opener"), "arcade"),
    ("cam", "门口摄像头", P("camera", "matter-switch"), "arcade"),
    # 一楼杂物间: rice and dry goods
    ("slight", "杂物间灯", P("on-off-bulb", "zigbee-switch"), "store"),
    ("sdehum", "杂物间除湿机", P("switch-power-energy", "zigbee-switch"), "store"),
    # 楼梯间
    ("stlight", "楼梯灯", P("light-level-motion", "matter-switch"), "stair"),
    ("sidelock", "侧门指纹锁", P("lock-user-pin-batteryLevel", "matter-lock"), "stair"),
    # 客厅 (2F)
    ("lpend", "客厅吊灯", P("light-level-colorTemperature", "matter-switch"), "liv"),
    ("altar", "神台灯", P("plug-binary", "matter-switch"), "liv"),
    ("lac", "格力空调", P("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "liv"),
    ("ltv", "电视", P("media-video-speaker", "matter-media"), "liv"),
    ("lcfan", "客厅吊扇", P("fan-light", "zigbee-fan"), "liv"),
    ("ltyph", "防台卷帘", P("fibaro-roller-shutter", "zwave-window-treatment"), "liv"),
    ("lcurt", "客厅窗帘", P("window-treatment-profile", "zigbee-window-treatment"), "liv"),
    ("ldehum", "除湿机", P("switch-power-smartplug", "zigbee-switch"), "liv"),
    ("lpur", "小米净化器", P("air-purifier-hepa-wind", "matter-thermostat"), "liv"),
    ("lkettle", "老爸茶烧水壶", P("plug-power-energy-powerConsumption", "matter-switch"), "liv"),
    # 厨房 (2F, the family's kitchen)
    ("flight", "厨房灯", P("light-binary", "matter-switch"), "kit2"),
    ("fhood", "油烟机", P("extractor-hood", "matter-appliance"), "kit2"),
    ("ffridge", "冰箱", P("refrigerator-freezer", "matter-appliance"), "kit2"),
    ("frice", "电饭煲", P("smartplug-binary", "zwave-switch"), "kit2"),
    ("fwh", "小厨宝", P("water-heater", "matter-thermostat"), "kit2"),
    ("fgas", "燃气报警器", P("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kit2"),
    # 2F老人房: 阿公 and 阿婆
    ("glight", "大灯", P("color-temp-bulb", "zigbee-switch"), "elder"),
    ("gbed", "床头灯", P("on-off-level", "zigbee-switch"), "elder"),
    ("gac", "空调", P("room-air-conditioner-heating-cooling", "matter-thermostat"), "elder"),
    ("gfan", "风扇", P("fan-rock", "matter-thermostat"), "elder"),
    ("gmos", "灭蚊灯", P("basic-plug", "zigbee-switch"), "elder"),
    ("gradio", "收音机", P("basic-plug", "zigbee-switch"), "elder"),
    # 2F卫生间
    ("b2light", "卫生间灯", P("light-binary", "matter-switch"), "bath2"),
    ("b2wh", "热水器", P("water-heater-power-energy-powerConsumption", "matter-thermostat"), "bath2"),
    ("b2ex", "排气扇", P("basic-switch", "zigbee-switch"), "bath2"),
    # 公人房 (工人房, Mari's room; the room name is a speech-recognition slip)
    ("hlight", "工人房灯", P("on-off-bulb", "zigbee-switch"), "maid"),
    ("hfan", "客厅风扇", P("fan-3speed", "zwave-fan"), "maid"),
    ("hdehum", "除湿机", P("basic-plug", "zigbee-switch"), "maid"),
    # 三楼主卧: the parents
    ("mlight", "大灯", P("light-level-colorTemperature-2200K-6500K", "matter-switch"), "master3"),
    ("mfan", "吊扇灯", P("light-color-level-fan", "matter-switch"), "master3"),
    ("mac", "主卧空调", P("room-air-conditioner", "matter-thermostat"), "master3"),
    ("mcurt", "主卧窗帘", P("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "master3"),
    ("mdehum", "主卧除湿机", P("switch-power-energy", "zigbee-switch"), "master3"),
    ("mmos", "驱蚊器", P("plug-binary", "matter-switch"), "master3"),
    # 轩仔房(3F): the son
    ("xstrip", "RGB灯带", P("rgbw-bulb-2000K-6500K", "zigbee-switch"), "xuan"),
    ("xlamp", "Hue台灯", P("white-ambiance", "philips-hue"), "xuan"),
    ("xac", "轩仔空调", P("room-air-conditioner-modular", "matter-thermostat"), "xuan"),
    ("xpc", "电脑插座", P("switch-power-energy", "zigbee-switch"), "xuan"),
    ("xfan", "风扇", P("fan-modular", "matter-switch"), "xuan"),
    ("xjbl", "JBL Flip 6", P("jbl", "jbl"), "xuan"),
    # 三楼卫生间
    ("b3light", "卫生间灯", P("light-binary", "matter-switch"), "bath3"),
    ("b3wh", "三楼热水器", P("water-heater", "matter-thermostat"), "bath3"),
    ("b3ex", "排气扇", P("basic-switch", "tuya-zigbee"), "bath3"),
    # 三楼洗衣房
    ("washer", "洗衣机", P("laundry-washer", "matter-appliance"), "laundry"),
    ("dryer", "烘干机", P("laundry-dryer", "matter-appliance"), "laundry"),
    ("wlight", "洗衣房灯", P("on-off-bulb", "zigbee-switch"), "laundry"),
    # 天台: the roof garden
    ("pump", "水箱水泵", P("pump-level", "matter-pump"), "roof"),
    ("water", "浇花", P("water-valve", "matter-switch"), "roof"),
    ("tl1", "天台灯1", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "roof"),
    ("tl2", "天台灯2", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "roof"),
    ("tmos", "灭蚊灯", P("basic-plug", "zigbee-switch"), "roof"),
    ("rack", "晾衣架", P("window-treatment-profile-no-firmware-update", "zigbee-window-treatment"), "roof"),
    ("rain", "雨量传感器", P("rain", "matter-sensor"), "roof"),
    # 西海岸: Living
    ("amain", "Living Main Light", P("light-color-level-2700K-6500K", "matter-switch"), "aliv"),
    ("atong1", "筒灯1", P("light-level-colorTemperature", "matter-switch"), "aliv"),
    ("atong2", "筒灯2", P("light-level-colorTemperature", "matter-switch"), "aliv"),
    ("afan2", "吊扇", P("fan-light", "zigbee-fan"), "aliv"),
    ("aac", "Daikin AC", P("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "aliv"),
    ("atv", "Sony TV", P("media-video-player", "matter-media"), "aliv"),
    ("abar", "Soundbar", P("samsung-audio", "samsung-audio"), "aliv"),
    ("robot", "Roborock", P("rvc-clean-mode", "matter-rvc"), "aliv"),
    ("alock", "海景房大门", P("lock-user-pin-schedule-batteryLevel", "matter-lock"), "aliv"),
    ("acurt", "Living Curtain", P("window-covering", "matter-window-covering"), "aliv"),
    ("adehum", "除湿机插座", P("switch-power-smartplug-no-firmware-update", "zigbee-switch"), "aliv"),
    # Master Bedroom
    ("amlight", "Master Light", P("light-level-colorTemperature-2700K-6500K", "matter-switch"), "amas"),
    ("ambed", "床头灯", P("aqara-led-bulb", "zigbee-switch"), "amas"),
    ("amac", "主卧空调", P("room-air-conditioner-humidity-heating-cooling", "matter-thermostat"), "amas"),
    ("amcurt", "主卧窗帘", P("window-covering-profile", "matter-window-covering"), "amas"),
    ("blanket", "电热毯", P("switch-power-smartplug", "zigbee-switch"), "amas"),
    ("ammos", "驱蚊器", P("basic-plug", "zigbee-switch"), "amas"),
    # Guest Room
    ("aglight", "Guest Room Light", P("on-off-bulb", "zigbee-switch"), "aguest"),
    ("agac", "Guest AC", P("room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"), "aguest"),
    ("agfan", "落地扇", P("fan-rock-wind", "matter-thermostat"), "aguest"),
    # Kitchen
    ("aklight", "厨房灯", P("on-off-bulb", "zigbee-switch"), "akit"),
    ("akhood", "方太油烟机", P("extractor-hood-wind", "matter-appliance"), "akit"),
    ("akgas", "燃气阀", P("valve-battery-powerSource", "zigbee-valve"), "akit"),
    ("dish", "Bosch Dishwasher", P("dishwasher", "matter-appliance"), "akit"),
    ("akfridge", "冰箱", P("refrigerator-freezer-tl", "matter-appliance"), "akit"),
    # Balcony
    ("typhoon", "Balcony Shutter", P("qubino-flush-shutter", "zwave-window-treatment"), "abal"),
    ("ablight", "Balcony Light", P("on-off-bulb-no-firmware-update", "zigbee-switch"), "abal"),
    ("abrack", "电动晾衣架", P("window-treatment-profile", "zigbee-window-treatment"), "abal"),
    # Bathroom
    ("awh", "Ariston热水器", P("water-heater-power-energy-powerConsumption", "matter-thermostat"), "abath"),
    ("awlight", "Bathroom Light", P("light-binary", "matter-switch"), "abath"),
    ("awex", "Exhaust Fan", P("basic-switch-no-firmware-update", "zigbee-switch"), "abath"),
    ("awleak", None, P("water-battery", "zigbee-water-leak-sensor"), "abath"),
    # no room
    ("plug", "移动插座", P("basic-plug", "zigbee-switch"), None),
    ("night", "阿婆夜灯", P("on-off-level", "zigbee-switch"), None),
]

UNLABELLED_NAME = {"awleak": "Aqara Water Leak Sensor"}

# Profiles left out of spec.jsonl, as real accounts have (FORMATS.md §2): their devices take
# part by name and room only.
SPEC_OMITTED = {("camera", "matter-switch"), ("rain", "matter-sensor"), ("fan-light", "zigbee-fan"),
                ("jbl", "jbl")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
MANUFACTURER = {"matter-switch": "Matter", "matter-thermostat": "Matter", "matter-media": "Matter",
                "matter-appliance": "Matter", "matter-window-covering": "Matter", "matter-lock": "Matter",
                "matter-sensor": "Matter", "matter-rvc": "Roborock", "matter-pump": "Matter",
                "zigbee-switch": "Aqara", "zigbee-window-treatment": "Aqara", "zigbee-contact": "Aqara",
                "zigbee-smoke-detector": "Aqara", "zigbee-water-leak-sensor": "Aqara",
                "zigbee-valve": "Tuya", "zigbee-siren": "HEIMAN", "zigbee-fan": "King of Fans",
                "zwave-switch": "Aeotec", "zwave-fan": "GE", "zwave-valve": "Zooz",
                "zwave-window-treatment": "Fibaro", "zwave-garage-door-opener": "Aeotec",
                "tuya-zigbee": "Tuya", "philips-hue": "Signify", "sonos": "Sonos", "jbl": "JBL",
                "samsung-audio": "Samsung"}
MANUFACTURER_KEY = {"qubino-flush-shutter": "Qubino", "light-level": "Yeelight"}


def label_of(k):
    d = DEV[k]
    return d[1] if d[1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def device_type(driver):
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("tuya-zigbee",):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    if driver == "philips-hue":
        return "LAN"
    return "LAN"


# ---------------------------------------------------------------------------
# Command descriptions (zh, en): each spec line picks one by a hash, so the
# spec mixes Chinese and English as real files do.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {
    ("switch", "on"): ("打开", "turn on"),
    ("switch", "off"): ("关闭", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度调高或调低一档", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温", "set color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温调暖或调冷", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色", "set color"),
    ("colorControl", "setHue"): ("设置色调", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("fanSpeed", "setFanSpeed"): ("设置风速档位", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风扇模式", "set fan mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风/摇头", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量模式", "set air purifier fan mode"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷模式", "cooling mode"),
    ("thermostatMode", "heat"): ("制热模式", "heating mode"),
    ("thermostatMode", "off"): ("关机", "turn off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating setpoint"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("windowShade", "open"): ("打开", "open"),
    ("windowShade", "close"): ("关闭", "close"),
    ("windowShade", "pause"): ("暂停", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合程度", "set shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合程度调一档", "step shade level"),
    ("doorControl", "open"): ("开门", "open door"),
    ("doorControl", "close"): ("关门", "close door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开门闩", "unlatch"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏", "play preset"),
    ("keypadInput", "sendKey"): ("遥控器按键", "send remote key"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音", "set mute"),
    ("audioNotification", "playTrack"): ("播放提示音", "play track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("alarm", "both"): ("声光报警", "siren and strobe"),
    ("alarm", "off"): ("关闭报警", "alarm off"),
    ("alarm", "siren"): ("鸣笛", "siren"),
    ("alarm", "strobe"): ("闪光", "strobe"),
    ("operationalState", "start"): ("开始运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
}
# Device-specific wording where the generic one would mislead.
DESC_PROFILE = {
    ("pump-level", "switch", "on"): ("启动水泵", "start pump"),
    ("pump-level", "switch", "off"): ("停止水泵", "stop pump"),
    ("pump-level", "switchLevel", "setLevel"): ("设置水泵功率", "set pump level"),
    ("base-garage-door", "doorControl", "open"): ("卷闸门升起", "open roller door"),
    ("base-garage-door", "doorControl", "close"): ("卷闸门落下", "close roller door"),
    ("water-heater", "thermostatMode", "heat"): ("开始加热", "start heating"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置水温", "set water temperature"),
    ("water-heater-power-energy-powerConsumption", "thermostatMode", "heat"): ("开始加热", "start heating"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint", "setHeatingSetpoint"):
        ("设置水温", "set water temperature"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警消音", "silence the alarm"),
    ("basic-alarm", "alarm", "off"): ("停止报警", "stop alarm"),
    ("refrigerator-freezer", "mode", "setMode"): ("设置冰箱模式", "set refrigerator mode"),
    ("refrigerator-freezer-tl", "mode", "setMode"): ("设置冰箱模式", "set refrigerator mode"),
    ("rvc-clean-mode", "mode", "setMode"): ("设置清扫模式", "set cleaning mode"),
    ("laundry-washer", "mode", "setMode"): ("设置洗涤程序", "set wash cycle"),
    ("laundry-dryer", "mode", "setMode"): ("设置烘干程序", "set drying cycle"),
    ("dishwasher", "mode", "setMode"): ("设置洗碗程序", "set dishwasher cycle"),
    ("valve-generic", "valve", "open"): ("打开总阀", "open main valve"),
    ("valve-generic", "valve", "close"): ("关闭总阀", "close main valve"),
    ("water-valve", "valve", "open"): ("开始浇水", "start watering"),
    ("water-valve", "valve", "close"): ("停止浇水", "stop watering"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "dryair": ("除湿", "dry"), "fanonly": ("送风", "fan only"), "asleep": ("睡眠", "sleep"),
    "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"),
    "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摇头", "horizontal swing"),
    "Off": ("关闭", "Off"), "Manual": ("手动加热", "Manual"), "Timed": ("定时加热", "Timed"),
    "Normal": ("标准", "Normal"), "Quick": ("快洗", "Quick"), "Heavy": ("强力", "Heavy"),
    "Delicate": ("轻柔", "Delicate"), "Bedding": ("被褥", "Bedding"), "Sanitize": ("除菌", "Sanitize"),
    "Eco": ("节能", "Eco"), "Intensive": ("强力洗", "Intensive"),
    "Rapid Cool": ("速冷", "Rapid Cool"), "Rapid Freeze": ("速冻", "Rapid Freeze"),
    "Energy Save": ("节能", "Energy Save"),
    "Vacuum": ("扫地", "Vacuum"), "Mop": ("拖地", "Mop"), "Vacuum and Mop": ("扫拖", "Vacuum and Mop"),
    "none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加漂", "extra"), "max": ("最多漂洗", "max"),
    "No Spin": ("不脱水", "No Spin"), "400": ("400转", "400 rpm"), "800": ("800转", "800 rpm"),
    "1200": ("1200转", "1200 rpm"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
}
VALUE_DESC_PROFILE = {
    ("laundry-dryer", "Quick"): ("快烘", "Quick"),
    ("dishwasher", "Quick"): ("快速洗", "Quick"),
}

AC_FAN = ["auto", "low", "medium", "high"]
FAN5 = ["off", "low", "medium", "high", "auto"]
WIND = ["noWind", "sleepWind", "naturalWind"]
# Values of string arguments, per profile: which modes each unit offers is this home's fact
# (values of the Matter thermostat driver's mode map; fan and appliance modes as the units report).
ENUMS = {
    "room-air-conditioner-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-humidity-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair"]},
    "room-air-conditioner": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner-modular": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner-fan-wind-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly"],
        "airConditionerFanMode": AC_FAN, "windMode": ["noWind", "sleepWind", "naturalWind"]},
    "room-air-conditioner-humidity-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "dryair", "asleep"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-fan-heating-cooling-nostate": {
        "thermostatMode": ["off", "cool", "heat", "fanonly"], "airConditionerFanMode": AC_FAN},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "water-heater-power-energy-powerConsumption": {
        "thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "fan-modular": {"fanMode": FAN5},
    "light-color-level-fan": {"fanMode": FAN5},
    "fan-rock": {"airConditionerFanMode": FAN5, "fanOscillationMode": ["off", "horizontal"]},
    "fan-rock-wind": {"airConditionerFanMode": FAN5, "fanOscillationMode": ["off", "horizontal"],
                      "windMode": ["noWind", "sleepWind", "naturalWind"]},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high"]},
    "extractor-hood": {"fanMode": ["off", "low", "medium", "high"]},
    "extractor-hood-wind": {"fanMode": ["off", "low", "medium", "high"], "windMode": ["noWind", "naturalWind"]},
    "air-purifier-hepa-wind": {"airPurifierFanMode": ["off", "auto", "sleep", "low", "medium", "high"],
                               "windMode": ["noWind", "sleepWind", "naturalWind"]},
    "laundry-washer": {"mode": ["Normal", "Quick", "Heavy", "Delicate", "Bedding"],
                       "laundryWasherSpinSpeed": ["No Spin", "400", "800", "1200"]},
    "laundry-dryer": {"mode": ["Normal", "Quick", "Delicate", "Bedding", "Sanitize"]},
    "dishwasher": {"mode": ["Normal", "Eco", "Intensive", "Quick"]},
    "refrigerator-freezer": {"mode": ["Normal", "Rapid Cool", "Rapid Freeze", "Energy Save"]},
    "refrigerator-freezer-tl": {"mode": ["Normal", "Rapid Cool", "Rapid Freeze", "Energy Save"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop", "Quiet"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
# Ranges the shared files do not carry: (profile, capability) -> (min, max, unit)
RANGES = {}
for _p in AC_PROFILES:
    RANGES[(_p, "thermostatCoolingSetpoint")] = (16, 30, "C")
    RANGES[(_p, "thermostatHeatingSetpoint")] = (16, 30, "C")
for _p in ("water-heater", "water-heater-power-energy-powerConsumption"):
    RANGES[(_p, "thermostatHeatingSetpoint")] = (35, 75, "C")
RANGES[("fan-3speed", "fanSpeed")] = (0, 3, None)
RANGES[("fan-4speed", "fanSpeed")] = (0, 4, None)
UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "fanSpeedPercent": "%", "windowShadeLevel": "%",
         "windowShadePreset": "%", "statelessWindowShadeLevelStep": "%", "audioVolume": "%"}


def english(seed, share=27):
    return int(hashlib.sha1(seed.encode("utf-8")).hexdigest(), 16) % 100 < share


def load_sources():
    d = data_dir()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles.setdefault((p["name"], p["driver"].split("/")[-1]), p)
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = dict(json.load(f)["capabilities"])
    return profiles, caps


def profile_commands(profile, caps):
    """The commands a profile's main component offers: (capability, command, arguments)."""
    cfgs = profile.get("capability_config", {})
    enums = ENUMS.get(profile["name"], {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        enabled_cmds = None
        for c in cfgs.get(cap, []):
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = list(c["enabledValues"])
        for cmd in caps[cap].get("commands", []):
            name = cmd["name"]
            if cap == "mediaPlayback" and enabled_cmds is not None and name not in enabled_cmds \
                    and name != "setPlaybackStatus":
                continue
            if cap == "lock" and name == "unlatch" and "unlatch" not in profile["name"]:
                continue   # only the unlatch profiles report "unlatched"
            if cap == "thermostatMode" and name != "setThermostatMode":
                modes = enums.get("thermostatMode")
                if name == "emergencyHeat" or (modes is not None and name not in modes):
                    continue
            out.append((cap, name, cmd.get("arguments", [])))
    return out


def spec_line(profile, caps):
    pname = profile["name"]
    pid = profile_id(pname, profile["driver"].split("/")[-1])
    cfgs = profile.get("capability_config", {})
    enums = ENUMS.get(pname, {})
    out = []
    for cap, name, arguments in profile_commands(profile, caps):
        cid = "main-%s-%s" % (cap, name)
        zh, en = DESC_PROFILE.get((pname, cap, name), DESC[(cap, name)])
        entry = OrderedDict([("id", cid), ("description", en if english(pid + cid) else zh)])
        args = [a for a in arguments if not a.get("optional")]
        if args:
            a = args[0]
            typ = a.get("type")
            entry["type"] = typ
            rng = None
            for c in cfgs.get(cap, []):
                if "range" in c:
                    rng = (c["range"][0], c["range"][1], None)
            if (pname, cap) in RANGES:
                rng = RANGES[(pname, cap)]
            if rng is None and typ in ("integer", "number"):
                if a.get("minimum") is not None and a.get("maximum") is not None:
                    rng = (a["minimum"], a["maximum"], None)
                elif cap == "colorControl":
                    rng = (0, 100, "%")
                elif cap == "statelessWindowShadeLevelStep":
                    rng = (-100, 100, "%")
            if rng and not (cap.startswith("thermostat") and rng[0] < -100):
                vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                unit = rng[2] or UNITS.get(cap)
                if unit:
                    vr["unit"] = unit
                entry["value_range"] = vr
            values = enums.get(cap)
            if values is None and a.get("enum"):
                values = list(a["enum"])
            if cap == "mediaPlayback" and name == "setPlaybackStatus":
                for c in cfgs.get(cap, []):
                    if c.get("key") == "playbackStatus.value":
                        values = list(c["enabledValues"])
            if values is not None and typ == "string":
                vl = []
                for v in values:
                    vzh, ven = VALUE_DESC_PROFILE.get((pname, v)) or VALUE_DESC.get(v, (v, v))
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
        it["manufacturerName"] = MANUFACTURER_KEY.get(pname, MANUFACTURER.get(driver, "SmartThingsCommunity"))
        it["presentationId"] = uid("presentation", "%s/%s" % (driver, pname))
        it["locationId"] = LOCATION_ID
        if room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = OrderedDict([("id", profile_id(pname, driver))])
        it["type"] = device_type(driver)
        items.append(it)
    home = OrderedDict([("rooms", rooms), ("items", items)])
    spec = [spec_line(p, caps) for k, p in used.items() if k not in SPEC_OMITTED]
    # what the omitted profiles really offer (not written; used to check cases about them)
    shadow = {profile_id(*k): ["main-%s-%s" % (c, n) for c, n, _ in profile_commands(p, caps)]
              for k, p in used.items() if k in SPEC_OMITTED}
    return home, spec, shadow, profiles


HOME, SPEC, SHADOW, PROFILES = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}
SPEC_CMDS_ALL = dict(SPEC_CMDS)
SPEC_CMDS_ALL.update(SHADOW)
SPEC_ENTRY = {(line["profileId"], c["id"]): c for line in SPEC for c in line["capabilities"]}
ITEM = {k: it for k, it in zip(DEV, HOME["items"])}


# ---------------------------------------------------------------------------
# What each device can do, and the intents the cases are written in.
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


def category(k):
    main = ITEM[k]["components"][0]
    return main["categories"][0]["name"] if main["categories"] else "Unknown"


CAT = {k: category(k) for k in DEV}
PROF = {k: DEV[k][2][0] for k in DEV}


def cmds_of(k):
    return SPEC_CMDS_ALL[ITEM[k]["profile"]["id"]]


def has(k, cid):
    return cid in cmds_of(k)


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


def enum_of(k, cap):
    return ENUMS.get(PROF[k], {}).get(cap, [])


MEDIA = ("Television", "Speaker")
FANLIKE_NOSWITCH = ("Fan", "AirPurifier", "KitchenHood")


def _fan_cmds(k):
    return _f(k, C("fanSpeed", "setFanSpeed"), C("fanMode", "setFanMode"),
              C("airConditionerFanMode", "setFanMode"),
              C("airPurifierFanMode", "setAirPurifierFanMode"), C("fanSpeedPercent", "setPercent"))


def _mode(k, value):
    """Commands that put a thermostat-like unit in mode `value` (a thermostatMode enum value)."""
    out = []
    modes = enum_of(k, "thermostatMode")
    if value in modes:
        if value in ("cool", "heat", "auto", "off"):
            out += _f(k, C("thermostatMode", value))
        out += _f(k, C("thermostatMode", "setThermostatMode"))
    return out


def i_on(k):
    cat = CAT[k]
    out = _f(k, C("switch", "on"))
    if cat == "WaterHeater":
        out += _mode(k, "heat")
    if cat in FANLIKE_NOSWITCH and not has(k, C("switch", "on")):
        out += _fan_cmds(k)
    if cat in MEDIA and not has(k, C("switch", "on")):
        out += _f(k, C("mediaPlayback", "play"))
    if cat == "Speaker" and has(k, C("switch", "on")):
        out += _f(k, C("mediaPlayback", "play"))
    if cat in ("Washer", "Dryer", "Dishwasher"):
        out += _f(k, C("operationalState", "start"))
    if cat == "RobotCleaner":
        out += _f(k, C("robotCleanerOperatingState", "start"))
    if cat in ("WaterValve",):
        out += _f(k, C("valve", "open"))
    return out


def i_off(k):
    cat = CAT[k]
    out = _f(k, C("switch", "off"))
    if cat in ("AirConditioner", "WaterHeater"):
        out += _mode(k, "off")
    if cat in FANLIKE_NOSWITCH and not has(k, C("switch", "off")):
        out += _fan_cmds(k)
    if cat in MEDIA:
        out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    if cat in ("Washer", "Dryer", "Dishwasher"):
        out += _f(k, C("operationalState", "stop"))
    if cat == "RobotCleaner":
        out += _f(k, C("robotCleanerOperatingState", "pause"), C("robotCleanerOperatingState", "goHome"))
    if cat == "WaterValve":
        out += _f(k, C("valve", "close"))
    if cat == "Siren":
        out += _f(k, C("alarm", "off"))
    return out


def i_open(k):
    return _f(k, C("windowShade", "open"), C("doorControl", "open"), C("valve", "open"),
              C("windowShadeLevel", "setShadeLevel"))


def i_close(k):
    return _f(k, C("windowShade", "close"), C("doorControl", "close"), C("valve", "close"),
              C("windowShadeLevel", "setShadeLevel"))


def i_temp(k):
    return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"),
              C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_mode(value):
    def f(k):
        if CAT[k] == "AirPurifier" and value == "asleep":
            return _f(k, C("airPurifierFanMode", "setAirPurifierFanMode"), C("windMode", "setWindMode"))
        out = _mode(k, value)
        if value == "asleep" and "sleepWind" in enum_of(k, "windMode"):
            out += _f(k, C("windMode", "setWindMode"))
        return out
    return f


def i_cool(k):    # "热": make it cooler
    if CAT[k] == "AirConditioner":
        return i_on(k) + _mode(k, "cool") + _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"))
    if CAT[k] == "Fan" or k == "mfan":
        return i_on(k) + _fan_cmds(k)
    return []


def i_warm(k):    # "冷": make it warmer
    if CAT[k] == "AirConditioner":
        return i_off(k) + _mode(k, "heat") + i_temp(k)
    if CAT[k] == "Fan":
        return i_off(k) + _fan_cmds(k)
    if k == "mfan":
        return _fan_cmds(k)
    if k == "blanket":
        return i_on(k)
    return []


def i_dry(k):     # "潮": dehumidify
    if CAT[k] == "AirConditioner":
        return _mode(k, "dryair")
    if "除湿" in label_of(k):
        return i_on(k)
    return []


def i_hotwater(k):
    return i_on(k) + i_temp(k)


def i_lightup(k):   # "暗": lights on or brighter
    return _f(k, C("switch", "on"), C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_dimoff(k):    # "刺眼": dimmer or off
    return _f(k, C("switch", "off"), C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_quieter(k):
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


def i_air(k):       # "有味道/油烟": extract or purify
    if CAT[k] in ("KitchenHood", "AirPurifier"):
        return _fan_cmds(k)
    return _f(k, C("switch", "on"))


SIMPLE = {
    "level": [C("switchLevel", "setLevel")],
    "brighter": [C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")],
    "dimmer": [C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")],
    "ct": [C("colorTemperature", "setColorTemperature")],
    "warmer": [C("colorTemperature", "setColorTemperature"),
               C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")],
    "color": [C("colorControl", "setColor"), C("colorControl", "setHue")],
    "swing": [C("fanOscillationMode", "setFanOscillationMode")],
    "wind": [C("windMode", "setWindMode")],
    "shade": [C("windowShadeLevel", "setShadeLevel")],
    "shade_step": [C("statelessWindowShadeLevelStep", "stepShadeLevel"), C("windowShadeLevel", "setShadeLevel")],
    "preset": [C("windowShadePreset", "presetPosition")],
    "stop_shade": [C("windowShade", "pause")],
    "lock": [C("lock", "lock")],
    "unlock": [C("lock", "unlock")],
    "play": [C("mediaPlayback", "play")],
    "pause": [C("mediaPlayback", "pause")],
    "stop": [C("mediaPlayback", "stop"), C("mediaPlayback", "pause")],
    "next": [C("mediaTrackControl", "nextTrack")],
    "prev": [C("mediaTrackControl", "previousTrack")],
    "vol": [C("audioVolume", "setVolume")],
    "vol_up": [C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")],
    "vol_down": [C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")],
    "mute": [C("audioMute", "mute"), C("audioMute", "setMute")],
    "unmute": [C("audioMute", "unmute"), C("audioMute", "setMute")],
    "channel": [C("keypadInput", "sendKey")],
    "ch_next": [C("keypadInput", "sendKey"), C("mediaTrackControl", "nextTrack")],
    "ch_prev": [C("keypadInput", "sendKey"), C("mediaTrackControl", "previousTrack")],
    "start": [C("operationalState", "start"), C("robotCleanerOperatingState", "start")],
    "pause_op": [C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")],
    "resume": [C("operationalState", "resume"), C("robotCleanerOperatingState", "start")],
    "stop_op": [C("operationalState", "stop"), C("switch", "off")],
    "home": [C("robotCleanerOperatingState", "goHome")],
    "wmode": [C("mode", "setMode")],
    "rinse": [C("laundryWasherRinseMode", "setRinseMode")],
    "spin": [C("laundryWasherSpinSpeed", "setSpinSpeed")],
    "silence": [C("audioMute", "mute"), C("audioMute", "setMute")],
    "siren_off": [C("alarm", "off")],
    "valve_open": [C("valve", "open")],
    "valve_close": [C("valve", "close")],
    "door_open": [C("doorControl", "open")],
    "door_close": [C("doorControl", "close")],
}
FUNCS = {"on": i_on, "off": i_off, "open": i_open, "close": i_close, "temp": i_temp,
         "mode:cool": i_mode("cool"), "mode:heat": i_mode("heat"), "mode:auto": i_mode("auto"),
         "mode:dry": i_mode("dryair"), "mode:fan": i_mode("fanonly"), "mode:sleep": i_mode("asleep"),
         "mode:off": i_mode("off"),
         "fanspeed": _fan_cmds, "need:hot": i_cool, "need:cold": i_warm, "need:damp": i_dry,
         "need:hotwater": i_hotwater, "need:dark": i_lightup, "need:glare": i_dimoff,
         "need:noise": i_quieter, "need:air": i_air}


def resolve_intent(k, intent):
    if intent in FUNCS:
        got = FUNCS[intent](k)
    elif intent in SIMPLE:
        got = _f(k, *SIMPLE[intent])
    else:
        raise KeyError("unknown intent %r" % intent)
    out = []
    for c in got:
        if c not in out:
            out.append(c)
    return out


# ---------------------------------------------------------------------------
# Families and places (what the words of the cases mean in this home)
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] == "Switch" and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "fan": lambda k: CAT[k] == "Fan",
    "dehum": lambda k: "除湿" in label_of(k),
    "wh": lambda k: CAT[k] == "WaterHeater",
    "curtain": lambda k: "窗帘" in label_of(k) or label_of(k) == "Living Curtain",
    "typhoon": lambda k: k in ("ltyph", "typhoon"),
    "mosquito": lambda k: label_of(k) in ("灭蚊灯", "驱蚊器"),
    "plug": lambda k: CAT[k] == "SmartPlug",
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker",
    "lock": lambda k: CAT[k] == "SmartLock",
    "exhaust": lambda k: label_of(k) in ("排气扇", "排风扇", "Exhaust Fan"),
    "hood": lambda k: CAT[k] == "KitchenHood",
    "fridge": lambda k: CAT[k] == "Refrigerator",
    "gasvalve": lambda k: k in ("kgas", "akgas"),
    "rack": lambda k: "晾衣架" in label_of(k),
    "tong": lambda k: label_of(k).startswith("筒灯"),
    "spot": lambda k: label_of(k).startswith("射灯"),
}

FLOOR_ROOMS = {f: [r for r, v in ROOMS.items() if v[1] == f] for f in (1, 2, 3, "roof", "apt")}
OLD_ROOMS = [r for r, v in ROOMS.items() if v[1] != "apt"]


def sel(fam=None, rooms=None, floors=None, exclude_rooms=(), exclude=()):
    """Devices of a family in the given rooms/floors (all of the account when neither is given)."""
    out = []
    rs = None
    if rooms is not None or floors is not None:
        rs = set(rooms or [])
        for f in floors or []:
            rs |= set(FLOOR_ROOMS[f])
    for k in DEV:
        if fam is not None and not FAMILY[fam](k):
            continue
        if rs is not None and ROOM_OF[k] not in rs:
            continue
        if ROOM_OF[k] in exclude_rooms or k in exclude:
            continue
        out.append(k)
    if not out:
        raise ValueError("empty selection %r %r %r" % (fam, rooms, floors))
    return out


def minus(keys, *drop):
    for d in drop:
        if d not in keys:
            raise ValueError("%s not in %r" % (d, keys))
    return [k for k in keys if k not in drop]


class CaseError(Exception):
    pass


def _keys(keys):
    if isinstance(keys, str):
        keys = keys.split()
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
            got += resolve_intent(k, it)
        if strict and not got:
            raise CaseError("%s (%s) cannot do %r" % (k, label_of(k), intents))
        for c in got:
            if c not in caps:
                caps.append(c)
    return caps


def one(keys, *intents):
    keys = _keys(keys)
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    if not intents:
        raise CaseError("no intent")
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise CaseError("a bulk over %r is a mode one" % keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, False), "mode": "clarify"}


def st(keys):
    return one(keys, "*")


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN_QUERIES = {}
# Tags that mark a request said in a way a fixed word list would not foresee.
UNFORESEEN = {"dialect", "asr", "english", "tagalog", "slang", "need", "ramble", "typo", "indirect",
              "filler", "traditional", "pinyin", "room-synonym", "homophone", "stutter", "fragment",
              "dropped-char", "emoji", "brand-english", "number-trap", "verb-trap", "politeness", "word-order"}


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
    if len(set(tags)) != len(tags):
        raise CaseError("duplicate tag in %r" % tags)
    key = (query, tuple(history or ()))
    if key in _SEEN_QUERIES:
        raise CaseError("duplicate query %r (also %s)" % (query, _SEEN_QUERIES[key]))
    _COUNTERS[group] += 1
    cid = "%s-%s-%03d" % (SET, group, _COUNTERS[group])
    _SEEN_QUERIES[key] = cid
    case = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        case["history"] = list(history)
    case["expect"] = [OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                                   ("capabilities", e["capabilities"]), ("mode", e["mode"])]) for e in expect]
    case["tags"] = tags
    case["_keys"] = [e["devices"] for e in expect]
    CASES.append(case)


# ---------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------
def build_cases():
    LIGHT = sel("light")
    AC = sel("ac")
    FAN = sel("fan")
    DEHUM = sel("dehum")
    WH = sel("wh")
    CURT = sel("curtain")
    LOCK = sel("lock")
    TV = sel("tv")
    MOSQ = sel("mosquito")
    F1_LIGHT = sel("light", floors=[1])
    DINING_LIGHT = sel("light", rooms=["dining"])
    TONG = sel("tong", rooms=["dining"])
    SPOT = sel("spot")
    DFAN = ["dfan1", "dfan2", "dfan3"]
    DAC = ["dac1", "dac2"]
    LANG = ["lang1", "lang2", "lang3"]

    # ---- name: labels said whole, in part, in other words -------------------------------
    add("name", "打开客厅吊灯", one("lpend", "on"), "name exact")
    add("name", "客厅吊灯关掉", one("lpend", "off"), "name exact")
    add("name", "格力空调开一下", one("lac", "on"), "name brand-label")
    add("name", "把小米净化器打开", one("lpur", "on"), "name brand-label")
    add("name", "老爸茶烧水壶开开，我要冲茶", one("lkettle", "on"), "name plug-label dialect grandpa")
    add("name", "烧水壶开开", one("lkettle", "on"), "name partial dialect grandpa")
    add("name", "神台灯开开，今日初一", one("altar", "on"), "name lamp-plug dialect grandpa")
    add("name", "蒸饭柜开", one("ksteam", "on"), "name exact mother")
    add("name", "排烟罩开起来", one("khood", "on"), "name no-switch")
    add("name", "招牌灯关了", one("sign", "off"), "name exact")
    add("name", "菜单灯箱打开", one("menu", "on"), "name exact")
    add("name", "收银机断电", one("pos", "off"), "name plug-label")
    add("name", "RGB灯带开", one("xstrip", "on"), "name english-label")
    add("name", "Hue台灯关一下", one("xlamp", "off"), "name english-label")
    add("name", "台灯关一下", one("xlamp", "off"), "name partial unique-type")
    add("name", "Roborock 开始扫地", one("robot", "start"), "name english-label")
    add("name", "扫地机器人开始干活", one("robot", "start"), "name unique-type indirect")
    add("name", "Sony TV 开", one("atv", "on"), "name english-label")
    add("name", "Soundbar 关掉", one("abar", "off"), "name english-label")
    add("name", "Daikin AC off", one("aac", "off"), "name english-label english")
    add("name", "Master Light off pls", one("amlight", "off"), "name english-label english")
    add("name", "Guest AC 开", one("agac", "on"), "name english-label")
    add("name", "Bosch Dishwasher start", one("dish", "start", "on"), "name english-label english")
    add("name", "洗碗机开始洗", one("dish", "start", "on"), "name unique-type")
    add("name", "Balcony Shutter close", one("typhoon", "close"), "name english-label english")
    add("name", "Balcony Light 开", one("ablight", "on"), "name english-label")
    add("name", "Bathroom Light on", one("awlight", "on"), "name english-label english")
    add("name", "Exhaust Fan 开一下", one("awex", "on"), "name english-label")
    add("name", "Ariston热水器开", one("awh", "on"), "name brand-label water-heater")
    add("name", "电热毯开", one("blanket", "on"), "name unique-type")
    add("name", "落地扇开", one("agfan", "on"), "name unique-type no-switch")
    add("name", "方太油烟机开", one("akhood", "on"), "name brand-label no-switch")
    add("name", "阳台电动晾衣架降下来", one("abrack", "close"), "name rack english-room")
    add("name", "水箱水泵开", one("pump", "on"), "name pump")
    add("name", "水泵抽水", one("pump", "on"), "name partial pump indirect")
    add("name", "浇花打开", one("water", "open"), "name valve")
    add("name", "楼梯灯开", one("stlight", "on"), "name stairwell")
    add("name", "卷闸门拉上去", one("shutter", "open"), "name shutter")
    add("name", "卷闸门放下来", one("shutter", "close"), "name shutter")
    add("name", "冷库灯关", one("clight", "off"), "name exact")
    add("name", "冷库报警器关掉", one("csiren", "siren_off", "off"), "name siren")
    add("name", "后厨热水器开", one("kwh", "on"), "name water-heater")
    add("name", "小厨宝开一下", one("fwh", "on"), "name water-heater")
    add("name", "三楼热水器开", one("b3wh", "on"), "name water-heater label-floor")
    add("name", "煲鸡汤那个插座开", one("ksoup", "on"), "name plug-label word-order")
    add("name", "插座-煲鸡汤 关掉", one("ksoup", "off"), "name plug-label exact")
    add("name", "冰柜插座关掉", one("kfreezer", "off"), "name instruction-label partial")
    add("name", "灭蝇灯开", one("kfly", "on"), "name lamp-plug")
    add("name", "工人房灯开", one("hlight", "on"), "name label-spells-room")
    add("name", "吊扇灯开", one("mfan", "on"), "name fan-light")
    add("name", "吊扇灯的风扇开", one("mfan", "fanspeed"), "name fan-light")
    add("name", "主卧除湿机开", one("mdehum", "on"), "name dehumidifier")
    add("name", "杂物间除湿机打开", one("sdehum", "on"), "name dehumidifier")
    add("name", "堂食除湿机关", one("ddehum", "off"), "name dehumidifier")
    add("name", "除湿机插座开", one("adehum", "on"), "name plug-label dehumidifier")
    add("name", "电脑插座关掉", one("xpc", "off"), "name plug-label")
    add("name", "电饭煲开", one("frice", "on"), "name plug-label")
    add("name", "收音机开开", one("gradio", "on"), "name plug-label dialect grandpa")
    add("name", "大电视开", one("dtv", "on"), "name tv")
    add("name", "海景房大门锁上", one("alock", "lock"), "name lock home-label")
    add("name", "侧门指纹锁锁一下", one("sidelock", "lock"), "name lock")
    add("name", "阿婆夜灯开", one("night", "on"), "name no-room")
    add("name", "移动插座关了", one("plug", "off"), "name no-room")
    add("name", "Sonos Five 暂停", one("sonos", "pause"), "name english-label speaker")
    add("name", "JBL 暂停一下", one("xjbl", "pause"), "name english-label spec-missing speaker")
    add("name", "净化器开", one("lpur", "on"), "name partial unique-type no-switch")
    add("name", "空气净化器关了", one("lpur", "off"), "name unique-type no-switch")
    add("name", "洗衣机开", one("washer", "on", "start"), "name unique-type")
    add("name", "烘干机关掉", one("dryer", "off", "stop_op"), "name unique-type")
    add("name", "防台卷帘拉起来", ask(["ltyph", "typhoon"], "open"), "name type-word-label typhoon two-homes")
    add("name", "Living Curtain 拉开", one("acurt", "open"), "name english-label curtain")
    add("name", "雨量传感器", ask(["rain"]), "name bare-noun spec-missing")
    add("name", "门口摄像头打开", ask(["cam"]), "name unsupported spec-missing camera")
    add("name", "堂食烟感关掉", ask(["dsmoke"]), "name unsupported sensor")
    add("name", "老火鸡开一下", ask(), "name unknown-name")
    add("name", "把那个叫小太阳的关了", ask(), "name unknown-name")
    # labels that are a bare type word, or shared by several devices
    add("name", "空调开", ask(AC, "on"), "name type-word-label no-place")
    add("name", "电视开一下", ask(TV, "on"), "name type-word-label no-place")
    add("name", "风扇开", ask(FAN, "on"), "name type-word-label no-place")
    add("name", "热水器开", ask(WH, "on"), "name type-word-label no-place water-heater")
    add("name", "除湿机开", ask(DEHUM, "on"), "name type-word-label no-place dehumidifier")
    add("name", "大灯开", ask(["glight", "mlight"], "on"), "name duplicate-label")
    add("name", "床头灯关掉", ask(["gbed", "ambed"], "off"), "name duplicate-label two-homes")
    add("name", "灭蚊灯开开", ask(["dmos", "gmos", "tmos"], "on"), "name duplicate-label dialect")
    add("name", "驱蚊器开", ask(["mmos", "ammos"], "on"), "name duplicate-label two-homes")
    add("name", "卫生间灯开", ask(["b2light", "b3light", "awlight"], "on"), "name duplicate-label")
    add("name", "排气扇开", ask(["b2ex", "b3ex", "awex", "kfan"], "on"), "name duplicate-label")
    add("name", "厨房灯开", ask(["flight", "aklight"], "on"), "name duplicate-label two-homes")
    add("name", "冰箱调到速冻", ask(["ffridge", "akfridge"], "wmode"), "name duplicate-label two-homes")
    add("name", "主卧空调开", ask(["mac", "amac"], "on"), "name duplicate-label two-homes")
    add("name", "主卧窗帘关", ask(["mcurt", "amcurt"], "close"), "name duplicate-label two-homes")
    add("name", "油烟机开", ask(sel("hood"), "on"), "name type-word-label")
    add("name", "吊扇开", ask(DFAN + ["afan", "lcfan", "afan2"], "on"), "name type-word-label series")
    add("name", "客厅风扇开", ask(["hfan", "lcfan", "afan2"], "on"), "name label-names-room two-homes")
    add("name", "客厅吊扇开", ask(["lcfan", "afan2"], "on"), "name two-homes spec-missing")
    add("name", "客厅窗帘拉上", ask(["lcurt", "acurt"], "close"), "name two-homes curtain")
    add("name", "燃气阀开", ask(["kgas", "akgas"], "valve_open"), "name type-word-label gas safety")
    add("name", "晾衣架升上去", ask(["rack", "abrack"], "open"), "name type-word-label rack")
    add("name", "灯带开", ask(["dstrip", "xstrip"], "on"), "name type-word-label")

    # ---- series: numbered labels said every way ---------------------------------------
    add("series", "筒灯3开", one("tong3", "on"), "series")
    add("series", "3号筒灯开一下", one("tong3", "on"), "series ordinal")
    add("series", "筒灯三关掉", one("tong3", "off"), "series chinese-numeral")
    add("series", "第三个筒灯调暗一点", one("tong3", "dimmer"), "series ordinal value")
    add("series", "三号筒灯亮度调到百分之六十", one("tong3", "level"), "series chinese-numeral value")
    add("series", "筒灯4开", one("tong4", "on"), "series")
    add("series", "四号筒灯关了", one("tong4", "off"), "series chinese-numeral")
    add("series", "第五个筒灯开", one("tong5", "on"), "series ordinal")
    add("series", "筒灯六", ask(["tong6"]), "series bare-noun")
    add("series", "筒灯6关一下", one("tong6", "off"), "series")
    add("series", "筒灯1开", ask(["tong1", "atong1"], "on"), "series duplicate-label two-homes")
    add("series", "二号筒灯关掉", ask(["tong2", "atong2"], "off"), "series duplicate-label two-homes")
    add("series", "堂食筒灯1开", one("tong1", "on"), "series room")
    add("series", "堂食的2号筒灯调亮", one("tong2", "brighter"), "series room value")
    add("series", "Living的筒灯1关", one("atong1", "off"), "series english-room")
    add("series", "Living 筒灯二 调暖一点", one("atong2", "warmer"), "series english-room value")
    add("series", "筒灯5和筒灯6关掉", al(["tong5", "tong6"], "off"), "series list")
    add("series", "筒灯4到6开", al(["tong4", "tong5", "tong6"], "on"), "series range")
    add("series", "堂食筒灯1到4都打开", al(["tong1", "tong2", "tong3", "tong4"], "on"), "series range room")
    add("series", "堂食单号的筒灯开", al(["tong1", "tong3", "tong5"], "on"), "series odd-even room")
    add("series", "堂食双号筒灯关掉", al(["tong2", "tong4", "tong6"], "off"), "series odd-even room")
    add("series", "堂食最后两个筒灯关", al(["tong5", "tong6"], "off"), "series ordinal room")
    add("series", "筒灯七开", ask(TONG, "on"), "series missing-member")
    add("series", "堂食筒灯8号开", ask(TONG, "on"), "series missing-member room")
    add("series", "Living筒灯3开", ask(["atong1", "atong2"], "on"), "series missing-member english-room")
    add("series", "射灯2开", one("spot2", "on"), "series spacing")
    add("series", "射灯 2 关掉", one("spot2", "off"), "series spacing exact")
    add("series", "二号射灯调暖一点", one("spot2", "warmer"), "series chinese-numeral value")
    add("series", "射灯四调到4000K", one("spot4", "ct"), "series chinese-numeral value colour-temp")
    add("series", "第一个射灯关掉", one("spot1", "off"), "series ordinal")
    add("series", "射灯一号开", one("spot1", "on"), "series chinese-numeral")
    add("series", "射灯全关", al(SPOT, "off"), "series all")
    add("series", "射灯一二三开", al(["spot1", "spot2", "spot3"], "on"), "series list chinese-numeral")
    add("series", "最后一个射灯关", one("spot4", "off"), "series ordinal")
    add("series", "射灯5开", ask(SPOT, "on"), "series missing-member")
    add("series", "射灯零号开", ask(SPOT, "on"), "series missing-member")
    add("series", "吊扇2开三档", one("dfan2", "fanspeed"), "series value fan-speed")
    add("series", "2号吊扇关掉", one("dfan2", "off"), "series")
    add("series", "吊扇一开", one("dfan1", "on"), "series chinese-numeral")
    add("series", "吊扇1吊扇3开", al(["dfan1", "dfan3"], "on"), "series list")
    add("series", "第三个吊扇调到一档", one("dfan3", "fanspeed"), "series ordinal value fan-speed")
    add("series", "吊扇4开", ask(DFAN, "on"), "series missing-member")
    add("series", "骑楼廊灯2开", one("lang2", "on"), "series")
    add("series", "廊灯三关了", one("lang3", "off"), "series partial chinese-numeral")
    add("series", "廊灯全开", al(LANG, "on"), "series all partial")
    add("series", "廊灯1和廊灯2开，3号不用", al(["lang1", "lang2"], "on"), "series list negation")
    add("series", "天台灯1开", one("tl1", "on"), "series")
    add("series", "天台灯二关", one("tl2", "off"), "series chinese-numeral")
    add("series", "天台灯3开", ask(["tl1", "tl2"], "on"), "series missing-member")
    add("series", "堂食空调2调到25度", one("dac2", "temp"), "series value ac")
    add("series", "1号空调开", one("dac1", "on"), "series ordinal ac")
    add("series", "二号空调关了", one("dac2", "off"), "series chinese-numeral ac")
    add("series", "堂食空调一和二都开", al(DAC, "on"), "series list ac")
    add("series", "同灯3开", one("tong3", "on"), "series asr homophone")
    add("series", "通灯五关掉", one("tong5", "off"), "series asr homophone")
    add("series", "色灯2开", one("spot2", "on"), "series asr homophone")
    add("series", "社灯三调亮一点", one("spot3", "brighter"), "series asr homophone value")
    add("series", "掉扇一开", one("dfan1", "on"), "series asr homophone")
    add("series", "筒灯仔三号开开", one("tong3", "on"), "series dialect grandpa")
    add("series", "第3盏筒灯熄去", one("tong3", "off"), "series dialect ordinal grandpa")
    add("series", "Downlight 4 on", one("tong4", "on"), "series english")
    add("series", "spotlight number 3 off please", one("spot3", "off"), "series english mari")
    add("series", "筒灯No.5开", one("tong5", "on"), "series english")
    add("series", "筒灯⑥关", one("tong6", "off"), "series typo")
    add("series", "筒灯３开", one("tong3", "on"), "series full-width")

    # ---- room: cores, aliases, English rooms, the typo'd room, empty room -------------
    add("room", "后厨的灯开", one("klight", "on"), "room unique-type")
    add("room", "冷库里面开个灯", one("clight", "on"), "room unique-type")
    add("room", "收银台的灯打开", one(sel("light", rooms=["cash"]), "on"), "room room-type")
    add("room", "堂食空调开", one(DAC, "on"), "room room-type ac")
    add("room", "堂食那边开下空调", one(DAC, "on"), "room room-type ac")
    add("room", "大堂空调开", one(DAC, "on"), "room alias ac room-synonym")
    add("room", "前厅的吊扇开", one(DFAN, "on"), "room alias room-synonym")
    add("room", "老人房空调开开", one("gac", "on"), "room dialect grandpa")
    add("room", "阿公阿婆房间的空调开一下", one("gac", "on"), "room alias")
    add("room", "阿公房间灯开", one(["glight", "gbed"], "on"), "room alias room-type")
    add("room", "阿婆房里的床头灯关了", one("gbed", "off"), "room alias duplicate-label")
    add("room", "2楼老人房大灯关", one("glight", "off"), "room duplicate-label floor")
    add("room", "三楼主卧的灯开", one(["mlight", "mfan"], "on"), "room room-type")
    add("room", "三楼主卧大灯调亮点", one("mlight", "brighter"), "room duplicate-label value")
    add("room", "主卧的灯开", ask(["mlight", "mfan", "amlight", "ambed"], "on"), "room two-homes")
    add("room", "主人房冷气开", ask(["mac", "amac"], "on"), "room two-homes alias room-synonym")
    add("room", "Master Bedroom 灯开", one(["amlight", "ambed"], "on"), "room english-room room-type")
    add("room", "master bedroom 的床头灯开", one("ambed", "on"), "room english-room duplicate-label")
    add("room", "Master Bedroom 的空调关掉", one("amac", "off"), "room english-room duplicate-label")
    add("room", "客房空调开", one("agac", "on"), "room english-room alias")
    add("room", "客房的灯开一下", one("aglight", "on"), "room english-room alias")
    add("room", "Guest Room 风扇开", one("agfan", "on"), "room english-room")
    add("room", "阳台灯开", one("ablight", "on"), "room english-room alias")
    add("room", "阳台的晾衣架收上去", one("abrack", "open"), "room english-room alias rack")
    add("room", "书房灯开", ask(), "room empty-room")
    add("room", "Study的空调开", ask(), "room empty-room english-room")
    add("room", "三楼洗衣房灯开", one("wlight", "on"), "room unique-type")
    add("room", "洗衣房开个灯", one("wlight", "on"), "room unique-type")
    add("room", "轩仔房空调开", one("xac", "on"), "room brackets")
    add("room", "轩仔房间的灯", ask(["xstrip", "xlamp"], "on"), "room bare-noun")
    add("room", "轩仔房间的灯打开", one(["xstrip", "xlamp"], "on"), "room room-type")
    add("room", "轩仔那间的风扇关", one("xfan", "off"), "room duplicate-label no-switch")
    add("room", "公人房的灯开", one("hlight", "on"), "room room-typo")
    add("room", "工人房的除湿机开", one("hdehum", "on"), "room room-typo duplicate-label")
    add("room", "工人房风扇开大点", one("hfan", "fanspeed"), "room room-typo label-names-room value")
    add("room", "保姆房的风扇开", one("hfan", "on"), "room room-typo room-synonym label-names-room")
    add("room", "阿姨房间除湿机关掉", one("hdehum", "off"), "room room-typo room-synonym")
    add("room", "Kitchen 的灯开", one("aklight", "on"), "room english-room duplicate-label")
    add("room", "Kitchen燃气阀关了", one("akgas", "valve_close"), "room english-room gas")
    add("room", "厨房的灯开一下", ask(["flight", "aklight"], "on"), "room two-homes duplicate-label")
    add("room", "厨房油烟机开", ask(["fhood", "akhood"], "on"), "room two-homes")
    add("room", "后厨油烟开大点", one("khood", "fanspeed"), "room value")
    add("room", "后厨排风扇开", one("kfan", "on"), "room")
    add("room", "二楼厨房的灯开", one("flight", "on"), "room floor floor-implicit duplicate-label")
    add("room", "楼下后厨热水器关掉", one("kwh", "off"), "room floor")
    add("room", "卫生间排气扇开", ask(["b2ex", "b3ex", "awex"], "on"), "room duplicate-room")
    add("room", "洗手间灯开", ask(["b2light", "b3light", "awlight"], "on"), "room duplicate-room alias")
    add("room", "二楼洗手间灯开", one("b2light", "on"), "room alias floor")
    add("room", "2F厕所排气扇开", one("b2ex", "on"), "room alias")
    add("room", "三楼卫生间灯关", one("b3light", "off"), "room duplicate-label")
    add("room", "三楼浴室的热水器开", one("b3wh", "on"), "room alias water-heater")
    add("room", "Bathroom 排气扇开", one("awex", "on"), "room english-room")
    add("room", "Bathroom的热水器开", one("awh", "on"), "room english-room water-heater")
    add("room", "客厅灯开", ask(sel("light", rooms=["liv", "aliv"]), "on"), "room two-homes")
    add("room", "客厅空调开", ask(["lac", "aac"], "on"), "room two-homes")
    add("room", "客厅电视开", ask(["ltv", "atv"], "on"), "room two-homes tv")
    add("room", "二楼客厅电视开", one("ltv", "on"), "room floor floor-implicit tv")
    add("room", "二楼客厅的空调开", one("lac", "on"), "room floor floor-implicit")
    add("room", "Living 空调开", one("aac", "on"), "room english-room")
    add("room", "living room 的电视开", one("atv", "on"), "room english-room english")
    add("room", "Living 的灯开", one(sel("light", rooms=["aliv"]), "on"), "room english-room room-type")
    add("room", "Living扫地机开始", one("robot", "start"), "room english-room")
    add("room", "骑楼下吊扇开", one("afan", "on"), "room duplicate-label")
    add("room", "骑楼底下的灯全开", al(["sign"] + LANG, "on"), "room alias all")
    add("room", "门口的吊扇关了", one("afan", "off"), "room alias room-synonym duplicate-label")
    add("room", "天台灯开", one(["tl1", "tl2"], "on"), "room room-type")
    add("room", "楼顶的灯开一下", one(["tl1", "tl2"], "on"), "room alias")
    add("room", "天台灭蚊灯开", one("tmos", "on"), "room duplicate-label")
    add("room", "老人房灭蚊灯开开", one("gmos", "on"), "room duplicate-label dialect")
    add("room", "堂食灭蚊灯关", one("dmos", "off"), "room duplicate-label")
    add("room", "杂物间灯开", one("slight", "on"), "room")
    add("room", "杂物房的灯开", one("slight", "on"), "room alias")
    add("room", "二楼卫生间热水器开", one("b2wh", "on"), "room water-heater")
    add("room", "三楼主卧空调关", one("mac", "off"), "room duplicate-label")
    add("room", "三楼主卧窗帘拉开", one("mcurt", "open"), "room duplicate-label curtain")
    add("room", "Master Bedroom窗帘拉上", one("amcurt", "close"), "room english-room duplicate-label curtain")
    add("room", "阿公阿婆那间风扇开", one("gfan", "on"), "room alias duplicate-label no-switch")
    add("room", "收银台音响放歌", one("sonos", "play"), "room speaker")
    add("room", "堂食电视开", one("dtv", "on"), "room tv")
    add("room", "车库门开", ask(), "room unknown-room")
    add("room", "地下室灯开", ask(), "room unknown-room")
    add("room", "五楼的灯开", ask(), "room unknown-floor")

    # ---- floor: floors as scopes, 楼上/楼下 -------------------------------------------
    F2_LIGHT = sel("light", floors=[2])
    F3_LIGHT = sel("light", floors=[3])
    UP_AC = sel("ac", floors=[2, 3])
    add("floor", "一楼的灯全关", al(F1_LIGHT, "off"), "floor all floor-implicit")
    add("floor", "一楼灯全部打开", al(F1_LIGHT, "on"), "floor all floor-implicit")
    add("floor", "店里的空调全开", al(DAC, "on"), "floor restaurant all")
    add("floor", "店里的灯都关掉", al(F1_LIGHT, "off"), "floor restaurant all floor-implicit")
    add("floor", "楼下店里的吊扇全关", al(DFAN + ["afan"], "off"), "floor restaurant all floor-implicit")
    add("floor", "饭店里的灯全部开起来", al(F1_LIGHT, "on"), "floor restaurant all floor-implicit room-synonym")
    add("floor", "二楼的空调全关", al(["lac", "gac"], "off"), "floor all floor-implicit")
    add("floor", "二楼的灯全部关掉", al(F2_LIGHT, "off"), "floor all floor-implicit")
    add("floor", "二楼个灯仔全部熄去", al(F2_LIGHT, "off"), "floor all floor-implicit dialect grandpa")
    add("floor", "2F的灯全开", al(F2_LIGHT, "on"), "floor all floor-implicit")
    add("floor", "三楼的灯全部关掉", al(F3_LIGHT, "off"), "floor all")
    add("floor", "3F lights all off", al(F3_LIGHT, "off"), "floor all english")
    add("floor", "三楼空调全开", al(["mac", "xac"], "on"), "floor all ac")
    add("floor", "三楼的空调都调到26度", al(["mac", "xac"], "temp"), "floor all value")
    add("floor", "三楼的除湿机开", one("mdehum", "on"), "floor unique-type dehumidifier")
    add("floor", "三楼的风扇开", one("xfan", "on"), "floor fan-light unique-type")
    add("floor", "二楼的除湿机全开", al(["ldehum", "hdehum"], "on"), "floor all floor-implicit dehumidifier")
    add("floor", "一楼除湿机开", ask(["ddehum", "sdehum"], "on"), "floor several-rooms dehumidifier")
    add("floor", "三楼的灯开一下", ask(F3_LIGHT, "on"), "floor several-rooms")
    add("floor", "二楼空调开", ask(["lac", "gac"], "on"), "floor several-rooms floor-implicit")
    add("floor", "二楼的热水器关掉", ask(["b2wh", "fwh"], "off"), "floor several-rooms water-heater")
    add("floor", "一楼热水器关", one("kwh", "off"), "floor unique-type water-heater")
    add("floor", "天台的灯全开", al(["tl1", "tl2"], "on"), "floor all lamp-plug")
    add("floor", "楼顶水泵开一下", one("pump", "on"), "floor alias pump")
    add("floor", "顶楼晾衣架收起来", one("rack", "open"), "floor alias rack")
    add("floor", "楼上的灯全关", ask(), "floor upstairs")
    add("floor", "楼下的空调关了", ask(), "floor downstairs")
    add("floor", "楼上空调开一下", ask(), "floor upstairs")
    add("floor", "楼下灯开开", ask(), "floor downstairs dialect")
    add("floor", "我在二楼，楼下的灯全关了", al(F1_LIGHT, "off"), "floor downstairs speaker-floor floor-implicit")
    add("floor", "我在店里，楼上的空调都关掉", al(UP_AC, "off"), "floor upstairs speaker-floor floor-implicit")
    add("floor", "人在三楼，楼下的灯全关", ask(), "floor downstairs speaker-floor")
    add("floor", "楼下店里的灯全关", al(F1_LIGHT, "off"), "floor downstairs restaurant floor-implicit")
    add("floor", "二楼三楼的空调全关", al(UP_AC, "off"), "floor all floor-implicit")
    add("floor", "除了一楼，其他楼层的灯都关", al(F2_LIGHT + F3_LIGHT + ["tl1", "tl2"], "off"),
        "floor exclusion floor-implicit")
    add("floor", "楼上楼下所有灯都关了", al(sel("light", rooms=OLD_ROOMS), "off"),
        "floor whole-building floor-implicit")
    add("floor", "楼梯的灯调暗点", one("stlight", "dimmer"), "floor stairwell value")
    add("floor", "上楼的灯开一下", one("stlight", "on"), "floor stairwell indirect")
    add("floor", "二楼洗澡的热水器开", one("b2wh", "on"), "floor water-heater indirect")
    add("floor", "四楼的灯开", ask(), "floor unknown-floor")
    add("floor", "18楼的空调开", ask(), "floor unknown-floor")

    # ---- bulk: a type, a room, a floor, the account -----------------------------------
    add("bulk", "所有空调都关掉", al(AC, "off"), "all ac whole-account")
    add("bulk", "全部空调开起来", al(AC, "on"), "all ac whole-account")
    add("bulk", "家里的灯全关", al(LIGHT, "off"), "all whole-account")
    add("bulk", "所有灯全部打开", al(LIGHT, "on"), "all whole-account")
    add("bulk", "两边的热水器都关了", al(WH, "off"), "all water-heater two-homes")
    add("bulk", "所有除湿机开", al(DEHUM, "on"), "all dehumidifier")
    add("bulk", "除湿机全部打开，回南天了", al(DEHUM, "on"), "all dehumidifier need")
    add("bulk", "所有的窗帘都拉上", al(CURT, "close"), "all curtain")
    add("bulk", "窗帘全部打开", al(CURT, "open"), "all curtain")
    add("bulk", "防台卷帘都放下来", al(["ltyph", "typhoon"], "close"), "all typhoon two-homes")
    add("bulk", "所有灭蚊灯打开", al(["dmos", "gmos", "tmos"], "on"), "all duplicate-label")
    add("bulk", "驱蚊的都开开", al(MOSQ, "on"), "all dialect indirect")
    add("bulk", "所有风扇关了", al(FAN, "off"), "all fan-light")
    add("bulk", "堂食的灯全开", al(DINING_LIGHT, "on"), "all room")
    add("bulk", "堂食灯全部关掉", al(DINING_LIGHT, "off"), "all room")
    add("bulk", "后厨的插座全关", al(["ksoup", "kfreezer", "kfly"], "off"), "all room instruction-label")
    add("bulk", "收银台射灯都开", al(SPOT, "on"), "all series")
    add("bulk", "骑楼下灯全关", al(["sign"] + LANG, "off"), "all room")
    add("bulk", "Living的灯全关", al(sel("light", rooms=["aliv"]), "off"), "all english-room")
    add("bulk", "Master Bedroom lights all off", al(["amlight", "ambed"], "off"), "all english-room english")
    add("bulk", "轩仔房的灯都关", al(["xstrip", "xlamp"], "off"), "all room")
    add("bulk", "所有门都锁上", al(LOCK, "lock"), "all lock safety")
    add("bulk", "门全部锁好", al(LOCK, "lock"), "all lock safety")
    add("bulk", "所有排气扇都开", al(sel("exhaust"), "on"), "all synonym")
    add("bulk", "所有电视关", al(TV, "off"), "all tv")
    add("bulk", "两个冰箱都调成节能", al(sel("fridge"), "wmode"), "all duplicate-label")
    add("bulk", "堂食吊扇全部开到一档", al(DFAN, "fanspeed"), "all room value fan-speed")
    add("bulk", "所有插座关掉", al(sel("plug"), "off"), "all whole-account instruction-label")
    add("bulk", "全屋空调调到26度", al(AC, "temp"), "all whole-account value")
    add("bulk", "所有空调调成除湿", al(minus(AC, "agac"), "mode:dry"), "all mode capability-subset")
    add("bulk", "所有灯亮度调到50%", al([k for k in LIGHT if has(k, C("switchLevel", "setLevel"))], "level"),
        "all value capability-subset")
    add("bulk", "堂食空调吊扇全关", al(DAC + DFAN, "off"), "all room two-types")
    add("bulk", "客厅的灯全关", ask(sel("light", rooms=["liv", "aliv"]), "off"), "all two-homes")
    add("bulk", "主卧的灯全部关掉", ask(sel("light", rooms=["master3", "amas"]), "off"), "all two-homes")
    add("bulk", "厨房的灯都开", ask(["flight", "aklight"], "on"), "all two-homes")
    add("bulk", "店里的东西全关了", ask(), "all typeless restaurant")
    add("bulk", "轩仔房里所有东西都关", ask(), "all typeless")
    add("bulk", "全部关掉", ask(), "all typeless")
    add("bulk", "所有热水器开", al(WH, "on"), "all water-heater")
    add("bulk", "所有的灯带调成红色", al(["dstrip", "xstrip"], "color"), "all value colour")
    add("bulk", "射灯全部调到暖光", al(SPOT, "ct"), "all series value colour-temp")
    add("bulk", "所有晾衣架都降下来", al(sel("rack"), "close"), "all rack")
    add("bulk", "Living 和 Master Bedroom 的窗帘都拉开", al(["acurt", "amcurt"], "open"), "all english-room two-rooms")
    add("bulk", "堂食和收银台的灯全开", al(DINING_LIGHT + sel("light", rooms=["cash"]), "on"), "all two-rooms")

    # ---- exclusion: 除了…, …别关, 留着… -------------------------------------------------
    add("excl", "除了筒灯，堂食的灯全关", one("dstrip", "off"), "exclusion all single-target")
    add("excl", "堂食的灯全关，筒灯3留着", al(minus(DINING_LIGHT, "tong3"), "off"), "exclusion keep-one")
    add("excl", "堂食灯全关，除了1号和2号筒灯", al(minus(DINING_LIGHT, "tong1", "tong2"), "off"), "exclusion series")
    add("excl", "所有空调关掉，主卧的别关", al(minus(AC, "mac", "amac"), "off"), "exclusion exclude-ambiguous two-homes")
    add("excl", "除了老人房，二楼的灯全关", al(minus(F2_LIGHT, "glight", "gbed"), "off"),
        "exclusion floor floor-implicit")
    add("excl", "三楼的灯都关了，轩仔房留着", al(minus(F3_LIGHT, "xstrip", "xlamp"), "off"), "exclusion floor")
    add("excl", "把所有热水器关了，后厨的别关", al(minus(WH, "kwh"), "off"), "exclusion water-heater")
    add("excl", "除了冷库，店里的灯全关", al(minus(F1_LIGHT, "clight"), "off"), "exclusion restaurant floor-implicit")
    add("excl", "二楼客厅的插座全关，神台灯除外", al(["ldehum", "lkettle"], "off"),
        "exclusion floor-implicit lamp-plug")
    add("excl", "灯全关，招牌灯留着", al(minus(LIGHT, "sign"), "off"), "exclusion whole-account keep-one")
    add("excl", "天台的东西除了水泵全关", ask(), "exclusion typeless")
    add("excl", "留两盏筒灯，堂食其他灯关掉", ask(DINING_LIGHT, "off"), "exclusion count keep-unnamed")
    add("excl", "除了卧室，所有空调关", ask(AC, "off"), "exclusion unknown-room")
    add("excl", "除了厨房都关灯", al(minus(LIGHT, "flight", "aklight"), "off"), "exclusion exclude-ambiguous two-homes")
    add("excl", "射灯全开，4号别开", al(["spot1", "spot2", "spot3"], "on"), "exclusion series")
    add("excl", "吊扇除了2号都开", al(["dfan1", "dfan3"], "on"), "exclusion series")
    add("excl", "所有空调关掉，除了Living", al(minus(AC, "aac"), "off"), "exclusion english-room")
    add("excl", "空调全关，轩仔那间别关，他在打游戏", al(minus(AC, "xac"), "off"), "exclusion ramble")
    add("excl", "所有灯关掉，楼梯灯留着", al(minus(LIGHT, "stlight"), "off"), "exclusion keep-one")
    add("excl", "除了阳台，西海岸那边灯全关", ask(), "exclusion home-word two-homes")
    add("excl", "除了二楼，所有除湿机都开", al(minus(DEHUM, "ldehum", "hdehum"), "on"), "exclusion floor floor-implicit")
    add("excl", "二楼的空调全关，老人房的别关", one("lac", "off"), "exclusion floor floor-implicit single-target")
    add("excl", "后厨和冷库的灯全关，冷库灯别关", one("klight", "off"), "exclusion single-target")
    add("excl", "天台灯和廊灯都关，天台灯2留着", al(["tl1"] + LANG, "off"), "exclusion series two-rooms")
    add("excl", "除了那个别断电的，后厨插座全关", al(["ksoup", "kfly"], "off"), "exclusion instruction-label indirect")
    add("excl", "所有窗帘拉上，Living Curtain 不用", al(minus(CURT, "acurt"), "close"), "exclusion english-label")
    add("excl", "热水器全关，只留Ariston", al(minus(WH, "awh"), "off"), "exclusion brand-label")
    add("excl", "别关射灯，收银台其他的都关", ask(), "exclusion typeless")
    add("excl", "全关，除了冰柜", ask(), "exclusion typeless")
    add("excl", "除了神台灯别动，客厅吊灯关掉", one("lpend", "off"), "exclusion lamp-plug single-target")
    add("excl", "堂食空调关一台，留一台", ask(DAC, "off"), "exclusion count keep-unnamed")
    add("excl", "廊灯全关，留中间那盏", al(["lang1", "lang3"], "off"), "exclusion series ordinal")
    add("excl", "所有灭蚊灯关掉，天台那个留着", al(["dmos", "gmos"], "off"), "exclusion duplicate-label")
    add("excl", "除了堂食，一楼的灯全关", al(minus(F1_LIGHT, *DINING_LIGHT), "off"), "exclusion floor floor-implicit")
    add("excl", "所有门锁上，除了侧门", one("alock", "lock"), "exclusion lock single-target")
    add("excl", "除了三楼，所有窗帘都关", al(minus(CURT, "mcurt"), "close"), "exclusion floor")
    add("excl", "除了书房，所有灯都关", al(LIGHT, "off"), "exclusion empty-room")
    add("excl", "除了车库，空调全开", ask(AC, "on"), "exclusion unknown-room")

    # ---- count: a number of devices -----------------------------------------------------
    add("count", "开两盏灯", ask(), "count no-place")
    add("count", "堂食开两盏筒灯", one(TONG, "on"), "count room")
    add("count", "骑楼下开三盏廊灯", al(LANG, "on"), "count equals-all")
    add("count", "天台开三盏灯", ask(["tl1", "tl2"], "on"), "count too-many")
    add("count", "吊扇开一个就好", ask(), "count no-place")
    add("count", "堂食开一台空调", one(DAC, "on"), "count room ac")
    add("count", "射灯开两个", one(SPOT, "on"), "count series")
    add("count", "关掉一半的筒灯", ask(TONG + ["atong1", "atong2"], "off"), "count fraction")
    add("count", "堂食两台空调都开", al(DAC, "on"), "count equals-all ac")
    add("count", "开一个除湿机", ask(DEHUM, "on"), "count no-place dehumidifier")
    add("count", "堂食吊扇开两台，开三档", one(DFAN, "fanspeed"), "count room fan-speed")
    add("count", "开一盏射灯就好", one(SPOT, "on"), "count series")
    add("count", "天台开一盏灯", one(["tl1", "tl2"], "on"), "count room")
    add("count", "堂食开四个筒灯，亮度一半",
        [one(TONG, "on"), one(TONG, "level")], "count room value")
    add("count", "帮我开三盏灯", ask(), "count no-place filler")
    add("count", "廊灯开两盏", one(LANG, "on"), "count series")
    add("count", "廊灯开五盏", ask(LANG, "on"), "count too-many")
    add("count", "两个吊扇开", ask(), "count no-place")
    add("count", "堂食的筒灯开六盏", al(TONG, "on"), "count equals-all")
    add("count", "筒灯开六盏", ask(TONG + ["atong1", "atong2"], "on"), "count no-place two-homes")
    add("count", "三楼开两台空调", al(["mac", "xac"], "on"), "count equals-all floor")
    add("count", "开一台空调", ask(AC, "on"), "count no-place")
    add("count", "Guest Room开一盏灯", one("aglight", "on"), "count english-room single-target")
    add("count", "堂食开一半的灯", ask(DINING_LIGHT, "on"), "count fraction")
    add("count", "Living开两盏筒灯", al(["atong1", "atong2"], "on"), "count equals-all english-room")
    add("count", "收银台留一盏射灯，其余关掉", ask(SPOT, "off"), "count keep-unnamed")
    add("count", "筒灯仔开两个就够", ask(TONG + ["atong1", "atong2"], "on"),
        "count no-place dialect grandpa")
    add("count", "堂食开三个吊扇", al(DFAN, "on"), "count equals-all")
    add("count", "open two lights in the dining hall po", one(DINING_LIGHT, "on"), "count english mari")

    # ---- value: brightness, colour temperature, colour, setpoints, speeds, volume, channel,
    #      shade positions ----------------------------------------------------------------
    add("value", "客厅吊灯调到百分之四十", one("lpend", "level"), "value brightness chinese-numeral")
    add("value", "筒灯5亮度调到30", one("tong5", "level"), "value brightness series")
    add("value", "Hue台灯调到最亮", one("xlamp", "level"), "value brightness")
    add("value", "堂食灯带暗一点", one("dstrip", "dimmer"), "value brightness relative")
    add("value", "楼梯灯调到10%", one("stlight", "level"), "value brightness")
    add("value", "射灯调亮点", one(SPOT, "brighter"), "value brightness series relative")
    add("value", "阿婆夜灯调到最暗", one("night", "level"), "value brightness no-room")
    add("value", "床头灯调暗", ask(["gbed", "ambed"], "dimmer"), "value brightness duplicate-label two-homes")
    add("value", "Master Bedroom床头灯调到20%", one("ambed", "level"), "value brightness english-room")
    add("value", "老人房床头灯调暗一点", one("gbed", "dimmer"), "value brightness relative")
    add("value", "客厅吊灯亮一点点", one("lpend", "brighter"), "value brightness relative")
    add("value", "把Living Main Light调到七成亮", one("amain", "level"), "value brightness english-label")
    add("value", "三楼主卧大灯亮度调到一半", one("mlight", "level"), "value brightness fraction")
    add("value", "吊扇灯调暗", one("mfan", "dimmer"), "value brightness fan-light")
    add("value", "后厨灯调暗一点", ask(["klight"], "dimmer"), "value brightness unsupported")
    add("value", "天台灯1调亮", ask(["tl1"], "brighter"), "value brightness unsupported")
    add("value", "招牌灯调暗点", ask(["sign"], "dimmer"), "value brightness unsupported")
    add("value", "水泵功率调到80%", one("pump", "level"), "value pump")
    add("value", "水泵开小一点", one("pump", "level"), "value pump relative")
    add("value", "射灯2调成暖光", one("spot2", "ct"), "value colour-temp")
    add("value", "三楼主卧大灯调到4000K", one("mlight", "ct"), "value colour-temp")
    add("value", "Master Light 暖一点", one("amlight", "warmer"), "value colour-temp relative")
    add("value", "吊扇灯调成冷白光", one("mfan", "ct"), "value colour-temp fan-light")
    add("value", "Hue台灯调到3000K", one("xlamp", "ct"), "value colour-temp")
    add("value", "客厅吊灯调成白光", one("lpend", "ct"), "value colour-temp")
    add("value", "大灯调白光", ask(["glight", "mlight"], "ct"), "value colour-temp duplicate-label")
    add("value", "Living 筒灯1 调到 5000K", one("atong1", "ct"), "value colour-temp english-room series")
    add("value", "Master Bedroom 床头灯暖一点", one("ambed", "warmer"), "value colour-temp relative")
    add("value", "堂食灯带调成暖白", one("dstrip", "ct"), "value colour-temp")
    add("value", "射灯调到10000K", ask(SPOT, "ct"), "value colour-temp out-of-range")
    add("value", "筒灯3调暖光", ask(["tong3"], "ct"), "value colour-temp unsupported")
    add("value", "堂食灯带调成红色", one("dstrip", "color"), "value colour")
    add("value", "RGB灯带换蓝色", one("xstrip", "color"), "value colour")
    add("value", "Living Main Light 变成粉红色", one("amain", "color"), "value colour english-label")
    add("value", "吊扇灯换绿色", one("mfan", "color"), "value colour fan-light")
    add("value", "射灯调成红色", ask(SPOT, "color"), "value colour unsupported")
    add("value", "Hue台灯调成紫色", ask(["xlamp"], "color"), "value colour unsupported")
    add("value", "RGB灯带开彩虹流水模式", ask(["xstrip"], "color"), "value colour unsupported-effect")
    add("value", "堂食灯带调成中国红，过年喜庆", one("dstrip", "color"), "value colour ramble")
    add("value", "格力空调调到26度", one("lac", "temp"), "value temperature")
    add("value", "轩仔空调 22 degrees", one("xac", "temp"), "value temperature english")
    add("value", "堂食空调1调低两度", one("dac1", "temp"), "value temperature relative")
    add("value", "后厨热水器调到60度", one("kwh", "temp"), "value temperature water-heater")
    add("value", "三楼热水器水温调到四十五度", one("b3wh", "temp"), "value temperature water-heater chinese-numeral")
    add("value", "Ariston热水器 50度", one("awh", "temp"), "value temperature water-heater")
    add("value", "格力空调调到35度", ask(["lac"], "temp"), "value temperature out-of-range")
    add("value", "Ariston热水器调到90度", ask(["awh"], "temp"), "value temperature out-of-range water-heater")
    add("value", "老人房空调调到二十七度半", one("gac", "temp"), "value temperature chinese-numeral")
    add("value", "Daikin AC set to 24", one("aac", "temp"), "value temperature english")
    add("value", "Guest AC 调高一度", one("agac", "temp"), "value temperature relative")
    add("value", "小厨宝水温调到50", one("fwh", "temp"), "value temperature water-heater")
    add("value", "空调调到26度", ask(AC, "temp"), "value temperature no-place")
    add("value", "堂食空调都调到25度", al(DAC, "temp"), "value temperature all")
    add("value", "三楼主卧空调16度", one("mac", "temp"), "value temperature range-edge")
    add("value", "轩仔空调调到15度", ask(["xac"], "temp"), "value temperature out-of-range")
    add("value", "热水器温度调高一点", ask(WH, "temp"), "value temperature no-place water-heater")
    add("value", "后厨热水器温度调到最高", one("kwh", "temp"), "value temperature water-heater")
    add("value", "二楼卫生间热水器调到四十二度", one("b2wh", "temp"), "value temperature water-heater")
    add("value", "吊扇1调到二档", one("dfan1", "fanspeed"), "value fan-speed series")
    add("value", "骑楼下吊扇开最大", one("afan", "fanspeed"), "value fan-speed")
    add("value", "骑楼吊扇调到4档", one("afan", "fanspeed"), "value fan-speed range-edge")
    add("value", "吊扇3调到五档", ask(["dfan3"], "fanspeed"), "value fan-speed out-of-range")
    add("value", "轩仔房风扇调到低速", one("xfan", "fanspeed"), "value fan-speed")
    add("value", "落地扇风速调到high", one("agfan", "fanspeed"), "value fan-speed english")
    add("value", "排烟罩开到最大档", one("khood", "fanspeed"), "value fan-speed hood")
    add("value", "方太油烟机调中档", one("akhood", "fanspeed"), "value fan-speed hood")
    add("value", "格力空调风速调高", one("lac", "fanspeed"), "value fan-speed ac")
    add("value", "老人房空调风大一点", ask(["gac"], "fanspeed"), "value fan-speed unsupported")
    add("value", "小米净化器风量开到最大", one("lpur", "fanspeed"), "value fan-speed purifier")
    add("value", "Master Bedroom空调风速自动", one("amac", "fanspeed"), "value fan-speed english-room")
    add("value", "客厅吊扇调二档", ask(["lcfan", "afan2"], "fanspeed"), "value fan-speed two-homes spec-missing")
    add("value", "二楼客厅吊扇调到三档", one("lcfan", "fanspeed"), "value fan-speed floor-implicit spec-missing")
    add("value", "Living 吊扇开一档", one("afan2", "fanspeed"), "value fan-speed english-room spec-missing")
    add("value", "吊扇灯风速调到中", one("mfan", "fanspeed"), "value fan-speed fan-light")
    add("value", "Sonos音量调到30", one("sonos", "vol"), "value volume")
    add("value", "Soundbar louder", one("abar", "vol_up"), "value volume english")
    add("value", "JBL小声点", one("xjbl", "vol_down"), "value volume spec-missing")
    add("value", "收银台音乐大声一点", one("sonos", "vol_up"), "value volume indirect")
    add("value", "电视声音大一点", ask(TV, "vol_up"), "value volume unsupported no-place")
    add("value", "大电视音量调到20", ask(["dtv"], "vol"), "value volume unsupported")
    add("value", "Sonos 静音", one("sonos", "mute"), "value volume mute")
    add("value", "Soundbar 取消静音", one("abar", "unmute"), "value volume mute")
    add("value", "JBL音量拉满", one("xjbl", "vol"), "value volume slang spec-missing")
    add("value", "大电视换到5台", one("dtv", "channel"), "value channel")
    add("value", "电视下一个台", ask(TV, "ch_next"), "value channel no-place")
    add("value", "Sony TV 换个台", one("atv", "ch_next"), "value channel english-label")
    add("value", "大电视调到13频道", one("dtv", "channel"), "value channel")
    add("value", "二楼客厅电视上一个频道", one("ltv", "ch_prev"), "value channel floor-implicit")
    add("value", "大电视暂停一下", one("dtv", "pause"), "value playback")
    add("value", "二楼客厅窗帘开一半", one("lcurt", "shade"), "value shade fraction floor-implicit")
    add("value", "三楼主卧窗帘拉开三分之一", one("mcurt", "shade"), "value shade fraction")
    add("value", "Living Curtain 开到70%", one("acurt", "shade"), "value shade english-label")
    add("value", "客厅防台卷帘放下一半", one("ltyph", "shade"), "value shade fraction typhoon")
    add("value", "Balcony Shutter 关到一半", one("typhoon", "shade"), "value shade fraction typhoon english-label")
    add("value", "晾衣架降一半", ask(sel("rack"), "shade"), "value shade rack duplicate-type")
    add("value", "天台晾衣架降下来", one("rack", "close"), "value rack")
    add("value", "卷闸门开一半", ask(["shutter"], "open"), "value shade unsupported shutter")
    add("value", "主卧窗帘再开一点", ask(["mcurt", "amcurt"], "shade_step"), "value shade relative two-homes")
    add("value", "Master Bedroom 窗帘再拉开一点点", one("amcurt", "shade_step"), "value shade relative")
    add("value", "三楼主卧窗帘拉开四分之三", one("mcurt", "shade"), "value shade fraction")
    add("value", "二楼客厅窗帘开到常用位置", one("lcurt", "preset"), "value shade preset floor-implicit")
    add("value", "Living Curtain 停一下", one("acurt", "stop_shade"), "value shade stop")
    add("value", "客厅的防台卷帘停！", one("ltyph", "stop_shade"), "value shade stop typhoon")
    add("value", "三楼主卧窗帘开到常用位置", ask(["mcurt"], "preset"), "value shade preset unsupported")

    # ---- mode: values from the units' own lists -----------------------------------------
    add("mode", "格力空调除湿", one("lac", "mode:dry"), "mode ac dry")
    add("mode", "老人房空调抽湿模式", one("gac", "mode:dry"), "mode ac dry")
    add("mode", "Guest AC dry mode", ask(["agac"], "mode:dry"), "mode ac unsupported-mode english")
    add("mode", "主卧空调睡眠模式", ask(["mac", "amac"], "mode:sleep"), "mode ac duplicate-label two-homes")
    add("mode", "三楼主卧空调睡眠模式", one("mac", "mode:sleep"), "mode ac sleep")
    add("mode", "Daikin AC 送风", one("aac", "mode:fan"), "mode ac fan-only")
    add("mode", "Master Bedroom的空调调自动", ask(["amac"], "mode:auto"), "mode ac unsupported-mode")
    add("mode", "轩仔空调制冷", one("xac", "mode:cool"), "mode ac cool")
    add("mode", "堂食空调1制热", one("dac1", "mode:heat"), "mode ac heat series")
    add("mode", "格力空调自动模式", one("lac", "mode:auto"), "mode ac auto")
    add("mode", "老人房空调送风", ask(["gac"], "mode:fan"), "mode ac unsupported-mode")
    add("mode", "Master Bedroom 空调睡眠", one("amac", "mode:sleep"), "mode ac sleep english-room")
    add("mode", "Daikin AC 睡眠模式", one("aac", "mode:sleep"), "mode ac sleep")
    add("mode", "Guest AC 送风模式", one("agac", "mode:fan"), "mode ac fan-only")
    add("mode", "轩仔空调自然风", one("xac", "wind"), "mode ac wind")
    add("mode", "Daikin AC 无风感", one("aac", "wind"), "mode ac wind")
    add("mode", "三楼主卧空调上下扫风", ask(["mac"], "swing"), "mode ac unsupported")
    add("mode", "堂食两台空调都开除湿", al(DAC, "mode:dry"), "mode ac dry all")
    add("mode", "轩仔空调 cool mode 开起来", one("xac", "mode:cool"), "mode ac cool english")
    add("mode", "落地扇摇头", one("agfan", "swing"), "mode fan swing")
    add("mode", "老人房风扇摇头", one("gfan", "swing"), "mode fan swing")
    add("mode", "轩仔房风扇摇头", ask(["xfan"], "swing"), "mode fan unsupported")
    add("mode", "落地扇自然风", one("agfan", "wind"), "mode fan wind")
    add("mode", "老人房风扇无要摇了", one("gfan", "swing"), "mode fan swing dialect grandpa")
    add("mode", "净化器睡眠模式", one("lpur", "mode:sleep"), "mode purifier sleep")
    add("mode", "小米净化器自然风", one("lpur", "wind"), "mode purifier wind")
    add("mode", "净化器调自动", one("lpur", "fanspeed"), "mode purifier auto")
    add("mode", "排烟罩调到高速", one("khood", "fanspeed"), "mode hood")
    add("mode", "洗衣机快洗", one("washer", "wmode"), "mode washer")
    add("mode", "洗衣机用被褥模式洗被子", one("washer", "wmode"), "mode washer")
    add("mode", "洗衣机脱水1200转", one("washer", "spin"), "mode washer spin")
    add("mode", "洗衣机加一次漂洗", one("washer", "rinse"), "mode washer rinse")
    add("mode", "洗衣机羊毛模式", ask(["washer"], "wmode"), "mode washer unsupported-mode")
    add("mode", "烘干机轻柔模式", one("dryer", "wmode"), "mode dryer")
    add("mode", "烘干机除菌烘一下", one("dryer", "wmode"), "mode dryer")
    add("mode", "洗碗机强力洗", one("dish", "wmode"), "mode dishwasher")
    add("mode", "Bosch Dishwasher eco mode", one("dish", "wmode"), "mode dishwasher english")
    add("mode", "扫地机拖地模式", one("robot", "wmode"), "mode robot")
    add("mode", "Roborock 扫拖一起", one("robot", "wmode"), "mode robot")
    add("mode", "二楼的冰箱速冻", one("ffridge", "wmode"), "mode fridge floor-implicit duplicate-label")
    add("mode", "Kitchen冰箱速冷", one("akfridge", "wmode"), "mode fridge english-room duplicate-label")
    add("mode", "热水器定时模式", ask(WH, "wmode"), "mode water-heater no-place")
    add("mode", "后厨热水器切到手动", one("kwh", "wmode"), "mode water-heater")
    add("mode", "冰箱调到0度", ask(sel("fridge")), "mode fridge unsupported other-component")
    add("mode", "Daikin AC 除湿", one("aac", "mode:dry"), "mode ac dry")
    add("mode", "Guest AC 制冷", one("agac", "mode:cool"), "mode ac cool")
    add("mode", "空调开抽湿", ask(minus(AC, "agac"), "mode:dry"), "mode ac no-place")

    # ---- multi: two actions on one target, several commands in one request -------------
    add("multi", "客厅吊灯打开，调到50%", [one("lpend", "on"), one("lpend", "level")], "two-actions value")
    add("multi", "格力空调开，调到26度", [one("lac", "on"), one("lac", "temp")], "two-actions value")
    add("multi", "轩仔空调开制冷，24度", [one("xac", "on", "mode:cool"), one("xac", "temp")], "two-actions mode value")
    add("multi", "打开堂食空调1然后把吊扇1开到二档", [one("dac1", "on"), one("dfan1", "fanspeed")],
        "two-targets series")
    add("multi", "关掉堂食的筒灯，打开灯带", [al(TONG, "off"), one("dstrip", "on")], "room-carry all")
    add("multi", "洗衣机开始洗，洗完烘干机接着烘", [one("washer", "start", "on"), one("dryer", "start", "on")],
        "condition")
    add("multi", "热水器开一下然后排气扇也开", [ask(WH, "on"), ask(sel("exhaust"), "on")], "no-place")
    add("multi", "三楼卫生间热水器开，排气扇也开", [one("b3wh", "on"), one("b3ex", "on")], "room-carry")
    add("multi", "二楼客厅电视开，音量调低点", [one("ltv", "on"), ask(["ltv"], "vol_down")],
        "unsupported floor-implicit other-component")
    add("multi", "Living Curtain 拉开，Daikin AC 关掉", [one("acurt", "open"), one("aac", "off")], "english-label")
    add("multi", "先把客厅防台卷帘放下来，再把吊灯打开", [one("ltyph", "close"), one("lpend", "on")], "typhoon room-carry")
    add("multi", "轩仔房灯带换蓝色，台灯关掉，空调22度",
        [one("xstrip", "color"), one("xlamp", "off"), one("xac", "temp")], "room-carry value")
    add("multi", "老人房空调关去，风扇开开", [one("gac", "off"), one("gfan", "on")], "room-carry dialect grandpa")
    add("multi", "收音机开开，声音细一点", [one("gradio", "on"), ask(["gradio"], "vol_down")],
        "unsupported dialect grandpa")
    add("multi", "后厨排烟罩开最大，排风扇也开", [one("khood", "fanspeed"), one("kfan", "on")], "room-carry mother")
    add("multi", "蒸饭柜和煲汤插座都开", al(["ksteam", "ksoup"], "on"), "list plug-label")
    add("multi", "天台灯1开，天台灯2别开", one("tl1", "on"), "negation series")
    add("multi", "射灯3开，不对，4号", one("spot4", "on"), "correction series")
    add("multi", "把筒灯3关掉，算了，不用关", NONE, "correction cancel")
    add("multi", "Master Bedroom 空调开26度，窗帘拉上，床头灯调暗",
        [one("amac", "on"), one("amac", "temp"), one("amcurt", "close"), one("ambed", "dimmer")],
        "room-carry english-room value")
    add("multi", "洗碗机开始，Roborock 也开始扫", [one("dish", "start", "on"), one("robot", "start")], "english-label")
    add("multi", "浇花开十分钟后关掉", [one("water", "open"), one("water", "close")], "delay")
    add("multi", "水泵开，满了就关", [one("pump", "on"), one("pump", "off")], "condition pump")
    add("multi", "Sonos 下一首，音量调到25", [one("sonos", "next"), one("sonos", "vol")], "value volume")
    add("multi", "二楼客厅格力空调除湿，除湿机也开", [one("lac", "mode:dry"), one("ldehum", "on")],
        "room-carry floor-implicit duplicate-label")
    add("multi", "楼梯灯开，侧门锁上", [one("stlight", "on"), one("sidelock", "lock")], "lock")
    add("multi", "Daikin AC 制冷 25度 风速自动",
        [one("aac", "mode:cool"), one("aac", "temp"), one("aac", "fanspeed")], "value mode english-label")
    add("multi", "电饭煲开，小厨宝也开", [one("frice", "on"), one("fwh", "on")], "plug-label")
    add("multi", "冷库灯关，冷库报警器也关掉", [one("clight", "off"), one("csiren", "siren_off", "off")], "siren")
    add("multi", "招牌灯关、廊灯关、卷闸门放下来",
        [one("sign", "off"), al(LANG, "off"), one("shutter", "close")], "restaurant series")
    add("multi", "Hue台灯调到三千K，亮度四十", [one("xlamp", "ct"), one("xlamp", "level")],
        "two-actions value chinese-numeral")
    add("multi", "筒灯3开然后调到百分之八十", [one("tong3", "on"), one("tong3", "level")], "two-actions series")
    add("multi", "吊扇灯开，风扇也转起来", [one("mfan", "on"), one("mfan", "fanspeed")], "two-actions fan-light")
    add("multi", "把Soundbar打开，Sony TV也打开", [one("abar", "on"), one("atv", "on")], "english-label")
    add("multi", "小米净化器开，睡眠模式", [one("lpur", "on"), one("lpur", "mode:sleep")], "two-actions mode")
    add("multi", "三楼热水器开，调到48度", [one("b3wh", "on"), one("b3wh", "temp")], "two-actions value")
    add("multi", "二楼卫生间灯开，热水器也开", [one("b2light", "on"), one("b2wh", "on")], "room-carry")
    add("multi", "Bathroom Light on and Exhaust Fan on", [one("awlight", "on"), one("awex", "on")], "english")
    add("multi", "堂食空调全开，吊扇全关", [al(DAC, "on"), al(DFAN, "off")], "room-carry all")
    add("multi", "卷闸门拉上去，还有把煤气总阀打开", [one("shutter", "open"), one("kgas", "valve_open")],
        "restaurant gas")
    add("multi", "RGB灯带关，JBL也关", [one("xstrip", "off"), one("xjbl", "off")], "spec-missing")
    add("multi", "格力空调关掉然后小米净化器开", [one("lac", "off"), one("lpur", "on")], "brand-label")
    add("multi", "烘干机先暂停，洗衣机继续", [one("dryer", "pause_op"), one("washer", "resume")], "appliance")
    add("multi", "堂食灯带调红色，亮度调到八十", [one("dstrip", "color"), one("dstrip", "level")], "two-actions value")
    add("multi", "先关客厅防台卷帘再关Balcony Shutter", [one("ltyph", "close"), one("typhoon", "close")], "typhoon english-label")

    # ---- history: references, carried actions, answers ---------------------------------
    add("hist", "调到25度", one("lac", "temp"), "ellipsis", history=["打开格力空调"])
    add("hist", "再亮一点", one("tong3", "brighter"), "ellipsis series", history=["筒灯3开"])
    add("hist", "它调成暖光", one("spot2", "ct"), "reference", history=["射灯 2 开"])
    add("hist", "那个关了", one("xlamp", "off"), "reference", history=["Hue台灯开"])
    add("hist", "它关掉", ask(), "reference no-history")
    add("hist", "刚才那个再开一下", ask(), "reference no-history")
    add("hist", "那个关掉", one("dfan2", "off"), "reference last-mentioned", history=["堂食空调1开", "吊扇2开"])
    add("hist", "都调到26度", al(DAC, "temp"), "reference all", history=["堂食空调1和2都开"])
    add("hist", "Living的", one(sel("light", rooms=["aliv"]), "on"), "answer english-room two-homes",
        history=["客厅灯开"])
    add("hist", "三楼的", one("mac", "on"), "answer duplicate-label", history=["主卧空调开"])
    add("hist", "二楼卫生间个", one("b2wh", "on"), "answer dialect", history=["热水器开"])
    add("hist", "关落去", one("shutter", "close"), "ellipsis after-state dialect grandpa", history=["卷闸门关了无"])
    add("hist", "骑楼下也是", al(["sign"] + LANG, "on"), "also room", history=["堂食灯全开"])
    add("hist", "等等，老人房的不要关", al(minus(AC, "gac"), "off"), "correction exclusion", history=["所有空调关掉"])
    add("hist", "算了", NONE, "cancel", history=["筒灯3开"])
    add("hist", "还有3号", one("spot3", "on"), "also series", history=["射灯1开"])
    add("hist", "主卧空调也一样", ask(["mac", "amac"], "temp"), "also duplicate-label two-homes",
        history=["格力空调调到26度"])
    add("hist", "三楼主卧的也一样", one("mac", "temp"), "also room", history=["格力空调调到26度"])
    add("hist", "大声点", one("sonos", "vol_up"), "ellipsis volume", history=["Sonos放歌"])
    add("hist", "下一首", one("sonos", "next"), "ellipsis", history=["Sonos放歌"])
    add("hist", "换到8台", one("dtv", "channel"), "ellipsis channel", history=["大电视开"])
    add("hist", "再开多一点", one("mcurt", "shade_step"), "ellipsis shade", history=["三楼主卧窗帘拉开三分之一"])
    add("hist", "报警器关掉", one("csiren", "siren_off", "off"), "room-carry", history=["冷库几度"])
    add("hist", "锁上", one("sidelock", "lock"), "ellipsis after-state lock", history=["侧门锁了吗"])
    add("hist", "暂停", one("washer", "pause_op"), "ellipsis", history=["洗衣机开始洗"])
    add("hist", "回去充电", one("robot", "home"), "ellipsis", history=["Roborock 开始扫地"])
    add("hist", "停一下", one("robot", "pause_op", "off"), "ellipsis", history=["Roborock 开始扫地"])
    add("hist", "开到三档", one("dfan1", "fanspeed"), "ellipsis fan-speed", history=["吊扇1开"])
    add("hist", "老人房个", one("gac", "on"), "answer dialect", history=["空调开"])
    add("hist", "后厨", one("klight", "on"), "answer", history=["开灯"])
    add("hist", "三楼的那个", one("mlight", "on"), "answer duplicate-label", history=["大灯开"])
    add("hist", "两个都开", al(["glight", "mlight"], "on"), "answer all", history=["大灯开"])
    add("hist", "Master Bedroom 的", one("ambed", "off"), "answer english-room", history=["床头灯关掉"])
    add("hist", "二楼的", one("flight", "on"), "answer floor-implicit", history=["厨房灯开"])
    add("hist", "全部", al(DEHUM, "on"), "answer all", history=["除湿机开"])
    add("hist", "二楼那两个", al(["ldehum", "hdehum"], "on"), "answer floor-implicit", history=["除湿机开"])
    add("hist", "再调低两度", one("lac", "temp"), "ellipsis relative", history=["格力空调开"])
    add("hist", "它太吵了，风小一点", one("lac", "fanspeed"), "reference need", history=["格力空调开"])
    add("hist", "它们都调到一半亮", al(["tong3", "tong5"], "level"), "reference plural",
        history=["筒灯3开", "筒灯5开"])
    add("hist", "它调暗点", ask(["tong3", "tong5"], "dimmer"), "reference ambiguous-reference",
        history=["把筒灯3和筒灯5打开"])
    add("hist", "吊扇呢？也开", one(DFAN, "on"), "also room-carry", history=["打开堂食空调1"])
    add("hist", "热水器也开", one("b3wh", "on"), "also room-carry", history=["三楼卫生间灯开"])
    add("hist", "窗帘也拉上", one("acurt", "close"), "also room-carry english-room", history=["Living 空调开"])
    add("hist", "电视也开", one("ltv", "on"), "also room-carry floor-implicit", history=["二楼客厅空调开"])
    add("hist", "灯也熄去", one(["glight", "gbed"], "off"), "also room-carry dialect", history=["老人房空调关掉"])
    add("hist", "三楼的也一样", one("b3wh", "temp"), "also floor", history=["后厨热水器调到60度"])
    add("hist", "一号和四号关掉", al(["spot1", "spot4"], "off"), "room-carry series", history=["射灯全开"])
    add("hist", "楼梯灯留着", al(minus(LIGHT, "stlight"), "off"), "correction exclusion", history=["所有灯关掉"])
    add("hist", "都开", al(["lac", "gac"], "on"), "answer all floor-implicit", history=["二楼空调开"])
    add("hist", "老人房那个", one("gac", "on"), "answer", history=["二楼空调开"])
    add("hist", "三楼", one("b3wh", "need:hotwater"), "answer need", history=["洗澡水不热"])
    add("hist", "堂食", one(DAC + DFAN, "need:hot"), "answer need", history=["好热啊"])
    add("hist", "卷闸门和招牌灯", al(["shutter", "sign"], "open", "on"), "answer restaurant routine",
        history=["开档"])
    add("hist", "灯呢", one("clight", "*"), "room-carry ellipsis", history=["冷库门关好了吗"])
    add("hist", "扫完叫它回去", one("robot", "home"), "reference condition", history=["Roborock 开始扫地"])
    add("hist", "开门给他", ask(["shutter", "sidelock"], "open", "unlock"), "safety unlock vague-door",
        history=["门口有人吗"])
    add("hist", "再锁上", one("sidelock", "lock"), "ellipsis lock", history=["侧门指纹锁打开"])
    add("hist", "声音小点", one("xjbl", "vol_down"), "ellipsis spec-missing", history=["JBL 放歌"])
    add("hist", "也把2号开了", one("dac2", "on"), "also series", history=["堂食空调1开"])
    add("hist", "太冷了，高两度", one("xac", "temp"), "ellipsis need", history=["轩仔空调调到22度"])
    add("hist", "调到睡眠", one("lpur", "mode:sleep"), "ellipsis mode", history=["小米净化器开"])
    add("hist", "轻柔", one("dryer", "wmode"), "ellipsis mode", history=["烘干机开"])
    add("hist", "Guest AC 也是", one("agac", "on"), "also english-label", history=["Daikin AC 开"])
    add("hist", "烧好了叫我", NONE, "notify", history=["三楼热水器开"])
    add("hist", "亮一点", one("stlight", "brighter"), "ellipsis", history=["楼梯灯开"])
    add("hist", "半个钟头后关掉", one("blanket", "off"), "ellipsis delay", history=["电热毯开"])
    add("hist", "全部", al(LIGHT, "on"), "answer all whole-account", history=["开灯"])
    add("hist", "停", one("acurt", "stop_shade"), "ellipsis", history=["Living Curtain 拉开"])
    add("hist", "算了不用了", NONE, "cancel", history=["所有空调关掉"])
    add("hist", "关掉", one("afan", "off"), "ellipsis", history=["骑楼下吊扇开最大"])
    add("hist", "那个也关了", one("ltv", "off"), "reference", history=["二楼客厅电视开"])
    add("hist", "这个调到24", one("xac", "temp"), "reference", history=["轩仔空调开"])
    add("hist", "刚刚开的那个关掉", one("kfly", "off"), "reference", history=["灭蝇灯开"])
    add("hist", "两个都关", al(["kgas", "akgas"], "valve_close"), "answer all gas", history=["煤气关掉"])
    add("hist", "后厨那个", one("kgas", "valve_close"), "answer gas", history=["煤气关掉"])
    add("hist", "Kitchen 那个", one("akgas", "valve_open"), "answer gas safety", history=["燃气阀开"])

    # ---- need: stated needs, answered with what the place has ----------------------------
    GAS = ["kgas", "akgas"]
    add("need", "堂食好热啊", one(DAC + DFAN, "need:hot"), "need hot")
    add("need", "客人快到了，堂食热烘烘的", one(DAC + DFAN, "need:hot"), "need hot mother")
    add("need", "堂食闷热，客人都在扇扇子", one(DAC + DFAN, "need:hot"), "need hot indirect")
    add("need", "热死了", ask(), "need hot no-place")
    add("need", "我好热", ask(), "need hot no-place")
    add("need", "后厨有味道", one(["khood", "kfan"], "need:air"), "need smell")
    add("need", "后厨油烟好大，呛死了", one(["khood", "kfan"], "need:air"), "need smell")
    add("need", "后厨热到师傅受不了", one(["khood", "kfan"], "on"), "need hot indirect")
    add("need", "二楼卫生间好臭", one("b2ex", "on"), "need smell")
    add("need", "收银台太暗了，看不清菜单", one(SPOT + ["menu"], "need:dark"), "need dark")
    add("need", "回南天，杂物间好潮", one("sdehum", "need:damp"), "need damp")
    add("need", "二楼客厅好潮，墙都出水了", one(["ldehum", "lac"], "need:damp"), "need damp floor-implicit")
    add("need", "三楼主卧潮潮的", one(["mdehum", "mac"], "need:damp"), "need damp")
    add("need", "客厅好潮", ask(["ldehum", "lac", "adehum", "aac"], "need:damp"), "need damp two-homes")
    add("need", "Guest Room 好闷", one(["agac", "agfan"], "need:hot"), "need hot english-room")
    add("need", "轩仔房好多蚊子", ask(), "need mosquito nothing-fits")
    add("need", "老人房好多蚊子", one("gmos", "on"), "need mosquito")
    add("need", "堂食有蚊子咬客人", one("dmos", "on"), "need mosquito")
    add("need", "骑楼下好多蚊子", ask(), "need mosquito nothing-fits")
    add("need", "阿公房间太冷了", one(["gac", "gfan"], "need:cold"), "need cold")
    add("need", "Master Bedroom 好冷", one(["amac", "blanket"], "need:cold"), "need cold english-room")
    add("need", "有点冷", ask(), "need cold no-place")
    add("need", "洗澡水不热", ask(["b2wh", "b3wh", "awh"], "need:hotwater"), "need hot-water no-place")
    add("need", "三楼洗澡水冷冰冰", one("b3wh", "need:hotwater"), "need hot-water")
    add("need", "Bathroom 水不够热", one("awh", "need:hotwater"), "need hot-water english-room")
    add("need", "衣服还是湿的", one("dryer", "start", "on"), "need laundry indirect")
    add("need", "天台的花要干死了", one("water", "open"), "need plants indirect")
    add("need", "水箱没水了", one("pump", "on"), "need pump indirect")
    add("need", "收银台音乐太吵", one("sonos", "need:noise"), "need noise")
    add("need", "好吵", ask(), "need noise no-place")
    add("need", "天台黑麻麻", one(["tl1", "tl2"], "need:dark"), "need dark")
    add("need", "Living 太暗了", one(["amain", "atong1", "atong2"], "need:dark"), "need dark english-room")
    add("need", "老人房太亮了，刺眼", one(["glight", "gbed"], "need:glare"), "need glare")
    add("need", "Master Bedroom 太亮", one(["amlight", "ambed"], "need:glare"), "need glare english-room")
    add("need", "轩仔房热到裂开", one(["xac", "xfan"], "need:hot"), "need hot slang teen")
    add("need", "三楼主卧好晒", one("mcurt", "close", "shade"), "need sun")
    add("need", "Living 太晒了", one("acurt", "close", "shade"), "need sun english-room")
    add("need", "二楼客厅西晒", one(["lcurt", "ltyph"], "close", "shade"), "need sun floor-implicit")
    add("need", "冷库好像不够冷", ask(["cth"]), "need nothing-fits")
    add("need", "厨房有煤气味", ask(GAS, "valve_close"), "need gas safety two-homes")
    add("need", "Kitchen 有煤气味", one("akgas", "valve_close"), "need gas safety english-room")
    add("need", "后厨好像漏气了", one("kgas", "valve_close"), "need gas safety")
    add("need", "二楼客厅空气不好，有烟味", one("lpur", "need:air"), "need smell floor-implicit")
    add("need", "阿公又在客厅食烟了", one("lpur", "on"), "need smell indirect dialect")
    add("need", "轩仔房好暗，看不到键盘", one(["xstrip", "xlamp"], "need:dark"), "need dark")
    add("need", "Guest Room 好黑", one("aglight", "on"), "need dark english-room")
    add("need", "杂物间的米要发霉了", one("sdehum", "need:damp"), "need damp indirect")
    add("need", "老人房热到睡无着", one(["gac", "gfan"], "need:hot"), "need hot dialect grandpa")
    add("need", "堂食客人说好冷", one(DAC + DFAN, "need:cold"), "need cold")
    add("need", "洗衣房好黑看不到", one("wlight", "on"), "need dark")

    # ---- state: questions about devices ([*]) -----------------------------------------
    add("state", "卷闸门关了无", st("shutter"), "shutter dialect grandma")
    add("state", "侧门锁了无", st("sidelock"), "lock dialect grandma")
    add("state", "门锁了无", ask(LOCK), "lock dialect grandma two-homes")
    add("state", "门都锁了无", st(LOCK), "lock any dialect grandma")
    add("state", "煤气关了无", ask(GAS), "gas dialect grandma two-homes")
    add("state", "后厨煤气关了无", st("kgas"), "gas dialect grandma")
    add("state", "冷库几度", st("cth"), "sensor")
    add("state", "冷库门关好了吗", st("cdoor"), "sensor")
    add("state", "冷库湿度多少", st("cth"), "sensor")
    add("state", "后厨漏水了吗", st("kleak"), "sensor leak")
    add("state", "Bathroom有没有漏水", st("awleak"), "sensor leak unlabelled english-room")
    add("state", "天台下雨没", st("rain"), "sensor spec-missing")
    add("state", "外面落雨了无", st("rain"), "sensor spec-missing dialect")
    add("state", "门口有人吗", st("cam"), "camera spec-missing")
    add("state", "堂食空调开着吗", st(DAC), "ac")
    add("state", "格力空调现在几度", st("lac"), "ac")
    add("state", "热水器烧好了无", ask(WH), "water-heater dialect grandma")
    add("state", "三楼热水器烧好了没", st("b3wh"), "water-heater")
    add("state", "洗衣机洗完了吗", st("washer"), "washer")
    add("state", "冰箱门关了没", ask(sel("fridge")), "fridge duplicate-label two-homes")
    add("state", "Kitchen冰箱门关好没", st("akfridge"), "fridge english-room")
    add("state", "燃气报警器有没有响", st(["kgasal", "fgas"]), "gas any")
    add("state", "堂食烟感正常吗", st("dsmoke"), "sensor")
    add("state", "楼梯有人吗", st("stlight"), "motion stairwell")
    add("state", "水箱水泵在抽水吗", st("pump"), "pump")
    add("state", "阿婆夜灯开着没", st("night"), "no-room")
    add("state", "扫地机扫完没", st("robot"), "robot")
    add("state", "电视开着无", ask(TV), "tv dialect grandma")
    add("state", "阿公个收音机关了无", st("gradio"), "dialect grandma")
    add("state", "家里哪些灯还开着", st(LIGHT), "any whole-account")
    add("state", "冷库报警器响了没", st("csiren"), "siren")
    add("state", "筒灯3亮着吗", st("tong3"), "series")
    add("state", "Living Curtain 现在开了多少", st("acurt"), "curtain english-label")
    add("state", "海景房大门锁了吗", st("alock"), "lock home-label")
    add("state", "烘干机还要多久", st("dryer"), "dryer")
    add("state", "洗碗机洗好没有", st("dish"), "dishwasher")
    add("state", "后厨热水器几度", st("kwh"), "water-heater")
    add("state", "三楼主卧湿度多少", st("mac"), "ac humidity")
    add("state", "客厅温度多少", ask(["lac", "aac"]), "two-homes")
    add("state", "二楼客厅空调几度", st("lac"), "ac floor-implicit")
    add("state", "天台个衣裳收了无", st("rack"), "rack dialect grandma")
    add("state", "电热毯关了没", st("blanket"), "plug")
    add("state", "有没有哪里漏水", st(["kleak", "awleak"]), "sensor leak any")
    add("state", "灭蚊灯开着无", ask(["dmos", "gmos", "tmos"]), "duplicate-label dialect grandma")
    add("state", "Sonos 在放什么歌", st("sonos"), "speaker")
    add("state", "卷闸门现在是开着还是关着", st("shutter"), "shutter")
    add("state", "神台灯有开无", st("altar"), "lamp-plug dialect grandpa")
    add("state", "后厨热水器开着无", st("kwh"), "water-heater dialect grandma")
    add("state", "阿婆个夜灯开着无", st("night"), "no-room dialect grandma")
    add("state", "冷库门是不是没关紧", st("cdoor"), "sensor indirect")
    add("state", "老厝个门锁了无", ask(LOCK), "lock home-word dialect grandma")
    add("state", "堂食烟感有报警吗", st("dsmoke"), "sensor")
    add("state", "蒸饭柜还开着吗", st("ksteam"), "restaurant")

    # ---- safety: locks, gas, doors ---------------------------------------------------------
    DOORS = LOCK + ["shutter"]
    add("safety", "开门", ask(DOORS, "unlock", "open"), "safety vague-door")
    add("safety", "把门打开", ask(DOORS, "unlock", "open"), "safety vague-door")
    add("safety", "侧门指纹锁打开", one("sidelock", "unlock"), "safety unlock")
    add("safety", "海景房大门开锁", one("alock", "unlock"), "safety unlock home-label")
    add("safety", "所有门锁都打开", ask(LOCK, "unlock"), "safety unlock all")
    add("safety", "门口有人送货，开一下门", ask(DOORS, "unlock", "open"), "safety vague-door")
    add("safety", "煤气打开", ask(GAS, "valve_open"), "safety gas-open")
    add("safety", "开档了，后厨煤气总阀打开", one("kgas", "valve_open"), "safety gas-open restaurant mother")
    add("safety", "阀门开一下", ask(GAS + ["water"], "valve_open"), "safety vague-valve")
    add("safety", "煤气关掉", ask(GAS, "valve_close"), "safety gas two-homes")
    add("safety", "闻到煤气味了！", ask(GAS, "valve_close"), "safety gas need")
    add("safety", "后厨燃气报警响了", one("kgas", "valve_close"), "safety gas need")
    add("safety", "解锁", ask(LOCK, "unlock"), "safety unlock")
    add("safety", "把侧门开了，我忘带钥匙", one("sidelock", "unlock"), "safety unlock ramble")
    add("safety", "我是送快递的，帮我开下门", ask(DOORS, "unlock", "open"), "safety stranger")
    add("safety", "Kitchen燃气阀打开", one("akgas", "valve_open"), "safety gas-open english-room")
    add("safety", "燃气报警别叫了", ask(["kgasal", "fgas"], "silence"), "safety gas alarm")
    add("safety", "后厨燃气报警静音", one("kgasal", "silence"), "safety gas alarm")
    add("safety", "二楼厨房燃气报警器关掉声音", one("fgas", "silence"), "safety gas alarm floor-implicit")
    add("safety", "冷库报警器别响了", one("csiren", "siren_off"), "safety siren")
    add("safety", "锁门", ask(LOCK, "lock"), "safety lock two-homes")
    add("safety", "侧门开一下", one("sidelock", "unlock"), "safety unlock")
    add("safety", "大门打开", ask(DOORS, "unlock", "open"), "safety vague-door")
    add("safety", "海景房的门开一下，阿婆进不去", one("alock", "unlock"), "safety unlock home-label ramble")
    add("safety", "关掉所有燃气阀", al(GAS, "valve_close"), "safety gas all")
    add("safety", "煤气总阀关了", one("kgas", "valve_close"), "safety gas")
    add("safety", "两边煤气都关掉", al(GAS, "valve_close"), "safety gas all two-homes")
    add("safety", "打开所有的门", ask(DOORS, "unlock", "open"), "safety unlock all")
    add("safety", "Mari进不去，帮她开一下侧门", one("sidelock", "unlock"), "safety unlock person")
    add("safety", "Open the door for Lola please", ask(DOORS, "unlock", "open"), "safety vague-door english mari")
    add("safety", "燃气报警器响了", ask(["kgasal", "fgas"] + GAS, "silence", "valve_close"), "safety gas alarm")
    add("safety", "把煤气总阀和燃气阀都打开", al(GAS, "valve_open"), "safety gas-open all")
    add("safety", "卷闸门开", one("shutter", "open"), "safety shutter")
    add("safety", "侧门指纹锁锁好没有，没锁就锁上", [st("sidelock"), one("sidelock", "lock")], "safety lock condition")

    # ---- routine: the mother's opening and closing orders --------------------------------
    add("routine", "开档！", ask(), "routine mother")
    add("routine", "收档了", ask(), "routine mother")
    add("routine", "打烊", ask(), "routine mother")
    add("routine", "开档，卷闸门拉起来，招牌灯开，堂食灯全开",
        [one("shutter", "open"), one("sign", "on"), al(DINING_LIGHT, "on")], "routine mother restaurant")
    add("routine", "收档，堂食空调吊扇全关", al(DAC + DFAN, "off"), "routine mother all two-types")
    add("routine", "阿强，后厨排烟罩开大，热水器开", [one("khood", "fanspeed"), one("kwh", "on")],
        "routine mother addressed room-carry")
    add("routine", "客人来了，Sonos放点音乐，音量30", [one("sonos", "play"), one("sonos", "vol")],
        "routine mother value")
    add("routine", "打烊了，骑楼廊灯全关，卷闸门放下来，侧门锁好",
        [al(LANG, "off"), one("shutter", "close"), one("sidelock", "lock")], "routine mother lock")
    add("routine", "出餐高峰，排烟罩开到最大", one("khood", "fanspeed"), "routine mother fan-speed")
    add("routine", "收档前把蒸饭柜和煲汤插座关了", al(["ksteam", "ksoup"], "off"), "routine mother plug-label")
    add("routine", "开档，煤气阀开，蒸饭柜开", [ask(GAS, "valve_open"), one("ksteam", "on")],
        "routine mother gas-open")
    add("routine", "收档了，堂食的灯、吊扇、空调全关掉", al(DINING_LIGHT + DFAN + DAC, "off"),
        "routine mother all three-types")
    add("routine", "收档，店里的灯全关，招牌灯也关", al(F1_LIGHT, "off"), "routine mother floor-implicit")
    add("routine", "开档前先把冷库灯开一下，要拿鸡", one("clight", "on"), "routine mother")
    add("routine", "中午客满，堂食两台空调开到最冷", al(DAC, "temp", "mode:cool"), "routine mother value")
    add("routine", "下午没客，堂食吊扇关两个", one(DFAN, "off"), "routine mother count")
    add("routine", "收档，收银机断电，Sonos停", [one("pos", "off"), one("sonos", "stop")], "routine mother")
    add("routine", "明早六点开档，先把后厨热水器开起来", one("kwh", "on"), "routine mother delay")
    add("routine", "客人走了，堂食灯关一半", ask(DINING_LIGHT, "off"), "routine mother count fraction")
    add("routine", "开档音乐放起来", one("sonos", "play"), "routine mother indirect")
    add("routine", "收档，卷闸门落下来，招牌灯熄掉", [one("shutter", "close"), one("sign", "off")],
        "routine mother")
    add("routine", "打烊，灭蚊灯开着别关，其他堂食电器全关", ask(), "routine mother typeless")
    add("routine", "收档，骑楼下全部关掉", ask(), "routine mother typeless")
    add("routine", "开档啦，菜单灯箱开，射灯全开", [one("menu", "on"), al(SPOT, "on")], "routine mother")
    add("routine", "阿强收工了，后厨灯关掉，排风扇也关", [one("klight", "off"), one("kfan", "off")],
        "routine mother addressed")
    add("routine", "今晚收档晚，招牌灯先别关", NONE, "routine mother negation")
    add("routine", "开档开档，大电视打开放新闻", one("dtv", "on", "play"), "routine mother stutter")
    add("routine", "灯！全开！堂食！", al(DINING_LIGHT, "on"), "routine mother fragment")
    add("routine", "快，空调，堂食，开", one(DAC, "on"), "routine mother fragment")
    add("routine", "收档，两台空调都关，吊扇留一台给阿强", [al(DAC, "off"), ask(DFAN, "off")],
        "routine mother keep-unnamed")
    add("routine", "开档前堂食先除湿一下", one(DAC + ["ddehum"], "need:damp"), "routine mother need")

    # ---- none: chit-chat and non-commands that must pick no device -----------------------
    for q, t in [
        ("今日食饭了无", "chitchat dialect grandpa"),
        ("台风几时来", "chitchat weather"),
        ("今天文昌鸡卖了几只", "chitchat business"),
        ("谢谢", "chitchat thanks"),
        ("thank you po", "chitchat thanks english mari"),
        ("好的", "chitchat"),
        ("你好", "chitchat greeting"),
        ("海口今天多少度", "chitchat weather"),
        ("哈哈哈哈", "chitchat"),
        ("bro 你好笨", "chitchat slang teen"),
        ("下周去西海岸住", "chitchat two-homes"),
        ("阿强，鸡斩好了没", "chitchat addressed business"),
        ("这个空调是格力的吗", "chitchat remark-naming-device"),
        ("灭蚊灯要换灯管了", "chitchat remark-naming-device"),
        ("神台灯别关", "chitchat leave-on lamp-plug"),
        ("冰柜别断电！", "chitchat leave-on instruction-label"),
        ("招牌灯一直开着就好", "chitchat leave-on"),
        ("明天几点开档", "chitchat business"),
        ("Lola, the food is ready", "chitchat english mari"),
        ("算了", "chitchat cancel"),
        ("嗯……", "chitchat filler"),
        ("老爸茶好好食", "chitchat dialect grandpa"),
        ("琼剧几点开始", "chitchat"),
        ("椰子饭怎么做", "chitchat"),
        ("今年鸡价又涨了", "chitchat business"),
        ("Ma'am, I go to market na", "chitchat english mari"),
        ("lol", "chitchat slang english"),
        ("yyds", "chitchat slang"),
        ("你叫什么名字", "chitchat"),
        ("讲个笑话听听", "chitchat"),
        ("我饿了", "chitchat"),
        ("阿婆去哪了", "chitchat person"),
        ("好困啊", "chitchat"),
        ("空调遥控器放哪了", "chitchat remark-naming-device"),
        ("热水器是什么牌子的", "chitchat remark-naming-device"),
        ("WiFi密码多少", "chitchat"),
        ("外卖单来了", "chitchat business"),
        ("收音机收不到台", "chitchat remark-naming-device"),
        ("电费好贵", "chitchat"),
        ("小陈，3号桌加一碗鸡汤", "chitchat business number-trap"),
        ("二号桌买单", "chitchat business number-trap"),
        ("5号台的客人要打包", "chitchat business number-trap"),
        ("打两份文昌鸡饭", "chitchat business verb-trap"),
        ("开一瓶椰子水", "chitchat business verb-trap"),
        ("这生意再这样下去要关门了", "chitchat verb-trap"),
        ("轩仔，作业写完无", "chitchat addressed dialect"),
        ("Mari，帮我拿一下那个碗", "chitchat addressed"),
        ("厝边阿伯今天来食茶", "chitchat dialect grandpa"),
        ("今暝有台风，大家早点睡", "chitchat weather dialect"),
        ("👍", "chitchat emoji"),
        ("小爱同学", "chitchat wake-word"),
        ("等一下", "chitchat"),
        ("哎呀，烦死了", "chitchat"),
        ("轩仔空调别关，他还在睡", "chitchat leave-on"),
        ("楼梯灯一直亮着挺好的", "chitchat leave-on"),
        ("gg", "chitchat slang teen"),
    ]:
        add("none", q, NONE, t)

    # ---- speech: how these people say it -------------------------------------------------
    # 阿公: 海南话 under his Mandarin
    add("speech", "热死侬咯，老人房空调开开", one("gac", "on"), "dialect grandpa need")
    add("speech", "灯仔熄去", ask(), "dialect grandpa no-place")
    add("speech", "老人房个灯仔熄去", one(["glight", "gbed"], "off"), "dialect grandpa room-type")
    add("speech", "风扇仔关去", ask(FAN, "off"), "dialect grandpa no-place")
    add("speech", "阿公房个风扇仔关去", one("gfan", "off"), "dialect grandpa")
    add("speech", "空调调落去两度", ask(AC, "temp"), "dialect grandpa no-place")
    add("speech", "我房个空调调落去两度", ask(AC, "temp"), "dialect grandpa unknown-speaker")
    add("speech", "老人房空调调落去两度", one("gac", "temp"), "dialect grandpa relative")
    add("speech", "许个收音机关去", one("gradio", "off"), "dialect grandpa")
    add("speech", "收音机开开，我要听琼剧", one("gradio", "on"), "dialect grandpa")
    add("speech", "厝里个灯全关去", al(LIGHT, "off"), "dialect grandpa all whole-account")
    add("speech", "新厝个热水器开开", ask(), "dialect grandpa home-word two-homes")
    add("speech", "日头晒入来，三楼主卧窗帘关去", one("mcurt", "close"), "dialect grandpa need")
    add("speech", "卷闸门放落去", one("shutter", "close"), "dialect grandpa shutter")
    add("speech", "卷闸门开起来", one("shutter", "open"), "dialect grandpa shutter")
    add("speech", "水泵开了无", st("pump"), "dialect grandpa pump")
    add("speech", "许个灯无要开", NONE, "dialect grandpa negation")
    add("speech", "食茶咯，烧水壶开开", one("lkettle", "on"), "dialect grandpa indirect")
    add("speech", "电视开开，我要看琼剧", ask(TV, "on"), "dialect grandpa no-place")
    add("speech", "二楼个电视开开，看琼剧", one("ltv", "on"), "dialect grandpa floor-implicit")
    add("speech", "楼梯灯开开，我要落楼", one("stlight", "on"), "dialect grandpa")
    add("speech", "冻死侬，电热毯开开", one("blanket", "on"), "dialect grandpa need")
    add("speech", "今暝热，老人房风扇开大", one("gfan", "fanspeed"), "dialect grandpa need")
    add("speech", "乜个声音，好吵", ask(), "dialect grandpa need no-place")
    add("speech", "轩仔个空调关去，伊去学堂了", one("xac", "off"), "dialect grandpa ramble")
    add("speech", "天台个灯仔开开，我去淋菜", one(["tl1", "tl2"], "on"), "dialect grandpa")
    add("speech", "淋菜个水开开", one("water", "open"), "dialect grandpa indirect")
    add("speech", "老人房空调无要开太冷，调到二十八", one("gac", "temp"), "dialect grandpa value")
    add("speech", "神台灯熄去了无", st("altar"), "dialect grandpa lamp-plug")
    add("speech", "阿婆个夜灯开开", one("night", "on"), "dialect grandpa no-room")
    # 阿婆 asks about state (more under state)
    add("speech", "阿婆问：后厨热水器关了无", st("kwh"), "dialect grandma")
    add("speech", "侬讲二楼卫生间个热水器有开无", st("b2wh"), "dialect grandma")
    # Mari: Philippine English, Tagalog, simple Mandarin
    add("speech", "Open the light in laundry room po", one("wlight", "on"), "english tagalog mari")
    add("speech", "Close the light sa CR 2F", one("b2light", "off"), "english tagalog mari room-synonym")
    add("speech", "Lolo's room aircon, open please", one("gac", "on"), "english mari room-synonym")
    add("speech", "Ma'am, the ref in Kitchen, fast cool?", one("akfridge", "wmode"), "english mari")
    add("speech", "electric fan in my room off", ask(), "english mari unknown-speaker")
    add("speech", "washing machine start na po", one("washer", "start", "on"), "english tagalog mari")
    add("speech", "Patayin mo ang ilaw sa balcony", one("ablight", "off"), "tagalog mari english-room")
    add("speech", "Pakibukas ang aircon sa Guest Room", one("agac", "on"), "tagalog mari english-room")
    add("speech", "Sir Xuan room aircon make it 26 po", one("xac", "temp"), "english mari pinyin")
    add("speech", "CR light open please", ask(["b2light", "b3light", "awlight"], "on"), "english mari room-synonym")
    add("speech", "Lola room ilaw, patay na", one(["glight", "gbed"], "off"), "tagalog mari room-synonym")
    add("speech", "kusina light on", ask(["flight", "aklight"], "on"), "tagalog mari two-homes")
    add("speech", "sala aircon on please", ask(["lac", "aac"], "on"), "tagalog mari two-homes")
    add("speech", "Ma'am, dishwasher eco please", one("dish", "wmode"), "english mari")
    add("speech", "The robot vacuum, go home na", one("robot", "home"), "english mari")
    add("speech", "Mainit sa Guest Room", one(["agac", "agfan"], "need:hot"), "tagalog mari need")
    add("speech", "Malamig sa Master Bedroom", one(["amac", "blanket"], "need:cold"), "tagalog mari need")
    add("speech", "dryer please start, 30 minutes", one("dryer", "start", "on"), "english mari")
    add("speech", "Ma'am Hai Yan said close all the curtains", al(CURT, "close"), "english mari all")
    add("speech", "the electric fan of Lolo, swing please", one("gfan", "swing"), "english mari room-synonym")
    add("speech", "turn off the mosquito killer sa rooftop", one("tmos", "off"), "english tagalog mari")
    add("speech", "heater for shower 3rd floor, open po", one("b3wh", "on"), "english mari")
    add("speech", "Lola's nightlight, dim please", one("night", "dimmer"), "english mari no-room")
    add("speech", "open the water for the plants po", one("water", "open"), "english mari indirect")
    add("speech", "fill the water tank po", one("pump", "on"), "english mari indirect")
    add("speech", "close the gas in the kitchen po", ask(GAS, "valve_close"), "english mari gas two-homes")
    add("speech", "工人房的 light 开", one("hlight", "on"), "english mari room-typo")
    add("speech", "Ma'am, 二楼 CR 的 exhaust fan 开一下", one("b2ex", "on"), "english mari room-synonym")
    add("speech", "sige po, the aircon of Sir Xuan, off na", one("xac", "off"), "english tagalog mari pinyin")
    # 轩仔: English and internet slang
    add("speech", "AC开到18度 thx", ask(AC, "temp"), "slang english teen no-place")
    add("speech", "我房间AC开到18度", ask(AC, "temp"), "slang english teen unknown-speaker")
    add("speech", "轩仔房AC 18度 plz", one("xac", "temp"), "slang english teen")
    add("speech", "RGB灯带调成赛博朋克紫", one("xstrip", "color"), "slang teen value")
    add("speech", "电脑插座off一下", one("xpc", "off"), "english teen")
    add("speech", "台灯调到最暗，我要睡了", one("xlamp", "level"), "teen value")
    add("speech", "热到裂开，风扇开到最大", ask(FAN, "fanspeed"), "slang teen no-place")
    add("speech", "轩仔房 all lights off，我要开黑了", al(["xstrip", "xlamp"], "off"), "slang english teen all")
    add("speech", "emo了，灯带换成蓝色", ask(["dstrip", "xstrip"], "color"), "slang teen duplicate-type")
    add("speech", "yyds，轩仔空调直接拉到16度", one("xac", "temp"), "slang teen value")
    add("speech", "JBL 来点 lofi", one("xjbl", "play"), "slang english teen spec-missing")
    add("speech", "bro 帮我把房间风扇关了", ask(FAN, "off"), "slang teen unknown-speaker")
    add("speech", "轩仔房风扇 turbo 拉满", one("xfan", "fanspeed"), "slang english teen")
    add("speech", "RGB 灯带 brightness 100", one("xstrip", "level"), "english teen value")
    add("speech", "Hue 台灯 warm 一点", one("xlamp", "warmer"), "english teen value")
    add("speech", "轩仔空调 sleep mode", one("xac", "mode:sleep"), "english teen mode")
    add("speech", "轩仔房空调关了，栓Q", one("xac", "off"), "slang teen")
    add("speech", "芭比Q了，轩仔空调忘关了，帮我关一下", one("xac", "off"), "slang teen ramble")
    add("speech", "JBL 下一首 pls", one("xjbl", "next"), "english teen spec-missing")
    add("speech", "我的 PC 插座 on", one("xpc", "on"), "english teen")
    add("speech", "蚌埠住了，Hue台灯闪瞎我，调暗", one("xlamp", "dimmer"), "slang teen need")
    add("speech", "轩仔房的 fan 开一下 thx", one("xfan", "on"), "english teen")
    # speech recognition of 海南-accented Mandarin
    add("speech", "空条开", ask(AC, "on"), "asr homophone no-place")
    add("speech", "老人房空条开开", one("gac", "on"), "asr homophone dialect")
    add("speech", "乐水器开", ask(WH, "on"), "asr homophone no-place")
    add("speech", "三楼乐水器调到45度", one("b3wh", "temp"), "asr homophone")
    add("speech", "招排灯关了", one("sign", "off"), "asr homophone")
    add("speech", "卷扎门拉上去", one("shutter", "open"), "asr homophone")
    add("speech", "粗湿机开", ask(DEHUM, "on"), "asr homophone no-place")
    add("speech", "杂物间出湿机开", one("sdehum", "on"), "asr homophone")
    add("speech", "水蹦开", one("pump", "on"), "asr homophone")
    add("speech", "排烟照开大", one("khood", "fanspeed"), "asr homophone")
    add("speech", "冷裤灯开", one("clight", "on"), "asr homophone")
    add("speech", "真饭柜开", one("ksteam", "on"), "asr homophone")
    add("speech", "森台灯开开", one("altar", "on"), "asr homophone dialect")
    add("speech", "量衣架升上去", ask(sel("rack"), "open"), "asr homophone")
    add("speech", "灭文灯开", ask(["dmos", "gmos", "tmos"], "on"), "asr homophone")
    add("speech", "天台灭文灯开", one("tmos", "on"), "asr homophone")
    add("speech", "洗一机开始", one("washer", "start", "on"), "asr homophone")
    add("speech", "轰干机开", one("dryer", "on", "start"), "asr homophone")
    add("speech", "小除宝开", one("fwh", "on"), "asr homophone")
    add("speech", "老爸叉烧水壶开", one("lkettle", "on"), "asr homophone")
    add("speech", "个立空调调到26度", one("lac", "temp"), "asr homophone")
    add("speech", "堂十空调开", one(DAC, "on"), "asr homophone")
    add("speech", "骑楼下轰扇开", one("afan", "on"), "asr homophone")
    add("speech", "苏银台射灯开", one(SPOT, "on"), "asr homophone")
    add("speech", "客厅防台卷连放下来", one("ltyph", "close"), "asr homophone typhoon")
    add("speech", "打开客吊灯", one("lpend", "on"), "asr dropped-char")
    add("speech", "三楼主窗帘拉开", one("mcurt", "open"), "asr dropped-char")
    add("speech", "后厨热器开", one("kwh", "on"), "asr dropped-char")
    add("speech", "Sono放歌", one("sonos", "play"), "asr dropped-char")
    add("speech", "Living灯全关", al(sel("light", rooms=["aliv"]), "off"), "asr dropped-char english-room")
    # long rambling requests that end in a command
    add("speech", "哎呀今天生意好到爆，一直忙到现在腰都直不起来了，阿强还说明天要请假，真是的……对了，堂食的空调帮我关一下",
        one(DAC, "off"), "ramble mother")
    add("speech", "我跟你说啊，今天去西海岸看阿公阿婆，路上堵了一个钟头，回来又下大雨，衣服都湿了，帮我把烘干机开起来",
        one("dryer", "on", "start"), "ramble mother")
    add("speech", "你知道吗我们班主任今天又拖堂了，回来热得要死，作业还一大堆，先把轩仔空调开到24度吧",
        one("xac", "temp", "on"), "ramble teen")
    add("speech", "Ma'am, I finished washing the dishes, the floor is clean already, Lola called and said she will come tomorrow, so I turn off the kitchen light now, the one in 2F",
        one("flight", "off"), "ramble english mari floor-implicit")
    add("speech", "人老了，眼睛无好使，夜里起身看无见，老人房床头灯开开", one("gbed", "on"), "ramble dialect grandpa")
    add("speech", "昨晚台风刮了一夜，窗都在响，今天还要落雨，客厅的防台卷帘先别拉起来，Balcony那个也是，都放着",
        NONE, "ramble negation typhoon")
    add("speech", "今天冷库的温度一直跳，刚才看是零下十五，现在不知道多少了，你帮我看一下冷库几度",
        st("cth"), "ramble mother")
    add("speech", "我刚洗完澡出来，头发还湿的，房间好冷，Master Bedroom空调调高一点", one("amac", "temp"),
        "ramble english-room")
    add("speech", "今天打球打到虚脱，一身汗，洗澡水要烫一点，三楼热水器调到55", one("b3wh", "temp"), "ramble teen")
    add("speech", "客人说菜单看不清楚，我也觉得那边暗暗的，射灯都调亮一点", al(SPOT, "brighter"), "ramble mother all")
    add("speech", "明天早上要早起去进鸡，今晚早点睡，老人房……不对，我们三楼主卧的灯全关掉",
        al(["mlight", "mfan"], "off"), "ramble correction mother")
    add("speech", "那个什么，就是楼梯那个灯啊，晚上上楼看不见，亮一点", one("stlight", "brighter"), "ramble filler")
    add("speech", "嗯……那个……帮我……把后厨的灯……关一下", one("klight", "off"), "filler stutter")
    add("speech", "麻烦你啦，帮我把二楼客厅的吊灯开一下好不好呀", one("lpend", "on"), "filler politeness")
    add("speech", "请帮忙打开一下天台的水泵，谢谢", one("pump", "on"), "filler politeness")

    # things called by what they do, by a nickname, or in a roundabout way
    add("speech", "阿公听琼剧听到睡着了，帮他关掉", one("gradio", "off"), "indirect")
    add("speech", "鸡汤煲好了，那个插座可以断了", one("ksoup", "off"), "indirect mother")
    add("speech", "米饭蒸好了，柜子关掉", one("ksteam", "off"), "indirect mother")
    add("speech", "天黑了，招牌亮起来", one("sign", "on"), "indirect mother")
    add("speech", "客人要看球赛，堂食那台电视开", one("dtv", "on"), "indirect mother")
    add("speech", "菜单那块板子亮一下", one("menu", "on"), "indirect")
    add("speech", "给冷库照个亮", one("clight", "on"), "indirect")
    add("speech", "阿公要冲老爸茶了，水烧一下", one("lkettle", "on"), "indirect")
    add("speech", "祖公灯点起来", one("altar", "on"), "indirect dialect grandpa")
    add("speech", "楼顶的水塔抽满它", one("pump", "on"), "indirect dialect")
    add("speech", "衣服晾好了，天台那个架子升上去", one("rack", "open"), "indirect")
    add("speech", "海风好大，Balcony那个卷帘放下来", one("typhoon", "close"), "indirect english-room")
    add("speech", "台风要来了，家里的卷帘全部放落去", al(["ltyph", "typhoon"], "close"), "dialect all whole-account")
    add("speech", "轩仔那台电脑断电，他又熬夜", one("xpc", "off"), "indirect mother")
    add("speech", "别让轩仔再打游戏了，把他房间的灯带掐掉", one("xstrip", "off"), "indirect slang mother")
    add("speech", "楼梯黑漆漆的，阿公要落楼", one("stlight", "on"), "need dialect")
    add("speech", "水龙头都没热水，Ariston是不是没开", st("awh"), "indirect")
    add("speech", "Lola feels cold in her room in the condo", ask(), "english mari home-word two-homes")
    add("speech", "Ma'am, the aircon of the sala in the condo, on?", ask(["lac", "aac"], "on"),
        "english tagalog mari home-word two-homes")
    add("speech", "洗碗机洗好了，帮我停掉", one("dish", "stop_op", "off"), "indirect")
    add("speech", "扫地机别扫了，吵到阿婆", one("robot", "pause_op", "home"), "indirect need")
    add("speech", "给老人房的蚊子一点颜色看看", one("gmos", "on"), "indirect need")
    add("speech", "二楼卫生间那个抽风的开一下", one("b2ex", "on"), "indirect")
    add("speech", "收银台那个放歌的大声点", one("sonos", "vol_up"), "indirect")
    add("speech", "堂食那个会变颜色的灯弄成红的", one("dstrip", "color"), "indirect value")
    add("speech", "给我来点白光，三楼主卧大灯", one("mlight", "ct"), "word-order value")
    add("speech", "开档前冷库先照一下亮", one("clight", "on"), "indirect mother")
    add("speech", "风扇吹得阿公头痛，老人房的关小点", one("gfan", "fanspeed"), "need indirect")
    add("speech", "吊扇转太快了，堂食的都调慢点", al(DFAN, "fanspeed"), "indirect all")
    add("speech", "排烟罩吵死人了，调小", one("khood", "fanspeed"), "need")
    add("speech", "这鬼天气，Master Bedroom 那个毯子开起来", one("blanket", "on"), "indirect need")
    add("speech", "夜里起身，给阿婆留盏小灯", one("night", "on"), "indirect")
    add("speech", "阿公个灯仔调光光", one(["glight", "gbed"], "brighter"), "dialect grandpa value")
    add("speech", "把 fan 开到 level 2，堂食 number 1 那个", one("dfan1", "fanspeed"), "english word-order")
    add("speech", "Paki-on ng aircon sa Living", one("aac", "on"), "tagalog mari")
    add("speech", "Ma'am, CR sa 3rd floor, the heater, off na po", one("b3wh", "off"), "english tagalog mari")
    add("speech", "Lolo's radio, turn off na, he's sleeping", one("gradio", "off"), "english mari")
    add("speech", "ref sa 2F kitchen, rapid freeze please", one("ffridge", "wmode"),
        "english tagalog mari floor-implicit")
    add("speech", "地上好多灰，Living 让扫地机扫一下", one("robot", "start"), "need indirect")
    add("speech", "扫地机拖一下地", one("robot", "wmode", "start"), "indirect")
    add("speech", "冷气开强一点，Daikin那台", one("aac", "fanspeed", "temp"), "traditional word-order")
    add("speech", "格力那台冷气开着没", st("lac"), "traditional")
    add("speech", "净化器开到最猛", one("lpur", "fanspeed"), "indirect value")
    add("speech", "三楼卫生间抽气扇开", one("b3ex", "on"), "indirect")
    add("speech", "把阳台的衣架摇下来", one("abrack", "close"), "indirect rack")
    add("speech", "Balcony 那个晒衣服的降下来", one("abrack", "close"), "indirect rack")
    add("speech", "天台那个晒衫架收起", one("rack", "open"), "dialect rack")
    add("speech", "楼下卷闸门锁好", one("shutter", "close"), "indirect shutter")
    add("speech", "后厨那个吸油烟的开最大", one("khood", "fanspeed"), "indirect")
    add("speech", "厕所抽风的，三楼那个，关掉", one("b3ex", "off"), "indirect word-order")
    add("speech", "客人都走光了，堂食那几台吹风的全停", al(DFAN, "off"), "indirect all mother")
    add("speech", "给花喝点水", one("water", "open"), "indirect")
    add("speech", "天台的水别浇了", one("water", "close"), "indirect")
    add("speech", "轩仔又开着空调睡觉不盖被，调高两度", one("xac", "temp"), "indirect ramble mother")

    add("speech", "轩仔房的空调冷到我鸡皮疙瘩都起来了", one(["xac", "xfan"], "need:cold"), "need indirect")
    add("speech", "暗暝起来食水，楼梯灯给我开开", one("stlight", "on"), "dialect grandpa")
    add("speech", "阿公讲：许个风扇仔吹到头晕，关去", ask(FAN, "off"), "dialect grandpa no-place")
    add("speech", "今暝无落雨，淋菜个水开开", one("water", "open"), "dialect grandpa indirect")
    add("speech", "厝里个空调全部关去，无侬在", al(AC, "off"), "dialect grandpa all whole-account")
    add("speech", "新厝个门锁了无", ask(LOCK), "dialect grandma home-word two-homes")
    add("speech", "老人房个空调有开无", st("gac"), "dialect grandma")
    add("speech", "Ma'am, please on the rice cooker", one("frice", "on"), "english mari")
    add("speech", "Sir Xuan's AC, pakipatay po", one("xac", "off"), "tagalog mari pinyin")
    add("speech", "pakisara ang curtain sa Master Bedroom", one("amcurt", "close"), "tagalog mari")
    add("speech", "buksan mo ang ilaw sa Guest Room", one("aglight", "on"), "tagalog mari")
    add("speech", "Ma'am, the ilaw sa kusina sa 2F, patay na", one("flight", "off"),
        "tagalog english mari floor-implicit")
    add("speech", "bro 楼梯灯 brightness 拉到 max", one("stlight", "level"), "slang english teen")
    add("speech", "家人们谁懂啊，RGB灯带又变白了，给我调回紫色", one("xstrip", "color"), "slang teen")
    add("speech", "绝了，Hue台灯 4000K 安排", one("xlamp", "ct"), "slang teen value")
    add("speech", "破防了，JBL 没声了，unmute 一下", one("xjbl", "unmute"), "slang english teen spec-missing")
    add("speech", "我直接一个关灯，轩仔房的灯全关", al(["xstrip", "xlamp"], "off"), "slang teen all")
    add("speech", "收档收档，招牌灯关，廊灯关，走人", [one("sign", "off"), al(LANG, "off")],
        "fragment stutter mother routine")
    add("speech", "堂食空调，二十四度，两台都要", al(DAC, "temp"), "fragment mother")
    add("speech", "后厨热水，开！", one("kwh", "on"), "fragment mother")
    add("speech", "冷库灯，关！", one("clight", "off"), "fragment mother")

    add("speech", "阿强话后厨热到像蒸笼", one(["khood", "kfan"], "on"), "need indirect")
    add("speech", "冷库那个会叫的东西吵死了", one("csiren", "siren_off", "off"), "indirect need")
    add("speech", "收银台那个会唱歌的停一下", one("sonos", "pause", "stop"), "indirect")
    add("speech", "二楼那个给祖宗点的灯有没有亮", st("altar"), "indirect floor-implicit")
    add("speech", "天台那个抽水的停掉", one("pump", "off"), "indirect")
    add("speech", "老人房那个会摇头的吹大点", one("gfan", "fanspeed"), "indirect")
    add("speech", "把侧边那个门锁上", one("sidelock", "lock"), "indirect lock")
    add("speech", "Ma'am, the thing that kills mosquito sa Lolo room, on po", one("gmos", "on"),
        "english tagalog mari indirect room-synonym")
    add("speech", "the one that washes plates, stop na", one("dish", "stop_op", "off"), "english mari indirect")
    add("speech", "我房间那个 RGB 开一下", one("xstrip", "on"), "english teen")
    add("speech", "灯带给我整个RGB跑马灯", ask(["dstrip", "xstrip"], "color"), "slang teen unsupported-effect")
    add("speech", "阿婆问三楼个热水器烧了无", st("b3wh"), "dialect grandma")
    add("speech", "乜侬开了后厨个灯，关去", one("klight", "off"), "dialect grandpa")
    add("speech", "日头落山了，骑楼个灯仔全部开开", al(["sign"] + LANG, "on"), "dialect grandpa all")
    add("speech", "天光了，天台个灯仔熄去", one(["tl1", "tl2"], "off"), "dialect grandpa")

    # ---- text: forms, scripts, stutters -------------------------------------------------
    add("text", "Gree空调开", one("lac", "on"), "brand-english pinyin")
    add("text", "後廚燈開", one("klight", "on"), "traditional")
    add("text", "冷氣開一下，堂食", one(DAC, "on"), "traditional word-order")
    add("text", "风扇开开开", ask(FAN, "on"), "stutter no-place")
    add("text", "招牌灯招牌灯关掉", one("sign", "off"), "stutter")
    add("text", "关关关关，所有空调关", al(AC, "off"), "stutter all")
    add("text", "😫热死，堂食空调开", one(DAC, "on"), "emoji need")
    add("text", "打开 轩仔房 的 空调", one("xac", "on"), "spacing")
    add("text", "【客厅吊灯】关闭", one("lpend", "off"), "brackets")
    add("text", "ＲＧＢ灯带开", one("xstrip", "on"), "full-width")
    add("text", "kai tiantai deng", one(["tl1", "tl2"], "on"), "pinyin")
    add("text", "guan diao juan zha men", one("shutter", "close"), "pinyin")
    add("text", "客厅吊灯，开！！！", one("lpend", "on"), "punctuation")
    add("text", "冷库燈關掉", one("clight", "off"), "traditional")
    add("text", "3樓熱水器開", one("b3wh", "on"), "traditional")
    add("text", "筒灯3 on", one("tong3", "on"), "english")

    # ---- clarify: what a careful engine must ask -----------------------------------------
    add("clar", "开灯", ask(LIGHT, "on"), "no-place")
    add("clar", "关灯", ask(LIGHT, "off"), "no-place")
    add("clar", "灯", ask(LIGHT), "bare-noun")
    add("clar", "空调", ask(AC), "bare-noun")
    add("clar", "打开", ask(), "no-target")
    add("clar", "调到26度", ask(), "no-target no-history")
    add("clar", "调亮一点", ask(), "no-target no-history")
    add("clar", "开一下", ask(), "no-target")
    add("clar", "把那个东西关了", ask(), "reference no-history")
    add("clar", "帮我开一下那个，就那个", ask(), "reference no-history filler")
    add("clar", "新厝的空调开开", ask(), "home-word two-homes dialect")
    add("clar", "海边那套的窗帘拉上", ask(), "home-word two-homes")
    add("clar", "西海岸的热水器开", ask(), "home-word two-homes")
    add("clar", "老厝的灯全关", ask(), "home-word two-homes all")
    add("clar", "阿公阿婆冬天住的那边，空调开好", ask(), "home-word two-homes indirect")
    add("clar", "海景房的灯全关", ask(), "home-word two-homes all")
    add("clar", "这边的灯全关", ask(), "home-word all")
    add("clar", "我房间的灯关了", ask(), "unknown-speaker")
    add("clar", "我房间空调开", ask(), "unknown-speaker")
    add("clar", "阿妈房间的灯开", ask(), "person-room")
    add("clar", "Mari房间风扇开", ask(), "person-room english")
    add("count", "二楼的灯开一盏", one(F2_LIGHT, "on"), "count floor floor-implicit")
    add("clar", "客厅那个开一下", ask(), "two-homes no-type")
    add("clar", "主卧空调调到26", ask(["mac", "amac"], "temp"), "two-homes duplicate-label")
    add("clar", "卫生间热水器开", ask(["b2wh", "b3wh", "awh"], "on"), "duplicate-room water-heater")
    add("clar", "厕所好臭", ask(["b2ex", "b3ex", "awex"], "on"), "duplicate-room need")
    add("clar", "阳台洗衣机开", ask(["washer"], "start"), "wrong-room")
    add("clar", "天台的空调开", ask(), "wrong-room nothing-fits")
    add("clar", "后厨的电视开", ask(), "wrong-room nothing-fits")
    add("clar", "冷库空调调低点", ask(), "wrong-room nothing-fits")
    add("clar", "楼上的除湿机开", ask(), "upstairs")
    add("clar", "楼下吊扇全开", ask(), "downstairs all")
    add("clar", "开空调", ask(AC, "on"), "no-place")
    add("clar", "窗帘拉上", ask(CURT, "close"), "no-place")
    add("clar", "热水器调到50度", ask(WH, "temp"), "no-place water-heater")
    add("clar", "电视换台", ask(TV, "ch_next"), "no-place tv")
    add("clar", "关掉风扇", ask(FAN, "off"), "no-place")
    add("clar", "把吊扇调到三档", ask(DFAN + ["afan", "lcfan", "afan2"], "fanspeed"), "no-place series")


# ---------------------------------------------------------------------------
# Output, validation, statistics
# ---------------------------------------------------------------------------
def dumps_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def public_case(c):
    return OrderedDict((k, v) for k, v in c.items() if not k.startswith("_"))


def render():
    if not CASES:
        build_cases()
    home = json.dumps(HOME, ensure_ascii=False, indent=1) + "\n"
    spec = dumps_jsonl(SPEC)
    cases = dumps_jsonl(public_case(c) for c in CASES)
    return OrderedDict([("home.json", home), ("spec.jsonl", spec), ("cases.jsonl", cases),
                        ("README.md", readme())])


def fail(msg):
    sys.exit("check failed: " + msg)


def validate(files):
    """Validate home.json, spec.jsonl and cases.jsonl against shared/FORMATS.md and the real profiles."""
    profiles, caps = load_sources()
    home = json.loads(files["home.json"])
    if not isinstance(home.get("rooms"), list) or not isinstance(home.get("items"), list):
        fail("home.json: rooms and items must be lists")
    room_ids = {}
    for i, r in enumerate(home["rooms"]):
        if not r.get("roomId") or not isinstance(r.get("name"), str) or not r["name"]:
            fail("home.json rooms[%d]: roomId and name required" % i)
        if r["roomId"] in room_ids:
            fail("home.json rooms[%d]: duplicate roomId" % i)
        room_ids[r["roomId"]] = r["name"]
    if not 20 <= len(room_ids) <= 35:
        fail("home.json: %d rooms (20-35 wanted)" % len(room_ids))
    dev_ids = {}
    for i, it in enumerate(home["items"]):
        w = "home.json items[%d]" % i
        if not it.get("deviceId") or it["deviceId"] in dev_ids:
            fail(w + ": deviceId missing or duplicate")
        if not (it.get("label") or it.get("name")):
            fail(w + ": no label or name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(w + ": roomId not in rooms")
        mains = [c for c in it.get("components", []) if c.get("id") == "main"]
        if len(mains) != 1:
            fail(w + ": exactly one main component required")
        if not it.get("profile", {}).get("id"):
            fail(w + ": profile.id required")
        dev_ids[it["deviceId"]] = it
    if len(dev_ids) < 110:
        fail("home.json: %d devices (at least 110 wanted)" % len(dev_ids))
    # every device copies a real profile: categories, capabilities, components
    real_cmds = {}
    for key, label, (pname, driver), room in DEVICES:
        it = dev_ids.get(uid("device", key))
        if it is None:
            fail("device %s missing from home.json" % key)
        p = profiles.get((pname, driver))
        if p is None:
            fail("%s: no real profile %s/%s" % (key, driver, pname))
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            fail("%s: main capabilities differ from profile %s" % (key, pname))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            fail("%s: categories differ from profile %s" % (key, pname))
        others = [(c["id"], [x["id"] for x in c["capabilities"]]) for c in it["components"][1:]]
        if others != [(c["id"], c["capabilities"]) for c in p.get("components", [])]:
            fail("%s: components differ from profile %s" % (key, pname))
        if it["profile"]["id"] != profile_id(pname, driver):
            fail("%s: profile id" % key)
        real = set()
        for cap in p["capabilities"]:
            for cmd in caps.get(cap, {}).get("commands", []):
                real.add("main-%s-%s" % (cap, cmd["name"]))
        real_cmds[it["profile"]["id"]] = real
    # spec
    spec_cmds = {}
    for n, line in enumerate(files["spec.jsonl"].splitlines(), 1):
        row = json.loads(line)
        pid = row.get("profileId")
        if not pid or not isinstance(row.get("capabilities"), list):
            fail("spec.jsonl line %d: profileId and capabilities required" % n)
        if pid in spec_cmds:
            fail("spec.jsonl line %d: duplicate profileId" % n)
        ids = []
        for c in row["capabilities"]:
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or not c.get("description"):
                fail("spec.jsonl line %d: bad command %r" % (n, cid))
            if cid not in real_cmds.get(pid, set()):
                fail("spec.jsonl line %d: %s is not a command of that device's real profile" % (n, cid))
            if "value_range" in c:
                vr = c["value_range"]
                if not (isinstance(vr.get("min"), (int, float)) and isinstance(vr.get("max"), (int, float))
                        and vr["min"] <= vr["max"]):
                    fail("spec.jsonl line %d: bad range in %s" % (n, cid))
            for v in c.get("value_list", []):
                if "value" not in v or not v.get("description"):
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
            if cid in ids:
                fail("spec.jsonl line %d: duplicate command %s" % (n, cid))
            ids.append(cid)
        spec_cmds[pid] = set(ids)
    used_pids = {it["profile"]["id"] for it in home["items"]}
    if set(spec_cmds) - used_pids:
        fail("spec.jsonl has profiles no device uses")
    missing = used_pids - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED} or not 3 <= len(missing) <= 6:
        fail("spec.jsonl omits unexpected profiles")
    cmds_for = {d: spec_cmds.get(it["profile"]["id"], real_cmds[it["profile"]["id"]] if
                                 it["profile"]["id"] in missing else set())
                for d, it in dev_ids.items()}
    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        c = json.loads(line)
        n_cases += 1
        w = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if set(c) - {"id", "home", "query", "expect", "tags", "history"}:
            fail(w + ": unknown field")
        if not c.get("id") or c["id"] in seen:
            fail(w + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(w + ": home/query")
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(w + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) and h for h in c["history"])):
            fail(w + ": history must be a non-empty list of strings")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(w + ": expect")
        for e in c["expect"]:
            if set(e) != {"devices", "capabilities", "mode"}:
                fail(w + ": expect entry fields")
            mode, devs, cps = e["mode"], e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none") or not isinstance(devs, list) \
                    or not isinstance(cps, list):
                fail(w + ": bad expect entry")
            if len(set(devs)) != len(devs) or len(set(cps)) != len(cps):
                fail(w + ": duplicates in an expect entry")
            for d in devs:
                if d not in dev_ids:
                    fail(w + ": unknown device %s" % d)
            if mode == "none":
                if devs or cps:
                    fail(w + ": mode none must be empty")
                continue
            if mode in ("one", "all") and not devs:
                fail(w + ": mode %s needs devices" % mode)
            if mode == "all" and len(devs) < 2:
                fail(w + ": mode all over one device")
            if cps == ["*"]:
                if mode != "one":
                    fail(w + ": '*' only in mode one")
                continue
            if mode in ("one", "all") and not cps:
                fail(w + ": mode %s needs capabilities" % mode)
            for cp in cps:
                if not any(cp in cmds_for[d] for d in devs):
                    fail(w + ": no listed device has command %s" % cp)
            if mode in ("one", "all"):
                for d in devs:
                    if not (cmds_for[d] & set(cps)):
                        fail(w + ": device %s has none of %s" % (label_of_id(d), cps))
    if n_cases < 900:
        fail("cases.jsonl: %d cases (at least 900 wanted)" % n_cases)
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


def where_of(room):
    w = ROOMS[room][1]
    return {1: "1F", 2: "2F", 3: "3F", "roof": "roof", "stair": "stairwell", "apt": "西海岸 flat"}[w]


def device_table():
    out = ["| label | room | where | category | profile (driver) | in spec |",
           "| --- | --- | --- | --- | --- | --- |"]
    for key, label, (pname, driver), room in DEVICES:
        out.append("| %s | %s | %s | %s | %s (%s) | %s |" % (
            label_of(key) + ("" if label else " *(no label; name)*"), ROOMS[room][0] if room else "—",
            where_of(room) if room else "—", CAT[key], pname, driver,
            "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    return "\n".join(out)


def rooms_table():
    out = ["| room (name as in `rooms`) | where | devices | what it is |", "| --- | --- | --- | --- |"]
    for k, (name, w) in ROOMS.items():
        n = sum(1 for d in DEVICES if d[3] == k)
        out.append("| `%s` | %s | %d | %s |" % (name, where_of(k), n, ROOM_NOTES[k]))
    out.append("| *(no room)* | — | %d | %s |" % (sum(1 for d in DEVICES if d[3] is None), ROOM_NOTES[None]))
    return "\n".join(out)


def count_tables():
    if not CASES:
        build_cases()
    out = []
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    out.append("- cases: %d; expect entries: %d (%s)" % (
        len(CASES), sum(modes.values()), ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
    first = Counter(c["expect"][0]["mode"] for c in CASES)
    out.append("- cases by the mode of their first entry: " +
               ", ".join("%s %d" % kv for kv in sorted(first.items())))
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out.append("- sections (the middle part of each case id): " + ", ".join("%s %d" % kv for kv in groups.items()))
    out.append("- with history: %d; with several entries: %d" % (
        sum(1 for c in CASES if c.get("history")), sum(1 for c in CASES if len(c["expect"]) > 1)))
    unf = sum(1 for c in CASES if set(c["tags"]) & UNFORESEEN)
    out.append("- said in a way a fixed word list would not foresee (tagged %s): %d of %d (%.0f%%)" % (
        "/".join(sorted(UNFORESEEN)), unf, len(CASES), 100.0 * unf / len(CASES)))
    out.append("")
    out.append("| mode | expect entries |")
    out.append("| --- | --- |")
    for m in ("one", "all", "clarify", "none"):
        out.append("| %s | %d |" % (m, modes.get(m, 0)))
    out.append("")
    tags = Counter(t for c in CASES for t in c["tags"])
    tag_modes = {}
    for c in CASES:
        for t in c["tags"]:
            for e in c["expect"]:
                tag_modes.setdefault(t, Counter())[e["mode"]] += 1
    out.append("| tag | cases | one | all | clarify | none |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        m = tag_modes[t]
        out.append("| %s | %d | %d | %d | %d | %d |" % (t, n, m["one"], m["all"], m["clarify"], m["none"]))
    return "\n".join(out)


def summary_line():
    en = sum(1 for l in SPEC for c in l["capabilities"] if not any("\u4e00" <= ch <= "\u9fff" for ch in c["description"]))
    vl = [v for l in SPEC for c in l["capabilities"] for v in c.get("value_list", [])]
    en_v = sum(1 for v in vl if not any("\u4e00" <= ch <= "\u9fff" for ch in v["description"]))
    cats = Counter(CAT[k] for k in DEV)
    return ("- rooms: %d, devices: %d, profiles: %d (spec lines: %d), spec commands: %d\n"
            "- categories: %s\n"
            "- English command descriptions: %d of %d; English value descriptions: %d of %d") % (
        len(ROOMS), len(DEVICES), len({d[2] for d in DEVICES}), len(SPEC),
        sum(len(l["capabilities"]) for l in SPEC), ", ".join("%s %d" % kv for kv in cats.most_common()),
        en, sum(len(l["capabilities"]) for l in SPEC), en_v, len(vl))


def stats():
    render()
    return "\n".join([summary_line(), "", rooms_table(), "", device_table(), "", count_tables()])


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


ROOM_NOTES = {
    "dining": "the dining hall of the 文昌鸡饭 shop: six downlights, a colour strip, three ceiling fans, two cabinet ACs, the TV for the news, a bug zapper, a dehumidifier plug, a smoke sensor",
    "kback": "the restaurant kitchen: hood, exhaust fan, the gas main, gas alarm, rice steamer cabinet, the soup pot's plug, the chest freezer's plug, water heater, fly zapper, leak sensor",
    "cash": "the counter and the menu wall: four spotlights `射灯 1`–`射灯 4`, the lit menu board, the till's plug, the Sonos that plays in the hall",
    "cold": "the walk-in cold room: light, temperature-humidity sensor, door contact, a siren",
    "arcade": "the covered walkway (骑楼) in front of the shop: sign light, three arcade lamps, a ceiling fan, the roller shutter door, the door camera",
    "store": "1F storeroom for rice and dry goods: a light and a dehumidifier plug",
    "stair": "the family's own stairway from the side door to the roof: a motion light and the side-door fingerprint lock",
    "liv": "2F, the family's living room: pendant light, the ancestors' altar lamp (a plug), Gree AC, TV, ceiling fan with light, typhoon shutter, curtain, dehumidifier, purifier, 阿公's tea kettle",
    "kit2": "2F, the family's kitchen: light, hood, fridge, rice cooker, under-sink water heater (小厨宝), gas alarm",
    "elder": "2F, 阿公 and 阿婆's room: two lamps, AC, a standing fan, a bug zapper, 阿公's radio",
    "bath2": "2F bathroom: light, water heater, exhaust fan",
    "maid": "2F, Mari's room; the name is a speech-recognition slip for 工人房 that nobody fixed: light (labelled 工人房灯), a fan still labelled 客厅风扇, a dehumidifier",
    "master3": "3F, the parents' room: a light, a ceiling fan with light, AC, curtain, dehumidifier, mosquito repeller",
    "xuan": "3F, 轩仔's room (the floor is written after the name, in brackets): RGB strip, Hue desk lamp, AC, PC plug, fan, JBL speaker",
    "bath3": "3F bathroom: light, water heater, exhaust fan",
    "laundry": "3F laundry: washer, dryer, light",
    "roof": "the roof garden: the water-tank pump, a watering valve, two lamps, a bug zapper, a clothes rack, a rain sensor",
    "aliv": "西海岸 flat, living room (the installer's English name): main light, two downlights, ceiling fan with light, Daikin AC, Sony TV, soundbar, robot vacuum, the flat's door lock, curtain, dehumidifier plug",
    "amas": "西海岸 flat, the bedroom the grandparents sleep in every winter: light, bedside lamp, AC, curtain, electric blanket, mosquito repeller",
    "aguest": "西海岸 flat, guest room: light, AC (no dry mode), standing fan",
    "akit": "西海岸 flat, kitchen: light, hood, gas valve, dishwasher, fridge",
    "abal": "西海岸 flat, balcony facing the sea: typhoon shutter, light, clothes rack",
    "abath": "西海岸 flat, bathroom: water heater, light, exhaust fan, an unlabelled leak sensor",
    "astudy": "西海岸 flat, a room the installer created and nothing was ever put in",
    None: "`移动插座`, the plug that goes wherever it is needed, and `阿婆夜灯`, 阿婆's night light that travels with her between the two homes",
}

README_TEXT = r"""# haikou: blind evaluation set for the 符 family's 骑楼 house in 海口's old town — a 文昌鸡饭 shop below, three generations above — and the grandparents' sea-view flat in 西海岸

Generated by `build.py` (standard library only; it reads `shared/data/smartthings/`, found by walking up
from this folder, or `$SMARTTHINGS_DATA`):

```
python build.py           # writes home.json, spec.jsonl, cases.jsonl and this README, and validates them
python build.py --check   # re-reads the files, validates them against shared/FORMATS.md and the real
                          # profiles, and checks they equal what build.py writes
python build.py --stats   # the rooms table, the device table and the count tables of this file
```

Deterministic: every id (location, rooms, devices, presentations, profiles) is a uuid5 of a readable key
(`haikou/device/tong3`, …) under a fixed namespace; no randomness, no clock. Nothing in this set was shaped by
the engine's code, tests, docs or results: it was written without reading them and without running the
engine. Only the *shape* of another blind set's `build.py` and README was looked at; the home, the devices and
every case are this set's own.

## The home

**符家**, 海口 old town (中山路 / 博爱路 quarter): a long, narrow 骑楼 house of the 1930s, three storeys over a
covered arcade, converted inside. The ground floor is the family business, a small **文昌鸡饭** shop — the
dining hall (`一楼堂食`), the kitchen (`后厨`), the counter with the menu wall (`收银台`), a walk-in cold room
(`冷库`) for the chickens, a storeroom, and the arcade itself (`骑楼下`) with the sign and the roller shutter.
The family's own door is at the side, into the stairwell. 2F is the living room with the ancestors' altar,
the family kitchen, 阿公 and 阿婆's room, a bathroom and the room of Mari, the family's Filipina maid; 3F is
the parents' room, 轩仔's room, a bathroom and the laundry; on the roof, a garden with the water-tank pump.
Heat and damp everywhere: nine ACs (eight with a dry mode), six dehumidifiers (all on smart plugs), ceiling
fans with speed levels, bug zappers, five water heaters, typhoon shutters.

In 2023 the family bought a sea-view flat in **西海岸** for 阿公 and 阿婆 to winter in. The installer added it to
**the same SmartThings account and the same location**, with English room names (`Living`, `Master Bedroom`,
`Guest Room`, `Kitchen`, `Balcony`, `Bathroom`, `Study`) and mostly English labels; the family later added a
few Chinese labels of their own (`海景房大门`, `主卧空调`, `床头灯`, `冰箱`, …). So the account holds a `客厅` and a
`Living`, a `三楼主卧` and a `Master Bedroom`, a `厨房` and a `Kitchen`, three bathrooms — and where a request
goes is often a real question. home.json carries no home and no floor: the old house and the flat are told
apart only by what the names say.

One account, one location, **{N_ROOMS} rooms, {N_DEVICES} devices on {N_PROFILES} real profiles**.

{ROOMS_TABLE}

Floors are not a field of `home.json`. Where a room name carries its floor (`一楼堂食`, `一楼杂物间`,
`2F老人房`, `2F卫生间`, `三楼主卧`, `轩仔房(3F)`, `三楼卫生间`, `三楼洗衣房`), that is the floor. The shop's
other rooms (`后厨`, `收银台`, `冷库`, `骑楼下`) are the street floor because the shop is the street floor of a
骑楼 (`骑楼下` *is* the street arcade) — a reading of the names, not a string in them. `客厅`, `厨房` and
`公人房` are on 2F only by the family's knowledge. Every case whose answer depends on a floor that the room's
name does not carry is tagged **floor-implicit**, so its score can be read apart.
`楼梯间` is on every floor and counted on none. The roof is `天台` (楼顶, 顶楼). The flat has no floors.

### Account mess kept on purpose

- **the same label in several rooms and across the two homes**: `筒灯1`/`筒灯2` (一楼堂食 and Living),
  `吊扇` (骑楼下 and Living), `大灯` (2F老人房, 三楼主卧), `床头灯` (2F老人房, Master Bedroom), `风扇`
  (2F老人房, 轩仔房), `除湿机` (客厅, 公人房), `灭蚊灯` (一楼堂食, 2F老人房, 天台), `驱蚊器` (三楼主卧, Master
  Bedroom), `卫生间灯` and `排气扇` (2F and 3F), `厨房灯` and `冰箱` (厨房 and Kitchen), `主卧空调` and `主卧窗帘`
  (三楼主卧 and Master Bedroom).
- **numbered series**: `筒灯1`…`筒灯6`, `射灯 1`…`射灯 4` (with a space, as the app wrote them), `吊扇1`…`吊扇3`,
  `骑楼廊灯1`…`3`, `天台灯1`/`2`, `堂食空调1`/`2` — and the flat's own `筒灯1`/`筒灯2`.
- **labels that repeat the room and labels that do not**: `客厅吊灯`, `后厨灯`, `冷库灯`, `洗衣房灯`, `堂食空调1`
  against `大灯`, `空调`, `风扇`, `电视`, `热水器`, `除湿机`.
- **labels that are only a type word**: `空调`, `电视`, `风扇`, `热水器`, `除湿机`, `油烟机`, `冰箱`, `燃气阀`,
  `燃气报警器`, `防台卷帘`, `晾衣架` — each next to other devices of the same type.
- **English and brand labels**: `Living Main Light`, `Master Light`, `Guest Room Light`, `Balcony Light`,
  `Bathroom Light`, `Exhaust Fan`, `Daikin AC`, `Guest AC`, `Sony TV`, `Soundbar`, `Roborock`, `Sonos Five`,
  `JBL Flip 6`, `Bosch Dishwasher`, `Living Curtain`, `Balcony Shutter`, `Hue台灯`, `RGB灯带`, `格力空调`,
  `小米净化器`, `方太油烟机`, `Ariston热水器`; one unlabelled sensor whose display name is its name
  (`Aqara Water Leak Sensor`, Bathroom).
- **room names as people type them**: floor prefixes in three spellings (`一楼`, `2F`, `三楼`) and one suffix in
  brackets (`轩仔房(3F)`); no prefix at all (`客厅`, `厨房`, `后厨`, `收银台`); English (`Living`, …);
  a speech-recognition slip nobody corrected (`公人房` for 工人房, said into the app by voice); a room renamed
  from the app's default (`2F老人房`, the app's 卧室 until the grandparents moved in); a room that is still the
  installer's default and empty (`Study`).
- **a label that names a room the device is not in**: `客厅风扇` is the fan in `公人房` (bought for the living
  room, moved); `工人房灯` spells the room right while the room itself is misspelt.
- **devices with no room**: `移动插座`, `阿婆夜灯`.
- **plugs whose label says what is plugged in**: `插座-煲鸡汤`, `冰柜插座（别断电）`, `收银机`, `收音机`, `电饭煲`,
  `老爸茶烧水壶`, `电脑插座`, `除湿机插座`, `电热毯`; the 除湿机 are all plugs (no dehumidifier profile exists).
- **a label that reads like an instruction**: `冰柜插座（别断电）` ("freezer plug (don't cut the power!)").
- **lights that are not category Light, and 灯 that are not lights**: `招牌灯`, `菜单灯箱` (Switch relays) are
  lights; `神台灯`, `灭蚊灯`, `灭蝇灯` are plugs (the altar lamp burns day and night; the others are bug
  zappers). `吊扇灯` is a Light that also has a fan; `客厅吊扇` and Living's `吊扇` are Fans whose lamp is on a
  `light` component (out of scope).
- **two gas valves in two kitchens**: `煤气总阀` (后厨, a Z-Wave valve controller) and `燃气阀` (Kitchen, a Zigbee
  valve) — both can be opened remotely.

## The people and how they speak

The query never says who is speaking unless the speaker says it.

- **阿公** (符永福, 78): grew up speaking 海南话 and speaks a Mandarin full of it — 厝 for house (老厝 the old
  house, 新厝 the new flat, 厝里 at home), 个 for 的, 无 for 不/没 and as the question tail (门锁了无), 去 as the
  "away" complement (关去, 熄去 = switch off), 落去 for "down" (调落去两度, 放落去), 开开 for "switch on",
  仔 as a diminutive (灯仔, 风扇仔, 筒灯仔; 轩仔 is his grandson), 侬 (热死侬, 冻死侬), 食 (食茶, 食烟),
  许个 (that one), 乜个 (what), 日头 (the sun), 今暝 (tonight), 淋菜 (water the vegetables), 学堂 (school),
  厝边 (neighbours), 伊 (he). He drinks 老爸茶 in the living room, listens to 琼剧 on the radio, lights the
  altar lamp on the first and fifteenth.
- **阿婆** (75): asks about state — 门锁了无, 煤气关了无, 热水器烧好了无, 天台个衣裳收了无 — and names nothing
  precisely.
- **王海燕** (47), the mother, 阿妈 to 轩仔, 王姐 to the staff, "Ma'am" to Mari: runs the shop; quick bulk
  orders at opening (开档) and closing (收档, 打烊) time, fragments when it is busy (灯！全开！堂食！), orders
  addressed to the cook 阿强 and the waiter 小陈, restaurant talk (出餐, 客满, 进鸡, 3号桌) that is not about
  devices at all. 符建国, the father, is at sea most of the year and appears only as a name.
- **轩仔** (符子轩, 16): mixes English and internet slang — AC, fan, lights, off, pls/plz, thx, bro, turbo,
  拉满, yyds, emo, 栓Q, 芭比Q了 (= done for), 蚌埠住了 (= can't hold it), 开黑 (= gaming with friends), 热到裂开.
- **Mari** (Maricel, 41), from Batangas: Philippine English with Tagalog and a little Mandarin — aircon, ref
  (fridge), CR (comfort room = bathroom), electric fan, "open/close the light" (= switch on/off), po / na /
  sige (politeness and "now"), Lolo and Lola (阿公, 阿婆), Sir Xuan (轩仔), Ma'am Hai Yan; Tagalog ilaw
  (light), patay / patayin (off), pakibukas (please open), mainit (hot), malamig (cold), kusina (kitchen),
  sala (living room).

Speech recognition of 海南-accented Mandarin: no retroflexes (收银台 → 苏银台, 射灯 → 色灯 / 社灯, 蒸饭柜 → 真饭柜,
神台灯 → 森台灯, 招牌灯 → 招排灯, 除湿机 → 粗湿机 / 出湿机), f/h merged (风扇 → 轰扇, 烘干机 → 轰干机), r → l
(热水器 → 乐水器), plain homophones (筒灯 → 同灯 / 通灯, 吊扇 → 掉扇, 空调 → 空条, 冷库 → 冷裤, 卷闸门 → 卷扎门,
排烟罩 → 排烟照, 晾衣架 → 量衣架, 灭蚊灯 → 灭文灯, 格力 → 个立, 堂食 → 堂十, 老爸茶 → 老爸叉) and dropped
characters (打开客吊灯, 后厨热器开, Sono放歌). Typed text brings Traditional characters (後廚燈開, 冷氣 — the
Taiwanese / Cantonese word for an AC), full-width forms, brackets, circled digits, pinyin, emoji, stutters and
fillers.

| form | meaning | example |
| --- | --- | --- |
| 厝 / 老厝 / 新厝 / 厝里 | house / the old house / the new flat / at home | 新厝个热水器开开 |
| 个 | 的 | 老人房个灯仔熄去 |
| 无 | 不 / 没; question tail | 门锁了无, 无要摇了 |
| 去 (after a verb) | away, off | 关去, 熄去 |
| 落去 | down | 空调调落去两度, 卷闸门放落去 |
| 开开 | switch on | 收音机开开 |
| 熄 | put out (a light) | 第3盏筒灯熄去 |
| 仔 | diminutive | 灯仔, 风扇仔, 筒灯仔 |
| 侬 | person, one | 热死侬, 冻死侬 |
| 食 | eat, drink, smoke | 食茶, 食烟 |
| 许个 / 乜个 | that one / what | 许个收音机关去 |
| 日头 / 今暝 | the sun / tonight | 日头晒入来 |
| 淋菜 | water the vegetables | 淋菜个水开开 |
| 开档 / 收档 / 打烊 | open / close the shop | 开档，卷闸门拉起来 |
| Lolo / Lola | grandfather / grandmother (Tagalog) | Lolo's room aircon, open please |
| CR | comfort room: the bathroom (Philippine English) | Close the light sa CR 2F |
| open / close the light | switch a light on / off (Philippine English) | Open the light in laundry room po |
| ilaw, patayin, pakibukas | light, switch off, please open (Tagalog) | Patayin mo ang ilaw sa balcony |
| kusina / sala | kitchen / living room (Tagalog) | sala aircon on please |

## How the spec was built

`spec.jsonl` has one line for each profile a device uses, **except four left out on purpose** (FORMATS.md §2:
such devices still take part by name and room): `camera` (matter-switch; `门口摄像头`), `rain` (matter-sensor;
`雨量传感器`), `fan-light` (zigbee-fan; `客厅吊扇` and Living's `吊扇`) and `jbl` (`JBL Flip 6`). The last two have
commands; cases about them expect the commands their real profiles have (`switch`, `fanSpeed` 0–3; play, pause,
volume, mute, track), and build.py checks that against the real profile.

For every capability of the profile's `main` component (except `refresh`, `firmwareUpdate`, `energyMeter`),
every command that `shared/data/smartthings/capabilities.json` lists, id `main-<capability>-<command>`; the
argument's type from the first required argument; its range from the profile's `capability_config`, else
from `capabilities.json`, else from this home's facts below. Sensor profiles keep a line with an empty list.
`mediaPlayback` keeps only the commands a profile enables (Sonos and the soundbar: play / pause / stop);
`lock.unlatch` is left out (neither lock profile is an unlatch profile); the `thermostatMode` shortcut commands
(`cool`, `heat`, `auto`, `off`) only for modes the unit offers.

Facts the shared files do not carry, written in `build.py` (`ENUMS`, `RANGES`):

- **ACs** (values of the Matter thermostat driver's mode map; which each unit offers is this home's fact):
  堂食空调1/2, 格力空调, 轩仔空调, Daikin AC: off/cool/heat/auto/dry (`dryair`)/fan-only; 老人房 `空调`:
  off/cool/heat/auto/dry (no fan-only, no fan speed at all — its profile has no fan capability); 三楼 `主卧空调`:
  the six plus `asleep`, wind modes; Master Bedroom's `主卧空调`: off/cool/heat/dry/`asleep` (no auto, no fan-only);
  `Guest AC`: off/cool/heat/fan-only (**no dry mode**). Wind modes (no wind / sleep wind / natural wind) on
  三楼 `主卧空调`, `轩仔空调`, `Daikin AC`. Fan modes auto/low/medium/high. Setpoints 16–30 °C.
- **Water heaters** (`后厨热水器`, `小厨宝`, 2F `热水器`, `三楼热水器`, `Ariston热水器`): modes off/heat, setpoint
  35–75 °C, `mode` Off/Manual/Timed. They have no `switch`: on/off is the heating mode.
- **Fans**: `吊扇1`–`3` and `客厅风扇` (Z-Wave 3-speed) speed 0–3; 骑楼下 `吊扇` (4-speed) 0–4; the fan-lights
  0–3 (their profile's own range); Matter fans (`风扇` ×2, `落地扇`) and `吊扇灯`: fan modes off/low/medium/
  high/auto, percent; oscillation only on `风扇` (老人房) and `落地扇` (off/horizontal). The hoods: fan modes
  off/low/medium/high. The purifier: off/auto/sleep/low/medium/high, wind modes.
- **Appliances**: washer Normal/Quick/Heavy/Delicate/Bedding, spin No Spin/400/800/1200, rinse from the
  capability; dryer Normal/Quick/Delicate/Bedding/Sanitize; dishwasher Normal/Eco/Intensive/Quick; fridges
  Normal/Rapid Cool/Rapid Freeze/Energy Save (their temperatures are on other components, out of scope);
  robot Vacuum/Mop/Vacuum and Mop/Quiet.

Descriptions were written for this set, about a quarter of them in English (chosen by a hash of profile and
command), the rest Chinese. Every device copies the categories, capabilities and components of its real
profile; `build.py --check` verifies this, and that every spec command is a command of the device's real
profile.

Real-profile quirks the cases follow: the Matter fans, the hoods and the purifier have no `switch` (on/off =
fan mode or percent); the Sonos and the JBL have no `switch` (on = play, off = pause/stop); the TVs' volume is
not on `main`; the water heaters' on/off is their mode; the roller shutter door has no position; the valves
only open or close; the cold room's sensors and the smoke sensor have no command; the gas alarms can only be
silenced (`audioMute`), the cold-room siren switched off.

## Case format and modes

`cases.jsonl` follows FORMATS.md §3. Besides `one`, `all` and `clarify`, this set uses **`none`** —
`{"devices": [], "capabilities": [], "mode": "none"}` — for requests that must drive nothing (chit-chat,
greetings, weather, shop talk, remarks that name a device, "leave it on", thanks, cancels, wake words, emoji).
`clarify` entries list the candidates a good question would offer, for information (empty when there is
nothing to offer: an unknown room or home, a need nothing there meets); their `capabilities` are
informational too. `["*"]` marks a state question: any command of a listed device, or the device alone,
answers. Every case has tags naming its phenomena; `clarify`, `none`, `bulk` (an entry of mode all),
`multi` (several entries), `history` and `state` are added by build.py from the expectations. The hand tag
`all` means the request carries a quantifier (全/都/所有…), which is not always a bulk.

## Judgement calls

1. **One location, two homes; the data decides where.** Nothing in home.json says which rooms are the flat,
   except that its rooms are English and one label says 海景房. So:
   - a room word that fits a room in each home asks: **客厅** (客厅, Living), **主卧 / 主人房** (三楼主卧,
     Master Bedroom), **厨房 / kusina** (厨房, Kitchen), **卫生间 / 洗手间 / 厕所 / CR** (2F卫生间, 三楼卫生间,
     Bathroom). With a floor or an English name it is settled (二楼客厅, 三楼主卧, Living, Master Bedroom).
     后厨 is its own word: the family never call the shop's kitchen 厨房.
   - **a description is matched against the whole account**: when more than one device fits it, ask — even when
     one device's label is exactly the words said. `客厅窗帘` is 客厅's label, but Living has a curtain too;
     `客厅吊扇` likewise (Living's `吊扇`); `防台卷帘` is a type word and the balcony has one; `主卧空调` is two
     labels. `客厅吊灯` is one device (there is no other pendant).
   - words for one home (**新厝, 老厝, 海边那套, 西海岸, 海景房, 阿公阿婆冬天住的那边, 这边**) name no room: a
     request scoped by them asks (fail closed: never guess a set of rooms), unless a label carries the word
     (`海景房大门`).
   - **家里, 全屋, 厝里, 所有, 两边** with no home named mean the whole account: nothing in the data separates
     the homes, and the quantifier is the user's. (A family member would often mean "the house I am in"; the
     engine cannot know where that is.)
   - English rooms are reached by their names and by unique translations: living room → Living, 客房 → Guest
     Room, 阳台 / balcony → Balcony, 书房 → Study (empty: asks).
2. **Floors.** See above for how a room's floor is known. **一楼, 楼下店里, 店里, 饭店里** = the six street-floor
   rooms. **楼上 / 楼下** without the speaker's floor ask (three floors and a roof: from 3F, 楼下 may be 2F or
   both); "我在二楼…楼下" is 一楼, "我在店里…楼上" is 2F and 3F, "人在三楼…楼下" still asks. 楼上楼下 = the whole old
   house (every room with a floor, the stairwell, the roof). 四楼, 五楼, 18楼, 地下室, 车库 ask. 楼梯 / 上楼的灯 =
   the stairwell light.
3. **Families.** **灯** = category Light plus a Switch whose label says 灯 (`招牌灯`, `菜单灯箱`) — DESIGN's rule;
   the plugs labelled 灯 are not lights (`神台灯`, `灭蚊灯`, `灭蝇灯`), so "天台的灯全开" is the two lamps and not
   the zapper (tag lamp-plug). **风扇** = category Fan; `吊扇灯` (a Light with a fan) is not one — "所有风扇" leaves it
   out and "三楼的风扇" is 轩仔房's `风扇` (tag fan-light); it is reached by its name. **吊扇** = the six Fans
   labelled 吊扇 (`吊扇1`–`3`, the arcade's and Living's `吊扇`, `客厅吊扇`). **窗帘** = the
   four curtains; **防台卷帘 / 卷帘** = the two typhoon shutters; **晾衣架** = the two racks; **卷闸门** is a door,
   not a curtain. **除湿机** = the six plugs whose label says 除湿. **插座** = category SmartPlug (22, including
   the freezer, the altar lamp and the zappers). **排气扇** = the two 排气扇, `Exhaust Fan` and the shop's
   `排风扇`. **驱蚊的** = 灭蚊灯 and 驱蚊器. **门锁** = the two locks.
4. **Type words and shared labels.** A type word or a type-word label with no place asks when the account has
   several (空调, 电视, 风扇, 热水器, 除湿机, 油烟机, 冰箱, 燃气阀, 燃气报警器, 灯带, 大灯, 床头灯, 灭蚊灯, 驱蚊器,
   卫生间灯, 排气扇, 厨房灯, 晾衣架, 吊扇 …). A type the account has once is that device (台灯, 净化器, 洗衣机,
   烘干机, 洗碗机, 扫地机, 水泵, 电热毯, 蒸饭柜, 收音机, 烧水壶, 落地扇, 卷闸门). A number that exists in two series
   asks (`筒灯1`, 二号筒灯); one that exists in one series is that device (筒灯3 … 筒灯6 — Living has only 1 and 2);
   one that exists nowhere asks (筒灯七, 射灯5, 射灯零号, 吊扇4, 天台灯3, Living 筒灯3).
5. **Mode one, all, or ask.** A room and a type without a quantifier is mode one with every such device in
   the room acceptable; with 都/全/所有 it is mode all. A floor and a type that spans several rooms without a
   quantifier asks ("三楼的灯开一下", "二楼空调开", "一楼除湿机开"); one such device on the floor is that device.
   A quantifier over one device is mode one. **Counts**: fewer than there are → mode one, all acceptable
   ("堂食开两盏筒灯" — any two will do, and the engine must find them); exactly as many → all; more than there are
   → ask; a count with no place → ask; 一半, 留两盏, 留一台 without saying which → ask.
6. **Equivalent commands.** Mode one lists every acceptable device and every equivalent command: on/off of a
   water heater = its heating mode; of a Matter fan, hood or purifier = fan mode or percent; of the JBL/Sonos =
   play / pause, stop; an AC's off = `switch` off or mode off; washer/dryer/dishwasher start = `switch` on or
   `operationalState` start; 调亮/调暗 = level or step; a percentage, 一半, 最亮 = level; 暖光/白光/4000K =
   colour temperature; 暖一点 = it or its step; a colour = `setColor` or `setHue`; a curtain position = shade
   level (一点点: the step too); 拉开/拉上 = open/close or level. A bare temperature on an AC = either setpoint.
   "开26度", "开制冷，24度" are two entries (on or mode, then setpoint).
7. **What a device cannot do asks** (tags unsupported, out-of-range, unsupported-mode): dimming or colouring an
   on/off light (后厨灯, 天台灯1, 招牌灯), colour on white lights (射灯, Hue台灯), colour temperature on a dimmer
   (筒灯3), effects (彩虹流水), a preset on a curtain without one, a TV's or the radio's volume, a setpoint out of
   range (AC 15 or 35 °C, water heater 90 °C, 10000K), fan speed 5 on a 3-speed fan, the 老人房 AC's fan speed
   or fan-only mode, Guest AC's dry mode, Master Bedroom AC's auto, the 轩仔房 fan's oscillation, the AC's
   vertical swing, the washer's wool programme, the fridge's temperature, the roller door half open, the
   camera, the sensors. A bulk whose command some devices lack acts on those that have it ("所有空调调成除湿":
   eight of nine; "所有灯亮度调到50%": the dimmable ones) — the engine lists what it skips.
8. **Exclusions** remove exactly what they name ("留着", "别关", "除外", "不用", "除了"). An exclusion that fits
   rooms in both homes removes all of them ("主卧的别关" keeps both 主卧空调 on; "除了厨房" spares both kitchens'
   lights — removing more is the safe side). An exclusion naming no room asks (除了卧室, 除了车库); excluding
   the empty Study removes nothing. "除了X，Y全关" that leaves one device is mode one. **Everything, with no
   type, asks** ("店里的东西全关了", "全部关掉", "天台的东西除了水泵全关", "其他堂食电器全关"): every room holds
   something that must stay on (the freezer, the cold room siren, the altar lamp, the zappers at night).
9. **The instruction label is data.** `冰柜插座（别断电）` is switched off when asked by name, and is in
   "后厨的插座全关" and "所有插座关掉" unless excluded ("除了那个别断电的…"); "冰柜别断电！" alone drives nothing.
10. **Locks and gas.** Unlocking one identified lock is mode one (`侧门指纹锁`, `海景房大门`, 侧门开一下, 海景房的门开一下);
    confirming who asks is the agent's job. 开门, 把门打开, 大门打开, 门口有人…开一下门, a stranger, "Open the door
    for Lola", 解锁, and any bulk unlock ask (the shutter, two locks in two homes). Locking in bulk is done ("所有门都
    锁上"); "锁门" with no door asks. **Gas**: closing an identified valve is done (煤气总阀关了, Kitchen燃气阀关了, 后厨好像
    漏气了, 后厨燃气报警响了 → the shop's main); closing or opening with no place asks (煤气关掉, 闻到煤气味了, 燃气阀开,
    阀门开一下, close the gas in the kitchen); **opening an identified valve is done** (开档了，后厨煤气总阀打开 — the shop
    opens its gas main every morning; "把煤气总阀和燃气阀都打开" names both), as an identified lock is unlocked.
11. **Needs.** With a place, mode one over every device and command there that meets the need: 热/闷 → AC on,
    cool, cooling setpoint, fans on or faster; 冷 → AC off, heat, setpoint, fans off, the electric blanket; 潮/回南天/
    发霉 → dehumidifier on and the AC's dry mode where it has one; 暗/黑 → lights on or brighter; 刺眼/太亮 → dimmer
    or off; 臭/有味道/油烟 → exhaust fan, hood, purifier; 吵 → volume down, mute, pause, stop; 晒 → curtains and
    shutters closed or lowered; 水不热 → the water heater's heat mode or setpoint; 衣服湿 → the dryer; 花要干死 → the
    valve; 水箱没水 → the pump; 蚊子 → the zapper. Without a place, ask. Where nothing there meets it, ask with
    nothing to offer (轩仔房 and 骑楼下 have no zapper; nothing cools the cold room).
12. **State questions.** `["*"]` on the device asked about; a question about "any" lists all of them and any one
    answers (门都锁了无, 燃气报警器有没有响, 有没有哪里漏水, 家里哪些灯还开着); a question about "the" device with
    a shared or type-word label asks (门锁了无, 煤气关了无, 热水器烧好了无, 冰箱门关了没, 电视开着无, 客厅温度多少).
    The stairwell's occupancy is its motion light's; rain is the roof sensor's; 门口有人吗 is the door camera's.
13. **Conversations.** 它/那个/这个/刚才那个 and ellipses ("调到25度", "再亮一点", "关落去") are the last device
    acted on or asked about, including one just asked about in a state question; across two turns, the later
    one. "它" after one request about two devices asks; "它们", "都" act on both. "X也…", "还有X", "X也一样",
    "…也是" repeat the last action on X, and a bare type after a room-scoped request carries the room ("热水器也开"
    after 三楼卫生间灯). An answer to a question completes it ("老人房个", "Living的", "三楼的那个", "两个都开", "全部",
    "后厨那个", "Kitchen 那个"). 算了 / 不用了 → none; "等等，老人房的不要关" re-issues the bulk without it.
    A reference with no history asks.
14. **Who is speaking is unknown**: 我房间, 我房个, my room, 房间 ask; a room named by its occupant's role is
    found by meaning — 阿公房, 阿婆房, Lolo's/Lola's room → `2F老人房` (the engine cannot know the grandparents
    sleep in Master Bedroom in winter); 工人房, 保姆房, 阿姨房间 → `公人房`; Sir Xuan's room → `轩仔房(3F)`. A person's
    name or a kin word that names no room asks (Mari房间, 阿妈房间). 门口 is the arcade (the door camera there is
    labelled 门口); 大堂 / 前厅 are the dining hall.
15. **The shop's routines.** 开档, 收档, 打烊 alone ask (the engine does not know the routine); with commands,
    each command is an entry in order and the place carries. 开档 with "煤气阀开" asks for the gas (two valves).
16. **Several commands in one sentence.** Each is an entry in order; a negated part is not a command (天台灯2别开);
    a correction keeps the last word (射灯3开，不对，4号); a correction to "never mind" is none; a condition or a
    delay keeps its commands (洗完烘干机接着烘, 浇花开十分钟后关掉, 水泵开，满了就关).
17. **None**: chit-chat, 海南话 greetings (今日食饭了无), weather and typhoons, shop talk — including numbers and
    verbs that look like commands (3号桌加一碗鸡汤, 5号台的客人要打包, 打两份文昌鸡饭, 开一瓶椰子水, 要关门了) —
    remarks naming a device, "leave it on" (神台灯别关, 轩仔空调别关，他还在睡), notify-me requests (烧好了叫我),
    thanks, a wake word alone, emoji, fillers. A bare noun is not none but a question (灯, 空调, 筒灯六, 雨量传感器).

## Devices

{SUMMARY}

{DEVICE_TABLE}

## Counts

{COUNTS}
"""


def readme():
    text = README_TEXT
    reps = {
        "{N_ROOMS}": str(len(ROOMS)),
        "{N_DEVICES}": str(len(DEVICES)),
        "{N_PROFILES}": str(len({d[2] for d in DEVICES})),
        "{ROOMS_TABLE}": rooms_table(),
        "{SUMMARY}": summary_line(),
        "{DEVICE_TABLE}": device_table(),
        "{COUNTS}": count_tables(),
    }
    for k, v in reps.items():
        text = text.replace(k, v)
    return text


if __name__ == "__main__":
    main(sys.argv[1:])
