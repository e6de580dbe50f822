#!/usr/bin/env python3
"""Blind evaluation set "xiamen": a Gulangyu family house run partly as a guesthouse.

Writes home.json, spec.jsonl, cases.jsonl and README.md beside this file.
`python build.py --check` re-validates the files on disk and prints counts.
Standard library only (Python 3.11).
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


def data_dir() -> Path:
    try:
        p = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
        if p.is_dir():
            return p
    except IndexError:
        pass
    return Path("/work/shared/data/smartthings")


NS = uuid.uuid5(uuid.NAMESPACE_URL, "smarthome-blind/xiamen")
LOCATION_ID = str(uuid.uuid5(NS, "location:xiamen"))


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(key: str) -> str:
    return str(uuid.uuid5(NS, "room:" + key))


# --------------------------------------------------------------------------------------
# Rooms and floors
# --------------------------------------------------------------------------------------
ROOMS = [
    ("living", "一楼 客厅"),
    ("tea", "一楼 茶桌区"),
    ("kitchen", "一楼 厨房"),
    ("master", "二楼 主人房"),
    ("kid", "二楼 囝仔房"),
    ("ama", "二楼 阿嬷房"),
    ("ra", "3F-海景房A"),
    ("rb", "3F-海景房B"),
    ("rg", "3F-花园房"),
    ("roof", "天台"),
    ("yard", "院子"),
    ("stairs", "楼梯"),
]
ROOM_NAME = dict(ROOMS)
# A room key that devices point at but that is not in `rooms` (deleted in the app).
MISSING_ROOM = "storeroom-deleted"

FLOORS = {
    "1F": ["living", "tea", "kitchen"],
    "2F": ["master", "kid", "ama"],
    "3F": ["ra", "rb", "rg"],
}
# 天台 (roof), 院子 (yard) and 楼梯 (stairs) belong to no numbered floor.

# --------------------------------------------------------------------------------------
# Devices: key, label, room key (None = no roomId), (driver, profile name)
# --------------------------------------------------------------------------------------
D = [
    # 一楼 客厅
    ("lv_ceiling", "吸顶灯", "living", ("matter-switch", "light-level-colorTemperature")),
    ("lv_floor", "落地灯", "living", ("zigbee-switch", "rgbw-bulb")),
    ("lv_strip", "电视背景灯带", "living", ("matter-switch", "light-color-level")),
    ("lv_altar", "神明灯", "living", ("zigbee-switch", "aqara-switch-module-no-power")),
    ("lv_fishlight", "鱼缸灯", "living", ("zigbee-switch", "color-bulb")),
    ("lv_fishpump", "鱼缸水泵", "living", ("matter-pump", "pump-level")),
    ("lv_fishheat", "鱼缸加热棒", "living", ("zwave-switch", "smartplug-binary")),
    ("lv_ac", "空调", "living", ("matter-thermostat", "room-air-conditioner")),
    ("lv_curtain", "客厅窗帘", "living", ("matter-window-covering", "window-covering")),
    ("lv_tv", "客厅电视", "living", ("matter-media", "media-video-player")),
    ("lv_sonos", "Sonos音箱", "living", ("sonos", "sonos-player")),
    ("lv_dehum", "一楼除湿机", "living", ("matter-thermostat", "air-purifier-temperature-humidity-aqs")),
    ("lv_th", "客厅温湿度计", "living", ("matter-sensor", "temperature-humidity")),
    ("lv_rvc", "扫地机", "living", ("matter-rvc", "rvc-clean-mode")),
    # 一楼 茶桌区
    ("tea_ceiling", "吸顶灯", "tea", ("matter-switch", "light-binary")),
    ("tea_pendant", "茶桌吊灯", "tea", ("zigbee-switch", "on-off-level")),
    ("tea_spot", "茶台射灯", "tea", ("matter-switch", "light-level")),
    ("tea_kettle", "茶炉插座", "tea", ("zigbee-switch", "switch-power-energy-consumption-report-aqara")),
    ("tea_ac", "空调", "tea", ("deepsmart", "Ac.v1")),
    ("tea_fan", "茶桌风扇", "tea", ("zwave-fan", "fan-3speed")),
    # 一楼 厨房
    ("kit_light", "厨房灯", "kitchen", ("zigbee-switch", "on-off-bulb")),
    ("kit_cabinet", "橱柜灯", "kitchen", ("matter-switch", "light-level-power")),
    ("kit_hood", "油烟机", "kitchen", ("matter-appliance", "extractor-hood-light")),
    ("kit_dish", "洗碗机", "kitchen", ("matter-appliance", "dishwasher")),
    ("kit_ac", "空调", "kitchen", ("deepsmart", "Ac.v1")),
    ("kit_rice", "电饭煲插座", "kitchen", ("matter-switch", "plug-binary")),
    ("kit_fridge", "冰箱", "kitchen", ("matter-appliance", "refrigerator-freezer")),
    ("kit_leak", "厨房漏水传感器", "kitchen", ("matter-sensor", "leak-battery")),
    ("kit_smoke", "烟雾报警器", "kitchen", ("matter-sensor", "smoke-battery")),
    # 二楼 主人房
    ("ms_ceiling", "吸顶灯", "master", ("zigbee-switch", "color-temp-bulb")),
    ("ms_bedside", "床头灯", "master", ("zigbee-switch", "ge-link-bulb")),
    ("ms_yeelight", "Yeelight 阅读灯", "master", ("matter-switch", "light-level-colorTemperature-2700K-6500K")),
    ("ms_ac", "空调", "master", ("matter-thermostat", "room-air-conditioner-modular")),
    ("ms_curtain", "主卧窗帘", "master", ("zigbee-window-treatment", "window-treatment-profile")),
    ("ms_bose", "Bose音箱", "master", ("bose", "soundtouch-speaker")),
    ("ms_dehum", "二楼除湿机", "master", ("zigbee-switch", "switch-power-energy")),
    # 二楼 囝仔房
    ("kid_ceiling", "吸顶灯", "kid", ("zigbee-switch", "on-off-level")),
    ("kid_mi", "Mi Home 台灯", "kid", ("zigbee-switch", "aqara-led-bulb")),
    ("kid_star", "星星小夜灯", "kid", ("zigbee-switch", "rgbw-bulb-2700K-6500K")),
    ("kid_ac", "空调", "kid", ("matter-thermostat", "room-air-conditioner-heating-cooling")),
    ("kid_curtain", "囝仔房窗帘", "kid", ("zigbee-window-treatment", "window-treatment-no-preset")),
    ("kid_purifier", "空气净话器", "kid", ("matter-thermostat", "air-purifier-hepa")),
    # 二楼 阿嬷房
    ("ama_ceiling", "吸顶灯", "ama", ("matter-switch", "light-binary")),
    ("ama_night", "起夜灯", "ama", ("matter-switch", "light-level-motion")),
    ("ama_lvlamp", "客厅台灯", "ama", ("zwave-bulb", "switch-level-colortemp")),
    ("ama_ac", "空调", "ama", ("matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling")),
    ("ama_fan", "阿嬷房风扇", "ama", ("matter-thermostat", "fan-rock")),
    ("ama_radio", "阿嬷收音机", "ama", ("matter-media", "media-speaker")),
    ("ama_blanket", "电热毯插座", "ama", ("matter-switch", "plug-power")),
    # 3F-海景房A
    ("a_main", "A房主灯", "ra", ("zigbee-switch", "color-temp-bulb-2700K-6500K")),
    ("a_bed_l", "A房床头灯左", "ra", ("matter-switch", "light-level")),
    ("a_bed_r", "A房床头灯右", "ra", ("matter-switch", "light-level")),
    ("a_bath", "A房浴室灯", "ra", ("matter-switch", "light-binary")),
    ("a_ac", "A房空调", "ra", ("matter-thermostat", "room-air-conditioner")),
    ("a_curtain", "A房窗帘", "ra", ("matter-window-covering", "window-covering")),
    ("a_tv", "A房电视", "ra", ("matter-media", "media-video-speaker")),
    ("a_heater", "A房浴霸", "ra", ("zigbee-switch", "switch-smart-bath-heater-laisiao")),
    ("f3_dehum", "三楼除湿机", "ra", ("matter-thermostat", "air-purifier-temperature-humidity-aqs")),
    # 3F-海景房B
    ("b_main", "B房主灯", "rb", ("zigbee-switch", "rgbw-bulb-2700K-6500K")),
    ("b_bed", "B房床头灯", "rb", ("zigbee-switch", "on-off-level")),
    ("b_bath", "B房浴室灯", "rb", ("zigbee-switch", "on-off-bulb")),
    ("b_balcony", "B房阳台灯", "rb", ("matter-switch", "light-binary")),
    ("b_ac", "B房空调", "rb", ("matter-thermostat", "room-air-conditioner-fan-heating-cooling")),
    ("b_curtain", "B房窗帘", "rb", ("zigbee-window-treatment", "window-treatment-battery")),
    # 3F-花园房
    ("g_main", "花园房主灯", "rg", ("matter-switch", "light-level-colorTemperature")),
    ("g_desk", "花园房台灯", "rg", ("zigbee-switch", "ge-link-bulb")),
    ("g_bath", "花园房浴室灯", "rg", ("zigbee-switch", "on-off-bulb")),
    ("g_ac", "花园房空调", "rg", ("matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate")),
    ("g_curtain", "花园房窗帘", "rg", ("zigbee-window-treatment", "window-treatment-no-preset")),
    ("g_heater", "花园房浴霸", "rg", ("zigbee-switch", "switch-smart-bath-heater-laisiao")),
    ("g_aroma", "香薰机插座", "rg", ("zigbee-switch", "basic-plug")),
    # 天台
    ("roof_s1", "天台串灯1", "roof", ("matter-switch", "light-color-level")),
    ("roof_s2", "天台串灯2", "roof", ("matter-switch", "light-color-level")),
    ("roof_s3", "天台串灯3", "roof", ("matter-switch", "light-color-level")),
    ("roof_s4", "天台串灯4", "roof", ("matter-switch", "light-color-level")),
    ("roof_s5", "天台串灯5", "roof", ("matter-switch", "light-color-level")),
    ("roof_flood", "天台投光灯", "roof", ("matter-switch", "light-level-power")),
    ("roof_jbl", "天台音箱", "roof", ("jbl", "jbl")),
    ("roof_shade", "天台遮阳帘", "roof", ("matter-window-covering", "covering")),
    ("roof_valve", "天台浇花阀", "roof", ("matter-switch", "water-valve-level")),
    ("roof_washer", "洗衣机", "roof", ("matter-appliance", "laundry-washer")),
    ("roof_rack", "晾衣价", "roof", ("zigbee-switch", "basic-switch")),
    ("roof_mosq", "驱文器插座", "roof", ("matter-switch", "plug-energy-powerConsumption")),
    ("roof_th", "天台温湿度计", "roof", ("matter-sensor", "temperature-humidity-battery")),
    ("roof_pump", "水塔水泵", "roof", ("matter-pump", "pump-only")),
    # 院子
    ("y_l1", "院灯1", "yard", ("zigbee-switch", "on-off-level")),
    ("y_l2", "院灯2", "yard", ("zigbee-switch", "on-off-level")),
    ("y_l3", "院灯3", "yard", ("zigbee-switch", "on-off-level")),
    ("y_l4", "院灯4", "yard", ("zigbee-switch", "on-off-level")),
    ("y_gate_light", "门楼灯", "yard", ("zigbee-switch", "aqara-switch-no-power")),
    ("y_banyan", "榕树射灯", "yard", ("matter-switch", "light-color-level-2000K-7000K")),
    ("y_heater", "户外淋浴热水器", "yard", ("matter-thermostat", "water-heater")),
    ("y_valve", "浇花阀门", "yard", ("zwave-valve", "valve-generic")),
    ("y_lock", "院门锁", "yard", ("matter-lock", "lock-battery")),
    ("y_contact", "院门门磁", "yard", ("matter-sensor", "contact-battery")),
    # 楼梯
    ("st_light", "楼梯灯", "stairs", ("zwave-sensor", "motion-light")),
    ("st_night", "楼梯夜灯", "stairs", ("matter-switch", "light-binary")),
    ("st_motion", "楼梯人体感应", "stairs", ("matter-sensor", "motion-battery")),
    # roomId that is not in rooms / no roomId at all
    ("x_vent", "储物间排气扇", MISSING_ROOM, ("zwave-switch", "switch-vent")),
    ("hue_go", "Philips Hue Go", None, ("philips-hue", "white-and-color-ambiance")),
]

# Relays (category Switch) whose label clearly says they drive a light.
LIGHT_RELAYS = {"lv_altar", "y_gate_light"}
# A label that names another room than the device's roomId: label room key.
LABEL_ROOM = {"ama_lvlamp": "living"}
# Profiles deliberately left out of spec.jsonl (devices keep their home.json entry).
UNSPECCED = {("matter-rvc", "rvc-clean-mode"), ("matter-appliance", "laundry-washer"),
             ("matter-sensor", "contact-battery")}

MAINTENANCE = {"refresh", "firmwareUpdate", "healthCheck"}


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}".lower().replace(".", "-")


# --------------------------------------------------------------------------------------
# Descriptions for spec.jsonl (zh, en)
# --------------------------------------------------------------------------------------
DESC = {
    ("switch", "on"): ("打开设备", "Turn the device on"),
    ("switch", "off"): ("关闭设备", "Turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度", "Set the brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调高或调低亮度", "Step the brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温", "Set the color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比调节色温(冷暖)", "Step the color temperature by percent"),
    ("colorControl", "setColor"): ("设置灯光颜色", "Set the light color"),
    ("colorControl", "setHue"): ("设置色相", "Set the hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "Set the saturation"),
    ("level", "setLevel"): ("设置开度", "Set the level"),
    ("windowShade", "open"): ("打开窗帘", "Open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "Close the shade"),
    ("windowShade", "pause"): ("暂停窗帘", "Pause the shade"),
    ("windowShadeLevel", "setShadeLevel"): ("设置窗帘开合度", "Set the shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "Move to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "Set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置叶片角度", "Set the tilt level"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长调节窗帘开合", "Step the shade level"),
    ("valve", "open"): ("打开阀门", "Open the valve"),
    ("valve", "close"): ("关闭阀门", "Close the valve"),
    ("lock", "lock"): ("上锁", "Lock"),
    ("lock", "unlock"): ("开锁", "Unlock"),
    ("lock", "unlatch"): ("解开门闩", "Unlatch"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "Set the air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置空调风速", "Set the fan mode"),
    ("thermostatMode", "auto"): ("切换到自动模式", "Set mode to auto"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "Set mode to cool"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "Set mode to emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热模式", "Set mode to heat"),
    ("thermostatMode", "off"): ("关闭温控", "Set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "Set the thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "Set the cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "Set the heating setpoint"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "Set the fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "Set the fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风扇模式", "Set the fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风方式", "Set the oscillation mode"),
    ("windMode", "setWindMode"): ("设置风感模式", "Set the wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置风扇运行模式", "Set the air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "Set the volume"),
    ("audioVolume", "volumeUp"): ("调高音量", "Volume up"),
    ("audioVolume", "volumeDown"): ("调低音量", "Volume down"),
    ("audioMute", "mute"): ("静音", "Mute"),
    ("audioMute", "unmute"): ("取消静音", "Unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "Set the mute state"),
    ("mediaPlayback", "play"): ("播放", "Play"),
    ("mediaPlayback", "pause"): ("暂停播放", "Pause"),
    ("mediaPlayback", "stop"): ("停止播放", "Stop"),
    ("mediaPlayback", "fastForward"): ("快进", "Fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "Rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "Set the playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首", "Next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首", "Previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设", "Play a preset"),
    ("keypadInput", "sendKey"): ("发送遥控按键", "Send a remote key"),
    ("audioNotification", "playTrack"): ("播放提示音", "Play a track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "Play a track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "Play a track and resume"),
    ("operationalState", "start"): ("开始运行", "Start"),
    ("operationalState", "stop"): ("停止运行", "Stop"),
    ("operationalState", "pause"): ("暂停运行", "Pause"),
    ("operationalState", "resume"): ("继续运行", "Resume"),
    ("mode", "setMode"): ("设置模式", "Set the mode"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "Set the temperature level"),
    ("temperatureSetpoint", "setTemperatureSetpoint"): ("设置目标温度", "Set the temperature setpoint"),
}

VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"), "off": ("关闭", "off"),
    "dry": ("除湿", "dry"), "fan": ("送风", "fan only"), "dryair": ("除湿", "dry air"),
    "fanonly": ("送风", "fan only"), "eco": ("节能", "eco"), "low": ("低", "low"), "medium": ("中", "medium"),
    "high": ("高", "high"), "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "windFree": ("无风感", "wind free"), "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
    "naturalWind": ("自然风", "natural wind"), "swing": ("摆动", "swing"), "fixed": ("固定", "fixed"),
    "wide": ("广角", "wide"), "horizontal": ("左右摆风", "horizontal"), "vertical": ("上下摆风", "vertical"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"), "playing": ("播放中", "playing"),
    "paused": ("已暂停", "paused"), "stopped": ("已停止", "stopped"),
}

MODE_LISTS = {
    ("airConditionerMode", "setAirConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("airConditionerFanMode", "setFanMode"): ["low", "medium", "high", "auto"],
    ("fanOscillationMode", "setFanOscillationMode"): ["off", "fixed", "swing", "wide", "horizontal", "vertical"],
}
THERMOSTAT_MODES = {
    "AirConditioner": ["off", "cool", "heat", "auto", "dryair", "fanonly"],
    "WaterHeater": ["off", "heat", "eco"],
}


def pick_zh(*parts: str) -> bool:
    h = hashlib.md5("|".join(parts).encode()).digest()[0]
    return h % 10 < 6


# --------------------------------------------------------------------------------------
# Loading the real data
# --------------------------------------------------------------------------------------
def load_data():
    dd = data_dir()
    profiles = {}
    for line in (dd / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            p = json.loads(line)
            profiles[(p["driver"].split("/")[-1], p["name"])] = p
    caps = json.loads((dd / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, caps


def spec_entries(prof: dict, caps: dict, pid: str) -> list:
    cat = prof["categories"][0] if prof["categories"] else "Unknown"
    cfg = prof.get("capability_config", {})
    out = []
    for cap in prof["capabilities"]:
        if cap in MAINTENANCE or cap not in caps:
            continue
        cdef = caps[cap]
        if not cdef.get("controllable") or cdef.get("group") == "maintenance":
            continue
        conf = cfg.get(cap, [])
        enum_cmds = None
        rng = None
        enabled = None
        for c in conf:
            if c.get("key") == "{{enumCommands}}":
                enum_cmds = c.get("enabledValues")
            elif "range" in c:
                rng = c["range"]
            elif "enabledValues" in c:
                enabled = c["enabledValues"]
        for cmd in cdef.get("commands", []):
            name = cmd["name"]
            args = cmd.get("arguments", [])
            if enum_cmds is not None and not args and name not in enum_cmds:
                continue
            cid = f"main-{cap}-{name}"
            zh, en = DESC.get((cap, name), (f"{cap} {name}", f"{cap} {name}"))
            use_zh = pick_zh(pid, cid)
            e = {"id": cid, "description": zh if use_zh else en}
            if args:
                a = args[0]
                t = a.get("type")
                if t:
                    e["type"] = t
                values = None
                if (cap, name) in MODE_LISTS:
                    values = MODE_LISTS[(cap, name)]
                elif cap == "thermostatMode" and name == "setThermostatMode":
                    values = THERMOSTAT_MODES.get(cat, ["off", "heat", "cool", "auto"])
                elif a.get("enum"):
                    values = enabled if (enabled and set(enabled) <= set(a["enum"])) else a["enum"]
                if values:
                    vl = []
                    for v in values:
                        vz, ve = VALUE_DESC.get(v, (v, v))
                        vl.append({"value": v, "description": vz if pick_zh(pid, cid, v) else ve})
                    e["value_list"] = vl
                elif t in ("integer", "number"):
                    vr = {}
                    unit = None
                    if cap in ("switchLevel", "level", "windowShadeLevel", "windowShadePreset",
                               "fanSpeedPercent", "audioVolume"):
                        vr = {"min": 0, "max": 100}
                        unit = "%"
                    elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                        vr = {"min": -100, "max": 100}
                        unit = "%"
                    elif cap == "colorControl":
                        vr = {"min": 0, "max": 100}
                        unit = "%"
                    elif cap == "colorTemperature":
                        vr = {"min": a.get("minimum", 1), "max": a.get("maximum", 30000)}
                        unit = "K"
                    elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                        unit = "C"
                    elif cap == "fanSpeed":
                        vr = {"min": 0}
                    if rng:
                        vr = {"min": rng[0], "max": rng[1]}
                    if "min" in vr and "max" in vr:
                        if unit:
                            vr["unit"] = unit
                        e["value_range"] = vr
            out.append(e)
    return out


# --------------------------------------------------------------------------------------
# Build the home
# --------------------------------------------------------------------------------------
class Home:
    def __init__(self):
        self.profiles, self.caps = load_data()
        self.dev = {}
        for key, label, room, prof in D:
            if prof not in self.profiles:
                raise SystemExit(f"profile not found: {prof}")
            assert key not in self.dev, key
            p = self.profiles[prof]
            self.dev[key] = {
                "key": key, "label": label, "room": room, "prof": prof, "p": p,
                "pid": profile_id(*prof),
                "cat": p["categories"][0] if p["categories"] else "Unknown",
                "caps": [c for c in p["capabilities"]],
            }
        self.spec = {}
        for key, d in self.dev.items():
            if d["prof"] in UNSPECCED or d["pid"] in self.spec:
                continue
            self.spec[d["pid"]] = spec_entries(d["p"], self.caps, d["pid"])
        # real command support (from the profile), used to guard bulk scopes
        self.real = {}
        for key, d in self.dev.items():
            s = set()
            for cap in d["caps"]:
                for cmd in self.caps.get(cap, {}).get("commands", []):
                    s.add(f"main-{cap}-{cmd['name']}")
            self.real[key] = s

    def spec_cmds(self, key):
        return {e["id"] for e in self.spec.get(self.dev[key]["pid"], [])}

    def supports(self, key, cmd):
        return full(cmd) in self.spec_cmds(key)

    def is_light(self, key):
        return self.dev[key]["cat"] == "Light" or key in LIGHT_RELAYS

    def rooms_of(self, key):
        r = {self.dev[key]["room"]}
        if key in LABEL_ROOM:
            r.add(LABEL_ROOM[key])
        return r - {None}

    def home_json(self):
        rooms = [{"roomId": room_id(k), "name": n, "locationId": LOCATION_ID} for k, n in ROOMS]
        items = []
        for key, label, room, prof in D:
            d = self.dev[key]
            it = {"deviceId": dev_id(key), "label": label, "name": d["p"]["name"],
                  "locationId": LOCATION_ID}
            if room is not None:
                it["roomId"] = room_id(room)
            it["profile"] = {"id": d["pid"]}
            it["components"] = [{
                "id": "main",
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in d["p"]["categories"]],
                "capabilities": [{"id": c, "version": 1} for c in d["caps"]],
            }]
            items.append(it)
        return {"rooms": rooms, "items": items}


CMD = {
    "on": "switch-on", "off": "switch-off",
    "lvl": "switchLevel-setLevel", "step": "statelessSwitchLevelStep-stepLevel",
    "ct": "colorTemperature-setColorTemperature",
    "ctstep": "statelessColorTemperatureStep-stepColorTemperatureByPercent",
    "color": "colorControl-setColor", "hue": "colorControl-setHue", "sat": "colorControl-setSaturation",
    "sopen": "windowShade-open", "sclose": "windowShade-close", "spause": "windowShade-pause",
    "slvl": "windowShadeLevel-setShadeLevel", "sstep": "statelessWindowShadeLevelStep-stepShadeLevel",
    "preset": "windowShadePreset-presetPosition",
    "vopen": "valve-open", "vclose": "valve-close", "level": "level-setLevel",
    "lock": "lock-lock", "unlock": "lock-unlock", "unlatch": "lock-unlatch",
    "acmode": "airConditionerMode-setAirConditionerMode", "acfan": "airConditionerFanMode-setFanMode",
    "tcool": "thermostatMode-cool", "theat": "thermostatMode-heat", "tauto": "thermostatMode-auto",
    "toff": "thermostatMode-off", "tset": "thermostatMode-setThermostatMode",
    "coolsp": "thermostatCoolingSetpoint-setCoolingSetpoint",
    "heatsp": "thermostatHeatingSetpoint-setHeatingSetpoint",
    "fanspeed": "fanSpeed-setFanSpeed", "pct": "fanSpeedPercent-setPercent", "fanmode": "fanMode-setFanMode",
    "osc": "fanOscillationMode-setFanOscillationMode", "wind": "windMode-setWindMode",
    "apmode": "airPurifierFanMode-setAirPurifierFanMode",
    "vol": "audioVolume-setVolume", "volup": "audioVolume-volumeUp", "voldown": "audioVolume-volumeDown",
    "mute": "audioMute-mute", "unmute": "audioMute-unmute", "setmute": "audioMute-setMute",
    "play": "mediaPlayback-play", "pause": "mediaPlayback-pause", "stop": "mediaPlayback-stop",
    "pbstatus": "mediaPlayback-setPlaybackStatus",
    "next": "mediaTrackControl-nextTrack", "prev": "mediaTrackControl-previousTrack",
    "opstart": "operationalState-start", "opstop": "operationalState-stop",
    "setmode": "mode-setMode", "key": "keypadInput-sendKey",
}


def full(c: str) -> str:
    if c == "*" or c.startswith("main-"):
        return c
    return "main-" + CMD[c]


# --------------------------------------------------------------------------------------
# Case helpers
# --------------------------------------------------------------------------------------
H: Home = None  # set in main()


def _keys(devs):
    if isinstance(devs, str):
        return [devs]
    return list(devs)


def _sup(k, c):
    return H.supports(k, c)


def _filt(k, cmds):
    return [c for c in cmds if _sup(k, c)]


def ON(k):
    if _sup(k, "on"):
        return ["on"]
    cat = H.dev[k]["cat"]
    table = {"AirPurifier": ["apmode", "pct"], "Fan": ["acfan", "pct"], "KitchenHood": ["fanmode", "pct"],
             "WaterHeater": ["theat", "tset"], "WaterValve": ["vopen"], "Speaker": ["play"],
             "Blind": ["sopen", "slvl"]}
    r = _filt(k, table.get(cat, []))
    if not r:
        raise SystemExit(f"no way to switch on {k}")
    return r


def OFF(k):
    if _sup(k, "off"):
        return ["off"]
    cat = H.dev[k]["cat"]
    table = {"AirPurifier": ["apmode", "pct"], "Fan": ["acfan", "pct"], "KitchenHood": ["fanmode", "pct"],
             "WaterHeater": ["toff", "tset"], "WaterValve": ["vclose"], "Speaker": ["pause", "stop"],
             "Blind": ["sclose", "slvl"]}
    r = _filt(k, table.get(cat, []))
    if not r:
        raise SystemExit(f"no way to switch off {k}")
    return r


def BRIGHT(k):
    return _filt(k, ["lvl", "step"])


def SP(k):
    return _filt(k, ["coolsp", "heatsp"])


def COOL(k):
    return _filt(k, ["tcool", "tset"]) or _filt(k, ["acmode"])


def HEAT(k):
    return _filt(k, ["theat", "tset"]) or _filt(k, ["acmode"])


def AUTO(k):
    return _filt(k, ["tauto", "tset"]) or _filt(k, ["acmode"])


def OPEN(k):
    return _filt(k, ["sopen", "slvl"])


def CLOSE(k):
    return _filt(k, ["sclose", "slvl"])


def WARM(k):
    return _filt(k, ["ct", "ctstep"])


def COLOR(k):
    return _filt(k, ["color", "hue"])


def FAN(k):
    return _filt(k, ["acfan", "pct"]) or _filt(k, ["fanspeed"]) or _filt(k, ["fanmode", "pct"])


def VUP(k):
    return _filt(k, ["volup", "vol"])


def VDOWN(k):
    return _filt(k, ["voldown", "vol"])


def PLAY(k):
    return _filt(k, ["play", "pbstatus"])


def PAUSE(k):
    return _filt(k, ["pause", "pbstatus"])


def _cmds_for(keys, cmds):
    out = []
    for k in keys:
        cs = cmds(k) if callable(cmds) else cmds
        for c in cs:
            if c not in out:
                out.append(c)
    return out


def one(devs, cmds):
    keys = _keys(devs)
    for k in keys:
        assert k in H.dev, k
    cs = _cmds_for(keys, cmds)
    if cs == ["*"]:
        return {"devices": [dev_id(k) for k in keys], "capabilities": ["*"], "mode": "one", "_keys": keys}
    for c in cs:
        if not any(_sup(k, c) for k in keys):
            raise SystemExit(f"one(): {c} not supported by any of {keys}")
    return {"devices": [dev_id(k) for k in keys], "capabilities": [full(c) for c in cs], "mode": "one",
            "_keys": keys}


def state(devs):
    return one(devs, ["*"])


def ask(devs, cmds=()):
    keys = _keys(devs)
    for k in keys:
        assert k in H.dev, k
    cs = _cmds_for(keys, cmds) if callable(cmds) else list(cmds)
    return {"devices": [dev_id(k) for k in keys], "capabilities": [full(c) for c in cs], "mode": "clarify",
            "_keys": keys}


def NONE():
    return {"devices": [], "capabilities": [], "mode": "none"}


def LIGHT(k):
    return H.is_light(k)


def AC(k):
    return H.dev[k]["cat"] == "AirConditioner"


def CURTAIN(k):
    return H.dev[k]["cat"] == "Blind" and "窗帘" in H.dev[k]["label"]


def ANY(k):
    return True


def where(pred, rooms=(), floors=(), xrooms=(), xfloors=(), only=None, xonly=()):
    target = set(rooms)
    for f in floors:
        target |= set(FLOORS[f])
    xtarget = set(xrooms)
    for f in xfloors:
        xtarget |= set(FLOORS[f])
    out = []
    for key, *_ in D:
        if only is not None and key not in only:
            continue
        if key in xonly:
            continue
        rs = H.rooms_of(key)
        if target and not (rs & target):
            continue
        if rs & xtarget:
            continue
        if pred(key):
            out.append(key)
    return out


def every(pred, cmds, **scope):
    keys = []
    for k in where(pred, **scope):
        if all(_sup(k, c) for c in cmds):
            keys.append(k)
        elif H.dev[k]["prof"] in UNSPECCED and all(full(c) in H.real[k] for c in cmds):
            raise SystemExit(f"bulk scope touches unspecced device {k} that really supports {cmds}")
    if not keys:
        raise SystemExit(f"every(): empty for {cmds} {scope}")
    return {"devices": [dev_id(k) for k in keys], "capabilities": [full(c) for c in cmds], "mode": "all",
            "_keys": keys}


CASES = []
_counters = Counter()


def C(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    _counters[group] += 1
    cid = f"xm-{group}-{_counters[group]:03d}"
    case = {"id": cid, "home": "home.json", "query": query,
            "expect": [{k: v for k, v in e.items() if not k.startswith("_")} for e in expect],
            "tags": tags}
    if history:
        case["history"] = history
    CASES.append(case)


ALL_LIGHTS = None
SERIES = ["roof_s1", "roof_s2", "roof_s3", "roof_s4", "roof_s5"]
YARD = ["y_l1", "y_l2", "y_l3", "y_l4"]


def build_cases():
    lights = where(LIGHT)
    acs = where(AC)
    curtains = where(CURTAIN)
    dehums = ["lv_dehum", "ms_dehum", "f3_dehum"]

    # ---------------------------------------------------------------- bare names
    C("name", "打开茶桌吊灯", one("tea_pendant", ON), ["name", "light"])
    C("name", "茶炉插座开一下，等下要呷茶", one("tea_kettle", ON), ["name", "plug", "minnan"])
    C("name", "神明灯打开", one("lv_altar", ON), ["name", "light", "relay-light"])
    C("name", "把鱼缸灯关了", one("lv_fishlight", OFF), ["name", "light", "fish-tank"])
    C("name", "鱼缸加热棒关掉", one("lv_fishheat", OFF), ["name", "plug", "fish-tank"])
    C("name", "鱼缸水泵停一下", one("lv_fishpump", OFF), ["name", "fish-tank"])
    C("name", "开一下电视背景灯带", one("lv_strip", ON), ["name", "light"])
    C("name", "橱柜灯打开", one("kit_cabinet", ON), ["name", "light"])
    C("name", "厨房灯关掉", one("kit_light", OFF), ["name", "light"])
    C("name", "油烟机开起来", one("kit_hood", ON), ["name", "no-switch"])
    C("name", "电饭煲插座断电", one("kit_rice", OFF), ["name", "plug", "colloquial"])
    C("name", "洗碗机开始洗", one("kit_dish", ["opstart"]), ["name", "appliance"])
    C("name", "打开Yeelight 阅读灯", one("ms_yeelight", ON), ["name", "light", "brand-label"])
    C("name", "yeelight阅读灯关一下", one("ms_yeelight", OFF), ["name", "light", "brand-label", "case-space"])
    C("name", "Mi Home 台灯关掉", one("kid_mi", OFF), ["name", "light", "english-label"])
    C("name", "开一下mi home台灯", one("kid_mi", ON), ["name", "light", "english-label", "case-space"])
    C("name", "Philips Hue Go 打开", one("hue_go", ON), ["name", "light", "english-label", "no-room"])
    C("name", "hue go关了", one("hue_go", OFF), ["name", "light", "english-label", "no-room", "partial-name"])
    C("name", "星星小夜灯开一下", one("kid_star", ON), ["name", "light"])
    C("name", "起夜灯关掉", one("ama_night", OFF), ["name", "light"])
    C("name", "电热毯插座打开", one("ama_blanket", ON), ["name", "plug"])
    C("name", "A房浴霸打开", one("a_heater", ON), ["name", "guest-code"])
    C("name", "香薰机关掉", one("g_aroma", OFF), ["name", "plug", "partial-name"])
    C("name", "天台投光灯打开", one("roof_flood", ON), ["name", "light"])
    C("name", "水塔水泵开一下", one("roof_pump", ON), ["name"])
    C("name", "晾衣架打开", one("roof_rack", ON), ["name", "misheard-label"])
    C("name", "驱蚊器插座关掉", one("roof_mosq", OFF), ["name", "plug", "misheard-label"])
    C("name", "空气净化器开起来", one("kid_purifier", ON), ["name", "misheard-label", "no-switch"])
    C("name", "门楼灯关了", one("y_gate_light", OFF), ["name", "light", "relay-light"])
    C("name", "榕树射灯打开", one("y_banyan", ON), ["name", "light"])
    C("name", "楼梯灯开", one("st_light", ON), ["name", "light"])
    C("name", "楼梯夜灯关掉", one("st_night", OFF), ["name", "light"])
    C("name", "储物间排气扇打开", one("x_vent", ON), ["name", "unknown-room"])
    C("name", "排气扇关了", one("x_vent", OFF), ["name", "unknown-room", "partial-name"])
    C("name", "院门锁上", one("y_lock", ["lock"]), ["name", "lock"])
    C("name", "院门开锁，客人到了", one("y_lock", ["unlock", "unlatch"]), ["name", "lock"])
    C("name", "阿嬷收音机关小声一点", one("ama_radio", VDOWN), ["name", "volume", "relative", "minnan"])
    C("name", "鱼缸灯打开", one("lv_fishlight", ON), ["name", "light", "fish-tank"])

    # ---------------------------------------------------------------- room + name / type
    C("room", "客厅吸顶灯打开", one("lv_ceiling", ON), ["room", "duplicate-label", "light"])
    C("room", "把阿嬷房的吸顶灯关掉", one("ama_ceiling", OFF), ["room", "duplicate-label", "light", "minnan"])
    C("room", "奶奶房的吸顶灯开一下", one("ama_ceiling", ON), ["room", "room-alias", "duplicate-label", "light"])
    C("room", "孩子房吸顶灯关了", one("kid_ceiling", OFF), ["room", "room-alias", "duplicate-label", "light"])
    C("room", "囝仔房的吸顶灯打开", one("kid_ceiling", ON), ["room", "duplicate-label", "light", "minnan"])
    C("room", "茶桌那边的吸顶灯关掉", one("tea_ceiling", OFF), ["room", "room-alias", "duplicate-label", "light"])
    C("room", "主人房吸顶灯打开", one("ms_ceiling", ON), ["room", "duplicate-label", "light"])
    C("room", "主卧的吸顶灯关一下", one("ms_ceiling", OFF), ["room", "room-alias", "duplicate-label", "light"])
    C("room", "一楼客厅的空调打开", one("lv_ac", ON), ["room", "duplicate-label", "climate"])
    C("room", "阿嬷房空调关掉", one("ama_ac", OFF), ["room", "duplicate-label", "climate", "minnan"])
    C("room", "茶桌区空调开一下", one("tea_ac", ON), ["room", "duplicate-label", "climate"])
    C("room", "灶脚的空调关掉", one("kit_ac", OFF), ["room", "room-alias", "duplicate-label", "climate", "minnan"])
    C("room", "囝仔房空调打开", one("kid_ac", ON), ["room", "duplicate-label", "climate", "minnan"])
    C("room", "主人房的空调关掉", one("ms_ac", OFF), ["room", "duplicate-label", "climate"])
    C("room", "孩子房的空调开一下", one("kid_ac", ON), ["room", "room-alias", "duplicate-label", "climate"])
    C("room", "A房空调打开", one("a_ac", ON), ["name", "guest-code", "climate"])
    C("room", "海景房A的空调关掉", one("a_ac", OFF), ["room", "room-alias", "guest-code", "climate"])
    C("room", "三楼A房空调开一下", one("a_ac", ON), ["room", "room-alias", "floor", "guest-code", "climate"])
    C("room", "please turn off the AC in room A", one("a_ac", OFF), ["room", "english", "guest-code", "climate"])
    C("room", "turn on the air conditioner in room B", one("b_ac", ON), ["room", "english", "guest-code", "climate"])
    C("room", "B房空调关掉", one("b_ac", OFF), ["name", "guest-code", "climate"])
    C("room", "花园房空调打开", one("g_ac", ON), ["name", "guest-code", "climate"])
    C("room", "garden room AC off please", one("g_ac", OFF), ["room", "english", "guest-code", "climate"])
    C("room", "A房窗帘拉开", one("a_curtain", OPEN), ["name", "guest-code", "cover"])
    C("room", "B房窗帘关上", one("b_curtain", CLOSE), ["name", "guest-code", "cover"])
    C("room", "海景房B的窗帘打开", one("b_curtain", OPEN), ["room", "room-alias", "guest-code", "cover"])
    C("room", "花园房的窗帘拉上", one("g_curtain", CLOSE), ["room", "guest-code", "cover"])
    C("room", "客厅窗帘打开", one("lv_curtain", OPEN), ["name", "cover"])
    C("room", "孩子房窗帘关一下", one("kid_curtain", CLOSE), ["room", "room-alias", "cover"])
    C("room", "主卧窗帘拉开", one("ms_curtain", OPEN), ["name", "cover"])
    C("room", "open the curtains in room A", one("a_curtain", OPEN), ["room", "english", "guest-code", "cover"])
    C("room", "A房左边的床头灯打开", one("a_bed_l", ON), ["room", "guest-code", "light", "left-right"])
    C("room", "A房床头灯右关掉", one("a_bed_r", OFF), ["name", "guest-code", "light", "left-right"])
    C("room", "B房床头灯关掉", one("b_bed", OFF), ["name", "guest-code", "light"])
    C("room", "花园房台灯打开", one("g_desk", ON), ["name", "guest-code", "light"])
    C("room", "阿嬷房风扇打开", one("ama_fan", ON), ["name", "no-switch", "fan", "minnan"])
    C("room", "奶奶房间的风扇关掉", one("ama_fan", OFF), ["room", "room-alias", "no-switch", "fan"])
    C("room", "茶桌风扇开", one("tea_fan", ON), ["name", "fan"])
    C("room", "客厅电视关掉", one("lv_tv", OFF), ["name", "media"])
    C("room", "A房的电视打开", one("a_tv", ON), ["room", "guest-code", "media"])
    C("room", "Sonos放首歌", one("lv_sonos", PLAY), ["name", "media", "english-label"])
    C("room", "Bose音箱暂停", one("ms_bose", PAUSE), ["name", "media", "english-label"])
    C("room", "天台音箱下一首", one("roof_jbl", ["next"]), ["name", "media"])
    C("room", "B房阳台的灯打开", one("b_balcony", ON), ["room", "guest-code", "light"])
    C("room", "花园房浴室灯关掉", one("g_bath", OFF), ["name", "guest-code", "light"])
    C("room", "A房卫生间的灯打开", one("a_bath", ON), ["room", "guest-code", "light", "synonym"])
    C("room", "主人房床头灯开", one("ms_bedside", ON), ["room", "light"])
    C("room", "阿嬷房的台灯打开", one("ama_lvlamp", ON), ["room", "other-room-label", "light"])
    C("room", "客厅台灯关掉", one("ama_lvlamp", OFF), ["name", "other-room-label", "light"])
    C("room", "厨房的油烟机关掉", one("kit_hood", OFF), ["room", "no-switch"])
    C("room", "院子的热水器打开，等下要冲脚", one("y_heater", ON), ["room", "water-heater", "no-switch"])
    C("room", "院子的阀门关了", one("y_valve", ["vclose"]), ["room", "valve"])
    C("room", "B房的空调开一下", one("b_ac", ON), ["room", "guest-code", "climate"])
    C("room", "楼顶的投光灯关了", one("roof_flood", OFF), ["room", "room-alias", "light"])

    # ---------------------------------------------------------------- numbered labels
    C("num", "天台串灯3打开", one("roof_s3", ON), ["name", "numbered", "light"])
    C("num", "三号串灯关掉", one("roof_s3", OFF), ["numbered", "numeral-zh", "light"])
    C("num", "天台第五个串灯打开", one("roof_s5", ON), ["numbered", "numeral-zh", "light"])
    C("num", "串灯一号调成黄色", one("roof_s1", COLOR), ["numbered", "numeral-zh", "light", "color"])
    C("num", "院子第二盏灯打开", one("y_l2", ON), ["numbered", "numeral-zh", "room", "light"])
    C("num", "4号院灯关了", one("y_l4", OFF), ["numbered", "light"])
    C("num", "院灯三调亮一点", one("y_l3", BRIGHT), ["numbered", "numeral-zh", "light", "relative"])
    C("num", "天台串灯二关掉", one("roof_s2", OFF), ["numbered", "numeral-zh", "light"])
    C("num", "string light 4 on the roof, turn it on please", one("roof_s4", ON), ["numbered", "english", "light"])
    C("num", "楼顶的串灯1关掉", one("roof_s1", OFF), ["numbered", "room-alias", "light"])
    C("num", "院灯1开一下", one("y_l1", ON), ["numbered", "name", "light"])
    C("num", "第四盏串灯换成绿色", one("roof_s4", COLOR), ["numbered", "numeral-zh", "light", "color"])

    # ---------------------------------------------------------------- values: light
    C("val", "A房主灯调到30%", one("a_main", ["lvl"]), ["level", "guest-code", "light"])
    C("val", "茶桌吊灯亮度调到百分之五十", one("tea_pendant", ["lvl"]), ["level", "numeral-zh", "light"])
    C("val", "客厅吸顶灯调亮一点", one("lv_ceiling", BRIGHT), ["level", "relative", "room", "light"])
    C("val", "B房床头灯暗一点", one("b_bed", BRIGHT), ["level", "relative", "guest-code", "light"])
    C("val", "花园房台灯调到最亮", one("g_desk", ["lvl"]), ["level", "guest-code", "light"])
    C("val", "起夜灯调到10%", one("ama_night", ["lvl"]), ["level", "light"])
    C("val", "Yeelight 阅读灯亮度八十", one("ms_yeelight", ["lvl"]), ["level", "numeral-zh", "brand-label", "light"])
    C("val", "院灯2调暗一点", one("y_l2", BRIGHT), ["level", "relative", "numbered", "light"])
    C("val", "客厅台灯调到40", one("ama_lvlamp", ["lvl"]), ["level", "other-room-label", "light"])
    C("val", "客厅台灯亮一点", one("ama_lvlamp", BRIGHT), ["level", "relative", "other-room-label", "light"])
    C("val", "天台投光灯调到一半", one("roof_flood", ["lvl"]), ["level", "light"])
    C("val", "dim the bedside light on the left in room A to 20 percent", one("a_bed_l", ["lvl"]),
      ["level", "english", "guest-code", "left-right", "light"])
    C("val", "A房主灯调成暖光", one("a_main", WARM), ["color-temperature", "guest-code", "light"])
    C("val", "主人房吸顶灯色温调到4000K", one("ms_ceiling", ["ct"]), ["color-temperature", "room", "duplicate-label", "light"])
    C("val", "花园房主灯要冷白光", one("g_main", WARM), ["color-temperature", "guest-code", "light"])
    C("val", "Mi Home 台灯调成白光，囝仔要写作业", one("kid_mi", WARM), ["color-temperature", "english-label", "light", "minnan"])
    C("val", "客厅吸顶灯色温再暖一点", one("lv_ceiling", WARM), ["color-temperature", "relative", "room", "light"])
    C("val", "B房主灯调成蓝色", one("b_main", COLOR), ["color", "guest-code", "light"])
    C("val", "天台串灯3换成红色", one("roof_s3", COLOR), ["color", "numbered", "light"])
    C("val", "落地灯变成紫色", one("lv_floor", COLOR), ["color", "light"])
    C("val", "鱼缸灯调成蓝的", one("lv_fishlight", COLOR), ["color", "light", "fish-tank"])
    C("val", "榕树射灯弄成绿色", one("y_banyan", COLOR), ["color", "light"])
    C("val", "Philips Hue Go 换个粉色", one("hue_go", COLOR), ["color", "english-label", "no-room", "light"])
    C("val", "星星小夜灯调成暖黄色", one("kid_star", lambda k: COLOR(k) + WARM(k)), ["color", "color-temperature", "light"])
    C("val", "make the main light in room B a bit warmer", one("b_main", WARM), ["color-temperature", "english", "guest-code", "light"])

    # ---------------------------------------------------------------- values: climate
    C("clim", "A房空调调到26度", one("a_ac", SP), ["temperature", "guest-code", "climate"])
    C("clim", "客厅空调制冷", one("lv_ac", COOL), ["mode", "room", "duplicate-label", "climate"])
    C("clim", "阿嬷房空调开制热，25度", [one("ama_ac", HEAT), one("ama_ac", ["heatsp"])],
      ["mode", "temperature", "multi-command", "climate", "minnan"])
    C("clim", "茶桌区空调调成除湿模式", one("tea_ac", ["acmode"]), ["mode", "room", "duplicate-label", "climate"])
    C("clim", "厨房空调温度调到27", one("kit_ac", SP), ["temperature", "room", "duplicate-label", "climate"])
    C("clim", "B房空调开自动模式", one("b_ac", AUTO), ["mode", "guest-code", "climate"])
    C("clim", "花园房空调高一度", one("g_ac", SP), ["temperature", "relative", "guest-code", "climate"])
    C("clim", "囝仔房空调调低两度", one("kid_ac", SP), ["temperature", "relative", "numeral-zh", "climate", "minnan"])
    C("clim", "主人房空调风速调高", one("ms_ac", FAN), ["fan", "relative", "room", "climate"])
    C("clim", "A房空调风速60%", one("a_ac", ["pct"]), ["fan", "guest-code", "climate"])
    C("clim", "客厅空调开自然风", one("lv_ac", ["wind"]), ["mode", "fan", "room", "climate"])
    C("clim", "阿嬷房空调风小一点", one("ama_ac", FAN), ["fan", "relative", "climate", "minnan"])
    C("clim", "茶桌区空调风速调到高档", one("tea_ac", ["acfan"]), ["fan", "room", "climate"])
    C("clim", "set the AC in room B to 24 degrees", one("b_ac", SP), ["temperature", "english", "guest-code", "climate"])
    C("clim", "主人房空调开睡眠风", one("ms_ac", ["wind"]), ["mode", "fan", "room", "climate"])
    C("clim", "花园房空调改成送风模式", one("g_ac", ["tset"]), ["mode", "guest-code", "climate"])
    C("clim", "海景房A的空调制冷22度", [one("a_ac", COOL), one("a_ac", ["coolsp"])],
      ["mode", "temperature", "multi-command", "room-alias", "climate"])
    C("clim", "厨房空调开制冷", one("kit_ac", ["acmode"]), ["mode", "room", "climate"])
    C("clim", "茶桌风扇开到三档", one("tea_fan", ["fanspeed"]), ["fan", "numeral-zh"])
    C("clim", "阿嬷房风扇摇头", one("ama_fan", ["osc"]), ["fan", "no-switch", "minnan"])
    C("clim", "阿嬷房风扇调到40%", one("ama_fan", ["pct"]), ["fan", "no-switch"])
    C("clim", "油烟机调到最大档", one("kit_hood", ["fanmode", "pct"]), ["fan", "no-switch"])
    C("clim", "空气净话器调成睡眠模式", one("kid_purifier", ["apmode"]), ["mode", "misheard-label", "no-switch"])

    # ---------------------------------------------------------------- values: covers, dehumidifiers, heater, audio, valves
    C("val2", "A房窗帘开一半", one("a_curtain", ["slvl"]), ["cover", "level", "guest-code"])
    C("val2", "B房窗帘开到30%", one("b_curtain", ["slvl"]), ["cover", "level", "guest-code"])
    C("val2", "客厅窗帘再拉开一点", one("lv_curtain", ["slvl", "sstep"]), ["cover", "relative"])
    C("val2", "主卧窗帘停一下", one("ms_curtain", ["spause"]), ["cover"])
    C("val2", "天台遮阳帘放下来", one("roof_shade", CLOSE), ["cover", "room"])
    C("val2", "天台遮阳帘收起来", one("roof_shade", OPEN), ["cover", "room"])
    C("val2", "花园房窗帘关到一半", one("g_curtain", ["slvl"]), ["cover", "level", "guest-code"])
    C("val2", "客厅窗帘到预设位置", one("lv_curtain", ["preset"]), ["cover"])
    C("val2", "一楼除湿机打开", one("lv_dehum", ON), ["dehumidifier", "no-switch", "floor-label"])
    C("val2", "二楼除湿机关掉", one("ms_dehum", OFF), ["dehumidifier", "plug", "floor-label"])
    C("val2", "三楼除湿机调到自动", one("f3_dehum", ["apmode"]), ["dehumidifier", "mode", "floor-label"])
    C("val2", "一楼除湿机开睡眠模式，晚上安静点", one("lv_dehum", ["apmode"]), ["dehumidifier", "mode", "floor-label"])
    C("val2", "三楼除湿机风量开大", one("f3_dehum", ["apmode", "pct"]), ["dehumidifier", "fan", "relative", "floor-label"])
    C("val2", "一楼除湿机风速调到70%", one("lv_dehum", ["pct"]), ["dehumidifier", "fan", "floor-label"])
    C("val2", "户外淋浴热水器调到42度", one("y_heater", ["heatsp"]), ["water-heater", "temperature"])
    C("val2", "淋浴热水器关了", one("y_heater", OFF), ["water-heater", "no-switch", "partial-name"])
    C("val2", "热水器温度高一点", one("y_heater", ["heatsp"]), ["water-heater", "temperature", "relative", "partial-name"])
    C("val2", "turn up the outdoor shower heater to 40 degrees", one("y_heater", ["heatsp"]),
      ["water-heater", "temperature", "english"])
    C("val2", "Sonos音量调到30", one("lv_sonos", ["vol"]), ["volume", "english-label"])
    C("val2", "天台音箱小声点，邻居要睡了", one("roof_jbl", VDOWN), ["volume", "relative"])
    C("val2", "Bose音箱静音", one("ms_bose", ["mute", "setmute"]), ["volume", "english-label"])
    C("val2", "客厅的音箱大声一点", one("lv_sonos", VUP), ["volume", "relative", "room", "type"])
    C("val2", "阿嬷收音机音量20", one("ama_radio", ["vol"]), ["volume", "minnan"])
    C("val2", "院子浇花阀门打开", one("y_valve", ["vopen"]), ["valve", "name"])
    C("val2", "天台浇花的阀关掉", one("roof_valve", ["vclose"]), ["valve", "room"])
    C("val2", "天台浇花阀开一半", one("roof_valve", ["level"]), ["valve", "level"])
    C("val2", "客厅电视暂停一下", one("lv_tv", PAUSE), ["media", "name"])
    C("val2", "A房电视换下一集", one("a_tv", ["next"]), ["media", "guest-code"])

    # ---------------------------------------------------------------- two commands / two actions
    C("multi", "打开A房空调，再把A房窗帘拉上", [one("a_ac", ON), one("a_curtain", CLOSE)],
      ["multi-command", "guest-code", "climate", "cover"])
    C("multi", "茶炉插座打开，茶桌吊灯调到60%", [one("tea_kettle", ON), one("tea_pendant", ["lvl"])],
      ["multi-command", "plug", "level"])
    C("multi", "关掉客厅电视然后把落地灯打开", [one("lv_tv", OFF), one("lv_floor", ON)], ["multi-command", "media", "light"])
    C("multi", "B房空调关掉，B房主灯也关了", [one("b_ac", OFF), one("b_main", OFF)], ["multi-command", "guest-code"])
    C("multi", "院灯1打开，院门锁上", [one("y_l1", ON), one("y_lock", ["lock"])], ["multi-command", "numbered", "lock"])
    C("multi", "turn off the lights in room B and close the curtains",
      [every(LIGHT, ["off"], rooms=["rb"]), one("b_curtain", CLOSE)],
      ["multi-command", "english", "bulk-room", "bulk-all", "cover"])
    C("multi", "把鱼缸灯关了，鱼缸水泵也停一下", [one("lv_fishlight", OFF), one("lv_fishpump", OFF)],
      ["multi-command", "fish-tank"])
    C("multi", "天台音箱暂停，串灯全关", [one("roof_jbl", PAUSE), every(LIGHT, ["off"], only=SERIES)],
      ["multi-command", "media", "bulk-all", "numbered"])
    C("multi", "户外淋浴热水器关掉，院灯2也关了", [one("y_heater", OFF), one("y_l2", OFF)],
      ["multi-command", "water-heater", "numbered"])
    C("multi", "阿嬷房风扇关了，空调开起来", [one("ama_fan", OFF), one("ama_ac", ON)],
      ["multi-command", "fan", "climate", "minnan", "ellipsis"])
    C("multi", "A房主灯打开调到50%", [one("a_main", ON), one("a_main", ["lvl"])], ["two-actions-one-target", "level"])
    C("multi", "客厅空调打开调到26度", [one("lv_ac", ON), one("lv_ac", SP)], ["two-actions-one-target", "climate", "temperature"])
    C("multi", "把B房主灯开了换成暖黄色", [one("b_main", ON), one("b_main", lambda k: COLOR(k) + WARM(k))],
      ["two-actions-one-target", "color"])
    C("multi", "户外淋浴热水器打开设到45度", [one("y_heater", ON), one("y_heater", ["heatsp"])],
      ["two-actions-one-target", "water-heater", "no-switch"])
    C("multi", "天台音箱放歌，音量开到40", [one("roof_jbl", PLAY), one("roof_jbl", ["vol"])],
      ["two-actions-one-target", "media", "volume"])
    C("multi", "阿嬷房空调打开，风小一点", [one("ama_ac", ON), one("ama_ac", FAN)], ["two-actions-one-target", "climate", "fan"])
    C("multi", "turn on the AC in room A and set it to 25", [one("a_ac", ON), one("a_ac", SP)],
      ["two-actions-one-target", "english", "climate", "temperature"])

    # ---------------------------------------------------------------- bulk
    C("bulk", "三楼所有空调关掉", every(AC, ["off"], floors=["3F"]), ["bulk-all", "bulk-floor", "climate"])
    C("bulk", "三楼的空调打开", every(AC, ["on"], floors=["3F"]), ["bulk-all", "bulk-floor", "climate"])
    C("bulk", "二楼的灯全关", every(LIGHT, ["off"], floors=["2F"]), ["bulk-all", "bulk-floor", "light", "other-room-label"])
    C("bulk", "一楼的空调都关了", every(AC, ["off"], floors=["1F"]), ["bulk-all", "bulk-floor", "climate"])
    C("bulk", "三楼窗帘都拉上", every(CURTAIN, ["sclose"], floors=["3F"]), ["bulk-all", "bulk-floor", "cover"])
    C("bulk", "二楼空调全部调到26度", every(AC, ["coolsp", "heatsp"], floors=["2F"]),
      ["bulk-all", "bulk-floor", "climate", "temperature"])
    C("bulk", "三楼的灯全部打开", every(LIGHT, ["on"], floors=["3F"]), ["bulk-all", "bulk-floor", "light"])
    C("bulk", "一楼的灯都关掉", every(LIGHT, ["off"], floors=["1F"]), ["bulk-all", "bulk-floor", "light", "other-room-label"])
    C("bulk", "把A房的灯关了", every(LIGHT, ["off"], rooms=["ra"]), ["bulk-all", "bulk-room", "guest-code", "light"])
    C("bulk", "B房的灯全开", every(LIGHT, ["on"], rooms=["rb"]), ["bulk-all", "bulk-room", "guest-code", "light"])
    C("bulk", "花园房的灯都关掉", every(LIGHT, ["off"], rooms=["rg"]), ["bulk-all", "bulk-room", "guest-code", "light"])
    C("bulk", "客厅的灯全部打开", every(LIGHT, ["on"], rooms=["living"]), ["bulk-all", "bulk-room", "light", "other-room-label"])
    C("bulk", "阿嬷房的灯都关了", every(LIGHT, ["off"], rooms=["ama"]), ["bulk-all", "bulk-room", "light", "other-room-label", "minnan"])
    C("bulk", "楼顶的灯全开", every(LIGHT, ["on"], rooms=["roof"]), ["bulk-all", "bulk-room", "room-alias", "light"])
    C("bulk", "院子的灯都关了", every(LIGHT, ["off"], rooms=["yard"]), ["bulk-all", "bulk-room", "light", "relay-light"])
    C("bulk", "茶桌区灯全关", every(LIGHT, ["off"], rooms=["tea"]), ["bulk-all", "bulk-room", "light"])
    C("bulk", "turn off all the lights in room A", every(LIGHT, ["off"], rooms=["ra"]),
      ["bulk-all", "bulk-room", "english", "guest-code", "light"])
    C("bulk", "院灯全开", every(LIGHT, ["on"], only=YARD), ["bulk-all", "numbered", "light"])
    C("bulk", "天台串灯全部打开", every(LIGHT, ["on"], only=SERIES), ["bulk-all", "numbered", "light"])
    C("bulk", "串灯都调成蓝色", every(LIGHT, ["color", "hue"], only=SERIES), ["bulk-all", "numbered", "light", "color"])
    C("bulk", "院灯都调到50%", every(LIGHT, ["lvl"], only=YARD), ["bulk-all", "numbered", "light", "level"])
    C("bulk", "囝仔房的灯全部关掉", every(LIGHT, ["off"], rooms=["kid"]), ["bulk-all", "bulk-room", "light", "minnan"])
    C("bulk", "海景房A的窗帘和……算了，A房的灯全开", every(LIGHT, ["on"], rooms=["ra"]),
      ["bulk-all", "bulk-room", "self-correction", "light"])
    C("bulk", "全屋的灯关掉", every(LIGHT, ["off"]), ["bulk-all", "whole-house", "light"])
    C("bulk", "厝里的灯全部打开", every(LIGHT, ["on"]), ["bulk-all", "whole-house", "light", "minnan"])
    C("bulk", "家里所有空调关掉", every(AC, ["off"]), ["bulk-all", "whole-house", "climate"])
    C("bulk", "switch off every light in the house", every(LIGHT, ["off"]), ["bulk-all", "whole-house", "english", "light"])
    C("bulk", "所有空调都打开", every(AC, ["on"]), ["bulk-all", "whole-house", "climate"])
    C("bulk", "把三楼的空调都调成制冷", every(AC, ["tcool", "tset"], floors=["3F"]),
      ["bulk-all", "bulk-floor", "climate", "mode"])
    C("bulk", "A房B房的空调都关掉", every(AC, ["off"], rooms=["ra", "rb"]), ["bulk-all", "bulk-room", "guest-code", "climate"])
    C("bulk", "二楼的窗帘都打开", every(CURTAIN, ["sopen"], floors=["2F"]), ["bulk-all", "bulk-floor", "cover"])

    # exclusion
    C("excl", "除了三楼，灯都关了", every(LIGHT, ["off"], xfloors=["3F"]), ["bulk-all", "bulk-except", "whole-house", "light"])
    C("excl", "除了阿嬷房，二楼的灯全关", every(LIGHT, ["off"], floors=["2F"], xrooms=["ama"]),
      ["bulk-all", "bulk-except", "bulk-floor", "light", "other-room-label"])
    C("excl", "除了客厅，一楼的灯都关掉", every(LIGHT, ["off"], floors=["1F"], xrooms=["living"]),
      ["bulk-all", "bulk-except", "bulk-floor", "light", "other-room-label"])
    C("excl", "空调除了阿嬷房的都关掉", every(AC, ["off"], xrooms=["ama"]), ["bulk-all", "bulk-except", "climate"])
    C("excl", "除了A房，三楼空调全关", every(AC, ["off"], floors=["3F"], xrooms=["ra"]),
      ["bulk-all", "bulk-except", "bulk-floor", "climate", "guest-code"])
    C("excl", "except room B, turn off all lights on the third floor", every(LIGHT, ["off"], floors=["3F"], xrooms=["rb"]),
      ["bulk-all", "bulk-except", "bulk-floor", "english", "light"])
    C("excl", "除了天台，家里的灯都关", every(LIGHT, ["off"], xrooms=["roof"]), ["bulk-all", "bulk-except", "whole-house", "light"])
    C("excl", "除了串灯3，天台串灯都关了", every(LIGHT, ["off"], only=SERIES, xonly=["roof_s3"]),
      ["bulk-all", "bulk-except", "exclude-name", "numbered", "light"])
    C("excl", "二楼除了囝仔房，空调都开", every(AC, ["on"], floors=["2F"], xrooms=["kid"]),
      ["bulk-all", "bulk-except", "bulk-floor", "climate", "minnan"])
    C("excl", "除了一楼和二楼，其他灯全部打开", every(LIGHT, ["on"], xfloors=["1F", "2F"]),
      ["bulk-all", "bulk-except", "whole-house", "light"])
    C("excl", "院子的灯除了门楼灯都关了", every(LIGHT, ["off"], rooms=["yard"], xonly=["y_gate_light"]),
      ["bulk-all", "bulk-except", "exclude-name", "bulk-room", "light"])

    # capability subsets
    C("subset", "三楼能调亮度的灯都调到30%", every(LIGHT, ["lvl"], floors=["3F"]),
      ["bulk-all", "capability-subset", "bulk-floor", "light", "level"])
    C("subset", "全屋能变色的灯都调成红色", every(LIGHT, ["color", "hue"]),
      ["bulk-all", "capability-subset", "whole-house", "light", "color"])
    C("subset", "把天台可以调颜色的灯都变成蓝色", every(LIGHT, ["color", "hue"], rooms=["roof"]),
      ["bulk-all", "capability-subset", "bulk-room", "light", "color"])
    C("subset", "二楼能调色温的灯都调成暖光", every(LIGHT, ["ct"], floors=["2F"]),
      ["bulk-all", "capability-subset", "bulk-floor", "light", "color-temperature", "other-room-label"])
    C("subset", "院子里能调光的灯都调到20%", every(LIGHT, ["lvl"], rooms=["yard"]),
      ["bulk-all", "capability-subset", "bulk-room", "light", "level"])
    C("subset", "家里可以调色温的灯全部调到4000K", every(LIGHT, ["ct"]),
      ["bulk-all", "capability-subset", "whole-house", "light", "color-temperature"])

    # ---------------------------------------------------------------- quantifier any
    C("any", "天台串灯随便开两盏", one(SERIES, ON), ["quantifier", "numbered", "light"])
    C("any", "院灯开一个就好", one(YARD, ON), ["quantifier", "numbered", "light"])
    C("any", "A房床头灯开一盏就好", one(["a_bed_l", "a_bed_r"], ON), ["quantifier", "guest-code", "light"])
    C("any", "三楼随便开一台空调试试看", one(where(AC, floors=["3F"]), ON), ["quantifier", "floor", "climate"])
    C("any", "open any two of the rooftop string lights", one(SERIES, ON), ["quantifier", "english", "light"])
    C("any", "院子开一盏灯就行", one(where(LIGHT, rooms=["yard"]), ON), ["quantifier", "room", "light"])

    # ---------------------------------------------------------------- stated needs
    C("need", "A房好潮", one("f3_dehum", ON), ["need", "dehumidifier", "guest-code"])
    C("need", "天台太暗了", one(where(LIGHT, rooms=["roof"]), lambda k: ON(k) + BRIGHT(k)), ["need", "room", "light"])
    C("need", "阿嬷房好热", one(["ama_ac", "ama_fan"], lambda k: ON(k) + COOL(k) + _filt(k, ["coolsp"]) + FAN(k)),
      ["need", "climate", "minnan"])
    C("need", "客厅太暗", one(where(LIGHT, rooms=["living"], xonly=["ama_lvlamp"]), lambda k: ON(k) + BRIGHT(k)),
      ["need", "room", "light"])
    C("need", "B房太冷了", one("b_ac", lambda k: ON(k) + HEAT(k) + _filt(k, ["heatsp"])), ["need", "climate", "guest-code"])
    C("need", "茶桌区好闷", one(["tea_fan", "tea_ac"], lambda k: ON(k) + FAN(k) + COOL(k)), ["need", "room"])
    C("need", "囝仔房空气不好", one("kid_purifier", ON), ["need", "room", "no-switch", "minnan"])
    C("need", "it's too dark in the garden room", one(where(LIGHT, rooms=["rg"]), lambda k: ON(k) + BRIGHT(k)),
      ["need", "english", "guest-code", "light"])
    C("need", "一楼湿气好重", one("lv_dehum", ON), ["need", "floor", "dehumidifier"])
    C("need", "二楼好潮哦", one("ms_dehum", ON), ["need", "floor", "dehumidifier", "plug"])
    C("need", "花园房太热了", one("g_ac", lambda k: ON(k) + COOL(k) + _filt(k, ["coolsp"])), ["need", "climate", "guest-code"])

    # ---------------------------------------------------------------- conditions
    C("cond", "客人退房以后把A房空调关了", one("a_ac", OFF), ["condition", "guest-code", "climate"])
    C("cond", "等下天黑了把院灯都打开", every(LIGHT, ["on"], only=YARD), ["condition", "bulk-all", "numbered", "light"])
    C("cond", "如果B房没人就把B房空调关掉", one("b_ac", OFF), ["condition", "guest-code", "climate"])
    C("cond", "十点以后天台音箱关小声", one("roof_jbl", VDOWN), ["condition", "volume"])
    C("cond", "when the guests in room B check in, turn on the AC", one("b_ac", ON), ["condition", "english", "climate"])
    C("cond", "水烧开了就把茶炉插座关掉", one("tea_kettle", OFF), ["condition", "plug"])
    C("cond", "阿嬷睡了以后把起夜灯调到10%", one("ama_night", ["lvl"]), ["condition", "level", "minnan"])

    # ---------------------------------------------------------------- references with history
    C("ref", "调到25度", one("a_ac", SP), ["reference", "history", "temperature"], history=["打开A房空调"])
    C("ref", "把它调成蓝色", one("b_main", COLOR), ["reference", "history", "pronoun", "color"], history=["B房主灯打开"])
    C("ref", "再亮一点", one("tea_pendant", BRIGHT), ["reference", "history", "relative"], history=["打开茶桌吊灯"])
    C("ref", "关掉", one("roof_s2", OFF), ["reference", "history", "numbered"], history=["天台串灯2打开"])
    C("ref", "风速调小", one("lv_ac", FAN), ["reference", "history", "fan"], history=["客厅空调打开", "调到26度"])
    C("ref", "大声点", one("lv_sonos", VUP), ["reference", "history", "volume"], history=["Sonos放首歌"])
    C("ref", "开一半就好", one("a_curtain", ["slvl"]), ["reference", "history", "cover"], history=["A房窗帘拉开"])
    C("ref", "温度设到40度", one("y_heater", ["heatsp"]), ["reference", "history", "water-heater"], history=["户外淋浴热水器打开"])
    C("ref", "让它摇头", one("ama_fan", ["osc"]), ["reference", "history", "pronoun", "fan"], history=["阿嬷房风扇打开"])
    C("ref", "都调到26度", every(AC, ["coolsp", "heatsp"], floors=["3F"]), ["reference", "history", "bulk-all", "temperature"],
      history=["三楼的空调都打开"])
    C("ref", "B房的也关了", every(LIGHT, ["off"], rooms=["rb"]), ["reference", "history", "ellipsis", "bulk-all", "bulk-room"],
      history=["把A房的灯关了"])
    C("ref", "落地灯也开", one("lv_floor", ON), ["reference", "history", "ellipsis"], history=["打开客厅吸顶灯"])
    C("ref", "算了，还是打开吧", one("b_ac", ON), ["reference", "history", "self-correction"], history=["关掉B房空调"])
    C("ref", "调成暖光", one("kid_mi", WARM), ["reference", "history", "color-temperature"], history=["Mi Home 台灯打开"])
    C("ref", "它的温度也调到45度", one("y_heater", ["heatsp"]), ["reference", "history", "pronoun", "water-heater"],
      history=["院子的热水器打开"])
    C("ref", "那个再暗一点", one("ama_night", BRIGHT), ["reference", "history", "pronoun", "relative"], history=["起夜灯打开"])
    C("ref", "make it 23", one("b_ac", SP), ["reference", "history", "english", "temperature"],
      history=["turn on the air conditioner in room B"])
    C("ref", "把这个关掉", one("kid_star", OFF), ["reference", "history", "pronoun"], history=["星星小夜灯调成暖黄色"])
    C("ref", "再关小一点", one("roof_jbl", VDOWN), ["reference", "history", "volume", "relative"],
      history=["天台音箱放歌", "音量调到50"])
    C("ref", "第三个也打开", one("roof_s3", ON), ["reference", "history", "numbered", "ellipsis"],
      history=["天台串灯1打开", "天台串灯2打开"])

    # answers to the engine's questions
    C("follow", "客厅的", one("lv_ceiling", ON), ["clarify-followup", "history", "duplicate-label"], history=["打开吸顶灯"])
    C("follow", "阿嬷房", one("ama_ac", OFF), ["clarify-followup", "history", "duplicate-label", "minnan"], history=["把空调关了"])
    C("follow", "主人房那个", one("ms_ceiling", ["lvl"]), ["clarify-followup", "history", "duplicate-label"],
      history=["吸顶灯调到50%"])
    C("follow", "囝仔房的", one("kid_ac", SP), ["clarify-followup", "history", "duplicate-label", "minnan"],
      history=["空调调到26度"])
    C("follow", "room A", one("a_ac", ON), ["clarify-followup", "history", "english"], history=["turn on the AC"])
    C("follow", "花园房的", one("g_desk", ON), ["clarify-followup", "history"], history=["台灯打开"])
    C("follow", "茶桌区那台", one("tea_ac", ["acmode"]), ["clarify-followup", "history", "mode"], history=["空调开除湿"])

    # ---------------------------------------------------------------- state questions
    C("state", "A房空调开着吗", state("a_ac"), ["state-query", "guest-code"])
    C("state", "天台湿度多少", state("roof_th"), ["state-query", "room"])
    C("state", "洗衣机洗好了没", state("roof_washer"), ["state-query", "unspecced"])
    C("state", "院门锁了吗", state("y_lock"), ["state-query", "lock"])
    C("state", "院门关好了没", state(["y_contact", "y_lock"]), ["state-query", "unspecced"])
    C("state", "扫地机在扫吗", state("lv_rvc"), ["state-query", "unspecced"])
    C("state", "客厅现在几度", state(["lv_th", "lv_ac", "lv_dehum"]), ["state-query", "room"])
    C("state", "一楼除湿机那边湿度多少", state(["lv_dehum", "lv_th"]), ["state-query", "dehumidifier"])
    C("state", "is the AC in room B on?", state("b_ac"), ["state-query", "english", "guest-code"])
    C("state", "冰箱门关了没", state("kit_fridge"), ["state-query"])
    C("state", "厨房有没有漏水", state("kit_leak"), ["state-query", "room"])
    C("state", "楼梯现在有人吗", state(["st_motion", "st_light"]), ["state-query", "room"])
    C("state", "三楼除湿机开着没", state("f3_dehum"), ["state-query", "dehumidifier"])
    C("state", "茶炉插座现在用多少电", state("tea_kettle"), ["state-query", "plug"])
    C("state", "户外淋浴热水器水温多少", state("y_heater"), ["state-query", "water-heater"])
    C("state", "天台串灯4是不是坏了，开着没", state("roof_s4"), ["state-query", "numbered"])
    C("state", "阿嬷房空调几度", state("ama_ac"), ["state-query", "minnan"])

    # ---------------------------------------------------------------- clarify
    C("clar", "打开吸顶灯", ask(where(lambda k: H.dev[k]["label"] == "吸顶灯"), ["on"]), ["clarify", "duplicate-label"])
    C("clar", "空调关掉", ask(acs, ["off"]), ["clarify", "duplicate-label", "climate"])
    C("clar", "把它关了", ask([], ["off"]), ["clarify", "pronoun", "no-history"])
    C("clar", "它调亮一点", ask([], ["lvl", "step"]), ["clarify", "pronoun", "no-history"])
    C("clar", "四楼的灯打开", ask([], ["on"]), ["clarify", "unknown-place"])
    C("clar", "车库门打开", ask([], []), ["clarify", "unknown-place"])
    C("clar", "打开车库的灯", ask([], ["on"]), ["clarify", "unknown-place"])
    C("clar", "天台串灯6打开", ask(SERIES, ["on"]), ["clarify", "bad-index", "numbered"])
    C("clar", "院灯5关掉", ask(YARD, ["off"]), ["clarify", "bad-index", "numbered"])
    C("clar", "好暗", ask(lights, ["on"]), ["clarify", "bare-need"])
    C("clar", "好潮啊", ask(dehums, []), ["clarify", "bare-need", "dehumidifier"])
    C("clar", "所有灯", ask(lights, []), ["clarify", "no-verb"])
    C("clar", "楼上的空调开一下", ask(where(AC, floors=["2F", "3F"]), ["on"]), ["clarify", "relative-floor", "climate"])
    C("clar", "楼下的灯关掉", ask(where(LIGHT, floors=["1F", "2F"]), ["off"]), ["clarify", "relative-floor", "light"])
    C("clar", "空调调到26度", ask(acs, ["coolsp", "heatsp"]), ["clarify", "duplicate-label", "temperature"])
    C("clar", "调亮一点", ask([], ["lvl", "step"]), ["clarify", "no-history"])
    C("clar", "窗帘拉开", ask(curtains, ["sopen"]), ["clarify", "type"])
    C("clar", "除湿机打开", ask(dehums, []), ["clarify", "type", "dehumidifier"])
    C("clar", "那个关一下", ask([], ["off"]), ["clarify", "pronoun", "no-history"])
    C("clar", "turn it on", ask([], ["on"]), ["clarify", "pronoun", "no-history", "english"])
    C("clar", "开灯", ask(lights, ["on"]), ["clarify", "type"])
    C("clar", "浴室灯打开", ask(["a_bath", "b_bath", "g_bath"], ["on"]), ["clarify", "partial-name"])
    C("clar", "床头灯关了", ask(["ms_bedside", "a_bed_l", "a_bed_r", "b_bed"], ["off"]), ["clarify", "partial-name"])
    C("clar", "台灯打开", ask(["kid_mi", "ama_lvlamp", "g_desk"], ["on"]), ["clarify", "partial-name"])
    C("clar", "地下室的除湿机打开", ask([], []), ["clarify", "unknown-place", "dehumidifier"])
    C("clar", "楼上好热", ask(where(AC, floors=["2F", "3F"]), []), ["clarify", "relative-floor", "bare-need"])
    C("clar", "C房空调打开", ask([], ["on"]), ["clarify", "unknown-place", "guest-code"])
    C("clar", "吸顶灯", ask(where(lambda k: H.dev[k]["label"] == "吸顶灯"), []), ["clarify", "no-verb", "duplicate-label"])

    # ---------------------------------------------------------------- none
    for q, t in [
        ("今天厦门天气怎么样", ["weather"]),
        ("明天会不会下雨啊", ["weather"]),
        ("今晚几点涨潮", ["tide-ferry"]),
        ("去鼓浪屿的最后一班轮渡几点", ["tide-ferry"]),
        ("三丘田码头早上几点有船", ["tide-ferry"]),
        ("what time is the last ferry to Xiamen?", ["tide-ferry", "english"]),
        ("这个空调有点吵哦", ["remark"]),
        ("A房的灯还挺好看的", ["remark"]),
        ("天台串灯好漂亮", ["remark"]),
        ("吸顶灯是哪一年装的", ["remark"]),
        ("莫关天台灯，客人还在上面呷茶", ["refusal", "minnan"]),
        ("不要开空调，开窗就好", ["refusal"]),
        ("先不要关院灯", ["refusal"]),
        ("please don't turn off the string lights yet", ["refusal", "english"]),
        ("算了", ["cancel"]),
        ("歹势，讲错了，不用了", ["cancel", "minnan"]),
        ("阿嬷今天去菜市场买海蛎了", ["chitchat", "minnan"]),
        ("你好", ["chitchat"]),
        ("谢谢啦", ["chitchat"]),
        ("What time is checkout?", ["chitchat", "english"]),
        ("wifi密码是多少", ["chitchat"]),
        ("沙茶面哪家好吃", ["chitchat"]),
        ("asdfgh 哈哈哈", ["gibberish"]),
        ("嗯嗯嗯那个那个", ["gibberish"]),
        ("叮咚叮咚", ["gibberish"]),
        ("等一下，我想想", ["chitchat"]),
        ("厝边那只猫又跑来了", ["chitchat", "minnan"]),
        ("空调遥控器放在哪里", ["remark"]),
    ]:
        C("none", q, NONE(), ["none"] + t)

    # ---------------------------------------------------------------- long transcripts
    long1 = ("喂，阿明啊，我跟你讲，今天厝里真的忙死了。早上三楼A房那对上海来的客人退房，说海景很好，"
             "就是晚上海风太大，窗户一直响。然后B房那个小姐姐说她明天要去看日出，问我几点涨潮、几点有船去厦门，"
             "我说三丘田码头第一班大概七点多，你再帮我查一下确认。阿嬷今天又去龙头路买菜，买了一大袋海蛎，"
             "说晚上要煎海蛎煎给客人吃。囝仔在房间写作业，写到一半又跑去天台看猫。对了，下午我在茶桌区泡了一壶铁观音，"
             "隔壁阿伯过来呷茶，讲了一下午老房子要翻修的事情，说屋顶那个水塔太旧了，台风天怕会漏，我想说等淡季再弄。"
             "还有花园房那边的墙角有点发霉，要找人来看。唉，这个天气真的是，衣服晒了三天都没干，楼上楼下都潮潮的。"
             "好了不讲了，你帮我把三楼除湿机打开。")
    long2 = ("Hi, um, so we just came back from the beach, it was amazing, the sunset behind 日光岩 was so pretty, "
             "my friend took like two hundred photos. We had 沙茶面 for dinner near the pier, and then we walked "
             "around the little streets, there are so many cats here, I love it. Oh and the lady downstairs gave us "
             "some tea, 铁观音 I think, very fragrant. Tomorrow we want to take the early ferry back to Xiamen because "
             "our flight is at noon, so maybe we need a taxi on the other side, do you know how long it takes to the "
             "airport? Anyway it's fine, we'll figure it out. The room is lovely and the sea view is incredible, but "
             "the wind is a bit strong tonight and the street light is coming in. Sorry, I'm talking too much. "
             "Could you please close the curtains in room B?")
    C("long", long1, one("f3_dehum", ON), ["long-transcript", "minnan", "dehumidifier"])
    C("long", long2, one("b_curtain", CLOSE), ["long-transcript", "english", "cover", "guest-code"])


# --------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------
def spec_lines(home: Home):
    return [{"profileId": pid, "capabilities": ents} for pid, ents in home.spec.items()]


def mode_counts(cases):
    c = Counter()
    for case in cases:
        for e in case["expect"]:
            c[e["mode"]] += 1
    return c


def readme(home: Home, cases, spec):
    mc = mode_counts(cases)
    n_light = sum(1 for k in home.dev if home.is_light(k))
    n_light_cat = sum(1 for k in home.dev if home.dev[k]["cat"] == "Light")
    cats = Counter(d["cat"] for d in home.dev.values())
    per_room = Counter(d["room"] for d in home.dev.values())
    light_kinds = Counter()
    for k in home.dev:
        if not home.is_light(k):
            continue
        s = home.spec_cmds(k)
        if "main-colorControl-setColor" in s:
            light_kinds["colour"] += 1
        elif "main-colorTemperature-setColorTemperature" in s:
            light_kinds["colour temperature"] += 1
        elif "main-switchLevel-setLevel" in s:
            light_kinds["dimmable"] += 1
        else:
            light_kinds["on/off only"] += 1
    unspecced = sorted({f"`{profile_id(*d['prof'])}` ({d['label']})" for d in home.dev.values() if d["prof"] in UNSPECCED})
    n_desc = n_zh = 0
    for line in spec:
        for e in line["capabilities"]:
            n_desc += 1
            if any("\u4e00" <= ch <= "\u9fff" for ch in e["description"]):
                n_zh += 1
    tags = Counter(t for c in cases for t in c["tags"])
    L = []
    L.append("# Blind evaluation set `xiamen`\n")
    L.append("Written blind: no engine source, tests, docs or other bench sets of the project were read.\n")
    L.append("A seaside family house on Gulangyu (Xiamen), run partly as a guesthouse (民宿). The owners live on "
             "一楼 and 二楼 (with the grandmother, 阿嬷, and a child, 囝仔); three guest rooms are on 三楼; there is a "
             "roof terrace (天台) and a yard (院子). Room names were typed by different people, so their styles differ.\n")
    L.append("Files: `home.json` (rooms + devices), `spec.jsonl` (one line per profile), `cases.jsonl`, and "
             "`build.py`, which writes all of them (`python build.py`) and re-validates them (`python build.py --check`). "
             "Device and room ids are uuid5 values of readable keys (`device:<key>`, `room:<key>`).\n")
    L.append("## Rooms\n")
    L.append("| room name | floor | devices |\n| --- | --- | --- |")
    floor_of = {r: f for f, rs in FLOORS.items() for r in rs}
    for k, n in ROOMS:
        L.append(f"| {n} | {floor_of.get(k, '— (no numbered floor)')} | {per_room[k]} |")
    L.append(f"| (roomId not in rooms: a deleted 储物间) | — | {per_room[MISSING_ROOM]} |")
    L.append(f"| (no roomId) | — | {per_room[None]} |\n")
    L.append(f"**{len(home.dev)} devices**, {len(ROOMS)} rooms. Every device copies the categories and the "
             "capabilities of component `main` of one real profile in `shared/data/smartthings/profiles.jsonl`; "
             "`name` is the profile name and `profile.id` is `st-<driver>-<profile name>`.\n")
    L.append("Categories: " + ", ".join(f"{c} {n}" for c, n in sorted(cats.items(), key=lambda x: -x[1])) + ".\n")
    L.append(f"**Lights: {n_light}** ({n_light_cat} of category Light, plus 2 relays of category Switch whose labels "
             "say they are lights: 神明灯 (altar lamp, 客厅) and 门楼灯 (gate lamp, 院子)). By what their spec allows: "
             + ", ".join(f"{k} {v}" for k, v in light_kinds.items()) + ".\n")
    L.append("Notable labels:\n")
    L.append("- Guest-room devices named by room code: A房主灯, A房床头灯左 / A房床头灯右, A房空调, B房空调, 花园房空调, ….")
    L.append("- Numbered series: 天台串灯1..5 (all colour), 院灯1..4 (all dimmable).")
    L.append("- Duplicates: 吸顶灯 in 5 rooms (客厅, 茶桌区, 主人房, 囝仔房, 阿嬷房); 空调 in 6 rooms (客厅, 茶桌区, 厨房, "
             "主人房, 囝仔房, 阿嬷房). The three guest-room ACs carry their room code (9 ACs in all).")
    L.append("- A label naming another room: 客厅台灯 stands in 二楼 阿嬷房 (grandma took the living-room lamp).")
    L.append("- English / brand labels: Mi Home 台灯, Philips Hue Go (no roomId: it is portable), Yeelight 阅读灯, "
             "Sonos音箱, Bose音箱.")
    L.append("- Misheard (voice-typed) labels: 空气净话器 (净化器), 晾衣价 (晾衣架), 驱文器插座 (驱蚊器).")
    L.append("- 茶炉插座 (tea kettle plug), 鱼缸灯 / 鱼缸水泵 / 鱼缸加热棒 (fish tank), 户外淋浴热水器 (outdoor shower "
             "water heater, profile `water-heater`), a dehumidifier per floor: 一楼除湿机 (客厅) and 三楼除湿机 (in 海景房A) "
             "use the AirPurifier profile `air-purifier-temperature-humidity-aqs` (no `switch`, fan modes + humidity "
             "reading), 二楼除湿机 (主人房) is an old unit on a smart plug (`switch-power-energy`).")
    L.append("- 储物间排气扇 points at a roomId that is not in `rooms`; Philips Hue Go has no roomId.\n")
    L.append("## spec.jsonl\n")
    L.append(f"{len(spec)} profile lines. Each lists the real commands (from `capabilities.json`) of the capabilities "
             "of its profile's `main`, skipping `refresh`/`firmwareUpdate` and capabilities that `capabilities.json` "
             "does not define (e.g. `pumpOperationMode`, `samsungim.hueSyncMode`, `lockAlarm`). Where a profile's "
             "`{{enumCommands}}` config limits enum commands (JBL: play/pause) only those are listed. Ranges come from "
             "the profile config when it has one, else from the capability definition (setpoints without a profile "
             "range carry no `value_range`); mode lists from the observed "
             "values in `capabilities.json` (airConditionerMode, airConditionerFanMode) or from the capability enum. "
             "Sensor profiles without commands have a line with an empty list. "
             f"Descriptions: {n_zh} of {n_desc} Chinese ({100 * n_zh // max(n_desc, 1)}%), the rest English "
             "(chosen by a hash of profile and command).\n")
    L.append("Left out of the spec on purpose (their devices stay in home.json and can only be reached by "
             "name/room): " + ", ".join(unspecced) + ". Cases touch them only through state questions.\n")
    L.append("## Cases\n")
    L.append(f"**{len(cases)} cases**, {sum(mc.values())} expect entries: "
             + ", ".join(f"{m} {mc[m]}" for m in ("one", "all", "clarify", "none")) + ".\n")
    L.append("Phrasing mixes owners' Minnan-flavoured Mandarin (囝仔, 阿嬷, 厝, 呷茶, 歹势, 灶脚 = kitchen, 莫 = don't), "
             "plain Mandarin from guests, and English from foreign guests. Two long transcripts (300–800 characters) "
             "end in one real request.\n")
    L.append("Tags: " + ", ".join(f"`{t}` {n}" for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0]))) + ".\n")
    L.append("## Labelling decisions\n")
    for d in DECISIONS:
        L.append(f"- {d}")
    L.append("")
    return "\n".join(L)


DECISIONS = [
    "**mode one** lists every acceptable device and every command that does the job. Power: `switch-on`/`switch-off` "
    "when the device has `switch`; otherwise what it has: AirPurifier-type dehumidifiers/purifiers "
    "`setAirPurifierFanMode` + `setPercent`; the fan without switch (阿嬷房风扇) `airConditionerFanMode.setFanMode` + "
    "`setPercent`; the kitchen hood `fanMode.setFanMode` + `setPercent`; the water heater `thermostatMode.heat`/`off` + "
    "`setThermostatMode`; valves `valve.open`/`close`; Sonos without switch `mediaPlayback.play` (pause/stop for off). Play/pause also accept `setPlaybackStatus`. "
    "Level commands are not accepted for plain on/off of lights.",
    "Curtains: open/close accept `windowShade.open`/`close` and `setShadeLevel` (a shade has no other notion of power); "
    "a percentage or 一半 is `setShadeLevel` only; relative (再拉开一点) is `setShadeLevel` or `stepShadeLevel`; 停 is "
    "`windowShade.pause`; 预设位置 is `presetPosition`. 天台遮阳帘 放下来 = close, 收起来 = open.",
    "Brightness: an absolute value (30%, 一半, 最亮) is `setLevel`; relative (亮一点/暗一点) is `setLevel` or `stepLevel` "
    "when the profile has it. Colour temperature words (暖光/冷白光/再暖一点) accept `setColorTemperature` and "
    "`stepColorTemperatureByPercent` when present; a Kelvin value is `setColorTemperature` only. A colour name accepts "
    "`setColor` and `setHue`. 暖黄色 on a light with both colour and colour temperature accepts all four.",
    "AC temperature: a bare temperature (26度, 高一度) accepts `setCoolingSetpoint` and `setHeatingSetpoint` when "
    "present; the DeepSmart `Ac.v1` ACs (茶桌区, 厨房) only have `setHeatingSetpoint`, which is then the answer. When the "
    "mode is said with it (制冷22度 / 制热25度) only the matching setpoint is accepted. AC modes on Matter ACs are "
    "`thermostatMode.<mode>` or `setThermostatMode` (送风 = `setThermostatMode` fanonly); on `Ac.v1` "
    "`setAirConditionerMode`. 风速 words accept `airConditionerFanMode.setFanMode` and `setPercent`; a percentage is "
    "`setPercent` only; 自然风/睡眠风 is `windMode.setWindMode`.",
    "Water heater: temperatures are `setHeatingSetpoint`. Speakers: 大声/小声 accept `volumeUp`/`volumeDown` and "
    "`setVolume`; 静音 accepts `mute` and `setMute`. The roof valve has `level`, so 开一半 is `level.setLevel`.",
    "No SmartThings capability sets a humidity target, so humidity appears only in state questions and in stated needs "
    "(好潮 → switch the dehumidifier of that room/floor on).",
    "**mode all** lists exactly the devices in scope that support every listed command (per spec.jsonl). A bulk "
    "dimming or colour request therefore leaves out lights that cannot do it (e.g. 三楼能调亮度的灯 drops the on/off "
    "bathroom and balcony lights). When a scope mixes profiles, only commands every device in it has are listed "
    "(二楼能调色温的灯: `setColorTemperature` only, because 客厅台灯 has no step command).",
    "\"Lights\" = category Light plus the two relays labelled as lamps (神明灯, 门楼灯). The altar lamp and the fish-tank "
    "lamp are lights and are included in bulk light requests. 驱文器插座 (mosquito repeller plug) is not a light.",
    "A device is in its roomId room. 客厅台灯 (in 阿嬷房) counts for both 客厅 and 阿嬷房 — and so for both 一楼 and "
    "二楼 — when including; an exclusion of either room/floor drops it. For the need 客厅太暗 it is not accepted "
    "(it does not light the 客厅).",
    "Floors: 一楼 = 客厅, 茶桌区, 厨房; 二楼 = 主人房, 囝仔房, 阿嬷房; 三楼 = the three guest rooms. 天台 (楼顶) "
    "is the roof, not 三楼; 院子 and 楼梯 belong to no numbered floor. Whole-house requests include every device of the "
    "kind, including Philips Hue Go (no room) and devices in 院子/楼梯/天台; exclusion by floor keeps those.",
    "A room with several lights said with the type (把A房的灯关了, 客厅的灯全部打开) is mode all; a floor with several "
    "devices of the kind (三楼的空调打开) is mode all. 院灯全开 / 串灯全关 cover the numbered series only (not 门楼灯/"
    "榕树射灯/投光灯).",
    "Quantifier with a count (随便开两盏, 开一盏就好) is mode one listing every device of the set.",
    "Stated needs are mode one: 天台太暗 accepts any roof light with on or brightness commands; 好热 accepts the room's "
    "AC (on, cool mode, cooling setpoint, fan) and, in 阿嬷房, the fan; 好冷 the AC's on, heat mode or heating setpoint; "
    "好闷 in 茶桌区 the fan or the AC; 空气不好 the purifier.",
    "Conditions (客人退房以后…, 天黑了…) are labelled as the action they contain.",
    "References use `history`; answers to the engine's question (history [\"打开吸顶灯\"], query \"客厅的\") are labelled "
    "as the completed request. \"算了，还是打开吧\" after \"关掉B房空调\" is the turn-on.",
    "State questions use `[\"*\"]` and list every device that can answer (客厅现在几度: the thermometer, the AC and the dehumidifier, which all measure temperature; "
    "院门关好了没: the door contact and the lock). Three of them target devices whose profile is not in the spec.",
    "**mode clarify**: duplicates without a place (打开吸顶灯, 空调关掉, 床头灯关了, 台灯打开, 浴室灯打开), a bare type "
    "(开灯, 窗帘拉开, 除湿机打开), 它/那个 with no history, places that do not exist (四楼, 车库, 地下室, C房), indices "
    "that do not exist (天台串灯6, 院灯5), a bare need without place (好暗, 好潮啊), a noun without verb (所有灯, 吸顶灯), "
    "and 楼上/楼下 (in a three-floor house the speaker's floor is unknown). Clarify entries list the candidate devices "
    "(empty when the place does not exist) and the command meant, when there is one.",
    "**mode none**: chit-chat, weather, tide and ferry questions, remarks about devices, refusals (莫关天台灯, 先不要关院灯, "
    "不要开空调), cancellations (算了, 歹势讲错了), gibberish. Entries are `{\"devices\": [], \"capabilities\": [], "
    "\"mode\": \"none\"}`.",
    "Misheard labels are asked for with the correct word (晾衣架 → 晾衣价, 空气净化器 → 空气净话器, 驱蚊器 → 驱文器插座).",
    "Room aliases used: 海景房A / A房 / 三楼A房 / room A → 3F-海景房A; 孩子房 → 囝仔房; 奶奶房 → 阿嬷房; 主卧 → 主人房; "
    "灶脚 → 厨房; 茶桌那边 → 茶桌区; 楼顶 → 天台.",
]


def write_all():
    global H
    H = Home()
    build_cases()
    home = H.home_json()
    spec = spec_lines(H)
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with open(HERE / "spec.jsonl", "w", encoding="utf-8") as f:
        for line in spec:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    (HERE / "README.md").write_text(readme(H, CASES, spec), encoding="utf-8")
    print(f"wrote {len(home['items'])} devices, {len(spec)} spec lines, {len(CASES)} cases to {HERE}")


# --------------------------------------------------------------------------------------
# Check (reads only the files on disk plus the real profile data)
# --------------------------------------------------------------------------------------
def check() -> int:
    errors = []
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    profiles, _caps = load_data()
    real = {(tuple(p["categories"]), tuple(p["capabilities"]), p["name"]) for p in profiles.values()}

    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    if len(rooms) != len(home["rooms"]):
        errors.append("duplicate roomId")
    items = home["items"]
    ids = [it["deviceId"] for it in items]
    if len(set(ids)) != len(ids):
        errors.append("duplicate deviceId")
    dev = {it["deviceId"]: it for it in items}
    no_room = [it["label"] for it in items if "roomId" not in it]
    bad_room = [it["label"] for it in items if "roomId" in it and it["roomId"] not in rooms]
    if len(no_room) != 1 or len(bad_room) != 1:
        errors.append(f"expected one device without room and one with unknown room: {no_room} {bad_room}")
    for it in items:
        main = [c for c in it["components"] if c["id"] == "main"][0]
        key = (tuple(c["name"] for c in main["categories"]), tuple(c["id"] for c in main["capabilities"]), it["name"])
        if key not in real:
            errors.append(f"device {it['label']} does not copy a real profile")
    spec_map = {}
    for line in spec:
        if line["profileId"] in spec_map:
            errors.append(f"duplicate spec line {line['profileId']}")
        spec_map[line["profileId"]] = {e["id"] for e in line["capabilities"]}
        for e in line["capabilities"]:
            if not e["id"].startswith("main-") or e["id"].count("-") != 2 or not e.get("description"):
                errors.append(f"bad spec entry {e}")
    used = {it["profile"]["id"] for it in items}
    missing = sorted(used - set(spec_map))
    if len(missing) != 3:
        errors.append(f"expected 3 profiles left out of the spec, got {missing}")
    if set(spec_map) - used:
        errors.append("spec has profiles no device uses")

    def cmds_of(did):
        return spec_map.get(dev[did]["profile"]["id"], set())

    seen = set()
    modes = Counter()
    for c in cases:
        cid = c.get("id")
        if cid in seen:
            errors.append(f"duplicate case id {cid}")
        seen.add(cid)
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            errors.append(f"{cid}: bad home/query")
        if not c.get("tags"):
            errors.append(f"{cid}: no tags")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) and h for h in c["history"])):
            errors.append(f"{cid}: bad history")
        if "long-transcript" in c["tags"] and not (300 <= len(c["query"]) <= 800):
            errors.append(f"{cid}: long transcript has {len(c['query'])} chars")
        if not c.get("expect"):
            errors.append(f"{cid}: no expect")
        for e in c["expect"]:
            m = e.get("mode")
            modes[m] += 1
            ds, cs = e.get("devices"), e.get("capabilities")
            if not isinstance(ds, list) or not isinstance(cs, list):
                errors.append(f"{cid}: devices/capabilities not lists")
                continue
            for d in ds:
                if d not in dev:
                    errors.append(f"{cid}: unknown device {d}")
            if len(set(ds)) != len(ds) or len(set(cs)) != len(cs):
                errors.append(f"{cid}: duplicates in entry")
            if any(d not in dev for d in ds):
                continue
            if m == "one":
                if not ds or not cs:
                    errors.append(f"{cid}: empty mode-one entry")
                elif cs != ["*"]:
                    union = set().union(*(cmds_of(d) for d in ds))
                    for cmd in cs:
                        if cmd not in union:
                            errors.append(f"{cid}: {cmd} not in the spec of any listed device")
            elif m == "all":
                if not ds or not cs or cs == ["*"]:
                    errors.append(f"{cid}: empty mode-all entry")
                for d in ds:
                    for cmd in cs:
                        if cmd not in cmds_of(d):
                            errors.append(f"{cid}: {dev[d]['label']} lacks {cmd}")
            elif m == "none":
                if ds or cs:
                    errors.append(f"{cid}: mode none lists something")
            elif m == "clarify":
                pass
            else:
                errors.append(f"{cid}: bad mode {m}")
    if len(cases) < 240:
        errors.append(f"only {len(cases)} cases")
    n_light = sum(1 for it in items
                  if [c for c in it["components"] if c["id"] == "main"][0]["categories"][0]["name"] == "Light")
    tags = Counter(t for c in cases for t in c["tags"])
    print(f"home: {len(items)} devices, {len(rooms)} rooms, {n_light} of category Light "
          f"(+{len(LIGHT_RELAYS)} relays labelled as lights)")
    print(f"spec: {len(spec)} profile lines; left out: {', '.join(missing)}")
    print(f"cases: {len(cases)}; expect entries: {sum(modes.values())} "
          + " ".join(f"{m}={modes[m]}" for m in ("one", "all", "clarify", "none")))
    print(f"history cases: {sum(1 for c in cases if 'history' in c)}; tags: {len(tags)}")
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors[:50]:
            print("  -", e)
        return 1
    print("check: OK")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="re-validate the files on disk")
    a = ap.parse_args()
    if a.check:
        sys.exit(check())
    write_all()


if __name__ == "__main__":
    main()
