"""Build the blind "loft" evaluation set: home.json, spec.jsonl, cases.jsonl, README.md.

Usage:
    python build.py            write the four files beside this script, then run the check
    python build.py --check    only check the files already written (ids, commands, bulk sets)

A young couple's two-level loft (复式 LOFT) with a home office. Every device uses a real
SmartThingsEdgeDrivers profile from shared/data/smartthings/profiles.jsonl: the categories and
capabilities of component `main` (and the other components) are copied from it; the spec's
commands, arguments and enums come from shared/data/smartthings/capabilities.json. Descriptions
were written for this set, about 30 % in English. The cases were written from the home alone,
without looking at the engine; the labelling rules are in README.md (generated below).

Stdlib only (Python 3.11).
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
        cand = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
        if (cand / "profiles.jsonl").exists():
            return cand
    except IndexError:
        pass
    return Path("/work/shared/data/smartthings")


DATA = _data_dir()
NS = uuid.UUID("5d0c3a8e-7b1f-4c52-9e0a-6b3f1d2c4e71")
LOCATION_ID = str(uuid.uuid5(NS, "location:loft"))

# ---------------------------------------------------------------------------------------------
# Rooms. Floor comes from the "L1"/"L2" prefix of the room name only; 楼梯, 入户, 阳台 have none.
# ---------------------------------------------------------------------------------------------
ROOMS = {  # key: (name in the app, floor or None)
    "living": ("L1 客厅", 1),
    "kitchen": ("L1 开放厨房", 1),
    "dining": ("L1 餐区", 1),
    "guestbath": ("L1 客卫", 1),
    "master": ("L2 主卧", 2),
    "closet": ("L2 衣帽间", 2),
    "masterbath": ("L2 主卫", 2),
    "studio": ("L2 工作室", 2),
    "cat": ("L2 猫房", 2),
    "stairs": ("楼梯", None),
    "entry": ("入户", None),
    "balcony": ("阳台", None),
}
# The room "L2 书房" was deleted when the couple renamed it 工作室 (a new room): one device still
# carries the old roomId, which is not in `rooms` -> that device has no room.
STALE = "old_study"
# Words residents use for each room (core first). 卫生间/厕所/洗手间/浴室 fit both bathrooms and
# are therefore NOT listed here: they are handled case by case (see README).
ROOM_WORDS = {
    "living": ["客厅"],
    "kitchen": ["开放厨房", "厨房"],
    "dining": ["餐区", "餐厅"],
    "guestbath": ["客卫"],
    "master": ["主卧", "卧室"],
    "closet": ["衣帽间"],
    "masterbath": ["主卫"],
    "studio": ["工作室", "书房", "办公室"],
    "cat": ["猫房"],
    "stairs": ["楼梯"],
    "entry": ["入户", "玄关"],
    "balcony": ["阳台"],
}
FLOOR_WORDS = {1: ["L1", "一楼", "1楼", "楼下"], 2: ["L2", "二楼", "2楼", "楼上"]}

# ---------------------------------------------------------------------------------------------
# Devices: key -> (label, name, room key | None | STALE, profile name, driver, transport)
# ---------------------------------------------------------------------------------------------
DEVICES: dict[str, tuple] = {}


def _dev(key, label, name, room, profile, driver, transport):
    DEVICES[key] = (label, name, room, profile, driver, transport)


# L1 客厅 -- double-height living room with a projector corner
for _i in range(1, 7):
    _dev(f"lv_track{_i}", f"轨道灯{_i}", "Matter Track Spot", "living",
         "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER")
_dev("lv_main", "客听灯", "Aqara Ceiling Light T1M", "living", "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE")
_dev("lv_hue", "Hue灯条", "Hue Play gradient lightstrip", "living", "white-and-color-ambiance", "philips-hue", "LAN")
_dev("lv_ambient", "氛围灯", "Zigbee RGBW Strip", "living", "rgbw-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE")
_dev("lv_sonos", "Sonos Arc", "Sonos Arc", "living", "sonos-player", "sonos", "LAN")
_dev("lv_projector", "投影仪", "Matter Smart Plug", "living", "plug-power", "matter-switch", "MATTER")
_dev("lv_screen", "投影幕布", "VIVIDSTORM Motorized Screen", "living", "projector-screen-VWSDSTUST120H",
     "zigbee-window-treatment", "ZIGBEE")
_dev("lv_curtain", "电动窗帘", "Aqara Curtain Driver E1", "living", "window-treatment-aqara-curtain-driver-e1",
     "zigbee-window-treatment", "ZIGBEE")
_dev("lv_sheer", "纱帘", "Zigbee Curtain Motor", "living", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE")
_dev("lv_ac", "客厅空调", "Matter Room Air Conditioner", "living", "room-air-conditioner", "matter-thermostat", "MATTER")
_dev("lv_floorheat", "一楼地暖", "DeepSmart Floor Heating", "living", "Heater.v1", "deepsmart", "LAN")
_dev("lv_fresh", "新风机", "DeepSmart Fresh Air", "living", "Newfan.v1", "deepsmart", "LAN")
_dev("lv_th", "客厅温湿度", "Aqara Temperature and Humidity Sensor", "living", "humidity-temp-battery-aqara",
     "zigbee-humidity-sensor", "ZIGBEE")
_dev("lv_motion", "客厅人体传感器", "Aqara Motion Sensor P1", "living", "motion-illuminance-battery-aqara",
     "zigbee-motion-sensor", "ZIGBEE")
_dev("lv_smoke", "烟雾报警器", "Aqara Smoke Detector", "living", "smoke-battery-aqara", "zigbee-smoke-detector", "ZIGBEE")
# L1 开放厨房
_dev("kt_main", "厨房主灯", "Aqara Wall Switch H1", "kitchen", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE")
_dev("kt_cabinet", "橱柜灯", "Zigbee Switch Module", "kitchen", "basic-switch", "zigbee-switch", "ZIGBEE")
_dev("kt_dish", "洗碗机", "Matter Dishwasher", "kitchen", "dishwasher", "matter-appliance", "MATTER")
_dev("kt_micro", "微波炉", "Matter Microwave Oven", "kitchen", "microwave-oven", "matter-appliance", "MATTER")
_dev("kt_oven", "烤箱", "Matter Oven", "kitchen",
     "oven-cabinet-one-tn-cabinet-two-tl-cook-top-cook-surface-one-tl-cook-surface-two-tl", "matter-appliance", "MATTER")
_dev("kt_afu", "阿福", "JBL Authentics 300", "kitchen", "jbl", "jbl", "LAN")
_dev("kt_gas", "燃气报警器", "Aqara Natural Gas Detector", "kitchen", "gas-lifetime-selfcheck-aqara",
     "zigbee-smoke-detector", "ZIGBEE")
_dev("kt_leak", "厨房水浸", "Zigbee Water Leak Sensor", "kitchen", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE")
_dev("kt_coffee", "咖啡机", "Zigbee Plug", "kitchen", "basic-plug", "zigbee-switch", "ZIGBEE")
# L1 餐区
_dev("dn_pendant", "餐桌吊灯", "Matter Pendant Light", "dining", "light-level-colorTemperature", "matter-switch", "MATTER")
_dev("dn_wine", "酒柜灯", "Zigbee On/Off Light", "dining", "on-off-bulb", "zigbee-switch", "ZIGBEE")
_dev("dn_blind", "百叶帘", "Matter Venetian Blind", "dining", "window-covering-tilt", "matter-window-covering", "MATTER")
# L1 客卫
_dev("gb_down", "筒灯", "Zigbee On/Off Downlight", "guestbath", "on-off-bulb", "zigbee-switch", "ZIGBEE")
_dev("gb_mirror", "镜前灯", "Matter On/Off Light", "guestbath", "light-binary", "matter-switch", "MATTER")
_dev("gb_vent", "排气扇", "Matter Switch", "guestbath", "switch-binary", "matter-switch", "MATTER")
# L2 主卧
for _i in range(1, 4):
    _dev(f"mb_down{_i}", f"筒灯{_i}", "Matter Dimmable Downlight", "master", "light-level", "matter-switch", "MATTER")
_dev("mb_ambient", "氛围灯", "Matter Color Light Strip", "master", "light-color-level-2700K-6500K", "matter-switch", "MATTER")
_dev("mb_bedside", "床头灯", "Aqara LED Bulb T1", "master", "aqara-led-bulb", "zigbee-switch", "ZIGBEE")
_dev("mb_curtain", "卧室窗帘", "Zigbee Roller Shade", "master", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE")
_dev("mb_ac", "主卧空调", "DeepSmart AC", "master", "Ac.v1", "deepsmart", "LAN")
_dev("mb_floorheat", "卧室地暖", "DeepSmart Floor Heating", "master", "Heater.v1", "deepsmart", "LAN")
_dev("mb_tv", "电视", "Matter Video Player", "master", "media-video-player", "matter-media", "MATTER")
_dev("mb_aroma", "香薰机", "Matter Plug", "master", "plug-binary", "matter-switch", "MATTER")
_dev("mb_window", "主卧窗磁", "Zigbee Contact Sensor", "master", "contact-battery-profile", "zigbee-contact", "ZIGBEE")
# L2 衣帽间
_dev("cl_ceiling", "吸顶灯", "Zigbee Ceiling Light", "closet", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE")
_dev("cl_strip", "衣柜灯带", "Zigbee Strip with Motion", "closet", "on-off-level-motion-sensor", "zigbee-switch", "ZIGBEE")
_dev("cl_dehum", "除湿机", "Aqara Smart Plug T1", "closet", "switch-power-energy-consumption-report-aqara",
     "zigbee-switch", "ZIGBEE")
_dev("cl_th", "衣帽间温湿度", "Matter Temperature Humidity Sensor", "closet", "temperature-humidity", "matter-sensor", "MATTER")
# L2 主卫
_dev("mt_light", "主卫灯", "GE Link Bulb", "masterbath", "ge-link-bulb", "zigbee-switch", "ZIGBEE")
_dev("mt_heater", "浴霸", "Laisiao Smart Bath Heater", "masterbath", "switch-smart-bath-heater-laisiao", "zigbee-switch", "ZIGBEE")
_dev("mt_water", "热水器", "Matter Water Heater", "masterbath", "water-heater", "matter-thermostat", "MATTER")
_dev("mt_leak", "主卫水浸", "Matter Leak Sensor", "masterbath", "leak-battery", "matter-sensor", "MATTER")
_dev("mt_towel", "毛巾架", "Matter Plug", "masterbath", "plug-binary", "matter-switch", "MATTER")
# L2 工作室 (书房 / 办公室)
_dev("st_lamp", "台灯", "Matter Desk Lamp", "studio", "light-level-colorTemperature-2200K-6500K", "matter-switch", "MATTER")
_dev("st_nano", "Nanoleaf 六边形", "Nanoleaf Shapes Hexagons", "studio", "light-color-level", "matter-switch", "MATTER")
_dev("st_main", "工作室主灯", "Matter Ceiling Light", "studio", "light-level-colorTemperature-2710k-6500k",
     "matter-switch", "MATTER")
_dev("st_speaker", "客厅音箱", "Harman Kardon Citation 300", "studio", "harman-luxury", "harman-luxury", "LAN")
_dev("st_ac", "书房空调", "Matter Room Air Conditioner", "studio", "room-air-conditioner-fan-heating-cooling",
     "matter-thermostat", "MATTER")
_dev("st_pc", "电脑插座", "Matter Energy Plug", "studio", "plug-power-energy-powerConsumption", "matter-switch", "MATTER")
_dev("st_roller", "卷帘", "Matter Roller Shade", "studio", "window-covering", "matter-window-covering", "MATTER")
_dev("st_fan", "落地扇", "Matter Pedestal Fan", "studio", "fan-rock-wind", "matter-thermostat", "MATTER")
# L2 猫房
_dev("ct_ceiling", "吸顶灯", "Zigbee Tunable Ceiling Light", "cat", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE")
_dev("ct_litter", "猫砂盆", "Zigbee Plug", "cat", "basic-plug", "zigbee-switch", "ZIGBEE")
_dev("ct_feeder", "喂食器", "Aqara Pet Feeder C1", "cat", "aqara-pet-feeder", "aqara-feeder", "ZIGBEE")
_dev("ct_fountain", "饮水机", "Matter Plug", "cat", "plug-binary", "matter-switch", "MATTER")
_dev("ct_purifier", "空气净化器", "Matter Air Purifier", "cat", "air-purifier-hepa-wind", "matter-thermostat", "MATTER")
# 楼梯
_dev("sr_light", "楼梯灯", "Matter Light with Motion", "stairs", "light-level-motion", "matter-switch", "MATTER")
_dev("sr_step", "踏步灯", "Matter On/Off Light", "stairs", "light-binary", "matter-switch", "MATTER")
_dev("sr_motion", "楼梯人体", "Aqara Motion Sensor", "stairs", "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE")
# 入户
_dev("en_light", "玄关灯", "Zigbee Dimmer", "entry", "on-off-level", "zigbee-switch", "ZIGBEE")
_dev("en_lock", "入户门锁", "Aqara Smart Lock", "entry", "aqara-lock-battery", "aqara-lock", "ZIGBEE")
_dev("en_bell", "可视门铃", "Matter Video Doorbell", "entry", "camera", "matter-switch", "MATTER")
_dev("en_door", "入户门磁", "Zigbee Door Sensor", "entry", "contact-battery-tamper-no-fw-update", "zigbee-contact", "ZIGBEE")
_dev("en_siren", "声光报警器", "Zigbee Siren", "entry", "switch-alarm", "zigbee-siren", "ZIGBEE")
# 阳台
_dev("bc_ceiling", "吸顶灯", "Matter Light with Power Meter", "balcony", "light-power", "matter-switch", "MATTER")
_dev("bc_washer", "洗衣机", "Matter Laundry Washer", "balcony", "laundry-washer", "matter-appliance", "MATTER")
_dev("bc_dryer", "烘干机", "Matter Laundry Dryer", "balcony", "laundry-dryer-tl", "matter-appliance", "MATTER")
_dev("bc_window", "推窗器", "Zigbee Window Opener", "balcony", "window-shade-only", "zigbee-window-treatment", "ZIGBEE")
# no room / a stale room
_dev("nr_robot", "小黑", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER")
_dev("nr_button", "随心按钮", "Aqara Wireless Mini Switch", None, "aqara-single-button-mode", "zigbee-button", "ZIGBEE")
_dev("sl_monitor", "屏幕挂灯", "Zigbee Monitor Light Bar", STALE, "light-color-temp-time-restore", "zigbee-switch", "ZIGBEE")

# Wall-switch relays (category Switch) whose labels name the light they drive: they are lights.
LIGHT_BY_LABEL = {"kt_main", "kt_cabinet"}
# Profiles of the home deliberately left out of spec.jsonl (devices keep name/room retrieval only).
SPEC_EXCLUDED = {"camera", "oven-cabinet-one-tn-cabinet-two-tl-cook-top-cook-surface-one-tl-cook-surface-two-tl",
                 "temperature-humidity", "motion-battery-aqara"}

# ---------------------------------------------------------------------------------------------
# Real profiles and capability definitions
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


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def room_of(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def floor_of(key: str) -> int | None:
    room = room_of(key)
    return ROOMS[room][1] if room else None


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + room))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set (zh, en); about 30 % of commands come out in English
# ---------------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("通电开启", "power on"),
    "switch.off": ("断电关闭", "power off"),
    "switchLevel.setLevel": ("调节亮度到指定百分比", "dim to a brightness percentage"),
    "statelessSwitchLevelStep.stepLevel": ("亮度增减一档（正值更亮，负值更暗）", "nudge brightness up or down"),
    "colorControl.setColor": ("设定灯光颜色", "set the light colour"),
    "colorControl.setHue": ("调整色相", "adjust hue"),
    "colorControl.setSaturation": ("调整饱和度", "adjust saturation"),
    "colorTemperature.setColorTemperature": ("设定色温（K 值越小越偏暖黄）", "set white colour temperature (K)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温偏暖或偏冷一点", "shift white warmer or cooler"),
    "windowShade.open": ("全部打开", "open fully"),
    "windowShade.close": ("全部合拢", "close fully"),
    "windowShade.pause": ("停在当前位置", "stop moving"),
    "windowShadeLevel.setShadeLevel": ("开合到指定百分比（0 合拢，100 全开）", "move to an opening percentage"),
    "windowShadePreset.presetPosition": ("回到收藏位置", "go to favourite position"),
    "windowShadePreset.setPresetPosition": ("保存收藏位置", "store favourite position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("调节叶片角度", "set slat angle"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度增减一点", "step the opening up or down"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "change AC mode"),
    "airConditionerFanMode.setFanMode": ("切换风量档位", "change fan level"),
    "thermostatMode.setThermostatMode": ("切换运行模式", "change operating mode"),
    "thermostatMode.heat": ("进入制热", "heat"),
    "thermostatMode.cool": ("进入制冷", "cool"),
    "thermostatMode.auto": ("进入自动", "auto mode"),
    "thermostatMode.off": ("停止运行", "stop (off)"),
    "thermostatMode.emergencyHeat": ("紧急加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("制冷时的目标温度", "cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("制热时的目标温度", "heating target temperature"),
    "fanSpeedPercent.setPercent": ("风速百分比", "fan speed percent"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头方式", "set swing / oscillation"),
    "windMode.setWindMode": ("选择风感（睡眠风、自然风）", "choose wind type"),
    "airPurifierFanMode.setAirPurifierFanMode": ("净化档位", "purifier fan level"),
    "audioVolume.setVolume": ("音量设为指定值", "set volume"),
    "audioVolume.volumeUp": ("音量加", "volume up"),
    "audioVolume.volumeDown": ("音量减", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("解除静音", "unmute"),
    "audioMute.setMute": ("设置静音开关", "set mute on or off"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("倒回", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("切到下一首", "skip to next track"),
    "mediaTrackControl.previousTrack": ("回到上一首", "back to previous track"),
    "mediaPresets.playPreset": ("播放收藏", "play a favourite"),
    "mediaInputSource.setInputSource": ("切换输入源", "switch input source"),
    "audioNotification.playTrack": ("播放提示音", "play a sound clip"),
    "audioNotification.playTrackAndResume": ("插播提示音后继续", "play a clip then resume"),
    "audioNotification.playTrackAndRestore": ("插播提示音后还原", "play a clip then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "send a remote key"),
    "lock.lock": ("锁上", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("解锁并拉开锁舌", "unlatch"),
    "alarm.siren": ("发出警报声", "siren"),
    "alarm.strobe": ("闪灯警示", "strobe"),
    "alarm.both": ("声光一起报警", "siren and strobe"),
    "alarm.off": ("停止报警", "alarm off"),
    "operationalState.start": ("启动", "start"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.stop": ("停止", "stop"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回座充电", "go back to the dock"),
    "mode.setMode": ("切换模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("漂洗次数", "rinse setting"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("脱水转速", "spin speed"),
    "temperatureLevel.setTemperatureLevel": ("温度档", "temperature level"),
    "cookTime.setCookTime": ("设定加热时长（秒）", "set cooking time in seconds"),
    "feederOperatingState.startFeeding": ("立即出粮", "dispense food now"),
    "feederPortion.setPortion": ("设定每次出粮量", "set portion per feeding"),
    "refresh.refresh": ("刷新状态", "refresh"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查新固件", "check for firmware"),
    "firmwareUpdate.updateFirmware": ("升级固件", "install firmware"),
}
DESC_BY_CATEGORY = {
    ("Projector", "windowShade.open"): ("幕布升起收好", "raise / retract the screen"),
    ("Projector", "windowShade.close"): ("幕布降下展开", "lower / deploy the screen"),
    ("Projector", "windowShade.pause"): ("幕布停住", "stop the screen"),
    ("Projector", "mode.setMode"): ("幕布限位设置", "screen limit setting"),
    ("WindowOpener", "windowShade.open"): ("推开窗户", "push the window open"),
    ("WindowOpener", "windowShade.close"): ("拉回关窗", "pull the window shut"),
    ("WindowOpener", "windowShade.pause"): ("窗户停住", "stop the window"),
    ("AirConditioner", "switch.on"): ("开空调", "turn the AC on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the AC off"),
    ("Vent", "switch.on"): ("开启新风", "fresh air on"),
    ("Vent", "switch.off"): ("关闭新风", "fresh air off"),
    ("Vent", "airConditionerFanMode.setFanMode"): ("新风风量", "fresh air volume"),
    ("Washer", "operationalState.start"): ("开始洗涤", "start washing"),
    ("Washer", "mode.setMode"): ("洗涤程序", "wash programme"),
    ("Dryer", "operationalState.start"): ("开始烘衣", "start drying"),
    ("Dryer", "mode.setMode"): ("烘干程序", "drying programme"),
    ("Dishwasher", "operationalState.start"): ("开始洗碗", "start a wash"),
    ("Dishwasher", "mode.setMode"): ("洗碗程序", "dishwasher programme"),
    ("Microwave", "operationalState.start"): ("开始加热", "start heating"),
    ("Microwave", "mode.setMode"): ("加热方式", "heating mode"),
    ("RobotCleaner", "mode.setMode"): ("清洁方式（扫/拖）", "cleaning mode (vacuum / mop)"),
    ("WaterHeater", "mode.setMode"): ("热水器工作方式", "water heater mode"),
    ("Siren", "switch.on"): ("报警器开", "siren on"),
    ("Siren", "switch.off"): ("报警器关", "siren off"),
    ("SmokeDetector", "audioMute.mute"): ("报警消音", "silence the alarm"),
    ("SmokeDetector", "audioMute.unmute"): ("恢复报警声", "re-enable alarm sound"),
    ("SmokeDetector", "audioMute.setMute"): ("报警声开关", "alarm sound on/off"),
    ("Fan", "airConditionerFanMode.setFanMode"): ("风扇档位", "fan level"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("空调设定温度（制冷制热共用）", "AC target temperature"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("地暖设定温度", "floor heating target"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("出水温度", "hot water temperature"),
}
# Exported from an English phone as a whole.
ENGLISH_PROFILES = {"sonos-player", "harman-luxury", "window-covering-tilt"}

V = {  # value-list keys -> [(value, zh, en)]
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"), ("dry", "除湿", "dry"),
                ("auto", "自动", "auto")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high")],
    "fresh_fan": [("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"), ("auto", "自动", "auto")],
    "tmode_ac": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                 ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tmode_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "fan_fan": [("off", "关", "off"), ("low", "一档", "low"), ("medium", "二档", "medium"), ("high", "三档", "high"),
                ("auto", "自动", "auto")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低", "low"),
                 ("medium", "中", "medium"), ("high", "高", "high")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep"), ("naturalWind", "自然风", "natural")],
    "osc": [("off", "不摇头", "off"), ("horizontal", "左右摇头", "horizontal"), ("vertical", "上下摇头", "vertical"),
            ("swing", "立体摇头", "swing")],
    "washer_mode": [("Normal", "标准", "normal"), ("Quick", "快洗", "quick"), ("Heavy", "强力", "heavy"),
                    ("Delicate", "轻柔", "delicate"), ("Wool", "羊毛", "wool")],
    "dryer_mode": [("Normal", "标准烘", "normal"), ("Quick", "速烘", "quick"), ("Delicate", "低温轻柔", "delicate")],
    "dish_mode": [("Normal", "标准", "normal"), ("Eco", "节能", "eco"), ("Heavy", "强力", "heavy"), ("Quick", "快速", "quick")],
    "micro_mode": [("Normal", "微波加热", "normal"), ("Defrost", "解冻", "defrost")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("VacuumThenMop", "先扫后拖", "vacuum then mop")],
    "heater_mode": [("Off", "关闭", "off"), ("Manual", "手动", "manual"), ("Timed", "预约", "timed")],
    "screen_mode": [("Set upper limit", "设定上限位", "set upper limit"), ("Delete all limits", "清除所有限位", "clear limits")],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "多漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("off", "免脱水", "no spin"), ("low", "低速脱水", "low"), ("medium", "中速脱水", "medium"),
             ("high", "高速脱水", "high")],
    "temp_level": [("Low", "低温", "low"), ("Medium", "中温", "medium"), ("High", "高温", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放中", "playing"), ("stopped", "停止", "stopped"),
                 ("fast forwarding", "快进", "fast forwarding"), ("rewinding", "倒回", "rewinding")],
    "input": [("HDMI", "HDMI", "HDMI"), ("bluetooth", "蓝牙", "Bluetooth"), ("wifi", "WiFi 串流", "Wi-Fi"),
              ("optical", "光纤", "optical"), ("aux", "AUX 输入", "aux"), ("USB", "U盘", "USB")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "OK"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "首页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS = {  # (profile, cap.cmd) -> key
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "fresh_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Heater.v1", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("fan-rock-wind", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("air-purifier-hepa-wind", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("laundry-dryer-tl", "mode.setMode"): "dryer_mode",
    ("laundry-dryer-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
    ("dishwasher", "mode.setMode"): "dish_mode",
    ("microwave-oven", "mode.setMode"): "micro_mode",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("projector-screen-VWSDSTUST120H", "mode.setMode"): "screen_mode",
    ("harman-luxury", "mediaInputSource.setInputSource"): "input",
}
GENERIC_VALUE_LISTS = {"windMode.setWindMode": "wind", "fanOscillationMode.setFanOscillationMode": "osc",
                       "audioMute.setMute": "mute", "mediaPlayback.setPlaybackStatus": "playback",
                       "keypadInput.sendKey": "keys"}
RANGES = {  # (profile or None, cap.cmd) -> (min, max, unit)
    (None, "switchLevel.setLevel"): (0, 100, "%"),
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
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
    (None, "cookTime.setCookTime"): (1, 86400, "s"),
    (None, "feederPortion.setPortion"): (0, 2000, None),
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def english(profile: str, token: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"loft|{profile}|{token}".encode()) % 100 < 27


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
                        {"value": v, "description": ve if english(name, f"{cmd_id}|{v}") else vz}
                        for v, vz, ve in V[vl_key]]
                elif not rng and entry["type"] == "string" and "enum" in arg:
                    entry["value_list"] = [{"value": v, "description": v} for v in arg["enum"]]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


SPEC: dict[str, dict] = {}
for _key in DEVICES:
    _prof = profile_of(_key)
    if _prof["name"] not in SPEC and _prof["name"] not in SPEC_EXCLUDED:
        SPEC[_prof["name"]] = spec_line(_prof)


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
SETCOLOR, SETHUE = C("colorControl", "setColor"), C("colorControl", "setHue")
SETCT, STEPCT = C("colorTemperature", "setColorTemperature"), C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
OPEN, CLOSE, PAUSE = C("windowShade", "open"), C("windowShade", "close"), C("windowShade", "pause")
SHADELEVEL, STEPSHADE = C("windowShadeLevel", "setShadeLevel"), C("statelessWindowShadeLevelStep", "stepShadeLevel")
PRESET, TILT = C("windowShadePreset", "presetPosition"), C("windowShadeTiltLevel", "setShadeTiltLevel")
COOLSP, HEATSP = C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("thermostatHeatingSetpoint", "setHeatingSetpoint")
TMODE = C("thermostatMode", "setThermostatMode")
TCOOL, THEAT, TAUTO, TOFF = (C("thermostatMode", m) for m in ("cool", "heat", "auto", "off"))
ACMODE, ACFAN = C("airConditionerMode", "setAirConditionerMode"), C("airConditionerFanMode", "setFanMode")
FANPCT = C("fanSpeedPercent", "setPercent")
OSC, WIND = C("fanOscillationMode", "setFanOscillationMode"), C("windMode", "setWindMode")
PURIFIER = C("airPurifierFanMode", "setAirPurifierFanMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT, PREV, KEY = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"), C("keypadInput", "sendKey")
INPUT = C("mediaInputSource", "setInputSource")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
OPSTART, OPPAUSE, OPRESUME, OPSTOP = (C("operationalState", m) for m in ("start", "pause", "resume", "stop"))
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE = C("mode", "setMode")
RINSE, SPIN = C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
TEMPLEVEL, COOKTIME = C("temperatureLevel", "setTemperatureLevel"), C("cookTime", "setCookTime")
FEED, PORTION = C("feederOperatingState", "startFeeding"), C("feederPortion", "setPortion")
SIREN, BOTH, ALARMOFF = C("alarm", "siren"), C("alarm", "both"), C("alarm", "off")
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]          # 调亮 / 调暗
COLOR = [SETCOLOR, SETHUE]                # a named colour
WARMER = [SETCT, STEPCT]                  # warmer / cooler / 白光 / 暖光
SETPOINT = [COOLSP, HEATSP]               # a temperature with no mode said
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
FAN_ON = [PURIFIER, FANPCT, ACFAN]        # devices without `switch`: a fan level turns them on
FAN_OFF = [PURIFIER, FANPCT, ACFAN]
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
HEATER_ON = [THEAT, TMODE]
HEATER_OFF = [TOFF, TMODE]
WATER_ON = [THEAT, TMODE, SETMODE]
AC_OFF = [OFF, TOFF]

# ---------------------------------------------------------------------------------------------
# Sets (the rules README.md states)
# ---------------------------------------------------------------------------------------------
ALL_WORDS = [(w, r) for r, ws in ROOM_WORDS.items() for w in ws]


def name_room(key: str) -> str | None:
    """Room word in a label (seed 000 §1-3): longest match first, non-overlapping; several rooms -> None."""
    label = label_of(key)
    spans: list[tuple[int, int, str]] = []
    for word, room in sorted(ALL_WORDS, key=lambda wr: -len(wr[0])):
        start = label.find(word)
        while start >= 0:
            end = start + len(word)
            if not any(s < end and start < e for s, e, _ in spans):
                spans.append((start, end, room))
            start = label.find(word, start + 1)
    rooms = {r for _, _, r in spans}
    return rooms.pop() if len(rooms) == 1 else None


def rooms_of(key: str) -> set[str]:
    """Its roomId room and, when the label names another room (客厅音箱 in 工作室), that room too."""
    out = {room_of(key)} if room_of(key) else set()
    nr = name_room(key)
    if nr and (room_of(key) is None or nr != room_of(key)):
        out.add(nr)
    return out


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL]


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def on_floor(keys: list[str], floor: int) -> list[str]:
    """Floor membership follows the roomId room's L1/L2 prefix only."""
    return [k for k in keys if floor_of(k) == floor]


def with_cmd(keys: list[str], *cmds: str) -> list[str]:
    return [k for k in keys if all(c in spec_ids(k) for c in cmds)]


def without(keys: list[str], *drop: str) -> list[str]:
    return [k for k in keys if k not in drop]


LIGHTS = lights()
L1_LIGHTS, L2_LIGHTS = on_floor(LIGHTS, 1), on_floor(LIGHTS, 2)
BLINDS = of_category("Blind")
ACS = of_category("AirConditioner")
PLUGS = of_category("SmartPlug")
SPEAKERS = of_category("Speaker")
TRACKS = [f"lv_track{i}" for i in range(1, 7)]
MB_DOWN = ["mb_down1", "mb_down2", "mb_down3"]
CEILINGS = [k for k in DEVICES if label_of(k) == "吸顶灯"]
AMBIENTS = [k for k in DEVICES if label_of(k) == "氛围灯"]
LV_LIGHTS = in_rooms(LIGHTS, "living")
KT_LIGHTS = in_rooms(LIGHTS, "kitchen")
DN_LIGHTS = in_rooms(LIGHTS, "dining")
GB_LIGHTS = in_rooms(LIGHTS, "guestbath")
MB_LIGHTS = in_rooms(LIGHTS, "master")
CL_LIGHTS = in_rooms(LIGHTS, "closet")
ST_LIGHTS = in_rooms(LIGHTS, "studio")
SR_LIGHTS = in_rooms(LIGHTS, "stairs")
BATH_LIGHTS = GB_LIGHTS + in_rooms(LIGHTS, "masterbath")
HEATERS = ["lv_floorheat", "mb_floorheat"]

# ---------------------------------------------------------------------------------------------
# Expectations
# ---------------------------------------------------------------------------------------------


def one(keys, cmds) -> dict:
    keys = [keys] if isinstance(keys, str) else list(keys)
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    union: list[str] = []
    for k in keys:
        ok = [c for c in cmds if c == ANY or c in spec_ids(k)]
        if not ok:
            raise SystemExit(f"{k} supports none of {cmds}")
        union += [c for c in ok if c not in union]
    return {"devices": keys, "capabilities": [c for c in cmds if c in union], "mode": "one"}


def every(keys, cmds) -> dict:
    keys = list(keys)
    cmds = [cmds] if isinstance(cmds, str) else list(cmds)
    if len(keys) < 2:
        raise SystemExit(f"bulk set too small: {keys}")
    for k in keys:
        missing = [c for c in cmds if c not in spec_ids(k)]
        if missing:
            raise SystemExit(f"bulk: {k} lacks {missing}")
    return {"devices": keys, "capabilities": cmds, "mode": "all"}


def clarify(keys, cmds) -> dict:
    if not keys:  # nothing to point at (a pronoun with no history)
        return {"devices": [], "capabilities": [cmds] if isinstance(cmds, str) else list(cmds), "mode": "clarify"}
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


def none() -> dict:
    return {"devices": [], "capabilities": [], "mode": "none"}


CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})


# =============================================================================================
# The cases
# =============================================================================================

# --- rooms: core name, alias, full app name ----------------------------------------------------
case("room", "工作室台灯开一下", one("st_lamp", ON), tags=("room-core", "colloquial"))
case("room", "书房的台灯关掉", one("st_lamp", OFF), tags=("room-alias",))
case("room", "办公室空调开一下", one("st_ac", ON), tags=("room-alias", "climate"))
case("room", "把工作室的空调打开", one("st_ac", ON), tags=("room-core", "climate", "label-room-alias"))
case("room", "书房空调调到25度", one("st_ac", SETPOINT), tags=("name", "climate", "temperature"))
case("room", "厨房灯关", one(KT_LIGHTS, OFF), tags=("room-alias", "category-by-name", "room-multi"))
case("room", "开放厨房的灯打开", one(KT_LIGHTS, ON), tags=("room-core", "segmentation", "category-by-name"))
case("room", "关掉开放厨房的橱柜灯", one("kt_cabinet", OFF), tags=("room-core", "segmentation", "category-by-name"))
case("room", "卧室灯全关了", every(MB_LIGHTS, OFF), tags=("room-alias", "bulk-all"))
case("room", "卧室窗帘拉上", one("mb_curtain", CLOSE), tags=("room-alias", "name", "cover"))
case("room", "主卧窗帘拉开", one("mb_curtain", OPEN), tags=("room-core", "label-room-alias", "cover"))
case("room", "楼下厕所灯开一下", one(GB_LIGHTS, ON), tags=("room-alias", "floor", "bathroom"))
case("room", "二楼卫生间的灯打开", one("mt_light", ON), tags=("room-alias", "floor", "bathroom"))
case("room", "厕所排气扇开一下", one("gb_vent", ON), tags=("room-alias", "bathroom"))
case("room", "主卫的浴霸打开", one("mt_heater", ON), tags=("room-core",))
case("room", "L2 主卧的氛围灯打开", one("mb_ambient", ON), tags=("room-full", "room-core", "duplicate-label"))
case("room", "L1客厅的氛围灯关了", one("lv_ambient", OFF), tags=("room-full", "room-core", "duplicate-label"))
case("room", "L2工作室空调关掉", one("st_ac", AC_OFF), tags=("room-full", "room-core", "climate"))
case("room", "L1 餐区的灯打开", one(DN_LIGHTS, ON), tags=("room-full", "room-core", "room-multi"))
case("room", "餐厅灯开", one(DN_LIGHTS, ON), tags=("room-alias", "room-multi"))
case("room", "入户的灯打开", one("en_light", ON), tags=("room-core",))
case("room", "衣帽间的灯开一下", one(CL_LIGHTS, ON), tags=("room-core", "room-multi"))
case("room", "猫房灯关掉", one("ct_ceiling", OFF), tags=("room-core",))
case("room", "阳台灯开", one("bc_ceiling", ON), tags=("room-core",))
case("room", "工作室的灯都关掉", every(ST_LIGHTS, OFF), tags=("room-core", "bulk-all", "stale-room"))
case("room", "办公室的灯全部打开", every(ST_LIGHTS, ON), tags=("room-alias", "bulk-all", "stale-room"))
case("room", "客卫的灯关一下", one(GB_LIGHTS, OFF), tags=("room-core", "room-multi"))
case("room", "二楼主卫热水器调到45度", one("mt_water", HEATSP), tags=("room-core", "floor", "temperature"))
case("room", "L2 猫房的空气净化器打开", one("ct_purifier", FAN_ON), tags=("room-full", "room-core", "no-switch"))
case("room", "书房窗帘放下来", one("st_roller", CLOSE), tags=("room-alias", "cover"))
case("room", "卧室空调开一下", one("mb_ac", ON), tags=("room-alias", "climate"))
case("room", "卧室的灯调暗一点", one(MB_LIGHTS, BRIGHTER), tags=("room-alias", "level", "relative", "room-multi"))
case("room", "厨房的音箱放首歌", one("kt_afu", PLAY), tags=("room-alias", "nickname", "media"))
case("room", "楼上洗手间的灯关掉", one("mt_light", OFF), tags=("room-alias", "floor", "bathroom"))

# --- floors: 一楼/楼下/L1 = L1 rooms, 二楼/楼上/L2 = L2 rooms; 楼梯/入户/阳台 on neither ----------
case("floor", "楼上的灯都关了", every(L2_LIGHTS, OFF), tags=("floor", "bulk-all", "category-by-name"))
case("floor", "楼下所有窗帘拉上", every(on_floor(BLINDS, 1), CLOSE), tags=("floor", "bulk-all", "cover"))
case("floor", "一楼的灯全开", every(L1_LIGHTS, ON), tags=("floor", "bulk-all", "category-by-name"))
case("floor", "除了主卧，楼上的灯都关掉", every(except_rooms(L2_LIGHTS, "master"), OFF), tags=("floor", "bulk-except"))
case("floor", "二楼空调都关了", every(on_floor(ACS, 2), OFF), tags=("floor", "bulk-all", "climate"))
case("floor", "楼下的空调关一下", one("lv_ac", AC_OFF), tags=("floor", "climate"))
case("floor", "楼上窗帘全部打开", every(on_floor(BLINDS, 2), OPEN), tags=("floor", "bulk-all", "cover"))
case("floor", "2楼的灯调到30%", every(with_cmd(L2_LIGHTS, SETLEVEL), SETLEVEL),
     tags=("floor", "bulk-all", "level", "capability-subset"))
case("floor", "L1的灯全关", every(L1_LIGHTS, OFF), tags=("floor", "bulk-all", "category-by-name"))
case("floor", "楼下的插座都关了", every(on_floor(PLUGS, 1), OFF), tags=("floor", "bulk-all", "plug"))
case("floor", "一楼地暖关了", one("lv_floorheat", HEATER_OFF), tags=("floor", "name", "segmentation", "no-switch"))
case("floor", "楼上地暖开一下", one("mb_floorheat", HEATER_ON), tags=("floor", "climate", "no-switch"))
case("floor", "楼上的吸顶灯打开", clarify(on_floor(CEILINGS, 2), ON), tags=("floor", "duplicate-label"))
case("floor", "二楼的灯除了工作室都关掉", every(except_rooms(L2_LIGHTS, "studio"), OFF), tags=("floor", "bulk-except"))
case("floor", "楼下的氛围灯打开", one("lv_ambient", ON), tags=("floor", "duplicate-label"))
case("floor", "楼上的筒灯都关了", every(MB_DOWN, OFF), tags=("floor", "label-index", "bulk-all"))
case("floor", "楼下筒灯开一下", one("gb_down", ON), tags=("floor", "label-index"))
case("floor", "楼梯的灯都开", every(SR_LIGHTS, ON), tags=("room-core", "bulk-all"))
case("floor", "一楼的灯都调暖一点", every(with_cmd(L1_LIGHTS, SETCT, STEPCT), WARMER),
     tags=("floor", "bulk-all", "color-temperature", "capability-subset", "relative"))
case("floor", "二楼所有窗帘关一半", every(with_cmd(on_floor(BLINDS, 2), SHADELEVEL), SHADELEVEL),
     tags=("floor", "bulk-all", "cover", "level"))

# --- numbered series and a lone namesake -------------------------------------------------------
case("index", "轨道灯4开一下", one("lv_track4", ON), tags=("label-index",))
case("index", "轨道灯四关掉", one("lv_track4", OFF), tags=("label-index", "numeral-zh"))
case("index", "4号轨道灯打开", one("lv_track4", ON), tags=("label-index", "word-order"))
case("index", "第四个轨道灯调到40%", one("lv_track4", SETLEVEL), tags=("label-index", "ordinal", "level"))
case("index", "轨道灯全开", every(TRACKS, ON), tags=("label-index", "bulk-all"))
case("index", "打开轨道灯", every(TRACKS, ON), tags=("label-index", "series-all"))
case("index", "打开筒灯", clarify([*MB_DOWN, "gb_down"], ON), tags=("label-index", "ambiguous"))
case("index", "主卧筒灯都打开", every(MB_DOWN, ON), tags=("label-index", "bulk-all", "room-core"))
case("index", "筒灯2调到30%", one("mb_down2", SETLEVEL), tags=("label-index", "level"))
case("index", "二号筒灯关掉", one("mb_down2", OFF), tags=("label-index", "numeral-zh", "word-order"))
case("index", "轨道灯调到50%", every(TRACKS, SETLEVEL), tags=("label-index", "series-all", "level"))
case("index", "轨道灯1和2关掉", every(["lv_track1", "lv_track2"], OFF), tags=("label-index", "bulk-all"))
case("index", "轨道灯六调成暖光", one("lv_track6", WARMER), tags=("label-index", "numeral-zh", "color-temperature"))
case("index", "第一个筒灯打开", one("mb_down1", ON), tags=("label-index", "ordinal"))
case("index", "客卫筒灯关掉", one("gb_down", OFF), tags=("label-index", "room-core"))
case("index", "主卧的筒灯开一下", every(MB_DOWN, ON), tags=("label-index", "series-all", "room-core"))
case("index", "轨道灯3和轨道灯5打开", every(["lv_track3", "lv_track5"], ON), tags=("label-index", "bulk-all"))
case("index", "轨道灯全部调成冷白光", every(TRACKS, SETCT), tags=("label-index", "bulk-all", "color-temperature"))
case("index", "第6盏轨道灯关了", one("lv_track6", OFF), tags=("label-index", "ordinal"))

# --- things this home has: projector screen, pets, ambience, Nanoleaf ---------------------------
case("home", "投影幕布放下来", one("lv_screen", CLOSE), tags=("home-type", "projector"))
case("home", "把幕布收起来", one("lv_screen", OPEN), tags=("home-type", "projector", "partial-name"))
case("home", "打开投影仪", one("lv_projector", ON), tags=("home-type", "projector", "plug"))
case("home", "投影仪关了，幕布也收上去", one("lv_projector", OFF), one("lv_screen", OPEN),
     tags=("home-type", "projector", "plug"))
case("home", "幕布停一下", one("lv_screen", PAUSE), tags=("home-type", "projector", "partial-name"))
case("home", "猫砂盆关掉", one("ct_litter", OFF), tags=("home-type", "pet", "plug"))
case("home", "打开猫砂盆", one("ct_litter", ON), tags=("home-type", "pet", "plug"))
case("home", "喂食器喂一次", one("ct_feeder", FEED), tags=("home-type", "pet"))
case("home", "喂下猫", one("ct_feeder", FEED), tags=("home-type", "pet", "need"))
case("home", "喂食器份量调到20", one("ct_feeder", PORTION), tags=("home-type", "pet", "level"))
case("home", "饮水机开一下", one("ct_fountain", ON), tags=("home-type", "pet", "plug"))
case("home", "猫咪饮水机关了", one("ct_fountain", OFF), tags=("home-type", "pet", "plug"))
case("home", "氛围灯打开", clarify(AMBIENTS, ON), tags=("home-type", "duplicate-label", "ambiguous"))
case("home", "所有氛围灯都关了", every(AMBIENTS, OFF), tags=("home-type", "duplicate-label", "bulk-all"))
case("home", "Nanoleaf 调成紫色", one("st_nano", COLOR), tags=("home-type", "english-label", "color"))
case("home", "nanoleaf亮度调到百分之六十", one("st_nano", SETLEVEL), tags=("home-type", "english-label", "level", "numeral-zh"))
case("home", "六边形灯打开", one("st_nano", ON), tags=("home-type", "partial-name"))
case("home", "除湿机打开", one("cl_dehum", ON), tags=("home-type", "plug"))
case("home", "香薰机开一下", one("mb_aroma", ON), tags=("home-type", "plug"))
case("home", "毛巾架打开", one("mt_towel", ON), tags=("home-type", "plug"))
case("home", "微波炉开始加热", one("kt_micro", OPSTART), tags=("home-type", "appliance"))
case("home", "微波炉定时两分钟", one("kt_micro", COOKTIME), tags=("home-type", "appliance", "numeral-zh"))
case("home", "微波炉切到解冻模式", one("kt_micro", SETMODE), tags=("home-type", "appliance", "mode"))
case("home", "咖啡机打开", one("kt_coffee", ON), tags=("home-type", "plug"))
case("home", "新风机开", one("lv_fresh", ON), tags=("home-type", "air"))
case("home", "推窗器关上", one("bc_window", CLOSE), tags=("home-type", "cover"))
case("home", "浴霸关掉", one("mt_heater", OFF), tags=("home-type",))

# --- segmentation: labels that contain room or action words -----------------------------------
case("seg", "客厅音箱调小声", one("st_speaker", VOLUME_DOWN), tags=("segmentation", "name-other-room", "volume"))
case("seg", "客厅的音箱调小声", one(["lv_sonos", "st_speaker"], VOLUME_DOWN),
     tags=("segmentation", "name-other-room", "room-core", "volume"))
case("seg", "工作室的音箱暂停", one("st_speaker", MPAUSE), tags=("segmentation", "name-other-room", "media"))
case("seg", "书房音箱放首歌", one("st_speaker", PLAY), tags=("segmentation", "name-other-room", "room-alias", "media"))
case("seg", "客厅音箱关了", one("st_speaker", OFF), tags=("segmentation", "name-other-room"))
case("seg", "开放厨房灯关", one(KT_LIGHTS, OFF), tags=("segmentation", "room-core", "category-by-name"))
case("seg", "关玄关灯", one("en_light", OFF), tags=("segmentation", "name"))
case("seg", "玄关灯开", one("en_light", ON), tags=("segmentation", "name"))
case("seg", "玄关灯关了", one("en_light", OFF), tags=("segmentation", "name"))
case("seg", "客厅的空调开一下", one("lv_ac", ON), tags=("segmentation", "room-core", "climate"))
case("seg", "工作室主灯调到80", one("st_main", SETLEVEL), tags=("segmentation", "name", "level"))
case("seg", "开开放厨房的橱柜灯", one("kt_cabinet", ON), tags=("segmentation", "room-core", "category-by-name"))

# --- actions a capability does -----------------------------------------------------------------
case("action", "客厅空调制冷", one("lv_ac", TO_COOL), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调开制热", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("action", "书房空调除湿", one("st_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调送风模式", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("action", "客厅空调调成自动", one("lv_ac", [TAUTO, TMODE]), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调开cool", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode", "code-mixed"))
case("action", "客厅空调切到送风", one("lv_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调除湿", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调风速调到高档", one("mb_ac", ACFAN), tags=("capability-action", "climate", "fan"))
case("action", "客厅空调风量调小一点", one("lv_ac", [ACFAN, FANPCT]), tags=("capability-action", "climate", "fan", "relative"))
case("action", "落地扇风速调到最大", one("st_fan", [ACFAN, FANPCT]), tags=("capability-action", "air", "fan"))
case("action", "新风机风量调到高", one("lv_fresh", ACFAN), tags=("capability-action", "air", "fan"))
case("action", "落地扇开摇头", one("st_fan", OSC), tags=("capability-action", "air"))
case("action", "客厅空调开自然风", one("lv_ac", WIND), tags=("capability-action", "climate"))
case("action", "空气净化器调到睡眠模式", one("ct_purifier", PURIFIER), tags=("capability-action", "air", "mode"))
case("action", "电动窗帘开一半", one("lv_curtain", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("action", "卷帘开三分之一", one("st_roller", SHADELEVEL), tags=("capability-action", "cover", "level", "numeral-zh"))
case("action", "纱帘拉开一点", one("lv_sheer", [SHADELEVEL, STEPSHADE]), tags=("capability-action", "cover", "relative"))
case("action", "百叶帘角度调到30", one("dn_blind", TILT), tags=("capability-action", "cover", "tilt"))
case("action", "百叶帘叶片调平", one("dn_blind", TILT), tags=("capability-action", "cover", "tilt"))
case("action", "卧室窗帘关到百分之二十", one("mb_curtain", SHADELEVEL), tags=("capability-action", "cover", "level", "numeral-zh"))
case("action", "电动窗帘停", one("lv_curtain", PAUSE), tags=("capability-action", "cover"))
case("action", "纱帘到预设位置", one("lv_sheer", PRESET), tags=("capability-action", "cover"))
case("action", "小黑开始扫地", one("nr_robot", RVCSTART), tags=("capability-action", "appliance", "nickname", "no-room"))
case("action", "小黑回去充电", one("nr_robot", RVCHOME), tags=("capability-action", "appliance", "nickname", "no-room"))
case("action", "小黑换成拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "appliance", "nickname", "mode"))
case("action", "小黑暂停一下", one("nr_robot", RVCPAUSE), tags=("capability-action", "appliance", "nickname"))
case("action", "洗衣机开始洗", one("bc_washer", OPSTART), tags=("capability-action", "appliance"))
case("action", "洗衣机暂停", one("bc_washer", OPPAUSE), tags=("capability-action", "appliance"))
case("action", "洗衣机换快洗", one("bc_washer", SETMODE), tags=("capability-action", "appliance", "mode"))
case("action", "烘干机继续", one("bc_dryer", OPRESUME), tags=("capability-action", "appliance"))
case("action", "烘干机温度调低", one("bc_dryer", TEMPLEVEL), tags=("capability-action", "appliance", "relative"))
case("action", "洗碗机开始", one("kt_dish", OPSTART), tags=("capability-action", "appliance"))
case("action", "洗衣机脱水调到最高", one("bc_washer", SPIN), tags=("capability-action", "appliance"))
case("action", "Hue灯条调成蓝色", one("lv_hue", COLOR), tags=("capability-action", "color", "english-label"))
case("action", "台灯调成暖光", one("st_lamp", WARMER), tags=("capability-action", "color-temperature"))
case("action", "床头灯色温调到3000K", one("mb_bedside", SETCT), tags=("capability-action", "color-temperature"))
case("action", "卧室氛围灯换成粉色", one("mb_ambient", COLOR), tags=("capability-action", "color", "room-alias", "duplicate-label"))
case("action", "工作室主灯冷一点", one("st_main", WARMER), tags=("capability-action", "color-temperature", "relative"))
case("action", "客听灯调成白光", one("lv_main", WARMER), tags=("capability-action", "color-temperature", "misheard-label"))
case("action", "把Sonos调小声", one("lv_sonos", VOLUME_DOWN), tags=("capability-action", "volume", "code-mixed", "english-label"))
case("action", "Sonos静音", one("lv_sonos", [MUTE, SETMUTE]), tags=("capability-action", "volume", "english-label"))
case("action", "阿福取消静音", one("kt_afu", [UNMUTE, SETMUTE]), tags=("capability-action", "volume", "nickname"))
case("action", "阿福音量调到三十", one("kt_afu", SETVOL), tags=("capability-action", "volume", "nickname", "numeral-zh"))
case("action", "客厅音箱大声点", one("st_speaker", VOLUME_UP), tags=("capability-action", "volume", "name-other-room"))
case("action", "电视暂停", one("mb_tv", MPAUSE), tags=("capability-action", "media", "unique-type"))
case("action", "Sonos下一首", one("lv_sonos", NEXT), tags=("capability-action", "media", "english-label"))
case("action", "阿福播放", one("kt_afu", PLAY), tags=("capability-action", "media", "nickname"))
case("action", "阿福上一首", one("kt_afu", PREV), tags=("capability-action", "media", "nickname"))
case("action", "电视回主页", one("mb_tv", KEY), tags=("capability-action", "media"))
case("action", "客厅音箱切到蓝牙", one("st_speaker", INPUT), tags=("capability-action", "media", "name-other-room"))
case("action", "锁门", one("en_lock", LOCK), tags=("capability-action", "security", "unique-type"))
case("action", "把入户门锁打开", one("en_lock", [UNLOCK, UNLATCH]), tags=("capability-action", "security"))
case("action", "客厅空调开制冷调到24度", one("lv_ac", TO_COOL), one("lv_ac", COOLSP),
     tags=("capability-action", "two-actions", "climate", "temperature"))
case("action", "打开台灯并调到50%", one("st_lamp", ON), one("st_lamp", SETLEVEL), tags=("capability-action", "two-actions", "level"))
case("action", "主卧空调开制热调到26度", one("mb_ac", ACMODE), one("mb_ac", HEATSP),
     tags=("capability-action", "two-actions", "climate", "temperature"))
case("action", "Hue灯条打开调成红色", one("lv_hue", ON), one("lv_hue", COLOR), tags=("capability-action", "two-actions", "color"))
case("action", "书房空调开除湿，风速调低", one("st_ac", TMODE), one("st_ac", [ACFAN, FANPCT]),
     tags=("capability-action", "two-actions", "climate", "room-alias"))
case("action", "热水器打开调到50度", one("mt_water", WATER_ON), one("mt_water", HEATSP),
     tags=("capability-action", "two-actions", "no-switch", "temperature"))
case("action", "燃气报警器别响了", one("kt_gas", [MUTE, SETMUTE]), tags=("capability-action", "polarity", "security"))
case("action", "落地扇不要吹了", one("st_fan", FAN_OFF), tags=("capability-action", "polarity", "air", "no-switch"))
case("action", "小黑别扫了", one("nr_robot", [RVCPAUSE, RVCHOME]), tags=("capability-action", "polarity", "nickname"))
case("action", "阿福不要静音了", one("kt_afu", [UNMUTE, SETMUTE]), tags=("capability-action", "polarity", "nickname"))
case("action", "声光报警器别叫了", one("en_siren", [ALARMOFF, OFF]), tags=("capability-action", "polarity", "security"))
case("action", "别响了", one("kt_afu", [MPAUSE, MUTE, SETMUTE]), tags=("capability-action", "polarity", "reference"),
     history=("阿福放点歌",))
case("action", "烟雾报警器静音", one("lv_smoke", [MUTE, SETMUTE]), tags=("capability-action", "security"))
case("action", "微波炉停下", one("kt_micro", [OPPAUSE, OPSTOP]), tags=("capability-action", "appliance"))

# --- "any N of them" ----------------------------------------------------------------------------
case("count", "开两盏灯", one(LIGHTS, ON), tags=("any-count",))
case("count", "随便开一个灯", one(LIGHTS, ON), tags=("any-count", "colloquial"))
case("count", "关掉两个插座", one(PLUGS, OFF), tags=("any-count", "plug"))
case("count", "客厅随便开一盏灯", one(LV_LIGHTS, ON), tags=("any-count", "room-core"))
case("count", "轨道灯开两个就行", one(TRACKS, ON), tags=("any-count", "label-index"))
case("count", "主卧筒灯开一个", one(MB_DOWN, ON), tags=("any-count", "label-index"))

# --- the room of an earlier clause: carried when the type is there, dropped when it is not ------
case("inherit", "打开工作室台灯，再把除湿机打开", one("st_lamp", ON), one("cl_dehum", ON), tags=("soft-inherit",))
case("inherit", "打开工作室台灯，再把空调打开", one("st_lamp", ON), one("st_ac", ON), tags=("soft-inherit", "room-carry", "climate"))
case("inherit", "主卧窗帘拉上，空调也关了", one("mb_curtain", CLOSE), one("mb_ac", OFF), tags=("soft-inherit", "room-carry"))
case("inherit", "猫房灯打开，顺便让小黑扫一下", one("ct_ceiling", ON), one("nr_robot", RVCSTART),
     tags=("soft-inherit", "no-room", "nickname"))
case("inherit", "楼上的灯都关了，再把地暖打开", every(L2_LIGHTS, OFF), one("mb_floorheat", HEATER_ON),
     tags=("soft-inherit", "room-carry", "floor", "bulk-all", "no-switch"))
case("inherit", "卧室灯关了，再把热水器打开", one(MB_LIGHTS, OFF), one("mt_water", WATER_ON), tags=("soft-inherit", "no-switch"))
case("inherit", "工作室空调打开，窗帘也拉上", one("st_ac", ON), one("st_roller", CLOSE), tags=("soft-inherit", "room-carry", "cover"))

# --- not a command: answer nothing, act on nothing ----------------------------------------------
for _q in ("今天天气怎么样", "给我讲个笑话", "谢谢啊", "你好呀", "珠穆朗玛峰有多高", "嗯嗯嗯啊", "asdkjh 哈哈哈",
           "你叫什么名字", "明天要不要带伞", "好的没事了", "唔该晒", "一加一等于几", "今晚吃什么好呢",
           "周杰伦最新的歌叫什么"):
    case("none", _q, none(), tags=("not-command",))

LONG_1 = (
    "哎我跟你说，今天开会又开了一下午，老板临时改需求，说下周一之前要把报表系统的导出功能整个重做一遍，"
    "我真的是服了。本来这个月已经加了好几次班，周末还答应了她要一起去看沙发，你说这日子怎么过。"
    "中午的外卖也难吃，点了个黄焖鸡米饭，送来一看全是土豆，鸡肉就三四块，还凉了。下午三点多困得不行，"
    "连喝了两杯美式才缓过来，结果现在反而一点都不困了，脑子里全是那些字段和接口。她说我最近脾气不太好，"
    "我想想也是，老是对着电脑，话都变少了。算了算了，反正今晚也得把这个方案先写出来，明天早上九点还要跟客户过一遍，"
    "不弄完心里不踏实。她已经先上楼睡了，说明天还要早起去上瑜伽课，让我别熬太晚，我嘴上答应着，心里知道估计又得两点。"
    "我先去洗把脸，回来就开工，顺便把键盘擦一擦，上面全是饼干渣，空格键按下去都有点卡。行了不扯了，帮我把工作室的台灯打开。"
)
LONG_2 = (
    "跟你讲个事，我们家豆包最近有点不对劲。前天带它去宠物医院体检，医生说它有点胖了，让我们控制一下饭量，"
    "每顿少给一点，零食也别天天喂。可它那个眼神你是没见过，每次我一进厨房它就跟过来蹲着，喵喵叫个不停，"
    "搞得我特别有罪恶感。猫砂盆我昨天刚换了新的豆腐砂，它好像不太喜欢，在旁边刨了半天才肯进去。"
    "饮水机的滤芯也该换了，网上买的还没到，快递说明天下午送。还有，它最近老喜欢趴在衣帽间的柜子上面睡觉，"
    "把我好几件衣服都弄得全是毛，粘毛器都用掉两卷了。我老公说干脆给它再买个猫爬架，放在猫房靠窗那边，"
    "让它晒晒太阳，我觉得也行，就是不知道它会不会用，上次买的那个猫窝它到现在一次都没睡过，全当摆设了。"
    "医生还说要定期驱虫，我手机上记了个提醒，到时候别忘了。唉养个猫比养孩子还操心。对了，它晚饭还没吃呢，"
    "你让喂食器给它喂一次吧。"
)
LONG_3 = (
    "周六晚上我们约了几个大学同学来家里聚一聚，小王、阿杰还有他女朋友，可能还有莉莉，她说要看加班情况。"
    "我想着吃完饭大家一起在客厅看个电影，上次看到一半的那部科幻片还没看完，正好一起补上。"
    "菜我打算自己做几个，红烧排骨、清蒸鲈鱼、蒜蓉西兰花，再弄个番茄鸡蛋汤，然后叫一份小龙虾外卖，"
    "饮料的话家里还有一箱啤酒，再买点可乐和果汁就行。阿杰不喝酒，他每次都开车来。"
    "我老婆说沙发可能坐不下，让我去宜家买两个懒人沙发，我觉得地上铺个毯子坐着也挺舒服，"
    "而且那个位置正好对着幕布，看得最清楚。投影仪上个月坏过一次，送修回来以后我还没好好试过，"
    "也不知道现在画面怎么样，上次是蓝屏，修的师傅说是主板的问题，换了个零件，保修期内没收钱。"
    "音响那边我想接上Sonos，效果应该比投影仪自带的喇叭好很多，低音也足。"
    "对了还得提前把楼下客卫收拾一下，上次他们来的时候毛巾都没准备，挺尴尬的，这次得把新毛巾拿出来挂好，"
    "洗手液也快用完了，记得补一瓶。还有猫，豆包见到生人就躲，得提前把猫房的门关好，省得它半夜跑出来吓人，"
    "上次它把阿杰的外套挠破了，我赔了人家一件新的。买菜的话周六早上去菜市场，鲈鱼要活的，排骨要肋排，"
    "超市的不新鲜。小龙虾那家店我收藏了，口味选十三香和蒜蓉各一份。"
    "说起来我们上次这么聚还是去年冬天，那次在阿杰家吃火锅，他家那个小公寓挤了八个人，转个身都难，"
    "最后大家干脆坐在地上打牌打到凌晨三点，第二天全都起不来。小王那会儿刚失恋，喝多了一直在唱歌，"
    "唱的全是十几年前的老歌，跑调跑得厉害，我们录了视频，到现在还时不时拿出来笑他。"
    "这次他说要带新女朋友来，让我们千万别提那个视频，我看阿杰肯定憋不住。"
    "电影的话我还在犹豫，科幻片是接着看还是换个喜剧，莉莉上次说那部片子太吵了她看不进去，"
    "可能还是投票决定吧。零食我打算买点薯片、瓜子和爆米花，爆米花可以用微波炉自己做，就是上次做糊了一锅，"
    "整个厨房全是焦味，油烟报警差点响了。大概就这些吧，我再想想还有什么漏掉的。"
    "哦对了，我现在想先试一下投影效果，所以你先把投影幕布放下来吧。"
)
LONG_4 = (
    "你说今年夏天怎么这么热，天气预报说明天最高三十九度，我在外面走了十分钟就一身汗，衬衫全湿透了。"
    "上个月的电费账单出来了，八百多块，我当时看了都愣住了，以前最多也就三四百。"
    "我老婆说肯定是空调开太多了，客厅那台基本从早开到晚，书房那台我上班的时候也一直开着，"
    "说是给猫开的，其实豆包根本不待在书房，它天天躺在猫房的瓷砖上，凉快得很。"
    "我查了一下，说空调设定温度每调高一度能省百分之七左右的电，我就想着以后别开那么低了，"
    "之前我老是开二十二度，盖着被子吹，想想也挺浪费的。还有就是我们家那个复式结构，热气全往楼上跑，"
    "一楼还好，二楼下午简直像个蒸笼，尤其是主卧那边朝西，太阳一晒，窗帘都烫手。"
    "我同事说可以在窗户上贴隔热膜，效果不错，一平米也就几十块钱，我打算周末找人来看看。"
    "另外地暖那个控制面板冬天用完就一直没管，我都忘了有没有关，应该是关了吧，上次看好像显示的是关。"
    "还有新风机的滤网也好久没换了，物业说一年要换两次，我们搬进来一年多了一次都没换过，怪不得最近老觉得有味儿。"
    "唉，房贷、车贷、物业费、电费，每个月一发工资就没了，想出去旅游都得掂量掂量。"
    "本来说国庆去云南，现在看机票酒店加起来得一万多，我老婆说要不就在家附近转转算了。"
    "我其实也无所谓，在家躺着吹空调看电视也挺好的，就是别再这么费电了。"
    "我妈还打电话说让我们少吹空调，容易得空调病，她那边都是开窗户吹自然风，"
    "可她住的是老小区一楼，树多，跟我们这能比吗。我爸倒是挺支持装空调的，他说年纪大了最怕热，"
    "去年还专门让我给他们卧室换了一台变频的，说一晚上才一块多钱电费，比老的那台省多了。"
    "我们这边的物业也是，夏天楼道里一点风都没有，电梯里闷得像桑拿房，跟他们反映了好几次，"
    "说是要等业委会开会讨论要不要装空调，讨论了一年了还没结果。还有楼下那家装修，天天早上八点准时开始电钻，"
    "周末也不停，我老婆说再这样下去她要去投诉了。豆包也被吓得不轻，一听到电钻声就往床底下钻，"
    "叫都叫不出来，饭都不怎么吃。唉，夏天真是让人烦躁，什么事都不顺。"
    "说了这么多，我现在就是热得睡不着，也不想折腾了。"
    "算了算了，不说了，你把主卧空调调到二十六度就行。"
)
case("long", LONG_1, one("st_lamp", ON), tags=("long-text", "room-core"))
case("long", LONG_2, one("ct_feeder", FEED), tags=("long-text", "pet"))
case("long", LONG_3, one("lv_screen", CLOSE), tags=("long-text", "projector"))
case("long", LONG_4, one("mb_ac", HEATSP), tags=("long-text", "climate", "numeral-zh"))

# --- needs, not commands: every device and command that meets them -------------------------------
case("need", "工作室好热", one(["st_ac", "st_fan"], [ON, TCOOL, TMODE, COOLSP, ACFAN, FANPCT]), tags=("need", "climate"))
case("need", "书房有点热", one(["st_ac", "st_fan"], [ON, TCOOL, TMODE, COOLSP, ACFAN, FANPCT]),
     tags=("need", "climate", "room-alias"))
case("need", "卧室有点冷", one(["mb_ac", "mb_floorheat"], [ON, ACMODE, HEATSP, THEAT, TMODE]),
     tags=("need", "climate", "room-alias"))
case("need", "客厅好闷", one(["lv_fresh", "lv_ac"], ON), tags=("need", "air"))
case("need", "衣帽间好潮啊", one("cl_dehum", ON), tags=("need", "humidity"))
case("need", "主卧好潮", one("mb_ac", ACMODE), tags=("need", "humidity", "climate"))
case("need", "客厅太亮了", one(LV_LIGHTS, [SETLEVEL, STEPLEVEL, OFF]), tags=("need", "level"))
case("need", "主卧太暗了", one(MB_LIGHTS, [ON, SETLEVEL, STEPLEVEL]), tags=("need", "level"))
case("need", "太吵了", one("kt_afu", [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE]), tags=("need", "volume", "reference"),
     history=("阿福放首歌",))
case("need", "客厅太吵了", one("lv_sonos", [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, MSTOP]), tags=("need", "volume"))
case("need", "洗澡水不够热", one("mt_water", [HEATSP, THEAT, TMODE]), tags=("need", "temperature"))
case("need", "猫房有股味儿", one("ct_purifier", [PURIFIER, FANPCT]), tags=("need", "air", "pet"))
case("need", "工作室太暗了，看不清屏幕", one([*ST_LIGHTS, "sl_monitor"], [ON, SETLEVEL, STEPLEVEL]), tags=("need", "level", "stale-room"))
case("need", "主卫好冷", one("mt_heater", ON), tags=("need",))
case("need", "楼上好热啊", one(["mb_ac", "st_ac", "st_fan"], [ON, ACMODE, TCOOL, TMODE, COOLSP, ACFAN, FANPCT]),
     tags=("need", "floor", "climate"))

# --- ask back ----------------------------------------------------------------------------------
case("clarify", "打开吸顶灯", clarify(CEILINGS, ON), tags=("duplicate-label", "ambiguous"))
case("clarify", "吸顶灯关一下", clarify(CEILINGS, OFF), tags=("duplicate-label", "ambiguous", "colloquial"))
case("clarify", "把它关了", clarify([], OFF), tags=("pronoun", "no-history"))
case("clarify", "那个调亮一点", clarify([], BRIGHTER), tags=("pronoun", "no-history"))
case("clarify", "打开空调", clarify(ACS, ON), tags=("ambiguous", "climate"))
case("clarify", "地暖打开", clarify(HEATERS, HEATER_ON), tags=("ambiguous", "climate", "no-switch"))
case("clarify", "关窗帘", clarify(BLINDS, CLOSE), tags=("ambiguous", "cover"))
case("clarify", "音箱暂停", clarify(SPEAKERS, MPAUSE), tags=("ambiguous", "media"))
case("clarify", "开灯", clarify(LIGHTS, ON), tags=("ambiguous",))
case("clarify", "温度调到26度", clarify([*ACS, *HEATERS], SETPOINT), tags=("ambiguous", "climate", "temperature"))
case("clarify", "卫生间灯打开", clarify(BATH_LIGHTS, ON), tags=("ambiguous", "room-alias", "bathroom"))
case("clarify", "灯带打开", clarify(["lv_hue", "cl_strip"], ON), tags=("ambiguous", "partial-name"))
case("level", "吸顶灯调亮一点", one(with_cmd(CEILINGS, SETLEVEL), BRIGHTER), tags=("duplicate-label", "capability-subset"))

# --- everyday on/off by name ---------------------------------------------------------------------
case("onoff", "客听灯关掉", one("lv_main", OFF), tags=("misheard-label", "name"))
case("onoff", "打开客厅灯", one(LV_LIGHTS, ON), tags=("room-multi", "room-core", "misheard-label"))
case("onoff", "客厅灯关", one(LV_LIGHTS, OFF), tags=("room-multi", "room-core", "misheard-label"))
case("onoff", "打开Hue灯条", one("lv_hue", ON), tags=("english-label", "name"))
case("onoff", "hue灯条关了", one("lv_hue", OFF), tags=("english-label", "name"))
case("onoff", "打开床头灯", one("mb_bedside", ON), tags=("name",))
case("onoff", "餐桌吊灯开", one("dn_pendant", ON), tags=("name",))
case("onoff", "吊灯关一下", one("dn_pendant", OFF), tags=("partial-name",))
case("onoff", "酒柜灯打开", one("dn_wine", ON), tags=("name",))
case("onoff", "镜前灯开", one("gb_mirror", ON), tags=("name",))
case("onoff", "衣柜灯带关掉", one("cl_strip", OFF), tags=("name",))
case("onoff", "踏步灯开一下", one("sr_step", ON), tags=("name",))
case("onoff", "楼梯灯开一下", one("sr_light", ON), tags=("name",))
case("onoff", "屏幕挂灯打开", one("sl_monitor", ON), tags=("name", "stale-room"))
case("onoff", "工作室的屏幕挂灯关掉", one("sl_monitor", OFF), tags=("name", "stale-room", "room-core"))
case("onoff", "电视打开", one("mb_tv", ON), tags=("media", "unique-type"))
case("onoff", "电视关了", one("mb_tv", OFF), tags=("media", "unique-type"))
case("onoff", "关闭电脑插座", one("st_pc", OFF), tags=("name", "plug"))
case("onoff", "打开阿福", one("kt_afu", PLAY), tags=("nickname", "media", "no-switch"))
case("onoff", "打开Sonos", one("lv_sonos", PLAY), tags=("english-label", "media", "no-switch"))
case("onoff", "打开客厅音箱", one("st_speaker", [ON, PLAY]), tags=("name-other-room", "media"))
case("onoff", "打开净化器", one("ct_purifier", FAN_ON), tags=("partial-name", "no-switch", "unique-type"))
case("onoff", "关掉空气净化器", one("ct_purifier", FAN_OFF), tags=("name", "no-switch"))
case("onoff", "打开落地扇", one("st_fan", FAN_ON), tags=("name", "no-switch", "air"))
case("onoff", "打开风扇", one("st_fan", FAN_ON), tags=("unique-type", "no-switch", "air"))
case("onoff", "排气扇关了", one("gb_vent", OFF), tags=("name",))
case("onoff", "打开洗衣机", one("bc_washer", ON), tags=("name", "appliance"))
case("onoff", "烘干机关掉", one("bc_dryer", OFF), tags=("name", "appliance"))
case("onoff", "打开热水器", one("mt_water", WATER_ON), tags=("name", "no-switch"))
case("onoff", "打开纱帘", one("lv_sheer", OPEN), tags=("name", "cover"))
case("onoff", "把电动窗帘关上", one("lv_curtain", CLOSE), tags=("name", "cover"))
case("onoff", "卷帘放下来", one("st_roller", CLOSE), tags=("name", "cover"))
case("onoff", "百叶帘打开", one("dn_blind", OPEN), tags=("name", "cover"))
case("onoff", "推窗器打开", one("bc_window", OPEN), tags=("name", "cover"))
case("onoff", "新风机关掉", one("lv_fresh", OFF), tags=("name", "air"))
case("onoff", "把声光报警器打开", one("en_siren", [ON, SIREN, BOTH]), tags=("name", "security"))
case("onoff", "主卧空调关掉", one("mb_ac", OFF), tags=("name", "climate"))
case("onoff", "客厅空调打开", one("lv_ac", ON), tags=("name", "climate"))
case("onoff", "阳台吸顶灯关", one("bc_ceiling", OFF), tags=("duplicate-label", "room-core"))
case("onoff", "衣帽间吸顶灯打开", one("cl_ceiling", ON), tags=("duplicate-label", "room-core"))
case("onoff", "猫房的吸顶灯调到百分之四十", one("ct_ceiling", SETLEVEL), tags=("duplicate-label", "room-core", "level", "numeral-zh"))
case("onoff", "扫地机器人开始扫", one("nr_robot", RVCSTART), tags=("unique-type", "no-room"))
case("onoff", "洗碗机关掉", one("kt_dish", OFF), tags=("name", "appliance"))

# --- levels ------------------------------------------------------------------------------------
case("level", "客听灯调到50%", one("lv_main", SETLEVEL), tags=("level", "misheard-label"))
case("level", "台灯调亮一点", one("st_lamp", BRIGHTER), tags=("level", "relative"))
case("level", "床头灯暗一点", one("mb_bedside", BRIGHTER), tags=("level", "relative", "colloquial"))
case("level", "楼梯灯亮度调到百分之二十", one("sr_light", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "玄关灯调到最暗", one("en_light", BRIGHTER), tags=("level", "segmentation"))
case("level", "主卫灯调到七十", one("mt_light", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "衣柜灯带亮度30", one("cl_strip", SETLEVEL), tags=("level",))
case("level", "所有灯调到50%", every(with_cmd(LIGHTS, SETLEVEL), SETLEVEL), tags=("level", "bulk-all", "capability-subset"))
case("level", "餐桌吊灯调到最亮", one("dn_pendant", SETLEVEL), tags=("level",))
case("level", "氛围灯调暗一点", clarify(AMBIENTS, BRIGHTER), tags=("level", "relative", "duplicate-label", "ambiguous"))

# --- bulk and exclusions -----------------------------------------------------------------------
case("bulk", "关掉所有灯", every(LIGHTS, OFF), tags=("bulk-all", "category-by-name", "stale-room"))
case("bulk", "家里的灯全部打开", every(LIGHTS, ON), tags=("bulk-all", "category-by-name", "stale-room"))
case("bulk", "所有窗帘都关上", every(BLINDS, CLOSE), tags=("bulk-all", "cover"))
case("bulk", "关闭所有空调", every(ACS, OFF), tags=("bulk-all", "climate"))
case("bulk", "客厅的灯全部打开", every(LV_LIGHTS, ON), tags=("bulk-all", "room-core", "misheard-label"))
case("bulk", "把所有灯都调成暖光", every(with_cmd(LIGHTS, SETCT), SETCT), tags=("bulk-all", "color-temperature", "capability-subset"))
case("bulk", "所有音箱都暂停", every(SPEAKERS, MPAUSE), tags=("bulk-all", "media"))
case("bulk", "把卫生间的灯都关了", every(BATH_LIGHTS, OFF), tags=("bulk-all", "room-alias", "bathroom"))
case("bulk", "关闭除卧室以外的所有灯", every(except_rooms(LIGHTS, "master"), OFF), tags=("bulk-except", "room-alias", "category-by-name"))
case("bulk", "除了客厅以外的灯全部关闭", every(except_rooms(LIGHTS, "living"), OFF), tags=("bulk-except", "category-by-name"))
case("bulk", "家里的灯全关了，床头灯留着", every(without(LIGHTS, "mb_bedside"), OFF), tags=("bulk-except", "exclude-name"))
case("bulk", "除了猫房，楼上的灯都关", every(except_rooms(L2_LIGHTS, "cat"), OFF), tags=("bulk-except", "floor"))
case("bulk", "所有的吸顶灯打开", every(CEILINGS, ON), tags=("bulk-all", "duplicate-label"))
case("bulk", "主卧的灯都调到20%", every(with_cmd(MB_LIGHTS, SETLEVEL), SETLEVEL), tags=("bulk-all", "room-core", "level"))
case("bulk", "客厅的窗帘都打开", every(in_rooms(BLINDS, "living"), OPEN), tags=("bulk-all", "room-core", "cover"))
case("bulk", "全屋窗帘开一半", every(with_cmd(BLINDS, SHADELEVEL), SHADELEVEL), tags=("bulk-all", "cover", "level"))
case("bulk", "除了工作室，其他空调都关掉", every(except_rooms(ACS, "studio"), OFF), tags=("bulk-except", "climate"))
case("bulk", "把浴霸和毛巾架都打开", every(["mt_heater", "mt_towel"], ON), tags=("bulk-all", "name"))

# --- state questions (any command of the right device) -----------------------------------------
case("state", "客厅现在多少度", one(["lv_th", "lv_ac", "lv_floorheat"], ANY), tags=("state-query", "room-core"))
case("state", "衣帽间湿度多少", one("cl_th", ANY), tags=("state-query", "room-core", "no-spec"))
case("state", "门口有人吗", one("en_bell", ANY), tags=("state-query", "no-spec"))
case("state", "楼梯有人吗", one(["sr_motion", "sr_light"], ANY), tags=("state-query", "room-core", "no-spec"))
case("state", "大门锁好了吗", one("en_lock", ANY), tags=("state-query", "security"))
case("state", "主卫漏水了吗", one("mt_leak", ANY), tags=("state-query", "room-core"))
case("state", "洗衣机洗完没", one("bc_washer", ANY), tags=("state-query", "appliance"))
case("state", "主卧窗户关了吗", one("mb_window", ANY), tags=("state-query", "room-core"))
case("state", "电脑插座功率多少", one("st_pc", ANY), tags=("state-query", "plug"))
case("state", "书房空调现在几度", one("st_ac", ANY), tags=("state-query", "room-alias", "climate"))
case("state", "热水器水温多少", one("mt_water", ANY), tags=("state-query",))
case("state", "入户门关好了吗", one(["en_door", "en_lock"], ANY), tags=("state-query",))
case("state", "厨房漏水没", one("kt_leak", ANY), tags=("state-query", "room-alias"))

# --- conversation --------------------------------------------------------------------------------
case("history", "把它调亮一点", one("st_lamp", BRIGHTER), tags=("reference", "pronoun", "relative"), history=("打开台灯",))
case("history", "再暗一点", one("st_lamp", BRIGHTER), tags=("reference", "relative"), history=("打开台灯", "把它调亮一点"))
case("history", "换成蓝色", one("st_nano", COLOR), tags=("reference", "color"), history=("Nanoleaf 打开",))
case("history", "调到26度", one("lv_ac", SETPOINT), tags=("reference", "climate", "temperature"), history=("打开客厅空调",))
case("history", "3号也开", one("lv_track3", ON), tags=("reference", "label-index"), history=("打开轨道灯2",))
case("history", "猫房的", one("ct_ceiling", ON), tags=("reference", "clarify-followup", "duplicate-label"),
     history=("打开吸顶灯",))
case("history", "主卧的", every(MB_DOWN, ON), tags=("reference", "clarify-followup", "label-index"), history=("打开筒灯",))
case("history", "客厅那个", one("lv_ambient", ON), tags=("reference", "clarify-followup", "duplicate-label"),
     history=("氛围灯打开",))
case("history", "声音小一点", one("kt_afu", VOLUME_DOWN), tags=("reference", "volume"), history=("阿福放首歌",))
case("history", "算了，让它回去吧", one("nr_robot", RVCHOME), tags=("reference", "pronoun", "nickname"),
     history=("小黑开始扫地",))
case("history", "那个调成除湿", one("st_ac", TMODE), tags=("reference", "pronoun", "climate"), history=("打开书房空调",))
case("history", "停一下", one("lv_curtain", PAUSE), tags=("reference", "cover"), history=("电动窗帘打开",))
case("history", "都调成暖光", every(with_cmd(MB_LIGHTS, SETCT, STEPCT), WARMER),
     tags=("reference", "bulk-all", "capability-subset", "color-temperature"), history=("打开主卧的灯",))
case("history", "幕布也放下来", one("lv_screen", CLOSE), tags=("reference", "projector"), history=("打开投影仪",))
case("history", "关一半", one("mb_curtain", SHADELEVEL), tags=("reference", "cover", "level"), history=("卧室窗帘打开",))
case("history", "温度调高一点", one("lv_ac", SETPOINT), tags=("reference", "relative", "floor"), history=("打开楼下的空调",))
case("history", "下一集", one("mb_tv", NEXT), tags=("reference", "media"), history=("打开电视",))
case("history", "它现在多少度", one("mt_water", ANY), tags=("reference", "pronoun", "state-query"), history=("打开热水器",))
case("history", "关掉吧", one("st_fan", FAN_OFF), tags=("reference", "no-switch", "colloquial"), history=("打开落地扇",))
case("history", "衣帽间那个", one("cl_ceiling", ON), tags=("reference", "clarify-followup", "floor", "duplicate-label"),
     history=("楼上的吸顶灯打开",))
case("history", "不要吹了", one("st_fan", FAN_OFF), tags=("reference", "polarity", "no-switch"), history=("落地扇开到三档",))

# --- Traditional characters ----------------------------------------------------------------------
case("trad", "打開客廳軌道燈4", one("lv_track4", ON), tags=("traditional", "label-index"))
case("trad", "關閉臥室窗簾", one("mb_curtain", CLOSE), tags=("traditional", "room-alias", "cover"))
case("trad", "書房空調調到二十六度", one("st_ac", SETPOINT), tags=("traditional", "room-alias", "numeral-zh", "temperature"))
case("trad", "把樓下的燈全部打開", every(L1_LIGHTS, ON), tags=("traditional", "floor", "bulk-all"))
case("trad", "樓上的燈全部關掉", every(L2_LIGHTS, OFF), tags=("traditional", "floor", "bulk-all"))
case("trad", "掃地機器人回去充電", one("nr_robot", RVCHOME), tags=("traditional", "unique-type", "no-room"))
case("trad", "投影幕布放下來", one("lv_screen", CLOSE), tags=("traditional", "projector", "home-type"))
case("trad", "餵食器餵一次", one("ct_feeder", FEED), tags=("traditional", "pet", "home-type"))
case("trad", "熱水器調到四十五度", one("mt_water", HEATSP), tags=("traditional", "numeral-zh", "temperature"))

# --- speech-recognition noise -------------------------------------------------------------------
case("asr", "打开轨到灯3", one("lv_track3", ON), tags=("asr-homophone", "label-index"))
case("asr", "客厅音想调小声", one("st_speaker", VOLUME_DOWN), tags=("asr-homophone", "name-other-room", "volume"))
case("asr", "打开阿服", one("kt_afu", PLAY), tags=("asr-homophone", "nickname"))
case("asr", "小嘿开始扫地", one("nr_robot", RVCSTART), tags=("asr-homophone", "nickname"))
case("asr", "喂食气喂一下", one("ct_feeder", FEED), tags=("asr-homophone", "pet"))
case("asr", "投影木布放下来", one("lv_screen", CLOSE), tags=("asr-homophone", "projector"))
case("asr", "把搜诺斯声音调小", one("lv_sonos", VOLUME_DOWN), tags=("asr-homophone", "english-label", "volume"))
case("asr", "纳诺利夫灯打开", one("st_nano", ON), tags=("asr-homophone", "english-label"))
case("asr", "猫沙盆关掉", one("ct_litter", OFF), tags=("asr-homophone", "pet"))
case("asr", "桶灯2打开", one("mb_down2", ON), tags=("asr-homophone", "label-index"))
case("asr", "除湿鸡打开", one("cl_dehum", ON), tags=("asr-homophone",))
case("asr", "踏步等关了", one("sr_step", OFF), tags=("asr-homophone",))
case("asr", "客厅的鬼道灯全开", every(TRACKS, ON), tags=("asr-homophone", "label-index", "bulk-all"))

# --- English words inside Chinese -----------------------------------------------------------------
case("mixed", "Hue灯条turn off一下", one("lv_hue", OFF), tags=("code-mixed", "english-label"))
case("mixed", "阿福pause一下", one("kt_afu", MPAUSE), tags=("code-mixed", "nickname", "media"))
case("mixed", "台灯brightness调到80", one("st_lamp", SETLEVEL), tags=("code-mixed", "level"))
case("mixed", "projector打开", one("lv_projector", ON), tags=("code-mixed", "projector", "plug"))
case("mixed", "小黑go home", one("nr_robot", RVCHOME), tags=("code-mixed", "nickname"))
case("mixed", "Sonos play一下", one("lv_sonos", PLAY), tags=("code-mixed", "english-label", "media"))

# --- several commands -----------------------------------------------------------------------------
case("multi", "关掉电视，打开卧室窗帘", one("mb_tv", OFF), one("mb_curtain", OPEN), tags=("media", "cover"))
case("multi", "投影仪打开，幕布放下来，客厅灯关了", one("lv_projector", ON), one("lv_screen", CLOSE), one(LV_LIGHTS, OFF),
     tags=("three-commands", "projector", "room-multi"))
case("multi", "关掉所有灯，然后锁门", every(LIGHTS, OFF), one("en_lock", LOCK), tags=("bulk-all", "security"))
case("multi", "洗衣机开始洗，烘干机先暂停", one("bc_washer", OPSTART), one("bc_dryer", OPPAUSE), tags=("appliance",))
case("multi", "打开新风机，把客厅空调关了", one("lv_fresh", ON), one("lv_ac", AC_OFF), tags=("air", "climate"))

# =============================================================================================
# Output
# =============================================================================================


def home_json() -> dict:
    rooms = [{"roomId": room_id(r), "locationId": LOCATION_ID, "name": name} for r, (name, _) in ROOMS.items()]
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
        item = {"deviceId": dev_id(key), "name": name}
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


TRAD = set("開關燈廳臥調書檯點電視兒頂帶牆綠掃機樓簾餵熱這個風氣軌來")


def finish_cases() -> list[dict]:
    out = []
    per_group: Counter = Counter()
    for c in CASES:
        per_group[c["group"]] += 1
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        if len(c["expect"]) > 1 and "multi-command" not in tags:
            tags.append("multi-command")
        if "all" in modes and not any(t.startswith("bulk") or t == "series-all" for t in tags):
            tags.append("bulk-all")
        if "clarify" in modes:
            tags.append("clarify")
        if "none" in modes and "not-command" not in tags:
            tags.append("not-command")
        if c["history"] and "history" not in tags:
            tags.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]) and "state-query" not in tags:
            tags.append("state-query")
        if any(ch in TRAD for ch in c["query"]) and "traditional" not in tags:
            tags.append("traditional")
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"loft-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Check (also run after building): python build.py --check
# ---------------------------------------------------------------------------------------------
MAX_NO_SPEC_CASES = 3


def check(folder: Path = HERE) -> int:
    home = json.loads((folder / "home.json").read_text(encoding="utf-8"))
    spec_rows = [json.loads(line) for line in (folder / "spec.jsonl").read_text(encoding="utf-8").splitlines()]
    cases = [json.loads(line) for line in (folder / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    return validate(home, spec_rows, cases, folder)


def validate(home: dict, spec_rows: list[dict], cases: list[dict], folder: Path = HERE) -> int:
    """Print counts per tag and mode and every error; return 1 when there is an error."""
    errors: list[str] = []
    spec = {}
    for n, row in enumerate(spec_rows, 1):
        if row["profileId"] in spec:
            errors.append(f"spec.jsonl:{n}: duplicate profile {row['profileId']}")
        spec[row["profileId"]] = {c["id"] for c in row["capabilities"]}
        for c in row["capabilities"]:
            if not c["id"].startswith("main-"):
                errors.append(f"spec.jsonl:{n}: {c['id']} is not on component main")
    devices = {d["deviceId"]: d for d in home["items"]}
    room_ids = {r["roomId"] for r in home["rooms"]}
    home_profiles = {d["profile"]["id"] for d in home["items"]}
    left_out = sorted(home_profiles - set(spec))
    if not 3 <= len(left_out) <= 5:
        errors.append(f"{len(left_out)} of the home's profiles are not in the spec (want 3-5): {left_out}")
    if set(spec) - home_profiles:
        errors.append(f"spec lines for profiles not in the home: {sorted(set(spec) - home_profiles)}")
    n_lights = sum(1 for d in home["items"]
                   if d["components"][0]["categories"] and d["components"][0]["categories"][0]["name"] == "Light")
    ids, no_spec_cases = set(), 0
    tag_count: Counter = Counter()
    mode_count: Counter = Counter()
    tag_mode: dict[str, Counter] = {}
    for c in cases:
        where = f"case {c.get('id')}"
        if c["id"] in ids:
            errors.append(f"{where}: duplicate id")
        ids.add(c["id"])
        if not c.get("query") or not c.get("expect") or not c.get("tags"):
            errors.append(f"{where}: query, expect and tags are required")
        if not (folder / c["home"]).exists():
            errors.append(f"{where}: home {c['home']} not found")
        if "long-text" in c["tags"] and not 300 <= len(c["query"]) <= 1500:
            errors.append(f"{where}: long text is {len(c['query'])} chars")
        if "history" in c and not all(isinstance(h, str) and h for h in c["history"]):
            errors.append(f"{where}: history must be a list of strings")
        uses_no_spec = False
        for e in c["expect"]:
            mode, devs, cmds = e["mode"], e["devices"], e["capabilities"]
            mode_count[mode] += 1
            for t in c["tags"]:
                tag_mode.setdefault(t, Counter())[mode] += 1
            if mode == "none":
                if devs or cmds:
                    errors.append(f"{where}: mode none must list no device and no command")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{where}: unknown mode {mode}")
            if len(set(devs)) != len(devs):
                errors.append(f"{where}: a device is listed twice")
            if mode in ("one", "all") and not devs:
                errors.append(f"{where}: mode {mode} lists no device")
            for d in devs:
                if d not in devices:
                    errors.append(f"{where}: unknown device {d}")
                    continue
                prof = devices[d]["profile"]["id"]
                if prof not in spec:
                    uses_no_spec = True
                    if cmds != [ANY]:
                        errors.append(f"{where}: {devices[d].get('label')} has no spec line; only ['*'] is allowed")
                    continue
                if cmds == [ANY]:
                    continue
                supported = [x for x in cmds if x in spec[prof]]
                if mode == "all":
                    missing = [x for x in cmds if x not in spec[prof]]
                    if missing:
                        errors.append(f"{where}: bulk device {devices[d].get('label')} lacks {missing}")
                elif not supported:
                    errors.append(f"{where}: {devices[d].get('label')} supports none of {cmds}")
            if cmds != [ANY] and devs:
                for x in cmds:
                    if not any(x in spec.get(devices[d]["profile"]["id"], set()) for d in devs if d in devices):
                        errors.append(f"{where}: no listed device supports {x}")
            if mode == "all" and len(devs) < 2:
                errors.append(f"{where}: bulk set of {len(devs)} device")
        if uses_no_spec:
            no_spec_cases += 1
        tag_count.update(c["tags"])
    if no_spec_cases > MAX_NO_SPEC_CASES:
        errors.append(f"{no_spec_cases} cases use devices without a spec line (max {MAX_NO_SPEC_CASES})")
    stale = [d for d in home["items"] if d.get("roomId") and d["roomId"] not in room_ids]
    roomless = [d for d in home["items"] if not d.get("roomId")]
    print(f"home: {len(home['rooms'])} rooms, {len(home['items'])} devices ({n_lights} category Light), "
          f"{len(home_profiles)} profiles, {len(spec)} in spec, left out: {', '.join(left_out)}")
    print(f"      {len(roomless)} without roomId, {len(stale)} with a roomId not in rooms")
    print(f"cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(mode_count.items())))
    print(f"cases using a device without a spec line: {no_spec_cases}")
    print("tags (cases; entries by mode):")
    for t, k in tag_count.most_common():
        modes = ", ".join(f"{m} {n}" for m, n in sorted(tag_mode[t].items()))
        print(f"  {t:22s} {k:4d}   {modes}")
    for e in errors:
        print("ERROR:", e)
    print("check:", "OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


# ---------------------------------------------------------------------------------------------
# README
# ---------------------------------------------------------------------------------------------
TAG_MEANING = {
    "room-core": "the room is said by its core name (工作室, 客厅, 开放厨房, 主卫…)",
    "room-alias": "the room is said by a resident's alias (书房/办公室, 厨房, 餐厅, 卧室, 卫生间/厕所)",
    "room-full": "the full app name with its level prefix (L2 主卧, L1客厅)",
    "label-room-alias": "the label uses one alias of the room and the query another (书房空调 asked as 工作室的空调)",
    "floor": "一楼/二楼/楼上/楼下/L1/L2",
    "bathroom": "卫生间/厕所: fits both 客卫 (L1) and 主卫 (L2)",
    "label-index": "a numbered series (轨道灯1..6, 筒灯1..3) or its lone namesake (筒灯 in 客卫)",
    "series-all": "a series name without an index: the whole series in its room (mode all)",
    "ordinal": "第N个 / 第N盏",
    "home-type": "devices particular to this home: projector screen, pet devices, 氛围灯, Nanoleaf, plugs running appliances",
    "projector": "投影仪 (a plug) and 投影幕布 (category Projector, a windowShade)",
    "pet": "猫砂盆, 喂食器, 饮水机, the cat's purifier",
    "segmentation": "a label containing a room or an action word (客厅音箱 in 工作室, 玄关 has 关, 开放厨房 has 开)",
    "name-other-room": "客厅音箱 stands in L2 工作室",
    "capability-action": "an action a capability performs (modes, fan, shade level, tilt, robot, laundry, colour, volume, media, lock)",
    "two-actions": "two actions on one target in one clause: two expect entries in order",
    "polarity": "a negated request (别响了, 不要吹了, 别扫了, 不要静音了)",
    "any-count": "开两盏灯 / 随便开一个: mode one listing every acceptable device",
    "soft-inherit": "a second clause without a room: the first clause's room carries only if the device type is there",
    "room-carry": "the first clause's room does carry over",
    "not-command": "chit-chat, questions about the world, gibberish, thanks: mode none",
    "long-text": "a 300-1500 character rambling transcript ending in one request",
    "need": "a need or complaint (好热, 好潮, 太暗了, 洗澡水不够热): every device and command that meets it",
    "humidity": "damp: the dehumidifier plug or an AC's dry mode",
    "duplicate-label": "吸顶灯 (衣帽间, 猫房, 阳台) or 氛围灯 (客厅, 主卧)",
    "ambiguous": "several devices in different rooms fit equally: ask back",
    "clarify": "mode clarify",
    "pronoun": "它 / 那个",
    "no-history": "a pronoun with nothing before it",
    "misheard-label": "客听灯: the living-room light's label was saved from a speech-recognition error",
    "stale-room": "屏幕挂灯 keeps the roomId of the deleted room 书房: it has no room",
    "no-room": "the device has no roomId (小黑)",
    "no-spec": "the device's profile has no spec line: capabilities ['*']",
    "capability-subset": "only the devices in scope that support the command",
    "category-by-name": "厨房主灯 and 橱柜灯 are Switch relays that count as lights",
    "no-switch": "the device has no switch capability; another command turns it on or off",
    "room-multi": "a room with several lights: any of them is accepted",
    "english-label": "Hue灯条, Nanoleaf 六边形, Sonos Arc",
    "code-mixed": "English words inside a Chinese request",
    "nickname": "小黑 (robot vacuum), 阿福 (speaker)",
    "asr-homophone": "a speech-recognition error in the request",
    "traditional": "Traditional characters",
    "numeral-zh": "numbers in Chinese numerals or fractions",
    "word-order": "the index before the name (4号轨道灯, 二号筒灯)",
    "partial-name": "only part of a label is said",
    "unique-type": "the only device of its type",
    "bulk-all": "a quantifier or a list: mode all, exact set",
    "bulk-except": "an exclusion: mode all, exact set",
    "exclude-name": "the exclusion names a device",
    "three-commands": "three commands in one request",
    "multi-command": "two or more commands in one request",
    "reference": "refers to an earlier turn",
    "history": "earlier turns in `history`",
    "clarify-followup": "answers an earlier clarifying question",
    "state-query": "a question about state: capabilities ['*']",
    "name": "the query names the device by its label",
    "climate": "air conditioners and floor heating",
    "level": "a brightness, opening or portion level",
    "relative": "a relative change (调亮一点, 调低, 冷一点)",
    "cover": "curtains, blinds, the window opener",
    "tilt": "the venetian blind's slat angle",
    "appliance": "washer, dryer, dishwasher, microwave, robot vacuum",
    "media": "TV and speakers",
    "volume": "volume or mute",
    "plug": "a smart plug (category SmartPlug), whatever it runs",
    "air": "fan, fresh-air unit, purifier",
    "fan": "a fan level",
    "mode": "a mode or programme",
    "temperature": "a target temperature",
    "color": "a colour",
    "color-temperature": "warm / cool white",
    "security": "lock, alarms, siren",
    "room-multi": "a room with several lights and no quantifier: any of them is accepted",
    "colloquial": "colloquial wording (开一下, 关掉吧)",
}


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in SPEC.values() for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii())
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    groups = Counter(c["id"].split("-")[1] for c in cases)
    lights = LIGHTS
    kinds = Counter()
    for k in lights:
        ids = spec_ids(k)
        kinds["colour" if SETCOLOR in ids else "colour temperature" if SETCT in ids
              else "dimmable" if SETLEVEL in ids else "on/off only"] += 1
    L = [
        "# blind/loft: a young couple's two-level loft (复式 LOFT) with a home office",
        "",
        "Written blind (from `shared/` only, without the engine's code or tests). Generated by `build.py`",
        "(`python build.py` writes `home.json`, `spec.jsonl`, `cases.jsonl`, this README, then checks them;",
        "`python build.py --check` only checks). It reads `shared/data/smartthings/` (profiles and capabilities).",
        "Formats: `shared/FORMATS.md`; labelling conventions: `shared/bench/dev/README.md`, plus the",
        "decisions below.",
        "",
        f"- rooms: {len(home['rooms'])}; devices: {len(home['items'])}; lights: {len(lights)} "
        f"({', '.join(f'{v} {k}' for k, v in kinds.most_common())}); profiles: {len(SPEC) + len(SPEC_EXCLUDED)}, "
        f"{len(SPEC)} in the spec",
        f"- profiles left out of the spec on purpose: {', '.join(sorted(SPEC_EXCLUDED))}",
        f"- spec commands: {n_cmd}, {n_en} ({n_en / n_cmd:.0%}) described in English; value_list entries: "
        f"{len(vl)}, {vl_en} ({vl_en / len(vl):.0%}) in English",
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds/roomIds/locationId are uuid5 of readable keys in `build.py`; nothing in an id hints at a room or type.",
        "",
        "## Rooms",
        "",
        "| room (app name) | floor | words residents use |",
        "| --- | --- | --- |",
    ]
    for r, (name, floor) in ROOMS.items():
        L.append(f"| {name} | {('L1 (一楼/楼下)' if floor == 1 else 'L2 (二楼/楼上)') if floor else 'none'} | "
                 f"{', '.join(ROOM_WORDS[r])} |")
    L += [
        "",
        "`卫生间`, `厕所`, `洗手间` fit both 客卫 (L1) and 主卫 (L2). A deleted room (`L2 书房`, before the",
        "couple renamed it 工作室) survives only as the roomId of `屏幕挂灯`.",
        "",
        "## How the labels were decided",
        "",
        "The dev set's rules hold (acceptable answers for mode one, exact sets for mode all, ask back when a",
        "guess could act in the wrong room, `[\"*\"]` for state questions, only component `main`). In addition:",
        "",
        "1. **Floors.** The residents do say 一楼/楼下/1楼/L1 for the L1 rooms and 二楼/楼上/2楼/L2 for the L2",
        "   rooms. A device's floor is the prefix of its *roomId* room's name and nothing else: `楼梯`, `入户`",
        "   and `阳台` have no prefix and belong to **neither** floor (so 一楼的灯全开 leaves 玄关灯, 楼梯灯,",
        "   踏步灯 and 阳台吸顶灯 alone); roomless 小黑 and stale-room 屏幕挂灯 are on no floor either. No case",
        "   depends on the floor of `客厅音箱` (roomId L2, label naming an L1 room).",
        "2. **Room aliases.** 工作室 = 书房 = 办公室; 开放厨房 = 厨房; 餐区 = 餐厅; 主卧 = 卧室 (the only bedroom:",
        "   never ambiguous); 入户 = 玄关. Labels using an alias of their own room (书房空调, 卧室窗帘,",
        "   卧室地暖, 玄关灯, 厨房主灯) are consistent, not \"another room\".",
        "3. **Bathrooms.** 卫生间/厕所 alone: when both bathrooms have a device of the type (lights) → clarify;",
        "   when only one has it (排气扇 is only in 客卫) → mode one; with a floor word (楼下厕所, 二楼卫生间) →",
        "   that bathroom; with a quantifier (卫生间的灯都关了) → mode all over both bathrooms.",
        "4. **A label naming another room.** `客厅音箱` stands in L2 工作室. Said as a label (客厅音箱调小声)",
        "   it is that device only. Said as room + type (客厅的音箱) both `Sonos Arc` (in 客厅) and `客厅音箱`",
        "   (its label names 客厅) are acceptable, as in the dev rule 3. 工作室/书房的音箱 is `客厅音箱`.",
        "5. **Numbered series.** 轨道灯4 = 轨道灯四 = 4号轨道灯 = 第四个/第4盏轨道灯 → that one. A series name with",
        "   no index, all in one room (打开轨道灯, 主卧的筒灯开一下) → the whole series, mode all (tag",
        "   `series-all`). 筒灯 alone matches 筒灯1-3 (主卧) and the lone 筒灯 (客卫) → clarify; 筒灯2 / 第一个筒灯",
        "   can only be the 主卧 ones; 楼下筒灯 / 客卫筒灯 is the lone one. An index list (轨道灯1和2) → mode all.",
        "6. **Duplicate labels.** 吸顶灯 (衣帽间, 猫房, 阳台) and 氛围灯 (客厅, 主卧) → clarify unless a room or",
        "   floor picks one. 楼上的吸顶灯 still leaves two (衣帽间, 猫房) → clarify. 吸顶灯调亮一点: only the 猫房 one",
        "   can dim, so it is mode one (tag `capability-subset`).",
        "7. **What is a light.** Category `Light` (Nanoleaf 六边形 included, though its label has no 灯) plus the",
        "   two Switch relays named 灯 (`厨房主灯`, `橱柜灯`). `排气扇` is a Switch relay but not a light.",
        "8. **What is a curtain.** Category `Blind` only (电动窗帘, 纱帘, 百叶帘, 卧室窗帘, 卷帘). `投影幕布` has",
        "   category `Projector` and `推窗器` `WindowOpener`: neither is in \"所有窗帘\".",
        "9. **Projector corner.** `投影仪` is a smart plug (no real projector profile exists); `projector打开`",
        "   means it, not the screen. `投影幕布` uses the real VIVIDSTORM screen profile (a windowShade): 放下/降下",
        "   = `close` (ZCL DownOrClose), 收起/升上去 = `open` (UpOrOpen).",
        "10. **Pets and plugs.** 喂食器 uses the real `aqara-pet-feeder` (喂一次/喂猫 = `startFeeding`, 份量 =",
        "    `setPortion`); 猫砂盆 and 饮水机 (the cat's fountain) are plugs. There is no real dehumidifier profile:",
        "    `除湿机` is a plug in 衣帽间 (as many homes run one), turned on by `switch-on`.",
        "11. **No room, stale room.** `小黑` and `随心按钮` have no roomId; `屏幕挂灯` has the deleted room's id: no",
        "    room. Whole-home sets (所有灯) include it; room and floor sets (工作室的灯都关掉, 楼上的灯) do not;",
        "    a room-qualified request for it by name (工作室的屏幕挂灯关掉) still expects it (the include filter",
        "    must fall back).",
        "12. **Any N (`any-count`).** 开两盏灯, 随便开一个灯, 关掉两个插座: mode one listing every device that",
        "    would do; a hit is any of them (the bench cannot check the count).",
        "13. **Soft inheritance.** In \"A 的 X，再把 Y 打开\" the room of the first clause carries to Y only when",
        "    that room has a Y (工作室…空调 → 书房空调; 楼上…地暖 → 卧室地暖); when the only Y is elsewhere it is",
        "    that one (工作室台灯…除湿机 → the 衣帽间 plug; 猫房…小黑 → the roomless robot).",
        "14. **Needs.** 好热 → the room's AC (on, cool, cooling setpoint) and fan; 好冷 → AC heat/heating setpoint",
        "    and the floor heating (主卫好冷 → 浴霸); 好闷 → 新风机 or the AC on; 好潮 → 除湿机, or the AC's dry",
        "    mode where there is no dehumidifier; 太亮 → dim or switch off the room's lights; 太暗 → on or",
        "    brighter; 太吵 → lower/mute/pause the playing speaker (from history, or the room's speaker);",
        "    洗澡水不够热 → the water heater's setpoint or heat mode; 猫房有股味儿 → the purifier.",
        "15. **Not a command** (`not-command`): chit-chat, weather, world questions, gibberish, thanks. The",
        "    entry is `{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}`: an extension of FORMATS.md §3",
        "    meaning \"act on no device and ask nothing\". `long-text` cases are rambling transcripts that mention",
        "    devices in passing (空调, 猫砂盆, 投影仪…) and end in one request: mode one on that request only.",
        "16. **No switch.** Sonos/阿福 (no `switch`): 打开 = `play`. Fan, purifier: on/off through their fan",
        "    mode or percent. Floor heating, water heater: `thermostatMode` heat/off (and the water heater's",
        "    `mode`). Robot: `start`. Matter ACs turn off by `switch-off` or `thermostatMode-off`.",
        "17. **Two actions, one target** (空调开制冷调到24度, 打开台灯并调到50%): two expect entries in order.",
        "18. **`Ac.v1`** (主卧空调) sets its temperature only through the heating setpoint, also when cooling,",
        "    and its modes (制冷/制热/送风/除湿/自动, also \"cool\") through `airConditionerMode`. The Matter ACs",
        "    use `thermostatMode` (`dryair` = 除湿, `fanonly` = 送风).",
        "19. **Devices without a spec line** (profiles left out: camera = 可视门铃, the oven, two sensors) appear",
        f"    only with `[\"*\"]`, in at most {MAX_NO_SPEC_CASES} cases (state questions).",
        "20. **插座** means category `SmartPlug` whatever the plug runs (投影仪, 咖啡机, 除湿机, 猫砂盆…).",
        "21. **A room and a type with no quantifier** (打开客厅灯, 客厅灯关, 卧室灯关了) is mode one with every",
        "    light of the room, as in the dev set; with 都/全/所有 it is mode all.",
        "22. **The check.** For mode one/clarify every listed command is supported by at least one listed",
        "    device and every listed device supports at least one listed command (the list is a union, as in the",
        "    dev set); for mode all every device supports every command.",
        "",
        "## Decisions a reviewer might dispute",
        "",
        "- 楼梯/入户/阳台 on neither floor (一楼的灯全开 leaves 玄关灯 alone, though the entrance is physically",
        "  on L1): the home's data gives no floor for them, and the engine should not invent one.",
        "- 屏幕挂灯 (stale roomId, physically in the studio) is outside 工作室的灯都关掉 but accepted for",
        "  工作室太暗了，看不清屏幕 (mode one lists every device a person would accept).",
        "- 客厅的音箱 accepts both Sonos Arc and 客厅音箱; a stricter reading would take only Sonos Arc.",
        "- 打开轨道灯 / 主卧的筒灯开一下 are mode all (a series is one fixture group), while 打开客厅灯 is mode one.",
        "- 把卫生间的灯都关了 is mode all over both bathrooms rather than clarify.",
        "- 投影幕布放下来 = windowShade `close`; a driver with inverted semantics would make it `open`.",
        "- 吸顶灯调亮一点 is mode one (only the 猫房 ceiling light dims) rather than clarify.",
        "- 楼上的灯都关了，再把地暖打开 carries the floor to 地暖 (卧室地暖) rather than asking.",
        "- Needs list unions of commands: e.g. 工作室好热 accepts the fan's level on the AC too, since a",
        "  command list cannot be tied to one device.",
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
        where = ROOMS[room][0] if room in ROOMS else ("(roomId of the deleted room L2 书房)" if room else "(no roomId)")
        kind = " (light)" if key in LIGHT_BY_LABEL else ""
        L.append(f"| {label} | {where} | {category_of(key)}{kind} | {prof} | {'no' if prof in SPEC_EXCLUDED else 'yes'} |")
    (HERE / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")


def build() -> None:
    drivers: dict[str, set] = {}
    for k in DEVICES:
        drivers.setdefault(DEVICES[k][3], set()).add(DEVICES[k][4])
    clash = [n for n, ds in drivers.items() if len(ds) > 1]
    if clash:
        raise SystemExit(f"one profile name from two drivers: {clash}")
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


if __name__ == "__main__":
    if "--check" not in sys.argv[1:]:
        build()
    sys.exit(check())
