#!/usr/bin/env python3
"""yanan: a blind evaluation set for the context-retrieval engine.

A cave-dwelling (窑洞) farm compound near 延安, run as a 农家乐 for red-tourism visitors.

    python build.py           write home.json, spec.jsonl, cases.jsonl (validated; nothing written on error)
    python build.py --check   re-read the files, validate them, and check they equal what build.py writes
    python build.py --stats   print room/device tables and tag counts

Standard library only. Deterministic: no randomness, no clock; ids are uuid5 of readable keys under one
namespace. The real SmartThings facts come from shared/data/smartthings (found by walking up from this
folder, or from $SMARTTHINGS_DATA).

Written without reading, importing or running the engine (src/, tests/, docs/ of the repository).
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
NS = uuid.uuid5(uuid.NAMESPACE_URL, "blind-set/yanan/gaojia-yaoyuan")
LOCATION_ID = str(uuid.uuid5(NS, "location:高家窑院"))


class BuildError(Exception):
    pass


def find_data_dir() -> str:
    env = os.environ.get("SMARTTHINGS_DATA")
    if env:
        if os.path.isfile(os.path.join(env, "profiles.jsonl")):
            return env
        raise BuildError("SMARTTHINGS_DATA does not hold profiles.jsonl")
    d = HERE
    while True:
        cand = os.path.join(d, "shared", "data", "smartthings")
        if os.path.isfile(os.path.join(cand, "profiles.jsonl")):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise BuildError("shared/data/smartthings not found above " + HERE + "; set SMARTTHINGS_DATA")
        d = parent


def load_data():
    d = find_data_dir()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                p = json.loads(line)
                profiles[(p["driver"], p["name"])] = p
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = json.load(f)["capabilities"]
    return profiles, caps


def did(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def rid(key: str) -> str:
    return str(uuid.uuid5(NS, "room:" + key))


def pid(driver: str, name: str) -> str:
    return str(uuid.uuid5(NS, "profile:" + driver + "/" + name))


# --------------------------------------------------------------------------------------------
# Profiles used by the home: key -> (driver, profile name). Every device copies one of them.
# --------------------------------------------------------------------------------------------
SD = "drivers/SmartThings/"
PROFILES = OrderedDict([
    # lights
    ("bulb_onoff", (SD + "zigbee-switch", "on-off-bulb")),
    ("bulb_level", (SD + "zigbee-switch", "on-off-level")),
    ("bulb_ct", (SD + "zigbee-switch", "color-temp-bulb-2700K-6500K")),
    ("bulb_rgbw", (SD + "zigbee-switch", "rgbw-bulb-2700K-6500K")),
    ("bulb_motion", (SD + "zigbee-switch", "on-off-level-motion-sensor")),
    ("aqara_bulb", (SD + "zigbee-switch", "aqara-led-bulb")),
    ("light_level_power", (SD + "matter-switch", "light-level-power")),
    ("matter_ct", (SD + "matter-switch", "light-level-colorTemperature-2200K-6500K")),
    ("matter_color", (SD + "matter-switch", "light-color-level-2000K-7000K")),
    ("matter_light_onoff", (SD + "matter-switch", "light-binary")),
    ("hue_color", (SD + "philips-hue", "white-and-color-ambiance")),
    ("hue_white", (SD + "philips-hue", "white")),
    ("zw_rgbw", (SD + "zwave-bulb", "rgbw-bulb")),
    # wall switches / relays / dimmers
    ("relay_zb", (SD + "zigbee-switch", "basic-switch")),
    ("relay_aqara", (SD + "zigbee-switch", "aqara-switch-no-power")),
    ("relay_zw", (SD + "zwave-switch", "switch-binary")),
    ("dimmer_zw", (SD + "zwave-switch", "switch-level")),
    ("gang2_zb", (SD + "zigbee-switch", "switch-2")),
    ("gang3_matter", (SD + "matter-switch", "switch-3")),
    # plugs
    ("plug_zb", (SD + "zigbee-switch", "switch-power-smartplug")),
    ("plug_aqara", (SD + "zigbee-switch", "switch-power-energy-consumption-report-aqara")),
    ("plug_matter", (SD + "matter-switch", "plug-binary")),
    ("plug_matter_energy", (SD + "matter-switch", "plug-power-energy-powerConsumption")),
    ("plug_wemo", (SD + "wemo", "wemo.mini-smart-plug.v1")),
    ("plug_zw", (SD + "zwave-switch", "smartplug-binary")),
    # covers, windows, doors
    ("curtain_e1", (SD + "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1")),
    ("curtain_zb", (SD + "zigbee-window-treatment", "window-treatment-profile")),
    ("curtain_matter", (SD + "matter-window-covering", "window-covering")),
    ("curtain_button", (SD + "zwave-window-treatment", "stateless-curtain-power-button")),
    ("opener", (SD + "zigbee-window-treatment", "window-shade-only")),
    ("projector_screen", (SD + "zigbee-window-treatment", "projector-screen-VWSDSTUST120H")),
    ("gate", (SD + "matter-window-covering", "gate")),
    ("garage", (SD + "zwave-garage-door-opener", "base-garage-door")),
    # climate
    ("ac_deepsmart", ("drivers/DeepSmart/deepsmart", "Ac.v1")),
    ("ac_matter", (SD + "matter-thermostat", "room-air-conditioner")),
    ("ac_matter_hc", (SD + "matter-thermostat", "room-air-conditioner-heating-cooling")),
    ("ac_matter_fan", (SD + "matter-thermostat", "room-air-conditioner-fan-heating-cooling")),
    ("heater_ds", ("drivers/DeepSmart/deepsmart", "Heater.v1")),
    ("radiator", (SD + "zwave-thermostat", "base-radiator-thermostat")),
    ("bath_aqara", ("drivers/Aqara/aqara-bath-heater", "aqara-bath-heater")),
    ("bath_laisiao", (SD + "zigbee-switch", "switch-smart-bath-heater-laisiao")),
    ("vent_newfan", ("drivers/DeepSmart/deepsmart", "Newfan.v1")),
    ("vent_britzy", ("drivers/SinuxSoft/britzyhub", "vent")),
    ("fan_3speed", (SD + "zwave-fan", "fan-3speed")),
    ("fan_matter", (SD + "matter-thermostat", "fan-rock-wind")),
    ("purifier", (SD + "matter-thermostat", "air-purifier-hepa")),
    ("water_heater", (SD + "matter-thermostat", "water-heater")),
    # media
    ("tv_player", (SD + "matter-media", "media-video-player")),
    ("tv_speaker", (SD + "matter-media", "media-video-speaker")),
    ("soundbar", (SD + "harman-luxury", "maX10")),
    ("spk_harman", (SD + "harman-luxury", "harman-luxury")),
    ("spk_sonos", (SD + "sonos", "sonos-player")),
    ("spk_jbl", (SD + "jbl", "jbl")),
    ("spk_samsung", (SD + "samsung-audio", "samsung-audio")),
    ("spk_matter", (SD + "matter-media", "media-speaker")),
    ("spk_bose", (SD + "bose", "soundtouch-speaker")),
    # security
    ("lock_zw", (SD + "zwave-lock", "base-lock")),
    ("lock_matter", (SD + "matter-lock", "lock-user-pin")),
    ("lock_aqara", ("drivers/Aqara/aqara-lock", "aqara-lock-battery")),
    ("siren_zb", (SD + "zigbee-siren", "switch-alarm")),
    ("siren_philio", (SD + "zwave-siren", "philio-sound-siren")),
    ("camera", (SD + "matter-switch", "camera")),
    # appliances
    ("rvc", (SD + "matter-rvc", "rvc-clean-mode-service-area")),
    ("washer", (SD + "matter-appliance", "laundry-washer")),
    ("dryer", (SD + "matter-appliance", "laundry-dryer")),
    ("fridge", (SD + "matter-appliance", "refrigerator-freezer")),
    ("dishwasher", (SD + "matter-appliance", "dishwasher")),
    ("microwave", (SD + "matter-appliance", "microwave-oven")),
    ("cooktop", (SD + "matter-appliance", "cook-top")),
    ("hood", (SD + "matter-appliance", "extractor-hood-wind-light")),
    ("feeder", ("drivers/Aqara/aqara-feeder", "aqara-pet-feeder")),
    # water, gas, farm
    ("gas_valve", ("drivers/SinuxSoft/britzyhub", "gas-valve")),
    ("water_valve", (SD + "matter-switch", "water-valve")),
    ("irrigation", (SD + "matter-switch", "irrigation-system")),
    ("pump", (SD + "matter-pump", "pump-only")),
    # sensors
    ("th_sensor", (SD + "zigbee-humidity-sensor", "humidity-temp-battery-aqara")),
    ("soil", (SD + "matter-sensor", "temperature-soil-sensor-battery")),
    ("contact", (SD + "zigbee-contact", "contact-battery-profile")),
    ("motion", (SD + "zigbee-motion-sensor", "frient-motion-temp-illuminance-battery")),
    ("smoke", (SD + "zigbee-smoke-detector", "smoke-battery")),
    ("gas_detector", (SD + "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara")),
    ("co", (SD + "zwave-smoke-alarm", "co-battery")),
    ("leak", (SD + "zigbee-water-leak-sensor", "water-battery")),
])

# Profiles used by the home but left out of spec.jsonl on purpose: the engine must still find these
# devices by name and room (FORMATS §2: a device whose profile has no spec line still takes part).
OUT_OF_SPEC = ("curtain_button", "projector_screen", "feeder")

# --------------------------------------------------------------------------------------------
# Rooms: key, name as typed in the app, zone, floor, who typed it, what it is.
# --------------------------------------------------------------------------------------------
ROOMS = [
    ("dong", "上院东窑", "上院", "窑", "建军 (2021)", "east cave: the grandparents' bedroom, heated kang"),
    ("zhong", "中窑", "上院", "窑", "建军 (2021)", "middle cave: the family's 堂屋 (living room), TV, coal stove"),
    ("xi", "西窖", "上院", "窑", "秀梅 by voice (窖 for 窑)", "west cave: 建军, 秀梅 and 豆豆's bedroom"),
    ("xin", "上院新窑", "上院", "窑", "建军 (2022)", "new cave, dug 2015: rented to tourists as the 'cave experience' room"),
    ("lao", "老窑洞", "上院", "窑", "建军 (2023)", "oldest cave: 红色记忆展室, a small exhibition of old photos and a film"),
    ("shang", "上院", "上院", "院子", "建军", "the upper courtyard in front of the five caves, with the 硷畔 (yard edge)"),
    ("xia", "下院", "下院", "院子", "建军", "the lower courtyard: gate, well, laundry corner, the dog"),
    ("canting", "一楼餐厅", "下院", "一楼", "建军", "restaurant dining hall, ground floor of the brick building"),
    ("qiantai", "1楼前台", "下院", "一楼", "建军 (later, digits)", "front desk / cashier, ground floor"),
    ("zao", "灶房", "下院", "一楼", "秀梅", "the kitchen, as 秀梅 made it"),
    ("chu", "厨房", "下院", "一楼", "建军", "the same kitchen, made a second time by 建军"),
    ("r201", "201", "下院", "二楼", "建军", "guest room 201 (en-suite, bath heater)"),
    ("r202", "二楼202", "下院", "二楼", "建军", "guest room 202 (TV)"),
    ("r203", "2F-203", "下院", "二楼", "booking-app import", "guest room 203 (en-suite, bath heater)"),
    ("r204", "204号房", "下院", "二楼", "秀梅", "guest room 204"),
    ("loudao", "二楼楼道", "下院", "二楼", "建军", "upstairs corridor: water heater for the guest showers"),
    ("guojiao", "果窖", "果窖", "窖", "爷爷 via 豆豆", "apple storage cellar dug into the hill"),
    ("peng", "大棚", "大棚", "外", "建军", "vegetable greenhouse"),
    ("yang", "羊圈", "羊圈", "外", "建军", "sheep pen"),
    ("ting", "停车场", "停车场", "外", "秀梅", "car park below the compound"),
    ("park", "Parking", "停车场", "外", "建军", "the same car park, made a second time in English"),
]
ROOM_NAME = {k: n for k, n, *_ in ROOMS}
DELETED_ROOM = "xiyifang"  # 洗衣房: deleted from the app; one device still points at its roomId
DELETED_ROOM_NAME = "洗衣房"

# --------------------------------------------------------------------------------------------
# Devices: key, label, room key (None = no room), profile key, kinds (space separated), flags.
# kinds are this set's own family words (used by the bulk selectors and the README);
# flags: nooff = a plug labelled not to be switched off.
# --------------------------------------------------------------------------------------------
DEVICES = [
    # 上院东窑 — grandparents
    ("dong_top", "顶灯", "dong", "bulb_level", "light", ""),
    ("dong_kangdeng", "炕头灯", "dong", "relay_zb", "light", ""),
    ("dong_kang", "热炕插座", "dong", "plug_aqara", "plug kang", ""),
    ("dong_heater", "电暖器", "dong", "heater_ds", "heater", ""),
    ("dong_radio", "戏匣子", "dong", "spk_samsung", "speaker", ""),
    ("dong_curtain", "窗帘", "dong", "curtain_zb", "curtain", ""),
    ("dong_night", "起夜灯", "dong", "bulb_motion", "light", ""),
    ("dong_co", "煤烟报警器", "dong", "co", "sensor", ""),
    ("dong_door", "东窑门磁", "dong", "contact", "sensor", ""),
    ("dong_footbath", "泡脚盆", "dong", "plug_zb", "plug", ""),
    # 中窑 — 堂屋
    ("zhong_pendant", "吊灯", "zhong", "bulb_ct", "light", ""),
    ("zhong_strip", "窑掌灯带", "zhong", "bulb_rgbw", "light", ""),
    ("zhong_tv", "海信电视", "zhong", "tv_speaker", "tv", ""),
    ("zhong_soundbar", "电视回音壁", "zhong", "soundbar", "speaker", ""),
    ("zhong_xiaodu", "小度", "zhong", "spk_sonos", "speaker", ""),
    ("zhong_ac", "中窑空调", "zhong", "ac_deepsmart", "ac", ""),
    ("zhong_curtain", "窗帘", "zhong", "curtain_matter", "curtain", ""),
    ("zhong_rvc", "小黑", "zhong", "rvc", "vacuum", ""),
    ("zhong_co", "CO报警器", "zhong", "co", "sensor", ""),
    ("zhong_kettle", "电茶壶", "zhong", "plug_matter", "plug", ""),
    ("zhong_radiator", "暖气片", "zhong", "radiator", "heater", ""),
    ("zhong_th", "温湿度计", "zhong", "th_sensor", "sensor", ""),
    # 西窖 (= 西窑) — 建军, 秀梅, 豆豆
    ("xi_top", "顶灯", "xi", "matter_ct", "light", ""),
    ("xi_lamp", "豆豆台灯", "xi", "hue_color", "light", ""),
    ("xi_kang", "炕 插座", "xi", "plug_zb", "plug kang", ""),
    ("xi_ac", "西窑空调", "xi", "ac_matter", "ac", ""),
    ("xi_curtain", "窗帘", "xi", "curtain_e1", "curtain", ""),
    ("xi_blanket", "电热毯", "xi", "plug_wemo", "plug blanket", ""),
    ("xi_humid", "加湿器", "xi", "plug_matter", "plug humidifier", ""),
    ("xi_purifier", "净化器", "xi", "purifier", "purifier", ""),
    # 上院新窑 — guest cave, labelled by 建军 in pinyin/English for the booking system
    ("xin_top", "xinyao dingdeng", "xin", "light_level_power", "light", ""),
    ("xin_l1", "Light 1", "xin", "matter_color", "light", ""),
    ("xin_l2", "Light 2", "xin", "matter_light_onoff", "light", ""),
    ("xin_kang", "Kang Heater", "xin", "plug_matter_energy", "plug kang", ""),
    ("xin_ac", "XY-AC", "xin", "ac_matter_hc", "ac", ""),
    ("xin_curtain", "chuanglian", "xin", "curtain_zb", "curtain", ""),
    ("xin_lock", "新窑门锁", "xin", "lock_zw", "lock", ""),
    ("xin_spk", "Bluetooth Speaker", "xin", "spk_jbl", "speaker", ""),
    ("xin_plug", "智能插座", "xin", "plug_zb", "plug", ""),
    # 老窑洞 — 红色记忆展室
    ("lao_spot1", "射灯一", "lao", "hue_white", "light spot", ""),
    ("lao_spot2", "射灯二", "lao", "hue_white", "light spot", ""),
    ("lao_spot3", "射灯三", "lao", "hue_white", "light spot", ""),
    ("lao_caseA", "展柜灯A", "lao", "relay_aqara", "light", ""),
    ("lao_caseB", "展柜灯B", "lao", "relay_aqara", "light", ""),
    ("lao_screen", "投影幕布", "lao", "projector_screen", "screen", ""),
    ("lao_projplug", "投影仪插座", "lao", "plug_zw", "plug", ""),
    ("lao_spk", "讲解音箱", "lao", "spk_bose", "speaker", ""),
    ("lao_dehum", "除湿机", "lao", "plug_zb", "plug", ""),
    ("lao_th", "展室温湿度", "lao", "th_sensor", "sensor", ""),
    ("lao_cam", "老窑摄像头", "lao", "camera", "camera", ""),
    # 上院 — upper courtyard
    ("shang_jianpan", "硷畔灯", "shang", "relay_zb", "light", ""),
    ("lantern1", "红灯笼1", "shang", "bulb_onoff", "light lantern", ""),
    ("lantern2", "红灯笼2", "shang", "bulb_onoff", "light lantern", ""),
    ("lantern3", "红灯笼3", "shang", "bulb_onoff", "light lantern", ""),
    ("lantern4", "红灯笼4", "shang", "bulb_onoff", "light lantern", ""),
    ("shang_naopan", "脑畔大灯", "shang", "relay_zw", "light", ""),
    ("shang_cam", "上院摄像头", "shang", "camera", "camera", ""),
    ("shang_horn", "大喇叭", "shang", "spk_matter", "speaker", ""),
    ("shang_gang3", "上院三联开关", "shang", "gang3_matter", "switch", ""),
    # 下院 — lower courtyard
    ("xia_gate", "大门", "xia", "gate", "door", ""),
    ("xia_street", "路灯", "xia", "relay_zw", "light", ""),
    ("lantern5", "红灯笼5", "xia", "bulb_onoff", "light lantern", ""),
    ("lantern6", "红灯笼6", "xia", "bulb_onoff", "light lantern", ""),
    ("xia_pump", "水井泵", "xia", "pump", "pump", ""),
    ("xia_cam", "下院摄像头", "xia", "camera", "camera", ""),
    ("xia_washer", "洗衣机", "xia", "washer", "washer", ""),
    ("xia_feeder", "大黄的饭盆", "xia", "feeder", "feeder", ""),
    ("xia_gang2", "双联开关", "xia", "gang2_zb", "switch", ""),
    ("dryer", "烘干机", DELETED_ROOM, "dryer", "dryer", ""),
    # 一楼餐厅 — restaurant
    ("ct_pendant1", "餐厅吊灯1", "canting", "aqara_bulb", "light pendant", ""),
    ("ct_pendant2", "餐厅吊灯2", "canting", "aqara_bulb", "light pendant", ""),
    ("ct_pendant3", "餐厅吊灯3", "canting", "aqara_bulb", "light pendant", ""),
    ("ct_pendant4", "餐厅吊灯4", "canting", "aqara_bulb", "light pendant", ""),
    ("ct_strip", "餐厅灯带", "canting", "dimmer_zw", "light", ""),
    ("ct_ac1", "餐厅空调1", "canting", "ac_matter_fan", "ac", ""),
    ("ct_ac2", "餐厅空调2", "canting", "ac_matter_fan", "ac", ""),
    ("ct_tv", "餐厅电视", "canting", "tv_player", "tv", ""),
    ("ct_audio", "餐厅音响", "canting", "spk_harman", "speaker", ""),
    ("ct_curtain", "餐厅窗帘", "canting", "curtain_button", "curtain", ""),
    ("ct_vent", "排风扇", "canting", "vent_britzy", "fan vent", ""),
    ("ct_plug", "智能插座", "canting", "plug_zb", "plug", ""),
    ("ct_disinfect", "消毒柜", "canting", "plug_aqara", "plug", ""),
    ("ct_drinks", "别关-饮料柜插座", "canting", "plug_aqara", "plug", "nooff"),
    ("ct_fan", "落地扇", "canting", "fan_matter", "fan", ""),
    # 1楼前台 — front desk
    ("qt_light", "前台灯", "qiantai", "zw_rgbw", "light", ""),
    ("qt_cashier", "收银机插座", "qiantai", "plug_matter", "plug", ""),
    ("qt_ac", "前台空调", "qiantai", "ac_deepsmart", "ac", ""),
    ("qt_bell", "门铃", "qiantai", "siren_philio", "siren", ""),
    ("qt_router", "路由器-勿关", "qiantai", "plug_zw", "plug", "nooff"),
    ("qt_sign", "招牌灯", "qiantai", "relay_aqara", "light", ""),
    # 灶房 — kitchen as 秀梅 made it
    ("zao_light", "灶房灯", "zao", "relay_zb", "light", ""),
    ("zao_hood", "抽油烟机", "zao", "hood", "hood", ""),
    ("zao_fridge", "冰箱", "zao", "fridge", "fridge", ""),
    ("zao_cooktop", "电磁灶", "zao", "cooktop", "cooktop", ""),
    ("zao_smoke", "烟感", "zao", "smoke", "sensor", ""),
    ("zao_gasvalve", "沼气阀", "zao", "gas_valve", "valve gas", ""),
    ("zao_gasalarm", "沼气报警器", "zao", "gas_detector", "sensor", ""),
    ("zao_steamer", "蒸馍锅", "zao", "plug_zb", "plug", ""),
    ("zao_mixer", "和面机", "zao", "plug_wemo", "plug", ""),
    ("zao_fan", "灶房排气扇", "zao", "fan_3speed", "fan", ""),
    # 厨房 — the same kitchen, made again by 建军
    ("chu_light", "Kitchen Light", "chu", "bulb_level", "light", ""),
    ("chu_dishwasher", "洗碗机", "chu", "dishwasher", "dishwasher", ""),
    ("chu_micro", "微波炉", "chu", "microwave", "microwave", ""),
    ("chu_freezer", "别关-冷柜插座", "chu", "plug_aqara", "plug", "nooff"),
    ("chu_heater", "厨宝", "chu", "water_heater", "waterheater", ""),
    ("chu_leak", "水槽漏水", "chu", "leak", "sensor", ""),
]

# Guest rooms 201–204: set up by copy and paste, the same five labels in each.
for _r in ("r201", "r202", "r203", "r204"):
    DEVICES += [
        (_r + "_main", "主灯", _r, "matter_ct", "light", ""),
        (_r + "_bed", "床头灯", _r, "bulb_level", "light", ""),
        (_r + "_ac", "空调", _r, "ac_matter", "ac", ""),
        (_r + "_curtain", "窗帘", _r, "curtain_matter", "curtain", ""),
        (_r + "_blanket", "电热谈" if _r == "r204" else "电热毯", _r, "plug_zb", "plug blanket", ""),
    ]  # 204 was set up by 秀梅 by voice: 电热谈

DEVICES += [
    ("r201_bath", "浴霸", "r201", "bath_aqara", "bathheater", ""),
    ("r203_bath", "浴霸", "r203", "bath_laisiao", "bathheater", ""),
    ("r202_tv", "电视", "r202", "tv_player", "tv", ""),
    ("r201_lock", "门锁", "r201", "lock_matter", "lock", ""),
    ("r203_lock", "门锁", "r203", "lock_aqara", "lock", ""),
    # 二楼楼道
    ("ld_light", "感应灯", "loudao", "matter_light_onoff", "light", ""),
    ("ld_smoke", "二楼烟感", "loudao", "smoke", "sensor", ""),
    ("ld_heater", "热水器", "loudao", "water_heater", "waterheater", ""),
    ("ld_window", "走廊窗户", "loudao", "opener", "window", ""),
    # 果窖 — apple cellar
    ("gj_light", "窖灯", "guojiao", "bulb_onoff", "light", ""),
    ("gj_th", "果窖温湿度", "guojiao", "th_sensor", "sensor", ""),
    ("gj_door", "窖门磁", "guojiao", "contact", "sensor", ""),
    ("gj_fan", "通风机", "guojiao", "vent_newfan", "vent", ""),
    ("gj_humid", "窖里加湿器", "guojiao", "plug_zw", "plug humidifier", ""),
    ("gj_lock", "果窖锁", "guojiao", "lock_zw", "lock", ""),
    # 大棚 — greenhouse
    ("dp_quilt", "大棚卷帘", "peng", "curtain_matter", "quilt", ""),
    ("dp_vent", "顶风口", "peng", "opener", "window", ""),
    ("dp_drip", "滴灌", "peng", "irrigation", "irrigation", ""),
    ("dp_grow1", "补光灯1", "peng", "dimmer_zw", "light grow", ""),
    ("dp_grow2", "补光灯2", "peng", "dimmer_zw", "light grow", ""),
    ("dp_soil", "土壤传感器", "peng", "soil", "sensor", ""),
    ("dp_th", "棚内温湿度", "peng", "th_sensor", "sensor", ""),
    ("dp_valve", "进水阀", "peng", "water_valve", "valve", ""),
    ("dp_heater", "暖凤机", "peng", "heater_ds", "heater", ""),
    # 羊圈 — sheep pen
    ("yq_light", "羊圈灯", "yang", "relay_zw", "light", ""),
    ("yq_cam", "羊圈摄像头", "yang", "camera", "camera", ""),
    ("yq_fan", "羊圈风扇", "yang", "fan_3speed", "fan", ""),
    ("yq_alarm", "防盗警报", "yang", "siren_zb", "siren", ""),
    ("yq_trough", "水槽加热", "yang", "plug_matter", "plug", ""),
    ("yq_motion", "羊圈人体感应", "yang", "motion", "sensor", ""),
    # 停车场 / Parking — one car park, two rooms
    ("tc_barrier", "道闸", "ting", "garage", "door", ""),
    ("tc_light1", "停车场灯1", "ting", "matter_light_onoff", "light", ""),
    ("tc_light2", "停车场灯2", "ting", "matter_light_onoff", "light", ""),
    ("tc_cam", "停车场摄像头", "ting", "camera", "camera", ""),
    ("pk_light", "Parking Light", "park", "matter_light_onoff", "light", ""),
    ("pk_charge", "电瓶车充电", "park", "plug_matter_energy", "plug", ""),
    # no room
    ("nr_plug", "智能插座", None, "plug_matter", "plug", ""),
    ("nr_hue", "Hue white lamp 1", None, "hue_white", "light", ""),
]

DEV = {d[0]: {"key": d[0], "label": d[1], "room": d[2], "prof": d[3], "kinds": set(d[4].split()),
              "flags": set(d[5].split())} for d in DEVICES}
DEV_ORDER = [d[0] for d in DEVICES]

# A room made twice is one room: either name reaches the devices of both.
ROOM_ALIASES = {"zao": ("zao", "chu"), "chu": ("zao", "chu"), "ting": ("ting", "park"), "park": ("ting", "park")}
CAVES = ("dong", "zhong", "xi", "xin", "lao")
FLOOR2 = ("r201", "r202", "r203", "r204", "loudao")
GUEST2 = ("r201", "r202", "r203", "r204")
FLOOR1 = ("canting", "qiantai", "zao", "chu")


# --------------------------------------------------------------------------------------------
# Command descriptions for spec.jsonl: "capability.command" -> (Chinese, English).
# Real spec files mix both languages; which one a profile gets is decided by a hash (see describe()).
# --------------------------------------------------------------------------------------------
CMD_TEXT = {
    "switch.on": ("打开电源", "turn on"),
    "switch.off": ("关闭电源", "turn off"),
    "switchLevel.setLevel": ("设置亮度百分比", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("按步长调亮或调暗，正数变亮负数变暗", "step the brightness up or down"),
    "colorTemperature.setColorTemperature": ("设置色温，数值低偏暖、高偏冷", "set colour temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("把色温调暖或调冷一档", "step colour temperature warmer or cooler"),
    "colorControl.setColor": ("设置灯光颜色", "set light colour (hue and saturation)"),
    "colorControl.setHue": ("设置色相", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查固件更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("升级固件", "update firmware"),
    "refresh.refresh": ("刷新设备状态", "refresh device status"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset the energy meter"),
    "windowShade.open": ("打开（拉开/升起）", "open"),
    "windowShade.close": ("关闭（合上/放下）", "close"),
    "windowShade.pause": ("暂停，停在当前位置", "pause / stop moving"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "go to the preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set the preset position"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比", "set shade level (percent open)"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度调大或调小一步", "step the shade level"),
    "statelessCurtainPowerButton.setButton": ("窗帘按键：开、关、停", "curtain button: open, close or pause"),
    "mode.setMode": ("设置工作模式", "set mode"),
    "doorControl.open": ("开门", "open the door"),
    "doorControl.close": ("关门", "close the door"),
    "level.setLevel": ("设置开度百分比", "set level"),
    "thermostatMode.auto": ("自动模式", "auto mode"),
    "thermostatMode.cool": ("制冷模式", "cool mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "emergency heat"),
    "thermostatMode.heat": ("制热模式", "heat mode"),
    "thermostatMode.off": ("关闭温控", "thermostat off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "windMode.setWindMode": ("设置风类（自然风、睡眠风）", "set wind mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风（左右、上下）", "set oscillation / swing"),
    "fanMode.setFanMode": ("设置风扇档位", "set fan mode"),
    "fanSpeed.setFanSpeed": ("设置风扇档位（数字）", "set fan speed step"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风量模式", "set purifier fan mode"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("下一首/下一个", "next track"),
    "mediaTrackControl.previousTrack": ("上一首/上一个", "previous track"),
    "keypadInput.sendKey": ("遥控器按键（方向、确认、返回、数字键）", "send a remote-control key"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "audioMute.setMute": ("设置静音状态", "set mute"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeUp": ("音量加", "volume up"),
    "audioVolume.volumeDown": ("音量减", "volume down"),
    "mediaInputSource.setInputSource": ("切换输入源", "set input source"),
    "mediaPresets.playPreset": ("播放收藏/预设", "play a preset"),
    "audioNotification.playTrack": ("播放提示音或语音", "play a notification track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续", "play track and resume"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并拉开锁舌", "unlatch"),
    "alarm.both": ("声光报警", "siren and strobe"),
    "alarm.off": ("关闭报警", "alarm off"),
    "alarm.siren": ("鸣笛报警", "siren"),
    "alarm.strobe": ("闪光报警", "strobe"),
    "chime.chime": ("响铃（叮咚）", "chime"),
    "chime.off": ("停止响铃", "chime off"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回充", "go home to the dock"),
    "serviceArea.selectAreas": ("选择清扫区域", "select areas to clean"),
    "operationalState.start": ("启动运行", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "cookTime.setCookTime": ("设置加热时长（秒）", "set cook time (seconds)"),
    "feederOperatingState.startFeeding": ("开始出粮", "start feeding"),
    "feederPortion.setPortion": ("设置出粮份量", "set portion"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
}

VALUE_TEXT = {
    "cool": "制冷", "heat": "制热", "fan": "送风", "dry": "除湿", "auto": "自动", "off": "关",
    "coolClean": "制冷自清洁", "dryClean": "除湿自清洁", "heatClean": "制热自清洁", "fanOnly": "仅送风",
    "emergency heat": "紧急制热", "precooling": "预冷", "fanonly": "送风", "dryair": "除湿", "asleep": "睡眠",
    "low": "低速", "medium": "中速", "high": "高速", "turbo": "强劲", "sleep": "睡眠", "quiet": "静音",
    "windFree": "无风感", "noWind": "无风", "sleepWind": "睡眠风", "naturalWind": "自然风",
    "horizontal": "左右摆风", "vertical": "上下摆风", "swing": "摆风",
    "muted": "静音", "unmuted": "取消静音",
    "paused": "暂停", "playing": "播放", "stopped": "停止", "fast forwarding": "快进", "rewinding": "快退",
    "none": "不漂洗", "normal": "标准", "extra": "加强", "max": "最多",
    "open": "打开", "close": "关闭", "pause": "暂停",
    "UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确认", "BACK": "返回", "EXIT": "退出",
    "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页",
    "g": "克", "lbs": "磅", "oz": "盎司", "servings": "份",
}
for _i in range(10):
    VALUE_TEXT["NUMBER%d" % _i] = "数字%d" % _i


def use_english(prof_key: str, text: str) -> bool:
    h = hashlib.sha1((prof_key + "|" + text).encode("utf-8")).digest()
    return h[0] % 4 == 0


class World:
    """Everything derived from the SmartThings data: profiles, commands, spec, home."""

    def __init__(self):
        self.profiles, self.caps = load_data()
        self.prof = {}
        for key, (driver, name) in PROFILES.items():
            p = self.profiles.get((driver, name))
            if p is None:
                raise BuildError("profile not found in profiles.jsonl: %s %s" % (driver, name))
            self.prof[key] = p
        # commands of main per profile key: "cap.cmd"
        self.main_cmds = {}
        for key, p in self.prof.items():
            cmds = []
            for c in p["capabilities"]:
                cap = self.caps.get(c)
                if not cap:
                    continue
                for cm in cap.get("commands", []):
                    cmds.append(c + "." + cm["name"])
            self.main_cmds[key] = cmds
        self.spec = self.build_spec()
        self.spec_cmds = {}
        for line in self.spec:
            self.spec_cmds[line["profileId"]] = {c["id"] for c in line["capabilities"]}

    # -------------------------- spec --------------------------
    def arg_info(self, prof_key, cap_id, cmd):
        p = self.prof[prof_key]
        cfg = p.get("capability_config", {}).get(cap_id, [])
        args = [a for a in cmd["arguments"] if not a.get("optional")] or cmd["arguments"]
        if not args:
            return {}
        a = args[0]
        out = {}
        t = a.get("type", "string")
        out["type"] = t
        if cap_id == "colorTemperature":
            lo, hi = a.get("minimum"), a.get("maximum")
            for c in cfg:
                if "range" in c:
                    lo, hi = c["range"]
            out["value_range"] = {"min": lo, "max": hi, "unit": "K"}
            return out
        if cap_id in ("switchLevel", "level", "windowShadeLevel", "fanSpeedPercent", "audioVolume",
                      "statelessSwitchLevelStep", "statelessColorTemperatureStep"):
            lo, hi = a.get("minimum"), a.get("maximum")
            for c in cfg:
                if "range" in c:
                    lo, hi = c["range"]
            out["value_range"] = {"min": lo, "max": hi, "unit": "%"}
            return out
        if cap_id in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint", "temperatureSetpoint"):
            lo, hi = a.get("minimum"), a.get("maximum")
            for c in cfg:
                if "range" in c:
                    lo, hi = c["range"]
            out["value_range"] = {"min": lo, "max": hi, "unit": "C"}
            return out
        if cap_id == "cookTime":
            out["value_range"] = {"min": a.get("minimum"), "max": a.get("maximum"), "unit": "s"}
            return out
        if cap_id == "feederPortion":
            out["value_range"] = {"min": a.get("minimum"), "max": a.get("maximum"), "unit": "g"}
            return out
        if cap_id == "colorControl" and t == "number":
            out["value_range"] = {"min": 0, "max": 100, "unit": "%"}
            return out
        values = None
        if "enum" in a:
            values = list(a["enum"])
            for c in cfg:
                if "enabledValues" in c and c["key"] != "{{enumCommands}}":
                    ev = [v for v in c["enabledValues"] if v in values]
                    if ev:
                        values = ev
        obs = self.caps[cap_id].get("observed_values") or []
        if cap_id == "airConditionerMode":
            for o in obs:
                if "DeepSmart" in o.get("source", "") and p["name"] == "Ac.v1":
                    values = list(o["values"])
            if values is None and obs:
                values = list(obs[0]["values"])
        elif cap_id == "thermostatMode" and values:
            if obs and isinstance(obs[0].get("values"), list):
                values = [v for v in obs[0]["values"] if v in values]
        elif values is None and obs and isinstance(obs[0].get("values"), list):
            values = list(obs[0]["values"])
        elif values is not None and len(values) > 12 and obs and isinstance(obs[0].get("values"), list):
            values = [v for v in obs[0]["values"] if v in values] or values
        if values:
            lst = []
            for v in values:
                zh = VALUE_TEXT.get(v, v)
                desc = v if use_english(prof_key, cap_id + v) else zh
                lst.append({"value": v, "description": desc})
            out["value_list"] = lst
        elif "minimum" in a or "maximum" in a:
            out["value_range"] = {"min": a.get("minimum"), "max": a.get("maximum")}
        return out

    def build_spec(self):
        lines = []
        for key in PROFILES:
            if key in OUT_OF_SPEC:
                continue
            p = self.prof[key]
            entries = []
            for c in p["capabilities"]:
                cap = self.caps.get(c)
                if not cap:
                    continue
                for cm in cap.get("commands", []):
                    k = c + "." + cm["name"]
                    if k not in CMD_TEXT:
                        raise BuildError("no description for command " + k)
                    zh, en = CMD_TEXT[k]
                    e = {"id": "main-%s-%s" % (c, cm["name"]),
                         "description": en if use_english(key, k) else zh}
                    e.update(self.arg_info(key, c, cm))
                    entries.append(e)
            lines.append({"profileId": pid(*PROFILES[key]), "capabilities": entries})
        return lines

    # -------------------------- home --------------------------
    def build_home(self):
        rooms = [{"roomId": rid(k), "locationId": LOCATION_ID, "name": n} for k, n, *_ in ROOMS]
        items = []
        for key in DEV_ORDER:
            d = DEV[key]
            pk = d["prof"]
            p = self.prof[pk]
            driver, pname = PROFILES[pk]
            proto = ("ZIGBEE" if "zigbee" in driver else "ZWAVE" if "zwave" in driver
                     else "MATTER" if "matter" in driver else "LAN")
            comps = [{"id": "main", "label": "main",
                      "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]],
                      "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]]}]
            for c in p["components"]:
                comps.append({"id": c["id"], "label": c["id"],
                              "categories": [{"name": x, "categoryType": "manufacturer"}
                                             for x in (c.get("categories") or [])],
                              "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]]})
            item = OrderedDict()
            item["deviceId"] = did(key)
            item["name"] = pname
            item["label"] = d["label"]
            item["locationId"] = LOCATION_ID
            if d["room"] is not None:
                item["roomId"] = rid(d["room"])
            item["type"] = proto
            item["profile"] = {"id": pid(driver, pname)}
            item["components"] = comps
            items.append(item)
        return {"rooms": rooms, "items": items}

    # -------------------------- command support --------------------------
    def dev_cmds(self, key):
        return self.main_cmds[DEV[key]["prof"]]

    def has(self, key, cmd):
        return cmd in self.main_cmds[DEV[key]["prof"]]

    def has_cap(self, key, cap):
        return cap in self.prof[DEV[key]["prof"]]["capabilities"]

    def category(self, key):
        cats = self.prof[DEV[key]["prof"]]["categories"]
        return cats[0] if cats else "Unknown"


# --------------------------------------------------------------------------------------------
# Intents: what a request asks for, as the commands a careful labeller accepts on each device.
# A device takes the listed commands it has; for on/off a device with `switch` is switched.
# --------------------------------------------------------------------------------------------
ON_FALLBACK = ["thermostatMode.heat", "thermostatMode.setThermostatMode",
               "airPurifierFanMode.setAirPurifierFanMode", "airConditionerFanMode.setFanMode",
               "fanMode.setFanMode", "fanSpeedPercent.setPercent", "robotCleanerOperatingState.start",
               "mediaPlayback.play", "audioMute.unmute", "valve.open", "operationalState.start"]
OFF_FALLBACK = ["thermostatMode.off", "thermostatMode.setThermostatMode",
                "airPurifierFanMode.setAirPurifierFanMode", "fanMode.setFanMode", "fanSpeedPercent.setPercent",
                "robotCleanerOperatingState.goHome", "robotCleanerOperatingState.pause",
                "mediaPlayback.stop", "mediaPlayback.pause", "valve.close", "operationalState.stop"]
INTENTS = {
    "open": ["windowShade.open", "windowShadeLevel.setShadeLevel", "statelessCurtainPowerButton.setButton",
             "doorControl.open"],
    "close": ["windowShade.close", "windowShadeLevel.setShadeLevel", "statelessCurtainPowerButton.setButton",
              "doorControl.close"],
    "stopcover": ["windowShade.pause", "statelessCurtainPowerButton.setButton"],
    "shade": ["windowShadeLevel.setShadeLevel"],
    "shadestep": ["statelessWindowShadeLevelStep.stepShadeLevel", "windowShadeLevel.setShadeLevel"],
    "lock": ["lock.lock"],
    "unlock": ["lock.unlock", "lock.unlatch"],
    "vopen": ["valve.open"],
    "vclose": ["valve.close"],
    "level": ["switchLevel.setLevel"],
    "brighter": ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"],
    "dimmer": ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"],
    "ct": ["colorTemperature.setColorTemperature"],
    "warmer": ["colorTemperature.setColorTemperature",
               "statelessColorTemperatureStep.stepColorTemperatureByPercent"],
    "color": ["colorControl.setColor", "colorControl.setHue"],
    "temp": ["thermostatCoolingSetpoint.setCoolingSetpoint", "thermostatHeatingSetpoint.setHeatingSetpoint"],
    "theat": ["thermostatHeatingSetpoint.setHeatingSetpoint"],
    "mcool": ["thermostatMode.cool", "thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"],
    "mheat": ["thermostatMode.heat", "thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"],
    "mdry": ["thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"],
    "mfan": ["thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"],
    "mauto": ["thermostatMode.auto", "thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"],
    "mode": ["mode.setMode"],
    "fan": ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent", "fanSpeed.setFanSpeed",
            "fanMode.setFanMode", "airPurifierFanMode.setAirPurifierFanMode"],
    "swing": ["fanOscillationMode.setFanOscillationMode"],
    "wind": ["windMode.setWindMode"],
    "vol": ["audioVolume.setVolume"],
    "volup": ["audioVolume.volumeUp", "audioVolume.setVolume"],
    "voldown": ["audioVolume.volumeDown", "audioVolume.setVolume"],
    "mute": ["audioMute.mute", "audioMute.setMute"],
    "unmute": ["audioMute.unmute", "audioMute.setMute"],
    "play": ["mediaPlayback.play"],
    "playsth": ["mediaPlayback.play", "mediaPresets.playPreset"],
    "pause": ["mediaPlayback.pause"],
    "stop": ["mediaPlayback.stop", "mediaPlayback.pause"],
    "next": ["mediaTrackControl.nextTrack"],
    "prev": ["mediaTrackControl.previousTrack"],
    "key": ["keypadInput.sendKey"],
    "chnext": ["keypadInput.sendKey", "mediaTrackControl.nextTrack"],
    "chprev": ["keypadInput.sendKey", "mediaTrackControl.previousTrack"],
    "input": ["mediaInputSource.setInputSource"],
    "notify": ["audioNotification.playTrack", "audioNotification.playTrackAndRestore",
               "audioNotification.playTrackAndResume"],
    "vstart": ["robotCleanerOperatingState.start"],
    "vhome": ["robotCleanerOperatingState.goHome"],
    "vpause": ["robotCleanerOperatingState.pause"],
    "varea": ["serviceArea.selectAreas", "robotCleanerOperatingState.start"],
    "start": ["operationalState.start", "switch.on"],
    "opause": ["operationalState.pause"],
    "ostop": ["operationalState.stop", "switch.off"],
    "oresume": ["operationalState.resume"],
    "rinse": ["laundryWasherRinseMode.setRinseMode"],
    "spin": ["laundryWasherSpinSpeed.setSpinSpeed"],
    "cooktime": ["cookTime.setCookTime", "operationalState.start"],
    "siren": ["alarm.siren", "alarm.both", "alarm.strobe"],
    "sirenoff": ["alarm.off", "switch.off"],
    "chime": ["chime.chime"],
    "feed": ["feederOperatingState.startFeeding", "feederPortion.setPortion"],
    "portion": ["feederPortion.setPortion"],
    "irrlevel": ["level.setLevel"],
    "screendown": ["windowShade.close"],
    "screenup": ["windowShade.open"],
    "preset": ["windowShadePreset.presetPosition"],
    "energyreset": ["energyMeter.resetEnergyMeter"],
    "refresh": ["refresh.refresh"],
    "firmware": ["firmwareUpdate.checkForFirmwareUpdate", "firmwareUpdate.updateFirmware"],
}


def intent_cmds(world: World, key: str, intent) -> list:
    """Commands ('main-cap-cmd') a device accepts for an intent; [] when it cannot do it."""
    have = world.dev_cmds(key)
    if isinstance(intent, (list, tuple)):
        out = []
        for it in intent:
            for c in intent_cmds(world, key, it):
                if c not in out:
                    out.append(c)
        return out
    if intent.startswith("="):  # one explicit command
        cands = [intent[1:]]
    elif intent == "on":
        if "switch.on" in have:
            cands = ["switch.on"]
            if world.has_cap(key, "operationalState"):
                cands.append("operationalState.start")
        else:
            cands = ON_FALLBACK
    elif intent == "off":
        if "switch.off" in have:
            cands = ["switch.off"]
            if world.has_cap(key, "operationalState"):
                cands.append("operationalState.stop")
            if world.has_cap(key, "alarm"):
                cands.append("alarm.off")
        else:
            cands = OFF_FALLBACK
    elif intent == "tcool":  # a temperature while cooling: Ac.v1 only has the heating setpoint
        if "thermostatCoolingSetpoint.setCoolingSetpoint" in have:
            cands = ["thermostatCoolingSetpoint.setCoolingSetpoint"]
        else:
            cands = ["thermostatHeatingSetpoint.setHeatingSetpoint"]
    elif intent == "coolneed":  # 好热 / 闷: cool the place down
        cands = ["switch.on", "thermostatMode.cool", "thermostatMode.setThermostatMode",
                 "airConditionerMode.setAirConditionerMode", "thermostatCoolingSetpoint.setCoolingSetpoint",
                 "airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent", "fanSpeed.setFanSpeed",
                 "fanMode.setFanMode"]
        if "thermostatCoolingSetpoint.setCoolingSetpoint" not in have:
            cands.append("thermostatHeatingSetpoint.setHeatingSetpoint")
    elif intent == "heatneed":  # 好冷: warm the place up
        cands = ["switch.on", "thermostatMode.heat", "thermostatMode.setThermostatMode",
                 "airConditionerMode.setAirConditionerMode", "thermostatHeatingSetpoint.setHeatingSetpoint"]
    elif intent == "airneed":  # 闷 / 味道大: move air
        cands = ["switch.on", "airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent",
                 "airConditionerFanMode.setFanMode", "fanMode.setFanMode", "fanSpeed.setFanSpeed",
                 "windowShade.open", "doorControl.open"]
    elif intent == "darkneed":  # 太暗: light up
        cands = ["switch.on", "switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"]
    elif intent == "brightneed":  # 太亮 / 晃眼: dim, switch off, or draw the curtain
        cands = ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel", "switch.off",
                 "windowShade.close", "windowShadeLevel.setShadeLevel",
                 "statelessWindowShadeLevelStep.stepShadeLevel"]
    elif intent == "warmwater":  # 水不热
        cands = ["thermostatHeatingSetpoint.setHeatingSetpoint", "thermostatMode.heat",
                 "thermostatMode.setThermostatMode", "mode.setMode"]
    elif intent == "*":
        return ["*"]
    else:
        if intent not in INTENTS:
            raise BuildError("unknown intent " + intent)
        cands = INTENTS[intent]
    return ["main-" + c.replace(".", "-") for c in cands if c in have]


# --------------------------------------------------------------------------------------------
# Selectors over the home (used by the cases; the sets they give are checked by eye in --stats).
# --------------------------------------------------------------------------------------------
def room_keys(*rooms):
    out = []
    for r in rooms:
        for x in ROOM_ALIASES.get(r, (r,)):
            if x not in out:
                out.append(x)
    return out


def sel(kind=None, rooms=None, xrooms=(), xkeys=(), keep_nooff=False, kinds_not=()):
    """Devices of a kind (None = any) in rooms (None = whole home), minus excluded rooms/devices."""
    rs = room_keys(*rooms) if rooms else None
    xs = room_keys(*xrooms) if xrooms else []
    out = []
    for k in DEV_ORDER:
        d = DEV[k]
        if kind is not None and kind not in d["kinds"]:
            continue
        if rs is not None and d["room"] not in rs:
            continue
        if d["room"] in xs:
            continue
        if k in xkeys:
            continue
        if "nooff" in d["flags"] and not keep_nooff:
            continue
        if any(n in d["kinds"] for n in kinds_not):
            continue
        out.append(k)
    return out


# Kinds that a careless "everything off" must never sweep (see README: safety).
NOT_IN_ALL_OFF = ("lock", "door", "valve", "curtain", "quilt", "window", "screen", "sensor", "camera",
                  "siren", "fridge", "waterheater", "feeder", "irrigation", "vacuum", "gas")


def everything(rooms=None, xrooms=(), xkeys=()):
    """'X里的都关了': every device in scope with a power-off, minus the safety kinds and no-off plugs."""
    return sel(None, rooms, xrooms, xkeys, kinds_not=NOT_IN_ALL_OFF)


LIGHT = "light"


# --------------------------------------------------------------------------------------------
# Expectation builders and the case registry.
# --------------------------------------------------------------------------------------------
def one(devs, intent):
    return ("one", list(devs) if not isinstance(devs, str) else [devs], intent)


def all_(devs, intent):
    return ("all", list(devs), intent)


def ask(devs=(), intent=None):
    return ("clarify", list(devs) if not isinstance(devs, str) else [devs], intent)


def none():
    return ("none", [], None)


RAW_CASES = []


def add(tags, query, *entries, hist=None):
    RAW_CASES.append((tags.split(), query, list(entries), list(hist) if hist else None))


# ============================================================================================
# CASES
# Speakers (see README): 爷爷 高福堂 (elder, Shaanbei), 奶奶 刘桂兰 (elder, Shaanbei, voice typing),
# 建军 (son, bookings; English and pinyin), 秀梅 (cook), 豆豆 (child, 9), tourists (Mandarin from
# other provinces; Emma, English).
# ============================================================================================
def cases_single():
    # ---------------- by label ----------------
    add("name light", "打开炕头灯", one("dong_kangdeng", "on"))
    add("name light elder", "起夜灯关了", one("dong_night", "off"))
    add("name light", "把窑掌灯带打开", one("zhong_strip", "on"))
    add("name light child", "豆豆台灯关掉", one("xi_lamp", "off"))
    add("name light elder dialect", "把硷畔灯拉着", one("shang_jianpan", "on"))
    add("name light elder dialect", "脑畔大灯开开嘛", one("shang_naopan", "on"))
    add("name light", "招牌灯打开，天黑了", one("qt_sign", "on"))
    add("name light cook", "灶房灯开一下", one("zao_light", "on"))
    add("name light elder dialect", "窖灯熄了", one("gj_light", "off"))
    add("name light", "羊圈灯开开", one("yq_light", "on"))
    add("name light", "感应灯关掉", one("ld_light", "off"))
    add("name light", "前台灯打开", one("qt_light", "on"))
    add("name light series", "开一下展柜灯A", one("lao_caseA", "on"))
    add("name light series", "展柜灯B关了", one("lao_caseB", "off"))
    add("name light series", "射灯二打开", one("lao_spot2", "on"))
    add("name light series", "把射灯三关掉", one("lao_spot3", "off"))
    add("name light series", "红灯笼3点亮", one("lantern3", "on"))
    add("name light series", "红灯笼6关了", one("lantern6", "off"))
    add("name light series", "餐厅吊灯2开一下", one("ct_pendant2", "on"))
    add("name light series", "关掉餐厅吊灯4", one("ct_pendant4", "off"))
    add("name light category-by-name", "餐厅灯带打开", one("ct_strip", "on"))
    add("name light category-by-name", "路灯开开", one("xia_street", "on"))
    add("name light series", "停车场灯1关了", one("tc_light1", "off"))
    add("name light series farm", "补光灯2打开", one("dp_grow2", "on"))
    add("name light english son", "把Parking Light打开", one("pk_light", "on"))
    add("name light english son", "Kitchen Light 关一下", one("chu_light", "off"))
    add("name light english default-name", "Light 1 打开", one("xin_l1", "on"))
    add("name light english default-name", "关掉Light 2", one("xin_l2", "off"))
    add("name light english no-room", "Hue white lamp 1 打开", one("nr_hue", "on"))
    add("name light pinyin son", "xinyao dingdeng 关了", one("xin_top", "off"))
    add("name plug kang", "热炕插座打开", one("dong_kang", "on"))
    add("name plug elder", "把泡脚盆插上电", one("dong_footbath", "on"))
    add("name plug", "电茶壶烧上", one("zhong_kettle", "on"))
    add("name plug", "除湿机打开", one("lao_dehum", "on"))
    add("name plug", "投影仪插座开一下", one("lao_projplug", "on"))
    add("name plug", "消毒柜开了", one("ct_disinfect", "on"))
    add("name plug", "收银机插座打开", one("qt_cashier", "on"))
    add("name plug cook", "蒸馍锅开上", one("zao_steamer", "on"))
    add("name plug cook", "和面机关了", one("zao_mixer", "off"))
    add("name plug farm", "水槽加热打开", one("yq_trough", "on"))
    add("name plug", "电瓶车充电关了", one("pk_charge", "off"))
    add("name plug kang english", "Kang Heater 开一下", one("xin_kang", "on"))
    add("name heater elder", "电暖器开开", one("dong_heater", "on"))
    add("name speaker nickname elder", "打开戏匣子", one("dong_radio", "on"))
    add("name tv", "海信电视打开", one("zhong_tv", "on"))
    add("name speaker", "电视回音壁关了", one("zhong_soundbar", "off"))
    add("name ac", "中窑空调打开", one("zhong_ac", "on"))
    add("name ac typo-room", "西窑空调关掉", one("xi_ac", "off"))
    add("name ac english", "XY-AC 打开", one("xin_ac", "on"))
    add("name ac series", "餐厅空调1关了", one("ct_ac1", "off"))
    add("name ac", "前台空调开一下", one("qt_ac", "on"))
    add("name purifier", "净化器打开", one("xi_purifier", "on"))
    add("name heater", "暖气片关了", one("zhong_radiator", "off"))
    add("name fan", "排风扇开开", one("ct_vent", "on"))
    add("name fan", "落地扇打开", one("ct_fan", "on"))
    add("name fan cook", "灶房排气扇开了", one("zao_fan", "on"))
    add("name fan farm", "通风机打开", one("gj_fan", "on"))
    add("name fan farm", "羊圈风扇关了", one("yq_fan", "off"))
    add("name appliance cook", "抽油烟机打开", one("zao_hood", "on"))
    add("name appliance cook", "电磁灶关了", one("zao_cooktop", "off"))
    add("name appliance cook", "洗碗机开始洗", one("chu_dishwasher", "start"))
    add("name appliance cook", "微波炉停下", one("chu_micro", "ostop"))
    add("name appliance", "洗衣机开始洗", one("xia_washer", "start"))
    add("name appliance no-room", "烘干机打开", one("dryer", "on"))
    add("name waterheater cook", "厨宝打开", one("chu_heater", "on"))
    add("name waterheater", "热水器关掉", one("ld_heater", "off"))
    add("name door", "大门打开", one("xia_gate", "open"))
    add("name door", "道闸抬起来", one("tc_barrier", "open"))
    add("name door", "把道闸放下", one("tc_barrier", "close"))
    add("name curtain farm", "大棚卷帘放下来", one("dp_quilt", "close"))
    add("name window farm", "顶风口打开", one("dp_vent", "open"))
    add("name window", "走廊窗户关上", one("ld_window", "close"))
    add("name valve farm", "滴灌打开", one("dp_drip", "on"))
    add("name valve farm", "进水阀关了", one("dp_valve", "vclose"))
    add("name pump", "水井泵开开", one("xia_pump", "on"))
    add("name siren", "门铃响一下", one("qt_bell", "chime"))
    add("name siren farm", "防盗警报关了", one("yq_alarm", "off"))
    add("name lock", "新窑门锁锁上", one("xin_lock", "lock"))
    add("name lock farm", "果窖锁锁上", one("gj_lock", "lock"))
    add("name screen out-of-spec", "投影幕布放下来", one("lao_screen", "screendown"))
    add("name screen out-of-spec", "把投影幕布收起来", one("lao_screen", "screenup"))
    add("name speaker", "讲解音箱播放", one("lao_spk", "play"))
    add("name speaker", "大喇叭静音", one("shang_horn", "mute"))
    add("name speaker english", "Bluetooth Speaker 暂停", one("xin_spk", "pause"))
    add("name speaker", "餐厅音响关了", one("ct_audio", "off"))
    add("name vacuum nickname", "小黑开始扫地", one("zhong_rvc", "vstart"))
    add("name feeder nickname out-of-spec", "大黄的饭盆出点粮", one("xia_feeder", "feed"))
    add("name curtain out-of-spec", "餐厅窗帘拉开", one("ct_curtain", "open"))
    add("name curtain pinyin", "chuanglian 关上", one("xin_curtain", "close"))
    add("name switch", "上院三联开关关了", one("shang_gang3", "off"))
    add("name switch", "双联开关打开", one("xia_gang2", "on"))
    add("name tv", "餐厅电视打开", one("ct_tv", "on"))

    # ---------------- by room + kind ----------------
    add("room curtain elder", "东窑的窗帘拉上", one("dong_curtain", "close"))
    add("room curtain", "中窑的窗帘打开", one("zhong_curtain", "open"))
    add("room curtain typo-room", "西窑的窗帘关了", one("xi_curtain", "close"))
    add("room ac tourist", "201的空调打开", one("r201_ac", "on"))
    add("room ac tourist", "202的空调关了", one("r202_ac", "off"))
    add("room ac tourist", "203房间空调开一下", one("r203_ac", "on"))
    add("room ac tourist", "204的空调关掉", one("r204_ac", "off"))
    add("room curtain", "二楼202的窗帘拉开", one("r202_curtain", "open"))
    add("room curtain tourist", "203的窗帘关上", one("r203_curtain", "close"))
    add("room curtain", "204号房窗帘打开", one("r204_curtain", "open"))
    add("room light tourist", "201的床头灯开开", one("r201_bed", "on"))
    add("room light tourist", "202床头灯关了", one("r202_bed", "off"))
    add("room light", "203的主灯打开", one("r203_main", "on"))
    add("room light", "204主灯关掉", one("r204_main", "off"))
    add("room plug blanket", "201的电热毯打开", one("r201_blanket", "on"))
    add("room plug blanket", "203的电热毯关了", one("r203_blanket", "off"))
    add("room plug blanket typo-room", "西窑的电热毯打开", one("xi_blanket", "on"))
    add("room plug blanket typo-label", "204的电热毯开开", one("r204_blanket", "on"))
    add("name plug blanket typo-label", "电热谈关了", one("r204_blanket", "off"))
    add("room heater farm typo-label", "大棚暖风机关了", one("dp_heater", "off"))
    add("room tv tourist", "202的电视打开", one("r202_tv", "on"))
    add("room bathheater tourist", "201的浴霸打开", one("r201_bath", "on"))
    add("room bathheater", "203浴霸关了", one("r203_bath", "off"))
    add("room lock", "201的门锁锁上", one("r201_lock", "lock"))
    add("room heater elder", "东窑的电暖器开开", one("dong_heater", "on"))
    add("room ac", "中窑的空调开开", one("zhong_ac", "on"))
    add("room ac", "新窑的空调关了", one("xin_ac", "off"))
    add("room ac", "前台的空调打开", one("qt_ac", "on"))
    add("room light farm", "果窖的灯打开", one("gj_light", "on"))
    add("room light farm", "羊圈的灯关了", one("yq_light", "off"))
    add("room appliance cook", "灶房的油烟机开开", one("zao_hood", "on"))
    add("room light floor", "二楼楼道的灯开开", one("ld_light", "on"))
    add("room heater farm", "大棚的暖风机打开", one("dp_heater", "on"))
    add("room fan farm", "果窖的风机打开", one("gj_fan", "on"))
    add("room fan farm", "羊圈的风扇开开", one("yq_fan", "on"))
    add("room tv", "中窑的电视关了", one("zhong_tv", "off"))
    add("room speaker", "老窑的音箱放一下", one("lao_spk", "play"))
    add("room speaker", "新窑的音箱暂停", one("xin_spk", "pause"))
    add("room door", "下院的大门关上", one("xia_gate", "close"))
    add("room door made-twice", "停车场的道闸打开", one("tc_barrier", "open"))
    add("room purifier typo-room", "西窑的净化器开开", one("xi_purifier", "on"))
    add("room vacuum", "中窑的扫地机开始扫", one("zhong_rvc", "vstart"))
    add("room plug humidifier farm", "果窖里的加湿器打开", one("gj_humid", "on"))
    add("room light bulk elder", "东窑的灯关了", all_(sel(LIGHT, ["dong"]), "off"))
    add("room light bulk", "中窑的灯打开", all_(sel(LIGHT, ["zhong"]), "on"))
    add("room light bulk typo-room", "西窑的灯关掉", all_(sel(LIGHT, ["xi"]), "off"))
    add("room light bulk made-twice", "停车场的灯打开", all_(sel(LIGHT, ["ting"]), "on"))
    add("room light bulk made-twice english", "Parking 的灯关了", all_(sel(LIGHT, ["park"]), "off"))
    add("room light bulk made-twice cook", "厨房的灯开开", all_(sel(LIGHT, ["chu"]), "on"))
    add("room light bulk made-twice cook", "灶房的灯关了", all_(sel(LIGHT, ["zao"]), "off"))
    add("room light bulk farm", "大棚的灯打开", all_(sel(LIGHT, ["peng"]), "on"))
    add("room light bulk", "餐厅的灯打开", all_(sel(LIGHT, ["canting"]), "on"))
    add("room light bulk tourist", "201的灯关了", all_(sel(LIGHT, ["r201"]), "off"))
    add("room light bulk", "下院的灯打开", all_(sel(LIGHT, ["xia"]), "on"))
    add("room light bulk", "新窑的灯全打开", all_(sel(LIGHT, ["xin"]), "on"))
    add("room ac bulk", "餐厅的空调打开", all_(sel("ac", ["canting"]), "on"))
    add("room ac bulk", "餐厅空调都关了", all_(sel("ac", ["canting"]), "off"))
    add("room sensor state", "果窖现在几度", one("gj_th", "*"))
    add("room sensor state", "大棚里湿度多少", one(["dp_th", "dp_soil"], "*"))
    add("room sensor state farm", "土壤干不干", one("dp_soil", "*"))
    add("room sensor state", "中窑温度多少", one(["zhong_th", "zhong_ac", "zhong_radiator"], "*"))
    add("room sensor state farm", "羊圈里有没有人", one(["yq_motion", "yq_cam"], "*"))
    add("room sensor state", "窖门关好了没", one("gj_door", "*"))
    add("room lock state", "果窖锁上了没有", one("gj_lock", "*"))
    add("room door state", "大门关了没", one("xia_gate", "*"))

    # ---------------- nicknames ----------------
    add("nickname speaker elder dialect", "把戏匣子开开，听会儿信天游", one("dong_radio", ["on", "playsth"]))
    add("nickname speaker elder", "戏匣子声音大些", one("dong_radio", "volup"))
    add("nickname speaker elder dialect", "戏匣子熄了，睡呀", one("dong_radio", "off"))
    add("nickname speaker elder", "把老汉的匣子关了，吵得人睡不着", one("dong_radio", "off"))
    add("nickname vacuum", "小黑回去充电", one("zhong_rvc", "vhome"))
    add("nickname vacuum", "小黑停一下", one("zhong_rvc", "vpause"))
    add("nickname vacuum child", "让小黑把中窑扫一遍", one("zhong_rvc", "varea"))
    add("nickname speaker wakeword child", "小度小度，放首歌", one("zhong_xiaodu", "playsth"))
    add("nickname speaker", "小度声音小点", one("zhong_xiaodu", "voldown"))
    add("nickname speaker child", "小度暂停", one("zhong_xiaodu", "pause"))
    add("nickname speaker child", "小度下一首", one("zhong_xiaodu", "next"))
    add("nickname feeder child out-of-spec", "大黄饿了，给它出点粮", one("xia_feeder", "feed"))
    add("nickname feeder elder out-of-spec", "给大黄喂些吃的", one("xia_feeder", "feed"))
    add("nickname speaker", "回音壁静音", one("zhong_soundbar", "mute"))
    add("nickname speaker", "大喇叭声音开大", one("shang_horn", "volup"))
    add("nickname light child", "豆豆的灯变成蓝色", one("xi_lamp", "color"))
    add("nickname light elder dialect", "窑掌上那一溜灯带拉着", one("zhong_strip", "on"))
    add("nickname speaker elder dialect", "匣匣子开开，我听个秦腔", one("dong_radio", ["on", "playsth"]))

    # ---------------- voice typing / misheard labels ----------------
    add("asr light", "把碱畔灯打开", one("shang_jianpan", "on"))
    add("asr light", "检畔灯关了", one("shang_jianpan", "off"))
    add("asr light dialect", "脑板大灯开开", one("shang_naopan", "on"))
    add("asr light dialect", "老板大灯关掉", one("shang_naopan", "off"))
    add("asr light", "窑长灯带打开", one("zhong_strip", "on"))
    add("asr light", "摇掌灯带关了", one("zhong_strip", "off"))
    add("asr speaker nickname", "戏匣字开开", one("dong_radio", "on"))
    add("asr speaker nickname", "洗匣子关了", one("dong_radio", "off"))
    add("asr light series", "红灯龙2打开", one("lantern2", "on"))
    add("asr light series", "红灯笼五关了", one("lantern5", "off"))
    add("asr light series", "餐厅吊灯三打开", one("ct_pendant3", "on"))
    add("asr light series", "射灯1打开", one("lao_spot1", "on"))
    add("asr light series", "射灯3关掉", one("lao_spot3", "off"))
    add("asr light series", "展柜灯a关了", one("lao_caseA", "off"))
    add("asr light series", "展柜等B打开", one("lao_caseB", "on"))
    add("asr plug cook", "正模锅开上", one("zao_steamer", "on"))
    add("asr plug cook", "河面机关了", one("zao_mixer", "off"))
    add("asr fan cook", "灶房排期扇开开", one("zao_fan", "on"))
    add("asr appliance cook", "抽油烟鸡开大点", one("zao_hood", "fan"))
    add("asr heater farm", "暖疯机开了", one("dp_heater", "on"))
    add("asr valve farm", "地灌打开", one("dp_drip", "on"))
    add("asr curtain farm", "大棚卷连放下来", one("dp_quilt", "close"))
    add("asr window farm", "顶风扣关了", one("dp_vent", "close"))
    add("asr valve farm", "进水伐打开", one("dp_valve", "vopen"))
    add("asr pump", "水井崩开开", one("xia_pump", "on"))
    add("asr light elder", "起夜等关了", one("dong_night", "off"))
    add("asr plug kang elder", "热抗插座打开", one("dong_kang", "on"))
    add("asr heater elder", "电暖气开开", one("dong_heater", "on"))
    add("asr heater elder", "电脑器关了", one("dong_heater", "off"))
    add("asr vacuum nickname", "小嘿回来", one("zhong_rvc", "vhome"))
    add("asr speaker wakeword child", "小杜小杜放个歌", one("zhong_xiaodu", "playsth"))
    add("asr tv", "海性电视关了", one("zhong_tv", "off"))
    add("asr speaker", "回音币静音", one("zhong_soundbar", "mute"))
    add("asr light farm", "果叫的灯开开", one("gj_light", "on"))
    add("asr light farm", "羊倦灯关了", one("yq_light", "off"))
    add("asr fan farm", "羊圈风山打开", one("yq_fan", "on"))
    add("asr siren farm", "防盗警爆关了", one("yq_alarm", "off"))
    add("asr ac", "前台空跳打开", one("qt_ac", "on"))
    add("asr ac typo-room", "西窑空掉关了", one("xi_ac", "off"))
    add("asr light", "招排灯开一下", one("qt_sign", "on"))
    add("asr plug", "消读柜打开", one("ct_disinfect", "on"))
    add("asr light", "感因灯关了", one("ld_light", "off"))
    add("asr waterheater", "热水起调到五十度", one("ld_heater", "theat"))
    add("asr waterheater cook", "厨包打开", one("chu_heater", "on"))
    add("asr appliance cook", "洗碗鸡开始洗", one("chu_dishwasher", "start"))
    add("asr appliance cook", "微博炉停了", one("chu_micro", "ostop"))
    add("asr appliance no-room", "烘干鸡打开", one("dryer", "on"))
    add("asr door", "到闸放下", one("tc_barrier", "close"))
    add("asr light english", "莱特万打开", one("xin_l1", "on"))
    add("asr light english", "帕金莱特关了", one("pk_light", "off"))
    add("asr plug kang english", "康黑特打开", one("xin_kang", "on"))
    add("asr light english", "kitchen 莱特 打开", one("chu_light", "on"))
    add("asr light pinyin", "xinyao ding deng 打开", one("xin_top", "on"))
    add("asr light english", "light one 关了", one("xin_l1", "off"))
    add("asr ac english", "XYAC 关了", one("xin_ac", "off"))
    add("asr ac english value", "X Y A C 调到24度", one("xin_ac", "temp"))
    add("asr curtain pinyin", "chuang lian 打开", one("xin_curtain", "open"))
    add("asr speaker english", "蓝牙音箱暂停", one("xin_spk", "pause"))
    add("asr lock farm", "果叫锁锁上", one("gj_lock", "lock"))
    add("asr light", "灶房等打开", one("zao_light", "on"))
    add("asr light", "炕头的等开开", one("dong_kangdeng", "on"))

    # ---------------- English and pinyin ----------------
    add("english light bulk tourist", "turn on the light in 203", all_(sel(LIGHT, ["r203"]), "on"))
    add("english ac tourist", "Could you switch off the air conditioner in room 201?", one("r201_ac", "off"))
    add("english ac need tourist", "It's freezing in room 204, can you turn the heating up?", one("r204_ac", "heatneed"))
    add("english curtain tourist", "Please close the curtains in 202", one("r202_curtain", "close"))
    add("english curtain value tourist", "open the curtains in room 203 halfway", one("r203_curtain", "shade"))
    add("english lock tourist", "lock the door of room 201", one("r201_lock", "lock"))
    add("english plug blanket tourist", "Turn the electric blanket on in 203", one("r203_blanket", "on"))
    add("english bathheater state tourist", "Is the bathroom heater in 201 on?", one("r201_bath", "*"))
    add("english light bulk tourist", "turn off all the lights in room 202", all_(sel(LIGHT, ["r202"]), "off"))
    add("english light value son", "把 Light 1 调到 50%", one("xin_l1", "level"))
    add("english ac mode son", "XY-AC 切 cool mode", one("xin_ac", "mcool"))
    add("english ac son", "turn off 201 的 AC", one("r201_ac", "off"))
    add("english light son", "Parking Light 开一下 thanks", one("pk_light", "on"))
    add("english light value son", "Kitchen Light dim 到 30", one("chu_light", "level"))
    add("english light value son", "set Light 1 to warm white", one("xin_l1", "warmer"))
    add("english speaker value son", "Bluetooth Speaker volume 调到 20", one("xin_spk", "vol"))
    add("english sensor state son", "check 一下果窖温湿度", one("gj_th", "*"))
    add("english valve value son farm", "大棚的 drip irrigation 开 30%", one("dp_drip", "irrlevel"))
    add("english light bulk tourist", "turn on the lanterns", all_(sel("lantern"), "on"))
    add("english bulk room tourist", "switch off everything in the dining hall", all_(everything(["canting"]), "off"))
    add("english door state tourist", "is the front gate closed?", one("xia_gate", "*"))
    add("english speaker tourist", "play some music in the dining room", one("ct_audio", "playsth"))
    add("english light value son no-room", "Hue white lamp 1 brightness 80", one("nr_hue", "level"))
    add("english tv tourist", "turn the TV on in 202 please", one("r202_tv", "on"))
    add("english tv tourist", "switch the TV off in room 202", one("r202_tv", "off"))
    add("english ac value tourist", "set the AC in 203 to 22 degrees", one("r203_ac", "temp"))
    add("english ac mode tourist", "put the air con in 201 on heating", one("r201_ac", "mheat"))
    add("english ac fan tourist", "turn the fan speed down on the 204 air conditioner", one("r204_ac", "fan"))
    add("english light value tourist", "dim the bedside lamp in 202 a bit", one("r202_bed", "dimmer"))
    add("english son vacuum", "小黑 go home", one("zhong_rvc", "vhome"))
    add("english son lock", "lock 新窑 的 door", one("xin_lock", "lock"))
    add("english son plug", "把 Kang Heater turn off", one("xin_kang", "off"))
    add("pinyin light son", "dakai dongyao dingdeng", one("dong_top", "on"))
    add("pinyin ac son", "guanbi zhongyao kongtiao", one("zhong_ac", "off"))
    add("pinyin light son farm", "kai yangjuan deng", one("yq_light", "on"))
    add("pinyin light son series", "dakai hongdenglong 1", one("lantern1", "on"))
    add("pinyin ac son typo-room", "guan xiyao kongtiao", one("xi_ac", "off"))
    add("pinyin light son series", "canting diaodeng 2 kai", one("ct_pendant2", "on"))
    add("pinyin ac son value", "xinyao kongtiao 24 du", one("xin_ac", "temp"))
    add("pinyin plug son kang", "Kang Heater 开了没", one("xin_kang", "*"))
    add("pinyin curtain son", "ba chuanglian dakai", one("xin_curtain", "open"))
    add("pinyin light son", "guan chufang deng", all_(sel(LIGHT, ["chu"]), "off"))


def cases_bulk():
    lights = sel(LIGHT)
    # ---------------- whole home, by kind ----------------
    add("bulk light home", "所有灯都关了", all_(lights, "off"))
    add("bulk light home", "全部的灯打开", all_(lights, "on"))
    add("bulk light home elder dialect", "家里的灯一满关了", all_(lights, "off"))
    add("bulk light home son", "all lights off", all_(lights, "off"))
    add("bulk light series", "把所有的灯笼都点上", all_(sel("lantern"), "on"))
    add("bulk light series elder dialect", "红灯笼全灭了", all_(sel("lantern"), "off"))
    add("bulk ac home", "所有空调都关掉", all_(sel("ac"), "off"))
    add("bulk ac home son", "空调全部打开，今天团建的人多", all_(sel("ac"), "on"))
    add("bulk curtain home", "所有窗帘都拉上", all_(sel("curtain"), "close"))
    add("bulk curtain home", "家里窗帘全拉开", all_(sel("curtain"), "open"))
    add("bulk plug home", "把所有插座都关了", all_(sel("plug"), "off"))
    add("bulk plug blanket home", "所有电热毯都关了", all_(sel("blanket"), "off"))
    add("bulk plug kang home elder", "所有的炕都烧上", all_(sel("kang"), "on"))
    add("bulk plug kang home", "几个炕的插座全关了", all_(sel("kang"), "off"))
    add("bulk lock home", "门都锁上", all_(sel("lock"), "lock"))
    add("bulk lock home son", "所有锁都上锁", all_(sel("lock"), "lock"))
    add("bulk speaker home", "所有音箱都停了", all_(sel("speaker"), ["stop", "mute"]))
    add("bulk speaker home", "所有音箱都静音", all_(sel("speaker"), "mute"))
    add("bulk fan home", "所有风扇都关了", all_(sel("fan"), "off"))
    add("bulk plug humidifier home", "两个加湿器都打开", all_(sel("humidifier"), "on"))
    add("bulk heater home", "电暖器暖气片暖风机全开开", all_(sel("heater"), "on"))
    add("bulk tv home", "电视全关了", all_(sel("tv"), "off"))
    add("bulk bathheater home", "两个浴霸都关了", all_(sel("bathheater"), "off"))
    add("bulk waterheater home", "热水器和厨宝都关了", all_(sel("waterheater"), "off"))
    add("bulk door home", "大门和道闸都关上", all_(sel("door"), "close"))
    add("bulk camera home", "摄像头都还在线吗", all_(sel("camera"), "*"))

    # ---------------- floors ----------------
    f2 = list(FLOOR2)
    add("bulk floor light", "二楼的灯都关了", all_(sel(LIGHT, f2), "off"))
    add("bulk floor light", "楼上的灯全打开", all_(sel(LIGHT, f2), "on"))
    add("bulk floor light", "2楼灯全关", all_(sel(LIGHT, f2), "off"))
    add("bulk floor light english son", "2F 所有 light 打开", all_(sel(LIGHT, f2), "on"))
    add("bulk floor ac", "楼上的空调全关了", all_(sel("ac", f2), "off"))
    add("bulk floor ac", "二楼空调都开开", all_(sel("ac", f2), "on"))
    add("bulk floor curtain", "二楼的窗帘全部拉开", all_(sel("curtain", f2), "open"))
    add("bulk floor curtain", "楼上窗帘都拉上", all_(sel("curtain", f2), "close"))
    add("bulk floor plug blanket", "二楼所有电热毯打开", all_(sel("blanket", f2), "on"))
    add("bulk floor ac", "一楼的空调都关了", all_(sel("ac", list(FLOOR1)), "off"))
    add("bulk floor ac", "一楼空调全开", all_(sel("ac", list(FLOOR1)), "on"))
    add("bulk floor light exclude", "二楼除了楼道，灯都关了", all_(sel(LIGHT, list(GUEST2)), "off"))
    add("bulk floor ac exclude", "二楼的空调除了203都关掉", all_(sel("ac", f2, xrooms=["r203"]), "off"))
    add("bulk floor light", "二楼房间的床头灯都关掉", all_([r + "_bed" for r in GUEST2], "off"))
    add("bulk floor light", "二楼的主灯都开开", all_([r + "_main" for r in GUEST2], "on"))
    add("bulk floor ac value", "二楼的空调全调到26度", all_(sel("ac", f2), "temp"))
    add("bulk floor ac mode", "楼上空调都改成制热", all_(sel("ac", f2), "mheat"))
    add("bulk floor light exclude", "二楼的灯，楼道的不要关，别的全关", all_(sel(LIGHT, list(GUEST2)), "off"))
    add("bulk floor ac exclude", "除了201，二楼的空调都打开", all_(sel("ac", f2, xrooms=["r201"]), "on"))
    add("bulk floor curtain exclude", "二楼窗帘除了204都拉开", all_(sel("curtain", f2, xrooms=["r204"]), "open"))

    # ---------------- zones: the caves, the courtyards, the kitchen and car park made twice ----------------
    caves = list(CAVES)
    add("bulk zone light typo-room", "窑洞里的灯都关了", all_(sel(LIGHT, caves), "off"))
    add("bulk zone light elder dialect typo-room", "几孔窑的灯一满拉灭", all_(sel(LIGHT, caves), "off"))
    add("bulk zone curtain typo-room", "五孔窑的窗帘都拉上", all_(sel("curtain", caves), "close"))
    add("bulk zone ac typo-room", "窑里的空调全关", all_(sel("ac", caves), "off"))
    add("bulk zone ac mode typo-room", "窑里的空调都调成制热", all_(sel("ac", caves), "mheat"))
    add("bulk zone light series", "院子里的红灯笼全点上", all_(sel("lantern"), "on"))
    add("bulk zone light", "上院院子的灯全关了", all_(sel(LIGHT, ["shang"]), "off"))
    add("bulk zone light", "院子里的灯都开开", all_(sel(LIGHT, ["shang", "xia"]), "on"))
    add("bulk zone light", "两个院子的灯都关了", all_(sel(LIGHT, ["shang", "xia"]), "off"))
    add("bulk zone light series", "下院的灯笼打开", all_(sel("lantern", ["xia"]), "on"))
    add("bulk zone light series", "上院的红灯笼都关了", all_(sel("lantern", ["shang"]), "off"))
    add("bulk zone light made-twice", "停车场所有灯都关掉", all_(sel(LIGHT, ["ting"]), "off"))
    add("bulk zone plug made-twice cook", "灶房的插座都关了", all_(sel("plug", ["zao"]), "off"))
    add("bulk zone light", "老窑的灯都打开", all_(sel(LIGHT, ["lao"]), "on"))
    add("bulk zone light series", "射灯全开", all_(sel("spot"), "on"))
    add("bulk zone light series", "老窑的射灯都关了", all_(sel("spot"), "off"))
    add("bulk zone light series", "展柜灯都打开", all_(["lao_caseA", "lao_caseB"], "on"))
    add("bulk zone light series", "餐厅吊灯全打开", all_(sel("pendant"), "on"))
    add("bulk zone light series", "餐厅的吊灯都关了", all_(sel("pendant"), "off"))
    add("bulk zone light series farm", "补光灯都打开", all_(sel("grow"), "on"))
    add("bulk zone light series", "停车场灯1和灯2都打开", all_(["tc_light1", "tc_light2"], "on"))

    # ---------------- everything in a room ----------------
    add("bulk room everything", "餐厅的东西全关了", all_(everything(["canting"]), "off"))
    add("bulk room everything", "老窑洞里的都关了，下班", all_(everything(["lao"]), "off"))
    add("bulk room everything tourist", "201的电器都关掉", all_(everything(["r201"]), "off"))
    add("bulk room everything typo-room", "西窑全关了", all_(everything(["xi"]), "off"))
    add("bulk room everything elder dialect", "东窑里头的电器一满关了", all_(everything(["dong"]), "off"))
    add("bulk room everything safety", "前台除了路由器都关了", all_(everything(["qiantai"]), "off"))
    add("bulk room everything safety farm", "羊圈的东西都关了", all_(everything(["yang"]), "off"))
    add("bulk room everything farm", "大棚里的电都关了", all_(everything(["peng"]), "off"))
    add("bulk room everything tourist", "退房了，204的东西都关了吧", all_(everything(["r204"]), "off"))
    add("bulk room everything", "新窑里的电器全部关闭", all_(everything(["xin"]), "off"))
    add("bulk room everything english son", "turn off everything in 中窑", all_(everything(["zhong"]), "off"))
    add("bulk room light elder dialect", "东窑的灯全熄了", all_(sel(LIGHT, ["dong"]), "off"))

    # ---------------- exclusions ----------------
    add("bulk exclude light zone", "除了东窑，别的窑里灯都关了", all_(sel(LIGHT, caves, xrooms=["dong"]), "off"))
    add("bulk exclude light home typo-room", "除了西窑都关灯", all_(sel(LIGHT, xrooms=["xi"]), "off"))
    add("bulk exclude light home", "除了二楼，灯全关了", all_(sel(LIGHT, xrooms=f2), "off"))
    add("bulk exclude light home farm", "羊圈的灯留着，别的灯全关", all_(sel(LIGHT, xrooms=["yang"]), "off"))
    add("bulk exclude light series", "所有灯笼除了红灯笼1都灭了", all_(sel("lantern", xkeys=["lantern1"]), "off"))
    add("bulk exclude light series", "红灯笼除了下院的都关了", all_(sel("lantern", xrooms=["xia"]), "off"))
    add("bulk exclude light series", "老窑的射灯除了射灯二都关了", all_(sel("spot", xkeys=["lao_spot2"]), "off"))
    add("bulk exclude light series", "餐厅吊灯除了2号都关", all_(sel("pendant", xkeys=["ct_pendant2"]), "off"))
    add("bulk exclude plug cook safety", "除了冷柜，厨房的插座都关了", all_(sel("plug", ["chu"]), "off"))
    add("bulk exclude light zone", "窑里的灯除了起夜灯都关了", all_(sel(LIGHT, caves, xkeys=["dong_night"]), "off"))
    add("bulk exclude ac home", "把所有空调都关了，前台的留着", all_(sel("ac", xrooms=["qiantai"]), "off"))
    add("bulk exclude plug home safety", "所有插座都关了，饮料柜那个不能关", all_(sel("plug"), "off"))
    add("bulk exclude plug blanket home typo-room", "所有电热毯关了，除了西窑的", all_(sel("blanket", xrooms=["xi"]), "off"))
    add("bulk exclude curtain home", "所有窗帘都拉开，餐厅的不要", all_(sel("curtain", xrooms=["canting"]), "open"))
    add("bulk exclude ac zone", "窑里的空调除了新窑都开开", all_(sel("ac", caves, xrooms=["xin"]), "on"))
    add("bulk exclude light room", "餐厅的灯除了灯带都关掉", all_(sel("pendant"), "off"))
    add("bulk exclude light home", "除了院子里的，别的灯都关了", all_(sel(LIGHT, xrooms=["shang", "xia"]), "off"))
    add("bulk exclude curtain zone", "窑里的窗帘除了东窑的都拉开", all_(sel("curtain", caves, xrooms=["dong"]), "open"))
    add("bulk exclude light floor", "楼上的灯都关了，202的不要动", all_(sel(LIGHT, f2, xrooms=["r202"]), "off"))
    add("bulk exclude plug kang", "炕都关了，东窑的不要关", all_(sel("kang", xrooms=["dong"]), "off"))
    add("bulk exclude ac floor", "一楼以外的空调都关了", all_(sel("ac", xrooms=list(FLOOR1)), "off"))
    add("bulk exclude light zone", "除了老窑洞以外的窑里的灯都打开", all_(sel(LIGHT, caves, xrooms=["lao"]), "on"))
    add("exclude light room", "除了豆豆的台灯，西窑的灯都关", one("xi_top", "off"))
    add("exclude ac floor", "除了餐厅，一楼的空调都关掉", one("qt_ac", "off"))
    add("exclude plug humidifier", "除了果窖的，别的加湿器关了", one("xi_humid", "off"))

    # ---------------- bulk with a value ----------------
    add("bulk light value capability-subset home", "所有灯调到50%", all_(lights, "level"))
    add("bulk light value series", "餐厅吊灯都调成暖光", all_(sel("pendant"), "warmer"))
    add("bulk light value series", "老窑射灯全调到最亮", all_(sel("spot"), "level"))
    add("bulk light value relative room", "餐厅的灯全调暗一点", all_(sel(LIGHT, ["canting"]), "dimmer"))
    add("bulk light value series farm", "补光灯都调到80%", all_(sel("grow"), "level"))
    add("bulk curtain value capability-subset home", "所有窗帘开一半", all_(sel("curtain"), "shade"))
    add("bulk light value floor capability-subset", "二楼的灯都调到30%", all_(sel(LIGHT, f2), "level"))
    add("bulk light value zone capability-subset typo-room", "窑里的灯都调暗些", all_(sel(LIGHT, caves), "dimmer"))
    add("bulk ac value home", "所有空调都调到26度", all_(sel("ac"), "temp"))
    add("bulk ac mode home", "空调全部切成制冷", all_(sel("ac"), "mcool"))
    add("bulk speaker value home", "所有音箱音量调到20", all_(sel("speaker"), "vol"))
    add("bulk ac value room", "餐厅两台空调都调到25度", all_(sel("ac", ["canting"]), "temp"))
    add("bulk light color", "窑掌灯带和豆豆台灯都调成红色", all_(["zhong_strip", "xi_lamp"], "color"))


def cases_values():
    # ---------------- lights ----------------
    add("value light", "中窑吊灯调到百分之六十", one("zhong_pendant", "level"))
    add("value light color", "窑掌灯带调成红色", one("zhong_strip", "color"))
    add("value light color child", "窑掌灯带换个紫色的", one("zhong_strip", "color"))
    add("value light relative child", "豆豆台灯亮一点", one("xi_lamp", "brighter"))
    add("value light relative", "豆豆台灯暗一些", one("xi_lamp", "dimmer"))
    add("value light relative elder", "东窑顶灯调暗点", one("dong_top", "dimmer"))
    add("value light elder", "起夜灯调到最暗", one("dong_night", "dimmer"))
    add("value light ct", "中窑吊灯色温调到4000K", one("zhong_pendant", "ct"))
    add("value light ct relative", "中窑吊灯暖一点", one("zhong_pendant", "warmer"))
    add("value light ct", "前台灯调成暖白", one("qt_light", "warmer"))
    add("value light color", "前台灯换成绿色", one("qt_light", "color"))
    add("value light color english", "Light 1 调成粉色", one("xin_l1", "color"))
    add("value light series", "射灯一调到30%", one("lao_spot1", "level"))
    add("value light series relative", "射灯二亮一点", one("lao_spot2", "brighter"))
    add("value light series ct", "餐厅吊灯1调到2700K", one("ct_pendant1", "ct"))
    add("value light category-by-name", "餐厅灯带调到一半", one("ct_strip", "level"))
    add("value light farm", "补光灯1调到80%", one("dp_grow1", "level"))
    add("value light relative tourist", "201的床头灯调暗", one("r201_bed", "dimmer"))
    add("value light ct relative", "202主灯色温调冷一点", one("r202_main", "warmer"))
    add("value light tourist", "203床头灯调到10%", one("r203_bed", "level"))
    add("value light relative no-room english", "Hue white lamp 1 亮度调低", one("nr_hue", "dimmer"))
    add("value light pinyin", "xinyao dingdeng 调到 70", one("xin_top", "level"))
    add("value light relative english", "Kitchen Light 亮一点", one("chu_light", "brighter"))
    add("value light series clarify-unsupported", "红灯笼4亮度调到一半", ask("lantern4", "level"))
    add("value light ct", "204主灯调成日光色", one("r204_main", "ct"))
    add("value light color child", "把我的台灯变成彩虹色", one("xi_lamp", "color"))
    # ---------------- air conditioners ----------------
    add("value ac", "中窑空调调到26度", one("zhong_ac", "temp"))
    add("value ac mode", "中窑空调制冷", one("zhong_ac", "mcool"))
    add("value ac fan", "中窑空调风速调大", one("zhong_ac", "fan"))
    add("value ac mode", "中窑空调开除湿", one("zhong_ac", "mdry"))
    add("value ac mode", "西窑空调制热24度", one("xi_ac", ["mheat", "theat"]))
    add("value ac relative typo-room", "西窑空调调低两度", one("xi_ac", "temp"))
    add("value ac wind typo-room", "西窑空调开自然风", one("xi_ac", "wind"))
    add("value ac english", "XY-AC 调到 25", one("xin_ac", "temp"))
    add("value ac mode", "新窑空调制热", one("xin_ac", "mheat"))
    add("value ac series", "餐厅空调1调到24度", one("ct_ac1", "temp"))
    add("value ac fan series", "餐厅空调2风调小", one("ct_ac2", "fan"))
    add("value ac mode", "前台空调调成送风", one("qt_ac", "mfan"))
    add("value ac", "前台空调22度", one("qt_ac", "temp"))
    add("value ac tourist", "201空调调到27度", one("r201_ac", "temp"))
    add("value ac mode tourist", "202空调自动模式", one("r202_ac", "mauto"))
    add("value ac fan tourist", "203空调风速高档", one("r203_ac", "fan"))
    add("value ac relative tourist", "204空调升高一度", one("r204_ac", "temp"))
    add("value ac wind tourist", "201空调开睡眠风", one("r201_ac", "wind"))
    add("value ac mode", "中窑空调送风模式", one("zhong_ac", "mfan"))
    add("value ac relative", "餐厅空调1再低两度", one("ct_ac1", "temp"))
    add("value ac cool", "203空调制冷二十五度", one("r203_ac", ["mcool", "tcool"]))
    add("value ac cool", "中窑空调制冷25度", one("zhong_ac", ["mcool", "tcool"]))
    # ---------------- heaters, water heaters ----------------
    add("value heater elder", "电暖器调到20度", one("dong_heater", "theat"))
    add("value heater", "暖气片调到18度", one("zhong_radiator", "theat"))
    add("value heater farm relative", "暖风机温度调高点", one("dp_heater", "theat"))
    add("value bathheater tourist", "201浴霸调到28度", one("r201_bath", "theat"))
    add("value bathheater mode", "201浴霸开暖风", one("r201_bath", "mheat"))
    add("value bathheater fan", "201浴霸换气", one("r201_bath", "fan"))
    add("value bathheater relative", "201浴霸的灯调暗", one("r201_bath", "dimmer"))
    add("value waterheater", "热水器调到55度", one("ld_heater", "theat"))
    add("value waterheater relative cook", "厨宝温度调低点", one("chu_heater", "theat"))
    add("value heater mode", "电暖器开防冻模式", one("dong_heater", "=thermostatMode.setThermostatMode"))
    # ---------------- fans, purifier, hood ----------------
    add("value fan", "落地扇调到三档", one("ct_fan", "fan"))
    add("value fan swing", "落地扇摇头", one("ct_fan", "swing"))
    add("value fan wind", "落地扇开自然风", one("ct_fan", "wind"))
    add("value fan", "排风扇开到最大", one("ct_vent", "fan"))
    add("value fan cook", "灶房排气扇调到2档", one("zao_fan", "fan"))
    add("value fan farm", "羊圈风扇开最大", one("yq_fan", "fan"))
    add("value fan farm relative", "通风机风速调低", one("gj_fan", "fan"))
    add("value purifier mode", "净化器调到睡眠模式", one("xi_purifier", "fan"))
    add("value purifier", "净化器风量开到最大", one("xi_purifier", "fan"))
    add("value appliance cook", "抽油烟机调到高速", one("zao_hood", "fan"))
    add("value appliance cook dialect", "油烟机开最大档，呛死了", one("zao_hood", "fan"))
    # ---------------- curtains, covers ----------------
    add("value curtain elder", "东窑窗帘开一半", one("dong_curtain", "shade"))
    add("value curtain", "中窑窗帘拉开30%", one("zhong_curtain", "shade"))
    add("value curtain typo-room", "西窑窗帘停一下", one("xi_curtain", "stopcover"))
    add("value curtain pinyin", "chuanglian 开到 80%", one("xin_curtain", "shade"))
    add("value curtain relative tourist", "201窗帘再开一点", one("r201_curtain", "shadestep"))
    add("value curtain out-of-spec", "餐厅窗帘停", one("ct_curtain", "stopcover"))
    add("value curtain farm elder dialect", "大棚卷帘款款地放一半", one("dp_quilt", "shade"))
    add("value curtain farm", "大棚卷帘卷起来", one("dp_quilt", "open"))
    add("value curtain", "202窗帘到常用位置", one("r202_curtain", "preset"))
    add("value door", "大门开一半就行", one("xia_gate", "=level.setLevel"))
    # ---------------- media ----------------
    add("value tv", "海信电视换到5台", one("zhong_tv", "key"))
    add("value tv", "海信电视下一个台", one("zhong_tv", "chnext"))
    add("value tv", "海信电视换回上一个台", one("zhong_tv", "chprev"))
    add("value speaker", "电视回音壁音量调到30", one("zhong_soundbar", "vol"))
    add("value speaker input", "回音壁切到HDMI", one("zhong_soundbar", "input"))
    add("value speaker input", "回音壁换成蓝牙", one("zhong_soundbar", "input"))
    add("value speaker relative", "餐厅音响声音大点", one("ct_audio", "volup"))
    add("value speaker input", "餐厅音响切到蓝牙", one("ct_audio", "input"))
    add("value speaker", "餐厅音响上一首", one("ct_audio", "prev"))
    add("value speaker", "讲解音箱音量40", one("lao_spk", "vol"))
    add("value speaker", "讲解音箱从头放", one("lao_spk", ["prev", "play"]))
    add("value speaker", "讲解音箱播放收藏1", one("lao_spk", "playsth"))
    add("value speaker", "大喇叭音量调到最大", one("shang_horn", "vol"))
    add("value speaker english", "Bluetooth Speaker 下一首", one("xin_spk", "next"))
    add("value speaker nickname", "小度音量调到50", one("zhong_xiaodu", "vol"))
    add("value speaker nickname", "小度静音", one("zhong_xiaodu", "mute"))
    add("value speaker nickname elder", "戏匣子停了", one("dong_radio", "stop"))
    add("value tv tourist", "202电视按一下返回", one("r202_tv", "key"))
    add("value tv", "餐厅电视暂停", one("ct_tv", "pause"))
    add("value tv", "餐厅电视快进一下", one("ct_tv", "=mediaPlayback.fastForward"))
    add("value tv", "海信电视按确定", one("zhong_tv", "key"))
    add("value speaker", "电视回音壁取消静音", one("zhong_soundbar", "unmute"))
    # ---------------- vacuum, appliances ----------------
    add("value vacuum nickname", "小黑去扫堂屋", one("zhong_rvc", "varea"))
    add("value vacuum nickname mode", "小黑用强力模式", one("zhong_rvc", "mode"))
    add("value appliance", "洗衣机暂停", one("xia_washer", "opause"))
    add("value appliance", "洗衣机加一次漂洗", one("xia_washer", "rinse"))
    add("value appliance", "洗衣机脱水转速调高", one("xia_washer", "spin"))
    add("value appliance mode", "洗衣机换成快洗模式", one("xia_washer", "mode"))
    add("value appliance cook", "洗碗机暂停一下", one("chu_dishwasher", "opause"))
    add("value appliance mode cook", "洗碗机用强力模式", one("chu_dishwasher", "mode"))
    add("value appliance cook", "微波炉热两分钟", one("chu_micro", "cooktime"))
    add("value appliance mode cook", "微波炉调到解冻", one("chu_micro", "mode"))
    add("value appliance no-room", "烘干机停止", one("dryer", "ostop"))
    add("value appliance mode cook", "冰箱开速冻模式", one("zao_fridge", "mode"))
    add("value appliance cook", "洗碗机继续洗", one("chu_dishwasher", "oresume"))
    # ---------------- farm, doors, locks ----------------
    add("value valve farm", "滴灌开到一半", one("dp_drip", "irrlevel"))
    add("value valve farm", "滴灌停了", one("dp_drip", "off"))
    add("value valve farm", "进水阀打开", one("dp_valve", "vopen"))
    add("value feeder out-of-spec", "给大黄出50克粮", one("xia_feeder", "feed"))
    add("value siren farm", "防盗警报响起来", one("yq_alarm", "siren"))
    add("value siren", "门铃别响了", one("qt_bell", ["sirenoff", "=chime.off"]))
    add("value lock farm", "果窖锁打开", one("gj_lock", "unlock"))
    add("value lock tourist", "201门锁开一下，我钥匙落屋里了", one("r201_lock", "unlock"))
    add("value plug energy", "电瓶车充电的电量清零", one("pk_charge", "energyreset"))
    add("value sensor", "刷新一下果窖温湿度", one("gj_th", "refresh"))
    add("value firmware son", "小黑的固件升级一下", one("zhong_rvc", "firmware"))


def cases_needs():
    add("need ac tourist", "201好热啊", one("r201_ac", "coolneed"))
    add("need ac tourist", "202里闷得慌，热死了", one("r202_ac", "coolneed"))
    add("need ac heater elder dialect", "东窑冷得不行，咋个办嘛", one(["dong_heater", "dong_kang"], "heatneed"))
    add("need ac tourist", "我们住203，空调太冷了", one("r203_ac", ["temp", "mheat", "off", "fan"]))
    add("need ac english tourist", "Room 204 is way too hot", one("r204_ac", "coolneed"))
    add("need heater farm", "大棚太冷了，菜要冻坏了", one(["dp_heater", "dp_quilt"], ["heatneed", "close"]))
    add("need fan farm", "羊圈味道太大了", one(["yq_fan"], "airneed"))
    add("need fan", "餐厅好闷", one(["ct_vent", "ct_fan", "ct_ac1", "ct_ac2"], ["airneed", "coolneed"]))
    add("need plug humidifier farm", "果窖里太干了", one("gj_humid", "on"))
    add("need plug humidifier typo-room", "西窑太干了，嗓子疼", one(["xi_humid"], "on"))
    add("need purifier typo-room", "西窑里空气不好", one("xi_purifier", "airneed"))
    add("need waterheater tourist", "洗澡水不够热", one("ld_heater", "warmwater"))
    add("need waterheater cook", "厨房水龙头出来的水凉得很", one("chu_heater", "warmwater"))
    add("need light elder", "东窑里黑洞洞的，啥也看不见", one(sel(LIGHT, ["dong"]), "darkneed"))
    add("need light", "老窑展室太暗了", one(sel(LIGHT, ["lao"]), "darkneed"))
    add("need light tourist", "204太亮了睡不着", one(sel(LIGHT, ["r204"]) + ["r204_curtain"], "brightneed"))
    add("need light", "中窑吊灯太晃眼", one("zhong_pendant", "brightneed"))
    add("need curtain tourist", "太阳照进来了，202晒得很", one(["r202_curtain", "r202_ac"], ["close", "coolneed"]))
    add("need cook fan", "灶房烟大得很", one(["zao_hood", "zao_fan"], ["fan", "on"]))
    add("need plug kang elder dialect", "炕凉哇哇的，东窑的炕烧上", one("dong_kang", "on"))
    add("need plug kang elder", "新窑的炕不热", one("xin_kang", "on"))
    add("need speaker elder", "戏匣子声音太小了，听不清", one("dong_radio", "volup"))
    add("need speaker", "餐厅音响太吵了", one("ct_audio", ["voldown", "mute", "pause", "off"]))
    add("need tv child", "中窑电视声音太小了，我听不见", one("zhong_soundbar", "volup"))
    add("need ac", "中窑太热了", one("zhong_ac", "coolneed"))
    add("need ac", "前台冻死人了", one("qt_ac", "heatneed"))
    add("need ac", "新窑有点冷", one(["xin_ac", "xin_kang"], "heatneed"))
    add("need bathheater tourist", "201洗澡间冷", one("r201_bath", "heatneed"))
    add("need plug blanket tourist", "203被窝里好冷", one(["r203_blanket", "r203_ac"], "heatneed"))
    add("need farm", "大棚里太潮了", one(["dp_vent"], ["open"]))
    add("need farm", "大棚太热了，菜都蔫了", one("dp_vent", "open"))
    add("need farm valve", "大棚的菜该浇水了", one(["dp_drip", "dp_valve"], ["on", "vopen", "irrlevel"]))
    add("need fan farm", "果窖里有股烂苹果味", one("gj_fan", "airneed"))
    add("need light farm", "羊圈黑乎乎的", one("yq_light", "darkneed"))
    add("need light", "前台太暗了，看不清账本", one("qt_light", "darkneed"))
    add("need light tourist", "楼道黑得看不见路", one("ld_light", "darkneed"))
    add("need light english tourist", "it's too dark in my room, I'm in 202", one(sel(LIGHT, ["r202"]), "darkneed"))
    add("need ac tourist", "我在204，有点闷", one(["r204_ac"], ["coolneed", "airneed"]))
    add("need ac typo-room", "西窑里热得睡不着", one(["xi_ac"], "coolneed"))


def cases_history():
    H = lambda *h: list(h)  # noqa: E731
    # ---------------- references to the device just used ----------------
    add("history reference light relative", "调亮一点", one("zhong_pendant", "brighter"), hist=H("打开中窑吊灯"))
    add("history reference light color", "换成蓝色", one("zhong_strip", "color"), hist=H("把窑掌灯带打开"))
    add("history reference ac value tourist", "调到26度", one("r201_ac", "temp"), hist=H("打开201的空调"))
    add("history reference ac relative tourist", "再低一度", one("r201_ac", "temp"),
        hist=H("打开201的空调", "调到26度"))
    add("history reference ac fan typo-room", "它太吵了，风小点", one("xi_ac", "fan"), hist=H("西窑空调开开"))
    add("history reference speaker elder dialect", "声音大些", one("dong_radio", "volup"), hist=H("戏匣子开开"))
    add("history reference vacuum nickname", "让它回去", one("zhong_rvc", "vhome"), hist=H("小黑开始扫地"))
    add("history reference tv", "换到3台", one("zhong_tv", "key"), hist=H("打开海信电视"))
    add("history reference tv speaker", "声音大点", one("zhong_soundbar", "volup"), hist=H("打开海信电视"))
    add("history followup curtain elder", "算了，还是拉开吧", one("dong_curtain", "open"), hist=H("东窑窗帘拉上"))
    add("history reference light series", "把它关了", one("lao_spot1", "off"), hist=H("打开射灯一"))
    add("history inherit light series", "射灯二也打开", one("lao_spot2", "on"), hist=H("打开射灯一"))
    add("history inherit light series", "还有射灯三", one("lao_spot3", "on"), hist=H("打开射灯一", "射灯二也打开"))
    add("history inherit light series", "2号也关了", one("ct_pendant2", "off"), hist=H("关掉餐厅吊灯1"))
    add("history inherit ac tourist", "202的也开一下", one("r202_ac", "on"), hist=H("201的空调打开"))
    add("history inherit ac value", "203也一样", one("r203_ac", "temp"), hist=H("201空调调到27度"))
    add("history inherit light series bulk", "剩下的也点上", all_(sel("lantern", xkeys=["lantern1"]), "on"),
        hist=H("红灯笼1点亮"))
    add("history inherit light floor", "楼道的再打开", one("ld_light", "on"), hist=H("二楼的灯都关了"))
    add("history inherit curtain", "东窑的打开", one("dong_curtain", "open"), hist=H("所有窗帘都拉上"))
    add("history reference ac", "关掉", one("r201_ac", "off"), hist=H("201的空调打开"))
    add("history reference light series", "再暖一点", one("zhong_pendant", "warmer"),
        hist=H("打开中窑吊灯", "调亮一点", "中窑吊灯暖一点"))
    add("history reference light english", "make it blue", one("xin_l1", "color"), hist=H("Light 1 打开"))
    add("history reference light bulk english tourist", "dim them a little", all_(sel(LIGHT, ["r203"]), "dimmer"),
        hist=H("turn on the light in 203"))
    add("history reference ac english tourist", "actually turn it back on", one("r201_ac", "on"),
        hist=H("Could you switch off the air conditioner in room 201?"))
    add("history reference ac need tourist", "还是冷", one("r203_ac", ["temp", "mheat", "off", "fan"]),
        hist=H("我们住203，空调太冷了"))
    add("history inherit plug kang elder", "炕也烧上", one("dong_kang", "on"), hist=H("东窑的电暖器开开"))
    add("history inherit light elder dialect", "把起夜灯也拉着", one("dong_night", "on"), hist=H("打开炕头灯"))
    add("history reference speaker nickname", "换一首", one("zhong_xiaodu", "next"), hist=H("小度小度，放首歌"))
    add("history reference speaker nickname", "太吵了", one("zhong_xiaodu", ["voldown", "pause", "stop"]),
        hist=H("小度小度，放首歌"))
    add("history reference speaker", "停", one("lao_spk", "stop"), hist=H("讲解音箱播放"))
    add("history reference appliance state", "洗完了没", one("xia_washer", "*"), hist=H("洗衣机开始洗"))
    add("history reference door", "关上吧", one("xia_gate", "close"), hist=H("大门打开"))
    add("history reference door", "车进来了，放下", one("tc_barrier", "close"), hist=H("道闸抬起来"))
    add("history reference valve farm", "开到30%", one("dp_drip", "irrlevel"), hist=H("滴灌打开"))
    add("history reference waterheater", "再高五度", one("ld_heater", "theat"), hist=H("热水器调到55度"))
    add("history reference vacuum typo-room", "先扫西窑", one("zhong_rvc", "varea"), hist=H("小黑开始扫地"))
    add("history reference vacuum", "它卡住了，停下", one("zhong_rvc", "vpause"), hist=H("小黑开始扫地"))
    add("history reference ac need", "咋还这么热", one("zhong_ac", "coolneed"), hist=H("中窑空调调到26度"))
    add("history reference speaker", "音量调到40", one("ct_audio", "vol"), hist=H("餐厅音响切到蓝牙"))
    add("history reference light bulk series", "调暗一点", all_(sel("spot"), "dimmer"), hist=H("射灯全开"))
    add("history reference light bulk series", "亮度调到八十", all_(sel("pendant"), "level"), hist=H("餐厅吊灯全打开"))
    add("history reference ac bulk floor", "再调低一度", all_(sel("ac", list(FLOOR2)), "temp"),
        hist=H("二楼的空调全调到26度"))
    add("history reference light bulk series", "关了", all_(sel("lantern"), "off"), hist=H("把所有的灯笼都点上"))
    add("history reference ac bulk", "两个都调到24度", all_(["ct_ac1", "ct_ac2"], "temp"),
        hist=H("餐厅空调1关了", "餐厅空调2风调小"))
    add("history reference heater farm", "温度调到15度", one("dp_heater", "theat"), hist=H("大棚的暖风机打开"))
    add("history reference curtain farm", "停停停", one("dp_quilt", "stopcover"), hist=H("大棚卷帘放下来"))
    add("history reference curtain elder dialect", "再开大些", one("dong_curtain", "shadestep"), hist=H("东窑窗帘开一半"))
    add("history reference purifier", "开到最大", one("xi_purifier", "fan"), hist=H("净化器打开"))
    add("history reference fan", "摇头", one("ct_fan", "swing"), hist=H("落地扇打开"))
    add("history reference ac mode", "制热", one("zhong_ac", "mheat"), hist=H("中窑空调打开"))
    add("history reference light color", "红色", one("qt_light", "color"), hist=H("前台灯打开"))
    add("history reference appliance state no-room", "烘多久了", one("dryer", "*"), hist=H("烘干机打开"))
    add("history reference lock farm", "进去了，锁上", one("gj_lock", "lock"), hist=H("果窖锁打开"))
    add("history reference siren farm", "别响了", one("yq_alarm", "sirenoff"), hist=H("防盗警报响起来"))
    add("history reference speaker elder dialect", "款款地，声音小些", one("dong_radio", "voldown"),
        hist=H("把戏匣子开开，听会儿信天游"))
    add("history followup light child", "不要关，我还在写作业", one("xi_lamp", "on"), hist=H("豆豆台灯关掉"))
    add("history inherit light english son", "also the 灶房灯", one("zao_light", "off"), hist=H("Kitchen Light 关一下"))
    add("history followup plug humidifier farm", "太干的话把加湿器开了", one("gj_humid", "on"),
        hist=H("check 一下果窖温湿度"))
    add("history followup sensor state", "湿度呢", one("gj_th", "*"), hist=H("果窖现在几度"))
    add("history followup tv clarify-unsupported", "音量大点", ask("r202_tv", "volup"), hist=H("202的电视打开"))
    add("history followup speaker clarify-unsupported", "放个通知，开饭了", ask("shang_horn", "notify"),
        hist=H("大喇叭声音开大"))
    # ---------------- the same room carried over ----------------
    add("history inherit ac tourist", "把空调调到25度", one("r201_ac", "temp"), hist=H("打开201的空调", "201的窗帘拉上"))
    add("history inherit ac tourist", "空调也开", one("r204_ac", "on"), hist=H("204主灯关掉"))
    add("history inherit curtain", "窗帘拉上", one("zhong_curtain", "close"), hist=H("中窑的电视关了"))
    add("history inherit speaker", "音箱也放上", one("lao_spk", "play"), hist=H("老窑的灯都打开"))
    add("history inherit ac typo-room", "空调开开", one("xi_ac", "on"), hist=H("西窑的灯关掉"))
    add("history inherit tv", "电视也开", one("ct_tv", "on"), hist=H("餐厅的灯打开"))
    add("history inherit plug blanket tourist", "电热毯也打开", one("r203_blanket", "on"), hist=H("203的主灯打开"))
    add("history inherit light", "灯也关了", all_(sel(LIGHT, ["zhong"]), "off"), hist=H("中窑的空调开开"))
    add("history inherit fan farm", "风扇呢，也开开", one("yq_fan", "on"), hist=H("羊圈灯开开"))
    add("history inherit bathheater tourist", "浴霸也开一下", one("r203_bath", "on"), hist=H("203的电热毯关了"))
    # ---------------- corrections ----------------
    add("history followup light bulk floor", "不对，是打开", all_(sel(LIGHT, list(FLOOR2)), "on"), hist=H("二楼的灯都关了"))
    add("history followup ac tourist", "不是202，是203", one("r203_ac", "on"), hist=H("202的空调关了"))
    add("history followup light series", "不对，是4", one("lantern4", "on"), hist=H("红灯笼3点亮"))
    # ---------------- answers to the engine's questions ----------------
    add("history answer ac", "中窑的", one("zhong_ac", "on"), hist=H("打开空调"))
    add("history answer light elder", "东窑那个", one("dong_top", "on"), hist=H("开顶灯"))
    add("history answer curtain tourist", "201的", one("r201_curtain", "close"), hist=H("把窗帘拉上"))
    add("history answer plug blanket typo-room", "西窑", one("xi_blanket", "on"), hist=H("打开电热毯"))
    add("history answer bathheater tourist", "203的", one("r203_bath", "on"), hist=H("浴霸开一下"))
    add("history answer plug", "新窑里那个", one("xin_plug", "off"), hist=H("智能插座关了"))
    add("history answer lock farm", "果窖的", one("gj_lock", "lock"), hist=H("门锁锁上"))
    add("history answer tv", "餐厅的", one("ct_tv", "on"), hist=H("电视打开"))
    add("history answer plug humidifier farm", "果窖里的", one("gj_humid", "on"), hist=H("加湿器开开"))
    add("history answer light bulk series", "餐厅的，全部", all_(sel("pendant"), "dimmer"), hist=H("吊灯调暗点"))
    add("history answer ac bulk", "都开", all_(sel("ac"), "on"), hist=H("打开空调"))
    add("history answer ac", "前台", one("qt_ac", "on"), hist=H("开空调"))
    add("history answer curtain out-of-spec", "餐厅", one("ct_curtain", "open"), hist=H("把窗帘拉开"))
    add("history answer curtain bulk floor", "二楼的全部", all_(sel("curtain", list(FLOOR2)), "open"),
        hist=H("把窗帘拉开"))
    add("history answer plug blanket bulk", "全部", all_(sel("blanket"), "off"), hist=H("关掉电热毯"))
    add("history answer plug blanket bulk exclude typo-room", "除了西窑都关", all_(sel("blanket", xrooms=["xi"]), "off"),
        hist=H("关掉电热毯"))
    add("history answer plug bulk", "三个都关", all_(["xin_plug", "ct_plug", "nr_plug"], "off"), hist=H("智能插座关了"))
    add("history answer bathheater bulk", "两个都开", all_(sel("bathheater"), "on"), hist=H("浴霸开一下"))
    add("history answer lock tourist", "201的，我是201的客人", one("r201_lock", "unlock"), hist=H("门锁打开"))
    add("history answer light tourist", "202的", one("r202_bed", "off"), hist=H("床头灯关了"))
    add("history answer light", "203的主灯", one("r203_main", "on"), hist=H("主灯打开"))
    add("history answer kang elder", "东窑", one("dong_kang", "on"), hist=H("炕烧上"))
    add("history answer fan", "羊圈的", one("yq_fan", "on"), hist=H("把风扇打开"))
    add("history answer ac english tourist", "room 202", one("r202_ac", "on"), hist=H("turn on the air conditioning"))
    add("history answer light series", "2号", one("ct_pendant2", "off"), hist=H("餐厅那盏吊灯关了"))
    add("history answer none", "算了", none(), hist=H("打开空调"))
    add("history answer none", "不用了，谢谢", none(), hist=H("打开空调"))
    add("history none tourist", "谢谢", none(), hist=H("打开201的空调"))
    add("history none", "好的", none(), hist=H("201的空调打开"))
    add("history none elder dialect", "解下了", none(), hist=H("把戏匣子开开，听会儿信天游"))
    add("history none", "没事了", none(), hist=H("开顶灯"))
    add("history answer count", "随便哪个都行", one(sel("ac"), "on"), hist=H("打开空调"))
    add("history reference clarify-vague", "再高点", ask(), hist=H("今天延安天气咋样"))


def cases_clarify():
    lights = sel(LIGHT)
    # ---------------- the same label / kind in several rooms, no room said ----------------
    add("clarify clarify-dup ac", "打开空调", ask(sel("ac"), "on"))
    add("clarify clarify-dup ac", "开空调", ask(sel("ac"), "on"))
    add("clarify clarify-dup ac english", "turn on the air conditioning", ask(sel("ac"), "on"))
    add("clarify clarify-dup curtain", "把窗帘拉上", ask(sel("curtain"), "close"))
    add("clarify clarify-dup curtain", "把窗帘拉开", ask(sel("curtain"), "open"))
    add("clarify clarify-dup light", "开顶灯", ask(["dong_top", "xi_top", "xin_top"], "on"))
    add("clarify clarify-dup light", "打开顶灯", ask(["dong_top", "xi_top", "xin_top"], "on"))
    add("clarify clarify-dup light", "床头灯关了", ask([r + "_bed" for r in GUEST2], "off"))
    add("clarify clarify-dup light", "主灯打开", ask([r + "_main" for r in GUEST2], "on"))
    add("clarify clarify-dup plug blanket", "打开电热毯", ask(sel("blanket"), "on"))
    add("clarify clarify-dup plug blanket", "关掉电热毯", ask(sel("blanket"), "off"))
    add("clarify clarify-dup bathheater", "浴霸开一下", ask(sel("bathheater"), "on"))
    add("clarify clarify-dup lock", "门锁打开", ask(sel("lock"), "unlock"))
    add("clarify clarify-dup lock", "门锁锁上", ask(sel("lock"), "lock"))
    add("clarify clarify-dup tv", "电视打开", ask(sel("tv"), "on"))
    add("clarify clarify-dup plug default-name", "智能插座关了", ask(["xin_plug", "ct_plug", "nr_plug"], "off"))
    add("clarify clarify-dup plug default-name", "开一下智能插座", ask(["xin_plug", "ct_plug", "nr_plug"], "on"))
    add("clarify clarify-dup plug humidifier", "加湿器开开", ask(sel("humidifier"), "on"))
    add("clarify clarify-dup light", "吊灯调暗点", ask(["zhong_pendant"] + sel("pendant"), "dimmer"))
    add("clarify clarify-dup light", "吊灯冷一点", ask(["zhong_pendant"] + sel("pendant"), "warmer"))
    add("clarify clarify-dup speaker", "音箱放首歌", ask(sel("speaker"), "playsth"))
    add("clarify clarify-dup fan", "把风扇打开", ask(sel("fan"), "on"))
    add("clarify clarify-dup plug kang elder", "炕烧上", ask(sel("kang"), "on"))
    add("clarify clarify-dup plug kang elder asr", "把抗烧热", ask(sel("kang"), "on"))
    add("clarify clarify-dup ac relative", "空调调低一点", ask(sel("ac"), "temp"))
    add("clarify clarify-dup curtain value", "窗帘开一半", ask(sel("curtain"), "shade"))
    add("clarify clarify-dup fan", "打开电风扇", ask(sel("fan"), "on"))
    add("clarify clarify-dup camera", "摄像头打开", ask(sel("camera")))
    add("clarify clarify-dup ac english tourist", "Can you make the AC cooler?", ask(sel("ac"), "temp"))
    add("clarify clarify-dup light tourist", "床头灯调亮一点", ask([r + "_bed" for r in GUEST2], "brighter"))
    add("clarify clarify-dup door english tourist", "Can you open the gate for our car?", ask(sel("door"), "open"))
    add("clarify clarify-dup tv child", "我要看动画片", ask(sel("tv"), "on"))
    # ---------------- a room said, several devices, one meant ----------------
    add("clarify clarify-room ac", "餐厅那个空调关了", ask(sel("ac", ["canting"]), "off"))
    add("clarify clarify-room light series", "餐厅那盏吊灯关了", ask(sel("pendant"), "off"))
    add("clarify clarify-room light series", "老窑那个射灯调暗点", ask(sel("spot"), "dimmer"))
    add("clarify clarify-room light elder dialect", "东窑那个灯拉灭", ask(sel(LIGHT, ["dong"]), "off"))
    add("clarify clarify-room light tourist", "201那个灯调亮点", ask(sel(LIGHT, ["r201"]), "brighter"))
    add("clarify clarify-room light made-twice", "停车场那个灯关了", ask(sel(LIGHT, ["ting"]), "off"))
    add("clarify clarify-room light series", "上院那个红灯笼关了", ask(sel("lantern", ["shang"]), "off"))
    add("clarify clarify-room light farm", "大棚那个补光灯调亮些", ask(sel("grow"), "brighter"))
    add("clarify clarify-room plug cook", "灶房那个插座关了", ask(sel("plug", ["zao"], keep_nooff=True), "off"))
    # ---------------- a place or a kind the home does not have ----------------
    add("clarify clarify-missing", "打开烤箱", ask())
    add("clarify clarify-missing", "开一下地暖", ask())
    add("clarify clarify-missing cook", "电饭煲煮饭", ask())
    add("clarify clarify-missing", "把空气炸锅打开", ask())
    add("clarify clarify-missing", "打开鱼缸灯", ask())
    add("clarify clarify-missing child", "打开宇宙飞船", ask())
    add("clarify clarify-missing", "把洗碗机旁边的净水器打开", ask())
    add("clarify clarify-room purifier", "二楼的净化器打开", ask(sel("purifier"), "on"))
    add("clarify clarify-room ac farm", "羊圈的空调打开", ask())
    add("clarify clarify-room ac farm", "果窖的空调开一下", ask())
    add("clarify clarify-room tv", "打开新窑的电视", ask())
    add("clarify clarify-room light", "打开卫生间的灯", ask())
    add("clarify clarify-room light", "打开客厅的灯", ask())
    add("clarify clarify-room light", "书房的灯关了", ask())
    add("clarify clarify-room light floor", "开一下三楼的灯", ask())
    add("clarify clarify-room curtain", "羊圈的窗帘拉上", ask())
    add("clarify clarify-room vacuum", "让小黑去扫二楼", ask("zhong_rvc", "varea"))
    add("clarify clarify-room speaker", "201的音箱放首歌", ask())
    add("clarify clarify-room heater tourist", "202的电暖器开开", ask())
    add("clarify clarify-room lock", "204的门锁打开", ask())
    # ---------------- a command the device cannot do ----------------
    add("clarify clarify-unsupported curtain", "东窑窗帘调成红色", ask("dong_curtain", "color"))
    add("clarify clarify-unsupported ac", "西窑空调摆风", ask("xi_ac", "swing"))
    add("clarify clarify-unsupported plug kang", "热炕插座调到50度", ask("dong_kang", "theat"))
    add("clarify clarify-unsupported plug blanket", "201的电热毯调到三档", ask("r201_blanket"))
    add("clarify clarify-unsupported appliance safety", "冰箱关了", ask("zao_fridge", "off"))
    add("clarify clarify-unsupported appliance", "冰箱冷藏调到4度", ask("zao_fridge"))
    add("clarify clarify-unsupported valve safety", "把沼气阀关了", ask("zao_gasvalve"))
    add("clarify clarify-unsupported valve safety", "沼气阀打开", ask("zao_gasvalve"))
    add("clarify clarify-unsupported camera farm", "打开羊圈摄像头", ask("yq_cam"))
    add("clarify clarify-unsupported camera", "上院摄像头转到左边", ask("shang_cam"))
    add("clarify clarify-unsupported tv", "202电视声音调大", ask("r202_tv", "volup"))
    add("clarify clarify-unsupported tv", "餐厅电视声音大点", ask("ct_tv", "volup"))
    add("clarify clarify-unsupported speaker", "大喇叭放个通知", ask("shang_horn", "notify"))
    add("clarify clarify-unsupported light", "起夜灯调成暖光", ask("dong_night", "warmer"))
    add("clarify clarify-unsupported light", "感应灯调亮点", ask("ld_light", "brighter"))
    add("clarify clarify-unsupported light", "路灯调暗一点", ask("xia_street", "dimmer"))
    add("clarify clarify-unsupported light elder", "硷畔灯调成红的", ask("shang_jianpan", "color"))
    add("clarify clarify-unsupported light series child", "红灯笼变成绿色", ask(sel("lantern"), "color"))
    add("clarify clarify-unsupported light series", "红灯笼都调成红色", ask(sel("lantern"), "color"))
    add("clarify clarify-unsupported plug", "除湿机调到50%湿度", ask("lao_dehum"))
    add("clarify clarify-unsupported sensor", "烟感静音", ask("zao_smoke", "mute"))
    add("clarify clarify-unsupported sensor safety", "一氧化碳报警器关掉", ask(["dong_co", "zhong_co"]))
    add("clarify clarify-unsupported pump", "水井泵调到一半功率", ask("xia_pump", "level"))
    add("clarify clarify-unsupported screen out-of-spec", "投影幕布放一半", ask("lao_screen", "shade"))
    add("clarify clarify-unsupported door", "大门锁上", ask("xia_gate", "lock"))
    add("clarify clarify-unsupported appliance cook", "电磁灶调到三档", ask("zao_cooktop"))
    add("clarify clarify-unsupported light english tourist", "make the bedside lamp in 201 blue",
        ask("r201_bed", "color"))
    # ---------------- vague ----------------
    add("clarify clarify-vague", "开一下", ask())
    add("clarify clarify-vague", "关了吧", ask())
    add("clarify clarify-vague", "调一下", ask())
    add("clarify clarify-vague light", "开灯", ask(lights, "on"))
    add("clarify clarify-vague light", "关灯", ask(lights, "off"))
    add("clarify clarify-vague light", "把灯调亮一点", ask(lights, "brighter"))
    add("clarify clarify-vague light elder dialect", "灯灭了", ask(lights, "off"))
    add("clarify clarify-vague light", "弄亮点", ask())
    add("clarify clarify-vague need", "太热了", ask())
    add("clarify clarify-vague need", "好冷啊", ask())
    add("clarify clarify-vague reference", "把那个打开", ask())
    add("clarify clarify-vague reference", "它关了", ask())
    add("clarify clarify-vague", "调到26度", ask())
    add("clarify clarify-vague", "温度调到26度", ask())
    add("clarify clarify-vague", "再高点", ask())
    add("clarify clarify-vague safety", "都关了", ask())
    add("clarify clarify-vague safety", "把所有东西都关了", ask())
    add("clarify clarify-vague count light", "开两盏灯", ask(lights, "on"))
    add("clarify clarify-vague english tourist", "make it warmer", ask())
    add("clarify clarify-vague english tourist", "turn it off", ask())
    add("clarify clarify-vague elder dialect", "那个啥，给咱弄一下嘛", ask())
    add("clarify clarify-vague need tourist", "房间里好闷", ask())
    add("clarify clarify-vague speaker", "放点音乐", ask(sel("speaker"), "playsth"))
    add("clarify clarify-vague light", "灯太亮了", ask(lights, "brightneed"))
    add("clarify clarify-vague need elder", "冷得很，给我婆姨把炕烧热", ask(sel("kang"), "on"))


def cases_none():
    add("none chat", "今天延安天气咋样", none())
    add("none chat", "明天下雨不", none())
    add("none chat tourist", "宝塔山门票多少钱", none())
    add("none chat tourist", "去枣园怎么走", none())
    add("none chat tourist", "杨家岭几点关门", none())
    add("none chat elder dialect", "你解下我说甚不", none())
    add("none chat elder dialect", "我圪蹴一会儿，腿酸得很", none())
    add("none chat elder dialect", "婆姨，饭好了没", none())
    add("none chat elder dialect", "娃娃们都睡下了", none())
    add("none remark light", "咦，中窑的灯咋灭了", none())
    add("none remark ac", "这个空调是格力的吗", none())
    add("none remark ac", "空调多少钱买的", none())
    add("none remark light series", "红灯笼真好看", none())
    add("none tv-show", "昨晚看的大红灯笼高高挂，巩俐演得真好", none())
    add("none tv-show", "平凡的世界是不是在咱们陕北拍的", none())
    add("none tv-show child", "小猪佩奇里的乔治好可爱", none())
    add("none remark heater", "暖气片是谁装的", none())
    add("none chat", "算了", none())
    add("none chat", "不用了", none())
    add("none chat", "没事了", none())
    add("none chat", "谢谢", none())
    add("none chat", "你好", none())
    add("none chat child", "哈哈哈哈哈", none())
    add("none gibberish child", "啊吧啊吧啊吧", none())
    add("none gibberish", "asdfghjkl", none())
    add("none gibberish", "嗯嗯嗯", none())
    add("none wakeword child", "小度小度", none())
    add("none chat", "豆豆，写作业去", none())
    add("none chat", "大黄，过来", none())
    add("none chat farm", "羊圈里那只羊是不是病了", none())
    add("none chat farm", "今年苹果卖得怎么样", none())
    add("none chat", "给我讲个笑话", none())
    add("none chat", "现在几点了", none())
    add("none chat english tourist", "Where is the nearest ATM?", none())
    add("none chat english tourist", "What's the wifi password?", none())
    add("none chat english tourist", "How do I get to Pagoda Hill from here?", none())
    add("none chat english tourist", "What time is breakfast?", none())
    add("none remark plug kang tourist", "这个炕是怎么烧热的", none())
    add("none remark light series", "灯笼是不是该换新的了", none())
    add("none remark ac elder", "我婆姨说空调费电", none())
    add("none chat", "Siri 你好", none())
    add("none chat child", "你叫什么名字", none())
    add("none remark curtain", "窗帘的颜色不好看", none())
    add("none chat cook", "冰箱里还有羊肉没", none())
    add("none chat cook", "土豆丝要不要放醋", none())
    add("none chat son", "今天来了三桌客人", none())
    add("none chat son", "明天的团要订几间房", none())
    add("none chat son", "201订出去了没", none())
    add("none remark vacuum nickname", "小黑真可爱", none())
    add("none remark speaker nickname elder", "戏匣子是我年轻时候买的", none())
    add("none chat elder", "秦腔好听还是信天游好听", none())
    add("none remark light", "这个灯是LED的吗", none())
    add("none negation light", "不要开灯", none())
    add("none negation ac", "先别开空调", none())
    add("none chat", "一会儿再说", none())
    add("none chat", "你别开玩笑了", none())
    add("none chat cook", "开饭了！", none())
    add("none chat", "关你什么事", none())
    add("none chat", "灯火通明的多好看", none())
    add("none chat idiom", "咱们打开天窗说亮话", none())
    add("none remark ac", "空调病又犯了，头疼", none())
    add("none chat curtain", "窗帘布在哪儿买的", none())
    add("none chat child", "关关雎鸠，在河之洲", none())
    add("none chat son", "开门红！今天订单爆了", none())
    add("none chat cook", "冰箱别动它", none())
    add("none chat child", "大黄一直在叫，是不是饿了", none())
    add("none chat tourist", "老板，你们这儿的羊肉面真香", none())
    add("none chat tourist", "窑洞冬暖夏凉是真的吗", none())
    add("none chat english tourist", "This cave room is amazing!", none())
    add("none chat elder dialect", "年时的苹果比今年的甜", none())
    add("none chat son", "帮我回一下携程上那个客人的消息", none())
    add("none chat", "嗯", none())
    add("none chat", "喂？", none())
    add("none chat", "停一下我想想", none())
    add("none gibberish asr", "的的的那个就是说呃", none())
    add("none remark light", "灯笼上的字是谁写的", none())
    add("none chat tourist", "这个红色记忆展要门票吗", none())
    add("none chat", "我出去一下", none())
    add("none chat elder dialect", "这娃娃，一满不听话", none())
    add("none chat cook", "今天的馍蒸得好", none())


def cases_safety():
    add("safety plug label-instruction clarify-safety", "别关-饮料柜插座关了", ask("ct_drinks", "off"))
    add("safety plug label-instruction clarify-safety cook", "把冷柜插座关了", ask("chu_freezer", "off"))
    add("safety plug label-instruction clarify-safety son", "路由器关了重启一下", ask("qt_router", "off"))
    add("safety plug label-instruction clarify-safety", "饮料柜那个插座断一下电", ask("ct_drinks", "off"))
    add("safety plug label-instruction", "打开别关-冷柜插座", one("chu_freezer", "on"))
    add("safety plug label-instruction", "饮料柜插座通电", one("ct_drinks", "on"))
    add("safety plug label-instruction state cook", "饮料柜插座通电了没", one("ct_drinks", "*"))
    add("safety plug label-instruction state son", "路由器插座现在开着吗", one("qt_router", "*"))
    add("safety lock clarify-safety", "所有锁都打开", ask(sel("lock"), "unlock"))
    add("safety lock clarify-safety", "全部解锁", ask(sel("lock"), "unlock"))
    add("safety lock clarify-safety door", "把门都打开", ask(sel("lock") + sel("door"), ["unlock", "open"]))
    add("safety lock clarify-safety tourist", "开一下所有房间的门锁", ask(sel("lock"), "unlock"))
    add("safety lock tourist", "201的门打开，我房卡丢了", one("r201_lock", "unlock"))
    add("safety lock farm", "给果窖的锁开一下", one("gj_lock", "unlock"))
    add("safety lock state son", "新窑门锁锁好了吗", one("xin_lock", "*"))
    add("safety bulk room everything cook", "灶房全关了", all_(everything(["zao"]), "off"))
    add("safety bulk room everything cook", "别关冰箱，厨房里其他的都关了", all_(everything(["chu"]), "off"))
    add("safety bulk floor everything", "二楼都关了", all_(everything(list(FLOOR2)), "off"))
    add("safety bulk floor everything son", "客人都走了，楼上的电器全部关掉", all_(everything(list(FLOOR2)), "off"))
    add("safety bulk zone everything elder", "几孔窑里的电器都关了", all_(everything(list(CAVES)), "off"))
    add("safety clarify-vague", "家里的电都断了", ask())
    add("safety clarify-vague son", "全屋断电", ask())
    add("safety sensor cook", "沼气报警器吱哇乱叫，叫它别叫了", one("zao_gasalarm", "mute"))
    add("safety sensor state cook", "沼气报警器响了没", one("zao_gasalarm", "*"))
    add("safety valve state cook", "沼气阀关着没有", one("zao_gasvalve", "*"))
    add("safety sensor state", "一氧化碳报警器正常吗", one(["dong_co", "zhong_co"], "*"))
    add("safety sensor state", "厨房水槽漏水了没", one("chu_leak", "*"))
    add("safety siren farm", "有人偷羊！把警报拉响", one("yq_alarm", "siren"))
    add("safety siren farm", "警报关了，是自己人", one("yq_alarm", "sirenoff"))
    add("safety bulk plug home exclude", "晚上把插座都关了，冷柜路由器那些别动", all_(sel("plug"), "off"))
    add("safety bulk light home", "睡觉了，灯全关了", all_(sel(LIGHT), "off"))
    add("safety appliance cook", "把电磁灶关了，锅里的汤溢出来了", one("zao_cooktop", "off"))
    add("safety appliance cook", "灶房的火熄了", one("zao_cooktop", "off"))
    add("safety heater elder", "出门前把电暖器关了，别着火", one("dong_heater", "off"))
    add("safety plug kang elder", "炕太烫了，热炕插座断了", one("dong_kang", "off"))
    add("safety camera state son", "摄像头都刷新一下", all_(sel("camera"), "refresh"))
    add("safety door son", "道闸一直开着，给关上", one("tc_barrier", "close"))
    add("safety lock bulk", "晚上了，果窖和新窑的锁都锁上", all_(["xin_lock", "gj_lock"], "lock"))


def cases_multi_count():
    # ---------------- two commands in one request: one expect entry each, in order ----------------
    add("multi light curtain", "打开中窑吊灯然后把窗帘拉上",
        one("zhong_pendant", "on"), one("zhong_curtain", "close"))
    add("multi light heater elder", "关了东窑的灯，把电暖器开开",
        all_(sel(LIGHT, ["dong"]), "off"), one("dong_heater", "on"))
    add("multi ac curtain tourist", "201空调开开，窗帘拉上", one("r201_ac", "on"), one("r201_curtain", "close"))
    add("multi door", "把大门关了，道闸也放下", one("xia_gate", "close"), one("tc_barrier", "close"))
    add("multi light cook", "灶房灯打开，油烟机开最大", one("zao_light", "on"), one("zao_hood", "fan"))
    add("multi vacuum speaker nickname", "小黑回去充电，小度放首歌", one("zhong_rvc", "vhome"),
        one("zhong_xiaodu", "playsth"))
    add("multi tv speaker", "关了海信电视，回音壁也关了", one("zhong_tv", "off"), one("zhong_soundbar", "off"))
    add("multi plug cook", "蒸馍锅开上，和面机停了", one("zao_steamer", "on"), one("zao_mixer", "off"))
    add("multi valve farm", "滴灌打开，顶风口也打开", one("dp_drip", "on"), one("dp_vent", "open"))
    add("multi light series", "红灯笼1关了，红灯笼2开开", one("lantern1", "off"), one("lantern2", "on"))
    add("multi plug elder", "把热炕插座打开，再把泡脚盆插上", one("dong_kang", "on"), one("dong_footbath", "on"))
    add("multi lock light farm", "先把果窖锁打开，再开窖灯", one("gj_lock", "unlock"), one("gj_light", "on"))
    add("multi ac value tourist", "201空调调到26度，风速调小", one("r201_ac", "temp"), one("r201_ac", "fan"))
    add("multi light english son", "Light 1 调成蓝色，Light 2 关掉", one("xin_l1", "color"), one("xin_l2", "off"))
    add("multi light floor", "二楼的灯全关，楼道的灯打开", all_(sel(LIGHT, list(FLOOR2)), "off"), one("ld_light", "on"))
    add("multi appliance", "把洗衣机暂停，烘干机打开", one("xia_washer", "opause"), one("dryer", "on"))
    add("multi tv speaker", "关掉餐厅电视，打开餐厅音响放点音乐", one("ct_tv", "off"), one("ct_audio", ["on", "playsth"]))
    add("multi clarify-vague", "窗帘拉开，灯关了", ask(sel("curtain"), "open"), ask(sel(LIGHT), "off"))
    add("multi light sensor farm", "打开羊圈灯，顺便看看羊圈有没有人", one("yq_light", "on"),
        one(["yq_motion", "yq_cam"], "*"))
    add("multi ac light tourist", "203的空调关了，床头灯打开", one("r203_ac", "off"), one("r203_bed", "on"))
    add("multi curtain light elder dialect", "窗帘给拉上，炕头灯拉着，东窑的", one("dong_curtain", "close"),
        one("dong_kangdeng", "on"))
    add("multi fan plug farm", "羊圈风扇关了，水槽加热打开", one("yq_fan", "off"), one("yq_trough", "on"))
    add("multi light speaker", "老窑的射灯全开，讲解音箱放起来", all_(sel("spot"), "on"), one("lao_spk", "play"))
    add("multi ac light bulk son", "餐厅空调两台都开上，吊灯全开",
        all_(sel("ac", ["canting"]), "on"), all_(sel("pendant"), "on"))
    add("multi ac value cook", "今天中午二十桌，餐厅空调两台都开上，调到24度",
        all_(sel("ac", ["canting"]), "on"), all_(sel("ac", ["canting"]), "temp"))
    add("multi light lock son", "关掉新窑的灯，门锁锁上", all_(sel(LIGHT, ["xin"]), "off"), one("xin_lock", "lock"))
    add("multi light english tourist", "turn off the light in 202 and close the curtains",
        all_(sel(LIGHT, ["r202"]), "off"), one("r202_curtain", "close"))
    add("multi plug heater", "电茶壶烧上，暖气片调到20度", one("zhong_kettle", "on"), one("zhong_radiator", "theat"))
    add("multi light fan cook", "帮我把灶房灯和排气扇都打开", all_(["zao_light", "zao_fan"], "on"))
    add("multi light english son", "turn on 招牌灯 and 路灯", all_(["qt_sign", "xia_street"], "on"))
    add("multi light series", "打开射灯一和射灯二", all_(["lao_spot1", "lao_spot2"], "on"))
    add("multi door light", "道闸打开，停车场的灯也开开", one("tc_barrier", "open"), all_(sel(LIGHT, ["ting"]), "on"))
    add("multi curtain farm", "卷帘放下来，风口关上，暖风机开开", one("dp_quilt", "close"), one("dp_vent", "close"),
        one("dp_heater", "on"))
    add("multi plug son", "收银机插座重启一下", one("qt_cashier", ["off", "on"]))
    # ---------------- counts ----------------
    add("count light series", "餐厅开两盏吊灯", one(sel("pendant"), "on"))
    add("count light series", "餐厅吊灯开一盏就行", one(sel("pendant"), "on"))
    add("count light home", "随便开一个灯", one(sel(LIGHT), "on"))
    add("count light series", "老窑射灯开一个", one(sel("spot"), "on"))
    add("count light series bulk", "射灯开三个", all_(sel("spot"), "on"))
    add("count light series", "红灯笼开两个", one(sel("lantern"), "on"))
    add("count light series", "上院的红灯笼开两个", one(sel("lantern", ["shang"]), "on"))
    add("count ac", "餐厅开一台空调", one(sel("ac", ["canting"]), "on"))
    add("count ac bulk", "餐厅两台空调都开", all_(sel("ac", ["canting"]), "on"))
    add("count light made-twice", "停车场开一盏灯就行", one(sel(LIGHT, ["ting"]), "on"))
    add("count light farm", "补光灯开一个", one(sel("grow"), "on"))
    add("count light farm bulk", "两个补光灯都开", all_(sel("grow"), "on"))
    add("count light tourist", "201开个灯", one(sel(LIGHT, ["r201"]), "on"))
    add("count light elder", "东窑开一盏灯，别太亮", one(sel(LIGHT, ["dong"]), ["on", "level", "dimmer"]))
    add("count light", "窑里随便开盏灯", one(sel(LIGHT, list(CAVES)), "on"))
    add("count light series", "展柜灯开一个", one(["lao_caseA", "lao_caseB"], "on"))
    add("count light series", "红灯笼关掉一半", one(sel("lantern"), "off"))
    add("count plug blanket", "随便开一条电热毯", one(sel("blanket"), "on"))
    add("count light", "西窑只留一盏灯，别的关了", one(sel(LIGHT, ["xi"]), "off"))
    add("count clarify-vague ac", "开两台空调", ask(sel("ac"), "on"))
    add("count clarify-vague light", "关三盏灯", ask(sel(LIGHT), "off"))


def cases_speakers():
    caves = list(CAVES)
    # ---------------- 爷爷 高福堂: Shaanbei speech ----------------
    add("elder dialect light farm", "哎呀，今儿个后晌羊都回圈了，你把羊圈灯给拉着", one("yq_light", "on"))
    add("elder dialect light", "黑地里起夜看不见，把起夜灯给咱拉着", one("dong_night", "on"))
    add("elder dialect light", "我圪蹴在硷畔上抽根烟，把硷畔灯开开嘛", one("shang_jianpan", "on"))
    add("elder dialect light", "把脑畔上的大灯拉灭", one("shang_naopan", "off"))
    add("elder dialect light", "炕头灯咋个关嘞", one("dong_kangdeng", "off"))
    add("elder dialect heater relative", "那个暖气片款款地给调高一点", one("zhong_radiator", "theat"))
    add("elder dialect plug kang safety", "东窑炕太烫了，把插座断了", one("dong_kang", "off"))
    add("elder dialect light bulk zone typo-room", "你把窑里的灯一满给我熄了", all_(sel(LIGHT, caves), "off"))
    add("elder dialect speaker nickname", "娃娃睡下了，戏匣子声音放小些", one("dong_radio", "voldown"))
    add("elder dialect heater", "婆姨嫌冷，东窑电暖器给开大些", one("dong_heater", ["theat", "heatneed"]))
    add("elder dialect door", "夜来大门就没关，你现在给关上", one("xia_gate", "close"))
    add("elder dialect light bulk series", "把院里的红灯笼点上，来客人了", all_(sel("lantern"), "on"))
    add("elder dialect siren farm", "羊圈那个报警的咋一直叫嘞，关了", one("yq_alarm", "sirenoff"))
    add("elder dialect lock state farm", "果窖门锁了没", one(["gj_lock", "gj_door"], "*"))
    add("elder dialect light state", "脑畔上的灯亮着没", one("shang_naopan", "*"))
    add("elder dialect feeder out-of-spec", "给大黄弄些吃的", one("xia_feeder", "feed"))
    add("elder dialect pump", "咱那个水泵开开，浇地", one("xia_pump", "on"))
    add("elder dialect valve farm", "滴灌给开上，菜旱得不行了", one("dp_drip", "on"))
    add("elder dialect curtain farm", "把大棚卷帘款款地放下来，天要黑了", one("dp_quilt", "close"))
    add("elder dialect curtain farm", "卷帘拉起来，晒晒日头", one("dp_quilt", "open"))
    add("elder dialect fan farm", "窖里太闷了，把风机开开", one("gj_fan", "on"))
    add("elder dialect speaker state", "这个戏匣子咋不响了", one("dong_radio", "*"))
    add("elder dialect light bulk", "东窑的灯灭了去", all_(sel(LIGHT, ["dong"]), "off"))
    add("elder dialect tv", "把中窑的电视给开开，看个新闻联播", one("zhong_tv", "on"))
    add("elder dialect ac", "中窑空调吹得人头疼，熄了", one("zhong_ac", "off"))
    add("elder dialect light", "硷畔灯熄了，人都睡了", one("shang_jianpan", "off"))
    add("elder dialect plug", "把泡脚盆给熄了，水凉了", one("dong_footbath", "off"))
    add("elder dialect heater farm", "大棚里冻得很，把那个暖风机开开", one("dp_heater", ["on", "heatneed"]))
    add("elder dialect light farm", "窖里头黑咕隆咚的，窖灯拉着", one("gj_light", "on"))
    add("elder dialect plug kang", "新窑的炕给客人烧上，明儿有人住", one("xin_kang", "on"))
    # ---------------- 奶奶 刘桂兰: dialect through voice typing ----------------
    add("elder asr dialect plug kang", "东窑的抗烧热些", one("dong_kang", "on"))
    add("elder asr light", "起业灯开开", one("dong_night", "on"))
    add("elder asr heater relative", "电暖气温度调高些", one("dong_heater", "theat"))
    add("elder dialect plug blanket typo-room", "给娃娃把电热毯开开，西窑的", one("xi_blanket", "on"))
    add("elder light color", "窑掌灯带调成粉红色，好看", one("zhong_strip", "color"))
    add("elder dialect appliance", "把那个洗衣机开开，洗床单", one("xia_washer", "start"))
    add("elder appliance state", "洗衣机洗完了没有", one("xia_washer", "*"))
    add("elder dialect plug", "泡脚盆开开，我烫个脚", one("dong_footbath", "on"))
    add("elder asr speaker nickname", "系匣子关了", one("dong_radio", "off"))
    add("elder asr curtain", "东窑的穿帘拉上", one("dong_curtain", "close"))
    add("elder asr light", "中摇的吊灯开开", one("zhong_pendant", "on"))
    add("elder asr ac", "中要空调关了", one("zhong_ac", "off"))
    add("elder asr plug", "店茶壶烧上", one("zhong_kettle", "on"))
    add("elder dialect light", "灯拉着，中窑的吊灯", one("zhong_pendant", "on"))
    add("elder dialect curtain", "中窑窗帘给拉严", one("zhong_curtain", "close"))
    add("elder dialect heater state", "暖气片热着没", one("zhong_radiator", "*"))
    # ---------------- 建军: bookings, English, pinyin, app words ----------------
    add("son english ac bulk floor", "帮我把 201 到 204 的 AC 都关掉，今天没客人", all_(sel("ac", list(GUEST2)), "off"))
    add("son plug blanket bulk floor", "今天 booking 满了，二楼所有房间的电热毯提前打开",
        all_(sel("blanket", list(GUEST2)), "on"))
    add("son english ac mode", "新窑 check-in 了，把 XY-AC 开到 heat 模式", one("xin_ac", "mheat"))
    add("son english light value", "Light 1 brightness 100", one("xin_l1", "level"))
    add("son english light bulk", "把 dining room 的 lights 全开", all_(sel(LIGHT, ["canting"]), "on"))
    add("son english ac value", "前台 AC set 到 23", one("qt_ac", "temp"))
    add("son english door", "parking 的道闸 open 一下", one("tc_barrier", "open"))
    add("son english sensor state floor", "帮我 check 二楼烟感", one("ld_smoke", "*"))
    add("son english camera bulk", "把所有 camera 刷新一下", all_(sel("camera"), "refresh"))
    add("son english curtain", "2F-203 的 curtain 打开", one("r203_curtain", "open"))
    add("son english ac cool", "204号房 AC 开 cool 26", one("r204_ac", ["mcool", "tcool", "on"]))
    add("son english speaker value", "大喇叭 volume max，要广播了", one("shang_horn", "vol"))
    add("son wakeword english light", "ok google, 打开 Kitchen Light", one("chu_light", "on"))
    add("son wakeword english light", "Hey Siri 把 Parking Light 关了", one("pk_light", "off"))
    add("son long ac", "我跟你说啊，今天那个携程上的客人又改了时间，说是晚上九点才到，那你先把203的空调给我开上，制热，别让人家进来冻着",
        one("r203_ac", ["on", "mheat"]))
    add("son english plug", "电瓶车充电 power off", one("pk_charge", "off"))
    add("son english light bulk series", "lanterns 全部 on，今晚有篝火晚会", all_(sel("lantern"), "on"))
    add("son pinyin light", "guojiao deng guan le", one("gj_light", "off"))
    add("son english light bulk made-twice", "停车场 lights off", all_(sel(LIGHT, ["ting"]), "off"))
    add("son english ac clarify-unsupported", "XY-AC fan speed 调到 high", ask("xin_ac", "fan"))
    add("son english speaker", "讲解音箱 play 一下 demo", one("lao_spk", "playsth"))
    add("son english lock state", "果窖锁 status 看一下", one("gj_lock", "*"))
    add("son english washer mode", "洗衣机 switch 到 quick wash", one("xia_washer", "mode"))
    add("son english vacuum", "小黑 start cleaning", one("zhong_rvc", "vstart"))
    # ---------------- 秀梅: the cook ----------------
    add("cook appliance relative", "油烟机开大点", one("zao_hood", "fan"))
    add("cook appliance", "油烟机关了，菜出锅了", one("zao_hood", "off"))
    add("cook plug", "蒸馍锅插上", one("zao_steamer", "on"))
    add("cook plug", "和面机停一下", one("zao_mixer", "off"))
    add("cook plug state", "消毒柜开了没", one("ct_disinfect", "*"))
    add("cook appliance state", "洗碗机洗完没", one("chu_dishwasher", "*"))
    add("cook fan", "灶房排气扇开最大", one("zao_fan", "fan"))
    add("cook waterheater state", "厨宝水烧热了没", one("chu_heater", "*"))
    add("cook long appliance", "哎你说这个油烟机是不是坏了，一开就嗡嗡响，算了先把它开到低档凑合用吧", one("zao_hood", "fan"))
    add("cook long plug", "晚上要蒸馍馍，面要早点发，你先把和面机开一下", one("zao_mixer", "on"))
    add("cook appliance", "微波炉转一分钟", one("chu_micro", "cooktime"))
    add("cook appliance", "洗碗机开了", one("chu_dishwasher", "on"))
    add("cook light", "灶房亮些，看不清案板", one(sel(LIGHT, ["zao"]), "darkneed"))
    add("cook appliance", "电磁灶开上，烧水", one("zao_cooktop", "on"))
    add("cook noisy appliance", "快快快，油烟机！开！", one("zao_hood", "on"))
    add("cook ac bulk", "客人吃完走了，餐厅空调都关了", all_(sel("ac", ["canting"]), "off"))
    add("cook speaker", "餐厅音响放点信天游，客人爱听", one("ct_audio", "playsth"))
    add("cook light bulk", "餐厅灯都打开，要上菜了", all_(sel(LIGHT, ["canting"]), "on"))
    add("cook fan", "落地扇关了，客人说冷", one("ct_fan", "off"))
    # ---------------- 豆豆: the grandchild ----------------
    add("child speaker wakeword nickname", "小度小度，我要听奥特曼的歌", one("zhong_xiaodu", "playsth"))
    add("child light color", "把我的台灯变成粉色的", one("xi_lamp", "color"))
    add("child vacuum nickname typo-room", "小黑，快来扫我的屋子，西窑", one("zhong_rvc", "varea"))
    add("child feeder nickname out-of-spec", "给大黄吃饭饭", one("xia_feeder", "feed"))
    add("child light color", "窑掌灯带变成彩色的", one("zhong_strip", "color"))
    add("child speaker nickname", "嘿嘿，把爷爷的戏匣子关了", one("dong_radio", "off"))
    add("child light relative", "豆豆台灯亮亮的", one("xi_lamp", "brighter"))
    add("child light bulk home", "哈哈把所有灯都关掉吓唬奶奶", all_(sel(LIGHT), "off"))
    add("child speaker nickname", "小度小度，声音大一点点", one("zhong_xiaodu", "volup"))
    add("child tv", "中窑电视打开，我要看熊出没", one("zhong_tv", "on"))
    add("child light", "我睡觉了，把台灯关了", one("xi_lamp", "off"))
    add("child vacuum nickname", "小黑小黑你快回家", one("zhong_rvc", "vhome"))
    add("child curtain typo-room", "西窑窗帘拉开，我要看雪", one("xi_curtain", "open"))
    add("child light series", "红灯笼一二三全都打开", all_(["lantern1", "lantern2", "lantern3"], "on"))
    # ---------------- tourists ----------------
    add("tourist ac need", "侬好，请问203的空调能不能开一下呀，房间里老热的", one("r203_ac", "coolneed"))
    add("tourist ac need dialect", "老板，204贼冷，整点暖气", one("r204_ac", "heatneed"))
    add("tourist light need dialect", "哎妈呀，202这灯咋这么暗呢，整亮点", one(sel(LIGHT, ["r202"]), "darkneed"))
    add("tourist ac dialect", "唔该，201冷气开大啲", one("r201_ac", ["tcool", "fan", "mcool"]))
    add("tourist light bulk dialect", "熄灯啦，201", all_(sel(LIGHT, ["r201"]), "off"))
    add("tourist light bulk dialect", "202嘅灯熄咗佢", all_(sel(LIGHT, ["r202"]), "off"))
    add("tourist ac need dialect", "203的空调开起嘛，热惨了", one("r203_ac", "coolneed"))
    add("tourist english heater need", "I'm in the new cave, xinyao, could you turn the heating on?",
        one(["xin_ac", "xin_kang"], "heatneed"))
    add("tourist english light bulk series", "turn off the lanterns in the upper yard", all_(sel("lantern", ["shang"]), "off"))
    add("tourist english speaker", "Could you play some local folk music in the dining hall?", one("ct_audio", "playsth"))
    add("tourist english curtain", "Please open the curtains, we're in room 201", one("r201_curtain", "open"))
    add("tourist english bathheater", "How do I turn on the bath heater in 203? Can you do it for me?", one("r203_bath", "on"))
    add("tourist english light", "switch on the reading lamp by the bed in 204", one("r204_bed", "on"))
    add("tourist plug blanket", "您好，202的电热毯帮忙开一下", one("r202_blanket", "on"))
    add("tourist curtain", "麻烦把204的窗帘关上，谢谢", one("r204_curtain", "close"))
    add("tourist light", "202主灯太刺眼了，调暗点", one("r202_main", "dimmer"))
    add("tourist bathheater", "201浴霸怎么开？帮我开一下吧", one("r201_bath", "on"))
    add("tourist tv", "202电视关了吧，我们要睡了", one("r202_tv", "off"))
    add("tourist lock", "203门锁帮我锁一下，我们出去转转", one("r203_lock", "lock"))
    add("tourist long ac", "我们一家三口是从上海来的，住在203，孩子有点感冒，晚上空调能不能调到26度，别太冷",
        one("r203_ac", "temp"))
    add("tourist ac dialect", "204的空调调个二十四度噻", one("r204_ac", "temp"))
    # ---------------- noisy and long ----------------
    add("noisy ac", "嗯那个那个，就是那个，中窑的，空调，开一下", one("zhong_ac", "on"))
    add("noisy curtain tourist", "喂喂喂，听得见吗，把203的窗帘拉上", one("r203_curtain", "close"))
    add("noisy light elder", "啊对对对，就东窑那个炕头灯，开开开", one("dong_kangdeng", "on"))
    add("noisy light bulk series", "呃……红灯笼……全部……点上", all_(sel("lantern"), "on"))
    add("noisy long fan farm", "哎呀我跟你说那个羊圈风扇嘛它开着呢一直开着费电关了吧", one("yq_fan", "off"))
    add("noisy light", "打开打开打开餐厅灯带", one("ct_strip", "on"))
    add("noisy ac typo-room", "关关关，西窑空调关", one("xi_ac", "off"))
    add("noisy light child", "豆豆别闹！……把你那台灯关了", one("xi_lamp", "off"))
    add("noisy light english", "uh, can you, like, turn on the Kitchen Light", one("chu_light", "on"))
    add("noisy plug kang", "那个啥 Kang Heater 那个 关一下 嗯", one("xin_kang", "off"))
    add("long light bulk series", "今天来了一车延安大学的学生，说要看红色记忆展，你先把老窑洞的射灯都打开，他们一会儿就到",
        all_(sel("spot"), "on"))
    add("long valve farm elder", "我前晌去大棚看了看，那个黄瓜叶子都打卷了，估计是太干了，你把滴灌开上半个钟头",
        one("dp_drip", "on"))
    add("long heater elder dialect", "你奶奶腿疼，夜来一黑地没睡着，你把东窑那个电暖器给开上，温度调高些，款款地烧",
        one("dong_heater", ["on", "theat"]))
    add("long screen out-of-spec son", "下午两点有个党建团来看片子，你提前把老窑的投影幕布放下来，投影仪插座也打开",
        one("lao_screen", "screendown"), one("lao_projplug", "on"))
    add("long door son", "那个拉苹果的车快到了，司机说在停车场外面等着呢，你把道闸给抬起来让他进来", one("tc_barrier", "open"))
    add("long light tourist", "我们晚上想在院子里拍照，听说你们的红灯笼很好看，能不能把上院的灯笼都打开呀",
        all_(sel("lantern", ["shang"]), "on"))
    add("long plug humidifier farm son", "果窖那边温湿度计显示湿度才百分之六十，苹果要放到过年，你把窖里加湿器打开吧",
        one("gj_humid", "on"))
    add("long ac cook", "中午那桌客人嫌热嫌了半天，我都快忙死了，你把餐厅空调1调到24度，2号先别动", one("ct_ac1", "temp"))
    add("long speaker elder dialect", "我跟你说个事，我这耳朵不行了，戏匣子那个声音你给开大些，开到一半那么大",
        one("dong_radio", ["vol", "volup"]))


CASE_GROUPS = (cases_single, cases_bulk, cases_values, cases_needs, cases_history, cases_clarify, cases_none,
               cases_safety, cases_multi_count, cases_speakers)


# --------------------------------------------------------------------------------------------
# Resolution: raw cases -> cases.jsonl records
# --------------------------------------------------------------------------------------------
def resolve_cases(world: World):
    RAW_CASES.clear()
    for g in CASE_GROUPS:
        g()
    counters = Counter()
    out = []
    errors = []
    for tags, query, entries, hist in RAW_CASES:
        first = tags[0]
        counters[first] += 1
        cid = "yanan-%s-%03d" % (first, counters[first])
        expect = []
        for mode, devs, intent in entries:
            if mode == "none":
                expect.append(OrderedDict([("devices", []), ("capabilities", []), ("mode", "none")]))
                continue
            bad = [d for d in devs if d not in DEV]
            if bad:
                errors.append("%s: unknown device keys %s" % (cid, bad))
                continue
            caps = []
            keep = list(devs)
            if intent == "*":
                caps = ["*"]
            elif intent is not None:
                per = {d: intent_cmds(world, d, intent) for d in devs}
                if mode == "one":
                    empty = [d for d in devs if not per[d]]
                    if empty:
                        errors.append("%s (%s): devices cannot do %r: %s" % (cid, query, intent, empty))
                elif mode == "all":
                    keep = [d for d in devs if per[d]]
                    dropped = [d for d in devs if not per[d]]
                    if dropped and "capability-subset" not in tags:
                        errors.append("%s (%s): bulk drops %s (tag capability-subset if meant)" % (cid, query, dropped))
                    if not dropped and "capability-subset" in tags:
                        errors.append("%s (%s): tagged capability-subset but drops nothing" % (cid, query))
                for d in keep:
                    for c in per[d]:
                        if c not in caps:
                            caps.append(c)
            if mode in ("one", "all") and not caps:
                errors.append("%s (%s): no capabilities" % (cid, query))
            if mode == "all" and len(keep) < 2:
                errors.append("%s (%s): bulk of fewer than two devices" % (cid, query))
            expect.append(OrderedDict([("devices", [did(d) for d in keep]), ("capabilities", caps), ("mode", mode)]))
        rec = OrderedDict()
        rec["id"] = cid
        rec["home"] = "home.json"
        rec["query"] = query
        if hist:
            rec["history"] = hist
        rec["expect"] = expect
        rec["tags"] = tags
        out.append(rec)
    if errors:
        raise BuildError("case errors:\n  " + "\n  ".join(errors))
    return out


# --------------------------------------------------------------------------------------------
# Validation (runs on what is about to be written, and on what --check reads back)
# --------------------------------------------------------------------------------------------
def validate(world: World, home, spec, cases, texts):
    errs = []
    prof_by_pid = {pid(*v): k for k, v in PROFILES.items()}
    # ---- home ----
    room_ids = [r["roomId"] for r in home["rooms"]]
    if len(set(room_ids)) != len(room_ids):
        errs.append("duplicate roomId")
    dev_ids = [i["deviceId"] for i in home["items"]]
    if len(set(dev_ids)) != len(dev_ids):
        errs.append("duplicate deviceId")
    if len(dev_ids) < 110:
        errs.append("fewer than 110 devices: %d" % len(dev_ids))
    dev_pk = {}
    for it in home["items"]:
        pk = prof_by_pid.get(it["profile"]["id"])
        if pk is None:
            errs.append("device %s: unknown profile id" % it["label"])
            continue
        dev_pk[it["deviceId"]] = pk
        p = world.prof[pk]
        comps = {c["id"]: c for c in it["components"]}
        want = [("main", p["categories"], p["capabilities"])] + [
            (c["id"], c.get("categories") or [], c["capabilities"]) for c in p["components"]]
        if sorted(comps) != sorted(w[0] for w in want):
            errs.append("device %s: components differ from profile %s" % (it["label"], p["name"]))
            continue
        for cid_, cats, capl in want:
            c = comps[cid_]
            if [x["name"] for x in c["categories"]] != list(cats):
                errs.append("device %s/%s: categories differ from the real profile" % (it["label"], cid_))
            if [x["id"] for x in c["capabilities"]] != list(capl):
                errs.append("device %s/%s: capabilities differ from the real profile" % (it["label"], cid_))
        if "roomId" in it and it["roomId"] not in room_ids and it["roomId"] != rid(DELETED_ROOM):
            errs.append("device %s: unexpected roomId" % it["label"])
    # ---- spec ----
    spec_by_pk = {}
    for line in spec:
        pk = prof_by_pid.get(line["profileId"])
        if pk is None:
            errs.append("spec: unknown profileId %s" % line["profileId"])
            continue
        if pk in spec_by_pk:
            errs.append("spec: profile %s twice" % pk)
        p = world.prof[pk]
        ids = set()
        for c in line["capabilities"]:
            parts = c["id"].split("-", 2)
            if len(parts) != 3 or parts[0] != "main":
                errs.append("spec %s: bad id %s" % (pk, c["id"]))
                continue
            cap, cmd = parts[1], parts[2]
            if cap not in p["capabilities"]:
                errs.append("spec %s: %s not on main of the profile" % (pk, cap))
            real = [x["name"] for x in world.caps.get(cap, {}).get("commands", [])]
            if cmd not in real:
                errs.append("spec %s: %s is not a command of %s" % (pk, cmd, cap))
            if c["id"] in ids:
                errs.append("spec %s: %s twice" % (pk, c["id"]))
            ids.add(c["id"])
            if not c.get("description"):
                errs.append("spec %s: %s without description" % (pk, c["id"]))
        spec_by_pk[pk] = ids
    used = set(dev_pk.values())
    missing = sorted(pk for pk in used if pk not in spec_by_pk)
    if sorted(missing) != sorted(OUT_OF_SPEC):
        errs.append("spec: profiles left out %s, expected %s" % (missing, sorted(OUT_OF_SPEC)))
    if not (2 <= len(missing) <= 3):
        errs.append("spec: 2–3 profiles must be left out")
    unused = sorted(pk for pk in spec_by_pk if pk not in used)
    if unused:
        errs.append("spec: profiles no device uses: %s" % unused)

    def cmds_of(dev_id):
        pk = dev_pk[dev_id]
        if pk in spec_by_pk:
            return spec_by_pk[pk]
        return {"main-" + c.replace(".", "-") for c in world.main_cmds[pk]}

    # ---- cases ----
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate case ids")
    if len(cases) < 900:
        errs.append("fewer than 900 cases: %d" % len(cases))
    seen = set()
    known = set(dev_ids)
    for c in cases:
        if not c["id"].startswith("yanan-%s-" % c["tags"][0]):
            errs.append("%s: id does not follow yanan-<first tag>-NNN" % c["id"])
        if c["home"] != "home.json":
            errs.append("%s: home must be home.json" % c["id"])
        key = (c["query"], tuple(c.get("history") or ()))
        if key in seen:
            errs.append("%s: query (with history) twice: %s" % (c["id"], c["query"]))
        seen.add(key)
        if not c["expect"]:
            errs.append("%s: no expect" % c["id"])
        for e in c["expect"]:
            m = e["mode"]
            if m not in ("one", "all", "clarify", "none"):
                errs.append("%s: bad mode %s" % (c["id"], m))
                continue
            for d in e["devices"]:
                if d not in known:
                    errs.append("%s: unknown device id %s" % (c["id"], d))
            if m == "none":
                if e["devices"] or e["capabilities"]:
                    errs.append("%s: none with devices or capabilities" % c["id"])
                continue
            if m == "clarify":
                continue
            if not e["devices"] or not e["capabilities"]:
                errs.append("%s: %s entry without devices or capabilities" % (c["id"], m))
                continue
            if m == "all" and len(e["devices"]) < 2:
                errs.append("%s: bulk of fewer than two devices" % c["id"])
            if e["capabilities"] == ["*"]:
                continue
            if "*" in e["capabilities"]:
                errs.append("%s: '*' mixed with commands" % c["id"])
                continue
            if any(d not in known for d in e["devices"]):
                continue
            for d in e["devices"]:
                if not (cmds_of(d) & set(e["capabilities"])):
                    errs.append("%s: device %s can do none of %s" % (c["id"], d, e["capabilities"]))
            for cap in e["capabilities"]:
                if not any(cap in cmds_of(d) for d in e["devices"]):
                    errs.append("%s: command %s belongs to no listed device" % (c["id"], cap))
    # ---- no absolute paths anywhere ----
    import re
    pat = re.compile(r'(?:^|[\s"\'(=])/(?:work|home|usr|tmp|Users|mnt|opt|root|var|etc|srv)/|[A-Za-z]:\\\\')
    for name, text in texts.items():
        if pat.search(text):
            errs.append("%s: contains an absolute path" % name)
    if errs:
        raise BuildError("validation failed:\n  " + "\n  ".join(errs[:80]) +
                         ("\n  … %d more" % (len(errs) - 80) if len(errs) > 80 else ""))


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------
FILES = ("home.json", "spec.jsonl", "cases.jsonl")


def render(world: World):
    home = world.build_home()
    spec = world.spec
    cases = resolve_cases(world)
    texts = {
        "home.json": json.dumps(home, ensure_ascii=False, indent=2) + "\n",
        "spec.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in spec),
        "cases.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in cases),
    }
    return home, spec, cases, texts


def readme_text():
    p = os.path.join(HERE, "README.md")
    if os.path.isfile(p):
        with open(p, encoding="utf-8") as f:
            return {"README.md": f.read()}
    return {}


def cmd_build():
    world = World()
    home, spec, cases, texts = render(world)
    validate(world, home, spec, cases, dict(texts, **readme_text()))
    for name in FILES:
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(texts[name])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("wrote %s: %d rooms, %d devices, %d spec profiles, %d cases (%s)" % (
        ", ".join(FILES), len(home["rooms"]), len(home["items"]), len(spec), len(cases),
        ", ".join("%s %d" % kv for kv in sorted(modes.items()))))


def cmd_check():
    world = World()
    _, _, _, texts = render(world)
    read = {}
    for name in FILES:
        p = os.path.join(HERE, name)
        if not os.path.isfile(p):
            raise BuildError("missing " + name)
        with open(p, encoding="utf-8") as f:
            read[name] = f.read()
    home = json.loads(read["home.json"])
    spec = [json.loads(x) for x in read["spec.jsonl"].splitlines() if x.strip()]
    cases = [json.loads(x) for x in read["cases.jsonl"].splitlines() if x.strip()]
    validate(world, home, spec, cases, dict(read, **readme_text()))
    diff = [n for n in FILES if read[n] != texts[n]]
    if diff:
        raise BuildError("files differ from what build.py writes: " + ", ".join(diff))
    print("check ok: %d devices, %d cases; files equal what build.py writes" % (len(home["items"]), len(cases)))


def cmd_stats():
    world = World()
    home, spec, cases, _ = render(world)
    per_room = Counter(DEV[k]["room"] for k in DEV_ORDER)
    print("## Rooms\n")
    print("| room | zone | floor | typed by | used as | devices |")
    print("| --- | --- | --- | --- | --- | --- |")
    for k, n, zone, floor, by, use in ROOMS:
        print("| %s | %s | %s | %s | %s | %d |" % (n, zone, floor, by, use, per_room[k]))
    print("| (%s, deleted) | 下院 | — | — | roomId still on one device, not in `rooms` | %d |" % (
        DELETED_ROOM_NAME, per_room[DELETED_ROOM]))
    print("| (no roomId) | — | — | — | never assigned | %d |" % per_room[None])
    print("\n## Devices\n")
    print("| label | room | category | profile | kinds |")
    print("| --- | --- | --- | --- | --- |")
    for k in DEV_ORDER:
        d = DEV[k]
        room = ROOM_NAME.get(d["room"], "(%s, deleted)" % DELETED_ROOM_NAME if d["room"] == DELETED_ROOM else "—")
        pk = d["prof"]
        name = PROFILES[pk][1] + (" (not in spec)" if pk in OUT_OF_SPEC else "")
        kinds = " ".join(sorted(d["kinds"])) + (" nooff" if "nooff" in d["flags"] else "")
        print("| %s | %s | %s | %s | %s |" % (d["label"], room, world.category(k), name, kinds))
    print("\n## Profiles\n")
    used = Counter(DEV[k]["prof"] for k in DEV_ORDER)
    print("| profile | driver | devices | in spec |")
    print("| --- | --- | --- | --- |")
    for pk, (drv, name) in PROFILES.items():
        print("| %s | %s | %d | %s |" % (name, drv.replace("drivers/", ""), used[pk], "no" if pk in OUT_OF_SPEC else "yes"))
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    print("\n## Cases: %d; expect entries by mode: %s\n" % (
        len(cases), ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
    tags = Counter(t for c in cases for t in c["tags"])
    print("| tag | cases |")
    print("| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %d |" % (t, n))
    first = Counter(c["tags"][0] for c in cases)
    print("\n## Case groups (first tag)\n")
    print("| group | cases |")
    print("| --- | --- |")
    for t, n in sorted(first.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %d |" % (t, n))
    sizes = [len(e["devices"]) for c in cases for e in c["expect"] if e["mode"] == "all"]
    print("\nbulk set sizes: min %d, max %d, mean %.1f" % (min(sizes), max(sizes), sum(sizes) / len(sizes)))
    print("spec: %d profiles, %d commands, %d English descriptions" % (
        len(spec), sum(len(x["capabilities"]) for x in spec),
        sum(1 for x in spec for c in x["capabilities"] if c["description"].isascii())))


def main(argv):
    try:
        if "--check" in argv:
            cmd_check()
        elif "--stats" in argv:
            cmd_stats()
        else:
            cmd_build()
    except BuildError as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
