#!/usr/bin/env python3
"""Blind evaluation set "qingdao": a three-generation family compound in Qingdao.

    python build.py           writes home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check   rebuilds in memory, compares with the files on disk and
                              re-validates the files on disk (see check())
    python build.py --stats   prints the tables used in README.md

Reads only ../../../../shared/data/smartthings/{profiles.jsonl,capabilities.json}
(or $ST_DATA). Every device copies the categories and the capabilities of component
`main` (and the other components) of one real SmartThings profile.
"""
import hashlib
import json
import os
import re
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))


def _find_data():
    cands = [os.environ.get("ST_DATA", ""), "/work/shared/data/smartthings",
             os.path.join(HERE, "../../../../shared/data/smartthings")]
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return c
    sys.exit("cannot find profiles.jsonl (set ST_DATA)")


DATA = _find_data()
NS = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.invalid/blind/qingdao")
LOCATION_ID = str(uuid.uuid5(NS, "location"))


def uid(kind, key):
    return str(uuid.uuid5(NS, kind + ":" + key))


# ---------------------------------------------------------------------------
# Rooms: key, name as typed in the app, floor (1, 2, 3, "B1" or None)
# ---------------------------------------------------------------------------
ROOMS = [
    ("r1liv", "1楼客厅", 1),
    ("r1kit", "一楼厨房", 1),
    ("r1mb", "1楼主卧", 1),
    ("r1bath", "1F爸妈卫生间", 1),
    ("r1sun", "一楼 阳光房", 1),
    ("r2liv", "二楼客厅", 2),
    ("r2din", "2F餐厅", 2),
    ("r2kit", "2楼厨房", 2),
    ("r2mb", "二楼-主卧", 2),
    ("r2study", "2F 书房", 2),
    ("r2girl", "二楼女儿房", 2),
    ("r2bath", "Bathroom 2F", 2),
    ("r2bal", "2F阳台", 2),
    ("r3liv", "弟弟家客厅", 3),
    ("r3kit", "弟弟家厨房", 3),
    ("r3mb", "三楼主卧", 3),
    ("r3kid", "3F儿童房", 3),
    ("r3bath", "3楼-弟弟家卫生间", 3),
    ("r3gym", "3F-02", 3),
    ("rb1gar", "B1车库", "B1"),
    ("rb1av", "B1影音室", "B1"),
    ("rb1lau", "B1 Laundry", "B1"),
    ("ryard", "院子", None),
    ("rstair", "楼梯间", None),
]
ROOM = {k: (n, f) for k, n, f in ROOMS}
DELETED_ROOM_ID = uid("room", "old-storage")  # a room that was deleted in the app
BEDROOMS = ["r1mb", "r2mb", "r3mb", "r2girl", "r3kid"]
BATHROOMS = ["r1bath", "r2bath", "r3bath"]
LIVINGROOMS = ["r1liv", "r2liv", "r3liv"]
KITCHENS = ["r1kit", "r2kit", "r3kit"]
B1 = ["rb1gar", "rb1av", "rb1lau"]


def floor_of_room_name(name):
    """How a reader of home.json derives the floor from the room name (README §Floors)."""
    n = name.replace(" ", "")
    if re.match(r"^B1", n, re.I):
        return "B1"
    if re.search(r"(^|[^0-9])1(楼|F)|一楼", n):
        return 1
    if re.search(r"(^|[^0-9])2(楼|F)|二楼", n, re.I):
        return 2
    if re.search(r"(^|[^0-9])3(楼|F)|三楼|弟弟家", n, re.I):
        return 3
    return None


# ---------------------------------------------------------------------------
# Devices: key, label (None = no label), room key (None = no roomId,
# "DELETED" = roomId of a deleted room), driver, profile name.
# ---------------------------------------------------------------------------
DEVICES = [
    # --- 1楼 (爸妈 / 老两口) ---
    ("1liv.ceil", "吸顶灯", "r1liv", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("1liv.floor", "落地灯", "r1liv", "philips-hue", "white-ambiance"),
    ("1liv.ac", "格力空调", "r1liv", "deepsmart", "Ac.v1"),
    ("1liv.tv", "海信电视", "r1liv", "matter-media", "media-video-player"),
    ("1liv.heat", "一楼地暖", "r1liv", "deepsmart", "Heater.v1"),
    ("1liv.curtain", "客厅窗帘", "r1liv", "zigbee-window-treatment", "window-treatment-profile"),
    ("1liv.th", "温湿度计", "r1liv", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("1liv.radio", "收音机", "r1liv", "zigbee-switch", "basic-plug"),
    ("1liv.chair", "按摩椅", "r1liv", "matter-switch", "plug-power"),
    ("1liv.lock", "一楼门锁", "r1liv", "aqara-lock", "aqara-lock-battery"),
    ("1kit.light", "厨房灯", "r1kit", "zigbee-switch", "aqara-switch-module-no-power"),
    ("1kit.gas", "燃气报警器", "r1kit", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("1kit.cooker", "电饭锅", "r1kit", "matter-switch", "plug-binary"),
    ("1kit.leak", "厨房水浸", "r1kit", "matter-sensor", "leak-battery"),
    ("1mb.ceil", "吸顶灯", "r1mb", "zigbee-switch", "on-off-bulb"),
    ("1mb.bed", "床头灯", "r1mb", "zigbee-switch", "ge-link-bulb"),
    ("1mb.ac", "爸妈屋空调", "r1mb", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("1mb.blanket", "电热毯", "r1mb", "matter-switch", "plug-binary"),
    ("1mb.curtain", "主卧窗帘", "r1mb", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("1mb.night", "起夜灯", "r1mb", "zigbee-switch", "on-off-level-motion-sensor"),
    ("1bath.heater", "浴霸", "r1bath", "aqara-bath-heater", "aqara-bath-heater"),
    ("1bath.light", "卫生间灯", "r1bath", "matter-switch", "light-binary"),
    ("1bath.wh", "电热水器", "r1bath", "matter-thermostat", "water-heater"),
    ("1bath.sos", "紧急呼叫按钮", "r1bath", "zigbee-button", "aqara-single-button-mode"),
    ("1sun.lamp", "吊灯", "r1sun", "wemo", "wemo.light-switch.v1"),
    ("1sun.skylight", "天窗", "r1sun", "zigbee-window-treatment", "window-shade-only"),
    ("1sun.shade", "遮阳帘", "r1sun", "matter-window-covering", "window-covering-tilt"),
    ("1sun.sun", "小太阳", "r1sun", "matter-switch", "plug-power-energy-powerConsumption"),
    # --- 2楼 (户主一家, 俺家) ---
    ("2liv.dl1", "筒灯1", "r2liv", "matter-switch", "light-level"),
    ("2liv.dl2", "筒灯2", "r2liv", "matter-switch", "light-level"),
    ("2liv.dl3", "筒灯3", "r2liv", "matter-switch", "light-level"),
    ("2liv.dl4", "筒灯4", "r2liv", "matter-switch", "light-level"),
    ("2liv.dl5", "筒灯5", "r2liv", "matter-switch", "light-level"),
    ("2liv.dl6", "筒灯6", "r2liv", "matter-switch", "light-level"),
    ("2liv.main", "主灯", "r2liv", "matter-switch", "light-color-level-2700K-6500K"),
    ("2liv.strip", "电视墙灯带", "r2liv", "zigbee-switch", "rgbw-bulb-2000K-6500K"),
    ("2liv.wall", "餐厅壁灯", "r2liv", "zigbee-switch", "on-off-level"),
    ("2liv.tv", "Samsung TV", "r2liv", "matter-media", "media-video-player"),
    ("2liv.sb", "Soundbar", "r2liv", "samsung-audio", "samsung-audio"),
    ("2liv.ac", "客厅空调", "r2liv", "matter-thermostat", "room-air-conditioner"),
    ("2liv.curtain", "客厅窗帘", "r2liv", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("2liv.sheer", "纱帘", "r2liv", "zigbee-window-treatment", "window-treatment-profile"),
    ("2liv.pur", "大白", "r2liv", "matter-thermostat", "air-purifier-hepa-wind"),
    ("2liv.robot", "大黄蜂", "r2liv", "matter-rvc", "rvc-clean-mode-service-area"),
    ("2liv.motion", "人体传感器", "r2liv", "matter-sensor", "motion-illuminance-battery"),
    ("2liv.th", "温湿度计", "r2liv", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("2liv.fish", "鱼缸", "r2liv", "zigbee-switch", "switch-power-smartplug"),
    ("2liv.lock", "入户门锁", "r2liv", "zigbee-lock", "lock-battery"),
    ("2din.pend", "餐吊灯", "r2din", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("2din.water", "饮水机", "r2din", "matter-switch", "plug-binary"),
    ("2kit.light", "厨房灯", "r2kit", "zigbee-switch", "on-off-bulb"),
    ("2kit.hood", "油烟机", "r2kit", "matter-appliance", "extractor-hood-wind"),
    ("2kit.dw", "洗碗机", "r2kit", "matter-appliance", "dishwasher"),
    ("2kit.gas", "燃气报警", "r2kit", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("2kit.fridge", "冰箱", "r2kit", "matter-appliance", "refrigerator-freezer"),
    ("2mb.top", "顶灯", "r2mb", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("2mb.bed", "床头灯", "r2mb", "zigbee-switch", "aqara-led-bulb"),
    ("2mb.curtain", "主卧窗帘", "r2mb", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("2mb.blackout", "遮光帘", "r2mb", "zigbee-window-treatment", "window-treatment-battery"),
    ("2mb.ac", "主卧空调", "r2mb", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("2mb.sonos", "Sonos", "r2mb", "sonos", "sonos-player"),
    ("2mb.win", "主卧窗户", "r2mb", "zigbee-contact", "contact-battery-profile"),
    ("2st.ceil", "吸顶灯", "r2study", "matter-switch", "light-binary"),
    ("2st.desk", "护眼台灯", "r2study", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("2st.pc", "电脑", "r2study", "matter-switch", "plug-power-energy-powerConsumption"),
    ("2st.ac", "书房空调", "r2study", "matter-thermostat", "room-air-conditioner-humidity-heating-cooling"),
    ("2st.fan", "落地扇", "r2study", "matter-thermostat", "fan-rock-wind"),
    ("2st.blind", "百叶窗", "r2study", "matter-window-covering", "window-covering-tilt-only"),
    ("2g.star", "星空灯", "r2girl", "zigbee-switch", "color-bulb"),
    ("2g.desk", "妞妞台灯", "r2girl", "zigbee-switch", "on-off-level"),
    ("2g.ac", "空调", "r2girl", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("2g.curtain", "窗帘", "r2girl", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("2g.jbl", "JBL", "r2girl", "jbl", "jbl"),
    ("2b.mirror", "镜前灯", "r2bath", "matter-switch", "light-level"),
    ("2b.light", "卫生间灯", "r2bath", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("2b.exhaust", "排气扇", "r2bath", "zigbee-switch", "aqara-switch-no-power"),
    ("2b.wh", "热水器", "r2bath", "matter-thermostat", "water-heater-power-energy-powerConsumption"),
    ("2bal.light", "阳台灯", "r2bal", "matter-switch", "light-power"),
    ("2bal.plug", "阳台插座", "r2bal", "zigbee-switch", "basic-plug"),
    # --- 3楼 (弟弟一家) ---
    ("3liv.light", "客厅灯", "r3liv", "zigbee-switch", "rgbw-bulb"),
    ("3liv.hue", "Hue Go", "r3liv", "philips-hue", "legacy-color"),
    ("3liv.ac", "客厅空调", "r3liv", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("3liv.tv", "小米电视", "r3liv", "matter-media", "media-video-player"),
    ("3liv.curtain", "窗帘", "r3liv", "tuya-zigbee", "window-treatment-reverse"),
    ("3liv.bose", "Bose", "r3liv", "bose", "soundtouch-speaker"),
    ("3liv.pur", "空气净化器", "r3liv", "matter-thermostat", "air-purifier"),
    ("3liv.th", "温湿度计", "r3liv", "zigbee-humidity-sensor", "humidity-temp-battery"),
    ("3liv.fresh", "新风", "r3liv", "deepsmart", "Newfan.v1"),
    ("3liv.wemo", None, "r3liv", "wemo", "wemo.mini-smart-plug.v1"),
    ("3liv.lock", "弟弟家门锁", "r3liv", "zwave-lock", "base-lock"),
    ("3kit.light", "厨房灯", "r3kit", "zigbee-switch", "on-off-level"),
    ("3kit.hood", "抽油烟机", "r3kit", "matter-appliance", "extractor-hood-ac"),
    ("3kit.ro", "净水器", "r3kit", "matter-switch", "plug-binary"),
    ("3mb.light", "卧室灯", "r3mb", "matter-switch", "light-color-level-2200K-6500K"),
    ("3mb.bed", "床头灯", "r3mb", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("3mb.kidnight", "儿童房小夜灯", "r3mb", "matter-switch", "light-level"),
    ("3mb.ac", "主卧空调", "r3mb", "deepsmart", "Ac.v1"),
    ("3mb.curtain", "主卧窗帘", "r3mb", "matter-window-covering", "window-covering"),
    ("3kid.ceil", "吸顶灯", "r3kid", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("3kid.moon", "月亮灯", "r3kid", "zigbee-switch", "light-level-power"),
    ("3kid.ac", "儿童房空调", "r3kid", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate"),
    ("3kid.pur", "净化器", "r3kid", "matter-thermostat", "air-purifier-hepa"),
    ("3kid.curtain", "儿童房窗帘", "r3kid", "zigbee-window-treatment", "window-treatment-profile-no-firmware-update"),
    ("3b.light", "卫生间灯", "r3bath", "matter-switch", "light-binary"),
    ("3b.wh", "热水器", "r3bath", "matter-thermostat", "water-heater"),
    ("3b.heater", "浴霸", "r3bath", "zigbee-switch", "switch-smart-bath-heater-laisiao"),
    ("3gym.spot", "健身房射灯", "r3gym", "zigbee-switch", "light-level-power"),
    ("3gym.tread", "跑步机插座", "r3gym", "matter-switch", "plug-power"),
    ("3gym.fan", "健身房风扇", "r3gym", "zwave-fan", "fan-3speed"),
    # --- B1 (shared) ---
    ("b1g.light", "车库灯", "rb1gar", "zigbee-switch", "aqara-switch-module"),
    ("b1g.door", "车库门", "rb1gar", "zwave-garage-door-opener", "base-garage-door"),
    ("b1g.co", "CO报警器", "rb1gar", "matter-sensor", "co-battery"),
    ("b1g.siren", "车库警笛", "rb1gar", "zigbee-siren", "switch-alarm"),
    ("b1g.ev", "充电桩", "rb1gar", "matter-energy", "evse"),
    ("b1av.s1", "射灯-01", "rb1av", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("b1av.s2", "射灯-02", "rb1av", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("b1av.s3", "射灯-03", "rb1av", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("b1av.s4", "射灯-04", "rb1av", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("b1av.strip", "氛围灯带", "rb1av", "zigbee-switch", "rgbw-bulb-1800K-6500K"),
    ("b1av.screen", "投影幕布", "rb1av", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("b1av.amp", "功放", "rb1av", "harman-luxury", "maX10"),
    ("b1l.ceil", "吸顶灯", "rb1lau", "zigbee-switch", "on-off-bulb"),
    ("b1l.washer", "洗衣机", "rb1lau", "matter-appliance", "laundry-washer-tn-tl"),
    ("b1l.dryer", "烘干机", "rb1lau", "matter-appliance", "laundry-dryer"),
    # --- 院子 / 楼梯间 (shared) ---
    ("y.road", "路灯", "ryard", "zigbee-switch", "basic-switch"),
    ("y.grape", "葡萄架彩灯", "ryard", "matter-switch", "light-color-level-2000K-7000K"),
    ("y.valve", "浇菜阀门", "ryard", "matter-switch", "water-valve"),
    ("y.feeder", "旺财的饭盆", "ryard", "aqara-feeder", "aqara-pet-feeder"),
    ("y.gate", "院子大门", "ryard", "matter-lock", "lock-user-pin"),
    ("y.rain", "雨量传感器", "ryard", "matter-sensor", "rain-battery"),
    ("st.light", "楼梯间感应等", "rstair", "matter-switch", "light-level-motion"),
    # --- no room / deleted room ---
    ("x.cube", "Aqara魔方", None, "aqara-cube", "cube-t1-pro"),
    ("x.storage", "储藏室灯", "DELETED", "zigbee-switch", "on-off-bulb"),
]
DEV = {d[0]: d for d in DEVICES}

# Profiles left out of spec.jsonl on purpose (devices still exist in home.json).
OMITTED_PROFILES = {("deepsmart", "Heater.v1"), ("aqara-feeder", "aqara-pet-feeder"),
                    ("aqara-cube", "cube-t1-pro")}

# Labels that name another room than the device's roomId room: the device counts
# in both rooms (README §Rooms). 健身房 is the meaning of the code room 3F-02.
LABEL_ROOMS = {"2liv.wall": ["r2din"], "3mb.kidnight": ["r3kid"]}


def profile_id(driver, name):
    return "st-%s-%s" % (driver, name)


# ---------------------------------------------------------------------------
# Source data
# ---------------------------------------------------------------------------
def load_sources():
    profiles = {}
    with open(os.path.join(DATA, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles[(p["driver"].split("/")[-1], p["name"])] = p
    with open(os.path.join(DATA, "capabilities.json"), encoding="utf-8") as f:
        caps = json.load(f)["capabilities"]
    return profiles, caps


PROFILES, CAPS = load_sources()

# ---------------------------------------------------------------------------
# Spec: descriptions (zh, en) per command; ~30 % of lines use the English one.
# ---------------------------------------------------------------------------
DESC = {
    ("switch", "on"): ("打开电源", "turn the power on"),
    ("switch", "off"): ("关闭电源", "turn the power off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗（正数调亮，负数调暗）", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低越暖", "set colour temperature (kelvin)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set colour (hue, saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set saturation"),
    ("windowShade", "open"): ("打开（拉开/升起）", "open"),
    ("windowShade", "close"): ("关闭（拉上/放下）", "close"),
    ("windowShade", "pause"): ("暂停运动", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合百分比（0 全关，100 全开）", "set shade level, 0 closed 100 open"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置叶片角度", "set slat tilt level"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长开大或关小", "step shade level up or down"),
    ("doorControl", "open"): ("开门", "open the door"),
    ("doorControl", "close"): ("关门", "close the door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开门（拉回锁舌）", "unlatch"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("thermostatMode", "auto"): ("切换到自动模式", "switch to auto mode"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "switch to cool mode"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热/加热模式", "switch to heat mode"),
    ("thermostatMode", "off"): ("关闭（模式设为关）", "set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("temperatureSetpoint", "setTemperatureSetpoint"): ("设置目标温度", "set temperature setpoint"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "set temperature level"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风机档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风速模式", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个", "previous track"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设（电台/歌单）", "play a preset"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send remote key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play a notification track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续播放", "play track and resume"),
    ("alarm", "both"): ("声光报警", "siren and strobe"),
    ("alarm", "off"): ("关闭报警", "alarm off"),
    ("alarm", "siren"): ("鸣笛报警", "siren"),
    ("alarm", "strobe"): ("闪光报警", "strobe"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
    ("serviceArea", "selectAreas"): ("选择清扫区域", "select areas to clean"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("mode", "setMode"): ("设置模式/程序", "set mode"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset energy meter"),
}

VL = {  # value lists: (value, zh, en)
    "acmode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan only"),
               ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "acfan": [("auto", "自动风", "auto"), ("low", "低风", "low"), ("medium", "中风", "medium"),
              ("high", "高风", "high")],
    "tm_ac": [("off", "关", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
              ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tm_wh": [("off", "关", "off"), ("heat", "加热", "heat"), ("eco", "节能", "eco")],
    "tm_bath": [("off", "关", "off"), ("heat", "暖风", "heat"), ("fanonly", "换气", "ventilate"),
                ("dryair", "干燥", "dry")],
    "fanmode_hood": [("off", "关", "off"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                     ("high", "高档（猛火）", "high")],
    "fanmode_bath": [("off", "关", "off"), ("low", "低", "low"), ("high", "高", "high")],
    "osc": [("off", "关闭摇头", "off"), ("horizontal", "左右摇头", "horizontal"),
            ("vertical", "上下摆风", "vertical"), ("swing", "3D摆风", "swing")],
    "wind": [("noWind", "无风感", "no wind"), ("sleepWind", "睡眠风", "sleep wind"),
             ("naturalWind", "自然风", "natural wind")],
    "apfm": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低速", "low"),
             ("medium", "中速", "medium"), ("high", "高速", "high"), ("off", "关闭", "off")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "取消静音", "unmuted")],
    "input": [("HDMI1", "HDMI1", "HDMI1"), ("HDMI2", "HDMI2", "HDMI2"), ("HDMI3", "HDMI3", "HDMI3"),
              ("optical", "光纤", "optical"), ("bluetooth", "蓝牙", "bluetooth"), ("wifi", "网络", "wifi"),
              ("aux", "AUX", "aux")],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "加漂", "extra"),
              ("max", "最大漂洗", "max")],
    "spin": [("Off", "不脱水", "off"), ("400", "400转", "400 rpm"), ("800", "800转", "800 rpm"),
             ("1200", "1200转", "1200 rpm")],
    "templevel": [("Cold", "冷水", "cold"), ("Warm", "温水", "warm"), ("Hot", "热水", "hot")],
    "mode_washer": [("Normal", "标准洗", "normal"), ("Quick", "快洗", "quick"), ("Heavy", "强力洗", "heavy"),
                    ("Delicate", "轻柔洗", "delicate"), ("Wool", "羊毛洗", "wool")],
    "mode_dryer": [("Normal", "标准烘", "normal"), ("Quick", "快烘", "quick"), ("Delicate", "低温柔烘", "delicate")],
    "mode_dw": [("Normal", "标准", "normal"), ("Eco", "节能", "eco"), ("Intense", "强力", "intense"),
                ("Quick", "快洗", "quick")],
    "mode_fridge": [("Normal", "标准", "normal"), ("RapidFreeze", "速冻", "rapid freeze"),
                    ("Vacation", "假日", "vacation"), ("Eco", "节能", "eco")],
    "mode_rvc": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("VacuumThenMop", "扫拖", "vacuum then mop")],
    "mode_wh": [("Manual", "手动", "manual"), ("Eco", "节能", "eco"), ("Boost", "速热", "boost")],
    "mode_evse": [("Manual", "手动充电", "manual"), ("TimeOfUse", "谷电时段充电", "time of use"),
                  ("Solar", "光伏充电", "solar charging")],
    "alarm_status": None,
}
PLAYBACK_STATUS_ZH = {"playing": "播放", "paused": "暂停", "stopped": "停止",
                      "fast forwarding": "快进", "rewinding": "快退"}


def _english(profile, key):
    h = hashlib.md5((profile + "|" + key).encode()).hexdigest()
    return int(h[:2], 16) % 10 < 3


def _vlist(pid, items):
    out = []
    for v, zh, en in items:
        out.append({"value": v, "description": en if _english(pid, "v:" + v) else zh})
    return out


def _cfg(p, cap, key):
    for c in p["capability_config"].get(cap, []):
        if c.get("key") == key:
            return c
    return None


def _ct_range(p):
    c = _cfg(p, "colorTemperature", "colorTemperature.value")
    if c and c.get("range"):
        return c["range"]
    m = re.search(r"(\d{4})[kK]-(\d{4,5})[kK]", p["name"])
    if m:
        return [int(m.group(1)), int(m.group(2))]
    return [2200, 6500] if p["driver"].endswith("philips-hue") else [2700, 6500]


def spec_for(p):
    """Commands of component main: capability definitions (capabilities.json) narrowed
    by the profile's own config (ranges, enabled values)."""
    pid = profile_id(p["driver"].split("/")[-1], p["name"])
    cat = (p["categories"] or ["Unknown"])[0]
    out = []
    for cap in p["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cdef = CAPS[cap]
        cmds = [c["name"] for c in cdef.get("commands", [])]
        enum_cmds = _cfg(p, cap, "{{enumCommands}}")
        if enum_cmds:
            allowed = set(enum_cmds["enabledValues"])
            cmds = [c for c in cmds if c in allowed or c.startswith("set")]
        if cap == "lock":
            lc = _cfg(p, "lock", "lock.value")
            if not (lc and "unlatched" in lc["enabledValues"]):
                cmds = [c for c in cmds if c != "unlatch"]
        if cap == "alarm":
            ac = _cfg(p, "alarm", "{{enumCommands}}")
            if ac:
                cmds = [c for c in ["both", "off", "siren", "strobe"] if c in ac["enabledValues"]]
        for cmd in cmds:
            zh, en = DESC[(cap, cmd)]
            e = OrderedDict()
            e["id"] = "main-%s-%s" % (cap, cmd)
            e["description"] = en if _english(pid, cap + "." + cmd) else zh
            _args(e, p, pid, cat, cap, cmd)
            out.append(e)
    return {"profileId": pid, "capabilities": out}


def _rng(e, t, lo, hi, unit=None):
    e["type"] = t
    r = OrderedDict([("min", lo), ("max", hi)])
    if unit:
        r["unit"] = unit
    e["value_range"] = r


def _lst(e, pid, key, t="string"):
    e["type"] = t
    e["value_list"] = _vlist(pid, VL[key])


def _args(e, p, pid, cat, cap, cmd):
    name = p["name"]
    if cap in ("switchLevel", "level") and cmd == "setLevel":
        c = _cfg(p, cap, "level.value")
        lo, hi = c["range"] if c else (0, 100)
        _rng(e, "integer", lo, hi, "%")
    elif cmd in ("stepLevel", "stepColorTemperatureByPercent", "stepShadeLevel"):
        _rng(e, "integer", -100, 100, "%")
    elif cmd == "setColorTemperature":
        lo, hi = _ct_range(p)
        _rng(e, "integer", lo, hi, "K")
    elif cmd == "setColor":
        e["type"] = "object"
    elif cmd in ("setHue", "setSaturation"):
        _rng(e, "number", 0, 100, "%")
    elif cmd in ("setShadeLevel", "setPresetPosition", "setShadeTiltLevel"):
        _rng(e, "integer", 0, 100, "%")
    elif cmd == "setAirConditionerMode":
        _lst(e, pid, "acmode")
    elif cap == "airConditionerFanMode":
        _lst(e, pid, "acfan")
    elif cmd == "setThermostatMode":
        _lst(e, pid, {"AirConditioner": "tm_ac", "WaterHeater": "tm_wh"}.get(cat, "tm_bath"))
    elif cmd == "setCoolingSetpoint":
        _rng(e, "number", 16, 30, "C")
    elif cmd == "setHeatingSetpoint":
        c = _cfg(p, cap, "heatingSetpoint.value")
        if c:
            lo, hi = c["range"]
        elif cat == "WaterHeater":
            lo, hi = 30, 75
        elif cat == "AirConditioner":
            lo, hi = 16, 30
        else:
            lo, hi = 30, 45
        _rng(e, "number", lo, hi, "C")
    elif cmd == "setTemperatureSetpoint":
        _rng(e, "number", 20, 90, "C")
    elif cmd == "setTemperatureLevel":
        _lst(e, pid, "templevel")
    elif cmd == "setFanSpeed":
        c = _cfg(p, cap, "fanSpeed.value")
        lo, hi = c["range"] if c else (0, 4 if "4speed" in name else 3)
        _rng(e, "integer", lo, hi)
    elif cmd == "setPercent":
        _rng(e, "integer", 0, 100, "%")
    elif cap == "fanMode":
        _lst(e, pid, "fanmode_bath" if cat == "Thermostat" else "fanmode_hood")
    elif cmd == "setFanOscillationMode":
        _lst(e, pid, "osc")
    elif cmd == "setWindMode":
        _lst(e, pid, "wind")
    elif cmd == "setAirPurifierFanMode":
        _lst(e, pid, "apfm")
    elif cmd == "setVolume":
        _rng(e, "integer", 0, 100, "%")
    elif cmd == "setMute":
        _lst(e, pid, "mute")
    elif cmd == "setPlaybackStatus":
        c = _cfg(p, "mediaPlayback", "playbackStatus.value")
        vals = c["enabledValues"] if c else ["playing", "paused", "stopped", "fast forwarding", "rewinding"]
        e["type"] = "string"
        e["value_list"] = [{"value": v, "description": v if _english(pid, "v:" + v) else PLAYBACK_STATUS_ZH[v]}
                           for v in vals]
    elif cmd == "setInputSource":
        _lst(e, pid, "input")
    elif cmd == "sendKey":
        e["type"] = "string"
        e["value_list"] = [{"value": k, "description": k} for k in
                           CAPS["keypadInput"]["commands"][0]["arguments"][0]["enum"]]
    elif cmd == "playPreset":
        e["type"] = "string"
    elif cap == "audioNotification":
        e["type"] = "string"
    elif cmd == "selectAreas":
        e["type"] = "array"
    elif cmd == "setMode":
        key = {"Washer": "mode_washer", "Dryer": "mode_dryer", "Dishwasher": "mode_dw",
               "Refrigerator": "mode_fridge", "RobotCleaner": "mode_rvc", "WaterHeater": "mode_wh",
               "ElectricVehicleCharger": "mode_evse"}.get(cat)
        if key:
            _lst(e, pid, key)
        else:
            e["type"] = "string"
    elif cmd == "setRinseMode":
        _lst(e, pid, "rinse")
    elif cmd == "setSpinSpeed":
        _lst(e, pid, "spin")


# ---------------------------------------------------------------------------
# Home
# ---------------------------------------------------------------------------
def _caplist(names):
    return [OrderedDict([("id", c), ("version", 1)]) for c in names]


def build_home():
    rooms = [OrderedDict([("roomId", uid("room", k)), ("locationId", LOCATION_ID), ("name", n)])
             for k, n, _ in ROOMS]
    items = []
    for key, label, room, driver, pname in DEVICES:
        p = PROFILES[(driver, pname)]
        it = OrderedDict()
        it["deviceId"] = uid("device", key)
        if label is not None:
            it["label"] = label
        it["name"] = pname
        it["locationId"] = LOCATION_ID
        if room == "DELETED":
            it["roomId"] = DELETED_ROOM_ID
        elif room is not None:
            it["roomId"] = uid("room", room)
        it["profile"] = OrderedDict([("id", profile_id(driver, pname))])
        comps = [OrderedDict([
            ("id", "main"),
            ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")]) for c in p["categories"]]),
            ("capabilities", _caplist(p["capabilities"]))])]
        for c in p["components"]:
            comps.append(OrderedDict([
                ("id", c["id"]),
                ("categories", [OrderedDict([("name", x), ("categoryType", "manufacturer")])
                                for x in (c.get("categories") or [])]),
                ("capabilities", _caplist(c.get("capabilities") or []))]))
        it["components"] = comps
        it["type"] = "ZIGBEE" if "zigbee" in driver else ("ZWAVE" if "zwave" in driver else
                                                           ("MATTER" if "matter" in driver else "LAN"))
        items.append(it)
    return OrderedDict([("rooms", rooms), ("items", items)])


def build_spec():
    seen, lines = set(), []
    for key, label, room, driver, pname in DEVICES:
        if (driver, pname) in OMITTED_PROFILES or (driver, pname) in seen:
            continue
        seen.add((driver, pname))
        lines.append(spec_for(PROFILES[(driver, pname)]))
    return lines


SPEC_LINES = build_spec()
SPEC = {l["profileId"]: {c["id"] for c in l["capabilities"]} for l in SPEC_LINES}


def cmds_of(key):
    d = DEV[key]
    return SPEC.get(profile_id(d[3], d[4]), set())


def category_of(key):
    d = DEV[key]
    return (PROFILES[(d[3], d[4])]["categories"] or ["Unknown"])[0]


def rooms_of(key):
    r = DEV[key][2]
    out = [] if r in (None, "DELETED") else [r]
    return out + LABEL_ROOMS.get(key, [])


def floor_of(key):
    r = DEV[key][2]
    return None if r in (None, "DELETED") else ROOM[r][1]


FAMILIES = {
    # 灯: category Light, plus a Switch whose label says 灯 (a relay that drives a lamp)
    "light": lambda k: category_of(k) == "Light" or (category_of(k) == "Switch" and "灯" in (DEV[k][1] or "")),
    "ac": lambda k: category_of(k) == "AirConditioner",
    "curtain": lambda k: category_of(k) == "Blind",
    "plug": lambda k: category_of(k) == "SmartPlug",
    "lock": lambda k: category_of(k) == "SmartLock",
    "speaker": lambda k: category_of(k) == "Speaker",
    "purifier": lambda k: category_of(k) == "AirPurifier",
    "waterheater": lambda k: category_of(k) == "WaterHeater",
}


def select(family=None, rooms=None, floors=None, ex_rooms=None, ex_floors=None, ex_keys=None,
           keys=None, caps=()):
    """The exact device set of a bulk command (README §Bulk)."""
    out = []
    for k, *_ in DEVICES:
        if keys is not None and k not in keys:
            continue
        if family and not FAMILIES[family](k):
            continue
        if rooms or floors:
            ok = bool(set(rooms_of(k)) & set(rooms or [])) or (floors and floor_of(k) in floors)
            if not ok:
                continue
        if ex_rooms and set(rooms_of(k)) & set(ex_rooms):
            continue
        if ex_floors and floor_of(k) in ex_floors:
            continue
        if ex_keys and k in ex_keys:
            continue
        if not set(caps) <= cmds_of(k):
            continue
        out.append(k)
    return out



# ---------------------------------------------------------------------------
# Command ids used in the labels
# ---------------------------------------------------------------------------
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
CT = "main-colorTemperature-setColorTemperature"
CTSTEP = "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
COLOR, HUE = "main-colorControl-setColor", "main-colorControl-setHue"
WS_OPEN, WS_CLOSE, WS_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
WSL = "main-windowShadeLevel-setShadeLevel"
WSSTEP = "main-statelessWindowShadeLevelStep-stepShadeLevel"
TILT = "main-windowShadeTiltLevel-setShadeTiltLevel"
TM_COOL, TM_HEAT, TM_OFF = "main-thermostatMode-cool", "main-thermostatMode-heat", "main-thermostatMode-off"
TM_SET = "main-thermostatMode-setThermostatMode"
COOLSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint"
HEATSP = "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACMODE = "main-airConditionerMode-setAirConditionerMode"
ACFAN = "main-airConditionerFanMode-setFanMode"
FSP = "main-fanSpeedPercent-setPercent"
FANMODE = "main-fanMode-setFanMode"
FANSPEED = "main-fanSpeed-setFanSpeed"
OSC = "main-fanOscillationMode-setFanOscillationMode"
WIND = "main-windMode-setWindMode"
APFM = "main-airPurifierFanMode-setAirPurifierFanMode"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-setMute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
SETPB = "main-mediaPlayback-setPlaybackStatus"
NEXT = "main-mediaTrackControl-nextTrack"
KEY = "main-keypadInput-sendKey"
INPUT = "main-mediaInputSource-setInputSource"
LOCK, UNLOCK = "main-lock-lock", "main-lock-unlock"
DOOR_OPEN, DOOR_CLOSE = "main-doorControl-open", "main-doorControl-close"
VALVE_OPEN, VALVE_CLOSE = "main-valve-open", "main-valve-close"
ALARM_OFF, SIREN, BOTH = "main-alarm-off", "main-alarm-siren", "main-alarm-both"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
MODE = "main-mode-setMode"
RVC_START = "main-robotCleanerOperatingState-start"
RVC_PAUSE = "main-robotCleanerOperatingState-pause"
RVC_HOME = "main-robotCleanerOperatingState-goHome"
AREAS = "main-serviceArea-selectAreas"
TEMPSP = "main-temperatureSetpoint-setTemperatureSetpoint"
TEMPLVL = "main-temperatureLevel-setTemperatureLevel"
ANY = "*"

# convenience device lists
DL = ["2liv.dl%d" % i for i in range(1, 7)]
SPOTS = ["b1av.s1", "b1av.s2", "b1av.s3", "b1av.s4"]
CEILS = ["1liv.ceil", "1mb.ceil", "2st.ceil", "3kid.ceil", "b1l.ceil"]
BEDLAMPS = ["1mb.bed", "2mb.bed", "3mb.bed"]
ACS = select(family="ac")
LOCKS = select(family="lock")
KITCHEN_LIGHTS = ["1kit.light", "2kit.light", "3kit.light"]
HEATERS = ["1bath.wh", "2b.wh", "3b.wh"]
LIV_CURTAINS = ["1liv.curtain", "2liv.curtain", "3liv.curtain"]
MB_CURTAINS = ["1mb.curtain", "2mb.curtain", "3mb.curtain"]
TVS = ["1liv.tv", "2liv.tv", "3liv.tv"]
PURIFIERS = select(family="purifier")
SPEAKERS = select(family="speaker")
BATH_LIGHTS = ["1bath.light", "2b.light", "3b.light"]


def lights(*rooms):
    return select(family="light", rooms=list(rooms))


# ---------------------------------------------------------------------------
# Case helpers
# ---------------------------------------------------------------------------
CASES = []
SCOPES = {}          # (case id, entry index) -> select() kwargs of a mode-all entry
_COUNTER = Counter()


class LabelError(Exception):
    pass


def one(keys, caps):
    return {"mode": "one", "keys": list(keys), "caps": list(caps)}


def every(caps, **scope):
    return {"mode": "all", "scope": scope, "caps": list(caps)}


def clar(keys=(), caps=()):
    return {"mode": "clarify", "keys": list(keys), "caps": list(caps)}


def nothing():
    return {"mode": "none"}


def _check_one(cid, keys, caps, lenient=False):
    for k in keys:
        if k not in DEV:
            raise LabelError("%s: unknown device %s" % (cid, k))
    if caps == [ANY]:
        return
    if ANY in caps:
        raise LabelError("%s: '*' mixed with commands" % cid)
    for c in caps:
        if keys and not any(c in cmds_of(k) for k in keys):
            raise LabelError("%s: no listed device supports %s" % (cid, c))
    if not lenient:
        for k in keys:
            if not set(caps) & cmds_of(k):
                raise LabelError("%s: %s supports none of %s" % (cid, k, caps))


def case(group, query, entries, tags, history=None):
    _COUNTER[group] += 1
    cid = "qd-%s-%03d" % (group, _COUNTER[group])
    if isinstance(entries, dict):
        entries = [entries]
    expect = []
    for i, e in enumerate(entries):
        m = e["mode"]
        if m == "one":
            if not e["keys"] or not e["caps"]:
                raise LabelError(cid + ": empty mode-one entry")
            _check_one(cid, e["keys"], e["caps"])
            devs = [uid("device", k) for k in e["keys"]]
            caps = e["caps"]
        elif m == "all":
            ks = select(caps=e["caps"], **e["scope"])
            if len(ks) < 2:
                raise LabelError("%s: bulk set has %d device(s)" % (cid, len(ks)))
            SCOPES[(cid, i)] = e["scope"]
            devs = [uid("device", k) for k in ks]
            caps = e["caps"]
        elif m == "clarify":
            _check_one(cid, e["keys"], e["caps"], lenient=True)
            devs = [uid("device", k) for k in e["keys"]]
            caps = e["caps"]
        elif m == "none":
            devs, caps = [], []
        else:
            raise LabelError(cid + ": bad mode")
        expect.append(OrderedDict([("devices", devs), ("capabilities", caps), ("mode", m)]))
    c = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        c["history"] = list(history)
    c["expect"] = expect
    c["tags"] = list(tags)
    CASES.append(c)


def define_cases():
    # ===================================================================== name
    g = "name"
    case(g, "把葡萄架彩灯开开", one(["y.grape"], [ON]), ["name", "colloquial", "dialect"])
    case(g, "护眼台灯关了吧", one(["2st.desk"], [OFF]), ["name", "colloquial"])
    case(g, "开开星空灯", one(["2g.star"], [ON]), ["name", "dialect"])
    case(g, "起夜灯打开", one(["1mb.night"], [ON]), ["name"])
    case(g, "月亮灯关了", one(["3kid.moon"], [OFF]), ["name"])
    case(g, "电视墙灯带开开", one(["2liv.strip"], [ON]), ["name", "dialect"])
    case(g, "氛围灯带关上", one(["b1av.strip"], [OFF]), ["name"])
    case(g, "Soundbar 打开", one(["2liv.sb"], [ON]), ["name", "english-label"])
    case(g, "samsung tv关了", one(["2liv.tv"], [OFF]), ["name", "english-label"])
    case(g, "三星电视关了", one(["2liv.tv"], [OFF]), ["name", "brand-zh"])
    case(g, "Sonos暂停", one(["2mb.sonos"], [PAUSE, SETPB]), ["name", "english-label", "media"])
    case(g, "JBL 放首歌听听", one(["2g.jbl"], [PLAY, SETPB]), ["name", "english-label", "media"])
    case(g, "bose下一首", one(["3liv.bose"], [NEXT]), ["name", "english-label", "media"])
    case(g, "Hue Go 打开", one(["3liv.hue"], [ON]), ["name", "english-label"])
    case(g, "功放开一下", one(["b1av.amp"], [ON]), ["name", "unique-type", "colloquial"])
    case(g, "把大白开开", one(["2liv.pur"], [APFM, FSP]), ["name", "nickname", "no-switch", "air", "dialect"])
    case(g, "大白关了吧", one(["2liv.pur"], [APFM, FSP]), ["name", "nickname", "no-switch", "air"])
    case(g, "小太阳开开", one(["1sun.sun"], [ON]), ["name", "nickname", "plug", "dialect"])
    case(g, "新风开开", one(["3liv.fresh"], [ON]), ["name", "unique-type", "air"])
    case(g, "鱼缸关一下", one(["2liv.fish"], [OFF]), ["name", "plug"])
    case(g, "收音机开开，俺爹要听戏", one(["1liv.radio"], [ON]), ["name", "plug", "dialect"])
    case(g, "按摩椅给俺开开", one(["1liv.chair"], [ON]), ["name", "plug", "dialect"])
    case(g, "电热毯开开，俺娘说被窝凉", one(["1mb.blanket"], [ON]), ["name", "plug", "dialect"])
    case(g, "电饭锅插座关了", one(["1kit.cooker"], [OFF]), ["name", "plug"])
    case(g, "饮水机关了吧", one(["2din.water"], [OFF]), ["name", "plug"])
    case(g, "净水器断个电", one(["3kit.ro"], [OFF]), ["name", "plug", "colloquial"])
    case(g, "跑步机插座开开", one(["3gym.tread"], [ON]), ["name", "plug"])
    case(g, "电脑插座关了", one(["2st.pc"], [OFF]), ["name", "partial-name", "plug"])
    case(g, "阳台插座开开", one(["2bal.plug"], [ON]), ["name", "plug"])
    case(g, "把那个wemo插座关了", one(["3liv.wemo"], [OFF]), ["name", "no-label", "plug", "code-mixed"])
    case(g, "储藏室灯开开", one(["x.storage"], [ON]), ["name", "stale-room"])
    case(g, "楼梯灯开开", one(["st.light"], [ON]), ["name", "partial-name", "asr-label"])
    case(g, "楼梯间感应灯关了", one(["st.light"], [OFF]), ["name", "asr-label"])
    case(g, "大黄蜂去扫扫地", one(["2liv.robot"], [RVC_START]), ["name", "nickname", "appliance"])
    case(g, "大黄风回去充电吧", one(["2liv.robot"], [RVC_HOME]), ["name", "nickname", "asr-homophone", "appliance"])
    case(g, "大黄蜂先停一下", one(["2liv.robot"], [RVC_PAUSE]), ["name", "nickname", "appliance"])
    case(g, "扫地机器人开始扫地", one(["2liv.robot"], [RVC_START]), ["type", "unique-type", "appliance"])
    case(g, "浇菜阀门打开", one(["y.valve"], [VALVE_OPEN]), ["name", "valve"])
    case(g, "浇菜的阀门关了", one(["y.valve"], [VALVE_CLOSE]), ["name", "valve", "partial-name"])
    case(g, "院子大门开开", one(["y.gate"], [UNLOCK]), ["name", "security", "dialect"])
    case(g, "车库门关上", one(["b1g.door"], [DOOR_CLOSE]), ["name", "unique-type"])
    case(g, "车库门打开，俺要出车", one(["b1g.door"], [DOOR_OPEN]), ["name", "unique-type", "dialect"])
    case(g, "车库警笛关了", one(["b1g.siren"], [ALARM_OFF, OFF]), ["name", "security"])
    case(g, "给旺财喂点饭", one(["y.feeder"], [ANY]), ["name", "no-spec", "partial-name"])
    case(g, "天窗关上", one(["1sun.skylight"], [WS_CLOSE]), ["name", "cover", "unique-type"])
    case(g, "遮阳帘拉开", one(["1sun.shade"], [WS_OPEN, WSL]), ["name", "cover"])
    case(g, "百叶窗关上", one(["2st.blind"], [WS_CLOSE, TILT]), ["name", "cover"])
    case(g, "纱帘拉上", one(["2liv.sheer"], [WS_CLOSE, WSL]), ["name", "cover"])
    case(g, "遮光帘拉上", one(["2mb.blackout"], [WS_CLOSE, WSL]), ["name", "cover"])
    case(g, "洗碗机开始洗", one(["2kit.dw"], [OP_START]), ["name", "appliance", "unique-type"])
    case(g, "洗衣机启动", one(["b1l.washer"], [OP_START]), ["name", "appliance", "unique-type"])
    case(g, "烘干机停了吧", one(["b1l.dryer"], [OP_STOP, OP_PAUSE, OFF]), ["name", "appliance"])
    case(g, "排气扇开开", one(["2b.exhaust"], [ON]), ["name", "unique-type"])
    case(g, "镜前灯开开", one(["2b.mirror"], [ON]), ["name"])
    case(g, "阳台灯关了", one(["2bal.light"], [OFF]), ["name"])
    case(g, "路灯开开", one(["y.road"], [ON]), ["name", "category-by-name"])
    case(g, "车库灯开开", one(["b1g.light"], [ON]), ["name", "category-by-name"])
    case(g, "阳光房吊灯开开", one(["1sun.lamp"], [ON]), ["room", "name", "category-by-name"])
    case(g, "餐厅吊灯关了", one(["2din.pend"], [OFF]), ["room", "name", "partial-name"])
    case(g, "餐厅壁灯开开", one(["2liv.wall"], [ON]), ["name", "name-other-room"])
    case(g, "儿童房小夜灯开开", one(["3mb.kidnight"], [ON]), ["name", "name-other-room"])
    case(g, "爸妈屋空调开开", one(["1mb.ac"], [ON]), ["name", "climate"])
    case(g, "格力空调关了", one(["1liv.ac"], [OFF]), ["name", "climate", "brand"])
    case(g, "海信电视开开", one(["1liv.tv"], [ON]), ["name", "media", "brand"])
    case(g, "小米电视关了", one(["3liv.tv"], [OFF]), ["name", "media", "brand"])
    case(g, "一楼燃气报警器静音", one(["1kit.gas"], [MUTE, SETMUTE]), ["name", "floor", "security"])
    case(g, "一楼门锁锁上", one(["1liv.lock"], [LOCK]), ["name", "security"])
    case(g, "二楼入户门锁上", one(["2liv.lock"], [LOCK]), ["name", "security", "floor"])
    case(g, "弟弟家门锁开一下", one(["3liv.lock"], [UNLOCK]), ["name", "security", "flat-alias"])
    case(g, "新峰开开", one(["3liv.fresh"], [ON]), ["name", "asr-homophone", "air"])
    case(g, "旺才的饭盆该喂了", one(["y.feeder"], [ANY]), ["name", "asr-homophone", "no-spec"])
    case(g, "沙帘拉开", one(["2liv.sheer"], [WS_OPEN, WSL]), ["name", "asr-homophone", "cover"])
    case(g, "牛牛台灯关了", one(["2g.desk"], [OFF]), ["name", "asr-homophone"])
    case(g, "葡萄家彩灯开开", one(["y.grape"], [ON]), ["name", "asr-homophone"])
    case(g, "遮光连拉上", one(["2mb.blackout"], [WS_CLOSE, WSL]), ["name", "asr-homophone", "cover"])
    case(g, "索诺斯暂停一下", one(["2mb.sonos"], [PAUSE, SETPB]), ["name", "asr-homophone", "media"])
    case(g, "海星电视开开", one(["1liv.tv"], [ON]), ["name", "asr-homophone", "media"])
    case(g, "攻防打开", one(["b1av.amp"], [ON]), ["name", "asr-homophone", "media"])
    case(g, "那个灯带，电视墙那个，关了", one(["2liv.strip"], [OFF]), ["name", "word-order", "colloquial"])
    case(g, "把那个健身的射灯关了", one(["3gym.spot"], [OFF]), ["name", "partial-name", "colloquial"])
    case(g, "楼梯口的灯开开", one(["st.light"], [ON]), ["name", "partial-name", "asr-label"])
    case(g, "大门开开", one(["y.gate"], [UNLOCK]), ["name", "partial-name", "security"])
    case(g, "ＪＢＬ暂停", one(["2g.jbl"], [PAUSE, SETPB]), ["name", "english-label", "fullwidth", "media"])
    case(g, "关掉車庫燈", one(["b1g.light"], [OFF]), ["name", "traditional", "category-by-name"])
    case(g, "把書房空調關了", one(["2st.ac"], [OFF]), ["room", "type", "traditional", "climate"])
    case(g, "弟弟家卧室灯开开", one(["3mb.light"], [ON]), ["name", "flat-alias"])

    # ===================================================================== room + type
    g = "room"
    case(g, "一楼厨房灯开开", one(["1kit.light"], [ON]), ["room", "type", "floor", "category-by-name", "duplicate-label"])
    case(g, "二楼厨房的灯关了", one(["2kit.light"], [OFF]), ["room", "type", "floor", "duplicate-label"])
    case(g, "弟弟家厨房开灯", one(["3kit.light"], [ON]), ["room", "type", "flat-alias", "duplicate-label"])
    case(g, "三楼厨房灯暗一点", one(["3kit.light"], [LVL, STEP]), ["room", "type", "floor", "relative", "level"])
    case(g, "1楼主卧的吸顶灯关了", one(["1mb.ceil"], [OFF]), ["room", "name", "floor", "duplicate-label"])
    case(g, "书房吸顶灯开开", one(["2st.ceil"], [ON]), ["room", "name", "duplicate-label"])
    case(g, "儿童房吸顶灯调成粉红色", one(["3kid.ceil"], [COLOR, HUE]), ["room", "name", "duplicate-label", "color"])
    case(g, "洗衣房的灯开开", one(["b1l.ceil"], [ON]), ["room", "type", "room-alias", "english-room"])
    case(g, "B1 laundry 吸顶灯关了", one(["b1l.ceil"], [OFF]), ["room", "name", "english-room", "duplicate-label"])
    case(g, "一楼客厅吸顶灯调暖一点", one(["1liv.ceil"], [CT, CTSTEP]), ["room", "name", "duplicate-label", "color-temperature", "relative"])
    case(g, "二楼卫生间开灯", one(lights("r2bath"), [ON]), ["room", "type", "english-room", "room-multi", "ambiguous-soft"])
    case(g, "三楼卫生间的灯关了", one(["3b.light"], [OFF]), ["room", "type", "floor"])
    case(g, "爸妈那屋卫生间灯开开", one(["1bath.light"], [ON]), ["room", "type", "flat-alias", "duplicate-label"])
    case(g, "二楼主卧床头灯开开", one(["2mb.bed"], [ON]), ["room", "name", "duplicate-label"])
    case(g, "三楼床头灯调成暖光", one(["3mb.bed"], [CT, CTSTEP]), ["floor", "name", "duplicate-label", "color-temperature"])
    case(g, "一楼床头灯亮一点", one(["1mb.bed"], [LVL, STEP]), ["floor", "name", "duplicate-label", "relative", "level"])
    case(g, "二楼主卧窗帘拉开", one(["2mb.curtain"], [WS_OPEN, WSL]), ["room", "name", "duplicate-label", "cover"])
    case(g, "三楼主卧窗帘关上", one(["3mb.curtain"], [WS_CLOSE, WSL]), ["room", "name", "duplicate-label", "cover"])
    case(g, "1楼主卧窗帘拉开一半", one(["1mb.curtain"], [WSL]), ["room", "name", "duplicate-label", "cover", "level"])
    case(g, "二楼客厅空调开开", one(["2liv.ac"], [ON]), ["room", "type", "duplicate-label", "climate"])
    case(g, "弟弟家客厅空调关了", one(["3liv.ac"], [OFF]), ["room", "type", "flat-alias", "duplicate-label", "climate"])
    case(g, "1楼客厅空调关了", one(["1liv.ac"], [OFF]), ["room", "type", "climate"])
    case(g, "二楼主卧空调调到26度", one(["2mb.ac"], [COOLSP, HEATSP]), ["room", "type", "duplicate-label", "climate", "temperature"])
    case(g, "三楼主卧空调制冷", one(["3mb.ac"], [ACMODE]), ["room", "type", "duplicate-label", "climate", "mode"])
    case(g, "闺女屋里空调开开", one(["2g.ac"], [ON]), ["room", "type", "room-alias", "climate", "dialect"])
    case(g, "妞妞屋的窗帘拉上", one(["2g.curtain"], [WS_CLOSE, WSL]), ["room", "type", "room-alias", "cover"])
    case(g, "弟弟家客厅窗帘拉开", one(["3liv.curtain"], [WS_OPEN, WSL]), ["room", "type", "flat-alias", "cover"])
    case(g, "二楼客厅窗帘拉上", one(["2liv.curtain"], [WS_CLOSE, WSL]), ["room", "name", "duplicate-label", "cover"])
    case(g, "一楼客厅窗帘打开", one(["1liv.curtain"], [WS_OPEN, WSL]), ["room", "name", "duplicate-label", "cover"])
    case(g, "弟弟家的电视开开", one(["3liv.tv"], [ON]), ["type", "flat-alias", "media"])
    case(g, "爸妈那层的电视关了", one(["1liv.tv"], [OFF]), ["type", "flat-alias", "media"])
    case(g, "二楼的电视开开", one(["2liv.tv"], [ON]), ["type", "floor", "media"])
    case(g, "车库的灯关了", one(["b1g.light"], [OFF]), ["room", "type", "category-by-name"])
    case(g, "健身房灯开开", one(["3gym.spot"], [ON]), ["room", "type", "code-room", "unknown-room"])
    case(g, "健身房风扇开开", one(["3gym.fan"], [ON, FANSPEED]), ["name", "code-room", "fan"])
    case(g, "3F-02 的灯关了", one(["3gym.spot"], [OFF]), ["room", "type", "code-room"])
    case(g, "影音室开灯", one(lights("rb1av"), [ON]), ["room", "type", "room-multi", "ambiguous-soft"])
    case(g, "阳光房的灯开开", one(["1sun.lamp"], [ON]), ["room", "type", "category-by-name"])
    case(g, "2F餐厅灯开开", one(["2din.pend", "2liv.wall"], [ON]), ["room", "type", "name-other-room", "room-multi"])
    case(g, "二楼女儿房台灯调到百分之三十", one(["2g.desk"], [LVL]), ["room", "type", "level", "numeral-zh"])
    case(g, "书房台灯调亮点", one(["2st.desk"], [LVL, STEP]), ["room", "type", "relative", "level"])
    case(g, "三楼儿童房空调调到26度", one(["3kid.ac"], [COOLSP, HEATSP]), ["room", "type", "climate", "temperature"])
    case(g, "地下室车库灯关了", one(["b1g.light"], [OFF]), ["room", "room-alias", "category-by-name"])
    case(g, "爸妈屋的窗帘拉上", one(["1mb.curtain"], [WS_CLOSE, WSL]), ["room", "room-alias", "type", "cover"])
    case(g, "Bathroom 2F 的排气扇关了", one(["2b.exhaust"], [OFF]), ["room", "name", "english-room", "code-mixed"])
    case(g, "laundry 那个洗衣机开始洗", one(["b1l.washer"], [OP_START]), ["room", "english-room", "code-mixed", "appliance"])
    case(g, "院子里的彩灯开开", one(["y.grape"], [ON]), ["room", "partial-name"])
    case(g, "三楼卫生间浴霸开开", one(["3b.heater"], [ON]), ["room", "type", "duplicate-label"])
    case(g, "一楼浴霸开开", one(["1bath.heater"], [ON]), ["floor", "type", "duplicate-label"])
    case(g, "二楼厕所的热水器关了", one(["2b.wh"], [TM_OFF, TM_SET]), ["room", "room-alias", "type", "water-heater"])

    # ===================================================================== numbered members
    g = "num"
    case(g, "筒灯3关了", one(["2liv.dl3"], [OFF]), ["numbered", "name"])
    case(g, "3号筒灯调暗点", one(["2liv.dl3"], [LVL, STEP]), ["numbered", "relative", "level"])
    case(g, "把筒灯三打开", one(["2liv.dl3"], [ON]), ["numbered", "numeral-zh"])
    case(g, "第三个筒灯开开", one(["2liv.dl3"], [ON]), ["numbered", "ordinal"])
    case(g, "筒灯一开开", one(["2liv.dl1"], [ON]), ["numbered", "numeral-zh"])
    case(g, "筒灯6亮度调到20", one(["2liv.dl6"], [LVL]), ["numbered", "level"])
    case(g, "五号筒灯关了", one(["2liv.dl5"], [OFF]), ["numbered", "numeral-zh"])
    case(g, "筒灯七打开", clar(DL, [ON]), ["numbered", "missing-member", "clarify"])
    case(g, "射灯2开开", one(["b1av.s2"], [ON]), ["numbered", "padded"])
    case(g, "射灯-04亮度调到百分之四十", one(["b1av.s4"], [LVL]), ["numbered", "padded", "level", "numeral-zh"])
    case(g, "二号射灯关了", one(["b1av.s2"], [OFF]), ["numbered", "padded", "numeral-zh"])
    case(g, "影音室射灯1调暗一点", one(["b1av.s1"], [LVL, STEP]), ["numbered", "padded", "room", "relative"])
    case(g, "射灯5开开", clar(SPOTS, [ON]), ["numbered", "padded", "missing-member", "clarify"])
    case(g, "第二个射灯调到一半亮度", one(["b1av.s2"], [LVL]), ["numbered", "ordinal", "padded", "level"])
    case(g, "射灯03调到十", one(["b1av.s3"], [LVL]), ["numbered", "padded", "level", "numeral-zh"])
    case(g, "筒灯都关了", every([OFF], keys=DL), ["numbered", "bulk-all"])
    case(g, "筒灯一到三打开", every([ON], keys=DL[:3]), ["numbered", "bulk-all", "numeral-zh", "range"])
    case(g, "除了筒灯6，其他筒灯都开开", every([ON], keys=DL, ex_keys=["2liv.dl6"]), ["numbered", "bulk-except", "exclude-name"])
    case(g, "把所有射灯都打开", every([ON], keys=SPOTS + ["3gym.spot"]), ["numbered", "bulk-all", "partial-name"])
    case(g, "筒灯1和筒灯2关了", every([OFF], keys=DL[:2]), ["numbered", "two-targets"])
    case(g, "恁把二楼客厅筒灯都开开", every([ON], keys=DL), ["numbered", "bulk-all", "room", "dialect"])
    case(g, "筒灯开两个", one(DL, [ON]), ["numbered", "quantifier-count", "ambiguous-soft"])

    # ===================================================================== bulk
    g = "bulk"
    case(g, "全屋的灯都关了", every([OFF], family="light"), ["bulk-all", "type", "category-by-name"])
    case(g, "把整栋楼的灯全关了", every([OFF], family="light"), ["bulk-all", "type", "colloquial"])
    case(g, "一楼的灯全关了", every([OFF], family="light", floors=[1]), ["bulk-all", "floor"])
    case(g, "爸妈那层的灯都开开", every([ON], family="light", floors=[1]), ["bulk-all", "flat-alias", "dialect"])
    case(g, "弟弟家的灯全关了", every([OFF], family="light", floors=[3]), ["bulk-all", "flat-alias"])
    case(g, "三楼所有灯打开", every([ON], family="light", floors=[3]), ["bulk-all", "floor"])
    case(g, "二楼的灯都关了", every([OFF], family="light", floors=[2]), ["bulk-all", "floor"])
    case(g, "2楼所有的灯开开", every([ON], family="light", floors=[2]), ["bulk-all", "floor", "dialect"])
    case(g, "负一楼的灯全关", every([OFF], family="light", floors=["B1"]), ["bulk-all", "floor", "room-alias"])
    case(g, "地下室的灯都开开", every([ON], family="light", floors=["B1"]), ["bulk-all", "floor", "room-alias"])
    case(g, "除了卧室，灯都关了", every([OFF], family="light", ex_rooms=BEDROOMS), ["bulk-except", "room-group"])
    case(g, "二楼除了书房，其他灯都关了", every([OFF], family="light", floors=[2], ex_rooms=["r2study"]), ["bulk-except", "floor", "room"])
    case(g, "一楼二楼的灯都打开", every([ON], family="light", floors=[1, 2]), ["bulk-all", "floor", "room-multi-scope"])
    case(g, "除了弟弟家，其他灯全关", every([OFF], family="light", ex_floors=[3]), ["bulk-except", "flat-alias"])
    case(g, "院子和车库的灯关了", every([OFF], family="light", rooms=["ryard", "rb1gar"]), ["bulk-all", "room", "category-by-name", "room-multi-scope"])
    case(g, "能调颜色的灯都调成蓝色", every([COLOR, HUE], family="light"), ["bulk-all", "capability-subset", "color"])
    case(g, "二楼能调色温的灯都调成暖光", every([CT], family="light", floors=[2]), ["bulk-all", "capability-subset", "color-temperature", "floor"])
    case(g, "所有灯亮度调到50%", every([LVL], family="light"), ["bulk-all", "capability-subset", "level"])
    case(g, "一楼的灯都调到最暗", every([LVL], family="light", floors=[1]), ["bulk-all", "capability-subset", "level", "floor"])
    case(g, "弟弟家能调亮度的灯都调到百分之六十", every([LVL], family="light", floors=[3]), ["bulk-all", "capability-subset", "level", "flat-alias", "numeral-zh"])
    case(g, "全家的空调都关了", every([OFF], family="ac"), ["bulk-all", "climate"])
    case(g, "二楼的空调全开开", every([ON], family="ac", floors=[2]), ["bulk-all", "climate", "floor", "dialect"])
    case(g, "二楼空调都调成制冷", every([TM_COOL, TM_SET], family="ac", floors=[2]), ["bulk-all", "climate", "mode", "floor"])
    case(g, "所有窗帘都拉开", every([WS_OPEN], family="curtain"), ["bulk-all", "cover"])
    case(g, "一楼窗帘全拉上", every([WS_CLOSE], family="curtain", floors=[1]), ["bulk-all", "cover", "floor"])
    case(g, "二楼卧室的窗帘都拉上", every([WS_CLOSE], family="curtain", rooms=["r2mb", "r2girl"]), ["bulk-all", "cover", "room-group"])
    case(g, "弟弟家的插座全关了", every([OFF], family="plug", floors=[3]), ["bulk-all", "plug", "flat-alias"])
    case(g, "二楼的插座全关了", every([OFF], family="plug", floors=[2]), ["bulk-all", "plug", "floor"])
    case(g, "把所有门都锁上", every([LOCK], family="lock"), ["bulk-all", "security"])
    case(g, "所有音箱都暂停", every([PAUSE], family="speaker"), ["bulk-all", "media"])
    case(g, "二楼客厅的灯全关了，留着灯带", every([OFF], family="light", rooms=["r2liv"], ex_keys=["2liv.strip"]), ["bulk-except", "exclude-name", "room"])
    case(g, "二楼客厅的灯都打开", every([ON], family="light", rooms=["r2liv"]), ["bulk-all", "room", "name-other-room"])
    case(g, "二楼除了餐厅，灯都开开", every([ON], family="light", floors=[2], ex_rooms=["r2din"]), ["bulk-except", "name-other-room", "floor"])
    case(g, "儿童房的灯都关了", every([OFF], family="light", rooms=["r3kid"]), ["bulk-all", "room", "name-other-room"])
    case(g, "三楼主卧的灯都关了", every([OFF], family="light", rooms=["r3mb"]), ["bulk-all", "room", "name-other-room"])
    case(g, "楼梯间和院子的灯都开开", every([ON], family="light", rooms=["rstair", "ryard"]), ["bulk-all", "room", "room-multi-scope"])
    case(g, "全家的热水器都关了", every([TM_OFF, TM_SET], family="waterheater"), ["bulk-all", "water-heater", "no-switch"])
    case(g, "所有净化器都开到自动", every([APFM], family="purifier"), ["bulk-all", "air", "mode", "no-switch"])
    case(g, "把一楼除了主卧的灯都关了", every([OFF], family="light", floors=[1], ex_rooms=["r1mb"]), ["bulk-except", "floor", "room"])
    case(g, "除了厕所，一楼灯全关", every([OFF], family="light", floors=[1], ex_rooms=BATHROOMS), ["bulk-except", "floor", "room-alias"])
    case(g, "家里的灯除了楼梯灯全关了", every([OFF], family="light", ex_keys=["st.light"]), ["bulk-except", "exclude-name", "asr-label"])
    case(g, "妞妞睡了，她屋的灯都关了吧", every([OFF], family="light", rooms=["r2girl"]), ["bulk-all", "room-alias", "colloquial"])
    case(g, "二楼客厅灯都调到百分之三十", every([LVL], family="light", rooms=["r2liv"]), ["bulk-all", "room", "level", "numeral-zh"])
    case(g, "把护眼台灯和妞妞台灯都关了", every([OFF], keys=["2st.desk", "2g.desk"]), ["two-targets", "name"])
    case(g, "二楼主卧窗帘和遮光帘都拉上", every([WS_CLOSE], keys=["2mb.curtain", "2mb.blackout"]), ["two-targets", "cover", "room"])
    case(g, "影音室射灯全关了", every([OFF], keys=SPOTS), ["bulk-all", "room", "padded"])
    case(g, "三楼的窗帘都拉开", every([WS_OPEN], family="curtain", floors=[3]), ["bulk-all", "cover", "floor"])
    case(g, "所有卫生间的灯都关了", every([OFF], family="light", rooms=BATHROOMS), ["bulk-all", "room-group"])
    case(g, "所有客厅的空调都关了", every([OFF], family="ac", rooms=LIVINGROOMS), ["bulk-all", "room-group", "climate"])

    # ===================================================================== values
    g = "value"
    case(g, "星空灯调成粉色", one(["2g.star"], [COLOR, HUE]), ["color", "name"])
    case(g, "葡萄架彩灯换成红的", one(["y.grape"], [COLOR, HUE]), ["color", "name", "colloquial"])
    case(g, "Hue Go 调成紫色", one(["3liv.hue"], [COLOR, HUE]), ["color", "english-label"])
    case(g, "氛围灯带来个绿色", one(["b1av.strip"], [COLOR, HUE]), ["color", "name", "colloquial"])
    case(g, "二楼客厅主灯调成暖白光", one(["2liv.main"], [CT, CTSTEP]), ["color-temperature", "room", "name"])
    case(g, "餐吊灯色温调到4000K", one(["2din.pend"], [CT]), ["color-temperature", "name", "kelvin"])
    case(g, "护眼台灯调成冷白光", one(["2st.desk"], [CT, CTSTEP]), ["color-temperature", "name"])
    case(g, "二楼主卧顶灯暖一点", one(["2mb.top"], [CT, CTSTEP]), ["color-temperature", "relative", "room"])
    case(g, "弟弟家卧室灯色温调到三千K", one(["3mb.light"], [CT]), ["color-temperature", "kelvin", "numeral-zh", "flat-alias"])
    case(g, "落地灯换成白光", one(["1liv.floor"], [CT, CTSTEP]), ["color-temperature", "name"])
    case(g, "妞妞台灯调到百分之三十", one(["2g.desk"], [LVL]), ["level", "name", "numeral-zh"])
    case(g, "月亮灯亮度开到最低", one(["3kid.moon"], [LVL]), ["level", "name"])
    case(g, "镜前灯亮一点", one(["2b.mirror"], [LVL, STEP]), ["level", "relative", "name"])
    case(g, "葡萄架彩灯暗一点", one(["y.grape"], [LVL, STEP]), ["level", "relative", "name"])
    case(g, "把 Hue Go 的 brightness 调到 50", one(["3liv.hue"], [LVL]), ["level", "code-mixed", "english-label"])
    case(g, "爸妈屋空调调到制热", one(["1mb.ac"], [TM_HEAT, TM_SET]), ["climate", "mode", "name"])
    case(g, "弟弟家客厅空调除湿", one(["3liv.ac"], [TM_SET]), ["climate", "mode", "flat-alias"])
    case(g, "二楼客厅空调风速调到高档", one(["2liv.ac"], [ACFAN, FSP]), ["climate", "fan", "room"])
    case(g, "二楼客厅空调开自然风", one(["2liv.ac"], [WIND]), ["climate", "mode", "room"])
    case(g, "儿童房空调调到二十五度", one(["3kid.ac"], [COOLSP, HEATSP]), ["climate", "temperature", "numeral-zh", "name"])
    case(g, "书房空调温度调到27", one(["2st.ac"], [COOLSP, HEATSP]), ["climate", "temperature", "name"])
    case(g, "二楼客厅空调调高两度", one(["2liv.ac"], [COOLSP, HEATSP]), ["climate", "temperature", "relative"])
    case(g, "健身房风扇开到三档", one(["3gym.fan"], [FANSPEED]), ["fan", "numeral-zh", "name"])
    case(g, "落地扇风大点", one(["2st.fan"], [FSP, ACFAN]), ["fan", "relative", "no-switch"])
    case(g, "落地扇摇头", one(["2st.fan"], [OSC]), ["fan", "mode"])
    case(g, "落地扇开自然风", one(["2st.fan"], [WIND]), ["fan", "mode"])
    case(g, "遮光帘拉一半", one(["2mb.blackout"], [WSL]), ["cover", "level"])
    case(g, "纱帘拉开一点", one(["2liv.sheer"], [WSSTEP, WSL]), ["cover", "relative"])
    case(g, "二楼客厅窗帘开到百分之七十", one(["2liv.curtain"], [WSL]), ["cover", "level", "numeral-zh", "room"])
    case(g, "百叶窗叶片调到一半", one(["2st.blind"], [TILT]), ["cover", "level"])
    case(g, "遮阳帘叶片角度调到三十", one(["1sun.shade"], [TILT]), ["cover", "level", "numeral-zh"])
    case(g, "Sonos 音量调到20", one(["2mb.sonos"], [VOL]), ["volume", "media", "english-label"])
    case(g, "Soundbar 声音小点", one(["2liv.sb"], [VDOWN, VOL]), ["volume", "media", "relative"])
    case(g, "Bose静音", one(["3liv.bose"], [MUTE, SETMUTE]), ["volume", "media"])
    case(g, "JBL 大声点", one(["2g.jbl"], [VUP, VOL]), ["volume", "media", "relative"])
    case(g, "功放音量调到三十", one(["b1av.amp"], [VOL]), ["volume", "media", "numeral-zh"])
    case(g, "sonos声音调到十五", one(["2mb.sonos"], [VOL]), ["volume", "media", "numeral-zh"])
    case(g, "海信电视换到5台", one(["1liv.tv"], [KEY]), ["channel", "media"])
    case(g, "Samsung TV 换下一个台", one(["2liv.tv"], [NEXT, KEY]), ["channel", "media", "english-label"])
    case(g, "功放切到HDMI2", one(["b1av.amp"], [INPUT]), ["channel", "media"])
    case(g, "二楼热水器调到55度", one(["2b.wh"], [HEATSP]), ["water-heater", "temperature", "floor"])
    case(g, "爸妈那层热水器水温调到五十度", one(["1bath.wh"], [HEATSP]), ["water-heater", "temperature", "flat-alias", "numeral-zh"])
    case(g, "弟弟家热水器开节能模式", one(["3b.wh"], [TM_SET, MODE]), ["water-heater", "mode", "flat-alias"])
    case(g, "电热水器调到六十度", one(["1bath.wh"], [HEATSP]), ["water-heater", "temperature", "name", "numeral-zh"])
    case(g, "二楼油烟机开到最大", one(["2kit.hood"], [FANMODE, FSP]), ["appliance", "fan", "floor"])
    case(g, "弟弟家抽油烟机开开", one(["3kit.hood"], [FANMODE, FSP]), ["appliance", "no-switch", "flat-alias"])
    case(g, "大白调到睡眠模式", one(["2liv.pur"], [APFM]), ["air", "mode", "nickname"])
    case(g, "儿童房净化器风速开到百分之六十", one(["3kid.pur"], [FSP]), ["air", "fan", "room", "numeral-zh"])
    case(g, "冰箱调到速冻", one(["2kit.fridge"], [MODE]), ["appliance", "mode", "unique-type"])
    case(g, "洗衣机换成快洗", one(["b1l.washer"], [MODE]), ["appliance", "mode"])
    case(g, "洗衣机水温调到40度", one(["b1l.washer"], [TEMPSP, TEMPLVL]), ["appliance", "temperature"])
    case(g, "洗碗机用强力模式", one(["2kit.dw"], [MODE]), ["appliance", "mode"])
    case(g, "大黄蜂扫一下客厅", one(["2liv.robot"], [AREAS, RVC_START]), ["appliance", "nickname"])
    case(g, "大黄蜂换成拖地模式", one(["2liv.robot"], [MODE]), ["appliance", "nickname", "mode"])
    case(g, "浴霸温度调到38度", one(["1bath.heater"], [HEATSP]), ["capability-disambig", "duplicate-label", "temperature"])
    case(g, "一楼浴霸换气", one(["1bath.heater"], [FANMODE, TM_SET]), ["mode", "floor", "duplicate-label"])
    case(g, "车库警笛响一下", one(["b1g.siren"], [SIREN, BOTH, ON]), ["security", "name"])
    case(g, "充电桩换成谷电充电", one(["b1g.ev"], [MODE]), ["mode", "unique-type"])
    case(g, "格力空调风速调低点", one(["1liv.ac"], [ACFAN]), ["climate", "fan", "relative", "brand"])
    case(g, "主灯调成蓝色，二楼客厅那个", one(["2liv.main"], [COLOR, HUE]), ["color", "word-order", "room"])
    case(g, "一楼客厅吸顶灯调到3500K", one(["1liv.ceil"], [CT]), ["color-temperature", "kelvin", "duplicate-label", "room"])
    case(g, "把餐厅的灯调成暖光", one(["2din.pend"], [CT, CTSTEP]), ["color-temperature", "capability-subset", "name-other-room"])

    # ===================================================================== multi-command
    g = "multi"
    case(g, "书房空调开制冷调到24度", [one(["2st.ac"], [TM_COOL, TM_SET]), one(["2st.ac"], [COOLSP])],
         ["multi-command", "climate", "mode", "temperature"])
    case(g, "二楼客厅主灯打开，窗帘拉上", [one(["2liv.main"], [ON]), one(["2liv.curtain", "2liv.sheer"], [WS_CLOSE, WSL])],
         ["multi-command", "two-targets", "room", "cover"])
    case(g, "先把车库门打开，再开车库灯", [one(["b1g.door"], [DOOR_OPEN]), one(["b1g.light"], [ON])],
         ["multi-command", "sequence", "category-by-name"])
    case(g, "关了Samsung TV，再把电视墙灯带打开", [one(["2liv.tv"], [OFF]), one(["2liv.strip"], [ON])],
         ["multi-command", "sequence", "english-label"])
    case(g, "星空灯打开，调成蓝色", [one(["2g.star"], [ON]), one(["2g.star"], [COLOR, HUE])],
         ["multi-command", "color"])
    case(g, "一楼门锁锁上，院子大门也锁上", [one(["1liv.lock"], [LOCK]), one(["y.gate"], [LOCK])],
         ["multi-command", "two-targets", "security"])
    case(g, "Sonos 放歌，音量调到30", [one(["2mb.sonos"], [PLAY, SETPB]), one(["2mb.sonos"], [VOL])],
         ["multi-command", "media", "volume"])
    case(g, "关了海信电视，把落地灯调暗点", [one(["1liv.tv"], [OFF]), one(["1liv.floor"], [LVL, STEP])],
         ["multi-command", "two-targets", "relative"])
    case(g, "格力空调开开，调到制热26度", [one(["1liv.ac"], [ON]), one(["1liv.ac"], [ACMODE]), one(["1liv.ac"], [HEATSP])],
         ["multi-command", "three-commands", "climate", "mode", "temperature"])
    case(g, "三楼主卧空调制冷24度", [one(["3mb.ac"], [ACMODE]), one(["3mb.ac"], [HEATSP])],
         ["multi-command", "climate", "mode", "temperature", "heating-setpoint-only"])
    case(g, "格力空调制热28度", [one(["1liv.ac"], [ACMODE]), one(["1liv.ac"], [HEATSP])],
         ["multi-command", "climate", "mode", "temperature"])
    case(g, "弟弟家客厅空调关了，新风开开", [one(["3liv.ac"], [OFF]), one(["3liv.fresh"], [ON])],
         ["multi-command", "two-targets", "flat-alias"])
    case(g, "车库灯关了，车库门也关上", [one(["b1g.light"], [OFF]), one(["b1g.door"], [DOOR_CLOSE])],
         ["multi-command", "two-targets", "category-by-name"])
    case(g, "把一楼客厅吸顶灯关了，落地灯开开", [one(["1liv.ceil"], [OFF]), one(["1liv.floor"], [ON])],
         ["multi-command", "two-targets", "duplicate-label"])
    case(g, "妞妞台灯关了，星空灯调暗点", [one(["2g.desk"], [OFF]), one(["2g.star"], [LVL, STEP])],
         ["multi-command", "two-targets", "relative"])
    case(g, "先关书房空调再把落地扇开开", [one(["2st.ac"], [OFF]), one(["2st.fan"], [ACFAN, FSP])],
         ["multi-command", "sequence", "no-switch"])
    case(g, "影音室射灯全关，幕布放下来，功放打开",
         [every([OFF], keys=SPOTS), one(["b1av.screen"], [WS_CLOSE, WS_OPEN]), one(["b1av.amp"], [ON])],
         ["multi-command", "three-commands", "bulk-all", "media"])
    case(g, "把浇菜阀门打开，十分钟以后再关上", [one(["y.valve"], [VALVE_OPEN]), one(["y.valve"], [VALVE_CLOSE])],
         ["multi-command", "sequence", "valve", "condition"])
    case(g, "大白开开，纱帘拉开", [one(["2liv.pur"], [APFM, FSP]), one(["2liv.sheer"], [WS_OPEN, WSL])],
         ["multi-command", "two-targets", "nickname"])
    case(g, "一楼的灯全关了，把院子路灯开开", [every([OFF], family="light", floors=[1]), one(["y.road"], [ON])],
         ["multi-command", "bulk-all", "floor", "category-by-name"])
    case(g, "二楼主卧空调开开调到26度，再把遮光帘拉上",
         [one(["2mb.ac"], [ON]), one(["2mb.ac"], [COOLSP, HEATSP]), one(["2mb.blackout"], [WS_CLOSE, WSL])],
         ["multi-command", "three-commands", "climate", "cover"])
    case(g, "洗衣机开始洗，烘干机先停着，大黄蜂去扫地",
         [one(["b1l.washer"], [OP_START]), one(["2liv.robot"], [RVC_START])],
         ["multi-command", "negation", "appliance"])

    # ===================================================================== history / references
    g = "hist"
    case(g, "再亮一点", one(["2st.desk"], [LVL, STEP]), ["history", "reference", "relative"], history=["打开护眼台灯"])
    case(g, "调到26度", one(["2mb.ac"], [COOLSP, HEATSP]), ["history", "reference", "temperature"], history=["二楼主卧空调开开"])
    case(g, "它能变成绿色吗", one(["2g.star"], [COLOR, HUE]), ["history", "reference", "pronoun", "color"], history=["把星空灯打开"])
    case(g, "那个关上吧", one(["b1g.door"], [DOOR_CLOSE]), ["history", "reference", "pronoun"], history=["车库门打开"])
    case(g, "二楼的也拉开", one(["2liv.curtain"], [WS_OPEN, WSL]), ["history", "reference", "also", "floor"], history=["把1楼客厅窗帘拉开"])
    case(g, "温度再低点", one(["3liv.ac"], [COOLSP, HEATSP]), ["history", "reference", "relative", "temperature"], history=["弟弟家客厅空调开开"])
    case(g, "开到睡眠模式", one(["2liv.pur"], [APFM]), ["history", "reference", "mode"], history=["大白开开"])
    case(g, "声音大点", one(["2mb.sonos"], [VUP, VOL]), ["history", "reference", "volume"], history=["Sonos 放首歌"])
    case(g, "4号也开开", one(["2liv.dl4"], [ON]), ["history", "reference", "also", "numbered"], history=["筒灯3打开"])
    case(g, "关了吧", one(["1liv.tv"], [OFF]), ["history", "reference", "implicit"], history=["把海信电视打开"])
    case(g, "再暗一点", one(["2g.desk"], [LVL, STEP]), ["history", "reference", "relative"], history=["妞妞台灯开开"])
    case(g, "调到最大档", one(["3gym.fan"], [FANSPEED]), ["history", "reference", "fan"], history=["健身房风扇开开"])
    case(g, "还是换成黄的吧", one(["y.grape"], [COLOR, HUE]), ["history", "reference", "color"], history=["把葡萄架彩灯打开", "调成红色"])
    case(g, "三楼的也开开", one(["3kit.light"], [ON]), ["history", "reference", "also", "floor"], history=["一楼厨房灯开开"])
    case(g, "落地扇也开开", one(["2st.fan"], [ACFAN, FSP]), ["history", "also", "no-switch"], history=["书房空调开开"])
    case(g, "拉一半就行", one(["2mb.blackout"], [WSL]), ["history", "reference", "cover"], history=["打开遮光帘"])
    case(g, "它现在几度", one(["2st.ac"], [ANY]), ["history", "reference", "pronoun", "state-query"], history=["书房空调开开"])
    case(g, "把它锁上", one(["3liv.lock"], [LOCK]), ["history", "reference", "pronoun", "security"], history=["弟弟家门锁锁好了没"])
    case(g, "再来一首", one(["3liv.bose"], [NEXT, PLAY]), ["history", "reference", "media"], history=["bose 放歌"])
    case(g, "恁再把它调暖和点", one(["1mb.ac"], [HEATSP, TM_HEAT, TM_SET]), ["history", "reference", "pronoun", "dialect", "relative"], history=["爸妈屋空调开开"])
    # answers to a clarifying question
    case(g, "书房的", one(["2st.ceil"], [ON]), ["history", "clarify-followup", "duplicate-label"], history=["打开吸顶灯"])
    case(g, "俺爸妈那屋的", one(["1mb.ac"], [ON]), ["history", "clarify-followup", "flat-alias", "dialect"], history=["开空调"])
    case(g, "三楼的", one(["3mb.bed"], [ON]), ["history", "clarify-followup", "floor"], history=["床头灯开开"])
    case(g, "弟弟家的", one(["3liv.tv"], [ON]), ["history", "clarify-followup", "flat-alias"], history=["电视开开"])
    case(g, "二楼", one(["2liv.ac"], [COOLSP, HEATSP]), ["history", "clarify-followup", "floor"], history=["客厅空调调到26度"])
    case(g, "一楼那个", one(["1bath.wh"], [HEATSP]), ["history", "clarify-followup", "floor"], history=["热水器温度调到50度"])
    case(g, "妞妞的", one(["2g.desk"], [OFF]), ["history", "clarify-followup", "room-alias"], history=["台灯关了"])
    case(g, "闺女屋的", one(["2g.curtain"], [WS_CLOSE, WSL]), ["history", "clarify-followup", "room-alias"], history=["窗帘拉上"])
    case(g, "地下车库那个", one(["b1g.light"], [ON]), ["history", "clarify-followup", "room-alias"], history=["开灯"])
    case(g, "都关了吧", every([OFF], keys=BEDLAMPS), ["history", "clarify-followup", "bulk-all"], history=["床头灯关了"])
    # references without history
    case(g, "把它关了", clar(), ["reference", "no-history", "clarify", "pronoun"])
    case(g, "那个再调亮点", clar(), ["reference", "no-history", "clarify", "relative"])
    case(g, "也打开吧", clar(), ["reference", "no-history", "clarify", "also"])
    case(g, "再低两度", clar(), ["reference", "no-history", "clarify", "temperature"])
    case(g, "把它打开", clar(), ["reference", "no-history", "clarify", "pronoun"], history=["今天青岛天气咋样"])

    # ===================================================================== stated needs
    g = "need"
    case(g, "书房好热", one(["2st.ac", "2st.fan"], [ON, TM_COOL, TM_SET, COOLSP, ACFAN, FSP]), ["need", "room", "climate"])
    case(g, "二楼客厅太暗了", one(lights("r2liv"), [ON, LVL, STEP]), ["need", "room", "level"])
    case(g, "爸妈屋里好冷", one(["1mb.ac", "1mb.blanket"], [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "room-alias", "climate"])
    case(g, "弟弟家客厅好闷", one(["3liv.fresh", "3liv.pur", "3liv.ac"], [ON, ACFAN, APFM, FSP, TM_COOL, TM_SET]),
         ["need", "room", "flat-alias", "air"])
    case(g, "阳光房怪冷的", one(["1sun.sun", "1sun.skylight"], [ON, WS_CLOSE]), ["need", "room", "dialect"])
    case(g, "影音室太亮了", one(lights("rb1av"), [OFF, LVL, STEP]), ["need", "room", "level"])
    case(g, "二楼卫生间好潮", one(["2b.exhaust"], [ON]), ["need", "room", "english-room"])
    case(g, "妞妞屋里太晒了", one(["2g.curtain"], [WS_CLOSE, WSL]), ["need", "room-alias", "cover"])
    case(g, "健身房热死了", one(["3gym.fan"], [ON, FANSPEED]), ["need", "code-room", "fan"])
    case(g, "俺在书房看书，光线不够", one(lights("r2study"), [ON, LVL, STEP]), ["need", "room", "dialect"])
    case(g, "二楼主卧太亮了，睡不着", one(lights("r2mb") + ["2mb.blackout", "2mb.curtain"], [OFF, LVL, STEP, WS_CLOSE, WSL]),
         ["need", "room"])
    case(g, "弟弟家儿童房空气不好", one(["3kid.pur"], [APFM, FSP]), ["need", "room", "air"])
    case(g, "咋还不开灯嘛，影音室黑乎乎的", one(lights("rb1av"), [ON, LVL, STEP]), ["need", "room", "dialect"])
    case(g, "二楼客厅有点冷", one(["2liv.ac"], [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "room", "climate"])
    case(g, "车库里黑咕隆咚的", one(["b1g.light"], [ON]), ["need", "room", "dialect", "category-by-name"])
    case(g, "好热啊", clar(ACS), ["need", "need-no-place", "clarify"])
    case(g, "太暗了", clar(), ["need", "need-no-place", "clarify"])
    case(g, "有点冷", clar(ACS), ["need", "need-no-place", "clarify"])
    case(g, "屋里好闷啊", clar(), ["need", "need-no-place", "clarify"])
    case(g, "俺热得受不了了", clar(ACS), ["need", "need-no-place", "clarify", "dialect"])

    # ===================================================================== quantifier with count
    g = "count"
    case(g, "二楼客厅随便开两盏灯", one(lights("r2liv"), [ON]), ["quantifier-count", "room", "ambiguous-soft"])
    case(g, "影音室开一个射灯就行", one(SPOTS, [ON]), ["quantifier-count", "room", "ambiguous-soft"])
    case(g, "随便开两盏灯", clar(), ["quantifier-count", "clarify", "ambiguous"])
    case(g, "一楼客厅开一盏灯就行", one(lights("r1liv"), [ON]), ["quantifier-count", "room", "ambiguous-soft"])

    # ===================================================================== state questions
    g = "state"
    case(g, "二楼客厅现在几度", one(["2liv.th", "2liv.ac"], [ANY]), ["state-query", "room"])
    case(g, "门锁好了没", one(LOCKS, [ANY]), ["state-query", "security", "type"])
    case(g, "车库门关了没", one(["b1g.door"], [ANY]), ["state-query", "unique-type"])
    case(g, "厨房漏水了吗", one(["1kit.leak"], [ANY]), ["state-query", "unique-type"])
    case(g, "燃气有没有泄漏", one(["1kit.gas", "2kit.gas"], [ANY]), ["state-query", "security"])
    case(g, "洗衣机洗完了吗", one(["b1l.washer"], [ANY]), ["state-query", "appliance"])
    case(g, "弟弟家客厅湿度多少", one(["3liv.th"], [ANY]), ["state-query", "flat-alias"])
    case(g, "二楼主卧窗户关好了吗", one(["2mb.win"], [ANY]), ["state-query", "room"])
    case(g, "车库一氧化碳超标没", one(["b1g.co"], [ANY]), ["state-query", "security"])
    case(g, "冰箱门关了没", one(["2kit.fridge"], [ANY]), ["state-query", "appliance"])
    case(g, "院子里下雨了吗", one(["y.rain"], [ANY]), ["state-query", "room"])
    case(g, "一楼地暖现在多少度", one(["1liv.heat"], [ANY]), ["state-query", "no-spec"])
    case(g, "书房空调现在是制冷还是制热", one(["2st.ac"], [ANY]), ["state-query", "climate"])
    case(g, "大黄蜂在干嘛", one(["2liv.robot"], [ANY]), ["state-query", "nickname"])
    case(g, "Sonos 在放啥", one(["2mb.sonos"], [ANY]), ["state-query", "media"])
    case(g, "二楼客厅有人吗", one(["2liv.motion"], [ANY]), ["state-query", "room"])
    case(g, "充电桩在充电吗", one(["b1g.ev"], [ANY]), ["state-query", "unique-type"])
    case(g, "一楼客厅温度多少", one(["1liv.th", "1liv.ac", "1liv.heat"], [ANY]), ["state-query", "room", "no-spec"])
    case(g, "儿童房的灯关了没", one(lights("r3kid"), [ANY]), ["state-query", "room", "name-other-room"])
    case(g, "弟弟家门锁锁上了嘛", one(["3liv.lock"], [ANY]), ["state-query", "security", "dialect"])
    case(g, "院子大门锁了没", one(["y.gate"], [ANY]), ["state-query", "security"])
    case(g, "客厅几度了", clar(["1liv.th", "2liv.th", "3liv.th"], []), ["state-query", "clarify", "duplicate-label"])
    case(g, "热水器烧好了没", clar(HEATERS, []), ["state-query", "clarify", "duplicate-label"])

    # ===================================================================== clarify
    g = "clar"
    case(g, "打开吸顶灯", clar(CEILS, [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "关客厅窗帘", clar(LIV_CURTAINS, [WS_CLOSE]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "床头灯开开", clar(BEDLAMPS, [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "开空调", clar(ACS, [ON]), ["clarify", "type", "ambiguous"])
    case(g, "客厅空调调到26度", clar(["1liv.ac", "2liv.ac", "3liv.ac"], [COOLSP, HEATSP]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "主卧空调开开", clar(["1mb.ac", "2mb.ac", "3mb.ac"], [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "厨房灯开开", clar(KITCHEN_LIGHTS, [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "热水器温度调到50度", clar(HEATERS, [HEATSP]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "浴霸开开", clar(["1bath.heater", "3b.heater"], [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "楼上空调开开", clar(select(family="ac", floors=[2, 3]), [ON]), ["clarify", "updown-ambiguous"])
    case(g, "楼下的灯开开", clar([], [ON]), ["clarify", "updown-ambiguous"])
    case(g, "楼上的窗帘拉开", clar(select(family="curtain", floors=[2, 3]), [WS_OPEN]), ["clarify", "updown-ambiguous"])
    case(g, "空调", clar(ACS), ["clarify", "no-verb"])
    case(g, "窗帘", clar(select(family="curtain")), ["clarify", "no-verb"])
    case(g, "书房空调", clar(["2st.ac"]), ["clarify", "no-verb"])
    case(g, "二楼客厅主灯", clar(["2liv.main"]), ["clarify", "no-verb"])
    case(g, "电视开开", clar(TVS, [ON]), ["clarify", "type", "ambiguous"])
    case(g, "台灯关了", clar(["2st.desk", "2g.desk"], [OFF]), ["clarify", "partial-name", "ambiguous"])
    case(g, "把净化器开开", clar(PURIFIERS, [APFM, FSP]), ["clarify", "type", "ambiguous"])
    case(g, "插座关了", clar(select(family="plug"), [OFF]), ["clarify", "type", "ambiguous"])
    case(g, "风扇开开", clar(["2st.fan", "3gym.fan"], [ON, ACFAN, FSP]), ["clarify", "type", "ambiguous"])
    case(g, "音箱暂停", clar(SPEAKERS, [PAUSE]), ["clarify", "type", "ambiguous"])
    case(g, "油烟机开开", clar(["2kit.hood", "3kit.hood"], [FANMODE]), ["clarify", "partial-name", "ambiguous"])
    case(g, "卫生间灯开开", clar(BATH_LIGHTS, [ON]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "俺家客厅灯开开", clar(lights(*LIVINGROOMS), [ON]), ["clarify", "flat-ambiguous", "dialect"])
    case(g, "俺家的灯全关了", clar([], [OFF]), ["clarify", "flat-ambiguous", "dialect"])
    case(g, "温湿度计多少度", clar(["1liv.th", "2liv.th", "3liv.th"]), ["clarify", "duplicate-label", "state-query"])
    case(g, "主卧窗帘拉上", clar(MB_CURTAINS, [WS_CLOSE]), ["clarify", "duplicate-label", "ambiguous"])
    case(g, "开灯", clar([], [ON]), ["clarify", "type", "ambiguous"])
    case(g, "调到26度", clar(ACS), ["clarify", "no-device"])
    case(g, "把灯调成蓝色", clar([], [COLOR]), ["clarify", "type", "ambiguous", "color"])
    case(g, "等俺回家就把空调打开", clar(ACS, [ON]), ["clarify", "condition", "ambiguous", "dialect"])
    case(g, "阁楼的灯全关了", clar(), ["clarify", "unknown-room", "bulk-all"])
    case(g, "四楼空调都关了", clar(), ["clarify", "unknown-room", "bulk-all"])
    case(g, "厢房灯开开", clar(), ["clarify", "unknown-room"])
    case(g, "除了阁楼，灯都关了", clar(), ["clarify", "unknown-room", "bulk-except"])
    case(g, "地下二层的灯关了", clar(), ["clarify", "unknown-room"])
    case(g, "燃气报警器静音", clar(["1kit.gas", "2kit.gas"], [MUTE]), ["clarify", "partial-name", "ambiguous"])
    case(g, "门锁开开", clar(LOCKS, [UNLOCK]), ["clarify", "security", "ambiguous"])
    case(g, "孩子屋的灯关了", clar(lights("r2girl", "r3kid"), [OFF]), ["clarify", "room-alias", "ambiguous"])
    case(g, "灯带关了", clar(["2liv.strip", "b1av.strip"], [OFF]), ["clarify", "partial-name", "ambiguous"])
    case(g, "客厅灯开开", clar(lights(*LIVINGROOMS), [ON]), ["clarify", "room", "ambiguous"])
    case(g, "把楼下的空调关了", clar(select(family="ac", floors=[1, 2]), [OFF]), ["clarify", "updown-ambiguous"])
    case(g, "顶灯开开", clar(CEILS + ["2mb.top"], [ON]), ["clarify", "partial-name", "ambiguous"])

    # ===================================================================== none
    g = "none"
    for q, tags in [
        ("今天青岛天气咋样", ["weather"]),
        ("明天崂山下不下雨", ["weather"]),
        ("啤酒节几号开始啊", ["world"]),
        ("青岛到济南的高铁几点有", ["world"]),
        ("空调是谁发明的", ["world"]),
        ("一个灯泡多少钱", ["world"]),
        ("恁吃了嘛", ["chit-chat", "dialect"]),
        ("跟恁拉呱拉呱", ["chit-chat", "dialect"]),
        ("你是谁啊", ["chit-chat"]),
        ("恁咋这么笨呢", ["remark", "dialect"]),
        ("谢谢啊", ["chit-chat"]),
        ("俺回来了", ["remark", "dialect"]),
        ("俺娘喊俺家来吃饭", ["remark", "dialect"]),
        ("今天海边风真大", ["remark"]),
        ("别开空调", ["negation"]),
        ("灯不用关", ["negation"]),
        ("窗帘先别拉", ["negation"]),
        ("不用开灯，外面还亮堂", ["negation", "dialect"]),
        ("算了算了", ["cancel"]),
        ("等会儿再说吧", ["cancel"]),
        ("asdfghjkl", ["gibberish"]),
        ("嗯嗯啊啊", ["gibberish"]),
        ("😂😂😂", ["emoji"]),
        ("👍", ["emoji"]),
        ("哈哈哈哈哈", ["chit-chat"]),
        ("空调开着呢还是关着呢俺也不知道，恁别管了", ["negation", "dialect"]),
        ("哎呀今天真是累死了，早上送孩子上学，中午又去台东买了点东西，下午开会开到五点，回来还堵车，俺真是一点劲也没了",
         ["rambling"]),
    ]:
        case(g, q, nothing(), ["none"] + tags)
    case(g, "算了，不用了", nothing(), ["none", "cancel", "history"], history=["把二楼客厅空调开开"])
    case(g, "不对不对，俺说错了", nothing(), ["none", "cancel", "history"], history=["把车库门打开"])

    # ===================================================================== rambling that ends in a request
    g = "ramble"
    case(g, "哎呀今天在单位忙活了一天，跟俺那个同事拉呱拉了半天，回来路上又堵车，累死俺了，那个，把二楼客厅的灯开开吧",
         one(lights("r2liv"), [ON]), ["rambling", "room", "dialect", "room-multi"])
    case(g, "俺跟恁说，昨天俺娘去海边赶海，弄了一兜子蛤蜊，晚上炒了一盘，可鲜了，对了，一楼厨房的灯开开",
         one(["1kit.light"], [ON]), ["rambling", "room", "dialect", "category-by-name"])
    case(g, "嗯……那个啥……就是……俺也不知道咋说……恁帮俺把车库门关上",
         one(["b1g.door"], [DOOR_CLOSE]), ["rambling", "dialect"])
    case(g, "今天弟弟家孩子过生日，一大家子都在三楼吃饭，热热闹闹的，俺下去拿点啤酒，回头把弟弟家客厅空调调到二十四度",
         one(["3liv.ac"], [COOLSP, HEATSP]), ["rambling", "flat-alias", "temperature", "numeral-zh"])

    # ===================================================================== conditions
    g = "cond"
    case(g, "等俺到家了把二楼客厅空调打开", one(["2liv.ac"], [ON]), ["condition", "room", "dialect"])
    case(g, "要是下雨了就把天窗关上", one(["1sun.skylight"], [WS_CLOSE]), ["condition", "cover"])
    case(g, "晚上十点把院子路灯关了", one(["y.road"], [OFF]), ["condition", "category-by-name"])
    case(g, "一会儿洗完澡把三楼浴霸关了", one(["3b.heater"], [OFF]), ["condition", "floor", "duplicate-label"])
    case(g, "明天早上七点把遮光帘拉开", one(["2mb.blackout"], [WS_OPEN, WSL]), ["condition", "cover"])
    case(g, "等洗衣机洗完了就把烘干机开开", one(["b1l.dryer"], [OP_START, ON]), ["condition", "appliance"])
    case(g, "要是车库一氧化碳超标了就拉警笛", one(["b1g.siren"], [SIREN, BOTH, ON]), ["condition", "security"])
    case(g, "俺娘睡着了就把爸妈屋的灯都关了", every([OFF], family="light", rooms=["r1mb"]), ["condition", "bulk-all", "room-alias"])



TAG_MEANING = {
    "name": "names the device by (part of) its label",
    "room": "names a room",
    "type": "names a device type (灯, 空调, 窗帘, 电视 …)",
    "floor": "names a floor (一楼, 2楼, 三楼, 负一楼 …)",
    "flat-alias": "names a flat by who lives there (爸妈那层, 弟弟家)",
    "flat-ambiguous": "俺家: the speaker's flat is unknown, so it asks",
    "room-alias": "a room word that is not the room's name (闺女屋, 爸妈屋, 洗衣房, 厕所, 地下室)",
    "room-group": "a word covering several rooms (卧室, 所有卫生间, 所有客厅)",
    "room-multi": "several devices of the room fit; any of them is accepted (mode one)",
    "room-multi-scope": "a bulk command over two or more places",
    "english-label": "the label is English or a brand (Soundbar, Sonos, Hue Go)",
    "english-room": "the room name is English (Bathroom 2F, B1 Laundry)",
    "code-room": "the room is a code (3F-02); its meaning (健身房) is in the labels",
    "code-mixed": "Chinese with English words",
    "brand": "a brand name as label (格力, 海信, 小米)",
    "brand-zh": "a brand said in Chinese for an English label (三星 → Samsung TV)",
    "nickname": "a nickname label (大白, 大黄蜂, 小太阳)",
    "asr-homophone": "the name as speech recognition mishears it (大黄风, 新峰, 牛牛台灯)",
    "asr-label": "the label itself is misheard/typo'd (楼梯间感应等), the user says it right",
    "no-label": "device has no label; its name is shown",
    "stale-room": "device's roomId points to a deleted room",
    "no-spec": "device's profile is not in spec.jsonl on purpose",
    "category-by-name": "a Switch relay that drives a lamp (label says 灯)",
    "name-other-room": "the label names another room than the device's room",
    "duplicate-label": "the label is shared by devices in several rooms",
    "partial-name": "only part of a label is said",
    "word-order": "words of the label reordered / split",
    "unique-type": "the only device of its type in the home",
    "numbered": "a member of a numbered series (筒灯1..6, 射灯-01..04)",
    "numeral-zh": "numbers in Chinese numerals",
    "ordinal": "第三个…",
    "padded": "padded index in the label (射灯-02) said without padding",
    "missing-member": "a member of the series that does not exist: asks",
    "range": "a range of members (一到三)",
    "bulk-all": "a quantifier (所有, 全, 都): mode all",
    "bulk-except": "an exclusion (除了…, 留着…)",
    "exclude-name": "the exclusion names a device",
    "capability-subset": "only the devices that can do it (能调颜色的, 亮度 on non-dimmable lights)",
    "capability-disambig": "two same-label devices, only one can do what is asked",
    "two-targets": "two devices in one sentence",
    "multi-command": "two or more commands in one sentence",
    "three-commands": "three commands in one sentence",
    "sequence": "先…再…",
    "level": "a level or percentage",
    "relative": "a relative change (亮一点, 调高两度, 风大点)",
    "color": "a colour",
    "color-temperature": "warm / cool white or kelvin",
    "kelvin": "a kelvin value",
    "climate": "air conditioner",
    "mode": "a mode or program",
    "temperature": "a target temperature",
    "heating-setpoint-only": "Ac.v1 sets its target only through the heating setpoint, also when cooling",
    "fan": "fan speed / fan mode",
    "air": "purifiers, fresh air",
    "cover": "curtains, blinds, shades, skylight",
    "media": "TV, speakers, amplifier",
    "volume": "volume or mute",
    "channel": "TV channel / input source",
    "water-heater": "water heaters",
    "appliance": "washer, dryer, dishwasher, fridge, robot, hood",
    "security": "locks, gas alarm, siren, CO",
    "valve": "water valve",
    "plug": "smart plugs",
    "no-switch": "the device has no switch; another command turns it on/off",
    "history": "earlier turns in `history`",
    "reference": "refers to an earlier turn",
    "pronoun": "它 / 那个",
    "also": "也 (the same action on another device)",
    "implicit": "no device word at all, the last device is meant",
    "clarify-followup": "answers an earlier clarifying question",
    "no-history": "a reference with nothing to refer to: asks",
    "need": "states a need, not a command (好热, 太暗了)",
    "need-no-place": "a need without a place: asks",
    "quantifier-count": "随便开两盏 / 开一个就行",
    "state-query": "a question about state (capabilities [\"*\"])",
    "clarify": "mode clarify",
    "ambiguous": "several devices fit equally: asks",
    "ambiguous-soft": "several devices fit and any is fine (mode one)",
    "updown-ambiguous": "楼上/楼下 with the speaker's floor unknown",
    "no-verb": "a noun without an action",
    "no-device": "an action without any device",
    "unknown-room": "a place the home does not have (阁楼, 四楼, 厢房) or only labels know (健身房)",
    "condition": "a condition or time (等…就…, 要是…就…): labelled as the action",
    "negation": "别… / 不用… / …先停着",
    "cancel": "算了, 不用了, 说错了",
    "none": "mode none: nothing to do",
    "chit-chat": "small talk",
    "weather": "weather question",
    "world": "a question about the world",
    "remark": "a remark to nobody in particular",
    "gibberish": "noise",
    "emoji": "only emoji",
    "rambling": "a long transcript (the request, if any, is at the end)",
    "dialect": "Shandong/Qingdao wording (俺, 恁, 咋, 嘛, 开开, 拉呱, 家来, 黑咕隆咚)",
    "colloquial": "colloquial wording (…吧, 开一下, 断个电, 来个绿色)",
    "traditional": "Traditional characters",
    "fullwidth": "full-width letters",
}

# ---------------------------------------------------------------------------
# Output and checks
# ---------------------------------------------------------------------------
def dumps_json(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def dumps_lines(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


def build_all():
    CASES.clear()
    SCOPES.clear()
    _COUNTER.clear()
    define_cases()
    return {"home.json": dumps_json(build_home()),
            "spec.jsonl": dumps_lines(SPEC_LINES),
            "cases.jsonl": dumps_lines(CASES)}


def write():
    for name, text in build_all().items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote home.json (%d devices, %d rooms), spec.jsonl (%d profiles), cases.jsonl (%d cases)"
          % (len(DEVICES), len(ROOMS), len(SPEC_LINES), len(CASES)))


def check():
    errors = []

    def err(msg):
        errors.append(msg)

    texts = build_all()
    for name, text in texts.items():
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            err("%s missing (run build.py)" % name)
            continue
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                err("%s differs from what build.py generates (run build.py)" % name)
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    # --- parse the files on disk
    with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
        home = json.load(f)
    spec = {}
    with open(os.path.join(HERE, "spec.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            o = json.loads(line)
            if o["profileId"] in spec:
                err("spec line %d: duplicate profile %s" % (n, o["profileId"]))
            ids = [c["id"] for c in o["capabilities"]]
            if len(ids) != len(set(ids)):
                err("spec %s: duplicate command ids" % o["profileId"])
            spec[o["profileId"]] = set(ids)
    cases = []
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            cases.append(json.loads(line))

    # --- home: ids unique, rooms, real-profile fidelity
    room_names = {r["roomId"]: r["name"] for r in home["rooms"]}
    if len(room_names) != len(home["rooms"]):
        err("duplicate roomId")
    for k, n, fl in ROOMS:
        if floor_of_room_name(n) != fl:
            err("room %s: floor from name %r != %r" % (n, floor_of_room_name(n), fl))
    items = {}
    for it in home["items"]:
        if it["deviceId"] in items:
            err("duplicate deviceId %s" % it["deviceId"])
        items[it["deviceId"]] = it
    key_of = {uid("device", k): k for k, *_ in DEVICES}
    for did, it in items.items():
        k = key_of[did]
        _, label, room, driver, pname = DEV[k]
        p = PROFILES[(driver, pname)]
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["name"] for c in main["categories"]] != p["categories"]:
            err("%s: categories differ from profile %s" % (k, pname))
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            err("%s: capabilities differ from profile %s" % (k, pname))
        if it["name"] != pname or it["profile"]["id"] != profile_id(driver, pname):
            err("%s: name/profile id" % k)
        pid = it["profile"]["id"]
        if (driver, pname) in OMITTED_PROFILES:
            if pid in spec:
                err("%s: profile meant to be missing is in spec" % k)
        elif pid not in spec:
            err("%s: profile %s missing from spec" % (k, pid))
        else:
            # spec commands must be real commands of main's capabilities
            real = {"main-%s-%s" % (cap, c["name"]) for cap in p["capabilities"] if cap in CAPS
                    for c in CAPS[cap].get("commands", [])}
            if not spec[pid] <= real:
                err("%s: spec has commands not in the profile: %s" % (pid, spec[pid] - real))
            if any(c.startswith(("main-refresh-", "main-firmwareUpdate-")) for c in spec[pid]):
                err("%s: refresh/firmwareUpdate in spec" % pid)
    missing = {p for p in OMITTED_PROFILES}
    if len(missing) not in (2, 3):
        err("expected 2-3 profiles left out of spec")
    if not any("roomId" not in it for it in items.values()):
        err("no device without roomId")
    if not any(it.get("roomId") and it["roomId"] not in room_names for it in items.values()):
        err("no device in a deleted room")

    def cmds(did):
        return spec.get(items[did]["profile"]["id"], set())

    # --- cases
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        err("duplicate case ids: %s" % [i for i, n in Counter(ids).items() if n > 1])
    for c in cases:
        cid = c["id"]
        if c.get("home") != "home.json" or not c.get("query") or not c.get("tags"):
            err(cid + ": home/query/tags")
        if not c["expect"]:
            err(cid + ": empty expect")
        for i, e in enumerate(c["expect"]):
            devs, caps, mode = e["devices"], e["capabilities"], e["mode"]
            for d in devs:
                if d not in items:
                    err("%s: device %s not in home" % (cid, d))
            if len(devs) != len(set(devs)):
                err(cid + ": duplicate devices")
            devs = [d for d in devs if d in items]
            if mode == "none":
                if devs or caps:
                    err(cid + ": none entry must be empty")
                continue
            if mode not in ("one", "all", "clarify"):
                err(cid + ": bad mode " + mode)
                continue
            if caps == ["*"]:
                if mode != "one":
                    err(cid + ": '*' only for mode one")
                continue
            for cap in caps:
                if devs and not any(cap in cmds(d) for d in devs):
                    err("%s: %s exists for none of the listed devices" % (cid, cap))
            if mode == "one":
                if not devs or not caps:
                    err(cid + ": mode one needs devices and commands")
                for d in devs:
                    if not set(caps) & cmds(d):
                        err("%s: %s supports none of %s" % (cid, key_of[d], caps))
            if mode == "all":
                for d in devs:
                    missing_c = set(caps) - cmds(d)
                    if missing_c:
                        err("%s: %s lacks %s" % (cid, key_of[d], missing_c))
                scope = SCOPES.get((cid, i))
                if scope is None:
                    err(cid + ": no scope recorded for mode all")
                    continue
                want = {uid("device", k) for k in select(caps=caps, **scope)}
                # recompute membership from the files on disk as well
                disk = set()
                for did, it in items.items():
                    k = key_of[did]
                    if scope.get("keys") is not None and k not in scope["keys"]:
                        continue
                    fam = scope.get("family")
                    if fam:
                        main = [x for x in it["components"] if x["id"] == "main"][0]
                        cat = main["categories"][0]["name"] if main["categories"] else "Unknown"
                        lab = it.get("label") or ""
                        okf = {"light": cat == "Light" or (cat == "Switch" and "灯" in lab),
                               "ac": cat == "AirConditioner", "curtain": cat == "Blind",
                               "plug": cat == "SmartPlug", "lock": cat == "SmartLock",
                               "speaker": cat == "Speaker", "purifier": cat == "AirPurifier",
                               "waterheater": cat == "WaterHeater"}[fam]
                        if not okf:
                            continue
                    rname = room_names.get(it.get("roomId"))
                    rkeys = [rk for rk, rn, _ in ROOMS if rn == rname] + LABEL_ROOMS.get(k, [])
                    fl = floor_of_room_name(rname) if rname else None
                    if scope.get("rooms") or scope.get("floors"):
                        if not (set(rkeys) & set(scope.get("rooms") or []) or fl in (scope.get("floors") or [])):
                            continue
                    if set(rkeys) & set(scope.get("ex_rooms") or []):
                        continue
                    if fl in (scope.get("ex_floors") or []):
                        continue
                    if k in (scope.get("ex_keys") or []):
                        continue
                    if not set(caps) <= cmds(did):
                        continue
                    disk.add(did)
                if set(devs) != want or want != disk:
                    err("%s: mode-all set is not exactly the in-scope devices supporting %s" % (cid, caps))
    for c in cases:
        for t in c["tags"]:
            if t not in TAG_MEANING:
                err("%s: tag %s has no meaning in TAG_MEANING" % (c["id"], t))
    if len(cases) < 300:
        err("fewer than 300 cases")
    if len(items) < 90:
        err("fewer than 90 devices")
    if errors:
        print("\n".join(errors))
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("OK: %d devices, %d rooms, %d spec profiles, %d cases; expect entries by mode: %s"
          % (len(items), len(room_names), len(spec), len(cases), dict(sorted(modes.items()))))


def stats():
    build_all()
    home = build_home()
    print("## rooms")
    cnt = Counter(DEV[k][2] for k in DEV)
    for k, n, fl in ROOMS:
        print("| %s | %s | %d |" % (n, fl if fl is not None else "—", cnt[k]))
    print("| (no roomId) | — | %d |" % cnt[None])
    print("| (deleted room) | — | %d |" % cnt["DELETED"])
    print("\n## devices")
    for k, label, room, driver, pname in DEVICES:
        rn = ROOM[room][0] if room in ROOM else ("(none)" if room is None else "(deleted room)")
        print("| %s | %s | %s | %s | %s%s |" % (label or "(no label; name %s)" % pname, rn, category_of(k),
                                                  profile_id(driver, pname), ", ".join(LABEL_ROOMS.get(k, [])),
                                                  " **not in spec**" if (driver, pname) in OMITTED_PROFILES else ""))
    print("\n## modes")
    print(Counter(e["mode"] for c in CASES for e in c["expect"]))
    print(Counter(c["expect"][0]["mode"] if len(c["expect"]) == 1 else "multi" for c in CASES))
    print("\n## groups")
    print(Counter(c["id"].split("-")[1] for c in CASES))
    print("\n## tags")
    for t, n in sorted(Counter(t for c in CASES for t in c["tags"]).items(), key=lambda x: (-x[1], x[0])):
        print("| %s | %d | %s |" % (t, n, TAG_MEANING[t]))
    print("\n## bulk sets")
    for c in CASES:
        for i, e in enumerate(c["expect"]):
            if e["mode"] == "all":
                ks = select(caps=e["capabilities"], **SCOPES[(c["id"], i)])
                print("%s %s -> %d: %s" % (c["id"], c["query"], len(ks), ", ".join(
                    "%s (%s)" % (DEV[k][1] or DEV[k][4], ROOM[DEV[k][2]][0] if DEV[k][2] in ROOM else "no room")
                    for k in ks)))
    print("\nspec commands: %d" % sum(len(l["capabilities"]) for l in SPEC_LINES))
    en = sum(1 for l in SPEC_LINES for c in l["capabilities"] if re.match(r"^[A-Za-z]", c["description"]))
    print("english descriptions: %d" % en)


if __name__ == "__main__":
    if "--check" in sys.argv:
        check()
    elif "--stats" in sys.argv:
        stats()
    else:
        write()
