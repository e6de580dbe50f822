#!/usr/bin/env python3
"""Blind evaluation set "zhengzhou": a shop-house in Zhengzhou, Henan.

Ground floor: the family's convenience store (店面, 收银台, 仓库).
Second and third floor: the home of three generations. Roof: solar water
heater and a small garden.

    python build.py           write home.json, spec.jsonl, cases.jsonl
    python build.py --check   rebuild in memory, compare with the files on
                              disk and validate every case
    python build.py --stats   print counts used in README.md

Profiles are copied from ../../../../shared/data/smartthings/profiles.jsonl
(categories and capabilities of every component); commands, argument ranges
and enums from capabilities.json. Everything is deterministic (uuid5 ids,
hash-chosen description languages).
"""
from __future__ import annotations

import collections
import hashlib
import json
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = None
for cand in (HERE.parents[3] / "shared" / "data" / "smartthings",
             Path("/work/shared/data/smartthings")):
    if (cand / "profiles.jsonl").exists():
        DATA = cand
        break
if DATA is None:  # pragma: no cover
    sys.exit("cannot find shared/data/smartthings")

NS = uuid.UUID("6b1d3c2e-9a77-4d1e-8f0a-7a3d2c1b0e99")


def uid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NS, f"zhengzhou/{kind}/{key}"))


LOCATION_ID = uid("location", "home")

# --------------------------------------------------------------------------
# Rooms.  floor: 1, 2, 3, "roof" or None (the stairwell spans all floors).
# --------------------------------------------------------------------------
ROOMS = [
    # key,        name,          floor
    ("shop",     "一楼店面",     1),
    ("cashier",  "收银台",       1),
    ("store",    "一楼仓库",     1),
    ("living",   "二楼客厅",     2),
    ("kitchen",  "二楼厨房",     2),
    ("elder",    "二楼老人房",   2),
    ("wc2",      "2F-WC",        2),
    ("balcony",  "2F Balcony",   2),
    ("stairs",   "楼梯间",       None),
    ("master",   "3F主卧",       3),
    ("kid",      "3F 儿童房",    3),
    ("study",    "三楼书房",     3),
    ("bath3",    "三楼卫生间",   3),
    ("roof",     "楼顶",         "roof"),
    ("garden",   "楼顶花园",     "roof"),
]
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
ROOM_NAME = {k: n for k, n, _ in ROOMS}
DELETED_ROOM_ID = uid("room", "deleted-garage")  # a room the family deleted

# --------------------------------------------------------------------------
# Profiles used: key -> (driver directory name, profile name).
# Profile id in home/spec: st-<driver>-<profile name>.
# --------------------------------------------------------------------------
PROFILES = {
    "on-off-bulb": ("zigbee-switch", "on-off-bulb"),
    "light-binary": ("matter-switch", "light-binary"),
    "light-level": ("matter-switch", "light-level"),
    "on-off-level": ("zigbee-switch", "on-off-level"),
    "ge-link-bulb": ("zigbee-switch", "ge-link-bulb"),
    "ct-bulb": ("zigbee-switch", "color-temp-bulb-2700K-6500K"),
    "matter-ct": ("matter-switch", "light-level-colorTemperature-2700K-6500K"),
    "matter-ct-2200": ("matter-switch", "light-level-colorTemperature-2200K-6500K"),
    "aqara-led-bulb": ("zigbee-switch", "aqara-led-bulb"),
    "aqara-light": ("zigbee-switch", "aqara-light"),
    "rgbw-bulb": ("zigbee-switch", "rgbw-bulb-2700K-6500K"),
    "color-bulb": ("zigbee-switch", "color-bulb"),
    "matter-color": ("matter-switch", "light-color-level-2700K-6500K"),
    "hue-white-ambiance": ("philips-hue", "white-ambiance"),
    "hue-color": ("philips-hue", "white-and-color-ambiance"),
    "light-power": ("matter-switch", "light-power"),
    "motion-light": ("zwave-sensor", "motion-light"),
    "qubino-relay-1d": ("zwave-switch", "qubino-flush1d-relay"),
    "qubino-relay-1": ("zwave-switch", "qubino-flush1-relay"),          # NOT in spec
    "aqara-relay-np": ("zigbee-switch", "aqara-switch-module-no-power"),
    "aqara-relay": ("zigbee-switch", "aqara-switch-module"),
    "zb-basic-switch": ("zigbee-switch", "basic-switch"),
    "tuya-basic-switch": ("tuya-zigbee", "basic-switch"),
    "basic-plug": ("zigbee-switch", "basic-plug"),
    "plug-binary": ("matter-switch", "plug-binary"),
    "plug-power": ("matter-switch", "plug-power"),
    "plug-pec": ("matter-switch", "plug-power-energy-powerConsumption"),
    "zb-plug-pe": ("zigbee-switch", "switch-power-energy"),
    "zb-plug-aqara": ("zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    "zb-plug-p2": ("zigbee-switch", "switch-power-2"),
    "zw-plug-binary": ("zwave-switch", "smartplug-binary"),
    "zw-plug-pe": ("zwave-switch", "smartplug-switch-power-energy"),
    "ac-deepsmart": ("deepsmart", "Ac.v1"),
    "rac": ("matter-thermostat", "room-air-conditioner"),
    "rac-hc": ("matter-thermostat", "room-air-conditioner-heating-cooling"),
    "rac-fan-hc": ("matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    "rac-hum-fan-hc": ("matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    "radiator": ("zwave-thermostat", "base-radiator-thermostat"),
    "water-heater": ("matter-thermostat", "water-heater"),
    "water-heater-pec": ("matter-thermostat", "water-heater-power-energy-powerConsumption"),
    "fan-3speed": ("zwave-fan", "fan-3speed"),
    "fan-4speed": ("zwave-fan", "fan-4speed"),
    "fan-rock": ("matter-thermostat", "fan-rock"),
    "hood": ("matter-appliance", "extractor-hood"),
    "purifier-aqs": ("matter-thermostat", "air-purifier-hepa-aqs-pm25-meas"),
    "purifier": ("matter-thermostat", "air-purifier"),
    "rvc": ("matter-rvc", "rvc-clean-mode"),
    "tv": ("matter-media", "media-video-player"),
    "samsung-audio": ("samsung-audio", "samsung-audio"),
    "sonos": ("sonos", "sonos-player"),
    "jbl": ("jbl", "jbl"),
    "shade-zb": ("zigbee-window-treatment", "window-treatment-profile"),
    "shade-zb-nofw": ("zigbee-window-treatment", "window-treatment-profile-no-firmware-update"),
    "shade-aqara-e1": ("zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    "shade-matter": ("matter-window-covering", "window-covering"),
    "shade-matter-batt": ("matter-window-covering", "window-covering-battery"),
    "shade-tilt": ("matter-window-covering", "window-covering-tilt"),
    "shutter": ("zwave-window-treatment", "qubino-flush-shutter"),
    "window-opener": ("zigbee-window-treatment", "window-shade-only"),
    "lock-zw": ("zwave-lock", "lock-without-codes"),
    "lock-matter-pin": ("matter-lock", "lock-user-pin"),
    "valve-zw": ("zwave-valve", "valve-generic"),
    "valve-matter": ("matter-switch", "water-valve"),
    "siren": ("zigbee-siren", "switch-alarm"),
    "camera": ("matter-switch", "camera"),                                # NOT in spec
    "bath-heater": ("zigbee-switch", "switch-smart-bath-heater-laisiao"),  # NOT in spec
    "motion": ("zigbee-motion-sensor", "frient-motion-battery"),
    "th-zb": ("zigbee-humidity-sensor", "humidity-temperature"),
    "th-aqara": ("zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    "th-batt": ("zigbee-humidity-sensor", "humidity-temp-battery"),
    "smoke-matter": ("matter-sensor", "smoke-battery"),
    "smoke-zb": ("zigbee-smoke-detector", "smoke-detector"),
    "contact": ("zigbee-contact", "contact-battery-profile"),
    "leak-batt": ("matter-sensor", "leak-battery"),
    "leak": ("matter-sensor", "leak"),
    "soil": ("matter-sensor", "soil-sensor-battery"),
}
LEFT_OUT_OF_SPEC = {"camera", "bath-heater", "qubino-relay-1"}


def profile_id(pkey: str) -> str:
    drv, name = PROFILES[pkey]
    return f"st-{drv}-{name}"


# --------------------------------------------------------------------------
# Devices: key, label (None = no label), room key (None = no roomId,
# "DELETED" = roomId of a deleted room), profile key.
# --------------------------------------------------------------------------
DEVICES = [
    # ---- 一楼店面: the shop floor (son's labels, Chinese and English)
    *[(f"shelf{i}", f"货架灯{i}", "shop", "on-off-bulb") for i in range(1, 5)],
    *[(f"shelf{i}", f"货架灯{i}", "shop", "light-level") for i in range(5, 9)],
    ("door_head", "门头灯", "shop", "qubino-relay-1d"),       # relay, Switch, drives a lamp
    ("sign", "Shop Sign", "shop", "light-power"),
    ("shop_ac", "格力柜机", "shop", "ac-deepsmart"),
    ("sonos", "Sonos", "shop", "sonos"),
    ("freezer", "Freezer Plug", "shop", "plug-pec"),
    ("oden", "关东猪", "shop", "basic-plug"),                 # ASR for 关东煮
    ("shutter", "卷帘门", "shop", "shutter"),                 # rolling door on a Blind profile
    ("shop_lock", "店门锁", "shop", "lock-zw"),
    ("siren", "报警器", "shop", "siren"),
    ("shop_motion", "人体感应", "shop", "motion"),
    ("shop_fan", "吊扇", "shop", "fan-3speed"),
    # ---- 收银台
    ("cashier_lamp", "收音台灯", "cashier", "matter-ct"),     # ASR for 收银台灯
    ("pos_plug", "收银机插座", "cashier", "zw-plug-binary"),
    ("cam_cashier", "收银台摄像头", "cashier", "camera"),
    # ---- 一楼仓库
    ("store_ceiling", "吸顶灯", "store", "light-binary"),
    ("cam_store", "仓库监控", "store", "camera"),
    ("store_th", "温湿度", "store", "th-zb"),
    ("store_smoke", "烟感", "store", "smoke-matter"),
    ("store_contact", "后门门磁", "store", "contact"),
    ("dehum", "除湿机插座", "store", "plug-binary"),
    # ---- 二楼客厅
    ("lv_main", "大灯", "living", "matter-color"),
    *[(f"dl{i}", f"筒灯-0{i}", "living", "matter-ct") for i in range(1, 7)],
    ("lv_floor", "落地灯", "living", "aqara-led-bulb"),
    ("lv_ac", "空调", "living", "rac"),
    ("lv_tv", "电视", "living", "tv"),
    ("lv_speaker", "音箱", "living", "samsung-audio"),
    ("lv_curtain", "客厅窗帘", "living", "shade-zb"),
    ("lv_sheer", "纱帘", "living", "shade-matter"),
    ("lv_purifier", "空气净化器", "living", "purifier-aqs"),
    ("robot", "Roborock", "living", "rvc"),
    ("dispenser", "引水机", "living", "zb-plug-pe"),          # ASR for 饮水机
    # ---- 二楼厨房
    ("kt_main", "大灯", "kitchen", "on-off-level"),
    ("kt_strip", "橱柜灯带", "kitchen", "aqara-relay-np"),    # relay, Switch, drives a lamp
    ("hood", "抽油烟机", "kitchen", "hood"),
    ("fridge", "冰箱插座", "kitchen", "zb-plug-aqara"),
    ("main_valve", "总水阀", "kitchen", "valve-zw"),
    ("kt_leak", "漏水传感器", "kitchen", "leak-batt"),
    ("kt_smoke", "烟雾报警器", "kitchen", "smoke-zb"),
    # ---- 二楼老人房 (grandparents: plain names)
    ("el_main", "大灯", "elder", "on-off-bulb"),
    ("el_small", "小灯", "elder", "ge-link-bulb"),
    ("el_ac", "空调", "elder", "rac-hc"),
    ("el_tv", "电视", "elder", "tv"),
    ("blanket", "点热毯", "elder", "basic-plug"),             # ASR for 电热毯
    ("el_curtain", "窗帘", "elder", "shade-aqara-e1"),
    ("radiator", "暖气", "elder", "radiator"),
    ("el_th", "温湿度计", "elder", "th-aqara"),
    # ---- 2F-WC
    ("wc2_light", "吸顶灯", "wc2", "light-binary"),
    ("wc2_fan", "排气扇", "wc2", "zb-basic-switch"),
    # ---- 2F Balcony
    ("bal_light", "吸顶灯", "balcony", "on-off-bulb"),
    ("washer_plug", "洗衣机插座", "balcony", "zb-plug-p2"),
    # ---- 楼梯间 (no floor)
    ("stair_light", "楼梯灯", "stairs", "tuya-basic-switch"),  # relay, Switch, drives a lamp
    ("hall_light", "走廊等", "stairs", "motion-light"),        # ASR for 走廊灯
    ("home_lock", "家门锁", "stairs", "lock-matter-pin"),
    # ---- 3F主卧
    ("ms_main", "大灯", "master", "hue-white-ambiance"),
    ("huego", "Hue Go", "master", "hue-color"),
    ("ms_bed", "床头灯", "master", "ct-bulb"),
    ("ms_ac", "空调", "master", "rac-fan-hc"),
    ("ms_curtain", "主卧窗帘", "master", "shade-zb-nofw"),
    ("ms_fan", "落地扇", "master", "fan-rock"),
    ("humidifier", "加湿器", "master", "plug-binary"),
    # ---- 3F 儿童房 (the daughter's cartoon names)
    ("kid_main", "艾莎公主灯", "kid", "rgbw-bulb"),
    ("pikachu", "皮卡丘", "kid", "color-bulb"),
    ("study_lamp_moved", "书房台灯", "kid", "aqara-light"),   # label names another room
    ("kid_ac", "空调", "kid", "ac-deepsmart"),
    ("peppa", "小猪佩奇", "kid", "fan-4speed"),
    ("kid_purifier", "小熊净化器", "kid", "purifier"),
    ("story", "叮当猫故事机", "kid", "jbl"),
    ("doraemon", "哆啦A梦", "kid", "shade-matter-batt"),
    ("kid_th", "温湿度计", "kid", "th-batt"),
    # ---- 三楼书房
    ("st_ceiling", "吸顶灯", "study", "light-level"),
    ("st_lamp", "台灯", "study", "matter-ct-2200"),
    ("st_ac", "空调", "study", "rac-hum-fan-hc"),
    ("st_blind", "百叶帘", "study", "shade-tilt"),
    ("pc_plug", "电脑插座", "study", "plug-power"),
    # ---- 三楼卫生间
    ("bt_ceiling", "吸顶灯", "bath3", "on-off-bulb"),
    ("mirror", "镜前灯", "bath3", "light-level"),
    ("bath_heater", "浴霸", "bath3", "bath-heater"),
    ("e_heater", "电热水器", "bath3", "water-heater-pec"),
    ("bt_fan", "排风扇", "bath3", "aqara-relay-np"),
    ("bt_leak", "漏水传感器", "bath3", "leak"),
    # ---- 楼顶
    ("solar", "太阳能热水器", "roof", "water-heater"),
    ("pump", "水泵", "roof", "qubino-relay-1"),
    ("cam_roof", "楼顶摄像头", "roof", "camera"),
    ("roof_light", "照明灯", "roof", "on-off-bulb"),
    ("skylight", "天窗", "roof", "window-opener"),
    # ---- 楼顶花园
    *[(f"spot{i}", f"射灯-0{i}", "garden", "matter-color") for i in range(1, 4)],
    ("string_lights", "花园灯串", "garden", "aqara-relay"),   # relay, Switch, drives a lamp
    ("garden_valve", "浇花阀门", "garden", "valve-matter"),
    ("soil", None, "garden", "soil"),                         # never labelled
    # ---- no room / deleted room
    ("new_plug", "新插座", None, "basic-plug"),
    ("ev_plug", "电动车充电", "DELETED", "zw-plug-pe"),
]
DEV = {k: (label, room, prof) for k, label, room, prof in DEVICES}
assert len(DEV) == len(DEVICES), "duplicate device key"


def did(key: str) -> str:
    if key not in DEV:
        raise KeyError(f"unknown device key {key}")
    return uid("device", key)


# --------------------------------------------------------------------------
# Real profile facts
# --------------------------------------------------------------------------
def load_profiles() -> dict:
    out = {}
    for line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        p = json.loads(line)
        drv = p["driver"].rsplit("/", 1)[-1]
        out[(drv, p["name"])] = p
    return out


PROFILE_FACTS = load_profiles()
CAPS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
for _pk, (_drv, _name) in PROFILES.items():
    assert (_drv, _name) in PROFILE_FACTS, (_pk, _drv, _name)

SKIP_CAPS = {"refresh", "firmwareUpdate"}

# --------------------------------------------------------------------------
# Spec descriptions (zh, en); the language used is picked by a hash so the
# file mixes both the way real exports do.
# --------------------------------------------------------------------------
DESC = {
    "switch.on": ("打开设备电源", "Turn the device on"),
    "switch.off": ("关闭设备电源", "Turn the device off"),
    "switchLevel.setLevel": ("设置亮度百分比", "Set the brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("按步长调亮或调暗，正数变亮负数变暗", "Step brightness up or down"),
    "colorTemperature.setColorTemperature": ("设置色温，数值越低越暖", "Set colour temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调冷或调暖", "Step colour temperature warmer or cooler"),
    "colorControl.setColor": ("设置灯光颜色（色相、饱和度或十六进制色值）", "Set the light colour (hue, saturation or hex)"),
    "colorControl.setHue": ("设置色相", "Set hue"),
    "colorControl.setSaturation": ("设置颜色饱和度", "Set colour saturation"),
    "windowShade.open": ("打开窗帘", "Open"),
    "windowShade.close": ("关闭窗帘", "Close"),
    "windowShade.pause": ("暂停，停在当前位置", "Pause movement"),
    "windowShadeLevel.setShadeLevel": ("设置开合度百分比", "Set the open level"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "Go to the preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "Set the preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片角度", "Set slat tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("按步长开一点或关一点", "Step the open level up or down"),
    "lock.lock": ("上锁", "Lock"),
    "lock.unlock": ("开锁", "Unlock"),
    "lock.unlatch": ("开锁并拉开锁舌", "Unlatch"),
    "valve.open": ("打开阀门", "Open the valve"),
    "valve.close": ("关闭阀门", "Close the valve"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "Set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速", "Set fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "Set mode to auto"),
    "thermostatMode.cool": ("切换到制冷模式", "Set mode to cool"),
    "thermostatMode.emergencyHeat": ("紧急制热", "Emergency heat"),
    "thermostatMode.heat": ("切换到制热模式", "Set mode to heat"),
    "thermostatMode.off": ("关闭温控", "Turn thermostat mode off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "Set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "Set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "Set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "Set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "Set fan speed percent"),
    "fanMode.setFanMode": ("设置风机模式", "Set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头/摆风模式", "Set oscillation mode"),
    "windMode.setWindMode": ("设置风感", "Set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风速模式", "Set air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "Set volume"),
    "audioVolume.volumeUp": ("调大音量", "Volume up"),
    "audioVolume.volumeDown": ("调小音量", "Volume down"),
    "audioMute.mute": ("静音", "Mute"),
    "audioMute.setMute": ("设置静音状态", "Set mute state"),
    "audioMute.unmute": ("取消静音", "Unmute"),
    "mediaPlayback.fastForward": ("快进", "Fast forward"),
    "mediaPlayback.pause": ("暂停播放", "Pause"),
    "mediaPlayback.play": ("播放", "Play"),
    "mediaPlayback.rewind": ("快退", "Rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "Set playback status"),
    "mediaPlayback.stop": ("停止播放", "Stop"),
    "mediaTrackControl.nextTrack": ("下一首／下一个", "Next track"),
    "mediaTrackControl.previousTrack": ("上一首／上一个", "Previous track"),
    "mediaPresets.playPreset": ("播放收藏的预设", "Play a preset"),
    "keypadInput.sendKey": ("发送遥控器按键", "Send a remote-control key"),
    "audioNotification.playTrack": ("播放一段音频", "Play a track"),
    "audioNotification.playTrackAndRestore": ("播放音频后恢复原状态", "Play a track and restore"),
    "audioNotification.playTrackAndResume": ("播放音频后继续原来的播放", "Play a track and resume"),
    "alarm.both": ("声光报警", "Siren and strobe"),
    "alarm.off": ("关闭报警", "Turn the alarm off"),
    "alarm.siren": ("鸣响警报", "Sound the siren"),
    "alarm.strobe": ("闪光报警", "Strobe"),
    "robotCleanerOperatingState.goHome": ("回充电座", "Return to dock"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "Pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "Start cleaning"),
    "mode.setMode": ("设置模式", "Set mode"),
    "energyMeter.resetEnergyMeter": ("清零电量统计", "Reset the energy meter"),
}
# Profile-specific wording, as real drivers do.
DESC_OVERRIDE = {
    ("ac-deepsmart", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置目标温度", "Set target temperature"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置水温", "Set water temperature"),
    ("water-heater-pec", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置水温", "Set water temperature"),
    ("shutter", "windowShade.open"): ("升起", "Raise"),
    ("shutter", "windowShade.close"): ("降下", "Lower"),
    ("window-opener", "windowShade.open"): ("打开", "Open"),
    ("window-opener", "windowShade.close"): ("关闭", "Close"),
    ("siren", "switch.on"): ("打开", "On"),
}
VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan only"),
    "dry": ("除湿", "dry"), "auto": ("自动", "auto"), "low": ("低风", "low"),
    "medium": ("中风", "medium"), "high": ("高风", "high"), "off": ("关闭", "off"),
    "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "windFree": ("无风感", "wind-free"), "noWind": ("无风感", "no wind"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "emergency heat": ("紧急制热", "emergency heat"), "precooling": ("预冷", "pre-cooling"),
    "fanonly": ("仅送风", "fan only"), "dryair": ("除湿", "dry air"), "asleep": ("睡眠", "asleep"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放中", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "individual": ("单独", "individual"), "fixed": ("固定不摆", "fixed"),
    "vertical": ("上下摆风", "vertical"), "horizontal": ("左右摆风", "horizontal"),
    "all": ("全方位摆风", "all directions"), "swing": ("摇头", "swing"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"),
    "MENU": ("菜单", "menu"), "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    **{f"NUMBER{i}": (f"数字{i}", f"number {i}") for i in range(10)},
}
# Enums for free-string arguments, from capabilities.json observed_values.
AC_MODES_DEEPSMART = ["cool", "heat", "fan", "dry", "auto"]
AC_FAN_MODES = ["low", "medium", "high", "auto"]


def _h(*parts: str) -> int:
    return int(hashlib.md5("|".join(parts).encode()).hexdigest()[:8], 16)


def pick(pair, *salt) -> str:
    zh, en = pair
    return en if _h(*salt) % 3 == 0 else zh


def value_list(values, pkey, cmd):
    out = []
    for v in values:
        zh, en = VALUE_DESC.get(v, (v, v))
        out.append({"value": v, "description": en if _h(pkey, cmd, v) % 4 == 0 else zh})
    return out


def config_range(profile: dict, cap: str):
    for entry in profile.get("capability_config", {}).get(cap, []):
        if "range" in entry:
            return entry["range"]
    return None


def enabled_commands(profile: dict, cap: str):
    for entry in profile.get("capability_config", {}).get(cap, []):
        if entry.get("key") == "{{enumCommands}}":
            return set(entry["enabledValues"])
    return None


def build_spec_line(pkey: str) -> dict:
    drv, name = PROFILES[pkey]
    prof = PROFILE_FACTS[(drv, name)]
    cmds = []
    for cap in prof["capabilities"]:
        if cap in SKIP_CAPS or cap not in CAPS:
            continue
        cdef = CAPS[cap]
        allowed = enabled_commands(prof, cap)
        for c in cdef.get("commands", []):
            cname = c["name"]
            if allowed is not None and cname not in allowed:
                continue
            if cap == "lock" and cname == "unlatch":
                lockvals = [e for e in prof.get("capability_config", {}).get("lock", [])
                            if "unlatched" in e.get("enabledValues", [])]
                if not lockvals:
                    continue
            key = f"{cap}.{cname}"
            pair = DESC_OVERRIDE.get((pkey, key), DESC[key])
            entry = {"id": f"main-{cap}-{cname}", "description": pick(pair, pkey, key)}
            args = c.get("arguments", [])
            arg = args[0] if args else None
            if arg:
                typ = arg.get("type")
                if typ:
                    entry["type"] = typ
                if cap in ("switchLevel", "level"):
                    lo, hi = config_range(prof, cap) or [arg.get("minimum", 0), arg.get("maximum", 100)]
                    entry["value_range"] = {"min": lo, "max": hi, "unit": "%"}
                elif cap == "colorTemperature":
                    lo, hi = config_range(prof, cap) or [arg.get("minimum", 1), arg.get("maximum", 30000)]
                    entry["value_range"] = {"min": lo, "max": hi, "unit": "K"}
                elif cap in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint"):
                    rng = config_range(prof, cap)
                    if rng:
                        entry["value_range"] = {"min": rng[0], "max": rng[1], "unit": "C"}
                elif cap == "fanSpeed":
                    rng = config_range(prof, cap)
                    if not rng:
                        top = 4 if name.endswith("4speed") else 3
                        rng = [0, top]
                    entry["value_range"] = {"min": rng[0], "max": rng[1]}
                elif "enum" in arg:
                    entry["value_list"] = value_list(arg["enum"], pkey, key)
                elif cap == "airConditionerMode":
                    entry["value_list"] = value_list(AC_MODES_DEEPSMART, pkey, key)
                elif cap == "airConditionerFanMode":
                    entry["value_list"] = value_list(AC_FAN_MODES, pkey, key)
                elif cap == "thermostatMode":
                    obs = CAPS["thermostatMode"]["observed_values"][0]["values"]
                    entry["value_list"] = value_list(obs, pkey, key)
                elif "minimum" in arg and "maximum" in arg:
                    unit = "%" if cap in ("windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel",
                                          "fanSpeedPercent", "audioVolume", "statelessSwitchLevelStep",
                                          "statelessColorTemperatureStep") else None
                    vr = {"min": arg["minimum"], "max": arg["maximum"]}
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                elif cap == "colorControl" and cname in ("setHue", "setSaturation"):
                    entry["value_range"] = {"min": 0, "max": 100, "unit": "%"}
            cmds.append(entry)
    return {"profileId": profile_id(pkey), "capabilities": cmds}


def build_spec() -> list[dict]:
    used = []
    for _, _, _, pkey in DEVICES:
        if pkey not in used:
            used.append(pkey)
    return [build_spec_line(p) for p in used if p not in LEFT_OUT_OF_SPEC]


SPEC_LINES = build_spec()
SPEC_BY_PROFILE = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in SPEC_LINES}


def commands_of(key: str) -> set[str]:
    return SPEC_BY_PROFILE.get(profile_id(DEV[key][2]), set())


# --------------------------------------------------------------------------
# home.json
# --------------------------------------------------------------------------
DRIVER_TYPE = {"zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER", "tuya": "ZIGBEE"}


def build_home() -> dict:
    rooms = [{"roomId": uid("room", k), "locationId": LOCATION_ID, "name": n} for k, n, _ in ROOMS]
    items = []
    for key, label, room, pkey in DEVICES:
        drv, pname = PROFILES[pkey]
        prof = PROFILE_FACTS[(drv, pname)]
        comps = [{
            "id": "main",
            "label": "main",
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
        }]
        for comp in prof.get("components", []):
            comps.append({
                "id": comp["id"],
                "label": comp["id"],
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in comp.get("categories", [])],
                "capabilities": [{"id": c, "version": 1} for c in comp["capabilities"]],
            })
        item = {
            "deviceId": did(key),
            "name": pname,
            "label": label,
            "manufacturerName": "SmartThingsCommunity",
            "locationId": LOCATION_ID,
            "roomId": None,
            "profile": {"id": profile_id(pkey)},
            "components": comps,
            "type": next((v for k, v in DRIVER_TYPE.items() if drv.startswith(k)), "LAN"),
        }
        if label is None:
            del item["label"]
        if room is None:
            del item["roomId"]
        elif room == "DELETED":
            item["roomId"] = DELETED_ROOM_ID
        else:
            item["roomId"] = uid("room", room)
        items.append(item)
    return {"rooms": rooms, "items": items}


# --------------------------------------------------------------------------
# Scope helpers (used by the cases and re-checked by --check)
# --------------------------------------------------------------------------
def category(key: str) -> str:
    drv, pname = PROFILES[DEV[key][2]]
    cats = PROFILE_FACTS[(drv, pname)]["categories"]
    return cats[0] if cats else "Unknown"


def is_light(key: str) -> bool:
    label = DEV[key][0] or ""
    cat = category(key)
    return cat == "Light" or (cat == "Switch" and "灯" in label)


def is_curtain(key: str) -> bool:
    # Blind devices except the shop's rolling door (label says 门).
    return category(key) == "Blind" and "门" not in (DEV[key][0] or "")


TYPE_PRED = {
    "light": is_light,
    "ac": lambda k: category(k) == "AirConditioner",
    "curtain": is_curtain,
    "plug": lambda k: category(k) == "SmartPlug",
    "tv": lambda k: category(k) == "Television",
    "purifier": lambda k: category(k) == "AirPurifier",
    "any": lambda k: True,
}


def in_place(key: str, rooms=None, floors=None) -> bool:
    room = DEV[key][1]
    if rooms is None and floors is None:
        return True
    if rooms and room in rooms:
        return True
    if floors and room in ROOM_FLOOR and ROOM_FLOOR[room] in floors:
        return True
    return False


def scope(type_="light", rooms=None, floors=None, ex_rooms=(), ex_floors=(), ex_devs=(),
          only=None, label_prefix=None):
    """Keys of devices in scope, in DEVICES order."""
    out = []
    for key, label, room, _ in DEVICES:
        if only is not None and key not in only:
            continue
        if not TYPE_PRED[type_](key):
            continue
        if label_prefix and not (label or "").startswith(label_prefix):
            continue
        if not in_place(key, rooms, floors):
            continue
        if room in ex_rooms or (room in ROOM_FLOOR and ROOM_FLOOR[room] in ex_floors):
            continue
        if key in ex_devs:
            continue
        out.append(key)
    return out


# --------------------------------------------------------------------------
# Command ids
# --------------------------------------------------------------------------
ON, OFF = "main-switch-on", "main-switch-off"
LVL, STEP = "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"
CT = "main-colorTemperature-setColorTemperature"
CTS = "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"
COL, HUE = "main-colorControl-setColor", "main-colorControl-setHue"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL = "main-windowShadeLevel-setShadeLevel"
SH_STEP = "main-statelessWindowShadeLevelStep-stepShadeLevel"
TILT = "main-windowShadeTiltLevel-setShadeTiltLevel"
TM_COOL, TM_HEAT = "main-thermostatMode-cool", "main-thermostatMode-heat"
TM_AUTO, TM_OFF = "main-thermostatMode-auto", "main-thermostatMode-off"
TM_SET = "main-thermostatMode-setThermostatMode"
COOLSP = "main-thermostatCoolingSetpoint-setCoolingSetpoint"
HEATSP = "main-thermostatHeatingSetpoint-setHeatingSetpoint"
ACMODE = "main-airConditionerMode-setAirConditionerMode"
ACFAN = "main-airConditionerFanMode-setFanMode"
FANPCT = "main-fanSpeedPercent-setPercent"
FANSPD = "main-fanSpeed-setFanSpeed"
FANMODE = "main-fanMode-setFanMode"
OSC = "main-fanOscillationMode-setFanOscillationMode"
WIND = "main-windMode-setWindMode"
PURI = "main-airPurifierFanMode-setAirPurifierFanMode"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE, UNMUTE = "main-audioMute-mute", "main-audioMute-setMute", "main-audioMute-unmute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT, PREV = "main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack"
KEY = "main-keypadInput-sendKey"
LOCK, UNLOCK = "main-lock-lock", "main-lock-unlock"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
AL_OFF, AL_SIREN, AL_BOTH = "main-alarm-off", "main-alarm-siren", "main-alarm-both"
RVC_START = "main-robotCleanerOperatingState-start"
RVC_PAUSE = "main-robotCleanerOperatingState-pause"
RVC_HOME = "main-robotCleanerOperatingState-goHome"
MODE = "main-mode-setMode"
STAR = "*"

# --------------------------------------------------------------------------
# Expect-entry constructors.  Devices are given by key; ids are filled in
# when the file is written.  Bulk entries keep their scope for --check.
# --------------------------------------------------------------------------


def one(devs, caps):
    devs = [devs] if isinstance(devs, str) else list(devs)
    caps = [caps] if isinstance(caps, str) else list(caps)
    return {"devices": devs, "capabilities": caps, "mode": "one"}


def clar(devs, caps):
    devs = [devs] if isinstance(devs, str) else list(devs)
    caps = [caps] if isinstance(caps, str) else list(caps)
    return {"devices": devs, "capabilities": caps, "mode": "clarify"}


def bulk(caps, **scope_kw):
    caps = [caps] if isinstance(caps, str) else list(caps)
    inscope = scope(**scope_kw)
    devs = [k for k in inscope if all(c in commands_of(k) for c in caps)]
    assert devs, ("empty bulk", scope_kw, caps)
    # A device that supports some but not all listed commands would be dropped
    # silently: refuse such labels instead.
    partial = [k for k in inscope if k not in devs and any(c in commands_of(k) for c in caps)]
    assert not partial, ("bulk drops partially capable devices", partial, caps)
    return {"devices": devs, "capabilities": caps, "mode": "all", "_scope": scope_kw}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True  # keep the directory clean
from cases_def import define_cases  # noqa: E402  (the cases live in cases_def.py)


def build_cases():
    env = {name: globals()[name] for name in (
        "one", "clar", "bulk", "none", "scope", "ON", "OFF", "LVL", "STEP", "CT", "CTS", "COL", "HUE",
        "SH_OPEN", "SH_CLOSE", "SH_PAUSE", "SH_LVL", "SH_STEP", "TILT", "TM_COOL", "TM_HEAT", "TM_AUTO",
        "TM_OFF", "TM_SET", "COOLSP", "HEATSP", "ACMODE", "ACFAN", "FANPCT", "FANSPD", "FANMODE", "OSC",
        "WIND", "PURI", "VOL", "VUP", "VDOWN", "MUTE", "SETMUTE", "UNMUTE", "PLAY", "PAUSE", "STOP", "NEXT",
        "PREV", "KEY", "LOCK", "UNLOCK", "V_OPEN", "V_CLOSE", "AL_OFF", "AL_SIREN", "AL_BOTH", "RVC_START",
        "RVC_PAUSE", "RVC_HOME", "MODE", "STAR")}
    raw = define_cases(env)
    cases, scopes = [], {}
    for c in raw:
        exp = []
        for i, e in enumerate(c["expect"]):
            if "_scope" in e:
                scopes[(c["id"], i)] = (e["_scope"], e["capabilities"])
            exp.append({"devices": [did(k) for k in e["devices"]],
                        "capabilities": e["capabilities"], "mode": e["mode"]})
        case = {"id": c["id"], "home": "home.json", "query": c["query"], "expect": exp, "tags": c["tags"]}
        if c.get("history"):
            case["history"] = c["history"]
        cases.append(case)
    return cases, scopes, raw


# --------------------------------------------------------------------------
# Writing and checking
# --------------------------------------------------------------------------
def dumps_line(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def render():
    home = build_home()
    cases, scopes, raw = build_cases()
    home_txt = json.dumps(home, ensure_ascii=False, indent=2) + "\n"
    spec_txt = "".join(dumps_line(s) + "\n" for s in SPEC_LINES)
    cases_txt = "".join(dumps_line(c) + "\n" for c in cases)
    return home_txt, spec_txt, cases_txt, scopes, raw


def check() -> int:
    errors = []
    home_txt, spec_txt, cases_txt, scopes, raw = render()
    for fname, txt in (("home.json", home_txt), ("spec.jsonl", spec_txt), ("cases.jsonl", cases_txt)):
        p = HERE / fname
        if not p.exists():
            errors.append(f"{fname}: missing (run build.py)")
        elif p.read_text(encoding="utf-8") != txt:
            errors.append(f"{fname}: differs from what build.py generates")
    # Validate the files on disk independently of the generator's data structures.
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for n, line in enumerate((HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        obj = json.loads(line)
        if obj["profileId"] in spec:
            errors.append(f"spec.jsonl:{n}: duplicate profile {obj['profileId']}")
        ids = [c["id"] for c in obj["capabilities"]]
        if len(ids) != len(set(ids)):
            errors.append(f"spec.jsonl:{n}: duplicate command ids")
        for cid in ids:
            if cid.split("-")[1] in SKIP_CAPS:
                errors.append(f"spec.jsonl:{n}: {cid} should be skipped")
        spec[obj["profileId"]] = set(ids)
    devices = {}
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        errors.append("home.json: duplicate roomId")
    for it in home["items"]:
        if it["deviceId"] in devices:
            errors.append(f"home.json: duplicate deviceId {it['deviceId']}")
        devices[it["deviceId"]] = it
        # real-profile fidelity
        drv_name = next(((d, n) for k, (d, n) in PROFILES.items() if f"st-{d}-{n}" == it["profile"]["id"]), None)
        if drv_name is None:
            errors.append(f"home.json: {it.get('label')} has unknown profile {it['profile']['id']}")
            continue
        prof = PROFILE_FACTS[drv_name]
        main = next(c for c in it["components"] if c["id"] == "main")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            errors.append(f"home.json: {it.get('label')} categories differ from profile")
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            errors.append(f"home.json: {it.get('label')} capabilities differ from profile")
        if it["name"] != drv_name[1]:
            errors.append(f"home.json: {it.get('label')} name is not the profile name")
    missing_profiles = {it["profile"]["id"] for it in home["items"]} - set(spec)
    if not (2 <= len(missing_profiles) <= 3):
        errors.append(f"spec.jsonl: expected 2-3 profiles left out, got {sorted(missing_profiles)}")

    def cmds(dev_id):
        return spec.get(devices[dev_id]["profile"]["id"], set())

    ids_seen = set()
    key_of = {did(k): k for k in DEV}
    for n, line in enumerate((HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        c = json.loads(line)
        where = f"cases.jsonl:{n} ({c.get('id')})"
        for field in ("id", "home", "query", "expect", "tags"):
            if field not in c:
                errors.append(f"{where}: missing {field}")
        if c["id"] in ids_seen:
            errors.append(f"{where}: duplicate id")
        ids_seen.add(c["id"])
        if c["home"] != "home.json":
            errors.append(f"{where}: home must be home.json")
        if not c["tags"]:
            errors.append(f"{where}: no tags")
        if not isinstance(c.get("history", []), list):
            errors.append(f"{where}: history must be a list")
        for i, e in enumerate(c["expect"]):
            mode = e["mode"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append(f"{where}: bad mode {mode}")
                continue
            if set(e) != {"devices", "capabilities", "mode"}:
                errors.append(f"{where}: expect keys {sorted(e)}")
            if mode == "none":
                if e["devices"] or e["capabilities"] or len(c["expect"]) != 1:
                    errors.append(f"{where}: none must be the only entry and empty")
                continue
            if len(set(e["devices"])) != len(e["devices"]):
                errors.append(f"{where}: duplicate device in entry {i}")
            for d in e["devices"]:
                if d not in devices:
                    errors.append(f"{where}: unknown device {d}")
            if not e["capabilities"]:
                errors.append(f"{where}: entry {i} has no capabilities")
            if any(d not in devices for d in e["devices"]):
                continue
            caps = e["capabilities"]
            if mode in ("one", "all") and not e["devices"]:
                errors.append(f"{where}: entry {i} ({mode}) has no devices")
            if caps == [STAR]:
                continue
            if STAR in caps:
                errors.append(f"{where}: '*' mixed with command ids")
            for d in e["devices"]:
                if not cmds(d):
                    errors.append(f"{where}: device {d} has no spec; only '*' can be expected")
            if mode == "all":
                for d in e["devices"]:
                    miss = [x for x in caps if x not in cmds(d)]
                    if miss:
                        errors.append(f"{where}: {key_of[d]} lacks {miss}")
                sc = scopes.get((c["id"], i))
                if sc is None:
                    errors.append(f"{where}: bulk entry {i} has no recorded scope")
                else:
                    kw, scaps = sc
                    want = [did(k) for k in scope(**kw) if all(x in cmds(did(k)) for x in scaps)]
                    if sorted(want) != sorted(e["devices"]):
                        errors.append(f"{where}: bulk set differs from its scope")
            else:
                for d in e["devices"]:
                    if not any(x in cmds(d) for x in caps):
                        errors.append(f"{where}: {key_of[d]} supports none of {caps}")
                for x in caps:
                    if e["devices"] and not any(x in cmds(d) for d in e["devices"]):
                        errors.append(f"{where}: no listed device supports {x}")
    if len(ids_seen) < 300:
        errors.append(f"only {len(ids_seen)} cases")
    if len(devices) < 90:
        errors.append(f"only {len(devices)} devices")
    for err in errors:
        print("ERROR", err)
    print(f"check: {len(devices)} devices, {len(home['rooms'])} rooms, {len(spec)} spec lines, "
          f"{len(ids_seen)} cases, {len(errors)} errors")
    return 1 if errors else 0


def stats():
    home_txt, spec_txt, cases_txt, scopes, raw = render()
    home = json.loads(home_txt)
    cases = [json.loads(l) for l in cases_txt.splitlines()]
    modes = collections.Counter(e["mode"] for c in cases for e in c["expect"])
    case_modes = collections.Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    tags = collections.Counter(t for c in cases for t in c["tags"])
    per_room = collections.Counter(DEV[k][1] for k in DEV)
    print("devices", len(home["items"]), "rooms", len(home["rooms"]))
    for k, n, f in ROOMS:
        print(f"| {n} | {f} | {per_room[k]} | {sum(1 for d in DEV if DEV[d][1] == k and is_light(d))} |")
    print("no room", per_room[None], "deleted", per_room["DELETED"])
    print("lights", sum(1 for d in DEV if is_light(d)))
    ncmd = sum(len(s["capabilities"]) for s in SPEC_LINES)
    en = sum(1 for s in SPEC_LINES for c in s["capabilities"] if c["description"].isascii())
    print("spec lines", len(SPEC_LINES), "commands", ncmd, "english", en)
    print("cases", len(cases), "entries by mode", dict(modes))
    print("cases by mode", dict(case_modes))
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"| {t} | {n} |")


def main(argv):
    if "--check" in argv:
        return check()
    if "--stats" in argv:
        stats()
        return 0
    home_txt, spec_txt, cases_txt, _, _ = render()
    (HERE / "home.json").write_text(home_txt, encoding="utf-8")
    (HERE / "spec.jsonl").write_text(spec_txt, encoding="utf-8")
    (HERE / "cases.jsonl").write_text(cases_txt, encoding="utf-8")
    print(f"wrote home.json ({len(DEVICES)} devices), spec.jsonl ({len(SPEC_LINES)} profiles), "
          f"cases.jsonl ({cases_txt.count(chr(10))} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
