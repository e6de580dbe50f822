#!/usr/bin/env python3
"""Blind evaluation set "kunshan": a four-level townhouse (B1 + 1F-3F) in 昆山.

A Taiwanese father, a Japanese mother, two children, a live-in helper from 安徽 and
a visiting grandmother from 台南 set the home up at different times, in four scripts.

    python build.py           write home.json, spec.jsonl, cases.jsonl (validated; nothing on error)
    python build.py --check   re-read the three files, validate them, compare with what build.py makes
    python build.py --stats   print room/device tables and tag counts

Written without reading or running the engine (no src/, tests/, docs/ or other bench cases).
Deterministic: no randomness, no clock; ids are uuid5 of readable keys under one namespace.
Python 3.11 standard library only.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import uuid
from collections import Counter, OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent
NS = uuid.UUID("6b1d2c4e-8f3a-5e71-9c0d-4b6a7e2f1c93")  # fixed namespace of this set
SET = "kunshan"


def uid(key: str) -> str:
    return str(uuid.uuid5(NS, key))


def find_data_dir() -> Path:
    env = os.environ.get("SMARTTHINGS_DATA")
    if env:
        p = Path(env)
        if (p / "profiles.jsonl").is_file():
            return p
        raise SystemExit(f"SMARTTHINGS_DATA={env} has no profiles.jsonl")
    for d in [HERE, *HERE.parents]:
        for cand in (d / "shared" / "data" / "smartthings", d / "data" / "smartthings"):
            if (cand / "profiles.jsonl").is_file() and (cand / "capabilities.json").is_file():
                return cand
    raise SystemExit("cannot find shared/data/smartthings above " + HERE.name + " (set SMARTTHINGS_DATA)")


DATA = find_data_dir()
PROFILES_BY_KEY: dict[str, dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    if _line.strip():
        _r = json.loads(_line)
        PROFILES_BY_KEY.setdefault(_r["driver"].split("/")[-1] + "/" + _r["name"], _r)
CAPS: dict[str, dict] = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]

# Commands of capabilities that capabilities.json does not describe, as the SmartThings
# capability reference documents them. Only used for profiles left out of spec.jsonl.
KNOWN_EXTRA_COMMANDS = {"safetyValve": ["close"]}

# ---------------------------------------------------------------------------
# Rooms, exactly as typed in the account. floor_mark = the floor the NAME says (or None).
# floor = the floor used for labels (see README §4.3): name mark, else the floor shared by
# the installer's coded labels in that room, else the room it duplicates, else None.
# ---------------------------------------------------------------------------
ROOMS = [
    # key, name as typed, floor_mark, floor, who typed it
    ("b1_theater", "B1-影音室", "B1", "B1", "installer"),
    ("b1_garage", "B1-车库", "B1", "B1", "installer"),
    ("b1_utility", "B1设备间", "B1", "B1", "installer"),
    ("b1_storage", "地下室儲臧室", "B1", "B1", "father (typo 臧 for 藏)"),
    ("f1_entry", "1F-玄关", "1F", "1F", "installer"),
    ("f1_living", "一樓客廳", "1F", "1F", "father"),
    ("f1_kitchen", "キッチン", None, "1F", "mother (Japanese)"),
    ("f1_dining", "1F-餐厅", "1F", "1F", "installer"),
    ("f1_washitsu", "和室", None, "1F", "mother (Japanese)"),
    ("f1_nihon", "日式房", None, "1F", "father (the same tatami room, made twice)"),
    ("f1_nanny", "保母房", None, "1F", "father (Taiwan word for the helper's room)"),
    ("f1_wc", "1F-公卫", "1F", "1F", "installer"),
    ("garden", "後院", None, None, "father"),
    ("stairs", "樓梯間", None, None, "father"),
    ("f2_mbr", "2F-MBR", "2F", "2F", "installer"),
    ("f2_bath", "洗面所", None, "2F", "mother (Japanese)"),
    ("f2_study", "書房", None, "2F", "father"),
    ("f2_hall", "2F走廊", "2F", "2F", "installer"),
    ("f3_kevin", "Kevin's Room", None, "3F", "Kevin"),
    ("f3_emily", "Emily's room", None, "3F", "Emily"),
    ("f3_game", "Game Room", None, "3F", "Kevin"),
    ("f3_bath", "3F-浴室", "3F", "3F", "installer"),
    ("f3_laundry", "ランドリー", None, "3F", "mother (Japanese)"),
    ("f3_terrace", "3F露台", "3F", "3F", "installer"),
]
ROOM = {r[0]: r for r in ROOMS}
ROOM_NAME = {r[0]: r[1] for r in ROOMS}
ROOM_FLOOR = {r[0]: r[3] for r in ROOMS}
# 日式房 and 和室 are one physical room (made twice): a command to either is a command to both.
SAME_ROOM = {"f1_washitsu": ("f1_washitsu", "f1_nihon"), "f1_nihon": ("f1_washitsu", "f1_nihon")}

# ---------------------------------------------------------------------------
# Devices: key, room key (None = no room), label, profile key (driver/profile name), kind.
# kind is the type family a person would use (README §4.2); plug/<x> says what a plug feeds.
# ---------------------------------------------------------------------------
DEVICES = [
    # --- B1-影音室 (home theatre, installer codes) ---
    ("th_strip", "b1_theater", "B1-影音室-灯带", "zigbee-switch/rgbw-bulb-2200K-6500K", "light"),
    ("th_d1", "b1_theater", "B1-影音室-筒灯1", "matter-switch/light-level", "light"),
    ("th_d2", "b1_theater", "B1-影音室-筒灯2", "matter-switch/light-level", "light"),
    ("th_d3", "b1_theater", "B1-影音室-筒灯3", "matter-switch/light-level", "light"),
    ("th_d4", "b1_theater", "B1-影音室-筒灯4", "matter-switch/light-level", "light"),
    ("th_screen", "b1_theater", "投影幕", "zigbee-window-treatment/projector-screen-VWSDSTUST120H", "screen"),
    ("th_amp", "b1_theater", "AV擴大機", "harman-luxury/maX10", "receiver"),
    ("th_popcorn", "b1_theater", "爆米花機", "matter-switch/plug-binary", "plug/popcorn"),
    ("th_ac", "b1_theater", "B1-影音室-空调", "matter-thermostat/room-air-conditioner-humidity-fan-heating-cooling", "ac"),
    # --- B1-车库 ---
    ("gar_door", "b1_garage", "鐵捲門", "matter-switch/garage-door-battery", "garage"),
    ("gar_light", "b1_garage", "B1-车库-灯", "matter-switch/switch-binary", "light"),
    ("gar_co", "b1_garage", "一氧化碳偵測", "matter-sensor/co-comeas", "sensor"),
    ("gar_motion", "b1_garage", "B1-车库-人体", "matter-sensor/motion", "sensor"),
    # --- B1设备间 ---
    ("ut_wh", "b1_utility", "热水气", "matter-thermostat/water-heater-power-energy-powerConsumption", "waterheater"),
    ("ut_valve", "b1_utility", "總水閥", "matter-switch/water-valve", "valve"),
    ("ut_leak", "b1_utility", "B1设备间-水浸", "matter-sensor/leak-battery", "sensor"),
    ("ut_light", "b1_utility", "B1设备间灯", "zigbee-switch/on-off-bulb", "light"),
    # --- 地下室儲臧室 ---
    ("sr_light", "b1_storage", "儲藏室燈", "zigbee-switch/on-off-bulb-no-firmware-update", "light"),
    ("sr_dehum", "b1_storage", "除濕機", "matter-switch/plug-power-energy-powerConsumption", "plug/dehum"),
    ("sr_freezer", "b1_storage", "别关-冰柜插座", "zigbee-switch/switch-power-energy-consumption-report-aqara", "plug/freezer"),
    ("sr_th", "b1_storage", "溫濕度計", "zigbee-humidity-sensor/humidity-temp-battery-aqara", "sensor"),
    # --- 1F-玄关 ---
    ("en_down", "f1_entry", "1F-玄关-筒灯", "zigbee-switch/on-off-level", "light"),
    ("en_3gang", "f1_entry", "1F-玄关-三开", "matter-switch/switch-3", "switch"),
    ("en_shoe", "f1_entry", "鞋櫃燈", "zigbee-switch/on-off-level-motion-sensor", "light"),
    ("en_lock", "f1_entry", "大門", "matter-lock/lock-user-pin-schedule-unlatch", "lock"),
    ("en_contact", "f1_entry", "大門門磁", "zigbee-contact/contact-battery-profile", "sensor"),
    ("en_cam", "f1_entry", "門口攝影機", "matter-switch/camera", "camera"),
    ("en_siren", "f1_entry", "警報器", "zigbee-siren/switch-alarm", "siren"),
    ("en_motion", "f1_entry", "1F-玄关-人体感应", "matter-sensor/matter-motion-battery", "sensor"),
    # --- 一樓客廳 ---
    ("lv_main", "f1_living", "客廳電燈", "zigbee-switch/color-temp-bulb-2700K-6500K", "light"),
    ("lv_d1", "f1_living", "1F-LR-筒灯1", "zigbee-switch/on-off-level", "light"),
    ("lv_d2", "f1_living", "1F-LR-筒灯2", "zigbee-switch/on-off-level", "light"),
    ("lv_d3", "f1_living", "1F-LR-筒灯3", "zigbee-switch/on-off-level", "light"),
    ("lv_d4", "f1_living", "1F-LR-筒灯4", "zigbee-switch/on-off-level", "light"),
    ("lv_d5", "f1_living", "1F-LR-筒灯5", "zigbee-switch/on-off-bulb", "light"),
    ("lv_d6", "f1_living", "1F-LR-筒灯6", "zigbee-switch/on-off-bulb", "light"),
    ("lv_floor", "f1_living", "落地燈", "philips-hue/white-ambiance", "light"),
    ("lv_strip", "f1_living", "電視牆燈條", "matter-switch/light-color-level-2700K-6500K", "light"),
    ("lv_ac", "f1_living", "客廳冷氣", "matter-thermostat/room-air-conditioner", "ac"),
    ("lv_heat", "f1_living", "一樓地暖", "deepsmart/Heater.v1", "floorheat"),
    ("lv_tv", "f1_living", "客廳電視", "matter-media/media-video-speaker", "tv"),
    ("lv_sb", "f1_living", "Soundbar", "samsung-audio/samsung-audio", "speaker"),
    ("lv_fan", "f1_living", "大同電扇", "zwave-fan/fan-3speed", "fan"),
    ("lv_pur", "f1_living", "空氣清淨機", "matter-thermostat/air-purifier-hepa-wind-aqs-pm25-meas-pm25-level", "purifier"),
    ("lv_curtain", "f1_living", "客廳窗簾", "zigbee-window-treatment/window-treatment-aqara-curtain-driver-e1", "curtain"),
    ("lv_sheer", "f1_living", "紗簾", "matter-window-covering/window-covering", "curtain"),
    ("lv_fish", "f1_living", "魚缸（不要關）", "zigbee-switch/switch-power-smartplug", "plug/fish"),
    ("lv_massage", "f1_living", "老爸寶座", "zwave-switch/smartplug-binary", "plug/massage"),
    ("lv_smoke", "f1_living", "煙霧偵測器", "matter-sensor/smoke-battery", "sensor"),
    # --- キッチン ---
    ("kt_d1", "f1_kitchen", "1F-厨房-筒灯1", "matter-switch/light-binary", "light"),
    ("kt_d2", "f1_kitchen", "1F-厨房-筒灯2", "matter-switch/light-binary", "light"),
    ("kt_under", "f1_kitchen", "手元灯", "matter-switch/light-level-colorTemperature-2200K-6500K", "light"),
    ("kt_fridge", "f1_kitchen", "冷蔵庫", "matter-appliance/refrigerator-freezer", "fridge"),
    ("kt_hood", "f1_kitchen", "換気扇", "matter-appliance/extractor-hood-wind-light", "hood"),
    ("kt_dish", "f1_kitchen", "食洗機", "matter-appliance/dishwasher", "dishwasher"),
    ("kt_micro", "f1_kitchen", "電子レンジ", "matter-appliance/microwave-oven", "microwave"),
    ("kt_rice", "f1_kitchen", "炊飯器", "zigbee-switch/basic-plug", "plug/rice"),
    ("kt_gas", "f1_kitchen", "瓦斯總開關", "britzyhub/gas-valve", "gasvalve"),
    ("kt_gasdet", "f1_kitchen", "燃气报警器", "zigbee-smoke-detector/gas-lifetime-selfcheck-aqara", "sensor"),
    ("kt_leak", "f1_kitchen", "漏水感應器", "matter-sensor/leak-batteryLevel", "sensor"),
    ("kt_feeder", "f1_kitchen", "Mochi's Feeder", "aqara-feeder/aqara-pet-feeder", "feeder"),
    ("kt_boiler", "f1_kitchen", "小厨宝", "matter-switch/plug-power", "plug/boiler"),
    # --- 1F-餐厅 ---
    ("dn_pendant", "f1_dining", "餐桌吊燈", "matter-switch/light-level-colorTemperature-2700K-6500K", "light"),
    ("dn_s1", "f1_dining", "1F-餐厅-射灯一", "zigbee-switch/ge-link-bulb", "light"),
    ("dn_s2", "f1_dining", "1F-餐厅-射灯二", "zigbee-switch/ge-link-bulb", "light"),
    ("dn_s3", "f1_dining", "1F-餐厅-射灯三", "zigbee-switch/ge-link-bulb", "light"),
    ("dn_water", "f1_dining", "飲水機", "matter-switch/power-energy-powerConsumption", "plug/water"),
    # --- 和室 (mother) ---
    ("ws_main", "f1_washitsu", "和室照明", "zigbee-switch/aqara-light", "light"),
    ("ws_down", "f1_washitsu", "1F-和室-筒灯", "matter-switch/light-binary", "light"),
    ("ws_night", "f1_washitsu", "夜燈", "matter-switch/light-level", "light"),
    ("ws_ac", "f1_washitsu", "和室エアコン", "deepsmart/Ac.v1", "ac"),
    ("ws_floor", "f1_washitsu", "和室床暖", "matter-thermostat/thermostat-heating-only-nostate-nobattery", "floorheat"),
    ("ws_blind", "f1_washitsu", "和室ブラインド", "zigbee-window-treatment/window-treatment-aqara-roller-shade-rotate", "curtain"),
    ("ws_th", "f1_washitsu", "温湿度計", "matter-sensor/temperature-humidity", "sensor"),
    # --- 日式房 (father; the same tatami room) ---
    ("nh_heater", "f1_nihon", "電暖器", "zigbee-switch/switch-power-energy-consumption-report", "plug/heater"),
    ("nh_lamp", "f1_nihon", "阿嬤床頭燈", "zigbee-switch/on-off-level-no-firmware-update", "light"),
    ("nh_dehum", "f1_nihon", "除濕機", "matter-switch/plug-energy-powerConsumption", "plug/dehum"),
    ("nh_sos", "f1_nihon", "SOS按鈕", "zigbee-button/one-button-battery", "button"),
    # --- 保母房 (阿姨) ---
    ("nn_ceiling", "f1_nanny", "1F-BR-吸顶灯", "zigbee-switch/color-temp-bulb", "light"),
    ("nn_ac", "f1_nanny", "冷氣", "matter-thermostat/room-air-conditioner-heating-cooling", "ac"),
    ("nn_fan", "f1_nanny", "電扇", "zwave-fan/fan-4speed", "fan"),
    ("nn_blanket", "f1_nanny", "阿姨的电热探", "matter-switch/plug-binary", "plug/blanket"),
    ("nn_lamp", "f1_nanny", "檯燈", "zigbee-switch/ge-link-bulb", "light"),
    # --- 1F-公卫 ---
    ("wc_light", "f1_wc", "1F-公卫-灯", "zigbee-switch/on-off-bulb", "light"),
    ("wc_fan", "f1_wc", "1F-公卫-排风", "tuya-zigbee/basic-switch", "exhaust"),
    # --- 後院 (outdoors, no floor) ---
    ("gd_light", "garden", "庭院燈", "matter-switch/light-power", "light"),
    ("gd_spotA", "garden", "花園射燈A", "zigbee-switch/on-off-level", "light"),
    ("gd_spotB", "garden", "花園射燈B", "zigbee-switch/on-off-level", "light"),
    ("gd_valve", "garden", "交花水阀", "zigbee-valve/valve-battery-powerSource", "valve"),
    ("gd_mosq", "garden", "捕蚊燈", "wemo/wemo.mini-smart-plug.v1", "plug/mosquito"),
    ("gd_cam", "garden", "後院攝影機", "matter-switch/camera", "camera"),
    ("gd_lock", "garden", "後門", "zigbee-lock/lock-battery", "lock"),
    ("gd_rain", "garden", "雨量感應", "matter-sensor/rain-battery", "sensor"),
    # --- 樓梯間 (spans floors; each label says its floor) ---
    ("st_1f", "stairs", "樓梯燈-1F", "zigbee-switch/basic-switch", "light"),
    ("st_2f", "stairs", "樓梯燈-2F", "zigbee-switch/basic-switch", "light"),
    ("st_3f", "stairs", "樓梯燈-3F", "zigbee-switch/basic-switch", "light"),
    ("st_sky", "stairs", "天窗", "zigbee-window-treatment/window-shade-only", "skylight"),
    # --- 2F-MBR (master bedroom) ---
    ("mb_d1", "f2_mbr", "2F-MBR-筒灯1", "matter-switch/light-level-colorTemperature", "light"),
    ("mb_d2", "f2_mbr", "2F-MBR-筒灯2", "matter-switch/light-level-colorTemperature", "light"),
    ("mb_d3", "f2_mbr", "2F-MBR-筒灯3", "matter-switch/light-level-colorTemperature", "light"),
    ("mb_d4", "f2_mbr", "2F-MBR-筒灯4", "matter-switch/light-level-colorTemperature", "light"),
    ("mb_main", "f2_mbr", "寝室照明", "zigbee-switch/color-temp-bulb-2200K-6500K", "light"),
    ("mb_left", "f2_mbr", "左床頭燈", "zigbee-switch/aqara-led-bulb", "light"),
    ("mb_right", "f2_mbr", "右ベッドライト", "zigbee-switch/aqara-led-bulb", "light"),
    ("mb_ac", "f2_mbr", "寝室エアコン", "matter-thermostat/room-air-conditioner-fan-heating-cooling-nostate", "ac"),
    ("mb_curtain", "f2_mbr", "寝室カーテン", "zigbee-window-treatment/window-treatment-profile", "curtain"),
    ("mb_blackout", "f2_mbr", "遮光簾", "zigbee-window-treatment/window-treatment-battery", "curtain"),
    ("mb_tv", "f2_mbr", "テレビ", "matter-media/media-video-player", "tv"),
    ("mb_speaker", "f2_mbr", "寝室スピーカー", "bose/soundtouch-speaker", "speaker"),
    ("mb_humid", "f2_mbr", "加湿器", "zwave-switch/smartplug-switch-power-energy", "plug/humid"),
    ("mb_pur", "f2_mbr", "空気清浄機", "matter-thermostat/air-purifier-hepa", "purifier"),
    ("mb_wall", "f2_mbr", "2F-MBR-墙壁开关", "matter-switch/switch-2", "switch"),
    # --- 洗面所 (master bath) ---
    ("bt_heater", "f2_bath", "浴室暖房乾燥機", "aqara-bath-heater/aqara-bath-heater", "bathheat"),
    ("bt_mirror", "f2_bath", "2F-主卫-镜前灯", "zigbee-switch/on-off-bulb", "light"),
    ("bt_towel", "f2_bath", "毛巾架", "matter-switch/plug-binary", "plug/towel"),
    ("bt_leak", "f2_bath", "洗面所水漏れ", "matter-sensor/leak-battery", "sensor"),
    # --- 書房 (father's study) ---
    ("sd_d1", "f2_study", "2F-STD-筒灯1", "zigbee-switch/on-off-level", "light"),
    ("sd_d2", "f2_study", "2F-STD-筒灯2", "zigbee-switch/on-off-level", "light"),
    ("sd_desk", "f2_study", "檯燈", "matter-switch/light-level-colorTemperature-2700K-6500K", "light"),
    ("sd_ac", "f2_study", "書房冷氣", "matter-thermostat/room-air-conditioner-fan-heating-cooling", "ac"),
    ("sd_dehum", "f2_study", "除濕機", "zigbee-switch/switch-power-smartplug", "plug/dehum"),
    ("sd_speaker", "f2_study", "JBL音響", "jbl/jbl", "speaker"),
    ("sd_blind", "f2_study", "書房百葉窗", "matter-window-covering/window-covering-tilt", "curtain"),
    ("sd_pc", "f2_study", "電腦", "matter-switch/plug-power-energy-powerConsumption", "plug/pc"),
    # --- 2F走廊 ---
    ("hl_night", "f2_hall", "夜燈", "zigbee-switch/on-off-level-motion-sensor", "light"),
    ("hl_down", "f2_hall", "2F走廊-筒灯", "matter-switch/light-binary", "light"),
    ("hl_smoke", "f2_hall", "煙霧偵測器", "matter-sensor/smoke-battery", "sensor"),
    # --- Kevin's Room ---
    ("kv_ceiling", "f3_kevin", "3F-BR1-吸顶灯", "zigbee-switch/color-temp-bulb-2700K-6500K", "light"),
    ("kv_lamp", "f3_kevin", "Kevin's Lamp", "matter-switch/light-level-colorTemperature-2200K-6500K", "light"),
    ("kv_strip", "f3_kevin", "LED Strip", "matter-switch/light-color-level", "light"),
    ("kv_ac", "f3_kevin", "Kevin AC", "matter-thermostat/room-air-conditioner-fan-wind-heating-cooling", "ac"),
    ("kv_fan", "f3_kevin", "fengshan", "matter-thermostat/fan-rock-wind", "fan"),
    ("kv_ps5", "f3_kevin", "PS5", "matter-switch/plug-power", "plug/console"),
    ("kv_curtain", "f3_kevin", "Kevin's Curtain", "matter-window-covering/window-covering-batteryLevel", "curtain"),
    # --- Emily's room ---
    ("em_ceiling", "f3_emily", "3F-BR2-吸顶灯", "zigbee-switch/rgbw-bulb-2700K-6500K", "light"),
    ("em_unicorn", "f3_emily", "Unicorn Light", "zigbee-switch/color-bulb", "light"),
    ("em_minion", "f3_emily", "Minion", "matter-switch/light-level", "light"),
    ("em_ac", "f3_emily", "Emily AC", "deepsmart/Ac.v1", "ac"),
    ("em_humid", "f3_emily", "Humidifier", "wemo/wemo.insight-smart-plug.v1", "plug/humid"),
    ("em_curtain", "f3_emily", "Emily's curtian", "zigbee-window-treatment/window-treatment-no-preset", "curtain"),
    # --- Game Room ---
    ("gm_d1", "f3_game", "3F-LOFT-筒灯1", "zigbee-switch/on-off-level", "light"),
    ("gm_d2", "f3_game", "3F-LOFT-筒灯2", "zigbee-switch/on-off-level", "light"),
    ("gm_d3", "f3_game", "3F-LOFT-筒灯3", "zigbee-switch/on-off-level", "light"),
    ("gm_light1", "f3_game", "Light 1", "matter-switch/light-color-level-2000K-7000K", "light"),
    ("gm_bar", "f3_game", "RGB Light Bar", "zigbee-switch/rgbw-bulb", "light"),
    ("gm_tv", "f3_game", "Samsung TV", "matter-media/media-video-player", "tv"),
    ("gm_dj", "f3_game", "DJ", "sonos/sonos-player", "speaker"),
    ("gm_switch", "f3_game", "Switch", "zigbee-switch/basic-plug", "plug/console"),
    ("gm_ac", "f3_game", "Game Room AC", "matter-thermostat/room-air-conditioner-humidity-heating-cooling", "ac"),
    # --- 3F-浴室 ---
    ("b3_light", "f3_bath", "3F-浴室-灯", "zigbee-switch/on-off-bulb", "light"),
    ("b3_heater", "f3_bath", "3F-浴室-浴霸", "zigbee-switch/switch-smart-bath-heater-laisiao", "bathheat"),
    ("b3_fan", "f3_bath", "3F-浴室-排风", "zigbee-switch/aqara-switch-no-power", "exhaust"),
    # --- ランドリー ---
    ("ld_light", "f3_laundry", "3F-洗衣房-灯", "matter-switch/light-binary", "light"),
    ("ld_washer", "f3_laundry", "洗濯機", "matter-appliance/laundry-washer-tl", "washer"),
    ("ld_dryer", "f3_laundry", "乾燥機", "matter-appliance/laundry-dryer", "dryer"),
    # --- 3F露台 (roof terrace) ---
    ("tr_light", "f3_terrace", "露台燈", "matter-switch/light-power-energy-powerConsumption", "light"),
    ("tr_fan", "f3_terrace", "露台吊扇", "zigbee-fan/fan-light", "fan"),
    ("tr_awning", "f3_terrace", "zheyangpeng", "zigbee-window-treatment/window-treatment-powerSource", "awning"),
    ("tr_plug", "f3_terrace", "露台插座", "zwave-switch/zooz-zen05-plug", "plug/outdoor"),
    # --- no room ---
    ("nr_vac", None, "ルンバ", "matter-rvc/rvc-clean-mode-service-area", "vacuum"),
    ("nr_plug", None, "智能插座", "zigbee-switch/switch-power-smartplug", "plug/spare"),
]
DEV = {d[0]: d for d in DEVICES}
# Profiles deliberately left out of spec.jsonl: the engine must find these devices by name/room.
UNSPECCED = {"britzyhub/gas-valve", "matter-switch/camera", "wemo/wemo.mini-smart-plug.v1"}
# Plugs whose label says not to switch them off: never swept by bulk commands (README §5).
KEEP_ON = {"sr_freezer", "lv_fish"}

# Model names and manufacturers as the account shows them (`name` falls back when no label).
MODEL = {
    "zigbee-switch/rgbw-bulb-2200K-6500K": ("Gledopto", "GL-C-008P RGB+CCT 灯带控制器"),
    "matter-switch/light-level": ("Yeelight", "Yeelight Downlight (Matter)"),
    "zigbee-window-treatment/projector-screen-VWSDSTUST120H": ("Vivid Storm", "Vivid Storm S Pro 120"),
    "harman-luxury/maX10": ("Harman Luxury Audio", "Mark Levinson maX10"),
    "matter-switch/plug-binary": ("Eve", "Eve Energy"),
    "matter-thermostat/room-air-conditioner-humidity-fan-heating-cooling": ("Midea", "Midea Matter Room AC"),
    "matter-switch/garage-door-battery": ("Meross", "Meross Garage Door Opener"),
    "matter-switch/switch-binary": ("Aqara", "Aqara Light Switch H2"),
    "matter-sensor/co-comeas": ("Heiman", "Heiman CO Alarm"),
    "matter-sensor/motion": ("Aqara", "Aqara Motion Sensor P2"),
    "matter-thermostat/water-heater-power-energy-powerConsumption": ("A.O.Smith", "A.O.Smith 电热水器"),
    "matter-switch/water-valve": ("Eve", "Eve Aqua"),
    "matter-sensor/leak-battery": ("Aqara", "Aqara Water Leak Sensor"),
    "zigbee-switch/on-off-bulb": ("Tuya", "TS0501A"),
    "zigbee-switch/on-off-bulb-no-firmware-update": ("IKEA", "TRADFRI bulb E27 opal"),
    "matter-switch/plug-power-energy-powerConsumption": ("Meross", "Meross Smart Plug MSS315"),
    "zigbee-switch/switch-power-energy-consumption-report-aqara": ("Aqara", "lumi.plug.maeu01"),
    "zigbee-humidity-sensor/humidity-temp-battery-aqara": ("Aqara", "lumi.weather"),
    "zigbee-switch/on-off-level": ("Tuya", "TS110E dimmer"),
    "matter-switch/switch-3": ("Aqara", "Aqara Wall Switch H1 (3 gang)"),
    "zigbee-switch/on-off-level-motion-sensor": ("Tuya", "Motion Night Light"),
    "matter-lock/lock-user-pin-schedule-unlatch": ("Aqara", "Aqara Smart Lock U200"),
    "zigbee-contact/contact-battery-profile": ("Aqara", "lumi.sensor_magnet.aq2"),
    "matter-switch/camera": ("Aqara", "Aqara Camera Hub G5 Pro"),
    "zigbee-siren/switch-alarm": ("Heiman", "HS2WD-E siren"),
    "matter-sensor/matter-motion-battery": ("Eve", "Eve Motion"),
    "zigbee-switch/color-temp-bulb-2700K-6500K": ("Aqara", "Aqara Ceiling Light T1M"),
    "philips-hue/white-ambiance": ("Signify Netherlands B.V.", "Hue white ambiance floor lamp"),
    "matter-switch/light-color-level-2700K-6500K": ("Nanoleaf", "Nanoleaf Essentials Lightstrip"),
    "matter-thermostat/room-air-conditioner": ("Daikin", "Daikin Matter Room AC"),
    "deepsmart/Heater.v1": ("DeepSmart", "Heater"),
    "matter-media/media-video-speaker": ("Sony", "BRAVIA 9"),
    "samsung-audio/samsung-audio": ("Samsung", "HW-Q990C"),
    "zwave-fan/fan-3speed": ("Zooz", "ZEN fan controller"),
    "matter-thermostat/air-purifier-hepa-wind-aqs-pm25-meas-pm25-level": ("Xiaomi", "Xiaomi Air Purifier 4 Pro"),
    "zigbee-window-treatment/window-treatment-aqara-curtain-driver-e1": ("Aqara", "lumi.curtain.agl001"),
    "matter-window-covering/window-covering": ("Dooya", "Dooya Matter Curtain Motor"),
    "zigbee-switch/switch-power-smartplug": ("Tuya", "TS011F smart plug"),
    "zwave-switch/smartplug-binary": ("Aeotec", "Smart Switch 6"),
    "matter-sensor/smoke-battery": ("Heiman", "Heiman Smoke Sensor"),
    "matter-switch/light-binary": ("Leedarson", "Matter Downlight"),
    "matter-switch/light-level-colorTemperature-2200K-6500K": ("Yeelight", "Yeelight LED Bar (Matter)"),
    "matter-appliance/refrigerator-freezer": ("Panasonic", "NR-F60 冷蔵庫"),
    "matter-appliance/extractor-hood-wind-light": ("Fotile", "方太 Matter 油烟机"),
    "matter-appliance/dishwasher": ("Panasonic", "NP-TZ300 食洗機"),
    "matter-appliance/microwave-oven": ("Sharp", "Sharp Healsio"),
    "zigbee-switch/basic-plug": ("Tuya", "TS0121 plug"),
    "britzyhub/gas-valve": ("Britzy", "Britzy Gas Valve"),
    "zigbee-smoke-detector/gas-lifetime-selfcheck-aqara": ("Aqara", "lumi.sensor_gas.acn02"),
    "matter-sensor/leak-batteryLevel": ("Eve", "Eve Water Guard"),
    "aqara-feeder/aqara-pet-feeder": ("Aqara", "aqara.feeder.acn001"),
    "matter-switch/plug-power": ("Xiaomi", "Mi Smart Plug (Matter)"),
    "matter-switch/light-level-colorTemperature-2700K-6500K": ("Philips", "WiZ Matter Pendant"),
    "zigbee-switch/ge-link-bulb": ("GE", "GE Link Bulb"),
    "matter-switch/power-energy-powerConsumption": ("TP-Link", "Tapo P110M"),
    "zigbee-switch/aqara-light": ("Aqara", "lumi.light.acn014"),
    "deepsmart/Ac.v1": ("DeepSmart", "Ac"),
    "matter-thermostat/thermostat-heating-only-nostate-nobattery": ("Danfoss", "Ally Floor Heating"),
    "zigbee-window-treatment/window-treatment-aqara-roller-shade-rotate": ("Aqara", "lumi.curtain.acn002"),
    "matter-sensor/temperature-humidity": ("SwitchBot", "SwitchBot Meter"),
    "zigbee-switch/switch-power-energy-consumption-report": ("Third Reality", "3RSP02028BZ"),
    "zigbee-switch/on-off-level-no-firmware-update": ("Sengled", "E11-G13"),
    "matter-switch/plug-energy-powerConsumption": ("Eve", "Eve Energy (2023)"),
    "zigbee-button/one-button-battery": ("Heiman", "HS1EB SOS button"),
    "zigbee-switch/color-temp-bulb": ("OSRAM", "Classic A60 TW"),
    "matter-thermostat/room-air-conditioner-heating-cooling": ("Gree", "格力 Matter 空调"),
    "zwave-fan/fan-4speed": ("Leviton", "ZW4SF fan controller"),
    "tuya-zigbee/basic-switch": ("Tuya", "TS0001"),
    "matter-switch/light-power": ("Leviton", "Matter Outdoor Switch"),
    "zigbee-valve/valve-battery-powerSource": ("Tuya", "Garden Water Timer"),
    "wemo/wemo.mini-smart-plug.v1": ("Belkin", "WeMo Mini"),
    "zigbee-lock/lock-battery": ("Yale", "YRD226"),
    "matter-sensor/rain-battery": ("Aqara", "Aqara Rain Sensor"),
    "zigbee-switch/basic-switch": ("Aqara", "lumi.switch.b1nacn02"),
    "matter-switch/light-level-colorTemperature": ("Aqara", "Aqara Downlight T2"),
    "zigbee-switch/color-temp-bulb-2200K-6500K": ("Aqara", "Aqara Ceiling Light L1-350"),
    "zigbee-switch/aqara-led-bulb": ("Aqara", "lumi.light.aqcn02"),
    "matter-thermostat/room-air-conditioner-fan-heating-cooling-nostate": ("Mitsubishi Electric", "霧ヶ峰 Matter"),
    "zigbee-window-treatment/window-treatment-profile": ("Somfy", "Somfy Glydea"),
    "zigbee-window-treatment/window-treatment-battery": ("IKEA", "FYRTUR block-out roller blind"),
    "matter-media/media-video-player": ("Samsung", "Samsung Smart TV"),
    "bose/soundtouch-speaker": ("Bose", "SoundTouch 10"),
    "zwave-switch/smartplug-switch-power-energy": ("Zooz", "ZEN15"),
    "matter-thermostat/air-purifier-hepa": ("Sharp", "Sharp KI-NX75"),
    "matter-switch/switch-2": ("Aqara", "Aqara Wall Switch H1 (2 gang)"),
    "aqara-bath-heater/aqara-bath-heater": ("Aqara", "Aqara Smart Bath Heater"),
    "matter-thermostat/room-air-conditioner-fan-heating-cooling": ("Hitachi", "Hitachi Matter AC"),
    "jbl/jbl": ("JBL", "JBL Authentics 300"),
    "matter-window-covering/window-covering-tilt": ("Somfy", "Somfy Venetian"),
    "matter-switch/plug-power-energy-powerConsumption": ("Meross", "Meross MSS315 (2)"),
    "matter-switch/light-color-level": ("Govee", "Govee Strip Light M1"),
    "matter-thermostat/room-air-conditioner-fan-wind-heating-cooling": ("Haier", "Haier Matter AC"),
    "matter-thermostat/fan-rock-wind": ("Dreo", "Dreo Tower Fan (Matter)"),
    "matter-window-covering/window-covering-batteryLevel": ("SwitchBot", "SwitchBot Curtain 3"),
    "zigbee-switch/rgbw-bulb-2700K-6500K": ("Aqara", "Aqara Ceiling Light T1"),
    "zigbee-switch/color-bulb": ("Innr", "Innr RB 250 C"),
    "wemo/wemo.insight-smart-plug.v1": ("Belkin", "WeMo Insight"),
    "zigbee-window-treatment/window-treatment-no-preset": ("Tuya", "TS0601 curtain"),
    "matter-switch/light-color-level-2000K-7000K": ("Unknown", "Matter Light"),
    "sonos/sonos-player": ("Sonos", "Sonos Era 100"),
    "matter-thermostat/room-air-conditioner-humidity-heating-cooling": ("Midea", "Midea Matter AC (2)"),
    "zigbee-switch/rgbw-bulb": ("Gledopto", "GL-B-008Z"),
    "zigbee-switch/switch-smart-bath-heater-laisiao": ("Laisiao", "浴霸"),
    "zigbee-switch/aqara-switch-no-power": ("Aqara", "lumi.switch.b1lacn02"),
    "matter-appliance/laundry-washer-tl": ("Panasonic", "NA-LX129 洗濯機"),
    "matter-appliance/laundry-dryer": ("Panasonic", "NH-D605 乾燥機"),
    "matter-switch/light-power-energy-powerConsumption": ("Shelly", "Shelly Plus 1PM"),
    "zigbee-fan/fan-light": ("Hampton Bay", "Fan/Light Controller"),
    "zigbee-window-treatment/window-treatment-powerSource": ("Dooya", "Dooya Awning Motor"),
    "zigbee-window-treatment/window-shade-only": ("Tuya", "Skylight Opener"),
    "zwave-switch/zooz-zen05-plug": ("Zooz", "ZEN05 Outdoor Plug"),
    "matter-rvc/rvc-clean-mode-service-area": ("iRobot", "Roomba Combo j9+"),
}


def driver_type(profile_key: str) -> str:
    drv = profile_key.split("/")[0]
    if drv.startswith("zigbee") or drv in ("tuya-zigbee", "aqara-feeder", "aqara-bath-heater"):
        return "ZIGBEE"
    if drv.startswith("zwave"):
        return "ZWAVE"
    if drv.startswith("matter"):
        return "MATTER"
    return "LAN"


def profile_id(profile_key: str) -> str:
    return uid("profile:" + PROFILES_BY_KEY[profile_key]["path"])


def dev_id(key: str) -> str:
    return uid("device:" + key)


def room_id(key: str) -> str:
    return uid("room:" + key)


LOCATION_ID = uid("location:kunshan-townhouse")


def device_caps(key: str) -> list[str]:
    return list(PROFILES_BY_KEY[DEV[key][3]]["capabilities"])


def build_home() -> dict:
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": name} for k, name, *_ in ROOMS]
    items = []
    for key, room, label, pkey, _kind in DEVICES:
        prof = PROFILES_BY_KEY[pkey]
        manu, model = MODEL[pkey]
        comps = [{
            "id": "main",
            "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
        }]
        for comp in prof["components"]:
            comps.append({
                "id": comp["id"],
                "label": comp["id"],
                "capabilities": [{"id": c, "version": 1} for c in comp.get("capabilities", [])],
                "categories": [{"name": c, "categoryType": "manufacturer"} for c in comp.get("categories", [])],
            })
        item = OrderedDict()
        item["deviceId"] = dev_id(key)
        item["name"] = model
        item["label"] = label
        item["manufacturerName"] = manu
        item["locationId"] = LOCATION_ID
        if room is not None:
            item["roomId"] = room_id(room)
        item["components"] = comps
        item["profile"] = {"id": profile_id(pkey)}
        item["type"] = driver_type(pkey)
        items.append(item)
    return {"rooms": rooms, "items": items}


# ---------------------------------------------------------------------------
# spec.jsonl: one line per profile used (minus UNSPECCED). Commands = every command of every
# capability on `main` that capabilities.json describes. Descriptions written for this set,
# Chinese or English (chosen by a stable hash, about a quarter English, as real files mix).
# ---------------------------------------------------------------------------
DESC = {
    ("switch", "on"): ("打开电源", "turn on"),
    ("switch", "off"): ("关闭电源", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度（百分比）", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度按步长增减，正数调亮负数调暗", "step the brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低光越暖", "set colour temperature (K)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温按百分比调冷或调暖", "step colour temperature by percent"),
    ("colorControl", "setColor"): ("设置灯光颜色", "set colour (hue/saturation/hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开（拉开）", "open"),
    ("windowShade", "close"): ("关闭（拉上）", "close"),
    ("windowShade", "pause"): ("暂停移动", "pause / stop moving"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合位置（0关 100全开）", "set shade level (0 closed, 100 open)"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶角度", "set slat tilt level"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合位置按步长增减", "step the shade level"),
    ("doorControl", "open"): ("开门", "open the door"),
    ("doorControl", "close"): ("关门", "close the door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并拉开门闩", "unlatch"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷模式", "cool mode"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "heat"): ("制热模式", "heat mode"),
    ("thermostatMode", "off"): ("关闭温控", "turn thermostat off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风机模式", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量模式", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首 / 下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首 / 上一个", "previous track"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设", "play a preset"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send a remote-control key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play a notification sound"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续播放", "play track and resume"),
    ("alarm", "both"): ("警笛和闪光同时开启", "siren and strobe"),
    ("alarm", "off"): ("关闭警报", "alarm off"),
    ("alarm", "siren"): ("拉响警笛", "sound the siren"),
    ("alarm", "strobe"): ("开启闪光", "strobe"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to dock"),
    ("serviceArea", "selectAreas"): ("选择清扫区域", "select areas to clean"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("mode", "setMode"): ("设置运行模式/程序", "set mode"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "set temperature level"),
    ("cookTime", "setCookTime"): ("设置加热时长（秒）", "set cook time"),
    ("feederOperatingState", "startFeeding"): ("立即出粮", "feed now"),
    ("feederPortion", "setPortion"): ("设置出粮份量", "set portion"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset energy meter"),
    ("refresh", "refresh"): ("刷新状态", "refresh"),
    ("firmwareUpdate", "checkForFirmwareUpdate"): ("检查固件更新", "check for firmware update"),
    ("firmwareUpdate", "updateFirmware"): ("升级固件", "update firmware"),
}
VAL_DESC = {
    "auto": ("自动", "auto"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "dry": ("除湿", "dry"),
    "dryair": ("除湿", "dry air"), "fan": ("送风", "fan only"), "fanonly": ("送风", "fan only"), "off": ("关闭", "off"),
    "eco": ("节能", "eco"), "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"),
    "turbo": ("强力", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "fixed": ("固定", "fixed"), "swing": ("摆风", "swing"), "horizontal": ("左右摆风", "horizontal"),
    "vertical": ("上下摆风", "vertical"), "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "paused": ("暂停", "paused"), "playing": ("播放中", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "HDMI1": ("HDMI 1", "HDMI 1"), "HDMI2": ("HDMI 2", "HDMI 2"), "HDMI3": ("HDMI 3", "HDMI 3"),
    "bluetooth": ("蓝牙", "Bluetooth"), "optical": ("光纤", "optical"), "wifi": ("Wi-Fi 网络", "Wi-Fi"),
    "USB": ("U 盘", "USB"), "aux": ("AUX 音频输入", "AUX"), "FM": ("收音机", "FM radio"),
    "none": ("不加漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加强漂洗", "extra"), "max": ("最多漂洗", "max"),
}
for _k in ["UP", "DOWN", "LEFT", "RIGHT", "SELECT", "BACK", "EXIT", "MENU", "SETTINGS", "HOME"]:
    VAL_DESC[_k] = ({"UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确定", "BACK": "返回",
                     "EXIT": "退出", "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页"}[_k], _k.lower())
for _n in range(10):
    VAL_DESC[f"NUMBER{_n}"] = (f"数字 {_n}", f"digit {_n}")

# Value lists chosen from the capability's enum / observed values, per device family.
THERMOSTAT_MODES = {
    "ac": ["auto", "cool", "heat", "dryair", "fanonly", "off"],
    "floorheat": ["off", "heat", "eco"],
    "waterheater": ["off", "heat"],
    "bathheat": ["off", "heat", "fanonly", "dryair"],
}
INPUT_SOURCES = ["HDMI1", "HDMI2", "HDMI3", "bluetooth", "optical", "wifi", "USB", "aux", "FM"]
OSC_MODES = ["off", "fixed", "swing", "horizontal", "vertical"]
# Practical ranges (narrower than the capability's published range; the profile's config wins).
SETPOINT_RANGE = {"ac": (16, 30), "floorheat": (5, 35), "waterheater": (30, 75), "bathheat": (16, 40)}


def english(profile_key: str, cmd_id: str) -> bool:
    return hashlib.sha1(f"{profile_key}|{cmd_id}".encode()).digest()[0] < 64


def profile_family(profile_key: str) -> str:
    kinds = {d[4].split("/")[0] for d in DEVICES if d[3] == profile_key}
    return sorted(kinds)[0]


def enabled_commands(prof: dict, cap: str) -> list[str] | None:
    for cfg in prof["capability_config"].get(cap, []):
        if cfg.get("key") == "{{enumCommands}}":
            return list(cfg["enabledValues"])
    return None


def config_range(prof: dict, cap: str):
    for cfg in prof["capability_config"].get(cap, []):
        if "range" in cfg:
            return cfg["range"]
    return None


def spec_commands(profile_key: str) -> list[dict]:
    prof = PROFILES_BY_KEY[profile_key]
    fam = profile_family(profile_key)
    out = []
    for cap in prof["capabilities"]:
        cdef = CAPS.get(cap)
        if not cdef or not cdef.get("commands"):
            continue
        allowed = enabled_commands(prof, cap)
        for cm in sorted(cdef["commands"], key=lambda c: c["name"]):
            name = cm["name"]
            if allowed is not None and name not in allowed and not name.startswith("set"):
                continue
            if cap == "lock" and name == "unlatch":
                cfgs = prof["capability_config"].get("lock", [])
                if not any("unlatched" in c.get("enabledValues", []) for c in cfgs):
                    continue
            cid = f"main-{cap}-{name}"
            en = english(profile_key, cid)
            zh_d, en_d = DESC[(cap, name)]
            entry: dict = {"id": cid, "description": en_d if en else zh_d}
            args = [a for a in cm.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                values = None
                rng = None
                if cap == "thermostatMode":
                    values = THERMOSTAT_MODES[fam]
                elif cap == "airConditionerMode":
                    values = [v for v in cdef["observed_values"][1]["values"]]
                elif cap == "airConditionerFanMode":
                    values = list(cdef["observed_values"][0]["values"])
                elif cap == "mediaInputSource":
                    values = INPUT_SOURCES
                elif cap == "fanOscillationMode":
                    values = OSC_MODES
                elif cap == "mediaPlayback" and allowed is not None:
                    values = [v for v in a["enum"] if v in {"play": "playing", "pause": "paused", "stop": "stopped"}.values()
                              and {"playing": "play", "paused": "pause", "stopped": "stop"}[v] in allowed]
                elif "enum" in a:
                    values = list(a["enum"])
                if a["type"] in ("integer", "number"):
                    lo, hi = a.get("minimum"), a.get("maximum")
                    unit = None
                    cr = config_range(prof, cap)
                    if cap in ("switchLevel", "fanSpeedPercent", "audioVolume", "windowShadeLevel",
                               "windowShadeTiltLevel", "windowShadePreset"):
                        unit = "%"
                    if cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                        unit = "%"
                    if cap == "colorTemperature":
                        unit = "K"
                        if cr is None:
                            m = re.search(r"(\d{4})[Kk]-(\d{4})[Kk]", profile_key)
                            if m:
                                cr = [int(m.group(1)), int(m.group(2))]
                    if cap == "colorControl":
                        lo, hi, unit = 0, 100, "%"
                    if cap in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
                        unit = "C"
                        if cr is None:
                            cr = list(SETPOINT_RANGE[fam])
                    if cap == "fanSpeed" and cr is None:
                        cr = [0, 4] if "4speed" in profile_key else [0, 3]
                    if cap == "feederPortion":
                        unit = "g"
                    if cap == "cookTime":
                        unit = "s"
                    if cr is not None:
                        lo, hi = cr
                    if lo is not None or hi is not None:
                        rng = {}
                        if lo is not None:
                            rng["min"] = lo
                        if hi is not None:
                            rng["max"] = hi
                        if unit:
                            rng["unit"] = unit
                entry["type"] = a["type"]
                if rng:
                    entry["value_range"] = rng
                if values:
                    vl = []
                    for v in values:
                        zh_v, en_v = VAL_DESC.get(v, (v, v))
                        vl.append({"value": v, "description": en_v if english(profile_key, cid + "=" + v) else zh_v})
                    entry["value_list"] = vl
            out.append(entry)
    return out


def used_profiles() -> list[str]:
    seen = []
    for d in DEVICES:
        if d[3] not in seen:
            seen.append(d[3])
    return seen


def build_spec() -> list[dict]:
    lines = []
    for pkey in used_profiles():
        if pkey in UNSPECCED:
            continue
        lines.append({"profileId": profile_id(pkey), "capabilities": spec_commands(pkey)})
    return lines


def real_commands(profile_key: str) -> set[str]:
    """Every main-<cap>-<cmd> the real profile can do (capabilities.json + KNOWN_EXTRA_COMMANDS)."""
    out = set()
    for cap in PROFILES_BY_KEY[profile_key]["capabilities"]:
        cdef = CAPS.get(cap)
        names = [c["name"] for c in cdef.get("commands", [])] if cdef else KNOWN_EXTRA_COMMANDS.get(cap, [])
        for n in names:
            out.add(f"main-{cap}-{n}")
    return out


SPEC_CMDS: dict[str, set[str]] = {}


def device_commands(key: str) -> set[str]:
    """Commands a device can be given: its spec line, or the real profile when left out."""
    pkey = DEV[key][3]
    if pkey in UNSPECCED:
        return real_commands(pkey)
    if pkey not in SPEC_CMDS:
        SPEC_CMDS[pkey] = {c["id"] for c in spec_commands(pkey)}
    return SPEC_CMDS[pkey]


# ---------------------------------------------------------------------------
# The labeller's model of the home: kinds, floors, zones, and what each intent means on
# each device (README §4). Bulk sets are computed from it, then frozen into cases.jsonl.
# ---------------------------------------------------------------------------
def kind(key: str) -> str:
    return DEV[key][4].split("/")[0]


def subkind(key: str) -> str:
    return DEV[key][4]


FLOOR_MARK = re.compile(r"(B1|1F|2F|3F)")


def floor_of(key: str) -> str | None:
    room = DEV[key][1]
    if room is not None and ROOM_FLOOR[room] is not None:
        return ROOM_FLOOR[room]
    m = FLOOR_MARK.search(DEV[key][2])  # a device in a room without a floor: its own label
    return m.group(1) if m else None


def rooms_of(key: str) -> set[str]:
    room = DEV[key][1]
    return set(SAME_ROOM.get(room, (room,))) if room else set()


ZONES = {
    "outdoor": ["garden", "f3_terrace"],
    "bath": ["f1_wc", "f2_bath", "f3_bath"],
    "kids": ["f3_kevin", "f3_emily"],
}

# Intent -> command short names, by device; only commands the device really has are kept.
OPEN_SHADE = ["windowShade.open", "windowShadeLevel.setShadeLevel"]
CLOSE_SHADE = ["windowShade.close", "windowShadeLevel.setShadeLevel"]
COVERS = {"curtain", "awning", "screen", "skylight"}


def _on(key: str) -> list[str]:
    k = kind(key)
    if k in COVERS:
        return OPEN_SHADE
    return {
        "speaker": ["switch.on", "mediaPlayback.play"] if "switch" in device_caps(key) else ["mediaPlayback.play"],
        "fan": ["switch.on"] if "switch" in device_caps(key) else ["fanSpeedPercent.setPercent", "airConditionerFanMode.setFanMode"],
        "purifier": ["airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent"],
        "hood": ["fanMode.setFanMode", "fanSpeedPercent.setPercent"],
        "floorheat": ["thermostatMode.heat", "thermostatMode.setThermostatMode"],
        "waterheater": ["thermostatMode.heat", "thermostatMode.setThermostatMode"],
        "bathheat": ["switch.on", "thermostatMode.heat", "thermostatMode.setThermostatMode"],
        "vacuum": ["robotCleanerOperatingState.start"],
        "microwave": ["operationalState.start"],
        "washer": ["switch.on", "operationalState.start"],
        "dryer": ["switch.on", "operationalState.start"],
        "dishwasher": ["switch.on", "operationalState.start"],
        "siren": ["alarm.siren", "alarm.both", "switch.on"],
        "feeder": ["feederOperatingState.startFeeding"],
        "lock": ["lock.unlock", "lock.unlatch"],
        "garage": ["doorControl.open"],
        "valve": ["valve.open"],
    }.get(k, ["switch.on"])


def _off(key: str) -> list[str]:
    k = kind(key)
    if k in COVERS:
        return CLOSE_SHADE
    return {
        "speaker": ["switch.off", "mediaPlayback.pause", "mediaPlayback.stop"],
        "fan": ["switch.off"] if "switch" in device_caps(key) else ["fanSpeedPercent.setPercent"],
        "purifier": ["airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent"],
        "hood": ["fanMode.setFanMode", "fanSpeedPercent.setPercent"],
        "floorheat": ["thermostatMode.off", "thermostatMode.setThermostatMode"],
        "waterheater": ["thermostatMode.off", "thermostatMode.setThermostatMode"],
        "bathheat": ["switch.off", "thermostatMode.off", "thermostatMode.setThermostatMode"],
        "vacuum": ["robotCleanerOperatingState.goHome", "robotCleanerOperatingState.pause"],
        "microwave": ["operationalState.stop"],
        "washer": ["switch.off", "operationalState.stop"],
        "dryer": ["switch.off", "operationalState.stop"],
        "dishwasher": ["switch.off", "operationalState.stop"],
        "siren": ["alarm.off", "switch.off"],
        "lock": ["lock.lock"],
        "garage": ["doorControl.close"],
        "valve": ["valve.close"],
        "gasvalve": ["safetyValve.close"],
    }.get(k, ["switch.off"])


def _is_deepsmart_ac(key: str) -> bool:
    return "airConditionerMode" in device_caps(key)


def _temp(key: str) -> list[str]:
    if kind(key) == "ac" and not _is_deepsmart_ac(key):
        return ["thermostatCoolingSetpoint.setCoolingSetpoint", "thermostatHeatingSetpoint.setHeatingSetpoint"]
    return ["thermostatHeatingSetpoint.setHeatingSetpoint"]


def _cool(key: str) -> list[str]:
    k = kind(key)
    if k == "ac":
        if _is_deepsmart_ac(key):
            return ["switch.on", "airConditionerMode.setAirConditionerMode", "thermostatHeatingSetpoint.setHeatingSetpoint"]
        return ["switch.on", "thermostatMode.cool", "thermostatMode.setThermostatMode",
                "thermostatCoolingSetpoint.setCoolingSetpoint"]
    if k == "fan":
        return _on(key) + ["fanSpeed.setFanSpeed", "fanSpeedPercent.setPercent", "airConditionerFanMode.setFanMode"]
    return []


def _heat(key: str) -> list[str]:
    k = kind(key)
    if k == "ac":
        if _is_deepsmart_ac(key):
            return ["switch.on", "airConditionerMode.setAirConditionerMode", "thermostatHeatingSetpoint.setHeatingSetpoint"]
        return ["switch.on", "thermostatMode.heat", "thermostatMode.setThermostatMode",
                "thermostatHeatingSetpoint.setHeatingSetpoint"]
    if k in ("floorheat", "bathheat"):
        return _on(key) + ["thermostatHeatingSetpoint.setHeatingSetpoint"]
    if subkind(key) in ("plug/heater", "plug/blanket"):
        return ["switch.on"]
    return []


def _fanspeed(key: str) -> list[str]:
    return {
        "ac": ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"],
        "fan": ["fanSpeed.setFanSpeed", "fanSpeedPercent.setPercent", "airConditionerFanMode.setFanMode"],
        "purifier": ["airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent"],
        "hood": ["fanMode.setFanMode", "fanSpeedPercent.setPercent"],
        "bathheat": ["fanMode.setFanMode"],
    }.get(kind(key), [])


INTENTS = {
    "on": _on,
    "off": _off,
    "open": _on,
    "close": _off,
    "level": lambda k: ["switchLevel.setLevel"],
    "dim": lambda k: ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"],
    "ct": lambda k: ["colorTemperature.setColorTemperature", "statelessColorTemperatureStep.stepColorTemperatureByPercent"],
    "color": lambda k: ["colorControl.setColor", "colorControl.setHue"],
    "temp": _temp,
    "cooltemp": lambda k: ["thermostatCoolingSetpoint.setCoolingSetpoint"] if not _is_deepsmart_ac(k) else ["thermostatHeatingSetpoint.setHeatingSetpoint"],
    "heattemp": lambda k: ["thermostatHeatingSetpoint.setHeatingSetpoint"],
    "cool": _cool,
    "heat": _heat,
    "coolmode": lambda k: ["airConditionerMode.setAirConditionerMode"] if _is_deepsmart_ac(k) else ["thermostatMode.cool", "thermostatMode.setThermostatMode"],
    "heatmode": lambda k: ["airConditionerMode.setAirConditionerMode"] if _is_deepsmart_ac(k) else ["thermostatMode.heat", "thermostatMode.setThermostatMode"],
    "automode": lambda k: ["airConditionerMode.setAirConditionerMode"] if _is_deepsmart_ac(k) else ["thermostatMode.auto", "thermostatMode.setThermostatMode"],
    "drymode": lambda k: (["switch.on"] if kind(k) == "plug" else
                          ["airConditionerMode.setAirConditionerMode"] if _is_deepsmart_ac(k) else
                          ["thermostatMode.setThermostatMode"]),
    "fanonlymode": lambda k: ["airConditionerMode.setAirConditionerMode"] if _is_deepsmart_ac(k) else ["thermostatMode.setThermostatMode"],
    "fanspeed": _fanspeed,
    "wind": lambda k: ["windMode.setWindMode"],
    "swing": lambda k: ["fanOscillationMode.setFanOscillationMode"],
    "vol": lambda k: ["audioVolume.setVolume"],
    "volup": lambda k: ["audioVolume.volumeUp", "audioVolume.setVolume"],
    "voldown": lambda k: ["audioVolume.volumeDown", "audioVolume.setVolume"],
    "mute": lambda k: ["audioMute.mute", "audioMute.setMute"],
    "unmute": lambda k: ["audioMute.unmute", "audioMute.setMute"],
    "play": lambda k: ["mediaPlayback.play"],
    "pause": lambda k: ["mediaPlayback.pause"],
    "stop": lambda k: ["mediaPlayback.stop", "mediaPlayback.pause"],
    "next": lambda k: ["mediaTrackControl.nextTrack"],
    "prev": lambda k: ["mediaTrackControl.previousTrack"],
    "nextch": lambda k: ["mediaTrackControl.nextTrack", "keypadInput.sendKey"],
    "prevch": lambda k: ["mediaTrackControl.previousTrack", "keypadInput.sendKey"],
    "key": lambda k: ["keypadInput.sendKey"],
    "input": lambda k: ["mediaInputSource.setInputSource"],
    "preset": lambda k: ["mediaPresets.playPreset"],
    "shade": lambda k: ["windowShadeLevel.setShadeLevel"],
    "shadestep": lambda k: ["windowShadeLevel.setShadeLevel", "statelessWindowShadeLevelStep.stepShadeLevel"],
    "shadepause": lambda k: ["windowShade.pause"],
    "tilt": lambda k: ["windowShadeTiltLevel.setShadeTiltLevel"],
    "lock": lambda k: ["lock.lock"],
    "unlock": lambda k: ["lock.unlock", "lock.unlatch"],
    "start": lambda k: (["robotCleanerOperatingState.start"] if kind(k) == "vacuum" else ["operationalState.start"]),
    "opstop": lambda k: ["operationalState.stop"],
    "oppause": lambda k: (["robotCleanerOperatingState.pause"] if kind(k) == "vacuum" else ["operationalState.pause"]),
    "resume": lambda k: (["robotCleanerOperatingState.start"] if kind(k) == "vacuum" else ["operationalState.resume"]),
    "dock": lambda k: ["robotCleanerOperatingState.goHome"],
    "area": lambda k: ["serviceArea.selectAreas", "robotCleanerOperatingState.start"],
    "mode": lambda k: ["mode.setMode"],
    "rinse": lambda k: ["laundryWasherRinseMode.setRinseMode"],
    "spin": lambda k: ["laundryWasherSpinSpeed.setSpinSpeed"],
    "tlevel": lambda k: ["temperatureLevel.setTemperatureLevel"],
    "cook": lambda k: ["cookTime.setCookTime", "operationalState.start"],
    "feed": lambda k: ["feederOperatingState.startFeeding"],
    "portion": lambda k: ["feederPortion.setPortion"],
    "siren": lambda k: ["alarm.siren", "alarm.both"],
    "alarmoff": lambda k: ["alarm.off"],
    "gasclose": lambda k: ["safetyValve.close"],
}


def intent_cmds(key: str, intent: str) -> list[str]:
    """Full command ids for an intent on one device, limited to what the device can do."""
    have = device_commands(key)
    out = []
    for short in INTENTS[intent](key):
        cid = "main-" + short.replace(".", "-")
        if cid in have and cid not in out:
            out.append(cid)
    return out


def sel(kinds, rooms=None, floor=None, zone=None, ex_rooms=(), ex=(), intent=None, sweep=True, sub=None):
    """Devices in scope (README §4.4). kinds: a kind, a list of kinds, or '*'."""
    if isinstance(kinds, str):
        kinds = [kinds]
    scope_rooms = None
    if rooms is not None:
        scope_rooms = set()
        for r in ([rooms] if isinstance(rooms, str) else rooms):
            scope_rooms |= set(SAME_ROOM.get(r, (r,)))
    if zone is not None:
        scope_rooms = (scope_rooms or set()) | set(ZONES[zone])
    ex_r = set()
    for r in ([ex_rooms] if isinstance(ex_rooms, str) else ex_rooms):
        ex_r |= set(SAME_ROOM.get(r, (r,)))
    ex_keys = set(ex.split() if isinstance(ex, str) else ex)
    out = []
    for d in DEVICES:
        key = d[0]
        if "*" not in kinds and kind(key) not in kinds and subkind(key) not in kinds:
            continue
        if sub is not None and subkind(key) != sub:
            continue
        if scope_rooms is not None and not (rooms_of(key) & scope_rooms):
            continue
        if floor is not None and floor_of(key) != floor:
            continue
        if rooms_of(key) & ex_r or key in ex_keys:
            continue
        if sweep and (key in KEEP_ON or kind(key) in ("siren", "camera", "sensor", "button", "fridge", "gasvalve")):
            continue
        if intent is not None and not intent_cmds(key, intent):
            continue
        out.append(key)
    return out


def room_lights(room, intent="on"):
    return sel("light", rooms=room, intent=intent, sweep=False)


# ---------------------------------------------------------------------------
# Cases. C(first_tag, query, *entries, t="more tags", h=[history]).
# Entries: one(devs, cmds) / every(devs, cmds) / ask(devs, cmds) / NONE.
# devs: space-separated keys or a list; cmds: "@intent" (per device, README §4.1),
# explicit short names "switch.on", or "*".
# ---------------------------------------------------------------------------
CASES: list[dict] = []


def _keys(devs) -> list[str]:
    if isinstance(devs, str):
        return devs.split()
    return list(devs)


def _cmds(keys: list[str], cmds: str) -> list[str]:
    if cmds == "*":
        return ["*"]
    out: list[str] = []
    for tok in cmds.split():
        if tok.startswith("@"):
            for k in keys:
                got = intent_cmds(k, tok[1:])
                if not got:
                    raise ValueError(f"intent {tok} means nothing on {k} ({DEV[k][2]})")
                for c in got:
                    if c not in out:
                        out.append(c)
        else:
            cid = "main-" + tok.replace(".", "-")
            if cid not in out:
                out.append(cid)
    return out


def one(devs, cmds):
    ks = _keys(devs)
    return {"devices": ks, "capabilities": _cmds(ks, cmds), "mode": "one"}


def every(devs, cmds):
    ks = _keys(devs)
    return {"devices": ks, "capabilities": _cmds(ks, cmds), "mode": "all"}


def ask(devs="", cmds="*"):
    ks = _keys(devs)
    return {"devices": ks, "capabilities": _cmds(ks, cmds) if ks and cmds != "*" else ["*"], "mode": "clarify"}


NONE = {"devices": [], "capabilities": [], "mode": "none"}


SPEAKERS = ("dad", "mom", "kevin", "emily", "ayi", "amah")


def C(tag0: str | None, query: str, *entries, t: str = "", h=None):
    if not entries:
        raise ValueError(f"no expectation for {query!r}")
    if tag0 is None:
        tag0 = [x for x in t.split() if x not in SPEAKERS][0]
    tags = [tag0] + [x for x in t.split() if x != tag0]
    CASES.append({"tag0": tag0, "query": query, "expect": [dict(e) for e in entries], "tags": tags,
                  "history": list(h) if h else None})


def cases_lights():
    L = "light"
    LV, KT, DN, WS, MB, SD, GM, KV, EM = ("f1_living", "f1_kitchen", "f1_dining", "f1_washitsu", "f2_mbr",
                                          "f2_study", "f3_game", "f3_kevin", "f3_emily")
    # --- father: Taiwanese Mandarin, Traditional characters ---
    C(L, "幫我開一下客廳電燈", one("lv_main", "@on"), t="dad name trad colloquial")
    C(L, "客廳電燈關一下好了", one("lv_main", "@off"), t="dad name trad colloquial")
    C(L, "落地燈開一下啦", one("lv_floor", "@on"), t="dad name trad colloquial")
    C(L, "電視牆那條燈條開起來", one("lv_strip", "@on"), t="dad name trad partial")
    C(L, "客廳筒燈3開一下", one("lv_d3", "@on"), t="dad series room trad")
    C(L, "一樓客廳的筒燈5關掉", one("lv_d5", "@off"), t="dad series room floor trad")
    C(L, "1F-LR-筒灯6 開", one("lv_d6", "@on"), t="dad series code name")
    C(L, "書房的檯燈打開", one("sd_desk", "@on"), t="dad room name trad")
    C(L, "鞋櫃燈開一下", one("en_shoe", "@on"), t="dad name trad")
    C(L, "玄關的燈開一下", one(room_lights("f1_entry"), "@on"), t="dad room trad room-lights")
    C(L, "餐桌那個吊燈開", one("dn_pendant", "@on"), t="dad partial trad")
    C(L, "餐廳射燈二關掉", one("dn_s2", "@off"), t="dad series room trad")
    C(L, "射燈一開一下", one("dn_s1", "@on"), t="dad series trad")
    C(L, "花園射燈B打開", one("gd_spotB", "@on"), t="dad series name trad")
    C(L, "庭院燈開", one("gd_light", "@on"), t="dad name trad")
    C(L, "後院的燈開一下", one(room_lights("garden"), "@on"), t="dad room trad room-lights")
    C(L, "車庫燈開一下，我要去開車", one("gar_light", "@on"), t="dad name trad category-by-name")
    C(L, "地下室儲藏室的燈開一下", one("sr_light", "@on"), t="dad room floor trad")
    C(L, "設備間的燈開", one("ut_light", "@on"), t="dad room trad")
    C(L, "樓梯燈開一下", one(["st_1f", "st_2f", "st_3f"], "@on"), t="dad series trad ambiguous-soft category-by-name")
    C(L, "二樓那個樓梯燈關掉", one("st_2f", "@off"), t="dad series floor trad category-by-name")
    C(L, "樓梯燈-3F關", one("st_3f", "@off"), t="dad series name category-by-name")
    C(L, "2F走廊的筒燈開一下", one("hl_down", "@on"), t="dad room trad")
    C(L, "走廊燈開一下", one(room_lights("f2_hall"), "@on"), t="dad room trad room-lights")
    C(L, "書房筒燈開一下", one(["sd_d1", "sd_d2"], "@on"), t="dad room series trad ambiguous-soft")
    C(L, "書房的筒燈1關掉", one("sd_d1", "@off"), t="dad room series trad")
    C(L, "主臥的筒燈都打開", every(["mb_d1", "mb_d2", "mb_d3", "mb_d4"], "@on"), t="dad room series bulk trad")
    C(L, "2F-MBR-筒灯4 關掉", one("mb_d4", "@off"), t="dad code series name")
    C(L, "左邊床頭燈開一下", one("mb_left", "@on"), t="dad name trad partial")
    # --- mother: Japanese words, simple Mandarin ---
    C(L, "リビングの電気つけて", one(room_lights(LV), "@on"), t="mom japanese room room-lights")
    C(L, "キッチンの電気つけて", one(room_lights(KT), "@on"), t="mom japanese room room-lights")
    C(L, "手元灯 开", one("kt_under", "@on"), t="mom japanese name grammar")
    C(L, "手元灯、消して", one("kt_under", "@off"), t="mom japanese name")
    C(L, "和室照明 开一下", one("ws_main", "@on"), t="mom japanese name")
    C(L, "寝室照明 消してください", one("mb_main", "@off"), t="mom japanese name")
    C(L, "ベッドライト つけて", one(["mb_right", "mb_left"], "@on"), t="mom japanese partial ambiguous-soft")
    C(L, "右のベッドライト 关", one("mb_right", "@off"), t="mom japanese name grammar")
    C(L, "洗面所の電気つけて", one("bt_mirror", "@on"), t="mom japanese room")
    C(L, "ランドリーの電気 开", one("ld_light", "@on"), t="mom japanese room grammar")
    C(L, "和室の夜燈 つけて", one("ws_night", "@on"), t="mom japanese room name")
    C(L, "灯，厨房，关掉", every(room_lights(KT, "off"), "@off"), t="mom grammar room room-lights-off")
    C(L, "请 玄关的灯 开", one(room_lights("f1_entry"), "@on"), t="mom grammar room room-lights")
    C(L, "ダイニングの電気 ちょっと つけて", one(room_lights(DN), "@on"), t="mom japanese room room-lights")
    C(L, "寝室の電気 全部 消して", every(room_lights(MB, "off"), "@off"), t="mom japanese room bulk")
    # --- Kevin: Mandarin + English ---
    C(L, "turn on Kevin's Lamp", one("kv_lamp", "@on"), t="kevin english name")
    C(L, "把 LED Strip 打开", one("kv_strip", "@on"), t="kevin english name code-mix")
    C(L, "Game Room 的 Light 1 关掉", one("gm_light1", "@off"), t="kevin english default-name code-mix")
    C(L, "RGB Light Bar 开一下", one("gm_bar", "@on"), t="kevin english name code-mix")
    C(L, "loft 筒灯2 关了", one("gm_d2", "@off"), t="kevin series code-mix")
    C(L, "turn off the lights in the game room", every(room_lights(GM, "off"), "@off"), t="kevin english room room-lights-off")
    C(L, "BR1 的吸顶灯开一下", one("kv_ceiling", "@on"), t="kevin code name")
    C(L, "kevin's lamp off", one("kv_lamp", "@off"), t="kevin english name lowercase")
    C(L, "light one on", one("gm_light1", "@on"), t="kevin english default-name")
    C(L, "Game Room 开个灯", one(room_lights(GM), "@on"), t="kevin room code-mix room-lights")
    # --- Emily ---
    C(L, "打开独角兽灯", one("em_unicorn", "@on"), t="emily nickname translation")
    C(L, "小黄人灯开一下", one("em_minion", "@on"), t="emily nickname translation")
    C(L, "Minion 关掉", one("em_minion", "@off"), t="emily nickname english")
    C(L, "帮我把 Unicorn Light 关了嘛", one("em_unicorn", "@off"), t="emily english name")
    C(L, "Emily 房间的灯打开", one(room_lights(EM), "@on"), t="emily room room-lights")
    C(L, "妹妹房间的灯关了", every(room_lights(EM, "off"), "@off"), t="kevin room alias room-lights-off")
    # --- 阿姨: Anhui speech, voice typing errors ---
    C(L, "把可听的灯关掉", every(room_lights(LV, "off"), "@off"), t="ayi asr room room-lights-off")
    C(L, "除房的灯开开", one(room_lights(KT), "@on"), t="ayi asr room dialect room-lights")
    C(L, "餐厅的灯熄掉", every(room_lights(DN, "off"), "@off"), t="ayi dialect room room-lights-off")
    C(L, "保姆房的台灯打开", one("nn_lamp", "@on"), t="ayi room alias asr")
    C(L, "阿姨房的灯开一下子", one(room_lights("f1_nanny"), "@on"), t="ayi room alias dialect room-lights")
    C(L, "楼梯登开开", one(["st_1f", "st_2f", "st_3f"], "@on"), t="ayi asr dialect ambiguous-soft")
    C(L, "储藏室的灯开一哈", one("sr_light", "@on"), t="ayi dialect room")
    C(L, "洗衣房的灯开开，我晾衣服", one("ld_light", "@on"), t="ayi room alias dialect")
    C(L, "公卫的灯关掉", one("wc_light", "@off"), t="ayi room")
    C(L, "一楼厕所的登关掉", one("wc_light", "@off"), t="ayi room alias asr floor")
    C(L, "车库登开一下", one("gar_light", "@on"), t="ayi asr category-by-name")
    # --- 阿嬤: Hokkien words, Traditional ---
    C(L, "和室的電火開起來", one(room_lights(WS), "@on"), t="amah dialect room room-lights same-room")
    C(L, "阿嬤的床頭燈開一下", one("nh_lamp", "@on"), t="amah name trad")
    C(L, "共客廳的電火攏關掉", every(room_lights(LV, "off"), "@off"), t="amah dialect room bulk")
    C(L, "日式房的電火關掉", every(room_lights(WS, "off"), "@off"), t="amah dialect room same-room room-lights-off")
    C(L, "灶跤的電火開一下", one(room_lights(KT), "@on"), t="amah dialect room alias room-lights")
    C(L, "一樓便所的電火開", one("wc_light", "@on"), t="amah dialect room alias floor")
    C(L, "樓梯的電火開咧，我欲起去", one(["st_1f", "st_2f", "st_3f"], "@on"), t="amah dialect ambiguous-soft category-by-name")


def cases_light_values():
    V = "value"
    LV, MB = "f1_living", "f2_mbr"
    # brightness
    C(V, "客廳電燈調到百分之三十", one("lv_main", "@level"), t="dad light value numeral-zh trad")
    C(V, "落地燈亮度調到50%", one("lv_floor", "@level"), t="dad light value trad")
    C(V, "把檯燈調暗一點，書房那個", one("sd_desk", "@dim"), t="dad light relative room trad")
    C(V, "鞋櫃燈調到最亮", one("en_shoe", "@level"), t="dad light value trad")
    C(V, "餐桌吊燈暗一點", one("dn_pendant", "@dim"), t="dad light relative trad")
    C(V, "筒燈1到4都調到四十趴", every(["lv_d1", "lv_d2", "lv_d3", "lv_d4"], "@level"),
      t="dad light series bulk value numeral-zh trad")
    C(V, "客廳筒燈2亮一點", one("lv_d2", "@dim"), t="dad light series relative trad")
    C(V, "花園射燈A調到兩成亮", one("gd_spotA", "@level"), t="dad light series value numeral-zh trad")
    C(V, "寝室照明 暗く して", one("mb_main", "@dim"), t="mom light japanese relative")
    C(V, "手元灯 明るさ 80%", one("kt_under", "@level"), t="mom light japanese value")
    C(V, "和室照明 亮度 一半", one("ws_main", "@level"), t="mom light value grammar")
    C(V, "ベッドライト 少し 暗く", one(["mb_right", "mb_left"], "@dim"), t="mom light japanese relative ambiguous-soft")
    C(V, "Kevin's Lamp brightness 70", one("kv_lamp", "@level"), t="kevin light english value")
    C(V, "把 Light 1 调到 20%", one("gm_light1", "@level"), t="kevin light default-name value")
    C(V, "LED Strip 暗一点 太刺眼了", one("kv_strip", "@dim"), t="kevin light relative need")
    C(V, "Minion 调到最暗", one("em_minion", "@level"), t="emily light nickname value")
    C(V, "小黄人灯亮一点点", one("em_minion", "@dim"), t="emily light nickname relative translation")
    C(V, "保母房的檯燈調亮點", one("nn_lamp", "@dim"), t="ayi light relative room")
    C(V, "阿嬤的床頭燈較光咧", one("nh_lamp", "@dim"), t="amah light dialect relative")
    C(V, "影音室的筒灯调到百分之十", every(["th_d1", "th_d2", "th_d3", "th_d4"], "@level"),
      t="dad light room series value bulk")
    C(V, "B1-影音室-筒灯2 调到 5%", one("th_d2", "@level"), t="kevin light code series value")
    C(V, "主卧筒灯3亮度20", one("mb_d3", "@level"), t="ayi light series value")
    # colour temperature
    C(V, "客廳電燈調成暖光", one("lv_main", "@ct"), t="dad light ct trad")
    C(V, "落地燈調黃一點", one("lv_floor", "@ct"), t="dad light ct relative trad")
    C(V, "餐桌吊燈色溫調到三千K", one("dn_pendant", "@ct"), t="dad light ct numeral-zh trad")
    C(V, "書房檯燈調白一點，要看文件", one("sd_desk", "@ct"), t="dad light ct relative trad")
    C(V, "寝室照明 暖色に して", one("mb_main", "@ct"), t="mom light ct japanese")
    C(V, "手元灯 白い光 に", one("kt_under", "@ct"), t="mom light ct japanese")
    C(V, "和室照明 电灯泡的颜色 暖暖的", one("ws_main", "@ct"), t="mom light ct grammar")
    C(V, "Kevin's Lamp 调成冷白光 4000K", one("kv_lamp", "@ct"), t="kevin light ct value")
    C(V, "2F-MBR-筒灯1 色温 2700", one("mb_d1", "@ct"), t="dad light ct code value")
    C(V, "主臥筒燈全部調暖一點", every(["mb_d1", "mb_d2", "mb_d3", "mb_d4"], "@ct"), t="dad light ct bulk trad")
    # colour
    C(V, "電視牆燈條換成藍色", one("lv_strip", "@color"), t="dad light color trad")
    C(V, "LED Strip 调成紫色", one("kv_strip", "@color"), t="kevin light color")
    C(V, "set the RGB Light Bar to red", one("gm_bar", "@color"), t="kevin light color english")
    C(V, "Light 1 变绿色", one("gm_light1", "@color"), t="kevin light color default-name")
    C(V, "独角兽灯变成粉红色", one("em_unicorn", "@color"), t="emily light color translation nickname")
    C(V, "Unicorn Light 彩虹色 rainbow", one("em_unicorn", "@color"), t="emily light color english")
    C(V, "我房间的吸顶灯变成 pink", ask(["kv_ceiling", "em_ceiling", "nn_ceiling"]), t="emily light color clarify-vague")
    C(V, "3F-BR2-吸顶灯 调成黄色", one("em_ceiling", "@color"), t="emily light color code")
    C(V, "影音室灯带调成红色，看恐怖片", one("th_strip", "@color"), t="kevin light color room")
    C(V, "B1的灯带换个颜色 橙色", one("th_strip", "@color"), t="dad light color floor")
    C(V, "遊戲間的燈條變成彩色的", one("gm_bar", "@color"), t="dad light color room alias")


def cases_climate():
    A = "ac"
    # father: 冷氣, 好熱喔
    C(A, "客廳冷氣開一下", one("lv_ac", "@on"), t="dad name trad")
    C(A, "客廳冷氣調到26度", one("lv_ac", "@temp"), t="dad name value trad")
    C(A, "客廳冷氣二十五度", one("lv_ac", "@temp"), t="dad name value numeral-zh trad")
    C(A, "客廳冷氣關掉", one("lv_ac", "@off"), t="dad name trad")
    C(A, "書房冷氣開冷氣模式，24度", one("sd_ac", "@coolmode"), one("sd_ac", "@cooltemp"), t="dad name mode value trad multi")
    C(A, "書房冷氣除濕", one("sd_ac", "@drymode"), t="dad name mode trad")
    C(A, "書房冷氣風速調小", one("sd_ac", "@fanspeed"), t="dad name fan relative trad")
    C(A, "書房冷氣用一下，除濕就好", one("sd_ac", "@drymode"), t="dad name mode colloquial trad")
    C(A, "客廳冷氣調成送風", one("lv_ac", "@fanonlymode"), t="dad name mode trad")
    C(A, "客廳冷氣風開到最大", one("lv_ac", "@fanspeed"), t="dad name fan trad")
    C(A, "客廳冷氣改成自然風", one("lv_ac", "@wind"), t="dad name mode trad")
    C(A, "保母房的冷氣開一下，阿姨說很熱", one("nn_ac", "@on"), t="dad room trad")
    C(A, "冷氣 保母房 關", one("nn_ac", "@off"), t="dad room trad word-order")
    C(A, "客廳冷氣溫度調高兩度", one("lv_ac", "@temp"), t="dad name relative trad")
    C(A, "客廳冷氣低一度", one("lv_ac", "@temp"), t="dad name relative trad")
    C(A, "影音室的冷氣開到24", one("th_ac", "@temp"), t="dad room value trad")
    C(A, "影音室冷氣關掉", one("th_ac", "@off"), t="dad room trad")
    C(A, "B1-影音室-空调 制冷", one("th_ac", "@coolmode"), t="kevin code mode")
    # mother: エアコン
    C(A, "寝室のエアコン つけて", one("mb_ac", "@on"), t="mom japanese name")
    C(A, "寝室エアコン 25度 に して", one("mb_ac", "@temp"), t="mom japanese name value")
    C(A, "寝室エアコン 冷房", one("mb_ac", "@coolmode"), t="mom japanese name mode")
    C(A, "寝室エアコン 暖房 にして", one("mb_ac", "@heatmode"), t="mom japanese name mode")
    C(A, "寝室エアコン 除湿 おねがい", one("mb_ac", "@drymode"), t="mom japanese name mode")
    C(A, "寝室エアコン 风 小小", one("mb_ac", "@fanspeed"), t="mom japanese fan grammar")
    C(A, "和室エアコン 开", one("ws_ac", "@on"), t="mom japanese name grammar")
    C(A, "和室エアコン 暖房 22度", one("ws_ac", "@heatmode"), one("ws_ac", "@heattemp"), t="mom japanese mode value multi")
    C(A, "和室のエアコン 消して", one("ws_ac", "@off"), t="mom japanese name")
    C(A, "和室エアコン 送風 モード", one("ws_ac", "@fanonlymode"), t="mom japanese mode")
    C(A, "请空调开一下 寝室", one("mb_ac", "@on"), t="mom grammar room word-order")
    C(A, "空调 寝室的 温度 下げて", one("mb_ac", "@temp"), t="mom japanese relative grammar")
    C(A, "エアコン 和室 自動", one("ws_ac", "@automode"), t="mom japanese mode word-order")
    # kids
    C(A, "Kevin AC 调到 22", one("kv_ac", "@temp"), t="kevin english name value")
    C(A, "turn off Kevin AC", one("kv_ac", "@off"), t="kevin english name")
    C(A, "set Kevin AC to cool mode", one("kv_ac", "@coolmode"), t="kevin english mode")
    C(A, "Kevin AC 风速 high", one("kv_ac", "@fanspeed"), t="kevin english fan code-mix")
    C(A, "Kevin AC 开睡眠风", one("kv_ac", "@wind"), t="kevin english mode")
    C(A, "Game Room AC on", one("gm_ac", "@on"), t="kevin english name")
    C(A, "Game Room AC 24 度 cool", one("gm_ac", "@cooltemp"), one("gm_ac", "@coolmode"), t="kevin english value mode multi")
    C(A, "游戏室空调关掉", one("gm_ac", "@off"), t="kevin room alias")
    C(A, "Emily AC 开一下", one("em_ac", "@on"), t="emily english name")
    C(A, "Emily AC 调到 25 度", one("em_ac", "@temp"), t="emily english name value")
    C(A, "Emily AC 太冷了 调高一点", one("em_ac", "@temp"), t="emily english relative need")
    C(A, "我的 AC 关掉", ask(["kv_ac", "em_ac"]), t="emily clarify-vague english")
    C(A, "Emily AC 风小一点", one("em_ac", "@fanspeed"), t="emily english fan relative")
    # 阿姨
    C(A, "保姆房的冷气开开", one("nn_ac", "@on"), t="ayi room alias dialect")
    C(A, "阿姨房空跳关掉", one("nn_ac", "@off"), t="ayi asr room alias")
    C(A, "保母房冷气调到二十七度", one("nn_ac", "@temp"), t="ayi room value numeral-zh")
    C(A, "可听的空跳开开", one("lv_ac", "@on"), t="ayi asr room dialect")
    C(A, "客厅空调温度打低一点", one("lv_ac", "@temp"), t="ayi room relative dialect")
    C(A, "书房的空调给它关了，先生出门了", one("sd_ac", "@off"), t="ayi room")
    # 阿嬤
    C(A, "和室的冷氣開較涼咧", one("ws_ac", "@cool"), t="amah dialect room need")
    C(A, "和室冷氣傷冷矣，共伊關掉", one("ws_ac", "@off"), t="amah dialect room")
    C(A, "客廳冷氣較懸一度", one("lv_ac", "@temp"), t="amah dialect relative")
    # floor heating, heaters
    C("heating", "一樓地暖開起來", one("lv_heat", "@on"), t="dad heating name trad no-switch")
    C("heating", "一樓地暖關掉", one("lv_heat", "@off"), t="dad heating name trad no-switch")
    C("heating", "客廳地暖調到二十二度", one("lv_heat", "@temp"), t="dad heating room value numeral-zh trad")
    C("heating", "和室床暖 つけて", one("ws_floor", "@on"), t="mom heating japanese name no-switch")
    C("heating", "和室床暖 温度 上げて", one("ws_floor", "@temp"), t="mom heating japanese relative")
    C("heating", "和室床暖 消して", one("ws_floor", "@off"), t="mom heating japanese no-switch")
    C("heating", "電暖器開一下，阿嬤會冷", one("nh_heater", "@on"), t="dad heating plug name trad")
    C("heating", "電暖器關掉", one("nh_heater", "@off"), t="dad heating plug name trad")
    C("heating", "榻榻米房間的地暖開", one("ws_floor", "@on"), t="dad heating room alias same-room")
    C("heating", "浴室暖房乾燥機 つけて", one("bt_heater", "@on"), t="mom heating japanese name")
    C("heating", "浴室暖房 温度 38度", one("bt_heater", "@heattemp"), t="mom heating japanese value")
    C("heating", "浴室暖房乾燥機 消して", one("bt_heater", "@off"), t="mom heating japanese name")
    C("heating", "三楼浴室的浴霸开一下", one("b3_heater", "@on"), t="ayi heating room floor")
    C("heating", "浴霸关掉 三楼的", one("b3_heater", "@off"), t="ayi heating floor word-order")
    C("heating", "3F浴霸 on", one("b3_heater", "@on"), t="kevin heating code english")
    C("plug", "毛巾架加熱開一下", one("bt_towel", "@on"), t="dad plug name trad")
    C("plug", "阿姨的电热探打开", one("nn_blanket", "@on"), t="ayi asr name plug")
    C("plug", "电热毯开开，阿姨房的", one("nn_blanket", "@on"), t="ayi name asr-label plug room")
    C("plug", "電熱毯關掉", one("nn_blanket", "@off"), t="dad name asr-label plug trad")
    # water heater
    C("waterheater", "熱水器溫度調到五十五度", one("ut_wh", "@heattemp"), t="dad waterheater value numeral-zh trad asr-label")
    C("waterheater", "热水气调高一点", one("ut_wh", "@heattemp"), t="ayi waterheater relative name")
    C("waterheater", "热水器打开，我要洗澡", one("ut_wh", "@on"), t="ayi waterheater no-switch")
    C("waterheater", "給湯器 温度 42度", one("ut_wh", "@heattemp"), t="mom waterheater japanese value")
    C("waterheater", "熱水器關掉，出國一個禮拜", one("ut_wh", "@off"), t="dad waterheater no-switch trad")
    C("plug", "小厨宝开一下，洗碗要热水", one("kt_boiler", "@on"), t="ayi plug name")
    C("plug", "小廚寶關掉", one("kt_boiler", "@off"), t="dad plug name trad")


def cases_covers():
    K = "curtain"
    LVC = ["lv_curtain", "lv_sheer"]
    MBC = ["mb_curtain", "mb_blackout"]
    C(K, "客廳窗簾拉開", one("lv_curtain", "@open"), t="dad name trad")
    C(K, "客廳的窗簾關起來", one(LVC, "@close"), t="dad room trad")
    C(K, "紗簾拉一半就好", one("lv_sheer", "@shade"), t="dad name value trad")
    C(K, "客廳窗簾開百分之七十", one("lv_curtain", "@shade"), t="dad name value numeral-zh trad")
    C(K, "書房百葉窗打開", one("sd_blind", "@open"), t="dad name trad")
    C(K, "書房百葉窗葉片斜一點，太刺眼", one("sd_blind", "@tilt"), t="dad name tilt need trad")
    C(K, "百葉窗角度調到三十", one("sd_blind", "@tilt"), t="dad partial tilt numeral-zh trad")
    C(K, "遮光簾放下來，要睡午覺", one("mb_blackout", "@close"), t="dad name trad")
    C(K, "遮光簾捲起來", one("mb_blackout", "@open"), t="dad name trad")
    C(K, "天窗打開透透氣", one("st_sky", "@open"), t="dad name trad")
    C(K, "天窗關起來，要下雨了", one("st_sky", "@close"), t="dad name trad")
    C(K, "投影幕放下來，要看電影", one("th_screen", "windowShade.open windowShade.close"), t="dad name trad screen")
    C(K, "投影幕收起來", one("th_screen", "windowShade.open windowShade.close"), t="dad name trad screen")
    C(K, "遮陽棚打開", one("tr_awning", "@open"), t="dad pinyin-label translation trad")
    C(K, "露台遮阳篷收起来，风太大了", one("tr_awning", "windowShade.open windowShade.close"), t="ayi pinyin-label room")
    C(K, "zheyangpeng 放一半下来", one("tr_awning", "@shade"), t="kevin pinyin name value")
    C(K, "カーテン閉めて、寝室", one(MBC, "@close"), t="mom japanese room word-order")
    C(K, "寝室カーテン 开", one("mb_curtain", "@open"), t="mom japanese name grammar")
    C(K, "寝室カーテン 半分 開けて", one("mb_curtain", "@shade"), t="mom japanese name value")
    C(K, "和室ブラインド 下げて", one("ws_blind", "@close"), t="mom japanese name")
    C(K, "和室ブラインド 上げて", one("ws_blind", "@open"), t="mom japanese name")
    C(K, "リビングのカーテン 開けて", one(LVC, "@open"), t="mom japanese room")
    C(K, "レースのカーテン 閉めて", one("lv_sheer", "@close"), t="mom japanese translation")
    C(K, "カーテン 止めて 止めて", ask(sel("curtain", sweep=False)), t="mom japanese clarify-vague")
    C(K, "open Kevin's Curtain", one("kv_curtain", "@open"), t="kevin english name")
    C(K, "Kevin's Curtain 开 30%", one("kv_curtain", "@shade"), t="kevin english name value")
    C(K, "close my curtain", ask(["kv_curtain", "em_curtain"]), t="kevin english clarify-vague")
    C(K, "Emily's curtain 关上", one("em_curtain", "@close"), t="emily english typo-label")
    C(K, "把 Emily 的窗帘拉开一点点", one("em_curtain", "@shadestep"), t="kevin relative room")
    C(K, "可听的窗连拉开", one(LVC, "@open"), t="ayi asr room")
    C(K, "把主卧床帘拉上", one(MBC, "@close"), t="ayi asr room")
    C(K, "书房百叶窗关了", one("sd_blind", "@close"), t="ayi name")
    C(K, "和室的窗仔簾關起來", one("ws_blind", "@close"), t="amah dialect room")
    C(K, "日式房的窗簾打開，日頭足好", one("ws_blind", "@open"), t="amah dialect room same-room")
    C(K, "Kevin's Curtain 停", one("kv_curtain", "@shadepause"), t="kevin english name")


def cases_air():
    F = "fan"
    C(F, "大同電扇開一下", one("lv_fan", "@on"), t="dad nickname trad")
    C(F, "大同開到三段", one("lv_fan", "@fanspeed"), t="dad nickname value trad")
    C(F, "大同電扇關掉", one("lv_fan", "@off"), t="dad nickname trad")
    C(F, "客廳電扇風小一點", one("lv_fan", "@fanspeed"), t="dad room relative trad")
    C(F, "保母房電扇開", one("nn_fan", "@on"), t="dad room trad")
    C(F, "保母房的電扇調到一檔", one("nn_fan", "@fanspeed"), t="dad room value trad")
    C(F, "fengshan 开一下", one("kv_fan", "@on"), t="kevin pinyin-label no-switch")
    C(F, "Kevin 房间的风扇关掉", one("kv_fan", "@off"), t="kevin room no-switch")
    C(F, "fengshan 摇头", one("kv_fan", "@swing"), t="kevin pinyin-label mode")
    C(F, "fengshan natural wind mode", one("kv_fan", "@wind"), t="kevin pinyin-label english mode")
    C(F, "哥哥的风扇风大一点", one("kv_fan", "@fanspeed"), t="emily room alias relative")
    C(F, "露台吊扇打開", one("tr_fan", "@on"), t="dad name trad")
    C(F, "露台吊扇開到二檔", one("tr_fan", "@fanspeed"), t="dad name value trad")
    C(F, "顶楼的吊扇关掉", one("tr_fan", "@off"), t="ayi room alias")
    C(F, "阿姨房分散开开", one("nn_fan", "@on"), t="ayi asr room alias dialect")
    C(F, "客廳的電風開較大咧", one("lv_fan", "@fanspeed"), t="amah dialect room relative")
    P = "purifier"
    C(P, "客廳空氣清淨機開一下", one("lv_pur", "@on"), t="dad room name trad no-switch")
    C(P, "空氣清淨機調成自動，客廳那台", one("lv_pur", "@fanspeed"), t="dad name mode trad")
    C(P, "客廳清淨機睡眠模式", one("lv_pur", "@fanspeed"), t="dad partial mode trad")
    C(P, "客廳清淨機關掉", one("lv_pur", "@off"), t="dad partial trad no-switch")
    C(P, "寝室の空気清浄機 つけて", one("mb_pur", "@on"), t="mom japanese room no-switch")
    C(P, "寝室の空気清浄機 強 に して", one("mb_pur", "@fanspeed"), t="mom japanese mode")
    C(P, "寝室の空気清浄機 消して", one("mb_pur", "@off"), t="mom japanese no-switch")
    C(P, "空气净化器开开", ask(["lv_pur", "mb_pur"]), t="ayi clarify-dup dup-script")
    C(P, "空気清浄機 つけて", ask(["lv_pur", "mb_pur"]), t="mom japanese clarify-dup dup-script")
    C(P, "客厅净化器风量开大", one("lv_pur", "@fanspeed"), t="ayi room relative")
    H = "humid"
    C(H, "書房除濕機開一下", one("sd_dehum", "@on"), t="dad room plug trad")
    C(H, "地下室的除濕機開著，梅雨季到了", one("sr_dehum", "@on"), t="dad room floor plug trad")
    C(H, "日式房除濕機關掉", one("nh_dehum", "@off"), t="dad room plug trad same-room")
    C(H, "储藏室的除湿鸡打开", one("sr_dehum", "@on"), t="ayi asr room plug")
    C(H, "除濕機開一下", ask(["sr_dehum", "nh_dehum", "sd_dehum"], "@on"), t="dad clarify-dup plug trad")
    C(H, "除湿机关掉", ask(["sr_dehum", "nh_dehum", "sd_dehum"], "@off"), t="ayi clarify-dup plug")
    C(H, "寝室の加湿器 つけて", one("mb_humid", "@on"), t="mom japanese room plug")
    C(H, "加湿器 消して", ask(["mb_humid", "em_humid"], "@off"), t="mom japanese clarify-dup plug")
    C(H, "Humidifier on", ask(["mb_humid", "em_humid"], "@on"), t="emily english clarify-dup plug")
    C(H, "Emily 房间的加湿器关掉", one("em_humid", "@off"), t="emily room plug")
    C(H, "my room humidifier on, Emily's room", one("em_humid", "@on"), t="emily english room plug")
    C(H, "主臥加濕器關掉", one("mb_humid", "@off"), t="dad room plug trad")


def cases_media():
    M = "media"
    C(M, "客廳電視打開", one("lv_tv", "@on"), t="dad tv name trad")
    C(M, "客廳電視轉下一台", one("lv_tv", "@nextch"), t="dad tv channel trad")
    C(M, "客廳電視轉到第五台", one("lv_tv", "@key"), t="dad tv channel numeral-zh trad")
    C(M, "客廳電視暫停一下，我去上廁所", one("lv_tv", "@pause"), t="dad tv trad")
    C(M, "客廳電視繼續播", one("lv_tv", "@play"), t="dad tv trad")
    C(M, "客廳電視關掉", one("lv_tv", "@off"), t="dad tv trad")
    C(M, "客廳電視大聲一點", one("lv_sb", "@volup"), t="dad tv volume tv-volume-soundbar trad")
    C(M, "客廳電視聲音關掉", one("lv_sb", "@mute"), t="dad tv volume tv-volume-soundbar trad")
    C(M, "Soundbar 音量調到二十", one("lv_sb", "@vol"), t="dad speaker english value numeral-zh")
    C(M, "Soundbar 靜音", one("lv_sb", "@mute"), t="dad speaker english")
    C(M, "Soundbar 關掉", one("lv_sb", "@off"), t="dad speaker english")
    C(M, "寝室のテレビ 消して", one("mb_tv", "@off"), t="mom tv japanese room")
    C(M, "寝室テレビ 次のチャンネル", one("mb_tv", "@nextch"), t="mom tv japanese channel")
    C(M, "寝室のテレビ つけて", one("mb_tv", "@on"), t="mom tv japanese room")
    C(M, "寝室スピーカー 音楽 かけて", one("mb_speaker", "@play"), t="mom speaker japanese name")
    C(M, "寝室スピーカー 音量 30", one("mb_speaker", "@vol"), t="mom speaker japanese value")
    C(M, "寝室スピーカー 止めて", one("mb_speaker", "@stop"), t="mom speaker japanese")
    C(M, "寝室スピーカー 消して", one("mb_speaker", "@off"), t="mom speaker japanese")
    C(M, "Samsung TV 开", one("gm_tv", "@on"), t="kevin tv english name")
    C(M, "Samsung TV pause", one("gm_tv", "@pause"), t="kevin tv english")
    C(M, "game room TV off", one("gm_tv", "@off"), t="kevin tv english room")
    C(M, "Samsung TV 返回主页", one("gm_tv", "@key"), t="kevin tv keypad")
    C(M, "Samsung TV 按一下确定键", one("gm_tv", "@key"), t="kevin tv keypad")
    C(M, "DJ play some music", one("gm_dj", "@play"), t="kevin speaker nickname english")
    C(M, "DJ 下一首", one("gm_dj", "@next"), t="kevin speaker nickname")
    C(M, "DJ 上一首 那首好听", one("gm_dj", "@prev"), t="kevin speaker nickname")
    C(M, "DJ 声音大一点", one("gm_dj", "@volup"), t="kevin speaker nickname relative")
    C(M, "DJ mute", one("gm_dj", "@mute"), t="kevin speaker nickname english")
    C(M, "DJ 关掉", one("gm_dj", "@off"), t="kevin speaker nickname no-switch")
    C(M, "Sonos 音量 15", one("gm_dj", "@vol"), t="kevin speaker brand value")
    C(M, "JBL音響放音樂", one("sd_speaker", "@play"), t="dad speaker name trad")
    C(M, "JBL 大聲一點", one("sd_speaker", "@volup"), t="dad speaker partial relative trad")
    C(M, "JBL 下一首", one("sd_speaker", "@next"), t="dad speaker partial trad")
    C(M, "書房的音響停掉", one("sd_speaker", "@stop"), t="dad speaker room trad no-switch")
    C(M, "AV擴大機打開", one("th_amp", "@on"), t="dad receiver name trad")
    C(M, "擴大機切到HDMI2", one("th_amp", "@input"), t="dad receiver partial trad")
    C(M, "擴大機音量調到四十", one("th_amp", "@vol"), t="dad receiver partial value numeral-zh trad")
    C(M, "影音室的音響靜音", one("th_amp", "@mute"), t="dad receiver room trad")
    C(M, "功放切蓝牙", one("th_amp", "@input"), t="kevin receiver alias")
    C(M, "影音室功放关掉", one("th_amp", "@off"), t="kevin receiver room alias")
    C(M, "家庭影院的声音小一点", one("th_amp", "@voldown"), t="ayi receiver room alias relative")
    C(M, "電視聲音較細聲咧", ask(["lv_sb", "th_amp"], "@voldown"), t="amah tv volume dialect clarify-room")
    C(M, "寝室のテレビ 音 小さく", ask(["mb_tv"]), t="mom tv volume japanese clarify-unsupported")
    C(M, "Samsung TV volume up", ask(["gm_tv"]), t="kevin tv volume english clarify-unsupported")


def cases_appliances():
    P = "appliance"
    C(P, "換気扇 つけて", one("kt_hood", "@on"), t="mom hood japanese name no-switch")
    C(P, "換気扇 強 に して", one("kt_hood", "@fanspeed"), t="mom hood japanese mode")
    C(P, "換気扇 消して", one("kt_hood", "@off"), t="mom hood japanese no-switch")
    C(P, "油烟机打开", one("kt_hood", "@on"), t="ayi hood translation no-switch")
    C(P, "抽油盐机开大点", one("kt_hood", "@fanspeed"), t="ayi hood asr relative")
    C(P, "抽油煙機關掉", one("kt_hood", "@off"), t="dad hood translation trad")
    C(P, "食洗機 スタート", one("kt_dish", "@start"), t="mom dishwasher japanese")
    C(P, "洗碗機開始洗", one("kt_dish", "@start"), t="dad dishwasher translation trad")
    C(P, "洗碗机停一下", one("kt_dish", "operationalState.pause operationalState.stop"), t="ayi dishwasher")
    C(P, "食洗機 つけて", one("kt_dish", "@on"), t="mom dishwasher japanese")
    C(P, "洗碗机用强力模式洗", one("kt_dish", "@mode"), t="ayi dishwasher mode")
    C(P, "電子レンジ 2分 温めて", one("kt_micro", "@cook"), t="mom microwave japanese value")
    C(P, "微波炉停掉", one("kt_micro", "@opstop"), t="ayi microwave translation")
    C(P, "微波爐解凍模式", one("kt_micro", "@mode"), t="dad microwave translation trad mode")
    C(P, "炊飯器 つけて", one("kt_rice", "@on"), t="mom plug japanese name")
    C(P, "電鍋插頭開一下", one("kt_rice", "@on"), t="dad plug translation trad")
    C(P, "电饭锅插座关掉", one("kt_rice", "@off"), t="ayi plug translation")
    C(P, "冷蔵庫 急速冷凍 モード", one("kt_fridge", "@mode"), t="mom fridge japanese mode")
    C(P, "冰箱調成省電模式", one("kt_fridge", "@mode"), t="dad fridge translation trad mode")
    C(P, "飲水機關掉，晚上不用", one("dn_water", "@off"), t="dad plug name trad")
    C(P, "饮水机开开", one("dn_water", "@on"), t="ayi plug name dialect")
    C(P, "洗濯機 スタート", one("ld_washer", "@start"), t="mom washer japanese")
    C(P, "洗衣機開始洗", one("ld_washer", "@start"), t="dad washer translation trad")
    C(P, "洗一机开开", one("ld_washer", "@on"), t="ayi washer asr dialect")
    C(P, "洗衣机加一次漂洗", one("ld_washer", "@rinse"), t="ayi washer value")
    C(P, "洗衣機暫停一下，還有一件要放", one("ld_washer", "@oppause"), t="dad washer trad")
    C(P, "洗衣机继续洗吧", one("ld_washer", "@resume"), t="ayi washer")
    C(P, "洗濯機 脱水 1000回転", one("ld_washer", "@spin"), t="mom washer japanese value")
    C(P, "洗衣機水溫調成冷水", one("ld_washer", "@tlevel"), t="dad washer trad value")
    C(P, "洗衣机换成羊毛模式", one("ld_washer", "@mode"), t="ayi washer mode")
    C(P, "乾燥機 スタート", one("ld_dryer", "@start"), t="mom dryer japanese")
    C(P, "烘衣機開一下", one("ld_dryer", "@on"), t="dad dryer translation trad")
    C(P, "烘干机停掉", one("ld_dryer", "@opstop"), t="ayi dryer translation")
    C(P, "ルンバ 掃除 して", one("nr_vac", "@start"), t="mom vacuum japanese no-room")
    C(P, "掃地機器人開始掃地", one("nr_vac", "@start"), t="dad vacuum translation trad no-room")
    C(P, "扫地鸡开始扫", one("nr_vac", "@start"), t="ayi vacuum asr no-room")
    C(P, "Roomba go home", one("nr_vac", "@dock"), t="kevin vacuum english translation")
    C(P, "掃地機回去充電", one("nr_vac", "@dock"), t="dad vacuum trad")
    C(P, "ルンバ ちょっと 止めて", one("nr_vac", "@oppause"), t="mom vacuum japanese")
    C(P, "扫地机去扫一下厨房", one("nr_vac", "@area"), t="ayi vacuum area")
    C(P, "掃地機先掃客廳就好", one("nr_vac", "@area"), t="dad vacuum area trad")
    C(P, "喂 Mochi", one("kt_feeder", "@feed"), t="emily feeder nickname")
    C(P, "Mochi's Feeder 出粮", one("kt_feeder", "@feed"), t="emily feeder english")
    C(P, "给猫咪喂饭", one("kt_feeder", "@feed"), t="ayi feeder")
    C(P, "Mochi 的饭改成 20 克", one("kt_feeder", "@portion"), t="emily feeder value")
    C(P, "猫の ごはん あげて", one("kt_feeder", "@feed"), t="mom feeder japanese")
    P2 = "plug"
    C(P2, "爆米花機開", one("th_popcorn", "@on"), t="dad plug name trad")
    C(P2, "PS5 的插座关了", one("kv_ps5", "@off"), t="kevin plug english name")
    C(P2, "Switch 开一下", one("gm_switch", "@on"), t="kevin plug english label-trap")
    C(P2, "turn off the Switch plug", one("gm_switch", "@off"), t="kevin plug english label-trap")
    C(P2, "電腦插座關掉", one("sd_pc", "@off"), t="dad plug name trad")
    C(P2, "老爸的寶座開一下", one("lv_massage", "@on"), t="dad plug nickname trad")
    C(P2, "老爸寶座關掉", one("lv_massage", "@off"), t="kevin plug nickname")
    C(P2, "捕蚊燈開一下，院子好多蚊子", one("gd_mosq", "@on"), t="dad plug name trad unspecced")
    C(P2, "捕蚊灯关掉", one("gd_mosq", "@off"), t="ayi plug name unspecced")
    C(P2, "露台插座打開", one("tr_plug", "@on"), t="dad plug name trad")
    C(P2, "智能插座关掉", one("nr_plug", "@off"), t="ayi plug default-name no-room")
    C(P2, "魚缸插座關一下，我要換水", one("lv_fish", "@off"), t="dad plug name trad safety")
    C(P2, "魚缸開回來", one("lv_fish", "@on"), t="dad plug name trad safety")
    C(P2, "冰柜插座打开", one("sr_freezer", "@on"), t="ayi plug name safety")
    C(P2, "PS5 on", one("kv_ps5", "@on"), t="kevin plug english")


def cases_security():
    S = "security"
    C(S, "大門鎖起來", one("en_lock", "@lock"), t="dad lock name trad")
    C(S, "大門開一下，我朋友到了", one("en_lock", "@unlock"), t="dad lock name trad safety")
    C(S, "後門鎖好", one("gd_lock", "@lock"), t="dad lock name trad")
    C(S, "後門打開", one("gd_lock", "@unlock"), t="dad lock name trad safety")
    C(S, "玄関の鍵 閉めて", one("en_lock", "@lock"), t="mom lock japanese room")
    C(S, "把后门的锁开一下，我倒垃圾", one("gd_lock", "@unlock"), t="ayi lock name safety")
    C(S, "锁门", one(["en_lock", "gd_lock"], "@lock"), t="ayi lock ambiguous-soft")
    C(S, "鐵捲門打開", one("gar_door", "@open"), t="dad garage name trad")
    C(S, "鐵捲門關起來", one("gar_door", "@close"), t="dad garage name trad")
    C(S, "車庫門開一下", one("gar_door", "@open"), t="dad garage room trad")
    C(S, "close the garage door", one("gar_door", "@close"), t="kevin garage english translation")
    C(S, "卷帘门关上", one("gar_door", "@close"), t="ayi garage translation")
    C(S, "總水閥關掉", one("ut_valve", "@close"), t="dad valve name trad")
    C(S, "总水阀打开", one("ut_valve", "@open"), t="ayi valve name")
    C(S, "交花水阀打开", one("gd_valve", "@open"), t="ayi valve asr-label name")
    C(S, "澆花的水打開", one("gd_valve", "@open"), t="dad valve asr-label trad")
    C(S, "花澆夠了，澆花的水關掉", one("gd_valve", "@close"), t="dad valve asr-label trad")
    C(S, "瓦斯關掉", one("kt_gas", "@gasclose"), t="dad gas trad unspecced safety")
    C(S, "瓦斯總開關關起來", one("kt_gas", "@gasclose"), t="dad gas name trad unspecced safety")
    C(S, "燃气阀门关一下", one("kt_gas", "@gasclose"), t="ayi gas translation unspecced safety")
    C(S, "ガス 閉めて", one("kt_gas", "@gasclose"), t="mom gas japanese unspecced safety")
    C(S, "警報器響一下，試試看", one("en_siren", "@siren"), t="dad siren name trad")
    C(S, "警報關掉，吵死了", one("en_siren", "@off"), t="dad siren trad")
    C(S, "alarm off", one("en_siren", "@off"), t="kevin siren english")


def cases_state():
    Q = "state"
    C(Q, "客廳現在幾度", one(["lv_ac", "lv_heat"], "*"), t="dad room trad")
    C(Q, "地下室濕度多少", one(["sr_th", "th_ac"], "*"), t="dad floor trad")
    C(Q, "和室の温度 何度", one(["ws_th", "ws_ac", "ws_floor"], "*"), t="mom japanese room")
    C(Q, "大門鎖了沒", one("en_lock", "*"), t="dad lock trad")
    C(Q, "大門有沒有關好", one(["en_lock", "en_contact"], "*"), t="dad lock trad")
    C(Q, "鐵捲門關了嗎", one("gar_door", "*"), t="dad garage trad")
    C(Q, "洗衣機洗好了沒", one("ld_washer", "*"), t="dad washer trad")
    C(Q, "洗濯機 終わった？", one("ld_washer", "*"), t="mom washer japanese")
    C(Q, "ルンバ 今 なに してる", one("nr_vac", "*"), t="mom vacuum japanese")
    C(Q, "家裡有沒有漏水", one(["ut_leak", "kt_leak", "bt_leak"], "*"), t="dad sensor trad")
    C(Q, "瓦斯有沒有關", one("kt_gas", "*"), t="dad gas trad unspecced")
    C(Q, "門口有人嗎", one(["en_cam", "en_motion"], "*"), t="amah camera dialect unspecced")
    C(Q, "空氣品質怎麼樣", one("lv_pur", "*"), t="dad purifier trad")
    C(Q, "车库一氧化碳正常吗", one("gar_co", "*"), t="ayi sensor")
    C(Q, "外面現在有沒有在下雨", one("gd_rain", "*"), t="dad sensor trad")
    C(Q, "Kevin AC 现在几度", one("kv_ac", "*"), t="kevin ac english")
    C(Q, "冰箱門有沒有關好", one("kt_fridge", "*"), t="dad fridge trad")
    C(Q, "熱水器現在幾度", one("ut_wh", "*"), t="dad waterheater trad asr-label")
    C(Q, "電腦插座現在用多少電", one("sd_pc", "*"), t="dad plug trad")
    C(Q, "儲藏室現在幾度", one("sr_th", "*"), t="dad room trad typo-room")
    C(Q, "後院攝影機有拍到什麼嗎", one("gd_cam", "*"), t="dad camera trad unspecced")
    C(Q, "烟雾报警器有没有电", ask(["lv_smoke", "hl_smoke"]), t="ayi sensor clarify-dup")
    C(Q, "二樓走廊的煙霧偵測器正常嗎", one("hl_smoke", "*"), t="dad sensor room trad")
    C(Q, "燃气报警器正常吗", one("kt_gasdet", "*"), t="ayi sensor name")
    C(Q, "Game Room 湿度多少", one("gm_ac", "*"), t="kevin room")
    C(Q, "書房冷氣現在開著嗎", one("sd_ac", "*"), t="dad ac trad")
    C(Q, "魚缸插座有沒有開著", one("lv_fish", "*"), t="dad plug trad safety")
    C(Q, "乾燥機 あと 何分？", one("ld_dryer", "*"), t="mom dryer japanese")
    C(Q, "Mochi 今天吃了没", one("kt_feeder", "*"), t="emily feeder nickname")
    C(Q, "阿嬤的按鈕有人按嗎", one("nh_sos", "*"), t="dad button trad")


def untyped_off(**kw):
    """'<scope>的东西都关了': everything in scope that can be turned off, minus README §5 skips."""
    skip = {"washer", "dryer", "dishwasher", "microwave", "vacuum", "waterheater", "lock", "garage", "valve",
            "curtain", "awning", "screen", "skylight", "feeder"}
    return [k for k in sel("*", intent="off", **kw) if kind(k) not in skip]


def cases_bulk():
    B = "bulk"
    LIGHT_OFF = sel("light", intent="off")
    C(B, "全部的燈都關掉", every(LIGHT_OFF, "@off"), t="dad light home trad")
    C(B, "家裡所有的燈都打開", every(sel("light", intent="on"), "@on"), t="dad light home trad")
    C(B, "把家里的灯全部关了，睡觉了", every(LIGHT_OFF, "@off"), t="ayi light home")
    C(B, "turn off all the lights", every(LIGHT_OFF, "@off"), t="kevin light home english")
    C(B, "電気 全部 消して", every(LIGHT_OFF, "@off"), t="mom light home japanese")
    C(B, "所有冷氣關掉", every(sel("ac", intent="off"), "@off"), t="dad ac home trad")
    C(B, "エアコン 全部 消して", every(sel("ac", intent="off"), "@off"), t="mom ac home japanese")
    C(B, "所有窗簾拉開", every(sel("curtain", intent="open"), "@open"), t="dad curtain home trad")
    C(B, "把窗帘全部拉上", every(sel("curtain", intent="close"), "@close"), t="ayi curtain home")
    C(B, "所有的電扇都關掉", every(sel("fan", intent="off"), "@off"), t="dad fan home trad")
    C(B, "所有插座關掉，要出國了", every(sel("plug", intent="off"), "@off"), t="dad plug home trad safety")
    C(B, "把所有插座的电都断了", every(sel("plug", intent="off"), "@off"), t="ayi plug home safety")
    C(B, "三台除濕機全部打開", every(sel("plug/dehum", intent="on"), "@on"), t="dad plug home count trad")
    C(B, "所有電視關掉", every(sel("tv", intent="off"), "@off"), t="dad tv home trad")
    C(B, "家裡的音樂全部停掉", every(sel(["speaker", "receiver"], intent="stop"), "@stop"), t="dad speaker home trad")
    C(B, "把門都鎖上", every(["en_lock", "gd_lock"], "@lock"), t="dad lock home trad safety")
    C(B, "所有的空氣清淨機都打開", every(["lv_pur", "mb_pur"], "@on"), t="dad purifier home trad")
    C(B, "加湿器 全部 つけて", every(sel("plug/humid", intent="on"), "@on"), t="mom plug home japanese")
    C(B, "所有的閥門都關起來", every(["ut_valve", "gd_valve", "kt_gas"], "valve.close safetyValve.close"),
      t="dad valve home trad safety unspecced")
    # floors
    C(B, "二樓的燈全部關掉", every(sel("light", floor="2F", intent="off"), "@off"), t="dad light floor trad")
    C(B, "一楼的灯都关了", every(sel("light", floor="1F", intent="off"), "@off"), t="ayi light floor")
    C(B, "三樓的燈全部打開", every(sel("light", floor="3F", intent="on"), "@on"), t="dad light floor trad")
    C(B, "B1 的灯全关", every(sel("light", floor="B1", intent="off"), "@off"), t="kevin light floor code")
    C(B, "地下室的燈全部關掉", every(sel("light", floor="B1", intent="off"), "@off"), t="dad light floor trad")
    C(B, "负一楼的灯都打开", every(sel("light", floor="B1", intent="on"), "@on"), t="ayi light floor")
    C(B, "三楼的空调都关了", every(sel("ac", floor="3F", intent="off"), "@off"), t="ayi ac floor")
    C(B, "二樓的窗簾全部拉上", every(sel("curtain", floor="2F", intent="close"), "@close"), t="dad curtain floor trad")
    C(B, "一樓冷氣全部打開", every(sel("ac", floor="1F", intent="on"), "@on"), t="dad ac floor trad")
    C(B, "2F 的灯全部关掉", every(sel("light", floor="2F", intent="off"), "@off"), t="kevin light floor code")
    C(B, "一階の電気 全部 消して", every(sel("light", floor="1F", intent="off"), "@off"), t="mom light floor japanese")
    C(B, "二階のカーテン 全部 開けて", every(sel("curtain", floor="2F", intent="open"), "@open"), t="mom curtain floor japanese")
    C(B, "3F 所有的窗帘打开", every(sel("curtain", floor="3F", intent="open"), "@open"), t="kevin curtain floor code")
    C(B, "二樓冷氣全部關掉", every(sel("ac", floor="2F", intent="off"), "@off"), t="dad ac floor trad")
    C(B, "地下室全部關掉", every(untyped_off(floor="B1"), "@off"), t="dad floor untyped trad safety")
    C(B, "三樓所有東西都關掉，小孩去上學了", every(untyped_off(floor="3F"), "@off"), t="dad floor untyped trad")
    C(B, "二樓的筒燈全部調到30%", every(["mb_d1", "mb_d2", "mb_d3", "mb_d4", "sd_d1", "sd_d2"], "@level"),
      t="dad light floor series value trad capability-subset")
    # rooms
    C(B, "客廳的燈全部打開", every(room_lights("f1_living"), "@on"), t="dad light room trad")
    C(B, "主卧的灯全关", every(room_lights("f2_mbr", "off"), "@off"), t="ayi light room")
    C(B, "影音室的燈都關掉，電影開始了", every(room_lights("b1_theater", "off"), "@off"), t="dad light room trad")
    C(B, "Kevin 房间所有的灯都开", every(room_lights("f3_kevin"), "@on"), t="kevin light room")
    C(B, "餐厅的灯全部调到一半亮", every(room_lights("f1_dining", "level"), "@level"), t="ayi light room value")
    C(B, "客廳所有可以調的燈都調到百分之二十", every(room_lights("f1_living", "level"), "@level"),
      t="dad light room value capability-subset numeral-zh trad")
    C(B, "Game Room 所有东西关掉", every(untyped_off(rooms="f3_game"), "@off"), t="kevin room untyped")
    C(B, "客廳的東西全部關掉，要出門了", every(untyped_off(rooms="f1_living"), "@off"), t="dad room untyped trad safety")
    C(B, "影音室全部關掉", every(untyped_off(rooms="b1_theater"), "@off"), t="dad room untyped trad")
    C(B, "書房全部關掉", every(untyped_off(rooms="f2_study"), "@off"), t="dad room untyped trad")
    C(B, "キッチン 全部 消して", every(untyped_off(rooms="f1_kitchen"), "@off"), t="mom room untyped japanese")
    C(B, "主臥兩個窗簾都關起來", every(["mb_curtain", "mb_blackout"], "@close"), t="dad curtain room count trad")
    C(B, "客廳窗簾跟紗簾都打開", every(["lv_curtain", "lv_sheer"], "@open"), t="dad curtain room trad")
    C(B, "主卧两个床头灯都关", every(["mb_left", "mb_right"], "@off"), t="ayi light room count")
    C(B, "LOFT 筒灯全部开", every(["gm_d1", "gm_d2", "gm_d3"], "@on"), t="kevin light series code")
    C(B, "餐厅射灯全部关掉", every(["dn_s1", "dn_s2", "dn_s3"], "@off"), t="ayi light series room")
    C(B, "樓梯燈全部打開", every(["st_1f", "st_2f", "st_3f"], "@on"), t="dad light series trad category-by-name")
    C(B, "客廳筒燈全部關掉", every(["lv_d1", "lv_d2", "lv_d3", "lv_d4", "lv_d5", "lv_d6"], "@off"), t="dad light series room trad")
    # zones
    OUT_L = sel("light", zone="outdoor", intent="off")
    C(B, "外面的燈都關掉", every(OUT_L, "@off"), t="dad light zone trad")
    C(B, "戶外的燈全部打開", every(sel("light", zone="outdoor", intent="on"), "@on"), t="dad light zone trad")
    C(B, "院子和露台的灯都关了", every(OUT_L, "@off"), t="ayi light zone")
    C(B, "所有浴室的燈都關掉", every(sel("light", zone="bath", intent="off"), "@off"), t="dad light zone trad")
    C(B, "所有厕所的排风扇打开", every(sel("exhaust", intent="on"), "@on"), t="ayi exhaust zone")
    C(B, "小孩房的燈都關了，該睡覺了", every(sel("light", zone="kids", intent="off"), "@off"), t="dad light zone trad")
    C(B, "小孩房冷氣全部關掉", every(sel("ac", zone="kids", intent="off"), "@off"), t="dad ac zone trad")
    C(B, "子供部屋の電気 全部 消して", every(sel("light", zone="kids", intent="off"), "@off"), t="mom light zone japanese")
    C(B, "お風呂の電気 全部 消して", every(sel("light", zone="bath", intent="off"), "@off"), t="mom light zone japanese")


def cases_exclude():
    X = "exclude"
    LIGHT_OFF = sel("light", intent="off")
    C(X, "除了主臥，其他的燈都關掉", every(sel("light", intent="off", ex_rooms="f2_mbr"), "@off"), t="dad light bulk home trad")
    C(X, "除了客廳以外的燈全部關", every(sel("light", intent="off", ex_rooms="f1_living"), "@off"), t="dad light bulk trad")
    C(X, "二樓除了書房都關燈", every(sel("light", floor="2F", intent="off", ex_rooms="f2_study"), "@off"), t="dad light bulk floor trad")
    C(X, "全部冷氣關掉，Kevin的不要關", every(sel("ac", intent="off", ex="kv_ac"), "@off"), t="dad ac bulk exclude-name trad")
    C(X, "カーテン 全部 開けて、寝室 以外", every(sel("curtain", intent="open", ex_rooms="f2_mbr"), "@open"), t="mom curtain bulk japanese")
    C(X, "除了樓梯燈，一樓的燈都關掉", every(sel("light", floor="1F", intent="off", ex="st_1f"), "@off"),
      t="dad light bulk floor exclude-name trad category-by-name")
    C(X, "三楼的灯除了 Game Room 都关掉", every(sel("light", floor="3F", intent="off", ex_rooms="f3_game"), "@off"), t="kevin light bulk floor")
    C(X, "插座全部關掉，電腦的不要", every(sel("plug", intent="off", ex="sd_pc"), "@off"), t="dad plug bulk exclude-name trad safety")
    C(X, "厨房的东西除了冰箱都关了", every(untyped_off(rooms="f1_kitchen"), "@off"), t="ayi room untyped safety")
    C(X, "除了和室，一楼的灯全关", every(sel("light", floor="1F", intent="off", ex_rooms="f1_washitsu"), "@off"),
      t="ayi light bulk floor same-room")
    C(X, "除了日式房，一樓的燈都關掉", every(sel("light", floor="1F", intent="off", ex_rooms="f1_nihon"), "@off"),
      t="dad light bulk floor same-room trad")
    C(X, "除了阿嬤的房間，燈都關了", every(sel("light", intent="off", ex_rooms="f1_nihon"), "@off"), t="dad light bulk home same-room trad")
    C(X, "所有燈都關掉，樓梯的不要關", every(sel("light", intent="off", ex_rooms="stairs"), "@off"), t="dad light bulk home trad")
    C(X, "除了外面的燈，其他燈全部關掉", every(sel("light", intent="off", ex_rooms=ZONES["outdoor"]), "@off"), t="dad light bulk zone trad")
    C(X, "all lights off except my sister's room", every(sel("light", intent="off", ex_rooms="f3_emily"), "@off"),
      t="kevin light bulk english room alias")
    C(X, "除了我哥的房间，三楼的灯都关", every(sel("light", floor="3F", intent="off", ex_rooms="f3_kevin"), "@off"),
      t="emily light bulk floor room alias")
    C(X, "一樓的冷氣都關掉，保母房的留著", every(sel("ac", floor="1F", intent="off", ex_rooms="f1_nanny"), "@off"),
      t="dad ac bulk floor trad")
    C(X, "除了客厅，窗帘都拉上", every(sel("curtain", intent="close", ex_rooms="f1_living"), "@close"), t="ayi curtain bulk")
    C(X, "二樓跟三樓的燈都關掉，一樓不用", every(sel("light", intent="off", floor="2F") + sel("light", intent="off", floor="3F"), "@off"),
      t="dad light bulk floor trad")
    C(X, "除了Game Room跟Emily的房間，三樓的冷氣都關", every(sel("ac", floor="3F", intent="off", ex_rooms=["f3_game", "f3_emily"]), "@off"),
      t="dad ac bulk floor trad")
    C(X, "除了客厅和餐厅，一楼的灯都关掉", every(sel("light", floor="1F", intent="off", ex_rooms=["f1_living", "f1_dining"]), "@off"),
      t="ayi light bulk floor")
    C(X, "電扇全部關掉，大同留著", every(sel("fan", intent="off", ex="lv_fan"), "@off"), t="dad fan bulk exclude-name nickname trad")
    C(X, "所有的灯都关了 但是 小夜灯 要留", every(sel("light", intent="off", ex=["ws_night", "hl_night"]), "@off"),
      t="mom light bulk exclude-name")
    C(X, "把 Game Room 的灯都关掉 除了 RGB Light Bar", every(sel("light", rooms="f3_game", intent="off", ex="gm_bar"), "@off"),
      t="kevin light bulk room exclude-name english")
    C(X, "除了主卧的插座都断电", every(sel("plug", intent="off", ex_rooms="f2_mbr"), "@off"), t="ayi plug bulk safety")
    C(X, "二楼以外的灯全部关掉", every([k for k in LIGHT_OFF if floor_of(k) != "2F"], "@off"), t="ayi light bulk floor")
    C(X, "除了地下室，家裡的燈全部關掉", every([k for k in LIGHT_OFF if floor_of(k) != "B1"], "@off"), t="dad light bulk floor trad")


def onemix(*pairs, mode="one"):
    """One entry whose acceptable devices need different commands: (devs, '@intent ...') pairs."""
    devs: list[str] = []
    cmds: list[str] = []
    for d, c in pairs:
        ks = _keys(d)
        for k in ks:
            if k not in devs:
                devs.append(k)
        for x in _cmds(ks, c):
            if x not in cmds:
                cmds.append(x)
    return {"devices": devs, "capabilities": cmds, "mode": mode}


def cases_needs():
    N = "need"
    LV_DIMMABLE = room_lights("f1_living", "dim")
    C(N, "客廳好熱喔", onemix(("lv_ac", "@cool"), ("lv_fan", "@cool")), t="dad ac fan room trad")
    C(N, "好熱喔", ask(sel("ac", sweep=False) + sel("fan", sweep=False)), t="dad ac clarify-room trad")
    C(N, "書房好悶喔", onemix(("sd_ac", "@cool @drymode"), ("sd_dehum", "@on")), t="dad ac room trad")
    C(N, "Game Room 好热啊", one("gm_ac", "@cool"), t="kevin ac room")
    C(N, "寝室 暑い", one("mb_ac", "@cool"), t="mom ac room japanese")
    C(N, "和室 ちょっと 寒い", onemix(("ws_ac", "@heat"), ("ws_floor", "@heat"), ("nh_heater", "@heat")), t="mom heating room japanese same-room")
    C(N, "這間足寒", ask([]), t="amah dialect clarify-room")
    C(N, "客廳有點冷", onemix(("lv_ac", "@heat"), ("lv_heat", "@heat")), t="dad ac heating room trad")
    C(N, "客廳太亮了", onemix((LV_DIMMABLE, "@dim"), (["lv_curtain", "lv_sheer"], "@close")), t="dad light curtain room trad")
    C(N, "書房好暗，看不到字", onemix((room_lights("f2_study"), "@on @dim"), ("sd_blind", "@open")), t="dad light room trad")
    C(N, "Kevin 房间太暗了", onemix((room_lights("f3_kevin"), "@on"), ("kv_curtain", "@open")), t="kevin light room")
    C(N, "客廳電視太大聲了", one("lv_sb", "@voldown @mute"), t="dad tv volume tv-volume-soundbar trad")
    C(N, "洗澡水不夠熱", one("ut_wh", "@heattemp"), t="dad waterheater trad")
    C(N, "热水不够用，老是洗到一半就冷了", one("ut_wh", "@heattemp"), t="ayi waterheater")
    C(N, "お湯が ぬるい", one("ut_wh", "@heattemp"), t="mom waterheater japanese")
    C(N, "地下室好潮，霉味好重", onemix(("sr_dehum", "@on"), ("th_ac", "@drymode")), t="dad floor trad")
    C(N, "書房濕氣好重", onemix(("sd_dehum", "@on"), ("sd_ac", "@drymode")), t="dad room trad")
    C(N, "寝室 乾燥してる、喉が痛い", one("mb_humid", "@on"), t="mom room plug japanese")
    C(N, "Emily 房间好干，喉咙痛", one("em_humid", "@on"), t="emily room plug")
    C(N, "院子好多蚊子", one("gd_mosq", "@on"), t="dad room plug trad unspecced")
    C(N, "Mochi 肚子饿了", one("kt_feeder", "@feed"), t="emily feeder nickname")
    C(N, "地板好髒喔", one("nr_vac", "@start"), t="dad vacuum trad")
    C(N, "地上好多头发，扫一扫", one("nr_vac", "@start"), t="ayi vacuum")
    C(N, "衣服洗好了，要烘乾", one("ld_dryer", "@on"), t="dad dryer trad")
    C(N, "客廳空氣好差", one("lv_pur", "@on @fanspeed"), t="dad purifier room trad")
    C(N, "寝室 空気 悪い", one("mb_pur", "@on @fanspeed"), t="mom purifier room japanese")
    C(N, "煎魚油煙好大", one("kt_hood", "@on @fanspeed"), t="dad hood trad")
    C(N, "厨房油烟呛死了", one("kt_hood", "@on @fanspeed"), t="ayi hood")
    C(N, "一樓廁所好臭", one("wc_fan", "@on"), t="dad exhaust room floor trad")
    C(N, "廁所好臭", ask(["wc_fan", "b3_fan"], "@on"), t="dad exhaust clarify-room trad")
    C(N, "三楼浴室镜子全是雾", one("b3_fan", "@on"), t="ayi exhaust room floor")
    C(N, "Kevin 房间好热 睡不着", onemix(("kv_ac", "@cool"), ("kv_fan", "@cool")), t="kevin ac fan room")
    C(N, "我好冷", ask([]), t="emily clarify-room")
    C(N, "和室的塗跤足冷", one("ws_floor", "@heat"), t="amah heating dialect room")
    C(N, "阮欲睏矣，和室傷光", onemix((room_lights("f1_washitsu", "dim"), "@dim"), (room_lights("f1_washitsu", "off"), "@off")),
      t="amah light dialect room same-room")
    C(N, "客廳太冷了，冷氣調高一點", one("lv_ac", "@temp"), t="dad ac room relative trad")
    C(N, "Game Room 好冷 AC 太强了", one("gm_ac", "@temp @fanspeed @off"), t="kevin ac room relative")
    C(N, "外面好暗，看不到路", one(sel("light", zone="outdoor", intent="on"), "@on"), t="dad light zone trad")
    C(N, "車庫好暗", one("gar_light", "@on"), t="dad light room trad category-by-name")
    C(N, "樓梯好暗，小心跌倒", one(["st_1f", "st_2f", "st_3f"], "@on"), t="dad light room trad category-by-name")
    C(N, "fengshan 太吵了", one("kv_fan", "@fanspeed @off"), t="kevin fan pinyin-label")
    C(N, "露台好曬", one("tr_awning", "windowShade.open windowShade.close windowShadeLevel.setShadeLevel"), t="dad awning room trad")
    C(N, "要看書了，書房燈亮一點", one(room_lights("f2_study", "dim"), "@dim"), t="dad light room relative trad")
    C(N, "寝室 まぶしい", onemix((room_lights("f2_mbr", "dim"), "@dim"), (["mb_curtain", "mb_blackout"], "@close")), t="mom light curtain room japanese")
    C(N, "一樓客廳好熱，阿嬤在流汗", onemix(("lv_ac", "@cool"), ("lv_fan", "@cool")), t="dad ac fan room floor trad")


def cases_history():
    H = "followup"
    C(H, "調到26度", one("lv_ac", "@temp"), t="dad ac history inherit trad", h=["客廳冷氣開一下"])
    C(H, "亮一点", one("kv_lamp", "@dim"), t="kevin light history relative", h=["turn on Kevin's Lamp"])
    C(H, "葉片再斜一點", one("sd_blind", "@tilt"), t="dad curtain history tilt trad", h=["書房百葉窗打開"])
    C(H, "書房的", one("sd_dehum", "@on"), t="dad plug history answer trad", h=["除濕機開一下"])
    C(H, "客廳", one("lv_ac", "@on"), t="dad ac history answer trad", h=["冷氣開一下"])
    C(H, "还有 Kevin 房间的", one(room_lights("f3_kevin"), "@on"), t="kevin light history inherit", h=["Game Room 开个灯"])
    C(H, "三樓也是", every(sel("light", floor="3F", intent="off"), "@off"), t="dad light history inherit bulk floor trad",
      h=["二樓的燈全部關掉"])
    C(H, "算了，關起來", one("lv_curtain", "@close"), t="dad curtain history reference trad", h=["客廳窗簾拉開"])
    C(H, "温度は 25度", one("mb_ac", "@temp"), t="mom ac history japanese", h=["寝室のエアコン つけて"])
    C(H, "再高一点", one("ut_wh", "@heattemp"), t="ayi waterheater history relative", h=["热水气调高一点"])
    C(H, "轉到下一台", one("lv_tv", "@nextch"), t="dad tv history channel trad", h=["客廳電視打開"])
    C(H, "開到最強", one("lv_fan", "@fanspeed"), t="dad fan history trad", h=["大同電扇開一下"])
    C(H, "把它調暗一點", one("lv_floor", "@dim"), t="dad light history reference trad", h=["落地燈開一下啦"])
    C(H, "再大聲一點", one("lv_sb", "@volup"), t="dad speaker history relative trad", h=["Soundbar 音量調到二十"])
    C(H, "停", one("sd_speaker", "@stop"), t="dad speaker history trad", h=["JBL音響放音樂"])
    C(H, "やっぱり やめて", one("nr_vac", "@off"), t="mom vacuum history japanese", h=["ルンバ 掃除 して"])
    C(H, "变成蓝色", one("em_unicorn", "@color"), t="emily light history color", h=["打开独角兽灯"])
    C(H, "風速調大", ask(["nn_ac"]), t="dad ac history trad clarify-unsupported", h=["保母房的冷氣開一下，阿姨說很熱"])
    C(H, "書房那個", one("sd_desk", "@on"), t="dad light history answer trad", h=["檯燈開一下"])
    C(H, "和室の", one("ws_night", "@on"), t="mom light history answer japanese", h=["夜燈 つけて"])
    C(H, "客厅的", one("lv_tv", "@off"), t="ayi tv history answer", h=["电视关掉"])
    C(H, "客厅那个", one("lv_pur", "@on"), t="ayi purifier history answer", h=["空气净化器开开"])
    C(H, "mine, Emily's room", one("em_humid", "@on"), t="emily plug history answer english", h=["Humidifier on"])
    C(H, "Kevin's", one("kv_curtain", "@close"), t="kevin curtain history answer english", h=["close my curtain"])
    C(H, "客廳的", one("lv_d3", "@on"), t="dad light series history answer trad", h=["筒燈3開一下"])
    C(H, "餐廳的吊燈也一樣", one("dn_pendant", "@level"), t="dad light history inherit trad", h=["客廳電燈調到百分之三十"])
    C(H, "Emily 的也是", one("em_ac", "@temp"), t="kevin ac history inherit", h=["Kevin AC 调到 22"])
    C(H, "主臥的也開", onemix(("mb_ac", "@on @coolmode @cooltemp"),), t="dad ac history inherit trad", h=["書房冷氣開冷氣模式，24度"])
    C(H, "一樓的也關", every(sel("light", floor="1F", intent="off"), "@off"), t="dad light history inherit bulk floor trad",
      h=["二樓的燈全部關掉"])
    C(H, "好了，關起來", one("gar_door", "@close"), t="dad garage history reference trad", h=["鐵捲門打開"])
    C(H, "OK 鎖回去", one("en_lock", "@lock"), t="dad lock history reference trad safety", h=["大門開一下，我朋友到了"])
    C(H, "洗好了再烘乾", one("ld_dryer", "@start @on"), t="dad dryer history trad", h=["洗衣機開始洗"])
    C(H, "开回来", one("gm_light1", "@on"), t="kevin light history reference", h=["Game Room 的 Light 1 关掉"])
    C(H, "やっぱり 除湿", one("mb_ac", "@drymode"), t="mom ac history japanese mode", h=["寝室エアコン 冷房"])
    C(H, "再暖一點", one("lv_main", "@ct"), t="dad light history ct relative trad", h=["客廳電燈調成暖光"])
    C(H, "volume 30", ask(["gm_tv"]), t="kevin tv history clarify-unsupported english", h=["Samsung TV 开"])
    C(H, "次の曲", one("mb_speaker", "@next"), t="mom speaker history japanese", h=["寝室スピーカー 音楽 かけて"])
    C(H, "louder", one("gm_dj", "@volup"), t="kevin speaker history english", h=["DJ play some music"])
    C(H, "pause it", one("gm_dj", "@pause"), t="kevin speaker history english reference", h=["DJ play some music"])
    C(H, "再下一台", one("lv_tv", "@nextch"), t="dad tv history trad", h=["客廳電視打開", "客廳電視轉下一台"])
    C(H, "再开大一点", one("kv_curtain", "@shadestep"), t="kevin curtain history relative", h=["Kevin's Curtain 开 30%"])
    C(H, "温度 26度", one("ws_floor", "@heattemp"), t="mom heating history japanese", h=["和室床暖 つけて"])
    C(H, "A也開", one("gd_spotA", "@on"), t="dad light series history inherit trad", h=["花園射燈B打開"])
    C(H, "筒燈2關掉", one("mb_d2", "@off"), t="dad light series history inherit trad", h=["主臥的筒燈都打開"])
    C(H, "筒灯3 关掉", one("gm_d3", "@off"), t="kevin light series history inherit", h=["LOFT 筒灯全部开"])
    C(H, "兩個都關掉", every(["sd_d1", "sd_d2"], "@off"), t="dad light history reference bulk trad", h=["書房筒燈開一下"])
    C(H, "太冷了，關掉", onemix(("lv_ac", "@off"), ("lv_fan", "@off")), t="dad ac history reference trad", h=["客廳好熱喔"])
    C(H, "除濕機開回來", one("sr_dehum", "@on"), t="dad plug history inherit trad", h=["地下室全部關掉"])
    C(H, "落地灯留一个", one("lv_floor", "@on"), t="ayi light history inherit", h=["把可听的灯关掉"])
    C(H, "都关", every(["sr_dehum", "nh_dehum", "sd_dehum"], "@off"), t="ayi plug history answer bulk", h=["除湿机关掉"])
    C(H, "好了，关掉吧", one("ut_wh", "@off"), t="ayi waterheater history reference", h=["热水器打开，我要洗澡"])
    C(H, "它太吵了，關掉", one("lv_fan", "@off"), t="dad fan history reference trad", h=["大同電扇開一下"])
    C(H, "ありがとう", NONE, t="mom none history chat japanese", h=["寝室のエアコン つけて"])
    C(H, "謝謝喔", NONE, t="dad none history chat trad", h=["客廳冷氣關掉"])
    C(H, "算了", NONE, t="dad none history trad", h=["冷氣開一下"])
    C(H, "全部", every(sel("tv", intent="off"), "@off"), t="dad tv history answer bulk trad", h=["電視關掉"])
    C(H, "聲音小一點", one("lv_sb", "@voldown"), t="dad tv volume tv-volume-soundbar history trad", h=["客廳電視打開"])
    C(H, "投影幕放下來", one("th_screen", "windowShade.open windowShade.close"), t="dad screen history trad",
      h=["影音室的燈都關掉，電影開始了"])
    C(H, "调成 heat", one("em_ac", "@heatmode"), t="emily ac history mode code-mix", h=["Emily AC 开一下"])
    C(H, "off", one("b3_heater", "@off"), t="kevin heating history english", h=["3F浴霸 on"])
    C(H, "阿嬤說太熱了，關掉", one("nh_heater", "@off"), t="dad plug history reference trad", h=["電暖器開一下，阿嬤會冷"])
    C(H, "もっと 暗く", one("ws_night", "@dim"), t="mom light history japanese relative", h=["和室の夜燈 つけて"])
    C(H, "停一下", one("kt_dish", "operationalState.pause operationalState.stop"), t="dad dishwasher history trad", h=["洗碗機開始洗"])
    C(H, "庭院燈也開", one("gd_light", "@on"), t="dad light history inherit trad", h=["捕蚊燈開一下，院子好多蚊子"])
    C(H, "風速調小一點", one("lv_ac", "@fanspeed"), t="dad ac history relative trad", h=["客廳冷氣開一下", "客廳冷氣調到26度"])
    C(H, "再亮", one("kv_lamp", "@dim"), t="kevin light history relative", h=["turn on Kevin's Lamp", "亮一点"])
    C(H, "順便把冷氣也開了", one("sd_ac", "@on"), t="dad ac history inherit trad", h=["書房的檯燈打開"])
    C(H, "窗帘也拉上", one(["mb_curtain", "mb_blackout"], "@close"), t="ayi curtain history inherit", h=["主卧的灯全关"])
    C(H, "灯也开", one(room_lights("f3_game"), "@on"), t="kevin light history inherit", h=["Game Room AC on"])
    C(H, "电扇也开开", one("nn_fan", "@on"), t="ayi fan history inherit dialect", h=["保姆房的冷气开开"])
    C(H, "エアコンも", one("mb_ac", "@on"), t="mom ac history inherit japanese", h=["寝室のテレビ つけて"])
    C(H, "停！停！", one("lv_curtain", "@shadepause"), t="dad curtain history trad", h=["客廳窗簾拉開"])
    C(H, "キッチン だけ", one("nr_vac", "@area"), t="mom vacuum history japanese", h=["ルンバ 掃除 して"])
    C(H, "關掉", one("sd_desk", "@off"), t="dad light history reference trad", h=["書房的檯燈打開"])
    C(H, "再低一度", one("lv_ac", "@temp"), t="dad ac history relative trad", h=["客廳冷氣調到26度"])
    C(H, "那個也關掉", ask([]), t="dad history clarify-vague reference trad", h=["算了"])
    C(H, "樓下的也關", ask([]), t="dad light history clarify-vague floor trad", h=["小孩房的燈都關了，該睡覺了"])
    C(H, "二樓的", ask(sel("ac", floor="2F", sweep=False), "@on"), t="dad ac history answer clarify-room trad", h=["冷氣開一下"])
    C(H, "寝室の", one("mb_ac", "@on"), t="mom ac history answer japanese", h=["エアコンつけて"])
    C(H, "Kevin 的", one("kv_ac", "@off"), t="emily ac history answer", h=["我的 AC 关掉"])
    C(H, "大的那個", ask(["lv_fan", "nn_fan", "kv_fan", "tr_fan"]), t="dad fan history clarify-vague trad", h=["電扇開一下"])
    C(H, "客廳那台", one("lv_fan", "@on"), t="dad fan history answer trad", h=["電扇開一下"])
    C(H, "溫度調到二十度", one("ws_floor", "@temp"), t="dad heating history trad", h=["榻榻米房間的地暖開"])


def cases_multi():
    M = "multi"
    LVC = ["lv_curtain", "lv_sheer"]
    C(M, "打開客廳的燈然後把窗簾拉上", one(room_lights("f1_living"), "@on"), one(LVC, "@close"), t="dad light curtain room inherit trad")
    C(M, "客廳冷氣開26度，電扇關掉", one("lv_ac", "@on @temp"), one("lv_fan", "@off"), t="dad ac fan room inherit trad")
    C(M, "把 Kevin 房间的灯关了，再把他的空调调到25度", every(room_lights("f3_kevin", "off"), "@off"), one("kv_ac", "@temp"),
      t="emily light ac room inherit")
    C(M, "電気消して、カーテン閉めて、寝室", every(room_lights("f2_mbr", "off"), "@off"), one(["mb_curtain", "mb_blackout"], "@close"),
      t="mom light curtain room japanese inherit")
    C(M, "关掉电视，打开落地灯", ask(sel("tv", sweep=False), "@off"), one("lv_floor", "@on"), t="ayi tv light clarify-dup")
    C(M, "鐵捲門打開，車庫燈也開", one("gar_door", "@open"), one("gar_light", "@on"), t="dad garage light trad category-by-name")
    C(M, "洗衣機開始洗，洗完乾燥機也開", one("ld_washer", "@start"), one("ld_dryer", "@on"), t="dad washer dryer trad")
    C(M, "大門鎖上然後所有的燈都關掉", one("en_lock", "@lock"), every(sel("light", intent="off"), "@off"), t="dad lock light bulk home trad")
    C(M, "寝室のエアコン つけて、それから 加湿器も", one("mb_ac", "@on"), one("mb_humid", "@on"), t="mom ac plug japanese inherit")
    C(M, "把 DJ 打开 然后 Game Room 的灯调成紫色", one("gm_dj", "@on"), one(room_lights("f3_game", "color"), "@color"),
      t="kevin speaker light color room")
    C(M, "熱水器打開，毛巾架也開", one("ut_wh", "@on"), one("bt_towel", "@on"), t="dad waterheater plug trad")
    C(M, "投影幕放下來，影音室的燈關掉，擴大機打開", one("th_screen", "windowShade.open windowShade.close"),
      every(room_lights("b1_theater", "off"), "@off"), one("th_amp", "@on"), t="dad screen light receiver room trad three-commands")
    C(M, "Emily AC 关掉，Humidifier 开", one("em_ac", "@off"), one("em_humid", "@on"), t="emily ac plug english inherit")
    C(M, "客廳燈關掉，書房燈打開", every(room_lights("f1_living", "off"), "@off"), one(room_lights("f2_study"), "@on"), t="dad light room trad")
    C(M, "除濕機跟冷氣都打開，書房的", one("sd_dehum", "@on"), one("sd_ac", "@on"), t="dad plug ac room inherit trad")
    C(M, "二樓燈全關，一樓只留客廳的", every(sel("light", floor="2F", intent="off"), "@off"),
      every(sel("light", floor="1F", intent="off", ex_rooms="f1_living"), "@off"), t="dad light bulk floor exclude trad")
    C(M, "掃地機開始掃，掃完回去充電", one("nr_vac", "@start"), one("nr_vac", "@dock"), t="dad vacuum trad")
    C(M, "把 PS5 跟 Switch 都关掉", every(["kv_ps5", "gm_switch"], "@off"), t="kevin plug english label-trap bulk")
    C(M, "Kevin's Lamp 跟 LED Strip 都开", every(["kv_lamp", "kv_strip"], "@on"), t="kevin light english bulk")
    C(M, "先關冷氣再開電扇，保母房", one("nn_ac", "@off"), one("nn_fan", "@on"), t="dad ac fan room inherit trad")
    C(M, "油烟机开大，灯也开", one("kt_hood", "@fanspeed"), one(room_lights("f1_kitchen"), "@on"), t="ayi hood light inherit")
    C(M, "ガス 閉めて、換気扇 消して", one("kt_gas", "@gasclose"), one("kt_hood", "@off"), t="mom gas hood japanese unspecced safety")
    C(M, "客廳窗簾打開，冷氣關掉", one("lv_curtain", "@open"), one("lv_ac", "@off"), t="dad curtain ac inherit trad")
    C(M, "和室照明 つけて、エアコン 暖房", one("ws_main", "@on"), one("ws_ac", "@heatmode"), t="mom light ac japanese inherit")
    C(M, "turn off the Samsung TV and the DJ", one("gm_tv", "@off"), one("gm_dj", "@off"), t="kevin tv speaker english")
    C(M, "把小黄人灯开开，独角兽灯关掉", one("em_minion", "@on"), one("em_unicorn", "@off"), t="emily light nickname translation")
    C(M, "阿姨房的灯关了，电热探打开", every(room_lights("f1_nanny", "off"), "@off"), one("nn_blanket", "@on"), t="ayi light plug asr room")
    C(M, "露台燈開，吊扇也開", one("tr_light", "@on"), one("tr_fan", "@on"), t="dad light fan room inherit trad")
    C(M, "客廳電視關掉，Soundbar 也關", one("lv_tv", "@off"), one("lv_sb", "@off"), t="dad tv speaker trad")
    C(M, "主臥冷氣開27度，燈全部關掉", one("mb_ac", "@on @temp"), every(room_lights("f2_mbr", "off"), "@off"), t="dad ac light room inherit trad")
    C(M, "总水阀关掉，热水气也关掉", one("ut_valve", "@close"), one("ut_wh", "@off"), t="ayi valve waterheater")


def cases_count():
    N = "count"
    C(N, "客廳開兩盞燈就好", one(room_lights("f1_living"), "@on"), t="dad light room trad")
    C(N, "影音室開一盞燈", one(room_lights("b1_theater"), "@on"), t="dad light room trad")
    C(N, "隨便開一個燈", ask([]), t="dad light clarify-room trad")
    C(N, "Game Room 开一个灯就行", one(room_lights("f3_game"), "@on"), t="kevin light room")
    C(N, "主卧开两个筒灯", one(["mb_d1", "mb_d2", "mb_d3", "mb_d4"], "@on"), t="ayi light room series")
    C(N, "隨便開一台除濕機", one(["sr_dehum", "nh_dehum", "sd_dehum"], "@on"), t="dad plug trad ambiguous-soft")
    C(N, "客廳筒燈開三個", one(["lv_d1", "lv_d2", "lv_d3", "lv_d4", "lv_d5", "lv_d6"], "@on"), t="dad light series room trad")
    C(N, "打開其中一個床頭燈", one(["mb_left", "mb_right"], "@on"), t="dad light room trad")
    C(N, "射灯开两个 餐厅的", one(["dn_s1", "dn_s2", "dn_s3"], "@on"), t="ayi light series room word-order")
    C(N, "樓梯燈開一盞就好", one(["st_1f", "st_2f", "st_3f"], "@on"), t="dad light series trad")
    C(N, "把三个加湿器都打开", ask(sel("plug/humid", sweep=False) + sel("plug/dehum", sweep=False), "@on"),
      t="ayi plug clarify-vague count-mismatch")
    C(N, "兩台冷氣開起來，客廳跟書房", every(["lv_ac", "sd_ac"], "@on"), t="dad ac bulk trad")
    C(N, "一樓的冷氣開一台就好", ask(sel("ac", floor="1F", sweep=False), "@on"), t="dad ac floor clarify-room trad")
    C(N, "花园射灯开一个", one(["gd_spotA", "gd_spotB"], "@on"), t="ayi light series room")
    C(N, "LOFT 的筒灯开一个就好", one(["gm_d1", "gm_d2", "gm_d3"], "@on"), t="kevin light series")
    C(N, "open one of the curtains in the living room", one(["lv_curtain", "lv_sheer"], "@open"), t="kevin curtain english room")
    C(N, "四個筒燈都開，主臥的", every(["mb_d1", "mb_d2", "mb_d3", "mb_d4"], "@on"), t="dad light series room bulk trad")
    C(N, "餐廳三個射燈全部調到六十", every(["dn_s1", "dn_s2", "dn_s3"], "@level"), t="dad light series room bulk value trad")


def cases_clarify():
    Q = "clarify"
    ALL_AC = sel("ac", sweep=False)
    TVS = sel("tv", sweep=False)
    C(Q, "筒燈3開一下", ask(["lv_d3", "th_d3", "mb_d3", "gm_d3"], "@on"), t="dad clarify-dup series trad")
    C(Q, "檯燈開一下", ask(["sd_desk", "nn_lamp"], "@on"), t="dad clarify-dup trad")
    C(Q, "夜燈 つけて", ask(["ws_night", "hl_night"], "@on"), t="mom clarify-dup japanese")
    C(Q, "冷氣開一下", ask(ALL_AC, "@on"), t="dad clarify-dup ac trad label-trap")
    C(Q, "冷氣開咧", ask(ALL_AC, "@on"), t="amah clarify-dup ac dialect label-trap")
    C(Q, "エアコンつけて", ask(ALL_AC, "@on"), t="mom clarify-room ac japanese")
    C(Q, "打开空调", ask(ALL_AC, "@on"), t="ayi clarify-room ac")
    C(Q, "電扇開一下", ask(sel("fan", sweep=False), "@on"), t="dad clarify-dup fan trad label-trap")
    C(Q, "電氣つけて", ask([]), t="mom clarify-room light japanese")
    C(Q, "電視關掉", ask(TVS, "@off"), t="dad clarify-room tv trad")
    C(Q, "电视关掉", ask(TVS, "@off"), t="ayi clarify-room tv")
    C(Q, "テレビ つけて", ask(TVS, "@on"), t="mom clarify-dup tv japanese label-trap")
    C(Q, "開門", ask(["en_lock", "gd_lock", "gar_door"]), t="dad clarify-room lock trad safety")
    C(Q, "把門打開", ask(["en_lock", "gd_lock", "gar_door"]), t="ayi clarify-room lock safety")
    C(Q, "把門都打開", ask(["en_lock", "gd_lock", "gar_door"]), t="dad clarify-vague lock bulk trad safety")
    C(Q, "把窗簾拉開", ask(sel("curtain", sweep=False), "@open"), t="dad clarify-room curtain trad")
    C(Q, "吸顶灯开一下", ask(["nn_ceiling", "kv_ceiling", "em_ceiling"], "@on"), t="ayi clarify-dup light")
    C(Q, "放音乐", ask(sel(["speaker", "receiver"], sweep=False), "@play"), t="ayi clarify-room speaker")
    C(Q, "放一首周杰倫的歌", ask(sel(["speaker", "receiver"], sweep=False), "@play"), t="dad clarify-room speaker trad")
    C(Q, "play some music", ask(sel(["speaker", "receiver"], sweep=False), "@play"), t="kevin clarify-room speaker english")
    C(Q, "射燈開一下", ask(["dn_s1", "dn_s2", "dn_s3", "gd_spotA", "gd_spotB"], "@on"), t="dad clarify-dup series trad")
    C(Q, "灯带开一下", ask(["th_strip", "lv_strip", "kv_strip"], "@on"), t="ayi clarify-dup light")
    C(Q, "一楼的空调开一下", ask(sel("ac", floor="1F", sweep=False), "@on"), t="ayi clarify-room ac floor")
    C(Q, "開樓上的冷氣", ask([]), t="dad clarify-vague ac floor trad")
    C(Q, "樓下的燈關掉", ask([]), t="dad clarify-vague light floor trad")
    C(Q, "楼上的灯都关了", ask([]), t="ayi clarify-vague light floor bulk")
    C(Q, "二樓冷氣開一台", ask(sel("ac", floor="2F", sweep=False), "@on"), t="dad clarify-room ac floor count trad")
    C(Q, "打開廚房的冷氣", ask([]), t="dad clarify-missing ac room trad")
    C(Q, "書房的電視開一下", ask([]), t="dad clarify-missing tv room trad")
    C(Q, "Game Room 的窗帘拉上", ask([]), t="kevin clarify-missing curtain room")
    C(Q, "洗面所の エアコン つけて", ask([]), t="mom clarify-missing ac room japanese")
    C(Q, "開一下客廳的除濕機", ask([]), t="dad clarify-missing plug room trad")
    C(Q, "後院的噴水池打開", ask([]), t="dad clarify-missing room trad")
    C(Q, "烤箱預熱兩百度", ask([]), t="dad clarify-missing trad")
    C(Q, "打开和室的电视", ask([]), t="ayi clarify-missing tv room")
    C(Q, "Emily 房间的风扇开一下", ask([]), t="emily clarify-missing fan room")
    C(Q, "客廳電燈調成紅色", ask(["lv_main"]), t="dad clarify-unsupported light color trad")
    C(Q, "大同電扇調成自然風", ask(["lv_fan"]), t="dad clarify-unsupported fan nickname trad")
    C(Q, "冰箱關掉", ask(["kt_fridge"]), t="dad clarify-unsupported fridge trad safety")
    C(Q, "冷蔵庫 消して", ask(["kt_fridge"]), t="mom clarify-unsupported fridge japanese safety")
    C(Q, "瓦斯打開，要煮飯", ask(["kt_gas"]), t="dad clarify-unsupported gas trad safety unspecced")
    C(Q, "燃气开一下", ask(["kt_gas"]), t="ayi clarify-unsupported gas safety unspecced")
    C(Q, "樓梯燈-2F調暗一點", ask(["st_2f"]), t="dad clarify-unsupported light series trad")
    C(Q, "1F-LR-筒灯5 调到50%", ask(["lv_d5"]), t="kevin clarify-unsupported light series code")
    C(Q, "冰箱溫度調到三度", ask(["kt_fridge"]), t="dad clarify-unsupported fridge trad")
    C(Q, "捕蚊燈調亮一點", ask(["gd_mosq"]), t="dad clarify-unsupported plug trad unspecced")
    C(Q, "Minion 变成红色", ask(["em_minion"]), t="emily clarify-unsupported light color nickname")
    C(Q, "鐵捲門開一半就好", ask(["gar_door"]), t="dad clarify-unsupported garage trad")
    C(Q, "天窗開一半", ask(["st_sky"]), t="dad clarify-unsupported skylight trad")
    C(Q, "大門密碼改成1234", ask(["en_lock"]), t="dad clarify-unsupported lock trad safety")
    C(Q, "洗面所の電気 明るく して", ask(["bt_mirror"]), t="mom clarify-unsupported light japanese")
    C(Q, "保母房冷氣開自然風", ask(["nn_ac"]), t="dad clarify-unsupported ac trad")
    C(Q, "1F-公卫-排风 风大一点", ask(["wc_fan"]), t="ayi clarify-unsupported exhaust code")
    C("media", "JBL音響關機", one("sd_speaker", "@off"), t="dad speaker trad no-switch")
    C(Q, "弄一下", ask([]), t="ayi clarify-vague")
    C(Q, "那個開一下", ask([]), t="dad clarify-vague reference trad")
    C(Q, "把它關掉", ask([]), t="dad clarify-vague reference trad")
    C(Q, "調一下", ask([]), t="dad clarify-vague trad")
    C(Q, "開", ask([]), t="amah clarify-vague")
    C(Q, "帮我开一下我房间的灯", ask([]), t="ayi clarify-vague light")
    C(Q, "把我房间的灯关了", ask([]), t="kevin clarify-vague light")
    C(Q, "turn on my light", ask([]), t="emily clarify-vague light english")
    C(Q, "太那个了，你调一下", ask([]), t="ayi clarify-vague dialect")
    C(Q, "全部關掉", ask([]), t="dad clarify-vague bulk home untyped trad safety")
    C(Q, "家里的东西全部关掉", ask([]), t="ayi clarify-vague bulk home untyped safety")
    C(Q, "全部 消して", ask([]), t="mom clarify-vague bulk home untyped japanese safety")
    C(Q, "turn everything off", ask([]), t="kevin clarify-vague bulk home untyped english safety")
    C(Q, "把燈調暗一點", ask([]), t="dad clarify-room light relative trad")
    C(Q, "空調溫度調到25", ask(ALL_AC, "@temp"), t="dad clarify-room ac value trad")
    C(Q, "Kevin 房间的吸顶灯调成蓝色", ask(["kv_ceiling"]), t="emily clarify-unsupported light color")
    C(Q, "阿姨房的电扇摇头", ask(["nn_fan"]), t="ayi clarify-unsupported fan room alias")


def cases_none():
    Z = "none"
    for q, t in [
        ("今天好累喔", "dad chat trad"),
        ("明天昆山會下雨嗎", "dad weather trad"),
        ("今天外面幾度啊", "dad weather trad"),
        ("冷氣一度電多少錢", "dad question ac trad"),
        ("這台冷氣是日立的喔，很耐用", "dad remark ac trad"),
        ("算了", "dad cancel trad"),
        ("不用了，謝謝", "dad cancel trad"),
        ("啊啊啊啊啊", "kevin gibberish"),
        ("asdfghjkl", "kevin gibberish english"),
        ("嗯……那個……", "ayi gibberish"),
        ("昨天那集《我的燈泡男友》好好笑", "dad tv-show remark trad"),
        ("《冷氣機》那部電影在哪裡可以看", "dad tv-show question trad"),
        ("Minecraft 里面的 redstone lamp 怎么做", "kevin question english light"),
        ("Frozen 好好看哦", "emily remark english"),
        ("妈妈，unicorn 是什么颜色的", "emily question english nickname"),
        ("今日 晩ご飯 何に しよう", "mom chat japanese"),
        ("电视剧 好看 ね", "mom remark japanese tv"),
        ("今天菜市场的菜好贵哦", "ayi chat"),
        ("乖乖，这个冰柜好大哦", "ayi remark dialect"),
        ("阿姨去买菜了哈", "ayi chat"),
        ("阿孫仔，緊來食飯喔", "amah chat dialect"),
        ("這个冷氣足好用", "amah remark ac dialect"),
        ("恁遮的電火足媠", "amah remark light dialect"),
        ("不要開燈", "dad negation light trad"),
        ("先不要關冷氣", "dad negation ac trad"),
        ("電視不用關，我還在看", "dad negation tv trad"),
        ("灯别关，我还要用", "ayi negation light"),
        ("除濕機跟冷氣除濕哪個比較省電", "dad question trad"),
        ("掃地機器人哪個牌子比較好", "dad question vacuum trad"),
        ("SmartThings 怎麼加新的設備", "dad question trad"),
        ("我不要", "emily cancel"),
        ("Kevin 你作業寫完了沒", "dad chat trad"),
        ("空氣清淨機的濾網該換了", "dad remark purifier trad"),
        ("這個月電費怎麼那麼貴", "dad remark trad"),
        ("冰箱裡面還有沒有牛奶", "dad question fridge trad"),
        ("大同電扇是我阿公留下來的", "dad remark fan nickname trad"),
        ("剛剛是誰把燈打開的", "dad question light trad"),
        ("Mochi 好可爱哦", "emily remark nickname"),
        ("Light 1 是什么意思", "kevin question default-name"),
        ("我今天在学校学了 air conditioner 这个单词", "emily remark english"),
        ("你會講台語嗎", "amah question dialect"),
        ("幫我訂明天去台北的機票", "dad request-other trad"),
        ("提醒我明天早上繳電費", "dad request-other trad"),
        ("明日 雨 降る？", "mom weather japanese"),
        ("ママ、おなかすいた", "emily chat japanese"),
        ("哥哥又在打游戏了", "emily remark"),
        ("bro that's so cringe", "kevin chat english"),
        ("ok google", "kevin wake-word english"),
        ("嘿 Siri", "emily wake-word"),
        ("喂？喂？", "amah noise dialect"),
        ("洗衣粉快没了，记得买", "ayi remark washer"),
        ("這盞燈是在IKEA買的", "dad remark light trad"),
        ("冷氣機的遙控器在哪裡", "dad question ac trad"),
        ("夜燈好可愛喔", "amah remark light"),
        ("我等一下再開冷氣", "dad future ac trad"),
        ("晚一點再說", "dad cancel trad"),
        ("好，就這樣", "dad cancel trad"),
        ("じゃあ いいです", "mom cancel japanese"),
        ("never mind", "kevin cancel english"),
        ("呃 没事没事", "ayi cancel"),
        ("窗帘的颜色好丑", "kevin remark curtain"),
        ("Switch 的新游戏什么时候出", "kevin question label-trap"),
        ("Emily 的 Unicorn 画得好漂亮", "mom remark nickname"),
        ("保母房的冷氣是去年裝的", "dad remark ac room trad"),
        ("我想睡了", "emily chat"),
    ]:
        C(Z, q, NONE, t=t)


def cases_long():
    G = "long"
    C(G, "欸我跟你講喔，今天公司那個案子齁搞了一整天，回到家熱得要死，你先幫我把客廳冷氣開一下好不好，然後我等一下再看要不要洗澡",
      one("lv_ac", "@on @cool"), t="dad ac need trad noisy")
    C(G, "今日は 本当に 疲れた… 子供たち まだ 帰らない… あ、寝室の カーテン 閉めて ください、もう 暗い から",
      one(["mb_curtain", "mb_blackout"], "@close"), t="mom curtain japanese room")
    C(G, "哎呀乖乖，今天买菜回来累死了，那个什么，储藏室的那个除湿鸡你帮我开一下子，里面潮得不得了，衣服都长毛了",
      one("sr_dehum", "@on"), t="ayi plug asr dialect room")
    C(G, "阿孫仔講伊今仔日無欲轉來食暗頓，我一个人佇遮，電視嘛無啥好看，共客廳的電火關關咧，我欲來去睏矣",
      every(room_lights("f1_living", "off"), "@off"), t="amah light dialect room room-lights-off")
    C(G, "bro 我跟你说今天那个 ranked 打得超烂，队友全是 noob，算了不说了，帮我把 LED Strip 调成红色，我要开始 grind 了",
      one("kv_strip", "@color"), t="kevin light color english")
    C(G, "今天学校有 art class 我画了一只 unicorn 超可爱的，老师说很棒，然后然后，帮我把独角兽灯打开好不好",
      one("em_unicorn", "@on"), t="emily light nickname translation")
    C(G, "阿嬤明天要來住一個禮拜，她怕冷，你先把和室床暖打開，溫度弄高一點", one("ws_floor", "@on"),
      one("ws_floor", "@heattemp"), t="dad heating multi trad")
    C(G, "あのね、今日ね、ママ友と ランチして、すごく 楽しかった、それで、洗濯機 まだ 回して ないから、スタート お願い",
      one("ld_washer", "@start"), t="mom washer japanese")
    C(G, "先生说晚上有客人来吃饭，我要早点烧，那个饮水机你先给它开开，还有小厨宝也开开", one("dn_water", "@on"),
      one("kt_boiler", "@on"), t="ayi plug multi dialect")
    C(G, "今天新聞說明天颱風要來喔，露台的東西要收一收，你先幫我把遮陽棚收起來", one("tr_awning", "windowShade.open windowShade.close"),
      t="dad awning trad")
    C(G, "嗯嗯那個…就是…呃…書房…書房的燈…開一下", one(room_lights("f2_study"), "@on"), t="dad light room noisy trad")
    C(G, "帮我 帮我把 把客厅的 客厅的灯关了", every(room_lights("f1_living", "off"), "@off"), t="ayi light room noisy room-lights-off")
    C(G, "喂喂喂 听得到吗 把厨房的灯打开", one(room_lights("f1_kitchen"), "@on"), t="ayi light room noisy")
    C(G, "[背景电视声] 客厅窗帘 窗帘拉上 [咳嗽]", one(["lv_curtain", "lv_sheer"], "@close"), t="ayi curtain room noisy")
    C(G, "老婆說她明天一早要洗頭，熱水器你先幫我把溫度調高一點，大概六十度好了", one("ut_wh", "@heattemp"), t="dad waterheater value trad")
    C(G, "哥哥一直在吵，我要睡觉了，你可以把我房间的窗帘拉上吗，就是 Emily 的房间", one("em_curtain", "@close"), t="emily curtain room")
    C(G, "我跟你说哦，阿姨今天拖了地，地上还湿的，扫地机今天就不要扫了，你让它回去充电", one("nr_vac", "@dock"), t="ayi vacuum dialect")
    C(G, "今天阿嬤第一次來昆山，她說這裡比台南冷，冷氣開暖氣，和室那台，開到二十六度",
      one("ws_ac", "@heatmode @heattemp @on"), t="dad ac trad")
    C(G, "ちょっと 聞いて、Kevin の 部屋、エアコン つけっぱなし、もったいない、消して ください", one("kv_ac", "@off"), t="mom ac japanese room")
    C(G, "OK so like 我现在要跟同学 call，Game Room 好吵，DJ 可以先 pause 一下吗 thanks", one("gm_dj", "@pause"), t="kevin speaker english")
    C(G, "阮孫講這个電視足歹看，共伊關掉啦，客廳彼台", one("lv_tv", "@off"), t="amah tv dialect room")
    C(G, "先生回来了，车库那个卷帘门给他开一下，他在门口按喇叭了", one("gar_door", "@open"), t="ayi garage dialect")
    C(G, "欸，那個，睡前幫我檢查一下，大門鎖起來，後門也鎖起來", one("en_lock", "@lock"), one("gd_lock", "@lock"), t="dad lock multi trad")
    C(G, "天啊今天衣服好多，洗一机开开，先洗深色的，用强力模式", one("ld_washer", "@on"), one("ld_washer", "@mode"),
      t="ayi washer asr multi")
    C(G, "Emily 說她房間的燈太亮睡不著，那個小黃人的燈調暗一點就好", one("em_minion", "@dim"), t="dad light nickname translation trad")
    C(G, "爸爸說如果我考一百分就可以玩，所以現在，PS5 的插座可以打開了嗎", one("kv_ps5", "@on"), t="kevin plug")
    C(G, "今天梅雨季又開始了，濕答答的，書房的除濕機跟日式房的除濕機都開起來", every(["sd_dehum", "nh_dehum"], "@on"),
      t="dad plug bulk trad")
    C(G, "mom said dinner's ready so can you like turn off the Samsung TV and the LED Strip", one("gm_tv", "@off"),
      one("kv_strip", "@off"), t="kevin tv light english multi")
    C(G, "嗯…えっと…リビング の…電気…ちょっと 暗く", one(room_lights("f1_living", "dim"), "@dim"), t="mom light japanese noisy relative")
    C(G, "阿姨在院子里晒被子，那个交花的水阀千万别开哈，等下我要收被子，先把它关了", one("gd_valve", "@close"),
      t="ayi valve asr-label dialect")


def cases_extra():
    E = None  # first tag = the first topic word of t
    LVC = ["lv_curtain", "lv_sheer"]
    # --- pinyin typed without an IME ---
    C("pinyin", "keting dian deng kai", one("lv_main", "@on"), t="kevin light pinyin")
    C("pinyin", "guan diao zheyangpeng", one("tr_awning", "@close"), t="kevin awning pinyin pinyin-label")
    C("pinyin", "fengshan guan", one("kv_fan", "@off"), t="kevin fan pinyin pinyin-label")
    C("pinyin", "kai chuanglian Kevin's Curtain", one("kv_curtain", "@open"), t="kevin curtain pinyin english")
    C("pinyin", "Emily AC kai nuanqi", one("em_ac", "@heatmode @heat"), t="emily ac pinyin english")
    C("pinyin", "xiaohuangren deng kai", one("em_minion", "@on"), t="emily light pinyin nickname translation")
    C("pinyin", "guan deng game room", every(room_lights("f3_game", "off"), "@off"), t="kevin light pinyin room room-lights-off")
    # --- English ---
    C("english", "set the living room AC to 24", one("lv_ac", "@temp"), t="kevin ac english room value")
    C("english", "turn on the study desk lamp", one("sd_desk", "@on"), t="kevin light english room translation")
    C("english", "dim the master bedroom lights to 20 percent", one(room_lights("f2_mbr", "level"), "@level"), t="kevin light english room value")
    C("english", "open the garage door", one("gar_door", "@open"), t="kevin garage english translation")
    C("english", "lock the back door", one("gd_lock", "@lock"), t="kevin lock english translation")
    C("english", "is the front door locked", one("en_lock", "*"), t="kevin lock english state translation")
    C("english", "turn on the fish tank", one("lv_fish", "@on"), t="kevin plug english translation safety")
    C("english", "start the washing machine", one("ld_washer", "@start"), t="kevin washer english translation")
    C("english", "feed the cat", one("kt_feeder", "@feed"), t="emily feeder english")
    C("english", "turn off the popcorn machine", one("th_popcorn", "@off"), t="kevin plug english translation")
    C("english", "theater lights off", every(room_lights("b1_theater", "off"), "@off"), t="kevin light english room room-lights-off")
    C("english", "make the LED Strip rainbow", one("kv_strip", "@color"), t="kevin light english color")
    C("english", "turn on the terrace light", one("tr_light", "@on"), t="kevin light english translation")
    C("english", "living room curtains halfway", one(LVC, "@shade"), t="kevin curtain english room value")
    C("english", "turn the heat up in the tatami room", one(["ws_ac", "ws_floor"], "@temp"), t="kevin heating english room alias same-room")
    C("english", "kill the lights in my room", ask([]), t="kevin light english clarify-vague")
    C("english", "is it raining outside", one("gd_rain", "*"), t="emily sensor english state")
    C("english", "my lamp off", ask([]), t="kevin light english clarify-vague")
    # --- mother, Japanese words ---
    C(E, "玄関の電気 つけて", one(room_lights("f1_entry"), "@on"), t="mom light japanese room alias")
    C(E, "階段の電気 つけて", one(["st_1f", "st_2f", "st_3f"], "@on"), t="mom light japanese room alias category-by-name")
    C(E, "二階の 廊下 電気 消して", every(room_lights("f2_hall", "off"), "@off"), t="mom light japanese room floor room-lights-off")
    C(E, "書斎の エアコン 消して", one("sd_ac", "@off"), t="mom ac japanese room alias")
    C(E, "子供部屋の エアコン 全部 消して", every(sel("ac", zone="kids", intent="off"), "@off"), t="mom ac japanese zone bulk")
    C(E, "ダイニングの 吊り下げ ライト 暗く", one("dn_pendant", "@dim"), t="mom light japanese relative translation")
    C(E, "和室 暖房 つけて", onemix(("ws_ac", "@heatmode @on"), ("ws_floor", "@on")), t="mom heating japanese room same-room")
    C(E, "お風呂の 換気扇 回して", ask(["wc_fan", "b3_fan"], "@on"), t="mom exhaust japanese clarify-room")
    C(E, "ガレージ 開けて", one("gar_door", "@open"), t="mom garage japanese")
    C(E, "リビング エアコン 26度 冷房", one("lv_ac", "@coolmode @cooltemp"), t="mom ac japanese room value mode")
    C(E, "テレビ 音 大きく リビング", one("lv_sb", "@volup"), t="mom tv volume japanese tv-volume-soundbar")
    C(E, "寝室 カーテン 少し 開けて", one(["mb_curtain", "mb_blackout"], "@shadestep"), t="mom curtain japanese relative")
    C(E, "食洗機 止めて", one("kt_dish", "operationalState.pause operationalState.stop"), t="mom dishwasher japanese")
    C(E, "リビングの 空気清浄機 消して", one("lv_pur", "@off"), t="mom purifier japanese room dup-script")
    C(E, "ルンバ 戻って", one("nr_vac", "@dock"), t="mom vacuum japanese")
    C(E, "洗面所 暖房 止めて", one("bt_heater", "@off"), t="mom heating japanese room")
    C(E, "エミリーの 部屋 電気 消して", every(room_lights("f3_emily", "off"), "@off"), t="mom light japanese room katakana room-lights-off")
    C(E, "ケビンの エアコン 25度", one("kv_ac", "@temp"), t="mom ac japanese katakana value")
    # --- 阿姨, voice typing ---
    C(E, "把主窝的空跳开开", one("mb_ac", "@on"), t="ayi ac asr room dialect")
    C(E, "书房的登关掉", every(room_lights("f2_study", "off"), "@off"), t="ayi light asr room room-lights-off")
    C(E, "客厅的分散关掉", one("lv_fan", "@off"), t="ayi fan asr room")
    C(E, "车库的卷帘门关上没", one("gar_door", "*"), t="ayi garage state")
    C(E, "热水气关了没有", one("ut_wh", "*"), t="ayi waterheater state asr-label")
    C(E, "扫地鸡回去", one("nr_vac", "@dock"), t="ayi vacuum asr")
    C(E, "洗碗鸡开开", one("kt_dish", "@on"), t="ayi dishwasher asr dialect")
    C(E, "烘干鸡开开", one("ld_dryer", "@on"), t="ayi dryer asr dialect")
    C(E, "厨房的油盐机关掉", one("kt_hood", "@off"), t="ayi hood asr room")
    C(E, "冰贵插座别关哈", NONE, t="ayi none negation asr safety")
    C(E, "把阿姨房的空调温度调到二十八", one("nn_ac", "@temp"), t="ayi ac room alias value numeral-zh")
    C(E, "一楼客厅的纱帘拉上", one("lv_sheer", "@close"), t="ayi curtain room floor")
    C(E, "楼梯的登全部关掉", every(["st_1f", "st_2f", "st_3f"], "@off"), t="ayi light asr bulk category-by-name")
    C(E, "三楼浴室的排分散开开", one("b3_fan", "@on"), t="ayi exhaust asr room floor")
    C(E, "餐厅的射登调亮点", one(["dn_s1", "dn_s2", "dn_s3"], "@dim"), t="ayi light asr room relative")
    C(E, "鱼缸的电开开", one("lv_fish", "@on"), t="ayi plug safety")
    C(E, "毛巾价开一下", one("bt_towel", "@on"), t="ayi plug asr")
    # --- 阿嬤 ---
    C(E, "電視開一下，客廳的", one("lv_tv", "@on"), t="amah tv room")
    C(E, "冷氣傷冷，較懸兩度，客廳", one("lv_ac", "@temp"), t="amah ac dialect room relative")
    C(E, "電風關掉，阮會寒", ask(sel("fan", sweep=False), "@off"), t="amah fan dialect clarify-room")
    C(E, "和室的電火關一葩就好", one(room_lights("f1_washitsu", "off"), "@off"), t="amah light dialect room count same-room")
    C(E, "門鎖起來，暗矣", one(["en_lock", "gd_lock"], "@lock"), t="amah lock dialect ambiguous-soft")
    C(E, "日式房的電暖器開", one("nh_heater", "@on"), t="amah plug room")
    C(E, "阿嬤的床頭燈關掉", one("nh_lamp", "@off"), t="amah light name")
    C(E, "SOS按鈕是欲創啥", NONE, t="amah none question dialect")
    C(E, "眠床頭的電火較暗咧", ask(["mb_left", "mb_right", "nh_lamp"]), t="amah light dialect clarify-dup relative")
    # --- father: floors, bulk, values ---
    C(E, "一樓的燈全部打開，有客人要來", every(sel("light", floor="1F", intent="on"), "@on"), t="dad light floor bulk trad")
    C(E, "1樓冷氣全部關", every(sel("ac", floor="1F", intent="off"), "@off"), t="dad ac floor bulk trad")
    C(E, "一層的窗簾都拉開", every(sel("curtain", floor="1F", intent="open"), "@open"), t="dad curtain floor bulk trad")
    C(E, "三樓冷氣全開", every(sel("ac", floor="3F", intent="on"), "@on"), t="dad ac floor bulk trad")
    C(E, "把二樓的冷氣都調到26度", every(sel("ac", floor="2F", intent="temp"), "@temp"), t="dad ac floor bulk value trad")
    C(E, "全部冷氣調成除濕", every(sel("ac", intent="drymode"), "@drymode"), t="dad ac home bulk mode trad")
    C(E, "所有的燈都調到一半", every(sel("light", intent="level"), "@level"), t="dad light home bulk value capability-subset trad")
    C(E, "家裡所有窗簾開一半", every(sel("curtain", intent="shade"), "@shade"), t="dad curtain home bulk value trad")
    C(E, "所有可以變色的燈都變成紅色", every(sel("light", intent="color"), "@color"), t="dad light home bulk color capability-subset trad")
    C(E, "把主臥的燈全部調成暖光", every(room_lights("f2_mbr", "ct"), "@ct"), t="dad light room bulk ct trad")
    C(E, "二樓走廊夜燈開", one("hl_night", "@on"), t="dad light room floor trad")
    C(E, "客廳除了落地燈都關掉", every(sel("light", rooms="f1_living", intent="off", ex="lv_floor"), "@off"), t="dad light exclude room exclude-name trad")
    C(E, "書房除了檯燈都關", every(sel("light", rooms="f2_study", intent="off", ex="sd_desk"), "@off"), t="dad light exclude room exclude-name trad")
    C(E, "影音室除了燈帶，其他燈都關", every(sel("light", rooms="b1_theater", intent="off", ex="th_strip"), "@off"),
      t="dad light exclude room exclude-name trad")
    C(E, "除了Kevin跟Emily的房間，三樓的燈都關", every(sel("light", floor="3F", intent="off", ex_rooms=ZONES["kids"]), "@off"),
      t="dad light exclude floor trad")
    C(E, "地下室的插座全部關掉", every(sel("plug", floor="B1", intent="off"), "@off"), t="dad plug floor bulk trad safety")
    C(E, "一樓的插座全部關掉", every(sel("plug", floor="1F", intent="off"), "@off"), t="dad plug floor bulk trad safety")
    C(E, "保母房全部關掉", every(untyped_off(rooms="f1_nanny"), "@off"), t="dad bulk room untyped trad")
    C(E, "主臥全部關掉，我們出門了", every(untyped_off(rooms="f2_mbr"), "@off"), t="dad bulk room untyped trad")
    C(E, "和室全部關掉", every(untyped_off(rooms="f1_washitsu"), "@off"), t="dad bulk room untyped same-room trad")
    C(E, "露台全部關掉", every(untyped_off(rooms="f3_terrace"), "@off"), t="dad bulk room untyped trad")
    C(E, "熱水器改成節能模式", one("ut_wh", "@mode"), t="dad waterheater mode trad")
    C(E, "鐵捲門現在是開的還是關的", one("gar_door", "*"), t="dad garage state trad")
    C(E, "書房百葉窗關一半", one("sd_blind", "@shade"), t="dad curtain value trad")
    C(E, "紗簾打開，窗簾不要動", one("lv_sheer", "@open"), t="dad curtain exclude-name trad")
    C(E, "客廳窗簾停", one("lv_curtain", "@shadepause"), t="dad curtain name trad")
    C(E, "把投影幕降到一半", ask(["th_screen"]), t="dad screen clarify-unsupported trad")
    C(E, "擴大機切到光纖", one("th_amp", "@input"), t="dad receiver trad")
    C(E, "擴大機下一首", one("th_amp", "@next"), t="dad receiver trad")
    C(E, "Soundbar 播放", one("lv_sb", "@play"), t="dad speaker english")
    C(E, "客廳電視上一台", one("lv_tv", "@prevch"), t="dad tv channel trad")
    C(E, "客廳電視按返回", one("lv_tv", "@key"), t="dad tv keypad trad")
    C(E, "Soundbar 取消靜音", one("lv_sb", "@unmute"), t="dad speaker english")
    C(E, "寝室スピーカー お気に入りの ラジオ", one("mb_speaker", "@preset"), t="mom speaker japanese")
    # --- kids: values ---
    C(E, "Kevin AC 自动模式", one("kv_ac", "@automode"), t="kevin ac mode english")
    C(E, "Game Room AC 除湿", one("gm_ac", "@drymode"), t="kevin ac mode english")
    C(E, "Game Room AC 温度调低两度", one("gm_ac", "@temp"), t="kevin ac relative english")
    C(E, "LED Strip 亮度 100", one("kv_strip", "@level"), t="kevin light value english")
    C(E, "LED Strip 色温调暖一点", one("kv_strip", "@ct"), t="kevin light ct english")
    C(E, "RGB Light Bar 调暗", one("gm_bar", "@dim"), t="kevin light relative english")
    C(E, "3F-LOFT-筒灯1 off", one("gm_d1", "@off"), t="kevin light series code english")
    C(E, "Light 1 色温 6500", one("gm_light1", "@ct"), t="kevin light ct default-name")
    C(E, "Unicorn Light 亮一点", one("em_unicorn", "@dim"), t="emily light relative english")
    C(E, "独角兽灯调成紫色", one("em_unicorn", "@color"), t="emily light color translation nickname")
    C(E, "Emily AC 调成除湿", one("em_ac", "@drymode"), t="emily ac mode english")
    C(E, "Emily AC 风速 auto", one("em_ac", "@fanspeed"), t="emily ac fan english")
    C(E, "Emily's curtian 打开一半", one("em_curtain", "@shade"), t="emily curtain value english typo-label")
    C(E, "哥哥的灯关掉", every(room_lights("f3_kevin", "off"), "@off"), t="emily light room alias room-lights-off")
    C(E, "Kevin's Curtain 关一半", one("kv_curtain", "@shade"), t="kevin curtain value english")
    C(E, "fengshan 风速 30%", one("kv_fan", "@fanspeed"), t="kevin fan value pinyin-label")
    C(E, "PS5 跟 LED Strip 都关", every(["kv_ps5", "kv_strip"], "@off"), t="kevin plug light bulk english")
    # --- safety in bulk ---
    C("safety", "全部打開", ask([]), t="dad clarify-vague bulk home untyped trad")
    C("safety", "把所有的鎖都打開", ask(["en_lock", "gd_lock"], "@unlock"), t="dad lock clarify-vague bulk trad")
    C("safety", "家裡的門全部打開，要搬家具", ask(["en_lock", "gd_lock", "gar_door"]), t="dad lock garage clarify-vague bulk trad")
    C("safety", "所有东西都打开", ask([]), t="ayi clarify-vague bulk home untyped")
    C("safety", "把全部的灯和插座都关了", every(sel(["light", "plug"], intent="off"), "@off"), t="ayi light plug bulk home")
    C("safety", "除了冰箱跟魚缸，插座全部關掉", every(sel("plug", intent="off"), "@off"), t="dad plug bulk home exclude-name trad")
    C("safety", "所有插座都關，冰櫃的也關", every(sel("plug", intent="off") + ["sr_freezer"], "@off"), t="dad plug bulk home trad")
    C("safety", "出門了，燈跟冷氣全部關掉", every(sel(["light", "ac"], intent="off"), "@off"), t="dad light ac bulk home trad")
    C("safety", "除湿机都关掉，冰柜不要动", every(sel("plug/dehum", intent="off"), "@off"), t="ayi plug bulk")
    C("safety", "儲藏室的東西全部關掉", every(untyped_off(rooms="b1_storage"), "@off"), t="dad bulk room untyped typo-room trad")
    C("safety", "客廳的插座都關掉", every(sel("plug", rooms="f1_living", intent="off"), "@off"), t="dad plug room bulk trad")
    C("safety", "地下室所有的東西都打開", ask([]), t="dad clarify-vague floor bulk untyped trad")
    C("safety", "所有閥門打開", ask(["ut_valve", "gd_valve", "kt_gas"]), t="dad valve clarify-vague bulk trad unspecced")


def cases_more_voices():
    """More of the grandmother's Hokkien and Emily's child speech (their share was thin)."""
    # --- 阿嬤 (Taiwanese Hokkien words, Traditional) ---
    C(None, "電視關掉，客廳彼台", one("lv_tv", "@off"), t="amah tv dialect room")
    C(None, "客廳的電火較暗咧", one(room_lights("f1_living", "dim"), "@dim"), t="amah light dialect room relative")
    C(None, "和室的冷氣開暖的", one("ws_ac", "@heatmode @heat"), t="amah ac dialect room mode")
    C(None, "和室的冷氣較燒一點", one("ws_ac", "@temp"), t="amah ac dialect room relative")
    C(None, "電暖器關起來，傷熱矣", one("nh_heater", "@off"), t="amah heating plug dialect")
    C(None, "客廳的窗仔簾拉開", one(["lv_curtain", "lv_sheer"], "@open"), t="amah curtain dialect room")
    C(None, "遐的電火攏關掉", ask([]), t="amah clarify clarify-vague light dialect")
    C(None, "灶跤的抽風機開", one("kt_hood", "@on"), t="amah hood dialect room translation")
    C(None, "便所的抽風機開一下，一樓的", one("wc_fan", "@on"), t="amah exhaust dialect room floor")
    C(None, "阿嬤欲洗身軀，熱水較燒一點", one("ut_wh", "@heattemp"), t="amah waterheater dialect need")
    C(None, "樓梯的電火關掉", every(["st_1f", "st_2f", "st_3f"], "@off"), t="amah light dialect room-lights-off category-by-name")
    C(None, "外口的電火開", one(sel("light", zone="outdoor", intent="on"), "@on"), t="amah light dialect zone")
    C(None, "大門敢有鎖？", one("en_lock", "*"), t="amah lock state dialect")
    C(None, "客廳的冷氣敢有關？", one("lv_ac", "*"), t="amah ac state dialect room")
    C(None, "共收音機開起來", ask(sel(["speaker", "receiver"], sweep=False), "@play"), t="amah speaker clarify clarify-room dialect")
    C(None, "客廳的電風予伊踅頭", ask(["lv_fan"]), t="amah fan clarify clarify-unsupported dialect")
    C(None, "日頭足炎，和室的窗仔簾放落來", one("ws_blind", "@close"), t="amah curtain dialect room need")
    C(None, "電視轉台，客廳的", one("lv_tv", "@nextch"), t="amah tv channel dialect room")
    C(None, "毋免開冷氣", NONE, t="amah none negation dialect")
    C(None, "阿孫仔，你的電腦閣咧開喔", NONE, t="amah none remark dialect")
    # --- Emily (10): Mandarin + English, nicknames ---
    C(None, "Unicorn Light 变成蓝色 然后 亮一点", one("em_unicorn", "@color"), one("em_unicorn", "@dim"), t="emily light color relative english")
    C(None, "我要睡觉了 Minion 开着", one("em_minion", "@on"), t="emily light nickname")
    C(None, "Emily AC 开到 26 度 heat mode", one("em_ac", "@heattemp"), one("em_ac", "@heatmode"), t="emily ac value mode english")
    C(None, "把我的窗帘关起来 Emily's", one("em_curtain", "@close"), t="emily curtain english room")
    C(None, "哥哥的 LED Strip 太亮了", one("kv_strip", "@dim"), t="emily light need room alias")
    C(None, "Game Room 的电视开一下 我要看卡通", one("gm_tv", "@on"), t="emily tv room")
    C(None, "DJ 放 Taylor Swift", one("gm_dj", "@play"), t="emily speaker nickname english")
    C(None, "DJ 小声一点 哥哥在睡觉", one("gm_dj", "@voldown"), t="emily speaker nickname relative")
    C(None, "Mochi 的喂食器 多给一点", one("kt_feeder", "@portion"), t="emily feeder nickname relative")
    C(None, "妈妈房间的灯关掉", every(room_lights("f2_mbr", "off"), "@off"), t="emily light room alias room-lights-off")
    C(None, "Emily 房间的吸顶灯调成紫色", one("em_ceiling", "@color"), t="emily light color room")
    C(None, "Emily AC off please", one("em_ac", "@off"), t="emily ac english")
    C(None, "Humidifier 关掉 在我房间 Emily 的", one("em_humid", "@off"), t="emily plug english room")
    C(None, "独角兽灯暗一点点", one("em_unicorn", "@dim"), t="emily light nickname translation relative")
    C(None, "Emily's curtain 停", one("em_curtain", "@shadepause"), t="emily curtain english typo-label")
    C(None, "Unicorn Light 换成绿色", one("em_unicorn", "@color"), t="emily light color english")
    C(None, "Emily 房间好冷", one("em_ac", "@heat"), t="emily need ac room")
    C(None, "哥哥房间的空调是不是开着", one("kv_ac", "*"), t="emily state ac room alias")
    C(None, "爸爸书房的灯关了没", one(room_lights("f2_study"), "*"), t="emily state light room alias")
    C(None, "Minion 是我最喜欢的灯", NONE, t="emily none remark nickname")


# ---------------------------------------------------------------------------
# Assemble, validate, write.
# ---------------------------------------------------------------------------
CASE_BLOCKS = [cases_lights, cases_light_values, cases_climate, cases_covers, cases_air, cases_media,
               cases_appliances, cases_security, cases_state, cases_bulk, cases_exclude, cases_needs,
               cases_history, cases_multi, cases_count, cases_clarify, cases_none, cases_long, cases_extra,
               cases_more_voices]
SPEAKER_TAGS = {"kevin": "child", "emily": "child", "amah": "elder"}


def build_cases() -> list[dict]:
    CASES.clear()
    for block in CASE_BLOCKS:
        block()
    out = []
    counters: Counter = Counter()
    for c in CASES:
        tags = list(c["tags"])
        for sp, extra in SPEAKER_TAGS.items():
            if sp in tags and extra not in tags:
                tags.append(extra)
        modes = [e["mode"] for e in c["expect"]]
        if "none" in modes and "none" not in tags:
            tags.append("none")
        if "clarify" in modes and "clarify" not in tags:
            tags.append("clarify")
        if len(c["expect"]) > 1 and "multi" not in tags:
            tags.append("multi")
        if c["history"] and "history" not in tags:
            tags.append("history")
        counters[c["tag0"]] += 1
        rec = OrderedDict()
        rec["id"] = f"{SET}-{c['tag0']}-{counters[c['tag0']]:03d}"
        rec["home"] = "home.json"
        rec["query"] = c["query"]
        if c["history"]:
            rec["history"] = c["history"]
        rec["expect"] = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                         for e in c["expect"]]
        rec["tags"] = tags
        out.append(rec)
    return out


def dumps_home(home) -> str:
    return json.dumps(home, ensure_ascii=False, indent=2) + "\n"


def dumps_lines(rows) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


ABS_PATH = re.compile(r"(^/[A-Za-z0-9._~-]|^[A-Za-z]:\\|/work/|/home/|/tmp/|/usr/|/root/)")


def validate(home: dict, spec: list[dict], cases: list[dict], readme: str | None = None) -> list[str]:
    errs: list[str] = []
    pid_to_key = {profile_id(p): p for p in used_profiles()}
    # -- home --
    items = home.get("items", [])
    rooms = {r["roomId"] for r in home.get("rooms", [])}
    if len(items) < 110:
        errs.append(f"home: {len(items)} devices (< 110)")
    ids = [i["deviceId"] for i in items]
    if len(set(ids)) != len(ids):
        errs.append("home: duplicate deviceId")
    dev_cmds: dict[str, set[str]] = {}
    spec_by_pid = {line["profileId"]: line for line in spec}
    for it in items:
        pid = it["profile"]["id"]
        pkey = pid_to_key.get(pid)
        if pkey is None:
            errs.append(f"home: {it['label']}: profile {pid} is not a known real profile")
            continue
        prof = PROFILES_BY_KEY[pkey]
        main = [c for c in it["components"] if c["id"] == "main"]
        if len(main) != 1:
            errs.append(f"home: {it['label']}: needs exactly one main component")
            continue
        if [c["id"] for c in main[0]["capabilities"]] != prof["capabilities"]:
            errs.append(f"home: {it['label']}: main capabilities differ from {prof['path']}")
        if [c["name"] for c in main[0]["categories"]] != prof["categories"]:
            errs.append(f"home: {it['label']}: categories differ from {prof['path']}")
        others = [c for c in it["components"] if c["id"] != "main"]
        if [(c["id"], [x["id"] for x in c["capabilities"]], [x["name"] for x in c["categories"]]) for c in others] != \
                [(c["id"], c.get("capabilities", []), c.get("categories", [])) for c in prof["components"]]:
            errs.append(f"home: {it['label']}: other components differ from {prof['path']}")
        if "roomId" in it and it["roomId"] not in rooms:
            errs.append(f"home: {it['label']}: roomId not in rooms")
        if pid in spec_by_pid:
            dev_cmds[it["deviceId"]] = {c["id"] for c in spec_by_pid[pid]["capabilities"]}
        else:
            dev_cmds[it["deviceId"]] = real_commands(pkey)
    # -- spec --
    seen = set()
    for n, line in enumerate(spec, 1):
        pid = line["profileId"]
        if pid in seen:
            errs.append(f"spec line {n}: profile twice")
        seen.add(pid)
        pkey = pid_to_key.get(pid)
        if pkey is None:
            errs.append(f"spec line {n}: profile {pid} not used by the home")
            continue
        main_caps = PROFILES_BY_KEY[pkey]["capabilities"]
        cids = [c["id"] for c in line["capabilities"]]
        if len(set(cids)) != len(cids):
            errs.append(f"spec line {n}: duplicate command id")
        for c in line["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                errs.append(f"spec line {n}: bad id {c['id']}")
                continue
            _, cap, cmd = parts
            if cap not in main_caps:
                errs.append(f"spec line {n}: {c['id']}: {cap} is not on main of {pkey}")
                continue
            cdef = CAPS.get(cap)
            cm = [x for x in (cdef or {}).get("commands", []) if x["name"] == cmd]
            if not cm:
                errs.append(f"spec line {n}: {c['id']}: {cmd} is not a command of {cap}")
                continue
            if not c.get("description"):
                errs.append(f"spec line {n}: {c['id']}: no description")
            args = [a for a in cm[0].get("arguments", []) if not a.get("optional")]
            if ("value_list" in c or "value_range" in c) and not args:
                errs.append(f"spec line {n}: {c['id']}: values on a command without arguments")
            if args:
                a = args[0]
                allowed = set(a.get("enum", []))
                for ov in cdef.get("observed_values", []):
                    allowed |= set(ov["values"])
                for v in c.get("value_list", []):
                    if allowed and v["value"] not in allowed:
                        errs.append(f"spec line {n}: {c['id']}: value {v['value']} not in the capability's values")
                rng = c.get("value_range")
                if rng:
                    if a.get("minimum") is not None and rng.get("min", a["minimum"]) < a["minimum"]:
                        errs.append(f"spec line {n}: {c['id']}: min below the capability's minimum")
                    if a.get("maximum") is not None and rng.get("max", a["maximum"]) > a["maximum"]:
                        errs.append(f"spec line {n}: {c['id']}: max above the capability's maximum")
    left_out = {pid_to_key[p] for p in pid_to_key} - {pid_to_key.get(l["profileId"]) for l in spec}
    if not 2 <= len(left_out) <= 3:
        errs.append(f"spec: {len(left_out)} profiles of the home left out (want 2-3)")
    # -- cases --
    if len(cases) < 900:
        errs.append(f"cases: {len(cases)} (< 900)")
    cids = set()
    queries = set()
    id_to_label = {i["deviceId"]: i["label"] for i in items}
    keep_ids = {dev_id(k) for k in KEEP_ON}
    for c in cases:
        cid = c.get("id")
        if cid in cids:
            errs.append(f"case {cid}: duplicate id")
        cids.add(cid)
        if not re.fullmatch(rf"{SET}-{re.escape((c.get('tags') or ['?'])[0])}-\d{{3}}", cid or ""):
            errs.append(f"case {cid}: id must be {SET}-<first tag>-NNN")
        qk = (c["query"], tuple(c.get("history") or []))
        if qk in queries:
            errs.append(f"case {cid}: query (with history) twice: {c['query']}")
        queries.add(qk)
        if c.get("home") != "home.json":
            errs.append(f"case {cid}: home must be home.json")
        if not c.get("expect"):
            errs.append(f"case {cid}: no expect")
        for e in c["expect"]:
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            for d in devs:
                if d not in id_to_label:
                    errs.append(f"case {cid}: unknown device {d}")
            if len(set(devs)) != len(devs):
                errs.append(f"case {cid}: device listed twice")
            if mode == "none":
                if devs or caps:
                    errs.append(f"case {cid}: mode none must have no devices and no capabilities")
                continue
            if mode not in ("one", "all", "clarify"):
                errs.append(f"case {cid}: bad mode {mode}")
                continue
            if mode in ("one", "all") and not devs:
                errs.append(f"case {cid}: {mode} without devices")
            if caps == ["*"]:
                if mode == "all":
                    errs.append(f"case {cid}: '*' in a bulk entry")
                continue
            if not caps:
                errs.append(f"case {cid}: no capabilities")
            for d in devs:
                if d in dev_cmds and not (set(caps) & dev_cmds[d]):
                    errs.append(f"case {cid}: {id_to_label[d]} can do none of {caps}")
            for cap in caps:
                if not any(cap in dev_cmds.get(d, set()) for d in devs):
                    errs.append(f"case {cid}: {cap} belongs to no listed device")
            if mode == "all":
                bad = {"main-lock-unlock", "main-lock-unlatch", "main-valve-open", "main-doorControl-open"}
                if set(caps) & bad and len(devs) > 1:
                    errs.append(f"case {cid}: a bulk entry opens locks/valves/doors")
                if set(devs) & keep_ids and "冰櫃" not in c["query"] and "冰柜" not in c["query"]:
                    errs.append(f"case {cid}: a bulk entry sweeps a do-not-switch-off plug")
    # -- absolute paths --
    for name, text in (("home.json", dumps_home(home)), ("spec.jsonl", dumps_lines(spec)),
                       ("cases.jsonl", dumps_lines(cases)), ("README.md", readme or "")):
        for s in re.findall(r'"([^"]*)"', text) if name != "README.md" else text.split():
            if ABS_PATH.search(s):
                errs.append(f"{name}: absolute path {s[:60]}")
                break
    return errs


def generate():
    home = build_home()
    spec = build_spec()
    cases = build_cases()
    return home, spec, cases


def read_outputs():
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    return home, spec, cases


def readme_text() -> str | None:
    p = HERE / "README.md"
    return p.read_text(encoding="utf-8") if p.is_file() else None


def stats(home, spec, cases) -> str:
    lines = []
    by_room = Counter(d[1] for d in DEVICES)
    lights_by_room = Counter(d[1] for d in DEVICES if kind(d[0]) == "light")
    lines.append("| room key | name as typed | floor in name | floor used | typed by | devices | lights |")
    lines.append("| --- | --- | --- | --- | --- | --- | --- |")
    for k, name, mark, fl, who in ROOMS:
        lines.append(f"| {k} | `{name}` | {mark or '—'} | {fl or '—'} | {who} | {by_room[k]} | {lights_by_room[k]} |")
    lines.append(f"| — | (no room) | — | — | — | {by_room[None]} | {lights_by_room[None]} |")
    lines.append("")
    lines.append("| key | label | room | kind | category | profile (driver/name) | in spec |")
    lines.append("| --- | --- | --- | --- | --- | --- | --- |")
    for key, room, label, pkey, kd in DEVICES:
        cat = PROFILES_BY_KEY[pkey]["categories"][0] if PROFILES_BY_KEY[pkey]["categories"] else "Unknown"
        lines.append(f"| {key} | `{label}` | {ROOM_NAME[room] if room else '(none)'} | {kd} | {cat} | `{pkey}` | "
                     f"{'no' if pkey in UNSPECCED else 'yes'} |")
    lines.append("")
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    lines.append(f"devices {len(home['items'])}, rooms {len(home['rooms'])}, profiles {len(used_profiles())}, "
                 f"spec lines {len(spec)}, spec commands {sum(len(l['capabilities']) for l in spec)}, cases {len(cases)}")
    lines.append("expect entries by mode: " + ", ".join(f"{m} {n}" for m, n in sorted(modes.items())))
    lines.append("")
    tags = Counter(t for c in cases for t in c["tags"])
    lines.append("| tag | cases |")
    lines.append("| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        lines.append(f"| {t} | {n} |")
    first = Counter(c["tags"][0] for c in cases)
    lines.append("")
    lines.append("| first tag (id prefix) | cases |")
    lines.append("| --- | --- |")
    for t, n in sorted(first.items(), key=lambda x: (-x[1], x[0])):
        lines.append(f"| {t} | {n} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--check", action="store_true", help="validate the written files and compare with a fresh build")
    g.add_argument("--stats", action="store_true", help="print room/device tables and tag counts")
    args = ap.parse_args(argv)
    home, spec, cases = generate()
    if args.stats:
        print(stats(home, spec, cases))
        return 0
    if args.check:
        try:
            f_home, f_spec, f_cases = read_outputs()
        except (OSError, json.JSONDecodeError) as exc:
            print(f"check: cannot read outputs: {exc}", file=sys.stderr)
            return 1
        errs = validate(f_home, f_spec, f_cases, readme_text())
        for name, want in (("home.json", dumps_home(home)), ("spec.jsonl", dumps_lines(spec)),
                           ("cases.jsonl", dumps_lines(cases))):
            if (HERE / name).read_text(encoding="utf-8") != want:
                errs.append(f"{name} differs from what build.py writes (run python build.py)")
        for e in errs:
            print("error:", e, file=sys.stderr)
        if errs:
            return 1
        print(f"ok: {len(f_home['items'])} devices, {len(f_spec)} spec lines, {len(f_cases)} cases")
        return 0
    errs = validate(home, spec, cases, readme_text())
    for e in errs:
        print("error:", e, file=sys.stderr)
    if errs:
        print(f"{len(errs)} error(s); nothing written", file=sys.stderr)
        return 1
    (HERE / "home.json").write_text(dumps_home(home), encoding="utf-8")
    (HERE / "spec.jsonl").write_text(dumps_lines(spec), encoding="utf-8")
    (HERE / "cases.jsonl").write_text(dumps_lines(cases), encoding="utf-8")
    print(f"wrote home.json ({len(home['items'])} devices), spec.jsonl ({len(spec)} profiles), cases.jsonl ({len(cases)} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
