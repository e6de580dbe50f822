"""Blind evaluation set "harbin": a retired couple's flat in Harbin plus their son's room.

Usage:
    python build.py           write home.json, spec.jsonl, cases.jsonl, README.md beside this file
    python build.py --check   re-read the written files and validate them (no writing)

Python 3.11, standard library only. Real facts (profiles, capabilities) are read from
shared/data/smartthings (Path(__file__).resolve().parents[4] / "shared/data/smartthings",
falling back to /work/shared/data/smartthings). Every device copies the main-component
categories and capabilities of a real SmartThingsEdgeDrivers profile; profile.id = profile name.
deviceIds / roomIds / locationId are uuid5 of readable keys, so ids carry no hint.
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
NS = uuid.UUID("5d0b8a3e-7f41-4c55-9e0a-4b6a1c2d3e8f")
LOCATION_ID = str(uuid.uuid5(NS, "location:harbin"))

# ---------------------------------------------------------------------------------------------
# Rooms and devices
# ---------------------------------------------------------------------------------------------
ROOMS = ["大屋", "小屋", "客厅", "厨房", "卫生间", "阳台", "门厅", "储藏室"]
ROOM_KEYS = {"大屋": "big", "小屋": "small", "客厅": "living", "厨房": "kitchen", "卫生间": "bath",
             "阳台": "balcony", "门厅": "hall", "储藏室": "storage"}
STALE_ROOM = "走廊"  # deleted room: its roomId is still on one device but not in `rooms`

# key: (label or None, name, room or None, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # 客厅
    "lv_pendant": ("客厅吊灯", "Zigbee Tunable White Pendant", "客厅", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lv_spot1": ("射灯1", "Zigbee Dimmer", "客厅", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lv_spot2": ("射灯2", "Zigbee Dimmer", "客厅", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lv_spot3": ("射灯3", "Zigbee Dimmer", "客厅", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lv_spot4": ("射灯4", "Zigbee Dimmer", "客厅", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lv_spot5": ("射灯5", "Zigbee Dimmer", "客厅", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lv_tvlamp": ("电视旁边的灯", "Hue white ambiance floor lamp", "客厅", "white-ambiance", "philips-hue", "LAN"),
    "lv_tv": ("电视", "Matter Video Player", "客厅", "media-video-speaker", "matter-media", "MATTER"),
    "lv_soundbar": ("电视音响", "Samsung Soundbar", "客厅", "samsung-audio", "samsung-audio", "LAN"),
    "lv_curtain": ("客厅窗帘", "Zigbee Curtain Motor", "客厅", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "lv_radiator": ("客厅暖气", "Danfoss Ally Radiator Thermostat", "客厅", "thermostat-popp-danfoss", "zigbee-thermostat", "ZIGBEE"),
    "lv_plug": ("插座", "Zigbee Smart Plug", "客厅", "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    "lv_purifier": ("空气净化器", "Matter Air Purifier", "客厅", "air-purifier-hepa", "matter-thermostat", "MATTER"),
    "lv_fish": ("鱼缸", "Matter Plug", "客厅", "plug-binary", "matter-switch", "MATTER"),
    "lv_fan": ("落地扇", "Z-Wave Fan Controller", "客厅", "fan-3speed", "zwave-fan", "ZWAVE"),
    "lv_th": ("温湿度计", "Aqara Temperature Humidity Sensor", "客厅", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    # 大屋 (the couple's bedroom)
    "bg_light": ("大屋灯", "Matter Tunable White Light", "大屋", "light-level-colorTemperature-2200K-6500K", "matter-switch", "MATTER"),
    "bg_lamp": ("台灯", "GE Link Bulb", "大屋", "ge-link-bulb", "zigbee-switch", "ZIGBEE"),
    "bg_bedside": ("床头灯", "Zigbee On/Off Light", "大屋", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "bg_ac": ("客厅空调", "Matter Room Air Conditioner", "大屋", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "bg_radiator": ("暖气片", "Aeotec Radiator Thermostat", "大屋", "aeotec-radiator-thermostat", "zwave-thermostat", "ZWAVE"),
    "bg_curtain": ("大屋窗帘", "Aqara Curtain Driver E1", "大屋", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "bg_speaker": ("小音箱", "JBL Speaker", "大屋", "jbl", "jbl", "LAN"),
    "bg_humid": ("加湿器", "Zigbee Plug", "大屋", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "bg_plug": ("插座", "Matter Smart Plug", "大屋", "plug-power", "matter-switch", "MATTER"),
    "bg_blanket": ("电热毯", "Matter Plug", "大屋", "plug-binary", "matter-switch", "MATTER"),
    "bg_window": ("窗户传感器", "Zigbee Contact Sensor", "大屋", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    # 小屋 (the son's room)
    "sm_ceiling": ("小屋顶灯", "Zigbee RGBW Ceiling Light", "小屋", "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "sm_lamp": ("台灯", "Matter Dimmable Light", "小屋", "light-level", "matter-switch", "MATTER"),
    "sm_mood": ("氛围灯", "Zigbee Color Light", "小屋", "color-bulb", "zigbee-switch", "ZIGBEE"),
    "sm_ac": ("小屋空调", "DeepSmart AC", "小屋", "Ac.v1", "deepsmart", "LAN"),
    "sm_radiator": ("小屋暖气", "Z-Wave Radiator Thermostat", "小屋", "base-radiator-thermostat-10to30C", "zwave-thermostat", "ZWAVE"),
    "sm_curtain": ("小屋窗帘", "Zigbee Curtain Motor", "小屋", "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "sm_plug": ("插座", "Zigbee Plug", "小屋", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "sm_heater": ("电暖气", "Matter Smart Plug", "小屋", "plug-power", "matter-switch", "MATTER"),
    "sm_th": ("温湿度计", "Aqara Temperature Humidity Sensor", "小屋", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    # 厨房
    "kt_light": ("厨房灯", "Aqara Single Switch Module T1", "厨房", "aqara-switch-module-no-power", "zigbee-switch", "ZIGBEE"),
    "kt_stove": ("灶台灯", "Zigbee Light", "厨房", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "kt_rice": ("电饭锅", "Zigbee Smart Plug", "厨房", "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    "kt_gas": ("燃气报警器", "Aqara Natural Gas Detector", "厨房", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    "kt_leak": ("厨房水浸", "Zigbee Water Leak Sensor", "厨房", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    # 卫生间
    "bt_light": ("卫生间灯", "Zigbee Wall Switch", "卫生间", "basic-switch", "zigbee-switch", "ZIGBEE"),
    "bt_mirror": ("镜前灯", "Matter Light with Power Meter", "卫生间", "light-level-power", "matter-switch", "MATTER"),
    "bt_vent": ("排风扇", "Aqara Wall Switch H1", "卫生间", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "bt_water": ("热水器", "Matter Water Heater", "卫生间", "water-heater", "matter-thermostat", "MATTER"),
    "bt_radiator": ("暖气片", "Aqara Smart Radiator Thermostat E1", "卫生间", "thermostat-aqara", "zigbee-thermostat", "ZIGBEE"),
    "bt_leak": ("水浸传感器", "Matter Leak Sensor", "卫生间", "leak-battery", "matter-sensor", "MATTER"),
    # 阳台
    "bc_light": ("灯2", "Matter On/Off Light", "阳台", "light-binary", "matter-switch", "MATTER"),
    "bc_plug": ("插座", "Matter Plug", "阳台", "plug-binary", "matter-switch", "MATTER"),
    "bc_washer": ("洗衣机", "Matter Laundry Washer", "阳台", "laundry-washer", "matter-appliance", "MATTER"),
    # 门厅
    "hl_light": ("灯", "Zigbee Light", "门厅", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "hl_shoe": ("鞋柜灯", "Matter Light with Motion", "门厅", "light-level-motion", "matter-switch", "MATTER"),
    "hl_lock": ("门锁", "Zigbee Smart Lock", "门厅", "lock-battery", "zigbee-lock", "ZIGBEE"),
    "hl_door": ("门磁", "Zigbee Door Sensor", "门厅", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    "hl_motion": ("人体感应", "Aqara Motion Sensor", "门厅", "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    # 储藏室
    "st_light": ("储藏室灯", "Zigbee On/Off Light", "储藏室", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "st_freezer": ("冰柜", "Matter Energy Plug", "储藏室", "plug-energy-powerConsumption", "matter-switch", "MATTER"),
    # no room / deleted room
    "nr_night": ("小夜灯", "Zigbee Night Light with Motion", None, "on-off-level-motion-sensor", "zigbee-switch", "ZIGBEE"),
    "nr_robot": ("扫地机器人", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER"),
    "xx_corridor": ("走廊灯", "Matter Dimmable Light", STALE_ROOM, "light-level", "matter-switch", "MATTER"),
}
# Wall-switch relays (category Switch) whose label names the light they drive: they are lights.
LIGHT_BY_LABEL = {"kt_light", "bt_light"}
# Profiles of the home deliberately left out of spec.jsonl (only state questions touch them).
SPEC_OMITTED = {"gas-lifetime-selfcheck-aqara", "contact-battery-profile", "motion-battery-aqara"}

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


def room_of(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + ROOM_KEYS.get(room, room)))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set (zh, en); about 30% end up in English
# ---------------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("通电开启", "power on"),
    "switch.off": ("断电关闭", "power off"),
    "switchLevel.setLevel": ("把亮度设成指定百分比", "set the dimmer level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度加减一档（正数调亮，负数调暗）", "brighten or dim by a step"),
    "colorControl.setColor": ("设定灯的颜色", "set the colour"),
    "colorControl.setHue": ("设定色调", "set the hue"),
    "colorControl.setSaturation": ("设定饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("设定白光色温（K，越小越黄越暖）", "set white colour temperature"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温冷暖加减一档", "make the white warmer or cooler by a step"),
    "windowShade.open": ("窗帘全部拉开", "open fully"),
    "windowShade.close": ("窗帘全部合上", "close fully"),
    "windowShade.pause": ("窗帘停下", "stop moving"),
    "windowShadeLevel.setShadeLevel": ("窗帘开到指定位置（0 合上，100 全开）", "move to an opening percentage"),
    "windowShadePreset.presetPosition": ("窗帘走到常用位置", "go to the favourite position"),
    "windowShadePreset.setPresetPosition": ("记住常用位置", "store the favourite position"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("窗帘开大一点或关小一点", "open or close a bit"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式（制冷/制热/除湿/送风）", "choose the AC mode"),
    "airConditionerFanMode.setFanMode": ("调空调风量", "set the AC fan speed"),
    "thermostatMode.setThermostatMode": ("切换温控模式", "set the thermostat mode"),
    "thermostatMode.heat": ("制热", "heat"),
    "thermostatMode.cool": ("制冷", "cool"),
    "thermostatMode.auto": ("自动", "auto mode"),
    "thermostatMode.off": ("停止温控", "thermostat off"),
    "thermostatMode.emergencyHeat": ("应急加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("制冷时的目标温度", "target temperature when cooling"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("制热时的目标温度", "target temperature when heating"),
    "fanSpeed.setFanSpeed": ("调风扇挡位", "set the fan speed step"),
    "fanSpeedPercent.setPercent": ("按百分比调风速", "fan speed in percent"),
    "airPurifierFanMode.setAirPurifierFanMode": ("净化器档位", "purifier fan mode"),
    "audioVolume.setVolume": ("把音量设成指定值", "set the volume"),
    "audioVolume.volumeUp": ("声音大一点", "volume up"),
    "audioVolume.volumeDown": ("声音小一点", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("恢复声音", "unmute"),
    "audioMute.setMute": ("设定静音开关", "set mute"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设定播放状态", "set the playback status"),
    "mediaTrackControl.nextTrack": ("下一个（下一首、下一个节目）", "next track"),
    "mediaTrackControl.previousTrack": ("上一个（上一首、上一个节目）", "previous track"),
    "keypadInput.sendKey": ("模拟遥控器按键（方向、数字、返回、主页）", "send a remote-control key"),
    "audioNotification.playTrack": ("播放一段音频", "play an audio clip"),
    "audioNotification.playTrackAndResume": ("插播音频后接着放", "play a clip, then resume"),
    "audioNotification.playTrackAndRestore": ("插播音频后还原", "play a clip, then restore"),
    "lock.lock": ("锁门", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开锁并拉开锁舌", "unlatch"),
    "valve.open": ("打开阀门", "open the valve"),
    "valve.close": ("关闭阀门", "close the valve"),
    "operationalState.start": ("启动", "start"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.stop": ("停止", "stop"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回座充电", "go back to the dock"),
    "mode.setMode": ("选择模式", "set the mode"),
    "laundryWasherRinseMode.setRinseMode": ("漂洗次数", "rinse setting"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("脱水转速", "spin speed"),
    "refresh.refresh": ("刷新状态", "refresh"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset the energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查固件", "check firmware"),
    "firmwareUpdate.updateFirmware": ("升级固件", "update firmware"),
}
DESC_BY_CATEGORY = {
    ("AirConditioner", "switch.on"): ("开空调", "turn the air conditioner on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the air conditioner off"),
    ("Thermostat", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定暖气（散热器阀）目标温度", "radiator target temperature"),
    ("Thermostat", "thermostatMode.setThermostatMode"): ("暖气阀模式（加热/关闭）", "radiator valve mode"),
    ("Thermostat", "valve.open"): ("打开散热器阀门", "open the radiator valve"),
    ("Thermostat", "valve.close"): ("关闭散热器阀门", "close the radiator valve"),
    ("Washer", "operationalState.start"): ("开始洗衣服", "start washing"),
    ("Washer", "mode.setMode"): ("选洗衣程序", "choose the wash programme"),
    ("RobotCleaner", "mode.setMode"): ("选扫地还是拖地", "vacuum or mop"),
    ("WaterHeater", "mode.setMode"): ("热水器工作方式", "water heater mode"),
    ("WaterHeater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定热水温度", "set the hot water temperature"),
    ("WaterHeater", "thermostatMode.setThermostatMode"): ("热水器加热开关", "water heater heating on/off"),
    ("Television", "switch.on"): ("开电视", "turn the TV on"),
    ("Television", "switch.off"): ("关电视", "turn the TV off"),
    ("Fan", "fanSpeed.setFanSpeed"): ("风扇档位（0 停，1 到 3 档）", "fan speed 0-3"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设定空调温度（制冷制热都用这个）", "AC target temperature (any mode)"),
}
ENGLISH_PROFILES = {"samsung-audio", "thermostat-aqara", "rgbw-bulb-2000K-6500K"}

VALUES = {
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"), ("dry", "除湿", "dry"),
                ("auto", "自动", "auto")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "小风", "low"), ("medium", "中风", "medium"), ("high", "大风", "high")],
    "tmode_ac": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                 ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tmode_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "tmode_trv": [("off", "关", "off"), ("heat", "加热", "heat"), ("eco", "节能", "eco"), ("emergency heat", "速热", "boost")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"),
                 ("medium", "中档", "medium"), ("high", "高档", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放", "playing"), ("stopped", "停止", "stopped")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "ok"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
    "washer_mode": [("Normal", "标准", "normal"), ("Quick", "快洗", "quick"), ("Heavy", "大件", "heavy"),
                    ("Delicate", "羊毛/轻柔", "delicate"), ("Cotton", "棉麻", "cotton")],
    "rinse": [("none", "不漂", "none"), ("normal", "正常漂洗", "normal"), ("extra", "多漂一次", "extra"), ("max", "最多漂洗", "max")],
    "spin": [("off", "不甩干", "no spin"), ("low", "低速甩干", "low"), ("medium", "中速", "medium"), ("high", "高速甩干", "high")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "边扫边拖", "vacuum and mop")],
    "heater_mode": [("Off", "关", "off"), ("Manual", "手动", "manual"), ("Timed", "定时", "timed")],
}
VALUE_LISTS = {
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("aeotec-radiator-thermostat", "thermostatMode.setThermostatMode"): "tmode_trv",
    ("base-radiator-thermostat-10to30C", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("thermostat-aqara", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("air-purifier-hepa", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("water-heater", "mode.setMode"): "heater_mode",
}
GENERIC_VALUE_LISTS = {"audioMute.setMute": "mute", "mediaPlayback.setPlaybackStatus": "playback",
                       "keypadInput.sendKey": "keys"}
RANGES = {  # (profile or None, cap.cmd) -> (min, max, unit); a profile's own config range wins
    (None, "switchLevel.setLevel"): (0, 100, "%"),
    (None, "statelessSwitchLevelStep.stepLevel"): (-100, 100, "%"),
    (None, "statelessColorTemperatureStep.stepColorTemperatureByPercent"): (-100, 100, "%"),
    (None, "colorControl.setHue"): (0, 100, "%"),
    (None, "colorControl.setSaturation"): (0, 100, "%"),
    (None, "colorTemperature.setColorTemperature"): (2200, 6500, "K"),
    (None, "windowShadeLevel.setShadeLevel"): (0, 100, "%"),
    (None, "windowShadePreset.setPresetPosition"): (0, 100, "%"),
    (None, "statelessWindowShadeLevelStep.stepShadeLevel"): (-100, 100, "%"),
    (None, "thermostatCoolingSetpoint.setCoolingSetpoint"): (16, 30, "C"),
    (None, "thermostatHeatingSetpoint.setHeatingSetpoint"): (5, 30, "C"),
    ("room-air-conditioner-fan-heating-cooling", "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 30, "C"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    ("fan-3speed", "fanSpeed.setFanSpeed"): (0, 3, None),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def english(profile: str, token: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"harbin|{profile}|{token}".encode()) % 10 < 2


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
            if key not in DESC:
                continue
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


SPEC: dict[str, dict] = {}
ALL_PROFILES: dict[str, dict] = {}
for _k in DEVICES:
    _prof = profile_of(_k)
    ALL_PROFILES.setdefault(_prof["name"], _prof)
for _name, _prof in ALL_PROFILES.items():
    if _name not in SPEC_OMITTED:
        SPEC[_name] = spec_line(_prof)


# ---------------------------------------------------------------------------------------------
# Command ids and families
# ---------------------------------------------------------------------------------------------
def C(cap: str, cmd: str) -> str:
    return f"main-{cap}-{cmd}"


ON, OFF = C("switch", "on"), C("switch", "off")
SETLEVEL, STEPLEVEL = C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")
SETCOLOR, SETHUE = C("colorControl", "setColor"), C("colorControl", "setHue")
SETCT, STEPCT = C("colorTemperature", "setColorTemperature"), C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
OPEN, CLOSE, SPAUSE = C("windowShade", "open"), C("windowShade", "close"), C("windowShade", "pause")
SHADELEVEL, STEPSHADE = C("windowShadeLevel", "setShadeLevel"), C("statelessWindowShadeLevelStep", "stepShadeLevel")
COOLSP, HEATSP = C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("thermostatHeatingSetpoint", "setHeatingSetpoint")
TMODE = C("thermostatMode", "setThermostatMode")
TCOOL, THEAT, TOFF = C("thermostatMode", "cool"), C("thermostatMode", "heat"), C("thermostatMode", "off")
ACMODE, ACFAN = C("airConditionerMode", "setAirConditionerMode"), C("airConditionerFanMode", "setFanMode")
FANSPEED, FANPCT = C("fanSpeed", "setFanSpeed"), C("fanSpeedPercent", "setPercent")
PURIFIER = C("airPurifierFanMode", "setAirPurifierFanMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT, PREV, KEY = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"), C("keypadInput", "sendKey")
LOCK, UNLOCK = C("lock", "lock"), C("lock", "unlock")
VOPEN, VCLOSE = C("valve", "open"), C("valve", "close")
OPSTART, OPPAUSE, OPSTOP = C("operationalState", "start"), C("operationalState", "pause"), C("operationalState", "stop")
RVCSTART, RVCHOME = C("robotCleanerOperatingState", "start"), C("robotCleanerOperatingState", "goHome")
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]
DIMMER_OR_OFF = [SETLEVEL, STEPLEVEL, OFF]
WARMER_WHITE = [SETCT, STEPCT]
SETPOINT = [COOLSP, HEATSP]
TO_COOL = [TCOOL, TMODE, ACMODE]
COOLER = [COOLSP, TCOOL, TMODE, ACMODE, HEATSP, ON]      # "凉快点": lower the target, cool mode, or switch on
WARMER = [HEATSP, THEAT, TMODE, ACMODE, ON]              # "暖和点"
LESS_HEAT = [HEATSP, TOFF, TMODE, VCLOSE]                # radiators too hot
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
CHANNEL_NEXT = [NEXT, KEY]
CHANNEL_PREV = [PREV, KEY]


def spec_ids(key: str) -> set[str]:
    prof = DEVICES[key][3]
    return {c["id"] for c in SPEC[prof]["capabilities"]} if prof in SPEC else set()


# ---------------------------------------------------------------------------------------------
# Sets (rules stated in README.md)
# ---------------------------------------------------------------------------------------------
def name_room(key: str) -> str | None:
    label = label_of(key)
    hits = sorted({r for r in ROOMS if r in label}, key=len, reverse=True)
    return hits[0] if len(hits) == 1 else None


def rooms_of(key: str) -> set[str]:
    """In its roomId room; when the label names another room of the home, in that one too."""
    out = {room_of(key)} if room_of(key) else set()
    nr = name_room(key)
    if nr:
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


def with_cmd(keys: list[str], cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k)]


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
    keys = [keys] if isinstance(keys, str) else list(keys)
    if keys:
        e = one(keys, cmds)
    else:
        e = {"devices": [], "capabilities": [cmds] if isinstance(cmds, str) else list(cmds)}
    e["mode"] = "clarify"
    return e


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})


# ---------------------------------------------------------------------------------------------
# Useful sets
# ---------------------------------------------------------------------------------------------
LIGHTS = lights()
DIMMABLE = with_cmd(LIGHTS, SETLEVEL)
LV_LIGHTS = in_rooms(LIGHTS, "客厅")
BG_LIGHTS = in_rooms(LIGHTS, "大屋")
SM_LIGHTS = in_rooms(LIGHTS, "小屋")
KT_LIGHTS = in_rooms(LIGHTS, "厨房")
BT_LIGHTS = in_rooms(LIGHTS, "卫生间")
HL_LIGHTS = in_rooms(LIGHTS, "门厅")
SPOTS = [f"lv_spot{i}" for i in range(1, 6)]
ACS = of_category("AirConditioner")
RADIATORS = ["lv_radiator", "bg_radiator", "sm_radiator", "bt_radiator"]
CURTAINS = of_category("Blind")
PLUGS_NAMED = [k for k in DEVICES if label_of(k) == "插座"]
LAMPS = [k for k in DEVICES if label_of(k) == "台灯"]
CLIMATE = RADIATORS + ACS
THERMO_READERS = [k for k in DEVICES if "temperatureMeasurement" in profile_of(k)["capabilities"]]

# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
# --- room: lights by room, colloquial northern speech -------------------------------------------
case("room", "把大屋灯打开", one("bg_light", ON), tags=("room", "name"))
case("room", "大屋灯关喽", one("bg_light", OFF), tags=("room", "name", "dialect"))
case("room", "给我把大屋灯整亮点", one("bg_light", BRIGHTER), tags=("room", "name", "dialect", "capability-action"))
case("room", "小屋那灯关了吧", one(SM_LIGHTS, OFF), tags=("room", "type", "room-multi", "colloquial"))
case("room", "小屋顶灯开开", one("sm_ceiling", ON), tags=("room", "name", "dialect"))
case("room", "把小屋的顶灯调暗点儿", one("sm_ceiling", BRIGHTER), tags=("room", "name", "capability-action"))
case("room", "客厅吊灯打开", one("lv_pendant", ON), tags=("room", "name"))
case("room", "客厅那个大吊灯给我关喽", one("lv_pendant", OFF), tags=("room", "name", "dialect"))
case("room", "客厅的灯开开", one(LV_LIGHTS, ON), tags=("room", "type", "room-multi", "dialect"))
case("room", "厨房灯开开", one("kt_light", ON), tags=("room", "name", "category-by-name", "dialect"))
case("room", "厨房那灯关了", one(KT_LIGHTS, OFF), tags=("room", "type", "room-multi", "category-by-name"))
case("room", "灶台灯开一下", one("kt_stove", ON), tags=("room", "name", "colloquial"))
case("room", "卫生间灯打开", one("bt_light", ON), tags=("room", "name", "category-by-name"))
case("room", "厕所灯开开", one(BT_LIGHTS, ON), tags=("room", "room-alias", "category-by-name", "dialect"))
case("room", "镜子前头那灯开开", one("bt_mirror", ON), tags=("name", "partial-name", "dialect"))
case("room", "门厅灯开开", one(HL_LIGHTS, ON), tags=("room", "room-multi", "lazy-label"))
case("room", "门口那灯给开一下", one(HL_LIGHTS, ON), tags=("room", "room-alias", "lazy-label", "colloquial"))
case("room", "储藏室灯开开", one("st_light", ON), tags=("room", "name"))
case("room", "电视旁边那灯开开", one("lv_tvlamp", ON), tags=("name", "dialect"))
case("room", "把电视边上那个灯关了", one("lv_tvlamp", OFF), tags=("name", "partial-name"))
case("room", "床头灯关了吧，要睡觉了", one("bg_bedside", OFF), tags=("name", "colloquial"))
case("room", "小屋氛围灯开开", one("sm_mood", ON), tags=("room", "name"))
case("room", "把小屋那个彩灯调成红的", one("sm_mood", [SETCOLOR, SETHUE]), tags=("room", "partial-name", "capability-action"))
case("room", "大屋灯调黄一点儿，太白了晃眼", one("bg_light", WARMER_WHITE), tags=("room", "name", "capability-action"))
case("room", "客厅吊灯调到一半亮", one("lv_pendant", SETLEVEL), tags=("room", "name", "capability-action", "numeral-zh"))
case("room", "走廊灯开开", one("xx_corridor", ON), tags=("name", "stale-room"))
case("room", "小夜灯开开", one("nr_night", ON), tags=("name", "no-room"))
case("room", "小夜灯调暗点", one("nr_night", BRIGHTER), tags=("name", "no-room", "capability-action"))
case("room", "鞋柜灯关了", one("hl_shoe", OFF), tags=("name",))
case("room", "大屋台灯开开", one("bg_lamp", ON), tags=("room", "duplicate-label"))
case("room", "小屋台灯关了", one("sm_lamp", OFF), tags=("room", "duplicate-label"))
case("room", "把大屋的台灯调亮一点", one("bg_lamp", BRIGHTER), tags=("room", "duplicate-label", "capability-action"))
case("room", "小屋的灯调暗点，孩子要睡了", one(with_cmd(SM_LIGHTS, SETLEVEL), BRIGHTER),
     tags=("room", "type", "room-multi", "capability-action"))

# --- room kinds: 卧室 = 大屋 + 小屋; 屋里 = the whole flat --------------------------------------
case("roomkind", "卧室的灯都关了", every(in_rooms(LIGHTS, "大屋", "小屋"), OFF), tags=("room-kind", "bulk", "type"))
case("roomkind", "俩卧室的窗帘都拉上", every(in_rooms(CURTAINS, "大屋", "小屋"), CLOSE),
     tags=("room-kind", "bulk", "capability-action", "cover"))
case("roomkind", "卧室灯开开", clarify(in_rooms(LIGHTS, "大屋", "小屋"), ON), tags=("room-kind", "ambiguous"))
case("roomkind", "卧室暖气都调到二十度", every(in_rooms(RADIATORS, "大屋", "小屋"), HEATSP),
     tags=("room-kind", "bulk", "heating", "numeral-zh"))
case("roomkind", "屋里的灯全关了", every(LIGHTS, OFF), tags=("room-kind", "bulk", "category-by-name"))
case("roomkind", "屋里的窗帘都拉开", every(CURTAINS, OPEN), tags=("room-kind", "bulk", "cover"))

# --- bulk --------------------------------------------------------------------------------------
case("bulk", "全屋的灯都关了", every(LIGHTS, OFF), tags=("bulk", "category-by-name"))
case("bulk", "家里灯全给我打开", every(LIGHTS, ON), tags=("bulk", "category-by-name", "colloquial"))
case("bulk", "除了小屋，灯都关了", every(except_rooms(LIGHTS, "小屋"), OFF), tags=("bulk", "bulk-except", "category-by-name"))
case("bulk", "除了大屋，别的屋灯都关了", every(except_rooms(LIGHTS, "大屋"), OFF), tags=("bulk", "bulk-except"))
case("bulk", "除了大屋跟小屋，灯全关喽", every(except_rooms(LIGHTS, "大屋", "小屋"), OFF),
     tags=("bulk", "bulk-except", "dialect"))
case("bulk", "除了客厅别的灯都关了吧", every(except_rooms(LIGHTS, "客厅"), OFF), tags=("bulk", "bulk-except"))
case("bulk", "把大屋的灯都关了吧", every(BG_LIGHTS, OFF), tags=("bulk", "room"))
case("bulk", "客厅灯全打开", every(LV_LIGHTS, ON), tags=("bulk", "room"))
case("bulk", "客厅的灯全调暗点", every(with_cmd(LV_LIGHTS, STEPLEVEL), [SETLEVEL, STEPLEVEL]),
     tags=("bulk", "room", "capability-action"))
case("bulk", "厨房的灯都关了", every(KT_LIGHTS, OFF), tags=("bulk", "room", "category-by-name"))
case("bulk", "小屋灯全关", every(SM_LIGHTS, OFF), tags=("bulk", "room"))
case("bulk", "所有灯都调到百分之五十", every(DIMMABLE, SETLEVEL), tags=("bulk", "capability-subset", "numeral-zh"))
case("bulk", "窗帘全拉上", every(CURTAINS, CLOSE), tags=("bulk", "cover"))
case("bulk", "所有窗帘都开一半", every(CURTAINS, SHADELEVEL), tags=("bulk", "cover", "capability-action"))
case("bulk", "暖气全调到二十二度", every(RADIATORS, HEATSP), tags=("bulk", "heating", "numeral-zh"))
case("bulk", "空调都关了", every(ACS, OFF), tags=("bulk", "climate"))
case("bulk", "俩空调都开开", every(ACS, ON), tags=("bulk", "climate", "dialect"))
case("bulk", "那四个插座都关了", every(PLUGS_NAMED, OFF), tags=("bulk", "lazy-label", "duplicate-label"))
case("bulk", "除了厨房和卫生间，灯都打开", every(except_rooms(LIGHTS, "厨房", "卫生间"), ON), tags=("bulk", "bulk-except"))

# --- label index ---------------------------------------------------------------------------------
case("index", "射灯3开开", one("lv_spot3", ON), tags=("label-index",))
case("index", "第三个射灯关了", one("lv_spot3", OFF), tags=("label-index", "ordinal"))
case("index", "射灯全开", every(SPOTS, ON), tags=("label-index", "bulk"))
case("index", "射灯都关喽", every(SPOTS, OFF), tags=("label-index", "bulk", "dialect"))
case("index", "把射灯五关了", one("lv_spot5", OFF), tags=("label-index", "numeral-zh"))
case("index", "最后一个射灯开开", one("lv_spot5", ON), tags=("label-index", "ordinal"))
case("index", "第一个射灯调暗点", one("lv_spot1", BRIGHTER), tags=("label-index", "ordinal", "capability-action"))
case("index", "射灯二跟射灯四关了", every(["lv_spot2", "lv_spot4"], OFF), tags=("label-index", "bulk", "enumerated"))
case("index", "射灯一到三开开", every(["lv_spot1", "lv_spot2", "lv_spot3"], ON), tags=("label-index", "bulk", "range"))
case("index", "射灯全调到三十", every(SPOTS, SETLEVEL), tags=("label-index", "bulk", "numeral-zh"))
case("index", "二号射灯开开", one("lv_spot2", ON), tags=("label-index", "ordinal"))
case("index", "射灯4亮度调到80", one("lv_spot4", SETLEVEL), tags=("label-index", "capability-action"))
case("index", "把射灯打开", one(SPOTS, ON), tags=("label-index", "ambiguous-soft"))
case("index", "除了射灯，客厅灯都关了", every([k for k in LV_LIGHTS if k not in SPOTS], OFF),
     tags=("label-index", "bulk", "bulk-except", "exclude-name"))

# --- lazy labels -----------------------------------------------------------------------------------
case("lazy", "灯2关了", one("bc_light", OFF), tags=("lazy-label",))
case("lazy", "开开灯二", one("bc_light", ON), tags=("lazy-label", "numeral-zh"))
case("lazy", "阳台灯开开", one("bc_light", ON), tags=("lazy-label", "room"))
case("lazy", "阳台那灯关了吧", one("bc_light", OFF), tags=("lazy-label", "room"))
case("lazy", "门厅那个叫灯的灯关了", one("hl_light", OFF), tags=("lazy-label", "room"))
case("lazy", "把灯关喽", clarify(LIGHTS, OFF), tags=("lazy-label", "ambiguous", "dialect"))
case("lazy", "开灯", clarify(LIGHTS, ON), tags=("lazy-label", "ambiguous"))
case("lazy", "大屋插座关了", one("bg_plug", OFF), tags=("lazy-label", "room", "duplicate-label", "plug"))
case("lazy", "小屋插座开开", one("sm_plug", ON), tags=("lazy-label", "room", "duplicate-label", "plug"))
case("lazy", "阳台的插座给断了", one("bc_plug", OFF), tags=("lazy-label", "room", "duplicate-label", "plug"))
case("lazy", "客厅插座开一下", one("lv_plug", ON), tags=("lazy-label", "room", "duplicate-label", "plug"))
case("lazy", "关插座", clarify(PLUGS_NAMED, OFF), tags=("lazy-label", "ambiguous", "plug"))
case("lazy", "插座开开", clarify(PLUGS_NAMED, ON), tags=("lazy-label", "ambiguous", "plug"))

# --- capability actions: AC / heating -------------------------------------------------------------
case("climate", "客厅空调开开", one("bg_ac", ON), tags=("climate", "name", "name-other-room"))
case("climate", "大屋空调打开", one("bg_ac", ON), tags=("climate", "room", "name-other-room"))
case("climate", "大屋的空调调到二十六度", one("bg_ac", SETPOINT), tags=("climate", "room", "name-other-room", "numeral-zh", "capability-action"))
case("climate", "客厅空调调到26度", one("bg_ac", SETPOINT), tags=("climate", "name", "name-other-room", "capability-action"))
case("climate", "小屋空调开开", one("sm_ac", ON), tags=("climate", "name"))
case("climate", "小屋空调调到二十五", one("sm_ac", HEATSP), tags=("climate", "name", "numeral-zh", "capability-action"))
case("climate", "小屋空调开制冷", one("sm_ac", ACMODE), tags=("climate", "name", "capability-action"))
case("climate", "大屋空调改成除湿", one("bg_ac", TMODE), tags=("climate", "room", "name-other-room", "capability-action"))
case("climate", "小屋空调风小点", one("sm_ac", ACFAN), tags=("climate", "name", "capability-action"))
case("climate", "大屋空调风开大点", one("bg_ac", [ACFAN, FANPCT]), tags=("climate", "room", "name-other-room", "capability-action"))
case("climate", "开开空调", clarify(ACS, ON), tags=("climate", "ambiguous", "dialect"))
case("climate", "空调关了", clarify(ACS, OFF), tags=("climate", "ambiguous"))
case("climate", "空调咋不凉呢", clarify(ACS, TO_COOL + SETPOINT), tags=("climate", "ambiguous", "need", "dialect"))
case("climate", "大屋暖气片调到二十二度", one("bg_radiator", HEATSP), tags=("heating", "room", "numeral-zh", "capability-action"))
case("climate", "小屋暖气调低点", one("sm_radiator", HEATSP), tags=("heating", "name", "capability-action"))
case("climate", "客厅暖气调到20度", one("lv_radiator", HEATSP), tags=("heating", "name", "capability-action"))
case("climate", "卫生间暖气片关了", one("bt_radiator", [TOFF, TMODE, VCLOSE]), tags=("heating", "room", "no-switch"))
case("climate", "卫生间暖气片开开", one("bt_radiator", [THEAT, TMODE, VOPEN]), tags=("heating", "room", "no-switch", "dialect"))
case("climate", "暖气片调低点", clarify(["bg_radiator", "bt_radiator"], HEATSP), tags=("heating", "ambiguous", "duplicate-label"))
case("climate", "暖气烧得太热了", one(RADIATORS, LESS_HEAT), tags=("heating", "need", "ambiguous-soft", "dialect"))
case("climate", "大屋暖气片别烧了", one("bg_radiator", [TOFF, TMODE]), tags=("heating", "room", "no-switch", "dialect"))
case("climate", "大屋凉快点", one("bg_ac", COOLER), tags=("climate", "room", "need", "name-other-room"))
case("climate", "大屋暖和点", one(["bg_radiator", "bg_ac"], WARMER), tags=("heating", "room", "need"))
case("climate", "小屋暖和暖和", one(["sm_radiator", "sm_ac", "sm_heater"], WARMER), tags=("heating", "room", "need", "dialect"))
case("climate", "把电暖气插上", one("sm_heater", ON), tags=("heating", "name", "plug"))
case("climate", "电热毯开开", one("bg_blanket", ON), tags=("name", "plug"))
case("climate", "电热毯关喽，太烫了", one("bg_blanket", OFF), tags=("name", "plug", "dialect"))
case("climate", "落地扇开开", one("lv_fan", [ON, FANSPEED]), tags=("name", "fan"))
case("climate", "风扇调到三档", one("lv_fan", FANSPEED), tags=("type", "fan", "unique-type", "numeral-zh"))
case("climate", "净化器开开", one("lv_purifier", [PURIFIER, FANPCT]), tags=("type", "no-switch", "unique-type"))
case("climate", "空气净化器调成睡眠", one("lv_purifier", PURIFIER), tags=("name", "capability-action"))

# --- curtains --------------------------------------------------------------------------------------
case("cover", "把大屋窗帘拉上", one("bg_curtain", CLOSE), tags=("cover", "room", "capability-action"))
case("cover", "大屋窗帘拉开", one("bg_curtain", OPEN), tags=("cover", "room", "capability-action"))
case("cover", "客厅窗帘开一半", one("lv_curtain", SHADELEVEL), tags=("cover", "room", "capability-action"))
case("cover", "小屋窗帘拉上一半", one("sm_curtain", SHADELEVEL), tags=("cover", "room", "capability-action"))
case("cover", "客厅窗帘再拉开点儿", one("lv_curtain", [STEPSHADE, SHADELEVEL]), tags=("cover", "room", "capability-action"))
case("cover", "窗帘停停停", one(CURTAINS, SPAUSE), tags=("cover", "repeat", "ambiguous-soft"))
case("cover", "窗帘拉上", clarify(CURTAINS, CLOSE), tags=("cover", "ambiguous"))
case("cover", "客厅窗帘开到三成", one("lv_curtain", SHADELEVEL), tags=("cover", "room", "numeral-zh"))

# --- TV and speakers -------------------------------------------------------------------------------
case("media", "把电视打开", one("lv_tv", ON), tags=("media", "name"))
case("media", "电视关喽", one("lv_tv", OFF), tags=("media", "name", "dialect"))
case("media", "换个台", one("lv_tv", CHANNEL_NEXT), tags=("media", "tv-channel"))
case("media", "电视换下一个台", one("lv_tv", CHANNEL_NEXT), tags=("media", "tv-channel", "name"))
case("media", "调回上一个台", one("lv_tv", CHANNEL_PREV), tags=("media", "tv-channel"))
case("media", "电视调到五台", one("lv_tv", KEY), tags=("media", "tv-channel", "numeral-zh"))
case("media", "电视先暂停一下，我上个厕所", one("lv_tv", MPAUSE), tags=("media", "name", "colloquial"))
case("media", "电视声儿太大", one("lv_soundbar", VOLUME_DOWN), tags=("media", "need", "tv-volume"))
case("media", "电视声音大点儿，听不清", one("lv_soundbar", VOLUME_UP), tags=("media", "need", "tv-volume"))
case("media", "电视静音", one("lv_soundbar", [MUTE, SETMUTE]), tags=("media", "tv-volume"))
case("media", "电视音响关了", one("lv_soundbar", OFF), tags=("media", "name"))
case("media", "小音箱声儿小点", one("bg_speaker", VOLUME_DOWN), tags=("media", "name", "volume", "dialect"))
case("media", "小音箱大点声", one("bg_speaker", VOLUME_UP), tags=("media", "name", "volume"))
case("media", "小音箱音量调到三十", one("bg_speaker", SETVOL), tags=("media", "name", "volume", "numeral-zh"))
case("media", "小音箱放个歌", one("bg_speaker", PLAY), tags=("media", "name"))
case("media", "小音箱别唱了", one("bg_speaker", [MPAUSE, MUTE, SETMUTE]), tags=("media", "name", "dialect"))
case("media", "小音箱下一首", one("bg_speaker", NEXT), tags=("media", "name"))
case("media", "音箱声音小点", clarify(["lv_soundbar", "bg_speaker"], VOLUME_DOWN), tags=("media", "ambiguous", "volume"))

# --- water heater, rice cooker, humidifier, lock, washer, robot --------------------------------------
case("appliance", "热水器调到五十度", one("bt_water", HEATSP), tags=("water-heater", "numeral-zh", "capability-action"))
case("appliance", "热水器温度再高点", one("bt_water", HEATSP), tags=("water-heater", "capability-action"))
case("appliance", "热水器烧上", one("bt_water", [THEAT, TMODE, SETMODE]), tags=("water-heater", "no-switch", "dialect"))
case("appliance", "热水器关了吧，省点电", one("bt_water", [TOFF, TMODE, SETMODE]), tags=("water-heater", "no-switch"))
case("appliance", "电饭锅插上电", one("kt_rice", ON), tags=("plug", "name"))
case("appliance", "把电饭锅关了", one("kt_rice", OFF), tags=("plug", "name"))
case("appliance", "加湿器开开", one("bg_humid", ON), tags=("plug", "name"))
case("appliance", "加湿器关了", one("bg_humid", OFF), tags=("plug", "name"))
case("appliance", "门锁上", one("hl_lock", LOCK), tags=("security", "name"))
case("appliance", "把门锁锁上", one("hl_lock", LOCK), tags=("security", "name"))
case("appliance", "给开下门，我儿子回来了", one("hl_lock", UNLOCK), tags=("security", "colloquial"))
case("appliance", "洗衣机开始洗", one("bc_washer", [OPSTART, ON]), tags=("appliance", "name"))
case("appliance", "洗衣机用快洗", one("bc_washer", SETMODE), tags=("appliance", "name", "capability-action"))
case("appliance", "扫地机器人扫扫地", one("nr_robot", RVCSTART), tags=("appliance", "no-room"))
case("appliance", "扫地的那个让它回去充电", one("nr_robot", RVCHOME), tags=("appliance", "no-room", "partial-name"))
case("appliance", "排风扇开开", one("bt_vent", ON), tags=("name", "category-by-name"))
case("appliance", "冰柜别给关了啊，看看开着没", one("st_freezer", ANY), tags=("plug", "state-query"))
case("appliance", "鱼缸那插座开开", one("lv_fish", ON), tags=("plug", "name"))

# --- needs ----------------------------------------------------------------------------------------
case("need", "屋里太热了", one(CLIMATE, LESS_HEAT + [COOLSP, TCOOL, ACMODE, ON]), tags=("need", "room-kind", "ambiguous-soft"))
case("need", "小屋冷", one(["sm_radiator", "sm_ac", "sm_heater"], WARMER), tags=("need", "room"))
case("need", "太干了，嗓子疼", one("bg_humid", ON), tags=("need",))
case("need", "屋里干巴巴的", one("bg_humid", ON), tags=("need", "room-kind", "dialect"))
case("need", "客厅太亮了", one(LV_LIGHTS, DIMMER_OR_OFF), tags=("need", "room"))
case("need", "大屋太亮了，睡不着", one(BG_LIGHTS, DIMMER_OR_OFF), tags=("need", "room"))
case("need", "门厅黑咕隆咚的", one(HL_LIGHTS, ON), tags=("need", "room", "dialect"))
case("need", "大屋闷得慌，太热", one(["bg_ac", "bg_radiator"], LESS_HEAT + [COOLSP, TCOOL, ON]), tags=("need", "room", "dialect"))
case("need", "卫生间一股味儿", one("bt_vent", ON), tags=("need", "room"))
case("need", "洗澡水不够热", one("bt_water", [HEATSP, THEAT, TMODE]), tags=("need", "water-heater"))
case("need", "外头太阳晃眼，大屋", one("bg_curtain", [CLOSE, SHADELEVEL, STEPSHADE]), tags=("need", "room", "cover"))
case("need", "小屋冷得伸不出手", one(["sm_radiator", "sm_ac", "sm_heater"], WARMER), tags=("need", "room", "dialect"))

# --- state questions --------------------------------------------------------------------------------
case("state", "你给我瞅瞅门锁没锁", one("hl_lock", ANY), tags=("state-query", "security", "dialect"))
case("state", "大门关好没有", one(["hl_door", "hl_lock"], ANY), tags=("state-query", "security"))
case("state", "小屋现在多少度", one([k for k in THERMO_READERS if "小屋" in rooms_of(k)], ANY), tags=("state-query", "room"))
case("state", "大屋窗户关了没", one("bg_window", ANY), tags=("state-query", "room", "no-spec"))
case("state", "厨房漏水没", one("kt_leak", ANY), tags=("state-query", "room"))
case("state", "燃气报警器有动静没", one("kt_gas", ANY), tags=("state-query", "no-spec"))
case("state", "门口有人没", one("hl_motion", ANY), tags=("state-query", "no-spec"))
case("state", "热水器水烧热了没", one("bt_water", ANY), tags=("state-query", "water-heater"))
case("state", "电饭锅还通着电没", one("kt_rice", ANY), tags=("state-query", "plug"))
case("state", "客厅湿度多少", one(["lv_th"], ANY), tags=("state-query", "room"))
case("state", "暖气片现在设的多少度", clarify(["bg_radiator", "bt_radiator"], ANY), tags=("state-query", "ambiguous", "duplicate-label"))

# --- clarify ------------------------------------------------------------------------------------------
case("clarify", "开台灯", clarify(LAMPS, ON), tags=("ambiguous", "duplicate-label"))
case("clarify", "台灯关了", clarify(LAMPS, OFF), tags=("ambiguous", "duplicate-label"))
case("clarify", "把它关了", clarify([], OFF), tags=("ambiguous", "pronoun"))
case("clarify", "那个，给关一下", clarify([], OFF), tags=("ambiguous", "pronoun", "colloquial"))
case("clarify", "楼上的灯开开", clarify([], ON), tags=("ambiguous", "unknown-floor"))
case("clarify", "二楼灯都关了", clarify([], OFF), tags=("ambiguous", "unknown-floor"))
case("clarify", "书房灯开开", clarify([], ON), tags=("ambiguous", "unknown-room"))
case("clarify", "开开开灯", clarify(LIGHTS, ON), tags=("ambiguous", "repeat", "lazy-label"))
case("clarify", "开开空调调到二十六度", clarify(ACS, ON), clarify(ACS, SETPOINT),
     tags=("ambiguous", "climate", "numeral-zh"))

# --- multi-command -----------------------------------------------------------------------------------
case("multi", "把大屋灯关了，窗帘拉上", one("bg_light", OFF), one("bg_curtain", CLOSE), tags=("room", "cover"))
case("multi", "小屋空调开开调到二十六度", one("sm_ac", ON), one("sm_ac", HEATSP), tags=("climate", "numeral-zh"))
case("multi", "把电视关了把小音箱打开", one("lv_tv", OFF), one("bg_speaker", PLAY), tags=("media",))
case("multi", "客厅吊灯开开，射灯关了", one("lv_pendant", ON), every(SPOTS, OFF), tags=("label-index", "room"))
case("multi", "加湿器开开，电热毯关了", one("bg_humid", ON), one("bg_blanket", OFF), tags=("plug",))
case("multi", "门锁上，门厅灯关了", one("hl_lock", LOCK), one(HL_LIGHTS, OFF), tags=("security", "room"))
case("multi", "大屋窗帘拉开，灯关喽", one("bg_curtain", OPEN), one(BG_LIGHTS, OFF), tags=("cover", "room", "dialect"))
case("multi", "热水器烧上，排风扇开开", one("bt_water", [THEAT, TMODE, SETMODE]), one("bt_vent", ON), tags=("water-heater",))

# --- any-count ----------------------------------------------------------------------------------------
case("any", "客厅随便开个灯就行", one(LV_LIGHTS, ON), tags=("any-count", "room"))
case("any", "射灯开一个就够", one(SPOTS, ON), tags=("any-count", "label-index"))
case("any", "小屋开盏灯", one(SM_LIGHTS, ON), tags=("any-count", "room"))
case("any", "大屋哪个灯都行，给开一个", one(BG_LIGHTS, ON), tags=("any-count", "room"))
case("any", "开俩射灯", one(SPOTS, ON), tags=("any-count", "label-index"))

# --- history / references --------------------------------------------------------------------------
case("history", "再亮点", one("bg_light", BRIGHTER), tags=("reference",), history=("把大屋灯打开",))
case("history", "调到二十四度", one("bg_ac", SETPOINT), tags=("reference", "climate", "numeral-zh"), history=("客厅空调开开",))
case("history", "咋不凉呢", one("sm_ac", [ACMODE, HEATSP]), tags=("reference", "climate", "need"), history=("开开小屋空调",))
case("history", "把它关了", one("lv_spot3", OFF), tags=("reference", "pronoun", "label-index"), history=("射灯3开开",))
case("history", "声儿大点", one("bg_speaker", VOLUME_UP), tags=("reference", "media"), history=("小音箱放个歌",))
case("history", "再换一个", one("lv_tv", CHANNEL_NEXT), tags=("reference", "media", "tv-channel"), history=("电视打开", "换个台"))
case("history", "大屋的", one("bg_lamp", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("开台灯",))
case("history", "小屋那个", one("sm_plug", OFF), tags=("reference", "clarify-followup", "lazy-label"), history=("关插座",))
case("history", "小屋的也拉上", one("sm_curtain", CLOSE), tags=("reference", "cover"), history=("把大屋窗帘拉上",))
case("history", "再高点", one("bt_water", HEATSP), tags=("reference", "water-heater"), history=("热水器调到50度",))
case("history", "大屋的也一样", one("bg_radiator", HEATSP), tags=("reference", "heating"), history=("小屋暖气调到22度",))
case("history", "太亮了", one("lv_pendant", DIMMER_OR_OFF), tags=("reference", "need"), history=("客厅吊灯开开",))
case("history", "给锁上", one("hl_lock", LOCK), tags=("reference", "security", "state-followup"), history=("你给我瞅瞅门锁没锁",))
case("history", "行了关了吧", one("bg_humid", OFF), tags=("reference", "colloquial"), history=("加湿器开开",))
case("history", "小屋的", one("sm_ac", ON), tags=("reference", "clarify-followup", "climate"), history=("开开空调",))
case("history", "第二个关了", one("lv_spot2", OFF), tags=("reference", "label-index", "ordinal"), history=("射灯全开",))
case("history", "漂洗多加一遍", one("bc_washer", RINSE), tags=("reference", "appliance"), history=("洗衣机开开",))
case("history", "那个也关了", one("lv_tvlamp", OFF), tags=("reference", "pronoun"), history=("客厅吊灯关了", "电视旁边的灯开着呢吧"))

# --- ASR noise, slow speech, repeats ------------------------------------------------------------------
case("asr", "大物的灯关了", one("bg_light", OFF), tags=("asr", "room"))
case("asr", "晓屋空调开开", one("sm_ac", ON), tags=("asr", "name"))
case("asr", "社灯三开开", one("lv_spot3", ON), tags=("asr", "label-index"))
case("asr", "客厅掉灯关了", one("lv_pendant", OFF), tags=("asr", "name"))
case("asr", "家湿器开开", one("bg_humid", ON), tags=("asr", "name"))
case("asr", "热水气调到六十度", one("bt_water", HEATSP), tags=("asr", "water-heater", "numeral-zh"))
case("asr", "电饭过插上", one("kt_rice", ON), tags=("asr", "plug"))
case("asr", "大屋窗连拉上", one("bg_curtain", CLOSE), tags=("asr", "cover"))
case("asr", "小音香声音小点", one("bg_speaker", VOLUME_DOWN), tags=("asr", "media"))
case("asr", "把……那个……大屋的……灯……关了", one("bg_light", OFF), tags=("asr", "slow-speech", "room"))
case("asr", "嗯 那个 客厅 空 调 开 开", one("bg_ac", ON), tags=("asr", "slow-speech", "name-other-room"))
case("asr", "开开开大屋灯", one("bg_light", ON), tags=("repeat", "room"))
case("asr", "关关关电视", one("lv_tv", OFF), tags=("repeat", "media"))
case("asr", "射灯射灯三给我开开", one("lv_spot3", ON), tags=("repeat", "label-index"))
case("asr", "小屋小屋的暖气调高点", one("sm_radiator", HEATSP), tags=("repeat", "heating"))
case("asr", "暖气骗调到二十度，大屋的", one("bg_radiator", HEATSP), tags=("asr", "heating", "word-order"))
case("asr", "那啥，电视那声儿，小点小点", one("lv_soundbar", VOLUME_DOWN), tags=("repeat", "tv-volume", "dialect"))

# --- not a command ------------------------------------------------------------------------------------
for _q in ["今儿外头多少度啊", "哈尔滨明天下不下雪", "你吃了吗", "我孙子啥时候放寒假",
           "给我讲个笑话听听", "现在几点了", "中央大街今天人多不多", "老伴儿，晚上吃啥呀",
           "冬至该吃饺子了吧", "这暖气费今年又涨了，唉", "谢谢你啊", "你是谁家的孩子"]:
    case("chat", _q, NONE, tags=("not-command",))

LONG_1 = ("哎你说这天儿，今年冬天来得早，十月份就下头场雪了，我跟老伴儿早上去早市买菜，那风刮得脸生疼，"
          "回来的时候路过中央大街，冰灯还没开始冻呢，去年这时候人家都在那儿搭架子了。我儿子说过年可能回不来，"
          "他们单位忙，孙子也要上补习班，现在的孩子也不容易，一天到晚学习。我这腰也不行了，上个月去医大二院拍了个片子，"
          "大夫说是腰椎间盘突出，让少弯腰，多躺着，可躺着也难受啊。老伴儿天天念叨我，让我别老坐着看电视，"
          "可不看电视干啥呢，出去吧外头零下二十多度，冻得够呛。对了，物业说今年供暖费每平米又涨了几毛钱，"
          "这暖气烧得倒是挺热乎，就是屋里干，早上起来嗓子发紧，鼻子也干得出血丝，老伴儿说盆里放点水搁暖气片上，"
          "放了两天也不顶事儿，水一会儿就烧没了。楼下老王家买了个新的，说挺好使。哎呀不说了不说了，"
          "你先把大屋那个加湿器给我开开吧。")
LONG_2 = ("喂，喂，能听见不？我跟你说啊，昨天晚上我儿子打电话，说他那个屋的东西都是他给装的，什么灯啊、"
          "窗帘啊、空调啊，都能用嘴说，让我们老两口别拿遥控器了，遥控器我也找不着，不知道塞哪儿去了。"
          "他教我好几遍了，我这记性，转身就忘。他说那个射灯有五个，叫射灯一二三四五，我寻思谁家搞那么多灯啊，"
          "电费不要钱哪。今儿早上楼下老张头来串门，说他家也整了一套，他孙女给弄的，能跟它唠嗑，"
          "我说我们家这个也能唠，他还不信。老张头他老伴儿前阵子摔了一跤，现在好点了，能下楼遛弯了。"
          "他说开春了要回山东老家看看，问我去不去，我说再说吧，这么远的道儿，坐火车得一天一宿，"
          "我这老寒腿可受不了，还是在家待着舒坦。"
          "行了行了，别的不唠了，天都黑了，客厅有点暗，你把客厅那个吊灯给我打开，"
          "要亮一点的。")
case("long", LONG_1, one("bg_humid", ON), tags=("long-text", "need"))
case("long", LONG_2, one("lv_pendant", ON), tags=("long-text",))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
def home_json() -> dict:
    rooms = [{"roomId": room_id(r), "locationId": LOCATION_ID, "name": r} for r in ROOMS]
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


def finish_cases() -> list[dict]:
    out = []
    per_group: Counter = Counter()
    for c in CASES:
        per_group[c["group"]] += 1
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        if len(c["expect"]) > 1:
            tags.append("multi-command")
        if "all" in modes and "bulk" not in tags:
            tags.append("bulk")
        if "clarify" in modes:
            tags.append("clarify")
        if c["history"]:
            tags.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]) and "state-query" not in tags:
            tags.append("state-query")
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"harbin-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": list(dict.fromkeys(tags))}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Validation (also run by --check on the written files)
# ---------------------------------------------------------------------------------------------
MODES = {"one", "all", "clarify", "none"}


def validate(home: dict, spec_lines: list[dict], cases: list[dict]) -> list[str]:
    errors: list[str] = []
    room_ids = {r["roomId"] for r in home["rooms"]}
    devs = {d["deviceId"]: d for d in home["items"]}
    spec = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec_lines}
    # home facts against the real profiles
    real_by_name: dict[str, list[dict]] = {}
    for (name, _drv), p in PROFILES.items():
        real_by_name.setdefault(name, []).append(p)
    for d in home["items"]:
        pid = d["profile"]["id"]
        main = next(c for c in d["components"] if c["id"] == "main")
        caps = [c["id"] for c in main["capabilities"]]
        cats = [c["name"] for c in main["categories"]]
        if not any(p["capabilities"] == caps and p["categories"] == cats for p in real_by_name.get(pid, [])):
            errors.append(f"device {d.get('label')}: main does not match real profile {pid}")
        if "locationId" not in d:
            errors.append(f"device {d.get('label')}: no locationId")
    used = {d["profile"]["id"] for d in home["items"]}
    omitted = used - set(spec)
    if not 2 <= len(omitted) <= 3:
        errors.append(f"spec should leave out 2-3 of the home's profiles, leaves out {sorted(omitted)}")
    if set(spec) - used:
        errors.append(f"spec has profiles the home does not use: {sorted(set(spec) - used)}")
    for s in spec_lines:
        for c in s["capabilities"]:
            if not c["id"].startswith("main-") or c["id"].count("-") < 2:
                errors.append(f"spec id {c['id']} not main-capability-command")
    ids = set()
    for c in cases:
        if c["id"] in ids:
            errors.append(f"duplicate case id {c['id']}")
        ids.add(c["id"])
        if not c.get("tags"):
            errors.append(f"{c['id']}: no tags")
        if not c["expect"]:
            errors.append(f"{c['id']}: no expect")
        for e in c["expect"]:
            if e["mode"] not in MODES:
                errors.append(f"{c['id']}: bad mode {e['mode']}")
                continue
            if e["mode"] == "none":
                if e["devices"] or e["capabilities"]:
                    errors.append(f"{c['id']}: mode none must list nothing")
                continue
            for did in e["devices"]:
                if did not in devs:
                    errors.append(f"{c['id']}: unknown device {did}")
            if e["mode"] in ("one", "all") and not e["devices"]:
                errors.append(f"{c['id']}: mode {e['mode']} without devices")
            for cap in e["capabilities"]:
                if cap == ANY:
                    continue
                holders = [did for did in e["devices"] if did in devs and cap in spec.get(devs[did]["profile"]["id"], set())]
                if e["devices"] and not holders:
                    errors.append(f"{c['id']}: no listed device has {cap} in its spec line")
            if e["mode"] == "one":
                for did in e["devices"]:
                    if did in devs and ANY not in e["capabilities"]:
                        have = spec.get(devs[did]["profile"]["id"], set())
                        if not have & set(e["capabilities"]):
                            errors.append(f"{c['id']}: {devs[did].get('label')} supports none of {e['capabilities']}")
            if e["mode"] == "all":
                for did in e["devices"]:
                    have = spec.get(devs[did]["profile"]["id"], set()) if did in devs else set()
                    missing = [cap for cap in e["capabilities"] if cap not in have]
                    if missing:
                        errors.append(f"{c['id']}: bulk device {devs.get(did, {}).get('label')} lacks {missing}")
        if "long-text" in c["tags"] and not 300 <= len(c["query"]) <= 800:
            errors.append(f"{c['id']}: long-text length {len(c['query'])} not in 300-800")
    return errors


def report(home: dict, spec_lines: list[dict], cases: list[dict]) -> str:
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    n_cmd = sum(len(s["capabilities"]) for s in spec_lines)
    n_en = sum(1 for s in spec_lines for c in s["capabilities"] if c["description"].isascii())
    n_light = len(LIGHTS)
    out = [f"rooms {len(home['rooms'])}, devices {len(home['items'])}, lights {n_light} "
           f"({len(DIMMABLE)} dimmable), spec profiles {len(spec_lines)}, commands {n_cmd} "
           f"({n_en} English = {n_en / max(n_cmd, 1):.0%}), cases {len(cases)}",
           "modes: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
           "tags: " + ", ".join(f"{t} {k}" for t, k in tags.most_common())]
    return "\n".join(out)


TAG_MEANING = {
    "room": "the query names a room of the home", "name": "names the device by (part of) its label",
    "type": "names a device type (灯, 空调…)", "dialect": "northern colloquial/dialect wording (开开, 关喽, 整亮点, 咋)",
    "colloquial": "colloquial wording", "room-multi": "a room with several lights: any of them is accepted",
    "category-by-name": "a wall-switch relay (category Switch) labelled as a light",
    "capability-action": "a command with a value or a specific capability (setpoint, level, mode, colour)",
    "room-alias": "a room word the home does not use literally (厕所, 门口)",
    "partial-name": "only part of a label, or a paraphrase of it", "lazy-label": "labels 灯 / 灯2 / 插座",
    "stale-room": "roomId points to a deleted room", "no-room": "device without roomId",
    "duplicate-label": "label shared by devices in several rooms (台灯, 插座, 暖气片, 温湿度计)",
    "numeral-zh": "Chinese numerals", "room-kind": "卧室 (= 大屋 + 小屋) or 屋里 (= the whole flat)",
    "bulk": "mode all", "bulk-except": "除了…", "cover": "curtains", "heating": "radiator valves / heaters",
    "climate": "air conditioners", "label-index": "numbered series 射灯1..5", "ordinal": "第三个 / 最后一个 / 二号",
    "fragment": "an incomplete command (射灯一)", "enumerated": "two devices named in one command",
    "range": "an index range (一到三)", "ambiguous-soft": "several fit; any accepted (mode one)",
    "exclude-name": "the exclusion names devices, not a room", "ambiguous": "asking back is right",
    "clarify": "mode clarify", "name-other-room": "客厅空调 sits in 大屋", "no-switch": "turned on/off without switch",
    "plug": "smart plugs", "fan": "fan", "unique-type": "only device of its type", "need": "states a need",
    "tv-channel": "TV channel (track control or remote keys)", "tv-volume": "TV volume: through 电视音响",
    "media": "TV and speakers", "volume": "speaker volume", "water-heater": "water heater",
    "appliance": "washer, robot…", "security": "door lock / door sensor", "state-query": "capabilities [*]",
    "no-spec": "device whose profile has no spec line", "pronoun": "它 / 那个", "unknown-floor": "楼上/二楼 in a one-floor flat",
    "unknown-room": "a room the home does not have", "repeat": "stuttered or repeated words",
    "multi-command": "two commands in one request", "any-count": "any one of several is enough",
    "reference": "refers to an earlier turn", "history": "has history", "clarify-followup": "answers a clarifying question",
    "state-followup": "acts on the device of an earlier state question", "asr": "speech-recognition error",
    "slow-speech": "pauses and fillers", "word-order": "room after the command", "not-command": "chit-chat: mode none",
    "long-text": "300-800 character rambling transcript ending in one request",
}


def write_readme(home: dict, spec_lines: list[dict], cases: list[dict]) -> None:
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    n_cmd = sum(len(s["capabilities"]) for s in spec_lines)
    n_en = sum(1 for s in spec_lines for c in s["capabilities"] if c["description"].isascii())
    L = [
        "# harbin: blind set — a retired couple's flat in Harbin plus their son's room",
        "",
        "Written without reading the engine's code or tests. Regenerate with `python build.py`;",
        "`python build.py --check` re-validates the written files. Formats: `shared/FORMATS.md`;",
        "labelling follows `shared/bench/dev/README.md` except where stated below.",
        "",
        f"- rooms: {len(home['rooms'])} ({'、'.join(ROOMS)}), one floor; devices: {len(home['items'])}; "
        f"lights: {len(LIGHTS)} (incl. 2 wall-switch relays labelled as lights; {len(DIMMABLE)} dimmable, "
        f"{len(LIGHTS) - len(DIMMABLE)} on/off only)",
        f"- spec: {len(spec_lines)} profiles (left out on purpose: {', '.join(sorted(SPEC_OMITTED))}); "
        f"{n_cmd} commands, {n_en} ({n_en / n_cmd:.0%}) described in English",
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- ids: uuid5 of readable keys (see `build.py`), location included.",
        "",
        "## Labelling decisions (a reviewer may dispute these)",
        "",
        "1. **卧室 = 大屋 + 小屋** (both are bedrooms; neither is named 卧室). A bulk command over 卧室 is",
        "   mode all over both rooms; a single command (卧室灯开开) is mode clarify (two rooms).",
        "2. **屋里 = the whole flat** (northern usage: indoors), not a particular room. \"屋里的灯全关了\" is",
        "   every light; \"屋里太热了\" accepts any heating or cooling device (mode one, ambiguous-soft).",
        "3. **Bare 灯 / 开灯 / 把灯关喽 → clarify**, although a device is labelled exactly 灯 (门厅): the label",
        "   is too generic to be taken as the target. 灯 is reached via 门厅 (门厅灯, 门口那灯) or by saying",
        "   \"叫灯的灯\". 灯2 is unique and is reached by its label; 阳台灯 means 灯2 (the only light there).",
        "4. **客厅空调 sits in 大屋**: it counts in both 大屋 and 客厅 (label room + roomId room), so",
        "   大屋空调 and 客厅空调 both mean it, and 大屋 bulk commands include it.",
        "5. **What is a light**: category Light plus the relays 厨房灯 and 卫生间灯 (category Switch).",
        "   排风扇 (also a relay) is not a light. 走廊灯 (deleted room) and 小夜灯 (no room) are lights with",
        "   no room: they are kept by 除了X exclusions and by whole-home bulk.",
        "6. **TV volume**: the TV profile `media-video-speaker` has volume only on its `speaker` component",
        "   (out of scope), so 电视声儿太大 / 电视静音 expect the soundbar labelled 电视音响.",
        "   TV channel: no profile has `tvChannel`; 换台 → `mediaTrackControl-nextTrack` or `keypadInput-sendKey`,",
        "   调到五台 → `keypadInput-sendKey` (NUMBER5).",
        "7. **小屋空调 is DeepSmart `Ac.v1`**: its only temperature command is the heating setpoint, used",
        "   also when cooling; its modes are `airConditionerMode`.",
        "8. **Radiators (暖气)**: real radiator-valve profiles. 客厅暖气 (Danfoss) has only a setpoint;",
        "   卫生间 暖气片 (Aqara E1) also has a valve (its ChildLock `lock` is another component: out of",
        "   scope, so 门锁上 must not pick it). 暖气烧得太热了 accepts any radiator (mode one); 暖气片 alone",
        "   is ambiguous (大屋 and 卫生间) → clarify.",
        "9. **Needs**: 太干了 → 加湿器 (the only humidifier, on a plug); 小屋冷 → 小屋暖气, 小屋空调 or 电暖气;",
        "   太亮了 → dim or switch off the room's lights.",
        "10. **射灯 without index** (把射灯打开) is mode one over all five (they are interchangeable in one",
        "   room); 射灯全开 / 射灯都关喽 are mode all. 射灯一到三 / 射灯二跟射灯四 are mode all over exactly",
        "   those. 开俩射灯 is tagged any-count and accepts any spot (mode one can't express \"two of\").",
        "11. **Not a command** (chit-chat, weather, world questions) uses the extension",
        "   `{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}`: act on nothing, ask nothing.",
        "   今儿外头多少度 is chit-chat (no outdoor sensor), not a state question.",
        "12. **Clarify entries with empty devices**: 把它关了 / 那个，给关一下 (no history), 楼上/二楼 (one",
        "   floor), 书房 (no such room): any device could be meant, so no candidate list is given.",
        "13. **电视 vs 电视旁边的灯 / 电视音响**: labels contain 电视; 关电视 means the TV only.",
        "14. **那四个插座都关了** expects exactly the four devices labelled 插座 (not 鱼缸, 冰柜, 电饭锅,",
        "   加湿器… which are plugs too). A bare 关插座 is clarify over the four.",
        "",
        "## Tags",
        "",
        "| tag | cases | meaning |", "| --- | --- | --- |",
    ]
    L += [f"| {t} | {k} | {TAG_MEANING.get(t, '')} |" for t, k in tags.most_common()]
    L += ["", "## Devices", "", "| label | room | category | profile | in spec |", "| --- | --- | --- | --- | --- |"]
    for key, (label, name, room, prof, _, _) in DEVICES.items():
        where = room if room in ROOMS else ("(roomId of deleted room 走廊)" if room else "(none)")
        L.append(f"| {label or name} | {where} | {category_of(key)} | {prof} | {'no' if prof in SPEC_OMITTED else 'yes'} |")
    (HERE / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")


def load_written() -> tuple[dict, list[dict], list[dict]]:
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec_lines = [json.loads(x) for x in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    cases = [json.loads(x) for x in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    return home, spec_lines, cases


def main() -> None:
    if "--check" not in sys.argv:
        home = home_json()
        (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        with open(HERE / "spec.jsonl", "w", encoding="utf-8") as fh:
            for line in SPEC.values():
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        cases = finish_cases()
        with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
            for row in cases:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        write_readme(home, list(SPEC.values()), cases)
    home, spec_lines, cases = load_written()
    errors = validate(home, spec_lines, cases)
    print(report(home, spec_lines, cases))
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
