#!/usr/bin/env python3
"""Blind evaluation set "ordos": a coal-business family's villa outside 鄂尔多斯.

Writes home.json, spec.jsonl and cases.jsonl next to this file and validates
them first (nothing is written on error).

    python build.py           # build, validate, write
    python build.py --check   # re-read the files, validate, compare with a fresh build
    python build.py --stats   # room / device tables and tag counts

Python 3.11 standard library only. Deterministic: no randomness, no clock; every
id is a uuid5 of a readable key under one fixed namespace. The SmartThings data
(profiles.jsonl, capabilities.json) is found by walking up from this folder to
shared/data/smartthings, or from $SMARTTHINGS_DATA.

Written without reading or running the engine (nothing under src/, tests/ or
docs/ was opened).
"""
from __future__ import annotations

import collections
import hashlib
import json
import os
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
NS = uuid.UUID("5f0c2d1e-8a4b-5c3d-9e7f-0a1b2c3d4e5f")
SET = "ordos"
MIN_DEVICES = 110
MIN_CASES = 900


def uid(key: str) -> str:
    return str(uuid.uuid5(NS, f"{SET}:{key}"))


def find_data() -> Path:
    env = os.environ.get("SMARTTHINGS_DATA")
    if env:
        p = Path(env)
        if (p / "profiles.jsonl").is_file():
            return p
        raise SystemExit(f"$SMARTTHINGS_DATA={env} has no profiles.jsonl")
    for d in [HERE, *HERE.parents]:
        p = d / "shared" / "data" / "smartthings"
        if (p / "profiles.jsonl").is_file():
            return p
        p = d / "data" / "smartthings"
        if (p / "profiles.jsonl").is_file() and (p / "capabilities.json").is_file():
            return p
    raise SystemExit("cannot find shared/data/smartthings (set $SMARTTHINGS_DATA)")


DATA = find_data()
PROFILES: dict[str, dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    if _line.strip():
        _p = json.loads(_line)
        PROFILES[_p["driver"].split("/")[-1] + "/" + _p["name"]] = _p
CAPS: dict[str, dict] = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]

# ---------------------------------------------------------------------------
# The home
# ---------------------------------------------------------------------------
# Floors are counted the Chinese way: 一楼 is the ground floor.  B1 = 负一楼 =
# 地下; 1F = 一楼 = GF (the first installer wrote GF, the second 1F); 2F = 二楼
# (the son's family); 3F = 三楼 (the owner); RF = the roof terrace.  "GH" is the
# guest house (客房小楼), a separate building: it is on no floor of the main
# house.  None = outdoors or spanning floors.

ROOMS = [
    # key, name as typed in the account, floor, who made it
    ("b1_garage", "地下车库", "B1", "owner"),
    ("b1_cellar", "酒窖", "B1", "owner"),
    ("b1_sauna", "桑拿房", "B1", "owner"),
    ("b1_gym", "负一楼健身房", "B1", "son"),
    ("b1_ktv", "KTV", "B1", "son"),
    ("b1_plant", "B1设备间", "B1", "installer"),
    ("b1_driver", "司机房", "B1", "owner"),
    ("f1_entry", "门厅", "1F", "installer"),
    ("f1_living", "客厅", "1F", "installer"),
    ("f1_dining", "餐厅", "1F", "installer"),
    ("f1_kitchen", "厨房", "1F", "installer"),
    ("f1_parents", "爸妈房", "1F", "wife"),
    ("f1_oldwc", "老爷子卫生间", "1F", "wife"),
    ("f1_maid", "保姆房", "1F", "wife"),
    ("f1_laundry", "洗衣坊", "1F", "housekeeper (voice typing of 洗衣房)"),
    ("f1_wc", "GF-公卫", "1F", "installer"),
    ("stairs", "楼梯间", None, "installer"),
    ("f2_living", "二楼客厅", "2F", "son"),
    ("f2_son", "儿子房", "2F", "wife"),
    ("f2_makeup", "儿媳化妆间", "2F", "daughter-in-law"),
    ("f2_baby", "宝宝房", "2F", "wife"),
    ("f2_kids", "儿童房", "2F", "daughter-in-law (the same nursery, made again)"),
    ("f2_bath", "2楼主卫", "2F", "son"),
    ("f3_master", "主卧", "3F", "owner"),
    ("f3_study", "老板书房", "3F", "owner"),
    ("f3_tea", "茶室", "3F", "wife"),
    ("f3_closet", "衣帽间", "3F", "wife"),
    ("f3_bath", "3F卫生间", "3F", "installer"),
    ("roof", "楼顶露台", "RF", "son"),
    ("yard", "院子", None, "owner"),
    ("greenhouse", "暖棚", None, "elder's wish, set up by the son"),
    ("gh1", "客房1", "GH", "son"),
    ("gh2", "客房2", "GH", "son"),
    ("gh_living", "客房小楼客厅", "GH", "son"),
]
ROOM = {k: {"key": k, "name": n, "floor": f, "by": b} for k, n, f, b in ROOMS}
# 宝宝房 and 儿童房 are one nursery made twice: a scope naming either covers both.
SAME_ROOM = {"f2_baby": ["f2_baby", "f2_kids"], "f2_kids": ["f2_baby", "f2_kids"]}
GUEST_HOUSE = ["gh1", "gh2", "gh_living"]
OUTSIDE = ["yard", "roof"]

# kind: the family a person would name it by.  Extra flags:
#   nooff  - labelled not to be switched off; never in a bulk "off"
#   feeds  - what a plug powers (a plug is also what it feeds)
#   nick   - a nickname (no type word in the label)
DEVICES = [
    # key, label, room, profile (driver/name), manufacturer name, kind, flags
    # --- B1 地下车库
    ("gar_door", "车库门", "b1_garage", "matter-switch/garage-door-battery", "Aqara Garage Door Controller", "garage", {}),
    ("gar_l1", "B1-车库-灯1", "b1_garage", "zigbee-switch/basic-switch", "Tuya Zigbee Relay", "light", {}),
    ("gar_l2", "B1-车库-灯2", "b1_garage", "zigbee-switch/basic-switch", "Tuya Zigbee Relay", "light", {}),
    ("gar_freezer", "别断电-冰柜", "b1_garage", "zigbee-switch/switch-power-energy-consumption-report-aqara", "Aqara Smart Plug T1", "plug", {"nooff": True, "feeds": "freezer"}),
    ("gar_co", "车库一氧化碳报警", "b1_garage", "matter-sensor/co-comeas-battery", "Heiman CO Alarm", "sensor", {}),
    ("gar_motion", "B1-车库-人体", "b1_garage", "zigbee-motion-sensor/motion-battery-aqara", "Aqara Motion Sensor P1", "sensor", {}),
    ("gar_ebike", "chongdianqi", "b1_garage", "zwave-switch/smartplug-binary", "Z-Wave Plug", "plug", {"feeds": "ebike charger"}),
    # --- B1 酒窖
    ("cel_light", "B1-酒窖-灯", "b1_cellar", "zigbee-switch/on-off-level-no-firmware-update", "Opple Zigbee Dimmer", "light", {}),
    ("cel_cool", "酒窖恒温", "b1_cellar", "matter-thermostat/thermostat-cooling-only-nostate-nobattery", "Vintec Cellar Controller", "winecooler", {}),
    ("cel_th", "酒窖温湿度", "b1_cellar", "zigbee-humidity-sensor/humidity-temp-battery-aqara", "Aqara TH Sensor", "sensor", {}),
    ("cel_cab", "酒柜插座-勿关", "b1_cellar", "matter-switch/plug-power-energy-powerConsumption", "Eve Energy", "plug", {"nooff": True, "feeds": "wine cabinet"}),
    # --- B1 桑拿房
    ("sau_heater", "Sauna Heater", "b1_sauna", "zwave-switch/aeotec-heavy-duty", "Aeotec Heavy Duty Switch", "saunaheater", {}),
    ("sau_light", "B1-桑拿房-灯", "b1_sauna", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("sau_temp", "Sauna Temp", "b1_sauna", "zigbee-humidity-sensor/frient-humidity-temperature-battery", "frient Humidity Sensor", "sensor", {}),
    # --- B1 负一楼健身房
    ("gym_l1", "Gym Light", "b1_gym", "matter-switch/light-level", "Nanoleaf Essentials", "light", {}),
    ("gym_l2", "Gym Light 2", "b1_gym", "matter-switch/light-level", "Nanoleaf Essentials", "light", {}),
    ("gym_ac", "健身房空调", "b1_gym", "matter-thermostat/room-air-conditioner-fan-heating-cooling", "Midea Matter AC", "ac", {}),
    ("gym_spk", "Gym Speaker", "b1_gym", "sonos/sonos-player", "Sonos Five", "speaker", {}),
    ("gym_tread", "跑步机", "b1_gym", "matter-switch/plug-binary", "Matter Plug", "plug", {"feeds": "treadmill"}),
    ("gym_fan", "落地扇", "b1_gym", "matter-thermostat/fan-rock", "Dreo Tower Fan", "fan", {}),
    ("gym_vent", "新风", "b1_gym", "britzyhub/vent", "Britzy Vent", "vent", {}),
    # --- B1 KTV
    ("ktv_down", "B1-KTV-筒灯", "b1_ktv", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("ktv_strip", "KTV灯带", "b1_ktv", "zigbee-switch/rgbw-bulb-2000K-6500K", "Gledopto RGBW Strip", "light", {}),
    ("ktv_s1", "射灯一", "b1_ktv", "zigbee-switch/ge-link-bulb", "Zigbee Spot", "light", {}),
    ("ktv_s2", "射灯二", "b1_ktv", "zigbee-switch/ge-link-bulb", "Zigbee Spot", "light", {}),
    ("ktv_l1", "Light 1", "b1_ktv", "zigbee-switch/color-bulb", "Zigbee Color Bulb", "light", {}),
    ("ktv_amp", "功放", "b1_ktv", "harman-luxury/maX10", "JBL MA710", "receiver", {}),
    ("ktv_screen", "幕布", "b1_ktv", "zigbee-window-treatment/projector-screen-VWSDSTUST120H", "Vividstorm Screen", "screen", {}),
    ("ktv_ac", "KTV空调", "b1_ktv", "matter-thermostat/room-air-conditioner-heating-cooling", "Gree Matter AC", "ac", {}),
    ("ktv_song", "点歌机", "b1_ktv", "zigbee-switch/basic-plug", "Zigbee Plug", "plug", {"feeds": "karaoke box"}),
    # --- B1设备间
    ("eq_light", "B1-设备间-灯", "b1_plant", "zigbee-switch/on-off-bulb-no-firmware-update", "Zigbee Bulb", "light", {}),
    ("eq_boiler", "B1-壁挂炉", "b1_plant", "zigbee-thermostat/thermostat-fanless-heating-no-fw", "Viessmann Boiler Thermostat", "boiler", {}),
    ("eq_pump1", "B1-泵-1", "b1_plant", "matter-pump/pump-only", "Grundfos Circulator", "pump", {}),
    ("eq_pump2", "B1-泵-2", "b1_plant", "matter-pump/pump-level", "Grundfos Booster", "pump", {}),
    ("eq_wh", "B1-热水器", "b1_plant", "matter-thermostat/water-heater-power-energy-powerConsumption", "A.O.Smith Water Heater", "waterheater", {}),
    ("eq_valve", "总水阀", "b1_plant", "zwave-valve/valve-generic", "Z-Wave Valve", "valve", {}),
    ("eq_leak", "B1-漏水", "b1_plant", "zigbee-water-leak-sensor/water-battery", "Zigbee Leak Sensor", "sensor", {}),
    ("eq_nvr", "监控主机(别关)", "b1_plant", "zigbee-switch/switch-power-smartplug", "Zigbee Plug", "plug", {"nooff": True, "feeds": "NVR"}),
    # --- B1 司机房
    ("drv_light", "B1-司机房-灯", "b1_driver", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("drv_ac", "空调", "b1_driver", "matter-thermostat/room-air-conditioner-heating-cooling", "Gree Matter AC", "ac", {}),
    ("drv_blanket", "老张电热毯", "b1_driver", "matter-switch/plug-binary", "Matter Plug", "plug", {"feeds": "electric blanket"}),
    # --- 一楼 门厅
    ("ent_sulide", "苏力德", "f1_entry", "matter-switch/light-level-colorTemperature-2700K-6500K", "Big Chandelier Driver", "light", {"nick": True}),
    ("ent_down", "GF-门厅-筒灯", "f1_entry", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("ent_lock", "入户门", "f1_entry", "matter-lock/lock-user-pin-unlatch", "Aqara Door Lock U200", "lock", {}),
    ("ent_cam", "门口摄像头", "f1_entry", "matter-switch/camera", "Matter Camera", "camera", {}),
    ("ent_siren", "报警器", "f1_entry", "zigbee-siren/switch-alarm-generic-siren-7", "Zigbee Siren", "siren", {}),
    ("ent_contact", "入户门磁", "f1_entry", "zigbee-contact/contact-battery-profile", "Zigbee Contact", "sensor", {}),
    ("ent_3gang", "GF-门厅-三开", "f1_entry", "zigbee-switch/switch-3", "Zigbee 3-gang Switch", "switch", {}),
    # --- 一楼 客厅
    ("lv_d01", "GF-筒灯01", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d02", "GF-筒灯02", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d03", "GF-筒灯03", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d04", "GF-筒灯04", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d05", "GF-筒灯05", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d06", "GF-筒灯06", "f1_living", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("lv_d07", "GF-筒灯07", "f1_living", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("lv_d08", "GF-筒灯08", "f1_living", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("lv_chand", "客厅水晶灯", "f1_living", "zigbee-switch/color-temp-bulb-2700K-6500K", "Zigbee CT Driver", "light", {}),
    ("lv_strip", "电视墙灯带", "f1_living", "matter-switch/light-color-level-2700K-6500K", "Yeelight Lightstrip", "light", {}),
    ("lv_ac", "客厅柜机", "f1_living", "matter-thermostat/room-air-conditioner", "Gree Floor AC", "ac", {}),
    ("lv_tv", "客厅电视", "f1_living", "matter-media/media-video-speaker", "Hisense Laser TV", "tv", {}),
    ("lv_sb", "回音壁", "f1_living", "samsung-audio/samsung-audio", "Samsung Soundbar Q990", "speaker", {}),
    ("lv_cur", "客厅窗帘", "f1_living", "zigbee-window-treatment/window-treatment-aqara-curtain-driver-e1", "Aqara Curtain Driver E1", "curtain", {}),
    ("lv_sheer", "客厅纱帘", "f1_living", "matter-window-covering/window-covering", "Matter Curtain Motor", "curtain", {}),
    ("lv_pur", "空气净化器", "f1_living", "matter-thermostat/air-purifier-hepa-wind-aqs-pm25-meas-pm25-level", "Xiaomi Air Purifier", "purifier", {}),
    ("lv_heat", "客厅地暖", "f1_living", "matter-thermostat/thermostat-heating-only-nostate-nobattery", "Floor Heating Panel", "floorheat", {}),
    ("lv_kettle", "茶台烧水壶", "f1_living", "matter-switch/plug-power", "Matter Plug", "plug", {"feeds": "kettle"}),
    ("lv_newfan", "新风机", "f1_living", "deepsmart/Newfan.v1", "DeepSmart Fresh Air", "vent", {}),
    ("lv_smoke", "客厅烟感", "f1_living", "matter-sensor/smoke-co-battery", "Matter Smoke CO Alarm", "sensor", {}),
    # --- 一楼 餐厅
    ("din_pend", "餐厅吊灯", "f1_dining", "matter-switch/light-level-colorTemperature-2700K-6500K", "Matter Pendant", "light", {}),
    ("din_sA", "GF-餐厅-射灯A", "f1_dining", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("din_sB", "GF-餐厅-射灯B", "f1_dining", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("din_water", "饮水机", "f1_dining", "zwave-switch/smartplug-binary", "Z-Wave Plug", "plug", {"feeds": "water dispenser"}),
    # --- 一楼 厨房
    ("kit_light", "GF-厨房-灯", "f1_kitchen", "matter-switch/light-binary", "Matter Light", "light", {}),
    ("kit_under", "橱柜灯", "f1_kitchen", "zigbee-switch/light-level-power", "Zigbee Under-cabinet Light", "light", {}),
    ("kit_hood", "油烟机", "f1_kitchen", "matter-appliance/extractor-hood-light", "Robam Hood", "hood", {}),
    ("kit_fridge", "冰箱", "f1_kitchen", "matter-appliance/refrigerator-freezer-tn", "Haier Fridge", "fridge", {}),
    ("kit_dish", "洗碗机", "f1_kitchen", "matter-appliance/dishwasher-tl", "Bosch Dishwasher", "dishwasher", {}),
    ("kit_micro", "微波炉", "f1_kitchen", "matter-appliance/microwave-oven", "Midea Microwave", "microwave", {}),
    ("kit_gas", "燃气阀门", "f1_kitchen", "zigbee-valve/valve-battery-powerSource", "Zigbee Valve Manipulator", "gasvalve", {}),
    ("kit_gasdet", "燃气报警", "f1_kitchen", "zigbee-smoke-detector/gas-lifetime-selfcheck-aqara", "Aqara Gas Detector", "sensor", {}),
    ("kit_rice", "电饭锅", "f1_kitchen", "zigbee-switch/switch-power-smartplug", "Zigbee Plug", "plug", {"feeds": "rice cooker"}),
    ("kit_cook", "电磁炉", "f1_kitchen", "matter-appliance/cook-top", "Matter Cooktop", "cooktop", {}),
    ("kit_steril", "消毒贵", "f1_kitchen", "zigbee-switch/switch-power-energy", "Zigbee Plug", "plug", {"feeds": "sterilizer cabinet"}),
    # --- 一楼 爸妈房
    ("pm_ceil", "1F-爸妈房-顶灯", "f1_parents", "zigbee-switch/color-temp-bulb", "Zigbee CT Ceiling", "light", {}),
    ("pm_bed", "床头灯", "f1_parents", "zigbee-switch/on-off-level-no-firmware-update", "Zigbee Dimmer", "light", {}),
    ("pm_night", "小夜灯", "f1_parents", "zigbee-switch/on-off-level-motion-sensor", "Night Light with PIR", "light", {}),
    ("pm_ac", "爸妈房空调", "f1_parents", "deepsmart/Ac.v1", "DeepSmart AC", "ac", {}),
    ("pm_kang", "电炕", "f1_parents", "zwave-switch/smartplug-switch-power-energy", "Z-Wave Heavy Plug", "plug", {"feeds": "heated kang"}),
    ("pm_cur", "爸妈房窗帘", "f1_parents", "zigbee-window-treatment/window-treatment-profile", "Zigbee Curtain", "curtain", {}),
    ("pm_tv", "爸妈房电视", "f1_parents", "matter-media/media-video-player", "Xiaomi TV", "tv", {}),
    ("pm_humid", "加湿器", "f1_parents", "matter-switch/plug-binary", "Matter Plug", "plug", {"feeds": "humidifier"}),
    ("pm_radio", "草原之声", "f1_parents", "bose/soundtouch-speaker", "Bose SoundTouch 10", "speaker", {"nick": True}),
    ("pm_sos", "呼叫按钮", "f1_parents", "zigbee-button/one-button-battery", "Zigbee Button", "button", {}),
    # --- 一楼 老爷子卫生间
    ("ow_heater", "浴霸", "f1_oldwc", "aqara-bath-heater/aqara-bath-heater", "Aqara Bath Heater", "bathheater", {}),
    ("ow_mirror", "镜前灯", "f1_oldwc", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("ow_fan", "1F-老人卫-排风", "f1_oldwc", "tuya-zigbee/basic-switch", "Tuya Switch", "exhaust", {}),
    ("ow_leak", "地漏水浸", "f1_oldwc", "matter-sensor/leak-battery", "Matter Leak Sensor", "sensor", {}),
    # --- 一楼 保姆房
    ("md_light", "GF-保姆房-灯", "f1_maid", "zigbee-switch/ge-link-bulb", "Zigbee Bulb", "light", {}),
    ("md_lamp", "台等", "f1_maid", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("md_sun", "小太阳", "f1_maid", "zigbee-switch/switch-power-smartplug-no-firmware-update", "Zigbee Plug", "plug", {"feeds": "heater", "nick": True}),
    ("md_fan", "电风扇", "f1_maid", "zwave-fan/fan-3speed", "Z-Wave Fan Controller", "fan", {}),
    # --- 一楼 洗衣坊
    ("ld_washer", "洗衣机", "f1_laundry", "matter-appliance/laundry-washer-tn-tl", "Little Swan Washer", "washer", {}),
    ("ld_dryer", "红干机", "f1_laundry", "matter-appliance/laundry-dryer-tl", "Little Swan Dryer", "dryer", {}),
    ("ld_light", "GF-洗衣房-灯", "f1_laundry", "matter-switch/light-binary", "Matter Light", "light", {}),
    # --- 一楼 GF-公卫
    ("wc_light", "GF-公卫-灯", "f1_wc", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("wc_fan", "公卫排风", "f1_wc", "zigbee-switch/aqara-switch-no-power", "Aqara Wall Switch", "exhaust", {}),
    # --- 楼梯间
    ("st_light", "楼梯灯", "stairs", "matter-switch/switch-binary", "Matter Relay", "light", {}),
    ("st_amb", "楼梯氛围灯", "stairs", "zigbee-switch/on-off-level-motion-sensor", "Step Light with PIR", "light", {}),
    # --- 二楼 二楼客厅
    ("f2_main", "2F-客厅-主灯", "f2_living", "philips-hue/white-ambiance", "Hue White Ambiance", "light", {}),
    ("f2_hue1", "Hue Play 1", "f2_living", "philips-hue/white-and-color-ambiance", "Hue Play", "light", {}),
    ("f2_hue2", "Hue Play 2", "f2_living", "philips-hue/white-and-color-ambiance", "Hue Play", "light", {}),
    ("f2_go", "Hue Go", "f2_living", "philips-hue/legacy-color", "Hue Go", "light", {}),
    ("f2_ac", "二楼空调", "f2_living", "matter-thermostat/room-air-conditioner-fan-wind-heating-cooling", "Daikin Matter AC", "ac", {}),
    ("f2_tv", "The Frame", "f2_living", "matter-media/media-video-player", "Samsung The Frame", "tv", {}),
    ("f2_blind", "Living Blinds", "f2_living", "matter-window-covering/window-covering-tilt", "Somfy Venetian", "curtain", {}),
    ("f2_robot", "Roborock", "f2_living", "matter-rvc/rvc-clean-mode-service-area", "Roborock S8", "vacuum", {}),
    # --- 二楼 儿子房
    ("son_d1", "2F-MB-筒灯1", "f2_son", "matter-switch/light-level-colorTemperature-2200K-6500K", "Matter CT Downlight", "light", {}),
    ("son_d2", "2F-MB-筒灯2", "f2_son", "matter-switch/light-level-colorTemperature-2200K-6500K", "Matter CT Downlight", "light", {}),
    ("son_bed", "床头灯", "f2_son", "zigbee-switch/aqara-led-bulb", "Aqara LED Bulb T1", "light", {}),
    ("son_ac", "儿子房空调", "f2_son", "matter-thermostat/room-air-conditioner-humidity-fan-heating-cooling", "Midea Matter AC", "ac", {}),
    ("son_cur", "窗帘", "f2_son", "zigbee-window-treatment/window-treatment-battery", "Zigbee Curtain", "curtain", {}),
    ("son_ps5", "Bob's PS5", "f2_son", "matter-switch/plug-energy-powerConsumption", "Eve Energy", "plug", {"feeds": "PS5"}),
    ("son_spk", "Bose", "f2_son", "bose/soundtouch-speaker-notification", "Bose SoundTouch 20", "speaker", {}),
    # --- 二楼 儿媳化妆间
    ("mk_mirror", "化装镜灯", "f2_makeup", "matter-switch/light-level-colorTemperature", "Matter Mirror Light", "light", {}),
    ("mk_down", "2F-化妆间-筒灯", "f2_makeup", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("mk_curl", "卷发棒", "f2_makeup", "matter-switch/plug-binary", "Matter Plug", "plug", {"feeds": "curling iron"}),
    ("mk_aroma", "香薰机", "f2_makeup", "zigbee-switch/basic-plug", "Zigbee Plug", "plug", {"feeds": "diffuser"}),
    # --- 二楼 宝宝房 / 儿童房 (one nursery)
    ("bb_ceil", "2F-宝宝房-顶灯", "f2_baby", "zigbee-switch/color-temp-bulb-2200K-5000K", "Zigbee CT Ceiling", "light", {}),
    ("bb_night", "小夜灯", "f2_baby", "matter-switch/light-level", "Matter Night Light", "light", {}),
    ("bb_ac", "宝宝房空调", "f2_baby", "matter-thermostat/room-air-conditioner-fan-heating-cooling-nostate", "Midea Matter AC", "ac", {}),
    ("bb_humid", "加湿器", "f2_baby", "matter-switch/plug-power", "Matter Plug", "plug", {"feeds": "humidifier"}),
    ("bb_shade", "遮光帘", "f2_baby", "zigbee-window-treatment/window-treatment-aqara-roller-shade-rotate", "Aqara Roller Shade", "curtain", {}),
    ("kd_star", "星空灯", "f2_kids", "zigbee-switch/rgbw-bulb-2700K-6500K", "Star Projector", "light", {}),
    ("kd_milk", "温奶器", "f2_kids", "matter-switch/plug-binary", "Matter Plug", "plug", {"feeds": "bottle warmer"}),
    ("kd_spk", "哄睡音箱", "f2_kids", "jbl/jbl", "JBL Go", "speaker", {}),
    ("kd_pur", "儿童房净化器", "f2_kids", "matter-thermostat/air-purifier-hepa", "Blueair Purifier", "purifier", {}),
    ("kd_th", "温湿度计", "f2_kids", "matter-sensor/temperature-humidity-batteryLevel", "Matter TH Sensor", "sensor", {}),
    # --- 二楼 2楼主卫
    ("b2_heater", "浴霸", "f2_bath", "zigbee-switch/switch-smart-bath-heater-laisiao", "Laisiao Bath Heater", "bathheater", {}),
    ("b2_light", "2F-主卫-灯", "f2_bath", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("b2_towel", "毛巾架", "f2_bath", "zwave-switch/smartplug-binary", "Z-Wave Plug", "plug", {"feeds": "towel warmer"}),
    # --- 三楼 主卧
    ("mb_d1", "3F-MB-筒灯1", "f3_master", "matter-switch/light-level-colorTemperature", "Matter CT Downlight", "light", {}),
    ("mb_d2", "3F-MB-筒灯2", "f3_master", "matter-switch/light-level-colorTemperature", "Matter CT Downlight", "light", {}),
    ("mb_d3", "3F-MB-筒灯3", "f3_master", "matter-switch/light-level-colorTemperature", "Matter CT Downlight", "light", {}),
    ("mb_d4", "3F-MB-筒灯4", "f3_master", "matter-switch/light-level-colorTemperature", "Matter CT Downlight", "light", {}),
    ("mb_bed", "床头灯", "f3_master", "philips-hue/white", "Hue White", "light", {}),
    ("mb_ac", "主卧空调", "f3_master", "matter-thermostat/room-air-conditioner-modular", "Daikin Matter AC", "ac", {}),
    ("mb_cur", "主卧窗帘", "f3_master", "zigbee-window-treatment/window-treatment-hanssem", "Hanssem Curtain", "curtain", {}),
    ("mb_sheer", "主卧纱帘", "f3_master", "tuya-zigbee/window-treatment-reverse", "Tuya Curtain", "curtain", {}),
    ("mb_pur", "空气净化器", "f3_master", "matter-thermostat/air-purifier-hepa-ac-rock-wind", "Dyson Purifier", "purifier", {}),
    ("mb_2gang", "3F-MB-双开", "f3_master", "matter-switch/switch-2", "Matter 2-gang Switch", "switch", {}),
    # --- 三楼 老板书房
    ("sd_light", "3F-书房-灯", "f3_study", "zigbee-switch/light-level-power-energy", "Zigbee Panel Light", "light", {}),
    ("sd_lamp", "书房台灯", "f3_study", "zigbee-switch/color-temp-bulb-2700K-5000K", "Zigbee Desk Lamp", "light", {}),
    ("sd_ac", "书房空调", "f3_study", "matter-thermostat/room-air-conditioner-humidity-heating-cooling", "Gree Matter AC", "ac", {}),
    ("sd_blind", "书房百叶", "f3_study", "matter-window-covering/window-covering-tilt-only", "Matter Venetian", "curtain", {}),
    ("sd_massage", "按摩椅", "f3_study", "zigbee-switch/switch-power-energy", "Zigbee Plug", "plug", {"feeds": "massage chair"}),
    # --- 三楼 茶室
    ("tea_light", "3F-茶室-吊灯", "f3_tea", "zigbee-switch/ge-link-bulb", "Zigbee Pendant", "light", {}),
    ("tea_stove", "煮茶炉", "f3_tea", "matter-switch/plug-power-energy-powerConsumption", "Eve Energy", "plug", {"feeds": "tea stove"}),
    ("tea_cur", "茶室窗帘", "f3_tea", "zwave-window-treatment/base-window-treatment", "Z-Wave Curtain", "curtain", {}),
    # --- 三楼 衣帽间
    ("cl_light", "3F-衣帽间-灯", "f3_closet", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("cl_dehum", "除湿器", "f3_closet", "matter-switch/plug-energy-powerConsumption", "Eve Energy", "plug", {"feeds": "dehumidifier"}),
    # --- 三楼 3F卫生间
    ("b3_mirror", "镜前灯", "f3_bath", "zigbee-switch/on-off-bulb-no-firmware-update", "Zigbee Bulb", "light", {}),
    ("b3_light", "3F-卫生间-灯", "f3_bath", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("b3_towel", "电热毛巾架", "f3_bath", "zigbee-switch/basic-plug", "Zigbee Plug", "plug", {"feeds": "towel warmer"}),
    ("b3_fan", "3F-卫生间-排风", "f3_bath", "zigbee-switch/basic-switch-no-firmware-update", "Zigbee Relay", "exhaust", {}),
    # --- 楼顶露台
    ("rf_light", "露台灯", "roof", "matter-switch/light-power", "Matter Wall Light", "light", {}),
    ("rf_string", "露台灯串", "roof", "zigbee-switch/rgbw-bulb-2700K-5000K", "Festoon RGBW", "light", {}),
    ("rf_awning", "天幕", "roof", "matter-window-covering/window-covering-batteryLevel", "Matter Awning Motor", "awning", {}),
    ("rf_rain", None, "roof", "matter-sensor/rain-battery", "Rain Sensor RS-01", "sensor", {}),
    # --- 院子
    ("yd_obo", "敖包灯", "yard", "matter-switch/light-color-level", "Garden Pillar RGB", "light", {"nick": True}),
    ("yd_l1", "院灯1", "yard", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("yd_l2", "院灯2", "yard", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("yd_l3", "院灯3", "yard", "zigbee-switch/on-off-bulb", "Zigbee Bulb", "light", {}),
    ("yd_gate", "大门", "yard", "matter-window-covering/gate", "Sliding Gate Opener", "gate", {}),
    ("yd_cam", "院子摄像头", "yard", "matter-switch/camera", "Matter Camera", "camera", {}),
    ("yd_spray", "喷灌", "yard", "matter-switch/irrigation-system", "Rain Bird Controller", "irrigation", {}),
    ("yd_fountain", "喷泉", "yard", "zwave-switch/zooz-zen05-plug", "Zooz Outdoor Plug", "plug", {"feeds": "fountain pump"}),
    # --- 暖棚
    ("gh_grow", "暖棚补光灯", "greenhouse", "matter-switch/light-level-energy-powerConsumption", "Grow Light", "light", {}),
    ("gh_heater", "暖风机", "greenhouse", "zigbee-switch/frient-switch-power-energy-voltage", "frient Smart Plug", "plug", {"feeds": "fan heater"}),
    ("gh_quilt", "保温被卷帘", "greenhouse", "zwave-window-treatment/qubino-flush-shutter", "Qubino Shutter", "quilt", {}),
    ("gh_drip", "滴灌", "greenhouse", "matter-switch/water-valve-level", "Matter Water Valve", "valve", {}),
    ("gh_th", "暖棚温湿度", "greenhouse", "matter-sensor/temperature-humidity-battery", "Matter TH Sensor", "sensor", {}),
    ("gh_seed", "育苗垫（不能关）", "greenhouse", "zigbee-switch/switch-power-2", "Zigbee Double Plug", "plug", {"nooff": True, "feeds": "seedling heat mat"}),
    ("gh_fan", "暖棚风机", "greenhouse", "matter-switch/fan-modular", "Matter Fan", "fan", {}),
    # --- 客房小楼
    ("g1_light", "客房1-灯", "gh1", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("g1_ac", "客房1空调", "gh1", "matter-thermostat/room-air-conditioner-heating-cooling", "Gree Matter AC", "ac", {}),
    ("g1_cur", "客房1窗帘", "gh1", "zigbee-window-treatment/window-treatment-no-preset", "Zigbee Curtain", "curtain", {}),
    ("g2_light", "客房2-灯", "gh2", "zigbee-switch/on-off-level", "Opple Zigbee Dimmer", "light", {}),
    ("g2_ac", "客房2空调", "gh2", "deepsmart/Ac.v1", "DeepSmart AC", "ac", {}),
    ("g2_heater", "电暖气", "gh2", "zigbee-switch/switch-power-energy-consumption-report", "Zigbee Plug", "plug", {"feeds": "oil heater"}),
    ("gl_light", "keting dadeng", "gh_living", "zigbee-switch/light-color-temp-time-restore", "Zigbee CT Ceiling", "light", {}),
    ("gl_lock", "小楼门锁", "gh_living", "zigbee-lock/lock-battery", "Zigbee Lock", "lock", {}),
    ("gl_heat", "小楼地暖", "gh_living", "deepsmart/Heater.v1", "DeepSmart Floor Heating", "floorheat", {}),
    # --- no room
    ("nr_plug", "智能插座", None, "zigbee-switch/basic-plug", "Zigbee Plug", "plug", {}),
    ("nr_robot", "科沃斯", None, "matter-rvc/rvc-clean-mode", "Ecovacs T20", "vacuum", {}),
]

# Profiles used by the home but deliberately left out of spec.jsonl: the engine
# must still find these devices by label and room.
LEFT_OUT = {"matter-pump/pump-only", "zwave-switch/aeotec-heavy-duty", "zigbee-switch/switch-smart-bath-heater-laisiao"}

DEV: dict[str, dict] = {}
for _k, _label, _room, _prof, _mname, _kind, _flags in DEVICES:
    if _k in DEV:
        raise SystemExit(f"duplicate device key {_k}")
    DEV[_k] = {"key": _k, "label": _label, "room": _room, "profile": _prof, "mname": _mname,
               "kind": _kind, **_flags}


def dev_floor(k: str) -> str | None:
    r = DEV[k]["room"]
    return ROOM[r]["floor"] if r else None


def display(k: str) -> str:
    return DEV[k]["label"] or DEV[k]["mname"]


def conn_type(profile: str) -> str:
    d = profile.split("/")[0]
    if d.startswith("zigbee") or d in ("tuya-zigbee", "aqara-bath-heater"):
        return "ZIGBEE"
    if d.startswith("zwave"):
        return "ZWAVE"
    if d.startswith("matter"):
        return "MATTER"
    return "LAN"


def build_home() -> dict:
    loc = uid("location")
    rooms = [{"roomId": uid("room:" + k), "locationId": loc, "name": ROOM[k]["name"]} for k, *_ in ROOMS]
    items = []
    for k, *_ in DEVICES:
        d = DEV[k]
        p = PROFILES[d["profile"]]
        main = {"id": "main", "label": "main",
                "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]]}
        comps = [main]
        for c in p["components"]:
            comps.append({"id": c["id"], "label": c["id"],
                          "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]],
                          "categories": [{"name": x, "categoryType": "manufacturer"} for x in c["categories"]]})
        item = {"deviceId": uid("device:" + k), "name": d["mname"]}
        if d["label"] is not None:
            item["label"] = d["label"]
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = loc
        if d["room"]:
            item["roomId"] = uid("room:" + d["room"])
        item["components"] = comps
        item["profile"] = {"id": uid("profile:" + d["profile"])}
        item["type"] = conn_type(d["profile"])
        items.append(item)
    return {"rooms": rooms, "items": items}


# ---------------------------------------------------------------------------
# The capability spec
# ---------------------------------------------------------------------------
# Descriptions written for this set.  A stable hash picks English for about a
# quarter of them, as real spec files mix languages.
DESC = {
    ("switch", "on"): ("打开电源", "turn the power on"),
    ("switch", "off"): ("关闭电源", "turn the power off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set the brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮", "step brightness up (positive) or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（K），数值小偏暖", "set the white colour temperature in kelvin"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比调冷或调暖色温", "make the white warmer or cooler by a percentage"),
    ("colorControl", "setColor"): ("设置灯光颜色", "set the light colour (hue, saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开（拉开）", "open"),
    ("windowShade", "close"): ("关闭（合上）", "close"),
    ("windowShade", "pause"): ("停止运行", "stop moving"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合百分比", "set the open percentage"),
    ("windowShadePreset", "presetPosition"): ("转到预设位置", "go to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设定预设位置", "set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("调节百叶角度", "set the slat tilt angle"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长开大或关小", "step the opening up or down"),
    ("doorControl", "open"): ("开门", "open the door"),
    ("doorControl", "close"): ("关门", "close the door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并拉开锁舌", "unlatch (open the latch)"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("level", "setLevel"): ("设置开度百分比", "set the opening level"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan speed"),
    ("thermostatMode", "auto"): ("切换到自动模式", "switch to auto mode"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "switch to cooling"),
    ("thermostatMode", "heat"): ("切换到制热模式", "switch to heating"),
    ("thermostatMode", "off"): ("关闭（停止运行）", "turn the thermostat off"),
    ("thermostatMode", "emergencyHeat"): ("紧急加热", "emergency heat"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set the operating mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set the cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set the heating setpoint"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set the fan speed step"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed in percent"),
    ("fanMode", "setFanMode"): ("设置风机模式", "set the fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风（摇头）方式", "set oscillation"),
    ("windMode", "setWindMode"): ("设置风感（自然风、睡眠风）", "set the wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量模式", "set purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set the volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首 / 下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首 / 上一个", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设电台", "play a preset"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set the input source"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send a remote-control key"),
    ("audioNotification", "playTrack"): ("播放一段提示音", "play an audio clip"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play a clip and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原来的内容", "play a clip and resume"),
    ("alarm", "siren"): ("鸣响警笛", "sound the siren"),
    ("alarm", "strobe"): ("闪光报警", "strobe"),
    ("alarm", "both"): ("警笛加闪光", "siren and strobe"),
    ("alarm", "off"): ("解除报警", "turn the alarm off"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "go back to the dock"),
    ("serviceArea", "selectAreas"): ("选择清扫区域", "select areas to clean"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("mode", "setMode"): ("设置程序/模式", "set the mode"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "set the temperature level"),
    ("temperatureSetpoint", "setTemperatureSetpoint"): ("设置水温", "set the temperature"),
    ("cookTime", "setCookTime"): ("设置加热时间（秒）", "set the cook time in seconds"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset the energy meter"),
    ("firmwareUpdate", "checkForFirmwareUpdate"): ("检查固件更新", "check for firmware update"),
    ("firmwareUpdate", "updateFirmware"): ("升级固件", "update firmware"),
    ("refresh", "refresh"): ("刷新状态", "refresh"),
}
# Kind-specific wording for a few commands (real files describe in the device's terms).
DESC_KIND = {
    ("light", "switch", "on"): ("开灯", "turn the light on"),
    ("light", "switch", "off"): ("关灯", "turn the light off"),
    ("plug", "switch", "on"): ("插座通电", "plug on"),
    ("plug", "switch", "off"): ("插座断电", "plug off"),
    ("ac", "switch", "on"): ("空调开机", "turn the AC on"),
    ("ac", "switch", "off"): ("空调关机", "turn the AC off"),
    ("curtain", "windowShade", "open"): ("拉开窗帘", "open the curtain"),
    ("curtain", "windowShade", "close"): ("合上窗帘", "close the curtain"),
    ("tv", "switch", "on"): ("开电视", "turn the TV on"),
    ("tv", "switch", "off"): ("关电视", "turn the TV off"),
    ("waterheater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置出水温度", "set the hot-water temperature"),
    ("boiler", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置采暖温度", "set the heating temperature"),
    ("winecooler", "thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置酒窖温度", "set the cellar temperature"),
    ("floorheat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置地暖温度", "set the floor heating temperature"),
    ("screen", "windowShade", "open"): ("幕布升起/展开", "screen open"),
    ("screen", "windowShade", "close"): ("幕布收起/放下", "screen close"),
    ("gate", "doorControl", "open"): ("打开大门", "open the gate"),
    ("gate", "doorControl", "close"): ("关闭大门", "close the gate"),
    ("garage", "doorControl", "open"): ("打开车库门", "open the garage door"),
    ("garage", "doorControl", "close"): ("关闭车库门", "close the garage door"),
}
VALUE_DESC = {
    "airConditionerMode": {"cool": ("制冷", "cool"), "heat": ("制热", "heat"), "fan": ("送风", "fan only"),
                           "dry": ("除湿", "dry"), "auto": ("自动", "auto")},
    "airConditionerFanMode": {"low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"),
                              "auto": ("自动风", "auto")},
    "thermostatMode": {"auto": ("自动", "auto"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"),
                       "dryair": ("除湿", "dry"), "fanonly": ("送风", "fan only"), "off": ("关闭", "off"),
                       "eco": ("节能", "eco")},
    "fanMode": {"auto": ("自动", "auto"), "low": ("低档", "low"), "medium": ("中档", "medium"),
                "high": ("高档", "high"), "off": ("关闭", "off"), "turbo": ("强劲", "turbo")},
    "airPurifierFanMode": {"auto": ("自动", "auto"), "sleep": ("睡眠", "sleep"), "low": ("低速", "low"),
                           "medium": ("中速", "medium"), "high": ("高速", "high"), "quiet": ("静音", "quiet"),
                           "windFree": ("无风感", "wind-free"), "off": ("关闭", "off")},
    "windMode": {"noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"),
                 "naturalWind": ("自然风", "natural wind")},
    "fanOscillationMode": {"off": ("不摆风", "off"), "horizontal": ("左右摆风", "horizontal"),
                           "vertical": ("上下摆风", "vertical"), "swing": ("摇头", "swing")},
    "audioMute": {"muted": ("静音", "muted"), "unmuted": ("有声", "unmuted")},
    "mediaPlayback": {"playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
                      "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding")},
    "laundryWasherRinseMode": {"none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"),
                               "extra": ("加漂一次", "extra"), "max": ("最多漂洗", "max")},
}
KEYS_DESC = {"UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确定", "BACK": "返回",
             "EXIT": "退出", "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页"}
INPUT_DESC = {"HDMI1": "HDMI 1", "HDMI2": "HDMI 2", "bluetooth": "蓝牙", "optical": "光纤", "USB": "U盘",
              "aux": "AUX 音频", "wifi": "网络", "FM": "收音机 FM", "CD": "CD", "digitalTv": "数字电视"}
TMODE_BY_KIND = {
    "ac": ["auto", "cool", "heat", "dryair", "fanonly", "off"],
    "floorheat": ["heat", "eco", "off"],
    "boiler": ["heat", "eco", "off"],
    "waterheater": ["heat", "off"],
    "winecooler": ["cool", "off"],
    "bathheater": ["heat", "fanonly", "dryair", "off"],
}
TMODE_CMDS_BY_KIND = {
    "ac": {"auto", "cool", "heat", "off", "setThermostatMode"},
    "floorheat": {"heat", "off", "setThermostatMode"},
    "boiler": {"heat", "off", "setThermostatMode"},
    "waterheater": {"heat", "off", "setThermostatMode"},
    "winecooler": {"cool", "off", "setThermostatMode"},
    "bathheater": {"heat", "off", "setThermostatMode"},
}
SETPOINT_BY_KIND = {"ac": (16, 30), "floorheat": (5, 35), "boiler": (30, 80), "waterheater": (35, 75),
                    "winecooler": (5, 20), "bathheater": (16, 40)}


def english(profile: str, cid: str) -> bool:
    return int(hashlib.sha1(f"{profile}|{cid}".encode()).hexdigest(), 16) % 4 == 0


def profile_kind(profile: str) -> str:
    kinds = {d["kind"] for d in DEV.values() if d["profile"] == profile}
    if len(kinds) != 1:
        raise SystemExit(f"profile {profile} is used by several kinds {kinds}")
    return kinds.pop()


def config_of(p: dict, cap: str, key_suffix: str) -> dict | None:
    for entry in p["capability_config"].get(cap, []):
        if entry["key"].endswith(key_suffix):
            return entry
    return None


def enabled_commands(p: dict, cap: str) -> list[str] | None:
    e = config_of(p, cap, "{{enumCommands}}")
    return [x for x in e["enabledValues"] if isinstance(x, str)] if e else None


def profile_commands(profile: str) -> list[tuple[str, str]]:
    """(capability, command) pairs of `main` this set lists for a profile."""
    p = PROFILES[profile]
    kind = profile_kind(profile)
    out = []
    for cap in p["capabilities"]:
        if cap not in CAPS:
            continue
        names = [c["name"] for c in CAPS[cap]["commands"]]
        if cap == "mediaPlayback":
            en = enabled_commands(p, cap)
            if en:
                names = [n for n in names if n in en or n == "setPlaybackStatus"]
        if cap == "alarm":
            en = enabled_commands(p, cap)
            if en:
                names = [n for n in names if n in en]
        if cap == "lock":
            st = config_of(p, cap, "lock.value")
            if not (st and "unlatched" in st["enabledValues"]):
                names = [n for n in names if n != "unlatch"]
        if cap == "thermostatMode":
            names = [n for n in names if n in TMODE_CMDS_BY_KIND[kind]]
        out += [(cap, n) for n in names]
    return out


def cmd_id(cap: str, cmd: str) -> str:
    return f"main-{cap}-{cmd}"


def kelvin_range(profile: str, p: dict) -> tuple[int, int]:
    e = config_of(p, "colorTemperature", "colorTemperature.value")
    if e:
        return tuple(e["range"])
    import re
    m = re.search(r"(\d{4})[kK]-(\d{4})[kK]", profile)
    if m:
        return int(m.group(1)), int(m.group(2))
    return 2700, 6500


def arg_spec(profile: str, kind: str, cap: str, cmd: str) -> dict:
    """type / value_range / value_list of a command's first argument."""
    p = PROFILES[profile]
    c = next(x for x in CAPS[cap]["commands"] if x["name"] == cmd)
    if not c["arguments"]:
        return {}
    a = c["arguments"][0]
    en = lambda v: english(profile, f"{cap}-{cmd}-{v}")
    out: dict = {"type": a.get("type", "string")}
    rng = None
    unit = None
    if cap in ("switchLevel", "level"):
        e = config_of(p, cap, "level.value")
        rng, unit = (tuple(e["range"]) if e else (0, 100)), "%"
    elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
        rng, unit = (-100, 100), "%"
    elif cap == "colorTemperature":
        rng, unit = kelvin_range(profile, p), "K"
    elif cap == "colorControl" and cmd in ("setHue", "setSaturation"):
        rng, unit = (0, 100), "%"
    elif cap in ("windowShadeLevel", "windowShadePreset", "windowShadeTiltLevel", "fanSpeedPercent", "audioVolume"):
        rng, unit = (0, 100), "%"
    elif cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
        e = config_of(p, cap, "Setpoint.value")
        rng, unit = (tuple(e["range"]) if e else SETPOINT_BY_KIND[kind]), "C"
    elif cap == "temperatureSetpoint":
        rng, unit = (20, 90), "C"
    elif cap == "fanSpeed":
        e = config_of(p, cap, "fanSpeed.value")
        rng = tuple(e["range"]) if e else ((0, 4) if "4speed" in profile else (0, 3))
    elif cap == "cookTime":
        rng, unit = (1, 3600), "s"
    if rng:
        out["value_range"] = {"min": rng[0], "max": rng[1]}
        if unit:
            out["value_range"]["unit"] = unit
    vals = None
    table = VALUE_DESC.get(cap, {})
    if cap == "thermostatMode":
        vals = TMODE_BY_KIND[kind]
    elif cap == "airConditionerMode":
        vals = ["cool", "heat", "fan", "dry", "auto"]
    elif cap == "airConditionerFanMode":
        vals = ["low", "medium", "high", "auto"]
    elif cap == "fanMode":
        e = config_of(p, cap, "fanMode.value")
        vals = e["enabledValues"] if e else ["off", "low", "medium", "high", "auto"]
    elif cap == "fanOscillationMode":
        vals = ["off", "horizontal", "vertical", "swing"]
    elif cap == "mediaPlayback" and cmd == "setPlaybackStatus":
        allowed = {"play": "playing", "pause": "paused", "stop": "stopped",
                   "fastForward": "fast forwarding", "rewind": "rewinding"}
        en_cmds = enabled_commands(p, cap)
        vals = [allowed[x] for x in (en_cmds or allowed)]
    elif cap == "keypadInput":
        vals = a["enum"]
    elif cap == "mediaInputSource":
        vals = [v for v in a["enum"] if v in INPUT_DESC]
    elif "enum" in a and cap in VALUE_DESC:
        vals = a["enum"]
    if vals is not None:
        lst = []
        for v in vals:
            if cap == "keypadInput":
                zh = KEYS_DESC.get(v) or ("数字" + v[-1] if v.startswith("NUMBER") else v)
                lst.append({"value": v, "description": v if en(v) else zh})
            elif cap == "mediaInputSource":
                lst.append({"value": v, "description": v if en(v) else INPUT_DESC[v]})
            else:
                zh, eng = table[v]
                lst.append({"value": v, "description": eng if en(v) else zh})
        out["value_list"] = lst
    return out


def spec_profiles() -> list[str]:
    seen = []
    for k, *_ in DEVICES:
        pr = DEV[k]["profile"]
        if pr not in seen:
            seen.append(pr)
    return seen


def build_spec() -> list[dict]:
    lines = []
    for pr in spec_profiles():
        if pr in LEFT_OUT:
            continue
        kind = profile_kind(pr)
        caps = []
        for cap, cmd in profile_commands(pr):
            cid = cmd_id(cap, cmd)
            zh, eng = DESC_KIND.get((kind, cap, cmd)) or DESC[(cap, cmd)]
            entry = {"id": cid, "description": eng if english(pr, cid) else zh}
            entry.update(arg_spec(pr, kind, cap, cmd))
            caps.append(entry)
        lines.append({"profileId": uid("profile:" + pr), "capabilities": caps})
    return lines


# Command ids each device can take: the spec's, or (profiles left out) the real
# profile's, filtered the same way.
DEV_CMDS: dict[str, set[str]] = {
    k: {cmd_id(c, m) for c, m in profile_commands(d["profile"])} for k, d in DEV.items()
}


# ---------------------------------------------------------------------------
# Labelling helpers
# ---------------------------------------------------------------------------
COVERS = {"curtain", "screen", "awning", "quilt"}
# Kinds an untyped sweep ("客厅的东西都关了") switches off.  Left out on purpose:
# covers, doors, locks, valves, sensors, cameras, buttons, the siren, the
# fridge, appliances that run a programme (washer, dryer, dishwasher,
# microwave, robots) and the heating / water infrastructure (floor heating,
# boiler, pumps, water heater, wine cellar cooling); plugs marked nooff.
SWEEP_KINDS = {"light", "plug", "ac", "tv", "speaker", "receiver", "fan", "purifier", "vent", "exhaust",
               "switch", "bathheater", "saunaheater", "cooktop", "hood"}
SPEAKERS = {"boss", "wife", "elder", "son", "maid", "child"}


def m(cap: str, cmd: str) -> str:
    return f"main-{cap}-{cmd}"


ACTS = {
    "open": [m("windowShade", "open"), m("windowShadeLevel", "setShadeLevel"), m("doorControl", "open"),
             m("valve", "open")],
    "close": [m("windowShade", "close"), m("windowShadeLevel", "setShadeLevel"), m("doorControl", "close"),
              m("valve", "close")],
    "stop": [m("windowShade", "pause")],
    "shade": [m("windowShadeLevel", "setShadeLevel")],
    "shade_rel": [m("windowShadeLevel", "setShadeLevel"), m("statelessWindowShadeLevelStep", "stepShadeLevel")],
    "tilt": [m("windowShadeTiltLevel", "setShadeTiltLevel")],
    "preset": [m("windowShadePreset", "presetPosition")],
    "level": [m("switchLevel", "setLevel"), m("level", "setLevel")],
    "level_rel": [m("switchLevel", "setLevel"), m("statelessSwitchLevelStep", "stepLevel")],
    "ct": [m("colorTemperature", "setColorTemperature")],
    "ct_rel": [m("colorTemperature", "setColorTemperature"),
               m("statelessColorTemperatureStep", "stepColorTemperatureByPercent")],
    "color": [m("colorControl", "setColor"), m("colorControl", "setHue")],
    "temp_heat": [m("thermostatHeatingSetpoint", "setHeatingSetpoint")],
    "mode_cool": [m("thermostatMode", "cool"), m("thermostatMode", "setThermostatMode"),
                  m("airConditionerMode", "setAirConditionerMode")],
    "mode_heat": [m("thermostatMode", "heat"), m("thermostatMode", "setThermostatMode"),
                  m("airConditionerMode", "setAirConditionerMode")],
    "mode_auto": [m("thermostatMode", "auto"), m("thermostatMode", "setThermostatMode"),
                  m("airConditionerMode", "setAirConditionerMode")],
    "mode_dry": [m("thermostatMode", "setThermostatMode"), m("airConditionerMode", "setAirConditionerMode")],
    "mode_fan": [m("thermostatMode", "setThermostatMode"), m("airConditionerMode", "setAirConditionerMode")],
    "mode_eco": [m("thermostatMode", "setThermostatMode")],
    "fan": [m("airConditionerFanMode", "setFanMode"), m("fanSpeedPercent", "setPercent"), m("fanSpeed", "setFanSpeed"),
            m("fanMode", "setFanMode"), m("airPurifierFanMode", "setAirPurifierFanMode")],
    "wind": [m("windMode", "setWindMode")],
    "swing": [m("fanOscillationMode", "setFanOscillationMode")],
    "vol": [m("audioVolume", "setVolume")],
    "vol_up": [m("audioVolume", "volumeUp"), m("audioVolume", "setVolume")],
    "vol_down": [m("audioVolume", "volumeDown"), m("audioVolume", "setVolume")],
    "mute": [m("audioMute", "mute"), m("audioMute", "setMute")],
    "unmute": [m("audioMute", "unmute"), m("audioMute", "setMute")],
    "play": [m("mediaPlayback", "play")],
    "pause": [m("mediaPlayback", "pause")],
    "stop_media": [m("mediaPlayback", "pause"), m("mediaPlayback", "stop")],
    "next": [m("mediaTrackControl", "nextTrack")],
    "prev": [m("mediaTrackControl", "previousTrack")],
    "chan_up": [m("mediaTrackControl", "nextTrack"), m("keypadInput", "sendKey")],
    "chan_down": [m("mediaTrackControl", "previousTrack"), m("keypadInput", "sendKey")],
    "key": [m("keypadInput", "sendKey")],
    "input": [m("mediaInputSource", "setInputSource")],
    "station": [m("mediaPresets", "playPreset")],
    "lock": [m("lock", "lock")],
    "unlock": [m("lock", "unlock"), m("lock", "unlatch")],
    "start": [m("operationalState", "start"), m("robotCleanerOperatingState", "start")],
    "pause_op": [m("operationalState", "pause"), m("robotCleanerOperatingState", "pause")],
    "resume": [m("operationalState", "resume"), m("robotCleanerOperatingState", "start")],
    "stop_op": [m("operationalState", "stop"), m("robotCleanerOperatingState", "pause")],
    "dock": [m("robotCleanerOperatingState", "goHome")],
    "area": [m("serviceArea", "selectAreas"), m("robotCleanerOperatingState", "start")],
    "prog": [m("mode", "setMode")],
    "rinse": [m("laundryWasherRinseMode", "setRinseMode")],
    "spin": [m("laundryWasherSpinSpeed", "setSpinSpeed")],
    "wtemp": [m("temperatureSetpoint", "setTemperatureSetpoint"), m("temperatureLevel", "setTemperatureLevel")],
    "tlevel": [m("temperatureLevel", "setTemperatureLevel")],
    "cooktime": [m("cookTime", "setCookTime"), m("operationalState", "start")],
    "siren": [m("alarm", "siren"), m("alarm", "both"), m("switch", "on")],
    "siren_off": [m("alarm", "off"), m("switch", "off")],
    "valve_level": [m("level", "setLevel")],
}


def acc(k: str, act: str) -> list[str]:
    """Commands of device k that do `act` (empty: the device cannot)."""
    d = DEV[k]
    kind = d["kind"]
    cm = DEV_CMDS[k]

    def has(*ids: str) -> list[str]:
        return [i for i in ids if i in cm]

    if act == "*":
        return ["*"]
    if act.startswith("main-"):
        return has(act)
    if act in ("on", "off"):
        on = act == "on"
        if kind in COVERS | {"lock", "fridge", "sensor", "camera", "button"}:
            return []
        if m("switch", "on") in cm:
            r = [m("switch", act)]
            if kind in ("washer", "dryer", "dishwasher"):
                r += has(m("operationalState", "start" if on else "stop"))
            if kind == "bathheater":
                r += has(m("thermostatMode", "heat" if on else "off"))
            if kind in ("speaker", "receiver"):
                r += has(m("mediaPlayback", "play")) if on else has(m("mediaPlayback", "pause"), m("mediaPlayback", "stop"))
            if kind == "irrigation":
                r += has(m("valve", "open" if on else "close"))
            return r
        if kind == "purifier":
            return has(m("airPurifierFanMode", "setAirPurifierFanMode"), m("fanSpeedPercent", "setPercent"))
        if kind == "fan":
            if on:
                return has(m("airConditionerFanMode", "setFanMode"), m("fanMode", "setFanMode"),
                           m("fanSpeedPercent", "setPercent"))
            return has(m("fanMode", "setFanMode"), m("fanSpeedPercent", "setPercent"))
        if kind == "hood":
            return has(m("fanMode", "setFanMode"), m("fanSpeedPercent", "setPercent"))
        if kind in ("floorheat", "boiler", "waterheater"):
            return has(m("thermostatMode", "heat" if on else "off"), m("thermostatMode", "setThermostatMode"))
        if kind == "winecooler":
            return has(m("thermostatMode", "cool" if on else "off"), m("thermostatMode", "setThermostatMode"))
        if kind == "speaker":
            return has(m("mediaPlayback", "play")) if on else has(m("mediaPlayback", "pause"), m("mediaPlayback", "stop"))
        if kind == "vacuum":
            return has(m("robotCleanerOperatingState", "start")) if on else \
                has(m("robotCleanerOperatingState", "pause"), m("robotCleanerOperatingState", "goHome"))
        if kind == "microwave":
            return has(m("operationalState", "start" if on else "stop"))
        if kind in ("valve", "gasvalve", "irrigation"):
            r = has(m("valve", "open" if on else "close"))
            if kind == "irrigation":
                r += has(m("operationalState", "start" if on else "stop"))
            return r
        if kind in ("gate", "garage"):
            return has(m("doorControl", "open" if on else "close"))
        return []
    if act in ("temp", "temp_cool", "temp_rel"):
        cool, heat = m("thermostatCoolingSetpoint", "setCoolingSetpoint"), m("thermostatHeatingSetpoint", "setHeatingSetpoint")
        if act == "temp_cool":
            return has(cool) or has(heat)
        return has(cool, heat)
    if act in ("open", "close") and kind not in COVERS | {"gate", "garage", "valve", "gasvalve", "irrigation"}:
        return []
    if act == "siren" and kind != "siren":
        return []
    return has(*ACTS[act])


def keys_of(x) -> list[str]:
    if isinstance(x, str):
        x = x.split()
    out = []
    for k in x:
        if k not in DEV:
            raise SystemExit(f"unknown device key {k}")
        if k not in out:
            out.append(k)
    return out


def cmds_for(keys: list[str], acts, strict: bool = True) -> list[str]:
    if isinstance(acts, str):
        acts = acts.split()
    caps: list[str] = []
    for k in keys:
        got = []
        for a in acts:
            got += acc(k, a)
        if not got and strict:
            raise SystemExit(f"device {k} ({display(k)}) cannot do {acts}")
        for c in got:
            if c not in caps:
                caps.append(c)
    return sorted(caps)


def one(keys, acts) -> dict:
    ks = keys_of(keys)
    return {"devices": [uid("device:" + k) for k in ks], "capabilities": cmds_for(ks, acts), "mode": "one", "_keys": ks}


def all_(keys, acts, single_ok: bool = False) -> dict:
    ks = keys_of(keys)
    if len(ks) < (1 if single_ok else 2):
        raise SystemExit(f"bulk entry with fewer than two devices: {ks}")
    return {"devices": [uid("device:" + k) for k in ks], "capabilities": cmds_for(ks, acts), "mode": "all", "_keys": ks}


def clar(keys=(), acts=None) -> dict:
    ks = keys_of(keys) if keys else []
    caps = ["*"]
    if acts and ks:
        caps = cmds_for(ks, acts, strict=False) or ["*"]
    return {"devices": [uid("device:" + k) for k in ks], "capabilities": caps, "mode": "clarify", "_keys": ks}


def none() -> dict:
    return {"devices": [], "capabilities": [], "mode": "none"}


def st(keys) -> dict:
    return one(keys, "*")


def rooms_of(rooms) -> set[str]:
    if isinstance(rooms, str):
        rooms = rooms.split()
    out = set()
    for r in rooms:
        if r not in ROOM:
            raise SystemExit(f"unknown room {r}")
        out.update(SAME_ROOM.get(r, [r]))
    return out


def sel(kind=None, rooms=None, floors=None, act=None, xrooms=(), xkeys=(), xfloors=(), keep_nooff=False,
        where=None) -> list[str]:
    """Devices in DEVICES order: of `kind` (str or set), in `rooms` / `floors`,
    that can do `act`, minus excluded rooms / devices / floors.  Plugs marked
    nooff are dropped from an "off" unless keep_nooff."""
    kinds = {kind} if isinstance(kind, str) else kind
    rs = rooms_of(rooms) if rooms else None
    fs = set(floors.split()) if isinstance(floors, str) else (set(floors) if floors else None)
    xr = rooms_of(xrooms) if xrooms else set()
    xk = set(keys_of(xkeys)) if xkeys else set()
    xf = set(xfloors.split()) if isinstance(xfloors, str) else set(xfloors)
    out = []
    for k, *_ in DEVICES:
        d = DEV[k]
        if kinds and d["kind"] not in kinds:
            continue
        if rs is not None and d["room"] not in rs:
            continue
        if fs is not None and dev_floor(k) not in fs:
            continue
        if d["room"] in xr or k in xk or (xf and dev_floor(k) in xf):
            continue
        if act and not acc(k, act):
            continue
        if act == "off" and d.get("nooff") and not keep_nooff:
            continue
        if where and not where(d):
            continue
        out.append(k)
    return out


def sweep(rooms=None, floors=None, act="off", xkeys=(), xrooms=()) -> list[str]:
    """Untyped sweep of a room / floor: the switchable things (SWEEP_KINDS)."""
    return sel(SWEEP_KINDS, rooms=rooms, floors=floors, act=act, xkeys=xkeys, xrooms=xrooms)


# Family tags added to a case from the devices it expects (one family per entry).
KIND_TAG = {"receiver": "speaker", "awning": "curtain", "quilt": "curtain", "screen": "curtain", "gate": "door",
            "garage": "door", "gasvalve": "valve", "irrigation": "valve", "saunaheater": "heat", "floorheat": "heat",
            "boiler": "heat", "waterheater": "heat", "winecooler": "heat", "bathheater": "heat", "pump": "heat",
            "washer": "appliance", "dryer": "appliance", "dishwasher": "appliance", "microwave": "appliance",
            "fridge": "appliance", "cooktop": "appliance", "hood": "appliance", "vent": "fan", "exhaust": "fan",
            "siren": "sensor", "camera": "sensor", "button": "sensor"}
CASES: list[dict] = []


def case(topic: str, spk: str, query: str, expect, tags: str = "", hist=None) -> None:
    if spk not in SPEAKERS:
        raise SystemExit(f"unknown speaker {spk} in {query}")
    exps = expect if isinstance(expect, list) else [expect]
    tg = [topic, spk] + [t for t in tags.split() if t]
    if hist:
        hist = [hist] if isinstance(hist, str) else list(hist)
        tg.append("history")
    modes = {e["mode"] for e in exps}
    if "clarify" in modes:
        tg.append("clarify")
    if "none" in modes:
        tg.append("none")
    if "all" in modes:
        tg.append("bulk")
    if len(exps) > 1:
        tg.append("multi")
    for e in exps:
        kinds = {DEV[k]["kind"] for k in e.get("_keys", [])}
        fams = {KIND_TAG.get(x, x) for x in kinds}
        if len(fams) == 1:
            tg.append(fams.pop())
    if "mongolian" in tg:
        tg.append("dialect")
    exps = [{k: v for k, v in e.items() if k != "_keys"} for e in exps]
    seen = []
    for t in tg:
        if t not in seen:
            seen.append(t)
    c = {"id": None, "home": "home.json", "query": query, "expect": exps, "tags": seen}
    if hist:
        c["history"] = hist
    CASES.append(c)


# ---------------------------------------------------------------------------
# Cases.  Speakers (tags): boss = 高总, the owner (鄂尔多斯 Jin speech);
# wife = 刘姐 (precise Mandarin, bulk commands with exclusions); elder = 老爷子
# (Mongolian-Han, slow, Mongolian words, rooms by who lives there); son = 高博 /
# Bob (English code-switching, floors); maid = 李嫂 (陕北/晋西北 speech through
# voice typing); child = 朵朵 (2½).
# ---------------------------------------------------------------------------
def L(rooms, act=None):
    return sel("light", rooms=rooms, act=act)


def cases_lights() -> None:
    c = case
    # --- by label, on/off
    c("light", "boss", "把苏力德开给下", one("ent_sulide", "on"), "nickname dialect")
    c("light", "boss", "苏力德闭了哇", one("ent_sulide", "off"), "nickname dialect")
    c("light", "boss", "客厅水晶灯开开", one("lv_chand", "on"), "name")
    c("light", "boss", "水晶灯闭了", one("lv_chand", "off"), "partial dialect")
    c("light", "boss", "餐厅吊灯开给下", one("din_pend", "on"), "name dialect")
    c("light", "boss", "院灯1开给下", one("yd_l1", "on"), "series dialect")
    c("light", "boss", "院灯3闭了", one("yd_l3", "off"), "series dialect")
    c("light", "boss", "敖包灯开开", one("yd_obo", "on"), "nickname")
    c("light", "boss", "敖包灯熄了", one("yd_obo", "off"), "nickname dialect")
    c("light", "boss", "酒窖灯开开", one("cel_light", "on"), "room code")
    c("light", "boss", "茶室灯开给下", one("tea_light", "on"), "room")
    c("light", "boss", "露台灯开开", one("rf_light", "on"), "name")
    c("light", "boss", "给咱把楼梯灯开开，黑洞洞的甚也看不见", one(["st_light", "st_amb"], "on"), "dialect room-lights")
    c("light", "wife", "打开餐厅吊灯", one("din_pend", "on"), "name")
    c("light", "wife", "关闭GF-筒灯07", one("lv_d07", "off"), "code series")
    c("light", "wife", "把GF-筒灯03打开", one("lv_d03", "on"), "code series")
    c("light", "wife", "请把一楼客厅的水晶灯关掉", one("lv_chand", "off"), "floor alias")
    c("light", "wife", "打开橱柜灯", one("kit_under", "on"), "name")
    c("light", "wife", "把GF-餐厅-射灯A关掉", one("din_sA", "off"), "code series")
    c("light", "wife", "打开3F-MB-筒灯2", one("mb_d2", "on"), "code series")
    c("light", "wife", "茶室的吊灯打开", one("tea_light", "on"), "room")
    c("light", "wife", "衣帽间的灯打开一下", one("cl_light", "on"), "room")
    c("light", "wife", "关掉衣帽间的灯", one("cl_light", "off"), "room")
    c("light", "wife", "把二楼客厅主灯打开", one("f2_main", "on"), "room floor")
    c("light", "wife", "化妆间的镜灯打开", one("mk_mirror", "on"), "typo-label partial")
    c("light", "wife", "打开电视墙灯带", one("lv_strip", "on"), "name")
    c("light", "wife", "关闭电视墙的灯带", one("lv_strip", "off"), "name")
    c("light", "wife", "打开门厅筒灯", one("ent_down", "on"), "code")
    c("light", "wife", "书房台灯关掉", one("sd_lamp", "off"), "name")
    c("light", "wife", "把宝宝房顶灯打开", one("bb_ceil", "on"), "code")
    c("light", "wife", "打开楼梯氛围灯", one("st_amb", "on"), "name")
    c("light", "wife", "楼梯氛围灯关了吧", one("st_amb", "off"), "name")
    c("light", "wife", "暖棚补光灯打开", one("gh_grow", "on"), "name")
    c("light", "wife", "关掉暖棚的补光灯", one("gh_grow", "off"), "name")
    c("light", "wife", "客房1的灯打开", one("g1_light", "on"), "room")
    c("light", "wife", "把客房2的灯关了", one("g2_light", "off"), "room")
    c("light", "wife", "关闭3F-卫生间-灯", one("b3_light", "off"), "code")
    c("light", "wife", "把主卫的灯打开，二楼那个", one("b2_light", "on"), "room floor")
    c("light", "elder", "床头灯开开，我们老两口那屋的", one("pm_bed", "on"), "alias elder")
    c("light", "elder", "重孙女那屋的小夜灯……开一下", one("bb_night", "on"), "alias elder")
    c("light", "elder", "孙子那屋的灯开开", one(L("f2_son"), "on"), "alias room-lights")
    c("light", "elder", "那个苏力德，赛音，给亮起来", one("ent_sulide", "on"), "nickname mongolian")
    c("light", "elder", "敖包灯……那个……开开吧", one("yd_obo", "on"), "nickname noisy")
    c("light", "elder", "把格日勒关了吧，老两口那屋的，要睡了", all_(L("f1_parents"), "off"), "mongolian alias room-lights-off")
    c("light", "elder", "老两口那屋的顶灯关了吧孩子", one("pm_ceil", "off"), "alias")
    c("light", "elder", "小张那屋的灯开开，他回来了", one("drv_light", "on"), "alias")
    c("light", "elder", "富贵那屋的灯，都关了吧，他出门了", all_(L("f3_master"), "off"), "alias room-lights-off")
    c("light", "son", "Gym Light on", one("gym_l1", "on"), "english label-exact series")
    c("light", "son", "Gym Light 2 关掉", one("gym_l2", "off"), "english series")
    c("light", "son", "turn off the gym lights", all_(L("b1_gym"), "off"), "english room-lights-off")
    c("light", "son", "Hue Go 开一下", one("f2_go", "on"), "english")
    c("light", "son", "Hue Play 1 off", one("f2_hue1", "off"), "english series")
    c("light", "son", "Light 1 开一下", one("ktv_l1", "on"), "app-default english")
    c("light", "son", "KTV灯带 on", one("ktv_strip", "on"), "english")
    c("light", "son", "射灯一关了", one("ktv_s1", "off"), "series")
    c("light", "son", "射灯二开一下，KTV的", one("ktv_s2", "on"), "series")
    c("light", "son", "把 2F MB 的筒灯1 开了", one("son_d1", "on"), "code series")
    c("light", "son", "星空灯开一下", one("kd_star", "on"), "name")
    c("light", "son", "露台灯串 on", one("rf_string", "on"), "english")
    c("light", "son", "rooftop 的 light 打开", one(L("roof"), "on"), "english room-lights")
    c("light", "son", "kill the lights in KTV", all_(L("b1_ktv"), "off"), "english room-lights-off")
    c("light", "son", "garage lights on", one(L("b1_garage"), "on"), "english category-by-name")
    c("light", "son", "switch on the sauna light", one("sau_light", "on"), "english")
    c("light", "son", "司机房灯 off 一下", one("drv_light", "off"), "english")
    c("light", "son", "B1设备间的灯开一下", one("eq_light", "on"), "room code")
    c("light", "maid", "保姆房台灯开一哈", one("md_lamp", "on"), "asr-label dialect")
    c("light", "maid", "保姆房的灯都关咧", all_(L("f1_maid"), "off"), "dialect room-lights-off")
    c("light", "maid", "洗衣房灯开开", one("ld_light", "on"), "typo-room")
    c("light", "maid", "公卫的灯开开", one("wc_light", "on"), "room")
    c("light", "maid", "把那个厨房的橱柜灯关咧", one("kit_under", "off"), "dialect")
    c("light", "maid", "厨房灯开开，额要做饭咧", one(L("f1_kitchen"), "on"), "dialect room-lights")
    c("light", "maid", "门厅的灯给开一哈，老板快回来咧", one(L("f1_entry"), "on"), "dialect room-lights")
    c("light", "maid", "车库灯关咧么", all_(L("b1_garage"), "off"), "dialect category-by-name room-lights-off")
    # --- room + kind, room-lights
    c("light", "boss", "客厅灯开开", one(L("f1_living"), "on"), "room room-lights")
    c("light", "boss", "客厅灯闭了", all_(L("f1_living"), "off"), "room room-lights-off dialect")
    c("light", "wife", "把主卧的灯关掉", all_(L("f3_master"), "off"), "room room-lights-off")
    c("light", "wife", "主卧的灯打开", one(L("f3_master"), "on"), "room room-lights")
    c("light", "wife", "宝宝房的灯关一下", all_(L("f2_baby"), "off"), "room same-room room-lights-off")
    c("light", "wife", "儿童房的灯打开", one(L("f2_kids"), "on"), "room same-room room-lights")
    c("light", "wife", "餐厅的灯关了吧", all_(L("f1_dining"), "off"), "room room-lights-off")
    c("light", "wife", "把爸妈房的灯打开", one(L("f1_parents"), "on"), "room room-lights")
    c("light", "wife", "儿媳化妆间灯关掉", all_(L("f2_makeup"), "off"), "room room-lights-off")
    c("light", "wife", "二楼客厅的灯关掉", all_(L("f2_living"), "off"), "room room-lights-off")
    c("light", "wife", "老板书房的灯打开", one(L("f3_study"), "on"), "room room-lights")
    c("light", "wife", "书房的灯关了", all_(L("f3_study"), "off"), "room room-lights-off")
    c("light", "wife", "院子里的灯开一下", one(L("yard"), "on"), "room room-lights")
    c("light", "wife", "院子的灯都关了", all_(L("yard"), "off"), "room")
    c("light", "son", "二楼客厅 lights off", all_(L("f2_living"), "off"), "english room room-lights-off")
    c("light", "son", "my wife's 化妆间 light 开一下", one(L("f2_makeup"), "on"), "english room-lights")
    c("light", "son", "KTV 开灯", one(L("b1_ktv"), "on"), "room room-lights")
    c("light", "maid", "餐厅灯开开，开饭咧", one(L("f1_dining"), "on"), "dialect room-lights")
    c("light", "maid", "老爷子卫生间的灯开开", one("ow_mirror", "on"), "room")
    c("light", "boss", "兀那个台灯开开，书房的", one("sd_lamp", "on"), "dialect")
    c("light", "boss", "书房灯开给下", one(L("f3_study"), "on"), "dialect room-lights")
    c("light", "boss", "车库灯开给下", one(L("b1_garage"), "on"), "dialect category-by-name room-lights")
    c("light", "boss", "茶室灯闭了", one("tea_light", "off"), "dialect")
    c("light", "elder", "暖棚的灯开开，看看我的柿子", one("gh_grow", "on"), "room")
    c("light", "elder", "院里那几个灯都开开", all_(L("yard"), "on"), "room")
    c("light", "son", "Hue Play 两个都打开", all_("f2_hue1 f2_hue2", "on"), "english series")
    c("light", "wife", "把3F-MB-筒灯1到4都关了", all_("mb_d1 mb_d2 mb_d3 mb_d4", "off"), "code series")
    c("light", "wife", "客厅GF-筒灯01到06全部打开", all_("lv_d01 lv_d02 lv_d03 lv_d04 lv_d05 lv_d06", "on"), "code series")
    c("light", "boss", "院灯都开开", all_("yd_l1 yd_l2 yd_l3", "on"), "series")
    c("light", "boss", "兀那三个院灯闭了", all_("yd_l1 yd_l2 yd_l3", "off"), "series dialect count")
    c("light", "son", "2F-MB的两个筒灯关掉", all_("son_d1 son_d2", "off"), "code series count")
    c("light", "wife", "餐厅两个射灯打开", all_("din_sA din_sB", "on"), "series count")
    c("light", "son", "KTV 射灯一射灯二都开", all_("ktv_s1 ktv_s2", "on"), "series")

    # --- brightness, colour temperature, colour
    c("level", "wife", "客厅水晶灯亮度调到百分之六十", one("lv_chand", "level"), "value numeral-zh")
    c("level", "wife", "把餐厅吊灯调到30%", one("din_pend", "level"), "value")
    c("level", "wife", "主卧床头灯调暗一点", one("mb_bed", "level_rel"), "relative")
    c("level", "wife", "宝宝房小夜灯调到最暗", one("bb_night", "level"), "value")
    c("level", "wife", "橱柜灯亮度调成五十", one("kit_under", "level"), "value numeral-zh")
    c("level", "boss", "苏力德亮些儿", one("ent_sulide", "level_rel"), "nickname relative dialect")
    c("level", "boss", "水晶灯可亮了，暗些儿", one("lv_chand", "level_rel"), "relative dialect")
    c("level", "boss", "书房灯调到八十", one(sel("light", "f3_study", act="level"), "level"), "value room-lights")
    c("level", "son", "Gym Light dim to 40%", one("gym_l1", "level"), "english value")
    c("level", "son", "Hue Go brightness 100", one("f2_go", "level"), "english value")
    c("level", "son", "二楼客厅主灯 dim 一点", one("f2_main", "level_rel"), "english relative")
    c("level", "son", "Hue Play 2 调亮一点", one("f2_hue2", "level_rel"), "relative")
    c("level", "son", "KTV灯带亮度20", one("ktv_strip", "level"), "value")
    c("level", "elder", "床头灯太亮了，暗一点，老两口那屋的", one("pm_bed", "level_rel"), "relative alias")
    c("level", "elder", "小夜灯再亮一点，重孙女那屋", one("bb_night", "level_rel"), "relative alias")
    c("level", "maid", "宝宝房那个顶灯调暗些，乖乖要睡咧", one("bb_ceil", "level_rel"), "relative dialect")
    c("level", "wife", "把GF-筒灯01到06亮度都调到40%", all_("lv_d01 lv_d02 lv_d03 lv_d04 lv_d05 lv_d06", "level"), "value series")
    c("level", "wife", "客厅所有能调光的灯调到一半", all_(sel("light", "f1_living", act="level"), "level"), "capability-subset value")
    c("level", "son", "3F MB 筒灯 all 50%", all_("mb_d1 mb_d2 mb_d3 mb_d4", "level"), "english value series")
    c("level", "wife", "暖棚补光灯开到百分之七十", one("gh_grow", ("on", "level")), "value numeral-zh")
    c("level", "boss", "酒窖灯暗些儿", one("cel_light", "level_rel"), "relative dialect")
    c("level", "wife", "书房台灯调到八十五", one("sd_lamp", "level"), "value numeral-zh")
    c("level", "son", "化装镜灯 brighter", one("mk_mirror", "level_rel"), "english relative typo-label")
    c("level", "wife", "楼梯氛围灯亮度调低到10%", one("st_amb", "level"), "value")
    c("ct", "wife", "客厅水晶灯调成暖光", one("lv_chand", "ct_rel"), "color-temperature")
    c("ct", "wife", "餐厅吊灯色温调到3000K", one("din_pend", "ct"), "color-temperature value")
    c("ct", "wife", "化妆镜灯调成白光，冷一点", one("mk_mirror", "ct_rel"), "color-temperature typo-label")
    c("ct", "son", "二楼客厅主灯 warmer 一点", one("f2_main", "ct_rel"), "english color-temperature")
    c("ct", "son", "set 2F-MB-筒灯1 to 2700K", one("son_d1", "ct"), "english value code")
    c("ct", "boss", "苏力德黄些儿，太白了晃眼", one("ent_sulide", "ct_rel"), "nickname dialect color-temperature")
    c("ct", "elder", "老两口那屋的顶灯……太白了，黄一点", one("pm_ceil", "ct_rel"), "alias color-temperature")
    c("ct", "wife", "书房台灯色温调到四千", one("sd_lamp", "ct"), "value numeral-zh")
    c("ct", "wife", "主卧筒灯全部调成暖白", all_("mb_d1 mb_d2 mb_d3 mb_d4", "ct_rel"), "color-temperature series")
    c("ct", "maid", "宝宝房顶灯弄成黄光，白的刺眼", one("bb_ceil", "ct_rel"), "color-temperature dialect")
    c("ct", "son", "keting dadeng 调成 cold white", one("gl_light", "ct_rel"), "pinyin-label english")
    c("color", "son", "Hue Play 1 换成紫色", one("f2_hue1", "color"), "english color")
    c("color", "son", "Hue Play 都调成蓝色", all_("f2_hue1 f2_hue2", "color"), "color series")
    c("color", "son", "Light 1 变红", one("ktv_l1", "color"), "app-default")
    c("color", "son", "KTV灯带 set to rainbow... 算了就 green 吧", one("ktv_strip", "color"), "english noisy")
    c("color", "boss", "敖包灯弄成蓝的", one("yd_obo", "color"), "nickname")
    c("color", "elder", "敖包灯换成呼和的，蓝蓝的，像天一样", one("yd_obo", "color"), "mongolian nickname")
    c("color", "elder", "那个敖包灯，乌兰，乌兰的好看", one("yd_obo", "color"), "mongolian nickname")
    c("color", "wife", "电视墙灯带调成淡紫色", one("lv_strip", "color"), "color")
    c("color", "wife", "露台灯串换成暖黄色", one("rf_string", ("color", "ct_rel")), "color")
    c("color", "wife", "星空灯调成粉色，朵朵要粉的", one("kd_star", "color"), "color")
    c("color", "son", "星空灯换成 blue", one("kd_star", "color"), "english")
    c("color", "son", "KTV 的灯全部换成红色，party time", all_(sel("light", "b1_ktv", act="color"), "color"), "capability-subset english")
    c("color", "wife", "二楼客厅能变色的灯都调成暖橙色", all_(sel("light", "f2_living", act="color"), "color"), "capability-subset")


def cases_climate() -> None:
    c = case
    # --- air conditioners
    c("ac", "boss", "客厅柜机开给下", one("lv_ac", "on"), "name dialect")
    c("ac", "boss", "客厅空调开开", one("lv_ac", "on"), "room")
    c("ac", "boss", "客厅柜机，二十四度", one("lv_ac", "temp"), "value clipped numeral-zh")
    c("ac", "boss", "书房空调闭了", one("sd_ac", "off"), "name dialect")
    c("ac", "boss", "书房空调调到二十二度，制热", [one("sd_ac", "temp_heat"), one("sd_ac", "mode_heat")], "value mode numeral-zh")
    c("ac", "boss", "主卧空调可凉了，调高两度", one("mb_ac", "temp_rel"), "relative dialect")
    c("ac", "boss", "健身房空调开到最冷", one("gym_ac", ("temp_cool", "mode_cool")), "value")
    c("ac", "boss", "KTV空调开给下，一会儿唱歌呀", one("ktv_ac", "on"), "name dialect")
    c("ac", "boss", "司机房空调闭了哇，老张出车了", one("drv_ac", "off"), "label-type-word dialect")
    c("ac", "boss", "老张屋的空调开开", one("drv_ac", "on"), "alias")
    c("ac", "wife", "把客厅空调调到26度", one("lv_ac", "temp"), "value")
    c("ac", "wife", "客厅空调切换到制热模式", one("lv_ac", "mode_heat"), "mode")
    c("ac", "wife", "主卧空调设为除湿模式", one("mb_ac", "mode_dry"), "mode")
    c("ac", "wife", "二楼空调温度调低一度", one("f2_ac", "temp_rel"), "relative label-trap")
    c("ac", "wife", "书房空调风速调到高档", one("sd_ac", "fan"), "fan")
    c("ac", "wife", "主卧空调开睡眠风", one("mb_ac", "wind"), "mode")
    c("ac", "wife", "爸妈房空调调到制热，26度", [one("pm_ac", "mode_heat"), one("pm_ac", "temp_heat")], "mode value")
    c("ac", "wife", "客房1空调和客房2空调都关掉", all_("g1_ac g2_ac", "off"), "name")
    c("ac", "wife", "客房小楼的空调都开成制热", all_("g1_ac g2_ac", "mode_heat"), "zone mode")
    c("ac", "wife", "关闭二楼所有空调", all_(sel("ac", floors="2F"), "off"), "floor")
    c("ac", "wife", "把三楼的空调都调到24度", all_(sel("ac", floors="3F"), "temp"), "floor value")
    c("ac", "wife", "宝宝房空调调到二十五度", one("bb_ac", "temp"), "value numeral-zh")
    c("ac", "wife", "儿童房的空调风速调小", one("bb_ac", "fan"), "same-room fan")
    c("ac", "elder", "老两口那屋的空调开开，冻得不行", one("pm_ac", ("on", "mode_heat")), "alias need")
    c("ac", "elder", "老两口那屋的空调……调高一点", one("pm_ac", "temp_rel"), "alias relative")
    c("ac", "elder", "那个空调风太大了，小一点，老两口那屋的", one("pm_ac", "fan"), "alias fan")
    c("ac", "elder", "重孙女那屋的空调关了吧，娃娃睡着了别吹着", one("bb_ac", "off"), "alias")
    c("ac", "son", "二楼 AC 调到 24", one("f2_ac", "temp"), "english label-trap")
    c("ac", "son", "儿子房空调 set to cool mode", one("son_ac", "mode_cool"), "english mode")
    c("ac", "son", "gym AC 22 degrees", one("gym_ac", "temp"), "english value")
    c("ac", "son", "KTV AC off", one("ktv_ac", "off"), "english")
    c("ac", "son", "二楼空调 fan speed auto", one("f2_ac", "fan"), "english fan")
    c("ac", "son", "主卧 AC 开 natural wind", one("mb_ac", "wind"), "english mode")
    c("ac", "son", "B1 所有空调 off", all_(sel("ac", floors="B1"), "off"), "english floor")
    c("ac", "son", "儿子房 AC 风速 max", one("son_ac", "fan"), "english fan")
    c("ac", "son", "二楼空调开 auto mode", one("f2_ac", "mode_auto"), "english mode")
    c("ac", "maid", "刻厅空条调到二十六", one("lv_ac", "temp"), "asr numeral-zh")
    c("ac", "maid", "宝宝方的空条关咧", one("bb_ac", "off"), "asr dialect")
    c("ac", "maid", "爸吗房空条开成热风", one("pm_ac", "mode_heat"), "asr mode")
    c("ac", "maid", "客房2空调开开，客人晚上住呀", one("g2_ac", "on"), "dialect")
    c("ac", "wife", "客房1空调设成制冷，23度", [one("g1_ac", "mode_cool"), one("g1_ac", "temp_cool")], "mode value")
    c("ac", "wife", "健身房空调改成送风模式", one("gym_ac", "mode_fan"), "mode")
    c("ac", "boss", "KTV空调调到十八度，唱起来可热了", one("ktv_ac", "temp"), "value dialect")
    c("ac", "wife", "主卧空调的风改成中档", one("mb_ac", "fan"), "fan")

    # --- floor heating, boiler, water heater, cellar, sauna, kang, bath heaters, heaters
    c("heat", "wife", "客厅地暖调到22度", one("lv_heat", "temp_heat"), "floorheat value")
    c("heat", "wife", "小楼地暖关了，客人走了", one("gl_heat", "off"), "floorheat")
    c("heat", "wife", "客厅地暖开节能模式", one("lv_heat", "mode_eco"), "floorheat mode")
    c("heat", "boss", "壁挂炉温度调到六十", one("eq_boiler", "temp_heat"), "boiler partial numeral-zh")
    c("heat", "boss", "锅炉开开，家里可冻了", one("eq_boiler", ("on", "temp_heat")), "boiler synonym dialect")
    c("heat", "wife", "B1-热水器调到55度", one("eq_wh", "temp_heat"), "waterheater code")
    c("heat", "son", "热水器 temperature 高一点", one("eq_wh", "temp_heat"), "waterheater relative english")
    c("heat", "boss", "酒窖温度调到十四度", one("cel_cool", "temp"), "winecooler numeral-zh")
    c("heat", "son", "Sauna Heater on", one("sau_heater", "on"), "english unspecced")
    c("heat", "son", "桑拿房的加热器开一下，半小时后去", one("sau_heater", "on"), "unspecced")
    c("heat", "boss", "桑拿炉闭了", one("sau_heater", "off"), "unspecced synonym dialect")
    c("heat", "elder", "电炕开开，晚上冷", one("pm_kang", "on"), "plug")
    c("heat", "elder", "炕太烫了……嘎拉太大了，关了吧", one("pm_kang", "off"), "need mongolian")
    c("heat", "wife", "老爷子卫生间浴霸开一下", one("ow_heater", "on"), "bathheater")
    c("heat", "wife", "二楼主卫的浴霸关了", one("b2_heater", "off"), "bathheater unspecced")
    c("heat", "wife", "浴霸温度调到30度，老爷子那个卫生间", one("ow_heater", "temp_heat"), "bathheater value")
    c("heat", "wife", "老爷子卫生间浴霸的灯调暗一点", one("ow_heater", "level_rel"), "bathheater relative")
    c("heat", "son", "2楼主卫浴霸开一下，我要洗澡", one("b2_heater", "on"), "bathheater unspecced")
    c("heat", "maid", "小太阳开开", one("md_sun", "on"), "nickname plug")
    c("heat", "maid", "小太阳关咧", one("md_sun", "off"), "nickname plug dialect")
    c("heat", "wife", "客房2的电暖气打开", one("g2_heater", "on"), "plug")
    c("heat", "elder", "暖风机开开，暖棚里头冷，柿子苗冻坏了", one("gh_heater", "on"), "plug need")
    c("heat", "son", "暖棚风机开到中档", one("gh_fan", "fan"), "fan")
    c("heat", "boss", "老张电热毯开给下", one("drv_blanket", "on"), "plug dialect")
    c("heat", "son", "B1-泵-1 关一下，要检修", one("eq_pump1", "off"), "pump unspecced code")
    c("heat", "boss", "二号泵开开", one("eq_pump2", "on"), "pump partial")
    c("heat", "son", "泵-2 调到70%", one("eq_pump2", "level"), "pump value code")
    c("heat", "wife", "两个泵都关了", all_("eq_pump1 eq_pump2", "off"), "pump count unspecced")
    c("heat", "wife", "热水器关掉，出门一个礼拜", one("eq_wh", "off"), "waterheater")
    c("heat", "boss", "地暖烧得可热了，客厅那个调低些儿", one("lv_heat", "temp_heat"), "floorheat relative dialect")
    c("heat", "maid", "小楼地暖开开，客人明天来咧", one("gl_heat", "on"), "floorheat")
    c("heat", "elder", "乌苏太凉了，洗不成澡", one("eq_wh", ("temp_heat", "on")), "need mongolian waterheater")

    # --- curtains and other covers
    c("curtain", "wife", "打开客厅窗帘", one("lv_cur", "open"), "name")
    c("curtain", "wife", "客厅纱帘拉上", one("lv_sheer", "close"), "name")
    c("curtain", "wife", "把客厅的窗帘都拉开", all_("lv_cur lv_sheer", "open"), "room")
    c("curtain", "wife", "客厅窗帘开一半", one("lv_cur", "shade"), "value")
    c("curtain", "wife", "主卧窗帘关上", one("mb_cur", "close"), "name")
    c("curtain", "wife", "主卧纱帘打开到30%", one("mb_sheer", "shade"), "value")
    c("curtain", "wife", "主卧的窗帘都拉上", all_("mb_cur mb_sheer", "close"), "room")
    c("curtain", "boss", "书房百叶角度调一下，斜着点，四十五度", one("sd_blind", "tilt"), "tilt dialect")
    c("curtain", "boss", "书房百叶闭了", one("sd_blind", "close"), "dialect")
    c("curtain", "wife", "茶室窗帘打开", one("tea_cur", "open"), "name")
    c("curtain", "wife", "爸妈房窗帘关一下", one("pm_cur", "close"), "name")
    c("curtain", "son", "Living Blinds open", one("f2_blind", "open"), "english")
    c("curtain", "son", "blinds 的角度调到一半，二楼客厅", one("f2_blind", "tilt"), "english tilt")
    c("curtain", "son", "Living Blinds 50%", one("f2_blind", "shade"), "english value")
    c("curtain", "son", "儿子房窗帘关了", one("son_cur", "close"), "label-type-word")
    c("curtain", "elder", "窗帘拉开吧，老两口那屋，看看太阳", one("pm_cur", "open"), "alias")
    c("curtain", "maid", "宝宝房的遮光帘拉上，乖乖睡觉咧", one("bb_shade", "close"), "dialect")
    c("curtain", "maid", "刻厅窗连拉开", one("lv_cur", "open"), "asr")
    c("curtain", "maid", "茶室床帘合上", one("tea_cur", "close"), "asr")
    c("curtain", "wife", "客房1窗帘拉开一点", one("g1_cur", "shade_rel"), "relative")
    c("curtain", "wife", "客厅纱帘再关小一点", one("lv_sheer", "shade_rel"), "relative")
    c("curtain", "son", "天幕撑开，太阳太大了", one("rf_awning", "open"), "awning need")
    c("curtain", "son", "天幕收起来，要刮风了", one("rf_awning", "close"), "awning")
    c("curtain", "elder", "暖棚的保温被卷起来，太阳出来了", one("gh_quilt", "open"), "quilt")
    c("curtain", "elder", "保温被放下来吧，天黑了", one("gh_quilt", "close"), "quilt")
    c("curtain", "son", "KTV 幕布放下来", one("ktv_screen", ("open", "close")), "screen")
    c("curtain", "wife", "所有窗帘都拉上", all_(sel("curtain", act="close"), "close"), "home")
    c("curtain", "wife", "二楼的窗帘都拉上，宝宝房的不要动", all_(sel("curtain", floors="2F", xrooms="f2_baby"), "close"), "floor exclude same-room")
    c("curtain", "wife", "三楼窗帘全部打开", all_(sel("curtain", floors="3F"), "open"), "floor")
    c("curtain", "wife", "一楼的窗帘全部拉开", all_(sel("curtain", floors="1F"), "open"), "floor")
    c("curtain", "son", "stop the blinds", one("f2_blind", "stop"), "english", hist="Living Blinds close")
    c("curtain", "wife", "主卧窗帘开到七成", one("mb_cur", "shade"), "value")
    c("curtain", "boss", "书房百叶开开", one("sd_blind", "open"), "dialect")
    c("curtain", "wife", "宝宝房遮光帘拉开一半", one("bb_shade", "shade"), "value")

    # --- TV, speakers, receiver
    c("tv", "boss", "客厅电视开开", one("lv_tv", "on"), "name")
    c("tv", "wife", "爸妈房电视打开", one("pm_tv", "on"), "name")
    c("tv", "son", "The Frame off", one("f2_tv", "off"), "english")
    c("tv", "son", "Frame 开一下", one("f2_tv", "on"), "partial english")
    c("tv", "boss", "客厅电视换个台", one("lv_tv", "chan_up"), "channel")
    c("tv", "elder", "电视……老两口那屋的，调到5台", one("pm_tv", "key"), "alias channel")
    c("tv", "wife", "客厅电视暂停一下", one("lv_tv", "pause"), "media")
    c("tv", "wife", "客厅电视继续播放", one("lv_tv", "play"), "media")
    c("tv", "son", "The Frame 回到 home 页", one("f2_tv", "key"), "english key")
    c("tv", "boss", "客厅电视声音小些儿", one("lv_sb", "vol_down"), "tv-volume-soundbar dialect")
    c("tv", "wife", "客厅电视静音", one("lv_sb", "mute"), "tv-volume-soundbar")
    c("tv", "elder", "老两口那屋的电视关了吧，看不动了", one("pm_tv", "off"), "alias")
    c("tv", "maid", "爸妈房电视上一个台", one("pm_tv", "chan_down"), "channel")
    c("speaker", "elder", "草原之声开开，听个长调", one("pm_radio", ("on", "play")), "nickname")
    c("speaker", "elder", "草原之声声音大点，耳朵背了", one("pm_radio", "vol_up"), "nickname volume")
    c("speaker", "elder", "老两口那屋的收音机换个台", one("pm_radio", ("station", "next")), "alias synonym")
    c("speaker", "wife", "回音壁音量调到30", one("lv_sb", "vol"), "volume")
    c("speaker", "wife", "回音壁静音", one("lv_sb", "mute"), "volume")
    c("speaker", "son", "Gym Speaker play some music", one("gym_spk", "play"), "english")
    c("speaker", "son", "Gym Speaker volume up", one("gym_spk", "vol_up"), "english volume")
    c("speaker", "son", "Gym Speaker 下一首", one("gym_spk", "next"), "english")
    c("speaker", "boss", "功放音量调到四十", one("ktv_amp", "vol"), "receiver volume numeral-zh")
    c("speaker", "son", "功放切到蓝牙", one("ktv_amp", "input"), "receiver input")
    c("speaker", "boss", "功放闭了", one("ktv_amp", "off"), "receiver dialect")
    c("speaker", "wife", "哄睡音箱放一下", one("kd_spk", "play"), "name")
    c("speaker", "wife", "哄睡音箱声音小一点", one("kd_spk", "vol_down"), "volume")
    c("speaker", "son", "Bose 暂停", one("son_spk", "pause"), "english")
    c("speaker", "son", "Bose volume 20", one("son_spk", "vol"), "english volume")
    c("speaker", "son", "mute the Bose", one("son_spk", "mute"), "english")
    c("speaker", "son", "KTV 功放 unmute", one("ktv_amp", "unmute"), "english receiver")
    c("speaker", "maid", "哄睡音箱停咧，乖乖睡着咧", one("kd_spk", "stop_media"), "dialect")
    c("speaker", "wife", "回音壁关掉", one("lv_sb", "off"), "name")
    c("speaker", "son", "Gym Speaker stop", one("gym_spk", "stop_media"), "english")

    # --- appliances
    c("appliance", "maid", "洗衣机开始洗", one("ld_washer", "start"), "washer")
    c("appliance", "maid", "洗一机停一哈", one("ld_washer", "pause_op"), "washer asr dialect")
    c("appliance", "wife", "洗衣机换成羊毛模式", one("ld_washer", "prog"), "washer mode")
    c("appliance", "wife", "洗衣机多漂洗一次", one("ld_washer", "rinse"), "washer")
    c("appliance", "wife", "洗衣机水温调到40度", one("ld_washer", "wtemp"), "washer value")
    c("appliance", "maid", "洗衣机甩干转速调高些", one("ld_washer", "spin"), "washer dialect")
    c("appliance", "maid", "红干机开始", one("ld_dryer", "start"), "dryer asr-label")
    c("appliance", "wife", "烘干机停止", one("ld_dryer", "stop_op"), "dryer asr-label")
    c("appliance", "wife", "烘干机温度调到低档", one("ld_dryer", "tlevel"), "dryer asr-label")
    c("appliance", "maid", "洗碗机开开", one("kit_dish", "on"), "dishwasher")
    c("appliance", "wife", "洗碗机用强力模式洗", one("kit_dish", "prog"), "dishwasher mode")
    c("appliance", "maid", "洗碗机暂停，额再放个碗", one("kit_dish", "pause_op"), "dishwasher dialect")
    c("appliance", "maid", "微波炉热两分钟", one("kit_micro", "cooktime"), "microwave value")
    c("appliance", "wife", "微波炉停止", one("kit_micro", "stop_op"), "microwave")
    c("appliance", "maid", "微波炉用解冻模式", one("kit_micro", "prog"), "microwave mode")
    c("appliance", "maid", "油烟机开开", one("kit_hood", "on"), "hood no-switch")
    c("appliance", "maid", "油烟鸡开到最大", one("kit_hood", "fan"), "hood asr")
    c("appliance", "wife", "油烟机关掉", one("kit_hood", "off"), "hood no-switch")
    c("appliance", "wife", "冰箱调成速冻模式", one("kit_fridge", "prog"), "fridge mode")
    c("appliance", "wife", "电磁炉关掉", one("kit_cook", "off"), "cooktop")
    c("appliance", "maid", "电饭锅插上", one("kit_rice", "on"), "plug")
    c("appliance", "maid", "消毒柜开开", one("kit_steril", "on"), "asr-label plug")
    c("appliance", "maid", "饮水机关咧", one("din_water", "off"), "plug dialect")
    c("vacuum", "wife", "科沃斯开始扫地", one("nr_robot", "start"), "no-room brand-label")
    c("vacuum", "son", "Roborock 回去充电", one("f2_robot", "dock"), "english")
    c("vacuum", "son", "Roborock clean the living room", one("f2_robot", "area"), "english")
    c("vacuum", "son", "Roborock pause", one("f2_robot", "pause_op"), "english")
    c("vacuum", "wife", "科沃斯暂停", one("nr_robot", "pause_op"), "no-room brand-label")
    c("vacuum", "maid", "科沃斯回窝去", one("nr_robot", "dock"), "no-room dialect brand-label")
    c("vacuum", "wife", "科沃斯换成拖地模式", one("nr_robot", "prog"), "no-room mode brand-label")
    c("vacuum", "son", "Roborock 用 deep clean mode", one("f2_robot", "prog"), "english mode")


def cases_devices() -> None:
    c = case
    # --- locks, doors, gate, siren, valves
    c("lock", "wife", "入户门开一下", one("ent_lock", "unlock"), "name safety")
    c("lock", "boss", "入户门锁上", one("ent_lock", "lock"), "name")
    c("lock", "wife", "把门都锁上", all_("ent_lock gl_lock", "lock"), "home")
    c("lock", "wife", "小楼门锁锁上", one("gl_lock", "lock"), "name")
    c("lock", "son", "小楼的门开一下，客人到了", one("gl_lock", "unlock"), "partial")
    c("lock", "son", "lock the front door", one("ent_lock", "lock"), "english")
    c("lock", "son", "unlock 入户门", one("ent_lock", "unlock"), "english")
    c("lock", "elder", "门锁好了没有？大门口那个", st("ent_lock"), "state")
    c("door", "boss", "大门开开，车回来了", one("yd_gate", "open"), "gate")
    c("door", "boss", "大门闭了", one("yd_gate", "close"), "gate dialect")
    c("door", "wife", "大门开一半就行", one("yd_gate", "valve_level"), "gate value")
    c("door", "son", "车库门开一下", one("gar_door", "open"), "name")
    c("door", "son", "close the garage door", one("gar_door", "close"), "english")
    c("door", "maid", "车库门关咧么？关上", one("gar_door", "close"), "dialect")
    c("door", "wife", "报警器响一下，试试", one("ent_siren", "siren"), "siren")
    c("door", "wife", "报警器关掉", one("ent_siren", "siren_off"), "siren")
    c("valve", "wife", "燃气阀门关了", one("kit_gas", "close"), "gasvalve safety")
    c("valve", "maid", "燃气关咧，额出门呀", one("kit_gas", "close"), "gasvalve dialect safety")
    c("valve", "maid", "燃气阀门打开，额要炒菜", one("kit_gas", "open"), "gasvalve safety")
    c("valve", "boss", "总水阀闭了，出去半个月", one("eq_valve", "close"), "valve dialect")
    c("valve", "wife", "打开总水阀", one("eq_valve", "open"), "valve")
    c("valve", "elder", "滴灌开开，给柿子浇点乌苏", one("gh_drip", "open"), "valve mongolian")
    c("valve", "elder", "滴灌开小一点，一半就行", one("gh_drip", "valve_level"), "valve value")
    c("valve", "son", "喷灌开一下，草坪干了", one("yd_spray", "on"), "irrigation")
    c("valve", "wife", "院子的喷灌停了", one("yd_spray", "off"), "irrigation")
    c("valve", "wife", "所有阀门都关上", all_(sel({"valve", "gasvalve", "irrigation"}, act="close"), "close"), "home safety")
    c("valve", "boss", "喷泉开开，来客人了", one("yd_fountain", "on"), "plug")
    c("valve", "boss", "喷泉闭了", one("yd_fountain", "off"), "plug dialect")

    # --- plugs by what they feed
    c("plug", "son", "跑步机插座 on", one("gym_tread", "on"), "english")
    c("plug", "son", "turn off the treadmill", one("gym_tread", "off"), "english translation")
    c("plug", "boss", "点歌机开开", one("ktv_song", "on"), "name")
    c("plug", "son", "chongdianqi 关了", one("gar_ebike", "off"), "pinyin-label")
    c("plug", "maid", "车库那个充电器开开，老张的电动车没电咧", one("gar_ebike", "on"), "pinyin-label translation dialect")
    c("plug", "wife", "茶台烧水壶打开", one("lv_kettle", "on"), "name")
    c("plug", "boss", "烧水壶闭了", one("lv_kettle", "off"), "partial dialect")
    c("plug", "wife", "宝宝房加湿器开一下", one("bb_humid", "on"), "room")
    c("plug", "elder", "老两口那屋的加湿器开开，干得嗓子疼", one("pm_humid", "on"), "alias")
    c("plug", "wife", "卷发棒关掉", one("mk_curl", "off"), "name")
    c("plug", "wife", "香薰机打开", one("mk_aroma", "on"), "name")
    c("plug", "maid", "温奶器开开，乖乖要喝奶咧", one("kd_milk", "on"), "name dialect")
    c("plug", "son", "Bob's PS5 off", one("son_ps5", "off"), "english")
    c("plug", "son", "PS5 开一下", one("son_ps5", "on"), "partial english")
    c("plug", "wife", "二楼主卫的毛巾架开开", one("b2_towel", "on"), "room")
    c("plug", "wife", "三楼卫生间的电热毛巾架打开", one("b3_towel", "on"), "room")
    c("plug", "boss", "按摩椅开给下，圪蹴了一天腰疼", one("sd_massage", "on"), "dialect")
    c("plug", "boss", "煮茶炉开开", one("tea_stove", "on"), "name")
    c("plug", "wife", "衣帽间的除湿器打开", one("cl_dehum", "on"), "room")
    c("plug", "wife", "智能插座关了", one("nr_plug", "off"), "app-default no-room")
    c("plug", "son", "智能插座开一下", one("nr_plug", "on"), "app-default no-room")
    c("plug", "boss", "冰柜插座关了，里头的羊肉吃完了", one("gar_freezer", "off"), "safety nooff explicit")
    c("plug", "maid", "点饭锅关咧", one("kit_rice", "off"), "asr")
    c("plug", "wife", "饮水机打开", one("din_water", "on"), "name")
    c("plug", "son", "香薰 off，味道太重了", one("mk_aroma", "off"), "english partial")
    c("plug", "maid", "电热毯开开，老张那屋的", one("drv_blanket", "on"), "alias")

    # --- fans, purifiers, fresh air, exhaust
    c("fan", "son", "落地扇开一下", one("gym_fan", "on"), "no-switch")
    c("fan", "son", "落地扇 swing on", one("gym_fan", "swing"), "english")
    c("fan", "son", "gym fan speed 60%", one("gym_fan", "fan"), "english value")
    c("fan", "maid", "保姆房电风扇开开，热得很", one("md_fan", "on"), "dialect")
    c("fan", "maid", "保姆房的电风扇开到三档", one("md_fan", "fan"), "value")
    c("fan", "maid", "保姆房电分扇关咧", one("md_fan", "off"), "asr dialect")
    c("fan", "son", "落地扇关掉", one("gym_fan", "off"), "no-switch")
    c("fan", "elder", "暖棚风机开开，闷得很", one("gh_fan", "on"), "no-switch need")
    c("purifier", "wife", "客厅空气净化器打开", one("lv_pur", "on"), "no-switch room dup-label")
    c("purifier", "wife", "主卧的空气净化器调到睡眠模式", one("mb_pur", "fan"), "dup-label room mode")
    c("purifier", "wife", "儿童房净化器开到自动", one("kd_pur", "fan"), "mode")
    c("purifier", "son", "主卧净化器摇头打开", one("mb_pur", "swing"), "partial")
    c("purifier", "son", "客厅 purifier off", one("lv_pur", "off"), "english no-switch")
    c("purifier", "maid", "宝宝房那个净化器开开", one("kd_pur", "on"), "same-room no-switch")
    c("purifier", "wife", "客厅净化器风量调大", one("lv_pur", "fan"), "fan")
    c("fan", "wife", "客厅新风机打开", one("lv_newfan", "on"), "vent room")
    c("fan", "wife", "客厅新风风速调低", one("lv_newfan", "fan"), "vent")
    c("fan", "son", "gym 新风 on", one("gym_vent", "on"), "vent english")
    c("fan", "son", "健身房新风开到 high", one("gym_vent", "fan"), "vent english")
    c("fan", "boss", "老爷子卫生间排风开开", one("ow_fan", "on"), "exhaust")
    c("fan", "wife", "公卫排风关掉", one("wc_fan", "off"), "exhaust")
    c("fan", "son", "三楼卫生间的排风 off", one("b3_fan", "off"), "exhaust english")
    c("switch", "wife", "GF-门厅-三开打开", one("ent_3gang", "on"), "code multi-gang")
    c("switch", "son", "3F-MB-双开 off", one("mb_2gang", "off"), "code multi-gang english")


def onex(*pairs) -> dict:
    """One entry whose acceptable (device, command) come from several (keys, acts)."""
    devs, caps = [], []
    for keys, acts in pairs:
        ks = keys_of(keys)
        for k in ks:
            if k not in devs:
                devs.append(k)
        for cc in cmds_for(ks, acts):
            if cc not in caps:
                caps.append(cc)
    return {"devices": [uid("device:" + k) for k in devs], "capabilities": sorted(caps), "mode": "one", "_keys": devs}


def label_has(word: str):
    return lambda d: d["label"] is not None and word in d["label"]


def feeds(word: str):
    return lambda d: d.get("feeds") == word


def cases_bulk() -> None:
    c = case
    lights = lambda **kw: sel("light", **kw)
    # --- floors, with and without exclusions
    c("floor", "wife", "一楼的灯全部关掉", all_(lights(floors="1F", act="off"), "off"), "floor")
    c("floor", "wife", "除了爸妈房，一楼的灯全部关掉", all_(lights(floors="1F", xrooms="f1_parents"), "off"), "floor exclude")
    c("floor", "wife", "二楼的灯都关了，宝宝房的留着", all_(lights(floors="2F", xrooms="f2_baby"), "off"), "floor exclude same-room")
    c("floor", "wife", "三楼所有的灯打开", all_(lights(floors="3F"), "on"), "floor")
    c("floor", "son", "B1 的灯全关", all_(lights(floors="B1"), "off"), "floor english category-by-name")
    c("floor", "son", "二楼 all lights off except 宝宝房", all_(lights(floors="2F", xrooms="f2_baby"), "off"), "floor exclude english same-room")
    c("floor", "son", "B1 lights off except the gym", all_(lights(floors="B1", xrooms="b1_gym"), "off"), "floor exclude english")
    c("floor", "wife", "除了主卧和书房，三楼的灯都关了", all_(lights(floors="3F", xrooms="f3_master f3_study"), "off"), "floor exclude")
    c("floor", "boss", "一楼二楼的灯都开开", all_(lights(floors="1F 2F"), "on"), "floor dialect")
    c("floor", "wife", "一楼除了厨房和餐厅，灯都关掉", all_(lights(floors="1F", xrooms="f1_kitchen f1_dining"), "off"), "floor exclude")
    c("floor", "wife", "二楼的空调都打开", all_(sel("ac", floors="2F"), "on"), "floor")
    c("floor", "wife", "一楼空调都调到制热", all_(sel("ac", floors="1F"), "mode_heat"), "floor mode")
    c("floor", "son", "B1 的灯和空调都关了", all_(sel({"light", "ac"}, floors="B1"), "off"), "floor")
    c("floor", "boss", "负一楼的灯闭了", all_(lights(floors="B1"), "off"), "floor dialect room-lights-off")
    c("floor", "wife", "地下室的空调全部关掉", all_(sel("ac", floors="B1"), "off"), "floor alias")
    c("floor", "son", "2F 的 blinds 和窗帘都打开", all_(sel("curtain", floors="2F"), "open"), "floor english")
    c("floor", "wife", "三楼的灯除了卫生间都关掉", all_(lights(floors="3F", xrooms="f3_bath"), "off"), "floor exclude")
    c("floor", "maid", "一楼的窗连都拉上", all_(sel("curtain", floors="1F"), "close"), "floor asr")
    c("floor", "wife", "二楼所有灯调到百分之三十", all_(lights(floors="2F", act="level"), "level"), "floor value capability-subset")
    c("floor", "son", "B1 所有能调光的灯 50%", all_(lights(floors="B1", act="level"), "level"), "floor value capability-subset english")
    c("floor", "wife", "一楼的空调除了爸妈房都关了", all_(sel("ac", floors="1F", xrooms="f1_parents"), "off", single_ok=True), "floor exclude")
    c("floor", "son", "楼顶的灯全部打开", all_(lights(rooms="roof"), "on"), "floor")
    c("floor", "wife", "一楼的插座都关了", all_(sel("plug", floors="1F", act="off"), "off"), "floor plug")
    c("floor", "wife", "B1的插座都关了", all_(sel("plug", floors="B1", act="off"), "off"), "floor plug safety nooff")
    c("floor", "wife", "三楼的空调全部调到二十五度", all_(sel("ac", floors="3F"), "temp"), "floor value numeral-zh")
    # --- zones
    c("zone", "wife", "客房小楼的灯全部关掉", all_(lights(rooms=GUEST_HOUSE), "off"), "zone")
    c("zone", "wife", "外面的灯都打开", all_(lights(rooms=OUTSIDE), "on"), "zone")
    c("zone", "son", "outdoor lights off", all_(lights(rooms=OUTSIDE), "off"), "zone english")
    c("zone", "boss", "外前的灯都闭了", all_(lights(rooms=OUTSIDE), "off"), "zone dialect")
    c("zone", "wife", "主楼的灯全关了", all_(lights(floors="B1 1F 2F 3F RF") + lights(rooms="stairs"), "off"), "zone")
    c("zone", "wife", "客房小楼的空调都关了", all_(sel("ac", rooms=GUEST_HOUSE), "off"), "zone")
    c("zone", "son", "guest house 的东西全关了，客人走了", all_(sweep(rooms=GUEST_HOUSE), "off"), "zone untyped english")
    c("zone", "wife", "院子和露台的灯都关了，敖包灯留着", all_(lights(rooms=OUTSIDE, xkeys="yd_obo"), "off"), "zone exclude-name")
    # --- whole home by kind
    c("bulk", "boss", "全家的灯都闭了", all_(lights(), "off"), "home dialect")
    c("bulk", "wife", "除了院子，所有的灯都关掉", all_(lights(xrooms="yard"), "off"), "home exclude")
    c("bulk", "wife", "家里的灯都关了，楼梯的灯留着", all_(lights(xrooms="stairs"), "off"), "home exclude")
    c("bulk", "wife", "把所有的灯都关了，除了苏力德和敖包灯", all_(lights(xkeys="ent_sulide yd_obo"), "off"), "home exclude-name nickname")
    c("bulk", "wife", "所有空调都关了", all_(sel("ac"), "off"), "home")
    c("bulk", "boss", "所有空调调到二十六度", all_(sel("ac"), "temp"), "home value numeral-zh")
    c("bulk", "wife", "把所有空调都开成制热", all_(sel("ac"), "mode_heat"), "home mode")
    c("bulk", "wife", "空调全关了，爸妈房的不要关", all_(sel("ac", xrooms="f1_parents"), "off"), "home exclude")
    c("bulk", "wife", "除了宝宝房，二楼空调都关掉", all_(sel("ac", floors="2F", xrooms="f2_baby"), "off"), "floor exclude")
    c("bulk", "wife", "所有插座都关了", all_(sel("plug", act="off"), "off"), "home plug safety nooff")
    c("bulk", "wife", "所有插座都关了，冰柜的也关", all_(sel("plug", act="off") + ["gar_freezer"], "off"), "home plug safety nooff explicit")
    c("bulk", "wife", "所有插座都关了，除了跑步机", all_(sel("plug", act="off", xkeys="gym_tread"), "off"), "home plug exclude-name safety")
    c("bulk", "wife", "家里所有电视都关了", all_(sel("tv"), "off"), "home tv")
    c("bulk", "son", "turn off all the TVs", all_(sel("tv"), "off"), "home tv english")
    c("bulk", "wife", "家里的音乐都停了", all_(sel({"speaker", "receiver"}, act="stop_media"), "stop_media"), "home speaker")
    c("bulk", "wife", "所有的净化器都打开", all_(sel("purifier"), "on"), "home purifier no-switch")
    c("bulk", "wife", "所有加湿器都关了", all_(sel("plug", where=feeds("humidifier")), "off"), "home plug dup-label")
    c("bulk", "wife", "所有的浴霸都关了", all_(sel("bathheater"), "off"), "home unspecced")
    c("bulk", "son", "所有排风都打开", all_(sel("exhaust"), "on"), "home exhaust")
    c("bulk", "wife", "所有风扇都关了", all_(sel("fan"), "off"), "home fan no-switch")
    c("bulk", "boss", "家里的地暖都开开", all_(sel("floorheat"), "on"), "home floorheat")
    c("bulk", "wife", "所有的镜前灯都关了", all_(sel("light", where=label_has("镜前灯")), "off"), "home dup-label")
    c("bulk", "wife", "所有床头灯关了", all_(sel("light", where=label_has("床头灯")), "off"), "home dup-label")
    c("bulk", "son", "所有筒灯全部关掉", all_(sel("light", where=label_has("筒灯")), "off"), "home name series")
    c("bulk", "wife", "所有射灯都打开", all_(sel("light", where=label_has("射灯")), "on"), "home name series")
    c("bulk", "wife", "两个小夜灯都打开", all_(sel("light", where=label_has("小夜灯")), "on"), "dup-label count")
    c("bulk", "son", "all purifiers to auto", all_(sel("purifier"), "fan"), "home english purifier")
    c("bulk", "wife", "所有空调的风速都调成自动", all_(sel("ac", act="fan"), "fan"), "home capability-subset")
    c("bulk", "wife", "所有能变色的灯都调成暖黄色", all_(sel("light", act="color"), "color"), "home capability-subset")
    c("bulk", "wife", "所有的灯和插座都关了", all_(sel({"light", "plug"}, act="off"), "off"), "home plug safety nooff")
    c("bulk", "son", "all music off", all_(sel({"speaker", "receiver"}, act="stop_media"), "stop_media"), "home speaker english")
    c("bulk", "boss", "所有的门都锁上", all_(sel("lock"), "lock"), "home lock safety")
    c("bulk", "wife", "所有的泵都开着吧，检查完了", all_(sel("pump"), "on"), "pump unspecced")
    # --- room sweeps (untyped) and exclusions inside a room
    c("exclude", "wife", "客厅的灯都关了，灯带留着", all_(lights(rooms="f1_living", xkeys="lv_strip"), "off"), "room exclude-name")
    c("exclude", "boss", "客厅的筒灯全开开，水晶灯嫑开", all_(sel("light", rooms="f1_living", where=label_has("筒灯")), "on"), "room exclude-name dialect series")
    c("exclude", "wife", "三楼的窗帘都拉上，书房百叶不用管", all_(sel("curtain", floors="3F", xkeys="sd_blind"), "close"), "floor exclude-name")
    c("exclude", "son", "二楼客厅的灯除了 Hue Go 都关了", all_(lights(rooms="f2_living", xkeys="f2_go"), "off"), "room exclude-name english")
    c("exclude", "wife", "主卧的灯都关掉，床头灯不要关", all_(lights(rooms="f3_master", xkeys="mb_bed"), "off"), "room exclude-name dup-label")
    c("exclude", "elder", "院里的灯都开开，敖包灯就不开了", all_(lights(rooms="yard", xkeys="yd_obo"), "on"), "room exclude-name nickname")
    c("exclude", "son", "all lights off except the ones in 宝宝房 and 儿童房", all_(lights(xrooms="f2_baby"), "off"), "home exclude english same-room")
    c("exclude", "wife", "除了老人那屋，家里的空调都关了", all_(sel("ac", xrooms="f1_parents"), "off"), "home exclude alias")
    c("exclude", "wife", "所有窗帘都打开，除了主卧", all_(sel("curtain", xrooms="f3_master"), "open"), "home exclude")
    c("exclude", "maid", "宝宝房以外的空调都关咧", all_(sel("ac", xrooms="f2_baby"), "off"), "home exclude dialect")
    c("exclude", "wife", "除了一楼，别的楼层的灯都关掉", all_(lights(floors="B1 2F 3F RF"), "off"), "floor exclude")
    c("exclude", "son", "B1 和三楼以外的灯 all off", all_(lights(xfloors="B1 3F"), "off"), "floor exclude english")
    c("exclude", "wife", "把所有空调调到24度，宝宝房的调到26度", [all_(sel("ac", xrooms="f2_baby"), "temp"), one("bb_ac", "temp")], "home exclude value")
    c("sweep", "wife", "客厅的东西全关了", all_(sweep(rooms="f1_living"), "off"), "room untyped")
    c("sweep", "son", "KTV 里的东西都关了", all_(sweep(rooms="b1_ktv"), "off"), "room untyped")
    c("sweep", "son", "健身房全部关掉", all_(sweep(rooms="b1_gym"), "off"), "room untyped")
    c("sweep", "wife", "二楼客厅的电器都关了", all_(sweep(rooms="f2_living"), "off"), "room untyped")
    c("sweep", "maid", "厨房的都关咧，额下班咧", all_(sweep(rooms="f1_kitchen"), "off"), "room untyped dialect safety")
    c("sweep", "boss", "KTV的都开开，今儿个好好唱一下", all_(sweep(rooms="b1_ktv", act="on"), "on"), "room untyped dialect")
    c("sweep", "wife", "儿子房的电器都关了，他们出差了", all_(sweep(rooms="f2_son"), "off"), "room untyped")
    c("sweep", "son", "B1 全部关掉", all_(sweep(floors="B1"), "off"), "floor untyped safety nooff")
    c("sweep", "wife", "车库里的东西都关了", all_(sweep(rooms="b1_garage"), "off"), "room untyped safety nooff")
    c("sweep", "elder", "暖棚里的全关了，天黑了", all_(sweep(rooms="greenhouse"), "off"), "room untyped safety nooff")
    c("sweep", "wife", "宝宝房的电器除了加湿器都关了", all_(sweep(rooms="f2_baby", xkeys="bb_humid"), "off"), "room untyped exclude-name same-room")
    c("sweep", "wife", "爸妈房的东西都关了，他们去海南了", all_(sweep(rooms="f1_parents"), "off"), "room untyped")
    c("sweep", "son", "所有插座都断电，包括育苗垫", all_(sel("plug", act="off") + ["gh_seed"], "off"), "home plug safety nooff explicit")


def cases_needs() -> None:
    c = case
    hot = ("on", "mode_cool", "temp_cool")
    cold = ("on", "mode_heat", "temp_heat")
    c("need", "wife", "客厅好热", one("lv_ac", hot), "room ac")
    c("need", "boss", "书房可热了", one("sd_ac", hot), "room ac dialect")
    c("need", "boss", "KTV里头烧得不行", one("ktv_ac", hot), "room ac dialect")
    c("need", "son", "gym 太热了 bro", onex(("gym_ac", hot), ("gym_fan", "on")), "room english")
    c("need", "maid", "保姆房热得很", one("md_fan", ("on", "fan")), "room dialect")
    c("need", "elder", "老两口那屋冷得很", onex(("pm_ac", cold), ("pm_kang", "on")), "room alias")
    c("need", "wife", "宝宝房有点凉，朵朵手冰凉", one("bb_ac", cold), "room ac")
    c("need", "son", "客房2好冷，客人说的", onex(("g2_ac", cold), ("g2_heater", "on")), "room")
    c("need", "maid", "保姆房冻得不行", one("md_sun", "on"), "room dialect plug")
    c("need", "wife", "客厅太亮了", onex((sel("light", "f1_living", act="level"), "level_rel"), ("lv_cur lv_sheer", "close")), "room lights")
    c("need", "boss", "书房黑洞洞的", onex((L("f3_study"), ("on", "level_rel")), ("sd_blind", "open")), "room lights dialect")
    c("need", "elder", "老两口那屋太暗了，看不清", onex((L("f1_parents"), ("on", "level_rel")), ("pm_cur", "open")), "room lights alias")
    c("need", "son", "二楼客厅 too bright", onex((sel("light", "f2_living", act="level"), "level_rel"), ("f2_blind", ("close", "tilt"))), "room english")
    c("need", "wife", "宝宝房太闷了", onex(("kd_pur", "on"), ("bb_ac", ("on", "mode_fan", "mode_dry"))), "room same-room")
    c("need", "wife", "客厅空气不好", onex(("lv_pur", "on"), ("lv_newfan", "on")), "room")
    c("need", "son", "健身房太闷了，换换气", onex(("gym_vent", "on"), ("gym_fan", "on")), "room")
    c("need", "wife", "衣帽间潮得很，衣服都有味了", one("cl_dehum", "on"), "room plug")
    c("need", "wife", "宝宝房太干了", one("bb_humid", "on"), "room plug same-room")
    c("need", "elder", "老两口那屋干得很，鼻子出血", one("pm_humid", "on"), "room plug alias")
    c("need", "boss", "水不够热", one("eq_wh", ("temp_heat", "on")), "waterheater")
    c("need", "wife", "洗澡水温度不够", one("eq_wh", ("temp_heat", "on")), "waterheater")
    c("need", "maid", "厨房油烟大得很", one("kit_hood", ("on", "fan")), "hood dialect")
    c("need", "boss", "老爷子卫生间有味儿", one("ow_fan", "on"), "exhaust")
    c("need", "wife", "三楼卫生间镜子上全是雾", one("b3_fan", "on"), "exhaust")
    c("need", "son", "二楼客厅地上全是饼干渣", one("f2_robot", ("start", "area")), "vacuum")
    c("need", "elder", "暖棚太热了，柿子都蔫了", onex(("gh_fan", "on"), ("gh_heater", "off"), ("gh_quilt", "open")), "room")
    c("need", "elder", "暖棚冷得很，苗要冻了", onex(("gh_heater", "on"), ("gh_quilt", "close")), "room")
    c("need", "boss", "院子黑得甚也看不见", one(L("yard"), "on"), "room lights dialect")
    c("need", "son", "KTV 太吵了", one("ktv_amp", ("vol_down", "mute")), "receiver")
    c("need", "boss", "酒窖有点热，酒要坏了", one("cel_cool", ("temp", "on")), "winecooler dialect")
    c("need", "wife", "客厅地板凉飕飕的", one("lv_heat", ("on", "temp_heat")), "floorheat")
    c("need", "son", "桑拿房还不够热", one("sau_heater", "on"), "unspecced")
    c("need", "elder", "炕凉了，睡不着", one("pm_kang", "on"), "plug")
    c("need", "wife", "书房太晒了，电脑屏幕看不清", one("sd_blind", ("close", "tilt")), "curtain")
    c("need", "maid", "乖乖饿咧，奶要热一哈", one("kd_milk", "on"), "plug dialect")
    c("need", "wife", "车回来了，进不来院子", one("yd_gate", "open"), "gate")
    c("need", "son", "主卧太吵了，净化器声音好大", one("mb_pur", "fan"), "purifier")
    c("need", "boss", "书房里闷得很", one("sd_ac", ("on", "mode_fan", "mode_dry", "mode_cool")), "room dialect")
    # needs with no place: ask
    c("need", "wife", "好热啊", clar(sel("ac")), "clarify-room")
    c("need", "boss", "冻死了", clar(), "clarify-room dialect")
    c("need", "maid", "太暗咧，啥也看不见", clar(), "clarify-room dialect")
    c("need", "son", "too cold in here", clar(), "clarify-relative english")
    c("need", "elder", "这屋里干得很", clar(), "clarify-relative")
    c("need", "wife", "地上好脏", clar(sel("vacuum"), "start"), "clarify-dup vacuum")


def cases_history() -> None:
    c = case
    c("followup", "wife", "亮一点", one("lv_chand", "level_rel"), "reference relative", hist="打开客厅水晶灯")
    c("followup", "wife", "调暗一点", one("din_pend", "level_rel"), "reference relative", hist="把餐厅吊灯打开")
    c("followup", "boss", "二十六度", one("lv_ac", "temp"), "reference value clipped", hist="客厅柜机开给下")
    c("followup", "boss", "再调高两度", one("sd_ac", "temp_rel"), "reference relative", hist="书房空调开给下")
    c("followup", "wife", "停", one("mb_cur", "stop"), "reference", hist="打开主卧窗帘")
    c("followup", "elder", "大声点", one("pm_radio", "vol_up"), "reference volume", hist="草原之声开开")
    c("followup", "son", "next song", one("gym_spk", "next"), "reference english", hist="Gym Speaker play some music")
    c("followup", "boss", "闭了它", one("lv_tv", "off"), "reference dialect", hist="客厅电视开开")
    c("followup", "wife", "主卧的", one("mb_bed", "on"), "answer dup-label", hist="床头灯开一下")
    c("followup", "wife", "宝宝房的", one("bb_humid", "on"), "answer dup-label same-room", hist="加湿器开开")
    c("followup", "elder", "我那个……老两口那屋的", one("pm_humid", "on"), "answer alias", hist="加湿器开开")
    c("followup", "wife", "老爷子那个", one("ow_heater", "on"), "answer dup-label", hist="浴霸开开")
    c("followup", "son", "二楼那个", one("b2_heater", "on"), "answer dup-label unspecced", hist="浴霸开开")
    c("followup", "boss", "客厅的", one("lv_ac", "on"), "answer", hist="空调开开")
    c("followup", "wife", "都开", all_(sel("ac"), "on"), "answer home", hist="空调开开")
    c("followup", "wife", "两个都开", all_("ow_mirror b3_mirror", "on"), "answer dup-label count", hist="镜前灯打开")
    c("followup", "son", "二楼那个", one("f2_robot", "start"), "answer vacuum", hist="扫地")
    c("followup", "wife", "科沃斯吧", one("nr_robot", "start"), "answer vacuum no-room brand-label", hist="扫地")
    c("followup", "wife", "纱帘也打开", one("lv_sheer", "open"), "inherit", hist="打开客厅窗帘")
    c("followup", "wife", "二楼也是", all_(sel("light", floors="2F"), "off"), "inherit floor", hist="把一楼的灯都关了")
    c("followup", "wife", "主卧的也一样", one("mb_ac", "temp"), "inherit", hist="客厅空调调到26度")
    c("followup", "wife", "算了，还是开着吧", one("lv_chand", "on"), "correction", hist="把客厅水晶灯关了")
    c("followup", "son", "算了", none(), "cancel", hist="打开Gym Light")
    c("followup", "wife", "谢谢", none(), "thanks", hist="关闭客厅空调")
    c("followup", "boss", "还有餐厅的", one(L("f1_dining"), "on"), "inherit room-lights", hist="客厅灯开开")
    c("followup", "elder", "换到5台", one("pm_tv", "key"), "reference channel", hist="爸妈房电视打开")
    c("followup", "wife", "调到最暗", one("bb_night", "level"), "reference value", hist="把宝宝房小夜灯打开")
    c("followup", "wife", "锁回去", one("ent_lock", "lock"), "reference lock", hist="入户门开一下")
    c("followup", "son", "关上吧", one("gar_door", "close"), "reference", hist="车库门开一下")
    c("followup", "maid", "暂停", one("ld_washer", "pause_op"), "reference", hist="洗衣机开始洗")
    c("followup", "maid", "再加一分钟", one("kit_micro", "cooktime"), "reference value", hist="微波炉热两分钟")
    c("followup", "son", "换成红色", one("f2_hue1", "color"), "reference", hist="打开Hue Play 1")
    c("followup", "son", "另一个也是", one("f2_hue2", "color"), "inherit series", hist="Hue Play 1 换成紫色")
    c("followup", "wife", "再大一点", one("lv_sb", "vol_up"), "reference volume", hist="回音壁音量调到30")
    c("followup", "elder", "十分钟以后关了", one("gh_drip", "close"), "reference timer", hist="滴灌开开")
    c("followup", "boss", "再亮些儿", one("ent_sulide", "level_rel"), "reference relative dialect", hist=["苏力德开给下", "亮些儿"])
    c("followup", "wife", "就是苏力德", one("ent_sulide", "on"), "answer nickname", hist="那个开一下")
    c("followup", "wife", "算了，不开了", none(), "cancel", hist="开空调")
    c("followup", "wife", "宝宝房的拉开", one("bb_shade", "open"), "inherit same-room", hist="所有窗帘都拉上")
    c("followup", "boss", "风大些儿", one("lv_ac", "fan"), "reference dialect", hist="客厅柜机开给下")
    c("followup", "wife", "制热", one("mb_ac", "mode_heat"), "reference mode clipped", hist="主卧空调开一下")
    c("followup", "son", "and 24 degrees", one("son_ac", "temp_cool"), "reference english", hist="儿子房空调 set to cool mode")
    c("followup", "boss", "书房的", one("sd_lamp", "on"), "answer dup-label", hist="台灯开开")
    c("followup", "maid", "保姆房那个", one("md_lamp", "on"), "answer asr-label", hist="台灯开开")
    c("followup", "son", "声音调到五十", one("ktv_amp", "vol"), "reference receiver", hist="功放切到蓝牙")
    c("followup", "wife", "它太吵了，关小一点", one("kit_hood", "fan"), "reference", hist="油烟机开开")
    c("followup", "boss", "兀那个也闭了", one("lv_tv", "off"), "reference dialect", hist=["回音壁关掉", "客厅电视开开"])
    c("followup", "son", "both off", all_("f2_hue1 f2_hue2", "off"), "reference english", hist="Hue Play 两个都打开")
    c("followup", "wife", "不对，是纱帘", one("mb_sheer", "close"), "correction", hist="主卧窗帘关上")
    c("followup", "son", "no, the other one", one("gym_l2", "on"), "correction english series", hist="Gym Light on")
    c("followup", "wife", "全部", all_(sel("light", where=label_has("床头灯")), "on"), "answer dup-label", hist="床头灯开一下")
    c("followup", "elder", "再暖和一点", one("pm_ac", "temp_rel"), "reference relative", hist="老两口那屋的空调开开，冻得不行")
    c("followup", "maid", "开到二档", one("md_fan", "fan"), "reference value", hist="保姆房电风扇开开，热得很")
    c("followup", "son", "把灯也关了", all_(L("b1_gym"), "off"), "inherit room-lights-off", hist="Gym Speaker stop")
    c("followup", "wife", "空调也开了吧", one("bb_ac", "on"), "inherit", hist="宝宝房加湿器开一下")
    c("followup", "boss", "窗帘也闭了", one("sd_blind", "close"), "inherit dialect", hist="书房灯开给下")
    c("followup", "wife", "三楼呢？也关了", all_(sel("curtain", floors="3F"), "close"), "inherit floor", hist="二楼的窗帘都拉上，宝宝房的不要动")
    c("followup", "son", "actually make it 22", one("gym_ac", "temp"), "correction english", hist="gym AC 22 degrees")
    c("followup", "wife", "还是25度吧", one("bb_ac", "temp"), "correction value", hist="宝宝房空调调到二十五度")
    c("followup", "maid", "那个也关咧", clar(), "clarify-vague reference", hist=["洗衣机开始洗", "算了"])
    c("followup", "wife", "把它关了", clar(), "clarify-vague reference")
    c("followup", "boss", "兀那个开开", clar(), "clarify-vague reference dialect")
    c("followup", "son", "楼下的也关了", clar(), "clarify-relative inherit", hist="二楼 lights off")
    c("followup", "wife", "谢谢啊", none(), "thanks", hist="所有窗帘都拉上")
    c("followup", "elder", "巴雅尔拉", none(), "thanks mongolian", hist="草原之声开开，听个长调")
    c("followup", "wife", "好了，就这样", none(), "cancel", hist="客厅窗帘开一半")
    c("followup", "son", "wait, stop", one("f2_blind", "stop"), "reference english", hist="Living Blinds open")
    c("followup", "wife", "再开一盏", one("din_pend din_sB", "on"), "reference count", hist="GF-餐厅-射灯A打开")
    c("followup", "wife", "二楼客厅的", one("f2_tv", "on"), "answer", hist="电视打开")
    c("followup", "wife", "客厅跟爸妈房的", all_("lv_tv pm_tv", "on"), "answer count", hist="电视打开")
    c("followup", "boss", "客厅的，二十四度", one("lv_ac", ("on", "temp")), "answer value", hist="空调，二十四。")


def cases_multi() -> None:
    c = case
    c("multi", "wife", "打开客厅灯然后关窗帘", [one(L("f1_living"), "on"), one("lv_cur lv_sheer", "close")], "inherit room-lights")
    c("multi", "wife", "把餐厅吊灯打开，顺便把饮水机关了", [one("din_pend", "on"), one("din_water", "off")], "name")
    c("multi", "boss", "客厅柜机开二十六度，纱帘拉上", [one("lv_ac", ("on", "temp")), one("lv_sheer", "close")], "value dialect")
    c("multi", "wife", "关了电视，再把灯关了，客厅的", [one("lv_tv", "off"), all_(L("f1_living"), "off")], "inherit room-lights-off")
    c("multi", "son", "先开浴霸，再开热水器", [clar(sel("bathheater"), "on"), one("eq_wh", "on")], "clarify-dup")
    c("multi", "son", "Gym Light on and play some music", [one("gym_l1", "on"), one("gym_spk", "play")], "english inherit")
    c("multi", "wife", "打开宝宝房的加湿器，关掉空调", [one("bb_humid", "on"), one("bb_ac", "off")], "inherit")
    c("multi", "wife", "把三楼的灯都关了，然后把三楼窗帘拉上", [all_(sel("light", floors="3F"), "off"), all_(sel("curtain", floors="3F"), "close")], "floor")
    c("multi", "boss", "苏力德开开，大门开开", [one("ent_sulide", "on"), one("yd_gate", "open")], "nickname")
    c("multi", "maid", "洗衣机开始洗，红干机也开开", [one("ld_washer", "start"), one("ld_dryer", "on")], "asr-label")
    c("multi", "elder", "电炕开开，格日勒关了，老两口那屋", [one("pm_kang", "on"), all_(L("f1_parents"), "off")], "mongolian alias inherit")
    c("multi", "son", "KTV 灯带开成紫色，功放开开，空调调到二十度", [one("ktv_strip", ("on", "color")), one("ktv_amp", "on"), one("ktv_ac", "temp")], "three inherit")
    c("multi", "wife", "客厅窗帘打开，空气净化器关掉", [one("lv_cur", "open"), one("lv_pur", "off")], "inherit dup-label")
    c("multi", "wife", "把主卧空调调到二十四度，再把主卧纱帘拉上", [one("mb_ac", "temp"), one("mb_sheer", "close")], "value")
    c("multi", "son", "turn off The Frame and the Living Blinds close", [one("f2_tv", "off"), one("f2_blind", "close")], "english")
    c("multi", "boss", "门厅的灯开开，报警器闭了", [one(L("f1_entry"), "on"), one("ent_siren", "siren_off")], "dialect")
    c("multi", "maid", "油烟机开开，厨房灯也开开", [one("kit_hood", "on"), one(L("f1_kitchen"), "on")], "room-lights")
    c("multi", "wife", "先把燃气阀门关了，再把电磁炉关了", [one("kit_gas", "close"), one("kit_cook", "off")], "safety")
    c("multi", "son", "Roborock 开始扫，Bose 放歌", [one("f2_robot", "start"), one("son_spk", "play")], "english")
    c("multi", "wife", "车库门关上，车库灯关掉", [one("gar_door", "close"), all_(L("b1_garage"), "off")], "room-lights-off category-by-name")
    c("multi", "elder", "草原之声关了，电视开开，老两口那屋的", [one("pm_radio", "off"), one("pm_tv", "on")], "alias inherit nickname")
    c("multi", "wife", "客房1的灯和空调都打开，窗帘拉上", [all_(sel({"light", "ac"}, rooms="gh1"), "on"), one("g1_cur", "close")], "inherit")
    c("multi", "maid", "宝宝房的遮光帘拉上，小夜灯开开，顶灯关咧", [one("bb_shade", "close"), one("bb_night", "on"), one("bb_ceil", "off")], "three inherit dialect")
    c("multi", "son", "sauna heater on, 然后 sauna 的灯也开", [one("sau_heater", "on"), one("sau_light", "on")], "english unspecced")
    c("multi", "wife", "洗碗机启动，然后把橱柜灯关了", [one("kit_dish", "start"), one("kit_under", "off")], "name")
    c("multi", "boss", "茶室灯开开，煮茶炉也开开", [one("tea_light", "on"), one("tea_stove", "on")], "name")
    c("multi", "wife", "书房空调打开，二十三度，制冷", [one("sd_ac", ("on", "temp_cool")), one("sd_ac", "mode_cool")], "value mode")
    c("multi", "son", "lights off and TV off in 二楼客厅", [all_(L("f2_living"), "off"), one("f2_tv", "off")], "english room-lights-off")
    c("multi", "wife", "入户门锁上，车库门关上，大门关上", [one("ent_lock", "lock"), one("gar_door", "close"), one("yd_gate", "close")], "three safety")
    c("multi", "maid", "空条开开，窗连拉上，刻厅的", [one("lv_ac", "on"), one("lv_cur lv_sheer", "close")], "asr inherit")
    # counts
    c("count", "wife", "客厅开两盏灯", one(L("f1_living"), "on"), "room-lights")
    c("count", "boss", "随便开个灯", clar(), "clarify-vague")
    c("count", "wife", "二楼客厅开一盏灯就行", one(L("f2_living"), "on"), "room-lights")
    c("count", "son", "主卧筒灯开两个", one("mb_d1 mb_d2 mb_d3 mb_d4", "on"), "series")
    c("count", "boss", "院灯开一个就够了", one("yd_l1 yd_l2 yd_l3", "on"), "series dialect")
    c("count", "wife", "开三盏灯", clar(), "clarify-vague")
    c("count", "wife", "把两个床头灯都关了", clar(sel("light", where=label_has("床头灯")), "off"), "clarify-count dup-label")
    c("count", "boss", "三台空调，客房两台，KTV一台，都开开", all_("g1_ac g2_ac ktv_ac", "on"), "dialect")
    c("count", "wife", "客厅随便开一盏筒灯", one(sel("light", "f1_living", where=label_has("筒灯")), "on"), "series")
    c("count", "son", "KTV 射灯开一个", one("ktv_s1 ktv_s2", "on"), "series")
    c("count", "wife", "四个3F-MB筒灯都开", all_("mb_d1 mb_d2 mb_d3 mb_d4", "on"), "series code")
    c("count", "wife", "三个加湿器都打开", clar(sel("plug", where=feeds("humidifier")), "on"), "clarify-count dup-label")
    c("count", "son", "两个 Gym Light 都开", all_("gym_l1 gym_l2", "on"), "english series")
    c("count", "maid", "开一个灯就行咧，刻厅的", one(L("f1_living"), "on"), "asr dialect")
    c("count", "boss", "GF筒灯开两三个就行", one(sel("light", "f1_living", where=label_has("筒灯")), "on"), "code series")
    c("count", "wife", "院子里开一盏灯", one(L("yard"), "on"), "room-lights")


def cases_clarify() -> None:
    c = case
    # --- the same label (or a bare type word) in several rooms, no room said
    c("clarify", "wife", "床头灯开一下", clar(sel("light", where=label_has("床头灯")), "on"), "clarify-dup dup-label")
    c("clarify", "maid", "加湿器开开", clar(sel("plug", where=feeds("humidifier")), "on"), "clarify-dup dup-label")
    c("clarify", "wife", "空气净化器打开", clar(sel("purifier"), "on"), "clarify-dup dup-label")
    c("clarify", "son", "浴霸开开", clar(sel("bathheater"), "on"), "clarify-dup dup-label")
    c("clarify", "wife", "镜前灯打开", clar(sel("light", where=label_has("镜前灯")), "on"), "clarify-dup dup-label")
    c("clarify", "elder", "小夜灯开开", clar(sel("light", where=label_has("小夜灯")), "on"), "clarify-dup dup-label")
    c("clarify", "boss", "台灯开开", clar("md_lamp sd_lamp", "on"), "clarify-dup asr-label")
    c("clarify", "wife", "窗帘拉上", clar(sel("curtain"), "close"), "clarify-dup label-type-word")
    c("clarify", "boss", "空调开开", clar(sel("ac"), "on"), "clarify-dup label-type-word dialect")
    c("clarify", "wife", "开空调", clar(sel("ac"), "on"), "clarify-dup label-type-word")
    c("clarify", "boss", "空调，二十四。", clar(sel("ac"), "temp"), "clarify-dup clipped")
    c("clarify", "wife", "电视打开", clar(sel("tv"), "on"), "clarify-dup")
    c("clarify", "boss", "电视闭了", clar(sel("tv"), "off"), "clarify-dup dialect")
    c("clarify", "wife", "电视换个台", clar(sel("tv"), "chan_up"), "clarify-dup")
    c("clarify", "son", "放点音乐", clar(sel({"speaker", "receiver"}), "play"), "clarify-dup")
    c("clarify", "son", "play some music", clar(sel({"speaker", "receiver"}), "play"), "clarify-dup english")
    c("clarify", "boss", "扫地", clar(sel("vacuum"), "start"), "clarify-dup clipped")
    c("clarify", "maid", "扫地鸡开开", clar(sel("vacuum"), "start"), "clarify-dup asr")
    c("clarify", "wife", "地暖开开", clar(sel("floorheat"), "on"), "clarify-dup")
    c("clarify", "wife", "新风打开", clar(sel("vent"), "on"), "clarify-dup label-type-word")
    c("clarify", "wife", "毛巾架开开", clar("b2_towel b3_towel", "on"), "clarify-dup label-type-word")
    c("clarify", "maid", "电风扇开开", clar(sel("fan"), "on"), "clarify-dup label-type-word")
    c("clarify", "son", "窗帘 close", clar(sel("curtain"), "close"), "clarify-dup english")
    c("clarify", "maid", "窗连拉开", clar(sel("curtain"), "open"), "clarify-dup asr")
    c("clarify", "maid", "空条开开", clar(sel("ac"), "on"), "clarify-dup asr")
    c("clarify", "wife", "筒灯打开", clar(sel("light", where=label_has("筒灯")), "on"), "clarify-dup series")
    c("clarify", "son", "射灯 on", clar(sel("light", where=label_has("射灯")), "on"), "clarify-dup series english")
    c("clarify", "wife", "把门锁上", clar(sel("lock"), "lock"), "clarify-dup lock")
    c("clarify", "wife", "水阀关一下", clar(sel({"valve", "gasvalve"}), "close"), "clarify-dup valve")
    c("clarify", "boss", "循环泵闭了", clar(sel("pump"), "off"), "clarify-dup pump")
    c("clarify", "wife", "收音机打开", clar(), "clarify-dup speaker")
    c("clarify", "wife", "卫生间的灯打开", clar(sel("light", rooms="f1_oldwc f1_wc f2_bath f3_bath"), "on"), "clarify-room")
    c("clarify", "elder", "卫生间的镜前灯开开", clar(sel("light", where=label_has("镜前灯")), "on"), "clarify-room dup-label")
    c("clarify", "wife", "客厅空调打开，楼上那个", clar("f2_ac", "on"), "clarify-relative")
    # --- a floor with one of a kind in several rooms
    c("clarify", "wife", "二楼的空调开一下", clar(sel("ac", floors="2F"), "on"), "clarify-room floor")
    c("clarify", "boss", "一楼空调开一台就行", clar(sel("ac", floors="1F"), "on"), "clarify-room floor count")
    c("clarify", "son", "B1 的 AC 开一下", clar(sel("ac", floors="B1"), "on"), "clarify-room floor english")
    c("clarify", "wife", "三楼窗帘拉开一个", clar(sel("curtain", floors="3F"), "open"), "clarify-room floor count")
    # --- relative places (the engine does not know where the speaker is)
    c("clarify", "boss", "楼上的灯都闭了", clar(), "clarify-relative dialect")
    c("clarify", "son", "turn off all the lights downstairs", clar(), "clarify-relative english")
    c("clarify", "son", "楼下空调开开", clar(), "clarify-relative")
    c("clarify", "maid", "额屋里的灯开开", clar(), "clarify-relative dialect")
    c("clarify", "elder", "我那屋的空调开开", clar(), "clarify-relative")
    c("clarify", "boss", "这屋可热了", clar(), "clarify-relative dialect need")
    c("clarify", "son", "my room 的窗帘拉上", clar(), "clarify-relative english")
    c("clarify", "son", "turn off all the ACs upstairs", clar(), "clarify-relative english")
    c("clarify", "wife", "把这间的灯关了", clar(), "clarify-relative")
    # --- the room has no such device
    c("clarify", "wife", "厨房空调开开", clar(), "clarify-missing")
    c("clarify", "wife", "茶室的电视打开", clar(), "clarify-missing")
    c("clarify", "maid", "保姆房空调开开", clar(), "clarify-missing")
    c("clarify", "son", "KTV 的窗帘拉上", clar(), "clarify-missing")
    c("clarify", "son", "gym 的加湿器开一下", clar(), "clarify-missing")
    c("clarify", "boss", "司机房的窗帘闭了", clar(), "clarify-missing dialect")
    c("clarify", "wife", "院子的灯带开开", clar(), "clarify-missing")
    c("clarify", "wife", "三楼的扫地机开始扫", clar(), "clarify-missing vacuum")
    c("clarify", "son", "车库的摄像头打开", clar(), "clarify-missing")
    c("clarify", "wife", "主卧电视打开", clar(), "clarify-missing")
    c("clarify", "wife", "儿子房的净化器打开", clar(), "clarify-missing")
    c("clarify", "elder", "老两口那屋的风扇开开", clar(), "clarify-missing alias")
    c("clarify", "boss", "烤箱开开", clar(), "clarify-missing")
    c("clarify", "wife", "把客厅的加湿器打开", clar(), "clarify-missing")
    c("clarify", "son", "露台的音箱放首歌", clar(), "clarify-missing")
    c("clarify", "maid", "洗衣房的空调开开", clar(), "clarify-missing typo-room")
    # --- the device cannot do it
    c("clarify", "wife", "GF-筒灯07调到50%", clar("lv_d07"), "clarify-unsupported code")
    c("clarify", "wife", "客厅水晶灯变成红色", clar("lv_chand"), "clarify-unsupported color")
    c("clarify", "boss", "院灯1暗些儿", clar("yd_l1"), "clarify-unsupported dialect")
    c("clarify", "son", "KTV空调风速调大", clar("ktv_ac"), "clarify-unsupported fan")
    c("clarify", "wife", "宝宝房空调开自然风", clar("bb_ac"), "clarify-unsupported")
    c("clarify", "wife", "冰箱关了", clar("kit_fridge"), "clarify-unsupported safety fridge")
    c("clarify", "wife", "冰箱冷藏调到四度", clar("kit_fridge"), "clarify-unsupported fridge")
    c("clarify", "elder", "电视声音大一点，老两口那屋的", clar("pm_tv"), "clarify-unsupported alias")
    c("clarify", "maid", "油烟机的灯开开", clar("kit_hood"), "clarify-unsupported component")
    c("clarify", "son", "车库门开一半", clar("gar_door"), "clarify-unsupported")
    c("clarify", "wife", "燃气报警器关了", clar("kit_gasdet"), "clarify-unsupported sensor")
    c("clarify", "son", "门口摄像头往左转一点", clar("ent_cam"), "clarify-unsupported camera")
    c("clarify", "wife", "三楼卫生间镜前灯调亮一点", clar("b3_mirror"), "clarify-unsupported dup-label")
    c("clarify", "boss", "热水器调到九十度", clar("eq_wh"), "clarify-range numeral-zh")
    c("clarify", "wife", "客厅空调调到三十五度", clar("lv_ac"), "clarify-range")
    c("clarify", "son", "Sauna Heater 调到80度", clar("sau_heater"), "clarify-unsupported unspecced")
    c("clarify", "wife", "Light 1 色温调到3000K", clar("ktv_l1"), "clarify-unsupported app-default")
    c("clarify", "son", "The Frame 音量调大", clar("f2_tv"), "clarify-unsupported english")
    c("clarify", "wife", "燃气阀门开一半", clar("kit_gas"), "clarify-unsupported gasvalve")
    c("clarify", "maid", "洗衣机开成烘干", clar("ld_washer"), "clarify-unsupported")
    c("clarify", "son", "Roborock 音量调小一点", clar("f2_robot"), "clarify-unsupported")
    c("clarify", "wife", "把入户门的密码改成123456", clar("ent_lock"), "clarify-unsupported lock safety")
    # --- vague, empty, or unsafe as a sweep
    c("clarify", "boss", "开给下", clar(), "clarify-vague dialect")
    c("clarify", "wife", "关了", clar(), "clarify-vague")
    c("clarify", "maid", "把那个弄一哈", clar(), "clarify-vague dialect")
    c("clarify", "son", "调一下", clar(), "clarify-vague")
    c("clarify", "boss", "太那个了", clar(), "clarify-vague dialect")
    c("clarify", "wife", "开灯", clar(), "clarify-vague")
    c("clarify", "boss", "灯！", clar(), "clarify-vague clipped")
    c("clarify", "maid", "关灯", clar(), "clarify-vague")
    c("clarify", "son", "lights", clar(), "clarify-vague english")
    c("clarify", "wife", "都关了", clar(), "clarify-vague home untyped")
    c("clarify", "boss", "全部闭了", clar(), "clarify-vague home untyped dialect")
    c("clarify", "son", "turn everything off", clar(), "clarify-vague home untyped english")
    c("clarify", "wife", "家里所有东西都关了", clar(), "clarify-vague home untyped safety")
    c("clarify", "boss", "全部开开", clar(), "clarify-vague home untyped dialect")
    c("clarify", "wife", "把门都打开", clar(sel({"lock", "gate", "garage"})), "safety home lock")
    c("clarify", "son", "unlock all the doors", clar(sel("lock"), "unlock"), "safety home lock english")
    c("clarify", "wife", "所有阀门都打开", clar(sel({"valve", "gasvalve", "irrigation"}), "open"), "safety home valve")
    c("clarify", "boss", "所有的门都开开，客人来了", clar(sel({"lock", "gate", "garage"})), "safety home lock dialect")
    c("clarify", "wife", "设备间的东西都关了", clar(sel(rooms="b1_plant")), "safety room untyped")
    c("clarify", "son", "set it to 24", clar(), "clarify-vague english reference")
    c("clarify", "maid", "那个给开开", clar(), "clarify-vague reference dialect")
    c("clarify", "wife", "那个开一下", clar(), "clarify-vague reference")
    c("clarify", "boss", "弄暖和些儿", clar(), "clarify-vague need dialect")
    c("clarify", "wife", "把温度调高一点", clar(), "clarify-vague")
    c("clarify", "son", "换个颜色", clar(), "clarify-vague")
    c("clarify", "elder", "那个……那个什么……开开", clar(), "clarify-vague noisy")
    c("clarify", "wife", "给我开个什么东西，我也不知道叫甚", clar(), "clarify-vague")
    # --- the toddler
    c("clarify", "child", "灯灯！灯灯开！", clar(), "clarify-vague babble")
    c("clarify", "child", "亮亮……要亮亮", clar(), "clarify-vague babble")
    c("clarify", "child", "朵朵要看佩奇", clar(sel("tv")), "clarify-vague babble tv")
    c("clarify", "child", "关关！关关！", clar(), "clarify-vague babble")


def cases_none() -> None:
    c = case
    for spk, q, tg in [
        ("boss", "今天鄂尔多斯多少度", "weather"),
        ("wife", "明天康巴什下雪不下", "weather"),
        ("son", "what's the weather like in Ordos tomorrow", "weather english"),
        ("maid", "得是要下雪咧", "weather dialect"),
        ("boss", "煤价又涨了，可好了", "remark dialect"),
        ("boss", "你叫甚名字", "chat dialect"),
        ("boss", "夜来喝多了，头疼", "chat dialect"),
        ("boss", "这个水晶灯买的时候八千块", "remark-device"),
        ("boss", "甚也不用弄，我就问问", "refusal dialect"),
        ("boss", "嫑开了", "refusal dialect"),
        ("boss", "行了哇，就这样", "cancel dialect"),
        ("wife", "算了", "cancel"),
        ("wife", "不用了", "refusal"),
        ("wife", "先不要关空调", "refusal"),
        ("wife", "别关灯，我还看书呢", "refusal"),
        ("wife", "谢谢", "thanks"),
        ("wife", "这个空调是格力的还是美的", "remark-device question"),
        ("wife", "净化器的滤网该换了", "remark-device"),
        ("wife", "冰箱该除霜了，周末弄", "remark-device"),
        ("wife", "这个月电费多少钱", "question"),
        ("wife", "帮我订一张去北京的机票", "out-of-scope"),
        ("wife", "苏力德是成吉思汗的战旗，你知道吗", "remark-device question"),
        ("wife", "朵朵今天打疫苗了", "chat"),
        ("wife", "提醒我明天给老爷子买降压药", "out-of-scope"),
        ("elder", "赛努", "chat mongolian"),
        ("elder", "巴雅尔拉，巴雅尔拉", "thanks mongolian"),
        ("elder", "额吉那会儿住蒙古包，哪有这些灯", "remark-device mongolian"),
        ("elder", "赛音，这个好，这个好", "remark mongolian"),
        ("elder", "那达慕几号开始", "question"),
        ("elder", "富贵今天回来吃饭不", "question"),
        ("elder", "敖包相会那首歌是谁唱的", "question title"),
        ("elder", "我们年轻那会儿，点的是煤油灯", "remark-device"),
        ("elder", "这个收音机是孙子给买的", "remark-device"),
        ("son", "never mind", "cancel english"),
        ("son", "lol 这个 app 太难用了", "remark english"),
        ("son", "你看过《开端》没有，好看不", "title"),
        ("son", "《漫长的季节》里那个灯塔好美", "title"),
        ("son", "what can you do", "question english"),
        ("son", "Hue 的灯是不是比小米的贵", "remark-device question"),
        ("son", "ok google", "wake-word english"),
        ("son", "thanks bro", "thanks english"),
        ("son", "不用开灯，外面还亮着呢", "refusal"),
        ("maid", "额今天么心思做饭咧", "chat dialect"),
        ("maid", "这个扫地鸡老是卡在沙发底下", "remark-device asr"),
        ("maid", "谢谢你啊", "thanks"),
        ("maid", "羊肉多少钱一斤咧", "question dialect"),
        ("maid", "老板娘说空调不要开", "remark-device"),
        ("maid", "额不要", "refusal dialect"),
        ("wife", "你看过琼瑶的《窗外》吗", "title"),
        ("wife", "电视里放的那个《繁花》，灯光拍得真好", "title remark-device"),
        ("boss", "嗯……嗯……那个……算了", "cancel noisy dialect"),
        ("son", "asdfjkl", "gibberish"),
        ("maid", "嗯嗯嗯嗯", "gibberish"),
        ("wife", "喂？喂？听得见吗", "chat"),
        ("boss", "给后生打个电话", "out-of-scope dialect"),
        ("son", "讲个笑话", "chat"),
        ("elder", "长调里唱的都是草原", "remark"),
        ("wife", "小太阳这首歌谁唱的来着", "title nickname-trap"),
        ("boss", "兀那个灯是谁装的，装得灰不溜秋的", "remark-device dialect"),
        ("child", "嘟嘟嘟嘟", "babble"),
        ("child", "奶奶抱抱", "babble"),
        ("child", "不要不要！", "babble"),
        ("child", "朵朵饿饿", "babble"),
        ("wife", "今天几号", "question"),
        ("son", "帮我查一下明天的航班", "out-of-scope"),
        ("maid", "（吸尘器的声音）……", "noisy"),
        ("boss", "咋介又停电了？哦，没停", "remark dialect"),
        ("elder", "灯还亮着呢，不用管它", "refusal"),
        ("wife", "空调遥控器放哪儿了", "question remark-device"),
        ("son", "why is the Roborock so loud lol", "remark-device english"),
    ]:
        c("none", spk, q, none(), tg)


def cases_state() -> None:
    c = case
    c("state", "wife", "客厅现在多少度", st("lv_ac lv_heat"), "room")
    c("state", "wife", "宝宝房湿度多少", st("kd_th"), "room same-room")
    c("state", "boss", "酒窖温度多少", st("cel_cool cel_th"), "room")
    c("state", "elder", "外头下雨了没有", st("rf_rain"), "no-label")
    c("state", "wife", "入户门锁了没有", st("ent_lock"), "lock")
    c("state", "boss", "车库门闭上了没", st("gar_door"), "dialect")
    c("state", "maid", "燃气有么有漏", st("kit_gasdet"), "safety dialect")
    c("state", "son", "车库一氧化碳正常吗", st("gar_co"), "safety")
    c("state", "wife", "设备间有没有漏水", st("eq_leak"), "safety")
    c("state", "wife", "家里有没有哪里漏水", st("eq_leak ow_leak"), "home safety")
    c("state", "elder", "暖棚里多少度了", st("gh_th"), "room")
    c("state", "son", "sauna 现在几度", st("sau_temp"), "english")
    c("state", "maid", "洗衣机洗完了么", st("ld_washer"), "dialect")
    c("state", "wife", "热水器现在多少度", st("eq_wh"), "waterheater")
    c("state", "wife", "客厅空气质量怎么样", st("lv_pur"), "purifier")
    c("state", "wife", "入户门关好了吗", st("ent_contact ent_lock"), "lock")
    c("state", "son", "车库里有人吗", st("gar_motion"), "sensor")
    c("state", "wife", "科沃斯扫完了没有", st("nr_robot"), "no-room brand-label")
    c("state", "maid", "冰箱门关好咧么", st("kit_fridge"), "fridge dialect")
    c("state", "wife", "洗碗机门关了吗", st("kit_dish"), "dishwasher")
    c("state", "wife", "小楼的门锁着吗", st("gl_lock"), "lock")
    c("state", "elder", "老两口那屋空调开着没有", st("pm_ac"), "alias")
    c("state", "wife", "主卧空调现在设的多少度", st("mb_ac"), "room")
    c("state", "son", "Roborock 在扫哪里", st("f2_robot"), "english")
    c("state", "wife", "车库的冰柜还通着电吧", st("gar_freezer"), "nooff")
    c("state", "boss", "大门关了没有", st("yd_gate"), "gate dialect")
    c("state", "wife", "暖棚湿度多少", st("gh_th"), "room")
    c("state", "son", "书房现在多少度", st("sd_ac"), "room")


def cases_voices() -> None:
    c = case
    # --- 李嫂's voice typing (ASR errors in the request)
    c("asr", "maid", "把刻厅的水金灯开开", one("lv_chand", "on"), "asr dialect")
    c("asr", "maid", "餐厅掉灯开开", one("din_pend", "on"), "asr")
    c("asr", "maid", "厨房的油烟鸡关咧", one("kit_hood", "off"), "asr dialect hood")
    c("asr", "maid", "老爷子为生间的浴八开开", one("ow_heater", "on"), "asr bathheater")
    c("asr", "maid", "宝宝方加时器开开", one("bb_humid", "on"), "asr plug")
    c("asr", "maid", "爸吗房的加时器关咧", one("pm_humid", "off"), "asr plug dialect")
    c("asr", "maid", "洗碗鸡开开", one("kit_dish", "on"), "asr dishwasher")
    c("asr", "maid", "微波录热一哈，热三分钟", one("kit_micro", "cooktime"), "asr microwave")
    c("asr", "maid", "冰相门关好咧么", st("kit_fridge"), "asr state")
    c("asr", "maid", "把保姆房的小太羊开开", one("md_sun", "on"), "asr nickname")
    c("asr", "maid", "温奶气开开", one("kd_milk", "on"), "asr plug")
    c("asr", "maid", "刻厅电是开开", one("lv_tv", "on"), "asr tv")
    c("asr", "maid", "回音币声音小点", one("lv_sb", "vol_down"), "asr speaker")
    c("asr", "maid", "草原知声开开，老爷子要听", one("pm_radio", ("on", "play")), "asr nickname")
    c("asr", "maid", "苏丽德开开", one("ent_sulide", "on"), "asr nickname")
    c("asr", "maid", "熬包灯开开", one("yd_obo", "on"), "asr nickname")
    c("asr", "maid", "院登都关咧", all_(L("yard"), "off"), "asr dialect")
    c("asr", "maid", "车库们关上", one("gar_door", "close"), "asr")
    c("asr", "maid", "入户门所上", one("ent_lock", "lock"), "asr lock")
    c("asr", "maid", "燃汽阀门关咧", one("kit_gas", "close"), "asr gasvalve safety")
    c("asr", "maid", "总水发关咧", one("eq_valve", "close"), "asr valve")
    c("asr", "maid", "点歌鸡开开", one("ktv_song", "on"), "asr plug")
    c("asr", "maid", "饮水鸡开开", one("din_water", "on"), "asr plug")
    c("asr", "maid", "电抗开开，老爷子要睡咧", one("pm_kang", "on"), "asr plug")
    c("asr", "maid", "宝宝房的遮光连拉上", one("bb_shade", "close"), "asr curtain")
    c("asr", "maid", "茶室吊等开开", one("tea_light", "on"), "asr")
    c("asr", "maid", "煮茶路开开", one("tea_stove", "on"), "asr plug")
    c("asr", "maid", "按摩一开开", one("sd_massage", "on"), "asr plug")
    c("asr", "maid", "衣帽间除时器开开", one("cl_dehum", "on"), "asr plug")
    c("asr", "maid", "主握窗帘拉上", one("mb_cur", "close"), "asr curtain")
    c("asr", "maid", "书房百页关上", one("sd_blind", "close"), "asr curtain")
    c("asr", "maid", "楼梯等开开", one("st_light st_amb", "on"), "asr room-lights")
    c("asr", "maid", "二楼克厅的灯关咧", all_(L("f2_living"), "off"), "asr room-lights-off")
    c("asr", "maid", "喷全开开", one("yd_fountain", "on"), "asr plug")
    c("asr", "maid", "暖棚补光等开开", one("gh_grow", "on"), "asr")
    c("asr", "maid", "星空等开开，乖乖要看星星", one("kd_star", "on"), "asr")
    c("asr", "maid", "哄睡音响放一哈", one("kd_spk", "play"), "asr speaker")
    c("asr", "maid", "洗衣机开始洗，用羊毛摸式", [one("ld_washer", "start"), one("ld_washer", "prog")], "asr washer")
    c("asr", "maid", "扫地机器仁开开", clar(sel("vacuum"), "start"), "asr clarify-dup")
    c("asr", "maid", "消毒贵开开", one("kit_steril", "on"), "asr-label")
    c("asr", "maid", "台等关咧", one("md_lamp", "off"), "asr-label dialect")
    c("asr", "maid", "洗衣坊的灯关咧", one("ld_light", "off"), "typo-room dialect")
    # --- 高博's English / pinyin
    c("english", "son", "dim the 苏力德 to 30%", one("ent_sulide", "level"), "nickname value")
    c("english", "son", "set the living room AC to heat mode", one("lv_ac", "mode_heat"), "translation mode")
    c("english", "son", "turn on the keting dadeng", one("gl_light", "on"), "pinyin-label")
    c("english", "son", "xiaolou de deng quan guan le", all_(L(GUEST_HOUSE), "off"), "pinyin zone")
    c("english", "son", "kai kongtiao, keting", one("lv_ac", "on"), "pinyin")
    c("english", "son", "zhuwo chuanglian guan yixia", one("mb_cur", "close"), "pinyin")
    c("english", "son", "open the gate", one("yd_gate", "open"), "translation gate")
    c("english", "son", "turn on the porch lights", one(L("f1_entry"), "on"), "translation room-lights")
    c("english", "son", "the wine cellar is too warm", one("cel_cool", ("temp", "on")), "translation need")
    c("english", "son", "wine cellar light off", one("cel_light", "off"), "translation")
    c("english", "son", "set the boiler to 65", one("eq_boiler", "temp_heat"), "translation boiler")
    c("english", "son", "greenhouse fan on", one("gh_fan", "on"), "translation")
    c("english", "son", "turn the sprinklers on", one("yd_spray", "on"), "translation irrigation")
    c("english", "son", "fountain off", one("yd_fountain", "off"), "translation")
    c("english", "son", "play something on the 哄睡音箱, 朵朵 can't sleep", one("kd_spk", "play"), "speaker")
    c("english", "son", "is the front door locked", st("ent_lock"), "state")
    c("english", "son", "nursery lights off", all_(L("f2_baby"), "off"), "translation same-room room-lights-off")
    c("english", "son", "nursery AC 26", one("bb_ac", "temp"), "translation value")
    c("english", "son", "master bedroom curtains open", all_("mb_cur mb_sheer", "open"), "translation")
    c("english", "son", "tea room light on", one("tea_light", "on"), "translation")
    c("english", "son", "study AC off", one("sd_ac", "off"), "translation")
    c("english", "son", "guest room 1 AC heat", one("g1_ac", "mode_heat"), "translation mode")
    c("english", "son", "driver's room light on", one("drv_light", "on"), "translation")
    c("english", "son", "is the garage door closed", st("gar_door"), "state")
    c("english", "son", "kitchen hood on, max", one("kit_hood", ("on", "fan")), "translation hood")
    c("english", "son", "dishwasher start", one("kit_dish", "start"), "translation")
    c("english", "son", "turn off the curling iron, 我老婆又忘了", one("mk_curl", "off"), "translation plug")
    c("english", "son", "Roborock go home", one("f2_robot", "dock"), "vacuum")
    c("english", "son", "Living Blinds tilt 30", one("f2_blind", "tilt"), "value")
    c("english", "son", "hue go 变成 warm orange", one("f2_go", "color"), "color")
    # --- long, rambling requests with the command inside
    c("long", "boss", "哎呀今天跟那几个老板喝了一下午，后生开车开得可慢了，到家都九点了，咱这院子黑洞洞的甚也看不见，你把院灯都开开哇", all_("yd_l1 yd_l2 yd_l3", "on"), "dialect series")
    c("long", "wife", "我跟你说，今天朵朵在早教班玩了一天，回来就困了，宝宝房的窗帘先别动，你先把小夜灯打开，亮度弄低一点，别晃着她", [one("bb_night", "on"), one("bb_night", ("level", "level_rel"))], "inherit")
    c("long", "elder", "我年轻的时候在乌审旗放羊，冬天冷得呀，哪有什么空调暖气，就一个火炉子，现在好了，孩子们孝顺……那个，老两口那屋的电炕，给开开吧", one("pm_kang", "on"), "alias noisy")
    c("long", "son", "bro 今天 work 真的 crazy，meeting 开到八点，回来还要 ranked 两把，帮我把 Bob's PS5 开一下，然后 Bose 放点 lo-fi", [one("son_ps5", "on"), one("son_spk", "play")], "english")
    c("long", "maid", "额跟你说哈，今天老板娘叫额把三楼的衣帽间收拾一哈，那里面潮得很，衣服都有霉味咧，你把那个除湿器给开开", one("cl_dehum", "on"), "dialect")
    c("long", "boss", "明儿个早上六点要去准格尔旗看矿，黑夜不早了，把主卧的灯都闭了哇", all_(L("f3_master"), "off"), "dialect")
    c("long", "wife", "周末老同学两口子要来住两天，客房小楼那边我看了一下挺冷的，你先把小楼地暖打开，客房1和客房2的空调都开成制热", [one("gl_heat", "on"), all_("g1_ac g2_ac", "mode_heat")], "zone")
    c("long", "elder", "苏力德……苏力德那个灯，你知道苏力德是什么吗，是我们蒙古人的……算了，你就把它开开吧", one("ent_sulide", "on"), "nickname noisy")
    c("long", "maid", "乖乖刚睡着咧，额在厨房洗碗，洗碗机嗡嗡嗡的吵得很，先暂停一哈，等乖乖醒了再洗", one("kit_dish", "pause_op"), "dialect")
    c("long", "son", "ok so 今晚 KTV 有 party，先把 KTV 灯带调成紫色，功放 volume 开到 40，然后幕布放下来", [one("ktv_strip", "color"), one("ktv_amp", "vol"), one("ktv_screen", ("open", "close"))], "english three")
    c("long", "boss", "那个兀那个，就是后生装的那个甚，车库那个，老张充电的，chong甚么的，闭了哇", one("gar_ebike", "off"), "dialect pinyin-label noisy")
    c("long", "wife", "等一下我要去接朵朵，你先把车库门打开，然后把入户门锁上，大门也打开", [one("gar_door", "open"), one("ent_lock", "lock"), one("yd_gate", "open")], "three")
    c("long", "elder", "晚上起夜，卫生间黑乎乎的，老头子眼睛不好，你把老爷子卫生间的镜前灯开开", one("ow_mirror", "on"), "dup-label")
    c("long", "maid", "今天风大得很，院子里那个喷泉水都刮到窗户上咧，你给关咧", one("yd_fountain", "off"), "dialect")
    c("long", "boss", "夜来客人在KTV唱到三点，今儿个起来一看，KTV空调还开着，点歌机也开着，你都给闭了", all_("ktv_ac ktv_song", "off"), "dialect")
    c("long", "son", "my wife said the 化妆间 is too dark for her makeup, can you turn the 化装镜灯 up to 100", one("mk_mirror", ("level", "on")), "english typo-label")
    c("long", "wife", "老爷子这两天咳嗽，医生说屋里要保持湿润，你把老两口那屋的加湿器打开，空气净化器……他们屋没有，那就算了", one("pm_humid", "on"), "alias")
    # --- 高总's dialect
    c("dialect", "boss", "咋介这么黑了，客厅灯开开", one(L("f1_living"), "on"), "room-lights")
    c("dialect", "boss", "灯可亮了，客厅的，暗些儿", one(sel("light", "f1_living", act="level"), "level_rel"), "relative room-lights")
    c("dialect", "boss", "甚时候了，把苏力德熄了", one("ent_sulide", "off"), "nickname")
    c("dialect", "boss", "兀那个吊灯闭了，餐厅的", one("din_pend", "off"), "partial")
    c("dialect", "boss", "把书房空调弄成冷风", one("sd_ac", "mode_cool"), "mode")
    c("dialect", "boss", "KTV灯带弄成红的，喜庆", one("ktv_strip", "color"), "color")
    c("dialect", "boss", "快些儿把车库门开开", one("gar_door", "open"), "garage")
    c("dialect", "boss", "院灯2熄了哇", one("yd_l2", "off"), "series")
    c("dialect", "boss", "茶台的烧水壶嫑开了，关了", one("lv_kettle", "off"), "plug")
    c("dialect", "boss", "煮茶炉闭了哇，茶喝好了", one("tea_stove", "off"), "plug")
    c("dialect", "boss", "按摩椅闭了", one("sd_massage", "off"), "plug")
    c("dialect", "boss", "主卧纱帘拉上给下", one("mb_sheer", "close"), "curtain")
    c("dialect", "boss", "露台灯串亮起来，今儿个烤全羊", one("rf_string", "on"), "name")
    c("dialect", "boss", "客厅窗帘拉开，日头出来了", one("lv_cur", "open"), "curtain")
    c("dialect", "boss", "地下的灯全闭了", all_(sel("light", floors="B1"), "off"), "floor alias")
    c("dialect", "boss", "把兀那个冰柜插座给看一下，通着电没", st("gar_freezer"), "state nooff")
    # --- 老爷子
    c("elder-voice", "elder", "老两口那屋的顶灯弄成查干的，白白亮亮的", one("pm_ceil", "ct_rel"), "mongolian alias color-temperature")
    c("elder-voice", "elder", "草原之声放一段马头琴", one("pm_radio", ("play", "station")), "nickname")
    c("elder-voice", "elder", "老两口那屋的窗帘拉上，太阳晒得眼睛疼", one("pm_cur", "close"), "alias need")
    c("elder-voice", "elder", "重孙女那屋的加湿器开开", one("bb_humid", "on"), "alias dup-label")
    c("elder-voice", "elder", "小张那屋的空调关了吧，他不在", one("drv_ac", "off"), "alias label-type-word")
    c("elder-voice", "elder", "孙子那屋的窗帘拉开吧，大中午了", one("son_cur", "open"), "alias label-type-word")
    c("elder-voice", "elder", "暖棚那个滴灌关了吧，乌苏够了", one("gh_drip", "close"), "mongolian valve")
    c("elder-voice", "elder", "敖包灯亮一点，晚上从那达慕回来看得见", one("yd_obo", "level_rel"), "nickname relative")
    c("elder-voice", "elder", "富贵那屋的空调开开，他快回来了", one("mb_ac", "on"), "alias")
    c("elder-voice", "elder", "富贵的书房，灯给关了", all_(L("f3_study"), "off"), "alias room-lights-off")
    c("elder-voice", "elder", "保温被……暖棚的……放下来", one("gh_quilt", "close"), "quilt noisy")
    c("elder-voice", "elder", "老两口那屋的电视……换个台，这个不好看", one("pm_tv", "chan_up"), "alias channel")
    # --- 刘姐's precise bulk requests
    c("exclude", "wife", "除了宝宝房和爸妈房，家里的空调全部关掉", all_(sel("ac", xrooms="f2_baby f1_parents"), "off"), "home exclude same-room")
    c("exclude", "wife", "一楼和二楼的窗帘都拉上，爸妈房的不要拉", all_(sel("curtain", floors="1F 2F", xrooms="f1_parents"), "close"), "floor exclude")
    c("exclude", "wife", "三楼除了茶室以外的灯都打开", all_(sel("light", floors="3F", xrooms="f3_tea"), "on"), "floor exclude")
    c("exclude", "wife", "客厅的八个筒灯全部打开", all_(sel("light", "f1_living", where=label_has("筒灯")), "on"), "series count")
    c("exclude", "wife", "GF-筒灯01到08亮度调到70%，07和08不用调", all_("lv_d01 lv_d02 lv_d03 lv_d04 lv_d05 lv_d06", "level"), "series exclude-name value")
    c("exclude", "wife", "所有的插座都关了，除了温奶器和加湿器", all_(sel("plug", act="off", xkeys="kd_milk pm_humid bb_humid"), "off"), "home plug exclude-name safety")
    c("exclude", "wife", "家里的灯除了楼梯和门厅都关掉", all_(sel("light", xrooms="stairs f1_entry"), "off"), "home exclude")
    c("exclude", "wife", "二楼的电器除了宝宝房都关掉", all_(sweep(floors="2F", xrooms="f2_baby"), "off"), "floor untyped exclude same-room")
    c("exclude", "wife", "家里的窗帘都打开，除了宝宝房和儿童房", all_(sel("curtain", xrooms="f2_baby"), "open"), "home exclude same-room")
    c("exclude", "wife", "除了二楼，所有的空调都调到26度", all_(sel("ac", xfloors="2F"), "temp"), "home exclude floor value")


def cases_extra() -> None:
    c = case
    # --- safety: the do-not-switch-off plugs, infrastructure, sensors
    c("safety", "boss", "酒柜插座关了，酒都搬走了", one("cel_cab", "off"), "nooff explicit plug")
    c("safety", "wife", "酒柜插座还通着电吧", st("cel_cab"), "nooff state")
    c("safety", "son", "监控主机关了", one("eq_nvr", "off"), "nooff explicit plug")
    c("safety", "son", "监控主机重启一下，先关再开", [one("eq_nvr", "off"), one("eq_nvr", "on")], "nooff explicit plug")
    c("safety", "elder", "育苗垫关了吧，苗都出来了", one("gh_seed", "off"), "nooff explicit plug")
    c("safety", "wife", "车库的插座都关了", all_(sel("plug", rooms="b1_garage", act="off"), "off", single_ok=True), "nooff plug room")
    c("safety", "wife", "酒窖里的插座都关了", clar("cel_cab", "off"), "nooff plug room")
    c("safety", "son", "暖棚的插座全部断电", all_(sel("plug", rooms="greenhouse", act="off"), "off", single_ok=True), "nooff plug room")
    c("safety", "wife", "把冰箱的插座拔了", clar("kit_fridge"), "clarify-missing fridge")
    c("safety", "boss", "所有东西都闭了，除了冰柜", clar(), "home untyped dialect")
    c("safety", "wife", "关掉所有报警器", clar("ent_siren gar_co kit_gasdet"), "clarify-vague siren")
    c("safety", "maid", "燃气报警器别叫了，额在炒辣子", one("kit_gasdet", "mute"), "sensor dialect")
    c("safety", "wife", "客厅烟感正常吗", st("lv_smoke"), "state sensor")
    c("safety", "boss", "客厅烟感闭了，老是瞎叫", clar("lv_smoke"), "clarify-unsupported sensor dialect")
    c("safety", "wife", "呼叫按钮按一下试试", clar("pm_sos"), "clarify-unsupported button")
    c("safety", "wife", "老爷子按呼叫按钮了没有", st("pm_sos"), "state button")
    c("safety", "son", "院子里有人吗", st("yd_cam"), "state camera")
    c("safety", "wife", "院子摄像头打开", clar("yd_cam"), "clarify-unsupported camera")
    c("safety", "wife", "门口有人吗", st("ent_cam"), "state camera")
    c("safety", "son", "入户门是开着还是关着", st("ent_contact ent_lock"), "state lock")
    c("safety", "wife", "老爷子卫生间地上有没有水", st("ow_leak"), "state sensor")
    c("safety", "son", "车库现在有人吗，有动静没", st("gar_motion"), "state sensor")
    c("safety", "boss", "车库一氧化碳多少", st("gar_co"), "state sensor")
    c("safety", "wife", "酒窖湿度多少", st("cel_th"), "state sensor")
    c("safety", "son", "sauna 湿度多少", st("sau_temp"), "state sensor english")
    c("safety", "maid", "儿童房温度多少咧", st("kd_th"), "state sensor same-room")
    c("safety", "son", "is it raining", st("rf_rain"), "state sensor english no-label")
    c("safety", "wife", "把燃气阀门和总水阀都关了，我们出门一个月", all_("kit_gas eq_valve", "close"), "valve gasvalve")
    c("safety", "wife", "壁挂炉关了", one("eq_boiler", "off"), "boiler explicit")
    c("safety", "wife", "B1设备间的灯关了，别的不要动", one("eq_light", "off"), "room")
    # --- the installer's floor codes and switches
    c("floor", "wife", "GF 的灯全部关掉", all_(sel("light", floors="1F"), "off"), "code floor-code")
    c("floor", "son", "1F 空调都关了", all_(sel("ac", floors="1F"), "off"), "floor-code english")
    c("floor", "son", "3F 的灯 all on", all_(sel("light", floors="3F"), "on"), "floor-code english")
    c("floor", "wife", "2F的窗帘全部打开", all_(sel("curtain", floors="2F"), "open"), "floor-code")
    c("switch", "wife", "GF-门厅-三开关掉", one("ent_3gang", "off"), "code multi-gang")
    c("switch", "son", "3F-MB-双开 on", one("mb_2gang", "on"), "code multi-gang english")
    c("switch", "wife", "门厅的三开开关打开", one("ent_3gang", "on"), "multi-gang partial")
    # --- a few more follow-ups and inheritance
    c("followup", "wife", "书房的也拉上", one("sd_blind", "close"), "inherit", hist="主卧的窗帘都拉上")
    c("followup", "boss", "温度再低些儿", one("ktv_ac", "temp_rel"), "reference relative dialect", hist="KTV空调调到十八度，唱起来可热了")
    c("followup", "son", "and the other gym light too", one("gym_l2", "on"), "inherit english series", hist="Gym Light on")
    c("followup", "maid", "再热一分钟", one("kit_micro", "cooktime"), "reference", hist="微波炉用解冻模式")
    c("followup", "wife", "主卧的", clar(), "answer clarify-missing", hist="电视打开")
    c("followup", "son", "all of them", all_(sel("vacuum"), "start"), "answer english vacuum", hist="扫地")
    c("followup", "wife", "客厅和主卧的都开", all_("lv_pur mb_pur", "on"), "answer dup-label", hist="空气净化器打开")


CASE_GROUPS = [cases_lights, cases_climate, cases_devices, cases_bulk, cases_needs, cases_history, cases_multi,
               cases_clarify, cases_none, cases_state, cases_voices, cases_extra]


def build_cases() -> list[dict]:
    CASES.clear()
    for g in CASE_GROUPS:
        g()
    counters: dict[str, int] = collections.Counter()
    out = []
    for c in CASES:
        first = c["tags"][0]
        counters[first] += 1
        c = dict(c)
        c["id"] = f"{SET}-{first}-{counters[first]:03d}"
        out.append(c)
    return out


# ---------------------------------------------------------------------------
# Validation (works on the serialised data, so --check re-reads the files)
# ---------------------------------------------------------------------------
class Invalid(Exception):
    pass


def _real_commands(profile_name: str) -> set[str]:
    p = PROFILES[profile_name]
    out = set()
    for cap in p["capabilities"]:
        for c in CAPS.get(cap, {}).get("commands", []):
            out.add(cmd_id(cap, c["name"]))
    return out


def _enum_ok(cap: str, cmd: str, value) -> bool:
    c = next(x for x in CAPS[cap]["commands"] if x["name"] == cmd)
    a = c["arguments"][0]
    allowed = set(a.get("enum", []))
    for ob in CAPS[cap].get("observed_values", []):
        if isinstance(ob.get("values"), list):
            allowed.update(ob["values"])
    return not allowed or value in allowed


def validate(home: dict, spec: list[dict], cases: list[dict], readme: str | None = None) -> None:
    errs: list[str] = []
    prof_by_uid = {uid("profile:" + name): name for name in PROFILES}
    rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
    if len(rooms) != len(home["rooms"]):
        errs.append("duplicate roomId")
    devices = {}
    used_profiles = set()
    for it in home["items"]:
        did = it["deviceId"]
        if did in devices:
            errs.append(f"duplicate deviceId {did}")
        devices[did] = it
        pname = prof_by_uid.get(it["profile"]["id"])
        if pname is None:
            errs.append(f"{did}: profile id is not a real profile")
            continue
        used_profiles.add(pname)
        p = PROFILES[pname]
        comps = {c["id"]: c for c in it["components"]}
        main = comps.get("main")
        if main is None:
            errs.append(f"{did}: no main component")
            continue
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errs.append(f"{did}: main capabilities differ from {pname}")
        if [c["name"] for c in main["categories"]] != p["categories"]:
            errs.append(f"{did}: main categories differ from {pname}")
        others = [c for c in it["components"] if c["id"] != "main"]
        if len(others) != len(p["components"]):
            errs.append(f"{did}: other components differ from {pname}")
        for have, want in zip(others, p["components"]):
            if have["id"] != want["id"] or [c["id"] for c in have["capabilities"]] != want["capabilities"] \
                    or [c["name"] for c in have["categories"]] != want["categories"]:
                errs.append(f"{did}: component {have['id']} differs from {pname}")
        if "roomId" in it and it["roomId"] not in rooms:
            errs.append(f"{did}: roomId not in rooms")
    if len(devices) < MIN_DEVICES:
        errs.append(f"only {len(devices)} devices (< {MIN_DEVICES})")
    # spec
    spec_cmds: dict[str, set[str]] = {}
    for line in spec:
        pname = prof_by_uid.get(line["profileId"])
        if pname is None:
            errs.append(f"spec: unknown profile {line['profileId']}")
            continue
        if pname not in used_profiles:
            errs.append(f"spec: profile {pname} not used by the home")
        ids = set()
        real = _real_commands(pname)
        main_caps = set(PROFILES[pname]["capabilities"])
        for cm in line["capabilities"]:
            cid = cm["id"]
            if cid in ids:
                errs.append(f"spec {pname}: duplicate {cid}")
            ids.add(cid)
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or parts[1] not in main_caps or cid not in real:
                errs.append(f"spec {pname}: {cid} is not a real command of main")
                continue
            if not cm.get("description"):
                errs.append(f"spec {pname}: {cid} without description")
            cap, cmd = parts[1], parts[2]
            args = next(x for x in CAPS[cap]["commands"] if x["name"] == cmd)["arguments"]
            if ("value_range" in cm or "value_list" in cm) and not args:
                errs.append(f"spec {pname}: {cid} takes no argument")
            if "value_range" in cm and args:
                a = args[0]
                lo, hi = cm["value_range"]["min"], cm["value_range"]["max"]
                if lo > hi or ("minimum" in a and lo < a["minimum"]) or ("maximum" in a and hi > a["maximum"]):
                    errs.append(f"spec {pname}: {cid} range outside the capability's")
            if "value_list" in cm and args:
                for v in cm["value_list"]:
                    if not _enum_ok(cap, cmd, v["value"]):
                        errs.append(f"spec {pname}: {cid} value {v['value']} not allowed")
        if pname in spec_cmds:
            errs.append(f"spec: profile {pname} twice")
        spec_cmds[pname] = ids
    left_out = used_profiles - set(spec_cmds)
    if not 2 <= len(left_out) <= 3:
        errs.append(f"{len(left_out)} profiles left out of the spec (want 2-3): {sorted(left_out)}")

    def dev_cmds(did: str) -> set[str]:
        pname = prof_by_uid[devices[did]["profile"]["id"]]
        return spec_cmds.get(pname) or _real_commands(pname)

    nooff = {uid("device:" + k) for k, d in DEV.items() if d.get("nooff")}
    risky = {m("lock", "unlock"), m("lock", "unlatch"), m("valve", "open"), m("doorControl", "open")}
    # cases
    seen_ids, seen_q = set(), set()
    for c in cases:
        cid = c.get("id", "?")
        if cid in seen_ids:
            errs.append(f"duplicate case id {cid}")
        seen_ids.add(cid)
        tags = c.get("tags", [])
        if not tags or not cid.startswith(f"{SET}-{tags[0]}-"):
            errs.append(f"{cid}: id does not start with {SET}-<first tag>-")
        if not SPEAKERS & set(tags):
            errs.append(f"{cid}: no speaker tag")
        if c.get("home") != "home.json":
            errs.append(f"{cid}: home must be home.json")
        key = (c["query"], tuple(c.get("history", [])))
        if key in seen_q:
            errs.append(f"{cid}: query (with history) twice: {c['query']}")
        seen_q.add(key)
        if not c["expect"]:
            errs.append(f"{cid}: empty expect")
        for e in c["expect"]:
            mode = e["mode"]
            for d in e["devices"]:
                if d not in devices:
                    errs.append(f"{cid}: unknown device {d}")
            if mode == "none":
                if e["devices"] or e["capabilities"]:
                    errs.append(f"{cid}: none entry must be empty")
                continue
            if mode not in ("one", "all", "clarify"):
                errs.append(f"{cid}: bad mode {mode}")
                continue
            if mode in ("one", "all") and not e["devices"]:
                errs.append(f"{cid}: {mode} entry without devices")
            if not e["capabilities"]:
                errs.append(f"{cid}: entry without capabilities")
            if e["capabilities"] == ["*"]:
                if mode == "all":
                    errs.append(f"{cid}: '*' in an all entry")
                continue
            if any(d not in devices for d in e["devices"]):
                continue
            caps = set(e["capabilities"])
            for d in e["devices"]:
                if mode != "clarify" and not caps & dev_cmds(d):
                    errs.append(f"{cid}: device {devices[d].get('label')} can do none of {sorted(caps)}")
            for cc in caps:
                if not any(cc in dev_cmds(d) for d in e["devices"]):
                    errs.append(f"{cid}: command {cc} belongs to no listed device")
            if mode == "all":
                if len(set(e["devices"])) != len(e["devices"]):
                    errs.append(f"{cid}: repeated device in all entry")
                if caps & risky:
                    errs.append(f"{cid}: a bulk entry opens / unlocks {sorted(caps & risky)}")
                if m("switch", "off") in caps and set(e["devices"]) & nooff and "explicit" not in tags:
                    errs.append(f"{cid}: a bulk off sweeps a do-not-switch-off plug")
    if len(cases) < MIN_CASES:
        errs.append(f"only {len(cases)} cases (< {MIN_CASES})")
    # no absolute paths
    blobs = {"home.json": json.dumps(home, ensure_ascii=False), "spec.jsonl": json.dumps(spec, ensure_ascii=False),
             "cases.jsonl": json.dumps(cases, ensure_ascii=False)}
    if readme is not None:
        blobs["README.md"] = readme
    import re
    pat = re.compile(r'(?:^|[\s"\'(`])(?:/(?:work|home|tmp|usr|root|Users|mnt|var)/|[A-Za-z]:\\)')
    for name, text in blobs.items():
        if pat.search(text):
            errs.append(f"{name}: contains an absolute path")
    if errs:
        raise Invalid("\n".join(errs[:80]) + (f"\n... and {len(errs) - 80} more" if len(errs) > 80 else ""))


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------
def render(home: dict, spec: list[dict], cases: list[dict]) -> dict[str, str]:
    return {
        "home.json": json.dumps(home, ensure_ascii=False, indent=2) + "\n",
        "spec.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in spec),
        "cases.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in cases),
    }


def read_back() -> tuple[dict, list[dict], list[dict]]:
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(x) for x in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    cases = [json.loads(x) for x in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    return home, spec, cases


def stats(home: dict, spec: list[dict], cases: list[dict]) -> str:
    out = []
    spec_profiles = {x["profileId"] for x in spec}
    out.append("### Rooms\n")
    out.append("| room | floor | set up by | devices | lights |")
    out.append("| --- | --- | --- | --- | --- |")
    for k, name, floor, by in ROOMS:
        ds = [d for d in DEV.values() if d["room"] == k]
        out.append(f"| `{name}` | {floor or '—'} | {by} | {len(ds)} | {sum(d['kind'] == 'light' for d in ds)} |")
    nr = [d for d in DEV.values() if not d["room"]]
    out.append(f"| (no room) | — | — | {len(nr)} | {sum(d['kind'] == 'light' for d in nr)} |")
    out.append("\n### Devices\n")
    out.append("| label | room | kind | category | profile | in spec |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for k, *_ in DEVICES:
        d = DEV[k]
        p = PROFILES[d["profile"]]
        lab = f"`{d['label']}`" if d["label"] is not None else f"(no label; name `{d['mname']}`)"
        room = ROOM[d["room"]]["name"] if d["room"] else "—"
        flags = " (do not switch off)" if d.get("nooff") else ""
        insp = "yes" if uid("profile:" + d["profile"]) in spec_profiles else "**no**"
        out.append(f"| {lab}{flags} | {room} | {d['kind']} | {(p['categories'] or ['—'])[0]} | `{d['profile']}` | {insp} |")
    modes = collections.Counter(e["mode"] for c in cases for e in c["expect"])
    tags = collections.Counter(t for c in cases for t in c["tags"])
    out.append(f"\ndevices: {len(home['items'])}; rooms: {len(home['rooms'])}; spec profiles: {len(spec)}; "
               f"spec commands: {sum(len(x['capabilities']) for x in spec)}")
    out.append(f"cases: {len(cases)}; expect entries by mode: " +
               ", ".join(f"{k} {v}" for k, v in sorted(modes.items())) +
               f"; with history: {sum('history' in c for c in cases)}; "
               f"multi-command: {sum(len(c['expect']) > 1 for c in cases)}")
    out.append("\n### Tags\n")
    out.append("| tag | cases |")
    out.append("| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        out.append(f"| `{t}` | {n} |")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    home, spec, cases = build_home(), build_spec(), build_cases()
    readme_path = HERE / "README.md"
    readme = readme_path.read_text(encoding="utf-8") if readme_path.exists() else None
    if "--stats" in argv:
        print(stats(home, spec, cases))
        return 0
    if "--check" in argv:
        try:
            got = read_back()
        except (OSError, json.JSONDecodeError) as exc:
            print(f"cannot read the files: {exc}", file=sys.stderr)
            return 1
        try:
            validate(*got, readme=readme)
        except Invalid as exc:
            print(f"INVALID:\n{exc}", file=sys.stderr)
            return 1
        want = render(home, spec, cases)
        for name, text in want.items():
            if (HERE / name).read_text(encoding="utf-8") != text:
                print(f"{name} differs from a fresh build (run python build.py)", file=sys.stderr)
                return 1
        print(f"ok: {len(got[0]['items'])} devices, {len(got[1])} spec lines, {len(got[2])} cases; files match a fresh build")
        return 0
    try:
        validate(home, spec, cases, readme=readme)
    except Invalid as exc:
        print(f"INVALID (nothing written):\n{exc}", file=sys.stderr)
        return 1
    for name, text in render(home, spec, cases).items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"wrote home.json ({len(home['items'])} devices), spec.jsonl ({len(spec)} profiles), "
          f"cases.jsonl ({len(cases)} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
