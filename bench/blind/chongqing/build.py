#!/usr/bin/env python3
"""Blind evaluation set "chongqing": a 复式 flat on a Chongqing hillside.

    python build.py          writes home.json, spec.jsonl, cases.jsonl, README.md
    python build.py --check  re-validates the written files (ids, devices, commands,
                             exact bulk sets, JSON) and exits non-zero on any problem

Every device copies the categories and the main-component capabilities (and the other
components) of one real SmartThingsEdgeDrivers profile from
shared/data/smartthings/profiles.jsonl; the spec lists, for every profile, the real
commands of its main capabilities from shared/data/smartthings/capabilities.json
(refresh and firmwareUpdate skipped).  Deterministic: ids are uuid5 of readable keys.
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
DATA = Path(os.environ.get("SMARTTHINGS_DATA", "/work/shared/data/smartthings"))

NS = uuid.UUID("6b1e4a52-3c1f-4f0e-9d58-2f6f0c9a7c11")
LOCATION_ID = str(uuid.uuid5(NS, "chongqing/location"))


def uid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NS, f"chongqing/{kind}/{key}"))


# --------------------------------------------------------------------------------------
# Rooms: key, name as typed in the app, level (U = upper/入户层/18F, L = lower/17F,
# S = the stairwell between the two levels: neither level)
# --------------------------------------------------------------------------------------
ROOMS = [
    ("living", "入户层-客厅", "U"),
    ("dining", "上层 餐厅", "U"),
    ("kitchen", "上层厨房", "U"),
    ("balcony", "观景阳台", "U"),
    ("guestbath", "客卫-18F", "U"),
    ("stair", "楼梯间", "S"),
    ("master", "下层主卧", "L"),
    ("mom", "妈妈房间", "L"),
    ("kids", "下层儿童房", "L"),
    ("bath", "下层卫生间", "L"),
    ("study", "Study", "L"),
    ("storage", "储藏室", "L"),
    ("garden", "花园(下层)", "L"),
]
ROOM_NAME = {k: n for k, n, _ in ROOMS}
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
BEDROOMS = ["master", "mom", "kids"]
DELETED_ROOM_ID = uid("room", "old-shufang-deleted")

# --------------------------------------------------------------------------------------
# Devices: key, label (None = no label), room key (None = no roomId, "DELETED" = roomId of
# a deleted room), driver, real profile name, device name (model), integration type
# --------------------------------------------------------------------------------------
DEVICES = [
    # 入户层-客厅 (upper level, entrance)
    ("l_main", "客厅主灯", "living", "zigbee-switch", "color-temp-bulb-2700K-6500K", "Yeelight 吸顶灯 Pro", "ZIGBEE"),
    ("l_tong1", "筒灯1", "living", "zigbee-switch", "on-off-level", "Aqara Downlight", "ZIGBEE"),
    ("l_tong2", "筒灯2", "living", "zigbee-switch", "on-off-level", "Aqara Downlight", "ZIGBEE"),
    ("l_tong3", "筒灯3", "living", "zigbee-switch", "on-off-bulb", "Generic On/Off Light", "ZIGBEE"),
    ("l_tong4", "筒灯4", "living", "zigbee-switch", "on-off-level", "Aqara Downlight", "ZIGBEE"),
    ("l_strip", "电视墙灯带", "living", "zigbee-switch", "rgbw-bulb-2700K-6500K", "Gledopto RGBCCT Strip", "ZIGBEE"),
    ("l_foyer", "18F玄关灯", "living", "matter-switch", "light-level-motion", "Matter Dimmable Light", "MATTER"),
    ("l_huego", "Hue Go", "living", "philips-hue", "white-and-color-ambiance", "Hue Go", "LAN"),
    ("l_ac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner", "Gree Matter AC", "MATTER"),
    ("l_tv", "客厅电视", "living", "matter-media", "media-video-player", "Hisense Matter TV", "MATTER"),
    ("l_soundbar", "Samsung Soundbar", "living", "samsung-audio", "samsung-audio", "HW-Q990C", "LAN"),
    ("l_curtain", "客厅窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1", "Aqara Curtain Driver E1", "ZIGBEE"),
    ("l_sheer", "客厅纱帘", "living", "matter-window-covering", "window-covering", "Matter Window Covering", "MATTER"),
    ("l_fresh", "新风机", "living", "deepsmart", "Newfan.v1", "DeepSmart 新风", "LAN"),
    ("l_robot", "扫地机", "living", "matter-rvc", "rvc-clean-mode", "Roborock Matter RVC", "MATTER"),
    ("l_lock", "入户门锁", "living", "zigbee-lock", "lock-battery", "Zigbee Door Lock", "ZIGBEE"),
    ("l_door", "大门门磁", "living", "zigbee-contact", "contact-battery-profile", "Aqara Door Sensor", "ZIGBEE"),
    ("l_th", "温湿度计", "living", "zigbee-humidity-sensor", "humidity-temp-battery", "Temp & Humidity Sensor", "ZIGBEE"),
    ("l_smoke", "烟雾报警器", "living", "zigbee-smoke-detector", "smoke-battery-aqara", "Aqara Smoke Detector", "ZIGBEE"),
    ("l_siren", "报警器", "living", "zigbee-siren", "switch-alarm", "Zigbee Siren", "ZIGBEE"),
    # 上层 餐厅
    ("d_tong5", "筒灯5", "dining", "matter-switch", "light-level", "Matter Downlight", "MATTER"),
    ("d_tong6", "筒灯6", "dining", "matter-switch", "light-level", "Matter Downlight", "MATTER"),
    ("d_pendant", "餐厅吊灯", "dining", "matter-switch", "light-level-colorTemperature-2700K-6500K", "Matter Pendant", "MATTER"),
    ("d_hotpot", "火锅插座", "dining", "zigbee-switch", "switch-power-smartplug", "Zigbee Smart Plug", "ZIGBEE"),
    ("d_water", "饮水机", "dining", "matter-switch", "plug-binary", "Matter Plug", "MATTER"),
    ("d_ac", "餐厅空调", "dining", "deepsmart", "Ac.v1", "DeepSmart 空调面板", "LAN"),
    # 上层厨房
    ("k_ceiling", "吸顶灯", "kitchen", "zigbee-switch", "on-off-bulb", "Generic On/Off Light", "ZIGBEE"),
    ("k_cabinet", "橱柜灯", "kitchen", "zigbee-switch", "aqara-switch-module-no-power", "Aqara Relay T1", "ZIGBEE"),
    ("k_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood-wind-light", "Matter Extractor Hood", "MATTER"),
    ("k_gas", "燃气报警器", "kitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara", "Aqara Gas Detector", "ZIGBEE"),
    ("k_leak", "厨房水浸", "kitchen", "zigbee-water-leak-sensor", "water-battery", "Water Leak Sensor", "ZIGBEE"),
    ("k_dish", "洗碗机", "kitchen", "matter-appliance", "dishwasher", "Matter Dishwasher", "MATTER"),
    ("k_rice", "电饭锅", "kitchen", "zigbee-switch", "basic-plug", "Zigbee Plug", "ZIGBEE"),
    ("k_valve", "进水总阀", "kitchen", "matter-switch", "water-valve", "Matter Water Valve", "MATTER"),
    ("k_fridge", "冰箱", "kitchen", "matter-appliance", "refrigerator-freezer", "Matter Refrigerator", "MATTER"),
    # 观景阳台
    ("b_light", "阳台灯", "balcony", "matter-switch", "light-binary", "Matter On/Off Light", "MATTER"),
    ("b_washer", "洗衣机", "balcony", "matter-appliance", "laundry-washer", "Matter Washer", "MATTER"),
    ("b_dryer", "烘干机", "balcony", "matter-appliance", "laundry-dryer-tl", "Matter Dryer", "MATTER"),
    ("b_shade", "遮阳帘", "balcony", "zigbee-window-treatment", "window-treatment-profile", "Zigbee Shade", "ZIGBEE"),
    ("b_plug", "阳台插座", "balcony", "zigbee-switch", "basic-plug", "Zigbee Plug", "ZIGBEE"),
    ("b_window", "电动窗", "balcony", "zigbee-window-treatment", "window-shade-only", "Window Opener", "ZIGBEE"),
    # 客卫-18F
    ("g_light", "卫生间灯", "guestbath", "matter-switch", "light-binary", "Matter On/Off Light", "MATTER"),
    ("g_fan", "排风扇", "guestbath", "zigbee-switch", "basic-switch", "Zigbee Switch", "ZIGBEE"),
    # 楼梯间
    ("s_spot1", "射灯-01", "stair", "matter-switch", "light-level", "Matter Spotlight", "MATTER"),
    ("s_spot2", "射灯-02", "stair", "matter-switch", "light-level", "Matter Spotlight", "MATTER"),
    ("s_spot3", "射灯-03", "stair", "matter-switch", "light-level", "Matter Spotlight", "MATTER"),
    ("s_spot4", "射灯-04", "stair", "zwave-bulb", "switch-level-colortemp", "Z-Wave CCT Spot", "ZWAVE"),
    ("s_step", "踏步灯带", "stair", "matter-switch", "switch-binary", "Matter Relay", "MATTER"),
    ("s_motion", None, "stair", "zigbee-motion-sensor", "motion-battery", "Aqara 人体传感器", "ZIGBEE"),
    # 下层主卧
    ("m_ceiling", "吸顶灯", "master", "zigbee-switch", "color-temp-bulb-2200K-6500K", "Zigbee CCT Ceiling", "ZIGBEE"),
    ("m_bedside", "床头灯", "master", "zigbee-switch", "aqara-led-bulb", "Aqara LED Bulb T1", "ZIGBEE"),
    ("m_kidnight", "儿童房小夜灯", "master", "zigbee-switch", "on-off-level", "Zigbee Night Light", "ZIGBEE"),
    ("m_ac", "主卧空调", "master", "deepsmart", "Ac.v1", "DeepSmart 空调面板", "LAN"),
    ("m_curtain", "主卧窗帘", "master", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1", "Aqara Curtain Driver E1", "ZIGBEE"),
    ("m_blackout", "遮光帘", "master", "zigbee-window-treatment", "window-treatment-battery", "Zigbee Blind", "ZIGBEE"),
    ("m_speaker", "JBL音箱", "master", "jbl", "jbl", "JBL Authentics 300", "LAN"),
    ("m_th", "主卧温湿度", "master", "matter-sensor", "temperature-humidity-battery", "Matter T/H Sensor", "MATTER"),
    ("m_tv", "卧室电视", "master", "matter-media", "media-video-speaker", "Matter TV", "MATTER"),
    # 妈妈房间
    ("o_ceiling", "吸顶灯", "mom", "zigbee-switch", "on-off-bulb-no-firmware-update", "Generic On/Off Light", "ZIGBEE"),
    ("o_desk", "台灯", "mom", "zigbee-switch", "ge-link-bulb", "GE Link Bulb", "ZIGBEE"),
    ("o_night", "起夜灯", "mom", "zigbee-switch", "on-off-level-motion-sensor", "Motion Night Light", "ZIGBEE"),
    ("o_floor", "地暖", "mom", "deepsmart", "Heater.v1", "DeepSmart 地暖面板", "LAN"),
    ("o_ac", "老人房空调", "mom", "matter-thermostat", "room-air-conditioner-heating-cooling", "Matter Room AC", "MATTER"),
    ("o_blanket", "电热摊", "mom", "matter-switch", "plug-power", "Matter Plug", "MATTER"),
    ("o_radio", "收银机", "mom", "bose", "soundtouch-speaker-notification", "Bose SoundTouch 10", "LAN"),
    ("o_curtain", "妈妈房窗帘", "mom", "zigbee-window-treatment", "window-treatment-no-preset", "Zigbee Curtain", "ZIGBEE"),
    ("o_button", "紧急按钮", "mom", "zigbee-button", "aqara-single-button-mode", "Aqara Wireless Mini Switch", "ZIGBEE"),
    # 下层儿童房
    ("c_ceiling", "吸顶灯", "kids", "zigbee-switch", "rgbw-bulb-2000K-6500K", "Zigbee RGBW Ceiling", "ZIGBEE"),
    ("c_star", "小星星灯", "kids", "zigbee-switch", "color-bulb", "Zigbee Color Bulb", "ZIGBEE"),
    ("c_ac", "儿童房空调", "kids", "matter-thermostat", "room-air-conditioner-fan-heating-cooling", "Matter Room AC", "MATTER"),
    ("c_curtain", "儿童房窗帘", "kids", "matter-window-covering", "window-covering-profile", "Matter Curtain", "MATTER"),
    ("c_purifier", "净化器", "kids", "matter-thermostat", "air-purifier-hepa-wind", "Matter Air Purifier", "MATTER"),
    ("c_story", "故事机", "kids", "matter-media", "media-speaker", "Matter Speaker", "MATTER"),
    ("c_fan", "小风扇", "kids", "matter-thermostat", "fan-rock", "Matter Fan", "MATTER"),
    # 下层卫生间
    ("t_mirror", "镜前灯", "bath", "zigbee-switch", "on-off-bulb", "Generic On/Off Light", "ZIGBEE"),
    ("t_heater", "浴霸", "bath", "zigbee-switch", "switch-smart-bath-heater-laisiao", "Laisiao Bath Heater", "ZIGBEE"),
    ("t_vent", "换气扇", "bath", "zigbee-switch", "aqara-switch-no-power", "Aqara Wall Switch", "ZIGBEE"),
    ("t_wh", "热水器", "bath", "matter-thermostat", "water-heater", "Matter Water Heater", "MATTER"),
    ("t_leak", "漏水传感器", "bath", "matter-sensor", "leak-battery", "Matter Leak Sensor", "MATTER"),
    # Study
    ("y_ceiling", "吸顶灯", "study", "matter-switch", "light-binary", "Matter On/Off Light", "MATTER"),
    ("y_desk", "Desk Lamp", "study", "zigbee-switch", "color-temp-bulb-2700K-5000K", "IKEA Desk Lamp", "ZIGBEE"),
    ("y_ac", "书房空调", "study", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling", "Matter Room AC", "MATTER"),
    ("y_pc", "PC插座", "study", "zigbee-switch", "switch-power-energy", "Zigbee Energy Plug", "ZIGBEE"),
    ("y_fan", "书房风扇", "study", "zwave-fan", "fan-3speed", "Z-Wave 3-Speed Fan", "ZWAVE"),
    # 储藏室
    ("r_light", "储物间灯", "storage", "zigbee-switch", "on-off-bulb", "Generic On/Off Light", "ZIGBEE"),
    ("r_dehum", "除湿机", "storage", "zigbee-switch", "switch-power-smartplug-no-firmware-update", "Zigbee Smart Plug", "ZIGBEE"),
    ("r_hum", "湿度计", "storage", "matter-sensor", "humidity-battery", "Matter Humidity Sensor", "MATTER"),
    # 花园(下层)
    ("n_lawn", "草坪灯", "garden", "zwave-switch", "switch-binary", "Z-Wave Outdoor Relay", "ZWAVE"),
    ("n_yard", "庭院灯", "garden", "zigbee-switch", "light-level-power", "Zigbee Dimmer", "ZIGBEE"),
    ("n_valve", "浇水阀", "garden", "zigbee-valve", "valve-battery-powerSource", "Zigbee Water Valve", "ZIGBEE"),
    ("n_plug", "Outdoor Plug", "garden", "wemo", "wemo.mini-smart-plug.v1", "Wemo Mini", "LAN"),
    # no room / deleted room
    ("x_corridor", "17楼走廊灯", None, "zigbee-switch", "on-off-level-no-firmware-update", "Zigbee Dimmer Bulb", "ZIGBEE"),
    ("x_plug", "移动插座", None, "zigbee-switch", "basic-plug", "Zigbee Plug", "ZIGBEE"),
    ("x_reading", "阅读灯", "DELETED", "philips-hue", "white", "Hue White", "LAN"),
]
DEV = {d[0]: d for d in DEVICES}

# Profiles deliberately left out of spec.jsonl (their devices still exist in the home).
MISSING_FROM_SPEC = {("matter-appliance", "refrigerator-freezer"),
                     ("zigbee-window-treatment", "window-shade-only"),
                     ("zigbee-button", "aqara-single-button-mode")}

# Wall relays / switch modules (category Switch) whose label says they drive a lamp.
LAMP_RELAYS = {"k_cabinet", "s_step", "n_lawn"}
# Level of devices without a (live) room, taken from the floor number in the label.
FLOOR_FROM_LABEL = {"x_corridor": "L"}
# Labels naming a room of the home other than the device's roomId room.
LABEL_ROOM = {"m_kidnight": "kids"}


def pid(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


# --------------------------------------------------------------------------------------
# Source facts
# --------------------------------------------------------------------------------------
def load_profiles():
    rows = {}
    for line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            rows[(r["driver"].split("/")[-1], r["name"])] = r
    return rows


def load_caps():
    c = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    if isinstance(c, list):
        c = {x["id"]: x for x in c}
    return c


PROFILES = load_profiles()
CAPS = load_caps()

# --------------------------------------------------------------------------------------
# Spec text: (Chinese, English) per command; value descriptions
# --------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("打开电源", "turn on"),
    "switch.off": ("关闭电源", "turn off"),
    "switchLevel.setLevel": ("设置亮度百分比", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度调高或调低（正数变亮，负数变暗）", "step brightness up or down"),
    "colorControl.setColor": ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light color (hue, saturation or hex)"),
    "colorControl.setHue": ("设置色相", "set hue"),
    "colorControl.setSaturation": ("设置颜色饱和度", "set color saturation"),
    "colorTemperature.setColorTemperature": ("设置色温，数值越低越暖", "set color temperature (K)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调暖或调冷", "step color temperature warmer or cooler"),
    "windowShade.open": ("打开窗帘", "open the shade"),
    "windowShade.close": ("关闭窗帘", "close the shade"),
    "windowShade.pause": ("窗帘停止", "pause the shade"),
    "windowShadeLevel.setShadeLevel": ("设置窗帘开合度", "set shade level (open percent)"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "move to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set the preset position"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("窗帘开合度步进调节", "step shade level up or down"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并拉开锁舌", "unlatch"),
    "valve.open": ("打开阀门", "open the valve"),
    "valve.close": ("关闭阀门", "close the valve"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "set fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "switch to auto mode"),
    "thermostatMode.cool": ("切换到制冷模式", "switch to cool mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "emergency heat"),
    "thermostatMode.heat": ("切换到制热模式", "switch to heat mode"),
    "thermostatMode.off": ("关闭温控", "turn thermostat off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头方式", "set oscillation mode"),
    "windMode.setWindMode": ("设置风感（睡眠风、自然风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器模式", "set air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeUp": ("音量调高", "volume up"),
    "audioVolume.volumeDown": ("音量调低", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.setMute": ("设置静音状态", "set mute state"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.pause": ("暂停播放", "pause playback"),
    "mediaPlayback.play": ("开始播放", "play"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaPlayback.stop": ("停止播放", "stop playback"),
    "mediaTrackControl.nextTrack": ("下一首（下一集）", "next track"),
    "mediaTrackControl.previousTrack": ("上一首（上一集）", "previous track"),
    "mediaPresets.playPreset": ("播放收藏的电台或歌单", "play a preset"),
    "keypadInput.sendKey": ("发送遥控器按键", "send a remote control key"),
    "audioNotification.playTrack": ("播放提示音", "play an audio clip"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play a clip, then restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续播放", "play a clip, then resume"),
    "alarm.both": ("声光报警", "siren and strobe"),
    "alarm.off": ("关闭报警", "alarm off"),
    "alarm.siren": ("鸣响警笛", "sound the siren"),
    "alarm.strobe": ("闪光报警", "strobe"),
    "robotCleanerOperatingState.goHome": ("回充电座", "return to dock"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "mode.setMode": ("设置工作模式", "set mode"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "operationalState.start": ("开始运行", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档位", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset energy meter"),
}
# profile-specific wording
DESC_OVERRIDE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置空调目标温度（制冷制热都用它）", "set target temperature"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置地暖温度", "set floor heating temperature"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置热水器出水温度", "set water temperature"),
    ("water-heater", "mode.setMode"): ("设置热水器工作模式", "set water heater mode"),
    ("rvc-clean-mode", "mode.setMode"): ("切换清洁模式（扫地/拖地）", "set cleaning mode"),
    ("laundry-washer", "mode.setMode"): ("选择洗衣程序", "select wash cycle"),
    ("laundry-washer", "operationalState.start"): ("开始洗衣", "start washing"),
    ("laundry-dryer-tl", "mode.setMode"): ("选择烘干程序", "select drying cycle"),
    ("laundry-dryer-tl", "operationalState.start"): ("开始烘干", "start drying"),
    ("dishwasher", "mode.setMode"): ("选择洗碗程序", "select dishwasher program"),
    ("dishwasher", "operationalState.start"): ("开始洗碗", "start the dishwasher"),
    ("extractor-hood-wind-light", "fanMode.setFanMode"): ("设置油烟机风力档位", "set hood fan level"),
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): ("设置新风风量", "set fresh-air fan speed"),
    ("switch-alarm", "switch.on"): ("打开报警器", "turn siren on"),
}
VAL = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan only"), "dry": ("除湿", "dry"),
    "auto": ("自动", "auto"), "off": ("关闭", "off"), "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"),
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"), "sleep": ("睡眠", "sleep"),
    "quiet": ("静音", "quiet"), "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
    "naturalWind": ("自然风", "natural wind"), "horizontal": ("左右摇头", "horizontal"),
    "vertical": ("上下摇头", "vertical"), "swing": ("摆风", "swing"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("扫拖一体", "vacuum and mop"),
    "Off": ("关闭", "off"), "Manual": ("手动", "manual"), "Timed": ("定时", "timed"),
    "Energy Save": ("节能", "energy save"),
    "Normal": ("标准", "normal"), "Delicate": ("轻柔", "delicate"), "Heavy": ("强力", "heavy duty"),
    "Quick": ("快洗", "quick"), "Whites": ("白色衣物", "whites"), "Eco": ("节能", "eco"),
    "Intensive": ("强力洗", "intensive"),
    "Low": ("低温", "low"), "Medium": ("中温", "medium"), "High": ("高温", "high"),
    "none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加强漂洗", "extra"),
    "max": ("最大漂洗", "max"),
}
for i in range(10):
    VAL[f"NUMBER{i}"] = (f"数字{i}", f"number {i}")

MODE_VALUES = {
    "rvc-clean-mode": ["Vacuum", "Mop", "Vacuum and Mop"],
    "water-heater": ["Off", "Manual", "Timed", "Energy Save"],
    "laundry-washer": ["Normal", "Delicate", "Heavy", "Quick", "Whites"],
    "laundry-dryer-tl": ["Normal", "Delicate", "Heavy", "Quick"],
    "dishwasher": ["Normal", "Eco", "Intensive", "Quick"],
}
THERMOSTAT_MODES = {
    "Heater.v1": ["off", "heat"],
    "water-heater": ["off", "heat"],
}
MATTER_AC_MODES = ["off", "cool", "heat", "auto", "fanonly", "dryair"]


def english(profile_id: str, key: str) -> bool:
    h = int(hashlib.md5(f"{profile_id}|{key}".encode()).hexdigest(), 16)
    return h % 10 < 3


def vdesc(profile_id: str, cmd_id: str, v: str) -> str:
    zh, en = VAL.get(v, (v, v))
    return en if english(profile_id, cmd_id + "=" + v) else zh


def cfg_range(prof, cap, default):
    for item in prof.get("capability_config", {}).get(cap, []):
        if "range" in item:
            return item["range"]
    return default


def cfg_enum_commands(prof, cap):
    for item in prof.get("capability_config", {}).get(cap, []):
        if item.get("key") == "{{enumCommands}}":
            return item.get("enabledValues")
    return None


def command_specs(driver: str, name: str) -> list:
    prof = PROFILES[(driver, name)]
    p = pid(driver, name)
    out = []
    for cap in prof["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cmds = CAPS[cap].get("commands", [])
        enabled = cfg_enum_commands(prof, cap)
        for cmd in cmds:
            cname = cmd["name"]
            if enabled is not None and cap in ("mediaPlayback", "alarm") and cname not in enabled:
                continue
            if cap == "lock" and cname == "unlatch":
                continue  # zigbee lock: no unlatch
            key = f"{cap}.{cname}"
            cid = f"main-{cap}-{cname}"
            zh, en = DESC_OVERRIDE.get((name, key), DESC[key])
            spec = {"id": cid, "description": en if english(p, cid) else zh}
            args = cmd.get("arguments", [])
            req = [a for a in args if not a.get("optional")]
            a = req[0] if req else None
            values = None
            rng = None
            typ = None
            if a is not None:
                typ = a.get("type")
                if cap == "switchLevel":
                    lo, hi = cfg_range(prof, "switchLevel", [0, 100]); rng = (lo, hi, "%")
                elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep", "statelessWindowShadeLevelStep"):
                    rng = (-100, 100, "%"); typ = "integer"
                elif cap == "colorTemperature":
                    lo, hi = cfg_range(prof, "colorTemperature", [2700, 6500]); rng = (lo, hi, "K")
                elif cap == "colorControl" and cname in ("setHue", "setSaturation"):
                    rng = (0, 100, "%")
                elif cap == "colorControl":
                    typ = "object"
                elif cap in ("windowShadeLevel", "windowShadePreset", "audioVolume", "fanSpeedPercent", "level"):
                    rng = (0, 100, "%")
                elif cap == "thermostatCoolingSetpoint":
                    lo, hi = cfg_range(prof, cap, [16, 30]); rng = (lo, hi, "C")
                elif cap == "thermostatHeatingSetpoint":
                    default = {"water-heater": [35, 75]}.get(name, [16, 30])
                    lo, hi = cfg_range(prof, cap, default); rng = (lo, hi, "C")
                elif cap == "fanSpeed":
                    lo, hi = cfg_range(prof, cap, [0, 3]); rng = (lo, hi, None)
                elif cap == "airConditionerMode":
                    values = ["cool", "heat", "fan", "dry", "auto"]
                elif cap == "airConditionerFanMode":
                    values = ["low", "medium", "high", "auto"]
                elif cap == "thermostatMode":
                    values = THERMOSTAT_MODES.get(name, MATTER_AC_MODES)
                elif cap == "fanMode":
                    values = ["off", "low", "medium", "high", "auto"]
                elif cap == "airPurifierFanMode":
                    values = ["off", "low", "medium", "high", "auto", "sleep", "quiet"]
                elif cap == "windMode":
                    values = ["noWind", "sleepWind", "naturalWind"]
                elif cap == "fanOscillationMode":
                    values = ["off", "horizontal", "vertical", "swing"]
                elif cap == "mode":
                    values = MODE_VALUES.get(name)
                elif cap == "laundryWasherSpinSpeed":
                    values = ["off", "low", "medium", "high"]
                elif cap == "temperatureLevel":
                    values = ["Low", "Medium", "High"]
                elif "enum" in a:
                    values = list(a["enum"])
                    if cap == "mediaPlayback" and cname == "setPlaybackStatus":
                        values = ["paused", "playing", "stopped", "fast forwarding", "rewinding"]
                if typ:
                    spec["type"] = typ
                if rng:
                    vr = {"min": rng[0], "max": rng[1]}
                    if rng[2]:
                        vr["unit"] = rng[2]
                    spec["value_range"] = vr
                if values:
                    spec["type"] = "string"
                    spec["value_list"] = [{"value": v, "description": vdesc(p, cid, v)} for v in values]
            out.append(spec)
    return out


# --------------------------------------------------------------------------------------
# Home
# --------------------------------------------------------------------------------------
def room_id(rk):
    return uid("room", rk)


def build_home():
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": n} for k, n, _ in ROOMS]
    items = []
    for key, label, rk, driver, pname, model, typ in DEVICES:
        prof = PROFILES[(driver, pname)]
        comps = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"][:1]],
        }]
        for oc in prof.get("components", []):
            comps.append({"id": oc["id"], "label": oc["id"],
                          "capabilities": [{"id": c, "version": 1} for c in oc.get("capabilities", [])],
                          "categories": [{"name": c, "categoryType": "manufacturer"} for c in oc.get("categories", [])[:1]]})
        item = OrderedDict()
        item["deviceId"] = uid("device", key)
        item["name"] = model
        if label is not None:
            item["label"] = label
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = LOCATION_ID
        if rk == "DELETED":
            item["roomId"] = DELETED_ROOM_ID
        elif rk is not None:
            item["roomId"] = room_id(rk)
        item["components"] = comps
        item["profile"] = {"id": pid(driver, pname)}
        item["type"] = typ
        items.append(item)
    return {"rooms": rooms, "items": items}


def build_spec():
    seen = []
    for _, _, _, driver, pname, _, _ in DEVICES:
        if (driver, pname) in MISSING_FROM_SPEC or (driver, pname) in seen:
            continue
        seen.append((driver, pname))
    return [{"profileId": pid(d, n), "capabilities": command_specs(d, n)} for d, n in seen]


# --------------------------------------------------------------------------------------
# Device facts used for labelling
# --------------------------------------------------------------------------------------
SPEC_CMDS = {}


def spec_cmds(key):
    d = DEV[key]
    if (d[3], d[4]) in MISSING_FROM_SPEC:
        return None
    p = pid(d[3], d[4])
    if p not in SPEC_CMDS:
        SPEC_CMDS[p] = {c["id"] for c in command_specs(d[3], d[4])}
    return SPEC_CMDS[p]


def category(key):
    d = DEV[key]
    cats = PROFILES[(d[3], d[4])]["categories"]
    return cats[0] if cats else "Unknown"


def is_light(key):
    return category(key) == "Light" or key in LAMP_RELAYS


def rooms_of(key):
    rk = DEV[key][2]
    out = set()
    if rk not in (None, "DELETED"):
        out.add(rk)
    if key in LABEL_ROOM:
        out.add(LABEL_ROOM[key])
    return out


def floor_of(key):
    rk = DEV[key][2]
    if rk in (None, "DELETED"):
        return FLOOR_FROM_LABEL.get(key)
    return ROOM_FLOOR[rk]


TYPE_PRED = {
    "light": is_light,
    "ac": lambda k: category(k) == "AirConditioner",
    "curtain": lambda k: category(k) == "Blind",
    "plug": lambda k: category(k) == "SmartPlug",
}


def select(type=None, rooms=None, floor=None, ex_rooms=(), ex_floor=None, ex_devices=(), devices=None):
    """Devices in scope, in home order."""
    out = []
    for key in DEV:
        if devices is not None and key not in devices:
            continue
        if type and not TYPE_PRED[type](key):
            continue
        if rooms is not None and not (rooms_of(key) & set(rooms)):
            continue
        if floor is not None and floor_of(key) != floor:
            continue
        if rooms_of(key) & set(ex_rooms):
            continue
        if ex_floor is not None and floor_of(key) == ex_floor:
            continue
        if key in ex_devices:
            continue
        out.append(key)
    return out


def supports_all(key, caps):
    s = spec_cmds(key)
    return s is not None and all(c in s for c in caps)


# --------------------------------------------------------------------------------------
# Command ids
# --------------------------------------------------------------------------------------
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
COLOR, HUE = "main-colorControl-setColor", "main-colorControl-setHue"
CT, CTSTEP = "main-colorTemperature-setColorTemperature", "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
TM_COOL, TM_HEAT, TM_OFF, TM_SET = ("main-thermostatMode-cool", "main-thermostatMode-heat",
                                    "main-thermostatMode-off", "main-thermostatMode-setThermostatMode")
COOLSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint"
HEATSP = "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACMODE = "main-airConditionerMode-setAirConditionerMode"
ACFAN = "main-airConditionerFanMode-setFanMode"
FANPCT = "main-fanSpeedPercent-setPercent"
WIND = "main-windMode-setWindMode"
OSC = "main-fanOscillationMode-setFanOscillationMode"
FANSPEED = "main-fanSpeed-setFanSpeed"
FANMODE = "main-fanMode-setFanMode"
APFAN = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL = "main-windowShadeLevel-setShadeLevel"
SH_STEP = "main-statelessWindowShadeLevelStep-stepShadeLevel"
PRESET = "main-windowShadePreset-presetPosition"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-setMute"
PLAY, PAUSE = "main-mediaPlayback-play", "main-mediaPlayback-pause"
NEXT = "main-mediaTrackControl-nextTrack"
KEY = "main-keypadInput-sendKey"
PRESETPLAY = "main-mediaPresets-playPreset"
LOCK, UNLOCK = "main-lock-lock", "main-lock-unlock"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
RVC_START, RVC_HOME, RVC_PAUSE = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome",
                                  "main-robotCleanerOperatingState-pause")
MODE = "main-mode-setMode"
OP_START, OP_PAUSE, OP_STOP = "main-operationalState-start", "main-operationalState-pause", "main-operationalState-stop"
TEMPLEVEL = "main-temperatureLevel-setTemperatureLevel"
ALARM_OFF = "main-alarm-off"
ANY = "*"

# --------------------------------------------------------------------------------------
# Case helpers
# --------------------------------------------------------------------------------------
CASES = []   # (id, query, entries, tags, history)
_counters = Counter()


def one(devs, caps):
    return {"mode": "one", "devices": list(devs), "capabilities": list(caps)}


def allx(caps, **scope):
    return {"mode": "all", "scope": scope, "capabilities": list(caps)}


def clar(devs=(), caps=()):
    return {"mode": "clarify", "devices": list(devs), "capabilities": list(caps)}


NONE = {"mode": "none", "devices": [], "capabilities": []}


def C(group, query, entries, tags, history=None):
    if isinstance(entries, dict):
        entries = [entries]
    _counters[group] += 1
    cid = f"cq-{group}-{_counters[group]:03d}"
    CASES.append((cid, query, entries, list(tags), history))


def lights(**kw):
    return select(type="light", **kw)


# shorthands
LIV_L = lights(rooms=["living"])
STAIR_L = lights(rooms=["stair"])
GARDEN_L = lights(rooms=["garden"])
KITCHEN_L = lights(rooms=["kitchen"])
MOM_L = lights(rooms=["mom"])
STUDY_L = lights(rooms=["study"])
ALL_L = lights()
XIDING = ["k_ceiling", "m_ceiling", "o_ceiling", "c_ceiling", "y_ceiling"]
ACS = select(type="ac")
TVS = ["l_tv", "m_tv"]
CURTAINS = select(type="curtain")
PLUGS = select(type="plug")
SPEAKERS = ["l_soundbar", "m_speaker", "o_radio", "c_story"]
TONG = ["l_tong1", "l_tong2", "l_tong3", "l_tong4", "d_tong5", "d_tong6"]
SPOTS = ["s_spot1", "s_spot2", "s_spot3", "s_spot4"]
AC_OFF = [OFF, TM_OFF]
AC_COOL = [TM_COOL, TM_SET]
AC_HEAT = [TM_HEAT, TM_SET]
HOT = [ON, TM_COOL, TM_SET, COOLSP, ACMODE, HEATSP]   # for "好热" on an AC
DIM = [LVL, STEP]
COLORS = [COLOR, HUE]
CTS = [CT, CTSTEP]

# ======================================================================================
# 1. Names, rooms, types (mode one)
# ======================================================================================
g = "name"
C(g, "打开客厅主灯", one(["l_main"], [ON]), ["name"])
C(g, "把电视墙灯带关了", one(["l_strip"], [OFF]), ["name"])
C(g, "18F玄关灯开一下", one(["l_foyer"], [ON]), ["name", "floor-label"])
C(g, "玄关灯打开嘛", one(["l_foyer"], [ON]), ["partial-name", "dialect"])
C(g, "Hue Go 关掉", one(["l_huego"], [OFF]), ["english-label"])
C(g, "帮我把 desk lamp 打开", one(["y_desk"], [ON]), ["english-label", "code-mixed"])
C(g, "开一下Samsung Soundbar", one(["l_soundbar"], [ON]), ["english-label"])
C(g, "soundbar关了", one(["l_soundbar"], [OFF]), ["english-label", "partial-name"])
C(g, "餐厅吊灯开起", one(["d_pendant"], [ON]), ["name", "dialect"])
C(g, "厨房吸顶灯关了", one(["k_ceiling"], [OFF]), ["room", "duplicate-label"])
C(g, "主卧的吸顶灯打开", one(["m_ceiling"], [ON]), ["room", "duplicate-label"])
C(g, "儿童房吸顶灯关倒", one(["c_ceiling"], [OFF]), ["room", "duplicate-label", "dialect"])
C(g, "书房的吸顶灯开一下", one(["y_ceiling"], [ON]), ["room", "room-alias", "duplicate-label"])
C(g, "妈妈房间的吸顶灯开起", one(["o_ceiling"], [ON]), ["room", "duplicate-label", "dialect"])
C(g, "把厨房的灯打开", one(KITCHEN_L, [ON]), ["room", "type", "category-by-name", "room-multi"])
C(g, "阳台灯开了", one(["b_light"], [ON]), ["name"])
C(g, "阳台的灯打开嘛", one(["b_light"], [ON]), ["room", "type", "dialect"])
C(g, "花园的灯打开", one(GARDEN_L, [ON]), ["room", "type", "category-by-name", "room-multi"])
C(g, "院坝头的灯开起", one(GARDEN_L, [ON]), ["room-alias", "type", "dialect", "room-multi"])
C(g, "草坪灯关了", one(["n_lawn"], [OFF]), ["name", "category-by-name"])
C(g, "橱柜灯开一下", one(["k_cabinet"], [ON]), ["name", "category-by-name"])
C(g, "踏步灯带打开", one(["s_step"], [ON]), ["name", "category-by-name"])
C(g, "把储藏室的灯打开", one(["r_light"], [ON]), ["room", "type"])
C(g, "储物间灯关了", one(["r_light"], [OFF]), ["name"])
C(g, "杂物间的灯开一下", one(["r_light"], [ON]), ["room-alias", "type"])
C(g, "17楼走廊灯打开", one(["x_corridor"], [ON]), ["name", "no-room", "floor-label"])
C(g, "走廊灯关了", one(["x_corridor"], [OFF]), ["partial-name", "no-room"])
C(g, "阅读灯开一下", one(["x_reading"], [ON]), ["name", "stale-room"])
C(g, "移动插座关了", one(["x_plug"], [OFF]), ["name", "no-room", "plug"])
C(g, "火锅插座打开，今晚吃火锅", one(["d_hotpot"], [ON]), ["name", "plug"])
C(g, "电饭锅插座关了", one(["k_rice"], [OFF]), ["name", "plug", "category-by-name"])
C(g, "饮水机关了", one(["d_water"], [OFF]), ["name", "plug", "category-by-name"])
C(g, "PC插座断电", one(["y_pc"], [OFF]), ["name", "plug", "code-mixed"])
C(g, "把电脑插座关了", one(["y_pc"], [OFF]), ["name-translated", "plug"])
C(g, "阳台插座打开", one(["b_plug"], [ON]), ["name", "plug"])
C(g, "Outdoor Plug 打开", one(["n_plug"], [ON]), ["english-label", "plug"])
C(g, "户外插座关掉", one(["n_plug"], [OFF]), ["name-translated", "plug"])
C(g, "新风打开", one(["l_fresh"], [ON]), ["partial-name", "air"])
C(g, "新风系统关了", one(["l_fresh"], [OFF]), ["partial-name", "air"])
C(g, "油烟机开起", one(["k_hood"], [FANMODE, FANPCT]), ["name", "no-switch", "dialect"])
C(g, "抽油烟机关了", one(["k_hood"], [FANMODE, FANPCT]), ["name", "no-switch"])
C(g, "浴霸打开", one(["t_heater"], [ON]), ["name", "unique-type"])
C(g, "换气扇开一下", one(["t_vent"], [ON]), ["name"])
C(g, "客卫排风扇关了", one(["g_fan"], [OFF]), ["room-alias", "name"])
C(g, "楼上厕所的排风扇打开", one(["g_fan"], [ON]), ["floor", "room-alias", "name"])
C(g, "起夜灯开起", one(["o_night"], [ON]), ["name", "dialect"])
C(g, "小星星灯打开", one(["c_star"], [ON]), ["name"])
C(g, "儿童房小夜灯关了", one(["m_kidnight"], [OFF]), ["name", "name-other-room"])
C(g, "床头灯开一下", one(["m_bedside"], [ON]), ["name"])
C(g, "书房台灯打开", one(["y_desk"], [ON]), ["room-alias", "name-translated"])
C(g, "妈妈那个台灯关了", one(["o_desk"], [OFF]), ["room-alias", "name"])
C(g, "把热水器打开", one(["t_wh"], AC_HEAT), ["name", "no-switch", "unique-type"])
C(g, "主卧空调打开", one(["m_ac"], [ON]), ["name", "climate"])
C(g, "把客厅空调关了", one(["l_ac"], AC_OFF), ["name", "climate"])
C(g, "餐厅空调开一下", one(["d_ac"], [ON]), ["name", "climate"])
C(g, "书房空调关倒", one(["y_ac"], AC_OFF), ["name", "climate", "dialect"])
C(g, "老人房空调打开", one(["o_ac"], [ON]), ["name", "climate"])
C(g, "儿童房的空调开起", one(["c_ac"], [ON]), ["room", "type", "climate"])
C(g, "地暖开起", one(["o_floor"], AC_HEAT), ["name", "no-switch", "climate", "unique-type"])
C(g, "电热毯打开", one(["o_blanket"], [ON]), ["asr-label", "plug"])
C(g, "收音机开一下", one(["o_radio"], [ON, PLAY]), ["asr-label", "media"])
C(g, "把扫地机开起来扫一下", one(["l_robot"], [RVC_START]), ["name", "appliance"])
C(g, "扫地机器人回去充电", one(["l_robot"], [RVC_HOME]), ["partial-name", "appliance"])
C(g, "洗碗机开始洗", one(["k_dish"], [OP_START]), ["name", "appliance"])
C(g, "洗衣机启动", one(["b_washer"], [OP_START, ON]), ["name", "appliance"])
C(g, "烘干机停一下", one(["b_dryer"], [OP_PAUSE, OP_STOP]), ["name", "appliance"])
C(g, "把进水总阀关了", one(["k_valve"], [V_CLOSE]), ["name", "valve"])
C(g, "总阀打开", one(["k_valve"], [V_OPEN]), ["partial-name", "valve"])
C(g, "花园浇水阀打开", one(["n_valve"], [V_OPEN]), ["room", "name", "valve"])
C(g, "除湿机打开", one(["r_dehum"], [ON]), ["name", "category-by-name", "plug"])
C(g, "净化器开起", one(["c_purifier"], [APFAN, FANPCT]), ["name", "no-switch", "air"])
C(g, "书房风扇打开", one(["y_fan"], [ON, FANSPEED]), ["name", "fan"])
C(g, "小风扇关了", one(["c_fan"], [FANPCT]), ["name", "no-switch", "fan"])
C(g, "报警器关了", one(["l_siren"], [ALARM_OFF, OFF]), ["name", "security"])
C(g, "遮光帘拉上", one(["m_blackout"], [SH_CLOSE]), ["name", "cover"])
C(g, "客厅窗帘打开", one(["l_curtain"], [SH_OPEN]), ["name", "cover"])
C(g, "纱帘关上", one(["l_sheer"], [SH_CLOSE]), ["partial-name", "cover"])
C(g, "遮阳帘放下来", one(["b_shade"], [SH_CLOSE]), ["name", "cover"])
C(g, "妈妈房的窗帘拉开", one(["o_curtain"], [SH_OPEN]), ["room", "cover"])
C(g, "儿童房窗帘关了", one(["c_curtain"], [SH_CLOSE]), ["name", "cover"])
C(g, "客厅电视关了", one(["l_tv"], [OFF]), ["name", "media"])
C(g, "卧室电视开一下", one(["m_tv"], [ON]), ["name", "media"])
C(g, "门锁锁上", one(["l_lock"], [LOCK]), ["partial-name", "security"])
C(g, "把大门锁了", one(["l_lock"], [LOCK]), ["security", "colloquial"])
C(g, "开门", one(["l_lock"], [UNLOCK]), ["security", "unique-type"])
C(g, "打开射灯", one(SPOTS, [ON]), ["type", "ambiguous-soft"])
C(g, "楼下卫生间的灯关了", one(["t_mirror"], [OFF]), ["floor", "room", "type"])
C(g, "下层厕所的灯开一下", one(["t_mirror"], [ON]), ["floor", "room-alias", "type"])
C(g, "18楼厕所灯开一下", one(["g_light"], [ON]), ["floor-number", "room-alias", "type"])
C(g, "楼下的热水器开起", one(["t_wh"], AC_HEAT), ["floor", "no-switch"])
C(g, "上层厨房的吸顶灯打开", one(["k_ceiling"], [ON]), ["floor", "room", "duplicate-label"])
C(g, "下面儿童房的窗帘拉开", one(["c_curtain"], [SH_OPEN]), ["floor", "room", "cover"])
C(g, "镜前灯开一下", one(["t_mirror"], [ON]), ["name"])
C(g, "庭院灯关了", one(["n_yard"], [OFF]), ["name"])
C(g, "奶奶房间的空调开起", one(["o_ac"], [ON]), ["room-alias", "child", "climate"])
C(g, "娃儿房间的净化器开起", one(["c_purifier"], [APFAN, FANPCT]), ["room-alias", "dialect", "no-switch", "air"])
C(g, "打开嘛，客厅电视", one(["l_tv"], [ON]), ["word-order", "dialect", "media"])
C(g, "搞快点把门锁了", one(["l_lock"], [LOCK]), ["dialect", "security"])
C(g, "Hey, lock the door", one(["l_lock"], [LOCK]), ["english", "security"])
C(g, "老人房的灯开一下", one(MOM_L, [ON]), ["room-alias", "type", "room-multi"])
C(g, "楼梯间的射灯关了", one(SPOTS, [OFF]), ["room", "type", "ambiguous-soft"])
C(g, "书房的灯开一下", one(STUDY_L, [ON]), ["room-alias", "type", "room-multi"])
C(g, "儿童房的灯打开", one(lights(rooms=["kids"]), [ON]), ["room", "type", "room-multi", "name-other-room"])
C(g, "楼上楼下中间那个楼梯的灯打开", one(STAIR_L, [ON]), ["room-alias", "type", "room-multi", "stairwell"])

# ======================================================================================
# 2. Numbered members
# ======================================================================================
g = "num"
C(g, "筒灯3打开", one(["l_tong3"], [ON]), ["numbered"])
C(g, "3号筒灯关了", one(["l_tong3"], [OFF]), ["numbered", "word-order"])
C(g, "筒灯三开一下", one(["l_tong3"], [ON]), ["numbered", "numeral-zh"])
C(g, "第三个筒灯关了", one(["l_tong3"], [OFF]), ["numbered", "ordinal"])
C(g, "筒灯5开起", one(["d_tong5"], [ON]), ["numbered", "dialect"])
C(g, "把6号筒灯调到30%", one(["d_tong6"], [LVL]), ["numbered", "level"])
C(g, "筒灯1亮度调到八十", one(["l_tong1"], [LVL]), ["numbered", "level", "numeral-zh"])
C(g, "筒灯七打开", clar(TONG, [ON]), ["numbered", "missing-member", "clarify", "numeral-zh"])
C(g, "射灯1打开", one(["s_spot1"], [ON]), ["numbered", "padded-number"])
C(g, "射灯-02关了", one(["s_spot2"], [OFF]), ["numbered", "padded-number"])
C(g, "二号射灯调暗一点", one(["s_spot2"], DIM), ["numbered", "relative", "numeral-zh"])
C(g, "第四个射灯调成暖光", one(["s_spot4"], [CT]), ["numbered", "ordinal", "color-temperature"])
C(g, "射灯5开一下", clar(SPOTS, [ON]), ["numbered", "missing-member", "clarify"])
C(g, "楼梯第一个射灯关了", one(["s_spot1"], [OFF]), ["numbered", "ordinal", "room"])
C(g, "筒灯2跟筒灯4打开", [one(["l_tong2"], [ON]), one(["l_tong4"], [ON])], ["numbered", "multi-target"])
C(g, "射灯01到03都关了", allx([OFF], devices=["s_spot1", "s_spot2", "s_spot3"]), ["numbered", "range", "bulk-all"])
C(g, "所有筒灯打开", allx([ON], devices=TONG), ["numbered", "bulk-all"])
C(g, "客厅的筒灯都关了", allx([OFF], devices=TONG, rooms=["living"]), ["numbered", "room", "bulk-all"])
C(g, "筒灯都调到50%", allx([LVL], devices=TONG), ["numbered", "bulk-all", "capability-subset", "level"])
C(g, "射灯都开起", allx([ON], devices=SPOTS), ["numbered", "bulk-all", "dialect"])
C(g, "筒灯", clar(TONG, []), ["numbered", "noun-only", "clarify"])
C(g, "三号灯打开", clar(["l_tong3", "s_spot3"], [ON]), ["numbered", "ambiguous", "clarify"])
C(g, "筒灯四号亮度调低点", one(["l_tong4"], DIM), ["numbered", "relative", "numeral-zh"])
C(g, "射灯03调到40%", one(["s_spot3"], [LVL]), ["numbered", "padded-number", "level"])
C(g, "第二个筒灯开一下", one(["l_tong2"], [ON]), ["numbered", "ordinal"])
C(g, "桶灯6关了", one(["d_tong6"], [OFF]), ["numbered", "asr-homophone"])
C(g, "筒灯0打开", clar(TONG, [ON]), ["numbered", "missing-member", "clarify"])

# ======================================================================================
# 3. Bulk: house, level, room, exclusions, capability restriction, unknown places
# ======================================================================================
g = "bulk"
C(g, "所有的灯都关了", allx([OFF], type="light"), ["bulk-all", "whole-house", "category-by-name"])
C(g, "屋头灯全部关倒", allx([OFF], type="light"), ["bulk-all", "whole-house", "dialect"])
C(g, "楼下的灯全部关了", allx([OFF], type="light", floor="L"), ["bulk-all", "floor", "floor-implicit"])
C(g, "楼上的灯都打开", allx([ON], type="light", floor="U"), ["bulk-all", "floor", "floor-implicit"])
C(g, "下层的灯都关了", allx([OFF], type="light", floor="L"), ["bulk-all", "floor", "floor-implicit"])
C(g, "上面的灯全部关了", allx([OFF], type="light", floor="U"), ["bulk-all", "floor", "floor-implicit"])
C(g, "入户层的灯都打开", allx([ON], type="light", floor="U"), ["bulk-all", "floor", "floor-implicit"])
C(g, "17楼的灯全部关了", allx([OFF], type="light", floor="L"), ["bulk-all", "floor-number", "floor-implicit"])
C(g, "18楼的灯都关了", allx([OFF], type="light", floor="U"), ["bulk-all", "floor-number", "floor-implicit"])
C(g, "下面所有的灯都开起", allx([ON], type="light", floor="L"), ["bulk-all", "floor", "floor-implicit", "dialect"])
C(g, "二楼的灯关了", clar([], [OFF]), ["unknown-floor", "clarify"])
C(g, "一楼的灯全开", clar([], [ON]), ["unknown-floor", "clarify"])
C(g, "三楼的空调都关了", clar([], [OFF]), ["unknown-floor", "clarify"])
C(g, "除了卧室的灯都关了", allx([OFF], type="light", ex_rooms=BEDROOMS), ["bulk-except", "room-class"])
C(g, "卧室的灯都关了", allx([OFF], type="light", rooms=BEDROOMS), ["bulk-all", "room-class"])
C(g, "除了妈妈房间，楼下的灯都关了", allx([OFF], type="light", floor="L", ex_rooms=["mom"]),
  ["bulk-except", "floor", "floor-implicit"])
C(g, "楼上的灯除了客厅都关了", allx([OFF], type="light", floor="U", ex_rooms=["living"]),
  ["bulk-except", "floor", "floor-implicit"])
C(g, "除了楼梯的灯，其他灯全关", allx([OFF], type="light", ex_rooms=["stair"]), ["bulk-except", "whole-house"])
C(g, "除了床头灯，主卧的灯都关了", allx([OFF], type="light", rooms=["master"], ex_devices=["m_bedside"]),
  ["bulk-except", "exclude-name", "room"])
C(g, "主卧的灯全部关了", allx([OFF], type="light", rooms=["master"]), ["bulk-all", "room"])
C(g, "客厅的灯全部打开", allx([ON], type="light", rooms=["living"]), ["bulk-all", "room"])
C(g, "turn off all the living room lights", allx([OFF], type="light", rooms=["living"]), ["bulk-all", "room", "english"])
C(g, "能调颜色的灯都调成蓝色", allx(COLORS, type="light"), ["bulk-all", "capability-subset", "color"])
C(g, "楼上能变色的灯都调成红色", allx(COLORS, type="light", floor="U"),
  ["bulk-all", "capability-subset", "color", "floor"])
C(g, "所有灯调到百分之三十", allx([LVL], type="light"), ["bulk-all", "capability-subset", "level", "numeral-zh"])
C(g, "楼下的灯都调到20%", allx([LVL], type="light", floor="L"),
  ["bulk-all", "capability-subset", "level", "floor", "floor-implicit"])
C(g, "能调色温的灯全部调成暖光", allx([CT], type="light"), ["bulk-all", "capability-subset", "color-temperature"])
C(g, "所有空调都关了", allx([OFF], type="ac"), ["bulk-all", "climate", "whole-house"])
C(g, "楼下的空调全部关倒", allx([OFF], type="ac", floor="L"), ["bulk-all", "climate", "floor", "floor-implicit", "dialect"])
C(g, "楼上的空调都打开", allx([ON], type="ac", floor="U"), ["bulk-all", "climate", "floor"])
C(g, "上面的空调都关了", allx([OFF], type="ac", floor="U"), ["bulk-all", "climate", "floor"])
C(g, "所有窗帘都关上", allx([SH_CLOSE], type="curtain"), ["bulk-all", "cover", "whole-house"])
C(g, "楼下的窗帘全部打开", allx([SH_OPEN], type="curtain", floor="L"), ["bulk-all", "cover", "floor", "floor-implicit"])
C(g, "楼上的窗帘全关了", allx([SH_CLOSE], type="curtain", floor="U"), ["bulk-all", "cover", "floor", "floor-implicit"])
C(g, "客厅窗帘纱帘都拉开", allx([SH_OPEN], type="curtain", rooms=["living"]), ["bulk-all", "cover", "room"])
C(g, "所有插座都关了", allx([OFF], type="plug"), ["bulk-all", "plug", "whole-house"])
C(g, "下层的插座都关了", allx([OFF], type="plug", floor="L"), ["bulk-all", "plug", "floor", "floor-implicit"])
C(g, "楼梯间的灯全部打开", allx([ON], type="light", rooms=["stair"]), ["bulk-all", "room", "category-by-name"])
C(g, "关倒关倒，楼梯的灯全部关倒", allx([OFF], type="light", rooms=["stair"]), ["bulk-all", "room", "dialect", "repetitive"])
C(g, "楼梯的灯都调到50", allx([LVL], type="light", rooms=["stair"]), ["bulk-all", "room", "capability-subset", "level"])
C(g, "客厅餐厅的灯都关了", allx([OFF], type="light", rooms=["living", "dining"]), ["bulk-all", "room", "two-rooms"])
C(g, "书房的灯都打开", allx([ON], type="light", rooms=["study"]), ["bulk-all", "room", "room-alias"])
C(g, "花园的灯都关了", allx([OFF], type="light", rooms=["garden"]), ["bulk-all", "room", "category-by-name"])
C(g, "阁楼的灯打开", clar([], [ON]), ["unknown-room", "clarify"])
C(g, "车库的灯全关了", clar([], [OFF]), ["unknown-room", "clarify"])
C(g, "除了书房，别的屋的空调都关了", allx([OFF], type="ac", ex_rooms=["study"]), ["bulk-except", "climate", "room-alias"])
C(g, "把儿童房跟妈妈房间的空调都打开", allx([ON], type="ac", rooms=["kids", "mom"]), ["bulk-all", "climate", "two-rooms"])
C(g, "除了厨房，楼上的灯全关", allx([OFF], type="light", floor="U", ex_rooms=["kitchen"]),
  ["bulk-except", "floor", "floor-implicit"])
C(g, "关闭所有灯，除了起夜灯", allx([OFF], type="light", ex_devices=["o_night"]), ["bulk-except", "exclude-name"])
C(g, "除了书房跟储藏室，楼下的灯都关了", allx([OFF], type="light", floor="L", ex_rooms=["study", "storage"]),
  ["bulk-except", "floor", "floor-implicit", "room-alias"])
C(g, "妈妈房间的灯都打开", allx([ON], type="light", rooms=["mom"]), ["bulk-all", "room"])
C(g, "除了阁楼，灯都关了", clar([], [OFF]), ["unknown-room", "bulk-except", "clarify"])
C(g, "所有卧室的窗帘都拉上", allx([SH_CLOSE], type="curtain", rooms=BEDROOMS), ["bulk-all", "cover", "room-class"])
C(g, "全屋的灯调暗到10%", allx([LVL], type="light"), ["bulk-all", "capability-subset", "level", "whole-house"])
C(g, "楼下能调色温的灯都调成白光", allx([CT], type="light", floor="L"),
  ["bulk-all", "capability-subset", "color-temperature", "floor", "floor-implicit"])

# ======================================================================================
# 4. Values
# ======================================================================================
g = "value"
C(g, "客厅主灯调到50%", one(["l_main"], [LVL]), ["level"])
C(g, "把筒灯4亮度调到百分之二十", one(["l_tong4"], [LVL]), ["level", "numeral-zh", "numbered"])
C(g, "床头灯调暗一点", one(["m_bedside"], DIM), ["relative"])
C(g, "妈妈房间台灯亮一点", one(["o_desk"], DIM), ["relative", "room"])
C(g, "餐厅吊灯调亮点", one(["d_pendant"], DIM), ["relative"])
C(g, "灯带调成紫色", one(["l_strip"], COLORS), ["color", "capability-disambig"])
C(g, "Hue Go 换成绿色", one(["l_huego"], COLORS), ["color", "english-label"])
C(g, "小星星灯调成粉红色", one(["c_star"], COLORS), ["color"])
C(g, "儿童房吸顶灯换个黄色嘛", one(["c_ceiling"], COLORS), ["color", "duplicate-label", "dialect"])
C(g, "客厅主灯调成暖光", one(["l_main"], CTS), ["color-temperature"])
C(g, "主卧吸顶灯色温调到4000K", one(["m_ceiling"], [CT]), ["color-temperature", "kelvin"])
C(g, "Desk Lamp 调冷白一点", one(["y_desk"], CTS), ["color-temperature", "relative", "english-label"])
C(g, "床头灯调成暖黄光", one(["m_bedside"], CTS), ["color-temperature"])
C(g, "餐厅吊灯色温调到三千", one(["d_pendant"], [CT]), ["color-temperature", "kelvin", "numeral-zh"])
C(g, "客厅空调调到24度", one(["l_ac"], [COOLSP, HEATSP]), ["temperature", "climate"])
C(g, "主卧空调开制冷", one(["m_ac"], [ACMODE]), ["mode", "climate"])
C(g, "主卧空调调到26度", one(["m_ac"], [HEATSP]), ["temperature", "climate", "heating-setpoint-only"])
C(g, "主卧空调开除湿", one(["m_ac"], [ACMODE]), ["mode", "climate"])
C(g, "客厅空调开除湿模式", one(["l_ac"], [TM_SET]), ["mode", "climate"])
C(g, "餐厅空调风速调到高档", one(["d_ac"], [ACFAN]), ["fan", "climate"])
C(g, "书房空调风速调成自动", one(["y_ac"], [ACFAN, FANPCT]), ["fan", "climate", "room-alias"])
C(g, "老人房空调调到28度", one(["o_ac"], [HEATSP, COOLSP]), ["temperature", "climate"])
C(g, "客厅空调开睡眠风", one(["l_ac"], [WIND]), ["mode", "climate"])
C(g, "地暖调到24度", one(["o_floor"], [HEATSP]), ["temperature", "climate"])
C(g, "地暖温度调低两度", one(["o_floor"], [HEATSP]), ["temperature", "relative", "climate", "numeral-zh"])
C(g, "热水器调到45度", one(["t_wh"], [HEATSP]), ["temperature", "water-heater"])
C(g, "热水器温度调高点", one(["t_wh"], [HEATSP]), ["temperature", "relative", "water-heater"])
C(g, "热水器调成节能模式", one(["t_wh"], [MODE]), ["mode", "water-heater"])
C(g, "书房风扇调到3档", one(["y_fan"], [FANSPEED]), ["fan", "room-alias"])
C(g, "小风扇开到最大", one(["c_fan"], [FANPCT, ACFAN]), ["fan", "no-switch"])
C(g, "小风扇摇头", one(["c_fan"], [OSC]), ["fan", "mode"])
C(g, "净化器调到睡眠模式", one(["c_purifier"], [APFAN]), ["mode", "air"])
C(g, "净化器风量调到60%", one(["c_purifier"], [FANPCT]), ["fan", "air", "level"])
C(g, "油烟机开大档", one(["k_hood"], [FANMODE, FANPCT]), ["fan", "no-switch"])
C(g, "新风调到低速", one(["l_fresh"], [ACFAN]), ["fan", "air"])
C(g, "客厅窗帘开一半", one(["l_curtain"], [SH_LVL]), ["cover", "position"])
C(g, "客厅窗帘拉开一点", one(["l_curtain"], [SH_LVL, SH_STEP]), ["cover", "relative"])
C(g, "遮光帘开到30%", one(["m_blackout"], [SH_LVL]), ["cover", "position"])
C(g, "纱帘关一半", one(["l_sheer"], [SH_LVL]), ["cover", "position"])
C(g, "主卧窗帘停一下", one(["m_curtain"], [SH_PAUSE]), ["cover"])
C(g, "遮阳帘调到预设位置", one(["b_shade"], [PRESET]), ["cover", "position"])
C(g, "Soundbar音量调到20", one(["l_soundbar"], [VOL]), ["volume", "english-label"])
C(g, "JBL声音大点", one(["m_speaker"], [VUP, VOL]), ["volume", "relative", "english-label"])
C(g, "故事机小声点", one(["c_story"], [VDOWN, VOL]), ["volume", "relative"])
C(g, "收音机声音开大点", one(["o_radio"], [VUP, VOL]), ["volume", "relative", "asr-label"])
C(g, "JBL静音", one(["m_speaker"], [MUTE, SETMUTE]), ["volume"])
C(g, "客厅电视换到5台", one(["l_tv"], [KEY]), ["channel", "media"])
C(g, "客厅电视下一个台", one(["l_tv"], [KEY, NEXT]), ["channel", "media"])
C(g, "卧室电视暂停", one(["m_tv"], [PAUSE]), ["media"])
C(g, "Soundbar 下一首", one(["l_soundbar"], [NEXT]), ["media", "english-label"])
C(g, "洗衣机用快洗模式", one(["b_washer"], [MODE]), ["mode", "appliance"])
C(g, "扫地机切换成拖地", one(["l_robot"], [MODE]), ["mode", "appliance"])
C(g, "烘干机温度调到高", one(["b_dryer"], [TEMPLEVEL]), ["mode", "appliance"])
C(g, "起夜灯亮度调到10", one(["o_night"], [LVL]), ["level"])
C(g, "18F玄关灯调到最亮", one(["l_foyer"], [LVL]), ["level", "floor-label"])
C(g, "电视墙灯带亮度降低20%", one(["l_strip"], DIM), ["level", "relative"])
C(g, "客厅空调温度高一度", one(["l_ac"], [COOLSP, HEATSP]), ["temperature", "relative", "climate"])
C(g, "主卧空调低两度", one(["m_ac"], [HEATSP]), ["temperature", "relative", "climate", "heating-setpoint-only"])
C(g, "Study 的 AC 调到 25 度", one(["y_ac"], [COOLSP, HEATSP]), ["temperature", "code-mixed", "english-room"])
C(g, "把 soundbar volume 调到 30", one(["l_soundbar"], [VOL]), ["volume", "code-mixed"])
C(g, "儿童房空调风速调小", one(["c_ac"], [ACFAN, FANPCT]), ["fan", "relative", "climate"])
C(g, "收银机放点歌", one(["o_radio"], [PLAY, PRESETPLAY]), ["media", "asr-label"])
C(g, "庭院灯调到一半亮", one(["n_yard"], [LVL]), ["level"])
C(g, "小星星灯变成绿色的！", one(["c_star"], COLORS), ["color", "child"])
C(g, "故事机声音大一点点", one(["c_story"], [VUP, VOL]), ["volume", "relative", "child"])
C(g, "客厅空调调成自动模式", one(["l_ac"], [TM_SET, "main-thermostatMode-auto"]), ["mode", "climate"])
C(g, "净化器风速开成自动", one(["c_purifier"], [APFAN]), ["mode", "air"])

# ======================================================================================
# 5. Several commands in one sentence
# ======================================================================================
g = "multi"
C(g, "客厅空调开制冷调到24度", [one(["l_ac"], AC_COOL), one(["l_ac"], [COOLSP])], ["multi-command", "climate"])
C(g, "客厅空调制冷26度", [one(["l_ac"], AC_COOL), one(["l_ac"], [COOLSP])], ["multi-command", "climate"])
C(g, "整一下客厅空调，26度制冷", [one(["l_ac"], [COOLSP]), one(["l_ac"], AC_COOL)], ["multi-command", "climate", "dialect"])
C(g, "主卧空调打开，制冷，26度", [one(["m_ac"], [ON]), one(["m_ac"], [ACMODE]), one(["m_ac"], [HEATSP])],
  ["multi-command", "three-commands", "climate", "heating-setpoint-only"])
C(g, "儿童房空调制热，调到22度", [one(["c_ac"], AC_HEAT), one(["c_ac"], [HEATSP])], ["multi-command", "climate"])
C(g, "把客厅的灯打开然后把窗帘关上", [one(LIV_L, [ON]), one(["l_curtain", "l_sheer"], [SH_CLOSE])],
  ["multi-command", "room-multi", "cover"])
C(g, "关掉餐厅吊灯，打开火锅插座", [one(["d_pendant"], [OFF]), one(["d_hotpot"], [ON])], ["multi-command", "two-targets"])
C(g, "电热毯打开，起夜灯也开起", [one(["o_blanket"], [ON]), one(["o_night"], [ON])], ["multi-command", "asr-label"])
C(g, "先把热水器打开，再把浴霸开起", [one(["t_wh"], AC_HEAT), one(["t_heater"], [ON])], ["multi-command", "sequence"])
C(g, "客厅电视和Soundbar都关了", [one(["l_tv"], [OFF]), one(["l_soundbar"], [OFF])], ["multi-command", "two-targets"])
C(g, "打开主卧窗帘，关掉床头灯", [one(["m_curtain"], [SH_OPEN]), one(["m_bedside"], [OFF])], ["multi-command", "two-targets"])
C(g, "油烟机开起，橱柜灯也打开", [one(["k_hood"], [FANMODE, FANPCT]), one(["k_cabinet"], [ON])],
  ["multi-command", "no-switch", "category-by-name"])
C(g, "书房空调关了，电脑插座也关了", [one(["y_ac"], AC_OFF), one(["y_pc"], [OFF])], ["multi-command", "room-alias"])
C(g, "小星星灯调成蓝色，亮度30", [one(["c_star"], COLORS), one(["c_star"], [LVL])], ["multi-command", "color", "level"])
C(g, "儿童房窗帘拉上然后把净化器开起", [one(["c_curtain"], [SH_CLOSE]), one(["c_purifier"], [APFAN, FANPCT])],
  ["multi-command", "sequence", "no-switch"])
C(g, "扫地机开始扫地，扫完回去充电", [one(["l_robot"], [RVC_START]), one(["l_robot"], [RVC_HOME])],
  ["multi-command", "sequence", "appliance"])
C(g, "把楼下的灯全关了，再把门锁了", [allx([OFF], type="light", floor="L"), one(["l_lock"], [LOCK])],
  ["multi-command", "bulk-all", "floor", "floor-implicit", "security"])
C(g, "地暖开起调到26度", [one(["o_floor"], AC_HEAT), one(["o_floor"], [HEATSP])], ["multi-command", "climate"])
C(g, "主卧空调关了 遮光帘拉开", [one(["m_ac"], [OFF]), one(["m_blackout"], [SH_OPEN])], ["multi-command", "two-targets"])
C(g, "洗衣机开始洗，洗完烘干机接着烘", [one(["b_washer"], [OP_START, ON]), one(["b_dryer"], [OP_START, ON])],
  ["multi-command", "sequence", "appliance"])
C(g, "把下层的灯全关了，楼梯的也关了", [allx([OFF], type="light", floor="L"), allx([OFF], type="light", rooms=["stair"])],
  ["multi-command", "bulk-all", "floor", "floor-implicit"])
C(g, "新风开起，客厅空调关了", [one(["l_fresh"], [ON]), one(["l_ac"], AC_OFF)], ["multi-command", "two-targets"])
C(g, "关灯关电视，客厅的", [one(LIV_L, [OFF]), one(["l_tv"], [OFF])],
  ["multi-command", "word-order", "room-multi"])
C(g, "筒灯1调到60，筒灯2调到40", [one(["l_tong1"], [LVL]), one(["l_tong2"], [LVL])], ["multi-command", "numbered", "level"])
C(g, "浴霸关了，换气扇开起", [one(["t_heater"], [OFF]), one(["t_vent"], [ON])], ["multi-command", "two-targets"])
C(g, "火锅插座断了，油烟机也关了", [one(["d_hotpot"], [OFF]), one(["k_hood"], [FANMODE, FANPCT])],
  ["multi-command", "no-switch"])

# ======================================================================================
# 6. Conversation history: references, ellipsis, answers to a clarifying question
# ======================================================================================
g = "hist"
C(g, "调暗一点", one(["l_main"], DIM), ["history", "reference", "relative"], ["打开客厅主灯"])
C(g, "把它调成绿色", one(["c_star"], COLORS), ["history", "pronoun", "color"], ["打开小星星灯"])
C(g, "调到25度", one(["m_ac"], [HEATSP]), ["history", "reference", "temperature", "heating-setpoint-only"], ["主卧空调打开"])
C(g, "那个停一下", one(["l_curtain"], [SH_PAUSE]), ["history", "pronoun", "cover"], ["客厅窗帘打开"])
C(g, "客厅电视也打开", one(["l_tv"], [ON]), ["history", "media"], ["打开客厅主灯"])
C(g, "再亮一点", one(["l_tong2"], DIM), ["history", "reference", "relative"], ["筒灯2打开"])
C(g, "再高两度", one(["t_wh"], [HEATSP]), ["history", "reference", "temperature", "relative"], ["热水器调到45度"])
C(g, "再小一点", one(["m_speaker"], [VDOWN, VOL]), ["history", "reference", "volume"], ["JBL音量调到30"])
C(g, "关了", one(["m_ac"], [OFF]), ["history", "reference", "climate"], ["打开主卧空调"])
C(g, "妈妈房间那个", one(["o_desk"], [ON]), ["history", "clarify-followup"], ["台灯开一下"])
C(g, "儿童房的", one(["c_ceiling"], [ON]), ["history", "clarify-followup", "duplicate-label"], ["打开吸顶灯"])
C(g, "客厅的", one(["l_tv"], [ON]), ["history", "clarify-followup", "media"], ["电视打开"])
C(g, "楼下那个", one(["t_mirror"], [ON]), ["history", "clarify-followup", "floor"], ["卫生间的灯打开"])
C(g, "书房的嘛", one(["y_ac"], [ON]), ["history", "clarify-followup", "room-alias", "dialect"], ["把空调打开"])
C(g, "主卧的也打开", one(["m_curtain", "m_blackout"], [SH_OPEN]), ["history", "ellipsis", "cover"], ["把客厅窗帘打开"])
C(g, "餐厅的也一样", one(["d_ac"], [HEATSP]), ["history", "ellipsis", "temperature", "heating-setpoint-only"],
  ["客厅空调调到26度"])
C(g, "还有筒灯2", one(["l_tong2"], [ON]), ["history", "ellipsis", "numbered"], ["打开筒灯1"])
C(g, "摇头", one(["c_fan"], [OSC]), ["history", "ellipsis", "fan"], ["小风扇打开"])
C(g, "静音", one(["c_story"], [MUTE, SETMUTE]), ["history", "ellipsis", "volume"], ["故事机音量调到40"])
C(g, "其他几个也打开", allx([ON], devices=["s_spot2", "s_spot3", "s_spot4"]), ["history", "reference", "bulk-all"],
  ["射灯-01打开"])
C(g, "换到下一个台", one(["l_tv"], [KEY, NEXT]), ["history", "channel"], ["客厅电视打开"])
C(g, "暂停一下", one(["b_washer"], [OP_PAUSE]), ["history", "reference", "appliance"], ["洗衣机开始洗"])
C(g, "调成暖光", one(["m_ceiling"], CTS), ["history", "reference", "color-temperature"], ["主卧吸顶灯打开"])
C(g, "它也关了", one(["l_soundbar"], [OFF]), ["history", "pronoun"], ["客厅电视关了", "Soundbar 下一首"])
C(g, "老人房的", one(["o_ac"], [ON]), ["history", "clarify-followup", "room-alias", "asr-homophone"], ["空跳开一下"])
C(g, "下层那个", one(["t_vent"], [ON]), ["history", "clarify-followup", "floor"], ["厕所排气扇开一下"])
C(g, "第二个", one(["l_tong2"], [ON]), ["history", "clarify-followup", "ordinal"], ["筒灯打开"])
C(g, "把它关了", clar(), ["reference", "no-history", "clarify"])
C(g, "那个再调亮点", clar(), ["reference", "no-history", "clarify"])
C(g, "也开一下", clar(), ["reference", "no-history", "clarify"])
C(g, "再低一度", clar(), ["reference", "no-history", "clarify"])
C(g, "它现在开起的没", clar(), ["reference", "no-history", "clarify", "state-query"])
C(g, "全部关了", allx([OFF], type="light", rooms=["living"]), ["history", "reference", "bulk-all"],
  ["客厅的灯全部打开"])
C(g, "再暖一点", one(["l_main"], CTS), ["history", "reference", "color-temperature", "relative"], ["客厅主灯调成暖光"])

# ======================================================================================
# 7. Stated needs
# ======================================================================================
g = "need"
C(g, "书房好热", one(["y_ac", "y_fan"], [ON, TM_COOL, TM_SET, COOLSP, FANSPEED]), ["colloquial-intent", "room-alias"])
C(g, "客厅太暗了", one(LIV_L + ["l_curtain", "l_sheer"], [ON, LVL, STEP, SH_OPEN, SH_LVL]),
  ["colloquial-intent", "room"])
C(g, "好闷哦", clar(), ["colloquial-intent", "no-place", "clarify", "dialect"])
C(g, "主卧闷得很", one(["m_ac"], [ON, ACMODE, ACFAN]), ["colloquial-intent", "dialect"])
C(g, "储藏室潮得很", one(["r_dehum"], [ON]), ["colloquial-intent", "dialect", "category-by-name"])
C(g, "主卧潮得很", one(["m_ac"], [ACMODE, ON]), ["colloquial-intent", "dialect"])
C(g, "潮得很", clar(), ["colloquial-intent", "no-place", "clarify", "dialect"])
C(g, "妈妈房间冷得很", one(["o_floor", "o_ac", "o_blanket"], [TM_HEAT, TM_SET, HEATSP, ON]),
  ["colloquial-intent", "dialect"])
C(g, "儿童房好热哦", one(["c_ac", "c_fan"], [ON, TM_COOL, TM_SET, COOLSP, FANPCT, ACFAN]), ["colloquial-intent", "dialect"])
C(g, "好热哦", clar(), ["colloquial-intent", "no-place", "clarify", "dialect"])
C(g, "楼梯黢黑的", one(STAIR_L, [ON]), ["colloquial-intent", "dialect", "room"])
C(g, "厨房油烟好大", one(["k_hood"], [FANMODE, FANPCT]), ["colloquial-intent", "no-switch"])
C(g, "客厅空气不好", one(["l_fresh"], [ON, ACFAN]), ["colloquial-intent", "air"])
C(g, "太亮了，刺眼睛", clar(), ["colloquial-intent", "no-place", "clarify"])
C(g, "餐厅热惨了", one(["d_ac"], [ON, ACMODE, HEATSP]), ["colloquial-intent", "dialect"])
C(g, "想洗澡了", one(["t_wh", "t_heater"], [TM_HEAT, TM_SET, HEATSP, ON]), ["colloquial-intent", "unique-type"])
C(g, "卫生间好臭", clar(["g_fan", "t_vent"], [ON]), ["colloquial-intent", "ambiguous", "clarify"])
C(g, "书房太亮了", one(STUDY_L, [OFF, LVL, STEP]), ["colloquial-intent", "room-alias"])
C(g, "主卧好冷", one(["m_ac"], [ON, ACMODE, HEATSP]), ["colloquial-intent"])
C(g, "花园的花干了", one(["n_valve"], [V_OPEN]), ["colloquial-intent", "valve"])
C(g, "婆婆屋头冷得很，地暖开起嘛", one(["o_floor"], AC_HEAT), ["colloquial-intent", "room-alias", "dialect"])
C(g, "老人房有点冷", one(["o_floor", "o_ac", "o_blanket"], [TM_HEAT, TM_SET, HEATSP, ON]), ["colloquial-intent", "room-alias"])
C(g, "好冷哦", clar(), ["colloquial-intent", "no-place", "clarify", "dialect"])
C(g, "客厅好热哦，遭不住", one(["l_ac"], [ON, TM_COOL, TM_SET, COOLSP]), ["colloquial-intent", "dialect"])
C(g, "浇一下花嘛", one(["n_valve"], [V_OPEN]), ["colloquial-intent", "valve", "dialect"])

# ======================================================================================
# 8. Quantifier with a count
# ======================================================================================
g = "count"
C(g, "客厅随便开两盏灯", one(LIV_L, [ON]), ["quantifier-count", "room"])
C(g, "随便开两盏灯", one(ALL_L, [ON]), ["quantifier-count", "whole-house"])
C(g, "楼梯开一个射灯就够了", one(SPOTS, [ON]), ["quantifier-count", "room"])
C(g, "筒灯开两个就行了", one(TONG, [ON]), ["quantifier-count", "numbered"])
C(g, "楼上的灯开一盏就行", one(lights(floor="U"), [ON]), ["quantifier-count", "floor", "floor-implicit"])

# ======================================================================================
# 9. State questions
# ======================================================================================
g = "state"
C(g, "客厅现在几度", one(["l_ac", "l_th"], [ANY]), ["state-query", "room"])
C(g, "门锁好了没", one(["l_lock"], [ANY]), ["state-query", "security"])
C(g, "大门关好没得", one(["l_door", "l_lock"], [ANY]), ["state-query", "security", "dialect"])
C(g, "储藏室湿度好多", one(["r_hum"], [ANY]), ["state-query", "room"])
C(g, "厨房漏水没得", one(["k_leak"], [ANY]), ["state-query", "room", "dialect"])
C(g, "燃气有没得泄漏", one(["k_gas"], [ANY]), ["state-query", "security", "dialect"])
C(g, "主卧现在好多度", one(["m_th", "m_ac"], [ANY]), ["state-query", "room", "dialect"])
C(g, "热水器水烧热没得", one(["t_wh"], [ANY]), ["state-query", "water-heater", "dialect"])
C(g, "筒灯3开起的没", one(["l_tong3"], [ANY]), ["state-query", "numbered"])
C(g, "地暖现在几度", one(["o_floor"], [ANY]), ["state-query", "climate"])
C(g, "楼梯有没得人", one(["s_motion"], [ANY]), ["state-query", "no-label", "room"])
C(g, "楼下卫生间漏水没", one(["t_leak"], [ANY]), ["state-query", "floor", "room"])
C(g, "妈妈房间现在好多度", one(["o_floor", "o_ac"], [ANY]), ["state-query", "room"])
C(g, "屋头有没得烟", one(["l_smoke"], [ANY]), ["state-query", "security", "dialect"])
C(g, "洗衣机洗完没", one(["b_washer"], [ANY]), ["state-query", "appliance"])
C(g, "书房湿度好多", one(["y_ac"], [ANY]), ["state-query", "room-alias"])
C(g, "热水气开了没得哦", one(["t_wh"], [ANY]), ["state-query", "asr-homophone", "elderly"])
C(g, "楼梯间的人体感应还有电没", one(["s_motion"], [ANY]), ["state-query", "no-label", "room"])
C(g, "冰箱门关好没", one(["k_fridge"], [ANY]), ["state-query", "no-spec"])
C(g, "紧急按钮还有电没得", one(["o_button"], [ANY]), ["state-query", "no-spec"])
C(g, "客厅窗帘现在开到好多了", one(["l_curtain"], [ANY]), ["state-query", "cover"])
C(g, "电热毯是不是还开起的", one(["o_blanket"], [ANY]), ["state-query", "asr-label"])

# ======================================================================================
# 10. Ask back
# ======================================================================================
g = "clarify"
C(g, "打开吸顶灯", clar(XIDING, [ON]), ["duplicate-label", "ambiguous", "clarify"])
C(g, "吸顶灯关了", clar(XIDING, [OFF]), ["duplicate-label", "ambiguous", "clarify"])
C(g, "开灯", clar(ALL_L, [ON]), ["type", "ambiguous", "clarify"])
C(g, "开登", clar(ALL_L, [ON]), ["type", "ambiguous", "clarify", "asr-homophone", "elderly"])
C(g, "打开空调", clar(ACS, [ON]), ["type", "ambiguous", "clarify", "climate"])
C(g, "空跳开一下", clar(ACS, [ON]), ["type", "ambiguous", "clarify", "asr-homophone", "elderly"])
C(g, "电视打开", clar(TVS, [ON]), ["type", "ambiguous", "clarify", "media"])
C(g, "窗帘拉开", clar(CURTAINS, [SH_OPEN]), ["type", "ambiguous", "clarify", "cover"])
C(g, "灯带打开", clar(["l_strip", "s_step"], [ON]), ["partial-name", "ambiguous", "clarify"])
C(g, "卫生间的灯打开", clar(["g_light", "t_mirror"], [ON]), ["room", "ambiguous", "clarify"])
C(g, "台灯开一下", clar(["o_desk", "y_desk"], [ON]), ["name-translated", "ambiguous", "clarify"])
C(g, "音箱", clar(SPEAKERS, []), ["noun-only", "clarify", "media"])
C(g, "空调", clar(ACS, []), ["noun-only", "clarify", "climate"])
C(g, "插座关了", clar(PLUGS, [OFF]), ["type", "ambiguous", "clarify", "plug"])
C(g, "风扇打开", clar(["y_fan", "c_fan"], [ON, FANSPEED, FANPCT]), ["type", "ambiguous", "clarify", "fan"])
C(g, "把温度调到26度", clar(ACS + ["o_floor"], [COOLSP, HEATSP]), ["ambiguous", "clarify", "temperature"])
C(g, "调亮一点", clar(), ["no-target", "clarify", "relative"])
C(g, "关了", clar(), ["no-target", "clarify"])
C(g, "厕所排气扇开一下", clar(["g_fan", "t_vent"], [ON]), ["room-alias", "ambiguous", "clarify"])
C(g, "把小夜灯打开", clar(["m_kidnight", "o_night"], [ON]), ["partial-name", "ambiguous", "clarify"])
C(g, "车库门打开", clar(), ["unknown-device", "clarify"])
C(g, "卧室空调打开", clar(["m_ac", "o_ac", "c_ac"], [ON]), ["room-class", "ambiguous", "clarify", "climate"])
C(g, "卧室的灯打开", clar(lights(rooms=BEDROOMS), [ON]), ["room-class", "ambiguous", "clarify"])
C(g, "把那个灯关了", clar(), ["reference", "no-history", "clarify"])
C(g, "门", clar(["l_lock", "l_door", "b_window"], []), ["noun-only", "clarify"])
C(g, "楼下的空调开一下", clar(select(type="ac", floor="L"), [ON]), ["floor", "ambiguous", "clarify", "climate"])
C(g, "窗帘", clar(CURTAINS, []), ["noun-only", "clarify", "cover"])
C(g, "放首歌", clar(["l_soundbar", "m_speaker", "o_radio"], [PLAY]), ["ambiguous", "clarify", "media"])
C(g, "等我回家就把空调打开", clar(ACS, [ON]), ["condition", "ambiguous", "clarify", "climate"])
C(g, "我房间的灯关了", clar(lights(rooms=BEDROOMS), [OFF]), ["speaker-unknown", "clarify", "child"])
C(g, "把那个床帘拉开嘛", clar(CURTAINS, [SH_OPEN]), ["asr-homophone", "ambiguous", "clarify", "elderly"])
C(g, "抬灯关了", clar(["o_desk", "y_desk"], [OFF]), ["asr-homophone", "ambiguous", "clarify", "elderly"])
C(g, "筒灯打开", clar(TONG, [ON]), ["numbered", "ambiguous", "clarify"])
C(g, "空调调到制冷", clar(ACS, [TM_COOL, TM_SET, ACMODE]), ["ambiguous", "clarify", "climate"])
C(g, "声音关小点", clar(SPEAKERS, [VDOWN, VOL]), ["ambiguous", "clarify", "volume"])
C(g, "游泳池的灯打开", clar(), ["unknown-room", "clarify"])

# ======================================================================================
# 11. Nothing to do
# ======================================================================================
g = "none"
for q, t in [
    ("今天天气咋样", ["weather"]),
    ("明天重庆会不会下雨哦", ["weather", "dialect"]),
    ("你晓得解放碑咋个走不", ["world-question", "dialect"]),
    ("讲个笑话嘛", ["chit-chat", "dialect"]),
    ("你好", ["chit-chat"]),
    ("谢谢哈", ["chit-chat", "dialect"]),
    ("要得", ["remark", "dialect"]),
    ("巴适得板", ["remark", "dialect"]),
    ("别开空调", ["negation"]),
    ("莫开灯哈，我要睡了", ["negation", "dialect"]),
    ("算了算了，不用了", ["cancel"]),
    ("啊啊啊啊啊", ["gibberish"]),
    ("😂😂😂", ["emoji"]),
    ("asdfgh", ["gibberish"]),
    ("火锅好吃不", ["chit-chat", "device-word"]),
    ("空调多少钱一台", ["world-question", "device-word"]),
    ("灯泡坏了咋个换", ["world-question", "device-word", "dialect"]),
    ("今天好累哦", ["remark"]),
    ("我妈在看电视", ["remark", "device-word"]),
    ("不要关窗帘", ["negation"]),
    ("不用开热水器，我已经洗了", ["negation"]),
    ("你是哪个", ["chit-chat", "dialect"]),
    ("重庆火锅哪家最巴适", ["world-question", "dialect"]),
    ("嗯", ["remark"]),
    ("哈哈哈哈", ["remark"]),
    ("空调的遥控器放哪儿了", ["world-question", "device-word"]),
    ("12345", ["gibberish"]),
    ("老汉儿，吃饭了", ["not-addressed", "dialect"]),
    ("等一下", ["remark"]),
    ("今天在单位忙惨了，领导又喊加班，地铁上挤得要死，回来还爬坡上坎的，累得遭不住，反正就是这样子，明天再说",
     ["long-rambling", "dialect"]),
    ("👍", ["emoji"]),
    ("what's the weather like tomorrow", ["weather", "english"]),
    ("莫得事，你歇到", ["remark", "dialect"]),
    ("灯不要关哈", ["negation", "dialect"]),
    ("洗衣机是哪年买的", ["world-question", "device-word"]),
]:
    C(g, q, NONE, t)
C(g, "算了，不开了", NONE, ["cancel", "history"], ["打开客厅电视"])
C(g, "不要了不要了", NONE, ["cancel", "history", "repetitive"], ["把楼下的灯全部打开"])

# long transcript ending in one real request (not none)
g = "ramble"
C(g, "今天在单位忙惨了，领导又喊加班，地铁上挤得要死，回来还爬坡上坎的，累得遭不住，哎，帮我把主卧空调开起嘛",
  one(["m_ac"], [ON]), ["long-rambling", "dialect", "climate"])
C(g, "妈，你那个药吃了没有嘛，医生说的要按时吃，吃完饭再吃，晓得不，好，那我把你屋头的地暖开起哈",
  one(["o_floor"], AC_HEAT), ["long-rambling", "dialect", "climate"])
C(g, "那个嘛就是说，嗯，我想一下哈，楼下，不对，楼上那个筒灯3，对，帮我关了",
  one(["l_tong3"], [OFF]), ["long-rambling", "self-correction", "numbered"])
C(g, "幺儿作业写完没得，写完了去洗澡，快点，热水器先给他打开嘛",
  one(["t_wh"], AC_HEAT), ["long-rambling", "dialect"])

# ======================================================================================
# 12. Conditions: labelled as the action they contain
# ======================================================================================
g = "cond"
C(g, "等我回家就把客厅空调打开", one(["l_ac"], [ON]), ["condition", "climate"])
C(g, "下雨了就把电动窗关上", one(["b_window"], [ANY]), ["condition", "no-spec"])
C(g, "十点钟把热水器打开", one(["t_wh"], AC_HEAT), ["condition", "time"])
C(g, "晚黑十一点把客厅的灯全关了", allx([OFF], type="light", rooms=["living"]), ["condition", "time", "bulk-all", "dialect"])
C(g, "半个小时后把电热毯关了", one(["o_blanket"], [OFF]), ["condition", "time", "asr-label"])
C(g, "要是我妈起来了就把起夜灯开起", one(["o_night"], [ON]), ["condition", "dialect"])
C(g, "太阳落坡了就把花园的灯打开", one(GARDEN_L, [ON]), ["condition", "room-multi", "dialect"])
C(g, "如果湿度超过80就把除湿机打开", one(["r_dehum"], [ON]), ["condition", "category-by-name"])
C(g, "我出门了就把门锁了", one(["l_lock"], [LOCK]), ["condition", "security"])

# ======================================================================================
# 13. The grandmother, the child, the son: dialect, ASR, repetition, English
# ======================================================================================
g = "voice"
C(g, "客厅开登", one(LIV_L, [ON]), ["asr-homophone", "elderly", "room-multi"])
C(g, "老人房的空跳开一下", one(["o_ac"], [ON]), ["asr-homophone", "elderly", "climate"])
C(g, "地软开起", one(["o_floor"], AC_HEAT), ["asr-homophone", "elderly", "no-switch"])
C(g, "电热谈打开", one(["o_blanket"], [ON]), ["asr-homophone", "asr-label", "elderly"])
C(g, "妈妈房间的抬灯开一下", one(["o_desk"], [ON]), ["asr-homophone", "elderly"])
C(g, "窗帘窗帘，老人房的窗帘拉开，拉开", one(["o_curtain"], [SH_OPEN]), ["repetitive", "elderly", "room-alias", "cover"])
C(g, "开灯开灯，起夜灯开一下，开一下嘛", one(["o_night"], [ON]), ["repetitive", "elderly", "dialect"])
C(g, "收音机收音机，声音小点", one(["o_radio"], [VDOWN, VOL]), ["repetitive", "elderly", "asr-label", "volume"])
C(g, "电热毯，电热毯关了，关了哈", one(["o_blanket"], [OFF]), ["repetitive", "elderly", "asr-label"])
C(g, "老人房空跳调到二十六度", one(["o_ac"], [HEATSP, COOLSP]), ["asr-homophone", "elderly", "numeral-zh", "temperature"])
C(g, "地暖地暖，调高点嘛", one(["o_floor"], [HEATSP]), ["repetitive", "elderly", "relative"])
C(g, "把起夜登关了", one(["o_night"], [OFF]), ["asr-homophone", "elderly"])
C(g, "故事机声音开大点嘛", one(["c_story"], [VUP, VOL]), ["child", "volume", "dialect"])
C(g, "我要小星星灯开起", one(["c_star"], [ON]), ["child", "dialect"])
C(g, "小风扇吹我", one(["c_fan"], [FANPCT, ACFAN]), ["child", "no-switch", "colloquial"])
C(g, "净化器睡觉模式", one(["c_purifier"], [APFAN]), ["child", "mode"])
C(g, "set the living room AC to 25", one(["l_ac"], [COOLSP, HEATSP]), ["english", "temperature"])
C(g, "switch off Hue Go", one(["l_huego"], [OFF]), ["english", "english-label"])
C(g, "把Study的light都关了", allx([OFF], type="light", rooms=["study"]), ["code-mixed", "english-room", "bulk-all"])
C(g, "Study 空调 cool 模式", one(["y_ac"], AC_COOL), ["code-mixed", "english-room", "mode"])
C(g, "desk lamp 亮度 70", one(["y_desk"], [LVL]), ["code-mixed", "english-label", "level"])
C(g, "楼下 all lights off", allx([OFF], type="light", floor="L"), ["code-mixed", "bulk-all", "floor", "floor-implicit"])
C(g, "把火锅插座打燃", one(["d_hotpot"], [ON]), ["dialect", "plug"])
C(g, "餐厅那两个筒灯开起", allx([ON], devices=TONG, rooms=["dining"]), ["numbered", "room", "dialect", "bulk-all"])
C(g, "楼梯的踏步灯开起，黑黢黢的看不到", one(["s_step"], [ON]), ["dialect", "category-by-name"])
C(g, "储藏室那个除湿的开一下", one(["r_dehum"], [ON]), ["dialect", "partial-name"])
C(g, "17楼那个走廊的灯开到", one(["x_corridor"], [ON]), ["floor-label", "dialect", "no-room"])
C(g, "上面卫生间的灯关了", one(["g_light"], [OFF]), ["floor", "room-alias"])
C(g, "18F的玄关灯调暗点", one(["l_foyer"], DIM), ["floor-label", "relative"])
C(g, "楼下花园的庭院灯开起", one(["n_yard"], [ON]), ["floor", "room", "dialect"])
C(g, "下层主卧遮光帘拉开一半", one(["m_blackout"], [SH_LVL]), ["floor", "room", "position"])
C(g, "上层餐厅的饮水机打开", one(["d_water"], [ON]), ["floor", "room", "plug"])
C(g, "楼上阳台的遮阳帘收起来", one(["b_shade"], [SH_OPEN]), ["floor", "room", "cover"])
C(g, "爬楼梯那里的射灯开亮点", one(SPOTS, DIM), ["room-alias", "dialect", "ambiguous-soft"])
C(g, "观景台的洗衣机开始洗", one(["b_washer"], [OP_START, ON]), ["room-alias", "appliance"])


# ======================================================================================
# Materialise, write, check
# ======================================================================================
def materialise_entry(e):
    if e["mode"] == "all":
        keys = [k for k in select(**e["scope"]) if supports_all(k, e["capabilities"])]
        devs = keys
    else:
        devs = e["devices"]
    return {"devices": [uid("device", k) for k in devs], "capabilities": e["capabilities"], "mode": e["mode"]}


def build_cases():
    out = []
    for cid, q, entries, tags, hist in CASES:
        rec = OrderedDict()
        rec["id"] = cid
        rec["home"] = "home.json"
        rec["query"] = q
        if hist:
            rec["history"] = hist
        rec["expect"] = [materialise_entry(e) for e in entries]
        rec["tags"] = tags
        out.append(rec)
    return out


def dump_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def check() -> list:
    errs = []
    try:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
        cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    except Exception as ex:  # noqa: BLE001
        return [f"JSON: {ex}"]
    # home
    dev_ids = [d["deviceId"] for d in home["items"]]
    if len(dev_ids) != len(set(dev_ids)):
        errs.append("duplicate deviceId")
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        errs.append("duplicate roomId")
    by_id = {d["deviceId"]: d for d in home["items"]}
    key_of = {uid("device", k): k for k in DEV}
    spec_by_pid = {}
    for line in spec:
        if line["profileId"] in spec_by_pid:
            errs.append(f"duplicate spec line {line['profileId']}")
        ids = [c["id"] for c in line["capabilities"]]
        if len(ids) != len(set(ids)):
            errs.append(f"duplicate command in {line['profileId']}")
        spec_by_pid[line["profileId"]] = set(ids)
    # fidelity to real profiles
    for d in home["items"]:
        k = key_of[d["deviceId"]]
        drv, pname = DEV[k][3], DEV[k][4]
        prof = PROFILES[(drv, pname)]
        main = [c for c in d["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            errs.append(f"{k}: capabilities differ from profile {pname}")
        if [c["name"] for c in main["categories"]] != prof["categories"][:1]:
            errs.append(f"{k}: categories differ from profile {pname}")
        in_spec = d["profile"]["id"] in spec_by_pid
        if in_spec == ((drv, pname) in MISSING_FROM_SPEC):
            errs.append(f"{k}: spec presence wrong")
        if in_spec:
            real = {f"main-{cap}-{cmd['name']}" for cap in prof["capabilities"] if cap in CAPS
                    for cmd in CAPS[cap].get("commands", [])}
            extra = spec_by_pid[d["profile"]["id"]] - real
            if extra:
                errs.append(f"{k}: spec commands not in the capability definitions: {sorted(extra)}")
    missing = {pid(d, n) for d, n in MISSING_FROM_SPEC}
    if not 2 <= len(missing) <= 3 or missing & set(spec_by_pid):
        errs.append("missing-profile rule broken")
    # cases
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errs.append("duplicate case id")
    src = {cid: entries for cid, _, entries, _, _ in CASES}
    for c in cases:
        if c.get("home") != "home.json" or not c.get("query") or not c.get("tags"):
            errs.append(f"{c['id']}: missing field")
        if c["id"] not in src:
            errs.append(f"{c['id']}: not produced by build.py (stale file?)")
            continue
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            errs.append(f"{c['id']}: empty expect")
            continue
        for i, e in enumerate(c["expect"]):
            mode = e.get("mode")
            if mode not in ("one", "all", "clarify", "none"):
                errs.append(f"{c['id']}#{i}: bad mode {mode}")
            unknown = [dvid for dvid in e["devices"] if dvid not in by_id]
            for dvid in unknown:
                errs.append(f"{c['id']}#{i}: unknown device {dvid}")
            if unknown:
                continue
            if len(set(e["devices"])) != len(e["devices"]):
                errs.append(f"{c['id']}#{i}: duplicate device")
            if mode == "none":
                if e["devices"] or e["capabilities"]:
                    errs.append(f"{c['id']}#{i}: none must be empty")
                continue
            if mode in ("one", "all") and not e["devices"]:
                errs.append(f"{c['id']}#{i}: no devices")
            caps = e["capabilities"]
            if mode in ("one", "all") and not caps:
                errs.append(f"{c['id']}#{i}: no capabilities")
            if caps == ["*"]:
                if mode != "one":
                    errs.append(f"{c['id']}#{i}: * outside mode one")
                continue
            if mode == "clarify":
                continue
            dev_cmds = {}
            for dvid in e["devices"]:
                p = by_id[dvid]["profile"]["id"]
                if p not in spec_by_pid:
                    errs.append(f"{c['id']}#{i}: device {key_of[dvid]} has no spec line; use ['*']")
                    dev_cmds[dvid] = set()
                else:
                    dev_cmds[dvid] = spec_by_pid[p]
            if mode == "all":
                for dvid in e["devices"]:
                    for cap in caps:
                        if cap not in dev_cmds[dvid]:
                            errs.append(f"{c['id']}#{i}: {key_of[dvid]} lacks {cap}")
                ent = src[c["id"]][i]
                scope_keys = select(**ent["scope"])
                want = {uid("device", k) for k in scope_keys
                        if by_id[uid("device", k)]["profile"]["id"] in spec_by_pid
                        and all(cap in spec_by_pid[by_id[uid("device", k)]["profile"]["id"]] for cap in caps)}
                if want != set(e["devices"]):
                    errs.append(f"{c['id']}#{i}: bulk set differs from scope")
            else:
                # every listed command exists for some listed device; every device supports some command
                for cap in caps:
                    if e["devices"] and not any(cap in dev_cmds[d] for d in e["devices"]):
                        errs.append(f"{c['id']}#{i}: command {cap} not in the spec of any listed device")
                for dvid in e["devices"]:
                    if caps and not (set(caps) & dev_cmds[dvid]):
                        errs.append(f"{c['id']}#{i}: {key_of[dvid]} supports none of {caps}")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errs.append(f"{c['id']}: bad history")
    if len(home["items"]) < 90:
        errs.append("fewer than 90 devices")
    if len(cases) < 300:
        errs.append("fewer than 300 cases")
    return errs


# --------------------------------------------------------------------------------------
# README tables (the prose lives in README_TEMPLATE below)
# --------------------------------------------------------------------------------------
FLOOR_TXT = {"U": "上层 (入户层, 18F)", "L": "下层 (17F)", "S": "楼梯间 (neither level)"}


def readme(home, spec, cases):
    lines = []
    cnt = Counter(DEV[k][2] for k in DEV)
    lines.append("| room name (as typed) | level | devices |")
    lines.append("| --- | --- | --- |")
    for k, n, f in ROOMS:
        lines.append(f"| {n} | {FLOOR_TXT[f]} | {cnt[k]} |")
    lines.append(f"| (no roomId) | 17楼走廊灯 → 下层 by its label; 移动插座 → none | {cnt[None]} |")
    lines.append(f"| (roomId of a deleted room) | none | {cnt['DELETED']} |")
    rooms_tbl = "\n".join(lines)

    lines = ["| label | room | level | category | profile | light? | in spec |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for key, label, rk, drv, pname, model, _ in DEVICES:
        room = ROOM_NAME.get(rk, "(none)" if rk is None else "(deleted room)")
        lvl = floor_of(key) or "-"
        lab = label if label is not None else f"(no label; name {model})"
        lines.append(f"| {lab} | {room} | {lvl} | {category(key)} | {pid(drv, pname)} | "
                     f"{'yes' if is_light(key) else ''} | {'no' if (drv, pname) in MISSING_FROM_SPEC else 'yes'} |")
    dev_tbl = "\n".join(lines)

    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    case_modes = Counter("/".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    tags = Counter(t for c in cases for t in c["tags"])
    groups = Counter(c["id"].split("-")[1] for c in cases)
    mode_tbl = "\n".join(["| mode | expect entries |", "| --- | --- |"] + [f"| {m} | {n} |" for m, n in sorted(modes.items())])
    cmode_tbl = "\n".join(["| modes in the case | cases |", "| --- | --- |"] + [f"| {m} | {n} |" for m, n in sorted(case_modes.items())])
    group_tbl = "\n".join(["| group (id prefix) | cases |", "| --- | --- |"] + [f"| cq-{g}- | {n} |" for g, n in groups.items()])
    tag_tbl = "\n".join(["| tag | cases |", "| --- | --- |"] + [f"| {t} | {n} |" for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0]))])

    ncmd = sum(len(l["capabilities"]) for l in spec)
    neng = 0
    for l in spec:
        for c in l["capabilities"]:
            if all(ord(ch) < 128 for ch in c["description"]):
                neng += 1
    stats = (f"- rooms: {len(home['rooms'])}; devices: {len(home['items'])}; distinct profiles: "
             f"{len({d['profile']['id'] for d in home['items']})}; spec lines: {len(spec)} "
             f"({len(MISSING_FROM_SPEC)} profiles deliberately absent)\n"
             f"- spec commands: {ncmd}, of which {neng} have English descriptions\n"
             f"- cases: {len(cases)}; expect entries: {sum(modes.values())}")
    return (README_TEMPLATE.replace("{{STATS}}", stats).replace("{{ROOMS}}", rooms_tbl)
            .replace("{{DEVICES}}", dev_tbl).replace("{{MODES}}", mode_tbl).replace("{{CMODES}}", cmode_tbl)
            .replace("{{GROUPS}}", group_tbl).replace("{{TAGS}}", tag_tbl))


README_TEMPLATE = r"""# chongqing — blind evaluation set: a 复式 flat on a Chongqing hillside

Held-out cases for the Chinese smart-home retrieval engine. Everything here is generated by
`build.py` (`python build.py` writes `home.json`, `spec.jsonl`, `cases.jsonl` and this README;
`python build.py --check` re-validates the written files). Formats: `shared/FORMATS.md`.
Source facts: `shared/data/smartthings/profiles.jsonl` and `capabilities.json`
(override the directory with `SMARTTHINGS_DATA=…`).

{{STATS}}

deviceIds, roomIds and the locationId are uuid5 of readable keys in `build.py`, so ids carry no hint.

## The home

A two-level flat (复式/跃层) on a Chongqing hillside. The lift and the front door are on the
**upper** level, building floor **18** ("上层", "入户层", "楼上", "上面", "18楼/18F"): living room,
dining area, kitchen, the view balcony and a guest WC. An internal stair (楼梯间) goes **down** to
building floor **17** ("下层", "楼下", "下面", "17楼/17F"): the bedrooms, the family bathroom, the son's
study, a storage room and a small garden terrace. The family never says 一楼/二楼 (the building's floor
numbers are 17 and 18), so "一楼/二楼/三楼" name no level of this home.

The account is shared by the son (types brisk Chinese with English: `Study`, `Desk Lamp`, `Hue Go`,
`Samsung Soundbar`, `Outdoor Plug`, `PC插座`, `客卫-18F`), his elderly mother (named some devices by
voice, so two labels are speech-recognition errors) and a child. Room names mix styles: floor prefixes
with a dash or a space (`入户层-客厅`, `上层 餐厅`, `上层厨房`, `下层主卧`), a code suffix (`客卫-18F`),
an English name (`Study`), no prefix at all (`观景阳台`, `妈妈房间`, `楼梯间`, `储藏室`), brackets
(`花园(下层)`).

{{ROOMS}}

Notable labels:

- **吸顶灯** in five rooms (上层厨房, 下层主卧, 妈妈房间, 下层儿童房, Study), five different profiles.
- **筒灯1…筒灯6** on the upper level: 1–4 in 入户层-客厅, 5–6 in 上层 餐厅. 筒灯3 is a replaced on/off
  bulb (no dimming); the others dim.
- **射灯-01…射灯-04** (zero-padded) in 楼梯间; 射灯-04 is a Z-Wave bulb with colour temperature.
- Two **灯带**: 电视墙灯带 (colour strip, 客厅) and 踏步灯带 (a relay of category Switch, 楼梯间).
- Floor numbers in labels: **18F玄关灯** (in 入户层-客厅; 玄关 is not a room of the home) and
  **17楼走廊灯** (no roomId).
- Labels naming a room: **儿童房小夜灯** sits in 下层主卧 (roomId); **老人房空调** (老人房 = 妈妈房间);
  **书房空调 / 书房风扇** in the room `Study`; **卫生间灯** in 客卫-18F (the other bathroom, 下层卫生间,
  has 镜前灯).
- ASR-misheard labels (the grandmother named them by voice): **收银机** is her radio (收音机),
  **电热摊** is her electric blanket plug (电热毯).
- English/brand labels: Hue Go, Samsung Soundbar, Desk Lamp (= 书房台灯), Outdoor Plug (= 户外插座);
  台灯 (妈妈房间) and Desk Lamp are both desk lamps.
- Relays of category **Switch** that are lamps: 橱柜灯, 踏步灯带, 草坪灯. Other Switch relays that are not
  lamps: 排风扇 (客卫), 换气扇 (下层卫生间).
- Plugs that carry an appliance name (category SmartPlug): 火锅插座, 饮水机, 电饭锅, 电热摊, 除湿机 (the
  dehumidifier hangs on a plug), PC插座.
- No room: 17楼走廊灯 and 移动插座 have no roomId; 阅读灯 has the roomId of a deleted room (old 书房).
- No label: the stairwell motion sensor (name `Aqara 人体传感器`).
- Not in the spec on purpose (3 profiles): 冰箱 (`refrigerator-freezer`), 电动窗 (`window-shade-only`),
  紧急按钮 (`aqara-single-button-mode`).

All devices:

{{DEVICES}}

## How the spec was built

One line per profile used in the home (minus the three left out). Profile ids are
`st-<driver directory>-<profile name>` (profile names repeat across drivers, so the driver is part of
the id). For every capability of component `main` that `capabilities.json` defines, every command of
that capability is listed as `main-<capability>-<command>`; `refresh` and `firmwareUpdate` are skipped;
capabilities without commands (sensors) contribute nothing, so pure sensors have an empty list.
Exceptions taken from the profile itself: `mediaPlayback`/`alarm` keep only the commands the profile
enables (`jbl`: play, pause; `samsung-audio`: play, pause, stop); `lock-unlatch` is left out (zigbee lock).

Arguments: ranges from the profile's `capability_config` when it has one (e.g. `Ac.v1` heating
setpoint 16–30 °C, `Heater.v1` 5–35 °C, colour temperature ranges, levels 1–100 %), otherwise the
capability's range or a realistic one (AC setpoints 16–30 °C, water heater 35–75 °C, colour temperature
2700–6500 K, step commands −100…100 %). Free-string arguments get a `value_list`: `airConditionerMode`
cool/heat/fan/dry/auto (DeepSmart values), `airConditionerFanMode` low/medium/high/auto,
`thermostatMode` off/cool/heat/auto/fanonly/dryair for the Matter air conditioners (the modes the Matter
driver reports) and off/heat for the floor heating and the water heater; `mode` gets appliance programmes
(robot Vacuum/Mop, washer Normal/Delicate/Heavy/Quick/Whites, dryer, dishwasher, water heater
Off/Manual/Timed/Energy Save); enums of the capability definitions are copied. Descriptions are
written per command in Chinese and English; about 30 % of commands and values (chosen by a hash of
profile and command, so deterministic) carry the English text.

## Labelling decisions

**Modes.** `one`: any listed device with any listed command is a correct answer. `all`: the exact set
of devices in scope that support every listed command (computed in `build.py` from a scope —
type, rooms, level, exclusions — and re-checked by `--check`). `clarify`: the right answer is to ask;
`devices`/`capabilities` list the candidates for information only (may be empty). `none`: nothing to do,
`{"devices": [], "capabilities": [], "mode": "none"}`. One `expect` entry per command, in the order
spoken.

**What is a light.** Category `Light`, plus the three Switch relays whose labels say 灯
(橱柜灯, 踏步灯带, 草坪灯; tag `category-by-name`). "所有灯" = 36 devices. 排风扇/换气扇/浴霸 are not lights.
Type words: 空调 = category AirConditioner (6 devices; the floor heating is not an AC); 窗帘 = category
Blind (7; the 电动窗 window opener is not a curtain); 插座 = category SmartPlug (9, including the plugs
labelled after their appliance); 音箱 = the four Speaker devices; 电视 = the two Television devices.

**Rooms and aliases.** A device is in its roomId room. Words that reach a room: 客厅 → 入户层-客厅;
餐厅 → 上层 餐厅; 厨房 → 上层厨房; 阳台/观景台 → 观景阳台; 客卫, 楼上厕所, 18楼厕所, 上面卫生间 → 客卫-18F;
楼下卫生间, 下层厕所 → 下层卫生间; 楼梯, 爬楼梯那里 → 楼梯间; 主卧 → 下层主卧; 妈妈房间/妈妈房, 老人房,
奶奶房间, 婆婆屋头 → 妈妈房间; 儿童房, 娃儿房间 → 下层儿童房; 书房 → Study; 储藏室, 储物间, 杂物间 →
储藏室; 花园, 院坝 → 花园(下层). **卧室** (bedrooms) = 下层主卧 + 妈妈房间 + 下层儿童房 (not Study):
"卧室的灯都关了" covers the three; "卧室空调打开" / "卧室的灯打开" ask which one. A bare **卫生间/厕所**
is ambiguous (two bathrooms) and asks. A label that names another room (儿童房小夜灯 in 下层主卧) counts
in both rooms; it is accepted for "儿童房的灯打开" (mode one) and for anything said about 下层主卧; no bulk case
depends on the label room. Devices with no
room or a deleted room are in no room and on no level (except 17楼走廊灯, below), but are in
"whole-house" bulk. A room word the home does not have (阁楼, 车库, 游泳池) never widens: ask.

**Levels.** 楼上 = 上层 = 上面 = 入户层 = 18楼/18F = the rooms 入户层-客厅, 上层 餐厅, 上层厨房, 观景阳台,
客卫-18F. 楼下 = 下层 = 下面 = 17楼/17F = 下层主卧, 妈妈房间, 下层儿童房, 下层卫生间, Study, 储藏室,
花园(下层), plus **17楼走廊灯** (no room; its label carries the floor). **楼梯间 belongs to neither level**
(it is the stair between them): level bulk never includes the stair lights; "楼下的灯全关了，楼梯的也关了"
is two entries. Four rooms have no level in their name (观景阳台 upper; 妈妈房间, Study, 储藏室 lower):
cases whose set depends on them are tagged `floor-implicit`. 一楼/二楼/三楼 → ask (`unknown-floor`).

**Which commands are accepted for which wording** (mode one):

| wording | accepted commands |
| --- | --- |
| 开/关 a device with `switch` | `switch-on` / `switch-off` |
| 关 a Matter AC | `switch-off`, `thermostatMode-off` |
| 开/关 floor heating, water heater (no switch) | `thermostatMode-heat` or `setThermostatMode` / (off) |
| 开/关 purifier | `setAirPurifierFanMode`, `fanSpeedPercent-setPercent` |
| 开/关 extractor hood | `fanMode-setFanMode`, `fanSpeedPercent-setPercent` |
| 关 the fan without switch (小风扇) | `fanSpeedPercent-setPercent` (its fan modes have no "off"); 开/最大: also `airConditionerFanMode-setFanMode` |
| 书房风扇 on | `switch-on`, `fanSpeed-setFanSpeed` |
| 亮度 x% / 调到最亮 | `switchLevel-setLevel` |
| 亮一点/暗一点/降低20% | `switchLevel-setLevel`, `statelessSwitchLevelStep-stepLevel` |
| a colour (蓝色, 粉红色, 紫色…) | `colorControl-setColor`, `colorControl-setHue` |
| 暖光/冷白/暖一点 | `colorTemperature-setColorTemperature`, `statelessColorTemperatureStep-…` (射灯-04 has only the first) |
| 4000K / 色温三千 | `colorTemperature-setColorTemperature` |
| AC 制冷/制热 (Matter) | `thermostatMode-cool`/`-heat`, `setThermostatMode` |
| AC 制冷/除湿 (DeepSmart `Ac.v1`: 主卧, 餐厅) | `airConditionerMode-setAirConditionerMode` |
| AC 除湿 (Matter) | `setThermostatMode` (dryair) |
| N度 with no mode (Matter AC) | cooling or heating setpoint |
| N度 on `Ac.v1` | `thermostatHeatingSetpoint-setHeatingSetpoint` only (its one setpoint, also for cooling) |
| 制冷26度 | two entries: mode, then the cooling setpoint (`Ac.v1`: heating setpoint) |
| 风速 | `airConditionerFanMode-setFanMode` (+ `fanSpeedPercent` where the AC has it) |
| 窗帘 开/关/停 | `windowShade-open`/`close`/`pause`; 遮阳帘收起来 = open, 放下来 = close |
| 一半 / 30% | `windowShadeLevel-setShadeLevel` |
| 拉开一点 | `setShadeLevel`, `statelessWindowShadeLevelStep-stepShadeLevel` |
| 音量 N / 大点 / 小点 / 静音 | `setVolume` / `volumeUp`+`setVolume` / `volumeDown`+`setVolume` / `mute`+`setMute` |
| 换到5台 (TV) | `keypadInput-sendKey` (the TV profiles have no tvChannel) |
| 下一个台 | `keypadInput-sendKey`, `mediaTrackControl-nextTrack` |
| 收音机开 | `switch-on`, `mediaPlayback-play` |
| 洗衣机启动 / 开始洗 | `operationalState-start` (+ `switch-on`) |
| 烘干机停一下 | `operationalState-pause`, `operationalState-stop` |
| 扫地 / 回去充电 | `robotCleanerOperatingState-start` / `-goHome` |
| 开门 / 锁门 | `lock-unlock` / `lock-lock` |
| 报警器关了 | `alarm-off`, `switch-off` |
| a device without a spec line (冰箱, 电动窗, 紧急按钮) | `["*"]` |

**Bulk (mode all).** Only with a quantifier (所有, 全部, 都, 全, 除了…): "客厅的灯全部打开" is all 8 living
room lights; without a quantifier ("把厨房的灯打开", "客厅开登") it is mode one with every light of the room
acceptable (tag `room-multi`). The set holds only devices supporting the listed command:
"筒灯都调到50%" is 筒灯1,2,4,5,6 (筒灯3 cannot dim); "能调颜色的灯都调成蓝色" is the 4 colour lights;
"所有灯调到百分之三十" the 25 dimmable lights; colour-temperature bulk lists only `setColorTemperature`
so all 9 CT lights qualify (tag `capability-subset`). Exclusions remove by room (and by label room),
by level or by device name. "所有插座" includes every SmartPlug (also 电热摊, 除湿机, 移动插座).

**Ask back (clarify).** Several devices fit and a guess could act in the wrong room: a duplicated
label without a place (吸顶灯), a bare type with several devices (开灯, 打开空调, 电视, 窗帘, 插座, 风扇,
音箱, 筒灯), 灯带 (two), 台灯 (台灯 vs Desk Lamp), 小夜灯 (儿童房小夜灯 vs 起夜灯), 卫生间/厕所 (two
bathrooms), 卧室 (three bedrooms), "楼下的空调开一下" (four rooms, no quantifier), a number that no member
has (筒灯七, 筒灯0, 射灯5) or that two series share (三号灯), an unknown room or level, a noun with no
verb, a reference with no history (它/那个/再…/也…), a stated need with no place (好热哦, 好冷哦, 潮得很,
好闷哦, 太亮了), the speaker's own room (我房间 — the engine does not know who speaks). Interchangeable
candidates in one room (射灯-01…04, the lights of one room) are mode one with all of them
(`ambiguous-soft`), not a question.

**History.** `history` holds earlier turns of the same conversation. References (它, 那个, 再…, 也…,
"关了") resolve to the last device(s) named; an answer to a clarifying question ("妈妈房间那个",
"儿童房的", "楼下那个", "第二个") applies the pending request to the chosen device (tag
`clarify-followup`); "主卧的也打开" after opening the living-room curtains means 主卧's curtains
(either). Cancellations after a request ("算了，不开了") are none.

**Stated needs** with a place are mode one with every device and command that would help there:
书房好热 → 书房空调 (on, cool mode, cooling setpoint) or 书房风扇; 客厅太暗了 → any living-room light
(on/brighter) or opening a living-room curtain; 妈妈房间冷得很 → 地暖, 老人房空调 (heat) or 电热摊 (on);
主卧潮得很 → 主卧空调 dry mode; 储藏室潮得很 → 除湿机; 想洗澡了 → 热水器 or 浴霸 (both unique in the home);
花园的花干了 → 浇水阀. Without a place they ask; 卫生间好臭 asks (two bathrooms, two fans).

**Counts.** "随便开两盏灯" / "开一个射灯就够了" are mode one: any device of the stated set is right.

**State questions** use `["*"]` and list every device that can answer: 客厅现在几度 → 客厅空调 (it measures
temperature) or 温湿度计; 门锁好了没 → 入户门锁; 大门关好没得 → 大门门磁 or 入户门锁; 书房湿度好多 → 书房空调
(its profile measures humidity).

**None.** Chit-chat, weather, world questions (including ones that name a device type: 空调多少钱一台,
灯泡坏了咋个换, 火锅好吃不), remarks (要得, 巴适得板), negations (别开空调, 不要关窗帘, 灯不要关哈),
cancellations, gibberish, emoji, a call to someone else (老汉儿，吃饭了), and a long rambling transcript
with no request. A long transcript that **ends** in one real request is labelled with that request
(group `ramble`).

**Conditions** ("等我回家就把客厅空调打开", "十点钟把热水器打开", "下雨了就把电动窗关上") are labelled
as the action they contain; "等我回家就把空调打开" asks, because the action itself is ambiguous.

**Dialect and ASR.** 开起/开到 = turn on (and leave on), 关倒 = turn off, 整一下 = do it, 搞快点 = quickly,
打燃 = switch on (the hot-pot plug), 黢黑 = pitch dark, 闷得很/潮得很/热惨了/冷得很 = needs, 屋头 = at
home/in the room. Grandmother's ASR: 开登 (开灯), 空跳 (空调), 地软 (地暖), 抬灯 (台灯), 床帘 (窗帘),
热水气 (热水器), 电热谈 (电热毯 → label 电热摊), 起夜登 (起夜灯); 桶灯 (筒灯). Her repetitions
("窗帘窗帘，…拉开，拉开") are one command.

## Case counts

{{MODES}}

{{CMODES}}

{{GROUPS}}

### By tag

{{TAGS}}
"""


def main():
    if "--check" in sys.argv:
        errs = check()
        for e in errs:
            print("ERROR", e)
        if not errs:
            cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
            modes = Counter(e["mode"] for c in cases for e in c["expect"])
            print(f"OK: {len(json.loads((HERE / 'home.json').read_text())['items'])} devices, "
                  f"{len(cases)} cases, entries by mode {dict(sorted(modes.items()))}")
        sys.exit(1 if errs else 0)
    home = build_home()
    spec = build_spec()
    cases = build_cases()
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    dump_jsonl(HERE / "spec.jsonl", spec)
    dump_jsonl(HERE / "cases.jsonl", cases)
    (HERE / "README.md").write_text(readme(home, spec, cases), encoding="utf-8")
    print(f"wrote {len(home['items'])} devices, {len(spec)} spec lines, {len(cases)} cases")


if __name__ == "__main__":
    main()
