#!/usr/bin/env python3
"""Blind evaluation set "dalian": a seaside holiday-rental flat (民宿) in Dalian.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files and validate them
    python build.py --stats    print the tables used in README.md

Reads the real SmartThings profiles and capability facts from
shared/data/smartthings/ (profiles.jsonl, capabilities.json).  Deterministic:
ids are uuid5 of readable keys, no randomness, no clock.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_CANDIDATES = [
    os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"),
    "/work/shared/data/smartthings",
]
NS = uuid.UUID("6a3c1f0e-2b7d-5d41-9c3e-0d1a11a9e001")
LOCATION_ID = str(uuid.uuid5(NS, "dalian:location"))


def data_dir():
    for d in DATA_CANDIDATES:
        if os.path.exists(os.path.join(d, "profiles.jsonl")):
            return os.path.abspath(d)
    sys.exit("cannot find shared/data/smartthings")


def uid(kind, key):
    return str(uuid.uuid5(NS, "dalian:%s:%s" % (kind, key)))


# --------------------------------------------------------------------------
# Rooms.  Everything is on one level (ground-floor flat facing the sea); the
# host's "1F" in labels is that floor.  "r-xuanguan" was deleted from the
# account: a device still points at it.
# --------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("r1", "1号房(海景大床房)"),
    ("r1b", "1号房卫生间"),
    ("r2", "2号房 双床房"),
    ("r3", "3号房-亲子房"),
    ("lv", "公共客厅"),
    ("kt", "公共厨房"),
    ("bc", "海景阳台"),
    ("pb", "公卫"),
    ("st", "房东储物间"),
])
DELETED_ROOM = "xuanguan-deleted"

# --------------------------------------------------------------------------
# Devices: key, label (None = never labelled), (profile name, driver), room key
# (None = no roomId, DELETED_ROOM = roomId of a deleted room).
# --------------------------------------------------------------------------
DEVICES = [
    # 1号房(海景大床房) -- host code 101
    ("r1_ceiling", "101吸顶灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "r1"),
    ("r1_ac", "1F-101-空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "r1"),
    ("r1_ac2", "Room 1 AC", ("Ac.v1", "deepsmart"), "r1"),
    ("r1_curtain", "Sea View Curtain", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "r1"),
    ("r1_sheer", "101纱帘", ("window-covering", "matter-window-covering"), "r1"),
    ("r1_bedl", "床头灯-左", ("white", "philips-hue"), "r1"),
    ("r1_bedr", "床头灯-右", ("white", "philips-hue"), "r1"),
    ("r1_floor", "Floor Lamp", ("white-and-color-ambiance", "philips-hue"), "r1"),
    ("r1_strip", "101氛围灯带", ("color-bulb", "zigbee-switch"), "r1"),
    ("r1_spot1", "射灯-01", ("light-level", "matter-switch"), "r1"),
    ("r1_spot2", "射灯-02", ("light-level", "matter-switch"), "r1"),
    ("r1_spot3", "射灯-03", ("light-level", "matter-switch"), "r1"),
    ("r1_tv", "Room 1 TV", ("media-video-player", "matter-media"), "r1"),
    ("r1_lock", "101门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "r1"),
    ("r1_plug", "101-插座", ("plug-power", "matter-switch"), "r1"),
    ("r1_th", "101温湿度", ("temperature-humidity-battery", "matter-sensor"), "r1"),
    # 1号房卫生间
    ("r1b_ceiling", "吸顶灯", ("light-binary", "matter-switch"), "r1b"),
    ("r1b_heater", "1号房浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "r1b"),
    ("r1b_mirror", "镜前灯", ("aqara-switch-module", "zigbee-switch"), "r1b"),
    ("r1b_fan", "排气扇", ("fan-3speed", "zwave-fan"), "r1b"),
    ("r1b_leak", "卫生间水浸", ("leak-battery-leakSensitivity", "matter-sensor"), "r1b"),
    # 2号房 双床房 -- host code 102
    ("r2_ceiling", "吸顶灯", ("switch-level-colortemp", "zwave-bulb"), "r2"),
    ("r2_ac", "102-空调", ("Ac.v1", "deepsmart"), "r2"),
    ("r2_curtain", "102-窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "r2"),
    ("r2_beda", "A床灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "r2"),
    ("r2_bedb", "B床灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "r2"),
    ("r2_night", "102小夜灯", ("light-level-motion", "matter-switch"), "r2"),
    ("r2_fan", "落地扇", ("fan-rock", "matter-thermostat"), "r2"),
    ("r2_lock", "102门锁", ("base-lock", "zigbee-lock"), "r2"),
    ("r2_th", "2号房温湿度计", ("temperature-humidity", "matter-sensor"), "r2"),
    ("r2_lvlamp", "客厅台灯", ("light-level", "matter-switch"), "r2"),  # label names another room
    # 3号房-亲子房 -- host code 103 / R3
    ("r3_ceiling", "吸顶灯", ("light-color-level-1800K-6500K", "matter-switch"), "r3"),
    ("r3_desk", "R3台灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "r3"),
    ("r3_bunk", "上铺阅读灯", ("switch-level", "matter-switch"), "r3"),
    ("r3_night", "儿童夜灯", ("legacy-color", "philips-hue"), "r3"),
    ("r3_ac", "103空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "r3"),
    ("r3_curtain", "103窗帘", ("window-covering", "matter-switch"), "r3"),
    ("r3_window", "103开窗器", ("window-shade-only", "zigbee-window-treatment"), "r3"),
    ("r3_fan", "亲子房风扇", ("fan-light", "zigbee-fan"), "r3"),
    ("r3_purifier", "3号房净化器", ("air-purifier-hepa-aqs", "matter-thermostat"), "r3"),
    ("r3_screen", "投影幕布", ("projector-screen-VWSDSTUST120H", "zigbee-window-treatment"), "r3"),
    ("r3_speaker", "故事机", ("jbl", "jbl"), "r3"),
    ("r3_lock", "103门锁", ("lock-batteryLevel", "matter-lock"), "r3"),
    # 公共客厅
    ("lv_pub1", "公区灯1", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lv"),
    ("lv_pub2", "公区灯2", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lv"),
    ("lv_pub3", "公区灯3", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lv"),
    ("lv_pub4", "公区灯4", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lv"),
    ("lv_main", "客厅大灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "lv"),
    ("lv_huego", "Hue Go", ("legacy-color", "philips-hue"), "lv"),
    ("lv_huecolor", "Hue color lamp 1", ("white-and-color-ambiance", "philips-hue"), "lv"),
    ("lv_ac", "客厅柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "lv"),
    ("lv_tv", "客厅电视", ("media-video-player", "matter-media"), "lv"),
    ("lv_soundbar", "回音壁", ("samsung-audio", "samsung-audio"), "lv"),
    ("lv_blackout", "客厅遮光帘", ("window-treatment-hanssem", "zigbee-window-treatment"), "lv"),
    ("lv_sheer", "客厅纱帘", ("window-covering", "matter-window-covering"), "lv"),
    ("lv_window", "客厅电动窗", ("window-shade-only", "zigbee-window-treatment"), "lv"),
    ("lv_robot", "扫地鸡器人", ("rvc-clean-mode", "matter-rvc"), "lv"),  # ASR: 扫地机器人
    ("lv_purifier", "客厅净化器", ("air-purifier-ac-wind", "matter-thermostat"), "lv"),
    ("lv_th", "客厅温湿度", ("temperature-humidity-pressure-battery", "matter-sensor"), "lv"),
    ("lv_motion", "客厅人体感应", ("motion-battery-illuminance", "zwave-sensor"), "lv"),
    ("lv_smoke", "客厅烟感", ("smoke-battery", "zigbee-smoke-detector"), "lv"),
    ("lv_fan", "循环扇", ("fan-rock-wind", "matter-thermostat"), "lv"),
    ("lv_mahjong", "麻将机", ("plug-power-energy-powerConsumption", "matter-switch"), "lv"),
    ("lv_water", "饮水机", ("plug-binary", "matter-switch"), "lv"),
    # 公共厨房
    ("kt_ceiling", "吸顶灯", ("light-power", "matter-switch"), "kt"),
    ("kt_cabinet", "橱柜灯", ("switch-power", "zigbee-switch"), "kt"),
    ("kt_hood", "油烟机", ("extractor-hood-ac-light", "matter-appliance"), "kt"),
    ("kt_dish", "洗碗机", ("dishwasher", "matter-appliance"), "kt"),
    ("kt_valve", "进水总阀", ("water-valve", "matter-switch"), "kt"),
    ("kt_gas", "燃气阀", ("gas-valve", "britzyhub"), "kt"),
    ("kt_gasalarm", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kt"),
    ("kt_rice", "电饭锅", ("plug-binary", "matter-switch"), "kt"),
    ("kt_fridge", "冰箱", ("refrigerator-freezer-tl", "matter-appliance"), "kt"),
    ("kt_micro", "微波炉", ("microwave-oven", "matter-appliance"), "kt"),
    ("kt_leak", "厨房水浸", ("leak", "matter-sensor"), "kt"),
    # 海景阳台
    ("bc_light", "阳台灯", ("light-binary", "matter-switch"), "bc"),
    ("bc_string", "星星灯串", ("rgbw-bulb-2580K-7050K", "zwave-bulb"), "bc"),
    ("bc_window", "阳台推窗器", ("window-shade-only", "zigbee-window-treatment"), "bc"),
    ("bc_shade", "阳台遮阳帘", ("window-treatment-powerSource", "zigbee-window-treatment"), "bc"),
    ("bc_washer", "洗衣机", ("laundry-washer", "matter-appliance"), "bc"),
    ("bc_dryer", "烘干机", ("laundry-dryer-tl", "matter-appliance"), "bc"),
    ("bc_valve", "浇花水阀", ("valve-battery-powerSource", "zigbee-valve"), "bc"),
    ("bc_rack", "电动晾衣架", ("aqara-switch-module", "zigbee-switch"), "bc"),
    ("bc_plug", "Outdoor Plug", ("plug-power", "matter-switch"), "bc"),
    # 公卫
    ("pb_ceiling", "吸顶灯", ("light-binary", "matter-switch"), "pb"),
    ("pb_mirror", "公卫镜前灯", ("light-level", "matter-switch"), "pb"),
    ("pb_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "pb"),
    ("pb_waterheater", "公卫热水气", ("water-heater", "matter-thermostat"), "pb"),  # ASR: 热水器
    ("pb_vent", "公卫排风", ("Newfan.v1", "deepsmart"), "pb"),
    ("pb_leak", "公卫水浸", ("leak-battery-fault-leakSensitivity", "matter-sensor"), "pb"),
    ("pb_motion", "公卫人体感应", ("motion-battery-illuminance", "zwave-sensor"), "pb"),
    # 房东储物间 (locked)
    ("st_light", None, ("light-binary", "matter-switch"), "st"),  # never labelled
    ("st_lock", "储物间门锁", ("lock-unlatch", "matter-lock"), "st"),
    ("st_heater", "电暖气", ("Heater.v1", "deepsmart"), "st"),
    ("st_dehum", "除湿机插座", ("plug-power", "matter-switch"), "st"),
    ("st_th", "储物间温湿度", ("temperature-humidity-battery", "matter-sensor"), "st"),
    # room deleted / no room
    ("xg_light", "玄关感应灯", ("light-level-motion", "matter-switch"), DELETED_ROOM),
    ("nr_plug", "智能插座", ("plug-binary", "matter-switch"), None),
]

# Profiles deliberately left out of spec.jsonl (their devices take part by name/room only).
SPEC_OMIT = {("gas-valve", "britzyhub"), ("projector-screen-VWSDSTUST120H", "zigbee-window-treatment"),
             ("Newfan.v1", "deepsmart")}

SKIP_CAPS = {"refresh", "firmwareUpdate"}


def profile_id(name, driver):
    return "st-%s-%s" % (driver, name)


# --------------------------------------------------------------------------
# Spec: descriptions (zh, en) per (capability, command); argument facts come
# from capabilities.json, narrowed by the profile's capability_config and by the
# per-profile facts below.
# --------------------------------------------------------------------------
DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低越暖", "set white colour temperature (kelvin)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light colour (hue/saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set colour saturation"),
    ("windowShade", "open"): ("打开窗帘/窗", "open"),
    ("windowShade", "close"): ("关闭窗帘/窗", "close"),
    ("windowShade", "pause"): ("暂停，停在当前位置", "pause / stop moving"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合度百分比", "set shade level (open percentage)"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长开大或关小", "step shade level up or down"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并拉开锁舌", "unlatch the door"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("thermostatMode", "auto"): ("切换到自动模式", "set mode to auto"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "set mode to cool"),
    ("thermostatMode", "emergencyHeat"): ("紧急加热", "emergency heat"),
    ("thermostatMode", "heat"): ("切换到制热模式", "set mode to heat"),
    ("thermostatMode", "off"): ("关闭温控（模式设为关）", "set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanMode", "setFanMode"): ("设置风机档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风/摇头方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风速模式", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一个（下一首/下一集）", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一个（上一首/上一集）", "previous track"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send a remote-control key"),
    ("audioNotification", "playTrack"): ("播放提示音/音频", "play an audio track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原播放", "play track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to dock"),
    ("mode", "setMode"): ("设置运行模式/程序", "set mode"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "set temperature level"),
    ("cookTime", "setCookTime"): ("设置加热时长（秒）", "set cook time in seconds"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset energy meter"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "fan": ("送风", "fan"), "dry": ("除湿", "dry"),
    "low": ("低速/一档", "low"), "medium": ("中速/二档", "medium"), "high": ("高速/三档", "high"),
    "sleep": ("睡眠", "sleep"), "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
    "naturalWind": ("自然风", "natural wind"), "horizontal": ("左右摇头", "horizontal swing"),
    "vertical": ("上下摆风", "vertical swing"), "swing": ("摆风", "swing"), "fixed": ("定向", "fixed"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加漂一次", "extra rinse"),
    "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select/OK"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "digit %d" % _i)

MATTER_AC = {"room-air-conditioner-fan-heating-cooling", "room-air-conditioner-heating-cooling",
             "room-air-conditioner-fan-wind-heating-cooling"}
MATTER_FANS = {"fan-rock", "fan-rock-wind"}

# Per-profile argument facts not carried by capabilities.json / capability_config.
RANGE_OVERRIDE = {
    # (profile, capability): (min, max, unit)
    ("white-and-color-ambiance", "colorTemperature"): (2000, 6500, "K"),
    ("aqara-bath-heater", "colorTemperature"): (2700, 6500, "K"),
    ("switch-level-colortemp", "switchLevel"): (1, 100, "%"),
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (18, 40, "C"),
}
for _p in MATTER_AC:
    RANGE_OVERRIDE[(_p, "thermostatCoolingSetpoint")] = (16, 32, "C")
    RANGE_OVERRIDE[(_p, "thermostatHeatingSetpoint")] = (16, 30, "C")

ENUM_OVERRIDE = {
    # (profile or "*", capability): values
    ("*MATTER_AC", "thermostatMode"): ["off", "cool", "heat", "auto", "fanonly", "dryair"],
    ("*MATTER_AC", "airConditionerFanMode"): ["auto", "low", "medium", "high"],
    ("*MATTER_FANS", "airConditionerFanMode"): ["off", "low", "medium", "high", "auto"],
    ("*MATTER_FANS", "fanOscillationMode"): ["off", "horizontal", "vertical"],
    ("Ac.v1", "airConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("Ac.v1", "airConditionerFanMode"): ["low", "medium", "high", "auto"],
    ("Heater.v1", "thermostatMode"): ["off", "heat", "auto"],
    ("water-heater", "thermostatMode"): ["off", "heat"],
    ("aqara-bath-heater", "thermostatMode"): ["off", "heat", "fanonly", "dryair"],
    ("aqara-bath-heater", "fanOscillationMode"): ["fixed", "swing"],
    ("aqara-bath-heater", "fanMode"): ["low", "medium", "high", "auto"],
    ("extractor-hood-ac-light", "fanMode"): ["off", "low", "medium", "high"],
    ("air-purifier-hepa-aqs", "airPurifierFanMode"): ["off", "auto", "sleep", "low", "medium", "high"],
    ("air-purifier-ac-wind", "airPurifierFanMode"): ["off", "auto", "sleep", "low", "medium", "high"],
    ("air-purifier-ac-wind", "windMode"): ["sleepWind", "naturalWind"],
    ("fan-rock-wind", "windMode"): ["sleepWind", "naturalWind"],
    ("room-air-conditioner-fan-wind-heating-cooling", "windMode"): ["noWind", "sleepWind", "naturalWind"],
}


def enum_override(pname, cap):
    if (pname, cap) in ENUM_OVERRIDE:
        return ENUM_OVERRIDE[(pname, cap)]
    if pname in MATTER_AC and ("*MATTER_AC", cap) in ENUM_OVERRIDE:
        return ENUM_OVERRIDE[("*MATTER_AC", cap)]
    if pname in MATTER_FANS and ("*MATTER_FANS", cap) in ENUM_OVERRIDE:
        return ENUM_OVERRIDE[("*MATTER_FANS", cap)]
    return None


def english(seed, share=3):
    """Deterministic choice: about share/10 of descriptions are written in English."""
    return int(hashlib.sha1(seed.encode("utf-8")).hexdigest(), 16) % 10 < share


def load_sources():
    d = data_dir()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles[(p["name"], p["driver"].split("/")[-1])] = p
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = json.load(f)["capabilities"]
    return profiles, caps


def config_of(profile, cap):
    return profile.get("capability_config", {}).get(cap, [])


def spec_line(profile, caps):
    pname = profile["name"]
    pid = profile_id(pname, profile["driver"].split("/")[-1])
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        cfg = config_of(profile, cap)
        enabled_cmds = None
        for c in cfg:
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = set(c["enabledValues"])
        lock_states = None
        if cap == "lock":
            for c in cfg:
                if c.get("key") == "lock.value":
                    lock_states = set(c["enabledValues"])
        playback_states = None
        if cap == "mediaPlayback":
            for c in cfg:
                if c.get("key") == "playbackStatus.value":
                    playback_states = list(c["enabledValues"])
        for cmd in caps[cap]["commands"]:
            name = cmd["name"]
            if cap == "mediaPlayback" and enabled_cmds is not None and name not in enabled_cmds \
                    and name != "setPlaybackStatus":
                continue
            if cap == "lock" and name == "unlatch" and not (lock_states and "unlatched" in lock_states):
                continue
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC[(cap, name)]
            entry = OrderedDict([("id", cid), ("description", en if english(pid + cid) else zh)])
            args = [a for a in cmd["arguments"] if not a.get("optional")] or cmd["arguments"]
            if args:
                a = args[0]
                typ = a.get("type")
                entry["type"] = typ
                rng = None
                for c in cfg:
                    if "range" in c:
                        rng = (c["range"][0], c["range"][1], None)
                ov = RANGE_OVERRIDE.get((pname, cap))
                if ov:
                    rng = ov
                if rng is None and typ in ("integer", "number"):
                    if "minimum" in a and "maximum" in a:
                        rng = (a["minimum"], a["maximum"], None)
                    elif cap in ("colorControl",):
                        rng = (0, 100, "%")
                    elif cap == "statelessWindowShadeLevelStep":
                        rng = (-100, 100, "%")
                    elif cap == "fanSpeed":
                        rng = (0, 3, None)
                unit = None
                if rng:
                    unit = rng[2]
                    if unit is None:
                        unit = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
                                "statelessColorTemperatureStep": "%", "windowShadeLevel": "%",
                                "windowShadePreset": "%", "fanSpeedPercent": "%", "audioVolume": "%",
                                "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C",
                                "cookTime": "s"}.get(cap)
                    vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                values = enum_override(pname, cap)
                if values is None and a.get("enum"):
                    values = list(a["enum"])
                if cap == "mediaPlayback" and name == "setPlaybackStatus" and playback_states:
                    values = playback_states
                if values is not None and typ == "string":
                    vl = []
                    for v in values:
                        zh_v, en_v = VALUE_DESC.get(v, (v, v))
                        vl.append(OrderedDict([("value", v),
                                               ("description", en_v if english(pid + cid + v) else zh_v)]))
                    entry["value_list"] = vl
            out.append(entry)
    return OrderedDict([("profileId", pid), ("capabilities", out)])


def build_home(profiles):
    rooms = [OrderedDict([("roomId", uid("room", k)), ("locationId", LOCATION_ID), ("name", n)])
             for k, n in ROOMS.items()]
    items = []
    for key, label, (pname, driver), room in DEVICES:
        p = profiles[(pname, driver)]
        comps = [OrderedDict([
            ("id", "main"), ("label", "main"),
            ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in p["capabilities"]]),
            ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")]) for c in p["categories"]]),
        ])]
        for oc in p.get("components", []):
            comps.append(OrderedDict([
                ("id", oc["id"]), ("label", oc["id"]),
                ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in oc["capabilities"]]),
                ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")])
                                for c in oc.get("categories", [])]),
            ]))
        it = OrderedDict()
        it["deviceId"] = uid("device", key)
        it["name"] = pname
        if label is not None:
            it["label"] = label
        it["manufacturerName"] = "SmartThingsCommunity"
        it["locationId"] = LOCATION_ID
        if room == DELETED_ROOM:
            it["roomId"] = uid("room", DELETED_ROOM)
        elif room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = OrderedDict([("id", profile_id(pname, driver))])
        it["type"] = {"matter": "MATTER", "zigbee": "ZIGBEE", "zwave": "ZWAVE"}.get(driver.split("-")[0], "LAN")
        items.append(it)
    return OrderedDict([("rooms", rooms), ("items", items)])


def build_spec(profiles, caps):
    lines, seen = [], set()
    for key, label, prof, room in DEVICES:
        if prof in seen or prof in SPEC_OMIT:
            continue
        seen.add(prof)
        lines.append(spec_line(profiles[prof], caps))
    return lines


# --------------------------------------------------------------------------
# Device model used for labelling and checking
# --------------------------------------------------------------------------
DEV = {d[0]: d for d in DEVICES}
LIGHT_RELAYS = {"r1b_mirror", "r3_bunk", "kt_cabinet"}  # category Switch, label names a light


def category(key, profiles):
    return profiles[DEV[key][2]]["categories"][0]


def family(key, profiles):
    cat = category(key, profiles)
    label = DEV[key][1] or ""
    if cat == "Light" or (cat == "Switch" and "灯" in label):
        return "light"
    return {"AirConditioner": "ac", "Blind": "curtain", "WindowOpener": "window", "SmartLock": "lock",
            "SmartPlug": "plug", "Fan": "fan", "AirPurifier": "purifier", "Television": "tv",
            "Speaker": "speaker"}.get(cat, cat)


# --------------------------------------------------------------------------
# Command short names
# --------------------------------------------------------------------------
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
CT, CTSTEP = "main-colorTemperature-setColorTemperature", "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
COLOR, HUE, SAT = "main-colorControl-setColor", "main-colorControl-setHue", "main-colorControl-setSaturation"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
SH_PRESET = "main-windowShadePreset-presetPosition"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
TM_COOL, TM_HEAT, TM_AUTO, TM_OFF = ("main-thermostatMode-cool", "main-thermostatMode-heat",
                                     "main-thermostatMode-auto", "main-thermostatMode-off")
TM_SET = "main-thermostatMode-setThermostatMode"
COOLSP, HEATSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint", "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACMODE, ACFAN = "main-airConditionerMode-setAirConditionerMode", "main-airConditionerFanMode-setFanMode"
FANPCT, FANSPEED, FANMODE = "main-fanSpeedPercent-setPercent", "main-fanSpeed-setFanSpeed", "main-fanMode-setFanMode"
OSC, WIND = "main-fanOscillationMode-setFanOscillationMode", "main-windMode-setWindMode"
APFAN = "main-airPurifierFanMode-setAirPurifierFanMode"
VOL, VOLUP, VOLDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, UNMUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-unmute", "main-audioMute-setMute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
PLAYSTATUS = "main-mediaPlayback-setPlaybackStatus"
NEXT, PREV = "main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack"
KEY = "main-keypadInput-sendKey"
RVC_START, RVC_PAUSE, RVC_HOME = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-pause",
                                  "main-robotCleanerOperatingState-goHome")
SETMODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE, OP_RESUME = ("main-operationalState-start", "main-operationalState-stop",
                                          "main-operationalState-pause", "main-operationalState-resume")
RINSE, SPIN, TEMPLVL = ("main-laundryWasherRinseMode-setRinseMode", "main-laundryWasherSpinSpeed-setSpinSpeed",
                        "main-temperatureLevel-setTemperatureLevel")
COOKTIME = "main-cookTime-setCookTime"

# Hand-written device groups (checked against the profiles by --check)
L_R1 = ["r1_ceiling", "r1_bedl", "r1_bedr", "r1_floor", "r1_strip", "r1_spot1", "r1_spot2", "r1_spot3"]
L_R1B = ["r1b_ceiling", "r1b_mirror"]
L_R2 = ["r2_ceiling", "r2_beda", "r2_bedb", "r2_night", "r2_lvlamp"]
L_R3 = ["r3_ceiling", "r3_desk", "r3_bunk", "r3_night"]
L_LV = ["lv_pub1", "lv_pub2", "lv_pub3", "lv_pub4", "lv_main", "lv_huego", "lv_huecolor"]
L_KT = ["kt_ceiling", "kt_cabinet"]
L_BC = ["bc_light", "bc_string"]
L_PB = ["pb_ceiling", "pb_mirror"]
L_ST = ["st_light"]
L_XG = ["xg_light"]
LIGHTS = L_R1 + L_R1B + L_R2 + L_R3 + L_LV + L_KT + L_BC + L_PB + L_ST + L_XG
PUB = ["lv_pub1", "lv_pub2", "lv_pub3", "lv_pub4"]
SPOTS = ["r1_spot1", "r1_spot2", "r1_spot3"]
CEILINGS = ["r1_ceiling", "r1b_ceiling", "r2_ceiling", "r3_ceiling", "kt_ceiling", "pb_ceiling"]
NOT_DIMMABLE = ["r1b_ceiling", "r1b_mirror", "kt_ceiling", "kt_cabinet", "bc_light", "pb_ceiling", "st_light"]
DIMMABLE = [k for k in LIGHTS if k not in NOT_DIMMABLE]
COLOR_LIGHTS = ["r1_floor", "r1_strip", "r3_ceiling", "r3_night", "lv_huego", "lv_huecolor", "bc_string"]
CT_LIGHTS = ["r1_ceiling", "r1_floor", "r2_ceiling", "r2_beda", "r2_bedb", "r3_ceiling", "r3_desk",
             "lv_pub1", "lv_pub2", "lv_pub3", "lv_pub4", "lv_main", "lv_huecolor", "bc_string"]
CURTAINS = ["r1_curtain", "r1_sheer", "r2_curtain", "r3_curtain", "lv_blackout", "lv_sheer", "bc_shade"]
WINDOWS = ["r3_window", "lv_window", "bc_window"]
ACS = ["r1_ac", "r1_ac2", "r2_ac", "r3_ac", "lv_ac"]
R1_ACS = ["r1_ac", "r1_ac2"]
LOCKS = ["r1_lock", "r2_lock", "r3_lock", "st_lock"]
PLUGS = ["r1_plug", "lv_mahjong", "lv_water", "kt_rice", "bc_plug", "st_dehum", "nr_plug"]
FANS = ["r1b_fan", "r2_fan", "r3_fan", "lv_fan"]
PURIFIERS = ["r3_purifier", "lv_purifier"]
TVS = ["r1_tv", "lv_tv"]
SPEAKERS = ["lv_soundbar", "r3_speaker"]
BATH_HEATERS = ["r1b_heater", "pb_heater"]

# --------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------
CASES = []


def one(devs, caps):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "one"}


def allx(devs, caps, **scope):
    """Bulk entry.  scope describes the set in words the checker recomputes:
    type (family), rooms, exclude_rooms, exclude (device keys), label_has (substring), whole (bool)."""
    return {"devices": list(devs), "capabilities": list(caps), "mode": "all", "_scope": scope}


def clar(devs, caps):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "clarify"}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


def C(cid, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    CASES.append({"id": "dalian-" + cid, "query": query, "expect": expect, "tags": list(tags),
                  "history": history})


FF, RW = "main-mediaPlayback-fastForward", "main-mediaPlayback-rewind"
R1_CURT = ["r1_curtain", "r1_sheer"]
LV_SCOPE = L_LV + ["r2_lvlamp"]   # 客厅台灯 sits in 2号房 but its label names 客厅: counts for both
AC_COOL = [TM_COOL, TM_SET, ACMODE]
HEAT_ON = [TM_HEAT, TM_SET, TM_AUTO]
FAN_ON = [ACFAN, FANPCT]
PUR_ON = [APFAN, FANPCT]
WH = "pb_waterheater"


def define_cases():
    del CASES[:]
    # ---------------- names (exact labels, host codes, English/brand labels) ----------------
    C("name-001", "打开101吸顶灯", one(["r1_ceiling"], [ON]), ["name", "host-code"])
    C("name-002", "帮我把Sea View Curtain拉开", one(["r1_curtain"], [SH_OPEN]), ["name", "english-label"])
    C("name-003", "回音壁关一下", one(["lv_soundbar"], [OFF]), ["name"])
    C("name-004", "麻将机通上电", one(["lv_mahjong"], [ON]), ["name", "plug"])
    C("name-005", "饮水机关了吧，晚上用不着", one(["lv_water"], [OFF]), ["name", "plug"])
    C("name-006", "开一下星星灯串", one(["bc_string"], [ON]), ["name"])
    C("name-007", "Hue Go打开", one(["lv_huego"], [ON]), ["name", "english-label"])
    C("name-008", "把Floor Lamp关了", one(["r1_floor"], [OFF]), ["name", "english-label"])
    C("name-009", "R3台灯开一下", one(["r3_desk"], [ON]), ["name", "host-code"])
    C("name-010", "102-窗帘关上", one(["r2_curtain"], [SH_CLOSE]), ["name", "host-code"])
    C("name-011", "打开1F-101-空调", one(["r1_ac"], [ON]), ["name", "host-code"])
    C("name-012", "电动晾衣架打开", one(["bc_rack"], [ON]), ["name"])
    C("name-013", "洗碗机启动一下", one(["kt_dish"], [OP_START]), ["name", "appliance"])
    C("name-014", "微波炉先暂停", one(["kt_micro"], [OP_PAUSE]), ["name", "appliance"])
    C("name-015", "把进水总阀关了", one(["kt_valve"], [V_CLOSE]), ["name", "host"])
    C("name-016", "浇花水阀打开", one(["bc_valve"], [V_OPEN]), ["name"])
    C("name-017", "电饭锅插上电", one(["kt_rice"], [ON]), ["name", "plug"])
    C("name-018", "打开Outdoor Plug", one(["bc_plug"], [ON]), ["name", "english-label"])
    C("name-019", "儿童夜灯关掉", one(["r3_night"], [OFF]), ["name"])
    C("name-020", "上铺阅读灯开开", one(["r3_bunk"], [ON]), ["name", "relay-light"])
    C("name-021", "橱柜灯打开", one(["kt_cabinet"], [ON]), ["name", "relay-light"])
    C("name-022", "故事机暂停", one(["r3_speaker"], [PAUSE]), ["name", "media"])
    C("name-023", "客厅柜机关了", one(["lv_ac"], [OFF]), ["name"])
    C("name-024", "投影幕布放下来", one(["r3_screen"], ["*"]), ["name", "no-spec"])
    C("name-025", "冰箱调到速冻模式", one(["kt_fridge"], [SETMODE]), ["name", "appliance"])
    C("name-026", "烘干机开始烘吧", one(["bc_dryer"], [OP_START]), ["name", "appliance"])
    C("name-027", "洗衣机暂停一下，我还有件衣服", one(["bc_washer"], [OP_PAUSE]), ["name", "appliance"])
    C("name-028", "把除湿机插座打开", one(["st_dehum"], [ON]), ["name", "plug", "host"])
    C("name-029", "电暖气开一下", one(["st_heater"], HEAT_ON), ["name"])
    C("name-030", "智能插座关掉", one(["nr_plug"], [OFF]), ["name", "default-label", "no-room"])
    C("name-031", "玄关感应灯打开", one(["xg_light"], [ON]), ["name", "deleted-room"])
    C("name-032", "油烟机打开", one(["kt_hood"], [FANMODE, FANPCT]), ["name", "no-switch"])
    C("name-033", "排气扇开一下", one(["r1b_fan"], [ON, FANSPEED]), ["name"])
    C("name-034", "循环扇打开", one(["lv_fan"], FAN_ON), ["name", "no-switch"])
    C("name-035", "落地扇开开", one(["r2_fan"], FAN_ON), ["name", "no-switch"])
    C("name-036", "亲子房风扇关了", one(["r3_fan"], [OFF]), ["name"])
    C("name-037", "3号房净化器打开", one(["r3_purifier"], PUR_ON), ["name", "no-switch"])
    C("name-038", "客厅净化器关掉", one(["lv_purifier"], PUR_ON), ["name", "no-switch"])
    C("name-039", "1号房浴霸打开", one(["r1b_heater"], [ON, TM_HEAT, TM_SET]), ["name"])
    C("name-040", "燃气报警器别叫了，静音", one(["kt_gasalarm"], [MUTE, SETMUTE]), ["name"])
    C("name-041", "扫地机器人开始扫地", one(["lv_robot"], [RVC_START]), ["name", "asr-label"])
    C("name-042", "热水器打开", one([WH], HEAT_ON), ["name", "asr-label", "water-heater"])
    C("name-043", "101门锁锁上", one(["r1_lock"], [LOCK]), ["name", "host-code", "host"])
    C("name-044", "储物间门锁打开", one(["st_lock"], [UNLOCK, UNLATCH]), ["name", "host"])
    C("name-045", "客厅电动窗关上", one(["lv_window"], [SH_CLOSE]), ["name", "window"])
    C("name-046", "阳台推窗器打开", one(["bc_window"], [SH_OPEN]), ["name", "window"])
    C("name-047", "103开窗器关一下", one(["r3_window"], [SH_CLOSE]), ["name", "window", "host-code"])
    C("name-048", "客厅遮光帘拉上", one(["lv_blackout"], [SH_CLOSE]), ["name", "curtain"])
    C("name-049", "客厅纱帘拉开", one(["lv_sheer"], [SH_OPEN]), ["name", "curtain"])
    C("name-050", "阳台遮阳帘放下来", one(["bc_shade"], [SH_CLOSE]), ["name", "curtain"])
    C("name-051", "Hue color lamp 1 关一下", one(["lv_huecolor"], [OFF]), ["name", "english-label", "default-label"])
    C("name-052", "101氛围灯带打开", one(["r1_strip"], [ON]), ["name", "host-code"])
    C("name-053", "A床灯打开", one(["r2_beda"], [ON]), ["name", "numbered"])
    C("name-054", "B床灯关了", one(["r2_bedb"], [OFF]), ["name", "numbered"])
    C("name-055", "102小夜灯开着吧", one(["r2_night"], [ON]), ["name", "host-code"])
    C("name-056", "客厅大灯关掉", one(["lv_main"], [OFF]), ["name"])
    C("name-057", "公卫镜前灯打开", one(["pb_mirror"], [ON]), ["name"])
    C("name-058", "阳台灯开一下", one(["bc_light"], [ON]), ["name"])
    C("name-059", "103空调打开", one(["r3_ac"], [ON]), ["name", "host-code"])
    C("name-060", "102-空调关掉", one(["r2_ac"], [OFF]), ["name", "host-code"])
    C("name-061", "Turn off Room 1 AC", one(["r1_ac2"], [OFF]), ["name", "english", "english-label"])
    C("name-062", "客厅电视打开", one(["lv_tv"], [ON]), ["name", "media"])
    C("name-063", "Room 1 TV 暂停一下", one(["r1_tv"], [PAUSE]), ["name", "media", "english-label"])
    C("name-064", "101-插座断电", one(["r1_plug"], [OFF]), ["name", "plug", "host-code"])
    C("name-065", "回音壁下一首", one(["lv_soundbar"], [NEXT]), ["name", "media"])
    C("name-066", "燃气阀关了", one(["kt_gas"], ["*"]), ["name", "no-spec", "host"])
    C("name-067", "公卫排风打开", one(["pb_vent"], ["*"]), ["name", "no-spec"])
    C("name-068", "扫地鸡器人回去充电", one(["lv_robot"], [RVC_HOME]), ["name", "asr-label"])
    C("name-069", "公卫热水气关了", one([WH], [TM_OFF, TM_SET]), ["name", "asr-label", "water-heater"])
    C("name-070", "把储物间那个电暖气关了", one(["st_heater"], [TM_OFF, TM_SET]), ["name", "room", "host"])

    # ---------------- numbered series and missing members ----------------
    C("num-001", "射灯2打开", one(["r1_spot2"], [ON]), ["numbered", "padded"])
    C("num-002", "射灯-03关掉", one(["r1_spot3"], [OFF]), ["numbered", "padded"])
    C("num-003", "一号射灯调暗点", one(["r1_spot1"], [LVL, STEP]), ["numbered", "padded", "relative"])
    C("num-004", "公区灯3关掉", one(["lv_pub3"], [OFF]), ["numbered", "host"])
    C("num-005", "公区灯一打开", one(["lv_pub1"], [ON]), ["numbered", "chinese-numeral"])
    C("num-006", "第二个公区灯调到40%", one(["lv_pub2"], [LVL]), ["numbered", "brightness"])
    C("num-007", "4号公区灯关一下", one(["lv_pub4"], [OFF]), ["numbered"])
    C("num-008", "射灯01开一下", one(["r1_spot1"], [ON]), ["numbered", "padded"])
    C("num-009", "射灯4打开", clar(SPOTS, [ON]), ["numbered", "missing-member", "clarify"])
    C("num-010", "公区灯5关一下", clar(PUB, [OFF]), ["numbered", "missing-member", "clarify"])
    C("num-011", "C床灯打开", clar(["r2_beda", "r2_bedb"], [ON]), ["numbered", "missing-member", "clarify"])
    C("num-012", "把公区灯0关了", clar(PUB, [OFF]), ["numbered", "missing-member", "clarify"])
    C("num-013", "射灯三号亮度调到百分之二十", one(["r1_spot3"], [LVL]), ["numbered", "brightness", "chinese-numeral"])
    C("num-014", "公区灯1和公区灯2打开", [one(["lv_pub1"], [ON]), one(["lv_pub2"], [ON])], ["numbered", "two-targets"])
    C("num-015", "左边床头灯关了", one(["r1_bedl"], [OFF]), ["numbered", "name"])
    C("num-016", "床头灯-右 调亮一点", one(["r1_bedr"], [LVL, STEP]), ["numbered", "relative"])

    # ---------------- room + name / room + type ----------------
    C("room-001", "2号房的吸顶灯打开", one(["r2_ceiling"], [ON]), ["room", "duplicate-label"])
    C("room-002", "3号房的吸顶灯关掉", one(["r3_ceiling"], [OFF]), ["room", "duplicate-label"])
    C("room-003", "厨房吸顶灯开一下", one(["kt_ceiling"], [ON]), ["room", "duplicate-label", "room-alias"])
    C("room-004", "公卫的吸顶灯关了", one(["pb_ceiling"], [OFF]), ["room", "duplicate-label"])
    C("room-005", "1号房卫生间的吸顶灯打开", one(["r1b_ceiling"], [ON]), ["room", "duplicate-label"])
    C("room-006", "亲子房的空调开到26度", one(["r3_ac"], [COOLSP, HEATSP]), ["room", "type", "setpoint", "room-alias"])
    C("room-007", "双床房窗帘拉上", one(["r2_curtain"], [SH_CLOSE]), ["room", "type", "room-alias"])
    C("room-008", "102的空调关了", one(["r2_ac"], [OFF]), ["room", "type", "host-code", "host"])
    C("room-009", "把101的空调关了", one(R1_ACS, [OFF]), ["room", "type", "host-code", "host", "duplicate-entry"])
    C("room-010", "海景房空调打开", one(R1_ACS, [ON]), ["room", "type", "room-alias", "duplicate-entry"])
    C("room-011", "亲子房的灯打开", one(L_R3, [ON]), ["room", "type", "room-alias"])
    C("room-012", "公共厨房的灯关了", one(L_KT, [OFF]), ["room", "type", "relay-light"])
    C("room-013", "阳台的窗户关上", one(["bc_window"], [SH_CLOSE]), ["room", "type", "window"])
    C("room-014", "客厅的窗户打开", one(["lv_window"], [SH_OPEN]), ["room", "type", "window"])
    C("room-015", "3号房窗户开条缝", one(["r3_window"], [SH_OPEN]), ["room", "type", "window"])
    C("room-016", "客厅的空调调成制冷", one(["lv_ac"], [TM_COOL, TM_SET]), ["room", "type", "ac-mode"])
    C("room-017", "阳台洗衣机开始洗", one(["bc_washer"], [OP_START]), ["room", "type", "appliance"])
    C("room-018", "厨房的水阀关了", one(["kt_valve"], [V_CLOSE]), ["room", "type"])
    C("room-019", "阳台的水阀打开浇浇花", one(["bc_valve"], [V_OPEN]), ["room", "type"])
    C("room-020", "储物间的灯打开", one(["st_light"], [ON]), ["room", "type", "unlabelled"])
    C("room-021", "公卫热水器调到50度", one([WH], [HEATSP]), ["room", "type", "water-heater", "asr-label"])
    C("room-022", "公卫的灯打开", one(L_PB, [ON]), ["room", "type"])
    C("room-023", "大床房的电视关了", one(["r1_tv"], [OFF]), ["room", "type", "room-alias", "media"])
    C("room-024", "2号房的门锁上", one(["r2_lock"], [LOCK]), ["room", "type", "host"])
    C("room-025", "3号房的门开一下", one(["r3_lock"], [UNLOCK]), ["room", "type", "host"])
    C("room-026", "亲子房的窗帘打开", one(["r3_curtain"], [SH_OPEN]), ["room", "type", "room-alias"])
    C("room-027", "公卫浴霸开一下", one(["pb_heater"], [ON]), ["room", "type"])
    C("room-028", "客厅的音响放首歌", one(["lv_soundbar"], [PLAY]), ["room", "type", "media"])
    C("room-029", "3号房的音箱暂停", one(["r3_speaker"], [PAUSE]), ["room", "type", "media"])
    C("room-030", "客厅电视换下一个台", one(["lv_tv"], [NEXT]), ["room", "type", "media"])
    C("room-031", "1号房的插座关了", one(["r1_plug"], [OFF]), ["room", "type", "plug"])
    C("room-032", "储物间除湿机开一下", one(["st_dehum"], [ON]), ["room", "type", "plug", "host"])
    C("room-033", "厨房的油烟机关了", one(["kt_hood"], [FANMODE, FANPCT]), ["room", "type", "no-switch"])
    C("room-034", "2号房的风扇打开", one(["r2_fan"], FAN_ON), ["room", "type", "no-switch"])
    C("room-035", "客厅的扫地机开始干活", one(["lv_robot"], [RVC_START]), ["room", "type", "asr-label"])
    C("room-036", "1号房卫生间的灯关了", one(L_R1B, [OFF]), ["room", "type", "relay-light"])
    C("room-037", "102的床灯都开开", allx(["r2_beda", "r2_bedb"], [ON], rooms=["r2"], label_has="床灯"),
      ["room", "bulk", "host-code"])
    C("room-038", "阳台的灯打开", one(L_BC, [ON]), ["room", "type"])
    C("room-039", "2号房的灯打开", one(L_R2, [ON]), ["room", "type"])
    C("room-040", "海景阳台的遮阳帘收起来", one(["bc_shade"], [SH_OPEN]), ["room", "type", "curtain"])
    C("room-041", "玄关的灯关一下", one(["xg_light"], [OFF]), ["room", "deleted-room"])
    C("room-042", "3号房的台灯调暗一点", one(["r3_desk"], [LVL, STEP]), ["room", "type", "relative"])
    C("room-043", "2号房的台灯关了", one(["r2_lvlamp"], [OFF]), ["room", "type", "label-other-room"])
    C("room-044", "客厅台灯打开", one(["r2_lvlamp"], [ON]), ["name", "label-other-room"])
    C("room-045", "客厅的净化器开到自动", one(["lv_purifier"], [APFAN]), ["room", "type"])
    C("room-046", "厨房的洗碗机停了", one(["kt_dish"], [OP_STOP]), ["room", "type", "appliance"])

    # ---------------- bulk ----------------
    C("bulk-001", "把所有灯都关了", allx(LIGHTS, [OFF], type="light"), ["bulk", "whole-flat", "host"])
    C("bulk-002", "所有房间的灯都关了", allx(LIGHTS, [OFF], type="light"), ["bulk", "whole-flat", "host"])
    C("bulk-003", "所有灯都关了，公区灯1和公区灯3留着",
      allx([k for k in LIGHTS if k not in ("lv_pub1", "lv_pub3")], [OFF], type="light", exclude=["lv_pub1", "lv_pub3"]),
      ["bulk", "exclude", "numbered", "host"])
    C("bulk-004", "2号房的灯全关了", allx(L_R2, [OFF], type="light", rooms=["r2"]), ["bulk", "room"])
    C("bulk-005", "Turn off all the lights in room 2", allx(L_R2, [OFF], type="light", rooms=["r2"]),
      ["bulk", "room", "english"])
    C("bulk-006", "海景大床房的灯都打开", allx(L_R1, [ON], type="light", rooms=["r1"]), ["bulk", "room", "room-alias"])
    C("bulk-007", "3号房灯全部调到30%", allx(L_R3, [LVL], type="light", rooms=["r3"]), ["bulk", "room", "brightness"])
    C("bulk-008", "客厅的灯都调暖一点",
      allx(["lv_pub1", "lv_pub2", "lv_pub3", "lv_pub4", "lv_main", "lv_huecolor"], [CT, CTSTEP], type="light",
           rooms=["lv"], extra=["r2_lvlamp"]), ["bulk", "room", "colortemp", "capability-subset", "relative"])
    C("bulk-009", "所有灯调到50%", allx(DIMMABLE, [LVL], type="light"), ["bulk", "whole-flat", "capability-subset", "brightness"])
    C("bulk-010", "所有彩色的灯都调成蓝色", allx(COLOR_LIGHTS, [COLOR, HUE], type="light"),
      ["bulk", "whole-flat", "capability-subset", "color"])
    C("bulk-011", "所有空调都关掉", allx(ACS, [OFF], type="ac"), ["bulk", "whole-flat", "host", "duplicate-entry"])
    C("bulk-012", "除了3号房，其他空调都关了", allx(["r1_ac", "r1_ac2", "r2_ac", "lv_ac"], [OFF], type="ac", exclude_rooms=["r3"]),
      ["bulk", "exclude", "host"])
    C("bulk-013", "打扫完了，把所有窗帘都打开通风", allx(CURTAINS, [SH_OPEN], type="curtain"), ["bulk", "whole-flat", "cleaner"])
    C("bulk-014", "所有窗户都打开通通风", allx(WINDOWS, [SH_OPEN], type="window"), ["bulk", "whole-flat", "cleaner", "window"])
    C("bulk-015", "所有窗帘都开一半", allx(CURTAINS, [SH_LVL], type="curtain"), ["bulk", "whole-flat", "curtain-position"])
    C("bulk-016", "所有门锁都锁上", allx(LOCKS, [LOCK], type="lock"), ["bulk", "whole-flat", "host"])
    C("bulk-017", "客厅的灯都关了", allx(LV_SCOPE, [OFF], type="light", rooms=["lv"], extra=["r2_lvlamp"]),
      ["bulk", "room", "label-other-room"])
    C("bulk-018", "除了客厅，其他灯都关了",
      allx([k for k in LIGHTS if k not in LV_SCOPE], [OFF], type="light", exclude_rooms=["lv"], exclude=["r2_lvlamp"]),
      ["bulk", "exclude", "label-other-room"])
    C("bulk-019", "除了2号房，别的屋灯都关了", allx([k for k in LIGHTS if k not in L_R2], [OFF], type="light", exclude_rooms=["r2"]),
      ["bulk", "exclude", "host"])
    C("bulk-020", "公卫和厨房的灯都关了", allx(L_PB + L_KT, [OFF], type="light", rooms=["pb", "kt"]),
      ["bulk", "room", "two-rooms", "relay-light"])
    C("bulk-021", "所有插座都断电", allx(PLUGS, [OFF], type="plug"), ["bulk", "whole-flat", "plug", "host"])
    C("bulk-022", "把所有能调亮度的灯调到最亮", allx(DIMMABLE, [LVL], type="light"), ["bulk", "capability-subset", "brightness"])
    C("bulk-023", "亲子房的灯除了儿童夜灯都关了",
      allx(["r3_ceiling", "r3_desk", "r3_bunk"], [OFF], type="light", rooms=["r3"], exclude=["r3_night"]),
      ["bulk", "room", "exclude"])
    C("bulk-024", "公区灯都调到暖光", allx(PUB, [CT, CTSTEP], type="light", label_has="公区灯"), ["bulk", "numbered", "colortemp"])
    C("bulk-025", "所有吸顶灯都关了", allx(CEILINGS, [OFF], type="light", label_has="吸顶灯"), ["bulk", "duplicate-label"])
    C("bulk-026", "2号房和3号房的窗帘都拉上", allx(["r2_curtain", "r3_curtain"], [SH_CLOSE], type="curtain", rooms=["r2", "r3"]),
      ["bulk", "two-rooms", "curtain"])
    C("bulk-027", "关掉所有的灯，卫生间的别关",
      allx([k for k in LIGHTS if k not in L_R1B + L_PB], [OFF], type="light", exclude_rooms=["r1b", "pb"]),
      ["bulk", "exclude", "relay-light"])
    C("bulk-028", "所有灯都打开，储物间的别开", allx([k for k in LIGHTS if k != "st_light"], [ON], type="light", exclude_rooms=["st"]),
      ["bulk", "exclude"])
    C("bulk-029", "把屋里所有的灯色温调到3000K", allx(CT_LIGHTS, [CT], type="light"), ["bulk", "capability-subset", "colortemp"])
    C("bulk-030", "所有夜灯都关了", allx(["r2_night", "r3_night"], [OFF], type="light", label_has="夜灯"), ["bulk", "name"])
    C("bulk-031", "把床头灯都调暗点", allx(["r1_bedl", "r1_bedr"], [LVL, STEP], type="light", label_has="床头灯"), ["bulk", "relative"])
    C("bulk-032", "Close all the curtains", allx(CURTAINS, [SH_CLOSE], type="curtain"), ["bulk", "whole-flat", "english"])
    C("bulk-033", "Turn off every light please", allx(LIGHTS, [OFF], type="light"), ["bulk", "whole-flat", "english"])
    C("bulk-034", "嗯呐，把窗帘都拉上", allx(CURTAINS, [SH_CLOSE], type="curtain"), ["bulk", "whole-flat", "dialect"])
    C("bulk-035", "把102和103的空调都关了", allx(["r2_ac", "r3_ac"], [OFF], type="ac", rooms=["r2", "r3"]),
      ["bulk", "two-rooms", "host-code", "host"])
    C("bulk-036", "把射灯都打开", allx(SPOTS, [ON], type="light", label_has="射灯"), ["bulk", "numbered"])
    C("bulk-037", "公区灯全关了", allx(PUB, [OFF], type="light", label_has="公区灯"), ["bulk", "numbered", "host"])
    C("bulk-038", "晚上十点把公区灯都关了", allx(PUB, [OFF], type="light", label_has="公区灯"), ["bulk", "condition", "host"])
    C("bulk-039", "1号房的射灯全调到百分之三十", allx(SPOTS, [LVL], type="light", rooms=["r1"], label_has="射灯"),
      ["bulk", "brightness", "numbered"])
    C("bulk-040", "打扫完了，各个房间的灯都给我关了", allx(LIGHTS, [OFF], type="light"), ["bulk", "whole-flat", "cleaner"])
    C("bulk-041", "客厅的窗帘全拉开", allx(["lv_blackout", "lv_sheer"], [SH_OPEN], type="curtain", rooms=["lv"]),
      ["bulk", "room", "curtain"])
    C("bulk-042", "1号房的窗帘都关上", allx(R1_CURT, [SH_CLOSE], type="curtain", rooms=["r1"]), ["bulk", "room", "curtain"])
    C("bulk-043", "客人都走了，所有空调都关了，门都锁上",
      [allx(ACS, [OFF], type="ac"), allx(LOCKS, [LOCK], type="lock")], ["bulk", "sequence", "host"])
    C("bulk-044", "除了公卫，所有的灯都关掉", allx([k for k in LIGHTS if k not in L_PB], [OFF], type="light", exclude_rooms=["pb"]),
      ["bulk", "exclude"])
    C("bulk-046", "客厅和阳台的灯都打开", allx(LV_SCOPE + L_BC, [ON], type="light", rooms=["lv", "bc"], extra=["r2_lvlamp"]),
      ["bulk", "two-rooms", "label-other-room"])
    # unknown places / exclusions: fail closed, ask
    C("bulk-u01", "二楼的灯都关了", clar(LIGHTS, [OFF]), ["bulk", "unknown-place", "clarify"])
    C("bulk-u02", "4号房的空调关了", clar(ACS, [OFF]), ["unknown-place", "clarify", "host"])
    C("bulk-u03", "主卧的灯全关", clar(LIGHTS, [OFF]), ["bulk", "unknown-place", "clarify"])
    C("bulk-u04", "除了书房，其他灯全关", clar(LIGHTS, [OFF]), ["bulk", "exclude", "unknown-place", "clarify"])
    C("bulk-u05", "车库的灯打开", clar(LIGHTS, [ON]), ["unknown-place", "clarify"])
    C("bulk-u06", "104的窗帘都拉上", clar(CURTAINS, [SH_CLOSE]), ["bulk", "unknown-place", "clarify", "host-code"])
    C("bulk-u07", "所有房间的灯都关了，公区留两盏", clar(PUB, [OFF]), ["bulk", "exclude", "clarify", "host"])
    C("bulk-u08", "把地下室的除湿机打开", clar(["st_dehum"], [ON]), ["unknown-place", "clarify"])
    C("bulk-u09", "Turn off all the lights in room 5", clar(LIGHTS, [OFF]), ["bulk", "unknown-place", "clarify", "english"])
    C("bulk-u10", "除了健身房，空调都关", clar(ACS, [OFF]), ["bulk", "exclude", "unknown-place", "clarify"])

    # ---------------- values ----------------
    C("val-001", "101吸顶灯调到30%", one(["r1_ceiling"], [LVL]), ["value", "brightness"])
    C("val-002", "客厅大灯亮度调到百分之八十", one(["lv_main"], [LVL]), ["value", "brightness", "chinese-numeral"])
    C("val-003", "R3台灯调亮一点", one(["r3_desk"], [LVL, STEP]), ["value", "relative"])
    C("val-004", "A床灯暗一点", one(["r2_beda"], [LVL, STEP]), ["value", "relative"])
    C("val-005", "Floor Lamp调成红色", one(["r1_floor"], [COLOR, HUE]), ["value", "color", "english-label"])
    C("val-006", "氛围灯带整个紫色的", one(["r1_strip"], [COLOR, HUE]), ["value", "color", "dialect"])
    C("val-007", "儿童夜灯换成暖黄色", one(["r3_night"], [COLOR, HUE]), ["value", "color"])
    C("val-008", "Hue Go调成绿色", one(["lv_huego"], [COLOR, HUE]), ["value", "color"])
    C("val-009", "星星灯串调成暖光", one(["bc_string"], [CT]), ["value", "colortemp"])
    C("val-010", "101吸顶灯色温调到4000K", one(["r1_ceiling"], [CT]), ["value", "colortemp"])
    C("val-011", "公区灯2冷一点", one(["lv_pub2"], [CT, CTSTEP]), ["value", "colortemp", "relative"])
    C("val-012", "2号房吸顶灯调成暖白", one(["r2_ceiling"], [CT]), ["value", "colortemp", "duplicate-label"])
    C("val-013", "102空调制热", one(["r2_ac"], [ACMODE]), ["value", "ac-mode"])
    C("val-014", "103空调调成自动模式", one(["r3_ac"], [TM_AUTO, TM_SET]), ["value", "ac-mode"])
    C("val-015", "客厅柜机开除湿", one(["lv_ac"], [TM_SET]), ["value", "ac-mode"])
    C("val-016", "102空调风速调到高", one(["r2_ac"], [ACFAN]), ["value", "fan-speed"])
    C("val-017", "客厅柜机风小点", one(["lv_ac"], [ACFAN, FANPCT]), ["value", "fan-speed", "relative"])
    C("val-018", "客厅柜机开自然风", one(["lv_ac"], [WIND]), ["value", "fan-speed"])
    C("val-019", "落地扇调到三档", one(["r2_fan"], FAN_ON), ["value", "fan-speed"])
    C("val-020", "排气扇开到最大", one(["r1b_fan"], [FANSPEED]), ["value", "fan-speed"])
    C("val-021", "亲子房风扇调到二档", one(["r3_fan"], [FANSPEED]), ["value", "fan-speed"])
    C("val-022", "循环扇摇头", one(["lv_fan"], [OSC]), ["value", "fan-speed"])
    C("val-023", "落地扇别摇头了", one(["r2_fan"], [OSC]), ["value"])
    C("val-024", "客厅净化器调到睡眠模式", one(["lv_purifier"], [APFAN]), ["value", "fan-speed"])
    C("val-025", "3号房净化器开到最大", one(["r3_purifier"], PUR_ON), ["value", "fan-speed"])
    C("val-026", "Sea View Curtain开到一半", one(["r1_curtain"], [SH_LVL]), ["value", "curtain-position", "english-label"])
    C("val-027", "102-窗帘打开30%", one(["r2_curtain"], [SH_LVL]), ["value", "curtain-position"])
    C("val-028", "客厅遮光帘再关小一点", one(["lv_blackout"], [SH_LVL, SH_STEP]), ["value", "curtain-position", "relative"])
    C("val-029", "103窗帘开到预设位置", one(["r3_curtain"], [SH_PRESET]), ["value", "curtain-position"])
    C("val-030", "回音壁音量调到20", one(["lv_soundbar"], [VOL]), ["value", "volume"])
    C("val-031", "回音壁大点声", one(["lv_soundbar"], [VOLUP, VOL]), ["value", "volume", "relative"])
    C("val-032", "故事机声音小一点，孩子睡了", one(["r3_speaker"], [VOLDOWN, VOL]), ["value", "volume", "relative"])
    C("val-033", "回音壁静音", one(["lv_soundbar"], [MUTE, SETMUTE]), ["value", "volume"])
    C("val-034", "热水器调到55度", one([WH], [HEATSP]), ["value", "water-heater", "asr-label"])
    C("val-035", "1号房浴霸开暖风", one(["r1b_heater"], [TM_HEAT, TM_SET]), ["value"])
    C("val-036", "1号房浴霸温度调到30度", one(["r1b_heater"], [HEATSP]), ["value", "setpoint"])
    C("val-037", "电暖气调到20度", one(["st_heater"], [HEATSP]), ["value", "setpoint", "host"])
    C("val-038", "微波炉热两分钟", one(["kt_micro"], [COOKTIME, OP_START]), ["value", "appliance"])
    C("val-039", "洗衣机多漂洗一次", one(["bc_washer"], [RINSE]), ["value", "appliance"])
    C("val-040", "烘干机温度调低点", one(["bc_dryer"], [TEMPLVL]), ["value", "appliance", "relative"])
    C("val-041", "101空调调到二十四度", one(R1_ACS, [COOLSP, HEATSP]), ["value", "setpoint", "host-code", "chinese-numeral", "duplicate-entry"])
    C("val-042", "客厅电视快进", one(["lv_tv"], [FF]), ["value", "media"])
    C("val-043", "Room 1 TV下一集", one(["r1_tv"], [NEXT]), ["value", "media"])
    C("val-044", "客厅电视按一下返回键", one(["lv_tv"], [KEY]), ["value", "media"])
    C("val-045", "102空调调到26度", one(["r2_ac"], [HEATSP]), ["value", "setpoint", "host-code"])
    C("val-046", "客厅柜机制冷24度", [one(["lv_ac"], [TM_COOL, TM_SET]), one(["lv_ac"], [COOLSP])],
      ["value", "ac-mode", "setpoint", "two-actions"])
    C("val-047", "103空调温度降两度", one(["r3_ac"], [COOLSP, HEATSP]), ["value", "setpoint", "relative"])
    C("val-048", "Room 1 AC调成送风", one(["r1_ac2"], [ACMODE]), ["value", "ac-mode", "english-label"])
    C("val-049", "1F-101-空调风速调到自动", one(["r1_ac"], [ACFAN]), ["value", "fan-speed"])
    C("val-050", "公区灯1调到最暗", one(["lv_pub1"], [LVL, STEP]), ["value", "brightness"])
    C("val-051", "3号房吸顶灯调成粉色", one(["r3_ceiling"], [COLOR, HUE]), ["value", "color", "duplicate-label"])
    C("val-052", "Hue color lamp 1 换成冷白光", one(["lv_huecolor"], [CT, CTSTEP]), ["value", "colortemp"])
    C("val-053", "星星灯串亮度调到百分之十", one(["bc_string"], [LVL]), ["value", "brightness"])
    C("val-054", "102小夜灯调到最暗", one(["r2_night"], [LVL, STEP]), ["value", "brightness"])
    C("val-055", "客厅纱帘开百分之七十", one(["lv_sheer"], [SH_LVL]), ["value", "curtain-position"])
    C("val-056", "阳台遮阳帘开一半就行", one(["bc_shade"], [SH_LVL]), ["value", "curtain-position"])
    C("val-057", "故事机音量调到30", one(["r3_speaker"], [VOL]), ["value", "volume"])
    C("val-058", "热水器温度再高点", one([WH], [HEATSP]), ["value", "water-heater", "relative"])
    C("val-059", "扫地机器人换成拖地模式", one(["lv_robot"], [SETMODE]), ["value", "asr-label"])
    C("val-060", "洗碗机换成节能模式", one(["kt_dish"], [SETMODE]), ["value", "appliance"])
    C("val-061", "洗衣机脱水转速调低", one(["bc_washer"], [SPIN]), ["value", "appliance"])
    C("val-062", "油烟机调到高档", one(["kt_hood"], [FANMODE, FANPCT]), ["value", "fan-speed"])
    C("val-063", "A床灯色温调到2700K", one(["r2_beda"], [CT]), ["value", "colortemp"])
    C("val-064", "客厅柜机调到16度，老热了", one(["lv_ac"], [COOLSP]), ["value", "setpoint", "dialect"])
    C("val-065", "儿童夜灯亮度调到百分之五", one(["r3_night"], [LVL]), ["value", "brightness"])
    C("val-066", "101纱帘开到预设位置", one(["r1_sheer"], [SH_PRESET]), ["value", "curtain-position"])

    # ---------------- two actions / two targets / sequences ----------------
    C("multi-001", "101吸顶灯打开，亮度调到60", [one(["r1_ceiling"], [ON]), one(["r1_ceiling"], [LVL])], ["two-actions", "brightness"])
    C("multi-002", "把102空调打开调到25度", [one(["r2_ac"], [ON]), one(["r2_ac"], [HEATSP])], ["two-actions", "setpoint"])
    C("multi-003", "客厅柜机打开然后调成制冷", [one(["lv_ac"], [ON]), one(["lv_ac"], [TM_COOL, TM_SET])], ["two-actions", "ac-mode"])
    C("multi-004", "Hue Go打开，调成粉色", [one(["lv_huego"], [ON]), one(["lv_huego"], [COLOR, HUE])], ["two-actions", "color"])
    C("multi-005", "回音壁打开放首歌", [one(["lv_soundbar"], [ON]), one(["lv_soundbar"], [PLAY])], ["two-actions", "media"])
    C("multi-006", "打开客厅电视和回音壁", [one(["lv_tv"], [ON]), one(["lv_soundbar"], [ON])], ["two-targets", "media"])
    C("multi-007", "把A床灯和B床灯都关了", [one(["r2_beda"], [OFF]), one(["r2_bedb"], [OFF])], ["two-targets", "numbered"])
    C("multi-008", "关掉阳台灯和星星灯串", [one(["bc_light"], [OFF]), one(["bc_string"], [OFF])], ["two-targets"])
    C("multi-009", "102窗帘拉上，103窗帘也拉上", [one(["r2_curtain"], [SH_CLOSE]), one(["r3_curtain"], [SH_CLOSE])],
      ["two-targets", "host-code"])
    C("multi-010", "先把客厅电动窗关上，再把客厅柜机打开", [one(["lv_window"], [SH_CLOSE]), one(["lv_ac"], [ON])], ["sequence"])
    C("multi-011", "把洗衣机停了然后开烘干机", [one(["bc_washer"], [OP_STOP]), one(["bc_dryer"], [ON, OP_START])], ["sequence", "appliance"])
    C("multi-012", "先关阳台推窗器，然后遮阳帘拉下来", [one(["bc_window"], [SH_CLOSE]), one(["bc_shade"], [SH_CLOSE])], ["sequence"])
    C("multi-013", "打开Sea View Curtain，再把101吸顶灯关掉", [one(["r1_curtain"], [SH_OPEN]), one(["r1_ceiling"], [OFF])], ["sequence"])
    C("multi-014", "Open the Sea View Curtain and turn off Room 1 TV", [one(["r1_curtain"], [SH_OPEN]), one(["r1_tv"], [OFF])],
      ["sequence", "english"])
    C("multi-015", "R3台灯打开，亮度调到一半", [one(["r3_desk"], [ON]), one(["r3_desk"], [LVL])], ["two-actions", "brightness"])
    C("multi-016", "把客厅电视关了，回音壁也关了", [one(["lv_tv"], [OFF]), one(["lv_soundbar"], [OFF])], ["two-targets", "media"])
    C("multi-017", "热水器打开，温度调到60度", [one([WH], HEAT_ON), one([WH], [HEATSP])], ["two-actions", "water-heater"])
    C("multi-018", "关上客厅电动窗，打开客厅净化器", [one(["lv_window"], [SH_CLOSE]), one(["lv_purifier"], PUR_ON)], ["sequence"])
    C("multi-019", "2号房吸顶灯关了，把102小夜灯打开", [one(["r2_ceiling"], [OFF]), one(["r2_night"], [ON])], ["sequence", "duplicate-label"])
    C("multi-020", "103空调打开调成制热", [one(["r3_ac"], [ON]), one(["r3_ac"], [TM_HEAT, TM_SET])], ["two-actions", "ac-mode"])
    C("multi-021", "先把公卫浴霸打开，过会儿再开热水器", [one(["pb_heater"], [ON]), one([WH], HEAT_ON)], ["sequence", "water-heater"])
    C("multi-022", "把客厅遮光帘拉上，然后打开客厅电视", [one(["lv_blackout"], [SH_CLOSE]), one(["lv_tv"], [ON])], ["sequence"])
    C("multi-023", "Floor Lamp打开，调成暖光", [one(["r1_floor"], [ON]), one(["r1_floor"], [CT, CTSTEP])], ["two-actions", "colortemp"])
    C("multi-024", "关掉所有的灯，然后把所有窗帘都拉上",
      [allx(LIGHTS, [OFF], type="light"), allx(CURTAINS, [SH_CLOSE], type="curtain")], ["sequence", "bulk"])
    C("multi-025", "把103门锁锁上，再把103空调关了", [one(["r3_lock"], [LOCK]), one(["r3_ac"], [OFF])], ["sequence", "host"])
    C("multi-026", "扫地机器人暂停，回去充电吧", [one(["lv_robot"], [RVC_PAUSE]), one(["lv_robot"], [RVC_HOME])], ["two-actions", "asr-label"])

    # ---------------- references with history, answers to a clarifying question ----------------
    H = lambda *h: list(h)  # noqa: E731
    C("ref-001", "调暗一点", one(["r2_night"], [LVL, STEP]), ["reference", "history", "relative"], H("打开102小夜灯"))
    C("ref-002", "停一下", one(["r1_curtain"], [SH_PAUSE]), ["reference", "history"], H("把Sea View Curtain打开"))
    C("ref-003", "声音大点", one(["lv_soundbar"], [VOLUP, VOL]), ["reference", "history", "volume"], H("打开回音壁"))
    C("ref-004", "调到24度", one(["r2_ac"], [HEATSP]), ["reference", "history", "setpoint"], H("102空调打开"))
    C("ref-005", "2号房的", one(["r2_ceiling"], [ON]), ["answer", "history", "duplicate-label"], H("打开吸顶灯"))
    C("ref-006", "103的", one(["r3_ac"], [ON]), ["answer", "history"], H("空调打开"))
    C("ref-007", "R3那个", one(["r3_desk"], [ON]), ["answer", "history"], H("打开台灯"))
    C("ref-008", "公卫的", one(["pb_mirror"], [ON]), ["answer", "history"], H("镜前灯打开"))
    C("ref-009", "1号房的", one(["r1b_heater"], [ON, TM_HEAT, TM_SET]), ["answer", "history"], H("浴霸打开"))
    C("ref-010", "厨房那个", one(["kt_valve"], [V_CLOSE]), ["answer", "history"], H("水阀关了"))
    C("ref-011", "我们房间的窗帘也拉上", one(R1_CURT, [SH_CLOSE]), ["reference", "history", "our-room"], H("把1号房的空调打开"))
    C("ref-012", "我这屋空调也开开", one(["r2_ac"], [ON]), ["reference", "history", "our-room", "dialect"], H("2号房的吸顶灯打开"))
    C("ref-013", "这间的灯都关了", allx(L_R3, [OFF], type="light", rooms=["r3"]), ["reference", "history", "our-room", "bulk"],
      H("打开103空调"))
    C("ref-014", "把它调成暖光", one(["r3_desk"], [CT, CTSTEP]), ["reference", "history", "colortemp"], H("R3台灯打开"))
    C("ref-015", "关了吧", one(["lv_huego"], [OFF]), ["reference", "history"], H("打开Hue Go"))
    C("ref-016", "再把3也打开", one(["r1_spot3"], [ON]), ["reference", "history", "numbered"], H("射灯2打开"))
    C("ref-017", "公区灯2也一样", one(["lv_pub2"], [LVL]), ["reference", "history", "numbered"], H("公区灯1调到50%"))
    C("ref-018", "洗完了让烘干机接着烘", one(["bc_dryer"], [ON, OP_START]), ["history", "condition"], H("洗衣机开始洗"))
    C("ref-019", "儿童夜灯", one(["r3_night"], [OFF]), ["answer", "history"], H("夜灯关掉"))
    C("ref-020", "客厅遮光帘", one(["lv_blackout"], [SH_OPEN]), ["answer", "history"], H("打开窗帘"))
    C("ref-021", "嗯呐，再调到26度", one(["lv_ac"], [COOLSP, HEATSP]), ["reference", "history", "dialect", "setpoint"], H("客厅柜机打开"))
    C("ref-022", "下一个", one(["r3_speaker"], [NEXT]), ["reference", "history", "media"], H("打开故事机"))
    C("ref-023", "暂停", one(["r1_tv"], [PAUSE]), ["reference", "history", "media"], H("把Room 1 TV打开"))
    C("ref-024", "调到自动", one(["r3_purifier"], [APFAN]), ["reference", "history"], H("3号房净化器打开"))
    C("ref-025", "2号房", one(L_R2, [ON]), ["answer", "history", "our-room"], H("我们房间的灯打开"))
    C("ref-026", "102", one(["r2_ac"], [ON]), ["answer", "history", "our-room", "host-code"], H("这间的空调打开"))
    C("ref-027", "开一半吧", one(["r2_curtain"], [SH_LVL]), ["reference", "history", "curtain-position"], H("102-窗帘关上"))
    C("ref-028", "算了，让它回去吧", one(["lv_robot"], [RVC_HOME]), ["reference", "history", "asr-label"], H("扫地机器人开始扫地"))
    C("ref-029", "我们屋太热了，空调再低两度", one(["r3_ac"], [COOLSP, HEATSP]), ["reference", "history", "our-room", "setpoint"],
      H("3号房的吸顶灯关掉"))
    C("ref-030", "它也关了", one(["bc_string"], [OFF]), ["reference", "history"], H("阳台灯关一下", "星星灯串调暗点"))
    C("ref-031", "A床", one(["r2_beda"], [ON]), ["answer", "history"], H("2号房吸顶灯打开", "床灯开一下"))
    C("ref-032", "左边那个", one(["r1_bedl"], [OFF]), ["answer", "history"], H("关一下1号房的床头灯"))
    C("ref-033", "this room's curtain too please", one(["r2_curtain"], [SH_CLOSE]), ["reference", "history", "our-room", "english"],
      H("close the curtain in room 2", "Turn on the lights in room 2"))
    C("ref-034", "亮一点", one(["lv_pub3"], [LVL, STEP]), ["reference", "history", "relative"], H("公区灯3打开"))
    C("ref-035", "颜色换成橙色", one(["r1_strip"], [COLOR, HUE]), ["reference", "history", "color"], H("101氛围灯带打开"))
    C("ref-036", "我们房间的温度多少", one(["r1_th", "r1_ac", "r1_ac2"], ["*"]), ["reference", "history", "our-room", "state"],
      H("1号房浴霸打开", "Sea View Curtain拉上"))
    C("ref-037", "那就都关了吧", allx(L_R1B, [OFF], type="light", rooms=["r1b"]), ["answer", "history", "bulk"], H("1号房卫生间的灯"))
    C("ref-038", "公卫那个", one(["pb_heater"], [ON]), ["answer", "history"], H("浴霸开一下"))
    # references without history: ask
    C("ref-n01", "把它关了", clar([], []), ["reference", "no-history", "clarify"])
    C("ref-n02", "调亮一点", clar(DIMMABLE, [LVL, STEP]), ["reference", "no-history", "clarify", "relative"])
    C("ref-n03", "再开大点", clar([], []), ["reference", "no-history", "clarify"])
    C("ref-n04", "我们房间的灯打开", clar(LIGHTS, [ON]), ["our-room", "no-history", "clarify"])
    C("ref-n05", "这间太热了", clar(ACS, [ON, COOLSP, HEATSP]), ["our-room", "no-history", "clarify", "need"])
    C("ref-n06", "我这屋的窗帘拉上", clar(CURTAINS, [SH_CLOSE]), ["our-room", "no-history", "clarify", "dialect"])
    C("ref-n07", "那个也关了", clar([], []), ["reference", "no-history", "clarify"])
    C("ref-n08", "把刚才那个打开", clar([], []), ["reference", "no-history", "clarify"])
    C("ref-n09", "我们房间空调调到25度", clar(ACS, [COOLSP, HEATSP]), ["our-room", "no-history", "clarify", "setpoint"])
    C("ref-n10", "Turn it off", clar([], []), ["reference", "no-history", "clarify", "english"])
    C("ref-n11", "this room is too dark", clar(LIGHTS, [ON]), ["our-room", "no-history", "clarify", "english", "need"])
    C("ref-n12", "这屋的电视打开", clar(TVS, [ON]), ["our-room", "no-history", "clarify"])
    C("ref-n13", "一样调到50", clar([], []), ["reference", "no-history", "clarify"])

    # ---------------- stated needs ----------------
    C("need-001", "1号房好热啊", one(R1_ACS, [ON, TM_COOL, TM_SET, COOLSP, ACMODE, HEATSP]), ["need", "room", "duplicate-entry"])
    C("need-002", "2号房有点冷", one(["r2_ac"], [ON, ACMODE, HEATSP]), ["need", "room"])
    C("need-003", "3号房太亮了，孩子睡不着", one(L_R3 + ["r3_curtain"], [OFF, LVL, STEP, SH_CLOSE, SH_LVL]), ["need", "room"])
    C("need-004", "客厅太暗了，看不清", one(LV_SCOPE, [ON, LVL, STEP]), ["need", "room"])
    C("need-005", "公卫好冷，我要洗澡", one(["pb_heater", WH], [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "room"])
    C("need-006", "客厅有点闷", one(["lv_window", "lv_purifier", "lv_fan"], [SH_OPEN, APFAN, FANPCT, ACFAN]), ["need", "room"])
    C("need-007", "厨房油烟太大了", one(["kt_hood"], [FANMODE, FANPCT]), ["need", "room"])
    C("need-008", "1号房卫生间有味儿", one(["r1b_fan"], [ON, FANSPEED]), ["need", "room", "dialect"])
    C("need-009", "102屋里贼热", one(["r2_ac", "r2_fan"], [ON, ACMODE, HEATSP, ACFAN, FANPCT]), ["need", "room", "dialect", "host-code"])
    C("need-010", "客厅空气不太好", one(["lv_purifier", "lv_window"], [APFAN, FANPCT, SH_OPEN]), ["need", "room"])
    C("need-011", "亲子房太吵了，故事机声音太大", one(["r3_speaker"], [VOLDOWN, VOL, PAUSE, MUTE]), ["need", "room", "volume"])
    C("need-012", "阳台太晒了", one(["bc_shade"], [SH_CLOSE, SH_LVL]), ["need", "room"])
    C("need-013", "储物间太潮了", one(["st_dehum"], [ON]), ["need", "room", "host"])
    C("need-014", "海景房早上太亮，阳光刺眼", one(R1_CURT, [SH_CLOSE, SH_LVL]), ["need", "room", "room-alias"])
    C("need-015", "客厅冷得不行", one(["lv_ac"], [ON, TM_HEAT, TM_SET, HEATSP]), ["need", "room", "dialect"])
    C("need-016", "3号房闷得慌", one(["r3_window", "r3_purifier", "r3_fan"], [SH_OPEN, APFAN, FANPCT, ON, FANSPEED]), ["need", "room"])
    C("need-n01", "好热啊", clar(ACS, [ON, COOLSP]), ["need", "no-place", "clarify"])
    C("need-n02", "有点冷", clar(ACS, [ON, HEATSP]), ["need", "no-place", "clarify"])
    C("need-n03", "太黑了", clar(LIGHTS, [ON]), ["need", "no-place", "clarify"])
    C("need-n04", "有点闷啊", clar(WINDOWS, [SH_OPEN]), ["need", "no-place", "clarify"])
    C("need-n05", "太亮了晃眼睛", clar(LIGHTS, [OFF, LVL]), ["need", "no-place", "clarify"])
    C("need-n06", "It's too cold in here", clar(ACS, [ON, HEATSP]), ["need", "no-place", "clarify", "english"])

    # ---------------- counts ----------------
    C("count-001", "随便开两盏灯", one(LIGHTS, [ON]), ["count"])
    C("count-002", "客厅随便开两盏灯", one(LV_SCOPE, [ON]), ["count", "room"])
    C("count-003", "公区灯开两个就行", one(PUB, [ON]), ["count", "numbered"])
    C("count-004", "1号房射灯开一个", one(SPOTS, [ON]), ["count", "numbered", "room"])
    C("count-005", "阳台开一盏灯就够了", one(L_BC, [ON]), ["count", "room"])

    # ---------------- state questions ----------------
    C("state-001", "1号房现在多少度", one(["r1_th", "r1_ac", "r1_ac2"], ["*"]), ["state", "room"])
    C("state-002", "客厅湿度多少", one(["lv_th"], ["*"]), ["state", "room"])
    C("state-003", "102门锁锁好了吗", one(["r2_lock"], ["*"]), ["state", "host"])
    C("state-004", "洗衣机洗完了没", one(["bc_washer"], ["*"]), ["state", "appliance"])
    C("state-005", "热水器烧好了吗", one([WH], ["*"]), ["state", "water-heater", "asr-label"])
    C("state-006", "客厅现在有人吗", one(["lv_motion"], ["*"]), ["state", "host"])
    C("state-007", "厨房漏水没", one(["kt_leak"], ["*"]), ["state"])
    C("state-008", "冰箱门关好了吗", one(["kt_fridge"], ["*"]), ["state"])
    C("state-009", "储物间潮不潮", one(["st_th"], ["*"]), ["state", "host"])
    C("state-010", "Sea View Curtain还有电吗", one(["r1_curtain"], ["*"]), ["state", "english-label"])
    C("state-011", "客厅烟感正常吗", one(["lv_smoke"], ["*"]), ["state"])
    C("state-012", "燃气有没有泄漏", one(["kt_gasalarm"], ["*"]), ["state"])
    C("state-013", "麻将机现在用了多少电", one(["lv_mahjong"], ["*"]), ["state", "plug"])
    C("state-014", "3号房空气质量怎么样", one(["r3_purifier"], ["*"]), ["state", "room"])
    C("state-015", "101门锁电量还有多少", one(["r1_lock"], ["*"]), ["state", "host-code"])
    C("state-016", "客厅柜机开着没", one(["lv_ac"], ["*"]), ["state", "host"])
    C("state-017", "洗碗机门关了吗", one(["kt_dish"], ["*"]), ["state", "appliance"])
    C("state-018", "公卫漏水了吗", one(["pb_leak"], ["*"]), ["state"])
    C("state-019", "储物间现在几度", one(["st_th", "st_heater"], ["*"]), ["state", "host"])
    C("state-020", "2号房多少度", one(["r2_th", "r2_ac"], ["*"]), ["state", "room"])
    C("state-021", "Is the balcony window closed?", one(["bc_window"], ["*"]), ["state", "english"])
    C("state-022", "储物间的门锁着没", one(["st_lock"], ["*"]), ["state", "host"])
    C("state-023", "公卫有人在用吗", one(["pb_motion"], ["*"]), ["state"])
    C("state-024", "103空调现在设的多少度", one(["r3_ac"], ["*"]), ["state", "host-code"])
    C("state-025", "1号房卫生间水浸报警了没", one(["r1b_leak"], ["*"]), ["state"])
    C("state-026", "烘干机还有多久", one(["bc_dryer"], ["*"]), ["state", "appliance"])
    C("state-027", "扫地机器人在干啥呢", one(["lv_robot"], ["*"]), ["state", "asr-label"])
    C("state-028", "客厅电视是不是开着", one(["lv_tv"], ["*"]), ["state", "media"])

    # ---------------- clarify: duplicates, bare types, nouns without verbs ----------------
    C("clar-001", "打开吸顶灯", clar(CEILINGS, [ON]), ["clarify", "duplicate-label"])
    C("clar-002", "台灯打开", clar(["r2_lvlamp", "r3_desk"], [ON]), ["clarify", "duplicate-type"])
    C("clar-003", "夜灯开一下", clar(["r2_night", "r3_night"], [ON]), ["clarify", "duplicate-type"])
    C("clar-004", "打开空调", clar(ACS, [ON]), ["clarify", "bare-type"])
    C("clar-005", "空调", clar(ACS, [ON, OFF]), ["clarify", "no-verb", "bare-type"])
    C("clar-006", "窗帘", clar(CURTAINS, [SH_OPEN, SH_CLOSE]), ["clarify", "no-verb", "bare-type"])
    C("clar-007", "镜前灯打开", clar(["r1b_mirror", "pb_mirror"], [ON]), ["clarify", "duplicate-label", "relay-light"])
    C("clar-008", "浴霸开一下", clar(BATH_HEATERS, [ON]), ["clarify", "duplicate-label"])
    C("clar-009", "门锁打开", clar(LOCKS, [UNLOCK]), ["clarify", "bare-type"])
    C("clar-010", "把门锁上", clar(LOCKS, [LOCK]), ["clarify", "bare-type", "host"])
    C("clar-011", "插座关了", clar(PLUGS, [OFF]), ["clarify", "bare-type"])
    C("clar-012", "净化器打开", clar(PURIFIERS, PUR_ON), ["clarify", "bare-type"])
    C("clar-013", "风扇打开", clar(FANS, [ON, ACFAN, FANPCT, FANSPEED]), ["clarify", "bare-type"])
    C("clar-014", "电视打开", clar(TVS, [ON]), ["clarify", "bare-type", "media"])
    C("clar-015", "卫生间的灯开一下", clar(L_R1B + L_PB, [ON]), ["clarify", "two-bathrooms"])
    C("clar-016", "窗户关上", clar(WINDOWS, [SH_CLOSE]), ["clarify", "bare-type", "window"])
    C("clar-017", "灯", clar(LIGHTS, [ON, OFF]), ["clarify", "no-verb", "bare-type"])
    C("clar-018", "开灯", clar(LIGHTS, [ON]), ["clarify", "bare-type"])
    C("clar-019", "关灯", clar(LIGHTS, [OFF]), ["clarify", "bare-type"])
    C("clar-020", "海景窗帘打开", clar(["r1_curtain", "r1_sheer", "bc_shade"], [SH_OPEN]), ["clarify", "english-label", "room-alias"])
    C("clar-021", "水阀关了", clar(["kt_valve", "bc_valve"], [V_CLOSE]), ["clarify", "duplicate-type"])
    C("clar-022", "音量调大", clar(SPEAKERS, [VOLUP, VOL]), ["clarify", "bare-type", "volume"])
    C("clar-023", "调到26度", clar(ACS, [COOLSP, HEATSP]), ["clarify", "bare-type", "setpoint"])
    C("clar-024", "卫生间排气扇打开", clar(["r1b_fan", "pb_vent"], [ON, FANSPEED]), ["clarify", "two-bathrooms", "no-spec"])
    C("clar-025", "1号房的灯", clar(L_R1 + L_R1B, [ON, OFF]), ["clarify", "no-verb", "room"])
    C("clar-026", "101吸顶灯", clar(["r1_ceiling"], [ON, OFF]), ["clarify", "no-verb", "name"])
    C("clar-027", "床灯开一下", clar(["r1_bedl", "r1_bedr", "r2_beda", "r2_bedb"], [ON]), ["clarify", "duplicate-type"])
    C("clar-028", "把那个什么灯开一下", clar(LIGHTS, [ON]), ["clarify", "vague"])
    C("clar-029", "这灯贼亮，调暗点", clar(DIMMABLE, [LVL, STEP]), ["clarify", "no-history", "dialect"])
    C("clar-030", "Turn on the AC", clar(ACS, [ON]), ["clarify", "bare-type", "english"])
    C("clar-031", "温度调低点", clar(ACS, [COOLSP, HEATSP]), ["clarify", "bare-type", "setpoint"])
    C("clar-032", "卫生间浴霸打开", clar(BATH_HEATERS, [ON]), ["clarify", "two-bathrooms"])
    C("clar-033", "吸顶灯", clar(CEILINGS, [ON, OFF]), ["clarify", "no-verb", "duplicate-label"])
    C("clar-034", "音箱暂停", clar(SPEAKERS, [PAUSE]), ["clarify", "bare-type", "media"])
    C("clar-035", "窗帘整开点", clar(CURTAINS, [SH_OPEN, SH_LVL]), ["clarify", "bare-type", "dialect"])
    C("clar-036", "门开一下", clar(LOCKS, [UNLOCK]), ["clarify", "bare-type"])
    C("clar-037", "把卫生间的吸顶灯关了", clar(["r1b_ceiling", "pb_ceiling"], [OFF]), ["clarify", "two-bathrooms", "duplicate-label"])

    # ---------------- none ----------------
    NONE = [
        ("你好", ["chitchat"]), ("谢谢啊", ["chitchat"]), ("大连今天天气咋样", ["weather"]),
        ("明天会下雨吗", ["weather"]), ("老虎滩海洋公园几点开门", ["world"]), ("附近有啥好吃的海鲜", ["world"]),
        ("WiFi密码是多少", ["world"]), ("退房是几点", ["world"]), ("你是谁啊", ["chitchat"]),
        ("讲个笑话呗", ["chitchat"]), ("哈哈哈哈", ["chitchat"]), ("😂😂😂", ["emoji"]), ("👍", ["emoji"]),
        ("嗯", ["chitchat"]), ("好的", ["chitchat"]), ("。。。", ["gibberish"]), ("asdfgh", ["gibberish"]),
        ("嘎哈呢", ["chitchat", "dialect"]), ("这房子装修挺好", ["remark"]), ("海景真好看", ["remark"]),
        ("What's the weather like tomorrow?", ["weather", "english"]), ("Thank you so much", ["chitchat", "english"]),
        ("1加1等于几", ["world"]), ("大连到旅顺多远", ["world"]), ("这灯挺好看的，哪买的", ["remark", "device-word"]),
        ("窗帘颜色挺好看", ["remark", "device-word"]), ("算了", ["cancel"]), ("不用了谢谢", ["refusal"]),
        ("别管了，我自己来", ["refusal"]), ("不要你帮忙", ["refusal"]), ("嗯呐", ["chitchat", "dialect"]),
        ("啊啊啊啊啊", ["gibberish"]), ("🌊🌊☀️", ["emoji"]),
        ("我们昨天去了星海广场，风贼大，孩子玩得老开心了，晚上吃的海鲜也不错，就是有点贵", ["ramble", "dialect"]),
        ("房东人挺好的，回头给你们好评", ["remark"]), ("空调是什么牌子的", ["world", "device-word"]),
        ("电视遥控器在哪儿", ["world", "device-word"]), ("hmm ok", ["chitchat", "english"]),
        ("sdkjf了个锅", ["gibberish"]), ("你说这海鸥咋这么能叫唤", ["remark", "dialect"]),
    ]
    for i, (q, tags) in enumerate(NONE):
        C("none-%03d" % (i + 1), q, none(), ["none"] + tags)
    C("none-101", "算了，不用了", none(), ["none", "cancel", "history"], H("打开客厅电视"))
    C("none-102", "不用了，取消", none(), ["none", "cancel", "history"], H("把所有灯都关了"))
    C("none-103", "哪个都不用了，算了", none(), ["none", "cancel", "history"], H("吸顶灯打开"))
    C("none-104", "谢谢，挺好的", none(), ["none", "history"], H("1号房空调打开"))
    C("none-105", "别开了别开了", none(), ["none", "cancel", "history"], H("窗帘打开"))

    # ---------------- rambles ending in a request, conditions ----------------
    C("ramble-001", "今天在金石滩走了一天累够呛，孩子也睡着了，帮我把3号房的吸顶灯关了吧",
      one(["r3_ceiling"], [OFF]), ["ramble", "duplicate-label"])
    C("ramble-002", "刚从海边回来，一身沙子，公卫热水器先烧上", one([WH], HEAT_ON), ["ramble", "water-heater"])
    C("ramble-003", "我跟你说啊，明天有客人入住102，保洁刚打扫完，你把102的空调先开上",
      one(["r2_ac"], [ON]), ["ramble", "host", "host-code"])
    C("ramble-004", "哎呀这几天海风老大了，晚上睡觉呼呼响，把Sea View Curtain拉上吧", one(["r1_curtain"], [SH_CLOSE]),
      ["ramble", "english-label", "dialect"])
    C("ramble-005", "We just came back from the beach and it's super hot, could you turn on the AC in room 3",
      one(["r3_ac"], [ON]), ["ramble", "english"])
    C("ramble-006", "孩子说要听故事，他爸也不会讲，让故事机放一个吧", one(["r3_speaker"], [PLAY, "main-audioNotification-playTrack"]),
      ["ramble", "media"])
    C("ramble-007", "保洁阿姨说厨房有点味儿，可能是垃圾没倒，先把油烟机开开吧", one(["kt_hood"], [FANMODE, FANPCT]),
      ["ramble", "cleaner"])
    C("cond-001", "要是1号房温度超过28度就开空调", one(R1_ACS, [ON]), ["condition", "duplicate-entry"])
    C("cond-002", "如果下雨了就把阳台推窗器关上", one(["bc_window"], [SH_CLOSE]), ["condition", "window"])
    C("cond-003", "等洗衣机洗完了把烘干机打开", one(["bc_dryer"], [ON, OP_START]), ["condition", "appliance"])
    C("cond-004", "客人退房以后把102门锁锁上", one(["r2_lock"], [LOCK]), ["condition", "host"])
    C("cond-005", "有人进客厅就把客厅大灯打开", one(["lv_main"], [ON]), ["condition"])
    C("cond-006", "储物间湿度超过70就把除湿机插座打开", one(["st_dehum"], [ON]), ["condition", "host"])
    C("cond-007", "If it gets dark, turn on the balcony light", one(["bc_light"], [ON]), ["condition", "english"])
    C("cond-008", "水浸报警了就把进水总阀关了", one(["kt_valve"], [V_CLOSE]), ["condition", "host"])

    # ---------------- English, dialect, assorted spoken forms ----------------
    C("en-001", "Turn on the Room 1 AC", one(["r1_ac2"], [ON]), ["english", "english-label"])
    C("en-002", "Switch off the floor lamp", one(["r1_floor"], [OFF]), ["english", "english-label"])
    C("en-003", "Set Room 1 AC to 24 degrees", one(["r1_ac2"], [HEATSP]), ["english", "setpoint"])
    C("en-004", "Turn off the lights in the kitchen", one(L_KT, [OFF]), ["english", "room", "type"])
    C("en-005", "Lock the door of room 3", one(["r3_lock"], [LOCK]), ["english", "room", "type"])
    C("en-006", "Play some music on the soundbar", one(["lv_soundbar"], [PLAY]), ["english", "media"])
    C("en-007", "Close the curtains in room 2", one(["r2_curtain"], [SH_CLOSE]), ["english", "room", "type"])
    C("en-008", "Dim the bedside lamps a bit", allx(["r1_bedl", "r1_bedr"], [LVL, STEP], type="light", label_has="床头灯"),
      ["english", "bulk", "relative"])
    C("en-009", "Open the sea view curtain halfway", one(["r1_curtain"], [SH_LVL]), ["english", "curtain-position"])
    C("en-010", "Make the Hue Go blue", one(["lv_huego"], [COLOR, HUE]), ["english", "color"])
    C("en-011", "Can you mute the soundbar", one(["lv_soundbar"], [MUTE, SETMUTE]), ["english", "volume"])
    C("en-012", "Turn the living room AC to cool mode", one(["lv_ac"], [TM_COOL, TM_SET]), ["english", "ac-mode"])
    C("en-013", "Pause the Room 1 TV", one(["r1_tv"], [PAUSE]), ["english", "media"])
    C("en-014", "Turn on the balcony string lights", one(["bc_string"], [ON]), ["english"])
    C("dial-001", "把102空调整开", one(["r2_ac"], [ON]), ["dialect", "host-code"])
    C("dial-002", "阳台灯给我整亮了", one(["bc_light"], [ON]), ["dialect"])
    C("dial-003", "嘎哈呢，把客厅电视关了", one(["lv_tv"], [OFF]), ["dialect", "media"])
    C("dial-004", "老热了，1号房空调开开", one(R1_ACS, [ON]), ["dialect", "duplicate-entry"])
    C("dial-005", "客厅大灯贼晃眼，整暗点", one(["lv_main"], [LVL, STEP]), ["dialect", "relative"])
    C("dial-006", "那啥，扫地机器人给整回去", one(["lv_robot"], [RVC_HOME]), ["dialect", "asr-label"])
    C("dial-007", "麻烦您把2号房的窗帘拉上，谢谢", one(["r2_curtain"], [SH_CLOSE]), ["polite", "room", "type"])
    C("dial-008", "您好，请问可以帮我们把1号房卫生间的排气扇打开吗", one(["r1b_fan"], [ON, FANSPEED]), ["polite", "room"])
    C("dial-009", "不好意思，亲子房的空调能开个制热吗", one(["r3_ac"], [TM_HEAT, TM_SET]), ["polite", "ac-mode"])
    C("dial-010", "劳驾把阳台推窗器关一下", one(["bc_window"], [SH_CLOSE]), ["polite", "window"])
    C("dial-011", "星星灯串整个彩色的，要那种蓝的", one(["bc_string"], [COLOR, HUE]), ["dialect", "color"])
    C("dial-012", "那个Sea View的帘子给关上", one(["r1_curtain"], [SH_CLOSE]), ["dialect", "english-label"])
    C("dial-013", "饮水机给整上电", one(["lv_water"], [ON]), ["dialect", "plug"])
    C("dial-014", "洗碗机咋还不洗呢，给开了", one(["kt_dish"], [OP_START, ON]), ["dialect", "appliance"])
    C("dial-015", "帮我關一下客廳大燈", one(["lv_main"], [OFF]), ["traditional"])
    C("dial-016", "1號房浴霸開一下", one(["r1b_heater"], [ON, TM_HEAT, TM_SET]), ["traditional"])
    C("clean-001", "打扫完了，把扫地机器人叫回去", one(["lv_robot"], [RVC_HOME]), ["cleaner", "asr-label"])
    C("clean-002", "收拾完了，把所有窗户都关上", allx(WINDOWS, [SH_CLOSE], type="window"), ["cleaner", "bulk", "window"])
    C("clean-003", "拖完地了，客厅电动窗开一下散散味", one(["lv_window"], [SH_OPEN]), ["cleaner", "window"])
    C("clean-004", "床单洗好了，洗衣机开始脱水", one(["bc_washer"], [OP_START, SETMODE, SPIN]), ["cleaner", "appliance"])
    C("clean-005", "打扫完了，所有窗帘都关上，灯都关了",
      [allx(CURTAINS, [SH_CLOSE], type="curtain"), allx(LIGHTS, [OFF], type="light")], ["cleaner", "bulk", "sequence"])
    C("clean-006", "我收拾3号房呢，把3号房的灯都打开", allx(L_R3, [ON], type="light", rooms=["r3"]), ["cleaner", "bulk", "room"])



# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------
def resolve_cases():
    out = []
    for c in CASES:
        exp = []
        for e in c["expect"]:
            ee = OrderedDict()
            ee["devices"] = [uid("device", k) for k in e["devices"]]
            ee["capabilities"] = e["capabilities"]
            ee["mode"] = e["mode"]
            exp.append(ee)
        o = OrderedDict([("id", c["id"]), ("home", "home.json"), ("query", c["query"]), ("expect", exp),
                         ("tags", c["tags"])])
        if c["history"]:
            o["history"] = c["history"]
        out.append(o)
    return out


def write_all():
    profiles, caps = load_sources()
    define_cases()
    home = build_home(profiles)
    spec = build_spec(profiles, caps)
    with open(os.path.join(HERE, "home.json"), "w", encoding="utf-8") as f:
        json.dump(home, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "spec.jsonl"), "w", encoding="utf-8") as f:
        for line in spec:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in resolve_cases():
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print("wrote %d rooms, %d devices, %d spec lines, %d cases" % (len(home["rooms"]), len(home["items"]),
                                                                   len(spec), len(CASES)))


# --------------------------------------------------------------------------
# Check
# --------------------------------------------------------------------------
def scope_set(scope, profiles, spec_cmds, caps_needed):
    keys = []
    for k, label, prof, room in DEVICES:
        if scope.get("rooms") is not None and room not in scope["rooms"] and k not in scope.get("extra", []):
            continue
        if room in scope.get("exclude_rooms", []):
            continue
        if scope.get("type") and family(k, profiles) not in (
                scope["type"] if isinstance(scope["type"], (list, tuple)) else [scope["type"]]):
            continue
        if scope.get("label_has") and scope["label_has"] not in (label or ""):
            continue
        if k in scope.get("exclude", []):
            continue
        if not all(c in spec_cmds.get(k, set()) for c in caps_needed):
            continue
        keys.append(k)
    return keys


def check():
    errors = []
    profiles, caps = load_sources()
    define_cases()
    # JSON validity
    try:
        with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
            home = json.load(f)
        with open(os.path.join(HERE, "spec.jsonl"), encoding="utf-8") as f:
            spec = [json.loads(l) for l in f if l.strip()]
        with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
            cases = [json.loads(l) for l in f if l.strip()]
    except Exception as ex:  # noqa: BLE001
        print("INVALID JSON:", ex)
        return 1
    # files are what build writes
    if cases != json.loads(json.dumps(resolve_cases(), ensure_ascii=False)):
        errors.append("cases.jsonl differs from what build.py generates (run python build.py)")
    if home != json.loads(json.dumps(build_home(profiles), ensure_ascii=False)):
        errors.append("home.json differs from what build.py generates")
    if spec != json.loads(json.dumps(build_spec(profiles, caps), ensure_ascii=False)):
        errors.append("spec.jsonl differs from what build.py generates")
    # ids unique
    for what, ids in (("room", [r["roomId"] for r in home["rooms"]]),
                      ("device", [d["deviceId"] for d in home["items"]]),
                      ("case", [c["id"] for c in cases]),
                      ("spec profile", [s["profileId"] for s in spec])):
        dup = [i for i, n in Counter(ids).items() if n > 1]
        if dup:
            errors.append("duplicate %s ids: %s" % (what, dup))
    for s in spec:
        dup = [i for i, n in Counter(c["id"] for c in s["capabilities"]).items() if n > 1]
        if dup:
            errors.append("duplicate command ids in %s: %s" % (s["profileId"], dup))
    # profile fidelity
    byid = {d["deviceId"]: d for d in home["items"]}
    for k, label, prof, room in DEVICES:
        d = byid[uid("device", k)]
        p = profiles[prof]
        main = [c for c in d["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append("%s: main capabilities differ from profile %s" % (k, prof))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            errors.append("%s: categories differ from profile %s" % (k, prof))
        if d["name"] != prof[0] or d["profile"]["id"] != profile_id(*prof):
            errors.append("%s: name/profile id" % k)
    spec_by_pid = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec}
    missing = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_by_pid))
    if not 2 <= len(missing) <= 3:
        errors.append("expected 2-3 profiles missing from spec, got %s" % missing)
    spec_cmds = {}
    for k, label, prof, room in DEVICES:
        pid = profile_id(*prof)
        if pid in spec_by_pid:
            spec_cmds[k] = spec_by_pid[pid]
    # spec values come from capabilities.json
    for s in spec:
        for c in s["capabilities"]:
            _, cap, cmd = c["id"].split("-", 2)
            if cap in SKIP_CAPS or cap not in caps or cmd not in [x["name"] for x in caps[cap]["commands"]]:
                errors.append("spec %s: %s is not a real command" % (s["profileId"], c["id"]))
    key_of = {uid("device", k): k for k in DEV}
    # the groups written by hand agree with the profiles
    for name, grp, pred in (
            ("LIGHTS", LIGHTS, lambda k: family(k, profiles) == "light"),
            ("DIMMABLE", DIMMABLE, lambda k: family(k, profiles) == "light" and LVL in spec_cmds.get(k, ())),
            ("COLOR_LIGHTS", COLOR_LIGHTS, lambda k: family(k, profiles) == "light" and COLOR in spec_cmds.get(k, ())),
            ("CT_LIGHTS", CT_LIGHTS, lambda k: family(k, profiles) == "light" and CT in spec_cmds.get(k, ())),
            ("CURTAINS", CURTAINS, lambda k: family(k, profiles) == "curtain"),
            ("WINDOWS", WINDOWS, lambda k: family(k, profiles) == "window"),
            ("ACS", ACS, lambda k: family(k, profiles) == "ac"),
            ("LOCKS", LOCKS, lambda k: family(k, profiles) == "lock"),
            ("PLUGS", PLUGS, lambda k: family(k, profiles) == "plug"),
            ("FANS", FANS, lambda k: family(k, profiles) == "fan"),
            ("CEILINGS", CEILINGS, lambda k: "吸顶灯" in (DEV[k][1] or ""))):
        calc = [k for k in DEV if pred(k)]
        if sorted(calc) != sorted(grp):
            errors.append("group %s: hand list %s != computed %s" % (name, sorted(grp), sorted(calc)))
    for rk, grp in (("r1", L_R1), ("r1b", L_R1B), ("r2", L_R2), ("r3", L_R3), ("lv", L_LV), ("kt", L_KT),
                    ("bc", L_BC), ("pb", L_PB), ("st", L_ST)):
        calc = [k for k in DEV if DEV[k][3] == rk and family(k, profiles) == "light"]
        if sorted(calc) != sorted(grp):
            errors.append("room lights %s: %s != %s" % (rk, grp, calc))
    # cases
    src = {("dalian-" + c["id"].split("dalian-", 1)[1]): c for c in CASES}
    for c in cases:
        cid = c["id"]
        if c.get("home") != "home.json":
            errors.append("%s: home" % cid)
        if not c.get("tags"):
            errors.append("%s: no tags" % cid)
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append("%s: history must be a list of strings" % cid)
        if not c["expect"]:
            errors.append("%s: empty expect" % cid)
        for i, e in enumerate(c["expect"]):
            mode = e["mode"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append("%s: mode %s" % (cid, mode))
                continue
            if mode == "none":
                if e["devices"] or e["capabilities"] or len(c["expect"]) != 1:
                    errors.append("%s: none entry must be alone and empty" % cid)
                continue
            if mode == "clarify" and not e["devices"] and not e["capabilities"]:
                continue  # a bare "ask": no candidate to name
            if not e["devices"] or not e["capabilities"]:
                errors.append("%s[%d]: empty devices/capabilities" % (cid, i))
                continue
            if len(set(e["devices"])) != len(e["devices"]):
                errors.append("%s[%d]: duplicate devices" % (cid, i))
            keys = []
            for d in e["devices"]:
                if d not in byid:
                    errors.append("%s[%d]: unknown device %s" % (cid, i, d))
                else:
                    keys.append(key_of[d])
            capsl = e["capabilities"]
            if capsl == ["*"]:
                if mode != "one":
                    errors.append("%s[%d]: '*' only for state questions (mode one)" % (cid, i))
                continue
            if "*" in capsl:
                errors.append("%s[%d]: '*' must stand alone" % (cid, i))
            if mode == "all":
                for k in keys:
                    for cc in capsl:
                        if cc not in spec_cmds.get(k, set()):
                            errors.append("%s[%d]: %s does not support %s" % (cid, i, k, cc))
                scope = src[cid]["expect"][i].get("_scope")
                if scope is None:
                    errors.append("%s[%d]: mode all without scope" % (cid, i))
                else:
                    calc = scope_set(scope, profiles, spec_cmds, capsl)
                    if sorted(calc) != sorted(keys):
                        errors.append("%s[%d]: listed %s != in-scope %s" % (cid, i, sorted(keys), sorted(calc)))
            else:
                # one / clarify: every device (with a spec line) supports one of the commands,
                # every command exists on one of the devices
                for cc in capsl:
                    if not any(cc in spec_cmds.get(k, set()) for k in keys):
                        errors.append("%s[%d]: no listed device has %s" % (cid, i, cc))
                for k in keys:
                    if k not in spec_cmds:
                        if mode == "one":
                            errors.append("%s[%d]: %s has no spec line; only '*' or clarify" % (cid, i, k))
                        continue
                    if not any(cc in spec_cmds[k] for cc in capsl):
                        errors.append("%s[%d]: %s supports none of %s" % (cid, i, k, capsl))
    n_dev = len(home["items"])
    if n_dev < 90:
        errors.append("only %d devices" % n_dev)
    if len(cases) < 300:
        errors.append("only %d cases" % len(cases))
    for e in errors:
        print("ERROR:", e)
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("check: %d rooms, %d devices, %d spec lines (%d profiles left out), %d cases, entries by mode %s -> %s"
          % (len(home["rooms"]), n_dev, len(spec), len(missing), len(cases), dict(sorted(modes.items())),
             "OK" if not errors else "%d ERRORS" % len(errors)))
    return 1 if errors else 0


def stats():
    profiles, caps = load_sources()
    define_cases()
    spec = build_spec(profiles, caps)
    spec_pids = {s["profileId"] for s in spec}
    print("## rooms")
    for rk, rn in list(ROOMS.items()) + [(DELETED_ROOM, "(deleted room)"), (None, "(no roomId)")]:
        ds = [d for d in DEVICES if d[3] == rk]
        print("| %s | %s | %d |" % (rn, rk, len(ds)))
    print("## devices")
    for k, label, prof, room in DEVICES:
        pid = profile_id(*prof)
        print("| %s | %s | %s | %s | %s | %s | %s |" % (
            k, label if label is not None else "(no label; name `%s`)" % prof[0],
            ROOMS.get(room, room if room else "-"), category(k, profiles), family(k, profiles),
            pid + ("" if pid in spec_pids else " **(not in spec)**"), uid("device", k)))
    nc = sum(len(s["capabilities"]) for s in spec)
    ne = sum(1 for s in spec for c in s["capabilities"] if english(s["profileId"] + c["id"]))
    print("## spec: %d lines, %d commands, %d English descriptions" % (len(spec), nc, ne))
    print("## modes")
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    cmodes = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in CASES)
    print(dict(modes), dict(cmodes), len(CASES))
    print("## tags")
    tags = Counter(t for c in CASES for t in c["tags"])
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print("| %s | %d |" % (t, n))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    elif "--stats" in sys.argv:
        stats()
    else:
        write_all()
