#!/usr/bin/env python3
"""Blind evaluation set "nanchang": a three-generation family's top-floor duplex (复式) in Nanchang.

    python build.py            write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check    re-validate the files on disk (and that they match this script)
    python build.py --stats    print the counts quoted in README.md

The flat's lower floor (一楼) holds the living room, dining room, kitchen, the grandparents'
room, a bathroom and the laundry balcony; the upper floor (二楼) the parents' bedroom and
en-suite, the study, the teenager's room, the toddler's room, a hallway and a balcony. Stairs
lead up to a rooftop garden (楼顶花园); the family also owns a parking space and a storage room
in the building's basement (负一楼 / B1). Every device copies the categories and the
main-component capabilities of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command in spec.jsonl comes from
shared/data/smartthings/capabilities.json. Labels and labelling rules: README.md.
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
NS = uuid.UUID("8c2e4f1a-7d35-4b9e-b0a6-5e13c9d7f248")


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
    return str(uuid.uuid5(NS, f"nanchang/{kind}/{key}"))


LOCATION_ID = uid("location", "fushi")

# --------------------------------------------------------------------------- rooms
ROOMS = [
    ("living", "一楼客厅"),
    ("dining", "1F餐厅"),
    ("kitchen", "一层厨房"),
    ("elder", "1楼老人房"),
    ("bath1", "一楼卫生间"),
    ("balc1", "1F阳台"),
    ("master", "二层主卧"),
    ("mbath", "二楼主卫"),
    ("study", "2F书房"),
    ("teen", "二楼儿童房"),
    ("baby", "2F宝宝房"),
    ("hall", "2楼走廊"),
    ("balc2", "2F阳台"),
    ("roof", "楼顶花园"),
    ("garage", "负一楼车库"),
    ("storage", "B1杂物间"),
]
ROOM_NAME = dict(ROOMS)
DELETED_ROOM = "stairs_deleted"  # roomId of a deleted room ("楼梯"); not in rooms

FLOOR1 = ["living", "dining", "kitchen", "elder", "bath1", "balc1"]      # 一楼 / 1F / 一层 / 1楼
FLOOR2 = ["master", "mbath", "study", "teen", "baby", "hall", "balc2"]   # 二层 / 二楼 / 2F / 2楼
ROOF = ["roof"]                                                          # 楼顶花园, no floor number
BASEMENT = ["garage", "storage"]                                         # 负一楼 / B1
BEDROOMS = ["elder", "master", "teen", "baby"]                           # the four rooms people sleep in

# --------------------------------------------------------------------------- devices
# key, label, room key (None = no roomId), driver (last path part), profile name
DEVICES = [
    # 一楼客厅
    ("L_dl1", "筒灯1", "living", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("L_dl2", "筒灯2", "living", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("L_dl3", "筒灯3", "living", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("L_dl4", "筒灯4", "living", "zigbee-switch", "on-off-level"),
    ("L_dl5", "筒灯5", "living", "zigbee-switch", "on-off-level"),
    ("L_dl6", "筒灯6", "living", "zigbee-switch", "on-off-level"),
    ("L_chand", "水晶吊灯", "living", "zwave-switch", "qubino-flush2-relay"),
    ("L_huego", "Hue Go", "living", "philips-hue", "white-and-color-ambiance"),
    ("L_strip", "灯带", "living", "zigbee-switch", "rgbw-bulb-2200K-5000K"),
    ("L_ac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner"),
    ("L_floor", "地暖", "living", "matter-thermostat", "thermostat-heating-only-nobattery"),
    ("L_tv", "电视", "living", "matter-media", "media-video-player"),
    ("L_sonos", "Sonos Beam", "living", "sonos", "sonos-player"),
    ("L_proj", "投影仪", "living", "matter-switch", "plug-power"),
    ("L_screen", "投影幕布", "living", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("L_cur", "窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("L_sheer", "纱帘", "living", "matter-window-covering", "window-covering"),
    ("L_dyson", "Dyson", "living", "matter-thermostat", "air-purifier-hepa-ac-rock"),
    ("L_scene", "关掉所有灯", "living", "zwave-virtual-momentary-switch", "switch-momentary"),
    ("L_lock", "大门锁", "living", "matter-lock", "lock-user-pin"),
    ("L_bell", "门铃", "living", "zwave-siren", "aeotec-doorbell-siren"),
    ("L_contact", "大门门磁", "living", "zigbee-contact", "contact-battery-profile"),
    ("L_th", "客厅温湿度", "living", "matter-sensor", "temperature-humidity"),
    # 1F餐厅
    ("D_pend", "餐厅吊灯", "dining", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("D_sp1", "射灯一", "dining", "matter-switch", "light-level"),
    ("D_sp2", "射灯二", "dining", "matter-switch", "light-level"),
    ("D_wine", "酒柜灯", "dining", "zigbee-switch", "basic-switch"),
    ("D_water", "饮水机", "dining", "zigbee-switch", "switch-power-2"),
    ("D_fan", "吊扇", "dining", "zigbee-fan", "fan-light"),
    # 一层厨房
    ("K_light", "厨房灯", "kitchen", "zigbee-switch", "on-off-bulb"),
    ("K_cab", "橱柜灯带", "kitchen", "zigbee-switch", "switch-level"),
    ("K_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood-wind-light"),
    ("K_fridge", "冰箱", "kitchen", "matter-appliance", "refrigerator-freezer-tn"),
    ("K_dish", "洗碗机", "kitchen", "matter-appliance", "dishwasher"),
    ("K_gas", "燃气报警器", "kitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("K_leak", "厨房水浸", "kitchen", "matter-sensor", "leak-battery"),
    ("K_rice", "电饭煲", "kitchen", "zigbee-switch", "switch-power-smartplug"),
    ("K_wh", "小厨宝", "kitchen", "matter-thermostat", "water-heater-power-energy-powerConsumption"),
    # 1楼老人房
    ("E_ceil", "吸顶灯", "elder", "zigbee-switch", "on-off-level"),
    ("E_bed", "床头灯", "elder", "zigbee-switch", "color-temp-bulb"),
    ("E_night", "起夜灯", "elder", "zigbee-switch", "on-off-level-motion-sensor"),
    ("E_ac", "空调", "elder", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("E_floor", "地暖", "elder", "zigbee-thermostat", "thermostat-fanless-heating-no-fw"),
    ("E_fan", "老风扇", "elder", "zwave-switch", "smartplug-binary"),
    ("E_tv", "电视", "elder", "matter-media", "media-video-speaker"),
    ("E_radio", "收音机", "elder", "matter-media", "media-speaker"),
    ("E_cur", "窗帘", "elder", "zigbee-window-treatment", "window-treatment-profile"),
    ("E_blanket", "电热毯", "elder", "zigbee-switch", "switch-power-energy"),
    ("E_button", "紧急按钮", "elder", "zigbee-button", "aqara-single-button-mode"),
    ("E_dehum", "除湿机", "elder", "matter-switch", "plug-binary"),
    # 一楼卫生间
    ("B_mirror", "镜前灯", "bath1", "matter-switch", "light-binary"),
    ("B_heater", "浴霸", "bath1", "zigbee-switch", "switch-smart-bath-heater-laisiao"),
    ("B_exh", "排气扇", "bath1", "zwave-switch", "switch-binary"),
    ("B_wh", "热水器", "bath1", "matter-thermostat", "water-heater"),
    ("B_leak", "卫生间水浸", "bath1", "zigbee-water-leak-sensor", "water-battery"),
    # 1F阳台 (laundry, the cat's corner)
    ("A_light", "阳台灯", "balc1", "zigbee-switch", "on-off-bulb"),
    ("A_washer", "洗衣机", "balc1", "matter-appliance", "laundry-washer-tl"),
    ("A_dryer", "烘干机", "balc1", "matter-appliance", "laundry-dryer-tl"),
    ("A_rack", "晾衣价", "balc1", "zigbee-window-treatment", "window-shade-only"),
    ("A_feeder", "胖橘的饭碗", "balc1", "aqara-feeder", "aqara-pet-feeder"),
    ("A_fountain", "猫咪引水机", "balc1", "zigbee-switch", "basic-plug"),
    # 二层主卧
    ("M_ceil", "吸顶灯", "master", "matter-switch", "light-level-colorTemperature"),
    ("M_bed", "床头灯", "master", "zigbee-switch", "aqara-led-bulb"),
    ("M_mirror", "化妆镜灯", "master", "matter-switch", "plug-binary"),
    ("M_ac", "主卧空调", "master", "deepsmart", "Ac.v1"),
    ("M_floor", "地暖", "master", "tuya-zigbee", "thermostat"),
    ("M_cur", "窗帘", "master", "zigbee-window-treatment", "window-treatment-battery"),
    ("M_dehum", "除湿机", "master", "matter-switch", "plug-energy-powerConsumption"),
    # 二楼主卫
    ("MB_heater", "浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater"),
    ("MB_light", "主卫灯", "mbath", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("MB_exh", "排气扇", "mbath", "britzyhub", "vent"),
    ("MB_leak", "主卫水浸", "mbath", "matter-sensor", "leak"),
    # 2F书房 (the mother works from home here)
    ("S_lamp", "Yeelight", "study", "zigbee-switch", "color-temp-bulb-2700K-5000K"),
    ("S_light", "书房灯", "study", "matter-switch", "light-level-energy-powerConsumption"),
    ("S_shelf", "书架灯带", "study", "matter-switch", "switch-level-colorTemperature"),
    ("S_ac", "空调", "study", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("S_fan", "Mi Fan", "study", "matter-thermostat", "fan-rock-wind"),
    ("S_blind", "百叶帘", "study", "matter-window-covering", "window-covering-tilt"),
    ("S_printer", "打印机", "study", "zigbee-switch", "switch-power-energy-consumption-report"),
    # 二楼儿童房 (the teenager's room, named when he was small)
    ("T_ceil", "吸顶灯", "teen", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("T_nano", "Nanoleaf", "teen", "matter-switch", "light-color-level"),
    ("T_desk", "书房台灯", "teen", "matter-switch", "light-level-power"),
    ("T_ac", "空调", "teen", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("T_ps5", "PS5插座", "teen", "matter-switch", "plug-power-energy-powerConsumption"),
    ("T_cur", "窗帘", "teen", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("T_jbl", "JBL", "teen", "jbl", "jbl"),
    # 2F宝宝房 (the toddler)
    ("Y_top", "顶灯", "baby", "zigbee-switch", "color-temp-bulb-2200K-4000K"),
    ("Y_moon", "小月亮", "baby", "zigbee-switch", "color-bulb"),
    ("Y_night", "小夜灯", "baby", "zwave-switch", "smartplug-switch-2"),
    ("Y_cam", "宝宝监控", "baby", "matter-switch", "camera"),
    ("Y_hum", "加湿气", "baby", "zigbee-switch", "switch-power-energy-consumption-report-aqara-t1"),
    ("Y_floor", "地暖", "baby", "matter-thermostat", "thermostat-humidity-heating-only-nostate-nobattery"),
    ("Y_ac", "宝宝房空调", "baby", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("Y_pur", "净化器", "baby", "matter-thermostat", "air-purifier-hepa-aqs-pm25-meas"),
    ("Y_cur", "遮光帘", "baby", "zigbee-window-treatment", "window-treatment-hanssem"),
    ("Y_th", "宝宝房温湿度", "baby", "zigbee-humidity-sensor", "humidity-temperature"),
    ("Y_spk", "哄睡音箱", "baby", "samsung-audio", "samsung-audio"),
    # 2楼走廊
    ("H_light", "走廊灯", "hall", "matter-switch", "light-level-motion"),
    ("H_night", "感应夜灯", "hall", "zwave-sensor", "motion-light"),
    ("H_smoke", "烟感", "hall", "zigbee-smoke-detector", "smoke-battery"),
    ("H_motion", "走廊人体", "hall", "zigbee-motion-sensor", "motion-battery-aqara"),
    # 2F阳台
    ("U_light", "阳台灯", "balc2", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("U_shade", "遮阳帘", "balc2", "tuya-zigbee", "window-treatment-reverse"),
    ("U_contact", "阳台门磁", "balc2", "zigbee-contact", "contact-battery-temperature"),
    # 楼顶花园
    ("R_l1", "庭院灯1", "roof", "matter-switch", "light-power"),
    ("R_l2", "庭院灯2", "roof", "matter-switch", "light-power"),
    ("R_string", "灯串", "roof", "philips-hue", "plug"),
    ("R_spr", "喷灌", "roof", "matter-switch", "irrigation-system"),
    ("R_drip", "花坛滴灌", "roof", "matter-switch", "water-valve-level"),
    ("R_veg", "菜地水阀", "roof", "zigbee-valve", "valve-battery-powerSource"),
    ("R_pump", "鱼池水泵", "roof", "matter-pump", "pump-only"),
    ("R_cam", "花园摄像头", "roof", "matter-switch", "camera"),
    ("R_soil", "土壤湿度计", "roof", "matter-sensor", "soil-sensor-battery"),
    ("R_rain", "雨感", "roof", "matter-sensor", "rain-battery"),
    ("R_awning", "遮阳棚", "roof", "zwave-window-treatment", "base-window-treatment"),
    # 负一楼车库
    ("G_light", "车库灯", "garage", "zigbee-switch", "switch-led-intensity"),
    ("G_door", "车库门", "garage", "zwave-garage-door-opener", "base-garage-door"),
    ("G_cam", "车库摄像头", "garage", "matter-switch", "camera"),
    ("G_siren", "警报器", "garage", "zigbee-siren", "switch-alarm-generic-siren-7"),
    # B1杂物间
    ("X_light", "灯", "storage", "matter-switch", "light-power-energy-powerConsumption"),
    ("X_dehum", "阳台除湿机", "storage", "zwave-switch", "smartplug-switch-power-energy"),
    ("X_leak", "杂物间水浸", "storage", "matter-sensor", "leak-battery-fault"),
    ("X_lock", "杂物间门锁", "storage", "zigbee-lock", "lock-battery"),
    ("X_freezer", "冰柜", "storage", "zwave-switch", "zooz-zen05-plug"),
    # deleted room / no room
    ("Z_stair", "楼梯灯", DELETED_ROOM, "zigbee-switch", "aqara-switch-module-no-power"),
    ("Z_robot", "Roborock", None, "matter-rvc", "rvc-clean-mode"),
    ("Z_plug", "智能插座", None, "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist in home.json).
OMITTED_PROFILES = {
    ("matter-appliance", "refrigerator-freezer-tn"),
    ("zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
}

# Relays and plugs whose label names a lamp: lights (README "What counts as a light").
# The momentary switch "关掉所有灯" carries 灯 in its label but is a scene button, not a lamp.
NOT_A_LIGHT = {"L_scene"}

TRANSPORT = {
    "zigbee": "ZIGBEE", "zwave-virtual": "VIRTUAL", "zwave": "ZWAVE", "matter": "MATTER",
    "philips-hue": "LAN", "sonos": "LAN", "samsung-audio": "LAN", "jbl": "LAN", "deepsmart": "LAN",
    "aqara-bath-heater": "ZIGBEE", "aqara-feeder": "ZIGBEE", "britzyhub": "LAN", "tuya-zigbee": "ZIGBEE",
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
            key = (p["driver"].split("/")[-1], p["name"])
            assert key not in out, f"ambiguous profile key {key}"
            out[key] = p
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
    "switch.on": ("打开", "turn on"),
    "switch.off": ("关闭", "turn off"),
    "switchLevel.setLevel": ("设置亮度（百分比）", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度加减一档，正数调亮负数调暗", "step brightness up or down"),
    "colorControl.setColor": ("设置颜色", "set color"),
    "colorControl.setHue": ("设置色调", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("设置色温（K，越低越暖黄）", "set color temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温调冷/调暖一点",
                                                                    "step color temperature by percent"),
    "windowShade.open": ("打开/拉开/升起", "open"),
    "windowShade.close": ("关上/拉上/放下", "close"),
    "windowShade.pause": ("暂停/停住", "pause"),
    "windowShadeLevel.setShadeLevel": ("设置开合度（百分比）", "set shade level"),
    "windowShadePreset.presetPosition": ("到预设位置", "go to preset position"),
    "windowShadePreset.setPresetPosition": ("保存预设位置", "set preset position"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度加减一点", "step shade level"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置百叶角度", "set slat tilt level"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("解锁并拉开锁舌", "unlatch"),
    "valve.open": ("打开阀门（出水）", "open valve"),
    "valve.close": ("关闭阀门（停水）", "close valve"),
    "level.setLevel": ("设置开度（百分比）", "set level"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速", "set fan mode"),
    "thermostatMode.auto": ("自动模式", "auto mode"),
    "thermostatMode.cool": ("制冷模式", "cool mode"),
    "thermostatMode.emergencyHeat": ("紧急加热", "emergency heat"),
    "thermostatMode.heat": ("制热/加热模式", "heat mode"),
    "thermostatMode.off": ("关闭温控", "mode off"),
    "thermostatMode.setThermostatMode": ("设置温控模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热/加热温度", "set heating setpoint"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆头方式", "set oscillation mode"),
    "windMode.setWindMode": ("设置风感（睡眠风/自然风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器模式/风量", "set air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeUp": ("音量调大", "volume up"),
    "audioVolume.volumeDown": ("音量调小", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.setMute": ("设置静音", "set mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaPlayback.stop": ("停止", "stop"),
    "mediaTrackControl.nextTrack": ("下一首/下一个", "next track"),
    "mediaTrackControl.previousTrack": ("上一首/上一个", "previous track"),
    "keypadInput.sendKey": ("遥控器按键", "send key"),
    "mediaPresets.playPreset": ("播放收藏（预设）", "play preset"),
    "audioNotification.playTrack": ("播放一段音频", "play track"),
    "audioNotification.playTrackAndRestore": ("播放音频后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放音频后继续", "play track and resume"),
    "robotCleanerOperatingState.goHome": ("回充", "return to dock"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause"),
    "robotCleanerOperatingState.start": ("开始清扫", "start"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.start": ("启动", "start"),
    "operationalState.stop": ("停止", "stop"),
    "mode.setMode": ("设置模式/程序", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置水温/温度档", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量清零", "reset energy meter"),
    "doorControl.open": ("开门", "open door"),
    "doorControl.close": ("关门", "close door"),
    "chime.chime": ("响门铃", "chime"),
    "chime.off": ("停止铃声", "stop chime"),
    "alarm.both": ("声光报警", "siren and strobe"),
    "alarm.off": ("关闭报警", "alarm off"),
    "alarm.siren": ("鸣响警笛", "siren"),
    "alarm.strobe": ("闪光报警", "strobe"),
    "feederOperatingState.startFeeding": ("出粮（喂食）", "start feeding"),
    "feederPortion.setPortion": ("设置出粮份量", "set feeding portion"),
    "momentary.push": ("按一下", "push"),
}

# value lists: (value, Chinese, English)
VAL = {
    "ac_mode_deepsmart": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"),
                          ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high"), ("auto", "自动风", "auto")],
    "tmode_ac": [("off", "关", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                 ("fanonly", "送风", "fan only"), ("dryair", "除湿", "dry"), ("asleep", "睡眠", "sleep")],
    "tmode_floor": [("off", "关", "off"), ("heat", "加热", "heat"), ("auto", "自动", "auto"), ("eco", "节能", "eco"),
                    ("antifreezing", "防冻", "frost protection")],
    "tmode_bath": [("off", "关", "off"), ("heat", "暖风", "heat"), ("fanonly", "换气", "ventilate"),
                   ("dryair", "干燥", "dry")],
    "tmode_water": [("off", "关", "off"), ("heat", "加热", "heat")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep wind"),
             ("naturalWind", "自然风", "natural wind")],
    "purifier": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "高档", "high"), ("quiet", "静音", "quiet"), ("windFree", "无风感", "wind free"), ("off", "关", "off")],
    "fan_mode": [("auto", "自动", "auto"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("off", "关", "off"), ("turbo", "强劲", "turbo")],
    "osc": [("off", "不摆头", "off"), ("individual", "单独摆动", "individual"), ("fixed", "固定", "fixed"),
            ("vertical", "上下摆", "vertical"), ("horizontal", "左右摆", "horizontal"), ("all", "全方位", "all"),
            ("indirect", "间接风", "indirect"), ("direct", "直吹", "direct"), ("fixedCenter", "固定居中", "fixed centre"),
            ("fixedLeft", "固定左边", "fixed left"), ("fixedRight", "固定右边", "fixed right"), ("far", "远距离", "far"),
            ("wide", "广角", "wide"), ("mid", "中角度", "mid"), ("spot", "定点", "spot"), ("swing", "摆风", "swing"),
            ("leftZone", "左区", "left zone"), ("rightZone", "右区", "right zone")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "取消静音", "unmuted")],
    "keys": [(k, z, e) for k, z, e in [
        ("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
        ("SELECT", "确定", "select"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
        ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]] +
        [(f"NUMBER{i}", f"数字键{i}", f"number {i}") for i in range(10)],
    "rinse": [("none", "不漂洗", "none"), ("normal", "正常漂洗", "normal"), ("extra", "多漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("Off", "不脱水", "no spin"), ("400", "400转", "400 rpm"), ("800", "800转", "800 rpm"),
             ("1200", "1200转", "1200 rpm")],
    "templevel": [("Cold", "冷水", "cold"), ("Warm", "温水", "warm"), ("Hot", "热水/高温", "hot")],
    "washer_mode": [("Normal", "标准", "normal"), ("Quick", "快洗", "quick"), ("Delicate", "轻柔", "delicate"),
                    ("Heavy", "强力", "heavy"), ("Baby", "婴儿衣物", "baby care")],
    "dryer_mode": [("Normal", "标准烘", "normal"), ("Quick Dry", "快烘", "quick dry"), ("Delicate", "轻柔烘", "delicate"),
                   ("Bedding", "床品", "bedding")],
    "dish_mode": [("Normal", "标准洗", "normal"), ("Eco", "节能洗", "eco"), ("Intensive", "强力洗", "intensive"),
                  ("Quick", "快洗", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖", "vacuum and mop")],
    "wh_mode": [("Eco", "节能", "eco"), ("Boost", "速热", "boost"), ("Vacation", "度假", "vacation")],
}

# mode.setMode values per profile (the capability leaves the string free; see README).
MODE_VALUES = {
    "rvc-clean-mode": "rvc_mode", "water-heater": "wh_mode", "water-heater-power-energy-powerConsumption": "wh_mode",
    "laundry-washer-tl": "washer_mode", "laundry-dryer-tl": "dryer_mode", "dishwasher": "dish_mode",
}


def tmode_list(name: str, category: str) -> str:
    if name == "aqara-bath-heater":
        return "tmode_bath"
    if category == "WaterHeater":
        return "tmode_water"
    if category == "Thermostat":
        return "tmode_floor"
    return "tmode_ac"


def setpoint_range(name: str, category: str):
    """Used only when the profile itself gives no range (see README)."""
    if name == "aqara-bath-heater":
        return (20, 40)
    return {"AirConditioner": (16, 30), "WaterHeater": (30, 75), "Thermostat": (5, 35)}.get(category, (5, 35))


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


PERCENT_CAPS = ("switchLevel", "level", "windowShadeLevel", "fanSpeedPercent", "audioVolume",
                "windowShadeTiltLevel", "statelessSwitchLevelStep", "statelessColorTemperatureStep")


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
                if ev is None or "unlatched" not in ev:
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
                if cap in PERCENT_CAPS:
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "%"
                elif cap == "colorTemperature":
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "K"
                elif cap == "colorControl" and cname in ("setHue", "setSaturation"):
                    rng, unit = [0, 100], "%"
                elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                    rng = config_range(prof, cap) or list(setpoint_range(name, category))
                    unit = "C"
                elif cap == "fanSpeed":
                    rng = config_range(prof, cap)
                elif cap == "feederPortion":
                    rng, unit = [1, 10], "servings"
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
                    vl = value_list(pid, tmode_list(name, category))
                elif cap == "windMode":
                    vl = value_list(pid, "wind")
                elif cap == "airPurifierFanMode":
                    vl = value_list(pid, "purifier")
                elif cap == "fanMode":
                    vl = value_list(pid, "fan_mode", enabled_values(prof, "fanMode", "fanMode.value"))
                elif cap == "fanOscillationMode":
                    vl = value_list(pid, "osc")
                elif key == "audioMute.setMute":
                    vl = value_list(pid, "mute")
                elif cap == "keypadInput":
                    vl = value_list(pid, "keys")
                elif cap == "laundryWasherRinseMode":
                    vl = value_list(pid, "rinse")
                elif cap == "laundryWasherSpinSpeed":
                    vl = value_list(pid, "spin")
                elif cap == "temperatureLevel":
                    vl = value_list(pid, "templevel")
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
FANSPEED = "main-fanSpeed-setFanSpeed"
PURMODE = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
TILT = "main-windowShadeTiltLevel-setShadeTiltLevel"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE, UNMUTE = "main-audioMute-mute", "main-audioMute-setMute", "main-audioMute-unmute"
PLAY, PAUSE, STOP, PBSTATUS = ("main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop",
                               "main-mediaPlayback-setPlaybackStatus")
NEXT, PREV, KEY, PRESET = ("main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack",
                           "main-keypadInput-sendKey", "main-mediaPresets-playPreset")
LOCK, UNLOCK = "main-lock-lock", "main-lock-unlock"
V_OPEN, V_CLOSE, V_LEVEL = "main-valve-open", "main-valve-close", "main-level-setLevel"
RVC_START, RVC_HOME, RVC_PAUSE = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome",
                                  "main-robotCleanerOperatingState-pause")
MODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
TEMPLVL = "main-temperatureLevel-setTemperatureLevel"
RINSE, SPIN = "main-laundryWasherRinseMode-setRinseMode", "main-laundryWasherSpinSpeed-setSpinSpeed"
RESET = "main-energyMeter-resetEnergyMeter"
DOOR_OPEN, DOOR_CLOSE = "main-doorControl-open", "main-doorControl-close"
CHIME, CHIME_OFF = "main-chime-chime", "main-chime-off"
ALARM_OFF, ALARM_SIREN, ALARM_BOTH = "main-alarm-off", "main-alarm-siren", "main-alarm-both"
FEED, PORTION = "main-feederOperatingState-startFeeding", "main-feederPortion-setPortion"
PUSH = "main-momentary-push"
ANY = "*"


def is_light(k: str) -> bool:
    """Category Light, or a relay/plug (Switch, SmartPlug) whose label names a lamp (灯)."""
    if k in NOT_A_LIGHT:
        return False
    cat = category_of(k)
    return cat == "Light" or (cat in ("Switch", "SmartPlug") and "灯" in DEV[k]["label"])


def in_rooms(*rooms):
    return [k for k in ORDER if DEV[k]["room"] in rooms]


def keys_where(pred, scope=None):
    return [k for k in (scope if scope is not None else ORDER) if pred(k)]


def label_has(*words):
    return keys_where(lambda k: any(w in DEV[k]["label"] for w in words))


LIGHTS = keys_where(is_light)
ACS = keys_where(lambda k: category_of(k) == "AirConditioner")
FLOORHEAT = keys_where(lambda k: DEV[k]["label"] == "地暖")
CURTAINS = label_has("帘")                       # 窗帘, 纱帘, 百叶帘, 遮光帘, 遮阳帘 (not 遮阳棚, 晾衣价, 投影幕布)
DEHUMS = label_has("除湿")
LEAKS = keys_where(lambda k: category_of(k) == "LeakSensor")
LOCKS = keys_where(lambda k: category_of(k) == "SmartLock")
TVS = keys_where(lambda k: category_of(k) == "Television")
CEILINGS = keys_where(lambda k: DEV[k]["label"] == "吸顶灯")
BEDSIDE = keys_where(lambda k: DEV[k]["label"] == "床头灯")
NIGHTLIGHTS = label_has("夜灯")                  # 起夜灯, 小夜灯, 感应夜灯 (小月亮 is a colour lamp; README)
FANS = ["D_fan", "E_fan", "S_fan"]                # 吊扇, 老风扇 (plug), Mi Fan
SPEAKERS = ["L_sonos", "T_jbl", "Y_spk"]          # the three 音箱 (收音机 is a radio)
DOWNLIGHTS = [f"L_dl{i}" for i in range(1, 7)]
SPOTS = ["D_sp1", "D_sp2"]
YARD = ["R_l1", "R_l2"]
VALVES = keys_where(lambda k: any(c.startswith("main-valve-") for c in (cmds_of(k) or [])))
WATER_HEATERS = ["B_wh", "K_wh"]


def lights_in(*rooms):
    return [k for k in in_rooms(*rooms) if is_light(k)]


def without(keys, drop):
    drop = set(drop)
    return [k for k in keys if k not in drop]


def ordered(keys):
    return sorted(set(keys), key=ORDER.index)


def devs(keys):
    return [uid("device", k) for k in ordered(keys)]


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


ALL_SCOPES = {}
_COUNTERS = Counter()


def _mk(group, query, expects, tags, history=None):
    if isinstance(expects, dict):
        expects = [expects]
    _COUNTERS[group] += 1
    cid = f"nc-{group}-{_COUNTERS[group]:03d}"
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

    F1_LIGHTS = lights_in(*FLOOR1)
    F2_LIGHTS = lights_in(*FLOOR2)
    LIVING_LIGHTS = lights_in("living")
    BABY_LIGHTS = lights_in("baby")
    STUDY_LIGHTS = lights_in("study")
    AC_ON = (ON, TM_COOL, TM_SET, COOLSP)          # "it is hot here": switch the AC on / cool it
    HEAT_ON = (ON, TM_HEAT, TM_SET, HEATSP)

    # ================================================================ name: a device by its label
    g = "name"
    add(g, "打开水晶吊灯", one("L_chand", ON), ["name", "relay", "category-by-name"])
    add(g, "酒柜灯关一下", one("D_wine", OFF), ["name", "relay", "category-by-name"])
    add(g, "橱柜灯带打开", one("K_cab", ON), ["name", "relay", "category-by-name"])
    add(g, "化妆镜灯开一下", one("M_mirror", ON), ["name", "plug", "category-by-name"])
    add(g, "灯串打开", one("R_string", ON), ["name", "plug", "category-by-name"])
    add(g, "把Hue Go打开", one("L_huego", ON), ["name", "english", "brand"])
    add(g, "Nanoleaf关了", one("T_nano", OFF), ["name", "english", "brand"])
    add(g, "PS5插座断电", one("T_ps5", OFF), ["name", "english", "plug"])
    add(g, "投影仪开一下", one("L_proj", ON), ["name", "plug"])
    add(g, "打印机打开", one("S_printer", ON), ["name", "plug"])
    add(g, "电饭煲插上电", one("K_rice", ON), ["name", "plug"])
    add(g, "冰柜先断一下电", one("X_freezer", OFF), ["name", "plug"])
    add(g, "饮水机开一下", one("D_water", ON), ["name", "plug", "exact-label"])
    add(g, "电热毯打开", one("E_blanket", ON), ["name", "plug"])
    add(g, "鱼池水泵开一下", one("R_pump", ON), ["name"])
    add(g, "菜地水阀打开", one("R_veg", V_OPEN), ["name", "garden"])
    add(g, "喷灌关掉", one("R_spr", V_CLOSE, OP_STOP), ["name", "garden"])
    add(g, "车库门打开", one("G_door", DOOR_OPEN), ["name", "security"])
    add(g, "车库门关上", one("G_door", DOOR_CLOSE), ["name", "security"])
    add(g, "大门锁上", one("L_lock", LOCK), ["name", "security"])
    add(g, "杂物间门锁打开", one("X_lock", UNLOCK), ["name", "security"])
    add(g, "门铃响一下试试", one("L_bell", CHIME), ["name"])
    add(g, "警报器关掉", one("G_siren", ALARM_OFF, OFF), ["name", "security"])
    add(g, "洗碗机开始洗", one("K_dish", OP_START, ON), ["name", "appliance"])
    add(g, "洗衣机启动", one("A_washer", OP_START, ON), ["name", "appliance"])
    add(g, "走廊灯打开", one("H_light", ON), ["name"])
    add(g, "感应夜灯关掉", one("H_night", OFF), ["name", "night-light"])
    add(g, "起夜灯打开", one("E_night", ON), ["name", "night-light"])
    add(g, "小夜灯开一下", one("Y_night", ON), ["name", "night-light", "plug", "category-by-name"])
    add(g, "镜前灯开", one("B_mirror", ON), ["name"])
    add(g, "主卫灯关掉", one("MB_light", OFF), ["name"])
    add(g, "书房灯打开", one("S_light", ON), ["name"])
    add(g, "厨房灯关了", one("K_light", OFF), ["name"])
    add(g, "餐厅吊灯打开", one("D_pend", ON), ["name"])
    add(g, "车库灯开一下", one("G_light", ON), ["name"])
    add(g, "顶灯打开", one("Y_top", ON), ["name", "exact-label"])
    add(g, "灯带打开", one("L_strip", ON), ["name", "exact-label"])
    add(g, "遮光帘拉上", one("Y_cur", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "纱帘拉上", one("L_sheer", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "百叶帘打开", one("S_blind", SH_OPEN, SH_LVL), ["name", "cover"])
    add(g, "遮阳棚停一下", one("R_awning", SH_PAUSE), ["name", "cover"])
    add(g, "油烟机打开", one("K_hood", FANMODE, FANPCT), ["name", "no-switch"])
    add(g, "小厨宝打开", one("K_wh", TM_HEAT, TM_SET), ["name", "no-switch"])
    add(g, "热水器打开", one("B_wh", TM_HEAT, TM_SET), ["name", "no-switch", "exact-label"])
    add(g, "净化器关掉", one("Y_pur", PURMODE, FANPCT), ["name", "no-switch", "exact-label"])
    add(g, "收音机关了", one("E_radio", MUTE, SETMUTE, VOL), ["name", "no-switch"])
    add(g, "关掉所有灯那个开关按一下", one("L_scene", PUSH, ON), ["name", "scene-button"])
    add(g, "书房台灯打开", one("T_desk", ON), ["name", "name-other-room"])
    add(g, "阳台除湿机开一下", one("X_dehum", ON), ["name", "name-other-room", "plug"])
    add(g, "阳台的除湿机关掉", one("X_dehum", OFF), ["name", "name-other-room", "plug", "room"])
    add(g, "楼梯灯开一下", one("Z_stair", ON), ["name", "stale-room", "relay", "category-by-name"])
    add(g, "楼梯的灯关了", one("Z_stair", OFF), ["name", "stale-room"])
    add(g, "冰箱调到速冻", one("K_fridge", ANY), ["name", "no-spec"])
    add(g, "投影幕布放下来", one("L_screen", ANY), ["name", "no-spec", "cover"])
    add(g, "扫地机器人开始扫地", one("Z_robot", RVC_START), ["type", "no-room"])
    add(g, "智能插座打开", one("Z_plug", ON), ["name", "no-room", "plug"])
    add(g, "那个新买的智能插座关掉", one("Z_plug", OFF), ["name", "no-room", "plug"])
    add(g, "紧急按钮是好的吗，电池还有电冇", one("E_button", ANY), ["name", "question", "dialect", "elder"])

    # ================================================================ nickname / brand
    g = "nick"
    add(g, "打开老风扇", one("E_fan", ON), ["nickname", "plug"])
    add(g, "老风扇关掉", one("E_fan", OFF), ["nickname", "plug"])
    add(g, "小月亮打开", one("Y_moon", ON), ["nickname"])
    add(g, "小月亮调暗一点", one("Y_moon", LVL, STEP), ["nickname", "value"])
    add(g, "小月亮换成暖黄色", one("Y_moon", COLOR, HUE), ["nickname", "value", "color"])
    add(g, "胖橘的饭碗喂一下", one("A_feeder", FEED), ["nickname"])
    add(g, "给胖橘放两份猫粮", one("A_feeder", PORTION, FEED), ["nickname", "value"])
    add(g, "Roborock去扫一下地", one("Z_robot", RVC_START), ["name", "english", "brand", "no-room"])
    add(g, "Roborock回去充电", one("Z_robot", RVC_HOME), ["name", "english", "brand", "no-room"])
    add(g, "石头扫地机暂停一下", one("Z_robot", RVC_PAUSE), ["brand", "no-room"])
    add(g, "戴森开一下", one("L_dyson", PURMODE, FANPCT), ["brand", "no-switch"])
    add(g, "小米风扇打开", one("S_fan", ACFAN, FANPCT), ["brand", "no-switch"])
    add(g, "飞利浦那个灯关掉", one("L_huego", OFF), ["brand"])
    add(g, "Sonos Beam暂停", one("L_sonos", PAUSE, PBSTATUS), ["name", "english", "brand"])
    add(g, "JBL下一首", one("T_jbl", NEXT), ["name", "english", "brand"])
    add(g, "Yeelight亮度调到40", one("S_lamp", LVL), ["name", "english", "value"])
    add(g, "Mi Fan开一下", one("S_fan", ACFAN, FANPCT), ["name", "english", "no-switch"])
    add(g, "Dyson开自动模式", one("L_dyson", PURMODE), ["name", "english", "value"])
    add(g, "哄睡音箱放首歌", one("Y_spk", PLAY, PBSTATUS), ["name"])

    # ================================================================ numbered series
    g = "num"
    add(g, "筒灯3关掉", one("L_dl3", OFF), ["numbered", "name"])
    add(g, "三号筒灯调成暖光", one("L_dl3", CT, CTSTEP), ["numbered", "value"])
    add(g, "筒灯五打开", one("L_dl5", ON), ["numbered", "numeral-zh"])
    add(g, "第一个筒灯亮度调到百分之三十", one("L_dl1", LVL), ["numbered", "value", "ordinal"])
    add(g, "6号筒灯关了", one("L_dl6", OFF), ["numbered"])
    add(g, "射灯一打开", one("D_sp1", ON), ["numbered", "name"])
    add(g, "射灯2关掉", one("D_sp2", OFF), ["numbered", "numeral-zh"])
    add(g, "第二个射灯调到60%", one("D_sp2", LVL), ["numbered", "value", "ordinal"])
    add(g, "筒灯7打开", ask(DOWNLIGHTS, ON), ["numbered", "clarify", "missing-member"])
    add(g, "射灯三开一下", ask(SPOTS, ON), ["numbered", "clarify", "missing-member"])
    add(g, "筒灯全部打开", every(DOWNLIGHTS, ON), ["numbered", "bulk", "bare-series"])
    add(g, "射灯都关了", every(SPOTS, OFF), ["numbered", "bulk", "bare-series"])
    add(g, "筒灯1到筒灯3调到50%", every(DOWNLIGHTS[:3], LVL), ["numbered", "bulk", "value", "range"])
    add(g, "4号5号6号筒灯关掉", every(DOWNLIGHTS[3:], OFF), ["numbered", "bulk"])
    add(g, "庭院灯打开", every(YARD, ON), ["numbered", "bulk", "bare-series", "garden"])
    add(g, "庭院灯2关了", one("R_l2", OFF), ["numbered", "garden"])
    add(g, "筒灯都调成暖光", every(DOWNLIGHTS, CT), ["numbered", "bulk", "value", "capability-subset"])
    add(g, "射灯和筒灯都关掉", every(SPOTS + DOWNLIGHTS, OFF), ["numbered", "bulk", "multi-target"])

    # ================================================================ room + type
    g = "room"
    add(g, "客厅的窗帘拉开", one("L_cur", SH_OPEN, SH_LVL), ["room", "type", "cover"])
    add(g, "老人房空调开一下", one("E_ac", ON), ["room", "type", "duplicate-label"])
    add(g, "书房空调关掉", one("S_ac", OFF), ["room", "type", "duplicate-label"])
    add(g, "儿童房空调开制冷", one("T_ac", TM_COOL, TM_SET), ["room", "type", "value", "duplicate-label"])
    add(g, "主卧空调打开", one("M_ac", ON), ["room", "type", "name"])
    add(g, "宝宝房空调关了", one("Y_ac", OFF), ["room", "type", "name"])
    add(g, "客厅空调开一下", one("L_ac", ON), ["room", "type", "name"])
    add(g, "客厅电视关掉", one("L_tv", OFF), ["room", "type", "duplicate-label"])
    add(g, "老人房的电视打开", one("E_tv", ON), ["room", "type", "duplicate-label"])
    add(g, "主卧的吸顶灯关掉", one("M_ceil", OFF), ["room", "type", "duplicate-label"])
    add(g, "老人房吸顶灯打开", one("E_ceil", ON), ["room", "type", "duplicate-label"])
    add(g, "儿童房吸顶灯关一下", one("T_ceil", OFF), ["room", "type", "duplicate-label"])
    add(g, "主卧床头灯调到百分之二十", one("M_bed", LVL), ["room", "type", "value", "duplicate-label"])
    add(g, "老人房床头灯开", one("E_bed", ON), ["room", "type", "duplicate-label"])
    add(g, "主卧窗帘关上", one("M_cur", SH_CLOSE, SH_LVL), ["room", "type", "duplicate-label", "cover"])
    add(g, "老人房窗帘打开", one("E_cur", SH_OPEN, SH_LVL), ["room", "type", "duplicate-label", "cover"])
    add(g, "儿童房窗帘拉上", one("T_cur", SH_CLOSE, SH_LVL), ["room", "type", "duplicate-label", "cover"])
    add(g, "书房的窗帘拉上", one("S_blind", SH_CLOSE, SH_LVL), ["room", "type", "cover", "synonym"])
    add(g, "宝宝房的窗帘打开", one("Y_cur", SH_OPEN, SH_LVL), ["room", "type", "cover", "synonym"])
    add(g, "客厅地暖开一下", one("L_floor", TM_HEAT, TM_SET), ["room", "type", "duplicate-label", "no-switch"])
    add(g, "主卧地暖关掉", one("M_floor", TM_OFF, TM_SET), ["room", "type", "duplicate-label", "no-switch"])
    add(g, "老人房的除湿机开一下", one("E_dehum", ON), ["room", "type", "duplicate-label", "plug"])
    add(g, "主卧除湿机关了", one("M_dehum", OFF), ["room", "type", "duplicate-label", "plug"])
    add(g, "杂物间的除湿机打开", one("X_dehum", ON), ["room", "type", "name-other-room", "plug"])
    add(g, "一楼卫生间的排气扇打开", one("B_exh", ON), ["room", "type", "floor", "duplicate-label", "relay"])
    add(g, "主卫排气扇开一下", one("MB_exh", ON, FANMODE), ["room", "type", "duplicate-label"])
    add(g, "主卫浴霸打开", one("MB_heater", ON, TM_HEAT, TM_SET), ["room", "type", "duplicate-label"])
    add(g, "一楼卫生间浴霸关掉", one("B_heater", OFF), ["room", "type", "floor", "duplicate-label"])
    add(g, "杂物间的灯关掉", one("X_light", OFF), ["room", "type", "bare-label"])
    add(g, "B1杂物间灯打开", one("X_light", ON), ["room", "type", "full-room-name", "bare-label"])
    add(g, "2F阳台的灯打开", one("U_light", ON), ["room", "type", "full-room-name", "duplicate-label"])
    add(g, "1F阳台灯关一下", one("A_light", OFF), ["room", "type", "full-room-name", "duplicate-label"])
    add(g, "一楼阳台的灯开一下", one("A_light", ON), ["room", "type", "floor", "duplicate-label"])
    add(g, "二楼阳台灯关掉", one("U_light", OFF), ["room", "type", "floor", "duplicate-label"])
    add(g, "二楼卫生间的灯打开", one("MB_light", ON), ["room", "type", "floor", "room-alias"])
    add(g, "一楼的吸顶灯打开", one("E_ceil", ON), ["floor", "type", "duplicate-label"])
    add(g, "主卧灯打开", one("M_ceil", ON), ["room", "type", "near-duplicate-room"])
    add(g, "主卫的灯打开", one("MB_light", ON), ["room", "type", "near-duplicate-room"])
    add(g, "餐厅的风扇开一下", one("D_fan", ON), ["room", "type"])
    add(g, "书房风扇关了", one("S_fan", FANPCT), ["room", "type", "no-switch"])
    add(g, "老人房的风扇打开", one("E_fan", ON), ["room", "type", "plug"])
    add(g, "客厅净化器开一下", one("L_dyson", PURMODE, FANPCT), ["room", "type", "no-switch"])
    add(g, "宝宝房加湿器打开", one("Y_hum", ON), ["room", "type", "asr-label", "plug"])
    add(g, "厨房的热水器开一下", one("K_wh", TM_HEAT, TM_SET), ["room", "type", "no-switch"])
    add(g, "车库的摄像头看一下", one("G_cam", ANY), ["room", "type", "question"])
    add(g, "负一楼车库的灯关了", one("G_light", OFF), ["room", "type", "full-room-name", "floor"])
    add(g, "2F书房的打印机关掉", one("S_printer", OFF), ["room", "full-room-name", "plug"])
    add(g, "一楼客厅的投影仪关掉", one("L_proj", OFF), ["room", "full-room-name", "plug"])
    add(g, "1楼老人房电热毯关了", one("E_blanket", OFF), ["room", "full-room-name", "plug"])
    add(g, "二层主卧的化妆镜灯关了", one("M_mirror", OFF), ["room", "full-room-name", "plug"])
    add(g, "儿童房的音箱放歌", one("T_jbl", PLAY, PBSTATUS), ["room", "type"])
    add(g, "宝宝房音箱关掉", one("Y_spk", OFF, PAUSE, STOP), ["room", "type"])
    add(g, "客厅的音箱声音小一点", one("L_sonos", VDOWN, VOL), ["room", "type", "value"])
    add(g, "客厅门锁上", one("L_lock", LOCK), ["room", "type", "security"])
    add(g, "厨房的灯开一下", one("K_light", ON), ["room", "type"])
    add(g, "楼顶的水泵关了", one("R_pump", OFF), ["room", "type", "garden"])
    add(g, "花园的遮阳棚开一半", one("R_awning", SH_LVL), ["room", "type", "value", "garden"])

    # ================================================================ ask back: shared labels, vague requests
    g = "clar"
    add(g, "吸顶灯打开", ask(CEILINGS, ON), ["clarify", "duplicate-label"])
    add(g, "把空调打开", ask(ACS, ON), ["clarify", "type"])
    add(g, "地暖开一下", ask(FLOORHEAT, TM_HEAT, TM_SET), ["clarify", "duplicate-label"])
    add(g, "窗帘关上", ask(label_has("窗帘"), SH_CLOSE), ["clarify", "duplicate-label"])
    add(g, "床头灯关掉", ask(BEDSIDE, OFF), ["clarify", "duplicate-label"])
    add(g, "电视打开", ask(TVS, ON), ["clarify", "duplicate-label"])
    add(g, "除湿机开一下", ask(DEHUMS, ON), ["clarify", "duplicate-label"])
    add(g, "浴霸打开", ask(["B_heater", "MB_heater"], ON), ["clarify", "duplicate-label"])
    add(g, "排气扇关了", ask(["B_exh", "MB_exh"], OFF), ["clarify", "duplicate-label"])
    add(g, "风扇打开", ask(FANS, ON, ACFAN, FANPCT), ["clarify", "type"])
    add(g, "音箱放首歌", ask(SPEAKERS, PLAY), ["clarify", "type"])
    add(g, "阳台灯打开", ask(["A_light", "U_light"], ON), ["clarify", "duplicate-label", "floor"])
    add(g, "卫生间的灯打开", ask(["B_mirror", "MB_light"], ON), ["clarify", "room-alias"])
    add(g, "卫生间浴霸开一下", ask(["B_heater", "MB_heater"], ON), ["clarify", "room-alias", "duplicate-label"])
    add(g, "孩子房间的灯关掉", ask(["T_ceil", "Y_top"], OFF), ["clarify", "room-alias", "near-duplicate-room"])
    add(g, "孩子房里空调开一下", ask(["T_ac", "Y_ac"], ON), ["clarify", "room-alias", "near-duplicate-room"])
    add(g, "卧室空调开一下", ask(["E_ac", "M_ac", "T_ac", "Y_ac"], ON), ["clarify", "room-alias"])
    add(g, "卧室的灯都关了", ask(lights_in(*BEDROOMS), OFF), ["clarify", "room-alias", "bulk"])
    add(g, "净化器开一下", ask(["L_dyson", "Y_pur"], PURMODE, FANPCT), ["clarify", "type", "exact-label"])
    add(g, "门锁打开", ask(LOCKS, UNLOCK), ["clarify", "type", "security"])
    add(g, "夜灯打开", ask(NIGHTLIGHTS, ON), ["clarify", "night-light"])
    add(g, "风扇调到三档", ask(["D_fan", "S_fan"], FANSPEED, ACFAN, FANPCT), ["clarify", "type", "value"])
    add(g, "书房的台灯打开", ask(["S_lamp", "T_desk"], ON), ["clarify", "name-other-room"])
    add(g, "二楼的空调开一下", ask([k for k in ACS if DEV[k]["room"] in FLOOR2], ON), ["clarify", "floor"])
    add(g, "一楼的电视打开", ask(TVS, ON), ["clarify", "floor", "duplicate-label"])
    add(g, "二楼的吸顶灯关了", ask(["M_ceil", "T_ceil"], OFF), ["clarify", "floor", "duplicate-label"])
    add(g, "二楼地暖开一下", ask(["M_floor", "Y_floor"], TM_HEAT, TM_SET), ["clarify", "floor", "duplicate-label"])
    add(g, "楼上的灯关掉", ask(F2_LIGHTS + lights_in("roof"), OFF), ["clarify", "floor", "relative-floor"])
    add(g, "楼下的灯都打开", ask(F1_LIGHTS + lights_in(*BASEMENT), ON), ["clarify", "floor", "relative-floor", "bulk"])
    add(g, "去楼下把除湿机打开", ask(["E_dehum", "X_dehum"], ON), ["clarify", "floor", "relative-floor"])
    add(g, "三楼的灯关掉", ask([], OFF), ["clarify", "floor", "unknown-floor"])
    add(g, "游泳池的灯打开", ask([], ON), ["clarify", "unknown-room"])
    add(g, "除了阁楼，其他灯都关了", ask([], OFF), ["clarify", "exclusion", "unknown-room"])
    add(g, "我房间的空调打开", ask(ACS, ON), ["clarify", "speaker-unknown"])
    add(g, "打开灯", ask([], ON), ["clarify", "vague"])
    add(g, "帮我开一下", ask([], ON), ["clarify", "vague", "no-target"])
    add(g, "调到26度", ask(ACS, COOLSP, HEATSP), ["clarify", "value", "no-target"])
    add(g, "调亮一点", ask([], LVL, STEP), ["clarify", "value", "no-target"])
    add(g, "空调", ask(ACS, ON), ["clarify", "no-verb"])
    add(g, "把它关掉", ask([], OFF), ["clarify", "reference", "no-history"])
    add(g, "那个再调亮一点", ask([], LVL, STEP), ["clarify", "reference", "no-history"])
    add(g, "再高两度", ask([], COOLSP, HEATSP), ["clarify", "reference", "no-history", "value"])
    add(g, "好热啊", ask(ACS, ON), ["clarify", "need", "no-place"])
    add(g, "屋里有股味道", ask(["L_dyson", "Y_pur"], PURMODE, FANPCT), ["clarify", "need", "no-place"])
    add(g, "卫生间好多水汽", ask(["B_exh", "MB_exh"], ON), ["clarify", "need", "room-alias"])

    # ================================================================ floors and bulk
    g = "bulk"
    add(g, "把所有灯都关了", every(LIGHTS, OFF), ["bulk", "type", "all-devices"])
    add(g, "关掉所有灯", every(LIGHTS, OFF), ["bulk", "type", "scene-button"])
    add(g, "全屋的灯都打开", every(LIGHTS, ON), ["bulk", "type", "all-devices"])
    add(g, "一楼的灯都关了", every(F1_LIGHTS, OFF), ["bulk", "floor"])
    add(g, "二楼的灯全部打开", every(F2_LIGHTS, ON), ["bulk", "floor"])
    add(g, "1F的灯全关", every(F1_LIGHTS, OFF), ["bulk", "floor", "terse"])
    add(g, "二层所有的灯都开一下", every(F2_LIGHTS, ON), ["bulk", "floor"])
    add(g, "负一楼的灯都关掉", every(lights_in(*BASEMENT), OFF), ["bulk", "floor"])
    add(g, "地下室的灯都打开", every(lights_in(*BASEMENT), ON), ["bulk", "floor", "room-alias"])
    add(g, "楼顶的灯都打开", every(lights_in("roof"), ON), ["bulk", "room", "category-by-name", "garden"])
    add(g, "除了宝宝房，其他房间的灯都关掉", every(without(LIGHTS, BABY_LIGHTS), OFF), ["bulk", "exclusion", "room"])
    add(g, "所有的灯都关了，宝宝房的别关", every(without(LIGHTS, BABY_LIGHTS), OFF), ["bulk", "exclusion", "room"])
    add(g, "除了老人房，一楼的灯都关了", every(without(F1_LIGHTS, lights_in("elder")), OFF),
        ["bulk", "exclusion", "floor", "room"])
    add(g, "二楼除了宝宝房和走廊，灯全关", every(without(F2_LIGHTS, lights_in("baby", "hall")), OFF),
        ["bulk", "exclusion", "floor", "room"])
    add(g, "除了主卧，二楼的灯全关了", every(without(F2_LIGHTS, lights_in("master")), OFF),
        ["bulk", "exclusion", "floor", "near-duplicate-room"])
    add(g, "除了厨房和卫生间，一楼的灯全部关掉", every(without(F1_LIGHTS, lights_in("kitchen", "bath1")), OFF),
        ["bulk", "exclusion", "floor", "room-alias"])
    add(g, "一楼的灯都关掉，起夜灯留着", every(without(F1_LIGHTS, ["E_night"]), OFF),
        ["bulk", "exclusion", "floor", "night-light"])
    add(g, "二楼的灯全关，小夜灯和小月亮别关", every(without(F2_LIGHTS, ["Y_night", "Y_moon"]), OFF),
        ["bulk", "exclusion", "floor", "night-light", "nickname"])
    add(g, "客厅的灯全部打开", every(LIVING_LIGHTS, ON), ["bulk", "room"])
    add(g, "客厅所有灯调到百分之六十", every(LIVING_LIGHTS, LVL), ["bulk", "room", "value", "capability-subset"])
    add(g, "除了灯带，客厅的灯都关了", every(without(LIVING_LIGHTS, ["L_strip"]), OFF), ["bulk", "exclusion", "room"])
    add(g, "客厅的灯除了筒灯都关掉", every(without(LIVING_LIGHTS, DOWNLIGHTS), OFF),
        ["bulk", "exclusion", "room", "numbered"])
    add(g, "宝宝房的灯全关", every(BABY_LIGHTS, OFF), ["bulk", "room", "category-by-name"])
    add(g, "所有卧室的灯都关掉", every(lights_in(*BEDROOMS), OFF), ["bulk", "room-alias"])
    add(g, "家里能变色的灯都调成粉色", every(LIGHTS, COLOR), ["bulk", "value", "capability-subset", "color"])
    add(g, "所有灯调到最亮", every(LIGHTS, LVL), ["bulk", "value", "capability-subset"])
    add(g, "家里所有的灯都调成暖光", every(LIGHTS, CT), ["bulk", "value", "capability-subset"])
    add(g, "二楼的灯都调到30%", every(F2_LIGHTS, LVL), ["bulk", "floor", "value", "capability-subset"])
    add(g, "所有灯带都打开", every(label_has("灯带"), ON), ["bulk", "type", "category-by-name"])
    add(g, "所有空调都关掉", every(ACS, OFF), ["bulk", "type"])
    add(g, "二楼所有空调关掉", every([k for k in ACS if DEV[k]["room"] in FLOOR2], OFF), ["bulk", "floor", "type"])
    add(g, "除了老人房和宝宝房，所有空调都关了", every(without(ACS, ["E_ac", "Y_ac"]), OFF),
        ["bulk", "exclusion", "type"])
    add(g, "天太热了，一楼空调都调到26度", every([k for k in ACS if DEV[k]["room"] in FLOOR1], COOLSP),
        ["bulk", "floor", "value"])
    add(g, "所有地暖都调到20度", every(FLOORHEAT, HEATSP), ["bulk", "type", "value", "duplicate-label"])
    add(g, "把地暖全部关了", every(FLOORHEAT, TM_OFF, TM_SET), ["bulk", "type", "duplicate-label", "no-switch"])
    add(g, "二楼的地暖都打开", every([k for k in FLOORHEAT if DEV[k]["room"] in FLOOR2], TM_HEAT, TM_SET),
        ["bulk", "floor", "no-switch"])
    add(g, "所有窗帘都拉上", every(CURTAINS, SH_CLOSE), ["bulk", "type", "cover"])
    add(g, "二楼的窗帘都拉开", every([k for k in CURTAINS if DEV[k]["room"] in FLOOR2], SH_OPEN),
        ["bulk", "floor", "cover"])
    add(g, "把一楼的窗帘全部拉上", every([k for k in CURTAINS if DEV[k]["room"] in FLOOR1], SH_CLOSE),
        ["bulk", "floor", "cover"])
    add(g, "所有窗帘开到一半", every(CURTAINS, SH_LVL), ["bulk", "type", "cover", "value"])
    add(g, "除湿机全部打开", every(DEHUMS, ON), ["bulk", "type", "plug", "name-other-room"])
    add(g, "所有排气扇都打开", every(["B_exh", "MB_exh"], ON), ["bulk", "type", "duplicate-label"])
    add(g, "两个电视都关掉", every(TVS, OFF), ["bulk", "type", "quantifier-count"])
    add(g, "吊扇和老风扇都关了", every(["D_fan", "E_fan"], OFF), ["bulk", "name", "multi-target"])
    add(g, "所有门都锁上", every(LOCKS, LOCK), ["bulk", "type", "security"])
    add(g, "楼顶的水阀都关了", every(VALVES, V_CLOSE), ["bulk", "room", "garden"])
    add(g, "家里的音箱全部暂停", every(SPEAKERS, PAUSE), ["bulk", "type"])
    add(g, "老人房的灯除了起夜灯都关掉", every(without(lights_in("elder"), ["E_night"]), OFF),
        ["bulk", "exclusion", "room", "night-light"])
    add(g, "宝宝房除了小夜灯，灯都关了", every(without(BABY_LIGHTS, ["Y_night"]), OFF),
        ["bulk", "exclusion", "room", "night-light"])
    add(g, "除了冰柜，杂物间的都关掉", every(without(in_rooms("storage"), ["X_freezer"]), OFF),
        ["bulk", "exclusion", "room"])
    add(g, "一楼和二楼的空调全开", every([k for k in ACS if DEV[k]["room"] in FLOOR1 + FLOOR2], ON),
        ["bulk", "floor", "type"])
    add(g, "餐厅和厨房的灯都关了", every(lights_in("dining", "kitchen"), OFF), ["bulk", "room", "room-multi"])
    add(g, "主卧和主卫的灯都打开", every(lights_in("master", "mbath"), ON), ["bulk", "room", "near-duplicate-room"])

    # ================================================================ values
    g = "value"
    add(g, "客厅空调调到25度", one("L_ac", COOLSP, HEATSP), ["value", "room", "temperature"])
    add(g, "客厅空调再高两度", one("L_ac", COOLSP, HEATSP), ["value", "relative", "temperature"])
    add(g, "主卧空调调到24度", one("M_ac", HEATSP), ["value", "heating-setpoint-only", "temperature"])
    add(g, "主卧空调开除湿", one("M_ac", ACM), ["value", "mode"])
    add(g, "主卧空调风速开自动", one("M_ac", ACFAN), ["value", "fan"])
    add(g, "书房空调改成送风模式", one("S_ac", TM_SET), ["value", "mode"])
    add(g, "儿童房空调开睡眠风", one("T_ac", WIND, TM_SET), ["value", "mode"])
    add(g, "老人房空调制热", one("E_ac", TM_HEAT, TM_SET), ["value", "mode"])
    add(g, "老人房空调温度调高一点", one("E_ac", COOLSP, HEATSP), ["value", "relative", "temperature"])
    add(g, "宝宝房空调风小一点", one("Y_ac", ACFAN, FANPCT), ["value", "relative", "fan"])
    add(g, "宝宝房空调调到27度", one("Y_ac", COOLSP, HEATSP), ["value", "temperature"])
    add(g, "客厅空调风速调到最大", one("L_ac", ACFAN, FANPCT), ["value", "fan"])
    add(g, "客厅空调开自然风", one("L_ac", WIND), ["value", "mode"])
    add(g, "书房空调开制冷，调到26度", [one("S_ac", TM_COOL, TM_SET), one("S_ac", COOLSP)],
        ["value", "multi", "two-actions-one-target"])
    add(g, "宝宝房的温度设成26度", one(["Y_ac", "Y_floor"], COOLSP, HEATSP), ["value", "room", "room-multi"])
    add(g, "老人房地暖调到22度", one("E_floor", HEATSP), ["value", "temperature", "duplicate-label"])
    add(g, "宝宝房地暖调低一度", one("Y_floor", HEATSP), ["value", "relative", "temperature"])
    add(g, "出门了，客厅地暖调到节能模式", one("L_floor", TM_SET), ["value", "mode"])
    add(g, "热水器温度调到55", one("B_wh", HEATSP), ["value", "temperature"])
    add(g, "热水器开速热", one("B_wh", MODE), ["value", "mode", "exact-label"])
    add(g, "小厨宝调到45度", one("K_wh", HEATSP), ["value", "temperature"])
    add(g, "小厨宝电量清零", one("K_wh", RESET), ["value"])
    add(g, "Mi Fan开到三档", one("S_fan", ACFAN, FANPCT), ["value", "fan", "english"])
    add(g, "Mi Fan摇头", one("S_fan", OSC), ["value", "fan", "english"])
    add(g, "Mi Fan开自然风", one("S_fan", WIND), ["value", "fan", "english"])
    add(g, "Dyson风量调到70%", one("L_dyson", FANPCT), ["value", "english"])
    add(g, "Dyson别摇头了", one("L_dyson", OSC), ["value", "english"])
    add(g, "吊扇调到1档", one("D_fan", FANSPEED), ["value", "fan"])
    add(g, "餐厅吊扇开到最大", one("D_fan", FANSPEED), ["value", "fan"])
    add(g, "宝宝房净化器开睡眠模式", one("Y_pur", PURMODE), ["value", "air"])
    add(g, "宝宝房净化器风量开到最大", one("Y_pur", PURMODE, FANPCT), ["value", "air"])
    add(g, "油烟机调到最大", one("K_hood", FANMODE, FANPCT), ["value", "fan"])
    add(g, "主卫排气扇开高档", one("MB_exh", FANMODE), ["value", "fan"])
    add(g, "主卫浴霸温度调到30度", one("MB_heater", HEATSP), ["value", "temperature"])
    add(g, "主卫浴霸开换气", one("MB_heater", TM_SET, FANMODE), ["value", "mode"])
    add(g, "主卫浴霸的灯调暗点", one("MB_heater", LVL), ["value", "relative"])
    add(g, "Hue Go亮度50", one("L_huego", LVL), ["value", "english"])
    add(g, "Hue Go调成紫色", one("L_huego", COLOR, HUE), ["value", "english", "color"])
    add(g, "灯带换成绿色", one("L_strip", COLOR, HUE), ["value", "color"])
    add(g, "灯带色温调到3000K", one("L_strip", CT), ["value", "kelvin"])
    add(g, "儿童房吸顶灯换成蓝色", one("T_ceil", COLOR, HUE), ["value", "color", "duplicate-label"])
    add(g, "主卧吸顶灯调成冷白光", one("M_ceil", CT, CTSTEP), ["value", "duplicate-label"])
    add(g, "老人房吸顶灯调暗一点", one("E_ceil", LVL, STEP), ["value", "relative", "duplicate-label"])
    add(g, "餐厅吊灯亮度调到百分之八十", one("D_pend", LVL), ["value", "numeral-zh"])
    add(g, "餐厅吊灯调成暖光", one("D_pend", CT, CTSTEP), ["value"])
    add(g, "Yeelight调成护眼的暖光", one("S_lamp", CT, CTSTEP), ["value", "english"])
    add(g, "书架灯带调成4000K", one("S_shelf", CT), ["value", "kelvin", "relay"])
    add(g, "橱柜灯带调到30%", one("K_cab", LVL), ["value", "relay"])
    add(g, "筒灯1调到3000K", one("L_dl1", CT), ["value", "kelvin", "numbered"])
    add(g, "走廊灯亮度调低一点", one("H_light", LVL, STEP), ["value", "relative"])
    add(g, "二楼阳台灯调到一半亮度", one("U_light", LVL), ["value", "floor"])
    add(g, "客厅电视换到5台", one("L_tv", KEY), ["value", "channel"])
    add(g, "客厅电视下一个台", one("L_tv", NEXT, KEY), ["value", "channel"])
    add(g, "老人房电视暂停一下", one("E_tv", PAUSE, PBSTATUS), ["value", "media"])
    add(g, "Sonos音量调到40", one("L_sonos", VOL), ["value", "volume", "english"])
    add(g, "Sonos静音", one("L_sonos", MUTE, SETMUTE), ["value", "volume", "english"])
    add(g, "Sonos放我收藏的歌单", one("L_sonos", PRESET), ["value", "media", "english"])
    add(g, "JBL音量调到30", one("T_jbl", VOL), ["value", "volume", "english"])
    add(g, "哄睡音箱小声点", one("Y_spk", VDOWN, VOL), ["value", "volume", "relative"])
    add(g, "收音机声音调到20", one("E_radio", VOL), ["value", "volume"])
    add(g, "收音机取消静音", one("E_radio", UNMUTE, SETMUTE), ["value", "volume"])
    add(g, "客厅窗帘开到30%", one("L_cur", SH_LVL), ["value", "cover"])
    add(g, "客厅窗帘全部打开", one("L_cur", SH_OPEN, SH_LVL), ["value", "cover", "quantifier-trap"])
    add(g, "客厅纱帘打开一半", one("L_sheer", SH_LVL), ["value", "cover"])
    add(g, "主卧窗帘拉开一点", one("M_cur", SH_LVL, SH_STEP), ["value", "relative", "cover"])
    add(g, "百叶帘角度调到一半", one("S_blind", TILT), ["value", "cover", "tilt"])
    add(g, "遮光帘停一下", one("Y_cur", SH_PAUSE), ["value", "cover"])
    add(g, "2F阳台遮阳帘放一半", one("U_shade", SH_LVL), ["value", "cover", "full-room-name"])
    add(g, "晾衣架降下来", one("A_rack", SH_CLOSE, SH_OPEN), ["value", "cover", "asr-label"])
    add(g, "晾衣架停", one("A_rack", SH_PAUSE), ["value", "cover", "asr-label", "terse"])
    add(g, "洗衣机开快洗", one("A_washer", MODE), ["value", "appliance"])
    add(g, "洗衣机多漂一次", one("A_washer", RINSE), ["value", "appliance"])
    add(g, "洗衣机脱水调到800转", one("A_washer", SPIN), ["value", "appliance"])
    add(g, "洗衣机用冷水洗", one("A_washer", TEMPLVL), ["value", "appliance"])
    add(g, "烘干机开始烘", one("A_dryer", OP_START, ON), ["value", "appliance"])
    add(g, "烘干机用床品模式", one("A_dryer", MODE), ["value", "appliance"])
    add(g, "洗碗机用节能模式", one("K_dish", MODE), ["value", "appliance"])
    add(g, "洗碗机暂停", one("K_dish", OP_PAUSE), ["value", "appliance"])
    add(g, "扫地机拖地模式", one("Z_robot", MODE), ["value", "no-room"])
    add(g, "喷灌开到一半", one("R_spr", V_LEVEL), ["value", "garden"])
    add(g, "花坛滴灌开到百分之三十", one("R_drip", V_LEVEL), ["value", "garden", "numeral-zh"])
    add(g, "警报器响一下", one("G_siren", ALARM_SIREN, ON), ["value", "security"])
    add(g, "门铃别响了", one("L_bell", CHIME_OFF, ALARM_OFF), ["value"])

    # ================================================================ stated needs
    g = "need"
    add(g, "老人房好热", one(["E_ac", "E_fan"], *AC_ON), ["need", "room"])
    add(g, "儿童房热死了", one("T_ac", *AC_ON), ["need", "room"])
    add(g, "宝宝房太干了", one("Y_hum", ON), ["need", "room", "asr-label"])
    add(g, "客厅有股味道", one("L_dyson", PURMODE, FANPCT), ["need", "room"])
    add(g, "宝宝房空气不太好", one("Y_pur", PURMODE, FANPCT), ["need", "room"])
    add(g, "花都干死了", one(VALVES, V_OPEN, OP_START), ["need", "garden"])
    add(g, "楼顶的菜该浇水了", one(["R_veg", "R_spr"], V_OPEN, OP_START), ["need", "garden"])
    add(g, "书房好闷", one(["S_fan", "S_ac"], ACFAN, FANPCT, ON), ["need", "room"])
    add(g, "杂物间好潮", one("X_dehum", ON), ["need", "room", "name-other-room"])
    add(g, "主卧有点潮", one(["M_dehum", "M_ac"], ON, ACM), ["need", "room"])
    add(g, "厨房油烟好大", one("K_hood", FANMODE, FANPCT), ["need", "room"])
    add(g, "主卫全是水汽", one(["MB_exh", "MB_heater"], ON, FANMODE, TM_SET), ["need", "room"])
    add(g, "洗澡水不热", one("B_wh", HEATSP, TM_HEAT, TM_SET, MODE), ["need"])
    add(g, "老人房冷死人了", one(["E_ac", "E_floor", "E_blanket"], *HEAT_ON), ["need", "room", "dialect"])
    add(g, "宝宝房太亮了，宝宝要睡觉", one(["Y_top", "Y_moon", "Y_cur"], OFF, LVL, STEP, SH_CLOSE),
        ["need", "room"])
    add(g, "书房太暗了，看不清", one(STUDY_LIGHTS, ON, LVL, STEP), ["need", "room"])
    add(g, "猫饿了", one("A_feeder", FEED), ["need"])
    add(g, "胖橘没水喝了", one("A_fountain", ON), ["need", "nickname", "asr-label"])
    add(g, "地上好多猫毛", one("Z_robot", RVC_START), ["need", "no-room"])
    add(g, "二楼阳台太晒了", one("U_shade", SH_CLOSE, SH_LVL), ["need", "floor"])
    add(g, "楼顶太晒了", one("R_awning", SH_OPEN, SH_CLOSE, SH_LVL), ["need", "garden"])
    add(g, "客厅太暗了", one(LIVING_LIGHTS, ON, LVL, STEP), ["need", "room", "room-multi"])
    add(g, "宝宝房有点冷", one(["Y_floor", "Y_ac"], TM_HEAT, TM_SET, HEATSP), ["need", "room"])
    add(g, "书房太吵了，风扇声音好大", one("S_fan", ACFAN, FANPCT), ["need", "room"])

    # ================================================================ several commands in one request
    g = "multi"
    add(g, "打开客厅空调，顺便把窗帘拉上", [one("L_ac", ON), one("L_cur", SH_CLOSE, SH_LVL)],
        ["multi", "room-carry"])
    add(g, "客厅的电视和灯都关了", [one("L_tv", OFF), every(LIVING_LIGHTS, OFF)], ["multi", "bulk", "room"])
    add(g, "书房灯打开，空调调到26度", [one("S_light", ON), one("S_ac", COOLSP, HEATSP)],
        ["multi", "room-carry", "value"])
    add(g, "老人房空调开制热，调到24度", [one("E_ac", TM_HEAT, TM_SET), one("E_ac", HEATSP)],
        ["multi", "two-actions-one-target", "value"])
    add(g, "关掉灯带，打开Hue Go", [one("L_strip", OFF), one("L_huego", ON)], ["multi", "english"])
    add(g, "洗衣机开始洗，烘干机也打开", [one("A_washer", OP_START, ON), one("A_dryer", ON, OP_START)],
        ["multi", "appliance"])
    add(g, "宝宝房空调调到26度，加湿器打开，小夜灯也开", [one("Y_ac", COOLSP, HEATSP), one("Y_hum", ON),
                                                      one("Y_night", ON)], ["multi", "three-commands", "room-carry"])
    add(g, "大门锁上，车库门关好", [one("L_lock", LOCK), one("G_door", DOOR_CLOSE)], ["multi", "security"])
    add(g, "打开宝宝房的顶灯，再把净化器打开", [one("Y_top", ON), one("Y_pur", PURMODE, FANPCT)],
        ["multi", "room-carry"])
    add(g, "打开客厅筒灯，再把净化器开一下", [every(DOWNLIGHTS, ON), one("L_dyson", PURMODE, FANPCT)],
        ["multi", "room-carry", "bare-series"])
    add(g, "打开书房灯，再把电视关掉", [one("S_light", ON), ask(TVS, OFF)], ["multi", "soft-inheritance", "clarify"])
    add(g, "打开宝宝房的小夜灯，再把洗衣机打开", [one("Y_night", ON), one("A_washer", ON, OP_START)],
        ["multi", "soft-inheritance"])
    add(g, "开一下洗碗机，再把厨房灯关了", [one("K_dish", OP_START, ON), one("K_light", OFF)], ["multi"])
    add(g, "把Sonos音量调小，灯带调成蓝色", [one("L_sonos", VDOWN, VOL), one("L_strip", COLOR, HUE)],
        ["multi", "english", "value"])
    add(g, "老人房的吸顶灯和床头灯都关掉", every(["E_ceil", "E_bed"], OFF), ["bulk", "multi-target", "room"])
    add(g, "主卫浴霸开暖风，排气扇关掉", [one("MB_heater", TM_HEAT, TM_SET), one("MB_exh", OFF)],
        ["multi", "room-carry"])
    add(g, "车库灯打开，车库门开一下", [one("G_light", ON), one("G_door", DOOR_OPEN)], ["multi"])
    add(g, "出门了，空调全关，大门锁上", [every(ACS, OFF), one("L_lock", LOCK)], ["multi", "bulk", "security"])
    add(g, "睡觉了，除了起夜灯，一楼的灯都关掉，大门锁上",
        [every(without(F1_LIGHTS, ["E_night"]), OFF), one("L_lock", LOCK)], ["multi", "bulk", "exclusion", "floor"])
    add(g, "儿童房窗帘拉上，Nanoleaf调成紫色", [one("T_cur", SH_CLOSE, SH_LVL), one("T_nano", COLOR, HUE)],
        ["multi", "english", "color"])
    add(g, "先把鱼池水泵打开，再开一下庭院灯", [one("R_pump", ON), every(YARD, ON)],
        ["multi", "garden", "bare-series"])
    add(g, "Roborock去扫地，客厅窗帘拉开", [one("Z_robot", RVC_START), one("L_cur", SH_OPEN, SH_LVL)],
        ["multi", "english", "no-room"])
    add(g, "喂一下猫，再把猫咪饮水机打开", [one("A_feeder", FEED), one("A_fountain", ON)],
        ["multi", "asr-label"])
    add(g, "宝宝睡了，宝宝房顶灯关了，小夜灯开着", [one("Y_top", OFF), one("Y_night", ON)],
        ["multi", "night-light", "mom"])
    add(g, "打开投影仪，放下投影幕布，客厅筒灯全关",
        [one("L_proj", ON), one("L_screen", ANY), every(DOWNLIGHTS, OFF)], ["multi", "three-commands", "no-spec"])

    # ================================================================ history: references, follow-ups
    g = "hist"
    add(g, "把它调暗一点", one("M_ceil", LVL, STEP), ["reference", "pronoun", "relative"],
        history=["打开主卧的吸顶灯"])
    add(g, "再调低两度", one("L_ac", COOLSP, HEATSP), ["reference", "relative", "value"],
        history=["客厅空调打开"])
    add(g, "那个吸顶灯也关了", one("T_ceil", OFF), ["reference", "room-carry", "duplicate-label"],
        history=["打开儿童房的空调"])
    add(g, "换到8台", one("E_tv", KEY), ["reference", "value", "channel"], history=["老人房电视打开"])
    add(g, "主卧的", one("M_ceil", ON), ["reference", "clarify-followup"], history=["吸顶灯打开"])
    add(g, "书房那个", one("S_ac", ON), ["reference", "clarify-followup"], history=["空调打开"])
    add(g, "全部", every(DEHUMS, ON), ["reference", "clarify-followup", "bulk"], history=["除湿机开一下"])
    add(g, "都拉上吧", every(CURTAINS, SH_CLOSE), ["reference", "clarify-followup", "bulk"],
        history=["窗帘关上"])
    add(g, "老人房的", one("E_tv", ON), ["reference", "clarify-followup"], history=["电视打开"])
    add(g, "一楼的", one("A_light", ON), ["reference", "clarify-followup", "floor"], history=["阳台灯打开"])
    add(g, "声音大一点", one("L_sonos", VUP, VOL), ["reference", "ellipsis", "volume"], history=["Sonos放首歌"])
    add(g, "主卧的也关掉", one("M_ac", OFF), ["reference", "ellipsis"], history=["关掉老人房的空调"])
    add(g, "主卫的也开", one("MB_exh", ON, FANMODE), ["reference", "ellipsis"], history=["打开一楼卫生间的排气扇"])
    add(g, "摇头", one("S_fan", OSC), ["reference", "terse"], history=["Mi Fan开一下"])
    add(g, "算了，关掉吧", one("Y_ac", OFF), ["reference", "cancellation"], history=["宝宝房空调打开"])
    add(g, "4号也关", one("L_dl4", OFF), ["reference", "numbered", "ellipsis"], history=["筒灯3关掉"])
    add(g, "另一个也打开", one("D_sp2", ON), ["reference", "numbered"], history=["射灯一打开"])
    add(g, "声音小点", one("E_radio", VDOWN, VOL), ["reference", "volume"], history=["开一下老人房的收音机"])
    add(g, "关上", one("G_door", DOOR_CLOSE), ["reference", "terse"], history=["车库门打开"])
    add(g, "换个粉色", one("Y_moon", COLOR, HUE), ["reference", "color", "nickname"], history=["打开宝宝房的小月亮"])
    add(g, "拉一半就好", one("M_cur", SH_LVL), ["reference", "cover"], history=["把主卧窗帘拉开"])
    add(g, "二楼书房的也调一下", one("S_ac", COOLSP, HEATSP), ["reference", "ellipsis", "floor"],
        history=["客厅空调调到26度"])
    add(g, "把它调到25度", one("S_ac", COOLSP, HEATSP), ["reference", "pronoun"],
        history=["Yeelight打开", "书房空调也打开"])
    add(g, "嗯把渠关掉去", one("E_ceil", OFF), ["reference", "pronoun", "dialect", "elder"],
        history=["把老人房的吸顶灯点一下"])
    add(g, "那个也关了", one("Y_hum", OFF), ["reference", "demonstrative"],
        history=["宝宝房空调关掉", "加湿器呢，开着冇"])
    add(g, "再亮一点", one("S_lamp", LVL, STEP), ["reference", "relative"], history=["Yeelight调到40"])
    add(g, "主卧的地暖也调成一样的", one("M_floor", HEATSP), ["reference", "ellipsis", "duplicate-label"],
        history=["老人房地暖调到22度"])
    add(g, "开始扫", one("Z_robot", RVC_START), ["reference", "terse", "no-room"], history=["Roborock开拖地模式"])
    add(g, "两个都开", every(SPOTS, ON), ["reference", "bulk", "numbered"], history=["射灯三开一下"])
    add(g, "宝宝房那个", one("Y_ac", ON), ["reference", "clarify-followup"], history=["孩子房里空调开一下"])

    # ================================================================ state questions
    g = "state"
    add(g, "客厅现在几度", one(["L_th", "L_ac", "L_floor"], ANY), ["question", "room", "temperature"])
    add(g, "宝宝房湿度多少", one(["Y_th", "Y_floor", "Y_ac"], ANY), ["question", "room", "humidity"])
    add(g, "大门关好了冇", one(["L_contact", "L_lock"], ANY), ["question", "security", "dialect"])
    add(g, "厨房漏水了吗", one("K_leak", ANY), ["question", "room"])
    add(g, "家里哪里漏水了", one(LEAKS, ANY), ["question", "room-multi"])
    add(g, "楼顶下雨了吗", one("R_rain", ANY), ["question", "garden"])
    add(g, "花园的土干不干", one("R_soil", ANY), ["question", "garden"])
    add(g, "车库门关了没有", one("G_door", ANY), ["question", "security"])
    add(g, "二楼走廊有人吗", one(["H_motion", "H_night", "H_light"], ANY), ["question", "room"])
    add(g, "看看宝宝醒了没", one("Y_cam", ANY), ["question", "camera"])
    add(g, "Roborock扫完了没", one("Z_robot", ANY), ["question", "english", "no-room"])
    add(g, "洗衣机洗好了冇", one("A_washer", ANY), ["question", "dialect", "appliance"])
    add(g, "冰箱门关好没", one("K_fridge", ANY), ["question", "no-spec"])
    add(g, "胖橘今天吃了几顿", one("A_feeder", ANY), ["question", "nickname"])
    add(g, "二楼有没有烟", one("H_smoke", ANY), ["question", "floor"])
    add(g, "阳台门关了吗", one("U_contact", ANY), ["question"])
    add(g, "电热毯开着没有", one("E_blanket", ANY), ["question", "plug"])
    add(g, "小厨宝现在多少度", one("K_wh", ANY), ["question", "temperature"])
    add(g, "冰柜这个月用了多少电", one("X_freezer", ANY), ["question", "plug", "energy"])
    add(g, "杂物间门锁锁了没", one("X_lock", ANY), ["question", "security"])
    add(g, "车库里有人吗，看下摄像头", one("G_cam", ANY), ["question", "camera"])
    add(g, "燃气有冇泄漏", one("K_gas", ANY), ["question", "dialect", "security"])
    add(g, "加湿器开着冇", one("Y_hum", ANY), ["question", "asr-label", "dialect"])
    add(g, "主卧空调现在设的多少度", one("M_ac", ANY), ["question", "temperature"])
    add(g, "楼顶花园摄像头拍到么子冇", one("R_cam", ANY), ["question", "dialect", "camera"])

    # ================================================================ the grandparents (Nanchang / Gan speech)
    g = "elder"
    add(g, "把老人房的灯点一下", one(["E_ceil", "E_bed"], ON), ["dialect", "elder", "room"])
    add(g, "老人房电视关掉去", one("E_tv", OFF), ["dialect", "elder", "room"])
    add(g, "嗯帮我把老风扇开下子", one("E_fan", ON), ["dialect", "elder", "nickname"])
    add(g, "么子东西在叫？燃气报警器关掉去", one("K_gas", MUTE, SETMUTE), ["dialect", "elder", "name"])
    add(g, "床头灯冇关，帮我关掉去", ask(BEDSIDE, OFF), ["dialect", "elder", "clarify", "duplicate-label"])
    add(g, "老人房好冷人，地暖开高滴子", one("E_floor", HEATSP), ["dialect", "elder", "need", "relative"])
    add(g, "电热毯莫开咯，关掉去", one("E_blanket", OFF), ["dialect", "elder", "plug"])
    add(g, "收音机开大声滴", one("E_radio", VUP, VOL), ["dialect", "elder", "volume"])
    add(g, "起夜灯冇亮，点一下", one("E_night", ON), ["dialect", "elder", "night-light"])
    add(g, "老人房窗帘拉拢来", one("E_cur", SH_CLOSE, SH_LVL), ["dialect", "elder", "cover"])
    add(g, "楼顶落雨了冇", one("R_rain", ANY), ["dialect", "elder", "question", "garden"])
    add(g, "细伢子房里的空调关掉去", ask(["T_ac", "Y_ac"], OFF), ["dialect", "elder", "clarify", "room-alias"])
    add(g, "厨房那只灯点一下", one("K_light", ON), ["dialect", "elder", "room"])
    add(g, "热水器开起来，我要洗澡", one("B_wh", TM_HEAT, TM_SET), ["dialect", "elder", "no-switch"])
    add(g, "冇得热水了", one(WATER_HEATERS, HEATSP, TM_HEAT, TM_SET, MODE), ["dialect", "elder", "need"])
    add(g, "把客厅的灯统统关掉去", every(LIVING_LIGHTS, OFF), ["dialect", "elder", "bulk", "room"])
    add(g, "好热人，空调开下子", ask(ACS, ON), ["dialect", "elder", "clarify", "need", "no-place"])
    add(g, "老人房好热人，搞下子", one(["E_ac", "E_fan"], *AC_ON), ["dialect", "elder", "need", "room"])
    add(g, "给猫咪搞点吃的", one("A_feeder", FEED), ["dialect", "elder", "need"])
    add(g, "把那个灯点一下", ask([], ON), ["dialect", "elder", "clarify", "reference", "no-history"])
    add(g, "电视打开来，我要看戏", ask(TVS, ON), ["dialect", "elder", "clarify", "duplicate-label"])
    add(g, "老人房电视换到3台咯", one("E_tv", KEY), ["dialect", "elder", "channel"])
    add(g, "老人房的空调打开来，调到26度啰", [one("E_ac", ON), one("E_ac", COOLSP, HEATSP)],
        ["dialect", "elder", "multi", "two-actions-one-target"])
    add(g, "一楼的灯统统熄掉", every(F1_LIGHTS, OFF), ["dialect", "elder", "bulk", "floor"])
    add(g, "老人房冇开除湿机吧？开起来", one("E_dehum", ON), ["dialect", "elder", "room"])
    add(g, "门铃一直响，么子鬼，关掉去", one("L_bell", CHIME_OFF, ALARM_OFF), ["dialect", "elder", "name"])
    add(g, "老人房空调莫吹那么冷，高两度", one("E_ac", COOLSP), ["dialect", "elder", "relative", "value"])
    add(g, "帮我把老人房的收音机声音关小滴子", one("E_radio", VDOWN, VOL), ["dialect", "elder", "volume"])
    add(g, "大门锁了冇？冇锁就锁上", one("L_lock", LOCK), ["dialect", "elder", "security"])
    add(g, "花园的水打开来，浇下子花", one(VALVES, V_OPEN, OP_START), ["dialect", "elder", "need", "garden"])

    # ================================================================ the gadget-loving father (English, brands)
    g = "dad"
    add(g, "Turn off Hue Go", one("L_huego", OFF), ["english", "dad"])
    add(g, "Roborock, start cleaning", one("Z_robot", RVC_START), ["english", "dad", "no-room"])
    add(g, "Set the living room AC to 24", one("L_ac", COOLSP, HEATSP), ["english", "dad", "value"])
    add(g, "Nanoleaf brightness 80%", one("T_nano", LVL), ["english", "dad", "value"])
    add(g, "Sonos Beam play", one("L_sonos", PLAY, PBSTATUS), ["english", "dad"])
    add(g, "把Dyson调到night mode", one("L_dyson", PURMODE), ["english", "dad", "code-mixed", "value"])
    add(g, "Mi Fan风速调到50%", one("S_fan", FANPCT), ["english", "dad", "code-mixed", "value"])
    add(g, "open the garage door", one("G_door", DOOR_OPEN), ["english", "dad"])
    add(g, "lock the front door", one("L_lock", LOCK), ["english", "dad", "security"])
    add(g, "dim the Yeelight a bit", one("S_lamp", LVL, STEP), ["english", "dad", "relative"])
    add(g, "turn off all the lights downstairs", ask(F1_LIGHTS + lights_in(*BASEMENT), OFF),
        ["english", "dad", "clarify", "relative-floor"])
    add(g, "turn on all lights on the second floor", every(F2_LIGHTS, ON), ["english", "dad", "bulk", "floor"])
    add(g, "Hue Go换个sunset的颜色", one("L_huego", COLOR, HUE), ["english", "dad", "code-mixed", "color"])
    add(g, "客厅的strip light调成白光", one("L_strip", CT, CTSTEP, COLOR), ["english", "dad", "code-mixed"])
    add(g, "把Sonos Beam的volume调到25", one("L_sonos", VOL), ["english", "dad", "code-mixed", "volume"])
    add(g, "Roborock切到扫拖模式", one("Z_robot", MODE), ["english", "dad", "code-mixed", "value"])
    add(g, "PS5那个插座先off掉", one("T_ps5", OFF), ["english", "dad", "code-mixed", "plug"])
    add(g, "garden lights on", every(lights_in("roof"), ON), ["english", "dad", "bulk", "garden"])
    add(g, "Hue Go和Nanoleaf都调成蓝色", every(["L_huego", "T_nano"], COLOR), ["english", "dad", "bulk", "color"])
    add(g, "Dyson开到max", one("L_dyson", PURMODE, FANPCT), ["english", "dad", "code-mixed", "value"])
    add(g, "living room AC cool mode", one("L_ac", TM_COOL, TM_SET), ["english", "dad", "mode"])
    add(g, "所有smart plug上的灯都关掉", every([k for k in LIGHTS if category_of(k) == "SmartPlug"], OFF),
        ["english", "dad", "bulk", "plug", "category-by-name"])
    add(g, "把hue go跟灯带同步成红色", every(["L_huego", "L_strip"], COLOR), ["english", "dad", "bulk", "color"])

    # ================================================================ the teenager (slang, code-mixing)
    g = "teen"
    add(g, "我房间空调给我拉满", ask(ACS, COOLSP, ACFAN, FANPCT), ["teen", "slang", "clarify", "speaker-unknown"])
    add(g, "儿童房空调冲到18度，热到裂开", one("T_ac", COOLSP), ["teen", "slang", "value"])
    add(g, "nanoleaf整个赛博朋克紫", one("T_nano", COLOR, HUE), ["teen", "slang", "english", "color"])
    add(g, "PS5插座开一下，开黑了", one("T_ps5", ON), ["teen", "slang", "plug"])
    add(g, "JBL来点音乐", one("T_jbl", PLAY, PBSTATUS), ["teen", "english"])
    add(g, "JBL声音拉满", one("T_jbl", VOL, VUP), ["teen", "slang", "volume"])
    add(g, "儿童房吸顶灯整个emo蓝", one("T_ceil", COLOR, HUE), ["teen", "slang", "color"])
    add(g, "儿童房的窗帘拉上 yyds", one("T_cur", SH_CLOSE, SH_LVL), ["teen", "slang", "cover"])
    add(g, "书房台灯关了 刺眼", one("T_desk", OFF), ["teen", "name-other-room"])
    add(g, "xswl 把客厅的灯带变成绿色", one("L_strip", COLOR, HUE), ["teen", "slang", "color"])
    add(g, "JBL切歌", one("T_jbl", NEXT), ["teen", "slang"])
    add(g, "JBL暂停一下 我妈叫我", one("T_jbl", PAUSE, PBSTATUS), ["teen"])
    add(g, "我要开黑了，儿童房灯全关只留Nanoleaf", every(without(lights_in("teen"), ["T_nano"]), OFF),
        ["teen", "slang", "bulk", "exclusion"])
    add(g, "nano leaf打开", one("T_nano", ON), ["teen", "english", "typo"])
    add(g, "儿童房空调别吹了 冻成狗", one("T_ac", OFF, COOLSP), ["teen", "slang", "need"])
    add(g, "儿童房吸顶灯亮度拉到100", one("T_ceil", LVL), ["teen", "slang", "value"])
    add(g, "整点白噪音给宝宝，哄睡音箱打开", one("Y_spk", ON, PLAY), ["teen", "slang"])
    add(g, "wifi插座那个PS5的关了", one("T_ps5", OFF), ["teen", "code-mixed", "plug"])

    # ================================================================ typos, ASR errors, pinyin confusions
    g = "asr"
    add(g, "打开老疯扇", one("E_fan", ON), ["asr", "typo", "nickname"])
    add(g, "把加湿起关掉", one("Y_hum", OFF), ["asr", "typo", "asr-label"])
    add(g, "儿童房吸顶等关掉", one("T_ceil", OFF), ["asr", "typo"])
    add(g, "主卧窗廉打开", one("M_cur", SH_OPEN, SH_LVL), ["asr", "typo", "cover"])
    add(g, "书房空掉关掉", one("S_ac", OFF), ["asr", "typo"])
    add(g, "热水气调到50度", one("B_wh", HEATSP), ["asr", "typo", "value"])
    add(g, "小悦亮打开", one("Y_moon", ON), ["asr", "pinyin", "nickname"])
    add(g, "胖菊的饭碗喂一下", one("A_feeder", FEED), ["asr", "pinyin", "nickname"])
    add(g, "射灯以打开", one("D_sp1", ON), ["asr", "pinyin", "numbered"])
    add(g, "电热谈关掉", one("E_blanket", OFF), ["asr", "pinyin", "plug"])
    add(g, "鱼翅水泵开一下", one("R_pump", ON), ["asr", "pinyin", "garden"])
    add(g, "ye light调亮点", one("S_lamp", LVL, STEP), ["asr", "english", "typo", "relative"])
    add(g, "罗伯罗克开始扫地", one("Z_robot", RVC_START), ["asr", "brand", "transliteration"])
    add(g, "易来那个台灯关掉", one("S_lamp", OFF), ["brand", "transliteration"])
    add(g, "索诺斯暂停", one("L_sonos", PAUSE, PBSTATUS), ["asr", "brand", "transliteration"])
    add(g, "打开水晶掉灯", one("L_chand", ON), ["asr", "pinyin", "relay"])
    add(g, "酒贵灯开一下", one("D_wine", ON), ["asr", "pinyin", "relay"])
    add(g, "猫咪引水机关掉", one("A_fountain", OFF), ["asr-label", "name", "plug"])
    add(g, "晾衣价升上去", one("A_rack", SH_OPEN, SH_CLOSE), ["asr-label", "name", "cover"])
    add(g, "加湿气开一下", one("Y_hum", ON), ["asr-label", "name", "plug"])
    add(g, "花谈滴灌关了", one("R_drip", V_CLOSE), ["asr", "pinyin", "garden"])
    add(g, "主外排气扇关掉", one("MB_exh", OFF), ["asr", "pinyin", "near-duplicate-room"])
    add(g, "宝宝房的顶等调暗", one("Y_top", LVL, STEP), ["asr", "typo", "relative"])
    add(g, "客厅孔调开一下", one("L_ac", ON), ["asr", "typo"])
    add(g, "洗晚机开始", one("K_dish", OP_START, ON), ["asr", "pinyin", "appliance"])
    add(g, "车库们关上", one("G_door", DOOR_CLOSE), ["asr", "typo"])
    add(g, "筒等全部关掉", every(DOWNLIGHTS, OFF), ["asr", "typo", "bulk", "bare-series"])
    add(g, "二楼的等都关了", every(F2_LIGHTS, OFF), ["asr", "typo", "bulk", "floor"])
    add(g, "除了宝宝方，其他房间的灯全关", every(without(LIGHTS, BABY_LIGHTS), OFF),
        ["asr", "typo", "bulk", "exclusion"])
    add(g, "油眼机开大一点", one("K_hood", FANMODE, FANPCT), ["asr", "pinyin", "relative"])

    # ================================================================ the mother working from home (study)
    g = "mom"
    add(g, "我要开会了，书房窗帘关一下", one("S_blind", SH_CLOSE, SH_LVL), ["mom", "room", "cover"])
    add(g, "书房太吵了，把Mi Fan关了", one("S_fan", FANPCT), ["mom", "english", "no-switch"])
    add(g, "打印机开一下，我要打个文件", one("S_printer", ON), ["mom", "plug"])
    add(g, "宝宝房空调调到26度，别太冷", one("Y_ac", COOLSP, HEATSP), ["mom", "value"])
    add(g, "书房的灯都打开，视频会议太暗了", every(STUDY_LIGHTS, ON), ["mom", "bulk", "room", "category-by-name"])
    add(g, "麻烦把宝宝房的加湿器打开，再把净化器调到睡眠", [one("Y_hum", ON), one("Y_pur", PURMODE)],
        ["mom", "multi", "room-carry", "polite"])
    add(g, "开会的时候把JBL静音", one("T_jbl", MUTE, SETMUTE), ["mom", "english", "volume"])
    add(g, "书架灯带关掉，Yeelight开暖一点", [one("S_shelf", OFF), one("S_lamp", CT, CTSTEP)], ["mom", "multi"])
    add(g, "百叶帘叶片转一下，别让太阳直射屏幕", one("S_blind", TILT, SH_LVL, SH_CLOSE), ["mom", "need", "tilt"])
    add(g, "书房空调开到除湿", one("S_ac", TM_SET), ["mom", "mode"])
    add(g, "哄睡音箱的声音调到15", one("Y_spk", VOL), ["mom", "volume"])
    add(g, "宝宝房遮光帘拉上，小月亮打开", [one("Y_cur", SH_CLOSE, SH_LVL), one("Y_moon", ON)],
        ["mom", "multi", "nickname"])
    add(g, "看下宝宝房现在多少度", one(["Y_th", "Y_floor", "Y_ac"], ANY), ["mom", "question"])
    add(g, "宝宝房有点闷，净化器开一下", one("Y_pur", PURMODE, FANPCT), ["mom", "need"])
    add(g, "洗衣机用婴儿衣物模式", one("A_washer", MODE), ["mom", "value", "appliance"])

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
CASE_FIELDS = {"id", "home", "query", "expect", "tags", "history"}


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
    except Exception as exc:  # invalid JSON
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

    # the messiness the README promises
    if len(home["items"]) < 100:
        errors.append("fewer than 100 devices")
    if len({d["profile"]["id"] for d in home["items"]}) < 90:
        errors.append("fewer than 90 distinct profiles")
    no_room = [d for d in home["items"] if "roomId" not in d]
    stale = [d for d in home["items"] if "roomId" in d and d["roomId"] not in set(room_ids)]
    if len(no_room) != 2 or len(stale) != 1:
        errors.append(f"expected two devices without roomId and one with a deleted room: {len(no_room)}, {len(stale)}")
    labels = Counter(d["label"] for d in home["items"])
    if labels["吸顶灯"] != 3:
        errors.append("吸顶灯 should be the label of exactly three devices")

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
        # every spec command comes from a capability of the profile and capabilities.json
        for entry in next((s["capabilities"] for s in spec if s["profileId"] == d["profile"]["id"]), []):
            _, cap, cmd = entry["id"].split("-", 2)
            cdef = CAPS.get(cap)
            if cap not in prof["capabilities"] or cdef is None or cmd not in [c["name"] for c in cdef["commands"]]:
                errors.append(f"{k}: spec command {entry['id']} not real")
                continue
            arg = next((a for c in cdef["commands"] if c["name"] == cmd for a in c["arguments"]
                        if not a.get("optional")), None)
            if arg is None and any(x in entry for x in ("type", "value_range", "value_list")):
                errors.append(f"{k}: {entry['id']} takes no argument")
            if arg is not None:
                if entry.get("type") != arg.get("type"):
                    errors.append(f"{k}: {entry['id']} type {entry.get('type')} != {arg.get('type')}")
                vr = entry.get("value_range")
                if vr is not None:
                    lo, hi = arg.get("minimum"), arg.get("maximum")
                    if (lo is not None and vr["min"] < lo) or (hi is not None and vr["max"] > hi) or vr["min"] > vr["max"]:
                        errors.append(f"{k}: {entry['id']} range {vr} outside the definition")
                if arg.get("enum") and entry.get("value_list"):
                    bad = [v["value"] for v in entry["value_list"] if v["value"] not in arg["enum"]]
                    if bad:
                        errors.append(f"{k}: {entry['id']} values not in the enum: {bad}")
    missing = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_cmds))
    want_missing = sorted(profile_id(d, n) for d, n in OMITTED_PROFILES)
    if missing != want_missing:
        errors.append(f"profiles missing from spec: {missing} (intended {want_missing})")
    extra = sorted(set(spec_cmds) - {d["profile"]["id"] for d in home["items"]})
    if extra:
        errors.append(f"spec lines for profiles no device uses: {extra}")

    # cases
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate case ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))
    if len(cases) < 300:
        errors.append(f"only {len(cases)} cases")
    queries = Counter((c["query"], tuple(c.get("history", []))) for c in cases)
    for (q, h), n in queries.items():
        if n > 1:
            errors.append(f"query {q!r} (history {list(h)}) appears {n} times")
    for c in cases:
        cid = c.get("id", "?")
        for field in ("id", "home", "query", "expect", "tags"):
            if field not in c:
                errors.append(f"{cid}: missing {field}")
        if set(c) - CASE_FIELDS:
            errors.append(f"{cid}: unknown fields {sorted(set(c) - CASE_FIELDS)}")
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home")
        if not isinstance(c.get("query"), str) or not c["query"].strip():
            errors.append(f"{cid}: empty query")
        if not c.get("expect"):
            errors.append(f"{cid}: empty expect")
            continue
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            errors.append(f"{cid}: tags must be a non-empty list of strings")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a non-empty list of strings")
        for i, e in enumerate(c["expect"]):
            where = f"{cid}[{i}]"
            mode = e.get("mode")
            if set(e) != {"devices", "capabilities", "mode"}:
                errors.append(f"{where}: keys {sorted(e)}")
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{where}: mode {mode} (FORMATS.md defines one, all, clarify)")
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
                if mode == "all":
                    errors.append(f"{where}: '*' in a bulk entry")
                continue
            if "*" in caps:
                errors.append(f"{where}: '*' mixed with commands")
            for dv in e["devices"]:
                pc = spec_cmds.get(devices[dv]["profile"]["id"]) if dv in devices else None
                if pc is None:
                    errors.append(f"{where}: device {by_key.get(dv)} has no spec line; use ['*']")
                    continue
                have = [x for x in caps if x in pc]
                if mode == "all" and len(have) != len(caps):
                    errors.append(f"{where}: device {by_key.get(dv)} lacks {sorted(set(caps) - set(have))}")
                if mode in ("one", "clarify") and not have:
                    errors.append(f"{where}: device {by_key.get(dv)} supports none of {caps}")
            for x in caps:
                if not any(x in (spec_cmds.get(devices[dv]["profile"]["id"]) or []) for dv in e["devices"] if dv in devices):
                    if e["devices"]:
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
        if sorted(case["expect"][i]["devices"]) != sorted(want):
            errors.append(f"{cid}[{i}]: mode all devices are not exactly the in-scope devices supporting {caps}")
        out_of_scope = set(case["expect"][i]["devices"]) - {uid("device", k) for k in scope}
        if out_of_scope:
            errors.append(f"{cid}[{i}]: devices outside the written scope")
    n_all = sum(1 for c in cases for e in c["expect"] if e["mode"] == "all")
    if n_all != len(ALL_SCOPES):
        errors.append(f"{n_all} mode-all entries but {len(ALL_SCOPES)} scopes")

    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print(" -", e)
        return 1
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print(f"OK: {len(home['rooms'])} rooms, {len(home['items'])} devices, "
          f"{len({d['profile']['id'] for d in home['items']})} profiles, {len(spec)} spec lines "
          f"({len(missing)} profiles left out: {', '.join(missing)}), {len(cases)} cases; entries by mode: "
          + ", ".join(f"{m} {n}" for m, n in sorted(modes.items())))
    return 0


def stats():
    cases = build_cases()
    home = build_home()
    spec = build_spec()
    print("rooms", len(home["rooms"]), "devices", len(home["items"]), "spec lines", len(spec),
          "profiles", len({d["profile"]["id"] for d in home["items"]}))
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
    print("lights", len(LIGHTS), "(floor 1:", len(lights_in(*FLOOR1)), "floor 2:", len(lights_in(*FLOOR2)),
          "roof:", len(lights_in(*ROOF)), "basement:", len(lights_in(*BASEMENT)), ") ACs", len(ACS),
          "floor heating", len(FLOORHEAT), "curtains", len(CURTAINS), "dehumidifiers", len(DEHUMS))
    print("cases", len(cases))
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("entries by mode", dict(modes), "total", sum(modes.values()))
    cmode = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    print("cases by mode set", dict(cmode))
    print("multi-entry cases", sum(1 for c in cases if len(c["expect"]) > 1),
          "with history", sum(1 for c in cases if "history" in c))
    tags = Counter(t for c in cases for t in c["tags"])
    print("tags: " + ", ".join(f"{t} {n}" for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0]))))
    groups = Counter(c["id"].split("-")[1] for c in cases)
    print("groups", dict(groups))
    print("categories", dict(Counter(category_of(k) for k in ORDER).most_common()))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    if "--stats" in sys.argv:
        stats()
        sys.exit(0)
    write()
