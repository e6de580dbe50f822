#!/usr/bin/env python3
"""Blind evaluation set "jinan": a two-floor house in Jinan adapted for an elderly couple.

    python build.py            write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check    re-validate the files on disk (and that they match this script)
    python build.py --stats    print counts used in README.md

Every device copies the categories and the main-component capabilities of one real
SmartThings profile (shared/data/smartthings/profiles.jsonl); every command in spec.jsonl
comes from shared/data/smartthings/capabilities.json. Labels are explained in README.md.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent
NS = uuid.UUID("3f2a9c1e-7b5d-4e0a-8c61-d94e2b7a0f35")


def find_data() -> Path:
    env = os.environ.get("SMARTTHINGS_DATA")
    if env:
        return Path(env)
    for parent in [HERE, *HERE.parents]:
        for cand in (parent / "shared" / "data" / "smartthings", parent / "data" / "smartthings"):
            if (cand / "profiles.jsonl").exists():
                return cand
    return Path("/work/shared/data/smartthings")


DATA = find_data()


def uid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NS, f"jinan/{kind}/{key}"))


LOCATION_ID = uid("location", "jinan-house")

# --------------------------------------------------------------------------- rooms
ROOMS = [
    ("liv", "一楼客厅"),
    ("din", "1F餐厅"),
    ("kit", "一层厨房"),
    ("eld", "1F 爷爷奶奶卧室"),
    ("acc", "一楼无障碍卫生间"),
    ("care", "1F-护理间"),
    ("bal", "阳台"),
    ("son", "2F 儿子房间"),
    ("study", "二楼书房"),
    ("guest", "2楼客房"),
    ("bath2", "2F卫生间"),
    ("store", "储物间"),
    ("yard", "院子"),
    ("garage", "负一楼车库"),
    ("plant", "B1 设备间"),
]
ROOM_NAME = dict(ROOMS)
DELETED_ROOM = "nanny_deleted"  # roomId of the deleted room "保姆房" (now 1F-护理间), not in rooms

# Floors as a person can read them off the room names (see README "Rooms and floors").
FLOOR1 = ["liv", "din", "kit", "eld", "acc", "care"]
FLOOR2 = ["son", "study", "guest", "bath2"]
BASEMENT = ["garage", "plant"]
BATHROOMS = ["acc", "bath2"]  # rooms reached by the alias 卫生间

# --------------------------------------------------------------------------- devices
# key, label, room key (None = no roomId), driver (last path part), profile name
DEVICES = [
    # 一楼客厅
    ("L_ceil", "吸顶灯", "liv", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("L_dl1", "筒灯1", "liv", "zigbee-switch", "on-off-level"),
    ("L_dl2", "筒灯2", "liv", "zigbee-switch", "on-off-level"),
    ("L_dl3", "筒灯3", "liv", "zigbee-switch", "on-off-level"),
    ("L_dl4", "筒灯4", "liv", "zigbee-switch", "on-off-level"),
    ("L_dl5", "筒灯5", "liv", "matter-switch", "light-binary"),
    ("L_entry", "门口灯", "liv", "zigbee-switch", "on-off-bulb"),
    ("L_floor", "落地灯", "liv", "zigbee-switch", "basic-plug"),
    ("L_white", "白色台灯", "liv", "philips-hue", "white"),
    ("L_tv", "客厅电视", "liv", "matter-media", "media-video-player"),
    ("L_amp", "功放", "liv", "harman-luxury", "maX10"),
    ("L_ac", "客厅空调", "liv", "matter-thermostat", "room-air-conditioner"),
    ("L_cur", "客厅窗帘", "liv", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("L_sheer", "sheer curtain", "liv", "matter-window-covering", "window-covering"),
    ("L_pur", "空气净化器", "liv", "matter-thermostat", "air-purifier-hepa-aqs"),
    ("L_massage", "按摩椅插座", "liv", "zigbee-switch", "switch-power-energy"),
    ("L_fan", "电风扇", "liv", "matter-thermostat", "fan-rock"),
    ("L_presence", "客厅人体存在", "liv", "matter-sensor", "aqara-fp400"),
    ("L_lock", "大门锁", "liv", "aqara-lock", "aqara-lock-battery"),
    ("L_door", "大门门磁", "liv", "zigbee-contact", "contact-battery-tamper-no-fw-update"),
    # 1F餐厅
    ("D_pend", "餐厅吊灯", "din", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("D_strip", "LED Strip", "din", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("D_water", "饮水机插座", "din", "zwave-switch", "smartplug-binary"),
    # 一层厨房
    ("K_light", "厨房灯", "kit", "zigbee-switch", "aqara-switch-module-no-power"),
    ("K_hood", "油烟机", "kit", "matter-appliance", "extractor-hood"),
    ("K_kettle", "电水虎插座", "kit", "matter-switch", "plug-binary"),
    ("K_gas", "燃气报警器", "kit", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("K_gasvalve", "燃气阀", "kit", "britzyhub", "gas-valve"),
    ("K_leak", "水浸传感器", "kit", "zigbee-water-leak-sensor", "water-battery"),
    ("K_fridge", "冰箱", "kit", "matter-appliance", "refrigerator-freezer"),
    ("K_micro", "微波炉", "kit", "matter-appliance", "microwave-oven"),
    ("K_spk", "厨房小音箱", "kit", "harman-luxury", "l42ms"),
    ("K_backlock", "后门锁", "kit", "matter-lock", "lock-user-pin"),
    # 1F 爷爷奶奶卧室
    ("E_ceil", "吸顶灯", "eld", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("E_bedG", "奶奶床头灯", "eld", "zigbee-switch", "aqara-led-bulb"),
    ("E_bedY", "爷爷床头灯", "eld", "zigbee-switch", "ge-link-bulb"),
    ("E_night", "小夜灯", "eld", "zigbee-switch", "on-off-level-motion-sensor"),
    ("E_ac", "老人房空调", "eld", "deepsmart", "Ac.v1"),
    ("E_cur", "卧室窗帘", "eld", "zigbee-window-treatment", "window-treatment-profile"),
    ("E_radio", "收音机", "eld", "bose", "soundtouch-speaker"),
    ("E_fall", "跌倒监测", "eld", "aqara-presence-sensor", "aqara-fp2-fallDetection"),
    ("E_button", "床头紧急按钮", "eld", "zigbee-button", "aqara-single-button-mode"),
    ("E_bed", "智能床垫", "eld", "zigbee-bed", "shus-smart-mattress"),
    ("E_heat", "暖气", "eld", "matter-thermostat", "thermostat-heating-only-nostate-nobattery"),
    ("E_th", "温湿度计", "eld", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    # 一楼无障碍卫生间
    ("A_mirror", "镜前灯", "acc", "zigbee-switch", "on-off-bulb"),
    ("A_night", "卫生间夜灯", "acc", "matter-switch", "light-level-motion"),
    ("A_heater", "雨霸", "acc", "aqara-bath-heater", "aqara-bath-heater"),
    ("A_exh", "排气扇", "acc", "zigbee-switch", "basic-switch-no-firmware-update"),
    ("A_leak", "水浸传感器", "acc", "matter-sensor", "leak-battery"),
    ("A_sos", "紧急呼叫按钮", "acc", "matter-button", "button-battery"),
    ("A_fall", "跌倒监测", "acc", "aqara-presence-sensor", "aqara-fp2-fallDetection"),
    ("A_motion", "卫生间人体感应", "acc", "zigbee-motion-sensor", "motion-battery-aqara"),
    # 1F-护理间
    ("N_ceil", "吸顶灯", "care", "zigbee-switch", "on-off-bulb"),
    ("N_bed", "床头灯", "care", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("N_ac", "护理间空调", "care", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("N_bell", "呼叫铃", "care", "zwave-siren", "aeotec-doorbell-siren"),
    ("N_med", "药柜门磁", "care", "zigbee-contact", "contact-battery-profile"),
    ("N_blanket", "电热毯", "care", "matter-switch", "plug-power"),
    # 阳台 (floor not written)
    ("B_bamboo", "竹帘", "bal", "tuya-zigbee", "window-treatment-reverse"),
    ("B_washer", "洗衣机", "bal", "matter-appliance", "laundry-washer"),
    ("B_door", "阳台门磁", "bal", "matter-sensor", "contact-battery"),
    # 2F 儿子房间
    ("S_ceil", "吸顶灯", "son", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("S_bed", "床头灯", "son", "zigbee-switch", "color-temp-bulb-2200K-4000K"),
    ("S_ac", "Bedroom AC", "son", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("S_tv", "电视", "son", "matter-media", "media-video-speaker"),
    ("S_screen", "投影幕布", "son", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("S_cur", "窗帘", "son", "zigbee-window-treatment", "window-treatment-battery"),
    ("S_pur", "书房净化器", "son", "matter-thermostat", "air-purifier-hepa-rock"),
    # 二楼书房
    ("St_desk", "书房台灯", "study", "matter-switch", "light-level"),
    ("St_main", "书房主灯", "study", "zigbee-switch", "color-temp-bulb"),
    ("St_spot1", "射灯-01", "study", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("St_spot2", "射灯-02", "study", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("St_spot3", "射灯-03", "study", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("St_spk", "Study Speaker", "study", "sonos", "sonos-player"),
    ("St_blind", "百叶帘", "study", "matter-window-covering", "window-covering-tilt"),
    ("St_plug", "电脑插座", "study", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("St_ac", "书房空调", "study", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    # 2楼客房
    ("G_ceil", "吸顶灯", "guest", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("G_bed", "床头灯", "guest", "matter-switch", "light-level"),
    ("G_ac", "客房空调", "guest", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("G_cur", "客房窗帘", "guest", "zigbee-window-treatment", "window-treatment-no-preset"),
    # 2F卫生间
    ("U_mirror", "镜前灯", "bath2", "zigbee-switch", "switch-led-intensity"),
    ("U_fan", "排风扇", "bath2", "deepsmart", "Newfan.v1"),
    ("U_leak", "水浸传感器", "bath2", "zigbee-water-leak-sensor", "water-temp-battery"),
    # 储物间 (floor not written)
    ("C_dehum", "出湿机插座", "store", "zwave-switch", "smartplug-switch-power-energy"),
    ("C_door", "储物间门磁", "store", "zigbee-contact", "contact-general"),
    # 院子
    ("Y_l1", "庭院灯1", "yard", "zigbee-switch", "basic-switch"),
    ("Y_l2", "庭院灯2", "yard", "zigbee-switch", "basic-switch"),
    ("Y_l3", "庭院灯3", "yard", "zigbee-switch", "basic-switch"),
    ("Y_v1", "菜园阀门1", "yard", "zigbee-valve", "valve-battery-powerSource"),
    ("Y_v2", "菜园阀门2", "yard", "zigbee-valve", "valve-battery-powerSource"),
    ("Y_spray", "菜园喷灌", "yard", "matter-switch", "irrigation-system"),
    ("Y_drip", "葡萄架滴灌", "yard", "zigbee-watering-kit", "watering-kit-thirdreality"),
    ("Y_gate", "院门锁", "yard", "zigbee-lock", "lock-battery"),
    ("Y_rain", "雨水传感器", "yard", "matter-sensor", "rain-battery"),
    ("Y_th", "室外温湿度", "yard", "zigbee-humidity-sensor", "humidity-temp-battery"),
    ("Y_soil", "菜地土壤湿度", "yard", "matter-sensor", "soil-sensor-battery"),
    # 负一楼车库
    ("P_door", "Garage Door", "garage", "zwave-garage-door-opener", "base-garage-door"),
    ("P_light", "车库灯", "garage", "zigbee-switch", "aqara-switch-no-power"),
    ("P_co", "一氧化碳报警器", "garage", "matter-sensor", "co-battery"),
    # B1 设备间
    ("X_wh", "热水器", "plant", "matter-thermostat", "water-heater"),
    ("X_valve", "总阀", "plant", "zwave-valve", "valve-generic"),
    ("X_leak", "水浸传感器", "plant", "matter-sensor", "leak-batteryLevel"),
    ("X_light", "设备间灯", "plant", "matter-switch", "light-power"),
    # no room / deleted room
    ("R_robot", "扫地机器人", None, "matter-rvc", "rvc-clean-mode"),
    ("Z_heater", "保姆房电暖器", DELETED_ROOM, "zwave-switch", "smartplug-switch-2"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist in home.json).
OMITTED_PROFILES = {
    ("britzyhub", "gas-valve"),
    ("zigbee-bed", "shus-smart-mattress"),
    ("zigbee-watering-kit", "watering-kit-thirdreality"),
}

TRANSPORT = {
    "zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER", "philips-hue": "LAN",
    "sonos": "LAN", "bose": "LAN", "harman-luxury": "LAN", "deepsmart": "LAN",
    "aqara-lock": "ZIGBEE", "aqara-bath-heater": "ZIGBEE", "aqara-presence-sensor": "LAN",
    "britzyhub": "LAN", "tuya-zigbee": "ZIGBEE",
}


def transport(driver: str) -> str:
    for prefix, t in TRANSPORT.items():
        if driver.startswith(prefix):
            return t
    return "LAN"


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


# --------------------------------------------------------------------------- source data
def load_profiles() -> dict:
    out = {}
    with open(DATA / "profiles.jsonl", encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            out[(p["driver"].split("/")[-1], p["name"])] = p
    return out


def load_capabilities() -> dict:
    with open(DATA / "capabilities.json", encoding="utf-8") as f:
        caps = json.load(f)["capabilities"]
    if isinstance(caps, list):
        caps = {c["id"]: c for c in caps}
    return caps


PROFILES = load_profiles()
CAPS = load_capabilities()

# --------------------------------------------------------------------------- spec text
# Command descriptions: (Chinese, English). Which one a profile gets is decided by a hash,
# so the spec mixes both languages the way real files do.
DESC = {
    "switch.on": ("打开电源", "turn on"),
    "switch.off": ("关闭电源", "turn off"),
    "switchLevel.setLevel": ("设置亮度百分比", "set level (brightness)"),
    "statelessSwitchLevelStep.stepLevel": ("按步长调亮或调暗，正数变亮", "step the level up or down"),
    "colorControl.setColor": ("设置灯光颜色（色相/饱和度/十六进制）", "set colour (hue, saturation or hex)"),
    "colorControl.setHue": ("设置色相", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("设置色温，数值越低越暖", "set colour temperature in kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    "windowShade.open": ("打开（拉开/升起）", "open"),
    "windowShade.close": ("关闭（拉上/放下）", "close"),
    "windowShade.pause": ("暂停运动", "pause movement"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比", "set shade level (open %)"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "go to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片角度", "set tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("按步长开一点或关一点", "step the shade level"),
    "doorControl.open": ("开门", "open the door"),
    "doorControl.close": ("关门", "close the door"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并收回锁舌", "unlatch"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
    "level.setLevel": ("设置开度", "set level"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "set fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "auto mode"),
    "thermostatMode.cool": ("切换到制冷", "cool mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "emergency heat"),
    "thermostatMode.heat": ("切换到制热/加热", "heat mode"),
    "thermostatMode.off": ("关闭温控运行", "thermostat off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头（摆风）模式", "set oscillation mode"),
    "windMode.setWindMode": ("设置风类型（睡眠风、自然风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风量模式", "set air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeUp": ("音量加", "volume up"),
    "audioVolume.volumeDown": ("音量减", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.setMute": ("设置静音状态", "set mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.pause": ("暂停播放", "pause"),
    "mediaPlayback.play": ("开始播放", "play"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaTrackControl.nextTrack": ("下一首/下一个", "next track"),
    "mediaTrackControl.previousTrack": ("上一首/上一个", "previous track"),
    "mediaInputSource.setInputSource": ("切换输入源（信号源）", "set input source"),
    "keypadInput.sendKey": ("发送遥控器按键", "send remote key"),
    "mediaPresets.playPreset": ("播放收藏的电台/歌单", "play preset"),
    "audioNotification.playTrack": ("播放提示音", "play track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续播放", "play track and resume"),
    "alarm.both": ("响铃并闪灯报警", "siren and strobe"),
    "alarm.off": ("关闭报警", "alarm off"),
    "alarm.siren": ("响铃报警", "siren"),
    "alarm.strobe": ("闪灯报警", "strobe"),
    "chime.chime": ("响一声提示铃", "chime"),
    "chime.off": ("停止提示铃", "chime off"),
    "robotCleanerOperatingState.goHome": ("回充电座", "go home (dock)"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "operationalState.start": ("开始运行程序", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "cookTime.setCookTime": ("设置加热时长（秒）", "set cook time (seconds)"),
    "mode.setMode": ("设置工作模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置水温档位", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset energy meter"),
}

# value lists: (value, Chinese, English)
VAL = {
    "ac_mode_deepsmart": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan only"),
                          ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high"), ("auto", "自动风", "auto")],
    "tmode_ac": [("off", "关闭", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                 ("fanonly", "送风", "fan only"), ("dryair", "除湿", "dry"), ("asleep", "睡眠", "sleep")],
    "tmode_radiator": [("off", "关闭", "off"), ("heat", "供暖", "heat")],
    "tmode_water": [("off", "关闭", "off"), ("heat", "加热", "heat")],
    "tmode_bath": [("off", "关闭", "off"), ("heat", "取暖", "heat"), ("fanonly", "换气", "ventilate"),
                   ("dryair", "干燥", "dry")],
    "wind": [("noWind", "常规风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "purifier": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "高档", "high"), ("quiet", "静音", "quiet"), ("windFree", "无风感", "wind free"), ("off", "关闭", "off")],
    "fan_mode": [("auto", "自动", "auto"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("off", "关闭", "off"), ("turbo", "强劲", "turbo")],
    "oscillation": [(v, z, e) for v, z, e in [
        ("off", "关闭摇头", "off"), ("individual", "单独摆风", "individual"), ("fixed", "固定不摇", "fixed"),
        ("vertical", "上下摇头", "vertical"), ("horizontal", "左右摇头", "horizontal"), ("all", "全方位摇头", "all"),
        ("indirect", "间接风", "indirect"), ("direct", "直吹", "direct"), ("fixedCenter", "固定居中", "fixed center"),
        ("fixedLeft", "固定左侧", "fixed left"), ("fixedRight", "固定右侧", "fixed right"), ("far", "远距离", "far"),
        ("wide", "广角", "wide"), ("mid", "中间", "mid"), ("spot", "定点", "spot"), ("swing", "摇头", "swing"),
        ("leftZone", "左区", "left zone"), ("rightZone", "右区", "right zone")]],
    "input": [(v, z, e) for v, z, e in [
        ("AM", "中波收音", "AM radio"), ("CD", "CD", "CD"), ("FM", "调频收音", "FM radio"), ("HDMI", "HDMI", "HDMI"),
        ("HDMI1", "HDMI 1", "HDMI 1"), ("HDMI2", "HDMI 2", "HDMI 2"), ("HDMI3", "HDMI 3", "HDMI 3"),
        ("HDMI4", "HDMI 4", "HDMI 4"), ("HDMI5", "HDMI 5", "HDMI 5"), ("HDMI6", "HDMI 6", "HDMI 6"),
        ("digitalTv", "数字电视", "digital TV"), ("USB", "U盘", "USB"), ("YouTube", "YouTube", "YouTube"),
        ("aux", "AUX音频输入", "aux"), ("bluetooth", "蓝牙", "bluetooth"), ("digital", "数字输入", "digital"),
        ("melon", "Melon", "Melon"), ("wifi", "无线网络", "wifi"), ("network", "网络", "network"),
        ("optical", "光纤", "optical"), ("coaxial", "同轴", "coaxial"), ("analog1", "模拟输入1", "analog 1"),
        ("analog2", "模拟输入2", "analog 2"), ("analog3", "模拟输入3", "analog 3"), ("phono", "唱机", "phono")]],
    "alarm": [("off", "关闭", "off"), ("both", "响铃并闪灯", "siren and strobe")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "取消静音", "unmuted")],
    "keys": [(k, z, e) for k, z, e in [
        ("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
        ("SELECT", "确认", "select"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
        ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]] +
        [(f"NUMBER{i}", f"数字{i}", f"number {i}") for i in range(10)],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "加一次漂洗", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("Off", "不脱水", "no spin"), ("400", "400转", "400 rpm"), ("800", "800转", "800 rpm"),
             ("1200", "1200转", "1200 rpm")],
    "washer_mode": [("Normal", "标准洗", "normal"), ("Delicate", "轻柔洗", "delicate"), ("Heavy", "强力洗", "heavy"),
                    ("Quick", "快洗", "quick"), ("Bedding", "床品", "bedding")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖一体", "vacuum and mop")],
    "wh_mode": [("Eco", "节能", "eco"), ("Boost", "速热", "boost"), ("Vacation", "度假", "vacation")],
    "micro_mode": [("Normal", "加热", "normal heating"), ("Defrost", "解冻", "defrost")],
    "fridge_mode": [("Normal", "标准", "normal"), ("Rapid Cool", "速冷", "rapid cool"),
                    ("Rapid Freeze", "速冻", "rapid freeze"), ("Energy Save", "节能", "energy save")],
}

# mode.setMode values per profile (the capability leaves the string free; see README).
# The projector screen's modes are not known, so it gets no value list.
MODE_VALUES = {
    "rvc-clean-mode": "rvc_mode", "water-heater": "wh_mode", "laundry-washer": "washer_mode",
    "microwave-oven": "micro_mode", "refrigerator-freezer": "fridge_mode",
}
TMODE_VALUES = {"thermostat-heating-only-nostate-nobattery": "tmode_radiator", "water-heater": "tmode_water",
                "aqara-bath-heater": "tmode_bath"}
SETPOINT_RANGE = {  # used only when the profile itself gives no range (see README)
    "AirConditioner": (16, 30), "WaterHeater": (30, 75), "Thermostat": (5, 35),
}
SETPOINT_RANGE_BY_PROFILE = {"aqara-bath-heater": (18, 40)}


def english(profile: str, key: str) -> bool:
    h = hashlib.md5(f"{profile}|{key}".encode()).digest()[0]
    return h % 10 < 3  # about 30 % English


def pick(profile: str, key: str, zh: str, en: str) -> str:
    return en if english(profile, key) else zh


def value_list(profile: str, name: str, allowed=None):
    out = []
    for v, zh, en in VAL[name]:
        if allowed is not None and v not in allowed:
            continue
        out.append({"value": v, "description": pick(profile, f"v:{name}:{v}", zh, en)})
    return out


def config_of(prof: dict, cap: str) -> list:
    return prof.get("capability_config", {}).get(cap, [])


def enum_commands(prof: dict, cap: str):
    for c in config_of(prof, cap):
        if c.get("key") == "{{enumCommands}}":
            return set(c.get("enabledValues", []))
    return None


def enabled_values(prof: dict, cap: str, key: str):
    for c in config_of(prof, cap):
        if c.get("key") == key:
            return c.get("enabledValues")
    return None


def config_range(prof: dict, cap: str):
    for c in config_of(prof, cap):
        if "range" in c:
            return c["range"]
    return None


def spec_line(driver: str, name: str) -> dict:
    prof = PROFILES[(driver, name)]
    pid = profile_id(driver, name)
    category = prof["categories"][0] if prof["categories"] else "Unknown"
    cmds = []
    for cap in prof["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cdef = CAPS[cap]
        allowed_cmds = enum_commands(prof, cap)
        for cmd in cdef["commands"]:
            cname = cmd["name"]
            if allowed_cmds is not None and cname not in allowed_cmds and cname != "setPlaybackStatus":
                continue
            if cap == "lock" and cname == "unlatch":
                ev = enabled_values(prof, "lock", "lock.value")
                if ev is not None and "unlatched" not in ev:
                    continue
            key = f"{cap}.{cname}"
            zh, en = DESC[key]
            entry = OrderedDict(id=f"main-{cap}-{cname}", description=pick(pid, key, zh, en))
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                a = args[0]
                typ = a.get("type")
                if typ:
                    entry["type"] = typ
                rng = None
                unit = None
                if cap in ("switchLevel", "level", "windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel",
                           "fanSpeedPercent", "audioVolume", "statelessSwitchLevelStep",
                           "statelessColorTemperatureStep"):
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "%"
                elif cap == "colorTemperature":
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "K"
                elif cap == "colorControl" and cname in ("setHue", "setSaturation"):
                    rng, unit = [0, 100], "%"
                elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                    rng = (config_range(prof, cap) or list(SETPOINT_RANGE_BY_PROFILE.get(name, ()))
                           or list(SETPOINT_RANGE.get(category, (5, 35))))
                    unit = "C"
                elif cap == "fanSpeed":
                    rng = config_range(prof, cap) or [0, 3]
                elif cap == "cookTime":
                    rng, unit = [a.get("minimum"), a.get("maximum")], "s"
                if rng and rng[0] is not None and rng[1] is not None:
                    vr = OrderedDict(min=rng[0], max=rng[1])
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                vl = None
                if cap == "airConditionerMode":
                    vl = value_list(pid, "ac_mode_deepsmart")
                elif cap == "airConditionerFanMode":
                    vl = value_list(pid, "ac_fan")
                elif key == "thermostatMode.setThermostatMode":
                    vl = value_list(pid, TMODE_VALUES.get(name, "tmode_ac"))
                elif cap == "windMode":
                    vl = value_list(pid, "wind")
                elif cap == "airPurifierFanMode":
                    vl = value_list(pid, "purifier")
                elif cap == "fanMode":
                    vl = value_list(pid, "fan_mode", enabled_values(prof, "fanMode", "fanMode.value"))
                elif cap == "fanOscillationMode":
                    vl = value_list(pid, "oscillation")
                elif cap == "mediaInputSource":
                    vl = value_list(pid, "input")
                elif key == "audioMute.setMute":
                    vl = value_list(pid, "mute")
                elif cap == "keypadInput":
                    vl = value_list(pid, "keys")
                elif cap == "laundryWasherRinseMode":
                    vl = value_list(pid, "rinse")
                elif cap == "laundryWasherSpinSpeed":
                    vl = value_list(pid, "spin")
                elif cap == "mode" and name in MODE_VALUES:
                    vl = value_list(pid, MODE_VALUES[name])
                elif key == "mediaPlayback.setPlaybackStatus":
                    allowed = enabled_values(prof, "mediaPlayback", "playbackStatus.value") or a.get("enum")
                    zh_map = {"paused": "暂停", "playing": "播放", "stopped": "停止", "fast forwarding": "快进",
                              "rewinding": "快退"}
                    vl = [{"value": v, "description": pick(pid, f"v:pb:{v}", zh_map[v], v)} for v in allowed]
                if vl:
                    entry["value_list"] = vl
            cmds.append(entry)
    return {"profileId": pid, "capabilities": cmds}


# --------------------------------------------------------------------------- home
def build_home() -> dict:
    rooms = [{"roomId": uid("room", k), "locationId": LOCATION_ID, "name": n} for k, n in ROOMS]
    items = []
    for key, label, room, driver, pname in DEVICES:
        prof = PROFILES[(driver, pname)]
        item = OrderedDict()
        item["deviceId"] = uid("device", key)
        item["name"] = pname
        item["label"] = label
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = LOCATION_ID
        if room is not None:
            item["roomId"] = uid("room", room)
        item["components"] = [OrderedDict(
            id="main", label="main",
            capabilities=[{"id": c, "version": 1} for c in prof["capabilities"]],
            categories=[{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
        )]
        item["profile"] = {"id": profile_id(driver, pname)}
        item["type"] = transport(driver)
        items.append(item)
    return {"rooms": rooms, "items": items}


def build_spec() -> list:
    seen = []
    for _k, _l, _r, driver, pname in DEVICES:
        if (driver, pname) in OMITTED_PROFILES or (driver, pname) in seen:
            continue
        seen.append((driver, pname))
    return [spec_line(d, n) for d, n in seen]


# lookup tables used by the cases
DEV = {k: dict(key=k, label=l, room=r, driver=d, profile=p) for k, l, r, d, p in DEVICES}
ORDER = [k for k, *_ in DEVICES]
SPEC_CMDS = {}
for _line in build_spec():
    SPEC_CMDS[_line["profileId"]] = {c["id"] for c in _line["capabilities"]}


def cmds_of(key: str):
    d = DEV[key]
    return SPEC_CMDS.get(profile_id(d["driver"], d["profile"]))


def category_of(key: str) -> str:
    d = DEV[key]
    cats = PROFILES[(d["driver"], d["profile"])]["categories"]
    return cats[0] if cats else "Unknown"


def supports(key: str, cmd: str) -> bool:
    c = cmds_of(key)
    return c is not None and cmd in c


# --------------------------------------------------------------------------- cases
# Command ids used in the labels
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
COLOR, HUE = "main-colorControl-setColor", "main-colorControl-setHue"
CT, CTSTEP = "main-colorTemperature-setColorTemperature", "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
TM_SET, TM_COOL, TM_HEAT, TM_OFF = ("main-thermostatMode-setThermostatMode", "main-thermostatMode-cool",
                                    "main-thermostatMode-heat", "main-thermostatMode-off")
ACM = "main-airConditionerMode-setAirConditionerMode"
COOLSP, HEATSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint", "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACFAN, FANPCT, WIND = "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent", "main-windMode-setWindMode"
FANMODE, OSC = "main-fanMode-setFanMode", "main-fanOscillationMode-setFanOscillationMode"
PURMODE = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
TILT = "main-windowShadeTiltLevel-setShadeTiltLevel"
DOOR_OPEN, DOOR_CLOSE = "main-doorControl-open", "main-doorControl-close"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE, UNMUTE = "main-audioMute-mute", "main-audioMute-setMute", "main-audioMute-unmute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT, PREV = "main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack"
KEY, PRESET, INPUT = "main-keypadInput-sendKey", "main-mediaPresets-playPreset", "main-mediaInputSource-setInputSource"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE, LEVEL = "main-valve-open", "main-valve-close", "main-level-setLevel"
RVC_START, RVC_HOME, RVC_PAUSE = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome",
                                  "main-robotCleanerOperatingState-pause")
MODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
COOKTIME = "main-cookTime-setCookTime"
RINSE, SPIN = "main-laundryWasherRinseMode-setRinseMode", "main-laundryWasherSpinSpeed-setSpinSpeed"
ALARM_OFF, ALARM_BOTH = "main-alarm-off", "main-alarm-both"
CHIME, CHIME_OFF = "main-chime-chime", "main-chime-off"
RESET_ENERGY = "main-energyMeter-resetEnergyMeter"
ANY = "*"


def is_light(k: str) -> bool:
    """Category Light, or a relay/plug (Switch, SmartPlug) whose label says 灯."""
    cat = category_of(k)
    return cat == "Light" or (cat in ("Switch", "SmartPlug") and "灯" in DEV[k]["label"])


def in_rooms(*rooms):
    return [k for k in ORDER if DEV[k]["room"] in rooms]


def keys_where(pred, scope=None):
    return [k for k in (scope if scope is not None else ORDER) if pred(k)]


def lights_in(*rooms):
    return [k for k in in_rooms(*rooms) if is_light(k)]


def label_has(word):
    return lambda k: word in DEV[k]["label"]


LIGHTS = keys_where(is_light)
ACS = keys_where(lambda k: category_of(k) == "AirConditioner")
TVS = keys_where(lambda k: category_of(k) == "Television")
LOCKS = keys_where(lambda k: category_of(k) == "SmartLock")
CURTAINS = keys_where(lambda k: category_of(k) == "Blind")
CEILINGS = keys_where(lambda k: DEV[k]["label"] == "吸顶灯")
BEDSIDE = keys_where(label_has("床头灯"))
MIRRORS = keys_where(lambda k: DEV[k]["label"] == "镜前灯")
NIGHTS = keys_where(label_has("夜灯"))
L_DL = [f"L_dl{i}" for i in range(1, 6)]
SPOTS = ["St_spot1", "St_spot2", "St_spot3"]
YARD_L = ["Y_l1", "Y_l2", "Y_l3"]
GARDEN_VALVES = ["Y_v1", "Y_v2"]
WATERING = ["Y_v1", "Y_v2", "Y_spray"]
LEAKS = keys_where(lambda k: category_of(k) == "LeakSensor")
FALLS = ["E_fall", "A_fall"]
SOS = ["E_button", "A_sos"]
SPEAKERS = ["K_spk", "St_spk"]  # the two devices a person calls 音箱
PURIFIERS = ["L_pur", "S_pur"]
DESK_LAMPS = ["L_white", "St_desk"]
F1_LIGHTS = lights_in(*FLOOR1)
F2_LIGHTS = lights_in(*FLOOR2)
F1_ACS = [k for k in ACS if DEV[k]["room"] in FLOOR1]
F2_ACS = [k for k in ACS if DEV[k]["room"] in FLOOR2]
F2_CURTAINS = [k for k in CURTAINS if DEV[k]["room"] in FLOOR2]
SWITCHABLE = keys_where(lambda k: supports(k, ON))


def ordered(keys):
    return sorted(set(keys), key=ORDER.index)


def devs(keys):
    return [uid("device", k) for k in ordered(keys)]


def minus(keys, drop):
    drop = set(drop)
    return [k for k in keys if k not in drop]


def one(keys, *caps):
    keys = [keys] if isinstance(keys, str) else list(keys)
    return {"devices": devs(keys), "capabilities": list(caps), "mode": "one", "_keys": ordered(keys)}


def every(scope, *caps):
    """mode all: exactly the in-scope devices that support every listed command."""
    scope = ordered(scope)
    chosen = [k for k in scope if all(supports(k, c) for c in caps)]
    assert chosen, (scope, caps)
    return {"devices": devs(chosen), "capabilities": list(caps), "mode": "all", "_scope": scope, "_keys": chosen}


def ask(keys, *caps):
    keys = [keys] if isinstance(keys, str) else list(keys)
    return {"devices": devs(keys), "capabilities": list(caps), "mode": "clarify", "_keys": ordered(keys)}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


ALL_SCOPES = {}
_COUNTERS = Counter()


def _mk(group, query, expects, tags, history=None):
    if isinstance(expects, dict):
        expects = [expects]
    _COUNTERS[group] += 1
    cid = f"jn-{group}-{_COUNTERS[group]:03d}"
    out_exp = []
    for i, e in enumerate(expects):
        e = dict(e)
        keys = e.pop("_keys", None)
        scope = e.pop("_scope", None)
        if e["mode"] == "all":
            ALL_SCOPES[(cid, i)] = (scope, e["capabilities"], keys)
        if e["mode"] in ("one", "clarify") and e["capabilities"] != [ANY]:
            for k in keys:
                assert any(supports(k, c) for c in e["capabilities"]), (cid, k, e["capabilities"])
            for c in e["capabilities"]:
                assert any(supports(k, c) for k in keys) or not keys, (cid, c)
                assert any(c in v for v in SPEC_CMDS.values()), (cid, c)
        if e["capabilities"] != [ANY] and keys is not None:
            for k in keys:
                assert cmds_of(k) is not None, (cid, k, "no spec: use ANY")
        out_exp.append({"devices": e["devices"], "capabilities": e["capabilities"], "mode": e["mode"]})
    c = OrderedDict(id=cid, home="home.json", query=query, expect=out_exp, tags=list(tags))
    if history:
        c["history"] = list(history)
    return c


def build_cases():
    ALL_SCOPES.clear()
    _COUNTERS.clear()
    C = []

    def add(group, query, expects, tags, history=None):
        C.append(_mk(group, query, expects, tags, history))

    # ---------------------------------------------------------------- device by (part of) its label
    g = "name"
    add(g, "打开门口灯", one("L_entry", ON), ["name"])
    add(g, "落地灯开一下", one("L_floor", ON), ["name", "category-by-name", "plug"])
    add(g, "按摩椅插座打开", one("L_massage", ON), ["name", "plug"])
    add(g, "把按摩椅关了", one("L_massage", OFF), ["partial-name", "plug"])
    add(g, "饮水机插座关了", one("D_water", OFF), ["name", "plug"])
    add(g, "电热毯打开", one("N_blanket", ON), ["name", "plug"])
    add(g, "电脑插座关一下", one("St_plug", OFF), ["name", "plug"])
    add(g, "厨房灯开一下", one("K_light", ON), ["name", "category-by-name", "room-core"])
    add(g, "车库灯打开", one("P_light", ON), ["name", "category-by-name", "room-core"])
    add(g, "设备间灯关了", one("X_light", OFF), ["name", "room-core"])
    add(g, "小夜灯打开", one("E_night", ON), ["name"])
    add(g, "卫生间夜灯关掉", one("A_night", OFF), ["name"])
    add(g, "奶奶床头灯打开", one("E_bedG", ON), ["name"])
    add(g, "爷爷床头灯关了", one("E_bedY", OFF), ["name"])
    add(g, "书房台灯开一下", one("St_desk", ON), ["name"])
    add(g, "书房主灯关掉", one("St_main", OFF), ["name"])
    add(g, "餐厅吊灯开开", one("D_pend", ON), ["name", "dialect"])
    add(g, "排气扇开一下", one("A_exh", ON), ["name", "relay-fan"])
    add(g, "排风扇关了", one("U_fan", OFF), ["name"])
    add(g, "电风扇开一下", one("L_fan", ACFAN, FANPCT), ["name", "no-switch", "fan"])
    add(g, "油烟机打开", one("K_hood", FANMODE, FANPCT), ["name", "no-switch"])
    add(g, "抽油烟机关了", one("K_hood", FANMODE, FANPCT), ["synonym", "no-switch"])
    add(g, "热水器开一下", one("X_wh", TM_HEAT, TM_SET), ["name", "no-switch", "water-heater"])
    add(g, "暖气关了", one("E_heat", TM_OFF, TM_SET), ["name", "no-switch", "climate"])
    add(g, "空气净化器打开", one("L_pur", PURMODE, FANPCT), ["name", "no-switch", "air"])
    add(g, "收音机打开", one("E_radio", ON, PLAY), ["name", "media"])
    add(g, "功放开一下", one("L_amp", ON), ["name", "type-from-home", "media"])
    add(g, "大门锁上", one("L_lock", LOCK), ["name", "security"])
    add(g, "后门锁一下", one("K_backlock", LOCK), ["name", "security"])
    add(g, "院门打开", one("Y_gate", UNLOCK, UNLATCH), ["partial-name", "security"])
    add(g, "总阀关了", one("X_valve", V_CLOSE), ["name", "valve"])
    add(g, "扫地机器人开始扫地", one("R_robot", RVC_START), ["name", "no-room", "appliance"])
    add(g, "扫地机回去充电", one("R_robot", RVC_HOME), ["partial-name", "no-room", "appliance"])
    add(g, "洗衣机开始洗", one("B_washer", OP_START), ["name", "appliance", "unique-type"])
    add(g, "冰箱调到速冻", one("K_fridge", MODE), ["name", "appliance", "mode"])
    add(g, "燃气报警器别响了", one("K_gas", MUTE, SETMUTE), ["name", "security"])
    add(g, "把呼叫铃关了", one("N_bell", ALARM_OFF, CHIME_OFF), ["name", "siren"])
    add(g, "保姆房电暖器关了", one("Z_heater", OFF), ["name", "stale-room", "plug"])
    add(g, "电暖器打开", one("Z_heater", ON), ["partial-name", "stale-room", "plug"])
    add(g, "燃气阀关上", one("K_gasvalve", ANY), ["name", "no-spec", "security"])
    add(g, "智能床垫调软一点", one("E_bed", ANY), ["name", "no-spec"])
    add(g, "床垫打开", one("E_bed", ANY), ["partial-name", "no-spec"])
    add(g, "葡萄架滴灌打开", one("Y_drip", ANY), ["name", "no-spec", "valve"])
    add(g, "滴灌关了吧", one("Y_drip", ANY), ["partial-name", "no-spec", "valve"])
    add(g, "投影幕布放下来", one("S_screen", SH_OPEN, SH_CLOSE), ["name", "type-from-home", "cover"])
    add(g, "投影幕布收起来", one("S_screen", SH_OPEN, SH_CLOSE), ["name", "type-from-home", "cover"])
    add(g, "竹帘放下来", one("B_bamboo", SH_CLOSE, SH_LVL), ["name", "type-from-home", "cover"])
    add(g, "竹帘收起来", one("B_bamboo", SH_OPEN, SH_LVL), ["name", "type-from-home", "cover"])
    add(g, "百叶帘拉上", one("St_blind", SH_CLOSE, SH_LVL), ["name", "type-from-home", "cover"])
    add(g, "菜园喷灌打开", one("Y_spray", V_OPEN, OP_START), ["name", "type-from-home", "valve"])
    add(g, "喷灌关掉", one("Y_spray", V_CLOSE, OP_STOP), ["partial-name", "type-from-home", "valve"])
    add(g, "雨霸打开", one("A_heater", ON, TM_HEAT, TM_SET), ["name", "asr-label"])
    add(g, "浴霸打开", one("A_heater", ON, TM_HEAT, TM_SET), ["asr-label", "type-from-home"])
    add(g, "除湿机开一下", one("C_dehum", ON), ["asr-label", "plug"])
    add(g, "电水壶插座打开", one("K_kettle", ON), ["asr-label", "plug"])
    add(g, "烧壶开水", one("K_kettle", ON), ["asr-label", "plug", "colloquial-intent"])
    add(g, "打开灯带", one("D_strip", ON), ["english-label", "translation"])
    add(g, "LED strip 关了", one("D_strip", OFF), ["english-label", "code-mixed"])
    add(g, "纱帘拉上", one("L_sheer", SH_CLOSE, SH_LVL), ["english-label", "translation", "cover"])
    add(g, "sheer curtain 打开", one("L_sheer", SH_OPEN, SH_LVL), ["english-label", "code-mixed", "cover"])
    add(g, "车库门打开", one("P_door", DOOR_OPEN), ["english-label", "translation", "security"])
    add(g, "Garage Door 关上", one("P_door", DOOR_CLOSE), ["english-label", "code-mixed", "security"])
    add(g, "Study Speaker 放点音乐", one("St_spk", PLAY, PRESET), ["english-label", "code-mixed", "media"])
    add(g, "Bedroom AC 打开", one("S_ac", ON), ["english-label", "code-mixed", "climate"])

    # ---------------------------------------------------------------- room + name / room + type
    g = "room"
    add(g, "书房灯开一下", one(lights_in("study"), ON), ["room-core", "room-multi", "floor-prefixed"])
    add(g, "客厅空调开一下", one("L_ac", ON), ["room-core", "climate", "floor-prefixed"])
    add(g, "餐厅的灯打开", one(lights_in("din"), ON), ["room-core", "room-multi", "floor-prefixed"])
    add(g, "护理间的空调关了", one("N_ac", OFF), ["room-core", "climate", "floor-prefixed"])
    add(g, "客房空调开一下", one("G_ac", ON), ["room-core", "climate", "floor-prefixed"])
    add(g, "客房的窗帘拉开", one("G_cur", SH_OPEN, SH_LVL), ["room-core", "cover", "floor-prefixed"])
    add(g, "儿子房间的灯开一下", one(lights_in("son"), ON), ["room-core", "room-multi", "floor-prefixed"])
    add(g, "儿子屋里的窗帘拉上", one("S_cur", SH_CLOSE, SH_LVL), ["room-alias", "cover", "dialect"])
    add(g, "书房的空调开制热", one("St_ac", TM_HEAT, TM_SET), ["room-core", "climate", "mode"])
    add(g, "爷爷奶奶卧室的吸顶灯关掉", one("E_ceil", OFF), ["room", "duplicate-label", "floor-prefixed"])
    add(g, "爷爷奶奶屋里的窗帘拉上", one("E_cur", SH_CLOSE, SH_LVL), ["room-alias", "cover", "dialect"])
    add(g, "老人房的吸顶灯打开", one("E_ceil", ON), ["room-alias-by-label", "duplicate-label"])
    add(g, "卧室的吸顶灯打开", one("E_ceil", ON), ["room-alias", "duplicate-label"])
    add(g, "卧室窗帘拉开", one("E_cur", SH_OPEN, SH_LVL), ["room-alias", "name", "cover"])
    add(g, "护理间的吸顶灯打开", one("N_ceil", ON), ["room-core", "duplicate-label"])
    add(g, "客房床头灯关了", one("G_bed", OFF), ["room-core", "duplicate-label"])
    add(g, "儿子房间的吸顶灯关掉", one("S_ceil", OFF), ["room-core", "duplicate-label"])
    add(g, "客厅的吸顶灯开一下", one("L_ceil", ON), ["room-core", "duplicate-label"])
    add(g, "护理间床头灯开一下", one("N_bed", ON), ["room-core", "duplicate-label"])
    add(g, "无障碍卫生间的镜前灯打开", one("A_mirror", ON), ["room-core", "duplicate-label"])
    add(g, "二楼卫生间的镜前灯关了", one("U_mirror", OFF), ["room", "duplicate-label", "floor"])
    add(g, "楼上卫生间镜前灯开一下", one("U_mirror", ON), ["room-alias", "duplicate-label", "floor"])
    add(g, "一楼卫生间排气扇关了", one("A_exh", OFF), ["room-alias", "floor", "relay-fan"])
    add(g, "楼下卫生间的灯打开", one(lights_in("acc"), ON), ["room-alias", "floor", "room-multi"])
    add(g, "卫生间的浴霸开一下", one("A_heater", ON, TM_HEAT, TM_SET), ["room-alias", "asr-label", "alias-unique-device"])
    add(g, "2F卫生间排风扇开一下", one("U_fan", ON), ["room", "room-code"])
    add(g, "阳台的竹帘放下来", one("B_bamboo", SH_CLOSE, SH_LVL), ["room", "cover", "no-floor-room"])
    add(g, "阳台洗衣机暂停", one("B_washer", OP_PAUSE), ["room", "appliance", "no-floor-room"])
    add(g, "储物间的除湿机开了", one("C_dehum", ON), ["room", "asr-label", "no-floor-room"])
    add(g, "院子的灯打开", one(YARD_L, ON), ["room", "room-multi", "category-by-name"])
    add(g, "书房净化器开一下", one("S_pur", PURMODE, FANPCT), ["name", "name-other-room", "air"])
    add(g, "儿子房间的净化器关了", one("S_pur", PURMODE, FANPCT), ["room", "name-other-room", "air"])
    add(g, "客厅的电视关了", one("L_tv", OFF), ["room-core", "media"])
    add(g, "儿子房间电视打开", one("S_tv", ON), ["room-core", "media", "duplicate-label"])
    add(g, "客厅窗帘拉上", one("L_cur", SH_CLOSE, SH_LVL), ["room-core", "cover"])
    add(g, "车库的门关上", one("P_door", DOOR_CLOSE), ["room-core", "english-label", "security"])
    add(g, "地下室的热水器调到50度", one("X_wh", HEATSP), ["floor", "basement", "water-heater"])
    add(g, "B1的总阀打开", one("X_valve", V_OPEN), ["room-code", "basement", "valve"])
    add(g, "负一楼的灯开一下", one(lights_in(*BASEMENT), ON), ["floor", "basement", "room-multi"])
    add(g, "书房的音箱放首歌", one("St_spk", PLAY, PRESET), ["room-core", "translation", "media"])
    add(g, "厨房的音箱声音小一点", one("K_spk", VDOWN, VOL), ["room-core", "media", "volume"])

    # ---------------------------------------------------------------- numbered members
    g = "num"
    add(g, "筒灯3打开", one("L_dl3", ON), ["numbered"])
    add(g, "三号筒灯关掉", one("L_dl3", OFF), ["numbered", "numeral-zh", "word-order"])
    add(g, "筒灯三开一下", one("L_dl3", ON), ["numbered", "numeral-zh"])
    add(g, "第五个筒灯开开", one("L_dl5", ON), ["numbered", "ordinal"])
    add(g, "筒灯2调到百分之四十", one("L_dl2", LVL), ["numbered", "level", "numeral-zh"])
    add(g, "把筒灯打开", every(L_DL, ON), ["numbered", "bulk-all", "bare-series"])
    add(g, "筒灯都关了", every(L_DL, OFF), ["numbered", "bulk-all", "bare-series"])
    add(g, "筒灯调到50%", every(L_DL, LVL), ["numbered", "bulk-all", "capability-subset", "level"])
    add(g, "射灯-02关掉", one("St_spot2", OFF), ["numbered", "padded"])
    add(g, "射灯2开一下", one("St_spot2", ON), ["numbered", "padded"])
    add(g, "二号射灯调暗点", one("St_spot2", LVL, STEP), ["numbered", "padded", "numeral-zh", "relative"])
    add(g, "射灯01打开", one("St_spot1", ON), ["numbered", "padded"])
    add(g, "第三个射灯关了", one("St_spot3", OFF), ["numbered", "padded", "ordinal"])
    add(g, "射灯都打开", every(SPOTS, ON), ["numbered", "padded", "bulk-all", "bare-series"])
    add(g, "庭院灯2打开", one("Y_l2", ON), ["numbered", "category-by-name"])
    add(g, "院子第三个灯关了", one("Y_l3", OFF), ["numbered", "ordinal", "room", "category-by-name"])
    add(g, "一号庭院灯开开", one("Y_l1", ON), ["numbered", "numeral-zh", "category-by-name", "dialect"])
    add(g, "菜园阀门2关了", one("Y_v2", V_CLOSE), ["numbered", "valve"])
    add(g, "二号阀门打开", one("Y_v2", V_OPEN), ["numbered", "numeral-zh", "valve", "partial-name"])
    add(g, "筒灯6开一下", ask(L_DL, ON), ["numbered", "missing-member", "clarify"])
    add(g, "射灯4打开", ask(SPOTS, ON), ["numbered", "missing-member", "clarify", "padded"])
    add(g, "菜园阀门3打开", ask(GARDEN_VALVES, V_OPEN), ["numbered", "missing-member", "clarify", "valve"])
    add(g, "客厅随便开一个筒灯", one(L_DL, ON), ["numbered", "quantifier-count"])

    # ---------------------------------------------------------------- duplicates, bare types, missing context: ask
    g = "clar"
    add(g, "打开吸顶灯", ask(CEILINGS, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "吸顶灯调亮一点", ask(keys_where(lambda k: supports(k, LVL), CEILINGS), LVL, STEP),
        ["duplicate-label", "ambiguous", "clarify", "relative"])
    add(g, "床头灯关了", ask(BEDSIDE, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "镜前灯打开", ask(MIRRORS, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "卫生间的灯打开", ask(lights_in(*BATHROOMS), ON), ["room-alias", "ambiguous-alias", "clarify"])
    add(g, "卫生间镜前灯关一下", ask(MIRRORS, OFF), ["room-alias", "ambiguous-alias", "duplicate-label", "clarify"])
    add(g, "换气扇开开", ask(["A_exh", "U_fan"], ON), ["synonym", "ambiguous", "clarify"])
    add(g, "空调开一下", ask(ACS, ON), ["type", "ambiguous", "clarify", "climate"])
    add(g, "卧室空调开一下", ask(["E_ac", "S_ac"], ON), ["room-alias", "english-label", "ambiguous", "clarify", "climate"])
    add(g, "窗帘拉上", ask(CURTAINS, SH_CLOSE), ["type", "ambiguous", "clarify", "cover"])
    add(g, "电视打开", ask(TVS, ON), ["type", "ambiguous", "clarify", "media"])
    add(g, "台灯打开", ask(DESK_LAMPS, ON), ["partial-name", "ambiguous", "clarify"])
    add(g, "夜灯打开", ask(NIGHTS, ON), ["partial-name", "ambiguous", "clarify"])
    add(g, "净化器开一下", ask(PURIFIERS, PURMODE, FANPCT), ["partial-name", "ambiguous", "clarify", "air"])
    add(g, "音箱放首歌", ask(SPEAKERS, PLAY), ["type", "ambiguous", "clarify", "media"])
    add(g, "紧急按钮", ask(SOS, ANY), ["partial-name", "no-verb", "clarify"])
    add(g, "门锁打开", ask(LOCKS, UNLOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "二楼空调", ask(F2_ACS, ON, OFF), ["no-verb", "floor", "clarify", "climate"])
    add(g, "把那个灯关了", ask(LIGHTS, OFF), ["reference", "no-history", "clarify"])
    add(g, "关掉它", ask([], OFF), ["reference", "no-history", "clarify"])
    add(g, "那个也打开", ask([], ON), ["reference", "no-history", "clarify"])
    add(g, "再调高一点", ask([], LVL, STEP, COOLSP, HEATSP, VUP), ["reference", "no-history", "relative", "clarify"])
    add(g, "楼下的灯都关了", ask(lights_in(*FLOOR1, *BASEMENT), OFF), ["floor", "ambiguous-floor", "clarify", "bulk-all"])
    add(g, "downstairs lights off", ask(lights_in(*FLOOR1, *BASEMENT), OFF),
        ["floor", "ambiguous-floor", "clarify", "english", "son"])
    add(g, "好热啊", ask(ACS + ["L_fan"], ON, COOLSP, TM_COOL, TM_SET, ACM, ACFAN, FANPCT),
        ["colloquial-intent", "no-place", "clarify", "climate"])
    add(g, "太暗了", ask(LIGHTS, ON, LVL, STEP), ["colloquial-intent", "no-place", "clarify"])
    add(g, "调到26度", ask(ACS + ["E_heat", "A_heater"], COOLSP, HEATSP), ["no-target", "clarify", "climate"])
    add(g, "三楼的灯关了", ask([], OFF), ["unknown-floor", "floor", "clarify"])
    add(g, "阁楼的灯打开", ask([], ON), ["unknown-room", "clarify"])
    add(g, "除了阁楼，灯都关了", ask(LIGHTS, OFF), ["unknown-room", "bulk-except", "clarify"])
    add(g, "打开主卧的空调", ask([], ON), ["unknown-room", "clarify", "climate"])
    add(g, "俺屋里的灯关了", ask([], OFF), ["speaker-unknown", "dialect", "clarify", "grandpa"])
    add(g, "俺那个床头灯，俺那个，开开", ask(BEDSIDE, ON),
        ["speaker-unknown", "dialect", "clarify", "grandpa", "repetitive"])
    add(g, "那个黄的灯关了", ask(LIGHTS, OFF), ["grandma", "color", "clarify"])
    add(g, "左边那个灯开开", ask(LIGHTS, ON), ["grandma", "position", "clarify"])
    add(g, "洗脸那个镜子上头的灯开开", ask(MIRRORS, ON), ["grandma", "position", "duplicate-label", "clarify"])
    add(g, "电匣子开开", ask(TVS, ON), ["grandpa", "dialect", "synonym", "ambiguous", "clarify", "media"])
    add(g, "这屋咋这么黑，灯开开", ask(LIGHTS, ON), ["grandpa", "dialect", "speaker-unknown", "clarify"])
    add(g, "水浸传感器", ask(LEAKS, ANY), ["duplicate-label", "no-verb", "clarify"])

    # ---------------------------------------------------------------- bulk
    g = "bulk"
    add(g, "一楼的灯都关了", every(F1_LIGHTS, OFF), ["bulk-all", "floor", "category-by-name"])
    add(g, "除了老人房，一楼的灯都关了", every(minus(F1_LIGHTS, lights_in("eld")), OFF),
        ["bulk-except", "floor", "room-alias-by-label"])
    add(g, "turn off all lights on the first floor except 护理间", every(minus(F1_LIGHTS, lights_in("care")), OFF),
        ["bulk-except", "floor", "english", "code-mixed", "son"])
    add(g, "一层的灯全打开", every(F1_LIGHTS, ON), ["bulk-all", "floor", "category-by-name"])
    add(g, "楼上的灯全关了", every(F2_LIGHTS, OFF), ["bulk-all", "floor"])
    add(g, "二楼的灯全部打开", every(F2_LIGHTS, ON), ["bulk-all", "floor"])
    add(g, "2F的灯都关掉", every(F2_LIGHTS, OFF), ["bulk-all", "floor", "room-code"])
    add(g, "地下室的灯都关了", every(lights_in(*BASEMENT), OFF), ["bulk-all", "floor", "basement", "category-by-name"])
    add(g, "所有灯都关掉", every(LIGHTS, OFF), ["bulk-all", "category-by-name"])
    add(g, "全屋的灯都打开", every(LIGHTS, ON), ["bulk-all", "category-by-name"])
    add(g, "家里的灯除了夜灯都关了", every(minus(LIGHTS, NIGHTS), OFF), ["bulk-except", "exclude-type"])
    add(g, "除了床头灯，所有灯都关了", every(minus(LIGHTS, BEDSIDE), OFF), ["bulk-except", "exclude-type"])
    add(g, "一楼除了夜灯，灯全关", every(minus(F1_LIGHTS, NIGHTS), OFF), ["bulk-except", "exclude-type", "floor"])
    add(g, "客厅的灯全关", every(lights_in("liv"), OFF), ["bulk-all", "room", "category-by-name"])
    add(g, "客厅除了落地灯，灯都关了", every(minus(lights_in("liv"), ["L_floor"]), OFF),
        ["bulk-except", "exclude-name", "room"])
    add(g, "除了筒灯，客厅的灯全关了", every(minus(lights_in("liv"), L_DL), OFF), ["bulk-except", "exclude-name", "room"])
    add(g, "客厅筒灯全部调到30%", every(L_DL, LVL), ["bulk-all", "capability-subset", "level", "numbered"])
    add(g, "书房的灯全部调暗一点", every(lights_in("study"), LVL, STEP), ["bulk-all", "relative", "room"])
    add(g, "二楼除了书房，灯都关了", every(minus(F2_LIGHTS, lights_in("study")), OFF), ["bulk-except", "floor"])
    add(g, "所有空调都关了", every(ACS, OFF), ["bulk-all", "climate"])
    add(g, "一楼的空调都关掉", every(F1_ACS, OFF), ["bulk-all", "floor", "climate"])
    add(g, "除了护理间，一楼空调全关了", every(minus(F1_ACS, ["N_ac"]), OFF), ["bulk-except", "floor", "climate"])
    add(g, "除了爷爷奶奶屋，所有空调都关了", every(minus(ACS, ["E_ac"]), OFF), ["bulk-except", "room-alias", "climate"])
    add(g, "楼上的空调都调到26度", every(F2_ACS, COOLSP, HEATSP), ["bulk-all", "floor", "climate", "temperature"])
    add(g, "二楼空调全部打开制热", every(F2_ACS, TM_HEAT, TM_SET), ["bulk-all", "floor", "climate", "mode"])
    add(g, "所有窗帘都拉上", every(CURTAINS, SH_CLOSE), ["bulk-all", "cover"])
    add(g, "二楼的窗帘全部拉开", every(F2_CURTAINS, SH_OPEN), ["bulk-all", "floor", "cover"])
    add(g, "所有门锁都锁上", every(LOCKS, LOCK), ["bulk-all", "security"])
    add(g, "护理间全关了", every(in_rooms("care"), OFF), ["bulk-all", "room", "all-devices"])
    add(g, "护理间除了空调，别的都关了", every(minus(in_rooms("care"), ["N_ac"]), OFF),
        ["bulk-except", "exclude-type", "room", "all-devices"])
    add(g, "客房的灯和空调都关了", [every(lights_in("guest"), OFF), one("G_ac", OFF)],
        ["bulk-all", "room", "multi-command"])
    add(g, "院子的灯都打开", every(YARD_L, ON), ["bulk-all", "room", "category-by-name"])
    add(g, "庭院灯全关了", every(YARD_L, OFF), ["bulk-all", "numbered", "category-by-name"])
    add(g, "菜园的阀门都打开", every(GARDEN_VALVES, V_OPEN), ["bulk-all", "valve", "partial-name"])
    add(g, "能调色温的灯都调成暖光", every(LIGHTS, CT), ["bulk-all", "capability-subset", "color-temperature"])
    add(g, "所有灯调到百分之五十", every(LIGHTS, LVL), ["bulk-all", "capability-subset", "level", "numeral-zh"])
    add(g, "吸顶灯全部关掉", every(CEILINGS, OFF), ["bulk-all", "duplicate-label"])
    add(g, "床头灯都关了", every(BEDSIDE, OFF), ["bulk-all", "duplicate-label"])
    add(g, "一楼和二楼的空调都关了", every(F1_ACS + F2_ACS, OFF), ["bulk-all", "floor", "climate"])
    add(g, "随便开一个灯", one(LIGHTS, ON), ["quantifier-count"])
    add(g, "书房随便开两个射灯", one(SPOTS, ON), ["quantifier-count", "padded"])

    # ---------------------------------------------------------------- values
    g = "value"
    add(g, "客厅吸顶灯调到百分之六十", one("L_ceil", LVL), ["level", "numeral-zh", "duplicate-label"])
    add(g, "餐厅吊灯调亮一点", one("D_pend", LVL, STEP), ["level", "relative"])
    add(g, "奶奶床头灯调暗点", one("E_bedG", LVL, STEP), ["level", "relative"])
    add(g, "书房台灯调到最亮", one("St_desk", LVL), ["level"])
    add(g, "小夜灯调到百分之二十", one("E_night", LVL), ["level", "numeral-zh"])
    add(g, "白色台灯调暗一点", one("L_white", LVL, STEP), ["level", "relative", "color"])
    add(g, "书房主灯调成暖光", one("St_main", CT, CTSTEP), ["color-temperature"])
    add(g, "餐厅吊灯色温调到3000K", one("D_pend", CT), ["color-temperature", "kelvin"])
    add(g, "卧室吸顶灯调成暖白", one("E_ceil", CT, CTSTEP), ["color-temperature", "room-alias"])
    add(g, "灯带换成蓝色", one("D_strip", COLOR, HUE), ["color", "translation"])
    add(g, "儿子房间吸顶灯调成紫色", one("S_ceil", COLOR, HUE), ["color", "duplicate-label"])
    add(g, "客厅空调开制冷", one("L_ac", TM_COOL, TM_SET), ["climate", "mode"])
    add(g, "客厅空调制热", one("L_ac", TM_HEAT, TM_SET), ["climate", "mode", "no-verb"])
    add(g, "护理间空调调成除湿", one("N_ac", TM_SET), ["climate", "mode"])
    add(g, "客房空调开送风", one("G_ac", TM_SET), ["climate", "mode"])
    add(g, "老人房空调调成除湿", one("E_ac", ACM), ["climate", "mode", "room-alias-by-label"])
    add(g, "老人房空调开高风", one("E_ac", ACFAN), ["climate", "fan"])
    add(g, "客厅空调开制冷调到24度", [one("L_ac", TM_COOL, TM_SET), one("L_ac", COOLSP)],
        ["climate", "mode", "temperature", "multi-command", "two-actions"])
    add(g, "老人房空调制冷26度", [one("E_ac", ACM), one("E_ac", HEATSP)],
        ["climate", "mode", "temperature", "multi-command", "two-actions", "heating-setpoint-only"])
    add(g, "书房空调风速调大一点", one("St_ac", ACFAN, FANPCT), ["climate", "fan", "relative"])
    add(g, "Bedroom AC 风小一点", one("S_ac", ACFAN, FANPCT), ["climate", "fan", "relative", "english-label"])
    add(g, "客厅空调开自然风", one("L_ac", WIND), ["climate", "mode"])
    add(g, "护理间空调温度调高两度", one("N_ac", COOLSP, HEATSP), ["climate", "temperature", "relative", "numeral-zh"])
    add(g, "电风扇摇头", one("L_fan", OSC), ["fan", "oscillation"])
    add(g, "风扇别摇头了", one("L_fan", OSC), ["fan", "oscillation", "partial-name"])
    add(g, "电风扇风大一点", one("L_fan", ACFAN, FANPCT), ["fan", "relative"])
    add(g, "电风扇调到最小档", one("L_fan", ACFAN, FANPCT), ["fan"])
    add(g, "书房净化器开到睡眠模式", one("S_pur", PURMODE), ["air", "mode", "name-other-room"])
    add(g, "空气净化器风量开到最大", one("L_pur", PURMODE, FANPCT), ["air", "fan"])
    add(g, "客厅电视换到5台", one("L_tv", KEY), ["media", "channel"])
    add(g, "客厅电视下一个台", one("L_tv", NEXT, KEY), ["media", "channel"])
    add(g, "儿子房间电视暂停", one("S_tv", PAUSE), ["media", "duplicate-label"])
    add(g, "收音机声音大点", one("E_radio", VUP, VOL), ["media", "volume", "relative"])
    add(g, "收音机静音", one("E_radio", MUTE, SETMUTE), ["media", "mute"])
    add(g, "收音机取消静音", one("E_radio", UNMUTE, SETMUTE), ["media", "mute"])
    add(g, "收音机调到戏曲台", one("E_radio", PRESET), ["media", "preset"])
    add(g, "功放音量调到30", one("L_amp", VOL), ["media", "volume", "type-from-home"])
    add(g, "功放切到蓝牙", one("L_amp", INPUT), ["media", "input", "type-from-home"])
    add(g, "功放换到HDMI", one("L_amp", INPUT), ["media", "input", "type-from-home"])
    add(g, "功放静音", one("L_amp", MUTE, SETMUTE), ["media", "mute", "type-from-home"])
    add(g, "厨房小音箱下一首", one("K_spk", NEXT), ["media"])
    add(g, "Study Speaker 停一下", one("St_spk", PAUSE, STOP), ["media", "english-label", "no-switch"])
    add(g, "客厅窗帘开一半", one("L_cur", SH_LVL), ["cover", "level"])
    add(g, "卧室窗帘拉开一点", one("E_cur", SH_LVL, SH_STEP), ["cover", "relative", "room-alias"])
    add(g, "竹帘放下一半", one("B_bamboo", SH_LVL), ["cover", "level", "type-from-home"])
    add(g, "百叶帘角度调到30", one("St_blind", TILT), ["cover", "tilt", "type-from-home"])
    add(g, "客房窗帘停一下", one("G_cur", SH_PAUSE), ["cover"])
    add(g, "客厅窗帘拉到百分之三十", one("L_cur", SH_LVL), ["cover", "level", "numeral-zh"])
    add(g, "扫地机换成拖地模式", one("R_robot", MODE), ["appliance", "mode", "no-room"])
    add(g, "扫地机器人先停一下", one("R_robot", RVC_PAUSE), ["appliance", "no-room"])
    add(g, "热水器调到50度", one("X_wh", HEATSP), ["temperature", "water-heater"])
    add(g, "热水器开节能模式", one("X_wh", MODE), ["mode", "water-heater"])
    add(g, "浴霸调到28度", one("A_heater", HEATSP), ["temperature", "asr-label"])
    add(g, "浴霸换气", one("A_heater", FANMODE, TM_SET), ["mode", "asr-label"])
    add(g, "暖气调到22度", one("E_heat", HEATSP), ["temperature", "climate"])
    add(g, "洗衣机用快洗", one("B_washer", MODE), ["appliance", "mode"])
    add(g, "洗衣机加一次漂洗", one("B_washer", RINSE), ["appliance"])
    add(g, "微波炉热三分钟", one("K_micro", COOKTIME, OP_START), ["appliance", "duration"])
    add(g, "微波炉停了", one("K_micro", OP_STOP, OP_PAUSE), ["appliance"])
    add(g, "微波炉解冻", one("K_micro", MODE), ["appliance", "mode"])
    add(g, "喷灌开到一半", one("Y_spray", LEVEL), ["valve", "level", "type-from-home"])
    add(g, "大门开一下", one("L_lock", UNLOCK, UNLATCH), ["security"])
    add(g, "后门打开", one("K_backlock", UNLOCK), ["security"])
    add(g, "呼叫铃响一下试试", one("N_bell", CHIME, ALARM_BOTH), ["siren"])
    add(g, "按摩椅插座电量清零", one("L_massage", RESET_ENERGY), ["plug"])
    add(g, "冰箱开节能", one("K_fridge", MODE), ["appliance", "mode"])

    # ---------------------------------------------------------------- several commands / targets
    g = "multi"
    add(g, "打开书房台灯，再把风扇打开", [one("St_desk", ON), one("L_fan", ACFAN, FANPCT)],
        ["multi-command", "soft-inheritance", "no-switch"])
    add(g, "客厅吸顶灯关了，电视也关了", [one("L_ceil", OFF), one("L_tv", OFF)], ["multi-command", "room-carry"])
    add(g, "奶奶床头灯关了，小夜灯打开", [one("E_bedG", OFF), one("E_night", ON)], ["multi-command"])
    add(g, "把大门锁上，院门也锁了", [one("L_lock", LOCK), one("Y_gate", LOCK)], ["multi-target", "security"])
    add(g, "收音机打开，调到戏曲台", [one("E_radio", ON, PLAY), one("E_radio", PRESET)],
        ["multi-command", "two-actions", "media"])
    add(g, "关掉客厅空调，打开电风扇", [one("L_ac", OFF), one("L_fan", ACFAN, FANPCT)], ["multi-command", "climate"])
    add(g, "护理间空调开制热，调到25度", [one("N_ac", TM_HEAT, TM_SET), one("N_ac", HEATSP)],
        ["multi-command", "two-actions", "climate"])
    add(g, "微波炉热两分钟，电水壶也烧上", [one("K_micro", COOKTIME, OP_START), one("K_kettle", ON)],
        ["multi-command", "appliance", "asr-label"])
    add(g, "客房窗帘拉开，灯也打开", [one("G_cur", SH_OPEN, SH_LVL), one(lights_in("guest"), ON)],
        ["multi-command", "room-carry", "room-multi"])
    add(g, "打开功放，切到蓝牙", [one("L_amp", ON), one("L_amp", INPUT)], ["multi-command", "two-actions", "media"])
    add(g, "菜园阀门1和2都打开", [one("Y_v1", V_OPEN), one("Y_v2", V_OPEN)], ["multi-target", "numbered", "valve"])
    add(g, "热水器调到45度，然后把浴霸打开", [one("X_wh", HEATSP), one("A_heater", ON, TM_HEAT, TM_SET)],
        ["multi-command", "sequence", "asr-label"])
    add(g, "把书房窗帘拉上，投影幕布放下来", [one("St_blind", SH_CLOSE, SH_LVL), one("S_screen", SH_OPEN, SH_CLOSE)],
        ["multi-command", "type-from-home", "cover"])
    add(g, "电风扇开开，再让它摇头", [one("L_fan", ACFAN, FANPCT), one("L_fan", OSC)],
        ["multi-command", "two-actions", "fan", "oscillation"])

    # ---------------------------------------------------------------- conversation history
    g = "hist"
    add(g, "调亮一点", one("E_bedG", LVL, STEP), ["history", "reference", "relative"], history=["打开奶奶床头灯"])
    add(g, "声音小一点", one("E_radio", VDOWN, VOL), ["history", "reference", "volume"], history=["把收音机打开"])
    add(g, "再高一度", one("L_ac", COOLSP, HEATSP), ["history", "reference", "relative", "temperature"],
        history=["客厅空调调到25度"])
    add(g, "关掉", one("L_dl3", OFF), ["history", "reference", "implicit"], history=["打开筒灯3"])
    add(g, "筒灯4也开", one("L_dl4", ON), ["history", "also", "numbered"], history=["筒灯3打开"])
    add(g, "护理间的", one("N_ceil", OFF), ["history", "clarify-followup"], history=["吸顶灯关了"])
    add(g, "客厅那个", one("L_tv", ON), ["history", "clarify-followup", "grandpa"], history=["电匣子开开"])
    add(g, "楼上的", one("U_mirror", ON), ["history", "clarify-followup", "floor"], history=["镜前灯打开"])
    add(g, "一楼的", one(lights_in("acc"), ON), ["history", "clarify-followup", "floor", "room-multi"],
        history=["卫生间的灯打开"])
    add(g, "都开", every(DESK_LAMPS, ON), ["history", "clarify-followup", "bulk-all"], history=["台灯打开"])
    add(g, "儿子房间的", one("S_ac", ON), ["history", "clarify-followup", "climate"], history=["空调开一下"])
    add(g, "把它调成蓝色", one("D_strip", COLOR, HUE), ["history", "reference", "pronoun", "color"],
        history=["打开LED灯带"])
    add(g, "那个窗帘也拉上", one("G_cur", SH_CLOSE, SH_LVL), ["history", "room-carry", "cover"],
        history=["客房的吸顶灯关了"])
    add(g, "它锁了没有", one("K_backlock", ANY), ["history", "reference", "pronoun", "state-query", "security"],
        history=["后门锁一下"])
    add(g, "再大点声", one("L_amp", VUP, VOL), ["history", "reference", "relative", "volume"], history=["功放音量调到30"])
    add(g, "换成制热", one("N_ac", TM_HEAT, TM_SET), ["history", "reference", "mode"], history=["打开护理间空调"])
    add(g, "拖地吧", one("R_robot", MODE), ["history", "reference", "mode"], history=["扫地机器人开始扫地"])
    add(g, "让它摇头", one("L_fan", OSC), ["history", "reference", "pronoun", "oscillation"], history=["电风扇开一下"])
    add(g, "暂停一下", one("B_washer", OP_PAUSE), ["history", "reference", "appliance"], history=["洗衣机开始洗"])
    add(g, "再暗一点", one("St_desk", LVL, STEP), ["history", "reference", "relative"], history=["书房台灯调暗一点"])
    add(g, "关了吧", one("E_radio", OFF, PAUSE, STOP), ["history", "reference", "grandpa", "dialect"],
        history=["俺要听戏，把戏匣子开开"])
    add(g, "恁再给俺调大点声", one("E_radio", VUP, VOL), ["history", "reference", "grandpa", "dialect", "volume"],
        history=["戏匣子开开"])
    add(g, "do the same for 客房", every(lights_in("guest"), OFF), ["history", "english", "son", "bulk-all"],
        history=["turn off all the lights in 儿子房间"])
    add(g, "它也调到26度", one("G_ac", COOLSP, HEATSP), ["history", "also", "pronoun", "temperature"],
        history=["把护理间空调调到26度", "把客房空调打开"])
    add(g, "算了，不用开了", none(), ["none", "history", "cancellation"], history=["打开客厅空调"])

    # ---------------------------------------------------------------- stated needs
    g = "need"
    add(g, "卧室好热", one("E_ac", ON, ACM, HEATSP), ["colloquial-intent", "room-alias", "climate", "heating-setpoint-only"])
    add(g, "客厅好闷", one(["L_pur", "L_ac", "L_fan"], PURMODE, FANPCT, ON, ACFAN, TM_SET, WIND),
        ["colloquial-intent", "room", "air"])
    add(g, "客厅太暗了", one(lights_in("liv"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "书房太暗了，看不清字", one(lights_in("study"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "护理间有点冷", one("N_ac", ON, TM_HEAT, TM_SET, HEATSP), ["colloquial-intent", "room", "climate"])
    add(g, "爷爷奶奶屋里冷", one(["E_ac", "E_heat"], ON, ACM, HEATSP, TM_HEAT, TM_SET),
        ["colloquial-intent", "room-alias", "climate", "dialect"])
    add(g, "菜地干了", one(WATERING, V_OPEN, OP_START), ["colloquial-intent", "valve", "partial-name"])
    add(g, "厨房烟太大了", one("K_hood", FANMODE, FANPCT), ["colloquial-intent", "room", "no-switch"])
    add(g, "洗澡水不热", one("X_wh", HEATSP, MODE, TM_HEAT), ["colloquial-intent", "water-heater"])
    add(g, "卫生间太冷了", one("A_heater", ON, TM_HEAT, TM_SET, HEATSP),
        ["colloquial-intent", "room-alias", "alias-unique-device", "asr-label"])
    add(g, "地上好脏", one("R_robot", RVC_START), ["colloquial-intent", "unique-type", "no-room"])
    add(g, "儿子房间太亮了", one(["S_cur", "S_ceil", "S_bed"], SH_CLOSE, SH_LVL, OFF, LVL, STEP),
        ["colloquial-intent", "room", "cover"])
    add(g, "客厅空气不好", one("L_pur", PURMODE, FANPCT), ["colloquial-intent", "room", "air"])
    add(g, "储物间太潮了", one("C_dehum", ON), ["colloquial-intent", "room", "asr-label", "no-floor-room"])
    add(g, "书房好闷", one(["St_ac", "S_pur"], ON, ACFAN, FANPCT, TM_SET, PURMODE),
        ["colloquial-intent", "room", "name-other-room", "air"])
    add(g, "俺屋里热得慌", ask([], ON), ["colloquial-intent", "speaker-unknown", "clarify", "grandpa", "dialect"])

    # ---------------------------------------------------------------- state questions
    g = "state"
    add(g, "大门锁了没", one("L_lock", ANY), ["state-query", "security"])
    add(g, "药柜门关好没有", one("N_med", ANY), ["state-query", "security"])
    add(g, "有没有人摔倒", one(FALLS, ANY), ["state-query", "duplicate-label", "safety"])
    add(g, "卫生间里有人吗", one(["A_motion", "A_fall"], ANY), ["state-query", "room-alias"])
    add(g, "客厅有人没有", one("L_presence", ANY), ["state-query", "room"])
    add(g, "燃气漏没漏", one("K_gas", ANY), ["state-query", "security"])
    add(g, "燃气阀关好了没", one("K_gasvalve", ANY), ["state-query", "no-spec", "security"])
    add(g, "外面多少度", one("Y_th", ANY), ["state-query"])
    add(g, "下雨了没", one("Y_rain", ANY), ["state-query"])
    add(g, "菜地湿不湿", one("Y_soil", ANY), ["state-query", "partial-name"])
    add(g, "老人房现在几度", one(["E_th", "E_ac", "E_heat"], ANY), ["state-query", "room-alias-by-label", "temperature"])
    add(g, "车库门关了没有", one("P_door", ANY), ["state-query", "english-label", "security"])
    add(g, "阳台门关了吗", one("B_door", ANY), ["state-query", "no-floor-room"])
    add(g, "家里有没有漏水", one(LEAKS, ANY), ["state-query", "duplicate-label"])
    add(g, "紧急按钮有人按了吗", one(SOS, ANY), ["state-query", "partial-name", "safety"])
    add(g, "车库一氧化碳正常吗", one("P_co", ANY), ["state-query", "basement", "safety"])
    add(g, "热水器现在多少度", one("X_wh", ANY), ["state-query", "water-heater"])
    add(g, "储物间门关了没", one("C_door", ANY), ["state-query", "no-floor-room"])
    add(g, "冰箱门关好了吗", one("K_fridge", ANY), ["state-query", "appliance"])
    add(g, "智能床垫现在啥模式", one("E_bed", ANY), ["state-query", "no-spec"])

    # ---------------------------------------------------------------- the grandfather (Shandong speech)
    g = "grandpa"
    add(g, "恁把电匣子给俺开开，客厅那个", one("L_tv", ON), ["grandpa", "dialect", "synonym", "media"])
    add(g, "戏匣子开开，俺听会儿戏", one("E_radio", ON, PLAY, PRESET), ["grandpa", "dialect", "synonym", "media"])
    add(g, "把戏匣子调到唱戏的那个台", one("E_radio", PRESET), ["grandpa", "dialect", "synonym", "preset"])
    add(g, "戏匣子声儿太小了，大点，大点", one("E_radio", VUP, VOL),
        ["grandpa", "dialect", "synonym", "volume", "repetitive"])
    add(g, "夜来黑夜冻得慌，老人房的暖气给俺调高点", one("E_heat", HEATSP),
        ["grandpa", "dialect", "relative", "room-alias-by-label"])
    add(g, "俺要拉呱，把客厅空调关了，吵得慌", one("L_ac", OFF), ["grandpa", "dialect", "climate"])
    add(g, "按摩椅，按摩椅给俺开开", one("L_massage", ON), ["grandpa", "dialect", "repetitive", "plug"])
    add(g, "那个大门，大门锁上了不", one("L_lock", ANY), ["grandpa", "dialect", "repetitive", "state-query"])
    add(g, "爷爷床头灯开开", one("E_bedY", ON), ["grandpa", "dialect", "name"])
    add(g, "把门口那个灯，门口那个灯，关了吧", one("L_entry", OFF), ["grandpa", "repetitive", "position"])
    add(g, "俺去拉呱去了，把客厅的灯都关了", every(lights_in("liv"), OFF), ["grandpa", "dialect", "bulk-all"])
    add(g, "恁给俺瞅瞅，后门锁了没", one("K_backlock", ANY), ["grandpa", "dialect", "state-query", "security"])
    add(g, "咋这么热嘞，客厅", one(["L_ac", "L_fan"], ON, TM_COOL, TM_SET, COOLSP, ACFAN, FANPCT),
        ["grandpa", "dialect", "colloquial-intent", "climate"])
    add(g, "风扇给俺开开，热死了", one("L_fan", ACFAN, FANPCT), ["grandpa", "dialect", "no-switch", "fan"])
    add(g, "菜园子浇浇水", one(WATERING, V_OPEN, OP_START), ["grandpa", "dialect", "valve", "colloquial-intent"])
    add(g, "把喷灌开开，菜都旱了", one("Y_spray", V_OPEN, OP_START), ["grandpa", "dialect", "valve"])
    add(g, "电匣子换个台，客厅那个电匣子", one("L_tv", NEXT, KEY), ["grandpa", "dialect", "synonym", "channel"])
    add(g, "俺睡了，小夜灯给俺开着", one("E_night", ON), ["grandpa", "dialect"])
    add(g, "院门，院门锁上，锁上", one("Y_gate", LOCK), ["grandpa", "repetitive", "security"])
    add(g, "老人房空调开开，开开", one("E_ac", ON), ["grandpa", "repetitive", "climate"])

    # ---------------------------------------------------------------- the grandmother (colour / position)
    g = "grandma"
    add(g, "那个白的灯关了吧", one("L_white", OFF), ["grandma", "color", "partial-name"])
    add(g, "把白颜色那个台灯开开", one("L_white", ON), ["grandma", "color", "partial-name"])
    add(g, "门口那个灯给我开开", one("L_entry", ON), ["grandma", "position", "partial-name"])
    add(g, "窗户上那个白纱帘拉上", one("L_sheer", SH_CLOSE, SH_LVL), ["grandma", "translation", "cover"])
    add(g, "竹子那个帘子放下来", one("B_bamboo", SH_CLOSE, SH_LVL), ["grandma", "cover", "type-from-home"])
    add(g, "厨房那个小音箱放点歌", one("K_spk", PLAY, PRESET), ["grandma", "media", "position"])
    add(g, "烧水的那个开开", one("K_kettle", ON), ["grandma", "asr-label", "plug"])
    add(g, "饭桌上头那个灯开开", one("D_pend", ON), ["grandma", "position"])
    add(g, "床头那个按钮有人按了吗", one("E_button", ANY), ["grandma", "position", "state-query", "safety"])
    add(g, "俺那屋的窗帘拉上", ask([], SH_CLOSE), ["grandma", "speaker-unknown", "clarify"])

    # ---------------------------------------------------------------- the caregiver (practical Mandarin)
    g = "care"
    add(g, "把爷爷奶奶卧室的空调调到26度", one("E_ac", HEATSP), ["caregiver", "climate", "heating-setpoint-only"])
    add(g, "无障碍卫生间的浴霸打开", one("A_heater", ON, TM_HEAT, TM_SET), ["caregiver", "asr-label", "room"])
    add(g, "老人房的暖气调到23度", one("E_heat", HEATSP), ["caregiver", "climate", "room-alias-by-label"])
    add(g, "护理间的灯都关了", every(lights_in("care"), OFF), ["caregiver", "bulk-all", "room"])
    add(g, "奶奶床头灯开到最暗", one("E_bedG", LVL), ["caregiver", "level"])
    add(g, "把老人房窗帘拉开一半", one("E_cur", SH_LVL), ["caregiver", "cover", "room-alias-by-label"])
    add(g, "无障碍卫生间有没有漏水", one("A_leak", ANY), ["caregiver", "state-query", "duplicate-label"])
    add(g, "爷爷屋里的跌倒监测正常吗", one("E_fall", ANY), ["caregiver", "state-query", "duplicate-label", "room-alias"])
    add(g, "我出去买菜，扫地机器人开一下", one("R_robot", RVC_START), ["caregiver", "no-room"])
    add(g, "洗衣机换成床品模式，脱水800转", [one("B_washer", MODE), one("B_washer", SPIN)],
        ["caregiver", "appliance", "multi-command", "two-actions"])
    add(g, "奶奶要洗澡，热水器调到45度，浴霸先开着", [one("X_wh", HEATSP), one("A_heater", ON, TM_HEAT, TM_SET)],
        ["caregiver", "multi-command", "asr-label"])

    # ---------------------------------------------------------------- the son, remote, English / mixed
    g = "son"
    add(g, "把 grandma's bedroom 空调 set to 26", one("E_ac", HEATSP),
        ["son", "code-mixed", "english-room", "climate", "heating-setpoint-only"])
    add(g, "lock the front door", one("L_lock", LOCK), ["son", "english", "security"])
    add(g, "is the front door locked?", one("L_lock", ANY), ["son", "english", "state-query", "security"])
    add(g, "open the garage door", one("P_door", DOOR_OPEN), ["son", "english", "english-label"])
    add(g, "start the robot vacuum", one("R_robot", RVC_START), ["son", "english", "no-room"])
    add(g, "send the robot back to its dock", one("R_robot", RVC_HOME), ["son", "english", "no-room"])
    add(g, "water the vegetable garden", one(WATERING, V_OPEN, OP_START), ["son", "english", "valve"])
    add(g, "turn off the sprinkler", one("Y_spray", V_CLOSE, OP_STOP), ["son", "english", "valve", "translation"])
    add(g, "set the water heater to 45 degrees", one("X_wh", HEATSP), ["son", "english", "water-heater"])
    add(g, "turn on the living room AC, cooling mode", [one("L_ac", ON), one("L_ac", TM_COOL, TM_SET)],
        ["son", "english", "climate", "multi-command", "two-actions"])
    add(g, "Bedroom AC off", one("S_ac", OFF), ["son", "english", "english-label"])
    add(g, "Study Speaker volume 20", one("St_spk", VOL), ["son", "english", "english-label", "volume"])
    add(g, "close the sheer curtain", one("L_sheer", SH_CLOSE, SH_LVL), ["son", "english", "english-label", "cover"])
    add(g, "turn off the massage chair", one("L_massage", OFF), ["son", "english", "translation", "plug"])
    add(g, "is anyone in the living room?", one("L_presence", ANY), ["son", "english", "state-query"])
    add(g, "did grandpa fall? check the fall sensors", one(FALLS, ANY), ["son", "english", "state-query", "safety"])
    add(g, "帮我看下 kitchen 有没有漏水", one("K_leak", ANY), ["son", "code-mixed", "english-room", "state-query"])
    add(g, "把二楼所有 lights 关掉", every(F2_LIGHTS, OFF), ["son", "code-mixed", "bulk-all", "floor"])
    add(g, "turn off all the lights upstairs", every(F2_LIGHTS, OFF), ["son", "english", "bulk-all", "floor"])
    add(g, "close all curtains on the second floor", every(F2_CURTAINS, SH_CLOSE),
        ["son", "english", "bulk-all", "floor", "cover"])
    add(g, "lock all the doors", every(LOCKS, LOCK), ["son", "english", "bulk-all", "security"])
    add(g, "turn the heating in grandma's room up to 24", one(["E_heat", "E_ac"], HEATSP),
        ["son", "english", "english-room", "climate"])
    add(g, "mute the radio", one("E_radio", MUTE, SETMUTE), ["son", "english", "translation", "mute"])
    add(g, "turn on the porch light", one("L_entry", ON), ["son", "english", "translation"])
    add(g, "switch the amplifier to HDMI", one("L_amp", INPUT), ["son", "english", "translation", "input"])
    add(g, "basement lights on", every(lights_in(*BASEMENT), ON), ["son", "english", "bulk-all", "basement"])
    add(g, "把 living room 的 purifier 开到 auto", one("L_pur", PURMODE), ["son", "code-mixed", "air", "mode"])
    add(g, "is the gas valve closed?", one("K_gasvalve", ANY), ["son", "english", "state-query", "no-spec"])

    # ---------------------------------------------------------------- Traditional characters
    g = "trad"
    add(g, "打開客廳的燈", one(lights_in("liv"), ON), ["traditional", "room-multi"])
    add(g, "把書房檯燈關掉", one("St_desk", OFF), ["traditional", "name"])
    add(g, "護理間的冷氣開到26度", one("N_ac", COOLSP, HEATSP), ["traditional", "climate", "synonym"])
    add(g, "客房窗簾拉上", one("G_cur", SH_CLOSE, SH_LVL), ["traditional", "cover"])
    add(g, "熱水器調到50度", one("X_wh", HEATSP), ["traditional", "water-heater"])
    add(g, "樓上的燈全部關掉", every(F2_LIGHTS, OFF), ["traditional", "bulk-all", "floor"])

    # ---------------------------------------------------------------- speech-recognition slips in the request
    g = "asr"
    add(g, "打开筒等3", one("L_dl3", ON), ["asr-homophone", "numbered"])
    add(g, "把收因机关了", one("E_radio", OFF, PAUSE, STOP), ["asr-homophone", "media"])
    add(g, "电风善开一下", one("L_fan", ACFAN, FANPCT), ["asr-homophone", "no-switch"])
    add(g, "浴八打开", one("A_heater", ON, TM_HEAT, TM_SET), ["asr-homophone", "asr-label"])
    add(g, "功方切到蓝牙", one("L_amp", INPUT), ["asr-homophone", "input"])
    add(g, "竹莲放下来", one("B_bamboo", SH_CLOSE, SH_LVL), ["asr-homophone", "cover"])
    add(g, "电水壶开一下", one("K_kettle", ON), ["asr-label", "plug"])
    add(g, "后门所上", one("K_backlock", LOCK), ["asr-homophone", "security"])
    add(g, "扫地鸡器人回去充电", one("R_robot", RVC_HOME), ["asr-homophone", "no-room"])
    add(g, "投影目布放下来", one("S_screen", SH_OPEN, SH_CLOSE), ["asr-homophone", "cover"])
    add(g, "把客厅空调调到二十四杜", one("L_ac", COOLSP, HEATSP), ["asr-homophone", "temperature", "numeral-zh"])

    # ---------------------------------------------------------------- conditions (labelled as the action)
    g = "cond"
    add(g, "等俺睡着了把戏匣子关了", one("E_radio", OFF, PAUSE, STOP), ["condition", "grandpa", "synonym"])
    add(g, "天黑了把院子的灯都打开", every(YARD_L, ON), ["condition", "bulk-all", "category-by-name"])
    add(g, "要是下雨就把喷灌关了", one("Y_spray", V_CLOSE, OP_STOP), ["condition", "valve"])
    add(g, "半小时以后把电热毯关了", one("N_blanket", OFF), ["condition", "plug"])
    add(g, "奶奶起夜的时候把小夜灯打开", one("E_night", ON), ["condition"])
    add(g, "if it rains, close the garden valves", every(GARDEN_VALVES, V_CLOSE), ["condition", "english", "son", "bulk-all"])

    # ---------------------------------------------------------------- long transcripts ending in a request
    g = "ramble"
    add(g, "俺跟恁说啊，夜来俺跟老李头在楼下拉呱，拉了一后晌，说他家孙子考上大学了，俺寻思着俺孙子也快了，"
           "哎，那个啥，人老了就是记不住事，恁把客厅那个电匣子给俺开开，俺看会儿新闻",
        one("L_tv", ON), ["long-ramble", "grandpa", "dialect", "synonym"])
    add(g, "hey so I just landed in Toronto, it's like 6am here, mom said the house was freezing last night, "
           "can you bump the heating in grandma's bedroom to 24",
        one(["E_heat", "E_ac"], HEATSP), ["long-ramble", "son", "english", "climate"])
    add(g, "今天爷爷血压正常，奶奶中午吃了半碗饭，下午睡了一觉，药都按时吃了，我现在去买菜，"
           "你帮我把扫地机器人开一下",
        one("R_robot", RVC_START), ["long-ramble", "caregiver", "no-room"])
    add(g, "哎呀这天儿，一会儿冷一会儿热的，俺那个腰也疼，孩子他爸又不在家，啥也不懂，那个白的灯给俺开开",
        one("L_white", ON), ["long-ramble", "grandma", "color"])

    # ---------------------------------------------------------------- nothing to do
    g = "none"
    for q, tags in [
        ("今天济南天气咋样", ["weather", "dialect"]),
        ("明天下雨不", ["weather"]),
        ("你好", ["chit-chat"]),
        ("谢谢恁", ["chit-chat", "dialect"]),
        ("俺跟恁拉呱拉呱", ["chit-chat", "dialect", "grandpa"]),
        ("管，就这么着吧", ["remark", "dialect", "grandpa"]),
        ("中午吃啥", ["chit-chat", "dialect"]),
        ("孙子啥时候回来", ["world-question", "dialect", "grandma"]),
        ("哈哈哈哈", ["chit-chat"]),
        ("asdfgh", ["gibberish"]),
        ("嗯嗯", ["filler"]),
        ("啊？恁说啥？", ["filler", "dialect"]),
        ("🙂", ["emoji"]),
        ("what time is it in Jinan", ["world-question", "english", "son"]),
        ("thanks, that's all", ["chit-chat", "english", "son"]),
        ("不管不管，空调别开", ["negation", "dialect", "grandpa"]),
        ("别关灯", ["negation"]),
        ("灯先别动", ["negation"]),
        ("俺不看电视了，不用开", ["negation", "grandpa"]),
        ("算了，不开了", ["cancellation"]),
        ("济南哪家把子肉好吃", ["world-question"]),
        ("趵突泉今天人多不多", ["world-question"]),
        ("降压药一天吃几回", ["world-question", "caregiver"]),
        ("how are mom and dad doing today", ["chit-chat", "english", "son"]),
        ("这个东西咋用啊", ["world-question", "dialect", "grandma"]),
    ]:
        add(g, q, none(), ["none", *tags])

    return C


# --------------------------------------------------------------------------- output
def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def render():
    home = json.dumps(build_home(), ensure_ascii=False, indent=2) + "\n"
    spec = "".join(dumps(l) + "\n" for l in build_spec())
    cases = "".join(dumps(c) + "\n" for c in build_cases())
    return {"home.json": home, "spec.jsonl": spec, "cases.jsonl": cases}


def write():
    out = render()
    for name, text in out.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print("wrote", ", ".join(out.keys()))


# --------------------------------------------------------------------------- check
def check() -> int:
    errors = []
    fresh = render()
    for name, text in fresh.items():
        p = HERE / name
        if not p.exists():
            errors.append(f"{name}: missing")
        elif p.read_text(encoding="utf-8") != text:
            errors.append(f"{name}: differs from what build.py generates (run python build.py)")
    try:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
        cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    except Exception as exc:  # invalid JSON or missing file
        print("INVALID JSON:", exc)
        return 1

    room_ids = [r["roomId"] for r in home["rooms"]]
    if len(set(room_ids)) != len(room_ids):
        errors.append("duplicate roomId")
    dev_ids = [d["deviceId"] for d in home["items"]]
    if len(set(dev_ids)) != len(dev_ids):
        errors.append("duplicate deviceId")
    devices = {d["deviceId"]: d for d in home["items"]}
    spec_ids = [s["profileId"] for s in spec]
    if len(set(spec_ids)) != len(spec_ids):
        errors.append("duplicate profileId in spec")
    spec_cmds = {s["profileId"]: [c["id"] for c in s["capabilities"]] for s in spec}
    for pid, ids in spec_cmds.items():
        if len(set(ids)) != len(ids):
            errors.append(f"{pid}: duplicate command id")
        for cid in ids:
            if not cid.startswith("main-") or cid.split("-")[1] in ("refresh", "firmwareUpdate"):
                errors.append(f"{pid}: bad command {cid}")

    # real-profile fidelity
    by_key = {uid("device", k): k for k in ORDER}
    for d in home["items"]:
        k = by_key.get(d["deviceId"])
        if k is None:
            errors.append(f"unknown device {d['deviceId']}")
            continue
        info = DEV[k]
        prof = PROFILES[(info["driver"], info["profile"])]
        main = [c for c in d["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            errors.append(f"{k}: capabilities differ from profile")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            errors.append(f"{k}: categories differ from profile")
        if d["name"] != info["profile"] or d["profile"]["id"] != profile_id(info["driver"], info["profile"]):
            errors.append(f"{k}: name/profile id")
    # every spec command comes from a capability of that profile and capabilities.json, with its real ranges
    pid_to_prof = {profile_id(DEV[k]["driver"], DEV[k]["profile"]): PROFILES[(DEV[k]["driver"], DEV[k]["profile"])]
                   for k in ORDER}
    for s in spec:
        prof = pid_to_prof.get(s["profileId"])
        if prof is None:
            errors.append(f"spec line for a profile no device uses: {s['profileId']}")
            continue
        for c in s["capabilities"]:
            _, cap, cmd = c["id"].split("-", 2)
            if cap not in prof["capabilities"] or cap not in CAPS:
                errors.append(f"{s['profileId']}: {c['id']} capability not on the profile")
                continue
            cdef = next((x for x in CAPS[cap]["commands"] if x["name"] == cmd), None)
            if cdef is None:
                errors.append(f"{s['profileId']}: {c['id']} not a command of {cap}")
                continue
            req = [a for a in cdef["arguments"] if not a.get("optional")]
            if req:
                a = req[0]
                vr = c.get("value_range")
                lo, hi = a.get("minimum"), a.get("maximum")
                if vr and lo is not None and hi is not None and not (lo <= vr["min"] <= vr["max"] <= hi):
                    errors.append(f"{s['profileId']}: {c['id']} range {vr} outside {lo}..{hi}")
                if "enum" in a:
                    for v in c.get("value_list", []):
                        if v["value"] not in a["enum"]:
                            errors.append(f"{s['profileId']}: {c['id']} value {v['value']} not in enum")
            elif "value_range" in c or "value_list" in c:
                errors.append(f"{s['profileId']}: {c['id']} has values but no argument")
    used = {d["profile"]["id"] for d in home["items"]}
    missing = sorted(used - set(spec_cmds))
    want_missing = sorted(profile_id(d, n) for d, n in OMITTED_PROFILES)
    if missing != want_missing:
        errors.append(f"profiles missing from spec: {missing}, intended {want_missing}")

    # cases
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate case ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))
    missing_pids = set(missing)
    for c in cases:
        cid = c["id"]
        for field in ("id", "home", "query", "expect", "tags"):
            if field not in c:
                errors.append(f"{cid}: missing {field}")
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home")
        if not c["expect"]:
            errors.append(f"{cid}: empty expect")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a list of strings")
        for i, e in enumerate(c["expect"]):
            where = f"{cid}[{i}]"
            mode = e.get("mode")
            if set(e) != {"devices", "capabilities", "mode"}:
                errors.append(f"{where}: keys {sorted(e)}")
            if mode == "none":
                if e != {"devices": [], "capabilities": [], "mode": "none"}:
                    errors.append(f"{where}: none shape")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{where}: mode {mode}")
                continue
            if len(set(e["devices"])) != len(e["devices"]):
                errors.append(f"{where}: duplicate devices")
            for dv in e["devices"]:
                if dv not in devices:
                    errors.append(f"{where}: device {dv} not in home")
            if mode in ("one", "all") and not e["devices"]:
                errors.append(f"{where}: no devices")
            caps = e["capabilities"]
            if not caps:
                errors.append(f"{where}: no capabilities")
            if caps == ["*"]:
                continue
            if "*" in caps:
                errors.append(f"{where}: '*' mixed with commands")
            for dv in e["devices"]:
                if dv in devices and devices[dv]["profile"]["id"] in missing_pids:
                    errors.append(f"{where}: device {by_key.get(dv)} has no spec line; only ['*'] is allowed")
                    continue
                pc = spec_cmds.get(devices[dv]["profile"]["id"]) if dv in devices else None
                if pc is None:
                    continue
                have = [x for x in caps if x in pc]
                if mode == "all" and len(have) != len(caps):
                    errors.append(f"{where}: device {by_key.get(dv)} lacks {sorted(set(caps) - set(have))}")
                if mode in ("one", "clarify") and not have:
                    errors.append(f"{where}: device {by_key.get(dv)} supports none of {caps}")
            for x in caps:
                if e["devices"]:
                    if not any(x in (spec_cmds.get(devices[dv]["profile"]["id"]) or []) for dv in e["devices"]
                               if dv in devices):
                        errors.append(f"{where}: command {x} on none of the devices")
                elif not any(x in v for v in spec_cmds.values()):
                    errors.append(f"{where}: command {x} unknown")
    # mode all: exact in-scope sets are recomputed from the scopes written in build_cases()
    for (cid, i), (scope, caps, _devs) in ALL_SCOPES.items():
        want = [uid("device", k) for k in scope if all(supports(k, x) for x in caps)]
        case = next((c for c in cases if c["id"] == cid), None)
        if case is None:
            errors.append(f"{cid}: scope for a missing case")
            continue
        got = case["expect"][i]
        if got["mode"] != "all" or sorted(got["devices"]) != sorted(want):
            errors.append(f"{cid}[{i}]: mode all devices are not exactly the in-scope devices supporting {caps}")
    n_all = sum(1 for c in cases for e in c["expect"] if e["mode"] == "all")
    if n_all != len(ALL_SCOPES):
        errors.append(f"{n_all} mode-all entries but {len(ALL_SCOPES)} scopes")

    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print(" -", e)
        return 1
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print(f"OK: {len(home['rooms'])} rooms, {len(home['items'])} devices, {len(spec)} spec lines "
          f"({len(missing)} profiles left out: {', '.join(missing)}), {len(cases)} cases; entries by mode: "
          + ", ".join(f"{m} {n}" for m, n in sorted(modes.items())))
    return 0


def stats():
    cases = build_cases()
    home = build_home()
    spec = build_spec()
    print("rooms", len(home["rooms"]), "devices", len(home["items"]), "spec lines", len(spec),
          "distinct profiles", len({(d, p) for _k, _l, _r, d, p in DEVICES}))
    ncmd = sum(len(s["capabilities"]) for s in spec)
    eng = sum(1 for s in spec for c in s["capabilities"] if all(ord(ch) < 128 for ch in c["description"]))
    nval = sum(len(c.get("value_list", [])) for s in spec for c in s["capabilities"])
    engv = sum(1 for s in spec for c in s["capabilities"] for v in c.get("value_list", [])
               if all(ord(ch) < 128 for ch in v["description"]))
    print(f"spec commands {ncmd}, english {eng}; value_list entries {nval}, english {engv}")
    room_counts = Counter(DEV[k]["room"] for k in ORDER)
    for rk, rn in ROOMS:
        print(f"  room {rn!r}: {room_counts[rk]}")
    print("  no room:", room_counts[None], " deleted room:", room_counts[DELETED_ROOM])
    print("lights", len(LIGHTS), "1F lights", len(F1_LIGHTS), "2F lights", len(F2_LIGHTS))
    print("cases", len(cases), "entries", sum(len(c["expect"]) for c in cases))
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("entries by mode", dict(modes))
    print("multi-entry cases", sum(1 for c in cases if len(c["expect"]) > 1),
          "with history", sum(1 for c in cases if c.get("history")))
    cmode = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    print("cases by mode set", dict(cmode))
    groups = Counter(c["id"].split("-")[1] for c in cases)
    print("groups", dict(groups))
    tags = Counter(t for c in cases for t in c["tags"])
    print("tags", ", ".join(f"{t} {n}" for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0]))))
    print("categories", dict(Counter(category_of(k) for k in ORDER).most_common()))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    if "--stats" in sys.argv:
        stats()
        sys.exit(0)
    write()
