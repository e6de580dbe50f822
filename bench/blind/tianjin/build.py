#!/usr/bin/env python3
"""Blind evaluation set "tianjin": a three-storey townhouse shared by three generations.

    python build.py          write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check  rebuild in memory, compare with the files on disk and validate
    python build.py --stats  print counts used in README.md

Facts come only from shared/data/smartthings (profiles.jsonl, capabilities.json).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = Path("/work/shared/data/smartthings")
NS = uuid.UUID("6a1d7c3e-2f43-4d0b-9b7e-5c1e0a7f7a11")
LOCATION_ID = str(uuid.uuid5(NS, "tianjin/location"))


def uid(key: str) -> str:
    return str(uuid.uuid5(NS, "tianjin/" + key))


# --------------------------------------------------------------------------- rooms
# key -> (name as typed in the app, floor). floor None = not on one storey / not stated.
ROOMS = {
    "r_lr": ("1F客厅", "1"),
    "r_old": ("一楼 老人房", "1"),
    "r_kit": ("1楼厨房", "1"),
    "r_din": ("1F 餐厅", "1"),
    "r_b1": ("一楼卫生间", "1"),
    "r_ent": ("1F玄关", "1"),
    "r_mb": ("2F主卧", "2"),
    "r_kid": ("二楼儿童房", "2"),
    "r_st": ("2楼书房", "2"),
    "r_bal": ("2F Balcony", "2"),
    "r_boy": ("三层 男孩房", "3"),
    "r_b3": ("3F卫生间", "3"),
    "r_ht": ("负一层影音室", "B1"),
    "r_sto": ("B1储藏", "B1"),
    "r_roof": ("楼顶露台", "roof"),
    "r_stair": ("楼梯间", None),
    "r_gar": ("车库", None),
}
DELETED_ROOM_ID = uid("room/r_deleted_aquarium_corner")  # a room that was deleted in the app

# --------------------------------------------------------------------------- devices
# key: (label, room key | None | "deleted", driver, profile name)
DEVICES: dict[str, tuple[str, str | None, str, str]] = {}


def dev(key, label, room, driver, profile):
    assert key not in DEVICES, key
    DEVICES[key] = (label, room, driver, profile)


# 1F客厅
for i in range(1, 9):
    dev(f"tong{i:02d}", f"筒灯{i:02d}", "r_lr", "matter-switch", "light-level")
dev("lr_chand", "水晶吊灯", "r_lr", "zigbee-switch", "color-temp-bulb-2700K-6500K")
dev("lr_floor", "落地灯", "r_lr", "zigbee-switch", "basic-switch")  # relay, category Switch
dev("lr_tv", "客厅电视", "r_lr", "matter-media", "media-video-player")
dev("lr_soundbar", "回音壁", "r_lr", "samsung-audio", "samsung-audio")
dev("lr_curtain", "客厅窗帘", "r_lr", "matter-window-covering", "window-covering")
dev("lr_sheer", "纱帘", "r_lr", "zigbee-window-treatment", "window-treatment-aqara")
dev("lr_purifier", "小米净化器", "r_lr", "matter-thermostat", "air-purifier-hepa-aqs-pm25-meas")
dev("lr_robot", "石头扫地机", "r_lr", "matter-rvc", "rvc-clean-mode")
dev("lr_plug", "智能插座-9E04", "r_lr", "matter-switch", "plug-power-energy-powerConsumption")
dev("lr_th", "客厅温湿度", "r_lr", "zigbee-humidity-sensor", "humidity-temp-battery-aqara")
# 一楼 老人房
dev("old_big", "大灯", "r_old", "zigbee-switch", "color-temp-bulb")
dev("old_small", "小灯", "r_old", "zigbee-switch", "on-off-level")
dev("old_radio", "老头的收音机", "r_old", "zigbee-switch", "basic-plug")
dev("old_ac", "老人房空调", "r_old", "deepsmart", "Ac.v1")
dev("old_floorheat", "地暖", "r_old", "matter-thermostat", "thermostat-heating-only-nobattery")
dev("old_curtain", "老人房窗帘", "r_old", "zigbee-window-treatment", "window-treatment-profile")
dev("old_sos", "一键呼叫", "r_old", "zigbee-button", "button-profile")
dev("old_motion", "起夜感应", "r_old", "zigbee-sensor", "generic-motion-illuminance")
dev("old_blanket", "电热毯", "r_old", "matter-switch", "plug-binary")
# 1楼厨房
dev("kit_ceil", "吸顶灯", "r_kit", "zigbee-switch", "on-off-bulb")
dev("kit_strip", "橱柜灯带", "r_kit", "matter-switch", "light-level")
dev("kit_hood", "油烟机", "r_kit", "matter-appliance", "extractor-hood-light")
dev("kit_gas", "燃气报警器", "r_kit", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara")
dev("kit_valve", "燃气阀", "r_kit", "britzyhub", "gas-valve")
dev("kit_leak", "水槽漏水", "r_kit", "matter-sensor", "leak-battery")
dev("kit_dish", "洗碗机", "r_kit", "matter-appliance", "dishwasher")
dev("kit_fridge", "冰箱", "r_kit", "matter-appliance", "refrigerator-freezer")
# 1F 餐厅
dev("din_light2", "Light 2", "r_din", "zigbee-switch", "on-off-bulb")
dev("din_pendant", "餐厅吊灯", "r_din", "zigbee-switch", "color-temp-bulb-2200K-5000K")
dev("din_sw_l", "Aqara 墙壁开关(单火) 左键", "r_din", "zigbee-switch", "aqara-switch-no-power")
dev("din_sw_r", "Aqara 墙壁开关(单火) 右键", "r_din", "zigbee-switch", "aqara-switch-no-power")
dev("lr_ac", "客厅空调", "r_din", "matter-thermostat", "room-air-conditioner")  # label names another room
dev("din_plug", "智能插座-5C71", "r_din", "zigbee-switch", "switch-power-energy-consumption-report-aqara")
# 一楼卫生间
dev("b1_ceil", "吸顶灯", "r_b1", "zigbee-switch", "on-off-bulb")
dev("b1_heater", "浴霸", "r_b1", "aqara-bath-heater", "aqara-bath-heater")
dev("b1_waterheater", "电热水器", "r_b1", "matter-thermostat", "water-heater")
dev("b1_leak", "地漏漏水", "r_b1", "zigbee-sensor", "generic-waterleak-sensor")
dev("b1_fan", "排气扇", "r_b1", "zwave-fan", "fan-3speed")
# 1F玄关
dev("ent_lock", "入户门锁", "r_ent", "matter-lock", "lock-user-pin-batteryLevel")
dev("ent_light", "玄关灯", "r_ent", "matter-switch", "light-level-motion")
dev("ent_contact", "大门门磁", "r_ent", "zigbee-contact", "contact-battery-profile")
dev("ent_bell", "门铃", "r_ent", "zwave-siren", "aeotec-doorbell-siren")
# 2F主卧
dev("mb_top", "主卧顶灯", "r_mb", "matter-switch", "light-level-colorTemperature-2700K-6500K")
dev("mb_bed_l", "床头灯-左", "r_mb", "philips-hue", "white-ambiance")
dev("mb_bed_r", "床头灯-右", "r_mb", "philips-hue", "white-ambiance")
dev("mb_strip", "主卧灯带", "r_mb", "matter-switch", "light-color-level")
dev("mb_nightlight", "宝宝夜灯", "r_mb", "zigbee-switch", "rgbw-bulb-2000K-6500K")
dev("mb_ac", "卧室空调", "r_mb", "matter-thermostat", "room-air-conditioner-fan-heating-cooling")
dev("mb_curtain", "窗帘", "r_mb", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1")
dev("mb_blackout", "遮光帘", "r_mb", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate")
dev("mb_sonos", "Sonos One", "r_mb", "sonos", "sonos-player")
# 二楼儿童房
dev("kid_ceil", "吸顶灯", "r_kid", "zigbee-switch", "color-temp-bulb-2700K-6500K")
dev("kid_star", "星星投影灯", "r_kid", "zigbee-switch", "color-bulb")
dev("kid_ac", "儿童房空调", "r_kid", "matter-thermostat", "room-air-conditioner-heating-cooling")
dev("kid_curtain", "儿童房窗帘", "r_kid", "zigbee-window-treatment", "window-treatment-battery")
dev("kid_purifier", "儿童房净化器", "r_kid", "matter-thermostat", "air-purifier-hepa-wind")
dev("kid_th", "宝宝房温湿度", "r_kid", "matter-sensor", "temperature-humidity-battery")
dev("kid_noise", "白噪音机", "r_kid", "jbl", "jbl")
# 2楼书房
dev("st_ceil", "吸顶灯", "r_st", "matter-switch", "light-level")
dev("st_lamp", "书架灯", "r_st", "zigbee-switch", "aqara-led-bulb")
dev("st_ac", "空调", "r_st", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate")
dev("st_curtain", "窗帘", "r_st", "zigbee-window-treatment", "window-treatment-profile")
dev("st_plug", "智能插座-3A2F", "r_st", "zigbee-switch", "switch-power-energy")
dev("st_fan", "落地扇", "r_st", "matter-thermostat", "fan-rock-wind")
# 2F Balcony
dev("bal_light", "阳台灯", "r_bal", "zigbee-switch", "on-off-bulb-no-firmware-update")
dev("bal_washer", "洗衣机", "r_bal", "matter-appliance", "laundry-washer")
dev("bal_dryer", "烘干机", "r_bal", "matter-appliance", "laundry-dryer")
# 三层 男孩房
dev("boy_gaming", "Gaming Light", "r_boy", "matter-switch", "light-color-level-2000K-7000K")
dev("boy_rgb", "RGB Strip", "r_boy", "zigbee-switch", "rgbw-bulb-2700K-6500K")
dev("boy_pc", "PC Plug", "r_boy", "matter-switch", "plug-power")
dev("boy_top", "顶灯", "r_boy", "zigbee-switch", "on-off-level")
dev("boy_ac", "AC", "r_boy", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling")
dev("boy_curtain", "Curtain", "r_boy", "matter-switch", "window-covering")
dev("boy_jbl", "JBL音想", "r_boy", "jbl", "jbl")  # ASR-misheard label (音响)
dev("boy_lamp", "书房台灯", "r_boy", "zigbee-switch", "color-temp-bulb-2200K-6500K")  # label names another room
# 3F卫生间
dev("b3_ceil", "吸顶灯", "r_b3", "zigbee-switch", "on-off-bulb")
dev("b3_mirror", "镜前灯", "r_b3", "matter-switch", "light-binary")
dev("b3_wh", "3楼热水器", "r_b3", "matter-thermostat", "water-heater-power-energy-powerConsumption")
dev("b3_fan", "排风扇", "r_b3", "zwave-switch", "switch-binary")  # category Switch
# 负一层影音室
for i in range(1, 5):
    dev(f"spot{i:02d}", f"射灯-{i:02d}", "r_ht", "matter-switch", "light-level")
dev("ht_star", "星空顶", "r_ht", "matter-switch", "light-color-level-2700K-6500K")
dev("ht_amp", "功放", "r_ht", "harman-luxury", "maX10")
dev("ht_screen", "投影幕布", "r_ht", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H")
dev("ht_proj", "投影仪", "r_ht", "matter-switch", "plug-power-energy-powerConsumption")
dev("ht_ac", "影音室空调", "r_ht", "deepsmart", "Ac.v1")
dev("ht_popcorn", "爆米花机", "r_ht", "matter-switch", "plug-binary")
# B1储藏
dev("sto_light", "储藏间灯", "r_sto", "zigbee-switch", "basic-switch")  # relay, category Switch
dev("sto_dehum", "除湿鸡", "r_sto", "zigbee-switch", "basic-plug")  # ASR-misheard label (除湿机)
dev("sto_leak", "地下室漏水", "r_sto", "zwave-sensor", "base-water")
dev("sto_valve", "总水阀", "r_sto", "zwave-valve", "valve-generic")
dev("sto_hum", "B1湿度", "r_sto", "matter-sensor", "humidity-battery")
# 楼顶露台
dev("roof_string", "露台灯串", "r_roof", "zigbee-switch", "on-off-level")
dev("roof_irrig", "浇花", "r_roof", "matter-switch", "irrigation-system")
dev("roof_rain", "雨水感应", "r_roof", "matter-sensor", "rain-battery")
dev("roof_awning", "遮阳篷", "r_roof", "zwave-window-treatment", "window-treatment-power")
# 楼梯间 (spans all floors)
for i in range(1, 6):
    dev(f"stair{i}", f"楼梯灯{i}", "r_stair", "zwave-sensor", "motion-light")
# 车库
dev("gar_door", "车库门", "r_gar", "zwave-garage-door-opener", "base-garage-door")
dev("gar_light", "车库灯", "r_gar", "zigbee-switch", "on-off-bulb-no-firmware-update")
# no room / deleted room
dev("hall_light", "走廊灯", None, "zigbee-switch", "on-off-bulb")
dev("fish_light", "鱼缸灯", "deleted", "zigbee-switch", "on-off-bulb")

# Profiles deliberately left out of spec.jsonl (devices still take part by name/room).
MISSING_FROM_SPEC = {
    "st-britzyhub-gas-valve",
    "st-sonos-sonos-player",
    "st-zigbee-smoke-detector-gas-lifetime-selfcheck-aqara",
}

TRANSPORT = {"zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER"}


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


# --------------------------------------------------------------------------- facts
def load_facts():
    profiles = {}
    for line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        p = json.loads(line)
        profiles[(p["driver"].split("/")[-1], p["name"])] = p
    caps = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, caps


# --------------------------------------------------------------------------- spec text
CMD_TEXT = {
    ("switch", "on"): (["打开设备电源", "开启", "打开"], ["turn on", "switch on"]),
    ("switch", "off"): (["关闭设备电源", "关闭"], ["turn off", "switch off"]),
    ("switchLevel", "setLevel"): (["设置亮度百分比", "调节亮度"], ["set brightness level"]),
    ("statelessSwitchLevelStep", "stepLevel"): (["按步长调亮或调暗，正数变亮负数变暗"], ["step brightness up or down"]),
    ("colorTemperature", "setColorTemperature"): (["设置色温，数值越低越暖"], ["set color temperature in kelvin"]),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): (["按百分比把色温调冷或调暖"], ["step color temperature by percent"]),
    ("colorControl", "setColor"): (["设置灯光颜色（色相、饱和度或十六进制色值）"], ["set light color (hue, saturation or hex)"]),
    ("colorControl", "setHue"): (["设置色相"], ["set hue"]),
    ("colorControl", "setSaturation"): (["设置颜色饱和度"], ["set saturation"]),
    ("level", "setLevel"): (["设置开度百分比"], ["set level"]),
    ("windowShade", "open"): (["打开窗帘", "拉开"], ["open the shade"]),
    ("windowShade", "close"): (["关闭窗帘", "拉上"], ["close the shade"]),
    ("windowShade", "pause"): (["暂停窗帘运行"], ["pause shade movement"]),
    ("windowShadeLevel", "setShadeLevel"): (["设置开合百分比，100为全开"], ["set shade level (100 = fully open)"]),
    ("windowShadePreset", "presetPosition"): (["移动到预设位置"], ["go to preset position"]),
    ("windowShadePreset", "setPresetPosition"): (["设置预设位置"], ["set preset position"]),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): (["按步长增减开合度"], ["step shade level up or down"]),
    ("doorControl", "open"): (["开门"], ["open the door"]),
    ("doorControl", "close"): (["关门"], ["close the door"]),
    ("lock", "lock"): (["上锁"], ["lock"]),
    ("lock", "unlock"): (["开锁"], ["unlock"]),
    ("lock", "unlatch"): (["开锁并松开门闩"], ["unlatch"]),
    ("valve", "open"): (["打开阀门"], ["open valve"]),
    ("valve", "close"): (["关闭阀门"], ["close valve"]),
    ("airConditionerMode", "setAirConditionerMode"): (["设置空调模式"], ["set air conditioner mode"]),
    ("airConditionerFanMode", "setFanMode"): (["设置风速档位"], ["set fan mode"]),
    ("thermostatMode", "auto"): (["切换到自动模式"], ["set mode to auto"]),
    ("thermostatMode", "cool"): (["切换到制冷模式"], ["set mode to cool"]),
    ("thermostatMode", "emergencyHeat"): (["紧急制热"], ["emergency heat"]),
    ("thermostatMode", "heat"): (["切换到制热模式"], ["set mode to heat"]),
    ("thermostatMode", "off"): (["关闭温控"], ["set mode to off"]),
    ("thermostatMode", "setThermostatMode"): (["设置运行模式"], ["set thermostat mode"]),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): (["设置制冷目标温度"], ["set cooling setpoint"]),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): (["设置制热目标温度"], ["set heating setpoint"]),
    ("fanSpeed", "setFanSpeed"): (["设置风扇档位"], ["set fan speed"]),
    ("fanSpeedPercent", "setPercent"): (["设置风速百分比"], ["set fan speed percent"]),
    ("fanMode", "setFanMode"): (["设置风机模式"], ["set fan mode"]),
    ("fanOscillationMode", "setFanOscillationMode"): (["设置摆风方式"], ["set oscillation mode"]),
    ("windMode", "setWindMode"): (["设置风类"], ["set wind mode"]),
    ("airPurifierFanMode", "setAirPurifierFanMode"): (["设置净化器风机模式"], ["set air purifier fan mode"]),
    ("audioVolume", "setVolume"): (["设置音量"], ["set volume"]),
    ("audioVolume", "volumeUp"): (["音量加"], ["volume up"]),
    ("audioVolume", "volumeDown"): (["音量减"], ["volume down"]),
    ("audioMute", "mute"): (["静音"], ["mute"]),
    ("audioMute", "unmute"): (["取消静音"], ["unmute"]),
    ("audioMute", "setMute"): (["设置静音状态"], ["set mute state"]),
    ("mediaPlayback", "play"): (["播放"], ["play"]),
    ("mediaPlayback", "pause"): (["暂停"], ["pause"]),
    ("mediaPlayback", "stop"): (["停止播放"], ["stop"]),
    ("mediaPlayback", "fastForward"): (["快进"], ["fast forward"]),
    ("mediaPlayback", "rewind"): (["快退"], ["rewind"]),
    ("mediaPlayback", "setPlaybackStatus"): (["设置播放状态"], ["set playback status"]),
    ("mediaTrackControl", "nextTrack"): (["下一个（下一首/下一个节目）"], ["next track"]),
    ("mediaTrackControl", "previousTrack"): (["上一个（上一首/上一个节目）"], ["previous track"]),
    ("mediaInputSource", "setInputSource"): (["切换输入源"], ["set input source"]),
    ("mediaPresets", "playPreset"): (["播放预设"], ["play preset"]),
    ("keypadInput", "sendKey"): (["发送遥控器按键"], ["send a remote-control key"]),
    ("audioNotification", "playTrack"): (["播放提示音"], ["play track"]),
    ("audioNotification", "playTrackAndRestore"): (["播放提示音后恢复"], ["play track and restore"]),
    ("audioNotification", "playTrackAndResume"): (["播放提示音后继续"], ["play track and resume"]),
    ("alarm", "both"): (["声光报警"], ["siren and strobe"]),
    ("alarm", "off"): (["关闭报警"], ["alarm off"]),
    ("alarm", "siren"): (["鸣笛报警"], ["siren"]),
    ("alarm", "strobe"): (["闪光报警"], ["strobe"]),
    ("chime", "chime"): (["响铃"], ["chime"]),
    ("chime", "off"): (["停止响铃"], ["chime off"]),
    ("robotCleanerOperatingState", "start"): (["开始清扫"], ["start cleaning"]),
    ("robotCleanerOperatingState", "pause"): (["暂停清扫"], ["pause cleaning"]),
    ("robotCleanerOperatingState", "goHome"): (["回充"], ["return to dock"]),
    ("mode", "setMode"): (["设置模式"], ["set mode"]),
    ("operationalState", "start"): (["启动运行"], ["start"]),
    ("operationalState", "stop"): (["停止运行"], ["stop"]),
    ("operationalState", "pause"): (["暂停运行"], ["pause"]),
    ("operationalState", "resume"): (["继续运行"], ["resume"]),
    ("laundryWasherRinseMode", "setRinseMode"): (["设置漂洗次数"], ["set rinse mode"]),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): (["设置脱水转速"], ["set spin speed"]),
    ("energyMeter", "resetEnergyMeter"): (["电量统计清零"], ["reset energy meter"]),
}

VALUE_TEXT = {
    "thermostatMode": {"off": ("关闭", "off"), "auto": ("自动", "auto"), "cool": ("制冷", "cool"),
                       "heat": ("制热", "heat"), "emergency heat": ("紧急制热", "emergency heat"),
                       "precooling": ("预冷", "precooling"), "fanonly": ("仅送风", "fan only"),
                       "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep")},
    "airConditionerMode": {"cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan"),
                           "dry": ("除湿", "dry"), "auto": ("自动", "auto")},
    "airConditionerFanMode": {"low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"),
                              "auto": ("自动风", "auto")},
    "fanMode": {"auto": ("自动", "auto"), "low": ("低档", "low"), "medium": ("中档", "medium"),
                "high": ("高档", "high"), "off": ("关闭", "off"), "turbo": ("强劲", "turbo")},
    "windMode": {"noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
                 "naturalWind": ("自然风", "natural wind")},
    "airPurifierFanMode": {"auto": ("自动", "auto"), "sleep": ("睡眠", "sleep"), "low": ("低速", "low"),
                           "medium": ("中速", "medium"), "high": ("高速", "high"), "quiet": ("静音", "quiet"),
                           "windFree": ("无风感", "wind free"), "off": ("关闭", "off")},
    "fanOscillationMode": {"off": ("不摆风", "off"), "horizontal": ("左右摆风", "horizontal"),
                           "vertical": ("上下摆风", "vertical"), "swing": ("摇头", "swing")},
    "audioMute": {"muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted")},
    "mediaPlayback": {"paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
                      "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding")},
    "laundryWasherRinseMode": {"none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"),
                               "extra": ("加漂一次", "extra"), "max": ("最多漂洗", "max")},
    "keypadInput": {"UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
                    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"),
                    "MENU": ("菜单", "menu"), "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
                    **{f"NUMBER{i}": (f"数字{i}", f"number {i}") for i in range(10)}},
    "mediaInputSource": {"bluetooth": ("蓝牙", "bluetooth"), "optical": ("光纤", "optical"),
                         "coaxial": ("同轴", "coaxial"), "aux": ("AUX音频", "aux"), "digitalTv": ("数字电视", "digital TV"),
                         "network": ("网络", "network"), "wifi": ("WiFi", "wifi"), "phono": ("唱机", "phono")},
}

UNITS = {"switchLevel": "%", "level": "%", "fanSpeedPercent": "%", "windowShadeLevel": "%",
         "windowShadePreset": "%", "audioVolume": "%", "colorTemperature": "K",
         "statelessSwitchLevelStep": "%", "statelessColorTemperatureStep": "%", "colorControl": "%",
         "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C", "audioNotification": "%"}
CONFIG_KEY = {"switchLevel": "level.value", "colorTemperature": "colorTemperature.value",
              "thermostatHeatingSetpoint": "heatingSetpoint.value",
              "thermostatCoolingSetpoint": "coolingSetpoint.value", "fanSpeed": "fanSpeed.value",
              "level": "level.value"}


def english(pid: str, key: str, pct: int = 30) -> bool:
    return int(hashlib.md5(f"{pid}|{key}".encode()).hexdigest(), 16) % 100 < pct


def pick(options, pid, key):
    return options[int(hashlib.md5(f"{pid}#{key}".encode()).hexdigest(), 16) % len(options)]


def config_of(profile, cap):
    return profile.get("capability_config", {}).get(cap, [])


def enabled(profile, cap, key):
    for c in config_of(profile, cap):
        if c.get("key") == key and "enabledValues" in c:
            return c["enabledValues"]
    return None


def observed(capdef, driver):
    obs = capdef.get("observed_values") or []
    lists = [o["values"] for o in obs if isinstance(o.get("values"), list)]
    if not lists:
        return None
    for o in obs:  # prefer the source naming this driver
        if isinstance(o.get("values"), list) and driver in o.get("source", ""):
            return o["values"]
    return lists[0]


def spec_line(pid, driver, profile, caps):
    out = []
    for cap in profile["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in caps:
            continue
        capdef = caps[cap]
        enum_cmds = enabled(profile, cap, "{{enumCommands}}")
        lock_values = enabled(profile, cap, "lock.value") if cap == "lock" else None
        for cmd in capdef.get("commands", []):
            name = cmd["name"]
            if enum_cmds is not None and name not in enum_cmds:
                continue
            if cap == "lock" and name == "unlatch" and lock_values is not None and "unlatched" not in lock_values:
                continue
            cid = f"main-{cap}-{name}"
            zh, en = CMD_TEXT.get((cap, name), ([f"{cap} {name}"], [f"{cap} {name}"]))
            use_en = english(pid, cid)
            entry = {"id": cid, "description": pick(en if use_en else zh, pid, cid)}
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                entry["type"] = a["type"]
                rng = None
                for c in config_of(profile, cap):
                    if c.get("key") == CONFIG_KEY.get(cap) and "range" in c:
                        rng = c["range"]
                if rng is None and ("minimum" in a or "maximum" in a):
                    rng = [a.get("minimum"), a.get("maximum")]
                if cap == "colorControl" and name in ("setHue", "setSaturation"):
                    rng = [0, 100]  # capabilities.json observed note: percentages 0-100
                if cap == "fanSpeed" and rng is not None and rng[1] is None and profile["name"] == "fan-3speed":
                    rng = [0, 3]  # three speeds plus off, as the profile name says
                if rng is not None and a["type"] in ("integer", "number"):
                    vr = {}
                    if rng[0] is not None:
                        vr["min"] = rng[0]
                    if rng[1] is not None:
                        vr["max"] = rng[1]
                    if cap in UNITS:
                        vr["unit"] = UNITS[cap]
                    entry["value_range"] = vr
                values = None
                if a["type"] == "string":
                    values = enabled(profile, cap, f"{cap}.value") if cap == "fanMode" else None
                    if values is None and a.get("enum"):
                        values = list(a["enum"])
                        obs = observed(capdef, driver)
                        if obs and cap in ("thermostatMode",):
                            values = [v for v in obs if v in a["enum"]]
                        if cap == "fanOscillationMode" and obs:
                            values = [v for v in a["enum"] if v in obs or v == "off"]
                    if values is None:
                        values = observed(capdef, driver)
                if values:
                    texts = VALUE_TEXT.get(cap, {})
                    vl = []
                    for v in values:
                        zh_v, en_v = texts.get(v, (v, v))
                        vl.append({"value": v, "description": en_v if english(pid, f"{cid}={v}", 35) else zh_v})
                    entry["value_list"] = vl
            out.append(entry)
    return {"profileId": pid, "capabilities": out}


# --------------------------------------------------------------------------- build home + spec
def build_home_and_spec():
    profiles, caps = load_facts()
    rooms = [{"roomId": uid("room/" + k), "locationId": LOCATION_ID, "name": n} for k, (n, _) in ROOMS.items()]
    items, spec, dev_cmds, dev_cat, dev_pid = [], {}, {}, {}, {}
    for key, (label, room, driver, pname) in DEVICES.items():
        p = profiles[(driver, pname)]
        pid = profile_id(driver, pname)
        comps = [{"id": "main",
                  "label": "main",
                  "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]],
                  "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]]}]
        for c in p.get("components", []):
            comps.append({"id": c["id"], "label": c["id"],
                          "categories": [{"name": x, "categoryType": "manufacturer"} for x in c.get("categories", [])],
                          "capabilities": [{"id": x, "version": 1} for x in c.get("capabilities", [])]})
        item = {"deviceId": uid("dev/" + key), "name": pname, "label": label,
                "manufacturerName": "SmartThingsCommunity", "presentationId": pid,
                "locationId": LOCATION_ID}
        if room == "deleted":
            item["roomId"] = DELETED_ROOM_ID
        elif room is not None:
            item["roomId"] = uid("room/" + room)
        item.update({"profile": {"id": pid}, "components": comps,
                     "type": TRANSPORT.get(driver.split("-")[0], "LAN"),
                     "restrictionTier": 0, "allowed": []})
        items.append(item)
        if pid not in spec:
            spec[pid] = spec_line(pid, driver, p, caps)
        dev_pid[key] = pid
        dev_cat[key] = p["categories"][0] if p["categories"] else "Unknown"
    for key, pid in dev_pid.items():
        dev_cmds[key] = None if pid in MISSING_FROM_SPEC else {c["id"] for c in spec[pid]["capabilities"]}
    spec_lines = [spec[k] for k in sorted(spec) if k not in MISSING_FROM_SPEC]
    return {"rooms": rooms, "items": items}, spec_lines, dev_cmds, dev_cat, profiles


# --------------------------------------------------------------------------- command ids
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
CT, CTS = "main-colorTemperature-setColorTemperature", "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
COL, HUE, SAT = "main-colorControl-setColor", "main-colorControl-setHue", "main-colorControl-setSaturation"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
TM_COOL, TM_HEAT, TM_AUTO, TM_OFF = ("main-thermostatMode-cool", "main-thermostatMode-heat",
                                     "main-thermostatMode-auto", "main-thermostatMode-off")
TM_SET = "main-thermostatMode-setThermostatMode"
COOLSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint"
HEATSP = "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACMODE = "main-airConditionerMode-setAirConditionerMode"
ACFAN = "main-airConditionerFanMode-setFanMode"
FANPCT = "main-fanSpeedPercent-setPercent"
WIND = "main-windMode-setWindMode"
OSC = "main-fanOscillationMode-setFanOscillationMode"
FANMODE = "main-fanMode-setFanMode"
FANSPEED = "main-fanSpeed-setFanSpeed"
APMODE = "main-airPurifierFanMode-setAirPurifierFanMode"
VOL, VUP, VDN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-setMute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT, PREV = "main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack"
KEY = "main-keypadInput-sendKey"
INPUT = "main-mediaInputSource-setInputSource"
LOCK, UNLOCK = "main-lock-lock", "main-lock-unlock"
DOOR_OPEN, DOOR_CLOSE = "main-doorControl-open", "main-doorControl-close"
VALVE_OPEN, VALVE_CLOSE = "main-valve-open", "main-valve-close"
RVC_START, RVC_PAUSE, RVC_HOME = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-pause",
                                  "main-robotCleanerOperatingState-goHome")
OP_START, OP_STOP = "main-operationalState-start", "main-operationalState-stop"
LEVEL = "main-level-setLevel"
RINSE = "main-laundryWasherRinseMode-setRinseMode"
ANY = "*"

# --------------------------------------------------------------------------- families and scope
ROOM_FLOOR = {k: f for k, (_, f) in ROOMS.items()}


def family_of(key, cat):
    label = DEVICES[key][0]
    fams = set()
    if cat == "Light" or (cat in ("Switch", "SmartPlug") and "灯" in label):
        fams.add("light")
    if cat == "AirConditioner":
        fams.add("ac")
    if cat == "Blind":
        fams.add("curtain")
    if cat == "SmartPlug":
        fams.add("plug")
    fams.add("any")
    return fams


class Ctx:
    def __init__(self, dev_cmds, dev_cat):
        self.cmds = dev_cmds
        self.cat = dev_cat
        self.fam = {k: family_of(k, dev_cat[k]) for k in DEVICES}

    def supports(self, key, cmd):
        return self.cmds[key] is not None and cmd in self.cmds[key]


class Sel:
    """In-scope selection for a bulk command; devices = those supporting every listed command."""

    def __init__(self, family="light", whole=False, rooms=(), floors=(), devs=(), excl_rooms=(), excl_devs=()):
        self.family, self.whole, self.rooms, self.floors = family, whole, tuple(rooms), tuple(floors)
        self.devs, self.excl_rooms, self.excl_devs = tuple(devs), tuple(excl_rooms), tuple(excl_devs)

    def resolve(self, ctx: Ctx, caps):
        if self.devs:
            base = list(self.devs)
        else:
            base = []
            for k, (_, room, _, _) in DEVICES.items():
                if self.family not in ctx.fam[k]:
                    continue
                if self.whole:
                    ok = True
                else:
                    ok = (room in self.rooms) or (room in ROOM_FLOOR and ROOM_FLOOR[room] in self.floors)
                if ok:
                    base.append(k)
        base = [k for k in base if DEVICES[k][1] not in self.excl_rooms and k not in self.excl_devs]
        return [k for k in base if all(ctx.supports(k, c) for c in caps)]


# --------------------------------------------------------------------------- case helpers
def O(devs, caps):
    return ("one", list(devs), list(caps))


def A(sel, caps):
    return ("all", sel, list(caps))


def Q(devs=(), caps=()):
    return ("clarify", list(devs), list(caps))


NONE = ("none", [], [])

TONG = [f"tong{i:02d}" for i in range(1, 9)]
STAIRS = [f"stair{i}" for i in range(1, 6)]
SPOTS = [f"spot{i:02d}" for i in range(1, 5)]
CEILS = ["kit_ceil", "b1_ceil", "kid_ceil", "st_ceil", "b3_ceil"]
ACS = ["lr_ac", "old_ac", "mb_ac", "kid_ac", "st_ac", "boy_ac", "ht_ac"]
PURIFIERS = ["lr_purifier", "kid_purifier"]
HEATERS = ["b1_waterheater", "b3_wh"]
PLUGS3 = ["lr_plug", "din_plug", "st_plug"]
CURTAINS = ["lr_curtain", "lr_sheer", "old_curtain", "mb_curtain", "mb_blackout", "kid_curtain", "st_curtain",
            "boy_curtain", "roof_awning"]
SPEAKERS = ["lr_soundbar", "kid_noise", "boy_jbl", "mb_sonos", "ht_amp"]
FANS = ["st_fan", "b1_fan", "b3_fan"]

CASES = []


def add(cid, query, expect, tags, history=None):
    CASES.append({"id": "tj-" + cid, "query": query, "expect": expect, "tags": tags, "history": history})


# ===================================================================== CASES
# ---- by name / room+name / room+type / partial / ASR / English ----
add("name-001", "打开水晶吊灯", [O(["lr_chand"], [ON])], ["name"])
add("name-002", "把落地灯关喽", [O(["lr_floor"], [OFF])], ["name", "relay-light", "dialect"])
add("name-003", "老头的收音机给开开", [O(["old_radio"], [ON])], ["name", "custom-name", "elder", "dialect"])
add("name-004", "把大灯关了吧", [O(["old_big"], [OFF])], ["name", "custom-name", "elder"])
add("name-005", "小灯开开", [O(["old_small"], [ON])], ["name", "custom-name", "elder", "dialect"])
add("name-006", "打开Light 2", [O(["din_light2"], [ON])], ["name", "english", "default-label"])
add("name-007", "关掉智能插座-3A2F", [O(["st_plug"], [OFF])], ["name", "default-label"])
add("name-008", "3A2F那个插座关了", [O(["st_plug"], [OFF])], ["partial-name", "default-label"])
add("name-009", "Aqara墙壁开关左键打开", [O(["din_sw_l"], [ON])], ["partial-name", "default-label"])
add("name-010", "单火开关右键关一下", [O(["din_sw_r"], [OFF])], ["partial-name", "default-label"])
add("name-011", "打开Gaming Light", [O(["boy_gaming"], [ON])], ["name", "english"])
add("name-012", "PC Plug关了", [O(["boy_pc"], [OFF])], ["name", "english"])
add("name-013", "turn on RGB Strip", [O(["boy_rgb"], [ON])], ["name", "english", "teen"])
add("name-014", "把厨房的吸顶灯打开", [O(["kit_ceil"], [ON])], ["room", "name", "duplicate-label"])
add("name-015", "儿童房吸顶灯关上", [O(["kid_ceil"], [OFF])], ["room", "name", "duplicate-label"])
add("name-016", "书房吸顶灯开一下", [O(["st_ceil"], [ON])], ["room", "name", "duplicate-label"])
add("name-017", "一楼厕所的吸顶灯开开", [O(["b1_ceil"], [ON])], ["room", "name", "duplicate-label", "alias", "floor"])
add("name-018", "三楼卫生间吸顶灯关掉", [O(["b3_ceil"], [OFF])], ["room", "name", "duplicate-label", "floor"])
add("name-019", "打开书房的空调", [O(["st_ac"], [ON])], ["room", "type"])
add("name-020", "关掉老人房空调", [O(["old_ac"], [OFF])], ["name", "room"])
add("name-021", "儿童房的窗帘拉上", [O(["kid_curtain"], [SH_CLOSE])], ["room", "type"])
add("name-022", "把主卧窗帘打开", [O(["mb_curtain", "mb_blackout"], [SH_OPEN])], ["room", "name", "duplicate-label"])
add("name-023", "打开客厅电视", [O(["lr_tv"], [ON])], ["name"])
add("name-024", "电视关了", [O(["lr_tv"], [OFF])], ["type", "unique-type"])
add("name-025", "打开投影仪", [O(["ht_proj"], [ON])], ["name", "plug-named-appliance"])
add("name-026", "爆米花机开开", [O(["ht_popcorn"], [ON])], ["name", "plug-named-appliance", "dialect"])
add("name-027", "把储藏间灯打开", [O(["sto_light"], [ON])], ["name", "relay-light"])
add("name-028", "开一下地下室储藏室的灯", [O(["sto_light"], [ON])], ["room", "type", "alias", "relay-light"])
add("name-029", "打开除湿机", [O(["sto_dehum"], [ON])], ["asr-label", "name"])
add("name-030", "JBL音响播放", [O(["boy_jbl"], [PLAY])], ["asr-label", "name"])
add("name-031", "老头的收银机打开", [O(["old_radio"], [ON])], ["asr-query", "custom-name"])
add("name-032", "打开石头扫地机", [O(["lr_robot"], [RVC_START])], ["name"])
add("name-033", "扫地机器人扫一下地", [O(["lr_robot"], [RVC_START])], ["type"])
add("name-034", "关掉玄关灯", [O(["ent_light"], [OFF])], ["name"])
add("name-035", "进门那个灯开一下", [O(["ent_light"], [ON])], ["alias", "partial-name"])
add("name-036", "打开车库灯", [O(["gar_light"], [ON])], ["name"])
add("name-037", "车库门关上", [O(["gar_door"], [DOOR_CLOSE])], ["name"])
add("name-038", "把车库门打开", [O(["gar_door"], [DOOR_OPEN])], ["name"])
add("name-039", "阳台灯关了", [O(["bal_light"], [OFF])], ["name", "english-room"])
add("name-040", "打开露台灯串", [O(["roof_string"], [ON])], ["name"])
add("name-041", "天台的灯开开", [O(["roof_string"], [ON])], ["room", "type", "alias", "dialect"])
add("name-042", "走廊灯关掉", [O(["hall_light"], [OFF])], ["name", "no-room"])
add("name-043", "鱼缸灯打开", [O(["fish_light"], [ON])], ["name", "deleted-room"])
add("name-044", "打开客厅空调", [O(["lr_ac"], [ON])], ["name", "label-other-room"])
add("name-045", "客厅的空调关了吧", [O(["lr_ac"], [OFF])], ["room", "type", "label-other-room"])
add("name-046", "把书房台灯打开", [O(["boy_lamp"], [ON])], ["name", "label-other-room"])
add("name-047", "星空顶打开", [O(["ht_star"], [ON])], ["name"])
add("name-048", "打开宝宝夜灯", [O(["mb_nightlight"], [ON])], ["name"])
add("name-049", "星星投影灯关了", [O(["kid_star"], [OFF])], ["name"])
add("name-050", "书架灯打开", [O(["st_lamp"], [ON])], ["name"])
add("name-051", "镜前灯开一下", [O(["b3_mirror"], [ON])], ["name"])
add("name-052", "打开橱柜灯带", [O(["kit_strip"], [ON])], ["name"])
add("name-053", "主卧灯带关掉", [O(["mb_strip"], [OFF])], ["name", "room"])
add("name-054", "油烟机打开", [O(["kit_hood"], [FANMODE, FANPCT])], ["name", "no-switch"])
add("name-055", "一楼厕所排气扇打开", [O(["b1_fan"], [ON, FANSPEED])], ["room", "name", "alias"])
add("name-056", "洗碗机开始洗吧", [O(["kit_dish"], [OP_START, ON])], ["name", "appliance"])
add("name-057", "洗衣机启动", [O(["bal_washer"], [OP_START, ON])], ["name", "appliance"])
add("name-058", "把烘干机停了", [O(["bal_dryer"], [OP_STOP, OFF])], ["name", "appliance"])
add("name-059", "功放打开", [O(["ht_amp"], [ON])], ["name"])
add("name-060", "白噪音机放一下", [O(["kid_noise"], [PLAY])], ["name", "no-switch"])
add("name-061", "回音壁关了", [O(["lr_soundbar"], [OFF])], ["name"])
add("name-062", "打开地暖", [O(["old_floorheat"], [TM_HEAT, TM_SET])], ["name", "no-switch"])
add("name-063", "浴霸打开", [O(["b1_heater"], [ON, TM_HEAT, TM_SET])], ["name"])
add("name-064", "总水阀关上", [O(["sto_valve"], [VALVE_CLOSE])], ["name"])
add("name-065", "开一下浇花", [O(["roof_irrig"], [VALVE_OPEN, OP_START])], ["name"])
add("name-066", "把燃气阀关了", [O(["kit_valve"], [ANY])], ["name", "no-spec"])
add("name-067", "Sonos One暂停一下", [O(["mb_sonos"], [ANY])], ["name", "english", "no-spec"])
add("name-068", "主卧的音箱放首歌", [O(["mb_sonos"], [ANY])], ["room", "type", "no-spec"])
add("name-069", "客厅大灯打开", [O(["lr_chand"], [ON])], ["room", "custom-name", "never-widen"])
add("name-070", "把台灯打开", [O(["boy_lamp"], [ON])], ["partial-name", "label-other-room"])
add("name-071", "Balcony的灯打开", [O(["bal_light"], [ON])], ["room", "english-room", "type"])
add("name-072", "把门锁上", [O(["ent_lock"], [LOCK])], ["type"])
add("name-073", "入户门锁打开", [O(["ent_lock"], [UNLOCK])], ["name"])
add("name-074", "冰箱调成速冻模式", [O(["kit_fridge"], ["main-mode-setMode"])], ["name", "appliance"])
add("name-075", "饭厅的Light 2关了", [O(["din_light2"], [OFF])], ["room", "name", "alias", "english"])
add("name-076", "B1储藏的灯关一下", [O(["sto_light"], [OFF])], ["room", "type", "relay-light"])
add("name-077", "楼梯间的灯都打开", [A(Sel(rooms=["r_stair"]), [ON])], ["room", "bulk", "numbered"])
add("name-078", "电热毯开开", [O(["old_blanket"], [ON])], ["name", "plug-named-appliance", "dialect"])
add("name-079", "阳台的洗衣机先停一下", [O(["bal_washer"], ["main-operationalState-pause", OP_STOP])],
    ["room", "type", "english-room", "appliance"])

# ---- numbered members ----
add("num-001", "筒灯3打开", [O(["tong03"], [ON])], ["numbered"])
add("num-002", "3号筒灯关了", [O(["tong03"], [OFF])], ["numbered"])
add("num-003", "把筒灯五开开", [O(["tong05"], [ON])], ["numbered", "dialect"])
add("num-004", "第二个筒灯关掉", [O(["tong02"], [OFF])], ["numbered"])
add("num-005", "筒灯08关一下", [O(["tong08"], [OFF])], ["numbered", "padded"])
add("num-006", "筒灯一调到百分之三十", [O(["tong01"], [LVL])], ["numbered", "value", "brightness"])
add("num-007", "打开筒灯9", [Q(TONG, [ON])], ["numbered", "missing-member", "clarify"])
add("num-008", "十号筒灯开一下", [Q(TONG, [ON])], ["numbered", "missing-member", "clarify"])
add("num-009", "楼梯灯2打开", [O(["stair2"], [ON])], ["numbered"])
add("num-010", "关掉第五个楼梯灯", [O(["stair5"], [OFF])], ["numbered"])
add("num-011", "楼梯灯6开开", [Q(STAIRS, [ON])], ["numbered", "missing-member", "clarify"])
add("num-012", "射灯1打开", [O(["spot01"], [ON])], ["numbered", "padded"])
add("num-013", "射灯-03关了", [O(["spot03"], [OFF])], ["numbered", "padded"])
add("num-014", "四号射灯调暗点", [O(["spot04"], [LVL, STEP])], ["numbered", "relative"])
add("num-015", "射灯5打开", [Q(SPOTS, [ON])], ["numbered", "missing-member", "clarify"])
add("num-016", "客厅筒灯六关掉", [O(["tong06"], [OFF])], ["numbered", "room"])
add("num-017", "打开筒灯", [Q(TONG, [ON])], ["numbered", "bare-series", "clarify"])
add("num-018", "打开楼梯灯", [Q(STAIRS, [ON])], ["numbered", "bare-series", "clarify"])
add("num-019", "筒灯零七亮度调到一半", [O(["tong07"], [LVL])], ["numbered", "padded", "value", "brightness"])
add("num-020", "影音室第二个射灯开开", [O(["spot02"], [ON])], ["numbered", "room", "dialect"])
add("num-021", "第三个筒灯亮一点", [O(["tong03"], [LVL, STEP])], ["numbered", "relative"])
add("num-022", "筒灯三关了", [O(["tong03"], [OFF])], ["numbered"])

# ---- bulk ----
add("bulk-001", "全屋的灯都关了", [A(Sel(whole=True), [OFF])], ["bulk", "whole-house"])
add("bulk-002", "家里所有灯都打开", [A(Sel(whole=True), [ON])], ["bulk", "whole-house"])
add("bulk-003", "一楼的灯全关了", [A(Sel(floors=["1"]), [OFF])], ["bulk", "floor"])
add("bulk-004", "二楼灯都开开", [A(Sel(floors=["2"]), [ON])], ["bulk", "floor", "dialect"])
add("bulk-005", "三楼的灯全灭了", [A(Sel(floors=["3"]), [OFF])], ["bulk", "floor"])
add("bulk-006", "地下室的灯都关了", [A(Sel(floors=["B1"]), [OFF])], ["bulk", "floor", "alias"])
add("bulk-007", "负一层所有灯打开", [A(Sel(floors=["B1"]), [ON])], ["bulk", "floor"])
add("bulk-008", "介个客厅的灯都给我关喽", [A(Sel(rooms=["r_lr"]), [OFF])], ["bulk", "room", "dialect", "relay-light"])
add("bulk-009", "筒灯全打开", [A(Sel(devs=TONG), [ON])], ["bulk", "numbered"])
add("bulk-010", "客厅筒灯都调到百分之四十", [A(Sel(devs=TONG), [LVL])], ["bulk", "numbered", "value", "brightness"])
add("bulk-011", "把楼梯灯全开开", [A(Sel(devs=STAIRS), [ON])], ["bulk", "numbered", "dialect"])
add("bulk-012", "射灯都关了", [A(Sel(devs=SPOTS), [OFF])], ["bulk", "numbered"])
add("bulk-013", "影音室的灯都关了", [A(Sel(rooms=["r_ht"]), [OFF])], ["bulk", "room"])
add("bulk-014", "主卧的灯全打开", [A(Sel(rooms=["r_mb"]), [ON])], ["bulk", "room"])
add("bulk-015", "男孩房灯都关了", [A(Sel(rooms=["r_boy"]), [OFF])], ["bulk", "room", "label-other-room"])
add("bulk-016", "除了老人房，一楼的灯都关了", [A(Sel(floors=["1"], excl_rooms=["r_old"]), [OFF])],
    ["bulk", "floor", "exclude"])
add("bulk-017", "除了主卧，家里的灯全关了吧", [A(Sel(whole=True, excl_rooms=["r_mb"]), [OFF])],
    ["bulk", "whole-house", "exclude"])
add("bulk-018", "全屋灯都关了，楼梯灯留着", [A(Sel(whole=True, excl_devs=STAIRS), [OFF])],
    ["bulk", "whole-house", "exclude", "exclude-device"])
add("bulk-019", "客厅的灯除了落地灯都关了", [A(Sel(rooms=["r_lr"], excl_devs=["lr_floor"]), [OFF])],
    ["bulk", "room", "exclude", "exclude-device"])
add("bulk-020", "除了卧室都关了", [Q([], [OFF])], ["bulk", "exclude", "ambiguous-room", "clarify"])
add("bulk-021", "能调颜色的灯都调成蓝色", [A(Sel(whole=True), [COL, HUE])],
    ["bulk", "whole-house", "capability-filter", "color"])
add("bulk-022", "二楼能调色温的灯都调成暖光", [A(Sel(floors=["2"]), [CT])],
    ["bulk", "floor", "capability-filter", "color-temp"])
add("bulk-023", "男孩房的灯都调成红色", [A(Sel(rooms=["r_boy"]), [COL, HUE])],
    ["bulk", "room", "capability-filter", "color"])
add("bulk-024", "全家的空调都关了", [A(Sel(family="ac", whole=True), [OFF])], ["bulk", "whole-house", "ac"])
add("bulk-025", "二楼的空调都打开", [A(Sel(family="ac", floors=["2"]), [ON])], ["bulk", "floor", "ac"])
add("bulk-026", "一楼空调全关", [A(Sel(family="ac", floors=["1"]), [OFF])], ["bulk", "floor", "ac", "label-other-room"])
add("bulk-027", "二楼的窗帘都拉上", [A(Sel(family="curtain", floors=["2"]), [SH_CLOSE])], ["bulk", "floor", "curtain"])
add("bulk-028", "一楼窗帘全打开", [A(Sel(family="curtain", floors=["1"]), [SH_OPEN])], ["bulk", "floor", "curtain"])
add("bulk-029", "地下室的东西都关了", [A(Sel(family="any", floors=["B1"]), [OFF])],
    ["bulk", "floor", "any-type", "capability-filter"])
add("bulk-030", "影音室插座都关了", [A(Sel(family="plug", rooms=["r_ht"]), [OFF])], ["bulk", "room", "plug"])
add("bulk-031", "把一楼和二楼的灯都打开", [A(Sel(floors=["1", "2"]), [ON])], ["bulk", "floor", "two-floors"])
add("bulk-032", "全屋能调亮度的灯都调到一半", [A(Sel(whole=True), [LVL])],
    ["bulk", "whole-house", "capability-filter", "brightness"])
add("bulk-033", "阁楼的灯都关了", [Q([], [OFF])], ["bulk", "unknown-place", "clarify"])
add("bulk-034", "把花园的灯打开", [Q([], [ON])], ["unknown-place", "clarify"])
add("bulk-035", "四楼的灯全关了", [Q([], [OFF])], ["bulk", "unknown-place", "floor", "clarify"])
add("bulk-036", "地下二层的灯关掉", [Q([], [OFF])], ["unknown-place", "floor", "clarify"])
add("bulk-037", "三楼阳台的灯开开", [Q([], [ON])], ["unknown-place", "clarify"])
add("bulk-038", "楼上的灯全关了", [Q([], [OFF])], ["bulk", "upstairs-downstairs", "clarify"])
add("bulk-039", "楼下的空调都关了", [Q([], [OFF])], ["bulk", "upstairs-downstairs", "ac", "clarify"])
add("bulk-040", "餐厅的灯都打开", [A(Sel(rooms=["r_din"]), [ON])], ["bulk", "room"])
add("bulk-041", "厨房的灯都关了", [A(Sel(rooms=["r_kit"]), [OFF])], ["bulk", "room"])
add("bulk-042", "卫生间的灯都关了", [Q(["b1_ceil", "b3_ceil", "b3_mirror"], [OFF])],
    ["bulk", "ambiguous-room", "clarify"])
add("bulk-043", "两个卫生间的灯都关了", [A(Sel(rooms=["r_b1", "r_b3"]), [OFF])], ["bulk", "room", "two-rooms"])
add("bulk-044", "除了影音室，地下室的灯都关了", [A(Sel(floors=["B1"], excl_rooms=["r_ht"]), [OFF])],
    ["bulk", "floor", "exclude"])
add("bulk-045", "二楼除了儿童房，灯都关掉", [A(Sel(floors=["2"], excl_rooms=["r_kid"]), [OFF])],
    ["bulk", "floor", "exclude"])
add("bulk-046", "全屋的窗帘都拉上，露台遮阳篷别动",
    [A(Sel(family="curtain", whole=True, excl_devs=["roof_awning"]), [SH_CLOSE])],
    ["bulk", "whole-house", "curtain", "exclude-device"])
add("bulk-047", "客厅能调色温的灯调成白光", [A(Sel(rooms=["r_lr"]), [CT])],
    ["bulk", "room", "capability-filter", "color-temp"])
add("bulk-048", "车库和玄关的灯都关了", [A(Sel(rooms=["r_gar", "r_ent"]), [OFF])], ["bulk", "room", "two-rooms"])
add("bulk-049", "把2F的窗帘全部打开", [A(Sel(family="curtain", floors=["2"]), [SH_OPEN])], ["bulk", "floor", "curtain"])
add("bulk-050", "三楼的灯能调亮度的都调到百分之二十", [A(Sel(floors=["3"]), [LVL])],
    ["bulk", "floor", "capability-filter", "brightness"])
add("bulk-051", "除了楼顶，全家的灯都关喽", [A(Sel(whole=True, excl_rooms=["r_roof"]), [OFF])],
    ["bulk", "whole-house", "exclude", "dialect"])

# ---- values ----
add("val-001", "客厅水晶吊灯亮度调到80%", [O(["lr_chand"], [LVL])], ["value", "brightness"])
add("val-002", "大灯调暗一点", [O(["old_big"], [LVL, STEP])], ["value", "relative", "elder"])
add("val-003", "小灯调亮点儿", [O(["old_small"], [LVL, STEP])], ["value", "relative", "elder"])
add("val-004", "书架灯亮度百分之六十", [O(["st_lamp"], [LVL])], ["value", "brightness"])
add("val-005", "主卧顶灯调成暖光", [O(["mb_top"], [CT])], ["value", "color-temp"])
add("val-006", "床头灯-左色温调到3000K", [O(["mb_bed_l"], [CT])], ["value", "color-temp", "kelvin"])
add("val-007", "把Gaming Light调成紫色", [O(["boy_gaming"], [COL, HUE])], ["value", "color", "english"])
add("val-008", "RGB Strip换成绿色", [O(["boy_rgb"], [COL, HUE])], ["value", "color", "english"])
add("val-009", "星空顶调成蓝色", [O(["ht_star"], [COL, HUE])], ["value", "color"])
add("val-010", "宝宝夜灯调成暖黄色", [O(["mb_nightlight"], [CT, COL, HUE])], ["value", "color", "color-temp"])
add("val-011", "餐厅吊灯冷一点", [O(["din_pendant"], [CT, CTS])], ["value", "color-temp", "relative"])
add("val-012", "书房台灯色温调到4000", [O(["boy_lamp"], [CT])], ["value", "color-temp", "kelvin", "label-other-room"])
add("val-013", "主卧灯带饱和度调低一点", [O(["mb_strip"], [SAT, COL])], ["value", "color", "relative"])
add("val-014", "客厅空调制冷26度", [O(["lr_ac"], [TM_COOL, TM_SET]), O(["lr_ac"], [COOLSP])],
    ["value", "ac-mode", "setpoint", "two-actions", "label-other-room"])
add("val-015", "老人房空调调到制热", [O(["old_ac"], [ACMODE])], ["value", "ac-mode"])
add("val-016", "老人房空调温度调到28度", [O(["old_ac"], [HEATSP])], ["value", "setpoint", "heating-only-setpoint"])
add("val-017", "书房空调调到24度", [O(["st_ac"], [COOLSP, HEATSP])], ["value", "setpoint"])
add("val-018", "卧室空调开除湿", [O(["mb_ac"], [TM_SET])], ["value", "ac-mode"])
add("val-019", "儿童房空调开自动", [O(["kid_ac"], [TM_AUTO, TM_SET])], ["value", "ac-mode"])
add("val-020", "影音室空调送风模式", [O(["ht_ac"], [ACMODE])], ["value", "ac-mode"])
add("val-021", "客厅空调风速调到最大", [O(["lr_ac"], [ACFAN, FANPCT])], ["value", "fan-speed", "label-other-room"])
add("val-022", "卧室空调风小点", [O(["mb_ac"], [ACFAN, FANPCT])], ["value", "fan-speed", "relative"])
add("val-023", "客厅空调开睡眠风", [O(["lr_ac"], [WIND])], ["value", "wind-mode"])
add("val-024", "落地扇调到三档", [O(["st_fan"], [ACFAN, FANPCT])], ["value", "fan-speed"])
add("val-025", "落地扇摇头", [O(["st_fan"], [OSC])], ["value", "oscillation"])
add("val-026", "落地扇开自然风", [O(["st_fan"], [WIND])], ["value", "wind-mode"])
add("val-027", "一楼厕所排气扇开到最大档", [O(["b1_fan"], [FANSPEED])], ["value", "fan-speed", "alias"])
add("val-028", "客厅窗帘拉开一半", [O(["lr_curtain"], [SH_LVL])], ["value", "curtain-position"])
add("val-029", "老人房窗帘开一点", [O(["old_curtain"], [SH_STEP, SH_LVL])], ["value", "curtain-position", "relative"])
add("val-030", "纱帘关上一点", [O(["lr_sheer"], [SH_STEP, SH_LVL])], ["value", "curtain-position", "relative"])
add("val-031", "儿童房窗帘开到百分之三十", [O(["kid_curtain"], [SH_LVL])], ["value", "curtain-position"])
add("val-032", "遮光帘拉到底", [O(["mb_blackout"], [SH_CLOSE, SH_LVL])], ["value", "curtain-position"])
add("val-033", "回音壁音量调到30", [O(["lr_soundbar"], [VOL])], ["value", "volume"])
add("val-034", "功放声音大点", [O(["ht_amp"], [VUP, VOL])], ["value", "volume", "relative"])
add("val-035", "白噪音机小声点", [O(["kid_noise"], [VDN, VOL])], ["value", "volume", "relative"])
add("val-036", "JBL静音", [O(["boy_jbl"], [MUTE, SETMUTE])], ["value", "volume", "asr-label"])
add("val-037", "功放切到HDMI1", [O(["ht_amp"], [INPUT])], ["value", "input-source"])
add("val-038", "功放换成蓝牙", [O(["ht_amp"], [INPUT])], ["value", "input-source"])
add("val-039", "电视换个台", [O(["lr_tv"], [NEXT, KEY])], ["value", "channel"])
add("val-040", "电视调到5频道", [O(["lr_tv"], [KEY])], ["value", "channel"])
add("val-041", "电视回上一个台", [O(["lr_tv"], [PREV, KEY])], ["value", "channel"])
add("val-042", "电视暂停", [O(["lr_tv"], [PAUSE])], ["value", "media"])
add("val-043", "电热水器调到50度", [O(["b1_waterheater"], [HEATSP])], ["value", "water-heater"])
add("val-044", "3楼热水器水温调到六十度", [O(["b3_wh"], [HEATSP])], ["value", "water-heater"])
add("val-045", "地暖调到22度", [O(["old_floorheat"], [HEATSP])], ["value", "setpoint"])
add("val-046", "浴霸温度调高点", [O(["b1_heater"], [HEATSP])], ["value", "setpoint", "relative"])
add("val-047", "小米净化器调成自动", [O(["lr_purifier"], [APMODE])], ["value", "purifier"])
add("val-048", "儿童房净化器风速调到百分之五十", [O(["kid_purifier"], [FANPCT])], ["value", "purifier", "fan-speed"])
add("val-049", "油烟机开最大档", [O(["kit_hood"], [FANMODE, FANPCT])], ["value", "fan-speed"])
add("val-050", "扫地机回去充电", [O(["lr_robot"], [RVC_HOME])], ["value", "robot"])
add("val-051", "扫地机先停一下", [O(["lr_robot"], [RVC_PAUSE])], ["value", "robot"])
add("val-052", "浇花开到一半", [O(["roof_irrig"], [LEVEL])], ["value", "valve"])
add("val-053", "投影幕布放下来", [O(["ht_screen"], [SH_CLOSE])], ["value", "projector-screen"])
add("val-054", "幕布收起来", [O(["ht_screen"], [SH_OPEN])], ["value", "projector-screen", "partial-name"])
add("val-055", "射灯都调到百分之二十", [A(Sel(devs=SPOTS), [LVL])], ["value", "bulk", "brightness", "numbered"])
add("val-056", "筒灯都调到最亮", [A(Sel(devs=TONG), [LVL])], ["value", "bulk", "brightness", "numbered"])
add("val-057", "大灯亮度调到百分之百", [O(["old_big"], [LVL])], ["value", "brightness", "elder"])
add("val-058", "水晶吊灯色温调到2700K", [O(["lr_chand"], [CT])], ["value", "color-temp", "kelvin"])
add("val-059", "客厅空调温度降两度", [O(["lr_ac"], [COOLSP, HEATSP])], ["value", "setpoint", "relative"])
add("val-060", "洗衣机多漂洗一遍", [O(["bal_washer"], [RINSE])], ["value", "appliance"])
add("val-061", "功放音量调到四十", [O(["ht_amp"], [VOL])], ["value", "volume"])
add("val-062", "主卧灯带亮度30%", [O(["mb_strip"], [LVL])], ["value", "brightness"])
add("val-063", "星星投影灯调成粉色", [O(["kid_star"], [COL, HUE])], ["value", "color"])
add("val-064", "床头灯-右亮度调到10", [O(["mb_bed_r"], [LVL])], ["value", "brightness"])
add("val-065", "书架灯调成白光", [O(["st_lamp"], [CT])], ["value", "color-temp"])
add("val-066", "书房空调制热，温度20度", [O(["st_ac"], [TM_HEAT, TM_SET]), O(["st_ac"], [HEATSP])],
    ["value", "ac-mode", "setpoint", "two-actions"])
add("val-067", "儿童房空调调成27度", [O(["kid_ac"], [COOLSP, HEATSP])], ["value", "setpoint"])
add("val-068", "影音室空调调到25度", [O(["ht_ac"], [HEATSP])], ["value", "setpoint", "heating-only-setpoint"])
add("val-069", "客厅窗帘打开百分之八十", [O(["lr_curtain"], [SH_LVL])], ["value", "curtain-position"])
add("val-070", "遮阳篷开到一半", [O(["roof_awning"], [SH_LVL])], ["value", "curtain-position"])
add("val-071", "回音壁静音", [O(["lr_soundbar"], [MUTE, SETMUTE])], ["value", "volume"])
add("val-072", "橱柜灯带暗一点儿", [O(["kit_strip"], [LVL, STEP])], ["value", "relative"])

# ---- teen (Chinglish / English) ----
add("teen-001", "Gaming Light brightness调到100", [O(["boy_gaming"], [LVL])], ["teen", "chinglish", "brightness"])
add("teen-002", "帮我把RGB Strip set成purple", [O(["boy_rgb"], [COL, HUE])], ["teen", "chinglish", "color"])
add("teen-003", "三楼AC开到24度，too hot了", [O(["boy_ac"], [COOLSP])], ["teen", "chinglish", "setpoint", "floor"])
add("teen-004", "三楼的Curtain close一下", [O(["boy_curtain"], [SH_CLOSE])], ["teen", "chinglish", "floor"])
add("teen-005", "PC Plug turn off please", [O(["boy_pc"], [OFF])], ["teen", "english"])
add("teen-006", "JBL音响volume up", [O(["boy_jbl"], [VUP, VOL])], ["teen", "chinglish", "volume", "asr-label"])
add("teen-007", "Gaming Light换成cool white", [O(["boy_gaming"], [CT])], ["teen", "chinglish", "color-temp"])
add("teen-008", "把我屋的灯all off", [Q([], [OFF])], ["teen", "chinglish", "speaker-room-unknown", "clarify"])
add("teen-009", "RGB Strip brightness down一点", [O(["boy_rgb"], [LVL, STEP])], ["teen", "chinglish", "relative"])
add("teen-010", "JBL next song", [O(["boy_jbl"], [NEXT])], ["teen", "english", "media"])
add("teen-011", "我要打游戏了，Gaming Light和RGB Strip都turn on",
    [A(Sel(devs=["boy_gaming", "boy_rgb"]), [ON])], ["teen", "chinglish", "two-targets"])
add("teen-012", "男孩房的AC set到cool mode", [O(["boy_ac"], [TM_COOL, TM_SET])], ["teen", "chinglish", "ac-mode"])

# ---- Tianjin dialect ----
add("tj-001", "您给开开老人房的大灯", [O(["old_big"], [ON])], ["dialect", "elder", "room", "custom-name"])
add("tj-002", "倍儿热，赶紧的把书房空调开开", [O(["st_ac"], [ON, TM_COOL, TM_SET])], ["dialect", "room", "type"])
add("tj-003", "嘛呢，把电视关喽", [O(["lr_tv"], [OFF])], ["dialect", "type"])
add("tj-004", "赶紧的，车库门给我关上", [O(["gar_door"], [DOOR_CLOSE])], ["dialect", "name"])
add("tj-005", "介屋里头的小灯忒暗了，给调亮点儿", [O(["old_small"], [LVL, STEP])], ["dialect", "elder", "relative"])
add("tj-006", "您受累把厨房油烟机开开", [O(["kit_hood"], [FANMODE, FANPCT])], ["dialect", "room", "name"])
add("tj-007", "大孙子屋里的顶灯关喽", [O(["boy_top"], [OFF])], ["dialect", "elder", "alias"])
add("tj-008", "爷爷奶奶屋的窗帘拉上", [O(["old_curtain"], [SH_CLOSE])], ["alias", "room", "type"])
add("tj-009", "小宝屋里空调开开", [O(["kid_ac"], [ON])], ["dialect", "alias", "type"])
add("tj-010", "介个投影仪给关喽", [O(["ht_proj"], [OFF])], ["dialect", "name"])
add("tj-011", "老伴儿，不是，那个谁，把老头的收音机关了", [O(["old_radio"], [OFF])], ["dialect", "elder", "custom-name", "filler"])
add("tj-012", "我说嘛，电热毯给开开，今儿晚上倍儿冷", [O(["old_blanket"], [ON])], ["dialect", "elder", "name"])
add("tj-013", "大门给锁喽", [O(["ent_lock"], [LOCK])], ["dialect", "type"])
add("tj-014", "您瞧瞧，客厅窗帘给拉开嘿", [O(["lr_curtain"], [SH_OPEN])], ["dialect", "name"])

# ---- two actions / two targets / sequences ----
add("seq-001", "客厅空调开制冷，调到24度", [O(["lr_ac"], [TM_COOL, TM_SET]), O(["lr_ac"], [COOLSP])],
    ["two-actions", "ac-mode", "setpoint"])
add("seq-002", "打开卧室空调，风速调成自动", [O(["mb_ac"], [ON]), O(["mb_ac"], [ACFAN])], ["two-actions", "fan-speed"])
add("seq-003", "把小灯打开，大灯关了", [O(["old_small"], [ON]), O(["old_big"], [OFF])], ["two-targets", "elder"])
add("seq-004", "先关电视再开投影仪", [O(["lr_tv"], [OFF]), O(["ht_proj"], [ON])], ["sequence", "two-targets"])
add("seq-005", "打开客厅窗帘然后把筒灯都关了", [O(["lr_curtain"], [SH_OPEN]), A(Sel(devs=TONG), [OFF])],
    ["sequence", "two-targets", "bulk"])
add("seq-006", "Gaming Light调成红色，RGB Strip调成蓝色", [O(["boy_gaming"], [COL, HUE]), O(["boy_rgb"], [COL, HUE])],
    ["two-targets", "color", "english"])
add("seq-007", "关掉功放，再把星空顶关了", [O(["ht_amp"], [OFF]), O(["ht_star"], [OFF])], ["sequence", "two-targets"])
add("seq-008", "打开浴霸，再把电热水器调到45度", [O(["b1_heater"], [ON, TM_HEAT, TM_SET]), O(["b1_waterheater"], [HEATSP])],
    ["sequence", "two-targets", "water-heater"])
add("seq-009", "锁上大门，关掉玄关灯", [O(["ent_lock"], [LOCK]), O(["ent_light"], [OFF])], ["two-targets"])
add("seq-010", "书房窗帘拉上，书架灯打开，亮度调到70",
    [O(["st_curtain"], [SH_CLOSE]), O(["st_lamp"], [ON]), O(["st_lamp"], [LVL])],
    ["sequence", "two-targets", "two-actions", "brightness"])
add("seq-011", "投影仪打开，幕布放下来，射灯都关了",
    [O(["ht_proj"], [ON]), O(["ht_screen"], [SH_CLOSE]), A(Sel(devs=SPOTS), [OFF])],
    ["sequence", "two-targets", "bulk"])
add("seq-012", "关了老人房空调，开地暖", [O(["old_ac"], [OFF]), O(["old_floorheat"], [TM_HEAT, TM_SET])],
    ["sequence", "two-targets", "elder"])
add("seq-013", "扫地机开始扫，扫完回去充电", [O(["lr_robot"], [RVC_START]), O(["lr_robot"], [RVC_HOME])],
    ["sequence", "two-actions", "robot"])
add("seq-014", "主卧窗帘和遮光帘都拉上", [A(Sel(devs=["mb_curtain", "mb_blackout"]), [SH_CLOSE])],
    ["two-targets", "curtain"])
add("seq-015", "把落地灯和水晶吊灯打开", [A(Sel(devs=["lr_floor", "lr_chand"]), [ON])], ["two-targets", "relay-light"])
add("seq-016", "关掉PC Plug和Gaming Light", [A(Sel(devs=["boy_pc", "boy_gaming"]), [OFF])], ["two-targets", "english"])
add("seq-017", "功放打开，切到光纤，音量调到35",
    [O(["ht_amp"], [ON]), O(["ht_amp"], [INPUT]), O(["ht_amp"], [VOL])], ["sequence", "two-actions", "volume"])
add("seq-018", "把儿童房空调关了，净化器开成睡眠模式",
    [O(["kid_ac"], [OFF]), O(["kid_purifier"], [APMODE])], ["two-targets", "purifier"])
add("seq-019", "一楼厕所吸顶灯打开，排气扇也开开", [O(["b1_ceil"], [ON]), O(["b1_fan"], [ON, FANSPEED])],
    ["two-targets", "alias", "dialect"])
add("seq-020", "打开纱帘，关上客厅窗帘", [O(["lr_sheer"], [SH_OPEN]), O(["lr_curtain"], [SH_CLOSE])], ["two-targets"])

# ---- history / references ----
add("hist-001", "调成紫色", [O(["mb_strip"], [COL, HUE])], ["history", "reference", "color"], ["打开主卧灯带"])
add("hist-002", "再低两度", [O(["lr_ac"], [COOLSP, HEATSP])], ["history", "reference", "relative", "setpoint"], ["把客厅空调打开"])
add("hist-003", "开一半就行", [O(["kid_curtain"], [SH_LVL])], ["history", "reference", "curtain-position"], ["打开儿童房窗帘"])
add("hist-004", "把它关了", [O(["st_ceil"], [OFF])], ["history", "reference", "pronoun"], ["打开书房吸顶灯"])
add("hist-005", "亮度都调到30", [A(Sel(rooms=["r_lr"]), [LVL])], ["history", "reference", "bulk", "brightness"],
    ["客厅的灯都打开"])
add("hist-006", "餐厅吊灯也开开", [O(["din_pendant"], [ON])], ["history", "also", "dialect"], ["打开厨房吸顶灯"])
add("hist-007", "书房那个", [O(["st_ceil"], [ON])], ["history", "clarify-answer", "duplicate-label"], ["打开吸顶灯"])
add("hist-008", "一楼的", [O(["b1_waterheater"], [HEATSP])], ["history", "clarify-answer", "water-heater"], ["热水器调到50度"])
add("hist-009", "老人房的", [O(["old_curtain"], [SH_CLOSE])], ["history", "clarify-answer", "curtain"], ["关窗帘"])
add("hist-010", "客厅那台", [O(["lr_purifier"], [APMODE, FANPCT])], ["history", "clarify-answer", "purifier"], ["把净化器打开"])
add("hist-011", "左边的", [O(["mb_bed_l"], [ON])], ["history", "clarify-answer"], ["打开床头灯"])
add("hist-012", "RGB Strip也开", [O(["boy_rgb"], [ON])], ["history", "also", "english"], ["打开Gaming Light"])
add("hist-013", "切到HDMI2", [O(["ht_amp"], [INPUT])], ["history", "reference", "input-source"], ["功放打开"])
add("hist-014", "再开个摇头", [O(["st_fan"], [OSC])], ["history", "reference", "oscillation"], ["打开落地扇"])
add("hist-015", "温度26", [O(["old_ac"], [HEATSP])], ["history", "reference", "setpoint"], ["打开老人房空调", "调成制热"])
add("hist-016", "再亮一点", [O(["old_small"], [LVL, STEP])], ["history", "reference", "relative"], ["把小灯打开"])
add("hist-017", "再高五度", [O(["b3_wh"], [HEATSP])], ["history", "reference", "relative", "water-heater"], ["3楼热水器调到50度"])
add("hist-018", "三楼的", [O(["b3_ceil"], [ON])], ["history", "clarify-answer", "floor"], ["打开卫生间吸顶灯"])
add("hist-019", "9E04那个", [O(["lr_plug"], [OFF])], ["history", "clarify-answer", "default-label"], ["把智能插座关了"])
add("hist-020", "3号", [O(["tong03"], [ON])], ["history", "clarify-answer", "numbered"], ["打开筒灯"])
add("hist-021", "暂停一下", [O(["lr_tv"], [PAUSE])], ["history", "reference", "media"], ["打开客厅电视"])
add("hist-022", "那个颜色换成绿的", [O(["ht_star"], [COL, HUE])], ["history", "reference", "color"], ["星空顶打开"])
add("hist-023", "算了，还是打开吧", [O(["mb_curtain"], [SH_OPEN])], ["history", "reference", "correction"], ["把主卧窗帘拉上"])
add("hist-024", "那个落地扇也开开", [O(["st_fan"], [ACFAN, FANPCT])], ["history", "also", "no-switch"], ["打开书房空调"])
add("hist-025", "纱帘也拉开", [O(["lr_sheer"], [SH_OPEN])], ["history", "also"], ["客厅窗帘打开"])
add("hist-026", "二楼的也关了", [A(Sel(floors=["2"]), [OFF])], ["history", "also", "bulk", "floor"], ["一楼的灯全关了"])
add("hist-027", "调成暖光", [O(["old_big"], [CT])], ["history", "reference", "color-temp"], ["把大灯打开"])
add("hist-028", "风再大点", [O(["b1_heater"], [FANMODE])], ["history", "reference", "relative"], ["把浴霸打开"])
add("hist-029", "调到26度", [O(["kid_ac"], [COOLSP, HEATSP])], ["history", "reference", "setpoint"], ["打开二楼儿童房的空调"])
add("hist-030", "它也关了吧", [O(["lr_soundbar"], [OFF])], ["history", "pronoun", "also"], ["关电视", "回音壁声音太大了"])
add("hist-031", "那个也关喽", [O(["old_small"], [OFF])], ["history", "reference", "dialect"], ["把大灯关了", "小灯呢？开着呢吗"])
add("hist-032", "主卧的", [O(["mb_curtain", "mb_blackout"], [SH_OPEN])], ["history", "clarify-answer", "curtain"],
    ["把窗帘打开"])
add("hist-033", "不用了，取消吧", [NONE], ["history", "none", "cancel"], ["打开客厅空调"])
add("hist-034", "筒灯5留着，开开", [O(["tong05"], [ON])], ["history", "numbered", "dialect"], ["关掉客厅所有灯"])

# ---- references without history ----
add("ref-001", "把它关了", [Q([], [OFF])], ["no-history-reference", "pronoun", "clarify"])
add("ref-002", "那个也打开", [Q([], [ON])], ["no-history-reference", "also", "clarify"])
add("ref-003", "再亮一点", [Q([], [LVL, STEP])], ["no-history-reference", "relative", "clarify"])
add("ref-004", "调到26度", [Q([], [COOLSP, HEATSP])], ["no-history-reference", "setpoint", "clarify"])
add("ref-005", "还是刚才那个，再来一遍", [Q([], [])], ["no-history-reference", "clarify"])

# ---- stated needs ----
add("need-001", "书房好热啊", [O(["st_ac", "st_fan"], [ON, TM_COOL, TM_SET, COOLSP, ACFAN, FANPCT])], ["need", "room"])
add("need-002", "客厅太暗了",
    [O(TONG + ["lr_chand", "lr_floor", "lr_curtain", "lr_sheer"], [ON, LVL, STEP, SH_OPEN, SH_LVL])],
    ["need", "room", "relay-light"])
add("need-003", "老人房冷飕飕的", [O(["old_ac", "old_floorheat"], [ON, ACMODE, HEATSP, TM_HEAT, TM_SET])],
    ["need", "room", "elder", "dialect"])
add("need-004", "影音室好闷啊", [O(["ht_ac"], [ON, ACMODE])], ["need", "room"])
add("need-005", "儿童房空气不太好", [O(["kid_purifier"], [APMODE, FANPCT])], ["need", "room"])
add("need-006", "厨房油烟太大了", [O(["kit_hood"], [FANMODE, FANPCT])], ["need", "room"])
add("need-007", "三楼厕所潮乎乎的", [O(["b3_fan"], [ON])], ["need", "room", "alias", "dialect"])
add("need-008", "地下室太潮了", [O(["sto_dehum", "ht_ac"], [ON, ACMODE])], ["need", "floor", "asr-label"])
add("need-009", "主卧太亮了，晃眼",
    [O(["mb_top", "mb_bed_l", "mb_bed_r", "mb_strip", "mb_nightlight", "mb_curtain", "mb_blackout"],
       [OFF, LVL, STEP, SH_CLOSE, SH_LVL])], ["need", "room"])
add("need-010", "一楼厕所洗澡太冷了", [O(["b1_heater"], [ON, TM_HEAT, TM_SET, HEATSP])], ["need", "room", "alias"])
add("need-011", "老人房看不清楚", [O(["old_big", "old_small", "old_curtain"], [ON, LVL, STEP, SH_OPEN, SH_LVL])],
    ["need", "room", "elder"])
add("need-012", "客厅好热", [O(["lr_ac"], [ON, TM_COOL, TM_SET, COOLSP])], ["need", "room", "label-other-room"])
add("need-013", "男孩房热死了", [O(["boy_ac"], [ON, TM_COOL, TM_SET, COOLSP])], ["need", "room"])
add("need-014", "宝宝屋里头太冷了", [O(["kid_ac"], [ON, TM_HEAT, TM_SET, HEATSP])], ["need", "alias", "dialect"])
add("need-015", "好热啊", [Q(ACS + ["st_fan"], [ON, TM_COOL, TM_SET, COOLSP, ACMODE])], ["need", "no-place", "clarify"])
add("need-016", "太暗了", [Q([], [ON, LVL])], ["need", "no-place", "clarify"])
add("need-017", "好闷", [Q([], [])], ["need", "no-place", "clarify"])
add("need-018", "屋里头冷飕飕的", [Q(ACS + ["old_floorheat", "b1_heater"], [ON, HEATSP])],
    ["need", "no-place", "elder", "dialect", "clarify"])
add("need-019", "看不清楚", [Q([], [ON, LVL])], ["need", "no-place", "elder", "clarify"])
add("need-020", "太吵了", [Q(SPEAKERS, [VDN, PAUSE])], ["need", "no-place", "clarify"])
add("need-021", "嘛玩意儿，净化器怎么这么吵", [Q(PURIFIERS, [APMODE, FANPCT])], ["need", "duplicate-type", "dialect", "clarify"])

# ---- quantifier with count ----
add("quant-001", "随便开两盏灯", [O(["__ALL_LIGHTS__"], [ON])],
    ["quantifier-count", "whole-house"])
add("quant-002", "客厅随便开两个筒灯", [O(TONG, [ON])], ["quantifier-count", "numbered"])
add("quant-003", "开一盏楼梯灯就行", [O(STAIRS, [ON])], ["quantifier-count", "numbered"])
add("quant-004", "影音室开个射灯", [O(SPOTS, [ON])], ["quantifier-count", "numbered"])

# ---- state questions ----
add("state-001", "客厅现在几度", [O(["lr_th", "lr_ac"], [ANY])], ["state-query", "room", "label-other-room"])
add("state-002", "门锁好了没", [O(["ent_lock"], [ANY])], ["state-query", "dialect"])
add("state-003", "大门关好了吗", [O(["ent_contact", "ent_lock"], [ANY])], ["state-query"])
add("state-004", "地下室漏水了吗", [O(["sto_leak"], [ANY])], ["state-query", "sensor"])
add("state-005", "宝宝房湿度多少", [O(["kid_th"], [ANY])], ["state-query", "sensor", "alias"])
add("state-006", "3楼热水器现在多少度", [O(["b3_wh"], [ANY])], ["state-query", "water-heater"])
add("state-007", "车库门关了没有", [O(["gar_door"], [ANY])], ["state-query"])
add("state-008", "露台下雨了没", [O(["roof_rain"], [ANY])], ["state-query", "sensor"])
add("state-009", "储藏室湿度多少", [O(["sto_hum"], [ANY])], ["state-query", "sensor", "alias"])
add("state-010", "老人房空调开着呢吗", [O(["old_ac"], [ANY])], ["state-query", "dialect"])
add("state-011", "洗衣机洗完了没", [O(["bal_washer"], [ANY])], ["state-query", "appliance"])
add("state-012", "厨房漏水没", [O(["kit_leak"], [ANY])], ["state-query", "sensor"])
add("state-013", "客厅空气怎么样", [O(["lr_purifier"], [ANY])], ["state-query"])
add("state-014", "燃气报警器正常吗", [O(["kit_gas"], [ANY])], ["state-query", "no-spec"])
add("state-015", "冰箱门关好没", [O(["kit_fridge"], [ANY])], ["state-query", "appliance"])
add("state-016", "热水器烧好了没", [Q(HEATERS, [ANY])], ["state-query", "duplicate-type", "clarify"])
add("state-017", "扫地机扫完了吗", [O(["lr_robot"], [ANY])], ["state-query", "robot"])
add("state-018", "PC Plug现在多少瓦", [O(["boy_pc"], [ANY])], ["state-query", "english"])
add("state-019", "一楼卫生间地漏有没有漏水", [O(["b1_leak"], [ANY])], ["state-query", "sensor", "room"])
add("state-020", "老人房夜里有人起来过吗", [O(["old_motion"], [ANY])], ["state-query", "sensor", "elder"])
add("state-021", "宝宝房现在几度", [O(["kid_th", "kid_ac"], [ANY])], ["state-query", "alias"])

# ---- clarify ----
add("clar-001", "打开吸顶灯", [Q(CEILS, [ON])], ["duplicate-label", "clarify"])
add("clar-002", "把窗帘拉上", [Q(CURTAINS, [SH_CLOSE])], ["bare-type", "clarify"])
add("clar-003", "打开空调", [Q(ACS, [ON])], ["bare-type", "clarify"])
add("clar-004", "开灯", [Q([], [ON])], ["bare-type", "clarify"])
add("clar-005", "关灯", [Q([], [OFF])], ["bare-type", "clarify"])
add("clar-006", "打开净化器", [Q(PURIFIERS, [APMODE, FANPCT])], ["duplicate-type", "clarify"])
add("clar-007", "热水器调到50度", [Q(HEATERS, [HEATSP])], ["duplicate-type", "clarify"])
add("clar-008", "卫生间吸顶灯打开", [Q(["b1_ceil", "b3_ceil"], [ON])], ["duplicate-label", "ambiguous-room", "clarify"])
add("clar-009", "打开智能插座", [Q(PLUGS3, [ON])], ["duplicate-label", "default-label", "clarify"])
add("clar-010", "打开床头灯", [Q(["mb_bed_l", "mb_bed_r"], [ON])], ["duplicate-label", "clarify"])
add("clar-011", "吊灯关了", [Q(["lr_chand", "din_pendant"], [OFF])], ["partial-name", "clarify"])
add("clar-012", "客厅窗帘", [Q(["lr_curtain"], [SH_OPEN, SH_CLOSE])], ["noun-only", "clarify"])
add("clar-013", "空调", [Q(ACS, [])], ["noun-only", "bare-type", "clarify"])
add("clar-014", "嗯……那个……灯", [Q([], [])], ["noun-only", "bare-type", "clarify"])
add("clar-015", "打开排气扇", [Q(["b1_fan", "b3_fan"], [ON])], ["duplicate-type", "clarify"])
add("clar-016", "净化器开到睡眠模式", [Q(PURIFIERS, [APMODE])], ["duplicate-type", "clarify"])
add("clar-017", "下一首", [Q(SPEAKERS, [NEXT])], ["bare-type", "media", "clarify"])
add("clar-018", "声音小点", [Q(SPEAKERS, [VDN, VOL])], ["bare-type", "volume", "clarify"])
add("clar-019", "打开顶灯", [Q(["boy_top", "mb_top"], [ON])], ["partial-name", "clarify"])
add("clar-020", "把卧室的灯关了", [Q([], [OFF])], ["ambiguous-room", "clarify"])
add("clar-021", "打开音箱", [Q(SPEAKERS, [ON, PLAY])], ["bare-type", "clarify"])
add("clar-022", "打开风扇", [Q(FANS, [ON])], ["bare-type", "clarify"])
add("clar-023", "窗帘停一下", [Q(CURTAINS, [SH_PAUSE])], ["bare-type", "clarify"])
add("clar-024", "把灯调成蓝色", [Q([], [COL, HUE])], ["bare-type", "color", "clarify"])
add("clar-025", "楼下的灯开开", [Q([], [ON])], ["upstairs-downstairs", "dialect", "clarify"])
add("clar-026", "卫生间热水器调到55度", [Q(HEATERS, [HEATSP])], ["ambiguous-room", "water-heater", "clarify"])
add("clar-027", "主卧的", [Q([], [])], ["noun-only", "clarify"])
add("val-074", "客厅窗帘再拉开一点", [O(["lr_curtain"], [SH_STEP, SH_LVL])], ["value", "curtain-position", "relative"])
add("val-073", "灯带调成红色", [O(["mb_strip"], [COL, HUE])], ["partial-name", "color", "capability-disambiguation"])
add("clar-029", "楼上空调开开", [Q([], [ON])], ["upstairs-downstairs", "ac", "clarify"])

# ---- none ----
add("none-001", "今儿天儿怎么样啊", [NONE], ["none", "weather", "dialect"])
add("none-002", "明天天津下雨吗", [NONE], ["none", "weather"])
add("none-003", "您吃了吗", [NONE], ["none", "chitchat", "dialect"])
add("none-004", "天津到北京高铁得多长时间", [NONE], ["none", "world-question"])
add("none-005", "煎饼果子怎么做才好吃", [NONE], ["none", "world-question"])
add("none-006", "介智能家居倍儿好使", [NONE], ["none", "remark", "dialect"])
add("none-007", "别开空调，开了也没用", [NONE], ["none", "negation"])
add("none-008", "甭开灯了", [NONE], ["none", "negation", "dialect"])
add("none-009", "算了算了，甭弄了", [NONE], ["none", "cancel", "dialect"])
add("none-010", "啊啊啊嗯嗯哦", [NONE], ["none", "gibberish"])
add("none-011", "😂😂👍", [NONE], ["none", "emoji"])
add("none-012", "asdfghjkl", [NONE], ["none", "gibberish"])
add("none-013", "给我来段相声", [NONE], ["none", "chitchat"])
add("none-014", "你真够笨的", [NONE], ["none", "remark"])
add("none-015", "谢谢啊", [NONE], ["none", "chitchat"])
add("none-016", "灯先别关", [NONE], ["none", "negation"])
add("none-017", "空调是谁发明的", [NONE], ["none", "world-question", "device-word"])
add("none-018", "我不想开窗帘", [NONE], ["none", "negation"])
add("none-019", "哈哈哈哈哈", [NONE], ["none", "remark"])
add("none-020", "明儿个限号吗", [NONE], ["none", "world-question", "dialect"])
add("none-021", "what's up bro", [NONE], ["none", "chitchat", "teen", "english"])
add("none-022", "嘛也甭干", [NONE], ["none", "negation", "dialect"])
add("none-023", "🌙✨", [NONE], ["none", "emoji"])
add("none-024", "没跟你说话，我跟我孙子说呢", [NONE], ["none", "remark", "elder"])
add("none-025", "昨晚上空调开了一宿，电费得多少钱啊", [NONE], ["none", "remark", "device-word"])
add("none-026", "这破灯泡是嘛牌子的", [NONE], ["none", "remark", "device-word", "dialect"])
add("none-027", "一会儿再说吧", [NONE], ["none", "cancel"])
add("none-028", "吸顶灯一般能用几年", [NONE], ["none", "world-question", "device-word"])

# ---- long rambling transcript ending in a real request ----
add("ramble-001",
    "哎你说今儿个这天儿，早上起来我还寻思去趟早市买俩煎饼果子，结果下雨了没去成，孙子又在楼上打游戏吵吵把火的，"
    "得了得了不说了，你给我把老人房的小灯开开",
    [O(["old_small"], [ON])], ["rambling", "elder", "dialect"])
add("ramble-002",
    "bro我跟你说今天那个game太离谱了，队友全是noob，我一直被kill，气死我了，算了不说了，把Gaming Light调成红色",
    [O(["boy_gaming"], [COL, HUE])], ["rambling", "teen", "chinglish", "color"])
add("ramble-003",
    "哎呀这一天天的，买菜做饭接孩子，腰也疼腿也疼，你爷爷还非得看那个天津卫视，嗯……那什么，把老人房窗帘拉上吧",
    [O(["old_curtain"], [SH_CLOSE])], ["rambling", "elder"])
add("ramble-004",
    "今天开会开了一下午，老板又改需求，回来路上还堵车，堵到卫津路那块儿一动不动，回家就想躺着，主卧空调给我开开",
    [O(["mb_ac"], [ON])], ["rambling", "room", "type"])

# ---- conditions (labelled as the action they contain) ----
add("cond-001", "等我回家就把空调打开", [Q(ACS, [ON])], ["condition", "bare-type", "clarify"])
add("cond-002", "等我到家就把客厅空调打开", [O(["lr_ac"], [ON])], ["condition", "label-other-room"])
add("cond-003", "要是下雨了就把浇花关了", [O(["roof_irrig"], [VALVE_CLOSE, OP_STOP])], ["condition"])
add("cond-004", "晚上十点把电热毯打开", [O(["old_blanket"], [ON])], ["condition", "time"])
add("cond-005", "洗完澡就把浴霸关了", [O(["b1_heater"], [OFF])], ["condition"])
add("cond-006", "宝宝睡着了就把白噪音机关了", [O(["kid_noise"], [PAUSE])], ["condition", "no-switch"])
add("cond-007", "三楼热水器烧到60度就给关了", [O(["b3_wh"], [TM_OFF, TM_SET])], ["condition", "water-heater", "dialect"])
add("cond-008", "天黑了把露台灯串打开", [O(["roof_string"], [ON])], ["condition"])
add("cond-009", "洗衣机洗完了就把烘干机打开", [O(["bal_dryer"], [ON, OP_START])], ["condition", "appliance"])
add("cond-010", "半小时以后把筒灯都关了", [A(Sel(devs=TONG), [OFF])], ["condition", "time", "bulk", "numbered"])


# --------------------------------------------------------------------------- assemble
def assemble(ctx: Ctx):
    all_lights = [k for k in DEVICES if "light" in ctx.fam[k]]
    out, selectors = [], {}
    for c in CASES:
        exp = []
        for i, (mode, target, caps) in enumerate(c["expect"]):
            if mode == "all":
                devs = target.resolve(ctx, caps)
                selectors[(c["id"], i)] = (target, caps)
            else:
                devs = []
                for k in target:
                    devs.extend(all_lights if k == "__ALL_LIGHTS__" else [k])
            exp.append({"devices": [uid("dev/" + k) for k in devs], "capabilities": caps, "mode": mode})
        row = {"id": c["id"], "home": "home.json", "query": c["query"], "expect": exp, "tags": c["tags"]}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out, selectors


def dumps_home(home):
    return json.dumps(home, ensure_ascii=False, indent=2) + "\n"


def dumps_lines(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build():
    home, spec_lines, dev_cmds, dev_cat, profiles = build_home_and_spec()
    ctx = Ctx(dev_cmds, dev_cat)
    cases, selectors = assemble(ctx)
    return home, spec_lines, cases, ctx, selectors, profiles


# --------------------------------------------------------------------------- check
def check():
    errors = []
    home, spec_lines, cases, ctx, selectors, profiles = build()
    files = {"home.json": dumps_home(home), "spec.jsonl": dumps_lines(spec_lines), "cases.jsonl": dumps_lines(cases)}
    for name, text in files.items():
        p = HERE / name
        if not p.exists():
            errors.append(f"{name} missing")
        elif p.read_text(encoding="utf-8") != text:
            errors.append(f"{name} differs from a fresh build (run python build.py)")
    # JSON validity of the files on disk
    disk_home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    disk_spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    disk_cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]

    room_ids = [r["roomId"] for r in disk_home["rooms"]]
    if len(set(room_ids)) != len(room_ids):
        errors.append("duplicate roomId")
    dev_ids = [d["deviceId"] for d in disk_home["items"]]
    if len(set(dev_ids)) != len(dev_ids):
        errors.append("duplicate deviceId")
    if len(dev_ids) < 90:
        errors.append(f"only {len(dev_ids)} devices")
    spec_by_pid = {}
    for s in disk_spec:
        if s["profileId"] in spec_by_pid:
            errors.append(f"duplicate spec line {s['profileId']}")
        spec_by_pid[s["profileId"]] = {c["id"] for c in s["capabilities"]}
        ids = [c["id"] for c in s["capabilities"]]
        if len(ids) != len(set(ids)):
            errors.append(f"duplicate command in {s['profileId']}")
    used_pids = {d["profile"]["id"] for d in disk_home["items"]}
    missing = used_pids - set(spec_by_pid)
    if missing != MISSING_FROM_SPEC or not (2 <= len(missing) <= 3):
        errors.append(f"profiles missing from spec: {sorted(missing)}")
    # every device copies a real profile's main categories and capabilities
    for key, (label, room, driver, pname) in DEVICES.items():
        p = profiles[(driver, pname)]
        d = next(x for x in disk_home["items"] if x["deviceId"] == uid("dev/" + key))
        main = next(c for c in d["components"] if c["id"] == "main")
        if [c["name"] for c in main["categories"]] != p["categories"] or \
                [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append(f"{key}: main component does not match profile {driver}/{pname}")
        if d["name"] != pname or d["profile"]["id"] != profile_id(driver, pname):
            errors.append(f"{key}: name/profile id mismatch")
    dev_pid = {d["deviceId"]: d["profile"]["id"] for d in disk_home["items"]}

    def cmds(did):
        return spec_by_pid.get(dev_pid[did])

    # cases
    ids = [c["id"] for c in disk_cases]
    if len(ids) != len(set(ids)):
        errors.append("duplicate case ids")
    if len(disk_cases) < 300:
        errors.append(f"only {len(disk_cases)} cases")
    key_of = {uid("dev/" + k): k for k in DEVICES}
    for c in disk_cases:
        cid = c["id"]
        if set(c) - {"id", "home", "query", "expect", "tags", "history"}:
            errors.append(f"{cid}: unexpected keys")
        if c["home"] != "home.json" or not isinstance(c["query"], str) or not c["query"]:
            errors.append(f"{cid}: bad home/query")
        if not c.get("tags") or not all(isinstance(t, str) for t in c["tags"]):
            errors.append(f"{cid}: tags")
        if "history" in c and (not isinstance(c["history"], list) or not all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a list of strings")
        if not c["expect"]:
            errors.append(f"{cid}: empty expect")
        for i, e in enumerate(c["expect"]):
            if set(e) != {"devices", "capabilities", "mode"}:
                errors.append(f"{cid}[{i}]: keys {sorted(e)}")
                continue
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if mode == "none":
                if e != {"devices": [], "capabilities": [], "mode": "none"} or len(c["expect"]) != 1:
                    errors.append(f"{cid}: bad none entry")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{cid}[{i}]: mode {mode}")
                continue
            if len(set(devs)) != len(devs):
                errors.append(f"{cid}[{i}]: duplicate devices")
            for d in devs:
                if d not in dev_pid:
                    errors.append(f"{cid}[{i}]: unknown device {d}")
            devs = [d for d in devs if d in dev_pid]
            if caps == ["*"]:
                if mode == "all" or not devs:
                    errors.append(f"{cid}[{i}]: '*' needs mode one/clarify with devices")
                continue
            if "*" in caps:
                errors.append(f"{cid}[{i}]: '*' mixed with commands")
            if mode == "one":
                if not devs or not caps:
                    errors.append(f"{cid}[{i}]: mode one needs devices and commands")
                for d in devs:
                    if cmds(d) is None:
                        errors.append(f"{cid}[{i}]: {key_of[d]} has no spec line; use '*'")
                    elif not (set(caps) & cmds(d)):
                        errors.append(f"{cid}[{i}]: {key_of[d]} supports none of {caps}")
                for cap in caps:
                    if not any(cmds(d) and cap in cmds(d) for d in devs):
                        errors.append(f"{cid}[{i}]: no listed device supports {cap}")
            elif mode == "all":
                if not devs or not caps:
                    errors.append(f"{cid}[{i}]: mode all needs devices and commands")
                for d in devs:
                    if cmds(d) is None or not set(caps) <= cmds(d):
                        errors.append(f"{cid}[{i}]: {key_of[d]} does not support every listed command")
                sel, scaps = selectors[(cid, i)]
                expected = sel.resolve(ctx, scaps)
                if sorted(uid("dev/" + k) for k in expected) != sorted(devs) or scaps != caps:
                    errors.append(f"{cid}[{i}]: devices are not exactly the in-scope devices supporting {caps}")
            else:  # clarify
                for cap in caps:
                    if devs and not any(cmds(d) and cap in cmds(d) for d in devs):
                        errors.append(f"{cid}[{i}]: no listed candidate supports {cap}")
    return errors


def stats():
    home, spec_lines, cases, ctx, selectors, profiles = build()
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    case_modes = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    tags = Counter(t for c in cases for t in c["tags"])
    print("devices", len(home["items"]), "rooms", len(home["rooms"]), "profiles", len(spec_lines), "cases", len(cases))
    print("entries by mode", dict(modes))
    print("cases by modes", dict(case_modes))
    print("multi-entry cases", sum(1 for c in cases if len(c["expect"]) > 1), "with history",
          sum(1 for c in cases if "history" in c))
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"| {t} | {n} |")
    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    cnt = Counter(rooms.get(d.get("roomId"), "(none)") for d in home["items"])
    for k, (n, f) in ROOMS.items():
        print(f"| {n} | {f} | {cnt[n]} |")
    print("(no room / deleted room)", cnt["(none)"])
    cats = Counter(ctx.cat[k] for k in DEVICES)
    print(dict(cats))
    print("lights", sum(1 for k in DEVICES if "light" in ctx.fam[k]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    if a.check:
        errs = check()
        for e in errs:
            print("ERROR", e)
        print("OK" if not errs else f"{len(errs)} error(s)")
        sys.exit(1 if errs else 0)
    if a.stats:
        stats()
        return
    home, spec_lines, cases, _, _, _ = build()
    (HERE / "home.json").write_text(dumps_home(home), encoding="utf-8")
    (HERE / "spec.jsonl").write_text(dumps_lines(spec_lines), encoding="utf-8")
    (HERE / "cases.jsonl").write_text(dumps_lines(cases), encoding="utf-8")
    print(f"wrote {len(home['items'])} devices, {len(spec_lines)} spec lines, {len(cases)} cases")


if __name__ == "__main__":
    main()
