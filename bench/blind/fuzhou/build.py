#!/usr/bin/env python3
"""Blind evaluation set "fuzhou": a three-floor shophouse (骑楼) in Fuzhou.

    python build.py            write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check    re-validate the files on disk (and that they match this script)
    python build.py --stats    print counts used in README.md

The ground floor is the family's tea shop, the second floor their flat, the third floor the
grandparents' rooms and the family shrine, with a roof terrace above. Every device copies the
categories and the main-component capabilities of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command in spec.jsonl comes from
shared/data/smartthings/capabilities.json. Labels are explained in README.md.
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
NS = uuid.UUID("3f9d2c71-58e4-4b0a-a6c2-91d7e0f4b8a3")


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
    return str(uuid.uuid5(NS, f"fuzhou/{kind}/{key}"))


LOCATION_ID = uid("location", "qilou")

# --------------------------------------------------------------------------- rooms
ROOMS = [
    ("shop", "1楼店面"),
    ("cashier", "1F收银台"),
    ("store", "店里仓库"),
    ("door", "门口"),
    ("living", "二层客厅"),
    ("kitchen", "2F厨房"),
    ("master", "二楼主卧"),
    ("mbath", "二楼主卫"),
    ("gbath", "二楼客卫"),
    ("kid", "2楼小孩房"),
    ("balcony", "2F 阳台"),
    ("elder", "三层阿公阿嬷房"),
    ("shrine", "3F佛堂"),
    ("guest3", "3F次卧"),
    ("bath3", "3楼卫生间"),
    ("roof", "天台"),
]
ROOM_NAME = dict(ROOMS)
DELETED_ROOM = "stairwell_deleted"  # roomId of a deleted room ("楼梯间"), not in rooms

# Floors as a person can read them off the room names (see README "Floors").
FLOOR1_WRITTEN = ["shop", "cashier"]            # 1楼 / 1F in the name
FLOOR1_UNWRITTEN = ["store", "door"]            # ground level, floor not written
FLOOR2 = ["living", "kitchen", "master", "mbath", "gbath", "kid", "balcony"]
FLOOR3 = ["elder", "shrine", "guest3", "bath3"]
BATHROOMS = ["mbath", "gbath", "bath3"]        # 卫生间 / 厕所 / 洗手间
BEDROOMS_WO = ["master", "guest3"]              # rooms whose name says 卧

# --------------------------------------------------------------------------- devices
# key, label, room key (None = no roomId), driver (last path part), profile name
DEVICES = [
    # 1楼店面 -- the tea shop
    ("S_dl1", "筒灯1", "shop", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("S_dl2", "筒灯2", "shop", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("S_dl3", "筒灯3", "shop", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("S_dl4", "筒灯4", "shop", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("S_dl5", "筒灯5", "shop", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("S_dl6", "筒灯6", "shop", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("S_sp1", "射灯-01", "shop", "matter-switch", "light-level"),
    ("S_sp2", "射灯-02", "shop", "matter-switch", "light-level"),
    ("S_sp3", "射灯-03", "shop", "matter-switch", "light-level"),
    ("S_sp4", "射灯-04", "shop", "matter-switch", "light-level"),
    ("S_cab1", "展柜灯1", "shop", "zigbee-switch", "basic-switch"),
    ("S_cab2", "展柜灯2", "shop", "zigbee-switch", "basic-switch"),
    ("S_cab3", "展柜灯3", "shop", "tuya-zigbee", "basic-switch"),
    ("S_tea", "泡茶桌吊灯", "shop", "philips-hue", "white-ambiance"),
    ("S_ac", "店里空调", "shop", "matter-thermostat", "room-air-conditioner"),
    ("S_shutter", "卷连门", "shop", "zigbee-switch", "aqara-switch-module"),
    ("S_exh", "排风扇", "shop", "zwave-switch", "switch-binary"),
    ("S_fan", "吊扇", "shop", "zwave-switch", "qubino-flush1d-relay"),
    ("S_spk", "店里音箱", "shop", "bose", "soundtouch-speaker"),
    ("S_cam", "店面摄像头", "shop", "matter-switch", "camera"),
    ("S_dehum", "店面除湿机", "shop", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("S_lock", "店门锁", "shop", "matter-lock", "lock-unlatch"),
    ("S_kettle", "煮水壶", "shop", "matter-switch", "plug-power"),
    ("S_blind", "竹帘", "shop", "matter-window-covering", "covering"),
    ("S_siren", "报警器", "shop", "zigbee-siren", "switch-alarm"),
    ("S_th", "店面温湿度", "shop", "zigbee-humidity-sensor", "humidity-temperature"),
    # 1F收银台
    ("C_lamp", "Cashier Lamp", "cashier", "zigbee-switch", "ge-link-bulb"),
    ("C_pend", "收银台吊灯", "cashier", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("C_pos", "收银机插座", "cashier", "matter-switch", "plug-energy-powerConsumption"),
    ("C_voice", "收款提示音箱", "cashier", "matter-media", "media-speaker"),
    # 店里仓库 (floor not written)
    ("W_light", "仓库灯", "store", "zigbee-switch", "on-off-bulb"),
    ("W_d1", "除湿机1", "store", "zwave-switch", "smartplug-binary"),
    ("W_d2", "除湿机2", "store", "zigbee-switch", "basic-plug"),
    ("W_kd", "小孩房除湿机", "store", "zwave-switch", "smartplug-switch-power-energy"),
    ("W_vent", "抽风机", "store", "zwave-switch", "switch-vent"),
    ("W_ac", "仓库空调", "store", "matter-thermostat", "room-air-conditioner-humidity-heating-cooling"),
    ("W_leak", "仓库水浸", "store", "matter-sensor", "leak-battery-fault"),
    ("W_th", "仓库温湿度", "store", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("W_fridge", "茶叶冷柜", "store", "matter-appliance", "refrigerator-freezer-tl"),
    ("W_cam", "仓库监控", "store", "matter-switch", "camera"),
    ("W_contact", "后门门磁", "store", "zigbee-contact", "contact-battery-profile"),
    ("W_lock", "后门锁", "store", "zigbee-lock", "lock-battery"),
    ("W_trap", "捕鼠器", "store", "zwave-mouse-trap", "pest-control-battery"),
    # 门口 (street arcade, floor not written)
    ("D_sign", "招牌灯", "door", "zwave-switch", "qubino-flush1-relay"),
    ("D_box", "灯箱", "door", "zigbee-switch", "switch-power"),
    ("D_arc1", "骑楼灯1", "door", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("D_arc2", "骑楼灯2", "door", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("D_cam", "门口摄像头", "door", "matter-switch", "camera"),
    ("D_motion", "门口人体感应", "door", "matter-sensor", "motion-illuminance-battery"),
    # 二层客厅
    ("L_main", "大灯", "living", "philips-hue", "white-and-color-ambiance"),
    ("L_strip", "灯带", "living", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("L_floor", "落地灯", "living", "zigbee-switch", "color-temp-bulb-2200K-4000K"),
    ("L_fish", "鱼缸灯", "living", "zwave-switch", "smartplug-switch-2"),
    ("L_ac", "空调", "living", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("L_tv", "电视", "living", "matter-media", "media-video-player"),
    ("L_amp", "功放", "living", "harman-luxury", "maX10"),
    ("L_screen", "投影幕布", "living", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("L_cur", "窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("L_pur", "空气净化器", "living", "matter-thermostat", "air-purifier-hepa-ac-rock-wind"),
    ("L_lock", "家门锁", "living", "matter-lock", "lock-user-pin"),
    # 2F厨房
    ("K_ceil", "吸顶灯", "kitchen", "zigbee-switch", "on-off-bulb"),
    ("K_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood-light"),
    ("K_leak", "厨房水浸", "kitchen", "zigbee-water-leak-sensor", "water-temp-battery"),
    ("K_gas", "燃气报警", "kitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("K_rice", "电饭宝插座", "kitchen", "zigbee-switch", "switch-power-smartplug"),
    ("K_dish", "洗碗机", "kitchen", "matter-appliance", "dishwasher-tl"),
    # 二楼主卧
    ("M_ceil", "吸顶灯", "master", "matter-switch", "light-level-colorTemperature"),
    ("M_bed", "床头灯", "master", "zigbee-switch", "aqara-led-bulb"),
    ("M_ac", "主卧空调", "master", "deepsmart", "Ac.v1"),
    ("M_cur", "窗帘", "master", "zigbee-window-treatment", "window-treatment-profile"),
    ("M_dehum", "除湿机", "master", "matter-switch", "plug-binary"),
    # 二楼主卫
    ("MB_heater", "浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater"),
    ("MB_exh", "排气扇", "mbath", "zigbee-switch", "aqara-switch-no-power"),
    ("MB_mirror", "镜前灯", "mbath", "matter-switch", "light-binary"),
    # 二楼客卫
    ("GB_light", "卫生间灯", "gbath", "zigbee-switch", "on-off-bulb"),
    ("GB_exh", "排气扇", "gbath", "britzyhub", "vent"),
    ("GB_wh", "电热水器", "gbath", "matter-thermostat", "water-heater"),
    ("GB_leak", "客卫水浸", "gbath", "matter-sensor", "leak"),
    # 2楼小孩房
    ("KR_ceil", "吸顶灯", "kid", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("KR_pika", "皮卡丘", "kid", "zigbee-switch", "color-bulb"),
    ("KR_desk", "台灯", "kid", "matter-switch", "light-level"),
    ("KR_ac", "空调", "kid", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("KR_cur", "窗帘", "kid", "zigbee-window-treatment", "window-treatment-battery"),
    ("KR_switch", "Switch插座", "kid", "matter-switch", "plug-binary"),
    # 2F 阳台
    ("B_light", "阳台灯", "balcony", "zigbee-switch", "on-off-level"),
    ("B_rack", "晾衣架", "balcony", "zigbee-window-treatment", "window-shade-only"),
    ("B_washer", "洗衣机", "balcony", "matter-appliance", "laundry-washer-tl"),
    ("B_dryer", "烘干机", "balcony", "matter-appliance", "laundry-dryer-tl"),
    # 三层阿公阿嬷房
    ("E_ceil", "吸顶灯", "elder", "zigbee-switch", "on-off-level"),
    ("E_night", "夜灯", "elder", "zigbee-switch", "on-off-level-motion-sensor"),
    ("E_ac", "冷气", "elder", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("E_fan", "落地扇", "elder", "matter-thermostat", "fan-rock-wind"),
    ("E_tv", "电视", "elder", "matter-media", "media-video-speaker"),
    ("E_dehum", "除湿机", "elder", "zwave-switch", "smartplug-binary"),
    ("E_radio", "收音机", "elder", "matter-media", "media-speaker"),
    ("E_button", "紧急按钮", "elder", "zigbee-button", "aqara-single-button-mode"),
    ("E_blanket", "主卧电热毯", "elder", "zigbee-switch", "switch-power-energy"),
    ("E_newfan", "新风机", "elder", "deepsmart", "Newfan.v1"),
    # 3F佛堂
    ("F_c1", "蜡烛灯1", "shrine", "matter-switch", "plug-binary"),
    ("F_c2", "蜡烛灯2", "shrine", "matter-switch", "plug-binary"),
    ("F_lotus", "莲花灯", "shrine", "zigbee-switch", "basic-plug"),
    ("F_niche", "佛龛灯", "shrine", "matter-switch", "light-level-power"),
    ("F_chant", "念佛机", "shrine", "jbl", "jbl"),
    ("F_ac", "空调", "shrine", "matter-thermostat", "room-air-conditioner-modular"),
    # 3F次卧
    ("G_ceil", "吸顶灯", "guest3", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("G_bed", "床头灯", "guest3", "zigbee-switch", "color-temp-bulb-2000k-6500k"),
    ("G_ac", "空调", "guest3", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate"),
    # 3楼卫生间
    ("T_light", "卫生间灯", "bath3", "matter-switch", "light-binary"),
    ("T_exh", "排气扇", "bath3", "zwave-switch", "switch-binary"),
    ("T_leak", "卫生间水浸", "bath3", "zigbee-water-leak-sensor", "water-battery"),
    # 天台 (roof, floor not written)
    ("R_light", "晒台灯", "roof", "zigbee-switch", "on-off-bulb"),
    ("R_pump", "水泵", "roof", "matter-pump", "pump-level"),
    ("R_irr", "喷罐", "roof", "matter-switch", "irrigation-system"),
    ("R_shade", "遮阳网", "roof", "tuya-zigbee", "window-treatment-reverse"),
    ("R_rain", "Rain Sensor", "roof", "matter-sensor", "rain-battery"),
    # no room / deleted room
    ("X_stair", "楼梯灯", DELETED_ROOM, "zigbee-switch", "aqara-switch-module-no-power"),
    ("X_robot", "扫地机", None, "matter-rvc", "rvc-clean-mode"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist in home.json).
OMITTED_PROFILES = {
    ("zigbee-siren", "switch-alarm"),
    ("matter-appliance", "refrigerator-freezer-tl"),
    ("deepsmart", "Newfan.v1"),
}

TRANSPORT = {
    "zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER", "philips-hue": "LAN", "bose": "LAN",
    "harman-luxury": "LAN", "jbl": "LAN", "deepsmart": "LAN", "aqara-bath-heater": "ZIGBEE",
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
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调冷或调暖",
                                                                    "step colour temperature warmer or cooler"),
    "windowShade.open": ("打开（升起/拉开）", "open"),
    "windowShade.close": ("关闭（放下/拉上）", "close"),
    "windowShade.pause": ("停止移动", "pause movement"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比", "set shade level (open %)"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "go to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set preset position"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("按步长开一点或关一点", "step the shade level"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并收回锁舌", "unlatch"),
    "valve.open": ("打开阀门/开始出水", "open valve"),
    "valve.close": ("关闭阀门/停止出水", "close valve"),
    "level.setLevel": ("设置开度百分比", "set level"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "set fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "auto mode"),
    "thermostatMode.cool": ("切换到制冷", "cool mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "emergency heat"),
    "thermostatMode.heat": ("切换到制热", "heat mode"),
    "thermostatMode.off": ("关闭温控运行", "thermostat off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头/摆风方式", "set oscillation mode"),
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
    "mediaInputSource.setInputSource": ("切换输入源（HDMI、蓝牙、光纤…）", "set input source"),
    "keypadInput.sendKey": ("发送遥控器按键", "send remote key"),
    "mediaPresets.playPreset": ("播放收藏的电台/歌单", "play preset"),
    "audioNotification.playTrack": ("播放提示音", "play track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续播放", "play track and resume"),
    "robotCleanerOperatingState.goHome": ("回充电座", "go home (dock)"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "operationalState.start": ("开始运行", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "mode.setMode": ("设置工作模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档位", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset energy meter"),
}

# value lists: (value, Chinese, English)
VAL = {
    "ac_mode_deepsmart": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan only"),
                          ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high"), ("auto", "自动风", "auto")],
    "tmode_ac": [("off", "关闭", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                 ("fanonly", "送风", "fan only"), ("dryair", "除湿", "dry"), ("asleep", "睡眠", "sleep")],
    "tmode_bath": [("off", "关闭", "off"), ("heat", "暖风", "heat"), ("fanonly", "换气", "ventilate"),
                   ("dryair", "干燥", "dry")],
    "tmode_water": [("off", "关闭", "off"), ("heat", "加热", "heat")],
    "wind": [("noWind", "常规风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "purifier": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "高档", "high"), ("quiet", "静音", "quiet"), ("windFree", "无风感", "wind free"), ("off", "关闭", "off")],
    "fan_mode": [("auto", "自动", "auto"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("off", "关闭", "off"), ("turbo", "强劲", "turbo")],
    "osc": [("off", "不摇头", "off"), ("individual", "单独摆动", "individual"), ("fixed", "固定", "fixed"),
            ("vertical", "上下摇头", "vertical"), ("horizontal", "左右摇头", "horizontal"), ("all", "全方位摆动", "all"),
            ("indirect", "间接风", "indirect"), ("direct", "直吹", "direct"), ("fixedCenter", "固定居中", "fixed centre"),
            ("fixedLeft", "固定左侧", "fixed left"), ("fixedRight", "固定右侧", "fixed right"), ("far", "远距离", "far"),
            ("wide", "广角", "wide"), ("mid", "中等角度", "mid"), ("spot", "定点", "spot"), ("swing", "摆风", "swing"),
            ("leftZone", "左区", "left zone"), ("rightZone", "右区", "right zone")],
    "input": [(v, z, v) for v, z in [
        ("AM", "调幅收音"), ("CD", "CD"), ("FM", "调频收音"), ("HDMI", "HDMI"), ("HDMI1", "HDMI1"), ("HDMI2", "HDMI2"),
        ("HDMI3", "HDMI3"), ("HDMI4", "HDMI4"), ("HDMI5", "HDMI5"), ("HDMI6", "HDMI6"), ("digitalTv", "数字电视"),
        ("USB", "U盘"), ("YouTube", "YouTube"), ("aux", "AUX音频输入"), ("bluetooth", "蓝牙"), ("digital", "数字输入"),
        ("melon", "Melon音乐"), ("wifi", "WiFi"), ("network", "网络"), ("optical", "光纤"), ("coaxial", "同轴"),
        ("analog1", "模拟输入1"), ("analog2", "模拟输入2"), ("analog3", "模拟输入3"), ("phono", "唱机")]],
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
    "templevel": [("Cold", "冷水/低温", "cold"), ("Warm", "温水/中温", "warm"), ("Hot", "热水/高温", "hot")],
    "washer_mode": [("Normal", "标准洗", "normal"), ("Delicate", "轻柔洗", "delicate"), ("Heavy", "强力洗", "heavy"),
                    ("Quick", "快洗", "quick"), ("Bedding", "床品", "bedding")],
    "dryer_mode": [("Normal", "标准烘干", "normal"), ("Delicate", "轻柔烘干", "delicate"),
                   ("Quick Dry", "快速烘干", "quick dry"), ("Bedding", "床品烘干", "bedding")],
    "dish_mode": [("Normal", "标准洗", "normal"), ("Eco", "节能洗", "eco"), ("Intensive", "强力洗", "intensive"),
                  ("Quick", "快洗", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖一体", "vacuum and mop")],
    "wh_mode": [("Eco", "节能", "eco"), ("Boost", "速热", "boost"), ("Vacation", "度假", "vacation")],
}

# mode.setMode values per profile (the capability leaves the string free; see README).
# The projector screen's mode is left without a list (its values are not published).
MODE_VALUES = {
    "rvc-clean-mode": "rvc_mode", "water-heater": "wh_mode", "laundry-washer-tl": "washer_mode",
    "laundry-dryer-tl": "dryer_mode", "dishwasher-tl": "dish_mode",
}
TMODE_VALUES = {"aqara-bath-heater": "tmode_bath", "water-heater": "tmode_water"}
SETPOINT_RANGE = {  # used only when the profile itself gives no range (see README)
    "AirConditioner": (16, 30), "WaterHeater": (30, 75), "Thermostat": (20, 40),
}


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


PERCENT_CAPS = ("switchLevel", "level", "windowShadeLevel", "windowShadePreset", "fanSpeedPercent", "audioVolume",
                "statelessSwitchLevelStep", "statelessColorTemperatureStep")


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
                    rng = config_range(prof, cap) or list(SETPOINT_RANGE.get(category, (5, 35)))
                    unit = "C"
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
                    vl = value_list(pid, "osc")
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
PURMODE = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE, UNMUTE = "main-audioMute-mute", "main-audioMute-setMute", "main-audioMute-unmute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
NEXT, PREV, KEY, PRESET = ("main-mediaTrackControl-nextTrack", "main-mediaTrackControl-previousTrack",
                           "main-keypadInput-sendKey", "main-mediaPresets-playPreset")
INPUT = "main-mediaInputSource-setInputSource"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE, V_LEVEL = "main-valve-open", "main-valve-close", "main-level-setLevel"
RVC_START, RVC_HOME, RVC_PAUSE = ("main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome",
                                  "main-robotCleanerOperatingState-pause")
MODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
TEMPLVL = "main-temperatureLevel-setTemperatureLevel"
RINSE, SPIN = "main-laundryWasherRinseMode-setRinseMode", "main-laundryWasherSpinSpeed-setSpinSpeed"
RESET = "main-energyMeter-resetEnergyMeter"
ANY = "*"


def is_light(k: str) -> bool:
    """Category Light, or a relay/plug (Switch, SmartPlug) whose label says 灯."""
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
TVS = keys_where(lambda k: category_of(k) == "Television")
LOCKS = keys_where(lambda k: category_of(k) == "SmartLock")
LEAKS = keys_where(lambda k: category_of(k) == "LeakSensor")
CAMS = keys_where(lambda k: category_of(k) == "Camera")
SPEAKERS = label_has("音箱")
CURTAINS = label_has("窗帘")
CEILINGS = keys_where(lambda k: DEV[k]["label"] == "吸顶灯")
BEDSIDE = keys_where(lambda k: DEV[k]["label"] == "床头灯")
DEHUMS = label_has("除湿")
EXHAUST = keys_where(lambda k: DEV[k]["label"] == "排气扇")
FANS = ["S_fan", "E_fan"]                      # 吊扇 (relay) and 落地扇: the two 风扇
DOWNLIGHTS = [f"S_dl{i}" for i in range(1, 7)]
SPOTS = [f"S_sp{i}" for i in range(1, 5)]
CABS = ["S_cab1", "S_cab2", "S_cab3"]
CANDLES = ["F_c1", "F_c2"]
ARCADE = ["D_arc1", "D_arc2"]
STORE_DEHUMS = ["W_d1", "W_d2", "W_kd"]


def lights_in(*rooms):
    return [k for k in in_rooms(*rooms) if is_light(k)]


def acs_in(*rooms):
    return [k for k in in_rooms(*rooms) if k in ACS]


def without(keys, drop):
    drop = set(drop)
    return [k for k in keys if k not in drop]


def dimmable(keys):
    return [k for k in keys if supports(k, LVL)]


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
    cid = f"fz-{group}-{_COUNTERS[group]:03d}"
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

    F1_LIGHTS = lights_in(*FLOOR1_WRITTEN, *FLOOR1_UNWRITTEN)
    F2_LIGHTS = lights_in(*FLOOR2)
    F3_LIGHTS = lights_in(*FLOOR3)
    SHOP_LIGHTS = lights_in("shop")

    # ---------------------------------------------------------------- devices by (part of) their label
    g = "name"
    add(g, "招牌灯开一下", one("D_sign", ON), ["name", "category-by-name", "relay-light"])
    add(g, "把灯箱关了", one("D_box", OFF), ["name", "category-by-name", "relay-light"])
    add(g, "泡茶桌吊灯打开", one("S_tea", ON), ["name"])
    add(g, "茶桌那个灯开一下", one("S_tea", ON), ["partial-name", "colloquial"])
    add(g, "吊扇开起来", one("S_fan", ON), ["name", "relay-fan"])
    add(g, "排风扇关掉", one("S_exh", OFF), ["name", "relay-fan"])
    add(g, "煮水壶开一下", one("S_kettle", ON), ["name", "plug"])
    add(g, "收银机插座关掉", one("C_pos", OFF), ["name", "plug"])
    add(g, "Cashier Lamp开一下", one("C_lamp", ON), ["name", "english-label", "code-mixed"])
    add(g, "鱼缸灯关了", one("L_fish", OFF), ["name", "category-by-name", "plug"])
    add(g, "打开灯带", one("L_strip", ON), ["name"])
    add(g, "落地灯开一下", one("L_floor", ON), ["name"])
    add(g, "镜前灯开", one("MB_mirror", ON), ["name", "terse"])
    add(g, "夜灯打开", one("E_night", ON), ["name"])
    add(g, "佛龛灯开一下", one("F_niche", ON), ["name"])
    add(g, "莲花灯关掉", one("F_lotus", OFF), ["name", "category-by-name", "plug"])
    add(g, "晒台灯开一下", one("R_light", ON), ["name"])
    add(g, "楼梯灯开一下", one("X_stair", ON), ["name", "stale-room", "category-by-name", "relay-light"])
    add(g, "楼梯间的灯关掉", one("X_stair", OFF), ["stale-room", "partial-name"])
    add(g, "卷帘门关掉", one("S_shutter", OFF), ["asr-label", "relay"])
    add(g, "把卷帘门打开", one("S_shutter", ON), ["asr-label", "relay"])
    add(g, "电饭煲插座打开", one("K_rice", ON), ["asr-label", "plug"])
    add(g, "电饭煲开一下", one("K_rice", ON), ["asr-label", "partial-name", "plug"])
    add(g, "喷灌打开", one("R_irr", V_OPEN, OP_START), ["asr-label", "type-word"])
    add(g, "小孩房除湿机开一下", one("W_kd", ON), ["name", "name-other-room", "plug"])
    add(g, "主卧电热毯关掉", one("E_blanket", OFF), ["name", "name-other-room", "plug"])
    add(g, "电热毯开一下", one("E_blanket", ON), ["partial-name", "name-other-room", "plug"])
    add(g, "茶叶冷柜调到冷藏模式", one("W_fridge", ANY), ["name", "no-spec"])
    add(g, "新风机开一下", one("E_newfan", ANY), ["name", "no-spec"])
    add(g, "新风打开", one("E_newfan", ANY), ["partial-name", "no-spec"])
    add(g, "报警器关掉", one("S_siren", ANY), ["name", "no-spec", "security"])
    add(g, "抽风机开一下", one("W_vent", ON), ["name"])
    add(g, "空气净化器打开", one("L_pur", PURMODE, FANPCT), ["name", "no-switch", "air"])
    add(g, "净化器关了", one("L_pur", PURMODE, FANPCT), ["partial-name", "no-switch", "air"])
    add(g, "油烟机开一下", one("K_hood", FANMODE, FANPCT), ["name", "no-switch"])
    add(g, "热水器开一下", one("GB_wh", TM_HEAT, TM_SET), ["partial-name", "no-switch", "water-heater"])
    add(g, "浴霸开一下", one("MB_heater", ON, TM_HEAT, TM_SET), ["name"])
    add(g, "水泵开一下", one("R_pump", ON), ["name"])
    add(g, "扫地机开始扫", one("X_robot", RVC_START), ["name", "no-room", "appliance"])
    add(g, "燃气报警器别叫了", one("K_gas", MUTE, SETMUTE), ["name", "security"])
    add(g, "店门锁上", one("S_lock", LOCK), ["name", "security"])
    add(g, "后门锁一下", one("W_lock", LOCK), ["name", "security"])
    add(g, "家门锁打开", one("L_lock", UNLOCK), ["name", "security"])
    add(g, "功放打开", one("L_amp", ON), ["name", "type-word", "media"])
    add(g, "竹帘放下来", one("S_blind", SH_CLOSE, SH_LVL), ["name", "type-word", "cover"])
    add(g, "投影幕布放下来", one("L_screen", SH_CLOSE, SH_OPEN), ["name", "type-word", "cover"])

    # ---------------------------------------------------------------- rooms: bare cores, full names, aliases
    g = "room"
    add(g, "客厅灯开一下", one(lights_in("living"), ON), ["room", "bare-core", "room-multi"])
    add(g, "客厅空调开一下", one("L_ac", ON), ["room", "bare-core", "climate", "duplicate-label"])
    add(g, "二层客厅的窗帘拉上", one("L_cur", SH_CLOSE, SH_LVL), ["room", "full-room-name", "cover", "duplicate-label"])
    add(g, "厨房灯开一下", one("K_ceil", ON), ["room", "bare-core"])
    add(g, "厨房的吸顶灯关掉", one("K_ceil", OFF), ["room", "bare-core", "duplicate-label"])
    add(g, "主卧的吸顶灯打开", one("M_ceil", ON), ["room", "bare-core", "duplicate-label"])
    add(g, "主卧窗帘拉开", one("M_cur", SH_OPEN, SH_LVL), ["room", "bare-core", "cover", "duplicate-label"])
    add(g, "主卧空调开一下", one("M_ac", ON), ["name", "climate"])
    add(g, "小孩房吸顶灯关掉", one("KR_ceil", OFF), ["room", "bare-core", "duplicate-label"])
    add(g, "小孩房的空调打开", one("KR_ac", ON), ["room", "bare-core", "climate", "duplicate-label"])
    add(g, "2楼小孩房台灯开一下", one("KR_desk", ON), ["room", "full-room-name"])
    add(g, "阳台灯开一下", one("B_light", ON), ["name", "room"])
    add(g, "佛堂空调开一下", one("F_ac", ON), ["room", "bare-core", "climate", "duplicate-label"])
    add(g, "佛堂的灯开一下", one(lights_in("shrine"), ON), ["room", "bare-core", "room-multi", "category-by-name"])
    add(g, "次卧空调关掉", one("G_ac", OFF), ["room", "bare-core", "climate", "duplicate-label"])
    add(g, "次卧床头灯打开", one("G_bed", ON), ["room", "bare-core", "duplicate-label"])
    add(g, "主卧床头灯关了", one("M_bed", OFF), ["room", "bare-core", "duplicate-label"])
    add(g, "3F次卧吸顶灯关掉", one("G_ceil", OFF), ["room", "full-room-name", "duplicate-label"])
    add(g, "阿公阿嬷房的吸顶灯打开", one("E_ceil", ON), ["room", "bare-core", "duplicate-label"])
    add(g, "阿嬷房间的电视关掉", one("E_tv", OFF), ["room", "partial-room", "media", "duplicate-label"])
    add(g, "店面空调开一下", one("S_ac", ON), ["room", "bare-core", "climate"])
    add(g, "仓库灯开一下", one("W_light", ON), ["name", "room"])
    add(g, "店里仓库的抽风机打开", one("W_vent", ON), ["room", "full-room-name", "unwritten-floor"])
    add(g, "收银台的灯开一下", one(lights_in("cashier"), ON), ["room", "bare-core", "room-multi"])
    add(g, "收银台的台灯打开", one("C_lamp", ON), ["room", "english-label", "translation"])
    add(g, "主卫排气扇开一下", one("MB_exh", ON), ["room", "bare-core", "duplicate-label"])
    add(g, "客卫的排气扇开", one("GB_exh", ON, FANMODE), ["room", "bare-core", "duplicate-label"])
    add(g, "三楼卫生间的排气扇开一下", one("T_exh", ON), ["room", "floor", "duplicate-label"])
    add(g, "3楼卫生间灯关了", one("T_light", OFF), ["room", "full-room-name", "duplicate-label"])
    add(g, "二楼客卫的灯开一下", one("GB_light", ON), ["room", "full-room-name", "duplicate-label"])
    add(g, "天台的灯关掉", one("R_light", OFF), ["room", "type"])
    add(g, "天台水泵关掉", one("R_pump", OFF), ["room", "name"])
    add(g, "门口的摄像头有没有拍到人", one(["D_cam", "D_motion"], ANY), ["room", "state-query", "security"])
    add(g, "厨房水浸有没有报警", one("K_leak", ANY), ["room", "state-query"])
    add(g, "卧室空调开一下", ask(acs_in(*BEDROOMS_WO), ON), ["room-alias", "ambiguous", "clarify", "climate"])
    add(g, "卫生间排气扇开一下", ask(EXHAUST, ON), ["room-alias", "ambiguous", "clarify", "duplicate-label"])
    add(g, "卫生间的灯开一下", ask(lights_in(*BATHROOMS), ON), ["room-alias", "ambiguous", "clarify"])
    add(g, "二楼卫生间的排气扇打开", ask(["MB_exh", "GB_exh"], ON), ["room-alias", "floor", "ambiguous", "clarify"])
    add(g, "厕所灯关一下", ask(lights_in(*BATHROOMS), OFF), ["room-alias", "synonym", "ambiguous", "clarify"])

    # ---------------------------------------------------------------- numbered series
    g = "num"
    add(g, "筒灯3打开", one("S_dl3", ON), ["numbered"])
    add(g, "三号筒灯关掉", one("S_dl3", OFF), ["numbered", "numeral-zh", "word-order"])
    add(g, "筒灯三调到50%", one("S_dl3", LVL), ["numbered", "numeral-zh", "level"])
    add(g, "第五个筒灯开一下", one("S_dl5", ON), ["numbered", "ordinal"])
    add(g, "筒灯6关了", one("S_dl6", OFF), ["numbered"])
    add(g, "射灯2开一下", one("S_sp2", ON), ["numbered", "padded"])
    add(g, "二号射灯调暗一点", one("S_sp2", LVL, STEP), ["numbered", "padded", "numeral-zh", "relative"])
    add(g, "射灯-04关掉", one("S_sp4", OFF), ["numbered", "padded"])
    add(g, "射灯01调到百分之三十", one("S_sp1", LVL), ["numbered", "padded", "numeral-zh", "level"])
    add(g, "展柜灯2关掉", one("S_cab2", OFF), ["numbered", "category-by-name"])
    add(g, "一号展柜灯开一下", one("S_cab1", ON), ["numbered", "numeral-zh", "category-by-name"])
    add(g, "蜡烛灯2关了", one("F_c2", OFF), ["numbered", "category-by-name", "plug"])
    add(g, "骑楼灯1打开", one("D_arc1", ON), ["numbered"])
    add(g, "除湿机2关掉", one("W_d2", OFF), ["numbered", "plug"])
    add(g, "二号除湿机开开", one("W_d2", ON), ["numbered", "numeral-zh", "plug", "colloquial"])
    add(g, "筒灯7开一下", ask(DOWNLIGHTS, ON), ["numbered", "missing-member", "clarify"])
    add(g, "射灯5打开", ask(SPOTS, ON), ["numbered", "missing-member", "clarify", "padded"])
    add(g, "蜡烛灯3开一下", ask(CANDLES, ON), ["numbered", "missing-member", "clarify"])
    add(g, "3号灯开一下", ask(["S_dl3", "S_sp3", "S_cab3"], ON), ["numbered", "ambiguous", "clarify"])
    add(g, "筒灯开一下", every(DOWNLIGHTS, ON), ["numbered", "bare-series", "bulk-all"])
    add(g, "把筒灯全部关掉", every(DOWNLIGHTS, OFF), ["numbered", "bulk-all"])
    add(g, "射灯打开", every(SPOTS, ON), ["numbered", "bare-series", "bulk-all", "padded"])
    add(g, "展柜灯都打开", every(CABS, ON), ["numbered", "bulk-all", "category-by-name"])
    add(g, "骑楼灯关掉", every(ARCADE, OFF), ["numbered", "bare-series", "bulk-all"])
    add(g, "开两个射灯就好", one(SPOTS, ON), ["numbered", "quantifier-count"])

    # ---------------------------------------------------------------- ask back
    g = "clar"
    add(g, "吸顶灯关了", ask(CEILINGS, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "空调开一下", ask(ACS, ON), ["type", "ambiguous", "clarify", "climate"])
    add(g, "窗帘拉上", ask(CURTAINS, SH_CLOSE, SH_LVL), ["duplicate-label", "ambiguous", "clarify", "cover"])
    add(g, "电视打开", ask(TVS, ON), ["duplicate-label", "ambiguous", "clarify", "media"])
    add(g, "除湿机开一下", ask(DEHUMS, ON), ["duplicate-label", "ambiguous", "clarify", "plug"])
    add(g, "排气扇开一下", ask(EXHAUST, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "床头灯关掉", ask(BEDSIDE, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "风扇开一下", ask(FANS, ON, ACFAN, FANPCT), ["type", "ambiguous", "clarify", "air"])
    add(g, "门锁打开", ask(LOCKS, UNLOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "锁门", ask(LOCKS, LOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "开灯", ask(LIGHTS, ON), ["type", "ambiguous", "clarify", "no-place"])
    add(g, "音箱声音小一点", ask(SPEAKERS, VDOWN, VOL), ["type", "ambiguous", "clarify", "media"])
    add(g, "电视换到8台", ask(TVS, KEY), ["duplicate-label", "ambiguous", "clarify", "channel"])
    add(g, "调到26度", ask(ACS, COOLSP, HEATSP), ["no-target", "clarify", "climate"])
    add(g, "把它关掉", ask([], OFF), ["reference", "no-history", "clarify"])
    add(g, "那个再调亮一点", ask(dimmable(LIGHTS), LVL, STEP), ["reference", "no-history", "relative", "clarify"])
    add(g, "刚才那个空调再低一度", ask(ACS, COOLSP, HEATSP), ["reference", "no-history", "relative", "clarify",
                                                     "climate"])
    add(g, "书房灯开一下", ask([], ON), ["unknown-room", "clarify"])
    add(g, "地下室的灯都关了", ask([], OFF), ["unknown-room", "floor", "clarify", "bulk-all"])
    add(g, "四楼的空调关掉", ask([], OFF), ["unknown-room", "floor", "clarify", "climate"])
    add(g, "车库门关上", ask([], SH_CLOSE), ["unknown-room", "clarify"])
    add(g, "一楼的灯都关了", ask(F1_LIGHTS, OFF), ["floor", "unwritten-floor", "ambiguous-floor", "clarify", "bulk-all"])
    add(g, "楼上的空调都关了", ask(acs_in(*FLOOR2, *FLOOR3), OFF),
        ["floor", "ambiguous-floor", "clarify", "climate", "bulk-all"])
    add(g, "楼下的灯关掉", ask(lights_in(*FLOOR1_WRITTEN, *FLOOR1_UNWRITTEN, *FLOOR2), OFF),
        ["floor", "ambiguous-floor", "clarify"])
    add(g, "除了游泳池，灯全关", ask(LIGHTS, OFF), ["unknown-room", "bulk-except", "clarify"])
    add(g, "窗帘", ask(CURTAINS, SH_OPEN, SH_CLOSE), ["no-verb", "ambiguous", "clarify", "cover"])
    add(g, "主卧空调", ask("M_ac", ON, OFF), ["no-verb", "clarify", "climate"])
    add(g, "好热啊", ask(ACS, ON, COOLSP, TM_COOL, TM_SET, ACM), ["colloquial-intent", "no-place", "clarify",
                                                            "climate"])
    add(g, "太暗了", ask(LIGHTS, ON, LVL, STEP), ["colloquial-intent", "no-place", "clarify"])
    add(g, "我房间的灯关一下", ask([], OFF), ["speaker-unknown", "clarify", "kid"])
    add(g, "汝共我电火开开", ask(LIGHTS, ON), ["elder", "dialect", "no-place", "clarify"])
    add(g, "空调开制冷", ask(ACS, TM_COOL, TM_SET, ACM), ["type", "ambiguous", "clarify", "climate", "mode"])
    add(g, "卫生间好多水汽", ask(["MB_exh", "GB_exh", "T_exh", "MB_heater"], ON, FANMODE, TM_SET),
        ["colloquial-intent", "room-alias", "ambiguous", "clarify"])

    # ---------------------------------------------------------------- bulk
    g = "bulk"
    add(g, "所有的灯都关掉", every(LIGHTS, OFF), ["bulk-all", "category-by-name", "stale-room"])
    add(g, "全部灯打开", every(LIGHTS, ON), ["bulk-all", "category-by-name"])
    add(g, "二楼的灯全关", every(F2_LIGHTS, OFF), ["bulk-all", "floor", "category-by-name"])
    add(g, "三楼的灯全部打开", every(F3_LIGHTS, ON), ["bulk-all", "floor", "category-by-name"])
    add(g, "除了阿公阿嬷房，三楼的灯都关了", every(without(F3_LIGHTS, lights_in("elder")), OFF),
        ["bulk-except", "floor", "category-by-name"])
    add(g, "二楼除了小孩房，灯都关掉", every(without(F2_LIGHTS, lights_in("kid")), OFF),
        ["bulk-except", "floor", "category-by-name"])
    add(g, "店面的灯全开", every(SHOP_LIGHTS, ON), ["bulk-all", "room", "category-by-name"])
    add(g, "除了筒灯，店面的灯全关", every(without(SHOP_LIGHTS, DOWNLIGHTS), OFF),
        ["bulk-except", "exclude-name", "category-by-name"])
    add(g, "店面和收银台的灯都关了", every(lights_in("shop", "cashier"), OFF), ["bulk-all", "room", "room-multi-scope"])
    add(g, "门口的灯都打开", every(lights_in("door"), ON), ["bulk-all", "room", "category-by-name", "unwritten-floor"])
    add(g, "所有空调都关掉", every(ACS, OFF), ["bulk-all", "climate"])
    add(g, "三楼的空调都关了", every(acs_in(*FLOOR3), OFF), ["bulk-all", "floor", "climate"])
    add(g, "二楼空调全部打开", every(acs_in(*FLOOR2), ON), ["bulk-all", "floor", "climate"])
    add(g, "除了仓库，所有空调都关了", every(without(ACS, ["W_ac"]), OFF), ["bulk-except", "climate"])
    add(g, "所有除湿机都打开", every(DEHUMS, ON), ["bulk-all", "plug", "name-other-room"])
    add(g, "仓库的除湿机全开", every(STORE_DEHUMS, ON), ["bulk-all", "room", "plug", "name-other-room"])
    add(g, "除湿机全部关掉，仓库的不要关", every(without(DEHUMS, STORE_DEHUMS), OFF),
        ["bulk-except", "plug", "name-other-room"])
    add(g, "所有门锁都锁上", every(LOCKS, LOCK), ["bulk-all", "security"])
    add(g, "二楼的窗帘全部拉上", every([k for k in CURTAINS if DEV[k]["room"] in FLOOR2], SH_CLOSE),
        ["bulk-all", "floor", "cover", "not-a-curtain"])
    add(g, "能调颜色的灯都调成红色", every(LIGHTS, COLOR, HUE), ["bulk-all", "capability-subset", "color"])
    add(g, "二楼的灯都调到百分之五十", every(F2_LIGHTS, LVL), ["bulk-all", "capability-subset", "floor", "level",
                                                        "numeral-zh"])
    add(g, "店面的灯都调暗一点", every(SHOP_LIGHTS, LVL, STEP), ["bulk-all", "capability-subset", "relative"])
    add(g, "三个卫生间的排气扇都打开", every(EXHAUST, ON), ["bulk-all", "room-alias", "duplicate-label"])
    add(g, "主卫除了排气扇，其他都关了", every(without(in_rooms("mbath"), EXHAUST), OFF),
        ["bulk-except", "exclude-type", "all-devices", "bare-core"])
    add(g, "所有卫生间的灯都关了", every(lights_in(*BATHROOMS), OFF), ["bulk-all", "room-alias"])
    add(g, "二楼两个卫生间的排气扇都打开", every(["MB_exh", "GB_exh"], ON), ["bulk-all", "room-alias", "floor"])
    add(g, "所有吸顶灯都关了", every(CEILINGS, OFF), ["bulk-all", "duplicate-label"])
    add(g, "展柜灯和射灯都打开", [every(CABS, ON), every(SPOTS, ON)], ["bulk-all", "numbered", "multi-target"])
    add(g, "楼上楼下的灯全关", every(LIGHTS, OFF), ["bulk-all", "idiom"])
    add(g, "射灯都调到80%", every(SPOTS, LVL), ["bulk-all", "numbered", "level"])
    add(g, "筒灯全部调成暖光", every(DOWNLIGHTS, CT), ["bulk-all", "capability-subset", "color-temperature"])
    add(g, "客厅的灯全关", every(lights_in("living"), OFF), ["bulk-all", "room", "bare-core", "category-by-name"])
    add(g, "次卧除了空调，其他都关了", every(without(in_rooms("guest3"), ACS), OFF),
        ["bulk-except", "exclude-type", "all-devices"])
    add(g, "除了吸顶灯，二楼的灯全关", every(without(F2_LIGHTS, CEILINGS), OFF),
        ["bulk-except", "exclude-type", "floor", "duplicate-label"])
    add(g, "除了佛堂，三楼的灯全关", every(without(F3_LIGHTS, lights_in("shrine")), OFF),
        ["bulk-except", "floor", "bare-core"])
    add(g, "随便开一个灯", one(LIGHTS, ON), ["quantifier-count"])

    # ---------------------------------------------------------------- values and modes
    g = "value"
    add(g, "泡茶桌吊灯调成暖光", one("S_tea", CT, CTSTEP), ["color-temperature"])
    add(g, "收银台吊灯调亮一点", one("C_pend", LVL, STEP), ["level", "relative"])
    add(g, "大灯调到3000K", one("L_main", CT), ["color-temperature", "kelvin"])
    add(g, "灯带换成蓝色", one("L_strip", COLOR, HUE), ["color"])
    add(g, "落地灯暗一点", one("L_floor", LVL, STEP), ["level", "relative"])
    add(g, "店里空调开制冷", one("S_ac", TM_COOL, TM_SET), ["climate", "mode"])
    add(g, "客厅空调调到26度", one("L_ac", COOLSP, HEATSP), ["climate", "temperature", "bare-core"])
    add(g, "主卧空调开除湿", one("M_ac", ACM), ["climate", "mode"])
    add(g, "主卧空调调到27度", one("M_ac", HEATSP), ["climate", "temperature", "heating-setpoint-only"])
    add(g, "小孩房空调开睡眠风", one("KR_ac", WIND), ["climate", "mode"])
    add(g, "佛堂空调调成送风", one("F_ac", TM_SET), ["climate", "mode"])
    add(g, "冷气调成制热", one("E_ac", TM_HEAT, TM_SET), ["climate", "mode", "name"])
    add(g, "次卧空调风速调到最大", one("G_ac", ACFAN, FANPCT), ["climate", "fan"])
    add(g, "客厅空调风小一点", one("L_ac", ACFAN, FANPCT), ["climate", "fan", "relative"])
    add(g, "仓库空调开除湿模式", one("W_ac", TM_SET), ["climate", "mode", "unwritten-floor"])
    add(g, "落地扇摇头", one("E_fan", OSC), ["fan", "oscillation", "no-verb"])
    add(g, "落地扇别摇头了", one("E_fan", OSC), ["fan", "oscillation", "negation-command"])
    add(g, "落地扇风大一点", one("E_fan", ACFAN, FANPCT), ["fan", "relative"])
    add(g, "落地扇调到自然风", one("E_fan", WIND), ["fan", "mode"])
    add(g, "净化器调到睡眠模式", one("L_pur", PURMODE), ["air", "mode"])
    add(g, "净化器开到最大档", one("L_pur", PURMODE, FANPCT), ["air", "fan"])
    add(g, "油烟机调到高档", one("K_hood", FANMODE, FANPCT), ["fan", "no-switch"])
    add(g, "客卫排气扇开到高档", one("GB_exh", FANMODE), ["fan", "room", "duplicate-label"])
    add(g, "抽风机调到百分之六十", one("W_vent", LVL), ["fan", "level", "numeral-zh"])
    add(g, "浴霸开暖风", one("MB_heater", TM_HEAT, TM_SET), ["mode", "climate"])
    add(g, "浴霸换气", one("MB_heater", FANMODE, TM_SET), ["mode", "fan", "no-verb"])
    add(g, "热水器调到50度", one("GB_wh", HEATSP), ["temperature", "water-heater"])
    add(g, "热水器开速热模式", one("GB_wh", MODE), ["mode", "water-heater"])
    add(g, "客厅电视换到8台", one("L_tv", KEY), ["media", "channel"])
    add(g, "阿嬷房电视换下一个台", one("E_tv", NEXT, KEY), ["media", "channel", "partial-room"])
    add(g, "功放切到蓝牙", one("L_amp", INPUT), ["media", "input", "type-word"])
    add(g, "功放换成HDMI1", one("L_amp", INPUT), ["media", "input", "code-mixed"])
    add(g, "功放声音小一点", one("L_amp", VDOWN, VOL), ["media", "volume", "relative"])
    add(g, "功放静音", one("L_amp", MUTE, SETMUTE), ["media", "mute", "no-verb"])
    add(g, "店里音箱取消静音", one("S_spk", UNMUTE, SETMUTE), ["media", "mute"])
    add(g, "店里音箱音量调到20", one("S_spk", VOL), ["media", "volume"])
    add(g, "店里音箱下一首", one("S_spk", NEXT), ["media"])
    add(g, "收款提示音箱大声一点", one("C_voice", VUP, VOL), ["media", "volume", "relative"])
    add(g, "收音机声音小一点", one("E_radio", VDOWN, VOL), ["media", "volume", "relative"])
    add(g, "念佛机放起来", one("F_chant", PLAY), ["media", "name"])
    add(g, "念佛机停一下", one("F_chant", PAUSE), ["media", "no-switch"])
    add(g, "竹帘收起来", one("S_blind", SH_OPEN, SH_LVL), ["cover", "type-word"])
    add(g, "竹帘开一半", one("S_blind", SH_LVL), ["cover", "level", "type-word"])
    add(g, "幕布收起来", one("L_screen", SH_OPEN, SH_CLOSE), ["cover", "partial-name", "type-word"])
    add(g, "客厅窗帘开一半", one("L_cur", SH_LVL), ["cover", "level", "bare-core"])
    add(g, "主卧窗帘拉开一点", one("M_cur", SH_LVL, SH_STEP), ["cover", "relative"])
    add(g, "小孩房窗帘停一下", one("KR_cur", SH_PAUSE), ["cover"])
    add(g, "遮阳网拉开", one("R_shade", SH_OPEN, SH_LVL), ["cover", "name"])
    add(g, "晾衣架降下来", one("B_rack", SH_OPEN, SH_CLOSE), ["cover", "name"])
    add(g, "水泵调到70%", one("R_pump", LVL), ["level"])
    add(g, "喷灌开到一半", one("R_irr", V_LEVEL), ["level", "asr-label", "type-word"])
    add(g, "喷灌停了", one("R_irr", V_CLOSE, OP_STOP), ["asr-label", "type-word"])
    add(g, "扫地机回去充电", one("X_robot", RVC_HOME), ["appliance", "no-room"])
    add(g, "扫地机切到拖地模式", one("X_robot", MODE), ["appliance", "mode", "no-room"])
    add(g, "洗衣机开始洗", one("B_washer", OP_START), ["appliance"])
    add(g, "洗衣机换成快洗", one("B_washer", MODE), ["appliance", "mode"])
    add(g, "洗衣机加一次漂洗", one("B_washer", RINSE), ["appliance"])
    add(g, "洗衣机脱水调到800转", one("B_washer", SPIN), ["appliance"])
    add(g, "烘干机用高温烘", one("B_dryer", TEMPLVL), ["appliance"])
    add(g, "洗碗机开始洗", one("K_dish", OP_START), ["appliance"])
    add(g, "店门开锁", one("S_lock", UNLOCK, UNLATCH), ["security"])
    add(g, "收银机插座电量清零", one("C_pos", RESET), ["plug"])

    # ---------------------------------------------------------------- several commands / soft room carry
    g = "multi"
    add(g, "小孩房空调开制冷调到24度", [one("KR_ac", TM_COOL, TM_SET), one("KR_ac", COOLSP)],
        ["multi-command", "two-actions-one-target", "climate", "mode", "temperature"])
    add(g, "主卧空调开除湿，调到26度", [one("M_ac", ACM), one("M_ac", HEATSP)],
        ["multi-command", "two-actions-one-target", "climate", "heating-setpoint-only"])
    add(g, "空调开制冷调到24度", [one("L_ac", TM_COOL, TM_SET), one("L_ac", COOLSP)],
        ["multi-command", "two-actions-one-target", "history", "reference", "climate"], history=["打开客厅空调"])
    add(g, "打开小孩房的台灯，再把净化器打开", [one("KR_desk", ON), one("L_pur", PURMODE, FANPCT)],
        ["multi-command", "soft-inheritance", "air"])
    add(g, "打开收银台的灯，再把吊扇打开", [one(lights_in("cashier"), ON), one("S_fan", ON)],
        ["multi-command", "soft-inheritance", "relay-fan"])
    add(g, "打开阿嬷房的吸顶灯，再把风扇打开", [one("E_ceil", ON), one("E_fan", ACFAN, FANPCT)],
        ["multi-command", "room-carry", "air"])
    add(g, "打开主卧床头灯，再把风扇打开", [one("M_bed", ON), ask(FANS, ON, ACFAN, FANPCT)],
        ["multi-command", "soft-inheritance", "ambiguous", "clarify", "air"])
    add(g, "招牌灯开一下，卷帘门打开", [one("D_sign", ON), one("S_shutter", ON)],
        ["multi-command", "relay-light", "asr-label", "owner"])
    add(g, "开店了，招牌灯、筒灯都打开", [one("D_sign", ON), every(DOWNLIGHTS, ON)],
        ["multi-command", "bulk-all", "owner"])
    add(g, "关店：筒灯全关，卷帘门关了，店门锁上",
        [every(DOWNLIGHTS, OFF), one("S_shutter", OFF), one("S_lock", LOCK)],
        ["multi-command", "three-commands", "bulk-all", "owner", "security"])
    add(g, "煮水壶开一下，店里音箱放点歌", [one("S_kettle", ON), one("S_spk", PLAY, PRESET)],
        ["multi-command", "media", "plug"])
    add(g, "幕布放下来，功放切到HDMI1", [one("L_screen", SH_CLOSE, SH_OPEN), one("L_amp", INPUT)],
        ["multi-command", "media", "type-word"])
    add(g, "客厅窗帘拉上，灯调暗一点", [one("L_cur", SH_CLOSE, SH_LVL), one(dimmable(lights_in("living")), LVL, STEP)],
        ["multi-command", "room-carry", "relative"])
    add(g, "先把喷灌关了，再关水泵", [one("R_irr", V_CLOSE, OP_STOP), one("R_pump", OFF)],
        ["multi-command", "sequence", "asr-label"])
    add(g, "把主卫的浴霸和排气扇都打开", [one("MB_heater", ON), one("MB_exh", ON)],
        ["multi-target", "room", "duplicate-label"])

    # ---------------------------------------------------------------- conversation history
    g = "hist"
    add(g, "调亮一点", one("S_tea", LVL, STEP), ["history", "reference", "relative"], history=["打开泡茶桌吊灯"])
    add(g, "关掉", one("L_strip", OFF), ["history", "reference", "implicit"], history=["打开灯带"])
    add(g, "再低两度", one("M_ac", HEATSP), ["history", "reference", "relative", "heating-setpoint-only"],
        history=["主卧空调开制冷"])
    add(g, "三号也开", one("S_dl3", ON), ["history", "reference", "numbered", "also"], history=["筒灯2打开"])
    add(g, "次卧的也关掉", one("G_ac", OFF), ["history", "reference", "ellipsis", "climate"],
        history=["关掉小孩房的空调"])
    add(g, "阿公阿嬷房的", one("E_ceil", OFF), ["history", "clarify-followup", "duplicate-label"],
        history=["吸顶灯关了"])
    add(g, "客厅那个", one("L_tv", ON), ["history", "clarify-followup", "media"], history=["电视打开"])
    add(g, "主卫的", one("MB_exh", ON), ["history", "clarify-followup"], history=["排气扇开一下"])
    add(g, "全部", every(DEHUMS, ON), ["history", "clarify-followup", "bulk-all", "plug"], history=["除湿机开一下"])
    add(g, "声音大一点", one("F_chant", VUP, VOL), ["history", "reference", "volume"], history=["念佛机放起来"])
    add(g, "换成紫色", one("KR_pika", COLOR, HUE), ["history", "reference", "color", "nickname"],
        history=["皮卡丘开一下"])
    add(g, "摇头", one("E_fan", OSC), ["history", "reference", "oscillation", "no-verb"], history=["落地扇打开"])
    add(g, "锁好了没", one("S_lock", ANY), ["history", "reference", "state-query", "security"], history=["店门锁上"])
    add(g, "那个空调也关了", one("KR_ac", OFF), ["history", "reference", "room-carry", "climate"],
        history=["关掉小孩房的台灯"])
    add(g, "都关了吧", every(SPOTS, OFF), ["history", "reference", "bulk-all"], history=["射灯打开"])
    add(g, "再放下来一点", one("S_blind", SH_LVL), ["history", "reference", "relative", "cover"],
        history=["竹帘开一半"])
    add(g, "汝共伊关掉", one("E_ac", OFF), ["history", "reference", "pronoun", "elder", "dialect"],
        history=["冷气开开"])
    add(g, "开始洗", one("B_washer", OP_START), ["history", "reference", "appliance"], history=["洗衣机换成快洗"])
    add(g, "店面那台", one("S_dehum", ON), ["history", "clarify-followup", "plug"], history=["除湿机开一下"])
    add(g, "三楼卫生间的也关了", one("T_light", OFF), ["history", "reference", "ellipsis", "room"],
        history=["关掉次卧的吸顶灯"])
    add(g, "算了，不要调了", none(), ["none", "history", "cancellation"], history=["客厅空调调到26度"])

    # ---------------------------------------------------------------- stated needs with a place
    g = "need"
    add(g, "小孩房好热", one("KR_ac", ON, TM_COOL, TM_SET, COOLSP), ["colloquial-intent", "room", "climate"])
    add(g, "客厅好闷", one(["L_pur", "L_ac"], PURMODE, FANPCT, ON, ACFAN, TM_SET),
        ["colloquial-intent", "room", "air"])
    add(g, "仓库好潮，茶叶要返潮了", one(STORE_DEHUMS + ["W_ac"], ON, TM_SET),
        ["colloquial-intent", "room", "humidity", "plug"])
    add(g, "店面太暗了", one(SHOP_LIGHTS, ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "阿嬷房有点冷", one(["E_ac", "E_blanket"], ON, TM_HEAT, TM_SET, HEATSP),
        ["colloquial-intent", "room", "climate", "name-other-room"])
    add(g, "洗澡水不够热", one("GB_wh", HEATSP, MODE), ["colloquial-intent", "unique-type", "water-heater"])
    add(g, "天台的花好几天没浇了", one(["R_irr", "R_pump"], V_OPEN, OP_START, ON),
        ["colloquial-intent", "room", "asr-label"])
    add(g, "厨房油烟好大", one("K_hood", FANMODE, FANPCT), ["colloquial-intent", "room", "no-switch"])
    add(g, "店面好闷", one(["S_exh", "S_fan", "S_ac"], ON, ACFAN, FANPCT, TM_SET),
        ["colloquial-intent", "room", "air", "relay-fan"])
    add(g, "主卧好潮湿", one(["M_dehum", "M_ac"], ON, ACM), ["colloquial-intent", "room", "humidity"])
    add(g, "佛堂好热", one("F_ac", ON, TM_COOL, TM_SET, COOLSP), ["colloquial-intent", "room", "climate"])
    add(g, "地上好脏", one("X_robot", RVC_START), ["colloquial-intent", "unique-type", "no-room"])
    add(g, "收银台好暗", one(lights_in("cashier"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "天台太晒了", one("R_shade", SH_CLOSE, SH_LVL), ["colloquial-intent", "room", "cover"])
    add(g, "主卫好多水汽", one(["MB_exh", "MB_heater"], ON, FANMODE, TM_SET), ["colloquial-intent", "room"])

    # ---------------------------------------------------------------- state questions
    g = "state"
    add(g, "店面现在几度", one(["S_ac", "S_th"], ANY), ["state-query", "room", "temperature"])
    add(g, "仓库湿度多少", one(["W_th", "W_ac"], ANY), ["state-query", "room", "humidity"])
    add(g, "家里有没有哪里漏水", one(LEAKS, ANY), ["state-query", "type"])
    add(g, "仓库漏水了没", one("W_leak", ANY), ["state-query", "room"])
    add(g, "门口有没有人", one(["D_motion", "D_cam"], ANY), ["state-query", "room", "security"])
    add(g, "后门关好没有", one(["W_contact", "W_lock"], ANY), ["state-query", "security"])
    add(g, "捕鼠器抓到老鼠没", one("W_trap", ANY), ["state-query", "name"])
    add(g, "Rain Sensor有没有检测到下雨", one("R_rain", ANY), ["state-query", "english-label"])
    add(g, "燃气有没有泄漏", one("K_gas", ANY), ["state-query", "security"])
    add(g, "仓库监控在不在录", one("W_cam", ANY), ["state-query", "security"])
    add(g, "茶叶冷柜现在几度", one("W_fridge", ANY), ["state-query", "no-spec"])
    add(g, "家门锁了没有", one("L_lock", ANY), ["state-query", "security"])
    add(g, "热水器现在多少度", one("GB_wh", ANY), ["state-query", "water-heater"])
    add(g, "摄像头都在线吗", one(CAMS, ANY), ["state-query", "type", "security"])

    # ---------------------------------------------------------------- the shop owner (Fuzhou Mandarin, terse)
    g = "owner"
    add(g, "筒灯全开啦", every(DOWNLIGHTS, ON), ["owner", "terse", "bulk-all", "numbered"])
    add(g, "招牌，开", one("D_sign", ON), ["owner", "terse", "partial-name"])
    add(g, "店里空调26", one("S_ac", COOLSP, HEATSP), ["owner", "terse", "temperature"])
    add(g, "店里音箱小声点啦，客人在喝茶", one("S_spk", VDOWN, VOL), ["owner", "volume", "relative"])
    add(g, "排轰扇开开", one("S_exh", ON), ["owner", "asr-homophone", "fuzhou-accent"])
    add(g, "那个卷帘门给我拉下来", one("S_shutter", ON, OFF), ["owner", "asr-label", "relay"])
    add(g, "仓库那几台除湿机有开没有", one(STORE_DEHUMS, ANY), ["owner", "state-query", "fuzhou-grammar"])
    add(g, "泡茶那边的灯开亮一点", one("S_tea", ON, LVL, STEP), ["owner", "partial-name", "relative"])
    add(g, "煮水壶有关没有", one("S_kettle", ANY), ["owner", "state-query", "fuzhou-grammar"])
    add(g, "射灯调亮，客人来看茶了", every(SPOTS, LVL, STEP), ["owner", "bulk-all", "relative", "bare-series"])
    add(g, "店面空调打低一点", one("S_ac", COOLSP, HEATSP), ["owner", "relative", "temperature", "colloquial"])
    add(g, "展柜灯统统打开", every(CABS, ON), ["owner", "bulk-all", "category-by-name", "dialect"])
    add(g, "吊轰扇开一下", one("S_fan", ON), ["owner", "asr-homophone", "fuzhou-accent"])
    add(g, "店门锁有锁没有", one("S_lock", ANY), ["owner", "state-query", "fuzhou-grammar", "security"])
    add(g, "仓库空调开起来，茶叶怕潮", one("W_ac", ON), ["owner", "climate", "colloquial"])

    # ---------------------------------------------------------------- the wife (polite, long sentences)
    g = "wife"
    add(g, "麻烦帮我把主卧的窗帘拉上一半好吗，谢谢", one("M_cur", SH_LVL), ["wife", "polite", "cover", "level"])
    add(g, "老公说他要看球，你帮我把客厅的投影幕布放下来，然后功放也打开好不好",
        [one("L_screen", SH_CLOSE, SH_OPEN), one("L_amp", ON)], ["wife", "polite", "multi-command", "type-word"])
    add(g, "不好意思哦，帮我看一下阳台的洗衣机洗完了没有", one("B_washer", ANY), ["wife", "polite", "state-query"])
    add(g, "辛苦了，帮我把厨房的油烟机开到中档，我要炒菜了", one("K_hood", FANMODE, FANPCT),
        ["wife", "polite", "fan", "no-switch"])
    add(g, "小孩睡了，麻烦把小孩房的空调调成睡眠模式，温度帮我调到27度",
        [one("KR_ac", TM_SET, WIND), one("KR_ac", COOLSP, HEATSP)],
        ["wife", "polite", "multi-command", "two-actions-one-target", "climate"])
    add(g, "我在洗澡，麻烦你把主卫的浴霸开一下暖风", one("MB_heater", TM_HEAT, TM_SET), ["wife", "polite", "mode"])
    add(g, "能不能帮我把烘干机开始烘一下，用床品烘干那个模式", [one("B_dryer", OP_START, ON), one("B_dryer", MODE)],
        ["wife", "polite", "multi-command", "appliance"])
    add(g, "帮我把客厅的灯带调成暖一点的颜色，谢谢啦", one("L_strip", CT, CTSTEP, COLOR, HUE),
        ["wife", "polite", "color-temperature"])
    add(g, "等一下阿嬷要上来，你先帮我把佛堂的空调开起来，调到26度吧",
        [one("F_ac", ON), one("F_ac", COOLSP, HEATSP)], ["wife", "polite", "multi-command", "climate"])
    add(g, "晾衣架帮我降下来一下，衣服要收了，谢谢", one("B_rack", SH_OPEN, SH_CLOSE), ["wife", "polite", "cover"])
    add(g, "麻烦把主卧的除湿机打开，这几天回南天太潮了", one("M_dehum", ON), ["wife", "polite", "plug", "humidity"])

    # ---------------------------------------------------------------- the child (game/anime slang, nicknames)
    g = "kid"
    add(g, "芜湖，幕布放下来我要看番", one("L_screen", SH_CLOSE, SH_OPEN), ["kid", "slang", "type-word"])
    add(g, "皮卡丘变紫色，yyds", one("KR_pika", COLOR, HUE), ["kid", "slang", "nickname", "color"])
    add(g, "Switch插座开一下，我要上分了", one("KR_switch", ON), ["kid", "slang", "code-mixed", "plug"])
    add(g, "小孩房空调开到最低，热炸了", one("KR_ac", COOLSP, HEATSP), ["kid", "slang", "temperature"])
    add(g, "台灯调到最亮，写作业了", one("KR_desk", LVL), ["kid", "level"])
    add(g, "扫地机冲鸭", one("X_robot", RVC_START), ["kid", "slang", "no-room"])
    add(g, "皮卡丘给我关了，我要睡了", one("KR_pika", OFF), ["kid", "nickname"])
    add(g, "功放切蓝牙，我要放歌", one("L_amp", INPUT), ["kid", "input", "media"])
    add(g, "小孩房的吸顶灯调成粉色", one("KR_ceil", COLOR, HUE), ["kid", "color", "duplicate-label"])
    add(g, "pikachu lamp turn off", one("KR_pika", OFF), ["kid", "english", "translation", "nickname"])
    add(g, "GKD，把我的Switch插座关掉，被妈妈发现了", one("KR_switch", OFF), ["kid", "slang", "code-mixed", "plug"])
    add(g, "我房间太热了awsl", ask(ACS, ON, COOLSP, TM_COOL, TM_SET, ACM),
        ["kid", "slang", "speaker-unknown", "clarify", "climate"])

    # ---------------------------------------------------------------- the grandparents (Min calques)
    g = "elder"
    add(g, "阿嬷房间电火开开", one(lights_in("elder"), ON), ["elder", "dialect", "room-multi"])
    add(g, "冷气开开，热死人", one("E_ac", ON), ["elder", "dialect", "climate", "name"])
    add(g, "冷气关掉，伊说太冷", one("E_ac", OFF), ["elder", "dialect", "climate"])
    add(g, "佛堂的电火点起来", every(lights_in("shrine"), ON), ["elder", "dialect", "bulk-all", "category-by-name"])
    add(g, "蜡烛灯熄掉", every(CANDLES, OFF), ["elder", "dialect", "bulk-all", "bare-series"])
    add(g, "念佛机开开", one("F_chant", PLAY), ["elder", "dialect", "media", "no-switch"])
    add(g, "落地扇开开", one("E_fan", ACFAN, FANPCT), ["elder", "dialect", "no-switch", "air"])
    add(g, "阿公房间电视关掉，伊睏去了", one("E_tv", OFF), ["elder", "dialect", "partial-room", "media"])
    add(g, "厝里的门都锁起来", every(LOCKS, LOCK), ["elder", "dialect", "bulk-all", "security"])
    add(g, "天台落雨了，喷灌关掉", one("R_irr", V_CLOSE, OP_STOP), ["elder", "dialect", "asr-label"])
    add(g, "夜灯开暗暗的就好", one("E_night", ON, LVL, STEP), ["elder", "dialect", "level"])
    add(g, "收音机大声一点，阿嬷耳朵不好", one("E_radio", VUP, VOL), ["elder", "volume", "relative"])
    add(g, "厝里电火都熄掉", every(LIGHTS, OFF), ["elder", "dialect", "bulk-all", "category-by-name"])
    add(g, "阿嬷房间有点暗，电火开光一点", one(dimmable(lights_in("elder")), ON, LVL, STEP),
        ["elder", "dialect", "colloquial-intent", "relative"])
    add(g, "汝去把伊房间的冷气关掉", ask(ACS, OFF), ["elder", "dialect", "pronoun", "no-history", "clarify"])

    # ---------------------------------------------------------------- the shop assistant (shop floor only)
    g = "clerk"
    add(g, "老板说招牌灯要开", one("D_sign", ON), ["clerk", "relay-light", "reported-speech"])
    add(g, "收银那边的台灯开一下", one("C_lamp", ON), ["clerk", "translation", "english-label", "partial-room"])
    add(g, "店里音箱放首歌", one("S_spk", PLAY, PRESET), ["clerk", "media"])
    add(g, "展柜灯开一下", every(CABS, ON), ["clerk", "bare-series", "bulk-all", "category-by-name"])
    add(g, "仓库的灯开一下，我去拿货", one("W_light", ON), ["clerk", "room"])
    add(g, "收款的声音太小了", one("C_voice", VUP, VOL), ["clerk", "partial-name", "colloquial-intent", "volume"])
    add(g, "吊扇开一下，好热", one("S_fan", ON), ["clerk", "relay-fan"])
    add(g, "客人要看那个铁观音，射灯2调亮一点", one("S_sp2", LVL, STEP), ["clerk", "numbered", "padded", "relative"])
    add(g, "下班了，店面的灯全关", every(SHOP_LIGHTS, OFF), ["clerk", "bulk-all", "room", "category-by-name"])
    add(g, "竹帘放一半下来，太阳照进来了", one("S_blind", SH_LVL), ["clerk", "cover", "level", "type-word"])
    add(g, "门口的灯开一下", one(lights_in("door"), ON), ["clerk", "room", "room-multi", "unwritten-floor"])
    add(g, "收银机的插座重启一下，先关掉", one("C_pos", OFF), ["clerk", "plug"])

    # ---------------------------------------------------------------- Traditional characters / English
    g = "script"
    add(g, "把客廳的冷氣打開", one("L_ac", ON), ["traditional", "climate", "synonym", "bare-core"])
    add(g, "筒燈全部關掉", every(DOWNLIGHTS, OFF), ["traditional", "bulk-all", "numbered"])
    add(g, "幫我把竹簾放下來", one("S_blind", SH_CLOSE, SH_LVL), ["traditional", "cover", "type-word"])
    add(g, "主臥的窗簾拉開", one("M_cur", SH_OPEN, SH_LVL), ["traditional", "cover", "bare-core"])
    add(g, "熱水器溫度調到五十五度", one("GB_wh", HEATSP), ["traditional", "numeral-zh", "water-heater"])
    add(g, "turn on the shop AC", one("S_ac", ON), ["english", "climate", "room"])
    add(g, "空调open一下，店里的", one("S_ac", ON), ["code-mixed", "climate", "owner"])

    # ---------------------------------------------------------------- long transcripts ending in a request
    g = "ramble"
    add(g, "哎呀今天回南天，墙上都是水，地板滑得要命，我刚才拖了两遍还是湿的，衣服也晾不干，"
           "你帮我把阳台的晾衣架降下来吧",
        one("B_rack", SH_OPEN, SH_CLOSE), ["long-ramble", "wife", "cover"])
    add(g, "那个什么，今天下午来了三个客人，买了两饼白茶，一个说要包装好一点，我就去仓库拿盒子，"
           "仓库里面潮得很，对了，除湿机2帮我开一下",
        one("W_d2", ON), ["long-ramble", "owner", "numbered", "plug"])
    add(g, "我跟汝讲，早上去菜市场，鱼丸又涨价了，阿嬷讲伊腰骨痛，中午也没食几口，"
           "热得要命，汝共我冷气开开",
        one("E_ac", ON), ["long-ramble", "elder", "dialect", "climate"])
    add(g, "老板，今天的账我对好了，收银机里是两千三，明天早上我九点来开门，"
           "我先走了哦，展柜灯帮我关一下",
        every(CABS, OFF), ["long-ramble", "clerk", "bulk-all", "bare-series"])

    # ---------------------------------------------------------------- nothing to do
    g = "none"
    for q, tags in [
        ("福州今天会不会落雨", ["weather", "dialect"]),
        ("明天几度", ["weather"]),
        ("你好", ["chit-chat"]),
        ("谢谢哦", ["chit-chat"]),
        ("汝食饱未", ["chit-chat", "elder", "dialect"]),
        ("哈哈哈哈哈", ["chit-chat"]),
        ("😂😂", ["emoji"]),
        ("asdfjkl", ["gibberish"]),
        ("嗯嗯啊啊那个", ["filler"]),
        ("等一下哦", ["filler"]),
        ("这饼老白茶多少钱", ["business-question", "owner"]),
        ("今年的大红袍卖得怎么样", ["business-question"]),
        ("鱼丸要煮几分钟", ["world-question"]),
        ("三坊七巷怎么走", ["world-question"]),
        ("帮我记一下今天卖了三饼茶", ["out-of-scope", "owner"]),
        ("阿嬷在念经，不要吵", ["remark", "elder"]),
        ("这个皮卡丘好可爱yyds", ["remark", "kid", "slang"]),
        ("别开空调", ["negation"]),
        ("灯不用关", ["negation"]),
        ("卷帘门先不要关，还有客人", ["negation", "owner"]),
        ("算了，不用开了", ["cancellation"]),
        ("取消取消，说错了", ["cancellation"]),
        ("thanks, that's all", ["chit-chat", "english"]),
        ("老板今天不在", ["remark", "clerk"]),
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
    if len(home["items"]) < 90:
        errors.append("fewer than 90 devices")
    if len({d["profile"]["id"] for d in home["items"]}) < 60:
        errors.append("fewer than 60 distinct profiles")
    no_room = [d for d in home["items"] if "roomId" not in d]
    stale = [d for d in home["items"] if "roomId" in d and d["roomId"] not in set(room_ids)]
    if len(no_room) != 1 or len(stale) != 1:
        errors.append(f"expected one device without roomId and one with a deleted room: {len(no_room)}, {len(stale)}")

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

    # cases
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate case ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))
    for c in cases:
        cid = c["id"]
        for field in ("id", "home", "query", "expect", "tags"):
            if field not in c:
                errors.append(f"{cid}: missing {field}")
        if set(c) - {"id", "home", "query", "expect", "tags", "history"}:
            errors.append(f"{cid}: unknown fields {sorted(set(c) - {'id', 'home', 'query', 'expect', 'tags', 'history'})}")
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home")
        if not c["expect"]:
            errors.append(f"{cid}: empty expect")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a list of strings")
        modes = {e.get("mode") for e in c["expect"]}
        if "none" in modes and len(c["expect"]) != 1:
            errors.append(f"{cid}: a none entry must be the only one")
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
    print("lights", len(LIGHTS), "ACs", len(ACS), "dehumidifiers", len(DEHUMS))
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
