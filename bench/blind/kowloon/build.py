"""Build the `kowloon` blind evaluation set: home.json, spec.jsonl, cases.jsonl, README.md.

Usage:
    python build.py           write the four files beside this script, then validate them
    python build.py --check   only re-validate the files on disk (nothing is written)

A Hong Kong family flat plus a rooftop, set up half-heartedly in SmartThings: factory names
left as labels, a room still called "Room 1", Cantonese labels repeated across rooms. Every
device uses a real SmartThingsEdgeDrivers profile (main-component categories and capabilities
copied from shared/data/smartthings/profiles.jsonl); commands, arguments and enums come from
capabilities.json. Descriptions in spec.jsonl were written for this set (about half Traditional
Chinese, half English). Written blind: without reading the engine's code, tests or docs.

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
NS = uuid.UUID("5b0f3c55-6a0e-4c1e-8d7e-6b6f776c6f6f")  # namespace of this set only
LOCATION_ID = str(uuid.uuid5(NS, "location:kowloon-flat"))

# ---------------------------------------------------------------------------------------------
# Rooms and devices
# ---------------------------------------------------------------------------------------------
ROOMS = ["客廳", "飯廳", "廚房", "主人房", "細房", "工人房", "廁所", "主人房廁所", "露台", "天台", "Room 1"]
ROOM_KEYS = {"客廳": "living", "飯廳": "dining", "廚房": "kitchen", "主人房": "master", "細房": "small",
             "工人房": "helper", "廁所": "wc", "主人房廁所": "ensuite", "露台": "balcony", "天台": "rooftop",
             "Room 1": "room1"}

# key: (label, factory name, room or None, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # 客廳
    "lr_big": ("大燈", "Zigbee Tunable White Ceiling Light", "客廳", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_spot1": ("射燈1", "Zigbee Dimmable Spotlight", "客廳", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lr_spot2": ("射燈2", "Zigbee Dimmable Spotlight", "客廳", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lr_spot3": ("射燈3", "Zigbee Dimmable Spotlight", "客廳", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lr_spot4": ("射燈4", "Zigbee Dimmable Spotlight", "客廳", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "lr_floor": ("座地燈", "Hue color lamp", "客廳", "white-and-color-ambiance", "philips-hue", "LAN"),
    "lr_ac": ("冷氣", "Matter Room Air Conditioner", "客廳", "room-air-conditioner", "matter-thermostat", "MATTER"),
    "lr_fan": ("風扇", "Z-Wave Fan Controller", "客廳", "fan-3speed", "zwave-fan", "ZWAVE"),
    "lr_curtain": ("窗簾", "Aqara Curtain Driver E1", "客廳", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "lr_tv": ("電視", "Matter TV", "客廳", "media-video-speaker", "matter-media", "MATTER"),
    "lr_sb": ("Soundbar", "Samsung Soundbar", "客廳", "samsung-audio", "samsung-audio", "LAN"),
    "lr_th": ("溫濕度計", "Aqara Temperature and Humidity Sensor", "客廳", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    "lr_lock": ("大門門鎖", "Aqara Smart Lock", "客廳", "aqara-lock-battery", "aqara-lock", "ZIGBEE"),
    "lr_door": ("大門門磁", "Zigbee Door Sensor", "客廳", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    "lr_fish": ("魚缸", "Zigbee Smart Plug", "客廳", "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    # 飯廳
    "dn_big": ("大燈", "Matter Tunable White Light", "飯廳", "light-level-colorTemperature", "matter-switch", "MATTER"),
    "dn_strip": ("客廳燈帶", "Zigbee RGBW Light Strip", "飯廳", "rgbw-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "dn_pendant": ("吊燈", "Zigbee Dimmer", "飯廳", "on-off-level-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "dn_fridge": ("雪櫃", "Matter Refrigerator", "飯廳", "refrigerator-freezer", "matter-appliance", "MATTER"),
    "dn_kettle": ("水煲", "Zigbee Plug", "飯廳", "basic-plug", "zigbee-switch", "ZIGBEE"),
    # 廚房
    "kt_light": ("廚房燈", "Zigbee On/Off Light", "廚房", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "kt_cab": ("廚櫃燈", "Matter Light with Power Meter", "廚房", "light-level-power", "matter-switch", "MATTER"),
    "kt_hood": ("抽油煙機", "Matter Extractor Hood", "廚房", "extractor-hood-light", "matter-appliance", "MATTER"),
    "kt_rice": ("電飯煲", "Matter Smart Plug", "廚房", "plug-binary", "matter-switch", "MATTER"),
    "kt_washer": ("洗衣機", "Matter Laundry Washer", "廚房", "laundry-washer", "matter-appliance", "MATTER"),
    "kt_leak": ("水浸感應器", "Zigbee Water Leak Sensor", "廚房", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    "kt_gas": ("煤氣探測器", "Aqara Natural Gas Detector", "廚房", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    # 主人房
    "mb_big": ("大燈", "Zigbee Tunable White Ceiling Light", "主人房", "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_bed": ("床頭燈", "Aqara LED Bulb T1", "主人房", "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "mb_closet": ("衣櫃燈", "Matter Light with Motion", "主人房", "light-level-motion", "matter-switch", "MATTER"),
    "mb_ac": ("冷氣", "DeepSmart AC", "主人房", "Ac.v1", "deepsmart", "LAN"),
    "mb_curtain": ("窗簾", "Zigbee Roller Shade", "主人房", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "mb_window": ("窗磁", "Zigbee Contact Sensor", "主人房", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    # 細房
    "sb_ceiling": ("天花燈", "Matter On/Off Light", "細房", "light-binary", "matter-switch", "MATTER"),
    "sb_desk": ("枱燈", "GE Link Bulb", "細房", "ge-link-bulb", "zigbee-switch", "ZIGBEE"),
    "sb_night": ("小夜燈", "Zigbee Color Light", "細房", "color-bulb", "zigbee-switch", "ZIGBEE"),
    "sb_ac": ("冷氣", "Matter Room Air Conditioner", "細房", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "sb_curtain": ("細房窗簾", "Zigbee Curtain Motor", "細房", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "sb_speaker": ("喇叭", "Sonos One", "細房", "sonos-player", "sonos", "LAN"),
    # 工人房
    "hr_bulb": ("Smart Bulb", "Zigbee On/Off Light", "工人房", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "hr_dehum": ("抽濕機", "Matter Smart Plug", "工人房", "plug-power", "matter-switch", "MATTER"),
    "hr_fan": ("風扇", "Matter Fan", "工人房", "fan-rock-wind", "matter-thermostat", "MATTER"),
    # 廁所
    "bt_light": ("廁所燈", "Zigbee Light", "廁所", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "bt_exhaust": ("抽氣扇", "Aqara Wall Switch H1", "廁所", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "bt_heater": ("熱水爐", "Matter Water Heater", "廁所", "water-heater", "matter-thermostat", "MATTER"),
    "bt_leak": ("水浸感應器", "Matter Leak Sensor", "廁所", "leak-battery", "matter-sensor", "MATTER"),
    # 主人房廁所
    "en_mirror": ("鏡前燈", "Matter Dimmable Light", "主人房廁所", "light-level", "matter-switch", "MATTER"),
    "en_ceiling": ("天花燈", "Zigbee On/Off Light", "主人房廁所", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "en_exhaust": ("抽氣扇", "Aqara Single Switch Module T1", "主人房廁所", "aqara-switch-module-no-power", "zigbee-switch", "ZIGBEE"),
    # 露台
    "bc_light": ("露台燈", "Matter Light with Power Meter", "露台", "light-power", "matter-switch", "MATTER"),
    "bc_th": ("溫濕度計", "Zigbee Temp Humidity Sensor", "露台", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    # 天台 (upstairs; the only place that is)
    "rt_string": ("燈串", "Matter Color Light", "天台", "light-color-level", "matter-switch", "MATTER"),
    "rt_flood": ("天台燈", "Matter Light with Energy Meter", "天台", "light-energy-powerConsumption", "matter-switch", "MATTER"),
    "rt_valve": ("淋花水掣", "Matter Water Valve", "天台", "water-valve", "matter-switch", "MATTER"),
    "rt_motion": ("天台感應器", "Aqara Motion Sensor", "天台", "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    "rt_pump": ("水泵", "Zigbee Plug", "天台", "basic-plug", "zigbee-switch", "ZIGBEE"),
    # Room 1 (never renamed)
    "r1_lamp": ("書枱燈", "Matter Desk Lamp", "Room 1", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "r1_pc": ("電腦插蘇", "Matter Energy Plug", "Room 1", "plug-power-energy-powerConsumption", "matter-switch", "MATTER"),
    "r1_sw": ("Zigbee Switch 3", "Zigbee Switch", "Room 1", "basic-switch", "zigbee-switch", "ZIGBEE"),
    # no room
    "nr_bulb2": ("Smart Bulb (2)", "Zigbee RGBW Bulb", None, "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "nr_plug": ("Smart Plug", "Zigbee Smart Plug", None, "switch-power-smartplug-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "nr_robot": ("掃地機", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER"),
}

# Profiles of this home deliberately left out of spec.jsonl (the engine must cope by name/room).
LEFT_OUT = {"refrigerator-freezer", "motion-battery-aqara", "contact-battery-profile"}

# ---------------------------------------------------------------------------------------------
# Profiles and capability definitions
# ---------------------------------------------------------------------------------------------
def _load_profiles() -> dict:
    out = {}
    for line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        p = json.loads(line)
        out[(p["name"], p["driver"].split("/")[-1])] = p
    return out


PROFILES = _load_profiles()
CAPDEFS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]


def profile_of(key: str) -> dict:
    d = DEVICES[key]
    return PROFILES[(d[3], d[4])]


def category_of(key: str) -> str:
    cats = profile_of(key)["categories"]
    return cats[0] if cats else "Unknown"


def room_of(key: str) -> str | None:
    return DEVICES[key][2]


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + ROOM_KEYS[room]))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set, (Traditional Chinese, English)
# ---------------------------------------------------------------------------------------------
DESC = {
    "switch.on": ("開啟電源", "switch on"),
    "switch.off": ("關閉電源", "switch off"),
    "switchLevel.setLevel": ("設定光暗（百分比）", "set dimmer level in percent"),
    "statelessSwitchLevelStep.stepLevel": ("逐級調光，正數較光、負數較暗", "step brightness (positive brighter, negative dimmer)"),
    "colorControl.setColor": ("設定燈光顏色", "set colour (hue/saturation or hex)"),
    "colorControl.setHue": ("設定色相", "set hue"),
    "colorControl.setSaturation": ("設定色彩飽和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("設定色溫（K 數越低越暖黃）", "set white colour temperature in kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("將色溫調暖或調冷少少", "step colour temperature warmer or cooler"),
    "windowShade.open": ("窗簾全開（拉開）", "open the curtain fully"),
    "windowShade.close": ("窗簾全關（拉埋）", "close the curtain fully"),
    "windowShade.pause": ("窗簾停喺而家位置", "stop the curtain where it is"),
    "windowShadeLevel.setShadeLevel": ("設定窗簾開幾多（0 全關、100 全開）", "set curtain opening level"),
    "windowShadePreset.presetPosition": ("去預設位置", "move to the preset position"),
    "windowShadePreset.setPresetPosition": ("更改預設位置", "change the preset position"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("將窗簾開多啲或者關多啲", "step the curtain level"),
    "airConditionerMode.setAirConditionerMode": ("設定冷氣模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("設定風速", "set fan speed mode"),
    "thermostatMode.setThermostatMode": ("設定運作模式", "set operating mode"),
    "thermostatMode.heat": ("轉暖氣模式", "heat mode"),
    "thermostatMode.cool": ("轉冷氣模式", "cool mode"),
    "thermostatMode.auto": ("轉自動模式", "auto mode"),
    "thermostatMode.off": ("停止運作", "turn operation off"),
    "thermostatMode.emergencyHeat": ("緊急加熱", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("設定冷氣目標溫度", "set cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("設定暖氣目標溫度", "set heating target temperature"),
    "fanSpeed.setFanSpeed": ("設定風扇檔數", "set fan speed step"),
    "fanSpeedPercent.setPercent": ("設定風速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("設定抽風檔位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("設定擺頭方式", "set oscillation"),
    "windMode.setWindMode": ("設定風類（自然風、睡眠風）", "set wind type"),
    "audioVolume.setVolume": ("設定音量", "set volume"),
    "audioVolume.volumeUp": ("大聲啲", "volume up one step"),
    "audioVolume.volumeDown": ("細聲啲", "volume down one step"),
    "audioMute.mute": ("靜音", "mute"),
    "audioMute.unmute": ("取消靜音", "unmute"),
    "audioMute.setMute": ("設定靜音狀態", "set mute state"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暫停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快進", "fast forward"),
    "mediaPlayback.rewind": ("倒帶", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("設定播放狀態", "set playback status"),
    "mediaTrackControl.nextTrack": ("下一首／下一集", "next track"),
    "mediaTrackControl.previousTrack": ("上一首／上一集", "previous track"),
    "mediaPresets.playPreset": ("播放我的最愛", "play a favourite preset"),
    "audioNotification.playTrack": ("播一段提示聲", "play an audio notification"),
    "audioNotification.playTrackAndResume": ("播提示聲之後繼續原本嘅嘢", "play a clip then resume"),
    "audioNotification.playTrackAndRestore": ("播提示聲之後還原", "play a clip then restore"),
    "keypadInput.sendKey": ("遙控器按鍵", "send a remote key"),
    "lock.lock": ("上鎖", "lock"),
    "lock.unlock": ("開鎖", "unlock"),
    "lock.unlatch": ("開鎖並拉開門舌", "unlatch"),
    "valve.open": ("開水掣", "open the valve"),
    "valve.close": ("閂水掣", "close the valve"),
    "operationalState.start": ("開始", "start"),
    "operationalState.pause": ("暫停", "pause"),
    "operationalState.resume": ("繼續", "resume"),
    "operationalState.stop": ("停止", "stop"),
    "robotCleanerOperatingState.start": ("開始打掃", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暫停打掃", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("返充電座", "return to dock"),
    "mode.setMode": ("揀模式／程序", "select mode"),
    "laundryWasherRinseMode.setRinseMode": ("設定過水次數", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("設定脫水轉速", "set spin speed"),
    "refresh.refresh": ("更新狀態", "refresh"),
    "energyMeter.resetEnergyMeter": ("電錶清零", "reset energy meter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("檢查韌體更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("更新韌體", "update firmware"),
}
DESC_BY_CATEGORY = {
    ("AirConditioner", "switch.on"): ("開冷氣", "turn on the air conditioner"),
    ("AirConditioner", "switch.off"): ("閂冷氣", "turn off the air conditioner"),
    ("Washer", "operationalState.start"): ("開始洗衫", "start washing"),
    ("Washer", "mode.setMode"): ("揀洗衫程序", "select wash programme"),
    ("RobotCleaner", "mode.setMode"): ("揀清潔模式（吸塵／拖地）", "select cleaning mode"),
    ("WaterHeater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("設定熱水溫度", "set hot water temperature"),
    ("WaterHeater", "mode.setMode"): ("設定熱水爐模式", "set water heater mode"),
    ("KitchenHood", "fanMode.setFanMode"): ("設定抽油煙機檔位", "set hood fan level"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("設定冷氣溫度", "set target temperature"),
}
ENGLISH_PROFILES = {"samsung-audio", "window-treatment-battery", "light-color-level", "fan-rock-wind"}
CHINESE_PROFILES = {"Ac.v1", "room-air-conditioner"}

VALUES = {  # value -> (Traditional, English)
    "tmode_ac": [("off", "停機", "off"), ("cool", "冷氣", "cool"), ("heat", "暖氣", "heat"), ("auto", "自動", "auto"),
                 ("dryair", "抽濕", "dry"), ("fanonly", "送風", "fan only")],
    "tmode_heat": [("off", "關", "off"), ("heat", "加熱", "heat")],
    "ac_mode": [("cool", "冷氣", "cool"), ("heat", "暖氣", "heat"), ("fan", "送風", "fan"), ("dry", "抽濕", "dry"),
                ("auto", "自動", "auto")],
    "ac_fan": [("auto", "自動風", "auto"), ("low", "細風", "low"), ("medium", "中風", "medium"), ("high", "大風", "high")],
    "fan_fan": [("off", "關", "off"), ("low", "慢", "low"), ("medium", "中", "medium"), ("high", "快", "high"),
                ("auto", "自動", "auto")],
    "hood_fan": [("off", "關", "off"), ("low", "細", "low"), ("medium", "中", "medium"), ("high", "大（爆炒）", "high"),
                 ("auto", "自動", "auto")],
    "osc": [("off", "唔擺頭", "off"), ("horizontal", "左右擺", "horizontal"), ("vertical", "上下擺", "vertical"),
            ("swing", "全方位擺", "swing")],
    "wind": [("noWind", "普通風", "normal"), ("sleepWind", "睡眠風", "sleep"), ("naturalWind", "自然風", "natural")],
    "rvc_mode": [("Vacuum", "吸塵", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "吸塵加拖地", "vacuum and mop")],
    "washer_mode": [("Normal", "標準", "normal"), ("Quick", "快洗", "quick"), ("Delicate", "輕柔", "delicate"),
                    ("Heavy", "強力", "heavy")],
    "rinse": [("normal", "標準過水", "normal"), ("extra", "多過一次水", "extra")],
    "spin": [("off", "唔脫水", "no spin"), ("low", "慢脫", "low"), ("medium", "中速", "medium"), ("high", "快脫", "high")],
}
VALUE_LISTS = {
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("fan-rock-wind", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("extractor-hood-light", "fanMode.setFanMode"): "hood_fan",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
}
GENERIC_VALUE_LISTS = {"fanOscillationMode.setFanOscillationMode": "osc", "windMode.setWindMode": "wind"}
RANGES = {
    "switchLevel.setLevel": (0, 100, "%"), "statelessSwitchLevelStep.stepLevel": (-100, 100, "%"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": (-100, 100, "%"),
    "colorControl.setHue": (0, 100, "%"), "colorControl.setSaturation": (0, 100, "%"),
    "colorTemperature.setColorTemperature": (2200, 6500, "K"), "windowShadeLevel.setShadeLevel": (0, 100, "%"),
    "windowShadePreset.setPresetPosition": (0, 100, "%"), "statelessWindowShadeLevelStep.stepShadeLevel": (-100, 100, "%"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": (16, 30, "C"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": (16, 30, "C"),
    "fanSpeedPercent.setPercent": (0, 100, "%"), "audioVolume.setVolume": (0, 100, "%"),
}
PROFILE_RANGES = {("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
                  ("fan-3speed", "fanSpeed.setFanSpeed"): (0, 3, None)}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def english(profile: str, cmd_id: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    if profile in CHINESE_PROFILES:
        return False
    return zlib.crc32(f"kowloon|{profile}|{cmd_id}".encode()) % 2 == 0


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
            use_en = english(name, cmd_id)
            entry: dict = {"id": cmd_id, "description": en if use_en else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                arg = args[0]
                entry["type"] = ARG_TYPES.get(key, arg.get("type", "string"))
                rng = PROFILE_RANGES.get((name, key)) or RANGES.get(key)
                if key in CONFIG_KEYS:
                    cfg_cap, cfg_key = CONFIG_KEYS[key]
                    for value in profile["capability_config"].get(cfg_cap, []):
                        if value.get("key") == cfg_key and "range" in value:
                            rng = (value["range"][0], value["range"][1], rng[2] if rng else None)
                if rng:
                    entry["value_range"] = {"min": rng[0], "max": rng[1], **({"unit": rng[2]} if rng[2] else {})}
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
    if _prof["name"] not in SPEC and _prof["name"] not in LEFT_OUT:
        SPEC[_prof["name"]] = spec_line(_prof)


def spec_ids(key: str) -> set[str]:
    line = SPEC.get(DEVICES[key][3])
    return {c["id"] for c in line["capabilities"]} if line else set()


# ---------------------------------------------------------------------------------------------
# Command ids
# ---------------------------------------------------------------------------------------------
def C(cap: str, cmd: str) -> str:
    return f"main-{cap}-{cmd}"


ON, OFF = C("switch", "on"), C("switch", "off")
SETLEVEL, STEPLEVEL = C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")
SETCOLOR, SETHUE = C("colorControl", "setColor"), C("colorControl", "setHue")
SETCT, STEPCT = C("colorTemperature", "setColorTemperature"), C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
OPEN, CLOSE, PAUSE = C("windowShade", "open"), C("windowShade", "close"), C("windowShade", "pause")
SHADELEVEL, STEPSHADE = C("windowShadeLevel", "setShadeLevel"), C("statelessWindowShadeLevelStep", "stepShadeLevel")
COOLSP, HEATSP = C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("thermostatHeatingSetpoint", "setHeatingSetpoint")
TMODE = C("thermostatMode", "setThermostatMode")
TCOOL, THEAT, TAUTO, TOFF = (C("thermostatMode", m) for m in ("cool", "heat", "auto", "off"))
ACMODE, ACFAN = C("airConditionerMode", "setAirConditionerMode"), C("airConditionerFanMode", "setFanMode")
FANSPEED, FANPCT, FANMODE = C("fanSpeed", "setFanSpeed"), C("fanSpeedPercent", "setPercent"), C("fanMode", "setFanMode")
OSC, WIND = C("fanOscillationMode", "setFanOscillationMode"), C("windMode", "setWindMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT, KEY = C("mediaTrackControl", "nextTrack"), C("keypadInput", "sendKey")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
VOPEN, VCLOSE = C("valve", "open"), C("valve", "close")
OPSTART, OPPAUSE = C("operationalState", "start"), C("operationalState", "pause")
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE = C("mode", "setMode")
ANY = "*"

DIM = [SETLEVEL, STEPLEVEL]
COLOR = [SETCOLOR, SETHUE]
WARM = [SETCT, STEPCT]
SETPOINT = [COOLSP, HEATSP]
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
VOL_UP = [VOLUP, SETVOL]
VOL_DOWN = [VOLDOWN, SETVOL]
MUTES = [MUTE, SETMUTE]
FAN_ON = [ON, FANSPEED, ACFAN, FANPCT]          # fan-3speed has a switch; fan-rock-wind is started by its level
FAN_UP = [FANSPEED, ACFAN, FANPCT]
AC_ON_COOL = [ON, TCOOL, TMODE, ACMODE]

# ---------------------------------------------------------------------------------------------
# Sets: scope rules (README "Labelling decisions")
# ---------------------------------------------------------------------------------------------
def label_room(key: str) -> str | None:
    """Room word in a label, longest non-overlapping match; none or several -> None."""
    label = DEVICES[key][0]
    hits = sorted({r for r in ROOMS if r in label}, key=len, reverse=True)
    chosen: list[str] = []
    for r in hits:
        if not any(r in c for c in chosen):
            chosen.append(r)
    return chosen[0] if len(chosen) == 1 else None


def rooms_of(key: str) -> set[str]:
    """A device is in its room and, when its label names another room (客廳燈帶 in 飯廳), in that one too."""
    out = {room_of(key)} if room_of(key) else set()
    lr = label_room(key)
    if lr:
        out.add(lr)
    return out


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light"]


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def with_cmd(keys: list[str], cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k)]


LIGHTS = lights()
ACS = of_category("AirConditioner")
CURTAINS = of_category("Blind")
PLUGS = of_category("SmartPlug")
SPOTS = ["lr_spot1", "lr_spot2", "lr_spot3", "lr_spot4"]
BIGS = ["lr_big", "dn_big", "mb_big"]
FANS = ["lr_fan", "hr_fan"]
EXHAUSTS = ["bt_exhaust", "en_exhaust"]
SPEAKERS = ["lr_sb", "sb_speaker"]
LR_LIGHTS = in_rooms(LIGHTS, "客廳")
DN_LIGHTS = in_rooms(LIGHTS, "飯廳")

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


def clarify(keys=(), cmds=()) -> dict:
    if not keys:
        return {"devices": [], "capabilities": [], "mode": "clarify"}
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


def none() -> dict:
    return {"devices": [], "capabilities": [], "mode": "none"}


CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = (), lang: str = "cantonese") -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": [lang, *tags],
                  "history": list(history)})


# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
# --- rooms said as people say them ------------------------------------------------------------
case("room", "客廳開燈", one(LR_LIGHTS, ON), tags=("room", "room-multi", "name-other-room"))
case("room", "閂咗飯廳啲燈佢", every(DN_LIGHTS, OFF), tags=("room", "bulk"))
case("room", "廚房著燈", one(["kt_light", "kt_cab"], ON), tags=("room", "room-multi"))
case("room", "開廁所燈", one("bt_light", ON), tags=("room", "two-toilets"))
case("room", "廁所盞燈閂咗佢啦", one("bt_light", OFF), tags=("room", "two-toilets"))
case("room", "主人房廁所開燈", one(["en_mirror", "en_ceiling"], ON), tags=("room", "two-toilets", "room-multi"))
case("room", "入面個廁所開下燈，主人房嗰個", one(["en_mirror", "en_ceiling"], ON), tags=("room", "two-toilets", "room-alias"))
case("room", "開廁所抽氣扇", one("bt_exhaust", ON), tags=("room", "two-toilets", "duplicate-label"))
case("room", "主人房個廁所啲抽氣扇開咗佢", one("en_exhaust", ON), tags=("room", "two-toilets", "duplicate-label"))
case("room", "兩個廁所啲抽氣扇全部開晒", every(EXHAUSTS, ON), tags=("room", "two-toilets", "bulk"))
case("room", "開 Room 1 盞燈", one("r1_lamp", ON), tags=("room", "room-1", "code-mixed"))
case("room", "room one 嗰盞燈閂咗佢", one("r1_lamp", OFF), tags=("room", "room-1", "code-mixed"))
case("room", "Room1啲燈較暗啲", one("r1_lamp", DIM), tags=("room", "room-1", "relative"))
case("room", "閂咗 Room 1 部電腦個插蘇", one("r1_pc", OFF), tags=("room", "room-1", "plug"))
case("room", "大房冷氣開咗佢", one("mb_ac", ON), tags=("room", "room-alias", "duplicate-label"))
case("room", "大房啲燈全部閂晒", every(in_rooms(LIGHTS, "主人房"), OFF), tags=("room", "room-alias", "bulk"))
case("room", "細房開燈", one(in_rooms(LIGHTS, "細房"), ON), tags=("room", "room-multi"))
case("room", "細路房個冷氣開咗佢", one("sb_ac", ON), tags=("room", "room-alias", "duplicate-label"))
case("room", "工人姐姐間房盞燈閂咗佢", one("hr_bulb", OFF), tags=("room", "room-alias", "factory-name"))
case("room", "露台著燈", one("bc_light", ON), tags=("room",))
case("room", "天台開燈", one(["rt_string", "rt_flood"], ON), tags=("room", "room-multi"))
case("room", "上天台開晒啲燈", every(["rt_string", "rt_flood"], ON), tags=("room", "bulk"))
case("room", "主人房冷氣閂咗佢", one("mb_ac", OFF), tags=("room", "duplicate-label"))
case("room", "打開客廳的空調", one("lr_ac", ON), tags=("room", "duplicate-label"), lang="mandarin")
case("room", "把主卧的窗帘关上", one("mb_curtain", [CLOSE, SHADELEVEL]), tags=("room", "room-alias", "cover"), lang="mandarin")
case("room", "次卧空调调到26度", one("sb_ac", SETPOINT), tags=("room", "room-alias", "temperature"), lang="mandarin")

# --- bulk -----------------------------------------------------------------------------------
case("bulk", "全部燈閂晒", every(LIGHTS, OFF), tags=("bulk",))
case("bulk", "幫我 turn off 晒屋企啲燈", every(LIGHTS, OFF), tags=("bulk", "code-mixed"))
case("bulk", "關掉家裡所有的燈", every(LIGHTS, OFF), tags=("bulk",), lang="mandarin")
case("bulk", "除咗主人房，啲冷氣全部閂晒", every(except_rooms(ACS, "主人房"), OFF), tags=("bulk", "bulk-except"))
case("bulk", "全屋冷氣開晒佢", every(ACS, ON), tags=("bulk",))
case("bulk", "客廳啲燈全部閂晒", every(LR_LIGHTS, OFF), tags=("bulk", "room", "name-other-room"))
case("bulk", "除咗細房，全屋啲燈閂晒", every(except_rooms(LIGHTS, "細房"), OFF), tags=("bulk", "bulk-except"))
case("bulk", "啲窗簾全部拉開", every(CURTAINS, OPEN), tags=("bulk", "cover"))
case("bulk", "全部窗簾拉埋佢", every(CURTAINS, CLOSE), tags=("bulk", "cover"))
case("bulk", "所有燈調到一半光", every(with_cmd(LIGHTS, SETLEVEL), SETLEVEL), tags=("bulk", "capability-subset", "level"))
case("bulk", "啲燈全部轉做紅色", every(with_cmd(LIGHTS, SETCOLOR), COLOR), tags=("bulk", "capability-subset", "color"))
case("bulk", "兩個廁所啲燈全部閂晒", every(in_rooms(LIGHTS, "廁所", "主人房廁所"), OFF), tags=("bulk", "two-toilets"))
case("bulk", "客廳同飯廳啲燈全開", every(in_rooms(LIGHTS, "客廳", "飯廳"), ON), tags=("bulk", "room"))
case("bulk", "除咗主人房，其他冷氣set晒25度", every(except_rooms(ACS, "主人房"), SETPOINT),
     tags=("bulk", "bulk-except", "temperature", "code-mixed"))
case("bulk", "細房啲燈全部著晒", every(in_rooms(LIGHTS, "細房"), ON), tags=("bulk", "room"))
case("bulk", "全部插蘇閂晒", every(PLUGS, OFF), tags=("bulk", "plug"))
case("bulk", "除咗天台，全屋啲燈閂晒", every(except_rooms(LIGHTS, "天台"), OFF), tags=("bulk", "bulk-except"))
case("bulk", "除咗客廳同主人房，啲冷氣全部開冷", one(except_rooms(ACS, "客廳", "主人房"), TO_COOL),
     tags=("bulk-except", "bulk-of-one", "climate", "mode"))
case("bulk", "全屋啲燈較暗啲", every(with_cmd(LIGHTS, STEPLEVEL), [SETLEVEL, STEPLEVEL]),
     tags=("bulk", "capability-subset", "relative"))
case("bulk", "除咗主人房，啲冷氣全部轉抽濕", every(except_rooms(ACS, "主人房"), TMODE),
     tags=("bulk", "bulk-except", "climate", "mode"))

# --- numbered series: 射燈1..4 --------------------------------------------------------------
case("index", "開射燈3", one("lr_spot3", ON), tags=("label-index",))
case("index", "第三盞射燈閂咗佢", one("lr_spot3", OFF), tags=("label-index", "ordinal"))
case("index", "射燈全開", every(SPOTS, ON), tags=("label-index", "bulk"))
case("index", "啲射燈全部閂晒", every(SPOTS, OFF), tags=("label-index", "bulk"))
case("index", "射燈一同射燈二開咗佢", every(["lr_spot1", "lr_spot2"], ON), tags=("label-index", "numeral-zh", "bulk"))
case("index", "射燈四調暗啲", one("lr_spot4", DIM), tags=("label-index", "numeral-zh", "relative"))
case("index", "射燈二較光啲", one("lr_spot2", DIM), tags=("label-index", "numeral-zh", "relative"))
case("index", "第一盞射燈調去三成光", one("lr_spot1", SETLEVEL), tags=("label-index", "ordinal", "level"))
case("index", "射燈全部調去30%", every(SPOTS, SETLEVEL), tags=("label-index", "bulk", "level"))
case("index", "射燈 number 4 閂咗佢", one("lr_spot4", OFF), tags=("label-index", "code-mixed"))
case("index", "把射灯2关掉", one("lr_spot2", OFF), tags=("label-index",), lang="mandarin")

# --- factory names --------------------------------------------------------------------------
case("factory", "開 Smart Bulb 2", one("nr_bulb2", ON), tags=("factory-name", "no-room", "code-mixed"))
case("factory", "Smart Bulb (2) 轉藍色", one("nr_bulb2", COLOR), tags=("factory-name", "no-room", "color", "code-mixed"))
case("factory", "smart bulb 二 閂咗佢", one("nr_bulb2", OFF), tags=("factory-name", "no-room", "code-mixed", "numeral-zh"))
case("factory", "閂 Smart Bulb", one("hr_bulb", OFF), tags=("factory-name", "code-mixed"))
case("factory", "開 Smart Plug", one("nr_plug", ON), tags=("factory-name", "no-room", "plug", "code-mixed"))
case("factory", "smart plug 閂咗佢", one("nr_plug", OFF), tags=("factory-name", "no-room", "plug", "code-mixed"))
case("factory", "Zigbee Switch 3 閂咗佢", one("r1_sw", OFF), tags=("factory-name", "code-mixed"))
case("factory", "開 switch 3", one("r1_sw", ON), tags=("factory-name", "partial-name", "code-mixed"))
case("factory", "Room 1 個 switch 開咗佢", one("r1_sw", ON), tags=("factory-name", "room-1", "code-mixed"))
case("factory", "工人房盞燈開咗佢", one("hr_bulb", ON), tags=("factory-name", "room"))
case("factory", "著咗工人房盞燈佢", one("hr_bulb", ON), tags=("factory-name", "room"))
case("factory", "Smart Bulb 2 較暗啲", one("nr_bulb2", DIM), tags=("factory-name", "no-room", "relative", "code-mixed"))

# --- labels: duplicates, other-room names, custom ---------------------------------------------
case("label", "開客廳燈帶", one("dn_strip", ON), tags=("name-other-room",))
case("label", "飯廳條燈帶轉做紫色", one("dn_strip", COLOR), tags=("name-other-room", "color"))
case("label", "客廳大燈閂咗佢", one("lr_big", OFF), tags=("duplicate-label", "room"))
case("label", "主人房大燈著咗佢", one("mb_big", ON), tags=("duplicate-label", "room"))
case("label", "飯廳大燈較光啲", one("dn_big", DIM), tags=("duplicate-label", "room", "relative"))
case("label", "細房天花燈閂咗佢", one("sb_ceiling", OFF), tags=("duplicate-label", "room"))
case("label", "開枱燈", one("sb_desk", ON), tags=("unique-label",))
case("label", "書枱燈較光啲", one("r1_lamp", DIM), tags=("relative",))
case("label", "床頭燈開暖黃光", one("mb_bed", WARM), tags=("color-temperature",))
case("label", "小夜燈轉粉紅色", one("sb_night", COLOR), tags=("color",))
case("label", "座地燈較白啲", one("lr_floor", WARM), tags=("color-temperature", "relative"))
case("label", "鏡前燈開到最光", one("en_mirror", SETLEVEL), tags=("level",))
case("label", "衣櫃燈閂咗佢", one("mb_closet", OFF), tags=())
case("label", "燈串轉綠色", one("rt_string", COLOR), tags=("color",))
case("label", "開魚缸", one("lr_fish", ON), tags=("plug",))
case("label", "水煲開咗佢", one("dn_kettle", ON), tags=("plug",))
case("label", "煲飯，開電飯煲", one("kt_rice", ON), tags=("plug",))
case("label", "開抽濕機", one("hr_dehum", ON), tags=("plug",))
case("label", "天台水泵閂咗佢", one("rt_pump", OFF), tags=("plug", "room"))
case("label", "廚櫃燈閂咗佢", one("kt_cab", OFF), tags=())

# --- capability actions -----------------------------------------------------------------------
case("action", "客廳冷氣開冷", one("lr_ac", TO_COOL), tags=("capability-action", "climate", "mode"))
case("action", "主人房冷氣轉抽濕", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("action", "細房冷氣轉送風", one("sb_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "客廳冷氣轉做抽濕模式", one("lr_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("action", "大房冷氣開送風得啦", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode", "room-alias"))
case("action", "set 客廳冷氣去 24 度", one("lr_ac", SETPOINT), tags=("capability-action", "temperature", "code-mixed"))
case("action", "主人房冷氣較到廿五度", one("mb_ac", HEATSP), tags=("capability-action", "temperature", "numeral-zh"))
case("action", "細房冷氣高一度", one("sb_ac", SETPOINT), tags=("capability-action", "temperature", "relative"))
case("action", "客廳冷氣風速較大啲", one("lr_ac", [ACFAN, FANPCT]), tags=("capability-action", "fan", "relative"))
case("action", "主人房冷氣轉細風", one("mb_ac", ACFAN), tags=("capability-action", "fan"))
case("action", "客廳風扇較大檔啲", one("lr_fan", FANSPEED), tags=("capability-action", "fan", "relative"))
case("action", "客廳風扇開三檔", one("lr_fan", FANSPEED), tags=("capability-action", "fan", "numeral-zh"))
case("action", "工人房風扇開到最大", one("hr_fan", [ACFAN, FANPCT]), tags=("capability-action", "fan", "no-switch"))
case("action", "工人房把風扇擺頭", one("hr_fan", OSC), tags=("capability-action", "fan"))
case("action", "工人房風扇轉自然風", one("hr_fan", WIND), tags=("capability-action", "fan", "mode"))
case("action", "客廳窗簾拉埋", one("lr_curtain", [CLOSE, SHADELEVEL]), tags=("capability-action", "cover", "duplicate-label"))
case("action", "主人房窗簾拉開", one("mb_curtain", [OPEN, SHADELEVEL]), tags=("capability-action", "cover", "duplicate-label"))
case("action", "細房窗簾開一半", one("sb_curtain", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("action", "客廳窗簾拉開少少", one("lr_curtain", [STEPSHADE, SHADELEVEL]), tags=("capability-action", "cover", "relative"))
case("action", "主人房窗簾停一停", one("mb_curtain", PAUSE), tags=("capability-action", "cover"))
case("action", "叫掃地機去掃地", one("nr_robot", RVCSTART), tags=("capability-action", "robot", "no-room"))
case("action", "掃地機返去充電", one("nr_robot", RVCHOME), tags=("capability-action", "robot", "no-room"))
case("action", "robot 返去 charge 啦", one("nr_robot", RVCHOME), tags=("capability-action", "robot", "code-mixed"))
case("action", "掃地機停一停先", one("nr_robot", RVCPAUSE), tags=("capability-action", "robot"))
case("action", "掃地機轉拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "robot", "mode"))
case("action", "扫地机器人开始扫地", one("nr_robot", RVCSTART), tags=("capability-action", "robot"), lang="mandarin")
case("action", "開電視", one("lr_tv", ON), tags=("capability-action", "media"))
case("action", "閂咗部電視佢", one("lr_tv", OFF), tags=("capability-action", "media"))
case("action", "電視較細聲啲", one("lr_sb", VOL_DOWN), tags=("capability-action", "media", "volume", "tv-volume"))
case("action", "電視大聲啲，聽唔到呀", one("lr_sb", VOL_UP), tags=("capability-action", "media", "volume", "tv-volume"))
case("action", "電視靜音", one("lr_sb", MUTES), tags=("capability-action", "media", "volume", "tv-volume"))
case("action", "電視暫停一陣", one("lr_tv", MPAUSE), tags=("capability-action", "media"))
case("action", "TV pause 咗佢先", one("lr_tv", MPAUSE), tags=("capability-action", "media", "code-mixed"))
case("action", "電視轉下一集", one("lr_tv", NEXT), tags=("capability-action", "media"))
case("action", "電視返主頁", one("lr_tv", KEY), tags=("capability-action", "media"))
case("action", "Soundbar mute 咗佢", one("lr_sb", MUTES), tags=("capability-action", "media", "volume", "code-mixed"))
case("action", "Soundbar 音量set去30", one("lr_sb", SETVOL), tags=("capability-action", "media", "volume", "code-mixed"))
case("action", "細房個喇叭較細聲啲", one("sb_speaker", VOL_DOWN), tags=("capability-action", "media", "volume"))
case("action", "喇叭播歌", one("sb_speaker", PLAY), tags=("capability-action", "media"))
case("action", "鎖門", one("lr_lock", LOCK), tags=("capability-action", "lock"))
case("action", "幫我鎖咗大門佢", one("lr_lock", LOCK), tags=("capability-action", "lock"))
case("action", "開大門", one("lr_lock", [UNLOCK, UNLATCH]), tags=("capability-action", "lock"))
case("action", "開熱水爐", one("bt_heater", [THEAT, TMODE]), tags=("capability-action", "no-switch"))
case("action", "熱水爐調去六十度", one("bt_heater", HEATSP), tags=("capability-action", "temperature", "numeral-zh"))
case("action", "閂咗個熱水爐", one("bt_heater", [TOFF, TMODE]), tags=("capability-action", "no-switch"))
case("action", "把热水器温度调到55度", one("bt_heater", HEATSP), tags=("capability-action", "temperature"), lang="mandarin")
case("action", "開抽油煙機", one("kt_hood", [FANMODE, FANPCT]), tags=("capability-action", "no-switch"))
case("action", "抽油煙機開大啲", one("kt_hood", [FANMODE, FANPCT]), tags=("capability-action", "no-switch", "relative"))
case("action", "天台淋花", one("rt_valve", VOPEN), tags=("capability-action", "valve"))
case("action", "閂咗淋花水掣", one("rt_valve", VCLOSE), tags=("capability-action", "valve"))
case("action", "洗衣機開始洗衫", one("kt_washer", [OPSTART, ON]), tags=("capability-action", "appliance"))
case("action", "洗衣機用快洗", one("kt_washer", SETMODE), tags=("capability-action", "appliance", "mode"))
case("action", "洗衣機暫停", one("kt_washer", OPPAUSE), tags=("capability-action", "appliance"))

# --- two actions in one clause / multi-command ------------------------------------------------
case("multi", "客廳冷氣開24度", one("lr_ac", ON), one("lr_ac", SETPOINT), tags=("capability-action", "temperature", "two-in-one-clause"))
case("multi", "射燈3開到一半光", one("lr_spot3", ON), one("lr_spot3", SETLEVEL), tags=("label-index", "level", "two-in-one-clause"))
case("multi", "床頭燈著暖黃光", one("mb_bed", ON), one("mb_bed", WARM), tags=("color-temperature", "two-in-one-clause"))
case("multi", "主人房冷氣開抽濕", one("mb_ac", ON), one("mb_ac", ACMODE), tags=("capability-action", "mode", "two-in-one-clause"))
case("multi", "客廳拉埋窗簾，閂埋大燈", one("lr_curtain", [CLOSE, SHADELEVEL]), one("lr_big", OFF), tags=("cover", "room"))
case("multi", "開電視，較細聲啲", one("lr_tv", ON), one("lr_sb", VOL_DOWN), tags=("media", "volume", "tv-volume"))
case("multi", "掃地機去掃地，掃完返去充電", one("nr_robot", RVCSTART), one("nr_robot", RVCHOME), tags=("robot",))
case("multi", "主人房冷氣開咗佢，set 去 23 度", one("mb_ac", ON), one("mb_ac", HEATSP), tags=("temperature", "code-mixed"))
case("multi", "鎖咗大門，閂埋客廳啲燈", one("lr_lock", LOCK), every(LR_LIGHTS, OFF), tags=("lock", "bulk", "name-other-room"))
case("multi", "著咗枱燈，閂咗天花燈", one("sb_desk", ON), one("sb_ceiling", OFF),
     tags=("implied-room", "duplicate-label"))
case("multi", "細房冷氣開冷26度", one("sb_ac", TO_COOL), one("sb_ac", SETPOINT), tags=("mode", "temperature", "two-in-one-clause"))
case("multi", "開抽油煙機同埋廚房燈", one("kt_hood", [FANMODE, FANPCT]), one("kt_light", ON), tags=("no-switch",))

# --- any-count --------------------------------------------------------------------------------
case("count", "客廳開兩盞燈", one(LR_LIGHTS, ON), tags=("any-count", "room", "name-other-room"))
case("count", "開兩盞射燈", one(SPOTS, ON), tags=("any-count", "label-index"))
case("count", "射燈閂一盞得啦", one(SPOTS, OFF), tags=("any-count", "label-index"))
case("count", "天台開一盞燈就夠", one(["rt_string", "rt_flood"], ON), tags=("any-count", "room"))
case("count", "開兩盞燈", clarify(LIGHTS, ON), tags=("any-count", "ambiguous"))

# --- needs ------------------------------------------------------------------------------------
case("need", "好熱呀", one(ACS + FANS, AC_ON_COOL + [FANSPEED, ACFAN, FANPCT]), tags=("need", "climate"))
case("need", "客廳好焗", one(["lr_ac", "lr_fan"], [ON, TCOOL, TMODE, FANSPEED]), tags=("need", "room", "climate"))
case("need", "主人房熱到瞓唔著", one("mb_ac", [ON, ACMODE, HEATSP]), tags=("need", "room", "climate"))
case("need", "工人房好焗呀", one("hr_fan", [ACFAN, FANPCT]), tags=("need", "room", "no-switch"))
case("need", "好潮濕呀", one(["hr_dehum"] + ACS, [ON, TMODE, ACMODE]), tags=("need", "humidity"))
case("need", "工人房好濕，啲衫乾唔到", one("hr_dehum", ON), tags=("need", "room", "humidity"))
case("need", "細房好潮濕", one("sb_ac", TMODE), tags=("need", "room", "humidity"))
case("need", "客廳太光", one(LR_LIGHTS + ["lr_curtain"], [OFF, SETLEVEL, STEPLEVEL, CLOSE, SHADELEVEL, STEPSHADE]),
     tags=("need", "room", "light-level"))
case("need", "好嘈呀", one(SPEAKERS + ["lr_tv", "nr_robot"], [VOLDOWN, SETVOL, MUTE, SETMUTE, MPAUSE, OFF, RVCPAUSE, RVCHOME]),
     tags=("need", "volume"))
case("need", "客廳好暗，睇唔到嘢", one(LR_LIGHTS + ["lr_curtain"], [ON, SETLEVEL, STEPLEVEL, OPEN, SHADELEVEL]),
     tags=("need", "room", "light-level"))
case("need", "好凍呀", one(ACS + FANS, [OFF, THEAT, TMODE, ACMODE, ACFAN, FANPCT, FANSPEED]), tags=("need", "climate"))
case("need", "我想沖涼", one("bt_heater", [THEAT, TMODE, HEATSP]), tags=("need", "no-switch"))
case("need", "廁所好臭", one("bt_exhaust", ON), tags=("need", "room", "two-toilets"))
case("need", "煮緊嘢好大煙", one("kt_hood", [FANMODE, FANPCT]), tags=("need", "no-switch"))
case("need", "天台啲花好乾", one("rt_valve", VOPEN), tags=("need", "valve"))
case("need", "地下好多頭髮", one("nr_robot", RVCSTART), tags=("need", "robot"))

# --- clarify ------------------------------------------------------------------------------------
case("clarify", "開冷氣", clarify(ACS, ON), tags=("ambiguous", "duplicate-label"))
case("clarify", "開咗個 aircon 佢", clarify(ACS, ON), tags=("ambiguous", "code-mixed"))
case("clarify", "set 冷氣 去 24 度", clarify(ACS, SETPOINT), tags=("ambiguous", "temperature", "code-mixed"))
case("clarify", "閂大燈", clarify(BIGS, OFF), tags=("ambiguous", "duplicate-label"))
case("clarify", "閂咗佢", clarify(), tags=("ambiguous", "pronoun", "no-antecedent"))
case("clarify", "開樓上啲燈", clarify(["rt_string", "rt_flood"], ON), tags=("ambiguous", "floor-word"))
case("clarify", "樓上冷氣開咗佢", clarify(ACS, ON), tags=("ambiguous", "floor-word"))
case("clarify", "開燈", clarify(LIGHTS, ON), tags=("ambiguous",))
case("clarify", "窗簾拉埋佢", clarify(CURTAINS, [CLOSE, SHADELEVEL]), tags=("ambiguous", "cover"))
case("clarify", "開抽氣扇", clarify(EXHAUSTS, ON), tags=("ambiguous", "duplicate-label"))
case("clarify", "開風扇", clarify(FANS, FAN_ON), tags=("ambiguous", "duplicate-label"))
case("clarify", "閂埋房盞燈", clarify(in_rooms(LIGHTS, "主人房", "細房", "工人房"), OFF), tags=("ambiguous", "bare-room"))
case("clarify", "入房開冷氣", clarify(["mb_ac", "sb_ac"], ON), tags=("ambiguous", "bare-room"))
case("clarify", "天花燈閂咗佢", clarify(["sb_ceiling", "en_ceiling"], OFF), tags=("ambiguous", "duplicate-label"))
case("clarify", "冷氣開抽濕", clarify(ACS, [TMODE, ACMODE]), tags=("ambiguous", "mode"))
case("clarify", "二樓啲燈閂晒", clarify(LIGHTS, OFF), tags=("ambiguous", "floor-word", "bulk-word"))
case("clarify", "睡房冷氣開咗佢", clarify(["mb_ac", "sb_ac"], ON), tags=("ambiguous", "unknown-room"))

# --- state questions ----------------------------------------------------------------------------
case("state", "客廳而家幾多度", one(["lr_th", "lr_ac"], ANY), tags=("state-query", "room"))
case("state", "露台濕度幾多", one("bc_th", ANY), tags=("state-query", "room"))
case("state", "大門鎖咗未", one("lr_lock", ANY), tags=("state-query", "lock"))
case("state", "大門閂好未", one(["lr_door", "lr_lock"], ANY), tags=("state-query", "not-in-spec"))
case("state", "熱水爐而家幾熱", one("bt_heater", ANY), tags=("state-query",))
case("state", "雪櫃門閂咗未", one("dn_fridge", ANY), tags=("state-query", "not-in-spec"))
case("state", "天台有冇人", one("rt_motion", ANY), tags=("state-query", "not-in-spec"))
case("state", "掃地機掃完未", one("nr_robot", ANY), tags=("state-query", "robot"))
case("state", "廚房有冇漏水", one("kt_leak", ANY), tags=("state-query", "room"))
case("state", "主人房個窗閂咗未", one("mb_window", ANY), tags=("state-query", "not-in-spec"))
case("state", "洗衣機洗完未", one("kt_washer", ANY), tags=("state-query", "appliance"))
case("state", "客廳冷氣開咗未", one("lr_ac", ANY), tags=("state-query", "duplicate-label"))
case("state", "廚房煤氣有冇事", one("kt_gas", ANY), tags=("state-query",))
case("state", "Smart Plug 開住定閂咗", one("nr_plug", ANY), tags=("state-query", "factory-name", "code-mixed"))

# --- history and references -------------------------------------------------------------------
case("ref", "set 佢 去 24 度", one("lr_ac", SETPOINT), history=("開客廳冷氣",), tags=("reference", "pronoun", "code-mixed"))
case("ref", "轉抽濕", one("mb_ac", ACMODE), history=("開主人房冷氣",), tags=("reference", "mode"))
case("ref", "較細聲啲", one("lr_sb", VOL_DOWN), history=("開電視",), tags=("reference", "volume", "tv-volume"))
case("ref", "再暗啲", one("lr_spot3", DIM), history=("射燈3較暗啲",), tags=("reference", "label-index", "relative"))
case("ref", "主人房嗰部", one("mb_ac", ON), history=("開冷氣",), tags=("reference", "clarify-followup"))
case("ref", "飯廳嗰盞", one("dn_big", OFF), history=("閂大燈",), tags=("reference", "clarify-followup"))
case("ref", "轉藍色", one("nr_bulb2", COLOR), history=("開 Smart Bulb 2",), tags=("reference", "factory-name", "color"))
case("ref", "停", one("lr_curtain", PAUSE), history=("客廳窗簾拉開",), tags=("reference", "cover"))
case("ref", "調去五十度", one("bt_heater", HEATSP), history=("開熱水爐",), tags=("reference", "temperature", "numeral-zh"))
case("ref", "咁開冷氣啦", one("lr_ac", ON), history=("客廳而家幾多度",), tags=("reference", "room-carryover"))
case("ref", "閂咗佢", one("sb_desk", OFF), history=("開細房枱燈",), tags=("reference", "pronoun"))
case("ref", "叫佢返去充電", one("nr_robot", RVCHOME), history=("掃地機去掃地",), tags=("reference", "pronoun", "robot"))
case("ref", "大聲啲", one("sb_speaker", VOL_UP), history=("細房喇叭播歌",), tags=("reference", "volume"))
case("ref", "轉做暖黃色", one("rt_string", WARM + COLOR), history=("開天台燈串",), tags=("reference", "color-temperature"))
case("ref", "光啲", one("r1_lamp", DIM), history=("開 Room 1 書枱燈",), tags=("reference", "room-1", "relative"))
case("ref", "開埋風扇", one("hr_fan", [ACFAN, FANPCT]), history=("工人房好焗呀",), tags=("reference", "room-carryover", "no-switch"))
case("ref", "飯廳都係", every(DN_LIGHTS, OFF), history=("閂晒客廳啲燈",), tags=("reference", "bulk", "ellipsis"))
case("ref", "鎖返佢", one("lr_lock", LOCK), history=("開大門",), tags=("reference", "pronoun", "lock"))
case("ref", "主人房廁所嗰個都開埋", one("en_exhaust", ON), history=("開廁所抽氣扇",), tags=("reference", "two-toilets", "ellipsis"))
case("ref", "較細聲啲", one("lr_sb", VOL_DOWN), history=("Soundbar 播歌",), tags=("reference", "volume"))
case("ref", "開返佢", one("lr_spot2", ON), history=("射燈2閂咗佢",), tags=("reference", "pronoun", "label-index"))
case("ref", "第四盞都開埋", one("lr_spot4", ON), history=("開射燈3",), tags=("reference", "label-index", "ordinal"))
case("ref", "佢依家幾多度", one("sb_ac", ANY), history=("細房冷氣開咗佢",), tags=("reference", "pronoun"))

# --- not a command ------------------------------------------------------------------------------
for q, lang in [("今日天氣點呀", "cantonese"), ("聽日會唔會落雨", "cantonese"), ("而家幾點呀", "cantonese"),
                ("你叫咩名呀", "cantonese"), ("美國總統係邊個", "cantonese"), ("講個笑話嚟聽下", "cantonese"),
                ("多謝晒", "cantonese"), ("早晨", "cantonese"), ("天文台有冇掛八號風球", "cantonese"),
                ("今晚食咩好", "cantonese"), ("恒指今日升定跌", "cantonese"), ("明天天气怎么样", "mandarin"),
                ("What's the weather like today", "english"), ("點樣煲老火湯", "cantonese"),
                ("天文台話今日幾多度", "cantonese"), ("唔該晒，冇嘢喇", "cantonese"),
                ("你識唔識講英文", "cantonese"), ("幫我計下 25 乘 4 係幾多", "cantonese")]:
    case("none", q, none(), tags=("not-command",), lang=lang)

# --- long rambling transcripts ------------------------------------------------------------------
LONG_1 = (
    "喂，你聽唔聽到呀？我同你講呀，今日真係攰到死，朝早七點幾就起身，送完個仔返學，"
    "跟住趕住搭地鐵返公司，點知荃灣線又話信號故障，喺月台企咗成廿分鐘，個個人迫到好似沙甸魚咁。"
    "返到公司老闆又話個 project 要提早交，成個下晝都喺度開會，開到我個頭都爆埋。"
    "食晏嗰陣同啲同事去咗樓下間茶餐廳，叫咗個焗豬扒飯，等咗成半個鐘先嚟，又凍又硬，"
    "真係好嬲。放工行過街市順手買咗啲菜，諗住今晚煲個湯，點知返到屋企先發覺唔記得買豬骨。"
    "算啦，今晚叫外賣算，我而家淨係想沖個涼然後瞓一陣，客廳啲嘢聽日先執。"
    "頭先喺 lift 度撞到隔籬屋陳太，佢又拉住我講咗十幾分鐘佢個仔考 DSE 嘅事，我真係唔知點答佢好。"
    "工人姐姐今日放假，屋企啲衫又未晾，細路仔仲喺細房打緊機，講極都唔聽。"
    "總之呢，唔該你幫我開咗主人房個冷氣先，我想入去瞓陣。")
LONG_2 = (
    "係咁的，我想講下聽日嘅安排先。聽日朝早我阿媽會過嚟飲茶，佢話想九點幾喺樓下酒樓等，"
    "咁我哋大概八點半就要出門口。個仔聽日有游水堂，佢啲泳衣同毛巾我已經放咗喺門口個袋度，"
    "記得提佢帶埋水樽。下晝我要去一轉銀行，順便幫屋企人交埋電費同差餉，"
    "然後可能會去超級市場買啲廁紙同洗潔精，屋企就快用晒。晚黑我老公話想打邊爐，"
    "我諗住買啲肥牛、魚蛋同埋生菜，不過又驚個電飯煲唔夠位煮飯，到時再算。"
    "仲有呀，上個禮拜天台啲花好似開始黃咗，可能要落多啲肥料，不過呢啲遲啲先講。"
    "對喇，下個月學校又要交學費，我要記得去櫃員機過數，唔係又要俾老師追。"
    "工人姐姐話佢個禮拜日想請多一日假返鄉下，我話可以，不過要佢煮定啲餸擺雪櫃先。"
    "講返而家，客廳地下好多餅碎，頭先個仔食完餅乾又周圍跌，"
    "你幫我叫個掃地機出嚟掃下地啦，唔該。")
case("long", LONG_1, one("mb_ac", ON), tags=("long-text", "duplicate-label"))
case("long", LONG_2, one("nr_robot", RVCSTART), tags=("long-text", "robot"))

# --- more colloquial Cantonese ------------------------------------------------------------------
case("colloquial", "唔該幫我閂咗客廳個大燈", one("lr_big", OFF), tags=("duplicate-label", "polite"))
case("colloquial", "射燈3著咗佢啦唔該", one("lr_spot3", ON), tags=("label-index", "polite"))
case("colloquial", "細房枱燈閂埋佢", one("sb_desk", OFF), tags=("room",))
case("colloquial", "幫我開下露台燈", one("bc_light", ON), tags=("room",))
case("colloquial", "廁所燈唔好開住啦", one("bt_light", OFF), tags=("two-toilets", "negation"))
case("colloquial", "個冷氣凍到震呀，客廳嗰部高兩度", one("lr_ac", SETPOINT), tags=("temperature", "relative"))
case("colloquial", "客廳啲窗簾拉返埋", one("lr_curtain", [CLOSE, SHADELEVEL]), tags=("cover",))
case("colloquial", "座地燈較暗啲啦，好刺眼", one("lr_floor", DIM), tags=("relative",))
case("colloquial", "水煲熄咗佢", one("dn_kettle", OFF), tags=("plug",))
case("colloquial", "電腦插蘇熄咗佢", one("r1_pc", OFF), tags=("plug",))
case("colloquial", "抽濕機停咗佢", one("hr_dehum", OFF), tags=("plug",))
case("colloquial", "幫我校冷氣，主人房嗰部，二十四度", one("mb_ac", HEATSP), tags=("temperature", "numeral-zh"))


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
        item = {"deviceId": dev_id(key), "name": name, "label": label,
                "manufacturerName": "SmartThingsCommunity", "locationId": LOCATION_ID}
        if room:
            item["roomId"] = room_id(room)
        item.update({"components": comps, "profile": {"id": prof_name}, "type": transport})
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
        if "none" in modes and "not-command" not in tags:
            tags.append("not-command")
        if c["history"]:
            tags.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]) and "state-query" not in tags:
            tags.append("state-query")
        expect = []
        for e in c["expect"]:
            expect.append({"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"],
                           "mode": e["mode"]})
        row = {"id": f"kowloon-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json",
               "query": c["query"], "expect": expect, "tags": list(dict.fromkeys(tags))}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Validation (also run by --check on the files on disk)
# ---------------------------------------------------------------------------------------------
MODES = {"one", "all", "clarify", "none"}


def check(directory: Path) -> int:
    errors: list[str] = []
    home = json.loads((directory / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for n, line in enumerate((directory / "spec.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        obj = json.loads(line)
        if obj["profileId"] in spec:
            errors.append(f"spec.jsonl:{n}: duplicate profile {obj['profileId']}")
        spec[obj["profileId"]] = {c["id"] for c in obj["capabilities"]}
        for c in obj["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                errors.append(f"spec.jsonl:{n}: bad id {c['id']}")
                continue
            defn = CAPDEFS.get(parts[1])
            if not defn or parts[2] not in {x["name"] for x in defn["commands"]}:
                errors.append(f"spec.jsonl:{n}: {c['id']} is not a command in capabilities.json")
    room_ids = {r["roomId"] for r in home["rooms"]}
    by_name: dict[str, list[dict]] = {}
    for p in PROFILES.values():
        by_name.setdefault(p["name"], []).append(p)
    devices = {}
    home_profiles = set()
    for item in home["items"]:
        devices[item["deviceId"]] = item
        pid = item["profile"]["id"]
        home_profiles.add(pid)
        main = next(c for c in item["components"] if c["id"] == "main")
        caps = [c["id"] for c in main["capabilities"]]
        cats = [c["name"] for c in main["categories"]]
        if not any(p["capabilities"] == caps and p["categories"] == cats for p in by_name.get(pid, [])):
            errors.append(f"home.json: {item.get('label')} does not match a real profile named {pid}")
        if "roomId" in item and item["roomId"] not in room_ids:
            errors.append(f"home.json: {item.get('label')} has an unknown roomId")
        if item.get("locationId") != LOCATION_ID:
            errors.append(f"home.json: {item.get('label')} lacks locationId")
        if pid in spec:
            for cid in spec[pid]:
                if cid.split("-")[1] not in caps:
                    errors.append(f"spec.jsonl: {pid} lists {cid} but main has no {cid.split('-')[1]}")
    missing_profiles = sorted(home_profiles - set(spec))
    extra_profiles = sorted(set(spec) - home_profiles)
    if extra_profiles:
        errors.append(f"spec.jsonl: profiles not used by the home: {extra_profiles}")
    if not 2 <= len(missing_profiles) <= 3:
        errors.append(f"spec.jsonl: {len(missing_profiles)} home profiles left out (want 2-3)")

    def cmds_of(dev: str) -> set[str]:
        return spec.get(devices[dev]["profile"]["id"], set())

    tag_count: Counter = Counter()
    mode_count: Counter = Counter()
    tag_modes: dict[str, Counter] = {}
    ids = set()
    cases = [json.loads(x) for x in (directory / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    for c in cases:
        where = c.get("id", "?")
        if where in ids:
            errors.append(f"{where}: duplicate id")
        ids.add(where)
        if c.get("home") != "home.json" or not c.get("query") or not c.get("expect") or not c.get("tags"):
            errors.append(f"{where}: missing home/query/expect/tags")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{where}: history must be a list of strings")
        for e in c["expect"]:
            mode = e.get("mode")
            mode_count[mode] += 1
            for t in c["tags"]:
                tag_modes.setdefault(t, Counter())[mode] += 1
            if mode not in MODES:
                errors.append(f"{where}: unknown mode {mode}")
                continue
            devs, caps = e["devices"], e["capabilities"]
            if mode == "none":
                if devs or caps:
                    errors.append(f"{where}: mode none must have empty devices and capabilities")
                continue
            for d in devs:
                if d not in devices:
                    errors.append(f"{where}: unknown device {d}")
            if any(d not in devices for d in devs):
                continue
            if mode == "clarify" and not devs:
                continue
            if not devs or not caps:
                errors.append(f"{where}: empty devices or capabilities")
                continue
            if caps == ["*"]:
                continue
            if "*" in caps:
                errors.append(f"{where}: '*' mixed with commands")
            if mode == "all":
                if len(devs) < 2:
                    errors.append(f"{where}: mode all with fewer than 2 devices")
                for d in devs:
                    lack = [x for x in caps if x not in cmds_of(d)]
                    if lack:
                        errors.append(f"{where}: bulk device {devices[d].get('label')} lacks {lack}")
            else:
                for d in devs:
                    if not set(caps) & cmds_of(d):
                        errors.append(f"{where}: {devices[d].get('label')} supports none of {caps}")
                for x in caps:
                    if not any(x in cmds_of(d) for d in devs):
                        errors.append(f"{where}: no listed device supports {x}")
        for t in c["tags"]:
            tag_count[t] += 1
    for err in errors:
        print("ERROR", err)
    print(f"devices: {len(devices)}; rooms: {len(home['rooms'])}; spec profiles: {len(spec)} "
          f"(left out: {', '.join(missing_profiles)})")
    print(f"cases: {len(cases)}; expect entries by mode: "
          + ", ".join(f"{m} {n}" for m, n in sorted(mode_count.items())))
    print("tags (cases; entries by mode):")
    for t, n in sorted(tag_count.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {t:22s} {n:4d}   " + " ".join(f"{m}:{k}" for m, k in sorted(tag_modes[t].items())))
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


# ---------------------------------------------------------------------------------------------
# README
# ---------------------------------------------------------------------------------------------
TAG_MEANING = {
    "cantonese": "Cantonese wording (閂, 著, 較, 啲, 嗰個, 佢, 唔該)",
    "mandarin": "Mandarin wording, Simplified characters",
    "english": "English only",
    "code-mixed": "Cantonese with English words (aircon, set, Smart Bulb, turn off)",
    "room": "the request names a room as people say it",
    "room-alias": "a room word that is not the room's name (大房, 細路房, 工人姐姐間房, 主卧, 次卧, 入面個廁所)",
    "room-1": "the room the family never renamed (Room 1, room one, Room1)",
    "room-multi": "a room with several lights: any of them is accepted",
    "two-toilets": "廁所 vs 主人房廁所",
    "bare-room": "bare 房 / 入房: which bedroom is unknown, so ask",
    "unknown-room": "a room word that is not a room of the home (睡房)",
    "floor-word": "樓上 / 二樓: the home has no floors, so ask",
    "bulk": "a quantifier (全部, 晒, 所有): mode all",
    "bulk-except": "an exclusion (除咗…)",
    "bulk-of-one": "a bulk whose scope holds one device (mode one)",
    "bulk-word": "a quantifier on an unresolvable scope",
    "capability-subset": "bulk over only the devices that support the command",
    "label-index": "numbered series 射燈1..射燈4",
    "ordinal": "第三盞 / 第一盞 / 第四盞",
    "numeral-zh": "Chinese numerals (三檔, 廿五度, 射燈二)",
    "factory-name": "a device still labelled with its factory name, or reached by room only",
    "partial-name": "part of a label (switch 3)",
    "no-room": "the device has no room",
    "duplicate-label": "the label is shared by devices in several rooms (大燈, 冷氣, 窗簾, 風扇, 天花燈, 抽氣扇)",
    "name-other-room": "客廳燈帶 sits in 飯廳",
    "unique-label": "the only device with that label",
    "implied-room": "the room is implied by the other device in the sentence",
    "capability-action": "a capability-specific action (modes, fan speed, curtains, robot, TV, lock, heater)",
    "climate": "air conditioners", "mode": "a mode or programme", "temperature": "a target temperature",
    "fan": "fan speed / oscillation / wind", "cover": "curtains", "robot": "robot vacuum",
    "media": "TV and speakers", "volume": "volume or mute",
    "tv-volume": "TV volume: the TV has no volume on main, the Soundbar beside it answers",
    "lock": "door lock", "valve": "water valve", "plug": "smart plugs", "appliance": "washer",
    "no-switch": "the device has no switch; another command starts or stops it",
    "level": "a level or percentage", "relative": "a relative change (較光啲, 高一度, 大聲啲)",
    "color": "a colour", "color-temperature": "warm/cool white",
    "two-in-one-clause": "two actions in one clause (開24度, 開到一半光): two entries",
    "multi-command": "two or more entries", "any-count": "a count (兩盞, 一盞): any acceptable device",
    "need": "states a need, not a command (好熱, 好焗, 好潮濕, 太光, 好嘈)",
    "humidity": "damp", "light-level": "too bright / too dark",
    "ambiguous": "several devices fit in different rooms: ask", "clarify": "mode clarify",
    "pronoun": "佢 / 嗰個", "no-antecedent": "a pronoun with nothing before it",
    "state-query": "a question about state (capabilities [\"*\"])",
    "not-in-spec": "the device's profile has no spec line",
    "reference": "refers to an earlier turn", "history": "earlier turns in `history`",
    "clarify-followup": "answers an earlier clarifying question", "room-carryover": "the room comes from the earlier turn",
    "ellipsis": "an elliptical follow-up (飯廳都係)",
    "not-command": "chit-chat, weather, world questions: mode none",
    "long-text": "a long rambling transcript ending in one request",
    "polite": "唔該 / 啦唔該", "negation": "唔好開住 = turn off",
}


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in SPEC.values() for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii())
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    tags = Counter(t for c in cases for t in c["tags"])
    groups = Counter(c["id"].split("-")[1] for c in cases)
    lines = [
        "# kowloon: a blind evaluation set for a Hong Kong family flat plus a rooftop",
        "",
        "Generated by `build.py` (Python 3.11, stdlib only); `python build.py --check` re-validates the files on",
        "disk. Written blind: without reading the engine's code, tests or docs. Formats: `shared/FORMATS.md`;",
        "labelling conventions: `shared/bench/dev/README.md`, with the decisions below where this home needs more.",
        "",
        f"- rooms: {len(ROOMS)}; devices: {len(DEVICES)}; lights (category Light): {len(LIGHTS)} "
        f"({sum(1 for k in LIGHTS if SETLEVEL not in spec_ids(k))} on/off only, "
        f"{sum(1 for k in LIGHTS if SETCOLOR in spec_ids(k))} colour)",
        f"- profiles: {len({DEVICES[k][3] for k in DEVICES})}, all real SmartThingsEdgeDrivers profiles (main-component "
        "categories and capabilities copied; `profile.id` = profile name); spec lines: "
        f"{len(SPEC)} (left out on purpose: {', '.join(sorted(LEFT_OUT))})",
        f"- spec commands: {n_cmd}, {n_en} ({round(100 * n_en / n_cmd)}%) described in English, the rest in "
        f"Traditional Chinese; value_list entries: {len(vl)}, {vl_en} in English",
        f"- cases: {len(cases)}; expect entries by mode: "
        + ", ".join(f"{m} {n}" for m, n in sorted(modes.items())),
        "- deviceIds, roomIds and the locationId are uuid5 of readable keys (see `build.py`), so ids carry no hint.",
        "- mode `none` is an extension: the request is not a command (chit-chat, weather, world questions); the",
        "  right answer acts on no device and asks nothing. Its `devices` and `capabilities` are empty.",
        "",
        "## Rooms",
        "",
        "客廳, 飯廳, 廚房, 主人房, 細房 (small bedroom, the kid's), 工人房 (helper's room), 廁所 (main toilet),",
        "主人房廁所 (en-suite), 露台 (balcony), 天台 (rooftop, the only place upstairs), `Room 1` (never renamed;",
        "used as a study). No room name carries a floor prefix.",
        "",
        "## Labelling decisions (a reviewer may dispute these)",
        "",
        "1. **廁所 means the room named 廁所.** The family named the en-suite 主人房廁所 to tell them apart, so",
        "   `開廁所燈` / `開廁所抽氣扇` are the main toilet's, mode one. `主人房廁所`, `主人房個廁所`, `入面個廁所，主人房嗰個`",
        "   reach the en-suite; `兩個廁所` is both. Likewise `主人房` scope is the room 主人房 only, not its",
        "   en-suite (no case excludes 主人房 over lights, where this would matter most).",
        "2. **Bare 房 is ambiguous.** `閂埋房盞燈`, `入房開冷氣` ask back (mode clarify): 主人房, 細房 and 工人房 are",
        "   all 房. Aliases that do resolve: 大房 = 主人房, 細路房 = 細房, 工人姐姐間房 = 工人房, and the Mandarin",
        "   主卧 = 主人房, 次卧 = 細房. `睡房` (not a room here; two bedrooms with an AC) asks.",
        "3. **樓上 / 二樓 ask.** The home has no floors; although 天台 is upstairs, `開樓上啲燈` is clarify (fail",
        "   closed, DESIGN §9) with the 天台 lights listed as candidates for information.",
        "4. **Room from a label.** `客廳燈帶` sits in 飯廳; it counts as in both rooms (dev rule 3), so it is in",
        "   every 客廳 light set and every 飯廳 light set.",
        "5. **What is a light.** Category `Light` only. `Zigbee Switch 3` (category Switch, label says nothing) and",
        "   the 抽氣扇 switches are not lights; `全部燈閂晒` is the 26 Light devices, including `Smart Bulb (2)`",
        "   (no room) and `Smart Bulb` (工人房).",
        "6. **Factory names.** `Smart Bulb` is the exact label of the 工人房 bulb; `Smart Bulb 2`, `smart bulb 二`",
        "   reach `Smart Bulb (2)`. `switch 3` reaches `Zigbee Switch 3`. `工人房盞燈` reaches `Smart Bulb` by room.",
        "7. **TV volume.** The TV profile (`media-video-speaker`) keeps volume/mute on its `speaker` component, out",
        "   of scope; on main it has only play/pause/track/keys/switch. Volume and mute said of the TV are labelled",
        "   with the `Soundbar` next to it in 客廳 (tag `tv-volume`). Play/pause/next/keys stay on the TV.",
        "8. **Needs (mode one, every acceptable device and command).** `好熱呀`: the three ACs (on, cool mode) and",
        "   the two fans (on, speed). `客廳好焗`: 客廳 AC and fan. `好潮濕呀`: the 抽濕機 plug (on) and the ACs",
        "   (dry mode). `客廳太光`: 客廳 lights (off or dimmer) and the 客廳 curtain (close). `好嘈呀`: speakers",
        "   (volume down, mute, pause), the TV (pause, off) and the robot (pause, dock). Because the format pairs",
        "   any listed device with any listed command, a few odd pairs (switching an AC on when damp) also count.",
        "9. **Counts.** `客廳開兩盞燈`, `開兩盞射燈`: mode one over every acceptable light (the engine's top",
        "   candidates must include one); plain `開兩盞燈` with no room asks (same reason as `開燈`).",
        "10. **Two actions in one clause are two entries**: `客廳冷氣開24度` = on + setpoint; `射燈3開到一半光` = on +",
        "    level; `主人房冷氣開抽濕` = on + mode; `床頭燈著暖黃光` = on + colour temperature.",
        "11. **Setpoints.** A temperature with no mode on a Matter AC accepts the cooling or the heating setpoint;",
        "    the DeepSmart AC (`Ac.v1`, 主人房) sets its temperature only through `thermostatHeatingSetpoint`.",
        "    AC modes: Matter ACs use `thermostatMode` (cool / dryair / fanonly values), `Ac.v1` uses",
        "    `airConditionerMode` (cool / dry / fan).",
        "12. **No switch.** 工人房 風扇 (`fan-rock-wind`), the hood, the water heater and the robot have no switch:",
        "    on/off are their fan mode or percent, `thermostatMode`, or `start` / `goHome`.",
        "13. **Bulk is exact.** `所有燈調到一半光` is the dimmable lights only; `啲燈全部轉做紅色` the colour lights",
        "    only. Every command listed on a mode-all entry is supported by every device in it, so bulks whose",
        "    devices would need different commands (the two fans, all three ACs to dry mode) are not written; the",
        "    all-AC setpoint bulk is limited to the two Matter ACs (`除咗主人房`).",
        "14. **`閂咗佢` with no history** asks, with empty candidate lists.",
        "15. **Out-of-spec profiles** (雪櫃, 天台感應器, 大門門磁 and 窗磁) appear only in state questions (`[\"*\"]`).",
        "",
        "## Devices",
        "",
        "| label | room | category | profile |",
        "| --- | --- | --- | --- |",
    ]
    for k, d in DEVICES.items():
        lines.append(f"| {d[0]} | {d[2] or '(none)'} | {category_of(k)} | {d[3]}{' (not in spec)' if d[3] in LEFT_OUT else ''} |")
    lines += ["", "## Case groups", "", "| group | cases |", "| --- | --- |"]
    lines += [f"| {g} | {n} |" for g, n in groups.items()]
    lines += ["", "## Tags", "", "| tag | cases | meaning |", "| --- | --- | --- |"]
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {t} | {n} | {TAG_MEANING.get(t, '')} |")
    (HERE / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    if "--check" in sys.argv[1:]:
        return check(HERE)
    home = home_json()
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    with (HERE / "spec.jsonl").open("w", encoding="utf-8") as f:
        for line in SPEC.values():
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    cases = finish_cases()
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as f:
        for row in cases:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    write_readme(home, cases)
    return check(HERE)


if __name__ == "__main__":
    raise SystemExit(main())
