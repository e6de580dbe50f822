#!/usr/bin/env python3
"""Blind evaluation set "wangjing": a small design studio in Beijing Wangjing.

    python build.py           writes home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check   re-validates the three files written on disk
    python build.py --stats   prints the tables used in README.md

Every device copies the categories and the main-component capabilities of one real
SmartThingsEdgeDrivers profile (shared/data/smartthings/profiles.jsonl).  Spec commands
come from shared/data/smartthings/capabilities.json.
"""
import hashlib
import json
import os
import re
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("ST_DATA") or os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data/smartthings"

NS = uuid.UUID("6a1f9a52-4c1e-4b7e-9d0e-77a2a3d1e0b1")


def uid(kind, key):
    return str(uuid.uuid5(NS, "wangjing/%s/%s" % (kind, key)))


LOCATION_ID = uid("location", "wangjing-studio")

# --------------------------------------------------------------------------------------
# Rooms.  (key, name, floor).  The floor is written into the room name by whoever
# created the room, in their own style; `floor` only records what the name says.
# --------------------------------------------------------------------------------------
ROOMS = [
    ("front", "15F 前台", "15"),
    ("open", "15F开放办公区", "15"),
    ("pantry", "15楼 茶水间", "15"),
    ("print", "15F-打印区", "15"),
    ("corr", "15F走廊", "15"),
    ("mra", "16F 会议室A（大）", "16"),
    ("mrb", "16楼会议室B", "16"),
    ("phone", "16F Phone Booth 电话间", "16"),
    ("boss", "16F-老板办公室", "16"),
    ("server", "16F 机房 (SRV)", "16"),
    ("dorm", "17F 员工宿舍", "17"),
    ("unused", "Unused", None),
]
ROOM_NAME = {k: n for k, n, f in ROOMS}
ROOM_FLOOR = {k: f for k, n, f in ROOMS}
DELETED_ROOM = "warehouse-deleted"   # roomId of a room that was deleted ("仓库")

# --------------------------------------------------------------------------------------
# Devices: key, label (None = no label; display name falls back to `name`), room key
# (None = no roomId; DELETED_ROOM = roomId not in rooms), driver, profile name, extras.
# extras: label_room = the room the label names when it differs from roomId.
# --------------------------------------------------------------------------------------
D = []


def dev(key, label, room, driver, profile, **extra):
    D.append(dict(key=key, label=label, room=room, driver=driver, profile=profile, **extra))


# 15F 前台
dev("f_box", "前台灯箱", "front", "zigbee-switch", "aqara-switch-module-no-power")
dev("f_dl1", "RECEPTION-DL-1", "front", "zigbee-switch", "on-off-level")
dev("f_dl2", "RECEPTION-DL-2", "front", "zigbee-switch", "on-off-level")
dev("f_spot1", "前台射灯-01", "front", "matter-switch", "light-level-colorTemperature-2700K-6500K")
dev("f_spot2", "前台射灯-02", "front", "matter-switch", "light-level-colorTemperature-2700K-6500K")
dev("f_lock", "Front Door Lock", "front", "matter-lock", "lock-user-pin")
dev("f_spk", "Reception Speaker", "front", "sonos", "sonos-player")
dev("f_ac", "前台空调", "front", "matter-thermostat", "room-air-conditioner-heating-cooling")
dev("f_door", "大门门磁", "front", "zigbee-contact", "contact-battery-profile")
# 15F开放办公区
for i in range(1, 9):
    dev("o_dl%02d" % i, "OPEN-AREA-DL-%02d" % i, "open", "matter-switch", "light-level-colorTemperature")
for i in range(9, 13):
    dev("o_dl%02d" % i, "OPEN-AREA-DL-%02d" % i, "open", "zigbee-switch", "on-off-level-no-firmware-update")
dev("o_pend", "长桌吊灯", "open", "matter-switch", "light-color-level")
dev("o_strip", "茶水间灯带", "open", "zigbee-switch", "rgbw-bulb-2000K-6500K", label_room="pantry")
dev("o_ac1", "开放区空调1", "open", "matter-thermostat", "room-air-conditioner")
dev("o_ac2", "开放区空调2", "open", "matter-thermostat", "room-air-conditioner")
dev("o_fresh", "新风机", "open", "deepsmart", "Newfan.v1")
dev("o_pur", "空气净化器", "open", "matter-thermostat", "air-purifier-hepa-wind-aqs-pm25-meas-pm25-level")
dev("o_blind_e", "卷帘-东", "open", "matter-window-covering", "window-covering-batteryLevel")
dev("o_blind_w", "卷帘-西", "open", "matter-window-covering", "window-covering-batteryLevel")
dev("o_fan", "米家落地扇", "open", "zwave-fan", "fan-3speed")
dev("o_th", "开放区温湿度", "open", "matter-sensor", "temperature-humidity")
dev("o_motion", "人体感应-开放区", "open", "matter-sensor", "motion-illuminance")
# 15楼 茶水间
dev("p_ceil", "吸顶灯", "pantry", "zigbee-switch", "on-off-bulb")
dev("p_coffee", "咖啡机", "pantry", "zigbee-switch", "switch-power-energy-consumption-report-aqara")
dev("p_water", "饮水机插座", "pantry", "matter-switch", "plug-power")
dev("p_fridge", "冰箱", "pantry", "matter-appliance", "refrigerator-freezer")
dev("p_micro", "微博炉", "pantry", "matter-appliance", "microwave-oven")          # ASR label (微波炉)
dev("p_leak", "茶水间水浸", "pantry", "zigbee-water-leak-sensor", "water-battery")
dev("p_valve", "茶水间进水阀", "pantry", "matter-switch", "water-valve")
dev("p_dish", "Bosch洗碗机", "pantry", "matter-appliance", "dishwasher")
# 15F-打印区
dev("pr_ceil", "吸顶灯", "print", "matter-switch", "light-binary")
dev("pr_printer", "打印机电源", "print", "matter-switch", "plug-power-energy-powerConsumption")
dev("pr_shred", "岁纸机插座", "print", "zigbee-switch", "basic-plug")              # ASR label (碎纸机)
dev("pr_plot", "HP DesignJet T830", "print", "zwave-switch", "smartplug-binary")
dev("pr_motion", None, "print", "zigbee-motion-sensor", "motion-battery")        # no label
# 15F走廊
dev("c_main", "走廊灯", "corr", "zigbee-switch", "basic-switch")
for i in range(1, 6):
    dev("c_dl%d" % i, "筒灯%d" % i, "corr", "zigbee-switch", "ge-link-bulb")
dev("c_dl6", "筒灯６", "corr", "zigbee-switch", "ge-link-bulb")                   # full-width digit
dev("c_motion", "走廊人体感应", "corr", "zigbee-motion-sensor", "motion-battery-aqara")
dev("c_smoke", "走廊烟感", "corr", "zigbee-smoke-detector", "smoke-battery-aqara")
dev("c_siren", "声光报警器", "corr", "zigbee-siren", "switch-alarm")
# 16F 会议室A（大）
for i in range(1, 4):
    dev("a_l%d" % i, "MR-A Light %d" % i, "mra", "matter-switch", "light-level-colorTemperature-2200K-6500K")
dev("a_l4", "MR-A Light 4", "mra", "zigbee-switch", "rgbw-bulb-2200K-6500K")
dev("a_screen", "Projector Screen", "mra", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H")
dev("a_proj", "MR-A Projector", "mra", "matter-switch", "plug-binary")
dev("a_ac", "MR-A AC", "mra", "matter-thermostat", "room-air-conditioner-fan-heating-cooling")
dev("a_curtain", "MR-A Curtain", "mra", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1")
dev("a_bar", "MR-A Soundbar", "mra", "samsung-audio", "samsung-audio")
dev("a_aq", "MR-A 空气质量", "mra", "matter-sensor", "aqs-temp-humidity-co2-pm25-tvoc-meas")
# 16楼会议室B
dev("b_main", "会议室B主灯", "mrb", "zigbee-switch", "color-temp-bulb-2700K-6500K")
dev("b_strip", "灯带", "mrb", "zigbee-switch", "rgbw-bulb-2700K-6500K")
dev("b_tv", "MR-B TV", "mrb", "matter-media", "media-video-player")
dev("b_ac", "会议室B空调", "mrb", "deepsmart", "Ac.v1")
dev("b_blind", "百叶帘", "mrb", "matter-window-covering", "window-covering-tilt")
# 16F Phone Booth 电话间
dev("ph_ceil", "吸顶灯", "phone", "zigbee-switch", "on-off-level")
dev("ph_vent", "排风扇", "phone", "britzyhub", "vent")
# 16F-老板办公室
dev("bo_ac", "Boss AC", "boss", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling")
dev("bo_main", "Boss Main Light", "boss", "zigbee-switch", "color-temp-bulb-2200K-6500K")
dev("bo_huego", "Hue Go", "boss", "philips-hue", "white-and-color-ambiance")
dev("bo_floor", "落地灯", "boss", "philips-hue", "white-ambiance")
dev("bo_curtain", "电动窗帘", "boss", "zwave-window-treatment", "fibaro-roller-shutter")
dev("bo_tea", "茶台插座", "boss", "zigbee-switch", "switch-power-smartplug")
dev("bo_fish", "鱼缸插座", "boss", "matter-switch", "plug-binary")
dev("bo_pur", "Blueair", "boss", "matter-thermostat", "air-purifier-hepa-ac-rock")
dev("bo_lock", "老板室门锁", "boss", "matter-lock", "lock-lockalarm")
# 16F 机房 (SRV)
dev("s_ceil", "吸顶灯", "server", "zigbee-switch", "on-off-bulb-no-firmware-update")
dev("s_light", "机房照明", "server", "matter-switch", "switch-binary")
dev("s_ac", "机房空调", "server", "zigbee-thermostat", "thermostat-fanless-cooling-no-fw")
dev("s_th", "机房温湿度", "server", "zigbee-humidity-sensor", "humidity-temp-battery-aqara")
dev("s_leak", "机房水浸", "server", "matter-sensor", "leak-battery")
dev("s_nas", "NAS", "server", "zigbee-switch", "switch-power-smartplug")
dev("s_lock", "机房门锁", "server", "zigbee-lock", "lock-battery")
dev("s_smoke", "机房烟感", "server", "zigbee-smoke-detector", "smoke-detector")
# 17F 员工宿舍
dev("d_ceil", "吸顶灯", "dorm", "zigbee-switch", "color-temp-bulb-2700K-6500K")
dev("d_bed", "床头灯", "dorm", "zigbee-switch", "aqara-switch-no-power")
dev("d_ac", "宿舍空调", "dorm", "deepsmart", "Ac.v1")
dev("d_heat", "暖气", "dorm", "zwave-thermostat", "base-radiator-thermostat")
dev("d_wh", "热水器", "dorm", "matter-thermostat", "water-heater")
dev("d_fan", "宿舍风扇", "dorm", "matter-thermostat", "fan-rock-wind")
dev("d_lock", "宿舍门锁", "dorm", "aqara-lock", "aqara-lock-battery")
dev("d_curtain", "宿舍窗帘", "dorm", "zigbee-window-treatment", "window-treatment-no-preset")
dev("d_jbl", "JBL Flip", "dorm", "jbl", "jbl")
dev("d_blanket", "电热毯", "dorm", "matter-switch", "plug-binary")
# Unused
dev("u_floor", "旧落地灯", "unused", "zigbee-switch", "on-off-bulb")
dev("u_plug", None, "unused", "zwave-switch", "smartplug-binary")                 # no label
dev("u_btn", "Aqara 无线开关", "unused", "zigbee-button", "aqara-single-button-mode")
# no room / deleted room
dev("n_robot", "扫地机器人", None, "matter-rvc", "rvc-clean-mode")
dev("n_hub", "Aqara Hub M2", None, "hub", "hub-thing")
dev("n_store", "仓库灯", DELETED_ROOM, "zigbee-switch", "on-off-level")

DEV = {d["key"]: d for d in D}

# Profiles deliberately left out of spec.jsonl (devices still present in home.json).
MISSING_SPEC = {("deepsmart", "Newfan.v1"), ("britzyhub", "vent"), ("matter-appliance", "microwave-oven")}

# --------------------------------------------------------------------------------------
# Real profiles and capabilities
# --------------------------------------------------------------------------------------


def load_profiles():
    out = {}
    with open(os.path.join(DATA, "profiles.jsonl"), encoding="utf-8") as fh:
        for line in fh:
            p = json.loads(line)
            out[(p["driver"].split("/")[-1], p["name"])] = p
    return out


PROFILES = load_profiles()
with open(os.path.join(DATA, "capabilities.json"), encoding="utf-8") as fh:
    CAPS = json.load(fh)["capabilities"]


def profile_of(d):
    return PROFILES[(d["driver"], d["profile"])]


def profile_id(d):
    return "st-%s-%s" % (d["driver"], d["profile"])


def category_of(d):
    cats = profile_of(d)["categories"]
    return cats[0] if cats else "Unknown"


def display(d):
    return d["label"] if d["label"] else d["profile"]


# --------------------------------------------------------------------------------------
# Spec: descriptions (zh, en); about a quarter of them are written in English.
# --------------------------------------------------------------------------------------
DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度调高或调低一点（正数调亮，负数调暗）", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（K），数值越低越暖", "set colour temperature (kelvin)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light colour (hue, saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set saturation"),
    ("windowShade", "open"): ("打开窗帘", "open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "close the shade"),
    ("windowShade", "pause"): ("窗帘停止运行", "stop the shade where it is"),
    ("windowShadeLevel", "setShadeLevel"): ("设置窗帘开合度（0 全关，100 全开）", "set shade level (0 closed, 100 open)"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("窗帘开大或关小一点", "step shade level up or down"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶叶片角度", "set slat tilt level"),
    ("thermostatMode", "auto"): ("切换到自动模式", "set mode to auto"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "switch to cooling"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热模式", "switch to heating"),
    ("thermostatMode", "off"): ("关闭温控运行", "turn the thermostat off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调运行模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed step"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风的类型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量模式", "set air purifier fan mode"),
    ("fanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("mediaPlayback", "play"): ("开始播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause playback"),
    ("mediaPlayback", "stop"): ("停止播放", "stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首（下一集）", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首（上一集）", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏的电台或歌单", "play a preset"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量调大", "volume up"),
    ("audioVolume", "volumeDown"): ("音量调小", "volume down"),
    ("audioNotification", "playTrack"): ("播放一段音频（提示音）", "play an audio track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复原来的音频", "play a track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原来的播放", "play a track and resume"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send a remote control key"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并收回锁舌", "unlatch"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("alarm", "both"): ("声光同时报警", "siren and strobe"),
    ("alarm", "off"): ("关闭报警", "alarm off"),
    ("alarm", "siren"): ("鸣笛报警", "siren"),
    ("alarm", "strobe"): ("闪光报警", "strobe"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to dock"),
    ("mode", "setMode"): ("设置工作模式", "set mode"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset energy meter"),
    ("cookTime", "setCookTime"): ("设置加热时间", "set cook time"),
}

# Per-category overrides of the Chinese description (more natural wording).
DESC_CAT = {
    ("Projector", "windowShade", "open"): "打开（展开）投影幕布",
    ("Projector", "windowShade", "close"): "关闭（收起）投影幕布",
    ("Projector", "windowShade", "pause"): "幕布停止",
    ("WaterHeater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置热水温度",
    ("AirConditioner", "switch", "on"): "开空调",
    ("AirConditioner", "switch", "off"): "关空调",
    ("Thermostat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置暖气目标温度",
    ("SmartPlug", "switch", "on"): "插座通电",
    ("SmartPlug", "switch", "off"): "插座断电",
    ("Siren", "switch", "on"): "打开报警器",
    ("Siren", "switch", "off"): "关闭报警器",
}
DESC_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置空调目标温度（制冷制热都用这个）",
}

VAL_DESC = {
    # value: (zh, en)
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan only"),
    "dry": ("除湿", "dry"), "auto": ("自动", "auto"), "off": ("关闭", "off"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry air"),
    "precooling": ("预冷", "pre-cooling"), "asleep": ("睡眠", "sleep"),
    "low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摇头", "horizontal"), "vertical": ("上下摆风", "vertical"), "swing": ("摆风", "swing"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"),
    "MENU": ("菜单", "menu"), "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("扫拖一体", "vacuum and mop"),
}
for _n in range(10):
    VAL_DESC["NUMBER%d" % _n] = ("数字%d" % _n, "number %d" % _n)

# value lists chosen per capability (and per profile where drivers differ)
AC_THERMOSTAT_MODES = ["off", "auto", "cool", "heat", "fanonly", "dryair", "precooling", "asleep"]
VALUE_LISTS = {
    ("airConditionerMode", "setAirConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("airConditionerFanMode", "setFanMode"): ["auto", "low", "medium", "high"],
    ("windMode", "setWindMode"): ["noWind", "sleepWind", "naturalWind"],
    ("fanOscillationMode", "setFanOscillationMode"): ["off", "horizontal", "vertical", "swing"],
    ("audioMute", "setMute"): ["muted", "unmuted"],
}
THERMOSTAT_MODES_BY_PROFILE = {
    "water-heater": ["off", "heat"],
    "base-radiator-thermostat": ["off", "heat"],
    "thermostat-fanless-cooling-no-fw": ["off", "cool"],
}
MODE_VALUES_BY_PROFILE = {
    "rvc-clean-mode": ["Vacuum", "Mop", "Vacuum and Mop"],
}
# Setpoint ranges for profiles that publish none (usual range of the device class).
SETPOINT_DEFAULT = {
    ("AirConditioner", "thermostatCoolingSetpoint"): (16, 30),
    ("AirConditioner", "thermostatHeatingSetpoint"): (16, 30),
    ("WaterHeater", "thermostatHeatingSetpoint"): (30, 75),
}


def english(profile, cid):
    h = int(hashlib.md5(("%s|%s" % (profile, cid)).encode()).hexdigest(), 16)
    return h % 100 < 27


def config_range(p, cap):
    for c in p.get("capability_config", {}).get(cap, []):
        if "range" in c:
            return c["range"]
    return None


def config_enabled(p, cap, key):
    for c in p.get("capability_config", {}).get(cap, []):
        if c.get("key") == key:
            return c.get("enabledValues")
    return None


def spec_for(d):
    p = profile_of(d)
    cat = category_of(d)
    pid = profile_id(d)
    out = []
    for cap in p["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cmds = CAPS[cap].get("commands", [])
        enum_cmds = config_enabled(p, cap, "{{enumCommands}}")
        for cm in cmds:
            name = cm["name"]
            if cap == "mediaPlayback" and enum_cmds is not None and name not in enum_cmds:
                continue
            if cap == "lock" and name == "unlatch":
                ev = config_enabled(p, "lock", "lock.value")
                if ev is not None and "unlatched" not in ev:
                    continue
            if cap == "alarm":
                ev = config_enabled(p, "alarm", "{{enumCommands}}")
                if ev is not None and name not in ev:
                    continue
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC[(cap, name)]
            zh = DESC_CAT.get((cat, cap, name), zh)
            zh = DESC_PROFILE.get((d["profile"], cap, name), zh)
            entry = OrderedDict(id=cid, description=en if english(pid, cid) else zh)
            args = cm["arguments"]
            arg = args[0] if args else None
            if arg is not None:
                # value list
                values = None
                if (cap, name) in VALUE_LISTS:
                    values = VALUE_LISTS[(cap, name)]
                elif cap == "thermostatMode" and name == "setThermostatMode":
                    values = THERMOSTAT_MODES_BY_PROFILE.get(d["profile"], AC_THERMOSTAT_MODES)
                elif cap == "mode":
                    values = MODE_VALUES_BY_PROFILE.get(d["profile"])
                elif cap == "fanMode":
                    values = config_enabled(p, "fanMode", "fanMode.value") or arg.get("enum")
                elif cap == "mediaPlayback" and name == "setPlaybackStatus":
                    values = arg.get("enum")
                elif "enum" in arg:
                    values = arg["enum"]
                if arg["type"] == "object":
                    entry["type"] = "object"
                elif values is not None:
                    entry["type"] = "string"
                    vl = []
                    for v in values:
                        vzh, ven = VAL_DESC.get(v, (v, v))
                        vl.append(OrderedDict(value=v, description=ven if english(pid, cid + "/" + v) else vzh))
                    entry["value_list"] = vl
                elif arg["type"] in ("integer", "number"):
                    entry["type"] = arg["type"]
                    rng = None
                    unit = None
                    if cap in ("switchLevel", "colorTemperature", "thermostatHeatingSetpoint",
                               "thermostatCoolingSetpoint", "fanSpeed"):
                        rng = config_range(p, cap)
                    if cap in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint"):
                        unit = "C"
                        if rng is None:
                            rng = SETPOINT_DEFAULT[(cat, cap)]
                    elif cap == "fanSpeed" and rng is None:
                        rng = (0, 3) if d["profile"] == "fan-3speed" else (0, 4)
                    elif cap == "colorTemperature":
                        unit = "K"
                    elif cap in ("switchLevel", "statelessSwitchLevelStep", "windowShadeLevel",
                                 "windowShadeTiltLevel", "windowShadePreset", "fanSpeedPercent",
                                 "audioVolume", "statelessColorTemperatureStep", "level",
                                 "statelessWindowShadeLevelStep", "colorControl"):
                        unit = "%"
                    if cap == "cookTime":
                        unit = "s"
                    if rng is None and ("minimum" in arg or "maximum" in arg):
                        rng = (arg.get("minimum"), arg.get("maximum"))
                        if cap == "colorControl":
                            rng = (0, 100)
                    if rng is not None:
                        vr = OrderedDict()
                        if rng[0] is not None:
                            vr["min"] = rng[0]
                        if rng[1] is not None:
                            vr["max"] = rng[1]
                        if unit:
                            vr["unit"] = unit
                        entry["value_range"] = vr
                    elif unit:
                        entry["value_range"] = OrderedDict(unit=unit)
                else:
                    entry["type"] = arg["type"]
            out.append(entry)
    return out


# --------------------------------------------------------------------------------------
# Families and scope (used by the cases and re-checked by --check)
# --------------------------------------------------------------------------------------


def caps_of(d):
    return set(profile_of(d)["capabilities"])


def family_of(d):
    cat = category_of(d)
    lab = d["label"] or ""
    fams = set()
    if cat == "Light" or (cat == "Switch" and ("灯" in lab or "照明" in lab)):
        fams.add("light")
    if cat == "AirConditioner" or (cat == "Thermostat" and "thermostatCoolingSetpoint" in caps_of(d)):
        fams.add("ac")
    if cat == "Blind":
        fams.add("curtain")
    if cat == "SmartPlug":
        fams.add("plug")
    if cat == "Fan":
        fams.add("fan")
    if cat == "SmartLock":
        fams.add("lock")
    return fams


def rooms_of(d):
    rs = set()
    if d["room"] in ROOM_NAME:
        rs.add(d["room"])
    if d.get("label_room"):
        rs.add(d["label_room"])
    return rs


def floors_of(d):
    return {ROOM_FLOOR[r] for r in rooms_of(d) if ROOM_FLOOR.get(r)}


SPEC_CACHE = {}


def spec_ids(d):
    if (d["driver"], d["profile"]) in MISSING_SPEC:
        return None
    pid = profile_id(d)
    if pid not in SPEC_CACHE:
        SPEC_CACHE[pid] = {c["id"] for c in spec_for(d)}
    return SPEC_CACHE[pid]


def resolve_scope(scope, caps):
    if "devs" in scope:
        base = [DEV[k] for k in scope["devs"]]
    else:
        base = list(D)
    out = []
    for d in base:
        if scope.get("fam") and scope["fam"] not in family_of(d):
            continue
        if scope.get("label_has") and scope["label_has"] not in (d["label"] or ""):
            continue
        inc_r, inc_f = scope.get("rooms"), scope.get("floors")
        if inc_r or inc_f:
            ok = bool(inc_r and rooms_of(d) & set(inc_r)) or bool(inc_f and floors_of(d) & set(inc_f))
            if not ok:
                continue
        if scope.get("xrooms") and rooms_of(d) & set(scope["xrooms"]):
            continue
        if scope.get("xfloors") and floors_of(d) & set(scope["xfloors"]):
            continue
        if d["key"] in scope.get("xdevs", []):
            continue
        ids = spec_ids(d)
        if caps != ["*"]:
            if ids is None or not all(("main-" + c) in ids for c in caps):
                continue
        out.append(d["key"])
    return out


# --------------------------------------------------------------------------------------
# Device groups used by the cases (written by hand; --check recomputes the bulk ones)
# --------------------------------------------------------------------------------------
FRONT_L = ["f_box", "f_dl1", "f_dl2", "f_spot1", "f_spot2"]
OPEN_DL = ["o_dl%02d" % i for i in range(1, 13)]
OPEN_L = OPEN_DL + ["o_pend", "o_strip"]
PANTRY_L = ["p_ceil", "o_strip"]
PRINT_L = ["pr_ceil"]
TONG = ["c_dl1", "c_dl2", "c_dl3", "c_dl4", "c_dl5", "c_dl6"]
CORR_L = ["c_main"] + TONG
MRA_L = ["a_l1", "a_l2", "a_l3", "a_l4"]
MRB_L = ["b_main", "b_strip"]
PHONE_L = ["ph_ceil"]
BOSS_L = ["bo_main", "bo_huego", "bo_floor"]
SERVER_L = ["s_ceil", "s_light"]
DORM_L = ["d_ceil", "d_bed"]
F15_L = FRONT_L + OPEN_L + ["p_ceil"] + PRINT_L + CORR_L
F16_L = MRA_L + MRB_L + PHONE_L + BOSS_L + SERVER_L
ALL_L = F15_L + F16_L + DORM_L + ["u_floor", "n_store"]
ONOFF_ONLY_L = ["f_box", "c_main", "s_light", "d_bed", "p_ceil", "pr_ceil", "s_ceil", "u_floor"]
ALL_DIM = [k for k in ALL_L if k not in ONOFF_ONLY_L]
F16_DIM = [k for k in F16_L if k not in ONOFF_ONLY_L]
COLOR_L = ["o_pend", "o_strip", "a_l4", "b_strip", "bo_huego"]
OPEN_CT = OPEN_DL[:8] + ["o_pend", "o_strip"]
CEIL5 = ["p_ceil", "pr_ceil", "ph_ceil", "s_ceil", "d_ceil"]
AC_ALL = ["f_ac", "o_ac1", "o_ac2", "a_ac", "b_ac", "bo_ac", "s_ac", "d_ac"]
BLINDS = ["o_blind_e", "o_blind_w", "a_curtain", "b_blind", "bo_curtain", "d_curtain"]
PLUGS = ["p_coffee", "p_water", "pr_printer", "pr_shred", "pr_plot", "a_proj", "bo_tea", "bo_fish",
         "s_nas", "d_blanket", "u_plug"]
LOCKS = ["f_lock", "bo_lock", "s_lock", "d_lock"]
SPEAKERS = ["f_spk", "a_bar", "d_jbl"]


def minus(a, *bs):
    drop = set()
    for b in bs:
        drop |= set([b] if isinstance(b, str) else b)
    return [x for x in a if x not in drop]


# command short names ------------------------------------------------------------------
ON, OFF = "switch-on", "switch-off"
LVL, STEP = "switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"
CT, CTSTEP = "colorTemperature-setColorTemperature", "statelessColorTemperatureStep-stepColorTemperatureByPercent"
COLOR, HUE = "colorControl-setColor", "colorControl-setHue"
CSP, HSP = "thermostatCoolingSetpoint-setCoolingSetpoint", "thermostatHeatingSetpoint-setHeatingSetpoint"
TM_COOL, TM_HEAT, TM_AUTO, TM_OFF, TM_SET = ("thermostatMode-cool", "thermostatMode-heat", "thermostatMode-auto",
                                            "thermostatMode-off", "thermostatMode-setThermostatMode")
ACMODE = "airConditionerMode-setAirConditionerMode"
ACFAN, FANPCT = "airConditionerFanMode-setFanMode", "fanSpeedPercent-setPercent"
FANSPEED, OSC, WIND = "fanSpeed-setFanSpeed", "fanOscillationMode-setFanOscillationMode", "windMode-setWindMode"
PURMODE = "airPurifierFanMode-setAirPurifierFanMode"
S_OPEN, S_CLOSE, S_PAUSE = "windowShade-open", "windowShade-close", "windowShade-pause"
S_LVL, S_STEP, S_TILT = ("windowShadeLevel-setShadeLevel", "statelessWindowShadeLevelStep-stepShadeLevel",
                         "windowShadeTiltLevel-setShadeTiltLevel")
PLAY, PAUSE, STOP = "mediaPlayback-play", "mediaPlayback-pause", "mediaPlayback-stop"
NEXT, PRESET, KEY = "mediaTrackControl-nextTrack", "mediaPresets-playPreset", "keypadInput-sendKey"
VOL, VUP, VDOWN = "audioVolume-setVolume", "audioVolume-volumeUp", "audioVolume-volumeDown"
MUTE, SETMUTE = "audioMute-mute", "audioMute-setMute"
LOCK, UNLOCK, UNLATCH = "lock-lock", "lock-unlock", "lock-unlatch"
V_OPEN, V_CLOSE = "valve-open", "valve-close"
R_START, R_PAUSE, R_HOME = ("robotCleanerOperatingState-start", "robotCleanerOperatingState-pause",
                            "robotCleanerOperatingState-goHome")
MODE = "mode-setMode"
OP_START, OP_STOP = "operationalState-start", "operationalState-stop"
ALARM_OFF = "alarm-off"
ANY = "*"

# --------------------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------------------
CASES = []
_counters = Counter()


def L(x):
    return [x] if isinstance(x, str) else list(x)


def one(devs, caps):
    return dict(mode="one", devs=L(devs), caps=L(caps))


def alln(devs, caps, **scope):
    if not scope:
        scope = {"devs": L(devs)}
    return dict(mode="all", devs=L(devs), caps=L(caps), scope=scope)


def clar(devs=(), caps=()):
    return dict(mode="clarify", devs=L(devs), caps=L(caps))


NONE = dict(mode="none", devs=[], caps=[])


def case(group, query, expects, tags, history=None):
    if isinstance(expects, dict):
        expects = [expects]
    _counters[group] += 1
    CASES.append(dict(id="wj-%s-%03d" % (group, _counters[group]), query=query, expects=expects,
                      tags=list(tags), history=history))


# ---- name: device by (part of) its label ---------------------------------------------
case("name", "打开前台灯箱", one("f_box", ON), ["name", "switch-lamp"])
case("name", "劳驾，把咖啡机打开", one("p_coffee", ON), ["name", "plug", "beijing"])
case("name", "饮水机插座关了吧", one("p_water", OFF), ["name", "plug", "colloquial"])
case("name", "打印机电源开一下", one("pr_printer", ON), ["name", "plug"])
case("name", "打印机开一下，我要打个合同", one("pr_printer", ON), ["partial-name", "plug", "colloquial"])
case("name", "把 Reception Speaker 停了", one("f_spk", [PAUSE, STOP]), ["english-label", "media", "no-switch"])
case("name", "Boss AC 开一下", one("bo_ac", ON), ["english-label", "climate"])
case("name", "MR-A Light 3 关掉", one("a_l3", OFF), ["english-label", "numbered"])
case("name", "OPEN-AREA-DL-07 打开", one("o_dl07", ON), ["code-label", "numbered"])
case("name", "把长桌吊灯打开", one("o_pend", ON), ["name"])
case("name", "米家落地扇开一下", one("o_fan", ON), ["name", "brand-label", "fan"])
case("name", "Blueair 开了", one("bo_pur", [PURMODE, FANPCT]), ["english-label", "brand-label", "no-switch", "purifier"])
case("name", "打开 Hue Go", one("bo_huego", ON), ["english-label", "brand-label"])
case("name", "NAS 开一下", one("s_nas", ON), ["english-label", "plug"])
case("name", "电热毯给我开上", one("d_blanket", ON), ["name", "plug", "colloquial"])
case("name", "把声光报警器关掉", one("c_siren", [ALARM_OFF, OFF]), ["name", "security"])
case("name", "扫地机器人开始扫地", one("n_robot", R_START), ["name", "no-room", "robot"])
case("name", "扫地机回去充电吧", one("n_robot", R_HOME), ["partial-name", "no-room", "robot"])
case("name", "仓库灯打开", one("n_store", ON), ["name", "stale-room"])
case("name", "会议室B主灯开了", one("b_main", ON), ["name"])
case("name", "Bosch洗碗机开始洗", one("p_dish", OP_START), ["brand-label", "appliance"])
case("name", "洗碗机关了", one("p_dish", [OFF, OP_STOP]), ["partial-name", "appliance", "unique-type"])
case("name", "茶水间进水阀关上", one("p_valve", V_CLOSE), ["name", "valve"])
case("name", "冰箱切到速冻模式", one("p_fridge", MODE), ["name", "mode", "appliance"])
case("name", "HP DesignJet T830 开机", one("pr_plot", ON), ["english-label", "brand-label", "plug"])
case("name", "把那台 DesignJet 关了", one("pr_plot", OFF), ["partial-name", "english-label"])
case("name", "走廊烟感先静音", one("c_smoke", [MUTE, SETMUTE]), ["name", "security"])
case("name", "鱼缸插座关一下", one("bo_fish", OFF), ["name", "plug"])
case("name", "茶台插座开一下，烧点水", one("bo_tea", ON), ["name", "plug", "colloquial"])
case("name", "电视打开", one("b_tv", ON), ["type", "unique-type", "media"])
case("name", "投影仪关了", one("a_proj", OFF), ["type", "unique-type", "cross-lingual"])
case("name", "打开新风机", one("o_fresh", ANY), ["name", "no-spec"])
case("name", "暖气关了", one("d_heat", [TM_OFF, TM_SET]), ["name", "unique-type", "no-switch", "climate"])
case("name", "JBL 放首歌", one("d_jbl", PLAY), ["english-label", "partial-name", "media"])
case("name", "床头灯关了", one("d_bed", OFF), ["name", "switch-lamp"])
case("name", "走廊灯开一下", one("c_main", ON), ["name", "switch-lamp"])
case("name", "机房照明关一下", one("s_light", OFF), ["name", "switch-lamp"])
case("name", "老板室门锁锁上", one("bo_lock", LOCK), ["name", "security"])
case("name", "Front Door Lock 锁上", one("f_lock", LOCK), ["english-label", "security"])
case("name", "宿舍门锁上", one("d_lock", LOCK), ["name", "security"])
case("name", "落地灯打开", one("bo_floor", ON), ["name", "near-duplicate"])
case("name", "旧落地灯关了", one("u_floor", OFF), ["name", "unused-room"])
case("name", "把微波炉关了", one("p_micro", ANY), ["asr-label", "no-spec"])

# ---- room: room + type / room + name -------------------------------------------------
case("room", "电话间的灯打开", one("ph_ceil", ON), ["room", "type", "duplicate-label"])
case("room", "打印区吸顶灯关了", one("pr_ceil", OFF), ["room", "duplicate-label"])
case("room", "宿舍的吸顶灯打开", one("d_ceil", ON), ["room", "duplicate-label"])
case("room", "茶水间吸顶灯关一下", one("p_ceil", OFF), ["room", "duplicate-label"])
case("room", "机房吸顶灯开一下", one("s_ceil", ON), ["room", "duplicate-label"])
case("room", "老板办公室窗帘拉上", one("bo_curtain", S_CLOSE), ["room", "type", "cover"])
case("room", "宿舍窗帘打开", one("d_curtain", S_OPEN), ["room", "name", "cover"])
case("room", "会议室A的窗帘关上", one("a_curtain", S_CLOSE), ["room", "type", "cover", "cross-lingual"])
case("room", "前台空调开一下", one("f_ac", ON), ["room", "name", "climate"])
case("room", "会议室A空调关了", one("a_ac", OFF), ["room", "type", "climate", "cross-lingual"])
case("room", "会议室B的电视关了", one("b_tv", OFF), ["room", "type", "media", "cross-lingual"])
case("room", "前台的音箱放点音乐", one("f_spk", [PLAY, PRESET]), ["room", "type", "media", "cross-lingual"])
case("room", "会议室A的音响关掉", one("a_bar", OFF), ["room", "type", "media", "cross-lingual"])
case("room", "老板办公室的净化器开一下", one("bo_pur", [PURMODE, FANPCT]), ["room", "type", "no-switch", "purifier"])
case("room", "开放区的净化器调到睡眠模式", one("o_pur", PURMODE), ["room", "type", "mode", "purifier"])
case("room", "宿舍热水器开一下", one("d_wh", [TM_HEAT, TM_SET, MODE]), ["room", "name", "no-switch", "water-heater"])
case("room", "打印区的碎纸机打开", one("pr_shred", ON), ["room", "asr-label", "plug"])
case("room", "机房的空调调到22度", one("s_ac", CSP), ["room", "type", "ac-thermostat", "temperature"])
case("room", "老板办公室的落地灯打开", one("bo_floor", ON), ["room", "name"])
case("room", "开放办公区的落地扇关了", one("o_fan", OFF), ["room", "partial-name", "fan"])
case("room", "前台的门锁上", one("f_lock", LOCK), ["room", "type", "security", "cross-lingual"])
case("room", "宿舍的风扇开一下", one("d_fan", [ACFAN, FANPCT]), ["room", "type", "no-switch", "fan"])
case("room", "会议室B的百叶帘拉起来", one("b_blind", S_OPEN), ["room", "name", "cover"])
case("room", "茶水间的水阀打开", one("p_valve", V_OPEN), ["room", "partial-name", "valve"])
case("room", "电话间的排风扇关掉", one("ph_vent", ANY), ["room", "name", "no-spec"])
case("room", "茶水间的咖啡机关了", one("p_coffee", OFF), ["room", "name", "plug"])
case("room", "宿舍灯关一下", alln(DORM_L, OFF, fam="light", rooms=["dorm"]), ["room", "type", "implicit-all", "switch-lamp"])
case("room", "把前台的灯关了", alln(FRONT_L, OFF, fam="light", rooms=["front"]), ["room", "type", "implicit-all", "switch-lamp"])
case("room", "机房的灯开一下", alln(SERVER_L, ON, fam="light", rooms=["server"]), ["room", "type", "implicit-all", "switch-lamp"])
case("room", "会议室B的灯打开", alln(MRB_L, ON, fam="light", rooms=["mrb"]), ["room", "type", "implicit-all"])
case("room", "茶水间的灯关了", alln(PANTRY_L, OFF, fam="light", rooms=["pantry"]), ["room", "type", "implicit-all", "name-other-room"])
case("room", "老板办公室灯都打开", alln(BOSS_L, ON, fam="light", rooms=["boss"]), ["room", "type", "bulk-room"])
case("room", "会议室A的灯全关了", alln(MRA_L, OFF, fam="light", rooms=["mra"]), ["room", "type", "bulk-room", "cross-lingual"])
case("room", "走廊的灯全部打开", alln(CORR_L, ON, fam="light", rooms=["corr"]), ["room", "type", "bulk-room", "switch-lamp"])
case("room", "开放办公区所有灯都打开", alln(OPEN_L, ON, fam="light", rooms=["open"]), ["room", "type", "bulk-room", "name-other-room"])
case("room", "打印区的人体感应器显示有人吗", one("pr_motion", ANY), ["room", "state-query", "no-label"])

# ---- partial names / word order --------------------------------------------------------
case("partial", "射灯-01 关掉", one("f_spot1", OFF), ["partial-name", "numbered"])
case("partial", "DL-03 开一下", one("o_dl03", ON), ["partial-name", "code-label", "numbered"])
case("partial", "吊灯开一下", one("o_pend", ON), ["partial-name", "colloquial"])
case("partial", "灯箱关了", one("f_box", OFF), ["partial-name", "switch-lamp"])
case("partial", "东边的卷帘拉起来", one("o_blind_e", S_OPEN), ["partial-name", "word-order", "cover"])
case("partial", "进水阀关一下", one("p_valve", V_CLOSE), ["partial-name", "valve"])
case("partial", "落地扇调到二档", one("o_fan", FANSPEED), ["partial-name", "numeral-zh", "fan"])
case("partial", "MR-A 的 Soundbar 声音调到40", one("a_bar", VOL), ["partial-name", "english-label", "volume"])
case("partial", "把 Projector Screen 打开", one("a_screen", S_OPEN), ["english-label", "name", "cover"])
case("partial", "西边卷帘放下来", one("o_blind_w", S_CLOSE), ["partial-name", "word-order", "cover"])
case("partial", "Hue 那个灯调成红色", one("bo_huego", [COLOR, HUE]), ["partial-name", "english-label", "color"])
case("partial", "Boss 的主灯关了", one("bo_main", OFF), ["partial-name", "code-mixed"])
case("partial", "开放区温湿度计显示多少度", one("o_th", ANY), ["partial-name", "state-query"])

# ---- ASR: misheard labels said correctly, and misheard queries -------------------------
case("asr", "碎纸机插座打开", one("pr_shred", ON), ["asr-label", "plug"])
case("asr", "碎纸机开一下", one("pr_shred", ON), ["asr-label", "partial-name"])
case("asr", "微波炉热一下饭", one("p_micro", ANY), ["asr-label", "no-spec", "appliance"])
case("asr", "把咖啡鸡打开", one("p_coffee", ON), ["asr-query", "plug"])
case("asr", "饮水鸡插座关了", one("p_water", OFF), ["asr-query", "plug"])
case("asr", "把会议室B的空条关了", one("b_ac", OFF), ["asr-query", "room", "climate"])
case("asr", "打开长桌掉灯", one("o_pend", ON), ["asr-query"])
case("asr", "老板办公室的落地等打开", one("bo_floor", ON), ["asr-query", "room"])
case("asr", "波斯AC开一下", one("bo_ac", ON), ["asr-query", "english-label", "climate"])
case("asr", "宿舍的热水气调到45度", one("d_wh", HSP), ["asr-query", "water-heater", "temperature"])
case("asr", "把扫地鸡器人停了", one("n_robot", R_PAUSE), ["asr-query", "robot", "no-room"])
case("asr", "前台等箱关掉", one("f_box", OFF), ["asr-query", "switch-lamp"])
case("asr", "书纸机插座关了", one("pr_shred", OFF), ["asr-query", "asr-label", "plug"])

# ---- English labels and code-mixed office slang ----------------------------------------
case("english", "把 MR-A Light 2 打开", one("a_l2", ON), ["english-label", "numbered"])
case("english", "Reception Speaker 音量调到30", one("f_spk", VOL), ["english-label", "volume"])
case("english", "MR-B TV 打开", one("b_tv", ON), ["english-label", "media"])
case("english", "MR-A Soundbar 静音", one("a_bar", [MUTE, SETMUTE]), ["english-label", "volume"])
case("english", "Boss Main Light 调暗一点", one("bo_main", [LVL, STEP]), ["english-label", "level", "relative"])
case("english", "OPEN-AREA-DL-12 调到 60%", one("o_dl12", LVL), ["code-label", "level"])
case("english", "投影 on 一下", one("a_proj", ON), ["code-mixed", "cross-lingual", "unique-type"])
case("english", "meeting room A 的空调 off 掉", one("a_ac", OFF), ["code-mixed", "room", "climate"])
case("english", "open area 的灯全 on", alln(OPEN_L, ON, fam="light", rooms=["open"]), ["code-mixed", "bulk-room"])
case("english", "把 boss 办公室的 curtain 拉开", one("bo_curtain", S_OPEN), ["code-mixed", "room", "cover"])
case("english", "pantry 的咖啡机 on 一下", one("p_coffee", ON), ["code-mixed", "room", "plug"])
case("english", "phone booth 的灯开一下", one("ph_ceil", ON), ["code-mixed", "room", "duplicate-label"])
case("english", "server room 的空调调到 22 度", one("s_ac", CSP), ["code-mixed", "room", "cross-lingual", "ac-thermostat"])
case("english", "把 meeting room 的灯关了", clar(MRA_L + MRB_L, OFF), ["code-mixed", "ambiguous"])
case("english", "MR-A 的 projector 关一下", one("a_proj", OFF), ["code-mixed", "english-label"])
case("english", "老板那屋的 AC 调 26 度", one("bo_ac", [CSP, HSP]), ["code-mixed", "room", "temperature", "colloquial"])
case("english", "把 DesignJet 的 power 关了", one("pr_plot", OFF), ["code-mixed", "english-label", "partial-name"])
case("english", "Reception 的 DL 都 off", alln(["f_dl1", "f_dl2"], OFF, label_has="RECEPTION-DL"), ["code-mixed", "partial-name", "bulk-all"])
case("english", "MR-B 的 blinds 放下来", one("b_blind", S_CLOSE), ["code-mixed", "cover", "cross-lingual"])
case("english", "JBL next 一首", one("d_jbl", NEXT), ["code-mixed", "english-label", "media"])
case("english", "会议室A的 AC 调成 cool mode", one("a_ac", [TM_COOL, TM_SET]), ["code-mixed", "mode", "climate"])

# ---- numbered members -------------------------------------------------------------------
case("num", "筒灯3关了", one("c_dl3", OFF), ["numbered"])
case("num", "3号筒灯打开", one("c_dl3", ON), ["numbered", "word-order"])
case("num", "筒灯三调亮点", one("c_dl3", [LVL, STEP]), ["numbered", "numeral-zh", "relative"])
case("num", "第三个筒灯关掉", one("c_dl3", OFF), ["numbered", "ordinal"])
case("num", "筒灯6打开", one("c_dl6", ON), ["numbered", "fullwidth"])
case("num", "六号筒灯关了", one("c_dl6", OFF), ["numbered", "numeral-zh", "fullwidth"])
case("num", "筒灯7打开", clar(TONG, ON), ["numbered", "missing-member"])
case("num", "会议室A第五盏灯打开", clar(MRA_L, ON), ["numbered", "missing-member", "ordinal"])
case("num", "OPEN-AREA-DL-13 开一下", clar(OPEN_DL, ON), ["numbered", "missing-member", "code-label"])
case("num", "射灯2关了", one("f_spot2", OFF), ["numbered", "padded"])
case("num", "前台射灯一号调到30%", one("f_spot1", LVL), ["numbered", "numeral-zh", "level"])
case("num", "开放区二号空调调到26度", one("o_ac2", [CSP, HSP]), ["numbered", "numeral-zh", "temperature"])
case("num", "空调1关了", one("o_ac1", OFF), ["numbered", "partial-name", "climate"])
case("num", "OPEN-AREA-DL-5 开一下", one("o_dl05", ON), ["numbered", "padded", "code-label"])
case("num", "开放区12号灯关掉", one("o_dl12", OFF), ["numbered", "room"])
case("num", "MR-A 一号灯打开", one("a_l1", ON), ["numbered", "numeral-zh", "code-mixed"])
case("num", "会议室A的2号灯调到百分之三十", one("a_l2", LVL), ["numbered", "numeral-zh", "level", "cross-lingual"])
case("num", "第一个筒灯开一下", one("c_dl1", ON), ["numbered", "ordinal"])
case("num", "五号筒灯亮度调到20", one("c_dl5", LVL), ["numbered", "numeral-zh", "level"])
case("num", "DL零八关掉", one("o_dl08", OFF), ["numbered", "numeral-zh", "code-label"])
case("num", "MR-A Light 5 开一下", clar(MRA_L, ON), ["numbered", "missing-member", "english-label"])
case("num", "射灯3打开", clar(["f_spot1", "f_spot2"], ON), ["numbered", "missing-member"])
case("num", "筒灯1到筒灯3都打开", alln(["c_dl1", "c_dl2", "c_dl3"], ON), ["numbered", "range", "bulk-all"])
case("num", "筒灯两个都…不对，筒灯2打开", one("c_dl2", ON), ["numbered", "self-correction"])

# ---- bulk: whole home, floor, room, exclusions, capability restriction ---------------------
case("bulk", "所有灯都关了", alln(ALL_L, OFF, fam="light"), ["bulk-all", "whole-home", "switch-lamp", "stale-room"])
case("bulk", "全部的灯打开", alln(ALL_L, ON, fam="light"), ["bulk-all", "whole-home"])
case("bulk", "全楼的灯都关了，机房的别动", alln(minus(ALL_L, SERVER_L), OFF, fam="light", xrooms=["server"]), ["bulk-except", "whole-home", "cleaner"])
case("bulk", "除了宿舍，所有灯都关了", alln(minus(ALL_L, DORM_L), OFF, fam="light", xrooms=["dorm"]), ["bulk-except"])
case("bulk", "除了老板办公室和机房，灯全关", alln(minus(ALL_L, BOSS_L, SERVER_L), OFF, fam="light", xrooms=["boss", "server"]), ["bulk-except"])
case("bulk", "15楼的灯都关了", alln(F15_L, OFF, fam="light", floors=["15"]), ["bulk-floor"])
case("bulk", "16层的灯全部打开", alln(F16_L, ON, fam="light", floors=["16"]), ["bulk-floor"])
case("bulk", "16楼除了机房灯都关了", alln(minus(F16_L, SERVER_L), OFF, fam="light", floors=["16"], xrooms=["server"]), ["bulk-floor", "bulk-except"])
case("bulk", "16楼的空调都关了，机房的除外", alln(["a_ac", "b_ac", "bo_ac"], OFF, fam="ac", floors=["16"], xrooms=["server"]), ["bulk-floor", "bulk-except", "climate"])
case("bulk", "除了机房，空调全关了", alln(minus(AC_ALL, "s_ac"), OFF, fam="ac", xrooms=["server"]), ["bulk-except", "climate"])
case("bulk", "15楼空调全开", alln(["f_ac", "o_ac1", "o_ac2"], ON, fam="ac", floors=["15"]), ["bulk-floor", "climate"])
case("bulk", "开放区的灯都关了，DL-01 留着", alln(minus(OPEN_L, "o_dl01"), OFF, fam="light", rooms=["open"], xdevs=["o_dl01"]), ["bulk-room", "exclude-device"])
case("bulk", "前台的灯都关了，灯箱别关", alln(minus(FRONT_L, "f_box"), OFF, fam="light", rooms=["front"], xdevs=["f_box"]), ["bulk-room", "exclude-device"])
case("bulk", "除了17楼，灯都关了", alln(minus(ALL_L, DORM_L), OFF, fam="light", xfloors=["17"]), ["bulk-except", "exclude-floor"])
case("bulk", "能调颜色的灯都调成蓝色", alln(COLOR_L, [COLOR, HUE], fam="light"), ["bulk-all", "capability-subset", "color"])
case("bulk", "所有灯调到50%", alln(ALL_DIM, LVL, fam="light"), ["bulk-all", "capability-subset", "level"])
case("bulk", "开放区的灯色温都调到4000K", alln(OPEN_CT, CT, fam="light", rooms=["open"]), ["bulk-room", "capability-subset", "kelvin"])
case("bulk", "会议室A的灯都调成暖光", alln(MRA_L, CT, fam="light", rooms=["mra"]), ["bulk-room", "color-temperature"])
case("bulk", "所有的窗帘都拉上", alln(BLINDS, S_CLOSE, fam="curtain"), ["bulk-all", "cover"])
case("bulk", "除了机房的，插座全关了", alln(minus(PLUGS, "s_nas"), OFF, fam="plug", xrooms=["server"]), ["bulk-except", "plug", "no-label"])
case("bulk", "把前台和走廊的灯都关了", alln(FRONT_L + CORR_L, OFF, fam="light", rooms=["front", "corr"]), ["bulk-room", "two-rooms"])
case("bulk", "15楼的窗帘都打开", alln(["o_blind_e", "o_blind_w"], S_OPEN, fam="curtain", floors=["15"]), ["bulk-floor", "cover"])
case("bulk", "16楼的窗帘全拉上", alln(["a_curtain", "b_blind", "bo_curtain"], S_CLOSE, fam="curtain", floors=["16"]), ["bulk-floor", "cover"])
case("bulk", "全楼能调亮度的灯都调到百分之三十", alln(ALL_DIM, LVL, fam="light"), ["bulk-all", "capability-subset", "numeral-zh", "level"])
case("bulk", "16楼能调光的灯都调到最亮", alln(F16_DIM, LVL, fam="light", floors=["16"]), ["bulk-floor", "capability-subset", "level"])
case("bulk", "15楼能变色的灯都调成绿色", alln(["o_pend", "o_strip"], [COLOR, HUE], fam="light", floors=["15"]), ["bulk-floor", "capability-subset", "color"])
case("bulk", "把所有门都锁上", alln(LOCKS, LOCK, fam="lock"), ["bulk-all", "security"])
case("bulk", "开放区的窗帘都拉上", alln(["o_blind_e", "o_blind_w"], S_CLOSE, fam="curtain", rooms=["open"]), ["bulk-room", "cover"])
case("bulk", "宿舍的灯全关了", alln(DORM_L, OFF, fam="light", rooms=["dorm"]), ["bulk-room", "switch-lamp"])
case("bulk", "茶水间的插座都关了", alln(["p_coffee", "p_water"], OFF, fam="plug", rooms=["pantry"]), ["bulk-room", "plug"])
case("bulk", "老板办公室的插座全开", alln(["bo_tea", "bo_fish"], ON, fam="plug", rooms=["boss"]), ["bulk-room", "plug"])
case("bulk", "除了会议室A和会议室B，16楼的灯都关了", alln(PHONE_L + BOSS_L + SERVER_L, OFF, fam="light", floors=["16"], xrooms=["mra", "mrb"]), ["bulk-floor", "bulk-except"])
case("bulk", "全部灯关掉，Hue Go 留着", alln(minus(ALL_L, "bo_huego"), OFF, fam="light", xdevs=["bo_huego"]), ["bulk-all", "exclude-device", "english-label"])
case("bulk", "15楼除了前台，灯都关了", alln(minus(F15_L, FRONT_L), OFF, fam="light", floors=["15"], xrooms=["front"]), ["bulk-floor", "bulk-except"])
case("bulk", "会议室A的灯都调到百分之六十", alln(MRA_L, LVL, fam="light", rooms=["mra"]), ["bulk-room", "level", "numeral-zh"])
case("bulk", "所有筒灯都关了", alln(TONG, OFF, fam="light", label_has="筒灯"), ["bulk-all", "partial-name", "fullwidth"])

# ---- unknown places (ask) ---------------------------------------------------------------
case("unknown", "把三楼的灯关了", clar([], OFF), ["unknown-room", "floor"])
case("unknown", "卫生间的灯打开", clar([], ON), ["unknown-room"])
case("unknown", "休息室的空调打开", clar([], ON), ["unknown-room", "climate"])
case("unknown", "会议室C的灯开一下", clar([], ON), ["unknown-room"])
case("unknown", "除了休息室，灯都关了", clar([], OFF), ["unknown-room", "bulk-except"])
case("unknown", "18楼的灯全关了", clar([], OFF), ["unknown-room", "floor"])
case("unknown", "仓库的灯打开", one("n_store", ON), ["unknown-room", "stale-room", "name"])
case("unknown", "健身房的灯关了", clar([], OFF), ["unknown-room"])
case("unknown", "二楼的窗帘拉上", clar([], S_CLOSE), ["unknown-room", "floor", "cover"])

# ---- quantifier with a count -----------------------------------------------------------
case("count", "随便开两盏灯", one(ALL_L, ON), ["quantifier-count"])
case("count", "开放区随便开两盏灯就行", one(OPEN_L, ON), ["quantifier-count", "room"])
case("count", "筒灯开一个就行", one(TONG, ON), ["quantifier-count", "partial-name"])
case("count", "会议室A先开两盏灯", one(MRA_L, ON), ["quantifier-count", "room"])

# ---- values -------------------------------------------------------------------------------
case("value", "RECEPTION-DL-1 亮度调到80%", one("f_dl1", LVL), ["code-label", "level"])
case("value", "长桌吊灯调到百分之四十", one("o_pend", LVL), ["level", "numeral-zh"])
case("value", "会议室B主灯调暗一点", one("b_main", [LVL, STEP]), ["level", "relative"])
case("value", "宿舍吸顶灯调到最亮", one("d_ceil", LVL), ["level", "room", "duplicate-label"])
case("value", "电话间的灯调到最暗", one("ph_ceil", [LVL, STEP]), ["level", "room"])
case("value", "筒灯3亮度五十", one("c_dl3", LVL), ["level", "numeral-zh", "numbered"])
case("value", "长桌吊灯调成红色", one("o_pend", [COLOR, HUE]), ["color"])
case("value", "灯带换成紫色", clar(["b_strip", "o_strip"], [COLOR, HUE]), ["color", "ambiguous", "duplicate-label"])
case("value", "会议室B的灯带换成紫色", one("b_strip", [COLOR, HUE]), ["color", "room"])
case("value", "茶水间灯带调成绿色", one("o_strip", [COLOR, HUE]), ["color", "name-other-room"])
case("value", "MR-A Light 4 换成粉色", one("a_l4", [COLOR, HUE]), ["color", "english-label"])
case("value", "Hue Go 调成暖黄色", one("bo_huego", [COLOR, HUE, CT, CTSTEP]), ["color", "color-temperature", "english-label"])
case("value", "会议室B主灯调成冷白光", one("b_main", [CT, CTSTEP]), ["color-temperature"])
case("value", "前台射灯-01 色温调到3000K", one("f_spot1", CT), ["kelvin", "color-temperature"])
case("value", "落地灯暖一点", one("bo_floor", [CT, CTSTEP]), ["color-temperature", "relative", "near-duplicate"])
case("value", "宿舍吸顶灯色温调到五千", one("d_ceil", CT), ["kelvin", "numeral-zh"])
case("value", "MR-A Light 1 色温调到中性光", one("a_l1", CT), ["color-temperature", "english-label"])
case("value", "前台空调制冷26度", [one("f_ac", [TM_COOL, TM_SET]), one("f_ac", CSP)], ["climate", "mode", "temperature", "multi-command"])
case("value", "会议室B空调调到制冷模式", one("b_ac", ACMODE), ["climate", "mode"])
case("value", "宿舍空调调到26度", one("d_ac", HSP), ["climate", "temperature", "heating-setpoint-only"])
case("value", "机房空调温度调到二十度", one("s_ac", CSP), ["climate", "temperature", "numeral-zh", "ac-thermostat"])
case("value", "开放区空调1开除湿", one("o_ac1", TM_SET), ["climate", "mode"])
case("value", "Boss AC 风速调到高", one("bo_ac", [ACFAN, FANPCT]), ["climate", "fan", "english-label"])
case("value", "会议室B空调风小一点", one("b_ac", ACFAN), ["climate", "fan", "relative"])
case("value", "前台空调调成自动模式", one("f_ac", [TM_AUTO, TM_SET]), ["climate", "mode"])
case("value", "宿舍空调改成送风", one("d_ac", ACMODE), ["climate", "mode"])
case("value", "会议室A空调调高两度", one("a_ac", [CSP, HSP]), ["climate", "temperature", "relative", "numeral-zh"])
case("value", "米家落地扇调到三档", one("o_fan", FANSPEED), ["fan", "numeral-zh"])
case("value", "宿舍风扇开到最大", one("d_fan", [ACFAN, FANPCT]), ["fan", "no-switch"])
case("value", "宿舍风扇摇起头来", one("d_fan", OSC), ["fan", "colloquial"])
case("value", "宿舍风扇调成自然风", one("d_fan", WIND), ["fan", "mode"])
case("value", "落地扇风小点", one("o_fan", FANSPEED), ["fan", "relative", "partial-name"])
case("value", "会议室A窗帘开一半", one("a_curtain", S_LVL), ["cover", "position"])
case("value", "宿舍窗帘拉开一点", one("d_curtain", [S_LVL, S_STEP]), ["cover", "position", "relative"])
case("value", "老板办公室窗帘开到30%", one("bo_curtain", S_LVL), ["cover", "position"])
case("value", "百叶帘叶片角度调到45", one("b_blind", S_TILT), ["cover", "tilt"])
case("value", "卷帘-东 拉到一半", one("o_blind_e", S_LVL), ["cover", "position"])
case("value", "MR-A Curtain 停一下", one("a_curtain", S_PAUSE), ["cover", "english-label"])
case("value", "Reception Speaker 音量调到20", one("f_spk", VOL), ["volume", "english-label"])
case("value", "前台音箱声音大点", one("f_spk", [VUP, VOL]), ["volume", "relative", "cross-lingual"])
case("value", "JBL 小点声", one("d_jbl", [VDOWN, VOL]), ["volume", "relative", "english-label"])
case("value", "会议室A的音响静音", one("a_bar", [MUTE, SETMUTE]), ["volume", "room", "cross-lingual"])
case("value", "MR-A Soundbar 下一首", one("a_bar", NEXT), ["media", "english-label"])
case("value", "MR-B TV 切到5台", one("b_tv", KEY), ["channel", "english-label"])
case("value", "会议室B电视换个台", one("b_tv", [KEY, NEXT]), ["channel", "room"])
case("value", "电视暂停一下", one("b_tv", PAUSE), ["media", "unique-type"])
case("value", "热水器调到50度", one("d_wh", HSP), ["water-heater", "temperature"])
case("value", "热水器温度调高点", one("d_wh", HSP), ["water-heater", "relative"])
case("value", "热水器关了", one("d_wh", [TM_OFF, TM_SET, MODE]), ["water-heater", "no-switch"])
case("value", "Blueair 调到自动", one("bo_pur", PURMODE), ["purifier", "mode", "english-label"])
case("value", "扫地机器人暂停", one("n_robot", R_PAUSE), ["robot", "no-room"])
case("value", "扫地机切到拖地模式", one("n_robot", MODE), ["robot", "mode", "no-room"])
case("value", "暖气调到22度", one("d_heat", HSP), ["climate", "temperature"])
case("value", "开放区空调2调到二十四度", one("o_ac2", [CSP, HSP]), ["climate", "temperature", "numeral-zh"])
case("value", "MR-A Soundbar 声音调大一点", one("a_bar", [VUP, VOL]), ["volume", "relative"])
case("value", "MR-B TV 回主页", one("b_tv", KEY), ["media", "english-label"])
case("value", "宿舍风扇调到百分之六十", one("d_fan", FANPCT), ["fan", "numeral-zh"])
case("value", "开放区空调1风速调到自动", one("o_ac1", ACFAN), ["climate", "fan"])
case("value", "筒灯5调亮一点", one("c_dl5", [LVL, STEP]), ["level", "relative", "numbered"])
case("value", "会议室B灯带亮度调到20%", one("b_strip", LVL), ["level", "room"])
case("value", "老板办公室的 Blueair 风量调到百分之八十", one("bo_pur", FANPCT), ["purifier", "numeral-zh", "code-mixed"])

# ---- multi-command: two actions, two targets, sequences ---------------------------------
case("multi", "会议室A空调开制冷调到24度", [one("a_ac", [TM_COOL, TM_SET]), one("a_ac", CSP)], ["multi-command", "climate", "mode", "temperature"])
case("multi", "宿舍空调开制热，调到28度", [one("d_ac", ACMODE), one("d_ac", HSP)], ["multi-command", "climate", "heating-setpoint-only"])
case("multi", "长桌吊灯打开，调成蓝色", [one("o_pend", ON), one("o_pend", [COLOR, HUE])], ["multi-command", "color"])
case("multi", "打开咖啡机，关掉饮水机插座", [one("p_coffee", ON), one("p_water", OFF)], ["multi-command", "two-targets", "plug"])
case("multi", "投影打开，会议室A窗帘拉上", [one("a_proj", ON), one("a_curtain", S_CLOSE)], ["multi-command", "two-targets", "cross-lingual"])
case("multi", "先把前台空调关了，再把前台的灯关了", [one("f_ac", OFF), alln(FRONT_L, OFF, fam="light", rooms=["front"])], ["multi-command", "sequence", "implicit-all"])
case("multi", "打开 MR-B TV 然后把百叶帘关上", [one("b_tv", ON), one("b_blind", S_CLOSE)], ["multi-command", "sequence"])
case("multi", "宿舍吸顶灯关掉，床头灯打开，窗帘拉上", [one("d_ceil", OFF), one("d_bed", ON), one("d_curtain", S_CLOSE)], ["multi-command", "three-commands", "switch-lamp"])
case("multi", "把咖啡机和饮水机插座都关了", alln(["p_coffee", "p_water"], OFF), ["two-targets", "plug"])
case("multi", "Boss AC 打开，Blueair 也开了", [one("bo_ac", ON), one("bo_pur", [PURMODE, FANPCT])], ["multi-command", "two-targets", "english-label", "no-switch"])
case("multi", "会议室B主灯调到60%，灯带调成蓝色", [one("b_main", LVL), one("b_strip", [COLOR, HUE])], ["multi-command", "two-targets", "level", "color"])
case("multi", "热水器调到45度，然后把暖气开到20度", [one("d_wh", HSP), one("d_heat", HSP)], ["multi-command", "sequence", "water-heater"])
case("multi", "关掉 MR-A Projector，再把 MR-A 的灯全打开", [one("a_proj", OFF), alln(MRA_L, ON, fam="light", rooms=["mra"])], ["multi-command", "sequence", "bulk-room"])
case("multi", "走廊灯关了，筒灯也都关了", [one("c_main", OFF), alln(TONG, OFF, fam="light", rooms=["corr"], label_has="筒灯")], ["multi-command", "switch-lamp", "fullwidth"])
case("multi", "米家落地扇打开调到一档", [one("o_fan", ON), one("o_fan", FANSPEED)], ["multi-command", "fan", "numeral-zh"])
case("multi", "把 Reception Speaker 音量调到25然后放音乐", [one("f_spk", VOL), one("f_spk", [PLAY, PRESET])], ["multi-command", "sequence", "volume"])
case("multi", "打印机电源和碎纸机都打开", alln(["pr_printer", "pr_shred"], ON), ["two-targets", "asr-label", "plug"])
case("multi", "先锁上大门，再把前台灯箱关了", [one("f_lock", LOCK), one("f_box", OFF)], ["multi-command", "sequence", "security", "cross-lingual"])
case("multi", "会议室A空调关了，窗帘也拉开", [one("a_ac", OFF), one("a_curtain", S_OPEN)], ["multi-command", "cross-lingual"])
case("multi", "扫地机器人开始扫地，扫完回去充电", [one("n_robot", R_START), one("n_robot", R_HOME)], ["multi-command", "sequence", "robot"])

# ---- history: references, follow-ups, answers to a clarifying question --------------------
case("hist", "调成蓝色", one("o_pend", [COLOR, HUE]), ["reference", "color"], history=["打开长桌吊灯"])
case("hist", "再亮一点", one("a_l1", [LVL, STEP]), ["reference", "relative"], history=["把 MR-A Light 1 打开"])
case("hist", "调到24度", one("f_ac", [CSP, HSP]), ["reference", "temperature"], history=["前台空调打开"])
case("hist", "把它关了", one("b_main", OFF), ["reference", "pronoun"], history=["会议室B主灯开一下"])
case("hist", "那个温度再低一点", one("d_ac", HSP), ["reference", "pronoun", "relative", "heating-setpoint-only"], history=["宿舍空调开制冷"])
case("hist", "筒灯4也打开", one("c_dl4", ON), ["reference", "numbered"], history=["把筒灯3打开"])
case("hist", "饮水机也开一下", one("p_water", ON), ["reference", "partial-name"], history=["把咖啡机打开"])
case("hist", "停，停一下", one("a_curtain", S_PAUSE), ["reference", "cover"], history=["关掉会议室A的窗帘"])
case("hist", "声音小点", one("f_spk", [VDOWN, VOL]), ["reference", "volume"], history=["Reception Speaker 放点音乐"])
case("hist", "再大一点", one("d_fan", [FANPCT, ACFAN]), ["reference", "fan", "relative"], history=["宿舍风扇打开"])
case("hist", "电话间的", one("ph_ceil", ON), ["clarify-followup", "duplicate-label"], history=["打开吸顶灯"])
case("hist", "会议室B的", one("b_ac", OFF), ["clarify-followup", "climate"], history=["关空调"])
case("hist", "会议室B那个", one("b_strip", ON), ["clarify-followup"], history=["打开灯带"])
case("hist", "那就筒灯6吧", one("c_dl6", ON), ["clarify-followup", "numbered", "fullwidth"], history=["筒灯7打开"])
case("hist", "A 的", alln(MRA_L, OFF, fam="light", rooms=["mra"]), ["clarify-followup", "code-mixed"], history=["把 meeting room 的灯关了"])
case("hist", "再调到制冷", one("a_ac", [TM_COOL, TM_SET]), ["reference", "mode"], history=["会议室A空调开一下"])
case("hist", "换个颜色，来个绿的", one("bo_huego", [COLOR, HUE]), ["reference", "color"], history=["把 Hue Go 打开"])
case("hist", "算了，还是拉上吧", one("d_curtain", S_CLOSE), ["reference", "cover", "colloquial"], history=["宿舍窗帘拉开"])
case("hist", "空调2也打开", one("o_ac2", ON), ["reference", "numbered"], history=["开放区空调1打开"])
case("hist", "俩都调到25度", alln(["o_ac1", "o_ac2"], [CSP, HSP]), ["reference", "temperature", "two-targets"], history=["开放区空调1打开", "空调2也打开"])
case("hist", "02 也开", one("f_spot2", ON), ["reference", "numbered", "padded"], history=["前台射灯-01 打开"])
case("hist", "再高五度", one("d_wh", HSP), ["reference", "relative", "water-heater", "numeral-zh"], history=["热水器调到50度"])
case("hist", "切到3台", one("b_tv", KEY), ["reference", "channel"], history=["MR-B TV 打开"])
case("hist", "风大一点", one("bo_ac", [ACFAN, FANPCT]), ["reference", "fan", "relative"], history=["Boss AC 开一下"])
case("hist", "灯箱再打开", one("f_box", ON), ["reference", "partial-name", "switch-lamp"], history=["把前台的灯关了"])
case("hist", "调暗一点", alln(MRB_L, [LVL, STEP]), ["reference", "relative", "level"], history=["打开会议室B的灯"])
case("hist", "得嘞，再来一个，把宿舍的也关了", alln(DORM_L, OFF, fam="light", rooms=["dorm"]), ["reference", "beijing", "implicit-all"], history=["把前台的灯关了"])
case("hist", "把它关了", clar([], OFF), ["no-history-reference", "pronoun"])
case("hist", "那个也打开", clar([], ON), ["no-history-reference", "pronoun"])
case("hist", "再调高一点", clar([], []), ["no-history-reference", "relative"])
case("hist", "还是刚才那个，关了吧", clar([], OFF), ["no-history-reference"])
case("hist", "我这儿的灯也开一下", clar([], ON), ["no-history-reference", "unknown-room"])

# ---- stated needs -----------------------------------------------------------------------------
case("need", "老板办公室好热", one("bo_ac", [ON, TM_COOL, TM_SET, CSP]), ["need", "room", "climate"])
case("need", "会议室A太暗了", one(MRA_L, [ON, LVL, STEP]), ["need", "room"])
case("need", "宿舍好冷啊", one(["d_ac", "d_heat", "d_blanket"], [ON, ACMODE, HSP, TM_HEAT, TM_SET]), ["need", "room", "climate"])
case("need", "会议室B好闷", one("b_ac", [ON, ACMODE, ACFAN]), ["need", "room", "climate"])
case("need", "前台太亮了，晃眼", one(FRONT_L, [OFF, LVL, STEP]), ["need", "room"])
case("need", "打印区有点暗", one("pr_ceil", ON), ["need", "room"])
case("need", "机房温度有点高", one("s_ac", [CSP, TM_COOL, TM_SET]), ["need", "room", "ac-thermostat"])
case("need", "宿舍太晒了", one("d_curtain", [S_CLOSE, S_LVL]), ["need", "room", "cover"])
case("need", "好热啊", clar(AC_ALL, [ON, CSP]), ["need-no-place", "climate"])
case("need", "太暗了", clar([], ON), ["need-no-place"])
case("need", "有点冷", clar(AC_ALL + ["d_heat"], [ON, HSP]), ["need-no-place", "climate"])
case("need", "好闷啊", clar([], []), ["need-no-place"])
case("need", "我办公室空调调到25", one("bo_ac", [CSP, HSP]), ["boss", "speaker-context", "temperature"])
case("need", "我办公室有点冷", one("bo_ac", [ON, TM_HEAT, TM_SET, HSP]), ["boss", "speaker-context", "need"])
case("need", "电话间里闷死了", one("ph_vent", ANY), ["need", "room", "no-spec"])
case("need", "宿舍洗澡水不够热", one("d_wh", [HSP, TM_HEAT, TM_SET]), ["need", "water-heater"])
case("need", "老板办公室太晒了", one("bo_curtain", [S_CLOSE, S_LVL]), ["need", "room", "cover"])
case("need", "会议室A有点冷", one("a_ac", [ON, TM_HEAT, TM_SET, HSP]), ["need", "room", "climate"])
case("need", "开放区热死了", one(["o_ac1", "o_ac2", "o_fan"], [ON, TM_COOL, TM_SET, CSP, FANSPEED]), ["need", "room", "climate"])
case("need", "茶水间黑咕隆咚的", one(PANTRY_L, ON), ["need", "room", "beijing", "name-other-room"])

# ---- state questions ------------------------------------------------------------------------
case("state", "开放区现在几度", one(["o_th", "o_ac1", "o_ac2"], ANY), ["state-query", "room"])
case("state", "机房温度多少", one(["s_th", "s_ac"], ANY), ["state-query", "room"])
case("state", "大门锁好了没", one("f_lock", ANY), ["state-query", "security", "cross-lingual"])
case("state", "宿舍门锁了吗", one("d_lock", ANY), ["state-query", "security"])
case("state", "茶水间漏水了吗", one("p_leak", ANY), ["state-query", "room"])
case("state", "机房有没有漏水", one("s_leak", ANY), ["state-query", "room"])
case("state", "会议室A空气怎么样", one("a_aq", ANY), ["state-query", "room"])
case("state", "大门关好了吗", one(["f_door", "f_lock"], ANY), ["state-query", "security"])
case("state", "热水器现在多少度", one("d_wh", ANY), ["state-query", "water-heater"])
case("state", "走廊有人吗", one("c_motion", ANY), ["state-query", "room"])
case("state", "打印区有人吗", one("pr_motion", ANY), ["state-query", "room", "no-label"])
case("state", "咖啡机开着吗", one("p_coffee", ANY), ["state-query", "plug"])
case("state", "会议室A现在几度", one(["a_aq", "a_ac"], ANY), ["state-query", "room"])
case("state", "宿舍现在多少度", one(["d_ac", "d_heat"], ANY), ["state-query", "room"])
case("state", "门锁好了没", one(LOCKS, ANY), ["state-query", "security", "multi-candidate"])
case("state", "开放区湿度多少", one(["o_th", "o_ac1", "o_ac2"], ANY), ["state-query", "room"])
case("state", "机房湿度正常吗", one("s_th", ANY), ["state-query", "room"])
case("state", "走廊烟感正常吗", one("c_smoke", ANY), ["state-query", "security"])
case("state", "打印机开着没", one("pr_printer", ANY), ["state-query", "plug", "partial-name"])
case("state", "Boss AC 现在什么模式", one("bo_ac", ANY), ["state-query", "english-label"])
case("state", "老板办公室空调开着吗", one("bo_ac", ANY), ["state-query", "room"])
case("state", "开放区现在有人吗", one("o_motion", ANY), ["state-query", "room"])
case("state", "扫地机器人在干嘛呢", one("n_robot", ANY), ["state-query", "robot", "beijing"])
case("state", "打印机今天用了多少电", one("pr_printer", ANY), ["state-query", "plug"])
case("state", "茶水间的灯是不是没关", one(PANTRY_L, ANY), ["state-query", "room", "name-other-room"])

# ---- clarify: ambiguous targets, floors, nouns without verbs --------------------------------
case("clarify", "打开吸顶灯", clar(CEIL5, ON), ["ambiguous", "duplicate-label"])
case("clarify", "关灯", clar([], OFF), ["ambiguous", "type"])
case("clarify", "开空调", clar(AC_ALL, ON), ["ambiguous", "type", "climate"])
case("clarify", "把窗帘拉上", clar(BLINDS, S_CLOSE), ["ambiguous", "type", "cover"])
case("clarify", "风扇打开", clar(["o_fan", "d_fan", "ph_vent"], ON), ["ambiguous", "type", "fan"])
case("clarify", "净化器开一下", clar(["o_pur", "bo_pur"], [PURMODE, FANPCT]), ["ambiguous", "type", "purifier"])
case("clarify", "音箱声音调大", clar(SPEAKERS, [VUP, VOL]), ["ambiguous", "type", "volume"])
case("clarify", "楼上的灯关了", clar([], OFF), ["floor-ambiguous"])
case("clarify", "楼下空调开一下", clar([], ON), ["floor-ambiguous", "climate"])
case("clarify", "门锁打开", clar(LOCKS, UNLOCK), ["ambiguous", "security"])
case("clarify", "空调", clar(AC_ALL, []), ["noun-only", "climate"])
case("clarify", "灯", clar([], []), ["noun-only"])
case("clarify", "会议室的灯", clar(MRA_L + MRB_L, []), ["noun-only", "ambiguous"])
case("clarify", "窗帘", clar(BLINDS, []), ["noun-only", "cover"])
case("clarify", "插座关了", clar(PLUGS, OFF), ["ambiguous", "type", "plug"])
case("clarify", "灯带开一下", clar(["b_strip", "o_strip"], ON), ["ambiguous", "duplicate-label"])
case("clarify", "会议室空调开一下", clar(["a_ac", "b_ac"], ON), ["ambiguous", "climate"])
case("clarify", "办公室的灯关了", clar(OPEN_L + BOSS_L, OFF), ["ambiguous", "room"])
case("clarify", "把那个灯打开", clar([], ON), ["ambiguous", "no-history-reference"])
case("clarify", "调到26度", clar([], []), ["ambiguous", "temperature"])
case("clarify", "开到50%", clar([], []), ["ambiguous", "level"])
case("clarify", "吸顶灯调亮点", clar(["ph_ceil", "d_ceil"], [LVL, STEP]), ["ambiguous", "duplicate-label", "relative"])
case("clarify", "楼上那个会议室的灯开一下", clar(MRA_L + MRB_L, ON), ["floor-ambiguous", "ambiguous"])
case("clarify", "音箱关了", clar(SPEAKERS, [OFF, PAUSE, STOP]), ["ambiguous", "type", "media"])
case("clarify", "空调开到制冷", clar(AC_ALL, [TM_COOL, TM_SET, ACMODE]), ["ambiguous", "climate", "mode"])
case("clarify", "温湿度计多少度了", clar(["o_th", "s_th"], []), ["ambiguous", "state-query"])
case("clarify", "把楼上的窗帘拉开", clar([], S_OPEN), ["floor-ambiguous", "cover"])
case("clarify", "关一下", clar([], OFF), ["noun-only", "ambiguous"])
case("clarify", "打开", clar([], ON), ["noun-only", "ambiguous"])
case("clarify", "筒灯", clar(TONG, []), ["noun-only", "numbered"])
case("clarify", "前台", clar([], []), ["noun-only", "room"])
case("clarify", "门锁上", clar(LOCKS, LOCK), ["ambiguous", "security"])

# ---- none: chit-chat, weather, world, remarks, negations, cancellations, gibberish ---------
for q, t in [
    ("今天北京天气怎么样", ["weather"]),
    ("明天望京会下雨吗", ["weather"]),
    ("北京今天限号吗", ["world"]),
    ("你好呀", ["chitchat"]),
    ("谢谢啊，辛苦了", ["chitchat"]),
    ("得嘞，没事了", ["chitchat", "beijing"]),
    ("哈哈哈哈哈", ["chitchat"]),
    ("😂😂😂", ["emoji"]),
    ("👍", ["emoji"]),
    ("🙏🙏", ["emoji"]),
    ("嘿嘿 😏", ["emoji", "chitchat"]),
    ("嗯", ["chitchat"]),
    ("。。。", ["gibberish"]),
    ("算了，不用了", ["cancel"]),
    ("别开空调", ["negation"]),
    ("空调先别关", ["negation"]),
    ("不用开灯了", ["negation"]),
    ("刚才那个取消吧", ["cancel"]),
    ("asdfghjkl", ["gibberish"]),
    ("啊啊啊啊啊", ["gibberish"]),
    ("美国总统是谁", ["world"]),
    ("一加一等于几", ["world"]),
    ("晚上吃啥", ["chitchat"]),
    ("这周五团建去哪儿", ["chitchat"]),
    ("老板今天来了吗", ["remark"]),
    ("这灯设计得真丑", ["remark"]),
    ("我不想关灯", ["negation"]),
    ("别动机房的东西", ["negation"]),
    ("给我讲个笑话", ["chitchat"]),
    ("几点了", ["world"]),
    ("帮我订个会议室", ["remark"]),
    ("快递到了没", ["remark"]),
    ("麻溜的", ["beijing", "gibberish"]),
    ("嘛呢", ["beijing", "chitchat"]),
    ("宿舍的空调甭开，开窗就行", ["negation", "beijing"]),
    ("望京SOHO离这儿多远", ["world"]),
    ("这个月房租交了吗", ["remark"]),
    ("你是谁", ["chitchat"]),
    ("灯不用关，我还没走呢", ["negation"]),
    ("那个……嗯……算了", ["cancel"]),
    ("哎你说这个方案甲方到底想要啥啊，改来改去的，我也是服了，算了算了，先这样吧", ["rambling", "remark"]),
]:
    case("none", q, NONE, t)
case("none", "算了，甭开了", NONE, ["cancel", "beijing"], history=["把会议室A空调打开"])

# ---- rambling transcripts that end in one real request -----------------------------------
case("ramble", "哎我跟你说啊，今天那个甲方又改稿了，改了八遍，我都要疯了，然后老王说周末还得加班，唉，算了算了，不说了，你帮我把会议室B的空调打开吧",
     one("b_ac", ON), ["rambling", "room", "climate"])
case("ramble", "嗯……那个……就是……我们刚开完会，大家都走了，投影……对，投影仪关一下", one("a_proj", OFF), ["rambling", "cross-lingual"])
case("ramble", "喂喂，听得见吗？哎这破信号……我是说啊，今儿外头雾霾忒大了，老板办公室那个 Blueair 给开开", one("bo_pur", [PURMODE, FANPCT]), ["rambling", "beijing", "english-label", "no-switch"])
case("ramble", "今天客户来看稿，说我们这个logo颜色不对，我寻思挺好的啊，得，改呗，诶对了，长桌吊灯调成白光吧，我比对一下颜色",
     one("o_pend", [CT, COLOR]), ["rambling", "color-temperature"])

# ---- conditions (labelled as the action they contain) --------------------------------------
case("cond", "等我回宿舍就把空调打开", one("d_ac", ON), ["condition", "room", "climate"])
case("cond", "九点以后把走廊灯关了", one("c_main", OFF), ["condition", "switch-lamp"])
case("cond", "如果机房温度超过28度，就把机房空调调到20度", one("s_ac", CSP), ["condition", "ac-thermostat", "temperature"])
case("cond", "下班的时候把所有灯都关了", alln(ALL_L, OFF, fam="light"), ["condition", "bulk-all"])
case("cond", "十分钟后关掉咖啡机", one("p_coffee", OFF), ["condition", "plug"])
case("cond", "有人进会议室A就开灯", alln(MRA_L, ON, fam="light", rooms=["mra"]), ["condition", "implicit-all"])
case("cond", "要是下雨了就把开放区的卷帘拉上", alln(["o_blind_e", "o_blind_w"], S_CLOSE, fam="curtain", rooms=["open"]), ["condition", "cover", "bulk-room"])
case("cond", "明早八点把热水器调到50度", one("d_wh", HSP), ["condition", "water-heater"])
case("cond", "老板到了就把 Boss AC 打开", one("bo_ac", ON), ["condition", "english-label"])
case("cond", "半小时后把宿舍的灯都关了", alln(DORM_L, OFF, fam="light", rooms=["dorm"]), ["condition", "bulk-room", "switch-lamp"])

# ---- Beijing speech, the cleaner, the boss -----------------------------------------------------
case("bj", "劳驾，会议室A的空调给整一下，调到二十五度", one("a_ac", [CSP, HSP]), ["beijing", "numeral-zh", "temperature"])
case("bj", "得嘞，把前台灯箱关喽", one("f_box", OFF), ["beijing", "switch-lamp"])
case("bj", "麻溜的把投影打开，客户到了", one("a_proj", ON), ["beijing", "cross-lingual"])
case("bj", "哥们儿，开放区空调1给开开", one("o_ac1", ON), ["beijing", "numbered"])
case("bj", "您受累，把茶水间的咖啡机开开", one("p_coffee", ON), ["beijing", "room"])
case("bj", "宿舍忒热了，空调给整上", one("d_ac", [ON, ACMODE, HSP]), ["beijing", "need", "heating-setpoint-only"])
case("bj", "这灯太晃眼了，会议室B主灯给调暗点儿", one("b_main", [LVL, STEP]), ["beijing", "relative"])
case("bj", "甭管了，把所有窗帘都拉上得了", alln(BLINDS, S_CLOSE, fam="curtain"), ["beijing", "bulk-all", "cover"])
case("bj", "齁冷的，老板办公室空调开制热", one("bo_ac", [TM_HEAT, TM_SET]), ["beijing", "mode", "climate"])
case("bj", "劳驾把 MR-A Light 1 到 4 都关了", alln(MRA_L, OFF, fam="light", label_has="MR-A Light"), ["beijing", "numbered", "range"])
case("bj", "倍儿闷，开放区的落地扇给开开", one("o_fan", ON), ["beijing", "fan", "partial-name"])
case("bj", "整一下长桌吊灯，亮堂点儿", one("o_pend", [ON, LVL, STEP]), ["beijing", "relative"])
case("clean", "走廊和前台的灯给我关了，我拖完地了", alln(CORR_L + FRONT_L, OFF, fam="light", rooms=["corr", "front"]), ["cleaner", "two-rooms", "switch-lamp"])
case("clean", "打扫完了，15楼的灯全关了", alln(F15_L, OFF, fam="light", floors=["15"]), ["cleaner", "bulk-floor"])
case("clean", "扫地机器人去扫一下", one("n_robot", R_START), ["cleaner", "robot"])
case("clean", "茶水间的灯别关，15楼其他的灯都关了", alln(minus(F15_L, PANTRY_L), OFF, fam="light", floors=["15"], xrooms=["pantry"]), ["cleaner", "bulk-floor", "bulk-except", "name-other-room"])
case("clean", "16楼的灯都关了，机房的和老板办公室的别动", alln(MRA_L + MRB_L + PHONE_L, OFF, fam="light", floors=["16"], xrooms=["server", "boss"]), ["cleaner", "bulk-floor", "bulk-except"])
case("clean", "除了机房，哪儿的空调都给关了", alln(minus(AC_ALL, "s_ac"), OFF, fam="ac", xrooms=["server"]), ["cleaner", "bulk-except", "climate", "beijing"])
case("boss", "把我办公室窗帘拉开", one("bo_curtain", S_OPEN), ["boss", "speaker-context", "cover"])
case("boss", "我办公室的灯全打开", alln(BOSS_L, ON, fam="light", rooms=["boss"]), ["boss", "speaker-context", "bulk-room"])
case("boss", "给我办公室鱼缸插座打开", one("bo_fish", ON), ["boss", "speaker-context", "plug"])
case("boss", "我办公室的净化器开到最大", one("bo_pur", [PURMODE, FANPCT]), ["boss", "speaker-context", "purifier"])


# --------------------------------------------------------------------------------------
# Writers
# --------------------------------------------------------------------------------------
PROTOCOL = {"zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER"}
MANUFACTURER = {
    "philips-hue": "Signify", "sonos": "Sonos", "samsung-audio": "Samsung Electronics", "jbl": "Harman",
    "deepsmart": "DeepSmart", "aqara-lock": "Aqara", "britzyhub": "Britzy", "hub": "Aqara",
}


def device_item(d):
    p = profile_of(d)
    item = OrderedDict()
    item["deviceId"] = uid("device", d["key"])
    item["name"] = d["profile"]
    if d["label"] is not None:
        item["label"] = d["label"]
    item["manufacturerName"] = MANUFACTURER.get(d["driver"], "SmartThingsCommunity")
    item["presentationId"] = "ST_" + hashlib.md5(profile_id(d).encode()).hexdigest()[:8]
    item["locationId"] = LOCATION_ID
    if d["room"] == DELETED_ROOM:
        item["roomId"] = uid("room", DELETED_ROOM)
    elif d["room"] is not None:
        item["roomId"] = uid("room", d["room"])
    comps = [OrderedDict([
        ("id", "main"), ("label", "main"),
        ("capabilities", [OrderedDict(id=c, version=1) for c in p["capabilities"]]),
        ("categories", [OrderedDict(name=c, categoryType="manufacturer") for c in p["categories"]]),
    ])]
    for c in p.get("components", []):
        comps.append(OrderedDict([
            ("id", c["id"]), ("label", c["id"]),
            ("capabilities", [OrderedDict(id=x, version=1) for x in c["capabilities"]]),
            ("categories", [OrderedDict(name=x, categoryType="manufacturer") for x in c["categories"]]),
        ]))
    item["components"] = comps
    item["profile"] = OrderedDict(id=profile_id(d))
    proto = next((v for k, v in PROTOCOL.items() if d["driver"].startswith(k)), "LAN")
    item["type"] = proto
    return item


def build_home():
    rooms = [OrderedDict(roomId=uid("room", k), locationId=LOCATION_ID, name=n) for k, n, f in ROOMS]
    return OrderedDict(rooms=rooms, items=[device_item(d) for d in D])


def build_spec():
    lines, seen = [], set()
    for d in D:
        pid = profile_id(d)
        if pid in seen or (d["driver"], d["profile"]) in MISSING_SPEC:
            continue
        seen.add(pid)
        lines.append(OrderedDict(profileId=pid, capabilities=spec_for(d)))
    return lines


def full(c):
    return c if c == "*" else "main-" + c


def build_cases():
    out = []
    for c in CASES:
        exp = []
        for e in c["expects"]:
            exp.append(OrderedDict(devices=[uid("device", k) for k in e["devs"]],
                                   capabilities=[full(x) for x in e["caps"]], mode=e["mode"]))
        tags = list(c["tags"])
        modes = {e["mode"] for e in c["expects"]}
        for m, t in (("clarify", "clarify"), ("none", "none")):
            if m in modes and t not in tags:
                tags.append(t)
        if c["history"] and "history" not in tags:
            tags.append("history")
        row = OrderedDict(id=c["id"], home="home.json", query=c["query"], expect=exp, tags=tags)
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


def dumps(o):
    return json.dumps(o, ensure_ascii=False)


def write():
    home, spec, cases = build_home(), build_spec(), build_cases()
    with open(os.path.join(HERE, "home.json"), "w", encoding="utf-8") as fh:
        json.dump(home, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    with open(os.path.join(HERE, "spec.jsonl"), "w", encoding="utf-8") as fh:
        for line in spec:
            fh.write(dumps(line) + "\n")
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for line in cases:
            fh.write(dumps(line) + "\n")
    print("wrote home.json (%d rooms, %d devices), spec.jsonl (%d profiles), cases.jsonl (%d cases)"
          % (len(home["rooms"]), len(home["items"]), len(spec), len(cases)))


# --------------------------------------------------------------------------------------
# Check (reads the files on disk)
# --------------------------------------------------------------------------------------


def check():
    errs = []

    def err(msg):
        errs.append(msg)

    try:
        with open(os.path.join(HERE, "home.json"), encoding="utf-8") as fh:
            home = json.load(fh)
        spec = {}
        with open(os.path.join(HERE, "spec.jsonl"), encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                o = json.loads(line)
                if o["profileId"] in spec:
                    err("spec: duplicate profile %s" % o["profileId"])
                spec[o["profileId"]] = o
        cases = []
        with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                cases.append(json.loads(line))
    except (OSError, ValueError) as e:
        print("FAIL: cannot read/parse files: %s" % e)
        return 1

    # the files on disk must be what this script writes
    if home != json.loads(dumps(build_home())):
        err("home.json differs from what build.py generates (run python build.py)")
    if [spec[k] for k in spec] != json.loads("[" + ",".join(dumps(x) for x in build_spec()) + "]"):
        err("spec.jsonl differs from what build.py generates")
    if cases != json.loads("[" + ",".join(dumps(x) for x in build_cases()) + "]"):
        err("cases.jsonl differs from what build.py generates")

    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    if len(rooms) != len(home["rooms"]):
        err("duplicate roomId")
    items = {}
    for it in home["items"]:
        if it["deviceId"] in items:
            err("duplicate deviceId %s" % it["deviceId"])
        items[it["deviceId"]] = it
    key_of = {uid("device", d["key"]): d["key"] for d in D}

    # spec ids well formed; value types sane
    for pid, o in spec.items():
        ids = [c["id"] for c in o["capabilities"]]
        if len(ids) != len(set(ids)):
            err("spec %s: duplicate command id" % pid)
        for c in o["capabilities"]:
            if not re.match(r"^main-[A-Za-z]+-[A-Za-z]+$", c["id"]):
                err("spec %s: bad id %s" % (pid, c["id"]))
            if not c.get("description"):
                err("spec %s: %s has no description" % (pid, c["id"]))
            if c["id"].split("-")[1] in ("refresh", "firmwareUpdate"):
                err("spec %s: %s should be skipped" % (pid, c["id"]))

    # real-profile fidelity, missing-spec profiles
    missing = set()
    for d in D:
        it = items.get(uid("device", d["key"]))
        p = profile_of(d)
        main = it["components"][0]
        if main["id"] != "main" or [c["id"] for c in main["capabilities"]] != p["capabilities"] \
                or [c["name"] for c in main["categories"]] != p["categories"]:
            err("device %s does not copy profile %s" % (d["key"], d["profile"]))
        if it["profile"]["id"] not in spec:
            missing.add(it["profile"]["id"])
    if missing != {"st-%s-%s" % m for m in MISSING_SPEC}:
        err("profiles missing from spec: %s" % sorted(missing))

    def spec_of_dev(did):
        o = spec.get(items[did]["profile"]["id"])
        return None if o is None else {c["id"] for c in o["capabilities"]}

    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        err("duplicate case ids: %s" % [k for k, v in Counter(ids).items() if v > 1])
    by_id = {c["id"]: c for c in CASES}
    for c in cases:
        cid = c["id"]
        if c.get("home") != "home.json" or not c.get("query") or not c.get("tags"):
            err("%s: missing home/query/tags" % cid)
        if not c["expect"]:
            err("%s: empty expect" % cid)
        src = by_id[cid]
        for i, e in enumerate(c["expect"]):
            mode = e["mode"]
            devs, caps = e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none"):
                err("%s: bad mode %s" % (cid, mode))
            if len(devs) != len(set(devs)):
                err("%s[%d]: duplicate device" % (cid, i))
            for did in devs:
                if did not in items:
                    err("%s[%d]: unknown device %s" % (cid, i, did))
            if any(did not in items for did in devs):
                continue
            if mode == "none":
                if devs or caps or len(c["expect"]) != 1:
                    err("%s: none must be exactly {devices: [], capabilities: [], mode: none}" % cid)
                continue
            if mode in ("one", "all") and not devs:
                err("%s[%d]: no devices" % (cid, i))
            if mode in ("one", "all") and not caps:
                err("%s[%d]: no capabilities" % (cid, i))
            if caps == ["*"]:
                if mode == "clarify":
                    err("%s[%d]: * in clarify" % (cid, i))
                continue
            if "*" in caps:
                err("%s[%d]: * mixed with commands" % (cid, i))
            specs = {did: spec_of_dev(did) for did in devs}
            if mode == "one":
                for did, s in specs.items():
                    if s is None:
                        err("%s[%d]: device %s has no spec line; use *" % (cid, i, key_of[did]))
                    elif not any(x in s for x in caps):
                        err("%s[%d]: device %s supports none of %s" % (cid, i, key_of[did], caps))
                for x in caps:
                    if not any(s and x in s for s in specs.values()):
                        err("%s[%d]: command %s exists on no listed device" % (cid, i, x))
            elif mode == "all":
                for did, s in specs.items():
                    for x in caps:
                        if s is None or x not in s:
                            err("%s[%d]: bulk device %s lacks %s" % (cid, i, key_of[did], x))
                scope = src["expects"][i]["scope"]
                short = [x if x == "*" else x[len("main-"):] for x in caps]
                want = set(resolve_scope(scope, short))
                got = {key_of[d] for d in devs}
                if want != got:
                    err("%s[%d]: bulk set differs from scope %s: missing %s extra %s"
                        % (cid, i, scope, sorted(want - got), sorted(got - want)))
            elif mode == "clarify":
                for x in caps:
                    if devs and not any(s and x in s for s in specs.values()):
                        err("%s[%d]: clarify command %s exists on no listed device" % (cid, i, x))
        if c.get("history") is not None and (not isinstance(c["history"], list) or not c["history"]):
            err("%s: bad history" % cid)

    # every room has its floor written in the name (or none)
    for k, n, f in ROOMS:
        m = re.match(r"^(\d+)\s*(F|楼|层)", n)
        if (m.group(1) if m else None) != f:
            err("room %s: floor %s not what the name says" % (n, f))

    if len(home["items"]) < 90:
        err("fewer than 90 devices")
    if len(cases) < 300:
        err("fewer than 300 cases")
    for e in errs:
        print("FAIL:", e)
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("%s: %d devices, %d rooms, %d spec lines, %d cases, expect entries %s"
          % ("FAILED" if errs else "OK", len(items), len(rooms), len(spec), len(cases), dict(modes)))
    return 1 if errs else 0


def stats():
    home, cases = build_home(), build_cases()
    print("| room | floor | devices |")
    print("| --- | --- | --- |")
    cnt = Counter(d["room"] for d in D)
    for k, n, f in ROOMS:
        print("| %s | %s | %d |" % (n, f or "—", cnt[k]))
    print("| (no roomId) | — | %d |" % cnt[None])
    print("| (roomId of a deleted room) | — | %d |" % cnt[DELETED_ROOM])
    print()
    print("| label | room | category | profile |")
    print("| --- | --- | --- | --- |")
    for d in D:
        room = ROOM_NAME.get(d["room"], "(none)" if d["room"] is None else "(deleted room)")
        lab = d["label"] if d["label"] else "(no label; name `%s`)" % d["profile"]
        extra = " (spec missing)" if (d["driver"], d["profile"]) in MISSING_SPEC else ""
        print("| %s | %s | %s | %s%s |" % (lab, room, category_of(d), profile_id(d), extra))
    print()
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("expect entries by mode:", dict(modes))
    cmodes = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    print("cases by mode set:", dict(cmodes))
    print()
    groups = Counter(c["id"].split("-")[1] for c in cases)
    print("| group | cases |")
    print("| --- | --- |")
    for g, n in groups.items():
        print("| %s | %d |" % (g, n))
    print()
    tags = Counter(t for c in cases for t in c["tags"])
    print("| tag | cases |")
    print("| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print("| %s | %d |" % (t, n))
    spec = build_spec()
    ncmd = sum(len(s["capabilities"]) for s in spec)
    nen = sum(1 for s in spec for c in s["capabilities"] if not re.search(r"[\u4e00-\u9fff]", c["description"]))
    print("\nspec: %d profiles, %d commands, %d English descriptions" % (len(spec), ncmd, nen))
    print("lights:", len(ALL_L), "dimmable:", len(ALL_DIM))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    elif "--stats" in sys.argv:
        stats()
    else:
        write()
