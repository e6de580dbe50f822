#!/usr/bin/env python3
"""Blind evaluation set "hangzhou": a three-storey shop-house (商住两用) in Hangzhou.

Ground floor: the family's tea shop (大堂/店面, 柜台, two tea rooms 听雨 and 观山, 后厨, 仓库).
Floors 2-3: the owner's family.  Floor 4: the rooftop terrace (露台).

    python build.py           # writes home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check   # re-validates the three files (and that they match this script)
    python build.py --stats   # prints the tables used in README.md

Reads ../../../../shared/data/smartthings/ (or $ST_DATA): profiles.jsonl and capabilities.json.
Every device copies the categories and the capabilities of one real SmartThingsEdgeDrivers
profile.  Labels are decided by the rules in README.md, most of them encoded below as
"intents" (what a wording asks for -> which commands of a given device do it).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get("ST_DATA", "/work/shared/data/smartthings"))
NS = uuid.UUID("6b1f6f0e-8f51-4c1e-9b7e-2d1a3c4e5f60")
LOCATION_ID = str(uuid.uuid5(NS, "hangzhou/location"))


def uid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NS, f"hangzhou/{kind}/{key}"))


# --------------------------------------------------------------------------- rooms
# (key, name as typed in the app, floor).  Floor 4 = rooftop terrace.
ROOMS = [
    ("hall", "1F 大堂", 1),       # the shop front; people say 店面 / 大堂
    ("counter", "柜台", 1),       # the counter; 收银台 in labels and speech
    ("tingyu", "听雨", 1),        # tea room 1 (1号包厢)
    ("guanshan", "TR2 观山", 1),  # tea room 2 (2号包厢), typed by the assistant with a code
    ("kitchen", "后厨", 1),
    ("store", "仓库", 1),
    ("lr2", "2楼客厅", 2),
    ("dining", "2F餐厅", 2),
    ("bath2", "2楼卫生间", 2),
    ("master", "3F主卧", 3),
    ("kids", "儿童房", 3),
    ("study", "书房", 3),
    ("bath3", "3楼卫生间", 3),
    ("roof", "露台（Roof）", 4),
]
ROOM_NAME = {k: n for k, n, _ in ROOMS}
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
DELETED_ROOM_ID = uid("room", "doorway-deleted")  # "门口", deleted from the app

# --------------------------------------------------------------------------- devices
# (key, label, room key | None | "deleted", profile name, driver directory)
DEVICES = [
    # ---- 1F 大堂 (shop front) ----
    *[(f"dl{i}", f"筒灯{i}", "hall", "on-off-bulb", "zigbee-switch") for i in range(1, 7)],
    *[(f"zg{i}", f"展柜灯{i}", "hall", "on-off-level", "zigbee-switch") for i in range(1, 5)],
    ("zg5", "展贵灯5", "hall", "color-temp-bulb-2700K-6500K", "zigbee-switch"),  # ASR-typed label
    *[(f"zg{i}", f"展柜灯{i}", "hall", "color-temp-bulb-2700K-6500K", "zigbee-switch") for i in range(6, 9)],
    *[(f"st{i}", f"茶台射灯-0{i}", "hall", "light-level-colorTemperature-2700K-6500K", "matter-switch") for i in range(1, 4)],
    ("neon", "Shop Sign", "hall", "light-binary", "matter-switch"),
    ("sign", "招牌灯", "hall", "aqara-switch-module", "zigbee-switch"),
    ("mentou", "门头灯", "hall", "wemo.light-switch.v1", "wemo"),
    ("ac_hall", "店面空调", "hall", "room-air-conditioner", "matter-thermostat"),
    ("pur_hall", "空气净化器", "hall", "air-purifier-hepa-wind", "matter-thermostat"),
    ("bgm", "背景音乐", "hall", "sonos-player", "sonos"),
    ("tv_hall", "大堂电视", "hall", "media-video-player", "matter-media"),
    ("shutter", "卷帘门", "hall", "door", "matter-window-covering"),
    ("lock_shop", "店门锁", "hall", "lock-user-pin", "matter-lock"),
    ("contact_shop", "店门门磁", "hall", "contact-battery", "matter-sensor"),
    ("motion_hall", "大堂人体感应", "hall", "motion-illuminance-battery", "matter-sensor"),
    ("th_hall", "大堂温湿度", "hall", "temperature-humidity-battery", "matter-sensor"),
    ("mos_hall", "灭蚊灯", "hall", "plug-binary", "matter-switch"),
    # ---- 柜台 ----
    ("pendant", "Counter Pendant", "counter", "color-temp-bulb-2200K-5000K", "zigbee-switch"),
    ("cash_plug", "收银台插座", "counter", "switch-power-energy-consumption-report-aqara", "zigbee-switch"),
    ("boiler", "开水器", "counter", "water-heater", "matter-thermostat"),
    ("feeder", "元宝喂食器", "counter", "aqara-pet-feeder", "aqara-feeder"),  # 元宝 = the shop cat
    # ---- 听雨 (1号包厢) ----
    ("ty_light", "听雨吊灯", "tingyu", "white-ambiance", "philips-hue"),
    ("ty_strip", "氛围灯带", "tingyu", "rgbw-bulb-2700K-6500K", "zigbee-switch"),
    ("ty_ac", "1号包厢空调", "tingyu", "Ac.v1", "deepsmart"),
    ("ty_curtain", "听雨窗帘", "tingyu", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"),
    ("ty_aroma", "香薰机", "tingyu", "smartplug-binary", "zwave-switch"),
    # ---- TR2 观山 (2号包厢) ----
    ("gs_light", "TR2-灯", "guanshan", "light-level", "matter-switch"),
    ("gs_floor", "落地灯", "guanshan", "on-off-bulb-no-firmware-update", "zigbee-switch"),
    ("gs_fan", "Tea Room Fan", "guanshan", "fan-3speed", "zwave-fan"),
    ("gs_ac", "2号包厢空调", "guanshan", "room-air-conditioner-heating-cooling", "matter-thermostat"),
    ("gs_blind", "观山竹帘", "guanshan", "window-treatment-aqara-roller-shade-rotate", "zigbee-window-treatment"),
    # ---- 后厨 ----
    ("k_light", "后厨灯", "kitchen", "basic-switch", "zigbee-switch"),
    ("k_vent", "排风扇", "kitchen", "vent", "britzyhub"),
    ("k_hood", "油烟机", "kitchen", "extractor-hood-wind-light", "matter-appliance"),
    ("k_steril", "消毒柜", "kitchen", "plug-power", "matter-switch"),
    ("k_mos", "灭蚊灯", "kitchen", "wemo.mini-smart-plug.v1", "wemo"),
    ("k_leak", "后厨漏水", "kitchen", "leak-battery", "matter-sensor"),
    ("k_valve", "进水阀", "kitchen", "valve-battery-powerSource", "zigbee-valve"),
    ("k_freezer", "冰柜", "kitchen", "refrigerator-freezer-tn", "matter-appliance"),
    ("k_smoke", "烟雾报警器", "kitchen", "smoke-battery", "matter-sensor"),
    # ---- 仓库 ----
    ("s_light", "吸顶灯", "store", "on-off-bulb", "zigbee-switch"),
    ("s_dehum", "除湿机", "store", "switch-power-smartplug", "zigbee-switch"),
    ("s_th", "仓库温湿度", "store", "humidity-temp-battery-aqara", "zigbee-humidity-sensor"),
    ("s_contact", "仓库门磁", "store", "contact-battery-profile", "zigbee-contact"),
    # ---- no room / deleted room ----
    ("mobile_plug", "移动插座", None, "basic-plug", "zigbee-switch"),
    ("doorbell", "门铃", "deleted", "aeotec-doorbell-siren", "zwave-siren"),
    # ---- 2楼客厅 ----
    ("lr_main", "客厅主灯", "lr2", "color-temp-bulb-2700K-6500K", "zigbee-switch"),
    ("lr_strip", "电视墙灯带", "lr2", "rgbw-bulb-2200K-6500K", "zigbee-switch"),
    ("lr_floor", "落地灯", "lr2", "white-and-color-ambiance", "philips-hue"),
    ("lr_ac", "客厅空调", "lr2", "room-air-conditioner-fan-heating-cooling", "matter-thermostat"),
    ("lr_tv", "客厅电视", "lr2", "media-video-speaker", "matter-media"),
    ("lr_sb", "Soundbar", "lr2", "samsung-audio", "samsung-audio"),
    ("lr_curtain", "客厅窗帘", "lr2", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"),
    ("lr_sheer", "客厅纱帘", "lr2", "window-treatment-profile", "zigbee-window-treatment"),
    ("lr_robot", "扫地机器人", "lr2", "rvc-clean-mode", "matter-rvc"),
    ("lr_lock", "入户门锁", "lr2", "lock-unlatch-batteryLevel", "matter-lock"),
    ("lr_th", "客厅温湿度计", "lr2", "frient-humidity-temperature-battery", "zigbee-humidity-sensor"),
    # ---- 2F餐厅 ----
    ("d_light", "餐厅吊灯", "dining", "light-color-level-2700K-6500K", "matter-switch"),
    ("d_fridge", "冰箱", "dining", "refrigerator-freezer", "matter-appliance"),
    ("d_water", "饮水机", "dining", "plug-power-energy-powerConsumption", "matter-switch"),
    # ---- 2楼卫生间 ----
    ("b2_ceil", "吸顶灯", "bath2", "on-off-bulb", "zigbee-switch"),
    ("b2_mirror", "镜前灯", "bath2", "light-binary", "matter-switch"),
    ("b2_fan", "排风扇", "bath2", "basic-switch-no-firmware-update", "zigbee-switch"),
    ("b2_washer", "洗衣机", "bath2", "laundry-washer", "matter-appliance"),
    # ---- 3F主卧 ----
    ("m_ceil", "吸顶灯", "master", "color-temp-bulb-2200K-6500K", "zigbee-switch"),
    ("m_bedL", "床头灯-左", "master", "rgbw-bulb-2000K-6500K", "zigbee-switch"),
    ("m_bedR", "床头灯-右", "master", "rgbw-bulb-2000K-6500K", "zigbee-switch"),
    ("m_ac", "主卧空调", "master", "room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"),
    ("m_curtain", "主卧窗帘", "master", "window-covering", "matter-window-covering"),
    ("m_speaker", "天猫精灵", "master", "media-speaker", "matter-media"),
    # ---- 儿童房 ----
    ("kd_ceil", "吸顶灯", "kids", "color-temp-bulb", "zigbee-switch"),
    ("kd_night", "三楼小夜灯", "kids", "rgbw-bulb-2200K-4000K", "zigbee-switch"),
    ("kd_ac", "儿童房空调", "kids", "Ac.v1", "deepsmart"),
    ("kd_curtain", "儿童房窗帘", "kids", "window-treatment-battery", "zigbee-window-treatment"),
    ("kd_pur", "Mi Air Purifier", "kids", "air-purifier-hepa-aqs", "matter-thermostat"),
    # ---- 书房 ----
    ("sd_ceil", "吸顶灯", "study", "on-off-level", "zigbee-switch"),
    ("sd_lamp", "台灯", "study", "light-level-colorTemperature-2200K-6500K", "matter-switch"),
    ("sd_ac", "3F书房空调", "study", "room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"),
    ("sd_fan", "客厅落地扇", "study", "fan-rock-wind", "matter-thermostat"),  # moved up from 2楼客厅
    ("sd_blind", "书房百叶窗", "study", "window-covering-tilt", "matter-window-covering"),
    ("sd_pc", "电脑插座", "study", "plug-power", "matter-switch"),
    # ---- 3楼卫生间 ----
    ("b3_mirror", "镜前灯", "bath3", "on-off-bulb", "zigbee-switch"),
    ("b3_heater", "浴霸", "bath3", "aqara-bath-heater", "aqara-bath-heater"),
    ("b3_wh", "热水器", "bath3", "water-heater-power-energy-powerConsumption", "matter-thermostat"),
    ("b3_fan", "排风扇", "bath3", "switch-binary", "matter-switch"),
    # ---- 露台 ----
    ("r_string", "露台灯串", "roof", "aqara-switch-module-no-power", "zigbee-switch"),
    ("r_flood", "投光灯", "roof", "light-level-power", "matter-switch"),
    ("r_water", "浇花阀", "roof", "water-valve-level", "matter-switch"),
    ("r_awning", "遮阳篷", "roof", "window-shade-only", "zigbee-window-treatment"),
    ("r_cam", "露台摄像头", "roof", "camera", "matter-switch"),
    ("r_rain", "雨量传感器", "roof", "rain-battery", "matter-sensor"),
]
DEV = {d[0]: d for d in DEVICES}

# Profiles deliberately left out of spec.jsonl (devices still in home.json).
OMITTED_PROFILES = {
    "st-matter-switch-camera",
    "st-matter-appliance-refrigerator-freezer-tn",
    "st-aqara-feeder-aqara-pet-feeder",
}

# A label that names a room of the home other than the device's own room: the device counts
# as in both rooms (include keeps it by either, exclude drops it by either).
LABEL_ROOMS = {"sd_fan": ["lr2"]}


def pid(profile: str, driver: str) -> str:
    return f"st-{driver}-{profile}"


# --------------------------------------------------------------------------- source data
def load_profiles() -> dict:
    out = {}
    with open(DATA / "profiles.jsonl", encoding="utf-8") as fh:
        for line in fh:
            p = json.loads(line)
            out[(p["name"], p["driver"].split("/")[-1])] = p
    return out


def load_caps() -> dict:
    return json.load(open(DATA / "capabilities.json", encoding="utf-8"))["capabilities"]


PROFILES = load_profiles()
CAPS = load_caps()


def profile_of(key: str) -> dict:
    _, _, _, name, driver = DEV[key]
    p = PROFILES.get((name, driver))
    if p is None:
        raise SystemExit(f"profile {name} ({driver}) not in profiles.jsonl")
    return p


def category_of(key: str) -> str:
    cats = profile_of(key)["categories"]
    return cats[0] if cats else "Unknown"


# --------------------------------------------------------------------------- home.json
DRIVER_TYPE = {"zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER"}


def build_home() -> dict:
    rooms = [{"roomId": uid("room", k), "locationId": LOCATION_ID, "name": n} for k, n, _ in ROOMS]
    items = []
    for key, label, room, pname, driver in DEVICES:
        p = profile_of(key)
        prof_id = pid(pname, driver)
        comps = [{
            "id": "main",
            "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]],
        }]
        for c in p["components"]:
            comps.append({
                "id": c["id"],
                "label": c["id"],
                "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]],
                "categories": [{"name": x, "categoryType": "manufacturer"} for x in c["categories"]],
            })
        item = {
            "deviceId": uid("device", key),
            "name": pname,
            "label": label,
            "manufacturerName": "SmartThingsCommunity",
            "presentationId": prof_id,
            "locationId": LOCATION_ID,
        }
        if room == "deleted":
            item["roomId"] = DELETED_ROOM_ID
        elif room is not None:
            item["roomId"] = uid("room", room)
        item["components"] = comps
        item["profile"] = {"id": prof_id}
        item["type"] = next((v for k, v in DRIVER_TYPE.items() if driver.startswith(k)), "EDGE_CHILD")
        item["restrictionTier"] = 0
        items.append(item)
    return {"rooms": rooms, "items": items}


# --------------------------------------------------------------------------- spec.jsonl
# (zh, en) description per command.  Which language a line gets is decided by a hash.
DESC = {
    ("switch", "on"): ("打开电源", "Turn the device on"),
    ("switch", "off"): ("关闭电源", "Turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "Set the brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "Step the brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低光越暖", "Set the white colour temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调暖或调冷", "Step the colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "Set the light colour (hue, saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "Set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "Set saturation"),
    ("windowShade", "open"): ("打开窗帘", "Open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "Close the shade"),
    ("windowShade", "pause"): ("窗帘停止", "Stop the shade where it is"),
    ("windowShadeLevel", "setShadeLevel"): ("设置窗帘开合度（0 全关，100 全开）", "Set the shade level (0 closed, 100 open)"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "Move to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "Set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶叶片角度", "Set the slat tilt level"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("窗帘开合度调大或调小一步", "Step the shade level up or down"),
    ("doorControl", "open"): ("开门", "Open the door"),
    ("doorControl", "close"): ("关门", "Close the door"),
    ("level", "setLevel"): ("设置开度百分比", "Set the opening level"),
    ("lock", "lock"): ("上锁", "Lock"),
    ("lock", "unlock"): ("开锁", "Unlock"),
    ("lock", "unlatch"): ("开锁并收回锁舌", "Unlatch"),
    ("valve", "open"): ("打开阀门", "Open the valve"),
    ("valve", "close"): ("关闭阀门", "Close the valve"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "Set the air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "Set the fan mode"),
    ("thermostatMode", "auto"): ("切换到自动模式", "Switch to auto mode"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "Switch to cooling"),
    ("thermostatMode", "emergencyHeat"): ("紧急加热", "Emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热/加热模式", "Switch to heating"),
    ("thermostatMode", "off"): ("关闭温控运行", "Turn the thermostat off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "Set the thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "Set the cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置目标温度（制热设定点）", "Set the heating setpoint"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "Set the fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "Set the fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风机档位模式", "Set the fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风方式", "Set the oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型（自然风、睡眠风）", "Set the wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量模式", "Set the air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "Set the volume"),
    ("audioVolume", "volumeUp"): ("音量调大", "Volume up"),
    ("audioVolume", "volumeDown"): ("音量调小", "Volume down"),
    ("audioMute", "mute"): ("静音", "Mute"),
    ("audioMute", "unmute"): ("取消静音", "Unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "Set the mute state"),
    ("mediaPlayback", "play"): ("播放", "Play"),
    ("mediaPlayback", "pause"): ("暂停播放", "Pause"),
    ("mediaPlayback", "stop"): ("停止播放", "Stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "Fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "Rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "Set the playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个节目", "Next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个节目", "Previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏的电台或歌单", "Play a saved preset"),
    ("keypadInput", "sendKey"): ("发送遥控器按键（方向、确认、数字键）", "Send a remote-control key"),
    ("audioNotification", "playTrack"): ("播放一段音频提示", "Play an audio track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复原音量", "Play a track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原来的播放", "Play a track and resume"),
    ("alarm", "both"): ("声光报警", "Siren and strobe"),
    ("alarm", "off"): ("关闭报警", "Alarm off"),
    ("alarm", "siren"): ("鸣笛报警", "Siren"),
    ("alarm", "strobe"): ("闪光报警", "Strobe"),
    ("chime", "chime"): ("响一声门铃", "Play the chime"),
    ("chime", "off"): ("停止门铃声", "Stop the chime"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "Start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "Pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "Return to the dock"),
    ("mode", "setMode"): ("设置模式", "Set the mode"),
    ("operationalState", "start"): ("启动运行", "Start"),
    ("operationalState", "stop"): ("停止运行", "Stop"),
    ("operationalState", "pause"): ("暂停运行", "Pause"),
    ("operationalState", "resume"): ("继续运行", "Resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "Set the rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "Set the spin speed"),
    ("energyMeter", "resetEnergyMeter"): ("用电量统计清零", "Reset the energy meter"),
}
# category-specific wording for switch on/off
SWITCH_DESC = {
    "SmartPlug": ("插座通电", "插座断电"),
    "Light": ("开灯", "关灯"),
    "Fan": ("打开风扇", "关闭风扇"),
    "Television": ("打开电视", "关闭电视"),
    "AirConditioner": ("打开空调", "关闭空调"),
}
VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"), "dry": ("除湿", "dry"),
    "fan": ("送风", "fan only"), "dryair": ("除湿", "dry air"), "fanonly": ("送风", "fan only"), "off": ("关闭", "off"),
    "eco": ("节能", "eco"), "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"),
    "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind-free"),
    "noWind": ("无风感", "no wind"), "asleep": ("睡眠", "sleep"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "fixed": ("固定", "fixed"), "horizontal": ("左右摆风", "horizontal swing"), "vertical": ("上下摆风", "vertical swing"),
    "all": ("全方位摆风", "swing all"), "swing": ("摇头", "swing"),
    "open": ("打开", "open"), "close": ("关闭", "close"), "pause": ("暂停", "pause"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "both": ("声光", "siren and strobe"), "none": ("不额外漂洗", "none"), "normal": ("标准漂洗", "normal"),
    "extra": ("加漂一次", "extra rinse"), "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    **{f"NUMBER{i}": (f"数字{i}", f"number {i}") for i in range(10)},
}
# values the devices report as supported (setThermostatMode / fanOscillationMode enums are long)
THERMO_MODES = {
    "ac": ["off", "auto", "cool", "heat", "dryair", "fanonly", "asleep"],  # Matter THERMOSTAT_MODE_MAP subset
    "water": ["off", "heat"],
    "bath": ["heat", "auto", "off"],
}
OSC_MODES = ["off", "horizontal", "vertical", "swing"]  # "off" + Matter ROCK_MODE_MAP
# setpoint ranges (°C) by device kind; profile config wins where it has one
SETPOINT = {
    "ac": (16, 30),
    "st-matter-thermostat-water-heater": (40, 100),  # 开水器 (boiler)
    "st-matter-thermostat-water-heater-power-energy-powerConsumption": (35, 75),
    "st-aqara-bath-heater-aqara-bath-heater": (18, 40),
}
FAN_SPEED_RANGE = {"st-zwave-fan-fan-3speed": (0, 3)}


def use_english(key: str, pct: int = 30) -> bool:
    return int(hashlib.md5(key.encode()).hexdigest(), 16) % 100 < pct


def config_of(profile: dict, cap: str) -> list:
    return profile["capability_config"].get(cap, [])


def cfg_range(profile: dict, cap: str, attr_key: str):
    for c in config_of(profile, cap):
        if c.get("key") == attr_key and "range" in c:
            return c["range"]
    return None


def cfg_enabled(profile: dict, cap: str, attr_key: str):
    for c in config_of(profile, cap):
        if c.get("key") == attr_key and "enabledValues" in c:
            return c["enabledValues"]
    return None


def kind_of(prof_id: str, category: str) -> str:
    if category == "AirConditioner":
        return "ac"
    if category == "WaterHeater":
        return "water"
    if "bath-heater" in prof_id:
        return "bath"
    return "other"


def value_list(prof_id: str, values: list) -> list:
    out = []
    for v in values:
        zh, en = VALUE_DESC.get(v, (v, v))
        out.append({"value": v, "description": en if use_english(prof_id + "/" + v, 25) else zh})
    return out


def spec_line(prof_id: str, profile: dict) -> dict:
    category = profile["categories"][0] if profile["categories"] else "Unknown"
    kind = kind_of(prof_id, category)
    lines = []
    for cap in profile["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cdef = CAPS[cap]
        enum_cmds = cfg_enabled(profile, cap, "{{enumCommands}}")
        state_vals = None
        state_map: dict = {}
        for attr in cdef.get("attributes", []):
            if attr.get("enum_commands"):
                state_vals = cfg_enabled(profile, cap, f"{attr['name']}.value")
                state_map = {e["command"]: e["value"] for e in attr["enum_commands"]}
        for cmd in cdef.get("commands", []):
            name = cmd["name"]
            if enum_cmds is not None and name not in enum_cmds and not (
                    cap == "mediaPlayback" and name == "setPlaybackStatus"):
                continue
            if state_vals is not None and name in state_map and state_map[name] not in state_vals:
                continue
            cid = f"main-{cap}-{name}"
            zh, en = DESC[(cap, name)]
            if cap == "switch" and category in SWITCH_DESC:
                zh = SWITCH_DESC[category][0 if name == "on" else 1]
            entry = {"id": cid, "description": en if use_english(prof_id + "/" + cid) else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                a = args[0]
                t = a["type"]
                entry["type"] = t
                rng = None
                unit = None
                vals = None
                if cap in ("switchLevel", "level"):
                    rng = cfg_range(profile, cap, "level.value") or [0, 100]
                    unit = "%"
                elif cap == "colorTemperature":
                    rng = cfg_range(profile, cap, "colorTemperature.value")
                    if rng is None:
                        m = re.search(r"(\d{4})[kK]-(\d{4,5})[kK]", profile["name"])
                        rng = [int(m.group(1)), int(m.group(2))] if m else [2200, 6500] if "hue" in prof_id else [2700, 6500]
                    unit = "K"
                elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                    rng, unit = [-100, 100], "%"
                elif cap == "colorControl" and name in ("setHue", "setSaturation"):
                    rng, unit = [0, 100], "%"
                elif cap in ("windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel", "fanSpeedPercent", "audioVolume"):
                    rng, unit = [0, 100], "%"
                elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                    attr = "coolingSetpoint.value" if "Cooling" in cap else "heatingSetpoint.value"
                    rng = cfg_range(profile, cap, attr) or list(SETPOINT.get(prof_id) or SETPOINT["ac"])
                    unit = "C"
                elif cap == "fanSpeed":
                    rng = cfg_range(profile, cap, "fanSpeed.value") or list(FAN_SPEED_RANGE.get(prof_id, (0, 4)))
                elif cap == "audioNotification":
                    rng = None
                if cap == "thermostatMode" and name == "setThermostatMode":
                    vals = THERMO_MODES.get(kind, THERMO_MODES["ac"])
                elif cap == "fanOscillationMode":
                    vals = OSC_MODES
                elif "enum" in a:
                    vals = list(a["enum"])
                    attr_name = {"fanMode": "fanMode", "airPurifierFanMode": "airPurifierFanMode",
                                 "mediaPlayback": "playbackStatus", "windMode": "windMode"}.get(cap)
                    if attr_name:
                        en_vals = cfg_enabled(profile, cap, f"{attr_name}.value")
                        if en_vals:
                            vals = [v for v in vals if v in en_vals]
                elif t == "string" and cdef.get("observed_values"):
                    obs = cdef["observed_values"]
                    pick = next((o for o in obs if "DeepSmart" in o["source"]), obs[0])
                    vals = list(pick["values"])
                if rng is not None:
                    entry["value_range"] = {"min": rng[0], "max": rng[1]}
                    if unit:
                        entry["value_range"]["unit"] = unit
                if vals:
                    entry["value_list"] = value_list(prof_id, vals)
            lines.append(entry)
    return {"profileId": prof_id, "capabilities": lines}


def build_spec() -> list:
    seen = {}
    for key, _, _, pname, driver in DEVICES:
        p_id = pid(pname, driver)
        if p_id in OMITTED_PROFILES or p_id in seen:
            continue
        seen[p_id] = spec_line(p_id, profile_of(key))
    return [seen[k] for k in sorted(seen)]


SPEC = {line["profileId"]: line for line in build_spec()}


def cmds_of(key: str) -> set:
    """Command ids (without the main- prefix) that the spec gives this device."""
    _, _, _, pname, driver = DEV[key]
    line = SPEC.get(pid(pname, driver))
    if line is None:
        return set()
    return {c["id"][len("main-"):] for c in line["capabilities"]}


# --------------------------------------------------------------------------- type families
def is_light(key: str) -> bool:
    cat = category_of(key)
    return cat == "Light" or (cat == "Switch" and "灯" in DEV[key][1])


FAMILY = {
    "light": is_light,
    "ac": lambda k: category_of(k) == "AirConditioner",
    "curtain": lambda k: category_of(k) == "Blind",
    "fan": lambda k: category_of(k) == "Fan",
    "plug": lambda k: category_of(k) == "SmartPlug",
    "tv": lambda k: category_of(k) == "Television",
    "speaker": lambda k: category_of(k) == "Speaker",
    "purifier": lambda k: category_of(k) == "AirPurifier",
    "lock": lambda k: category_of(k) == "SmartLock",
}


def rooms_of(key: str) -> set:
    room = DEV[key][2]
    out = set()
    if room not in (None, "deleted"):
        out.add(room)
    out.update(LABEL_ROOMS.get(key, []))
    return out


def floors_of(key: str) -> set:
    return {ROOM_FLOOR[r] for r in rooms_of(key)}


def family(fam: str, rooms=None, floors=None, ex_rooms=(), ex_devs=(), names=None, ex_floors=()) -> list:
    out = []
    for key, label, *_ in DEVICES:
        if fam != "any" and not FAMILY[fam](key):
            continue
        if names is not None and not any(re.fullmatch(n, label) for n in names):
            continue
        if rooms is not None and not (rooms_of(key) & set(rooms)):
            continue
        if floors is not None and not (floors_of(key) & set(floors)):
            continue
        if rooms_of(key) & set(ex_rooms) or key in ex_devs or floors_of(key) & set(ex_floors):
            continue
        out.append(key)
    return out


# --------------------------------------------------------------------------- intents
# An intent maps a device to the commands that do what the wording asks on THAT device.
FAN_CMDS = ["fanSpeed-setFanSpeed", "fanSpeedPercent-setPercent", "airConditionerFanMode-setFanMode",
            "fanMode-setFanMode", "airPurifierFanMode-setAirPurifierFanMode"]


def _has(key, *cands):
    have = cmds_of(key)
    return [c for c in cands if c in have]


def i_on(k):
    c = cmds_of(k)
    if "switch-on" in c:
        return ["switch-on"]
    if "valve-open" in c:
        return ["valve-open"]
    if "robotCleanerOperatingState-start" in c:
        return ["robotCleanerOperatingState-start"]
    if "thermostatMode-heat" in c:  # water heater without a switch
        return _has(k, "thermostatMode-heat", "thermostatMode-setThermostatMode")
    if "mediaPlayback-play" in c:
        return ["mediaPlayback-play"]
    return _has(k, *FAN_CMDS)


def i_off(k):
    c = cmds_of(k)
    if "switch-off" in c:
        return ["switch-off"] + _has(k, "thermostatMode-off")
    if "valve-close" in c:
        return ["valve-close"]
    if "thermostatMode-off" in c:
        return _has(k, "thermostatMode-off", "thermostatMode-setThermostatMode")
    if "mediaPlayback-pause" in c:
        return _has(k, "mediaPlayback-pause", "mediaPlayback-stop")
    return _has(k, *FAN_CMDS)


INTENTS = {
    "on": i_on,
    "off": i_off,
    "level": lambda k: _has(k, "switchLevel-setLevel"),
    "brighter": lambda k: _has(k, "switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"),
    "dimmer": lambda k: _has(k, "switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"),
    "color": lambda k: _has(k, "colorControl-setColor", "colorControl-setHue"),
    "ct_word": lambda k: _has(k, "colorTemperature-setColorTemperature",
                              "statelessColorTemperatureStep-stepColorTemperatureByPercent"),
    "ct_k": lambda k: _has(k, "colorTemperature-setColorTemperature"),
    "cool": lambda k: _has(k, "thermostatMode-cool", "thermostatMode-setThermostatMode",
                           "airConditionerMode-setAirConditionerMode"),
    "heat": lambda k: _has(k, "thermostatMode-heat", "thermostatMode-setThermostatMode",
                           "airConditionerMode-setAirConditionerMode"),
    "ac_mode": lambda k: _has(k, "thermostatMode-auto", "thermostatMode-setThermostatMode",
                              "airConditionerMode-setAirConditionerMode"),
    "dry": lambda k: _has(k, "thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode"),
    "acfan": lambda k: _has(k, "airConditionerFanMode-setFanMode", "fanSpeedPercent-setPercent"),
    # a target temperature said in a cooling context: the cooling setpoint, or the only setpoint
    "temp_cool": lambda k: _has(k, "thermostatCoolingSetpoint-setCoolingSetpoint")
    or _has(k, "thermostatHeatingSetpoint-setHeatingSetpoint"),
    "temp_heat": lambda k: _has(k, "thermostatHeatingSetpoint-setHeatingSetpoint"),
    # a temperature with no mode said: either setpoint
    "temp": lambda k: _has(k, "thermostatCoolingSetpoint-setCoolingSetpoint",
                           "thermostatHeatingSetpoint-setHeatingSetpoint"),
    "wh_temp": lambda k: _has(k, "thermostatHeatingSetpoint-setHeatingSetpoint"),
    "wh_hotter": lambda k: _has(k, "thermostatHeatingSetpoint-setHeatingSetpoint", "thermostatMode-heat",
                                "thermostatMode-setThermostatMode"),
    "wh_mode": lambda k: _has(k, "mode-setMode"),
    "open": lambda k: _has(k, "windowShade-open", "doorControl-open"),
    "close": lambda k: _has(k, "windowShade-close", "doorControl-close"),
    "pause_shade": lambda k: _has(k, "windowShade-pause"),
    "shade_level": lambda k: _has(k, "windowShadeLevel-setShadeLevel", "level-setLevel"),
    "shade_rel": lambda k: _has(k, "windowShadeLevel-setShadeLevel", "statelessWindowShadeLevelStep-stepShadeLevel"),
    "tilt": lambda k: _has(k, "windowShadeTiltLevel-setShadeTiltLevel"),
    "vol_set": lambda k: _has(k, "audioVolume-setVolume"),
    "vol_up": lambda k: _has(k, "audioVolume-volumeUp", "audioVolume-setVolume"),
    "vol_down": lambda k: _has(k, "audioVolume-volumeDown", "audioVolume-setVolume"),
    "vol_max": lambda k: _has(k, "audioVolume-setVolume", "audioVolume-volumeUp"),
    "mute": lambda k: _has(k, "audioMute-mute", "audioMute-setMute"),
    "play": lambda k: _has(k, "mediaPlayback-play", "mediaPlayback-setPlaybackStatus"),
    "pause": lambda k: _has(k, "mediaPlayback-pause", "mediaPlayback-stop", "mediaPlayback-setPlaybackStatus"),
    "next": lambda k: _has(k, "mediaTrackControl-nextTrack"),
    "preset": lambda k: _has(k, "mediaPresets-playPreset"),
    "channel_num": lambda k: _has(k, "keypadInput-sendKey"),
    "channel_next": lambda k: _has(k, "mediaTrackControl-nextTrack", "keypadInput-sendKey"),
    # fan speed in steps/levels/档: whatever speed command the device has
    "fanspeed": lambda k: _has(k, *FAN_CMDS),
    "swing": lambda k: _has(k, "fanOscillationMode-setFanOscillationMode"),
    "wind": lambda k: _has(k, "windMode-setWindMode"),
    "purifier_mode": lambda k: _has(k, "airPurifierFanMode-setAirPurifierFanMode"),
    "lock": lambda k: _has(k, "lock-lock"),
    "unlock": lambda k: _has(k, "lock-unlock", "lock-unlatch"),
    "valve_open": lambda k: _has(k, "valve-open", "level-setLevel"),
    "valve_close": lambda k: _has(k, "valve-close"),
    "valve_level": lambda k: _has(k, "level-setLevel"),
    "clean_start": lambda k: _has(k, "robotCleanerOperatingState-start"),
    "clean_pause": lambda k: _has(k, "robotCleanerOperatingState-pause"),
    "dock": lambda k: _has(k, "robotCleanerOperatingState-goHome"),
    "run_start": lambda k: _has(k, "operationalState-start"),
    "run_pause": lambda k: _has(k, "operationalState-pause"),
    "rinse": lambda k: _has(k, "laundryWasherRinseMode-setRinseMode"),
    "setmode": lambda k: _has(k, "mode-setMode"),
    "chime": lambda k: _has(k, "chime-chime"),
    # stated needs
    "cool_down": lambda k: (["switch-on"] if "switch-on" in cmds_of(k) else [])
    + _has(k, "thermostatMode-cool", "thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode",
           "thermostatCoolingSetpoint-setCoolingSetpoint")
    + (_has(k, "thermostatHeatingSetpoint-setHeatingSetpoint") if "airConditionerMode-setAirConditionerMode" in cmds_of(k) else [])
    + (_has(k, *FAN_CMDS) if category_of(k) in ("Fan",) else []),
    "warm_up": lambda k: _has(k, "switch-on", "thermostatMode-heat", "thermostatMode-setThermostatMode",
                              "airConditionerMode-setAirConditionerMode", "thermostatHeatingSetpoint-setHeatingSetpoint"),
    "brighten_need": lambda k: _has(k, "switch-on", "switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"),
    "darken_need": lambda k: _has(k, "switch-off", "switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"),
    "air_need": lambda k: (_has(k, "switch-on", "thermostatMode-cool", "thermostatMode-setThermostatMode",
                                "airConditionerFanMode-setFanMode", "fanSpeedPercent-setPercent")
                           if category_of(k) == "AirConditioner" else i_on(k) + _has(k, *FAN_CMDS)),
}


def caps_for(devs: list, spec) -> list:
    """spec: '@intent', '*', or an explicit list of command ids without 'main-'."""
    if spec == "*":
        return ["*"]
    if isinstance(spec, str) and spec.startswith("@"):
        fn = INTENTS[spec[1:]]
        out = []
        for d in devs:
            got = fn(d)
            if not got:
                raise SystemExit(f"intent {spec} gives nothing for {d} ({DEV[d][1]})")
            for c in got:
                if c not in out:
                    out.append(c)
        return ["main-" + c for c in out]
    return ["main-" + c for c in spec]


# --------------------------------------------------------------------------- cases
CASES: list = []
SCOPES: dict = {}  # case id -> list of scope dicts (one per mode-all entry, None otherwise)
_counters: dict = {}

LIGHTS_F1 = dict(fam="light", floors=[1])


def _next_id(group: str) -> str:
    _counters[group] = _counters.get(group, 0) + 1
    return f"hz-{group}-{_counters[group]:03d}"


def E(devs, caps, mode="one"):
    """An expect entry.  devs: list of keys, or a scope dict for mode all."""
    return ("entry", devs, caps, mode)


def ALL(scope_or_devs, caps):
    return ("entry", scope_or_devs, caps, "all")


def add(group, query, entries, tags, history=None):
    cid = _next_id(group)
    expect, scopes = [], []
    for _, devs, caps, mode in entries:
        scope = None
        if mode == "none":
            expect.append({"devices": [], "capabilities": [], "mode": "none"})
            scopes.append(None)
            continue
        if mode == "all" and isinstance(caps, str):
            caps = {"@on": ["switch-on"], "@off": ["switch-off"]}[caps]
        if isinstance(devs, dict):
            scope = devs
            need = [c for c in caps]
            devs = [k for k in family(**devs) if mode != "all" or all(c in cmds_of(k) for c in need)]
        elif mode == "all":
            scope = {"devs": list(devs)}
        if mode == "clarify" and isinstance(caps, str) and caps.startswith("@"):
            # the candidates listed with a question are those that can do what was asked
            devs = [d for d in devs if INTENTS[caps[1:]](d)]
        expect.append({"devices": [uid("device", d) for d in devs],
                       "capabilities": caps_for(devs, caps), "mode": mode})
        scopes.append(scope)
    case = {"id": cid, "home": "home.json", "query": query, "expect": expect, "tags": tags}
    if history:
        case = {"id": cid, "home": "home.json", "history": history, "query": query, "expect": expect, "tags": tags}
    CASES.append(case)
    SCOPES[cid] = scopes


def one(group, query, devs, caps, tags, history=None):
    add(group, query, [E(devs, caps)], tags, history)


def ask(group, query, devs, caps, tags, history=None):
    add(group, query, [E(devs, caps, "clarify")], tags + ["clarify"], history)


def bulk(group, query, scope, caps, tags, history=None):
    add(group, query, [ALL(scope, caps)], tags, history)


def none(group, query, tags, history=None):
    add(group, query, [("entry", [], [], "none")], tags + ["none"], history)


def define_cases():
    H = "hall"
    zg = [f"zg{i}" for i in range(1, 9)]
    dl = [f"dl{i}" for i in range(1, 7)]
    st = ["st1", "st2", "st3"]
    ceilings = ["s_light", "b2_ceil", "m_ceil", "kd_ceil", "sd_ceil"]
    acs = family("ac")
    lr_lights = family("light", rooms=["lr2"])

    # ------------------------------------------------------------------ name
    g = "name"
    one(g, "招牌灯开开", ["sign"], "@on", ["name", "dialect", "category-by-name", "shop"])
    one(g, "门头灯关脱", ["mentou"], "@off", ["name", "dialect", "category-by-name", "shop"])
    one(g, "Shop Sign关掉", ["neon"], "@off", ["name", "english-label", "shop"])
    one(g, "把shop sign打开", ["neon"], "@on", ["name", "english-label", "case-insensitive"])
    one(g, "Tea Room Fan开一下", ["gs_fan"], "@on", ["name", "english-label", "fan"])
    one(g, "counter pendant调暗一点", ["pendant"], "@dimmer", ["name", "english-label", "relative", "level"])
    one(g, "Soundbar声音开大点", ["lr_sb"], "@vol_up", ["name", "english-label", "media", "volume", "relative"])
    one(g, "TR2-灯打开", ["gs_light"], "@on", ["name", "code-label"])
    one(g, "展柜灯5开一下", ["zg5"], "@on", ["name", "asr-label", "numbered"])
    one(g, "展贵灯5关掉", ["zg5"], "@off", ["name", "asr-label", "numbered"])
    one(g, "开水器打开", ["boiler"], "@on", ["name", "no-switch", "water-heater", "shop"])
    one(g, "收银台插座断一下电", ["cash_plug"], "@off", ["name", "plug", "colloquial"])
    one(g, "后厨灯开开", ["k_light"], "@on", ["name", "dialect", "category-by-name"])
    one(g, "油烟机开起来", ["k_hood"], "@on", ["name", "no-switch", "appliance"])
    one(g, "油烟机关脱伊", ["k_hood"], "@off", ["name", "no-switch", "appliance", "dialect"])
    one(g, "元宝喂食器喂一顿", ["feeder"], "*", ["name", "no-spec", "nickname"])
    one(g, "冰柜调到冷冻模式", ["k_freezer"], "*", ["name", "no-spec", "appliance"])
    one(g, "露台摄像头打开", ["r_cam"], "*", ["name", "no-spec"])
    one(g, "进水阀关掉", ["k_valve"], "@valve_close", ["name", "valve"])
    one(g, "浇花阀开一下", ["r_water"], "@valve_open", ["name", "valve"])
    one(g, "门铃响一下", ["doorbell"], "@chime", ["name", "stale-room", "security"])
    one(g, "移动插座关掉", ["mobile_plug"], "@off", ["name", "no-room", "plug"])
    one(g, "背景音乐放起来", ["bgm"], "@play", ["name", "media", "no-switch", "shop"])
    one(g, "背景音乐停一停", ["bgm"], "@pause", ["name", "media", "colloquial"])
    one(g, "天猫精灵静音", ["m_speaker"], "@mute", ["name", "brand-label", "media"])
    one(g, "Mi Air Purifier开一下", ["kd_pur"], "@on", ["name", "english-label", "no-switch", "air"])
    one(g, "小米净化器调到睡眠模式", ["kd_pur"], "@purifier_mode", ["name", "english-label", "translated-name", "air", "mode"])
    one(g, "扫地机器人开始扫地", ["lr_robot"], "@clean_start", ["name", "appliance"])
    one(g, "扫地机回去充电", ["lr_robot"], "@dock", ["partial-name", "appliance"])
    one(g, "洗衣机开始洗", ["b2_washer"], "@run_start", ["name", "appliance"])
    one(g, "浴霸开开", ["b3_heater"], "@on", ["name", "dialect"])
    one(g, "热水器温度调到45度", ["b3_wh"], "@wh_temp", ["name", "water-heater", "temperature"])
    one(g, "开水器烧到95度", ["boiler"], "@wh_temp", ["name", "water-heater", "temperature", "shop"])
    one(g, "客厅落地扇开一下", ["sd_fan"], "@on", ["name", "name-other-room", "no-switch", "fan"])
    one(g, "香薰机开一下", ["ty_aroma"], "@on", ["name", "plug"])
    one(g, "除湿机开开", ["s_dehum"], "@on", ["name", "plug", "dialect"])
    one(g, "消毒柜关掉", ["k_steril"], "@off", ["name", "plug"])
    one(g, "饮水机开一下", ["d_water"], "@on", ["name", "plug"])
    one(g, "电脑插座断电", ["sd_pc"], "@off", ["name", "plug"])
    one(g, "投光灯打开", ["r_flood"], "@on", ["name"])
    one(g, "露台灯串开开", ["r_string"], "@on", ["name", "category-by-name", "dialect"])
    one(g, "遮阳篷停一下", ["r_awning"], "@pause_shade", ["name", "cover"])
    one(g, "卷帘门拉上去", ["shutter"], "@open", ["name", "door", "shop"])
    one(g, "卷帘门放下来", ["shutter"], "@close", ["name", "door", "shop"])
    one(g, "店门锁一下", ["lock_shop"], "@lock", ["name", "security", "shop"])
    one(g, "入户门锁打开", ["lr_lock"], "@unlock", ["name", "security"])
    one(g, "三楼小夜灯开开", ["kd_night"], "@on", ["name", "dialect"])
    one(g, "小夜灯调成粉红色", ["kd_night"], "@color", ["partial-name", "color"])
    one(g, "台灯调到30%", ["sd_lamp"], "@level", ["name", "level", "unique-type"])
    one(g, "氛围灯带换成绿色", ["ty_strip"], "@color", ["name", "color"])
    one(g, "电视墙灯带调成蓝色", ["lr_strip"], "@color", ["name", "color"])
    one(g, "餐厅吊灯开开", ["d_light"], "@on", ["name", "dialect"])
    one(g, "听雨吊灯调暗点", ["ty_light"], "@dimmer", ["name", "relative", "level"])
    one(g, "客厅主灯亮度调到百分之八十", ["lr_main"], "@level", ["name", "level", "numeral-zh"])
    one(g, "冰箱调到速冻模式", ["d_fridge"], "@setmode", ["name", "appliance", "mode"])
    one(g, "大堂电视关掉", ["tv_hall"], "@off", ["name", "media"])
    one(g, "客厅电视开开", ["lr_tv"], "@on", ["name", "media", "dialect"])
    one(g, "茶台射灯-02关掉", ["st2"], "@off", ["name", "numbered", "padded"])
    one(g, "打开露台（Roof）的投光灯", ["r_flood"], "@on", ["name", "room", "fullwidth"])

    # ------------------------------------------------------------------ room + name / alias
    g = "room"
    one(g, "听雨的窗帘拉开", ["ty_curtain"], "@open", ["room", "cover"])
    one(g, "观山的竹帘放下来", ["gs_blind"], "@close", ["room", "cover", "code-room"])
    one(g, "1号包厢空调开起来", ["ty_ac"], "@on", ["name", "alias", "climate"])
    one(g, "听雨那间空调开起来", ["ty_ac"], "@on", ["room", "type", "shop", "climate"])
    one(g, "2号包厢空调关掉", ["gs_ac"], "@off", ["name", "alias", "climate"])
    one(g, "观山那间的风扇开到三档", ["gs_fan"], "@fanspeed", ["room", "type", "fan", "code-room"])
    one(g, "吧台那个吊灯开一下", ["pendant"], "@on", ["english-label", "translated-name", "alias"])
    one(g, "收银台的灯开一下", ["pendant"], "@on", ["unknown-room-word", "alias", "type"])
    one(g, "主卧窗帘关一半", ["m_curtain"], "@shade_level", ["room", "cover", "level"])
    one(g, "书房百叶窗角度调一半", ["sd_blind"], "@tilt", ["name", "cover", "level"])
    one(g, "客厅纱帘拉上", ["lr_sheer"], "@close", ["name", "cover"])
    one(g, "纱帘打开", ["lr_sheer"], "@open", ["partial-name", "cover"])
    one(g, "竹帘拉起来", ["gs_blind"], "@open", ["partial-name", "cover"])
    one(g, "儿童房的吸顶灯关掉", ["kd_ceil"], "@off", ["room", "duplicate-label"])
    one(g, "仓库吸顶灯开一下", ["s_light"], "@on", ["room", "duplicate-label"])
    one(g, "二楼卫生间镜前灯开一下", ["b2_mirror"], "@on", ["room", "duplicate-label", "floor-alias"])
    one(g, "三楼厕所的排风扇开开", ["b3_fan"], "@on", ["room", "duplicate-label", "room-alias", "dialect"])
    one(g, "2楼洗手间吸顶灯关了", ["b2_ceil"], "@off", ["room", "duplicate-label", "room-alias"])
    one(g, "主卧的吸顶灯调成暖光", ["m_ceil"], "@ct_word", ["room", "duplicate-label", "color-temperature"])
    one(g, "书房吸顶灯亮一点", ["sd_ceil"], "@brighter", ["room", "duplicate-label", "relative", "level"])
    one(g, "客厅那个落地灯换个颜色，紫色", ["lr_floor"], "@color", ["room", "duplicate-label", "color"])
    one(g, "观山的落地灯关掉", ["gs_floor"], "@off", ["room", "duplicate-label", "code-room"])
    one(g, "后厨的灭蚊灯开开", ["k_mos"], "@on", ["room", "duplicate-label", "plug"])
    one(g, "大堂灭蚊灯关掉", ["mos_hall"], "@off", ["room", "duplicate-label", "plug"])
    one(g, "店面空调调到26度", ["ac_hall"], "@temp", ["room", "alias", "climate", "temperature"])
    one(g, "大堂的净化器开到最大", ["pur_hall"], "@fanspeed", ["room", "type", "air"])
    one(g, "床头灯左边那个关掉", ["m_bedL"], "@off", ["name", "word-order"])
    one(g, "右边床头灯调暗一点", ["m_bedR"], "@dimmer", ["name", "word-order", "relative"])
    one(g, "床头灯开一下", ["m_bedL", "m_bedR"], "@on", ["partial-name", "ambiguous-soft"])
    one(g, "主卧那个音箱音量调到30", ["m_speaker"], "@vol_set", ["room", "type", "volume", "media"])
    one(g, "听雨的灯关掉", ["ty_light", "ty_strip"], "@off", ["room", "type", "room-multi"])
    one(g, "书房的空调开起来", ["sd_ac"], "@on", ["room", "type", "climate"])
    one(g, "儿童房空调制热", ["kd_ac"], "@heat", ["room", "type", "climate", "mode"])
    one(g, "主卧空调关掉", ["m_ac"], "@off", ["room", "type", "climate"])
    one(g, "客厅空调开一下", ["lr_ac"], "@on", ["room", "type", "climate"])
    one(g, "客厅的电视关掉", ["lr_tv"], "@off", ["room", "type", "media"])
    one(g, "儿童房窗帘拉开", ["kd_curtain"], "@open", ["room", "type", "cover"])
    one(g, "书房的风扇开开", ["sd_fan"], "@on", ["room", "type", "fan", "name-other-room", "no-switch"])
    one(g, "客厅的风扇关掉", ["sd_fan"], "@off", ["room", "type", "fan", "name-other-room", "no-switch"])
    one(g, "后厨的灯关掉", ["k_light"], "@off", ["room", "type", "category-by-name"])
    one(g, "仓库的灯开开", ["s_light"], "@on", ["room", "type", "dialect"])
    one(g, "露台的灯开一下", ["r_string", "r_flood"], "@on", ["room", "type", "room-multi"])
    one(g, "餐厅的灯调暗一点", ["d_light"], "@dimmer", ["room", "type", "relative"])
    one(g, "大堂的空调开起来", ["ac_hall"], "@on", ["room", "type", "climate"])
    one(g, "店面的电视打开", ["tv_hall"], "@on", ["room", "alias", "type", "media"])
    one(g, "柜台那边的插座关掉", ["cash_plug"], "@off", ["room", "type", "plug"])
    one(g, "卫生间的热水器开开", ["b3_wh"], "@on", ["room", "type", "no-switch", "water-heater"])
    one(g, "3楼卫生间的浴霸打开", ["b3_heater"], "@on", ["room", "name"])
    one(g, "二楼卫生间排风扇关脱", ["b2_fan"], "@off", ["room", "duplicate-label", "floor-alias", "dialect"])
    one(g, "书房的插座关掉", ["sd_pc"], "@off", ["room", "type", "plug"])
    one(g, "儿童房的净化器开一下", ["kd_pur"], "@on", ["room", "type", "air", "no-switch"])
    one(g, "厨房的排风扇开一下", ["k_vent"], "@on", ["room-alias", "duplicate-label"])
    one(g, "伢儿房间的灯关掉", ["kd_ceil", "kd_night"], "@off", ["room-alias", "dialect", "room-multi"])
    one(g, "小鬼头房间空调开开", ["kd_ac"], "@on", ["room-alias", "dialect", "climate"])
    one(g, "店门口那只灯开开", ["mentou", "sign"], "@on", ["alias", "dialect", "ambiguous-soft", "shop"])
    one(g, "把TR2的空调开到26度", ["gs_ac"], "@temp", ["code-room", "climate", "temperature"])
    one(g, "包厢里的风扇开开", ["gs_fan"], "@on", ["zone", "type", "fan", "dialect"])
    one(g, "tea room fan关掉", ["gs_fan"], "@off", ["english-label", "case-insensitive", "fan"])
    one(g, "tr2的灯关了", ["gs_light", "gs_floor"], "@off", ["code-room", "case-insensitive", "room-multi"])
    one(g, "客厅灯交关亮，暗一点", lr_lights, "@dimmer", ["room", "dialect", "relative", "room-multi"])

    # ------------------------------------------------------------------ ASR (misheard in the query)
    g = "asr"
    one(g, "听语窗帘拉开", ["ty_curtain"], "@open", ["asr-homophone", "cover"])
    one(g, "关山那间空调关掉", ["gs_ac"], "@off", ["asr-homophone", "climate"])
    one(g, "后橱灯关掉", ["k_light"], "@off", ["asr-homophone"])
    one(g, "电视墙灯代调成红色", ["lr_strip"], "@color", ["asr-homophone", "color"])
    one(g, "浴八开一下", ["b3_heater"], "@on", ["asr-homophone"])
    one(g, "天猫惊灵音量调小", ["m_speaker"], "@vol_down", ["asr-homophone", "volume"])
    one(g, "展贵灯六打开", ["zg6"], "@on", ["asr-homophone", "numbered", "numeral-zh"])
    one(g, "投光登关掉", ["r_flood"], "@off", ["asr-homophone"])

    # ------------------------------------------------------------------ numbered members
    g = "num"
    one(g, "筒灯3打开", ["dl3"], "@on", ["numbered"])
    one(g, "3号筒灯关掉", ["dl3"], "@off", ["numbered", "word-order"])
    one(g, "筒灯三开开", ["dl3"], "@on", ["numbered", "numeral-zh", "dialect"])
    one(g, "第三个筒灯关脱", ["dl3"], "@off", ["numbered", "ordinal", "dialect"])
    one(g, "把六号筒灯打开", ["dl6"], "@on", ["numbered", "numeral-zh", "word-order"])
    one(g, "展柜灯第八个关掉", ["zg8"], "@off", ["numbered", "ordinal"])
    one(g, "展柜灯三调到50%", ["zg3"], "@level", ["numbered", "numeral-zh", "level"])
    one(g, "射灯二号调亮点", ["st2"], "@brighter", ["numbered", "padded", "partial-name", "relative"])
    one(g, "茶台射灯1开一下", ["st1"], "@on", ["numbered", "padded"])
    one(g, "射灯-03关掉", ["st3"], "@off", ["numbered", "padded", "partial-name"])
    one(g, "五号展柜灯调亮一点", ["zg5"], "@brighter", ["numbered", "asr-label", "relative"])
    one(g, "茶台射灯-01色温调到3000K", ["st1"], "@ct_k", ["numbered", "padded", "color-temperature"])
    one(g, "展柜灯7色温调到2700", ["zg7"], "@ct_k", ["numbered", "color-temperature"])
    one(g, "筒灯开一下", dl, "@on", ["partial-name", "ambiguous-soft"])
    ask(g, "筒灯7打开", dl, "@on", ["numbered", "missing-member"])
    ask(g, "展柜灯九关掉", zg, "@off", ["numbered", "missing-member", "numeral-zh"])
    ask(g, "茶台射灯4号开一下", st, "@on", ["numbered", "missing-member", "padded"])
    ask(g, "第十个筒灯关掉", dl, "@off", ["numbered", "missing-member", "ordinal"])

    # ------------------------------------------------------------------ values
    g = "value"
    one(g, "主卧空调开制冷", ["m_ac"], "@cool", ["climate", "mode"])
    one(g, "听雨空调调到除湿", ["ty_ac"], "@dry", ["climate", "mode", "ac-v1"])
    one(g, "客厅空调风速调到最大", ["lr_ac"], "@acfan", ["climate", "fan-speed"])
    one(g, "书房空调高一度", ["sd_ac"], "@temp", ["climate", "temperature", "relative"])
    one(g, "店面空调温度打低两度", ["ac_hall"], "@temp", ["climate", "temperature", "relative", "alias"])
    one(g, "儿童房空调调到二十六度", ["kd_ac"], "@temp_heat", ["climate", "temperature", "numeral-zh", "ac-v1"])
    one(g, "2号包厢空调开暖风", ["gs_ac"], "@heat", ["climate", "mode", "alias"])
    one(g, "主卧空调调成自动模式", ["m_ac"], "@ac_mode", ["climate", "mode"])
    one(g, "主卧空调风小一点", ["m_ac"], "@acfan", ["climate", "fan-speed", "relative"])
    one(g, "主卧空调开睡眠风", ["m_ac"], "@wind", ["climate", "mode"])
    one(g, "1号包厢空调风速调低", ["ty_ac"], "@acfan", ["climate", "fan-speed", "ac-v1"])
    one(g, "Tea Room Fan调到二档", ["gs_fan"], "@fanspeed", ["fan", "fan-speed", "english-label", "numeral-zh"])
    one(g, "客厅落地扇开摇头", ["sd_fan"], "@swing", ["fan", "name-other-room"])
    one(g, "落地扇调成自然风", ["sd_fan"], "@wind", ["fan", "partial-name", "mode"])
    one(g, "落地扇风大一点", ["sd_fan"], "@fanspeed", ["fan", "partial-name", "relative"])
    one(g, "后厨排风扇开到高档", ["k_vent"], "@fanspeed", ["fan", "room", "duplicate-label"])
    one(g, "油烟机开大档", ["k_hood"], "@fanspeed", ["appliance", "fan-speed"])
    one(g, "客厅窗帘开一半", ["lr_curtain"], "@shade_level", ["cover", "level"])
    one(g, "主卧窗帘拉开一点", ["m_curtain"], "@shade_rel", ["cover", "relative"])
    one(g, "儿童房窗帘开到百分之三十", ["kd_curtain"], "@shade_level", ["cover", "level", "numeral-zh"])
    one(g, "客厅窗帘停一下", ["lr_curtain"], "@pause_shade", ["cover"])
    one(g, "书房百叶窗打开", ["sd_blind"], "@open", ["cover", "name"])
    one(g, "听雨窗帘关上一半", ["ty_curtain"], "@shade_level", ["cover", "level"])
    one(g, "卷帘门升到一半", ["shutter"], "@shade_level", ["door", "level", "shop"])
    one(g, "背景音乐小声点", ["bgm"], "@vol_down", ["media", "volume", "relative"])
    one(g, "背景音乐音量调到25", ["bgm"], "@vol_set", ["media", "volume"])
    one(g, "背景音乐换下一首", ["bgm"], "@next", ["media"])
    one(g, "音乐声音交关响，轻一点", ["bgm"], "@vol_down", ["media", "volume", "partial-name", "dialect"])
    one(g, "背景音乐放收藏的那个歌单", ["bgm"], "@preset", ["media"])
    one(g, "客厅电视换到5台", ["lr_tv"], "@channel_num", ["media", "channel"])
    one(g, "客厅电视下一个台", ["lr_tv"], "@channel_next", ["media", "channel"])
    one(g, "客厅电视声音小一点", ["lr_sb"], "@vol_down", ["media", "volume", "tv-volume-via-soundbar"])
    one(g, "天猫精灵音量调到最大", ["m_speaker"], "@vol_max", ["media", "volume", "brand-label"])
    one(g, "Soundbar静音", ["lr_sb"], "@mute", ["media", "english-label"])
    one(g, "大堂电视暂停一下", ["tv_hall"], "@pause", ["media"])
    one(g, "听雨吊灯调到40%", ["ty_light"], "@level", ["level"])
    one(g, "氛围灯带亮度调到百分之二十", ["ty_strip"], "@level", ["level", "numeral-zh"])
    one(g, "客厅主灯调成冷白光", ["lr_main"], "@ct_word", ["color-temperature"])
    one(g, "台灯调成4000K", ["sd_lamp"], "@ct_k", ["color-temperature", "unique-type"])
    one(g, "床头灯-左调成红色", ["m_bedL"], "@color", ["color", "name"])
    one(g, "餐厅吊灯调成暖一点的光", ["d_light"], "@ct_word", ["color-temperature", "relative"])
    one(g, "Counter Pendant调到最亮", ["pendant"], "@level", ["level", "english-label"])
    one(g, "投光灯亮度调到一半", ["r_flood"], "@level", ["level"])
    one(g, "热水器水温高一点", ["b3_wh"], "@wh_temp", ["water-heater", "temperature", "relative"])
    one(g, "开水器关掉", ["boiler"], "@off", ["water-heater", "no-switch", "shop"])
    one(g, "热水器开节能模式", ["b3_wh"], "@wh_mode", ["water-heater", "mode"])
    one(g, "入户门锁好", ["lr_lock"], "@lock", ["security"])
    one(g, "浇花阀开一半", ["r_water"], "@valve_level", ["valve", "level"])
    one(g, "扫地机暂停", ["lr_robot"], "@clean_pause", ["appliance", "partial-name"])
    one(g, "洗衣机暂停一下", ["b2_washer"], "@run_pause", ["appliance"])
    one(g, "洗衣机多漂洗一次", ["b2_washer"], "@rinse", ["appliance", "mode"])
    one(g, "浴霸温度调到30度", ["b3_heater"], "@wh_temp", ["temperature"])

    # ------------------------------------------------------------------ bulk
    g = "bulk"
    bulk(g, "打烊了，店里的灯全关掉", LIGHTS_F1, "@off", ["bulk-all", "floor", "zone", "shop", "category-by-name"])
    bulk(g, "打烊了，店里的灯全部关脱，楼上的别动", LIGHTS_F1, "@off", ["bulk-all", "zone", "shop", "dialect"])
    bulk(g, "楼下的灯全打开", LIGHTS_F1, "@on", ["bulk-all", "zone"])
    bulk(g, "大堂的灯全部打开", dict(fam="light", rooms=[H]), "@on", ["bulk-all", "room", "category-by-name"])
    bulk(g, "大堂的灯都调到百分之六十", dict(fam="light", rooms=[H], ), ["switchLevel-setLevel"],
         ["bulk-all", "room", "capability-subset", "level", "numeral-zh"])
    bulk(g, "展柜灯全部打开", dict(fam="light", names=[r"展(柜|贵)灯\d"]), "@on", ["bulk-all", "name-series", "asr-label"])
    bulk(g, "茶台射灯都调到80%", dict(fam="light", names=[r"茶台射灯-\d+"]), ["switchLevel-setLevel"],
         ["bulk-all", "name-series", "level", "padded"])
    bulk(g, "所有展柜灯调成暖光", dict(fam="light", names=[r"展(柜|贵)灯\d"]),
         ["colorTemperature-setColorTemperature", "statelessColorTemperatureStep-stepColorTemperatureByPercent"],
         ["bulk-all", "name-series", "capability-subset", "color-temperature"])
    bulk(g, "全屋能调颜色的灯都调成蓝色", dict(fam="light"), ["colorControl-setColor", "colorControl-setHue"],
         ["bulk-all", "capability-subset", "color", "house"])
    bulk(g, "所有的灯都关掉", dict(fam="light"), ["switch-off"], ["bulk-all", "house", "category-by-name"])
    bulk(g, "全部的灯关掉，露台的留着", dict(fam="light", ex_rooms=["roof"]), ["switch-off"],
         ["bulk-except", "house", "room"])
    bulk(g, "楼上的空调全部关掉", dict(fam="ac", floors=[2, 3]), ["switch-off"], ["bulk-all", "zone", "climate"])
    bulk(g, "包厢的空调都关了", dict(fam="ac", rooms=["tingyu", "guanshan"]), ["switch-off"],
         ["bulk-all", "zone", "climate", "shop"])
    bulk(g, "听雨跟观山的灯都打开", dict(fam="light", rooms=["tingyu", "guanshan"]), ["switch-on"],
         ["bulk-all", "two-rooms"])
    bulk(g, "二楼的灯全关掉", dict(fam="light", floors=[2]), ["switch-off"], ["bulk-all", "floor", "floor-alias"])
    bulk(g, "三楼的灯全部关脱", dict(fam="light", floors=[3]), ["switch-off"], ["bulk-all", "floor", "dialect", "floor-from-label"])
    bulk(g, "除了主卧，三楼的灯都关掉", dict(fam="light", floors=[3], ex_rooms=["master"]), ["switch-off"],
         ["bulk-except", "floor", "floor-from-label"])
    bulk(g, "全屋的窗帘都关上", dict(fam="curtain"), ["windowShade-close"], ["bulk-all", "house", "cover"])
    bulk(g, "楼上窗帘全部拉开", dict(fam="curtain", floors=[2, 3]), ["windowShade-open"], ["bulk-all", "zone", "cover"])
    bulk(g, "所有空调都关掉", dict(fam="ac"), ["switch-off"], ["bulk-all", "house", "climate"])
    bulk(g, "除了儿童房，家里的空调都关掉", dict(fam="ac", floors=[2, 3], ex_rooms=["kids"]), ["switch-off"],
         ["bulk-except", "zone", "climate"])
    bulk(g, "店里的空调全开", dict(fam="ac", floors=[1]), ["switch-on"], ["bulk-all", "zone", "climate", "shop"])
    bulk(g, "楼上的灯全部关掉，露台也关", dict(fam="light", floors=[2, 3, 4]), ["switch-off"], ["bulk-all", "zone"])
    bulk(g, "楼上的灯都关了，露台的不用", dict(fam="light", floors=[2, 3]), ["switch-off"],
         ["bulk-except", "zone", "room"])
    bulk(g, "所有吸顶灯都关掉", dict(fam="light", names=["吸顶灯"]), ["switch-off"], ["bulk-all", "duplicate-label"])
    bulk(g, "二楼的灯都调成暖光", dict(fam="light", floors=[2]),
         ["colorTemperature-setColorTemperature", "statelessColorTemperatureStep-stepColorTemperatureByPercent"],
         ["bulk-all", "floor", "capability-subset", "color-temperature", "floor-alias"])
    bulk(g, "店里能调亮度的灯都调到一半", dict(fam="light", floors=[1]), ["switchLevel-setLevel"],
         ["bulk-all", "zone", "capability-subset", "level"])
    bulk(g, "楼下灯全关，后厨的不要关", dict(fam="light", floors=[1], ex_rooms=["kitchen"]), ["switch-off"],
         ["bulk-except", "zone", "room"])
    bulk(g, "除了大堂，店里其他的灯都关掉", dict(fam="light", floors=[1], ex_rooms=[H]), ["switch-off"],
         ["bulk-except", "zone", "room"])
    bulk(g, "店里的灯都关了，展柜灯留着", dict(fam="light", floors=[1], ex_devs=zg), ["switch-off"],
         ["bulk-except", "zone", "exclude-name", "asr-label"])
    bulk(g, "所有的灯都打开，除了卧室和儿童房", dict(fam="light", ex_rooms=["master", "kids"]), ["switch-on"],
         ["bulk-except", "house", "unknown-room-word"])
    bulk(g, "除了卧室，楼上楼下的灯都关了", dict(fam="light", ex_rooms=["master"]), ["switch-off"],
         ["bulk-except", "house", "unknown-room-word"])
    bulk(g, "2号包厢的灯都关了", dict(fam="light", rooms=["guanshan"]), ["switch-off"], ["bulk-all", "room", "alias"])
    bulk(g, "主卧的灯都调暗一点", dict(fam="light", rooms=["master"]),
         ["switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"], ["bulk-all", "room", "relative"])
    bulk(g, "所有的灯带都换成紫色", dict(fam="light", names=[".*灯带"]), ["colorControl-setColor", "colorControl-setHue"],
         ["bulk-all", "partial-name", "color"])
    bulk(g, "露台的灯都打开", dict(fam="light", rooms=["roof"]), ["switch-on"], ["bulk-all", "room", "category-by-name"])
    bulk(g, "店里的灯除了招牌灯都关了", dict(fam="light", floors=[1], ex_devs=["sign"]), ["switch-off"],
         ["bulk-except", "zone", "exclude-name"])
    bulk(g, "筒灯全部开开", dict(fam="light", names=[r"筒灯\d"]), ["switch-on"], ["bulk-all", "name-series", "dialect"])
    bulk(g, "镜前灯全部关掉", dict(fam="light", names=["镜前灯"]), ["switch-off"], ["bulk-all", "duplicate-label"])
    bulk(g, "两个卫生间的排风扇都开开", ["b2_fan", "b3_fan"], ["switch-on"], ["bulk-all", "duplicate-label", "dialect"])
    bulk(g, "所有排风扇都关掉", ["k_vent", "b2_fan", "b3_fan"], ["switch-off"], ["bulk-all", "duplicate-label"])
    bulk(g, "灭蚊灯都开开", ["mos_hall", "k_mos"], ["switch-on"], ["bulk-all", "duplicate-label", "plug"])
    bulk(g, "空调全关了，包厢的留着", dict(fam="ac", ex_rooms=["tingyu", "guanshan"]), ["switch-off"],
         ["bulk-except", "house", "zone", "climate"])
    bulk(g, "所有窗帘都拉开，儿童房的别动", dict(fam="curtain", ex_rooms=["kids"]), ["windowShade-open"],
         ["bulk-except", "house", "cover"])
    bulk(g, "筒灯1到筒灯4打开", ["dl1", "dl2", "dl3", "dl4"], ["switch-on"], ["bulk-all", "numbered", "range"])
    bulk(g, "把听雨和观山的空调都关了", ["ty_ac", "gs_ac"], ["switch-off"], ["bulk-all", "two-rooms", "climate"])
    bulk(g, "客厅的灯带和落地灯都关掉", ["lr_strip", "lr_floor"], ["switch-off"], ["bulk-all", "two-targets", "room"])
    bulk(g, "全部灯关掉，三楼的不要动", dict(fam="light", ex_floors=[3]), ["switch-off"],
         ["bulk-except", "house", "floor", "floor-from-label"])
    bulk(g, "除了一楼，其他楼层的空调都关掉", dict(fam="ac", ex_floors=[1]), ["switch-off"],
         ["bulk-except", "floor", "climate"])
    bulk(g, "家里的窗帘都拉上", dict(fam="curtain", floors=[2, 3]), ["windowShade-close"], ["bulk-all", "zone", "cover"])
    bulk(g, "展柜灯第一个和第二个关掉", ["zg1", "zg2"], ["switch-off"], ["bulk-all", "numbered", "ordinal", "two-targets"])
    bulk(g, "等一歇打烊的时候把店里的灯全关掉", LIGHTS_F1, ["switch-off"], ["bulk-all", "zone", "condition", "dialect"])

    # ------------------------------------------------------------------ multi-command
    g = "multi"
    add(g, "主卧空调开制冷，调到24度", [E(["m_ac"], "@cool"), E(["m_ac"], "@temp_cool")],
        ["multi-command", "same-target", "climate", "temperature"])
    add(g, "1号包厢空调制冷26度", [E(["ty_ac"], "@cool"), E(["ty_ac"], "@temp_cool")],
        ["multi-command", "same-target", "climate", "ac-v1", "alias"])
    add(g, "店面空调制热28度", [E(["ac_hall"], "@heat"), E(["ac_hall"], "@temp_heat")],
        ["multi-command", "same-target", "climate", "alias"])
    add(g, "把客厅灯关掉，电视打开", [E(lr_lights, "@off"), E(["lr_tv"], "@on")],
        ["multi-command", "two-targets", "room-multi"])
    add(g, "听雨空调开起来，窗帘拉上", [E(["ty_ac"], "@on"), E(["ty_curtain"], "@close")],
        ["multi-command", "two-targets", "room"])
    add(g, "开门营业了，先把卷帘门拉上去，再把店里的灯都打开", [E(["shutter"], "@open"), ALL(LIGHTS_F1, ["switch-on"])],
        ["multi-command", "sequence", "bulk-all", "zone", "shop"])
    add(g, "把主卧空调关掉然后把窗帘打开", [E(["m_ac"], "@off"), E(["m_curtain"], "@open")],
        ["multi-command", "sequence", "room"])
    add(g, "书房台灯调暗一点，吸顶灯关掉", [E(["sd_lamp"], "@dimmer"), E(["sd_ceil"], "@off")],
        ["multi-command", "two-targets", "room-carry-over", "duplicate-label"])
    add(g, "打开Tea Room Fan，再把2号包厢空调关了", [E(["gs_fan"], "@on"), E(["gs_ac"], "@off")],
        ["multi-command", "sequence", "english-label", "alias"])
    add(g, "客厅窗帘拉开，纱帘关上", [E(["lr_curtain"], "@open"), E(["lr_sheer"], "@close")],
        ["multi-command", "two-targets", "cover"])
    add(g, "背景音乐放起来，声音调到30", [E(["bgm"], "@play"), E(["bgm"], "@vol_set")],
        ["multi-command", "same-target", "media", "volume"])
    add(g, "除湿机打开，仓库的灯关掉", [E(["s_dehum"], "@on"), E(["s_light"], "@off")],
        ["multi-command", "two-targets", "plug"])
    add(g, "浴霸开开，热水器调到45度", [E(["b3_heater"], "@on"), E(["b3_wh"], "@wh_temp")],
        ["multi-command", "two-targets", "dialect", "water-heater"])
    add(g, "儿童房的灯关掉，小夜灯开开", [E(["kd_ceil"], "@off"), E(["kd_night"], "@on")],
        ["multi-command", "two-targets", "dialect"])
    add(g, "三个射灯全部打开，展柜灯调到80%",
        [ALL(dict(fam="light", names=[r"茶台射灯-\d+"]), ["switch-on"]),
         ALL(dict(fam="light", names=[r"展(柜|贵)灯\d"]), ["switchLevel-setLevel"])],
        ["multi-command", "bulk-all", "name-series", "level"])
    add(g, "听雨空调关掉，灯也关掉", [E(["ty_ac"], "@off"), E(["ty_light", "ty_strip"], "@off")],
        ["multi-command", "room-carry-over", "room-multi"])
    add(g, "卷帘门放下来，店门锁上，招牌灯关掉",
        [E(["shutter"], "@close"), E(["lock_shop"], "@lock"), E(["sign"], "@off")],
        ["multi-command", "three-commands", "shop", "security"])
    add(g, "油烟机跟排风扇都开起来", [E(["k_hood"], "@on"), E(["k_vent"], "@on")],
        ["multi-command", "two-targets", "room-carry-over", "no-switch"])
    add(g, "先把2号包厢空调开起来，再把竹帘放下来", [E(["gs_ac"], "@on"), E(["gs_blind"], "@close")],
        ["multi-command", "sequence", "alias"])
    add(g, "客厅空调开制热，风速调小", [E(["lr_ac"], "@heat"), E(["lr_ac"], "@acfan")],
        ["multi-command", "same-target", "climate"])

    # ------------------------------------------------------------------ history / references
    g = "hist"
    one(g, "调到24度", ["ty_ac"], "@temp", ["history", "reference", "implicit", "ac-v1"], ["把听雨的空调打开"])
    one(g, "再亮一点", ["lr_main"], "@brighter", ["history", "reference", "relative"], ["客厅主灯调到50%"])
    one(g, "儿童房的也开一下", ["kd_ac"], "@on", ["history", "reference", "also"], ["打开主卧空调"])
    one(g, "关掉它", ["dl3"], "@off", ["history", "reference", "pronoun"], ["把筒灯3打开"])
    one(g, "客厅那个", ["lr_floor"], "@on", ["history", "clarify-followup"], ["打开落地灯"])
    one(g, "书房的", ["sd_ceil"], "@on", ["history", "clarify-followup"], ["打开吸顶灯"])
    one(g, "三楼卫生间那个", ["b3_fan"], "@on", ["history", "clarify-followup"], ["排风扇开一下"])
    one(g, "观山的", ["gs_ac"], "@on", ["history", "clarify-followup", "code-room"], ["空调开起来"])
    one(g, "声音大一点", ["bgm"], "@vol_up", ["history", "reference", "implicit", "volume"], ["背景音乐放起来"])
    one(g, "再开大一点", ["ty_curtain"], "@shade_rel", ["history", "reference", "relative"], ["听雨窗帘拉开"])
    one(g, "温度再低两度", ["m_ac"], "@temp_cool", ["history", "reference", "relative", "temperature"], ["主卧空调开制冷"])
    one(g, "风太大了，小一点", ["gs_fan"], "@fanspeed", ["history", "reference", "relative", "fan"], ["Tea Room Fan开一下"])
    one(g, "那个调成暖光", ["sd_lamp"], "@ct_word", ["history", "reference", "pronoun", "color-temperature"], ["把台灯打开"])
    one(g, "主卧的也是", ["m_ac"], "@on", ["history", "reference", "also"], ["客厅空调打开"])
    one(g, "6也开开", ["zg6"], "@on", ["history", "reference", "numbered", "dialect"], ["展柜灯5开一下"])
    one(g, "镜前灯也关掉", ["b2_mirror"], "@off", ["history", "room-carry-over", "duplicate-label"], ["关掉二楼卫生间的吸顶灯"])
    one(g, "还是换成绿色吧", ["ty_strip"], "@color", ["history", "reference", "implicit", "color"], ["把氛围灯带调成蓝色"])
    one(g, "再低一度", ["gs_ac"], "@temp", ["history", "reference", "relative", "temperature"], ["打开2号包厢空调", "调到26度"])
    one(g, "后厨的", ["k_mos"], "@on", ["history", "clarify-followup"], ["灭蚊灯开开"])
    one(g, "大堂的", ["tv_hall"], "@on", ["history", "clarify-followup"], ["把电视打开"])
    one(g, "儿童房", ["kd_pur"], "@on", ["history", "clarify-followup"], ["净化器开一下"])
    one(g, "算了，还是开着吧", ["lr_curtain"], "@open", ["history", "reference", "implicit", "cover"], ["客厅窗帘关上"])
    one(g, "空调开起来", ["sd_ac"], "@on", ["history", "room-carry-over", "climate"], ["书房好热"])
    one(g, "灯也关了", ["kd_ceil", "kd_night"], "@off", ["history", "room-carry-over", "room-multi"], ["儿童房的窗帘拉上"])
    one(g, "还有筒灯5", ["dl5"], "@on", ["history", "reference", "numbered"], ["打开筒灯2"])
    one(g, "让它回去充电", ["lr_robot"], "@dock", ["history", "reference", "pronoun"], ["扫地机器人开始扫地"])
    one(g, "风速调到自动", ["m_ac"], "@acfan", ["history", "reference", "implicit", "climate"], ["主卧空调开制冷"])
    one(g, "左边那个", ["m_bedL"], "@color", ["history", "clarify-followup", "color"], ["床头灯调成蓝色"])
    none(g, "算了不要了", ["history", "cancellation"], ["把听雨空调关了"])
    ask(g, "把它关了", family("any"), "@off", ["reference", "pronoun", "no-history"])
    ask(g, "那个再调亮一点", family("light"), "@brighter", ["reference", "pronoun", "no-history", "relative"])
    ask(g, "也开一下", family("any"), "@on", ["reference", "also", "no-history"])
    add(g, "露台不用", [ALL(dict(fam="light", floors=[2, 3]), ["switch-on"])],
        ["history", "clarify-followup", "bulk-except", "zone"], ["家里的灯都打开"])

    # ------------------------------------------------------------------ stated needs
    g = "need"
    one(g, "书房好热", ["sd_ac", "sd_fan"], "@cool_down", ["colloquial-intent", "room", "climate"])
    one(g, "客厅太暗了", lr_lights, "@brighten_need", ["colloquial-intent", "room"])
    one(g, "大堂有点闷", ["ac_hall", "pur_hall"], "@air_need", ["colloquial-intent", "room"])
    one(g, "听雨间有点冷", ["ty_ac"], "@warm_up", ["colloquial-intent", "room", "ac-v1"])
    one(g, "仓库交关潮", ["s_dehum"], "@on", ["colloquial-intent", "room", "dialect"])
    one(g, "儿童房空气不大好", ["kd_pur"], "@on", ["colloquial-intent", "room", "air"])
    one(g, "主卧太亮了，眼睛吃不消", family("light", rooms=["master"]), "@darken_need", ["colloquial-intent", "room"])
    one(g, "后厨油烟交关大", ["k_hood", "k_vent"], "@on", ["colloquial-intent", "room", "dialect"])
    one(g, "洗澡水不够热", ["b3_wh"], "@wh_hotter", ["colloquial-intent", "water-heater", "need-unique"])
    one(g, "观山包厢热煞了", ["gs_ac", "gs_fan"], "@cool_down", ["colloquial-intent", "room", "dialect"])
    one(g, "客人要泡茶，水烧起来", ["boiler"], "@wh_hotter", ["colloquial-intent", "shop", "need-unique"])
    one(g, "书房看书看不清爽", ["sd_ceil", "sd_lamp"], "@brighten_need", ["colloquial-intent", "room", "dialect"])
    one(g, "露台的花要干死了", ["r_water"], "@valve_open", ["colloquial-intent", "room", "valve"])
    one(g, "三楼卫生间冷冰冰的", ["b3_heater"], "@warm_up", ["colloquial-intent", "room"])
    one(g, "主卧里厢热得睏不着", ["m_ac"], "@cool_down", ["colloquial-intent", "room", "dialect"])
    ask(g, "好热啊", family("ac") + family("fan"), "@cool_down", ["colloquial-intent", "no-place"])
    ask(g, "太暗了", family("light"), "@brighten_need", ["colloquial-intent", "no-place"])
    ask(g, "好闷", family("ac") + family("purifier"), "@air_need", ["colloquial-intent", "no-place"])
    ask(g, "有点冷", family("ac") + ["b3_heater"], "@warm_up", ["colloquial-intent", "no-place"])

    # ------------------------------------------------------------------ quantifier with a count
    g = "count"
    one(g, "大堂随便开两盏灯", family("light", rooms=[H]), "@on", ["quantifier-count", "room"])
    one(g, "展柜灯开两个就够了", zg, "@on", ["quantifier-count", "name-series"])
    one(g, "二楼开一盏灯就行", family("light", floors=[2]), "@on", ["quantifier-count", "floor"])
    ask(g, "随便开两盏灯", family("light"), "@on", ["quantifier-count", "no-place"])

    # ------------------------------------------------------------------ state questions
    g = "state"
    one(g, "客厅现在几度", ["lr_ac", "lr_th"], "*", ["state-query", "room"])
    one(g, "店门锁好了伐", ["lock_shop"], "*", ["state-query", "security", "dialect"])
    one(g, "仓库湿度多少", ["s_th"], "*", ["state-query", "sensor"])
    one(g, "后厨有没有漏水", ["k_leak"], "*", ["state-query", "sensor"])
    one(g, "书房空调开着伐", ["sd_ac"], "*", ["state-query", "climate", "dialect"])
    one(g, "开水器水烧开了伐", ["boiler"], "*", ["state-query", "water-heater", "dialect"])
    one(g, "露台在落雨伐", ["r_rain"], "*", ["state-query", "sensor", "dialect"])
    one(g, "卷帘门关好了没", ["shutter"], "*", ["state-query", "door"])
    one(g, "冰箱门关好了伐", ["d_fridge"], "*", ["state-query", "appliance", "dialect"])
    one(g, "大堂有人伐", ["motion_hall"], "*", ["state-query", "sensor", "dialect"])
    one(g, "儿童房空气质量怎么样", ["kd_pur"], "*", ["state-query", "air"])
    one(g, "热水器现在几度", ["b3_wh"], "*", ["state-query", "water-heater"])
    one(g, "洗衣机洗好了没", ["b2_washer"], "*", ["state-query", "appliance"])
    one(g, "仓库门关了伐", ["s_contact"], "*", ["state-query", "sensor", "dialect"])
    one(g, "店里现在几度", ["th_hall", "ac_hall", "ty_ac", "gs_ac", "s_th"], "*", ["state-query", "zone"])
    one(g, "入户门锁了没有", ["lr_lock"], "*", ["state-query", "security"])
    one(g, "后厨烟感有没有报警", ["k_smoke"], "*", ["state-query", "sensor", "partial-name"])
    one(g, "招牌灯开着伐", ["sign"], "*", ["state-query", "dialect"])
    one(g, "冰柜温度正常伐", ["k_freezer"], "*", ["state-query", "no-spec", "dialect"])
    ask(g, "门锁好了没", family("lock"), "*", ["state-query", "ambiguous", "security"])

    # ------------------------------------------------------------------ clarify
    g = "ask"
    ask(g, "打开吸顶灯", ceilings, "@on", ["ambiguous", "duplicate-label"])
    ask(g, "落地灯开一下", ["gs_floor", "lr_floor"], "@on", ["ambiguous", "duplicate-label"])
    ask(g, "排风扇关掉", ["k_vent", "b2_fan", "b3_fan"], "@off", ["ambiguous", "duplicate-label"])
    ask(g, "灭蚊灯开开", ["mos_hall", "k_mos"], "@on", ["ambiguous", "duplicate-label", "dialect"])
    ask(g, "镜前灯开一下", ["b2_mirror", "b3_mirror"], "@on", ["ambiguous", "duplicate-label"])
    ask(g, "空调打开", acs, "@on", ["ambiguous", "type"])
    ask(g, "窗帘拉开", family("curtain"), "@open", ["ambiguous", "type", "cover"])
    ask(g, "包厢空调开起来", ["ty_ac", "gs_ac"], "@on", ["ambiguous", "zone", "climate"])
    ask(g, "楼上的灯全关了", family("light", floors=[2, 3, 4]), "@off", ["ambiguous", "zone", "terrace"])
    ask(g, "家里的灯都打开", family("light", floors=[2, 3, 4]), "@on", ["ambiguous", "zone", "terrace"])
    ask(g, "把灯关了", family("light"), "@off", ["ambiguous", "type"])
    ask(g, "空调", acs, "*", ["ambiguous", "noun-only"])
    ask(g, "听雨空调", ["ty_ac"], "*", ["noun-only", "alias"])
    ask(g, "吸顶灯", ceilings, "*", ["ambiguous", "noun-only", "duplicate-label"])
    ask(g, "净化器打开", family("purifier"), "@on", ["ambiguous", "type", "air"])
    ask(g, "电视关掉", family("tv"), "@off", ["ambiguous", "type", "media"])
    ask(g, "电视换个台", family("tv"), "@channel_next", ["ambiguous", "type", "media", "channel"])
    ask(g, "风扇开一下", family("fan"), "@on", ["ambiguous", "type", "fan"])
    ask(g, "开门营业", ["shutter", "lock_shop"], "*", ["ambiguous", "shop"])
    ask(g, "等我回家就把空调打开", family("ac", floors=[2, 3]), "@on", ["ambiguous", "condition", "climate"])
    ask(g, "阁楼的灯关掉", family("light"), "@off", ["unknown-room"])
    ask(g, "地下室的灯全部打开", family("light"), "@on", ["unknown-room", "bulk-all"])
    ask(g, "客房空调关掉", acs, "@off", ["unknown-room", "climate"])
    ask(g, "阳台的灯开开", family("light", rooms=["roof"]), "@on", ["unknown-room", "dialect"])
    ask(g, "三楼客厅的灯关掉", family("light", floors=[3]) + lr_lights, "@off", ["unknown-room", "floor"])
    ask(g, "B1的灯全部关掉", family("light"), "@off", ["unknown-room", "code-room", "bulk-all"])
    ask(g, "楼上的灯都调暗一点", family("light", floors=[2, 3, 4]), "@dimmer", ["ambiguous", "zone", "terrace", "relative"])
    ask(g, "家里的灯全部关掉，卧室留着", family("light", floors=[2, 3, 4], ex_rooms=["master"]), "@off",
        ["ambiguous", "zone", "terrace", "bulk-except"])
    ask(g, "把插座关掉", family("plug"), "@off", ["ambiguous", "type", "plug"])
    ask(g, "音箱声音小一点", family("speaker"), "@vol_down", ["ambiguous", "type", "media", "volume"])
    ask(g, "那个灯开一下", family("light"), "@on", ["reference", "no-history", "pronoun"])
    ask(g, "听雨空调弄一下", ["ty_ac"], "*", ["unclear-action", "dialect"])
    ask(g, "灯带关关掉", ["ty_strip", "lr_strip"], "@off", ["ambiguous", "partial-name", "dialect"])
    ask(g, "二楼的灯", family("light", floors=[2]), "*", ["noun-only", "floor"])
    ask(g, "除了卧室都关了", family("any", ex_rooms=["master"]), "@off", ["ambiguous", "bulk-except", "no-type"])
    ask(g, "楼下的空调开一下", family("ac", floors=[1]), "@on", ["ambiguous", "zone", "climate"])

    # ------------------------------------------------------------------ none
    g = "none"
    none(g, "今朝生意蛮好的", ["remark", "dialect"])
    none(g, "明天杭州落雨伐", ["weather", "dialect"])
    none(g, "明前龙井现在几钿一斤", ["world", "dialect"])
    none(g, "你晓得西湖边上哪里停车方便伐", ["world", "dialect"])
    none(g, "谢谢侬", ["chit-chat", "dialect"])
    none(g, "讲个笑话听听", ["chit-chat"])
    none(g, "别开空调", ["negation"])
    none(g, "灯不要关", ["negation"])
    none(g, "覅关灯，阿拉还要坐一歇", ["negation", "dialect"])
    none(g, "算了算了，不用了", ["cancellation"])
    none(g, "取消", ["cancellation"])
    none(g, "啊呀呀", ["gibberish"])
    none(g, "asdfjkl", ["gibberish"])
    none(g, "👍👍", ["emoji"])
    none(g, "😂😂😂", ["emoji"])
    none(g, "嗯嗯", ["chit-chat"])
    none(g, "现在几点钟了", ["world"])
    none(g, "今天营业额多少", ["world", "shop"])
    none(g, "楼上的别动", ["negation", "zone"])
    none(g, "我晓得了", ["chit-chat", "dialect"])
    none(g, "隔壁店的灯还亮着", ["remark"])
    none(g, "空调不用开了，我马上要出去了", ["negation"])
    none(g, "你叫什么名字", ["chit-chat"])
    none(g, "今朝交关忙，累煞了", ["remark", "dialect"])
    none(g, "今朝隔壁阿姨来讲，她屋里厢小孩考上浙大了，交关开心，还送了两包喜糖过来，味道蛮好的",
         ["rambling", "remark", "dialect"])
    none(g, "这个茶叶是今年的新茶伐", ["world", "dialect"])
    none(g, "帮我记一下，明天要进二十斤龙井", ["world", "shop"])
    none(g, "喂？喂？听得到伐", ["chit-chat", "dialect"])

    # ------------------------------------------------------------------ long transcripts with a request at the end
    g = "ramble"
    one(g, "哎我跟你讲，今朝早上来了一帮客人，坐在听雨喝了一上午的茶，讲了交关多闲话，什么房价啊小孩读书啊，"
        "后来又叫了两壶龙井，我忙得来，好了好了不讲了，你帮我把听雨的空调关掉",
        ["ty_ac"], "@off", ["rambling", "dialect", "room"])
    one(g, "喂喂，听得到伐，我刚刚在楼下搬货，仓库里面那些茶叶箱子重得要死，腰都快断了，等一歇还要去进货，"
        "帮我把仓库的除湿机开开", ["s_dehum"], "@on", ["rambling", "dialect"])
    one(g, "嗯……那个……就是……小王刚刚讲后厨那边好像有点暗，我也不晓得是不是灯坏了，你先帮我把后厨的灯开开看",
        ["k_light"], "@on", ["rambling", "category-by-name"])
    one(g, "今天西湖边人交关多，我从断桥走过来走了一个钟头，热煞了，现在到家了，客厅空调开起来",
        ["lr_ac"], "@on", ["rambling", "dialect", "climate"])

    # ------------------------------------------------------------------ conditions
    g = "cond"
    one(g, "等我回家就把客厅空调打开", ["lr_ac"], "@on", ["condition", "climate"])
    one(g, "要是仓库湿度超过70就把除湿机打开", ["s_dehum"], "@on", ["condition", "plug"])
    one(g, "九点钟把招牌灯关掉", ["sign"], "@off", ["condition", "time", "category-by-name"])
    one(g, "客人走了以后把听雨的空调关掉", ["ty_ac"], "@off", ["condition", "climate"])
    one(g, "天黑了就把门头灯开开", ["mentou"], "@on", ["condition", "dialect", "category-by-name"])
    one(g, "如果落雨了就把浇花阀关掉", ["r_water"], "@valve_close", ["condition", "valve", "dialect"])
    one(g, "十点钟叫伢儿房间的小夜灯关掉", ["kd_night"], "@off", ["condition", "time", "dialect", "room-alias"])

    # ------------------------------------------------------------------ colloquial / dialect extras
    g = "talk"
    one(g, "帮我把大堂空调弄得凉快点", ["ac_hall"], "@cool_down", ["colloquial", "colloquial-intent"])
    one(g, "晓得伐，把卷帘门拉起来", ["shutter"], "@open", ["dialect", "door"])
    one(g, "观山那间风扇关关掉", ["gs_fan"], "@off", ["dialect", "fan"])
    one(g, "听雨那间灯带弄成暖黄的", ["ty_strip"], ["colorTemperature-setColorTemperature",
        "statelessColorTemperatureStep-stepColorTemperatureByPercent", "colorControl-setColor", "colorControl-setHue"], ["dialect", "color-temperature"])
    one(g, "客厅窗帘帮我拉拉开", ["lr_curtain"], "@open", ["dialect", "cover"])
    one(g, "Soundbar声音轻一眼", ["lr_sb"], "@vol_down", ["dialect", "english-label", "volume"])
    one(g, "店面空调开开，热煞了", ["ac_hall"], "@on", ["dialect", "alias", "climate"])
    one(g, "主卧窗帘拉拢", ["m_curtain"], "@close", ["dialect", "cover"])


# --------------------------------------------------------------------------- write / check
def render():
    CASES.clear()
    SCOPES.clear()
    _counters.clear()
    define_cases()
    home = build_home()
    spec = build_spec()
    return home, spec, list(CASES)


def dump_jsonl(rows) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def write():
    home, spec, cases = render()
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    (HERE / "spec.jsonl").write_text(dump_jsonl(spec), encoding="utf-8")
    (HERE / "cases.jsonl").write_text(dump_jsonl(cases), encoding="utf-8")
    print(f"wrote {len(home['items'])} devices, {len(home['rooms'])} rooms, {len(spec)} profiles, {len(cases)} cases")


def check() -> int:
    errors = []
    try:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec_rows = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
        case_rows = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        print(f"FAIL: cannot read files: {exc}")
        return 1
    # the files are what this script writes
    h2, s2, c2 = render()
    if home != h2 or spec_rows != s2 or case_rows != c2:
        errors.append("files differ from what build.py generates: run `python build.py`")
    # ids unique
    room_ids = [r["roomId"] for r in home["rooms"]]
    dev_ids = [d["deviceId"] for d in home["items"]]
    case_ids = [c["id"] for c in case_rows]
    for name, ids in (("roomId", room_ids), ("deviceId", dev_ids), ("case id", case_ids), ("profileId", [s["profileId"] for s in spec_rows])):
        if len(ids) != len(set(ids)):
            errors.append(f"duplicate {name}")
    spec = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec_rows}
    for s in spec_rows:
        ids = [c["id"] for c in s["capabilities"]]
        if len(ids) != len(set(ids)):
            errors.append(f"duplicate command in {s['profileId']}")
        for c in s["capabilities"]:
            if c["id"].split("-")[1] in ("refresh", "firmwareUpdate"):
                errors.append(f"{s['profileId']}: {c['id']} should be skipped")
    by_id = {d["deviceId"]: d for d in home["items"]}
    key_of = {uid("device", k): k for k in DEV}
    # real-profile fidelity
    for d in home["items"]:
        k = key_of[d["deviceId"]]
        p = profile_of(k)
        main = next(c for c in d["components"] if c["id"] == "main")
        if [c["id"] for c in main["capabilities"]] != p["capabilities"] or [c["name"] for c in main["categories"]] != p["categories"]:
            errors.append(f"{d['label']}: main component differs from profile {p['name']}")
        if d["name"] != p["name"]:
            errors.append(f"{d['label']}: name is not the profile name")
    missing_profiles = sorted({d["profile"]["id"] for d in home["items"]} - set(spec))
    if set(missing_profiles) != OMITTED_PROFILES:
        errors.append(f"profiles missing from spec: {missing_profiles}")

    def dev_cmds(did):
        return spec.get(by_id[did]["profile"]["id"], set())

    modes = {"one", "all", "clarify", "none"}
    for c in case_rows:
        cid = c["id"]
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home must be home.json")
        if not isinstance(c.get("query"), str) or not c["query"]:
            errors.append(f"{cid}: empty query")
        if not c.get("tags"):
            errors.append(f"{cid}: no tags")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a list of strings")
        if not c.get("expect"):
            errors.append(f"{cid}: empty expect")
        for i, e in enumerate(c["expect"]):
            where = f"{cid}[{i}]"
            if e["mode"] not in modes:
                errors.append(f"{where}: bad mode {e['mode']}")
                continue
            if e["mode"] == "none":
                if e["devices"] or e["capabilities"] or len(c["expect"]) != 1:
                    errors.append(f"{where}: mode none must be the only entry, with no devices/capabilities")
                continue
            devs, caps = e["devices"], e["capabilities"]
            if not devs or not caps:
                errors.append(f"{where}: empty devices or capabilities")
                continue
            if len(set(devs)) != len(devs):
                errors.append(f"{where}: duplicate devices")
            unknown = [d for d in devs if d not in by_id]
            if unknown:
                errors.append(f"{where}: unknown devices {unknown}")
                continue
            if caps == ["*"]:
                if e["mode"] == "all":
                    errors.append(f"{where}: '*' in mode all")
                continue
            if "*" in caps:
                errors.append(f"{where}: '*' mixed with commands")
            for d in devs:
                if by_id[d]["profile"]["id"] not in spec:
                    errors.append(f"{where}: {by_id[d]['label']} has no spec line; only '*' can be listed")
            if e["mode"] == "all":
                for d in devs:
                    lacking = [x for x in caps if x not in dev_cmds(d)]
                    if lacking:
                        errors.append(f"{where}: {by_id[d]['label']} lacks {lacking}")
                scope = SCOPES[cid][i]
                if scope is None:
                    errors.append(f"{where}: mode all without a scope")
                    continue
                if "devs" in scope:
                    expected = [uid("device", k) for k in scope["devs"]]
                else:
                    in_scope = family(**scope)
                    expected = [uid("device", k) for k in in_scope
                                if all(x[len("main-"):] in cmds_of(k) for x in caps)]
                if sorted(expected) != sorted(devs):
                    errors.append(f"{where}: mode all devices differ from the in-scope devices supporting {caps}")
            else:
                for x in caps:
                    if not any(x in dev_cmds(d) for d in devs):
                        errors.append(f"{where}: {x} exists on none of the listed devices")
                for d in devs:
                    if not any(x in dev_cmds(d) for x in caps):
                        errors.append(f"{where}: {by_id[d]['label']} has none of the listed commands")
    if len(case_rows) < 300:
        errors.append(f"only {len(case_rows)} cases")
    if len(home["items"]) < 90:
        errors.append(f"only {len(home['items'])} devices")
    for e in errors:
        print("FAIL:", e)
    if not errors:
        n = {m: 0 for m in ("one", "all", "clarify", "none")}
        for c in case_rows:
            for e in c["expect"]:
                n[e["mode"]] += 1
        print(f"OK: {len(home['items'])} devices, {len(home['rooms'])} rooms, {len(spec_rows)} spec profiles "
              f"({len(missing_profiles)} left out), {len(case_rows)} cases; entries by mode: {n}")
    return 1 if errors else 0


def stats():
    home, spec, cases = render()
    from collections import Counter
    print("| room | floor | devices |\n| --- | --- | --- |")
    for k, n, f in ROOMS:
        print(f"| {n} | {f} | {sum(1 for d in DEVICES if d[2] == k)} |")
    print(f"| (no roomId) | – | {sum(1 for d in DEVICES if d[2] is None)} |")
    print(f"| (deleted room 门口) | – | {sum(1 for d in DEVICES if d[2] == 'deleted')} |")
    print()
    print("| label | room | category | profile | light? |\n| --- | --- | --- | --- | --- |")
    for key, label, room, pname, driver in DEVICES:
        rn = ROOM_NAME.get(room, "(none)" if room is None else "(deleted)")
        print(f"| {label} | {rn} | {category_of(key)} | {pid(pname, driver)}{' (not in spec)' if pid(pname, driver) in OMITTED_PROFILES else ''} | {'yes' if is_light(key) else ''} |")
    print()
    mode_cases = Counter()
    mode_entries = Counter()
    for c in cases:
        for e in c["expect"]:
            mode_entries[e["mode"]] += 1
        mode_cases["/".join(sorted({e["mode"] for e in c["expect"]}))] += 1
    print("entries by mode:", dict(mode_entries))
    print("cases by mode set:", dict(mode_cases))
    groups = Counter(c["id"].split("-")[1] for c in cases)
    print("groups:", dict(groups))
    tags = Counter(t for c in cases for t in c["tags"])
    print("| tag | cases |\n| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"| {t} | {n} |")
    n_cmd = sum(len(s["capabilities"]) for s in spec)
    n_en = sum(1 for s in spec for c in s["capabilities"] if not re.search(r"[\u4e00-\u9fff]", c["description"]))
    vl = [v for s in spec for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if not re.search(r"[\u4e00-\u9fff]", v["description"]))
    print(f"spec: {len(spec)} profiles, {n_cmd} commands, {n_en} English descriptions; value_list {len(vl)}, {vl_en} English")
    print("lights:", len(family("light")), "floor1:", len(family("light", floors=[1])),
          "floor2:", len(family("light", floors=[2])), "floor3:", len(family("light", floors=[3])),
          "roof:", len(family("light", floors=[4])))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    if "--stats" in sys.argv:
        stats()
    else:
        write()
