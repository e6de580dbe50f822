#!/usr/bin/env python3
"""Blind evaluation set "wuhan": a shared flat in Wuhan (three flatmates + a streaming studio).

    python build.py           writes home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check   re-validates the written files against the definitions here

Reads the real SmartThings facts in shared/data/smartthings/ (profiles.jsonl, capabilities.json).
Every device copies the categories and capabilities (all components) of one real profile.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _data_dir() -> Path:
    env = os.environ.get("ST_DATA")
    cands = [Path(env)] if env else []
    cands += [HERE.parents[2].parent / "shared" / "data" / "smartthings",
              Path("/work/shared/data/smartthings")]
    for c in cands:
        if (c / "profiles.jsonl").exists():
            return c
    raise SystemExit("cannot find shared/data/smartthings (set ST_DATA)")


DATA = _data_dir()
NS = uuid.UUID("6b2f1d0e-5a53-4c1e-9d55-7768616e3031")  # namespace of this set
LOCATION_ID = str(uuid.uuid5(NS, "wuhan/location"))


def uid(key: str) -> str:
    return str(uuid.uuid5(NS, "wuhan/" + key))


# ---------------------------------------------------------------------------
# Real profiles and capabilities
# ---------------------------------------------------------------------------
PROFILES: dict[tuple[str, str], dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    if _line.strip():
        _p = json.loads(_line)
        PROFILES[(_p["driver"].split("/")[-1], _p["name"])] = _p
CAPS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]

# ---------------------------------------------------------------------------
# Rooms. floor: 1 = the flat itself, 2 = the loft (阁楼) up the stairs.
# ---------------------------------------------------------------------------
ROOMS = [
    # key, name as typed in the app, floor
    ("living", "一楼客厅", 1),
    ("dining", "餐厅 Dining", 1),
    ("kitchen", "厨房", 1),
    ("jack", "Jack房间", 1),
    ("xiaomei", "小美的房", 1),
    ("ajie", "阿杰卧室", 1),
    ("studio", "直播间", 1),
    ("public", "公共区域", 1),
    ("wc", "WC-1", 1),
    ("balcony", "阳台", 1),
    ("loft", "2F 阁楼", 2),
    ("storage", "阁楼 储物间", 2),
]
ROOM_NAME = {k: n for k, n, _ in ROOMS}
ROOM_FLOOR = {k: f for k, _, f in ROOMS}
DELETED_ROOM = "old-studio"  # roomId of a room that was deleted from the location
BEDROOMS = ["jack", "xiaomei", "ajie"]

# ---------------------------------------------------------------------------
# Devices: key, label (None = no label), driver, profile name, room key, manufacturer, extra
# extra: {"label_room": room key named by the label when it differs from roomId}
# ---------------------------------------------------------------------------
DEVICES = [
    # 一楼客厅
    ("tong1", "筒灯1", "zigbee-switch", "on-off-level", "living", "Aqara", {}),
    ("tong2", "筒灯2", "zigbee-switch", "on-off-level", "living", "Aqara", {}),
    ("tong3", "筒灯3", "zigbee-switch", "on-off-level", "living", "Aqara", {}),
    ("tong4", "筒灯4", "zigbee-switch", "on-off-level", "living", "Aqara", {}),
    ("tong5", "筒灯5", "matter-switch", "light-binary", "living", "Yeelight", {}),
    ("tong6", "筒灯6", "matter-switch", "light-binary", "living", "Yeelight", {}),
    ("keting", "keting deng", "zigbee-switch", "aqara-switch-module-no-power", "living", "Aqara", {}),
    ("lamp", "Living Room Lamp", "philips-hue", "white-ambiance", "living", "Signify", {}),
    ("govee", "Govee灯带", "matter-switch", "light-color-level", "living", "Govee", {}),
    ("l_ac", "客厅空调", "matter-thermostat", "room-air-conditioner", "living", "Midea", {}),
    ("tv", "小米电视", "matter-media", "media-video-player", "living", "Xiaomi", {}),
    ("soundbar", "Soundbar", "samsung-audio", "samsung-audio", "living", "Samsung", {}),
    ("l_curtain", "客厅窗帘", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1", "living", "Aqara", {}),
    ("l_sheer", "客厅纱帘", "zigbee-window-treatment", "window-treatment-profile", "living", "Dooya", {}),
    ("l_purifier", "Mijia净化器", "matter-thermostat", "air-purifier-hepa-wind", "living", "Xiaomi", {}),
    ("l_fan", "落地扇", "zwave-fan", "fan-3speed", "living", "Midea", {}),
    ("l_th", "客厅温湿度", "zigbee-humidity-sensor", "humidity-temp-battery-aqara", "living", "Aqara", {}),
    ("l_motion", "Aqara人体传感器", "zigbee-motion-sensor", "motion-illuminance-battery-aqara", "living", "Aqara", {}),
    # 餐厅 Dining
    ("pendant", "餐厅吊灯", "matter-switch", "light-level-colorTemperature-2200K-6500K", "dining", "Yeelight", {}),
    ("water", "饮水机", "zigbee-switch", "switch-power-smartplug", "dining", "Xiaomi", {}),
    ("feeder", "猫粮机", "aqara-feeder", "aqara-pet-feeder", "dining", "Aqara", {}),
    # 厨房
    ("k_ceiling", "吸顶灯", "zigbee-switch", "on-off-level-no-firmware-update", "kitchen", "Opple", {}),
    ("k_cabinet", "橱柜灯", "matter-switch", "light-level", "kitchen", "Yeelight", {}),
    ("hood", "油烟机", "matter-appliance", "extractor-hood-light", "kitchen", "Fotile", {}),
    ("fridge", "冰箱", "matter-appliance", "refrigerator-freezer", "kitchen", "Haier", {}),
    ("microwave", "微波炉", "matter-appliance", "microwave-oven", "kitchen", "Midea", {}),
    ("dish", "洗碗机", "matter-appliance", "dishwasher", "kitchen", "Midea", {}),
    ("rice", "电饭煲插座", "zigbee-switch", "basic-plug", "kitchen", "Aqara", {}),
    ("gas", "燃气报警器", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara", "kitchen", "Aqara", {}),
    ("k_leak", "厨房水浸", "zigbee-water-leak-sensor", "water-battery", "kitchen", "Aqara", {}),
    ("valve", "总水阀", "matter-switch", "water-valve", "kitchen", "Eve", {}),
    # Jack房间
    ("j_ceiling", "吸顶灯", "zigbee-switch", "on-off-bulb", "jack", "Opple", {}),
    ("j_desk", "Jack的台灯", "zigbee-switch", "aqara-led-bulb", "jack", "Aqara", {}),
    ("j_bed", "床头灯", "zigbee-switch", "ge-link-bulb", "jack", "GE", {}),
    ("j_night", "小夜灯", "zigbee-switch", "on-off-level-motion-sensor", "jack", "Mijia", {}),
    ("j_ac", "AC", "deepsmart", "Ac.v1", "jack", "DeepSmart", {}),
    ("j_curtain", "窗帘", "zigbee-window-treatment", "window-treatment-no-preset", "jack", "Aqara", {}),
    ("j_pc", "PC插座", "zigbee-switch", "switch-power-energy-consumption-report-aqara", "jack", "Aqara", {}),
    ("j_lock", "Jack房门锁", "zigbee-lock", "lock-battery", "jack", "Yale", {}),
    # 小美的房
    ("x_ceiling", "吸顶灯", "zigbee-switch", "color-temp-bulb-2200K-6500K", "xiaomei", "Opple", {}),
    ("x_yeelight", "Yeelight台灯", "zigbee-switch", "color-temp-bulb-2700K-5000K", "xiaomei", "Yeelight", {}),
    ("x_mood", "氛围灯", "zigbee-switch", "color-bulb", "xiaomei", "Govee", {}),
    ("x_night", "小夜灯", "matter-switch", "light-level-motion", "xiaomei", "Mijia", {}),
    ("x_mirror", "化妆镜灯", "matter-switch", "light-level", "xiaomei", "Yeelight", {}),
    ("x_ac", "小美空调", "matter-thermostat", "room-air-conditioner-heating-cooling", "xiaomei", "Gree", {}),
    ("x_curtain", "小美窗帘", "zigbee-window-treatment", "window-treatment-battery", "xiaomei", "Aqara", {}),
    ("blanket", "电热毯", "matter-switch", "plug-binary", "xiaomei", "Xiaomi", {}),
    ("humid", "加湿气", "zwave-switch", "smartplug-binary", "xiaomei", "Aeotec", {}),
    ("x_speaker", "客厅音箱", "jbl", "jbl", "xiaomei", "JBL", {"label_room": "living"}),
    ("x_lock", "小美房门锁", "matter-lock", "lock-nocodes-notamper", "xiaomei", "Aqara", {}),
    # 阿杰卧室
    ("a_ceiling", "吸顶灯", "matter-switch", "light-binary", "ajie", "Opple", {}),
    ("a_bedlamp", "阿杰床头灯", "zigbee-switch", "on-off-level", "ajie", "Mijia", {}),
    ("a_desk", "书桌灯", "zigbee-switch", "basic-switch", "ajie", "Sonoff", {}),
    ("a_fill", "补光灯", "zigbee-switch", "aqara-light", "ajie", "Aqara", {}),
    ("a_ac", "空调", "matter-thermostat", "room-air-conditioner-fan-heating-cooling", "ajie", "Haier", {}),
    ("a_fan", "美的风扇", "matter-thermostat", "fan-rock", "ajie", "Midea", {}),
    ("a_purifier", "空气净化器", "matter-thermostat", "air-purifier-rock", "ajie", "Xiaomi", {}),
    ("ps5", "PS5插座", "matter-switch", "plug-power", "ajie", "Eve", {}),
    ("a_blind", "百叶帘", "matter-window-covering", "window-covering-tilt", "ajie", "Somfy", {}),
    # 直播间
    ("spot1", "射灯-01", "matter-switch", "light-level-colorTemperature-2700K-6500K", "studio", "Yeelight", {}),
    ("spot2", "射灯-02", "matter-switch", "light-level-colorTemperature-2700K-6500K", "studio", "Yeelight", {}),
    ("spot3", "射灯-03", "matter-switch", "light-level-colorTemperature-2700K-6500K", "studio", "Yeelight", {}),
    ("spot4", "射灯-04", "matter-switch", "light-level-colorTemperature-2700K-6500K", "studio", "Yeelight", {}),
    ("key", "直播灯", "zigbee-switch", "color-temp-bulb-2000k-6500k", "studio", "Godox", {}),
    ("ring", "环形灯", "zigbee-switch", "on-off-level", "studio", "Neewer", {}),
    ("s_govee", "Govee背景灯", "zigbee-switch", "rgbw-bulb-2200K-6500K", "studio", "Govee", {}),
    ("s_mood", "氛围灯", "zigbee-switch", "rgbw-bulb-1800K-6500K", "studio", "Govee", {}),
    ("onair", "ON AIR灯牌", "zwave-switch", "switch-binary", "studio", "Zooz", {}),
    ("s_ac", "直播间空调", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling", "studio", "Gree", {}),
    ("sonos", "Sonos", "sonos", "sonos-player", "studio", "Sonos", {}),
    ("amp", "功放", "harman-luxury", "maX10", "studio", "Harman", {}),
    ("s_pc", "直播电脑", "matter-switch", "plug-power-energy-powerConsumption", "studio", "Eve", {}),
    ("s_shade", "遮光卷帘", "zigbee-window-treatment", "window-treatment-aqara-roller-shade-rotate", "studio", "Aqara", {}),
    ("vent", "新风机", "britzyhub", "vent", "studio", "Panasonic", {}),
    ("aqs", "空气检测仪", "matter-sensor", "aqs-temp-humidity-co2-pm25-tvoc-meas", "studio", "Qingping", {}),
    # 公共区域
    ("entry", "玄关灯", "matter-switch", "light-level-motion", "public", "Yeelight", {}),
    ("corridor", "zoulang deng", "zigbee-switch", "on-off-bulb", "public", "Opple", {}),
    ("stairs", "楼梯灯", "zigbee-switch", "aqara-switch-no-power", "public", "Aqara", {}),
    ("door_lock", "大门锁", "aqara-lock", "aqara-lock-battery", "public", "Aqara", {}),
    ("door_contact", "入户门磁", "zigbee-contact", "contact-battery-tamper-no-fw-update", "public", "Aqara", {}),
    ("smoke", "烟感", "zigbee-smoke-detector", "smoke-battery-aqara", "public", "Aqara", {}),
    ("p_motion", "走廊人体", "zigbee-motion-sensor", "motion-battery-aqara", "public", "Aqara", {}),
    ("router", "路由器", "wemo", "wemo.mini-smart-plug.v1", "public", "Belkin", {}),
    ("siren", "报警器", "zigbee-siren", "switch-alarm", "public", "Heiman", {}),
    # WC-1
    ("w_light", "卫生间灯", "zigbee-switch", "on-off-bulb-no-firmware-update", "wc", "Opple", {}),
    ("w_mirror", "镜前灯", "zigbee-switch", "on-off-level-no-firmware-update", "wc", "Opple", {}),
    ("exhaust", "排气扇", "zigbee-switch", "aqara-switch-no-power", "wc", "Aqara", {}),
    ("bath_heater", "浴霸", "zigbee-switch", "switch-smart-bath-heater-laisiao", "wc", "Laisiao", {}),
    ("wh", "热水器", "matter-thermostat", "water-heater", "wc", "A.O.Smith", {}),
    ("w_leak", "WC水浸", "matter-sensor", "leak-battery", "wc", "Aqara", {}),
    # 阳台
    ("b_light", "阳台灯", "matter-switch", "light-power", "balcony", "Yeelight", {}),
    ("washer", "洗衣机", "matter-appliance", "laundry-washer", "balcony", "Little Swan", {}),
    ("dryer", "烘干机", "matter-appliance", "laundry-dryer", "balcony", "Little Swan", {}),
    ("garden_valve", "浇花阀", "zigbee-valve", "valve-battery-powerSource", "balcony", "Tuya", {}),
    ("opener", "推窗器", "zigbee-window-treatment", "window-shade-only", "balcony", "Aqara", {}),
    ("b_plug", "阳台插座", "zwave-switch", "smartplug-binary", "balcony", "Aeotec", {}),
    ("b_th", None, "zigbee-humidity-sensor", "humidity-temp-battery", "balcony", "Aqara", {}),
    # 2F 阁楼
    ("f_ceiling", "吸顶灯", "zigbee-switch", "rgbw-bulb-2000K-6500K", "loft", "Yeelight", {}),
    ("f_study", "书房台灯", "philips-hue", "white", "loft", "Signify", {}),
    ("f_floor", "落地等", "zigbee-switch", "on-off-level", "loft", "Mijia", {}),
    ("f_ac", "阁楼空调", "matter-thermostat", "thermostat-fan-nostate-nobattery", "loft", "Daikin", {}),
    ("f_heater", "电暖器", "matter-thermostat", "thermostat-heating-only-nostate-nobattery", "loft", "Airmate", {}),
    ("f_fan", "吊扇", "matter-switch", "fan-modular", "loft", "Midea", {}),
    ("skylight", "天窗遮阳帘", "matter-window-covering", "window-covering", "loft", "Velux", {}),
    ("bose", "Bose音箱", "bose", "soundtouch-speaker", "loft", "Bose", {}),
    ("screen", "投影幕", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H", "loft", "Vivid", {}),
    ("f_th", "阁楼温湿度", "matter-sensor", "temperature-humidity", "loft", "Eve", {}),
    # 阁楼 储物间
    ("g_light", "储物间灯", "zigbee-switch", "on-off-bulb", "storage", "Opple", {}),
    ("dehum", "除湿机插座", "matter-switch", "plug-energy-powerConsumption", "storage", "Eve", {}),
    # no room / deleted room
    ("robot", "石头扫地机", "matter-rvc", "rvc-clean-mode", None, "Roborock", {}),
    ("strip2", "Govee灯带2", "matter-switch", "light-color-level", DELETED_ROOM, "Govee", {}),
    ("m_plug", "移动插座", "matter-switch", "plug-binary", None, "Xiaomi", {}),
    ("button", "随心贴", "zigbee-button", "aqara-single-button-mode", None, "Aqara", {}),
]

# Profiles deliberately left out of spec.jsonl (devices still exist in home.json).
OMIT_FROM_SPEC = {("matter-appliance", "refrigerator-freezer"),
                  ("matter-appliance", "microwave-oven"),
                  ("zigbee-button", "aqara-single-button-mode")}


def profile_id(driver: str, name: str) -> str:
    return f"st-{driver}-{name}"


DEV = {}
for key, label, driver, pname, room, manu, extra in DEVICES:
    prof = PROFILES[(driver, pname)]
    DEV[key] = {
        "key": key, "label": label, "driver": driver, "pname": pname, "room": room,
        "manu": manu, "extra": extra, "profile": prof,
        "category": (prof["categories"] or ["Unknown"])[0],
        "caps": list(prof["capabilities"]),
        "pid": profile_id(driver, pname),
    }


def dtype(driver: str) -> str:
    if driver.startswith("zigbee") or driver in ("aqara-feeder", "aqara-lock"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    if driver.startswith("matter"):
        return "MATTER"
    return "LAN"


def build_home() -> dict:
    rooms = [{"roomId": uid("room/" + k), "locationId": LOCATION_ID, "name": n} for k, n, _ in ROOMS]
    items = []
    for key, label, driver, pname, room, manu, extra in DEVICES:
        d = DEV[key]
        prof = d["profile"]
        comps = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
        }]
        for c in prof["components"]:
            comps.append({
                "id": c["id"], "label": c["id"],
                "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]],
                "categories": [{"name": x, "categoryType": "manufacturer"} for x in c["categories"]],
            })
        item = {"deviceId": uid("dev/" + key), "name": pname}
        if label is not None:
            item["label"] = label
        item["manufacturerName"] = manu
        item["locationId"] = LOCATION_ID
        if room is not None:
            item["roomId"] = uid("room/" + room)
        item["components"] = comps
        item["profile"] = {"id": d["pid"]}
        item["type"] = dtype(driver)
        items.append(item)
    return {"rooms": rooms, "items": items}


# ---------------------------------------------------------------------------
# Spec
# ---------------------------------------------------------------------------
ZH = {
    ("switch", "on"): "打开设备电源", ("switch", "off"): "关闭设备电源",
    ("switchLevel", "setLevel"): "设置亮度百分比",
    ("statelessSwitchLevelStep", "stepLevel"): "按步长调亮或调暗，正数变亮负数变暗",
    ("colorTemperature", "setColorTemperature"): "设置色温，数值越低光越暖",
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): "按百分比把色温调冷或调暖",
    ("colorControl", "setColor"): "设置灯光颜色（色相、饱和度或十六进制色值）",
    ("colorControl", "setHue"): "设置色相", ("colorControl", "setSaturation"): "设置颜色饱和度",
    ("windowShade", "open"): "打开窗帘", ("windowShade", "close"): "关闭窗帘",
    ("windowShade", "pause"): "暂停窗帘运行",
    ("windowShadeLevel", "setShadeLevel"): "设置窗帘开合百分比，0为全关100为全开",
    ("windowShadePreset", "presetPosition"): "移动到预设位置",
    ("windowShadePreset", "setPresetPosition"): "设置预设位置",
    ("windowShadeTiltLevel", "setShadeTiltLevel"): "设置百叶角度",
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): "按步长开合窗帘",
    ("lock", "lock"): "上锁", ("lock", "unlock"): "开锁", ("lock", "unlatch"): "解开门闩",
    ("valve", "open"): "打开阀门", ("valve", "close"): "关闭阀门",
    ("airConditionerMode", "setAirConditionerMode"): "设置空调运行模式",
    ("airConditionerFanMode", "setFanMode"): "设置风速档位",
    ("thermostatMode", "auto"): "切换到自动模式", ("thermostatMode", "cool"): "切换到制冷模式",
    ("thermostatMode", "emergencyHeat"): "紧急加热", ("thermostatMode", "heat"): "切换到制热模式",
    ("thermostatMode", "off"): "关闭温控", ("thermostatMode", "setThermostatMode"): "设置温控运行模式",
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): "设置制冷目标温度",
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置制热目标温度",
    ("thermostatFanMode", "fanAuto"): "风扇自动", ("thermostatFanMode", "fanCirculate"): "风扇循环",
    ("thermostatFanMode", "fanOn"): "风扇常开",
    ("thermostatFanMode", "setThermostatFanMode"): "设置温控器风扇模式",
    ("fanSpeed", "setFanSpeed"): "设置风扇档位",
    ("fanSpeedPercent", "setPercent"): "设置风速百分比",
    ("fanMode", "setFanMode"): "设置风扇模式",
    ("fanOscillationMode", "setFanOscillationMode"): "设置摇头模式",
    ("windMode", "setWindMode"): "设置风感模式",
    ("airPurifierFanMode", "setAirPurifierFanMode"): "设置净化器风量模式",
    ("audioVolume", "setVolume"): "设置音量", ("audioVolume", "volumeUp"): "音量调高一格",
    ("audioVolume", "volumeDown"): "音量调低一格",
    ("audioMute", "mute"): "静音", ("audioMute", "unmute"): "取消静音",
    ("audioMute", "setMute"): "设置静音状态",
    ("mediaPlayback", "play"): "开始播放", ("mediaPlayback", "pause"): "暂停播放",
    ("mediaPlayback", "stop"): "停止播放", ("mediaPlayback", "fastForward"): "快进",
    ("mediaPlayback", "rewind"): "快退", ("mediaPlayback", "setPlaybackStatus"): "设置播放状态",
    ("mediaTrackControl", "nextTrack"): "下一首", ("mediaTrackControl", "previousTrack"): "上一首",
    ("mediaInputSource", "setInputSource"): "切换输入源",
    ("mediaPresets", "playPreset"): "播放收藏的预设",
    ("keypadInput", "sendKey"): "发送遥控器按键",
    ("audioNotification", "playTrack"): "播放一段提示音",
    ("audioNotification", "playTrackAndRestore"): "播放提示音后恢复",
    ("audioNotification", "playTrackAndResume"): "播放提示音后继续原来的播放",
    ("alarm", "both"): "声光报警", ("alarm", "off"): "关闭报警", ("alarm", "siren"): "鸣笛报警",
    ("alarm", "strobe"): "闪光报警",
    ("mode", "setMode"): "设置工作模式",
    ("operationalState", "start"): "启动运行", ("operationalState", "stop"): "停止运行",
    ("operationalState", "pause"): "暂停运行", ("operationalState", "resume"): "继续运行",
    ("laundryWasherRinseMode", "setRinseMode"): "设置漂洗次数",
    ("laundryWasherSpinSpeed", "setSpinSpeed"): "设置脱水转速",
    ("robotCleanerOperatingState", "start"): "开始清扫",
    ("robotCleanerOperatingState", "pause"): "暂停清扫",
    ("robotCleanerOperatingState", "goHome"): "回充电座",
    ("feederOperatingState", "startFeeding"): "开始喂食",
    ("feederPortion", "setPortion"): "设置出粮份量",
    ("energyMeter", "resetEnergyMeter"): "清零电量统计",
}
EN = {
    ("switch", "on"): "turn on", ("switch", "off"): "turn off",
    ("switchLevel", "setLevel"): "set brightness level",
    ("statelessSwitchLevelStep", "stepLevel"): "step brightness up or down",
    ("colorTemperature", "setColorTemperature"): "set color temperature",
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): "make the white warmer or cooler by a percentage",
    ("colorControl", "setColor"): "set color", ("colorControl", "setHue"): "set hue",
    ("colorControl", "setSaturation"): "set saturation",
    ("windowShade", "open"): "open", ("windowShade", "close"): "close", ("windowShade", "pause"): "pause",
    ("windowShadeLevel", "setShadeLevel"): "set shade level",
    ("windowShadePreset", "presetPosition"): "go to preset position",
    ("windowShadePreset", "setPresetPosition"): "set preset position",
    ("windowShadeTiltLevel", "setShadeTiltLevel"): "set slat tilt",
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): "step shade level",
    ("lock", "lock"): "lock", ("lock", "unlock"): "unlock", ("lock", "unlatch"): "unlatch",
    ("valve", "open"): "open valve", ("valve", "close"): "close valve",
    ("airConditionerMode", "setAirConditionerMode"): "set air conditioner mode",
    ("airConditionerFanMode", "setFanMode"): "set fan speed",
    ("thermostatMode", "auto"): "auto mode", ("thermostatMode", "cool"): "cool mode",
    ("thermostatMode", "emergencyHeat"): "emergency heat", ("thermostatMode", "heat"): "heat mode",
    ("thermostatMode", "off"): "turn thermostat off", ("thermostatMode", "setThermostatMode"): "set thermostat mode",
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): "set cooling setpoint",
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): "set heating setpoint",
    ("thermostatFanMode", "fanAuto"): "fan auto", ("thermostatFanMode", "fanCirculate"): "fan circulate",
    ("thermostatFanMode", "fanOn"): "fan on", ("thermostatFanMode", "setThermostatFanMode"): "set thermostat fan mode",
    ("fanSpeed", "setFanSpeed"): "set fan speed", ("fanSpeedPercent", "setPercent"): "set fan speed percent",
    ("fanMode", "setFanMode"): "set fan mode", ("fanOscillationMode", "setFanOscillationMode"): "set oscillation",
    ("windMode", "setWindMode"): "set wind mode",
    ("airPurifierFanMode", "setAirPurifierFanMode"): "set air purifier fan mode",
    ("audioVolume", "setVolume"): "set volume", ("audioVolume", "volumeUp"): "volume up",
    ("audioVolume", "volumeDown"): "volume down", ("audioMute", "mute"): "mute",
    ("audioMute", "unmute"): "unmute", ("audioMute", "setMute"): "set mute",
    ("mediaPlayback", "play"): "play", ("mediaPlayback", "pause"): "pause", ("mediaPlayback", "stop"): "stop",
    ("mediaPlayback", "fastForward"): "fast forward", ("mediaPlayback", "rewind"): "rewind",
    ("mediaPlayback", "setPlaybackStatus"): "set playback status",
    ("mediaTrackControl", "nextTrack"): "next track", ("mediaTrackControl", "previousTrack"): "previous track",
    ("mediaInputSource", "setInputSource"): "set input source", ("mediaPresets", "playPreset"): "play preset",
    ("keypadInput", "sendKey"): "send a remote control key",
    ("audioNotification", "playTrack"): "play an audio clip",
    ("audioNotification", "playTrackAndRestore"): "play a clip, then restore",
    ("audioNotification", "playTrackAndResume"): "play a clip, then resume",
    ("alarm", "both"): "siren and strobe", ("alarm", "off"): "alarm off", ("alarm", "siren"): "siren",
    ("alarm", "strobe"): "strobe", ("mode", "setMode"): "set mode",
    ("operationalState", "start"): "start", ("operationalState", "stop"): "stop",
    ("operationalState", "pause"): "pause", ("operationalState", "resume"): "resume",
    ("laundryWasherRinseMode", "setRinseMode"): "set rinse mode",
    ("laundryWasherSpinSpeed", "setSpinSpeed"): "set spin speed",
    ("robotCleanerOperatingState", "start"): "start cleaning",
    ("robotCleanerOperatingState", "pause"): "pause cleaning",
    ("robotCleanerOperatingState", "goHome"): "return to dock",
    ("feederOperatingState", "startFeeding"): "start feeding", ("feederPortion", "setPortion"): "set portion",
    ("energyMeter", "resetEnergyMeter"): "reset energy meter",
}
# Device-type flavoured Chinese descriptions (category, capability, command)
ZH_BY_CAT = {
    ("Light", "switch", "on"): "开灯", ("Light", "switch", "off"): "关灯",
    ("AirConditioner", "switch", "on"): "开启空调", ("AirConditioner", "switch", "off"): "关闭空调",
    ("SmartPlug", "switch", "on"): "插座通电", ("SmartPlug", "switch", "off"): "插座断电",
    ("Television", "switch", "on"): "打开电视", ("Television", "switch", "off"): "关闭电视",
    ("WaterHeater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置出水温度",
    ("WindowOpener", "windowShade", "open"): "推开窗户", ("WindowOpener", "windowShade", "close"): "关上窗户",
    ("Projector", "windowShade", "open"): "展开幕布", ("Projector", "windowShade", "close"): "收起幕布",
    ("Vent", "switch", "on"): "打开新风", ("Vent", "switch", "off"): "关闭新风",
    ("KitchenHood", "fanMode", "setFanMode"): "设置吸油烟档位",
}

VAL_ZH = {
    "cool": "制冷", "heat": "制热", "fan": "送风", "dry": "除湿", "auto": "自动", "off": "关闭",
    "fanonly": "仅送风", "dryair": "除湿", "low": "低速", "medium": "中速", "high": "高速",
    "turbo": "强劲", "sleep": "睡眠", "quiet": "静音", "windFree": "无风感", "on": "开",
    "noWind": "无风感", "sleepWind": "睡眠风", "naturalWind": "自然风",
    "fixed": "固定", "swing": "摆动", "horizontal": "左右摇头", "vertical": "上下摇头", "all": "全方位",
    "muted": "静音", "unmuted": "取消静音", "playing": "播放", "paused": "暂停", "stopped": "停止",
    "fast forwarding": "快进", "rewinding": "快退",
    "UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确认", "BACK": "返回",
    "EXIT": "退出", "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页",
    "circulate": "循环", "followschedule": "按日程",
    "none": "不额外漂洗", "normal": "标准漂洗", "extra": "加强漂洗", "max": "最大漂洗",
    "bluetooth": "蓝牙", "optical": "光纤", "coaxial": "同轴", "wifi": "无线网络", "network": "网络",
    "digitalTv": "数字电视", "analog1": "模拟1",
}
for _i in range(10):
    VAL_ZH[f"NUMBER{_i}"] = f"数字{_i}"

# Free-string arguments: values per device kind (documented in README as chosen for this home)
MODE_VALUES = {
    "washer": [("Normal", "标准洗"), ("Quick", "快洗"), ("Heavy", "强力洗"), ("Delicate", "轻柔洗"),
               ("Wool", "羊毛洗"), ("SpinOnly", "单脱水")],
    "dryer": [("Normal", "标准烘干"), ("Quick", "快速烘干"), ("Delicate", "低温烘干"), ("Cotton", "棉织物")],
    "dish": [("Normal", "标准洗"), ("Eco", "节能洗"), ("Intensive", "强力洗"), ("Quick", "快洗")],
    "rvc": [("Quiet", "安静扫"), ("Standard", "标准扫"), ("Max", "强力扫"), ("Mop", "拖地"),
            ("VacuumAndMop", "扫拖一体")],
    "water_heater": [("Off", "关闭"), ("Manual", "手动"), ("Timed", "定时"), ("Eco", "节能")],
}
THERMO_MODES = {
    "ac": ["off", "auto", "cool", "heat", "fanonly", "dryair"],
    "thermostat": ["off", "auto", "cool", "heat"],
    "heat_only": ["off", "heat"],
    "water_heater": ["off", "heat"],
}
SETPOINT_RANGE = {  # (capability) -> (min, max) per device kind
    "ac": (16, 30), "thermostat_heat": (10, 30), "thermostat_cool": (16, 32), "heat_only": (5, 30),
    "water_heater": (35, 75),
}


def _english(pid: str, cid: str) -> bool:
    h = int(hashlib.sha1(f"{pid}|{cid}".encode()).hexdigest(), 16)
    return h % 100 < 28


def _val_desc(pid: str, v: str) -> str:
    zh = VAL_ZH.get(v)
    if zh is None or int(hashlib.sha1(f"{pid}|v|{v}".encode()).hexdigest(), 16) % 100 < 25:
        return v
    return zh


def _vlist(pid, values):
    out = []
    for v in values:
        if isinstance(v, tuple):
            val, zh = v
            desc = val if int(hashlib.sha1(f"{pid}|v|{val}".encode()).hexdigest(), 16) % 100 < 20 else zh
            out.append({"value": val, "description": desc})
        else:
            out.append({"value": v, "description": _val_desc(pid, v)})
    return out


def device_kind(d) -> str:
    cat = d["category"]
    if cat == "AirConditioner":
        return "ac"
    if cat == "Thermostat":
        return "thermostat" if "thermostatCoolingSetpoint" in d["caps"] else "heat_only"
    if cat == "WaterHeater":
        return "water_heater"
    if cat == "Washer":
        return "washer"
    if cat == "Dryer":
        return "dryer"
    if cat == "Dishwasher":
        return "dish"
    if cat == "RobotCleaner":
        return "rvc"
    return cat


def spec_line(d) -> dict:
    prof = d["profile"]
    pid = d["pid"]
    cfg = prof.get("capability_config") or {}
    kind = device_kind(d)
    out = []
    for cap in prof["capabilities"]:
        if cap in ("refresh", "firmwareUpdate"):
            continue
        cdef = CAPS.get(cap)
        if not cdef or not cdef.get("commands"):
            continue
        cmds = cdef["commands"]
        enabled_cmds = None
        enabled_status = None
        for c in cfg.get(cap, []):
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = c.get("enabledValues")
            if c.get("key") == "playbackStatus.value":
                enabled_status = c.get("enabledValues")
        for cmd in cmds:
            name = cmd["name"]
            if enabled_cmds is not None and name != "setPlaybackStatus" and name not in enabled_cmds:
                continue
            cid = f"main-{cap}-{name}"
            if _english(pid, cid):
                desc = EN.get((cap, name), name)
            else:
                desc = ZH_BY_CAT.get((d["category"], cap, name)) or ZH.get((cap, name), name)
            entry = {"id": cid, "description": desc}
            args = [a for a in cmd["arguments"] if not a.get("optional")] or cmd["arguments"][:1]
            if args:
                a = args[0]
                typ = a.get("type", "string")
                entry["type"] = typ
                rng = None
                vals = None
                if cap in ("switchLevel", "level"):
                    r = next((c["range"] for c in cfg.get(cap, []) if "range" in c), [0, 100])
                    rng = (r[0], r[1], "%")
                elif cap == "colorTemperature":
                    r = next((c["range"] for c in cfg.get(cap, []) if "range" in c), [2700, 6500])
                    rng = (r[0], r[1], "K")
                elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                    rng = (-100, 100, "%")
                elif cap == "colorControl" and name in ("setHue", "setSaturation"):
                    rng = (0, 100, "%")
                elif cap in ("windowShadeLevel", "windowShadeTiltLevel", "fanSpeedPercent", "audioVolume",
                             "windowShadePreset"):
                    rng = (0, 100, "%")
                elif cap == "fanSpeed":
                    rng = (0, 3, None)
                elif cap == "thermostatCoolingSetpoint":
                    lo, hi = SETPOINT_RANGE["thermostat_cool" if kind == "thermostat" else "ac"]
                    rng = (lo, hi, "C")
                elif cap == "thermostatHeatingSetpoint":
                    r = next((c["range"] for c in cfg.get(cap, []) if "range" in c), None)
                    if r:
                        rng = (r[0], r[1], "C")
                    else:
                        key = {"thermostat": "thermostat_heat", "heat_only": "heat_only",
                               "water_heater": "water_heater"}.get(kind, "ac")
                        lo, hi = SETPOINT_RANGE[key]
                        rng = (lo, hi, "C")
                elif cap == "feederPortion":
                    rng = (0, 2000, "g")
                elif cap == "thermostatMode" and name == "setThermostatMode":
                    vals = THERMO_MODES.get(kind, THERMO_MODES["thermostat"])
                elif cap == "airConditionerMode":
                    vals = ["cool", "heat", "fan", "dry", "auto"]
                elif cap == "airConditionerFanMode":
                    vals = ["auto", "low", "medium", "high"]
                elif cap == "mode":
                    if kind in MODE_VALUES:
                        vals = MODE_VALUES[kind]
                elif cap == "mediaPlayback" and name == "setPlaybackStatus":
                    vals = enabled_status or a.get("enum")
                elif cap == "fanMode":
                    en = next((c["enabledValues"] for c in cfg.get(cap, []) if "enabledValues" in c), None)
                    vals = en or a.get("enum")
                elif "enum" in a:
                    vals = a["enum"]
                if rng:
                    vr = {"min": rng[0], "max": rng[1]}
                    if rng[2]:
                        vr["unit"] = rng[2]
                    entry["value_range"] = vr
                if vals:
                    entry["value_list"] = _vlist(pid, vals)
            out.append(entry)
    return {"profileId": pid, "capabilities": out}


def build_spec() -> list[dict]:
    seen = {}
    for key, *_ in DEVICES:
        d = DEV[key]
        if (d["driver"], d["pname"]) in OMIT_FROM_SPEC:
            continue
        if d["pid"] not in seen:
            seen[d["pid"]] = spec_line(d)
    return list(seen.values())


SPEC_LINES = build_spec()
SPEC = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in SPEC_LINES}


def cmds_of(key: str) -> set[str]:
    return SPEC.get(DEV[key]["pid"], set())


# ---------------------------------------------------------------------------
# Families and scopes (what a careful person in this home means)
# ---------------------------------------------------------------------------
def is_light(d) -> bool:
    lab = (d["label"] or "").lower()
    return d["category"] == "Light" or (d["category"] == "Switch" and ("灯" in lab or "deng" in lab))


FAMILIES = {
    "light": is_light,
    "curtain": lambda d: d["category"] == "Blind",
    "ac": lambda d: d["category"] == "AirConditioner" or (
        d["category"] == "Thermostat" and "thermostatCoolingSetpoint" in d["caps"]),
    "plug": lambda d: d["category"] == "SmartPlug",
    "speaker": lambda d: d["category"] == "Speaker",
    "lock": lambda d: d["category"] == "SmartLock",
    "fan": lambda d: d["category"] == "Fan",
    "purifier": lambda d: d["category"] == "AirPurifier",
}


def rooms_of(d) -> set[str]:
    """Rooms a device counts as in: its roomId room, plus the room its label names (seed 000)."""
    out = set()
    if d["room"] in ROOM_NAME:
        out.add(d["room"])
    lr = d["extra"].get("label_room")
    if lr:
        out.add(lr)
    return out


def floor_rooms(f: int) -> list[str]:
    return [k for k, _, fl in ROOMS if fl == f]


def scope(fam=None, rooms=None, floor=None, exclude_rooms=(), exclude_floor=None, exclude=(), only=None):
    """Devices in scope. rooms/floor None = whole home (room-less devices included)."""
    if only is not None:
        return list(only)
    inc = None
    if rooms is not None:
        inc = set(rooms)
    if floor is not None:
        inc = (inc or set()) | set(floor_rooms(floor))
    exc = set(exclude_rooms)
    if exclude_floor is not None:
        exc |= set(floor_rooms(exclude_floor))
    out = []
    for key, *_ in DEVICES:
        d = DEV[key]
        if fam and not FAMILIES[fam](d):
            continue
        rs = rooms_of(d)
        if inc is not None and not (rs & inc):
            continue
        if rs & exc:
            continue
        if key in exclude:
            continue
        out.append(key)
    return out


def supporting(keys, caps):
    return [k for k in keys if all(c in cmds_of(k) for c in caps)]


def supporting_any(keys, caps):
    return [k for k in keys if any(c in cmds_of(k) for c in caps)]


# ---------------------------------------------------------------------------
# Command ids
# ---------------------------------------------------------------------------
def m(cap, cmd):
    return f"main-{cap}-{cmd}"


ON, OFF = m("switch", "on"), m("switch", "off")
LVL, STEP = m("switchLevel", "setLevel"), m("statelessSwitchLevelStep", "stepLevel")
CT, CTS = m("colorTemperature", "setColorTemperature"), m("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
COL, HUE = m("colorControl", "setColor"), m("colorControl", "setHue")
OPEN, CLOSE, SPAUSE = m("windowShade", "open"), m("windowShade", "close"), m("windowShade", "pause")
SHLVL, SHSTEP = m("windowShadeLevel", "setShadeLevel"), m("statelessWindowShadeLevelStep", "stepShadeLevel")
PRESET = m("windowShadePreset", "presetPosition")
TILT = m("windowShadeTiltLevel", "setShadeTiltLevel")
LOCK, UNLOCK, UNLATCH = m("lock", "lock"), m("lock", "unlock"), m("lock", "unlatch")
VOPEN, VCLOSE = m("valve", "open"), m("valve", "close")
ACMODE = m("airConditionerMode", "setAirConditionerMode")
ACFAN = m("airConditionerFanMode", "setFanMode")
TM_AUTO, TM_COOL, TM_HEAT, TM_OFF, TM_SET = (m("thermostatMode", x) for x in ("auto", "cool", "heat", "off", "setThermostatMode"))
COOLSP = m("thermostatCoolingSetpoint", "setCoolingSetpoint")
HEATSP = m("thermostatHeatingSetpoint", "setHeatingSetpoint")
TFAN_AUTO, TFAN_SET = m("thermostatFanMode", "fanAuto"), m("thermostatFanMode", "setThermostatFanMode")
FANSPEED, FANPCT, FANMODE = m("fanSpeed", "setFanSpeed"), m("fanSpeedPercent", "setPercent"), m("fanMode", "setFanMode")
OSC, WIND = m("fanOscillationMode", "setFanOscillationMode"), m("windMode", "setWindMode")
APFM = m("airPurifierFanMode", "setAirPurifierFanMode")
VOL, VOLUP, VOLDN = m("audioVolume", "setVolume"), m("audioVolume", "volumeUp"), m("audioVolume", "volumeDown")
MUTE, SETMUTE, UNMUTE = m("audioMute", "mute"), m("audioMute", "setMute"), m("audioMute", "unmute")
PLAY, PAUSE, STOP = m("mediaPlayback", "play"), m("mediaPlayback", "pause"), m("mediaPlayback", "stop")
SETPB = m("mediaPlayback", "setPlaybackStatus")
NEXT, PREV = m("mediaTrackControl", "nextTrack"), m("mediaTrackControl", "previousTrack")
INPUT, PRESETPLAY, KEY = m("mediaInputSource", "setInputSource"), m("mediaPresets", "playPreset"), m("keypadInput", "sendKey")
ALARM_BOTH, ALARM_OFF, ALARM_SIREN = m("alarm", "both"), m("alarm", "off"), m("alarm", "siren")
MODE = m("mode", "setMode")
OP_START, OP_PAUSE, OP_STOP, OP_RESUME = (m("operationalState", x) for x in ("start", "pause", "stop", "resume"))
RINSE = m("laundryWasherRinseMode", "setRinseMode")
RVC_START, RVC_PAUSE, RVC_HOME = (m("robotCleanerOperatingState", x) for x in ("start", "pause", "goHome"))
FEED, PORTION = m("feederOperatingState", "startFeeding"), m("feederPortion", "setPortion")
ANY = "*"

# Bundles of commands accepted for a wording (README "Accepted commands")
BRIGHTER = [LVL, STEP]
WARMER = [CT, CTS]
COLOR = [COL, HUE]
AC_ON_COOL = [TM_COOL, TM_SET]
AC_ON_HEAT = [TM_HEAT, TM_SET]
SETPOINT = [COOLSP, HEATSP]


# ---------------------------------------------------------------------------
# Case helpers
# ---------------------------------------------------------------------------
class E:
    """One expect entry. For mode all, `scope` is the scope definition used to check the set."""

    def __init__(self, mode, devices, caps, scope_def=None):
        self.mode, self.devices, self.caps, self.scope_def = mode, list(devices), list(caps), scope_def


def one(devs, caps):
    devs = [devs] if isinstance(devs, str) else devs
    caps = [caps] if isinstance(caps, str) else caps
    return E("one", devs, caps)


def ask(devs, caps):
    devs = [devs] if isinstance(devs, str) else devs
    caps = [caps] if isinstance(caps, str) else caps
    return E("clarify", devs, caps)


def bulk(caps, **sc):
    caps = [caps] if isinstance(caps, str) else caps
    devs = supporting(scope(**sc), caps)
    return E("all", devs, caps, scope_def=sc)


def none():
    return E("none", [], [])


def fam(name, **sc):
    return scope(fam=name, **sc)


CASES = []


def C(group, query, expects, tags, history=None):
    if isinstance(expects, E):
        expects = [expects]
    CASES.append({"group": group, "query": query, "expects": expects, "tags": list(tags), "history": history})


LIGHTS_ALL = fam("light")
L = {k: fam("light", rooms=[k]) for k in ROOM_NAME}
DIM = lambda keys: supporting(keys, [LVL])
CTCAP = lambda keys: supporting(keys, [CT])
ACS = fam("ac")
TONG = ["tong1", "tong2", "tong3", "tong4", "tong5", "tong6"]
SPOTS = ["spot1", "spot2", "spot3", "spot4"]
CEILINGS = ["k_ceiling", "j_ceiling", "x_ceiling", "a_ceiling", "f_ceiling"]
LOCKS = fam("lock")
SPEAKERS = fam("speaker")
CURTAINS = fam("curtain")
PLUGS = fam("plug")

# ===========================================================================
# CASES
# ===========================================================================
# --- by name (one device, on/off) -----------------------------------------
C("name", "打开Living Room Lamp", one("lamp", ON), ["name", "english-label", "code-mixed"])
C("name", "把Jack的台灯打开", one("j_desk", ON), ["name"])
C("name", "关掉阿杰床头灯", one("a_bedlamp", OFF), ["name"])
C("name", "餐厅吊灯开一下", one("pendant", ON), ["name", "colloquial"])
C("name", "玄关灯关了", one("entry", OFF), ["name", "colloquial"])
C("name", "打开橱柜灯", one("k_cabinet", ON), ["name"])
C("name", "镜前灯开哈子", one("w_mirror", ON), ["name", "dialect"])
C("name", "把化妆镜灯关掉", one("x_mirror", OFF), ["name"])
C("name", "Yeelight台灯打开", one("x_yeelight", ON), ["name", "brand"])
C("name", "开一下环形灯", one("ring", ON), ["name", "colloquial"])
C("name", "直播灯关一下", one("key", OFF), ["name"])
C("name", "turn off 直播灯", one("key", OFF), ["name", "code-mixed"])
C("name", "ON AIR灯牌亮起来", one("onair", ON), ["name", "category-by-name", "english-label"])
C("name", "把ON AIR关了，今天不播了", one("onair", OFF), ["partial-name", "category-by-name", "english-label"])
C("name", "书桌灯打开", one("a_desk", ON), ["name", "category-by-name"])
C("name", "楼梯灯开一下，我要上阁楼", one("stairs", ON), ["name", "category-by-name"])
C("name", "把keting deng打开", one("keting", ON), ["name", "pinyin-label", "category-by-name"])
C("name", "zoulang deng关了", one("corridor", OFF), ["name", "pinyin-label"])
C("name", "走廊灯开一下", one("corridor", ON), ["pinyin-label", "partial-name"])
C("name", "电热毯关了", one("blanket", OFF), ["name", "plug"])
C("name", "PS5插座断电", one("ps5", OFF), ["name", "plug", "english-label"])
C("name", "打开PC插座", one("j_pc", ON), ["name", "plug", "english-label"])
C("name", "饮水机开一下", one("water", ON), ["name", "plug"])
C("name", "关掉路由器", one("router", OFF), ["name", "plug"])
C("name", "除湿机打开", one("dehum", ON), ["partial-name", "plug"])
C("name", "电饭煲插座开起", one("rice", ON), ["name", "plug", "dialect"])
C("name", "把排气扇打开", one("exhaust", ON), ["name"])
C("name", "浴霸开一下", one("bath_heater", ON), ["name"])
C("name", "打开Soundbar", one("soundbar", ON), ["name", "english-label", "media"])
C("name", "关掉小米电视", one("tv", OFF), ["name", "brand", "media"])
C("name", "新风机开起来", one("vent", ON), ["name", "air"])
C("name", "打开落地扇", one("l_fan", ON), ["name", "fan"])
C("name", "吊扇关掉", one("f_fan", [FANMODE, FANPCT]), ["name", "fan", "no-switch"])
C("name", "美的风扇开一下", one("a_fan", [ACFAN, FANPCT]), ["name", "brand", "fan", "no-switch"])
C("name", "Mijia净化器打开", one("l_purifier", [APFM, FANPCT]), ["name", "brand", "air", "no-switch"])
C("name", "阳台插座关了", one("b_plug", OFF), ["name", "plug"])
C("name", "移动插座打开", one("m_plug", ON), ["name", "plug", "no-room"])
C("name", "Govee灯带2关了", one("strip2", OFF), ["name", "brand", "stale-room"])
C("name", "打开Govee背景灯", one("s_govee", ON), ["name", "brand"])
C("name", "补光灯开一下", one("a_fill", ON), ["name"])
C("name", "储物间灯打开", one("g_light", ON), ["name"])
C("name", "打开书房台灯", one("f_study", ON), ["name", "unknown-room"])
C("name", "卫生间灯关掉", one("w_light", OFF), ["name", "room-alias"])
C("name", "推窗器打开", one("opener", OPEN), ["name", "cover"])
C("name", "电暖器开起来", one("f_heater", [TM_HEAT, TM_SET]), ["name", "climate", "no-switch"])
C("name", "关掉电暖器", one("f_heater", [TM_OFF, TM_SET]), ["name", "climate", "no-switch"])
C("name", "把热水器打开", one("wh", [TM_HEAT, TM_SET, MODE]), ["name", "water-heater", "no-switch"])
C("name", "油烟机开一下", one("hood", [FANMODE, FANPCT]), ["name", "appliance", "no-switch"])
C("name", "关油烟机", one("hood", [FANMODE, FANPCT]), ["name", "appliance", "no-switch"])
C("name", "阳台灯开一哈", one("b_light", ON), ["name", "dialect"])
C("name", "石头扫地机开始扫地", one("robot", RVC_START), ["name", "brand", "appliance", "no-room"])
C("name", "加湿器打开", one("humid", ON), ["asr-label", "plug"])
C("name", "落地灯开一下", one("f_floor", ON), ["asr-label"])
C("name", "落地等关了", one("f_floor", OFF), ["asr-label", "name"])

# --- room + name / room + type --------------------------------------------
C("room", "打开Jack房间的吸顶灯", one("j_ceiling", ON), ["room", "duplicate-label"])
C("room", "小美房间的吸顶灯关掉", one("x_ceiling", OFF), ["room", "duplicate-label", "room-alias"])
C("room", "阿杰卧室吸顶灯打开", one("a_ceiling", ON), ["room", "duplicate-label"])
C("room", "厨房吸顶灯关一下", one("k_ceiling", OFF), ["room", "duplicate-label"])
C("room", "阁楼的吸顶灯开一下", one("f_ceiling", ON), ["room", "duplicate-label", "room-alias"])
C("room", "2F阁楼吸顶灯关了", one("f_ceiling", OFF), ["room", "duplicate-label"])
C("room", "Jack房间的窗帘拉上", one("j_curtain", CLOSE), ["room", "type", "cover"])
C("room", "小美房间的空调打开", one("x_ac", ON), ["room", "type", "climate", "room-alias"])
C("room", "阿杰卧室的空调关了", one("a_ac", OFF), ["room", "type", "climate"])
C("room", "打开Jack房间的空调", one("j_ac", ON), ["room", "type", "climate"])
C("room", "直播间空调开一下", one("s_ac", ON), ["name", "climate"])
C("room", "客厅空调关掉", one("l_ac", OFF), ["name", "climate", "room-alias"])
C("room", "关掉阁楼空调", one("f_ac", [TM_OFF, TM_SET]), ["name", "climate", "no-switch"])
C("room", "阁楼的空调打开", one("f_ac", [TM_COOL, TM_HEAT, TM_AUTO, TM_SET]), ["room", "type", "climate", "no-switch"])
C("room", "把阳台的灯关了", one("b_light", OFF), ["room", "type"])
C("room", "餐厅的灯打开", one("pendant", ON), ["room", "type"])
C("room", "储物间的灯开一下", one("g_light", ON), ["room", "type", "room-alias"])
C("room", "厨房的灯开一下", one(L["kitchen"], ON), ["room", "type", "room-multi"])
C("room", "WC的灯关了", one(L["wc"], OFF), ["room", "type", "room-multi", "room-alias"])
C("room", "小美房间的窗帘打开", one("x_curtain", OPEN), ["room", "type", "cover"])
C("room", "客厅的窗帘拉开", one(["l_curtain", "l_sheer"], OPEN), ["room", "type", "cover", "room-multi"])
C("room", "阿杰房间的百叶帘关上", one("a_blind", CLOSE), ["room", "name", "cover"])
C("room", "直播间的卷帘放下来", one("s_shade", CLOSE), ["room", "partial-name", "cover"])
C("room", "阁楼天窗的遮阳帘拉上", one("skylight", CLOSE), ["room", "name", "cover"])
C("room", "Jack房间的门锁锁上", one("j_lock", LOCK), ["room", "type", "security"])
C("room", "小美房门锁一下", one("x_lock", LOCK), ["name", "security"])
C("room", "把客厅灯打开", one(L["living"], ON), ["room", "type", "room-multi", "pinyin-label"])
C("room", "living room的灯关了", one(L["living"], OFF), ["room", "type", "room-multi", "code-mixed", "room-alias"])
C("room", "门口的灯开一下", one("entry", ON), ["room-alias", "type"])
C("room", "直播间的空气净化器打开", ask([], [APFM, FANPCT]), ["room", "type", "clarify", "absent-type"])
C("room", "阿杰房间的净化器开一下", one("a_purifier", [APFM, FANPCT]), ["room", "type", "air", "no-switch"])
C("room", "厕所的排气扇关了", one("exhaust", OFF), ["room-alias", "name"])
C("room", "阳台的插座打开", one("b_plug", ON), ["room", "type", "plug"])
C("room", "阿杰卧室的插座关了", one("ps5", OFF), ["room", "type", "plug"])
C("room", "小美房间的音箱暂停一下", one("x_speaker", PAUSE), ["room", "type", "media", "name-other-room"])
C("room", "阁楼的音箱放首歌", one("bose", PLAY), ["room", "type", "media"])

# --- ASR errors in the request ---------------------------------------------
C("asr", "客厅开等", one(L["living"], ON), ["asr-query", "room", "room-multi"])
C("asr", "把直播间的窗连拉上", one("s_shade", CLOSE), ["asr-query", "room", "cover"])
C("asr", "Jack房间的空条打开", one("j_ac", ON), ["asr-query", "room", "climate"])
C("asr", "小美房间吸顶等关了", one("x_ceiling", OFF), ["asr-query", "room", "duplicate-label"])
C("asr", "打开扫地基", one("robot", RVC_START), ["asr-query", "appliance", "no-room"])
C("asr", "热水气温度调到50度", one("wh", HEATSP), ["asr-query", "water-heater", "temperature"])
C("asr", "把加是器打开", one("humid", ON), ["asr-query", "asr-label", "plug"])
C("asr", "环型灯打开", one("ring", ON), ["asr-query", "name"])
C("asr", "浴巴开一下", one("bath_heater", ON), ["asr-query", "name"])
C("asr", "油烟鸡关掉", one("hood", [FANMODE, FANPCT]), ["asr-query", "appliance", "no-switch"])
C("asr", "关比阳台灯", one("b_light", OFF), ["asr-query", "name"])
C("asr", "小米电食关了", one("tv", OFF), ["asr-query", "media"])
C("asr", "总水伐关掉", one("valve", VCLOSE), ["asr-query", "valve"])
C("asr", "射灯零三关掉", one("spot3", OFF), ["asr-query", "numbered", "numeral-zh"])
C("asr", "把餐厅掉灯打开", one("pendant", ON), ["asr-query", "name"])
C("asr", "直播间空掉开制冷", one("s_ac", AC_ON_COOL), ["asr-query", "climate", "mode"])
C("asr", "阳台推床器关上", one("opener", CLOSE), ["asr-query", "cover"])
C("asr", "Govee等带调成红色", one("govee", COLOR), ["asr-query", "color", "brand"])

# --- English / code-mixed --------------------------------------------------
C("english", "turn on Living Room Lamp", one("lamp", ON), ["english-label", "code-mixed"])
C("english", "studio的灯全部关掉", bulk(OFF, fam="light", rooms=["studio"]), ["bulk-all", "room-alias", "code-mixed", "category-by-name"])
C("english", "Jack房间AC关掉", one("j_ac", OFF), ["english-label", "room", "climate"])
C("english", "open一下客厅窗帘", one("l_curtain", OPEN), ["code-mixed", "name", "cover"])
C("english", "Sonos next一首", one("sonos", NEXT), ["code-mixed", "english-label", "media"])
C("english", "把AC调成cool模式", one("j_ac", ACMODE), ["code-mixed", "english-label", "climate", "mode"])
C("english", "Bose音箱volume调到30", one("bose", VOL), ["code-mixed", "media", "volume"])
C("english", "Soundbar mute一下", one("soundbar", [MUTE, SETMUTE]), ["code-mixed", "media", "volume"])

# --- numbered members ------------------------------------------------------
C("numbered", "筒灯3打开", one("tong3", ON), ["numbered", "name"])
C("numbered", "3号筒灯关掉", one("tong3", OFF), ["numbered", "word-order"])
C("numbered", "筒灯三开一下", one("tong3", ON), ["numbered", "numeral-zh"])
C("numbered", "第三个筒灯调暗一点", one("tong3", BRIGHTER), ["numbered", "numeral-zh", "relative", "level"])
C("numbered", "筒灯6关了", one("tong6", OFF), ["numbered", "name"])
C("numbered", "把筒灯五打开", one("tong5", ON), ["numbered", "numeral-zh"])
C("numbered", "筒灯7打开", ask(TONG, ON), ["numbered", "missing-member", "clarify"])
C("numbered", "射灯-02关掉", one("spot2", OFF), ["numbered", "name"])
C("numbered", "射灯2开一下", one("spot2", ON), ["numbered", "padded"])
C("numbered", "二号射灯亮度调到80", one("spot2", LVL), ["numbered", "padded", "numeral-zh", "level"])
C("numbered", "射灯04调成暖光", one("spot4", WARMER), ["numbered", "padded", "color-temperature"])
C("numbered", "射灯5打开", ask(SPOTS, ON), ["numbered", "missing-member", "clarify"])
C("numbered", "第一个射灯关了", one("spot1", OFF), ["numbered", "numeral-zh"])
C("numbered", "筒灯1到筒灯4都调到50%", bulk(LVL, only=["tong1", "tong2", "tong3", "tong4"]), ["numbered", "bulk-all", "level"])
C("numbered", "筒灯一和筒灯二关掉", bulk(OFF, only=["tong1", "tong2"]), ["numbered", "numeral-zh", "two-targets"])
C("numbered", "打开筒灯", one(TONG, ON), ["numbered", "ambiguous-soft", "type"])
C("numbered", "把四号筒灯亮度调到百分之二十", one("tong4", LVL), ["numbered", "numeral-zh", "level"])
C("numbered", "筒灯零六打开", one("tong6", ON), ["numbered", "padded", "numeral-zh"])

# --- bulk: whole home ------------------------------------------------------
C("bulk", "所有灯都关掉", bulk(OFF, fam="light"), ["bulk-all", "category-by-name", "pinyin-label", "stale-room"])
C("bulk", "全屋的灯打开", bulk(ON, fam="light"), ["bulk-all", "category-by-name"])
C("bulk", "家里的灯全部关了", bulk(OFF, fam="light"), ["bulk-all", "category-by-name"])
C("bulk", "把所有的灯亮度调到30%", bulk(LVL, fam="light"), ["bulk-all", "capability-subset", "level"])
C("bulk", "能调颜色的灯都调成蓝色", bulk(COLOR, fam="light"), ["bulk-all", "capability-subset", "color"])
C("bulk", "所有灯都调成暖光", bulk(WARMER, fam="light"), ["bulk-all", "capability-subset", "color-temperature"])
C("bulk", "所有窗帘都拉上", bulk(CLOSE, fam="curtain"), ["bulk-all", "cover"])
C("bulk", "所有插座都关了", bulk(OFF, fam="plug"), ["bulk-all", "plug", "no-room"])
C("bulk", "把所有音箱都暂停", bulk(PAUSE, fam="speaker"), ["bulk-all", "media", "name-other-room"])
C("bulk", "家里所有的门锁都锁上", bulk(LOCK, fam="lock"), ["bulk-all", "security"])
C("bulk", "全部灯光拉满", bulk(BRIGHTER, fam="light"), ["bulk-all", "capability-subset", "level", "slang"])
# --- bulk: floor -----------------------------------------------------------
C("bulk", "楼上的灯全部关掉", bulk(OFF, fam="light", floor=2), ["bulk-all", "floor"])
C("bulk", "阁楼的灯都关了", bulk(OFF, fam="light", floor=2), ["bulk-all", "floor", "room-alias"])
C("bulk", "楼下的灯全关", bulk(OFF, fam="light", floor=1), ["bulk-all", "floor", "floor-implicit", "category-by-name"])
C("bulk", "一楼所有灯打开", bulk(ON, fam="light", floor=1), ["bulk-all", "floor", "floor-implicit", "category-by-name"])
C("bulk", "楼下的空调全部关了", bulk(OFF, fam="ac", floor=1), ["bulk-all", "floor", "floor-implicit", "climate"])
C("bulk", "二楼的窗帘都拉上", bulk(CLOSE, fam="curtain", floor=2), ["bulk-all", "floor", "cover"])
C("bulk", "楼上能调亮度的灯都调到一半", bulk(LVL, fam="light", floor=2), ["bulk-all", "floor", "capability-subset", "level"])
# --- bulk: room ------------------------------------------------------------
C("bulk", "客厅所有灯关掉", bulk(OFF, fam="light", rooms=["living"]), ["bulk-all", "room", "pinyin-label"])
C("bulk", "直播间的灯全部打开", bulk(ON, fam="light", rooms=["studio"]), ["bulk-all", "room", "category-by-name"])
C("bulk", "直播间所有灯调到80%亮度", bulk(LVL, fam="light", rooms=["studio"]), ["bulk-all", "room", "capability-subset", "level"])
C("bulk", "Jack房间的灯全关了", bulk(OFF, fam="light", rooms=["jack"]), ["bulk-all", "room"])
C("bulk", "小美房间灯全部打开", bulk(ON, fam="light", rooms=["xiaomei"]), ["bulk-all", "room", "room-alias"])
C("bulk", "阿杰卧室的灯都关掉", bulk(OFF, fam="light", rooms=["ajie"]), ["bulk-all", "room", "category-by-name"])
C("bulk", "公共区域的灯全关", bulk(OFF, fam="light", rooms=["public"]), ["bulk-all", "room", "category-by-name", "pinyin-label"])
C("bulk", "厨房的灯都打开", bulk(ON, fam="light", rooms=["kitchen"]), ["bulk-all", "room"])
C("bulk", "直播间的灯都调成暖光", bulk(WARMER, fam="light", rooms=["studio"]), ["bulk-all", "room", "capability-subset", "color-temperature"])
C("bulk", "客厅的灯全部调成白光", bulk(WARMER, fam="light", rooms=["living"]), ["bulk-all", "room", "capability-subset", "color-temperature"])
C("bulk", "直播间能变色的灯都调成紫色", bulk(COLOR, fam="light", rooms=["studio"]), ["bulk-all", "room", "capability-subset", "color"])
C("bulk", "卫生间的灯都打开", bulk(ON, fam="light", rooms=["wc"]), ["bulk-all", "room", "room-alias"])
C("bulk", "客厅的窗帘纱帘全都拉上", bulk(CLOSE, fam="curtain", rooms=["living"]), ["bulk-all", "room", "cover"])
C("bulk", "小美房间的灯全部调暗一点", bulk(BRIGHTER, fam="light", rooms=["xiaomei"]), ["bulk-all", "room", "relative", "level"])
C("bulk", "Jack房间能调色温的灯都调成冷白", bulk(WARMER, fam="light", rooms=["jack"]), ["bulk-all", "room", "capability-subset", "color-temperature"])
C("bulk", "直播间的射灯全开", bulk(ON, only=SPOTS), ["bulk-all", "numbered", "room"])
C("bulk", "筒灯全部关掉", bulk(OFF, only=TONG), ["bulk-all", "numbered"])
C("bulk", "所有吸顶灯都打开", bulk(ON, only=CEILINGS), ["bulk-all", "duplicate-label"])
# --- bulk: exclusions ------------------------------------------------------
C("except", "除了卧室，其他灯都关了", bulk(OFF, fam="light", exclude_rooms=BEDROOMS), ["bulk-except", "room-category", "category-by-name"])
C("except", "除了直播间，所有灯都关掉", bulk(OFF, fam="light", exclude_rooms=["studio"]), ["bulk-except", "room"])
C("except", "关掉所有灯，Jack房间的除外", bulk(OFF, fam="light", exclude_rooms=["jack"]), ["bulk-except", "room"])
C("except", "除了楼上，家里灯全关", bulk(OFF, fam="light", exclude_floor=2), ["bulk-except", "floor", "stale-room"])
C("except", "所有灯都关了，筒灯3留着", bulk(OFF, fam="light", exclude=["tong3"]), ["bulk-except", "exclude-name", "numbered"])
C("except", "客厅的灯除了Living Room Lamp都关掉", bulk(OFF, fam="light", rooms=["living"], exclude=["lamp"]), ["bulk-except", "exclude-name", "english-label"])
C("except", "除了小美的房间，楼下其他空调都关掉", bulk(OFF, fam="ac", floor=1, exclude_rooms=["xiaomei"]), ["bulk-except", "floor", "floor-implicit", "climate"])
C("except", "除了一楼客厅，所有窗帘都拉上", bulk(CLOSE, fam="curtain", exclude_rooms=["living"]), ["bulk-except", "room", "cover"])
C("except", "除了厨房和卫生间，灯全关", bulk(OFF, fam="light", exclude_rooms=["kitchen", "wc"]), ["bulk-except", "room", "room-alias"])
C("except", "直播间的灯除了ON AIR灯牌都打开", bulk(ON, fam="light", rooms=["studio"], exclude=["onair"]), ["bulk-except", "exclude-name", "room"])
C("except", "除了阿杰卧室跟Jack房间，别的插座全部断电", bulk(OFF, fam="plug", exclude_rooms=["ajie", "jack"]), ["bulk-except", "plug", "no-room"])
C("except", "家里的灯都打开，楼梯灯不要开", bulk(ON, fam="light", exclude=["stairs"]), ["bulk-except", "exclude-name", "category-by-name"])
# --- unknown places --------------------------------------------------------
C("unknown", "把车库的灯打开", ask([], ON), ["unknown-room", "clarify"])
C("unknown", "主卧的灯都关了", ask([], OFF), ["unknown-room", "clarify"])
C("unknown", "书房的空调打开", ask([], ON), ["unknown-room", "clarify"])
C("unknown", "二楼卫生间的灯关了", ask([], OFF), ["unknown-room", "floor", "clarify"])
C("unknown", "地下室的灯全关", ask([], OFF), ["unknown-room", "clarify"])
C("unknown", "儿童房窗帘拉开", ask([], OPEN), ["unknown-room", "clarify"])
C("unknown", "B1影音室的投影打开", ask([], ON), ["unknown-room", "clarify"])
C("unknown", "三楼的灯全部打开", ask([], ON), ["unknown-room", "floor", "clarify"])

# --- values: brightness ----------------------------------------------------
C("level", "筒灯2亮度调到百分之六十", one("tong2", LVL), ["level", "numbered", "numeral-zh"])
C("level", "Jack的台灯调到30%", one("j_desk", LVL), ["level", "name"])
C("level", "把直播灯亮度开到最大", one("key", BRIGHTER), ["level", "name"])
C("level", "餐厅吊灯调暗一点", one("pendant", BRIGHTER), ["level", "relative"])
C("level", "阿杰床头灯亮一点", one("a_bedlamp", BRIGHTER), ["level", "relative"])
C("level", "镜前灯亮度50", one("w_mirror", LVL), ["level", "name"])
C("level", "客厅的灯太亮了，调暗点", one(DIM(L["living"]), BRIGHTER), ["level", "relative", "room", "room-multi"])
C("level", "环形灯亮度调低一点", one("ring", BRIGHTER), ["level", "relative"])
C("level", "Govee背景灯亮度调到两成", one("s_govee", LVL), ["level", "numeral-zh", "colloquial"])
C("level", "玄关灯调到一半亮度", one("entry", LVL), ["level", "colloquial"])
C("level", "书房台灯调暗些", one("f_study", BRIGHTER), ["level", "relative", "unknown-room"])
C("level", "小夜灯调到10%", ask(["j_night", "x_night"], LVL), ["level", "duplicate-label", "ambiguous", "clarify"])
C("level", "emo了，把小美房间的灯调暗一点", one(DIM(L["xiaomei"]), BRIGHTER), ["level", "relative", "room", "room-multi", "slang"])
C("level", "补光灯亮度拉满", one("a_fill", BRIGHTER), ["level", "slang"])
C("level", "橱柜灯亮度调到百分之四十五", one("k_cabinet", LVL), ["level", "numeral-zh"])
C("level", "落地等太亮了", one("f_floor", BRIGHTER), ["level", "relative", "asr-label"])
# --- values: colour --------------------------------------------------------
C("color", "Govee灯带调成红色", one("govee", COLOR), ["color", "brand"])
C("color", "把氛围灯换成粉色", ask(["x_mood", "s_mood"], COLOR), ["color", "duplicate-label", "ambiguous", "clarify"])
C("color", "直播间的氛围灯调成紫色", one("s_mood", COLOR), ["color", "room", "duplicate-label"])
C("color", "小美房间氛围灯调成暖黄色", one("x_mood", COLOR), ["color", "room", "duplicate-label"])
C("color", "阁楼吸顶灯换个绿色", one("f_ceiling", COLOR), ["color", "room", "duplicate-label"])
C("color", "Govee背景灯调成蓝紫色", one("s_govee", COLOR), ["color", "brand"])
C("color", "背景灯变成青色", one("s_govee", COLOR), ["color", "partial-name"])
C("color", "Govee灯带2换成橙色", one("strip2", COLOR), ["color", "stale-room"])
C("color", "客厅的灯带调成蓝色", one("govee", COLOR), ["color", "room", "partial-name"])
# --- values: colour temperature -------------------------------------------
C("ct", "Jack的台灯调成暖光", one("j_desk", WARMER), ["color-temperature", "name"])
C("ct", "吸顶灯调冷一点", ask(["x_ceiling", "f_ceiling"], WARMER), ["color-temperature", "duplicate-label", "ambiguous", "clarify"])
C("ct", "小美房间的吸顶灯色温调到4000K", one("x_ceiling", CT), ["color-temperature", "kelvin", "room", "duplicate-label"])
C("ct", "射灯-03色温3000k", one("spot3", CT), ["color-temperature", "kelvin", "numbered"])
C("ct", "直播灯调成6500K的冷白光", one("key", CT), ["color-temperature", "kelvin"])
C("ct", "Living Room Lamp调暖一点", one("lamp", WARMER), ["color-temperature", "relative", "english-label"])
C("ct", "Yeelight台灯色温调到最暖", one("x_yeelight", WARMER), ["color-temperature", "brand"])
C("ct", "餐厅吊灯调成自然光", one("pendant", CT), ["color-temperature"])
C("ct", "补光灯色温调高一点", one("a_fill", WARMER), ["color-temperature", "relative"])
C("ct", "射灯一色温调到五千K", one("spot1", CT), ["color-temperature", "kelvin", "numeral-zh", "numbered"])
# --- values: air conditioners ---------------------------------------------
C("climate", "客厅空调开制冷", one("l_ac", AC_ON_COOL), ["climate", "mode"])
C("climate", "客厅空调调到26度", one("l_ac", SETPOINT), ["climate", "temperature"])
C("climate", "AC开制热", one("j_ac", ACMODE), ["climate", "mode", "english-label"])
C("climate", "小美空调调到二十四度", one("x_ac", SETPOINT), ["climate", "temperature", "numeral-zh"])
C("climate", "阿杰的空调风速调到最大", one("a_ac", [ACFAN, FANPCT]), ["climate", "fan"])
C("climate", "直播间空调调成除湿", one("s_ac", TM_SET), ["climate", "mode"])
C("climate", "直播间空调开睡眠风", one("s_ac", WIND), ["climate", "mode"])
C("climate", "客厅空调自动模式", one("l_ac", [TM_AUTO, TM_SET]), ["climate", "mode"])
C("climate", "客厅空调温度调高一度", one("l_ac", SETPOINT), ["climate", "temperature", "relative"])
C("climate", "阁楼空调制冷", one("f_ac", AC_ON_COOL), ["climate", "mode", "no-switch"])
C("climate", "阁楼空调的风扇设成自动", one("f_ac", [TFAN_AUTO, TFAN_SET]), ["climate", "fan"])
C("climate", "电暖器调到22度", one("f_heater", HEATSP), ["climate", "temperature"])
C("climate", "空调调到26度", ask(supporting_any(ACS, SETPOINT), SETPOINT), ["climate", "temperature", "type", "ambiguous", "clarify"])
C("climate", "Jack房间空调风速调低", one("j_ac", ACFAN), ["climate", "fan", "room"])
C("climate", "Jack房间空调调到25度", one("j_ac", HEATSP), ["climate", "temperature", "room", "setpoint-quirk"])
C("climate", "客厅空调给我整到24度", one("l_ac", SETPOINT), ["climate", "temperature", "slang"])
C("climate", "小美空调开制热28度", [one("x_ac", AC_ON_HEAT), one("x_ac", HEATSP)], ["climate", "mode", "temperature", "multi-command"])
C("climate", "直播间空调温度低一点", one("s_ac", SETPOINT), ["climate", "temperature", "relative"])
C("climate", "客厅空调开送风模式", one("l_ac", TM_SET), ["climate", "mode"])
C("climate", "阿杰房间空调改成制冷", one("a_ac", AC_ON_COOL), ["climate", "mode", "room"])
C("climate", "AC风速开到高档", one("j_ac", ACFAN), ["climate", "fan", "english-label"])
C("climate", "客厅空调开自然风", one("l_ac", WIND), ["climate", "mode"])
# --- values: fans, purifiers -----------------------------------------------
C("fan", "落地扇调到2档", one("l_fan", FANSPEED), ["fan", "level"])
C("fan", "落地扇开到最大档", one("l_fan", FANSPEED), ["fan", "level"])
C("fan", "美的风扇摇头", one("a_fan", OSC), ["fan", "mode", "brand"])
C("fan", "美的风扇风速调到50%", one("a_fan", [FANPCT, ACFAN]), ["fan", "level", "brand"])
C("fan", "吊扇调到低速", one("f_fan", [FANMODE, FANPCT]), ["fan", "level"])
C("fan", "新风机开高档", one("vent", FANMODE), ["fan", "air"])
C("fan", "Mijia净化器开睡眠模式", one("l_purifier", APFM), ["air", "mode", "brand"])
C("fan", "阿杰房间净化器调到自动", one("a_purifier", APFM), ["air", "mode", "room"])
C("fan", "净化器风速开大", ask(fam("purifier"), [APFM, FANPCT]), ["air", "type", "ambiguous", "clarify"])
C("fan", "落地扇风小一点", one("l_fan", FANSPEED), ["fan", "relative"])
C("fan", "吊扇转快点", one("f_fan", [FANMODE, FANPCT]), ["fan", "relative"])
C("fan", "客厅净化器风量调到百分之七十", one("l_purifier", FANPCT), ["air", "level", "numeral-zh"])
# --- values: covers --------------------------------------------------------
C("cover", "客厅窗帘开一半", one("l_curtain", SHLVL), ["cover", "level"])
C("cover", "小美窗帘拉开一点", one("x_curtain", [SHSTEP, SHLVL]), ["cover", "relative"])
C("cover", "Jack房间窗帘关到百分之三十", one("j_curtain", SHLVL), ["cover", "level", "numeral-zh"])
C("cover", "客厅纱帘到预设位置", one("l_sheer", PRESET), ["cover", "preset"])
C("cover", "百叶帘角度调一半", one("a_blind", TILT), ["cover", "tilt"])
C("cover", "遮光卷帘拉到一半", one("s_shade", SHLVL), ["cover", "level"])
C("cover", "天窗遮阳帘停一下", one("skylight", SPAUSE), ["cover"])
C("cover", "客厅窗帘再关一点", one("l_curtain", [SHSTEP, SHLVL]), ["cover", "relative"])
C("cover", "投影幕放下来", one("screen", [OPEN, CLOSE]), ["cover", "name"])
C("cover", "天窗遮阳帘开到百分之八十", one("skylight", SHLVL), ["cover", "level", "numeral-zh"])
C("cover", "客厅纱帘拉开", one("l_sheer", OPEN), ["cover", "name"])
# --- values: media ---------------------------------------------------------
C("media", "Sonos音量调到30", one("sonos", VOL), ["media", "volume", "english-label"])
C("media", "Bose音箱大声点", one("bose", [VOLUP, VOL]), ["media", "volume", "relative"])
C("media", "Soundbar静音", one("soundbar", [MUTE, SETMUTE]), ["media", "volume"])
C("media", "客厅音箱声音小一点", one(["x_speaker", "soundbar"], [VOLDN, VOL]), ["media", "volume", "name-other-room", "ambiguous-soft"])
C("media", "电视声音开大点", one("soundbar", [VOLUP, VOL]), ["media", "volume", "tv-no-volume"])
C("media", "功放切到HDMI1", one("amp", INPUT), ["media", "input"])
C("media", "功放音量调到二十", one("amp", VOL), ["media", "volume", "numeral-zh"])
C("media", "Sonos取消静音", one("sonos", [UNMUTE, SETMUTE]), ["media", "volume"])
C("media", "电视换到5台", one("tv", KEY), ["media", "channel"])
C("media", "小米电视下一个台", one("tv", [KEY, NEXT]), ["media", "channel"])
C("media", "电视换个台", one("tv", [KEY, NEXT]), ["media", "channel", "colloquial"])
C("media", "Sonos播放第一个收藏电台", one("sonos", PRESETPLAY), ["media", "channel", "preset"])
C("media", "Bose音箱播放预设2", one("bose", PRESETPLAY), ["media", "channel", "preset"])
C("media", "电视暂停", one("tv", PAUSE), ["media"])
C("media", "电视回主页", one("tv", KEY), ["media"])
C("media", "Sonos下一首", one("sonos", NEXT), ["media"])
C("media", "小美房间的音箱上一首", one("x_speaker", PREV), ["media", "room", "type", "name-other-room"])
C("media", "Bose音箱停止播放", one("bose", [STOP, PAUSE]), ["media"])
C("media", "直播间音箱声音小点", one(["sonos", "amp"], [VOLDN, VOL]), ["media", "volume", "room", "type", "ambiguous-soft"])
C("media", "功放静音", one("amp", [MUTE, SETMUTE]), ["media", "volume"])
# --- values: water heater, appliances, security ----------------------------
C("appliance", "热水器调到45度", one("wh", HEATSP), ["water-heater", "temperature"])
C("appliance", "热水器水温调高点", one("wh", HEATSP), ["water-heater", "temperature", "relative"])
C("appliance", "热水器切换成定时模式", one("wh", MODE), ["water-heater", "mode"])
C("appliance", "热水器调到六十度", one("wh", HEATSP), ["water-heater", "temperature", "numeral-zh"])
C("appliance", "洗衣机开始洗", one("washer", OP_START), ["appliance"])
C("appliance", "洗衣机换成快洗模式", one("washer", MODE), ["appliance", "mode"])
C("appliance", "洗衣机暂停", one("washer", OP_PAUSE), ["appliance"])
C("appliance", "洗衣机多漂洗一次", one("washer", RINSE), ["appliance", "mode"])
C("appliance", "烘干机停止", one("dryer", OP_STOP), ["appliance"])
C("appliance", "洗碗机启动", one("dish", OP_START), ["appliance"])
C("appliance", "洗碗机用节能模式", one("dish", MODE), ["appliance", "mode"])
C("appliance", "扫地机回去充电", one("robot", RVC_HOME), ["appliance", "no-room"])
C("appliance", "扫地机暂停一下", one("robot", RVC_PAUSE), ["appliance", "no-room"])
C("appliance", "扫地机换成拖地模式", one("robot", MODE), ["appliance", "mode", "no-room"])
C("appliance", "喂一下猫", one("feeder", FEED), ["appliance", "colloquial-intent"])
C("appliance", "猫粮机份量设成20克", one("feeder", PORTION), ["appliance", "level"])
C("appliance", "总水阀关掉", one("valve", VCLOSE), ["valve"])
C("appliance", "浇花阀打开", one("garden_valve", VOPEN), ["valve"])
C("appliance", "阳台浇一下花", one("garden_valve", VOPEN), ["valve", "colloquial-intent"])
C("appliance", "把大门锁上", one("door_lock", LOCK), ["security", "name"])
C("appliance", "开一下大门锁", one("door_lock", [UNLOCK, UNLATCH]), ["security", "name"])
C("appliance", "报警器响一下", one("siren", [ALARM_SIREN, ALARM_BOTH]), ["security"])
C("appliance", "关掉报警器", one("siren", [ALARM_OFF, OFF]), ["security"])
C("appliance", "推窗器关上", one("opener", CLOSE), ["cover"])

# --- multiple commands -----------------------------------------------------
C("multi", "直播间空调开制冷调到24度", [one("s_ac", AC_ON_COOL), one("s_ac", COOLSP)], ["multi-command", "climate", "mode", "temperature"])
C("multi", "打开客厅窗帘，然后关掉客厅的灯", [one("l_curtain", OPEN), one(L["living"], OFF)], ["multi-command", "sequence", "cover", "room-multi"])
C("multi", "把筒灯3打开，Govee灯带调成蓝色", [one("tong3", ON), one("govee", COLOR)], ["multi-command", "numbered", "color"])
C("multi", "关掉直播灯和环形灯", bulk(OFF, only=["key", "ring"]), ["two-targets", "name"])
C("multi", "Jack房间空调关了，窗帘也拉开", [one("j_ac", OFF), one("j_curtain", OPEN)], ["multi-command", "room", "climate", "cover"])
C("multi", "打开热水器，再把浴霸开了", [one("wh", [TM_HEAT, TM_SET, MODE]), one("bath_heater", ON)], ["multi-command", "sequence", "water-heater", "no-switch"])
C("multi", "小美房间的吸顶灯关掉，小夜灯打开", [one("x_ceiling", OFF), one("x_night", ON)], ["multi-command", "room", "duplicate-label"])
C("multi", "电视关了，Soundbar也关掉", [one("tv", OFF), one("soundbar", OFF)], ["multi-command", "media"])
C("multi", "开播了：射灯全开，ON AIR灯牌打开，卷帘拉上", [bulk(ON, only=SPOTS), one("onair", ON), one("s_shade", CLOSE)], ["multi-command", "three-commands", "bulk-all", "category-by-name", "cover"])
C("multi", "洗衣机开始洗，洗完了把烘干机也开起", [one("washer", OP_START), one("dryer", [OP_START, ON])], ["multi-command", "sequence", "appliance", "dialect"])
C("multi", "先把推窗器关上，再把浇花阀关了", [one("opener", CLOSE), one("garden_valve", VCLOSE)], ["multi-command", "sequence", "valve"])
C("multi", "Sonos播放，音量调到25", [one("sonos", PLAY), one("sonos", VOL)], ["multi-command", "media", "volume"])
C("multi", "客厅空调开到26度，风速调小", [one("l_ac", SETPOINT), one("l_ac", [ACFAN, FANPCT])], ["multi-command", "climate", "temperature", "fan"])
C("multi", "关掉PS5插座和阿杰床头灯", bulk(OFF, only=["ps5", "a_bedlamp"]), ["two-targets", "plug", "name"])
C("multi", "玄关灯开了再把大门锁上", [one("entry", ON), one("door_lock", LOCK)], ["multi-command", "sequence", "security"])
C("multi", "把楼梯灯打开，阁楼吸顶灯也打开", [one("stairs", ON), one("f_ceiling", ON)], ["multi-command", "category-by-name", "duplicate-label"])
C("multi", "热水器调到50度，然后洗碗机开始洗", [one("wh", HEATSP), one("dish", OP_START)], ["multi-command", "sequence", "water-heater", "appliance"])
C("multi", "先关客厅空调，再开小美房间的空调", [one("l_ac", OFF), one("x_ac", ON)], ["multi-command", "sequence", "climate"])
C("multi", "客厅窗帘开一半，纱帘全关", [one("l_curtain", SHLVL), one("l_sheer", CLOSE)], ["multi-command", "cover", "level"])
C("multi", "Govee灯带亮度调到40，颜色改成橙色", [one("govee", LVL), one("govee", COLOR)], ["multi-command", "level", "color"])
C("multi", "打开美的风扇并且开摇头", [one("a_fan", [ACFAN, FANPCT]), one("a_fan", OSC)], ["multi-command", "fan", "no-switch"])
C("multi", "Jack房间空调制冷26度", [one("j_ac", ACMODE), one("j_ac", HEATSP)], ["multi-command", "climate", "setpoint-quirk"])
C("multi", "我克洗澡了，把热水器和浴霸都打开", [one("wh", [TM_HEAT, TM_SET, MODE]), one("bath_heater", ON)], ["multi-command", "dialect", "water-heater", "no-switch"])
C("multi", "阳台灯关了，洗衣机开始洗", [one("b_light", OFF), one("washer", OP_START)], ["multi-command", "appliance"])

# --- history and references ------------------------------------------------
C("history", "调亮一点", one("j_desk", BRIGHTER), ["history", "reference", "relative", "level"], ["打开Jack的台灯"])
C("history", "再亮一点", one("j_desk", BRIGHTER), ["history", "reference", "relative", "level"], ["打开Jack的台灯", "调亮一点"])
C("history", "拉回来一半", one("l_curtain", SHLVL), ["history", "reference", "cover"], ["客厅窗帘拉开"])
C("history", "调到25度", one("s_ac", SETPOINT), ["history", "reference", "climate", "temperature"], ["打开直播间空调"])
C("history", "它风速调大点", one("s_ac", [ACFAN, FANPCT]), ["history", "reference", "pronoun", "climate"], ["打开直播间空调"])
C("history", "那个再亮一点", one("govee", BRIGHTER), ["history", "reference", "pronoun", "relative"], ["Govee灯带调成红色"])
C("history", "小美房间的也关了", one("x_ceiling", OFF), ["history", "reference", "also", "duplicate-label"], ["关掉Jack房间的吸顶灯"])
C("history", "阿杰房间的也开一下", one("a_ac", ON), ["history", "reference", "also", "climate"], ["打开客厅空调"])
C("history", "小美房间的", one("x_ceiling", ON), ["history", "clarify-followup", "duplicate-label"], ["打开吸顶灯"])
C("history", "直播间那个", one("s_mood", ON), ["history", "clarify-followup", "duplicate-label"], ["打开氛围灯"])
C("history", "Jack房间的", one("j_ac", HEATSP), ["history", "clarify-followup", "climate", "setpoint-quirk"], ["把空调调到26度"])
C("history", "阿杰的", one("a_bedlamp", ON), ["history", "clarify-followup"], ["打开床头灯"])
C("history", "两个都开", bulk(ON, only=["j_night", "x_night"]), ["history", "clarify-followup", "duplicate-label", "bulk-all"], ["打开小夜灯"])
C("history", "下一首", one("sonos", NEXT), ["history", "reference", "media"], ["Sonos播放"])
C("history", "声音小点", one("sonos", [VOLDN, VOL]), ["history", "reference", "media", "volume"], ["Sonos播放"])
C("history", "换到3台", one("tv", KEY), ["history", "reference", "media", "channel"], ["打开小米电视"])
C("history", "温度调到48", one("wh", HEATSP), ["history", "reference", "water-heater", "temperature"], ["把热水器打开"])
C("history", "筒灯4也打开", one("tong4", ON), ["history", "also", "numbered"], ["打开筒灯3"])
C("history", "把它关了", one("tong3", OFF), ["history", "reference", "pronoun", "numbered"], ["打开筒灯3"])
C("history", "算了，关掉吧", one("l_ac", OFF), ["history", "reference", "cancel"], ["客厅空调开制冷"])
C("history", "让它回去充电", one("robot", RVC_HOME), ["history", "reference", "pronoun", "appliance"], ["打开扫地机"])
C("history", "暂停", one("bose", PAUSE), ["history", "reference", "media"], ["Bose音箱播放"])
C("history", "洗完了冒得", one("washer", ANY), ["history", "reference", "state-query", "dialect"], ["洗衣机开始洗"])
C("history", "直播间的也是", bulk(OFF, fam="light", rooms=["studio"]), ["history", "reference", "also", "bulk-all"], ["客厅的灯全关了"])
C("history", "再高一度", one("x_ac", SETPOINT), ["history", "reference", "relative", "climate"], ["小美空调调到24度"])
C("history", "颜色换成绿色", one("f_ceiling", COLOR), ["history", "reference", "color"], ["打开阁楼吸顶灯"])
C("history", "把它调暗一点", one("strip2", BRIGHTER), ["history", "reference", "pronoun", "stale-room"], ["打开Govee灯带2"])
C("history", "还是开制冷吧", one("j_ac", ACMODE), ["history", "reference", "climate", "mode"], ["AC开制热"])
# references without history
C("history", "把它关了", ask([], OFF), ["reference", "no-history", "clarify"])
C("history", "那个再调亮点", ask([], BRIGHTER), ["reference", "no-history", "clarify"])
C("history", "也关了", ask([], OFF), ["reference", "no-history", "clarify"])
C("history", "再高一度", ask([], SETPOINT), ["reference", "no-history", "clarify"])
C("history", "把它打开", ask([], ON), ["reference", "history", "clarify"], ["武汉今天多少度"])

# --- stated needs ----------------------------------------------------------
C("need", "直播间好热", one("s_ac", [ON, TM_COOL, TM_SET, COOLSP]), ["colloquial-intent", "room", "climate"])
C("need", "阿杰房间热死了", one(["a_ac", "a_fan"], [ON, TM_COOL, TM_SET, COOLSP, ACFAN, FANPCT]), ["colloquial-intent", "room", "climate", "fan"])
C("need", "客厅太暗了", one(L["living"] + ["l_curtain", "l_sheer"], [ON, LVL, STEP, OPEN, SHLVL, SHSTEP]), ["colloquial-intent", "room", "level"])
C("need", "小美房间好冷", one(["x_ac", "blanket"], [ON, TM_HEAT, TM_SET, HEATSP]), ["colloquial-intent", "room", "climate"])
C("need", "阁楼冷得要死", one(["f_heater", "f_ac"], [TM_HEAT, TM_SET, HEATSP]), ["colloquial-intent", "room", "climate", "no-switch"])
C("need", "卫生间里好潮", one("exhaust", ON), ["colloquial-intent", "room-alias"])
C("need", "直播间好闷", one("vent", [ON, FANMODE]), ["colloquial-intent", "room", "air"])
C("need", "客厅空气不好", one("l_purifier", [APFM, FANPCT]), ["colloquial-intent", "room", "air"])
C("need", "厨房油烟好大", one("hood", [FANMODE, FANPCT]), ["colloquial-intent", "room", "appliance"])
C("need", "客厅好热哦", one(["l_ac", "l_fan"], [ON, TM_COOL, TM_SET, COOLSP, FANSPEED]), ["colloquial-intent", "room", "climate", "fan"])
C("need", "Jack房间蛮暗的", one(L["jack"] + ["j_curtain"], [ON, LVL, STEP, OPEN, SHLVL, SHSTEP]), ["colloquial-intent", "room", "dialect"])
C("need", "阳台的花该浇水了", one("garden_valve", VOPEN), ["colloquial-intent", "valve"])
C("need", "好热", ask(ACS + fam("fan"), [ON, TM_COOL, TM_SET, COOLSP, ACFAN, FANPCT, FANMODE]), ["colloquial-intent", "no-place", "clarify"])
C("need", "太暗了", ask(LIGHTS_ALL, [ON, LVL, STEP]), ["colloquial-intent", "no-place", "clarify"])
C("need", "好闷啊", ask([], ON), ["colloquial-intent", "no-place", "clarify"])
C("need", "冷死个人", ask(supporting_any(ACS + ["f_heater"], [ON, TM_HEAT, HEATSP]), [ON, TM_HEAT, TM_SET, HEATSP]), ["colloquial-intent", "no-place", "clarify", "dialect"])
C("need", "书房好热", ask([], [ON, TM_COOL, COOLSP]), ["colloquial-intent", "unknown-room", "clarify"])

# --- quantifier with a count -----------------------------------------------
C("count", "随便开两盏灯", one(LIGHTS_ALL, ON), ["quantifier-count", "type"])
C("count", "客厅随便开一盏灯", one(L["living"], ON), ["quantifier-count", "room"])
C("count", "直播间开两个射灯就行", one(SPOTS, ON), ["quantifier-count", "numbered", "room"])
C("count", "筒灯开三个", one(TONG, ON), ["quantifier-count", "numbered"])
C("count", "楼上随便关一盏灯", one(fam("light", floor=2), OFF), ["quantifier-count", "floor"])

# --- state questions -------------------------------------------------------
C("state", "客厅现在几度", one(["l_th", "l_ac"], ANY), ["state-query", "room", "temperature"])
C("state", "门锁好了没", one(LOCKS, ANY), ["state-query", "security", "ambiguous-soft"])
C("state", "阳台湿度多少", one("b_th", ANY), ["state-query", "room", "no-label"])
C("state", "厨房漏水了没", one("k_leak", ANY), ["state-query", "room"])
C("state", "卫生间有冒得漏水", one("w_leak", ANY), ["state-query", "room-alias", "dialect"])
C("state", "直播间空气质量么样", one("aqs", ANY), ["state-query", "room", "dialect"])
C("state", "阁楼现在多少度", one(["f_th", "f_ac", "f_heater"], ANY), ["state-query", "room", "temperature"])
C("state", "洗衣机洗完了冒", one("washer", ANY), ["state-query", "appliance", "dialect"])
C("state", "Jack房间空调开着的吗", one("j_ac", ANY), ["state-query", "climate"])
C("state", "大门关好了没", one(["door_contact", "door_lock"], ANY), ["state-query", "security"])
C("state", "燃气有冒得泄漏", one("gas", ANY), ["state-query", "security", "dialect"])
C("state", "热水器现在多少度", one("wh", ANY), ["state-query", "water-heater"])
C("state", "客厅有人没", one("l_motion", ANY), ["state-query", "room"])
C("state", "烟感正常吗", one("smoke", ANY), ["state-query", "security"])
C("state", "直播间二氧化碳高不高", one("aqs", ANY), ["state-query", "room"])
C("state", "小美房间现在几度", one("x_ac", ANY), ["state-query", "room", "temperature"])
C("state", "扫地机在干嘛", one("robot", ANY), ["state-query", "appliance", "no-room"])
C("state", "阳台现在好多度", one("b_th", ANY), ["state-query", "room", "no-label", "dialect"])
C("state", "大门锁了冒", one("door_lock", ANY), ["state-query", "security", "dialect"])
C("state", "筒灯3是开着的吗", one("tong3", ANY), ["state-query", "numbered"])

# --- clarify ---------------------------------------------------------------
C("clarify", "打开吸顶灯", ask(CEILINGS, ON), ["clarify", "ambiguous", "duplicate-label"])
C("clarify", "关掉小夜灯", ask(["j_night", "x_night"], OFF), ["clarify", "ambiguous", "duplicate-label"])
C("clarify", "打开灯", ask(LIGHTS_ALL, ON), ["clarify", "ambiguous", "type"])
C("clarify", "开等", ask(LIGHTS_ALL, ON), ["clarify", "ambiguous", "type", "asr-query"])
C("clarify", "打开空调", ask(ACS, [ON, TM_SET]), ["clarify", "ambiguous", "type", "climate"])
C("clarify", "把窗帘拉上", ask(CURTAINS, CLOSE), ["clarify", "ambiguous", "type", "cover"])
C("clarify", "台灯开一下", ask(["j_desk", "x_yeelight", "f_study"], ON), ["clarify", "ambiguous", "partial-name"])
C("clarify", "打开床头灯", ask(["j_bed", "a_bedlamp"], ON), ["clarify", "ambiguous", "partial-name"])
C("clarify", "氛围灯调成粉色", ask(["x_mood", "s_mood"], COLOR), ["clarify", "ambiguous", "duplicate-label", "color"])
C("clarify", "音箱暂停", ask(SPEAKERS, PAUSE), ["clarify", "ambiguous", "type", "media"])
C("clarify", "净化器开一下", ask(fam("purifier"), [APFM, FANPCT]), ["clarify", "ambiguous", "type", "air"])
C("clarify", "风扇打开", ask(fam("fan"), [ON, ACFAN, FANPCT, FANMODE]), ["clarify", "ambiguous", "type", "fan"])
C("clarify", "空调", ask(ACS, [ON, TM_SET]), ["clarify", "noun-only", "climate"])
C("clarify", "Jack房间的空调", ask("j_ac", [ON, OFF]), ["clarify", "noun-only", "climate"])
C("clarify", "窗帘。", ask(CURTAINS, [OPEN, CLOSE]), ["clarify", "noun-only", "cover"])
C("clarify", "客厅灯", ask(L["living"], [ON, OFF]), ["clarify", "noun-only", "room"])
C("clarify", "楼下的空调开一下", ask(fam("ac", floor=1), ON), ["clarify", "ambiguous", "floor", "floor-implicit", "climate"])
C("clarify", "楼上那个灯打开", ask(fam("light", floor=2), ON), ["clarify", "ambiguous", "floor"])
C("clarify", "等我回家就把空调打开", ask(ACS, [ON, TM_SET]), ["clarify", "condition", "ambiguous", "climate"])
C("clarify", "打开插座", ask(PLUGS, ON), ["clarify", "ambiguous", "type", "plug"])
C("clarify", "门锁打开", ask(LOCKS, [UNLOCK]), ["clarify", "ambiguous", "type", "security"])
C("clarify", "卧室的灯打开", ask(L["jack"] + L["xiaomei"] + L["ajie"], ON), ["clarify", "ambiguous", "room-category"])
C("clarify", "卧室空调调到26度", ask(["j_ac", "x_ac", "a_ac"], SETPOINT), ["clarify", "ambiguous", "room-category", "climate"])
C("clarify", "楼下那个灯关掉", ask(fam("light", floor=1), OFF), ["clarify", "ambiguous", "floor", "floor-implicit"])
C("room", "楼上的空调开一下", one("f_ac", [TM_COOL, TM_HEAT, TM_AUTO, TM_SET]), ["floor", "type", "climate", "no-switch"])
C("clarify", "灯带调成蓝色", ask(["govee", "strip2"], COLOR), ["clarify", "ambiguous", "partial-name", "color"])
C("clarify", "开一下", ask([], ON), ["clarify", "no-target"])
C("clarify", "调到50", ask([], [LVL, VOL, SHLVL]), ["clarify", "no-target"])

# --- none ------------------------------------------------------------------
C("none", "明天武汉会下雨吗", none(), ["none", "weather"])
C("none", "今天武汉最高气温多少", none(), ["none", "weather"])
C("none", "你好呀", none(), ["none", "chitchat"])
C("none", "你叫么名字", none(), ["none", "chitchat", "dialect"])
C("none", "讲个笑话撒", none(), ["none", "chitchat", "dialect"])
C("none", "哪家热干面最好吃", none(), ["none", "world"])
C("none", "黄鹤楼门票好多钱", none(), ["none", "world", "dialect"])
C("none", "长江大桥是哪年修的", none(), ["none", "world"])
C("none", "别开空调", none(), ["none", "negation"])
C("none", "莫开灯，我在睡觉", none(), ["none", "negation", "dialect"])
C("none", "算了，不用了", none(), ["none", "cancel"])
C("none", "取消", none(), ["none", "cancel"])
C("none", "哈哈哈哈哈哈", none(), ["none", "chitchat"])
C("none", "asdfghjkl", none(), ["none", "gibberish"])
C("none", "😂😂😂", none(), ["none", "emoji"])
C("none", "👍", none(), ["none", "emoji"])
C("none", "嗯", none(), ["none", "chitchat"])
C("none", "谢谢你哈", none(), ["none", "chitchat", "dialect"])
C("none", "今天直播效果蛮好的", none(), ["none", "remark", "dialect"])
C("none", "空调遥控器放哪里去了", none(), ["none", "world"])
C("none", "吸顶灯是在哪买的", none(), ["none", "world"])
C("none", "家里的灯不要动", none(), ["none", "negation"])
C("none", "不用开窗帘", none(), ["none", "negation"])
C("none", "说错了说错了", none(), ["none", "cancel"])
C("none", "yyds绝绝子", none(), ["none", "slang"])
C("none", "我今天去了趟光谷，那边人蛮多的，逛了一下午，买了个新的灯泡但是还冒装，明天再说吧", none(), ["none", "rambling", "dialect"])
C("none", "Jack这个板马又冒倒垃圾", none(), ["none", "remark", "dialect"])
C("none", "小美的猫好可爱", none(), ["none", "remark"])
C("none", "空调还是不开算了，费电", none(), ["none", "negation", "cancel"])
C("none", "嗯嗯好的", none(), ["none", "chitchat"])
C("none", "？？？", none(), ["none", "gibberish"])
C("none", "今天要不要直播呢", none(), ["none", "remark"])
C("rambling", "哎我跟你讲，今天在公司被老板骂了一顿，回来地铁上又挤得要死，热干面也冒吃到，烦都烦死了，算了算了不说了，帮我把直播间的空调打开", one("s_ac", ON), ["rambling", "dialect", "climate"])
C("rambling", "那个……就是……嗯……我想想啊，刚才说到哪了，哦对，把阳台的推窗器关一下，要下雨了", one("opener", CLOSE), ["rambling", "cover"])

# --- conditions ------------------------------------------------------------
C("condition", "等我回来就把Jack房间的空调开起", one("j_ac", ON), ["condition", "climate", "dialect"])
C("condition", "如果客厅太热就开空调", one("l_ac", [ON, TM_COOL, TM_SET]), ["condition", "climate"])
C("condition", "晚上十点把直播间的灯都关了", bulk(OFF, fam="light", rooms=["studio"]), ["condition", "bulk-all", "time"])
C("condition", "洗完澡就把浴霸关了", one("bath_heater", OFF), ["condition"])
C("condition", "一会儿出门的时候把大门锁上", one("door_lock", LOCK), ["condition", "security"])
C("condition", "小美回来了就把她房间的空调打开", one("x_ac", ON), ["condition", "climate", "pronoun"])
C("condition", "要是下雨就把推窗器关上", one("opener", CLOSE), ["condition", "cover"])
C("condition", "半小时后把电热毯关掉", one("blanket", OFF), ["condition", "time", "plug"])
C("condition", "天黑了就把阳台灯打开", one("b_light", ON), ["condition"])

# --- dialect and slang over simple targets --------------------------------
C("dialect", "帮我把客厅的灯开哈子", one(L["living"], ON), ["dialect", "room", "room-multi"])
C("dialect", "克把阳台灯关了", one("b_light", OFF), ["dialect", "name"])
C("dialect", "小美房间空调么样还冒开", one("x_ac", ON), ["dialect", "climate"])
C("dialect", "直播灯搞暗点", one("key", BRIGHTER), ["dialect", "level", "relative"])
C("dialect", "安排！直播间的射灯全部打开", bulk(ON, only=SPOTS), ["slang", "bulk-all", "numbered"])
C("dialect", "冲！开播，ON AIR灯牌亮起来", one("onair", ON), ["slang", "category-by-name"])
C("dialect", "客厅窗帘给我拉开撒", one("l_curtain", OPEN), ["dialect", "cover"])
C("dialect", "把热水器烧起来，我等下要洗澡", one("wh", [TM_HEAT, TM_SET, MODE]), ["dialect", "water-heater", "no-switch"])
C("dialect", "Jack房间的灯蛮亮的，关两盏", one(L["jack"], OFF), ["dialect", "quantifier-count", "room"])
C("dialect", "阁楼吊扇开起来，热得冒得命了", one("f_fan", [FANMODE, FANPCT]), ["dialect", "fan", "no-switch"])
C("dialect", "PS5插座给我通个电", one("ps5", ON), ["colloquial", "plug"])
C("dialect", "整个低速给吊扇", one("f_fan", [FANMODE, FANPCT]), ["slang", "fan", "word-order"])


# ===========================================================================
# Output
# ===========================================================================
MODES = ("one", "all", "clarify", "none")


def render_cases() -> list[dict]:
    counters: dict[str, int] = {}
    out = []
    for c in CASES:
        counters[c["group"]] = counters.get(c["group"], 0) + 1
        tags = list(dict.fromkeys(c["tags"]))
        for e in c["expects"]:
            if e.mode in ("clarify", "none") and e.mode not in tags:
                tags.append(e.mode)
        case = {
            "id": f"wuhan-{c['group']}-{counters[c['group']]:03d}",
            "home": "home.json",
            "query": c["query"],
            "expect": [{"devices": [uid("dev/" + k) for k in e.devices], "capabilities": e.caps, "mode": e.mode}
                       for e in c["expects"]],
            "tags": tags,
        }
        if c["history"]:
            case["history"] = list(c["history"])
        out.append(case)
    return out


def write_all() -> None:
    home = build_home()
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    with open(HERE / "spec.jsonl", "w", encoding="utf-8") as f:
        for s in SPEC_LINES:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in render_cases():
            f.write(json.dumps(c, ensure_ascii=False) + "\n")


# ===========================================================================
# Check (reads the written files; recomputes bulk sets from home.json + spec.jsonl)
# ===========================================================================
def check() -> int:
    errors: list[str] = []

    def err(msg):
        errors.append(msg)

    try:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec_lines = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
        cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    except (OSError, json.JSONDecodeError) as ex:
        print(f"FAIL: cannot read files: {ex}")
        return 1

    # --- files are what the definitions produce (not stale, not hand-edited) ---
    if home != build_home():
        err("home.json differs from build.py (run python build.py)")
    if spec_lines != SPEC_LINES:
        err("spec.jsonl differs from build.py (run python build.py)")
    if cases != render_cases():
        err("cases.jsonl differs from build.py (run python build.py)")

    # --- home: real-profile fidelity, ids ---
    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    items = {it["deviceId"]: it for it in home["items"]}
    if len(items) != len(home["items"]):
        err("duplicate deviceId in home.json")
    if len(rooms) != len(home["rooms"]):
        err("duplicate roomId in home.json")
    by_pid = {}
    for it in home["items"]:
        main = next(c for c in it["components"] if c["id"] == "main")
        d = next(DEV[k] for k in DEV if uid("dev/" + k) == it["deviceId"])
        prof = d["profile"]
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            err(f"{it.get('label')}: main capabilities differ from profile {prof['name']}")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            err(f"{it.get('label')}: categories differ from profile {prof['name']}")
        if it["name"] != prof["name"]:
            err(f"{it.get('label')}: name is not the profile name")
        by_pid.setdefault(it["profile"]["id"], []).append(it)

    # --- spec: one line per profile, real commands only, omissions as intended ---
    spec = {}
    for s in spec_lines:
        if s["profileId"] in spec:
            err(f"duplicate spec line {s['profileId']}")
        ids = [c["id"] for c in s["capabilities"]]
        if len(ids) != len(set(ids)):
            err(f"duplicate command in spec line {s['profileId']}")
        spec[s["profileId"]] = set(ids)
        for c in s["capabilities"]:
            comp, cap, cmd = c["id"].split("-", 2)
            if comp != "main" or cap in ("refresh", "firmwareUpdate"):
                err(f"{s['profileId']}: unexpected command {c['id']}")
            cdef = CAPS.get(cap)
            if not cdef or cmd not in {x["name"] for x in cdef.get("commands", [])}:
                err(f"{s['profileId']}: {c['id']} is not a real command")
            if not c.get("description"):
                err(f"{s['profileId']}: {c['id']} has no description")
        if s["profileId"] not in by_pid:
            err(f"spec line {s['profileId']} used by no device")
    missing = sorted(p for p in by_pid if p not in spec)
    want_missing = sorted(profile_id(*k) for k in OMIT_FROM_SPEC)
    if missing != want_missing:
        err(f"profiles missing from spec {missing} != intended {want_missing}")

    # --- independent scope computation from the written home.json ---
    room_key_by_id = {uid("room/" + k): k for k in ROOM_NAME}

    def h_rooms(it):
        out = set()
        if it.get("roomId") in rooms:
            out.add(room_key_by_id[it["roomId"]])
        k = next(k for k in DEV if uid("dev/" + k) == it["deviceId"])
        if DEV[k]["extra"].get("label_room"):
            out.add(DEV[k]["extra"]["label_room"])
        return out

    def h_cat(it):
        main = next(c for c in it["components"] if c["id"] == "main")
        return main["categories"][0]["name"] if main["categories"] else "Unknown"

    def h_caps(it):
        main = next(c for c in it["components"] if c["id"] == "main")
        return {c["id"] for c in main["capabilities"]}

    def h_fam(name, it):
        cat, lab = h_cat(it), (it.get("label") or "").lower()
        if name == "light":
            return cat == "Light" or (cat == "Switch" and ("灯" in lab or "deng" in lab))
        if name == "curtain":
            return cat == "Blind"
        if name == "ac":
            return cat == "AirConditioner" or (cat == "Thermostat" and "thermostatCoolingSetpoint" in h_caps(it))
        return cat == {"plug": "SmartPlug", "speaker": "Speaker", "lock": "SmartLock", "fan": "Fan",
                       "purifier": "AirPurifier"}[name]

    def h_cmds(did):
        return spec.get(items[did]["profile"]["id"], set())

    def h_scope(sd):
        if "only" in sd:
            return {uid("dev/" + k) for k in sd["only"]}
        inc = set(sd["rooms"]) if sd.get("rooms") is not None else None
        if sd.get("floor") is not None:
            inc = (inc or set()) | {k for k, _, f in ROOMS if f == sd["floor"]}
        exc = set(sd.get("exclude_rooms", ()))
        if sd.get("exclude_floor") is not None:
            exc |= {k for k, _, f in ROOMS if f == sd["exclude_floor"]}
        exd = {uid("dev/" + k) for k in sd.get("exclude", ())}
        out = set()
        for it in home["items"]:
            if sd.get("fam") and not h_fam(sd["fam"], it):
                continue
            rs = h_rooms(it)
            if inc is not None and not (rs & inc):
                continue
            if rs & exc or it["deviceId"] in exd:
                continue
            out.add(it["deviceId"])
        return out

    # --- cases ---
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        err("duplicate case ids")
    for c, src in zip(cases, CASES):
        cid = c["id"]
        if not (HERE / c["home"]).exists():
            err(f"{cid}: home file missing")
        if not c["query"].strip():
            err(f"{cid}: empty query")
        if not c.get("tags"):
            err(f"{cid}: no tags")
        if not c["expect"]:
            err(f"{cid}: no expect entry")
        for i, (e, se) in enumerate(zip(c["expect"], src["expects"])):
            where = f"{cid}[{i}]"
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if mode not in MODES:
                err(f"{where}: bad mode {mode}")
                continue
            if len(devs) != len(set(devs)) or len(caps) != len(set(caps)):
                err(f"{where}: duplicates in devices/capabilities")
            for d in devs:
                if d not in items:
                    err(f"{where}: device {d} not in home")
            if any(d not in items for d in devs):
                continue
            if mode == "none":
                if devs or caps:
                    err(f"{where}: none must list nothing")
                continue
            if not caps:
                err(f"{where}: no capabilities")
                continue
            if mode in ("one", "all") and not devs:
                err(f"{where}: no devices")
            if caps == ["*"]:
                for d in devs:
                    if items[d]["profile"]["id"] not in spec:
                        err(f"{where}: state question on a device without spec line")
                continue
            if "*" in caps:
                err(f"{where}: '*' mixed with commands")
            for d in devs:
                have = h_cmds(d)
                if mode == "all" or len(devs) == 1:
                    for cap in caps:
                        if cap not in have:
                            err(f"{where}: {items[d].get('label')} has no {cap} in its spec line")
                elif not any(cap in have for cap in caps):
                    err(f"{where}: {items[d].get('label')} supports none of {caps}")
            if devs and mode != "all":
                for cap in caps:
                    if not any(cap in h_cmds(d) for d in devs):
                        err(f"{where}: no listed device has {cap}")
            if mode == "all":
                if se.scope_def is None:
                    err(f"{where}: mode all without a scope definition")
                    continue
                want = {d for d in h_scope(se.scope_def) if all(cap in h_cmds(d) for cap in caps)}
                if set(devs) != want:
                    extra = [items[d].get("label") for d in set(devs) - want]
                    miss = [items[d].get("label") for d in want - set(devs)]
                    err(f"{where}: bulk set mismatch extra={extra} missing={miss}")
        if len(c["expect"]) != len(src["expects"]):
            err(f"{cid}: expect count differs from definition")
        for h in c.get("history", []):
            if not isinstance(h, str) or not h.strip():
                err(f"{cid}: bad history entry")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        return 1
    modes = {}
    for c in cases:
        for e in c["expect"]:
            modes[e["mode"]] = modes.get(e["mode"], 0) + 1
    print(f"OK: {len(home['rooms'])} rooms, {len(home['items'])} devices, {len(spec_lines)} spec lines "
          f"({len(missing)} profiles left out on purpose), {len(cases)} cases, entries by mode {modes}")
    return 0


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    write_all()
    print(f"wrote home.json ({len(DEVICES)} devices), spec.jsonl ({len(SPEC_LINES)} profiles), "
          f"cases.jsonl ({len(CASES)} cases)")
