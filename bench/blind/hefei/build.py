#!/usr/bin/env python3
"""Blind evaluation set "hefei": a three-storey townhouse (联排别墅) with a basement in Hefei.

    python build.py            write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check    re-validate the files on disk (and that they equal this script's output)
    python build.py --stats    print the counts quoted in README.md

Basement (负一楼 / B1): garage, home theatre, tea room, laundry, storage/plant room.
Ground floor (一楼): entrance, living room, dining room, kitchen, the grandmother's room, guest
bathroom, and the front yard. First floor (二楼): master bedroom and bath, the study, the
daughter's room (朵朵), a second bathroom. Second floor (三楼): the son's room (小宇), the nanny's
room (left with the default name "Bedroom"), a gym and the roof terrace.

Every device copies the categories and the capabilities of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command in spec.jsonl is a command of that
capability in shared/data/smartthings/capabilities.json. Labelling rules: README.md.
"""
from __future__ import annotations

import json
import os
import re
import sys
import uuid
import zlib
from collections import Counter, OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent
NS = uuid.UUID("3b0f6d52-91c4-4e8a-a7d3-6c25e04f1b97")


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
    return str(uuid.uuid5(NS, f"hefei/{kind}/{key}"))


LOCATION_ID = uid("location", "lianpai")

# --------------------------------------------------------------------------- rooms
# (key, name exactly as in the app, floor or None when the name carries no floor)
ROOMS = [
    ("garage", "负一楼车库", "B1"),
    ("theatre", "B1影音室", "B1"),
    ("tea", "B1茶室", "B1"),
    ("laundry", "-1F洗衣房", "B1"),
    ("storage", "B1储藏室", "B1"),
    ("entry", "1F玄关", "1"),
    ("living", "1F客厅", "1"),
    ("dining", "1楼餐厅", "1"),
    ("kitchen", "一楼厨房", "1"),
    ("gran", "一楼 奶奶房", "1"),
    ("gbath", "一层客卫", "1"),
    ("yard", "前院", None),
    ("master", "二楼 主卧", "2"),
    ("mbath", "2F主卫", "2"),
    ("study", "二楼书房", "2"),
    ("duo", "2F 朵朵房", "2"),
    ("bath2", "2楼次卫", "2"),
    ("yu", "3F小宇房间", "3"),
    ("nanny", "Bedroom", None),
    ("gym", "3楼健身房", "3"),
    ("terrace", "3F露台", "3"),
]
ROOM_NAME = {k: n for k, n, _ in ROOMS}
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
DELETED_ROOM = ("stairwell", "楼梯间")  # the stair light still points at it; it is not in `rooms`

_FLOOR_RE = [
    ("B1", re.compile(r"^(负一楼|负一层|B1|-1F)")),
    ("1", re.compile(r"^(一楼|一层|1F|1楼)")),
    ("2", re.compile(r"^(二楼|二层|2F|2楼)")),
    ("3", re.compile(r"^(三楼|三层|3F|3楼)")),
]


def floor_of_name(name: str):
    for floor, rx in _FLOOR_RE:
        if rx.match(name):
            return floor
    return None


# --------------------------------------------------------------------------- devices
# (key, label, room key | None | "deleted", driver (last path part), profile name)
DEVICES = [
    # 负一楼车库
    ("gdoor", "车库门", "garage", "zwave-garage-door-opener", "base-garage-door"),
    ("glight", "车库灯", "garage", "zigbee-switch", "basic-switch"),
    ("ebike", "电瓶车充电", "garage", "zwave-switch", "smartplug-switch-power-energy"),
    ("gcam", "Garage Cam", "garage", "matter-switch", "camera"),
    # B1影音室
    ("dl1", "筒灯1", "theatre", "matter-switch", "light-level"),
    ("dl2", "筒灯2", "theatre", "matter-switch", "light-level"),
    ("dl3", "筒灯3", "theatre", "matter-switch", "light-level"),
    ("dl4", "筒灯4", "theatre", "matter-switch", "light-level"),
    ("dl5", "筒灯5", "theatre", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("dl6", "筒灯6", "theatre", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("star", "星空顶", "theatre", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("amp", "功放", "theatre", "harman-luxury", "maX10"),
    ("screen", "幕布", "theatre", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("epson", "爱普生投影", "theatre", "matter-switch", "plug-power"),
    ("tac", "影音室空调", "theatre", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    # B1茶室
    ("sp1", "射灯一", "tea", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("sp2", "射灯二", "tea", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("teal", "茶台灯", "tea", "zwave-switch", "switch-level"),
    ("wine", "酒柜", "tea", "zigbee-switch", "switch-power-energy-consumption-report"),
    ("teapot", "煮茶炉", "tea", "matter-switch", "plug-power-energy-powerConsumption"),
    ("dehum1", "除湿机", "tea", "zigbee-switch", "basic-plug"),
    # -1F洗衣房
    ("washer", "洗衣机", "laundry", "matter-appliance", "laundry-washer"),
    ("dryer", "烘干机", "laundry", "matter-appliance", "laundry-dryer-tn"),
    ("lal", "洗衣房灯", "laundry", "zigbee-switch", "on-off-bulb"),
    ("feeder", "狗粮机", "laundry", "aqara-feeder", "aqara-pet-feeder"),
    ("dehum2", "抽湿机", "laundry", "matter-switch", "plug-binary"),
    ("leakb1", "地漏水浸", "laundry", "matter-sensor", "leak"),
    # B1储藏室
    ("stl", "储物间灯", "storage", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("heater", "热水器", "storage", "matter-thermostat", "water-heater-power-energy-powerConsumption"),
    ("fresh", "新风", "storage", "deepsmart", "Newfan.v1"),
    ("mainvalve", "总水阀", "storage", "zigbee-valve", "valve-battery-powerSource"),
    ("pumprc", "循环泵", "storage", "zwave-switch", "switch-binary"),
    # 1F玄关
    ("hall", "玄关灯", "entry", "matter-switch", "light-level-motion"),
    ("shoe", "鞋贵灯", "entry", "zigbee-switch", "switch-level"),
    ("lock", "德施曼", "entry", "matter-lock", "lock-user-pin"),
    ("bell", "门铃", "entry", "zwave-siren", "philio-sound-siren"),
    ("doorcs", "入户门磁", "entry", "zigbee-contact", "contact-battery-temperature"),
    # 1F客厅
    ("lvmain", "客厅主灯", "living", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("lvlamp", "Living Room Lamp", "living", "philips-hue", "white-and-color-ambiance"),
    ("lvstrip", "客厅灯带", "living", "zigbee-switch", "rgbw-bulb-1800K-6500K"),
    ("sconce", "沙发壁灯", "living", "zwave-switch", "qubino-flush1d-relay"),
    ("lvac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner"),
    ("lvtv", "海信电视", "living", "matter-media", "media-video-player"),
    ("bose", "Bose音箱", "living", "bose", "soundtouch-speaker"),
    ("lvcurt", "客厅窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("lvsheer", "客厅纱帘", "living", "matter-window-covering", "window-covering"),
    ("dyson", "戴森", "living", "matter-thermostat", "air-purifier-hepa-ac-rock-wind"),
    ("lvfh", "地暖", "living", "matter-thermostat", "thermostat-heating-only-nostate-nobattery"),
    ("lvth", "客厅温湿度", "living", "matter-sensor", "temperature-humidity"),
    ("fishpump", "鱼缸", "living", "matter-pump", "pump-level"),
    # 1楼餐厅
    ("dnlamp", "餐厅吊灯", "dining", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("dnside", "餐边柜灯", "dining", "zigbee-switch", "basic-switch-no-firmware-update"),
    ("dnfan", "餐厅吊扇", "dining", "zwave-fan", "fan-3speed"),
    ("teabar", "茶八机", "dining", "zigbee-switch", "switch-power-smartplug"),
    # 一楼厨房
    ("ktl", "厨房灯", "kitchen", "matter-switch", "light-binary"),
    ("ktcounter", "台面灯", "kitchen", "zigbee-switch", "switch-power"),
    ("hood", "方太烟机", "kitchen", "matter-appliance", "extractor-hood-light"),
    ("dishw", "洗碗机", "kitchen", "matter-appliance", "dishwasher-tl"),
    ("gasdet", "燃气报警器", "kitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("micro", "微波炉", "kitchen", "matter-appliance", "microwave-oven"),
    # 一楼 奶奶房
    ("gmceil", "吸顶灯", "gran", "zigbee-switch", "on-off-level"),
    ("gmbed", "床头灯", "gran", "zigbee-switch", "color-temp-bulb"),
    ("gmnight", "夜灯", "gran", "zigbee-switch", "on-off-level-motion-sensor"),
    ("gmac", "空调", "gran", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("gmfh", "地暖", "gran", "zigbee-thermostat", "thermostat-fanless-heating-no-fw"),
    ("gmtv", "电视", "gran", "matter-media", "media-video-speaker"),
    ("gmcurt", "窗帘", "gran", "zigbee-window-treatment", "window-treatment-profile"),
    ("sun", "小太阳", "gran", "zwave-switch", "smartplug-binary"),
    ("massage", "按摩椅", "gran", "matter-switch", "plug-energy-powerConsumption"),
    ("radio", "厨房收音机", "gran", "matter-media", "media-speaker"),
    ("callbtn", "呼叫按钮", "gran", "zigbee-button", "aqara-single-button-mode"),
    # 一层客卫
    ("gbl", "客卫灯", "gbath", "zigbee-switch", "on-off-bulb"),
    ("gbfan", "排风扇", "gbath", "zwave-switch", "switch-vent"),
    ("gbleak", "客卫水浸", "gbath", "zigbee-water-leak-sensor", "water-battery"),
    # 前院
    ("yardl", "庭院灯", "yard", "zwave-switch", "qubino-flush1-relay"),
    ("lawn", "草坪灯", "yard", "matter-switch", "light-power"),
    ("sprink", "前院喷灌", "yard", "matter-switch", "irrigation-system"),
    ("yardcam", "院子摄像头", "yard", "matter-switch", "camera"),
    ("yardpir", "门口人体", "yard", "matter-sensor", "motion-illuminance"),
    # 二楼 主卧
    ("mmain", "主灯", "master", "matter-switch", "light-level-colorTemperature"),
    ("mbedl", "左床头灯", "master", "zigbee-switch", "aqara-led-bulb"),
    ("mbedr", "右床头灯", "master", "zigbee-switch", "aqara-led-bulb"),
    ("mac", "格力空调", "master", "deepsmart", "Ac.v1"),
    ("mfh", "主卧地暖", "master", "tuya-zigbee", "thermostat"),
    ("mblack", "遮光帘", "master", "zigbee-window-treatment", "window-treatment-battery"),
    ("msheer", "纱帘", "master", "matter-window-covering", "window-covering-profile"),
    ("mhum", "加湿器", "master", "zigbee-switch", "switch-power-energy"),
    ("mpur", "小米净化器", "master", "matter-thermostat", "air-purifier-hepa-aqs"),
    # 2F主卫
    ("mbheat", "奥普浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater"),
    ("mbmirror", "镜前灯", "mbath", "matter-switch", "light-level"),
    ("towel", "毛巾架", "mbath", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    # 二楼书房
    ("stceil", "顶灯", "study", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("yee", "Yeelight", "study", "zigbee-switch", "color-temp-bulb-2700K-5000K"),
    ("stac", "空调", "study", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("stblind", "百叶帘", "study", "matter-window-covering", "window-covering-tilt"),
    ("nas", "群晖", "study", "matter-switch", "plug-power-energy-powerConsumption"),
    # 2F 朵朵房
    ("ddceil", "顶灯", "duo", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("ddlamp", "护眼台灯", "duo", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("ddstars", "星星灯", "duo", "zigbee-switch", "basic-plug"),
    ("ddac", "空调", "duo", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("ddcurt", "窗帘", "duo", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("xiaoai", "小爱音箱", "duo", "samsung-audio", "samsung-audio"),
    # 2楼次卫
    ("b2mirror", "镜前灯", "bath2", "matter-switch", "light-binary"),
    ("b2heat", "浴霸", "bath2", "zigbee-switch", "switch-smart-bath-heater-laisiao"),
    ("b2fan", "排气扇", "bath2", "zwave-switch", "switch-binary"),
    # 3F小宇房间
    ("xymain", "大灯", "yu", "zigbee-switch", "on-off-level"),
    ("dino", "恐龙灯", "yu", "zigbee-switch", "rgbw-bulb"),
    ("xyac", "空调", "yu", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate"),
    ("xycurt", "遮光窗帘", "yu", "zigbee-window-treatment", "window-treatment-powerSource"),
    ("xycam", "看娃摄像头", "yu", "matter-switch", "camera"),
    ("xyhum", "加湿器", "yu", "matter-switch", "plug-binary"),
    # Bedroom (the nanny's room, never renamed)
    ("nnceil", "吸顶灯", "nanny", "zigbee-switch", "on-off-bulb"),
    ("taideng", "taideng", "nanny", "matter-switch", "light-level"),
    ("nnac", "挂机", "nanny", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("eheater", "主卧电暖器", "nanny", "zwave-switch", "smartplug-switch-2"),
    # 3楼健身房
    ("gymmain", "主灯", "gym", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("gymmirror", "镜子灯", "gym", "zigbee-switch", "basic-switch"),
    ("gymfan", "落地扇", "gym", "matter-thermostat", "fan-rock-wind"),
    ("tread", "跑布机", "gym", "zigbee-switch", "switch-power-energy"),
    ("jbl", "JBL", "gym", "jbl", "jbl"),
    ("gymac", "柜机", "gym", "matter-thermostat", "room-air-conditioner-modular"),
    ("gymroll", "卷帘", "gym", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate"),
    # 3F露台
    ("outl", "户外灯", "terrace", "zwave-switch", "switch-binary"),
    ("tramb", "露台氛围灯", "terrace", "zigbee-switch", "rgbw-bulb-2700K-5000K"),
    ("flowvalve", "浇花水阀", "terrace", "matter-switch", "water-valve-level"),
    ("drip", "滴灌", "terrace", "zigbee-watering-kit", "watering-kit-thirdreality"),
    ("awning", "遮阳棚", "terrace", "zigbee-window-treatment", "window-shade-only"),
    ("soil", "花盆湿度", "terrace", "matter-sensor", "soil-sensor"),
    ("rain", "雨感", "terrace", "matter-sensor", "rain"),
    # no room
    ("robot", "科沃斯", None, "matter-rvc", "rvc-clean-mode"),
    ("miplug", "xiaomi plug", None, "matter-switch", "plug-power"),
    ("stair", "楼梯灯", "deleted", "zigbee-switch", "switch-level"),
]

# Profiles deliberately left out of spec.jsonl (their devices still load, by name and room).
MISSING_FROM_SPEC = {("matter-pump", "pump-level"), ("matter-appliance", "microwave-oven")}

# --------------------------------------------------------------------------- real data
def load_profiles():
    out = {}
    with open(DATA / "profiles.jsonl", encoding="utf-8") as fh:
        for line in fh:
            p = json.loads(line)
            key = (p["driver"].split("/")[-1], p["name"])
            assert key not in out, key
            out[key] = p
    return out


PROFILES = load_profiles()
CAPS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]


def profile_id(key) -> str:
    return uid("profile", f"{key[0]}/{key[1]}")


def device_id(key: str) -> str:
    return uid("device", key)


def room_id(key: str) -> str:
    return uid("room", key)


DEV = OrderedDict()  # key -> dict(label, room, profile key, category, caps)
for _k, _label, _room, _drv, _name in DEVICES:
    assert _k not in DEV, _k
    _p = PROFILES[(_drv, _name)]
    DEV[_k] = {
        "label": _label,
        "room": _room,
        "pkey": (_drv, _name),
        "category": _p["categories"][0] if _p["categories"] else "Unknown",
        "profile": _p,
    }

# --------------------------------------------------------------------------- spec text
# (Chinese, English) per command; real spec files mix both languages.
DESC = {
    "switch-on": ("打开", "turn on"),
    "switch-off": ("关闭", "turn off"),
    "switchLevel-setLevel": ("设置亮度", "set brightness level"),
    "statelessSwitchLevelStep-stepLevel": ("亮度调高/调低一点", "step brightness up or down"),
    "colorTemperature-setColorTemperature": ("设置色温（K）", "set color temperature"),
    "statelessColorTemperatureStep-stepColorTemperatureByPercent": ("色温调冷/调暖一点", "step color temperature"),
    "colorControl-setColor": ("设置灯光颜色", "set color"),
    "colorControl-setHue": ("设置色调", "set hue"),
    "colorControl-setSaturation": ("设置饱和度", "set saturation"),
    "windowShade-open": ("打开（拉开）", "open"),
    "windowShade-close": ("关闭（拉上）", "close"),
    "windowShade-pause": ("暂停", "pause"),
    "windowShadeLevel-setShadeLevel": ("设置开合度", "set shade level"),
    "windowShadePreset-presetPosition": ("到预设位置", "go to preset position"),
    "windowShadePreset-setPresetPosition": ("设置预设位置", "set preset position"),
    "statelessWindowShadeLevelStep-stepShadeLevel": ("开合度调整一点", "step shade level"),
    "windowShadeTiltLevel-setShadeTiltLevel": ("设置叶片角度", "set tilt level"),
    "thermostatMode-auto": ("自动模式", "auto"),
    "thermostatMode-cool": ("制冷模式", "cool"),
    "thermostatMode-heat": ("制热模式", "heat"),
    "thermostatMode-off": ("关闭", "off"),
    "thermostatMode-emergencyHeat": ("紧急加热", "emergency heat"),
    "thermostatMode-setThermostatMode": ("设置模式", "set thermostat mode"),
    "thermostatCoolingSetpoint-setCoolingSetpoint": ("设置制冷温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint-setHeatingSetpoint": ("设置制热温度", "set heating setpoint"),
    "airConditionerMode-setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode-setFanMode": ("设置风速", "set fan mode"),
    "fanSpeedPercent-setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode-setFanMode": ("设置风档", "set fan mode"),
    "fanOscillationMode-setFanOscillationMode": ("设置摆风", "set fan oscillation mode"),
    "windMode-setWindMode": ("设置风感", "set wind mode"),
    "airPurifierFanMode-setAirPurifierFanMode": ("设置净化器风档", "set air purifier fan mode"),
    "fanSpeed-setFanSpeed": ("设置档位", "set fan speed"),
    "audioVolume-setVolume": ("设置音量", "set volume"),
    "audioVolume-volumeUp": ("音量加", "volume up"),
    "audioVolume-volumeDown": ("音量减", "volume down"),
    "audioMute-mute": ("静音", "mute"),
    "audioMute-unmute": ("取消静音", "unmute"),
    "audioMute-setMute": ("设置静音状态", "set mute"),
    "mediaPlayback-play": ("播放", "play"),
    "mediaPlayback-pause": ("暂停", "pause"),
    "mediaPlayback-stop": ("停止播放", "stop"),
    "mediaPlayback-fastForward": ("快进", "fast forward"),
    "mediaPlayback-rewind": ("快退", "rewind"),
    "mediaPlayback-setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaTrackControl-nextTrack": ("下一个", "next track"),
    "mediaTrackControl-previousTrack": ("上一个", "previous track"),
    "mediaPresets-playPreset": ("播放收藏", "play preset"),
    "mediaInputSource-setInputSource": ("切换输入源", "set input source"),
    "keypadInput-sendKey": ("遥控按键", "send key"),
    "audioNotification-playTrack": ("播放提示音", "play track"),
    "audioNotification-playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification-playTrackAndResume": ("播放提示音后继续", "play track and resume"),
    "robotCleanerOperatingState-start": ("开始清扫", "start cleaning"),
    "robotCleanerOperatingState-pause": ("暂停清扫", "pause"),
    "robotCleanerOperatingState-goHome": ("回充电座", "go home"),
    "mode-setMode": ("设置模式", "set mode"),
    "operationalState-start": ("启动", "start"),
    "operationalState-stop": ("停止", "stop"),
    "operationalState-pause": ("暂停", "pause"),
    "operationalState-resume": ("继续", "resume"),
    "laundryWasherRinseMode-setRinseMode": ("设置漂洗", "set rinse mode"),
    "laundryWasherSpinSpeed-setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel-setTemperatureLevel": ("设置温度档位", "set temperature level"),
    "temperatureSetpoint-setTemperatureSetpoint": ("设置温度", "set temperature setpoint"),
    "lock-lock": ("上锁", "lock"),
    "lock-unlock": ("开锁", "unlock"),
    "lock-unlatch": ("开门闩", "unlatch"),
    "doorControl-open": ("开门", "open door"),
    "doorControl-close": ("关门", "close door"),
    "valve-open": ("打开阀门", "open valve"),
    "valve-close": ("关闭阀门", "close valve"),
    "level-setLevel": ("设置开度", "set level"),
    "feederOperatingState-startFeeding": ("开始喂食", "start feeding"),
    "feederPortion-setPortion": ("设置出粮份数", "set portion"),
    "alarm-off": ("关闭警报", "alarm off"),
    "alarm-both": ("声光报警", "siren and strobe"),
    "alarm-siren": ("警笛", "siren"),
    "alarm-strobe": ("闪光", "strobe"),
    "chime-chime": ("响铃", "chime"),
    "chime-off": ("停止响铃", "chime off"),
    "energyMeter-resetEnergyMeter": ("电量清零", "reset energy meter"),
}
# per-profile wording where the generic one would mislead
DESC_OVERRIDE = {
    (("zwave-switch", "switch-vent"), "switchLevel-setLevel"): ("设置排风档位", "set vent level"),
    (("aqara-bath-heater", "aqara-bath-heater"), "switchLevel-setLevel"): ("设置照明亮度", "set light level"),
    (("matter-thermostat", "water-heater-power-energy-powerConsumption"), "thermostatHeatingSetpoint-setHeatingSetpoint"): ("设置水温", "set water temperature"),
    (("deepsmart", "Ac.v1"), "thermostatHeatingSetpoint-setHeatingSetpoint"): ("设置温度", "set temperature"),
}
VALUE_DESC = {
    "off": ("关闭", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "dryair": ("除湿", "dry"), "fanonly": ("送风", "fan only"), "eco": ("节能", "eco"),
    "fan": ("送风", "fan"), "dry": ("除湿", "dry"),
    "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"), "turbo": ("强劲", "turbo"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    "horizontal": ("左右摆风", "horizontal"), "vertical": ("上下摆风", "vertical"), "swing": ("摇摆", "swing"),
    "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "none"), "normal": ("标准", "normal"), "extra": ("多漂一次", "extra"), "max": ("最多", "max"),
    "HDMI1": ("HDMI1", "HDMI1"), "HDMI2": ("HDMI2", "HDMI2"), "HDMI3": ("HDMI3", "HDMI3"),
    "bluetooth": ("蓝牙", "bluetooth"), "optical": ("光纤", "optical"), "coaxial": ("同轴", "coaxial"),
    "aux": ("AUX", "aux"), "wifi": ("网络", "wifi"), "USB": ("U盘", "USB"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确定", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    **{f"NUMBER{i}": (f"数字{i}", f"number {i}") for i in range(10)},
}

AC_MODES = ["off", "cool", "heat", "auto", "dryair", "fanonly"]
FLOOR_HEAT_MODES = ["off", "heat", "eco", "auto"]
WATER_HEATER_MODES = ["off", "heat", "eco"]
BATH_HEATER_MODES = ["off", "heat", "fanonly", "dryair"]
INPUTS = ["HDMI1", "HDMI2", "HDMI3", "bluetooth", "optical", "coaxial", "aux", "wifi", "USB"]


def _kind(pkey):
    cats = PROFILES[pkey]["categories"]
    cat = cats[0] if cats else "Unknown"
    if cat == "AirConditioner":
        return "ac"
    if cat == "WaterHeater":
        return "water"
    if pkey == ("aqara-bath-heater", "aqara-bath-heater"):
        return "bath"
    if cat == "Thermostat":
        return "floor"
    return cat


# setpoint ranges where the profile publishes none: typical for the kind of device
SETPOINT_RANGE = {"ac": (16, 30), "floor": (5, 35), "water": (35, 75), "bath": (16, 40)}


def _config(profile, cap, key_suffix):
    for item in profile["capability_config"].get(cap, []):
        if item.get("key", "").endswith(key_suffix):
            return item
    return None


def _lang(pkey, cmd) -> int:
    """0 = Chinese, 1 = English; fixed per (profile, command)."""
    return 1 if zlib.crc32(f"{pkey[0]}/{pkey[1]}|{cmd}".encode()) % 10 < 3 else 0


def spec_for(pkey):
    profile = PROFILES[pkey]
    kind = _kind(pkey)
    out = []
    for cap in profile["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in CAPS:
            continue
        cdef = CAPS[cap]
        names = [c["name"] for c in cdef["commands"]]
        enum_cmds = _config(profile, cap, "{{enumCommands}}")
        if enum_cmds:
            allowed = set(enum_cmds["enabledValues"])
            names = [n for n in names if n in allowed or n.startswith("set")]
        if cap == "lock":
            st = _config(profile, "lock", "lock.value")
            if st and "unlatched" not in st["enabledValues"]:
                names = [n for n in names if n != "unlatch"]
        for cmd in cdef["commands"]:
            if cmd["name"] not in names:
                continue
            short = f"{cap}-{cmd['name']}"
            zh, en = DESC_OVERRIDE.get((pkey, short), DESC[short])
            entry = OrderedDict()
            entry["id"] = f"main-{short}"
            entry["description"] = (zh, en)[_lang(pkey, short)]
            req = [a for a in cmd["arguments"] if not a.get("optional")]
            if req:
                arg = req[0]
                entry["type"] = arg["type"]
                rng, unit, values = None, None, None
                if cap == "switchLevel" or cap == "level":
                    c = _config(profile, cap, "level.value")
                    rng = tuple(c["range"]) if c else (0, 100)
                    unit = "%"
                elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                    rng, unit = (-100, 100), "%"
                elif cap == "colorTemperature":
                    c = _config(profile, cap, "colorTemperature.value")
                    rng = tuple(c["range"]) if c else (arg["minimum"], arg["maximum"])
                    unit = "K"
                elif short in ("colorControl-setHue", "colorControl-setSaturation"):
                    rng, unit = (0, 100), "%"
                elif cap in ("windowShadeLevel", "windowShadeTiltLevel", "windowShadePreset"):
                    rng, unit = (0, 100), "%"
                elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                    field = "coolingSetpoint.value" if "Cooling" in cap else "heatingSetpoint.value"
                    c = _config(profile, cap, field)
                    rng = tuple(c["range"]) if c else SETPOINT_RANGE[kind]
                    unit = "℃"
                elif cap in ("audioVolume", "fanSpeedPercent"):
                    rng, unit = (0, 100), "%"
                elif cap == "fanSpeed":
                    c = _config(profile, cap, "fanSpeed.value")
                    if c:
                        rng = tuple(c["range"])
                    elif pkey == ("zwave-fan", "fan-3speed"):
                        rng = (0, 3)
                elif cap == "feederPortion":
                    rng = (arg["minimum"], arg["maximum"])
                elif short == "thermostatMode-setThermostatMode":
                    values = {"ac": AC_MODES, "floor": FLOOR_HEAT_MODES, "water": WATER_HEATER_MODES,
                              "bath": BATH_HEATER_MODES}[kind]
                elif cap == "airConditionerMode":
                    values = ["cool", "heat", "fan", "dry", "auto"]
                elif cap == "airConditionerFanMode":
                    values = ["low", "medium", "high", "auto"]
                elif cap == "fanOscillationMode":
                    values = ["off", "horizontal", "vertical", "swing"]
                elif cap == "mediaInputSource":
                    values = INPUTS
                elif short == "mediaPlayback-setPlaybackStatus":
                    st = _config(profile, cap, "playbackStatus.value")
                    values = st["enabledValues"] if st else arg["enum"]
                elif "enum" in arg:
                    values = arg["enum"]
                if rng is not None:
                    lo, hi = rng
                    vr = OrderedDict([("min", lo), ("max", hi)])
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                if values is not None:
                    if "enum" in arg:
                        assert set(values) <= set(arg["enum"]), (pkey, short)
                    entry["value_list"] = [
                        OrderedDict([("value", v), ("description", VALUE_DESC[v][_lang(pkey, short + v)])])
                        for v in values
                    ]
            out.append(entry)
    return out


SPEC = OrderedDict()
for _d in DEV.values():
    if _d["pkey"] in MISSING_FROM_SPEC or _d["pkey"] in SPEC:
        continue
    SPEC[_d["pkey"]] = spec_for(_d["pkey"])

for _k, _d in DEV.items():
    _d["cmds"] = set() if _d["pkey"] in MISSING_FROM_SPEC else {c["id"][5:] for c in SPEC[_d["pkey"]]}
    _d["in_spec"] = _d["pkey"] not in MISSING_FROM_SPEC
    _d["floor"] = ROOM_FLOOR.get(_d["room"]) if _d["room"] not in (None, "deleted") else None


def _transport(driver: str) -> str:
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("tuya-zigbee", "aqara-feeder", "aqara-bath-heater"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


def build_home():
    rooms = [OrderedDict([("roomId", room_id(k)), ("locationId", LOCATION_ID), ("name", n)]) for k, n, _ in ROOMS]
    items = []
    for key, d in DEV.items():
        p = d["profile"]
        item = OrderedDict()
        item["deviceId"] = device_id(key)
        item["name"] = p["name"]
        item["label"] = d["label"]
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = LOCATION_ID
        if d["room"] == "deleted":
            item["roomId"] = room_id(DELETED_ROOM[0])
        elif d["room"] is not None:
            item["roomId"] = room_id(d["room"])
        item["profile"] = OrderedDict([("id", profile_id(d["pkey"]))])
        comps = [OrderedDict([
            ("id", "main"),
            ("label", "main"),
            ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in p["capabilities"]]),
            ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")]) for c in p["categories"]]),
        ])]
        for comp in p["components"]:
            comps.append(OrderedDict([
                ("id", comp["id"]),
                ("label", comp["id"]),
                ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in comp["capabilities"]]),
                ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")]) for c in comp.get("categories", [])]),
            ]))
        item["components"] = comps
        item["type"] = _transport(d["pkey"][0])
        items.append(item)
    return OrderedDict([("rooms", rooms), ("items", items)])


def build_spec_lines():
    return [
        json.dumps(OrderedDict([("profileId", profile_id(pk)), ("capabilities", cmds)]), ensure_ascii=False)
        for pk, cmds in SPEC.items()
    ]


# --------------------------------------------------------------------------- families
def is_light(k: str) -> bool:
    d = DEV[k]
    if d["category"] == "Light":
        return True
    return d["category"] in ("Switch", "SmartPlug") and ("灯" in d["label"] or "lamp" in d["label"].lower())


FAMILIES = {
    "light": is_light,
    "blind": lambda k: DEV[k]["category"] == "Blind",
    "ac": lambda k: DEV[k]["category"] == "AirConditioner",
    "floorheat": lambda k: "地暖" in DEV[k]["label"],
    "tv": lambda k: DEV[k]["category"] == "Television",
    "humidifier": lambda k: "加湿" in DEV[k]["label"],
    "dehumidifier": lambda k: "除湿" in DEV[k]["label"] or "抽湿" in DEV[k]["label"],
    "purifier": lambda k: DEV[k]["category"] == "AirPurifier",
    "speaker": lambda k: DEV[k]["category"] == "Speaker",
    "plug": lambda k: DEV[k]["category"] == "SmartPlug",
    "fan": lambda k: DEV[k]["category"] == "Fan",
    "any": lambda k: True,
}


def fam(family: str, *rooms: str) -> str:
    """Keys of a family's devices, optionally only in the given rooms (space-joined)."""
    return " ".join(k for k in DEV if FAMILIES[family](k) and (not rooms or DEV[k]["room"] in rooms))


# --------------------------------------------------------------------------- intents
# An entry's commands are written as intents; each expands to the commands that express it and
# is then cut down to the commands the entry's devices actually have.
INTENTS = {
    "ON": ["switch-on"],
    "OFF": ["switch-off"],
    "DIM": ["switchLevel-setLevel", "statelessSwitchLevelStep-stepLevel"],
    "LEVEL": ["switchLevel-setLevel"],
    "CT": ["colorTemperature-setColorTemperature", "statelessColorTemperatureStep-stepColorTemperatureByPercent"],
    "CTK": ["colorTemperature-setColorTemperature"],
    "COLOR": ["colorControl-setColor", "colorControl-setHue"],
    "SH_OPEN": ["windowShade-open", "windowShadeLevel-setShadeLevel"],
    "SH_CLOSE": ["windowShade-close", "windowShadeLevel-setShadeLevel"],
    "SH_LEVEL": ["windowShadeLevel-setShadeLevel"],
    "SH_STEP": ["windowShadeLevel-setShadeLevel", "statelessWindowShadeLevelStep-stepShadeLevel"],
    "SH_PAUSE": ["windowShade-pause"],
    "SH_EITHER": ["windowShade-open", "windowShade-close"],  # motor direction not documented
    "TILT": ["windowShadeTiltLevel-setShadeTiltLevel"],
    "AC_COOL": ["thermostatMode-cool", "thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode"],
    "AC_HEAT": ["thermostatMode-heat", "thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode"],
    "AC_AUTO": ["thermostatMode-auto", "thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode"],
    "AC_MODE": ["thermostatMode-setThermostatMode", "airConditionerMode-setAirConditionerMode"],
    "SP_COOL": ["thermostatCoolingSetpoint-setCoolingSetpoint"],
    "SP_HEAT": ["thermostatHeatingSetpoint-setHeatingSetpoint"],
    "SP_ANY": ["thermostatCoolingSetpoint-setCoolingSetpoint", "thermostatHeatingSetpoint-setHeatingSetpoint"],
    "FAN_SPEED": ["airConditionerFanMode-setFanMode", "fanSpeedPercent-setPercent", "fanMode-setFanMode",
                  "fanSpeed-setFanSpeed", "airPurifierFanMode-setAirPurifierFanMode"],
    "FAN_ON": ["switch-on", "airConditionerFanMode-setFanMode", "fanSpeedPercent-setPercent", "fanMode-setFanMode",
               "fanSpeed-setFanSpeed", "airPurifierFanMode-setAirPurifierFanMode"],
    "FAN_OFF": ["switch-off", "fanSpeedPercent-setPercent", "fanMode-setFanMode", "fanSpeed-setFanSpeed",
                "airPurifierFanMode-setAirPurifierFanMode"],
    "OSC": ["fanOscillationMode-setFanOscillationMode"],
    "WIND": ["windMode-setWindMode"],
    "PURIFIER_MODE": ["airPurifierFanMode-setAirPurifierFanMode"],
    "FH_ON": ["thermostatMode-heat", "thermostatMode-setThermostatMode"],
    "FH_OFF": ["thermostatMode-off", "thermostatMode-setThermostatMode"],
    "VOL_UP": ["audioVolume-volumeUp", "audioVolume-setVolume"],
    "VOL_DOWN": ["audioVolume-volumeDown", "audioVolume-setVolume"],
    "VOL_SET": ["audioVolume-setVolume"],
    "MUTE": ["audioMute-mute", "audioMute-setMute"],
    "UNMUTE": ["audioMute-unmute", "audioMute-setMute"],
    "PLAY": ["mediaPlayback-play", "mediaPlayback-setPlaybackStatus"],
    "PAUSE": ["mediaPlayback-pause", "mediaPlayback-setPlaybackStatus"],
    "NEXT": ["mediaTrackControl-nextTrack"],
    "CH_NUM": ["keypadInput-sendKey"],
    "CH_NEXT": ["mediaTrackControl-nextTrack", "keypadInput-sendKey"],
    "CH_PREV": ["mediaTrackControl-previousTrack", "keypadInput-sendKey"],
    "INPUT": ["mediaInputSource-setInputSource"],
    "VAC_START": ["robotCleanerOperatingState-start"],
    "VAC_HOME": ["robotCleanerOperatingState-goHome"],
    "VAC_PAUSE": ["robotCleanerOperatingState-pause"],
    "MODE": ["mode-setMode"],
    "LOCK": ["lock-lock"],
    "UNLOCK": ["lock-unlock"],
    "DOOR_OPEN": ["doorControl-open"],
    "DOOR_CLOSE": ["doorControl-close"],
    "V_OPEN": ["valve-open", "switch-on", "operationalState-start"],
    "V_CLOSE": ["valve-close", "switch-off", "operationalState-stop"],
    "V_LEVEL": ["level-setLevel"],
    "START": ["operationalState-start", "switch-on"],
    "FEED": ["feederOperatingState-startFeeding", "feederPortion-setPortion"],
    "CHIME": ["chime-chime"],
    "ALARM_OFF": ["alarm-off", "chime-off", "switch-off"],
}


def expand(caps: str, devs):
    if caps.strip() == "*":
        return ["*"]
    wanted = []
    for tok in caps.split():
        for c in INTENTS.get(tok, [tok]):
            if c not in wanted:
                wanted.append(c)
    have = set().union(*(DEV[k]["cmds"] for k in devs)) if devs else set()
    if devs:
        kept = [c for c in wanted if c in have]
    else:
        kept = [c for c in wanted if any(c in d["cmds"] for d in DEV.values())]
    return kept


def keys(devs: str):
    out = devs.split()
    for k in out:
        assert k in DEV, k
    return out


class Entry:
    def __init__(self, mode, devs, caps, scope=None):
        self.mode, self.devs, self.caps, self.scope = mode, devs, caps, scope


def O(devs: str, caps: str) -> Entry:
    """mode one: any of these devices with any of these commands."""
    ks = keys(devs)
    return Entry("one", ks, expand(caps, ks))


def K(devs: str = "", caps: str = "") -> Entry:
    """mode clarify: the engine must ask; devices/commands are the candidates it should offer."""
    ks = keys(devs)
    return Entry("clarify", ks, expand(caps, ks) if caps else [])


def N() -> Entry:
    """mode none (project extension): not a request to the home."""
    return Entry("none", [], [])


def in_scope(fam_name="any", rooms=(), floors=(), xrooms=(), xdevs=(), devs=None):
    if devs is not None:
        pool = keys(devs)
    else:
        pool = [k for k in DEV if FAMILIES[fam_name](k)]
        if rooms or floors:
            pool = [k for k in pool if DEV[k]["room"] in rooms or (DEV[k]["floor"] is not None and DEV[k]["floor"] in floors)]
    pool = [k for k in pool if DEV[k]["room"] not in xrooms and k not in xdevs]
    return pool


def A(caps: str, fam_name="any", rooms="", floors="", xrooms="", xdevs="", devs=None, n=None) -> Entry:
    """mode all: the exact set of in-scope devices of a family (or an explicit list)."""
    scope = dict(fam_name=fam_name, rooms=tuple(rooms.split()), floors=tuple(floors.split()),
                 xrooms=tuple(xrooms.split()), xdevs=tuple(xdevs.split()), devs=devs)
    ks = in_scope(**scope)
    assert ks, scope
    if n is not None:
        assert len(ks) == n, (scope, len(ks), ks)
    return Entry("all", ks, expand(caps, ks), scope)


CASES = []


def C(query: str, entries, tags: str, h=None):
    if isinstance(entries, Entry):
        entries = [entries]
    CASES.append((query, entries, tags.split(), h))


# =========================================================================== cases
# --- a device by its own label --------------------------------------------------------------
C("打开星空顶", O("star", "ON"), "name nickname")
C("把Living Room Lamp打开", O("lvlamp", "ON"), "name english")
C("turn off the living room lamp", O("lvlamp", "OFF"), "name english")
C("德施曼锁一下", O("lock", "LOCK"), "name brand")
C("把戴森打开", O("dyson", "FAN_ON"), "name brand")
C("群晖断电", O("nas", "OFF"), "name brand")
C("小太阳开开", O("sun", "ON"), "name nickname dialect")
C("按摩椅打开", O("massage", "ON"), "name")
C("恐龙灯关了", O("dino", "OFF"), "name nickname")
C("星星灯亮起来", O("ddstars", "ON"), "name label_not_type")
C("楼梯灯开一下", O("stair", "ON"), "name no_room")
C("xiaomi plug关掉", O("miplug", "OFF"), "name no_room english")
C("小米插座打开", O("miplug", "ON"), "name no_room brand")
C("taideng关一下", O("taideng", "OFF"), "name pinyin")
C("JBL暂停", O("jbl", "PAUSE"), "name brand")
C("Yeelight调亮一点", O("yee", "DIM"), "name brand dim")
C("挂机关掉", O("nnac", "OFF"), "name label_not_type")
C("柜机打开", O("gymac", "ON"), "name label_not_type")
C("科沃斯开始扫地", O("robot", "VAC_START"), "name no_room brand vacuum")
C("新风开一下", O("fresh", "ON"), "name")
C("热水器打开", O("heater", "FH_ON"), "name appliance")
C("总水阀关掉", O("mainvalve", "V_CLOSE"), "name appliance")
C("循环泵开一下", O("pumprc", "ON"), "name")
C("庭院灯打开", O("yardl", "ON"), "name")
C("草坪灯关了", O("lawn", "OFF"), "name")
C("狗粮机喂一下", O("feeder", "FEED"), "name appliance")
C("Bose音箱暂停一下", O("bose", "PAUSE"), "name brand")
C("功放关了", O("amp", "OFF"), "name")
C("幕布升上去", O("screen", "SH_EITHER"), "name")
C("爱普生投影打开", O("epson", "ON"), "name brand label_not_type")
C("酒柜断电", O("wine", "OFF"), "name label_not_type")
C("煮茶炉开一下", O("teapot", "ON"), "name label_not_type")
C("方太烟机开大风", O("hood", "FAN_SPEED"), "name brand fan")
C("毛巾架打开", O("towel", "ON"), "name label_not_type")
C("洗碗机启动", O("dishw", "START"), "name appliance")
C("电瓶车充电打开", O("ebike", "ON"), "name label_not_type")
C("遮阳篷收起来", O("awning", "SH_EITHER"), "name asr")
C("滴灌开一下", O("drip", "V_OPEN"), "name appliance")
C("门铃响一下", O("bell", "CHIME"), "name appliance")
C("燃气报警器静音", O("gasdet", "MUTE"), "name mute")
C("客厅灯带关掉", O("lvstrip", "OFF"), "name")
C("沙发壁灯开一下", O("sconce", "ON"), "name label_not_type")
C("餐边柜灯关了", O("dnside", "OFF"), "name label_not_type")
C("厨房灯关一下", O("ktl", "OFF"), "name")
C("台面灯打开", O("ktcounter", "ON"), "name label_not_type")
C("护眼台灯关了", O("ddlamp", "OFF"), "name")
C("右床头灯关一下", O("mbedr", "OFF"), "name")
C("遮光帘拉开", O("mblack", "SH_OPEN"), "name shade")
C("小米净化器打开", O("mpur", "FAN_ON"), "name brand")
C("奥普浴霸关了", O("mbheat", "OFF"), "name brand")
C("客厅空调关掉", O("lvac", "OFF"), "name")
C("影音室空调打开", O("tac", "ON"), "name")
C("主卧地暖关一下", O("mfh", "FH_OFF"), "name")
C("露台氛围灯打开", O("tramb", "ON"), "name")
C("循环泵帮我关了", O("pumprc", "OFF"), "name")

# --- room + name: the same label in several rooms, told apart by the room ---------------------
C("奶奶房的吸顶灯打开", O("gmceil", "ON"), "room_name same_name")
C("Bedroom的吸顶灯关掉", O("nnceil", "OFF"), "room_name same_name english")
C("书房的顶灯开一下", O("stceil", "ON"), "room_name same_name")
C("朵朵房间顶灯关了", O("ddceil", "OFF"), "room_name same_name")
C("主卧的主灯调亮点", O("mmain", "DIM"), "room_name same_name dim")
C("健身房主灯打开", O("gymmain", "ON"), "room_name same_name")
C("主卫的镜前灯打开", O("mbmirror", "ON"), "room_name same_name")
C("次卫镜前灯关掉", O("b2mirror", "OFF"), "room_name same_name")
C("奶奶房的空调打开", O("gmac", "ON"), "room_name same_name")
C("书房空调关了", O("stac", "OFF"), "room_name same_name")
C("朵朵房的空调开一下", O("ddac", "ON"), "room_name same_name")
C("小宇房间空调关掉", O("xyac", "OFF"), "room_name same_name")
C("客厅地暖开一下", O("lvfh", "FH_ON"), "room_name same_name")
C("奶奶房地暖关了", O("gmfh", "FH_OFF"), "room_name same_name")
C("主卧加湿器打开", O("mhum", "ON"), "room_name same_name")
C("小宇房里的加湿器关掉", O("xyhum", "OFF"), "room_name same_name")
C("奶奶房窗帘拉开", O("gmcurt", "SH_OPEN"), "room_name same_name shade")
C("朵朵房的窗帘拉上", O("ddcurt", "SH_CLOSE"), "room_name same_name shade")
C("主卧纱帘拉上", O("msheer", "SH_CLOSE"), "room_name same_name shade")
C("老人房的电视打开", O("gmtv", "ON"), "room_name alias")
C("次卫浴霸打开", O("b2heat", "ON"), "room_name")
C("主卫的浴霸开一下", O("mbheat", "ON AC_HEAT"), "room_name")
C("二楼书房的空调开制冷", O("stac", "AC_COOL"), "room_name ac_mode")

# --- room + type, where the label does not say the type -------------------------------------
C("健身房的空调开一下", O("gymac", "ON"), "room_type label_not_type")
C("Bedroom的空调关掉", O("nnac", "OFF"), "room_type label_not_type english")
C("主卧空调打开", O("mac", "ON"), "room_type label_not_type")
C("客厅的电视关掉", O("lvtv", "OFF"), "room_type label_not_type")
C("客厅音箱放首歌", O("bose", "PLAY"), "room_type")
C("健身房音箱声音小一点", O("jbl", "VOL_DOWN"), "room_type volume label_not_type")
C("朵朵房的音箱暂停", O("xiaoai", "PAUSE"), "room_type")
C("客厅净化器打开", O("dyson", "FAN_ON"), "room_type label_not_type")
C("主卧的净化器调到睡眠模式", O("mpur", "PURIFIER_MODE"), "room_type fan")
C("玄关的门锁锁上", O("lock", "LOCK"), "room_type label_not_type")
C("厨房的油烟机打开", O("hood", "FAN_ON"), "room_type label_not_type")
C("健身房风扇开大点", O("gymfan", "FAN_SPEED"), "room_type fan label_not_type")
C("餐厅风扇关掉", O("dnfan", "FAN_OFF"), "room_type fan")
C("影音室的空调关了", O("tac", "OFF"), "room_type")
C("书房的窗帘拉上", O("stblind", "SH_CLOSE"), "room_type shade label_not_type")
C("健身房窗帘放下来", O("gymroll", "SH_CLOSE"), "room_type shade label_not_type")
C("露台的水阀打开", O("flowvalve", "V_OPEN"), "room_type")
C("车库的灯打开", O("glight", "ON"), "room_type alias")
C("洗衣房的灯关了", O("lal", "OFF"), "room_type")
C("储藏室的灯打开", O("stl", "ON"), "room_type")
C("茶室的除湿机打开", O("dehum1", "ON"), "room_type")
C("洗衣房除湿机开一下", O("dehum2", "ON"), "room_type label_not_type")
C("客卫的排风扇打开", O("gbfan", "ON"), "room_type")
C("次卫排气扇关掉", O("b2fan", "OFF"), "room_type")
C("书房的插座关了", O("nas", "OFF"), "room_type label_not_type")
C("厨房收音机声音小一点", O("radio", "VOL_DOWN"), "name label_other_room volume")
C("奶奶房的收音机关小一点", O("radio", "VOL_DOWN"), "room_type label_other_room volume")
C("Bedroom的电暖器关掉", O("eheater", "OFF"), "room_type label_other_room english")
C("主卧电暖器打开", O("eheater", "ON"), "name label_other_room")
C("朵朵房的台灯调暗点", O("ddlamp", "DIM"), "room_type dim")
C("奶奶房的床头灯打开", O("gmbed", "ON"), "room_type")
C("主卧左边那个床头灯关了", O("mbedl", "OFF"), "room_name")
C("前院喷灌打开", O("sprink", "V_OPEN"), "name appliance")
C("打开书房台灯", O("yee", "ON"), "room_type brand label_not_type")
C("小宇房间的窗帘拉开", O("xycurt", "SH_OPEN"), "room_type shade")
C("健身房跑步机打开", O("tread", "ON"), "room_type asr label_not_type")
C("客厅那个鱼缸的泵关一下", O("fishpump", "*"), "room_type missing_spec")
C("厨房的微波炉停一下", O("micro", "*"), "room_type missing_spec")
C("车库的摄像头看一下", O("gcam", "*"), "room_type state")

# --- bare room core and common aliases ---------------------------------------------------------
C("书房灯开一下", O(fam("light", "study"), "ON"), "room_core")
C("健身房灯开一下", O(fam("light", "gym"), "ON"), "room_core")
C("老人房的灯关了", O(fam("light", "gran"), "OFF"), "room_core alias")
C("露台的灯打开", O(fam("light", "terrace"), "ON"), "room_core")
C("车库的门打开", O("gdoor", "DOOR_OPEN"), "room_core alias label_not_type")
C("茶室射灯一打开", O("sp1", "ON"), "room_core series")
C("楼顶的花浇一下水", O("flowvalve drip", "V_OPEN"), "alias need")
C("一楼卫生间的灯打开", O("gbl", "ON"), "alias floor")
C("客卫灯打开", O("gbl", "ON"), "room_core")
C("老人房空调给我开开", O("gmac", "ON"), "alias dialect")
C("奶奶房间的电视关了", O("gmtv", "OFF"), "alias")
C("玄关的鞋柜灯打开", O("shoe", "ON"), "room_core asr")
C("洗衣间的洗衣机开始洗", O("washer", "START"), "alias appliance")
C("储物间灯关掉", O("stl", "OFF"), "name")
C("影音室筒灯4打开", O("dl4", "ON"), "room_core series")
C("厨房的灯打开", O(fam("light", "kitchen"), "ON"), "room_core")
C("客厅开个灯", O(fam("light", "living"), "ON"), "room_core")
C("地下室的空调开一下", O("tac", "ON"), "alias floor")
C("院子里的喷灌关了", O("sprink", "V_CLOSE"), "alias")

# --- ambiguous aliases: ask -------------------------------------------------------------------
C("卧室空调打开", K("mac gmac nnac ddac xyac", "ON"), "alias_ambiguous clarify")
C("卫生间的灯打开", K("gbl mbmirror b2mirror", "ON"), "alias_ambiguous clarify")
C("孩子房间的灯关了", K(fam("light", "duo", "yu"), "OFF"), "alias_ambiguous clarify")
C("儿童房空调开一下", K("ddac xyac", "ON"), "alias_ambiguous clarify")
C("二楼卫生间的灯打开", K("mbmirror b2mirror", "ON"), "alias_ambiguous clarify floor")
C("卧室的窗帘拉上", K("mblack msheer gmcurt ddcurt xycurt", "SH_CLOSE"), "alias_ambiguous clarify")
C("洗手间排气扇打开", K("gbfan b2fan", "ON"), "alias_ambiguous clarify")
C("小孩房间太热了", K("ddac xyac", "ON AC_COOL SP_COOL"), "alias_ambiguous clarify need")
C("卧室的灯关一下", K(fam("light", "master", "gran", "duo", "yu", "nanny"), "OFF"), "alias_ambiguous clarify")

# --- floors ----------------------------------------------------------------------------------
C("负一楼的空调打开", O("tac", "ON"), "floor")
C("二楼的净化器打开", O("mpur", "FAN_ON"), "floor")
C("三楼的音箱放首歌", O("jbl", "PLAY"), "floor")
C("一楼的电视打开", K("lvtv gmtv", "ON"), "floor clarify same_name")
C("二楼的主灯关掉", O("mmain", "OFF"), "floor same_name")
C("三楼的主灯打开", O("gymmain", "ON"), "floor same_name")
C("一楼的吸顶灯打开", O("gmceil", "ON"), "floor same_name")
C("二楼的加湿器打开", O("mhum", "ON"), "floor same_name")
C("三楼加湿器关了", O("xyhum", "OFF"), "floor same_name")
C("一楼地暖开一下", K("lvfh gmfh", "FH_ON"), "floor clarify same_name")
C("二楼地暖关掉", O("mfh", "FH_OFF"), "floor")
C("负一楼的灯全部关掉", A("OFF", "light", floors="B1", n=13), "floor bulk")
C("二楼的灯都关了", A("OFF", "light", floors="2", n=10), "floor bulk")
C("二楼的空调全部打开", A("ON", "ac", floors="2", n=3), "floor bulk label_not_type")
C("三楼的窗帘都拉开", A("SH_OPEN", "blind", floors="3", n=2), "floor bulk label_not_type")
C("一楼和二楼的窗帘全部拉上", A("SH_CLOSE", "blind", floors="1 2", n=7), "floor bulk")
C("地下室的除湿机都开了", A("ON", "dehumidifier", floors="B1", n=2), "floor bulk alias label_not_type")
C("1楼所有空调关掉", A("OFF", "ac", floors="1", n=2), "floor bulk")
C("2F的顶灯都打开", A("ON", devs="stceil ddceil"), "floor bulk same_name")
C("一楼的灯全部打开", A("ON", "light", floors="1", n=14), "floor bulk")
C("B1的灯都关了", A("OFF", "light", floors="B1", n=13), "floor bulk")
C("地下室的灯全关了", A("OFF", "light", floors="B1", n=13), "floor bulk alias")
C("二楼的窗帘全部拉开一半", A("SH_LEVEL", "blind", floors="2", n=4), "floor bulk shade")
C("三楼的音箱声音小一点", O("jbl", "VOL_DOWN"), "floor volume")
C("负一楼的灯泡全给我熄掉", A("OFF", "light", floors="B1", n=13), "floor bulk dialect")

# --- 楼上/楼下: more than two floors, no context -> ask ----------------------------------------
C("楼上的灯都关了", K(), "updown clarify")
C("楼下空调关一下", K(), "updown clarify")
C("把楼上的窗帘拉上", K(), "updown clarify")
C("楼下的电视关掉", K(), "updown clarify")
C("楼上那个加湿器开一下", K("mhum xyhum", "ON"), "updown clarify")
C("楼下的灯全打开", K(), "updown clarify")

# --- exclusion -------------------------------------------------------------------------------
C("除了奶奶房，一楼的灯都关掉", A("OFF", "light", floors="1", xrooms="gran", n=11), "exclusion floor bulk")
C("除了主卧，二楼的灯全关", A("OFF", "light", floors="2", xrooms="master", n=7), "exclusion floor bulk")
C("负一楼的灯都关了，影音室的别动", A("OFF", "light", floors="B1", xrooms="theatre", n=6), "exclusion floor bulk")
C("所有窗帘都拉开，奶奶房的不要", A("SH_OPEN", "blind", xrooms="gran", n=8), "exclusion bulk")
C("除了书房，家里空调全关", A("OFF", "ac", xrooms="study", n=8), "exclusion bulk label_not_type")
C("把所有的灯都关掉，楼梯灯留着", A("OFF", "light", xdevs="stair", n=47), "exclusion bulk")
C("除了客厅，一楼的窗帘全拉上", A("SH_CLOSE", "blind", floors="1", xrooms="living", n=1), "exclusion floor bulk")
C("二楼除了朵朵房间，空调都关了", A("OFF", "ac", floors="2", xrooms="duo", n=2), "exclusion floor bulk")
C("除开厨房，一楼的灯都熄掉", A("OFF", "light", floors="1", xrooms="kitchen", n=12), "exclusion floor bulk dialect")
C("三楼的窗帘除了健身房都拉上", A("SH_CLOSE", "blind", floors="3", xrooms="gym", n=1), "exclusion floor bulk")
C("奶奶要睡了，她房间的灯全部关掉吧，夜灯留着", A("OFF", "light", rooms="gran", xdevs="gmnight", n=2), "exclusion bulk rambling")
C("除了阁楼，所有灯都关", K(), "exclusion safety clarify")
C("筒灯都关了，除了筒灯1", A("OFF", devs="dl2 dl3 dl4 dl5 dl6"), "exclusion series bulk")
C("地暖都关了，客厅的留着", A("FH_OFF", "floorheat", xrooms="living", n=2), "exclusion bulk")
C("除了小宇房间，别的加湿器都关了", A("OFF", "humidifier", xrooms="yu", n=1), "exclusion bulk")

# --- bulk, exact sets ------------------------------------------------------------------------
C("全家所有的灯都关掉", A("OFF", "light", n=48), "bulk label_not_type")
C("所有窗帘拉上", A("SH_CLOSE", "blind", n=9), "bulk label_not_type")
C("所有空调都关了", A("OFF", "ac", n=9), "bulk label_not_type")
C("地暖全部关掉", A("FH_OFF", "floorheat", n=3), "bulk")
C("两个加湿器都打开", A("ON", "humidifier", n=2), "bulk same_name")
C("净化器全部开自动", A("PURIFIER_MODE", "purifier", n=2), "bulk fan")
C("所有电视关掉", A("OFF", "tv", n=2), "bulk")
C("客厅的灯全关", A("OFF", "light", rooms="living", n=4), "bulk room_type label_not_type")
C("主卧的灯全部打开", A("ON", "light", rooms="master", n=3), "bulk room_type")
C("露台的灯都打开", A("ON", "light", rooms="terrace", n=2), "bulk room_type label_not_type")
C("茶室的灯全开", A("ON", "light", rooms="tea", n=3), "bulk room_type")
C("影音室的灯全部调到20%", A("LEVEL", "light", rooms="theatre", n=7), "bulk dim")
C("筒灯全部打开", A("ON", devs="dl1 dl2 dl3 dl4 dl5 dl6"), "bulk series")
C("筒灯都调到50%", A("LEVEL", devs="dl1 dl2 dl3 dl4 dl5 dl6"), "bulk series dim")
C("射灯都关掉", A("OFF", devs="sp1 sp2"), "bulk series")
C("所有床头灯关掉", A("OFF", devs="gmbed mbedl mbedr"), "bulk same_name")
C("两个镜前灯都关了", A("OFF", devs="mbmirror b2mirror"), "bulk same_name")
C("客厅灯带和露台氛围灯都调成紫色", A("COLOR", devs="lvstrip tramb"), "bulk color")
C("全部窗帘打开一半", A("SH_LEVEL", "blind", n=9), "bulk shade")
C("茶室插座全部关掉", A("OFF", "plug", rooms="tea", n=3), "bulk room_type label_not_type")
C("家里的除湿机全开", A("ON", "dehumidifier", n=2), "bulk label_not_type")
C("两个吸顶灯都打开", A("ON", devs="gmceil nnceil"), "bulk same_name")
C("空调全部调到26度", A("SP_ANY", "ac", n=9), "bulk setpoint")
C("朵朵房间的灯全部关掉", A("OFF", "light", rooms="duo", n=3), "bulk room_type label_not_type")
C("小宇房间灯全开", A("ON", "light", rooms="yu", n=2), "bulk room_type")
C("健身房的灯都打开", A("ON", "light", rooms="gym", n=2), "bulk room_type")
C("所有窗帘停下来", A("SH_PAUSE", "blind", n=9), "bulk shade")
C("三个地暖都开起来", A("FH_ON", "floorheat", n=3), "bulk")
C("院子里的灯全打开", A("ON", "light", rooms="yard", n=2), "bulk alias label_not_type")
C("所有空调都打开", A("ON", "ac", n=9), "bulk label_not_type")
C("主卧的窗帘都拉上", A("SH_CLOSE", "blind", rooms="master", n=2), "bulk room_type")
C("客厅的窗帘和纱帘都拉开", A("SH_OPEN", devs="lvcurt lvsheer"), "bulk")
C("把家里的灯统统打开", A("ON", "light", n=48), "bulk")
C("所有空调都调成制冷", A("AC_COOL", "ac", n=9), "bulk ac_mode")
C("两个净化器都关了", A("FAN_OFF", "purifier", n=2), "bulk")

# --- indexed series --------------------------------------------------------------------------
C("筒灯3关掉", O("dl3", "OFF"), "series")
C("筒灯三打开", O("dl3", "ON"), "series")
C("3号筒灯调暗一点", O("dl3", "DIM"), "series dim")
C("第三个筒灯关了", O("dl3", "OFF"), "series")
C("筒灯5开一下", O("dl5", "ON"), "series")
C("五号筒灯调到40", O("dl5", "LEVEL"), "series dim")
C("把第一个筒灯打开", O("dl1", "ON"), "series")
C("筒灯六关掉", O("dl6", "OFF"), "series")
C("筒灯二和筒灯四关了", A("OFF", devs="dl2 dl4"), "series bulk")
C("1到3号筒灯打开", A("ON", devs="dl1 dl2 dl3"), "series bulk")
C("打开筒灯", K("dl1 dl2 dl3 dl4 dl5 dl6", "ON"), "series clarify")
C("筒灯调亮一点", K("dl1 dl2 dl3 dl4 dl5 dl6", "DIM"), "series clarify")
C("射灯1打开", O("sp1", "ON"), "series")
C("2号射灯关掉", O("sp2", "OFF"), "series")
C("射灯二色温调冷一点", O("sp2", "CT"), "series color_temp")
C("射灯一调到最亮", O("sp1", "LEVEL"), "series dim")
C("射灯三打开", K("sp1 sp2", "ON"), "series clarify safety")
C("筒灯7关掉", K("dl1 dl2 dl3 dl4 dl5 dl6", "OFF"), "series clarify safety")
C("第二个射灯关一下", O("sp2", "OFF"), "series")
C("桶灯5关了", O("dl5", "OFF"), "series asr")
C("筒灯散关掉", O("dl3", "OFF"), "series asr")
C("四号筒灯亮度调到百分之七十", O("dl4", "LEVEL"), "series dim")
C("第六个筒灯打开", O("dl6", "ON"), "series")
C("射灯一射灯二都打开", A("ON", devs="sp1 sp2"), "series bulk")
C("影音室的筒灯全关", A("OFF", devs="dl1 dl2 dl3 dl4 dl5 dl6"), "series bulk room_core")
C("筒灯2亮一点", O("dl2", "DIM"), "series dim")

# --- capabilities: AC and thermostat modes -----------------------------------------------------
C("客厅空调开制冷", O("lvac", "AC_COOL"), "ac_mode")
C("格力空调调成除湿", O("mac", "AC_MODE"), "ac_mode brand")
C("书房空调制热", O("stac", "AC_HEAT"), "ac_mode same_name")
C("影音室空调换成自动模式", O("tac", "AC_AUTO"), "ac_mode")
C("挂机开送风", O("nnac", "AC_MODE"), "ac_mode label_not_type")
C("朵朵房空调开睡眠风", O("ddac", "WIND"), "ac_mode")
C("柜机开自然风", O("gymac", "WIND"), "ac_mode label_not_type")
C("主卧空调制冷", O("mac", "AC_COOL"), "ac_mode")
C("奶奶房空调开制热", O("gmac", "AC_HEAT"), "ac_mode")
C("小宇房间空调调成除湿模式", O("xyac", "AC_MODE"), "ac_mode")
C("地暖调成节能模式，客厅那个", O("lvfh", "AC_MODE"), "ac_mode")
C("热水器开节能模式", O("heater", "AC_MODE MODE"), "ac_mode appliance")

# --- setpoints --------------------------------------------------------------------------------
C("书房空调调到26度", O("stac", "SP_ANY"), "setpoint")
C("主卧空调温度调到25", O("mac", "SP_ANY"), "setpoint")
C("朵朵房空调高一度", O("ddac", "SP_ANY"), "setpoint")
C("客厅地暖调到20度", O("lvfh", "SP_HEAT"), "setpoint")
C("主卧地暖调到二十二度", O("mfh", "SP_HEAT"), "setpoint")
C("热水器调到50度", O("heater", "SP_HEAT"), "setpoint appliance")
C("奥普浴霸温度调到30", O("mbheat", "SP_HEAT"), "setpoint brand")
C("烘干机温度设成60度", O("dryer", "temperatureSetpoint-setTemperatureSetpoint"), "setpoint appliance")
C("影音室空调冷一点", O("tac", "SP_ANY AC_COOL"), "setpoint")
C("挂机温度调低两度", O("nnac", "SP_ANY"), "setpoint label_not_type")
C("客厅空调制冷二十五度", [O("lvac", "AC_COOL"), O("lvac", "SP_COOL")], "setpoint two_actions")
C("奶奶房地暖温度调高点", O("gmfh", "SP_HEAT"), "setpoint")

# --- fan speed, oscillation -------------------------------------------------------------------
C("落地扇风大一点", O("gymfan", "FAN_SPEED"), "fan")
C("落地扇调到最小档", O("gymfan", "FAN_SPEED"), "fan")
C("餐厅吊扇调到三档", O("dnfan", "fanSpeed-setFanSpeed"), "fan")
C("客厅空调风速调低", O("lvac", "FAN_SPEED"), "fan")
C("新风开到高档", O("fresh", "FAN_SPEED"), "fan")
C("烟机风小一点", O("hood", "FAN_SPEED"), "fan")
C("戴森风量调到50%", O("dyson", "FAN_SPEED"), "fan brand")
C("书房空调风大一点", O("stac", "FAN_SPEED"), "fan")
C("落地扇关了", O("gymfan", "FAN_OFF"), "fan")
C("落地扇摇头", O("gymfan", "OSC"), "oscillation")
C("戴森别摇头了", O("dyson", "OSC"), "oscillation brand")
C("奥普浴霸摆风打开", O("mbheat", "OSC"), "oscillation brand")
C("落地扇左右摇头", O("gymfan", "OSC"), "oscillation")
C("客厅净化器开睡眠风", O("dyson", "WIND PURIFIER_MODE"), "fan")

# --- TV, receiver input -----------------------------------------------------------------------
C("奶奶房电视换到5台", O("gmtv", "CH_NUM"), "tv")
C("海信电视下一个台", O("lvtv", "CH_NEXT"), "tv brand")
C("客厅电视换到12台", O("lvtv", "CH_NUM"), "tv")
C("老人房电视上一个台", O("gmtv", "CH_PREV"), "tv alias")
C("客厅电视暂停一下", O("lvtv", "PAUSE"), "tv")
C("电视换台", K("lvtv gmtv", "CH_NEXT"), "tv clarify same_name")
C("客厅电视按一下返回", O("lvtv", "CH_NUM"), "tv")
C("功放切到HDMI2", O("amp", "INPUT"), "input")
C("功放换成蓝牙输入", O("amp", "INPUT"), "input")
C("影音室功放切到光纤", O("amp", "INPUT"), "input")

# --- volume and mute (polarity) ---------------------------------------------------------------
C("Bose音箱大声点", O("bose", "VOL_UP"), "volume brand")
C("JBL音量调到30", O("jbl", "VOL_SET"), "volume brand")
C("小爱音箱小声点", O("xiaoai", "VOL_DOWN"), "volume brand")
C("功放声音开大", O("amp", "VOL_UP"), "volume")
C("收音机声音调到一半", O("radio", "VOL_SET"), "volume label_other_room")
C("博士音箱音量加大", O("bose", "VOL_UP"), "volume asr brand")
C("功放静音", O("amp", "MUTE"), "mute")
C("Bose取消静音", O("bose", "UNMUTE"), "mute brand")
C("小爱音箱别静音了", O("xiaoai", "UNMUTE"), "mute")
C("JBL先静音一下", O("jbl", "MUTE"), "mute brand")
C("收音机把声音打开", O("radio", "UNMUTE"), "mute")
C("燃气报警器别叫了", O("gasdet", "MUTE"), "mute")
C("功放的静音关掉", O("amp", "UNMUTE"), "mute")
C("把客厅音箱静音", O("bose", "MUTE"), "mute room_type")

# --- robot vacuum -----------------------------------------------------------------------------
C("扫地机回去充电", O("robot", "VAC_HOME"), "vacuum no_room label_not_type")
C("扫地机器人暂停", O("robot", "VAC_PAUSE"), "vacuum no_room")
C("科沃斯换成拖地模式", O("robot", "MODE"), "vacuum brand")
C("让扫地机扫一下", O("robot", "VAC_START"), "vacuum")
C("可我思回去充电", O("robot", "VAC_HOME"), "vacuum asr")
C("科沃斯回去冲电", O("robot", "VAC_HOME"), "vacuum asr")

# --- covers to a fraction, tilt, pause --------------------------------------------------------
C("客厅窗帘开一半", O("lvcurt", "SH_LEVEL"), "shade")
C("主卧遮光帘拉开三分之一", O("mblack", "SH_LEVEL"), "shade")
C("百叶帘角度调到45度", O("stblind", "TILT"), "shade")
C("卷帘放到一半", O("gymroll", "SH_LEVEL"), "shade")
C("客厅纱帘拉开一点", O("lvsheer", "SH_STEP"), "shade")
C("奶奶房窗帘停一下", O("gmcurt", "SH_PAUSE"), "shade")
C("书房百叶帘叶片调平", O("stblind", "TILT"), "shade")
C("朵朵房窗帘开到30%", O("ddcurt", "SH_LEVEL"), "shade")
C("幕布停", O("screen", "SH_PAUSE"), "shade")
C("小宇房间遮光窗帘关一半", O("xycurt", "SH_LEVEL"), "shade")

# --- dimming, colour, colour temperature ------------------------------------------------------
C("客厅主灯调暗一点", O("lvmain", "DIM"), "dim")
C("护眼台灯亮度调到80", O("ddlamp", "LEVEL"), "dim")
C("星空顶暗一点", O("star", "DIM"), "dim nickname")
C("鞋柜灯调到最暗", O("shoe", "LEVEL"), "dim asr")
C("茶台灯调亮一些", O("teal", "DIM"), "dim label_not_type")
C("奶奶房夜灯调暗点", O("gmnight", "DIM"), "dim")
C("排风扇开到一半", O("gbfan", "LEVEL"), "dim")
C("taideng调到百分之三十", O("taideng", "LEVEL"), "dim pinyin")
C("恐龙灯换成蓝色", O("dino", "COLOR"), "color nickname")
C("客厅灯带调成紫色", O("lvstrip", "COLOR"), "color")
C("Living Room Lamp变成红色", O("lvlamp", "COLOR"), "color english")
C("星空顶换个粉色", O("star", "COLOR"), "color")
C("露台氛围灯调成绿色", O("tramb", "COLOR"), "color")
C("护眼台灯调成暖光", O("ddlamp", "CT"), "color_temp")
C("餐厅吊灯色温调到4000K", O("dnlamp", "CTK"), "color_temp")
C("主卧主灯调成冷白光", O("mmain", "CT"), "color_temp same_name")
C("Yeelight色温调暖一点", O("yee", "CT"), "color_temp brand")
C("射灯一色温4000", O("sp1", "CTK"), "color_temp series")
C("奶奶房床头灯调成暖黄色", O("gmbed", "CT"), "color_temp")

# --- two actions in one request ---------------------------------------------------------------
C("客厅空调开制冷调到24度", [O("lvac", "AC_COOL"), O("lvac", "SP_COOL")], "two_actions ac_mode setpoint")
C("书房空调打开调到26度", [O("stac", "ON"), O("stac", "SP_ANY")], "two_actions setpoint")
C("恐龙灯打开调成蓝色", [O("dino", "ON"), O("dino", "COLOR")], "two_actions color")
C("落地扇打开开摇头", [O("gymfan", "FAN_ON"), O("gymfan", "OSC")], "two_actions oscillation")
C("主卧空调开除湿调到26度", [O("mac", "AC_MODE"), O("mac", "SP_HEAT")], "two_actions ac_mode setpoint")
C("护眼台灯打开亮度调到百分之六十", [O("ddlamp", "ON"), O("ddlamp", "LEVEL")], "two_actions dim")
C("功放打开切到HDMI1", [O("amp", "ON"), O("amp", "INPUT")], "two_actions input")
C("客厅窗帘拉开，纱帘拉上", [O("lvcurt", "SH_OPEN"), O("lvsheer", "SH_CLOSE")], "two_actions shade inherit")
C("打开客厅主灯然后关掉客厅窗帘", [O("lvmain", "ON"), O("lvcurt", "SH_CLOSE")], "two_actions")
C("影音室空调开制热，温度调到22", [O("tac", "AC_HEAT"), O("tac", "SP_HEAT")], "two_actions ac_mode setpoint")
C("星空顶打开，亮度调到一半", [O("star", "ON"), O("star", "LEVEL")], "two_actions dim")

# --- appliances, locks, doors, valves ---------------------------------------------------------
C("洗衣机开始洗", O("washer", "START"), "appliance")
C("洗衣机多漂一次", O("washer", "laundryWasherRinseMode-setRinseMode"), "appliance")
C("洗衣机脱水转速调高", O("washer", "laundryWasherSpinSpeed-setSpinSpeed"), "appliance")
C("烘干机暂停", O("dryer", "operationalState-pause"), "appliance")
C("洗碗机换成强力洗", O("dishw", "MODE"), "appliance")
C("洗碗机水温调高一档", O("dishw", "temperatureLevel-setTemperatureLevel"), "appliance")
C("车库门打开", O("gdoor", "DOOR_OPEN"), "appliance")
C("车库门关上", O("gdoor", "DOOR_CLOSE"), "appliance")
C("德施曼开锁", O("lock", "UNLOCK"), "appliance brand")
C("把大门锁上", O("lock", "LOCK"), "appliance label_not_type")
C("前院喷灌开到30%", O("sprink", "V_LEVEL"), "appliance")
C("浇花水阀开一半", O("flowvalve", "V_LEVEL"), "appliance")
C("狗粮机放两份", O("feeder", "FEED"), "appliance")
C("门铃别响了", O("bell", "ALARM_OFF"), "appliance")
C("滴灌关掉", O("drip", "V_CLOSE"), "appliance")
C("总水阀打开", O("mainvalve", "V_OPEN"), "appliance")
C("奥普浴霸换气", O("mbheat", "AC_MODE fanMode-setFanMode"), "appliance brand")
C("烘干机开始烘", O("dryer", "START"), "appliance")
C("洗衣机停了吧", O("washer", "operationalState-stop operationalState-pause OFF"), "appliance")
C("洗碗机暂停一下", O("dishw", "operationalState-pause"), "appliance")
C("前院喷灌停掉", O("sprink", "V_CLOSE operationalState-pause"), "appliance")
C("酒柜的电量清零", O("wine", "energyMeter-resetEnergyMeter"), "appliance")
C("帮我把garage door打开", O("gdoor", "DOOR_OPEN"), "appliance english")

# --- any, with a count ------------------------------------------------------------------------
C("客厅随便开两盏灯", O(fam("light", "living"), "ON"), "any_count")
C("随便开个灯", O(fam("light"), "ON"), "any_count")
C("影音室随便开两个筒灯", O("dl1 dl2 dl3 dl4 dl5 dl6", "ON"), "any_count series")
C("主卧随便开一盏灯就行", O(fam("light", "master"), "ON"), "any_count")
C("茶室随便开一个射灯", O("sp1 sp2", "ON"), "any_count series")
C("二楼随便开一盏灯就行", O(" ".join(k for k in DEV if is_light(k) and DEV[k]["floor"] == "2"), "ON"), "any_count floor")

# --- soft inheritance across clauses ----------------------------------------------------------
C("打开健身房主灯，再把跑步机打开", [O("gymmain", "ON"), O("tread", "ON")], "inherit asr")
C("书房顶灯打开，再开一下新风", [O("stceil", "ON"), O("fresh", "ON")], "inherit")
C("打开奶奶房的吸顶灯，再把电视打开", [O("gmceil", "ON"), O("gmtv", "ON")], "inherit same_name")
C("客厅窗帘拉开，再把灯带打开", [O("lvcurt", "SH_OPEN"), O("lvstrip", "ON")], "inherit")
C("主卧空调打开，然后把加湿器也开了", [O("mac", "ON"), O("mhum", "ON")], "inherit same_name")
C("书房空调开了，再把净化器打开", [O("stac", "ON"), K("dyson mpur", "FAN_ON")], "inherit clarify")
C("打开小宇房间的大灯和空调", [O("xymain", "ON"), O("xyac", "ON")], "inherit same_name")
C("把朵朵房的窗帘拉上，顶灯也关了", [O("ddcurt", "SH_CLOSE"), O("ddceil", "OFF")], "inherit same_name")
C("打开Yeelight，再把风扇打开", [O("yee", "ON"), K("dnfan gymfan", "FAN_ON")], "inherit clarify")
C("打开书房台灯，再把跑步机打开", [O("yee", "ON"), O("tread", "ON")], "inherit")
C("奶奶房空调关了，地暖打开", [O("gmac", "OFF"), O("gmfh", "FH_ON")], "inherit same_name")
C("主卫灯打开，浴霸也开一下", [O("mbmirror", "ON"), O("mbheat", "ON AC_HEAT")], "inherit")
C("次卫镜前灯开一下，排气扇也打开", [O("b2mirror", "ON"), O("b2fan", "ON")], "inherit same_name")
C("影音室空调开了，幕布放下来", [O("tac", "ON"), O("screen", "SH_EITHER")], "inherit")
C("健身房柜机打开，再把音箱放首歌", [O("gymac", "ON"), O("jbl", "PLAY")], "inherit")
C("朵朵房间空调关掉，再把书房空调打开", [O("ddac", "OFF"), O("stac", "ON")], "inherit same_name")
C("小宇房间的窗帘拉上，加湿器开一下", [O("xycurt", "SH_CLOSE"), O("xyhum", "ON")], "inherit same_name")

# --- stated needs -----------------------------------------------------------------------------
C("客厅太热了", O("lvac", "ON AC_COOL SP_COOL"), "need")
C("奶奶房有点冷", O("gmfh gmac sun", "FH_ON AC_HEAT SP_HEAT ON"), "need")
C("主卫有点潮", O("mbheat", "AC_MODE fanMode-setFanMode"), "need")
C("一楼卫生间有点潮", O("gbfan", "ON LEVEL"), "need alias floor")
C("朵朵房间太亮了", O(fam("light", "duo") + " ddcurt", "OFF DIM SH_CLOSE"), "need")
C("孩子房间太亮了", K(fam("light", "duo", "yu") + " ddcurt xycurt", "OFF DIM SH_CLOSE"), "need clarify alias_ambiguous")
C("健身房音乐太吵了", O("jbl", "VOL_DOWN MUTE PAUSE"), "need")
C("奶奶那个收音机太吵了", O("radio", "VOL_DOWN MUTE"), "need")
C("厨房油烟好大", O("hood", "FAN_ON"), "need")
C("露台的花都快干死了", O("flowvalve drip", "V_OPEN"), "need")
C("狗饿了", O("feeder", "FEED"), "need")
C("车库太黑了", O("glight", "ON"), "need")
C("地下室太潮了", O("dehum1 dehum2", "ON"), "need alias")
C("洗澡水不够热", O("heater", "SP_HEAT FH_ON"), "need")
C("健身房太热了", O("gymac gymfan", "ON AC_COOL SP_COOL FAN_ON"), "need")
C("小宇房间太干了", O("xyhum", "ON"), "need")
C("主卧空气不太好", O("mpur", "FAN_ON"), "need")
C("书房好闷", O("stac fresh", "ON AC_COOL FAN_SPEED"), "need")
C("影音室太亮了看不清", O(fam("light", "theatre"), "OFF DIM"), "need")
C("客厅太晒了", O("lvcurt lvsheer", "SH_CLOSE"), "need")
C("书房有点暗", O(fam("light", "study"), "ON DIM"), "need")
C("Bedroom有点冷", O("nnac eheater", "AC_HEAT SP_HEAT ON"), "need english")
C("客厅有股味道", O("dyson", "FAN_ON"), "need")
C("茶室有点潮", O("dehum1", "ON"), "need")
C("主卧太干了，嗓子疼", O("mhum", "ON"), "need")
C("影音室有点冷", O("tac", "AC_HEAT SP_HEAT"), "need")
C("健身房太吵了，音乐小点声", O("jbl", "VOL_DOWN"), "need volume")

# --- not a request to the home (mode none) ----------------------------------------------------
C("今天合肥外面多少度啊", N(), "none weather")
C("明天要下雨吗", N(), "none weather")
C("讲个笑话听听", N(), "none chitchat")
C("你好啊", N(), "none chitchat")
C("现在几点了", N(), "none chitchat")
C("巢湖离合肥有多远", N(), "none world")
C("李鸿章是哪里人", N(), "none world")
C("帮我订一份外卖", N(), "none world")
C("嗯…那个…啊", N(), "none gibberish")
C("asdfjkl", N(), "none gibberish")
C("谢谢啊", N(), "none chitchat")
C("灯泡是谁发明的", N(), "none world")
C("算了算了，不用了", N(), "none chitchat")
C("别开空调", N(), "none refusal")
C("我今天好累啊", N(), "none chitchat")
C("吃过了吗你", N(), "none chitchat dialect")
C("你港么事啊，我听不懂", N(), "none chitchat dialect")
C("今天星期几", N(), "none chitchat")
C("空调是哪年发明的", N(), "none world")
C("合肥的小龙虾哪家好吃", N(), "none world")
C("我跟你港，这个天真是孬得很", N(), "none weather dialect")
C("小宇今天考试考了一百分", N(), "none chitchat")
C("给我背首唐诗", N(), "none world")
C("窗帘用什么布料比较好", N(), "none world")
C("哈哈哈哈哈", N(), "none gibberish")
C("1加1等于几", N(), "none world")
C("不用开灯，我看得见", N(), "none refusal")
C("滴滴滴嘟嘟嘟", N(), "none gibberish")
C("扫地机器人哪个牌子好", N(), "none world")
C("今天空气质量怎么样，合肥", N(), "none weather")

# --- clarification: the same label in several rooms, references without history -------------
C("把顶灯关了", K("stceil ddceil", "OFF"), "clarify same_name")
C("吸顶灯打开", K("gmceil nnceil", "ON"), "clarify same_name")
C("空调开一下", K(fam("ac"), "ON"), "clarify same_name")
C("打开地暖", K(fam("floorheat"), "FH_ON"), "clarify same_name")
C("主灯关了", K("mmain gymmain lvmain", "OFF"), "clarify same_name")
C("镜前灯打开", K("mbmirror b2mirror", "ON"), "clarify same_name")
C("电视打开", K("lvtv gmtv", "ON"), "clarify same_name")
C("窗帘拉上", K(fam("blind"), "SH_CLOSE"), "clarify same_name")
C("把它关了", K(), "clarify reference")
C("关掉", K(), "clarify reference")
C("那个调亮一点", K(), "clarify reference")
C("加湿器打开", K("mhum xyhum", "ON"), "clarify same_name")
C("浴霸打开", K("mbheat b2heat", "ON"), "clarify same_name")
C("纱帘拉上", K("lvsheer msheer", "SH_CLOSE"), "clarify same_name")
C("把床头灯关了", K("gmbed mbedl mbedr", "OFF"), "clarify same_name")
C("净化器打开", K("dyson mpur", "FAN_ON"), "clarify")
C("除湿机打开", K("dehum1 dehum2", "ON"), "clarify label_not_type")
C("音箱放首歌", K("bose jbl xiaoai amp", "PLAY"), "clarify")
C("把灯打开", K(), "clarify")
C("风扇打开", K("dnfan gymfan", "FAN_ON"), "clarify")
C("把那个关了", K(), "clarify reference")
C("温度调到26度", K(), "clarify reference")
C("它的声音大一点", K(), "clarify reference")
C("空跳开一下", K(fam("ac"), "ON"), "clarify asr")
C("顶灯调暗一点", K("stceil ddceil", "DIM"), "clarify same_name dim")
C("给空调开开", K(fam("ac"), "ON"), "clarify dialect")

# --- multi-turn: history ----------------------------------------------------------------------
C("调到26度", O("lvac", "SP_ANY"), "history setpoint", h=["打开客厅空调"])
C("书房的", O("stceil", "OFF"), "history same_name", h=["把顶灯关了"])
C("声音小一点", O("bose", "VOL_DOWN"), "history volume", h=["打开Bose音箱"])
C("算了，还是拉上吧", O("lvcurt", "SH_CLOSE"), "history shade", h=["客厅窗帘拉开"])
C("奶奶房那个", O("gmfh", "FH_ON"), "history same_name", h=["打开地暖"])
C("全部", A("ON", "ac", n=9), "history bulk", h=["空调开一下"])
C("筒灯4也关了", O("dl4", "OFF"), "history series", h=["关掉筒灯3"])
C("让它回去充电", O("robot", "VAC_HOME"), "history vacuum reference", h=["科沃斯开始扫地"])
C("温度调到25", O("ddac", "SP_ANY"), "history setpoint", h=["把朵朵房的空调打开"])
C("换个绿色", O("dino", "COLOR"), "history color", h=["打开恐龙灯"])
C("再暗一点", O("ddlamp", "DIM"), "history dim", h=["打开护眼台灯"])
C("摇头", O("gymfan", "OSC"), "history oscillation", h=["落地扇开一下"])
C("奶奶房的", O("gmceil", "ON"), "history same_name", h=["吸顶灯打开"])
C("两个都开", A("ON", "tv", n=2), "history bulk same_name", h=["电视打开"])
C("关掉它", O("lvstrip", "OFF"), "history reference", h=["打开客厅灯带"])
C("主卧那个", O("mhum", "ON"), "history same_name", h=["加湿器打开"])
C("健身房的", O("gymmain", "OFF"), "history same_name", h=["把主灯关了"])
C("切到HDMI3", O("amp", "INPUT"), "history input", h=["打开功放"])
C("取消静音", O("amp", "UNMUTE"), "history mute", h=["功放静音"])
C("窗帘也拉上", O("ddcurt", "SH_CLOSE"), "history same_name inherit", h=["打开朵朵房的空调"])
C("次卫的", O("b2mirror", "ON"), "history same_name", h=["镜前灯打开"])
C("再低两度", O("lvac", "SP_COOL"), "history setpoint", h=["客厅空调开制冷"])
C("换到3台", O("gmtv", "CH_NUM"), "history tv", h=["打开奶奶房电视"])
C("全部", A("OFF", devs="dl1 dl2 dl3 dl4 dl5 dl6"), "history series bulk", h=["关掉筒灯"])
C("调成蓝色", O("star", "COLOR"), "history color", h=["打开星空顶"])
C("两个都关", A("OFF", "humidifier", n=2), "history bulk same_name", h=["把加湿器关了"])
C("客厅的", O("lvsheer", "SH_CLOSE"), "history same_name", h=["纱帘拉上"])
C("算了，关掉吧", O("mac", "OFF"), "history reference", h=["打开主卧空调"])
C("再大一点", O("gymfan", "FAN_SPEED"), "history fan", h=["打开落地扇", "风大一点"])
C("主卫的", O("mbheat", "ON AC_HEAT"), "history same_name", h=["浴霸打开"])
C("把它调到一半", O("lvcurt", "SH_LEVEL"), "history shade reference", h=["客厅窗帘拉开"])
C("它太吵了，小点声", O("jbl", "VOL_DOWN"), "history reference volume", h=["健身房音箱放首歌"])
C("书房那个", O("stac", "ON"), "history same_name", h=["空调开一下"])
C("二楼的", O("mmain", "OFF"), "history same_name floor", h=["主灯关了"])

# --- safety: a place or member the home lacks never widens the command ------------------------
C("把阁楼的灯关了", K(), "safety clarify")
C("阁楼的灯全关了", K(), "safety clarify bulk")
C("打开四楼的空调", K(), "safety clarify floor")
C("把阳台的窗帘拉上", K(), "safety clarify")
C("打开车库的电视", K(), "safety clarify")
C("把桑拿房的灯打开", K(), "safety clarify")
C("阿姨房间的空调打开", K(), "safety clarify")
C("二楼厨房的灯打开", K(), "safety clarify floor")
C("游泳池的灯全部打开", K(), "safety clarify bulk")
C("四楼的窗帘全部拉上", K(), "safety clarify floor bulk")
C("把书房的电视关了", K(), "safety clarify")
C("客厅的加湿器打开", K("mhum xyhum", "ON"), "safety clarify")

# --- state questions -------------------------------------------------------------------------
C("车库门关好了没", O("gdoor", "*"), "state")
C("客厅现在多少度", O("lvth lvac lvfh", "*"), "state")
C("门口有没有人", O("yardpir yardcam", "*"), "state")
C("花盆里的土干不干", O("soil", "*"), "state")
C("洗衣房有没有漏水", O("leakb1", "*"), "state")
C("家里哪里漏水了", O("leakb1 gbleak", "*"), "state")
C("大门锁好了吗", O("lock doorcs", "*"), "state")
C("看看小宇在房间干嘛", O("xycam", "*"), "state")
C("燃气有没有泄漏", O("gasdet", "*"), "state")
C("露台那边下雨了吗", O("rain", "*"), "state")
C("影音室湿度多少", O("tac", "*"), "state")
C("主卧地暖现在几度", O("mfh", "*"), "state")
C("热水器现在多少度", O("heater", "*"), "state")
C("Garage Cam看一下", O("gcam", "*"), "state english")
C("入户门关了没有", O("doorcs lock", "*"), "state")

# --- profiles missing from the spec: the device is the answer ----------------------------------
C("鱼缸的泵关一下", O("fishpump", "*"), "missing_spec")
C("微波炉停一下", O("micro", "*"), "missing_spec")
C("微波炉加热两分钟", O("micro", "*"), "missing_spec")
C("鱼缸打开", O("fishpump", "*"), "missing_spec")

# --- Hefei speech (合肥话) ---------------------------------------------------------------------
C("给客厅灯开开", O(fam("light", "living"), "ON"), "dialect room_core")
C("把老人房的吸顶灯熄掉", O("gmceil", "OFF"), "dialect alias same_name")
C("小太阳插头拔了", O("sun", "OFF"), "dialect nickname")
C("按摩椅弄一下子", O("massage", "ON"), "dialect")
C("收音机声音搞大一点，听不清", O("radio", "VOL_UP"), "dialect volume")
C("乖乖，热死个人，客厅空调给我开开", O("lvac", "ON"), "dialect")
C("老人房电视给我关掉，港了半天也不听", O("gmtv", "OFF"), "dialect alias")
C("可照把厨房灯开开", O("ktl", "ON"), "dialect")
C("跑步机插头拔掉", O("tread", "OFF"), "dialect asr")
C("热水器搞热一点，洗澡水凉", O("heater", "SP_HEAT"), "dialect need")
C("那个星星灯熄掉，朵朵要困觉了", O("ddstars", "OFF"), "dialect")
C("茶吧机给开开", O("teabar", "ON"), "dialect asr")
C("扫地机给我弄起来扫一下子", O("robot", "VAC_START"), "dialect vacuum")
C("把鞋柜灯熄掉", O("shoe", "OFF"), "dialect asr")
C("二楼的灯全部熄掉", A("OFF", "light", floors="2", n=10), "dialect floor bulk")
C("地暖给我开开，奶奶房的", O("gmfh", "FH_ON"), "dialect same_name")
C("洗衣机搞起来", O("washer", "START"), "dialect appliance")
C("奶奶房夜灯开开", O("gmnight", "ON"), "dialect")
C("老人房的窗帘给我拉开来", O("gmcurt", "SH_OPEN"), "dialect alias")
C("主卧那个电暖器插头拔了，我不用了", O("eheater", "OFF"), "dialect label_other_room")
C("我跟你港，小太阳给我开开，冷死个人", O("sun", "ON"), "dialect need")
C("奶奶房空调温度搞低一点子", O("gmac", "SP_ANY"), "dialect setpoint")
C("电视声音太大了，奶奶房那个收音机给我关小点", O("radio", "VOL_DOWN"), "dialect volume label_other_room")
C("院子的灯都熄掉", A("OFF", "light", rooms="yard", n=2), "dialect bulk alias")
C("车库门给我关上，一下子就好", O("gdoor", "DOOR_CLOSE"), "dialect")

# --- speech-recognition errors in the request --------------------------------------------------
C("奶奶房的吸顶等打开", O("gmceil", "ON"), "asr same_name")
C("客厅空跳开制冷", O("lvac", "AC_COOL"), "asr ac_mode")
C("主卧遮光连拉上", O("mblack", "SH_CLOSE"), "asr shade")
C("代森调到睡眠模式", O("dyson", "PURIFIER_MODE"), "asr brand")
C("德世曼锁上", O("lock", "LOCK"), "asr brand")
C("易来台灯关掉", O("yee", "OFF"), "asr brand")
C("群辉关掉", O("nas", "OFF"), "asr brand")
C("恐龙等变蓝色", O("dino", "COLOR"), "asr color")
C("落地山摇头", O("gymfan", "OSC"), "asr oscillation")
C("博士音箱暂停", O("bose", "PAUSE"), "asr brand")
C("小爱音响大声点", O("xiaoai", "VOL_UP"), "asr volume")
C("护眼抬灯调亮", O("ddlamp", "DIM"), "asr dim")
C("星空定打开", O("star", "ON"), "asr")
C("餐厅掉灯关一下", O("dnlamp", "OFF"), "asr")
C("毛巾驾打开", O("towel", "ON"), "asr")

# --- long, rambling requests -------------------------------------------------------------------
C("那个…我跟你说啊，朵朵作业写到好晚，眼睛都看花了，你帮我把她那个护眼台灯调亮一点吧", O("ddlamp", "DIM"), "rambling dim")
C("哎呀今天开了一天会累死了，回来一看家里乱七八糟的，让扫地机先扫一下吧", O("robot", "VAC_START"), "rambling vacuum")
C("我妈刚打电话说她房间里空调吹得头疼，你把奶奶房的空调关掉吧", O("gmac", "OFF"), "rambling")
C("等一下客人要来，呃，那个客厅的窗帘先拉开，嗯，就这样", O("lvcurt", "SH_OPEN"), "rambling shade")
C("小宇刚睡着，嗯…他房间那个恐龙灯还亮着，帮我关一下", O("dino", "OFF"), "rambling")
C("今天晚上要看电影，影音室的灯全部调到百分之二十吧，不要太亮", A("LEVEL", "light", rooms="theatre", n=7), "rambling bulk dim")
C("刚从健身房出来一身汗，那个健身房的柜机帮我关掉，省点电", O("gymac", "OFF"), "rambling")
C("嗯嗯，就是那个，车库，车库门，帮我关一下，我忘了关了", O("gdoor", "DOOR_CLOSE"), "rambling")
C("狗子一直在叫，估计是饿了，你给它喂点吃的", O("feeder", "FEED"), "rambling need")
C("我跟你港啊，这两天梅雨天，地下室潮得不得了，两个除湿机都给我开开", A("ON", "dehumidifier", floors="B1", n=2), "rambling bulk dialect")
C("那个那个，主卧，主卧的空调，调到26度，对，26", O("mac", "SP_ANY"), "rambling setpoint")
C("哎你帮我看看，露台那个遮阳棚，太阳太大了，放下来吧", O("awning", "SH_EITHER"), "rambling")
C("老公说书房太热了没法干活，呃，你把书房空调开一下，开制冷", [O("stac", "ON"), O("stac", "AC_COOL")], "rambling two_actions")
C("喂喂，能听到吗，能听到的话把楼梯灯打开，我在楼梯上看不见", O("stair", "ON"), "rambling no_room")
C("朵朵练琴呢，嗯，客厅那个音箱先暂停一下，等她练完再说", O("bose", "PAUSE"), "rambling")


# =========================================================================== output and checks
def build_cases():
    lines, counters = [], Counter()
    for query, entries, tags, hist in CASES:
        counters[tags[0]] += 1
        case = OrderedDict()
        case["id"] = f"hefei-{tags[0]}-{counters[tags[0]]:03d}"
        case["home"] = "home.json"
        case["query"] = query
        if hist:
            case["history"] = list(hist)
        case["expect"] = [
            OrderedDict([
                ("devices", [device_id(k) for k in e.devs]),
                ("capabilities", [c if c == "*" else f"main-{c}" for c in e.caps]),
                ("mode", e.mode),
            ])
            for e in entries
        ]
        case["tags"] = tags
        lines.append(json.dumps(case, ensure_ascii=False))
    return lines


def render():
    home = json.dumps(build_home(), ensure_ascii=False, indent=2) + "\n"
    spec = "\n".join(build_spec_lines()) + "\n"
    cases = "\n".join(build_cases()) + "\n"
    return {"home.json": home, "spec.jsonl": spec, "cases.jsonl": cases}


def fail(msg):
    raise SystemExit(f"check failed: {msg}")


def check(files):
    """Validate the three files as FORMATS.md reads them, plus this set's own invariants."""
    home = json.loads(files["home.json"])
    spec = [json.loads(l) for l in files["spec.jsonl"].splitlines() if l.strip()]
    cases = [json.loads(l) for l in files["cases.jsonl"].splitlines() if l.strip()]

    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        fail("duplicate roomId")
    if len({r["name"] for r in home["rooms"]}) != len(home["rooms"]):
        fail("duplicate room name")
    devices = {}
    for it in home["items"]:
        if it["deviceId"] in devices:
            fail(f"duplicate deviceId {it['deviceId']}")
        uuid.UUID(it["deviceId"])
        devices[it["deviceId"]] = it
    if len(devices) < 90:
        fail("fewer than 90 devices")
    spec_by_profile = {}
    for line in spec:
        if set(line) != {"profileId", "capabilities"}:
            fail(f"spec line fields {sorted(line)}")
        if line["profileId"] in spec_by_profile:
            fail(f"duplicate spec line {line['profileId']}")
        ids = [c["id"] for c in line["capabilities"]]
        if len(ids) != len(set(ids)):
            fail(f"duplicate command in {line['profileId']}")
        spec_by_profile[line["profileId"]] = set(ids)

    # every device copies a real profile; every spec command is a real command of it
    pid_to_key = {profile_id(pk): pk for pk in PROFILES}
    used_profiles = set()
    for it in home["items"]:
        pk = pid_to_key.get(it["profile"]["id"])
        if pk is None:
            fail(f"unknown profile on {it['label']}")
        used_profiles.add(it["profile"]["id"])
        p = PROFILES[pk]
        main = [c for c in it["components"] if c["id"] == "main"]
        if len(main) != 1:
            fail(f"{it['label']}: main component")
        main = main[0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            fail(f"{it['label']}: capabilities differ from profile {pk}")
        if [c["name"] for c in main["categories"]] != p["categories"]:
            fail(f"{it['label']}: categories differ from profile {pk}")
        if it["name"] != p["name"]:
            fail(f"{it['label']}: name is not the profile name")
        if "roomId" in it and it["roomId"] not in room_ids and it["label"] != "楼梯灯":
            fail(f"{it['label']}: dangling roomId")
    for line in spec:
        pk = pid_to_key[line["profileId"]]
        p = PROFILES[pk]
        for cmd in line["capabilities"]:
            comp, cap, name = cmd["id"].split("-", 2)
            if comp != "main" or cap not in p["capabilities"] or cap not in CAPS:
                fail(f"{cmd['id']} not on main of {pk}")
            cdef = {c["name"]: c for c in CAPS[cap]["commands"]}
            if name not in cdef:
                fail(f"{cmd['id']} is not a command of {cap}")
            req = [a for a in cdef[name]["arguments"] if not a.get("optional")]
            if req:
                arg = req[0]
                if cmd.get("type") != arg["type"]:
                    fail(f"{pk} {cmd['id']}: type")
                vr = cmd.get("value_range")
                if vr:
                    if "minimum" in arg and vr["min"] < arg["minimum"]:
                        fail(f"{pk} {cmd['id']}: min below definition")
                    if "maximum" in arg and vr["max"] > arg["maximum"]:
                        fail(f"{pk} {cmd['id']}: max above definition")
                if "value_list" in cmd and "enum" in arg:
                    bad = [v["value"] for v in cmd["value_list"] if v["value"] not in arg["enum"]]
                    if bad:
                        fail(f"{pk} {cmd['id']}: values {bad} not in enum")
            elif "type" in cmd:
                fail(f"{pk} {cmd['id']}: type on a command without arguments")
    missing = used_profiles - set(spec_by_profile)
    if {pid_to_key[m] for m in missing} != MISSING_FROM_SPEC:
        fail(f"profiles missing from spec: {sorted(pid_to_key[m] for m in missing)}")
    if set(spec_by_profile) - used_profiles:
        fail("unused spec line")

    def cmds_of(did):
        return spec_by_profile.get(devices[did]["profile"]["id"], set())

    # cases
    if len(cases) < 400:
        fail("fewer than 400 cases")
    seen_ids, seen_q = set(), set()
    key_of = {device_id(k): k for k in DEV}
    for c in cases:
        if not set(c) <= {"id", "home", "query", "expect", "tags", "history"}:
            fail(f"{c.get('id')}: fields {sorted(c)}")
        if c["id"] in seen_ids:
            fail(f"duplicate id {c['id']}")
        seen_ids.add(c["id"])
        qk = (c["query"], tuple(c.get("history", [])))
        if qk in seen_q:
            fail(f"duplicate query {c['query']}")
        seen_q.add(qk)
        if c["home"] != "home.json" or not c["tags"] or not c["expect"]:
            fail(f"{c['id']}: home/tags/expect")
        for e in c["expect"]:
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none"):
                fail(f"{c['id']}: mode {mode}")
            for d in devs:
                if d not in devices:
                    fail(f"{c['id']}: unknown device {d}")
            if len(set(devs)) != len(devs) or len(set(caps)) != len(caps):
                fail(f"{c['id']}: repeated device or command")
            if mode == "none":
                if devs or caps:
                    fail(f"{c['id']}: none lists something")
                continue
            if caps == ["*"]:
                if mode != "one" or not devs:
                    fail(f"{c['id']}: '*' only in mode one with devices")
                continue
            for d in devs:
                if not devices[d]["profile"]["id"] in spec_by_profile:
                    fail(f"{c['id']}: device without spec labelled with commands")
            if mode in ("one", "all") and (not devs or not caps):
                fail(f"{c['id']}: empty {mode} entry")
            for d in devs:
                if caps and not (cmds_of(d) & set(caps)):
                    fail(f"{c['id']}: {devices[d]['label']} supports none of {caps}")
            for cap in caps:
                if devs and not any(cap in cmds_of(d) for d in devs):
                    fail(f"{c['id']}: no listed device supports {cap}")
                if not any(cap in s for s in spec_by_profile.values()):
                    fail(f"{c['id']}: {cap} in no profile")
    # bulk sets are exactly their scope (recomputed from the written scope)
    for (query, entries, tags, hist), c in zip(CASES, cases):
        for e, je in zip(entries, c["expect"]):
            if e.mode == "all":
                want = [device_id(k) for k in in_scope(**e.scope)]
                if sorted(want) != sorted(je["devices"]):
                    fail(f"{c['id']}: bulk set differs from its scope")
                for did in je["devices"]:
                    if not (cmds_of(did) & set(je["capabilities"])):
                        fail(f"{c['id']}: bulk device {key_of[did]} cannot take any listed command")
    # the messiness the README promises
    labels = Counter(it["label"] for it in home["items"])
    for lab, n in (("吸顶灯", 2), ("顶灯", 2), ("主灯", 2), ("镜前灯", 2), ("空调", 4), ("地暖", 2), ("加湿器", 2), ("窗帘", 2)):
        if labels[lab] != n:
            fail(f"expected {n} devices labelled {lab}, found {labels[lab]}")
    no_room = [it["label"] for it in home["items"] if "roomId" not in it or it["roomId"] not in room_ids]
    if sorted(no_room) != sorted(["科沃斯", "xiaomi plug", "楼梯灯"]):
        fail(f"devices without a room: {no_room}")
    for i in range(1, 7):
        if labels[f"筒灯{i}"] != 1:
            fail("筒灯 series")
    return home, spec, cases


def stats(files):
    home, spec, cases = check(files)
    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    cat = Counter()
    per_room = Counter()
    for it in home["items"]:
        main = [c for c in it["components"] if c["id"] == "main"][0]
        cat[main["categories"][0]["name"] if main["categories"] else "Unknown"] += 1
        per_room[rooms.get(it.get("roomId"), "(no room)")] += 1
    print(f"rooms: {len(home['rooms'])}  devices: {len(home['items'])}  "
          f"profiles: {len({it['profile']['id'] for it in home['items']})}  spec lines: {len(spec)}")
    print("categories:", ", ".join(f"{k} {v}" for k, v in cat.most_common()))
    print("devices per room:", ", ".join(f"{k} {v}" for k, v in per_room.items()))
    lights = [k for k in DEV if is_light(k)]
    print(f"lights (family rule): {len(lights)}")
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print(f"cases: {len(cases)}  entries: {sum(modes.values())}  by mode: " + ", ".join(f"{k} {v}" for k, v in sorted(modes.items())))
    print(f"with history: {sum(1 for c in cases if c.get('history'))}  two or more entries: {sum(1 for c in cases if len(c['expect']) > 1)}")
    tags = Counter(t for c in cases for t in c["tags"])
    print("tags:")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"  {t:18} {n}")


def main(argv):
    files = render()
    if "--check" in argv:
        for name, text in files.items():
            path = HERE / name
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                fail(f"{name} differs from what build.py generates (run python build.py)")
        on_disk = {name: (HERE / name).read_text(encoding="utf-8") for name in files}
        check(on_disk)
        print("ok")
        return
    if "--stats" in argv:
        stats(files)
        return
    check(files)
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(files)}")


if __name__ == "__main__":
    main(sys.argv[1:])
