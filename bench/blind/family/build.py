"""Build the blind evaluation set `family`: a three-generation family house (see shared/FORMATS.md).

Usage:
    python build.py           write home.json, spec.jsonl, cases.jsonl and README.md beside this script
    python build.py --check   validate the written files and print counts per tag and per mode

The house has three floors above ground, a garage and a yard, 17 rooms named the way this family
named them in the app (floor prefixes "一层"/"二层"/"三层", one "1F", one English room name) and
117 devices. Every device uses a real SmartThingsEdgeDrivers profile read from
shared/data/smartthings/profiles.jsonl: categories and capabilities of every component are copied
from it, and profile.id is the profile name. The spec's commands, arguments, ranges and enums come
from shared/data/smartthings/capabilities.json; the descriptions were written for this set, about
one in four in English. Four profiles of the home are left out of the spec on purpose.

Cases are written below with readable device keys; deviceIds/roomIds in the output are uuid5 of
readable keys, so ids carry no hint. Sets for bulk cases are computed by helpers whose rules are
stated in README.md (and in the docstrings below). Written without reading the engine's code.
"""
from __future__ import annotations

import json
import sys
import uuid
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _data_dir() -> Path:
    try:
        candidate = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
        if (candidate / "profiles.jsonl").exists():
            return candidate
    except IndexError:
        pass
    return Path("/work/shared/data/smartthings")


DATA = _data_dir()
NS = uuid.uuid5(uuid.NAMESPACE_URL, "context-retrieval/bench/blind/family")
LOCATION_ID = str(uuid.uuid5(NS, "location:three-generation-house"))

# ---------------------------------------------------------------------------------------------
# Rooms: name -> (floor or None, core word). Floors come from the name prefix only.
# ---------------------------------------------------------------------------------------------
ROOMS: dict[str, tuple[int | None, str]] = {
    "一层客厅": (1, "客厅"),
    "一层餐厅": (1, "餐厅"),
    "一层厨房": (1, "厨房"),
    "一层老人房": (1, "老人房"),
    "一层卫生间": (1, "卫生间"),
    "1F玄关": (1, "玄关"),
    "二层主卧": (2, "主卧"),
    "二层大宝房间": (2, "大宝房间"),
    "二层二宝房间": (2, "二宝房间"),
    "二层书房": (2, "书房"),
    "二层公卫": (2, "公卫"),
    "二层 Master Bath": (2, "Master Bath"),
    "三层阁楼": (3, "阁楼"),
    "三层健身房": (3, "健身房"),
    "三层晒台": (3, "晒台"),
    "车库": (None, "车库"),
    "院子": (None, "院子"),
}
STALE_ROOM = "楼梯间"  # deleted from the app: its roomId survives on one device, not in `rooms`

# Kind-of-room words (decided; README "Rooms"): each covers several rooms.
BEDROOMS = ("一层老人房", "二层主卧", "二层大宝房间", "二层二宝房间")   # 卧室/卧房 — 老人房 is a bedroom
BATHROOMS = ("一层卫生间", "二层公卫", "二层 Master Bath")              # 厕所/洗手间/浴室
KIDS_ROOMS = ("二层大宝房间", "二层二宝房间")                           # 孩子房间/儿童房/孩子们的房间

LR, DN, KT, ELD, BT1, HALL = "一层客厅", "一层餐厅", "一层厨房", "一层老人房", "一层卫生间", "1F玄关"
MB, KID1, KID2, STUDY, BT2, MBATH = "二层主卧", "二层大宝房间", "二层二宝房间", "二层书房", "二层公卫", "二层 Master Bath"
ATTIC, GYM, TERRACE, GARAGE, YARD = "三层阁楼", "三层健身房", "三层晒台", "车库", "院子"

# key: (label or None, name, room or None, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # 一层客厅
    "l_top": ("顶灯", "Aqara Ceiling Light T1M", LR, "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "l_spot1": ("射灯1", "Zigbee Dimmer Spot", LR, "on-off-level", "zigbee-switch", "ZIGBEE"),
    "l_spot2": ("射灯2", "Zigbee Dimmer Spot", LR, "on-off-level", "zigbee-switch", "ZIGBEE"),
    "l_spot3": ("射灯3", "Zigbee Dimmer Spot", LR, "on-off-level", "zigbee-switch", "ZIGBEE"),
    "l_spot4": ("射灯4", "Zigbee Dimmer Spot", LR, "on-off-level", "zigbee-switch", "ZIGBEE"),
    "l_spot5": ("射灯5", "Zigbee Dimmer Spot", LR, "on-off-level", "zigbee-switch", "ZIGBEE"),
    "l_hue": ("Living Room Hue", "Hue color lamp", LR, "white-and-color-ambiance", "philips-hue", "LAN"),
    "l_strip": ("灯带", "Zigbee RGBW LED Strip", LR, "rgbw-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "l_fish": ("鱼缸灯", "Zigbee Smart Plug", LR, "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    "l_cur_out": ("窗帘（外层）", "Aqara Curtain Driver E1", LR, "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "l_cur_in": ("窗帘（内层）", "Zigbee Curtain Motor", LR, "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "l_ac": ("客厅空条", "Matter Room Air Conditioner", LR, "room-air-conditioner", "matter-thermostat", "MATTER"),
    "l_tv": ("客厅电视", "Matter Video Player", LR, "media-video-player", "matter-media", "MATTER"),
    "l_spk": ("小黄", "Samsung Soundbar Q", LR, "samsung-audio", "samsung-audio", "LAN"),
    "l_heat": ("地暖", "DeepSmart Floor Heater", LR, "Heater.v1", "deepsmart", "LAN"),
    "l_purifier": ("净化器", "Matter Air Purifier", LR, "air-purifier-hepa-wind", "matter-thermostat", "MATTER"),
    "l_fresh": ("新风", "DeepSmart Fresh Air", LR, "Newfan.v1", "deepsmart", "LAN"),
    "l_th": ("客厅温湿度计", "Aqara Temperature and Humidity Sensor", LR, "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    "l_dinplug": ("餐厅插座", "Matter Smart Plug", LR, "plug-power", "matter-switch", "MATTER"),
    # 一层餐厅
    "d_top": ("顶灯", "Matter On/Off Light", DN, "light-binary", "matter-switch", "MATTER"),
    "d_pendant": ("吊灯", "Matter Tunable Pendant", DN, "light-level-colorTemperature", "matter-switch", "MATTER"),
    "d_wall": ("壁灯", "Zigbee On/Off Light", DN, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "d_water": ("饮水机", "Zigbee Plug", DN, "basic-plug", "zigbee-switch", "ZIGBEE"),
    # 一层厨房
    "k_light": ("厨房灯", "Aqara Single Switch Module T1", KT, "aqara-switch-module-no-power", "zigbee-switch", "ZIGBEE"),
    "k_cab": ("橱柜灯", "Matter Dimmable Light", KT, "light-level", "matter-switch", "MATTER"),
    "k_hood": ("油烟机", "Matter Extractor Hood", KT, "extractor-hood-wind", "matter-appliance", "MATTER"),
    "k_dish": ("洗碗机", "Matter Dishwasher", KT, "dishwasher-tl", "matter-appliance", "MATTER"),
    "k_fridge": ("冰箱", "Matter Refrigerator", KT, "refrigerator-freezer", "matter-appliance", "MATTER"),
    "k_micro": ("微波炉", "Matter Microwave Oven", KT, "microwave-oven", "matter-appliance", "MATTER"),
    "k_gas": ("燃气报警器", "Aqara Natural Gas Detector", KT, "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    "k_leak": ("厨房水浸", "Zigbee Water Leak Sensor", KT, "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    "k_valve": ("总水阀", "Matter Water Valve", KT, "water-valve", "matter-switch", "MATTER"),
    "k_rice": ("电饭锅", "Matter Plug", KT, "plug-binary", "matter-switch", "MATTER"),
    # 一层老人房
    "e_top": ("顶灯", "Matter Tunable White Light", ELD, "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "e_bed": ("床头灯", "Zigbee Light", ELD, "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "e_night": ("起夜灯", "Zigbee Night Light with Motion", ELD, "on-off-level-motion-sensor", "zigbee-switch", "ZIGBEE"),
    "e_ac": ("老人房空调", "DeepSmart AC", ELD, "Ac.v1", "deepsmart", "LAN"),
    "e_heat": ("老人房地暖", "Matter Floor Heating Thermostat", ELD, "thermostat-heating-only-nostate-nobattery", "matter-thermostat", "MATTER"),
    "e_curtain": ("窗帘", "Zigbee Curtain Motor", ELD, "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "e_blanket": ("电热毯", "Matter Plug", ELD, "plug-binary", "matter-switch", "MATTER"),
    "e_radio": ("收音机", "Matter Speaker", ELD, "media-speaker", "matter-media", "MATTER"),
    "e_presence": ("老人房人体感应", "Aqara Presence Sensor FP2", ELD, "aqara-fp2-fallDetection", "aqara-presence-sensor", "LAN"),
    "e_button": ("紧急按钮", "Aqara Wireless Mini Switch", ELD, "aqara-single-button-mode", "zigbee-button", "ZIGBEE"),
    # 一层卫生间
    "b1_light": ("卫生间灯", "Zigbee On/Off Light", BT1, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "b1_vent": ("排风扇", "Aqara Wall Switch H1", BT1, "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "b1_leak": ("卫生间水浸", "Matter Leak Sensor", BT1, "leak-battery", "matter-sensor", "MATTER"),
    # 1F玄关
    "h_light": ("玄关灯", "Matter Light with Motion", HALL, "light-level-motion", "matter-switch", "MATTER"),
    "h_lock": ("大门锁", "Matter Smart Lock", HALL, "lock-user-pin", "matter-lock", "MATTER"),
    "h_door": ("入户门磁", "Zigbee Door Sensor", HALL, "contact-battery-tamper-no-fw-update", "zigbee-contact", "ZIGBEE"),
    "h_siren": ("报警器", "Zigbee Siren", HALL, "switch-alarm", "zigbee-siren", "ZIGBEE"),
    "h_motion": ("玄关人体感应", "Aqara Motion Sensor", HALL, "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    # 二层主卧
    "m_main": ("主灯", "Zigbee Tunable White Ceiling", MB, "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "m_wall1": ("壁灯1", "Aqara LED Bulb T1", MB, "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "m_wall2": ("壁灯2", "Aqara LED Bulb T1", MB, "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "m_bed": ("床头灯", "Zigbee RGBW Bulb", MB, "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "m_curtain": ("主卧窗帘", "Aqara Curtain Driver E1", MB, "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "m_blackout": ("遮光帘", "Zigbee Roller Shade", MB, "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "m_ac": ("主卧空调", "Matter Room Air Conditioner", MB, "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "m_aroma": ("香薰机", "Aqara Smart Plug T1", MB, "switch-power-energy-consumption-report-aqara", "zigbee-switch", "ZIGBEE"),
    "m_humid": ("加湿器", "Zigbee Plug", MB, "basic-plug", "zigbee-switch", "ZIGBEE"),
    "m_tv": ("主卧电视", "Matter TV", MB, "media-video-speaker", "matter-media", "MATTER"),
    "m_sonos": ("Sonos", "Sonos One SL", MB, "sonos-player", "sonos", "LAN"),
    "m_window": ("主卧窗磁", "Zigbee Contact Sensor", MB, "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    # 二层 Master Bath
    "mb_mirror": ("镜前灯", "Matter Dimmer with Power", MBATH, "light-level-power", "matter-switch", "MATTER"),
    "mb_heater": ("浴霸", "Aqara Smart Bath Heater", MBATH, "aqara-bath-heater", "aqara-bath-heater", "ZIGBEE"),
    "mb_towel": ("毛巾架", "Matter Smart Plug", MBATH, "plug-power", "matter-switch", "MATTER"),
    # 二层公卫
    "b2_light": ("公卫灯", "Zigbee On/Off Light", BT2, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "b2_mirror": ("镜前灯", "Matter Dimmable Light", BT2, "light-level", "matter-switch", "MATTER"),
    "b2_fan": ("换气扇", "Zigbee Switch", BT2, "basic-switch", "zigbee-switch", "ZIGBEE"),
    # 二层大宝房间
    "k1_main": ("大宝房间灯", "Zigbee RGBW Ceiling Light", KID1, "rgbw-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "k1_bed": ("床头灯", "GE Link Bulb", KID1, "ge-link-bulb", "zigbee-switch", "ZIGBEE"),
    "k1_desk": ("书房台灯", "Matter Desk Lamp", KID1, "light-level-colorTemperature-2200K-6500K", "matter-switch", "MATTER"),
    "k1_ac": ("大宝空调", "Matter Room Air Conditioner", KID1, "room-air-conditioner-heating-cooling", "matter-thermostat", "MATTER"),
    "k1_curtain": ("窗帘", "Zigbee Curtain Motor", KID1, "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "k1_pc": ("电脑插座", "Matter Energy Plug", KID1, "plug-power-energy-powerConsumption", "matter-switch", "MATTER"),
    "k1_fan": ("Xiaomi Fan", "Matter Fan", KID1, "fan-rock", "matter-thermostat", "MATTER"),
    # 二层二宝房间
    "k2_top": ("顶灯", "Zigbee Dimmable Light", KID2, "on-off-level-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "k2_star": ("星空灯", "Zigbee Color Light", KID2, "color-bulb", "zigbee-switch", "ZIGBEE"),
    "k2_night": ("小夜灯", "Matter Dimmable Light", KID2, "light-level", "matter-switch", "MATTER"),
    "k2_ac": ("二宝房空调", "Matter Room Air Conditioner", KID2, "room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "k2_purifier": ("空气净化器", "Matter Air Purifier", KID2, "air-purifier-hepa-rock", "matter-thermostat", "MATTER"),
    "k2_curtain": ("二宝窗帘", "Aqara Roller Shade", KID2, "window-treatment-aqara", "zigbee-window-treatment", "ZIGBEE"),
    # 二层书房
    "s_top": ("顶灯", "Matter Light with Power Meter", STUDY, "light-power", "matter-switch", "MATTER"),
    "s_lamp": ("护眼灯", "Matter Desk Lamp", STUDY, "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "s_blind": ("百叶帘", "Matter Venetian Blind", STUDY, "window-covering-tilt", "matter-window-covering", "MATTER"),
    "s_speaker": ("书房音箱", "JBL Link", STUDY, "jbl", "jbl", "LAN"),
    "s_printer": ("打印机", "Zigbee Plug", STUDY, "basic-plug", "zigbee-switch", "ZIGBEE"),
    "s_ac": ("书房空调", "Matter Room Air Conditioner", STUDY, "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    # 三层阁楼
    "a_light": ("阁楼灯", "Zigbee On/Off Light", ATTIC, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "a_mood": ("氛围灯", "Matter Color Light", ATTIC, "light-color-level", "matter-switch", "MATTER"),
    "a_screen": ("投影幕布", "Vivid Storm Motorized Screen", ATTIC, "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", "ZIGBEE"),
    "a_skylight": ("天窗", "Zigbee Window Opener", ATTIC, "window-shade-only", "zigbee-window-treatment", "ZIGBEE"),
    "a_curtain": ("阁楼窗帘", "Zigbee Curtain Motor", ATTIC, "window-treatment-powerSource", "zigbee-window-treatment", "ZIGBEE"),
    "a_ac": ("阁楼空调", "Matter Room Air Conditioner", ATTIC, "room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat", "MATTER"),
    # 三层健身房
    "g_light": ("健身房灯", "Matter Dimmer with Energy", GYM, "light-level-energy-powerConsumption", "matter-switch", "MATTER"),
    "g_yee": (None, "Yeelight LED Bulb", GYM, "rgbw-bulb", "zigbee-switch", "ZIGBEE"),
    "g_fan": ("落地扇", "Z-Wave Fan Controller", GYM, "fan-3speed", "zwave-fan", "ZWAVE"),
    "g_tread": ("跑步机", "Zigbee Energy Plug", GYM, "switch-power-energy", "zigbee-switch", "ZIGBEE"),
    "g_curtain": ("健身房窗帘", "Matter Window Covering", GYM, "window-covering", "matter-window-covering", "MATTER"),
    "g_speaker": ("健身房音箱", "Bose SoundTouch 10", GYM, "soundtouch-speaker", "bose", "LAN"),
    # 三层晒台
    "t_light": ("晒台灯", "Matter Light with Power Meter", TERRACE, "light-power", "matter-switch", "MATTER"),
    "t_rack": ("晾衣架", "Zigbee Clothes Rack Motor", TERRACE, "window-treatment-profile-no-firmware-update", "zigbee-window-treatment", "ZIGBEE"),
    "t_washer": ("洗衣机", "Matter Laundry Washer", TERRACE, "laundry-washer-tl", "matter-appliance", "MATTER"),
    "t_dryer": ("烘干机", "Matter Laundry Dryer", TERRACE, "laundry-dryer", "matter-appliance", "MATTER"),
    "t_valve": ("浇花阀门", "Zigbee Irrigation Valve", TERRACE, "valve-battery-powerSource", "zigbee-valve", "ZIGBEE"),
    # 车库 (no floor)
    "c_light": ("车库灯", "Zigbee Switch", GARAGE, "basic-switch", "zigbee-switch", "ZIGBEE"),
    "c_door": ("车库门", "Matter Garage Door Opener", GARAGE, "garage-door-battery", "matter-switch", "MATTER"),
    "c_heater": ("热水器", "Matter Water Heater", GARAGE, "water-heater-power-energy-powerConsumption", "matter-thermostat", "MATTER"),
    "c_dehum": ("除湿机", "Zigbee Energy Plug", GARAGE, "switch-power-energy", "zigbee-switch", "ZIGBEE"),
    # 院子 (no floor)
    "y_light": ("庭院灯", "Matter Light with Power Meter", YARD, "light-power", "matter-switch", "MATTER"),
    "y_lawn": ("草坪灯", "Zigbee On/Off Light", YARD, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "y_irrig": ("喷灌", "Matter Irrigation Controller", YARD, "irrigation-system", "matter-switch", "MATTER"),
    "y_gate": ("院门锁", "Matter Gate Lock", YARD, "lock-unlatch", "matter-lock", "MATTER"),
    "y_pump": ("鱼池水泵", "Matter Pump", YARD, "pump-only", "matter-pump", "MATTER"),
    # no room / a deleted room
    "n_robot": ("大白", "Matter Robot Vacuum", None, "rvc-clean-mode-service-area", "matter-rvc", "MATTER"),
    "n_plug": ("移动插座", "Matter Plug", None, "plug-binary", "matter-switch", "MATTER"),
    "n_stair": ("楼梯灯", "Zigbee Dimmer", STALE_ROOM, "on-off-level", "zigbee-switch", "ZIGBEE"),
}

# Wall-switch relays (category Switch) whose label names the light they drive: lights for "灯".
LIGHT_RELAYS = ("k_light", "c_light")
# Profiles of this home deliberately left out of spec.jsonl (devices there: "*" only, <= 3 cases).
NO_SPEC_PROFILES = ("refrigerator-freezer", "aqara-fp2-fallDetection", "pump-only", "aqara-single-button-mode")

# ---------------------------------------------------------------------------------------------
# Profiles and capability definitions (real data)
# ---------------------------------------------------------------------------------------------
PROFILES: dict[tuple[str, str], dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    _p = json.loads(_line)
    PROFILES[(_p["name"], _p["driver"].split("/")[-1])] = _p
CAPDEFS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]


def profile_of(key: str) -> dict:
    _, _, _, prof, driver, _ = DEVICES[key]
    return PROFILES[(prof, driver)]


def profile_name(key: str) -> str:
    return DEVICES[key][3]


def category_of(key: str) -> str:
    cats = profile_of(key)["categories"]
    return cats[0] if cats else "Unknown"


def room_of(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + room))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set, (zh, en); about one in four is used in English.
# ---------------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("开启电源", "switch on"),
    "switch.off": ("切断电源", "switch off"),
    "switchLevel.setLevel": ("把亮度设为指定百分比", "set the brightness to a percentage"),
    "statelessSwitchLevelStep.stepLevel": ("亮度增减一个步长（正数变亮，负数变暗）", "raise or lower brightness by a step"),
    "colorControl.setColor": ("设置灯光颜色（色相和饱和度）", "set the light colour (hue and saturation)"),
    "colorControl.setHue": ("调整色相", "set the hue"),
    "colorControl.setSaturation": ("调整饱和度", "set the saturation"),
    "colorTemperature.setColorTemperature": ("设置色温（K，越低越暖黄）", "set colour temperature in kelvin (lower is warmer)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温冷暖微调一个百分比", "nudge colour temperature warmer or cooler"),
    "windowShade.open": ("把窗帘全部拉开", "open the curtain fully"),
    "windowShade.close": ("把窗帘全部合上", "close the curtain fully"),
    "windowShade.pause": ("窗帘停在当前位置", "stop the curtain where it is"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比（0 合上，100 全开）", "set how far it is open (0 closed, 100 open)"),
    "windowShadePreset.presetPosition": ("走到收藏的位置", "move to the favourite position"),
    "windowShadePreset.setPresetPosition": ("保存收藏位置", "store the favourite position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("调整百叶角度", "set the slat angle"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度增减一点", "open or close a little"),
    "doorControl.open": ("开门", "open the door"),
    "doorControl.close": ("关门", "close the door"),
    "lock.lock": ("锁门", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("解锁并拉开锁舌", "unlatch"),
    "valve.open": ("开阀门放水", "open the valve"),
    "valve.close": ("关阀门", "close the valve"),
    "level.setLevel": ("设置开度百分比", "set the opening level"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "change the AC mode"),
    "airConditionerFanMode.setFanMode": ("设置风量档位", "set the fan level"),
    "thermostatMode.setThermostatMode": ("切换运行模式", "change the operating mode"),
    "thermostatMode.auto": ("自动模式", "auto mode"),
    "thermostatMode.cool": ("制冷模式", "cooling mode"),
    "thermostatMode.heat": ("制热模式", "heating mode"),
    "thermostatMode.off": ("停止运行", "stop running"),
    "thermostatMode.emergencyHeat": ("应急加热", "emergency heating"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("制冷时的目标温度", "target temperature when cooling"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("制热时的目标温度", "target temperature when heating"),
    "fanSpeed.setFanSpeed": ("风扇调到第几档", "set the fan to a speed step"),
    "fanSpeedPercent.setPercent": ("风速百分比", "fan speed in percent"),
    "fanMode.setFanMode": ("风力档位", "fan power level"),
    "fanOscillationMode.setFanOscillationMode": ("摇头/摆风方式", "oscillation (swing) mode"),
    "windMode.setWindMode": ("风的类型（自然风、睡眠风）", "wind type (natural, sleep)"),
    "airPurifierFanMode.setAirPurifierFanMode": ("净化档位", "purifier speed mode"),
    "audioVolume.setVolume": ("音量设为多少", "set the volume"),
    "audioVolume.volumeUp": ("声音大一格", "volume up one step"),
    "audioVolume.volumeDown": ("声音小一格", "volume down one step"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("恢复声音（取消静音）", "unmute"),
    "audioMute.setMute": ("设置是否静音", "set mute on or off"),
    "mediaPlayback.play": ("播放/继续播放", "play or resume"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("倒回", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set the playback status"),
    "mediaTrackControl.nextTrack": ("切到下一首/下一集", "next track"),
    "mediaTrackControl.previousTrack": ("回到上一首/上一集", "previous track"),
    "mediaPresets.playPreset": ("播放收藏的电台", "play a saved preset"),
    "audioNotification.playTrack": ("播放提示音", "play a notification sound"),
    "audioNotification.playTrackAndResume": ("插播提示音后继续", "play a sound, then resume"),
    "audioNotification.playTrackAndRestore": ("插播提示音后还原", "play a sound, then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "send a remote-control key"),
    "alarm.siren": ("拉响警笛", "sound the siren"),
    "alarm.strobe": ("闪灯警示", "flash the strobe"),
    "alarm.both": ("警笛加闪灯", "siren and strobe together"),
    "alarm.off": ("停止报警", "stop the alarm"),
    "operationalState.start": ("启动", "start"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("接着运行", "resume"),
    "operationalState.stop": ("结束运行", "stop"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回基站充电", "go back to the dock"),
    "serviceArea.selectAreas": ("选择清扫区域（房间）", "choose the areas (rooms) to clean"),
    "mode.setMode": ("选择程序/模式", "select a programme or mode"),
    "laundryWasherRinseMode.setRinseMode": ("漂洗次数", "rinse setting"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("脱水转速", "spin speed"),
    "temperatureLevel.setTemperatureLevel": ("水温/温度档", "temperature level"),
    "cookTime.setCookTime": ("设置加热时长（秒）", "set the cooking time in seconds"),
    "refresh.refresh": ("刷新状态", "refresh the state"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset the energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查新固件", "check for new firmware"),
    "firmwareUpdate.updateFirmware": ("升级固件", "install the firmware update"),
}
# Wording per category, as the app shows it per device type.
DESC_BY_CATEGORY = {
    ("Projector", "windowShade.open"): ("展开投影幕布（放下来）", "roll the projection screen down (open it)"),
    ("Projector", "windowShade.close"): ("收起投影幕布（卷上去）", "roll the projection screen up (close it)"),
    ("Projector", "windowShade.pause"): ("幕布停止", "stop the screen"),
    ("Projector", "mode.setMode"): ("幕布模式", "screen mode"),
    ("WindowOpener", "windowShade.open"): ("打开窗户", "open the window"),
    ("WindowOpener", "windowShade.close"): ("关上窗户", "close the window"),
    ("WindowOpener", "windowShade.pause"): ("窗户停止移动", "stop the window"),
    ("AirConditioner", "switch.on"): ("开空调", "turn the AC on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the AC off"),
    ("Washer", "operationalState.start"): ("开始洗衣", "start washing"),
    ("Washer", "mode.setMode"): ("选择洗涤程序", "choose the wash programme"),
    ("Dryer", "operationalState.start"): ("开始烘干", "start drying"),
    ("Dryer", "mode.setMode"): ("选择烘干程序", "choose the drying programme"),
    ("Dishwasher", "operationalState.start"): ("开始洗碗", "start the dishwasher"),
    ("Dishwasher", "mode.setMode"): ("选择洗碗程序", "choose the dishwasher programme"),
    ("Microwave", "operationalState.start"): ("开始加热", "start heating"),
    ("Microwave", "operationalState.stop"): ("停止加热", "stop heating"),
    ("Microwave", "mode.setMode"): ("选择加热方式", "choose the heating mode"),
    ("RobotCleaner", "mode.setMode"): ("清洁方式（扫/拖）", "cleaning mode (vacuum/mop)"),
    ("KitchenHood", "fanMode.setFanMode"): ("吸力档位", "suction level"),
    ("WaterHeater", "mode.setMode"): ("热水器工作模式", "water heater mode"),
    ("WaterHeater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置出水温度", "set the hot water temperature"),
    ("Siren", "switch.on"): ("打开报警器", "turn the siren on"),
    ("Siren", "switch.off"): ("关闭报警器", "turn the siren off"),
    ("Vent", "switch.on"): ("打开新风", "turn the fresh-air system on"),
    ("Vent", "switch.off"): ("关闭新风", "turn the fresh-air system off"),
    ("Vent", "airConditionerFanMode.setFanMode"): ("新风风量", "fresh-air volume"),
    ("Irrigation", "valve.open"): ("打开喷灌", "start watering"),
    ("Irrigation", "valve.close"): ("关闭喷灌", "stop watering"),
    ("Irrigation", "operationalState.start"): ("开始喷灌程序", "start the watering programme"),
    ("GarageDoor", "doorControl.open"): ("打开车库门", "open the garage door"),
    ("GarageDoor", "doorControl.close"): ("关闭车库门", "close the garage door"),
}
# Wording per profile where the profile uses a capability in its own way.
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置空调温度", "set the AC temperature"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置地暖温度", "set the floor heating temperature"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置地暖温度", "set the floor heating temperature"),
    ("aqara-bath-heater", "switch.on"): ("打开浴霸照明灯", "turn the bath heater's lamp on"),
    ("aqara-bath-heater", "switch.off"): ("关闭浴霸照明灯", "turn the bath heater's lamp off"),
    ("aqara-bath-heater", "switchLevel.setLevel"): ("浴霸照明亮度", "bath heater lamp brightness"),
    ("aqara-bath-heater", "colorTemperature.setColorTemperature"): ("浴霸照明色温", "bath heater lamp colour temperature"),
    ("aqara-bath-heater", "thermostatMode.setThermostatMode"): ("浴霸功能（取暖/干燥/凉风/换气）", "bath heater function"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("取暖目标温度", "heating target temperature"),
    ("aqara-bath-heater", "fanOscillationMode.setFanOscillationMode"): ("出风口摆动", "air outlet swing"),
    ("aqara-bath-heater", "fanMode.setFanMode"): ("浴霸风速", "bath heater fan speed"),
    ("window-treatment-profile-no-firmware-update", "windowShade.open"): ("晾衣架升到顶", "raise the clothes rack to the top"),
    ("window-treatment-profile-no-firmware-update", "windowShade.close"): ("晾衣架降下来", "lower the clothes rack"),
    ("window-treatment-profile-no-firmware-update", "windowShade.pause"): ("晾衣架停止升降", "stop the clothes rack"),
    ("window-treatment-profile-no-firmware-update", "windowShadeLevel.setShadeLevel"): ("晾衣架高度（100 最高）", "clothes rack height (100 = top)"),
    ("window-treatment-profile-no-firmware-update", "windowShadePreset.presetPosition"): ("晾衣架到常用高度", "move the rack to its usual height"),
    ("window-treatment-profile-no-firmware-update", "statelessWindowShadeLevelStep.stepShadeLevel"): ("晾衣架升降一点", "raise or lower the rack a little"),
    ("irrigation-system", "level.setLevel"): ("喷灌水量开度", "watering flow level"),
}
# Profiles exported entirely in English (a phone set to English when they were added).
ENGLISH_PROFILES = {"white-and-color-ambiance", "sonos-player", "fan-rock",
                    "room-air-conditioner-heating-cooling", "laundry-dryer"}

VALUES = {  # list key -> [(value, zh, en)]
    "tmode_ac_full": [("off", "关机", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                      ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tmode_ac_dry": [("off", "关机", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                     ("dryair", "除湿", "dehumidify")],
    "tmode_ac_basic": [("off", "关机", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto")],
    "tmode_heat": [("off", "关闭", "off"), ("heat", "加热", "heat")],
    "tmode_bath": [("off", "关闭", "off"), ("heat", "取暖", "heat"), ("dryair", "干燥", "dry"), ("cool", "凉风", "cool breeze"),
                   ("fanonly", "换气", "ventilate")],
    "ac_mode_ds": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"), ("dry", "除湿", "dry"),
                   ("auto", "自动", "auto")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high")],
    "fan_fan": [("off", "停", "off"), ("low", "一档", "low"), ("medium", "二档", "medium"), ("high", "三档", "high"),
                ("auto", "自动", "auto")],
    "hood_fan": [("off", "关", "off"), ("low", "弱", "low"), ("medium", "中", "medium"), ("high", "强", "high"),
                 ("turbo", "爆炒", "turbo")],
    "bath_fan": [("low", "低", "low"), ("medium", "中", "medium"), ("high", "高", "high")],
    "purifier": [("off", "关闭", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低速", "low"),
                 ("medium", "中速", "medium"), ("high", "高速", "high")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "osc": [("off", "不摇头", "off"), ("horizontal", "左右摇头", "side to side"), ("vertical", "上下摆", "up and down"),
            ("swing", "全向摆动", "swing")],
    "osc_bath": [("swing", "摆动", "swing"), ("fixed", "固定", "fixed")],
    "washer_mode": [("Normal", "标准", "normal"), ("Quick", "快洗", "quick"), ("Heavy", "强力", "heavy"),
                    ("Delicate", "轻柔", "delicate"), ("Wool", "羊毛", "wool")],
    "dryer_mode": [("Normal", "标准烘", "normal"), ("Quick", "快烘", "quick"), ("Delicate", "低温轻柔", "delicate")],
    "dish_mode": [("Normal", "标准", "normal"), ("Eco", "节能", "eco"), ("Intense", "强力", "intense"), ("Quick", "快速", "quick")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "边扫边拖", "vacuum and mop")],
    "micro_mode": [("Microwave", "微波", "microwave"), ("Defrost", "解冻", "defrost"), ("Grill", "烧烤", "grill")],
    "heater_mode": [("Off", "关闭", "off"), ("Manual", "手动", "manual"), ("Eco", "节能", "eco")],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "多漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("Off", "不脱水", "no spin"), ("Low", "低速脱水", "low"), ("Medium", "中速脱水", "medium"), ("High", "高速脱水", "high")],
    "temp_level": [("Cold", "冷水", "cold"), ("Warm", "温水", "warm"), ("Hot", "热水", "hot")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放中", "playing"), ("stopped", "停止", "stopped"),
                 ("fast forwarding", "快进", "fast forwarding"), ("rewinding", "倒回", "rewinding")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "OK"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "首页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS = {  # (profile, capability.command) -> VALUES key
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac_full",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_full",
    ("room-air-conditioner-fan-wind-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_full",
    ("room-air-conditioner-humidity-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_dry",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_basic",
    ("Heater.v1", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("thermostat-heating-only-nostate-nobattery", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater-power-energy-powerConsumption", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("aqara-bath-heater", "thermostatMode.setThermostatMode"): "tmode_bath",
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode_ds",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-wind-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-humidity-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("fan-rock", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("extractor-hood-wind", "fanMode.setFanMode"): "hood_fan",
    ("aqara-bath-heater", "fanMode.setFanMode"): "bath_fan",
    ("aqara-bath-heater", "fanOscillationMode.setFanOscillationMode"): "osc_bath",
    ("air-purifier-hepa-wind", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("air-purifier-hepa-rock", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer-tl", "mode.setMode"): "washer_mode",
    ("laundry-dryer", "mode.setMode"): "dryer_mode",
    ("dishwasher-tl", "mode.setMode"): "dish_mode",
    ("rvc-clean-mode-service-area", "mode.setMode"): "rvc_mode",
    ("microwave-oven", "mode.setMode"): "micro_mode",
    ("water-heater-power-energy-powerConsumption", "mode.setMode"): "heater_mode",
    ("laundry-washer-tl", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer-tl", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("laundry-washer-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
    ("dishwasher-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
}
GENERIC_VALUE_LISTS = {
    "windMode.setWindMode": "wind", "fanOscillationMode.setFanOscillationMode": "osc",
    "audioMute.setMute": "mute", "mediaPlayback.setPlaybackStatus": "playback", "keypadInput.sendKey": "keys",
}
RANGES = {  # (profile or None, capability.command) -> (min, max, unit)
    (None, "switchLevel.setLevel"): (0, 100, "%"),
    (None, "level.setLevel"): (0, 100, "%"),
    (None, "statelessSwitchLevelStep.stepLevel"): (-100, 100, "%"),
    (None, "statelessColorTemperatureStep.stepColorTemperatureByPercent"): (-100, 100, "%"),
    (None, "colorControl.setHue"): (0, 100, "%"),
    (None, "colorControl.setSaturation"): (0, 100, "%"),
    (None, "colorTemperature.setColorTemperature"): (2700, 6500, "K"),
    (None, "windowShadeLevel.setShadeLevel"): (0, 100, "%"),
    (None, "windowShadePreset.setPresetPosition"): (0, 100, "%"),
    (None, "windowShadeTiltLevel.setShadeTiltLevel"): (0, 100, "%"),
    (None, "statelessWindowShadeLevelStep.stepShadeLevel"): (-100, 100, "%"),
    (None, "thermostatCoolingSetpoint.setCoolingSetpoint"): (16, 30, "C"),
    (None, "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 30, "C"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint.setHeatingSetpoint"): (30, 75, "C"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 45, "C"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint.setHeatingSetpoint"): (5, 35, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    ("fan-3speed", "fanSpeed.setFanSpeed"): (0, 3, None),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
    (None, "cookTime.setCookTime"): (1, 86400, "s"),
}
# capability.command -> (capability whose config holds the range, config key)
CONFIG_RANGE_KEYS = {
    "switchLevel.setLevel": ("switchLevel", "level.value"),
    "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value"),
    "fanSpeed.setFanSpeed": ("fanSpeed", "fanSpeed.value"),
    "level.setLevel": ("level", "level.value"),
}
ARG_TYPES = {"colorControl.setColor": "object", "mediaPresets.playPreset": "string",
             "audioNotification.playTrack": "string", "audioNotification.playTrackAndResume": "string",
             "audioNotification.playTrackAndRestore": "string", "serviceArea.selectAreas": "array"}


def use_english(profile: str, key: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"family|{profile}|{key}".encode()) % 5 == 0


def enabled_values(profile: dict, cap: str, cfg_key: str) -> list[str] | None:
    for value in profile["capability_config"].get(cap, []):
        if value.get("key") == cfg_key and "enabledValues" in value:
            return list(value["enabledValues"])
    return None


def spec_line(profile: dict) -> dict:
    name = profile["name"]
    category = profile["categories"][0] if profile["categories"] else "Unknown"
    entries = []
    for cap in profile["capabilities"]:
        definition = CAPDEFS.get(cap)
        if not definition or not definition["commands"]:
            continue
        allowed = enabled_values(profile, cap, "{{enumCommands}}")
        for cmd in definition["commands"]:
            if allowed is not None and cmd["name"] not in allowed:
                continue
            key = f"{cap}.{cmd['name']}"
            cmd_id = f"main-{cap}-{cmd['name']}"
            zh, en = DESC_BY_PROFILE.get((name, key)) or DESC_BY_CATEGORY.get((category, key)) or DESC[key]
            entry: dict = {"id": cmd_id, "description": en if use_english(name, key) else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                arg = args[0]
                entry["type"] = ARG_TYPES.get(key, arg.get("type", "string"))
                rng = RANGES.get((name, key)) or RANGES.get((None, key))
                if key in CONFIG_RANGE_KEYS:
                    cfg_cap, cfg_key = CONFIG_RANGE_KEYS[key]
                    for value in profile["capability_config"].get(cfg_cap, []):
                        if value.get("key") == cfg_key and "range" in value:
                            rng = (value["range"][0], value["range"][1], rng[2] if rng else None)
                if rng:
                    entry["value_range"] = {"min": rng[0], "max": rng[1], **({"unit": rng[2]} if rng[2] else {})}
                vl_key = VALUE_LISTS.get((name, key)) or GENERIC_VALUE_LISTS.get(key)
                if vl_key:
                    entry["value_list"] = [
                        {"value": v, "description": ve if use_english(name, key + "|" + v) else vz}
                        for v, vz, ve in VALUES[vl_key]]
                elif not rng and entry["type"] == "string" and "enum" in arg:
                    only = enabled_values(profile, cap, f"{cap}.value")
                    entry["value_list"] = [{"value": v, "description": v} for v in arg["enum"]
                                           if only is None or v in only]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


SPEC: dict[str, dict] = {}
for _key in DEVICES:
    _prof = profile_of(_key)
    if _prof["name"] not in SPEC and _prof["name"] not in NO_SPEC_PROFILES:
        SPEC[_prof["name"]] = spec_line(_prof)


def spec_ids(key: str) -> set[str]:
    line = SPEC.get(profile_name(key))
    return {c["id"] for c in line["capabilities"]} if line else set()


def has_spec(key: str) -> bool:
    return profile_name(key) in SPEC


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
DOPEN, DCLOSE = C("doorControl", "open"), C("doorControl", "close")
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
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
VOPEN, VCLOSE, IRRLEVEL = C("valve", "open"), C("valve", "close"), C("level", "setLevel")
OPSTART, OPPAUSE, OPSTOP, OPRESUME = (C("operationalState", m) for m in ("start", "pause", "stop", "resume"))
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
AREAS = C("serviceArea", "selectAreas")
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
TEMPLEVEL, COOKTIME = C("temperatureLevel", "setTemperatureLevel"), C("cookTime", "setCookTime")
SIREN, BOTH, ALARMOFF = C("alarm", "siren"), C("alarm", "both"), C("alarm", "off")
ANY = "*"

# Families: any supported member is an acceptable answer (README "Acceptable commands").
BRIGHTER = [SETLEVEL, STEPLEVEL]            # 调亮/调暗/最亮
COLOR = [SETCOLOR, SETHUE]
WARMER = [SETCT, STEPCT]                    # 暖一点/冷一点/暖光/白光
SETPOINT = [COOLSP, HEATSP]                 # a temperature with no mode
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
TO_AUTO = [TAUTO, TMODE, ACMODE]
AC_OFF = [OFF, TOFF]
FAN_ON = [ON, ACFAN, FANPCT, FANMODE, PURIFIER]   # a fan-like device without a switch starts by its fan level
FAN_OFF = [OFF, ACFAN, FANPCT, FANMODE, PURIFIER, FANSPEED]
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
HEAT_ON = [THEAT, TMODE]                   # floor heating / water heater "开"
HEAT_OFF = [TOFF, TMODE]


def supported(key: str, cmds: list[str]) -> list[str]:
    return [c for c in cmds if c in spec_ids(key)]


# ---------------------------------------------------------------------------------------------
# Sets (rules stated in README.md "How the labels were decided")
# ---------------------------------------------------------------------------------------------
CORES = {core: room for room, (_, core) in ROOMS.items()}


def name_room(key: str) -> str | None:
    """Room named inside a label (seed 000 §1-3 over the room cores): longest non-overlapping
    match; none or several -> None."""
    label = label_of(key)
    hits = sorted((c for c in CORES if c in label), key=len, reverse=True)
    chosen: list[str] = []
    for c in hits:
        if not any(c in d for d in chosen):
            chosen.append(c)
    return CORES[chosen[0]] if len(chosen) == 1 else None


def rooms_of(key: str) -> set[str]:
    """A device is in its roomId room; when its label names a different room it is in both
    (seed 000 §4-6: include keeps it by either, exclude drops it by either)."""
    out = {room_of(key)} if room_of(key) else set()
    nr = name_room(key)
    if nr:
        out.add(nr)
    return out


def floors_of(key: str) -> set[int]:
    return {ROOMS[r][0] for r in rooms_of(key) if ROOMS[r][0] is not None}


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def on_floor(keys: list[str], *floors: int) -> list[str]:
    return [k for k in keys if floors_of(k) & set(floors)]


def with_cmd(keys: list[str], cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k)]


def without(keys: list[str], *drop: str) -> list[str]:
    return [k for k in keys if k not in drop]


def labelled(text: str) -> list[str]:
    return [k for k in DEVICES if DEVICES[k][0] == text]


LIGHTS = [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_RELAYS]
DIMMABLE = with_cmd(LIGHTS, SETLEVEL)
# "窗帘" = Blind category except the clothes rack (a Blind profile the family calls 晾衣架).
CURTAINS = without(of_category("Blind"), "t_rack")
ACS = of_category("AirConditioner")
PLUGS = of_category("SmartPlug")
SPEAKERS = of_category("Speaker")
TVS = of_category("Television")
FANS = of_category("Fan")
LOCKS = of_category("SmartLock")
PURIFIERS = of_category("AirPurifier")
SPOTS = [f"l_spot{i}" for i in range(1, 6)]
TOPS = labelled("顶灯")
BEDLAMPS = labelled("床头灯")
WALLS = ["d_wall", "m_wall1", "m_wall2"]
MIRRORS = labelled("镜前灯")
FLOOR_HEAT = ["l_heat", "e_heat"]

LR_LIGHTS = in_rooms(LIGHTS, LR)
MB_LIGHTS = in_rooms(LIGHTS, MB)
STUDY_LIGHTS = in_rooms(LIGHTS, STUDY)
ELD_LIGHTS = in_rooms(LIGHTS, ELD)
GYM_LIGHTS = in_rooms(LIGHTS, GYM)
F1_LIGHTS, F2_LIGHTS, F3_LIGHTS = on_floor(LIGHTS, 1), on_floor(LIGHTS, 2), on_floor(LIGHTS, 3)
BED_LIGHTS = in_rooms(LIGHTS, *BEDROOMS)
BATH_LIGHTS = in_rooms(LIGHTS, *BATHROOMS)
KIDS_LIGHTS = in_rooms(LIGHTS, *KIDS_ROOMS)


# ---------------------------------------------------------------------------------------------
# Expectations
# ---------------------------------------------------------------------------------------------
def one(keys, cmds) -> dict:
    """Mode one: every acceptable device; of the commands, those at least one of them supports."""
    keys = [keys] if isinstance(keys, str) else list(keys)
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    union: list[str] = []
    for k in keys:
        if cmds == [ANY]:
            continue
        if not has_spec(k):
            raise SystemExit(f"{k} has no spec line: use '*' only")
        ok = supported(k, cmds)
        if not ok:
            raise SystemExit(f"{k} supports none of {cmds}")
        union += [c for c in ok if c not in union]
    caps = [ANY] if cmds == [ANY] else [c for c in cmds if c in union]
    return {"devices": keys, "capabilities": caps, "mode": "one"}


def every(keys, cmds) -> dict:
    """Mode all: the exact set; every device supports every listed command."""
    keys = list(dict.fromkeys(keys))
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    if len(keys) < 2:
        raise SystemExit(f"bulk set too small: {keys}")
    for k in keys:
        missing = [c for c in cmds if c not in spec_ids(k)]
        if missing:
            raise SystemExit(f"bulk: {k} lacks {missing}")
    return {"devices": keys, "capabilities": cmds, "mode": "all"}


def clarify(keys, cmds) -> dict:
    """Mode clarify: devices/capabilities list the candidates, for information (may be empty)."""
    if not keys:
        return {"devices": [], "capabilities": [], "mode": "clarify"}
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


def nothing() -> dict:
    """Extension mode none: not a request to the home; act on no device, ask nothing."""
    return {"devices": [], "capabilities": [], "mode": "none"}


CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})


# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
# --- bare room core for a floor-prefixed room ---------------------------------------------------
case("room", "书房的灯开一下", one(STUDY_LIGHTS, ON), tags=("room-core", "room-multi", "name-other-room", "colloquial"))
case("room", "客厅灯带关了", one("l_strip", OFF), tags=("room-core",))
case("room", "餐厅吊灯调到百分之四十", one("d_pendant", SETLEVEL), tags=("room-core", "numeral-zh"))
case("room", "老人房的窗帘拉上", one("e_curtain", CLOSE), tags=("room-core", "duplicate-label"))
case("room", "大宝房间的空调开一下", one("k1_ac", ON), tags=("room-core", "colloquial"))
case("room", "把主卧的主灯调到80%", one("m_main", SETLEVEL), tags=("room-core",))
case("room", "健身房的落地扇开一下", one("g_fan", ON), tags=("room-core",))
case("room", "阁楼的空调调到26度", one("a_ac", SETPOINT), tags=("room-core",))
case("room", "公卫的换气扇打开", one("b2_fan", ON), tags=("room-core", "relay-fan"))
case("room", "二宝房间的星空灯打开", one("k2_star", ON), tags=("room-core",))
case("room", "书房百叶帘拉上", one("s_blind", CLOSE), tags=("room-core",))
case("room", "卫生间的灯打开", one("b1_light", ON), tags=("room-core", "kind-room"))
case("room", "老人房的灯打开", one(ELD_LIGHTS, ON), tags=("room-core", "room-multi"))
case("room", "院子的庭院灯关了", one("y_light", OFF), tags=("room-core", "no-floor"))
case("room", "客厅的窗帘拉开", one(["l_cur_out", "l_cur_in"], OPEN), tags=("room-core", "room-multi"))
case("room", "主卧空调关了吧", one("m_ac", AC_OFF), tags=("room-core", "colloquial"))
case("room", "一层客厅的顶灯关掉", one("l_top", OFF), tags=("room-full", "duplicate-label"))
case("room", "二层书房顶灯打开", one("s_top", ON), tags=("room-full", "duplicate-label"))
case("room", "把二层二宝房间的顶灯调到百分之二十", one("k2_top", SETLEVEL), tags=("room-full", "duplicate-label", "numeral-zh"))
case("room", "餐厅顶灯开一下", one("d_top", ON), tags=("room-core", "duplicate-label", "colloquial"))
case("room", "老人房顶灯调暖一点", one("e_top", WARMER), tags=("room-core", "duplicate-label", "color-temperature"))
case("room", "玄关的灯开一下", one("h_light", ON), tags=("room-core", "colloquial"))

# --- aliases and kind-of-room words -----------------------------------------------------------
case("alias", "爷爷奶奶房间的顶灯打开", one("e_top", ON), tags=("room-alias", "duplicate-label"))
case("alias", "二宝屋里的小夜灯打开", one("k2_night", ON), tags=("room-alias",))
case("alias", "主卫的镜前灯打开", one("mb_mirror", ON), tags=("room-alias", "duplicate-label"))
case("alias", "master bath的镜前灯关掉", one("mb_mirror", OFF), tags=("room-alias", "code-mixed", "duplicate-label"))
case("alias", "露台的灯开一下", one("t_light", ON), tags=("room-alias", "colloquial"))
case("alias", "大宝屋的床头灯关了", one("k1_bed", OFF), tags=("room-alias", "duplicate-label"))
case("alias", "主卧室的电视打开", one("m_tv", ON), tags=("room-alias",))
case("alias", "健身室的灯开一下", one(GYM_LIGHTS, ON), tags=("room-alias", "room-multi", "no-label"))
case("alias", "主卧卫生间的浴霸打开", one("mb_heater", [*HEAT_ON, ON]), tags=("room-alias", "no-switch"))
case("alias", "院里的喷灌打开", one("y_irrig", [VOPEN, OPSTART]), tags=("room-alias",))
case("alias", "孩子们房间的灯都关了", every(KIDS_LIGHTS, OFF), tags=("room-alias", "kind-room", "bulk-all", "name-other-room"))
case("alias", "儿童房的空调打开", clarify(["k1_ac", "k2_ac"], ON), tags=("room-alias", "kind-room"))
case("alias", "洗手间的灯都关了", every(BATH_LIGHTS, OFF), tags=("room-alias", "kind-room", "bulk-all"))
case("alias", "厕所的灯打开", clarify(BATH_LIGHTS, ON), tags=("room-alias", "kind-room"))
case("alias", "所有卧室的窗帘都拉上", every(in_rooms(CURTAINS, *BEDROOMS), CLOSE), tags=("room-alias", "kind-room", "bulk-all"))
case("alias", "卧室的灯全关了", every(BED_LIGHTS, OFF), tags=("room-alias", "kind-room", "bulk-all", "name-other-room"))
case("alias", "打开卧室的灯", clarify(BED_LIGHTS, ON), tags=("room-alias", "kind-room"))
case("alias", "一楼厕所灯开一下", one("b1_light", ON), tags=("room-alias", "kind-room", "floor"))
case("alias", "二楼卫生间的灯都关了", every(on_floor(BATH_LIGHTS, 2), OFF), tags=("room-alias", "kind-room", "floor", "bulk-all"))
case("alias", "孩子房间的窗帘都拉开", every(in_rooms(CURTAINS, *KIDS_ROOMS), OPEN), tags=("room-alias", "kind-room", "bulk-all"))
case("alias", "浴室的浴霸开一下取暖", one("mb_heater", HEAT_ON), tags=("room-alias", "kind-room", "unique-type"))
case("alias", "大卧室的遮光帘拉上", one("m_blackout", CLOSE), tags=("room-alias",))

# --- floors -----------------------------------------------------------------------------------
case("floor", "一层的灯都关了", every(F1_LIGHTS, OFF), tags=("floor", "bulk-all", "relay-light"))
case("floor", "一楼所有灯打开", every(F1_LIGHTS, ON), tags=("floor", "bulk-all", "relay-light"))
case("floor", "楼下的灯全部关掉", every(F1_LIGHTS, OFF), tags=("floor", "bulk-all", "relay-light"))
case("floor", "三楼所有窗帘关上", every(on_floor(CURTAINS, 3), CLOSE), tags=("floor", "bulk-all", "home-type"))
case("floor", "除了老人房，一楼的灯全关", every(except_rooms(F1_LIGHTS, ELD), OFF), tags=("floor", "bulk-except", "relay-light"))
case("floor", "楼上的灯打开", clarify(on_floor(LIGHTS, 2, 3), ON), tags=("floor", "ambiguous-floor"))
case("floor", "二楼的空调都关掉", every(on_floor(ACS, 2), OFF), tags=("floor", "bulk-all"))
case("floor", "1F的灯全开", every(F1_LIGHTS, ON), tags=("floor", "bulk-all", "code-mixed", "relay-light"))
case("floor", "二层所有窗帘拉开", every(on_floor(CURTAINS, 2), OPEN), tags=("floor", "bulk-all"))
case("floor", "三楼的灯都关掉", every(F3_LIGHTS, OFF), tags=("floor", "bulk-all", "no-label"))
case("floor", "二楼的灯都调到30%", every(with_cmd(F2_LIGHTS, SETLEVEL), SETLEVEL), tags=("floor", "bulk-all", "capability-subset"))
case("floor", "三楼空调关一下", one("a_ac", AC_OFF), tags=("floor", "unique-type", "colloquial"))
case("floor", "车库和院子的灯都关了", every(in_rooms(LIGHTS, GARAGE, YARD), OFF), tags=("floor", "no-floor", "bulk-all", "relay-light"))
case("floor", "二楼的灯全部关掉，三楼的也关了", every(F2_LIGHTS, OFF), every(F3_LIGHTS, OFF), tags=("floor", "bulk-all", "multi-command"))
case("floor", "楼上的空调都关了", clarify(on_floor(ACS, 2, 3), AC_OFF), tags=("floor", "ambiguous-floor"))
case("floor", "一楼的窗帘都拉上", every(on_floor(CURTAINS, 1), CLOSE), tags=("floor", "bulk-all"))
case("floor", "二楼的插座都关了", every(on_floor(PLUGS, 2), OFF), tags=("floor", "bulk-all", "plug"))
case("floor", "樓下的燈都關了", every(F1_LIGHTS, OFF), tags=("floor", "bulk-all", "traditional"))
case("floor", "一楼的灯都调成暖光", every(with_cmd(F1_LIGHTS, SETCT), SETCT), tags=("floor", "bulk-all", "capability-subset", "color-temperature"))
case("floor", "三层的窗帘开一半", every(on_floor(CURTAINS, 3), SHADELEVEL), tags=("floor", "bulk-all", "level"))

# --- numbered and repeated labels --------------------------------------------------------------
case("index", "打开射灯3", one("l_spot3", ON), tags=("label-index",))
case("index", "射灯三关掉", one("l_spot3", OFF), tags=("label-index", "numeral-zh"))
case("index", "3号射灯调到50%", one("l_spot3", SETLEVEL), tags=("label-index",))
case("index", "第三个射灯打开", one("l_spot3", ON), tags=("label-index", "numeral-zh"))
case("index", "客厅射灯全开", every(SPOTS, ON), tags=("label-index", "bulk-all"))
case("index", "打开壁灯", clarify(WALLS, ON), tags=("label-index", "duplicate-label"))
case("index", "主卧的壁灯都打开", every(["m_wall1", "m_wall2"], ON), tags=("label-index", "bulk-all"))
case("index", "壁灯2调暗一点", one("m_wall2", BRIGHTER), tags=("label-index", "relative"))
case("index", "二号壁灯关了", one("m_wall2", OFF), tags=("label-index", "numeral-zh"))
case("index", "餐厅壁灯打开", one("d_wall", ON), tags=("label-index", "room-core"))
case("index", "射灯一和射灯二都关掉", every(["l_spot1", "l_spot2"], OFF), tags=("label-index", "bulk-all", "numeral-zh"))
case("index", "把五号射灯调到最亮", one("l_spot5", BRIGHTER), tags=("label-index", "numeral-zh"))
case("index", "射灯1到射灯3都打开", every(["l_spot1", "l_spot2", "l_spot3"], ON), tags=("label-index", "bulk-all", "range"))
case("index", "射灯全部调到百分之三十", every(SPOTS, SETLEVEL), tags=("label-index", "bulk-all", "numeral-zh"))
case("index", "壁灯一调成暖光", one("m_wall1", WARMER), tags=("label-index", "numeral-zh", "color-temperature"))
case("index", "第五个射灯关一下", one("l_spot5", OFF), tags=("label-index", "numeral-zh", "colloquial"))
case("index", "除了射灯5，其他射灯都关了", every(SPOTS[:4], OFF), tags=("label-index", "bulk-except", "exclude-name"))
case("index", "主卧壁灯一和二都调到百分之十", every(["m_wall1", "m_wall2"], SETLEVEL), tags=("label-index", "bulk-all", "numeral-zh"))
case("index", "射灯二亮一点", one("l_spot2", BRIGHTER), tags=("label-index", "numeral-zh", "relative"))
case("index", "4号射灯打开", one("l_spot4", ON), tags=("label-index",))

# --- kinds of device only this home names ------------------------------------------------------
case("hometype", "投影幕布放下来", one("a_screen", OPEN), tags=("home-type",))
case("hometype", "把幕布收起来", one("a_screen", CLOSE), tags=("home-type", "partial-name"))
case("hometype", "香薰机打开", one("m_aroma", ON), tags=("home-type", "plug"))
case("hometype", "鱼缸灯关了", one("l_fish", OFF), tags=("home-type", "plug"))
case("hometype", "晾衣架升上去", one("t_rack", OPEN), tags=("home-type",))
case("hometype", "晾衣架降下来", one("t_rack", CLOSE), tags=("home-type",))
case("hometype", "晾衣架降到一半", one("t_rack", SHADELEVEL), tags=("home-type", "level"))
case("hometype", "新风开一下", one("l_fresh", ON), tags=("home-type", "colloquial"))
case("hometype", "新风调到最大档", one("l_fresh", ACFAN), tags=("home-type", "fan"))
case("hometype", "热水器温度调到55度", one("c_heater", HEATSP), tags=("home-type", "temperature"))
case("hometype", "加湿器关了", one("m_humid", OFF), tags=("home-type", "plug"))
case("hometype", "除湿机打开", one("c_dehum", ON), tags=("home-type", "plug"))
case("hometype", "毛巾架打开", one("mb_towel", ON), tags=("home-type", "plug"))
case("hometype", "电热毯关掉", one("e_blanket", OFF), tags=("home-type", "plug"))
case("hometype", "微波炉开始加热", one("k_micro", OPSTART), tags=("home-type", "appliance"))
case("hometype", "跑步机断电", one("g_tread", OFF), tags=("home-type", "plug"))
case("hometype", "天窗关上", one("a_skylight", CLOSE), tags=("home-type",))
case("hometype", "院子浇浇水", one("y_irrig", [VOPEN, OPSTART]), tags=("home-type", "colloquial"))
case("hometype", "收音机声音大点", one("e_radio", VOLUME_UP), tags=("home-type", "volume", "relative"))
case("hometype", "油烟机打开", one("k_hood", [FANMODE, FANPCT]), tags=("home-type", "no-switch"))
case("hometype", "客厅地暖调到20度", one("l_heat", HEATSP), tags=("home-type", "temperature", "room-core"))
case("hometype", "热水器别烧了", one("c_heater", [*HEAT_OFF, SETMODE]), tags=("home-type", "polarity", "no-switch"))
case("hometype", "浴霸换气", one("mb_heater", TMODE), tags=("home-type", "mode"))
case("hometype", "打开总水阀", one("k_valve", VOPEN), tags=("home-type", "valve"))
case("hometype", "浇花", one(["t_valve", "y_irrig"], [VOPEN, OPSTART]), tags=("home-type", "valve", "need"))
case("hometype", "微波炉定时两分钟", one("k_micro", COOKTIME), tags=("home-type", "numeral-zh", "appliance"))
case("hometype", "电饭锅通上电", one("k_rice", ON), tags=("home-type", "plug", "colloquial"))
case("hometype", "饮水机关了", one("d_water", OFF), tags=("home-type", "plug"))
case("hometype", "投影幕布停一下", one("a_screen", PAUSE), tags=("home-type",))
case("hometype", "晾衣架升到最高", one("t_rack", [OPEN, SHADELEVEL]), tags=("home-type", "level"))

# --- labels with room words, rooms with labels -------------------------------------------------
case("segment", "打开书房台灯", one(["k1_desk", "s_lamp"], ON), tags=("segmentation", "name-other-room"))
case("segment", "大宝房间灯调成蓝色", one("k1_main", COLOR), tags=("segmentation", "color"))
case("segment", "阁楼灯关了", one("a_light", OFF), tags=("segmentation",))
case("segment", "客厅空调开一下", one("l_ac", ON), tags=("segmentation", "asr-label", "colloquial"))
case("segment", "打开餐厅插座", one("l_dinplug", ON), tags=("segmentation", "name-other-room", "plug"))
case("segment", "餐厅的插座关掉", one(["d_water", "l_dinplug"], OFF), tags=("segmentation", "name-other-room", "plug"))
case("segment", "二宝房间空调调到26度", one("k2_ac", SETPOINT), tags=("segmentation", "temperature"))
case("segment", "大宝房间的书房台灯调暗一点", one("k1_desk", BRIGHTER), tags=("segmentation", "name-other-room", "relative"))
case("segment", "书房的护眼灯调亮点", one("s_lamp", BRIGHTER), tags=("segmentation", "relative"))
case("segment", "健身房音箱下一首", one("g_speaker", NEXT), tags=("segmentation", "media"))
case("segment", "Living Room Hue调成紫色", one("l_hue", COLOR), tags=("segmentation", "english-label", "color"))
case("segment", "客厅的hue灯调暗一点", one("l_hue", BRIGHTER), tags=("segmentation", "english-label", "code-mixed", "relative"))
case("segment", "车库门关上", one("c_door", DCLOSE), tags=("segmentation", "no-floor"))
case("segment", "老人房空调调到26度", one("e_ac", HEATSP), tags=("segmentation", "temperature", "quirk"))
case("segment", "把书房的灯和大宝房间的灯都关了", every(in_rooms(LIGHTS, STUDY, KID1), OFF),
     tags=("segmentation", "bulk-all", "name-other-room"))
case("segment", "书房的灯都关了，书房台灯除外", every(without(STUDY_LIGHTS, "k1_desk"), OFF),
     tags=("segmentation", "bulk-except", "exclude-name", "name-other-room"))
case("segment", "二宝窗帘拉开", one("k2_curtain", OPEN), tags=("segmentation",))
case("segment", "健身房窗帘关上", one("g_curtain", CLOSE), tags=("segmentation",))
case("segment", "卫生间灯开开", one("b1_light", ON), tags=("segmentation", "colloquial"))
case("segment", "二宝房间的顶灯关掉", one("k2_top", OFF), tags=("segmentation", "duplicate-label"))

# --- commands of each capability ---------------------------------------------------------------
case("action", "客厅空调开制冷", one("l_ac", TO_COOL), tags=("capability-action", "mode", "asr-label"))
case("action", "老人房空调制热", one("e_ac", ACMODE), tags=("capability-action", "mode", "quirk"))
case("action", "主卧空调开除湿", one("m_ac", TMODE), tags=("capability-action", "mode"))
case("action", "老人房空调调成送风", one("e_ac", ACMODE), tags=("capability-action", "mode", "quirk"))
case("action", "阁楼空调自动模式", one("a_ac", TO_AUTO), tags=("capability-action", "mode"))
case("action", "书房空调 cool mode", one("s_ac", TO_COOL), tags=("capability-action", "mode", "code-mixed"))
case("action", "Xiaomi Fan风速调大一点", one("k1_fan", [ACFAN, FANPCT]), tags=("capability-action", "fan", "english-label", "relative"))
case("action", "落地扇调低一档", one("g_fan", FANSPEED), tags=("capability-action", "fan", "relative"))
case("action", "Xiaomi Fan摇头", one("k1_fan", OSC), tags=("capability-action", "oscillation", "english-label"))
case("action", "浴霸不要摆风了", one("mb_heater", OSC), tags=("capability-action", "oscillation", "polarity"))
case("action", "空气净化器左右摆头", one("k2_purifier", OSC), tags=("capability-action", "oscillation"))
case("action", "大白开始扫地", one("n_robot", RVCSTART), tags=("capability-action", "nickname", "no-room"))
case("action", "大白回去充电", one("n_robot", RVCHOME), tags=("capability-action", "nickname", "no-room"))
case("action", "大白去扫一下厨房", one("n_robot", [AREAS, RVCSTART]), tags=("capability-action", "nickname", "no-room"))
case("action", "洗衣机开始洗", one("t_washer", OPSTART), tags=("capability-action", "appliance"))
case("action", "洗衣机暂停一下", one("t_washer", OPPAUSE), tags=("capability-action", "appliance"))
case("action", "烘干机开始烘", one("t_dryer", OPSTART), tags=("capability-action", "appliance"))
case("action", "洗碗机启动", one("k_dish", OPSTART), tags=("capability-action", "appliance"))
case("action", "窗帘（外层）开一半", one("l_cur_out", SHADELEVEL), tags=("capability-action", "level", "fullwidth"))
case("action", "主卧窗帘开三分之一", one("m_curtain", SHADELEVEL), tags=("capability-action", "level", "numeral-zh"))
case("action", "遮光帘拉开一点", one("m_blackout", [SHADELEVEL, STEPSHADE]), tags=("capability-action", "level", "relative"))
case("action", "百叶帘角度调到一半", one("s_blind", TILT), tags=("capability-action", "level"))
case("action", "灯带调成红色", one("l_strip", COLOR), tags=("capability-action", "color"))
case("action", "护眼灯色温调到4000K", one("s_lamp", SETCT), tags=("capability-action", "color-temperature"))
case("action", "主灯调暖一点", one("m_main", WARMER), tags=("capability-action", "color-temperature", "relative"))
case("action", "小黄音量调到20", one("l_spk", SETVOL), tags=("capability-action", "volume", "nickname"))
case("action", "Sonos静音", one("m_sonos", [MUTE, SETMUTE]), tags=("capability-action", "volume", "english-label"))
case("action", "小黄取消静音", one("l_spk", [UNMUTE, SETMUTE]), tags=("capability-action", "volume", "nickname"))
case("action", "书房音箱下一首", one("s_speaker", NEXT), tags=("capability-action", "media"))
case("action", "健身房音箱上一首", one("g_speaker", PREV), tags=("capability-action", "media"))
case("action", "小黄暂停", one("l_spk", MPAUSE), tags=("capability-action", "media", "nickname"))
case("action", "锁上大门", one("h_lock", LOCK), tags=("capability-action", "security"))
case("action", "院门开一下锁", one("y_gate", [UNLOCK, UNLATCH]), tags=("capability-action", "security"))
case("action", "客厅空调开制冷调到24度", one("l_ac", TO_COOL), one("l_ac", COOLSP),
     tags=("capability-action", "two-actions", "mode", "temperature"))
case("action", "打开护眼灯并调到50%", one("s_lamp", ON), one("s_lamp", SETLEVEL), tags=("capability-action", "two-actions", "level"))
case("action", "老人房空调开制热，温度调到二十六度", one("e_ac", ACMODE), one("e_ac", HEATSP),
     tags=("capability-action", "two-actions", "quirk", "numeral-zh"))
case("action", "浴霸开取暖调到38度", one("mb_heater", HEAT_ON), one("mb_heater", HEATSP), tags=("capability-action", "two-actions", "temperature"))
case("action", "落地扇别开了", one("g_fan", [OFF, FANSPEED]), tags=("capability-action", "polarity"))
case("action", "新风不要吹了", one("l_fresh", OFF), tags=("capability-action", "polarity", "home-type"))
case("action", "Xiaomi Fan不要吹了", one("k1_fan", [ACFAN, FANPCT]), tags=("capability-action", "polarity", "no-switch", "english-label"))
case("action", "小黄别放了", one("l_spk", [MPAUSE, MSTOP]), tags=("capability-action", "polarity", "nickname"))
case("action", "大白别扫了", one("n_robot", [RVCPAUSE, RVCHOME]), tags=("capability-action", "polarity", "nickname"))
case("action", "车库门打开", one("c_door", DOPEN), tags=("capability-action",))
case("action", "报警器响一下", one("h_siren", [SIREN, BOTH, ON]), tags=("capability-action", "security"))
case("action", "关掉报警器", one("h_siren", [ALARMOFF, OFF]), tags=("capability-action", "security"))
case("action", "客厅空条开睡眠风", one("l_ac", WIND), tags=("capability-action", "mode", "asr-label"))
case("action", "洗衣机换成快洗", one("t_washer", SETMODE), tags=("capability-action", "mode", "appliance"))
case("action", "洗衣机脱水转速调高", one("t_washer", SPIN), tags=("capability-action", "appliance"))
case("action", "客厅净化器调到睡眠模式", one("l_purifier", PURIFIER), tags=("capability-action", "mode"))
case("action", "二宝房空调风速调到自动", one("k2_ac", ACFAN), tags=("capability-action", "fan"))
case("action", "星空灯调成粉色", one("k2_star", COLOR), tags=("capability-action", "color"))
case("action", "氛围灯饱和度调高一点", one("a_mood", [SETSAT, SETCOLOR]), tags=("capability-action", "color", "relative"))
case("action", "大门锁上，然后关掉玄关灯", one("h_lock", LOCK), one("h_light", OFF), tags=("capability-action", "security", "multi-command"))
case("action", "星空灯开一下，亮度调到百分之二十", one("k2_star", ON), one("k2_star", SETLEVEL), tags=("capability-action", "two-actions", "numeral-zh"))
case("action", "小黄声音小一点", one("l_spk", VOLUME_DOWN), tags=("capability-action", "volume", "relative", "nickname"))
case("action", "主卧电视下一集", one("m_tv", NEXT), tags=("capability-action", "media"))
case("action", "客厅电视回到主页", one("l_tv", KEY), tags=("capability-action", "media"))
case("action", "大白换成拖地模式", one("n_robot", SETMODE), tags=("capability-action", "mode", "nickname"))
case("action", "洗碗机用节能程序", one("k_dish", SETMODE), tags=("capability-action", "mode", "appliance"))
case("action", "阁楼空调开自然风", one("a_ac", WIND), tags=("capability-action", "mode"))
case("action", "喷灌水量开到一半", one("y_irrig", IRRLEVEL), tags=("capability-action", "level"))
case("action", "晾衣架停", one("t_rack", PAUSE), tags=("capability-action", "home-type"))

# --- "any N of them" --------------------------------------------------------------------------
case("any", "打开两盏灯", one(LIGHTS, ON), tags=("any-count",))
case("any", "随便开一个灯", one(LIGHTS, ON), tags=("any-count", "colloquial"))
case("any", "关掉三个插座", one(PLUGS, OFF), tags=("any-count", "plug"))
case("any", "客厅开两盏灯就行", one(LR_LIGHTS, ON), tags=("any-count", "room-core"))
case("any", "射灯开两个就行", one(SPOTS, ON), tags=("any-count", "label-index"))
case("any", "二楼随便开个灯", one(F2_LIGHTS, ON), tags=("any-count", "floor", "colloquial"))
case("any", "随便关一个窗帘", one(CURTAINS, CLOSE), tags=("any-count",))
case("any", "开一台空调就行，哪台都可以", one(ACS, ON), tags=("any-count",))
case("any", "主卧开一盏灯", one(MB_LIGHTS, ON), tags=("any-count", "room-core"))
case("any", "射燈開兩個就好", one(SPOTS, ON), tags=("any-count", "traditional", "label-index"))

# --- a room carried from an earlier clause ----------------------------------------------------
case("inherit", "打开书房台灯，再把加湿器打开", one(["k1_desk", "s_lamp"], ON), one("m_humid", ON),
     tags=("soft-inherit", "name-other-room", "multi-command"))
case("inherit", "打开书房的顶灯，把空调也打开", one("s_top", ON), one("s_ac", ON), tags=("soft-inherit", "carry-over", "multi-command"))
case("inherit", "把主卧窗帘拉上，空调调到26度", one("m_curtain", CLOSE), one("m_ac", SETPOINT), tags=("soft-inherit", "carry-over", "multi-command"))
case("inherit", "老人房空调开一下，地暖也开", one("e_ac", ON), one("e_heat", HEAT_ON), tags=("soft-inherit", "carry-over", "multi-command"))
case("inherit", "客厅的灯关了，洗衣机开始洗", one(LR_LIGHTS, OFF), one("t_washer", OPSTART), tags=("soft-inherit", "multi-command"))
case("inherit", "打开二宝房间的小夜灯，再把窗帘关上", one("k2_night", ON), one("k2_curtain", CLOSE), tags=("soft-inherit", "carry-over", "multi-command"))
case("inherit", "关掉阁楼灯，然后把热水器温度调高一点", one("a_light", OFF), one("c_heater", HEATSP), tags=("soft-inherit", "multi-command"))
case("inherit", "健身房灯打开，空调也开一下", one("g_light", ON), clarify(ACS, ON), tags=("soft-inherit", "multi-command"))
case("inherit", "书房音箱放首歌，再让大白开始扫地", one("s_speaker", PLAY), one("n_robot", RVCSTART), tags=("soft-inherit", "no-room", "multi-command"))
case("inherit", "把车库门关上，灯也关了", one("c_door", DCLOSE), one("c_light", OFF), tags=("soft-inherit", "carry-over", "relay-light", "multi-command"))
case("inherit", "主卧的加湿器打开，净化器也开一下", one("m_humid", ON), clarify(PURIFIERS, [PURIFIER, FANPCT]),
     tags=("soft-inherit", "multi-command"))
case("inherit", "把老人房的窗帘关上，再开下电热毯", one("e_curtain", CLOSE), one("e_blanket", ON), tags=("soft-inherit", "carry-over", "multi-command"))
case("inherit", "大宝房间的空调关了，风扇打开", one("k1_ac", AC_OFF), one("k1_fan", [ACFAN, FANPCT]),
     tags=("soft-inherit", "carry-over", "no-switch", "multi-command"))
case("inherit", "晒台灯打开，把烘干机也开了", one("t_light", ON), one("t_dryer", [ON, OPSTART]), tags=("soft-inherit", "carry-over", "multi-command"))

# --- needs stated, not commands ---------------------------------------------------------------
case("need", "老人房有点冷", one(["e_ac", "e_heat", "e_blanket"], [ON, HEATSP, ACMODE, THEAT, TMODE]), tags=("need", "room-core"))
case("need", "书房好热", one("s_ac", [ON, TCOOL, TMODE, COOLSP]), tags=("need", "room-core"))
case("need", "客厅好闷", one(["l_fresh", "l_ac"], [ON, ACFAN, TCOOL, TMODE]), tags=("need", "room-core"))
case("need", "车库好潮", one("c_dehum", ON), tags=("need", "no-floor"))
case("need", "主卧太亮了", one([*MB_LIGHTS, "m_curtain", "m_blackout"], [SETLEVEL, STEPLEVEL, OFF, CLOSE, SHADELEVEL]), tags=("need", "room-core"))
case("need", "书房太暗了", one([*STUDY_LIGHTS, "s_blind"], [ON, SETLEVEL, STEPLEVEL, OPEN, SHADELEVEL, TILT]), tags=("need", "room-core", "name-other-room"))
case("need", "客厅太吵了", one(["l_spk", "l_tv"], [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP, OFF]), tags=("need", "room-core"))
case("need", "洗澡水不够热", one("c_heater", [HEATSP, THEAT, TMODE]), tags=("need",))
case("need", "健身房太热了", one("g_fan", [ON, FANSPEED]), tags=("need", "room-core"))
case("need", "大宝房间有点热", one(["k1_ac", "k1_fan"], [ON, TCOOL, TMODE, COOLSP, ACFAN, FANPCT]), tags=("need", "room-core"))
case("need", "二宝房间空气不太好", one("k2_purifier", [PURIFIER, FANPCT]), tags=("need", "room-core"))
case("need", "主卧好干", one("m_humid", ON), tags=("need", "room-core", "home-type"))
case("need", "master bath 好冷", one("mb_heater", [THEAT, TMODE, HEATSP]), tags=("need", "code-mixed"))
case("need", "阁楼太潮了", one("a_ac", TMODE), tags=("need", "room-core"))
case("need", "厨房油烟好大", one("k_hood", [FANMODE, FANPCT]), tags=("need", "room-core"))
case("need", "太吵了", one("l_spk", [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP]), tags=("need", "reference"), history=("小黄放首歌",))
case("need", "老人房好黑，奶奶要起夜", one(ELD_LIGHTS, [ON, SETLEVEL, STEPLEVEL]), tags=("need", "room-core"))
case("need", "健身房音箱太吵了", one("g_speaker", [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP]), tags=("need",))
case("need", "书房有点冷", one("s_ac", [ON, THEAT, TMODE, HEATSP]), tags=("need", "room-core"))

# --- ask back ---------------------------------------------------------------------------------
case("clarify", "打开顶灯", clarify(TOPS, ON), tags=("duplicate-label",))
case("clarify", "把它关了", clarify([], []), tags=("pronoun", "no-history"))
case("clarify", "关电视", clarify(TVS, OFF), tags=("type",))
case("clarify", "打开镜前灯", clarify(MIRRORS, ON), tags=("duplicate-label",))
case("clarify", "打开窗帘", clarify(CURTAINS, OPEN), tags=("duplicate-label", "type"))
case("clarify", "打开空调", clarify(ACS, ON), tags=("type",))
case("clarify", "打开排气扇", clarify(["b1_vent", "b2_fan"], ON), tags=("relay-fan", "partial-name"))
case("clarify", "空调调到26度", clarify(ACS, SETPOINT), tags=("type", "temperature"))
case("clarify", "打开床头灯", clarify(BEDLAMPS, ON), tags=("duplicate-label",))
case("clarify", "把音箱打开", clarify([k for k in SPEAKERS if supported(k, [ON, PLAY])], [ON, PLAY]), tags=("type", "media"))
case("clarify", "开锁", clarify(LOCKS, [UNLOCK, UNLATCH]), tags=("type", "security"))
case("clarify", "地暖关了", clarify(FLOOR_HEAT, HEAT_OFF), tags=("home-type", "partial-name"))
case("clarify", "卧室空调打开", clarify(in_rooms(ACS, *BEDROOMS), ON), tags=("kind-room",))
case("clarify", "调亮一点", clarify([], []), tags=("relative", "no-history"))
case("clarify", "打开风扇", clarify(FANS, FAN_ON), tags=("type",))
case("clarify", "打开灯", clarify(LIGHTS, ON), tags=("type",))
case("clarify", "窗帘关上", clarify(CURTAINS, CLOSE), tags=("type",))
case("clarify", "净化器调到自动", clarify(PURIFIERS, PURIFIER), tags=("partial-name",))

# --- state questions --------------------------------------------------------------------------
case("state", "客厅现在几度", one(["l_th", "l_ac", "l_heat"], ANY), tags=("state-query", "room-core"))
case("state", "大门锁好了没", one("h_lock", ANY), tags=("state-query", "security"))
case("state", "车库门关了吗", one("c_door", ANY), tags=("state-query",))
case("state", "冰箱门关好了吗", one("k_fridge", ANY), tags=("state-query", "no-spec"))
case("state", "老人房有人吗", one(["e_presence", "e_night"], ANY), tags=("state-query", "no-spec", "room-core"))
case("state", "鱼池水泵开着没", one("y_pump", ANY), tags=("state-query", "no-spec"))
case("state", "洗衣机洗好了吗", one("t_washer", ANY), tags=("state-query", "appliance"))
case("state", "厨房燃气正常吗", one("k_gas", ANY), tags=("state-query", "security"))
case("state", "热水器现在多少度", one("c_heater", ANY), tags=("state-query",))
case("state", "主卧窗户关了吗", one("m_window", ANY), tags=("state-query", "room-core"))
case("state", "电脑插座现在功率多少", one("k1_pc", ANY), tags=("state-query", "plug"))
case("state", "二宝房间湿度多少", one("k2_ac", ANY), tags=("state-query", "room-core"))
case("state", "射灯3开着吗", one("l_spot3", ANY), tags=("state-query", "label-index"))
case("state", "玄关有人吗", one(["h_motion", "h_light"], ANY), tags=("state-query", "room-core"))
case("state", "卫生间水浸传感器正常吗", one("b1_leak", ANY), tags=("state-query", "segmentation"))
case("state", "入户门关着吗", one(["h_door", "h_lock"], ANY), tags=("state-query",))

# --- ordinary requests ------------------------------------------------------------------------
case("plain", "打开Yeelight", one("g_yee", ON), tags=("no-label", "code-mixed"))
case("plain", "yeelight调成绿色", one("g_yee", COLOR), tags=("no-label", "code-mixed", "color"))
case("plain", "打开小米风扇", one("k1_fan", [ACFAN, FANPCT]), tags=("english-label", "no-switch"))
case("plain", "把Living Room Hue关了", one("l_hue", OFF), tags=("english-label",))
case("plain", "打开楼梯灯", one("n_stair", ON), tags=("stale-room",))
case("plain", "楼梯灯调到三十", one("n_stair", SETLEVEL), tags=("stale-room", "numeral-zh"))
case("plain", "打开移动插座", one("n_plug", ON), tags=("no-room", "plug"))
case("plain", "让大白干活", one("n_robot", RVCSTART), tags=("nickname", "no-room", "colloquial"))
case("plain", "小黄放首歌", one("l_spk", PLAY), tags=("nickname", "media"))
case("plain", "外层窗帘拉上", one("l_cur_out", CLOSE), tags=("fullwidth", "word-order"))
case("plain", "客厅内层窗帘关上", one("l_cur_in", CLOSE), tags=("fullwidth", "word-order", "room-core"))
case("plain", "窗帘(内层)打开", one("l_cur_in", OPEN), tags=("fullwidth",))
case("plain", "打开起夜灯", one("e_night", ON), tags=("name",))
case("plain", "关掉所有灯", every(LIGHTS, OFF), tags=("bulk-all", "relay-light"))
case("plain", "全屋的灯都打开", every(LIGHTS, ON), tags=("bulk-all", "relay-light"))
case("plain", "所有灯调到50%", every(DIMMABLE, SETLEVEL), tags=("bulk-all", "capability-subset"))
case("plain", "所有窗帘都拉上", every(CURTAINS, CLOSE), tags=("bulk-all", "home-type"))
case("plain", "所有空调关掉", every(ACS, OFF), tags=("bulk-all",))
case("plain", "把所有插座都关了", every(PLUGS, OFF), tags=("bulk-all", "plug"))
case("plain", "客厅的灯全部关掉", every(LR_LIGHTS, OFF), tags=("bulk-all", "room-core"))
case("plain", "所有音箱暂停", every(with_cmd(SPEAKERS, MPAUSE), MPAUSE), tags=("bulk-all", "capability-subset", "media"))
case("plain", "所有床头灯都关掉", every(BEDLAMPS, OFF), tags=("bulk-all", "duplicate-label"))
case("plain", "所有顶灯都打开", every(TOPS, ON), tags=("bulk-all", "duplicate-label"))
case("plain", "把所有灯都调成暖光", every(with_cmd(LIGHTS, SETCT), SETCT), tags=("bulk-all", "capability-subset", "color-temperature"))
case("plain", "主卧所有灯关了", every(MB_LIGHTS, OFF), tags=("bulk-all", "room-core"))
case("plain", "关闭除卧室以外的所有灯", every(except_rooms(LIGHTS, *BEDROOMS), OFF),
     tags=("bulk-except", "kind-room", "name-other-room", "relay-light"))
case("plain", "除了书房，其他房间的灯都关掉", every(except_rooms(LIGHTS, STUDY), OFF),
     tags=("bulk-except", "name-other-room", "relay-light"))
case("plain", "除了客厅的射灯，客厅的灯都关了", every(without(LR_LIGHTS, *SPOTS), OFF), tags=("bulk-except", "exclude-name", "room-core"))
case("plain", "所有空调都关了，老人房的除外", every(except_rooms(ACS, ELD), OFF), tags=("bulk-except",))
case("plain", "除了主卧和大宝房间，二楼的窗帘都关上", every(except_rooms(on_floor(CURTAINS, 2), MB, KID1), CLOSE),
     tags=("bulk-except", "floor"))
case("plain", "插座全关了，鱼缸灯和电脑插座别关", every(without(PLUGS, "l_fish", "k1_pc"), OFF), tags=("bulk-except", "exclude-name", "plug"))
case("plain", "门都锁上", every(LOCKS, LOCK), tags=("bulk-all", "security"))
case("plain", "打开厨房灯和橱柜灯", one("k_light", ON), one("k_cab", ON), tags=("relay-light", "multi-command"))
case("plain", "主卧的床头灯调成暖黄色", one("m_bed", [*WARMER, *COLOR]), tags=("duplicate-label", "color-temperature", "room-core"))
case("plain", "关掉排风扇", one("b1_vent", OFF), tags=("relay-fan", "name"))
case("plain", "打开大宝的电脑插座", one("k1_pc", ON), tags=("plug", "room-alias"))
case("plain", "打印机关一下", one("s_printer", OFF), tags=("plug", "colloquial"))
case("plain", "把总水阀关了", one("k_valve", VCLOSE), tags=("valve",))
case("plain", "打开客厅净化器和新风", one("l_purifier", [PURIFIER, FANPCT]), one("l_fresh", ON), tags=("no-switch", "multi-command"))
case("plain", "主卧电视关了，Sonos也停了吧", one("m_tv", OFF), one("m_sonos", [MPAUSE, MSTOP]), tags=("english-label", "multi-command", "no-switch"))

# --- references to earlier turns --------------------------------------------------------------
case("history", "调亮一点", one("s_lamp", BRIGHTER), tags=("reference", "relative"), history=("打开护眼灯",))
case("history", "调到二十五度", one("l_ac", SETPOINT), tags=("reference", "numeral-zh"), history=("打开客厅空调",))
case("history", "另一个也打开", one("m_wall2", ON), tags=("reference", "label-index"), history=("打开主卧的壁灯1",))
case("history", "书房的", one("s_top", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开顶灯",))
case("history", "老人房的", one(ELD_LIGHTS, ON), tags=("reference", "clarify-followup", "kind-room"), history=("打开卧室的灯",))
case("history", "二宝房间的也关了", one("k2_ac", AC_OFF), tags=("reference",), history=("关掉大宝房间的空调",))
case("history", "把它关了", one("m_aroma", OFF), tags=("reference", "pronoun"), history=("打开香薰机",))
case("history", "换成蓝色", one("l_strip", COLOR), tags=("reference", "color"), history=("打开灯带",))
case("history", "停", one("t_rack", PAUSE), tags=("reference", "home-type"), history=("晾衣架降下来",))
case("history", "让它回去充电", one("n_robot", RVCHOME), tags=("reference", "pronoun", "nickname"), history=("大白开始扫地",))
case("history", "三楼的也关了", every(F3_LIGHTS, OFF), tags=("reference", "floor", "bulk-all"), history=("二楼的灯都关了",))
case("history", "先别洗了", one("t_washer", [OPPAUSE, OPSTOP]), tags=("reference", "polarity", "appliance"), history=("洗衣机开始洗",))
case("history", "都调到50%", every(with_cmd(LR_LIGHTS, SETLEVEL), SETLEVEL), tags=("reference", "bulk-all"), history=("打开客厅的灯",))
case("history", "射灯4也打开", one("l_spot4", ON), tags=("reference", "label-index"), history=("打开射灯3",))
case("history", "开制冷", one("m_ac", TO_COOL), tags=("reference", "mode"), history=("打开主卧空调",))
case("history", "摇头", one("k1_fan", OSC), tags=("reference", "oscillation"), history=("Xiaomi Fan打开",))
case("history", "音量再大点", one("g_speaker", VOLUME_UP), tags=("reference", "volume", "relative"), history=("健身房音箱放歌",))
case("history", "刚才那个灯关了", one("d_pendant", OFF), tags=("reference", "pronoun"), history=("打开客厅电视", "餐厅的吊灯打开"))
case("history", "主卧的", one("m_bed", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开床头灯",))
case("history", "调成制热，26度", one("e_ac", ACMODE), one("e_ac", HEATSP), tags=("reference", "two-actions", "quirk"),
     history=("老人房空调打开",))

# --- Traditional characters -------------------------------------------------------------------
case("traditional", "打開客廳的燈帶", one("l_strip", ON), tags=("traditional", "room-core"))
case("traditional", "關閉所有燈", every(LIGHTS, OFF), tags=("traditional", "bulk-all", "relay-light"))
case("traditional", "把書房空調調到二十五度", one("s_ac", SETPOINT), tags=("traditional", "numeral-zh", "room-core"))
case("traditional", "二樓的冷氣都關掉", every(on_floor(ACS, 2), OFF), tags=("traditional", "floor", "bulk-all"))
case("traditional", "開一下主臥窗簾", one("m_curtain", OPEN), tags=("traditional",))
case("traditional", "把大白叫回來充電", one("n_robot", RVCHOME), tags=("traditional", "nickname", "no-room"))
case("traditional", "晾衣架降下來", one("t_rack", CLOSE), tags=("traditional", "home-type"))
case("traditional", "老人房有點冷", one(["e_ac", "e_heat", "e_blanket"], [ON, HEATSP, ACMODE, THEAT, TMODE]), tags=("traditional", "need"))

# --- speech-recognition noise -----------------------------------------------------------------
case("asr", "打开射灯散", one("l_spot3", ON), tags=("asr", "label-index"))
case("asr", "把小黄的音亮调大", one("l_spk", VOLUME_UP), tags=("asr", "nickname", "volume"))
case("asr", "打开香熏机", one("m_aroma", ON), tags=("asr", "home-type"))
case("asr", "晾衣价升上去", one("t_rack", OPEN), tags=("asr", "home-type"))
case("asr", "关掉鱼刚灯", one("l_fish", OFF), tags=("asr", "home-type"))
case("asr", "打开护眼等", one("s_lamp", ON), tags=("asr",))
case("asr", "老人房空跳打开", one("e_ac", ON), tags=("asr", "room-core"))
case("asr", "大百开始扫地", one("n_robot", RVCSTART), tags=("asr", "nickname"))
case("asr", "投影目布放下来", one("a_screen", OPEN), tags=("asr", "home-type"))
case("asr", "新锋开一下", one("l_fresh", ON), tags=("asr", "home-type"))
case("asr", "嗯那个把那个餐厅吊灯呃关一下", one("d_pendant", OFF), tags=("asr", "filler", "colloquial"))
case("asr", "打开小荒", one("l_spk", [ON, PLAY]), tags=("asr", "nickname"))

# --- not a request to the home ----------------------------------------------------------------
for _q in ("今天天气怎么样", "你好呀", "谢谢你", "给我讲个笑话", "北京到上海有多远", "现在几点了", "阿巴阿巴阿巴",
           "嗯……那个……算了算了", "明天要不要带伞", "美国总统是谁", "我今天好累啊", "你叫什么名字", "一加一等于几",
           "好的，没事了，谢啦", "我昨天把客厅的灯泡换了", "空调这个词用英语怎么说", "电视上说明天要降温", "哈哈哈哈哈",
           "嘿，在吗"):
    case("none", _q, nothing(), tags=("not-command",))

# --- long voice transcripts ending in one request ---------------------------------------------
LONG_TEXTS = [
    ("哎呀，今天可把我累坏了，早上五点多就起来了，先去菜市场买了点菜，那个卖豆腐的老王今天没出摊，我就多走了两条街去另外一家买的，"
     "结果人家的豆腐比老王的贵了五毛钱，你说这物价涨的。回来以后给大宝二宝做了早饭，大宝又不好好吃，说要减肥，一个初中生减什么肥，"
     "二宝倒是吃了两个鸡蛋一碗粥。中午你爷爷去公园下棋，一直到下午三点才回来，饭都凉了，我又给他热了一遍。下午我在院子里晒了会儿太阳，"
     "把那几盆月季浇了浇水，叶子有点发黄，估计是前阵子雨水太多了。晚上看了两集电视剧，那个演员我老记不住叫什么名字，就是演过那个什么宫廷剧的。"
     "现在身上有点凉飕飕的，腿也有点酸，年纪大了就是不行。好了好了，不说了，你帮我把老人房的空调打开吧。",
     one("e_ac", ON)),
    ("喂喂，能听到吗？我在高速上，信号不太好。今天公司开了一整天的会，上午是季度总结，下午又来了个客户，谈了三个多小时，"
     "合同条款抠得特别细，光付款方式就来回改了四遍，最后总算签下来了。晚上本来要跟同事吃饭的，我推掉了，想早点回来陪陪孩子。"
     "路上堵得厉害，刚才在收费站那儿排了二十多分钟的队，前面好像出了个小事故，两辆车追尾了，警察也来了。对了，明天早上大宝要去学校参加竞赛，"
     "记得提醒他带准考证和两支笔，上次就忘带了，急得直哭。二宝的疫苗本我放在书房抽屉里了，周六要带她去打针。孩子他奶奶说最近腿疼，周末我想带她去医院看看，你帮我在网上约一下骨科的号。"
     "我估计再有十分钟就到家了，车上东西有点多，后备箱里还有一箱水果和两桶油。你先帮我把车库门打开吧。",
     one("c_door", DOPEN)),
    ("我跟你说哦，今天物理考试简直离谱，最后一道大题我算了三遍答案都不一样，后来发现是单位换算搞错了，气死我了。"
     "下课的时候我们班那个谁又跟我吹他新买的游戏机，说什么画面特别好，我都不想理他。放学我们去打了会儿篮球，我投进了三个三分，"
     "不过最后还是输了，因为对面有个体育生，一米九几，根本防不住。回家路上买了杯奶茶，全糖的，我妈要知道又要说我了。"
     "作业还有一大堆，数学两张卷子，英语还要背单词，明天还要默写。对了，我们班主任说下周要开家长会，让我跟你们说一声，具体哪天我忘了，反正群里发了通知的，你们自己看一下吧。还有我的球鞋底开胶了，周末能不能去买双新的，我看中了一双，打折以后也不贵。唉，我现在就想躺着。好啦好啦不废话了，帮我把大宝房间灯调成蓝色，我要开始学习了。",
     one("k1_main", COLOR)),
    ("今天家里的事情真是多。早上洗衣机洗了一桶床单，晾到晒台上才发现忘了放柔顺剂，摸着硬邦邦的。客厅的电视昨天晚上就有点问题，"
     "声音时有时无，我打了售后电话，说明天下午派人来看看。厨房那个油烟机也该清洗了，油都滴到灶台上了，周末得叫个保洁。"
     "二宝下午从幼儿园回来说老师表扬她画画好，画了一个我们家的房子，还把院子里的鱼池也画上了，可爱得很。大宝今天放学晚，"
     "说是留下来打球了，回来一身汗，我让他赶紧去洗澡。爸爸说今晚加班，要十点多才回来。奶奶说腿有点疼，我给她贴了膏药。中午我炖了一锅排骨汤，给奶奶盛了一碗，她说有点咸，下次得少放点盐。"
     "我刚才在主卧收拾衣柜，换季的衣服还没整理完，被子也得拿出来晒晒。天都黑了，对面楼的人能看到屋里。行了，把主卧的窗帘拉上吧。",
     one(["m_curtain", "m_blackout"], CLOSE)),
]
for _text, _exp in LONG_TEXTS:
    case("long", _text, _exp, tags=("long-text", "distractor"))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
TRAD = set("開關燈廳臥調書點電視兒頂帶牆綠掃機們這個風氣簾樓幾來這讓氣噴觸們聲號")


def home_json() -> dict:
    rooms = [{"roomId": room_id(r), "locationId": LOCATION_ID, "name": r, "backgroundImage": None}
             for r in ROOMS]
    items = []
    for key, (label, name, room, prof_name, driver, transport) in DEVICES.items():
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
        item["presentationId"] = f"ST_{zlib.crc32(prof_name.encode()):08x}"
        item["locationId"] = LOCATION_ID
        if room:
            item["roomId"] = room_id(room)
        item["components"] = comps
        item["createTime"] = "2024-0%d-1%dT08:%02d:00.000Z" % (1 + zlib.crc32(key.encode()) % 9,
                                                               zlib.crc32(key.encode()) % 10, zlib.crc32(key.encode()) % 60)
        item["profile"] = {"id": prof_name}
        item["type"] = transport
        item["restrictionTier"] = 0
        item["allowed"] = []
        items.append(item)
    return {"rooms": rooms, "items": items}


def finish_cases() -> list[dict]:
    out = []
    per_group: Counter = Counter()
    for c in CASES:
        per_group[c["group"]] += 1
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        if len(c["expect"]) > 1 and "multi-command" not in tags:
            tags.append("multi-command")
        if "all" in modes and not any(t in ("bulk-all", "bulk-except") for t in tags):
            tags.append("bulk-all")
        if "clarify" in modes and "clarify" not in tags:
            tags.append("clarify")
        if c["history"] and "history" not in tags:
            tags.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]) and "state-query" not in tags:
            tags.append("state-query")
        if any(ch in TRAD for ch in c["query"]) and "traditional" not in tags:
            tags.append("traditional")
        keys = {k for e in c["expect"] for k in e["devices"]}
        if any(not has_spec(k) for k in keys) and "no-spec" not in tags:
            tags.append("no-spec")
        if any(DEVICES[k][2] is None for k in keys) and "no-room" not in tags and all(m == "one" for m in modes):
            tags.append("no-room")
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"family-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


TAG_MEANING = {
    "room-core": "a floor-prefixed room named by its bare core (书房 for 二层书房)",
    "room-full": "the room's full name as written in the app (一层客厅, 二层书房)",
    "room-alias": "another word for a room (爷爷奶奶房间, 主卫, 露台, 孩子房间, 洗手间)",
    "kind-room": "a kind-of-room word covering several rooms (卧室, 厕所/洗手间, 孩子房间)",
    "floor": "a floor word (一层/一楼/1F/楼下/二楼/三楼/楼上)",
    "ambiguous-floor": "楼上 in a three-floor house: two floors fit, ask",
    "no-floor": "车库 / 院子: rooms without a floor",
    "label-index": "numbered or repeated labels (射灯1-5, 壁灯/壁灯1/壁灯2)",
    "range": "a range of numbered labels (射灯1到射灯3)",
    "home-type": "a kind of device only this home names (投影幕布, 香薰机, 鱼缸灯, 晾衣架, 新风, 地暖…)",
    "segmentation": "labels containing room words vs a room said (书房台灯 sits in 大宝房间; 大宝房间灯; 阁楼灯)",
    "capability-action": "a specific command of a capability (modes, fan, swing, robot, washer, shade level, colour, volume, lock)",
    "two-actions": "two actions on one target in one clause: two expect entries in order",
    "polarity": "negated wording meaning stop/off (别开了, 不要吹了, 别放了)",
    "oscillation": "fan or outlet swing",
    "any-count": "'any N of them' (打开两盏灯, 随便开一个): mode one with every acceptable device",
    "soft-inherit": "a room said in an earlier clause; the later device may or may not be there",
    "carry-over": "the earlier clause's room has the later device: it is the one meant",
    "need": "states a need, not a command (老人房有点冷, 书房太暗了, 洗澡水不够热)",
    "not-command": "chit-chat, world questions, gibberish, thanks: extension mode none",
    "long-text": "a long rambling voice transcript ending in one real request",
    "distractor": "device or room words appear in the text before the real request",
    "clarify": "mode clarify: the right answer is to ask",
    "duplicate-label": "the label is shared by devices in several rooms (顶灯 x5, 床头灯 x3, 窗帘 x2, 镜前灯 x2)",
    "partial-name": "only part of a label is said",
    "type": "the query names only a device type",
    "pronoun": "它 / 那个",
    "no-history": "a reference with nothing to refer to",
    "relative": "a relative change (调亮一点, 高一档)",
    "state-query": "a question about state (capabilities [\"*\"])",
    "bulk-all": "a quantifier (所有, 全部, 都): mode all",
    "bulk-except": "an exclusion (除了…, …除外): mode all",
    "exclude-name": "the exclusion names devices, not rooms",
    "capability-subset": "bulk over only the devices that support the command",
    "room-multi": "a room with several devices of the type: any of them is accepted",
    "name-other-room": "a label names another room than the device's (餐厅插座 in 一层客厅, 书房台灯 in 二层大宝房间)",
    "relay-light": "a wall-switch relay (category Switch) labelled as a light (厨房灯, 车库灯)",
    "relay-fan": "a wall-switch relay labelled as a fan (排风扇, 换气扇)",
    "asr-label": "the label itself is a speech-recognition typo (客厅空条 for 空调)",
    "asr": "speech-recognition noise in the query",
    "filler": "hesitation words in the query (嗯, 那个, 呃)",
    "traditional": "Traditional characters",
    "colloquial": "colloquial wording",
    "numeral-zh": "numbers in Chinese numerals or ordinals",
    "code-mixed": "Chinese with English words",
    "english-label": "the label is English (Living Room Hue, Xiaomi Fan, Sonos)",
    "nickname": "a nickname (小黄 = speaker, 大白 = robot cleaner)",
    "no-label": "the device has no label; its name is shown (Yeelight LED Bulb)",
    "no-room": "the device has no room",
    "stale-room": "the device's roomId points to a deleted room (楼梯灯)",
    "no-spec": "the device's profile has no spec line: capabilities [\"*\"] only",
    "no-switch": "the device has no switch; another command turns it on/off",
    "quirk": "a real-profile quirk (DeepSmart Ac.v1: target temperature only via heating setpoint)",
    "fullwidth": "full-width brackets in the label, the query written with or without them",
    "word-order": "the words of a label reordered",
    "unique-type": "the only device of its type in scope",
    "reference": "refers to an earlier turn", "history": "earlier turns in `history`",
    "clarify-followup": "answers an earlier clarifying question",
    "multi-command": "two or more commands in one request",
    "mode": "a mode or programme", "fan": "fan speed", "level": "a level or percentage",
    "temperature": "a target temperature", "color": "a colour", "color-temperature": "warm/cool white",
    "volume": "volume or mute", "media": "TV and speakers", "appliance": "washer, dryer, dishwasher, microwave",
    "security": "locks and siren", "valve": "water valves", "plug": "smart plugs", "name": "the device's label",
}


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in SPEC.values() for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii())
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    groups = Counter(c["id"].rsplit("-", 1)[0].removeprefix("family-") for c in cases)
    home_profiles = sorted({profile_name(k) for k in DEVICES})
    lights_kind = Counter()
    for k in LIGHTS:
        ids = spec_ids(k)
        kind = ("colour" if SETCOLOR in ids else "colour temperature" if SETCT in ids
                else "dimmable" if SETLEVEL in ids else "on/off only")
        lights_kind[kind] += 1
    L = [
        "# family: a blind evaluation set for a three-generation family house",
        "",
        "Written without reading the engine's code. Generated by `build.py` (stdlib only; it reads",
        "`shared/data/smartthings/`); `python build.py --check` validates the written files and prints",
        "counts per tag and per mode. Formats: `shared/FORMATS.md`; labelling conventions follow",
        "`shared/bench/dev/README.md` except where stated below.",
        "",
        f"- rooms: {len(home['rooms'])} (three floors above ground, plus 车库 and 院子 without a floor); "
        f"devices: {len(home['items'])}",
        f"- profiles used by the home: {len(home_profiles)}, all real SmartThingsEdgeDrivers profiles (categories and",
        "  capabilities of every component copied); profile.id is the profile name",
        f"- spec.jsonl: {len(SPEC)} lines; {len(NO_SPEC_PROFILES)} of the home's profiles are left out on purpose: "
        + ", ".join(f"`{p}`" for p in NO_SPEC_PROFILES),
        f"- spec commands: {n_cmd}, descriptions written for this set, {n_en} ({n_en / n_cmd:.0%}) in English;",
        f"  value_list entries: {len(vl)}, {vl_en} ({vl_en / len(vl):.0%}) in English",
        f"- lights (\"灯\"): {len(LIGHTS)} = " + ", ".join(f"{v} {k}" for k, v in lights_kind.most_common()),
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds, roomIds and the locationId are uuid5 of readable keys in `build.py`: ids carry no hint.",
        "",
        "## Rooms",
        "",
        "| room (as named in the app) | floor | core | also reached by |",
        "| --- | --- | --- | --- |",
    ]
    aliases = {
        LR: "客厅, 一楼客厅", DN: "餐厅", KT: "厨房", ELD: "老人房, 爷爷奶奶房间; kind 卧室",
        BT1: "卫生间 (bare word), 一楼厕所/一楼洗手间; kind 厕所/洗手间/浴室", HALL: "玄关, 门口",
        MB: "主卧, 主卧室, 大卧室; kind 卧室", KID1: "大宝房间, 大宝屋, 大宝的; kinds 卧室, 孩子房间/儿童房",
        KID2: "二宝房间, 二宝屋; kinds 卧室, 孩子房间/儿童房", STUDY: "书房", BT2: "公卫; kind 厕所/洗手间/浴室",
        MBATH: "Master Bath, master bath, 主卫, 主卧卫生间; kind 厕所/洗手间/浴室", ATTIC: "阁楼",
        GYM: "健身房, 健身室", TERRACE: "晒台, 露台", GARAGE: "车库", YARD: "院子, 院里",
    }
    for r, (floor, core) in ROOMS.items():
        L.append(f"| {r} | {floor if floor else '-'} | {core} | {aliases[r]} |")
    L += [f"| (deleted: {STALE_ROOM}) | - | - | its roomId survives on 楼梯灯, not in `rooms` |", ""]
    L += [
        "## How the labels were decided",
        "",
        "1. **Acceptable answers (mode one).** `devices` lists every device a careful person would accept,",
        "   `capabilities` every command that does what was asked on at least one of them (each listed device",
        "   supports at least one listed command): 调亮/调暗/最亮 → `switchLevel-setLevel` or",
        "   `statelessSwitchLevelStep-stepLevel`; a colour → `colorControl-setColor` or `setHue`; warmer/cooler",
        "   white → `colorTemperature-setColorTemperature` or the step command; a temperature with no mode on a",
        "   heat/cool device → the cooling or the heating setpoint; 制冷/制热/自动 → the `thermostatMode` shortcut,",
        "   `setThermostatMode` or `airConditionerMode` (whichever the profile has). Devices without a `switch`",
        "   (Xiaomi Fan, the purifiers, the hood, 大白, floor heating, the water heater) are turned on/off by",
        "   their fan level, `thermostatMode` or `start`.",
        "2. **What is a light (\"灯\").** Category `Light`, plus the two wall-switch relays labelled as lights",
        "   (厨房灯, 车库灯: category `Switch`). Not lights: 鱼缸灯 (a SmartPlug feeding the aquarium's own lamp —",
        "   the family counts it with the fish tank), 浴霸 (a Thermostat whose `switch` drives its built-in lamp),",
        "   排风扇/换气扇 (relays labelled as fans). So \"所有灯\", \"客厅的灯\", \"一楼的灯\" never include 鱼缸灯.",
        "3. **What is a curtain (\"窗帘\").** Category `Blind` except 晾衣架 (a Blind motor profile the family uses",
        "   for the clothes rack). 百叶帘 and 遮光帘 are curtains; 投影幕布 (Projector) and 天窗 (WindowOpener) are not.",
        "4. **Rooms.** A device is in its `roomId` room. When its label names another room of the home it is in",
        "   both (seed 000 §4–6, as in dev): 餐厅插座 sits in 一层客厅 and also counts for 餐厅; 书房台灯 sits in",
        "   二层大宝房间 and also counts for 书房 (include keeps it by either, exclude drops it by either). Both",
        "   stay on their own floor, so no floor set depends on this rule. 楼梯灯's `roomId` is a deleted room:",
        "   it has no room and no floor. 大白 and 移动插座 have no `roomId`.",
        "5. **Floors** come from the room-name prefix only (一层/二层/三层, 1F). 一层 = 一楼 = 1F = 1楼 = **楼下**",
        "   (the house has no basement, and in everyday speech 楼下 is the ground floor). **楼上** covers two",
        "   floors (二层 and 三层) and the speaker's floor is unknown: ask (mode clarify), single target or bulk.",
        "   车库 and 院子 have no floor: \"一楼的灯\" does not include 车库灯, 庭院灯 or 草坪灯.",
        "6. **Kind-of-room words.** 卧室 = 老人房 + 主卧 + 大宝房间 + 二宝房间 (**老人房 is a bedroom**: the",
        "   grandparents sleep there). 厕所/洗手间/浴室 = 一层卫生间 + 二层公卫 + 二层 Master Bath; the bare word",
        "   **卫生间** is the core of the room 一层卫生间 and names that room (an exact room name beats the kind",
        "   word), while 二楼卫生间 = the bathrooms of 二层. 孩子房间/儿童房/孩子们的房间 = 大宝房间 + 二宝房间.",
        "   With a quantifier (所有卧室, 洗手间的灯都…) a kind word is a bulk scope over all its rooms; with a",
        "   single target whose candidates sit in different rooms it is a clarify (打开卧室的灯, 厕所的灯打开,",
        "   儿童房的空调打开); when only one of its rooms has the device it is mode one (浴室的浴霸).",
        "7. **Aliases** used: 爷爷奶奶房间 → 老人房; 大宝屋/大宝的 → 大宝房间; 二宝屋 → 二宝房间; 主卫/主卧卫生间/",
        "   master bath → 二层 Master Bath; 主卧室/大卧室 → 主卧; 露台 → 晒台; 健身室 → 健身房; 院里 → 院子.",
        "8. **Bulk (mode all)** is the exact set in scope (type, room, floor, label) that supports the command;",
        "   every listed command is supported by every device: \"所有灯调到50%\" and \"二楼的灯都调到30%\" are only",
        "   the dimmable lights, \"所有音箱暂停\" leaves out 收音机 (volume/mute only). No bulk case mixes devices",
        "   that would need different commands (e.g. the DeepSmart AC's setpoint vs the Matter ACs').",
        "9. **Ask back (mode clarify)** when several devices fit equally and a guess could act in the wrong room:",
        "   5× 顶灯, 3× 床头灯, 壁灯 (餐厅 壁灯 vs 主卧 壁灯1/壁灯2), 2× 镜前灯, 2× 窗帘 labels, 2× 地暖 (地暖 and",
        "   老人房地暖), 2 purifiers, 2 TVs, 2 fans, 2 locks, 7 ACs, 排风扇 vs 换气扇 for \"排气扇\", kind-of-room words,",
        "   楼上. `devices`/`capabilities` list the candidates, for information. \"把它关了\" and \"调亮一点\" with no",
        "   history are clarify with empty candidates. Interchangeable candidates in one room (客厅的窗帘 = 外层 +",
        "   内层, 老人房的灯) are mode one with all of them (`room-multi`).",
        "10. **Any N (any-count)** — \"打开两盏灯\", \"随便开一个灯\", \"关掉三个插座\" — are mode one: every device in",
        "    scope that can do it is listed; any of them at rank k is a hit.",
        "11. **Soft inherit.** A room said in an earlier clause carries to a later clause when that room has the",
        "    device (`carry-over`: 书房…空调 → 书房空调). When it does not, the later device is resolved across the",
        "    house: the only 加湿器 (主卧), 洗衣机 (晒台), 热水器 (车库), 大白 (no room) are mode one; a type with",
        "    several candidates elsewhere is a clarify (健身房 has no AC → 7 ACs; 主卧 has no purifier → 2).",
        "12. **Needs** list every device that would meet the need and every command that does: 有点冷 → AC heat,",
        "    floor heating, the electric blanket; 好热 → AC cool / fan; 好闷 → 新风 and AC; 车库好潮 → 除湿机 (a plug);",
        "    阁楼太潮 → the AC's dry mode; 太亮了 → dim/turn off the room's lights or close its curtains; 太暗了 →",
        "    lights on/brighter or open the blind; 太吵了 → volume down, mute, pause (TV: pause/off); 洗澡水不够热 →",
        "    the water heater's setpoint/heat mode; 浇花 → 浇花阀门 or the yard's 喷灌.",
        "13. **Not a command** (`not-command`): extension mode `none` — `{\"devices\": [], \"capabilities\": [],",
        "    \"mode\": \"none\"}`: the engine must act on no device and ask nothing. Some mention device words in a",
        "    statement (我昨天把客厅的灯泡换了, 电视上说明天要降温). **Long texts** (300–1500 characters) are mode",
        "    one on the single request at their end; earlier sentences mention other devices and rooms.",
        "14. **Home-specific semantics come from the spec descriptions written here:** 投影幕布 `windowShade-open`",
        "    = 展开/放下来, `close` = 收起; 晾衣架 `open` = 升起 (升上去), `close` = 降下来, `setShadeLevel` = height;",
        "    浴霸 (Aqara bath heater) `switch` = its lamp, `thermostatMode` = 取暖/干燥/凉风/换气 — \"打开浴霸\" accepts",
        "    heat or switch, \"浴霸换气\" is `setThermostatMode`; 新风 is DeepSmart `Newfan.v1` (category Vent).",
        "15. **Polarity.** 别开了/不要吹了 → off (or the fan level for a fan without a switch); 别放了 → pause/stop;",
        "    别扫了 → pause or go home; 别烧了 → thermostat off; 不要摆风了 → the oscillation command.",
        "16. **Segmentation.** An exact label wins over a room+type split: \"阁楼灯关了\" is the device 阁楼灯 only (not",
        "    氛围灯); \"客厅空调\" reaches 客厅空条 (ASR-typo label). \"打开书房台灯\" accepts the device labelled 书房台灯",
        "    (in 大宝房间) and 护眼灯 (the desk lamp in 书房); \"餐厅的插座\" accepts 饮水机 and 餐厅插座.",
        "17. **English labels.** Xiaomi Fan is also reached as 小米风扇; Living Room Hue as 客厅的hue灯; the unlabelled",
        "    \"Yeelight LED Bulb\" as Yeelight.",
        "18. **No-spec devices** (冰箱, 老人房人体感应, 鱼池水泵, 紧急按钮) appear only with capabilities [\"*\"],",
        "    in 3 state questions.",
        "19. **Kinds without a real profile.** No profile in the data has `humidifierMode`, so 加湿器 (like 香薰机,",
        "    鱼缸灯, 除湿机, 毛巾架, 跑步机) is an appliance on a smart plug: its commands are the plug's `switch`.",
        "20. **Numbered labels.** 射灯3 = 射灯三 = 3号射灯 = 第三个射灯 = 射灯散 (ASR); \"壁灯一/二号壁灯\" name 主卧's",
        "    壁灯1/壁灯2 (the only numbered 壁灯); \"打开壁灯\" is a clarify (餐厅 壁灯 vs 主卧's two).",
        "21. **The check** (`--check`): every device id exists; for mode one/clarify every listed command is in the",
        "    spec line of at least one listed device and every listed device supports at least one listed command;",
        "    for mode all every device supports every listed command; no-spec devices only with [\"*\"] in <= 3 cases;",
        "    mode none lists nothing; long texts are 300–1500 characters; profiles match profiles.jsonl.",
        "",
        "## Decisions a reviewer might dispute",
        "",
        "- 鱼缸灯 (a plug) is not a light for \"所有灯\"/\"客厅的灯\"; the two relays 厨房灯/车库灯 are.",
        "- 晾衣架 is not a curtain for \"所有窗帘\" although its profile is a Blind.",
        "- 楼下 = 一层; 楼上 = clarify; 车库/院子 are on no floor (not in \"一楼的灯\").",
        "- 老人房 counts as a 卧室; bare 卫生间 = the room 一层卫生间, while 厕所/洗手间/浴室 are kind words.",
        "- Labels naming another room count in both rooms (书房台灯 is in 书房's sets and 大宝房间's).",
        "- \"地暖关了\" and \"净化器调到自动\" are clarify although one device's label is exactly the word said,",
        "  because the other candidate (老人房地暖, 空气净化器) is the same kind of device in another room.",
        "  \"阁楼灯关了\" is mode one on the device 阁楼灯 (the other attic light is not called 阁楼灯).",
        "- 投影幕布 放下来 = `open`, 晾衣架 升上去 = `open` (as the spec's descriptions say).",
        "- \"X的灯关了\" without a quantifier is mode one over the room's lights (dev convention), not bulk.",
        "",
        "## Quirks of the real profiles that the cases keep",
        "",
        "- `Ac.v1` (DeepSmart, 老人房空调) sets its target temperature only through `thermostatHeatingSetpoint`",
        "  (16–30 °C), also when cooling; its modes (制冷/制热/送风/除湿/自动) are `airConditionerMode`.",
        "- `room-air-conditioner-heating-cooling` (大宝空调) has no fan speed and no dry mode.",
        "- `media-video-speaker` (主卧电视) keeps its volume on component `speaker`: out of scope, no volume case.",
        "- `jbl` (书房音箱) enables only play/pause; `media-speaker` (收音机) has volume/mute only.",
        "- `fan-rock` (Xiaomi Fan) and the Matter purifiers have no `switch`; `fan-3speed` (落地扇) has one.",
        "- `aqara-bath-heater`'s `switch`/`switchLevel`/`colorTemperature` drive its lamp; heating is `thermostatMode`.",
        "",
        "## Case groups",
        "",
        "| group | cases |", "| --- | --- |",
    ]
    L += [f"| {g} | {k} |" for g, k in groups.items()]
    L += ["", "## Tags", "", "| tag | cases | meaning |", "| --- | --- | --- |"]
    L += [f"| {t} | {k} | {TAG_MEANING.get(t, '')} |" for t, k in tags.most_common()]
    L += ["", "## Devices", "", "| label | room | category | profile | in spec |", "| --- | --- | --- | --- | --- |"]
    for key, (label, name, room, prof, _, _) in DEVICES.items():
        shown = label if label else f"(no label; name {name})"
        where = room if room in ROOMS else ("(roomId of deleted room 楼梯间)" if room else "(none)")
        L.append(f"| {shown} | {where} | {category_of(key)} | {prof} | {'yes' if has_spec(key) else 'no'} |")
    (HERE / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# Check (reads the written files, not the Python structures)
# ---------------------------------------------------------------------------------------------
def check() -> int:
    errors: list[str] = []
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for n, line in enumerate((HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        if row["profileId"] in spec:
            errors.append(f"spec.jsonl:{n}: duplicate profile {row['profileId']}")
        spec[row["profileId"]] = {c["id"] for c in row["capabilities"]}
        for c in row["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                errors.append(f"spec.jsonl:{n}: bad id {c['id']}")
            elif not any(cmd["name"] == parts[2] for cmd in CAPDEFS.get(parts[1], {}).get("commands", [])):
                errors.append(f"spec.jsonl:{n}: {c['id']} is not a command of capabilities.json")
    by_name: dict[str, list[dict]] = {}
    for p in PROFILES.values():
        by_name.setdefault(p["name"], []).append(p)
    room_ids = {r["roomId"] for r in home["rooms"]}
    devices = {}
    for it in home["items"]:
        devices[it["deviceId"]] = it
        main = next(c for c in it["components"] if c["id"] == "main")
        caps = [c["id"] for c in main["capabilities"]]
        cats = [c["name"] for c in main["categories"]]
        if not any(p["capabilities"] == caps and p["categories"] == cats for p in by_name.get(it["profile"]["id"], [])):
            errors.append(f"home.json: {it.get('label', it['name'])}: main component differs from profile {it['profile']['id']}")
    floors = {ROOMS[r["name"]][0] for r in home["rooms"]} - {None}
    if floors != {1, 2, 3}:
        errors.append(f"home.json: floors {floors}")
    labels = Counter(it.get("label") for it in home["items"])
    if labels["顶灯"] != 5 or labels["床头灯"] != 3:
        errors.append("home.json: expected 顶灯 x5 and 床头灯 x3")
    missing_profiles = sorted({it["profile"]["id"] for it in home["items"]} - set(spec))
    if not 3 <= len(missing_profiles) <= 5:
        errors.append(f"spec.jsonl: {len(missing_profiles)} home profiles left out (want 3-5)")
    n_lights = sum(1 for it in home["items"]
                   if next(c for c in it["components"] if c["id"] == "main")["categories"][0]["name"] == "Light")
    if len(home["items"]) < 90 or n_lights < 30:
        errors.append(f"home.json: {len(home['items'])} devices, {n_lights} Light devices")

    def caps_of(dev: str) -> set[str] | None:
        return spec.get(devices[dev]["profile"]["id"])

    cases = [json.loads(line) for line in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    ids = Counter(c["id"] for c in cases)
    errors += [f"cases.jsonl: duplicate id {i}" for i, k in ids.items() if k > 1]
    no_spec_cases = 0
    tag_counts: Counter = Counter()
    tag_modes: dict[str, Counter] = {}
    modes: Counter = Counter()
    for c in cases:
        where = f"cases.jsonl {c['id']}"
        if c.get("home") != "home.json" or not c.get("query") or not c.get("expect") or not c.get("tags"):
            errors.append(f"{where}: missing fields")
        if "history" in c and not all(isinstance(h, str) and h for h in c["history"]):
            errors.append(f"{where}: bad history")
        if "long-text" in c["tags"] and not 300 <= len(c["query"]) <= 1500:
            errors.append(f"{where}: long text of {len(c['query'])} characters")
        touches_no_spec = False
        for e in c["expect"]:
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            modes[mode] += 1
            for t in c["tags"]:
                tag_modes.setdefault(t, Counter())[mode] += 1
            if mode not in ("one", "all", "clarify", "none"):
                errors.append(f"{where}: mode {mode}")
                continue
            unknown = [d for d in devs if d not in devices]
            if unknown:
                errors.append(f"{where}: unknown devices {unknown}")
                continue
            if len(set(devs)) != len(devs):
                errors.append(f"{where}: repeated device")
            if mode == "none":
                if devs or caps:
                    errors.append(f"{where}: mode none lists devices or commands")
                continue
            if mode == "clarify" and not devs:
                if caps:
                    errors.append(f"{where}: clarify without candidates lists commands")
                continue
            if not devs or not caps:
                errors.append(f"{where}: empty devices or capabilities")
                continue
            if any(caps_of(d) is None for d in devs):
                touches_no_spec = True
                if caps != [ANY]:
                    errors.append(f"{where}: device without spec line needs capabilities ['*']")
            if caps == [ANY]:
                continue
            if ANY in caps:
                errors.append(f"{where}: '*' mixed with commands")
            if mode == "all":
                if len(devs) < 2:
                    errors.append(f"{where}: bulk of {len(devs)} device")
                for d in devs:
                    lacking = [x for x in caps if x not in (caps_of(d) or set())]
                    if lacking:
                        errors.append(f"{where}: {devices[d].get('label')} lacks {lacking}")
            else:
                for x in caps:
                    if not any(x in (caps_of(d) or set()) for d in devs):
                        errors.append(f"{where}: no listed device has {x}")
                for d in devs:
                    if not (caps_of(d) or set()) & set(caps):
                        errors.append(f"{where}: {devices[d].get('label')} supports none of the commands")
        no_spec_cases += touches_no_spec
        tag_counts.update(c["tags"])
    if no_spec_cases > 3:
        errors.append(f"cases.jsonl: {no_spec_cases} cases use devices without a spec line (max 3)")
    if len(cases) < 220:
        errors.append(f"cases.jsonl: only {len(cases)} cases")

    print(f"home: {len(home['rooms'])} rooms, {len(home['items'])} devices ({n_lights} category Light); "
          f"spec: {len(spec)} profiles; home profiles not in spec: {', '.join(missing_profiles)}")
    print(f"cases: {len(cases)}; cases touching no-spec devices: {no_spec_cases}")
    print("expect entries per mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())))
    case_modes = Counter("+".join(sorted({e['mode'] for e in c["expect"]})) for c in cases)
    print("cases per mode set: " + ", ".join(f"{m} {k}" for m, k in sorted(case_modes.items())))
    print("\ncases per tag (expect entries per mode):")
    for t, k in tag_counts.most_common():
        print(f"  {t:22s} {k:4d}   " + " ".join(f"{m}={n}" for m, n in sorted(tag_modes[t].items())))
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


def main() -> None:
    if "--check" in sys.argv[1:]:
        raise SystemExit(check())
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
    print(f"rooms {len(home['rooms'])}, devices {len(home['items'])}, spec profiles {len(SPEC)}, "
          f"commands {n_cmd} ({n_en / n_cmd:.0%} English), cases {len(cases)}")


if __name__ == "__main__":
    main()
