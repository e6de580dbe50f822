#!/usr/bin/env python3
"""Blind evaluation set "shenyang": a three-storey townhouse (联排别墅) with a basement in Shenyang.

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
NS = uuid.UUID("2c9e7a41-5b0d-4f3e-8a6c-91d4e2b7f035")


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
    return str(uuid.uuid5(NS, f"shenyang/{kind}/{key}"))


LOCATION_ID = uid("location", "townhouse")

# --------------------------------------------------------------------------- rooms
# Room names exactly as the owner typed them: floor prefixes in mixed styles, some without a floor.
ROOMS = [
    ("garage", "负一楼车库"),
    ("store", "B1储藏室"),
    ("theater", "B1影音室"),
    ("plant", "负一层设备间"),
    ("entry", "1F门厅"),
    ("living", "一楼客厅"),
    ("dining", "一楼餐厅"),
    ("kitchen", "1楼厨房"),
    ("elder", "一楼老人房"),
    ("gbath", "一楼客卫"),
    ("master", "二楼主卧"),
    ("mbath", "二楼主卫"),
    ("second", "2F次卧"),
    ("kids", "2F 儿童房"),
    ("study", "2F 书房"),
    ("pbath", "二楼公卫"),
    ("sun", "3F阳光房"),
    ("terrace", "三层露台"),
    ("gym", "健身房"),
    ("tea", "茶室"),
    ("yard", "院子"),
]
ROOM_NAME = dict(ROOMS)
DELETED_ROOM = "laundry_deleted"  # roomId of a deleted room ("洗衣房"), not in rooms

# Floors as a person can read them off the room names (see README "Floors").
FLOOR_B1 = ["garage", "store", "theater", "plant"]          # B1 / 负一楼 / 负一层
FLOOR_1 = ["entry", "living", "dining", "kitchen", "elder", "gbath"]  # 1F / 一楼 / 1楼
FLOOR_2 = ["master", "mbath", "second", "kids", "study", "pbath"]     # 二楼 / 2F
FLOOR_3_NAMED = ["sun", "terrace"]                           # 3F / 三层
FLOOR_3_ALL = FLOOR_3_NAMED + ["gym", "tea"]                 # 健身房, 茶室: floor not written
BEDROOMS = ["master", "second"]                              # 卧室 = 主卧 / 次卧
BATHROOMS = ["gbath", "mbath", "pbath"]                      # 卫生间 = 客卫 / 主卫 / 公卫

# --------------------------------------------------------------------------- devices
# key, label, room key (None = no roomId), driver (last path part), profile name
DEVICES = [
    # 负一楼车库
    ("G_door", "车库门", "garage", "zwave-garage-door-opener", "base-garage-door"),
    ("G_light", "车库灯", "garage", "zigbee-switch", "aqara-switch-module"),
    ("G_sense", "车库感应灯", "garage", "zwave-sensor", "motion-light"),
    ("G_lock", "车库侧门锁", "garage", "zwave-lock", "lock-without-codes"),
    # B1储藏室
    ("S_light", "储藏室灯", "store", "zigbee-switch", "on-off-bulb"),
    ("S_dehum", "除湿机", "store", "zigbee-switch", "basic-plug"),
    ("S_leak", "储藏室水浸", "store", "matter-sensor", "leak-battery"),
    ("S_th", "储藏室温湿度", "store", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    # B1影音室
    ("H_screen", "投影幕布", "theater", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("H_proj", "投影仪", "theater", "zigbee-switch", "switch-power-smartplug"),
    ("H_amp", "功放", "theater", "harman-luxury", "maX10"),
    ("H_star", "星空顶", "theater", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("H_wallL", "左壁灯", "theater", "zigbee-switch", "on-off-level"),
    ("H_wallR", "右壁灯", "theater", "zigbee-switch", "on-off-level"),
    ("H_strip", "氛围灯带", "theater", "matter-switch", "light-color-level-2000K-7000K"),
    # 负一层设备间 (the family still calls it 锅炉房)
    ("X_boiler", "壁挂路", "plant", "zigbee-thermostat", "thermostat-popp"),
    ("X_wh", "热水器", "plant", "matter-thermostat", "water-heater"),
    ("X_pump", "地暖循环泵", "plant", "matter-pump", "pump-level"),
    ("X_valve", "进户总阀", "plant", "zwave-valve", "valve-generic"),
    ("X_co", "一氧化碳报警器", "plant", "matter-sensor", "co-comeas-battery"),
    ("X_leak", "设备间水浸", "plant", "matter-sensor", "leak"),
    ("X_light", "锅炉房灯", "plant", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    # 1F门厅
    ("E_light", "门厅灯", "entry", "matter-switch", "light-level-motion"),
    ("E_stair", "楼梯灯", "entry", "zigbee-switch", "aqara-switch-module-no-power"),
    ("E_lock", "入户门锁", "entry", "aqara-lock", "aqara-lock-battery"),
    ("E_motion", "门厅人体", "entry", "matter-sensor", "matter-motion-battery"),
    ("E_contact", "入户门磁", "entry", "matter-sensor", "contact-battery"),
    ("E_feeder", "猫粮机", "entry", "aqara-feeder", "aqara-pet-feeder"),
    # 一楼客厅
    ("LR_main", "客厅主灯", "living", "philips-hue", "white-and-color-ambiance"),
    ("LR_dl1", "筒灯1", "living", "zigbee-switch", "on-off-level"),
    ("LR_dl2", "筒灯2", "living", "zigbee-switch", "on-off-level"),
    ("LR_dl3", "筒灯3", "living", "zigbee-switch", "on-off-level"),
    ("LR_dl4", "筒灯4", "living", "zigbee-switch", "on-off-level"),
    ("LR_dl5", "筒灯5", "living", "matter-switch", "light-binary"),
    ("LR_dl6", "筒灯6", "living", "matter-switch", "light-binary"),
    ("LR_sp1", "射灯-01", "living", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("LR_sp2", "射灯-02", "living", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("LR_sp3", "射灯-03", "living", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("LR_sp4", "射灯-04", "living", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("LR_floor", "落地灯", "living", "philips-hue", "white-ambiance"),
    ("LR_tv", "客厅电视", "living", "matter-media", "media-video-player"),
    ("LR_ac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner"),
    ("LR_heat", "客厅地暖", "living", "deepsmart", "Heater.v1"),
    ("LR_cur", "客厅窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("LR_sheer", "纱帘", "living", "matter-window-covering", "window-covering"),
    ("LR_pur", "空气净化器", "living", "matter-thermostat", "air-purifier-hepa-wind"),
    ("LR_fresh", "新风", "living", "deepsmart", "Newfan.v1"),
    ("LR_fish", "鱼缸插座", "living", "zigbee-switch", "switch-power-energy"),
    # 一楼餐厅
    ("D_pend", "餐厅吊灯", "dining", "zigbee-switch", "color-temp-bulb-2200K-4000K"),
    ("D_cab", "酒柜灯", "dining", "zigbee-switch", "switch-level"),
    ("D_spk", "餐厅音箱", "dining", "samsung-audio", "samsung-audio"),
    ("D_cur", "餐厅窗帘", "dining", "zigbee-window-treatment", "window-treatment-profile"),
    # 1楼厨房
    ("K_ceil", "吸顶灯", "kitchen", "zigbee-switch", "on-off-bulb"),
    ("K_cab", "橱柜灯", "kitchen", "zigbee-switch", "ge-link-bulb"),
    ("K_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood"),
    ("K_dish", "洗碗机", "kitchen", "matter-appliance", "dishwasher"),
    ("K_smoke", "烟雾报警器", "kitchen", "matter-sensor", "smoke-co"),
    ("K_leak", "厨房水浸", "kitchen", "zigbee-water-leak-sensor", "water-battery"),
    ("K_rice", "电饭煲", "kitchen", "matter-switch", "plug-power-energy-powerConsumption"),
    # 一楼老人房
    ("O_ceil", "吸顶灯", "elder", "matter-switch", "light-level-colorTemperature"),
    ("O_night", "小夜灯", "elder", "zigbee-switch", "on-off-level-motion-sensor"),
    ("O_heat", "地暖", "elder", "tuya-zigbee", "thermostat"),
    ("O_blanket", "电热毯", "elder", "matter-switch", "plug-binary"),
    ("O_hum", "加湿器", "elder", "zigbee-switch", "basic-plug"),
    ("O_radio", "收音机", "elder", "harman-luxury", "l42ms"),
    ("O_tv", "老人房电视", "elder", "matter-media", "media-video-speaker"),
    ("O_cur", "窗帘", "elder", "zigbee-window-treatment", "window-treatment-battery"),
    ("O_sos", "紧急按钮", "elder", "zigbee-button", "aqara-single-button-mode"),
    ("O_th", "老人房温度计", "elder", "zigbee-humidity-sensor", "humidity-temp-battery"),
    # 一楼客卫
    ("GB_light", "客卫顶灯", "gbath", "matter-switch", "light-binary"),
    ("GB_mirror", "镜前灯", "gbath", "zigbee-switch", "on-off-bulb"),
    ("GB_fan", "排气扇", "gbath", "zigbee-switch", "aqara-switch-no-power"),
    # 二楼主卧
    ("M_main", "主卧灯", "master", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("M_bedL", "床头灯左", "master", "zigbee-switch", "aqara-led-bulb"),
    ("M_bedR", "床头灯右", "master", "zigbee-switch", "aqara-led-bulb"),
    ("M_ac", "主卧空调", "master", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("M_heat", "地暖温控", "master", "matter-thermostat", "thermostat-heating-only"),
    ("M_cur", "主卧窗帘", "master", "zigbee-window-treatment", "window-treatment-hanssem"),
    ("M_blackout", "遮光帘", "master", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate"),
    ("M_blanket", "电热毯", "master", "matter-switch", "plug-binary"),
    ("M_hum", "加湿器", "master", "zigbee-switch", "basic-plug"),
    ("M_tv", "电视", "master", "matter-media", "media-video-player"),
    ("M_bed", "智能床垫", "master", "zigbee-bed", "shus-smart-mattress"),
    # 二楼主卫
    ("MB_heater", "浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater"),
    ("MB_light", "主卫灯", "mbath", "matter-switch", "light-binary"),
    ("MB_mirror", "镜前灯", "mbath", "zigbee-switch", "on-off-bulb"),
    ("MB_towel", "电热毛巾架", "mbath", "zwave-switch", "switch-binary"),
    # 2F次卧 (the son's room)
    ("SR_ceil", "吸顶灯", "second", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("SR_desk", "Desk Lamp", "second", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("SR_strip", "LED Strip", "second", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("SR_oldlamp", "书房台灯", "second", "matter-switch", "plug-power"),
    ("SR_ac", "空调", "second", "deepsmart", "Ac.v1"),
    ("SR_spk", "JBL", "second", "jbl", "jbl"),
    ("SR_pc", "Gaming PC", "second", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("SR_cur", "次卧窗帘", "second", "zigbee-window-treatment", "window-treatment-no-preset"),
    # 2F 儿童房
    ("KR_ceil", "吸顶灯", "kids", "zigbee-switch", "rgbw-bulb-2000K-6500K"),
    ("KR_night", "小夜灯", "kids", "matter-switch", "light-level-motion"),
    ("KR_ac", "空调", "kids", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("KR_heat", "地暖", "kids", "zigbee-thermostat", "thermostat-sinope"),
    ("KR_hum", "加湿气", "kids", "zwave-switch", "smartplug-binary"),
    ("KR_cur", "儿童房窗帘", "kids", "matter-window-covering", "window-covering-battery"),
    ("KR_pur", "净化器", "kids", "matter-thermostat", "air-purifier-aqs"),
    # 2F 书房
    ("ST_main", "书房主灯", "study", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("ST_read", "阅读灯", "study", "zigbee-switch", "color-temp-bulb-2500K-6000K"),
    ("ST_ac", "空调", "study", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("ST_heater", "小太阳", "study", "zwave-switch", "smartplug-switch-power-energy"),
    ("ST_blind", "百叶帘", "study", "zwave-window-treatment", "fibaro-roller-shutter-venetian"),
    # 二楼公卫
    ("PB_light", "公卫灯", "pbath", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("PB_mirror", "镜前灯", "pbath", "matter-switch", "light-binary"),
    ("PB_fan", "排气扇", "pbath", "zigbee-switch", "aqara-switch-no-power"),
    # 3F阳光房
    ("SU_light", "阳光房灯", "sun", "zigbee-switch", "color-temp-bulb"),
    ("SU_bamboo", "竹帘", "sun", "tuya-zigbee", "window-treatment-reverse"),
    ("SU_sky", "天窗帘", "sun", "matter-window-covering", "window-covering-tilt"),
    ("SU_ac", "阳光房空调", "sun", "matter-thermostat", "room-air-conditioner-modular"),
    ("SU_fan", "客厅落地扇", "sun", "matter-thermostat", "fan-rock-wind"),
    ("SU_oil", "油听", "sun", "zigbee-switch", "switch-power-smartplug-no-firmware-update"),
    ("SU_water", "浇花阀", "sun", "matter-switch", "water-valve-level"),
    # 三层露台
    ("TE_light", "露台灯", "terrace", "matter-switch", "light-power"),
    ("TE_string", "灯串", "terrace", "zigbee-switch", "basic-switch"),
    ("TE_awning", "遮阳棚", "terrace", "zwave-window-treatment", "window-treatment-preset-reverse"),
    # 健身房 (third floor, not written)
    ("GY_ceil", "吸顶灯", "gym", "zigbee-switch", "on-off-level"),
    ("GY_spk", "Sonos", "gym", "sonos", "sonos-player"),
    ("GY_tread", "跑步机", "gym", "zigbee-switch", "switch-power-energy-consumption-report"),
    ("GY_rad", "暖气片", "gym", "zwave-thermostat", "base-radiator-thermostat"),
    # 茶室 (third floor, not written)
    ("TR_light", "茶室灯", "tea", "philips-hue", "white"),
    ("TR_kettle", "烧水壶", "tea", "matter-switch", "plug-energy-powerConsumption"),
    ("TR_heat", "地暖", "tea", "deepsmart", "Heater.v1"),
    ("TR_spk", "茶室音箱", "tea", "bose", "soundtouch-speaker"),
    # 院子
    ("Y_l1", "庭院灯1", "yard", "matter-switch", "light-level"),
    ("Y_l2", "庭院灯2", "yard", "matter-switch", "light-level"),
    ("Y_l3", "庭院灯3", "yard", "matter-switch", "light-level"),
    ("Y_gate", "电动院门", "yard", "matter-window-covering", "gate"),
    ("Y_lock", "院门锁", "yard", "zigbee-lock", "lock-battery"),
    ("Y_irr", "喷灌", "yard", "matter-switch", "irrigation-system"),
    ("Y_tap", "院子水阀", "yard", "zigbee-valve", "valve-battery-powerSource"),
    ("Y_freeze", "水管防冻", "yard", "matter-sensor", "freeze-battery"),
    ("Y_cam", "院子摄像头", "yard", "matter-switch", "camera"),
    ("Y_th", "室外温度", "yard", "zigbee-humidity-sensor", "frient-humidity-temperature-battery"),
    # deleted room / no room
    ("N_washer", "洗衣机", DELETED_ROOM, "matter-appliance", "laundry-washer"),
    ("N_robot", "石头扫地机", None, "matter-rvc", "rvc-clean-mode"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist in home.json).
OMITTED_PROFILES = {
    ("aqara-feeder", "aqara-pet-feeder"),
    ("zigbee-bed", "shus-smart-mattress"),
    ("matter-switch", "camera"),
}

TRANSPORT = {
    "zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER", "philips-hue": "LAN",
    "sonos": "LAN", "samsung-audio": "LAN", "jbl": "LAN", "deepsmart": "LAN", "bose": "LAN",
    "harman-luxury": "LAN", "aqara-lock": "ZIGBEE", "aqara-feeder": "ZIGBEE", "aqara-bath-heater": "ZIGBEE",
    "tuya-zigbee": "ZIGBEE",
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
# so the spec mixes both languages the way real files do (mostly Chinese).
DESC = {
    "switch.on": ("打开", "turn on"),
    "switch.off": ("关闭", "turn off"),
    "switchLevel.setLevel": ("设置亮度", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度调高或调低一档（正数调亮）", "step the level up or down"),
    "colorControl.setColor": ("设置颜色", "set colour"),
    "colorControl.setHue": ("设置色调", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("设置色温（K，越低越暖）", "set colour temperature"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温调冷一点或调暖一点", "step colour temperature"),
    "windowShade.open": ("打开/拉开", "open"),
    "windowShade.close": ("关闭/拉上", "close"),
    "windowShade.pause": ("暂停", "pause"),
    "windowShadeLevel.setShadeLevel": ("设置打开百分比", "set shade level"),
    "windowShadePreset.presetPosition": ("到预设位置", "move to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片角度", "set tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开一点或关一点", "step shade level"),
    "doorControl.open": ("开门", "open door"),
    "doorControl.close": ("关门", "close door"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("解锁并开门（收回锁舌）", "unlatch"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
    "level.setLevel": ("设置开度", "set level"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速", "set fan mode"),
    "thermostatMode.auto": ("自动模式", "auto mode"),
    "thermostatMode.cool": ("制冷模式", "cool"),
    "thermostatMode.emergencyHeat": ("紧急加热", "emergency heat"),
    "thermostatMode.heat": ("制热/加热模式", "heat"),
    "thermostatMode.off": ("关闭运行", "off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热温度", "set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风量百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风（摇头）方式", "set oscillation mode"),
    "windMode.setWindMode": ("设置风类（自然风、睡眠风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器模式", "set air purifier fan mode"),
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
    "mediaInputSource.setInputSource": ("切换输入源", "set input source"),
    "mediaPresets.playPreset": ("播放收藏", "play preset"),
    "keypadInput.sendKey": ("遥控按键", "send key"),
    "audioNotification.playTrack": ("播放提示音", "play track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续", "play track and resume"),
    "robotCleanerOperatingState.goHome": ("回充", "return to dock"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.start": ("启动", "start"),
    "operationalState.stop": ("停止", "stop"),
    "mode.setMode": ("设置模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量清零", "reset energy meter"),
    "feederOperatingState.startFeeding": ("开始喂食", "start feeding"),
    "feederPortion.setPortion": ("设置出粮量", "set portion"),
}

# value lists: (value, Chinese, English)
VAL = {
    "ac_mode_deepsmart": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan only"),
                          ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high"), ("auto", "自动风", "auto")],
    "tmode_ac": [("off", "关", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                 ("fanonly", "送风", "fan only"), ("dryair", "除湿", "dry"), ("asleep", "睡眠", "sleep")],
    "tmode_floor": [("off", "关", "off"), ("heat", "加热", "heat"), ("auto", "自动", "auto")],
    "tmode_water": [("off", "关", "off"), ("heat", "加热", "heat")],
    "tmode_bath": [("off", "关", "off"), ("heat", "暖风", "heat"), ("fanonly", "吹风/换气", "fan only"),
                   ("dryair", "干燥", "dry")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "purifier": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "高档", "high"), ("quiet", "静音", "quiet"), ("windFree", "无风感", "wind free"), ("off", "关", "off")],
    "fan_mode": [("auto", "自动", "auto"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("off", "关", "off"), ("turbo", "强劲", "turbo")],
    "oscillation": [("off", "不摆", "off"), ("individual", "单独", "individual"), ("fixed", "固定", "fixed"),
                    ("vertical", "上下摆", "vertical"), ("horizontal", "左右摆", "horizontal"), ("all", "全方位摆", "all"),
                    ("indirect", "避人吹", "indirect"), ("direct", "对人吹", "direct"), ("fixedCenter", "固定中间", "fixed center"),
                    ("fixedLeft", "固定左边", "fixed left"), ("fixedRight", "固定右边", "fixed right"), ("far", "远距", "far"),
                    ("wide", "广角", "wide"), ("mid", "中距", "mid"), ("spot", "定点", "spot"), ("swing", "摇头", "swing"),
                    ("leftZone", "左区", "left zone"), ("rightZone", "右区", "right zone")],
    "input": [("AM", "AM收音", "AM"), ("CD", "CD", "CD"), ("FM", "FM收音", "FM"), ("HDMI", "HDMI", "HDMI"),
              ("HDMI1", "HDMI1", "HDMI 1"), ("HDMI2", "HDMI2", "HDMI 2"), ("HDMI3", "HDMI3", "HDMI 3"),
              ("HDMI4", "HDMI4", "HDMI 4"), ("HDMI5", "HDMI5", "HDMI 5"), ("HDMI6", "HDMI6", "HDMI 6"),
              ("digitalTv", "数字电视", "digital TV"), ("USB", "U盘", "USB"), ("YouTube", "YouTube", "YouTube"),
              ("aux", "AUX音频", "aux"), ("bluetooth", "蓝牙", "bluetooth"), ("digital", "数字输入", "digital"),
              ("melon", "Melon", "melon"), ("wifi", "WiFi", "wifi"), ("network", "网络", "network"),
              ("optical", "光纤", "optical"), ("coaxial", "同轴", "coaxial"), ("analog1", "模拟1", "analog 1"),
              ("analog2", "模拟2", "analog 2"), ("analog3", "模拟3", "analog 3"), ("phono", "唱机", "phono")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "取消静音", "unmuted")],
    "keys": [(k, z, e) for k, z, e in [
        ("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
        ("SELECT", "确定", "select"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
        ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]] +
        [(f"NUMBER{i}", f"数字{i}", f"number {i}") for i in range(10)],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "加漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("Off", "不脱水", "no spin"), ("400", "400转", "400 rpm"), ("800", "800转", "800 rpm"),
             ("1200", "1200转", "1200 rpm")],
    "washer_mode": [("Normal", "标准洗", "normal"), ("Delicate", "轻柔洗", "delicate"), ("Heavy", "强力洗", "heavy"),
                    ("Quick", "快洗", "quick"), ("Down", "羽绒服", "down jacket"), ("Bedding", "床品", "bedding")],
    "dish_mode": [("Normal", "标准洗", "normal"), ("Eco", "节能洗", "eco"), ("Intensive", "强力洗", "intensive"),
                  ("Quick", "快洗", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖一起", "vacuum and mop")],
    "wh_mode": [("Eco", "节能", "eco"), ("Boost", "速热", "boost"), ("Vacation", "度假", "vacation")],
    "screen_mode": [("16:9", "16:9画幅", "16:9"), ("2.35:1", "2.35:1宽银幕", "2.35:1 cinemascope"),
                    ("4:3", "4:3画幅", "4:3")],
}

# mode.setMode values per profile (the capability leaves the string free; see README)
MODE_VALUES = {
    "rvc-clean-mode": "rvc_mode", "water-heater": "wh_mode", "laundry-washer": "washer_mode",
    "dishwasher": "dish_mode", "projector-screen-VWSDSTUST120H": "screen_mode",
}
TMODE_VALUES = {
    "Heater.v1": "tmode_floor", "thermostat": "tmode_floor", "thermostat-sinope": "tmode_floor",
    "thermostat-heating-only": "tmode_floor", "base-radiator-thermostat": "tmode_floor",
    "thermostat-popp": "tmode_floor", "water-heater": "tmode_water", "aqara-bath-heater": "tmode_bath",
}
SETPOINT_RANGE = {  # used only when the profile itself gives no range (see README)
    "AirConditioner": (16, 30), "WaterHeater": (30, 75), "Thermostat": (5, 35),
}


def english(profile: str, key: str) -> bool:
    h = hashlib.md5(f"{profile}|{key}".encode()).digest()[0]
    return h % 10 < 2  # about 20 % English


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


PCT_CAPS = ("switchLevel", "level", "windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel",
            "fanSpeedPercent", "audioVolume", "statelessSwitchLevelStep", "statelessColorTemperatureStep")


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
                if cap in PCT_CAPS:
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "%"
                elif cap == "colorTemperature":
                    rng = config_range(prof, cap) or [a.get("minimum"), a.get("maximum")]
                    unit = "K"
                elif cap == "colorControl" and cname in ("setHue", "setSaturation"):
                    rng, unit = [0, 100], "%"
                elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                    rng = config_range(prof, cap) or list(SETPOINT_RANGE.get(category, (5, 35)))
                    unit = "C"
                elif cap == "fanSpeed":
                    rng = config_range(prof, cap) or [0, 3]
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
                elif cap == "mode":
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
LEVEL = "main-level-setLevel"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE, UNMUTE = "main-audioMute-mute", "main-audioMute-setMute", "main-audioMute-unmute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT, PREV = "main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack"
KEY, PRESET, INPUT = "main-keypadInput-sendKey", "main-mediaPresets-playPreset", "main-mediaInputSource-setInputSource"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
RVC_START, RVC_HOME = "main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome"
MODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
RINSE, SPIN = "main-laundryWasherRinseMode-setRinseMode", "main-laundryWasherSpinSpeed-setSpinSpeed"
RESET_E = "main-energyMeter-resetEnergyMeter"
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


def but(keys, *drop):
    return [k for k in keys if k not in drop]


LIGHTS = keys_where(is_light)
ACS = keys_where(lambda k: category_of(k) == "AirConditioner")
TVS = keys_where(lambda k: category_of(k) == "Television")
LOCKS = keys_where(lambda k: category_of(k) == "SmartLock")
SPEAKERS = keys_where(lambda k: category_of(k) == "Speaker")
FLOORHEAT = keys_where(lambda k: category_of(k) == "Thermostat" and "地暖" in DEV[k]["label"])
CURTAINS = keys_where(lambda k: "帘" in DEV[k]["label"])
CEILINGS = keys_where(lambda k: DEV[k]["label"] == "吸顶灯")
MIRRORS = keys_where(lambda k: DEV[k]["label"] == "镜前灯")
EXHAUST = keys_where(lambda k: DEV[k]["label"] == "排气扇")
NIGHT = keys_where(lambda k: DEV[k]["label"] == "小夜灯")
BLANKETS = keys_where(lambda k: DEV[k]["label"] == "电热毯")
HUMS = ["O_hum", "M_hum", "KR_hum"]  # 加湿器, 加湿器, 加湿气 (misheard)
DL = [f"LR_dl{i}" for i in range(1, 7)]
SPOTS = [f"LR_sp{i}" for i in range(1, 5)]
YARD_L = ["Y_l1", "Y_l2", "Y_l3"]
WALL = ["H_wallL", "H_wallR"]
DOORS = LOCKS + ["G_door", "Y_gate"]


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


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


ALL_SCOPES = {}
_COUNTERS = Counter()


def _mk(group, query, expects, tags, history=None):
    if isinstance(expects, dict):
        expects = [expects]
    _COUNTERS[group] += 1
    cid = f"sy-{group}-{_COUNTERS[group]:03d}"
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

    living_dim = keys_where(lambda k: supports(k, LVL), lights_in("living"))

    # ---------------------------------------------------------------- device by (part of) its label
    g = "name"
    add(g, "打开星空顶", one("H_star", ON), ["name", "category-light-no-word"])
    add(g, "投影仪打开", one("H_proj", ON), ["name", "plug"])
    add(g, "功放开一下", one("H_amp", ON), ["name", "type-word", "media"])
    add(g, "楼梯灯开一下", one("E_stair", ON), ["name", "category-by-name"])
    add(g, "锅炉房灯打开", one("X_light", ON), ["name", "name-other-room"])
    add(g, "打开书房台灯", one("SR_oldlamp", ON), ["name", "name-other-room", "plug", "category-by-name"])
    add(g, "客厅落地扇打开", one("SU_fan", ACFAN, FANPCT), ["name", "name-other-room", "no-switch", "fan"])
    add(g, "风扇开一下", one("SU_fan", ACFAN, FANPCT), ["type", "unique-type", "no-switch", "fan"])
    add(g, "油汀打开", one("SU_oil", ON), ["asr-label", "plug", "heater"])
    add(g, "新风打开", one("LR_fresh", ON), ["name", "air"])
    add(g, "鱼缸关一下", one("LR_fish", OFF), ["partial-name", "plug"])
    add(g, "电饭煲打开", one("K_rice", ON), ["name", "plug"])
    add(g, "电热毛巾架打开", one("MB_towel", ON), ["name", "heater"])
    add(g, "毛巾架关了", one("MB_towel", OFF), ["partial-name", "heater"])
    add(g, "跑步机关了", one("GY_tread", OFF), ["name", "plug"])
    add(g, "进户总阀关了", one("X_valve", V_CLOSE), ["name", "valve"])
    add(g, "总阀打开", one("X_valve", V_OPEN), ["partial-name", "valve"])
    add(g, "地暖循环泵开一下", one("X_pump", ON), ["name"])
    add(g, "车库感应灯关掉", one("G_sense", OFF), ["name"])
    add(g, "车库门打开", one("G_door", DOOR_OPEN), ["name", "door"])
    add(g, "电动院门关上", one("Y_gate", DOOR_CLOSE), ["name", "door"])
    add(g, "院门锁上", one("Y_lock", LOCK), ["name", "security"])
    add(g, "入户门锁打开", one("E_lock", UNLOCK, UNLATCH), ["name", "security"])
    add(g, "喷灌打开", one("Y_irr", V_OPEN, OP_START), ["name", "type-word", "valve"])
    add(g, "院子水阀关了", one("Y_tap", V_CLOSE), ["name", "valve"])
    add(g, "浇花阀打开", one("SU_water", V_OPEN), ["name", "valve"])
    add(g, "竹帘放下来", one("SU_bamboo", SH_CLOSE, SH_LVL), ["name", "type-word", "cover"])
    add(g, "投影幕布降下来", one("H_screen", SH_CLOSE), ["name", "type-word", "cover"])
    add(g, "遮阳棚收起来", one("TE_awning", SH_OPEN, SH_LVL), ["name", "cover"])
    add(g, "灯串打开", one("TE_string", ON), ["name", "category-by-name"])
    add(g, "橱柜灯打开", one("K_cab", ON), ["name"])
    add(g, "酒柜灯开一下", one("D_cab", ON), ["name", "category-by-name"])
    add(g, "洗碗机开始洗", one("K_dish", OP_START), ["name", "appliance"])
    add(g, "洗衣机开始洗", one("N_washer", OP_START), ["name", "stale-room", "appliance"])
    add(g, "洗衣房的洗衣机暂停一下", one("N_washer", OP_PAUSE), ["name", "stale-room", "appliance"])
    add(g, "石头扫地机开始扫", one("N_robot", RVC_START), ["name", "no-room", "appliance"])
    add(g, "扫地机回去充电", one("N_robot", RVC_HOME), ["partial-name", "no-room", "appliance"])
    add(g, "猫粮机喂一下猫", one("E_feeder", ANY), ["name", "no-spec"])
    add(g, "喂猫", one("E_feeder", ANY), ["unique-type", "no-spec", "colloquial-intent"])
    add(g, "院子摄像头打开", one("Y_cam", ANY), ["name", "no-spec"])
    add(g, "智能床垫调硬一点", one("M_bed", ANY), ["name", "no-spec"])
    add(g, "收音机打开", one("O_radio", ON), ["name", "media"])
    add(g, "净化器开一下", one(["KR_pur", "LR_pur"], PURMODE, FANPCT), ["name", "ambiguous-soft", "no-switch", "air"])
    add(g, "阳光房灯打开", one("SU_light", ON), ["name"])
    add(g, "露台灯关了", one("TE_light", OFF), ["name"])
    add(g, "餐厅吊灯打开", one("D_pend", ON), ["name"])
    add(g, "阅读灯开一下", one("ST_read", ON), ["name"])
    add(g, "百叶帘拉上", one("ST_blind", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "天窗帘关上", one("SU_sky", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "遮光帘拉上", one("M_blackout", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "纱帘拉上", one("LR_sheer", SH_CLOSE, SH_LVL), ["name", "cover"])
    add(g, "除湿机打开", one("S_dehum", ON), ["name", "plug"])
    add(g, "床头灯开一下", one(["M_bedL", "M_bedR"], ON), ["partial-name", "room-multi"])

    # ---------------------------------------------------------------- room (bare core, full name, aliases) + type/name
    g = "room"
    add(g, "书房灯开一下", one(lights_in("study") + ["SR_oldlamp"], ON),
        ["room", "room-core", "room-multi", "name-other-room"])
    add(g, "二楼书房的灯开一下", one(lights_in("study") + ["SR_oldlamp"], ON),
        ["room", "floor-style", "room-multi", "name-other-room"])
    add(g, "书房的空调关了", one("ST_ac", OFF), ["room", "room-core", "duplicate-label", "climate"])
    add(g, "2F 书房空调开一下", one("ST_ac", ON), ["room", "full-room-name", "duplicate-label", "climate"])
    add(g, "次卧空调开一下", one("SR_ac", ON), ["room", "room-core", "duplicate-label", "climate"])
    add(g, "儿童房空调关掉", one("KR_ac", OFF), ["room", "room-core", "duplicate-label", "climate"])
    add(g, "主卧灯打开", one("M_main", ON), ["name", "room-core"])
    add(g, "主卧空调打开", one("M_ac", ON), ["name", "room-core", "climate"])
    add(g, "老人房吸顶灯关了", one("O_ceil", OFF), ["room", "room-core", "duplicate-label"])
    add(g, "儿童房吸顶灯开一下", one("KR_ceil", ON), ["room", "room-core", "duplicate-label"])
    add(g, "健身房的灯打开", one("GY_ceil", ON), ["room", "type", "no-floor-room"])
    add(g, "厨房吸顶灯开一下", one("K_ceil", ON), ["room", "room-core", "duplicate-label"])
    add(g, "客卫排气扇打开", one("GB_fan", ON), ["room", "room-core", "duplicate-label"])
    add(g, "1楼客卫排气扇关了", one("GB_fan", OFF), ["room", "full-room-name", "duplicate-label"])
    add(g, "公卫镜前灯关了", one("PB_mirror", OFF), ["room", "room-core", "duplicate-label"])
    add(g, "主卫的镜前灯开一下", one("MB_mirror", ON), ["room", "room-core", "duplicate-label"])
    add(g, "老人房地暖调到24度", one("O_heat", HEATSP), ["room", "room-core", "duplicate-label", "climate", "temperature"])
    add(g, "茶室地暖关了", one("TR_heat", TM_OFF, TM_SET), ["room", "no-floor-room", "duplicate-label", "no-switch", "climate"])
    add(g, "儿童房的地暖调低点", one("KR_heat", HEATSP), ["room", "duplicate-label", "relative", "climate"])
    add(g, "主卧地暖调到22度", one("M_heat", HEATSP), ["room", "room-core", "type", "climate", "temperature"])
    add(g, "客厅地暖打开", one("LR_heat", TM_HEAT, TM_SET), ["room", "name", "no-switch", "climate"])
    add(g, "主卧加湿器打开", one("M_hum", ON), ["room", "duplicate-label", "plug"])
    add(g, "老人房加湿器关了", one("O_hum", OFF), ["room", "duplicate-label", "plug"])
    add(g, "儿童房加湿器打开", one("KR_hum", ON), ["room", "asr-label", "plug"])
    add(g, "主卧电热毯打开", one("M_blanket", ON), ["room", "duplicate-label", "plug"])
    add(g, "老人房电视打开", one("O_tv", ON), ["room", "name", "media"])
    add(g, "主卧电视关了", one("M_tv", OFF), ["room", "room-core", "media"])
    add(g, "健身房暖气片调到18度", one("GY_rad", HEATSP), ["room", "no-floor-room", "climate", "temperature"])
    add(g, "餐厅窗帘拉上", one("D_cur", SH_CLOSE, SH_LVL), ["room", "name", "cover"])
    add(g, "储藏室除湿机开一下", one("S_dehum", ON), ["room", "room-core", "plug"])
    add(g, "车库的灯打开", one(lights_in("garage"), ON), ["room", "room-core", "room-multi", "category-by-name"])
    add(g, "1F门厅的灯关了", one(lights_in("entry"), OFF), ["room", "full-room-name", "room-multi", "category-by-name"])
    add(g, "门厅灯打开", one("E_light", ON), ["name", "room-core"])
    add(g, "露台的灯打开", one(lights_in("terrace"), ON), ["room", "room-core", "room-multi", "category-by-name"])
    add(g, "B1储藏室的灯打开", one("S_light", ON), ["room", "full-room-name"])
    add(g, "地下室储藏室的灯关了", one("S_light", OFF), ["room", "floor-style"])
    add(g, "一楼老人房窗帘拉开", one("O_cur", SH_OPEN, SH_LVL), ["room", "full-room-name", "cover"])
    add(g, "二楼主卫浴霸开暖风", one("MB_heater", TM_HEAT, TM_SET), ["room", "full-room-name", "mode", "climate"])
    add(g, "茶室音箱放点音乐", one("TR_spk", PLAY, PRESET), ["room", "no-floor-room", "media"])
    add(g, "阳光房空调开一下", one("SU_ac", ON), ["room", "name", "climate"])
    add(g, "三楼阳光房的灯开一下", one("SU_light", ON), ["room", "floor-style"])
    add(g, "负一楼车库门打开", one("G_door", DOOR_OPEN), ["room", "full-room-name", "door"])
    add(g, "三层露台遮阳棚放下来", one("TE_awning", SH_CLOSE, SH_LVL), ["room", "full-room-name", "cover"])
    add(g, "饭厅的灯开开", one(lights_in("dining"), ON), ["room", "room-synonym", "room-multi", "colloquial"])
    add(g, "卧室遮光帘拉上", one("M_blackout", SH_CLOSE, SH_LVL), ["room", "room-alias", "alias-resolved", "cover"])
    add(g, "卫生间浴霸打开", one("MB_heater", ON), ["room", "room-alias", "alias-resolved"])
    add(g, "设备间的灯开一下", one("X_light", ON), ["room", "room-core", "name-other-room"])
    add(g, "影音室壁灯打开", one(WALL, ON), ["room", "room-core", "room-multi"])
    add(g, "餐厅音箱关了", one("D_spk", OFF, PAUSE, STOP), ["room", "name", "media"])
    add(g, "客厅电视打开", one("LR_tv", ON), ["room", "name", "media"])
    add(g, "阳光房的风扇开一下", one("SU_fan", ACFAN, FANPCT), ["room", "type", "name-other-room", "no-switch", "fan"])
    add(g, "客厅的风扇打开", one("SU_fan", ACFAN, FANPCT), ["room", "type", "name-other-room", "no-switch", "fan"])

    # ---------------------------------------------------------------- numbered / padded / sided members
    g = "num"
    add(g, "筒灯3打开", one("LR_dl3", ON), ["numbered"])
    add(g, "三号筒灯关了", one("LR_dl3", OFF), ["numbered", "numeral-zh", "word-order"])
    add(g, "筒灯三开一下", one("LR_dl3", ON), ["numbered", "numeral-zh"])
    add(g, "客厅第二个筒灯调到40%", one("LR_dl2", LVL), ["numbered", "ordinal", "level", "room"])
    add(g, "五号筒灯开开", one("LR_dl5", ON), ["numbered", "numeral-zh", "colloquial"])
    add(g, "射灯1打开", one("LR_sp1", ON), ["numbered", "padded"])
    add(g, "射灯-02调到30%", one("LR_sp2", LVL), ["numbered", "padded", "level"])
    add(g, "二号射灯关了", one("LR_sp2", OFF), ["numbered", "padded", "numeral-zh"])
    add(g, "射灯04调暖一点", one("LR_sp4", CT, CTSTEP), ["numbered", "padded", "color-temperature", "relative"])
    add(g, "庭院灯2关了", one("Y_l2", OFF), ["numbered"])
    add(g, "院子三号灯开一下", one("Y_l3", ON), ["numbered", "numeral-zh", "room"])
    add(g, "左边床头灯关了", one("M_bedL", OFF), ["sided", "word-order"])
    add(g, "右边那个壁灯开一下", one("H_wallR", ON), ["sided", "word-order"])
    add(g, "筒灯4和筒灯5都关了", every(["LR_dl4", "LR_dl5"], OFF), ["numbered", "bulk-all", "multi-target"])
    add(g, "筒灯7打开", ask(DL, ON), ["numbered", "missing-member", "clarify"])
    add(g, "射灯5开一下", ask(SPOTS, ON), ["numbered", "padded", "missing-member", "clarify"])
    add(g, "庭院灯4打开", ask(YARD_L, ON), ["numbered", "missing-member", "clarify"])

    # ---------------------------------------------------------------- duplicates, aliases, floors, references: ask
    g = "clar"
    add(g, "打开吸顶灯", ask(CEILINGS, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "吸顶灯关了", ask(CEILINGS, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "空调开一下", ask(ACS, ON), ["duplicate-label", "type", "ambiguous", "clarify", "climate"])
    add(g, "地暖调到22度", ask(FLOORHEAT, HEATSP), ["duplicate-label", "ambiguous", "clarify", "climate"])
    add(g, "地暖调高点", ask(FLOORHEAT, HEATSP), ["duplicate-label", "ambiguous", "relative", "clarify", "climate"])
    add(g, "加湿器打开", ask(HUMS, ON), ["duplicate-label", "ambiguous", "clarify", "asr-label"])
    add(g, "电热毯开一下", ask(BLANKETS, ON), ["duplicate-label", "ambiguous", "clarify", "plug"])
    add(g, "镜前灯关了", ask(MIRRORS, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "排气扇开一下", ask(EXHAUST, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "小夜灯打开", ask(NIGHT, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "电视打开", ask(TVS, ON), ["type", "ambiguous", "clarify", "media"])
    add(g, "窗帘拉上", ask(CURTAINS, SH_CLOSE), ["type", "ambiguous", "clarify", "cover"])
    add(g, "打开台灯", ask(["SR_oldlamp", "SR_desk"], ON), ["translation", "ambiguous", "clarify"])
    add(g, "卧室空调打开", ask(["M_ac", "SR_ac"], ON), ["room-alias", "ambiguous-alias", "clarify", "climate"])
    add(g, "卧室好热", ask(["M_ac", "SR_ac", "M_heat"], ON, TM_COOL, TM_SET, COOLSP, ACM, HEATSP),
        ["room-alias", "ambiguous-alias", "colloquial-intent", "clarify", "climate"])
    add(g, "卫生间的灯打开", ask(lights_in(*BATHROOMS), ON), ["room-alias", "ambiguous-alias", "clarify"])
    add(g, "卫生间排气扇开一下", ask(EXHAUST, ON), ["room-alias", "ambiguous-alias", "duplicate-label", "clarify"])
    add(g, "三楼的灯都关了", ask(lights_in(*FLOOR_3_ALL), OFF), ["floor", "ambiguous-floor", "clarify", "bulk-all"])
    add(g, "楼上的灯关一下", ask(lights_in(*FLOOR_2, *FLOOR_3_ALL), OFF), ["floor", "ambiguous-floor", "clarify"])
    add(g, "楼下的灯都关了", ask(lights_in(*FLOOR_1, *FLOOR_B1), OFF), ["floor", "ambiguous-floor", "clarify", "bulk-all"])
    add(g, "把那个关了", ask([], OFF), ["reference", "no-history", "clarify"])
    add(g, "它调亮一点", ask(keys_where(lambda k: supports(k, LVL), LIGHTS), LVL, STEP),
        ["reference", "no-history", "relative", "clarify"])
    add(g, "那个也打开", ask([], ON), ["reference", "no-history", "clarify"])
    add(g, "调到26度", ask(ACS, COOLSP, HEATSP), ["no-target", "clarify", "climate"])
    add(g, "锁门", ask(LOCKS, LOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "开门", ask(DOORS, UNLOCK, DOOR_OPEN), ["type", "ambiguous", "clarify", "security", "door"])
    add(g, "音乐放起来", ask(SPEAKERS + ["H_amp"], PLAY), ["type", "ambiguous", "clarify", "media"])
    add(g, "打开游泳池的灯", ask([], ON), ["unknown-room", "clarify"])
    add(g, "四楼的灯全关", ask([], OFF), ["unknown-room", "floor", "clarify", "bulk-all"])
    add(g, "除了地下二层，灯都关了", ask(LIGHTS, OFF), ["unknown-room", "bulk-except", "clarify"])
    add(g, "我屋的灯关了", ask([], OFF), ["speaker-unknown", "clarify"])
    add(g, "太暗了", ask(LIGHTS, ON, LVL, STEP), ["colloquial-intent", "no-place", "clarify"])
    add(g, "好冷啊", ask(ACS + FLOORHEAT, ON, HEATSP, TM_HEAT, TM_SET, ACM),
        ["colloquial-intent", "no-place", "clarify", "climate"])
    add(g, "空调", ask(ACS, ON, OFF), ["no-verb", "ambiguous", "clarify", "climate"])
    add(g, "主卧的灯", ask(lights_in("master"), ON, OFF), ["no-verb", "clarify", "room"])
    add(g, "花该浇了", ask(["SU_water", "Y_irr"], V_OPEN, OP_START), ["colloquial-intent", "no-place", "clarify", "valve"])

    # ---------------------------------------------------------------- bulk
    g = "bulk"
    add(g, "一楼的灯都关了", every(lights_in(*FLOOR_1), OFF), ["bulk-all", "floor", "category-by-name"])
    add(g, "除了老人房，一楼的灯都关了", every(lights_in(*but(FLOOR_1, "elder")), OFF),
        ["bulk-except", "floor", "category-by-name"])
    add(g, "地下室的灯全关", every(lights_in(*FLOOR_B1), OFF), ["bulk-all", "floor", "category-by-name"])
    add(g, "负一楼的灯都打开", every(lights_in(*FLOOR_B1), ON), ["bulk-all", "floor", "category-by-name"])
    add(g, "二楼的灯全部打开", every(lights_in(*FLOOR_2), ON), ["bulk-all", "floor", "category-by-name"])
    add(g, "2F的灯全关", every(lights_in(*FLOOR_2), OFF), ["bulk-all", "floor", "floor-style"])
    add(g, "除了卫生间，二楼的灯都关了", every(lights_in(*but(FLOOR_2, "mbath", "pbath")), OFF),
        ["bulk-except", "floor", "room-alias"])
    add(g, "地下室除了储藏室，灯全关", every(lights_in(*but(FLOOR_B1, "store")), OFF),
        ["bulk-except", "floor", "category-by-name"])
    add(g, "所有灯都关了", every(LIGHTS, OFF), ["bulk-all", "category-by-name"])
    add(g, "全屋的灯都打开", every(LIGHTS, ON), ["bulk-all", "category-by-name"])
    add(g, "客厅筒灯全开", every(DL, ON), ["bulk-all", "numbered", "room"])
    add(g, "把筒灯都关了", every(DL, OFF), ["bulk-all", "numbered", "bare-series"])
    add(g, "客厅射灯都调到百分之三十", every(SPOTS, LVL), ["bulk-all", "padded", "level", "numeral-zh"])
    add(g, "筒灯全部调到50%", every(DL, LVL), ["bulk-all", "capability-subset", "level", "numbered"])
    add(g, "客厅的灯都调暗一点", every(lights_in("living"), LVL, STEP), ["bulk-all", "capability-subset", "relative"])
    add(g, "所有空调都关了", every(ACS, OFF), ["bulk-all", "climate"])
    add(g, "二楼的空调全关", every(keys_where(lambda k: DEV[k]["room"] in FLOOR_2, ACS), OFF),
        ["bulk-all", "floor", "climate"])
    add(g, "一楼二楼的空调都关了", every(keys_where(lambda k: DEV[k]["room"] in FLOOR_1 + FLOOR_2, ACS), OFF),
        ["bulk-all", "floor", "climate"])
    add(g, "全屋地暖都调到20度", every(FLOORHEAT, HEATSP), ["bulk-all", "climate", "temperature"])
    add(g, "除了老人房，地暖都调到18度", every(but(FLOORHEAT, "O_heat"), HEATSP),
        ["bulk-except", "climate", "temperature"])
    add(g, "所有窗帘都拉上", every(CURTAINS, SH_CLOSE), ["bulk-all", "cover"])
    add(g, "二楼窗帘全部拉上", every(keys_where(lambda k: DEV[k]["room"] in FLOOR_2, CURTAINS), SH_CLOSE),
        ["bulk-all", "floor", "cover"])
    add(g, "除了客厅，一楼的窗帘都拉开",
        every(keys_where(lambda k: DEV[k]["room"] in but(FLOOR_1, "living"), CURTAINS), SH_OPEN),
        ["bulk-except", "floor", "cover"])
    add(g, "所有门锁都锁上", every(LOCKS, LOCK), ["bulk-all", "security"])
    add(g, "加湿器全打开", every(HUMS, ON), ["bulk-all", "duplicate-label", "asr-label", "plug"])
    add(g, "电热毯都关了", every(BLANKETS, OFF), ["bulk-all", "duplicate-label", "plug"])
    add(g, "院子的灯全开", every(lights_in("yard"), ON), ["bulk-all", "room", "no-floor-room"])
    add(g, "庭院灯都调到一半亮度", every(YARD_L, LVL), ["bulk-all", "numbered", "level"])
    add(g, "露台的灯全关", every(lights_in("terrace"), OFF), ["bulk-all", "room", "category-by-name"])
    add(g, "影音室全关", every(in_rooms("theater"), OFF), ["bulk-all", "room", "all-devices"])
    add(g, "儿童房除了空调都关了", every(but(in_rooms("kids"), "KR_ac"), OFF), ["bulk-except", "exclude-type", "all-devices"])
    add(g, "除了筒灯，客厅的灯全关", every(but(lights_in("living"), *DL), OFF), ["bulk-except", "exclude-name"])
    add(g, "客厅灯全关了，落地灯留着", every(but(lights_in("living"), "LR_floor"), OFF),
        ["bulk-except", "exclude-name", "negation"])
    add(g, "所有镜前灯都关掉", every(MIRRORS, OFF), ["bulk-all", "duplicate-label"])
    add(g, "两个排气扇都打开", every(EXHAUST, ON), ["bulk-all", "duplicate-label"])
    add(g, "卫生间的灯都关了", every(lights_in(*BATHROOMS), OFF), ["bulk-all", "room-alias"])
    add(g, "院子和露台的灯都打开", every(lights_in("yard", "terrace"), ON), ["bulk-all", "room", "category-by-name"])
    add(g, "吸顶灯全关", every(CEILINGS, OFF), ["bulk-all", "duplicate-label"])
    add(g, "小夜灯都打开", every(NIGHT, ON), ["bulk-all", "duplicate-label"])
    add(g, "能调颜色的灯都调成红色", every(LIGHTS, COLOR, HUE), ["bulk-all", "capability-subset", "color"])
    add(g, "所有能调色温的灯都调成暖光", every(LIGHTS, CT), ["bulk-all", "capability-subset", "color-temperature"])
    add(g, "随便开一个灯", one(LIGHTS, ON), ["quantifier-count"])
    add(g, "客厅随便开两个筒灯", one(DL, ON), ["quantifier-count", "numbered"])

    # ---------------------------------------------------------------- values from command arguments
    g = "value"
    add(g, "客厅空调调成除湿", one("LR_ac", TM_SET), ["climate", "mode"])
    add(g, "主卧空调送风模式", one("M_ac", TM_SET), ["climate", "mode", "no-verb"])
    add(g, "次卧空调切到送风", one("SR_ac", ACM), ["climate", "mode", "duplicate-label"])
    add(g, "书房空调制热", one("ST_ac", TM_HEAT, TM_SET), ["climate", "mode", "duplicate-label"])
    add(g, "阳光房空调开自然风", one("SU_ac", WIND), ["climate", "mode"])
    add(g, "客厅空调风速调到最大", one("LR_ac", ACFAN, FANPCT), ["climate", "fan"])
    add(g, "主卧空调风小一点", one("M_ac", ACFAN, FANPCT), ["climate", "fan", "relative"])
    add(g, "次卧空调高风", one("SR_ac", ACFAN), ["climate", "fan", "no-verb"])
    add(g, "儿童房空调调到26度", one("KR_ac", COOLSP, HEATSP), ["climate", "temperature"])
    add(g, "客厅空调温度调高两度", one("LR_ac", COOLSP, HEATSP), ["climate", "temperature", "relative", "numeral-zh"])
    add(g, "儿童房空调开睡眠模式", one("KR_ac", TM_SET), ["climate", "mode"])
    add(g, "次卧空调调到27度", one("SR_ac", HEATSP), ["climate", "temperature", "heating-setpoint-only"])
    add(g, "落地扇风大点", one("SU_fan", ACFAN, FANPCT), ["fan", "relative", "name-other-room"])
    add(g, "落地扇摇头", one("SU_fan", OSC), ["fan", "oscillation"])
    add(g, "落地扇别摇了", one("SU_fan", OSC), ["fan", "oscillation", "negated-verb"])
    add(g, "落地扇换成睡眠风", one("SU_fan", WIND), ["fan", "mode"])
    add(g, "落地扇调到百分之三十", one("SU_fan", FANPCT), ["fan", "numeral-zh"])
    add(g, "新风开到高档", one("LR_fresh", ACFAN), ["air", "fan"])
    add(g, "新风风小一点", one("LR_fresh", ACFAN), ["air", "fan", "relative"])
    add(g, "浴霸左右摆风", one("MB_heater", OSC), ["oscillation"])
    add(g, "浴霸换气", one("MB_heater", FANMODE, TM_SET), ["mode", "air"])
    add(g, "浴霸调到28度", one("MB_heater", HEATSP), ["temperature", "climate"])
    add(g, "客厅空气净化器调到睡眠模式", one("LR_pur", PURMODE), ["air", "mode"])
    add(g, "儿童房净化器风量开大", one("KR_pur", PURMODE, FANPCT), ["air", "fan", "relative"])
    add(g, "油烟机开到最大", one("K_hood", FANMODE, FANPCT), ["fan", "no-switch"])
    add(g, "客厅主灯调成蓝色", one("LR_main", COLOR, HUE), ["color"])
    add(g, "客厅的灯调成蓝色", one("LR_main", COLOR, HUE), ["color", "room", "capability-narrows"])
    add(g, "落地灯调成暖光", one("LR_floor", CT, CTSTEP), ["color-temperature"])
    add(g, "主卧灯色温调到3000K", one("M_main", CT), ["color-temperature", "kelvin"])
    add(g, "星空顶换成紫色", one("H_star", COLOR, HUE), ["color"])
    add(g, "氛围灯带调成红色", one("H_strip", COLOR, HUE), ["color"])
    add(g, "阅读灯亮一点", one("ST_read", LVL, STEP), ["level", "relative"])
    add(g, "浴霸的灯调暗点", one("MB_heater", LVL), ["level", "relative"])
    add(g, "餐厅吊灯调到最亮", one("D_pend", LVL), ["level"])
    add(g, "书房主灯调到百分之七十", one("ST_main", LVL), ["level", "numeral-zh"])
    add(g, "客厅窗帘开一半", one("LR_cur", SH_LVL), ["cover", "level"])
    add(g, "主卧窗帘拉开一点", one("M_cur", SH_LVL, SH_STEP), ["cover", "relative"])
    add(g, "次卧窗帘停一下", one("SR_cur", SH_PAUSE), ["cover"])
    add(g, "投影幕布收起来", one("H_screen", SH_OPEN), ["cover", "type-word"])
    add(g, "投影幕布切到2.35比1", one("H_screen", MODE), ["mode", "type-word"])
    add(g, "天窗帘叶片角度调到百分之三十", one("SU_sky", TILT), ["cover", "tilt", "numeral-zh"])
    add(g, "竹帘开一半", one("SU_bamboo", SH_LVL), ["cover", "level", "type-word"])
    add(g, "电动院门开一半", one("Y_gate", LEVEL), ["door", "level"])
    add(g, "客厅电视换到5台", one("LR_tv", KEY), ["media", "channel"])
    add(g, "客厅电视下一个台", one("LR_tv", NEXT, KEY), ["media", "channel"])
    add(g, "老人房电视暂停", one("O_tv", PAUSE), ["media"])
    add(g, "功放切到HDMI2", one("H_amp", INPUT), ["media", "input", "type-word"])
    add(g, "功放换成蓝牙", one("H_amp", INPUT), ["media", "input", "type-word"])
    add(g, "功放静音", one("H_amp", MUTE, SETMUTE), ["media", "mute"])
    add(g, "功放取消静音", one("H_amp", UNMUTE, SETMUTE), ["media", "mute"])
    add(g, "功放音量调到40", one("H_amp", VOL), ["media", "volume"])
    add(g, "餐厅音箱大声点", one("D_spk", VUP, VOL), ["media", "volume", "relative"])
    add(g, "Sonos 下一首", one("GY_spk", NEXT), ["media", "english-label"])
    add(g, "茶室音箱上一首", one("TR_spk", PREV), ["media"])
    add(g, "收音机声音小点", one("O_radio", VDOWN, VOL), ["media", "volume", "relative"])
    add(g, "车库侧门锁上", one("G_lock", LOCK), ["security"])
    add(g, "院门锁打开", one("Y_lock", UNLOCK, UNLATCH), ["security"])
    add(g, "扫地机切到拖地模式", one("N_robot", MODE), ["appliance", "mode", "no-room"])
    add(g, "洗衣机加一次漂洗", one("N_washer", RINSE), ["appliance", "stale-room"])
    add(g, "洗衣机洗羽绒服", one("N_washer", MODE), ["appliance", "mode", "stale-room"])
    add(g, "洗衣机脱水调到800转", one("N_washer", SPIN), ["appliance", "stale-room"])
    add(g, "洗碗机用节能模式", one("K_dish", MODE), ["appliance", "mode"])
    add(g, "热水器调到55度", one("X_wh", HEATSP), ["temperature", "water-heater"])
    add(g, "热水器开速热", one("X_wh", MODE), ["mode", "water-heater"])
    add(g, "地暖循环泵开到百分之五十", one("X_pump", LVL), ["level", "numeral-zh"])
    add(g, "喷灌开到百分之四十", one("Y_irr", LEVEL), ["level", "valve", "type-word"])
    add(g, "浇花阀开一半", one("SU_water", LEVEL), ["level", "valve"])
    add(g, "车库门关上", one("G_door", DOOR_CLOSE), ["door"])
    add(g, "喷灌停一下", one("Y_irr", OP_PAUSE, OP_STOP, V_CLOSE), ["valve", "type-word"])
    add(g, "壁挂炉调到22度", one("X_boiler", HEATSP), ["temperature", "asr-label", "climate"])
    add(g, "鱼缸插座电量清零", one("LR_fish", RESET_E), ["plug", "name"])

    # ---------------------------------------------------------------- several commands in one request
    g = "multi"
    add(g, "客厅空调开制冷调到24度", [one("LR_ac", TM_COOL, TM_SET), one("LR_ac", COOLSP)],
        ["multi-command", "same-target", "climate", "mode", "temperature"])
    add(g, "次卧空调开制冷，调到25度", [one("SR_ac", ACM), one("SR_ac", HEATSP)],
        ["multi-command", "same-target", "climate", "mode", "heating-setpoint-only"])
    add(g, "主卧灯调到50%再调成暖光", [one("M_main", LVL), one("M_main", CT, CTSTEP)],
        ["multi-command", "same-target", "level", "color-temperature"])
    add(g, "落地扇开到三档并且摇头", [one("SU_fan", ACFAN, FANPCT), one("SU_fan", OSC)],
        ["multi-command", "same-target", "fan", "oscillation"])
    add(g, "打开书房台灯，再把风扇打开", [one("SR_oldlamp", ON), one("SU_fan", ACFAN, FANPCT)],
        ["multi-command", "soft-inheritance", "name-other-room", "fan"])
    add(g, "打开书房主灯，再把风扇也开开", [one("ST_main", ON), one("SU_fan", ACFAN, FANPCT)],
        ["multi-command", "soft-inheritance", "fan"])
    add(g, "关掉客厅电视和功放", [one("LR_tv", OFF), one("H_amp", OFF)], ["multi-command", "soft-inheritance", "media"])
    add(g, "投影幕布放下来，投影仪打开", [one("H_screen", SH_CLOSE), one("H_proj", ON)],
        ["multi-command", "multi-target", "type-word"])
    add(g, "星空顶打开，壁灯关了", [one("H_star", ON), one(WALL, OFF)], ["multi-command", "multi-target", "room-multi"])
    add(g, "主卧遮光帘拉上，床头灯左打开", [one("M_blackout", SH_CLOSE, SH_LVL), one("M_bedL", ON)],
        ["multi-command", "multi-target", "cover"])
    add(g, "热水器调到50度，再把浴霸打开", [one("X_wh", HEATSP), one("MB_heater", ON)],
        ["multi-command", "sequence", "water-heater"])
    add(g, "先把车库门打开，再把车库灯打开", [one("G_door", DOOR_OPEN), one("G_light", ON)],
        ["multi-command", "sequence", "door", "category-by-name"])
    add(g, "所有灯关了，门都锁上", [every(LIGHTS, OFF), every(LOCKS, LOCK)], ["multi-command", "bulk-all", "security"])
    add(g, "客厅窗帘拉开，纱帘别动", one("LR_cur", SH_OPEN, SH_LVL), ["negation", "cover", "exclude-name"])
    add(g, "打开次卧空调和加湿器", [one("SR_ac", ON), ask(HUMS, ON)],
        ["multi-command", "soft-inheritance", "duplicate-label", "clarify", "climate"])

    # ---------------------------------------------------------------- conversation history
    g = "hist"
    add(g, "关掉", one("H_star", OFF), ["history", "reference", "implicit"], history=["打开星空顶"])
    add(g, "再调亮点", one("ST_main", LVL, STEP), ["history", "reference", "relative"], history=["打开书房主灯"])
    add(g, "次卧的", one("SR_ceil", ON), ["history", "clarify-followup"], history=["打开吸顶灯"])
    add(g, "老人房那个", one("O_blanket", ON), ["history", "clarify-followup"], history=["电热毯打开"])
    add(g, "儿童房那个", one("KR_ac", ON), ["history", "clarify-followup", "climate"], history=["空调开一下"])
    add(g, "主卫的", one("MB_mirror", ON), ["history", "clarify-followup"], history=["镜前灯开一下"])
    add(g, "都打开", every(HUMS, ON), ["history", "clarify-followup", "bulk-all"], history=["加湿器打开"])
    add(g, "全部", every(MIRRORS, OFF), ["history", "clarify-followup", "bulk-all"], history=["镜前灯关了"])
    add(g, "调到24度", one("LR_ac", COOLSP, HEATSP), ["history", "reference", "temperature"], history=["打开客厅空调"])
    add(g, "换成制冷", one("M_ac", TM_COOL, TM_SET), ["history", "reference", "mode"], history=["主卧空调打开"])
    add(g, "再低两度", one("SR_ac", HEATSP), ["history", "reference", "relative", "heating-setpoint-only"],
        history=["次卧空调开制冷，调到26度"])
    add(g, "让它摇头", one("SU_fan", OSC), ["history", "reference", "pronoun", "oscillation"], history=["客厅落地扇打开"])
    add(g, "声音小点", one("TR_spk", VDOWN, VOL), ["history", "reference", "volume"], history=["茶室音箱放首歌"])
    add(g, "下一首", one("GY_spk", NEXT), ["history", "reference", "media"], history=["Sonos 放歌"])
    add(g, "回去充电吧", one("N_robot", RVC_HOME), ["history", "reference", "appliance"], history=["扫地机开始扫"])
    add(g, "关了吧", one("K_hood", FANMODE, FANPCT), ["history", "reference", "no-switch"], history=["油烟机开到最大"])
    add(g, "三号也开", one("LR_dl3", ON), ["history", "reference", "numbered", "also"], history=["打开筒灯2"])
    add(g, "它现在多少度", one("X_wh", ANY), ["history", "reference", "pronoun", "state-query"],
        history=["热水器调到55度"])
    add(g, "书房的也开", one("ST_ac", ON), ["history", "reference", "ellipsis", "climate"], history=["打开主卧空调"])
    add(g, "把它锁上", one("E_lock", LOCK), ["history", "reference", "pronoun", "security"], history=["入户门锁锁了没"])
    add(g, "暗一点", one("SR_desk", LVL, STEP), ["history", "reference", "relative", "english-label"],
        history=["Desk Lamp 打开"])
    add(g, "拉开一半", one("SU_bamboo", SH_LVL), ["history", "reference", "cover"], history=["竹帘放下来"])
    add(g, "那个空调也关了", one("KR_ac", OFF), ["history", "reference", "room-carry", "climate"],
        history=["关掉儿童房的吸顶灯"])
    add(g, "小夜灯也开一下", one("O_night", ON), ["history", "reference", "room-carry", "also"],
        history=["打开老人房吸顶灯"])
    add(g, "再高一度", one("O_heat", HEATSP), ["history", "reference", "relative", "climate"],
        history=["老人房地暖调到24度"])
    add(g, "换成蓝牙", one("H_amp", INPUT), ["history", "reference", "input"], history=["功放打开"])
    add(g, "算了，不用关了", none(), ["none", "history", "cancellation"], history=["把客厅地暖关了"])

    # ---------------------------------------------------------------- stated needs
    g = "need"
    add(g, "主卧好热", one(["M_ac", "M_heat"], ON, TM_COOL, TM_SET, COOLSP, HEATSP),
        ["colloquial-intent", "room", "climate"])
    add(g, "老人房太热了", one("O_heat", HEATSP, TM_OFF, TM_SET), ["colloquial-intent", "room", "climate", "no-ac"])
    add(g, "儿童房地暖烧得太热了", one("KR_heat", HEATSP, TM_OFF, TM_SET), ["colloquial-intent", "room", "climate"])
    add(g, "客厅好闷", one(["LR_fresh", "LR_pur"], ON, ACFAN, PURMODE, FANPCT), ["colloquial-intent", "room", "air"])
    add(g, "客厅太暗了", one(lights_in("living"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "书房太暗了，看不清字", one(lights_in("study"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "老人房太干了", one("O_hum", ON), ["colloquial-intent", "room", "plug"])
    add(g, "儿童房空气太干", one("KR_hum", ON), ["colloquial-intent", "room", "asr-label", "plug"])
    add(g, "主卫好冷", one("MB_heater", ON, TM_HEAT, TM_SET, HEATSP), ["colloquial-intent", "room", "climate"])
    add(g, "厨房油烟太大了", one("K_hood", FANMODE, FANPCT), ["colloquial-intent", "room", "no-switch"])
    add(g, "洗澡水不热", one("X_wh", HEATSP, MODE, TM_HEAT), ["colloquial-intent", "unique-type", "water-heater"])
    add(g, "储藏室太潮了", one("S_dehum", ON), ["colloquial-intent", "room", "plug"])
    add(g, "阳光房太晒了", one(["SU_bamboo", "SU_sky"], SH_CLOSE, SH_LVL), ["colloquial-intent", "room", "cover"])
    add(g, "院子草坪该浇水了", one("Y_irr", V_OPEN, OP_START), ["colloquial-intent", "room", "valve"])
    add(g, "书房冻脚", one(["ST_heater", "ST_ac"], ON, TM_HEAT, TM_SET, HEATSP), ["colloquial-intent", "room", "climate"])
    add(g, "健身房有点冷", one("GY_rad", HEATSP, TM_HEAT, TM_SET), ["colloquial-intent", "room", "climate"])
    add(g, "茶室冷", one("TR_heat", HEATSP, TM_HEAT, TM_SET), ["colloquial-intent", "room", "climate"])
    add(g, "外头零下二十多度了，院子水管别冻了", one("Y_tap", V_CLOSE), ["colloquial-intent", "room", "valve"])

    # ---------------------------------------------------------------- state questions
    g = "state"
    add(g, "外面多少度", one("Y_th", ANY), ["state-query", "temperature"])
    add(g, "老人房现在多少度", one(["O_th", "O_heat"], ANY), ["state-query", "room", "temperature"])
    add(g, "入户门锁好没", one("E_lock", ANY), ["state-query", "security"])
    add(g, "入户门关好了没", one(["E_contact", "E_lock"], ANY), ["state-query", "security"])
    add(g, "车库门关没关", one("G_door", ANY), ["state-query", "door"])
    add(g, "设备间一氧化碳超标没", one("X_co", ANY), ["state-query", "security", "room"])
    add(g, "储藏室漏水没", one("S_leak", ANY), ["state-query", "room"])
    add(g, "储藏室湿度多少", one("S_th", ANY), ["state-query", "room"])
    add(g, "洗衣机洗完没", one("N_washer", ANY), ["state-query", "appliance", "stale-room"])
    add(g, "猫粮机还有粮没", one("E_feeder", ANY), ["state-query", "no-spec"])
    add(g, "水管冻没冻", one("Y_freeze", ANY), ["state-query"])
    add(g, "门厅有人没", one(["E_motion", "E_light"], ANY), ["state-query", "room"])
    add(g, "热水器现在多少度", one("X_wh", ANY), ["state-query", "water-heater"])
    add(g, "主卧湿度多少", one("M_ac", ANY), ["state-query", "room", "climate"])
    add(g, "厨房有没有烟", one("K_smoke", ANY), ["state-query", "room", "security"])
    add(g, "儿童房空气质量咋样", one("KR_pur", ANY), ["state-query", "room", "air"])
    add(g, "扫地机在哪呢", one("N_robot", ANY), ["state-query", "no-room"])
    add(g, "院子摄像头在录吗", one("Y_cam", ANY), ["state-query", "no-spec"])

    # ---------------------------------------------------------------- the father: Dongbei speech
    g = "dad"
    add(g, "把客厅灯整亮点", one(living_dim, LVL, STEP), ["dialect", "room", "relative", "room-multi"])
    add(g, "客厅空调给我整到制热", one("LR_ac", TM_HEAT, TM_SET), ["dialect", "climate", "mode"])
    add(g, "空调给我整到制热", ask(ACS, TM_HEAT, TM_SET, ACM), ["dialect", "ambiguous", "clarify", "climate"])
    add(g, "书房贼冷，小太阳给我整开", one("ST_heater", ON), ["dialect", "heater", "plug"])
    add(g, "屋里埋汰了，让扫地机整一圈", one("N_robot", RVC_START), ["dialect", "no-room", "appliance"])
    add(g, "车库门给我整开，我要出去", one("G_door", DOOR_OPEN), ["dialect", "door"])
    add(g, "客厅地暖整高两度", one("LR_heat", HEATSP), ["dialect", "climate", "relative"])
    add(g, "整点音乐，茶室那旮旯", one("TR_spk", PLAY, PRESET), ["dialect", "media", "word-order"])
    add(g, "热水器整到六十度", one("X_wh", HEATSP), ["dialect", "water-heater", "numeral-zh"])
    add(g, "嘎哈呢，投影仪咋还开着，关了", one("H_proj", OFF), ["dialect", "plug"])
    add(g, "影音室那旮旯的灯全给我关喽", every(lights_in("theater"), OFF), ["dialect", "bulk-all", "room"])
    add(g, "功放声音整小点，贼吵", one("H_amp", VDOWN, VOL), ["dialect", "media", "relative"])
    add(g, "院子灯给我整亮堂的", one(YARD_L, ON, LVL), ["dialect", "room", "room-multi"])
    add(g, "油烟机整大点，呛死了", one("K_hood", FANMODE, FANPCT), ["dialect", "fan", "no-switch"])
    add(g, "老鼻子冷了，老人房地暖往上整整", one("O_heat", HEATSP), ["dialect", "climate", "relative"])
    add(g, "电动院门整开，来客人了", one("Y_gate", DOOR_OPEN, LEVEL), ["dialect", "door"])
    add(g, "一楼灯都给我整灭了", every(lights_in(*FLOOR_1), OFF), ["dialect", "bulk-all", "floor"])
    add(g, "地下室那灯咋都亮着呢，全关喽", every(lights_in(*FLOOR_B1), OFF), ["dialect", "bulk-all", "floor"])
    add(g, "我稀罕紫色，星空顶整成紫的", one("H_star", COLOR, HUE), ["dialect", "color"])
    add(g, "院子水阀赶紧关了，别冻上", one("Y_tap", V_CLOSE), ["dialect", "valve"])
    add(g, "阳光房那旮旯的竹帘整下来", one("SU_bamboo", SH_CLOSE, SH_LVL), ["dialect", "cover", "type-word"])
    add(g, "浴霸给我整开，洗澡", one("MB_heater", ON), ["dialect"])
    add(g, "壁挂炉整到制热", one("X_boiler", TM_HEAT, TM_SET), ["dialect", "asr-label", "climate"])
    add(g, "书房主灯贼拉亮，整暗点", one("ST_main", LVL, STEP), ["dialect", "relative"])

    # ---------------------------------------------------------------- the mother: short and practical
    g = "mom"
    add(g, "关灯", ask(LIGHTS, OFF), ["terse", "no-place", "clarify"])
    add(g, "客厅窗帘关", one("LR_cur", SH_CLOSE, SH_LVL), ["terse", "cover"])
    add(g, "洗碗机启动", one("K_dish", OP_START), ["terse", "appliance"])
    add(g, "扫地", one("N_robot", RVC_START), ["terse", "no-room", "unique-type"])
    add(g, "热水器关", one("X_wh", TM_OFF, TM_SET), ["terse", "water-heater", "no-switch"])
    add(g, "主卧空调26度", one("M_ac", COOLSP, HEATSP), ["terse", "climate", "no-verb"])
    add(g, "电饭煲开", one("K_rice", ON), ["terse", "plug"])
    add(g, "门锁上", ask(LOCKS, LOCK), ["terse", "ambiguous", "clarify", "security"])
    add(g, "厨房灯开", one(lights_in("kitchen"), ON), ["terse", "room", "room-multi"])
    add(g, "洗衣机停", one("N_washer", OP_STOP, OP_PAUSE, OFF), ["terse", "appliance", "stale-room"])
    add(g, "儿童房窗帘拉开", one("KR_cur", SH_OPEN, SH_LVL), ["terse", "cover"])
    add(g, "餐厅灯关", one(lights_in("dining"), OFF), ["terse", "room", "room-multi", "category-by-name"])
    add(g, "新风关", one("LR_fresh", OFF), ["terse", "air"])
    add(g, "空调都关", every(ACS, OFF), ["terse", "bulk-all", "climate"])

    # ---------------------------------------------------------------- the grandmother: nicknames, wrong rooms
    g = "granny"
    add(g, "老人房的电褥子打开", one("O_blanket", ON), ["nickname", "room", "plug"])
    add(g, "电褥子给我开开", ask(BLANKETS, ON), ["nickname", "duplicate-label", "clarify", "plug"])
    add(g, "戏匣子打开，我听听评书", one("O_radio", ON, PLAY, PRESET), ["nickname", "media"])
    add(g, "戏匣子声音大点", one("O_radio", VUP, VOL), ["nickname", "media", "volume"])
    add(g, "老人房暖气调高点", one("O_heat", HEATSP), ["nickname", "room", "climate", "relative"])
    add(g, "客厅的暖气开开", one("LR_heat", TM_HEAT, TM_SET), ["nickname", "room", "climate", "no-switch"])
    add(g, "客厅那个大电视开开", one("LR_tv", ON), ["nickname", "room", "media"])
    add(g, "抽油烟的开开", one("K_hood", FANMODE, FANPCT), ["nickname", "no-switch"])
    add(g, "扫地那个小玩意儿让它扫扫", one("N_robot", RVC_START), ["nickname", "no-room"])
    add(g, "大孙子屋的灯关了", ask([], OFF), ["wrong-room", "speaker-relative", "clarify"])
    add(g, "花房的灯开开", ask([], ON), ["wrong-room", "unknown-room", "clarify"])
    add(g, "我那屋太冷了", ask([], ON, HEATSP), ["speaker-unknown", "colloquial-intent", "clarify"])
    add(g, "小夜灯开开，我起夜", ask(NIGHT, ON), ["duplicate-label", "speaker-unknown", "clarify"])
    add(g, "楼上那小屋的灯关了", ask(lights_in(*FLOOR_2, *FLOOR_3_ALL), OFF), ["wrong-room", "ambiguous-floor", "clarify"])
    add(g, "老人房那个窗帘拉上", one("O_cur", SH_CLOSE, SH_LVL), ["room", "cover"])

    # ---------------------------------------------------------------- the teenage son: half English
    g = "teen"
    add(g, "把 living room 的 light 关掉", one(lights_in("living"), OFF), ["code-mixed", "english-room", "room-multi"])
    add(g, "JBL 声音 up 一点", one("SR_spk", VUP, VOL), ["code-mixed", "english-label", "volume"])
    add(g, "Desk Lamp 调到 50%", one("SR_desk", LVL), ["code-mixed", "english-label", "level"])
    add(g, "LED Strip 换成 purple", one("SR_strip", COLOR, HUE), ["code-mixed", "english-label", "color"])
    add(g, "Gaming PC 关了", one("SR_pc", OFF), ["code-mixed", "english-label", "plug"])
    add(g, "Sonos next song", one("GY_spk", NEXT), ["english", "english-label", "media"])
    add(g, "帮我 turn off 书房的 AC", one("ST_ac", OFF), ["code-mixed", "climate", "duplicate-label"])
    add(g, "lock the front door", one("E_lock", LOCK), ["english", "security"])
    add(g, "开一下 garage door", one("G_door", DOOR_OPEN), ["code-mixed", "door"])
    add(g, "把我 room 的 AC 开到 24 度", ask([], COOLSP, HEATSP), ["code-mixed", "speaker-unknown", "clarify"])
    add(g, "次卧 blinds 拉上", one("SR_cur", SH_CLOSE, SH_LVL), ["code-mixed", "cover"])
    add(g, "LED Strip brightness 调到 max", one("SR_strip", LVL), ["code-mixed", "english-label", "level"])
    add(g, "projector on", one("H_proj", ON), ["english", "translation", "plug"])
    add(g, "功放 switch 到 HDMI1", one("H_amp", INPUT), ["code-mixed", "input"])
    add(g, "gym 的 Sonos pause 一下", one("GY_spk", PAUSE), ["code-mixed", "english-room", "media"])
    add(g, "Desk Lamp 色温 cold 一点", one("SR_desk", CT, CTSTEP), ["code-mixed", "color-temperature", "relative"])
    add(g, "turn on all the lights upstairs", ask(lights_in(*FLOOR_2, *FLOOR_3_ALL), ON),
        ["english", "ambiguous-floor", "clarify"])
    add(g, "JBL mute", one("SR_spk", MUTE, SETMUTE), ["english", "english-label", "mute"])
    add(g, "把 theater 的灯全关", every(lights_in("theater"), OFF), ["code-mixed", "english-room", "bulk-all"])

    # ---------------------------------------------------------------- voice-assistant transcripts with ASR slips
    g = "asr"
    add(g, "嗯那个帮我把客厅的同灯三打开", one("LR_dl3", ON), ["asr-homophone", "numbered", "filler"])
    add(g, "把主卧的空挑调到二十六度", one("M_ac", COOLSP, HEATSP), ["asr-homophone", "climate", "numeral-zh"])
    add(g, "竹连放下来", one("SU_bamboo", SH_CLOSE, SH_LVL), ["asr-homophone", "cover"])
    add(g, "投影目布降下来", one("H_screen", SH_CLOSE), ["asr-homophone", "cover"])
    add(g, "扫地鸡器人回去充电", one("N_robot", RVC_HOME), ["asr-homophone", "no-room"])
    add(g, "喷管开一下", one("Y_irr", V_OPEN, OP_START), ["asr-homophone", "valve"])
    add(g, "院子水发关了", one("Y_tap", V_CLOSE), ["asr-homophone", "valve"])
    add(g, "打开书房的越读灯", one("ST_read", ON), ["asr-homophone", "room"])
    add(g, "攻放声音调小一点", one("H_amp", VDOWN, VOL), ["asr-homophone", "media"])
    add(g, "把星空定打开", one("H_star", ON), ["asr-homophone"])
    add(g, "热水气调到五十度", one("X_wh", HEATSP), ["asr-homophone", "water-heater", "numeral-zh"])
    add(g, "入户门所打开", one("E_lock", UNLOCK, UNLATCH), ["asr-homophone", "security"])
    add(g, "老人房的地暖掉到二十二度", one("O_heat", HEATSP), ["asr-homophone", "climate", "numeral-zh"])
    add(g, "把颗厅窗帘拉开", one("LR_cur", SH_OPEN, SH_LVL), ["asr-homophone", "cover"])
    add(g, "射灯零二关了", one("LR_sp2", OFF), ["asr-homophone", "padded", "numbered"])
    add(g, "落地山摇头", one("SU_fan", OSC), ["asr-homophone", "oscillation"])
    add(g, "儿童房的加湿器开一下", one("KR_hum", ON), ["asr-label", "room", "plug"])

    # ---------------------------------------------------------------- long transcripts ending in a request
    g = "ramble"
    add(g, "哎呀今儿个单位老鼻子事儿了，开了一下午会，回来浑河大桥那旮旯堵得贼拉死，到家都七点多了，"
           "饿得前胸贴后背的，对了，你先把客厅空调给我整到制热，二十四度",
        [one("LR_ac", TM_HEAT, TM_SET), one("LR_ac", HEATSP)], ["long-ramble", "dialect", "multi-command", "climate"])
    add(g, "我跟你说啊，昨儿晚上我这腰疼得一宿没睡好，你大姑来电话说让我多穿点，这天儿啊真冷，"
           "零下二十多度，那个……老人房的电褥子给我开开吧",
        one("O_blanket", ON), ["long-ramble", "nickname", "plug"])
    add(g, "今天超市鸡蛋又涨价了，排骨也贵，我买了点酸菜，晚上炖个酸菜白肉，哦对了，把洗碗机先启动了吧",
        one("K_dish", OP_START), ["long-ramble", "appliance"])
    add(g, "呃那个 就是 嗯 我想想啊 刚才说到哪了 哦对 那个 影音室的 投影仪 帮我 打开一下 吧",
        one("H_proj", ON), ["long-ramble", "filler", "room"])
    add(g, "bro 今天 ranked 连跪五把 心态炸了 明天还有 quiz 要写 算了不玩了 帮我把 Gaming PC 关了",
        one("SR_pc", OFF), ["long-ramble", "code-mixed", "english-label"])

    # ---------------------------------------------------------------- nothing to do
    g = "none"
    for q, tags in [
        ("明天沈阳下雪不", ["weather", "dialect"]),
        ("这周末降温不", ["weather"]),
        ("嘎哈呢", ["chit-chat", "dialect"]),
        ("唠会儿嗑呗", ["chit-chat", "dialect"]),
        ("你贼拉聪明", ["remark", "dialect"]),
        ("哎呀妈呀", ["filler", "dialect"]),
        ("谢谢啊", ["chit-chat"]),
        ("哈哈哈", ["chit-chat"]),
        ("😄", ["emoji"]),
        ("asdkjh", ["gibberish"]),
        ("呜啦呜啦", ["gibberish"]),
        ("锅包肉咋做", ["world-question", "dialect"]),
        ("沈阳故宫几点关门", ["world-question"]),
        ("别开空调", ["negation"]),
        ("地暖不用调了", ["negation"]),
        ("灯先别关", ["negation"]),
        ("算了，不用了", ["cancellation"]),
        ("取消", ["cancellation"]),
        ("嗯", ["filler"]),
        ("等会儿", ["filler"]),
        ("我去上班了啊", ["remark"]),
        ("今天商场老鼻子人了，挤得慌", ["remark", "dialect"]),
        ("这屋收拾得挺干净，一点不埋汰", ["remark", "dialect"]),
        ("把那个小太阳给我拿屋来", ["physical-request", "nickname"]),
        ("空调遥控器放哪了", ["world-question"]),
        ("孩子作业写完没", ["world-question"]),
        ("what's up", ["chit-chat", "english"]),
        ("ok 没事了", ["cancellation", "code-mixed"]),
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
    except Exception as exc:  # invalid JSON
        print("INVALID JSON:", exc)
        return 1

    # ids
    room_ids = [r["roomId"] for r in home["rooms"]]
    if len(set(room_ids)) != len(room_ids):
        errors.append("duplicate roomId")
    room_names = [r["name"] for r in home["rooms"]]
    if len(set(room_names)) != len(room_names):
        errors.append("duplicate room name")
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

    # the quirks the README promises
    no_room = [d for d in home["items"] if "roomId" not in d]
    stale = [d for d in home["items"] if "roomId" in d and d["roomId"] not in set(room_ids)]
    if len(no_room) != 1 or len(stale) != 1:
        errors.append(f"expected one device without roomId and one in a deleted room: {len(no_room)}, {len(stale)}")
    if len(home["items"]) < 90 or len({d["profile"]["id"] for d in home["items"]}) < 60:
        errors.append("home too small")

    # real-profile fidelity
    by_key = {uid("device", k): k for k in ORDER}
    for d in home["items"]:
        k = by_key.get(d["deviceId"])
        if k is None:
            errors.append(f"unknown device {d['deviceId']}")
            continue
        info = DEV[k]
        prof = PROFILES.get((info["driver"], info["profile"]))
        if prof is None:
            errors.append(f"{k}: profile not in profiles.jsonl")
            continue
        main = [c for c in d["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            errors.append(f"{k}: capabilities differ from profile")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            errors.append(f"{k}: categories differ from profile")
        if d["name"] != info["profile"] or d["profile"]["id"] != profile_id(info["driver"], info["profile"]):
            errors.append(f"{k}: name/profile id")
    # every spec command is a real command of a capability of that profile, with real argument facts
    prof_by_pid = {profile_id(DEV[k]["driver"], DEV[k]["profile"]): PROFILES[(DEV[k]["driver"], DEV[k]["profile"])]
                   for k in ORDER}
    for s in spec:
        prof = prof_by_pid.get(s["profileId"])
        if prof is None:
            errors.append(f"spec line for a profile no device uses: {s['profileId']}")
            continue
        for c in s["capabilities"]:
            _, cap, cmd = c["id"].split("-", 2)
            cdefs = [x for x in CAPS.get(cap, {}).get("commands", []) if x["name"] == cmd]
            if cap not in prof["capabilities"] or not cdefs:
                errors.append(f"{s['profileId']}: spec command {c['id']} not real")
                continue
            args = [a for a in cdefs[0]["arguments"] if not a.get("optional")]
            if not args and any(x in c for x in ("type", "value_range", "value_list")):
                errors.append(f"{c['id']}: argument facts on a command without arguments")
            if args:
                a = args[0]
                if c.get("type") != a.get("type"):
                    errors.append(f"{s['profileId']} {c['id']}: type {c.get('type')} != {a.get('type')}")
                vr = c.get("value_range")
                if vr:
                    lo, hi = a.get("minimum"), a.get("maximum")
                    if (lo is not None and vr["min"] < lo) or (hi is not None and vr["max"] > hi) or vr["min"] > vr["max"]:
                        errors.append(f"{s['profileId']} {c['id']}: range {vr} outside the definition")
                if "value_list" in c and a.get("enum"):
                    bad = [v["value"] for v in c["value_list"] if v["value"] not in a["enum"]]
                    if bad:
                        errors.append(f"{s['profileId']} {c['id']}: values not in the enum: {bad}")
    missing = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_cmds))
    if missing != sorted(profile_id(d, n) for d, n in OMITTED_PROFILES):
        errors.append(f"profiles missing from spec: {missing}")

    # cases
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate case ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))
    queries = Counter((c["query"], tuple(c.get("history", []))) for c in cases)
    for q, n in queries.items():
        if n > 1:
            errors.append(f"query asked twice: {q}")
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
                if e != {"devices": [], "capabilities": [], "mode": "none"} or len(c["expect"]) != 1:
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
        got = case["expect"][i]["devices"]
        if sorted(got) != sorted(want):
            errors.append(f"{cid}[{i}]: mode all devices are not exactly the in-scope devices supporting {caps}")
        outside = set(got) - {uid("device", k) for k in scope}
        if outside:
            errors.append(f"{cid}[{i}]: devices outside the scope")
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
    print("rooms", len(home["rooms"]), "devices", len(home["items"]), "distinct profiles",
          len({d["profile"]["id"] for d in home["items"]}), "spec lines", len(spec))
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
    print("lights", len(LIGHTS), "ACs", len(ACS), "floor heating", len(FLOORHEAT), "curtains", len(CURTAINS))
    print("cases", len(cases))
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("entries by mode", dict(modes), "entries", sum(modes.values()))
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
