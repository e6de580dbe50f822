#!/usr/bin/env python3
"""Blind evaluation set "kunming": a family-run guesthouse (民宿) in Yunnan.

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
NS = uuid.UUID("6b7c3f0e-2d7a-4a55-9d43-5a1f0c9e4b21")


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
    return str(uuid.uuid5(NS, f"kunming/{kind}/{key}"))


LOCATION_ID = uid("location", "guesthouse")

# --------------------------------------------------------------------------- rooms
ROOMS = [
    ("lobby", "前台大堂"),
    ("r101", "101 大床房"),
    ("r102", "102"),
    ("r103", "103 亲子间"),
    ("r201", "2F-201 观景房"),
    ("r202", "202"),
    ("r203", "203 茶室套房"),
    ("f2", "二楼公共区"),
    ("yard", "院子"),
    ("roof", "天台花园"),
    ("kitchen", "公共厨房"),
    ("laundry", "Laundry"),
    ("oliving", "老板自住-客厅"),
    ("obed", "老板卧室"),
    ("granny", "奶奶房"),
    ("storage", "杂物间"),
    ("b1", "B1 机房"),
]
ROOM_NAME = dict(ROOMS)
DELETED_ROOM = "linen_deleted"  # roomId of a deleted room ("布草间"), not in rooms

# Floors as a person can read them off the room names (see README "Floors").
FLOOR2 = ["r201", "r202", "r203", "f2"]
GUEST_ROOMS = ["r101", "r102", "r103", "r201", "r202", "r203"]
GUEST_1F = ["r101", "r102", "r103"]
GUEST_2F = ["r201", "r202", "r203"]

# --------------------------------------------------------------------------- devices
# key, label, room key (None = no roomId), driver (last path part), profile name
DEVICES = [
    # 前台大堂
    ("L_chand", "Lobby Chandelier", "lobby", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("L_dl1", "筒灯1", "lobby", "zigbee-switch", "on-off-level"),
    ("L_dl2", "筒灯2", "lobby", "zigbee-switch", "on-off-level"),
    ("L_dl3", "筒灯3", "lobby", "zigbee-switch", "on-off-level"),
    ("L_dl4", "筒灯4", "lobby", "zigbee-switch", "on-off-level"),
    ("L_dl5", "筒灯5", "lobby", "matter-switch", "light-binary"),
    ("L_dl6", "筒灯6", "lobby", "matter-switch", "light-binary"),
    ("L_desk", "前台台灯", "lobby", "zigbee-switch", "ge-link-bulb"),
    ("L_sunset", "Sunset Lamp", "lobby", "zigbee-switch", "color-bulb"),
    ("L_ac", "大堂空调", "lobby", "matter-thermostat", "room-air-conditioner"),
    ("L_pcplug", "前台电脑插座", "lobby", "matter-switch", "plug-power"),
    ("L_lock", "大门锁", "lobby", "aqara-lock", "aqara-lock-battery"),
    ("L_spk", "大堂音箱", "lobby", "sonos", "sonos-player"),
    ("L_motion", "门口人体感应", "lobby", "matter-sensor", "matter-motion-battery"),
    ("L_th", "大堂温湿度", "lobby", "matter-sensor", "temperature-humidity"),
    # 101 大床房
    ("R101_ceil", "吸顶灯", "r101", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("R101_bed", "床头灯", "r101", "zigbee-switch", "on-off-level"),
    ("R101_ac", "101空调", "r101", "deepsmart", "Ac.v1"),
    ("R101_cur", "电动窗帘", "r101", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("R101_tv", "电视", "r101", "matter-media", "media-video-player"),
    ("R101_exh", "卫生间排风", "r101", "zigbee-switch", "aqara-switch-no-power"),
    # 102
    ("R102_ceil", "吸顶灯", "r102", "zigbee-switch", "on-off-bulb"),
    ("R102_bed", "床头灯", "r102", "matter-switch", "light-level"),
    ("R102_ac", "空调(102)", "r102", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("R102_cur", "电动窗帘", "r102", "zigbee-window-treatment", "window-treatment-profile"),
    # 103 亲子间
    ("R103_ceil", "吸顶灯", "r103", "zigbee-switch", "rgbw-bulb-2200K-6500K"),
    ("R103_bed", "床头灯", "r103", "zigbee-switch", "aqara-led-bulb"),
    ("R103_night", "小夜灯", "r103", "matter-switch", "light-level-motion"),
    ("R103_ac", "空调", "r103", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("R103_cur", "电动窗帘", "r103", "zigbee-window-treatment", "window-treatment-battery"),
    ("R103_tv", "电视", "r103", "matter-media", "media-video-player"),
    ("R103_pur", "空气净化器", "r103", "matter-thermostat", "air-purifier-hepa"),
    # 2F-201 观景房
    ("R201_ceil", "吸顶灯", "r201", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("R201_bed", "床头灯", "r201", "zigbee-switch", "on-off-level"),
    ("R201_strip", "氛围灯带", "r201", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("R201_ac", "空调", "r201", "matter-thermostat", "room-air-conditioner"),
    ("R201_cur", "电动窗帘", "r201", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("R201_sheer", "纱帘", "r201", "matter-window-covering", "window-covering"),
    ("R201_tv", "电视", "r201", "matter-media", "media-video-player"),
    ("R201_lock", "201门锁", "r201", "matter-lock", "lock-user-pin"),
    # 202
    ("R202_ceil", "吸顶灯", "r202", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("R202_bed", "床头灯", "r202", "zigbee-switch", "ge-link-bulb"),
    ("R202_ac", "空调", "r202", "deepsmart", "Ac.v1"),
    ("R202_cur", "电动窗帘", "r202", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("R202_fan", "201落地扇", "r202", "zwave-fan", "fan-3speed"),
    # 203 茶室套房
    ("R203_ceil", "吸顶灯", "r203", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("R203_bed", "床头灯", "r203", "zigbee-switch", "aqara-led-bulb"),
    ("R203_spot", "茶台射灯", "r203", "zigbee-switch", "on-off-level"),
    ("R203_ac", "空调", "r203", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("R203_cur", "电动窗帘", "r203", "zigbee-window-treatment", "window-treatment-hanssem"),
    ("R203_tv", "电视", "r203", "matter-media", "media-video-player"),
    ("R203_kettle", "烧水壶插座", "r203", "matter-switch", "plug-binary"),
    ("R203_spk", "茶室音箱", "r203", "samsung-audio", "samsung-audio"),
    ("R203_floor", "地暖", "r203", "deepsmart", "Heater.v1"),
    ("R203_lock", "203门锁", "r203", "matter-lock", "lock-user-pin"),
    # 二楼公共区
    ("F2_corr", "2楼走廊灯", "f2", "matter-switch", "light-level-motion"),
    ("F2_stair", "楼梯灯", "f2", "zigbee-switch", "aqara-switch-module-no-power"),
    ("F2_water", "饮水机插座", "f2", "zigbee-switch", "basic-plug"),
    # 院子
    ("Y_spot1", "院子射灯1", "yard", "matter-switch", "light-level"),
    ("Y_spot2", "院子射灯2", "yard", "matter-switch", "light-level"),
    ("Y_spot3", "院子射灯3", "yard", "matter-switch", "light-level"),
    ("Y_spot4", "院子射灯4", "yard", "matter-switch", "light-level"),
    ("Y_spot5", "院子射灯5", "yard", "matter-switch", "light-level"),
    ("Y_str1", "灯串-01", "yard", "zigbee-switch", "basic-switch"),
    ("Y_str2", "灯串-02", "yard", "zigbee-switch", "basic-switch"),
    ("Y_str3", "灯串-03", "yard", "zigbee-switch", "basic-switch"),
    ("Y_str4", "灯串-04", "yard", "matter-switch", "plug-binary"),
    ("Y_lock", "院门锁", "yard", "zigbee-lock", "lock-battery"),
    ("Y_valve", "浇花阀", "yard", "zigbee-valve", "valve-battery-powerSource"),
    ("Y_pump", "鱼池水泵", "yard", "matter-pump", "pump-only"),
    ("Y_th", "户外温湿度", "yard", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    # 天台花园
    ("T_spot1", "天台射灯-01", "roof", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("T_spot2", "天台射灯-02", "roof", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("T_amb", "天台氛围灯", "roof", "matter-switch", "light-color-level-2000K-7000K"),
    ("T_shade", "遮阳棚", "roof", "tuya-zigbee", "window-treatment-reverse"),
    ("T_spk", "天台音箱", "roof", "jbl", "jbl"),
    ("T_spray", "天台喷林", "roof", "matter-switch", "water-valve"),
    # 公共厨房
    ("K_light", "厨房灯", "kitchen", "zigbee-switch", "aqara-switch-module"),
    ("K_hood", "油烟机", "kitchen", "matter-appliance", "extractor-hood"),
    ("K_fridge", "冰箱", "kitchen", "matter-appliance", "refrigerator-freezer"),
    ("K_rice", "电饭锅插座", "kitchen", "zigbee-switch", "switch-power-smartplug"),
    ("K_gas", "燃气报警", "kitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("K_leak", "厨房水浸", "kitchen", "matter-sensor", "leak-battery"),
    ("K_dish", "洗碗鸡", "kitchen", "matter-appliance", "dishwasher"),
    # Laundry
    ("W_wash1", "1号洗衣机", "laundry", "matter-appliance", "laundry-washer"),
    ("W_wash2", "2号洗衣机", "laundry", "matter-appliance", "laundry-washer-tl"),
    ("W_dryer", "烘干机", "laundry", "matter-appliance", "laundry-dryer"),
    ("W_light", "洗衣房灯", "laundry", "zigbee-switch", "on-off-bulb"),
    ("W_vent", "排风扇", "laundry", "britzyhub", "vent"),
    # 老板自住-客厅
    ("O_main", "客厅主灯", "oliving", "philips-hue", "white-and-color-ambiance"),
    ("O_floor", "落地灯", "oliving", "philips-hue", "white-ambiance"),
    ("O_tv", "客厅电视", "oliving", "matter-media", "media-video-speaker"),
    ("O_ac", "客厅空调", "oliving", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("O_pur", "净化器", "oliving", "matter-thermostat", "air-purifier-aqs"),
    ("O_cur", "客厅窗帘", "oliving", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate"),
    ("O_fish", "鱼缸插座", "oliving", "zigbee-switch", "switch-power-energy"),
    # 老板卧室
    ("B_light", "卧室灯", "obed", "matter-switch", "light-level-colorTemperature"),
    ("B_read", "床头阅读灯", "obed", "zigbee-switch", "color-temp-bulb-2200K-4000K"),
    ("B_ac", "主卧空调", "obed", "matter-thermostat", "room-air-conditioner-humidity-heating-cooling"),
    ("B_blanket", "电热毯", "obed", "matter-switch", "plug-binary"),
    ("B_cur", "窗帘", "obed", "zigbee-window-treatment", "window-treatment-profile"),
    # 奶奶房
    ("G_light", "奶奶房灯", "granny", "zigbee-switch", "on-off-bulb"),
    ("G_night", "夜灯", "granny", "zigbee-switch", "on-off-level-motion-sensor"),
    ("G_heater", "小太羊", "granny", "zwave-switch", "smartplug-binary"),
    ("G_button", "紧急按钮", "granny", "zigbee-button", "aqara-single-button-mode"),
    ("G_th", "奶奶房温度计", "granny", "zigbee-humidity-sensor", "humidity-temp-battery"),
    ("G_radio", "奶奶的收音机", "granny", "matter-media", "media-speaker"),
    # 杂物间 (renamed twice: 储藏室 -> 库房 -> 杂物间)
    ("S_light", "储藏室灯", "storage", "zigbee-switch", "on-off-bulb"),
    ("S_dehum", "库房除湿机", "storage", "zigbee-switch", "basic-plug"),
    # B1 机房
    ("X_wh", "空气能热水器", "b1", "matter-thermostat", "water-heater"),
    ("X_valve", "总阀", "b1", "zwave-valve", "valve-generic"),
    ("X_pump", "增压泵", "b1", "matter-pump", "pump-level"),
    ("X_leak", "机房水浸", "b1", "matter-sensor", "leak-battery"),
    # no room / deleted room
    ("N_robot", "扫地机器人", None, "matter-rvc", "rvc-clean-mode"),
    ("N_linen", "布草间灯", DELETED_ROOM, "matter-switch", "light-binary"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist in home.json).
OMITTED_PROFILES = {
    ("matter-pump", "pump-only"),
    ("britzyhub", "vent"),
    ("matter-appliance", "refrigerator-freezer"),
}

TRANSPORT = {
    "zigbee": "ZIGBEE", "zwave": "ZWAVE", "matter": "MATTER", "philips-hue": "LAN",
    "sonos": "LAN", "samsung-audio": "LAN", "jbl": "LAN", "deepsmart": "LAN",
    "aqara-lock": "ZIGBEE", "britzyhub": "LAN", "tuya-zigbee": "ZIGBEE",
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
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    "windowShade.open": ("打开窗帘", "open"),
    "windowShade.close": ("关闭窗帘", "close"),
    "windowShade.pause": ("暂停窗帘", "pause movement"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比", "set shade level (open %)"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "go to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片角度", "set tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("按步长开一点或关一点", "step the shade level"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并收回锁舌", "unlatch"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
    "level.setLevel": ("设置开度", "set level"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置空调风速", "set AC fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "auto mode"),
    "thermostatMode.cool": ("切换到制冷", "cool mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "emergency heat"),
    "thermostatMode.heat": ("切换到制热", "heat mode"),
    "thermostatMode.off": ("关闭温控运行", "thermostat off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风机档位", "set fan mode"),
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
    "operationalState.start": ("开始运行程序", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "mode.setMode": ("设置工作模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置水温档位", "set temperature level"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset energy meter"),
}

# value lists: (value, Chinese, English)
VAL = {
    "ac_mode_deepsmart": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan only"),
                          ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high"), ("auto", "自动风", "auto")],
    "tmode_ac": [("off", "关闭", "off"), ("auto", "自动", "auto"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                 ("fanonly", "送风", "fan only"), ("dryair", "除湿", "dry"), ("asleep", "睡眠", "sleep")],
    "tmode_floor": [("off", "关闭", "off"), ("heat", "制热", "heat"), ("auto", "自动", "auto")],
    "tmode_water": [("off", "关闭", "off"), ("heat", "加热", "heat")],
    "wind": [("noWind", "常规风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "purifier": [("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "高档", "high"), ("quiet", "静音", "quiet"), ("windFree", "无风感", "wind free"), ("off", "关闭", "off")],
    "hood_fan": [("off", "关闭", "off"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("auto", "自动", "auto")],
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
    "washer_temp": [("Cold", "冷水", "cold"), ("Warm", "温水", "warm"), ("Hot", "热水", "hot")],
    "washer_mode": [("Normal", "标准洗", "normal"), ("Delicate", "轻柔洗", "delicate"), ("Heavy", "强力洗", "heavy"),
                    ("Quick", "快洗", "quick"), ("Bedding", "床品", "bedding")],
    "dryer_mode": [("Normal", "标准烘干", "normal"), ("Delicate", "轻柔烘干", "delicate"),
                   ("Quick Dry", "快速烘干", "quick dry"), ("Bedding", "床品烘干", "bedding")],
    "dish_mode": [("Normal", "标准洗", "normal"), ("Eco", "节能洗", "eco"), ("Intensive", "强力洗", "intensive"),
                  ("Quick", "快洗", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖一体", "vacuum and mop")],
    "wh_mode": [("Eco", "节能", "eco"), ("Boost", "速热", "boost"), ("Vacation", "度假", "vacation")],
}

# mode.setMode values per profile (the capability leaves the string free; see README)
MODE_VALUES = {
    "rvc-clean-mode": "rvc_mode", "water-heater": "wh_mode", "laundry-washer": "washer_mode",
    "laundry-washer-tl": "washer_mode", "laundry-dryer": "dryer_mode", "dishwasher": "dish_mode",
}
TMODE_VALUES = {"Heater.v1": "tmode_floor", "water-heater": "tmode_water"}
SETPOINT_RANGE = {  # used only when the profile itself gives no range (see README)
    "AirConditioner": (16, 30), "WaterHeater": (30, 75), "Thermostat": (5, 35),
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
                if cap in ("switchLevel", "level", "windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel",
                           "fanSpeedPercent", "audioVolume", "statelessSwitchLevelStep",
                           "statelessColorTemperatureStep"):
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
                    vl = value_list(pid, "hood_fan", enabled_values(prof, "fanMode", "fanMode.value"))
                elif key == "audioMute.setMute":
                    vl = value_list(pid, "mute")
                elif cap == "keypadInput":
                    vl = value_list(pid, "keys")
                elif cap == "laundryWasherRinseMode":
                    vl = value_list(pid, "rinse")
                elif cap == "laundryWasherSpinSpeed":
                    vl = value_list(pid, "spin")
                elif cap == "temperatureLevel":
                    vl = value_list(pid, "washer_temp")
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
FANSPEED, FANMODE = "main-fanSpeed-setFanSpeed", "main-fanMode-setFanMode"
PURMODE = "main-airPurifierFanMode-setAirPurifierFanMode"
SH_OPEN, SH_CLOSE, SH_PAUSE = "main-windowShade-open", "main-windowShade-close", "main-windowShade-pause"
SH_LVL, SH_STEP = "main-windowShadeLevel-setShadeLevel", "main-statelessWindowShadeLevelStep-stepShadeLevel"
VOL, VUP, VDOWN = "main-audioVolume-setVolume", "main-audioVolume-volumeUp", "main-audioVolume-volumeDown"
MUTE, SETMUTE = "main-audioMute-mute", "main-audioMute-setMute"
PLAY, PAUSE, STOP = "main-mediaPlayback-play", "main-mediaPlayback-pause", "main-mediaPlayback-stop"
FF = "main-mediaPlayback-fastForward"
NEXT, KEY, PRESET = "main-mediaTrackControl-nextTrack", "main-keypadInput-sendKey", "main-mediaPresets-playPreset"
LOCK, UNLOCK, UNLATCH = "main-lock-lock", "main-lock-unlock", "main-lock-unlatch"
V_OPEN, V_CLOSE = "main-valve-open", "main-valve-close"
RVC_START, RVC_HOME = "main-robotCleanerOperatingState-start", "main-robotCleanerOperatingState-goHome"
MODE = "main-mode-setMode"
OP_START, OP_STOP, OP_PAUSE = "main-operationalState-start", "main-operationalState-stop", "main-operationalState-pause"
TEMPLVL = "main-temperatureLevel-setTemperatureLevel"
RINSE = "main-laundryWasherRinseMode-setRinseMode"
ANY = "*"


def is_light(k: str) -> bool:
    """Category Light, or a relay/plug (Switch, SmartPlug) whose label says 灯."""
    cat = category_of(k)
    return cat == "Light" or (cat in ("Switch", "SmartPlug") and "灯" in DEV[k]["label"])


def in_rooms(*rooms):
    return [k for k in ORDER if DEV[k]["room"] in rooms]


def keys_where(pred, scope=None):
    return [k for k in (scope if scope is not None else ORDER) if pred(k)]


LIGHTS = keys_where(is_light)
ACS = keys_where(lambda k: category_of(k) == "AirConditioner")
TVS = keys_where(lambda k: category_of(k) == "Television")
LOCKS = keys_where(lambda k: category_of(k) == "SmartLock")
SPEAKERS = keys_where(lambda k: "音箱" in DEV[k]["label"])
CURTAINS = keys_where(lambda k: "窗帘" in DEV[k]["label"] or "纱帘" in DEV[k]["label"])
CEILINGS = keys_where(lambda k: DEV[k]["label"] == "吸顶灯")
BEDSIDE = keys_where(lambda k: "床头" in DEV[k]["label"] and "灯" in DEV[k]["label"])
SPOTS = keys_where(lambda k: "射灯" in DEV[k]["label"])
Y_SPOTS = [f"Y_spot{i}" for i in range(1, 6)]
Y_STRINGS = [f"Y_str{i}" for i in range(1, 5)]
L_DOWN = [f"L_dl{i}" for i in range(1, 7)]
WASHERS = ["W_wash1", "W_wash2"]
PURIFIERS = ["R103_pur", "O_pur"]


def lights_in(*rooms):
    return [k for k in in_rooms(*rooms) if is_light(k)]


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
    cid = f"km-{group}-{_COUNTERS[group]:03d}"
    out_exp = []
    for i, e in enumerate(expects):
        keys = e.pop("_keys", None)
        scope = e.pop("_scope", None)
        if e["mode"] == "all":
            ALL_SCOPES[(cid, i)] = (scope, e["capabilities"], keys)
        if e["mode"] in ("one", "clarify") and e["capabilities"] != [ANY]:
            for k in keys:
                assert any(supports(k, c) for c in e["capabilities"]), (cid, k, e["capabilities"])
            for c in e["capabilities"]:
                assert any(supports(k, c) for k in keys) or not keys, (cid, c)
        if e["capabilities"] == [ANY]:
            pass
        elif keys is not None:
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

    # ---------------------------------------------------------------- by name / room + name / room + type
    g = "name"
    add(g, "打开Lobby Chandelier", one("L_chand", ON), ["name", "english-label"])
    add(g, "lobby chandelier 关一下", one("L_chand", OFF), ["name", "english-label", "colloquial"])
    add(g, "大堂的吊灯开起", one("L_chand", ON), ["room", "english-label", "translation", "dialect"])
    add(g, "把前台台灯打开", one("L_desk", ON), ["name"])
    add(g, "打开sunset lamp", one("L_sunset", ON), ["name", "english-label"])
    add(g, "日落灯打开", one("L_sunset", ON), ["english-label", "translation"])
    add(g, "开一下茶台射灯", one("R203_spot", ON), ["name", "colloquial"])
    add(g, "打开灯带", one("R201_strip", ON), ["partial-name"])
    add(g, "楼梯灯开一下", one("F2_stair", ON), ["name", "category-by-name", "colloquial"])
    add(g, "把2楼走廊灯关了", one("F2_corr", OFF), ["name", "floor"])
    add(g, "二楼走廊的灯开一下", one("F2_corr", ON), ["partial-name", "floor", "numeral-zh"])
    add(g, "走廊灯关掉", one("F2_corr", OFF), ["partial-name"])
    add(g, "打开储藏室灯", one("S_light", ON), ["name", "renamed-room"])
    add(g, "布草间的灯打开", one("N_linen", ON), ["name", "stale-room"])
    add(g, "把鱼缸插座关了", one("O_fish", OFF), ["name", "plug"])
    add(g, "电饭锅插座打开", one("K_rice", ON), ["name", "plug"])
    add(g, "开一下电饭锅", one("K_rice", ON), ["partial-name", "plug", "colloquial"])
    add(g, "烧水壶开起来", one("R203_kettle", ON), ["partial-name", "plug"])
    add(g, "饮水机关掉", one("F2_water", OFF), ["partial-name", "plug"])
    add(g, "电热毯打开", one("B_blanket", ON), ["name", "plug"])
    add(g, "前台电脑插座关了", one("L_pcplug", OFF), ["name", "plug"])
    add(g, "库房除湿机开一下", one("S_dehum", ON), ["name", "plug", "renamed-room"])
    add(g, "除湿机关掉", one("S_dehum", OFF), ["partial-name", "plug"])
    add(g, "阅读灯打开", one("B_read", ON), ["partial-name"])
    add(g, "浇花阀开一下", one("Y_valve", V_OPEN), ["name", "valve"])
    add(g, "关总阀", one("X_valve", V_CLOSE), ["name", "valve"])
    add(g, "把水总阀关了", one("X_valve", V_CLOSE), ["partial-name", "valve"])
    add(g, "增压泵开一下", one("X_pump", ON), ["name"])
    add(g, "鱼池水泵打开", one("Y_pump", ANY), ["name", "no-spec"])
    add(g, "鱼池的泵关一下", one("Y_pump", ANY), ["partial-name", "no-spec"])
    add(g, "排风扇开一下", one(["W_vent", "R101_exh"], ANY), ["name", "no-spec", "ambiguous-soft"])
    add(g, "冰箱调到速冻模式", one("K_fridge", ANY), ["name", "no-spec"])
    add(g, "101卫生间排风打开", one("R101_exh", ON), ["name", "room"])
    add(g, "打开101的排气扇", one("R101_exh", ON), ["room", "synonym"])
    add(g, "紧急按钮", ask("G_button", ANY), ["name", "no-verb", "clarify"])
    add(g, "扫地机器人开始打扫", one("N_robot", RVC_START), ["name", "no-room", "appliance"])
    add(g, "扫地机回去充电", one("N_robot", RVC_HOME), ["partial-name", "no-room", "appliance"])
    add(g, "燃气报警器别响了", one("K_gas", MUTE, SETMUTE), ["name", "security"])
    add(g, "空气能热水器开一下", one("X_wh", TM_HEAT, TM_SET), ["name", "no-switch"])
    add(g, "油烟机打开", one("K_hood", FANMODE, FANPCT), ["name", "no-switch"])
    add(g, "抽油烟机关了", one("K_hood", FANMODE, FANPCT), ["synonym", "no-switch"])
    add(g, "把大门锁上", one("L_lock", LOCK), ["name", "security"])
    add(g, "院门锁一下", one("Y_lock", LOCK), ["name", "security"])

    g = "room"
    add(g, "打开101的吸顶灯", one("R101_ceil", ON), ["room", "duplicate-label"])
    add(g, "102吸顶灯关掉", one("R102_ceil", OFF), ["room", "duplicate-label"])
    add(g, "关掉203的床头灯", one("R203_bed", OFF), ["room", "duplicate-label"])
    add(g, "201的氛围灯带打开", one("R201_strip", ON), ["room", "name"])
    add(g, "厨房的灯打开", one("K_light", ON), ["room", "type", "category-by-name"])
    add(g, "关掉洗衣房的灯", one("W_light", OFF), ["room", "type", "english-room"])
    add(g, "Laundry的灯关了", one("W_light", OFF), ["room", "type", "english-room", "code-mixed"])
    add(g, "杂物间的灯开一下", one("S_light", ON), ["room", "type", "renamed-room"])
    add(g, "库房的灯关掉", one("S_light", OFF), ["type", "renamed-room", "unknown-room"])
    add(g, "打开102的灯", one(lights_in("r102"), ON), ["room", "type", "room-multi"])
    add(g, "打开院子的灯", one(lights_in("yard"), ON), ["room", "type", "room-multi", "category-by-name"])
    add(g, "大堂的灯开一下", one(lights_in("lobby"), ON), ["room", "type", "room-multi"])
    add(g, "2F-201的灯打开", one(lights_in("r201"), ON), ["room", "type", "room-multi", "room-code"])
    add(g, "101的空调开一下", one("R101_ac", ON), ["room", "type", "climate"])
    add(g, "开102空调", one("R102_ac", ON), ["room", "type", "climate"])
    add(g, "空调102关掉", one("R102_ac", OFF), ["room", "type", "climate", "word-order"])
    add(g, "把103的空调打开", one("R103_ac", ON), ["room", "type", "climate", "duplicate-label"])
    add(g, "观景房空调关了", one("R201_ac", OFF), ["room", "room-alias", "climate"])
    add(g, "茶室的空调开一下", one("R203_ac", ON), ["room", "room-alias", "climate"])
    add(g, "亲子间电视打开", one("R103_tv", ON), ["room", "room-alias", "media"])
    add(g, "大床房的窗帘拉开", one("R101_cur", SH_OPEN, SH_LVL), ["room", "room-alias", "cover"])
    add(g, "202窗帘关上", one("R202_cur", SH_CLOSE, SH_LVL), ["room", "cover"])
    add(g, "老板卧室的窗帘拉上", one("B_cur", SH_CLOSE, SH_LVL), ["room", "cover"])
    add(g, "客厅窗帘打开", one("O_cur", SH_OPEN, SH_LVL), ["room", "cover"])
    add(g, "主卧空调开一下", one("B_ac", ON), ["name", "climate", "unknown-room"])
    add(g, "卧室空调打开", one("B_ac", ON), ["room", "type", "climate"])
    add(g, "客厅空调关了", one("O_ac", OFF), ["room", "type", "climate"])
    add(g, "大堂空调开起", one("L_ac", ON), ["name", "climate", "dialect"])
    add(g, "前台的音箱放点音乐", one("L_spk", PLAY, PRESET), ["room", "type", "media"])
    add(g, "大堂音箱关了", one("L_spk", PAUSE, STOP), ["name", "media", "no-switch"])
    add(g, "关掉亲子间的净化器", one("R103_pur", PURMODE, FANPCT), ["room", "room-alias", "air", "no-switch"])
    add(g, "客厅净化器开一下", one("O_pur", PURMODE, FANPCT), ["room", "air", "no-switch"])
    add(g, "202的风扇开一下", one("R202_fan", ON), ["room", "type", "name-other-room", "air"])
    add(g, "201落地扇关掉", one("R202_fan", OFF), ["name", "name-other-room", "air"])
    add(g, "打开201的风扇", one("R202_fan", ON), ["room", "type", "name-other-room", "air"])
    add(g, "B1的热水器关了", one("X_wh", TM_OFF, TM_SET), ["room", "room-code", "no-switch"])
    add(g, "机房的总阀打开", one("X_valve", V_OPEN), ["room", "valve"])
    add(g, "奶奶房的小太阳关了", one("G_heater", OFF), ["room", "asr-label", "plug"])
    add(g, "203的音箱关掉", one("R203_spk", OFF, PAUSE, STOP), ["room", "type", "media"])
    add(g, "老板客厅的落地灯开一下", one("O_floor", ON), ["room", "name"])
    add(g, "203的地暖开起来", one("R203_floor", TM_HEAT, TM_SET), ["room", "name", "no-switch", "climate"])
    add(g, "203门锁打开", one("R203_lock", UNLOCK), ["room", "security"])
    add(g, "201的门锁上", one("R201_lock", LOCK), ["room", "security"])

    # ---------------------------------------------------------------- numbered members
    g = "num"
    add(g, "筒灯3打开", one("L_dl3", ON), ["numbered"])
    add(g, "打开3号筒灯", one("L_dl3", ON), ["numbered", "word-order"])
    add(g, "筒灯三关掉", one("L_dl3", OFF), ["numbered", "numeral-zh"])
    add(g, "第三个筒灯关一下", one("L_dl3", OFF), ["numbered", "ordinal"])
    add(g, "把五号筒灯开开", one("L_dl5", ON), ["numbered", "numeral-zh", "colloquial"])
    add(g, "筒灯2调到40%", one("L_dl2", LVL), ["numbered", "level"])
    add(g, "院子射灯2关掉", one("Y_spot2", OFF), ["numbered", "name"])
    add(g, "院子第四个射灯开一下", one("Y_spot4", ON), ["numbered", "ordinal", "room"])
    add(g, "射灯三开一下", one("Y_spot3", ON), ["numbered", "numeral-zh", "partial-name"])
    add(g, "灯串2开一下", one("Y_str2", ON), ["numbered", "padded", "category-by-name"])
    add(g, "二号灯串关了", one("Y_str2", OFF), ["numbered", "padded", "numeral-zh", "category-by-name"])
    add(g, "灯串-04打开", one("Y_str4", ON), ["numbered", "padded", "category-by-name"])
    add(g, "灯串01关掉", one("Y_str1", OFF), ["numbered", "padded", "category-by-name"])
    add(g, "天台射灯1打开", one("T_spot1", ON), ["numbered", "padded"])
    add(g, "天台二号射灯关掉", one("T_spot2", OFF), ["numbered", "padded", "numeral-zh"])
    add(g, "1号洗衣机开始洗", one("W_wash1", OP_START), ["numbered", "appliance"])
    add(g, "二号洗衣机暂停一下", one("W_wash2", OP_PAUSE), ["numbered", "numeral-zh", "appliance"])
    add(g, "第二台洗衣机用热水洗", one("W_wash2", TEMPLVL), ["numbered", "ordinal", "appliance"])
    add(g, "筒灯7打开", ask(L_DOWN, ON), ["numbered", "missing-member", "clarify"])
    add(g, "院子射灯6关掉", ask(Y_SPOTS, OFF), ["numbered", "missing-member", "clarify"])
    add(g, "灯串5开一下", ask(Y_STRINGS, ON), ["numbered", "missing-member", "clarify", "category-by-name"])
    add(g, "射灯1打开", ask(["Y_spot1", "T_spot1"], ON), ["numbered", "ambiguous", "clarify"])
    add(g, "天台射灯3开一下", ask(["T_spot1", "T_spot2"], ON), ["numbered", "missing-member", "clarify"])

    # ---------------------------------------------------------------- duplicates and bare types: ask
    g = "clar"
    add(g, "打开吸顶灯", ask(CEILINGS, ON), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "床头灯关了", ask(BEDSIDE, OFF), ["duplicate-label", "ambiguous", "clarify"])
    add(g, "空调开一下", ask(ACS, ON), ["type", "ambiguous", "clarify", "climate"])
    add(g, "把电动窗帘打开", ask(keys_where(lambda k: DEV[k]["label"] == "电动窗帘"), SH_OPEN),
        ["duplicate-label", "ambiguous", "clarify", "cover"])
    add(g, "电视关掉", ask(TVS, OFF), ["type", "ambiguous", "clarify", "media"])
    add(g, "开灯", ask(LIGHTS, ON), ["type", "ambiguous", "clarify"])
    add(g, "射灯开一下", ask(SPOTS, ON), ["partial-name", "ambiguous", "clarify"])
    add(g, "门锁打开", ask(LOCKS, UNLOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "锁门", ask(LOCKS, LOCK), ["type", "ambiguous", "clarify", "security"])
    add(g, "音箱声音小一点", ask(SPEAKERS, VDOWN, VOL), ["type", "ambiguous", "clarify", "media"])
    add(g, "音乐放起来", ask(SPEAKERS, PLAY), ["type", "ambiguous", "clarify", "media"])
    add(g, "窗帘", ask(CURTAINS, SH_OPEN, SH_CLOSE), ["no-verb", "ambiguous", "clarify", "cover"])
    add(g, "空调", ask(ACS, ON, OFF), ["no-verb", "ambiguous", "clarify", "climate"])
    add(g, "101的灯", ask(lights_in("r101"), ON, OFF), ["no-verb", "clarify", "room"])
    add(g, "吸顶灯调到50%", ask(keys_where(lambda k: supports(k, LVL), CEILINGS), LVL),
        ["duplicate-label", "ambiguous", "clarify", "level"])
    add("name", "净化器开一下", one(PURIFIERS, PURMODE, FANPCT), ["name", "ambiguous-soft", "air", "no-switch"])
    add(g, "洗衣机停了", ask(WASHERS, OP_STOP, OP_PAUSE, OFF), ["type", "ambiguous", "clarify", "appliance"])
    add(g, "洗衣机加一次漂洗", ask(WASHERS, RINSE), ["type", "ambiguous", "clarify", "appliance"])
    add(g, "水泵开一下", ask(["X_pump", "Y_pump"], ANY), ["partial-name", "ambiguous", "clarify", "no-spec"])
    add(g, "把窗帘开一半", ask(CURTAINS, SH_LVL), ["type", "ambiguous", "clarify", "cover"])
    add(g, "把灯调成蓝色", ask(keys_where(lambda k: supports(k, COLOR), LIGHTS), COLOR, HUE),
        ["type", "ambiguous", "clarify", "color"])
    add(g, "调到26度", ask(ACS, COOLSP, HEATSP), ["no-target", "clarify", "climate"])
    add(g, "把那个灯关了", ask(LIGHTS, OFF), ["reference", "no-history", "clarify"])
    add(g, "关掉它", ask([], OFF), ["reference", "no-history", "clarify"])
    add(g, "再调亮一点", ask(keys_where(lambda k: supports(k, LVL), LIGHTS), LVL, STEP),
        ["reference", "no-history", "relative", "clarify"])
    add(g, "那个也打开", ask([], ON), ["reference", "no-history", "clarify"])
    add(g, "楼上的灯关一下", ask(lights_in(*FLOOR2, "roof"), OFF), ["floor", "ambiguous-floor", "clarify"])
    add(g, "楼下空调关了", ask(keys_where(lambda k: DEV[k]["room"] not in FLOOR2, ACS), OFF),
        ["floor", "ambiguous-floor", "clarify", "climate"])
    add(g, "一楼的灯全关", ask(keys_where(lambda k: DEV[k]["room"] not in FLOOR2 + ["roof", "b1"], LIGHTS), OFF),
        ["floor", "ambiguous-floor", "clarify", "bulk-all"])
    add(g, "打开游泳池的灯", ask([], ON), ["unknown-room", "clarify"])
    add(g, "车库门关上", ask([], SH_CLOSE), ["unknown-room", "clarify"])
    add(g, "305的空调关了", ask([], OFF), ["unknown-room", "clarify", "climate"])
    add(g, "三楼的灯全关", ask([], OFF), ["unknown-room", "floor", "clarify", "bulk-all"])
    add(g, "把餐厅的灯都关了", ask([], OFF), ["unknown-room", "clarify", "bulk-all"])
    add(g, "除了游泳池，所有灯都关了", ask(LIGHTS, OFF), ["unknown-room", "bulk-except", "clarify"])
    add(g, "我屋头的灯关掉", ask([], OFF), ["speaker-unknown", "dialect", "clarify"])
    add(g, "等我回家就把空调打开", ask(ACS, ON), ["condition", "ambiguous", "clarify", "climate"])
    add(g, "turn on the bedside lamp", ask(BEDSIDE, ON), ["english", "duplicate-label", "ambiguous", "clarify"])
    add(g, "好热啊", ask(ACS, ON, COOLSP, TM_COOL, TM_SET, ACM), ["colloquial-intent", "no-place", "clarify", "climate"])
    add(g, "太暗了", ask(LIGHTS, ON, LVL, STEP), ["colloquial-intent", "no-place", "clarify"])
    add(g, "有点冷", ask(ACS, ON, HEATSP, TM_HEAT, TM_SET, ACM), ["colloquial-intent", "no-place", "clarify", "climate"])
    add(g, "把灯调暗一点", ask(keys_where(lambda k: supports(k, LVL), LIGHTS), LVL, STEP),
        ["type", "ambiguous", "relative", "clarify"])

    # ---------------------------------------------------------------- bulk
    g = "bulk"
    add(g, "所有灯都关掉", every(LIGHTS, OFF), ["bulk-all", "category-by-name"])
    add(g, "全部的灯打开", every(LIGHTS, ON), ["bulk-all", "category-by-name"])
    add(g, "二楼的灯全关", every(lights_in(*FLOOR2), OFF), ["bulk-all", "floor", "category-by-name"])
    add(g, "除了有客人住的203，二楼全关", every(in_rooms("r201", "r202", "f2"), OFF),
        ["bulk-except", "floor", "all-devices"])
    add(g, "退房了，201的灯和空调都关掉", [every(lights_in("r201"), OFF), one("R201_ac", OFF)],
        ["bulk-all", "room", "multi-command", "guesthouse"])
    add(g, "202退房了，全部关掉", every(in_rooms("r202"), OFF), ["bulk-all", "room", "all-devices", "guesthouse"])
    add(g, "院子的灯全部打开", every(lights_in("yard"), ON), ["bulk-all", "room", "category-by-name"])
    add(g, "院子射灯全开", every(Y_SPOTS, ON), ["bulk-all", "numbered"])
    add(g, "天台的射灯全部打开", every(["T_spot1", "T_spot2"], ON), ["bulk-all", "room", "padded"])
    add(g, "天台的灯全关", every(lights_in("roof"), OFF), ["bulk-all", "room"])
    add(g, "院子的灯串都关掉", every(Y_STRINGS, OFF), ["bulk-all", "category-by-name", "padded"])
    add(g, "院子的灯都调到50%", every(lights_in("yard"), LVL), ["bulk-all", "capability-subset", "level"])
    add(g, "大堂筒灯全部调到30%", every(L_DOWN, LVL), ["bulk-all", "capability-subset", "level", "numbered"])
    add(g, "能调颜色的灯都调成蓝色", every(LIGHTS, COLOR, HUE), ["bulk-all", "capability-subset", "color"])
    add(g, "所有能调色温的灯都调成暖光", every(LIGHTS, CT), ["bulk-all", "capability-subset", "color-temperature"])
    add(g, "所有灯调到百分之八十", every(LIGHTS, LVL), ["bulk-all", "capability-subset", "level", "numeral-zh"])
    add(g, "把二楼的灯都调暗一点", every(lights_in(*FLOOR2), LVL, STEP),
        ["bulk-all", "capability-subset", "floor", "relative"])
    add(g, "除了奶奶房，所有灯都关了", every([k for k in LIGHTS if DEV[k]["room"] != "granny"], OFF),
        ["bulk-except", "category-by-name"])
    add(g, "除了老板卧室和奶奶房，灯全部关掉",
        every([k for k in LIGHTS if DEV[k]["room"] not in ("granny", "obed")], OFF), ["bulk-except"])
    add(g, "除了筒灯，大堂的灯全关", every([k for k in lights_in("lobby") if k not in L_DOWN], OFF),
        ["bulk-except", "exclude-name"])
    add(g, "院子除了灯串，其他灯都关掉", every(Y_SPOTS, OFF), ["bulk-except", "exclude-name"])
    add(g, "除了二楼，所有灯都关掉", every([k for k in LIGHTS if DEV[k]["room"] not in FLOOR2], OFF),
        ["bulk-except", "floor", "category-by-name"])
    add(g, "除了二楼，所有空调都关了", every([k for k in ACS if DEV[k]["room"] not in FLOOR2], OFF),
        ["bulk-except", "floor", "climate"])
    add(g, "二楼和天台的灯全开", every(lights_in(*FLOOR2, "roof"), ON), ["bulk-all", "floor", "room"])
    add(g, "客厅和老板卧室的灯都关了", every(lights_in("oliving", "obed"), OFF), ["bulk-all", "room"])
    add(g, "所有空调都关了", every(ACS, OFF), ["bulk-all", "climate"])
    add(g, "一楼客房的空调都关掉", every([k for k in ACS if DEV[k]["room"] in GUEST_1F], OFF),
        ["bulk-all", "floor", "group-word", "climate"])
    add(g, "客房的空调全部关掉", every([k for k in ACS if DEV[k]["room"] in GUEST_ROOMS], OFF),
        ["bulk-all", "group-word", "climate"])
    add(g, "101到103的空调都关掉", every([k for k in ACS if DEV[k]["room"] in GUEST_1F], OFF),
        ["bulk-all", "room-range", "climate"])
    add(g, "把所有电视都关了", every(TVS, OFF), ["bulk-all", "media"])
    add(g, "所有门锁都锁上", every(LOCKS, LOCK), ["bulk-all", "security"])
    add(g, "所有吸顶灯都关了", every(CEILINGS, OFF), ["bulk-all", "duplicate-label"])
    add(g, "二楼客房的窗帘全部拉上", every([k for k in CURTAINS if DEV[k]["room"] in GUEST_2F], SH_CLOSE),
        ["bulk-all", "floor", "group-word", "cover"])
    add(g, "客房窗帘全部打开", every([k for k in CURTAINS if DEV[k]["room"] in GUEST_ROOMS], SH_OPEN),
        ["bulk-all", "group-word", "cover"])
    add(g, "201的窗帘都拉上", every([k for k in CURTAINS if DEV[k]["room"] == "r201"], SH_CLOSE),
        ["bulk-all", "room", "cover"])
    add(g, "把二楼走廊和楼梯的灯都关了", every(["F2_corr", "F2_stair"], OFF),
        ["bulk-all", "category-by-name", "partial-name"])
    add(g, "1号2号洗衣机都停了", every(WASHERS, OP_STOP), ["bulk-all", "numbered", "appliance"])
    add(g, "所有灯关掉，空调也全关了", [every(LIGHTS, OFF), every(ACS, OFF)],
        ["bulk-all", "multi-command", "climate"])
    add(g, "大堂的灯全部关掉", every(lights_in("lobby"), OFF), ["bulk-all", "room"])
    add(g, "103的灯都关了", every(lights_in("r103"), OFF), ["bulk-all", "room"])
    add(g, "院子里随便开两个射灯", one(Y_SPOTS, ON), ["quantifier-count", "room"])
    add(g, "随便开两盏灯", one(LIGHTS, ON), ["quantifier-count"])
    add(g, "开两盏筒灯就够了", one(L_DOWN, ON), ["quantifier-count", "partial-name"])

    # ---------------------------------------------------------------- values
    g = "value"
    add(g, "103的吸顶灯调到百分之六十", one("R103_ceil", LVL), ["level", "numeral-zh", "room"])
    add(g, "201床头灯亮度调到三十", one("R201_bed", LVL), ["level", "numeral-zh", "room"])
    add(g, "前台台灯调亮一点", one("L_desk", LVL, STEP), ["level", "relative"])
    add(g, "落地灯暗一点", one("O_floor", LVL, STEP), ["level", "relative"])
    add(g, "101床头灯调暗一点", one("R101_bed", LVL, STEP), ["level", "relative", "room"])
    add(g, "走廊灯调到最亮", one("F2_corr", LVL), ["level", "partial-name"])
    add(g, "客厅主灯调成暖白", one("O_main", CT, CTSTEP), ["color-temperature"])
    add(g, "卧室灯色温调到4000K", one("B_light", CT), ["color-temperature", "kelvin"])
    add(g, "床头阅读灯调成冷光", one("B_read", CT, CTSTEP), ["color-temperature"])
    add(g, "Lobby Chandelier 调到 3000K", one("L_chand", CT), ["color-temperature", "kelvin", "english-label"])
    add(g, "大堂吊灯暖一点", one("L_chand", CT, CTSTEP), ["color-temperature", "relative", "translation"])
    add(g, "203吸顶灯调成白光", one("R203_ceil", CT, CTSTEP), ["color-temperature", "room"])
    add(g, "把日落灯调成橙色", one("L_sunset", COLOR, HUE), ["color", "translation"])
    add(g, "氛围灯带换成紫色", one("R201_strip", COLOR, HUE), ["color", "partial-name"])
    add(g, "天台氛围灯调成红的", one("T_amb", COLOR, HUE), ["color", "name"])
    add(g, "103吸顶灯变成粉色", one("R103_ceil", COLOR, HUE), ["color", "room"])
    add(g, "客厅主灯来点绿色", one("O_main", COLOR, HUE), ["color", "colloquial"])
    add(g, "101空调制冷26度", [one("R101_ac", ACM), one("R101_ac", HEATSP)],
        ["climate", "mode", "temperature", "multi-command", "heating-setpoint-only"])
    add(g, "102空调开制热，调到24度", [one("R102_ac", TM_HEAT, TM_SET), one("R102_ac", HEATSP)],
        ["climate", "mode", "temperature", "multi-command"])
    add(g, "大堂空调调到25度", one("L_ac", COOLSP, HEATSP), ["climate", "temperature"])
    add(g, "客厅空调温度调高两度", one("O_ac", COOLSP, HEATSP), ["climate", "temperature", "relative", "numeral-zh"])
    add(g, "主卧空调改成除湿模式", one("B_ac", TM_SET), ["climate", "mode"])
    add(g, "203空调开自然风", one("R203_ac", WIND), ["climate", "mode", "room-alias"])
    add(g, "201空调风速调到高档", one("R201_ac", ACFAN, FANPCT), ["climate", "fan"])
    add(g, "202空调调成送风", one("R202_ac", ACM), ["climate", "mode"])
    add(g, "202空调风小一点", one("R202_ac", ACFAN), ["climate", "fan", "relative"])
    add(g, "103空调睡眠模式", one("R103_ac", TM_SET), ["climate", "mode", "no-verb"])
    add(g, "202的电风扇开到三档", one("R202_fan", FANSPEED), ["fan", "numeral-zh", "name-other-room"])
    add(g, "落地扇调到一档", one("R202_fan", FANSPEED), ["fan", "numeral-zh"])
    add(g, "客厅净化器调到睡眠模式", one("O_pur", PURMODE), ["air", "mode"])
    add(g, "亲子间净化器风量开到最大", one("R103_pur", PURMODE, FANPCT), ["air", "fan", "room-alias"])
    add(g, "油烟机开到最大档", one("K_hood", FANMODE, FANPCT), ["fan", "no-switch"])
    add(g, "201的电动窗帘开一半", one("R201_cur", SH_LVL), ["cover", "level", "room"])
    add(g, "103窗帘拉开一点", one("R103_cur", SH_LVL, SH_STEP), ["cover", "relative", "room"])
    add(g, "纱帘关一半", one("R201_sheer", SH_LVL), ["cover", "level"])
    add(g, "客厅窗帘停一下", one("O_cur", SH_PAUSE), ["cover"])
    add(g, "天台遮阳棚放下来", one("T_shade", SH_CLOSE, SH_LVL), ["cover", "name"])
    add(g, "遮阳棚开到百分之三十", one("T_shade", SH_LVL), ["cover", "level", "numeral-zh"])
    add(g, "大堂音箱音量调到30", one("L_spk", VOL), ["media", "volume"])
    add(g, "茶室音箱大声点", one("R203_spk", VUP, VOL), ["media", "volume", "relative"])
    add(g, "天台音箱静音", one("T_spk", MUTE, SETMUTE), ["media", "volume"])
    add(g, "天台音箱下一首", one("T_spk", NEXT), ["media"])
    add(g, "茶室音箱停一下", one("R203_spk", PAUSE, STOP), ["media"])
    add(g, "奶奶的收音机声音开大点", one("G_radio", VUP, VOL), ["media", "volume", "relative"])
    add(g, "101电视换到5台", one("R101_tv", KEY), ["media", "channel"])
    add(g, "亲子间的电视下一个台", one("R103_tv", NEXT, KEY), ["media", "channel", "room-alias"])
    add(g, "201电视暂停", one("R201_tv", PAUSE), ["media"])
    add(g, "客厅电视快进", one("O_tv", FF), ["media"])
    add(g, "热水器温度调到55度", one("X_wh", HEATSP), ["temperature", "water-heater"])
    add(g, "热水器调成节能模式", one("X_wh", MODE), ["mode", "water-heater"])
    add(g, "地暖调到22度", one("R203_floor", HEATSP), ["temperature", "climate", "unique-type"])
    add(g, "茶室地暖关掉", one("R203_floor", TM_OFF, TM_SET), ["climate", "no-switch", "room-alias"])
    add(g, "扫地机切到拖地模式", one("N_robot", MODE), ["appliance", "mode", "no-room"])
    add(g, "1号洗衣机换成床品模式", one("W_wash1", MODE), ["appliance", "mode", "numbered"])
    add(g, "烘干机开始", one("W_dryer", OP_START), ["appliance"])
    add(g, "洗碗机用节能模式", one("K_dish", MODE), ["appliance", "mode", "asr-label"])
    add(g, "鱼缸插座电量清零", one("O_fish", "main-energyMeter-resetEnergyMeter"), ["plug", "name"])
    add(g, "增压泵调到百分之七十", one("X_pump", LVL), ["level", "numeral-zh"])

    # ---------------------------------------------------------------- several commands / targets
    g = "multi"
    add(g, "打开101的吸顶灯和床头灯", [one("R101_ceil", ON), one("R101_bed", ON)], ["multi-target", "room"])
    add(g, "把院子射灯1和射灯2关掉", [one("Y_spot1", OFF), one("Y_spot2", OFF)], ["multi-target", "numbered"])
    add(g, "关掉天台音箱和天台氛围灯", [one("T_spk", PAUSE), one("T_amb", OFF)], ["multi-target", "no-switch"])
    add(g, "203先把窗帘拉上再开吸顶灯", [one("R203_cur", SH_CLOSE, SH_LVL), one("R203_ceil", ON)],
        ["multi-command", "sequence", "room"])
    add(g, "开客厅主灯，然后把客厅电视打开", [one("O_main", ON), one("O_tv", ON)], ["multi-command", "sequence"])
    add(g, "关掉大堂空调，再把大门锁上", [one("L_ac", OFF), one("L_lock", LOCK)], ["multi-command", "sequence"])
    add(g, "烧水壶开一下，茶室音箱放点音乐", [one("R203_kettle", ON), one("R203_spk", PLAY)], ["multi-command"])
    add(g, "打开扫地机，顺便把客厅窗帘拉开", [one("N_robot", RVC_START), one("O_cur", SH_OPEN, SH_LVL)],
        ["multi-command", "no-room"])
    add(g, "天台射灯全开，音箱放歌", [every(["T_spot1", "T_spot2"], ON), one("T_spk", PLAY)],
        ["multi-command", "bulk-all"])
    add(g, "关了201的电视和空调", [one("R201_tv", OFF), one("R201_ac", OFF)], ["multi-target", "room"])
    add(g, "203的灯全关、窗帘拉上、空调调到26度",
        [every(lights_in("r203"), OFF), one("R203_cur", SH_CLOSE, SH_LVL), one("R203_ac", COOLSP, HEATSP)],
        ["multi-command", "three-commands", "bulk-all"])
    add(g, "空调开制冷调到24度", [one("R203_ac", TM_COOL, TM_SET), one("R203_ac", COOLSP)],
        ["multi-command", "history", "reference", "climate"], history=["打开203的空调"])
    add(g, "奶奶房灯关了，夜灯打开", [one("G_light", OFF), one("G_night", ON)], ["multi-command", "room"])
    add(g, "把1号洗衣机打开，然后开始洗", [one("W_wash1", ON, OP_START), one("W_wash1", OP_START)],
        ["multi-command", "sequence", "appliance"])
    add(g, "打开202的空调和风扇", [one("R202_ac", ON), one("R202_fan", ON)], ["multi-target", "room"])
    add(g, "大堂音箱音量调到20，再放首歌", [one("L_spk", VOL), one("L_spk", PLAY, PRESET)],
        ["multi-command", "media"])
    add(g, "先关总阀，再把增压泵关了", [one("X_valve", V_CLOSE), one("X_pump", OFF)], ["multi-command", "sequence"])
    add(g, "103空调开制冷，窗帘拉上", [one("R103_ac", TM_COOL, TM_SET), one("R103_cur", SH_CLOSE, SH_LVL)],
        ["multi-command", "room"])

    # ---------------------------------------------------------------- conversation history
    g = "hist"
    add(g, "调亮一点", one("R101_bed", LVL, STEP), ["history", "reference", "relative"], history=["打开101的床头灯"])
    add(g, "声音小一点", one("L_spk", VDOWN, VOL), ["history", "reference", "volume"], history=["打开大堂音箱"])
    add(g, "调到25度", one("R203_ac", COOLSP, HEATSP), ["history", "reference", "temperature"],
        history=["把203的空调打开"])
    add(g, "换成绿色", one("R201_strip", COLOR, HUE), ["history", "reference", "color"], history=["打开201的氛围灯带"])
    add(g, "再暗一点", one("O_main", LVL, STEP), ["history", "reference", "relative"],
        history=["打开客厅主灯", "调亮一点"])
    add(g, "算了，还是把它打开吧", one("T_amb", ON), ["history", "reference", "pronoun"], history=["关掉天台氛围灯"])
    add(g, "射灯4也开", one("Y_spot4", ON), ["history", "reference", "numbered", "also"], history=["打开院子射灯3"])
    add(g, "103的也开一下", one("R103_ac", ON), ["history", "reference", "ellipsis", "climate"],
        history=["打开102的空调"])
    add(g, "关掉", one("R101_ceil", OFF), ["history", "reference", "implicit"], history=["打开101的吸顶灯"])
    add(g, "再低一度", one("R202_ac", HEATSP), ["history", "reference", "relative", "heating-setpoint-only"],
        history=["202的空调开制冷"])
    add(g, "103的", one("R103_ceil", ON), ["history", "clarify-followup"], history=["打开吸顶灯"])
    add(g, "就大堂那个", one("L_ac", ON), ["history", "clarify-followup", "climate"], history=["空调开一下"])
    add(g, "院子那个", one("Y_spot1", ON), ["history", "clarify-followup", "numbered"], history=["射灯1打开"])
    add(g, "院子里的，全部", every(Y_SPOTS, ON), ["history", "clarify-followup", "bulk-all"], history=["射灯开一下"])
    add(g, "202的", one("R202_bed", OFF), ["history", "clarify-followup"], history=["床头灯关了"])
    add(g, "那个音量调到20", one("R203_spk", VOL), ["history", "reference", "volume"], history=["打开茶室音箱"])
    add(g, "开始洗吧", one("W_wash1", OP_START), ["history", "reference", "appliance"], history=["把1号洗衣机打开"])
    add(g, "那个空调也关了", one("R101_ac", OFF), ["history", "reference", "room-carry", "climate"],
        history=["关掉101的电视"])
    add(g, "把灯关了", one("L_desk", OFF), ["history", "reference"], history=["打开前台台灯", "大堂音箱放点歌"])
    add(g, "调成蓝色", one("R103_ceil", COLOR, HUE), ["history", "reference", "color"], history=["打开103的吸顶灯"])
    add(g, "夜灯也开一下", one("G_night", ON), ["history", "reference", "room-carry", "also"],
        history=["打开奶奶房灯"])
    add(g, "它现在几度", one("X_wh", ANY), ["history", "reference", "pronoun", "state-query"],
        history=["热水器调到50度"])
    add(g, "再拉开一点", one("R103_cur", SH_LVL, SH_STEP), ["history", "reference", "relative", "cover"],
        history=["103窗帘拉开一点"])
    add(g, "大声点", one("T_spk", VUP, VOL), ["history", "reference", "volume", "relative"],
        history=["天台音箱放歌"])
    add(g, "202的也关", one("R202_ac", OFF), ["history", "reference", "ellipsis", "climate"],
        history=["关掉201的空调"])
    add(g, "板扎，再把灯带调亮点", one("R201_strip", LVL, STEP), ["history", "dialect", "relative"],
        history=["打开201的氛围灯带"])
    add(g, "都关了吧", every(Y_SPOTS, OFF), ["history", "reference", "bulk-all"], history=["院子射灯全开"])
    add(g, "那个关了", one("K_hood", FANMODE, FANPCT), ["history", "reference", "no-switch"],
        history=["油烟机开到最大档"])
    add(g, "它锁了没有", one("Y_lock", ANY), ["history", "reference", "pronoun", "state-query", "security"],
        history=["院门锁一下"])
    add(g, "换个台", one("R101_tv", NEXT, KEY), ["history", "reference", "channel"], history=["打开101的电视"])

    # ---------------------------------------------------------------- stated needs
    g = "need"
    add(g, "203好热", one("R203_ac", ON, TM_COOL, TM_SET, COOLSP), ["colloquial-intent", "room", "climate"])
    add(g, "202热死了", [one(["R202_ac", "R202_fan"], ON, ACM, HEATSP, FANSPEED)],
        ["colloquial-intent", "room", "climate", "air"])
    add(g, "大堂好冷", one("L_ac", ON, TM_HEAT, TM_SET, HEATSP), ["colloquial-intent", "room", "climate"])
    add(g, "奶奶房有点冷", one("G_heater", ON), ["colloquial-intent", "room", "asr-label"])
    add(g, "客厅太暗了", one(lights_in("oliving"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "前台太暗了", one(lights_in("lobby"), ON, LVL, STEP), ["colloquial-intent", "room"])
    add(g, "103好闷", one(["R103_pur", "R103_ac"], PURMODE, FANPCT, ON, ACFAN, TM_SET),
        ["colloquial-intent", "room", "air"])
    add(g, "201太阳晒得很，太亮了", one(["R201_cur", "R201_sheer"], SH_CLOSE, SH_LVL),
        ["colloquial-intent", "room", "cover", "dialect"])
    add(g, "院子的花好久没浇了", one("Y_valve", V_OPEN), ["colloquial-intent", "room", "valve"])
    add(g, "天台的花干死了", one("T_spray", V_OPEN), ["colloquial-intent", "room", "valve", "asr-label"])
    add(g, "地上好脏", one("N_robot", RVC_START), ["colloquial-intent", "unique-type", "no-room"])
    add(g, "厨房烟好大", one("K_hood", FANMODE, FANPCT), ["colloquial-intent", "room", "no-switch"])
    add(g, "洗澡水太烫了", one("X_wh", HEATSP), ["colloquial-intent", "unique-type", "water-heater"])
    add(g, "热水不够热", one("X_wh", HEATSP, MODE), ["colloquial-intent", "unique-type", "water-heater"])
    add(g, "茶室冷得很", one(["R203_ac", "R203_floor"], ON, TM_HEAT, TM_SET, HEATSP),
        ["colloquial-intent", "room", "climate", "dialect"])
    add(g, "101闷得很，透透气", one(["R101_ac", "R101_exh"], ON, ACM, ACFAN), ["colloquial-intent", "room", "climate", "dialect"])
    add(g, "奶奶房黑漆漆的", one(lights_in("granny"), ON, LVL), ["colloquial-intent", "room", "dialect"])
    add(g, "老板卧室有点热", one("B_ac", ON, TM_COOL, TM_SET, COOLSP), ["colloquial-intent", "room", "climate"])

    # ---------------------------------------------------------------- state questions
    g = "state"
    add(g, "大堂现在几度", one(["L_ac", "L_th"], ANY), ["state-query", "room", "temperature"])
    add(g, "院子外面多少度", one("Y_th", ANY), ["state-query", "room"])
    add(g, "奶奶房温度多少", one("G_th", ANY), ["state-query", "room"])
    add(g, "门锁好了没", one(LOCKS, ANY), ["state-query", "security", "type"])
    add(g, "大门锁了没有", one("L_lock", ANY), ["state-query", "security"])
    add(g, "厨房有没有漏水", one("K_leak", ANY), ["state-query", "room"])
    add(g, "机房漏水没", one("X_leak", ANY), ["state-query", "room"])
    add(g, "燃气有没有泄漏", one("K_gas", ANY), ["state-query", "security"])
    add(g, "203空调现在是什么模式", one("R203_ac", ANY), ["state-query", "climate"])
    add(g, "1号洗衣机洗完没有", one("W_wash1", ANY), ["state-query", "appliance", "numbered"])
    add(g, "大堂有没有人", one("L_motion", ANY), ["state-query", "room"])
    add(g, "客厅湿度多少", one("O_ac", ANY), ["state-query", "room"])
    add(g, "热水器现在多少度", one("X_wh", ANY), ["state-query", "water-heater"])
    add(g, "扫地机在干嘛", one("N_robot", ANY), ["state-query", "no-room"])
    add(g, "冰箱门关好没有", one("K_fridge", ANY), ["state-query", "no-spec"])
    add(g, "201的灯开着没", one(lights_in("r201"), ANY), ["state-query", "room"])
    add(g, "天台音箱在放什么", one("T_spk", ANY), ["state-query", "media"])
    add(g, "浇花阀关了没", one("Y_valve", ANY), ["state-query", "valve"])
    add(g, "203地暖现在多少度", one("R203_floor", ANY), ["state-query", "climate"])

    # ---------------------------------------------------------------- dialect (Yunnan), colloquial
    g = "dialect"
    add(g, "克把院子射灯3开了", one("Y_spot3", ON), ["dialect", "numbered"])
    add(g, "把大堂灯整亮点", one(keys_where(lambda k: supports(k, LVL), lights_in("lobby")), LVL, STEP),
        ["dialect", "room", "relative", "room-multi"])
    add(g, "203空调现在是哪样模式", one("R203_ac", ANY), ["dialect", "state-query", "climate"])
    add(g, "咋个院子射灯不亮了，给我开一下", one(Y_SPOTS, ON), ["dialect", "room-multi"])
    add(g, "大门给是锁了？", one("L_lock", ANY), ["dialect", "state-query", "security"])
    add(g, "奶奶房灯开一哈", one("G_light", ON), ["dialect", "name"])
    add(g, "整点音乐来听听，天台上", one("T_spk", PLAY), ["dialect", "room", "media"])
    add(g, "瞧一哈厨房有没有漏水", one("K_leak", ANY), ["dialect", "state-query"])
    add(g, "天台喷淋给是开着的", one("T_spray", ANY), ["dialect", "state-query", "asr-label"])
    add(g, "热水器整到60度", one("X_wh", HEATSP), ["dialect", "temperature", "water-heater"])
    add(g, "102的空调整成制热", one("R102_ac", TM_HEAT, TM_SET), ["dialect", "climate", "mode"])
    add(g, "吃饭克了，把前台电脑插座关了", one("L_pcplug", OFF), ["dialect", "plug"])
    add(g, "帮我把茶台射灯整暗点嘛", one("R203_spot", LVL, STEP), ["dialect", "relative"])
    add(g, "小太阳开一哈，奶奶冷", one("G_heater", ON), ["dialect", "asr-label", "plug"])
    add(g, "院门给是开着的，帮我锁掉", one("Y_lock", LOCK), ["dialect", "security"])
    add(g, "烘干机整起", one("W_dryer", OP_START, "main-switch-on"), ["dialect", "appliance"])
    add(g, "奶奶的收音机关小声点", one("G_radio", VDOWN, VOL), ["dialect", "volume"])
    add(g, "那个日落灯给整成紫色", one("L_sunset", COLOR, HUE), ["dialect", "color", "translation"])
    add(g, "大堂空调整低两度", one("L_ac", COOLSP, HEATSP), ["dialect", "relative", "temperature"])
    add(g, "把楼梯灯关掉咯", one("F2_stair", OFF), ["dialect", "category-by-name"])

    # ---------------------------------------------------------------- guests in English / Traditional
    g = "guest"
    add(g, "turn off the lights in room 202", every(lights_in("r202"), OFF), ["english", "bulk-all", "room"])
    add(g, "set the AC in 201 to 24 degrees", one("R201_ac", COOLSP, HEATSP), ["english", "climate", "temperature"])
    add(g, "close the curtains in 203 please", one("R203_cur", SH_CLOSE, SH_LVL), ["english", "cover", "room"])
    add(g, "Lobby Chandelier off", one("L_chand", OFF), ["english", "english-label"])
    add(g, "can you unlock the main door", one("L_lock", UNLOCK, UNLATCH), ["english", "security"])
    add(g, "what's the temperature outside", one("Y_th", ANY), ["english", "state-query"])
    add(g, "play some music on the rooftop", one("T_spk", PLAY), ["english", "media", "room"])
    add(g, "make the ceiling light in 103 blue", one("R103_ceil", COLOR, HUE), ["english", "color", "room"])
    add(g, "turn the TV in 101 to channel 5", one("R101_tv", KEY), ["english", "media", "channel"])
    add(g, "it's too cold in room 102", one("R102_ac", ON, TM_HEAT, TM_SET, HEATSP),
        ["english", "colloquial-intent", "climate"])
    add(g, "switch on the sunset lamp", one("L_sunset", ON), ["english", "english-label"])
    add(g, "dim the bedside lamp in 201 a little", one("R201_bed", LVL, STEP), ["english", "relative", "room"])
    add(g, "turn on the fan in 202", one("R202_fan", ON), ["english", "air", "name-other-room"])
    add(g, "把202的冷氣打開", one("R202_ac", ON), ["traditional", "climate", "synonym"])
    add(g, "打開茶室的電視", one("R203_tv", ON), ["traditional", "media", "room-alias"])
    add(g, "請把201的窗簾拉上", one(["R201_cur", "R201_sheer"], SH_CLOSE, SH_LVL), ["traditional", "cover", "room"])
    add(g, "大堂燈全部關掉", every(lights_in("lobby"), OFF), ["traditional", "bulk-all", "room"])
    add(g, "客廳空調調到26度", one("O_ac", COOLSP, HEATSP), ["traditional", "climate", "temperature"])
    add(g, "床頭燈調暗一點，我在203", one("R203_bed", LVL, STEP), ["traditional", "relative", "room"])
    add(g, "帮我开一下room 201的air conditioner", one("R201_ac", ON), ["code-mixed", "climate"])

    # ---------------------------------------------------------------- speech-recognition errors in the request
    g = "asr"
    add(g, "小太阳打开", one("G_heater", ON), ["asr-label", "plug"])
    add(g, "洗碗机开始洗", one("K_dish", OP_START), ["asr-label", "appliance"])
    add(g, "把洗碗机关了", one("K_dish", OFF, OP_STOP), ["asr-label", "appliance"])
    add(g, "天台喷淋打开", one("T_spray", V_OPEN), ["asr-label", "valve"])
    add(g, "天台喷淋关了", one("T_spray", V_CLOSE), ["asr-label", "valve"])
    add(g, "把大门所上", one("L_lock", LOCK), ["asr-homophone", "security"])
    add(g, "扫地鸡开始打扫", one("N_robot", RVC_START), ["asr-homophone", "no-room"])
    add(g, "打开落地等", one("O_floor", ON), ["asr-homophone"])
    add(g, "关掉院子社灯2", one("Y_spot2", OFF), ["asr-homophone", "numbered"])
    add(g, "天台音想放首歌", one("T_spk", PLAY), ["asr-homophone", "media"])
    add(g, "把103的吸顶等关了", one("R103_ceil", OFF), ["asr-homophone", "room"])
    add(g, "床头月读灯调暗", one("B_read", LVL, STEP), ["asr-homophone", "relative"])
    add(g, "打开大堂吊登", one("L_chand", ON), ["asr-homophone", "translation"])
    add(g, "鱼缸差座关一下", one("O_fish", OFF), ["asr-homophone", "plug"])
    add(g, "增压碰开一下", one("X_pump", ON), ["asr-homophone"])

    # ---------------------------------------------------------------- conditions (labelled as the action)
    g = "cond"
    add(g, "等我回来就把客厅空调打开", one("O_ac", ON), ["condition", "climate"])
    add(g, "如果203的客人退房了，就把房间的灯全关掉", every(lights_in("r203"), OFF), ["condition", "bulk-all"])
    add(g, "天黑了就把灯串都打开", every(Y_STRINGS, ON), ["condition", "bulk-all", "category-by-name"])
    add(g, "十点以后把大堂音箱关了", one("L_spk", PAUSE, STOP), ["condition", "media", "no-switch"])
    add(g, "客人到了就把201的空调打开", one("R201_ac", ON), ["condition", "climate"])
    add(g, "要是下雨了就把天台喷淋关掉", one("T_spray", V_CLOSE), ["condition", "valve", "asr-label"])
    add(g, "半小时后把电热毯关了", one("B_blanket", OFF), ["condition", "plug"])
    add(g, "明早七点叫扫地机开始扫", one("N_robot", RVC_START), ["condition", "no-room"])
    add(g, "有人进门就把大堂筒灯1打开", one("L_dl1", ON), ["condition", "numbered"])
    add(g, "水烧开了就把烧水壶关掉", one("R203_kettle", OFF), ["condition", "plug", "partial-name"])

    # ---------------------------------------------------------------- long transcripts ending in a request
    g = "ramble"
    add(g, "哎呀今天客人好多哦，早上一对上海来的小两口退房，中午又来了一家三口住103，娃娃闹得很，"
           "我刚把床单洗了晾在天台上，累死了，对了，帮我把天台的遮阳棚放下来",
        one("T_shade", SH_CLOSE, SH_LVL), ["long-ramble", "cover"])
    add(g, "那个什么，我跟你说嘛，奶奶今天血压有点高，医生说要注意保暖，晚上风大得很，你帮我把奶奶房的小太阳开起",
        one("G_heater", ON), ["long-ramble", "dialect", "asr-label"])
    add(g, "嗯……就是说，那个，202那个客人刚刚打电话来说房间里面好像有点热，他们出去逛古城了，"
           "说晚上回来想凉快点，你先帮他们把空调开起嘛",
        one("R202_ac", ON), ["long-ramble", "climate"])
    add(g, "今天菜市场的菌子贵得很，见手青都要两百多一斤了，我买了点干巴菌，回来炒饭吃，"
           "哦对了厨房那个油烟机帮我开一下",
        one("K_hood", FANMODE, FANPCT), ["long-ramble", "no-switch"])

    # ---------------------------------------------------------------- nothing to do
    g = "none"
    for q, tags in [
        ("今天昆明天气怎么样", ["weather"]),
        ("明天大理下雨不", ["weather"]),
        ("给是要下雨了", ["weather", "dialect"]),
        ("你好呀", ["chit-chat"]),
        ("谢谢你", ["chit-chat"]),
        ("哈哈哈哈", ["chit-chat"]),
        ("😂😂😂", ["emoji"]),
        ("👍", ["emoji"]),
        ("啊啊啊啊啊", ["gibberish"]),
        ("asdfghjkl", ["gibberish"]),
        ("洱海边上哪家菌子火锅好吃", ["world-question"]),
        ("过桥米线咋个做", ["world-question", "dialect"]),
        ("丽江到大理要开好久", ["world-question"]),
        ("板扎！", ["remark", "dialect"]),
        ("板扎得很，就这样", ["remark", "dialect"]),
        ("刚才那个灯好看得很", ["remark"]),
        ("你在整哪样", ["chit-chat", "dialect"]),
        ("鸡枞好吃得很", ["remark", "dialect"]),
        ("别开空调", ["negation"]),
        ("莫开空调了", ["negation", "dialect"]),
        ("不要关窗帘", ["negation"]),
        ("算了，不用开灯了", ["cancellation"]),
        ("不用了，谢谢", ["cancellation"]),
        ("取消，刚才说错了", ["cancellation"]),
        ("今天房间都订满了没有", ["business-question"]),
        ("退房时间是几点", ["business-question"]),
        ("帮我订一张去丽江的车票", ["out-of-scope"]),
        ("我克洱海边耍了", ["remark", "dialect"]),
        ("is it going to rain tomorrow", ["weather", "english"]),
        ("thanks, that's all", ["chit-chat", "english"]),
        ("嗯", ["filler"]),
        ("等一下", ["filler"]),
        ("灯不要动它", ["negation"]),
        ("103的客人说空调不用开", ["negation", "room"]),
    ]:
        add(g, q, none(), ["none", *tags])
    add(g, "算了算了，不调了", none(), ["none", "cancellation", "history"], history=["把大堂空调调到25度"])

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
    for name, text in render().items():
        (HERE / name).write_text(text, encoding="utf-8")
    print("wrote", ", ".join(render().keys()))


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
        for cid in spec_cmds.get(d["profile"]["id"], []):
            _, cap, cmd = cid.split("-", 2)
            if cap not in prof["capabilities"] or cmd not in [c["name"] for c in CAPS[cap]["commands"]]:
                errors.append(f"{k}: spec command {cid} not real")
    missing = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_cmds))
    if len(missing) != len(OMITTED_PROFILES):
        errors.append(f"profiles missing from spec: {missing}")

    # cases
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate case ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))
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
                continue
            if "*" in caps:
                errors.append(f"{where}: '*' mixed with commands")
            for dv in e["devices"]:
                pc = spec_cmds.get(devices[dv]["profile"]["id"]) if dv in devices else None
                if pc is None:
                    errors.append(f"{where}: device {dv} has no spec line; use ['*']")
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
    # mode all: exact in-scope sets are recomputed from the scopes in cases.py
    for (cid, i), (scope, caps, devs) in ALL_SCOPES.items():
        want = [uid("device", k) for k in scope if all(supports(k, x) for x in caps)]
        case = next((c for c in cases if c["id"] == cid), None)
        if case is None:
            errors.append(f"{cid}: scope for a missing case")
            continue
        if sorted(case["expect"][i]["devices"]) != sorted(want):
            errors.append(f"{cid}[{i}]: mode all devices are not exactly the in-scope devices supporting {caps}")
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
    print("rooms", len(home["rooms"]), "devices", len(home["items"]), "spec lines", len(spec))
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
    print("cases", len(cases))
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("entries by mode", dict(modes))
    cmode = Counter("+".join(sorted({e["mode"] for e in c["expect"]})) for c in cases)
    print("cases by mode set", dict(cmode))
    tags = Counter(t for c in cases for t in c["tags"])
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print(f"  tag {t}: {n}")
    groups = Counter(c["id"].split("-")[1] for c in cases)
    print("groups", dict(groups))
    print("categories", Counter(category_of(k) for k in ORDER))


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    if "--stats" in sys.argv:
        stats()
        sys.exit(0)
    write()
