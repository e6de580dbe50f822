#!/usr/bin/env python3
"""Blind evaluation set "changsha": a young couple's flat in Changsha (two cats, a dog),
a rented storage unit in the basement garage (B2) and the husband's small home studio.

    python build.py          writes home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check  re-validates the written files (see check())

Everything is derived from ../../../../shared/data/smartthings/ (real SmartThings
profiles and capability facts); see README.md for every labelling decision.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))


def _find_data_dir() -> str:
    cands = [
        os.environ.get("SMARTTHINGS_DATA", ""),
        os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"),
        "/work/shared/data/smartthings",
    ]
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    raise SystemExit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


DATA = _find_data_dir()
NS = uuid.uuid5(uuid.NAMESPACE_URL, "blind-bench/changsha")
LOCATION_ID = str(uuid.uuid5(NS, "location"))

SKIP_CAPS = {"refresh", "firmwareUpdate"}

# --------------------------------------------------------------------------- rooms
# key -> (name as typed in the app, floor known from the name or None)
ROOMS = {
    "living": ("客厅", None),
    "master": ("主卧", None),
    "cat": ("次卧（猫房）", None),
    "study": ("书房/工作室", None),
    "kitchen": ("厨房", None),
    "bath": ("卫生间", None),
    "balcony": ("阳台", None),
    "entry": ("玄关", None),
    "storage": ("储物间 B2-17", "B2"),
    "studio": ("Studio", None),
    "closet": ("2F 衣帽间", "2F"),
    "terrace": ("二楼露台", "2F"),
}
DELETED_ROOM_ID = str(uuid.uuid5(NS, "room/deleted-走廊"))  # a room that was deleted in the app

# room words a label may contain -> room key (used for the "label names a room" rule)
LABEL_ROOM_WORDS = {
    "客厅": "living", "主卧": "master", "次卧": "cat", "猫房": "cat", "书房": "study",
    "厨房": "kitchen", "卫生间": "bath", "阳台": "balcony", "玄关": "entry",
    "储物间": "storage", "Studio": "studio", "衣帽间": "closet", "露台": "terrace",
}


def room_id(key: str) -> str:
    return str(uuid.uuid5(NS, "room/" + key))


# --------------------------------------------------------------------------- devices
# (key, label, room key | None | "DELETED", driver (last path part), profile name)
DEVICES = [
    # 客厅
    ("lv_main", "客厅主灯", "living", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    *[(f"lv_down{i}", f"筒灯{i}", "living", "zigbee-switch", "on-off-level") for i in range(1, 7)],
    ("lv_down7", "筒灯7", "living", "zigbee-switch", "on-off-bulb"),
    ("lv_down8", "筒灯8", "living", "zigbee-switch", "on-off-bulb"),
    ("lv_tvbl", "TV Backlight", "living", "zigbee-switch", "color-bulb"),
    ("lv_amb", "分为灯", "living", "matter-switch", "light-color-level-2000K-7000K"),
    ("lv_tv", "客厅电视", "living", "matter-media", "media-video-player"),
    ("lv_bar", "回音壁", "living", "samsung-audio", "samsung-audio"),
    ("lv_ac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("lv_pur", "空气净化器", "living", "matter-thermostat", "air-purifier-hepa-aqs-pm25-meas"),
    ("lv_fan", "落地扇", "living", "matter-thermostat", "fan-rock-wind"),
    ("lv_cur", "客厅窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("lv_sheer", "客厅纱帘", "living", "matter-window-covering", "covering"),
    ("lv_rvc", "扫地机器人", "living", "matter-rvc", "rvc-clean-mode-service-area"),
    ("lv_cam", "宠物摄像头", "living", "matter-switch", "camera"),
    ("lv_th", "客厅温湿度计", "living", "matter-sensor", "temperature-humidity-battery"),
    # 主卧
    ("ms_ceil", "吸顶灯", "master", "matter-switch", "light-level-colorTemperature"),
    ("ms_moon", "月亮灯", "master", "zigbee-switch", "aqara-led-bulb"),
    ("ms_night", "小夜灯", "master", "zigbee-switch", "on-off-level-motion-sensor"),
    ("ms_vanity", "梳妆台灯", "master", "zigbee-switch", "aqara-switch-module"),
    ("ms_cur", "主卧窗帘", "master", "matter-window-covering", "window-covering"),
    ("ms_ac", "主卧空调", "master", "deepsmart", "Ac.v1"),
    ("ms_blanket", "电热摊", "master", "matter-switch", "plug-binary"),
    ("ms_spk", "床头音箱", "master", "jbl", "jbl"),
    # 次卧（猫房）
    ("ct_ceil", "吸顶灯", "cat", "zigbee-switch", "on-off-level"),
    ("ct_duck", "小黄鸭", "cat", "matter-switch", "light-level"),
    ("ct_strip", "猫爬架灯带", "cat", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("ct_feeder", "猫咪喂食器", "cat", "aqara-feeder", "aqara-pet-feeder"),
    ("ct_fountain", "猫咪饮水机", "cat", "matter-switch", "plug-power"),
    ("ct_litter", "毛沙盆", "cat", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("ct_cam", "猫房摄像头", "cat", "matter-switch", "camera"),
    ("ct_ac", "猫房空调", "cat", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("ct_pur", "猫房净化器", "cat", "matter-thermostat", "air-purifier-ac"),
    ("ct_fan", "猫房风扇", "cat", "zwave-fan", "fan-3speed"),
    ("ct_cur", "猫房窗帘", "cat", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("ct_th", "猫房温湿度", "cat", "matter-sensor", "temperature-humidity"),
    # 书房/工作室
    ("st_ceil", "吸顶灯", "study", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("st_desk", "Desk RGB", "study", "zigbee-switch", "rgbw-bulb-2000K-6500K"),
    ("st_floor", "客厅落地灯", "study", "philips-hue", "white-ambiance"),
    ("st_lamp", "Yeelight台灯", "study", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("st_bar", "屏幕挂灯", "study", "zigbee-switch", "light-color-temp-time-restore"),
    ("st_ac", "书房空调", "study", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("st_heater", "小太阳", "study", "zwave-switch", "smartplug-binary"),
    ("st_cur", "书房卷帘", "study", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate"),
    ("st_plug", "电脑插座", "study", "zigbee-switch", "switch-power-energy"),
    ("st_sonos", "Sonos", "study", "sonos", "sonos-player"),
    # 厨房
    ("kt_ceil", "吸顶灯", "kitchen", "zigbee-switch", "on-off-bulb"),
    ("kt_cab", "橱柜灯", "kitchen", "zwave-switch", "switch-binary"),
    ("kt_valve", "总水阀", "kitchen", "matter-switch", "water-valve"),
    ("kt_fridge", "冰箱", "kitchen", "matter-appliance", "refrigerator-freezer"),
    ("kt_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood-light"),
    ("kt_rice", "电饭煲", "kitchen", "wemo", "wemo.mini-smart-plug.v1"),
    ("kt_smoke", "烟雾报警器", "kitchen", "matter-sensor", "smoke-battery"),
    ("kt_leak", "厨房漏水传感器", "kitchen", "matter-sensor", "leak-battery"),
    # 卫生间
    ("bt_ceil", "吸顶灯", "bath", "matter-switch", "light-binary"),
    ("bt_mirror", "镜前灯", "bath", "matter-switch", "switch-binary"),
    ("bt_heater", "浴霸", "bath", "aqara-bath-heater", "aqara-bath-heater"),
    ("bt_wh", "热水器", "bath", "matter-thermostat", "water-heater"),
    ("bt_vent", "排气扇", "bath", "britzyhub", "vent"),
    ("bt_leak", "卫生间漏水", "bath", "matter-sensor", "leak-battery"),
    # 阳台
    ("bc_light", "阳台灯", "balcony", "zigbee-switch", "aqara-switch-power"),
    ("bc_stars", "星星灯串", "balcony", "zigbee-switch", "basic-plug"),
    ("bc_doglight", "狗窝小夜灯", "balcony", "matter-switch", "light-binary"),
    ("bc_dogfeeder", "豆豆喂食器", "balcony", "aqara-feeder", "aqara-pet-feeder"),
    ("bc_dogwater", "豆豆饮水机", "balcony", "zigbee-switch", "aqara-switch-module"),
    ("bc_washer", "洗衣机", "balcony", "matter-appliance", "laundry-washer"),
    ("bc_dryer", "烘干机", "balcony", "matter-appliance", "laundry-dryer"),
    # 玄关
    ("en_light", "玄关灯", "entry", "zwave-switch", "switch-binary"),
    ("en_night", "小夜灯", "entry", "zigbee-switch", "on-off-level-motion-sensor"),
    ("en_shoe", "鞋柜灯带", "entry", "zigbee-switch", "on-off-level"),
    ("en_lock", "大门锁", "entry", "aqara-lock", "aqara-lock-battery"),
    ("en_contact", "大门门磁", "entry", "matter-sensor", "contact-battery"),
    ("en_motion", "玄关人体传感器", "entry", "matter-sensor", "motion-battery"),
    # 储物间 B2-17
    ("sg_light", "储物间灯", "storage", "zigbee-switch", "on-off-bulb"),
    ("sg_dehum", "厨师机", "storage", "matter-switch", "plug-power-energy-powerConsumption"),
    ("sg_lock", "储物间门锁", "storage", "matter-lock", "lock-nocodes-notamper-batteryLevel"),
    ("sg_th", "B2温湿度计", "storage", "matter-sensor", "temperature-humidity-batteryLevel"),
    # Studio
    *[(f"sd_spot{i}", f"射灯-0{i}", "studio", "zigbee-switch", "color-temp-bulb-2700K-5000K") for i in range(1, 5)],
    ("sd_spot5", "射灯-05", "studio", "matter-switch", "light-level"),
    ("sd_spot6", "射灯-06", "studio", "matter-switch", "light-level"),
    ("sd_onair", "ON AIR 灯", "studio", "matter-switch", "switch-level"),
    ("sd_mon", "Studio Monitor", "studio", "matter-media", "media-speaker"),
    ("sd_amp", "功放", "studio", "harman-luxury", "maX10"),
    ("sd_ac", "Studio 空调", "studio", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("sd_fan", "Studio Fan", "studio", "matter-switch", "fan-modular"),
    ("sd_synth", "Synth Power", "studio", "matter-switch", "plug-power"),
    ("sd_dry", "防潮箱", "studio", "zigbee-switch", "switch-power-smartplug"),
    # 2F 衣帽间
    ("cl_light", "衣帽间灯", "closet", "matter-switch", "light-level-motion"),
    ("cl_strip", "衣柜灯带", "closet", "zigbee-switch", "on-off-level"),
    ("cl_aroma", "香熏机", "closet", "matter-switch", "plug-binary"),
    # 二楼露台
    ("tr_wall", "露台壁灯", "terrace", "matter-switch", "light-binary"),
    ("tr_stars", "星星灯串", "terrace", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("tr_valve", "浇花阀门", "terrace", "zigbee-valve", "valve-battery-powerSource"),
    # no room
    ("nr_huego", "Hue Go", None, "philips-hue", "white-and-color-ambiance"),
    ("nr_corridor", "走廊感应灯", "DELETED", "matter-switch", "light-level-motion"),
]

# profiles deliberately left out of spec.jsonl (devices still in home.json)
MISSING_FROM_SPEC = {
    "st-matter-switch-camera",
    "st-matter-appliance-laundry-dryer",
    "st-matter-sensor-motion-battery",
}


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


def device_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device/" + key))


# --------------------------------------------------------------------------- source data
def load_profiles() -> dict:
    out = {}
    with open(os.path.join(DATA, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            out[(p["driver"].split("/")[-1], p["name"])] = p
    return out


def load_caps() -> dict:
    with open(os.path.join(DATA, "capabilities.json"), encoding="utf-8") as f:
        return json.load(f)["capabilities"]


PROFILES = load_profiles()
CAPS = load_caps()

# --------------------------------------------------------------------------- spec text
# (capability, command) -> (Chinese description, English description)
CMD_DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（开尔文），数值低偏暖、高偏冷", "set colour temperature in kelvin"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light colour (hue, saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set saturation"),
    ("windowShade", "open"): ("打开窗帘", "open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "close the shade"),
    ("windowShade", "pause"): ("暂停窗帘运动", "stop the shade where it is"),
    ("windowShadeLevel", "setShadeLevel"): ("设置窗帘开合百分比（0 全关，100 全开）", "set shade level, 0 closed 100 open"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长把窗帘开大或关小", "step the shade open or closed"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并拉开锁舌", "unlatch the door"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("thermostatMode", "auto"): ("切换到自动模式", "switch to auto mode"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "switch to cooling"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热模式", "switch to heating"),
    ("thermostatMode", "off"): ("关闭（模式设为关）", "set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风扇模式", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风感模式", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器运行档位", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("调大音量", "volume up"),
    ("audioVolume", "volumeDown"): ("调小音量", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个", "previous track"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设", "play a preset"),
    ("keypadInput", "sendKey"): ("发送遥控器按键（方向、数字、确认、返回）", "send a remote-control key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play a track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play a track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原来的播放", "play a track and resume"),
    ("feederOperatingState", "startFeeding"): ("立即出粮喂食", "start feeding now"),
    ("feederPortion", "setPortion"): ("设置每次出粮份量", "set the feeding portion"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to the dock"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("serviceArea", "selectAreas"): ("选择清扫区域", "select cleaning areas"),
    ("operationalState", "start"): ("开始运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("energyMeter", "resetEnergyMeter"): ("清零累计电量", "reset the energy meter"),
}

# value -> (Chinese, English)
VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan only"), "dry": ("除湿", "dry"),
    "auto": ("自动", "auto"), "off": ("关", "off"), "dryair": ("除湿/干燥", "dry air"),
    "fanonly": ("送风/换气", "fan only"), "low": ("低档", "low"), "medium": ("中档", "medium"),
    "high": ("高档", "high"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "horizontal": ("左右摇头", "horizontal swing"), "vertical": ("上下摆风", "vertical swing"),
    "swing": ("摆动", "swing"), "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
    "naturalWind": ("自然风", "natural wind"), "muted": ("静音", "muted"), "unmuted": ("有声", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "HDMI1": ("HDMI 1", "HDMI 1"), "HDMI2": ("HDMI 2", "HDMI 2"), "optical": ("光纤", "optical"),
    "bluetooth": ("蓝牙", "bluetooth"), "aux": ("AUX 模拟输入", "aux"), "USB": ("U盘", "USB"),
    "wifi": ("网络/Wi-Fi", "wifi"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"),
    "MENU": ("菜单", "menu"), "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    **{f"NUMBER{i}": (f"数字{i}", f"number {i}") for i in range(10)},
    "g": ("克", "grams"), "servings": ("份", "servings"), "oz": ("盎司", "ounces"), "lbs": ("磅", "pounds"),
    "normal": ("标准", "normal"), "eco": ("节能", "eco"), "quick": ("速热", "quick heat"),
    "vacuum": ("吸尘", "vacuum"), "mop": ("拖地", "mop"), "vacuumThenMop": ("先扫后拖", "vacuum then mop"),
    "quickFreeze": ("速冻", "quick freeze"), "vacation": ("假日模式", "vacation"),
    "wash_normal": ("标准洗", "normal wash"), "wash_quick": ("快洗", "quick wash"),
    "wash_heavy": ("强力洗", "heavy duty"), "wash_delicate": ("轻柔洗", "delicates"),
    "wash_spin": ("单脱水", "spin only"),
    "none": ("不漂洗", "no rinse"), "extra": ("加漂一次", "extra rinse"), "max": ("最多漂洗", "max rinse"),
    "400": ("400 转", "400 rpm"), "800": ("800 转", "800 rpm"), "1200": ("1200 转", "1200 rpm"),
    "1": ("客厅", "living room"), "2": ("主卧", "master bedroom"), "3": ("次卧（猫房）", "cat room"),
    "4": ("书房", "study"), "5": ("厨房", "kitchen"), "6": ("玄关", "entryway"),
}

# per (profile name, capability): argument enums a device actually offers
ENUMS = {
    ("Ac.v1", "airConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("*", "airConditionerFanMode"): ["low", "medium", "high", "auto"],
    ("fan-rock-wind", "airConditionerFanMode"): ["off", "low", "medium", "high", "auto"],
    ("*ac", "thermostatMode"): ["off", "auto", "cool", "heat", "dryair", "fanonly"],
    ("water-heater", "thermostatMode"): ["off", "heat"],
    ("aqara-bath-heater", "thermostatMode"): ["off", "heat", "fanonly", "dryair"],
    ("water-heater", "mode"): ["normal", "eco", "quick"],
    ("rvc-clean-mode-service-area", "mode"): ["vacuum", "mop", "vacuumThenMop"],
    ("refrigerator-freezer", "mode"): ["normal", "quickFreeze", "vacation"],
    ("laundry-washer", "mode"): ["wash_normal", "wash_quick", "wash_heavy", "wash_delicate", "wash_spin"],
    ("laundry-washer", "laundryWasherRinseMode"): ["none", "normal", "extra", "max"],
    ("laundry-washer", "laundryWasherSpinSpeed"): ["off", "400", "800", "1200"],
    ("vent", "fanMode"): ["low", "medium", "high"],
    ("fan-modular", "fanMode"): ["off", "low", "medium", "high", "auto"],
    ("extractor-hood-light", "fanMode"): ["off", "low", "medium", "high"],
    ("aqara-bath-heater", "fanMode"): ["off", "low", "high"],
    ("aqara-bath-heater", "fanOscillationMode"): ["off", "swing"],
    ("*", "fanOscillationMode"): ["off", "horizontal", "vertical"],
    ("*", "windMode"): ["noWind", "sleepWind", "naturalWind"],
    ("*", "airPurifierFanMode"): ["off", "auto", "sleep", "low", "medium", "high"],
    ("*", "mediaInputSource"): ["HDMI1", "HDMI2", "optical", "bluetooth", "aux", "USB", "wifi"],
    ("rvc-clean-mode-service-area", "serviceArea"): ["1", "2", "3", "4", "5", "6"],
}
# values whose wire value differs from the key used in VALUE_DESC
WIRE = {"wash_normal": "normal", "wash_quick": "quick", "wash_heavy": "heavy",
        "wash_delicate": "delicate", "wash_spin": "spinOnly"}

AC_PROFILES = {"room-air-conditioner-fan-wind-heating-cooling", "room-air-conditioner-heating-cooling",
               "room-air-conditioner-fan-heating-cooling", "room-air-conditioner-humidity-fan-heating-cooling"}

SETPOINT_RANGE = {
    "water-heater": (35, 75), "aqara-bath-heater": (20, 45), "Ac.v1": (16, 30),
}


def _english(pid: str, cid: str, salt: str = "") -> bool:
    h = hashlib.sha1((pid + "|" + cid + "|" + salt).encode()).digest()[0]
    return h % 100 < 28  # ~28 % English, like real mixed files


def _enum_for(pname: str, cap: str):
    if (pname, cap) in ENUMS:
        return ENUMS[(pname, cap)]
    if cap == "thermostatMode" and pname in AC_PROFILES:
        return ENUMS[("*ac", "thermostatMode")]
    return ENUMS.get(("*", cap))


def _range_for(prof: dict, cap: str, cmd: str, arg: dict):
    pname = prof["name"]
    cfg = prof.get("capability_config") or {}
    if cap in ("switchLevel",):
        for c in cfg.get("switchLevel", []):
            if c.get("range"):
                return {"min": c["range"][0], "max": c["range"][1], "unit": "%"}
        return {"min": 0, "max": 100, "unit": "%"}
    if cap == "colorTemperature":
        for c in cfg.get("colorTemperature", []):
            if c.get("range"):
                return {"min": c["range"][0], "max": c["range"][1], "unit": "K"}
        return {"min": 2000 if "ambiance" in pname else 2700, "max": 6500, "unit": "K"}
    if cap in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint"):
        for c in cfg.get(cap, []):
            if c.get("range"):
                return {"min": c["range"][0], "max": c["range"][1], "unit": "C"}
        lo, hi = SETPOINT_RANGE.get(pname, (16, 30))
        return {"min": lo, "max": hi, "unit": "C"}
    if cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep", "statelessWindowShadeLevelStep"):
        return {"min": -100, "max": 100, "unit": "%"}
    if cap in ("windowShadeLevel", "windowShadePreset", "fanSpeedPercent", "audioVolume", "colorControl"):
        return {"min": 0, "max": 100, "unit": "%"}
    if cap == "fanSpeed":
        return {"min": 0, "max": 3}
    if cap == "feederPortion":
        return {"min": 0, "max": 2000, "unit": "g"}
    if "minimum" in arg or "maximum" in arg:
        r = {}
        if "minimum" in arg:
            r["min"] = arg["minimum"]
        if "maximum" in arg:
            r["max"] = arg["maximum"]
        return r
    return None


def spec_line(prof: dict, pid: str) -> dict:
    pname = prof["name"]
    cmds = []
    for cap in prof["capabilities"]:
        if cap in SKIP_CAPS or cap not in CAPS:
            continue
        capdef = CAPS[cap]
        # the profile's own config can restrict the commands (e.g. mediaPlayback enumCommands)
        enabled = None
        for c in (prof.get("capability_config") or {}).get(cap, []):
            if c.get("key") == "{{enumCommands}}":
                enabled = set(c.get("enabledValues") or [])
        for cmd in capdef.get("commands", []):
            name = cmd["name"]
            if enabled is not None and name not in enabled:
                continue
            cid = f"main-{cap}-{name}"
            zh, en = CMD_DESC[(cap, name)]
            entry = {"id": cid, "description": en if _english(pid, cid) else zh}
            args = cmd.get("arguments", [])
            if args:
                arg = args[0]
                t = arg.get("type")
                if t:
                    entry["type"] = t
                enum = _enum_for(pname, cap) if cap not in ("mediaPlayback", "audioMute", "keypadInput",
                                                            "feederPortion") else None
                if cap == "mediaPlayback" and name == "setPlaybackStatus":
                    enum = arg.get("enum")
                if cap == "audioMute" and name == "setMute":
                    enum = arg.get("enum")
                if cap == "keypadInput":
                    enum = arg.get("enum")
                if cap in ("thermostatMode",) and name != "setThermostatMode":
                    enum = None
                if enum:
                    entry["value_list"] = [
                        {"value": WIRE.get(v, v),
                         "description": VALUE_DESC[v][1] if _english(pid, cid, v) else VALUE_DESC[v][0]}
                        for v in enum
                    ]
                else:
                    r = _range_for(prof, cap, name, arg)
                    if r is not None:
                        entry["value_range"] = r
                if cap == "feederPortion":
                    entry["value_range"] = _range_for(prof, cap, name, arg)
            cmds.append(entry)
    return {"profileId": pid, "capabilities": cmds}


# --------------------------------------------------------------------------- home
def build_home():
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": n} for k, (n, _f) in ROOMS.items()]
    items = []
    for key, label, room, driver, pname in DEVICES:
        prof = PROFILES[(driver, pname)]
        comps = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
        }]
        for oc in prof.get("components") or []:
            comps.append({
                "id": oc["id"], "label": oc["id"],
                "capabilities": [{"id": c, "version": 1} for c in oc.get("capabilities", [])],
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in oc.get("categories", [])],
            })
        item = {
            "deviceId": device_id(key),
            "name": pname,
            "label": label,
            "manufacturerName": "SmartThingsCommunity",
            "locationId": LOCATION_ID,
        }
        if room == "DELETED":
            item["roomId"] = DELETED_ROOM_ID
        elif room is not None:
            item["roomId"] = room_id(room)
        item["components"] = comps
        item["profile"] = {"id": profile_id(driver, pname)}
        item["type"] = "MATTER" if driver.startswith("matter") else (
            "ZWAVE" if driver.startswith("zwave") else ("ZIGBEE" if driver.startswith("zigbee") else "LAN"))
        items.append(item)
    return {"rooms": rooms, "items": items}


def build_spec():
    seen = {}
    for key, label, room, driver, pname in DEVICES:
        pid = profile_id(driver, pname)
        if pid in seen or pid in MISSING_FROM_SPEC:
            continue
        seen[pid] = spec_line(PROFILES[(driver, pname)], pid)
    return list(seen.values())


# --------------------------------------------------------------------------- device model for labelling
DEV = {k: dict(key=k, label=l, room=(r if r in ROOMS else None), driver=d, pname=p,
               pid=profile_id(d, p), cat=(PROFILES[(d, p)]["categories"] or ["Unknown"])[0])
       for k, l, r, d, p in DEVICES}
SPEC = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in build_spec()}


def cmds_of(key: str):
    return SPEC.get(DEV[key]["pid"])  # None when the profile is missing from the spec


def label_rooms(key: str) -> set:
    """Rooms of the home named inside the label (longest match, non-overlapping)."""
    label = DEV[key]["label"]
    found, taken = set(), [False] * len(label)
    for w in sorted(LABEL_ROOM_WORDS, key=len, reverse=True):
        i = label.find(w)
        while i >= 0:
            if not any(taken[i:i + len(w)]):
                found.add(LABEL_ROOM_WORDS[w])
                for j in range(i, i + len(w)):
                    taken[j] = True
            i = label.find(w, i + 1)
    return found


def dev_rooms(key: str) -> set:
    r = {DEV[key]["room"]} if DEV[key]["room"] else set()
    return r | label_rooms(key)


FAMILIES = {
    "light": lambda d: d["cat"] == "Light" or (d["cat"] in ("Switch", "SmartPlug") and "灯" in d["label"]),
    "ac": lambda d: d["cat"] == "AirConditioner",
    "blind": lambda d: d["cat"] == "Blind",
    "plug": lambda d: d["cat"] == "SmartPlug",
    "purifier": lambda d: d["cat"] == "AirPurifier",
    "speaker": lambda d: d["cat"] == "Speaker",
    "fan": lambda d: d["cat"] == "Fan",
    "lock": lambda d: d["cat"] == "SmartLock",
    "feeder": lambda d: d["cat"] == "Feeder",
}


class Sel:
    """A scope: what a request names (type family, rooms, floors, exclusions, devices)."""

    def __init__(self, fam=None, rooms=None, floors=None, ex_rooms=(), ex_devs=(), devs=None):
        self.fam, self.rooms, self.floors = fam, rooms, floors
        self.ex_rooms, self.ex_devs, self.devs = set(ex_rooms), set(ex_devs), devs

    def resolve(self) -> list:
        keys = list(self.devs) if self.devs is not None else [k for k in DEV]
        out = []
        for k in keys:
            d = DEV[k]
            if self.fam and not FAMILIES[self.fam](d):
                continue
            rs = dev_rooms(k)
            if self.rooms is not None and not (rs & set(self.rooms)):
                continue
            if self.floors is not None and not any(ROOMS[r][1] in self.floors for r in rs):
                continue
            if rs & self.ex_rooms:
                continue
            if k in self.ex_devs:
                continue
            out.append(k)
        return out


def supports_all(key, caps):
    c = cmds_of(key)
    return c is not None and all(x in c for x in caps)


def supports_any(key, caps):
    c = cmds_of(key)
    return c is not None and any(x in c for x in caps)


# --------------------------------------------------------------------------- command ids
def _c(cap, cmd):
    return f"main-{cap}-{cmd}"


ON, OFF = _c("switch", "on"), _c("switch", "off")
LVL, STEP = _c("switchLevel", "setLevel"), _c("statelessSwitchLevelStep", "stepLevel")
CT, CTSTEP = _c("colorTemperature", "setColorTemperature"), _c("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
COLOR, HUE, SAT = _c("colorControl", "setColor"), _c("colorControl", "setHue"), _c("colorControl", "setSaturation")
OPEN, CLOSE, SPAUSE = _c("windowShade", "open"), _c("windowShade", "close"), _c("windowShade", "pause")
SHLVL, SHSTEP = _c("windowShadeLevel", "setShadeLevel"), _c("statelessWindowShadeLevelStep", "stepShadeLevel")
TM_COOL, TM_HEAT, TM_OFF, TM_SET = (_c("thermostatMode", x) for x in ("cool", "heat", "off", "setThermostatMode"))
COOLSP, HEATSP = _c("thermostatCoolingSetpoint", "setCoolingSetpoint"), _c("thermostatHeatingSetpoint", "setHeatingSetpoint")
ACMODE, ACFAN = _c("airConditionerMode", "setAirConditionerMode"), _c("airConditionerFanMode", "setFanMode")
FANPCT, FANMODE, FANSPEED = _c("fanSpeedPercent", "setPercent"), _c("fanMode", "setFanMode"), _c("fanSpeed", "setFanSpeed")
OSC, WIND = _c("fanOscillationMode", "setFanOscillationMode"), _c("windMode", "setWindMode")
PURMODE = _c("airPurifierFanMode", "setAirPurifierFanMode")
VOL, VUP, VDOWN = _c("audioVolume", "setVolume"), _c("audioVolume", "volumeUp"), _c("audioVolume", "volumeDown")
MUTE, SETMUTE = _c("audioMute", "mute"), _c("audioMute", "setMute")
PLAY, PAUSE, STOP = _c("mediaPlayback", "play"), _c("mediaPlayback", "pause"), _c("mediaPlayback", "stop")
NEXT = _c("mediaTrackControl", "nextTrack")
KEY, INPUT = _c("keypadInput", "sendKey"), _c("mediaInputSource", "setInputSource")
LOCK, UNLOCK, UNLATCH = _c("lock", "lock"), _c("lock", "unlock"), _c("lock", "unlatch")
VOPEN, VCLOSE = _c("valve", "open"), _c("valve", "close")
FEED, PORTION = _c("feederOperatingState", "startFeeding"), _c("feederPortion", "setPortion")
RVC_START, RVC_HOME = _c("robotCleanerOperatingState", "start"), _c("robotCleanerOperatingState", "goHome")
MODE, AREAS = _c("mode", "setMode"), _c("serviceArea", "selectAreas")
OP_START = _c("operationalState", "start")
SPIN = _c("laundryWasherSpinSpeed", "setSpinSpeed")
ANY = "*"

# --------------------------------------------------------------------------- case helpers
# An expect entry is built from "parts": (devices | Sel, capabilities).
#  one/clarify: devices = union over parts of the named devices that support at least one of the
#               part's commands (all named devices for "*" or an empty command list)
#  all:         devices = the Sel's devices that support every listed command


def _keys(d):
    return d.resolve() if isinstance(d, Sel) else list(d)


def one(devs, caps):
    return {"mode": "one", "parts": [(devs, list(caps))]}


def oneM(*parts):
    return {"mode": "one", "parts": [(d, list(c)) for d, c in parts]}


def state(devs):
    return {"mode": "one", "parts": [(devs, [ANY])]}


def all_(sel, caps):
    return {"mode": "all", "parts": [(sel, list(caps))]}


def clar(devs=(), caps=()):
    return {"mode": "clarify", "parts": [(devs, list(caps))]}


def none():
    return {"mode": "none", "parts": []}


def materialize(e):
    mode = e["mode"]
    if mode == "none":
        return {"devices": [], "capabilities": [], "mode": "none"}
    devs, caps = [], []
    for d, c in e["parts"]:
        keys = _keys(d)
        if mode == "all":
            keys = [k for k in keys if supports_all(k, c)]
        elif c and c != [ANY]:
            keys = [k for k in keys if supports_any(k, c)]
            # keep only the commands that some named device really has (AC_COOL lists both AC styles)
            c = [x for x in c if any(supports_any(k, [x]) for k in keys)]
        for k in keys:
            if k not in devs:
                devs.append(k)
        for x in c:
            if x not in caps:
                caps.append(x)
    return {"devices": [device_id(k) for k in devs], "capabilities": caps, "mode": mode}


CASES = []


def C(cid, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    CASES.append(dict(id="cs-" + cid, query=query, expect=expect, tags=list(tags), history=history))


LIGHTS = Sel("light")
DOWNS = [f"lv_down{i}" for i in range(1, 9)]
SPOTS = [f"sd_spot{i}" for i in range(1, 7)]
CEILS = ["ms_ceil", "ct_ceil", "st_ceil", "kt_ceil", "bt_ceil"]
ACS = Sel("ac")
BLINDS = Sel("blind")
NIGHTS = ["ms_night", "en_night", "bc_doglight"]
STRIPS = ["ct_strip", "en_shoe", "cl_strip"]
FEEDERS = ["ct_feeder", "bc_dogfeeder"]
FOUNTAINS = ["ct_fountain", "bc_dogwater"]
STARS = ["bc_stars", "tr_stars"]
AC_ON = [ON]
AC_COOL = [ON, TM_COOL, TM_SET, COOLSP, ACMODE]
MUSIC = ["lv_bar", "ms_spk", "st_sonos", "sd_amp"]
VOLUME_DEVS = ["lv_bar", "ms_spk", "st_sonos", "sd_mon", "sd_amp"]


# =========================================================================== cases
# ---- device by name (labels as they are, misheard labels said correctly, English labels)
C("name-01", "打开月亮灯", one(["ms_moon"], [ON]), ["name"])
C("name-02", "小黄鸭关咯", one(["ct_duck"], [OFF]), ["name", "dialect"])
C("name-03", "TV Backlight 开一下", one(["lv_tvbl"], [ON]), ["name", "english"])
C("name-04", "desk rgb关掉", one(["st_desk"], [OFF]), ["name", "english"])
C("name-05", "Hue Go打开", one(["nr_huego"], [ON]), ["name", "english", "no-room"])
C("name-06", "走廊感应灯关一下", one(["nr_corridor"], [OFF]), ["name", "no-room"])
C("name-07", "把氛围灯打开", one(["lv_amb"], [ON]), ["misheard-label"])
C("name-08", "电热毯开起来咯，冷死哒", one(["ms_blanket"], [ON]), ["misheard-label", "dialect"])
C("name-09", "猫砂盆的插座关一下", one(["ct_litter"], [OFF]), ["misheard-label", "pet"])
C("name-10", "储物间的除湿机打开", one(["sg_dehum"], [ON]), ["misheard-label", "room"])
C("name-11", "除湿机开一下", one(["sg_dehum"], [ON]), ["misheard-label"])
C("name-12", "香薰机开咯", one(["cl_aroma"], [ON]), ["misheard-label", "dialect"])
C("name-13", "客厅落地灯打开", one(["st_floor"], [ON]), ["name", "label-other-room"])
C("name-14", "Yeelight台灯调到百分之四十", one(["st_lamp"], [LVL]), ["name", "english", "value-brightness"])
C("name-15", "ON AIR 灯亮起来", one(["sd_onair"], [ON]), ["name", "english", "category-by-name"])
C("name-16", "梳妆台灯开一下", one(["ms_vanity"], [ON]), ["name", "category-by-name"])
C("name-17", "橱柜灯关掉", one(["kt_cab"], [OFF]), ["name", "category-by-name"])
C("name-18", "镜前灯打开", one(["bt_mirror"], [ON]), ["name", "category-by-name"])
C("name-19", "阳台灯关咯", one(["bc_light"], [OFF]), ["name", "category-by-name", "dialect"])
C("name-20", "鞋柜灯带开一下", one(["en_shoe"], [ON]), ["name"])
C("name-21", "屏幕挂灯打开", one(["st_bar"], [ON]), ["name"])
C("name-22", "猫爬架灯带开一下", one(["ct_strip"], [ON]), ["name", "pet"])
C("name-23", "狗窝小夜灯开", one(["bc_doglight"], [ON]), ["name", "pet", "tired"])
C("name-24", "露台壁灯开一下", one(["tr_wall"], [ON]), ["name"])
C("name-25", "衣帽间灯打开", one(["cl_light"], [ON]), ["name"])
C("name-26", "衣柜灯带关掉", one(["cl_strip"], [OFF]), ["name"])
C("name-27", "储物间灯开一下", one(["sg_light"], [ON]), ["name"])
C("name-28", "回音壁打开", one(["lv_bar"], [ON]), ["name"])
C("name-29", "Sonos暂停一下", one(["st_sonos"], [PAUSE]), ["name", "english"])
C("name-30", "Studio Monitor静音", one(["sd_mon"], [MUTE, SETMUTE]), ["name", "english"])
C("name-31", "功放切到蓝牙", one(["sd_amp"], [INPUT]), ["name", "value-input"])
C("name-32", "Synth Power关了", one(["sd_synth"], [OFF]), ["name", "english"])
C("name-33", "电饭煲打开", one(["kt_rice"], [ON]), ["name"])
C("name-34", "小太阳开起", one(["st_heater"], [ON]), ["name", "dialect"])
C("name-35", "电脑插座关了", one(["st_plug"], [OFF]), ["name"])
C("name-36", "总水阀关掉", one(["kt_valve"], [VCLOSE]), ["name", "valve"])
C("name-37", "浇花的阀门开一下", one(["tr_valve"], [VOPEN]), ["partial-name", "valve"])
C("name-38", "油烟机开一下", one(["kt_hood"], [FANMODE, FANPCT]), ["name", "no-switch"])
C("name-39", "排气扇打开", one(["bt_vent"], [ON, FANMODE]), ["name"])
C("name-40", "浴霸打开", one(["bt_heater"], [ON, TM_HEAT, TM_SET]), ["name"])
C("name-41", "热水器打开", one(["bt_wh"], [TM_HEAT, TM_SET]), ["name", "no-switch"])
C("name-42", "扫地机器人开始扫地", one(["lv_rvc"], [RVC_START]), ["name"])
C("name-43", "扫地机回去充电", one(["lv_rvc"], [RVC_HOME]), ["partial-name"])
C("name-44", "洗衣机开始洗", one(["bc_washer"], [OP_START, ON]), ["name"])
C("name-45", "烘干机开始烘", one(["bc_dryer"], [ANY]), ["name", "no-spec"])
C("name-46", "冰箱调成速冻", one(["kt_fridge"], [MODE]), ["name", "value-mode"])
C("name-47", "大门锁上", one(["en_lock"], [LOCK]), ["name", "lock"])
C("name-48", "储物间的门锁一下", one(["sg_lock"], [LOCK]), ["name", "lock"])
C("name-49", "落地扇开一下", one(["lv_fan"], [ACFAN, FANPCT]), ["name", "no-switch"])
C("name-50", "猫房风扇开", one(["ct_fan"], [ON, FANSPEED]), ["name", "tired"])
C("name-51", "Studio Fan开到最大", one(["sd_fan"], [FANMODE, FANPCT]), ["name", "english", "value-fan"])
C("name-52", "宠物摄像头打开", one(["lv_cam"], [ANY]), ["name", "no-spec", "pet"])
C("name-53", "打開月亮燈", one(["ms_moon"], [ON]), ["name", "traditional"])
C("name-54", "猫咪饮水机关一下", one(["ct_fountain"], [OFF]), ["name", "pet"])
C("name-55", "豆豆的饮水机开一下", one(["bc_dogwater"], [ON]), ["name", "pet"])
C("name-56", "把客厅电视关了", one(["lv_tv"], [OFF]), ["name"])
C("name-57", "床头音箱放首歌", one(["ms_spk"], [PLAY]), ["name"])
C("name-58", "防潮箱关咯", one(["sd_dry"], [OFF]), ["name", "dialect"])
C("name-59", "洗澡水烧一下", one(["bt_wh"], [TM_HEAT, TM_SET, HEATSP]), ["colloquial", "no-switch"])
C("name-60", "电热摊关掉", one(["ms_blanket"], [OFF]), ["name", "misheard-label"])

# ---- room + name, room + type
C("room-01", "主卧的吸顶灯打开", one(["ms_ceil"], [ON]), ["room", "duplicate-label"])
C("room-02", "猫房吸顶灯关咯", one(["ct_ceil"], [OFF]), ["room", "duplicate-label", "room-alias", "dialect"])
C("room-03", "书房吸顶灯调亮一点", one(["st_ceil"], [LVL, STEP]), ["room", "duplicate-label", "value-relative"])
C("room-04", "厨房吸顶灯开一下", one(["kt_ceil"], [ON]), ["room", "duplicate-label"])
C("room-05", "卫生间的吸顶灯关掉", one(["bt_ceil"], [OFF]), ["room", "duplicate-label"])
C("room-06", "次卧的灯关了", one(Sel("light", ["cat"]), [OFF]), ["room", "type", "room-alias"])
C("room-07", "厨房的灯打开", one(Sel("light", ["kitchen"]), [ON]), ["room", "type", "category-by-name"])
C("room-08", "卫生间灯开一下", one(Sel("light", ["bath"]), [ON]), ["room", "type", "category-by-name"])
C("room-09", "主卧空调打开", one(["ms_ac"], [ON]), ["room", "type"])
C("room-10", "书房的空调关掉", one(["st_ac"], [OFF, TM_OFF]), ["room", "type"])
C("room-11", "客厅窗帘拉开", one(["lv_cur"], [OPEN]), ["name", "curtain"])
C("room-12", "猫房的净化器开一下", one(["ct_pur"], [PURMODE, FANPCT]), ["room", "type", "room-alias"])
C("room-13", "客厅净化器调到自动", one(["lv_pur"], [PURMODE]), ["room", "type", "value-mode"])
C("room-14", "书房的卷帘放下来", one(["st_cur"], [CLOSE, SHLVL]), ["room", "curtain"])
C("room-15", "猫房窗帘打开", one(["ct_cur"], [OPEN]), ["name", "curtain"])
C("room-16", "阳台的喂食器喂一下", one(["bc_dogfeeder"], [FEED]), ["room", "type", "pet"])
C("room-17", "Studio的空调开制冷", one(["sd_ac"], [TM_COOL, TM_SET]), ["room", "english-room", "value-ac"])
C("room-18", "厕所的排气扇开一下", one(["bt_vent"], [ON, FANMODE]), ["room", "room-alias"])
C("room-19", "洗手间灯关掉", one(Sel("light", ["bath"]), [OFF]), ["room", "type", "room-alias"])
C("room-20", "门口的灯开一下", one(Sel("light", ["entry"]), [ON]), ["room", "type", "room-alias"])
C("room-21", "厅里的空调开咯", one(["lv_ac"], [ON]), ["room", "type", "room-alias", "dialect"])
C("room-22", "书房的音箱放点歌", one(["st_sonos"], [PLAY]), ["room", "type"])
C("room-23", "主卧的音箱小声点", one(["ms_spk"], [VDOWN, VOL]), ["room", "type", "value-volume"])
C("room-24", "储物间 B2-17 的灯关掉", one(Sel("light", ["storage"]), [OFF]), ["room", "room-code"])
C("room-25", "次卧(猫房)的灯打开", one(Sel("light", ["cat"]), [ON]), ["room", "type", "halfwidth"])
C("room-26", "书房/工作室的吸顶灯关了", one(["st_ceil"], [OFF]), ["room", "duplicate-label"])
C("room-27", "2F衣帽间的灯开一下", one(Sel("light", ["closet"]), [ON]), ["room", "type", "floor-prefix"])
C("room-28", "露台的灯串开一下", one(["tr_stars"], [ON]), ["room", "partial-name", "duplicate-label"])
C("room-29", "阳台上的星星灯打开", one(["bc_stars"], [ON]), ["room", "partial-name", "duplicate-label", "category-by-name"])
C("room-30", "玄关的小夜灯关掉", one(["en_night"], [OFF]), ["room", "duplicate-label"])
C("room-31", "主卧小夜灯调暗点", one(["ms_night"], [LVL, STEP]), ["room", "duplicate-label", "value-relative"])
C("room-32", "卫生间的热水器调到45度", one(["bt_wh"], [HEATSP]), ["room", "value-water-heater"])
C("room-33", "猫房里的摄像头打开看一下", one(["ct_cam"], [ANY]), ["room", "no-spec", "pet"])
C("room-34", "客厅的纱帘拉上", one(["lv_sheer"], [CLOSE]), ["room", "curtain"])
C("room-35", "客厅的窗帘拉上", one(Sel("blind", ["living"]), [CLOSE]), ["room", "type", "curtain"])
C("room-36", "Studio的风扇关了", one(["sd_fan"], [FANMODE, FANPCT]), ["room", "english-room", "no-switch"])
C("room-37", "猫房的风扇调到三档", one(["ct_fan"], [FANSPEED]), ["room", "value-fan"])
C("room-38", "主卧的灯调成暖光", one(Sel("light", ["master"]), [CT, CTSTEP]), ["room", "type", "value-ct"])
C("room-39", "客厅的电视打开", one(["lv_tv"], [ON]), ["room", "type"])
C("room-40", "studio 里面的空调关咯", one(["sd_ac"], [OFF, TM_OFF]), ["room", "english-room", "dialect"])

# ---- partial names
C("part-01", "鸭子灯关了", one(["ct_duck"], [OFF]), ["partial-name"])
C("part-02", "月亮关掉", one(["ms_moon"], [OFF]), ["partial-name"])
C("part-03", "挂灯开一下", one(["st_bar"], [ON]), ["partial-name"])
C("part-04", "RGB调成紫色", one(["st_desk"], [COLOR, HUE]), ["partial-name", "english", "value-color"])
C("part-05", "电视背光关掉", one(["lv_tvbl"], [OFF]), ["partial-name", "english-translated"])
C("part-06", "落地灯调暗一点", one(["st_floor"], [LVL, STEP]), ["partial-name", "label-other-room", "value-relative"])
C("part-07", "扫地的开一下", one(["lv_rvc"], [RVC_START]), ["partial-name", "colloquial"])
C("part-08", "鞋柜灯关一下", one(["en_shoe"], [OFF]), ["partial-name"])
C("part-09", "梳妆灯打开", one(["ms_vanity"], [ON]), ["partial-name", "category-by-name"])
C("part-10", "猫爬架的灯调成蓝色", one(["ct_strip"], [COLOR, HUE]), ["partial-name", "value-color", "pet"])
C("part-11", "书房台灯调亮一点", one(["st_lamp"], [LVL, STEP]), ["partial-name", "room", "value-relative"])
C("part-12", "壁灯关咯", one(["tr_wall"], [OFF]), ["partial-name", "dialect"])
C("part-13", "功放声音大一点", one(["sd_amp"], [VUP, VOL]), ["name", "value-volume"])
C("part-14", "猫房那个鸭子关咯", one(["ct_duck"], [OFF]), ["partial-name", "room", "dialect"])

# ---- numbered members
C("num-01", "筒灯3关掉", one(["lv_down3"], [OFF]), ["numbered"])
C("num-02", "3号筒灯打开", one(["lv_down3"], [ON]), ["numbered"])
C("num-03", "筒灯五开一下", one(["lv_down5"], [ON]), ["numbered", "chinese-numeral"])
C("num-04", "第七个筒灯关了", one(["lv_down7"], [OFF]), ["numbered", "ordinal"])
C("num-05", "8号筒灯开", one(["lv_down8"], [ON]), ["numbered"])
C("num-06", "射灯1打开", one(["sd_spot1"], [ON]), ["numbered", "padded"])
C("num-07", "射灯02调到30%", one(["sd_spot2"], [LVL]), ["numbered", "padded", "value-brightness"])
C("num-08", "3号射灯关掉", one(["sd_spot3"], [OFF]), ["numbered", "padded"])
C("num-09", "射灯六调暗一点", one(["sd_spot6"], [LVL, STEP]), ["numbered", "chinese-numeral", "value-relative"])
C("num-10", "第四个射灯调暖一点", one(["sd_spot4"], [CT, CTSTEP]), ["numbered", "ordinal", "value-ct"])
C("num-11", "射灯-05关", one(["sd_spot5"], [OFF]), ["numbered", "padded"])
C("num-12", "筒灯九打开", clar(DOWNS, [ON]), ["numbered-missing"])
C("num-13", "射灯07开一下", clar(SPOTS, [ON]), ["numbered-missing", "padded"])
C("num-14", "第十个筒灯关掉", clar(DOWNS, [OFF]), ["numbered-missing", "ordinal"])
C("num-15", "筒灯1到4打开", all_(Sel(devs=DOWNS[:4]), [ON]), ["numbered", "numbered-range"])
C("num-16", "筒灯都关了", all_(Sel(devs=DOWNS), [OFF]), ["numbered", "bulk-name"])
C("num-17", "射灯全部调到50%", all_(Sel(devs=SPOTS), [LVL]), ["numbered", "bulk-name", "value-brightness"])
C("num-18", "筒灯全部调到20%", all_(Sel(devs=DOWNS), [LVL]), ["numbered", "bulk-name", "capability-subset"])
C("num-19", "二号筒灯亮度百分之八十", one(["lv_down2"], [LVL]), ["numbered", "value-brightness"])
C("num-20", "筒灯6号调暗", one(["lv_down6"], [LVL, STEP]), ["numbered", "value-relative"])
C("num-21", "射灯零幺打开", one(["sd_spot1"], [ON]), ["numbered", "padded", "asr"])
C("num-22", "筒灯三和筒灯四关掉", all_(Sel(devs=["lv_down3", "lv_down4"]), [OFF]), ["numbered", "multi-target"])
C("num-23", "第一个射灯色温调到4000K", one(["sd_spot1"], [CT]), ["numbered", "ordinal", "value-ct"])
C("num-24", "射灯-06开", one(["sd_spot6"], [ON]), ["numbered", "padded", "tired"])
C("num-25", "十一号筒灯关了", clar(DOWNS, [OFF]), ["numbered-missing"])

# ---- bulk
C("bulk-01", "家里所有灯都关掉", all_(LIGHTS, [OFF]), ["bulk-house"])
C("bulk-02", "全屋的灯关咯，我克睡觉哒", all_(LIGHTS, [OFF]), ["bulk-house", "dialect"])
C("bulk-03", "所有的空调都关了", all_(ACS, [OFF]), ["bulk-house", "type"])
C("bulk-04", "楼上的灯全关了", all_(Sel("light", floors=["2F"]), [OFF]), ["bulk-floor"])
C("bulk-05", "二楼的灯都打开", all_(Sel("light", floors=["2F"]), [ON]), ["bulk-floor"])
C("bulk-06", "2F所有灯关掉", all_(Sel("light", floors=["2F"]), [OFF]), ["bulk-floor"])
C("bulk-07", "B2的灯关掉", all_(Sel("light", floors=["B2"]), [OFF]), ["bulk-floor", "room-code"])
C("bulk-08", "客厅的灯全部关掉", all_(Sel("light", ["living"]), [OFF]), ["bulk-room", "label-other-room"])
C("bulk-09", "书房的灯都打开", all_(Sel("light", ["study"]), [ON]), ["bulk-room", "label-other-room"])
C("bulk-10", "主卧的灯全关咯", all_(Sel("light", ["master"]), [OFF]), ["bulk-room", "category-by-name", "dialect"])
C("bulk-11", "猫房灯都关掉", all_(Sel("light", ["cat"]), [OFF]), ["bulk-room", "room-alias"])
C("bulk-12", "除了卧室的灯，其他都关掉", all_(Sel("light", ex_rooms=["master", "cat"]), [OFF]), ["bulk-house", "exclude"])
C("bulk-13", "除了猫房，所有灯都关掉", all_(Sel("light", ex_rooms=["cat"]), [OFF]), ["bulk-house", "exclude", "room-alias"])
C("bulk-14", "除了Studio，全屋灯关", all_(Sel("light", ex_rooms=["studio"]), [OFF]), ["bulk-house", "exclude", "english-room"])
C("bulk-15", "把除了客厅和书房以外的灯都关了", all_(Sel("light", ex_rooms=["living", "study"]), [OFF]), ["bulk-house", "exclude"])
C("bulk-16", "楼上除了露台，灯都关了", all_(Sel("light", floors=["2F"], ex_rooms=["terrace"]), [OFF]), ["bulk-floor", "exclude"])
C("bulk-17", "所有灯关掉，玄关小夜灯留着", all_(Sel("light", ex_devs=["en_night"]), [OFF]), ["bulk-house", "exclude-device"])
C("bulk-18", "客厅的灯全关，筒灯留着", all_(Sel("light", ["living"], ex_devs=DOWNS), [OFF]), ["bulk-room", "exclude-device", "label-other-room"])
C("bulk-19", "能调颜色的灯都调成蓝色", all_(LIGHTS, [COLOR, HUE]), ["bulk-house", "capability-subset", "value-color"])
C("bulk-20", "所有灯调成暖光", all_(LIGHTS, [CT]), ["bulk-house", "capability-subset", "value-ct"])
C("bulk-21", "全屋的灯都调到百分之三十", all_(LIGHTS, [LVL]), ["bulk-house", "capability-subset", "value-brightness"])
C("bulk-22", "客厅的灯都调成红色", all_(Sel("light", ["living"]), [COLOR, HUE]), ["bulk-room", "capability-subset", "value-color"])
C("bulk-23", "所有窗帘都关上", all_(BLINDS, [CLOSE]), ["bulk-house", "curtain"])
C("bulk-24", "所有窗帘开一半", all_(BLINDS, [SHLVL]), ["bulk-house", "curtain", "value-curtain"])
C("bulk-25", "家里所有插座都关掉", all_(Sel("plug"), [OFF]), ["bulk-house", "type"])
C("bulk-26", "两个净化器都开自动", all_(Sel("purifier"), [PURMODE]), ["bulk-house", "type", "value-mode"])
C("bulk-27", "客厅和主卧的灯打开", all_(Sel("light", ["living", "master"]), [ON]), ["bulk-room", "multi-room", "label-other-room"])
C("bulk-28", "Studio跟书房的空调都关了", all_(Sel("ac", ["studio", "study"]), [OFF]), ["bulk-room", "multi-room"])
C("bulk-29", "所有音箱都暂停", all_(Sel("speaker"), [PAUSE]), ["bulk-house", "capability-subset"])
C("bulk-30", "家里的窗帘全部打开", all_(BLINDS, [OPEN]), ["bulk-house", "curtain"])
C("bulk-31", "阳台的灯都关咯", all_(Sel("light", ["balcony"]), [OFF]), ["bulk-room", "category-by-name", "dialect"])
C("bulk-32", "厨房的灯全部关掉", all_(Sel("light", ["kitchen"]), [OFF]), ["bulk-room", "category-by-name"])
C("bulk-33", "除了主卧，空调全关", all_(Sel("ac", ex_rooms=["master"]), [OFF]), ["bulk-house", "exclude"])
C("bulk-34", "主卧和猫房的灯都调到20%", all_(Sel("light", ["master", "cat"]), [LVL]), ["bulk-room", "multi-room", "capability-subset"])
C("bulk-35", "全部的灯都打开", all_(LIGHTS, [ON]), ["bulk-house"])
C("bulk-36", "猫房的灯全打开", all_(Sel("light", ["cat"]), [ON]), ["bulk-room", "room-alias"])
C("bulk-37", "除了书房，其他房间的灯都关掉", all_(Sel("light", ex_rooms=["study"]), [OFF]), ["bulk-house", "exclude", "label-other-room"])
C("bulk-38", "除了客厅，其他灯都关咯", all_(Sel("light", ex_rooms=["living"]), [OFF]), ["bulk-house", "exclude", "label-other-room", "dialect"])
C("bulk-39", "玄关的灯都打开", all_(Sel("light", ["entry"]), [ON]), ["bulk-room", "category-by-name"])
C("bulk-40", "studio里的灯全开", all_(Sel("light", ["studio"]), [ON]), ["bulk-room", "english-room", "category-by-name"])
C("bulk-41", "书房的灯全部调成冷白", all_(Sel("light", ["study"]), [CT]), ["bulk-room", "value-ct", "label-other-room"])
C("bulk-42", "楼上跟储物间的灯都关掉", all_(Sel("light", rooms=["closet", "terrace", "storage"]), [OFF]), ["bulk-floor", "multi-room"])

# ---- unknown places: ask, never widen
C("unk-01", "把地下室B1的灯关了", clar(), ["unknown-place"])
C("unk-02", "三楼的灯全开", clar(), ["unknown-place", "floor"])
C("unk-03", "车库的灯打开", clar(), ["unknown-place"])
C("unk-04", "儿童房的灯关了", clar(), ["unknown-place"])
C("unk-05", "老人房空调打开", clar(), ["unknown-place"])
C("unk-06", "阁楼的灯开一下", clar(), ["unknown-place"])
C("unk-07", "除了书房和健身房，灯都关掉", clar(), ["unknown-place", "exclude"])
C("unk-08", "餐厅的灯打开", clar(), ["unknown-place"])
C("unk-09", "客房的空调关掉", clar(), ["unknown-place"])
C("unk-10", "B1的灯全部关咯", clar(), ["unknown-place", "floor", "dialect"])

# ---- values
C("val-01", "客厅主灯调到百分之六十", one(["lv_main"], [LVL]), ["value-brightness", "chinese-numeral"])
C("val-02", "月亮灯亮度调到10%", one(["ms_moon"], [LVL]), ["value-brightness"])
C("val-03", "主卧吸顶灯亮一点", one(["ms_ceil"], [LVL, STEP]), ["value-relative", "duplicate-label"])
C("val-04", "Desk RGB暗一滴滴", one(["st_desk"], [LVL, STEP]), ["value-relative", "english", "dialect"])
C("val-05", "TV Backlight调成绿色", one(["lv_tvbl"], [COLOR, HUE]), ["value-color", "english"])
C("val-06", "猫爬架灯带换成粉红色", one(["ct_strip"], [COLOR, HUE]), ["value-color"])
C("val-07", "氛围灯弄成紫色的咯", one(["lv_amb"], [COLOR, HUE]), ["value-color", "misheard-label", "dialect"])
C("val-08", "Hue Go调成暖黄色", one(["nr_huego"], [COLOR, HUE, CT, CTSTEP]), ["value-color", "english", "no-room"])
C("val-09", "书房吸顶灯调成冷白光", one(["st_ceil"], [CT, CTSTEP]), ["value-ct", "duplicate-label"])
C("val-10", "月亮灯调到2700K", one(["ms_moon"], [CT]), ["value-ct", "kelvin"])
C("val-11", "客厅主灯色温调到4000K", one(["lv_main"], [CT]), ["value-ct", "kelvin"])
C("val-12", "Yeelight台灯暖一点", one(["st_lamp"], [CT, CTSTEP]), ["value-ct", "english"])
C("val-13", "射灯二调到5000k", one(["sd_spot2"], [CT]), ["value-ct", "kelvin", "numbered"])
C("val-14", "客厅空调制冷26度", [one(["lv_ac"], [TM_COOL, TM_SET]), one(["lv_ac"], [COOLSP])], ["value-ac", "multi-action"])
C("val-15", "主卧空调调到26度", one(["ms_ac"], [HEATSP]), ["value-ac", "heating-setpoint-only"])
C("val-16", "主卧空调开除湿", one(["ms_ac"], [ACMODE]), ["value-ac"])
C("val-17", "猫房空调调成制热", one(["ct_ac"], [TM_HEAT, TM_SET]), ["value-ac"])
C("val-18", "书房空调风速调到高", one(["st_ac"], [ACFAN, FANPCT]), ["value-ac", "value-fan"])
C("val-19", "客厅空调开睡眠风", one(["lv_ac"], [WIND]), ["value-ac"])
C("val-20", "Studio空调调到24度", one(["sd_ac"], [COOLSP, HEATSP]), ["value-ac", "english-room"])
C("val-21", "落地扇开摇头", one(["lv_fan"], [OSC]), ["value-fan"])
C("val-22", "落地扇风小一点", one(["lv_fan"], [ACFAN, FANPCT]), ["value-fan", "value-relative"])
C("val-23", "猫房风扇开到二档", one(["ct_fan"], [FANSPEED]), ["value-fan", "chinese-numeral"])
C("val-24", "Studio Fan调到百分之三十", one(["sd_fan"], [FANPCT]), ["value-fan", "english"])
C("val-25", "排气扇调到高档", one(["bt_vent"], [FANMODE]), ["value-fan"])
C("val-26", "客厅窗帘开一半", one(["lv_cur"], [SHLVL]), ["value-curtain"])
C("val-27", "主卧窗帘拉开一点", one(["ms_cur"], [SHSTEP, SHLVL]), ["value-curtain", "value-relative"])
C("val-28", "书房卷帘放到百分之三十", one(["st_cur"], [SHLVL]), ["value-curtain"])
C("val-29", "纱帘关上", one(["lv_sheer"], [CLOSE]), ["partial-name", "curtain"])
C("val-30", "回音壁音量调到20", one(["lv_bar"], [VOL]), ["value-volume"])
C("val-31", "床头音箱小声点", one(["ms_spk"], [VDOWN, VOL]), ["value-volume", "value-relative"])
C("val-32", "Sonos大声一滴滴", one(["st_sonos"], [VUP, VOL]), ["value-volume", "value-relative", "dialect"])
C("val-33", "电视换到5台", one(["lv_tv"], [KEY]), ["value-channel"])
C("val-34", "电视换下一个台", one(["lv_tv"], [KEY, NEXT]), ["value-channel"])
C("val-35", "电视暂停一下", one(["lv_tv"], [PAUSE]), ["media"])
C("val-36", "热水器调到45度", one(["bt_wh"], [HEATSP]), ["value-water-heater"])
C("val-37", "热水器温度调高一点", one(["bt_wh"], [HEATSP]), ["value-water-heater", "value-relative"])
C("val-38", "浴霸开暖风", one(["bt_heater"], [TM_HEAT, TM_SET]), ["value-mode"])
C("val-39", "浴霸温度调到30度", one(["bt_heater"], [HEATSP]), ["value-setpoint"])
C("val-40", "猫咪喂食器喂20克", one(["ct_feeder"], [PORTION, FEED]), ["value-portion", "pet"])
C("val-41", "给豆豆喂两份", one(["bc_dogfeeder"], [PORTION, FEED]), ["value-portion", "pet"])
C("val-42", "扫地机换成拖地模式", one(["lv_rvc"], [MODE]), ["value-mode"])
C("val-43", "扫地机只扫客厅", one(["lv_rvc"], [AREAS, RVC_START]), ["value-area"])
C("val-44", "洗衣机调成快洗", one(["bc_washer"], [MODE]), ["value-mode"])
C("val-45", "功放音量调到30", one(["sd_amp"], [VOL]), ["value-volume"])
C("val-46", "Studio Monitor音量五十", one(["sd_mon"], [VOL]), ["value-volume", "english", "chinese-numeral"])
C("val-47", "冰箱开假日模式", one(["kt_fridge"], [MODE]), ["value-mode"])
C("val-48", "浴霸开换气", one(["bt_heater"], [TM_SET, FANMODE]), ["value-mode"])
C("val-49", "书房空调调到制冷24度", [one(["st_ac"], [TM_COOL, TM_SET]), one(["st_ac"], [COOLSP])], ["value-ac", "multi-action"])
C("val-50", "主卧空调制热28度", [one(["ms_ac"], [ACMODE]), one(["ms_ac"], [HEATSP])], ["value-ac", "multi-action", "heating-setpoint-only"])
C("val-51", "猫房空调风速开自动", clar(["ct_ac"]), ["capability-missing", "value-ac"])
C("val-52", "回音壁换下一首", one(["lv_bar"], [NEXT]), ["media"])
C("val-53", "Sonos静音", one(["st_sonos"], [MUTE, SETMUTE]), ["media", "english"])
C("val-54", "客厅空调温度降两度", one(["lv_ac"], [COOLSP, HEATSP]), ["value-ac", "value-relative"])
C("val-55", "猫房净化器开睡眠模式", one(["ct_pur"], [PURMODE]), ["value-mode", "room-alias"])
C("val-56", "空气净化器风速开到最大", one(["lv_pur"], [PURMODE, FANPCT]), ["value-fan"])
C("val-57", "Yeelight台灯调到最亮", one(["st_lamp"], [LVL]), ["value-brightness", "english"])
C("val-58", "洗衣机脱水调到1200转", one(["bc_washer"], [SPIN]), ["value-mode"])
C("val-59", "月亮灯调到二十", one(["ms_moon"], [LVL]), ["value-brightness", "chinese-numeral"])
C("val-60", "热水器开节能模式", one(["bt_wh"], [MODE]), ["value-water-heater", "value-mode"])

# ---- two actions, two targets, sequences
C("multi-01", "客厅空调开制冷调到24度", [one(["lv_ac"], [TM_COOL, TM_SET]), one(["lv_ac"], [COOLSP])], ["multi-action", "value-ac"])
C("multi-02", "空调开制冷调到24度", [clar(ACS, [TM_COOL, TM_SET, ACMODE]), clar(ACS, [COOLSP, HEATSP])], ["multi-action", "bare-type"])
C("multi-03", "书房空调打开，调到26度", [one(["st_ac"], [ON]), one(["st_ac"], [COOLSP, HEATSP])], ["multi-action", "value-ac"])
C("multi-04", "猫房空调开制热，温度28", [one(["ct_ac"], [TM_HEAT, TM_SET]), one(["ct_ac"], [HEATSP])], ["multi-action", "value-ac"])
C("multi-05", "主卧空调开制冷，风速调小", [one(["ms_ac"], [ACMODE]), one(["ms_ac"], [ACFAN])], ["multi-action", "value-ac"])
C("multi-06", "月亮灯打开，调到20%", [one(["ms_moon"], [ON]), one(["ms_moon"], [LVL])], ["multi-action", "value-brightness"])
C("multi-07", "把客厅主灯打开然后把客厅窗帘关上", [one(["lv_main"], [ON]), one(["lv_cur"], [CLOSE])], ["sequence"])
C("multi-08", "电视关了，回音壁也关了", [one(["lv_tv"], [OFF]), one(["lv_bar"], [OFF])], ["sequence"])
C("multi-09", "打开Desk RGB和Yeelight台灯", all_(Sel(devs=["st_desk", "st_lamp"]), [ON]), ["multi-target", "english"])
C("multi-10", "猫咪饮水机跟豆豆饮水机都打开", all_(Sel(devs=FOUNTAINS), [ON]), ["multi-target", "pet"])
C("multi-11", "先把扫地机打开，扫完了叫它回去充电", [one(["lv_rvc"], [RVC_START]), one(["lv_rvc"], [RVC_HOME])], ["sequence"])
C("multi-12", "关掉客厅空调，再把客厅窗帘拉开", [one(["lv_ac"], [OFF, TM_OFF]), one(["lv_cur"], [OPEN])], ["sequence"])
C("multi-13", "开大门锁，然后开玄关灯", [one(["en_lock"], [UNLOCK, UNLATCH]), one(["en_light"], [ON])], ["sequence", "lock"])
C("multi-14", "先关总水阀再关热水器", [one(["kt_valve"], [VCLOSE]), one(["bt_wh"], [TM_OFF, TM_SET])], ["sequence", "valve"])
C("multi-15", "厨房吸顶灯打开，油烟机也开一下", [one(["kt_ceil"], [ON]), one(["kt_hood"], [FANMODE, FANPCT])], ["sequence"])
C("multi-16", "把月亮灯关了，主卧小夜灯调到百分之十", [one(["ms_moon"], [OFF]), one(["ms_night"], [LVL])], ["sequence", "value-brightness"])
C("multi-17", "Studio的射灯全关，ON AIR灯打开", [all_(Sel("light", ["studio"], devs=SPOTS), [OFF]), one(["sd_onair"], [ON])], ["sequence", "bulk-name"])
C("multi-18", "给猫咪喂食，再把猫咪饮水机打开", [one(["ct_feeder"], [FEED]), one(["ct_fountain"], [ON])], ["sequence", "pet"])
C("multi-19", "打开洗衣机，洗完了开烘干机", [one(["bc_washer"], [OP_START, ON]), one(["bc_dryer"], [ANY])], ["sequence", "no-spec"])
C("multi-20", "客厅电视打开，回音壁音量调到25", [one(["lv_tv"], [ON]), one(["lv_bar"], [VOL])], ["sequence", "value-volume"])
C("multi-21", "主卧窗帘关上，月亮灯调暖", [one(["ms_cur"], [CLOSE]), one(["ms_moon"], [CT, CTSTEP])], ["sequence", "value-ct"])
C("multi-22", "书房空调关掉然后开小太阳", [one(["st_ac"], [OFF, TM_OFF]), one(["st_heater"], [ON])], ["sequence"])
C("multi-23", "功放切到HDMI1，音量调到40", [one(["sd_amp"], [INPUT]), one(["sd_amp"], [VOL])], ["multi-action", "value-volume"])
C("multi-24", "猫房和主卧的空调都打开", all_(Sel("ac", ["cat", "master"]), [ON]), ["multi-room", "bulk-room"])
C("multi-25", "关客厅主灯，开分为灯", [one(["lv_main"], [OFF]), one(["lv_amb"], [ON])], ["sequence", "misheard-label"])
C("multi-26", "主卧空调开起，电热毯关咯", [one(["ms_ac"], [ON]), one(["ms_blanket"], [OFF])], ["sequence", "misheard-label", "dialect"])

# ---- references with history
C("ref-01", "调暗一点", one(["ms_moon"], [LVL, STEP]), ["reference", "value-relative"], ["打开月亮灯"])
C("ref-02", "再亮一点", one(["lv_main"], [LVL, STEP]), ["reference", "value-relative"], ["客厅主灯开一下"])
C("ref-03", "它换成蓝色咯", one(["st_desk"], [COLOR, HUE]), ["reference", "value-color", "dialect"], ["把Desk RGB打开"])
C("ref-04", "调到26度", one(["ms_ac"], [HEATSP]), ["reference", "value-ac", "heating-setpoint-only"], ["主卧空调打开"])
C("ref-05", "那个调成制冷", one(["ct_ac"], [TM_COOL, TM_SET]), ["reference", "value-ac"], ["猫房空调开一下"])
C("ref-06", "Desk RGB也开", one(["st_desk"], [ON]), ["reference", "also"], ["打开书房吸顶灯"])
C("ref-07", "主卧的也关咯", one(["ms_cur"], [CLOSE]), ["reference", "also", "dialect"], ["关掉客厅窗帘"])
C("ref-08", "再大声一点", one(["lv_bar"], [VUP, VOL]), ["reference", "value-volume"], ["回音壁音量调到30"])
C("ref-09", "又全部关掉咯", all_(Sel(devs=SPOTS + ["sd_onair"]), [OFF]), ["reference", "bulk-room", "dialect"], ["studio里的灯全开"])
C("ref-10", "4号也开", one(["lv_down4"], [ON]), ["reference", "also", "numbered"], ["筒灯3打开"])
C("ref-11", "关掉", one(["lv_down3"], [OFF]), ["reference", "implicit"], ["筒灯3打开"])
C("ref-12", "开摇头", one(["lv_fan"], [OSC]), ["reference", "value-fan"], ["把落地扇打开"])
C("ref-13", "温度调到50", one(["bt_wh"], [HEATSP]), ["reference", "value-water-heater"], ["热水器打开"])
C("ref-14", "再喂一次", one(["ct_feeder"], [FEED]), ["reference", "pet"], ["给猫咪喂食"])
C("ref-15", "还是太亮哒，再暗滴", one(["ms_moon"], [LVL, STEP]), ["reference", "value-relative", "dialect"], ["月亮灯打开", "调到20%"])
C("ref-16", "要得，书房的也开起", one(["st_ac"], [ON]), ["reference", "also", "dialect"], ["把客厅空调打开"])
C("ref-17", "下一首", one(["st_sonos"], [NEXT]), ["reference", "media"], ["Sonos放歌"])
C("ref-18", "换到8台", one(["lv_tv"], [KEY]), ["reference", "value-channel"], ["电视打开"])
C("ref-19", "开到三档", one(["ct_fan"], [FANSPEED]), ["reference", "value-fan"], ["猫房风扇开"])
C("ref-20", "停一下", one(["ms_cur"], [SPAUSE]), ["reference", "curtain"], ["主卧窗帘拉开"])
C("ref-21", "窗帘暂停", one(["lv_cur"], [SPAUSE]), ["reference", "curtain"], ["客厅窗帘关上"])
C("ref-22", "那个调成白色", one(["lv_tvbl"], [COLOR, SAT]), ["reference", "value-color"], ["打开TV Backlight"])
C("ref-23", "它亮度调到一半", one(["ct_duck"], [LVL]), ["reference", "value-brightness"], ["打开小黄鸭"])
C("ref-24", "算哒，关掉", one(["sd_fan"], [FANMODE, FANPCT]), ["reference", "implicit", "no-switch", "dialect"], ["Studio Fan开到最大"])
C("ref-25", "颜色换成橙色", one(["lv_amb"], [COLOR, HUE]), ["reference", "value-color"], ["氛围灯打开"])
C("ref-26", "它也调到百分之五十", one(["lv_down2"], [LVL]), ["reference", "also"], ["筒灯1调到50%", "筒灯2打开"])

# ---- answers to a clarifying question, given as history
C("ans-01", "主卧的", one(["ms_ceil"], [ON]), ["clarify-answer"], ["打开吸顶灯"])
C("ans-02", "厨房那个", one(["kt_ceil"], [ON]), ["clarify-answer"], ["打开吸顶灯"])
C("ans-03", "猫房的", one(["ct_ac"], [ON]), ["clarify-answer", "room-alias"], ["把空调打开"])
C("ans-04", "狗狗的", one(["bc_dogwater"], [ON]), ["clarify-answer", "pet"], ["饮水机打开"])
C("ans-05", "猫咪的咯", one(["ct_feeder"], [FEED]), ["clarify-answer", "pet", "dialect"], ["喂食器喂一下"])
C("ans-06", "阳台那个", one(["bc_stars"], [ON]), ["clarify-answer"], ["星星灯串打开"])
C("ans-07", "玄关的", one(["en_night"], [OFF]), ["clarify-answer"], ["小夜灯关掉"])
C("ans-08", "书房的", one(["st_sonos"], [PAUSE]), ["clarify-answer"], ["音箱暂停"])
C("ans-09", "客厅", one(["lv_ac"], [COOLSP, HEATSP]), ["clarify-answer", "value-ac"], ["空调调到25度"])
C("ans-10", "哦，那筒灯八", one(["lv_down8"], [ON]), ["clarify-answer", "numbered"], ["筒灯九打开"])
C("ans-11", "主卧跟猫房的", all_(Sel("blind", ["master", "cat"]), [CLOSE]), ["clarify-answer", "multi-room"], ["窗帘关上"])
C("ans-12", "两个都开", all_(Sel("purifier"), [PURMODE, FANPCT]), ["clarify-answer", "bulk-type"], ["净化器开一下"])
C("ans-13", "两个都开", all_(Sel(devs=STARS), [ON]), ["clarify-answer", "duplicate-label"], ["星星灯串打开"])
C("ans-14", "主卧", one(Sel("light", ["master"]), [ON]), ["clarify-answer"], ["卧室的灯打开"])
C("ans-15", "B2储物间的", all_(Sel("light", floors=["B2"]), [OFF]), ["clarify-answer", "bulk-floor"], ["楼下的灯关了"])

# ---- references without history: ask
C("noref-01", "把它关了", clar(), ["reference-no-history"])
C("noref-02", "再调亮一点", clar(), ["reference-no-history", "value-relative"])
C("noref-03", "那个也打开", clar(), ["reference-no-history"])
C("noref-04", "跟刚才一样", clar(), ["reference-no-history"])
C("noref-05", "它调到26度", clar(), ["reference-no-history"])
C("noref-06", "再暗一滴滴咯", clar(), ["reference-no-history", "dialect"])

# ---- stated needs
C("need-01", "书房好热", one(["st_ac"], AC_COOL), ["need"])
C("need-02", "客厅太暗了", oneM((Sel("light", ["living"]), [ON, LVL, STEP]), (Sel("blind", ["living"]), [OPEN, SHLVL])), ["need"])
C("need-03", "猫房好闷", oneM((["ct_ac"], AC_COOL), (["ct_fan"], [ON, FANSPEED]), (["ct_pur"], [PURMODE, FANPCT])), ["need", "room-alias"])
C("need-04", "主卧好冷哦", oneM((["ms_ac"], [ON, ACMODE, HEATSP]), (["ms_blanket"], [ON])), ["need"])
C("need-05", "储物间好潮，东西要发霉哒", one(["sg_dehum"], [ON]), ["need", "misheard-label", "dialect"])
C("need-06", "Studio有点热", oneM((["sd_ac"], AC_COOL), (["sd_fan"], [FANMODE, FANPCT])), ["need", "english-room"])
C("need-07", "卫生间好冷，要洗澡了", oneM((["bt_heater"], [ON, TM_HEAT, TM_SET, HEATSP]), (["bt_wh"], [TM_HEAT, TM_SET, HEATSP])), ["need"])
C("need-08", "客厅空气好差", one(["lv_pur"], [PURMODE, FANPCT]), ["need"])
C("need-09", "书房太亮了，晃眼睛", oneM((Sel("light", ["study"]), [OFF, LVL, STEP]), (["st_cur"], [CLOSE, SHLVL])), ["need"])
C("need-10", "厨房油烟好大", one(["kt_hood"], [FANMODE, FANPCT]), ["need"])
C("need-11", "厕所好臭", one(["bt_vent"], [ON, FANMODE]), ["need", "room-alias"])
C("need-12", "好热啊", clar(Sel("ac"), AC_COOL), ["need-no-place"])
C("need-13", "太暗了", clar(), ["need-no-place"])
C("need-14", "好闷", clar(), ["need-no-place"])
C("need-15", "冷死哒", clar(), ["need-no-place", "dialect"])
C("need-16", "猫房好臭，猫砂盆又满哒", oneM((["ct_pur"], [PURMODE, FANPCT]), (["ct_fan"], [ON, FANSPEED])), ["need", "pet"])
C("need-17", "Studio太潮了，吉他要受潮", oneM((["sd_dry"], [ON]), (["sd_ac"], [TM_SET])), ["need", "english-room"])
C("need-18", "主卧热得睡不着", one(["ms_ac"], [ON, ACMODE, HEATSP]), ["need", "heating-setpoint-only"])
C("need-19", "玄关黑咕隆咚的", one(Sel("light", ["entry"]), [ON]), ["need", "colloquial"])
C("need-20", "好潮湿啊，回南天", clar(), ["need-no-place"])
C("need-21", "热得要死，书房空调冇开啰", one(["st_ac"], AC_COOL), ["need", "dialect"])

# ---- quantifier with a count
C("count-01", "客厅随便开两盏灯", one(Sel("light", ["living"]), [ON]), ["quantifier-count", "label-other-room"])
C("count-02", "Studio随便开两个射灯", one(SPOTS, [ON]), ["quantifier-count", "english-room"])
C("count-03", "筒灯开三个就行", one(DOWNS, [ON]), ["quantifier-count", "numbered"])
C("count-04", "猫房开一盏灯就够了", one(Sel("light", ["cat"]), [ON]), ["quantifier-count", "room-alias"])
C("count-05", "书房随便开个灯", one(Sel("light", ["study"]), [ON]), ["quantifier-count", "label-other-room"])

# ---- state questions
C("state-01", "客厅现在几度", state(["lv_th", "lv_ac"]), ["state"])
C("state-02", "大门锁好了没", state(["en_lock"]), ["state", "lock"])
C("state-03", "储物间湿度多少", state(["sg_th"]), ["state"])
C("state-04", "猫房温度几多", state(["ct_th", "ct_ac"]), ["state", "dialect"])
C("state-05", "大门关好了冇", state(["en_contact", "en_lock"]), ["state", "dialect"])
C("state-06", "厨房漏水了冇", state(["kt_leak"]), ["state", "dialect"])
C("state-07", "热水器现在多少度", state(["bt_wh"]), ["state"])
C("state-08", "客厅空气质量么样", state(["lv_pur"]), ["state", "dialect"])
C("state-09", "猫砂盆在用电冇", state(["ct_litter"]), ["state", "misheard-label", "pet"])
C("state-10", "洗衣机洗完了冇", state(["bc_washer"]), ["state"])
C("state-11", "Studio几度", state(["sd_ac"]), ["state", "english-room"])
C("state-12", "扫地机在干嘛", state(["lv_rvc"]), ["state"])
C("state-13", "玄关有人冇", state(["en_motion", "en_night"]), ["state", "no-spec"])
C("state-14", "猫房摄像头有冇拍到动静", state(["ct_cam"]), ["state", "no-spec", "pet"])
C("state-15", "冰箱门关好了冇", state(["kt_fridge"]), ["state"])
C("state-16", "主卧空调开着冇", state(["ms_ac"]), ["state"])
C("state-17", "烟雾报警器正常冇", state(["kt_smoke"]), ["state"])
C("state-18", "储物间的锁锁了冇", state(["sg_lock"]), ["state", "lock"])
C("state-19", "卫生间漏水冇", state(["bt_leak"]), ["state"])
C("state-20", "客厅湿度几多", state(["lv_th"]), ["state"])
C("state-21", "防潮箱开着冇", state(["sd_dry"]), ["state"])
C("state-22", "除湿机今天用了好多电", state(["sg_dehum"]), ["state", "misheard-label"])
C("state-23", "Studio湿度多少", state(["sd_ac"]), ["state", "english-room"])
C("state-24", "B2那边几度", state(["sg_th"]), ["state", "floor"])

# ---- clarify: duplicates, bare types, floors, nouns without verbs
C("ask-01", "打开吸顶灯", clar(CEILS, [ON]), ["duplicate-label"])
C("ask-02", "小夜灯关掉", clar(NIGHTS, [OFF]), ["duplicate-label"])
C("ask-03", "星星灯串打开", clar(STARS, [ON]), ["duplicate-label"])
C("ask-04", "开空调", clar(ACS, [ON]), ["bare-type"])
C("ask-05", "打开窗帘", clar(BLINDS, [OPEN]), ["bare-type", "curtain"])
C("ask-06", "喂食器喂一下", clar(FEEDERS, [FEED]), ["bare-type", "pet"])
C("ask-07", "饮水机打开", clar(FOUNTAINS, [ON]), ["bare-type", "pet"])
C("ask-08", "放点音乐", clar(MUSIC, [PLAY]), ["bare-type", "media"])
C("ask-09", "净化器开一下", clar(Sel("purifier"), [PURMODE, FANPCT]), ["bare-type"])
C("ask-10", "风扇打开", clar(Sel("fan"), [ON, ACFAN, FANPCT, FANMODE, FANSPEED]), ["bare-type"])
C("ask-11", "音量调到30", clar(VOLUME_DEVS, [VOL]), ["bare-type", "value-volume"])
C("ask-12", "楼下的灯关了", clar(), ["floor-ambiguous"])
C("ask-13", "卧室的灯打开", clar(Sel("light", ["master", "cat"]), [ON]), ["room-ambiguous"])
C("ask-14", "灯", clar(), ["no-verb", "tired"])
C("ask-15", "空调", clar(ACS), ["no-verb", "tired"])
C("ask-16", "客厅窗帘", clar(["lv_cur"]), ["no-verb"])
C("ask-17", "月亮灯", clar(["ms_moon"]), ["no-verb"])
C("ask-18", "关灯", clar(), ["bare-type", "tired"])
C("ask-19", "开灯", clar(), ["bare-type", "tired"])
C("ask-20", "开一下门", clar(["en_lock", "sg_lock"], [UNLOCK, UNLATCH]), ["bare-type", "lock"])
C("ask-21", "把温度调到26", clar(["lv_ac", "ms_ac", "ct_ac", "st_ac", "sd_ac", "bt_heater"], [COOLSP, HEATSP]), ["bare-type", "value-setpoint"])
C("ask-22", "灯带关一下", clar(STRIPS, [OFF]), ["duplicate-label", "partial-name"])
C("ask-23", "Studio的灯调成蓝色", clar(Sel("light", ["studio"])), ["capability-missing", "english-room"])
C("ask-24", "累死哒，卧室空调开", clar(["ms_ac", "ct_ac"], [ON]), ["room-ambiguous", "tired", "dialect"])
C("ask-25", "热水器", clar(["bt_wh"]), ["no-verb"])
C("ask-26", "摄像头打开", clar(["lv_cam", "ct_cam"]), ["bare-type", "no-spec"])
C("ask-27", "空调调到25度", clar(ACS, [COOLSP, HEATSP]), ["bare-type", "value-ac"])
C("ask-28", "吸顶灯调到最亮", clar(CEILS, [LVL]), ["duplicate-label", "value-brightness"])
C("ask-29", "楼下的空调都关掉", clar(), ["floor-ambiguous"])
C("ask-30", "窗帘拉一半", clar(BLINDS, [SHLVL]), ["bare-type", "value-curtain"])
C("ask-31", "等我回家就把空调打开", clar(ACS, [ON]), ["condition", "bare-type"])
C("ask-32", "锁咯", clar(["en_lock", "sg_lock"], [LOCK]), ["reference-no-history", "lock", "dialect"])
C("ask-33", "灯串", clar(STARS), ["no-verb", "duplicate-label"])
C("ask-34", "小夜灯调暗一点", clar(NIGHTS, [LVL, STEP]), ["duplicate-label", "value-relative"])

# ---- nothing to do
C("none-01", "长沙明天会下雨吗", none(), ["weather"])
C("none-02", "你好呀", none(), ["chitchat"])
C("none-03", "讲个笑话听咯", none(), ["chitchat", "dialect"])
C("none-04", "湘江有好长", none(), ["world-question", "dialect"])
C("none-05", "臭豆腐哪家好恰", none(), ["world-question", "dialect"])
C("none-06", "霸得蛮！今天加班到十点", none(), ["remark", "dialect"])
C("none-07", "要得要得", none(), ["chitchat", "dialect"])
C("none-08", "别开空调", none(), ["negation"])
C("none-09", "不要关灯", none(), ["negation"])
C("none-10", "算哒，不搞哒", none(), ["cancel", "dialect"])
C("none-11", "取消", none(), ["cancel"])
C("none-12", "啊啊啊啊啊", none(), ["gibberish"])
C("none-13", "😺😺😺", none(), ["emoji"])
C("none-14", "asdfgh jkl", none(), ["gibberish"])
C("none-15", "猫咪今天好乖", none(), ["remark", "pet"])
C("none-16", "豆豆又把拖鞋咬烂哒", none(), ["remark", "pet", "dialect"])
C("none-17", "你是么子东西做的咯", none(), ["chitchat", "dialect"])
C("none-18", "冇得事，随便问问", none(), ["chitchat", "dialect"])
C("none-19", "算哒，不开哒", none(), ["cancel", "dialect"], ["开空调"])
C("none-20", "空调莫开哒", none(), ["negation", "dialect"])
C("none-21", "灯先莫关", none(), ["negation", "dialect"])
C("none-22", "谢谢咯", none(), ["chitchat"])
C("none-23", "几点了", none(), ["world-question"])
C("none-24", "帮我订个外卖", none(), ["out-of-domain"])
C("none-25", "小黄鸭好可爱", none(), ["remark", "device-mention"])
C("none-26", "月亮灯是在哪买的咯", none(), ["remark", "device-mention"])
C("none-27", "那个空调是格力的还是美的", none(), ["remark", "device-mention"])
C("none-28", "👍", none(), ["emoji"])
C("none-29", "嗯嗯", none(), ["chitchat"])
C("none-30", "今天橘子吐毛球哒，好恶心", none(), ["remark", "pet", "dialect"])
C("none-31", "哈哈哈哈哈哈", none(), ["gibberish"])
C("none-32", "……", none(), ["gibberish"])
C("none-33", "猫咪饮水机要换滤芯哒", none(), ["remark", "device-mention", "pet"])
C("none-34", "别把猫房的灯关了，橘子怕黑", none(), ["negation", "pet"])
C("none-35", "明天提醒我交电费", none(), ["out-of-domain"])
C("none-36", "今天下班路上看到五一广场好多人，茶颜悦色排了好长的队，我就冇买，回来还下雨哒，鞋子都湿哒", none(), ["rambling", "remark", "dialect"])
C("none-37", "不用了，谢谢", none(), ["cancel"], ["打开吸顶灯"])
C("none-38", "🐶🐱💤", none(), ["emoji"])

# ---- long rambling transcripts that end in one real request
C("ramble-01", "哎今天真的累死哒，老板又要改方案，搞到八点多才下班，地铁上挤死个人，回来还冇恰饭，算哒算哒，帮我把客厅主灯开一下咯",
  one(["lv_main"], [ON]), ["rambling", "dialect", "tired"])
C("ramble-02", "我跟你港，橘子今天又把花盆打翻哒，芝麻就在旁边看，豆豆还在那里叫，我真的是服哒，你先把猫房的净化器开起来",
  one(["ct_pur"], [PURMODE, FANPCT]), ["rambling", "dialect", "pet"])
C("ramble-03", "刚才我妈打电话来问我们国庆回不回去，我说看情况咯，那个，热水器帮我开一下，等下要洗澡",
  one(["bt_wh"], [TM_HEAT, TM_SET]), ["rambling", "dialect"])
C("ramble-04", "今天录了一下午的歌，嗓子都哑哒，混音还冇搞完，明天还要交，唉，霸得蛮也要搞完，Studio的空调调到25度",
  one(["sd_ac"], [COOLSP, HEATSP]), ["rambling", "dialect", "english-room"])
C("ramble-05", "嗯……就是那个……我想想啊，今天好像冇么子事，哦对了，储物间那个除湿机帮我关一下",
  one(["sg_dehum"], [OFF]), ["rambling", "misheard-label"])

# ---- conditions: labelled as the action they contain
C("cond-01", "等我回家就把客厅空调打开", one(["lv_ac"], [ON]), ["condition"])
C("cond-02", "要是储物间湿度太高就把除湿机开起来", one(["sg_dehum"], [ON]), ["condition", "misheard-label"])
C("cond-03", "十点钟把猫咪喂食器喂一次", one(["ct_feeder"], [FEED]), ["condition", "pet"])
C("cond-04", "晚上十一点关掉全屋的灯", all_(LIGHTS, [OFF]), ["condition", "bulk-house"])
C("cond-05", "等下洗完澡把浴霸关掉", one(["bt_heater"], [OFF, TM_OFF]), ["condition"])
C("cond-06", "如果下雨就把露台浇花阀门关掉", one(["tr_valve"], [VCLOSE]), ["condition", "valve"])
C("cond-07", "半个小时后关掉电热毯", one(["ms_blanket"], [OFF]), ["condition", "misheard-label"])
C("cond-08", "有人进玄关就开玄关灯", one(["en_light"], [ON]), ["condition"])
C("cond-09", "天黑了就把阳台的星星灯串打开", one(["bc_stars"], [ON]), ["condition", "duplicate-label"])
C("cond-10", "我出门以后把扫地机开起来", one(["lv_rvc"], [RVC_START]), ["condition", "dialect"])

# ---- ASR-garbled requests
C("asr-01", "打开阅亮灯", one(["ms_moon"], [ON]), ["asr"])
C("asr-02", "把小皇鸭关了", one(["ct_duck"], [OFF]), ["asr"])
C("asr-03", "打开客厅组灯", one(["lv_main"], [ON]), ["asr"])
C("asr-04", "桶灯三关掉", one(["lv_down3"], [OFF]), ["asr", "numbered"])
C("asr-05", "关闭书房西顶灯", one(["st_ceil"], [OFF]), ["asr", "duplicate-label"])
C("asr-06", "猫咪引水机开一下", one(["ct_fountain"], [ON]), ["asr", "pet"])
C("asr-07", "打开热水鸡", one(["bt_wh"], [TM_HEAT, TM_SET]), ["asr"])
C("asr-08", "打开desk二gb", one(["st_desk"], [ON]), ["asr", "english"])
C("asr-09", "TV被光关一下", one(["lv_tvbl"], [OFF]), ["asr", "english"])
C("asr-10", "扫地基器人开始", one(["lv_rvc"], [RVC_START]), ["asr"])
C("asr-11", "主卧空挑调到二十六度", one(["ms_ac"], [HEATSP]), ["asr", "value-ac"])
C("asr-12", "豆豆喂食鸡喂一下", one(["bc_dogfeeder"], [FEED]), ["asr", "pet"])
C("asr-13", "窗帘拉开客厅的", one(Sel("blind", ["living"]), [OPEN]), ["asr", "word-order"])
C("asr-14", "把猫房的净化气开开", one(["ct_pur"], [PURMODE, FANPCT]), ["asr"])
C("asr-15", "星星等串 阳台 打开", one(["bc_stars"], [ON]), ["asr", "word-order"])
C("asr-16", "把月亮登关掉", one(["ms_moon"], [OFF]), ["asr"])
C("asr-17", "Sono s 暂停", one(["st_sonos"], [PAUSE]), ["asr", "english"])

# ---- pet talk
C("pet-01", "给猫咪开一下饮水机", one(["ct_fountain"], [ON]), ["pet"])
C("pet-02", "狗狗那边的灯开一下", one(["bc_doglight", "bc_light"], [ON]), ["pet"])
C("pet-03", "橘子芝麻要恰饭哒", one(["ct_feeder"], [FEED]), ["pet", "dialect", "need"])
C("pet-04", "豆豆饿哒，喂一下咯", one(["bc_dogfeeder"], [FEED]), ["pet", "dialect"])
C("pet-05", "把猫咪的摄像头打开我看一下", one(["ct_cam"], [ANY]), ["pet", "no-spec"])
C("pet-06", "给豆豆的水开一下", one(["bc_dogwater"], [ON]), ["pet"])
C("pet-07", "猫咪房间空调调到26度", one(["ct_ac"], [COOLSP, HEATSP]), ["pet", "room-alias", "value-ac"])
C("pet-08", "狗狗喂食器放50克", one(["bc_dogfeeder"], [PORTION]), ["pet", "value-portion"])
C("pet-09", "猫咪那边太热了", oneM((["ct_ac"], AC_COOL), (["ct_fan"], [ON, FANSPEED])), ["pet", "need"])
C("pet-10", "猫咪睡觉哒，把猫房灯关咯", one(Sel("light", ["cat"]), [OFF]), ["pet", "dialect", "room-alias"])
C("pet-11", "猫砂盆打开", one(["ct_litter"], [ON]), ["pet", "misheard-label"])
C("pet-12", "豆豆那里的饮水机关一下", one(["bc_dogwater"], [OFF]), ["pet"])
C("pet-13", "给两只猫喂点粮", one(["ct_feeder"], [FEED]), ["pet"])
C("pet-14", "狗狗的小夜灯关咯", one(["bc_doglight"], [OFF]), ["pet", "dialect"])
C("pet-15", "猫咪的水冇得哒？饮水机开起", one(["ct_fountain"], [ON]), ["pet", "dialect"])
C("pet-16", "狗狗那边的摄像头打开", clar(), ["pet", "unknown-device"])

# ---- tired, short
C("tired-01", "客厅灯开", one(Sel("light", ["living"]), [ON]), ["tired", "room", "type"])
C("tired-02", "主卧空调，开", one(["ms_ac"], [ON]), ["tired"])
C("tired-03", "开电热毯，睡了", one(["ms_blanket"], [ON]), ["tired", "misheard-label"])
C("tired-04", "累，关灯", clar(), ["tired", "bare-type"])
C("tired-05", "热水器，开", one(["bt_wh"], [TM_HEAT, TM_SET]), ["tired"])
C("tired-06", "书房灯关", one(Sel("light", ["study"]), [OFF]), ["tired", "room", "type"])
C("tired-07", "窗帘，关", clar(BLINDS, [CLOSE]), ["tired", "bare-type"])
C("tired-08", "月亮灯，关", one(["ms_moon"], [OFF]), ["tired"])
C("tired-09", "玄关灯 开下子", one(["en_light"], [ON]), ["tired", "dialect"])
C("tired-10", "电视，关", one(["lv_tv"], [OFF]), ["tired"])

# ---- Changsha speech
C("dial-01", "把客厅的灯搞亮一点咯", one(Sel("light", ["living"]), [LVL, STEP]), ["dialect", "value-relative"])
C("dial-02", "冇得光哒，玄关灯开下子", one(["en_light"], [ON]), ["dialect"])
C("dial-03", "电视冇关咯，帮我关下子", one(["lv_tv"], [OFF]), ["dialect"])
C("dial-04", "霸得蛮也要把方案搞完，书房台灯开亮点", one(["st_lamp"], [LVL, STEP]), ["dialect", "value-relative"])
C("dial-05", "把那个么子灯，月亮灯，关咯", one(["ms_moon"], [OFF]), ["dialect", "hesitation"])
C("dial-06", "落地扇莫吹哒，关咯", one(["lv_fan"], [ACFAN, FANPCT]), ["dialect", "no-switch"])
C("dial-07", "热水器要得哒，关咯", one(["bt_wh"], [TM_OFF, TM_SET]), ["dialect", "no-switch"])
C("dial-08", "回音壁声音搞小滴", one(["lv_bar"], [VDOWN, VOL]), ["dialect", "value-volume"])
C("dial-09", "筒灯全部给我关咯", all_(Sel(devs=DOWNS), [OFF]), ["dialect", "bulk-name"])
C("dial-10", "把Studio的空调开起咯，热得要死", one(["sd_ac"], [ON, TM_COOL, TM_SET]), ["dialect", "english-room"])
C("dial-11", "客厅窗帘扯开", one(["lv_cur"], [OPEN]), ["dialect", "curtain"])
C("dial-12", "搞么子咯，大门还冇锁，锁一下", one(["en_lock"], [LOCK]), ["dialect", "lock"])
C("dial-13", "猫房空调开起，开制冷啰", [one(["ct_ac"], [ON]), one(["ct_ac"], [TM_COOL, TM_SET])], ["dialect", "multi-action"])
C("dial-14", "要得，那就把主卧窗帘关咯", one(["ms_cur"], [CLOSE]), ["dialect"])


# =========================================================================== output
def case_json(c) -> dict:
    out = {"id": c["id"], "home": "home.json", "query": c["query"],
           "expect": [materialize(e) for e in c["expect"]], "tags": c["tags"]}
    if c["history"]:
        out["history"] = list(c["history"])
    return out


def render():
    home = json.dumps(build_home(), ensure_ascii=False, indent=1) + "\n"
    spec = "".join(json.dumps(s, ensure_ascii=False) + "\n" for s in build_spec())
    cases = "".join(json.dumps(case_json(c), ensure_ascii=False) + "\n" for c in CASES)
    return {"home.json": home, "spec.jsonl": spec, "cases.jsonl": cases}


def write():
    for name, text in render().items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote home.json ({len(DEVICES)} devices, {len(ROOMS)} rooms), "
          f"spec.jsonl ({len(build_spec())} profiles), cases.jsonl ({len(CASES)} cases)")


# =========================================================================== check
def check() -> int:
    errors = []

    def err(msg):
        errors.append(msg)

    files = {}
    for name in ("home.json", "spec.jsonl", "cases.jsonl"):
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            err(f"{name} missing (run python build.py)")
            continue
        with open(path, encoding="utf-8") as f:
            files[name] = f.read()
    if errors:
        print("\n".join(errors))
        return 1

    # 1. JSON validity
    try:
        home = json.loads(files["home.json"])
    except ValueError as e:
        err(f"home.json: invalid JSON: {e}")
        home = {"rooms": [], "items": []}
    spec_lines, cases = [], []
    for name, sink in (("spec.jsonl", spec_lines), ("cases.jsonl", cases)):
        for i, line in enumerate(files[name].splitlines(), 1):
            if not line.strip():
                err(f"{name}:{i}: empty line")
                continue
            try:
                sink.append(json.loads(line))
            except ValueError as e:
                err(f"{name}:{i}: invalid JSON: {e}")

    # 2. the files are exactly what this script generates (deterministic, not hand-edited)
    for name, text in render().items():
        if files[name] != text:
            err(f"{name} differs from what build.py generates (run python build.py)")

    # 3. home: real profiles, unique ids, rooms
    room_ids = [r["roomId"] for r in home.get("rooms", [])]
    if len(set(room_ids)) != len(room_ids):
        err("duplicate roomId")
    dev_ids = [d["deviceId"] for d in home.get("items", [])]
    if len(set(dev_ids)) != len(dev_ids):
        err("duplicate deviceId")
    if len(dev_ids) < 90:
        err(f"only {len(dev_ids)} devices (< 90)")
    by_pid = {}
    for d in home.get("items", []):
        pid = d["profile"]["id"]
        m = [k for k in PROFILES if profile_id(*k) == pid]
        if len(m) != 1:
            err(f"{d['label']}: profile id {pid} does not name exactly one real profile")
            continue
        prof = PROFILES[m[0]]
        if d["name"] != prof["name"]:
            err(f"{d['label']}: name {d['name']} != profile name {prof['name']}")
        main = [c for c in d["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            err(f"{d['label']}: main capabilities differ from profile {pid}")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            err(f"{d['label']}: categories differ from profile {pid}")
        by_pid.setdefault(pid, []).append(d)
    no_room = [d["label"] for d in home.get("items", []) if d.get("roomId") not in room_ids]
    if not no_room:
        err("expected at least one device without a (known) room")

    # 4. spec: real commands only, one line per profile, deliberate gaps
    spec = {}
    for s in spec_lines:
        pid = s["profileId"]
        if pid in spec:
            err(f"spec: duplicate line for {pid}")
        ids = [c["id"] for c in s["capabilities"]]
        if len(set(ids)) != len(ids):
            err(f"spec {pid}: duplicate command id")
        spec[pid] = set(ids)
        if pid not in by_pid:
            err(f"spec {pid}: no device uses it")
            continue
        prof_caps = set(PROFILES[[k for k in PROFILES if profile_id(*k) == pid][0]]["capabilities"])
        for c in s["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                err(f"spec {pid}: bad id {c['id']}")
                continue
            _, cap, cmd = parts
            if cap in SKIP_CAPS:
                err(f"spec {pid}: {c['id']} should be skipped")
            if cap not in prof_caps:
                err(f"spec {pid}: {cap} is not on the profile's main component")
            if cap not in CAPS or cmd not in [x["name"] for x in CAPS[cap].get("commands", [])]:
                err(f"spec {pid}: {c['id']} is not a real command")
            if not c.get("description"):
                err(f"spec {pid}: {c['id']} has no description")
    missing = set(by_pid) - set(spec)
    if missing != MISSING_FROM_SPEC:
        err(f"profiles missing from spec: {sorted(missing)} != {sorted(MISSING_FROM_SPEC)}")

    def dev_cmds(did):
        d = next(x for x in home["items"] if x["deviceId"] == did)
        return spec.get(d["profile"]["id"])

    # 5. cases
    all_dev = set(dev_ids)
    seen = set()
    for c in cases:
        cid = c.get("id")
        if cid in seen:
            err(f"duplicate case id {cid}")
        seen.add(cid)
        if not os.path.exists(os.path.join(HERE, c.get("home", ""))):
            err(f"{cid}: home file {c.get('home')} not found")
        if not isinstance(c.get("query"), str) or not c["query"].strip():
            err(f"{cid}: empty query")
        if not c.get("tags"):
            err(f"{cid}: no tags")
        if "history" in c and (not isinstance(c["history"], list) or not all(isinstance(h, str) for h in c["history"])):
            err(f"{cid}: history must be a list of strings")
        if not c.get("expect"):
            err(f"{cid}: no expect entries")
        for j, e in enumerate(c.get("expect", [])):
            where = f"{cid}[{j}]"
            if set(e) != {"devices", "capabilities", "mode"}:
                err(f"{where}: keys {sorted(e)}")
                continue
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if len(set(devs)) != len(devs) or len(set(caps)) != len(caps):
                err(f"{where}: duplicates in devices or capabilities")
            for d in devs:
                if d not in all_dev:
                    err(f"{where}: unknown device {d}")
            if any(d not in all_dev for d in devs):
                continue
            if mode == "none":
                if devs or caps:
                    err(f"{where}: mode none must have empty devices and capabilities")
                continue
            if mode not in ("one", "all", "clarify"):
                err(f"{where}: bad mode {mode}")
                continue
            if mode in ("one", "all") and (not devs or not caps):
                err(f"{where}: mode {mode} needs devices and capabilities")
                continue
            if "*" in caps:
                if caps != ["*"] or mode != "one":
                    err(f"{where}: '*' must stand alone in a mode one entry")
                continue
            if mode == "all":
                for d in devs:
                    cm = dev_cmds(d)
                    if cm is None or not all(x in cm for x in caps):
                        err(f"{where}: device {d} does not support every listed command")
                continue
            # one / clarify: each listed command exists on a listed device, each device has one
            if caps:
                for d in devs:
                    cm = dev_cmds(d)
                    if cm is None or not any(x in cm for x in caps):
                        err(f"{where}: device {d} supports none of {caps}")
                for x in caps:
                    if devs and not any((dev_cmds(d) or set()) & {x} for d in devs):
                        err(f"{where}: command {x} exists on none of the listed devices")
    # mode-all sets == the in-scope devices supporting every listed command (recomputed from the scopes)
    for c in CASES:
        for j, e in enumerate(c["expect"]):
            if e["mode"] != "all":
                continue
            (sel, caps), = e["parts"]
            scope = _keys(sel)
            want = {device_id(k) for k in scope if supports_all(k, caps)}
            got = set(next(x for x in cases if x["id"] == c["id"])["expect"][j]["devices"])
            if want != got:
                err(f"{c['id']}[{j}]: mode all set differs from its scope")
            if not want:
                err(f"{c['id']}[{j}]: mode all with an empty scope")
    if len(cases) < 300:
        err(f"only {len(cases)} cases (< 300)")

    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problem(s)")
        return 1
    modes = {}
    for c in cases:
        for e in c["expect"]:
            modes[e["mode"]] = modes.get(e["mode"], 0) + 1
    print(f"ok: {len(home['items'])} devices, {len(home['rooms'])} rooms, {len(spec)} spec lines "
          f"({len(MISSING_FROM_SPEC)} profiles left out), {len(cases)} cases, entries by mode {modes}")
    return 0


def stats():
    from collections import Counter
    cases = [case_json(c) for c in CASES]
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    case_modes = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    tags = Counter(t for c in cases for t in c["tags"])
    print("cases", len(cases), "entries", sum(modes.values()), dict(modes))
    print("cases by mode set", dict(case_modes))
    print("with history", sum(1 for c in cases if c.get("history")))
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"| {t} | {n} |")
    print()
    for k, (name, fl) in ROOMS.items():
        ds = [d for d in DEV.values() if d["room"] == k]
        lights = [d for d in ds if FAMILIES["light"](d)]
        print(f"| {name} | {fl or '-'} | {len(ds)} | {len(lights)} |")
    en = sum(1 for s in build_spec() for c in s["capabilities"] if c["description"].isascii())
    tot = sum(len(s["capabilities"]) for s in build_spec())
    print("spec commands", tot, "english", en)


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    if "--stats" in sys.argv:
        stats()
        sys.exit(0)
    write()
