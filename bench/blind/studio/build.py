"""Build the blind evaluation set "studio": home.json, spec.jsonl, cases.jsonl and README.md.

Usage:
    python build.py            write the four files beside this script
    python build.py --check    re-read the written files and validate them (writes nothing)

The home is a single-floor big flat (大平层) of a tech-savvy owner who named every device and room
in the app himself: 15 idiosyncratically named rooms ("Living", "Master 套房", "书房/工作间" …),
English and brand labels, numbered series, duplicated labels, a label that names another room, a
misheard label, a device without a label, one without a room and one whose room was deleted.

Every device uses a real SmartThingsEdgeDrivers profile (shared/data/smartthings/profiles.jsonl):
the categories and capabilities of its components are copied from that profile. Commands,
arguments and enums come from shared/data/smartthings/capabilities.json. Descriptions in the spec
were written for this set (about a third in English). Four of the home's profiles are left out of
the spec on purpose (sensors only reachable by name/room, through state questions).

Cases are written with readable device keys; deviceIds in the output are uuid5 of those keys, so
no id hints at a room or a type. Bulk (mode "all") sets are computed by the helpers below from the
rules README.md states. Python 3.11, standard library only.
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
        cand = Path(__file__).resolve().parents[4] / "shared" / "data" / "smartthings"
    except IndexError:
        cand = None
    if cand is not None and (cand / "profiles.jsonl").exists():
        return cand
    return Path("/work/shared/data/smartthings")


DATA = _data_dir()
NS = uuid.UUID("5b0a3c52-9d7e-4c1f-8e2a-6f1d0b7c9a34")
LOCATION_ID = str(uuid.uuid5(NS, "location:studio-flat"))

# ---------------------------------------------------------------------------------------------
# Rooms
# ---------------------------------------------------------------------------------------------
# room name (as the owner typed it in the app) -> readable key for its uuid
ROOMS = {
    "Living": "living",
    "餐厅区": "dining",
    "中西厨": "kitchen",
    "Master 套房": "master",
    "次卧（爸妈）": "parents",
    "儿童房-朵朵": "kids",
    "书房/工作间": "study",
    "健身角": "gym",
    "衣帽间": "closet",
    "主卫": "master-bath",
    "客卫": "guest-bath",
    "生活阳台": "utility-balcony",
    "景观阳台": "view-balcony",
    "入户花园": "entry-garden",
    "储藏间": "storage",
}
LIVING, DINING, KITCHEN, MASTER, PARENTS, KIDS, STUDY, GYM, CLOSET, MBATH, GBATH, UBALC, VBALC, ENTRY, STORAGE = ROOMS
# A room the owner deleted: one device still carries its roomId, which is not in `rooms`.
DELETED_ROOM = "过道"

# Everyday words -> the rooms of this home they mean (README "Room words"). Several rooms for one
# word means the word is ambiguous between rooms (卫生间, 阳台, 卧室).
ROOM_WORDS: dict[str, tuple[str, ...]] = {
    "客厅": (LIVING,), "Living": (LIVING,),
    "餐厅": (DINING,), "饭厅": (DINING,),
    "厨房": (KITCHEN,), "中西厨": (KITCHEN,),
    "主卧": (MASTER,), "主卧室": (MASTER,), "Master": (MASTER,), "套房": (MASTER,),
    "爸妈房间": (PARENTS,), "爸妈房": (PARENTS,), "老人房": (PARENTS,), "次卧": (PARENTS,),
    "朵朵房间": (KIDS,), "儿童房": (KIDS,), "孩子房间": (KIDS,), "小孩房": (KIDS,),
    "书房": (STUDY,), "工作间": (STUDY,),
    "健身角": (GYM,), "健身房": (GYM,), "健身区": (GYM,),
    "衣帽间": (CLOSET,),
    "主卫": (MBATH,), "客卫": (GBATH,), "公卫": (GBATH,),
    "卫生间": (MBATH, GBATH), "厕所": (MBATH, GBATH), "洗手间": (MBATH, GBATH),
    "阳台": (UBALC, VBALC), "生活阳台": (UBALC,), "景观阳台": (VBALC,),
    "玄关": (ENTRY,), "门口": (ENTRY,), "入户": (ENTRY,), "入户花园": (ENTRY,),
    "储藏间": (STORAGE,), "储物间": (STORAGE,),
    "卧室": (MASTER, PARENTS, KIDS),
}

# ---------------------------------------------------------------------------------------------
# Devices: key -> (label or None, name, room (or DELETED_ROOM or None), profile, driver, transport)
# ---------------------------------------------------------------------------------------------
Z, M, L = "ZIGBEE", "MATTER", "LAN"
DEVICES: dict[str, tuple] = {
    # Living
    "lv_main": ("Main Light", "Aqara Ceiling Light T1", LIVING, "color-temp-bulb-2700K-6500K", "zigbee-switch", Z),
    "lv_strip1": ("灯带1", "Gledopto RGBW Strip", LIVING, "rgbw-bulb-2700K-6500K", "zigbee-switch", Z),
    "lv_strip2": ("灯带2", "Gledopto RGBW Strip", LIVING, "rgbw-bulb-2700K-6500K", "zigbee-switch", Z),
    "lv_strip3": ("灯带3", "Zigbee Color Strip", LIVING, "color-bulb", "zigbee-switch", Z),
    "lv_strip4": ("灯带4", "Zigbee Dimmable Strip", LIVING, "on-off-level", "zigbee-switch", Z),
    "lv_huego": ("Hue Go", "Hue Go", LIVING, "legacy-color", "philips-hue", L),
    "lv_nanoleaf": ("Nanoleaf", "Nanoleaf Shapes", LIVING, "light-color-level-2700K-6500K", "matter-switch", M),
    "lv_floor": ("落地灯", "Zigbee On/Off Lamp", LIVING, "on-off-bulb", "zigbee-switch", Z),
    "lv_curtain": ("Aqara 窗帘电机", "Aqara Curtain Driver E1", LIVING, "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", Z),
    "lv_sheer": ("纱帘", "Zigbee Curtain Motor", LIVING, "window-treatment-profile", "zigbee-window-treatment", Z),
    "lv_screen": ("投影幕布", "Vivid Storm Screen", LIVING, "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", Z),
    "lv_ac": ("Daikin Living", "Matter Room Air Conditioner", LIVING, "room-air-conditioner", "matter-thermostat", M),
    "lv_floorheat": ("地暖-Living", "DeepSmart Floor Heating", LIVING, "Heater.v1", "deepsmart", L),
    "lv_fresh": ("全屋新风", "DeepSmart Fresh Air", LIVING, "Newfan.v1", "deepsmart", L),
    "lv_purifier": ("Blueair 净化器", "Matter Air Purifier", LIVING, "air-purifier-hepa-wind-aqs-pm25-meas-pm25-level", "matter-thermostat", M),
    "lv_tv": ("Sony TV", "Matter Video Player", LIVING, "media-video-player", "matter-media", M),
    "lv_sonos": ("Sonos Arc", "Sonos Arc", LIVING, "sonos-player", "sonos", L),
    "lv_th": ("Living 温湿度", "Aqara TH Sensor T1", LIVING, "humidity-temp-battery-aqara", "zigbee-humidity-sensor", Z),
    "lv_motion": ("Living 人体", "Aqara Motion Sensor P1", LIVING, "motion-illuminance-battery-aqara", "zigbee-motion-sensor", Z),
    # 餐厅区
    "dn_spot1": ("射灯1", "Matter Dimmable Spot", DINING, "light-level", "matter-switch", M),
    "dn_spot2": ("射灯2", "Matter Dimmable Spot", DINING, "light-level", "matter-switch", M),
    "dn_spot3": ("射灯3", "Matter Dimmable Spot", DINING, "light-level", "matter-switch", M),
    "dn_pendant": ("餐桌吊灯", "Matter Tunable Pendant", DINING, "light-level-colorTemperature-2700K-6500K", "matter-switch", M),
    "dn_wine": ("酒柜", "Zigbee Plug", DINING, "basic-plug", "zigbee-switch", Z),
    # 中西厨
    "kt_main": ("中厨主灯", "Aqara Single Switch Module T1", KITCHEN, "aqara-switch-module-no-power", "zigbee-switch", Z),
    "kt_island": ("岛台吊灯", "Matter Tunable Light", KITCHEN, "light-level-colorTemperature-2200K-6500K", "matter-switch", M),
    "kt_hood": ("方太烟机", "Matter Extractor Hood", KITCHEN, "extractor-hood-light", "matter-appliance", M),
    "kt_dish": ("Bosch 洗碗机", "Matter Dishwasher", KITCHEN, "dishwasher", "matter-appliance", M),
    "kt_xiaoai": ("小爱", "JBL Link Music", KITCHEN, "jbl", "jbl", L),
    "kt_gas": ("燃气报警", "Aqara Natural Gas Detector", KITCHEN, "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", Z),
    "kt_leak": ("水浸-厨房", "Zigbee Water Leak Sensor", KITCHEN, "water-battery", "zigbee-water-leak-sensor", Z),
    "kt_valve": ("总水阀", "Matter Water Valve", KITCHEN, "water-valve", "matter-switch", M),
    "kt_rice": ("电饭煲", "Zigbee Plug", KITCHEN, "basic-plug", "zigbee-switch", Z),
    # Master 套房
    "ms_ceiling": ("顶灯", "Zigbee Tunable Ceiling Light", MASTER, "color-temp-bulb-2200K-6500K", "zigbee-switch", Z),
    "ms_bed_l": ("床头灯 L", "Aqara LED Bulb T1", MASTER, "aqara-led-bulb", "zigbee-switch", Z),
    "ms_bed_r": ("床头灯 R", "Aqara LED Bulb T1", MASTER, "aqara-led-bulb", "zigbee-switch", Z),
    "ms_ambient": ("氛围灯", "Zigbee RGBW Bulb", MASTER, "rgbw-bulb-2200K-6500K", "zigbee-switch", Z),
    "ms_curtain": ("Aqara 窗帘电机", "Aqara Curtain Driver E1", MASTER, "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", Z),
    "ms_blackout": ("遮光帘", "Zigbee Roller Shade", MASTER, "window-treatment-battery", "zigbee-window-treatment", Z),
    "ms_ac": ("Master AC", "DeepSmart AC", MASTER, "Ac.v1", "deepsmart", L),
    "ms_floorheat": ("地暖-Master", "DeepSmart Floor Heating", MASTER, "Heater.v1", "deepsmart", L),
    "ms_sonos": ("Sonos One", "Sonos One", MASTER, "sonos-player", "sonos", L),
    "ms_window": ("窗磁-Master", "Zigbee Contact Sensor", MASTER, "contact-battery-profile", "zigbee-contact", Z),
    "ms_aqs": ("空气盒子", "Matter Air Quality Sensor", MASTER, "aqs-temp-humidity-co2-pm25-tvoc-meas", "matter-sensor", M),
    # 次卧（爸妈）
    "pr_ceiling": ("顶灯", "Matter On/Off Light", PARENTS, "light-binary", "matter-switch", M),
    "pr_lamp": ("台灯", "GE Link Bulb", PARENTS, "ge-link-bulb", "zigbee-switch", Z),
    "pr_night": ("起夜灯", "Zigbee Night Light with Motion", PARENTS, "on-off-level-motion-sensor", "zigbee-switch", Z),
    "pr_curtain": ("窗帘-爸妈", "Zigbee Curtain Motor", PARENTS, "window-treatment-profile", "zigbee-window-treatment", Z),
    "pr_ac": ("格力 爸妈", "Matter Room Air Conditioner", PARENTS, "room-air-conditioner-fan-heating-cooling", "matter-thermostat", M),
    "pr_floorheat": ("地暖 爸妈", "DeepSmart Floor Heating", PARENTS, "Heater.v1", "deepsmart", L),
    # 儿童房-朵朵
    "kd_star": ("星空顶", "Matter Color Light", KIDS, "light-color-level", "matter-switch", M),
    "kd_night": ("朵朵的夜灯", "Matter Dimmable Night Light", KIDS, "light-level", "matter-switch", M),
    "kd_desk": ("护眼灯", "Matter Desk Lamp", KIDS, "light-level-colorTemperature", "matter-switch", M),
    "kd_curtain": ("窗帘-朵朵", "Zigbee Curtain Motor", KIDS, "window-treatment-no-preset", "zigbee-window-treatment", Z),
    "kd_ac": ("朵朵空调", "Matter Room Air Conditioner", KIDS, "room-air-conditioner-heating-cooling", "matter-thermostat", M),
    "kd_purifier": ("Xiaomi 净化器", "Matter Air Purifier", KIDS, "air-purifier-hepa", "matter-thermostat", M),
    "kd_th": ("温湿度-朵朵", "Aqara TH Sensor T1", KIDS, "humidity-temp-battery-aqara", "zigbee-humidity-sensor", Z),
    # 书房/工作间
    "st_ceiling": ("顶灯", "Zigbee On/Off Light", STUDY, "on-off-bulb", "zigbee-switch", Z),
    "st_desk": ("书房台登", "Matter Desk Lamp", STUDY, "light-level-colorTemperature-2700K-6500K", "matter-switch", M),
    "st_bar": ("BenQ 挂灯", "Zigbee Dimmer", STUDY, "on-off-level-no-firmware-update", "zigbee-switch", Z),
    "st_speaker": ("客厅音箱", "Sonos One", STUDY, "sonos-player", "sonos", L),
    "st_pc": ("PC 插座", "Matter Energy Plug", STUDY, "plug-power-energy-powerConsumption", "matter-switch", M),
    "st_fan": ("Dyson 风扇", "Matter Fan", STUDY, "fan-rock-wind", "matter-thermostat", M),
    "st_ac": ("Midea 书房", "Matter Room Air Conditioner", STUDY, "room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat", M),
    "st_blind": ("百叶帘", "Matter Venetian Blind", STUDY, "window-covering-tilt", "matter-window-covering", M),
    # 健身角
    "gy_ceiling": ("顶灯", "Matter Dimmable Light", GYM, "light-level-power", "matter-switch", M),
    "gy_fan": ("落地扇", "Matter Pedestal Fan", GYM, "fan-rock", "matter-thermostat", M),
    "gy_treadmill": ("跑步机", "Matter Smart Plug", GYM, "plug-power", "matter-switch", M),
    # 衣帽间
    "cl_spot": ("射灯", "Zigbee Light", CLOSET, "on-off-bulb-no-firmware-update", "zigbee-switch", Z),
    "cl_dehum": ("除湿机", "Zigbee Smart Plug", CLOSET, "switch-power-smartplug", "zigbee-switch", Z),
    # 主卫
    "mb_light": ("主卫灯", "Zigbee Light", MBATH, "on-off-bulb", "zigbee-switch", Z),
    "mb_mirror": ("镜前灯", "Aqara Light", MBATH, "aqara-light", "zigbee-switch", Z),
    "mb_heater": ("浴霸", "Laisiao Smart Bath Heater", MBATH, "switch-smart-bath-heater-laisiao", "zigbee-switch", Z),
    "mb_exhaust": ("主卫排风", "Aqara Wall Switch H1", MBATH, "aqara-switch-no-power", "zigbee-switch", Z),
    "mb_water": ("热水器", "Matter Water Heater", MBATH, "water-heater", "matter-thermostat", M),
    "mb_leak": ("水浸-主卫", "Matter Leak Sensor", MBATH, "leak-battery", "matter-sensor", M),
    # 客卫
    "gb_light": ("客卫灯", "Zigbee Wall Switch", GBATH, "basic-switch", "zigbee-switch", Z),
    "gb_exhaust": ("客卫排风扇", "Aqara Wall Switch H1", GBATH, "aqara-switch-no-power", "zigbee-switch", Z),
    # 生活阳台
    "ub_washer": ("Miele 洗衣机", "Matter Laundry Washer", UBALC, "laundry-washer", "matter-appliance", M),
    "ub_dryer": ("烘干机", "Matter Laundry Dryer", UBALC, "laundry-dryer-tl", "matter-appliance", M),
    "ub_rack": ("晾衣架", "Matter Clothes Rack", UBALC, "window-covering-batteryLevel", "matter-window-covering", M),
    "ub_light": ("Laundry Light", "Matter Light with Power Meter", UBALC, "light-power", "matter-switch", M),
    # 景观阳台
    "vb_string": ("串灯", "Matter String Lights", VBALC, "light-color-level-2200K-6500K", "matter-switch", M),
    "vb_wall": ("壁灯", "Matter On/Off Light", VBALC, "light-binary", "matter-switch", M),
    "vb_valve": ("自动浇花", "Zigbee Irrigation Valve", VBALC, "valve-battery-powerSource", "zigbee-valve", Z),
    "vb_window": ("电动窗", "Zigbee Window Opener", VBALC, "window-shade-only", "zigbee-window-treatment", Z),
    # 入户花园
    "eg_light": ("入户灯", "Matter Light with Motion", ENTRY, "light-level-motion", "matter-switch", M),
    "eg_lock": ("德施曼 Q5", "Matter Door Lock", ENTRY, "lock-unlatch-battery", "matter-lock", M),
    "eg_siren": ("警笛", "Zigbee Siren", ENTRY, "switch-alarm", "zigbee-siren", Z),
    "eg_door": ("门磁", "Zigbee Door Sensor", ENTRY, "contact-battery-tamper-no-fw-update", "zigbee-contact", Z),
    "eg_motion": ("入户人体", "Aqara Motion Sensor", ENTRY, "motion-battery-aqara", "zigbee-motion-sensor", Z),
    # 储藏间
    "sr_light": ("储藏间灯", "Zigbee On/Off Light", STORAGE, "on-off-bulb", "zigbee-switch", Z),
    "sr_th": (None, "Aqara 温湿度传感器", STORAGE, "humidity-temp-battery", "zigbee-humidity-sensor", Z),
    # no room / a deleted room
    "nr_robot": ("扫地僧", "Roborock S8 MaxV", None, "rvc-clean-mode", "matter-rvc", M),
    "nr_plug": ("移动插座", "Matter Plug", None, "plug-binary", "matter-switch", M),
    "hw_light": ("过道灯", "Zigbee Dimmer", DELETED_ROOM, "on-off-level-no-firmware-update", "zigbee-switch", Z),
}

# Switch relays whose label says they drive a light: "所有灯" means them too.
LIGHT_BY_LABEL = {"kt_main", "gb_light"}
# Category Blind, but the label names something that is not a window covering: "窗帘" excludes it.
NOT_A_CURTAIN = {"ub_rack"}
# Profiles of the home deliberately left out of spec.jsonl.
SPEC_LEFT_OUT = {"water-battery", "contact-battery-tamper-no-fw-update", "motion-battery-aqara", "humidity-temp-battery"}

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


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + ROOMS.get(room, "deleted-" + room)))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set (zh, en); the exported language is chosen per command
# ---------------------------------------------------------------------------------------------
DESC: dict[str, tuple[str, str]] = {
    "switch.on": ("开启，通电", "switch on"),
    "switch.off": ("关闭，断电", "switch off"),
    "switchLevel.setLevel": ("调节亮度到指定百分比", "set the dimming level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度加减一档（正数调亮，负数调暗）", "raise or lower brightness by a step"),
    "colorControl.setColor": ("设定灯光颜色", "change the light colour"),
    "colorControl.setHue": ("调整色调", "adjust hue"),
    "colorControl.setSaturation": ("调整颜色浓淡（饱和度）", "adjust saturation"),
    "colorTemperature.setColorTemperature": ("设定色温（开尔文，低为暖黄高为冷白）", "set white colour temperature (K)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温往暖或往冷调一步", "shift colour temperature warmer/cooler"),
    "windowShade.open": ("打开：拉开或升起", "open (draw back / raise)"),
    "windowShade.close": ("关闭：合上或放下", "close (draw / lower)"),
    "windowShade.pause": ("停止运动，停在当前位置", "stop moving"),
    "windowShadeLevel.setShadeLevel": ("设定开合位置百分比（0 关 100 开）", "set position in percent (0 closed, 100 open)"),
    "windowShadePreset.presetPosition": ("运行到常用位置", "move to the favourite position"),
    "windowShadePreset.setPresetPosition": ("保存常用位置", "store the favourite position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("调节叶片翻转角度", "set slat tilt"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度增减一步", "nudge the position up or down"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "change AC operating mode"),
    "airConditionerFanMode.setFanMode": ("切换风量档位", "change fan level"),
    "thermostatMode.setThermostatMode": ("切换运行模式", "set operating mode"),
    "thermostatMode.heat": ("进入制热", "heat mode"),
    "thermostatMode.cool": ("进入制冷", "cool mode"),
    "thermostatMode.auto": ("进入自动", "auto mode"),
    "thermostatMode.off": ("停止运行", "mode off"),
    "thermostatMode.emergencyHeat": ("应急加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("制冷时的目标温度", "cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("制热时的目标温度", "heating target temperature"),
    "fanSpeed.setFanSpeed": ("设定风扇档位", "set fan speed step"),
    "fanSpeedPercent.setPercent": ("风力百分比", "fan power in percent"),
    "fanMode.setFanMode": ("切换吸力档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("摇头/摆风设置", "oscillation setting"),
    "windMode.setWindMode": ("风感：睡眠风或自然风", "wind type (sleep / natural)"),
    "airPurifierFanMode.setAirPurifierFanMode": ("净化档位", "purifier fan mode"),
    "audioVolume.setVolume": ("设定音量", "set volume"),
    "audioVolume.volumeUp": ("音量加", "volume up"),
    "audioVolume.volumeDown": ("音量减", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("解除静音", "unmute"),
    "audioMute.setMute": ("设定静音开关", "set mute on/off"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("倒回", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设定播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("切到下一首/下一集", "next track"),
    "mediaTrackControl.previousTrack": ("回到上一首/上一集", "previous track"),
    "mediaPresets.playPreset": ("播放收藏（电台、歌单）", "play a favourite"),
    "audioNotification.playTrack": ("播放提示音", "play a notification sound"),
    "audioNotification.playTrackAndResume": ("播放提示音后接着放", "play a sound, then resume"),
    "audioNotification.playTrackAndRestore": ("播放提示音后还原", "play a sound, then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "send a remote key"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("解锁并拉开锁舌", "unlatch"),
    "valve.open": ("开阀", "open valve"),
    "valve.close": ("关阀", "close valve"),
    "alarm.siren": ("鸣响警报", "sound siren"),
    "alarm.strobe": ("闪灯警示", "flash strobe"),
    "alarm.both": ("鸣响并闪灯", "siren and strobe"),
    "alarm.off": ("停止警报", "alarm off"),
    "operationalState.start": ("启动程序", "start cycle"),
    "operationalState.pause": ("暂停程序", "pause cycle"),
    "operationalState.resume": ("继续程序", "resume cycle"),
    "operationalState.stop": ("结束程序", "stop cycle"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回基站充电", "return to base"),
    "mode.setMode": ("切换模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("漂洗次数", "rinse setting"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("甩干转速", "spin speed"),
    "temperatureLevel.setTemperatureLevel": ("温度档", "temperature level"),
    "refresh.refresh": ("同步最新状态", "refresh status"),
    "energyMeter.resetEnergyMeter": ("累计电量归零", "reset energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查新固件", "check firmware"),
    "firmwareUpdate.updateFirmware": ("安装新固件", "install firmware"),
}
DESC_BY_CATEGORY: dict[tuple[str, str], tuple[str, str]] = {
    ("AirConditioner", "switch.on"): ("开空调", "turn the AC on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the AC off"),
    ("Vent", "switch.on"): ("开启新风", "start ventilation"),
    ("Vent", "switch.off"): ("关闭新风", "stop ventilation"),
    ("Vent", "airConditionerFanMode.setFanMode"): ("新风风量档位", "ventilation airflow level"),
    ("Washer", "operationalState.start"): ("开始洗涤", "start washing"),
    ("Washer", "mode.setMode"): ("洗涤程序", "wash programme"),
    ("Dryer", "operationalState.start"): ("开始烘干", "start drying"),
    ("Dryer", "mode.setMode"): ("烘干程序", "drying programme"),
    ("Dishwasher", "operationalState.start"): ("开始洗碗", "start dishwashing"),
    ("Dishwasher", "mode.setMode"): ("洗碗程序", "dishwasher programme"),
    ("RobotCleaner", "mode.setMode"): ("清洁方式：扫、拖或扫拖", "cleaning type: vacuum / mop"),
    ("WaterHeater", "mode.setMode"): ("热水器运行方式", "water heater operation"),
    ("KitchenHood", "fanMode.setFanMode"): ("烟机吸力档位", "hood suction level"),
    ("Siren", "switch.on"): ("警笛开", "siren on"),
    ("Siren", "switch.off"): ("警笛关", "siren off"),
    ("WindowOpener", "windowShade.open"): ("开窗", "open window"),
    ("WindowOpener", "windowShade.close"): ("关窗", "close window"),
    ("WindowOpener", "windowShade.pause"): ("停止开关窗", "stop the window"),
    ("BathroomHeater", "switch.on"): ("开启取暖", "heater on"),
    ("BathroomHeater", "switch.off"): ("关闭取暖", "heater off"),
}
DESC_BY_PROFILE: dict[tuple[str, str], tuple[str, str]] = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("空调设定温度（制冷制热通用）", "AC target temperature"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("地暖目标温度", "floor heating target"),
    ("Heater.v1", "thermostatMode.setThermostatMode"): ("地暖开关模式", "floor heating mode"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("出水温度", "hot water temperature"),
}
# Profiles exported with an English phone locale as a whole.
ENGLISH_PROFILES = {"legacy-color", "sonos-player", "room-air-conditioner", "laundry-washer", "fan-rock"}
ENGLISH_SHARE = 24  # percent of the remaining commands exported in English (crc32-picked)

VALUES: dict[str, list[tuple[str, str, str]]] = {  # list key -> [(value, zh, en)]
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"),
                ("dry", "抽湿", "dry"), ("auto", "智能", "auto")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "低档风", "low"), ("medium", "中档风", "medium"),
               ("high", "高档风", "high")],
    "tmode_full": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                   ("dryair", "除湿", "dry"), ("fanonly", "仅送风", "fan only")],
    "tmode_nofan": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto")],
    "tmode_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "fan_fan": [("off", "停", "off"), ("low", "一档", "low"), ("medium", "二档", "medium"), ("high", "三档", "high"),
                ("auto", "自动", "auto")],
    "hood_fan": [("off", "关", "off"), ("low", "弱", "low"), ("medium", "中", "medium"), ("high", "强", "high"),
                 ("turbo", "爆炒", "turbo")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低", "low"),
                 ("medium", "中", "medium"), ("high", "高", "high")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep"), ("naturalWind", "自然风", "natural")],
    "osc": [("off", "不摇头", "no oscillation"), ("horizontal", "左右摇头", "side to side"),
            ("vertical", "上下摆", "up and down"), ("swing", "立体摆风", "swing")],
    "washer_mode": [("Cotton", "棉麻", "cotton"), ("Synthetics", "化纤", "synthetics"), ("Wool", "羊毛", "wool"),
                    ("Quick", "快洗", "quick"), ("Baby", "婴童", "baby care")],
    "dryer_mode": [("Cotton", "棉织物烘干", "cotton"), ("Gentle", "轻柔烘干", "gentle"), ("Quick", "速烘", "quick")],
    "dish_mode": [("Auto", "智能洗", "auto"), ("Intensive", "强力洗", "intensive"), ("Eco", "节能洗", "eco"),
                  ("Glass", "玻璃杯", "glass")],
    "rvc_mode": [("Vacuum", "只扫地", "vacuum"), ("Mop", "只拖地", "mop"), ("Vacuum and Mop", "扫拖同时", "vacuum + mop")],
    "heater_mode": [("Off", "关", "off"), ("Manual", "手动", "manual"), ("Eco", "节能", "eco")],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "多漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("off", "不甩干", "no spin"), ("400", "400转", "400 rpm"), ("800", "800转", "800 rpm"),
             ("1400", "1400转", "1400 rpm")],
    "temp_level": [("Low", "低温", "low"), ("Medium", "中温", "medium"), ("High", "高温", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "已暂停", "paused"), ("playing", "播放中", "playing"), ("stopped", "已停止", "stopped"),
                 ("fast forwarding", "快进中", "fast forwarding"), ("rewinding", "倒回中", "rewinding")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "OK"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS: dict[tuple[str, str], str] = {  # (profile, capability.command) -> list key
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_full",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_full",
    ("room-air-conditioner-humidity-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_full",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_nofan",
    ("Heater.v1", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-humidity-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("fan-rock-wind", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("fan-rock", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("extractor-hood-light", "fanMode.setFanMode"): "hood_fan",
    ("air-purifier-hepa-wind-aqs-pm25-meas-pm25-level", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("air-purifier-hepa", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-dryer-tl", "mode.setMode"): "dryer_mode",
    ("dishwasher", "mode.setMode"): "dish_mode",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("laundry-dryer-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
}
GENERIC_VALUE_LISTS = {
    "windMode.setWindMode": "wind", "fanOscillationMode.setFanOscillationMode": "osc",
    "audioMute.setMute": "mute", "mediaPlayback.setPlaybackStatus": "playback", "keypadInput.sendKey": "keys",
}
# (profile or None, capability.command) -> (min, max, unit); profile config ranges override these.
RANGES: dict[tuple[str | None, str], tuple[int, int, str | None]] = {
    (None, "switchLevel.setLevel"): (0, 100, "%"),
    (None, "statelessSwitchLevelStep.stepLevel"): (-100, 100, "%"),
    (None, "statelessColorTemperatureStep.stepColorTemperatureByPercent"): (-100, 100, "%"),
    (None, "colorControl.setHue"): (0, 100, "%"),
    (None, "colorControl.setSaturation"): (0, 100, "%"),
    (None, "colorTemperature.setColorTemperature"): (2200, 6500, "K"),
    ("legacy-color", "colorTemperature.setColorTemperature"): (2000, 6500, "K"),
    (None, "windowShadeLevel.setShadeLevel"): (0, 100, "%"),
    (None, "windowShadePreset.setPresetPosition"): (0, 100, "%"),
    (None, "windowShadeTiltLevel.setShadeTiltLevel"): (0, 100, "%"),
    (None, "statelessWindowShadeLevelStep.stepShadeLevel"): (-100, 100, "%"),
    (None, "thermostatCoolingSetpoint.setCoolingSetpoint"): (16, 30, "C"),
    (None, "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 30, "C"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def english(profile: str, token: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"studio|{profile}|{token}".encode()) % 100 < ENGLISH_SHARE


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
                    vr: dict = {"min": rng[0], "max": rng[1]}
                    if rng[2]:
                        vr["unit"] = rng[2]
                    entry["value_range"] = vr
                vl_key = VALUE_LISTS.get((name, key)) or GENERIC_VALUE_LISTS.get(key)
                if vl_key:
                    entry["value_list"] = [
                        {"value": v, "description": ve if english(name, cmd_id + "|" + v) else vz}
                        for v, vz, ve in VALUES[vl_key]]
                elif not rng and entry["type"] == "string" and "enum" in arg:
                    entry["value_list"] = [{"value": v, "description": v} for v in arg["enum"]]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


SPEC: dict[str, dict] = {}
for _key in DEVICES:
    _prof = profile_of(_key)
    if _prof["name"] not in SPEC and _prof["name"] not in SPEC_LEFT_OUT:
        SPEC[_prof["name"]] = spec_line(_prof)
HOME_PROFILES = sorted({DEVICES[k][3] for k in DEVICES})


def spec_ids(key: str) -> set[str]:
    line = SPEC.get(DEVICES[key][3])
    return {c["id"] for c in line["capabilities"]} if line else set()


# ---------------------------------------------------------------------------------------------
# Command ids and families
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
FANPCT, FANMODE = C("fanSpeedPercent", "setPercent"), C("fanMode", "setFanMode")
OSC, WIND = C("fanOscillationMode", "setFanOscillationMode"), C("windMode", "setWindMode")
PURIFIER = C("airPurifierFanMode", "setAirPurifierFanMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT, PREV, KEY = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"), C("keypadInput", "sendKey")
PLAYPRESET = C("mediaPresets", "playPreset")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
VOPEN, VCLOSE = C("valve", "open"), C("valve", "close")
OPSTART, OPPAUSE, OPSTOP, OPRESUME = (C("operationalState", m) for m in ("start", "pause", "stop", "resume"))
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
TEMPLEVEL = C("temperatureLevel", "setTemperatureLevel")
SIREN, STROBE, BOTH, ALARMOFF = (C("alarm", m) for m in ("siren", "strobe", "both", "off"))
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]            # brighter or dimmer
COLOR = [SETCOLOR, SETHUE]                  # a named colour
WARMER = [SETCT, STEPCT]                    # warmer or cooler white
SETPOINT = [COOLSP, HEATSP]                 # a temperature with no mode said
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
AC_OFF = [OFF, TOFF]
FAN_ON = [PURIFIER, FANPCT, ACFAN, FANMODE]  # devices without a switch: a fan level turns them on/off
HEATER_ON = [THEAT, TMODE]                  # floor heating: heat mode
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
MUTE_ON = [MUTE, SETMUTE]
MUTE_OFF = [UNMUTE, SETMUTE]
DIMMER = [SETLEVEL, STEPLEVEL, OFF]        # "too bright"
UNLOCK_ANY = [UNLOCK, UNLATCH]


# ---------------------------------------------------------------------------------------------
# Sets (the rules README.md states)
# ---------------------------------------------------------------------------------------------
def label_rooms(key: str) -> set[str]:
    """Rooms named by an everyday room word inside the label (longest non-overlapping match; one only)."""
    label = label_of(key)
    hits = sorted({w for w in ROOM_WORDS if w in label}, key=len, reverse=True)
    chosen: list[str] = []
    for w in hits:
        if not any(w in c for c in chosen):
            chosen.append(w)
    if len(chosen) != 1 or len(ROOM_WORDS[chosen[0]]) != 1:
        return set()
    return set(ROOM_WORDS[chosen[0]])


def rooms_of(key: str) -> set[str]:
    """A device is in its room and, when its label names a different room, in that room too."""
    out = {room_of(key)} if room_of(key) else set()
    return out | label_rooms(key)


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL]


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def curtains() -> list[str]:
    return [k for k in of_category("Blind") if k not in NOT_A_CURTAIN]


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def with_cmd(keys: list[str], *cmds: str) -> list[str]:
    return [k for k in keys if all(c in spec_ids(k) for c in cmds)]


def without(keys: list[str], *drop: str) -> list[str]:
    return [k for k in keys if k not in drop]


def labelled(text: str) -> list[str]:
    return [k for k in DEVICES if DEVICES[k][0] == text]


LIGHTS = lights()
CURTAINS = curtains()
ACS = of_category("AirConditioner")
FLOORHEAT = [k for k in DEVICES if DEVICES[k][3] == "Heater.v1"]
PLUGS = of_category("SmartPlug")
SPEAKERS = of_category("Speaker")
PURIFIERS = of_category("AirPurifier")
FANS = of_category("Fan")
STRIPS = ["lv_strip1", "lv_strip2", "lv_strip3", "lv_strip4"]
DN_SPOTS = ["dn_spot1", "dn_spot2", "dn_spot3"]
SPOTS = DN_SPOTS + ["cl_spot"]
CEILINGS = labelled("顶灯")
EXHAUSTS = ["mb_exhaust", "gb_exhaust"]
BEDROOMS = (MASTER, PARENTS, KIDS)
BALCONIES = (UBALC, VBALC)
BATHS = (MBATH, GBATH)
LV_LIGHTS = in_rooms(LIGHTS, LIVING)
MS_LIGHTS = in_rooms(LIGHTS, MASTER)
PR_LIGHTS = in_rooms(LIGHTS, PARENTS)
KD_LIGHTS = in_rooms(LIGHTS, KIDS)
ST_LIGHTS = in_rooms(LIGHTS, STUDY)
KT_LIGHTS = in_rooms(LIGHTS, KITCHEN)
BALC_LIGHTS = in_rooms(LIGHTS, *BALCONIES)
BATH_LIGHTS = in_rooms(LIGHTS, *BATHS)


# ---------------------------------------------------------------------------------------------
# Expectations
# ---------------------------------------------------------------------------------------------
def _keys(keys) -> list[str]:
    keys = [keys] if isinstance(keys, str) else list(keys)
    for k in keys:
        if k not in DEVICES:
            raise SystemExit(f"unknown device key {k}")
    return keys


def one(keys, cmds) -> dict:
    """Mode one: every device listed supports at least one listed command; unsupported commands drop."""
    keys = _keys(keys)
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    union: list[str] = []
    for k in keys:
        ok = [c for c in cmds if c == ANY or c in spec_ids(k)]
        if not ok:
            raise SystemExit(f"{k} supports none of {cmds}")
        union += [c for c in ok if c not in union]
    return {"devices": keys, "capabilities": [c for c in cmds if c in union], "mode": "one"}


def every(keys, cmds) -> dict:
    """Mode all: the exact set; every device supports every listed command."""
    keys = _keys(keys)
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    if len(keys) < 2:
        raise SystemExit(f"bulk set too small: {keys}")
    for k in keys:
        missing = [c for c in cmds if c not in spec_ids(k)]
        if missing:
            raise SystemExit(f"bulk: {k} lacks {missing}")
    return {"devices": keys, "capabilities": cmds, "mode": "all"}


def clarify(keys, cmds) -> dict:
    """Mode clarify: ask back. devices/capabilities list the candidates, for information (may be empty)."""
    if not keys:
        cmds = [cmds] if isinstance(cmds, str) else list(cmds)
        return {"devices": [], "capabilities": cmds, "mode": "clarify"}
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})


# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
# --- everyday words for the idiosyncratic room names ------------------------------------------
# room-alias: a word the room name does not contain (客厅 for "Living", 主卧 for "Master 套房")
case("room", "打开客厅的落地灯", one("lv_floor", ON), tags=("room-alias", "name"))
case("room", "把客厅的灯打开", one(LV_LIGHTS, ON), tags=("room-alias", "type", "room-multi"))
case("room", "客厅窗帘拉开", one(["lv_curtain", "lv_sheer"], OPEN), tags=("room-alias", "type", "cover", "room-multi"))
case("room", "客厅空调开到26度", one("lv_ac", SETPOINT), tags=("room-alias", "type", "climate", "temperature"))
case("room", "厨房灯打开", one(KT_LIGHTS, ON), tags=("room-alias", "type", "category-by-name", "room-multi"))
case("room", "厨房的烟机开到最大", one("kt_hood", [FANMODE, FANPCT]), tags=("room-alias", "no-switch", "appliance"))
case("room", "主卧窗帘关上", one(["ms_curtain", "ms_blackout"], CLOSE), tags=("room-alias", "type", "cover", "room-multi"))
case("room", "主卧空调调成制热", one("ms_ac", ACMODE), tags=("room-alias", "type", "climate", "mode"))
case("room", "主卧的顶灯调到30%", one("ms_ceiling", SETLEVEL), tags=("room-alias", "duplicate-label", "level"))
case("room", "爸妈房间的顶灯关了", one("pr_ceiling", OFF), tags=("room-alias", "duplicate-label", "colloquial"))
case("room", "爸妈房间空调开制热", one("pr_ac", [THEAT, TMODE]), tags=("room-alias", "type", "climate", "mode"))
case("room", "把爸妈房间窗帘拉上", one("pr_curtain", CLOSE), tags=("room-alias", "type", "cover"))
case("room", "老人房的台灯调暗一点", one("pr_lamp", BRIGHTER), tags=("room-alias", "name", "level", "relative"))
case("room", "朵朵房间的空调调到26度", one("kd_ac", SETPOINT), tags=("room-alias", "type", "climate", "temperature"))
case("room", "孩子房间的净化器开一下", one("kd_purifier", FAN_ON), tags=("room-alias", "type", "no-switch", "colloquial"))
case("room", "朵朵房间窗帘开一半", one("kd_curtain", SHADELEVEL), tags=("room-alias", "type", "cover", "level"))
case("room", "阳台的洗衣机开始洗", one("ub_washer", OPSTART), tags=("room-alias", "type", "appliance"))
case("room", "阳台的晾衣架降下来", one("ub_rack", [CLOSE, SHADELEVEL]), tags=("room-alias", "name", "shade-profile"))
case("room", "玄关灯打开", one("eg_light", ON), tags=("room-alias", "type"))
case("room", "门口的灯亮度调到50", one("eg_light", SETLEVEL), tags=("room-alias", "type", "level"))
case("room", "健身房的风扇开到最大", one("gy_fan", [ACFAN, FANPCT]), tags=("room-alias", "type", "no-switch", "fan"))
case("room", "储物间的灯打开", one("sr_light", ON), tags=("room-alias", "type"))
case("room", "卫生间的浴霸打开", one("mb_heater", ON), tags=("room-alias", "name"))
case("room", "主卧室的床头灯打开", one(["ms_bed_l", "ms_bed_r"], ON), tags=("room-alias", "ambiguous-soft"))
# room-core: the room's own name or the core of it (餐厅 for "餐厅区", 书房 or 工作间 for "书房/工作间")
case("room", "餐厅的吊灯打开", one("dn_pendant", ON), tags=("room-core", "partial-name"))
case("room", "书房的顶灯关掉", one("st_ceiling", OFF), tags=("room-core", "duplicate-label"))
case("room", "工作间的百叶帘角度调到30", one("st_blind", TILT), tags=("room-core", "cover", "level"))
case("room", "次卧空调调到制冷", one("pr_ac", [TCOOL, TMODE]), tags=("room-core", "type", "climate", "mode"))
case("room", "儿童房的星空顶换成蓝色", one("kd_star", COLOR), tags=("room-core", "name", "color"))
case("room", "健身角的顶灯调亮一点", one("gy_ceiling", BRIGHTER), tags=("room-core", "duplicate-label", "level", "relative"))
case("room", "主卫的排风开一下", one("mb_exhaust", ON), tags=("room-core", "category-by-name", "colloquial"))
case("room", "客卫灯关了", one("gb_light", OFF), tags=("room-core", "name", "category-by-name"))
case("room", "生活阳台的灯打开", one("ub_light", ON), tags=("room-core", "type", "english-label"))
case("room", "景观阳台的串灯调成暖黄色", one("vb_string", [*WARMER, *COLOR]), tags=("room-core", "name", "color-temperature"))
case("room", "入户花园的灯关掉", one("eg_light", OFF), tags=("room-core", "type"))
case("room", "衣帽间的除湿机打开", one("cl_dehum", ON), tags=("room-core", "name", "plug"))
case("room", "Master的遮光帘拉上", one("ms_blackout", CLOSE), tags=("room-core", "code-mixed", "cover"))
case("room", "Living的空调关掉", one("lv_ac", AC_OFF), tags=("room-core", "code-mixed", "climate"))
case("room", "套房里的氛围灯调成紫色", one("ms_ambient", COLOR), tags=("room-core", "name", "color"))

# --- one floor only ---------------------------------------------------------------------------
case("floor", "楼上的灯全关了", clarify(LIGHTS, OFF), tags=("floor", "fail-closed"))
case("floor", "把楼下的空调打开", clarify(ACS, ON), tags=("floor", "fail-closed", "climate"))
case("floor", "二楼的窗帘拉上", clarify(CURTAINS, CLOSE), tags=("floor", "fail-closed", "cover"))
case("floor", "一楼所有的灯都打开", clarify(LIGHTS, ON), tags=("floor", "fail-closed"))
case("floor", "家里所有灯都打开", every(LIGHTS, ON), tags=("floor", "bulk-all", "category-by-name"))
case("floor", "这层楼的灯全部关掉", every(LIGHTS, OFF), tags=("floor", "home-type", "bulk-all", "category-by-name"))
case("floor", "整层的空调都关了", every(ACS, OFF), tags=("floor", "home-type", "bulk-all", "climate"))

# --- numbered series and a lone namesake --------------------------------------------------------
case("index", "打开灯带3", one("lv_strip3", ON), tags=("label-index",))
case("index", "灯带三关掉", one("lv_strip3", OFF), tags=("label-index", "numeral-zh"))
case("index", "3号灯带调成紫色", one("lv_strip3", COLOR), tags=("label-index", "color"))
case("index", "第三条灯带亮度调到40%", one("lv_strip3", SETLEVEL), tags=("label-index", "level", "numeral-zh"))
case("index", "灯带全开", every(STRIPS, ON), tags=("label-index", "bulk-all"))
case("index", "灯带全部关掉", every(STRIPS, OFF), tags=("label-index", "bulk-all"))
case("index", "灯带都调成蓝色", every(with_cmd(STRIPS, SETCOLOR), COLOR), tags=("label-index", "bulk-all", "capability-subset", "color"))
case("index", "灯带1和灯带2都关掉", every(["lv_strip1", "lv_strip2"], OFF), tags=("label-index", "bulk-all"))
case("index", "最后一条灯带打开", one("lv_strip4", ON), tags=("label-index", "ordinal"))
case("index", "灯带四号调到最亮", one("lv_strip4", SETLEVEL), tags=("label-index", "level", "numeral-zh"))
case("index", "打开灯带", one(STRIPS, ON), tags=("label-index", "ambiguous-soft"))
case("index", "打开射灯", clarify(SPOTS, ON), tags=("label-index", "duplicate-label"))
case("index", "射灯2调暗一点", one("dn_spot2", BRIGHTER), tags=("label-index", "level", "relative"))
case("index", "二号射灯关掉", one("dn_spot2", OFF), tags=("label-index", "numeral-zh"))
case("index", "第一个射灯亮度调到百分之二十", one("dn_spot1", SETLEVEL), tags=("label-index", "level", "numeral-zh", "ordinal"))
case("index", "餐厅射灯全开", every(DN_SPOTS, ON), tags=("label-index", "bulk-all", "room-core"))
case("index", "所有射灯都关掉", every(SPOTS, OFF), tags=("label-index", "bulk-all"))
case("index", "衣帽间的射灯打开", one("cl_spot", ON), tags=("label-index", "room-core"))
case("index", "射灯一二三都打开", every(DN_SPOTS, ON), tags=("label-index", "bulk-all", "numeral-zh"))

# --- the kind of home: one open-plan floor ------------------------------------------------------
case("hometype", "客餐厅的灯全部关掉", every(in_rooms(LIGHTS, LIVING, DINING), OFF), tags=("home-type", "bulk-all"))
case("hometype", "全屋的窗帘都拉上", every(CURTAINS, CLOSE), tags=("home-type", "bulk-all", "cover", "category-by-name"))
case("hometype", "整个家里的空调都关了", every(ACS, OFF), tags=("home-type", "bulk-all", "climate"))
case("hometype", "所有卧室的窗帘都拉上", every(in_rooms(CURTAINS, *BEDROOMS), CLOSE), tags=("home-type", "bulk-all", "cover", "room-alias"))
case("hometype", "三个卧室的空调都打开", every(in_rooms(ACS, *BEDROOMS), ON), tags=("home-type", "bulk-all", "climate", "room-alias"))
case("hometype", "两个卫生间的排风都打开", every(EXHAUSTS, ON), tags=("home-type", "bulk-all", "room-alias", "category-by-name"))
case("hometype", "套房里的灯全关", every(MS_LIGHTS, OFF), tags=("home-type", "bulk-all", "room-core"))
case("hometype", "除了卧室，其他地方的灯都关掉", every(except_rooms(LIGHTS, *BEDROOMS), OFF),
     tags=("home-type", "bulk-except", "room-alias", "category-by-name"))
case("hometype", "全屋地暖都打开", every(FLOORHEAT, HEATER_ON), tags=("home-type", "bulk-all", "climate", "no-switch"))

# --- segmentation: words run together, wake words, no separators -------------------------------
case("segment", "小爱同学，打开Hue Go", one("lv_huego", ON), tags=("segmentation", "wake-word", "english-label"))
case("segment", "小爱同学帮我把纱帘拉上", one("lv_sheer", CLOSE), tags=("segmentation", "wake-word", "cover"))
case("segment", "爸妈房顶灯关一下", one("pr_ceiling", OFF), tags=("segmentation", "room-alias", "duplicate-label"))
case("segment", "朵朵房间夜灯调暗", one("kd_night", BRIGHTER), tags=("segmentation", "room-alias", "partial-name", "relative"))
case("segment", "开灯带1关灯带2", one("lv_strip1", ON), one("lv_strip2", OFF), tags=("segmentation", "label-index"))
case("segment", "huego调成绿色", one("lv_huego", COLOR), tags=("segmentation", "english-label", "color"))
case("segment", "主卫灯镜前灯都关了", every(["mb_light", "mb_mirror"], OFF), tags=("segmentation", "bulk-all", "category-by-name"))
case("segment", "关客卫灯开客卫排风扇", one("gb_light", OFF), one("gb_exhaust", ON), tags=("segmentation", "category-by-name"))
case("segment", "射灯3亮度50", one("dn_spot3", SETLEVEL), tags=("segmentation", "label-index", "level"))
case("segment", "中西厨岛台吊灯开", one("kt_island", ON), tags=("segmentation", "room-core", "name"))
case("segment", "次卧爸妈的顶灯打开", one("pr_ceiling", ON), tags=("segmentation", "room-core", "duplicate-label"))
case("segment", "书房工作间顶灯关掉", one("st_ceiling", OFF), tags=("segmentation", "room-core", "duplicate-label"))
case("segment", "灯带三四都开", every(["lv_strip3", "lv_strip4"], ON), tags=("segmentation", "label-index", "bulk-all", "numeral-zh"))
case("segment", "把儿童房朵朵的护眼灯打开", one("kd_desk", ON), tags=("segmentation", "room-core", "name"))
case("segment", "把Living的Main Light调到百分之六十", one("lv_main", SETLEVEL), tags=("segmentation", "code-mixed", "english-label", "level"))

# --- what the command does ----------------------------------------------------------------------
# modes, fan speed, oscillation
case("action", "Daikin Living开睡眠风", one("lv_ac", WIND), tags=("capability-action", "mode", "english-label", "climate"))
case("action", "Master AC调成除湿", one("ms_ac", ACMODE), tags=("capability-action", "mode", "english-label", "climate"))
case("action", "爸妈房间空调风速调到高", one("pr_ac", [ACFAN, FANPCT]), tags=("capability-action", "fan", "room-alias", "climate"))
case("action", "新风开到高档", one("lv_fresh", ACFAN), tags=("capability-action", "fan", "partial-name"))
case("action", "全屋新风调成自动", one("lv_fresh", ACFAN), tags=("capability-action", "fan", "name"))
case("action", "Blueair净化器调成睡眠模式", one("lv_purifier", PURIFIER), tags=("capability-action", "mode", "english-label"))
case("action", "Dyson风扇摇头", one("st_fan", OSC), tags=("capability-action", "oscillation", "english-label"))
case("action", "落地扇别摇头了", one("gy_fan", OSC), tags=("capability-action", "oscillation", "polarity"))
case("action", "Dyson开自然风", one("st_fan", WIND), tags=("capability-action", "mode", "english-label"))
case("action", "落地扇风速调到百分之三十", one("gy_fan", FANPCT), tags=("capability-action", "fan", "level", "numeral-zh"))
case("action", "朵朵空调调到自动模式", one("kd_ac", [TAUTO, TMODE]), tags=("capability-action", "mode", "name", "climate"))
# shades
case("action", "客厅那个Aqara窗帘开一半", one("lv_curtain", SHADELEVEL), tags=("capability-action", "cover", "level", "duplicate-label", "room-alias"))
case("action", "主卧遮光帘开三分之一", one("ms_blackout", SHADELEVEL), tags=("capability-action", "cover", "level", "fraction"))
case("action", "纱帘关到百分之二十", one("lv_sheer", SHADELEVEL), tags=("capability-action", "cover", "level", "numeral-zh"))
case("action", "百叶帘叶片调平", one("st_blind", TILT), tags=("capability-action", "cover"))
case("action", "朵朵房间窗帘再拉开一点", one("kd_curtain", [SHADELEVEL, STEPSHADE]), tags=("capability-action", "cover", "relative", "room-alias"))
case("action", "晾衣架升上去", one("ub_rack", [OPEN, SHADELEVEL]), tags=("capability-action", "shade-profile"))
case("action", "晾衣架降到一半", one("ub_rack", SHADELEVEL), tags=("capability-action", "shade-profile", "level"))
case("action", "把投影幕布放下来", one("lv_screen", CLOSE), tags=("capability-action", "shade-profile"))
case("action", "幕布停一下", one("lv_screen", PAUSE), tags=("capability-action", "shade-profile", "partial-name"))
case("action", "电动窗打开", one("vb_window", OPEN), tags=("capability-action", "cover", "name"))
case("action", "窗帘-爸妈停在预设位置", one("pr_curtain", PRESET), tags=("capability-action", "cover", "name"))
# robot, laundry, dishwasher
case("action", "扫地僧开始干活", one("nr_robot", RVCSTART), tags=("capability-action", "nickname", "no-room", "appliance"))
case("action", "扫地僧回去充电", one("nr_robot", RVCHOME), tags=("capability-action", "nickname", "no-room", "appliance"))
case("action", "让扫地僧只拖地", one("nr_robot", SETMODE), tags=("capability-action", "nickname", "mode", "appliance"))
case("action", "扫地僧先停一下", one("nr_robot", RVCPAUSE), tags=("capability-action", "nickname", "appliance"))
case("action", "Miele洗衣机开始洗", one("ub_washer", OPSTART), tags=("capability-action", "appliance", "english-label"))
case("action", "洗衣机换成快洗", one("ub_washer", SETMODE), tags=("capability-action", "appliance", "mode", "partial-name"))
case("action", "洗衣机甩干转速调到最高", one("ub_washer", SPIN), tags=("capability-action", "appliance", "mode"))
case("action", "洗衣机多漂洗一次", one("ub_washer", RINSE), tags=("capability-action", "appliance", "mode"))
case("action", "烘干机开始烘", one("ub_dryer", OPSTART), tags=("capability-action", "appliance"))
case("action", "烘干机调成低温", one("ub_dryer", TEMPLEVEL), tags=("capability-action", "appliance", "mode"))
case("action", "洗碗机启动", one("kt_dish", OPSTART), tags=("capability-action", "appliance", "partial-name"))
case("action", "洗碗机用节能洗", one("kt_dish", SETMODE), tags=("capability-action", "appliance", "mode"))
# volume, mute, media
case("action", "Sonos One音量调到20", one("ms_sonos", SETVOL), tags=("capability-action", "volume", "english-label"))
case("action", "把小爱的声音调大一点", one("kt_xiaoai", VOLUME_UP), tags=("capability-action", "volume", "nickname", "relative"))
case("action", "Sonos Arc静音", one("lv_sonos", MUTE_ON), tags=("capability-action", "volume", "english-label"))
case("action", "把Sonos Arc的静音关了", one("lv_sonos", MUTE_OFF), tags=("capability-action", "volume", "polarity"))
case("action", "Sonos One不要静音了", one("ms_sonos", MUTE_OFF), tags=("capability-action", "volume", "polarity"))
case("action", "客厅音箱取消静音", one("st_speaker", MUTE_OFF), tags=("capability-action", "volume", "name-other-room"))
case("action", "Sony TV暂停", one("lv_tv", MPAUSE), tags=("capability-action", "media", "english-label"))
case("action", "电视下一集", one("lv_tv", NEXT), tags=("capability-action", "media", "unique-type"))
case("action", "电视回到主页", one("lv_tv", KEY), tags=("capability-action", "media", "unique-type"))
case("action", "Sonos One切下一首", one("ms_sonos", NEXT), tags=("capability-action", "media", "english-label"))
case("action", "让小爱放首歌", one("kt_xiaoai", PLAY), tags=("capability-action", "media", "nickname"))
case("action", "Sonos One播放收藏的电台", one("ms_sonos", PLAYPRESET), tags=("capability-action", "media", "english-label"))
# colour and colour temperature
case("action", "Nanoleaf换成粉色", one("lv_nanoleaf", COLOR), tags=("capability-action", "color", "english-label"))
case("action", "氛围灯调成紫色", one("ms_ambient", COLOR), tags=("capability-action", "color", "name"))
case("action", "串灯调成暖光", one("vb_string", WARMER), tags=("capability-action", "color-temperature", "name"))
case("action", "餐桌吊灯色温调到3000K", one("dn_pendant", SETCT), tags=("capability-action", "color-temperature", "name"))
case("action", "镜前灯调成冷白光", one("mb_mirror", WARMER), tags=("capability-action", "color-temperature", "name"))
case("action", "护眼灯色温调高一点", one("kd_desk", WARMER), tags=("capability-action", "color-temperature", "relative"))
case("action", "Hue Go饱和度调低一点", one("lv_huego", [SETSAT, SETCOLOR]), tags=("capability-action", "color", "relative"))
# lock, siren, valves
case("action", "德施曼开门", one("eg_lock", UNLOCK_ANY), tags=("capability-action", "security", "brand"))
case("action", "大门锁上", one("eg_lock", LOCK), tags=("capability-action", "security", "unique-type"))
case("action", "门锁解锁", one("eg_lock", UNLOCK_ANY), tags=("capability-action", "security", "unique-type"))
case("action", "警笛响起来", one("eg_siren", [SIREN, BOTH, ON]), tags=("capability-action", "security", "colloquial"))
case("action", "警笛关掉", one("eg_siren", [ALARMOFF, OFF]), tags=("capability-action", "security"))
case("action", "自动浇花打开", one("vb_valve", VOPEN), tags=("capability-action", "valve", "name"))
case("action", "总水阀关上", one("kt_valve", VCLOSE), tags=("capability-action", "valve", "name"))
case("action", "热水器调到50度", one("mb_water", HEATSP), tags=("capability-action", "temperature"))
case("action", "地暖-Master调到24度", one("ms_floorheat", HEATSP), tags=("capability-action", "temperature", "climate", "name"))
case("action", "关掉地暖 爸妈", one("pr_floorheat", [TOFF, TMODE]), tags=("capability-action", "climate", "no-switch", "name"))
# two actions on one target -> two entries
case("action", "把Master AC打开，调到制冷", one("ms_ac", ON), one("ms_ac", ACMODE), tags=("capability-action", "two-actions", "climate"))
case("action", "书房空调开一下并设成24度", one("st_ac", ON), one("st_ac", SETPOINT), tags=("capability-action", "two-actions", "climate", "room-core"))
case("action", "Sonos One播放然后音量调到15", one("ms_sonos", PLAY), one("ms_sonos", SETVOL), tags=("capability-action", "two-actions", "volume"))
case("action", "洗衣机打开然后开始洗", one("ub_washer", ON), one("ub_washer", OPSTART), tags=("capability-action", "two-actions", "appliance"))
case("action", "落地扇打开并且摇头", one("gy_fan", [ACFAN, FANPCT]), one("gy_fan", OSC), tags=("capability-action", "two-actions", "no-switch", "oscillation"))
case("action", "餐桌吊灯打开，亮度调到70%", one("dn_pendant", ON), one("dn_pendant", SETLEVEL), tags=("capability-action", "two-actions", "level"))
case("action", "Hue Go打开并调成红色", one("lv_huego", ON), one("lv_huego", COLOR), tags=("capability-action", "two-actions", "color"))
# polarity
case("action", "别开灯带2了，关掉", one("lv_strip2", OFF), tags=("capability-action", "polarity", "label-index"))
case("action", "朵朵的窗帘拉上", one("kd_curtain", CLOSE), tags=("capability-action", "polarity", "cover"))
case("action", "朵朵的窗帘拉开", one("kd_curtain", OPEN), tags=("capability-action", "polarity", "cover"))
case("action", "Sonos One关闭静音", one("ms_sonos", MUTE_OFF), tags=("capability-action", "polarity", "volume"))
case("action", "纱帘不用关，打开", one("lv_sheer", OPEN), tags=("capability-action", "polarity", "cover"))

# --- any number of lights ------------------------------------------------------------------------
case("anycount", "随便开个灯", one(LIGHTS, ON), tags=("any-count", "category-by-name"))
case("anycount", "随便开两盏灯", one(LIGHTS, ON), tags=("any-count", "category-by-name"))
case("anycount", "客厅开两盏灯就行", one(LV_LIGHTS, ON), tags=("any-count", "room-alias"))
case("anycount", "书房随便开一盏灯", one(ST_LIGHTS, ON), tags=("any-count", "room-core"))
case("anycount", "开一盏灯", clarify(LIGHTS, ON), tags=("any-count",))

# --- a later command inherits the room or device of an earlier one, unless it names its own -----
case("inherit", "打开书房顶灯，台灯也开", one("st_ceiling", ON), one("st_desk", ON), tags=("soft-inherit", "misheard-label"))
case("inherit", "主卧窗帘拉上，灯也关了", one(["ms_curtain", "ms_blackout"], CLOSE), one(MS_LIGHTS, OFF), tags=("soft-inherit", "room-alias", "room-multi"))
case("inherit", "爸妈房间空调开制热，再开下地暖", one("pr_ac", [THEAT, TMODE]), one("pr_floorheat", HEATER_ON), tags=("soft-inherit", "room-alias", "climate"))
case("inherit", "打开朵朵房间空调，调到26度", one("kd_ac", ON), one("kd_ac", SETPOINT), tags=("soft-inherit", "room-alias", "climate"))
case("inherit", "打开主卧顶灯，再把爸妈房间的台灯打开", one("ms_ceiling", ON), one("pr_lamp", ON), tags=("soft-inherit", "room-alias", "no-inherit"))
case("inherit", "关掉书房的顶灯和爸妈房间的顶灯", one("st_ceiling", OFF), one("pr_ceiling", OFF), tags=("soft-inherit", "duplicate-label", "no-inherit"))
case("inherit", "餐厅射灯开一下，吊灯也开", one(DN_SPOTS, ON), one("dn_pendant", ON), tags=("soft-inherit", "room-core", "label-index"))
case("inherit", "健身角把顶灯打开，风扇也开", one("gy_ceiling", ON), one("gy_fan", [ACFAN, FANPCT]), tags=("soft-inherit", "room-core", "no-switch"))
case("inherit", "客厅窗帘关上，空调开到25度", one(["lv_curtain", "lv_sheer"], CLOSE), one("lv_ac", SETPOINT), tags=("soft-inherit", "room-alias", "climate"))
case("inherit", "打开景观阳台的壁灯，串灯调成蓝色", one("vb_wall", ON), one("vb_string", COLOR), tags=("soft-inherit", "room-core", "color"))
case("inherit", "把书房空调关了，然后打开主卧的", one("st_ac", AC_OFF), one("ms_ac", ON), tags=("soft-inherit", "room-core", "room-alias", "climate"))

# --- not a command: act on nothing, ask nothing ---------------------------------------------------
for _q in ("今天天气怎么样", "明天上海会下雨吗", "讲个笑话吧", "谢谢你", "好的知道了", "嗯嗯", "珠穆朗玛峰有多高",
           "asdfgh嘛呢啊哈", "哦哦哦哦哦", "你叫什么名字", "现在几点了", "一加一等于几", "我今天好累啊",
           "刚才那部电影真好看", "这个灯带的颜色还挺好看的"):
    case("notcmd", _q, NONE, tags=("not-command",))

# --- long rambling transcripts ending in one request ----------------------------------------------
LONG_1 = ("哎今天真的是累死了，早上八点就出门，地铁上挤得要命，到了公司老板又临时说方案要改，我们组三个人一直改到下午四点才弄完，"
          "中午饭都没好好吃，就在楼下随便买了个煎饼果子。下班的时候又开始下雨，打车排了四十多分钟的队，司机还非要走内环，"
          "我跟他说走中环快一点他不听，结果在延安路上堵了半个小时。回到家朵朵还在哭，说幼儿园有个小朋友抢她的彩笔，"
          "哄了半天才好。我妈说晚饭做了红烧肉，可是我现在一点胃口都没有，就想躺着。对了，客厅那几条灯带里有一条老是闪，"
          "周末得找人来看看，还有扫地僧最近老是卡在餐厅椅子底下，也不知道是不是该换滤网了。明天早上九点还要开会，"
          "PPT还差两页没写完，书房里闷得要命，电脑风扇响得跟拖拉机一样。算了算了不想了，你先帮我把书房的空调打开吧。")
LONG_2 = ("跟你说个事啊，我爸妈这周从老家过来住，说要待到过完年再走。老两口年纪大了怕冷，前天晚上我妈跟我说半夜冻醒了两次，"
          "被子盖了两床都不行，我爸还开玩笑说咱们家这个大平层好看是好看，就是太空旷了，不聚气。我说那是你们不会用，"
          "家里什么都是智能的，手机上点一点就行，结果他们说看不懂那些英文名字，什么 Master 什么 Living 的，也不知道哪个是哪个。"
          "我就想着过两天把名字都改成中文的算了，不过改起来也挺麻烦，几十个设备呢。还有那个空调，我妈说吹得她嗓子干，"
          "晚上不愿意开，所以这几天基本都是关着的。朵朵倒是挺开心的，天天跑到爷爷奶奶房间里玩，昨天还把起夜灯当玩具按来按去。"
          "总之就是他们房间晚上太冷了，空调又不想开，所以你现在把爸妈房间的地暖打开吧。")
LONG_3 = ("今天晚上有几个老同学要来家里吃饭，大概七点钟到，我下午专门请了半天假回来准备。菜是昨天在盒马上订好的，"
          "有小龙虾、牛排还有一些海鲜，老婆说要做个火锅，我觉得火锅太麻烦了，还不如直接烤肉，最后商量半天还是决定两样都弄。"
          "酒的话酒柜里还有几瓶红酒，上次朋友送的，应该够喝了。餐厅那几个射灯上次换了灯泡之后亮度有点不一样，"
          "到时候调一调就行，反正大家吃饭的时候也不需要太亮，氛围到了就好。最头疼的是家里的狗最近掉毛特别厉害，沙发上、地毯上全是毛，客厅看起来乱七八糟的，"
          "我刚才用粘毛器弄了半天也弄不干净。洗碗机里还有早上的碗没拿出来，等会儿我自己收拾。对了，投影那边我想放个演唱会，"
          "到时候再说吧。现在时间不多了，趁他们还没到，让扫地僧先去把地扫一遍。")
case("long", LONG_1, one("st_ac", ON), tags=("long-text", "room-core"))
case("long", LONG_2, one("pr_floorheat", HEATER_ON), tags=("long-text", "room-alias", "climate"))
case("long", LONG_3, one("nr_robot", RVCSTART), tags=("long-text", "nickname", "appliance"))

# --- a need, not a command: every acceptable device and command ----------------------------------
case("need", "书房好热", one(["st_ac", "st_fan"], [ON, COOLSP, TCOOL, TMODE, ACFAN, FANPCT]), tags=("need", "room-core", "climate"))
case("need", "爸妈房间有点冷", one(["pr_ac", "pr_floorheat"], [ON, HEATSP, THEAT, TMODE]), tags=("need", "room-alias", "climate"))
case("need", "客厅好闷", one(["lv_fresh", "lv_ac"], [ON, ACFAN, TMODE]), tags=("need", "room-alias"))
case("need", "衣帽间好潮", one("cl_dehum", ON), tags=("need", "room-core", "plug"))
case("need", "好潮啊", one(["cl_dehum", "lv_ac", "pr_ac", "st_ac", "ms_ac"], [ON, TMODE, ACMODE]), tags=("need",))
case("need", "太亮了", one("ms_ceiling", DIMMER), tags=("need", "reference"), history=("把主卧顶灯打开",))
case("need", "朵朵房间太亮了", one(KD_LIGHTS, DIMMER), tags=("need", "room-alias", "room-multi"))
case("need", "客厅太吵了", one(["lv_sonos", "st_speaker", "lv_tv", "lv_purifier", "lv_fresh"],
                              [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP, PURIFIER, FANPCT, ACFAN]),
     tags=("need", "room-alias", "name-other-room"))
case("need", "太吵了", one("ms_sonos", [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP]), tags=("need", "reference"),
     history=("Sonos One播放周杰伦的歌",))
case("need", "洗澡水不够热", one("mb_water", [HEATSP, THEAT, TMODE]), tags=("need",))
case("need", "书房有点暗", one(ST_LIGHTS, [ON, SETLEVEL, STEPLEVEL]), tags=("need", "room-core", "room-multi"))
case("need", "朵朵房间空气不太好", one("kd_purifier", [PURIFIER, FANPCT]), tags=("need", "room-alias"))
case("need", "健身角热死了", one("gy_fan", [ACFAN, FANPCT]), tags=("need", "room-core", "no-switch"))
case("need", "我要洗澡了，卫生间有点冷", one("mb_heater", ON), tags=("need", "room-alias"))
case("need", "主卧有点冷", one(["ms_ac", "ms_floorheat"], [ON, HEATSP, ACMODE, THEAT, TMODE]), tags=("need", "room-alias", "climate"))
case("need", "花该浇水了", one("vb_valve", VOPEN), tags=("need", "valve"))

# --- ask back ------------------------------------------------------------------------------------
case("clarify", "打开顶灯", clarify(CEILINGS, ON), tags=("duplicate-label",))
case("clarify", "顶灯调到50%", clarify(with_cmd(CEILINGS, SETLEVEL), SETLEVEL), tags=("duplicate-label", "level"))
case("clarify", "把它关了", clarify([], OFF), tags=("pronoun", "no-history"))
case("clarify", "那个关掉", clarify([], OFF), tags=("pronoun", "no-history"))
case("clarify", "打开Aqara窗帘电机", clarify(labelled("Aqara 窗帘电机"), OPEN), tags=("duplicate-label", "cover", "code-mixed"))
case("clarify", "打开卫生间的灯", clarify(BATH_LIGHTS, ON), tags=("room-alias", "two-rooms", "category-by-name"))
case("clarify", "阳台的灯打开", clarify(BALC_LIGHTS, ON), tags=("room-alias", "two-rooms"))
case("clarify", "厕所的排风扇开一下", clarify(EXHAUSTS, ON), tags=("room-alias", "two-rooms", "category-by-name"))
case("clarify", "卧室的灯关了", clarify(in_rooms(LIGHTS, *BEDROOMS), OFF), tags=("room-alias", "two-rooms"))
case("clarify", "卧室空调调到26度", clarify(in_rooms(ACS, *BEDROOMS), SETPOINT), tags=("room-alias", "two-rooms", "climate"))
case("clarify", "打开空调", clarify(ACS, ON), tags=("type", "climate"))
case("clarify", "打开地暖", clarify(FLOORHEAT, HEATER_ON), tags=("type", "climate"))
case("clarify", "打开净化器", clarify(PURIFIERS, FAN_ON), tags=("type",))
case("clarify", "打开风扇", clarify(FANS, [ACFAN, FANPCT]), tags=("type",))
case("clarify", "音乐暂停一下", clarify(SPEAKERS, MPAUSE), tags=("type", "media"))
case("clarify", "把窗帘打开", clarify(CURTAINS, OPEN), tags=("type", "cover"))
case("clarify", "打开排风扇", clarify(EXHAUSTS, ON), tags=("type", "category-by-name"))
case("clarify", "温度调高两度", clarify([*ACS, *FLOORHEAT], SETPOINT), tags=("climate", "relative"))
case("clarify", "打开搜诺斯", clarify(["lv_sonos", "ms_sonos"], PLAY), tags=("asr-homophone", "brand"))

# --- on/off by name --------------------------------------------------------------------------------
case("name", "打开Hue Go", one("lv_huego", ON), tags=("name", "english-label"))
case("name", "关掉Nanoleaf", one("lv_nanoleaf", OFF), tags=("name", "english-label"))
case("name", "打开落地灯", one("lv_floor", ON), tags=("name",))
case("name", "餐桌吊灯关了", one("dn_pendant", OFF), tags=("name", "colloquial"))
case("name", "岛台吊灯打开", one("kt_island", ON), tags=("name",))
case("name", "中厨主灯关掉", one("kt_main", OFF), tags=("name", "category-by-name"))
case("name", "打开床头灯L", one("ms_bed_l", ON), tags=("name", "code-mixed"))
case("name", "左边床头灯关掉", one("ms_bed_l", OFF), tags=("name", "code-mixed", "word-order"))
case("name", "右边的床头灯打开", one("ms_bed_r", ON), tags=("name", "code-mixed", "word-order"))
case("name", "打开起夜灯", one("pr_night", ON), tags=("name",))
case("name", "朵朵的夜灯打开", one("kd_night", ON), tags=("name", "nickname"))
case("name", "打开星空顶", one("kd_star", ON), tags=("name",))
case("name", "打开书房台灯", one("st_desk", ON), tags=("name", "misheard-label"))
case("name", "书房台登关掉", one("st_desk", OFF), tags=("name", "misheard-label"))
case("name", "书房台灯亮度调到百分之七十", one("st_desk", SETLEVEL), tags=("name", "misheard-label", "level", "numeral-zh"))
case("name", "BenQ挂灯打开", one("st_bar", ON), tags=("name", "english-label"))
case("name", "打开PC插座", one("st_pc", ON), tags=("name", "plug", "english-label"))
case("name", "跑步机通电", one("gy_treadmill", ON), tags=("name", "plug", "colloquial"))
case("name", "除湿机打开", one("cl_dehum", ON), tags=("name", "plug"))
case("name", "镜前灯打开", one("mb_mirror", ON), tags=("name",))
case("name", "打开浴霸", one("mb_heater", ON), tags=("name",))
case("name", "打开Laundry Light", one("ub_light", ON), tags=("name", "english-label"))
case("name", "壁灯关掉", one("vb_wall", OFF), tags=("name",))
case("name", "入户灯关掉", one("eg_light", OFF), tags=("name",))
case("name", "酒柜断电", one("dn_wine", OFF), tags=("name", "plug", "colloquial"))
case("name", "电饭煲打开", one("kt_rice", ON), tags=("name", "plug"))
case("name", "打开过道灯", one("hw_light", ON), tags=("name", "stale-room"))
case("name", "过道灯调到百分之十", one("hw_light", SETLEVEL), tags=("name", "stale-room", "level", "numeral-zh"))
case("name", "移动插座关掉", one("nr_plug", OFF), tags=("name", "no-room", "plug"))
case("name", "储藏间灯打开", one("sr_light", ON), tags=("name", "room-core"))
case("name", "打开Daikin Living", one("lv_ac", ON), tags=("name", "english-label", "climate"))
case("name", "关掉格力爸妈", one("pr_ac", AC_OFF), tags=("name", "brand", "climate"))
case("name", "打开Midea书房", one("st_ac", ON), tags=("name", "english-label", "climate"))
case("name", "Master AC关了", one("ms_ac", OFF), tags=("name", "english-label", "climate"))
case("name", "关掉朵朵空调", one("kd_ac", AC_OFF), tags=("name", "climate"))
case("name", "打开全屋新风", one("lv_fresh", ON), tags=("name",))
case("name", "打开Blueair", one("lv_purifier", FAN_ON), tags=("name", "english-label", "no-switch"))
case("name", "关掉Xiaomi净化器", one("kd_purifier", [PURIFIER, FANPCT]), tags=("name", "english-label", "no-switch"))
case("name", "方太烟机关掉", one("kt_hood", [FANMODE, FANPCT]), tags=("name", "brand", "no-switch"))
case("name", "打开Sony TV", one("lv_tv", ON), tags=("name", "english-label", "media"))
case("name", "Bosch洗碗机关掉", one("kt_dish", OFF), tags=("name", "english-label", "appliance"))
case("name", "客厅音箱暂停", one("st_speaker", MPAUSE), tags=("name", "name-other-room", "media"))
case("name", "客厅的音箱下一首", one(["lv_sonos", "st_speaker"], NEXT), tags=("name-other-room", "room-alias", "media", "ambiguous-soft"))
case("name", "书房的音箱音量调到25", one("st_speaker", SETVOL), tags=("name-other-room", "room-core", "volume"))

# --- speech-recognition noise and brand names said in Chinese --------------------------------------
case("asr", "搜诺斯万播放", one("ms_sonos", PLAY), tags=("asr-homophone", "brand", "media"))
case("asr", "搜诺斯阿克静音", one("lv_sonos", MUTE_ON), tags=("asr-homophone", "brand", "volume"))
case("asr", "罗伯罗克开始扫地", one("nr_robot", RVCSTART), tags=("asr-homophone", "brand", "appliance", "no-room"))
case("asr", "罗伯罗克回去充电", one("nr_robot", RVCHOME), tags=("asr-homophone", "brand", "appliance", "no-room"))
case("asr", "扫地生暂停一下", one("nr_robot", RVCPAUSE), tags=("asr-homophone", "nickname", "appliance"))
case("asr", "打开纳诺利夫", one("lv_nanoleaf", ON), tags=("asr-homophone", "brand"))
case("asr", "打开Hugo", one("lv_huego", ON), tags=("asr-homophone", "english-label"))
case("asr", "休购调成黄色", one("lv_huego", COLOR), tags=("asr-homophone", "color"))
case("asr", "打开戴森风扇", one("st_fan", [ACFAN, FANPCT]), tags=("brand-zh", "no-switch"))
case("asr", "大金空调关了", one("lv_ac", AC_OFF), tags=("brand-zh", "climate"))
case("asr", "美的空调调到25度", one("st_ac", SETPOINT), tags=("brand-zh", "climate", "temperature"))
case("asr", "小米净化器打开", one("kd_purifier", FAN_ON), tags=("brand-zh", "no-switch"))
case("asr", "美诺洗衣机开始洗", one("ub_washer", OPSTART), tags=("brand-zh", "appliance"))
case("asr", "博世洗碗机开始洗", one("kt_dish", OPSTART), tags=("brand-zh", "appliance"))
case("asr", "明基挂灯关掉", one("st_bar", OFF), tags=("brand-zh",))
case("asr", "索尼电视暂停", one("lv_tv", MPAUSE), tags=("brand-zh", "media"))
case("asr", "德士曼开锁", one("eg_lock", UNLOCK_ANY), tags=("asr-homophone", "security"))
case("asr", "布鲁爱净化器调到自动", one("lv_purifier", PURIFIER), tags=("asr-homophone", "brand"))
case("asr", "方台烟机开到中档", one("kt_hood", [FANMODE, FANPCT]), tags=("asr-homophone", "appliance"))
case("asr", "小艾的声音调小一点", one("kt_xiaoai", VOLUME_DOWN), tags=("asr-homophone", "nickname", "volume"))
case("asr", "朵朵的夜等打开", one("kd_night", ON), tags=("asr-homophone", "nickname"))
case("asr", "打开星空定", one("kd_star", ON), tags=("asr-homophone",))
case("asr", "打开浴吧", one("mb_heater", ON), tags=("asr-homophone",))
case("asr", "凉衣架降下来", one("ub_rack", [CLOSE, SHADELEVEL]), tags=("asr-homophone", "shade-profile"))

# --- state questions ------------------------------------------------------------------------------
case("state", "客厅现在多少度", one(["lv_th", "lv_ac", "lv_floorheat"], ANY), tags=("state-query", "room-alias"))
case("state", "入户门关好了吗", one(["eg_door", "eg_lock"], ANY), tags=("state-query", "not-in-spec"))
case("state", "门口有人吗", one("eg_motion", ANY), tags=("state-query", "room-alias", "not-in-spec"))
case("state", "厨房有没有漏水", one("kt_leak", ANY), tags=("state-query", "room-alias", "not-in-spec"))
case("state", "燃气有没有泄漏", one("kt_gas", ANY), tags=("state-query", "unique-type"))
case("state", "储藏间湿度多少", one("sr_th", ANY), tags=("state-query", "room-core", "no-label", "not-in-spec"))
case("state", "朵朵房间湿度多少", one("kd_th", ANY), tags=("state-query", "room-alias"))
case("state", "主卧空气质量怎么样", one("ms_aqs", ANY), tags=("state-query", "room-alias"))
case("state", "主卧窗户关了吗", one("ms_window", ANY), tags=("state-query", "room-alias"))
case("state", "洗衣机洗完没", one("ub_washer", ANY), tags=("state-query", "appliance"))
case("state", "门锁了吗", one("eg_lock", ANY), tags=("state-query", "security"))
case("state", "PC插座现在多少瓦", one("st_pc", ANY), tags=("state-query", "plug", "english-label"))
case("state", "扫地僧扫完了吗", one("nr_robot", ANY), tags=("state-query", "nickname", "no-room"))
case("state", "书房现在湿度多少", one("st_ac", ANY), tags=("state-query", "room-core"))
case("state", "热水器现在多少度", one("mb_water", ANY), tags=("state-query",))
case("state", "卫生间漏水了吗", one("mb_leak", ANY), tags=("state-query", "room-alias"))

# --- references to earlier turns ------------------------------------------------------------------
case("history", "调亮一点", one("st_desk", BRIGHTER), tags=("reference", "relative", "misheard-label"), history=("打开书房台灯",))
case("history", "换成蓝色", one("lv_strip2", COLOR), tags=("reference", "color", "label-index"), history=("打开灯带2",))
case("history", "再调到26度", one("ms_ac", HEATSP), tags=("reference", "climate"), history=("打开Master AC",))
case("history", "把它关了", one("lv_huego", OFF), tags=("reference", "pronoun"), history=("打开Hue Go",))
case("history", "暂停", one("ms_sonos", MPAUSE), tags=("reference", "media"), history=("Sonos One播放",))
case("history", "下一首", one("kt_xiaoai", NEXT), tags=("reference", "media", "nickname"), history=("让小爱放首歌",))
case("history", "停一下", one("ub_rack", PAUSE), tags=("reference", "shade-profile"), history=("把晾衣架降下来",))
case("history", "灯带3呢", one("lv_strip3", ON), tags=("reference", "ellipsis", "label-index"), history=("打开灯带1",))
case("history", "还有爸妈房间的", one("pr_ac", ON), tags=("reference", "ellipsis", "room-alias"), history=("打开主卧空调",))
case("history", "书房的", one("st_ceiling", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开顶灯",))
case("history", "主卧那个", one("ms_curtain", OPEN), tags=("reference", "clarify-followup", "duplicate-label"),
     history=("打开Aqara窗帘电机",))
case("history", "都关了", every(["dn_spot1", "dn_spot2"], OFF), tags=("reference", "bulk-all", "label-index"),
     history=("打开射灯1", "打开射灯2"))
case("history", "风速调到最大", one("st_fan", [ACFAN, FANPCT]), tags=("reference", "fan"), history=("打开Dyson风扇",))
case("history", "它现在多少度", one("kd_ac", ANY), tags=("reference", "pronoun", "state-query"), history=("打开朵朵空调",))
case("history", "算了，还是关掉吧", one("lv_ac", AC_OFF), tags=("reference", "colloquial"), history=("打开Daikin Living",))
case("history", "再开大一点", one("lv_sheer", [SHADELEVEL, STEPSHADE]), tags=("reference", "relative", "cover"), history=("纱帘打开一半",))
case("history", "音量再大点", one("lv_sonos", VOLUME_UP), tags=("reference", "volume", "relative"), history=("Sonos Arc播放",))
case("history", "把它调成暖光", one("ms_ambient", WARMER), tags=("reference", "pronoun", "color-temperature"), history=("打开氛围灯",))
case("history", "另一个也打开", one("ms_bed_r", ON), tags=("reference", "pronoun"), history=("打开床头灯L",))

# --- bulk ------------------------------------------------------------------------------------------
case("bulk", "关掉所有灯", every(LIGHTS, OFF), tags=("bulk-all", "category-by-name"))
case("bulk", "所有窗帘都拉上", every(CURTAINS, CLOSE), tags=("bulk-all", "cover", "category-by-name"))
case("bulk", "打开全部窗帘", every(CURTAINS, OPEN), tags=("bulk-all", "cover", "category-by-name"))
case("bulk", "所有空调都关掉", every(ACS, OFF), tags=("bulk-all", "climate"))
case("bulk", "所有音箱都暂停", every(SPEAKERS, MPAUSE), tags=("bulk-all", "media"))
case("bulk", "所有插座都关掉", every(PLUGS, OFF), tags=("bulk-all", "plug"))
case("bulk", "把所有顶灯都关掉", every(CEILINGS, OFF), tags=("bulk-all", "duplicate-label"))
case("bulk", "所有顶灯调到50%", every(with_cmd(CEILINGS, SETLEVEL), SETLEVEL), tags=("bulk-all", "duplicate-label", "capability-subset", "level"))
case("bulk", "所有能变色的灯都调成红色", every(with_cmd(LIGHTS, SETCOLOR, SETHUE), COLOR), tags=("bulk-all", "capability-subset", "color"))
case("bulk", "家里所有灯调成暖光", every(with_cmd(LIGHTS, SETCT, STEPCT), WARMER), tags=("bulk-all", "capability-subset", "color-temperature"))
case("bulk", "主卧所有灯都关了", every(MS_LIGHTS, OFF), tags=("bulk-all", "room-alias"))
case("bulk", "书房的灯全开", every(ST_LIGHTS, ON), tags=("bulk-all", "room-core", "misheard-label"))
case("bulk", "朵朵房间的灯全部关掉", every(KD_LIGHTS, OFF), tags=("bulk-all", "room-alias"))
case("bulk", "Living的窗帘全部打开", every(in_rooms(CURTAINS, LIVING), OPEN), tags=("bulk-all", "room-core", "cover", "code-mixed"))
case("bulk", "阳台所有灯都关掉", every(BALC_LIGHTS, OFF), tags=("bulk-all", "room-alias", "two-rooms"))
case("bulk", "卫生间的灯都关掉", every(BATH_LIGHTS, OFF), tags=("bulk-all", "room-alias", "two-rooms", "category-by-name"))
case("bulk", "两个净化器都开到自动", every(PURIFIERS, PURIFIER), tags=("bulk-all", "mode"))
case("bulk", "所有风扇都关掉", every(FANS, [ACFAN, FANPCT]), tags=("bulk-all", "no-switch"))
case("bulk", "客厅所有音箱都暂停", every(in_rooms(SPEAKERS, LIVING), MPAUSE), tags=("bulk-all", "room-alias", "name-other-room", "media"))
case("bulk", "所有床头灯都调到最暗", every(["ms_bed_l", "ms_bed_r"], SETLEVEL), tags=("bulk-all", "level"))

# --- bulk with an exclusion -------------------------------------------------------------------------
case("except", "除了主卧，其他灯都关掉", every(except_rooms(LIGHTS, MASTER), OFF), tags=("bulk-except", "room-alias", "category-by-name"))
case("except", "除了朵朵房间，所有灯都关了", every(except_rooms(LIGHTS, KIDS), OFF), tags=("bulk-except", "room-alias", "category-by-name"))
case("except", "除了客厅和餐厅，别的灯全关", every(except_rooms(LIGHTS, LIVING, DINING), OFF), tags=("bulk-except", "room-alias", "room-core", "category-by-name"))
case("except", "除了书房，所有窗帘都拉上", every(except_rooms(CURTAINS, STUDY), CLOSE), tags=("bulk-except", "room-core", "cover"))
case("except", "除了爸妈房间，其他空调都关掉", every(except_rooms(ACS, PARENTS), OFF), tags=("bulk-except", "room-alias", "climate"))
case("except", "插座全关，跑步机除外", every(without(PLUGS, "gy_treadmill"), OFF), tags=("bulk-except", "exclude-name", "plug"))
case("except", "除了阳台，把灯都打开", every(except_rooms(LIGHTS, *BALCONIES), ON), tags=("bulk-except", "room-alias", "two-rooms", "category-by-name"))
case("except", "除了灯带，客厅的灯都关掉", every(without(LV_LIGHTS, *STRIPS), OFF), tags=("bulk-except", "exclude-name", "room-alias"))
case("except", "除了客厅，其他音箱都暂停", every(except_rooms(SPEAKERS, LIVING), MPAUSE), tags=("bulk-except", "name-other-room", "media"))
case("except", "除了卫生间，别的地方灯全开", every(except_rooms(LIGHTS, *BATHS), ON), tags=("bulk-except", "room-alias", "two-rooms", "category-by-name"))

# --- several commands ------------------------------------------------------------------------------
case("multi", "打开Hue Go然后把灯带1调成红色", one("lv_huego", ON), one("lv_strip1", COLOR), tags=("multi-command", "label-index", "color"))
case("multi", "打开电视，把幕布放下来", one("lv_tv", ON), one("lv_screen", CLOSE), tags=("multi-command", "media", "shade-profile"))
case("multi", "锁门，然后关掉所有灯", one("eg_lock", LOCK), every(LIGHTS, OFF), tags=("multi-command", "security", "bulk-all"))
case("multi", "扫地僧开始扫地，洗碗机也启动", one("nr_robot", RVCSTART), one("kt_dish", OPSTART), tags=("multi-command", "appliance", "nickname"))
case("multi", "打开浴霸和主卫排风", one("mb_heater", ON), one("mb_exhaust", ON), tags=("multi-command", "category-by-name"))
case("multi", "把热水器调到50度，再开浴霸", one("mb_water", HEATSP), one("mb_heater", ON), tags=("multi-command", "temperature"))
case("multi", "打开新风，关掉Blueair", one("lv_fresh", ON), one("lv_purifier", [PURIFIER, FANPCT]), tags=("multi-command", "no-switch"))
case("multi", "打开客厅主灯、Nanoleaf和落地灯", one("lv_main", ON), one("lv_nanoleaf", ON), one("lv_floor", ON),
     tags=("multi-command", "three-commands", "room-alias"))
case("multi", "Sony TV关了，Sonos Arc也关", one("lv_tv", OFF), one("lv_sonos", [MPAUSE, MSTOP]), tags=("multi-command", "media", "english-label"))
case("multi", "关掉中厨主灯和方太烟机", one("kt_main", OFF), one("kt_hood", [FANMODE, FANPCT]), tags=("multi-command", "category-by-name", "no-switch"))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
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
        if "clarify" in modes:
            extra.append("clarify")
        if "none" in modes:
            extra.append("not-command")
        if c["history"]:
            extra.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]):
            extra.append("state-query")
        tags = list(dict.fromkeys(tags + extra))
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"studio-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Validation (also run on the written files by --check)
# ---------------------------------------------------------------------------------------------
REQUIRED_TAGS = ("room-core", "room-alias", "floor", "label-index", "home-type", "segmentation", "capability-action",
                 "any-count", "soft-inherit", "not-command", "long-text", "need", "clarify")


def validate(home: dict, spec_lines: list[dict], cases: list[dict]) -> list[str]:
    errors: list[str] = []
    room_ids = {r["roomId"] for r in home["rooms"]}
    by_id = {d["deviceId"]: d for d in home["items"]}
    if len(by_id) != len(home["items"]):
        errors.append("duplicate deviceId in home.json")
    spec = {}
    for line in spec_lines:
        if line["profileId"] in spec:
            errors.append(f"spec: profile {line['profileId']} twice")
        spec[line["profileId"]] = {c["id"] for c in line["capabilities"]}
        for c in line["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                errors.append(f"spec {line['profileId']}: bad id {c['id']}")
                continue
            definition = CAPDEFS.get(parts[1])
            if not definition or parts[2] not in {cmd["name"] for cmd in definition["commands"]}:
                errors.append(f"spec {line['profileId']}: {c['id']} is not a command of capabilities.json")
    # real-profile fidelity: main and other components copied from the named profile
    names = {p[0]: p for p in PROFILES}
    for d in home["items"]:
        prof_id = d["profile"]["id"]
        cands = [p for (n, _), p in PROFILES.items() if n == prof_id]
        main = next(c for c in d["components"] if c["id"] == "main")
        caps = [c["id"] for c in main["capabilities"]]
        cats = [c["name"] for c in main["categories"]]
        if not any(p["capabilities"] == caps and p["categories"] == cats for p in cands):
            errors.append(f"device {d.get('label', d['name'])}: main component differs from profile {prof_id}")
        if d.get("locationId") != LOCATION_ID:
            errors.append(f"device {d['deviceId']}: locationId")
        if prof_id not in names:
            errors.append(f"device {d['deviceId']}: profile {prof_id} not in profiles.jsonl")
    home_profiles = {d["profile"]["id"] for d in home["items"]}
    left_out = home_profiles - set(spec)
    if not 3 <= len(left_out) <= 4:
        errors.append(f"spec leaves out {len(left_out)} home profiles (want 3-4): {sorted(left_out)}")
    if set(spec) - home_profiles:
        errors.append(f"spec has profiles the home does not use: {sorted(set(spec) - home_profiles)}")

    def cmds_of(dev: str) -> set[str]:
        return spec.get(by_id[dev]["profile"]["id"], set())

    seen_ids = set()
    for row in cases:
        cid = row["id"]
        if cid in seen_ids:
            errors.append(f"{cid}: duplicate id")
        seen_ids.add(cid)
        if row.get("home") != "home.json":
            errors.append(f"{cid}: home")
        if not row["expect"]:
            errors.append(f"{cid}: no expect entry")
        for e in row["expect"]:
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            for dv in devs:
                if dv not in by_id:
                    errors.append(f"{cid}: unknown device {dv}")
            if any(dv not in by_id for dv in devs):
                continue
            if mode == "none":
                if devs or caps:
                    errors.append(f"{cid}: mode none must list nothing")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{cid}: bad mode {mode}")
                continue
            if not caps:
                errors.append(f"{cid}: no capabilities")
            if mode in ("one", "all") and not devs:
                errors.append(f"{cid}: no devices")
            for dv in devs:
                supported = cmds_of(dv)
                if ANY in caps:
                    continue
                if mode == "all":
                    missing = [c for c in caps if c not in supported]
                    if missing:
                        errors.append(f"{cid}: bulk device {by_id[dv].get('label')} lacks {missing}")
                elif not any(c in supported for c in caps):
                    errors.append(f"{cid}: {by_id[dv].get('label')} supports none of {caps}")
            if ANY not in caps:
                for c in caps:
                    if devs and not any(c in cmds_of(dv) for dv in devs):
                        errors.append(f"{cid}: command {c} supported by no listed device")
            if mode == "all" and len(devs) < 2:
                errors.append(f"{cid}: bulk set of {len(devs)}")
        if "long-text" in row["tags"] and not 300 <= len(row["query"]) <= 1000:
            errors.append(f"{cid}: long text of {len(row['query'])} chars")
    tags = Counter(t for r in cases for t in r["tags"])
    for t in REQUIRED_TAGS:
        if not tags[t]:
            errors.append(f"no case tagged {t}")
    if len(cases) < 200:
        errors.append(f"only {len(cases)} cases")
    if tags["long-text"] != 3:
        errors.append("want exactly 3 long-text cases")
    n_lights = sum(1 for d in home["items"]
                   if next(c for c in d["components"] if c["id"] == "main")["categories"][:1] == [{"name": "Light", "categoryType": "manufacturer"}])
    if n_lights < 28 or len(home["items"]) < 80:
        errors.append(f"home too small: {len(home['items'])} devices, {n_lights} Light")
    return errors


def report(home: dict, spec_lines: list[dict], cases: list[dict]) -> str:
    modes = Counter(e["mode"] for r in cases for e in r["expect"])
    tags = Counter(t for r in cases for t in r["tags"])
    n_cmd = sum(len(s["capabilities"]) for s in spec_lines)
    n_en = sum(1 for s in spec_lines for c in s["capabilities"] if c["description"].isascii())
    lines = [f"rooms {len(home['rooms'])}, devices {len(home['items'])}, spec profiles {len(spec_lines)}, "
             f"commands {n_cmd} ({n_en} English = {n_en / n_cmd:.0%}), cases {len(cases)}",
             "expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
             "cases per tag:"]
    lines += [f"  {t:22s} {k}" for t, k in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# README
# ---------------------------------------------------------------------------------------------
TAG_MEANING = {
    "room-core": "the room is named by its own name or its core (餐厅 for 餐厅区, 书房/工作间, 主卫, Master, Living)",
    "room-alias": "an everyday word the room name does not contain (客厅 → Living, 主卧 → Master 套房, 卫生间, 阳台 …)",
    "two-rooms": "the room word fits two or more rooms (卫生间, 阳台, 卧室)",
    "floor": "a floor word in a one-floor home (楼上, 二楼, 这层楼, 家里)",
    "fail-closed": "a floor the home does not have: ask, never widen",
    "label-index": "a numbered series (灯带1–4, 射灯1–3) and the lone 射灯 of 衣帽间",
    "ordinal": "第一个 / 最后一条",
    "home-type": "words of an open-plan single-floor flat (客餐厅, 全屋, 整层, 套房, 所有卧室, 两个卫生间)",
    "segmentation": "words run together, wake word 小爱同学, room glued to label, commands without separators",
    "wake-word": "starts with 小爱同学 (the assistant's wake word), which is not the speaker labelled 小爱",
    "capability-action": "the command itself is the point: modes, fan, oscillation, shade level, robot, laundry, media, colour, lock",
    "two-actions": "two actions on one device: two expect entries",
    "polarity": "negation or reversed verbs (别摇头, 把静音关了, 不用关，打开)",
    "oscillation": "fan oscillation (摇头)",
    "fraction": "a fraction (三分之一)",
    "shade-profile": "a clothes rack or projector screen driven by a window-shade profile",
    "any-count": "any N of a set (随便开个灯, 开两盏灯)",
    "soft-inherit": "a later command inherits the room/device of an earlier one unless it names its own",
    "no-inherit": "the later command names its own room: nothing is inherited",
    "not-command": "chit-chat, weather, world questions, gibberish, thanks: mode none (act on nothing, ask nothing)",
    "long-text": "a 300–1000 character rambling transcript ending in one real request",
    "need": "states a need (书房好热, 好潮, 太吵了): every acceptable device and command is listed",
    "clarify": "mode clarify",
    "pronoun": "它 / 那个", "no-history": "a pronoun with no earlier turn: ask",
    "duplicate-label": "a label shared by devices in several rooms (顶灯 ×4, Aqara 窗帘电机 ×2)",
    "name-other-room": "the label 客厅音箱 names Living, the device stands in 书房/工作间",
    "misheard-label": "the label itself is misspelt (书房台登) and users say 书房台灯",
    "nickname": "扫地僧, 小爱, 朵朵的夜灯",
    "brand": "a brand label (Hue Go, Nanoleaf, Sonos, 德施曼, 格力, 方太)",
    "brand-zh": "an English brand label said by its Chinese name (Dyson → 戴森, Daikin → 大金, Midea → 美的 …)",
    "asr-homophone": "speech-recognition noise (搜诺斯 for Sonos, 罗伯罗克 for Roborock, 扫地生 for 扫地僧)",
    "english-label": "the label is (mostly) English", "code-mixed": "Chinese with English words",
    "category-by-name": "category and label disagree (Switch relays labelled 灯/排风; a Blind labelled 晾衣架)",
    "no-switch": "the device has no switch; a fan level, thermostat mode or start turns it on/off",
    "stale-room": "the device's roomId is not in rooms (a deleted room 过道)",
    "no-room": "the device has no roomId", "no-label": "the device has no label; its name is shown",
    "not-in-spec": "the device's profile has no spec line (reachable by name/room only)",
    "state-query": "a question about state (capabilities [\"*\"])",
    "bulk-all": "a quantifier: mode all, the exact set", "bulk-except": "an exclusion (除了…): mode all",
    "exclude-name": "the exclusion names devices, not a room",
    "capability-subset": "only the devices of the set that support the command",
    "room-multi": "several devices of one room fit: any is accepted (mode one)",
    "ambiguous-soft": "several interchangeable devices fit: any is accepted (mode one)",
    "reference": "refers to an earlier turn", "history": "earlier turns in `history`",
    "ellipsis": "an elliptical follow-up (灯带3呢, 还有爸妈房间的)",
    "clarify-followup": "answers an earlier clarifying question",
    "multi-command": "two or more commands", "three-commands": "three commands",
    "unique-type": "the only device of its type",
}


def _fmt_room(key: str) -> str:
    room = DEVICES[key][2]
    if room is None:
        return "(none)"
    if room not in ROOMS:
        return f"(roomId of deleted room {room})"
    return room


def write_readme(home: dict, spec_lines: list[dict], cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in spec_lines)
    n_en = sum(1 for s in spec_lines for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in spec_lines for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii())
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    groups = Counter(c["id"].rsplit("-", 1)[0].removeprefix("studio-") for c in cases)
    n_light = len([k for k in DEVICES if category_of(k) == "Light"])
    room_words: dict[tuple, list[str]] = {}
    for w, rs in ROOM_WORDS.items():
        room_words.setdefault(rs, []).append(w)
    L_: list[str] = [
        "# studio: blind evaluation set — a single-floor big flat (大平层) named by its owner",
        "",
        "Generated by `build.py` (Python 3.11, standard library; reads `shared/data/smartthings/`).",
        "`python build.py` writes home.json, spec.jsonl, cases.jsonl and this README; `python build.py --check`",
        "re-reads the written files and validates them (device ids, command ids against the spec lines, bulk sets",
        "against every device's commands, real-profile fidelity, required tags, long-text lengths).",
        "Written blind: without reading the engine's code, tests or docs. Formats: `shared/FORMATS.md`.",
        "",
        f"- rooms: {len(home['rooms'])}, all on one floor; devices: {len(home['items'])} ({n_light} of category Light, "
        f"{len(LIGHTS)} counted as lights); profiles used: {len(HOME_PROFILES)}, all real SmartThingsEdgeDrivers profiles",
        f"- spec.jsonl: {len(spec_lines)} profiles — {len(HOME_PROFILES) - len(spec_lines)} of the home's profiles are left out on "
        f"purpose ({', '.join(sorted(SPEC_LEFT_OUT))}); {n_cmd} commands, {n_en} ({n_en / n_cmd:.0%}) described in English; "
        f"value_list entries {len(vl)}, {vl_en} ({vl_en / len(vl):.0%}) in English",
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds, roomIds and the locationId are uuid5 of readable keys in `build.py`.",
        "- Extension: mode `none` (`{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}`) marks a query that is not a",
        "  command at all: the right answer acts on no device and asks nothing.",
        "",
        "## Rooms and the everyday words that mean them",
        "",
        "| room (as named in the app) | everyday words that mean it |",
        "| --- | --- |",
    ]
    for r in ROOMS:
        ws = [w for rs, wl in room_words.items() if rs == (r,) for w in wl]
        L_.append(f"| {r} | {', '.join(ws)} |")
    L_ += [
        "",
        "Words that fit several rooms: " + "; ".join(
            f"**{', '.join(wl)}** → {' + '.join(rs)}" for rs, wl in room_words.items() if len(rs) > 1) + ".",
        f"Not a room: {DELETED_ROOM} (a deleted room; `过道灯` keeps its roomId, so it has no room). There is no upstairs,",
        "downstairs, 一楼 or 二楼.",
        "",
        "## How the labels were decided",
        "",
        "1. **Mode one** lists every device a careful person would accept and every command that does what was asked",
        "   (families: 调亮/调暗 → setLevel or stepLevel; a colour → setColor or setHue; warmer/cooler white → setColorTemperature",
        "   or its step; a temperature without a mode → cooling or heating setpoint; devices without `switch` are turned on/off",
        "   by their fan mode/percent, thermostat mode or start). Only component `main` is in scope.",
        "2. **Room words.** The table above. 卫生间/厕所/洗手间 mean both 主卫 and 客卫; 阳台 means both balconies;",
        "   卧室 means Master 套房, 次卧（爸妈） and 儿童房-朵朵. For one device such a word is a clarify case when both rooms hold",
        "   a candidate (卫生间的灯, 阳台的灯, 厕所的排风扇, 卧室的灯/空调), mode one when only one room does (阳台的洗衣机,",
        "   卫生间的浴霸, 卫生间漏水了吗), and a bulk over all of them with 所有/都 (阳台所有灯, 卫生间的灯都关掉).",
        "   `Master 套房` is one room: 主卫 and 衣帽间 are separate rooms, so 套房里的灯 are the four Master lights only.",
        "3. **A label that names another room.** `客厅音箱` stands in 书房/工作间. It counts in both rooms (include keeps it by",
        "   either, exclude drops it by either). Said by its exact label it is that device only (客厅音箱暂停); 客厅的音箱",
        "   accepts it or Sonos Arc (mode one); 书房的音箱 is it alone; 客厅所有音箱 = {Sonos Arc, 客厅音箱}.",
        "4. **What is a light.** Category `Light` plus the Switch relays labelled as lights (`中厨主灯`, `客卫灯`); \"所有灯\"",
        "   includes them and `过道灯` (no room). The exhaust relays (`主卫排风`, `客卫排风扇`) and `浴霸` are not lights.",
        "5. **What is a curtain.** Category `Blind` minus `晾衣架` (a clothes rack on a shade profile); `投影幕布` has category",
        "   Projector. \"所有窗帘\" = the 7 window coverings (the 百叶帘 included). A plug stays a plug whatever it powers: \"所有插座\"",
        "   = every SmartPlug (酒柜, 电饭煲, PC 插座, 跑步机, 除湿机, 移动插座).",
        "6. **Shade semantics on the rack and the screen.** As for a roller shade: lowering = `close` (降下来, 放下幕布),",
        "   raising = `open` (升上去); a height is `setShadeLevel`.",
        "7. **Numbered series.** 灯带3 = 灯带三 = 3号灯带 = 第三条灯带; 最后一条灯带 = 灯带4. 灯带全开 is mode all over the four",
        "   strips; 灯带都调成蓝色 only over the three that take a colour (灯带4 is dimmable only). 射灯 alone fits 射灯1–3 (餐厅区)",
        "   and the lone 射灯 (衣帽间): clarify; 餐厅射灯 or 衣帽间的射灯 settle it; 所有射灯 = all four. 打开灯带 (all four in",
        "   one room) is mode one with any strip.",
        "8. **Duplicates.** 顶灯 ×4 (Master, 爸妈, 书房, 健身角) and `Aqara 窗帘电机` ×2 (Living, Master): clarify without a",
        "   room; a room word or a follow-up (书房的, 主卧那个) settles it.",
        "9. **Floors.** The flat has one floor. 楼上/楼下/一楼/二楼 fail closed (clarify, candidates listed); 家里所有灯,",
        "   这层楼的灯, 整层的空调 are everything.",
        "10. **Any count.** 随便开个灯 / 随便开两盏灯 / 客厅开两盏灯就行 / 书房随便开一盏灯 are mode one over the lights in",
        "    scope (the user does not care which). 开一盏灯 without 随便 and without a room is a clarify, like 打开灯.",
        "11. **Soft inheritance.** In 打开书房顶灯，台灯也开 the 台灯 is the study's `书房台登` (the parents' `台灯` would be",
        "    chosen without the inherited room); 餐厅射灯开一下，吊灯也开 means `餐桌吊灯`, not the kitchen's `岛台吊灯`;",
        "    健身角…风扇也开 means `落地扇`, not `Dyson 风扇`. A later command that names its own room inherits nothing.",
        "12. **Needs.** Every device of the named room (or of the home, when none is named) that can meet the need, with every",
        "    command that does: 书房好热 → Midea 书房 (on, cooling, setpoint) and Dyson 风扇 (fan level); 爸妈房间有点冷 → 格力 爸妈",
        "    and 地暖 爸妈; 客厅好闷 → 全屋新风 and Daikin Living; 好潮啊 (no room) → 除湿机 and every AC with a dry mode;",
        "    客厅太吵了 → the speakers in Living scope, the TV, the purifier and the fresh-air fan; 洗澡水不够热 → 热水器 setpoint or",
        "    heat mode; 花该浇水了 → 自动浇花.",
        "13. **Ask back (mode clarify)** when a guess could act in the wrong room: duplicates across rooms, a room word that fits",
        "    two rooms, a bare type with devices in several rooms (空调, 地暖, 净化器, 风扇, 窗帘, 排风扇, 音乐暂停), a relative",
        "    temperature with no target, a bare 搜诺斯, a pronoun with no history (devices then empty). `devices` lists the",
        "    candidates for information.",
        "14. **Not a command** (mode none): chit-chat, weather, time, world questions, gibberish, thanks, a remark about a",
        "    device that asks for nothing (这个灯带的颜色还挺好看的).",
        "15. **Long texts** mention other devices in passing (灯带, 扫地僧, 射灯, 酒柜, 洗碗机, 投影, 空调, 起夜灯); only the",
        "    final request is expected.",
        "16. **Wake word.** 小爱同学 at the start of a query addresses the assistant; the kitchen speaker labelled `小爱` is",
        "    meant only when it is the object (把小爱的声音调大一点, 让小爱放首歌).",
        "17. **Brands.** English brand labels may be said in Chinese (Dyson → 戴森, Daikin → 大金, Midea → 美的, Xiaomi → 小米,",
        "    Miele → 美诺, Bosch → 博世, BenQ → 明基, Sony → 索尼) or misheard (搜诺斯, 罗伯罗克, 纳诺利夫, Hugo, 休购, 布鲁爱, 德士曼).",
        "18. **State questions** list every device that can answer, including sensors whose profile is not in the spec.",
        "",
        "## Quirks of the real profiles that the cases keep",
        "",
        "- `Ac.v1` (Master AC) has no thermostatMode: modes via `airConditionerMode`, any target temperature via",
        "  `thermostatHeatingSetpoint` (so 再调到26度 after 打开Master AC is the heating setpoint).",
        "- `room-air-conditioner-heating-cooling` (朵朵空调) has no fan and no dry mode; it is not in the 好潮 set.",
        "- `sonos-player` and `jbl` have no `switch`: \"关\" on them is pause/stop; `jbl` enables only play/pause.",
        "- `media-video-player` (Sony TV) has no volume on main.",
        "- `fan-rock`, `fan-rock-wind`, the purifiers, the hood, the robot, the floor heating and the water heater have no",
        "  `switch`.",
        "- `Newfan.v1` (全屋新风, category Vent) is on/off plus an airflow level.",
        "- `switch-smart-bath-heater-laisiao` (浴霸) exposes only on/off on main; its other switches are other components.",
        "",
        "## Case groups",
        "",
        "| group | cases |", "| --- | --- |",
    ]
    L_ += [f"| {g} | {k} |" for g, k in groups.items()]
    L_ += ["", "## Tags", "", "| tag | cases | meaning |", "| --- | --- | --- |"]
    L_ += [f"| {t} | {k} | {TAG_MEANING.get(t, '')} |" for t, k in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0]))]
    L_ += ["", "## Devices", "", "| label | room | category | profile | note |", "| --- | --- | --- | --- | --- |"]
    for key, (label, name, _room, prof, _d, _t) in DEVICES.items():
        shown = label if label else f"(no label; name {name})"
        notes = []
        if key in LIGHT_BY_LABEL:
            notes.append("light by label")
        if key in NOT_A_CURTAIN:
            notes.append("not a curtain")
        if prof in SPEC_LEFT_OUT:
            notes.append("profile not in spec")
        if label_rooms(key) - ({room_of(key)} if room_of(key) else set()):
            notes.append("label names another room")
        L_.append(f"| {shown} | {_fmt_room(key)} | {category_of(key)} | {prof} | {', '.join(notes)} |")
    (HERE / "README.md").write_text("\n".join(L_) + "\n", encoding="utf-8")


def read_written() -> tuple[dict, list[dict], list[dict]]:
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec_lines = [json.loads(x) for x in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    cases = [json.loads(x) for x in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    return home, spec_lines, cases


def main(argv: list[str]) -> int:
    if "--check" in argv:
        home, spec_lines, cases = read_written()
        errors = validate(home, spec_lines, cases)
        # the written files must also be what this script would write now
        if home != home_json() or spec_lines != list(SPEC.values()) or cases != finish_cases():
            errors.append("written files differ from what build.py generates: run `python build.py`")
        print(report(home, spec_lines, cases))
        if errors:
            print(f"\n{len(errors)} error(s):")
            for e in errors:
                print("  " + e)
            return 1
        print("\ncheck: OK")
        return 0
    home = home_json()
    spec_lines = list(SPEC.values())
    cases = finish_cases()
    errors = validate(home, spec_lines, cases)
    if errors:
        print("\n".join(errors))
        return 1
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    with open(HERE / "spec.jsonl", "w", encoding="utf-8") as fh:
        for line in spec_lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for row in cases:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    write_readme(home, spec_lines, cases)
    print(report(home, spec_lines, cases))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
