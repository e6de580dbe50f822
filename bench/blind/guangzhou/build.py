#!/usr/bin/env python3
"""Blind evaluation set "guangzhou": a duplex flat in Tianhe, Guangzhou.

Cantonese-speaking grandparents, their Mandarin-speaking son's family and a
Filipino helper.  This script writes, deterministically:

    home.json    rooms + devices (SmartThings REST shape, FORMATS.md section 1)
    spec.jsonl   one line per profile (FORMATS.md section 2)
    cases.jsonl  labelled requests (FORMATS.md section 3)

Usage:
    python build.py          write the three files
    python build.py --check  rebuild in memory and re-validate the files on disk

Every device copies the categories and the main-component capabilities of one
real profile from shared/data/smartthings/profiles.jsonl; the spec's commands
come from shared/data/smartthings/capabilities.json.  See README.md for every
labelling decision.
"""
from __future__ import annotations

import json
import re
import sys
import uuid
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = Path("/work/shared/data/smartthings")
PROFILES_FILE = DATA / "profiles.jsonl"
CAPS_FILE = DATA / "capabilities.json"

NS = uuid.UUID("6b1d3c52-1f0e-4c59-9a57-3e0a8f1c2d7b")
LOCATION_ID = str(uuid.uuid5(NS, "location/guangzhou-tianhe"))


def uid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NS, f"{kind}/{key}"))


# --------------------------------------------------------------------------
# Rooms.  (key, name as typed in the app, floor).  Floors are only what the
# names themselves say: "2F ..." rooms are upstairs, "B1 ..." is the car park,
# the rest carry no floor word (they are the main level of the duplex).
# --------------------------------------------------------------------------
ROOMS = [
    ("liv", "客廳", None),        # typed by the grandfather (traditional)
    ("din", "饭厅", None),
    ("ms", "主人房", None),
    ("kd", "细路房", None),
    ("gm", "婆婆房", None),
    ("md", "工人房", None),
    ("kit", "厨房", None),
    ("b1", "洗手间1", None),
    ("b2", "洗手间2", None),
    ("bal", "露台", None),
    ("ent", "入门口", None),
    ("st", "2F 书房", "2F"),      # son: floor prefix with a space
    ("av", "2F 影音室", "2F"),
    ("rf", "2F天台", "2F"),       # same prefix, no space
    ("pk", "B1 车位", "B1"),      # parking space + storage locker in the basement
    ("sr", "Store Room", None),   # typed by the helper
    ("cr", "RM-08", None),        # installer's code for the corridor / staircase
]
ROOM_NAME = {k: n for k, n, _ in ROOMS}
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
DELETED_ROOM_ID = uid("room", "deleted-old-study")  # a room removed from the app

# --------------------------------------------------------------------------
# Devices.  (key, label or None, room key / None / "DELETED", driver, profile)
# --------------------------------------------------------------------------
DEVICES = [
    # 客廳 ------------------------------------------------------------------
    ("liv_main", "客廳燈", "liv", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    *[(f"liv_spot{i}", f"射灯{i}", "liv", "matter-switch", "light-level") for i in range(1, 7)],
    ("liv_strip_a", "灯带-A", "liv", "matter-switch", "light-color-level"),
    ("liv_strip_b", "灯带-B", "liv", "matter-switch", "light-color-level"),
    ("liv_floor", "落地燈", "liv", "zwave-switch", "switch-binary"),            # relay (Switch) = lamp
    ("liv_fish", "鱼刚灯", "liv", "zigbee-switch", "on-off-bulb"),              # ASR for 鱼缸灯
    ("liv_ac", "冷氣", "liv", "matter-thermostat", "room-air-conditioner"),
    ("liv_fan", "風扇", "liv", "matter-thermostat", "fan-rock-wind"),           # fan without switch
    ("liv_tv", "電視", "liv", "matter-media", "media-video-speaker"),
    ("liv_soundbar", "Soundbar", "liv", "samsung-audio", "samsung-audio"),
    ("liv_curtain", "客廳窗簾", "liv", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("liv_sheer", "紗簾", "liv", "matter-window-covering", "window-covering"),
    ("liv_th", "客廳溫濕度", "liv", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("liv_dehum", "抽濕機", "liv", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("liv_purifier", "空气净化器", "liv", "matter-thermostat", "air-purifier-hepa-wind-aqs-pm25-meas-pm25-level"),
    ("liv_smoke", "煙霧報警器", "liv", "matter-sensor", "smoke-battery"),
    # 饭厅 ------------------------------------------------------------------
    ("din_pendant", "吊灯", "din", "philips-hue", "white-ambiance"),
    *[(f"din_down{i}", f"筒灯{i}", "din", "zigbee-switch", "on-off-level") for i in range(1, 7)],
    ("din_plug", "Smart Plug", "din", "matter-switch", "plug-binary"),         # app default label
    # 厨房 ------------------------------------------------------------------
    ("kit_light", "Kitchen Light", "kit", "zigbee-switch", "on-off-bulb"),
    ("kit_cabinet", "櫥櫃燈", "kit", "matter-switch", "switch-binary"),         # relay (Switch) = lamp
    ("kit_fridge", "雪櫃插座", "kit", "matter-switch", "plug-power"),
    ("kit_rice", "電飯煲", "kit", "zigbee-switch", "basic-plug"),
    ("kit_hood", "抽油烟机", "kit", "matter-appliance", "extractor-hood-light"),  # profile NOT in spec
    ("kit_valve", "总水阀", "kit", "matter-switch", "water-valve"),
    ("kit_gas", "燃气报警器", "kit", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("kit_leak", "厨房水浸", "kit", "matter-sensor", "leak-battery"),
    # 婆婆房 ----------------------------------------------------------------
    ("gm_ceiling", "吸顶灯", "gm", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("gm_ac", "冷氣", "gm", "deepsmart", "Ac.v1"),                             # only a heating setpoint
    ("gm_bedside", "床頭燈", "gm", "zigbee-switch", "wallhero"),                # relay (Switch) = lamp
    ("gm_night", "夜燈", "gm", "matter-switch", "light-level-motion"),
    ("gm_button", "緊急按鈕", "gm", "zigbee-button", "aqara-single-button-mode"),
    ("gm_heater", "暖爐", "gm", "zigbee-switch", "switch-power-smartplug"),
    ("gm_curtain", "窗簾", "gm", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("gm_radio", "收音機", "gm", "matter-media", "media-speaker"),
    # 工人房 ----------------------------------------------------------------
    ("md_ceiling", "吸顶灯", "md", "zigbee-switch", "on-off-bulb"),
    ("md_fan", "Maid Room Fan", "md", "zwave-fan", "fan-3speed"),
    ("md_lamp", "Reading Lamp", "md", "zigbee-switch", "ge-link-bulb"),
    ("md_ac", "Aircon", "md", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate"),
    # 主人房 ----------------------------------------------------------------
    ("ms_ceiling", "吸顶灯", "ms", "matter-switch", "light-color-level"),
    ("ms_strip", "灯带-C", "ms", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("ms_bedside", "床头灯", "ms", "philips-hue", "white-and-color-ambiance"),
    ("ms_ac", "空调", "ms", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("ms_curtain", "主卧窗帘", "ms", "zigbee-window-treatment", "window-treatment-profile"),
    ("ms_th", "主卧温湿度", "ms", "matter-sensor", "temperature-humidity"),
    # 细路房 ----------------------------------------------------------------
    ("kd_ceiling", "吸顶灯", "kd", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("kd_star", "星空灯", "kd", "zigbee-switch", "color-bulb"),
    ("kd_bear", "小雄灯", "kd", "matter-switch", "light-level"),                # ASR for 小熊灯
    ("kd_desk", "书房台灯", "kd", "zigbee-switch", "color-temp-bulb-2200K-6500K"),  # label names another room
    ("kd_ac", "儿童房空调", "kd", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("kd_fan", "吊扇", "kd", "zigbee-fan", "fan-light"),
    ("kd_curtain", "窗帘", "kd", "zigbee-window-treatment", "window-treatment-battery"),
    ("kd_window", "细路房窗磁", "kd", "zigbee-contact", "contact-battery-profile"),
    # 洗手间1 ---------------------------------------------------------------
    ("b1_light", "洗手間燈", "b1", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("b1_heater", "浴霸", "b1", "zigbee-switch", "switch-smart-bath-heater-laisiao"),
    ("b1_exhaust", "排氣扇", "b1", "zwave-switch", "qubino-flush1d-relay"),      # relay (Switch), not a lamp
    ("b1_wh", "熱水爐", "b1", "matter-thermostat", "water-heater"),
    ("b1_leak", "洗手間水浸", "b1", "zigbee-water-leak-sensor", "water-battery"),
    # 洗手间2 ---------------------------------------------------------------
    ("b2_mirror", "镜前灯", "b2", "matter-switch", "light-level"),
    ("b2_bulb", "Smart Bulb", "b2", "zigbee-switch", "aqara-led-bulb"),         # app default label
    ("b2_heater", "风暖浴霸", "b2", "aqara-bath-heater", "aqara-bath-heater"),
    ("b2_motion", None, "b2", "zigbee-motion-sensor", "motion-battery"),       # no label at all
    # 露台 ------------------------------------------------------------------
    ("bal_washer", "Washer", "bal", "matter-appliance", "laundry-washer"),
    ("bal_dryer", "Dryer", "bal", "matter-appliance", "laundry-dryer"),
    ("bal_light", "露台燈", "bal", "matter-switch", "light-binary"),
    # 入门口 ----------------------------------------------------------------
    ("ent_light", "玄关灯", "ent", "zigbee-switch", "on-off-level-motion-sensor"),
    ("ent_lock", "大門鎖", "ent", "matter-lock", "lock-user-pin"),
    ("ent_bell", "門鐘", "ent", "zwave-siren", "aeotec-doorbell-siren"),
    ("ent_shoe", "鞋櫃燈", "ent", "zigbee-switch", "on-off-bulb"),
    ("ent_contact", "大门门磁", "ent", "zigbee-contact", "contact-battery-profile"),
    ("ent_motion", "Motion Sensor", "ent", "zigbee-motion-sensor", "motion-battery"),  # app default
    # 2F 书房 ---------------------------------------------------------------
    ("st_ceiling", "吸顶灯", "st", "matter-switch", "light-level"),
    ("st_desk", "台灯", "st", "philips-hue", "white"),
    ("st_blind", "百叶帘", "st", "matter-window-covering", "window-covering-tilt"),
    ("st_ac", "书房空调", "st", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("st_pc", "电脑插座", "st", "matter-switch", "plug-power-energy-powerConsumption"),
    ("st_fresh", "新风机", "st", "deepsmart", "Newfan.v1"),
    # 2F 影音室 -------------------------------------------------------------
    *[(f"av_spot{i}", f"射灯-0{i}", "av", "matter-switch", "light-level-power") for i in range(1, 4)],
    ("av_screen", "投影幕", "av", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("av_sonos", "Sonos", "av", "sonos", "sonos-player"),                       # profile NOT in spec
    ("av_ac", "影音室空调", "av", "matter-thermostat", "room-air-conditioner-modular"),
    ("av_projector", "投影机", "av", "zwave-switch", "smartplug-binary"),
    # 2F天台 ----------------------------------------------------------------
    ("rf_light", "天台灯", "rf", "matter-switch", "light-power"),
    ("rf_garden", "花园彩灯", "rf", "matter-switch", "light-color-level-2000K-7000K"),
    ("rf_valve", "淋花水掣", "rf", "zwave-valve", "valve-generic"),
    # B1 车位 ---------------------------------------------------------------
    ("pk_light", "储物柜灯", "pk", "zigbee-switch", "on-off-bulb"),
    ("pk_charger", "充电插座", "pk", "zwave-switch", "smartplug-switch-power-energy"),
    # Store Room ------------------------------------------------------------
    ("sr_light", "Store Room Light", "sr", "matter-switch", "light-binary"),
    ("sr_dehum", "抽湿机", "sr", "zigbee-switch", "basic-plug"),
    # RM-08 (corridor / staircase) ------------------------------------------
    ("cr_stairs", "楼梯灯", "cr", "zigbee-switch", "on-off-level"),
    ("cr_hall", "走廊灯", "cr", "matter-switch", "light-binary"),
    ("cr_skylight", "天窗", "cr", "zigbee-window-treatment", "window-shade-only"),  # profile NOT in spec
    # no usable room ----------------------------------------------------------
    ("robo", "Roborock S8", "DELETED", "matter-rvc", "rvc-clean-mode"),        # roomId of a deleted room
    ("huego", "Hue Go", None, "philips-hue", "legacy-color"),                 # no roomId
]

# Profiles deliberately left out of spec.jsonl (the devices still exist).
SPEC_MISSING = {"st-matter-appliance-extractor-hood-light", "st-sonos-sonos-player",
                "st-zigbee-window-treatment-window-shade-only"}

PROTOCOL = {"matter": "MATTER", "zigbee": "ZIGBEE", "zwave": "ZWAVE"}


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


def load_profiles() -> dict:
    out = {}
    for line in PROFILES_FILE.read_text(encoding="utf-8").splitlines():
        p = json.loads(line)
        out[(p["driver"].split("/")[-1], p["name"])] = p
    return out


def load_caps() -> dict:
    return json.loads(CAPS_FILE.read_text(encoding="utf-8"))["capabilities"]


# --------------------------------------------------------------------------
# home.json
# --------------------------------------------------------------------------
def build_home(profiles: dict) -> tuple[dict, dict]:
    """Return (home json, device table {key: info})."""
    rooms = [{"roomId": uid("room", k), "locationId": LOCATION_ID, "name": n} for k, n, _ in ROOMS]
    items, table = [], {}
    for key, label, room, driver, pname in DEVICES:
        p = profiles[(driver, pname)]
        pid = profile_id(driver, pname)
        comps = [{"id": "main", "label": "main",
                  "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
                  "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]]}]
        for c in p["components"]:
            comps.append({"id": c["id"], "label": c["id"],
                          "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]],
                          "categories": [{"name": x, "categoryType": "manufacturer"} for x in c["categories"]]})
        item = {"deviceId": uid("device", key), "name": pname}
        if label is not None:
            item["label"] = label
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = LOCATION_ID
        if room == "DELETED":
            item["roomId"] = DELETED_ROOM_ID
        elif room is not None:
            item["roomId"] = uid("room", room)
        item["profile"] = {"id": pid}
        item["components"] = comps
        proto = next((v for k, v in PROTOCOL.items() if driver.startswith(k)), "LAN")
        item["type"] = proto
        items.append(item)
        table[key] = {
            "id": item["deviceId"], "label": label, "name": pname,
            "display": label if label is not None else pname,
            "room": room if room in ROOM_NAME else None,
            "category": p["categories"][0] if p["categories"] else "Unknown",
            "caps": list(p["capabilities"]), "profile": pid,
        }
    return {"rooms": rooms, "items": items}, table


# --------------------------------------------------------------------------
# spec.jsonl
# --------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate"}

# (capability, command) -> (Chinese description, English description)
DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set the brightness level"),
    ("level", "setLevel"): ("设置开度百分比", "set level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低越暖", "set colour temperature (kelvin)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set the light colour (hue/saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set saturation"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set the cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set the heating setpoint"),
    ("thermostatMode", "auto"): ("切换到自动模式", "set thermostat mode to auto"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "set thermostat mode to cool"),
    ("thermostatMode", "emergencyHeat"): ("切换到紧急制热", "set thermostat mode to emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热模式", "set thermostat mode to heat"),
    ("thermostatMode", "off"): ("关闭温控（模式设为关）", "set thermostat mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置温控模式", "set the thermostat mode"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调运行模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置空调/风扇风速模式", "set the fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set the fan speed"),
    ("fanMode", "setFanMode"): ("设置风扇模式", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风方式", "set the fan oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风扇模式", "set the air purifier fan mode"),
    ("windowShade", "open"): ("打开窗帘", "open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "close the shade"),
    ("windowShade", "pause"): ("暂停窗帘", "pause the shade"),
    ("windowShadeLevel", "setShadeLevel"): ("设置窗帘开合百分比", "set the shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "move to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长开合窗帘", "step the shade level"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶角度", "set the tilt level"),
    ("audioVolume", "setVolume"): ("设置音量", "set the volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause playback"),
    ("mediaPlayback", "stop"): ("停止播放", "stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一个（曲目/节目）", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一个（曲目/节目）", "previous track"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("mediaPresets", "playPreset"): ("播放预设", "play a preset"),
    ("audioNotification", "playTrack"): ("播放提示音", "play a track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("keypadInput", "sendKey"): ("发送遥控器按键（方向、确认、数字）", "send a remote-control key"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开门并收回锁舌", "unlatch"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("chime", "chime"): ("门铃响铃", "ring the chime"),
    ("chime", "off"): ("停止铃声", "stop the chime"),
    ("alarm", "both"): ("警报声光同时开启", "siren and strobe"),
    ("alarm", "off"): ("关闭警报", "turn the alarm off"),
    ("alarm", "siren"): ("开启警笛", "siren"),
    ("alarm", "strobe"): ("开启闪光", "strobe"),
    ("operationalState", "start"): ("开始运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to the dock"),
    ("mode", "setMode"): ("设置运行模式", "set mode"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset the energy meter"),
}

VALUE_ZH = {
    "cool": "制冷", "heat": "制热", "auto": "自动", "dry": "除湿", "fanOnly": "送风", "off": "关",
    "coolClean": "制冷+清洁", "dryClean": "除湿+清洁", "heatClean": "制热+清洁", "fan": "送风",
    "dryair": "除湿", "fanonly": "送风", "asleep": "睡眠", "precooling": "预冷",
    "emergency heat": "紧急制热", "low": "低风", "medium": "中风", "high": "高风", "sleep": "睡眠",
    "quiet": "静音", "windFree": "无风感", "turbo": "强劲", "noWind": "无风", "sleepWind": "睡眠风",
    "naturalWind": "自然风", "horizontal": "左右摆风", "vertical": "上下摆风", "swing": "摆风",
    "open": "打开", "close": "关闭", "pause": "暂停", "muted": "静音", "unmuted": "取消静音",
    "none": "不漂洗", "normal": "标准", "extra": "加强", "max": "最多",
    "UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确认", "BACK": "返回",
    "EXIT": "退出", "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页",
    "paused": "已暂停", "playing": "播放中", "stopped": "已停止",
}
UNITS = {"switchLevel": "%", "level": "%", "colorTemperature": "K", "fanSpeedPercent": "%",
         "audioVolume": "%", "windowShadeLevel": "%", "windowShadeTiltLevel": "%",
         "windowShadePreset": "%", "statelessSwitchLevelStep": "%",
         "statelessColorTemperatureStep": "%", "thermostatCoolingSetpoint": "C",
         "thermostatHeatingSetpoint": "C", "colorControl": "%"}


def _pick(seed: str, n: int) -> int:
    return zlib.crc32(seed.encode("utf-8")) % n


def _value_desc(pid: str, value: str) -> str:
    if value.startswith("NUMBER"):
        zh = "数字" + value[6:]
    else:
        zh = VALUE_ZH.get(value)
    if zh is None or _pick(pid + value, 4) == 0:
        return value
    return zh


def build_command(pid: str, cap_id: str, cmd: dict, cfg: dict, caps: dict) -> dict:
    zh, en = DESC[(cap_id, cmd["name"])]
    desc = en if _pick(f"{pid}/{cap_id}/{cmd['name']}", 3) == 0 else zh
    out = {"id": f"main-{cap_id}-{cmd['name']}", "description": desc}
    args = [a for a in cmd["arguments"] if not a.get("optional")]
    if not args:
        return out
    arg = args[0]
    out["type"] = arg.get("type", "string")
    values = None
    observed = [o for o in caps[cap_id].get("observed_values", []) if isinstance(o.get("values"), list)]
    matter_obs = [o for o in observed if "matter-thermostat" in o.get("source", "")]
    if pid.startswith("st-matter-thermostat-") and matter_obs:
        # what the Matter thermostat driver actually maps (THERMOSTAT_MODE_MAP, ROCK_MODE_MAP, ...)
        values = list(matter_obs[0]["values"])
    elif "enum" in arg:
        values = list(arg["enum"])
    elif arg.get("type") == "string" and observed:
        values = list(observed[0]["values"])
    if values is not None:
        out["value_list"] = [{"value": v, "description": _value_desc(pid, v)} for v in values]
        return out
    lo, hi = arg.get("minimum"), arg.get("maximum")
    for c in cfg.get(cap_id, []):
        if "range" in c:
            lo, hi = c["range"]
    if cap_id == "colorControl" and cmd["name"] in ("setHue", "setSaturation"):
        hi = 100  # observed_values: SmartThings hue/saturation are percentages 0-100
    if lo is not None or hi is not None:
        vr = {}
        if lo is not None:
            vr["min"] = lo
        if hi is not None:
            vr["max"] = hi
        if cap_id in UNITS:
            vr["unit"] = UNITS[cap_id]
        out["value_range"] = vr
    return out


def build_spec(profiles: dict, caps: dict) -> list[dict]:
    seen, lines = set(), []
    for _key, _label, _room, driver, pname in DEVICES:
        pid = profile_id(driver, pname)
        if pid in seen:
            continue
        seen.add(pid)
        if pid in SPEC_MISSING:
            continue
        p = profiles[(driver, pname)]
        cfg = p.get("capability_config", {})
        cmds = []
        for cap_id in p["capabilities"]:
            if cap_id in SKIP_CAPS or cap_id not in caps:
                continue
            enum_cmds = None
            for c in cfg.get(cap_id, []):
                if c.get("key") == "{{enumCommands}}":
                    enum_cmds = set(c["enabledValues"])
            for cmd in caps[cap_id].get("commands", []):
                if enum_cmds is not None and cmd["name"] not in enum_cmds:
                    continue
                cmds.append(build_command(pid, cap_id, cmd, cfg, caps))
        lines.append({"profileId": pid, "capabilities": cmds})
    return lines


# --------------------------------------------------------------------------
# Device families and scopes used by the labels (see README "Labelling")
# --------------------------------------------------------------------------
LIGHT_WORD = re.compile(r"灯|燈|lamp|light", re.I)


def is_light(d: dict) -> bool:
    if d["category"] == "Light":
        return True
    return d["category"] == "Switch" and bool(LIGHT_WORD.search(d["display"]))


FAMILY = {
    "light": is_light,
    "ac": lambda d: d["category"] == "AirConditioner",
    "blind": lambda d: d["category"] == "Blind",
    "plug": lambda d: d["category"] == "SmartPlug",
    "any": lambda d: True,
}
BEDROOMS = ["ms", "kd", "gm", "md"]


# --------------------------------------------------------------------------
# Command ids
# --------------------------------------------------------------------------
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
CT, CTSTEP = "main-colorTemperature-setColorTemperature", "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
COLOR, HUE = "main-colorControl-setColor", "main-colorControl-setHue"
COOLSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint"
HEATSP = "main-thermostatHeatingSetpoint-setHeatingSetpoint"
TM_SET, TM_COOL, TM_HEAT, TM_OFF, TM_AUTO = (
    "main-thermostatMode-setThermostatMode", "main-thermostatMode-cool", "main-thermostatMode-heat",
    "main-thermostatMode-off", "main-thermostatMode-auto")
ACMODE = "main-airConditionerMode-setAirConditionerMode"
ACFAN = "main-airConditionerFanMode-setFanMode"
FANPCT = "main-fanSpeedPercent-setPercent"
FANSPEED = "main-fanSpeed-setFanSpeed"
FANMODE = "main-fanMode-setFanMode"
OSC = "main-fanOscillationMode-setFanOscillationMode"
WIND = "main-windMode-setWindMode"
PURIFIER = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
SH_PRESET = "main-windowShadePreset-presetPosition"
TILT = "main-windowShadeTiltLevel-setShadeTiltLevel"
VOL, VOLUP, VOLDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-setMute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT = "main-mediaTrackControl-nextTrack"
KEY = "main-keypadInput-sendKey"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
CHIME = "main-chime-chime"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
RVC_START, RVC_PAUSE, RVC_HOME = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-pause",
                                  "main-robotCleanerOperatingState-goHome")
MODE = "main-mode-setMode"
RINSE = "main-laundryWasherRinseMode-setRinseMode"
ANY = "*"

# Groups of keys used repeatedly
LIV_SPOTS = [f"liv_spot{i}" for i in range(1, 7)]
AV_SPOTS = [f"av_spot{i}" for i in range(1, 4)]
DOWNS = [f"din_down{i}" for i in range(1, 7)]
CEILINGS = ["gm_ceiling", "md_ceiling", "ms_ceiling", "kd_ceiling", "st_ceiling"]
ACS = ["liv_ac", "gm_ac", "md_ac", "ms_ac", "kd_ac", "st_ac", "av_ac"]
FANS = ["liv_fan", "md_fan", "kd_fan"]
BLINDS = ["liv_curtain", "liv_sheer", "gm_curtain", "ms_curtain", "kd_curtain", "st_blind"]
BEDSIDES = ["gm_bedside", "ms_bedside"]
DESKS = ["st_desk", "kd_desk"]
DEHUMS = ["liv_dehum", "sr_dehum"]
BATH_HEATERS = ["b1_heater", "b2_heater"]
BATH_LIGHTS = ["b1_light", "b2_mirror", "b2_bulb"]
STRIPS = ["liv_strip_a", "liv_strip_b", "ms_strip"]
WH_ON = [TM_HEAT, TM_SET, MODE]          # water heater has no switch
WH_OFF = [TM_OFF, TM_SET, MODE]
BATH2_ON = [ON, TM_HEAT, TM_SET]          # aqara bath heater: switch or heat mode
SETPOINT = [COOLSP, HEATSP]               # "调到N度" without a mode word
AC_COOL_MODE = [TM_COOL, TM_SET]


def one(devs, caps):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "one"}


def clarify(devs, caps):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "clarify"}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


def ALL(caps, family="light", rooms=None, floors=None, ex_rooms=(), ex_floors=(), ex_devices=(), devices=None):
    """A bulk entry; devices are computed from the scope (see resolve_all)."""
    scope = {"family": family, "rooms": rooms, "floors": floors, "ex_rooms": list(ex_rooms),
             "ex_floors": list(ex_floors), "ex_devices": list(ex_devices), "devices": devices}
    return {"devices": None, "capabilities": list(caps), "mode": "all", "_scope": scope}


CASES: list[tuple] = []   # (group, query, [entries], tags, history)


def C(group, query, entries, tags, history=None):
    if isinstance(entries, dict):
        entries = [entries]
    CASES.append((group, query, entries, tags, history))


# ==========================================================================
# 1. Device by name, English names, misheard labels, missing spec
# ==========================================================================
C("name", "打开客厅灯", one(["liv_main"], [ON]), ["cmn", "name", "trad-label"])
C("name", "唔該幫我開客廳燈", one(["liv_main"], [ON]), ["yue", "name", "trad-label", "polite"])
C("name", "熄咗落地燈佢", one(["liv_floor"], [OFF]), ["yue", "name", "relay-lamp"])
C("name", "把落地灯打开", one(["liv_floor"], [ON]), ["cmn", "name", "relay-lamp", "trad-label"])
C("name", "开一下空气净化器", one(["liv_purifier"], [PURIFIER, FANPCT]), ["cmn", "name", "no-switch"])
C("name", "净化器关了吧", one(["liv_purifier"], [PURIFIER, FANPCT]), ["cmn", "partial-name", "no-switch"])
C("name", "開電飯煲", one(["kit_rice"], [ON]), ["yue", "name", "plug"])
C("name", "打开电饭煲", one(["kit_rice"], [ON]), ["cmn", "name", "trad-label", "plug"])
C("name", "开新风", one(["st_fresh"], [ON]), ["cmn", "partial-name"])
C("name", "閂咗總水掣佢", one(["kit_valve"], [V_CLOSE]), ["yue", "synonym", "valve"])
C("name", "把总水阀打开", one(["kit_valve"], [V_OPEN]), ["cmn", "name", "valve"])
C("name", "開淋花水掣", one(["rf_valve"], [V_OPEN]), ["yue", "name", "valve"])
C("name", "淋花水掣閂咗佢", one(["rf_valve"], [V_CLOSE]), ["yue", "name", "valve"])
C("name", "幫我鎖門", one(["ent_lock"], [LOCK]), ["yue", "type", "lock"])
C("name", "开一下大门锁", one(["ent_lock"], [UNLOCK, UNLATCH]), ["cmn", "name", "lock", "trad-label"])
C("name", "閂門", one(["ent_lock"], [LOCK]), ["yue", "type", "lock", "short"])
C("name", "門鐘響一下", one(["ent_bell"], [CHIME]), ["yue", "name"])
C("name", "扫地机开始扫地", one(["robo"], [RVC_START]), ["cmn", "type", "deleted-room"])
C("name", "叫部掃地機返去充電", one(["robo"], [RVC_HOME]), ["yue", "type", "deleted-room"])
C("name", "Pause the Roborock po", one(["robo"], [RVC_PAUSE]), ["mix", "english", "brand", "deleted-room"])
C("name", "開熱水爐", one(["b1_wh"], WH_ON), ["yue", "name", "water-heater", "no-switch"])
C("name", "热水器关掉", one(["b1_wh"], WH_OFF), ["cmn", "synonym", "water-heater", "no-switch"])
C("name", "开排气扇", one(["b1_exhaust"], [ON]), ["cmn", "name", "trad-label", "relay"])
C("name", "婆婆房個暖爐開咗佢", one(["gm_heater"], [ON]), ["yue", "room", "name", "plug"])
C("name", "打开星空灯", one(["kd_star"], [ON]), ["cmn", "name"])
C("name", "小熊灯开一下", one(["kd_bear"], [ON]), ["cmn", "asr-label"])
C("name", "把小熊灯调暗一点", one(["kd_bear"], [LVL, STEP]), ["cmn", "asr-label", "relative", "brightness"])
C("name", "熄咗個魚缸燈", one(["liv_fish"], [OFF]), ["yue", "asr-label"])
C("name", "鱼缸灯打开", one(["liv_fish"], [ON]), ["cmn", "asr-label"])
C("name", "开一下 Hue Go", one(["huego"], [ON]), ["cmn", "english", "brand", "no-room"])
C("name", "Hue Go 调成粉红色", one(["huego"], [COLOR, HUE]), ["cmn", "english", "no-room", "color"])
C("name", "打开抽油烟机", one(["kit_hood"], [ANY]), ["cmn", "name", "no-spec"])
C("name", "煮餸喇，開埋抽油煙機", one(["kit_hood"], [ANY]), ["yue", "name", "no-spec"])
C("name", "开天窗", one(["cr_skylight"], [ANY]), ["cmn", "name", "no-spec", "code-room"])
C("name", "Sonos 播放音乐", one(["av_sonos"], [ANY]), ["cmn", "english", "no-spec"])
C("name", "Turn on the Kitchen Light", one(["kit_light"], [ON]), ["mix", "english"])
C("name", "帮我开 kitchen 的灯", one(["kit_light"], [ON]), ["mix", "english", "room"])
C("name", "Maid Room Fan on please", one(["md_fan"], [ON]), ["mix", "english"])
C("name", "Ate, off the store room light", one(["sr_light"], [OFF]), ["mix", "english", "english-room"])
C("name", "Washer start na", one(["bal_washer"], [OP_START]), ["mix", "english", "appliance"])
C("name", "Dryer 停一下", one(["bal_dryer"], [OP_PAUSE, OP_STOP]), ["mix", "english", "appliance"])
C("name", "洗衣机开始洗", one(["bal_washer"], [OP_START]), ["cmn", "synonym", "appliance"])
C("name", "開下個Soundbar", one(["liv_soundbar"], [ON]), ["yue", "english"])
C("name", "关电视", one(["liv_tv"], [OFF]), ["cmn", "name", "trad-label"])
C("name", "熄咗部電視佢", one(["liv_tv"], [OFF]), ["yue", "name"])
C("name", "开影音室空调", one(["av_ac"], [ON]), ["cmn", "name", "floor-prefix-room"])
C("name", "打开书房空调", one(["st_ac"], [ON]), ["cmn", "name"])
C("name", "打开儿童房空调", one(["kd_ac"], [ON]), ["cmn", "name", "alias"])
C("name", "燃气报警器静音", one(["kit_gas"], [MUTE, SETMUTE]), ["cmn", "name"])
C("name", "打开电脑插座", one(["st_pc"], [ON]), ["cmn", "name", "plug"])
C("name", "投影机开一下", one(["av_projector"], [ON]), ["cmn", "name", "plug"])
C("name", "打开投影幕", one(["av_screen"], [SH_OPEN]), ["cmn", "name"])
C("name", "把投影幕收起来", one(["av_screen"], [SH_CLOSE]), ["cmn", "name"])
C("name", "開鞋櫃燈", one(["ent_shoe"], [ON]), ["yue", "name"])
C("name", "充电插座关掉", one(["pk_charger"], [OFF]), ["cmn", "name", "plug"])
C("name", "开楼梯灯", one(["cr_stairs"], [ON]), ["cmn", "name", "code-room"])
C("name", "走廊灯关一下", one(["cr_hall"], [OFF]), ["cmn", "name", "code-room"])
C("name", "開下雪櫃插座", one(["kit_fridge"], [ON]), ["yue", "name", "plug"])
C("name", "开一下吊扇", one(["kd_fan"], [ON]), ["cmn", "name", "fan"])
C("name", "Reading Lamp 开一下", one(["md_lamp"], [ON]), ["mix", "english"])
C("name", "開夜燈", one(["gm_night"], [ON]), ["yue", "name"])
C("name", "把灯带B打开", one(["liv_strip_b"], [ON]), ["cmn", "numbered", "letter"])
C("name", "镜前灯开一下", one(["b2_mirror"], [ON]), ["cmn", "name"])
C("name", "打开Smart Bulb", one(["b2_bulb"], [ON]), ["cmn", "english", "app-default"])
C("name", "Smart Plug 关掉", one(["din_plug"], [OFF]), ["cmn", "english", "app-default", "plug"])
C("name", "开一下天台灯", one(["rf_light"], [ON]), ["cmn", "name"])
C("name", "露台灯打开", one(["bal_light"], [ON]), ["cmn", "name", "trad-label"])
C("name", "熄露台燈", one(["bal_light"], [OFF]), ["yue", "name"])
C("name", "阳台灯开一下", one(["bal_light"], [ON]), ["cmn", "alias"])
C("name", "开饭厅吊灯", one(["din_pendant"], [ON]), ["cmn", "room", "name"])
C("name", "餐厅吊灯关了", one(["din_pendant"], [OFF]), ["cmn", "alias", "name"])
C("name", "紗簾拉埋", one(["liv_sheer"], [SH_CLOSE]), ["yue", "name", "curtain"])
C("name", "客廳窗簾打開", one(["liv_curtain"], [SH_OPEN]), ["yue", "name", "curtain"])
C("name", "百叶帘放下来", one(["st_blind"], [SH_CLOSE]), ["cmn", "name", "curtain"])
C("name", "主卧窗帘拉开", one(["ms_curtain"], [SH_OPEN]), ["cmn", "name", "curtain"])
C("name", "开一下风暖浴霸", one(["b2_heater"], BATH2_ON), ["cmn", "name"])
C("name", "Maid room aircon off", one(["md_ac"], [OFF]), ["mix", "english", "room"])
C("name", "嗰部掃地機停咗佢", one(["robo"], [RVC_PAUSE]), ["yue", "type", "deleted-room"])
C("name", "开一下走廊的天窗", one(["cr_skylight"], [ANY]), ["cmn", "name", "no-spec", "code-room"])

# ==========================================================================
# 2. Room + name, room + type, room aliases
# ==========================================================================
C("room", "把主人房的吸顶灯打开", one(["ms_ceiling"], [ON]), ["cmn", "room", "duplicate-label"])
C("room", "婆婆房嘅吸頂燈熄咗佢", one(["gm_ceiling"], [OFF]), ["yue", "room", "duplicate-label"])
C("room", "细路房的吸顶灯关掉", one(["kd_ceiling"], [OFF]), ["cmn", "room", "duplicate-label"])
C("room", "书房吸顶灯打开", one(["st_ceiling"], [ON]), ["cmn", "room", "duplicate-label", "floor-prefix-room"])
C("room", "打开工人房的吸顶灯", one(["md_ceiling"], [ON]), ["cmn", "room", "duplicate-label"])
C("room", "开主人房的灯", one(["ms_ceiling"], [ON]), ["cmn", "room", "type", "main-light"])
C("room", "開婆婆房盞燈", one(["gm_ceiling"], [ON]), ["yue", "room", "type", "main-light"])
C("room", "打开饭厅的灯", one(["din_pendant"] + DOWNS, [ON]), ["cmn", "room", "type"])
C("room", "厨房灯开一下", one(["kit_light"], [ON]), ["cmn", "room", "type", "main-light"])
C("room", "开书房的灯", one(["st_ceiling"], [ON]), ["cmn", "room", "type", "main-light", "floor-prefix-room"])
C("room", "关掉工人房的灯", ALL([OFF], rooms=["md"]), ["cmn", "room", "type", "bulk"])
C("room", "熄晒廚房啲燈", ALL([OFF], rooms=["kit"]), ["yue", "room", "type", "bulk", "relay-lamp"])
C("room", "关掉饭厅所有的灯", ALL([OFF], rooms=["din"]), ["cmn", "room", "bulk"])
C("room", "客廳啲燈全部熄晒", ALL([OFF], rooms=["liv"]), ["yue", "room", "bulk", "relay-lamp"])
C("room", "细路房的灯全部打开", ALL([ON], rooms=["kd"]), ["cmn", "room", "bulk", "label-other-room"])
C("room", "开影音室的灯", ALL([ON], rooms=["av"]), ["cmn", "room", "type", "series", "floor-prefix-room"])
C("room", "洗手间2的灯关掉", ALL([OFF], rooms=["b2"]), ["cmn", "room", "type", "bulk", "app-default"])
C("room", "開晒入門口啲燈", ALL([ON], rooms=["ent"]), ["yue", "room", "bulk"])
C("room", "天台的灯全开", ALL([ON], rooms=["rf"]), ["cmn", "room", "bulk", "floor-prefix-room"])
C("room", "关掉走廊和楼梯的灯", ALL([OFF], devices=["cr_hall", "cr_stairs"]), ["cmn", "two-targets", "code-room"])
C("room", "客厅空调开一下", one(["liv_ac"], [ON]), ["cmn", "room", "type", "trad-label"])
C("room", "婆婆房冷氣閂咗佢", one(["gm_ac"], [OFF]), ["yue", "room", "duplicate-label"])
C("room", "主人房空调关掉", one(["ms_ac"], [OFF]), ["cmn", "room", "name"])
C("room", "工人房空调开", one(["md_ac"], [ON]), ["cmn", "room", "type", "english-label"])
C("room", "细路房冷气开咗佢", one(["kd_ac"], [ON]), ["yue", "room", "type"])
C("room", "开客厅射灯", ALL([ON], devices=LIV_SPOTS), ["cmn", "room", "series", "bulk"])
C("room", "客廳啲射燈全部閂晒", ALL([OFF], devices=LIV_SPOTS), ["yue", "room", "series", "bulk"])
C("room", "客厅灯带打开", ALL([ON], devices=["liv_strip_a", "liv_strip_b"]), ["cmn", "room", "series"])
C("room", "主人房灯带调成蓝色", one(["ms_strip"], [COLOR, HUE]), ["cmn", "room", "color"])
C("room", "客厅的电视打开", one(["liv_tv"], [ON]), ["cmn", "room", "name"])
C("room", "婆婆房的窗帘拉上", one(["gm_curtain"], [SH_CLOSE]), ["cmn", "room", "duplicate-label", "curtain"])
C("room", "儿童房的窗帘打开", one(["kd_curtain"], [SH_OPEN]), ["cmn", "alias", "curtain"])
C("room", "細路房窗簾閂埋", one(["kd_curtain"], [SH_CLOSE]), ["yue", "room", "curtain"])
C("room", "婆婆房窗簾打開", one(["gm_curtain"], [SH_OPEN]), ["yue", "room", "curtain"])
C("room", "小朋友房间的灯都关掉", ALL([OFF], rooms=["kd"]), ["cmn", "alias", "bulk", "label-other-room"])
C("room", "老人房的灯全部关掉", ALL([OFF], rooms=["gm"]), ["cmn", "alias", "bulk", "relay-lamp"])
C("room", "唔該幫手熄晒工人房啲燈", ALL([OFF], rooms=["md"]), ["yue", "room", "bulk", "polite"])
C("room", "B1的灯关掉", one(["pk_light"], [OFF]), ["cmn", "floor-prefix-room", "room"])
C("room", "车位的充电插座打开", one(["pk_charger"], [ON]), ["cmn", "alias", "plug"])
C("room", "車位盞燈熄咗佢", one(["pk_light"], [OFF]), ["yue", "alias"])
C("room", "储物房的抽湿机打开", one(["sr_dehum"], [ON]), ["cmn", "alias", "english-room"])
C("room", "开储物房的灯", one(["sr_light"], [ON]), ["cmn", "alias", "english-room"])
C("room", "客廳個抽濕機開咗佢", one(["liv_dehum"], [ON]), ["yue", "room", "duplicate-label"])
C("room", "開門口盞燈", one(["ent_light"], [ON]), ["yue", "alias", "main-light"])
C("room", "洗手间1的浴霸打开", one(["b1_heater"], [ON]), ["cmn", "room", "duplicate-label"])
C("room", "開洗手間1盞燈", one(["b1_light"], [ON]), ["yue", "room", "type"])
C("room", "客廳風扇開咗佢", one(["liv_fan"], [FANPCT, ACFAN]), ["yue", "room", "name", "no-switch", "fan"])
C("room", "閂咗客廳風扇佢", one(["liv_fan"], [FANPCT]), ["yue", "room", "name", "no-switch", "fan"])
C("room", "幫我開埋細路房個吊扇", one(["kd_fan"], [ON]), ["yue", "room", "name", "fan"])
C("room", "閂咗工人房冷氣", one(["md_ac"], [OFF]), ["yue", "room", "type", "english-label"])
C("room", "主卧的灯关一下", ALL([OFF], rooms=["ms"]), ["cmn", "alias", "bulk"])
C("room", "主人房嘅空調開咗佢", one(["ms_ac"], [ON]), ["yue", "room", "name"])

# ==========================================================================
# 3. Numbered members
# ==========================================================================
C("num", "打开筒灯3", one(["din_down3"], [ON]), ["cmn", "numbered"])
C("num", "3号筒灯关掉", one(["din_down3"], [OFF]), ["cmn", "numbered"])
C("num", "筒灯三开一下", one(["din_down3"], [ON]), ["cmn", "numbered", "chinese-numeral"])
C("num", "第三个筒灯关了", one(["din_down3"], [OFF]), ["cmn", "numbered", "ordinal"])
C("num", "第三盞筒燈熄咗佢", one(["din_down3"], [OFF]), ["yue", "numbered", "ordinal"])
C("num", "筒燈五號開咗佢", one(["din_down5"], [ON]), ["yue", "numbered"])
C("num", "把筒灯1和筒灯2打开", ALL([ON], devices=["din_down1", "din_down2"]), ["cmn", "numbered", "two-targets"])
C("num", "筒灯6调到40%", one(["din_down6"], [LVL]), ["cmn", "numbered", "brightness"])
C("num", "开筒灯7", clarify(DOWNS, [ON]), ["cmn", "numbered", "member-missing", "clarify"])
C("num", "十號筒燈熄咗佢", clarify(DOWNS, [OFF]), ["yue", "numbered", "member-missing", "clarify"])
C("num", "开射灯1", clarify(["liv_spot1", "av_spot1"], [ON]), ["cmn", "numbered", "padded", "duplicate-label", "clarify"])
C("num", "客厅射灯2调到50%", one(["liv_spot2"], [LVL]), ["cmn", "numbered", "room", "brightness"])
C("num", "射灯5关掉", one(["liv_spot5"], [OFF]), ["cmn", "numbered"])
C("num", "射燈六熄咗佢", one(["liv_spot6"], [OFF]), ["yue", "numbered", "chinese-numeral"])
C("num", "影音室第二个射灯打开", one(["av_spot2"], [ON]), ["cmn", "numbered", "padded", "ordinal", "room"])
C("num", "射灯-03关掉", one(["av_spot3"], [OFF]), ["cmn", "numbered", "padded"])
C("num", "影音室射灯1调暗一点", one(["av_spot1"], [LVL, STEP]), ["cmn", "numbered", "padded", "relative"])
C("num", "射灯4号开一下", one(["liv_spot4"], [ON]), ["cmn", "numbered"])
C("num", "开灯带A", one(["liv_strip_a"], [ON]), ["cmn", "numbered", "letter"])
C("num", "灯带C调成紫色", one(["ms_strip"], [COLOR, HUE]), ["cmn", "numbered", "letter", "color"])
C("num", "灯带D打开", clarify(STRIPS, [ON]), ["cmn", "numbered", "letter", "member-missing", "clarify"])
C("num", "影音室射灯4打开", clarify(AV_SPOTS, [ON]), ["cmn", "numbered", "member-missing", "clarify"])
C("num", "筒灯一到三全部打开", ALL([ON], devices=["din_down1", "din_down2", "din_down3"]), ["cmn", "numbered", "range"])
C("num", "灯带 b 关掉", one(["liv_strip_b"], [OFF]), ["cmn", "numbered", "letter"])
C("num", "客廳第一盞射燈著咗佢", one(["liv_spot1"], [ON]), ["yue", "numbered", "ordinal", "room"])
C("num", "二号筒灯亮度调到最高", one(["din_down2"], [LVL]), ["cmn", "numbered", "brightness"])
C("num", "開晒飯廳啲筒燈", ALL([ON], devices=DOWNS), ["yue", "series", "bulk"])
C("num", "射燈三同射燈四熄咗佢", ALL([OFF], devices=["liv_spot3", "liv_spot4"]), ["yue", "numbered", "two-targets"])

# ==========================================================================
# 4. Bulk: house, floor, room, exclusions, capability restriction
# ==========================================================================
C("bulk", "关掉家里所有的灯", ALL([OFF]), ["cmn", "bulk", "house"])
C("bulk", "成間屋啲燈熄晒佢", ALL([OFF]), ["yue", "bulk", "house"])
C("bulk", "全屋的灯都打开", ALL([ON]), ["cmn", "bulk", "house"])
C("bulk", "樓上樓下啲燈全部熄晒", ALL([OFF]), ["yue", "bulk", "house"])
C("bulk", "所有空调关掉", ALL([OFF], family="ac"), ["cmn", "bulk", "house", "ac"])
C("bulk", "啲冷氣全部閂晒", ALL([OFF], family="ac"), ["yue", "bulk", "house", "ac"])
C("bulk", "成間屋啲冷氣熄晒佢", ALL([OFF], family="ac"), ["yue", "bulk", "house", "ac"])
C("bulk", "二楼的灯全部关掉", ALL([OFF], floors=["2F"]), ["cmn", "bulk", "floor"])
C("bulk", "2F啲燈熄晒", ALL([OFF], floors=["2F"]), ["yue", "bulk", "floor"])
C("bulk", "熄咗二樓所有燈", ALL([OFF], floors=["2F"]), ["yue", "bulk", "floor"])
C("bulk", "二楼的空调全部打开", ALL([ON], family="ac", floors=["2F"]), ["cmn", "bulk", "floor", "ac"])
C("bulk", "二楼空调都调到26度", ALL(SETPOINT, family="ac", floors=["2F"]), ["cmn", "bulk", "floor", "setpoint"])
C("bulk", "B1 车位的东西全部关掉", ALL([OFF], family="any", floors=["B1"]), ["cmn", "bulk", "floor"])
C("bulk", "除了婆婆房，其他房间的灯都关了", ALL([OFF], ex_rooms=["gm"]), ["cmn", "bulk", "exclude-room"])
C("bulk", "除咗主人房同細路房，啲燈全部熄晒", ALL([OFF], ex_rooms=["ms", "kd"]), ["yue", "bulk", "exclude-room"])
C("bulk", "除了二楼，全部灯关掉", ALL([OFF], ex_floors=["2F"]), ["cmn", "bulk", "exclude-floor"])
C("bulk", "客厅除了落地灯，其他灯都关掉", ALL([OFF], rooms=["liv"], ex_devices=["liv_floor"]), ["cmn", "bulk", "exclude-device", "relay-lamp"])
C("bulk", "除咗客廳燈，客廳其他燈全部熄晒", ALL([OFF], rooms=["liv"], ex_devices=["liv_main"]), ["yue", "bulk", "exclude-device"])
C("bulk", "除了厨房以外的灯全部打开", ALL([ON], ex_rooms=["kit"]), ["cmn", "bulk", "exclude-room"])
C("bulk", "除了书房，其他房间的空调都关掉", ALL([OFF], family="ac", ex_rooms=["st"]), ["cmn", "bulk", "exclude-room", "ac"])
C("bulk", "除咗婆婆房，啲冷氣全部校26度", ALL(SETPOINT, family="ac", ex_rooms=["gm"]), ["yue", "bulk", "exclude-room", "setpoint"])
C("bulk", "所有卧室的空调都关了", ALL([OFF], family="ac", rooms=BEDROOMS), ["cmn", "bulk", "alias", "ac"])
C("bulk", "能调颜色的灯都调成蓝色", ALL([COLOR, HUE], family="light"), ["cmn", "bulk", "capability-filter", "color"])
C("bulk", "全屋彩色燈轉晒紅色", ALL([COLOR, HUE], family="light"), ["yue", "bulk", "capability-filter", "color"])
C("bulk", "所有可以调色温的灯都调到3000K", ALL([CT]), ["cmn", "bulk", "capability-filter", "colortemp"])
C("bulk", "客厅能调光的灯全部调到30%", ALL([LVL], rooms=["liv"]), ["cmn", "bulk", "capability-filter", "brightness"])
C("bulk", "所有灯调到一半亮度", ALL([LVL]), ["cmn", "bulk", "capability-filter", "brightness"])
C("bulk", "把所有窗帘都拉上", ALL([SH_CLOSE], family="blind"), ["cmn", "bulk", "house", "curtain"])
C("bulk", "啲窗簾全部打開晒", ALL([SH_OPEN], family="blind"), ["yue", "bulk", "house", "curtain"])
C("bulk", "客厅的窗帘都打开", ALL([SH_OPEN], family="blind", rooms=["liv"]), ["cmn", "bulk", "room", "curtain"])
C("bulk", "全屋窗簾除咗婆婆房，全部閂埋", ALL([SH_CLOSE], family="blind", ex_rooms=["gm"]), ["yue", "bulk", "exclude-room", "curtain"])
C("bulk", "除了雪柜插座，其他插座全部关掉", ALL([OFF], family="plug", ex_devices=["kit_fridge"]), ["cmn", "bulk", "exclude-device", "plug"])
C("bulk", "关掉所有射灯", ALL([OFF], devices=LIV_SPOTS + AV_SPOTS), ["cmn", "bulk", "series", "padded"])
C("bulk", "所有吸顶灯都打开", ALL([ON], devices=CEILINGS), ["cmn", "bulk", "duplicate-label"])
C("bulk", "全部吸頂燈熄晒", ALL([OFF], devices=CEILINGS), ["yue", "bulk", "duplicate-label"])
C("bulk", "把所有的灯带都调成绿色", ALL([COLOR, HUE], devices=STRIPS), ["cmn", "bulk", "series", "color"])
C("bulk", "影音室射灯全部调到20%", ALL([LVL], devices=AV_SPOTS), ["cmn", "bulk", "series", "brightness", "padded"])
C("bulk", "健身房的灯全部关掉", clarify([], [OFF]), ["cmn", "unknown-place", "clarify"])
C("bulk", "三楼的灯都关掉", clarify([], [OFF]), ["cmn", "unknown-place", "floor", "clarify"])
C("bulk", "阁楼所有灯打开", clarify([], [ON]), ["cmn", "unknown-place", "clarify"])
C("bulk", "客房的空调关掉", clarify([], [OFF]), ["cmn", "unknown-place", "clarify"])
C("bulk", "除了游戏室，所有灯都关掉", clarify([], [OFF]), ["cmn", "unknown-place", "exclude-room", "clarify"])
C("bulk", "開晒花園房啲燈", clarify([], [ON]), ["yue", "unknown-place", "clarify"])
C("bulk", "书房的灯全关", ALL([OFF], rooms=["st"]), ["cmn", "bulk", "room", "floor-prefix-room", "label-other-room"])

# ==========================================================================
# 5. Values
# ==========================================================================
C("value", "客厅灯调到80%", one(["liv_main"], [LVL]), ["cmn", "brightness", "trad-label"])
C("value", "客廳燈校暗到五成", one(["liv_main"], [LVL]), ["yue", "brightness"])
C("value", "主人房吸顶灯亮度调到三十", one(["ms_ceiling"], [LVL]), ["cmn", "brightness", "chinese-numeral"])
C("value", "客厅灯亮一点", one(["liv_main"], [LVL, STEP]), ["cmn", "brightness", "relative"])
C("value", "客廳燈光啲", one(["liv_main"], [LVL, STEP]), ["yue", "brightness", "relative"])
C("value", "夜燈校暗啲", one(["gm_night"], [LVL, STEP]), ["yue", "brightness", "relative"])
C("value", "Reading Lamp brighter please", one(["md_lamp"], [LVL, STEP]), ["mix", "english", "relative"])
C("value", "星空灯调成紫色", one(["kd_star"], [COLOR, HUE]), ["cmn", "color"])
C("value", "星空燈轉藍色", one(["kd_star"], [COLOR, HUE]), ["yue", "color"])
C("value", "灯带A变成红色", one(["liv_strip_a"], [COLOR, HUE]), ["cmn", "color", "numbered", "letter"])
C("value", "花園彩燈轉做綠色", one(["rf_garden"], [COLOR, HUE]), ["yue", "color"])
C("value", "床头灯调成蓝色", one(["ms_bedside"], [COLOR, HUE]), ["cmn", "color", "duplicate-label", "capability-disambiguates"])
C("value", "主人房吸顶灯调成暖光", one(["ms_ceiling"], [CT, CTSTEP]), ["cmn", "colortemp"])
C("value", "吊灯调到4000K", one(["din_pendant"], [CT]), ["cmn", "colortemp", "kelvin"])
C("value", "细路房吸顶灯调成冷白光", one(["kd_ceiling"], [CT, CTSTEP]), ["cmn", "colortemp"])
C("value", "客廳燈轉做黃光", one(["liv_main"], [CT, CTSTEP]), ["yue", "colortemp"])
C("value", "书房台灯色温调到3000K", one(["kd_desk"], [CT]), ["cmn", "colortemp", "kelvin", "label-other-room", "capability-disambiguates"])
C("value", "Smart Bulb 调到6500K", one(["b2_bulb"], [CT]), ["cmn", "colortemp", "kelvin", "app-default"])
C("value", "婆婆房冷氣較高兩度", one(["gm_ac"], [HEATSP]), ["yue", "setpoint", "relative", "heating-setpoint-only"])
C("value", "婆婆房冷氣轉抽濕", one(["gm_ac"], [ACMODE]), ["yue", "ac-mode"])
C("value", "婆婆房冷氣轉返制冷", one(["gm_ac"], [ACMODE]), ["yue", "ac-mode"])
C("value", "主人房空调调到睡眠模式", one(["ms_ac"], [TM_SET]), ["cmn", "ac-mode"])
C("value", "客厅冷气风速调低", one(["liv_ac"], [ACFAN, FANPCT]), ["cmn", "fan-speed", "ac"])
C("value", "書房冷氣抽濕", one(["st_ac"], [TM_SET]), ["yue", "ac-mode"])
C("value", "影音室空调制热", one(["av_ac"], [TM_HEAT, TM_SET]), ["cmn", "ac-mode"])
C("value", "Maid Room Fan speed 2", one(["md_fan"], [FANSPEED]), ["mix", "english", "fan-speed"])
C("value", "吊扇开到三档", one(["kd_fan"], [FANSPEED]), ["cmn", "fan-speed"])
C("value", "細路房吊扇校細啲", one(["kd_fan"], [FANSPEED]), ["yue", "fan-speed", "relative"])
C("value", "工人房風扇校快啲", one(["md_fan"], [FANSPEED]), ["yue", "fan-speed", "relative", "english-label"])
C("value", "客廳風扇較大啲", one(["liv_fan"], [FANPCT, ACFAN]), ["yue", "fan-speed", "relative", "no-switch"])
C("value", "客廳風扇擺頭", one(["liv_fan"], [OSC]), ["yue", "oscillation"])
C("value", "客厅风扇开自然风", one(["liv_fan"], [WIND]), ["cmn", "wind-mode"])
C("value", "客廳窗簾開一半", one(["liv_curtain"], [SH_LVL]), ["yue", "curtain", "position"])
C("value", "主卧窗帘拉开一点", one(["ms_curtain"], [SH_LVL, SH_STEP]), ["cmn", "curtain", "relative"])
C("value", "百叶帘角度调一半", one(["st_blind"], [TILT]), ["cmn", "curtain", "tilt"])
C("value", "紗簾開到三成啦", one(["liv_sheer"], [SH_LVL]), ["yue", "curtain", "position"])
C("value", "主卧窗帘开到预设位置", one(["ms_curtain"], [SH_PRESET]), ["cmn", "curtain", "preset"])
C("value", "婆婆房窗簾拉開一半", one(["gm_curtain"], [SH_LVL]), ["yue", "curtain", "position"])
C("value", "Soundbar 較細聲啲", one(["liv_soundbar"], [VOLDOWN, VOL]), ["yue", "volume", "relative", "english"])
C("value", "收音機大聲啲", one(["gm_radio"], [VOLUP, VOL]), ["yue", "volume", "relative"])
C("value", "較大聲啲個收音機", one(["gm_radio"], [VOLUP, VOL]), ["yue", "volume", "relative", "word-order"])
C("value", "Soundbar 静音", one(["liv_soundbar"], [MUTE, SETMUTE]), ["cmn", "volume", "mute", "english"])
C("value", "Soundbar 音量调到20", one(["liv_soundbar"], [VOL]), ["cmn", "volume", "english"])
C("value", "電視轉去第5台", one(["liv_tv"], [KEY]), ["yue", "channel"])
C("value", "电视换下一个台", one(["liv_tv"], [KEY, NEXT]), ["cmn", "channel"])
C("value", "电视暂停一下", one(["liv_tv"], [PAUSE]), ["cmn", "media"])
C("value", "熱水爐校到60度", one(["b1_wh"], [HEATSP]), ["yue", "water-heater", "setpoint"])
C("value", "热水器温度调高一点", one(["b1_wh"], [HEATSP]), ["cmn", "water-heater", "relative", "synonym"])
C("value", "空气净化器调到睡眠模式", one(["liv_purifier"], [PURIFIER]), ["cmn", "purifier-mode"])
C("value", "净化器开到最大", one(["liv_purifier"], [PURIFIER, FANPCT]), ["cmn", "purifier-mode", "partial-name"])
C("value", "Washer extra rinse po", one(["bal_washer"], [RINSE]), ["mix", "english", "appliance"])
C("value", "扫地机换成拖地模式", one(["robo"], [MODE]), ["cmn", "mode", "deleted-room"])
C("value", "风暖浴霸调到28度", one(["b2_heater"], [HEATSP]), ["cmn", "setpoint"])
C("value", "风暖浴霸开摆风", one(["b2_heater"], [OSC]), ["cmn", "oscillation"])
C("value", "新风机风速调到高档", one(["st_fresh"], [ACFAN]), ["cmn", "fan-speed"])
C("value", "书房空调调到25度", one(["st_ac"], SETPOINT), ["cmn", "setpoint"])
C("value", "Aircon 24 degrees please, the one in the maid room", one(["md_ac"], SETPOINT), ["mix", "english", "setpoint"])
C("value", "儿童房空调调高一度", one(["kd_ac"], SETPOINT), ["cmn", "setpoint", "relative", "alias"])
C("value", "客厅冷气调到二十六度", one(["liv_ac"], SETPOINT), ["cmn", "setpoint", "chinese-numeral"])
C("value", "客廳冷氣校凍啲", one(["liv_ac"], SETPOINT), ["yue", "setpoint", "relative"])
C("value", "細路房冷氣較低一度", one(["kd_ac"], SETPOINT), ["yue", "setpoint", "relative"])
C("value", "主人房冷氣校25度", one(["ms_ac"], SETPOINT), ["yue", "setpoint"])
C("value", "灯带B亮度百分之二十", one(["liv_strip_b"], [LVL]), ["cmn", "brightness", "chinese-numeral"])
C("value", "楼梯灯调暗一点", one(["cr_stairs"], [LVL, STEP]), ["cmn", "brightness", "relative", "code-room"])
C("value", "玄关灯亮度调到最低", one(["ent_light"], [LVL]), ["cmn", "brightness"])
C("value", "镜前灯调到70%", one(["b2_mirror"], [LVL]), ["cmn", "brightness"])
C("value", "Hue Go 暗啲", one(["huego"], [LVL, STEP]), ["yue", "brightness", "relative", "no-room"])

# ==========================================================================
# 6. Two actions on one target, two targets, sequences
# ==========================================================================
C("multi", "主人房空调开制冷调到24度", [one(["ms_ac"], AC_COOL_MODE), one(["ms_ac"], [COOLSP])], ["cmn", "two-actions", "ac-mode", "setpoint"])
C("multi", "客廳冷氣轉制冷，校到25度", [one(["liv_ac"], AC_COOL_MODE), one(["liv_ac"], [COOLSP])], ["yue", "two-actions", "ac-mode", "setpoint"])
C("multi", "開客廳燈同埋閂窗簾", [one(["liv_main"], [ON]), one(["liv_curtain", "liv_sheer"], [SH_CLOSE])], ["yue", "two-targets", "context-room"])
C("multi", "熄咗廚房燈，跟住開飯廳吊燈", [ALL([OFF], rooms=["kit"]), one(["din_pendant"], [ON])], ["yue", "sequence", "relay-lamp"])
C("multi", "打开电视然后把 soundbar 音量调到20", [one(["liv_tv"], [ON]), one(["liv_soundbar"], [VOL])], ["cmn", "sequence", "english"])
C("multi", "关掉书房空调，再把百叶帘拉上", [one(["st_ac"], [OFF]), one(["st_blind"], [SH_CLOSE])], ["cmn", "sequence"])
C("multi", "打开星空灯，把细路房吸顶灯关掉", [one(["kd_star"], [ON]), one(["kd_ceiling"], [OFF])], ["cmn", "two-targets"])
C("multi", "熄咗婆婆房吸頂燈，開埋夜燈", [one(["gm_ceiling"], [OFF]), one(["gm_night"], [ON])], ["yue", "two-targets"])
C("multi", "Washer start, then turn on the dryer", [one(["bal_washer"], [OP_START]), one(["bal_dryer"], [ON, OP_START])], ["mix", "english", "sequence"])
C("multi", "关客厅空调，开风扇", [one(["liv_ac"], [OFF]), one(["liv_fan"], [FANPCT, ACFAN])], ["cmn", "two-targets", "context-room", "no-switch"])
C("multi", "先锁门，再关玄关灯", [one(["ent_lock"], [LOCK]), one(["ent_light"], [OFF])], ["cmn", "sequence", "lock"])
C("multi", "閂咗總水掣同埋熱水爐", [one(["kit_valve"], [V_CLOSE]), one(["b1_wh"], WH_OFF)], ["yue", "two-targets", "valve", "water-heater"])
C("multi", "打开主卧窗帘和床头灯", [one(["ms_curtain"], [SH_OPEN]), one(["ms_bedside"], [ON])], ["cmn", "two-targets", "context-room", "duplicate-label"])
C("multi", "客厅灯调到50%，颜色调暖一点", [one(["liv_main"], [LVL]), one(["liv_main"], [CT, CTSTEP])], ["cmn", "two-actions", "brightness", "colortemp"])
C("multi", "开投影机，再把影音室射灯全部关掉", [one(["av_projector"], [ON]), ALL([OFF], devices=AV_SPOTS)], ["cmn", "sequence", "series"])
C("multi", "筒灯1开，筒灯2关", [one(["din_down1"], [ON]), one(["din_down2"], [OFF])], ["cmn", "two-targets", "numbered"])
C("multi", "开吊扇同埋儿童房空调", [one(["kd_fan"], [ON]), one(["kd_ac"], [ON])], ["cmn", "two-targets"])
C("multi", "熄晒客廳啲燈，跟住開電視", [ALL([OFF], rooms=["liv"]), one(["liv_tv"], [ON])], ["yue", "sequence", "bulk"])
C("multi", "帮我把露台灯打开，洗衣机也开始洗", [one(["bal_light"], [ON]), one(["bal_washer"], [OP_START])], ["cmn", "two-targets", "appliance"])
C("multi", "客廳冷氣開咗佢，開埋風扇", [one(["liv_ac"], [ON]), one(["liv_fan"], [FANPCT, ACFAN])], ["yue", "two-targets", "context-room"])
C("multi", "锁好大门，然后把所有灯都关掉", [one(["ent_lock"], [LOCK]), ALL([OFF])], ["cmn", "sequence", "bulk", "house"])
C("multi", "熱水爐開咗佢，校到55度", [one(["b1_wh"], WH_ON), one(["b1_wh"], [HEATSP])], ["yue", "two-actions", "water-heater"])

# ==========================================================================
# 7. History: references, answers to clarifying questions
# ==========================================================================
C("ref", "调暗一点", one(["ms_bedside"], [LVL, STEP]), ["cmn", "history", "reference", "relative"], ["打开主人房的床头灯"])
C("ref", "校低兩度", one(["liv_ac"], SETPOINT), ["yue", "history", "reference", "setpoint"], ["開客廳冷氣"])
C("ref", "换成蓝色", one(["kd_star"], [COLOR, HUE]), ["cmn", "history", "reference", "color"], ["打开星空灯"])
C("ref", "灯带也关了", ALL([OFF], devices=["liv_strip_a", "liv_strip_b"]), ["cmn", "history", "also", "context-room"], ["关掉客厅射灯"])
C("ref", "再大声一点", one(["liv_soundbar"], [VOLUP, VOL]), ["cmn", "history", "reference", "volume"], ["Soundbar 大声一点"])
C("ref", "再凍啲", one(["gm_ac"], [HEATSP]), ["yue", "history", "reference", "heating-setpoint-only"], ["開婆婆房冷氣"])
C("ref", "把它调到25度", one(["st_ac"], SETPOINT), ["cmn", "history", "reference", "setpoint"], ["打开书房空调"])
C("ref", "细路房嗰个", one(["kd_ceiling"], [ON]), ["yue", "history", "clarify-answer"], ["开吸顶灯"])
C("ref", "二楼那个", one(["st_desk"], [ON]), ["cmn", "history", "clarify-answer", "floor"], ["打开台灯"])
C("ref", "洗手间2", one(["b2_heater"], BATH2_ON), ["cmn", "history", "clarify-answer"], ["开浴霸"])
C("ref", "婆婆房", one(["gm_bedside"], [ON]), ["cmn", "history", "clarify-answer", "relay-lamp"], ["开床头灯"])
C("ref", "主人房的", one(["ms_curtain"], [SH_CLOSE]), ["cmn", "history", "clarify-answer", "curtain"], ["关窗帘"])
C("ref", "客廳", one(["liv_ac"], [ON]), ["yue", "history", "clarify-answer"], ["開冷氣"])
C("ref", "还有筒灯4", one(["din_down4"], [ON]), ["cmn", "history", "also", "numbered"], ["打开筒灯3"])
C("ref", "開埋風扇", one(["liv_fan"], [FANPCT, ACFAN]), ["yue", "history", "also", "context-room", "no-switch"], ["開客廳冷氣"])
C("ref", "关掉它", one(["kd_ceiling"], [OFF]), ["cmn", "history", "reference"], ["把细路房吸顶灯打开"])
C("ref", "開咗佢", one(["liv_main"], [ON]), ["yue", "history", "reference"], ["客廳燈開咗未呀？"])
C("ref", "再開多啲", one(["ms_curtain"], [SH_LVL, SH_STEP]), ["yue", "history", "reference", "curtain", "relative"], ["主卧窗帘拉开一半"])
C("ref", "调成紫色", ALL([COLOR, HUE], devices=["liv_strip_a", "liv_strip_b"]), ["cmn", "history", "reference", "color"], ["打开客厅灯带"])
C("ref", "洗手間2都係", ALL([OFF], rooms=["b2"]), ["yue", "history", "also"], ["熄咗洗手間1盞燈"])
C("ref", "faster please", one(["md_fan"], [FANSPEED]), ["mix", "english", "history", "reference", "fan-speed"], ["Turn on the Maid Room Fan"])
C("ref", "第三个关掉", one(["liv_spot3"], [OFF]), ["cmn", "history", "ordinal", "numbered"], ["开客厅射灯"])
C("ref", "停一下", one(["robo"], [RVC_PAUSE]), ["cmn", "history", "reference"], ["扫地机开始扫地"])
C("ref", "再暖一点", one(["din_pendant"], [CT, CTSTEP]), ["cmn", "history", "reference", "colortemp"], ["打开饭厅吊灯", "调到4000K"])
C("ref", "唔該校到26度", one(["gm_ac"], [HEATSP]), ["yue", "history", "reference", "heating-setpoint-only"], ["婆婆房冷氣開咗佢"])
C("ref", "风速调大", one(["st_fresh"], [ACFAN]), ["cmn", "history", "reference", "fan-speed"], ["开一下书房的新风机"])
C("ref", "啱啱開咗嗰盞燈熄返佢", one(["kd_star"], [OFF]), ["yue", "history", "reference"], ["開星空燈"])
C("ref", "熄埋鞋櫃燈", one(["ent_shoe"], [OFF]), ["yue", "history", "also"], ["熄玄關燈"])
C("ref", "開埋射燈", ALL([ON], devices=LIV_SPOTS), ["yue", "history", "also", "context-room", "series"], ["開客廳燈"])
C("ref", "the one in the kitchen", one(["kit_light"], [ON]), ["mix", "english", "history", "clarify-answer"], ["Ate, turn on the light"])
C("ref", "把它关了", one(["st_pc"], [OFF]), ["cmn", "history", "reference", "plug"], ["打开电脑插座"])
C("ref", "主人房嗰部", one(["ms_ac"], SETPOINT), ["yue", "history", "clarify-answer", "setpoint"], ["冷氣校25度"])
C("ref", "两个都要", ALL([ON], devices=BEDSIDES), ["cmn", "history", "clarify-answer", "relay-lamp"], ["开床头灯"])
# references without history
C("ref", "把它关掉", clarify([], [OFF]), ["cmn", "no-history", "reference", "clarify"])
C("ref", "再亮一点", clarify([], [LVL, STEP]), ["cmn", "no-history", "relative", "clarify"])
C("ref", "嗰個熄咗佢", clarify([], [OFF]), ["yue", "no-history", "reference", "clarify"])
C("ref", "那个也打开", clarify([], [ON]), ["cmn", "no-history", "reference", "clarify"])
C("ref", "再凍啲", clarify([], SETPOINT), ["yue", "no-history", "relative", "clarify"])
C("ref", "第二个", clarify([], []), ["cmn", "no-history", "ordinal", "clarify"])
C("ref", "啱啱嗰盞燈熄返佢", clarify([], [OFF]), ["yue", "no-history", "reference", "clarify"])

# ==========================================================================
# 8. Stated needs
# ==========================================================================
C("need", "书房好热", one(["st_ac"], [ON, TM_COOL, TM_SET, COOLSP]), ["cmn", "need", "room"])
C("need", "客厅太暗了", one(["@lights:liv", "liv_curtain", "liv_sheer"], [ON, LVL, STEP, SH_OPEN, SH_LVL]), ["cmn", "need", "room"])
C("need", "婆婆房好焗", one(["gm_ac"], [ON, ACMODE, HEATSP]), ["yue", "need", "room", "heating-setpoint-only"])
C("need", "客廳好潮濕", one(["liv_dehum", "liv_ac"], [ON, TM_SET]), ["yue", "need", "room"])
C("need", "主人房太光喇", one(["@lights:ms", "ms_curtain"], [OFF, LVL, STEP, SH_CLOSE, SH_LVL]), ["yue", "need", "room"])
C("need", "细路房有点冷", one(["kd_ac", "kd_fan"], [OFF, TM_HEAT, TM_SET, HEATSP, COOLSP, FANSPEED]), ["cmn", "need", "room"])
C("need", "Maid room is very hot", one(["md_ac", "md_fan"], [ON, TM_COOL, TM_SET, COOLSP, FANSPEED]), ["mix", "english", "need", "room"])
C("need", "厨房好多油烟", one(["kit_hood"], [ANY]), ["cmn", "need", "room", "no-spec"])
C("need", "饭厅太暗", one(["@lights:din"], [ON, LVL, STEP]), ["cmn", "need", "room"])
C("need", "客厅好多灰尘", one(["liv_purifier", "robo"], [PURIFIER, FANPCT, RVC_START]), ["cmn", "need", "room"])
C("need", "洗手间1好闷", one(["b1_exhaust"], [ON]), ["cmn", "need", "room"])
C("need", "影音室太亮了，看不清投影", one(AV_SPOTS, [OFF, LVL, STEP]), ["cmn", "need", "room"])
C("need", "书房空气不好", one(["st_fresh"], [ON, ACFAN]), ["cmn", "need", "room"])
C("need", "沖涼啲水唔夠熱", one(["b1_wh"], [HEATSP, TM_HEAT, TM_SET]), ["yue", "need", "water-heater"])
C("need", "客廳好熱呀", one(["liv_ac", "liv_fan"], [ON, TM_COOL, TM_SET, COOLSP, FANPCT, ACFAN]), ["yue", "need", "room"])
C("need", "好闷", clarify([], []), ["cmn", "need", "no-place", "clarify"])
C("need", "好热啊", clarify([], []), ["cmn", "need", "no-place", "clarify"])
C("need", "好黑呀，乜都睇唔到", clarify([], []), ["yue", "need", "no-place", "clarify"])
C("need", "好凍呀", clarify([], []), ["yue", "need", "no-place", "clarify"])
C("need", "太吵了", clarify([], []), ["cmn", "need", "no-place", "clarify"])

# ==========================================================================
# 9. Quantifier with a count
# ==========================================================================
C("count", "随便开两盏灯", one(["@lights:*"], [ON]), ["cmn", "count", "house"])
C("count", "客厅随便开两个射灯", one(LIV_SPOTS, [ON]), ["cmn", "count", "room", "series"])
C("count", "筒灯开一半就得", one(DOWNS, [ON]), ["cmn", "count", "series"])
C("count", "開兩盞射燈得喇", one(LIV_SPOTS + AV_SPOTS, [ON]), ["yue", "count", "series"])
C("count", "饭厅开一盏灯就够了", one(["@lights:din"], [ON]), ["cmn", "count", "room"])

# ==========================================================================
# 10. State questions
# ==========================================================================
C("state", "客厅现在几度", one(["liv_th", "liv_ac"], [ANY]), ["cmn", "state", "room"])
C("state", "门锁好了没", one(["ent_lock"], [ANY]), ["cmn", "state", "lock"])
C("state", "細路房個窗閂好未", one(["kd_window"], [ANY]), ["yue", "state", "sensor"])
C("state", "厨房有冇漏水", one(["kit_leak"], [ANY]), ["yue", "state", "sensor"])
C("state", "大门关了吗", one(["ent_contact", "ent_lock"], [ANY]), ["cmn", "state", "sensor"])
C("state", "洗衣机洗完没有", one(["bal_washer"], [ANY]), ["cmn", "state", "appliance"])
C("state", "主人房湿度多少", one(["ms_th"], [ANY]), ["cmn", "state", "sensor", "alias"])
C("state", "熱水爐而家幾多度", one(["b1_wh"], [ANY]), ["yue", "state", "water-heater"])
C("state", "空气质量怎么样", one(["liv_purifier"], [ANY]), ["cmn", "state"])
C("state", "婆婆房冷氣開咗未", one(["gm_ac"], [ANY]), ["yue", "state"])
C("state", "玄关有没有人", one(["ent_motion", "ent_light"], [ANY]), ["cmn", "state", "sensor", "alias"])
C("state", "Is the dryer done?", one(["bal_dryer"], [ANY]), ["mix", "english", "state"])
C("state", "燃氣有冇漏呀", one(["kit_gas"], [ANY]), ["yue", "state", "sensor"])
C("state", "客厅的灯开着吗", one(["@lights:liv"], [ANY]), ["cmn", "state", "room"])
C("state", "影音室空调开着没", one(["av_ac"], [ANY]), ["cmn", "state"])
C("state", "掃地機而家喺邊", one(["robo"], [ANY]), ["yue", "state", "deleted-room"])
C("state", "洗手间2有没有人", one(["b2_motion"], [ANY]), ["cmn", "state", "no-label"])
C("state", "主卧现在几度", one(["ms_th", "ms_ac"], [ANY]), ["cmn", "state", "alias"])
C("state", "露台部洗衣機仲有幾耐", one(["bal_washer"], [ANY]), ["yue", "state", "appliance"])
C("state", "鎖咗大門未呀", one(["ent_lock"], [ANY]), ["yue", "state", "lock"])
C("state", "有冇人喺門口", one(["ent_motion", "ent_light"], [ANY]), ["yue", "state", "sensor"])
C("state", "開咗洗衣機未", one(["bal_washer"], [ANY]), ["yue", "state", "appliance"])
C("state", "客廳有冇煙", one(["liv_smoke"], [ANY]), ["yue", "state", "sensor"])
C("state", "婆婆房而家幾多度", one(["gm_ac"], [ANY]), ["yue", "state", "room"])

# ==========================================================================
# 11. Clarify
# ==========================================================================
C("clarify", "开吸顶灯", clarify(CEILINGS, [ON]), ["cmn", "duplicate-label", "clarify"])
C("clarify", "熄冷氣", clarify(ACS, [OFF]), ["yue", "duplicate-label", "bare-type", "clarify"])
C("clarify", "開燈", clarify(["@lights:*"], [ON]), ["yue", "bare-type", "clarify"])
C("clarify", "空调", clarify(ACS, []), ["cmn", "noun-only", "clarify"])
C("clarify", "窗帘", clarify(BLINDS, []), ["cmn", "noun-only", "clarify"])
C("clarify", "楼下的灯关掉", clarify([], [OFF]), ["cmn", "floor-ambiguous", "clarify"])
C("clarify", "樓上啲燈熄咗佢", clarify([], [OFF]), ["yue", "floor-ambiguous", "clarify"])
C("clarify", "开床头灯", clarify(BEDSIDES, [ON]), ["cmn", "duplicate-label", "clarify"])
C("clarify", "打开台灯", clarify(DESKS, [ON]), ["cmn", "duplicate-label", "clarify"])
C("clarify", "开抽湿机", clarify(DEHUMS, [ON]), ["cmn", "duplicate-label", "clarify"])
C("clarify", "抽濕機開咗佢", clarify(DEHUMS, [ON]), ["yue", "duplicate-label", "clarify"])
C("clarify", "開浴霸", clarify(BATH_HEATERS, [ON]), ["yue", "duplicate-label", "clarify"])
C("clarify", "调到26度", clarify([], SETPOINT), ["cmn", "no-history", "setpoint", "clarify"])
C("clarify", "风扇开大点", clarify(FANS, [FANPCT, ACFAN, FANSPEED]), ["cmn", "bare-type", "clarify"])
C("clarify", "开空调", clarify(ACS, [ON]), ["cmn", "bare-type", "clarify"])
C("clarify", "电视", clarify(["liv_tv"], []), ["cmn", "noun-only", "clarify"])
C("clarify", "客厅灯", clarify(["liv_main"], []), ["cmn", "noun-only", "clarify"])
C("clarify", "閂窗簾", clarify(BLINDS, [SH_CLOSE]), ["yue", "duplicate-label", "bare-type", "clarify"])
C("clarify", "沖涼房盞燈熄咗佢", clarify(BATH_LIGHTS, [OFF]), ["yue", "room-ambiguous", "clarify"])
C("clarify", "厕所的灯打开", clarify(BATH_LIGHTS, [ON]), ["cmn", "room-ambiguous", "clarify"])
C("clarify", "開風扇", clarify(FANS, [FANPCT, ACFAN, ON]), ["yue", "bare-type", "duplicate-label", "clarify"])
C("clarify", "除了卧室都关了", clarify([], [OFF]), ["cmn", "no-type", "exclude-room", "clarify"])
C("clarify", "书房台灯调暗一点", clarify(DESKS, [LVL, STEP]), ["cmn", "label-other-room", "duplicate-label", "clarify"])
C("clarify", "吸顶灯", clarify(CEILINGS, []), ["cmn", "noun-only", "duplicate-label", "clarify"])
C("clarify", "Aircon", clarify(ACS, []), ["mix", "english", "noun-only", "clarify"])
C("clarify", "关灯", clarify(["@lights:*"], [OFF]), ["cmn", "bare-type", "clarify"])
C("clarify", "熄燈", clarify(["@lights:*"], [OFF]), ["yue", "bare-type", "clarify"])
C("clarify", "把温度调低一点", clarify([], SETPOINT), ["cmn", "bare-type", "clarify"])
C("clarify", "大聲啲", clarify(["liv_soundbar", "gm_radio", "av_sonos"], [VOLUP, VOL]), ["yue", "bare-type", "volume", "clarify"])
C("clarify", "窗簾開一半", clarify(BLINDS, [SH_LVL]), ["yue", "bare-type", "curtain", "clarify"])
C("clarify", "静音", clarify(["liv_soundbar", "gm_radio", "kit_gas", "av_sonos"], [MUTE, SETMUTE]), ["cmn", "bare-type", "clarify"])
C("clarify", "打开灯带", clarify(STRIPS, [ON]), ["cmn", "series", "duplicate-label", "clarify"])
C("clarify", "射灯调亮一点", clarify(LIV_SPOTS + AV_SPOTS, [LVL, STEP]), ["cmn", "series", "clarify"])
C("clarify", "浴霸", clarify(BATH_HEATERS, []), ["cmn", "noun-only", "clarify"])
C("clarify", "冷氣校返自動", clarify(ACS, [TM_SET, TM_AUTO, ACMODE]), ["yue", "duplicate-label", "ac-mode", "clarify"])
C("clarify", "开窗帘", clarify(BLINDS, [SH_OPEN]), ["cmn", "bare-type", "clarify"])
C("clarify", "Ate, turn on the light", clarify(["@lights:*"], [ON]), ["mix", "english", "bare-type", "clarify"])
C("clarify", "空调调到制冷", clarify(ACS, [TM_COOL, TM_SET, ACMODE]), ["cmn", "bare-type", "ac-mode", "clarify"])
C("clarify", "開冷氣", clarify(ACS, [ON]), ["yue", "duplicate-label", "bare-type", "clarify"])
C("clarify", "窗簾", clarify(BLINDS, []), ["yue", "noun-only", "clarify"])

# ==========================================================================
# 12. Nothing to do
# ==========================================================================
C("none", "你叫咩名呀", none(), ["yue", "none", "chitchat"])
C("none", "今天天气怎么样", none(), ["cmn", "none", "weather"])
C("none", "廣州聽日會唔會落雨", none(), ["yue", "none", "weather"])
C("none", "美国总统是谁", none(), ["cmn", "none", "world"])
C("none", "今晚食咩好", none(), ["yue", "none", "chitchat"])
C("none", "哈哈哈哈", none(), ["cmn", "none", "remark"])
C("none", "好攰呀今日", none(), ["yue", "none", "remark"])
C("none", "别开空调", none(), ["cmn", "none", "negation"])
C("none", "唔好熄燈住", none(), ["yue", "none", "negation"])
C("none", "算了，不用了", none(), ["cmn", "none", "cancel"])
C("none", "取消", none(), ["cmn", "none", "cancel"])
C("none", "asdfghjkl", none(), ["mix", "none", "gibberish"])
C("none", "😂😂😂", none(), ["mix", "none", "emoji"])
C("none", "👍", none(), ["mix", "none", "emoji"])
C("none", "多謝晒", none(), ["yue", "none", "thanks"])
C("none", "Ate, anong oras na?", none(), ["mix", "none", "chitchat"])
C("none", "唔使喇，我自己嚟", none(), ["yue", "none", "refusal"])
C("none", "雪柜插座千万不要关", none(), ["cmn", "none", "negation"])
C("none", "空调先不用开", none(), ["cmn", "none", "negation"])
C("none", "这个灯真好看", none(), ["cmn", "none", "remark"])
C("none", "呢部冷氣幾錢買㗎", none(), ["yue", "none", "world"])
C("none", "嗯嗯", none(), ["cmn", "none", "filler"])
C("none", "講個笑話嚟聽下", none(), ["yue", "none", "chitchat"])
C("none", "一加一等于几", none(), ["cmn", "none", "world"])
C("none", "OK lang po", none(), ["mix", "none", "filler"])
C("none", "……", none(), ["cmn", "none", "gibberish"])
C("none", "今日係咪打風呀", none(), ["yue", "none", "weather"])
C("none", "空调是什么牌子的", none(), ["cmn", "none", "world"])
C("none", "唔該晒，冇嘢喇", none(), ["yue", "none", "thanks", "cancel"])
C("none", "喂喂喂，聽唔聽到呀", none(), ["yue", "none", "chitchat"])
C("none", "帮我订一张去香港的高铁票", none(), ["cmn", "none", "world"])
C("none", "别关灯，我还在看书", none(), ["cmn", "none", "negation"])
C("none", "啊啊啊啊啊啊", none(), ["cmn", "none", "gibberish"])
C("none", "乜都唔使開", none(), ["yue", "none", "negation"])
C("none", "Never mind, ate", none(), ["mix", "none", "cancel"])
C("none", "算啦，唔好開冷氣喇", none(), ["yue", "none", "cancel", "negation"])
C("none", "🌧️🌧️", none(), ["mix", "none", "emoji"])
C("none", "晚安", none(), ["cmn", "none", "chitchat"])
C("none", "飲咗茶未呀", none(), ["yue", "none", "chitchat"])
C("none", "咦，點解會咁嘅", none(), ["yue", "none", "remark"])

# ==========================================================================
# 13. Long rambling transcripts
# ==========================================================================
C("ramble", "嗯……咁啊，我琴日去咗飲茶，啲蝦餃好好食，跟住返嚟又落雨，衫都未收，唉算啦算啦，你幫我熄咗露台盞燈先啦",
  one(["bal_light"], [OFF]), ["yue", "rambling"])
C("ramble", "那个什么，刚才我妈打电话说周末要过来住两天，我在想要买点什么菜，还有小朋友的作业也没弄完，哦对了，先帮我把主人房空调打开",
  one(["ms_ac"], [ON]), ["cmn", "rambling"])
C("ramble", "Ma'am said she will come home late, so I cook first, then later I iron the uniform of the kids, ay wait, please start the washer",
  one(["bal_washer"], [OP_START]), ["mix", "english", "rambling"])
C("ramble", "今日真係好熱，出面成三十五度，行兩步路都成身汗，返到嚟仲要煮飯，唔該開咗客廳冷氣佢啦",
  one(["liv_ac"], [ON]), ["yue", "rambling"])
C("ramble", "我同你講啊，隔籬屋個阿伯今朝又喺度吵，吵到我成朝都冇瞓好，跟住仲話我哋啲冷氣機滴水，唉，算啦，唔使理佢",
  none(), ["yue", "rambling", "none"])
C("ramble", "今天开会开了一下午，老板又改需求，回来路上还堵车，累死了，帮我把书房的台灯打开，我还要加班",
  one(["st_desk"], [ON]), ["cmn", "rambling", "floor-prefix-room", "label-other-room"])

# ==========================================================================
# 14. Conditions (labelled as the action they contain)
# ==========================================================================
C("cond", "等我回家就把客厅空调打开", one(["liv_ac"], [ON]), ["cmn", "condition"])
C("cond", "等我返到屋企就開客廳冷氣", one(["liv_ac"], [ON]), ["yue", "condition"])
C("cond", "九点钟帮我开热水器", one(["b1_wh"], WH_ON), ["cmn", "condition", "water-heater"])
C("cond", "沖完涼就熄咗洗手間1盞燈", one(["b1_light"], [OFF]), ["yue", "condition"])
C("cond", "天黑了就开天台灯", one(["rf_light"], [ON]), ["cmn", "condition"])
C("cond", "如果有人按门铃就开玄关灯", one(["ent_light"], [ON]), ["cmn", "condition"])
C("cond", "十分钟后关掉电视", one(["liv_tv"], [OFF]), ["cmn", "condition", "timer"])
C("cond", "陣間食完飯就閂咗抽油煙機", one(["kit_hood"], [ANY]), ["yue", "condition", "no-spec"])
C("cond", "Pag dating ni ma'am, unlock the main door", one(["ent_lock"], [UNLOCK, UNLATCH]), ["mix", "english", "condition", "lock"])
C("cond", "小朋友睡着了就把星空灯关掉", one(["kd_star"], [OFF]), ["cmn", "condition"])
C("cond", "落雨就閂咗淋花水掣", one(["rf_valve"], [V_CLOSE]), ["yue", "condition", "valve"])
C("yue-simp", "开埋客厅风扇啦", one(["liv_fan"], [FANPCT, ACFAN]), ["yue", "simplified-yue", "room", "no-switch"])
C("yue-simp", "唔该开主人房空调", one(["ms_ac"], [ON]), ["yue", "simplified-yue", "room", "polite"])
C("yue-simp", "收音机校细声啲", one(["gm_radio"], [VOLDOWN, VOL]), ["yue", "simplified-yue", "volume", "relative"])
C("yue-simp", "熄咗饭厅啲灯佢", ALL([OFF], rooms=["din"]), ["yue", "simplified-yue", "room", "bulk"])
C("yue-simp", "闩咗主卧窗帘佢", one(["ms_curtain"], [SH_CLOSE]), ["yue", "simplified-yue", "curtain", "alias"])
C("yue-simp", "开冷气啦", clarify(ACS, [ON]), ["yue", "simplified-yue", "bare-type", "clarify"])
C("yue-simp", "成间屋啲灯熄晒佢", ALL([OFF]), ["yue", "simplified-yue", "bulk", "house"])
C("yue-simp", "细路房啲灯着晒佢", ALL([ON], rooms=["kd"]), ["yue", "simplified-yue", "room", "bulk", "label-other-room"])
C("cond", "婆婆瞓著咗就熄咗佢間房盞燈", one(["gm_ceiling"], [OFF]), ["yue", "condition", "main-light"])


# ==========================================================================
# Resolution, writing, checking
# ==========================================================================
def spec_commands(spec_lines: list[dict]) -> dict:
    return {ln["profileId"]: {c["id"] for c in ln["capabilities"]} for ln in spec_lines}


def supports(d: dict, caps_: list, cmds: dict) -> bool:
    have = cmds.get(d["profile"], set())
    return all(c in have for c in caps_)


def in_scope(key: str, d: dict, scope: dict) -> bool:
    if scope["devices"] is not None:
        return key in scope["devices"]
    if not FAMILY[scope["family"]](d):
        return False
    room = d["room"]
    if scope["rooms"] is not None and room not in scope["rooms"]:
        return False
    if scope["floors"] is not None and (room is None or ROOM_FLOOR[room] not in scope["floors"]):
        return False
    if room is not None and (room in scope["ex_rooms"] or ROOM_FLOOR[room] in scope["ex_floors"]):
        return False
    return key not in scope["ex_devices"]


def resolve_all(scope: dict, caps_: list, table: dict, cmds: dict) -> tuple[list, list]:
    """(devices in scope supporting every listed command, in-scope devices dropped for lack of support)."""
    keys = [k for k in table if in_scope(k, table[k], scope)]
    kept = [k for k in keys if supports(table[k], caps_, cmds)]
    dropped = [k for k in keys if k not in kept]
    return kept, dropped


def expand_keys(keys: list, table: dict) -> list:
    out = []
    for k in keys:
        if k.startswith("@lights:"):
            room = k.split(":", 1)[1]
            out += [x for x, d in table.items() if is_light(d) and (room == "*" or d["room"] == room)]
        else:
            out.append(k)
    seen, res = set(), []
    for k in out:
        if k not in seen:
            seen.add(k)
            res.append(k)
    return res


def build_cases(table: dict, cmds: dict) -> tuple[list[dict], list[str]]:
    cases, notes, counters = [], [], {}
    for group, query, entries, tags, history in CASES:
        counters[group] = counters.get(group, 0) + 1
        cid = f"gz-{group}-{counters[group]:03d}"
        out_entries = []
        for e in entries:
            if e["mode"] == "all":
                kept, dropped = resolve_all(e["_scope"], e["capabilities"], table, cmds)
                if dropped and "capability-filter" not in tags:
                    notes.append(f"{cid}: in-scope devices without {e['capabilities']}: {dropped}")
                keys = kept
            else:
                keys = expand_keys(e["devices"], table)
            out_entries.append({"devices": [table[k]["id"] for k in keys],
                                "capabilities": e["capabilities"], "mode": e["mode"]})
        case = {"id": cid, "home": "home.json", "query": query, "expect": out_entries, "tags": tags}
        if history:
            case["history"] = history
        cases.append(case)
    return cases, notes


def build_all():
    profiles, caps = load_profiles(), load_caps()
    home, table = build_home(profiles)
    spec = build_spec(profiles, caps)
    cmds = spec_commands(spec)
    cases, notes = build_cases(table, cmds)
    return home, spec, cases, table, cmds, notes


def dump_home(home) -> str:
    return json.dumps(home, ensure_ascii=False, indent=2) + "\n"


def dump_lines(lines) -> str:
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)


def write():
    home, spec, cases, _t, _c, notes = build_all()
    (HERE / "home.json").write_text(dump_home(home), encoding="utf-8")
    (HERE / "spec.jsonl").write_text(dump_lines(spec), encoding="utf-8")
    (HERE / "cases.jsonl").write_text(dump_lines(cases), encoding="utf-8")
    for n in notes:
        print("NOTE", n)
    print(f"wrote {len(home['items'])} devices, {len(home['rooms'])} rooms, "
          f"{len(spec)} spec lines, {len(cases)} cases")


def check() -> int:
    errors: list[str] = []
    home_b, spec_b, cases_b, table, cmds_b, notes = build_all()
    # 1. the files on disk parse and equal a fresh build (determinism)
    try:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec = [json.loads(x) for x in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        cases = [json.loads(x) for x in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        print("ERROR reading files:", exc)
        return 1
    if home != home_b:
        errors.append("home.json differs from a fresh build")
    if spec != spec_b:
        errors.append("spec.jsonl differs from a fresh build")
    if cases != cases_b:
        errors.append("cases.jsonl differs from a fresh build")

    # 2. home: unique ids, real profiles, room references
    profiles = load_profiles()
    ids = [d["deviceId"] for d in home["items"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate deviceId")
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        errors.append("duplicate roomId")
    by_id = {d["deviceId"]: d for d in home["items"]}
    for d in home["items"]:
        main = next(c for c in d["components"] if c["id"] == "main")
        drv = d["profile"]["id"][3:]
        match = [p for (dv, n), p in profiles.items() if n == d["name"] and drv == f"{dv}-{n}"]
        if len(match) != 1:
            errors.append(f"{d['deviceId']}: profile {d['profile']['id']} not found in profiles.jsonl")
            continue
        p = match[0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append(f"{d['deviceId']}: main capabilities differ from profile")
        if [c["name"] for c in main["categories"]] != p["categories"]:
            errors.append(f"{d['deviceId']}: categories differ from profile")
    spec_ids = [s["profileId"] for s in spec]
    if len(spec_ids) != len(set(spec_ids)):
        errors.append("duplicate profileId in spec")
    cmds = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec}
    for s in spec:
        cids = [c["id"] for c in s["capabilities"]]
        if len(cids) != len(set(cids)):
            errors.append(f"spec {s['profileId']}: duplicate command id")
        for c in s["capabilities"]:
            if not re.fullmatch(r"main-[A-Za-z.]+-[A-Za-z]+", c["id"]) or not c.get("description"):
                errors.append(f"spec {s['profileId']}: bad command {c}")
    missing = {d["profile"]["id"] for d in home["items"]} - set(cmds)
    if missing != SPEC_MISSING:
        errors.append(f"profiles missing from spec {sorted(missing)} != intended {sorted(SPEC_MISSING)}")

    # 3. cases
    cids = [c["id"] for c in cases]
    if len(cids) != len(set(cids)):
        errors.append("duplicate case id")
    key_of = {v["id"]: k for k, v in table.items()}
    built_scopes = {}
    for (group, query, entries, tags, history), c in zip(CASES, cases_b):
        built_scopes[c["id"]] = entries
    for c in cases:
        cid = c["id"]
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c.get("tags"):
            errors.append(f"{cid}: missing home/query/tags")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: bad history")
        if not c.get("expect"):
            errors.append(f"{cid}: empty expect")
        for i, e in enumerate(c["expect"]):
            mode = e.get("mode")
            if set(e) != {"devices", "capabilities", "mode"}:
                errors.append(f"{cid}[{i}]: unexpected keys {sorted(e)}")
            if mode == "none":
                if e != {"devices": [], "capabilities": [], "mode": "none"}:
                    errors.append(f"{cid}[{i}]: none entry must be empty")
                if len(c["expect"]) != 1:
                    errors.append(f"{cid}: none must be the only entry")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{cid}[{i}]: bad mode {mode}")
                continue
            devs, caps_ = e["devices"], e["capabilities"]
            if len(devs) != len(set(devs)):
                errors.append(f"{cid}[{i}]: duplicate devices")
            for dev in devs:
                if dev not in by_id:
                    errors.append(f"{cid}[{i}]: unknown device {dev}")
            if mode != "clarify" and not devs:
                errors.append(f"{cid}[{i}]: no devices")
            if mode != "clarify" and not caps_:
                errors.append(f"{cid}[{i}]: no capabilities")
            if ANY in caps_:
                if caps_ != [ANY]:
                    errors.append(f"{cid}[{i}]: '*' must stand alone")
                continue
            dev_cmds = {dev: cmds.get(by_id[dev]["profile"]["id"]) for dev in devs if dev in by_id}
            with_spec = {k: v for k, v in dev_cmds.items() if v is not None}
            # every listed command exists in the spec line of a listed device's profile
            for cap in caps_:
                if with_spec and not any(cap in v for v in with_spec.values()):
                    errors.append(f"{cid}[{i}]: command {cap} exists on none of the listed devices")
            if mode == "one":
                for dev, v in dev_cmds.items():
                    if v is None:
                        errors.append(f"{cid}[{i}]: device {key_of[dev]} has no spec; use '*'")
                    elif not any(cap in v for cap in caps_):
                        errors.append(f"{cid}[{i}]: device {key_of[dev]} supports none of {caps_}")
            if mode == "all":
                for dev, v in dev_cmds.items():
                    if v is None or not all(cap in v for cap in caps_):
                        errors.append(f"{cid}[{i}]: bulk device {key_of[dev]} lacks one of {caps_}")
                ent = built_scopes.get(cid, [None] * (i + 1))[i]
                if ent is None or ent.get("mode") != "all":
                    errors.append(f"{cid}[{i}]: no scope definition for bulk entry")
                else:
                    kept, _ = resolve_all(ent["_scope"], caps_, table, cmds)
                    if sorted(table[k]["id"] for k in kept) != sorted(devs):
                        errors.append(f"{cid}[{i}]: bulk devices are not exactly the in-scope devices supporting {caps_}")
    for n in notes:
        print("NOTE", n)
    for err in errors:
        print("ERROR", err)
    modes: dict = {}
    for c in cases:
        for e in c["expect"]:
            modes[e["mode"]] = modes.get(e["mode"], 0) + 1
    print(f"{len(home['items'])} devices, {len(home['rooms'])} rooms, {len(spec)} spec lines, "
          f"{len(cases)} cases, entries by mode {modes}")
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    write()
