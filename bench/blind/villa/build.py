"""Build the blind "villa" evaluation set: home.json, spec.jsonl, cases.jsonl and README.md.

Usage: python build.py            (writes the four files beside this script, then checks them)

A three-storey villa with a basement (B1 + 1F + 2F + 3F, plus a garden and an entrance hall
that carry no floor word): 19 rooms, 115 devices. Every device uses a real SmartThings profile
from SmartThingsEdgeDrivers (../../../../shared/data/smartthings/profiles.jsonl): the
categories and capabilities of its components are copied from that profile. Commands,
arguments and enums come from ../../../../shared/data/smartthings/capabilities.json; the
descriptions in spec.jsonl were written for this set, about one in four in English.

The cases were written from the home and the labelling conventions of shared/bench/dev/README.md
only, without looking at any engine code. Readable keys are used below; deviceIds and roomIds in
the output are uuid5 of those keys, so ids carry no hint. Standard library only (Python 3.11).
"""
from __future__ import annotations

import json
import sys
import uuid
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
_DATA_CANDIDATES = [HERE / ".." / ".." / ".." / ".." / "shared" / "data" / "smartthings",
                    Path("/work/shared/data/smartthings")]
DATA = next((p.resolve() for p in _DATA_CANDIDATES if (p / "profiles.jsonl").exists()), None)
if DATA is None:
    raise SystemExit("cannot find shared/data/smartthings (profiles.jsonl, capabilities.json)")

NS = uuid.UUID("3b0d7c52-9f41-5e6a-b7d3-0c5e2f9a4d61")
LOCATION_ID = str(uuid.uuid5(NS, "location:villa"))

# ---------------------------------------------------------------------------------------------
# Rooms: name -> (key, floor). Floor None: the room name carries no floor word.
# ---------------------------------------------------------------------------------------------
ROOMS: dict[str, tuple[str, str | None]] = {
    "B1影音室": ("b1-theater", "B1"),
    "地下室酒窖": ("b1-cellar", "B1"),
    "负一楼车库": ("b1-garage", "B1"),
    "一楼客厅": ("f1-living", "1F"),
    "一楼餐厅": ("f1-dining", "1F"),
    "1F厨房": ("f1-kitchen", "1F"),
    "一楼老人房": ("f1-elder", "1F"),
    "玄关": ("entry", None),
    "二楼主卧": ("f2-master", "2F"),
    "二楼次卧": ("f2-second", "2F"),
    "2F 书房": ("f2-study", "2F"),
    "二楼儿童房": ("f2-kids", "2F"),
    "二楼主卫": ("f2-master-bath", "2F"),
    "二楼客卫": ("f2-guest-bath", "2F"),
    "二楼走廊": ("f2-hall", "2F"),
    "三楼起居室": ("f3-family", "3F"),
    "三楼露台": ("f3-terrace", "3F"),
    "三楼洗衣房": ("f3-laundry", "3F"),
    "花园": ("garden", None),
}
STALE_ROOM = "阁楼"  # deleted from the account: one device still carries its roomId

# Words a person uses for a group of rooms (the labelling decisions in README.md).
BEDROOMS = ("二楼主卧", "二楼次卧", "二楼儿童房", "一楼老人房")   # "卧室"
BATHROOMS = ("二楼主卫", "二楼客卫")                               # "卫生间"
LIVING_ROOMS = ("一楼客厅", "三楼起居室")                            # "客厅" (ambiguous)

# key: (label or None, name, room or None, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # B1影音室
    "th_star": ("星空顶", "Zigbee Color Light Controller", "B1影音室", "color-bulb", "zigbee-switch", "ZIGBEE"),
    "th_down": ("筒灯", "Zigbee On/Off Light", "B1影音室", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "th_screen": ("投影幕布", "VIVIDSTORM Projector Screen", "B1影音室", "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", "ZIGBEE"),
    "th_amp": ("功放", "Harman maX10 Receiver", "B1影音室", "maX10", "harman-luxury", "LAN"),
    "th_proj": ("投影仪", "Zigbee Smart Plug", "B1影音室", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "th_ac": ("影音室空调", "Matter Room Air Conditioner", "B1影音室", "room-air-conditioner", "matter-thermostat", "MATTER"),
    # 地下室酒窖
    "ce_spot1": ("射灯1", "Zigbee On/Off Light", "地下室酒窖", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "ce_spot2": ("射灯2", "Zigbee On/Off Light", "地下室酒窖", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "ce_spot3": ("射灯3", "Zigbee On/Off Light", "地下室酒窖", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "ce_spot4": ("射灯4", "Zigbee On/Off Light", "地下室酒窖", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "ce_cabinet": ("酒柜", "Matter Smart Plug", "地下室酒窖", "plug-power", "matter-switch", "MATTER"),
    "ce_dehum": ("除湿机", "Matter Plug", "地下室酒窖", "plug-binary", "matter-switch", "MATTER"),
    "ce_th": ("酒窖温湿度计", "Matter Temperature Humidity Sensor", "地下室酒窖", "temperature-humidity", "matter-sensor", "MATTER"),
    # 负一楼车库
    "ga_light": ("车库灯", "Zigbee Wall Switch", "负一楼车库", "basic-switch", "zigbee-switch", "ZIGBEE"),
    "ga_door": ("车库门", "Matter Garage Door Opener", "负一楼车库", "garage-door-battery", "matter-switch", "MATTER"),
    # 一楼客厅
    **{f"lr_d{i}": (f"筒灯{i}", "Matter On/Off Light", "一楼客厅", "light-binary", "matter-switch", "MATTER")
       for i in range(1, 7)},
    "lr_chand": ("水晶吊灯", "Matter Tunable White Light", "一楼客厅", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "lr_wall": ("壁灯", "Zigbee Light", "一楼客厅", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "lr_strip": ("电视墙灯带", "Zigbee RGBW Light Strip", "一楼客厅", "rgbw-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_ac": ("客厅空调", "Matter Room Air Conditioner", "一楼客厅", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "lr_heat": ("地暖", "Matter Floor Heating Thermostat", "一楼客厅", "thermostat-heating-only-nostate-nobattery", "matter-thermostat", "MATTER"),
    "lr_tv": ("客厅电视", "Matter Video Player", "一楼客厅", "media-video-player", "matter-media", "MATTER"),
    "lr_bar": ("回音壁", "Samsung Soundbar", "一楼客厅", "samsung-audio", "samsung-audio", "LAN"),
    "lr_curtain": ("客厅窗帘", "Aqara Curtain Driver E1", "一楼客厅", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "lr_sheer": ("纱帘", "Zigbee Curtain Motor", "一楼客厅", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "lr_fan": ("老伙计", "Z-Wave Fan Controller", "一楼客厅", "fan-3speed", "zwave-fan", "ZWAVE"),
    "lr_vent": ("新风", "DeepSmart Fresh Air", "一楼客厅", "Newfan.v1", "deepsmart", "LAN"),
    "lr_th": ("客厅温湿度", "Aqara Temperature and Humidity Sensor", "一楼客厅", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    # 一楼餐厅
    "dn_pend": ("餐厅吊灯", "Matter Dimmable Light", "一楼餐厅", "light-level-colorTemperature", "matter-switch", "MATTER"),
    "dn_lrwall": ("客厅壁灯", "Zigbee On/Off Light", "一楼餐厅", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "dn_down": ("筒灯", "Matter On/Off Light", "一楼餐厅", "light-binary", "matter-switch", "MATTER"),
    "dn_water": ("饮水机", "Zigbee Smart Plug", "一楼餐厅", "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    # 1F厨房
    "kt_light": ("厨房灯", "Matter Switch", "1F厨房", "switch-binary", "matter-switch", "MATTER"),
    "kt_cab": ("橱柜灯", "Matter Light with Power Meter", "1F厨房", "light-power", "matter-switch", "MATTER"),
    "kt_hood": ("油烟机", "Matter Extractor Hood", "1F厨房", "extractor-hood-wind", "matter-appliance", "MATTER"),
    "kt_dish": ("洗碗机", "Matter Dishwasher", "1F厨房", "dishwasher", "matter-appliance", "MATTER"),
    "kt_gas": ("燃气报警器", "Aqara Natural Gas Detector", "1F厨房", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    "kt_leak": ("厨房水浸", "Zigbee Water Leak Sensor", "1F厨房", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    "kt_fridge": ("冰箱", "Matter Refrigerator", "1F厨房", "refrigerator-freezer", "matter-appliance", "MATTER"),
    "kt_back": ("后门", "Aqara Smart Lock", "1F厨房", "aqara-lock-battery", "aqara-lock", "ZIGBEE"),
    "kt_rice": ("电饭煲", "Zigbee Smart Plug", "1F厨房", "basic-plug", "zigbee-switch", "ZIGBEE"),
    # 一楼老人房
    "el_ceil": ("吸顶灯", "Zigbee On/Off Light", "一楼老人房", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "el_bed": ("床头灯", "Matter Dimmable Light", "一楼老人房", "light-level", "matter-switch", "MATTER"),
    "el_night": ("小夜灯", "Z-Wave Motion Light", "一楼老人房", "motion-light", "zwave-sensor", "ZWAVE"),
    "el_heat": ("地暖", "DeepSmart Heater", "一楼老人房", "Heater.v1", "deepsmart", "LAN"),
    "el_curtain": ("老人房窗帘", "Zigbee Curtain Motor", "一楼老人房", "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "el_button": ("紧急按钮", "Aqara Wireless Mini Switch", "一楼老人房", "aqara-single-button-mode", "zigbee-button", "ZIGBEE"),
    # 玄关
    "en_light": ("玄关灯", "Matter Light with Motion", "玄关", "light-level-motion", "matter-switch", "MATTER"),
    "en_shoe": ("鞋柜灯", "Matter On/Off Light", "玄关", "light-binary", "matter-switch", "MATTER"),
    "en_lock": ("前门", "Matter Door Lock", "玄关", "lock-unlatch", "matter-lock", "MATTER"),
    "en_contact": ("前门门磁", "Zigbee Door Sensor", "玄关", "contact-battery-tamper-no-fw-update", "zigbee-contact", "ZIGBEE"),
    "en_siren": ("报警器", "Zigbee Siren", "玄关", "switch-alarm", "zigbee-siren", "ZIGBEE"),
    "en_main": ("总开关", "Zigbee Wall Switch", "玄关", "basic-switch", "zigbee-switch", "ZIGBEE"),
    # 花园
    "gd_spr": ("喷灌", "Matter Water Valve", "花园", "water-valve-level", "matter-switch", "MATTER"),
    "gd_yard": ("庭院灯", "Zigbee Relay Switch", "花园", "basic-switch-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "gd_lawn": ("草坪灯", "Matter Light with Power Meter", "花园", "light-power", "matter-switch", "MATTER"),
    "gd_pump": ("鱼池水泵", "Matter Pump", "花园", "pump-only", "matter-pump", "MATTER"),
    "gd_soil": ("土壤湿度", "Matter Soil Sensor", "花园", "soil-sensor-battery", "matter-sensor", "MATTER"),
    # 二楼主卧
    "mb_ceil": ("吸顶灯", "Zigbee Tunable White Ceiling Light", "二楼主卧", "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_lamp_l": ("台灯（左）", "Aqara LED Bulb T1", "二楼主卧", "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "mb_lamp_r": ("台灯（右）", "Aqara LED Bulb T1", "二楼主卧", "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "mb_curtain": ("主卧窗帘", "Matter Window Covering", "二楼主卧", "window-covering-batteryLevel", "matter-window-covering", "MATTER"),
    "mb_blackout": ("遮光帘", "Zigbee Roller Shade", "二楼主卧", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "mb_ac": ("主卧空调", "DeepSmart AC", "二楼主卧", "Ac.v1", "deepsmart", "LAN"),
    "mb_speaker": ("床头音箱", "Sonos One", "二楼主卧", "sonos-player", "sonos", "LAN"),
    "mb_blanket": ("电热毯", "Matter Plug", "二楼主卧", "plug-binary", "matter-switch", "MATTER"),
    # 二楼次卧
    "sb_ceil": ("吸顶灯", "Matter On/Off Light", "二楼次卧", "light-binary", "matter-switch", "MATTER"),
    "sb_ac": ("次卧空调", "DeepSmart AC", "二楼次卧", "Ac.v1", "deepsmart", "LAN"),
    "sb_curtain": ("次卧窗连", "Zigbee Curtain Motor", "二楼次卧", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    # 2F 书房
    "st_lamp": ("台灯", "Matter Desk Lamp", "2F 书房", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "st_ceil": ("吸顶灯", "Zigbee On/Off Light", "2F 书房", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "st_ac": ("书房空调", "DeepSmart AC", "2F 书房", "Ac.v1", "deepsmart", "LAN"),
    "st_blind": ("百叶帘", "Matter Venetian Blind", "2F 书房", "window-covering-tilt", "matter-window-covering", "MATTER"),
    "st_speaker": ("Bose", "Bose SoundTouch 10", "2F 书房", "soundtouch-speaker", "bose", "LAN"),
    "st_pc": ("电脑插座", "Matter Energy Plug", "2F 书房", "plug-power-energy-powerConsumption", "matter-switch", "MATTER"),
    # 二楼儿童房
    "kd_ceil": ("吸顶灯", "Zigbee RGBW Ceiling Light", "二楼儿童房", "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "kd_night": ("小夜灯", "Matter Dimmable Light", "二楼儿童房", "light-level", "matter-switch", "MATTER"),
    "kd_ac": ("儿童房空调", "Matter Room Air Conditioner", "二楼儿童房", "room-air-conditioner-heating-cooling", "matter-thermostat", "MATTER"),
    "kd_curtain": ("儿童房窗帘", "Zigbee Curtain Motor", "二楼儿童房", "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "kd_purifier": ("空气净化器", "Matter Air Purifier", "二楼儿童房", "air-purifier-hepa", "matter-thermostat", "MATTER"),
    "kd_story": ("故事机", "JBL Speaker", "二楼儿童房", "jbl", "jbl", "LAN"),
    # 二楼主卫
    "mt_mirror": ("镜前灯", "Matter On/Off Light", "二楼主卫", "light-binary", "matter-switch", "MATTER"),
    "mt_exhaust": ("排气扇", "Aqara Wall Switch H1", "二楼主卫", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "mt_heater": ("浴霸", "Aqara Smart Bath Heater", "二楼主卫", "aqara-bath-heater", "aqara-bath-heater", "ZIGBEE"),
    "mt_wh": ("热水器", "Matter Water Heater", "二楼主卫", "water-heater", "matter-thermostat", "MATTER"),
    "mt_leak": ("主卫水浸", "Matter Leak Sensor", "二楼主卫", "leak-battery", "matter-sensor", "MATTER"),
    # 二楼客卫
    "gt_mirror": ("镜前灯", "Zigbee Light", "二楼客卫", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "gt_exhaust": ("排风扇", "Zigbee Wall Switch", "二楼客卫", "basic-switch", "zigbee-switch", "ZIGBEE"),
    "gt_heater": ("浴霸", "Laisiao Smart Bath Heater", "二楼客卫", "switch-smart-bath-heater-laisiao", "zigbee-switch", "ZIGBEE"),
    # 二楼走廊
    "hl_light": ("走廊灯", "Zigbee Wall Switch", "二楼走廊", "basic-switch", "zigbee-switch", "ZIGBEE"),
    "hl_night": ("感应夜灯", "Z-Wave Motion Light", "二楼走廊", "motion-light", "zwave-sensor", "ZWAVE"),
    # 三楼起居室
    "fr_lamp": ("Living Room Lamp", "Hue white ambiance lamp", "三楼起居室", "white-ambiance", "philips-hue", "LAN"),
    "fr_go": ("Hue Go", "Hue Go", "三楼起居室", "white-and-color-ambiance", "philips-hue", "LAN"),
    "fr_ceil": ("吸顶灯", "Zigbee On/Off Light", "三楼起居室", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "fr_ac": ("空调", "Matter Room Air Conditioner", "三楼起居室", "room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat", "MATTER"),
    "fr_dyson": ("Dyson Pure Cool", "Matter Air Purifier", "三楼起居室", "air-purifier-hepa-ac-rock-wind", "matter-thermostat", "MATTER"),
    "fr_tv": ("电视", "Matter Video Player", "三楼起居室", "media-video-speaker", "matter-media", "MATTER"),
    "fr_curtain": ("窗帘", "Zigbee Curtain Motor", "三楼起居室", "window-treatment-powerSource", "zigbee-window-treatment", "ZIGBEE"),
    # 三楼露台
    "tr_light": ("露台灯", "Matter Light with Power Meter", "三楼露台", "light-power", "matter-switch", "MATTER"),
    "tr_bbq": ("露台烧烤区防水照明灯", "Zigbee On/Off Light", "三楼露台", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "tr_sun": ("遮阳帘", "Aqara Roller Shade", "三楼露台", "window-treatment-aqara-roller-shade-rotate", "zigbee-window-treatment", "ZIGBEE"),
    "tr_bamboo": ("竹帘", "Tuya Zigbee Blind Motor", "三楼露台", "window-treatment-reverse", "tuya-zigbee", "ZIGBEE"),
    "tr_plug": ("露台插座", "Zigbee Outdoor Plug", "三楼露台", "switch-power-energy", "zigbee-switch", "ZIGBEE"),
    # 三楼洗衣房
    "ld_light": ("洗衣房灯", "Zigbee On/Off Light", "三楼洗衣房", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "ld_washer": ("洗衣机", "Matter Laundry Washer", "三楼洗衣房", "laundry-washer", "matter-appliance", "MATTER"),
    "ld_dryer": ("烘干机", "Matter Laundry Dryer", "三楼洗衣房", "laundry-dryer-tl", "matter-appliance", "MATTER"),
    "ld_leak": ("洗衣房水浸", "Zigbee Water Leak Sensor", "三楼洗衣房", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    # no room, and a room that was deleted
    "nr_robot": ("小白", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER"),
    "nr_stairs": ("楼梯灯", "Matter Switch", None, "switch-binary", "matter-switch", "MATTER"),
    "at_light": ("阁楼灯", "Zigbee On/Off Light", STALE_ROOM, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
}

# A wall switch (category Switch) whose label names the light it drives counts as a light.
LIGHT_BY_LABEL = {"ga_light", "kt_light", "gd_yard", "hl_light", "nr_stairs"}
# Real accounts miss spec lines for some profiles: these are left out of spec.jsonl.
NO_SPEC_PROFILES = {"refrigerator-freezer", "pump-only", "aqara-single-button-mode"}

# ---------------------------------------------------------------------------------------------
# Profiles and capability definitions
# ---------------------------------------------------------------------------------------------
PROFILES: dict[tuple[str, str], dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    _p = json.loads(_line)
    PROFILES[(_p["name"], _p["driver"].split("/")[-1])] = _p
CAPDEFS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]


def profile_of(key: str) -> dict:
    _, _, _, prof, driver, _ = DEVICES[key]
    return PROFILES[(prof, driver)]


def category_of(key: str) -> str:
    cats = profile_of(key)["categories"]
    return cats[0] if cats else "Unknown"


def room_of(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def floor_of(key: str) -> str | None:
    room = room_of(key)
    return ROOMS[room][1] if room else None


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    key = ROOMS[room][0] if room in ROOMS else "deleted:" + room
    return str(uuid.uuid5(NS, "room:" + key))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set (zh, en), value ranges and value lists
# ---------------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("开启", "switch on"),
    "switch.off": ("关闭", "switch off"),
    "switchLevel.setLevel": ("调节亮度到指定百分比", "set the brightness percentage"),
    "statelessSwitchLevelStep.stepLevel": ("亮度增减一档（正数调亮，负数调暗）", "raise or lower brightness by a step"),
    "colorControl.setColor": ("设置灯光颜色", "change the light colour"),
    "colorControl.setHue": ("调整色调", "adjust hue"),
    "colorControl.setSaturation": ("调整颜色浓淡（饱和度）", "adjust saturation"),
    "colorTemperature.setColorTemperature": ("设置色温（K，越低越偏暖黄）", "set white colour temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温变暖或变冷一档", "make the white warmer or cooler by a step"),
    "windowShade.open": ("拉开窗帘", "open the covering fully"),
    "windowShade.close": ("合上窗帘", "close the covering fully"),
    "windowShade.pause": ("窗帘停止，保持当前位置", "stop moving"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比（0 为全关，100 为全开）", "set how far it is open, 0-100%"),
    "windowShadePreset.presetPosition": ("运行到收藏位置", "move to the saved favourite position"),
    "windowShadePreset.setPresetPosition": ("把当前位置保存为收藏位置", "save the favourite position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片翻转角度", "set the slat tilt"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度增减一档", "open or close a little"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "set the AC operating mode"),
    "airConditionerFanMode.setFanMode": ("设置风量档位", "set the fan level"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set operating mode"),
    "thermostatMode.heat": ("制热", "heat"),
    "thermostatMode.cool": ("制冷", "cool"),
    "thermostatMode.auto": ("自动运行", "auto mode"),
    "thermostatMode.off": ("停止运行（关闭）", "turn off"),
    "thermostatMode.emergencyHeat": ("辅助电加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设定制冷温度", "set the cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设定制热温度", "set the heating target temperature"),
    "fanSpeed.setFanSpeed": ("设置风扇档位（0 关闭）", "set fan speed step (0 = off)"),
    "fanSpeedPercent.setPercent": ("按百分比设置风速", "set fan speed in percent"),
    "fanMode.setFanMode": ("设置风力档位", "set fan level"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头/摆风方式", "set oscillation (swing) mode"),
    "windMode.setWindMode": ("设置风感（自然风、睡眠风）", "set wind type"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化档位", "set purifier fan mode"),
    "audioVolume.setVolume": ("把音量设为指定值", "set volume level"),
    "audioVolume.volumeUp": ("声音大一点", "turn the volume up"),
    "audioVolume.volumeDown": ("声音小一点", "turn the volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("解除静音", "unmute"),
    "audioMute.setMute": ("设置静音开关", "set mute on or off"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast-forward"),
    "mediaPlayback.rewind": ("倒回", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback state"),
    "mediaTrackControl.nextTrack": ("切到下一首", "skip to next track"),
    "mediaTrackControl.previousTrack": ("回到上一首", "go back to previous track"),
    "mediaPresets.playPreset": ("播放预设（收藏的电台/歌单）", "play a saved preset"),
    "mediaInputSource.setInputSource": ("切换输入源", "select the input source"),
    "audioNotification.playTrack": ("播放提示音", "play a notification sound"),
    "audioNotification.playTrackAndResume": ("插播提示音后接着播放", "play a sound, then resume"),
    "audioNotification.playTrackAndRestore": ("插播提示音后恢复原状态", "play a sound, then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "press a remote-control key"),
    "lock.lock": ("锁门", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并拉开门闩", "unlock and release the latch"),
    "valve.open": ("打开水阀", "open the valve"),
    "valve.close": ("关闭水阀", "close the valve"),
    "level.setLevel": ("设置开度百分比", "set the opening percentage"),
    "doorControl.open": ("开门", "open the door"),
    "doorControl.close": ("关门", "close the door"),
    "alarm.siren": ("发出警报声", "sound the siren"),
    "alarm.strobe": ("闪灯警示", "flash the strobe"),
    "alarm.both": ("声光报警", "siren and strobe together"),
    "alarm.off": ("停止报警", "stop the alarm"),
    "operationalState.start": ("启动", "start"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.stop": ("结束运行", "stop"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("返回充电座", "go back to the charging dock"),
    "mode.setMode": ("选择模式", "choose a mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗", "set rinse option"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置甩干转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档", "set temperature level"),
    "refresh.refresh": ("刷新状态", "refresh status"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset the energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查新固件", "check for new firmware"),
    "firmwareUpdate.updateFirmware": ("更新固件", "install firmware update"),
}
DESC_BY_CATEGORY = {
    ("Projector", "windowShade.open"): ("收起投影幕布（升上去）", "retract the projector screen (roll up)"),
    ("Projector", "windowShade.close"): ("放下投影幕布", "lower the projector screen"),
    ("Projector", "windowShade.pause"): ("幕布停在当前位置", "stop the screen"),
    ("Projector", "mode.setMode"): ("幕布行程设置", "screen limit setting"),
    ("Blind", "windowShade.open"): ("打开（拉开/收起）", "open"),
    ("Blind", "windowShade.close"): ("关闭（合上/放下）", "close"),
    ("GarageDoor", "doorControl.open"): ("打开车库门", "open the garage door"),
    ("GarageDoor", "doorControl.close"): ("关上车库门", "close the garage door"),
    ("WaterValve", "valve.open"): ("开阀放水", "open the valve"),
    ("WaterValve", "valve.close"): ("关阀停水", "close the valve"),
    ("WaterValve", "level.setLevel"): ("设置阀门开度", "set valve opening"),
    ("AirConditioner", "switch.on"): ("开空调", "turn the AC on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the AC off"),
    ("Vent", "switch.on"): ("开启新风", "turn ventilation on"),
    ("Vent", "switch.off"): ("关闭新风", "turn ventilation off"),
    ("Vent", "airConditionerFanMode.setFanMode"): ("设置新风风量", "set ventilation airflow"),
    ("Siren", "switch.on"): ("开启报警器", "turn the siren on"),
    ("Siren", "switch.off"): ("关闭报警器", "turn the siren off"),
    ("Washer", "operationalState.start"): ("开始洗衣", "start washing"),
    ("Washer", "mode.setMode"): ("选择洗涤程序", "choose wash programme"),
    ("Dryer", "operationalState.start"): ("开始烘衣", "start drying"),
    ("Dryer", "mode.setMode"): ("选择烘干程序", "choose drying programme"),
    ("Dishwasher", "operationalState.start"): ("开始洗碗", "start the dishwasher"),
    ("Dishwasher", "mode.setMode"): ("选择洗涤程序", "choose dishwasher programme"),
    ("RobotCleaner", "mode.setMode"): ("切换清扫方式（扫/拖）", "choose cleaning mode"),
    ("KitchenHood", "fanMode.setFanMode"): ("设置吸力档位", "set extraction level"),
    ("KitchenHood", "fanSpeedPercent.setPercent"): ("按百分比设置吸力", "set extraction percent"),
    ("Receiver", "switch.on"): ("功放开机", "power the receiver on"),
    ("Receiver", "switch.off"): ("功放关机", "power the receiver off"),
    ("Television", "switch.on"): ("开电视", "turn the TV on"),
    ("Television", "switch.off"): ("关电视", "turn the TV off"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定空调温度（制冷制热通用）", "set the AC target temperature"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定热水温度", "set hot-water temperature"),
    ("water-heater", "mode.setMode"): ("热水器工作方式", "water heater mode"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定地暖温度", "set floor heating temperature"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定地暖温度", "set floor heating temperature"),
    ("aqara-bath-heater", "switchLevel.setLevel"): ("浴霸照明亮度", "bath heater light brightness"),
    ("aqara-bath-heater", "colorTemperature.setColorTemperature"): ("浴霸照明色温", "bath heater light colour temperature"),
    ("aqara-bath-heater", "fanMode.setFanMode"): ("换气/吹风档位", "ventilation fan level"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定取暖温度", "set heating temperature"),
    ("fan-3speed", "fanSpeed.setFanSpeed"): ("风扇档位 0-3（0 为停）", "fan speed 0-3 (0 stops it)"),
}
# Profiles exported in English as a whole (the account owner's second phone is set to English).
ENGLISH_PROFILES = {"white-and-color-ambiance", "soundtouch-speaker", "window-covering-tilt",
                    "air-purifier-hepa-ac-rock-wind", "laundry-dryer-tl"}

VALUES = {  # key -> [(value, zh, en)]
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"),
                ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "低风", "low"), ("medium", "中风", "medium"),
               ("high", "高风", "high")],
    "vent_fan": [("low", "低档风量", "low"), ("medium", "中档风量", "medium"), ("high", "高档风量", "high"),
                 ("auto", "自动", "auto")],
    "tmode_ac": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                 ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tmode_ac_nofan": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"),
                       ("auto", "自动", "auto")],
    "tmode_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "tmode_bath": [("off", "关", "off"), ("heat", "取暖", "heat")],
    "hood_fan": [("off", "关", "off"), ("low", "低档", "low"), ("medium", "中档", "medium"),
                 ("high", "强劲（爆炒）", "high"), ("auto", "智能", "auto")],
    "bath_fan": [("off", "关", "off"), ("low", "弱", "low"), ("high", "强", "high")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"),
                 ("medium", "中档", "medium"), ("high", "高档", "high")],
    "wind": [("noWind", "标准风", "normal"), ("sleepWind", "睡眠风", "sleep"), ("naturalWind", "自然风", "natural")],
    "osc": [("off", "不摆动", "off"), ("horizontal", "左右扫风", "left-right"), ("vertical", "上下扫风", "up-down"),
            ("swing", "大角度摆风", "wide swing")],
    "osc_bath": [("off", "固定出风", "fixed"), ("swing", "摆风", "swing")],
    "input": [("HDMI1", "HDMI1", "HDMI 1"), ("HDMI2", "HDMI2", "HDMI 2"), ("HDMI3", "HDMI3", "HDMI 3"),
              ("optical", "光纤", "optical"), ("coaxial", "同轴", "coaxial"), ("bluetooth", "蓝牙", "Bluetooth"),
              ("wifi", "网络（Wi-Fi）", "Wi-Fi"), ("aux", "AUX 音频输入", "aux in")],
    "washer_mode": [("Normal", "标准", "normal"), ("Delicate", "轻柔", "delicate"), ("Heavy", "强力", "heavy"),
                    ("Quick", "快洗", "quick"), ("Wool", "羊毛", "wool")],
    "dryer_mode": [("Normal", "标准烘", "normal"), ("Delicate", "轻柔烘", "delicate"), ("Quick", "快烘", "quick")],
    "dish_mode": [("Normal", "标准", "normal"), ("Heavy", "强力", "intensive"), ("Eco", "节能", "eco"),
                  ("Quick", "快速", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "边扫边拖", "vacuum & mop")],
    "heater_mode": [("Off", "关", "off"), ("Manual", "手动", "manual"), ("Timed", "预约", "timed")],
    "screen_mode": [("Set upper limit", "设置上限位", "set upper limit"), ("Delete all limits", "清除限位", "delete all limits")],
    "rinse": [("normal", "标准漂洗", "normal"), ("extra", "加漂一次", "extra"), ("max", "最多漂洗", "max")],
    "spin": [("off", "不甩干", "no spin"), ("low", "低速", "low"), ("medium", "中速", "medium"), ("high", "高速", "high")],
    "temp_level": [("Low", "低温", "low"), ("Medium", "中温", "medium"), ("High", "高温", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放中", "playing"), ("stopped", "已停止", "stopped")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "OK"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS = {  # (profile, capability.command) -> VALUES key
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "vent_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-wind-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_nofan",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-wind-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Heater.v1", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("thermostat-heating-only-nostate-nobattery", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("aqara-bath-heater", "thermostatMode.setThermostatMode"): "tmode_bath",
    ("extractor-hood-wind", "fanMode.setFanMode"): "hood_fan",
    ("aqara-bath-heater", "fanMode.setFanMode"): "bath_fan",
    ("aqara-bath-heater", "fanOscillationMode.setFanOscillationMode"): "osc_bath",
    ("air-purifier-hepa-ac-rock-wind", "fanOscillationMode.setFanOscillationMode"): "osc",
    ("air-purifier-hepa", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("air-purifier-hepa-ac-rock-wind", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("maX10", "mediaInputSource.setInputSource"): "input",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-dryer-tl", "mode.setMode"): "dryer_mode",
    ("dishwasher", "mode.setMode"): "dish_mode",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("projector-screen-VWSDSTUST120H", "mode.setMode"): "screen_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("laundry-dryer-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
}
GENERIC_VALUE_LISTS = {
    "windMode.setWindMode": "wind", "audioMute.setMute": "mute",
    "mediaPlayback.setPlaybackStatus": "playback", "keypadInput.sendKey": "keys",
}
RANGES = {  # (profile or None, capability.command) -> (min, max, unit)
    (None, "switchLevel.setLevel"): (0, 100, "%"),
    (None, "statelessSwitchLevelStep.stepLevel"): (-100, 100, "%"),
    (None, "statelessColorTemperatureStep.stepColorTemperatureByPercent"): (-100, 100, "%"),
    (None, "colorControl.setHue"): (0, 100, "%"),
    (None, "colorControl.setSaturation"): (0, 100, "%"),
    (None, "colorTemperature.setColorTemperature"): (2200, 6500, "K"),
    (None, "windowShadeLevel.setShadeLevel"): (0, 100, "%"),
    (None, "windowShadePreset.setPresetPosition"): (0, 100, "%"),
    (None, "windowShadeTiltLevel.setShadeTiltLevel"): (0, 100, "%"),
    (None, "statelessWindowShadeLevelStep.stepShadeLevel"): (-100, 100, "%"),
    (None, "thermostatCoolingSetpoint.setCoolingSetpoint"): (16, 30, "C"),
    (None, "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 30, "C"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint.setHeatingSetpoint"): (5, 35, "C"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (20, 40, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    ("fan-3speed", "fanSpeed.setFanSpeed"): (0, 3, None),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
    (None, "level.setLevel"): (0, 100, "%"),
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value"),
               "level.setLevel": ("level", "level.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def english(profile: str, salt: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"villa|{profile}|{salt}".encode()) % 5 == 0


def enabled_commands(profile: dict, cap: str) -> set[str] | None:
    for value in profile["capability_config"].get(cap, []):
        if value.get("key") == "{{enumCommands}}":
            return set(value.get("enabledValues", []))
    return None


def spec_line(profile: dict) -> dict:
    name = profile["name"]
    category = profile["categories"][0] if profile["categories"] else "Unknown"
    entries = []
    for cap in profile["capabilities"]:
        definition = CAPDEFS.get(cap)
        if not definition or not definition["commands"]:
            continue
        allowed = enabled_commands(profile, cap)
        for cmd in definition["commands"]:
            if allowed is not None and cmd["name"] not in allowed:
                continue
            key = f"{cap}.{cmd['name']}"
            cmd_id = f"main-{cap}-{cmd['name']}"
            zh, en = DESC_BY_PROFILE.get((name, key)) or DESC_BY_CATEGORY.get((category, key)) or DESC[key]
            entry: dict = {"id": cmd_id, "description": en if english(name, cmd_id) else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                arg = args[0]
                entry["type"] = ARG_TYPES.get(key, arg.get("type", "string"))
                rng = RANGES.get((name, key)) or RANGES.get((None, key))
                if key in CONFIG_KEYS:
                    cfg_cap, cfg_key = CONFIG_KEYS[key]
                    for value in profile["capability_config"].get(cfg_cap, []):
                        if value.get("key") == cfg_key and "range" in value:
                            rng = (value["range"][0], value["range"][1], rng[2] if rng else None)
                if rng:
                    vr = {"min": rng[0], "max": rng[1]}
                    if rng[2]:
                        vr["unit"] = rng[2]
                    entry["value_range"] = vr
                vl_key = VALUE_LISTS.get((name, key)) or GENERIC_VALUE_LISTS.get(key)
                if vl_key:
                    entry["value_list"] = [
                        {"value": v, "description": ve if english(name, cmd_id + "|" + v) else vz}
                        for v, vz, ve in VALUES[vl_key]]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


SPEC: dict[str, dict] = {}       # profile name -> spec line (only the profiles written out)
ALL_LINES: dict[str, dict] = {}  # every profile used, including those left out of the spec


def build_spec() -> None:
    for key in DEVICES:
        prof = profile_of(key)
        name = prof["name"]
        if name in ALL_LINES:
            if ALL_LINES[name]["_driver"] != prof["driver"]:
                raise SystemExit(f"profile name {name} used with two drivers")
            continue
        line = spec_line(prof)
        ALL_LINES[name] = {**line, "_driver": prof["driver"]}
        if name not in NO_SPEC_PROFILES:
            SPEC[name] = line


build_spec()


# ---------------------------------------------------------------------------------------------
# Command ids
# ---------------------------------------------------------------------------------------------
def C(cap: str, cmd: str) -> str:
    return f"main-{cap}-{cmd}"


ON, OFF = C("switch", "on"), C("switch", "off")
SETLEVEL, STEPLEVEL = C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")
SETCOLOR, SETHUE, SETSAT = C("colorControl", "setColor"), C("colorControl", "setHue"), C("colorControl", "setSaturation")
SETCT, STEPCT = C("colorTemperature", "setColorTemperature"), C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
OPEN, CLOSE, PAUSE = C("windowShade", "open"), C("windowShade", "close"), C("windowShade", "pause")
SHADELEVEL, STEPSHADE = C("windowShadeLevel", "setShadeLevel"), C("statelessWindowShadeLevelStep", "stepShadeLevel")
PRESET, TILT = C("windowShadePreset", "presetPosition"), C("windowShadeTiltLevel", "setShadeTiltLevel")
COOLSP, HEATSP = C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("thermostatHeatingSetpoint", "setHeatingSetpoint")
TMODE = C("thermostatMode", "setThermostatMode")
TCOOL, THEAT, TAUTO, TOFF = (C("thermostatMode", m) for m in ("cool", "heat", "auto", "off"))
ACMODE, ACFAN = C("airConditionerMode", "setAirConditionerMode"), C("airConditionerFanMode", "setFanMode")
FANSPEED, FANPCT, FANMODE = C("fanSpeed", "setFanSpeed"), C("fanSpeedPercent", "setPercent"), C("fanMode", "setFanMode")
OSC, WIND = C("fanOscillationMode", "setFanOscillationMode"), C("windMode", "setWindMode")
PURIFIER = C("airPurifierFanMode", "setAirPurifierFanMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT, PREV, KEY = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"), C("keypadInput", "sendKey")
INPUT, PRESETPLAY = C("mediaInputSource", "setInputSource"), C("mediaPresets", "playPreset")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
VOPEN, VCLOSE, VLEVEL = C("valve", "open"), C("valve", "close"), C("level", "setLevel")
DOPEN, DCLOSE = C("doorControl", "open"), C("doorControl", "close")
OPSTART, OPPAUSE, OPSTOP, OPRESUME = (C("operationalState", m) for m in ("start", "pause", "stop", "resume"))
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
TEMPLEVEL = C("temperatureLevel", "setTemperatureLevel")
SIREN, BOTH, ALARMOFF = C("alarm", "siren"), C("alarm", "both"), C("alarm", "off")
ANY = "*"

# Families: any command of the family that the device supports is an acceptable answer.
BRIGHTER = [SETLEVEL, STEPLEVEL]                 # also "darker": the same two commands
COLOR = [SETCOLOR, SETHUE]
WARMER = [SETCT, STEPCT]                          # also "cooler"
SETPOINT = [COOLSP, HEATSP]                       # a temperature with no mode said
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
FAN_ON = [PURIFIER, FANPCT]                       # purifiers have no switch
VOLUME_DOWN = [VOLDOWN, SETVOL]
VOLUME_UP = [VOLUP, SETVOL]
QUIETER = [VOLDOWN, SETVOL, MUTE]
SHADE_A_BIT = [SHADELEVEL, STEPSHADE]
HEATER_ON = [THEAT, TMODE]
HEATER_OFF = [TOFF, TMODE]
WATER_ON = [THEAT, TMODE, SETMODE]
WATER_OFF = [TOFF, TMODE, SETMODE]


def spec_ids(key: str) -> set[str]:
    return {c["id"] for c in ALL_LINES[DEVICES[key][3]]["capabilities"]}


def in_spec(key: str) -> bool:
    return DEVICES[key][3] in SPEC


# ---------------------------------------------------------------------------------------------
# Sets (the rules README.md states)
# ---------------------------------------------------------------------------------------------
def keys_where(pred) -> list[str]:
    return [k for k in DEVICES if pred(k)]


def lights() -> list[str]:
    return keys_where(lambda k: category_of(k) == "Light" or k in LIGHT_BY_LABEL)


def of_category(*cats: str) -> list[str]:
    return keys_where(lambda k: category_of(k) in cats)


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    for r in rooms:
        if r not in ROOMS:
            raise SystemExit(f"unknown room {r}")
    return [k for k in keys if room_of(k) in rooms]


def on_floor(keys: list[str], *floors: str) -> list[str]:
    return [k for k in keys if floor_of(k) in floors]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if room_of(k) not in rooms]


def with_cmd(keys: list[str], cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k) and in_spec(k)]


def labelled(keys: list[str], text: str) -> list[str]:
    return [k for k in keys if text in label_of(k)]


def without(keys: list[str], *drop: str) -> list[str]:
    for d in drop:
        if d not in DEVICES:
            raise SystemExit(f"unknown device {d}")
    return [k for k in keys if k not in drop]


LIGHTS = lights()
BLINDS = of_category("Blind")
ACS = of_category("AirConditioner")
PLUGS = of_category("SmartPlug")
SPEAKERS = of_category("Speaker")
PURIFIERS = of_category("AirPurifier")
TVS = of_category("Television")
CEILINGS = [k for k in DEVICES if label_of(k) == "吸顶灯"]
DOWNLIGHTS = labelled(LIGHTS, "筒灯")
LR_DOWN = [f"lr_d{i}" for i in range(1, 7)]
SPOTS = [f"ce_spot{i}" for i in range(1, 5)]
BED_LIGHTS = in_rooms(LIGHTS, *BEDROOMS)
LIVING_LIGHTS = in_rooms(LIGHTS, *LIVING_ROOMS)
DIMMABLE = with_cmd(LIGHTS, SETLEVEL)


def room_lights(room: str) -> list[str]:
    return in_rooms(LIGHTS, room)


# ---------------------------------------------------------------------------------------------
# Expectations
# ---------------------------------------------------------------------------------------------
def _listify(x) -> list:
    return [x] if isinstance(x, str) else list(x)


def one(keys, cmds) -> dict:
    keys, cmds = _listify(keys), _listify(cmds)
    union: list[str] = []
    for k in keys:
        if k not in DEVICES:
            raise SystemExit(f"unknown device {k}")
        if cmds != [ANY] and not in_spec(k):
            raise SystemExit(f"{k} has no spec line: only '*' may be expected")
        ok = [c for c in cmds if c == ANY or c in spec_ids(k)]
        if not ok:
            raise SystemExit(f"{k} supports none of {cmds}")
        union += [c for c in ok if c not in union]
    if len(set(keys)) != len(keys):
        raise SystemExit(f"duplicate devices {keys}")
    return {"devices": keys, "capabilities": [c for c in cmds if c in union], "mode": "one"}


def every(keys, cmds) -> dict:
    keys, cmds = list(keys), _listify(cmds)
    if len(keys) < 2:
        raise SystemExit(f"bulk set too small: {keys}")
    for k in keys:
        missing = [c for c in cmds if c not in spec_ids(k) or not in_spec(k)]
        if missing:
            raise SystemExit(f"bulk: {k} lacks {missing}")
    return {"devices": keys, "capabilities": cmds, "mode": "all"}


def clarify(keys, cmds) -> dict:
    keys = _listify(keys)
    if not keys:
        return {"devices": [], "capabilities": _listify(cmds), "mode": "clarify"}
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


def none() -> dict:
    return {"devices": [], "capabilities": [], "mode": "none"}


CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    if not expect:
        raise SystemExit(f"no expectation: {query}")
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})


# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
B1_LIGHTS = on_floor(LIGHTS, "B1")
F1_LIGHTS = on_floor(LIGHTS, "1F")
F2_LIGHTS = on_floor(LIGHTS, "2F")
F3_LIGHTS = on_floor(LIGHTS, "3F")
UPSTAIRS_LIGHTS = on_floor(LIGHTS, "2F", "3F")
STUDY_LIGHTS = room_lights("2F 书房")
MB_LIGHTS = room_lights("二楼主卧")
KD_LIGHTS = room_lights("二楼儿童房")
EL_LIGHTS = room_lights("一楼老人房")
DN_LIGHTS = room_lights("一楼餐厅")
MIRRORS = labelled(LIGHTS, "镜前灯")
NIGHTS = labelled(LIGHTS, "小夜灯")
HEATERS = [k for k in DEVICES if label_of(k) == "地暖"]
BATH_HEATERS = [k for k in DEVICES if label_of(k) == "浴霸"]
LOCKS = of_category("SmartLock")
ST_LAMPS = ["mb_lamp_l", "mb_lamp_r"]

# --- 1. rooms said by bare core, alias or full name ---------------------------------------------
case("room", "书房灯开一下", one(STUDY_LIGHTS, ON), tags=("room-core", "room", "type", "room-multi", "colloquial"))
case("room", "2F 书房的台灯打开", one("st_lamp", ON), tags=("room-full", "room", "name"))
case("room", "2F书房的吸顶灯关掉", one("st_ceil", OFF), tags=("room-full", "room", "duplicate-label"))
case("room", "书房的百叶帘拉上", one("st_blind", CLOSE), tags=("room-core", "room", "cover"))
case("room", "主卧的灯打开", one(MB_LIGHTS, ON), tags=("room-core", "room", "type", "room-multi"))
case("room", "打开卧室的灯", clarify(BED_LIGHTS, ON), tags=("room-alias", "room", "type", "ambiguous"))
case("room", "卧室的灯都关了", every(BED_LIGHTS, OFF), tags=("room-alias", "room", "type", "bulk-all"))
case("room", "卫生间灯开一下", clarify(MIRRORS, ON), tags=("room-alias", "room", "type", "ambiguous", "colloquial"))
case("room", "卫生间的灯都打开", every(MIRRORS, ON), tags=("room-alias", "room", "type", "bulk-all"))
case("room", "主卫的排气扇打开", one("mt_exhaust", ON), tags=("room-core", "room", "name", "category-by-name"))
case("room", "客卫排风扇关掉", one("gt_exhaust", OFF), tags=("room-core", "room", "name", "category-by-name"))
case("room", "打开客厅的灯", clarify([*LIVING_LIGHTS, "dn_lrwall"], ON), tags=("room-alias", "room", "type", "ambiguous"))
case("room", "客厅的空调打开", one("lr_ac", ON), tags=("room-alias", "room", "type", "climate", "label-decides"))
case("room", "客厅的净化器开一下", one("fr_dyson", FAN_ON), tags=("room-alias", "room", "type", "no-switch", "colloquial"))
case("room", "客厅的窗帘拉开", one(["lr_curtain", "lr_sheer"], OPEN), tags=("room-alias", "room", "type", "cover", "label-decides"))
case("room", "客厅的新风打开", one("lr_vent", ON), tags=("room-alias", "room", "type", "label-decides"))
case("room", "起居室的空调调到25度", one("fr_ac", SETPOINT), tags=("room-core", "room", "type", "climate", "temperature"))
case("room", "三楼起居室的电视打开", one("fr_tv", ON), tags=("room-full", "room", "type", "media"))
case("room", "客厅电视关了", one("lr_tv", OFF), tags=("room-alias", "name", "media", "label-decides"))
case("room", "老人房的灯打开", one(EL_LIGHTS, ON), tags=("room-core", "room", "type", "room-multi"))
case("room", "影音室的星空顶打开", one("th_star", ON), tags=("room-core", "room", "home-type"))
case("room", "车库门打开", one("ga_door", DOPEN), tags=("room-core", "name"))
case("room", "洗衣房的灯关一下", one("ld_light", OFF), tags=("room-core", "room", "type", "colloquial"))
case("room", "露台的灯打开", one(room_lights("三楼露台"), ON), tags=("room-core", "room", "type", "room-multi"))
case("room", "二楼走廊的灯都关掉", every(room_lights("二楼走廊"), OFF), tags=("room-full", "room", "type", "bulk-all", "category-by-name"))
case("room", "儿童房窗帘拉上", one("kd_curtain", CLOSE), tags=("room-core", "name", "cover"))
case("room", "1F厨房的灯打开", one(room_lights("1F厨房"), ON), tags=("room-full", "room", "type", "room-multi", "category-by-name"))
case("room", "餐厅灯开一下", one(DN_LIGHTS, ON), tags=("room-core", "room", "type", "room-multi", "colloquial"))
case("room", "花园的灯打开", one(room_lights("花园"), ON), tags=("room-core", "room", "type", "room-multi", "category-by-name"))
case("room", "三楼书房的灯打开", clarify(STUDY_LIGHTS, ON), tags=("room-core", "floor", "wrong-floor", "ambiguous"))
case("room", "一楼主卧的吸顶灯关掉", clarify("mb_ceil", OFF), tags=("room-core", "floor", "wrong-floor", "ambiguous", "duplicate-label"))
case("room", "酒窖的灯全开", every(SPOTS, ON), tags=("room-core", "room", "type", "bulk-all"))
case("room", "地下室酒窖的除湿机打开", one("ce_dehum", ON), tags=("room-full", "room", "name", "plug"))
case("room", "负一楼车库的灯打开", one("ga_light", ON), tags=("room-full", "room", "type", "category-by-name"))
case("room", "B1影音室的空调关了", one("th_ac", [OFF, TOFF]), tags=("room-full", "room", "type", "climate"))

# --- 2. floors as scope -------------------------------------------------------------------------
case("floor", "一楼的灯都关了", every(F1_LIGHTS, OFF), tags=("floor", "type", "bulk-all", "category-by-name"))
case("floor", "二层所有窗帘关上", every(on_floor(BLINDS, "2F"), CLOSE), tags=("floor", "type", "bulk-all", "cover"))
case("floor", "2F的灯全部打开", every(F2_LIGHTS, ON), tags=("floor", "type", "bulk-all", "category-by-name"))
case("floor", "地下室的灯关掉", every(B1_LIGHTS, OFF), tags=("floor", "type", "bulk-all", "category-by-name"))
case("floor", "负一楼的灯全部打开", every(B1_LIGHTS, ON), tags=("floor", "type", "bulk-all", "category-by-name"))
case("floor", "B1的插座都关了", every(on_floor(PLUGS, "B1"), OFF), tags=("floor", "type", "bulk-all", "plug"))
case("floor", "除了老人房，一楼的灯都关了", every(except_rooms(F1_LIGHTS, "一楼老人房"), OFF),
     tags=("floor", "except", "bulk-except", "type", "category-by-name"))
case("floor", "除了主卧，二楼的灯都关掉", every(except_rooms(F2_LIGHTS, "二楼主卧"), OFF),
     tags=("floor", "except", "bulk-except", "type", "category-by-name"))
case("floor", "二楼除了卫生间，灯全部关掉", every(except_rooms(F2_LIGHTS, *BATHROOMS), OFF),
     tags=("floor", "except", "bulk-except", "room-alias", "type", "category-by-name"))
case("floor", "一楼除了餐厅，别的灯都关掉", every(except_rooms(F1_LIGHTS, "一楼餐厅"), OFF),
     tags=("floor", "except", "bulk-except", "type", "segmentation", "category-by-name"))
case("floor", "三楼的灯都关掉", every(F3_LIGHTS, OFF), tags=("floor", "type", "bulk-all"))
case("floor", "一楼的窗帘全部打开", every(on_floor(BLINDS, "1F"), OPEN), tags=("floor", "type", "bulk-all", "cover"))
case("floor", "三楼的帘子都放下来", every(on_floor(BLINDS, "3F"), CLOSE), tags=("floor", "type", "bulk-all", "cover"))
case("floor", "二楼的空调都关了", every(on_floor(ACS, "2F"), OFF), tags=("floor", "type", "bulk-all", "climate"))
case("floor", "二楼的灯都调到50%", every(with_cmd(F2_LIGHTS, SETLEVEL), SETLEVEL),
     tags=("floor", "type", "bulk-all", "level", "capability-subset"))
case("floor", "一楼所有的灯调成暖光", every(with_cmd(F1_LIGHTS, SETCT), SETCT),
     tags=("floor", "type", "bulk-all", "color-temperature", "capability-subset"))
case("floor", "一楼的地暖都关掉", every(on_floor(HEATERS, "1F"), HEATER_OFF), tags=("floor", "bulk-all", "climate", "no-switch"))
case("floor", "三楼的空调开一下", one(on_floor(ACS, "3F"), ON), tags=("floor", "type", "climate", "colloquial"))
case("floor", "楼上的灯都关了", clarify(UPSTAIRS_LIGHTS, OFF), tags=("floor", "upstairs", "ambiguous", "type"))
case("floor", "楼下的灯全部打开", clarify([*F1_LIGHTS, *B1_LIGHTS], ON), tags=("floor", "upstairs", "ambiguous", "type"))
case("floor", "楼上的空调关一下", clarify([*on_floor(ACS, "2F", "3F")], OFF), tags=("floor", "upstairs", "ambiguous", "climate"))
case("floor", "二楼的吸顶灯打开", clarify(on_floor(CEILINGS, "2F"), ON), tags=("floor", "duplicate-label", "ambiguous"))
case("floor", "二楼的吸顶灯全部打开", every(on_floor(CEILINGS, "2F"), ON), tags=("floor", "duplicate-label", "bulk-all"))

# --- 3. label parts and indices -----------------------------------------------------------------
case("index", "打开筒灯3", one("lr_d3", ON), tags=("label-index", "name"))
case("index", "筒灯三关掉", one("lr_d3", OFF), tags=("label-index", "name", "numeral-zh"))
case("index", "把3号筒灯打开", one("lr_d3", ON), tags=("label-index", "name", "word-order"))
case("index", "第三个筒灯关一下", one("lr_d3", OFF), tags=("label-index", "name", "numeral-zh", "colloquial"))
case("index", "筒灯5开一下", one("lr_d5", ON), tags=("label-index", "name", "colloquial"))
case("index", "客厅六号筒灯关了", one("lr_d6", OFF), tags=("label-index", "name", "numeral-zh", "room-alias"))
case("index", "客厅筒灯都打开", every(LR_DOWN, ON), tags=("label-index", "bulk-all", "room-alias", "label-decides"))
case("index", "一楼客厅的筒灯全部关掉", every(LR_DOWN, OFF), tags=("label-index", "bulk-all", "room-full"))
case("index", "除了筒灯6，客厅的筒灯都关掉", every(without(LR_DOWN, "lr_d6"), OFF),
     tags=("label-index", "bulk-except", "exclude-name", "room-alias"))
case("index", "打开射灯", every(SPOTS, ON), tags=("label-index", "bulk-all", "partial-name"))
case("index", "关掉2号射灯", one("ce_spot2", OFF), tags=("label-index", "name"))
case("index", "射灯四打开", one("ce_spot4", ON), tags=("label-index", "name", "numeral-zh"))
case("index", "第一个射灯关掉", one("ce_spot1", OFF), tags=("label-index", "name", "numeral-zh"))
case("index", "打开筒灯", clarify(DOWNLIGHTS, ON), tags=("label-index", "duplicate-label", "ambiguous"))
case("index", "筒灯1和筒灯2打开", one("lr_d1", ON), one("lr_d2", ON), tags=("label-index", "name"))
case("index", "餐厅筒灯打开", one("dn_down", ON), tags=("label-index", "room-core", "duplicate-label"))
case("index", "影音室的筒灯关掉", one("th_down", OFF), tags=("label-index", "room-core", "duplicate-label"))
case("index", "所有筒灯都关掉", every(DOWNLIGHTS, OFF), tags=("label-index", "bulk-all", "duplicate-label"))

# --- 4. type words learned from the home --------------------------------------------------------
case("hometype", "投影幕布放下来", one("th_screen", CLOSE), tags=("home-type", "name", "cover-like"))
case("hometype", "把幕布收起来", one("th_screen", OPEN), tags=("home-type", "partial-name", "cover-like"))
case("hometype", "竹帘收起来", one("tr_bamboo", OPEN), tags=("home-type", "name", "cover"))
case("hometype", "竹帘放下来", one("tr_bamboo", CLOSE), tags=("home-type", "name", "cover"))
case("hometype", "星空顶打开", one("th_star", ON), tags=("home-type", "name"))
case("hometype", "星空顶调成蓝色", one("th_star", COLOR), tags=("home-type", "name", "color"))
case("hometype", "星空顶暗一点", one("th_star", BRIGHTER), tags=("home-type", "name", "relative", "level"))
case("hometype", "功放音量调到30", one("th_amp", SETVOL), tags=("home-type", "name", "media", "volume"))
case("hometype", "功放静音", one("th_amp", [MUTE, SETMUTE]), tags=("home-type", "name", "media", "volume"))
case("hometype", "功放关了吧", one("th_amp", OFF), tags=("home-type", "name", "media", "colloquial"))
case("hometype", "打开喷灌", one("gd_spr", VOPEN), tags=("home-type", "name", "valve"))
case("hometype", "喷灌关掉", one("gd_spr", VCLOSE), tags=("home-type", "name", "valve"))
case("hometype", "喷灌开到一半", one("gd_spr", VLEVEL), tags=("home-type", "name", "valve", "level", "fraction"))
case("hometype", "遮阳帘放下来", one("tr_sun", CLOSE), tags=("home-type", "name", "cover"))
case("hometype", "遮阳帘收起来一半", one("tr_sun", SHADELEVEL), tags=("home-type", "name", "cover", "fraction"))
case("hometype", "打开投影仪", one("th_proj", ON), tags=("home-type", "name", "plug"))
case("hometype", "故事机播放", one("kd_story", PLAY), tags=("home-type", "name", "media"))
case("hometype", "新风开一下", one("lr_vent", [ON, ACFAN]), tags=("home-type", "name", "colloquial"))
case("hometype", "新风风量调到最大", one("lr_vent", ACFAN), tags=("home-type", "name", "fan"))
case("hometype", "除湿机打开", one("ce_dehum", ON), tags=("home-type", "name", "plug"))
case("hometype", "酒柜断电", one("ce_cabinet", OFF), tags=("home-type", "name", "plug", "colloquial"))

# --- 5. segmentation: a room word inside a label, action-like labels, long labels ---------------
case("segment", "打开客厅壁灯", one("dn_lrwall", ON), tags=("segmentation", "name-other-room", "name"))
case("segment", "把客厅壁灯关了", one("dn_lrwall", OFF), tags=("segmentation", "name-other-room", "name", "colloquial"))
case("segment", "一楼客厅的壁灯打开", one("lr_wall", ON), tags=("segmentation", "room-full", "partial-name"))
case("segment", "餐厅的客厅壁灯关掉", one("dn_lrwall", OFF), tags=("segmentation", "name-other-room", "room-core"))
case("segment", "一楼餐厅的灯都打开", every(DN_LIGHTS, ON), tags=("segmentation", "name-other-room", "room-full", "bulk-all"))
case("segment", "打开总开关", one("en_main", ON), tags=("segmentation", "action-word-label", "name"))
case("segment", "总开关关掉", one("en_main", OFF), tags=("segmentation", "action-word-label", "name"))
case("segment", "露台烧烤区防水照明灯打开", one("tr_bbq", ON), tags=("segmentation", "long-label", "name"))
case("segment", "打开烧烤区的灯", one("tr_bbq", ON), tags=("segmentation", "long-label", "partial-name"))
case("segment", "电视墙灯带打开", one("lr_strip", ON), tags=("segmentation", "name"))
case("segment", "关掉台灯（左）", one("mb_lamp_l", OFF), tags=("segmentation", "fullwidth", "name"))
case("segment", "台灯(右)调暗一点", one("mb_lamp_r", BRIGHTER), tags=("segmentation", "fullwidth", "name", "relative", "level"))
case("segment", "左边的台灯打开", one("mb_lamp_l", ON), tags=("segmentation", "word-order", "fullwidth"))
case("segment", "主卧的台灯打开", one(ST_LAMPS, ON), tags=("segmentation", "room-core", "ambiguous-soft"))
case("segment", "客厅空调开到26度", one("lr_ac", SETPOINT), tags=("segmentation", "name", "climate", "temperature"))
case("segment", "主卫水浸有没有报警", one("mt_leak", ANY), tags=("segmentation", "name", "state-query"))

# --- 6. actions from capability arguments -------------------------------------------------------
case("action", "主卧空调开制冷", one("mb_ac", TO_COOL), tags=("capability-action", "climate", "mode"))
case("action", "把客厅空调调成除湿模式", one("lr_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "影音室空调送风", one("th_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "书房空调 cool mode", one("st_ac", ACMODE), tags=("capability-action", "climate", "mode", "code-mixed"))
case("action", "次卧空调切到自动", one("sb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("action", "儿童房空调制热", one("kd_ac", TO_HEAT), tags=("capability-action", "climate", "mode"))
case("action", "起居室空调开睡眠风", one("fr_ac", WIND), tags=("capability-action", "climate", "mode"))
case("action", "空调开制冷", clarify(ACS, TO_COOL), tags=("capability-action", "climate", "mode", "ambiguous"))
case("action", "Dyson开启扫风", one("fr_dyson", OSC), tags=("capability-action", "english-label", "oscillation"))
case("action", "Dyson Pure Cool左右摆头", one("fr_dyson", OSC), tags=("capability-action", "english-label", "oscillation"))
case("action", "主卫浴霸摆风", one("mt_heater", OSC), tags=("capability-action", "oscillation", "duplicate-label"))
case("action", "老伙计风大一点", one("lr_fan", FANSPEED), tags=("capability-action", "fan", "relative", "nickname"))
case("action", "起居室空调风小一点", one("fr_ac", [ACFAN, FANPCT]), tags=("capability-action", "fan", "relative", "climate"))
case("action", "客厅电视换到5频道", one("lr_tv", KEY), tags=("capability-action", "media", "tv-keypad"))
case("action", "功放切换到HDMI2", one("th_amp", INPUT), tags=("capability-action", "media", "input-source", "home-type"))
case("action", "功放切到蓝牙", one("th_amp", INPUT), tags=("capability-action", "media", "input-source", "home-type"))
case("action", "Bose播放预设1", one("st_speaker", PRESETPLAY), tags=("capability-action", "media", "preset", "english-label"))
case("action", "床头音箱放我收藏的歌单", one("mb_speaker", PRESETPLAY), tags=("capability-action", "media", "preset"))
case("action", "小白去扫地", one("nr_robot", RVCSTART), tags=("capability-action", "appliance", "nickname", "no-room"))
case("action", "小白回充", one("nr_robot", RVCHOME), tags=("capability-action", "appliance", "nickname", "no-room"))
case("action", "扫地机器人回去充电", one("nr_robot", RVCHOME), tags=("capability-action", "appliance", "unique-type", "no-room"))
case("action", "小白换成拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "appliance", "mode", "nickname"))
case("action", "拉响警报", one("en_siren", [SIREN, BOTH, ON]), tags=("capability-action", "security", "unique-type"))
case("action", "报警器别响了", one("en_siren", [ALARMOFF, OFF]), tags=("capability-action", "security", "polarity"))
case("action", "客厅窗帘拉开一点", one("lr_curtain", SHADE_A_BIT), tags=("capability-action", "cover", "relative"))
case("action", "主卧窗帘开三分之一", one("mb_curtain", SHADELEVEL), tags=("capability-action", "cover", "fraction"))
case("action", "纱帘开一半", one("lr_sheer", SHADELEVEL), tags=("capability-action", "cover", "fraction"))
case("action", "遮光帘拉开一点点", one("mb_blackout", SHADE_A_BIT), tags=("capability-action", "cover", "relative"))
case("action", "百叶帘叶片调到45度", one("st_blind", TILT), tags=("capability-action", "cover", "level"))
case("action", "主卧空调开制冷调到24度", one("mb_ac", ACMODE), one("mb_ac", HEATSP),
     tags=("capability-action", "two-actions", "climate", "mode", "temperature"))
case("action", "打开书房台灯并调到50%", one("st_lamp", ON), one("st_lamp", SETLEVEL),
     tags=("capability-action", "two-actions", "level"))
case("action", "儿童房空调开制热，温度二十六度", one("kd_ac", TO_HEAT), one("kd_ac", HEATSP),
     tags=("capability-action", "two-actions", "climate", "numeral-zh"))
case("action", "功放打开切到HDMI1", one("th_amp", ON), one("th_amp", INPUT),
     tags=("capability-action", "two-actions", "media", "input-source"))
case("action", "Hue Go打开调成紫色", one("fr_go", ON), one("fr_go", COLOR),
     tags=("capability-action", "two-actions", "english-label", "color"))
case("action", "回音壁取消静音", one("lr_bar", [UNMUTE, SETMUTE]), tags=("capability-action", "polarity", "media", "volume", "nickname"))
case("action", "老伙计别吹了", one("lr_fan", OFF), tags=("capability-action", "polarity", "nickname", "colloquial"))
case("action", "喷灌别浇了", one("gd_spr", VCLOSE), tags=("capability-action", "polarity", "home-type", "valve"))
case("action", "Dyson不要吹了", one("fr_dyson", FAN_ON), tags=("capability-action", "polarity", "english-label", "no-switch"))
case("action", "油烟机开到最大", one("kt_hood", [FANMODE, FANPCT]), tags=("capability-action", "appliance", "fan", "no-switch"))
case("action", "热水器调到55度", one("mt_wh", HEATSP), tags=("capability-action", "temperature"))
case("action", "洗衣机换成快洗", one("ld_washer", SETMODE), tags=("capability-action", "appliance", "mode"))
case("action", "洗衣机多漂洗一次", one("ld_washer", RINSE), tags=("capability-action", "appliance", "mode"))
case("action", "烘干机用高温", one("ld_dryer", TEMPLEVEL), tags=("capability-action", "appliance", "mode"))

# --- 7. a quantity: any N of them ------------------------------------------------------------------
case("anycount", "酒窖开两个射灯", one(SPOTS, ON), tags=("any-count", "room-core"))
case("anycount", "客厅随便开两盏筒灯", one(LR_DOWN, ON), tags=("any-count", "room-alias", "label-decides"))
case("anycount", "随便开一个灯", one(LIGHTS, ON), tags=("any-count", "type"))
case("anycount", "关三个插座", one(PLUGS, OFF), tags=("any-count", "plug"))
case("anycount", "主卧开一盏灯就行", one(MB_LIGHTS, ON), tags=("any-count", "room-core", "colloquial"))
case("anycount", "书房开一个灯", one(STUDY_LIGHTS, ON), tags=("any-count", "room-core"))
case("anycount", "一楼客厅开三盏灯", one(room_lights("一楼客厅"), ON), tags=("any-count", "room-full"))

# --- 8. soft inheritance of the room between clauses ---------------------------------------------
case("inherit", "打开书房台灯，再把风扇打开", one("st_lamp", ON), one("lr_fan", ON),
     tags=("soft-inherit", "inherit-fallback", "name"))
case("inherit", "打开书房台灯，再把空调打开", one("st_lamp", ON), one("st_ac", ON),
     tags=("soft-inherit", "inherit-carry", "climate"))
case("inherit", "把主卧窗帘关上，空调调到26度", one("mb_curtain", CLOSE), one("mb_ac", HEATSP),
     tags=("soft-inherit", "inherit-carry", "climate", "cover"))
case("inherit", "影音室的星空顶打开，空调开除湿", one("th_star", ON), one("th_ac", TMODE),
     tags=("soft-inherit", "inherit-carry", "climate", "mode", "home-type"))
case("inherit", "关掉儿童房的吸顶灯，再把净化器打开", one("kd_ceil", OFF), one("kd_purifier", FAN_ON),
     tags=("soft-inherit", "inherit-carry", "no-switch", "duplicate-label"))
case("inherit", "打开洗衣房的灯，然后把除湿机打开", one("ld_light", ON), one("ce_dehum", ON),
     tags=("soft-inherit", "inherit-fallback", "plug"))
case("inherit", "打开老人房的床头灯，再开一下热水器", one("el_bed", ON), one("mt_wh", WATER_ON),
     tags=("soft-inherit", "inherit-fallback", "no-switch"))
case("inherit", "主卫镜前灯打开，浴霸也开了", one("mt_mirror", ON), one("mt_heater", ON),
     tags=("soft-inherit", "inherit-carry", "duplicate-label"))
case("inherit", "起居室窗帘拉开，电视打开", one("fr_curtain", OPEN), one("fr_tv", ON),
     tags=("soft-inherit", "inherit-carry", "media", "cover"))
case("inherit", "把三楼露台的灯关了，再把洗衣机打开", one(room_lights("三楼露台"), OFF), one("ld_washer", [ON, OPSTART]),
     tags=("soft-inherit", "inherit-fallback", "appliance"))

# --- 9. not a command -----------------------------------------------------------------------------
case("nocmd", "明天天气怎么样", none(), tags=("not-command", "weather"))
case("nocmd", "珠穆朗玛峰多高", none(), tags=("not-command", "world-question"))
case("nocmd", "啊啊啊啊啊", none(), tags=("not-command", "gibberish"))
case("nocmd", "给我讲个笑话吧", none(), tags=("not-command", "joke"))
case("nocmd", "你叫什么名字呀", none(), tags=("not-command", "chit-chat"))
case("nocmd", "今天几号星期几", none(), tags=("not-command", "world-question"))
case("nocmd", "嗯……那个……算了算了", none(), tags=("not-command", "gibberish"))
case("nocmd", "帮我查一下明天去上海的高铁票", none(), tags=("not-command", "world-question"))
case("nocmd", "李白是哪个朝代的", none(), tags=("not-command", "world-question"))
case("nocmd", "哈哈哈你真笨", none(), tags=("not-command", "chit-chat"))

LONG_1 = (
    "唉，今天真是累死我了。早上七点不到就出门了，地铁上挤得跟沙丁鱼罐头似的，旁边一个大哥一直在打电话，"
    "声音大得整节车厢都听得见，说的还都是他家装修的事儿，什么瓷砖买贵了、师傅偷工减料，我听得脑仁疼。"
    "到了公司又被领导叫去开会，一开就是两个多小时，讲什么第三季度的规划，PPT翻了六十多页，我听着听着差点睡着。"
    "中午跟小刘去吃了楼下那家新开的兰州拉面，味道还行，就是牛肉给得太少了，十八块钱就三片，真是抠门。"
    "下午改方案改到五点多，客户那边又说要换个风格，说我们做的太素了，要高级一点，我也不知道他们说的高级到底是什么意思。"
    "回来的路上又下雨，没带伞，淋成落汤鸡了，鞋子里面全是水。算了，不说这些了，一会儿得好好洗个热水澡。"
    "对了，帮我把热水器温度调到四十五度吧。"
)
LONG_2 = (
    "跟你说个事儿啊，我们家豆豆今天在学校又被老师表扬了，说她画的那幅画要拿去参加区里的比赛，画的是我们家的花园，"
    "有鱼池、有草坪，还有她爷爷种的那棵石榴树，画得还真有模有样的。不过这孩子最近晚上老是不敢一个人睡，"
    "说窗帘后面有怪兽，我跟她讲了好几遍世界上没有怪兽，她就是不信，非要我陪着。昨天晚上我陪她讲了三个故事，"
    "《小猪佩奇》讲完了讲《三只小猪》，讲完了还要听《海底两万里》，我嗓子都讲哑了，她还精神得很。"
    "后来她爸回来了，说小孩子怕黑很正常，他小时候也怕，开个小灯就好了。我想想也是，我小时候也是这样，"
    "我妈那时候就在床头放一盏煤油灯，现在想想真是好久以前的事了。哎，说着说着都快十点了，她该睡觉了。"
    "你帮我把儿童房的小夜灯打开吧。"
)
LONG_3 = (
    "周末到底干点啥好呢？本来想带孩子们去郊区露营的，结果天气预报说周六有雷阵雨，周日又降温，"
    "我老公说那还不如在家待着。我就想，那干脆在家里搞个家庭电影日吧，把爷爷奶奶也叫上，一家人一起看个电影。"
    "可是看什么呢？孩子们想看动画片，《疯狂动物城》都看了八百遍了，还要看；爷爷想看老电影，什么《地道战》《小兵张嘎》；"
    "奶奶说她随便，只要不是打打杀杀的就行；我老公想看那个新出的科幻片，说特效特别好，一定要在大屏幕上看才过瘾。"
    "我自己呢，其实最想看的是那部得了奖的文艺片，但是估计说出来会被全家人嫌弃，算了算了。"
    "后来我们投票，结果动画片赢了，两个孩子加奶奶三票，我老公气得说这是暗箱操作。"
    "然后又说要准备零食，爆米花、薯片、可乐、瓜子，奶奶还说要炸点春卷，我说那也太隆重了吧，又不是过年。"
    "不过想想也挺好的，平时大家都忙，难得凑一起。上次一家人一起看电影好像还是春节的时候，看的是那个《流浪地球》，"
    "爷爷看到一半睡着了，呼噜声比电影音效还大，笑死我们了。好了好了，人都到齐了，零食也拿下去了，"
    "先把投影幕布放下来吧。"
)
LONG_4 = (
    "喂，妈，你听得到吗？信号不太好……哦哦，现在好了。我跟你说啊，爸今天去医院复查了，医生说血压控制得还可以，"
    "就是血脂有点高，让他少吃肥肉，多走动走动。他那个人你也知道的，嘴上答应得好好的，一转头就去楼下买红烧肉了，"
    "我说了他好几次也不听。还有啊，医生说他膝盖的老毛病要注意保暖，不能受凉，尤其是晚上睡觉的时候，"
    "屋里温度不能太低。我想着他们住一楼那个房间，冬天地面是有点凉，之前装地暖的时候就是考虑到这个。"
    "对了，你上次说的那个中药方子我也问了医生，医生说可以吃，但是要跟西药隔开两个小时，别一起吃。"
    "你那边怎么样？腰还疼不疼？我给你买的那个按摩仪用了没有？别老舍不得用，买了就是给你用的。"
    "下个月我们打算带孩子们回去看你，大概待一个星期，你别提前准备太多菜，我们回去了一起做。"
    "小宝说想吃你做的糖醋排骨，天天念叨，说外婆做的比饭店的好吃一百倍。大宝现在上初中了，功课忙，"
    "不过她也说想你了，还说要给你看她学的钢琴曲。好了好了，不说了，你早点休息，别熬夜看电视剧，"
    "那些剧都是骗人的，一集比一集拖。我挂了啊，拜拜。……哎，爸刚才说屋里有点凉，"
    "把老人房的地暖调到二十四度吧。"
)
case("longtext", LONG_1, one("mt_wh", HEATSP), tags=("long-text", "temperature", "numeral-zh"))
case("longtext", LONG_2, one("kd_night", ON), tags=("long-text", "room-core"))
case("longtext", LONG_3, one("th_screen", CLOSE), tags=("long-text", "home-type"))
case("longtext", LONG_4, one("el_heat", HEATSP), tags=("long-text", "room-core", "climate", "numeral-zh"))

# --- 10. stated needs ---------------------------------------------------------------------------------
case("need", "书房好热", one("st_ac", [ON, ACMODE, HEATSP]), tags=("need", "climate", "room-core"))
case("need", "主卧有点冷", one("mb_ac", [ON, ACMODE, HEATSP]), tags=("need", "climate", "room-core"))
case("need", "老人房有点冷", one("el_heat", [THEAT, TMODE, HEATSP]), tags=("need", "climate", "room-core", "no-switch"))
case("need", "一楼客厅好闷", one(["lr_vent", "lr_fan"], [ON, ACFAN, FANSPEED]), tags=("need", "room-full", "air"))
case("need", "起居室有点闷", one("fr_dyson", [PURIFIER, FANPCT]), tags=("need", "room-core", "air", "no-switch"))
case("need", "地下室好潮", one(["ce_dehum", "th_ac"], [ON, TMODE]), tags=("need", "floor", "humidity"))
case("need", "酒窖太潮了", one("ce_dehum", ON), tags=("need", "room-core", "humidity"))
case("need", "书房太亮了", one([*STUDY_LIGHTS, "st_blind"], [SETLEVEL, STEPLEVEL, OFF, CLOSE, SHADELEVEL, STEPSHADE, TILT]),
     tags=("need", "room-core", "level"))
case("need", "书房太暗了", one([*STUDY_LIGHTS, "st_blind"], [ON, SETLEVEL, STEPLEVEL, OPEN, SHADELEVEL, STEPSHADE]),
     tags=("need", "room-core", "level"))
case("need", "儿童房太亮了", one([*KD_LIGHTS, "kd_curtain"], [SETLEVEL, STEPLEVEL, OFF, CLOSE, SHADELEVEL, STEPSHADE]),
     tags=("need", "room-core", "level"))
case("need", "书房太吵了", one("st_speaker", QUIETER), tags=("need", "room-core", "media", "volume"))
case("need", "影音室声音太大了", one("th_amp", QUIETER), tags=("need", "room-core", "media", "volume"))
case("need", "水不够热", one("mt_wh", HEATSP), tags=("need", "temperature"))
case("need", "洗澡水太烫了", one("mt_wh", HEATSP), tags=("need", "temperature"))
case("need", "花园的草有点干了", one("gd_spr", [VOPEN, VLEVEL]), tags=("need", "room-core", "valve"))
case("need", "儿童房空气不太好", one("kd_purifier", FAN_ON), tags=("need", "room-core", "air", "no-switch"))
case("need", "厨房油烟好大", one("kt_hood", [FANMODE, FANPCT]), tags=("need", "room-core", "appliance", "no-switch"))
case("need", "主卧好热啊，睡不着", one("mb_ac", [ON, ACMODE, HEATSP]), tags=("need", "climate", "room-core"))
case("need", "太亮了", one("mb_ceil", BRIGHTER), tags=("need", "reference", "level"), history=("打开二楼主卧的吸顶灯",))
case("need", "好热啊", clarify(ACS, [ON, *TO_COOL, *SETPOINT]), tags=("need", "climate", "ambiguous"))

# --- 11. clarification --------------------------------------------------------------------------------
case("clarify", "打开吸顶灯", clarify(CEILINGS, ON), tags=("duplicate-label", "ambiguous"))
case("clarify", "把它关了", clarify([], OFF), tags=("pronoun", "no-history", "ambiguous"))
case("clarify", "调亮一点", clarify(DIMMABLE, BRIGHTER), tags=("no-history", "relative", "ambiguous"))
case("clarify", "打开灯", clarify(LIGHTS, ON), tags=("type", "ambiguous"))
case("clarify", "打开空调", clarify(ACS, ON), tags=("type", "ambiguous", "climate"))
case("clarify", "打开电视", clarify(TVS, ON), tags=("type", "ambiguous", "media"))
case("clarify", "电视下一集", clarify(TVS, NEXT), tags=("type", "ambiguous", "media"))
case("clarify", "打开地暖", clarify(HEATERS, HEATER_ON), tags=("duplicate-label", "ambiguous", "climate"))
case("clarify", "打开小夜灯", clarify(NIGHTS, ON), tags=("duplicate-label", "ambiguous"))
case("clarify", "镜前灯打开", clarify(MIRRORS, ON), tags=("duplicate-label", "ambiguous"))
case("clarify", "浴霸打开", clarify(BATH_HEATERS, ON), tags=("duplicate-label", "ambiguous"))
case("clarify", "把窗帘拉开", clarify(BLINDS, OPEN), tags=("type", "ambiguous", "cover"))
case("clarify", "音箱暂停", clarify(SPEAKERS, MPAUSE), tags=("type", "ambiguous", "media"))
case("clarify", "打开净化器", clarify(PURIFIERS, FAN_ON), tags=("type", "ambiguous", "no-switch"))
case("clarify", "门锁打开", clarify(LOCKS, [UNLOCK, UNLATCH]), tags=("type", "ambiguous", "security"))
case("clarify", "卧室空调调到26度", clarify(in_rooms(ACS, *BEDROOMS), SETPOINT), tags=("room-alias", "ambiguous", "climate"))
case("clarify", "插座关掉", clarify(PLUGS, OFF), tags=("type", "ambiguous", "plug"))

# --- 12. ordinary requests --------------------------------------------------------------------------
# on/off by name
case("onoff", "打开水晶吊灯", one("lr_chand", ON), tags=("name",))
case("onoff", "关闭餐厅吊灯", one("dn_pend", OFF), tags=("name",))
case("onoff", "厨房灯关掉", one("kt_light", OFF), tags=("name", "category-by-name"))
case("onoff", "橱柜灯打开", one("kt_cab", ON), tags=("name",))
case("onoff", "玄关灯开一下", one("en_light", ON), tags=("name", "colloquial"))
case("onoff", "鞋柜灯关了", one("en_shoe", OFF), tags=("name",))
case("onoff", "庭院灯打开", one("gd_yard", ON), tags=("name", "category-by-name"))
case("onoff", "关掉草坪灯", one("gd_lawn", OFF), tags=("name",))
case("onoff", "走廊灯打开", one("hl_light", ON), tags=("name", "category-by-name"))
case("onoff", "楼梯灯打开", one("nr_stairs", ON), tags=("name", "no-room", "category-by-name"))
case("onoff", "打开阁楼灯", one("at_light", ON), tags=("name", "stale-room"))
case("onoff", "阁楼的灯关掉", one("at_light", OFF), tags=("unknown-room", "stale-room"))
case("onoff", "露台灯关了", one("tr_light", OFF), tags=("name",))
case("onoff", "打开感应夜灯", one("hl_night", ON), tags=("name",))
case("onoff", "床头灯打开", one("el_bed", ON), tags=("name",))
case("onoff", "打开电饭煲", one("kt_rice", ON), tags=("name", "plug"))
case("onoff", "电热毯关了", one("mb_blanket", OFF), tags=("name", "plug"))
case("onoff", "饮水机开一下", one("dn_water", ON), tags=("name", "plug", "colloquial"))
case("onoff", "电脑插座断电", one("st_pc", OFF), tags=("name", "plug"))
case("onoff", "露台插座打开", one("tr_plug", ON), tags=("name", "plug"))
case("onoff", "打开客厅空调", one("lr_ac", ON), tags=("name", "climate"))
case("onoff", "次卧空调关掉", one("sb_ac", OFF), tags=("name", "climate"))
case("onoff", "打开回音壁", one("lr_bar", ON), tags=("name", "media", "nickname"))
case("onoff", "排气扇关掉", one("mt_exhaust", OFF), tags=("name", "category-by-name"))
case("onoff", "客卫的浴霸打开", one("gt_heater", ON), tags=("room-core", "duplicate-label"))
case("onoff", "打开老伙计", one("lr_fan", ON), tags=("name", "nickname"))
case("onoff", "打开Living Room Lamp", one("fr_lamp", ON), tags=("name", "english-label"))
case("onoff", "打开hue go", one("fr_go", ON), tags=("name", "english-label"))
case("onoff", "打开Dyson Pure Cool", one("fr_dyson", FAN_ON), tags=("name", "english-label", "no-switch"))
case("onoff", "打开地下室的空调", one("th_ac", ON), tags=("floor", "type", "climate"))
# brightness, colour, colour temperature
case("level", "水晶吊灯调到60%", one("lr_chand", SETLEVEL), tags=("level",))
case("level", "餐厅吊灯亮度调到百分之三十", one("dn_pend", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "玄关灯亮度二十", one("en_light", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "床头灯调到最暗", one("el_bed", BRIGHTER), tags=("level",))
case("level", "Hue Go亮一点", one("fr_go", BRIGHTER), tags=("level", "relative", "english-label"))
case("level", "living room lamp调亮一点", one("fr_lamp", BRIGHTER), tags=("level", "relative", "english-label"))
case("level", "把小夜灯调暗", one("kd_night", BRIGHTER), tags=("level", "relative", "capability-filter", "duplicate-label"))
case("level", "主卧吸顶灯调到八十", one("mb_ceil", SETLEVEL), tags=("level", "numeral-zh", "duplicate-label"))
case("level", "台灯（左）亮度调到一半", one("mb_lamp_l", SETLEVEL), tags=("level", "fullwidth", "fraction"))
case("color", "电视墙灯带调成红色", one("lr_strip", COLOR), tags=("color",))
case("color", "Hue Go换成绿色", one("fr_go", COLOR), tags=("color", "english-label"))
case("color", "儿童房吸顶灯调成粉色", one("kd_ceil", COLOR), tags=("color", "duplicate-label"))
case("color", "Living Room Lamp调成暖光", one("fr_lamp", WARMER), tags=("color-temperature", "english-label"))
case("color", "主卧吸顶灯色温调到4000K", one("mb_ceil", SETCT), tags=("color-temperature", "duplicate-label"))
case("color", "书房台灯冷一点", one("st_lamp", WARMER), tags=("color-temperature", "relative"))
case("color", "餐厅吊灯换成白光", one("dn_pend", WARMER), tags=("color-temperature",))
# curtains and covers
case("cover", "客厅窗帘打开", one("lr_curtain", OPEN), tags=("cover", "name"))
case("cover", "纱帘关上", one("lr_sheer", CLOSE), tags=("cover", "name", "partial-name"))
case("cover", "客厅窗帘开到一半", one("lr_curtain", SHADELEVEL), tags=("cover", "fraction"))
case("cover", "老人房窗帘拉上", one("el_curtain", CLOSE), tags=("cover", "name"))
case("cover", "次卧窗帘停一下", one("sb_curtain", PAUSE), tags=("cover", "garbled-label", "colloquial"))
case("cover", "打开次卧的窗帘", one("sb_curtain", OPEN), tags=("cover", "garbled-label", "room-core"))
case("cover", "起居室的窗帘开到百分之七十", one("fr_curtain", SHADELEVEL), tags=("cover", "room-core", "numeral-zh"))
case("cover", "遮光帘拉上", one("mb_blackout", CLOSE), tags=("cover", "name"))
case("cover", "纱帘去收藏位置", one("lr_sheer", PRESET), tags=("cover", "preset"))
case("cover", "车库门关上", one("ga_door", DCLOSE), tags=("name",))
# climate and air
case("climate", "客厅空调调到26度", one("lr_ac", SETPOINT), tags=("climate", "temperature"))
case("climate", "次卧空调温度调到二十七度", one("sb_ac", HEATSP), tags=("climate", "temperature", "numeral-zh"))
case("climate", "儿童房空调高一度", one("kd_ac", SETPOINT), tags=("climate", "temperature", "relative"))
case("climate", "老人房地暖调到22度", one("el_heat", HEATSP), tags=("climate", "temperature", "duplicate-label"))
case("climate", "一楼客厅的地暖关了", one("lr_heat", HEATER_OFF), tags=("climate", "room-full", "no-switch", "duplicate-label"))
case("climate", "主卧空调风速调到高", one("mb_ac", ACFAN), tags=("climate", "fan"))
case("climate", "老伙计调到二档", one("lr_fan", FANSPEED), tags=("fan", "nickname", "numeral-zh"))
case("climate", "Dyson调到睡眠模式", one("fr_dyson", PURIFIER), tags=("air", "english-label", "mode"))
case("climate", "戴森开自然风", one("fr_dyson", WIND), tags=("air", "asr-homophone", "mode"))
case("climate", "空气净化器调到自动", one("kd_purifier", PURIFIER), tags=("air", "mode"))
case("climate", "主卫浴霸调到制热", one("mt_heater", HEATER_ON), tags=("climate", "duplicate-label"))
# media
case("media", "客厅电视暂停", one("lr_tv", MPAUSE), tags=("media",))
case("media", "三楼电视回到主页", one("fr_tv", KEY), tags=("media", "floor"))
case("media", "回音壁音量调到20", one("lr_bar", SETVOL), tags=("media", "volume", "nickname"))
case("media", "床头音箱下一首", one("mb_speaker", NEXT), tags=("media",))
case("media", "故事机声音小一点", one("kd_story", VOLUME_DOWN), tags=("media", "volume", "relative"))
case("media", "Bose暂停", one("st_speaker", MPAUSE), tags=("media", "english-label"))
case("media", "功放上一首", one("th_amp", PREV), tags=("media", "home-type"))
# appliances
case("appliance", "洗衣机开始洗", one("ld_washer", OPSTART), tags=("appliance",))
case("appliance", "洗碗机启动", one("kt_dish", OPSTART), tags=("appliance",))
case("appliance", "烘干机暂停", one("ld_dryer", OPPAUSE), tags=("appliance",))
case("appliance", "小白暂停一下", one("nr_robot", RVCPAUSE), tags=("appliance", "nickname", "no-room"))
case("appliance", "关掉油烟机", one("kt_hood", [FANMODE, FANPCT]), tags=("appliance", "no-switch"))
case("appliance", "燃气报警器静音", one("kt_gas", [MUTE, SETMUTE]), tags=("security", "name"))
# locks and security
case("security", "锁上前门", one("en_lock", LOCK), tags=("security", "name"))
case("security", "把前门打开", one("en_lock", [UNLOCK, UNLATCH]), tags=("security", "name"))
case("security", "后门锁一下", one("kt_back", LOCK), tags=("security", "name", "colloquial"))
case("security", "门都锁上", every(LOCKS, LOCK), tags=("security", "bulk-all"))
# state questions
case("state", "客厅温度多少", one(["lr_th", "lr_ac", "lr_heat"], ANY), tags=("state-query", "room-alias", "label-decides"))
case("state", "前门锁了吗", one("en_lock", ANY), tags=("state-query", "security"))
case("state", "前门现在是关着的吗", one(["en_contact", "en_lock"], ANY), tags=("state-query", "security"))
case("state", "后门锁好了没", one("kt_back", ANY), tags=("state-query", "security"))
case("state", "车库门关了吗", one("ga_door", ANY), tags=("state-query",))
case("state", "酒窖湿度多少", one("ce_th", ANY), tags=("state-query", "room-core"))
case("state", "厨房有没有漏气", one("kt_gas", ANY), tags=("state-query", "room-core"))
case("state", "洗衣机洗完了没", one("ld_washer", ANY), tags=("state-query", "appliance"))
case("state", "热水器现在多少度", one("mt_wh", ANY), tags=("state-query",))
case("state", "花园土壤湿度怎么样", one("gd_soil", ANY), tags=("state-query", "room-core"))
case("state", "冰箱门关好了吗", one("kt_fridge", ANY), tags=("state-query", "no-spec"))
case("state", "鱼池水泵开着吗", one("gd_pump", ANY), tags=("state-query", "no-spec"))
case("state", "紧急按钮还有电吗", one("el_button", ANY), tags=("state-query", "no-spec"))
# whole-home bulk
case("bulk", "关掉所有灯", every(LIGHTS, OFF), tags=("bulk-all", "type", "category-by-name"))
case("bulk", "家里的灯全部打开", every(LIGHTS, ON), tags=("bulk-all", "type", "category-by-name"))
case("bulk", "所有灯调到50%", every(DIMMABLE, SETLEVEL), tags=("bulk-all", "level", "capability-subset"))
case("bulk", "把全部灯调成暖光", every(with_cmd(LIGHTS, SETCT), SETCT), tags=("bulk-all", "color-temperature", "capability-subset"))
case("bulk", "所有窗帘都打开", every(BLINDS, OPEN), tags=("bulk-all", "cover"))
case("bulk", "所有空调都关掉", every(ACS, OFF), tags=("bulk-all", "climate"))
case("bulk", "家里的插座全部关掉", every(PLUGS, OFF), tags=("bulk-all", "plug"))
case("bulk", "打开所有的吸顶灯", every(CEILINGS, ON), tags=("bulk-all", "duplicate-label"))
case("bulk", "所有音箱都暂停", every(SPEAKERS, MPAUSE), tags=("bulk-all", "media"))
case("bulk", "所有小夜灯都打开", every(NIGHTS, ON), tags=("bulk-all", "duplicate-label"))
case("bulk", "两个浴霸都关掉", every(BATH_HEATERS, OFF), tags=("bulk-all", "duplicate-label"))
case("bulk", "把所有净化器都打开", every(PURIFIERS, FAN_ON), tags=("bulk-all", "no-switch"))
case("bulk", "关闭除卧室以外的所有灯", every(except_rooms(LIGHTS, *BEDROOMS), OFF),
     tags=("bulk-except", "except", "room-alias", "category-by-name"))
case("bulk", "除了书房以外所有的灯都关了", every(except_rooms(LIGHTS, "2F 书房"), OFF),
     tags=("bulk-except", "except", "room-core", "category-by-name"))
case("bulk", "除了花园，所有灯都打开", every(except_rooms(LIGHTS, "花园"), ON),
     tags=("bulk-except", "except", "room-core", "category-by-name"))
case("bulk", "把地下室、二楼和三楼的灯都关了", every(on_floor(LIGHTS, "B1", "2F", "3F"), OFF),
     tags=("bulk-all", "floor", "category-by-name"))
case("bulk", "除了儿童房，卧室的窗帘都拉上", every(except_rooms(in_rooms(BLINDS, *BEDROOMS), "二楼儿童房"), CLOSE),
     tags=("bulk-except", "except", "room-alias", "cover"))
case("bulk", "除了次卧，其他空调都关掉", every(except_rooms(ACS, "二楼次卧"), OFF), tags=("bulk-except", "except", "climate"))
case("bulk", "所有插座都关掉，酒柜除外", every(without(PLUGS, "ce_cabinet"), OFF),
     tags=("bulk-except", "except", "exclude-name", "plug"))
# several commands in one sentence
case("multi", "关掉客厅电视，再把回音壁关了", one("lr_tv", OFF), one("lr_bar", OFF), tags=("media", "nickname"))
case("multi", "投影幕布放下来，星空顶打开", one("th_screen", CLOSE), one("th_star", ON), tags=("home-type",))
case("multi", "把所有灯关了然后锁上前门", every(LIGHTS, OFF), one("en_lock", LOCK), tags=("bulk-all", "security", "category-by-name"))
case("multi", "打开喷灌和庭院灯", one("gd_spr", VOPEN), one("gd_yard", ON), tags=("home-type", "valve", "category-by-name"))
case("multi", "洗衣机开始洗，烘干机先暂停", one("ld_washer", OPSTART), one("ld_dryer", OPPAUSE), tags=("appliance",))
case("multi", "主卧窗帘拉上，台灯（右）调到20%", one("mb_curtain", CLOSE), one("mb_lamp_r", SETLEVEL), tags=("cover", "level", "fullwidth"))
case("multi", "小白去扫地，顺便把车库门关上", one("nr_robot", RVCSTART), one("ga_door", DCLOSE), tags=("appliance", "nickname"))
# conversation history
case("history", "把它调暗一点", one("mb_ceil", BRIGHTER), tags=("reference", "pronoun", "relative"),
     history=("打开二楼主卧的吸顶灯",))
case("history", "调到26度", one("lr_ac", SETPOINT), tags=("reference", "climate"), history=("打开客厅空调",))
case("history", "风小一点", one("lr_fan", FANSPEED), tags=("reference", "fan", "nickname"), history=("老伙计打开",))
case("history", "别响了", one("en_siren", [ALARMOFF, OFF]), tags=("reference", "security", "polarity"), history=("拉响警报",))
case("history", "切到HDMI2", one("th_amp", INPUT), tags=("reference", "media", "input-source"), history=("打开功放",))
case("history", "调亮一点", one("st_lamp", BRIGHTER), tags=("reference", "relative", "capability-filter"),
     history=("打开书房的灯",))
case("history", "主卧的", one("mb_ceil", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开吸顶灯",))
case("history", "三楼那个", one("fr_tv", ON), tags=("reference", "clarify-followup", "floor"), history=("打开电视",))
case("history", "客卫", one("gt_mirror", ON), tags=("reference", "clarify-followup", "room-core"), history=("卫生间灯开一下",))
case("history", "停", one("tr_sun", PAUSE), tags=("reference", "cover"), history=("把遮阳帘放下来",))
case("history", "回去充电吧", one("nr_robot", RVCHOME), tags=("reference", "appliance"), history=("小白去扫地",))
case("history", "别开了", one("lr_curtain", [PAUSE, CLOSE]), tags=("reference", "cover", "polarity"), history=("打开客厅窗帘",))
case("history", "开除湿", one("th_ac", TMODE), tags=("reference", "climate", "mode"), history=("打开影音室空调",))
case("history", "换成紫色", one("fr_go", COLOR), tags=("reference", "color", "english-label"), history=("打开Hue Go",))
case("history", "都调到30%", every(ST_LAMPS, SETLEVEL), tags=("reference", "bulk-all", "level"), history=("打开主卧的台灯",))
case("history", "温度再低一点", one("mb_ac", HEATSP), tags=("reference", "climate", "relative"), history=("主卧空调开制冷",))
case("history", "声音小一点", one("lr_bar", VOLUME_DOWN), tags=("reference", "media", "volume"), history=("打开回音壁",))
case("history", "那个亮一点", one("kd_night", BRIGHTER), tags=("reference", "pronoun", "relative"),
     history=("二楼儿童房的小夜灯打开",))
case("history", "不要吹了", one("st_ac", OFF), tags=("reference", "polarity", "climate"), history=("打开书房空调",))
case("history", "别放了", one("mb_speaker", [MPAUSE, MSTOP]), tags=("reference", "polarity", "media"), history=("床头音箱播放",))
case("history", "它现在什么颜色", one("th_star", ANY), tags=("reference", "pronoun", "state-query"), history=("星空顶打开",))
case("history", "再开一个", one(without(LR_DOWN, "lr_d3"), ON), tags=("reference", "any-count", "label-index"),
     history=("打开筒灯3",))
# colloquial
case("colloquial", "帮我把餐厅吊灯关掉", one("dn_pend", OFF), tags=("colloquial",))
case("colloquial", "麻烦开下鞋柜灯", one("en_shoe", ON), tags=("colloquial",))
case("colloquial", "洗衣机转起来", one("ld_washer", OPSTART), tags=("colloquial", "appliance"))
case("colloquial", "出门了，前门锁一下", one("en_lock", LOCK), tags=("colloquial", "security"))
case("colloquial", "热水器先别烧了", one("mt_wh", WATER_OFF), tags=("colloquial", "no-switch", "polarity"))
case("colloquial", "让小白歇会儿", one("nr_robot", [RVCPAUSE, RVCHOME]), tags=("colloquial", "nickname", "appliance"))
case("colloquial", "我要睡了，主卧窗帘给我拉上", one("mb_curtain", CLOSE), tags=("colloquial", "cover"))
case("colloquial", "那个电视墙的灯带关了吧", one("lr_strip", OFF), tags=("colloquial", "word-order"))
# speech-recognition errors
case("asr", "打开老火鸡", one("lr_fan", ON), tags=("asr-homophone", "nickname"))
case("asr", "老伙记关了", one("lr_fan", OFF), tags=("asr-homophone", "nickname"))
case("asr", "小百去扫地", one("nr_robot", RVCSTART), tags=("asr-homophone", "nickname"))
case("asr", "星空定打开", one("th_star", ON), tags=("asr-homophone", "home-type"))
case("asr", "功方音量调到二十", one("th_amp", SETVOL), tags=("asr-homophone", "home-type", "numeral-zh"))
case("asr", "打开喷观", one("gd_spr", VOPEN), tags=("asr-homophone", "home-type"))
case("asr", "竹莲收起来", one("tr_bamboo", OPEN), tags=("asr-homophone", "home-type"))
case("asr", "投影幕不放下来", one("th_screen", CLOSE), tags=("asr-homophone", "home-type"))
case("asr", "打开水晶掉灯", one("lr_chand", ON), tags=("asr-homophone",))
case("asr", "回音币静音", one("lr_bar", [MUTE, SETMUTE]), tags=("asr-homophone", "nickname", "volume"))
# Traditional characters
case("traditional", "打開書房檯燈", one("st_lamp", ON), tags=("traditional", "room-core"))
case("traditional", "關閉所有燈", every(LIGHTS, OFF), tags=("traditional", "bulk-all", "category-by-name"))
case("traditional", "主臥空調調到二十六度", one("mb_ac", HEATSP), tags=("traditional", "climate", "numeral-zh"))
case("traditional", "客廳窗簾打開", one("lr_curtain", OPEN), tags=("traditional", "cover"))
case("traditional", "掃地機器人回去充電", one("nr_robot", RVCHOME), tags=("traditional", "appliance", "unique-type"))
case("traditional", "投影幕布放下來", one("th_screen", CLOSE), tags=("traditional", "home-type"))
case("traditional", "星空頂調成紫色", one("th_star", COLOR), tags=("traditional", "home-type", "color"))
case("traditional", "關掉樓梯燈", one("nr_stairs", OFF), tags=("traditional", "no-room", "category-by-name"))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
PHENOMENA = ["room-core", "room-alias", "floor", "except", "label-index", "home-type", "segmentation",
             "capability-action", "any-count", "soft-inherit", "not-command", "long-text", "need", "clarify"]
TRADITIONAL_CHARS = set("開關燈廳臥調書檯點電視兒頂帶牆綠掃機這個風氣簾樓來")


def home_json() -> dict:
    rooms = [{"roomId": room_id(r), "locationId": LOCATION_ID, "name": r} for r in ROOMS]
    items = []
    for key, (label, name, room, prof_name, _driver, transport) in DEVICES.items():
        prof = profile_of(key)
        main = {"id": "main", "label": "main",
                "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]]}
        comps = [main] + [{"id": o["id"], "label": o["id"],
                           "capabilities": [{"id": c, "version": 1} for c in o["capabilities"]],
                           "categories": [{"name": c, "categoryType": "manufacturer"} for c in o["categories"]]}
                          for o in prof["components"]]
        item: dict = {"deviceId": dev_id(key), "name": name}
        if label:
            item["label"] = label
        item["manufacturerName"] = "SmartThingsCommunity"
        item["presentationId"] = prof_name
        item["locationId"] = LOCATION_ID
        if room:
            item["roomId"] = room_id(room)
        item["components"] = comps
        item["profile"] = {"id": prof_name}
        item["type"] = transport
        items.append(item)
    return {"rooms": rooms, "items": items}


def finish_cases() -> list[dict]:
    out = []
    per_group: Counter = Counter()
    for c in CASES:
        per_group[c["group"]] += 1
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        extra = []
        if len(c["expect"]) > 1:
            extra.append("multi-command")
        if "all" in modes and not any(t.startswith("bulk") for t in tags):
            extra.append("bulk-all")
        if "bulk-except" in tags:
            extra.append("except")
        if "clarify" in modes:
            extra.append("clarify")
        if "ambiguous" in tags and "clarify" not in modes:
            raise SystemExit(f"'ambiguous' tag on a case that does not ask: {c['query']}")
        if c["history"]:
            extra.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]):
            extra.append("state-query")
        if any(ch in TRADITIONAL_CHARS for ch in c["query"]):
            extra.append("traditional")
        tags = list(dict.fromkeys(tags + extra))
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"villa-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Check: reads the three written files back, independently of the tables above
# ---------------------------------------------------------------------------------------------
def check(directory: Path = HERE) -> list[str]:
    errors: list[str] = []
    home = json.loads((directory / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for n, line in enumerate((directory / "spec.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        if row["profileId"] in spec:
            errors.append(f"spec.jsonl:{n}: duplicate profile {row['profileId']}")
        ids = [c["id"] for c in row["capabilities"]]
        if len(ids) != len(set(ids)):
            errors.append(f"spec.jsonl:{n}: duplicate command ids")
        for c in row["capabilities"]:
            if not c["id"].startswith("main-") or c["id"].count("-") < 2:
                errors.append(f"spec.jsonl:{n}: bad id {c['id']}")
            if not c.get("description"):
                errors.append(f"spec.jsonl:{n}: {c['id']} has no description")
        spec[row["profileId"]] = set(ids)
    room_ids = {r["roomId"] for r in home["rooms"]}
    devices = {}
    for item in home["items"]:
        if item["deviceId"] in devices:
            errors.append(f"home.json: duplicate deviceId {item['deviceId']}")
        devices[item["deviceId"]] = item
    used_profiles = {d["profile"]["id"] for d in devices.values()}
    missing = sorted(used_profiles - set(spec))
    if not 3 <= len(missing) <= 5:
        errors.append(f"profiles left out of the spec: {missing} (want 3-5)")
    if set(spec) - used_profiles:
        errors.append(f"spec lines for unused profiles: {sorted(set(spec) - used_profiles)}")
    if len(devices) < 85:
        errors.append(f"only {len(devices)} devices")
    ids_seen = set()
    cases = [json.loads(line) for line in (directory / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    for case_ in cases:
        cid = case_["id"]
        if cid in ids_seen:
            errors.append(f"{cid}: duplicate id")
        ids_seen.add(cid)
        if not case_.get("tags"):
            errors.append(f"{cid}: no tags")
        if not (directory / case_["home"]).exists():
            errors.append(f"{cid}: home file {case_['home']} missing")
        for i, e in enumerate(case_["expect"]):
            where = f"{cid}[{i}]"
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append(f"{where}: bad mode {mode}")
                continue
            if mode == "none":
                if devs or caps:
                    errors.append(f"{where}: mode none must list nothing")
                continue
            if len(set(devs)) != len(devs):
                errors.append(f"{where}: duplicate devices")
            if mode != "clarify" and not devs:
                errors.append(f"{where}: no devices")
            if not caps:
                errors.append(f"{where}: no capabilities")
            for d in devs:
                if d not in devices:
                    errors.append(f"{where}: unknown device {d}")
                    continue
                prof = devices[d]["profile"]["id"]
                if caps == ["*"]:
                    continue
                if "*" in caps:
                    errors.append(f"{where}: '*' mixed with commands")
                if prof not in spec:
                    errors.append(f"{where}: {devices[d].get('label')} has no spec line, only '*' allowed")
                    continue
                supported = [c for c in caps if c in spec[prof]]
                if mode == "all" and len(supported) != len(caps):
                    errors.append(f"{where}: bulk device {devices[d].get('label')} lacks {set(caps) - spec[prof]}")
                if mode in ("one", "clarify") and not supported:
                    errors.append(f"{where}: {devices[d].get('label')} supports none of {caps}")
            if mode == "all" and len(devs) < 2:
                errors.append(f"{where}: bulk set of {len(devs)}")
            if mode == "one" and caps != ["*"]:
                covered = {c for d in devs if d in devices and devices[d]["profile"]["id"] in spec
                           for c in caps if c in spec[devices[d]["profile"]["id"]]}
                if covered != set(caps):
                    errors.append(f"{where}: commands no listed device supports: {set(caps) - covered}")
        if "long-text" in case_["tags"] and not 300 <= len(case_["query"]) <= 1500:
            errors.append(f"{cid}: long text of {len(case_['query'])} characters")
    # bulk sets: recompute "all lights" and compare where the case says so
    for item in home["items"]:
        if item.get("roomId") and item["roomId"] not in room_ids and item.get("label") != "阁楼灯":
            errors.append(f"unexpected stale roomId on {item.get('label')}")
    return errors


def report(cases: list[dict]) -> str:
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    tags = Counter(t for c in cases for t in c["tags"])
    lines = [f"cases: {len(cases)}; expect entries by mode: "
             + ", ".join(f"{m} {k}" for m, k in sorted(modes.items()))]
    lines.append("phenomena: " + ", ".join(f"{t} {tags.get(t, 0)}" for t in PHENOMENA))
    lines.append("all tags: " + ", ".join(f"{t} {k}" for t, k in tags.most_common()))
    return "\n".join(lines)


TAG_MEANING = {
    # the phenomena this set was written for
    "room-core": "a room said by its core word without the floor (书房 for \"2F 书房\", 主卫, 酒窖)",
    "room-alias": "a room said by a word that is not its name (卧室, 卫生间, 客厅 for 起居室)",
    "room-full": "the room's full name with its floor word",
    "floor": "a floor as scope (一楼, 二层, 2F, 负一楼, 地下室, B1, 楼上/楼下)",
    "except": "an exclusion (除了…): mode all",
    "label-index": "a numbered series (筒灯1..6, 射灯1..4): index in any form, or the whole series",
    "home-type": "a type word the home teaches (投影幕布, 竹帘, 星空顶, 功放, 喷灌, 新风, 故事机)",
    "segmentation": "a room word inside a label, an action word inside a label, long labels",
    "capability-action": "an action taken from command arguments and enum values (modes, swing, input, presets)",
    "any-count": "a quantity (两盏, 一个, 三个): mode one, every fitting device accepted",
    "soft-inherit": "the second clause inherits the first clause's room unless its target is not there",
    "not-command": "not a request to the home: mode none (act on nothing)",
    "long-text": "300-1500 characters of chatter ending in one request",
    "need": "a stated need instead of a command (好热, 好潮, 太亮了, 水不够热)",
    "clarify": "mode clarify",
    # generic
    "name": "the query names the device by (part of) its label",
    "type": "the query names a device type (灯, 空调, 窗帘…)",
    "room": "the query names a room",
    "nickname": "a custom nickname (老伙计, 小白, 回音壁)",
    "partial-name": "only part of a label is said",
    "duplicate-label": "the label is shared by devices in several rooms (吸顶灯, 筒灯, 镜前灯, 浴霸, 地暖, 小夜灯)",
    "name-other-room": "the label names a room (客厅壁灯) but the device sits in another (一楼餐厅)",
    "label-decides": "客厅 is ambiguous (一楼客厅/三楼起居室) but a label or the only fitting device settles it",
    "wrong-floor": "a room put on a floor where the home has no such room: ask",
    "upstairs": "楼上/楼下 in a home of four levels: ask",
    "unknown-room": "the room word is not a room of the home",
    "stale-room": "the device's roomId points to a deleted room (阁楼)",
    "no-room": "the device has no room",
    "no-spec": "the device's profile has no spec line: only a state question, capabilities [\"*\"]",
    "english-label": "the label is English (Hue Go, Living Room Lamp, Dyson Pure Cool, Bose)",
    "code-mixed": "Chinese with English words",
    "fullwidth": "full-width brackets in the label or query",
    "word-order": "the words of the label reordered or an index said differently",
    "garbled-label": "the label itself is misspelt (次卧窗连), the query says it right",
    "long-label": "a long label (露台烧烤区防水照明灯)",
    "action-word-label": "a label that contains action words (总开关)",
    "category-by-name": "a wall switch (category Switch) whose label names a light or fan (走廊灯, 排气扇)",
    "no-switch": "the device has no switch capability; another command turns it on or off",
    "unique-type": "the only device of its type in the home",
    "capability-subset": "bulk: only the devices that support the command",
    "capability-filter": "several devices match by name, only one supports the command",
    "level": "a level or percentage", "relative": "a relative change (调亮一点, 高一度)",
    "fraction": "a fraction (一半, 三分之一)", "numeral-zh": "numbers in Chinese numerals",
    "color": "a colour", "color-temperature": "warm/cool white",
    "climate": "air conditioners, floor heating, bath heater", "temperature": "a target temperature",
    "mode": "a mode or programme", "fan": "fan speed", "air": "fans, fresh air and purifiers",
    "oscillation": "swing / oscillation", "humidity": "dampness", "cover": "curtains, blinds, shades",
    "cover-like": "the projector screen (category Projector, windowShade commands)",
    "media": "TV, speakers, receiver", "volume": "volume or mute", "input-source": "receiver input source",
    "preset": "a stored preset or favourite", "tv-keypad": "a TV digit key for a channel number",
    "appliance": "washer, dryer, dishwasher, hood, robot", "security": "locks, siren, gas alarm",
    "valve": "the irrigation valve", "plug": "smart plugs",
    "state-query": "a question about state (capabilities [\"*\"])",
    "bulk-all": "a quantifier (所有, 全部, 都): mode all", "bulk-except": "an exclusion: mode all",
    "exclude-name": "the exclusion names a device, not a room",
    "room-multi": "a room with several lights: any of them is accepted",
    "ambiguous": "several devices in different rooms fit: ask (mode clarify)",
    "ambiguous-soft": "several devices in one room fit; any is accepted (mode one)",
    "multi-command": "two or more commands in one sentence",
    "two-actions": "two actions on one target in one clause: two entries in order",
    "polarity": "a negated or undoing request (取消静音, 别响了, 不要吹了)",
    "inherit-carry": "the room of the first clause carries over",
    "inherit-fallback": "the target of the second clause is not in the first clause's room",
    "history": "earlier turns in `history`", "reference": "refers to an earlier turn",
    "pronoun": "它 / 那个", "no-history": "a reference with nothing to refer to: ask",
    "clarify-followup": "answers an earlier clarifying question",
    "colloquial": "colloquial wording (开一下, 关掉吧, 帮我把…)",
    "asr-homophone": "a speech-recognition error in the name (老火鸡 for 老伙计)",
    "traditional": "Traditional characters",
    "weather": "weather", "world-question": "a question about the world", "gibberish": "noise or hesitation",
    "joke": "a joke request", "chit-chat": "small talk",
}


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in SPEC.values() for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii())
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    groups = Counter(c["id"].rsplit("-", 1)[0].removeprefix("villa-") for c in cases)
    n_light = len(LIGHTS)
    n_dim = len(DIMMABLE)
    lines = [
        "# villa: a blind evaluation set for a Chinese three-storey villa with a basement",
        "",
        "Generated by `build.py` (run `python build.py`; it reads `../../../../shared/data/smartthings/`,",
        "writes `home.json`, `spec.jsonl`, `cases.jsonl` and this file, then checks them and prints counts;",
        "`python build.py --check` only checks). Formats: `shared/FORMATS.md`. Labelling follows",
        "`shared/bench/dev/README.md`; the decisions specific to this home are listed below.",
        "The cases were written from the home alone, without reading the engine's code, tests or docs.",
        "",
        f"- rooms: {len(home['rooms'])} on four levels (B1, 1F, 2F, 3F) plus 玄关 and 花园 with no floor word;",
        f"  devices: {len(home['items'])}; profiles: {len(ALL_LINES)}, all real SmartThingsEdgeDrivers profiles",
        "  (components, categories and capabilities copied from them)",
        f"- lights: {n_light} ({n_light - n_dim} on/off only = {(n_light - n_dim) / n_light:.0%}, {n_dim} dimmable),",
        "  counting the five wall switches whose label names a light",
        f"- spec: {len(SPEC)} profiles, {n_cmd} commands, {n_en} ({n_en / n_cmd:.0%}) described in English;",
        f"  value_list entries: {len(vl)}, {vl_en} ({vl_en / len(vl):.0%}) in English. Left out of the spec on purpose",
        f"  (real accounts miss some): {', '.join(sorted(NO_SPEC_PROFILES))}",
        f"- cases: {len(cases)}; expect entries by mode: "
        + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds and roomIds are UUIDs (uuid5 of readable keys in `build.py`), so ids carry no hint.",
        "- `mode: \"none\"` is an extension: the engine must act on no device (no groups; no_match or nothing).",
        "",
        "## How the labels were decided",
        "",
        "1. **Acceptable answers (mode one)** list every device a careful person would accept and every",
        "   command that does the thing on them (as in dev): 调亮/调暗 → `setLevel` or `stepLevel`; a colour →",
        "   `setColor` or `setHue`; warmer/cooler → `setColorTemperature` or its step; a temperature with no mode",
        "   → cooling or heating setpoint; devices without `switch` (purifiers, hood, water heater, floor heating,",
        "   robot) are started/stopped by their fan mode or percent, `thermostatMode`, `mode` or `start`.",
        "2. **Lights** are category `Light` plus five wall switches whose label names a light (车库灯, 厨房灯,",
        "   庭院灯, 走廊灯, 楼梯灯). 排气扇/排风扇 are switches named as fans, not lights. The bath heaters",
        "   (category Thermostat / BathroomHeater) are not lights although one has a dimmable lamp.",
        "   \"窗帘\" = category Blind (百叶帘, 遮光帘, 纱帘, 竹帘, 遮阳帘 included); the 投影幕布 (category",
        "   Projector) is not a 窗帘. \"音箱\" = category Speaker; the 功放 (Receiver) and the TVs are not.",
        "   \"风扇\" = the one device of category Fan (老伙计); exhaust fans and the Dyson purifier are not 风扇.",
        "3. **Rooms and floors.** A device is in its `roomId` room. Floor scope = the rooms whose name carries",
        "   that floor word (一楼/1F, 二楼/2F/二层, 三楼, B1/负一楼/地下室): 玄关 and 花园 carry none and are on no",
        "   floor; the device without room (楼梯灯, 小白) and the one whose roomId was deleted (阁楼灯) are on",
        "   no floor either. They are in \"所有灯\" (the whole home).",
        "4. **Room words.** 书房 = \"2F 书房\", 主卫 = 二楼主卫 etc. (core without floor). 卧室 = 二楼主卧,",
        "   二楼次卧, 二楼儿童房 and 一楼老人房 (every room people sleep in). 卫生间 = 二楼主卫 + 二楼客卫.",
        "   客厅 is the core of 一楼客厅 and the everyday word for 三楼起居室, so bare 客厅 is ambiguous: ask,",
        "   unless a label (客厅空调, 客厅窗帘, 客厅温湿度, the 筒灯 series) or the only fitting device",
        "   (Dyson for 净化器, 新风) settles it (tag `label-decides`). A room put on the wrong floor",
        "   (三楼书房) or 楼上/楼下 (four levels) → ask.",
        "5. **A room word inside a label.** 客厅壁灯 sits in 一楼餐厅. Its label word 客厅 is ambiguous (see 4),",
        "   so it is not moved to any other room: it is in 一楼餐厅 only. \"打开客厅壁灯\" is that device (the",
        "   label must not be split into room 客厅 + 壁灯); \"一楼客厅的壁灯\" is the 壁灯 in 一楼客厅;",
        "   \"一楼餐厅的灯都打开\" includes 客厅壁灯. No case depends on whether 客厅壁灯 is also in 一楼客厅.",
        "6. **Bulk (mode all)** is the exact set of devices in scope that support the command; every listed",
        "   command is supported by every listed device (\"所有灯调到50%\" = the dimmable lights only).",
        "   A request for a set without 都/所有 on a floor (\"地下室的灯关掉\") is also bulk.",
        "7. **Indices.** 筒灯1..6 (一楼客厅) and 射灯1..4 (地下室酒窖): 筒灯3 = 筒灯三 = 3号筒灯 = 第三个筒灯;",
        "   \"打开射灯\" → all four (the only 射灯 of the home, mode all); \"打开筒灯\" → ask (筒灯 also in",
        "   一楼餐厅 and B1影音室).",
        "8. **Any N** (两盏, 随便一个, 三个插座) → mode one listing every device that fits.",
        "9. **Soft inheritance.** A second clause without a room takes the first clause's room when its",
        "   target exists there (书房 → 书房空调), otherwise the target is found elsewhere (风扇 → 老伙计).",
        "10. **Ask back (mode clarify)** when devices in different rooms fit equally and a guess could act in",
        "    the wrong room; `devices`/`capabilities` list the candidates for information (empty for \"把它关了\"",
        "    with no history). Several fitting devices in one room → mode one with all of them.",
        "11. **Two actions on one target** (开制冷调到24度, 打开并调到50%) → two entries, in order.",
        "12. **State questions** use `capabilities: [\"*\"]` and list the devices that can answer. The three",
        "    devices without a spec line (冰箱, 鱼池水泵, 紧急按钮) appear only in such questions.",
        "13. **Not a command** → `mode: \"none\"` with empty lists. Long transcripts end in one request.",
        "",
        "## Quirks of the real profiles that the cases keep",
        "",
        "- `Ac.v1` (主卧/次卧/书房空调) has modes in `airConditionerMode` (cool/heat/fan/dry/auto) and its",
        "  target temperature only in `thermostatHeatingSetpoint`, also when cooling. The Matter air",
        "  conditioners use `thermostatMode` (dryair = 除湿, fanonly = 送风) and both setpoints.",
        "- No real profile has `tvChannel` or `robotCleanerMovement`: \"换到5频道\" is the TV's digit key",
        "  (`keypadInput-sendKey`), \"回充\" is `robotCleanerOperatingState-goHome`. \"换到CCTV5\" has no case.",
        "- The projector screen (VIVIDSTORM) uses `windowShade`: close = lowered, open = rolled up.",
        "- `jbl` (故事机) enables only play/pause; `sonos-player` and `samsung-audio` play/pause/stop.",
        "- The Dyson (`air-purifier-hepa-ac-rock-wind`) and the children's purifier have no `switch`.",
        "- The Aqara bath heater (主卫浴霸) has `fanOscillationMode`; the Laisiao one (客卫浴霸) only `switch`.",
        "",
        "## Rooms",
        "",
        "| room | floor | devices |", "| --- | --- | --- |",
    ]
    for r, (_, fl) in ROOMS.items():
        lines.append(f"| {r} | {fl or '(none)'} | {sum(1 for k in DEVICES if room_of(k) == r)} |")
    lines += ["", "## Case groups", "", "| group | cases |", "| --- | --- |"]
    lines += [f"| {g} | {k} |" for g, k in groups.items()]
    lines += ["", "## Counts per mode (expect entries)", "", "| mode | entries |", "| --- | --- |"]
    lines += [f"| {m} | {k} |" for m, k in sorted(modes.items())]
    lines += ["", "## Tags", "", "Phenomena first, then the generic tags.", "",
              "| tag | cases | meaning |", "| --- | --- | --- |"]
    order = PHENOMENA + [t for t, _ in tags.most_common() if t not in PHENOMENA]
    lines += [f"| {t} | {tags.get(t, 0)} | {TAG_MEANING.get(t, '')} |" for t in order]
    lines += ["", "## Devices", "", "| label | room | category | profile | in spec |", "| --- | --- | --- | --- | --- |"]
    for key, (label, name, room, prof, _, _) in DEVICES.items():
        where = room if room in ROOMS else ("(roomId of a deleted room)" if room else "(none)")
        light = " (light by label)" if key in LIGHT_BY_LABEL else ""
        lines.append(f"| {label or name} | {where} | {category_of(key)}{light} | {prof} | "
                     f"{'yes' if in_spec(key) else 'no'} |")
    (HERE / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if "--check" not in argv:
        home = home_json()
        (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        with open(HERE / "spec.jsonl", "w", encoding="utf-8") as fh:
            for line in SPEC.values():
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        cases = finish_cases()
        with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
            for row in cases:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        write_readme(home, cases)
        n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
        n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
        print(f"rooms {len(home['rooms'])}, devices {len(home['items'])}, lights {len(LIGHTS)} "
              f"({len(LIGHTS) - len(DIMMABLE)} on/off only), profiles {len(ALL_LINES)} ({len(SPEC)} in spec), "
              f"commands {n_cmd} ({n_en} English = {n_en / n_cmd:.0%})")
    errors = check()
    cases = [json.loads(line) for line in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    print(report(cases))
    for e in errors:
        print("ERROR", e)
    print("check:", "ok" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
